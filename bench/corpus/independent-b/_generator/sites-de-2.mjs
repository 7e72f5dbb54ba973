import { wpHead, elementorCss, sqsHead, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b073 German law firm on Divi, JSON-LD, own addresses
const b073 = (() => {
  const d = 'kanzlei-vogt-von-harlessem.de';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"LegalService","@id":"https://${d}/#kanzlei","name":"Vogt & von Harlessem Rechtsanwälte PartG mbB","email":"kanzlei@${d}","telephone":"+49 511 123 45 60","address":{"@type":"PostalAddress","streetAddress":"Georgstraße 36","postalCode":"30159","addressLocality":"Hannover","addressCountry":"DE"},"member":[{"@id":"https://${d}/#vogt"},{"@id":"https://${d}/#harlessem"}]},{"@type":"Person","@id":"https://${d}/#vogt","name":"Dr. Henrike Vogt","jobTitle":"Rechtsanwältin, Fachanwältin für Arbeitsrecht, Partnerin","worksFor":{"@id":"https://${d}/#kanzlei"}},{"@type":"Person","@id":"https://${d}/#harlessem","name":"Constantin von Harlessem","jobTitle":"Rechtsanwalt, Fachanwalt für Handels- und Gesellschaftsrecht, Partner","worksFor":{"@id":"https://${d}/#kanzlei"}}]}</script>
`;
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Rechtsanwälte in Hannover für Arbeitsrecht, Gesellschaftsrecht und Vertragsrecht.', domain: d, theme: 'Divi', bodyClass: 'et_divi_theme et-db et_pb_gutters3', extra: ld });
  const header = `<div id="page-container"><header id="main-header"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2021/04/vvh-logo.png" alt="Vogt &amp; von Harlessem" id="logo"></a></div><div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="https://${d}/">Start</a></li><li><a href="https://${d}/anwaelte/">Anwälte</a></li><li><a href="https://${d}/rechtsgebiete/">Rechtsgebiete</a></li><li><a href="https://${d}/impressum/">Impressum</a></li></ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">`;
  const footer = `</div></div></div></div><footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Vogt &amp; von Harlessem Rechtsanwälte PartG mbB · Georgstraße 36 · 30159 Hannover · <a href="mailto:kanzlei@kanzlei-vogt-von-harlessem.de">kanzlei@kanzlei-vogt-von-harlessem.de</a></div></div></div></footer></div></div></body></html>`;
  const tm = (n, name, pos, bio, mail) => `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${n}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image"><img src="https://${d}/wp-content/uploads/2021/04/ra-${n}.jpg" alt=""></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div><p>${bio}</p>${mail ? `<p>E-Mail: <a href="mailto:${mail}">${mail}</a></p>` : ''}</div></div></div></div>`;
  const index = head('Vogt & von Harlessem Rechtsanwälte – Hannover') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Ihr Recht. Klar vertreten.</h1><p>Wir beraten Unternehmen, Geschäftsführer und Arbeitnehmer im Arbeitsrecht, im Gesellschaftsrecht und im Vertragsrecht – außergerichtlich und vor Gericht.</p></div></div></div></div></div>` + footer;
  const anw = head('Anwälte – Vogt & von Harlessem') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">
${tm(0, 'Dr. Henrike Vogt', 'Rechtsanwältin · Fachanwältin für Arbeitsrecht · Partnerin', 'Studium in Göttingen und Lausanne, Promotion zum Kündigungsschutz. Seit 2009 Partnerin der Kanzlei.', 'h.vogt@kanzlei-vogt-von-harlessem.de')}
${tm(1, 'Constantin von Harlessem', 'Rechtsanwalt · Fachanwalt für Handels- und Gesellschaftsrecht · Partner', 'Schwerpunkte: GmbH-Recht, Unternehmenskauf, Gesellschafterstreitigkeiten.', 'c.vonharlessem@kanzlei-vogt-von-harlessem.de')}
${tm(2, 'Lena Czerwinski', 'Rechtsanwältin', 'Vertragsrecht und AGB, Arbeitsrecht für Arbeitnehmer.', '')}
</div></div>` + footer;
  const rg = head('Rechtsgebiete – Vogt & von Harlessem') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Rechtsgebiete</h2><ul><li>Arbeitsrecht</li><li>Handels- und Gesellschaftsrecht</li><li>Vertragsrecht</li></ul></div></div></div></div></div>` + footer;
  const imp = head('Impressum – Vogt & von Harlessem') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Impressum</h2><p>Vogt &amp; von Harlessem Rechtsanwälte Partnerschaftsgesellschaft mbB<br>Georgstraße 36, 30159 Hannover<br>Partnerschaftsregister: Amtsgericht Hannover, PR 201345</p><p>Vertretungsberechtigte Partner: Dr. Henrike Vogt, Constantin von Harlessem</p><p>Telefon: 0511 123 45 60 · E-Mail: kanzlei@kanzlei-vogt-von-harlessem.de</p><p>Zuständige Kammer: Rechtsanwaltskammer Celle, Bahnhofstraße 5, 29221 Celle. Berufsbezeichnung: Rechtsanwalt/Rechtsanwältin (verliehen in der Bundesrepublik Deutschland).</p></div></div></div></div></div>` + footer;
  return {
    id: 'b073-kanzlei-vogt-von-harlessem', domain: d, language: 'de',
    patterns: ['builder-divi', 'team-grid', 'jsonld-person', 'email-jsonld', 'email-in-person-card', 'email-mailto', 'legal-notice', 'email-footer'],
    pages: { '/': ['index.html', index], '/anwaelte/': ['anwaelte.html', anw], '/rechtsgebiete/': ['rechtsgebiete.html', rg], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['kanzlei@kanzlei-vogt-von-harlessem.de', 'h.vogt@kanzlei-vogt-von-harlessem.de', 'c.vonharlessem@kanzlei-vogt-von-harlessem.de'],
      emailKinds: { 'kanzlei@kanzlei-vogt-von-harlessem.de': 'generic', 'h.vogt@kanzlei-vogt-von-harlessem.de': 'person', 'c.vonharlessem@kanzlei-vogt-von-harlessem.de': 'person' },
      emailOwners: { 'h.vogt@kanzlei-vogt-von-harlessem.de': 'Henrike Vogt', 'c.vonharlessem@kanzlei-vogt-von-harlessem.de': 'Constantin von Harlessem' },
      contacts: [
        { name: 'Henrike Vogt', title: 'Rechtsanwältin · Fachanwältin für Arbeitsrecht · Partnerin', role: 'owner' },
        { name: 'Constantin von Harlessem', title: 'Rechtsanwalt · Fachanwalt für Handels- und Gesellschaftsrecht · Partner', role: 'owner' },
        { name: 'Lena Czerwinski', title: 'Rechtsanwältin', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b074 German tax adviser, WordPress, (at)/(punkt), Mustermann placeholder, Impressum
const b074 = (() => {
  const d = 'steuerberatung-hartmann.de';
  const head = (t) => wpHead({ lang: 'de-DE', title: t, desc: 'Steuerberatungskanzlei in Münster: Finanzbuchhaltung, Jahresabschluss, Lohnabrechnung, Existenzgründung.', domain: d, theme: 'astra', bodyClass: 'ast-separate-container ast-no-sidebar' });
  const header = `<header class="site-header"><div class="ast-container"><div class="site-branding"><span class="site-title"><a href="https://${d}/">Steuerberatung Hartmann</a></span></div><nav class="main-header-bar-navigation"><ul class="main-header-menu"><li class="menu-item"><a href="https://${d}/">Start</a></li><li class="menu-item"><a href="https://${d}/ueber-uns/">Über uns</a></li><li class="menu-item"><a href="https://${d}/kontakt/">Kontakt</a></li><li class="menu-item"><a href="https://${d}/impressum/">Impressum</a></li></ul></nav></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page ast-article-single"><div class="entry-content clear">`;
  const footer = `</div></article></main></div></div></div><footer class="site-footer"><div class="ast-small-footer"><div class="ast-container"><p>© 2024 Steuerberatung Hartmann · Hammer Straße 118 · 48153 Münster</p></div></div></footer></body></html>`;
  const index = head('Steuerberatung Hartmann – Steuerberater in Münster') + header + `<h1>Steuerberatung mit Weitblick</h1><p>Wir betreuen Selbstständige, Freiberufler, Handwerksbetriebe und mittelständische Unternehmen im Münsterland – digital mit DATEV Unternehmen online.</p>
<h3>Rückrufbitte</h3><form class="wpforms-form"><p><input type="text" placeholder="Max Mustermann"></p><p><input type="email" placeholder="max@mustermann.de"></p><p><input type="tel" placeholder="0251 123456"></p><p><button>Rückruf anfordern</button></p></form>` + footer;
  const ueber = head('Über uns – Steuerberatung Hartmann') + header + `<h1>Über uns</h1>
<p>Seit 1996 führt Steuerberater Dipl.-Kfm. Ulrich Hartmann die Kanzlei an der Hammer Straße. 2015 kam seine Tochter Julia Hartmann, Steuerberaterin und Fachberaterin für internationales Steuerrecht, als Partnerin dazu. Sie erreichen Herrn Hartmann direkt unter u.hartmann (at) steuerberatung-hartmann (punkt) de.</p>
<p>Unser Team aus elf Mitarbeiterinnen und Mitarbeitern wird von Bürovorsteherin Sandra Kemper organisiert.</p>` + footer;
  const kontakt = head('Kontakt – Steuerberatung Hartmann') + header + `<h1>Kontakt</h1><p>Hammer Straße 118<br>48153 Münster<br>Telefon 0251 78 44 90<br>Telefax 0251 78 44 99</p><p>E-Mail: kontakt (at) steuerberatung-hartmann (punkt) de</p><p>Für Ihre Lohnunterlagen: lohn (at) steuerberatung-hartmann (punkt) de</p>` + footer;
  const imp = head('Impressum – Steuerberatung Hartmann') + header + `<h1>Impressum</h1>
<p>Steuerberatung Hartmann<br>Partnerschaft von Steuerberatern<br>Hammer Straße 118, 48153 Münster</p>
<p>Partner: Dipl.-Kfm. Ulrich Hartmann, Steuerberater; Julia Hartmann, Steuerberaterin</p>
<p>Telefon: 0251 78 44 90<br>E-Mail: kontakt (at) steuerberatung-hartmann (punkt) de</p>
<p>Partnerschaftsregister: AG Essen, PR 3412 · USt-IdNr.: DE 812 345 678</p>
<p>Zuständige Kammer: Steuerberaterkammer Westfalen-Lippe, Erphostraße 43, 48145 Münster. Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland).</p>` + footer;
  return {
    id: 'b074-steuerberatung-hartmann', domain: d, language: 'de',
    robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://' + d + '/wp-sitemap.xml\n',
    patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'email-obfuscated', 'junk-placeholder'],
    pages: { '/': ['index.html', index], '/ueber-uns/': ['ueber-uns.html', ueber], '/kontakt/': ['kontakt.html', kontakt], '/impressum/': ['impressum.html', imp] },
    truth: {
      emails: ['u.hartmann@steuerberatung-hartmann.de', 'kontakt@steuerberatung-hartmann.de', 'lohn@steuerberatung-hartmann.de'],
      emailKinds: { 'u.hartmann@steuerberatung-hartmann.de': 'person', 'kontakt@steuerberatung-hartmann.de': 'generic', 'lohn@steuerberatung-hartmann.de': 'role' },
      emailOwners: { 'u.hartmann@steuerberatung-hartmann.de': 'Ulrich Hartmann' },
      contacts: [
        { name: 'Ulrich Hartmann', title: 'Steuerberater', role: 'owner' },
        { name: 'Julia Hartmann', title: 'Steuerberaterin', role: 'owner' },
        { name: 'Sandra Kemper', title: 'Bürovorsteherin', role: 'operations' },
      ],
      junk: ['max@mustermann.de'],
    },
  };
})();

// ---------------------------------------------------------------- b075 Austrian estate agency, microdata, own addresses, Sentry
const b075 = (() => {
  const d = 'alpenblick-immobilien.at';
  const h = (t) => `<!DOCTYPE html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/assets/css/main.min.css?v=5.2">
${sentry('9b2c7e41d0f34a8b8c6d2e1f0a9b8c7d', '112233', '6012345')}</head>
<body itemscope itemtype="https://schema.org/RealEstateAgent">
<meta itemprop="name" content="Alpenblick Immobilien GmbH">
<header class="site-header"><a href="/" class="logo">Alpenblick Immobilien</a><nav><a href="/">Home</a><a href="/objekte">Objekte</a><a href="/team">Team</a><a href="/impressum">Impressum</a></nav></header>
`;
  const f = `<footer class="site-footer"><p>Alpenblick Immobilien GmbH · Maria-Theresien-Straße 18 · 6020 Innsbruck · +43 512 58 33 20 · <a href="mailto:office@alpenblick-immobilien.at" itemprop="email">office@alpenblick-immobilien.at</a></p></footer>
</body></html>`;
  const m = (name, job, mail, tel) => `<div class="makler" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img src="/img/team/${name.split(' ').pop().toLowerCase()}.jpg" alt=""><h3 itemprop="name">${name}</h3><div itemprop="jobTitle">${job}</div>${tel ? `<div>Tel. <span itemprop="telephone">${tel}</span></div>` : ''}${mail ? `<div><a href="mailto:${mail}" itemprop="email">${mail}</a></div>` : ''}</div>`;
  const index = h('Alpenblick Immobilien – Wohnungen und Häuser in Tirol') + `<main><h1>Ihr Immobilienmakler in Innsbruck und Umgebung</h1><p>Eigentumswohnungen, Häuser, Grundstücke und Anlageobjekte in Innsbruck, Hall, Igls und im Stubaital.</p><ul><li>3-Zimmer-Wohnung, Anichstraße – € 485.000</li><li>Einfamilienhaus in Natters mit Blick auf die Serles – € 1.190.000</li></ul></main>` + f;
  const team = h('Team – Alpenblick Immobilien') + `<main><h1>Unser Team</h1><div class="team">
${m('Mag. Bernhard Oberhofer', 'Geschäftsführer', 'b.oberhofer@alpenblick-immobilien.at', '+43 664 412 77 01')}
${m('Theresa Kofler', 'Immobilienmaklerin', 't.kofler@alpenblick-immobilien.at', '+43 664 412 77 02')}
${m('Lukas Pfurtscheller', 'Immobilienmakler', 'l.pfurtscheller@alpenblick-immobilien.at', '+43 664 412 77 05')}
${m('Eva Steiner', 'Assistenz der Geschäftsführung', '', '')}
</div></main>` + f;
  const objekte = h('Objekte – Alpenblick Immobilien') + `<main><h1>Aktuelle Objekte</h1><p>Derzeit 34 Objekte zum Kauf und 12 zur Miete.</p></main>` + f;
  const imp = h('Impressum – Alpenblick Immobilien') + `<main><h1>Impressum</h1><p>Alpenblick Immobilien GmbH, Maria-Theresien-Straße 18, 6020 Innsbruck. Geschäftsführer: Mag. Bernhard Oberhofer. FN 398765 x, Landesgericht Innsbruck. UID ATU 68123456. Mitglied der WKO Tirol, Fachgruppe Immobilien- und Vermögenstreuhänder. E-Mail: office@alpenblick-immobilien.at</p></main>` + f;
  return {
    id: 'b075-alpenblick-immobilien', domain: d, language: 'de',
    patterns: ['microdata-person', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'legal-notice', 'junk-platform'],
    pages: { '/': ['index.html', index], '/team': ['team.html', team], '/objekte': ['objekte.html', objekte], '/impressum': ['impressum.html', imp] },
    truth: {
      emails: ['office@alpenblick-immobilien.at', 'b.oberhofer@alpenblick-immobilien.at', 't.kofler@alpenblick-immobilien.at', 'l.pfurtscheller@alpenblick-immobilien.at'],
      emailKinds: { 'office@alpenblick-immobilien.at': 'generic', 'b.oberhofer@alpenblick-immobilien.at': 'person', 't.kofler@alpenblick-immobilien.at': 'person', 'l.pfurtscheller@alpenblick-immobilien.at': 'person' },
      emailOwners: { 'b.oberhofer@alpenblick-immobilien.at': 'Bernhard Oberhofer', 't.kofler@alpenblick-immobilien.at': 'Theresa Kofler', 'l.pfurtscheller@alpenblick-immobilien.at': 'Lukas Pfurtscheller' },
      contacts: [
        { name: 'Bernhard Oberhofer', title: 'Geschäftsführer', role: 'owner' },
        { name: 'Theresa Kofler', title: 'Immobilienmaklerin', role: 'other' },
        { name: 'Lukas Pfurtscheller', title: 'Immobilienmakler', role: 'other' },
        { name: 'Eva Steiner', title: 'Assistenz der Geschäftsführung', role: 'operations' },
      ],
      junk: ['9b2c7e41d0f34a8b8c6d2e1f0a9b8c7d@o112233.ingest.sentry.io'],
    },
  };
})();

// ---------------------------------------------------------------- b076 German car repair shop, hand-written, broken, t-online
const b076 = (() => {
  const d = 'kfz-becker-wuppertal.de';
  const index = `<html>
<head>
<title>KFZ-Meisterbetrieb Becker - Wuppertal</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<link rel="stylesheet" href="style.css" type="text/css">
</head>
<body leftmargin="0" topmargin="0">
<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td bgcolor="#003399" height="90"><font color="#FFFFFF" face="Verdana" size="5"><b>&nbsp;KFZ-Meisterbetrieb Becker</b></font><br><font color="#FFFF00" face="Verdana" size="2">&nbsp;&nbsp;Reparatur aller Fabrikate - HU/AU im Haus</font></td></tr>
<tr><td bgcolor="#CCCCCC"><font face="Verdana" size="2">&nbsp;<a href="index.html">Startseite</a> | <a href="werkstatt.html">Unsere Werkstatt</a> | <a href="impressum.html">Impressum</a></font></td></tr>
<tr><td><table width="700" cellpadding="10"><tr><td>
<font face="Verdana" size="2">
<h2>Herzlich willkommen!</h2>
<p>Seit 2005 f&uuml;hrt Klaus Becker die Werkstatt in der Schwelmer Stra&szlig;e. Inspektion nach Herstellervorgaben, Bremsen, Auspuff, Klimaservice, Reifen-Einlagerung und <b>HU/AU jeden Dienstag und Donnerstag</b> durch den T&Uuml;V Rheinland.
<p>&Ouml;ffnungszeiten:<br>Mo - Fr 7:30 - 17:30 Uhr<br>Sa 8:00 - 12:00 Uhr
<p>Telefon: 0202 / 64 23 18<br>
E-Mail: kfz-becker@t-online.de
<br><br>
<img src="bilder/werkstatt_aussen.jpg" width="400" height="250" alt="Werkstatt">
</font>
</td></tr></table>
</td></tr>
</table>
</body>
</html>`;
  const werkstatt = `<html>
<head><title>Unsere Werkstatt - KFZ Becker</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body>
<font face="Verdana" size="2">
<a href="index.html">Startseite</a> | <a href="impressum.html">Impressum</a>
<h2>Unsere Werkstatt</h2>
<p>Unser Team:
<ul>
<li><b>Klaus Becker</b> - Kfz-Technikermeister, Inhaber
<li><b>Dennis Wolff</b> - Kfz-Mechatroniker, Werkstattleiter
<li><b>Yusuf Demir</b> - Kfz-Mechatroniker
<li><b>Monika Becker</b> - B&uuml;ro und Buchhaltung
</ul>
<p>Wir sind Mitglied der Kfz-Innung Wuppertal und Partner von "Meisterhaft - Ihre Qualit&auml;tswerkstatt".
</font>
</body>
</html>`;
  const impressum = `<html>
<head><title>Impressum</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body><font face="Verdana" size="2">
<a href="index.html">Startseite</a>
<h2>Impressum</h2>
<p>KFZ-Meisterbetrieb Becker<br>Inhaber: Klaus Becker<br>Schwelmer Stra&szlig;e 144<br>42389 Wuppertal
<p>Telefon: 0202 / 64 23 18<br>Telefax: 0202 / 64 23 19<br>E-Mail: <a href="mailto:kfz-becker@t-online.de">kfz-becker@t-online.de</a>
<p>USt-IdNr.: DE 231 456 789<br>Eingetragen in die Handwerksrolle der Handwerkskammer D&uuml;sseldorf
</body></html>`;
  return {
    id: 'b076-kfz-becker', domain: d, language: 'de',
    patterns: ['hand-written', 'broken-markup', 'about-prose', 'legal-notice', 'email-text', 'email-mailto'],
    pages: { '/': ['index.html', index, 'latin1'], '/werkstatt.html': ['werkstatt.html', werkstatt, 'latin1'], '/impressum.html': ['impressum.html', impressum, 'latin1'] },
    truth: {
      emails: ['kfz-becker@t-online.de'],
      emailKinds: { 'kfz-becker@t-online.de': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Klaus Becker', title: 'Kfz-Technikermeister, Inhaber', role: 'owner' },
        { name: 'Dennis Wolff', title: 'Kfz-Mechatroniker, Werkstattleiter', role: 'operations' },
        { name: 'Yusuf Demir', title: 'Kfz-Mechatroniker', role: 'other' },
        { name: 'Monika Becker', title: 'Büro und Buchhaltung', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesDe2 = [b073, b074, b075, b076];
