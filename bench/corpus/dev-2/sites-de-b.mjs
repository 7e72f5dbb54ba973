import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e073
{
  id: 'e073-kfz-werkstatt-schmidt', domain: 'kfz-schmidt-hagen.de', lang: 'de', shell: 'html4', name: 'Kfz-Meisterbetrieb Schmidt', color: '#333399',
  nav: [['/', 'Home'], ['/leistungen.htm', 'Leistungen'], ['/impressum.htm', 'Impressum']],
  footer: `Kfz-Meisterbetrieb Schmidt - Eckeseyer Str. 120 - 58089 Hagen - Tel. 02331 33 44 55`,
  pages: {
    '/': { file: 'index.htm', title: 'Home', body: `<font face="Arial" size="3"><b>Ihre freie Werkstatt in Hagen</b></font>
<p><font face="Arial" size="2">Inspektion nach Herstellervorgaben, HU/AU im Haus, Reifenservice, Klimaservice.
<p><font face="Arial" size="2">Termine nach Vereinbarung. Schreiben Sie uns: kontakt (at) kfz-schmidt-hagen (punkt) de
<p><table border=0><tr><td><img src=bilder/werkstatt.jpg width=300></td><td valign=top><font face=Arial size=2>Meister <b>Dirk Schmidt</b> und sein Team freuen sich auf Ihren Besuch!</td></tr>` },
    '/leistungen.htm': { file: 'leistungen.htm', title: 'Leistungen', body: `<font face="Arial" size="2"><ul><li>Inspektion<li>Bremsen<li>Zahnriemen<li>HU/AU durch DEKRA<li>Reifeneinlagerung</ul>` },
    '/impressum.htm': { file: 'impressum.htm', title: 'Impressum', body: `<font face="Arial" size="2"><b>Impressum</b><br>Kfz-Meisterbetrieb Schmidt<br>Inhaber: Dirk Schmidt, Kfz-Technikermeister<br>Eckeseyer Str. 120<br>58089 Hagen<br>Handwerkskammer Dortmund, Betriebsnr. 0412233<br>USt-IdNr. DE 812 334 556<br>E-Mail: kontakt (at) kfz-schmidt-hagen (punkt) de</font>` },
  },
  patterns: ['broken-markup', 'legal-notice', 'email-obfuscated'],
  truth: { emails: ['kontakt@kfz-schmidt-hagen.de'], contacts: [['Dirk Schmidt', 'Inhaber', 'owner']] },
},
// ------------------------------------------------------------------ e074
{
  id: 'e074-nordlicht-it-systemhaus', domain: 'nordlicht-it.de', lang: 'de', shell: 'static', name: 'Nordlicht IT',
  nav: [['/', 'Start'], ['/ueber-uns/', 'Über uns'], ['/impressum/', 'Impressum']],
  head: `  <script type="application/ld+json">
  {"@context":"https://schema.org","@type":"Organization","name":"Nordlicht IT GmbH","url":"https://nordlicht-it.de","email":"info@nordlicht-it.de","address":{"@type":"PostalAddress","streetAddress":"Am Sandtorkai 48","postalCode":"20457","addressLocality":"Hamburg"},
   "founder":[{"@type":"Person","name":"Hauke Petersen","jobTitle":"Geschäftsführer","email":"h.petersen@nordlicht-it.de"},{"@type":"Person","name":"Jannik Thomsen","jobTitle":"Technischer Leiter"}],
   "member":{"@type":"OrganizationRole","member":{"@type":"Person","name":"Frauke Jensen"},"roleName":"Leitung Marketing"}}
  </script>
  <script src="https://browser.sentry-cdn.com/7.91.0/bundle.min.js" crossorigin="anonymous"></script>
  <script>Sentry.init({ dsn: "https://4c1f9a7e2b8d4e3f@o448123.ingest.sentry.io/5512345" });</script>`,
  footer: `    <p>Nordlicht IT GmbH · Am Sandtorkai 48 · 20457 Hamburg · <a href="mailto:info@nordlicht-it.de">info@nordlicht-it.de</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'IT-Systemhaus in Hamburg', body: `    <h1>IT-Betreuung für den Hamburger Mittelstand</h1><p>Managed Services, Microsoft 365, Netzwerk und IT-Sicherheit nach BSI-Grundschutz.</p>` },
    '/ueber-uns/': { file: 'ueber-uns.html', title: 'Über uns', body: `    <h1>Über uns</h1><p>Nordlicht IT wurde 2014 von Hauke Petersen und Jannik Thomsen in der Hamburger HafenCity gegründet. Heute betreuen 22 Mitarbeitende rund 150 Kunden.</p>
    <p>Presse- und Marketinganfragen beantwortet Frauke Jensen.</p>` },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: `    <h1>Impressum</h1><p>Nordlicht IT GmbH<br>Am Sandtorkai 48, 20457 Hamburg</p><p>Geschäftsführer: Hauke Petersen</p><p>Registergericht: Amtsgericht Hamburg, HRB 133 221</p><p>Kontakt: info@nordlicht-it.de</p>` },
  },
  patterns: ['jsonld-person', 'email-jsonld', 'about-prose', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'junk-platform'],
  truth: {
    emails: ['info@nordlicht-it.de', 'h.petersen@nordlicht-it.de'],
    owners: { 'h.petersen@nordlicht-it.de': 'Hauke Petersen' },
    contacts: [['Hauke Petersen', 'Geschäftsführer', 'owner'], ['Jannik Thomsen', 'Technischer Leiter', 'operations'], ['Frauke Jensen', 'Leitung Marketing', 'marketing']],
  },
},
// ------------------------------------------------------------------ e075
{
  id: 'e075-tierarztpraxis-am-stadtpark', domain: 'tierarzt-am-stadtpark.de', lang: 'de', shell: 'wp', name: 'Tierarztpraxis am Stadtpark',
  nav: [['/', 'Start'], ['/team/', 'Team'], ['/impressum/', 'Impressum']],
  footer: `<p>Tierarztpraxis am Stadtpark · Parkallee 7 · 28209 Bremen · 0421 34 55 60</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Tierarzt in Bremen', body: `<p>Kleintierpraxis für Hunde, Katzen, Kaninchen und Vögel. Sprechstunde Mo–Fr 9–12 und 15–18 Uhr.</p>` },
    '/team/': { file: 'team.html', title: 'Team', body: `<div class="wp-block-group" itemscope itemtype="https://schema.org/VeterinaryCare"><meta itemprop="name" content="Tierarztpraxis am Stadtpark">
<div class="wp-block-columns">
<div class="wp-block-column" itemprop="employee" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="/wp-content/uploads/2023/11/dr-brinkmann.jpg" alt="Dr. Hanna Brinkmann"></figure><h3 itemprop="name">Dr. Hanna Brinkmann</h3><p itemprop="jobTitle">Tierärztin, Praxisinhaberin</p></div>
<div class="wp-block-column" itemprop="employee" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="/wp-content/uploads/2023/11/ole.jpg" alt="Ole Janssen"></figure><h3 itemprop="name">Ole Janssen</h3><p itemprop="jobTitle">Tierarzt</p></div>
<div class="wp-block-column" itemprop="employee" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="/wp-content/uploads/2023/11/svenja.jpg" alt="Svenja Meyer"></figure><h3 itemprop="name">Svenja Meyer</h3><p itemprop="jobTitle">Tiermedizinische Fachangestellte</p></div>
</div></div>` },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: `<p>Tierarztpraxis am Stadtpark<br>Dr. Hanna Brinkmann<br>Parkallee 7, 28209 Bremen</p><p>E-Mail: <a href="mailto:praxis@tierarzt-am-stadtpark.de">praxis@tierarzt-am-stadtpark.de</a></p><p>Berufsbezeichnung: Tierärztin · Tierärztekammer Bremen</p>` },
  },
  patterns: ['microdata-person', 'team-grid', 'legal-notice', 'email-mailto'],
  truth: {
    emails: ['praxis@tierarzt-am-stadtpark.de'],
    contacts: [['Hanna Brinkmann', 'Tierärztin, Praxisinhaberin', 'owner'], ['Ole Janssen', 'Tierarzt', 'other'], ['Svenja Meyer', 'Tiermedizinische Fachangestellte', 'other']],
  },
},
// ------------------------------------------------------------------ e076
{
  id: 'e076-fachtagung-holzbau', domain: 'fachtagung-holzbau.de', lang: 'de', shell: 'webflow', name: 'Fachtagung Holzbau',
  nav: [['/', 'Start'], ['/referenten', 'Referenten'], ['/veranstalter', 'Veranstalter']],
  footer: `<div class="footer-text">Fachtagung Holzbau 2024 · Messe Augsburg · 6.–7. November · <a href="mailto:anmeldung@fachtagung-holzbau.de" class="footer-link">anmeldung@fachtagung-holzbau.de</a></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Fachtagung für Holzbau', body: `<div class="hero"><div class="w-container"><h1>Bauen mit Holz: mehrgeschossig, seriell, nachhaltig</h1><p>20 Vorträge, Fachausstellung und Exkursion zum Holzhochhaus in Augsburg.</p></div></div>` },
    '/referenten': { file: 'referenten.html', title: 'Referenten', body: `<div class="section"><div class="w-container"><h1>Referentinnen und Referenten</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items">
${[['Prof. Dr.-Ing. Stefan Winter', 'Lehrstuhl für Holzbau, TU München'], ['Dipl.-Ing. Anna Huber', 'Geschäftsführerin, Huber Holzbau GmbH'], ['Matthias Kaufmann', 'Zimmerermeister, Kaufmann Zimmerei'], ['Dr. Sabine Lorenz', 'Brandschutzgutachterin']].map(([n, r]) => `<div role="listitem" class="speaker w-dyn-item"><div class="speaker-name">${n}</div><div class="speaker-org">${r}</div></div>`).join('\n')}
</div></div></div></div>` },
    '/veranstalter': { file: 'veranstalter.html', title: 'Veranstalter', body: `<div class="section"><div class="w-container"><h1>Veranstalter</h1><p>Holzforum Süd GmbH, Provinostraße 52, 86153 Augsburg</p><p>Projektleitung: Tobias Reindl<br>Teilnehmerbetreuung: Carina Wagner, anmeldung@fachtagung-holzbau.de</p><p>Geschäftsführer: Georg Stadler</p></div></div>` },
  },
  patterns: ['event-speakers', 'legal-notice', 'email-mailto', 'email-text', 'email-footer'],
  truth: {
    emails: ['anmeldung@fachtagung-holzbau.de'],
    kinds: { 'anmeldung@fachtagung-holzbau.de': 'role' },
    contacts: [['Tobias Reindl', 'Projektleitung', 'operations'], ['Carina Wagner', 'Teilnehmerbetreuung', 'other'], ['Georg Stadler', 'Geschäftsführer', 'owner']],
  },
},
// ------------------------------------------------------------------ e077
{
  id: 'e077-immobilien-hartmann-koeln', domain: 'hartmann-immobilien-koeln.de', lang: 'de', shell: 'jimdo', name: 'Hartmann Immobilien',
  nav: [['/', 'Startseite'], ['/ansprechpartner/', 'Ansprechpartner'], ['/impressum/', 'Impressum']],
  footer: `Hartmann Immobilien · Aachener Straße 502 · 50933 Köln`,
  pages: {
    '/': { file: 'index.html', title: 'Immobilienmakler in Köln', body: `<div class="j-module n j-text"><p>Ihr Makler für Köln-Braunsfeld, Lindenthal und Müngersdorf. Kostenlose Wertermittlung für Eigentümer.</p></div>` },
    '/ansprechpartner/': { file: 'ansprechpartner.html', title: 'Ansprechpartner', body: `<div class="j-module n j-header"><h2 class="">Ihre Ansprechpartner</h2></div>
<div class="j-module n j-text"><dl>
<dt>Inhaber, Immobilienmakler (IHK)</dt><dd>Bernd Hartmann · b.hartmann@hartmann-immobilien-koeln.de</dd>
<dt>Vermietung</dt><dd>Nicole Schäfer · vermietung@hartmann-immobilien-koeln.de</dd>
<dt>Büroleitung</dt><dd>Ursula Engels</dd>
</dl></div>` },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: `<div class="j-module n j-text"><p>Hartmann Immobilien, Inh. Bernd Hartmann<br>Aachener Straße 502, 50933 Köln<br>Telefon 0221 49 33 21<br>E-Mail: info@hartmann-immobilien-koeln.de</p><p>Erlaubnis nach § 34c GewO erteilt durch Stadt Köln, Ordnungsamt.</p></div>` },
  },
  patterns: ['definition-list', 'legal-notice', 'email-text', 'email-in-person-card'],
  truth: {
    emails: ['b.hartmann@hartmann-immobilien-koeln.de', 'vermietung@hartmann-immobilien-koeln.de', 'info@hartmann-immobilien-koeln.de'],
    kinds: { 'vermietung@hartmann-immobilien-koeln.de': 'role' },
    owners: { 'b.hartmann@hartmann-immobilien-koeln.de': 'Bernd Hartmann' },
    contacts: [['Bernd Hartmann', 'Inhaber, Immobilienmakler (IHK)', 'owner'], ['Nicole Schäfer', 'Vermietung', 'other'], ['Ursula Engels', 'Büroleitung', 'operations']],
  },
},
// ------------------------------------------------------------------ e078
{
  id: 'e078-werbeagentur-fuenf-punkt', domain: 'fuenfpunkt-agentur.de', lang: 'de', shell: 'elementor', name: 'fünfpunkt Werbeagentur',
  nav: [['/', 'Start'], ['/kunden/', 'Kunden'], ['/agentur/', 'Agentur'], ['/impressum/', 'Impressum']],
  head: `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.2/dist/gsap.min.js"></script>`,
  footer: `<p>fünfpunkt GmbH · Schanzenstraße 23 · 51063 Köln · <a href="mailto:hallo@fuenfpunkt-agentur.de">hallo@fuenfpunkt-agentur.de</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Werbeagentur Köln', body: el.sec(el.col(el.h('Marken mit Haltung.', 'h1') + el.text('<p>Branding, Kampagnen und Websites für den Mittelstand.</p>'))) },
    '/kunden/': { file: 'kunden.html', title: 'Kunden', body: el.sec(el.col(el.h('Für diese Marken arbeiten wir') + el.w('logo-grid', `<div class="logo-grid">${['Kölsch-Brauerei Sünner', 'Rheinenergie', 'Sparkasse KölnBonn', 'Bäckerei Merzenich', '4711', 'Kölner Zoo', 'Dr. Oetker'].map((c) => `<figure><img src="/wp-content/uploads/2023/kunden/${c.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg" alt="${c}"><figcaption>${c}</figcaption></figure>`).join('')}</div>`))) + el.sec(el.col(el.w('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">„fünfpunkt hat unseren Markenauftritt komplett neu gedacht.“</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Heike Sünner</div><div class="elementor-testimonial-job">Leitung Marketing, Brauerei Sünner</div></div></div></div>'))) },
    '/agentur/': { file: 'agentur.html', title: 'Agentur', body: el.sec(el.col(el.h('Die Köpfe') + el.w('html', `<div class="people-accordion">
<details open><summary>Lena Vogel – Geschäftsführerin &amp; Strategie</summary><p>Gründete fünfpunkt 2011 nach Stationen bei Jung von Matt. <a href="mailto:lena.vogel@fuenfpunkt-agentur.de">lena.vogel@fuenfpunkt-agentur.de</a></p></details>
<details><summary>Kai Brenner – Creative Director</summary><p>Verantwortet Design und Konzeption.</p></details>
<details><summary>Merve Aksoy – Social Media &amp; Content</summary><p>Redaktionspläne, Community, Paid Social.</p></details>
<details><summary>Tim Schröder – Projektmanagement</summary><p>Hält alle Fäden zusammen.</p></details>
</div>`))) },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: el.sec(el.col(el.text('<p>fünfpunkt GmbH<br>Schanzenstraße 23, 51063 Köln</p><p>Vertreten durch die Geschäftsführerin Lena Vogel</p><p>HRB 78812, Amtsgericht Köln</p>'))) },
  },
  patterns: ['team-grid', 'client-list', 'testimonials', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['hallo@fuenfpunkt-agentur.de', 'lena.vogel@fuenfpunkt-agentur.de'],
    owners: { 'lena.vogel@fuenfpunkt-agentur.de': 'Lena Vogel' },
    contacts: [['Lena Vogel', 'Geschäftsführerin & Strategie', 'owner'], ['Kai Brenner', 'Creative Director', 'other'], ['Merve Aksoy', 'Social Media & Content', 'marketing'], ['Tim Schröder', 'Projektmanagement', 'operations']],
  },
},
// ------------------------------------------------------------------ e079
{
  id: 'e079-physiotherapie-kern', domain: 'physio-kern.de', lang: 'de', shell: 'static', name: 'Physiotherapie Kern',
  nav: [['/', 'Start'], ['/team.html', 'Team'], ['/impressum.html', 'Impressum']],
  footer: `    <p>Physiotherapie Kern · Marktplatz 4 · 35037 Marburg · 06421 68 22 10</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Physiotherapie in Marburg', body: `    <h1>Krankengymnastik, manuelle Therapie, Lymphdrainage</h1><p>Alle Kassen und Privat. Hausbesuche möglich.</p>` },
    '/team.html': { file: 'team.html', title: 'Team', body: `    <h1>Unser Team</h1>
    <table class="team">
      <tr><th scope="row">Praxisinhaber</th><td>Sebastian Kern</td><td>Physiotherapeut B.Sc., Manualtherapeut</td></tr>
      <tr><th scope="row">Therapeutin</th><td>Lea Albrecht</td><td>Lymphdrainage, KG-ZNS</td></tr>
      <tr><th scope="row">Therapeut</th><td>Jan-Hendrik Ohlsen</td><td>Sportphysiotherapie</td></tr>
      <tr><th scope="row">Rezeption</th><td>Gisela Nowak</td><td>Termine: termine@physio-kern.de</td></tr>
    </table>` },
    '/impressum.html': { file: 'impressum.html', title: 'Impressum', body: `    <h1>Impressum</h1><p>Physiotherapie Kern, Inhaber Sebastian Kern<br>Marktplatz 4, 35037 Marburg</p><p>E-Mail: praxis&#64;physio-kern&#46;de</p>` },
  },
  patterns: ['team-table', 'legal-notice', 'email-text', 'email-obfuscated'],
  truth: {
    emails: ['termine@physio-kern.de', 'praxis@physio-kern.de'],
    kinds: { 'termine@physio-kern.de': 'role' },
    contacts: [['Sebastian Kern', 'Praxisinhaber', 'owner'], ['Lea Albrecht', 'Therapeutin', 'other'], ['Jan-Hendrik Ohlsen', 'Therapeut', 'other'], ['Gisela Nowak', 'Rezeption', 'other']],
  },
},
// ------------------------------------------------------------------ e080
{
  id: 'e080-hofladen-sonnenwiese', domain: 'hofladen-sonnenwiese.de', lang: 'de', shell: 'wix', name: 'Hofladen Sonnenwiese',
  nav: [['/', 'Start'], ['/sortiment', 'Sortiment'], ['/kontakt', 'Kontakt']],
  footer: wx.text(wx.p('Hofladen Sonnenwiese · Am Feldrain 2 · 34346 Hann. Münden')),
  pages: {
    '/': { file: 'index.html', title: 'Hofladen', body: wx.text(wx.h('Frisch vom Feld', 'h1', 'font_0')) + wx.text(wx.p('Kartoffeln, Eier von freilaufenden Hühnern, Honig und Spargel in der Saison.')) },
    '/sortiment': { file: 'sortiment.html', title: 'Sortiment', body: wx.text(wx.p('Spargel (April–Juni) · Erdbeeren · Kartoffeln „Linda“ und „Belana“ · Eier · Waldhonig · Apfelsaft')) },
    '/kontakt': { file: 'kontakt.html', title: 'Kontakt', body: wx.text(wx.p('Öffnungszeiten: Di–Fr 9–18 Uhr, Sa 8–13 Uhr') + wx.p('Bestellungen für Spargel gern per Mail an hofladen.sonnenwiese@web.de')) + `<form class="wixui-form"><input type="email" placeholder="max@mustermann.de"><button>Absenden</button></form>` },
  },
  patterns: ['email-text', 'junk-placeholder', 'name-lookalikes'],
  truth: { emails: ['hofladen.sonnenwiese@web.de'], contacts: [] },
},
];
