import { wp, wix, sqs, webflow, bs } from "./_lib.mjs";

export const sites = [];

// ---------------------------------------------------------------------------------------------
// i041 — joinery in Wangen im Allgäu, WordPress classic theme, history prose, Impressum
{
  const nav = [["/", "Start"], ["/ueber-uns/", "Über uns"], ["/leistungen/", "Leistungen"], ["/impressum/", "Impressum"]];
  const footer = `<div class="footer-widgets"><div class="widget widget_text"><div class="textwidget"><p><strong>Schreinerei Rimmele</strong><br>Lindauer Straße 61<br>88239 Wangen im Allgäu</p><p>Telefon 07522 4417<br>E-Mail: info (at) schreinerei-rimmele (punkt) de</p></div></div></div>
<div class="site-info"><a href="/impressum/">Impressum</a> | <a href="/datenschutz/">Datenschutz</a></div>`;
  const common = { lang: "de", site: "Schreinerei Rimmele", nav, footer, theme: "twentyseventeen" };
  const index = wp({
    ...common,
    title: "Schreinerei Rimmele – Möbel, Fenster und Innenausbau in Wangen im Allgäu",
    desc: "Meisterbetrieb in Wangen im Allgäu: Möbel nach Maß, Holzfenster, Haustüren, Treppen und Innenausbau aus heimischen Hölzern.",
    bodyClass: "home page-template-default page twentyseventeen-front-page",
    body: `<div class="wrap"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="page"><div class="entry-content">
<h1>Handwerk aus dem Allgäu – seit 1954</h1>
<p>Wir planen und fertigen Möbel nach Maß, Küchen, Holz- und Holz-Alu-Fenster, Haustüren und Treppen. Weißtanne, Eiche und Nussbaum beziehen wir, wo es geht, aus Wäldern der Region.</p>
<p>Unsere Werkstatt ist Montag bis Freitag von 7:00 bis 17:00 Uhr geöffnet. Beratungstermine gerne auch samstags nach Vereinbarung.</p>
</div></article></main></div></div>`,
  });
  const ueber = wp({
    ...common,
    title: "Über uns – Schreinerei Rimmele",
    desc: "Drei Generationen Schreinerhandwerk.",
    body: `<div class="wrap"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Über uns</h1></header><div class="entry-content">
<p>1954 gründete Anton Rimmele die Werkstatt in einer ehemaligen Sägerei an der Argen. Sein Sohn Hubert baute in den 80er-Jahren die Fensterfertigung auf.</p>
<p>Seit 2009 führt <strong>Schreinermeister Florian Rimmele</strong> den Betrieb in dritter Generation. Unterstützt wird er von seiner Frau <strong>Katrin Rimmele</strong>, die sich um Büro, Buchhaltung und Auftragsplanung kümmert, und von Werkstattleiter Jonas Heilig. Insgesamt arbeiten bei uns neun Mitarbeiter und zwei Auszubildende.</p>
<figure class="wp-caption aligncenter"><img src="/wp-content/uploads/2020/05/team-werkstatt.jpg" alt="Das Team vor der Werkstatt" width="800" height="450"><figcaption class="wp-caption-text">Das Team vor der Werkstatt an der Lindauer Straße</figcaption></figure>
</div></article></main></div></div>`,
  });
  const leistungen = wp({
    ...common,
    title: "Leistungen – Schreinerei Rimmele",
    desc: "Unsere Leistungen.",
    body: `<div class="wrap"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Leistungen</h1></header><div class="entry-content">
<ul><li>Möbel und Einbauschränke nach Maß</li><li>Küchen aus Massivholz</li><li>Holzfenster und Haustüren (RAL-zertifiziert)</li><li>Treppen und Geländer</li><li>Innenausbau für Praxen, Läden und Gastronomie</li></ul>
<p>Referenz: Gaststube des Landgasthofs „Zur Argenbrücke“ und die Ausstattung der Stadtbücherei Wangen.</p>
</div></article></main></div></div>`,
  });
  const impressum = wp({
    ...common,
    title: "Impressum – Schreinerei Rimmele",
    desc: "Impressum.",
    body: `<div class="wrap"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Impressum</h1></header><div class="entry-content">
<h2>Angaben gemäß § 5 TMG</h2>
<p>Schreinerei Rimmele<br>Inhaber: Florian Rimmele<br>Lindauer Straße 61<br>88239 Wangen im Allgäu</p>
<h2>Kontakt</h2>
<p>Telefon: 07522 4417<br>Telefax: 07522 4418<br>E-Mail: info (at) schreinerei-rimmele (punkt) de</p>
<h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 146 228 901</p>
<h2>Berufsbezeichnung und berufsrechtliche Regelungen</h2><p>Berufsbezeichnung: Schreinermeister (verliehen in Deutschland)<br>Zuständige Kammer: Handwerkskammer Ulm</p>
</div></article></main></div></div>`,
  });
  sites.push({
    id: "i041-schreinerei-rimmele-wangen",
    domain: "schreinerei-rimmele.de",
    language: "de",
    patterns: ["builder-wordpress", "about-prose", "legal-notice", "email-obfuscated", "email-footer", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/ueber-uns/": ["ueber-uns.html", ueber], "/leistungen/": ["leistungen.html", leistungen], "/impressum/": ["impressum.html", impressum] },
    truth: {
      emails: ["info@schreinerei-rimmele.de"],
      emailKinds: { "info@schreinerei-rimmele.de": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Florian Rimmele", title: "Inhaber", role: "owner" },
        { name: "Katrin Rimmele", title: null, role: "operations" },
        { name: "Jonas Heilig", title: "Werkstattleiter", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i042 — tax advisers in Bad Mergentheim, Elementor + Premium Addons person widget, Mustermann form
{
  const nav = [["/", "Startseite"], ["/team/", "Team"], ["/kontakt/", "Kontakt"], ["/impressum/", "Impressum"]];
  const footer = `<div data-elementor-type="footer" class="elementor elementor-location-footer"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Kanzlei Tauberland · Steuerberater PartG mbB · Härterichstraße 14 · 97980 Bad Mergentheim · Tel. 07931 96 33 0</p><p class="webdesign">Webdesign &amp; SEO: <a href="https://hohenlohe-webwerk.de">Hohenlohe Webwerk</a> · projekt@hohenlohe-webwerk.de</p></div></div></div></div></div></section></div>`;
  const common = { lang: "de", site: "Kanzlei Tauberland", nav, footer, builder: "elementor", theme: "hello-elementor" };
  const index = wp({
    ...common,
    title: "Kanzlei Tauberland – Steuerberater in Bad Mergentheim",
    desc: "Steuerberatung, Finanzbuchhaltung, Lohn und Jahresabschluss für Handwerk, Mittelstand und Landwirtschaft im Main-Tauber-Kreis.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Steuerberatung mit Weitblick – im Taubertal zu Hause</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Seit 1987 betreuen wir Handwerksbetriebe, Weingüter, Ärzte und Privatpersonen zwischen Wertheim und Creglingen. Digital mit DATEV Unternehmen online – und persönlich vor Ort.</p></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container">
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Jahresabschluss</span></h3><p class="elementor-icon-box-description">Bilanz, EÜR, Steuererklärungen.</p></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Lohnbuchhaltung</span></h3><p class="elementor-icon-box-description">Auch für Saisonkräfte im Weinbau.</p></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Unternehmensnachfolge</span></h3><p class="elementor-icon-box-description">Übergabe von Betrieben in der Familie.</p></div></div></div></div>
</div></section></div>`,
  });
  const person = (img, name, title, mail, phone) => `<div class="elementor-column elementor-col-25 elementor-inner-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-premium-addon-person" data-widget_type="premium-addon-person.default"><div class="elementor-widget-container">
<div class="premium-person-container premium-person-style1"><div class="premium-person-image-container"><div class="premium-person-image-wrap"><img src="/wp-content/uploads/2022/10/${img}.jpg" alt="${name}"></div></div>
<div class="premium-person-info"><div class="premium-person-info-container">
<h3 class="premium-person-name"><span>${name}</span></h3>
<h4 class="premium-person-title"><span>${title}</span></h4>
<div class="premium-person-content"><p>Tel. ${phone}</p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div>
</div></div></div>
</div></div></div></div>`;
  const team = wp({
    ...common,
    title: "Team – Kanzlei Tauberland",
    desc: "Unser Team.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Unser Team</h1></div></div></div></div></div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container">
${person("gebhardt", "Dipl.-Kfm. Reinhold Gebhardt", "Steuerberater, Partner", "r.gebhardt@kanzlei-tauberland.de", "07931 96 33 10")}
${person("schuermann", "Anja Schürmann-Kraus", "Steuerberaterin, Fachberaterin für Unternehmensnachfolge, Partnerin", "a.schuermann-kraus@kanzlei-tauberland.de", "07931 96 33 20")}
${person("oezdemir", "Serkan Özdemir", "Steuerfachwirt, Leitung Lohnbuchhaltung", "lohn@kanzlei-tauberland.de", "07931 96 33 30")}
${person("weippert", "Carina Weippert", "Kanzleimanagerin", "", "07931 96 33 0")}
</div></section></div>`,
  });
  const kontakt = wp({
    ...common,
    title: "Kontakt – Kanzlei Tauberland",
    desc: "Kontakt.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="16" class="elementor elementor-16"><section class="elementor-section"><div class="elementor-container">
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><h1>Kontakt</h1><p>Mo–Do 8:00–17:00 Uhr, Fr 8:00–13:00 Uhr</p><p>Telefon 07931 96 33 0<br>E-Mail <a href="mailto:kanzlei@kanzlei-tauberland.de">kanzlei@kanzlei-tauberland.de</a></p></div></div></div></div>
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container"><form class="elementor-form" method="post">
<div class="elementor-field-group"><label for="form-field-name" class="elementor-field-label">Name</label><input type="text" id="form-field-name" class="elementor-field" placeholder="Max Mustermann"></div>
<div class="elementor-field-group"><label for="form-field-email" class="elementor-field-label">E-Mail</label><input type="email" id="form-field-email" class="elementor-field" placeholder="max@mustermann.de"></div>
<div class="elementor-field-group"><label for="form-field-message" class="elementor-field-label">Ihre Nachricht</label><textarea id="form-field-message" class="elementor-field" rows="4"></textarea></div>
<button type="submit" class="elementor-button">Absenden</button></form></div></div></div></div>
</div></section></div>`,
  });
  const impressum = wp({
    ...common,
    title: "Impressum – Kanzlei Tauberland",
    desc: "Impressum.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="18" class="elementor elementor-18"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
<h1>Impressum</h1>
<p>Kanzlei Tauberland Gebhardt &amp; Schürmann-Kraus Steuerberater PartG mbB<br>Härterichstraße 14, 97980 Bad Mergentheim</p>
<p>Partnerschaftsregister: Amtsgericht Stuttgart, PR 720114</p>
<p>Vertretungsberechtigte Partner: Reinhold Gebhardt, Anja Schürmann-Kraus</p>
<p>Zuständige Kammer: Steuerberaterkammer Stuttgart. Gesetzliche Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland).</p>
</div></div></div></div></div></section></div>`,
  });
  sites.push({
    id: "i042-kanzlei-tauberland-bad-mergentheim",
    domain: "kanzlei-tauberland.de",
    language: "de",
    patterns: ["builder-elementor", "team-grid", "email-in-person-card", "email-mailto", "legal-notice", "junk-agency", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/team/": ["team.html", team], "/kontakt/": ["kontakt.html", kontakt], "/impressum/": ["impressum.html", impressum] },
    truth: {
      emails: ["kanzlei@kanzlei-tauberland.de", "r.gebhardt@kanzlei-tauberland.de", "a.schuermann-kraus@kanzlei-tauberland.de", "lohn@kanzlei-tauberland.de"],
      emailKinds: {
        "kanzlei@kanzlei-tauberland.de": "generic",
        "r.gebhardt@kanzlei-tauberland.de": "person",
        "a.schuermann-kraus@kanzlei-tauberland.de": "person",
        "lohn@kanzlei-tauberland.de": "role",
      },
      emailOwners: { "r.gebhardt@kanzlei-tauberland.de": "Reinhold Gebhardt", "a.schuermann-kraus@kanzlei-tauberland.de": "Anja Schürmann-Kraus" },
      contacts: [
        { name: "Reinhold Gebhardt", title: "Steuerberater, Partner", role: "owner" },
        { name: "Anja Schürmann-Kraus", title: "Steuerberaterin, Fachberaterin für Unternehmensnachfolge, Partnerin", role: "owner" },
        { name: "Serkan Özdemir", title: "Steuerfachwirt, Leitung Lohnbuchhaltung", role: "other" },
        { name: "Carina Weippert", title: "Kanzleimanagerin", role: "operations" },
      ],
      junk: ["projekt@hohenlohe-webwerk.de", "max@mustermann.de"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i043 — inn in Gosau (AT), Wix, family prose, guest reviews
{
  const nav = [["/", "Home"], ["/zimmer", "Zimmer"], ["/ueber-uns", "Über uns"]];
  const t = (id, html) => `<div id="comp-jz${id}" class="_2Hij5 _3bcaz wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = wix({
    lang: "de",
    title: "Gasthof Gosauschmied | Urlaub am Dachstein",
    desc: "Familiengeführter Gasthof in Gosau am Dachstein – Zimmer mit Frühstück, Wirtshaus mit regionaler Küche.",
    nav,
    sentry: true,
    body: `${t("0a01", `<h1 class="font_0"><span class="wixui-rich-text__text">Servus im Gosauschmied!</span></h1>`)}
${t("0a02", `<p class="font_8"><span class="wixui-rich-text__text">Wirtshaus und Gästezimmer am Fuße des Gosaukamms, 5 Minuten zum Vorderen Gosausee und zur Gondelbahn Zwieselalm.</span></p>`)}
${t("0a03", `<h2 class="font_2"><span class="wixui-rich-text__text">Das sagen unsere Gäste</span></h2>`)}
${t("0a04", `<p class="font_8"><span class="wixui-rich-text__text">„Der beste Kaiserschmarrn im Salzkammergut und so herzliche Gastgeber!“</span></p><p class="font_9"><span class="wixui-rich-text__text">– Brigitte und Manfred Kohlhuber, Regensburg</span></p>`)}
${t("0a05", `<p class="font_8"><span class="wixui-rich-text__text">„Ruhige Zimmer, tolles Frühstück mit Produkten vom Bauern nebenan.“</span></p><p class="font_9"><span class="wixui-rich-text__text">– Jana P. aus Brno, via Booking.com</span></p>`)}
${t("0a06", `<p class="font_9"><span class="wixui-rich-text__text">Gasthof Gosauschmied · Gosau 412 · 4824 Gosau · +43 6136 8 27 04 · gasthof@gosauschmied.at</span></p>`)}`,
  });
  const zimmer = wix({
    lang: "de",
    title: "Zimmer | Gasthof Gosauschmied",
    desc: "Zimmer und Preise.",
    nav,
    sentry: true,
    body: `${t("0b01", `<h1 class="font_0"><span class="wixui-rich-text__text">Zimmer &amp; Preise</span></h1>`)}
${t("0b02", `<ul class="font_8"><li><p class="font_8"><span class="wixui-rich-text__text">Doppelzimmer „Dachstein“ mit Balkon – ab € 98 pro Nacht inkl. Frühstück</span></p></li><li><p class="font_8"><span class="wixui-rich-text__text">Familienzimmer „Zwieselalm“ – ab € 135</span></p></li><li><p class="font_8"><span class="wixui-rich-text__text">Einzelzimmer – ab € 62</span></p></li></ul><p class="font_8"><span class="wixui-rich-text__text">Ortstaxe € 2,40 pro Person und Nacht. Hunde auf Anfrage.</span></p>`)}
${t("0b03", `<p class="font_8"><span class="wixui-rich-text__text">Anfragen bitte per Mail an gasthof@gosauschmied.at oder telefonisch.</span></p>`)}`,
  });
  const ueber = wix({
    lang: "de",
    title: "Über uns | Gasthof Gosauschmied",
    desc: "Die Familie Gamsjäger.",
    nav,
    sentry: true,
    body: `${t("0c01", `<h1 class="font_0"><span class="wixui-rich-text__text">Über uns</span></h1>`)}
${t("0c02", `<p class="font_8"><span class="wixui-rich-text__text">Wo früher die Dorfschmiede stand, </span><span class="wixui-rich-text__text">bewirtet seit 1952 die Familie Gamsjäger ihre Gäste. Heute führen </span><span style="font-weight:bold;" class="wixui-rich-text__text">Martina und Stefan Gamsjäger</span><span class="wixui-rich-text__text"> den Gasthof in dritter Generation: Stefan steht als Küchenchef am Herd, Martina kümmert sich um Zimmer und Service.</span></p>`)}
${t("0c03", `<p class="font_8"><span class="wixui-rich-text__text">Wirtin Martina Gamsjäger und Küchenchef Stefan Gamsjäger freuen sich auf Ihren Besuch! Im Service begrüßt Sie außerdem unsere langjährige Mitarbeiterin Resi Pilz.</span></p>`)}`,
  });
  sites.push({
    id: "i043-gasthof-gosauschmied-gosau",
    domain: "gosauschmied.at",
    language: "de",
    patterns: ["builder-wix", "about-prose", "email-text", "testimonials", "junk-platform"],
    pages: { "/": ["index.html", index], "/zimmer": ["zimmer.html", zimmer], "/ueber-uns": ["ueber-uns.html", ueber] },
    truth: {
      emails: ["gasthof@gosauschmied.at"],
      emailKinds: { "gasthof@gosauschmied.at": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Martina Gamsjäger", title: "Wirtin", role: "owner" },
        { name: "Stefan Gamsjäger", title: "Küchenchef", role: "owner" },
        { name: "Resi Pilz", title: null, role: "other" },
      ],
      junk: ["8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i044 — IT systems house in Schwäbisch Hall, Webflow, JSON-LD employees, reference customers
{
  const nav = [["/", "Start"], ["/team", "Team"], ["/referenzen", "Referenzen"], ["/impressum", "Impressum"]];
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Kocher IT GmbH","url":"https://kocher-it.de","logo":"https://kocher-it.de/logo.svg","email":"service@kocher-it.de","telephone":"+49 791 94 62 80","address":{"@type":"PostalAddress","streetAddress":"Schmollerstraße 33","postalCode":"74523","addressLocality":"Schwäbisch Hall","addressCountry":"DE"},"founder":[{"@type":"Person","name":"Dominik Weidner","jobTitle":"Geschäftsführer"},{"@type":"Person","name":"Tobias Hägele","jobTitle":"Geschäftsführer"}],"employee":[{"@type":"Person","name":"Melanie Frank","jobTitle":"Vertrieb & Marketing","email":"m.frank@kocher-it.de"},{"@type":"Person","name":"Nikola Petrović","jobTitle":"Teamleiter Service Desk"}]}</script>`;
  const footer = `<div class="footer-grid"><div>Kocher IT GmbH · Schmollerstraße 33 · 74523 Schwäbisch Hall</div><div>Service-Hotline 0791 94 62 80 · Fernwartung: <a href="/support">Quick Support</a></div></div>`;
  const common = { lang: "de", site: "Kocher IT", nav, footer, extraHead: ld };
  const index = webflow({
    ...common,
    title: "Kocher IT – IT-Systemhaus in Schwäbisch Hall",
    desc: "IT-Betreuung, Netzwerke, Microsoft 365 und IT-Sicherheit für Mittelstand und Handwerk in Hohenlohe.",
    body: `<section class="hero-section"><div class="container w-container"><h1 class="hero-heading">Ihre IT. Läuft.</h1><p class="hero-text">Managed Services, Netzwerke und IT-Sicherheit für 180 Unternehmen zwischen Crailsheim, Künzelsau und Heilbronn.</p></div></section>
<section class="section"><div class="container w-container"><div class="w-layout-grid grid-3"><div class="card"><h3>Managed Services</h3><p>Monitoring, Patchmanagement, Backup.</p></div><div class="card"><h3>Netzwerk &amp; WLAN</h3><p>Planung, Ausleuchtung, Firewalls.</p></div><div class="card"><h3>Cloud</h3><p>Microsoft 365 und Rechenzentrum in Nürnberg.</p></div></div></div></section>`,
  });
  const m = (slug, name, role) => `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/65d${slug}_team.jpg" alt="" loading="lazy" class="team-img"/><div class="team-text"><div class="team-name">${name}</div><div class="team-position">${role}</div></div></div>`;
  const team = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9fa",
    title: "Team – Kocher IT",
    desc: "Unser Team.",
    body: `<section class="section"><div class="container w-container"><h1>Unser Team</h1><p>23 Kolleginnen und Kollegen, davon 6 Auszubildende zum Fachinformatiker.</p>
<div class="w-dyn-list"><div role="list" class="team-list w-dyn-items">
${m("01", "Dominik Weidner", "Geschäftsführer")}
${m("02", "Tobias Hägele", "Geschäftsführer · Technik")}
${m("03", "Melanie Frank", "Vertrieb &amp; Marketing")}
${m("04", "Nikola Petrović", "Teamleiter Service Desk")}
</div></div></div></section>`,
  });
  const refs = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9fb",
    title: "Referenzen – Kocher IT",
    desc: "Referenzkunden.",
    body: `<section class="section"><div class="container w-container"><h1>Referenzen</h1>
<div class="w-dyn-list"><div role="list" class="ref-list w-dyn-items">
<div role="listitem" class="w-dyn-item"><h3 class="ref-name">Bäckerei Eberhardt, Crailsheim</h3><p>12 Filialen, Kassensysteme und zentrale Warenwirtschaft.</p></div>
<div role="listitem" class="w-dyn-item"><h3 class="ref-name">Haller Metallbau Schenk GmbH</h3><p>Netzwerk-Neuaufbau und Firewall-Cluster.</p></div>
<div role="listitem" class="w-dyn-item"><h3 class="ref-name">Hohenloher Landarztpraxis Dr. Sauter</h3><p>TI-Anbindung und Praxis-IT.</p></div>
<div role="listitem" class="w-dyn-item"><h3 class="ref-name">Weingut Fürst zu Hohenlohe-Oehringen</h3><p>WLAN über das gesamte Gutsgelände.</p></div>
</div></div></div></section>`,
  });
  const impressum = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9fc",
    title: "Impressum – Kocher IT",
    desc: "Impressum.",
    body: `<section class="section"><div class="container w-container rich-text w-richtext"><h1>Impressum</h1>
<p>Kocher IT GmbH<br>Schmollerstraße 33<br>74523 Schwäbisch Hall</p>
<p>Geschäftsführer: Dominik Weidner, Tobias Hägele<br>Registergericht: Amtsgericht Stuttgart, HRB 741205<br>USt-IdNr.: DE 287 114 630</p>
<p>Telefon: 0791 94 62 80</p>
</div></section>`,
  });
  sites.push({
    id: "i044-kocher-it-schwaebisch-hall",
    domain: "kocher-it.de",
    language: "de",
    patterns: ["builder-webflow", "team-grid", "jsonld-person", "email-jsonld", "client-list", "legal-notice", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/team": ["team.html", team], "/referenzen": ["referenzen.html", refs], "/impressum": ["impressum.html", impressum] },
    truth: {
      emails: ["service@kocher-it.de", "m.frank@kocher-it.de"],
      emailKinds: { "service@kocher-it.de": "role", "m.frank@kocher-it.de": "person" },
      emailOwners: { "m.frank@kocher-it.de": "Melanie Frank" },
      contacts: [
        { name: "Dominik Weidner", title: "Geschäftsführer", role: "owner" },
        { name: "Tobias Hägele", title: "Geschäftsführer · Technik", role: "owner" },
        { name: "Melanie Frank", title: "Vertrieb & Marketing", role: "marketing" },
        { name: "Nikola Petrović", title: "Teamleiter Service Desk", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i045 — undertakers in Quedlinburg, Divi, Traueranzeigen, Impressum
{
  const nav = [["/", "Startseite"], ["/traueranzeigen/", "Traueranzeigen"], ["/ueber-uns/", "Über uns"], ["/impressum/", "Impressum"]];
  const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Bestattungshaus Bode-Tal · Pölle 18 · 06484 Quedlinburg · Tag und Nacht erreichbar: 03946 70 14 41</div></div></div>`;
  const common = { lang: "de", site: "Bestattungshaus Bode-Tal", nav, footer, builder: "divi", theme: "Divi" };
  const index = wp({
    ...common,
    title: "Bestattungshaus Bode-Tal – Bestattungen in Quedlinburg und Thale",
    desc: "Erd-, Feuer-, See- und Baumbestattungen in Quedlinburg, Thale und Ballenstedt. Tag und Nacht für Sie da.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0 et_pb_with_background"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_align_center"><div class="et_pb_text_inner"><h1>Wir begleiten Sie in schweren Stunden</h1><p>Im Trauerfall sind wir Tag und Nacht unter 03946 70 14 41 für Sie erreichbar.</p></div></div></div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Bestattungsarten</span></h4><div class="et_pb_blurb_description"><p>Erd-, Feuer-, See-, Baum- und anonyme Bestattung.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Vorsorge</span></h4><div class="et_pb_blurb_description"><p>Bestattungsvorsorge mit Treuhandkonto.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Trauerfeier</span></h4><div class="et_pb_blurb_description"><p>Eigener Abschiedsraum für bis zu 60 Gäste.</p></div></div></div></div>
</div></div>
</div></div></div></div>`,
  });
  const anz = (name, dates, text) => `<div class="et_pb_module et_pb_text traueranzeige"><div class="et_pb_text_inner"><h3>${name}</h3><p class="lebensdaten">${dates}</p><p>${text}</p><p><a href="#kondolenz">Kondolenz schreiben</a> · <a href="#kerze">Kerze anzünden</a></p></div></div>`;
  const trauer = wp({
    ...common,
    title: "Traueranzeigen – Bestattungshaus Bode-Tal",
    desc: "Aktuelle Traueranzeigen.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Traueranzeigen</h1></div></div>
${anz("Ingeborg Wernecke", "* 12.03.1936 † 02.04.2024", "In stiller Trauer: deine Kinder Heike und Lutz mit Familien. Die Trauerfeier findet am 12. April um 11 Uhr in der Kapelle des Zentralfriedhofs Quedlinburg statt.")}
${anz("Klaus-Dieter Rudolph", "* 07.09.1949 † 29.03.2024", "Wir nehmen Abschied von unserem Vater, Opa und Kegelbruder. Urnenbeisetzung im engsten Familienkreis in Thale.")}
${anz("Erika Schwanebeck geb. Hoppe", "* 21.01.1932 † 27.03.2024", "Die Beisetzung erfolgt im RuheForst Harz.")}
${anz("Gerhard „Gerd“ Ballerstedt", "* 14.05.1958 † 25.03.2024", "Traueradresse: Bestattungshaus Bode-Tal, Pölle 18, 06484 Quedlinburg.")}
</div></div></div></div></div></div></div>`,
  });
  const ueber = wp({
    ...common,
    title: "Über uns – Bestattungshaus Bode-Tal",
    desc: "Ihre Ansprechpartner.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Über uns</h1><p>Das Bestattungshaus Bode-Tal wurde 1991 von Sabine Köhn-Lindemann gegründet und ist bis heute ein inhabergeführtes Familienunternehmen.</p>
<p>Ihre Ansprechpartner:</p>
<p><strong>Sabine Köhn-Lindemann</strong><br>Inhaberin, Bestattermeisterin<br><a href="mailto:koehn-lindemann@bestattungshaus-bodetal.de">koehn-lindemann@bestattungshaus-bodetal.de</a></p>
<p><strong>Felix Lindemann</strong><br>Geprüfter Bestatter, Trauerredner<br><a href="mailto:f.lindemann@bestattungshaus-bodetal.de">f.lindemann@bestattungshaus-bodetal.de</a></p>
<p><strong>Doreen Mewes</strong><br>Bestattungsfachkraft, Vorsorgeberatung</p>
</div></div></div>
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_image"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/2021/04/abschiedsraum.jpg" alt="Abschiedsraum"></span></div></div>
</div></div></div></div></div></div>`,
  });
  const impressum = wp({
    ...common,
    title: "Impressum – Bestattungshaus Bode-Tal",
    desc: "Impressum.",
    body: `<div id="et-main-area"><div id="main-content"><div class="container"><div id="content-area" class="clearfix"><article class="page"><h1 class="entry-title main_title">Impressum</h1><div class="entry-content">
<p>Bestattungshaus Bode-Tal<br>Inh. Sabine Köhn-Lindemann<br>Pölle 18<br>06484 Quedlinburg</p>
<p>Telefon: 03946 70 14 41<br>E-Mail: <a href="mailto:info@bestattungshaus-bodetal.de">info@bestattungshaus-bodetal.de</a></p>
<p>USt-IdNr.: DE 139 552 870<br>Mitglied im Bundesverband Deutscher Bestatter e.V.</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Sabine Köhn-Lindemann (Anschrift wie oben)</p>
</div></article></div></div></div></div>`,
  });
  sites.push({
    id: "i045-bestattungshaus-bodetal-quedlinburg",
    domain: "bestattungshaus-bodetal.de",
    language: "de",
    patterns: ["builder-divi", "obituary", "legal-notice", "email-mailto", "email-in-person-card", "about-prose"],
    pages: { "/": ["index.html", index], "/traueranzeigen/": ["traueranzeigen.html", trauer], "/ueber-uns/": ["ueber-uns.html", ueber], "/impressum/": ["impressum.html", impressum] },
    truth: {
      emails: ["info@bestattungshaus-bodetal.de", "koehn-lindemann@bestattungshaus-bodetal.de", "f.lindemann@bestattungshaus-bodetal.de"],
      emailKinds: {
        "info@bestattungshaus-bodetal.de": "generic",
        "koehn-lindemann@bestattungshaus-bodetal.de": "person",
        "f.lindemann@bestattungshaus-bodetal.de": "person",
      },
      emailOwners: { "koehn-lindemann@bestattungshaus-bodetal.de": "Sabine Köhn-Lindemann", "f.lindemann@bestattungshaus-bodetal.de": "Felix Lindemann" },
      contacts: [
        { name: "Sabine Köhn-Lindemann", title: "Inhaberin, Bestattermeisterin", role: "owner" },
        { name: "Felix Lindemann", title: "Geprüfter Bestatter, Trauerredner", role: "other" },
        { name: "Doreen Mewes", title: "Bestattungsfachkraft, Vorsorgeberatung", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i046 — vet practice in Langenthal (CH), Squarespace image cards with addresses
{
  const nav = [["/", "Praxis"], ["/team", "Team"], ["/notfall", "Notfall"]];
  const footer = `<div class="sqs-block html-block"><div class="sqs-block-content"><p class="sqsrte-small">Tierarztpraxis Hinterberg AG · Bützbergstrasse 41 · 4900 Langenthal · 062 922 18 40 · <a href="mailto:praxis@tierarzt-hinterberg.ch">praxis@tierarzt-hinterberg.ch</a></p></div></div>`;
  const common = { lang: "de", site: "Tierarztpraxis Hinterberg", nav, footer };
  const index = sqs({
    ...common,
    title: "Tierarztpraxis Hinterberg — Kleintiere und Pferde in Langenthal",
    desc: "Kleintier- und Pferdepraxis im Oberaargau: Sprechstunde, Chirurgie, Zahnbehandlung, Fahrpraxis für Pferde.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><div class="sqs-html-content">
<h1>Willkommen in der Tierarztpraxis Hinterberg</h1>
<p>Kleintiere in der Praxis, Pferde und Nutztiere im ganzen Oberaargau mit unserer Fahrpraxis.</p>
<p>Sprechstunde: Mo–Fr 8–12 und 14–19 Uhr, Sa 9–12 Uhr. Bitte Termine telefonisch vereinbaren.</p>
</div></div></div></div></div></section>`,
  });
  const vet = (img, name, sub, mail) => `<div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/61b2/${img}.jpg" alt="" loading="lazy"></div></figure><div class="image-caption-wrapper"><div class="image-caption"><p><strong>${name}</strong></p><p>${sub}</p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div></div></div></div></div></div>`;
  const team = sqs({
    ...common,
    title: "Team — Tierarztpraxis Hinterberg",
    desc: "Unser Team.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12">
<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Team</h1></div></div></div></div>
<div class="row sqs-row">
${vet("ruedi", "Dr. med. vet. Ruedi Ingold", "Praxisinhaber, Pferdemedizin", "r.ingold@tierarzt-hinterberg.ch")}
${vet("corinne", "Dr. med. vet. Corinne Aeschlimann", "Tierärztin Kleintiere, Zahnmedizin", "c.aeschlimann@tierarzt-hinterberg.ch")}
${vet("lara", "med. vet. Lara Zürcher", "Assistenztierärztin", "")}
</div>
<div class="row sqs-row">
${vet("monika", "Monika Schär", "Leitende Tiermedizinische Praxisassistentin (TPA)", "")}
${vet("bello", "Bello", "Praxishund", "")}
</div>
</div></div></div></section>`,
  });
  const notfall = sqs({
    ...common,
    title: "Notfall — Tierarztpraxis Hinterberg",
    desc: "Notfalldienst.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Notfall</h1>
<p>Ausserhalb der Öffnungszeiten erreichen Sie den Notfalldienst der Oberaargauer Tierärzte unter 0900 55 44 33 (CHF 2.–/Min.).</p>
<p>Bei Koliken bei Pferden: direkt Dr. Ingold, 079 418 22 10.</p>
</div></div></div></div></section>`,
  });
  sites.push({
    id: "i046-tierarzt-hinterberg-langenthal",
    domain: "tierarzt-hinterberg.ch",
    language: "de",
    patterns: ["builder-squarespace", "team-grid", "email-in-person-card", "email-footer", "email-mailto"],
    pages: { "/": ["index.html", index], "/team": ["team.html", team], "/notfall": ["notfall.html", notfall] },
    truth: {
      emails: ["praxis@tierarzt-hinterberg.ch", "r.ingold@tierarzt-hinterberg.ch", "c.aeschlimann@tierarzt-hinterberg.ch"],
      emailKinds: {
        "praxis@tierarzt-hinterberg.ch": "generic",
        "r.ingold@tierarzt-hinterberg.ch": "person",
        "c.aeschlimann@tierarzt-hinterberg.ch": "person",
      },
      emailOwners: { "r.ingold@tierarzt-hinterberg.ch": "Ruedi Ingold", "c.aeschlimann@tierarzt-hinterberg.ch": "Corinne Aeschlimann" },
      contacts: [
        { name: "Ruedi Ingold", title: "Praxisinhaber, Pferdemedizin", role: "owner" },
        { name: "Corinne Aeschlimann", title: "Tierärztin Kleintiere, Zahnmedizin", role: "other" },
        { name: "Lara Zürcher", title: "Assistenztierärztin", role: "other" },
        { name: "Monika Schär", title: "Leitende Tiermedizinische Praxisassistentin (TPA)", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i047 — trade association of Wunsiedel, hand-written, board table with microdata, member list
{
  const nav = `<div id="navi"><a href="index.html">Startseite</a> | <a href="mitglieder.html">Mitgliederverzeichnis</a> | <a href="vorstand.html">Vorstand</a> | <a href="impressum.html">Impressum</a></div>`;
  const head = (t) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="css/gv.css">
</head>
<body>
<div id="kopf"><img src="bilder/wappen-wunsiedel.png" alt="" height="60"> <span class="titel">Gewerbeverein Wunsiedel e.V.</span></div>
${nav}
<div id="inhalt">`;
  const fuss = `</div>
<div id="fuss">Gewerbeverein Wunsiedel e.V. &middot; Geschäftsstelle: Maximilianstraße 9, 95632 Wunsiedel &middot; Tel. 09232 88 19 70 &middot; E-Mail: geschaeftsstelle@gewerbeverein-wunsiedel.de</div>
</body>
</html>
`;
  const index = `${head("Gewerbeverein Wunsiedel e.V. – Handel, Handwerk und Dienstleistung im Fichtelgebirge")}
<h1>Willkommen beim Gewerbeverein Wunsiedel</h1>
<p>Wir sind über 70 Betriebe aus Handel, Handwerk, Gastronomie und Dienstleistung in der Festspielstadt Wunsiedel. Gemeinsam organisieren wir den Wunsiedler Frühlingsmarkt, die Einkaufsnacht zur Luisenburg-Saison und den Wunsiedler Einkaufsgutschein.</p>
<h2>Termine 2024</h2>
<ul>
<li>27. April – Frühlingsmarkt in der Innenstadt</li>
<li>21. Juni – Lange Einkaufsnacht zur Eröffnung der Luisenburg-Festspiele</li>
<li>30. November – Adventsmarkt am Jean-Paul-Platz</li>
</ul>
${fuss}`;
  const mitglieder = [
    ["Autohaus Fichtelgebirge GmbH", "Bayreuther Straße 30", "Kfz-Handel"],
    ["Bäckerei Schödel", "Marktplatz 4", "Bäckerei"],
    ["Blumen Hertel", "Ludwigstraße 12", "Floristik"],
    ["Buchhandlung Jean Paul", "Jean-Paul-Straße 2", "Buchhandel"],
    ["Elektro Wunderlich", "Egerstraße 15", "Elektroinstallation"],
    ["Friseursalon Haarwerk", "Maximilianstraße 21", "Friseur"],
    ["Gasthof Zum Kronprinzen", "Kirchplatz 1", "Gastronomie"],
    ["Granitwerk Kösseine", "Am Steinbruch 3", "Natursteinbearbeitung"],
    ["Metzgerei Rödel", "Marktplatz 11", "Metzgerei"],
    ["Optik Zeitler", "Ludwigstraße 5", "Optiker"],
    ["Raumausstattung Popp", "Sigmund-Wann-Straße 8", "Handwerk"],
    ["Sport Luisenburg", "Maximilianstraße 14", "Sportartikel"],
    ["Steuerkanzlei Dr. Heinrich Pöhlmann", "Hofer Straße 2", "Steuerberatung"],
    ["Versicherungsbüro Grießhammer", "Egerstraße 3", "Versicherungen"],
  ];
  const mitgliederPage = `${head("Mitgliederverzeichnis – Gewerbeverein Wunsiedel e.V.")}
<h1>Mitgliederverzeichnis</h1>
<p>Auszug aus dem Verzeichnis unserer Mitgliedsbetriebe (alphabetisch):
<table class="liste" cellspacing="0">
<tr><th>Betrieb</th><th>Anschrift</th><th>Branche</th></tr>
${mitglieder.map(([b, a, z]) => `<tr><td>${b}</td><td>${a}, 95632 Wunsiedel</td><td>${z}</td></tr>`).join("\n")}
</table>
${fuss}`;
  const r = (amt, name, betrieb) => `<tr itemprop="member" itemscope itemtype="https://schema.org/Person"><td itemprop="jobTitle">${amt}</td><td itemprop="name">${name}</td><td>${betrieb}</td></tr>`;
  const vorstand = `${head("Vorstand – Gewerbeverein Wunsiedel e.V.")}
<h1>Vorstand</h1>
<table class="liste" cellspacing="0" itemscope itemtype="https://schema.org/Organization">
<tr><th>Amt</th><th>Name</th><th>Betrieb</th></tr>
${r("1. Vorsitzender", "Andreas Schödel", "Bäckerei Schödel")}
${r("2. Vorsitzende", "Petra Zeitler", "Optik Zeitler")}
${r("Schatzmeister", "Wolfgang Grießhammer", "Versicherungsbüro Grießhammer")}
${r("Schriftführerin", "Lena Hertel", "Blumen Hertel")}
${r("Geschäftsstellenleiterin", "Sonja Feulner", "hauptamtlich")}
</table>
<p>Sie erreichen die Geschäftsstelle Dienstag und Donnerstag von 9 bis 12 Uhr.</p>
${fuss}`;
  const impressum = `${head("Impressum – Gewerbeverein Wunsiedel e.V.")}
<h1>Impressum</h1>
<p>Gewerbeverein Wunsiedel e.V.<br>Maximilianstraße 9<br>95632 Wunsiedel</p>
<p>Vertretungsberechtigter Vorstand: Andreas Schödel (1. Vorsitzender), Petra Zeitler (2. Vorsitzende)</p>
<p>Registergericht: Amtsgericht Hof, VR 1187</p>
<p>Inhaltlich verantwortlich gemäß § 18 Abs. 2 MStV: Sonja Feulner, Geschäftsstelle</p>
${fuss}`;
  sites.push({
    id: "i047-gewerbeverein-wunsiedel",
    domain: "gewerbeverein-wunsiedel.de",
    language: "de",
    patterns: ["hand-written", "team-table", "microdata-person", "directory", "legal-notice", "email-text", "email-footer"],
    pages: { "/": ["index.html", index], "/mitglieder.html": ["mitglieder.html", mitgliederPage], "/vorstand.html": ["vorstand.html", vorstand], "/impressum.html": ["impressum.html", impressum] },
    truth: {
      emails: ["geschaeftsstelle@gewerbeverein-wunsiedel.de"],
      emailKinds: { "geschaeftsstelle@gewerbeverein-wunsiedel.de": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Andreas Schödel", title: "1. Vorsitzender", role: "owner" },
        { name: "Petra Zeitler", title: "2. Vorsitzende", role: "other" },
        { name: "Wolfgang Grießhammer", title: "Schatzmeister", role: "other" },
        { name: "Lena Hertel", title: "Schriftführerin", role: "other" },
        { name: "Sonja Feulner", title: "Geschäftsstellenleiterin", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i048 — rowing club in Ratzeburg, Bootstrap site by a member, <dl> board, lecture evening, no email
{
  const nav = [["/", "Start"], ["/verein.html", "Verein"], ["/vortragsabend.html", "Vortragsabend"]];
  const footer = `        <p class="mb-0 small">Ratzeburger Ruder-Gesellschaft von 1888 e.V. · Bootshaus Schlosswiese 3 · 23909 Ratzeburg · <a class="link-light" href="/verein.html#kontakt">Kontakt</a></p>`;
  const common = { lang: "de", site: "RRG 1888", nav, footer };
  const index = bs({
    ...common,
    title: "Ratzeburger Ruder-Gesellschaft von 1888 e.V.",
    desc: "Rudern auf dem Ratzeburger See und dem Küchensee: Breitensport, Jugend, Masters und Wanderrudern.",
    body: `    <main class="container px-4 mt-5 pt-5">
      <div class="p-5 mb-4 bg-light rounded-3"><h1 class="display-6">Rudern auf dem Ratzeburger See</h1><p>Seit 1888 rudern wir zwischen Dom und Schlosswiese. Schnupperrudern jeden Samstag im Mai und Juni um 10 Uhr – einfach vorbeikommen!</p></div>
      <div class="row g-4"><div class="col-md-4"><h2 class="h5">Jugend</h2><p>Training Mo, Mi, Fr ab 16 Uhr.</p></div><div class="col-md-4"><h2 class="h5">Breitensport</h2><p>Gig-Boote für Einsteiger und Wanderfahrten.</p></div><div class="col-md-4"><h2 class="h5">Masters</h2><p>Regatten in Hamburg, Lübeck und auf dem Küchensee.</p></div></div>
    </main>`,
  });
  const verein = bs({
    ...common,
    title: "Verein – Ratzeburger Ruder-Gesellschaft",
    desc: "Vorstand und Trainer.",
    body: `    <main class="container px-4 mt-5 pt-5">
      <h1>Der Verein</h1>
      <p>Die RRG hat rund 240 Mitglieder. Der Vorstand wird alle zwei Jahre von der Mitgliederversammlung gewählt.</p>
      <h2 class="h4 mt-4">Vorstand</h2>
      <dl class="row">
        <dt class="col-sm-4">Vorsitzender</dt><dd class="col-sm-8">Hauke Thießen</dd>
        <dt class="col-sm-4">Stellv. Vorsitzende</dt><dd class="col-sm-8">Dr. Birte Claußen</dd>
        <dt class="col-sm-4">Kassenwart</dt><dd class="col-sm-8">Jürgen Möller</dd>
        <dt class="col-sm-4">Ruderwart</dt><dd class="col-sm-8">Ole Brandt</dd>
        <dt class="col-sm-4">Jugendwartin</dt><dd class="col-sm-8">Svenja Paulsen</dd>
      </dl>
      <h2 class="h4 mt-4">Trainer</h2>
      <dl class="row">
        <dt class="col-sm-4">Cheftrainer (hauptamtlich)</dt><dd class="col-sm-8">Marek Nowicki</dd>
      </dl>
      <h2 id="kontakt" class="h4 mt-4">Kontakt</h2>
      <p>Am besten erreichen Sie uns zu den Trainingszeiten im Bootshaus oder über das Kontaktformular.</p>
      <form class="row g-2" method="post" action="/kontakt.php"><div class="col-md-6"><input class="form-control" name="name" placeholder="Name"></div><div class="col-md-6"><input class="form-control" type="email" name="email" placeholder="E-Mail-Adresse"></div><div class="col-12"><textarea class="form-control" name="nachricht" rows="3" placeholder="Nachricht"></textarea></div><div class="col-12"><button class="btn btn-primary">Senden</button></div></form>
    </main>`,
  });
  const vortrag = bs({
    ...common,
    title: "Vortragsabend – Ratzeburger Ruder-Gesellschaft",
    desc: "Vortragsabend im Bootshaus.",
    body: `    <main class="container px-4 mt-5 pt-5">
      <h1>Vortragsabend im Bootshaus</h1>
      <p class="lead">Freitag, 15. November, 19 Uhr · Eintritt frei, Spenden für die Jugendabteilung erbeten.</p>
      <div class="row g-4">
        <div class="col-md-6"><div class="card"><div class="card-body"><h2 class="card-title h5">Vom Küchensee nach Olympia</h2><p class="card-text">Ehemaliger Achter-Olympiasieger <strong>Karsten Albrecht-Wiese</strong> erzählt von 30 Jahren Leistungsrudern in Ratzeburg.</p></div></div></div>
        <div class="col-md-6"><div class="card"><div class="card-body"><h2 class="card-title h5">Rückengesund rudern</h2><p class="card-text">Mit der Sportmedizinerin <strong>Dr. Imke Rathjens</strong> vom Universitätsklinikum Lübeck.</p></div></div></div>
      </div>
      <p class="mt-4">Moderation: Hauke Thießen, Vorsitzender.</p>
    </main>`,
  });
  sites.push({
    id: "i048-ruder-gesellschaft-ratzeburg",
    domain: "rrg-ratzeburg.de",
    language: "de",
    patterns: ["builder-bootstrap", "definition-list", "event-speakers", "no-email"],
    pages: { "/": ["index.html", index], "/verein.html": ["verein.html", verein], "/vortragsabend.html": ["vortragsabend.html", vortrag] },
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [
        { name: "Hauke Thießen", title: "Vorsitzender", role: "owner" },
        { name: "Birte Claußen", title: "Stellv. Vorsitzende", role: "other" },
        { name: "Jürgen Möller", title: "Kassenwart", role: "other" },
        { name: "Ole Brandt", title: "Ruderwart", role: "other" },
        { name: "Svenja Paulsen", title: "Jugendwartin", role: "other" },
        { name: "Marek Nowicki", title: "Cheftrainer (hauptamtlich)", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i049 — farm shop near Vechta, Elementor with image widgets and CDN libraries, potato varieties
{
  const nav = [["/", "Start"], ["/unser-hof/", "Unser Hof"], ["/hofladen/", "Hofladen"]];
  const extraHead = `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fancyapps/ui@5.0.33/dist/fancybox/fancybox.css"><script src="https://cdn.jsdelivr.net/npm/@fancyapps/ui@5.0.33/dist/fancybox/fancybox.umd.js"></script>`;
  const footer = `<div data-elementor-type="footer" class="elementor elementor-location-footer"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img src="/wp-content/uploads/2023/04/hof-logo.png" srcset="/wp-content/uploads/2023/04/hof-logo.png 1x, /wp-content/uploads/2023/04/hof-logo@2x.png 2x" width="140" alt="Hof Bokern"></div></div></div></div>
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Hof Bokern · Bokerner Damm 7 · 49377 Vechta-Langförden · 04447 91 20 56 · <a href="mailto:hofladen@hof-bokern.de">hofladen@hof-bokern.de</a></p></div></div></div></div></div></section></div>`;
  const common = { lang: "de", site: "Hof Bokern", nav, footer, builder: "elementor", theme: "astra", extraHead };
  const index = wp({
    ...common,
    title: "Hof Bokern – Hofladen mit Kartoffeln, Eiern und Spargel bei Vechta",
    desc: "Familienbetrieb in Vechta-Langförden: Hofladen mit eigenen Kartoffeln, Spargel, Erdbeeren, Eiern aus Freilandhaltung und Milchtankstelle.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="5" class="elementor elementor-5">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Frisch vom Hof in Langförden</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Spargel von April bis Johanni, Erdbeeren im Sommer, Kartoffeln das ganze Jahr – und rund um die Uhr frische Milch an unserer Milchtankstelle.</p></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Unsere Kartoffelsorten</h2></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Annabelle</strong> (festkochend, früh) · <strong>Linda</strong> (vorwiegend festkochend) · <strong>Belana</strong> (festkochend) · <strong>Agria</strong> (mehligkochend, für Pommes)</p></div></div>
</div></div></div></section></div>`,
  });
  const pic = (img, name, text) => `<div class="elementor-column elementor-col-33 elementor-inner-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><figure class="wp-caption"><img src="/wp-content/uploads/2023/04/${img}.jpg" srcset="/wp-content/uploads/2023/04/${img}.jpg 1x, /wp-content/uploads/2023/04/${img}@2x.jpg 2x" alt=""><figcaption class="widget-image-caption wp-caption-text">${name}</figcaption></figure></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${text}</p></div></div>
</div></div>`;
  const hof = wp({
    ...common,
    title: "Unser Hof – Hof Bokern",
    desc: "Familie Bokern.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Familie Bokern</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Unser Hof ist seit 1847 in Familienbesitz. Heute bewirtschaften wir 120 Hektar mit Kartoffeln, Spargel, Getreide und halten 3.000 Legehennen in Freilandhaltung.</p></div></div></div></div></div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container">
${pic("heiner", "Heiner Bokern", "Betriebsleiter. Kümmert sich um Ackerbau und Maschinen.")}
${pic("anke", "Anke Bokern", "Leitet den Hofladen und die Marktstände in Vechta und Cloppenburg.")}
${pic("lukas", "Lukas Bokern", "Agrarstudent in Osnabrück, hilft am Wochenende im Stall und bei der Ernte.")}
</div></section></div>`,
  });
  const laden = wp({
    ...common,
    title: "Hofladen – Hof Bokern",
    desc: "Öffnungszeiten.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Hofladen</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Di–Fr 9–18 Uhr, Sa 8–13 Uhr. In der Spargelsaison auch sonntags 9–12 Uhr.</p><p>Vorbestellungen für Spargel und Erdbeeren gern per Mail an <a href="mailto:hofladen@hof-bokern.de?subject=Vorbestellung">hofladen@hof-bokern.de</a>.</p><p>Außerdem im Laden: Honig von Imkerei Lammers, Nudeln aus der Manufaktur „Oldenburger Münsterland“ und Wurst von Landfleischerei Wempe.</p></div></div>
</div></div></div></section></div>`,
  });
  sites.push({
    id: "i049-hof-bokern-vechta",
    domain: "hof-bokern.de",
    language: "de",
    patterns: ["builder-elementor", "team-grid", "email-mailto", "email-footer", "junk-version", "junk-asset", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/unser-hof/": ["unser-hof.html", hof], "/hofladen/": ["hofladen.html", laden] },
    truth: {
      emails: ["hofladen@hof-bokern.de"],
      emailKinds: { "hofladen@hof-bokern.de": "role" },
      emailOwners: {},
      contacts: [
        { name: "Heiner Bokern", title: "Betriebsleiter", role: "owner" },
        { name: "Anke Bokern", title: null, role: "operations" },
        { name: "Lukas Bokern", title: null, role: "other" },
      ],
      junk: ["@fancyapps/ui@5.0.33", "hof-logo@2x.png", "heiner@2x.jpg", "anke@2x.jpg", "lukas@2x.jpg"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i050 — advertising agency in Steyr (AT), Bootstrap 3 template with broken markup, clients, obfuscation
{
  const nav = [["/", "Home"], ["/agentur.html", "Agentur"], ["/kunden.html", "Kunden"], ["/impressum.html", "Impressum"]];
  const css = `<link href="css/bootstrap.min.css" rel="stylesheet"><link href="css/font-awesome.min.css" rel="stylesheet">`;
  const js = `<script src="js/jquery.min.js"></script><script src="js/bootstrap.min.js"></script>`;
  const footer = `        <div class="row"><div class="col-sm-6">ennsblick werbeagentur &middot; Stadtplatz 27 &middot; 4400 Steyr &middot; +43 7252 53 1 80</div><div class="col-sm-6 text-right">servus&#64;ennsblick&#46;at</div></div>
      </div>`;
  const common = { lang: "de", site: "ennsblick", nav, footer, css, js };
  const index = bs({
    ...common,
    title: "ennsblick werbeagentur | Steyr",
    desc: "Werbeagentur in Steyr: Corporate Design, Kampagnen, Print und Web für Betriebe in Oberösterreich.",
    body: `    <div class="jumbotron" style="margin-top:60px"><div class="container"><h1>Werbung mit Blick fürs Wesentliche.</h1><p>Corporate Design, Kampagnen, Verpackung und Websites – aus der Altstadt von Steyr.</p><p><a class="btn btn-primary btn-lg" href="/kunden.html" role="button">Unsere Arbeiten &raquo;</a></p></div></div>
    <div class="container"><div class="row">
      <div class="col-md-4"><h2>Branding</h2><p>Logo, Geschäftsausstattung, Markenhandbuch.</p></div>
      <div class="col-md-4"><h2>Kampagnen</h2><p>Plakat, Print, Radio und Social Ads.</p></div>
      <div class="col-md-4"><h2>Web</h2><p>Websites und Onlineshops.</p>
    </div></div>`,
  });
  const agentur = bs({
    ...common,
    title: "Agentur | ennsblick werbeagentur",
    desc: "Das Team.",
    body: `    <div class="container" style="margin-top:80px">
      <h1>Agentur</h1>
      <p>ennsblick wurde 2006 von Grafikerin <b>Verena Hofstätter</b> und Texter <b>Christoph Mayrhofer</b> gegründet. Heute sind wir sieben Leute in einem Gewölbe am Stadtplatz.</p>
      <div class="row">
        <div class="col-sm-4"><div class="thumbnail"><img src="img/team/verena.jpg" alt="Verena"><div class="caption"><h3>Verena Hofstätter</h3><p>Geschäftsführung, Creative Direction</p><p>verena.hofstaetter [at] ennsblick.at</p></div></div></div>
        <div class="col-sm-4"><div class="thumbnail"><img src="img/team/christoph.jpg" alt="Christoph"><div class="caption"><h3>Christoph Mayrhofer</h3><p>Geschäftsführung, Konzept &amp; Text</p><p>christoph.mayrhofer [at] ennsblick.at</p></div></div></div>
        <div class="col-sm-4"><div class="thumbnail"><img src="img/team/elias.jpg" alt="Elias"><div class="caption"><h3>Elias Wimmer</h3><p>Art Director</p></div></div>
        </div>
      </div>
      <div class="row">
        <div class="col-sm-4"><div class="thumbnail"><img src="img/team/nina.jpg" alt="Nina"><div class="caption"><h3>Nina Stadlbauer</h3><p>Projektleitung &amp; Social Media</p></div></div></div>
      </div>
    </div>`,
  });
  const kunden = bs({
    ...common,
    title: "Kunden | ennsblick werbeagentur",
    desc: "Kunden und Projekte.",
    body: `    <div class="container" style="margin-top:80px">
      <h1>Kunden</h1>
      <p>Eine Auswahl unserer Kundinnen und Kunden:</p>
      <ul class="list-unstyled kundenliste">
        <li><img src="img/kunden/steyrer-brauhaus.png" srcset="img/kunden/steyrer-brauhaus@2x.png 2x" alt=""> Brauhaus am Wehrgraben</li>
        <li><img src="img/kunden/tischlerei.png" alt=""> Tischlerei Gruber &amp; Söhne, Garsten</li>
        <li><img src="img/kunden/ennstal-apotheke.png" alt=""> Ennstal-Apotheke Mag. Petra Kastner</li>
        <li><img src="img/kunden/nationalpark.png" alt=""> Nationalpark Kalkalpen Region</li>
        <li><img src="img/kunden/christkindl.png" alt=""> Tourismusverband Christkindl</li>
      </ul>
      <blockquote><p>„ennsblick hat unserem Bier endlich ein Gesicht gegeben.“</p><footer>Braumeister Gerhard Schörkhuber, <cite>Brauhaus am Wehrgraben</cite></footer></blockquote>
    </div>`,
  });
  const impressum = bs({
    ...common,
    title: "Impressum | ennsblick werbeagentur",
    desc: "Impressum.",
    body: `    <div class="container" style="margin-top:80px">
      <h1>Impressum</h1>
      <p>Offenlegung gemäß § 25 Mediengesetz und Informationspflicht laut § 5 ECG:</p>
      <p>ennsblick werbeagentur OG<br>Stadtplatz 27, 4400 Steyr<br>Firmenbuchnummer: FN 284117 t, Landesgericht Steyr<br>UID: ATU 63918245</p>
      <p>Unternehmensgegenstand: Werbeagentur<br>Gesellschafter: Verena Hofstätter, Christoph Mayrhofer<br>Mitglied der WKO Oberösterreich, Fachgruppe Werbung und Marktkommunikation</p>
      <p>Kontakt: servus&#64;ennsblick&#46;at
    </div>`,
  });
  sites.push({
    id: "i050-ennsblick-werbeagentur-steyr",
    domain: "ennsblick.at",
    language: "de",
    patterns: ["builder-bootstrap", "broken-markup", "team-grid", "email-obfuscated", "email-in-person-card", "email-footer", "client-list", "testimonials", "legal-notice", "junk-asset"],
    pages: { "/": ["index.html", index], "/agentur.html": ["agentur.html", agentur], "/kunden.html": ["kunden.html", kunden], "/impressum.html": ["impressum.html", impressum] },
    truth: {
      emails: ["servus@ennsblick.at", "verena.hofstaetter@ennsblick.at", "christoph.mayrhofer@ennsblick.at"],
      emailKinds: { "servus@ennsblick.at": "generic", "verena.hofstaetter@ennsblick.at": "person", "christoph.mayrhofer@ennsblick.at": "person" },
      emailOwners: { "verena.hofstaetter@ennsblick.at": "Verena Hofstätter", "christoph.mayrhofer@ennsblick.at": "Christoph Mayrhofer" },
      contacts: [
        { name: "Verena Hofstätter", title: "Geschäftsführung, Creative Direction", role: "owner" },
        { name: "Christoph Mayrhofer", title: "Geschäftsführung, Konzept & Text", role: "owner" },
        { name: "Elias Wimmer", title: "Art Director", role: "other" },
        { name: "Nina Stadlbauer", title: "Projektleitung & Social Media", role: "marketing" },
      ],
      junk: ["steyrer-brauhaus@2x.png"],
    },
  });
}
