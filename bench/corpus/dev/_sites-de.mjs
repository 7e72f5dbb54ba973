import { T, P, mailto, ent, entMailto, obf, fa, svgIcon, jsonld, elementor, divi, wp, wix, sqs, webflow, bootstrap } from './_lib.mjs';

const sites = [];

// TYPO3 "spamProtectEmailAddresses = 1": each character shifted by one inside its range
const typo3Crypt = (s) => [...s].map((c) => {
  const n = c.charCodeAt(0);
  for (const [a, b] of [[0x2b, 0x3a], [0x40, 0x5a], [0x61, 0x7a]]) if (n >= a && n <= b) return String.fromCharCode(n === b ? a : n + 1);
  return c;
}).join('');

// d065 — hearing-aid shop in Freiburg (DE), Elementor, Impressum with Inhaberin, personal addresses
sites.push((() => {
  const site = { id: 'd065-hoerakustik-dreisam', domain: 'hoerakustik-dreisam.de', lang: 'de', htmlLang: 'de-DE', name: 'Hörakustik an der Dreisam',
    nav: [['/', 'Start'], ['/leistungen/', 'Leistungen'], ['/team/', 'Team'], ['/kontakt/', 'Kontakt'], ['/impressum/', 'Impressum']] };
  const katrin = P('Katrin Seitz-Baumann', 'Hörakustikmeisterin, Inhaberin', 'owner');
  const jonas = P('Jonas Weißhaar', 'Hörakustiker', 'other');
  const ayse = P('Ayşe Demir', 'Pädakustikerin', 'other');
  const monika = P('Monika Stratz', 'Verwaltung & Abrechnung', 'operations');
  const { E, render } = elementor(site, { skip: 'Zum Inhalt springen', footer: (E) => E.section([E.col(50, E.text('<p>Hörakustik an der Dreisam · Schwarzwaldstraße 78 · 79117 Freiburg im Breisgau · Tel. 0761 612 45 90</p>')), E.col(50, E.text('<p><a href="mailto:info@hoerakustik-dreisam.de">info@hoerakustik-dreisam.de</a></p><p>Webdesign: <a href="https://webwerk-freiburg.de">Webwerk Freiburg</a> · hallo@webwerk-freiburg.de</p>'))]) });
  const card = (p, mail, img) => E.teamMember({ img: `https://hoerakustik-dreisam.de/wp-content/uploads/2023/02/${img}.jpg`, name: p.name, pos: p.title, body: mail ? `<p class="elementor-team-member-email"><a href="mailto:${mail}">${mail}</a></p>` : '' });
  const home = render('Hörakustik an der Dreisam – Hörgeräte in Freiburg', E.section(E.col(100, E.heading('Besser hören in Freiburg-Oberwiehre', 'h1'), E.text('<p>Kostenloser Hörtest, Hörgeräte aller Hersteller, Gehörschutz und Tinnitus-Beratung. Wir sind Partner aller gesetzlichen Krankenkassen.</p>'), E.button('/kontakt/', 'Termin vereinbaren'))), { path: '/' });
  const leist = render('Leistungen – Hörakustik an der Dreisam', E.section(E.col(100, E.heading('Leistungen', 'h1'), E.iconList([['check', 'Hörtest und Hörberatung'], ['check', 'Hörgeräteversorgung (Phonak, Oticon, Signia, Widex)'], ['check', 'Kinderversorgung (Pädakustik)'], ['check', 'Individueller Gehörschutz für Musiker']]))), { path: '/leistungen/' });
  const team = render('Team – Hörakustik an der Dreisam', E.section([E.col(25, card(katrin, 'k.seitz-baumann@hoerakustik-dreisam.de', 'katrin')), E.col(25, card(jonas, 'j.weisshaar@hoerakustik-dreisam.de', 'jonas')), E.col(25, card(ayse, null, 'ayse')), E.col(25, card(monika, 'verwaltung@hoerakustik-dreisam.de', 'monika'))]), { path: '/team/' });
  const kontakt = render('Kontakt – Hörakustik an der Dreisam', E.section([E.col(50, E.heading('Kontakt', 'h1'), E.text('<p>Mo–Fr 9:00–13:00 und 14:00–18:00 Uhr, Sa 9:00–12:30 Uhr</p><p>Straßenbahnlinie 1, Haltestelle Brauerei Ganter.</p>')), E.col(50, E.form([['name', 'text', 'Max Mustermann'], ['email', 'email', 'max@mustermann.de'], ['message', 'textarea', 'Ihre Nachricht']], 'Absenden'))]), { path: '/kontakt/' });
  const imp = render('Impressum – Hörakustik an der Dreisam', E.section(E.col(100, E.heading('Impressum', 'h1'), E.text('<p><strong>Angaben gemäß § 5 TMG</strong></p><p>Hörakustik an der Dreisam<br>Inhaberin: Katrin Seitz-Baumann<br>Schwarzwaldstraße 78<br>79117 Freiburg im Breisgau</p><p>Telefon: 0761 612 45 90<br>E-Mail: info@hoerakustik-dreisam.de</p><p>USt-IdNr.: DE 284 117 602</p><p>Zuständige Kammer: Handwerkskammer Freiburg. Berufsbezeichnung: Hörakustikermeisterin (verliehen in der Bundesrepublik Deutschland).</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Katrin Seitz-Baumann, Anschrift wie oben.</p>'))), { path: '/impressum/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'junk-placeholder', 'junk-agency', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/leistungen/': ['leistungen.html', leist], '/team/': ['team.html', team], '/kontakt/': ['kontakt.html', kontakt], '/impressum/': ['impressum.html', imp] },
    truth: T({ generic: ['info@hoerakustik-dreisam.de'], role: ['verwaltung@hoerakustik-dreisam.de'], person: { 'k.seitz-baumann@hoerakustik-dreisam.de': katrin.name, 'j.weisshaar@hoerakustik-dreisam.de': jonas.name }, contacts: [katrin, jonas, ayse, monika], junk: ['max@mustermann.de', 'hallo@webwerk-freiburg.de'] }) };
})());

// d066 — village bakery in Upper Bavaria (DE) on Wix, t-online address, owner in the Impressum only
sites.push((() => {
  const site = { id: 'd066-landbaeckerei-huber', domain: 'landbaeckerei-huber.de', lang: 'de', htmlLang: 'de-DE', name: 'Landbäckerei Huber',
    nav: [['/', 'Startseite'], ['/unser-brot', 'Unser Brot'], ['/filialen', 'Filialen'], ['/impressum', 'Impressum']] };
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', 'Landbäckerei Huber · Dorfstraße 12 · 83627 Warngau'], ['p', 'font_9', '© 2024 Landbäckerei Huber · Erstellt mit Wix.com']]) });
  const sepp = P('Josef Huber', 'Bäckermeister', 'owner');
  const home = render('Landbäckerei Huber – Bäckerei in Warngau', X.strip([X.rich([['h1', 'font_0', X.span('Landbäckerei Huber')], ['p', 'font_7', 'Handwerklich gebacken seit 1954 – mit Mehl aus der Kunstmühle Miesbach.']]), X.img('backstube.jpg', 'Backstube'),
    X.rich([['h2', 'font_2', 'Das sagen unsere Kunden'], ['p', 'font_8', '„Die besten Brezn im Oberland!“ – Resi aus Holzkirchen'], ['p', 'font_8', '„Das Dinkel-Kürbiskernbrot ist einfach ein Traum.“ – Familie Obermaier']])]), { path: '/' });
  const brot = render('Unser Brot | Landbäckerei Huber', X.strip([X.rich([['h1', 'font_0', 'Unser Brot'], ['p', 'font_8', 'Bauernbrot · Dinkel-Kürbiskernbrot · Roggen-Vollkorn · Kaisersemmeln · Laugenbrezn\nSamstags: Rohrnudeln und Zwetschgendatschi (saisonal)']])]), { path: '/unser-brot' });
  const fil = render('Filialen | Landbäckerei Huber', X.strip([X.rich([['h1', 'font_0', 'Filialen'], ['p', 'font_8', 'Warngau, Dorfstraße 12 – Mo–Sa 6:00–18:00, So 7:30–11:00\nHolzkirchen, Marktplatz 4 – Mo–Fr 6:30–18:00, Sa 6:30–12:30'], ['p', 'font_8', 'Vorbestellungen für Feiern: baeckerei-huber@t-online.de']])]), { path: '/filialen' });
  const imp = render('Impressum | Landbäckerei Huber', X.strip([X.rich([['h1', 'font_0', 'Impressum'], ['p', 'font_8', 'Landbäckerei Huber e.K.\nInhaber: Josef Huber, Bäckermeister\nDorfstraße 12, 83627 Warngau'], ['p', 'font_8', 'Telefon: 08020 414\nE-Mail: baeckerei-huber@t-online.de'], ['p', 'font_8', 'Registergericht: Amtsgericht München, HRA 98120']])]), { path: '/impressum' });
  return { ...site, patterns: ['builder-wix', 'legal-notice', 'email-text', 'testimonials', 'name-lookalikes', 'junk-platform'],
    pages: { '/': ['index.html', home], '/unser-brot': ['unser-brot.html', brot], '/filialen': ['filialen.html', fil], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['baeckerei-huber@t-online.de'], contacts: [sepp], junk: [X.dsn] }) };
})());

// d067 — law firm in Hannover (DE), hand-written HTML 4 (ISO-8859-1), (at)/(punkt) addresses
sites.push((() => {
  const site = { id: 'd067-kanzlei-brandes-oezdemir', domain: 'brandes-oezdemir.de', lang: 'de' };
  const dom = site.domain;
  const brandes = P('Dr. Henning Brandes', 'Rechtsanwalt und Notar, Fachanwalt für Erbrecht', 'owner');
  const oez = P('Selin Özdemir', 'Rechtsanwältin, Fachanwältin für Familienrecht', 'owner');
  const kuehn = P('Tobias Kühn', 'Rechtsanwalt', 'other');
  const sek = P('Gabriele Wiechmann', 'Bürovorsteherin', 'operations');
  const o = (u) => `${u} (at) brandes-oezdemir (punkt) de`;
  const top = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="author" content="Kanzlei Brandes &amp; Özdemir">
<title>${t}</title>
<link rel="stylesheet" href="kanzlei.css" type="text/css">
</head>
<body bgcolor="#F5F5F0">
<table width="800" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="2"><img src="bilder/kopf.gif" width="800" height="110" alt="Brandes &amp; Özdemir Rechtsanwälte und Notar"></td></tr>
<tr>
<td width="180" valign="top" bgcolor="#2F3E4E">
<p class="nav"><a href="index.html">Startseite</a><br><a href="kanzlei.html">Die Kanzlei</a><br><a href="anwaelte.html">Anwälte</a><br><a href="impressum.html">Impressum</a></p>
</td>
<td width="620" valign="top" style="padding:20px">`;
  const bottom = `</td></tr>
<tr><td colspan="2" align="center"><font size="1" face="Arial">Brandes &amp; Özdemir · Podbielskistraße 162 · 30177 Hannover · Tel. 0511 69 44 70 · Fax 0511 69 44 71 · ${o('kanzlei')}</font></td></tr>
</table>
</body>
</html>
`;
  const index = top('Brandes & Özdemir - Rechtsanwälte und Notar in Hannover') + `<h1><font face="Georgia">Willkommen</font></h1><p><font face="Arial" size="2">Unsere Kanzlei in Hannover-List berät Sie seit 1991 im Erbrecht, Familienrecht, Mietrecht und Arbeitsrecht. Notarielle Beurkundungen (Testamente, Grundstückskaufverträge, Vorsorgevollmachten) nach Terminvereinbarung.</font></p><p><font face="Arial" size="2">Sprechzeiten: Mo-Do 8.30-17.00 Uhr, Fr 8.30-13.00 Uhr</font></p>` + bottom;
  const kanzlei = top('Die Kanzlei - Brandes & Özdemir') + `<h1><font face="Georgia">Die Kanzlei</font></h1><p><font face="Arial" size="2">Gegründet 1991 von Rechtsanwalt Dr. Henning Brandes in der Lister Meile, seit 2012 gemeinsam mit Rechtsanwältin Selin Özdemir. Wir sind Mitglied im Hannoverschen Anwaltverein und in der Arbeitsgemeinschaft Erbrecht im DAV.</font></p>` + bottom;
  const row = (p, u) => `<tr><td valign="top"><font face="Arial" size="2"><b>${p.name}</b><br>${p.title}</font></td><td valign="top"><font face="Arial" size="2">${u ? o(u) : '&nbsp;'}</font></td></tr>`;
  const anw = top('Anwälte - Brandes & Özdemir') + `<h1><font face="Georgia">Unsere Anwälte</font></h1>
<table width="100%" cellpadding="6" cellspacing="0" border="0">
${row(brandes, 'h.brandes')}
${row(oez, 's.oezdemir')}
${row(kuehn, 't.kuehn')}
${row(sek, 'sekretariat')}
</table>` + bottom;
  const imp = top('Impressum - Brandes & Özdemir') + `<h1><font face="Georgia">Impressum</font></h1><p><font face="Arial" size="2">Brandes &amp; Özdemir Rechtsanwälte und Notar Partnerschaft mbB<br>Podbielskistraße 162, 30177 Hannover<br>Partnerschaftsregister: Amtsgericht Hannover, PR 201544<br>Vertretungsberechtigte Partner: Dr. Henning Brandes, Selin Özdemir<br>E-Mail: ${o('kanzlei')}</font></p><p><font face="Arial" size="2">Die Rechtsanwälte sind Mitglieder der Rechtsanwaltskammer Celle. Berufsrechtliche Regelungen: BRAO, BORA, FAO, RVG, BNotO.</font></p>` + bottom;
  return { ...site, patterns: ['hand-written', 'team-table', 'legal-notice', 'email-obfuscated', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', index], '/kanzlei.html': ['kanzlei.html', kanzlei], '/anwaelte.html': ['anwaelte.html', anw], '/impressum.html': ['impressum.html', imp] },
    truth: T({ generic: [`kanzlei@${dom}`], role: [`sekretariat@${dom}`], person: { [`h.brandes@${dom}`]: 'Henning Brandes', [`s.oezdemir@${dom}`]: oez.name, [`t.kuehn@${dom}`]: kuehn.name }, contacts: [{ ...brandes, name: 'Henning Brandes' }, oez, kuehn, sek], junk: [] }) };
})());

// d068 — funeral home in Kassel (DE), WordPress, Traueranzeigen, family business
sites.push((() => {
  const site = { id: 'd068-bestattungen-reinhardt', domain: 'bestattungen-reinhardt.de', lang: 'de', htmlLang: 'de-DE', name: 'Bestattungshaus Reinhardt',
    nav: [['/', 'Start'], ['/traueranzeigen/', 'Traueranzeigen'], ['/ueber-uns/', 'Über uns'], ['/impressum/', 'Impressum']] };
  const uwe = P('Uwe Reinhardt', 'Bestattermeister', 'owner');
  const lisa = P('Lisa Reinhardt', 'Geprüfte Bestatterin', 'other');
  const { W, render } = wp(site, { theme: 'kadence', footerWidgets: ['<p>Bestattungshaus Reinhardt<br>Wilhelmshöher Allee 241<br>34121 Kassel</p>', `<p>Tag und Nacht: 0561 31 70 44<br>${mailto('info@bestattungen-reinhardt.de')}</p>`] });
  const anz = (n, d, t) => `<div class="wp-block-group traueranzeige is-layout-flow">${W.h(n, 3)}<p class="lebensdaten">${d}</p>${W.p(t)}</div>`;
  const home = render('Bestattungshaus Reinhardt – Bestattungen in Kassel', [W.p('Seit drei Generationen begleiten wir Familien in Kassel und im Landkreis: Erd-, Feuer-, See- und Baumbestattungen, Bestattungsvorsorge und Trauerbegleitung.'), W.buttons([['/traueranzeigen/', 'Aktuelle Traueranzeigen']])].join('\n'), { path: '/', noTitle: true });
  const tr = render('Traueranzeigen – Bestattungshaus Reinhardt', [
    anz('Heinrich Wilhelm Schäfer', '* 14.02.1936 † 02.04.2024', 'In Liebe und Dankbarkeit: Gertrud Schäfer, Klaus und Petra Schäfer mit Jonas und Lea. Die Trauerfeier findet am Freitag, 12. April, um 11 Uhr in der Kapelle des Hauptfriedhofs statt.'),
    anz('Erika Brunhilde Wagner geb. Fenner', '* 30.09.1941 † 31.03.2024', 'Wir nehmen Abschied. Helmut Wagner und Familie. Die Urnenbeisetzung erfolgt im engsten Familienkreis im FriedWald Reinhardswald.'),
    anz('Dieter Kowalski', '* 08.06.1950 † 28.03.2024', 'Traurig, aber dankbar für die gemeinsame Zeit: Monika Kowalski. Anstelle von Blumen bitten wir um eine Spende an den Hospizverein Kassel.'),
    W.p('Kondolenzen können Sie uns gerne per E-Mail an kondolenz@bestattungen-reinhardt.de senden; wir leiten sie an die Angehörigen weiter.'),
  ].join('\n'), { path: '/traueranzeigen/' });
  const ueber = render('Über uns – Bestattungshaus Reinhardt', [W.p('Gegründet 1962 von Karl Reinhardt als Schreinerei mit Bestattungsdienst. Heute führt Bestattermeister Uwe Reinhardt das Haus gemeinsam mit seiner Tochter Lisa Reinhardt, geprüfte Bestatterin.')].join('\n'), { path: '/ueber-uns/' });
  const imp = render('Impressum – Bestattungshaus Reinhardt', [W.p('Bestattungshaus Reinhardt GmbH<br>Wilhelmshöher Allee 241, 34121 Kassel'), W.p(`Geschäftsführer: ${uwe.name}`), W.p('Handelsregister: Amtsgericht Kassel, HRB 14402<br>E-Mail: info@bestattungen-reinhardt.de')].join('\n'), { path: '/impressum/' });
  return { ...site, patterns: ['builder-wordpress', 'obituary', 'about-prose', 'legal-notice', 'email-mailto', 'email-footer', 'email-text'],
    pages: { '/': ['index.html', home], '/traueranzeigen/': ['traueranzeigen.html', tr], '/ueber-uns/': ['ueber-uns.html', ueber], '/impressum/': ['impressum.html', imp] },
    truth: T({ generic: ['info@bestattungen-reinhardt.de'], role: ['kondolenz@bestattungen-reinhardt.de'], contacts: [{ ...uwe, title: 'Geschäftsführer' }, { ...lisa, title: 'geprüfte Bestatterin' }], junk: [] }) };
})());

// d069 — trade association in Fürth (DE), Bootstrap 4, board + member directory
sites.push((() => {
  const site = { id: 'd069-gewerbeverein-fuerth-sued', domain: 'gewerbeverein-fuerth-sued.de', lang: 'de', htmlLang: 'de-DE', name: 'Gewerbeverein Fürth-Süd e.V.',
    nav: [['/', 'Start'], ['/vorstand.html', 'Vorstand'], ['/mitglieder.html', 'Mitgliederverzeichnis'], ['/impressum.html', 'Impressum']] };
  const v1 = P('Markus Oberndörfer', '1. Vorsitzender', 'owner');
  const v2 = P('Sabine Kreß', '2. Vorsitzende', 'other');
  const ks = P('Horst Pfister', 'Kassier', 'other');
  const sf = P('Daniela Meyer-Lindner', 'Schriftführerin', 'other');
  const { render } = bootstrap(site, { v: 4, footer: '<footer class="bg-light border-top py-3"><div class="container small">Gewerbeverein Fürth-Süd e.V. · Geschäftsstelle: Kurgartenstraße 37 · 90762 Fürth · <a href="mailto:info@gewerbeverein-fuerth-sued.de">info@gewerbeverein-fuerth-sued.de</a></div></footer>' });
  const home = render('Gewerbeverein Fürth-Süd e.V.', `<div class="container py-5"><h1>Gemeinsam stark für Fürth-Süd</h1><p class="lead">Über 120 Handwerksbetriebe, Händler, Gastronomen und Dienstleister aus Dambach, Unterfarrnbach und der Südstadt.</p><p>Nächster Stammtisch: Dienstag, 7. Mai, 19 Uhr, Gasthaus Grüner Baum.</p></div>`, { path: '/' });
  const vor = render('Vorstand – Gewerbeverein Fürth-Süd', `<div class="container py-5"><h1>Vorstand</h1><div class="row">${[[v1, 'Oberndörfer Elektrotechnik GmbH', 'vorsitz@gewerbeverein-fuerth-sued.de'], [v2, 'Blumen Kreß', null], [ks, 'Pfister Steuerberatung', 'kasse@gewerbeverein-fuerth-sued.de'], [sf, 'Lindner Versicherungsbüro', null]].map(([p, f, m]) => `<div class="col-md-3"><div class="card mb-3"><div class="card-body"><h5 class="card-title">${p.name}</h5><h6 class="card-subtitle mb-2 text-muted">${p.title}</h6><p class="card-text">${f}</p>${m ? `<a href="mailto:${m}" class="card-link">${m}</a>` : ''}</div></div></div>`).join('')}</div></div>`, { path: '/vorstand.html' });
  const mem = [['Bäckerei Zeltner', 'Bäckerei', 'info@baeckerei-zeltner.de'], ['Blumen Kreß', 'Floristik', 'blumen.kress@gmx.de'], ['Elektro Oberndörfer GmbH', 'Elektroinstallation', 'service@oberndoerfer-elektro.de'], ['Fahrschule Gündoğan', 'Fahrschule', 'fahrschule.guendogan@web.de'], ['Gasthaus Grüner Baum', 'Gastronomie', 'gruener-baum-fuerth@t-online.de'], ['Malerbetrieb Schwab & Sohn', 'Malerhandwerk', 'kontakt@maler-schwab.de'], ['Optik Wunderlich', 'Augenoptik', 'optik-wunderlich@gmx.net'], ['Pfister Steuerberatung', 'Steuerberatung', 'kanzlei@pfister-stb.de'], ['Raumausstattung Hofmann', 'Raumausstatter', 'hofmann.raum@t-online.de'], ['Zweirad Dietz', 'Fahrradhandel', 'laden@zweirad-dietz.de'], ['Lindner Versicherungsbüro', 'Versicherungen', 'buero@lindner-versicherungen.de'], ['Friseur Haarwerk Süd', 'Friseur', 'haarwerk-sued@gmx.de']];
  const mit = render('Mitgliederverzeichnis – Gewerbeverein Fürth-Süd', `<div class="container py-5"><h1>Mitgliederverzeichnis</h1><table class="table table-sm table-striped"><thead class="thead-light"><tr><th>Betrieb</th><th>Branche</th><th>E-Mail</th></tr></thead><tbody>${mem.map(([n, b, e]) => `<tr><td>${n}</td><td>${b}</td><td><a href="mailto:${e}">${e}</a></td></tr>`).join('')}</tbody></table></div>`, { path: '/mitglieder.html' });
  const imp = render('Impressum – Gewerbeverein Fürth-Süd', `<div class="container py-5"><h1>Impressum</h1><p>Gewerbeverein Fürth-Süd e.V., Kurgartenstraße 37, 90762 Fürth<br>Vereinsregister: Amtsgericht Fürth, VR 2031</p><p>Vertretungsberechtigter Vorstand: Markus Oberndörfer (1. Vorsitzender), Sabine Kreß (2. Vorsitzende)</p><p>E-Mail: info@gewerbeverein-fuerth-sued.de</p></div>`, { path: '/impressum.html' });
  return { ...site, patterns: ['builder-bootstrap', 'directory', 'team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'name-lookalikes', 'email-text'],
    pages: { '/': ['index.html', home], '/vorstand.html': ['vorstand.html', vor], '/mitglieder.html': ['mitglieder.html', mit], '/impressum.html': ['impressum.html', imp] },
    truth: T({ generic: ['info@gewerbeverein-fuerth-sued.de'], role: ['vorsitz@gewerbeverein-fuerth-sued.de', 'kasse@gewerbeverein-fuerth-sued.de'], contacts: [v1, v2, ks, sf], junk: mem.map((m) => m[2]) }) };
})());

// d070 — architecture office in Zürich (CH), Webflow CMS team, personal addresses, retina asset names
sites.push((() => {
  const site = { id: 'd070-buero-limmat-architekten', domain: 'limmat-architekten.ch', lang: 'de', htmlLang: 'de-CH', name: 'Limmat Architekten',
    nav: [['/', 'Start'], ['/projekte', 'Projekte'], ['/buero', 'Büro'], ['/kontakt', 'Kontakt']] };
  const people = [[P('Reto Ammann', 'dipl. Architekt ETH SIA, Partner', 'owner'), 'reto.ammann'], [P('Corinne Stäheli', 'dipl. Architektin FH, Partnerin', 'owner'), 'corinne.staeheli'], [P('Dario Jovanović', 'Projektleiter', 'operations'), 'dario.jovanovic'], [P('Seraina Caduff', 'Architektin MSc', 'other'), null], [P('Lukas Frei', 'Lernender Zeichner EFZ', 'other'), null]];
  const { F, render } = webflow(site, { done: 'Vielen Dank! Ihre Nachricht wurde gesendet.', fail: 'Hoppla! Beim Senden ist ein Fehler aufgetreten.', wait: 'Bitte warten...', footer: '<div class="footer w-container"><p>Limmat Architekten GmbH · Hardstrasse 219 · 8005 Zürich · +41 44 271 33 80 · <a href="mailto:buero@limmat-architekten.ch">buero@limmat-architekten.ch</a></p></div>' });
  const home = render('Limmat Architekten — Zürich', `<div class="hero"><img src="${F.asset('hardturm.jpg')}" srcset="${F.asset('hardturm.jpg')} 1x, ${F.asset('hardturm@2x.jpg')} 2x" alt=""/><div class="w-container"><h1>Wohnungsbau, Schulhäuser, Umbauten</h1><p>Genossenschaftlicher Wohnungsbau und öffentliche Bauten im Raum Zürich seit 2006.</p></div></div>`, { path: '/' });
  const proj = render('Projekte — Limmat Architekten', `<div class="w-container"><h1>Projekte</h1>${F.dynList([['Wohnsiedlung Zwicky Süd', 'Dübendorf, 2021'], ['Schulhaus Pfingstweid', 'Zürich, Wettbewerb 2. Rang'], ['Umbau Villa Brandenberger', 'Küsnacht, 2019']], ([n, o]) => `<h3>${n}</h3><div>${o}</div>`, 'projekt')}</div>`, { path: '/projekte' });
  const buero = render('Büro — Limmat Architekten', `<div class="w-container"><h1>Büro</h1>${F.dynList(people, ([p, u]) => `<img src="${F.asset(p.name.split(' ')[0].toLowerCase() + '.jpg')}" srcset="${F.asset(p.name.split(' ')[0].toLowerCase() + '.jpg')} 1x, ${F.asset(p.name.split(' ')[0].toLowerCase() + '@2x.jpg')} 2x" alt="" class="portrait"/><div class="name">${p.name}</div><div class="funktion">${p.title}</div>${u ? `<a href="mailto:${u}@limmat-architekten.ch" class="mail">E-Mail</a>` : ''}`)}</div>`, { path: '/buero' });
  const kontakt = render('Kontakt — Limmat Architekten', `<div class="w-container"><h1>Kontakt</h1><p>Bewerbungen bitte an jobs@limmat-architekten.ch</p>${F.form('Kontakt', [['Name', 'text', 'Vorname Nachname'], ['E-Mail', 'email', 'name@beispiel.ch'], ['Nachricht', 'textarea', '']], 'Senden')}</div>`, { path: '/kontakt' });
  const junk = ['hardturm@2x.jpg', ...people.map(([p]) => p.name.split(' ')[0].toLowerCase() + '@2x.jpg'), 'name@beispiel.ch'];
  return { ...site, patterns: ['builder-webflow', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'name-lookalikes', 'junk-asset', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/projekte': ['projekte.html', proj], '/buero': ['buero.html', buero], '/kontakt': ['kontakt.html', kontakt] },
    truth: T({ generic: ['buero@limmat-architekten.ch'], role: ['jobs@limmat-architekten.ch'], person: Object.fromEntries(people.filter(([, u]) => u).map(([p, u]) => [`${u}@limmat-architekten.ch`, p.name])), contacts: people.map((x) => x[0]), junk }) };
})());

// d071 — tax advisers in Vienna (AT), Divi, Impressum with Geschäftsführer, team without addresses
sites.push((() => {
  const site = { id: 'd071-steuerberatung-wieden', domain: 'stb-wieden.at', lang: 'de', htmlLang: 'de-AT', name: 'Steuerberatung Wieden',
    nav: [['/', 'Start'], ['/leistungen/', 'Leistungen'], ['/team/', 'Team'], ['/impressum/', 'Impressum']] };
  const people = [P('Mag. Elisabeth Haider-Pichler'.replace('Mag. ', ''), 'Steuerberaterin, Geschäftsführerin', 'owner'), P('Florian Gruber', 'Steuerberater', 'other'), P('Petra Novak', 'Bilanzbuchhalterin', 'other'), P('Stefanie Url', 'Lohnverrechnung', 'other'), P('Markus Pölzl', 'Office Management', 'operations')];
  const { D, render } = divi(site, { selectPage: 'Seite auswählen', footerInfo: 'Steuerberatung Wieden GmbH · Wiedner Hauptstraße 65/7 · 1040 Wien · +43 1 505 22 41 · <a href="mailto:kanzlei@stb-wieden.at">kanzlei@stb-wieden.at</a>' });
  const home = render('Steuerberatung Wieden – Ihre Steuerberater in Wien 4', D.section(D.row(D.col('4_4', D.text('<h1>Steuerberatung für Selbstständige, Ärzte und KMU</h1><p>Buchhaltung, Lohnverrechnung, Jahresabschluss und Arbeitnehmerveranlagung – persönlich und digital.</p>'), D.button('/team/', 'Unser Team')))), { path: '/' });
  const leist = render('Leistungen – Steuerberatung Wieden', D.section(D.row([D.col('1_3', D.blurb({ title: 'Buchhaltung', body: '<p>Laufende Buchhaltung mit BMD und RZL.</p>' })), D.col('1_3', D.blurb({ title: 'Lohnverrechnung', body: '<p>Für Betriebe bis 150 Dienstnehmer.</p>' })), D.col('1_3', D.blurb({ title: 'Ärztinnen &amp; Ärzte', body: '<p>Spezialisierte Beratung für Ordinationen und Gruppenpraxen.</p>' }))])), { path: '/leistungen/' });
  const team = render('Team – Steuerberatung Wieden', D.section(D.row(people.slice(0, 3).map((p, i) => D.col('1_3', D.team({ img: `/wp-content/uploads/2023/01/team-${i + 1}.jpg`, name: (i === 0 ? 'Mag. ' : '') + p.name, pos: p.title, bio: i === 0 ? '<p>e.haider-pichler@stb-wieden.at</p>' : i === 1 ? '<p>f.gruber@stb-wieden.at</p>' : '' }))))) + D.section(D.row(people.slice(3).map((p, i) => D.col('1_2', D.team({ img: `/wp-content/uploads/2023/01/team-${i + 4}.jpg`, name: p.name, pos: p.title }))))), { path: '/team/' });
  const imp = render('Impressum – Steuerberatung Wieden', D.section(D.row(D.col('4_4', D.text('<h1>Impressum</h1><p>Informationspflicht laut § 5 ECG, § 14 UGB, § 63 GewO und Offenlegungspflicht laut § 25 MedienG</p><p>Steuerberatung Wieden GmbH<br>Wiedner Hauptstraße 65/7, 1040 Wien<br>Firmenbuchnummer: FN 412118 p, Firmenbuchgericht: Handelsgericht Wien</p><p>Geschäftsführerin: Mag. Elisabeth Haider-Pichler</p><p>Mitglied der Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen<br>E-Mail: kanzlei@stb-wieden.at</p>')))), { path: '/impressum/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'email-text', 'email-in-person-card'],
    pages: { '/': ['index.html', home], '/leistungen/': ['leistungen.html', leist], '/team/': ['team.html', team], '/impressum/': ['impressum.html', imp] },
    truth: T({ generic: ['kanzlei@stb-wieden.at'], person: { 'e.haider-pichler@stb-wieden.at': people[0].name, 'f.gruber@stb-wieden.at': people[1].name }, contacts: people, junk: [] }) };
})());

// d072 — family hotel in Tyrol (AT), Squarespace, hosts in prose and the Impressum
sites.push((() => {
  const site = { id: 'd072-hotel-alpenrose-serfaus', domain: 'alpenrose-serfaus.at', lang: 'de', htmlLang: 'de-AT', name: 'Hotel Alpenrose',
    nav: [['/', 'Willkommen'], ['/zimmer', 'Zimmer & Preise'], ['/gastgeber', 'Ihre Gastgeber'], ['/impressum', 'Impressum']] };
  const andreas = P('Andreas Pfurtscheller', 'Gastgeber', 'owner');
  const verena = P('Verena Pfurtscheller', 'Gastgeberin', 'owner');
  const { S, render } = sqs(site, { tz: 'Europe/Vienna', country: 'AT', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Hotel Alpenrose · Dorfbahnstraße 40 · 6534 Serfaus · Tirol · +43 5476 62 18</p><p><a href="mailto:urlaub@alpenrose-serfaus.at">urlaub@alpenrose-serfaus.at</a></p></div></div></section>' });
  const home = render('Hotel Alpenrose Serfaus — Familienhotel in Tirol', S.section([S.image('alpenrose-sommer.jpg', 'Hotel im Sommer'), S.html('<h1>Urlaub mit Kindern auf dem Sonnenplateau</h1><p>Familiengeführtes 4-Sterne-Hotel direkt an der Dorfbahn, mit Hallenbad, Kinderclub und Tiroler Küche.</p>'), S.quote('Wir kommen seit zehn Jahren jedes Jahr wieder – wie nach Hause kommen.', 'Familie Brenninkmeyer aus Münster'), S.button('/zimmer', 'Zimmer ansehen')]), { path: '/' });
  const zimmer = render('Zimmer & Preise — Hotel Alpenrose', S.section([S.html('<h2>Zimmer &amp; Preise</h2><p>Doppelzimmer Lazid — ab 142 € p. P.<br>Familiensuite Komperdell — ab 128 € p. P.<br>Kinder bis 3 Jahre frei</p><p>Alle Preise inkl. Verwöhnhalbpension und Super.Sommer.Card.</p>')]), { path: '/zimmer' });
  const gast = render('Ihre Gastgeber — Hotel Alpenrose', S.section([S.image('familie-pfurtscheller.jpg', 'Familie Pfurtscheller'), S.html(`<h2>Ihre Gastgeber</h2><p>Seit 1978 ist die Alpenrose in Familienhand. Heute führen ${andreas.name} und ${verena.name} das Haus in zweiter Generation – Andreas steht selbst in der Küche, Verena kümmert sich um Rezeption und Kinderclub.</p>`)]), { path: '/gastgeber' });
  const imp = render('Impressum — Hotel Alpenrose', S.section([S.html('<h2>Impressum</h2><p>Hotel Alpenrose Pfurtscheller KG<br>Dorfbahnstraße 40, 6534 Serfaus, Österreich<br>Firmenbuch: FN 118204 w, Landesgericht Innsbruck<br>Unbeschränkt haftender Gesellschafter: Andreas Pfurtscheller</p><p>E-Mail: urlaub@alpenrose-serfaus.at<br>Mitglied der Wirtschaftskammer Tirol, Fachgruppe Hotellerie</p>')]), { path: '/impressum' });
  return { ...site, patterns: ['builder-squarespace', 'about-prose', 'legal-notice', 'testimonials', 'email-mailto', 'email-footer', 'email-text'],
    pages: { '/': ['index.html', home], '/zimmer': ['zimmer.html', zimmer], '/gastgeber': ['gastgeber.html', gast], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['urlaub@alpenrose-serfaus.at'], contacts: [{ ...andreas, title: 'Unbeschränkt haftender Gesellschafter' }, { ...verena, title: null }], junk: [] }) };
})());

// d073 — music school in Münster (DE), static site with JSON-LD, workshop weekend lecturers
sites.push((() => {
  const site = { id: 'd073-musikschule-prinzipalmarkt', domain: 'musikschule-tonleiter.de', lang: 'de' };
  const anja = P('Anja Terhorst', 'Schulleiterin', 'owner');
  const ben = P('Benedikt Stroetmann', 'Stellvertretender Schulleiter', 'other');
  const ld = jsonld({ '@context': 'https://schema.org', '@type': 'MusicSchool', name: 'Musikschule Tonleiter', url: 'https://musikschule-tonleiter.de', email: 'info@musikschule-tonleiter.de', telephone: '+49 251 48 22 90', address: { '@type': 'PostalAddress', streetAddress: 'Hammer Straße 112', postalCode: '48153', addressLocality: 'Münster', addressCountry: 'DE' },
    founder: { '@type': 'Person', name: anja.name, jobTitle: anja.title, email: 'a.terhorst@musikschule-tonleiter.de' }, employee: [{ '@type': 'Person', name: ben.name, jobTitle: ben.title }] });
  const page = (t, body) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/assets/css/tonleiter.css">
${ld}
</head>
<body>
<header class="kopf"><a href="/" class="logo">Musikschule <b>Tonleiter</b></a>
<nav><a href="/unterricht">Unterricht</a> <a href="/workshops">Workshop-Wochenende</a> <a href="/ueber-uns">Über uns</a> <a href="/impressum">Impressum</a></nav></header>
<main>${body}</main>
<footer class="fuss">Musikschule Tonleiter · Hammer Straße 112 · 48153 Münster · 0251 48 22 90</footer>
</body>
</html>
`;
  const home = page('Musikschule Tonleiter – Münster', `<h1>Musik lernen in Münster-Geist</h1><p>Instrumental- und Gesangsunterricht für Kinder und Erwachsene, Bandcoaching und musikalische Früherziehung.</p><p>Kostenlose Probestunde – einfach anfragen!</p>`);
  const unt = page('Unterricht – Musikschule Tonleiter', `<h1>Unterricht</h1><ul><li>Klavier, Keyboard</li><li>Gitarre, E-Bass</li><li>Schlagzeug</li><li>Gesang</li><li>Geige, Cello</li></ul><p>30 Minuten Einzelunterricht: 92 € im Monat.</p>`);
  const ws = page('Workshop-Wochenende – Musikschule Tonleiter', `<h1>Workshop-Wochenende 8./9. Juni</h1><p>Offene Workshops für alle Altersstufen in der Aula des Schillergymnasiums.</p><h2>Unsere Dozentinnen und Dozenten</h2><dl class="dozenten"><dt>Jule Brinkhoff</dt><dd>Jazzgesang, Folkwang Universität der Künste</dd><dt>Mehmet Yıldırım</dt><dd>Bağlama und türkische Volksmusik</dd><dt>Prof. Rainer Vennemann</dt><dd>Klavierimprovisation, Musikhochschule Münster</dd><dt>Kati Ostendorf</dt><dd>Cajón und Percussion</dd></dl><p>Anmeldung unter workshops@musikschule-tonleiter.de</p>`);
  const ueber = page('Über uns – Musikschule Tonleiter', `<h1>Über uns</h1><p>Die Musikschule Tonleiter wurde 2004 von der Pianistin Anja Terhorst gegründet, die sie bis heute als Schulleiterin führt. Ihr Stellvertreter ist Benedikt Stroetmann, der auch die Bandabteilung verantwortet.</p>`);
  const imp = page('Impressum – Musikschule Tonleiter', `<h1>Impressum</h1><p>Musikschule Tonleiter – Inhaberin Anja Terhorst<br>Hammer Straße 112, 48153 Münster</p><p>Kontakt über das Telefon 0251 48 22 90</p><p>Umsatzsteuerbefreit nach § 4 Nr. 21 UStG.</p>`);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'email-text', 'about-prose', 'legal-notice', 'event-speakers', 'definition-list'],
    pages: { '/': ['index.html', home], '/unterricht': ['unterricht.html', unt], '/workshops': ['workshops.html', ws], '/ueber-uns': ['ueber-uns.html', ueber], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['info@musikschule-tonleiter.de'], role: ['workshops@musikschule-tonleiter.de'], person: { 'a.terhorst@musikschule-tonleiter.de': anja.name }, contacts: [anja, ben], junk: [] }) };
})());

// d074 — car repair shop in Bochum (DE), hand-written, prose about the owner, no email at all
sites.push((() => {
  const site = { id: 'd074-kfz-becker-bochum', domain: 'kfz-becker-bochum.de', lang: 'de' };
  const klaus = P('Klaus Becker', 'Kfz-Meister', 'owner');
  const page = (t, body) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="css/werkstatt.css">
<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>
</head>
<body>
<div class="kopf"><img src="img/logo-becker.png" alt="Kfz Becker"><span class="tel">0234 58 77 12</span></div>
<ul class="menu"><li><a href="/">Startseite</a></li><li><a href="/werkstatt.html">Werkstatt</a></li><li><a href="/anfahrt.html">Anfahrt</a></li><li><a href="/impressum.html">Impressum</a></li></ul>
<div class="inhalt">
${body}
</div>
<div class="fuss">Kfz-Meisterbetrieb Becker · Castroper Hellweg 318 · 44805 Bochum</div>
</body>
</html>
`;
  const home = page('Kfz Becker – Ihre freie Werkstatt in Bochum-Gerthe', `<h1>Freie Kfz-Meisterwerkstatt in Bochum</h1><p>Inspektion nach Herstellervorgaben, HU/AU im Haus (durch GTÜ-Prüfer, jeden Dienstag und Donnerstag), Reifenservice und Einlagerung, Klimaservice.</p><p>Termine bitte telefonisch unter 0234 58 77 12.</p>`);
  const werk = page('Werkstatt – Kfz Becker', `<h1>Unsere Werkstatt</h1><p>Seit 2005 führt Klaus Becker die Werkstatt am Castroper Hellweg, die sein Vater Heinz 1979 als Tankstelle mit Reparaturbetrieb eröffnet hat. Drei Gesellen und ein Azubi kümmern sich um Ihr Auto – egal ob Opel, VW, Ford oder Hyundai.</p><p>Wir sind Mitglied der Kfz-Innung Bochum und arbeiten mit Bosch Car Service Teilen.</p>`);
  const anf = page('Anfahrt – Kfz Becker', `<h1>Anfahrt</h1><p>Über die A43, Abfahrt Bochum-Riemke, dann Richtung Gerthe. Kundenparkplätze direkt vor der Halle.</p><p>Öffnungszeiten: Mo–Fr 7:30–17:30 Uhr, Sa 8:00–12:00 Uhr</p>`);
  const imp = page('Impressum – Kfz Becker', `<h1>Impressum</h1><p>Kfz-Meisterbetrieb Becker<br>Inhaber: Klaus Becker, Kfz-Meister<br>Castroper Hellweg 318<br>44805 Bochum</p><p>Telefon: 0234 58 77 12<br>Telefax: 0234 58 77 13</p><p>Zuständige Handwerkskammer: Handwerkskammer Dortmund, Eintragung in die Handwerksrolle.</p>`);
  return { ...site, patterns: ['hand-written', 'about-prose', 'legal-notice', 'no-email', 'junk-version', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/werkstatt.html': ['werkstatt.html', werk], '/anfahrt.html': ['anfahrt.html', anf], '/impressum.html': ['impressum.html', imp] },
    truth: T({ contacts: [klaus], junk: ['jquery@3.7.1'] }) };
})());

// d075 — ad agency in Hamburg (DE), microdata member cards, client list, Impressum
sites.push((() => {
  const site = { id: 'd075-agentur-fleetwerk', domain: 'fleetwerk.de', lang: 'de' };
  const people = [P('Jan-Hendrik Claußen', 'Geschäftsführer & Creative Director', 'owner'), P('Merle Janssen', 'Head of Social Media', 'marketing'), P('Can Aydın', 'Art Director', 'other'), P('Birte Lorenzen', 'Projektmanagement & Office', 'operations')];
  const mails = ['jhc@fleetwerk.de', 'merle@fleetwerk.de', null, 'birte@fleetwerk.de'];
  const page = (t, body) => `<!DOCTYPE html><html lang="de"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${t}</title><link rel="stylesheet" href="/build/app.8c1f3e.css"><script defer data-domain="fleetwerk.de" src="https://plausible.io/js/script.js"></script></head><body><header class="header"><a class="brand" href="/">FLEETWERK</a><nav class="nav"><a href="/arbeiten">Arbeiten</a><a href="/agentur">Agentur</a><a href="/kontakt">Kontakt</a><a href="/impressum">Impressum</a></nav></header>${body}<footer class="footer"><span>Fleetwerk GmbH · Admiralitätstraße 71 · 20459 Hamburg</span><a href="mailto:moin@fleetwerk.de">moin@fleetwerk.de</a></footer></body></html>`;
  const home = page('Fleetwerk – Agentur für Marke und Kommunikation, Hamburg', `<section class="intro"><h1>Wir machen Marken sichtbar.</h1><p>Branding, Kampagnen und Social Media für Mittelstand und Kultur aus Hamburg.</p></section><section class="kunden"><h2>Kunden (Auswahl)</h2><ul><li>Elbphilharmonie Shop</li><li>Reederei Claus Rickmers</li><li>Kaffeerösterei Elbgold</li><li>Hagenbeck Tierpark</li><li>Brauerei Ratsherrn</li><li>Möbel Kraft Hamburg</li></ul></section>`);
  const arb = page('Arbeiten – Fleetwerk', `<main><h1>Arbeiten</h1><article><h2>Hagenbeck – „Hallo Nachbar“</h2><p>Plakatkampagne zur Eröffnung des neuen Eismeers.</p></article><article><h2>Elbgold – Relaunch</h2><p>Neues Verpackungsdesign und Onlineshop.</p></article></main>`);
  const ag = page('Agentur – Fleetwerk', `<main itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Fleetwerk GmbH"><h1>Agentur</h1><p>15 Leute, ein Loft am Alsterfleet. Gegründet 2011 von Jan-Hendrik Claußen.</p><div class="team">${people.map((p, i) => `<figure class="person" itemprop="member" itemscope itemtype="https://schema.org/Person"><img src="/img/team/${i + 1}.webp" alt="" itemprop="image"><figcaption><strong itemprop="name">${p.name}</strong><span itemprop="jobTitle">${p.title}</span>${mails[i] ? `<a itemprop="email" href="mailto:${mails[i]}">${mails[i]}</a>` : ''}</figcaption></figure>`).join('')}</div></main>`);
  const kon = page('Kontakt – Fleetwerk', `<main><h1>Kontakt</h1><p>Neugeschäft: Jan-Hendrik Claußen, <a href="mailto:jhc@fleetwerk.de">jhc@fleetwerk.de</a><br>Bewerbungen: jobs@fleetwerk.de<br>Presse: presse@fleetwerk.de</p></main>`);
  const imp = page('Impressum – Fleetwerk', `<main><h1>Impressum</h1><p>Fleetwerk GmbH<br>Admiralitätstraße 71<br>20459 Hamburg</p><p>Vertreten durch den Geschäftsführer: Jan-Hendrik Claußen</p><p>Registergericht: Amtsgericht Hamburg, HRB 118224</p><p>E-Mail: moin@fleetwerk.de</p></main>`);
  return { ...site, patterns: ['microdata-person', 'team-grid', 'client-list', 'legal-notice', 'name-lookalikes', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', home], '/arbeiten': ['arbeiten.html', arb], '/agentur': ['agentur.html', ag], '/kontakt': ['kontakt.html', kon], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['moin@fleetwerk.de'], role: ['jobs@fleetwerk.de', 'presse@fleetwerk.de'], person: { 'jhc@fleetwerk.de': people[0].name, 'merle@fleetwerk.de': people[1].name, 'birte@fleetwerk.de': people[3].name }, contacts: people, junk: [] }) };
})());

// d076 — small-animal vet in Erfurt (DE), broken markup, definition list, kontakt(at) address
sites.push((() => {
  const site = { id: 'd076-tierarztpraxis-egapark', domain: 'tierarzt-am-egapark.de', lang: 'de' };
  const a = P('Dr. med. vet. Christiane Vogt', 'Fachtierärztin für Kleintiere, Praxisinhaberin', 'owner');
  const b = P('Tierarzt Moritz Engel', 'Angestellter Tierarzt', 'other');
  const c = P('Jana Köhler', 'Tiermedizinische Fachangestellte, Praxismanagerin', 'operations');
  const head = (t) => `<html>
<head>
<meta http-equiv="content-type" content="text/html; charset=utf-8">
<title>${t}</title>
<link rel=stylesheet href=praxis.css>
</head>
<body>
<div id=rahmen>
<div id=kopf><h1>Tierarztpraxis am egapark</h1>
<div id=menue><a href=index.html>Praxis</a> &middot; <a href=team.html>Team</a> &middot; <a href=sprechzeiten.html>Sprechzeiten</a> &middot; <a href=impressum.html>Impressum</a></div>
</div>
<div id=inhalt>`;
  const foot = `</div></div>
<div id=fuss>Tierarztpraxis am egapark &middot; Gothaer Straße 45 &middot; 99094 Erfurt &middot; Tel. 0361 644 21 08 &middot; kontakt(at)tierarzt-am-egapark.de
</div>
</body>
</html>
`;
  const index = head('Tierarztpraxis am egapark - Erfurt') + `
<h2>Herzlich willkommen!
<p>Wir behandeln Hunde, Katzen, Kaninchen, Meerschweinchen und Vögel. Moderne Diagnostik mit digitalem Röntgen, Ultraschall und Labor im Haus.
<p><b>Neu:</b> Online-Terminvereinbarung über Vetstoria!</b>
` + foot;
  const team = head('Team - Tierarztpraxis am egapark') + `
<h2>Unser Team</h2>
<dl class=team>
<dt>${a.name}
<dd>${a.title}
<dt>${b.name}</dt><dd>${b.title}</dd>
<dt>${c.name}<dd>${c.title}<dd>Fragen zu Rechnungen: verwaltung(at)tierarzt-am-egapark.de
</dl>
<img src=bilder/team.jpg width=500>
</div>
` + foot;
  const sz = head('Sprechzeiten - Tierarztpraxis am egapark') + `
<h2>Sprechzeiten</h2>
<table><tr><td>Mo, Di, Do<td>9-12 und 15-19 Uhr<tr><td>Mi, Fr<td>9-12 Uhr<tr><td>Sa<td>10-12 Uhr (nur Notfälle)</table>
` + foot;
  const imp = head('Impressum - Tierarztpraxis am egapark') + `
<h2>Impressum</h2>
<p>Praxisinhaberin: Dr. med. vet. Christiane Vogt<br>Gothaer Straße 45, 99094 Erfurt<br>E-Mail: kontakt(at)tierarzt-am-egapark.de
<p>Zuständige Kammer: Landestierärztekammer Thüringen, Berufsordnung der LTK Thüringen
` + foot;
  return { ...site, patterns: ['hand-written', 'broken-markup', 'definition-list', 'legal-notice', 'email-obfuscated', 'email-footer'],
    pages: { '/': ['index.html', index], '/team.html': ['team.html', team], '/sprechzeiten.html': ['sprechzeiten.html', sz], '/impressum.html': ['impressum.html', imp] },
    truth: T({ generic: ['kontakt@tierarzt-am-egapark.de'], role: ['verwaltung@tierarzt-am-egapark.de'], contacts: [{ ...a, name: 'Christiane Vogt' }, { ...b, name: 'Moritz Engel' }, c], junk: [] }) };
})());

// d077 — estate agents in Munich (DE), Elementor flexbox with EAEL team cards, role addresses, agency credit
sites.push((() => {
  const site = { id: 'd077-isar-immobilien', domain: 'isar-immobilien-muenchen.de', lang: 'de', htmlLang: 'de-DE', name: 'Isar Immobilien',
    nav: [['/', 'Start'], ['/angebote/', 'Angebote'], ['/ueber-uns/', 'Über uns'], ['/impressum/', 'Impressum']] };
  const people = [P('Thomas Leitner', 'Geschäftsführer, Immobilienmakler (IHK)', 'owner'), P('Franziska Berger', 'Immobilienberaterin Verkauf', 'other'), P('Ömer Kaya', 'Vermietung & Hausverwaltung', 'other'), P('Verena Schmid', 'Marketing & Exposés', 'marketing')];
  const { E, render } = elementor(site, { skip: 'Zum Inhalt springen', logo2x: true, footer: (E) => E.con([E.text('<p>Isar Immobilien GmbH · Rosenheimer Straße 145 · 81671 München · 089 45 22 91 0</p><p>Verkauf: <a href="mailto:verkauf@isar-immobilien-muenchen.de">verkauf@isar-immobilien-muenchen.de</a> · Vermietung: <a href="mailto:vermietung@isar-immobilien-muenchen.de">vermietung@isar-immobilien-muenchen.de</a></p><p>Website: Pixelberg Medien – info@pixelberg-medien.de</p>')]) });
  const home = render('Isar Immobilien – Immobilienmakler in München', E.con([E.heading('Ihr Makler für München-Ost', 'h1'), E.text('<p>Verkauf und Vermietung von Wohnungen und Häusern in Haidhausen, Berg am Laim, Trudering und Riem. Kostenlose Marktwertermittlung.</p>'), E.button('/angebote/', 'Aktuelle Angebote')]), { path: '/' });
  const ang = render('Angebote – Isar Immobilien', E.con([E.heading('Aktuelle Angebote', 'h1'), E.imageBox({ title: '3-Zimmer-Altbau am Wiener Platz', desc: '86 m², Balkon, 1.090.000 €' }), E.imageBox({ title: 'Reihenhaus in der Truderinger Waldstraße', desc: '124 m², Garten, 1.380.000 €' }), E.imageBox({ title: 'Apartment Prinzregentenplatz', desc: 'Miete 1.450 € kalt' })]), { path: '/angebote/' });
  const ueber = render('Über uns – Isar Immobilien', E.con([E.heading('Unser Team', 'h1'), ...people.map((p, i) => E.eaelTeam({ img: `https://isar-immobilien-muenchen.de/wp-content/uploads/2024/01/team-${i + 1}.jpg`, name: p.name, pos: p.title, desc: i === 0 ? '<a href="mailto:leitner@isar-immobilien-muenchen.de">leitner@isar-immobilien-muenchen.de</a>' : i === 1 ? 'berger@isar-immobilien-muenchen.de' : '' }))]), { path: '/ueber-uns/' });
  const imp = render('Impressum – Isar Immobilien', E.con([E.heading('Impressum', 'h1'), E.text('<p>Isar Immobilien GmbH<br>Rosenheimer Straße 145, 81671 München</p><p>Geschäftsführer: Thomas Leitner<br>Handelsregister: Amtsgericht München, HRB 244180</p><p>Erlaubnis nach § 34c GewO erteilt durch die Landeshauptstadt München, Kreisverwaltungsreferat.</p><p>E-Mail: verkauf@isar-immobilien-muenchen.de</p>')]), { path: '/impressum/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'name-lookalikes', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer', 'junk-agency', 'junk-asset'],
    pages: { '/': ['index.html', home], '/angebote/': ['angebote.html', ang], '/ueber-uns/': ['ueber-uns.html', ueber], '/impressum/': ['impressum.html', imp] },
    truth: T({ role: ['verkauf@isar-immobilien-muenchen.de', 'vermietung@isar-immobilien-muenchen.de'], person: { 'leitner@isar-immobilien-muenchen.de': people[0].name, 'berger@isar-immobilien-muenchen.de': people[1].name }, contacts: people, junk: ['info@pixelberg-medien.de', 'logo@2x.png'] }) };
})());

// d078 — plumbing & heating firm in Bonn (DE), WordPress blocks, (at)(punkt) address, company named after people
sites.push((() => {
  const site = { id: 'd078-mueller-soehne-haustechnik', domain: 'mueller-soehne-haustechnik.de', lang: 'de', htmlLang: 'de-DE', name: 'Müller & Söhne Haustechnik',
    nav: [['/', 'Start'], ['/leistungen/', 'Leistungen'], ['/ueber-uns/', 'Über uns'], ['/kontakt/', 'Kontakt'], ['/impressum/', 'Impressum']] };
  const ralf = P('Ralf Müller', 'Installateur- und Heizungsbauermeister', 'owner');
  const tim = P('Tim Müller', 'Geschäftsführer', 'owner');
  const sandra = P('Sandra Kamps', 'Büroleitung', 'operations');
  const { W, render } = wp(site, { theme: 'astra', footerWidgets: ['<p>Müller &amp; Söhne Haustechnik GmbH<br>Konrad-Adenauer-Straße 210<br>53227 Bonn</p>', '<p>Tel. 0228 46 31 50<br>info (at) mueller-soehne-haustechnik (punkt) de</p>'] });
  const home = render('Müller & Söhne Haustechnik – Sanitär und Heizung in Bonn', [W.p('Ihr Meisterbetrieb für Bäder, Heizung und Wärmepumpen im Bonner Süden und in Königswinter. Notdienst für Bestandskunden.'), W.columns([W.h('Bad', 3) + W.p('Barrierefreie Bäder aus einer Hand.'), W.h('Heizung', 3) + W.p('Gas-Brennwert, Wärmepumpe, Hybrid.'), W.h('Wartung', 3) + W.p('Jährliche Heizungswartung ab 149 €.')])].join('\n'), { path: '/', noTitle: true });
  const leist = render('Leistungen – Müller & Söhne', W.list(['Badsanierung', 'Wärmepumpen (Viessmann, Vaillant, Stiebel Eltron)', 'Heizungsoptimierung und hydraulischer Abgleich', 'Trinkwasseranalyse nach TrinkwV', 'BAFA- und KfW-Förderberatung']), { path: '/leistungen/' });
  const ueber = render('Über uns – Müller & Söhne', [W.p('1968 gründete Heinrich Müller den Betrieb in der Beueler Hermannstraße. Seit 1998 führt Installateur- und Heizungsbauermeister Ralf Müller den Betrieb, 2021 ist sein Sohn Tim Müller als Geschäftsführer eingestiegen. Heute sind wir 14 Mitarbeiterinnen und Mitarbeiter.'), W.p(`Im Büro ist Sandra Kamps (Büroleitung) Ihre Ansprechpartnerin für Termine und Angebote: s.kamps (at) mueller-soehne-haustechnik (punkt) de`)].join('\n'), { path: '/ueber-uns/' });
  const kontakt = render('Kontakt – Müller & Söhne', [W.p('Telefon: 0228 46 31 50<br>E-Mail: info (at) mueller-soehne-haustechnik (punkt) de<br>Angebote: angebote (at) mueller-soehne-haustechnik (punkt) de'), W.cf7([['your-name', 'text', 'Name', 'Max Mustermann'], ['your-email', 'email', 'E-Mail', 'ihre@email.de'], ['your-message', 'textarea', 'Nachricht', '']], 'Senden')].join('\n'), { path: '/kontakt/' });
  const imp = render('Impressum – Müller & Söhne', [W.p('Müller &amp; Söhne Haustechnik GmbH<br>Konrad-Adenauer-Straße 210, 53227 Bonn'), W.p('Vertretungsberechtigter Geschäftsführer: Tim Müller'), W.p('Registergericht: Amtsgericht Bonn, HRB 19320<br>Eingetragen in die Handwerksrolle der Handwerkskammer zu Köln')].join('\n'), { path: '/impressum/' });
  return { ...site, patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'name-lookalikes', 'email-obfuscated', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/leistungen/': ['leistungen.html', leist], '/ueber-uns/': ['ueber-uns.html', ueber], '/kontakt/': ['kontakt.html', kontakt], '/impressum/': ['impressum.html', imp] },
    truth: T({ generic: ['info@mueller-soehne-haustechnik.de'], role: ['angebote@mueller-soehne-haustechnik.de'], person: { 's.kamps@mueller-soehne-haustechnik.de': sandra.name }, contacts: [ralf, tim, sandra], junk: ['ihre@email.de'] }) };
})());

// d079 — winery in the Palatinate (DE), TYPO3 content elements, TYPO3 mailto "encryption"
sites.push((() => {
  const site = { id: 'd079-weingut-hollerbach-pfalz', domain: 'weingut-hollerbach.de', lang: 'de' };
  const georg = P('Georg Hollerbach', 'Winzermeister', 'owner');
  const sophie = P('Sophie Hollerbach', 'Kellermeisterin', 'other');
  const hb = (addr, text) => `<a href="javascript:linkTo_UnCryptMailto(%27${typo3Crypt('mailto:' + addr)}%27);">${text}</a>`;
  const ce = (id, header, body, type = 'text') => `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0"><a id="c${id + 1}"></a>${header ? `<header><h2 class="">${header}</h2></header>` : ''}${body}</div>`;
  const page = (t, pid, body) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
\tThis website is powered by TYPO3 - inspiring people to share!
\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
\tTYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
\tInformation and contribution at https://typo3.org/
-->
<title>${t}</title>
<meta name="generator" content="TYPO3 CMS" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-8a1f2c44e0c3b2b1f0d6b8a3c2e1f0a9-min.css?1709812345" media="all">
<script src="/typo3temp/assets/compressed/merged-2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e-min.js?1709812345"></script>
</head>
<body id="p${pid}" class="page-${pid} pagelevel-1 language-0 backendlayout-default layout-default">
<div class="body-bg">
<header class="navbar navbar-default navbar-has-image navbar-top"><div class="container"><a class="navbar-brand" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/logo-hollerbach.svg" alt="Weingut Hollerbach" height="52" width="180"></a>
<nav id="mainnavigation" class="navbar-collapse collapse"><ul class="nav navbar-nav navbar-main"><li class="nav-item"><a href="/" class="nav-link">Weingut</a></li><li class="nav-item"><a href="/weine" class="nav-link">Unsere Weine</a></li><li class="nav-item"><a href="/familie" class="nav-link">Familie</a></li><li class="nav-item"><a href="/impressum" class="nav-link">Impressum</a></li></ul></nav></div></header>
<div id="page-content" class="bp-page-content main-section"><main>
<!--TYPO3SEARCH_begin-->
${body}
<!--TYPO3SEARCH_end-->
</main></div>
<footer class="section footer-section"><div class="container"><div class="frame frame-default"><p>Weingut Hollerbach · Weinstraße 58 · 67146 Deidesheim · 06326 70 14 · ${hb('wein@weingut-hollerbach.de', 'wein(at)weingut-hollerbach.de')}</p></div></div></footer>
</div>
</body>
</html>
`;
  const home = page('Weingut Hollerbach – Deidesheim, Pfalz', 1, ce(11, 'Willkommen im Weingut Hollerbach', '<div class="ce-textpic ce-center ce-above"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-outer"><div class="ce-inner"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/5/3/csm_weinberg_3f1a2c.jpg" width="1100" height="500" loading="lazy" alt="Weinberg am Herrgottsacker"></figure></div></div></div></div></div><div class="ce-bodytext"><p>Riesling, Spätburgunder und Sekt aus den Lagen Herrgottsacker und Paradiesgarten. Weinprobe und Verkauf Mo–Sa 9–18 Uhr, So 10–13 Uhr.</p></div></div>', 'textpic'));
  const weine = page('Unsere Weine – Weingut Hollerbach', 2, ce(21, 'Unsere Weine', '<div class="ce-bodytext"><table class="contenttable"><thead><tr><th>Wein</th><th>Preis</th></tr></thead><tbody><tr><td>2022 Deidesheimer Herrgottsacker Riesling trocken</td><td>11,50 €</td></tr><tr><td>2021 Spätburgunder „Alte Reben“</td><td>16,00 €</td></tr><tr><td>Riesling Sekt brut</td><td>13,90 €</td></tr></tbody></table><p>Bestellungen per Mail an ' + hb('bestellung@weingut-hollerbach.de', 'bestellung(at)weingut-hollerbach.de') + '</p></div>'));
  const fam = page('Familie – Weingut Hollerbach', 3, ce(31, 'Familie Hollerbach', `<div class="ce-textpic ce-right ce-intext"><div class="ce-bodytext"><p>In vierter Generation bewirtschaften wir 14 Hektar rund um Deidesheim. ${georg.name}, ${georg.title}, kümmert sich um die Weinberge; seine Tochter ${sophie.name} ist seit 2019 unsere ${sophie.title} und hat den Betrieb auf ökologischen Weinbau umgestellt.</p></div></div>`, 'textpic'));
  const imp = page('Impressum – Weingut Hollerbach', 4, ce(41, 'Impressum', `<div class="ce-bodytext"><p>Weingut Hollerbach GbR<br>Weinstraße 58, 67146 Deidesheim</p><p>Vertreten durch die Gesellschafter: Georg Hollerbach, Sophie Hollerbach</p><p>E-Mail: ${hb('wein@weingut-hollerbach.de', 'wein(at)weingut-hollerbach.de')}<br>USt-IdNr.: DE 149 882 310</p><p>Kontrollstelle: DE-ÖKO-039</p></div>`));
  return { ...site, patterns: ['about-prose', 'legal-notice', 'email-obfuscated', 'email-footer'],
    pages: { '/': ['index.html', home], '/weine': ['weine.html', weine], '/familie': ['familie.html', fam], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['wein@weingut-hollerbach.de'], role: ['bestellung@weingut-hollerbach.de'], contacts: [georg, sophie], junk: [] }) };
})());

// d080 — IT consultancy in Leipzig (DE), Next.js-style static export, JSON-LD @graph, Sentry DSN, speakers at a meetup
sites.push((() => {
  const site = { id: 'd080-saxcloud-it-beratung', domain: 'saxcloud.de', lang: 'de' };
  const mia = P('Mia Schubert', 'Geschäftsführerin', 'owner');
  const paul = P('Paul Hentschel', 'Leiter Betrieb (COO)', 'operations');
  const emma = P('Emma Richter', 'Marketing & Events', 'marketing');
  const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', '@id': 'https://saxcloud.de/#organization', name: 'SaxCloud GmbH', url: 'https://saxcloud.de/', email: 'kontakt@saxcloud.de', founder: { '@type': 'Person', name: mia.name, jobTitle: mia.title, email: 'mia.schubert@saxcloud.de' }, employee: [{ '@type': 'Person', name: paul.name, jobTitle: paul.title }, { '@type': 'Person', name: emma.name, jobTitle: emma.title, email: 'events@saxcloud.de' }] }, { '@type': 'WebSite', '@id': 'https://saxcloud.de/#website', url: 'https://saxcloud.de/', name: 'SaxCloud', inLanguage: 'de-DE' }] };
  const page = (t, body) => `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>${t}</title><meta name="next-head-count" content="3"/><link rel="preload" href="/_next/static/css/4f1a2b3c9d8e7f60.css" as="style"/><link rel="stylesheet" href="/_next/static/css/4f1a2b3c9d8e7f60.css" data-n-g=""/>${jsonld(graph, false)}<script>window.__SENTRY_DSN__="https://9b2f41d0c7e84a1fb3e6d5c2a1f08e77@o1093842.ingest.sentry.io/6113420";</script></head><body><div id="__next"><header class="Header_header__x1a2b"><a class="Header_logo__3c4d5" href="/">Sax<span>Cloud</span></a><nav><a href="/leistungen">Leistungen</a><a href="/meetup">Meetup</a><a href="/impressum">Impressum</a></nav></header><main>${body}</main><footer class="Footer_footer__9z8y7">© 2024 SaxCloud GmbH · Karl-Liebknecht-Straße 12 · 04107 Leipzig</footer></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","query":{},"buildId":"Xk29aPqLm3nV","nextExport":true,"isFallback":false,"gsp":true,"scriptLoader":[]}</script></body></html>`;
  const home = page('SaxCloud – Cloud- und DevOps-Beratung aus Leipzig', `<section><h1>Cloud, aber pragmatisch.</h1><p>Wir migrieren Mittelständler in die Cloud, bauen Kubernetes-Plattformen und betreuen sie im 24/7-Betrieb.</p><form><input type="email" placeholder="name@firma.de"/><button>Rückruf anfordern</button></form></section>`);
  const leist = page('Leistungen – SaxCloud', `<h1>Leistungen</h1><ul><li>Cloud-Migration (AWS, Azure, STACKIT)</li><li>Kubernetes &amp; GitOps</li><li>Managed Services</li><li>Schulungen</li></ul>`);
  const meet = page('Meetup – SaxCloud', `<h1>Leipzig Cloud Native Meetup #18</h1><p>Donnerstag, 20. Juni, 18:30 Uhr, bei SaxCloud im Westwerk.</p><h2>Talks</h2><ul><li><b>Dr. Katharina Wolff</b> (Universität Leipzig) – „eBPF für Einsteiger“</li><li><b>Stefan Lorenz</b> (Spreadshirt) – „Plattform-Teams ohne Frust“</li><li><b>Olena Kovalenko</b> (freiberuflich) – „FinOps in 20 Minuten“</li></ul><p>Moderation: Emma Richter. Anmeldung über Meetup.com.</p>`);
  const imp = page('Impressum – SaxCloud', `<h1>Impressum</h1><p>SaxCloud GmbH, Karl-Liebknecht-Straße 12, 04107 Leipzig</p><p>Geschäftsführerin: Mia Schubert<br>Amtsgericht Leipzig, HRB 38812</p><p>Telefon: 0341 23 99 410</p>`);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'legal-notice', 'event-speakers', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/leistungen': ['leistungen.html', leist], '/meetup': ['meetup.html', meet], '/impressum': ['impressum.html', imp] },
    truth: T({ generic: ['kontakt@saxcloud.de'], role: ['events@saxcloud.de'], person: { 'mia.schubert@saxcloud.de': mia.name }, contacts: [mia, paul, emma], junk: ['9b2f41d0c7e84a1fb3e6d5c2a1f08e77@o1093842.ingest.sentry.io', 'name@firma.de'] }) };
})());

export default sites;
