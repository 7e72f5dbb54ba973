-- The results page's text filter (name or city contains the text, accents, case and
-- punctuation aside) reads one stored folded column instead of folding every lead on every
-- request: at 50,000 leads folding with translate() took seconds.

-- foldText of apps/server/src/lib/text-fold.ts in SQL. Its two strings are FOLD_FROM and FOLD_TO
-- as they are today; a test checks that both sides still fold alike (change them together).
create function lead_fold(value text) returns text
language sql immutable strict parallel safe
return btrim(regexp_replace(lower(translate(value,
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲʹͶ;Ϳ΅Ά·ΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϓϔϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾłøđı!"#$%&''()*+,-./:;<=>?@[\]^_`{|}~',
  'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiiðnoooooouuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccdddeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀlnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjǳǳggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳʹͷ;ϳ¨α·εηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗϒϒϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿlodi                                ')), '\s+', ' ', 'g'));

-- The folded name and city, apart: folding turns '|' into a space, so a folded filter text can
-- never match across the two.
alter table leads add column search_text text
  generated always as (lead_fold(business_name) || '|' || coalesce(lead_fold(city), '')) stored;

-- Each sort of the results page in its default direction, ties by seq as listed: a page is read
-- in index order instead of sorting every lead of the search.
drop index if exists leads_search_name_idx;
create index leads_search_name_idx on leads (search_id, business_name collate lead_order, seq);
create index leads_search_city_idx on leads (search_id, city collate lead_order, seq);
create index leads_search_rating_idx on leads (search_id, rating desc nulls last, seq);

-- The order leads were found in, with the folded text beside it: a filtered count (and a filter
-- in that order) reads the index alone, not every lead's whole row.
drop index leads_search_idx;
create index leads_search_idx on leads (search_id, seq) include (search_text);
