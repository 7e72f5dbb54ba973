import { T } from "./lib.mjs";

export const sites = [];

// j041 — joinery in Wiggensbach (Allgäu): hand-written, "Seit 1987 führt …", Impressum Inhaber, (at)/(punkt) addresses
{
  const dom = "schreinerei-rietzler.de";
  const pg = (t, body) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="description" content="Schreinerei Rietzler in Wiggensbach: Möbel nach Maß, Küchen, Zirbenholz, Fenster und Türen.">
<link rel="stylesheet" href="/css/rietzler.css">
</head>
<body>
<div id="kopf"><img src="/bilder/rietzler-logo.gif" alt="Schreinerei Rietzler" width="260" height="70"></div>
<div id="navi"><a href="/">Startseite</a> | <a href="/ueber-uns.html">Über uns</a> | <a href="/moebel.html">Unsere Möbel</a> | <a href="/impressum.html">Impressum</a></div>
<div id="inhalt">
${body}
</div>
<div id="fuss">Schreinerei Rietzler · Kemptener Straße 22 · 87487 Wiggensbach · Tel. 08370 / 92 14 60 · info (at) schreinerei-rietzler (punkt) de</div>
</body>
</html>`;
  sites.push({
    id: "j041-schreinerei-rietzler-wiggensbach",
    domain: dom,
    patterns: ["hand-written", "about-prose", "legal-notice", "name-lookalikes", "email-obfuscated", "email-text", "email-footer"],
    pages: {
      "/": ["index.html", pg("Schreinerei Rietzler – Wiggensbach im Allgäu", `
<h1>Handwerk aus Massivholz – seit drei Generationen</h1>
<p>Ob Einbauschrank, Küche, Haustür oder ein ganzes Zirbenschlafzimmer: wir planen, bauen und montieren alles in unserer Werkstatt in Wiggensbach.</p>
<p><b>Öffnungszeiten Werkstatt:</b> Mo–Do 7:00–12:00 und 13:00–17:00 Uhr, Fr 7:00–12:00 Uhr. Beratung gerne auch samstags nach Vereinbarung.</p>
<p>Sie finden uns an der Kemptener Straße, gleich neben dem Gasthof Goldenes Kreuz.</p>`)],
      "/ueber-uns.html": ["ueber-uns.html", pg("Über uns – Schreinerei Rietzler", `
<h1>Über uns</h1>
<p>Gegründet wurde die Schreinerei 1958 von Anton Rietzler in einer ehemaligen Scheune am Ortsrand. Seit 1987 führt sein Sohn Josef Rietzler, Schreinermeister und Inhaber, den Betrieb und hat ihn zu dem gemacht, was er heute ist: eine Werkstatt mit sieben Mitarbeitern, CNC-Fräse und eigener Trockenkammer.</p>
<p>Inzwischen steht ihm sein Sohn Florian Rietzler zur Seite, ebenfalls Schreinermeister und staatlich geprüfter Holztechniker, der sich vor allem um Planung und Aufmaß kümmert. Anfragen zu Küchen und Innenausbau erreichen ihn direkt unter florian (at) schreinerei-rietzler (punkt) de.</p>
<p>Das Büro, die Angebote und die Buchhaltung liegen in den Händen von Monika Rietzler.</p>
<p><img src="/bilder/werkstatt-1962.jpg" alt="Die Werkstatt 1962" width="420"></p>`)],
      "/moebel.html": ["moebel.html", pg("Unsere Möbel – Schreinerei Rietzler", `
<h1>Unsere Möbel</h1>
<table cellpadding="6">
<tr><td><img src="/bilder/stuhl-kathrin.jpg" width="180" alt=""></td><td><b>Stuhl „Kathrin“</b><br>Eiche geölt, Sitz mit Wiener Geflecht. Ab 390 €.</td></tr>
<tr><td><img src="/bilder/bett-luis.jpg" width="180" alt=""></td><td><b>Zirbenbett „Luis“</b><br>Massive Zirbe aus Tirol, metallfrei gesteckt. Ab 2.450 €.</td></tr>
<tr><td><img src="/bilder/tisch-grünten.jpg" width="180" alt=""></td><td><b>Esstisch „Grünten“</b><br>Ulme mit Baumkante, bis 3 m Länge.</td></tr>
</table>`)],
      "/impressum.html": ["impressum.html", pg("Impressum – Schreinerei Rietzler", `
<h1>Impressum</h1>
<p>Angaben gemäß § 5 DDG:</p>
<p>Schreinerei Rietzler<br>Inhaber: Josef Rietzler<br>Kemptener Straße 22<br>87487 Wiggensbach</p>
<p>Telefon: 08370 / 92 14 60<br>Telefax: 08370 / 92 14 61<br>E-Mail: info (at) schreinerei-rietzler (punkt) de</p>
<p>USt-IdNr.: DE 128 447 903<br>Eingetragen in der Handwerksrolle der Handwerkskammer für Schwaben, Betriebsnummer 1187455</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Josef Rietzler (Anschrift wie oben)</p>`)],
    },
    truth: T(
      { [`info@${dom}`]: "generic", [`florian@${dom}`]: ["person", "Florian Rietzler"] },
      [
        ["Josef Rietzler", "Schreinermeister und Inhaber", "owner"],
        ["Florian Rietzler", "Schreinermeister und staatlich geprüfter Holztechniker", "other"],
        ["Monika Rietzler", null, "operations"],
      ],
      [],
    ),
  });
}

// j042 — dental practice in Leibnitz (Styria): Elementor team + Austrian Offenlegung, Mustermann placeholder, agency
{
  const dom = "zahnaerzte-leibnitz.at";
  const head = (t) => `<!DOCTYPE html>
<html lang="de-AT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} – Zahnarztpraxis Dr. Pölzl</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://${dom}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.0' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://${dom}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.21.0' media='all' />
<link rel='stylesheet' id='kadence-global-css' href='https://${dom}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3' media='all' />
</head>
<body class="page-template-default page elementor-default elementor-kit-4">
<div data-elementor-type="header" data-elementor-id="77" class="elementor elementor-77 elementor-location-header">
 <div class="elementor-element elementor-element-1c4f2aa e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><p class="elementor-heading-title elementor-size-default"><a href="https://${dom}/">Zahnarztpraxis Dr. Pölzl</a></p></div></div>
  <div class="elementor-element elementor-widget elementor-widget-nav-menu"><div class="elementor-widget-container"><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">
   <li class="menu-item"><a href="https://${dom}/" class="elementor-item">Start</a></li>
   <li class="menu-item"><a href="https://${dom}/team/" class="elementor-item">Team</a></li>
   <li class="menu-item"><a href="https://${dom}/termin/" class="elementor-item">Termin</a></li>
   <li class="menu-item"><a href="https://${dom}/impressum/" class="elementor-item">Impressum</a></li>
  </ul></nav></div></div>
 </div></div>
</div>`;
  const foot = `<div data-elementor-type="footer" data-elementor-id="81" class="elementor elementor-81 elementor-location-footer">
 <div class="elementor-element elementor-element-9f8e7d6 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
   <p>Grazer Gasse 14 · 8430 Leibnitz · +43 3452 82 6 17 · <a href="mailto:ordination@${dom}">ordination@${dom}</a></p>
   <p>Ordinationszeiten: Mo, Mi 8–12 und 14–18 Uhr · Di, Do 8–14 Uhr · Fr 8–12 Uhr · Alle Kassen</p>
   <p>Webdesign: <a href="https://suedsteiermark-web.at">Südsteiermark Web</a> – office@suedsteiermark-web.at</p>
  </div></div>
 </div></div>
</div>
</body></html>`;
  const card = (id, img, name, pos, txt, mail) => `
  <div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child">
   <div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img src="https://${dom}/wp-content/uploads/2024/01/${img}" alt=""></div></div>
   <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h3 class="elementor-heading-title elementor-size-default">${name}</h3></div></div>
   <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h5 class="elementor-heading-title elementor-size-small">${pos}</h5></div></div>
   <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${txt}</p></div></div>
   ${mail ? `<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="mailto:${mail}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">E-Mail schreiben</span></span></a></div></div></div>` : ""}
  </div>`;
  sites.push({
    id: "j042-zahnarztpraxis-poelzl-leibnitz",
    domain: dom,
    patterns: ["builder-elementor", "team-grid", "legal-notice", "email-mailto", "email-in-person-card", "email-footer", "junk-placeholder", "junk-agency"],
    pages: {
      "/": ["index.html", `${head("Start")}
<div data-elementor-type="wp-page" data-elementor-id="2" class="elementor elementor-2">
 <div class="elementor-element elementor-element-5a6b7c8 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Ihr Lächeln in der Südsteiermark</h1></div></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Kassenordination für Zahn-, Mund- und Kieferheilkunde mit Schwerpunkt Implantologie, Prophylaxe und Kinderzahnheilkunde. Barrierefreier Zugang, Parkplätze im Hof.</p></div></div>
 </div></div>
</div>
${foot}`],
      "/team/": ["team.html", `${head("Team")}
<div data-elementor-type="wp-page" data-elementor-id="11" class="elementor elementor-11">
 <div class="elementor-element elementor-element-0b1c2d3 e-grid e-con-boxed e-con e-parent"><div class="e-con-inner">${card("t01", "poelzl.jpg", "Dr. med. dent. Barbara Pölzl", "Ordinationsinhaberin", "Studium in Graz, seit 2012 in Leibnitz niedergelassen.", `b.poelzl@${dom}`)}${card("t02", "lechner.jpg", "DDr. Michael Lechner-Stadlober", "Zahnarzt · Implantologie", "Facharzt für Mund-, Kiefer- und Gesichtschirurgie.", `m.lechner@${dom}`)}${card("t03", "kainz.jpg", "Sandra Kainz", "Prophylaxeassistentin", "Mundhygiene und Prophylaxe für Groß und Klein.", "")}${card("t04", "hoelzl.jpg", "Verena Hölzl", "Praxismanagement", "Termine, Abrechnung mit ÖGK und Privatversicherungen.", "")}
 </div></div>
</div>
${foot}`],
      "/termin/": ["termin.html", `${head("Termin")}
<div data-elementor-type="wp-page" data-elementor-id="15" class="elementor elementor-15"><div class="e-con-inner">
 <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Terminanfrage</h1></div>
 <div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="Terminanfrage">
  <div class="elementor-field-group"><label class="elementor-field-label">Name</label><input type="text" name="form_fields[name]" placeholder="Max Mustermann"></div>
  <div class="elementor-field-group"><label class="elementor-field-label">E-Mail</label><input type="email" name="form_fields[email]" placeholder="max@mustermann.at"></div>
  <div class="elementor-field-group"><label class="elementor-field-label">Versicherung</label><select name="form_fields[kasse]"><option>ÖGK</option><option>BVAEB</option><option>SVS</option><option>Privat</option></select></div>
  <button type="submit" class="elementor-button">Anfrage senden</button>
 </form></div></div>
</div></div>
${foot}`],
      "/impressum/": ["impressum.html", `${head("Impressum")}
<div data-elementor-type="wp-page" data-elementor-id="19" class="elementor elementor-19"><div class="e-con-inner"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce-Gesetz und Offenlegungspflicht laut § 25 Mediengesetz</p>
<p>Dr. med. dent. Barbara Pölzl<br>Zahnärztin, Ordinationsinhaberin<br>Grazer Gasse 14, 8430 Leibnitz, Österreich</p>
<p>E-Mail: ordination@${dom}<br>Mitglied der Österreichischen Zahnärztekammer, Landeszahnärztekammer für Steiermark<br>Berufsrecht: Zahnärztegesetz (ZÄG), www.ris.bka.gv.at</p>
<p>Aufsichtsbehörde: Bezirkshauptmannschaft Leibnitz</p>
</div></div></div></div>
${foot}`],
    },
    truth: T(
      {
        [`ordination@${dom}`]: "generic",
        [`b.poelzl@${dom}`]: ["person", "Barbara Pölzl"],
        [`m.lechner@${dom}`]: ["person", "Michael Lechner-Stadlober"],
      },
      [
        ["Barbara Pölzl", "Ordinationsinhaberin", "owner"],
        ["Michael Lechner-Stadlober", "Zahnarzt · Implantologie", "other"],
        ["Sandra Kainz", "Prophylaxeassistentin", "other"],
        ["Verena Hölzl", "Praxismanagement", "operations"],
      ],
      ["max@mustermann.at", "office@suedsteiermark-web.at"],
    ),
  });
}

// j043 — fiduciary in Uster (Zurich): WordPress, staff table with mailto, JSON-LD members, Swiss Impressum, Pestalozzistrasse
{
  const dom = "zollinger-treuhand-uster.ch";
  const ld = {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    name: "Zollinger Treuhand AG",
    url: `https://${dom}/`,
    telephone: "+41 44 941 27 30",
    address: { "@type": "PostalAddress", streetAddress: "Pestalozzistrasse 9", postalCode: "8610", addressLocality: "Uster", addressCountry: "CH" },
    employee: [
      { "@type": "Person", name: "Reto Zollinger", jobTitle: "Geschäftsführer, dipl. Treuhandexperte" },
      { "@type": "Person", name: "Sabine Meier-Hess", jobTitle: "Mandatsleiterin Buchhaltung" },
      { "@type": "Person", name: "Daniel Frei", jobTitle: "Steuerexperte" },
    ],
  };
  const head = (t) => `<!DOCTYPE html>
<html lang="de-CH">
<head>
<meta charset="UTF-8">
<title>${t} – Zollinger Treuhand AG, Uster</title>
<link rel="stylesheet" id="astra-theme-css-css" href="https://${dom}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.1" media="all">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body class="page ast-page-builder-template">
<header class="site-header"><div class="ast-container">
 <span class="site-title"><a href="https://${dom}/">Zollinger Treuhand AG</a></span>
 <nav class="main-navigation"><ul class="main-header-menu">
  <li class="menu-item"><a class="menu-link" href="https://${dom}/">Dienstleistungen</a></li>
  <li class="menu-item"><a class="menu-link" href="https://${dom}/team/">Team</a></li>
  <li class="menu-item"><a class="menu-link" href="https://${dom}/impressum/">Impressum</a></li>
 </ul></nav>
</div></header>
<div id="content" class="site-content"><div class="ast-container"><main id="main" class="site-main"><article class="page type-page"><div class="entry-content">`;
  const foot = `</div></article></main></div></div>
<footer class="site-footer"><div class="ast-small-footer">Zollinger Treuhand AG · Pestalozzistrasse 9 · 8610 Uster · 044 941 27 30 · <a href="mailto:info@${dom}">info@${dom}</a> · Mitglied TREUHAND|SUISSE</div></footer>
</body></html>`;
  sites.push({
    id: "j043-zollinger-treuhand-uster",
    domain: dom,
    patterns: ["builder-wordpress", "team-table", "jsonld-person", "legal-notice", "email-mailto", "email-in-person-card", "email-footer", "name-lookalikes"],
    pages: {
      "/": ["index.html", `${head("Dienstleistungen")}
<h1>Treuhand, Steuern und Lohn für KMU im Zürcher Oberland</h1>
<p>Buchführung und Jahresabschluss, Steuererklärungen für Privatpersonen und Firmen, Lohnbuchhaltung, MWST-Abrechnungen sowie Gründungen und Nachfolgeregelungen.</p>
<p>Unser Büro liegt an der Pestalozzistrasse, fünf Gehminuten vom Bahnhof Uster und vom Stadthaus.</p>
${foot}`],
      "/team/": ["team.html", `${head("Team")}
<h1>Unser Team</h1>
<figure class="wp-block-table is-style-stripes"><table>
<thead><tr><th>Name</th><th>Funktion</th><th>Telefon</th><th>E-Mail</th></tr></thead>
<tbody>
<tr><td>Reto Zollinger</td><td>Geschäftsführer, dipl. Treuhandexperte</td><td>044 941 27 31</td><td><a href="mailto:r.zollinger@${dom}">r.zollinger@${dom}</a></td></tr>
<tr><td>Sabine Meier-Hess</td><td>Mandatsleiterin Buchhaltung</td><td>044 941 27 32</td><td><a href="mailto:s.meier@${dom}">s.meier@${dom}</a></td></tr>
<tr><td>Daniel Frei</td><td>Steuerexperte</td><td>044 941 27 33</td><td><a href="mailto:d.frei@${dom}">d.frei@${dom}</a></td></tr>
<tr><td>Corinne Hugentobler</td><td>Lohnadministration</td><td>044 941 27 34</td><td><a href="mailto:lohn@${dom}">lohn@${dom}</a></td></tr>
</tbody></table></figure>
${foot}`],
      "/impressum/": ["impressum.html", `${head("Impressum")}
<h1>Impressum</h1>
<p><strong>Zollinger Treuhand AG</strong><br>Pestalozzistrasse 9<br>8610 Uster<br>Schweiz</p>
<p>Vertretungsberechtigte Person: Reto Zollinger, Geschäftsführer<br>Handelsregister: Kanton Zürich, UID CHE-112.447.803<br>MWST-Nr.: CHE-112.447.803 MWST</p>
<p>Haftungsausschluss: Der Autor übernimmt keinerlei Gewähr hinsichtlich der inhaltlichen Richtigkeit, Genauigkeit, Aktualität, Zuverlässigkeit und Vollständigkeit der Informationen.</p>
${foot}`],
    },
    truth: T(
      {
        [`info@${dom}`]: "generic",
        [`r.zollinger@${dom}`]: ["person", "Reto Zollinger"],
        [`s.meier@${dom}`]: ["person", "Sabine Meier-Hess"],
        [`d.frei@${dom}`]: ["person", "Daniel Frei"],
        [`lohn@${dom}`]: "role",
      },
      [
        ["Reto Zollinger", "Geschäftsführer, dipl. Treuhandexperte", "owner"],
        ["Sabine Meier-Hess", "Mandatsleiterin Buchhaltung", "other"],
        ["Daniel Frei", "Steuerexperte", "other"],
        ["Corinne Hugentobler", "Lohnadministration", "other"],
      ],
      [],
    ),
  });
}

// j044 — undertaker in Hallein (Salzburg) on Wix: Parten/Traueranzeigen, family prose, Impressum, Wix platform junk
{
  const dom = "bestattung-hallein.at";
  const wix = (t, body) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset='utf-8'>
<meta name="generator" content="Wix.com Website Builder"/>
<title>${t} | Bestattung Lackner Hallein</title>
<script id="wix-essential-viewer-model" type="application/json">{"fleetConfig":{"fleetName":"thunderbolt-seo-renderer","type":"GA","code":0},"mode":{"qa":false},"componentsLibrariesTopology":[{"artifactId":"editor-elements","namespace":"wixui","url":"https://static.parastorage.com/services/editor-elements/1.11680.0"}],"siteFeaturesConfigs":{"sessionManager":{"sentryDsn":"https://e3f1a0b2c4d64e8fa1b3c5d7e9f0a2b4@sentry-next.wixpress.com/41"}},"siteOwnerEmail":"noreply@wix-sites.wixpress.com"}</script>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF">
<header id="SITE_HEADER"><div id="comp-lo1a2b3c" class="wixui-horizontal-menu"><nav><ul>
 <li><a href="https://${dom}" data-testid="linkElement">Startseite</a></li>
 <li><a href="https://${dom}/parten" data-testid="linkElement">Parten</a></li>
 <li><a href="https://${dom}/ueber-uns" data-testid="linkElement">Über uns</a></li>
 <li><a href="https://${dom}/impressum" data-testid="linkElement">Impressum</a></li>
</ul></nav></div></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">
${body}
</div></main>
<footer id="SITE_FOOTER"><div class="wixui-rich-text" data-testid="richTextElement"><p class="font_9"><span>Bestattung Lackner · Pernerinsel 3 · 5400 Hallein · Tag &amp; Nacht: 06245 80 4 18</span></p></div></footer>
</div></div>
</body></html>`;
  const rt = (id, html) => `<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const parte = (id, name, lines) => `<div id="comp-${id}" class="wixui-repeater__item">${rt(id + "a", `<h5 class="font_5"><span>${name}</span></h5>`)}${rt(id + "b", lines.map((l) => `<p class="font_8"><span>${l}</span></p>`).join(""))}</div>`;
  sites.push({
    id: "j044-bestattung-lackner-hallein",
    domain: dom,
    patterns: ["builder-wix", "obituary", "about-prose", "legal-notice", "email-text", "junk-platform", "name-lookalikes"],
    pages: {
      "/": ["index.html", wix("Startseite", `
${rt("lo2b0001", `<h1 class="font_0"><span>Wir sind für Sie da – Tag und Nacht</span></h1>`)}
${rt("lo2b0002", `<p class="font_8"><span>Erd- und Feuerbestattungen, Überführungen im In- und Ausland, Vorsorge und Trauerdruck. Für Hallein, Bad Vigaun, Kuchl, Golling und Adnet.</span></p><p class="font_8"><span>Schreiben Sie uns: office@${dom}</span></p>`)}`)],
      "/parten": ["parten.html", wix("Parten", `
${rt("lo3c0000", `<h2 class="font_2"><span>Aktuelle Parten</span></h2>`)}
<div class="wixui-repeater">
${parte("lo3c1001", "Theresia Gruber", ["geb. Schnöll", "* 2. Mai 1936 † 9. März 2024", "Die Verabschiedung findet am Freitag, 15. März, um 14:00 Uhr in der Stadtpfarrkirche Hallein statt.", "In stiller Trauer: Hans und Brigitte mit Familien"])}
${parte("lo3c1002", "Ing. Ferdinand Lackner", ["* 11. Juli 1949 † 6. März 2024", "Ehemaliger Salinenmeister. Kein Verwandter unseres Hauses.", "Urnenbeisetzung im engsten Familienkreis."])}
${parte("lo3c1003", "Maria Eder", ["* 20. Jänner 1931 † 1. März 2024", "Rosenkranz am Donnerstag, 19:00 Uhr, in der Filialkirche Dürrnberg."])}
</div>`)],
      "/ueber-uns": ["ueber-uns.html", wix("Über uns", `
${rt("lo4d0001", `<h2 class="font_2"><span>Familienbetrieb in dritter Generation</span></h2>`)}
${rt("lo4d0002", `<p class="font_8"><span>1961 gründete Alois Gruber das Bestattungsunternehmen auf der Pernerinsel. Heute wird es von seiner Enkelin </span><span style="font-weight:bold">Christine Lackner</span><span>, Geschäftsführerin und geprüfte Bestatterin, geführt – mit demselben Anspruch: Würde, Ruhe und Verlässlichkeit.</span></p>
<p class="font_8"><span>Zum Team gehört seit vielen Jahren </span><span style="font-weight:bold">Markus Eder</span><span>, Bestatter und Trauerredner, der viele Halleiner Familien persönlich begleitet hat.</span></p>
<p class="font_8"><span>Christine Lackner erreichen Sie auch direkt: c.lackner@${dom}</span></p>`)}`)],
      "/impressum": ["impressum.html", wix("Impressum", `
${rt("lo5e0001", `<h2 class="font_2"><span>Impressum</span></h2>
<p class="font_8"><span>Bestattung Lackner GmbH</span></p>
<p class="font_8"><span>Pernerinsel 3, 5400 Hallein</span></p>
<p class="font_8"><span>Geschäftsführerin: Christine Lackner</span></p>
<p class="font_8"><span>Firmenbuchnummer: FN 288415 m, Landesgericht Salzburg · UID: ATU 61847729</span></p>
<p class="font_8"><span>Gewerbe: Bestatter, Mitglied der WKO Salzburg</span></p>
<p class="font_8"><span>E-Mail: office@${dom}</span></p>`)}`)],
    },
    truth: T(
      { [`office@${dom}`]: "generic", [`c.lackner@${dom}`]: ["person", "Christine Lackner"] },
      [
        ["Christine Lackner", "Geschäftsführerin", "owner"],
        ["Markus Eder", "Bestatter und Trauerredner", "other"],
      ],
      ["e3f1a0b2c4d64e8fa1b3c5d7e9f0a2b4@sentry-next.wixpress.com", "noreply@wix-sites.wixpress.com"],
    ),
  });
}

// j045 — trade association in Tegernsee: WordPress, Vorstand as <dl>, long member list, Impressum "Vertretungsberechtigter Vorstand"
{
  const dom = "gewerbeverein-tegernsee.de";
  const mitglieder = [
    ["Bäckerei Konditorei Huber", "Andreas Huber", "Hauptstraße 12", "info@baeckerei-huber-tegernsee.de"],
    ["Metzgerei Killer", "Johann Killer", "Rosenstraße 3", ""],
    ["Hotel Bayern am See", "Familie Steinbrecher", "Neureuthstraße 23", "hotel@bayern-am-see.de"],
    ["Sport Schuster Tegernsee", "Florian Schuster", "Seestraße 40", "laden@sportschuster-teg.de"],
    ["Apotheke am Rathaus", "Dr. Ulrike Wimmer", "Rathausplatz 1", ""],
    ["Elektro Hagn GmbH", "Georg Hagn", "Max-Josef-Straße 8", "service@elektro-hagn.de"],
    ["Schreinerei Ludwig Thoma", "Ludwig Thoma jun.", "Ludwig-Thoma-Straße 5", ""],
    ["Fotostudio Liesl", "Elisabeth Reiter", "Bahnhofstraße 2", "liesl@fotostudio-liesl.de"],
    ["Café Luise", "Sabine Obermüller", "Seestraße 7", "hallo@cafe-luise.de"],
    ["Steuerkanzlei Brandl & Partner", "Thomas Brandl", "Schwaighofstraße 19", "kanzlei@brandl-partner.de"],
    ["Bootsverleih Kaiser", "Wastl Kaiser", "Uferpromenade", ""],
    ["Trachten Anna Hofer", "Anna Hofer", "Hauptstraße 30", "trachten@annahofer.de"],
    ["Malerbetrieb Sepp Gruber", "Sepp Gruber", "Am Westerhof 4", ""],
    ["Optik Maximilian", "Max Leitner", "Hauptstraße 18", "optik@maximilian-teg.de"],
  ];
  const head = (t) => `<!doctype html>
<html lang="de-DE">
<head>
<meta charset="UTF-8">
<title>${t} – Gewerbeverein Tegernsee e.V.</title>
<link rel="stylesheet" id="wp-block-library-css" href="https://${dom}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="generate-style-css" href="https://${dom}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">
<script src="https://cdn.jsdelivr.net/npm/@glidejs/glide@3.6.0/dist/glide.min.js"></script>
</head>
<body class="page-template-default page">
<header class="site-header"><div class="inside-header grid-container"><div class="site-branding"><p class="main-title"><a href="https://${dom}/">Gewerbeverein Tegernsee e.V.</a></p></div></div></header>
<nav class="main-navigation"><div class="inside-navigation grid-container"><ul class="menu sf-menu">
 <li class="menu-item"><a href="https://${dom}/">Start</a></li>
 <li class="menu-item"><a href="https://${dom}/mitglieder/">Mitglieder A–Z</a></li>
 <li class="menu-item"><a href="https://${dom}/verein/">Der Verein</a></li>
 <li class="menu-item"><a href="https://${dom}/impressum/">Impressum</a></li>
</ul></div></nav>
<div class="site grid-container"><div class="site-content"><main class="site-main"><article><div class="inside-article"><div class="entry-content">`;
  const foot = `</div></div></article></main></div></div>
<footer class="site-info"><div class="inside-site-info grid-container"><div class="copyright-bar">Gewerbeverein Tegernsee e.V. · Rathausplatz 1 · 83684 Tegernsee · <a href="mailto:info@${dom}">info@${dom}</a></div></div></footer>
</body></html>`;
  sites.push({
    id: "j045-gewerbeverein-tegernsee",
    domain: dom,
    patterns: ["builder-wordpress", "directory", "definition-list", "legal-notice", "name-lookalikes", "email-mailto", "email-footer", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Start")}
<h1 class="wp-block-heading">Einkaufen und genießen am Tegernsee</h1>
<p>Über 120 Betriebe aus Handel, Handwerk, Gastronomie und Dienstleistung haben sich im Gewerbeverein zusammengeschlossen. Wir organisieren den Tegernseer Herbstmarkt, die Einkaufsnacht im Advent und den Tegernsee-Gutschein.</p>
<div class="wp-block-group has-background"><p><strong>Tegernsee-Gutschein:</strong> erhältlich in der Tourist-Info und bei allen teilnehmenden Mitgliedern.</p></div>
${foot}`],
      "/mitglieder/": ["mitglieder.html", `${head("Mitglieder A–Z")}
<h1 class="wp-block-heading">Unsere Mitglieder</h1>
${mitglieder.map(([n, p, a, e]) => `<div class="wp-block-group mitglied"><h3 class="wp-block-heading">${n}</h3><p>${p}<br>${a}, 83684 Tegernsee${e ? `<br><a href="mailto:${e}">${e}</a>` : ""}</p></div>`).join("\n")}
${foot}`],
      "/verein/": ["verein.html", `${head("Der Verein")}
<h1 class="wp-block-heading">Der Verein</h1>
<p>Der Gewerbeverein Tegernsee wurde 1949 gegründet. Die Mitgliederversammlung wählt alle drei Jahre den Vorstand.</p>
<h2 class="wp-block-heading">Vorstand</h2>
<dl class="vorstand">
 <dt>1. Vorsitzender</dt><dd>Korbinian Stöckl (Stöckl Haustechnik)</dd>
 <dt>2. Vorsitzende</dt><dd>Veronika Rauscher (Modehaus Rauscher)</dd>
 <dt>Kassier</dt><dd>Thomas Brandl</dd>
</dl>
<h2 class="wp-block-heading">Geschäftsstelle</h2>
<dl class="geschaeftsstelle">
 <dt>Geschäftsführerin</dt><dd>Birgit Hainzl<br>Di und Do 9–12 Uhr im Rathaus, Zimmer 4<br><a href="mailto:geschaeftsstelle@${dom}">geschaeftsstelle@${dom}</a></dd>
</dl>
${foot}`],
      "/impressum/": ["impressum.html", `${head("Impressum")}
<h1 class="wp-block-heading">Impressum</h1>
<p>Gewerbeverein Tegernsee e.V.<br>Rathausplatz 1<br>83684 Tegernsee</p>
<p>Vertretungsberechtigter Vorstand: Korbinian Stöckl (1. Vorsitzender), Veronika Rauscher (2. Vorsitzende)</p>
<p>Registergericht: Amtsgericht München, VR 150778</p>
<p>E-Mail: info@${dom}</p>
${foot}`],
    },
    truth: T(
      { [`info@${dom}`]: "generic", [`geschaeftsstelle@${dom}`]: "role" },
      [
        ["Korbinian Stöckl", "1. Vorsitzender", "owner"],
        ["Veronika Rauscher", "2. Vorsitzende", "other"],
        ["Thomas Brandl", "Kassier", "other"],
        ["Birgit Hainzl", "Geschäftsführerin", "owner"],
      ],
      [...mitglieder.map((m) => m[3]).filter(Boolean), "@glidejs/glide@3.6.0"],
    ),
  });
}

// j046 — software studio in Hamburg-Finkenwerder: Webflow, email only in JSON-LD + Impressum, clients, quotes
{
  const dom = "elbdeich-labs.de";
  const ld = { "@context": "https://schema.org", "@type": "Organization", name: "Elbdeich Labs GmbH", url: `https://${dom}`, email: `moin@${dom}`, address: { "@type": "PostalAddress", streetAddress: "Focksweg 12", postalCode: "21129", addressLocality: "Hamburg", addressCountry: "DE" }, founder: { "@type": "Person", name: "Jana Thießen" } };
  const wf = (t, id, body, withLd) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Thu Jan 25 2024 09:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="${dom}" data-wf-page="${id}" data-wf-site="6421aa0bb1cc2dd3ee4ff506" lang="de">
<head>
<meta charset="utf-8"/><title>${t}</title>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<link href="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/css/elbdeich-labs.webflow.9a8b7c.min.css" rel="stylesheet" type="text/css"/>
<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>
${withLd ? `<script type="application/ld+json">${JSON.stringify(ld)}</script>` : ""}
</head>
<body>
<div class="navbar w-nav"><a href="/" class="brand w-nav-brand">Elbdeich Labs</a><nav class="nav-menu w-nav-menu"><a href="/" class="nav-link w-nav-link">Start</a><a href="/team" class="nav-link w-nav-link">Team</a><a href="/impressum" class="nav-link w-nav-link">Impressum</a></nav></div>
${body}
<footer class="footer"><div class="footer-wrap">© 2024 Elbdeich Labs GmbH · Focksweg 12 · 21129 Hamburg-Finkenwerder</div></footer>
<script src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/js/webflow.a1b2c3d4.js"></script>
</body></html>`;
  const m = (n, r) => `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff507/${n.split(" ")[0].toLowerCase()}.jpg" alt="" class="team-img"/><h3 class="team-name">${n}</h3><div class="team-role">${r}</div></div>`;
  sites.push({
    id: "j046-elbdeich-labs-hamburg",
    domain: dom,
    patterns: ["builder-webflow", "team-grid", "email-jsonld", "email-text", "legal-notice", "client-list", "testimonials", "junk-version", "name-lookalikes"],
    pages: {
      "/": ["index.html", wf("Elbdeich Labs – Software für Hafen, Logistik und Mittelstand", "6421aa0bb1cc2dd3ee4ff510", `
<section class="hero"><h1 class="hero-h1">Software, die hält – wie ein guter Deich.</h1><p class="hero-p">Wir entwickeln Web- und Mobile-Anwendungen für Logistik, Hafenwirtschaft und den norddeutschen Mittelstand.</p></section>
<section class="kunden"><h2 class="section-h2">Kunden</h2><div class="logo-row">
 <img src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/k1.svg" alt="Reederei Claus Rickmers" class="logo"/>
 <img src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/k2.svg" alt="Jonny Hansen Spedition" class="logo"/>
 <img src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/k3.svg" alt="Hein Gas Hamburg" class="logo"/>
 <img src="https://assets-global.website-files.com/6421aa0bb1cc2dd3ee4ff506/k4.svg" alt="Stadtwerke Buxtehude" class="logo"/>
</div></section>
<section class="stimmen"><div class="splide"><div class="splide__track"><ul class="splide__list">
 <li class="splide__slide"><blockquote>„Unser Dispositionstool läuft seit zwei Jahren ohne einen einzigen Ausfall.“</blockquote><p class="quote-name">Henning Claußen, Leiter IT, Jonny Hansen Spedition</p></li>
 <li class="splide__slide"><blockquote>„Endlich eine Agentur, die Logistik versteht.“</blockquote><p class="quote-name">Dr. Katharina Voss, Stadtwerke Buxtehude</p></li>
</ul></div></div></section>`, true)],
      "/team": ["team.html", wf("Team – Elbdeich Labs", "6421aa0bb1cc2dd3ee4ff511", `
<section class="team"><h1 class="section-h1">Wir sind Elbdeich Labs</h1><p>Zwölf Leute, ein Büro mit Blick auf die Werft.</p>
<div class="w-dyn-list"><div role="list" class="team-list w-dyn-items">${m("Jana Thießen", "Gründerin &amp; Geschäftsführerin")}${m("Ole Petersen", "Mitgründer &amp; CTO")}${m("Merle Albers", "Marketing Lead")}${m("Finn-Luca Brodersen", "Senior Developer")}</div></div>
</section>`, false)],
      "/impressum": ["impressum.html", wf("Impressum – Elbdeich Labs", "6421aa0bb1cc2dd3ee4ff512", `
<section class="legal"><h1>Impressum</h1>
<div class="w-richtext"><p>Elbdeich Labs GmbH<br>Focksweg 12<br>21129 Hamburg</p>
<p>Vertreten durch die Geschäftsführerin Jana Thießen</p>
<p>Registergericht: Amtsgericht Hamburg, HRB 162331<br>USt-IdNr.: DE 318 244 907</p>
<p>Kontakt: moin@${dom}</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jana Thießen</p></div>
</section>`, false)],
    },
    truth: T(
      { [`moin@${dom}`]: "generic" },
      [
        ["Jana Thießen", "Gründerin & Geschäftsführerin", "owner"],
        ["Ole Petersen", "Mitgründer & CTO", "owner"],
        ["Merle Albers", "Marketing Lead", "marketing"],
        ["Finn-Luca Brodersen", "Senior Developer", "other"],
      ],
      ["@splidejs/splide@4.1.4"],
    ),
  });
}

// j047 — retail congress in Plauen run by an agency: Divi, Referenten, team with mail, ihre@email.de placeholder, Impressum
{
  const dom = "handelstag-vogtland.de";
  const head = (t) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="UTF-8" />
<title>${t} | Vogtländischer Handelstag</title>
<link rel='stylesheet' id='divi-style-css' href='https://${dom}/wp-content/themes/Divi/style.min.css?ver=4.22.2' type='text/css' media='all' />
<link rel='stylesheet' id='borlabs-cookie-css' href='https://${dom}/wp-content/cache/borlabs-cookie/borlabs-cookie_1_de.css?ver=2.2.67-14' type='text/css' media='all' />
</head>
<body class="page et_pb_pagebuilder_layout et_right_sidebar">
<div id="page-container">
<header id="main-header"><div class="container clearfix et_menu_container">
 <div class="logo_container"><a href="https://${dom}/"><img src="https://${dom}/wp-content/uploads/2024/01/handelstag-logo.png" alt="Vogtländischer Handelstag" id="logo" /></a></div>
 <div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
  <li><a href="https://${dom}/">Start</a></li><li><a href="https://${dom}/referenten/">Referenten</a></li><li><a href="https://${dom}/veranstalter/">Veranstalter</a></li><li><a href="https://${dom}/impressum/">Impressum</a></li>
 </ul></nav></div>
</div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">`;
  const foot = `</div></div></div></div>
<footer id="main-footer"><div id="footer-bottom"><div class="container"><div id="footer-info">Ein Format der Wunderlich Kommunikation GmbH · Bahnhofstraße 31 · 08523 Plauen · <a href="mailto:info@${dom}">info@${dom}</a></div></div></div></footer>
</div></div>
</body></html>`;
  const ref = (i, n, f, t) => `<div class="et_pb_module et_pb_blurb et_pb_blurb_${i}"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><img src="https://${dom}/wp-content/uploads/2024/02/ref-${i}.jpg" alt=""/></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">${n}</h4><div class="et_pb_blurb_description"><p><strong>${f}</strong></p><p>${t}</p></div></div></div></div>`;
  const tm = (i, n, p, mail) => `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix"><div class="et_pb_team_member_image"><img src="https://${dom}/wp-content/uploads/2024/01/team-${i}.jpg" alt=""/></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${n}</h4><p class="et_pb_member_position">${p}</p><div>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div></div></div></div>`;
  sites.push({
    id: "j047-handelstag-vogtland-plauen",
    domain: dom,
    patterns: ["builder-divi", "event-speakers", "team-grid", "legal-notice", "email-mailto", "email-in-person-card", "email-footer", "junk-placeholder"],
    pages: {
      "/": ["index.html", `${head("Start")}
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>5. Vogtländischer Handelstag</h1><p>Dienstag, 8. Oktober 2024 · Festhalle Plauen · Innenstadt, Online-Handel und Nachfolge im inhabergeführten Einzelhandel.</p></div></div>
 <div class="et_pb_module et_pb_contact_form_container"><h2 class="et_pb_contact_main_title">Tickets vormerken</h2><form class="et_pb_contact_form clearfix"><p class="et_pb_contact_field"><input type="text" placeholder="Vor- und Nachname" name="et_pb_contact_name_0"></p><p class="et_pb_contact_field"><input type="text" placeholder="ihre@email.de" name="et_pb_contact_email_0"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Absenden</button></form></div>
</div></div></div>
${foot}`],
      "/referenten/": ["referenten.html", `${head("Referenten")}
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Referentinnen und Referenten</h1></div></div>
 ${ref(1, "Prof. Dr. Annett Seidel", "Westsächsische Hochschule Zwickau", "Frequenz in Mittelstädten: Was wirklich wirkt")}
 ${ref(2, "Uwe Rödel", "Inhaber, Modehaus Rödel, Oelsnitz", "Drei Generationen, ein Laden: Nachfolge gestalten")}
 ${ref(3, "Yvonne Krautwurst", "IHK Chemnitz, Regionalkammer Plauen", "Förderprogramme für den Handel 2025")}
 ${ref(4, "Dr. Malte Johannsen", "Handelsverband Sachsen", "Der Handel nach der Krise")}
</div></div></div>
${foot}`],
      "/veranstalter/": ["veranstalter.html", `${head("Veranstalter")}
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Veranstalter</h1><p>Der Handelstag wird von der Wunderlich Kommunikation GmbH aus Plauen organisiert – seit 2019, gemeinsam mit der Stadt Plauen und dem Citymanagement.</p></div></div></div></div>
<div class="et_pb_row">${tm(1, "Steffen Wunderlich", "Geschäftsführer", `s.wunderlich@${dom}`)}${tm(2, "Katrin Oertel", "Projektleitung Handelstag", `k.oertel@${dom}`)}${tm(3, "Paul Gläser", "Presse &amp; Social Media", `presse@${dom}`)}</div></div>
${foot}`],
      "/impressum/": ["impressum.html", `${head("Impressum")}
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<h1>Impressum</h1>
<p>Wunderlich Kommunikation GmbH<br>Bahnhofstraße 31<br>08523 Plauen</p>
<p>Geschäftsführer: Steffen Wunderlich<br>Amtsgericht Chemnitz, HRB 28114<br>USt-IdNr. DE 291 887 330</p>
<p>Telefon: 03741 / 59 88 20<br>E-Mail: info@${dom}</p>
</div></div></div></div></div>
${foot}`],
    },
    truth: T(
      {
        [`info@${dom}`]: "generic",
        [`s.wunderlich@${dom}`]: ["person", "Steffen Wunderlich"],
        [`k.oertel@${dom}`]: ["person", "Katrin Oertel"],
        [`presse@${dom}`]: "role",
      },
      [
        ["Steffen Wunderlich", "Geschäftsführer", "owner"],
        ["Katrin Oertel", "Projektleitung Handelstag", "operations"],
        ["Paul Gläser", "Presse & Social Media", "marketing"],
      ],
      ["ihre@email.de"],
    ),
  });
}

// j048 — inn in Kochel am See on Squarespace: no email (phone + form), Wirtsleute prose, dishes and rooms named after people
{
  const dom = "gasthof-hartl-kochel.de";
  const head = (t) => `<!doctype html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- gasthof-hartl -->
<title>${t} — Gasthof Hartl am Kochelsee</title>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/63b2c1d0e9f8a7b6c5d4e3f2/18/5c5a519771c10ba3470d8101/site.css"/>
<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"63b2c1d0e9f8a7b6c5d4e3f2","identifier":"gasthof-hartl","siteTitle":"Gasthof Hartl"}};</script>
</head>
<body>
<header id="header" class="header"><div class="header-inner">
 <div class="header-title"><a href="/">Gasthof Hartl</a></div>
 <nav class="header-nav-list"><div class="header-nav-item"><a href="/">Willkommen</a></div><div class="header-nav-item"><a href="/speisekarte">Speisekarte</a></div><div class="header-nav-item"><a href="/zimmer-anfrage">Zimmer &amp; Anfrage</a></div></nav>
</div></header>
<main id="page"><article class="sections">`;
  const foot = `</article></main>
<footer class="sections"><section class="page-section"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Gasthof Hartl · Mittenwalder Straße 6 · 82431 Kochel am See · Tel. 08851 / 61 27 · Ruhetag Dienstag</p></div></div></div></section></footer>
</body></html>`;
  const b = (h) => `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${h}</div></div></div></div></div></div></div></section>`;
  sites.push({
    id: "j048-gasthof-hartl-kochel",
    domain: dom,
    patterns: ["builder-squarespace", "about-prose", "name-lookalikes", "testimonials", "no-email", "junk-placeholder"],
    pages: {
      "/": ["index.html", `${head("Willkommen")}
${b(`<h1>Griaß Eich am Kochelsee!</h1><p>Bayerische Küche, eigene Metzgerei und acht Gästezimmer – zehn Minuten zu Fuß vom Franz Marc Museum und vom Walchensee-Kraftwerk.</p>`)}
${b(`<h2>Die Wirtsleute</h2><p>Seit 2004 führen Sepp und Vroni Hartl den Gasthof in vierter Generation. Sepp Hartl, Metzgermeister und Küchenchef, steht jeden Tag selbst am Herd; seine Frau Veronika Hartl, gelernte Hotelfachfrau, kümmert sich um Service, Zimmer und Buchungen. Unterstützt werden die beiden von Junior Maximilian Hartl, der gerade seine Ausbildung zum Koch im Hotel Bayerischer Hof abgeschlossen hat.</p>`)}
${b(`<blockquote><p>„Der beste Schweinsbraten im Oberland, und die Wirtin ist eine Seele.“</p><p>— Familie Baumgartner aus Regensburg</p></blockquote><blockquote><p>„Zimmer Franz Marc: Blick auf den See, Frühstück traumhaft.“</p><p>— Ingrid &amp; Walter S., Hamburg</p></blockquote>`)}
${foot}`],
      "/speisekarte": ["speisekarte.html", `${head("Speisekarte")}
${b(`<h2>Aus unserer Küche</h2><ul><li><p>Schweinsbraten nach Oma Resi mit Kartoffelknödel und Krautsalat – 16,50 €</p></li><li><p>Kalbsrahmgulasch „Onkel Hias“ mit Spätzle – 19,80 €</p></li><li><p>Renke aus dem Kochelsee, Müllerin Art – 21,00 €</p></li><li><p>Kaiserschmarrn mit Zwetschgenröster – 11,50 €</p></li></ul><p>Alle Fleischgerichte aus der eigenen Metzgerei.</p>`)}
${foot}`],
      "/zimmer-anfrage": ["zimmer-anfrage.html", `${head("Zimmer & Anfrage")}
${b(`<h2>Unsere Zimmer</h2><p>Zimmer Franz Marc (Seeblick), Zimmer Herzogstand, Zimmer Ludwig (Balkon) und fünf weitere Doppelzimmer. Übernachtung mit Frühstück ab 58 € pro Person.</p><p>Anfragen bitte telefonisch unter 08851 / 61 27 oder über das Formular – wir rufen Sie zurück.</p>`)}
<section class="page-section"><div class="content"><div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><form>
 <div class="form-item field text required"><label class="title">Name</label><input class="field-element" type="text" placeholder="Vor- und Nachname"/></div>
 <div class="form-item field email required"><label class="title">E-Mail</label><input class="field-element" type="email" placeholder="name@beispiel.de"/></div>
 <div class="form-item field text"><label class="title">Anreise / Abreise</label><input class="field-element" type="text"/></div>
 <div class="form-button-wrapper"><input class="button sqs-system-button sqs-editable-button" type="submit" value="Anfrage senden"/></div>
</form></div></div></div></div></section>
${foot}`],
    },
    truth: T(
      {},
      [
        ["Sepp Hartl", "Metzgermeister und Küchenchef", "owner"],
        ["Veronika Hartl", "gelernte Hotelfachfrau", "owner"],
        ["Maximilian Hartl", null, "other"],
      ],
      ["name@beispiel.de"],
    ),
  });
}

// j049 — car repair shop in Wunsiedel: broken hand-written markup, staff as <dl> with microdata, @2x images, e-mail in text
{
  const dom = "kfz-zeitler-wunsiedel.de";
  sites.push({
    id: "j049-kfz-zeitler-wunsiedel",
    domain: dom,
    patterns: ["hand-written", "broken-markup", "definition-list", "microdata-person", "email-text", "email-obfuscated", "junk-asset", "legal-notice"],
    pages: {
      "/": ["index.html", `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Kfz-Meisterbetrieb Zeitler – Wunsiedel</title>
<link rel="stylesheet" href="zeitler.css">
</head>
<body>
<div class="kopf">
<img src="bilder/logo-zeitler.png" srcset="bilder/logo-zeitler.png 1x, bilder/logo-zeitler@2x.png 2x, bilder/logo-zeitler@3x.png 3x" alt="Kfz Zeitler">
<ul class="menue"><li><a href="/">Start<li><a href="/werkstatt.html">Werkstatt &amp; Team<li><a href="/impressum.html">Impressum</ul>
</div>
<div class="inhalt">
<h1>Ihre freie Werkstatt im Fichtelgebirge</h1>
<p>Inspektion nach Herstellervorgaben, HU/AU im Haus (Dienstag und Donnerstag), Reifenservice und Einlagerung, Klimaservice, Unfallinstandsetzung.
<p><b>Öffnungszeiten:</b> Mo–Fr 7:30–17:30 Uhr, Sa 8:00–12:00 Uhr
<div class="kasten">Terminvereinbarung: 09232 / 44 18 oder per E-Mail an werkstatt@kfz-zeitler-wunsiedel.de</div>
</div>
</div>
<div class="fuss">Kfz-Meisterbetrieb Zeitler · Egerstraße 41 · 95632 Wunsiedel
</body>
</html>`],
      "/werkstatt.html": ["werkstatt.html", `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Werkstatt & Team – Kfz Zeitler</title><link rel="stylesheet" href="zeitler.css"></head>
<body>
<ul class="menue"><li><a href="/">Start<li><a href="/werkstatt.html">Werkstatt &amp; Team</ul>
<div class="inhalt" itemscope itemtype="https://schema.org/AutoRepair">
<h1>Werkstatt &amp; Team</h1>
<p>Seit 1992 reparieren wir in der Egerstraße Autos aller Marken – vom alten Golf bis zum Hybrid.
<dl class="team">
<div itemprop="employee" itemscope itemtype="https://schema.org/Person">
<dt itemprop="name">Günther Zeitler</dt>
<dd itemprop="jobTitle">Kfz-Meister, Inhaber</dd>
</div>
<div itemprop="employee" itemscope itemtype="https://schema.org/Person">
<dt itemprop="name">Tobias Zeitler</dt>
<dd itemprop="jobTitle">Kfz-Mechatroniker, Hochvolt-Techniker</dd>
<dd>tobias.zeitler [ät] kfz-zeitler-wunsiedel.de
</div>
<div itemprop="employee" itemscope itemtype="https://schema.org/Person">
<dt itemprop="name">Ramona Zeitler</dt>
<dd itemprop="jobTitle">Büro und Terminvergabe
<dd>buero [ät] kfz-zeitler-wunsiedel.de
</div>
</dl>
<p><img src="bilder/halle.jpg" srcset="bilder/halle@2x.jpg 2x" alt="Unsere Halle">
</div></div>
</body></html>`],
      "/impressum.html": ["impressum.html", `<html><head><meta charset="utf-8"><title>Impressum</title></head><body>
<h2>Impressum</h2>
<p>Kfz-Meisterbetrieb Zeitler<br>Inhaber: Günther Zeitler, Kfz-Technikermeister<br>Egerstraße 41, 95632 Wunsiedel
<p>Tel. 09232 / 44 18 · E-Mail: werkstatt@kfz-zeitler-wunsiedel.de
<p>Handwerkskammer für Oberfranken · USt-IdNr. DE 133 870 514
<p><a href=/>zurück</a>
</body>`],
    },
    truth: T(
      {
        [`werkstatt@${dom}`]: "generic",
        [`tobias.zeitler@${dom}`]: ["person", "Tobias Zeitler"],
        [`buero@${dom}`]: "role",
      },
      [
        ["Günther Zeitler", "Kfz-Meister, Inhaber", "owner"],
        ["Tobias Zeitler", "Kfz-Mechatroniker, Hochvolt-Techniker", "other"],
        ["Ramona Zeitler", "Büro und Terminvergabe", "operations"],
      ],
      ["logo-zeitler@2x.png", "logo-zeitler@3x.png", "halle@2x.jpg"],
    ),
  });
}

// j050 — architects on Lindau island: Bootstrap 4 cards, founder prose, projects named after people, person addresses
{
  const dom = "wetzel-architekten-lindau.de";
  const head = (t) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} | Wetzel Architekten Lindau</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@4.6.2/dist/css/bootstrap.min.css">
<link rel="stylesheet" href="/assets/wetzel.css">
</head>
<body>
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom"><div class="container">
 <a class="navbar-brand" href="/">wetzel <strong>architekten</strong></a>
 <ul class="navbar-nav ml-auto"><li class="nav-item"><a class="nav-link" href="/">Projekte</a></li><li class="nav-item"><a class="nav-link" href="/buero">Büro</a></li><li class="nav-item"><a class="nav-link" href="/impressum">Impressum</a></li></ul>
</div></nav>`;
  const foot = `<footer class="container py-4 small text-muted border-top mt-5">Wetzel Architekten · Maximilianstraße 27 · 88131 Lindau (Bodensee) · 08382 / 27 94 50 · buero@wetzel-architekten-lindau.de</footer>
<script src="https://cdn.jsdelivr.net/npm/jquery@3.5.1/dist/jquery.slim.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@4.6.2/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`;
  const card = (img, n, r, mail) => `
  <div class="col-sm-6 col-lg-4 mb-4"><div class="card h-100">
   <img class="card-img-top" src="/assets/team/${img}" alt="Portrait ${n}">
   <div class="card-body"><h5 class="card-title">${n}</h5><h6 class="card-subtitle mb-2 text-muted">${r}</h6>${mail ? `<p class="card-text"><small>${mail}</small></p>` : ""}</div>
  </div></div>`;
  sites.push({
    id: "j050-wetzel-architekten-lindau",
    domain: dom,
    patterns: ["builder-bootstrap", "team-grid", "about-prose", "name-lookalikes", "email-text", "email-in-person-card", "email-footer", "junk-version", "legal-notice"],
    pages: {
      "/": ["index.html", `${head("Projekte")}
<main class="container py-5">
 <h1 class="h3 mb-4">Projekte</h1>
 <div class="row">
  <div class="col-md-4 mb-4"><div class="card"><img class="card-img-top" src="/assets/p/haus-brenner.jpg" alt=""><div class="card-body"><h5 class="card-title">Haus Brenner</h5><p class="card-text">Einfamilienhaus in Holzbauweise, Bodolz, 2023.</p></div></div></div>
  <div class="col-md-4 mb-4"><div class="card"><img class="card-img-top" src="/assets/p/villa-sommer.jpg" alt=""><div class="card-body"><h5 class="card-title">Villa Sommer</h5><p class="card-text">Sanierung einer denkmalgeschützten Seevilla von 1907, Bad Schachen.</p></div></div></div>
  <div class="col-md-4 mb-4"><div class="card"><img class="card-img-top" src="/assets/p/lindenhof.jpg" alt=""><div class="card-body"><h5 class="card-title">Kita am Lindenhofpark</h5><p class="card-text">Neubau einer viergruppigen Kindertagesstätte, Stadt Lindau, 2021.</p></div></div></div>
 </div>
</main>
${foot}`],
      "/buero": ["buero.html", `${head("Büro")}
<main class="container py-5">
 <h1 class="h3">Das Büro</h1>
 <p class="lead">Katharina Wetzel-Moosbrugger gründete das Büro 2009 nach Stationen in Vorarlberg und Zürich. Als Inhaberin verantwortet sie bis heute jeden Entwurf selbst; die Projektleitung liegt meist bei Johannes Ebersbach, der seit 2013 im Team ist.</p>
 <p>Für neue Bauvorhaben sprechen Sie Katharina am besten direkt an: k.wetzel@${dom}</p>
 <div class="row mt-4">${card("kwm.jpg", "Dipl.-Ing. Katharina Wetzel-Moosbrugger", "Architektin BDA, Inhaberin", `k.wetzel@${dom}`)}${card("je.jpg", "Johannes Ebersbach", "Architekt, Projektleitung", `j.ebersbach@${dom}`)}${card("ls.jpg", "Lea Santos Ferreira", "Innenarchitektin", "")}</div>
</main>
${foot}`],
      "/impressum": ["impressum.html", `${head("Impressum")}
<main class="container py-5">
 <h1 class="h3">Impressum</h1>
 <p>Wetzel Architekten<br>Inhaberin: Dipl.-Ing. Katharina Wetzel-Moosbrugger, Architektin<br>Maximilianstraße 27, 88131 Lindau (Bodensee)</p>
 <p>Mitglied der Bayerischen Architektenkammer, Mitgliedsnummer 182554<br>Berufsbezeichnung „Architektin“ verliehen in der Bundesrepublik Deutschland</p>
 <p>E-Mail: buero@${dom}</p>
</main>
${foot}`],
    },
    truth: T(
      {
        [`buero@${dom}`]: "generic",
        [`k.wetzel@${dom}`]: ["person", "Katharina Wetzel-Moosbrugger"],
        [`j.ebersbach@${dom}`]: ["person", "Johannes Ebersbach"],
      },
      [
        ["Katharina Wetzel-Moosbrugger", "Architektin BDA, Inhaberin", "owner"],
        ["Johannes Ebersbach", "Architekt, Projektleitung", "operations"],
        ["Lea Santos Ferreira", "Innenarchitektin", "other"],
      ],
      ["bootstrap@4.6.2", "jquery@3.5.1"],
    ),
  });
}
