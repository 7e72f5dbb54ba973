import { wpHead, elementorCss, sqsHead, webflowHead, webflowFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b077 bakery on Squarespace, no email, Inhaber in Impressum
const b077 = (() => {
  const d = 'baeckerei-sonnleitner.de';
  const h = (t) => sqsHead({ lang: 'de-DE', title: t, desc: 'Handwerksbäckerei in Regensburg seit 1952. Natursauerteig, Laugengebäck, Kuchen.', domain: d });
  const hdr = `<header id="header" class="header"><div class="header-inner"><div class="header-title"><a href="/">Bäckerei Sonnleitner</a></div><nav class="header-nav-list"><div class="header-nav-item"><a href="/sortiment">Sortiment</a></div><div class="header-nav-item"><a href="/filialen">Filialen</a></div><div class="header-nav-item"><a href="/impressum">Impressum</a></div></nav></div></header><main id="page" role="main"><article class="sections">`;
  const ftr = `</article></main><footer class="sections"><section class="page-section"><div class="content"><p class="sqsrte-small">Bäckerei Sonnleitner · Obere Bachgasse 9 · 93047 Regensburg · Tel. 0941 56 27 40</p></div></section></footer></body></html>`;
  const s = (html) => `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></section>`;
  const index = h('Bäckerei Sonnleitner – Regensburg') + hdr + s('<h1>Brot wie früher. Jeden Tag frisch.</h1><p>Unsere Brote reifen bis zu 48 Stunden im Natursauerteig. Dazu Brezen, Semmeln, Zwetschgendatschi und die berühmte Prinzregententorte am Wochenende.</p>') + ftr;
  const sort = h('Sortiment – Bäckerei Sonnleitner') + hdr + s('<h2>Sortiment</h2><p>Roggenmischbrot · Dinkelvollkorn · Kaiserstuhl-Kruste · Laugenbrezen · Kaisersemmeln · Prinzregententorte · Bienenstich · Donauwellen</p>') + ftr;
  const fil = h('Filialen – Bäckerei Sonnleitner') + hdr + s('<h2>Filialen</h2><ul><li><p>Stammhaus Obere Bachgasse 9 – Mo–Sa 6:00–18:00</p></li><li><p>Kumpfmühler Straße 21 – Mo–Fr 6:30–18:00, Sa 6:30–12:30</p></li><li><p>Marktstand am Neupfarrplatz – Mi und Sa vormittags</p></li></ul><p>Bestellungen für Torten und Feiern bitte telefonisch oder persönlich im Stammhaus.</p>') + ftr;
  const imp = h('Impressum – Bäckerei Sonnleitner') + hdr + s('<h2>Impressum</h2><p>Bäckerei Sonnleitner<br>Inhaber: Bäckermeister Florian Sonnleitner<br>Obere Bachgasse 9<br>93047 Regensburg</p><p>Telefon: 0941 56 27 40<br>Telefax: 0941 56 27 41</p><p>Eingetragen in die Handwerksrolle der Handwerkskammer Niederbayern-Oberpfalz · USt-IdNr. DE 134 552 008</p>') + ftr;
  return {
    id: 'b077-baeckerei-sonnleitner', domain: d, language: 'de',
    robots: '# Squarespace Robots Txt\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\n\nSitemap: https://www.' + d + '/sitemap.xml\n',
    patterns: ['builder-squarespace', 'legal-notice', 'no-email', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/sortiment': ['sortiment.html', sort], '/filialen': ['filialen.html', fil], '/impressum': ['impressum.html', imp] },
    truth: {
      emails: [], emailKinds: {}, emailOwners: {},
      contacts: [{ name: 'Florian Sonnleitner', title: 'Inhaber', role: 'owner' }],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b078 German conference, speakers, organisers in Impressum
const b078 = (() => {
  const d = 'fachtagung-holzbau.de';
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Fachtagung Holzbau Süd 2024 – 25./26. September, Messe Augsburg. Vorträge, Fachausstellung, Exkursionen.', domain: d, theme: 'twentytwentyfour', bodyClass: 'wp-embed-responsive' });
  const header = `<div class="wp-site-blocks"><header class="wp-block-template-part"><div class="wp-block-group alignwide is-layout-flex"><p class="wp-block-site-title"><a href="https://${d}">Fachtagung Holzbau Süd</a></p><nav class="wp-block-navigation"><ul class="wp-block-navigation__container"><li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://${d}/">Tagung</a></li><li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://${d}/referenten/">Referenten</a></li><li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://${d}/anmeldung/">Anmeldung</a></li><li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://${d}/impressum/">Impressum</a></li></ul></nav></div></header><main class="wp-block-group">`;
  const footer = `</main><footer class="wp-block-template-part"><p class="has-small-font-size">Veranstalter: Holzforum Schwaben GmbH · Provinostraße 52 · 86153 Augsburg · <a href="mailto:info@fachtagung-holzbau.de">info@fachtagung-holzbau.de</a></p></footer></div></body></html>`;
  const ref = [
    ['Prof. Dr.-Ing. Stefan Winter', 'Technische Universität München, Lehrstuhl für Holzbau und Baukonstruktion', 'Brandschutz im mehrgeschossigen Holzbau'],
    ['Dipl.-Ing. Architektin Anna Huber-Kreuzer', 'Huber Kreuzer Architekten, Kempten', 'Schulbau in Holz – Erfahrungen aus fünf Projekten'],
    ['Markus Lechner', 'Geschäftsführer, Lechner Holzbau GmbH', 'Vorfertigung und Logistik auf engen Baustellen'],
    ['Dr. Ingrid Haas', 'Bayerische Landesanstalt für Wald und Forstwirtschaft', 'Klimawandel und Rohstoffversorgung'],
    ['Tobias Grünwald', 'Zimmerermeister, Grünwald Zimmerei', 'Aufstockung in Holzbauweise'],
  ];
  const index = head('Fachtagung Holzbau Süd 2024') + header + `<h1 class="wp-block-heading">Fachtagung Holzbau Süd 2024</h1><p><strong>25. und 26. September 2024 · Messe Augsburg</strong></p><p>Die Tagung für Planer, Zimmerer und Bauherren im süddeutschen Holzbau. Mit Fachausstellung und Exkursion zum Holzhochhaus „Roots“.</p><p>Vorträge u. a. von ${ref.slice(0, 2).map((r) => r[0]).join(' und ')} – alle <a href="https://${d}/referenten/">Referenten</a>.</p>` + footer;
  const refs = head('Referenten – Fachtagung Holzbau Süd 2024') + header + `<h1 class="wp-block-heading">Referentinnen und Referenten</h1>
${ref.map(([n, o, t]) => `<div class="wp-block-group referent"><h3 class="wp-block-heading">${n}</h3><p class="has-small-font-size">${o}</p><p>Vortrag: <em>${t}</em></p></div>`).join('\n')}` + footer;
  const anm = head('Anmeldung – Fachtagung Holzbau Süd 2024') + header + `<h1 class="wp-block-heading">Anmeldung</h1><p>Teilnahmegebühr: 390 € zzgl. MwSt. (Frühbucher bis 30. Juni: 320 €). Anmeldung online oder per E-Mail an anmeldung@fachtagung-holzbau.de.</p><form><input type="text" placeholder="Vorname Nachname"><input type="email" placeholder="name@firma.de"><button>Verbindlich anmelden</button></form>` + footer;
  const imp = head('Impressum – Fachtagung Holzbau Süd') + header + `<h1 class="wp-block-heading">Impressum</h1><p>Holzforum Schwaben GmbH<br>Provinostraße 52, 86153 Augsburg</p><p>Vertreten durch die Geschäftsführerin Dr. Sabine Mertens (s.mertens@fachtagung-holzbau.de)</p><p>Registergericht: Amtsgericht Augsburg, HRB 29814</p><p>Kontakt: info@fachtagung-holzbau.de · 0821 45 09 33-0</p><p>Projektleitung Tagung: Jan Moosbrugger</p>` + footer;
  return {
    id: 'b078-fachtagung-holzbau', domain: d, language: 'de',
    patterns: ['event-speakers', 'builder-wordpress', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/referenten/': ['referenten.html', refs], '/anmeldung/': ['anmeldung.html', anm], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['s.mertens@fachtagung-holzbau.de', 'info@fachtagung-holzbau.de', 'anmeldung@fachtagung-holzbau.de'],
      emailKinds: { 's.mertens@fachtagung-holzbau.de': 'person', 'info@fachtagung-holzbau.de': 'generic', 'anmeldung@fachtagung-holzbau.de': 'role' },
      emailOwners: { 's.mertens@fachtagung-holzbau.de': 'Sabine Mertens' },
      contacts: [
        { name: 'Sabine Mertens', title: 'Geschäftsführerin', role: 'owner' },
        { name: 'Jan Moosbrugger', title: 'Projektleitung Tagung', role: 'operations' },
      ],
      junk: ['name@firma.de'],
    },
  };
})();

// ---------------------------------------------------------------- b079 Webflow advertising agency, clients, team, CDN versions
const b079 = (() => {
  const d = 'nordlicht-werbeagentur.de';
  const site = '6523aa44bb55cc66dd77ee88';
  const h = (t) => webflowHead({ lang: 'de', title: t, desc: 'Nordlicht ist eine inhabergeführte Werbeagentur in Hamburg-Ottensen.', domain: d, site }).replace('</head>', '<script src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js" defer></script><script src="https://unpkg.com/lenis@1.0.42/dist/lenis.min.js"></script></head>');
  const nav = `<div class="nav w-nav" role="banner"><a href="/" class="brand w-nav-brand">nordlicht.</a><nav role="navigation" class="w-nav-menu"><a href="/kunden" class="nav-link w-nav-link">Kunden</a><a href="/agentur" class="nav-link w-nav-link">Agentur</a><a href="/impressum" class="nav-link w-nav-link">Impressum</a></nav></div>`;
  const foot = `<footer class="footer"><div>Nordlicht Werbeagentur GmbH · Große Rainstraße 11 · 22765 Hamburg</div><a href="mailto:moin@nordlicht-werbeagentur.de" class="footer-link">moin@nordlicht-werbeagentur.de</a></footer>`;
  const kunden = ['Hamburger Hafen und Logistik', 'Elbphilharmonie Shop', 'Fritz-Kola', 'Budni', 'Mutterland', 'Hanseatic Bank', 'Otto Group Stiftung', 'Steigenberger Hotel Treudelberg', 'Wilhelm Schmidt Feinkost', 'Zahnärzte am Jungfernstieg', 'Tischlerei Carl Hagenbeck', 'St. Pauli Museum'];
  const index = h('Nordlicht Werbeagentur – Hamburg') + nav + `<div class="hero"><h1>Werbung mit Haltung. Aus Ottensen.</h1><p>Markenentwicklung, Kampagnen und Websites für den Norden.</p></div><div class="section"><div class="kunden-marquee">${kunden.slice(0, 6).map((k) => `<span>${k}</span>`).join('')}</div><a href="/kunden">Alle Kunden ansehen</a></div>` + foot + webflowFoot(site);
  const kd = h('Kunden – Nordlicht') + nav + `<div class="section"><h1>Kunden</h1><div class="w-dyn-list"><div role="list" class="kunden w-dyn-items">${kunden.map((k) => `<div role="listitem" class="w-dyn-item"><div class="kunde-name">${k}</div></div>`).join('')}</div></div>
<div class="zitat"><p>„Nordlicht hat unsere Marke entstaubt, ohne sie zu verbiegen.“</p><div class="zitat-autor">Hendrik Claussen, Leiter Marketing, Hanseatic Bank</div></div></div>` + foot + webflowFoot(site);
  const ag = h('Agentur – Nordlicht') + nav + `<div class="section"><h1>Die Agentur</h1><div class="w-dyn-list"><div role="list" class="team w-dyn-items">
<div role="listitem" class="w-dyn-item"><div class="team-name">Merle Jansen</div><div class="team-rolle">Geschäftsführerin &amp; Kreativdirektorin</div><a href="mailto:merle.jansen@nordlicht-werbeagentur.de" class="team-mail">merle.jansen@nordlicht-werbeagentur.de</a></div>
<div role="listitem" class="w-dyn-item"><div class="team-name">Ole Petersen</div><div class="team-rolle">Head of Digital</div><a href="mailto:ole.petersen@nordlicht-werbeagentur.de" class="team-mail">ole.petersen@nordlicht-werbeagentur.de</a></div>
<div role="listitem" class="w-dyn-item"><div class="team-name">Frauke Thiessen</div><div class="team-rolle">Beratung &amp; Projektmanagement</div></div>
</div></div></div>` + foot + webflowFoot(site);
  const imp = h('Impressum – Nordlicht') + nav + `<div class="section"><h1>Impressum</h1><p>Nordlicht Werbeagentur GmbH, Große Rainstraße 11, 22765 Hamburg. Geschäftsführerin: Merle Jansen. Amtsgericht Hamburg, HRB 154321. E-Mail: moin@nordlicht-werbeagentur.de</p></div>` + foot + webflowFoot(site);
  return {
    id: 'b079-nordlicht-werbeagentur', domain: d, language: 'de',
    patterns: ['builder-webflow', 'client-list', 'testimonials', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'legal-notice', 'junk-version', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/kunden': ['kunden.html', kd], '/agentur': ['agentur.html', ag], '/impressum': ['impressum.html', imp] },
    truth: {
      emails: ['moin@nordlicht-werbeagentur.de', 'merle.jansen@nordlicht-werbeagentur.de', 'ole.petersen@nordlicht-werbeagentur.de'],
      emailKinds: { 'moin@nordlicht-werbeagentur.de': 'generic', 'merle.jansen@nordlicht-werbeagentur.de': 'person', 'ole.petersen@nordlicht-werbeagentur.de': 'person' },
      emailOwners: { 'merle.jansen@nordlicht-werbeagentur.de': 'Merle Jansen', 'ole.petersen@nordlicht-werbeagentur.de': 'Ole Petersen' },
      contacts: [
        { name: 'Merle Jansen', title: 'Geschäftsführerin & Kreativdirektorin', role: 'owner' },
        { name: 'Ole Petersen', title: 'Head of Digital', role: 'marketing' },
        { name: 'Frauke Thiessen', title: 'Beratung & Projektmanagement', role: 'other' },
      ],
      junk: ['attributes-cmsfilter@1', 'lenis@1.0.42'],
    },
  };
})();

// ---------------------------------------------------------------- b080 Swiss architects on Squarespace, prose, entity-encoded email
const b080 = (() => {
  const d = 'buehler-graf-architekten.ch';
  const h = (t) => sqsHead({ lang: 'de-CH', title: t, desc: 'Bühler Graf Architekten, Zürich – Wohnungsbau, Umbauten, Wettbewerbe.', domain: d });
  const ent = (s) => [...s].map((c) => (c === '@' ? '&#64;' : c === '.' ? '&#46;' : c)).join('');
  const mail = 'buero@buehler-graf-architekten.ch';
  const hdr = `<header class="Header"><div class="Header-inner"><a href="/" class="Header-branding">BÜHLER GRAF ARCHITEKTEN</a><nav class="Header-nav"><a href="/projekte" class="Header-nav-item">Projekte</a><a href="/buero" class="Header-nav-item">Büro</a><a href="/kontakt" class="Header-nav-item">Kontakt</a></nav></div></header><main class="Main"><section class="Main-content">`;
  const ftr = `</section></main><footer class="Footer"><p>Bühler Graf Architekten AG · Hohlstrasse 117 · 8004 Zürich · <a href="mailto:${ent(mail)}">${ent(mail)}</a></p></footer></body></html>`;
  const b = (html) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div>`;
  const index = h('Bühler Graf Architekten – Zürich') + hdr + b('<h1>Wohnen, umbauen, weiterbauen.</h1><p>Aktuell: Ersatzneubau Siedlung Friesenberg (Baugenossenschaft Familienheim), Umbau Villa Escher-Wyss, Wettbewerb Schulhaus Pestalozzi Winterthur (2. Rang).</p>') + ftr;
  const buero = h('Büro – Bühler Graf Architekten') + hdr + b('<h2>Büro</h2><p>Das Büro wurde 2012 von Reto Bühler und Nadine Graf gegründet, die sich während des Studiums an der ETH Zürich kennenlernten. Beide sind dipl. Architekten ETH SIA und führen das Büro als Partner gemeinsam.</p><p>Reto Bühler: <a href="mailto:reto.buehler&#64;buehler-graf-architekten&#46;ch">reto.buehler&#64;buehler-graf-architekten&#46;ch</a></p><p>Zum Team gehören heute vierzehn Mitarbeitende, darunter Samuel Keller, Projektleiter, und Chiara Bernasconi, Leiterin Administration.</p>') + ftr;
  const proj = h('Projekte – Bühler Graf Architekten') + hdr + b('<h2>Projekte</h2><ul><li>Siedlung Friesenberg, Zürich</li><li>Villa Escher-Wyss, Umbau</li><li>Schulhaus Pestalozzi, Winterthur (Wettbewerb)</li><li>Mehrfamilienhaus Gottfried-Keller-Strasse, Baden</li></ul>') + ftr;
  const kontakt = h('Kontakt – Bühler Graf Architekten') + hdr + b(`<h2>Kontakt</h2><p>Hohlstrasse 117<br>8004 Zürich<br>+41 44 241 90 60</p><p><a href="mailto:${ent(mail)}">${ent(mail)}</a></p>`) + ftr;
  return {
    id: 'b080-buehler-graf-architekten', domain: d, language: 'de',
    patterns: ['builder-squarespace', 'about-prose', 'email-obfuscated', 'email-mailto', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/buero': ['buero.html', buero], '/projekte': ['projekte.html', proj], '/kontakt': ['kontakt.html', kontakt] },
    truth: {
      emails: ['reto.buehler@buehler-graf-architekten.ch', 'buero@buehler-graf-architekten.ch'],
      emailKinds: { 'reto.buehler@buehler-graf-architekten.ch': 'person', 'buero@buehler-graf-architekten.ch': 'generic' },
      emailOwners: { 'reto.buehler@buehler-graf-architekten.ch': 'Reto Bühler' },
      contacts: [
        { name: 'Reto Bühler', title: 'Partner', role: 'owner' },
        { name: 'Nadine Graf', title: 'Partner', role: 'owner' },
        { name: 'Samuel Keller', title: 'Projektleiter', role: 'other' },
        { name: 'Chiara Bernasconi', title: 'Leiterin Administration', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesDe3 = [b077, b078, b079, b080];
