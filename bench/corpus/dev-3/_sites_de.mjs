import { ml, tx, ob, cf, CF_SCRIPT, placeholder, agency, asset, ver, sentry, jsonld, slug, wp, g, el, E, divi, D, wix, W, sqs, Q, wf, WF, bs, h4, plain, SVG_LI, SVG_MAIL, SVG_PHONE, SVG_WA } from "./_lib.mjs";

const sites = [];
const add = (s) => sites.push(s);

// f065 — dental practice in Munich, Elementor image-box team, Impressum table, agency credit
add({
  id: "f065-zahnarztpraxis-schwabing",
  domain: "zahnarzt-schwabing-leopoldstrasse.de",
  lang: "de",
  labels: ["team-grid", "legal-notice", "email-footer", "junk-asset"],
  truth: {
    emails: { "praxis@zahnarzt-schwabing-leopoldstrasse.de": "g", "termine@zahnarzt-schwabing-leopoldstrasse.de": "r" },
    contacts: [
      ["Katharina Obermeier", "Zahnärztin, Praxisinhaberin", "owner"],
      ["Florian Gschwendtner", "Zahnarzt, Implantologie", "other"],
      ["Selin Aydın", "Praxismanagerin", "operations"],
    ],
  },
  build(c) {
    const e = E(c);
    const d = c.domain;
    const nav = [["/", "Start"], ["/team/", "Team"], ["/kontakt/", "Kontakt"], ["/impressum/", "Impressum"]];
    const footer = e.section([e.col([e.text(`<p>Zahnarztpraxis Schwabing · Leopoldstraße 77 · 80802 München · 089 33 44 12 0 · <a href="mailto:praxis@zahnarzt-schwabing-leopoldstrasse.de">praxis@zahnarzt-schwabing-leopoldstrasse.de</a></p><p>Webdesign: Isarwerk Medien · ${agency(c, "hallo@isarwerk-medien.de")}</p>`)])]);
    c.p("email-mailto");
    const common = { brand: "Zahnarztpraxis Schwabing", nav, footer, skip: "Zum Inhalt springen", logoSrcset: `srcset="https://${d}/wp-content/uploads/2023/03/logo.png 1x, https://${d}/wp-content/uploads/2023/03/${asset(c, "logo-zahnarzt@2x.png")} 2x"` };
    const home = el(c, { ...common, title: "Zahnarztpraxis Schwabing | Zahnarzt München Leopoldstraße", body: e.section([e.col([e.heading("Ihre Zahnarztpraxis in Schwabing", "h1"), e.text("<p>Prophylaxe, Implantologie, Aligner und Angstpatienten-Behandlung. Alle Kassen und Privat.</p>")])]) });
    const team = el(c, { ...common, path: "/team/", title: "Team | Zahnarztpraxis Schwabing", body: e.section([e.col([e.heading("Unser Team", "h1")])]) + e.section([e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/03/obermeier.jpg`, "", "Dr. med. dent. Katharina Obermeier", "Zahnärztin, Praxisinhaberin")], 33), e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/03/gschwendtner.jpg`, "", "Florian Gschwendtner", "Zahnarzt, Implantologie")], 33), e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/03/aydin.jpg`, "", "Selin Aydın", "Praxismanagerin")], 33)]) });
    const kontakt = el(c, { ...common, path: "/kontakt/", title: "Kontakt | Zahnarztpraxis Schwabing", body: e.section([e.col([e.heading("Termin vereinbaren", "h1"), e.text(`<p>Telefon 089 33 44 12 0 oder per E-Mail an <a href="mailto:termine@zahnarzt-schwabing-leopoldstrasse.de?subject=Terminanfrage">termine@zahnarzt-schwabing-leopoldstrasse.de</a></p>`)], 50), e.col([e.form([["text", "name", "Name"], ["email", "email", placeholder(c, "ihre@email.de")], ["textarea", "message", "Ihre Nachricht"]], "Absenden")], 50)]) });
    const imp = el(c, {
      ...common,
      path: "/impressum/",
      title: "Impressum | Zahnarztpraxis Schwabing",
      body: e.section([e.col([e.heading("Impressum", "h1"), e.text(`<p>Angaben gemäß § 5 TMG</p><table><tr><td>Praxisinhaberin</td><td>Dr. med. dent. Katharina Obermeier</td></tr><tr><td>Anschrift</td><td>Leopoldstraße 77, 80802 München</td></tr><tr><td>Telefon</td><td>089 33 44 12 0</td></tr><tr><td>E-Mail</td><td>praxis@zahnarzt-schwabing-leopoldstrasse.de</td></tr><tr><td>Zuständige Kammer</td><td>Bayerische Landeszahnärztekammer, Flößergasse 1, 81369 München</td></tr><tr><td>Berufsbezeichnung</td><td>Zahnärztin (verliehen in der Bundesrepublik Deutschland)</td></tr><tr><td>USt-IdNr.</td><td>DE 812 334 101</td></tr></table>`)])]),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/team/": ["team.html", team], "/kontakt/": ["kontakt.html", kontakt], "/impressum/": ["impressum.html", imp] };
  },
});

// f066 — family bakery in the Black Forest, WordPress, "Seit 1987 führen Klaus und Petra Brandt…", Impressum Inhaber
add({
  id: "f066-baeckerei-brandt-triberg",
  domain: "baeckerei-brandt-triberg.de",
  lang: "de",
  labels: ["about-prose", "legal-notice", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "info@baeckerei-brandt-triberg.de": "g" },
    contacts: [
      ["Klaus Brandt", "Inhaber", "owner"],
      ["Petra Brandt", null, "owner"],
      ["Jonas Brandt", "Bäckermeister", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Startseite"], ["/ueber-uns/", "Über uns"], ["/impressum/", "Impressum"]];
    const footer = `<div class="footer-inner"><p>Bäckerei &amp; Konditorei Brandt · Hauptstraße 41 · 78098 Triberg im Schwarzwald · 07722 45 18 · ${ml(c, "info@baeckerei-brandt-triberg.de")}</p></div>`;
    const common = { brand: "Bäckerei Brandt", nav, footer, theme: "astra", skip: "Zum Inhalt springen" };
    const home = wp(c, { ...common, title: "Bäckerei & Konditorei Brandt – Triberg", body: [g.h("Echte Schwarzwälder Backkunst", 1), g.cols([g.p("<strong>Original Schwarzwälder Kirschtorte</strong><br>Nach dem Rezept von Josef Keller."), g.p("<strong>Brandt-Laible</strong><br>Unser Dinkelbrötchen mit Kruste."), g.p("<strong>Hansele-Brot</strong><br>Zur Fasnet, mit Sauerteig.")])].join("\n") });
    const ueber = wp(c, { ...common, path: "/ueber-uns/", title: "Über uns – Bäckerei Brandt", pageTitle: "Über uns", body: [g.p("Seit 1987 führen Klaus und Petra Brandt die Bäckerei in der Hauptstraße, die Klaus’ Großvater 1931 gegründet hat. Klaus steht jede Nacht ab zwei Uhr in der Backstube, Petra kümmert sich um den Laden und das Café."), g.p("Inzwischen ist auch Sohn Jonas Brandt mit dabei: Der Bäckermeister hat 2020 seine Meisterprüfung in Stuttgart abgelegt und verantwortet heute die Konditorei. Wer eine Hochzeitstorte möchte, fragt am besten direkt bei Jonas nach.")].join("\n") });
    const imp = wp(c, { ...common, path: "/impressum/", title: "Impressum – Bäckerei Brandt", pageTitle: "Impressum", body: [g.p("Bäckerei &amp; Konditorei Brandt<br>Inhaber: Klaus Brandt<br>Hauptstraße 41<br>78098 Triberg im Schwarzwald"), g.p("Telefon: 07722 45 18<br>E-Mail: info@baeckerei-brandt-triberg.de"), g.p("USt-IdNr.: DE 142 558 901<br>Eingetragen in die Handwerksrolle der Handwerkskammer Konstanz")].join("\n") });
    c.p("email-text");
    return { "/": ["index.html", home], "/ueber-uns/": ["ueber-uns.html", ueber], "/impressum/": ["impressum.html", imp] };
  },
});

// f067 — undertaker in Austria, Divi, Parte list, Geschäftsführer
add({
  id: "f067-bestattung-huber-wels",
  domain: "bestattung-huber-wels.at",
  lang: "de",
  labels: ["obituary", "about-prose", "legal-notice"],
  truth: {
    emails: { "office@bestattung-huber-wels.at": "g" },
    contacts: [
      ["Wolfgang Huber", "Geschäftsführer", "owner"],
      ["Martina Huber-Leitner", "Bestatterin", "other"],
    ],
  },
  build(c) {
    const x = D(c);
    const nav = [["/", "Startseite"], ["/parte/", "Parte"], ["/ueber-uns/", "Über uns"], ["/impressum/", "Impressum"]];
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Bestattung Huber GmbH · Ringstraße 18 · 4600 Wels · Tag &amp; Nacht: 07242 45 6 78</div></div></div>`;
    const common = { brand: "Bestattung Huber", nav, footer, htmlLang: "de-AT", selectPage: "Seite auswählen" };
    const home = divi(c, { ...common, title: "Bestattung Huber | Wels", body: x.section([x.row([x.col([x.text(`<h1>Würdevoll Abschied nehmen</h1><p>Erd- und Feuerbestattungen, Überführungen, Vorsorge. Erreichbar rund um die Uhr. E-Mail: ${tx(c, "office@bestattung-huber-wels.at")}</p>`)])])]) });
    const parte = [["Theresia Mayrhofer", "geb. Pichler", "* 12.04.1936  † 02.03.2024", "Die Verabschiedung findet am Freitag, 8. März, um 14 Uhr in der Stadtpfarrkirche Wels statt."], ["Ing. Franz Aigner", "", "* 30.11.1948  † 29.02.2024", "Urnenbeisetzung im engsten Familienkreis."], ["Hermine Stadlbauer", "", "* 07.07.1931  † 27.02.2024", "Seelenmesse am Dienstag, 5. März, 9 Uhr, Pfarre Vogelweide."], ["Josef Gruber", "", "* 15.01.1955  † 25.02.2024", "Im Namen aller Angehörigen: Gattin Elfriede Gruber."]];
    const p = divi(c, { ...common, path: "/parte/", title: "Parte | Bestattung Huber", body: x.section([x.row([x.col([x.text("<h1>Aktuelle Parte</h1>"), ...parte.map(([n, geb, dd, t]) => x.blurb(n, `<p>${geb ? geb + "<br>" : ""}${dd}</p><p>${t}</p>`))])]), x.row([x.col([x.contactForm([["name", "Ihr Name"], ["email", placeholder(c, "ihre@email.at"), "email"], ["nachricht", "Ihr Beileid", "text"]], "Kondolenz senden")])])]) });
    const ueber = divi(c, { ...common, path: "/ueber-uns/", title: "Über uns | Bestattung Huber", body: x.section([x.row([x.col([x.text("<h1>Familienbetrieb seit 1921</h1><p>Geführt wird die Bestattung heute in vierter Generation von Geschäftsführer Wolfgang Huber. An seiner Seite arbeitet seine Tochter Martina Huber-Leitner als Bestatterin; sie begleitet die Angehörigen vom ersten Gespräch bis zur Verabschiedung.</p>")])])]) });
    const imp = divi(c, { ...common, path: "/impressum/", title: "Impressum | Bestattung Huber", body: x.section([x.row([x.col([x.text("<h1>Impressum</h1><p>Bestattung Huber GmbH, Ringstraße 18, 4600 Wels<br>Firmenbuchnummer: FN 112233 x, Landesgericht Wels<br>UID: ATU12345678<br>Geschäftsführer: Wolfgang Huber<br>Mitglied der WKO Oberösterreich, Landesinnung der Bestatter<br>Gewerbeordnung: www.ris.bka.gv.at</p>")])])]) });
    return { "/": ["index.html", home], "/parte/": ["parte.html", p], "/ueber-uns/": ["ueber-uns.html", ueber], "/impressum/": ["impressum.html", imp] };
  },
});

// f068 — tax advisers in Hamburg, Webflow collection, Impressum with partners, JSON-LD employees
add({
  id: "f068-steuerberatung-lindqvist-hamburg",
  domain: "lindqvist-steuerberatung-altona.de",
  lang: "de",
  labels: ["team-grid", "legal-notice", "jsonld-person", "email-in-person-card"],
  truth: {
    emails: { "kanzlei@lindqvist-steuerberatung-altona.de": "g", "h.lindqvist@lindqvist-steuerberatung-altona.de": ["p", "Henrik Lindqvist"], "a.petersen@lindqvist-steuerberatung-altona.de": ["p", "Anja Petersen"] },
    contacts: [
      ["Henrik Lindqvist", "Steuerberater, Partner", "owner"],
      ["Anja Petersen", "Steuerberaterin, Partnerin", "owner"],
      ["Tobias Wendt", "Steuerfachwirt", "other"],
      ["Mia Schröder", "Büroleitung", "operations"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Kanzlei"], ["/team", "Team"], ["/impressum", "Impressum"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "AccountingService", name: "Lindqvist & Petersen Steuerberater PartG mbB", email: "kanzlei@lindqvist-steuerberatung-altona.de", employee: [{ "@type": "Person", name: "Henrik Lindqvist", jobTitle: "Steuerberater" }, { "@type": "Person", name: "Anja Petersen", jobTitle: "Steuerberaterin" }] });
    const footer = `<footer class="footer"><div class="w-container">Lindqvist &amp; Petersen · Große Bergstraße 219 · 22767 Hamburg · 040 38 61 44 0 · <a href="mailto:kanzlei@lindqvist-steuerberatung-altona.de">kanzlei@lindqvist-steuerberatung-altona.de</a></div></footer>`;
    c.p("email-mailto", "email-footer", "email-jsonld");
    const common = { brand: "Lindqvist & Petersen", nav, footer, headExtra: ld };
    const home = wf(c, { ...common, title: "Lindqvist & Petersen – Steuerberatung in Hamburg-Altona", body: `<div class="section"><div class="w-container"><h1>Steuerberatung für Freiberufler, Kreative und Start-ups.</h1></div></div>` });
    const team = [["Henrik Lindqvist", "Steuerberater, Partner", "h.lindqvist@lindqvist-steuerberatung-altona.de"], ["Anja Petersen", "Steuerberaterin, Partnerin", "a.petersen@lindqvist-steuerberatung-altona.de"], ["Tobias Wendt", "Steuerfachwirt", ""], ["Mia Schröder", "Büroleitung", ""]];
    const t = wf(c, { ...common, path: "/team", title: "Team – Lindqvist & Petersen", body: `<div class="section"><div class="w-container"><h1>Team</h1>${f.dynList(team, ([n, r, m]) => `${f.img(slug(n) + ".jpg", "", "portrait")}<div class="name-text">${n}</div><div class="role-text">${r}</div>${m ? `<a href="mailto:${m}" class="mail-link">${m}</a>` : ""}`, "team-wrapper", "team-member")}</div></div>` });
    const imp = wf(c, { ...common, path: "/impressum", title: "Impressum – Lindqvist & Petersen", body: `<div class="section"><div class="w-container"><h1>Impressum</h1><div class="rich-text w-richtext"><p>Lindqvist &amp; Petersen Steuerberater PartG mbB<br>Große Bergstraße 219, 22767 Hamburg</p><p>Vertretungsberechtigte Partner: Henrik Lindqvist, Anja Petersen<br>Partnerschaftsregister: Amtsgericht Hamburg, PR 1188</p><p>Zuständige Kammer: Steuerberaterkammer Hamburg, Raboisen 32, 20095 Hamburg</p></div></div></div>` });
    return { "/": ["index.html", home], "/team": ["team.html", t], "/impressum": ["impressum.html", imp] };
  },
});

// f069 — car repair shop in Bochum, Wix, "Fragen Sie nach Herrn Yilmaz", Impressum with Inhaber
add({
  id: "f069-kfz-yilmaz-bochum",
  domain: "kfz-yilmaz-bochum-wattenscheid.de",
  lang: "de",
  labels: ["legal-notice", "testimonials", "name-lookalikes"],
  truth: {
    emails: { "werkstatt.yilmaz@gmx.de": "g" },
    contacts: [
      ["Mehmet Yılmaz", "Inhaber", "owner"],
      ["Deniz Yılmaz", "Kfz-Meister", "other"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Start"], ["/leistungen", "Leistungen"], ["/impressum", "Impressum"]];
    const footer = w.rich([`Kfz-Service Yılmaz · Bochumer Straße 112 · 44866 Bochum-Wattenscheid · Tel. 02327 55 81 90`], "font_9");
    const common = { brand: "Kfz-Service Yılmaz", nav, footer };
    const home = wix(c, { ...common, title: "Kfz-Service Yılmaz | Meisterwerkstatt Bochum-Wattenscheid", body: w.section(w.rich([w.h("Ihre freie Meisterwerkstatt in Wattenscheid", 1), `Inspektion nach Herstellervorgaben, HU/AU im Haus, Klimaservice, Reifen.`, `Fragen Sie nach ${w.sp("Herrn Yılmaz", "font-weight:bold;")} – Tel. 02327 55 81 90`]) + w.rich([w.h("Kundenstimmen", 3), `„Ehrlich, schnell und fair im Preis.“ – ${w.sp("Stefan K.")}`, `„Mein Golf läuft wieder wie neu. Danke an Deniz!“ – ${w.sp("Jana Wolters")}`])) });
    const leist = wix(c, { ...common, path: "/leistungen", title: "Leistungen | Kfz-Service Yılmaz", body: w.section(w.rich([w.h("Leistungen", 1), "Inspektion & Ölwechsel", "Bremsen & Fahrwerk", "HU/AU durch DEKRA im Haus (dienstags)", "Reifeneinlagerung", `Anfragen per E-Mail: ${tx(c, "werkstatt.yilmaz@gmx.de")}`])) });
    const imp = wix(c, { ...common, path: "/impressum", title: "Impressum | Kfz-Service Yılmaz", body: w.section(w.rich([w.h("Impressum", 1), "Kfz-Service Yılmaz", `Inhaber: ${w.sp("Mehmet Yılmaz")}`, "Bochumer Straße 112, 44866 Bochum", "E-Mail: werkstatt.yilmaz@gmx.de", `Werkstattleitung: ${w.sp("Deniz Yılmaz")}, Kfz-Meister`, "USt-IdNr.: DE 298 441 776", "Handwerkskammer Dortmund"])) });
    return { "/": ["index.html", home], "/leistungen": ["leistungen.html", leist], "/impressum": ["impressum.html", imp] };
  },
});

// f070 — architecture office in Zurich, Squarespace captions (name then role), Impressum
add({
  id: "f070-architekturbuero-felder-zuerich",
  domain: "felder-wyss-architekten-zuerich.ch",
  lang: "de",
  labels: ["team-grid", "legal-notice", "email-footer"],
  truth: {
    emails: { "buero@felder-wyss-architekten-zuerich.ch": "g" },
    contacts: [
      ["Reto Felder", "Dipl. Architekt ETH SIA, Partner", "owner"],
      ["Corinne Wyss", "Dipl. Architektin FH, Partnerin", "owner"],
      ["Luca Brunner", "Projektleiter", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Projekte"], ["/buero", "Büro"], ["/impressum", "Impressum"]];
    const footer = q.section(q.html(`<p>Felder Wyss Architekten AG · Badenerstrasse 141 · 8004 Zürich · +41 44 241 18 30 · <a href="mailto:buero@felder-wyss-architekten-zuerich.ch">buero@felder-wyss-architekten-zuerich.ch</a></p>`), "black");
    c.p("email-mailto");
    const common = { brand: "Felder Wyss Architekten", nav, footer, region: "CH", tz: "Europe/Zurich" };
    const home = sqs(c, { ...common, title: "Felder Wyss Architekten — Zürich", body: q.section(q.html(`<h1>Wohnbauten, Schulhäuser und Umbauten.</h1><p>Wettbewerbe und Direktaufträge seit 2008.</p>`)) });
    const buero = sqs(c, { ...common, path: "/buero", title: "Büro — Felder Wyss Architekten", body: q.section(q.row([[4, q.image("felder.jpg", "Reto Felder", "Reto Felder\nDipl. Architekt ETH SIA, Partner")], [4, q.image("wyss.jpg", "Corinne Wyss", "Corinne Wyss\nDipl. Architektin FH, Partnerin")], [4, q.image("brunner.jpg", "Luca Brunner", "Luca Brunner\nProjektleiter")]])) });
    const imp = sqs(c, { ...common, path: "/impressum", title: "Impressum — Felder Wyss Architekten", body: q.section(q.html(`<h2>Impressum</h2><p>Felder Wyss Architekten AG<br>Badenerstrasse 141, 8004 Zürich<br>UID: CHE-113.448.290<br>Handelsregister des Kantons Zürich</p><p>Vertretungsberechtigte Personen: Reto Felder, Corinne Wyss</p>`)) });
    return { "/": ["index.html", home], "/buero": ["buero.html", buero], "/impressum": ["impressum.html", imp] };
  },
});

// f071 — trade conference, Bootstrap, Referentinnen und Referenten, organiser team
add({
  id: "f071-fachtagung-holzbau-rosenheim",
  domain: "fachtagung-holzbau-rosenheim.de",
  lang: "de",
  labels: ["event-speakers", "team-grid", "email-in-person-card", "legal-notice"],
  truth: {
    emails: { "info@fachtagung-holzbau-rosenheim.de": "g", "anmeldung@fachtagung-holzbau-rosenheim.de": "r", "s.kraus@fachtagung-holzbau-rosenheim.de": ["p", "Sabine Kraus"] },
    contacts: [
      ["Sabine Kraus", "Projektleitung", "operations"],
      ["Michael Dengler", "Geschäftsführer", "owner"],
      ["Lena Vogt", "Presse- und Öffentlichkeitsarbeit", "marketing"],
    ],
  },
  build(c) {
    const nav = [["/", "Tagung"], ["/referenten.html", "Referenten"], ["/kontakt.html", "Kontakt & Impressum"]];
    const footer = `<footer class="bg-dark text-white-50 py-3 small"><div class="container">Holzbau Forum Süd GmbH · Hochschulstraße 1 · 83024 Rosenheim · <a class="text-white" href="mailto:info@fachtagung-holzbau-rosenheim.de">info@fachtagung-holzbau-rosenheim.de</a></div></footer>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Fachtagung Holzbau 2024", nav, footer };
    const home = bs(c, { ...common, title: "12. Fachtagung Holzbau Rosenheim", body: `<header class="container py-5"><h1>12. Fachtagung Holzbau</h1><p class="lead">10.–11. Oktober 2024 · Ballhaus Rosenheim</p><a class="btn btn-warning" href="mailto:anmeldung@fachtagung-holzbau-rosenheim.de">Jetzt anmelden</a></header>` });
    const refs = [["Prof. Dr.-Ing. Ulrike Strasser", "Technische Universität München"], ["Dipl.-Ing. Bernhard Moosbrugger", "Zimmerei Moosbrugger, Bregenzerwald"], ["Dr. Hannes Lechner", "Fraunhofer WKI"], ["Anna-Lena Riedl", "Architektin, München"]];
    const ref = bs(c, { ...common, path: "/referenten.html", title: "Referenten | Fachtagung Holzbau", body: `<main class="container py-5"><h1>Referentinnen und Referenten</h1><div class="row row-cols-md-4 g-3">${refs.map(([n, t]) => `<div class="col"><div class="card"><div class="card-body"><h5 class="card-title">${n}</h5><p class="card-text small">${t}</p></div></div></div>`).join("")}</div></main>` });
    const kontakt = bs(c, {
      ...common,
      path: "/kontakt.html",
      title: "Kontakt & Impressum | Fachtagung Holzbau",
      body: `<main class="container py-5"><h1>Ihr Team vor Ort</h1><div class="row g-4">
<div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Sabine Kraus</h5><h6 class="card-subtitle text-muted">Projektleitung</h6><p class="card-text"><a href="mailto:s.kraus@fachtagung-holzbau-rosenheim.de">s.kraus@fachtagung-holzbau-rosenheim.de</a></p></div></div></div>
<div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Lena Vogt</h5><h6 class="card-subtitle text-muted">Presse- und Öffentlichkeitsarbeit</h6></div></div></div>
</div>
<h2 class="mt-5">Impressum</h2><p>Veranstalter: Holzbau Forum Süd GmbH, Hochschulstraße 1, 83024 Rosenheim. Geschäftsführer: Michael Dengler. Amtsgericht Traunstein HRB 22871.</p>
<input type="email" class="form-control" placeholder="${placeholder(c, "vorname.nachname@firma.de")}"></main>`,
    });
    return { "/": ["index.html", home], "/referenten.html": ["referenten.html", ref], "/kontakt.html": ["kontakt.html", kontakt] };
  },
});

// f072 — trade association directory, hand-written HTML5, Vorstand dl, member list
add({
  id: "f072-gewerbeverein-bad-toelz",
  domain: "gewerbeverein-badtoelz-isarwinkel.de",
  lang: "de",
  labels: ["directory", "definition-list", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "info@gewerbeverein-badtoelz-isarwinkel.de": "g" },
    contacts: [
      ["Georg Rieger", "1. Vorsitzender", "owner"],
      ["Claudia Wallner", "Geschäftsstelle", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Start"], ["/vorstand.html", "Vorstand"], ["/mitglieder.html", "Mitglieder"]];
    const footer = `    <p>Gewerbeverein Bad Tölz e.V. · Marktstraße 48 · 83646 Bad Tölz · ${ob(c, "info@gewerbeverein-badtoelz-isarwinkel.de", "paren")}</p>`;
    const common = { brand: "Gewerbeverein Bad Tölz", nav, footer };
    const home = plain(c, { ...common, title: "Gewerbeverein Bad Tölz e.V.", body: `    <h1>Einkaufen, wo man sich kennt</h1>\n    <p>Über 120 Betriebe aus Handel, Handwerk und Gastronomie im Isarwinkel.</p>` });
    const vor = plain(c, { ...common, path: "/vorstand.html", title: "Vorstand – Gewerbeverein Bad Tölz", body: `    <h1>Vorstand</h1>\n    <dl>\n      <dt>1. Vorsitzender</dt><dd>Georg Rieger (Rieger Sport &amp; Mode)</dd>\n      <dt>2. Vorsitzende</dt><dd>Andrea Pfaffinger (Café am Fließbach)</dd>\n      <dt>Kassier</dt><dd>Thomas Bichler (Raiffeisenbank)</dd>\n      <dt>Geschäftsstelle</dt><dd>Claudia Wallner</dd>\n    </dl>` });
    const mit = [["Bäckerei Krinner", "Hans Krinner", "Marktstraße 12"], ["Elektro Schweiger", "Sepp Schweiger", "Königsdorfer Straße 4"], ["Gasthof Zantl", "Familie Kögl", "Salzstraße 31"], ["Optik Lechner", "Birgit Lechner", "Marktstraße 22"], ["Rieger Sport &amp; Mode", "Georg Rieger", "Marktstraße 38"], ["Schreinerei Gröbmair", "Anton Gröbmair", "Ludwigstraße 9"], ["Apotheke am Jungmayrplatz", "Dr. Ursula Freund", "Jungmayrplatz 2"], ["Metzgerei Seitner", "Martin Seitner", "Badstraße 5"], ["Buchhandlung Winzerer", "Karin Winzerer", "Winzererstraße 3"], ["Café am Fließbach", "Andrea Pfaffinger", "Fließbachstraße 1"], ["Autohaus Reiserer", "Florian Reiserer", "Sachsenkamer Straße 20"], ["Malerbetrieb Demmel", "Stefan Demmel", "Isarkai 14"]];
    const mlist = plain(c, { ...common, path: "/mitglieder.html", title: "Mitglieder – Gewerbeverein Bad Tölz", body: `    <h1>Mitgliederverzeichnis</h1>\n    <table>\n      <tr><th>Betrieb</th><th>Ansprechpartner</th><th>Adresse</th></tr>\n${mit.map(([b, p, a]) => `      <tr><td>${b}</td><td>${p}</td><td>${a}</td></tr>`).join("\n")}\n    </table>` });
    return { "/": ["index.html", home], "/vorstand.html": ["vorstand.html", vor], "/mitglieder.html": ["mitglieder.html", mlist] };
  },
});

// f073 — guesthouse in Tyrol, Gutenberg media-text, host family prose, guest reviews, street named after a person
add({
  id: "f073-gasthof-hofer-schwaz",
  domain: "gasthof-hofer-schwaz-tirol.at",
  lang: "de",
  labels: ["about-prose", "testimonials", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "urlaub@gasthof-hofer-schwaz-tirol.at": "g" },
    contacts: [
      ["Andrea Hofer", null, "owner"],
      ["Markus Hofer", null, "owner"],
      ["Vroni Hofer", "Küchenchefin", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Willkommen"], ["/zimmer/", "Zimmer"], ["/anfrage/", "Anfrage"]];
    const footer = `<p>Gasthof Hofer · Andreas-Hofer-Straße 7 · 6130 Schwaz · Tirol · +43 5242 62 118 · <a href="mailto:urlaub@gasthof-hofer-schwaz-tirol.at">urlaub@gasthof-hofer-schwaz-tirol.at</a></p>`;
    c.p("email-mailto");
    const common = { brand: "Gasthof Hofer", nav, footer, theme: "kadence", htmlLang: "de-AT", skip: "Zum Inhalt springen" };
    const home = wp(c, { ...common, title: "Gasthof Hofer – Schwaz in Tirol", body: [g.h("Griaß enk im Gasthof Hofer!", 1), g.mediaText(`https://${d}/wp-content/uploads/2022/05/gastgeber.jpg`, "Andrea und Markus Hofer", [g.h("Ihre Gastgeber", 2), g.p("Andrea &amp; Markus Hofer führen den Gasthof seit 2011 in dritter Generation. In der Küche steht Markus’ Mutter Vroni Hofer, Küchenchefin seit über dreißig Jahren – ihr Kaiserschmarrn ist im ganzen Inntal bekannt."), g.p("Mit dem Freiheitskämpfer Andreas Hofer sind wir übrigens nicht verwandt – nur die Straße teilen wir mit ihm.")].join("\n")), g.h("Das sagen unsere Gäste", 2), g.quote("Wunderbare Gastfreundschaft, wir kommen wieder!", "Familie Janssen aus Utrecht"), g.quote("Bestes Frühstück, tolle Lage für Wanderungen.", "Ute und Rolf S., Düsseldorf")].join("\n") });
    const zimmer = wp(c, { ...common, path: "/zimmer/", title: "Zimmer – Gasthof Hofer", pageTitle: "Zimmer & Preise", body: g.table([["Doppelzimmer Karwendel", "ab € 98"], ["Familienzimmer Kellerjoch", "ab € 142"]], ["Zimmer", "Preis pro Nacht inkl. Frühstück"]) });
    const anf = wp(c, { ...common, path: "/anfrage/", title: "Anfrage – Gasthof Hofer", pageTitle: "Anfrage", body: `<form class="wpcf7-form"><input type="text" name="your-name" placeholder="Name"><input type="email" name="your-email" placeholder="${placeholder(c, "max@mustermann.de")}"><textarea name="your-message"></textarea><input type="submit" value="Anfrage senden"></form>` });
    return { "/": ["index.html", home], "/zimmer/": ["zimmer.html", zimmer], "/anfrage/": ["anfrage.html", anf] };
  },
});

// f074 — law firm in Cologne, HTML 4 ISO-8859-1, lawyers table, Impressum with Partnerschaftsregister
add({
  id: "f074-kanzlei-vonderheide-koeln",
  domain: "kanzlei-vonderheide-koeln-suedstadt.de",
  lang: "de",
  labels: ["team-table", "legal-notice", "email-in-person-card", "email-footer"],
  truth: {
    emails: { "kanzlei@kanzlei-vonderheide-koeln-suedstadt.de": "g", "vonderheide@kanzlei-vonderheide-koeln-suedstadt.de": ["p", "Ansgar von der Heide"], "oezdemir@kanzlei-vonderheide-koeln-suedstadt.de": ["p", "Elif Özdemir"] },
    contacts: [
      ["Ansgar von der Heide", "Rechtsanwalt, Fachanwalt für Arbeitsrecht, Partner", "owner"],
      ["Elif Özdemir", "Rechtsanwältin, Fachanwältin für Familienrecht, Partnerin", "owner"],
      ["Jan-Philipp Esser", "Rechtsanwalt", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Start"], ["anwaelte.html", "Anwälte"], ["impressum.html", "Impressum"]];
    const footer = `von der Heide &amp; Özdemir Rechtsanwälte PartGmbB - Severinstraße 201 - 50676 Köln - Tel. 0221 31 22 80 - <a href="mailto:kanzlei@kanzlei-vonderheide-koeln-suedstadt.de">kanzlei@kanzlei-vonderheide-koeln-suedstadt.de</a>`;
    c.p("email-mailto");
    const common = { brand: "von der Heide & Özdemir", nav, footer, charset: "iso-8859-1", navBg: "#2F4F4F" };
    const home = h4(c, { ...common, title: "von der Heide & Özdemir Rechtsanwälte - Köln", body: `<h2>Willkommen</h2><p>Arbeitsrecht, Familienrecht und Mietrecht in der Kölner Südstadt - seit 1998.</p>` });
    const anw = h4(c, {
      ...common,
      title: "Anwälte - von der Heide & Özdemir",
      body: `<h2>Unsere Anwälte</h2>
<table width="100%" cellpadding="6" cellspacing="0" border="1" bordercolor="#CCCCCC">
<tr bgcolor="#2F4F4F"><td><font color="#FFFFFF"><b>Name</b></font></td><td><font color="#FFFFFF"><b>Tätigkeit</b></font></td><td><font color="#FFFFFF"><b>E-Mail</b></font></td></tr>
<tr><td>Dr. Ansgar von der Heide</td><td>Rechtsanwalt, Fachanwalt für Arbeitsrecht, Partner</td><td><a href="mailto:vonderheide@kanzlei-vonderheide-koeln-suedstadt.de">vonderheide@kanzlei-vonderheide-koeln-suedstadt.de</a></td></tr>
<tr><td>Elif Özdemir</td><td>Rechtsanwältin, Fachanwältin für Familienrecht, Partnerin</td><td><a href="mailto:oezdemir@kanzlei-vonderheide-koeln-suedstadt.de">oezdemir@kanzlei-vonderheide-koeln-suedstadt.de</a></td></tr>
<tr><td>Jan-Philipp Esser</td><td>Rechtsanwalt</td><td>&nbsp;</td></tr>
</table>`,
    });
    const imp = h4(c, { ...common, title: "Impressum - von der Heide & Özdemir", body: `<h2>Impressum</h2><p>von der Heide &amp; Özdemir Rechtsanwälte PartGmbB<br>Severinstraße 201, 50676 Köln<br>Partnerschaftsregister: Amtsgericht Essen, PR 3412<br>Partner: Dr. Ansgar von der Heide, Elif Özdemir<br>Zuständige Kammer: Rechtsanwaltskammer Köln, Riehler Straße 30, 50668 Köln<br>Berufshaftpflicht: HDI Versicherung AG</p>` });
    return { "/": ["index.html", home, "latin1"], "/anwaelte.html": ["anwaelte.html", anw, "latin1"], "/impressum.html": ["impressum.html", imp, "latin1"] };
  },
});

// f075 — physiotherapy practice in Leipzig, Divi team members, patient testimonials, Impressum Inhaberin
add({
  id: "f075-physiotherapie-plagwitz-leipzig",
  domain: "physio-plagwitz-leipzig.de",
  lang: "de",
  labels: ["team-grid", "testimonials", "legal-notice"],
  truth: {
    emails: { "praxis@physio-plagwitz-leipzig.de": "g" },
    contacts: [
      ["Franziska Thiele", "Praxisinhaberin, Physiotherapeutin", "owner"],
      ["Robert Lange", "Physiotherapeut, Manuelle Therapie", "other"],
      ["Nadine Schulze", "Rezeption", "other"],
    ],
  },
  build(c) {
    const x = D(c);
    const d = c.domain;
    const nav = [["/", "Start"], ["/team/", "Team"], ["/impressum/", "Impressum"]];
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Physiotherapie Plagwitz · Karl-Heine-Straße 88 · 04229 Leipzig · 0341 49 21 77 0</div></div></div>`;
    const common = { brand: "Physiotherapie Plagwitz", nav, footer, selectPage: "Seite auswählen", bodyEnd: CF_SCRIPT };
    const home = divi(c, { ...common, title: "Physiotherapie Plagwitz | Leipzig", body: x.section([x.row([x.col([x.text(`<h1>Physiotherapie, Manuelle Therapie und Lymphdrainage</h1><p>Termine unter 0341 49 21 77 0 oder ${cf(c, "praxis@physio-plagwitz-leipzig.de")}</p>`)])]), x.row([x.col([x.testimonial("<p>Nach meinem Bandscheibenvorfall endlich wieder schmerzfrei.</p>", "Heike M.", "Patientin")], "1_2"), x.col([x.testimonial("<p>Kompetent und herzlich – klare Empfehlung!</p>", "Dirk Albrecht", "", "Google-Bewertung")], "1_2", true)])]) });
    const team = divi(c, { ...common, path: "/team/", title: "Team | Physiotherapie Plagwitz", body: x.section([x.row([x.col([x.member({ n: "Franziska Thiele", t: "Praxisinhaberin, Physiotherapeutin", img: `https://${d}/wp-content/uploads/2023/01/thiele.jpg` })], "1_3"), x.col([x.member({ n: "Robert Lange", t: "Physiotherapeut, Manuelle Therapie", img: `https://${d}/wp-content/uploads/2023/01/lange.jpg` })], "1_3"), x.col([x.member({ n: "Nadine Schulze", t: "Rezeption", img: `https://${d}/wp-content/uploads/2023/01/schulze.jpg` })], "1_3", true)])]) });
    const imp = divi(c, { ...common, path: "/impressum/", title: "Impressum | Physiotherapie Plagwitz", body: x.section([x.row([x.col([x.text(`<h1>Impressum</h1><p>Physiotherapie Plagwitz<br>Inhaberin: Franziska Thiele<br>Karl-Heine-Straße 88, 04229 Leipzig<br>E-Mail: ${cf(c, "praxis@physio-plagwitz-leipzig.de", false)}<br>Berufsbezeichnung: Physiotherapeutin (Bundesrepublik Deutschland)<br>Zuständige Aufsichtsbehörde: Gesundheitsamt Leipzig</p>`)])])]) });
    return { "/": ["index.html", home], "/team/": ["team.html", team], "/impressum/": ["impressum.html", imp] };
  },
});

// f076 — digital agency in Berlin, Squarespace summary team with English titles, client references
add({
  id: "f076-agentur-spreeblick-berlin",
  domain: "spreeblick-digital-kreuzberg.de",
  lang: "de",
  labels: ["team-grid", "client-list", "legal-notice", "email-in-person-card"],
  truth: {
    emails: { "hallo@spreeblick-digital-kreuzberg.de": "g", "jobs@spreeblick-digital-kreuzberg.de": "r", "nora@spreeblick-digital-kreuzberg.de": ["p", "Nora Albers"] },
    contacts: [
      ["Nora Albers", "Managing Director", "owner"],
      ["Kemal Aksoy", "Head of Operations", "operations"],
      ["Svenja Bauer", "Social Media Lead", "marketing"],
      ["Paul Wiegand", "Senior Developer", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Home"], ["/team", "Team"], ["/impressum", "Impressum"]];
    const footer = q.section(q.html(`<p>Spreeblick Digital GmbH · Oranienstraße 185 · 10999 Berlin · <a href="mailto:hallo@spreeblick-digital-kreuzberg.de">hallo@spreeblick-digital-kreuzberg.de</a> · Wir stellen ein: <a href="mailto:jobs@spreeblick-digital-kreuzberg.de">jobs@spreeblick-digital-kreuzberg.de</a></p>`), "black");
    c.p("email-mailto", "email-footer");
    const common = { brand: "Spreeblick Digital", nav, footer, region: "DE", tz: "Europe/Berlin" };
    const kunden = ["Konditorei Buchwald", "Brauerei Rixdorf", "Schmidt &amp; Söhne Sanitär", "Tierpark Friedrichsfelde Förderverein", "Zahnarztpraxis Dr. Hartung"];
    const home = sqs(c, { ...common, title: "Spreeblick Digital — Websites & Kampagnen für den Mittelstand", body: q.section(q.html(`<h1>Digital, aber mit Handschlag.</h1><h3>Ausgewählte Kunden</h3><p>${kunden.join(" · ")}</p>`)) });
    const team = sqs(c, { ...common, path: "/team", title: "Team — Spreeblick Digital", body: q.section(q.summary([["Nora Albers", "Managing Director", "nora@spreeblick-digital-kreuzberg.de"], ["Kemal Aksoy", "Head of Operations"], ["Svenja Bauer", "Social Media Lead"], ["Paul Wiegand", "Senior Developer"]].map(([n, t, m]) => ({ href: `/team/${slug(n)}`, img: `${slug(n)}.jpg`, title: n, excerpt: t + (m ? ` · <a href="mailto:${m}">${m}</a>` : "") })))) });
    const imp = sqs(c, { ...common, path: "/impressum", title: "Impressum — Spreeblick Digital", body: q.section(q.html(`<h2>Impressum</h2><p>Spreeblick Digital GmbH<br>Oranienstraße 185, 10999 Berlin<br>Geschäftsführerin: Nora Albers<br>Handelsregister: Amtsgericht Charlottenburg, HRB 201887 B<br>USt-IdNr.: DE 318 442 109</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Nora Albers, Anschrift wie oben.</p>`)) });
    return { "/": ["index.html", home], "/team": ["team.html", team], "/impressum": ["impressum.html", imp] };
  },
});

// f077 — electrician, broken hand-written markup, Ansprechpartner line, (at)/(punkt) email, one-line Impressum
add({
  id: "f077-elektro-reiter-passau",
  domain: "elektro-reiter-passau-hacklberg.de",
  lang: "de",
  labels: ["broken-markup", "legal-notice", "name-lookalikes"],
  truth: {
    emails: { "info@elektro-reiter-passau-hacklberg.de": "g" },
    contacts: [
      ["Thomas Reiter", "Elektromeister", "owner"],
      ["Sandra Reiter", "Büro", "operations"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Startseite"], ["leistungen.html", "Leistungen"], ["kontakt.html", "Kontakt / Impressum"]];
    const navHtml = `<a href=index.html><font color=white>Startseite</font></a> | <a href=leistungen.html><font color=white>Leistungen</font></a> | <a href=kontakt.html><font color=white>Kontakt / Impressum</font></a>`;
    const footer = `Elektro Reiter - Inh. Thomas Reiter, Elektromeister - Ilzstadt-Straße 9 - 94032 Passau - USt-IdNr. DE 131 224 667</font></td>`;
    const common = { brand: "Elektro Reiter", nav, navHtml, footer, navBg: "#FFCC00" };
    const home = h4(c, { ...common, title: "Elektro Reiter Passau - Elektroinstallation, Photovoltaik, E-Check", body: `<h1><font color=#CC9900>Elektro Reiter</h1>\n<p>Ihr Elektro-Meisterbetrieb in Passau seit 1994.\n<p><b>Ansprechpartner: Herr Thomas Reiter</b> (Elektromeister)<br>Büro: Frau Sandra Reiter\n<p>Photovoltaik, Wallboxen, Smart Home, E-Check nach DGUV V3.</div></td></tr>` });
    const leist = h4(c, { ...common, title: "Leistungen - Elektro Reiter", body: `<h2>Leistungen</h2><ul><li>Elektroinstallation Neubau und Altbau<li>PV-Anlagen mit Speicher (Partner: Kostal, BYD)<li>Wallbox-Installation<li>Gira und Jung Schalterprogramme</ul>` });
    const kontakt = h4(c, { ...common, title: "Kontakt - Elektro Reiter", body: `<h2>Kontakt</h2><p>Telefon 0851 4 90 12 33<br>Fax 0851 4 90 12 34<br>E-Mail: ${ob(c, "info@elektro-reiter-passau-hacklberg.de", "paren")}\n<p><b>Impressum:</b> Elektro Reiter, Inhaber Thomas Reiter, Ilzstadt-Straße 9, 94032 Passau. Eingetragen in der Handwerksrolle der HWK Niederbayern-Oberpfalz. Aufsichtsbehörde: Landratsamt Passau.` });
    return { "/": ["index.html", home], "/leistungen.html": ["leistungen.html", leist], "/kontakt.html": ["kontakt.html", kontakt] };
  },
});

// f078 — vet practice in St. Gallen, Elementor containers, microdata employees, Sentry DSN in a script
add({
  id: "f078-tierarztpraxis-stgallen",
  domain: "tierarzt-stgallen-rotmonten.ch",
  lang: "de",
  labels: ["team-grid", "microdata-person", "email-in-person-card", "junk-platform"],
  truth: {
    emails: { "praxis@tierarzt-stgallen-rotmonten.ch": "g", "s.zuberbuehler@tierarzt-stgallen-rotmonten.ch": ["p", "Simone Zuberbühler"] },
    contacts: [
      ["Simone Zuberbühler", "Tierärztin, Praxisinhaberin", "owner"],
      ["Fabian Hug", "Tierarzt", "other"],
      ["Melanie Eugster", "Tiermedizinische Praxisassistentin", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Startseite"], ["/team/", "Team"], ["/kontakt/", "Kontakt"]];
    const footer = e.con([e.text(`<p>Tierarztpraxis Rotmonten · Rotmontenstrasse 40 · 9000 St. Gallen · 071 244 18 80</p>`)]);
    const dsn = sentry(c);
    const common = { brand: "Tierarztpraxis Rotmonten", nav, footer, htmlLang: "de-CH", skip: "Zum Inhalt springen", bodyEnd: `<script>window.__booking={widget:"vetbooking",dsn:"${dsn}"};</script>` };
    const home = el(c, { ...common, title: "Tierarztpraxis Rotmonten | St. Gallen", body: e.con([e.heading("Kleintierpraxis in St. Gallen", "h1"), e.text("<p>Hunde, Katzen, Kaninchen und Vögel. Notfalldienst nach Absprache.</p>")]) });
    const p = (n, t, mail) => e.child([e.text(`<div itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${n}</h3><p itemprop="jobTitle">${t}</p>${mail ? `<p><a itemprop="email" href="mailto:${mail}">${mail}</a></p>` : ""}</div>`)]);
    const team = el(c, { ...common, path: "/team/", title: "Team | Tierarztpraxis Rotmonten", body: `<div itemscope itemtype="https://schema.org/VeterinaryCare"><meta itemprop="name" content="Tierarztpraxis Rotmonten">` + e.con([p("Dr. med. vet. Simone Zuberbühler", "Tierärztin, Praxisinhaberin", "s.zuberbuehler@tierarzt-stgallen-rotmonten.ch"), p("Fabian Hug", "Tierarzt"), p("Melanie Eugster", "Tiermedizinische Praxisassistentin")]) + `</div>` });
    const kontakt = el(c, { ...common, path: "/kontakt/", title: "Kontakt | Tierarztpraxis Rotmonten", body: e.con([e.heading("Kontakt", "h1"), e.iconList([["fas fa-phone", "071 244 18 80", "tel:+41712441880"], ["fas fa-envelope", "praxis@tierarzt-stgallen-rotmonten.ch", "mailto:praxis@tierarzt-stgallen-rotmonten.ch"]]), e.form([["text", "name", "Name"], ["email", "email", placeholder(c, "name@beispiel.ch")]], "Senden")]) });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/team/": ["team.html", team], "/kontakt/": ["kontakt.html", kontakt] };
  },
});

// f079 — winery in the Palatinate, Webflow, generations prose, wines named after people, JSON-LD founder
add({
  id: "f079-weingut-kessler-deidesheim",
  domain: "weingut-kessler-deidesheim.de",
  lang: "de",
  labels: ["about-prose", "name-lookalikes", "jsonld-person", "legal-notice", "email-footer"],
  truth: {
    emails: { "weingut@weingut-kessler-deidesheim.de": "g" },
    contacts: [
      ["Jonas Kessler", "Kellermeister", "owner"],
      ["Lea Kessler", null, "owner"],
      ["Hans-Werner Kessler", null, "owner"],
    ],
  },
  build(c) {
    const nav = [["/", "Weingut"], ["/weine", "Weine"], ["/impressum", "Impressum"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "Winery", name: "Weingut Kessler", founder: { "@type": "Person", name: "Hans-Werner Kessler" }, address: { "@type": "PostalAddress", streetAddress: "Weinstraße 22", addressLocality: "Deidesheim", postalCode: "67146" } });
    const footer = `<footer class="footer"><div class="w-container">Weingut Kessler · Weinstraße 22 · 67146 Deidesheim · 06326 98 12 40 · <a href="mailto:weingut@weingut-kessler-deidesheim.de">weingut@weingut-kessler-deidesheim.de</a></div></footer>`;
    c.p("email-mailto");
    const common = { brand: "Weingut Kessler", nav, footer, headExtra: ld };
    const home = wf(c, { ...common, title: "Weingut Kessler – Deidesheim, Pfalz", body: `<div class="section"><div class="w-container"><h1>Riesling aus Deidesheimer Lagen</h1><div class="rich-text w-richtext"><p>Hans-Werner Kessler hat das Weingut 1978 aus dem Gemischtbetrieb seiner Eltern aufgebaut. Heute führen es sein Sohn Jonas und dessen Frau Lea gemeinsam: Jonas ist Kellermeister, Lea verantwortet Vinothek und Weinproben. Hans-Werner packt bei der Lese noch immer mit an.</p></div></div></div>` });
    const weine = wf(c, { ...common, path: "/weine", title: "Weine – Weingut Kessler", body: `<div class="section"><div class="w-container"><h1>Unsere Weine</h1><ul><li>Riesling „Hans-Werner“ trocken, 2022 – 14,50 €</li><li>Deidesheimer Herrgottsacker Riesling Spätlese – 12,00 €</li><li>Spätburgunder „Kardinal Wendelin“ – 16,00 €</li><li>Gewürztraminer „Großmutter Liesel“ feinherb – 9,80 €</li></ul></div></div>` });
    const imp = wf(c, { ...common, path: "/impressum", title: "Impressum – Weingut Kessler", body: `<div class="section"><div class="w-container"><h1>Impressum</h1><p>Weingut Kessler GbR, Weinstraße 22, 67146 Deidesheim<br>Gesellschafter: Jonas Kessler, Lea Kessler<br>USt-IdNr.: DE 149 220 318<br>Kontrollstelle: Landesuntersuchungsamt Rheinland-Pfalz</p></div></div>` });
    return { "/": ["index.html", home], "/weine": ["weine.html", weine], "/impressum": ["impressum.html", imp] };
  },
});

// f080 — engineering office, hand-written HTML5, academic titles in names, reference clients, JSON-LD
add({
  id: "f080-ingenieurbuero-weber-kassel",
  domain: "ib-weber-tragwerk-kassel.de",
  lang: "de",
  labels: ["about-prose", "client-list", "jsonld-person", "legal-notice", "email-jsonld", "junk-version"],
  truth: {
    emails: { "post@ib-weber-tragwerk-kassel.de": "g", "m.weber@ib-weber-tragwerk-kassel.de": ["p", "Markus Weber"] },
    contacts: [
      ["Markus Weber", "Geschäftsführer", "owner"],
      ["Julia Hartmann", "Projektingenieurin", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Büro"], ["/referenzen/", "Referenzen"], ["/impressum/", "Impressum"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "ProfessionalService", name: "Ingenieurbüro Weber GmbH", email: "post@ib-weber-tragwerk-kassel.de", employee: [{ "@type": "Person", name: "Markus Weber", honorificPrefix: "Dipl.-Ing. (FH)", jobTitle: "Geschäftsführer", email: "m.weber@ib-weber-tragwerk-kassel.de" }] });
    const headExtra = `${ld}\n<script src="https://cdn.jsdelivr.net/npm/${ver(c, "lightbox2@2.11.4")}/dist/js/lightbox.min.js"></script>`;
    const footer = `    <p>Ingenieurbüro Weber GmbH · Friedrich-Ebert-Straße 140 · 34119 Kassel · 0561 77 82 10</p>`;
    const common = { brand: "Ingenieurbüro Weber", nav, footer, headExtra };
    const home = plain(c, { ...common, title: "Ingenieurbüro Weber – Tragwerksplanung Kassel", body: `    <h1>Tragwerksplanung und Bauphysik</h1>\n    <p>Das Büro wurde 2002 von Dipl.-Ing. (FH) Markus Weber gegründet, der es bis heute als Geschäftsführer leitet. Zum Team gehören sechs Ingenieurinnen und Ingenieure, darunter Projektingenieurin Julia Hartmann, M.Sc., zuständig für den Holzbau.</p>` });
    const refs = plain(c, { ...common, path: "/referenzen/", title: "Referenzen – Ingenieurbüro Weber", body: `    <h1>Referenzen</h1>\n    <p>Auftraggeber (Auswahl):</p>\n    <ul>\n      <li>Stadt Kassel, Hochbauamt</li>\n      <li>GWG Wohnungsbaugesellschaft Kassel</li>\n      <li>Brüder Grimm-Schule Baunatal</li>\n      <li>Architekturbüro Schneider + Göbel</li>\n      <li>Autohaus Wilhelm Seitz GmbH</li>\n    </ul>` });
    const imp = plain(c, { ...common, path: "/impressum/", title: "Impressum – Ingenieurbüro Weber", body: `    <h1>Impressum</h1>\n    <p>Ingenieurbüro Weber GmbH<br>Friedrich-Ebert-Straße 140, 34119 Kassel</p>\n    <p>Geschäftsführer: Dipl.-Ing. (FH) Markus Weber<br>Amtsgericht Kassel, HRB 14417<br>Mitglied der Ingenieurkammer Hessen</p>\n    <p>Kontakt über das Formular: <input type="email" placeholder="${placeholder(c, "ihre@email.de")}"></p>` });
    return { "/": ["index.html", home], "/referenzen/": ["referenzen.html", refs], "/impressum/": ["impressum.html", imp] };
  },
});

export default sites;
