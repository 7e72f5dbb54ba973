import { T, J, form, jsonld, ent } from './_engine.mjs';

export default [
  // ---------------------------------------------------------------- k041
  {
    id: 'k041-zahnpraxis-isarlicht',
    domain: 'zahnpraxis-isarlicht.de',
    lang: 'de',
    cc: 'DE',
    shell: 'elementor',
    name: 'Zahnpraxis Isarlicht',
    nav: [
      ['/', 'Start'],
      ['/praxisteam/', 'Praxisteam'],
      ['/kontakt/', 'Kontakt'],
      ['/impressum/', 'Impressum', 'foot'],
      ['/datenschutz/', 'Datenschutz', 'foot'],
    ],
    agency: ['Bergblick Webdesign', 'hallo@bergblick-webdesign.de', 'https://bergblick-webdesign.de'],
    footerHtml: 'Zahnpraxis Isarlicht · Wittelsbacherstraße 14 · 80469 München · Tel. 089 201 77 45',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Ihre Zahnarztpraxis an der Isar', 1) + sh.p('Prophylaxe, Implantologie, ästhetische Zahnheilkunde und Angstpatienten-Behandlung in der Isarvorstadt.')),
        sh.sec(sh.h('Sprechzeiten') + sh.p('Mo, Di, Do 8–19 Uhr · Mi 8–14 Uhr · Fr 8–13 Uhr')),
      ],
      '/praxisteam/': [
        sh.sec(sh.h('Unser Praxisteam', 1)),
        T.elemImageBox(sh, [
          { pre: 'Dr. med. dent. ', n: 'Katharina Berger', t: 'Zahnärztin, Praxisinhaberin', e: 'k.berger@zahnpraxis-isarlicht.de' },
          { pre: 'Dr. ', n: 'Stefan Wolf', t: 'Zahnarzt · Implantologie' },
          { n: 'Melanie Huber', t: 'Praxismanagerin' },
          { n: 'Jana', t: 'ZFA (Zahnmedizinische Fachangestellte)' },
          { n: 'Aylin Demir', t: 'Auszubildende' },
        ]),
      ],
      '/kontakt/': [
        sh.sec(
          sh.h('Termin vereinbaren', 1) +
            sh.p('Rufen Sie uns an unter 089 201 77 45 oder schreiben Sie an <a href="mailto:praxis@zahnpraxis-isarlicht.de">praxis@zahnpraxis-isarlicht.de</a>.') +
            sh.widget('form', form('de', 'max@mustermann.de', '/kontakt/')),
        ),
      ],
      '/impressum/': [
        sh.sec(
          sh.h('Impressum', 1) +
            sh.p(
              '<p><strong>Angaben gemäß § 5 TMG</strong></p><p>Zahnpraxis Isarlicht<br>Praxisinhaberin: Dr. med. dent. Katharina Berger<br>Wittelsbacherstraße 14<br>80469 München</p><p>Telefon: 089 201 77 45<br>E-Mail: praxis@zahnpraxis-isarlicht.de</p><p>Zuständige Kammer: Bayerische Landeszahnärztekammer, Flößergasse 1, 81369 München<br>Gesetzliche Berufsbezeichnung: Zahnärztin (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Aufsichtsbehörde: KZV Bayerns</p>',
            ),
        ),
      ],
      '/datenschutz/': [sh.sec(sh.h('Datenschutzerklärung', 1) + sh.p('Verantwortlich für die Datenverarbeitung auf dieser Website ist die im Impressum genannte Praxis. Sie können der Verarbeitung Ihrer Daten jederzeit widersprechen.'))],
    }),
    patterns: ['team-grid', 'builder-elementor', 'legal-notice', 'email-mailto', 'email-text', 'email-in-person-card', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    emails: { 'praxis@zahnpraxis-isarlicht.de': 'generic', 'k.berger@zahnpraxis-isarlicht.de': ['person', 'Katharina Berger'] },
    contacts: [
      ['Katharina Berger', 'Zahnärztin, Praxisinhaberin', 'owner'],
      ['Stefan Wolf', 'Zahnarzt · Implantologie', 'other'],
      ['Melanie Huber', 'Praxismanagerin', 'operations'],
      ['Jana', 'ZFA (Zahnmedizinische Fachangestellte)', 'other'],
      ['Aylin Demir', 'Auszubildende', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k042
  {
    id: 'k042-steuerkanzlei-rheinblick',
    domain: 'steuerkanzlei-rheinblick-koeln.de',
    lang: 'de',
    cc: 'DE',
    shell: 'divi',
    name: 'Steuerkanzlei Rheinblick',
    nav: [
      ['/', 'Start'],
      ['/kanzlei/', 'Kanzlei'],
      ['/leistungen/', 'Leistungen'],
      ['/impressum/', 'Impressum'],
    ],
    footerHtml: 'Steuerkanzlei Rheinblick · Konrad-Adenauer-Ufer 21 · 50668 Köln',
    scripts: [J.version('jquery@3.6.0', 'dist/jquery.min.js')],
    pages: (sh) => ({
      '/': [sh.sec(sh.p('<h1>Steuerberatung für Mittelstand, Freiberufler und Privatpersonen</h1><p>Digitale Buchhaltung mit DATEV Unternehmen online, Jahresabschlüsse und Nachfolgeplanung.</p>'))],
      '/kanzlei/': [
        sh.sec(sh.h('Die Kanzlei') + sh.p('Seit 2005 führt Dr. Friederike von Hagen die Kanzlei am Rheinufer; 2016 kam Markus Brandt als Partner hinzu.')),
        T.diviMembers(sh, [
          { pre: 'Dr. ', n: 'Friederike von Hagen', t: 'Steuerberaterin, Fachberaterin für Unternehmensnachfolge', alt: '' },
          { n: 'Markus Brandt', t: 'Steuerberater, Partner', alt: '' },
          { n: 'Svenja Kühn', t: 'Steuerfachwirtin, Kanzleileitung', alt: '' },
          { n: 'Tobias Nowak', t: 'Steuerfachangestellter', alt: '' },
        ]),
      ],
      '/leistungen/': [sh.sec(sh.h('Leistungen') + sh.p('<ul><li>Finanz- und Lohnbuchhaltung</li><li>Jahresabschluss und Steuererklärungen</li><li>Betriebsprüfungen</li><li>Erbschaft- und Schenkungsteuer</li></ul>'))],
      '/impressum/': [
        sh.sec(
          sh.h('Impressum') +
            sh.p(
              '<p>von Hagen &amp; Brandt Steuerberater PartG mbB<br>Konrad-Adenauer-Ufer 21<br>50668 Köln</p><p>Vertretungsberechtigte Partner: Dr. Friederike von Hagen, Markus Brandt</p><p>Telefon: 0221 913 48 20<br>E-Mail: kanzlei (at) steuerkanzlei-rheinblick-koeln (punkt) de</p><p>Partnerschaftsregister: Amtsgericht Essen, PR 4123<br>Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Steuerberaterkammer Köln, Gereonstraße 34–36, 50670 Köln</p>',
            ),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-divi', 'about-prose', 'legal-notice', 'email-obfuscated', 'junk-version'],
    emails: { 'kanzlei@steuerkanzlei-rheinblick-koeln.de': 'generic' },
    contacts: [
      ['Friederike von Hagen', 'Steuerberaterin, Fachberaterin für Unternehmensnachfolge', 'owner'],
      ['Markus Brandt', 'Steuerberater, Partner', 'owner'],
      ['Svenja Kühn', 'Steuerfachwirtin, Kanzleileitung', 'operations'],
      ['Tobias Nowak', 'Steuerfachangestellter', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k043
  {
    id: 'k043-konditorei-leitner-wien',
    domain: 'konditorei-zuckerl-wien.at',
    lang: 'de',
    cc: 'AT',
    tz: 'Europe/Vienna',
    shell: 'wix',
    name: 'Konditorei Leitner',
    nav: [
      ['/', 'Start'],
      ['/geschichte', 'Geschichte'],
      ['/impressum', 'Impressum'],
    ],
    footerHtml: 'Konditorei Leitner · Josefstädter Straße 31 · 1080 Wien · +43 1 405 22 18',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Mehlspeisen seit 1921') + sh.p('Sachertorte, Punschkrapfen, Topfenstrudel und Torten auf Bestellung. Geöffnet Di–So 8–19 Uhr.\n\nBestellungen bitte per Mail an bestellung.leitner@gmx.at'))],
      '/geschichte': [
        sh.sec(
          sh.h('Unsere Geschichte') +
            sh.p(
              'Gegründet wurde die Konditorei 1921 von Josef Leitner, Zuckerbäckermeister aus Krems. Sein Sohn Franz Leitner führte das Geschäft durch die Nachkriegszeit, danach übernahm Enkelin Hildegard Leitner bis 2009.\n\nHeute wird die Konditorei in vierter Generation von Barbara Leitner-Kofler geführt, gemeinsam mit ihrem Mann Stefan Kofler, Konditormeister, der seit 2012 die Backstube leitet. Im Café begrüßt Sie Frau Renate Pichler, die gute Seele des Hauses.',
            ),
        ),
      ],
      '/impressum': [
        sh.sec(
          sh.h('Impressum') +
            sh.p('Offenlegung gemäß § 25 MedienG und Informationspflicht laut § 5 ECG\n\nKonditorei Leitner e.U.\nInhaberin: Barbara Leitner-Kofler\nJosefstädter Straße 31, 1080 Wien\nFirmenbuch: FN 312456 x, Handelsgericht Wien\nUID: ATU63451234\nMitglied der WKO, Landesinnung Wien der Lebensmittelgewerbe\nE-Mail: bestellung.leitner@gmx.at'),
        ),
      ],
    }),
    patterns: ['builder-wix', 'about-prose', 'legal-notice', 'email-text', 'junk-platform'],
    emails: { 'bestellung.leitner@gmx.at': 'role' },
    contacts: [
      ['Barbara Leitner-Kofler', 'Inhaberin', 'owner'],
      ['Stefan Kofler', 'Konditormeister', 'operations'],
      ['Renate Pichler', null, 'other'],
    ],
  },
  // ---------------------------------------------------------------- k044
  {
    id: 'k044-buero-limmat-raum',
    domain: 'buero-limmatraum.ch',
    lang: 'de',
    cc: 'CH',
    tz: 'Europe/Zurich',
    shell: 'squarespace',
    name: 'Limmatraum Architekten',
    nav: [
      ['/', 'Start'],
      ['/buero', 'Büro'],
      ['/projekte', 'Projekte'],
      ['/kontakt', 'Kontakt'],
    ],
    footerHtml: 'Limmatraum Architekten GmbH · Hardstrasse 219 · 8005 Zürich',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Wohnen, Umbauen, Weiterbauen') + sh.p('<p style="white-space:pre-wrap;">Wir planen Wohnbauten, Umbauten und Aufstockungen in Holzbauweise.</p><p><img src="/s/aufstockung.jpg" srcset="/s/aufstockung.jpg 1x, /s/aufstockung@2x.jpg 2x" alt=""></p>'))],
      '/buero': [
        sh.sec(
          sh.h('Büro') +
            T.sqsSummary(
              sh,
              [
                { n: 'Lukas von Arx', cat: 'Partner', t: 'dipl. Architekt ETH SIA, Gründungspartner' },
                { n: 'Seraina Caduff', cat: 'Partner', t: 'dipl. Architektin FH, Partnerin' },
                { n: 'Reto Bühlmann', cat: 'Team', t: 'Projektleiter' },
                { n: 'Mia', cat: 'Team', t: 'Praktikantin' },
              ],
              'buero',
            ),
        ),
      ],
      '/projekte': [
        sh.sec(
          sh.h('Projekte und Bauherrschaften') +
            sh.p('<ul><li>Aufstockung Wohnhaus Idastrasse — Baugenossenschaft Sonnengarten</li><li>Umbau Schulhaus Milchbuck — Stadt Zürich, Amt für Hochbauten</li><li>Ersatzneubau Rötelstrasse — Familie Gähwiler</li><li>Holzpavillon — Stiftung Werkstatt Wipkingen</li></ul>'),
        ),
      ],
      '/kontakt': [sh.sec(sh.h('Kontakt') + sh.p('<p style="white-space:pre-wrap;">Hardstrasse 219, 8005 Zürich<br>+41 44 272 18 60<br><a href="mailto:buero@buero-limmatraum.ch">buero@buero-limmatraum.ch</a></p><p style="white-space:pre-wrap;">Bewerbungen: <a href="mailto:jobs@buero-limmatraum.ch">jobs@buero-limmatraum.ch</a></p>'))],
    }),
    patterns: ['team-grid', 'builder-squarespace', 'client-list', 'email-mailto', 'junk-asset', 'name-lookalikes'],
    emails: { 'buero@buero-limmatraum.ch': 'generic', 'jobs@buero-limmatraum.ch': 'role' },
    contacts: [
      ['Lukas von Arx', 'dipl. Architekt ETH SIA, Gründungspartner', 'owner'],
      ['Seraina Caduff', 'dipl. Architektin FH, Partnerin', 'owner'],
      ['Reto Bühlmann', 'Projektleiter', 'other'],
      ['Mia', 'Praktikantin', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k045
  {
    id: 'k045-kiezcode-labs-berlin',
    domain: 'kiezcode-labs.de',
    lang: 'de',
    cc: 'DE',
    shell: 'webflow',
    name: 'Kiezcode Labs',
    head: jsonld({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kiezcode Labs GmbH',
      url: 'https://kiezcode-labs.de',
      email: 'buchhaltung@kiezcode-labs.de',
      founder: [
        { '@type': 'Person', name: 'Jonas Reimann', jobTitle: 'Geschäftsführer' },
        { '@type': 'Person', name: 'Leyla Aydın', jobTitle: 'Geschäftsführerin' },
      ],
    }),
    nav: [
      ['/', 'Start'],
      ['/team', 'Team'],
      ['/meetup', 'Meetup'],
      ['/impressum', 'Impressum', 'foot'],
    ],
    scripts: [J.version('gsap@3.12.2', 'dist/gsap.min.js')],
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Software für Kiez und Mittelstand') + sh.p('Wir bauen Web-Apps, Schnittstellen und interne Tools für kleine und mittlere Unternehmen in Berlin. Schreib uns: <a href="mailto:moin@kiezcode-labs.de">moin@kiezcode-labs.de</a>'))],
      '/team': [
        sh.sec(
          sh.h('Das Team') +
            T.wfDyn(
              sh,
              [
                { n: 'Jonas Reimann', t: 'Geschäftsführer · Backend', e: 'jonas@kiezcode-labs.de' },
                { n: 'Leyla Aydın', t: 'Geschäftsführerin · Produkt', e: 'leyla@kiezcode-labs.de' },
                { n: 'Finn Schubert', t: 'Frontend-Entwickler' },
                { n: 'Marie', t: 'Office & Finanzen' },
              ],
              { link: true, roleFirst: true },
            ),
        ),
      ],
      '/meetup': [
        sh.sec(
          sh.h('Kiezcode Meetup #21 — Barrierefreiheit im Web') +
            sh.p('Donnerstag, 18. April, 19 Uhr, in unserem Büro in der Skalitzer Straße. Speaker:innen:') +
            T.wfDyn(sh, [
              { n: 'Dr. Anja Roth', t: 'Accessibility Consultant, a11y Berlin' },
              { n: 'Kemal Şahin', t: 'Senior Frontend Engineer, Zalando' },
              { n: 'Lisa Brenner', t: 'UX-Forscherin, HTW Berlin' },
            ]),
        ),
      ],
      '/impressum': [
        sh.sec(
          sh.h('Impressum') +
            sh.p('<p>Kiezcode Labs GmbH<br>Skalitzer Straße 85<br>10997 Berlin</p><p>Geschäftsführer: Jonas Reimann, Leyla Aydın</p><p>Handelsregister: Amtsgericht Charlottenburg, HRB 201234 B<br>USt-IdNr.: DE321456789</p><p>Kontakt: moin@kiezcode-labs.de</p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-webflow', 'event-speakers', 'jsonld-person', 'email-jsonld', 'email-mailto', 'email-in-person-card', 'legal-notice', 'junk-version'],
    emails: {
      'moin@kiezcode-labs.de': 'generic',
      'buchhaltung@kiezcode-labs.de': 'role',
      'jonas@kiezcode-labs.de': ['person', 'Jonas Reimann'],
      'leyla@kiezcode-labs.de': ['person', 'Leyla Aydın'],
    },
    contacts: [
      ['Jonas Reimann', 'Geschäftsführer · Backend', 'owner'],
      ['Leyla Aydın', 'Geschäftsführerin · Produkt', 'owner'],
      ['Finn Schubert', 'Frontend-Entwickler', 'other'],
      ['Marie', 'Office & Finanzen', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k046
  {
    id: 'k046-fahrschule-elbkurve',
    domain: 'fahrschule-elbkurve.de',
    lang: 'de',
    cc: 'DE',
    shell: 'bootstrap',
    name: 'Fahrschule Elbkurve',
    nav: [
      ['/', 'Start'],
      ['/team.html', 'Team'],
      ['/anmeldung.html', 'Anmeldung'],
      ['/impressum.html', 'Impressum', 'foot'],
    ],
    footerHtml: 'Fahrschule Elbkurve · Max-Brauer-Allee 120 · 22765 Hamburg · <a href="mailto:info@fahrschule-elbkurve.de">info@fahrschule-elbkurve.de</a>',
    pages: (sh) => ({
      '/': [
        sh.sec('<h1 class="display-6">Führerschein in Hamburg-Altona</h1><p class="lead">Klasse B, B197, BE, A1, A2 und A. Theorie montags und mittwochs ab 18:30 Uhr.</p>'),
        sh.sec(
          sh.h('Das sagen unsere Fahrschüler') +
            '<div class="row"><div class="col-md-6"><blockquote class="blockquote"><p>„Super geduldige Fahrlehrer, beim ersten Mal bestanden!“</p><footer class="blockquote-footer">Lena K.</footer></blockquote></div><div class="col-md-6"><blockquote class="blockquote"><p>„Danke an Dennis für die Motorradstunden.“</p><footer class="blockquote-footer">Ole Petersen</footer></blockquote></div></div>',
        ),
      ],
      '/team.html': [
        sh.sec(
          sh.h('Unser Team') +
            T.bsCards(
              sh,
              [
                { n: 'Holger Janssen', t: 'Inhaber & Fahrlehrer (A, BE)', e: 'h.janssen@fahrschule-elbkurve.de' },
                { n: 'Dennis Kowalski', t: 'Fahrlehrer (A, B)' },
                { n: 'Sabine Ehlers', t: 'Büro & Anmeldung' },
              ],
              'col-md-4',
            ),
        ),
      ],
      '/anmeldung.html': [sh.sec(sh.h('Anmeldung') + '<p>Melde dich online an – wir rufen dich zurück.</p>' + form('de', 'ihre@email.de', '/anmeldung.html'))],
      '/impressum.html': [
        sh.sec(
          sh.h('Impressum') +
            '<p>Fahrschule Elbkurve<br>Inhaber: Holger Janssen<br>Max-Brauer-Allee 120<br>22765 Hamburg</p><p>Telefon: 040 389 12 77<br>E-Mail: info@fahrschule-elbkurve.de</p><p>Fahrschulerlaubnis erteilt durch: Landesbetrieb Verkehr Hamburg<br>USt-IdNr.: DE287654321</p>',
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-bootstrap', 'testimonials', 'legal-notice', 'email-footer', 'email-text', 'email-in-person-card', 'junk-placeholder', 'junk-version', 'junk-asset'],
    emails: { 'info@fahrschule-elbkurve.de': 'generic', 'h.janssen@fahrschule-elbkurve.de': ['person', 'Holger Janssen'] },
    contacts: [
      ['Holger Janssen', 'Inhaber & Fahrlehrer (A, BE)', 'owner'],
      ['Dennis Kowalski', 'Fahrlehrer (A, B)', 'other'],
      ['Sabine Ehlers', 'Büro & Anmeldung', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k047
  {
    id: 'k047-bestattungen-leinetal',
    domain: 'bestattungen-leinetal-ruhe.de',
    lang: 'de',
    cc: 'DE',
    shell: 'wordpress',
    name: 'Bestattungshaus Becker',
    nav: [
      ['/', 'Start'],
      ['/traueranzeigen/', 'Traueranzeigen'],
      ['/ueber-uns/', 'Über uns'],
      ['/impressum/', 'Impressum', 'foot'],
    ],
    footerHtml: 'Bestattungshaus Becker · Limmerstraße 102 · 30451 Hannover · Tag und Nacht: 0511 44 92 10',
    pages: (sh) => ({
      '/': [sh.h('Bestattungen in Hannover-Linden') + sh.p('Erd-, Feuer-, See- und Baumbestattungen. Wir kommen zu Ihnen nach Hause und nehmen uns Zeit.')],
      '/traueranzeigen/': [
        sh.h('Traueranzeigen') +
          `<div class="wp-block-group traueranzeige"><h3 class="wp-block-heading">Ingrid Schwarz geb. Meyer</h3><p>* 12. Mai 1936 † 2. März 2024</p><p>In Liebe und Dankbarkeit: Peter und Sabine Schwarz mit Familie. Die Trauerfeier findet am 11. März um 13 Uhr in der Kapelle des Stadtfriedhofs Engesohde statt.</p></div>
<div class="wp-block-group traueranzeige"><h3 class="wp-block-heading">Werner Hoffmann</h3><p>* 3. August 1941 † 28. Februar 2024</p><p>Die Beisetzung erfolgt im engsten Familienkreis.</p></div>`,
      ],
      '/ueber-uns/': [
        sh.h('Über uns') +
          sh.p('Seit 1994 führt Klaus Becker das Bestattungshaus in Linden, das sein Vater Heinz Becker 1968 gegründet hat. Seit 2020 ist auch Tochter Anna Becker mit im Unternehmen und wird es einmal übernehmen.') +
          T.wpFigcaption(sh, [
            { n: 'Klaus Becker', t: 'Bestattermeister, Inhaber' },
            { n: 'Anna Becker', t: 'Geprüfte Bestatterin' },
            { n: 'Thomas Graf', t: 'Trauerredner' },
          ]) +
          sh.p('Sie erreichen uns jederzeit unter 0511 44 92 10 oder per E-Mail an <a href="mailto:info@bestattungen-leinetal-ruhe.de">info@bestattungen-leinetal-ruhe.de</a>.'),
      ],
      '/impressum/': [
        sh.h('Impressum') +
          sh.p('Bestattungshaus Becker<br>Inhaber: Klaus Becker<br>Limmerstraße 102, 30451 Hannover<br>Telefon: 0511 44 92 10<br>E-Mail: <a href="mailto:info@bestattungen-leinetal-ruhe.de">info@bestattungen-leinetal-ruhe.de</a><br>USt-IdNr.: DE115678234<br>Mitglied im Bundesverband Deutscher Bestatter e.V.'),
      ],
    }),
    patterns: ['builder-wordpress', 'obituary', 'about-prose', 'legal-notice', 'team-grid', 'email-mailto', 'junk-asset'],
    emails: { 'info@bestattungen-leinetal-ruhe.de': 'generic' },
    contacts: [
      ['Klaus Becker', 'Bestattermeister, Inhaber', 'owner'],
      ['Anna Becker', 'Geprüfte Bestatterin', 'other'],
      ['Thomas Graf', 'Trauerredner', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k048
  {
    id: 'k048-gewerbeverein-talheim',
    domain: 'gewerbeverein-talheim-mitte.de',
    lang: 'de',
    shell: 'html4',
    name: 'Gewerbeverein Talheim e.V.',
    color: '#5B3A1A',
    side: '#F3EDE4',
    nav: [
      ['/', 'Startseite'],
      ['/vorstand.html', 'Vorstand'],
      ['/mitglieder.html', 'Mitglieder'],
      ['/impressum.html', 'Impressum'],
    ],
    footerHtml: 'Gewerbeverein Talheim e.V. - Hauptstraße 12 - 74388 Talheim',
    pages: (sh) => ({
      '/': [
        sh.h('Willkommen beim Gewerbeverein Talheim') +
          sh.p('Wir sind der Zusammenschluss von Handel, Handwerk, Gastronomie und Dienstleistung in Talheim. Jedes Jahr im September veranstalten wir den Talheimer Herbstmarkt.') +
          sh.p('<font color="#990000">Nächster Stammtisch: Dienstag, 9. April, 19.30 Uhr, Gasthaus Rose</font>'),
      ],
      '/vorstand.html': [
        sh.h('Vorstand') +
          T.html4Table(
            sh,
            [
              { n: 'Ulrich Maier', t: '1. Vorsitzender', e: 'vorstand@gewerbeverein-talheim-mitte.de' },
              { n: 'Petra Schäfer', t: '2. Vorsitzende', ext: '&nbsp;' },
              { n: 'Jürgen Weiß', t: 'Kassierer', ext: '&nbsp;' },
              { n: 'Carina Vogt', t: 'Schriftführerin', ext: '&nbsp;' },
            ],
            ['Name', 'Funktion', 'E-Mail'],
            '#5B3A1A',
          ),
      ],
      '/mitglieder.html': [
        sh.h('Unsere Mitglieder') +
          `<table width="100%" border="0" cellpadding="3">
<tr><td><b>Betrieb</b></td><td><b>Ansprechpartner</b></td><td><b>Branche</b></td></tr>
<tr><td>Bäckerei Kübler</td><td>Hans Kübler</td><td>Bäckerei</td></tr>
<tr><td>Maier Elektrotechnik</td><td>Ulrich Maier</td><td>Elektro</td></tr>
<tr><td>Gasthaus Rose</td><td>Familie Ostertag</td><td>Gastronomie</td></tr>
<tr><td>Friseursalon Haarmonie</td><td>Sandra Lutz</td><td>Friseur</td></tr>
<tr><td>Autohaus Stäbler</td><td>Michael Stäbler</td><td>Kfz</td></tr>
<tr><td>Weingut Schäfer</td><td>Petra Schäfer</td><td>Weinbau</td></tr>
<tr><td>Schreinerei Dolde</td><td>Frank Dolde</td><td>Handwerk</td></tr>
<tr><td>Apotheke am Rathaus</td><td>Dr. Sigrid Hahn</td><td>Apotheke</td></tr>
<tr><td>Versicherungsbüro Weiß</td><td>Jürgen Weiß</td><td>Versicherungen</td></tr>
<tr><td>Blumen Ziegler</td><td>Anja Ziegler</td><td>Floristik</td></tr>
</table>`,
      ],
      '/impressum.html': [
        sh.h('Impressum') +
          sh.p('Gewerbeverein Talheim e.V.<br>Hauptstraße 12, 74388 Talheim<br>Vertreten durch den Vorstand: Ulrich Maier (1. Vorsitzender), Petra Schäfer (2. Vorsitzende)<br>Registergericht: Amtsgericht Stuttgart, VR 100234<br>E-Mail: info@gewerbeverein-talheim-mitte.de'),
      ],
    }),
    patterns: ['hand-written', 'team-table', 'directory', 'legal-notice', 'email-mailto', 'email-text', 'name-lookalikes'],
    emails: { 'vorstand@gewerbeverein-talheim-mitte.de': 'role', 'info@gewerbeverein-talheim-mitte.de': 'generic' },
    contacts: [
      ['Ulrich Maier', '1. Vorsitzender', 'owner'],
      ['Petra Schäfer', '2. Vorsitzende', 'other'],
      ['Jürgen Weiß', 'Kassierer', 'other'],
      ['Carina Vogt', 'Schriftführerin', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k049
  {
    id: 'k049-elektro-kranz-leipzig',
    domain: 'elektro-kranz-funke.de',
    lang: 'de',
    shell: 'broken',
    name: 'Elektro Kranz GmbH',
    nav: [
      ['/', 'Start'],
      ['/team.php', 'Team'],
      ['/impressum.php', 'Impressum'],
    ],
    footerHtml: 'Elektro Kranz GmbH - Georg-Schwarz-Straße 55 - 04179 Leipzig - Tel. 0341 480 22 61',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Elektro Kranz - Ihr Elektriker in Leipzig-Leutzsch') +
            sh.p('Elektroinstallation, E-Check, Wallboxen, Photovoltaik und Smart Home. Meisterbetrieb seit 1991.') +
            '<p>Notdienst: 0171 555 2261<br>Mail: info(at)elektro-kranz-funke.de',
        ),
      ],
      '/team.php': [
        sh.sec(
          sh.h('Unser Team') +
            T.altOnly(sh, [
              { n: 'Uwe Kranz', t: 'Elektromeister, Geschäftsführer' },
              { n: 'Sebastian Funke', t: 'Elektromeister, Photovoltaik', e: 'funke@elektro-kranz-funke.de' },
              { n: 'Ramona Kranz', t: 'Büro / Buchhaltung' },
              { n: 'Paul Lehmann', t: 'Azubi 2. Lehrjahr' },
            ]) +
            '</div></div>',
        ),
      ],
      '/impressum.php': [
        sh.sec(
          sh.h('Impressum') +
            '<p>Elektro Kranz GmbH<br>Georg-Schwarz-Straße 55<br>04179 Leipzig<p>Geschäftsführer: Uwe Kranz<br>Amtsgericht Leipzig HRB 12345<br>USt-ID DE141234567<p>E-Mail: info(at)elektro-kranz-funke.de<br>Handwerkskammer zu Leipzig, Eintragung in die Handwerksrolle',
        ),
      ],
    }),
    patterns: ['broken-markup', 'team-grid', 'legal-notice', 'name-lookalikes', 'email-obfuscated', 'email-mailto', 'email-in-person-card'],
    emails: { 'info@elektro-kranz-funke.de': 'generic', 'funke@elektro-kranz-funke.de': ['person', 'Sebastian Funke'] },
    contacts: [
      ['Uwe Kranz', 'Elektromeister, Geschäftsführer', 'owner'],
      ['Sebastian Funke', 'Elektromeister, Photovoltaik', 'other'],
      ['Ramona Kranz', 'Büro / Buchhaltung', 'operations'],
      ['Paul Lehmann', 'Azubi 2. Lehrjahr', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k050
  {
    id: 'k050-physio-murufer-graz',
    domain: 'physio-murufer-balance.at',
    lang: 'de',
    cc: 'AT',
    shell: 'html5',
    name: 'Physio am Murufer',
    nav: [
      ['/', 'Start'],
      ['/ueber-uns/', 'Über uns'],
      ['/impressum/', 'Impressum', 'foot'],
    ],
    footerHtml: 'Physio am Murufer · Lendkai 23 · 8020 Graz · <a href="mailto:termine@physio-murufer-balance.at">termine@physio-murufer-balance.at</a>',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Physiotherapie in Graz-Lend') + sh.p('Orthopädische Physiotherapie, Manualtherapie, Lymphdrainage und Beckenbodentraining. Alle Kassen (Wahltherapeuten).'))],
      '/ueber-uns/': [
        sh.sec(
          sh.h('Über uns') +
            `<div class="owner" itemscope itemtype="https://schema.org/Person">
  <img src="/assets/img/theresa.jpg" alt="" width="260" height="320">
  <p>Die Praxis wurde 2014 von <span itemprop="name">Theresa Gruber, MSc</span> gegründet, <span itemprop="jobTitle">Physiotherapeutin und Praxisleiterin</span>. Sie erreichen sie direkt unter <a itemprop="email" href="mailto:t.gruber@physio-murufer-balance.at">t.gruber@physio-murufer-balance.at</a>.</p>
</div>`,
          'ueber-uns',
        ),
        sh.sec(
          '<h2>Team</h2>\n' +
            T.dlNameTitle(sh, [
              { n: 'Lukas Steiner', t: 'Physiotherapeut, Sportphysiotherapie' },
              { n: 'Katrin Hofbauer', t: 'Physiotherapeutin, Beckenboden & Lymphdrainage' },
              { n: 'Elif', t: 'Empfang' },
            ]),
        ),
      ],
      '/impressum/': [
        sh.sec(
          sh.h('Impressum') +
            sh.p('Physio am Murufer – Theresa Gruber, MSc<br>Freiberufliche Physiotherapeutin<br>Lendkai 23, 8020 Graz<br>Berufsbezeichnung: Physiotherapeutin (verliehen in Österreich), eingetragen im Gesundheitsberuferegister<br>E-Mail: termine@physio-murufer-balance.at'),
        ),
      ],
    }),
    patterns: ['hand-written', 'definition-list', 'microdata-person', 'about-prose', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer'],
    emails: { 'termine@physio-murufer-balance.at': 'role', 't.gruber@physio-murufer-balance.at': ['person', 'Theresa Gruber'] },
    contacts: [
      ['Theresa Gruber', 'Physiotherapeutin und Praxisleiterin', 'owner'],
      ['Lukas Steiner', 'Physiotherapeut, Sportphysiotherapie', 'other'],
      ['Katrin Hofbauer', 'Physiotherapeutin, Beckenboden & Lymphdrainage', 'other'],
      ['Elif', 'Empfang', 'other'],
    ],
  },
];
