import { wpHead, elementorCss, wixHead, wixFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b069 German dental practice, Elementor, Impressum, agency credit
const b069 = (() => {
  const d = 'zahnarzt-am-schlossgarten.de';
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Zahnarztpraxis am Schlossgarten in Stuttgart-Mitte: Prophylaxe, Implantate, Kinderzahnheilkunde, Angstpatienten.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-8', extra: elementorCss(d, 8) });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const col = (w, inner) => `<div class="elementor-column elementor-col-${w} elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
  const sec = (inner) => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
  const header = `<div data-elementor-type="header" class="elementor elementor-location-header">${sec(col(33, ew('theme-site-logo', `<a href="https://${d}"><img src="https://${d}/wp-content/uploads/2022/11/logo-schlossgarten.svg" alt="Zahnarztpraxis am Schlossgarten"></a>`)) + col(66, ew('nav-menu', `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu"><li class="menu-item"><a href="https://${d}/" class="elementor-item">Start</a></li><li class="menu-item"><a href="https://${d}/leistungen/" class="elementor-item">Leistungen</a></li><li class="menu-item"><a href="https://${d}/praxisteam/" class="elementor-item">Praxisteam</a></li><li class="menu-item"><a href="https://${d}/kontakt/" class="elementor-item">Kontakt</a></li></ul></nav>`)))}</div>`;
  const footer = `<div data-elementor-type="footer" class="elementor elementor-location-footer">${sec(col(50, ew('text-editor', '<p>Zahnarztpraxis am Schlossgarten<br>Königstraße 41, 70173 Stuttgart<br>Telefon 0711 22 94 61-0<br><a href="mailto:praxis@zahnarzt-am-schlossgarten.de">praxis@zahnarzt-am-schlossgarten.de</a></p>')) + col(50, ew('text-editor', `<p><a href="https://${d}/impressum/">Impressum</a> · <a href="https://${d}/datenschutz/">Datenschutz</a></p><p>Webdesign: <a href="https://medienwerk-neckar.de">Medienwerk Neckar</a> · info@medienwerk-neckar.de</p>`)))}</div></body></html>`;
  const mem = (img, name, title) => col(25, ew('image-box', `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="https://${d}/wp-content/uploads/2022/11/${img}" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description">${title}</p></div></div>`));
  const index = head('Zahnarztpraxis am Schlossgarten – Zahnarzt Stuttgart-Mitte') + header + `<main>${sec(col(100, ew('heading', '<h1 class="elementor-heading-title elementor-size-xl">Entspannt zum Zahnarzt – mitten in Stuttgart</h1>') + ew('text-editor', '<p>Prophylaxe, Implantologie, Endodontie und Kinderzahnheilkunde. Alle Kassen und Privat. Termine auch am Samstagvormittag.</p><p>Terminanfragen gerne per E-Mail an <a href="mailto:termine@zahnarzt-am-schlossgarten.de?subject=Terminanfrage">termine@zahnarzt-am-schlossgarten.de</a>.</p>')))}</main>` + footer;
  const team = head('Praxisteam – Zahnarztpraxis am Schlossgarten') + header + `<main>${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">Unser Praxisteam</h2>')))}
${sec(mem('dr-katharina-wendt.jpg', 'Dr. med. dent. Katharina Wendt', 'Zahnärztin, Praxisinhaberin') + mem('jonas-albrecht.jpg', 'Jonas Albrecht', 'Zahnarzt (angestellt)') + mem('selin-yilmaz.jpg', 'Selin Yılmaz', 'Dentalhygienikerin') + mem('petra-hahn.jpg', 'Petra Hahn', 'Praxismanagerin'))}</main>` + footer;
  const kontakt = head('Kontakt – Zahnarztpraxis am Schlossgarten') + header + `<main>${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">Kontakt</h2>') + ew('text-editor', '<p>Mo, Di, Do 8–19 Uhr · Mi, Fr 8–14 Uhr · Sa 9–12 Uhr (nach Vereinbarung)</p><p>U-Bahn Schlossplatz, Parkhaus Königsbau.</p>')))}</main>` + footer;
  const impressum = head('Impressum – Zahnarztpraxis am Schlossgarten') + header + `<main><div class="page-content">
<h1>Impressum</h1>
<p><strong>Angaben gemäß § 5 DDG</strong></p>
<p>Zahnarztpraxis am Schlossgarten<br>Inhaberin: Dr. med. dent. Katharina Wendt<br>Königstraße 41<br>70173 Stuttgart</p>
<p>Telefon: 0711 22 94 61-0<br>E-Mail: praxis@zahnarzt-am-schlossgarten.de</p>
<p><strong>Berufsbezeichnung:</strong> Zahnärztin (verliehen in der Bundesrepublik Deutschland)<br><strong>Zuständige Kammer:</strong> Landeszahnärztekammer Baden-Württemberg, Albstadtweg 9, 70567 Stuttgart<br><strong>Aufsichtsbehörde:</strong> Kassenzahnärztliche Vereinigung Baden-Württemberg</p>
<p>Berufsrechtliche Regelungen: Heilberufe-Kammergesetz, Berufsordnung der Landeszahnärztekammer Baden-Württemberg.</p>
<p><strong>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:</strong> Dr. Katharina Wendt, Anschrift wie oben, dr.wendt@zahnarzt-am-schlossgarten.de</p>
</div></main>` + footer;
  return {
    id: 'b069-zahnarzt-am-schlossgarten', domain: d, language: 'de',
    patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'junk-agency', 'email-text'],
    pages: { '/': ['index.html', index], '/praxisteam/': ['praxisteam.html', team], '/kontakt/': ['kontakt.html', kontakt], '/impressum/': ['impressum.html', impressum] },
    truth: {
      emails: ['dr.wendt@zahnarzt-am-schlossgarten.de', 'praxis@zahnarzt-am-schlossgarten.de', 'termine@zahnarzt-am-schlossgarten.de'],
      emailKinds: { 'dr.wendt@zahnarzt-am-schlossgarten.de': 'person', 'praxis@zahnarzt-am-schlossgarten.de': 'generic', 'termine@zahnarzt-am-schlossgarten.de': 'role' },
      emailOwners: { 'dr.wendt@zahnarzt-am-schlossgarten.de': 'Katharina Wendt' },
      contacts: [
        { name: 'Katharina Wendt', title: 'Zahnärztin, Praxisinhaberin', role: 'owner' },
        { name: 'Jonas Albrecht', title: 'Zahnarzt (angestellt)', role: 'other' },
        { name: 'Selin Yılmaz', title: 'Dentalhygienikerin', role: 'other' },
        { name: 'Petra Hahn', title: 'Praxismanagerin', role: 'operations' },
      ],
      junk: ['info@medienwerk-neckar.de'],
    },
  };
})();

// ---------------------------------------------------------------- b070 German funeral home, Traueranzeigen, Impressum Inhaber, (at)
const b070 = (() => {
  const d = 'bestattungen-kuehn.de';
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Bestattungshaus Kühn in Kassel – Erd-, Feuer- und Seebestattungen, Trauerfeiern, Bestattungsvorsorge.', domain: d, theme: 'generatepress', bodyClass: 'no-sidebar nav-below-header' });
  const header = `<header class="site-header"><div class="inside-header grid-container"><div class="site-branding"><p class="main-title"><a href="https://${d}/" rel="home">Bestattungshaus Kühn</a></p><p class="site-description">Seit 1921 in Kassel</p></div></div></header>
<nav class="main-navigation"><div class="inside-navigation grid-container"><ul class="menu sf-menu"><li class="menu-item"><a href="https://${d}/">Startseite</a></li><li class="menu-item"><a href="https://${d}/traueranzeigen/">Traueranzeigen</a></li><li class="menu-item"><a href="https://${d}/vorsorge/">Vorsorge</a></li><li class="menu-item"><a href="https://${d}/impressum/">Impressum</a></li></ul></div></nav>
<div class="site grid-container"><div class="site-content"><main class="site-main"><article class="page"><div class="inside-article"><div class="entry-content">`;
  const footer = `</div></div></article></main></div></div>
<footer class="site-info"><div class="inside-site-info grid-container"><p>Bestattungshaus Kühn · Wilhelmshöher Allee 212 · 34119 Kassel · Tag und Nacht erreichbar: 0561 31 22 80 · info (at) bestattungen-kuehn (punkt) de</p></div></footer>
</body></html>`;
  const anz = [
    ['Gertrud Schäfer', 'geb. Hoffmann', '* 12. Mai 1934 † 6. März 2024', 'In stiller Trauer: Klaus und Monika Schäfer mit Lea und Tim', 'Die Trauerfeier findet am Freitag, 15. März 2024, um 11 Uhr in der Kapelle des Hauptfriedhofs Kassel statt.'],
    ['Heinz-Werner Kühn', '', '* 3. Januar 1947 † 4. März 2024', 'Wir vermissen dich: Ingrid Kühn, Sabine und Frank', 'Die Urnenbeisetzung findet im engsten Familienkreis statt. (Nicht verwandt mit den Inhabern des Bestattungshauses.)'],
    ['Dr. Friedrich Lange', '', '* 28. Oktober 1939 † 1. März 2024', 'Im Namen aller Angehörigen: Dorothea Lange', 'Trauergottesdienst am Mittwoch, 13. März, 14 Uhr, Martinskirche Kassel.'],
    ['Anneliese Wagner', 'geb. Becker', '* 17. Juli 1929 † 27. Februar 2024', 'Deine Kinder Jürgen, Renate und Ute mit Familien', 'Beisetzung auf dem Friedhof Wehlheiden am 8. März.'],
  ];
  const index = head('Bestattungshaus Kühn – Bestatter in Kassel') + header + `<h1>Wir sind für Sie da – in der schwersten Zeit</h1>
<p>Seit über hundert Jahren begleiten wir Kasseler Familien im Trauerfall: Überführung, Behördengänge, Trauerfeier, Grabstelle, Traueranzeigen und Dankeskarten.</p>
<p>Im Trauerfall rufen Sie uns bitte jederzeit an: <strong>0561 31 22 80</strong>.</p>
<h2>Aktuelle Traueranzeigen</h2><ul>${anz.map(([n]) => `<li><a href="https://${d}/traueranzeigen/">${n}</a></li>`).join('')}</ul>` + footer;
  const tr = head('Traueranzeigen – Bestattungshaus Kühn') + header + `<h1>Traueranzeigen</h1>
${anz.map(([n, g, dates, fam, feier]) => `<div class="traueranzeige"><p class="kreuz">✝</p><h3>${n}</h3>${g ? `<p class="geb">${g}</p>` : ''}<p class="daten">${dates}</p><p class="familie">${fam}</p><p>${feier}</p><p><a href="https://${d}/traueranzeigen/">Kondolenz schreiben</a></p></div>`).join('\n')}
<h2>Online-Kondolenzbuch</h2><form class="kondolenz"><input type="text" placeholder="Ihr Name"><input type="email" placeholder="ihre@email.de"><textarea placeholder="Ihre Anteilnahme"></textarea><button>Absenden</button></form>` + footer;
  const vorsorge = head('Vorsorge – Bestattungshaus Kühn') + header + `<h1>Bestattungsvorsorge</h1><p>Regeln Sie Ihre Wünsche zu Lebzeiten. Wir beraten Sie kostenlos und unverbindlich – auch bei Ihnen zu Hause.</p>` + footer;
  const imp = head('Impressum – Bestattungshaus Kühn') + header + `<h1>Impressum</h1>
<p>Bestattungshaus Kühn e.K.<br>Inhaber: Matthias Kühn, Bestattermeister<br>Wilhelmshöher Allee 212<br>34119 Kassel</p>
<p>Telefon: 0561 31 22 80<br>E-Mail: info (at) bestattungen-kuehn (punkt) de</p>
<p>Registergericht: Amtsgericht Kassel, HRA 14 522<br>USt-IdNr.: DE 113 447 890</p>
<p>Zuständige Handwerkskammer: Handwerkskammer Kassel. Mitglied im Bundesverband Deutscher Bestatter e.V.</p>` + footer;
  return {
    id: 'b070-bestattungshaus-kuehn', domain: d, language: 'de',
    patterns: ['obituary', 'legal-notice', 'builder-wordpress', 'email-obfuscated', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/traueranzeigen/': ['traueranzeigen.html', tr], '/vorsorge/': ['vorsorge.html', vorsorge], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['info@bestattungen-kuehn.de'],
      emailKinds: { 'info@bestattungen-kuehn.de': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Matthias Kühn', title: 'Inhaber', role: 'owner' },
      ],
      junk: ['ihre@email.de'],
    },
  };
})();

// ---------------------------------------------------------------- b071 German trade association, member list, board table
const b071 = (() => {
  const d = 'gewerbeverein-ottobrunn.de';
  const branchen = ['Bäckerei', 'Metzgerei', 'Friseur', 'Elektro', 'Sanitär', 'Steuerberatung', 'Versicherung', 'Apotheke', 'Optik', 'Autohaus', 'Blumen', 'Buchhandlung', 'Fahrschule', 'Physiotherapie', 'Schreinerei', 'Malerbetrieb', 'Reisebüro', 'Gastronomie', 'Immobilien', 'IT-Service'];
  const namen = ['Huber', 'Maier', 'Schmid', 'Wimmer', 'Gruber', 'Bauer', 'Hofmann', 'Brandl', 'Lechner', 'Stadler', 'Fischer', 'Obermeier', 'Kellner', 'Seidl', 'Pichler', 'Zeller', 'Moser', 'Wagner', 'Eder', 'Reiter'];
  const vor = ['Andreas', 'Monika', 'Stefan', 'Claudia', 'Thomas', 'Sabine', 'Michael', 'Birgit', 'Josef', 'Karin', 'Martin', 'Gabriele', 'Florian', 'Susanne', 'Christian'];
  const mitglieder = [];
  const mails = [];
  for (let i = 0; i < 80; i++) {
    const b = branchen[i % branchen.length];
    const n = namen[(i * 3) % namen.length];
    const firm = `${b} ${n}`;
    const inh = `${vor[(i * 7) % vor.length]} ${n}`;
    let mail = '';
    if (i % 7 === 3) { mail = `info@${b.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/[^a-z]/g, '')}-${n.toLowerCase()}.de`; mails.push(mail); }
    mitglieder.push(`<tr><td>${firm}</td><td>${inh}</td><td>${['Ranhazweg', 'Putzbrunner Straße', 'Rosenheimer Landstraße', 'Unterhachinger Straße', 'Friedenstraße', 'Haidgraben'][i % 6]} ${1 + (i * 13) % 120}</td><td>089 60 ${String(10000 + i * 371).slice(0, 5)}</td><td>${mail}</td></tr>`);
  }
  const h = (t) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/typo3conf/ext/gvo_site/Resources/Public/Css/main.css">
<meta name="generator" content="TYPO3 CMS">
</head>
<body id="p1">
<div class="page"><header class="header"><a href="/" class="logo"><img src="/fileadmin/gvo/logo-gewerbeverein.png" alt="Gewerbeverein Ottobrunn e.V."></a>
<nav class="mainnav"><ul><li><a href="/">Startseite</a></li><li><a href="/mitglieder">Mitglieder</a></li><li><a href="/vorstand">Vorstand</a></li><li><a href="/impressum">Impressum</a></li></ul></nav></header>
<div class="content"><div id="c12" class="frame frame-default frame-type-text frame-layout-0">
`;
  const f = `</div></div>
<footer class="footer"><p>Gewerbeverein Ottobrunn e.V. · Rathausstraße 3 · 85521 Ottobrunn · <a href="mailto:info@gewerbeverein-ottobrunn.de">info@gewerbeverein-ottobrunn.de</a></p></footer></div>
</body></html>`;
  const index = h('Gewerbeverein Ottobrunn e.V.') + `<h1>Willkommen beim Gewerbeverein Ottobrunn</h1><p>Über 180 Betriebe aus Handel, Handwerk, Dienstleistung und Gastronomie haben sich im Gewerbeverein zusammengeschlossen. Wir organisieren den Ottobrunner Frühlingsmarkt, die lange Einkaufsnacht und den Adventsmarkt am Rathausplatz.</p>
<h2>Newsletter</h2><form><input type="email" placeholder="max@mustermann.de"><button>Anmelden</button></form>` + f;
  const mit = h('Mitgliederverzeichnis – Gewerbeverein Ottobrunn') + `<h1>Mitgliederverzeichnis</h1><table class="contenttable"><thead><tr><th>Betrieb</th><th>Inhaber/in</th><th>Adresse</th><th>Telefon</th><th>E-Mail</th></tr></thead><tbody>
${mitglieder.join('\n')}
</tbody></table>` + f;
  const vorstand = h('Vorstand – Gewerbeverein Ottobrunn') + `<h1>Der Vorstand</h1>
<table class="contenttable">
<tr><td>1. Vorsitzender</td><td>Georg Obermeier</td><td>Obermeier Elektrotechnik GmbH</td></tr>
<tr><td>2. Vorsitzende</td><td>Claudia Seidl</td><td>Seidl Optik</td></tr>
<tr><td>Schatzmeister</td><td>Franz Lechner</td><td>Lechner Steuerberatung</td></tr>
<tr><td>Schriftführerin</td><td>Ursula Brandl</td><td>Reisebüro Brandl</td></tr>
</table>
<p>Geschäftsstelle: Anja Reiter, Mo–Mi 9–12 Uhr, <a href="mailto:geschaeftsstelle@gewerbeverein-ottobrunn.de">geschaeftsstelle@gewerbeverein-ottobrunn.de</a></p>` + f;
  const imp = h('Impressum – Gewerbeverein Ottobrunn') + `<h1>Impressum</h1><p>Gewerbeverein Ottobrunn e.V.<br>Rathausstraße 3, 85521 Ottobrunn</p><p>Vertretungsberechtigter Vorstand: Georg Obermeier (1. Vorsitzender), Claudia Seidl (2. Vorsitzende)</p><p>Registergericht: Amtsgericht München, VR 71234</p><p>E-Mail: info@gewerbeverein-ottobrunn.de</p>` + f;
  return {
    id: 'b071-gewerbeverein-ottobrunn', domain: d, language: 'de',
    patterns: ['directory', 'team-table', 'legal-notice', 'email-mailto', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/mitglieder': ['mitglieder.html', mit], '/vorstand': ['vorstand.html', vorstand], '/impressum': ['impressum.html', imp] },
    truth: {
      emails: ['info@gewerbeverein-ottobrunn.de', 'geschaeftsstelle@gewerbeverein-ottobrunn.de'],
      emailKinds: { 'info@gewerbeverein-ottobrunn.de': 'generic', 'geschaeftsstelle@gewerbeverein-ottobrunn.de': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Georg Obermeier', title: '1. Vorsitzender', role: 'owner' },
        { name: 'Claudia Seidl', title: '2. Vorsitzende', role: 'other' },
        { name: 'Franz Lechner', title: 'Schatzmeister', role: 'other' },
        { name: 'Ursula Brandl', title: 'Schriftführerin', role: 'other' },
        { name: 'Anja Reiter', title: 'Geschäftsstelle', role: 'operations' },
      ],
      junk: ['max@mustermann.de', ...mails],
    },
  };
})();

// ---------------------------------------------------------------- b072 Austrian inn on Wix, nobody named, no email
const b072 = (() => {
  const d = 'gasthaus-zur-linde.at';
  const head = (t) => wixHead({ lang: 'de', title: t, desc: 'Traditionelles Gasthaus im Salzkammergut: Wiener Schnitzel, Kasnocken, Seesaibling aus dem Attersee.', domain: d, dsn: '2e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b@sentry-next.wixpress.com/45' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-n1a2b3c4" class="wixui-rich-text"><h2 class="font_2"><span class="wixui-rich-text__text">Gasthaus zur Linde</span></h2></div><nav id="comp-n1a2b3d5" class="wixui-horizontal-menu"><ul><li><a href="https://www.${d}">Home</a></li><li><a href="https://www.${d}/speisekarte">Speisekarte</a></li><li><a href="https://www.${d}/impressum">Impressum</a></li></ul></nav></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-n9z8y7x6" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">Gasthaus zur Linde · Seestraße 14 · 4864 Attersee am Attersee · Tel. +43 7666 7742</span></p><p class="font_9"><span class="wixui-rich-text__text">Tischreservierung bitte telefonisch oder über das Kontaktformular.</span></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Gasthaus zur Linde | Attersee') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-n2b3c4d5" class="wixui-section">
${rt('comp-n2b3c4e6', '<h1 class="font_2"><span class="wixui-rich-text__text">Griaß di!</span></h1><p class="font_8"><span class="wixui-rich-text__text">Seit 1898 kochen wir im Gasthaus zur Linde bodenständig und saisonal. Gastgarten mit Seeblick unter der 300-jährigen Linde.</span></p><p class="font_8"><span class="wixui-rich-text__text">Öffnungszeiten: Mittwoch bis Sonntag 11:30–21:30 Uhr, Montag und Dienstag Ruhetag.</span></p>')}
<div id="comp-n2b3c4f7" class="wixui-form"><form><input type="text" placeholder="Name"><input type="email" placeholder="E-Mail-Adresse"><input type="text" placeholder="Datum und Personenzahl"><button><span>Reservierung anfragen</span></button></form></div>
</section></div></main>` + ftr + wixFoot();
  const karte = head('Speisekarte | Gasthaus zur Linde') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-n3c4d5e6" class="wixui-section">
${rt('comp-n3c4d5f7', '<h2 class="font_2">Speisekarte</h2><ul class="font_8"><li><p><span>Wiener Schnitzel vom Kalb mit Erdäpfelsalat – 22,50 €</span></p></li><li><p><span>Gebratener Attersee-Saibling – 24,90 €</span></p></li><li><p><span>Kasnocken mit Röstzwiebeln – 14,50 €</span></p></li><li><p><span>Kaiserschmarrn mit Zwetschkenröster – 11,90 €</span></p></li><li><p><span>Sachertorte nach Art des Hauses – 5,90 €</span></p></li></ul>')}
</section></div></main>` + ftr + wixFoot();
  const imp = head('Impressum | Gasthaus zur Linde') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-n4d5e6f7" class="wixui-section">
${rt('comp-n4d5e6a8', '<h2 class="font_2">Impressum</h2><p class="font_8"><span>Informationspflicht laut § 5 ECG und Offenlegung laut § 25 MedienG</span></p><p class="font_8"><span>Gasthaus zur Linde GmbH</span><br><span>Seestraße 14, 4864 Attersee am Attersee</span><br><span>Firmenbuchnummer: FN 312456 k, Firmenbuchgericht: Landesgericht Wels</span><br><span>UID: ATU 64123456</span><br><span>Tel.: +43 7666 7742</span></p><p class="font_8"><span>Mitglied der Wirtschaftskammer Oberösterreich, Fachgruppe Gastronomie. Gewerbeordnung: www.ris.bka.gv.at</span></p>')}
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b072-gasthaus-zur-linde', domain: d, language: 'de',
    robots: '# by wix.com\nUser-agent: *\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: https://www.' + d + '/sitemap.xml\n',
    patterns: ['builder-wix', 'no-email', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/speisekarte': ['speisekarte.html', karte], '/impressum': ['impressum.html', imp] },
    truth: { emails: [], emailKinds: {}, emailOwners: {}, contacts: [], junk: ['2e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b@sentry-next.wixpress.com'] },
  };
})();

export const sitesDe1 = [b069, b070, b071, b072];
