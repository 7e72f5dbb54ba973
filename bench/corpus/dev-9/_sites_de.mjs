// dev-9 site data: German (m041-m050, Germany, Austria, Switzerland)
import { esc } from './_lib.mjs';

const P = (n, t, r, e, more = {}) => ({ n, t, r, e, ...more });

export const SITES_DE = [
  // m041 — tax advisers, WordPress staff table with Durchwahl; firm named after a partner
  {
    id: 'm041-stb-kessler-neckar', dom: 'stb-kessler-neckar.de', lang: 'de', tpl: 'wpTable',
    biz: { name: 'Kessler & Partner Steuerberatung', kind: 'Steuerberatung', city: 'Stuttgart', street: 'Königstraße 48', zip: '70173', tel: '0711 555 209-0', hours: 'Mo–Do 8:00–17:00 Uhr, Fr 8:00–13:00 Uhr', tagline: 'Steuerberatung für Mittelstand, Handwerk und Freiberufler', about: 'Finanz- und Lohnbuchhaltung, Jahresabschlüsse und Steuererklärungen – persönlich und digital mit DATEV Unternehmen online.', services: [['Finanzbuchhaltung', 'Laufende Buchführung und Umsatzsteuer-Voranmeldungen.'], ['Lohnbuchhaltung', 'Lohn- und Gehaltsabrechnung, Meldungen.'], ['Jahresabschluss', 'Bilanz, EÜR und betriebliche Steuererklärungen.']] },
    generic: 'info@stb-kessler-neckar.de', roles: [['lohn@stb-kessler-neckar.de', 'Lohnabteilung']],
    agency: ['Webwerk Neckar', 'info@webwerk-neckar.de'],
    people: [
      P('Andreas Kessler', 'Steuerberater, Geschäftsführer', 'owner', 'a.kessler@stb-kessler-neckar.de', { ext: '-10' }),
      P('Claudia Roth-Weber', 'Steuerberaterin, Partnerin', 'owner', 'c.roth-weber@stb-kessler-neckar.de', { ext: '-11' }),
      P('Jana Krüger', 'Steuerfachangestellte', 'other', 'j.krueger@stb-kessler-neckar.de', { ext: '-21' }),
      P('Murat Yılmaz', 'Lohnbuchhaltung', 'other', 'm.yilmaz@stb-kessler-neckar.de', { ext: '-24' }),
      P('Heike Brandt', 'Büroleitung', 'operations', null, { ext: '-0' }),
    ],
    paths: { team: '/kanzlei/team/' },
    x: {
      cols: ['name', 'title', 'ext', 'email'], mailText: 'E-Mail', teamTitle: 'Unser Team', subject: 'Anfrage über die Website',
      teamIntro: 'Sie erreichen uns direkt unter 0711 555 209 und der jeweiligen Durchwahl.', caption: 'Zentrale: 0711 555 209-0',
      legal: () => '<h2>Angaben gemäß § 5 TMG</h2><p>Kessler &amp; Partner Steuerberatungsgesellschaft mbB<br>Königstraße 48<br>70173 Stuttgart</p><p>Partnerschaftsregister: Amtsgericht Stuttgart PR 720123<br>Vertretungsberechtigte Partner: Andreas Kessler, Claudia Roth-Weber</p><p>Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Steuerberaterkammer Stuttgart, Hegelstraße 33, 70174 Stuttgart</p>',
    },
  },
  // m042 — Austrian joinery, JSON-LD LocalBusiness with founder + employee; prose "Seit 2005 führt…"
  {
    id: 'm042-tischlerei-gruber-salzach', dom: 'tischlerei-gruber-salzach.at', lang: 'de', tpl: 'jsonld',
    biz: { name: 'Tischlerei Gruber', kind: 'Tischlerei', city: 'Hallein', street: 'Salzachtalstraße 27', zip: '5400', tel: '+43 6245 555 18', hours: 'Mo–Fr 7:00–12:00 und 13:00–16:30 Uhr', tagline: 'Möbel nach Maß aus heimischem Holz', about: 'Küchen, Schlafzimmer, Stuben und Innentüren aus Zirbe, Eiche und Lärche – geplant und gefertigt in Hallein.', services: [['Küchen', 'Planung und Montage aus einer Hand.'], ['Zirbenzimmer', 'Betten und Schränke aus Zirbe.'], ['Innentüren', 'Massivholz und furniert.']] },
    generic: 'office@tischlerei-gruber-salzach.at',
    people: [
      P('Klaus Gruber', 'Tischlermeister und Inhaber', 'owner', 'klaus@tischlerei-gruber-salzach.at', { founder: true }),
      P('Lisa Gruber', 'Büro & Planung', 'operations', 'lisa@tischlerei-gruber-salzach.at'),
      P('Stefan Moser', 'Tischlergeselle', 'other', null),
    ],
    x: {
      type: 'HomeAndConstructionBusiness', contactMail: true,
      aboutHtml: () => '<p class="mt-6">Seit 2005 führt Klaus Gruber die Werkstatt, die sein Vater 1972 gegründet hat. Um Planung und Büro kümmert sich Lisa Gruber, in der Werkstatt arbeiten drei Gesellen, darunter Stefan Moser.</p><p class="mt-4">Wir verarbeiten ausschließlich Holz aus dem Tennengau und dem Pinzgau.</p>',
      legal: () => '<p>Tischlerei Gruber, Inhaber: Klaus Gruber, Tischlermeister. Salzachtalstraße 27, 5400 Hallein. UID: ATU12345678. Mitglied der Wirtschaftskammer Salzburg, Landesinnung der Tischler. Gewerbebehörde: Bezirkshauptmannschaft Hallein.</p>',
    },
  },
  // m043 — coffee roaster on Squarespace, English UI labels on a German site; founders in prose
  {
    id: 'm043-bohnenwerk-roesterei-leipzig', dom: 'bohnenwerk-roesterei.de', lang: 'de', tpl: 'sqsDepts',
    paths: { about: '/ueber-uns', contact: '/kontakt' },
    biz: { name: 'Bohnenwerk', kind: 'Kaffeerösterei & Café', city: 'Leipzig', street: 'Karl-Heine-Straße 71', zip: '04229', tel: '0341 555 81 90', hours: 'Café: Di–So 9–18 Uhr', tagline: 'Spezialitätenkaffee, langsam geröstet in Plagwitz', about: 'Wir rösten Single-Origin-Kaffees aus direktem Handel und beliefern Cafés, Büros und Restaurants.', services: [['Onlineshop', 'Frisch geröstet, versandfertig in 48 h.'], ['Barista-Kurse', 'Für Einsteiger und Profis.'], ['Großhandel', 'Kaffee und Schulungen für die Gastronomie.']] },
    generic: 'hallo@bohnenwerk-roesterei.de',
    people: [],
    x: {
      style: 'colon', navHome: 'Home', navContact: 'Contact', navAbout: 'About', contactTitle: 'Get in touch', contactIntro: 'Du hast Fragen zu Großhandel, Kursen oder Presse? Schreib direkt der richtigen Person.',
      depts: [
        { label: 'Wholesale', p: P('Felix Hartung', 'Leitung Großhandel', 'other', 'felix@bohnenwerk-roesterei.de'), title: 'Leitung Großhandel' },
        { label: 'Kurse & Events', p: P('Miriam Osei', 'Barista-Trainerin', 'other', 'miriam@bohnenwerk-roesterei.de'), title: 'Barista-Trainerin' },
        { label: 'Presse', p: P('Jonas Albrecht', 'Marketing & Presse', 'marketing', 'presse.jonas@bohnenwerk-roesterei.de'), title: 'Marketing & Presse' },
      ],
      about: (c) => { c.who({ n: 'Katrin Vogt', r: 'owner' }, 'Rösterin'); c.who({ n: 'Tobias Lehmann', r: 'owner' }, 'Geschäftsführer'); return '<h1>About</h1><p>Bohnenwerk wurde 2014 von Katrin Vogt (Rösterin) und Tobias Lehmann (Geschäftsführer) in einer alten Werkshalle an der Karl-Heine-Straße gegründet.</p><p>Unsere Klassiker: der Espresso „Plagwitz“ und der Filterkaffee „Elsterflut“.</p>'; },
      footer: () => 'Impressum: Bohnenwerk GmbH, Geschäftsführer Tobias Lehmann, HRB 31234 Amtsgericht Leipzig',
    },
  },
  // m044 — building services, TYPO3 contact-person boxes "Ihr Ansprechpartner"; Impressum with two MDs
  {
    id: 'm044-haustechnik-brandl-donau', dom: 'haustechnik-brandl-donau.de', lang: 'de', tpl: 'typo3Box',
    biz: { name: 'Haustechnik Brandl GmbH', kind: 'Heizung, Sanitär, Lüftung', city: 'Regensburg', street: 'Osterhofener Straße 12', zip: '93055', tel: '0941 555 730', hours: 'Mo–Do 7:00–17:00 Uhr, Fr 7:00–13:00 Uhr', tagline: 'Heizung, Bad und Lüftung aus einer Hand', about: 'Seit 1979 planen und bauen wir Heizungsanlagen, Bäder und Lüftungen für Privat- und Gewerbekunden in der Oberpfalz.', services: [] },
    generic: 'info@haustechnik-brandl-donau.de', roles: [['kundendienst@haustechnik-brandl-donau.de', 'Kundendienst']],
    agencyLine: 'Webdesign: Donaupixel Agentur · kontakt@donaupixel.de', agencyMail: 'kontakt@donaupixel.de',
    people: [],
    x: {
      boxTitle: 'Ihr Ansprechpartner', mailWord: 'E-Mail schreiben',
      svc: [
        { path: '/heizung', title: 'Heizung', teaser: 'Wärmepumpen, Pellets, Gas-Brennwert.', text: ['Wir beraten Sie zur passenden Heizung und zu den Fördermitteln der BEG.'], ps: [P('Thomas Wegner', 'Vertriebsleiter Heizung', 'other', 't.wegner@haustechnik-brandl-donau.de', { pre: 'Dipl.-Ing.' })] },
        { path: '/bad-sanitaer', title: 'Bad & Sanitär', teaser: 'Barrierefreie Bäder, Komplettsanierung.', text: ['Vom ersten Entwurf bis zur letzten Fliese – alles aus einer Hand.'], ps: [P('Sabine Ott', 'Projektleiterin Bad & Sanitär', 'other', 's.ott@haustechnik-brandl-donau.de')], boxTitle: 'Ihre Ansprechpartnerin' },
        { path: '/lueftung', title: 'Lüftung', teaser: 'Kontrollierte Wohnraumlüftung.', text: ['Zentrale und dezentrale Lüftungsanlagen mit Wärmerückgewinnung.'], ps: [P('Markus Brandl', 'Geschäftsführer', 'owner', 'm.brandl@haustechnik-brandl-donau.de')] },
      ],
      legal: (c) => { c.who({ n: 'Josef Brandl', r: 'owner' }, 'Geschäftsführer'); return '<p>Haustechnik Brandl GmbH<br>Osterhofener Straße 12<br>93055 Regensburg</p><p>Geschäftsführer: Markus Brandl, Josef Brandl<br>Registergericht: Amtsgericht Regensburg, HRB 8123<br>USt-IdNr.: DE 812 345 678</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Markus Brandl, Anschrift wie oben.</p>'; },
    },
  },
  // m045 — physio practice on Elementor: icon list (Anmeldung, Abrechnung), image boxes, testimonials
  {
    id: 'm045-physio-am-zwinger-dresden', dom: 'physio-am-zwinger.de', lang: 'de', tpl: 'elementor',
    paths: { about: '/praxis', legal: '/impressum' },
    biz: { name: 'Physiotherapie am Zwinger', kind: 'Praxis für Physiotherapie', city: 'Dresden', street: 'Ostra-Allee 9', zip: '01067', tel: '0351 555 49 20', hours: 'Mo–Fr 7:00–20:00 Uhr', tagline: 'Physiotherapie und Manuelle Therapie im Herzen Dresdens', about: 'Alle Kassen und privat. Krankengymnastik, Manuelle Therapie, Lymphdrainage und Hausbesuche.', services: [['Krankengymnastik', 'Auch am Gerät.'], ['Manuelle Therapie', 'Bei Rücken- und Gelenkbeschwerden.'], ['Lymphdrainage', '30, 45 und 60 Minuten.']] },
    generic: 'praxis@physio-am-zwinger.de',
    agency: ['Elbwerk Medien', 'hallo@elbwerk-medien.de'],
    people: [P('Jan Petersen', 'Praxisinhaber, Physiotherapeut', 'owner', null, { box: true }), P('Eva Schilling', 'Physiotherapeutin, Manuelle Therapie', 'other', null, { box: true })],
    x: {
      testiTitle: 'Das sagen unsere Patienten',
      testimonials: [['Herr K. aus Striesen', 'Nach meiner Knie-OP war ich in besten Händen.', ''], ['Brigitte Lange', 'Sehr freundliches Team, Termine auch kurzfristig.', 'Patientin seit 2019']],
      aboutHtml: () => '<p>Die Praxis am Zwinger gibt es seit 2011. Unser Team aus acht Therapeutinnen und Therapeuten behandelt auf 280 m² in der Ostra-Allee.</p>',
      deptTitle: 'Ihre Ansprechpartnerinnen',
      depts: [
        { label: 'Anmeldung', p: P('Nicole Fuchs', 'Anmeldung', 'other', 'n.fuchs@physio-am-zwinger.de') },
        { label: 'Abrechnung', p: P('Gabriele Lorenz', 'Abrechnung', 'operations', 'g.lorenz@physio-am-zwinger.de') },
      ],
      legal: () => '<p>Physiotherapie am Zwinger<br>Inhaber: Jan Petersen, Physiotherapeut<br>Ostra-Allee 9, 01067 Dresden</p><p>Berufsbezeichnung: Physiotherapeut (verliehen in der Bundesrepublik Deutschland). Zuständige Aufsichtsbehörde: Gesundheitsamt Dresden.</p>',
    },
  },
  // m046 — Swiss trade association on Webflow: member directory + Vorstand / Geschäftsstelle
  {
    id: 'm046-gewerbeverein-horgen-seeufer', dom: 'gewerbeverein-seeufer.ch', lang: 'de', tpl: 'webflowDir',
    paths: { about: '/verein', legal: '/impressum' },
    biz: { name: 'Gewerbeverein Seeufer Horgen', kind: 'Gewerbeverein', city: 'Horgen', street: 'Seestrasse 120', zip: '8810', tel: '+41 44 555 72 10', hours: 'Geschäftsstelle: Di und Do 8.30–11.30 Uhr', tagline: 'Das lokale Gewerbe am linken Zürichseeufer', about: 'Über 140 Betriebe aus Handwerk, Handel und Dienstleistung – vernetzt, engagiert und regional verankert.', services: [['Gewerbeausstellung', 'Alle drei Jahre im Schinzenhof.'], ['Lehrstellenbörse', 'Für Jugendliche aus der Region.'], ['Mitgliederverzeichnis', 'Finden Sie lokale Anbieter.']] },
    generic: 'info@gewerbeverein-seeufer.ch',
    people: [
      P('Urs Baumann', 'Präsident', 'owner', null),
      P('Daniela Keller', 'Leiterin Geschäftsstelle', 'operations', 'd.keller@gewerbeverein-seeufer.ch'),
      P('Reto Frei', 'Aktuar', 'other', null),
    ],
    x: {
      dirPath: '/mitglieder', dirNav: 'Mitglieder', dirTitle: 'Mitgliederverzeichnis', dirIntro: 'Alle Angaben stammen von den Mitgliedsbetrieben.',
      nMembers: 52, suffixes: ['GmbH', '& Partner'], mailWords: ['info', 'office'], tld: 'ch', contactWord: 'Kontaktperson',
      sectors: ['Bau', 'Handwerk', 'Gastronomie', 'Detailhandel', 'Dienstleistung', 'Gesundheit'], telFmt: (r) => `+41 44 ${100 + Math.floor(r() * 899)} ${10 + Math.floor(r() * 89)} ${10 + Math.floor(r() * 89)}`,
      aboutNav: 'Verein', staffTitle: 'Vorstand und Geschäftsstelle',
      aboutHtml: () => '<p>Der Gewerbeverein wurde 1911 gegründet. Der Vorstand wird von der Generalversammlung für drei Jahre gewählt.</p>',
      legal: () => '<p>Gewerbeverein Seeufer Horgen, Verein nach Art. 60 ff. ZGB, Seestrasse 120, 8810 Horgen. Vertreten durch den Präsidenten Urs Baumann.</p>',
    },
  },
  // m047 — nursing academy: speakers of a conference day vs. own staff table with Durchwahl
  {
    id: 'm047-pflegeakademie-nordheide', dom: 'pflegeakademie-nordheide.de', lang: 'de', tpl: 'speakers',
    paths: { team: '/team/', legal: '/kontakt' },
    biz: { name: 'Pflegeakademie Nordheide', kind: 'Bildungszentrum für Pflegeberufe', city: 'Buchholz in der Nordheide', street: 'Bremer Straße 56', zip: '21244', tel: '04181 555 30-0', hours: 'Sekretariat Mo–Fr 8:00–14:00 Uhr', tagline: 'Ausbildung und Weiterbildung in der Pflege', about: 'Generalistische Pflegeausbildung, Praxisanleiter-Weiterbildung und Fachtage für Pflegekräfte im Landkreis Harburg.', services: [['Pflegeausbildung', 'Start jeweils im April und Oktober.'], ['Praxisanleitung', '300 Stunden, berufsbegleitend.'], ['Fachtage', 'Aktuelle Themen für die Praxis.']] },
    generic: 'sekretariat@pflegeakademie-nordheide.de', roles: [['fachtag@pflegeakademie-nordheide.de', 'Anmeldung Fachtag']],
    people: [
      P('Ulrike Sommer', 'Schulleiterin', 'owner', 'u.sommer@pflegeakademie-nordheide.de', { ext: '-10' }),
      P('Benjamin Ahrens', 'Stellv. Schulleiter', 'other', 'b.ahrens@pflegeakademie-nordheide.de', { ext: '-11' }),
      P('Katja Meier', 'Sekretariat', 'other', null, { ext: '-0' }),
      P('Lars Wendt', 'Öffentlichkeitsarbeit', 'marketing', 'l.wendt@pflegeakademie-nordheide.de', { ext: '-15' }),
    ],
    x: {
      evPath: '/fachtag-2024', evNav: 'Fachtag 2024', evTitle: '7. Nordheider Fachtag Pflege', evIntro: 'Mittwoch, 13. November 2024 · Empore Buchholz · 9:00–16:00 Uhr',
      spTitle: 'Referentinnen und Referenten', progTitle: 'Ablauf', teamTitle: 'Unser Team', teamIntro: 'Zentrale 04181 555 30-0, Durchwahlen siehe unten.', extraCol: ['Durchwahl', 'ext'],
      speakers: [['Prof. Dr. Miriam Falk', 'Hochschule für Angewandte Wissenschaften Hamburg', 'Pflege und Digitalisierung', ''], ['Dr. med. Henning Brauer', 'Chefarzt Geriatrie, Krankenhaus Buchholz', 'Delir im Alter', ''], ['Sandra Öztürk', 'Pflegedienstleitung, Seniorenresidenz Am Wald', 'Personalbindung in der Altenpflege', 'sandra-oeztuerk'], ['Thorsten Meyer-Lindau', 'Pflegeexperte APN', 'Advanced Nursing Practice', '']],
      programme: [['9:00', 'Begrüßung durch die Schulleitung'], ['12:30', 'Mittagspause'], ['15:30', 'Abschluss']],
      evContact: () => 'Fragen zur Anmeldung beantwortet Katja Meier im Sekretariat: <a href="mailto:fachtag@pflegeakademie-nordheide.de">fachtag@pflegeakademie-nordheide.de</a>.',
      legal: () => '<p>Pflegeakademie Nordheide gGmbH, Bremer Straße 56, 21244 Buchholz. Geschäftsführerin: Dr. Ulrike Sommer. Amtsgericht Tostedt HRB 203344.</p>',
    },
  },
  // m048 — engineering office: clients (some named after people), testimonials, team dl with credentials
  {
    id: 'm048-ib-lindqvist-hahn', dom: 'ib-lindqvist-hahn.de', lang: 'de', tpl: 'clientsDl',
    paths: { team: '/team/', legal: '/impressum' },
    biz: { name: 'Ingenieurbüro Lindqvist & Hahn', kind: 'Tragwerksplanung und Bauphysik', city: 'Hamburg', street: 'Stresemannstraße 163', zip: '22769', tel: '040 555 617 80', hours: '', tagline: 'Tragwerksplanung, Bauphysik und Brandschutz in Norddeutschland', about: 'Wir planen Tragwerke für Wohnungsbau, Gewerbe und Hafenbauten – von der Vorplanung bis zur Bauüberwachung.', services: [['Tragwerksplanung', 'Leistungsphasen 1–6 nach HOAI.'], ['Bauphysik', 'Wärme-, Schall- und Feuchteschutz.'], ['Brandschutz', 'Konzepte und Nachweise.']] },
    generic: 'buero@ib-lindqvist-hahn.de',
    people: [
      P('Karin Lindqvist', 'Geschäftsführende Gesellschafterin', 'owner', 'k.lindqvist@ib-lindqvist-hahn.de', { cred: 'Dr.-Ing.' }),
      P('Ole Hahn', 'Gesellschafter, Leitung Tragwerksplanung', 'owner', 'o.hahn@ib-lindqvist-hahn.de', { cred: 'Dipl.-Ing.' }),
      P('Mareike Jansen', 'Projektingenieurin', 'other', null, { cred: 'M.Sc.' }),
      P('Tim Schröder', 'Technischer Zeichner', 'other', null),
    ],
    x: {
      clientsPath: '/referenzen', clientsNav: 'Referenzen', clientsTitle: 'Auftraggeber (Auswahl)', clientsIntro: 'Für diese Bauherren und Architekten haben wir gearbeitet:',
      clients: ['Stadtwerke Buxtehude', 'Reederei Claus Peters', 'Hafen-Logistik Müller GmbH', 'Architekten Bruns & Ehlers', 'Wohnungsbaugenossenschaft Altona eG', 'Hotel Hanseatic Brahms'],
      testiTitle: 'Stimmen unserer Auftraggeber',
      testimonials: [['Dipl.-Ing. Frauke Ehlers, Architekten Bruns & Ehlers', 'Schnelle, pragmatische Lösungen – auch wenn es auf der Baustelle brennt.'], ['Jörg Peters, Reederei Claus Peters', 'Die Kaimauer steht, Termin und Budget wurden eingehalten.']],
      teamIntro: 'Zwölf Ingenieurinnen und Ingenieure, zwei Standorte.',
      legal: () => '<p>Ingenieurbüro Lindqvist &amp; Hahn GmbH<br>Stresemannstraße 163, 22769 Hamburg</p><p>Geschäftsführer: Dr.-Ing. Karin Lindqvist, Dipl.-Ing. Ole Hahn<br>Amtsgericht Hamburg HRB 145678</p><p>Mitglied der Hamburgischen Ingenieurkammer-Bau.</p>',
    },
  },
  // m049 — Tyrolean family hotel on Divi: hosts as team members, staff table with languages
  {
    id: 'm049-gasthof-alpenrose-zillertal', dom: 'alpenrose-hechenberger.at', lang: 'de', tpl: 'divi',
    paths: { team: '/unser-team', legal: '/impressum' },
    biz: { name: 'Hotel Gasthof Alpenrose', kind: 'Familienhotel', city: 'Fügen im Zillertal', street: 'Dorfstraße 31', zip: '6263', tel: '+43 5288 555 40', hours: 'Rezeption 7:00–22:00 Uhr', tagline: 'Urlaub bei Familie Hechenberger im Zillertal', about: '32 Zimmer, Wellnessbereich mit Zirbensauna und Tiroler Küche im Stüberl.', services: [['Zimmer & Suiten', 'Mit Balkon und Bergblick.'], ['Wellness', 'Zirbensauna, Dampfbad, Ruheraum.'], ['Kulinarik', 'Halbpension mit Tiroler Spezialitäten.']] },
    generic: 'info@alpenrose-hechenberger.at',
    agencyLine: 'Webdesign by Zillertal Web', agencyMail: null,
    people: [
      P('Martina Hechenberger', 'Gastgeberin & Geschäftsführerin', 'owner', 'martina@alpenrose-hechenberger.at', { lead: true, bio: 'Führt das Haus in dritter Generation.' }),
      P('Florian Hechenberger', 'Küchenchef', 'other', null, { lead: true, bio: 'Gelernt im Hotel Sacher.' }),
      P('Sarah Pfurtscheller', 'Rezeptionsleiterin', 'other', 's.pfurtscheller@alpenrose-hechenberger.at', { langs: 'Deutsch, Englisch, Italienisch' }),
      P('Lukas Rainer', 'Restaurantleiter', 'other', null, { langs: 'Deutsch, Englisch' }),
      P('Anna Kofler', 'Hausdame', 'operations', null, { langs: 'Deutsch' }),
    ],
    x: {
      teamTitle: 'Unser Team', teamIntro: 'Familie Hechenberger und ihr Team freuen sich auf Sie.', tableTitle: 'Ihre Ansprechpartner im Haus', cols: ['name', 'title', 'langs', 'email'], th: { langs: 'Sprachen' },
      legal: () => '<p>Hotel Gasthof Alpenrose, Inhaberin: Martina Hechenberger, Dorfstraße 31, 6263 Fügen. UID: ATU87654321. Mitglied der Wirtschaftskammer Tirol.</p>',
    },
  },
  // m050 — delicatessen with a table-shaped Impressum, English UI titles on a German site; product and street names
  {
    id: 'm050-feinkost-albers-bremen', dom: 'feinkost-albers-weser.de', lang: 'de', tpl: 'legalTable',
    paths: { about: '/about', contact: '/contact', legal: '/legal-notice' },
    biz: { name: 'Feinkost Albers', kind: 'Feinkost, Senf und Delikatessen seit 1911', city: 'Bremen', street: 'Hans-Böckler-Allee 14', zip: '28217', tel: '0421 555 380', hours: '', tagline: 'Bremer Feinkost seit 1911', about: '', services: [['Albers Senf', 'Mittelscharf, Honig-Dill und Bremer Kaffeesenf.'], ['Präsentkörbe', 'Für Firmen und Familie.'], ['Feinkostladen', 'Im Schnoor, Montag bis Samstag.']] },
    generic: 'kontakt@feinkost-albers-weser.de',
    agencyLine: 'Website: Hansestadt Digital GmbH', agencyMail: null,
    people: [],
    x: {
      titles: { home: 'Home', about: 'About', contact: 'Contact', legal: 'Legal Notice', privacy: 'Privacy', services: 'Products', email: 'Email', send: 'Send' },
      aboutHtml: (c) => { c.who({ n: 'Jürgen Albers', r: 'owner' }, null); c.who({ n: 'Petra Albers-König', r: 'owner' }, null); c.who({ n: 'Malte Siemsen', r: 'operations' }, 'Einkaufsleiter'); return '<p>1911 eröffnete Heinrich Albers einen Kolonialwarenladen in der Konrad-Adenauer-Straße. Sein Senf wurde schnell zur Bremer Institution.</p><p>Heute führen Jürgen Albers und seine Schwester Petra Albers-König das Haus in vierter Generation. Unser Einkaufsleiter Malte Siemsen reist jedes Jahr zu den Senfsaat-Bauern in Thüringen.</p>'; },
      contactMail: (c, g) => `E-Mail: <a href="mailto:${g}">${g}</a><br>Firmenkunden: <a href="mailto:${c.mail('praesente@feinkost-albers-weser.de', 'role')}">praesente@feinkost-albers-weser.de</a>`,
      ph: 'max@mustermann.de',
      legalRows: (c, g) => { c.who({ n: 'Jürgen Albers', r: 'owner' }, 'Geschäftsführer'); c.who({ n: 'Petra Albers-König', r: 'owner' }, 'Geschäftsführer'); return [['Anbieter', 'Albers &amp; Söhne Feinkost GmbH'], ['Anschrift', 'Hans-Böckler-Allee 14, 28217 Bremen'], ['Geschäftsführer', 'Dr. Jürgen Albers, Petra Albers-König'], ['Registergericht', 'Amtsgericht Bremen, HRB 12345 HB'], ['USt-IdNr.', 'DE 123 456 789'], ['Verantwortlich i. S. d. § 18 Abs. 2 MStV', 'Petra Albers-König'], ['E-Mail', `<a href="mailto:${g}">${g}</a>`]]; },
    },
  },
];
