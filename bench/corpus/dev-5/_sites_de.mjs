import { E, D, S, W, X, hex, b36 } from './_lib.mjs';

const sites = [];

// ---------------------------------------------------------------- h049 Squarespace Konditorei, Meersburg (family prose, Impressum)
sites.push({
  id: 'h049-konditorei-vogelsang-meersburg', domain: 'konditorei-vogelsang.de', language: 'de', shell: 'squarespace', brand: 'Konditorei Vogelsang', slug: 'vogelsang',
  patterns: ['about-prose', 'legal-notice', 'testimonials', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Start'], ['/ueber-uns', 'Über uns'], ['/impressum', 'Impressum']],
  placeholder: ['ihre@email.de'],
  footer: S.sec(S.col(6, S.html('<p>Konditorei &amp; Café Vogelsang<br>Unterstadtstraße 22 · 88709 Meersburg<br>Tel. 07532 43 18 90</p>')), S.col(6, S.html('<p><a href="mailto:info@konditorei-vogelsang.de">info@konditorei-vogelsang.de</a></p><p>Täglich 9–18 Uhr, Montag Ruhetag</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Konditorei Vogelsang · Café am Bodensee seit 1954',
      body: [
        S.sec(S.col(12, S.html('<h1>Torten, Pralinen und der schönste Blick auf den See</h1><p>Handwerkliche Konditorei in dritter Generation in der Meersburger Unterstadt.</p>'))),
        S.list([
          { title: 'Meersburger Seetorte', desc: '<p>Unsere Hausspezialität mit Weißwein-Creme vom Staatsweingut.</p>', img: 'seetorte.jpg' },
          { title: 'Droste-Pralinen', desc: '<p>Benannt nach Annette von Droste-Hülshoff, die auf der Burg lebte.</p>', img: 'pralinen.jpg' },
          { title: 'Schwarzwälder Kirschtorte', desc: '<p>Mit Kirschwasser aus Oberkirch.</p>', img: 'kirsch.jpg' },
        ], 'Unsere Klassiker'),
        S.sec(S.col(12, S.quote({ text: 'Die beste Seetorte am ganzen Bodensee — und das sagen sogar die Konstanzer.', source: 'Katrin Ebner, Südkurier' }), S.form([{ type: 'email', label: 'Newsletter', ph: 'ihre@email.de' }], 'Anmelden'))),
      ].join('\n') },
    { path: '/ueber-uns', file: 'ueber-uns.html', title: 'Über uns · Konditorei Vogelsang',
      body: S.sec(S.col(7, S.html(`<h2>Unsere Geschichte</h2>
<p>1954 eröffnete mein Großvater, Konditormeister Ernst Vogelsang, die Konditorei in einem ehemaligen Fischerhaus an der Unterstadtstraße. Er hatte sein Handwerk im Café Schober in Zürich gelernt und brachte von dort die Liebe zu Trüffelpralinen mit. Nach ihm führten meine Eltern, Helmut und Gisela Vogelsang, das Café fast vierzig Jahre lang; heute genießen sie ihren Ruhestand in Hagnau und kommen sonntags zum Kuchenessen.</p>
<p>Ich bin Franziska Vogelsang, Konditormeisterin, und habe die Konditorei 2016 übernommen. Mein Mann, Matthias Reuter, kümmert sich als Betriebsleiter um das Café, den Service und alles Kaufmännische. In der Backstube steht an meiner Seite Jonas Bächle, unser Konditor und mittlerweile der beste Pralinenmacher am See, und im Café begrüßt Sie meist Frau Schäfer — Renate Schäfer, die seit 1989 bei uns ist und jeden Stammgast beim Namen kennt.</p>`)), S.col(5, S.img({ src: 'franziska.jpg', alt: 'Franziska Vogelsang', caption: '<p>Franziska Vogelsang, Inhaberin und Konditormeisterin</p>' }), S.img({ src: 'opa-ernst.jpg', alt: '', caption: '<p>Großvater Ernst vor dem Laden, 1958</p>' }))) },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum · Konditorei Vogelsang',
      body: S.sec(S.col(12, S.html(`<h2>Impressum</h2><p>Angaben gemäß § 5 TMG</p><p>Konditorei &amp; Café Vogelsang<br>Inhaberin: Franziska Vogelsang<br>Unterstadtstraße 22<br>88709 Meersburg</p><p>Telefon: 07532 43 18 90<br>E-Mail: info@konditorei-vogelsang.de</p><p>USt-IdNr.: DE 287 441 903</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Franziska Vogelsang, Anschrift wie oben.</p>`))) },
  ],
  truth: {
    emails: ['info@konditorei-vogelsang.de'],
    emailKinds: { 'info@konditorei-vogelsang.de': 'generic' },
    contacts: [
      { name: 'Franziska Vogelsang', title: 'Inhaberin und Konditormeisterin', role: 'owner' },
      { name: 'Matthias Reuter', title: 'Betriebsleiter', role: 'operations' },
      { name: 'Jonas Bächle', title: 'Konditor', role: 'other' },
      { name: 'Renate Schäfer', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h050 Webflow architects, Graz (Bauherren quotes, Impressum)
sites.push({
  id: 'h050-lendkai-architektur-graz', domain: 'lendkai-architektur.at', language: 'de', shell: 'webflow', brand: 'Lendkai Architektur', slug: 'lendkai', htmlLang: 'de-AT',
  patterns: ['team-grid', 'about-prose', 'client-list', 'testimonials', 'legal-notice', 'email-in-person-card', 'email-mailto'],
  nav: [['/', 'Projekte'], ['/buero', 'Büro'], ['/kontakt', 'Kontakt'], ['/impressum', 'Impressum']],
  placeholder: ['name@beispiel.at'],
  footer: `<div class="footer-wrap"><div>Lendkai Architektur ZT GmbH · Lendkai 45 · 8020 Graz</div><a href="mailto:office@lendkai-architektur.at" class="footer-link">office@lendkai-architektur.at</a><a href="/impressum" class="footer-link">Impressum</a></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Lendkai Architektur · Graz',
      body: `<section class="hero"><div class="container"><h1 class="display">Holzbau, Umbau, Weiterbau.</h1></div></section>
<section class="projekte"><div class="container">${W.dyn('projekt-grid', [
  `<div class="projekt-jahr">2023</div><h3 class="projekt-titel">Volksschule St. Peter am Ottersbach</h3><p class="projekt-zitat">„Die Kinder wollen nach Unterrichtsschluss gar nicht mehr heim.“ — Bgm. Reinhold Pfeifer, Marktgemeinde St. Peter</p>`,
  `<div class="projekt-jahr">2022</div><h3 class="projekt-titel">Weingut Tement-Haus, Ehrenhausen</h3><p class="projekt-zitat">„Termintreu und mit Humor.“ — Mag. Elisabeth Sattler, Bauherrin</p>`,
  `<div class="projekt-jahr">2021</div><h3 class="projekt-titel">Aufstockung Annenstraße 12</h3>`,
])}</div></section>
<section class="auftraggeber"><div class="container"><h2 class="h-small">Auftraggeber (Auswahl)</h2><p>Stadt Graz · Land Steiermark · ENW Gemeinnützige Wohnungsgesellschaft · Marktgemeinde St. Peter am Ottersbach · Universalmuseum Joanneum</p></div></section>` },
    { path: '/buero', file: 'buero.html', title: 'Büro · Lendkai Architektur',
      body: `<section class="buero"><div class="container narrow"><h1 class="h1">Das Büro</h1><div class="rich-text w-richtext">
<p>Lendkai Architektur wurde 2012 von DI Katharina Moser und DI Florian Zach gegründet, die sich beim Studium an der TU Graz kennengelernt hatten. Katharina arbeitete davor sechs Jahre bei Hermann Kaufmann in Schwarzach, Florian bei einem großen Wiener Büro. Beide sind Geschäftsführer; Katharina verantwortet Entwurf und Wettbewerbe, Florian Ausführung und Baustelle.</p>
<p>Seit 2018 gehört Arch. DI Lukas Hofer als Projektleiter zum Team, und Sandra Lechner hält als Office-Managerin das Büro zusammen. Die Statik rechnet seit Jahren das Büro von DI Peter Kreiner.</p>
</div></div></section>
<section class="team"><div class="container">${W.dyn('team-grid', [
  ['Katharina Moser', 'Geschäftsführerin · Architektin', 'k.moser@lendkai-architektur.at'],
  ['Florian Zach', 'Geschäftsführer · Architekt', 'f.zach@lendkai-architektur.at'],
  ['Lukas Hofer', 'Projektleitung', ''],
  ['Sandra Lechner', 'Office Management', 'office@lendkai-architektur.at'],
].map(([n, t, m]) => `<div class="team-name">${n}</div><div class="team-titel">${t}</div>${m ? `<a href="mailto:${m}" class="team-mail">${m}</a>` : ''}`))}</div></section>` },
    { path: '/kontakt', file: 'kontakt.html', title: 'Kontakt · Lendkai Architektur',
      body: `<section class="kontakt"><div class="container"><h1 class="h1">Kontakt</h1><p>Lendkai 45, 8020 Graz · +43 316 71 22 90 · <a href="mailto:office@lendkai-architektur.at">office@lendkai-architektur.at</a></p>
${W.form('Kontakt', [{ id: 'name', label: 'Name', ph: 'Vor- und Nachname' }, { id: 'email', label: 'E-Mail', type: 'email', ph: 'name@beispiel.at', req: true }, { id: 'nachricht', label: 'Nachricht', type: 'textarea' }], 'Senden', 'Danke! Wir melden uns.', 'Hoppla, da ist etwas schiefgelaufen.')}</div></section>` },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum · Lendkai Architektur',
      body: `<section class="impressum"><div class="container narrow"><h1 class="h1">Impressum</h1><div class="rich-text w-richtext"><p>Lendkai Architektur ZT GmbH<br>Lendkai 45, 8020 Graz<br>Firmenbuchnummer: FN 381204 p, Landesgericht für ZRS Graz<br>UID: ATU 67229018</p><p>Geschäftsführer: DI Katharina Moser, DI Florian Zach<br>Kammer der ZiviltechnikerInnen für Steiermark und Kärnten<br>Berufsbezeichnung: Architekt/in, verliehen in Österreich</p></div></div></section>` },
  ],
  truth: {
    emails: ['office@lendkai-architektur.at', 'k.moser@lendkai-architektur.at', 'f.zach@lendkai-architektur.at'],
    emailKinds: { 'office@lendkai-architektur.at': 'generic', 'k.moser@lendkai-architektur.at': 'person', 'f.zach@lendkai-architektur.at': 'person' },
    emailOwners: { 'k.moser@lendkai-architektur.at': 'Katharina Moser', 'f.zach@lendkai-architektur.at': 'Florian Zach' },
    contacts: [
      { name: 'Katharina Moser', title: 'Geschäftsführerin · Architektin', role: 'owner' },
      { name: 'Florian Zach', title: 'Geschäftsführer · Architekt', role: 'owner' },
      { name: 'Lukas Hofer', title: 'Projektleitung', role: 'other' },
      { name: 'Sandra Lechner', title: 'Office Management', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h051 Elementor dental practice, Bamberg (image boxes, Impressum)
sites.push({
  id: 'h051-zahnarzt-am-kranen-bamberg', domain: 'zahnarzt-amkranen.de', language: 'de', shell: 'elementor', brand: 'Zahnarztpraxis am Kranen', slug: 'amkranen', skip: 'Zum Inhalt springen',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'testimonials', 'email-mailto', 'email-obfuscated'],
  nav: [['/', 'Start'], ['/praxis/', 'Praxis & Team'], ['/impressum/', 'Impressum']],
  agency: ['hallo@frankenpixel.de'],
  footer: E.sec(E.col(50, E.txt('<p>Zahnarztpraxis am Kranen · Am Kranen 9 · 96047 Bamberg · 0951 20 88 41</p><p>praxis (at) zahnarzt-amkranen (punkt) de</p>')), E.col(50, E.txt('<p style="font-size:11px">Webdesign: Frankenpixel · hallo@frankenpixel.de</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Zahnarztpraxis am Kranen | Zahnarzt in Bamberg',
      body: [
        E.sec(E.col(100, E.h('Ihre Zahnärzte an der Regnitz', 'h1'), E.txt('<p>Prophylaxe, Kinderzahnheilkunde, Implantologie und Angstpatienten. Alle Kassen und Privat.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'Dr. Lindner nimmt sich wirklich Zeit. Endlich keine Angst mehr vorm Bohren!', name: 'Sabine K.', job: 'Jameda-Bewertung' })), E.col(50, E.testimonial({ text: 'Sehr freundliches Team, kurze Wartezeiten.', name: 'Thomas Hümmer', job: 'Patient' }))),
      ].join('\n') },
    { path: '/praxis/', file: 'praxis.html', title: 'Praxis & Team | Zahnarztpraxis am Kranen',
      body: [
        E.sec(E.col(100, E.h('Unsere Praxis', 'h1'), E.txt(`<p>Die Praxis am Kranen wurde 1988 von Dr. Wolfgang Lindner gegründet, der sie bis 2019 führte. Heute leitet seine Tochter, Dr. Eva Lindner, die Praxis gemeinsam mit ihrem Studienfreund Dr. Tobias Rauh als Berufsausübungsgemeinschaft. Dr. Wolfgang Lindner hilft gelegentlich noch bei Urlaubsvertretungen aus.</p>
<p>Unser Team wird von der Praxismanagerin Claudia Dorsch zusammengehalten; die Prophylaxe liegt in den Händen von Dentalhygienikerin Aylin Demir.</p>`))),
        E.sec(
          E.col(25, E.ibox({ img: 'https://zahnarzt-amkranen.de/wp-content/uploads/2023/01/eva.jpg', titleHtml: 'Dr. med. dent. Eva Lindner', descHtml: 'Zahnärztin, Praxisinhaberin<br>Schwerpunkt Kinderzahnheilkunde' })),
          E.col(25, E.ibox({ img: 'https://zahnarzt-amkranen.de/wp-content/uploads/2023/01/tobias.jpg', titleHtml: 'Dr. Tobias Rauh', descHtml: 'Zahnarzt, Praxisinhaber<br>Implantologie (DGI)' })),
          E.col(25, E.ibox({ img: 'https://zahnarzt-amkranen.de/wp-content/uploads/2023/01/claudia.jpg', titleHtml: 'Claudia Dorsch', descHtml: 'Praxismanagerin<br>verwaltung (at) zahnarzt-amkranen (punkt) de' })),
          E.col(25, E.ibox({ img: 'https://zahnarzt-amkranen.de/wp-content/uploads/2023/01/aylin.jpg', titleHtml: 'Aylin Demir', descHtml: 'Dentalhygienikerin' }))),
      ].join('\n') },
    { path: '/impressum/', file: 'impressum.html', title: 'Impressum | Zahnarztpraxis am Kranen',
      body: E.sec(E.col(100, E.h('Impressum', 'h1'), E.txt(`<p>Zahnarztpraxis am Kranen<br>Dr. Eva Lindner &amp; Dr. Tobias Rauh – Berufsausübungsgemeinschaft (GbR)<br>Am Kranen 9, 96047 Bamberg</p><p>Telefon: 0951 20 88 41<br>E-Mail: <a href="mailto:praxis@zahnarzt-amkranen.de">praxis@zahnarzt-amkranen.de</a></p><p>Berufsbezeichnung: Zahnarzt/Zahnärztin (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Bayerische Landeszahnärztekammer<br>Aufsichtsbehörde: Kassenzahnärztliche Vereinigung Bayerns</p>`))) },
  ],
  truth: {
    emails: ['praxis@zahnarzt-amkranen.de', 'verwaltung@zahnarzt-amkranen.de'],
    emailKinds: { 'praxis@zahnarzt-amkranen.de': 'generic', 'verwaltung@zahnarzt-amkranen.de': 'role' },
    contacts: [
      { name: 'Eva Lindner', title: 'Zahnärztin, Praxisinhaberin', role: 'owner' },
      { name: 'Tobias Rauh', title: 'Zahnarzt, Praxisinhaber', role: 'owner' },
      { name: 'Claudia Dorsch', title: 'Praxismanagerin', role: 'operations' },
      { name: 'Aylin Demir', title: 'Dentalhygienikerin', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h052 Divi tax advisers, Linz (Impressum, client testimonials)
sites.push({
  id: 'h052-steuerberatung-urfahr-linz', domain: 'stb-urfahr.at', language: 'de', shell: 'divi', brand: 'Pichler & Hainzl Steuerberatung', slug: 'stburfahr', htmlLang: 'de-AT', selectPage: 'Seite wählen',
  patterns: ['team-grid', 'about-prose', 'definition-list', 'legal-notice', 'testimonials', 'email-obfuscated', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Start'], ['/kanzlei/', 'Kanzlei'], ['/impressum/', 'Impressum']],
  placeholder: ['max@mustermann.at'],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Pichler &amp; Hainzl Steuerberatung GmbH<br>Hauptstraße 61 · 4040 Linz-Urfahr<br>+43 732 73 18 40<br>kanzlei [ät] stb-urfahr.at</p></div></div></div>
<div class="footer-widget"><div class="fwidget et_pb_widget"><h4 class="title">Newsletter</h4><form><input type="email" placeholder="max@mustermann.at"><button>Abonnieren</button></form></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Pichler & Hainzl Steuerberatung | Steuerberater in Linz-Urfahr',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Steuerberatung mit Mühlviertler Bodenständigkeit</h1><p>Buchhaltung, Lohnverrechnung, Jahresabschluss und Unternehmensgründung für KMU in Oberösterreich.</p>')))),
        D.sec(D.row(
          D.col('1_2', D.testimonial({ text: '<p>Seit 15 Jahren unsere Steuerberater – verlässlich und immer erreichbar.</p>', author: 'Ing. Herbert Aigner', position: 'Geschäftsführer', company: 'Aigner Haustechnik GmbH' })),
          D.col('1_2', D.testimonial({ text: '<p>Frau Hainzl hat unsere Gründung perfekt begleitet.</p>', author: 'Julia Stöger', position: 'Gründerin', company: 'Pöstlingberg Kaffeerösterei' })))),
      ].join('\n') },
    { path: '/kanzlei/', file: 'kanzlei.html', title: 'Kanzlei | Pichler & Hainzl Steuerberatung',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>Über unsere Kanzlei</h1>
<p>Gegründet wurde die Kanzlei 1985 von Mag. Johann Pichler in einem Hinterhofbüro an der Urfahraner Hauptstraße. Seit 2010 führt sein Sohn, Mag. Stefan Pichler, die Kanzlei gemeinsam mit Mag. Birgit Hainzl, die bereits 2002 als Berufsanwärterin bei uns begann. Johann Pichler ist 2018 in Pension gegangen, schaut aber noch regelmäßig „auf einen Kaffee“ vorbei.</p>
<p>Die Lohnverrechnung leitet Petra Obermayr, Bilanzbuchhalterin mit über 25 Jahren Erfahrung, und im Sekretariat begrüßt Sie Frau Gruber – Sabine Gruber, die gute Seele der Kanzlei.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Mag. Stefan Pichler', title: 'Geschäftsführer, Steuerberater', bio: '<p>s.pichler [ät] stb-urfahr.at</p>', img: '/wp-content/uploads/2020/03/pichler.jpg' })),
          D.col('1_3', D.team({ name: 'Mag. Birgit Hainzl', title: 'Geschäftsführerin, Steuerberaterin', bio: '<p>b.hainzl [ät] stb-urfahr.at</p>', img: '/wp-content/uploads/2020/03/hainzl.jpg' })),
          D.col('1_3', D.team({ name: 'Petra Obermayr', title: 'Leitung Lohnverrechnung', bio: '<p>lohn [ät] stb-urfahr.at</p>', img: '/wp-content/uploads/2020/03/obermayr.jpg' })))),
        D.sec(D.row(D.col('4_4', D.text(`<h3>Ihre Ansprechpartner</h3><dl class="ansprechpartner"><dt>Buchhaltung &amp; Jahresabschluss</dt><dd>Mag. Stefan Pichler</dd><dt>Gründungsberatung</dt><dd>Mag. Birgit Hainzl</dd><dt>Lohnverrechnung</dt><dd>Petra Obermayr</dd><dt>Termine &amp; Sekretariat</dt><dd>Sabine Gruber</dd></dl>`)))),
      ].join('\n') },
    { path: '/impressum/', file: 'impressum.html', title: 'Impressum | Pichler & Hainzl Steuerberatung',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Impressum</h1><p>Informationspflicht laut § 5 ECG und Offenlegung laut § 25 MedienG</p><p>Pichler &amp; Hainzl Steuerberatung GmbH<br>Hauptstraße 61, 4040 Linz<br>Firmenbuch: FN 334120 w, Landesgericht Linz<br>UID: ATU 65122907</p><p>Geschäftsführung: Mag. Stefan Pichler, Mag. Birgit Hainzl<br>Kammer der Steuerberater und Wirtschaftsprüfer (KSW)</p><p>E-Mail: kanzlei [ät] stb-urfahr.at</p>`)))) },
  ],
  truth: {
    emails: ['kanzlei@stb-urfahr.at', 's.pichler@stb-urfahr.at', 'b.hainzl@stb-urfahr.at', 'lohn@stb-urfahr.at'],
    emailKinds: { 'kanzlei@stb-urfahr.at': 'generic', 's.pichler@stb-urfahr.at': 'person', 'b.hainzl@stb-urfahr.at': 'person', 'lohn@stb-urfahr.at': 'role' },
    emailOwners: { 's.pichler@stb-urfahr.at': 'Stefan Pichler', 'b.hainzl@stb-urfahr.at': 'Birgit Hainzl' },
    contacts: [
      { name: 'Stefan Pichler', title: 'Geschäftsführer, Steuerberater', role: 'owner' },
      { name: 'Birgit Hainzl', title: 'Geschäftsführerin, Steuerberaterin', role: 'owner' },
      { name: 'Petra Obermayr', title: 'Leitung Lohnverrechnung', role: 'operations' },
      { name: 'Sabine Gruber', title: 'Sekretariat', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h053 WordPress winery, Mosel (family prose, JSON-LD, Impressum)
sites.push({
  id: 'h053-weingut-lieserhof-mosel', domain: 'weingut-lieserhof.de', language: 'de', shell: 'wp', brand: 'Weingut Lieserhof', slug: 'lieserhof', skip: 'Zum Inhalt springen', year: 2019,
  patterns: ['about-prose', 'legal-notice', 'jsonld-person', 'email-text', 'email-jsonld', 'testimonials', 'name-lookalikes'],
  nav: [['/', 'Start'], ['/familie/', 'Familie'], ['/weine/', 'Weine'], ['/impressum/', 'Impressum']],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Winery","@id":"https://weingut-lieserhof.de/#org","name":"Weingut Lieserhof","email":"info@weingut-lieserhof.de","founder":{"@type":"Person","name":"Peter Josef Steffens"},"employee":[{"@type":"Person","name":"Anna Steffens","jobTitle":"Inhaberin, Winzermeisterin","email":"anna@weingut-lieserhof.de"},{"@type":"Person","name":"Jakob Steffens","jobTitle":"Außenbetrieb"}],"address":{"@type":"PostalAddress","streetAddress":"Moselstraße 14","addressLocality":"Lieser","postalCode":"54470","addressCountry":"DE"}}]}</script>`,
  footer: `<div class="site-footer-primary-section-1 site-footer-section"><section class="widget"><p>Weingut Lieserhof · Moselstraße 14 · 54470 Lieser · Tel. 06531 21 87 · info@weingut-lieserhof.de</p></section></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Weingut Lieserhof – Riesling von der Mittelmosel', h1: 'Riesling aus Steillagen',
      body: `<p>Fünf Hektar in Lieser und Bernkastel-Kues, fast alles Riesling, fast alles Handarbeit. Weinprobe und Verkauf nach Vereinbarung.</p>
<blockquote class="wp-block-quote"><p>Die Rieslinge vom Lieserhof zeigen, was die Niederberg-Helden kann, wenn man ihr Zeit lässt.</p><cite>Stuart Pennington, Weinjournalist</cite></blockquote>
<p>Ferienwohnung „Helden“ mit Blick auf die Mosel – Anfragen an info@weingut-lieserhof.de.</p>` },
    { path: '/familie/', file: 'familie.html', title: 'Familie – Weingut Lieserhof', h1: 'Die Familie Steffens',
      body: `<p>Seit 1897 bewirtschaftet unsere Familie Weinberge in Lieser. Mein Urgroßvater, Peter Josef Steffens, baute das Kelterhaus aus Moselschiefer, das wir heute noch nutzen. Mein Vater, Werner Steffens, hat den Betrieb 1978 auf Flaschenweinvermarktung umgestellt; er ist inzwischen im Ruhestand, fährt aber im Herbst noch jeden Tag mit in den Wingert.</p>
<p>Ich bin Anna Steffens, Winzermeisterin, und habe nach Stationen in Geisenheim und bei Dr. Loosen das Weingut 2015 übernommen. Mein Bruder Jakob Steffens kümmert sich um den Außenbetrieb und die Steillagen; meine Mutter, Hildegard Steffens, betreut unsere Ferienwohnung und den Hofverkauf. Unterstützt werden wir vom Kellermeister Mariusz Nowak, der seit 2009 jedes Jahr aus Polen zur Lese kommt und inzwischen ganz geblieben ist.</p>
<figure class="wp-block-image"><img src="https://weingut-lieserhof.de/wp-content/uploads/2019/09/anna-jakob-lese.jpg" alt="Anna und Jakob Steffens bei der Lese"/><figcaption>Anna und Jakob bei der Lese 2019</figcaption></figure>` },
    { path: '/weine/', file: 'weine.html', title: 'Weine – Weingut Lieserhof', h1: 'Unsere Weine',
      body: `<figure class="wp-block-table"><table><tbody><tr><td>Riesling Gutswein trocken</td><td>9,50 €</td></tr><tr><td>Lieserer Niederberg-Helden Riesling Kabinett</td><td>14,00 €</td></tr><tr><td>Bernkasteler Badstube Riesling Spätlese</td><td>19,50 €</td></tr></tbody></table></figure><p>Bestellungen per E-Mail an bestellung@weingut-lieserhof.de.</p>` },
    { path: '/impressum/', file: 'impressum.html', title: 'Impressum – Weingut Lieserhof', h1: 'Impressum',
      body: `<p>Weingut Lieserhof<br>Inhaberin: Anna Steffens<br>Moselstraße 14, 54470 Lieser</p><p>Telefon: 06531 21 87<br>E-Mail: info@weingut-lieserhof.de<br>USt-IdNr.: DE 149 228 310</p><p>Verantwortlich i.S.d. § 18 Abs. 2 MStV: Anna Steffens</p>` },
  ],
  truth: {
    emails: ['info@weingut-lieserhof.de', 'anna@weingut-lieserhof.de', 'bestellung@weingut-lieserhof.de'],
    emailKinds: { 'info@weingut-lieserhof.de': 'generic', 'anna@weingut-lieserhof.de': 'person', 'bestellung@weingut-lieserhof.de': 'role' },
    emailOwners: { 'anna@weingut-lieserhof.de': 'Anna Steffens' },
    contacts: [
      { name: 'Anna Steffens', title: 'Inhaberin, Winzermeisterin', role: 'owner' },
      { name: 'Jakob Steffens', title: 'Außenbetrieb', role: 'operations' },
      { name: 'Hildegard Steffens', title: null, role: 'other' },
      { name: 'Mariusz Nowak', title: 'Kellermeister', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h054 Wix yoga studio, Freiburg (guest teachers)
sites.push({
  id: 'h054-yoga-wiehre-freiburg', domain: 'yoga-wiehre.de', language: 'de', shell: 'wix', brand: 'Yoga in der Wiehre', slug: 'yogawiehre', country: 'DE',
  patterns: ['about-prose', 'team-grid', 'event-speakers', 'legal-notice', 'email-mailto', 'email-text'],
  nav: [['/', 'Start'], ['/ueber-uns', 'Über uns'], ['/workshops', 'Workshops'], ['/impressum', 'Impressum']],
  placeholder: ['deine@email.de'],
  footer: X.text(['Yoga in der Wiehre · Günterstalstraße 38 · 79102 Freiburg · hallo@yoga-wiehre.de'], { top: 10, left: 20, w: 900, font: 'font_9' }),
  pages: [
    { path: '/', file: 'index.html', title: 'Yoga in der Wiehre | Yogastudio in Freiburg',
      body: X.box([X.text([{ tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">Ankommen. Atmen. Bewegen.</span>' }, 'Hatha, Vinyasa, Yin und Yoga für Schwangere – mitten in der Wiehre.'], { top: 60, left: 40, w: 600 }), X.img('studio.jpg', { top: 0, left: 0, w: 980, h: 460 })].join(''), { h: 480 })
        + X.box([X.text(['Newsletter:'], { top: 10, left: 40, w: 200 }), `<form class="wixui-form"><input type="email" placeholder="deine@email.de"><button class="wixui-button">Eintragen</button></form>`].join(''), { h: 100 }) },
    { path: '/ueber-uns', file: 'ueber-uns.html', title: 'Über uns | Yoga in der Wiehre',
      body: X.box([X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">Über uns</span>' },
        'Ich bin Miriam Eckert und habe das Studio 2017 in einer ehemaligen Schreinerwerkstatt eröffnet. Davor war ich zwölf Jahre Physiotherapeutin an der Uniklinik – meine Ausbildung zur Yogalehrerin habe ich bei Anna Trelkow in Berlin gemacht, die mich bis heute prägt.',
        'Mit mir unterrichten Daniel Okonkwo (Vinyasa und Power Yoga) und Lea Brunner (Yin Yoga und Pränatal). Am Empfang und für alles Organisatorische ist Sarah da – Sarah Kienzler, die gute Seele des Studios.'], { top: 20, left: 40, w: 560 })].join(''), { h: 340 })
        + X.box([
          X.img('miriam.jpg', { top: 0, left: 40, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Miriam Eckert</span>', 'Gründerin & Studioleitung', '<a href="mailto:miriam@yoga-wiehre.de">miriam@yoga-wiehre.de</a>'], { top: 270, left: 40, w: 260 }),
          X.img('daniel.jpg', { top: 0, left: 360, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Daniel Okonkwo</span>', 'Yogalehrer (Vinyasa)'], { top: 270, left: 360, w: 260 }),
          X.img('lea.jpg', { top: 0, left: 680, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Lea Brunner</span>', 'Yogalehrerin (Yin, Pränatal)'], { top: 270, left: 680, w: 260 }),
        ].join(''), { h: 380 }) },
    { path: '/workshops', file: 'workshops.html', title: 'Workshops | Yoga in der Wiehre',
      body: X.box(X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">Workshops mit Gastlehrer:innen</span>' }, '16. März – <span style="font-weight:bold">Ravi Chandran</span> (Mysore): Pranayama-Intensiv', '13. April – <span style="font-weight:bold">Dr. Ulrike Fehr</span>, Orthopädin: Yoga bei Rückenschmerzen', '25. Mai – <span style="font-weight:bold">Jonas Wiedemann</span> (Yoga Loft Basel): Armbalancen', 'Anmeldung: <a href="mailto:hallo@yoga-wiehre.de?subject=Workshop">hallo@yoga-wiehre.de</a>'], { top: 20, left: 40, w: 700 }), { h: 300 }) },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum | Yoga in der Wiehre',
      body: X.box(X.text(['Impressum', 'Yoga in der Wiehre – Inhaberin: Miriam Eckert', 'Günterstalstraße 38, 79102 Freiburg im Breisgau', 'E-Mail: hallo@yoga-wiehre.de · Tel. 0761 489 22 17', 'USt-IdNr.: DE 318 220 471'], { top: 20, left: 40, w: 700 }), { h: 260 }) },
  ],
  truth: {
    emails: ['hallo@yoga-wiehre.de', 'miriam@yoga-wiehre.de'],
    emailKinds: { 'hallo@yoga-wiehre.de': 'generic', 'miriam@yoga-wiehre.de': 'person' },
    emailOwners: { 'miriam@yoga-wiehre.de': 'Miriam Eckert' },
    contacts: [
      { name: 'Miriam Eckert', title: 'Gründerin & Studioleitung', role: 'owner' },
      { name: 'Daniel Okonkwo', title: 'Yogalehrer (Vinyasa)', role: 'other' },
      { name: 'Lea Brunner', title: 'Yogalehrerin (Yin, Pränatal)', role: 'other' },
      { name: 'Sarah Kienzler', title: null, role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h055 Bootstrap IT consultancy, Zürich (meetup speakers, Impressum)
sites.push({
  id: 'h055-limmat-cloud-consulting', domain: 'limmat-cloud.ch', language: 'de', shell: 'bootstrap', brand: 'Limmat Cloud Consulting', slug: 'limmat', htmlLang: 'de-CH', navDark: true,
  patterns: ['team-grid', 'event-speakers', 'about-prose', 'legal-notice', 'microdata-person', 'email-in-person-card', 'email-mailto', 'client-list'],
  nav: [['/', 'Start'], ['/team', 'Team'], ['/meetup', 'Meetup'], ['/impressum', 'Impressum']],
  placeholder: ['vorname.nachname@firma.ch'],
  footer: `<div class="row small"><div class="col-md-8">Limmat Cloud Consulting GmbH · Hardstrasse 219 · 8005 Zürich · +41 44 552 17 30</div><div class="col-md-4 text-md-end"><a class="link-light" href="mailto:kontakt@limmat-cloud.ch">kontakt@limmat-cloud.ch</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Limmat Cloud Consulting | Cloud-Migration & DevOps in Zürich',
      body: `<div class="container py-5"><h1 class="display-6">Cloud-Migration für KMU – ohne Vendor-Lock-in.</h1><p class="lead">Kubernetes, Terraform, Schweizer Rechenzentren.</p><p class="mt-4 text-secondary small">Kunden u.a.: Zürcher Kantonalbank (Pilotprojekt) · Stadtspital Triemli · Kägi Fret AG · Orell Füssli Buchhandlungen · Genossenschaft Kalkbreite</p></div>` },
    { path: '/team', file: 'team.html', title: 'Team | Limmat Cloud Consulting',
      body: `<div class="container py-5"><h1>Team</h1><p class="col-lg-8">Gegründet haben wir Limmat Cloud 2019: Reto Baumgartner, vorher zehn Jahre Infrastruktur-Architekt bei einer Grossbank, und Nina Ammann, die als Entwicklerin bei einem Zürcher Start-up die erste Kubernetes-Migration ihres Lebens durchgestanden hat. Reto ist Geschäftsführer, Nina CTO. Seit 2021 ist Marco Bernasconi als Senior DevOps Engineer dabei, und Céline Furrer kümmert sich um Finanzen und Administration.</p>
<div class="row g-4">
<div class="col-md-3"><div class="card bg-light" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Reto Baumgartner</h5><p class="card-text small"><span itemprop="jobTitle">Geschäftsführer, Mitgründer</span><br><a itemprop="email" href="mailto:reto.baumgartner@limmat-cloud.ch">reto.baumgartner@limmat-cloud.ch</a></p></div></div></div>
<div class="col-md-3"><div class="card bg-light" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Nina Ammann</h5><p class="card-text small"><span itemprop="jobTitle">CTO, Mitgründerin</span><br><a itemprop="email" href="mailto:nina.ammann@limmat-cloud.ch">nina.ammann@limmat-cloud.ch</a></p></div></div></div>
<div class="col-md-3"><div class="card bg-light" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Marco Bernasconi</h5><p class="card-text small"><span itemprop="jobTitle">Senior DevOps Engineer</span></p></div></div></div>
<div class="col-md-3"><div class="card bg-light" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Céline Furrer</h5><p class="card-text small"><span itemprop="jobTitle">Finanzen &amp; Administration</span></p></div></div></div>
</div></div>` },
    { path: '/meetup', file: 'meetup.html', title: 'Meetup | Limmat Cloud Consulting',
      body: `<div class="container py-5"><h1>Zürich Cloud Native Meetup #14</h1><p>Donnerstag, 6. Juni, 18:30 – bei uns im Büro an der Hardstrasse. Pizza &amp; Bier von Limmat Cloud.</p>
<ul class="list-group"><li class="list-group-item"><strong>Dr. Sabine Wälti</strong> (ETH Zürich, Systems Group) – eBPF in der Praxis</li><li class="list-group-item"><strong>Thomas Gerber</strong> (Platform Lead, Galaxus) – 500 Deployments pro Tag</li><li class="list-group-item"><strong>Nina Ammann</strong> (Limmat Cloud) – Souveräne Cloud: Was heisst das wirklich?</li></ul>
<p class="mt-3">Anmeldung via <a href="mailto:meetup@limmat-cloud.ch">meetup@limmat-cloud.ch</a></p>
<form class="row g-2 mt-2"><div class="col-auto"><input class="form-control" type="email" placeholder="vorname.nachname@firma.ch"></div><div class="col-auto"><button class="btn btn-dark">Anmelden</button></div></form></div>` },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum | Limmat Cloud Consulting',
      body: `<div class="container py-5"><h1>Impressum</h1><p>Limmat Cloud Consulting GmbH<br>Hardstrasse 219, 8005 Zürich<br>E-Mail: kontakt@limmat-cloud.ch</p><p>Vertretungsberechtigte Personen: Reto Baumgartner (Geschäftsführer), Nina Ammann<br>Handelsregister: Kanton Zürich, CHE-412.773.098<br>MWST-Nr.: CHE-412.773.098 MWST</p></div>` },
  ],
  truth: {
    emails: ['kontakt@limmat-cloud.ch', 'reto.baumgartner@limmat-cloud.ch', 'nina.ammann@limmat-cloud.ch', 'meetup@limmat-cloud.ch'],
    emailKinds: { 'kontakt@limmat-cloud.ch': 'generic', 'reto.baumgartner@limmat-cloud.ch': 'person', 'nina.ammann@limmat-cloud.ch': 'person', 'meetup@limmat-cloud.ch': 'role' },
    emailOwners: { 'reto.baumgartner@limmat-cloud.ch': 'Reto Baumgartner', 'nina.ammann@limmat-cloud.ch': 'Nina Ammann' },
    contacts: [
      { name: 'Reto Baumgartner', title: 'Geschäftsführer, Mitgründer', role: 'owner' },
      { name: 'Nina Ammann', title: 'CTO, Mitgründerin', role: 'owner' },
      { name: 'Marco Bernasconi', title: 'Senior DevOps Engineer', role: 'other' },
      { name: 'Céline Furrer', title: 'Finanzen & Administration', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h056 hand-written funeral home, Ulm-Söflingen (Traueranzeigen)
sites.push({
  id: 'h056-bestattungen-soeflingen-ulm', domain: 'bestattungen-soeflingen.de', language: 'de', shell: 'hand', brand: 'Bestattungen Söflingen', slug: 'soeflingen', color: '#333333', css: 'format.css',
  patterns: ['obituary', 'about-prose', 'team-table', 'legal-notice', 'broken-markup', 'email-obfuscated'],
  nav: [['/', 'Startseite'], ['/traueranzeigen.html', 'Traueranzeigen'], ['/ueber-uns.html', 'Über uns'], ['/impressum.html', 'Impressum']],
  footer: `<FONT FACE="Arial" SIZE=1>Bestattungen Söflingen · Harthauser Straße 12 · 89077 Ulm · Tag und Nacht: 0731 38 44 20</FONT>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Bestattungen Söflingen - Ulm',
      body: `<P><FONT FACE="Times New Roman" SIZE=5>Bestattungen Söflingen</FONT><BR><FONT FACE="Arial" SIZE=2>Familienbetrieb seit 1923 · Erd-, Feuer- und Seebestattungen · Bestattungsvorsorge<BR>Wir sind Tag und Nacht für Sie erreichbar.</FONT>` },
    { path: '/traueranzeigen.html', file: 'traueranzeigen.html', title: 'Traueranzeigen - Bestattungen Söflingen',
      body: `<FONT FACE="Arial" SIZE=3><B>Aktuelle Traueranzeigen</B></FONT><P>
<TABLE WIDTH=100% CELLPADDING=6 BORDER=0>
<TR><TD BGCOLOR="#F0F0F0"><FONT FACE="Arial" SIZE=2><B>Gertrud Mahler</B> geb. Kögel<BR>* 12.05.1931 &nbsp; † 02.03.2024<BR>In stiller Trauer: Dieter und Ute Mahler mit Familie. Trauerfeier am Freitag, 8. März, 14 Uhr, Hauptfriedhof Ulm.</FONT></TD></TR>
<TR><TD><FONT FACE="Arial" SIZE=2><B>Karl-Heinz Strobel</B><BR>* 30.11.1944 &nbsp; † 29.02.2024<BR>Wir nehmen Abschied von unserem Vater und Opa. Seine Kinder Markus und Birgit. Urnenbeisetzung im engsten Familienkreis.</TD></TR>
<TR><TD BGCOLOR="#F0F0F0"><FONT FACE="Arial" SIZE=2><B>Schwester M. Adelgundis Fink</B><BR>Franziskanerin von Söflingen, im 89. Lebensjahr. Requiem in der Klosterkirche Mariä Himmelfahrt.</FONT></TD></TR>
</TABLE><P><FONT FACE="Arial" SIZE=1>Traueranzeige aufgeben: anzeigen(at)bestattungen-soeflingen(punkt)de</FONT>` },
    { path: '/ueber-uns.html', file: 'ueber-uns.html', title: 'Über uns - Bestattungen Söflingen',
      body: `<FONT FACE="Arial" SIZE=2><B>Über uns</B><P>
Unser Haus wurde 1923 von Schreinermeister Anton Rapp gegründet. Heute führen wir, Thomas Rapp und seine Frau Monika Rapp, das Bestattungshaus in vierter Generation. Unser Sohn Felix Rapp hat 2021 seine Prüfung zur Bestattungsfachkraft abgelegt und ist seitdem fest im Team.
<P>Die Trauerhalle wurde 1998 nach Plänen des Ulmer Architekten Otl Schäfer umgebaut.
<P><TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0>
<TR><TH>Name<TH>Aufgabe<TH>Telefon
<TR><TD>Thomas Rapp<TD>Inhaber, Bestattermeister<TD>0731 38 44 20
<TR><TD>Monika Rapp<TD>Trauerberatung, Büro<TD>0731 38 44 21
<TR><TD>Felix Rapp<TD>Bestattungsfachkraft<TD>0731 38 44 22
<TR><TD>Günter Hägele<TD>Überführungen<TD>&nbsp;
</TABLE>
</FONT>` },
    { path: '/impressum.html', file: 'impressum.html', title: 'Impressum - Bestattungen Söflingen',
      body: `<FONT FACE="Arial" SIZE=2><B>Impressum</B><P>Bestattungen Söflingen, Inh. Thomas Rapp e.K.<BR>Harthauser Straße 12, 89077 Ulm<BR>Telefon 0731 38 44 20<BR>E-Mail: info(at)bestattungen-soeflingen(punkt)de<BR>Registergericht: Amtsgericht Ulm, HRA 721144<BR>Zuständige Kammer: Handwerkskammer Ulm<BR>Inhaltlich verantwortlich: Thomas Rapp</FONT>` },
  ],
  truth: {
    emails: ['info@bestattungen-soeflingen.de', 'anzeigen@bestattungen-soeflingen.de'],
    emailKinds: { 'info@bestattungen-soeflingen.de': 'generic', 'anzeigen@bestattungen-soeflingen.de': 'role' },
    contacts: [
      { name: 'Thomas Rapp', title: 'Inhaber, Bestattermeister', role: 'owner' },
      { name: 'Monika Rapp', title: 'Trauerberatung, Büro', role: 'owner' },
      { name: 'Felix Rapp', title: 'Bestattungsfachkraft', role: 'other' },
      { name: 'Günter Hägele', title: 'Überführungen', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h057 Squarespace Gasthof, Alpbach Tirol (family, press, Impressum)
sites.push({
  id: 'h057-gasthof-inneralpbach', domain: 'gasthof-inneralpbach.at', language: 'de', shell: 'squarespace', brand: 'Gasthof Inneralpbach', slug: 'inneralpbach', htmlLang: 'de-AT',
  patterns: ['about-prose', 'team-grid', 'legal-notice', 'testimonials', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Willkommen'], ['/familie', 'Familie & Team'], ['/anfrage', 'Anfrage'], ['/impressum', 'Impressum']],
  placeholder: ['ihre.email@beispiel.at'],
  footer: S.sec(S.col(12, S.html('<p style="text-align:center">Gasthof Inneralpbach · Inneralpbach 41 · 6236 Alpbach · Tirol · <a href="mailto:urlaub@gasthof-inneralpbach.at">urlaub@gasthof-inneralpbach.at</a> · +43 5336 52 18</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Gasthof Inneralpbach · Familiengasthof im Alpbachtal',
      body: [
        S.sec(S.col(12, S.html('<h1>Seit 1896 ein Platz zum Ankommen</h1><p>18 Zimmer, Tiroler Küche und die Wiedersbergerhorn-Bahn vor der Haustür.</p>'))),
        S.sec(S.col(6, S.quote({ text: 'Ein Gasthof, wie man ihn in Tirol kaum mehr findet: ehrlich, herzlich, und der Kaiserschmarrn ist legendär.', source: 'Martina Holzer, Die Presse – Schaufenster' })), S.col(6, S.quote({ text: 'Wir kommen seit 22 Jahren jeden Winter. Sepp und Vroni sind Familie geworden.', source: 'Familie van Dijk, Utrecht' }))),
      ].join('\n') },
    { path: '/familie', file: 'familie.html', title: 'Familie & Team · Gasthof Inneralpbach',
      body: [
        S.sec(S.col(12, S.html(`<h2>Unsere Familie</h2>
<p>1896 kaufte Urgroßvater Johann Moser den alten Bauernhof in Inneralpbach und schenkte den ersten Wanderern Most und Speckbrot aus. Aus der Jausenstation wurde ein Gasthof, den vier Generationen Moser weitergeführt haben. Unser Großvater, der „Moser Hans“, war in den Sechzigern Skilehrer und hat halb Holland das Skifahren beigebracht.</p>
<p>Heute führen Josef „Sepp“ Moser und seine Frau Veronika Moser das Haus. Sepp steht in der Küche, wie schon sein Vater; Vroni kümmert sich um die Gäste, die Zimmer und die Buchhaltung. Seit 2020 ist ihre Tochter Theresa Moser mit an Bord – sie hat in Innsbruck Tourismus studiert und ist für Rezeption und Marketing zuständig. Und in der Küche steht Sepp seit fünfzehn Jahren Souschef Ferenc Tóth zur Seite.</p>`))),
        S.list([
          { title: 'Sepp Moser', desc: '<p>Gastgeber &amp; Küchenchef</p>', img: 'sepp.jpg' },
          { title: 'Vroni Moser', desc: '<p>Gastgeberin</p>', img: 'vroni.jpg' },
          { title: 'Theresa Moser', desc: '<p>Rezeption &amp; Marketing · <a href="mailto:theresa@gasthof-inneralpbach.at">theresa@gasthof-inneralpbach.at</a></p>', img: 'theresa.jpg' },
          { title: 'Ferenc Tóth', desc: '<p>Souschef</p>', img: 'ferenc.jpg' },
        ], 'Ihre Gastgeber'),
      ].join('\n') },
    { path: '/anfrage', file: 'anfrage.html', title: 'Anfrage · Gasthof Inneralpbach',
      body: S.sec(S.col(6, S.html('<h2>Unverbindliche Anfrage</h2><p>Schreiben Sie uns an <a href="mailto:urlaub@gasthof-inneralpbach.at?subject=Zimmeranfrage">urlaub@gasthof-inneralpbach.at</a> oder nutzen Sie das Formular.</p>')), S.col(6, S.form([{ type: 'name', label: 'Name', req: true }, { type: 'email', label: 'E-Mail', ph: 'ihre.email@beispiel.at', req: true }, { type: 'textarea', label: 'Anreise, Abreise, Personen' }], 'Anfrage senden'))) },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum · Gasthof Inneralpbach',
      body: S.sec(S.col(12, S.html('<h2>Impressum</h2><p>Gasthof Inneralpbach – Moser KG<br>Inneralpbach 41, 6236 Alpbach, Österreich<br>Firmenbuch: FN 214476 k, LG Innsbruck<br>UID: ATU 55218903<br>Unbeschränkt haftende Gesellschafter: Josef Moser, Veronika Moser<br>Mitglied der Wirtschaftskammer Tirol, Fachgruppe Hotellerie<br>E-Mail: urlaub@gasthof-inneralpbach.at</p>'))) },
  ],
  truth: {
    emails: ['urlaub@gasthof-inneralpbach.at', 'theresa@gasthof-inneralpbach.at'],
    emailKinds: { 'urlaub@gasthof-inneralpbach.at': 'generic', 'theresa@gasthof-inneralpbach.at': 'person' },
    emailOwners: { 'theresa@gasthof-inneralpbach.at': 'Theresa Moser' },
    contacts: [
      { name: 'Josef Moser', title: 'Gastgeber & Küchenchef', role: 'owner' },
      { name: 'Veronika Moser', title: 'Gastgeberin', role: 'owner' },
      { name: 'Theresa Moser', title: 'Rezeption & Marketing', role: 'marketing' },
      { name: 'Ferenc Tóth', title: 'Souschef', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h058 Webflow coffee roastery, Leipzig-Plagwitz (farmers, guest authors, Impressum)
sites.push({
  id: 'h058-roesterei-plagwitz-leipzig', domain: 'roesterei-plagwitz.de', language: 'de', shell: 'webflow', brand: 'Rösterei Plagwitz', slug: 'plagwitz',
  patterns: ['about-prose', 'team-grid', 'legal-notice', 'name-lookalikes', 'email-mailto', 'email-text'],
  nav: [['/', 'Kaffee'], ['/wir', 'Wir'], ['/journal', 'Journal'], ['/impressum', 'Impressum']],
  placeholder: ['deine@mail.de'],
  footer: `<div class="footer-wrap"><div>Rösterei Plagwitz · Karl-Heine-Straße 93 · 04229 Leipzig</div><a href="mailto:moin@roesterei-plagwitz.de" class="footer-link">moin@roesterei-plagwitz.de</a><form class="w-form"><input class="w-input" type="email" placeholder="deine@mail.de"><input class="w-button" type="submit" value="Newsletter"></form></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Rösterei Plagwitz · Spezialitätenkaffee aus Leipzig',
      body: `<section class="hero"><div class="container"><h1 class="h1">Kaffee, langsam geröstet am Karl-Heine-Kanal.</h1></div></section>
<section class="sorten"><div class="container">${W.dyn('sorte-grid', [
  `<div class="sorte-name">Kanal Espresso</div><div class="sorte-info">Brasilien · Äthiopien</div>`,
  `<div class="sorte-name">Finca La Esperanza</div><div class="sorte-info">Huehuetenango, Guatemala — von Doña Olga Recinos</div>`,
  `<div class="sorte-name">Gakenke</div><div class="sorte-info">Ruanda — Kooperative Abakundakawa</div>`,
])}</div></section>` },
    { path: '/wir', file: 'wir.html', title: 'Wir · Rösterei Plagwitz',
      body: `<section class="wir"><div class="container narrow"><h1 class="h1">Wir</h1><div class="rich-text w-richtext">
<p>Angefangen hat alles 2015 mit einem gebrauchten 5-Kilo-Probat in einer Garage in Lindenau. Jana Köhler hatte gerade ihr Studium der Lebensmitteltechnologie beendet, Paul Seidel war Barista im Café Kater Konrad. Ein Jahr später zogen sie in die alte Buntgarnwerke-Halle an der Karl-Heine-Straße, wo wir bis heute rösten.</p>
<p>Jana ist Röstmeisterin und kauft den Rohkaffee ein, Paul führt das Café und den Großhandel. Seit 2022 verstärkt uns Emre Yıldız als Röster, und Franzi – Franziska Lange – kümmert sich um den Onlineshop und den Versand.</p>
</div></div></section>
<section class="team"><div class="container">${W.dyn('team-list', [
  `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_jana.jpg" class="team-foto" alt=""><p class="team-text"><strong>Jana Köhler</strong><br>Gründerin · Röstmeisterin</p>`,
  `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_paul.jpg" class="team-foto" alt=""><p class="team-text"><strong>Paul Seidel</strong><br>Gründer · Café &amp; Großhandel<br>paul@roesterei-plagwitz.de</p>`,
  `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_emre.jpg" class="team-foto" alt=""><p class="team-text"><strong>Emre Yıldız</strong><br>Röster</p>`,
  `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_franzi.jpg" class="team-foto" alt=""><p class="team-text"><strong>Franziska Lange</strong><br>Onlineshop &amp; Versand<br>shop@roesterei-plagwitz.de</p>`,
])}</div></section>` },
    { path: '/journal', file: 'journal.html', title: 'Journal · Rösterei Plagwitz',
      body: `<section class="journal"><div class="container">${W.dyn('artikel-list', [
  `<a href="/journal/reise-huehuetenango" class="artikel w-inline-block"><div class="artikel-titel">Zu Besuch bei Doña Olga</div><div class="artikel-autor">von Jana Köhler</div></a>`,
  `<a href="/journal/wasserhaerte-leipzig" class="artikel w-inline-block"><div class="artikel-titel">Leipziger Wasser und Filterkaffee</div><div class="artikel-autor">Gastbeitrag von Prof. Dr. Heike Schubert, HTWK Leipzig</div></a>`,
  `<a href="/journal/barista-meisterschaft" class="artikel w-inline-block"><div class="artikel-titel">Meine Deutsche Barista-Meisterschaft</div><div class="artikel-autor">Gastbeitrag von Lukas Brenner</div></a>`,
])}</div></section>` },
    { path: '/impressum', file: 'impressum.html', title: 'Impressum · Rösterei Plagwitz',
      body: `<section class="impressum"><div class="container narrow"><h1 class="h1">Impressum</h1><div class="rich-text w-richtext"><p>Rösterei Plagwitz GmbH<br>Karl-Heine-Straße 93, 04229 Leipzig<br>Handelsregister: HRB 33418, Amtsgericht Leipzig</p><p>Vertreten durch die Geschäftsführer: Jana Köhler, Paul Seidel</p><p>Kontakt: <a href="mailto:moin@roesterei-plagwitz.de">moin@roesterei-plagwitz.de</a> · 0341 590 27 44</p></div></div></section>` },
  ],
  truth: {
    emails: ['moin@roesterei-plagwitz.de', 'paul@roesterei-plagwitz.de', 'shop@roesterei-plagwitz.de'],
    emailKinds: { 'moin@roesterei-plagwitz.de': 'generic', 'paul@roesterei-plagwitz.de': 'person', 'shop@roesterei-plagwitz.de': 'role' },
    emailOwners: { 'paul@roesterei-plagwitz.de': 'Paul Seidel' },
    contacts: [
      { name: 'Jana Köhler', title: 'Gründerin · Röstmeisterin', role: 'owner' },
      { name: 'Paul Seidel', title: 'Gründer · Café & Großhandel', role: 'owner' },
      { name: 'Emre Yıldız', title: 'Röster', role: 'other' },
      { name: 'Franziska Lange', title: 'Onlineshop & Versand', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h059 Elementor joinery, Oberstdorf (second generation, Premium Addons, Impressum)
sites.push({
  id: 'h059-schreinerei-breitach-oberstdorf', domain: 'schreinerei-breitach.de', language: 'de', shell: 'elementor', brand: 'Schreinerei Breitach', slug: 'breitach', skip: 'Zum Inhalt springen',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'legal-notice', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Start'], ['/ueber-uns/', 'Über uns'], ['/impressum/', 'Impressum']],
  agency: ['info@allgaeu-webwerk.de'],
  footer: E.sec(E.col(50, E.txt('<p>Schreinerei Breitach GmbH · Walserstraße 27 · 87561 Oberstdorf · 08322 96 14 70</p><p><a href="mailto:info@schreinerei-breitach.de">info@schreinerei-breitach.de</a></p>')), E.col(50, E.txt('<p style="font-size:11px">Website: Allgäu Webwerk · info@allgaeu-webwerk.de</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Schreinerei Breitach | Möbel, Innenausbau und Fenster in Oberstdorf',
      body: [
        E.sec(E.col(100, E.h('Holz aus dem Allgäu, Handwerk aus Oberstdorf', 'h1'), E.txt('<p>Maßmöbel, Küchen, Innenausbau für Hotels und Ferienwohnungen, Holzfenster.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'Die Zirbenstuben in unserem Hotel sind ein Traum – pünktlich zur Wintersaison fertig.', name: 'Andrea Berktold', job: 'Hotel Sonnenhalde, Oberstdorf' })), E.col(50, E.testimonial({ text: 'Unsere Küche aus Altholz bewundert jeder Besuch.', name: 'Familie Huber', job: 'Fischen im Allgäu' }))),
      ].join('\n') },
    { path: '/ueber-uns/', file: 'ueber-uns.html', title: 'Über uns | Schreinerei Breitach',
      body: [
        E.sec(E.col(100, E.h('Über uns', 'h1'), E.txt(`<p>Die Schreinerei hat mein Vater, Schreinermeister Alois Schraudolf, 1974 in der alten Sägmühle an der Breitach gegründet. Ich, Markus Schraudolf, habe 2008 meinen Meister gemacht und den Betrieb 2014 übernommen; der Vater kommt immer noch jeden Morgen in die Werkstatt und schaut, „ob alles passt“.</p>
<p>Heute sind wir neun Leute. Mein Werkstattleiter ist Andreas Jäger, der schon bei meinem Vater gelernt hat. Die Planung und das CAD macht Innenarchitektin Lisa Rietzler, und meine Frau Stefanie Schraudolf hält das Büro zusammen.</p>`))),
        E.sec(
          E.col(25, E.pa({ name: 'Markus Schraudolf', title: 'Schreinermeister · Geschäftsführer', bio: 'markus@schreinerei-breitach.de', img: 'https://schreinerei-breitach.de/wp-content/uploads/2021/04/markus.jpg' })),
          E.col(25, E.pa({ name: 'Andreas Jäger', title: 'Werkstattleiter', bio: '', img: 'https://schreinerei-breitach.de/wp-content/uploads/2021/04/andreas.jpg' })),
          E.col(25, E.pa({ name: 'Lisa Rietzler', title: 'Innenarchitektin · Planung', bio: 'planung@schreinerei-breitach.de', img: 'https://schreinerei-breitach.de/wp-content/uploads/2021/04/lisa.jpg' })),
          E.col(25, E.pa({ name: 'Stefanie Schraudolf', title: 'Büro & Buchhaltung', bio: '', img: 'https://schreinerei-breitach.de/wp-content/uploads/2021/04/stefanie.jpg' }))),
      ].join('\n') },
    { path: '/impressum/', file: 'impressum.html', title: 'Impressum | Schreinerei Breitach',
      body: E.sec(E.col(100, E.h('Impressum', 'h1'), E.txt('<p>Schreinerei Breitach GmbH<br>Walserstraße 27, 87561 Oberstdorf</p><p>Geschäftsführer: Markus Schraudolf<br>Registergericht: Amtsgericht Kempten, HRB 11902<br>USt-IdNr.: DE 261 447 803</p><p>Handwerkskammer für Schwaben, Betriebsnummer 0087214</p><p>E-Mail: info@schreinerei-breitach.de</p>'))) },
  ],
  truth: {
    emails: ['info@schreinerei-breitach.de', 'markus@schreinerei-breitach.de', 'planung@schreinerei-breitach.de'],
    emailKinds: { 'info@schreinerei-breitach.de': 'generic', 'markus@schreinerei-breitach.de': 'person', 'planung@schreinerei-breitach.de': 'role' },
    emailOwners: { 'markus@schreinerei-breitach.de': 'Markus Schraudolf' },
    contacts: [
      { name: 'Markus Schraudolf', title: 'Schreinermeister · Geschäftsführer', role: 'owner' },
      { name: 'Andreas Jäger', title: 'Werkstattleiter', role: 'operations' },
      { name: 'Lisa Rietzler', title: 'Innenarchitektin · Planung', role: 'other' },
      { name: 'Stefanie Schraudolf', title: 'Büro & Buchhaltung', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h060 Divi trade association, Wangen im Allgäu (directory)
const gewerbeWangen = [
  ['Bäckerei Rist', 'Herrenstraße 14', 'Martin Rist'],
  ['Buchhandlung Gebhard', 'Paradiesstraße 3', 'Ursula Gebhard'],
  ['Elektro Sauter GmbH', 'Lindauer Straße 70', 'Jürgen Sauter'],
  ['Metzgerei Kling', 'Bindstraße 9', 'Klaus Kling'],
  ['Optik am Saumarkt', 'Saumarkt 2', 'Vanessa Erath'],
  ['Käserei Bergblick', 'Ratzenried', 'Franz Hölzle'],
  ['Autohaus Waibel', 'Ravensburger Straße 118', 'Stefan Waibel'],
  ['Modehaus Fürst', 'Herrenstraße 31', 'Claudia Fürst'],
  ['Apotheke am Ravensburger Tor', 'Bindstraße 1', 'Dr. Michael Heinzelmann'],
  ['Malerbetrieb Boscher', 'Niederwangen', 'Tobias Boscher'],
  ['Gasthaus Rössle', 'Spitalstraße 6', 'Irmgard und Kurt Rauch'],
  ['Fahrrad Allgäu', 'Leutkircher Straße 22', 'Simon Zwisler'],
  ['Steuerbüro Knöpfler', 'Postplatz 4', 'Annette Knöpfler'],
  ['Friseur Haarwerk', 'Marktplatz 11', 'Denise Schad'],
  ['Schreibwaren Mayer', 'Herrenstraße 5', 'Wolfgang Mayer'],
  ['Zimmerei Hagg', 'Deuchelried', 'Bernd Hagg'],
  ['Blumen Eberhardt', 'Zunfthausgasse 2', 'Petra Eberhardt'],
  ['Sanitär Ruepp', 'Isny-Straße 40', 'Georg Ruepp'],
];
sites.push({
  id: 'h060-gewerbeverein-wangen-allgaeu', domain: 'gewerbeverein-wangen.de', language: 'de', shell: 'divi', brand: 'Gewerbe- und Handelsverein Wangen', slug: 'ghv', selectPage: 'Seite wählen',
  patterns: ['directory', 'about-prose', 'team-grid', 'legal-notice', 'email-obfuscated', 'email-mailto', 'name-lookalikes'],
  nav: [['/', 'Start'], ['/verein/', 'Verein & Vorstand'], ['/mitglieder/', 'Mitglieder'], ['/impressum/', 'Impressum']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Gewerbe- und Handelsverein Wangen im Allgäu e.V. · Marktplatz 1 · 88239 Wangen · <a href="mailto:info@gewerbeverein-wangen.de">info@gewerbeverein-wangen.de</a></p></div></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Gewerbe- und Handelsverein Wangen im Allgäu',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Einkaufen, wo man sich kennt</h1><p>Über 200 Betriebe aus Handel, Handwerk, Gastronomie und Dienstleistung. Wangener Einkaufsgutschein, verkaufsoffene Sonntage, Altstadtfest.</p><p><a href="/mitglieder/">Zum Mitgliederverzeichnis</a></p>')))) },
    { path: '/verein/', file: 'verein.html', title: 'Verein & Vorstand | GHV Wangen',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>Verein &amp; Vorstand</h1><p>Der Verein wurde 1949 von Wangener Kaufleuten um den Textilhändler Hermann Fürst gegründet. Seit 2019 ist Claudia Fürst – seine Enkelin, Inhaberin des Modehauses Fürst – erste Vorsitzende. Die Geschäftsstelle leitet Jörg Ehrle, der einzige hauptamtliche Mitarbeiter des Vereins.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Claudia Fürst', title: '1. Vorsitzende', bio: '<p>Modehaus Fürst</p>', img: '/wp-content/uploads/2023/02/fuerst.jpg' })),
          D.col('1_3', D.team({ name: 'Stefan Waibel', title: '2. Vorsitzender', bio: '<p>Autohaus Waibel</p>', img: '/wp-content/uploads/2023/02/waibel.jpg' })),
          D.col('1_3', D.team({ name: 'Jörg Ehrle', title: 'Geschäftsstellenleiter', bio: '<p>j.ehrle (at) gewerbeverein-wangen (punkt) de<br>07522 91 40 33</p>', img: '/wp-content/uploads/2023/02/ehrle.jpg' })))),
      ].join('\n') },
    { path: '/mitglieder/', file: 'mitglieder.html', title: 'Mitglieder | GHV Wangen',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Mitgliederverzeichnis</h1><table class="mitglieder"><thead><tr><th>Betrieb</th><th>Adresse</th><th>Ansprechpartner</th></tr></thead><tbody>
${gewerbeWangen.map(([b, a, p]) => `<tr><td>${b}</td><td>${a}</td><td>${p}</td></tr>`).join('\n')}
</tbody></table><p>Neue Mitglieder: mitglieder (at) gewerbeverein-wangen (punkt) de</p>`)))) },
    { path: '/impressum/', file: 'impressum.html', title: 'Impressum | GHV Wangen',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Impressum</h1><p>Gewerbe- und Handelsverein Wangen im Allgäu e.V.<br>Marktplatz 1, 88239 Wangen im Allgäu<br>Vereinsregister: Amtsgericht Ulm, VR 620118</p><p>Vertretungsberechtigter Vorstand: Claudia Fürst (1. Vorsitzende), Stefan Waibel (2. Vorsitzender)</p><p>E-Mail: info@gewerbeverein-wangen.de</p>`)))) },
  ],
  truth: {
    emails: ['info@gewerbeverein-wangen.de', 'j.ehrle@gewerbeverein-wangen.de', 'mitglieder@gewerbeverein-wangen.de'],
    emailKinds: { 'info@gewerbeverein-wangen.de': 'generic', 'j.ehrle@gewerbeverein-wangen.de': 'person', 'mitglieder@gewerbeverein-wangen.de': 'role' },
    emailOwners: { 'j.ehrle@gewerbeverein-wangen.de': 'Jörg Ehrle' },
    contacts: [
      { name: 'Claudia Fürst', title: '1. Vorsitzende', role: 'owner' },
      { name: 'Stefan Waibel', title: '2. Vorsitzender', role: 'other' },
      { name: 'Jörg Ehrle', title: 'Geschäftsstellenleiter', role: 'operations' },
    ],
  },
});

export default sites;
