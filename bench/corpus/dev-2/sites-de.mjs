import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e065
{
  id: 'e065-zahnarztpraxis-dr-hoffmann', domain: 'zahnarzt-hoffmann-freiburg.de', lang: 'de', shell: 'elementor', name: 'Zahnarztpraxis Dr. Hoffmann',
  nav: [['/', 'Startseite'], ['/praxisteam/', 'Praxisteam'], ['/impressum/', 'Impressum'], ['/datenschutz/', 'Datenschutz']],
  footer: `<p>Zahnarztpraxis Dr. Hoffmann · Kaiser-Joseph-Straße 214 · 79098 Freiburg im Breisgau</p><p>Telefon 0761 28 44 90 · <a href="mailto:praxis@zahnarzt-hoffmann-freiburg.de">praxis@zahnarzt-hoffmann-freiburg.de</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Zahnarzt in Freiburg', body: el.sec(el.col(el.h('Ihre Zahnarztpraxis in der Freiburger Innenstadt', 'h1') + el.text('<p>Prophylaxe, Implantologie, Angstpatienten-Behandlung und Kinderzahnheilkunde. Alle Kassen und Privat.</p>'))) },
    '/praxisteam/': { file: 'praxisteam.html', title: 'Praxisteam', body: el.sec(el.col(el.h('Unser Team') + el.text('<p>Wir nehmen uns Zeit für Sie.</p>'))) + el.sec([['Dr. med. dent. Stefan Hoffmann', 'Zahnarzt, Praxisinhaber', 's.hoffmann'], ['Dr. Katrin Vogt', 'Angestellte Zahnärztin, Tätigkeitsschwerpunkt Implantologie', ''], ['Melanie Fuchs', 'Praxismanagerin', 'm.fuchs'], ['Aylin Demir', 'ZMP (Prophylaxe)', '']].map(([n, t, m]) => el.col(el.w('image', `<img src="/wp-content/uploads/2023/05/${n.split(' ').pop().toLowerCase()}.jpg" alt="${n}">`) + el.w('text-editor', `<p><strong>${n}</strong><br>${t}${m ? `<br><a href="mailto:${m}@zahnarzt-hoffmann-freiburg.de">${m}@zahnarzt-hoffmann-freiburg.de</a>` : ''}</p>`), 25)).join('\n')) },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: el.sec(el.col(el.text(`<h2>Angaben gemäß § 5 TMG</h2><p>Zahnarztpraxis Dr. Hoffmann<br>Inhaber: Dr. med. dent. Stefan Hoffmann<br>Kaiser-Joseph-Straße 214<br>79098 Freiburg im Breisgau</p><p>Telefon: 0761 28 44 90<br>E-Mail: praxis@zahnarzt-hoffmann-freiburg.de</p><p>Berufsbezeichnung: Zahnarzt (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Landeszahnärztekammer Baden-Württemberg</p><p>Umsetzung: webwerk schwarzwald · info@webwerk-schwarzwald.de</p>`))) },
    '/datenschutz/': { file: 'datenschutz.html', title: 'Datenschutz', body: el.sec(el.col(el.text('<h2>Datenschutzerklärung</h2><p>Verantwortlicher im Sinne der DSGVO ist Dr. med. dent. Stefan Hoffmann (Kontakt siehe Impressum). Unser Datenschutzbeauftragter ist erreichbar unter datenschutz@zahnarzt-hoffmann-freiburg.de.</p>'))) },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer', 'junk-agency'],
  truth: {
    emails: ['praxis@zahnarzt-hoffmann-freiburg.de', 's.hoffmann@zahnarzt-hoffmann-freiburg.de', 'm.fuchs@zahnarzt-hoffmann-freiburg.de', 'datenschutz@zahnarzt-hoffmann-freiburg.de'],
    kinds: { 'datenschutz@zahnarzt-hoffmann-freiburg.de': 'role' },
    owners: { 's.hoffmann@zahnarzt-hoffmann-freiburg.de': 'Stefan Hoffmann', 'm.fuchs@zahnarzt-hoffmann-freiburg.de': 'Melanie Fuchs' },
    contacts: [['Stefan Hoffmann', 'Zahnarzt, Praxisinhaber', 'owner'], ['Katrin Vogt', 'Angestellte Zahnärztin, Tätigkeitsschwerpunkt Implantologie', 'other'], ['Melanie Fuchs', 'Praxismanagerin', 'operations'], ['Aylin Demir', 'ZMP (Prophylaxe)', 'other']],
  },
},
// ------------------------------------------------------------------ e066
{
  id: 'e066-baeckerei-becker', domain: 'baeckerei-becker-bamberg.de', lang: 'de', shell: 'wix', name: 'Bäckerei Becker',
  nav: [['/', 'Start'], ['/ueber-uns', 'Über uns'], ['/impressum', 'Impressum']],
  footer: wx.text(wx.p('Bäckerei Becker · Obere Königstraße 9 · 96052 Bamberg · 0951 20 11 34')),
  pages: {
    '/': { file: 'index.html', title: 'Handwerksbäckerei in Bamberg', body: wx.text(wx.h('Backen wie früher – seit 1921', 'h1', 'font_0')) + wx.text(wx.p('Bamberger Hörnla, Sauerteigbrot und fränkische Zwetschgenbames.')) },
    '/ueber-uns': { file: 'ueber-uns.html', title: 'Über uns', body: wx.text(wx.p('Seit 1987 führt Klaus Becker die Bäckerei in dritter Generation, zusammen mit seiner Frau Monika Becker, die sich um die Filialen und das Café kümmert. Sohn Jonas Becker ist seit 2019 Bäckermeister im Betrieb und wird die Backstube einmal übernehmen.') + wx.p('Unser Mehl kommt aus der Mühle Wiesent in Ebermannstadt.')) },
    '/impressum': { file: 'impressum.html', title: 'Impressum', body: wx.text(wx.h('Impressum', 'h2') + wx.p('Bäckerei Becker e.K.') + wx.p('Inhaber: Klaus Becker') + wx.p('Obere Königstraße 9, 96052 Bamberg') + wx.p('E-Mail: info@baeckerei-becker-bamberg.de') + wx.p('Registergericht: Amtsgericht Bamberg, HRA 4412') + wx.p('USt-IdNr.: DE 132 456 789')) },
  },
  patterns: ['about-prose', 'legal-notice', 'email-text'],
  truth: {
    emails: ['info@baeckerei-becker-bamberg.de'],
    contacts: [['Klaus Becker', 'Inhaber', 'owner'], ['Monika Becker', null, 'operations'], ['Jonas Becker', 'Bäckermeister', 'other']],
  },
},
// ------------------------------------------------------------------ e067
{
  id: 'e067-steuerberatung-weber-partner', domain: 'weber-stb.de', lang: 'de', shell: 'wpclassic', name: 'Weber & Partner Steuerberatung',
  nav: [['/', 'Start'], ['/leistungen/', 'Leistungen'], ['/kontakt/', 'Kontakt'], ['/impressum/', 'Impressum']],
  footer: `<p>Weber &amp; Partner mbB · Steuerberater · Königstraße 40 · 70173 Stuttgart</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Steuerberater in Stuttgart', body: `<p>Wir betreuen mittelständische Unternehmen, Freiberufler und Privatpersonen in allen steuerlichen Fragen.</p><div class="ansprechpartner-box"><p>Ihr Ansprechpartner: Herr Markus Weber<br>Steuerberater, Fachberater für Internationales Steuerrecht<br>Tel. 0711 22 90 40-10</p></div>` },
    '/leistungen/': { file: 'leistungen.html', title: 'Leistungen', body: `<h2>Finanzbuchhaltung</h2><p>Digital mit DATEV Unternehmen online.</p><h2>Lohnbuchhaltung</h2><p>Ansprechpartnerin: Frau Sabine Krüger, Lohnbuchhalterin</p><h2>Jahresabschluss</h2><p>Bilanz, E-Bilanz, Steuererklärungen.</p>` },
    '/kontakt/': { file: 'kontakt.html', title: 'Kontakt', body: `<p>Königstraße 40, 70173 Stuttgart<br>Telefon 0711 22 90 40-0<br>kanzlei (at) weber-stb (punkt) de</p>
<form class="wpcf7-form"><p><label>Ihre E-Mail-Adresse<input type="email" placeholder="ihre@email.de"></label></p></form>` },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: `<p>Weber &amp; Partner mbB Steuerberatungsgesellschaft<br>Königstraße 40, 70173 Stuttgart</p><p>Partnerschaftsregister: Amtsgericht Stuttgart, PR 720 118</p><p>Vertretungsberechtigte Partner: StB Markus Weber, StB Dipl.-Kffr. Julia Brandt</p><p>Zuständige Kammer: Steuerberaterkammer Stuttgart</p>` },
  },
  patterns: ['legal-notice', 'about-prose', 'email-obfuscated', 'junk-placeholder'],
  truth: {
    emails: ['kanzlei@weber-stb.de'],
    contacts: [['Markus Weber', 'Steuerberater, Fachberater für Internationales Steuerrecht', 'owner'], ['Julia Brandt', 'Vertretungsberechtigte Partner', 'owner'], ['Sabine Krüger', 'Lohnbuchhalterin', 'other']],
  },
},
// ------------------------------------------------------------------ e068
{
  id: 'e068-bestattungen-lindner', domain: 'bestattungen-lindner.de', lang: 'de', shell: 'bootstrap', name: 'Bestattungen Lindner',
  nav: [['/', 'Start'], ['/traueranzeigen', 'Traueranzeigen'], ['/impressum', 'Impressum']],
  footer: `<p class="small">Bestattungen Lindner · Friedhofstraße 3 · 04155 Leipzig · Tag und Nacht erreichbar: 0341 56 11 22</p><p class="small"><a class="link-light" href="mailto:info@bestattungen-lindner.de">info@bestattungen-lindner.de</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Bestatter in Leipzig', body: `<div class="container py-5"><h1>Würdevoll Abschied nehmen</h1><p class="lead">Erd-, Feuer- und Seebestattungen, Bestattungsvorsorge und Trauerbegleitung.</p></div>` },
    '/traueranzeigen': { file: 'traueranzeigen.html', title: 'Traueranzeigen', body: `<div class="container py-4"><h1 class="h3">Traueranzeigen</h1>
${[['Gerhard Schulze', '* 12.04.1939 † 05.02.2024', 'In Liebe: Deine Inge, Thomas und Petra mit Familien'], ['Helga Zimmermann geb. Lorenz', '* 30.09.1931 † 03.02.2024', 'Wir vermissen dich. Deine Kinder Frank und Birgit'], ['Wolfgang Richter', '* 18.01.1950 † 01.02.2024', 'Die Trauerfeier findet am 14.02. um 11 Uhr auf dem Südfriedhof statt.']].map(([n, d, t]) => `<div class="card mb-3 text-center"><div class="card-body"><h5 class="card-title">${n}</h5><p class="card-subtitle text-muted">${d}</p><p class="card-text">${t}</p><a href="#" class="btn btn-outline-secondary btn-sm">Kerze anzünden</a></div></div>`).join('\n')}
</div>` },
    '/impressum': { file: 'impressum.html', title: 'Impressum', body: `<div class="container py-4"><h1 class="h3">Impressum</h1><p>Bestattungen Lindner GmbH<br>Friedhofstraße 3, 04155 Leipzig</p><p>Geschäftsführer: Ralf Lindner, Anja Lindner-Seidel</p><p>HRB 28812, Amtsgericht Leipzig</p><p>E-Mail: info@bestattungen-lindner.de</p></div>` },
  },
  patterns: ['obituary', 'legal-notice', 'email-mailto', 'email-text', 'email-footer'],
  truth: { emails: ['info@bestattungen-lindner.de'], contacts: [['Ralf Lindner', 'Geschäftsführer', 'owner'], ['Anja Lindner-Seidel', 'Geschäftsführer', 'owner']] },
},
// ------------------------------------------------------------------ e069
{
  id: 'e069-rechtsanwaelte-gruber-pichler', domain: 'gruber-pichler.at', lang: 'de', htmlLang: 'de-AT', shell: 'divi', name: 'Gruber Pichler Rechtsanwälte',
  nav: [['/', 'Start'], ['/team/', 'Team'], ['/impressum/', 'Impressum']],
  footer: `<p>Gruber Pichler Rechtsanwälte OG · Mariahilfer Straße 88 · 1070 Wien · +43 1 523 44 10</p><p><a href="mailto:kanzlei@gruber-pichler.at">kanzlei@gruber-pichler.at</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Rechtsanwälte in Wien', body: dv.sec(dv.col(dv.text('<h1>Wirtschaftsrecht, Arbeitsrecht, Liegenschaftsrecht</h1><p>Persönliche Beratung für Unternehmen und Private in Wien.</p>'))) },
    '/team/': { file: 'team.html', title: 'Team', body: dv.sec(dv.col(dv.member({ name: 'Mag. Dr. Florian Gruber', pos: 'Rechtsanwalt und Partner', img: '/wp-content/uploads/2021/04/gruber.jpg', desc: '<div><p>Schwerpunkte: Gesellschaftsrecht, M&amp;A. <a href="mailto:f.gruber@gruber-pichler.at">f.gruber@gruber-pichler.at</a></p></div>' }), '1_3') + dv.col(dv.member({ name: 'Mag. Theresa Pichler, LL.M.', pos: 'Rechtsanwältin und Partnerin', img: '/wp-content/uploads/2021/04/pichler.jpg', desc: '<div><p>Schwerpunkte: Arbeitsrecht. <a href="mailto:t.pichler@gruber-pichler.at">t.pichler@gruber-pichler.at</a></p></div>' }), '1_3') + dv.col(dv.member({ name: 'Mag. Lukas Eder', pos: 'Rechtsanwaltsanwärter', img: '/wp-content/uploads/2022/10/eder.jpg' }), '1_3', true)) },
    '/impressum/': { file: 'impressum.html', title: 'Impressum', body: dv.sec(dv.col(dv.text('<h2>Impressum</h2><p>Offenlegung gemäß § 25 MedienG</p><p>Gruber Pichler Rechtsanwälte OG, FN 412233 x, HG Wien<br>Unternehmensgegenstand: Rechtsanwaltskanzlei</p><p>Gesellschafter: Mag. Dr. Florian Gruber, Mag. Theresa Pichler, LL.M.</p><p>Kammer: Rechtsanwaltskammer Wien</p>'))) },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer'],
  truth: {
    emails: ['kanzlei@gruber-pichler.at', 'f.gruber@gruber-pichler.at', 't.pichler@gruber-pichler.at'],
    owners: { 'f.gruber@gruber-pichler.at': 'Florian Gruber', 't.pichler@gruber-pichler.at': 'Theresa Pichler' },
    contacts: [['Florian Gruber', 'Rechtsanwalt und Partner', 'owner'], ['Theresa Pichler', 'Rechtsanwältin und Partnerin', 'owner'], ['Lukas Eder', 'Rechtsanwaltsanwärter', 'other']],
  },
},
// ------------------------------------------------------------------ e070
{
  id: 'e070-gewerbeverein-schwabach', domain: 'gewerbeverein-schwabach.de', lang: 'de', shell: 'html4', name: 'Gewerbeverein Schwabach e.V.', color: '#005500',
  nav: [['/', 'Startseite'], ['/mitglieder.html', 'Mitglieder'], ['/vorstand.html', 'Vorstand'], ['/impressum.html', 'Impressum']],
  footer: `Gewerbeverein Schwabach e.V. - Königsplatz 1 - 91126 Schwabach`,
  pages: {
    '/': { file: 'index.html', title: 'Startseite', body: `<font face="Arial" size="2"><b>Willkommen beim Gewerbeverein Schwabach</b><br><br>Wir vertreten die Interessen von über 180 Handwerks-, Handels- und Dienstleistungsbetrieben in der Goldschlägerstadt. Nächster Termin: Frühlingsmarkt am 21. April.</font>` },
    '/mitglieder.html': { file: 'mitglieder.html', title: 'Mitglieder', body: `<font face="Arial" size="2"><b>Mitgliederverzeichnis</b></font><br><br><table border="0" cellpadding="3" cellspacing="1" width="100%" bgcolor="#999999">
<tr bgcolor="#CCDDCC"><td><b>Firma</b></td><td><b>Ansprechpartner</b></td><td><b>E-Mail</b></td></tr>
${[['Autohaus Meyer GmbH', 'Herr Jürgen Meyer', 'verkauf@autohaus-meyer-schwabach.de'], ['Blumen Kraus', 'Frau Sieglinde Kraus', ''], ['Elektro Wolf', 'Herr Andreas Wolf', 'info@elektro-wolf.de'], ['Goldschlägerei Loos', 'Herr Peter Loos', 'loos@blattgold-loos.de'], ['Metzgerei Hofmann', 'Frau Gabi Hofmann', ''], ['Optik Schuster', 'Herr Daniel Schuster', 'optik.schuster@t-online.de'], ['Raumausstattung Beck', 'Herr Erwin Beck', ''], ['Reisebüro Sonnenschein', 'Frau Petra Lang', 'sonnenschein-reisen@web.de'], ['Schreinerei Held', 'Herr Thomas Held', 'held@schreinerei-held.de'], ['Steuerkanzlei Ott', 'Frau Dr. Martina Ott', 'kanzlei@ott-steuer.de'], ['Zweirad Engel', 'Herr Max Engel', ''], ['Café Goldrausch', 'Frau Yvonne Bauer', 'hallo@cafe-goldrausch.de']].map(([f, a, m]) => `<tr bgcolor="#FFFFFF"><td>${f}</td><td>${a}</td><td>${m ? `<a href="mailto:${m}">${m}</a>` : '-'}</td></tr>`).join('\n')}
</table>` },
    '/vorstand.html': { file: 'vorstand.html', title: 'Vorstand', body: `<font face="Arial" size="2"><b>Vorstand</b><br><br>1. Vorsitzender: Andreas Wolf (Elektro Wolf)<br>2. Vorsitzende: Petra Lang<br>Kassier: Thomas Held<br>Geschäftsstelle: Birgit Hausmann<br><br>Kontakt Geschäftsstelle: <a href="mailto:info@gewerbeverein-schwabach.de">info@gewerbeverein-schwabach.de</a></font>` },
    '/impressum.html': { file: 'impressum.html', title: 'Impressum', body: `<font face="Arial" size="2">Gewerbeverein Schwabach e.V.<br>Königsplatz 1, 91126 Schwabach<br>Vereinsregister: Amtsgericht Nürnberg VR 200311<br>Vertretungsberechtigt: Andreas Wolf (1. Vorsitzender), Petra Lang (2. Vorsitzende)<br>E-Mail: info@gewerbeverein-schwabach.de</font>` },
  },
  patterns: ['directory', 'legal-notice', 'email-mailto', 'email-text', 'name-lookalikes'],
  truth: {
    emails: ['info@gewerbeverein-schwabach.de'],
    contacts: [['Andreas Wolf', '1. Vorsitzender', 'owner'], ['Petra Lang', '2. Vorsitzende', 'owner'], ['Thomas Held', 'Kassier', 'other'], ['Birgit Hausmann', 'Geschäftsstelle', 'operations']],
  },
},
// ------------------------------------------------------------------ e071
{
  id: 'e071-gasthof-zum-hirschen-tirol', domain: 'hirschen-tirol.at', lang: 'de', htmlLang: 'de-AT', shell: 'squarespace', name: 'Gasthof zum Hirschen',
  nav: [['/', 'Willkommen'], ['/gaestestimmen', 'Gästestimmen'], ['/impressum', 'Impressum']],
  footer: `<p>Gasthof zum Hirschen · Dorfstraße 12 · 6278 Hainzenberg · Zillertal</p><p><a href="mailto:urlaub@hirschen-tirol.at">urlaub@hirschen-tirol.at</a> · +43 5282 4410</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Gasthof im Zillertal', body: sq.section(sq.row(sq.block('<h1>Tiroler Gastlichkeit seit 1896</h1><p>18 Zimmer, Tiroler Küche mit Kasspatzln und Schlutzkrapfen, Skibus vor der Tür.</p>'))) },
    '/gaestestimmen': { file: 'gaestestimmen.html', title: 'Gästestimmen', body: sq.section(sq.row(sq.block('<blockquote><p>„Wie immer herzlich, wir kommen seit 20 Jahren.“</p></blockquote><p>Familie Hartmann aus Köln</p>'), sq.block('<blockquote><p>„Das beste Frühstück im ganzen Tal!“</p></blockquote><p>Renate und Dieter S., Augsburg</p>'), sq.block('<blockquote><p>„Great ski holiday, lovely owners.“</p></blockquote><p>Mark &amp; Jane, Leeds</p>'))) },
    '/impressum': { file: 'impressum.html', title: 'Impressum', body: sq.section(sq.row(sq.block('<h2>Impressum</h2><p>Gasthof zum Hirschen, Inhaberin: Maria Kröll</p><p>Dorfstraße 12, 6278 Hainzenberg, Österreich</p><p>UID: ATU 12345678 · Mitglied der WKO Tirol</p>'))) },
  },
  patterns: ['testimonials', 'legal-notice', 'email-mailto', 'email-footer', 'name-lookalikes'],
  truth: { emails: ['urlaub@hirschen-tirol.at'], contacts: [['Maria Kröll', 'Inhaberin', 'owner']] },
},
// ------------------------------------------------------------------ e072
{
  id: 'e072-architektur-meier-baumann-ch', domain: 'meier-baumann.ch', lang: 'de', htmlLang: 'de-CH', shell: 'webflow', name: 'Meier Baumann Architekten',
  nav: [['/', 'Projekte'], ['/buero', 'Büro'], ['/kontakt', 'Kontakt']],
  footer: `<div class="footer-text">Meier Baumann Architekten AG · Hardstrasse 201 · 8005 Zürich · <a href="mailto:mail@meier-baumann.ch" class="footer-link">mail@meier-baumann.ch</a></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Projekte', body: `<div class="w-dyn-list"><div role="list" class="w-dyn-items">${['Wohnsiedlung Letzigraben', 'Schulhaus Pfingstweid', 'Umbau Zollhaus Basel'].map((p) => `<div role="listitem" class="w-dyn-item"><a href="#" class="project-card w-inline-block"><h2 class="project-name">${p}</h2></a></div>`).join('')}</div></div>` },
    '/buero': { file: 'buero.html', title: 'Büro', body: `<div class="section"><div class="w-container"><h1>Büro</h1><div class="w-dyn-list"><div role="list" class="team-list w-dyn-items">
${[['Reto Meier', 'Dipl. Architekt ETH SIA, Gründungspartner', 'reto.meier'], ['Corinne Baumann', 'Dipl. Architektin FH, Partnerin', 'corinne.baumann'], ['Nicola Bernasconi', 'Projektleiter', ''], ['Selina Huber', 'Administration &amp; Finanzen', '']].map(([n, t, m]) => `<div role="listitem" class="team-item w-dyn-item"><div class="team-text"><div class="team-name">${n}</div><div class="team-function">${t}</div>${m ? `<a href="mailto:${m}@meier-baumann.ch" class="team-email">${m}@meier-baumann.ch</a>` : ''}</div></div>`).join('\n')}
</div></div></div></div>` },
    '/kontakt': { file: 'kontakt.html', title: 'Kontakt', body: `<div class="section"><div class="w-container"><h1>Kontakt</h1><p>Hardstrasse 201, 8005 Zürich<br>+41 44 271 38 90<br>mail@meier-baumann.ch</p></div></div>` },
  },
  patterns: ['team-grid', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer'],
  truth: {
    emails: ['mail@meier-baumann.ch', 'reto.meier@meier-baumann.ch', 'corinne.baumann@meier-baumann.ch'],
    owners: { 'reto.meier@meier-baumann.ch': 'Reto Meier', 'corinne.baumann@meier-baumann.ch': 'Corinne Baumann' },
    contacts: [['Reto Meier', 'Dipl. Architekt ETH SIA, Gründungspartner', 'owner'], ['Corinne Baumann', 'Dipl. Architektin FH, Partnerin', 'owner'], ['Nicola Bernasconi', 'Projektleiter', 'other'], ['Selina Huber', 'Administration & Finanzen', 'operations']],
  },
},
];
