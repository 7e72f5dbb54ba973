import { wpHead, elementorCss, bsHead, bsFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b081 Austrian vet practice, Bootstrap, placeholder
const b081 = (() => {
  const d = 'tierarzt-gmunden.at';
  const hh = (t) => bsHead({ lang: 'de-AT', title: t, desc: 'Tierarztpraxis in Gmunden: Kleintiere, Pferde, Hausbesuche im Salzkammergut.' });
  const nav = `<header class="p-3 text-bg-dark"><div class="container"><div class="d-flex flex-wrap align-items-center justify-content-between"><a href="/" class="text-white text-decoration-none fs-4">Tierarztpraxis Traunsee</a><ul class="nav"><li><a href="/" class="nav-link px-2 text-white">Start</a></li><li><a href="/team" class="nav-link px-2 text-white">Team</a></li><li><a href="/impressum" class="nav-link px-2 text-white">Impressum</a></li></ul></div></div></header>`;
  const foot = `<footer class="container py-4 border-top mt-5 small text-muted">Tierarztpraxis Traunsee · Esplanade 7 · 4810 Gmunden · +43 7612 64 330 · <a href="mailto:praxis@tierarzt-gmunden.at">praxis@tierarzt-gmunden.at</a></footer>`;
  const card = (name, title, text) => `<div class="col-md-6 col-lg-3"><div class="card mb-3"><div class="card-header fw-bold">${name}</div><div class="card-body"><h6 class="card-subtitle mb-2 text-muted">${title}</h6><p class="card-text">${text}</p></div></div></div>`;
  const index = hh('Tierarztpraxis Traunsee – Gmunden') + nav + `<main class="container py-5"><div class="row"><div class="col-lg-8"><h1>Tierärztliche Versorgung am Traunsee</h1><p class="lead">Kleintiere, Pferde und Nutztiere. Ordination Mo–Fr 8–11 und 16–19 Uhr, Sa 9–11 Uhr. Notdienst nach telefonischer Vereinbarung.</p></div>
<div class="col-lg-4"><div class="card"><div class="card-body"><h5 class="card-title">Terminanfrage</h5><form><input type="text" class="form-control mb-2" placeholder="Name"><input type="email" class="form-control mb-2" placeholder="ihre@email.at"><textarea class="form-control mb-2" placeholder="Tierart und Anliegen"></textarea><button class="btn btn-success">Senden</button></form></div></div></div></div></main>` + foot + bsFoot();
  const team = hh('Team – Tierarztpraxis Traunsee') + nav + `<main class="container py-5"><h1 class="mb-4">Unser Team</h1><div class="row">
${card('Dr. med. vet. Gregor Pesendorfer', 'Praxisinhaber, Tierarzt', 'Schwerpunkt Pferdemedizin und Orthopädie.')}
${card('Mag. med. vet. Sophie Aigner', 'Tierärztin', 'Kleintiere, Ultraschall, Zahnheilkunde.')}
${card('Katrin Hummer', 'Tierärztliche Ordinationsassistentin', 'Labor, Narkoseüberwachung, Empfang.')}
${card('Julia Loidl', 'Tierärztliche Ordinationsassistentin', 'Empfang und Terminvergabe.')}
</div></main>` + foot + bsFoot();
  const imp = hh('Impressum – Tierarztpraxis Traunsee') + nav + `<main class="container py-5"><h1>Impressum</h1><p>Tierarztpraxis Traunsee<br>Dr. med. vet. Gregor Pesendorfer<br>Esplanade 7, 4810 Gmunden</p><p>Tel.: +43 7612 64 330 · E-Mail: praxis@tierarzt-gmunden.at</p><p>Berufsbezeichnung: Tierarzt (verliehen in Österreich). Mitglied der Österreichischen Tierärztekammer, Landesstelle Oberösterreich. Berufsrecht: Tierärztegesetz, www.ris.bka.gv.at</p></main>` + foot + bsFoot();
  return {
    id: 'b081-tierarztpraxis-traunsee', domain: d, language: 'de',
    patterns: ['builder-bootstrap', 'team-grid', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', index], '/team': ['team.html', team], '/impressum': ['impressum.html', imp] },
    truth: {
      emails: ['praxis@tierarzt-gmunden.at'],
      emailKinds: { 'praxis@tierarzt-gmunden.at': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Gregor Pesendorfer', title: 'Praxisinhaber, Tierarzt', role: 'owner' },
        { name: 'Sophie Aigner', title: 'Tierärztin', role: 'other' },
        { name: 'Katrin Hummer', title: 'Tierärztliche Ordinationsassistentin', role: 'other' },
        { name: 'Julia Loidl', title: 'Tierärztliche Ordinationsassistentin', role: 'other' },
      ],
      junk: ['ihre@email.at', 'bootstrap@5.3.2'],
    },
  };
})();

// ---------------------------------------------------------------- b082 Tyrolean family hotel, Elementor, guest reviews, Impressum
const b082 = (() => {
  const d = 'hotel-alpenrose-serfaus.at';
  const head = (t) => wpHead({ lang: 'de-AT', title: t, desc: 'Familienhotel Alpenrose**** in Serfaus – Skifahren, Wandern, Wellness und Kinderbetreuung.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-4', extra: elementorCss(d, 4) + '<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>\n' });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const con = (inner) => `<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${inner}</div></div>`;
  const header = `<header class="site-header"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2023/05/alpenrose-logo.png" alt="Hotel Alpenrose"></a><nav><a href="https://${d}/">Hotel</a> · <a href="https://${d}/zimmer/">Zimmer &amp; Preise</a> · <a href="https://${d}/gastgeber/">Ihre Gastgeber</a> · <a href="https://${d}/impressum/">Impressum</a></nav></header><main>`;
  const footer = `</main><footer>${con(ew('text-editor', '<p>Hotel Alpenrose · Untere Dorfstraße 18 · 6534 Serfaus · Tirol · +43 5476 62 45 · <a href="mailto:info@hotel-alpenrose-serfaus.at">info@hotel-alpenrose-serfaus.at</a></p>'))}</footer></body></html>`;
  const index = head('Familienhotel Alpenrose Serfaus') + header + con(ew('heading', '<h1 class="elementor-heading-title">Familienurlaub in Serfaus-Fiss-Ladis</h1>') + ew('text-editor', '<p>Direkt an der Dorfbahn, mit Kinderclub ab 3 Jahren, Hallenbad und Saunalandschaft. Anfragen an <a href="mailto:info@hotel-alpenrose-serfaus.at?subject=Anfrage">info@hotel-alpenrose-serfaus.at</a>.</p>'))
    + con(ew('heading', '<h2 class="elementor-heading-title">Das sagen unsere Gäste</h2>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Wir kommen seit acht Jahren jeden Winter – die Kinder lieben den Kinderclub, wir das Abendessen.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-name">Familie Brückner aus Dresden</div></div></div>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Herzliche Gastgeber, tolles Frühstücksbuffet, Skipiste vor der Tür.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-name">Maarten de Vries</div><div class="elementor-testimonial-job">Utrecht · HolidayCheck</div></div></div>')) + footer;
  const gastgeber = head('Ihre Gastgeber – Hotel Alpenrose') + header + con(ew('text-editor', '<h1>Ihre Gastgeber</h1><p>Die Alpenrose ist seit drei Generationen in Familienhand. Heute führen Andrea und Markus Westreicher das Haus; Markus steht als Küchenchef selbst am Herd, Andrea kümmert sich um Rezeption und Service (andrea@hotel-alpenrose-serfaus.at). Unterstützt werden sie von Junior-Chefin Lisa Westreicher, die das Marketing und die Gästekommunikation verantwortet.</p>')) + footer;
  const zimmer = head('Zimmer & Preise – Hotel Alpenrose') + header + con(ew('text-editor', '<h1>Zimmer &amp; Preise</h1><ul><li>Doppelzimmer Lazid – ab € 145 p. P./HP</li><li>Familiensuite Komperdell – ab € 410 für 2 Erw. + 2 Kinder</li></ul>')) + footer;
  const imp = head('Impressum – Hotel Alpenrose') + header + con(ew('text-editor', '<h1>Impressum</h1><p>Hotel Alpenrose Westreicher KG<br>Untere Dorfstraße 18, 6534 Serfaus</p><p>Unbeschränkt haftende Gesellschafter: Andrea Westreicher, Markus Westreicher</p><p>Firmenbuch: FN 221133 m, Landesgericht Innsbruck · UID: ATU 55667788</p><p>E-Mail: info@hotel-alpenrose-serfaus.at · Tel. +43 5476 62 45</p><p>Mitglied der Wirtschaftskammer Tirol, Sparte Tourismus und Freizeitwirtschaft.</p>')) + footer;
  return {
    id: 'b082-hotel-alpenrose-serfaus', domain: d, language: 'de',
    patterns: ['builder-elementor', 'testimonials', 'about-prose', 'legal-notice', 'email-mailto', 'email-footer', 'junk-version', 'name-lookalikes', 'email-text'],
    pages: { '/': ['index.html', index], '/gastgeber/': ['gastgeber.html', gastgeber], '/zimmer/': ['zimmer.html', zimmer], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['andrea@hotel-alpenrose-serfaus.at', 'info@hotel-alpenrose-serfaus.at'],
      emailKinds: { 'andrea@hotel-alpenrose-serfaus.at': 'person', 'info@hotel-alpenrose-serfaus.at': 'generic' },
      emailOwners: { 'andrea@hotel-alpenrose-serfaus.at': 'Andrea Westreicher' },
      contacts: [
        { name: 'Andrea Westreicher', title: 'Gesellschafter', role: 'owner' },
        { name: 'Markus Westreicher', title: 'Gesellschafter', role: 'owner' },
        { name: 'Lisa Westreicher', title: 'Junior-Chefin', role: 'marketing' },
      ],
      junk: ['jquery@3.7.1'],
    },
  };
})();

// ---------------------------------------------------------------- b083 physiotherapy practice, dl, JSON-LD, [ät]
const b083 = (() => {
  const d = 'physio-am-rathaus-freiburg.de';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Physiotherapy","name":"Physiotherapie am Rathaus","url":"https://${d}/","email":"info@${d}","telephone":"+49 761 20 84 11","address":{"@type":"PostalAddress","streetAddress":"Rathausgasse 8","postalCode":"79098","addressLocality":"Freiburg im Breisgau","addressCountry":"DE"},"founder":{"@type":"Person","name":"Miriam Schwarzwälder","jobTitle":"Physiotherapeutin, Praxisinhaberin"},"employee":[{"@type":"Person","name":"Timo Rebmann","jobTitle":"Physiotherapeut, Manualtherapeut"},{"@type":"Person","name":"Aylin Kaya","jobTitle":"Ergotherapeutin"}]}</script>`;
  const page = (t, body) => `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title><link rel="stylesheet" href="/css/praxis.css">${ld}</head>
<body>
<header><a href="/" class="brand">Physiotherapie am Rathaus</a><nav><a href="/">Praxis</a> <a href="/team.html">Team</a> <a href="/impressum.html">Impressum</a></nav></header>
<main>${body}</main>
<footer>Physiotherapie am Rathaus · Rathausgasse 8 · 79098 Freiburg · Tel. 0761 20 84 11 · info[ät]physio-am-rathaus-freiburg.de</footer>
</body></html>`;
  const index = page('Physiotherapie am Rathaus – Freiburg', `<h1>Physiotherapie mitten in der Freiburger Altstadt</h1><p>Krankengymnastik, Manuelle Therapie, Lymphdrainage, KG am Gerät, Ergotherapie. Alle Kassen und Privat, Hausbesuche.</p>`);
  const team = page('Team – Physiotherapie am Rathaus', `<h1>Unser Team</h1>
<dl>
<dt>Miriam Schwarzwälder</dt><dd>Physiotherapeutin, Praxisinhaberin</dd><dd>Sektorale Heilpraktikerin für Physiotherapie, Schwerpunkt Kiefergelenk (CMD).</dd><dd>m.schwarzwaelder[ät]physio-am-rathaus-freiburg.de</dd>
<dt>Timo Rebmann</dt><dd>Physiotherapeut, Manualtherapeut</dd>
<dt>Aylin Kaya</dt><dd>Ergotherapeutin</dd>
<dt>Heike Zimmermann</dt><dd>Rezeption und Abrechnung</dd>
</dl>`);
  const imp = page('Impressum – Physiotherapie am Rathaus', `<h1>Impressum</h1><p>Physiotherapie am Rathaus<br>Inhaberin: Miriam Schwarzwälder<br>Rathausgasse 8, 79098 Freiburg im Breisgau</p><p>Telefon: 0761 20 84 11<br>E-Mail: info[ät]physio-am-rathaus-freiburg.de</p><p>Berufsbezeichnung: Physiotherapeutin (verliehen in der Bundesrepublik Deutschland). Zuständige Aufsichtsbehörde: Gesundheitsamt Freiburg.</p>`);
  return {
    id: 'b083-physio-am-rathaus', domain: d, language: 'de',
    patterns: ['definition-list', 'jsonld-person', 'email-jsonld', 'email-obfuscated', 'email-in-person-card', 'legal-notice', 'hand-written'],
    pages: { '/': ['index.html', index], '/team.html': ['team.html', team], '/impressum.html': ['impressum.html', imp] },
    truth: {
      emails: ['info@physio-am-rathaus-freiburg.de', 'm.schwarzwaelder@physio-am-rathaus-freiburg.de'],
      emailKinds: { 'info@physio-am-rathaus-freiburg.de': 'generic', 'm.schwarzwaelder@physio-am-rathaus-freiburg.de': 'person' },
      emailOwners: { 'm.schwarzwaelder@physio-am-rathaus-freiburg.de': 'Miriam Schwarzwälder' },
      contacts: [
        { name: 'Miriam Schwarzwälder', title: 'Physiotherapeutin, Praxisinhaberin', role: 'owner' },
        { name: 'Timo Rebmann', title: 'Physiotherapeut, Manualtherapeut', role: 'other' },
        { name: 'Aylin Kaya', title: 'Ergotherapeutin', role: 'other' },
        { name: 'Heike Zimmermann', title: 'Rezeption und Abrechnung', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b084 Swiss music school, teachers table, retina assets
const b084 = (() => {
  const d = 'musikschule-limmattal.ch';
  const page = (t, body) => `<!DOCTYPE html>
<html lang="de-CH">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title><link rel="stylesheet" href="/site.css"><link rel="icon" type="image/png" href="/favicon-32x32.png"><link rel="apple-touch-icon" href="/apple-touch-icon@2x.png"></head>
<body>
<div class="kopf"><img src="/bilder/msl-logo.png" srcset="/bilder/msl-logo.png 1x, /bilder/msl-logo@2x.png 2x" alt="Musikschule Limmattal"><ul class="nav"><li><a href="/">Home</a></li><li><a href="/lehrpersonen">Lehrpersonen</a></li><li><a href="/anmeldung">Anmeldung</a></li></ul></div>
<div class="inhalt">${body}</div>
<div class="fuss">Musikschule Limmattal · Zürcherstrasse 66 · 8953 Dietikon · 044 740 12 90 · sekretariat@musikschule-limmattal.ch</div>
</body></html>`;
  const index = page('Musikschule Limmattal', `<h1>Musik macht Schule</h1><p>Instrumental- und Gesangsunterricht für Kinder, Jugendliche und Erwachsene in Dietikon, Schlieren und Urdorf. Über 60 Lehrpersonen, 24 Instrumente, Ensembles und Bands.</p>`);
  const lp = page('Lehrpersonen – Musikschule Limmattal', `<h1>Lehrpersonen (Auswahl)</h1>
<table class="lehrpersonen">
<tr><th>Name</th><th>Fach / Funktion</th></tr>
<tr><td>Daniel Brunner<br><a href="mailto:d.brunner@musikschule-limmattal.ch">d.brunner@musikschule-limmattal.ch</a></td><td>Schulleiter, Trompete</td></tr>
<tr><td>Corinne Meier-Hösli</td><td>Klavier</td></tr>
<tr><td>Andrea Vonlanthen</td><td>Violine, Orchesterleitung</td></tr>
<tr><td>Marco Di Stefano</td><td>E-Gitarre, Band</td></tr>
<tr><td>Jasmin Frei</td><td>Blockflöte, Musikalische Grundschule</td></tr>
<tr><td>Ruth Bachmann</td><td>Sekretariat</td></tr>
</table>`);
  const anm = page('Anmeldung – Musikschule Limmattal', `<h1>Anmeldung</h1><p>Anmeldeschluss für das Herbstsemester ist der 15. Mai. Fragen beantwortet das Sekretariat (sekretariat@musikschule-limmattal.ch) gerne.</p>`);
  return {
    id: 'b084-musikschule-limmattal', domain: d, language: 'de',
    patterns: ['team-table', 'email-text', 'email-footer', 'junk-asset', 'hand-written'],
    pages: { '/': ['index.html', index], '/lehrpersonen': ['lehrpersonen.html', lp], '/anmeldung': ['anmeldung.html', anm] },
    truth: {
      emails: ['d.brunner@musikschule-limmattal.ch', 'sekretariat@musikschule-limmattal.ch'],
      emailKinds: { 'd.brunner@musikschule-limmattal.ch': 'person', 'sekretariat@musikschule-limmattal.ch': 'role' },
      emailOwners: { 'd.brunner@musikschule-limmattal.ch': 'Daniel Brunner' },
      contacts: [
        { name: 'Daniel Brunner', title: 'Schulleiter, Trompete', role: 'owner' },
        { name: 'Corinne Meier-Hösli', title: 'Klavier', role: 'other' },
        { name: 'Andrea Vonlanthen', title: 'Violine, Orchesterleitung', role: 'other' },
        { name: 'Marco Di Stefano', title: 'E-Gitarre, Band', role: 'other' },
        { name: 'Jasmin Frei', title: 'Blockflöte, Musikalische Grundschule', role: 'other' },
        { name: 'Ruth Bachmann', title: 'Sekretariat', role: 'operations' },
      ],
      junk: ['apple-touch-icon@2x.png', 'msl-logo@2x.png'],
    },
  };
})();

// ---------------------------------------------------------------- b085 joinery on WordPress, customer reviews, Impressum, prose
const b085 = (() => {
  const d = 'schreinerei-holzmann.de';
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Schreinerei Holzmann in Bamberg: Küchen, Einbauschränke, Treppen und Haustüren nach Maß.', domain: d, theme: 'kadence', bodyClass: 'wp-custom-logo' });
  const header = `<header id="masthead" class="site-header"><div class="site-container"><a class="brand" href="https://${d}/"><img src="https://${d}/wp-content/uploads/2022/08/holzmann-logo.png" alt="Schreinerei Holzmann"></a><nav id="site-navigation" class="main-navigation"><ul class="menu"><li><a href="https://${d}/">Start</a></li><li><a href="https://${d}/ueber-uns/">Über uns</a></li><li><a href="https://${d}/kundenstimmen/">Kundenstimmen</a></li><li><a href="https://${d}/impressum/">Impressum</a></li></ul></nav></div></header><div id="inner-wrap" class="wrap"><main id="main" class="site-main"><div class="entry-content">`;
  const footer = `</div></main></div><footer id="colophon" class="site-footer"><div class="site-container"><div class="footer-widget-area"><section class="widget widget_block"><p><strong>Schreinerei Holzmann GmbH</strong><br>Gundelsheimer Straße 27<br>96052 Bamberg<br>Tel. 0951 30 18 77<br><a href="mailto:info@schreinerei-holzmann.de">info@schreinerei-holzmann.de</a></p></section></div></div></footer></body></html>`;
  const index = head('Schreinerei Holzmann – Möbel nach Maß in Bamberg') + header + `<h1 class="wp-block-heading">Möbel, die passen.</h1><p>Einbauküchen, Schränke unter der Dachschräge, Treppen, Haustüren und Fenster – geplant, gefertigt und montiert von unserem Team in Bamberg.</p><p>Beratungstermin in der Ausstellung: <a href="mailto:info@schreinerei-holzmann.de?subject=Beratungstermin">info@schreinerei-holzmann.de</a></p>` + footer;
  const ueber = head('Über uns – Schreinerei Holzmann') + header + `<h1 class="wp-block-heading">Über uns</h1><p>Die Schreinerei wurde 1962 von Georg Holzmann († 2009) in der Bamberger Gärtnerstadt gegründet. Seit 1998 führt Schreinermeister Thomas Holzmann den Betrieb in zweiter Generation, seit 2020 gemeinsam mit seinem Sohn Jakob Holzmann, Holztechniker und Geschäftsführer (<a href="mailto:jakob.holzmann@schreinerei-holzmann.de">jakob.holzmann@schreinerei-holzmann.de</a>).</p><p>Unsere Werkstattleitung liegt bei Schreinermeisterin Katrin Dorsch. Insgesamt arbeiten bei uns 14 Menschen, davon drei Auszubildende.</p><p>Unsere Hölzer beziehen wir aus dem Steigerwald und dem Frankenwald; das Holzmann-Regal „Gärtnerstadt“ und der Tisch „Georg“ sind unsere Klassiker.</p>` + footer;
  const stimmen = head('Kundenstimmen – Schreinerei Holzmann') + header + `<h1 class="wp-block-heading">Kundenstimmen</h1>
<blockquote class="wp-block-quote"><p>Unsere Küche ist ein Traum geworden. Termintreu, sauber, top beraten.</p><cite>Familie Schmitt, Hallstadt</cite></blockquote>
<blockquote class="wp-block-quote"><p>Die Treppe aus Eiche ist das Herzstück unseres Hauses. Danke an Herrn Holzmann und sein Team!</p><cite>Dr. Bernd Ulrich, Bamberg</cite></blockquote>
<blockquote class="wp-block-quote"><p>Schnelle Reparatur unserer Haustür nach einem Einbruchsversuch.</p><cite>Renate K., Memmelsdorf</cite></blockquote>` + footer;
  const imp = head('Impressum – Schreinerei Holzmann') + header + `<h1 class="wp-block-heading">Impressum</h1><p>Schreinerei Holzmann GmbH<br>Gundelsheimer Straße 27, 96052 Bamberg</p><p>Geschäftsführer: Thomas Holzmann, Jakob Holzmann</p><p>Registergericht: Amtsgericht Bamberg, HRB 4411<br>USt-IdNr.: DE 132 987 654</p><p>Telefon: 0951 30 18 77 · E-Mail: info@schreinerei-holzmann.de</p><p>Eingetragen in die Handwerksrolle der Handwerkskammer für Oberfranken.</p>` + footer;
  return {
    id: 'b085-schreinerei-holzmann', domain: d, language: 'de',
    patterns: ['builder-wordpress', 'about-prose', 'testimonials', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/ueber-uns/': ['ueber-uns.html', ueber], '/kundenstimmen/': ['kundenstimmen.html', stimmen], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['jakob.holzmann@schreinerei-holzmann.de', 'info@schreinerei-holzmann.de'],
      emailKinds: { 'jakob.holzmann@schreinerei-holzmann.de': 'person', 'info@schreinerei-holzmann.de': 'generic' },
      emailOwners: { 'jakob.holzmann@schreinerei-holzmann.de': 'Jakob Holzmann' },
      contacts: [
        { name: 'Thomas Holzmann', title: 'Geschäftsführer', role: 'owner' },
        { name: 'Jakob Holzmann', title: 'Holztechniker und Geschäftsführer', role: 'owner' },
        { name: 'Katrin Dorsch', title: 'Schreinermeisterin', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesDe4 = [b081, b082, b083, b084, b085];
