import { T, J, form, jsonld, ent, entx } from './_engine.mjs';

export default [
  // ---------------------------------------------------------------- k031
  {
    id: 'k031-cabinet-rhodanie-expertise',
    domain: 'rhodanie-chiffres.fr',
    lang: 'fr',
    cc: 'FR',
    shell: 'elementor',
    name: 'Rhodanie Expertise Comptable',
    nav: [
      ['/', 'Accueil'],
      ['/le-cabinet/', 'Le cabinet'],
      ['/contact/', 'Contact'],
      ['/mentions-legales/', 'Mentions légales', 'foot'],
    ],
    agency: ['Studio Canut Web', 'contact@studiocanutweb.fr', 'https://studiocanutweb.fr'],
    footerHtml: '27 quai Saint-Antoine, 69002 Lyon · 04 78 42 19 66',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Expert-comptable à Lyon pour les TPE, artisans et professions libérales', 1) + sh.p('Tenue comptable, bilan, liasse fiscale, social et paie, création d\'entreprise.')),
        sh.sec(null, [sh.h('Création', 3) + sh.p('Choix du statut, prévisionnel, immatriculation.'), sh.h('Comptabilité', 3) + sh.p('Bilan annuel et situations intermédiaires.'), sh.h('Social', 3) + sh.p('Bulletins de paie et déclarations DSN.')]),
      ],
      '/le-cabinet/': [
        sh.sec(sh.h('Le cabinet', 1) + sh.p('Inscrit au tableau de l\'Ordre des experts-comptables de la région Auvergne-Rhône-Alpes, le cabinet accompagne plus de 250 entreprises de la métropole lyonnaise.')),
        T.elemColumns(sh, [
          { n: 'Laurent Dubreuil', t: 'Expert-comptable associé, gérant', e: 'l.dubreuil@rhodanie-chiffres.fr', alt: 'Laurent Dubreuil, expert-comptable' },
          { n: 'Claire Fontaine-Morel', t: 'Expert-comptable associée', e: 'c.fontaine-morel@rhodanie-chiffres.fr' },
          { n: 'Mehdi Benali', t: 'Chef de mission' },
          { n: 'Sandrine', t: 'Assistante de direction' },
        ]),
      ],
      '/contact/': [
        sh.sec(
          sh.h('Contact', 1) +
            sh.p('Prenez rendez-vous au 04 78 42 19 66 ou par e-mail : <a href="mailto:contact@rhodanie-chiffres.fr">contact@rhodanie-chiffres.fr</a>') +
            sh.widget('form', form('fr', 'votre@adresse.fr', '/contact/')),
        ),
      ],
      '/mentions-legales/': [
        sh.sec(
          sh.h('Mentions légales', 1) +
            sh.p(
              '<p><strong>Éditeur du site</strong><br>SARL Rhodanie Expertise Comptable, au capital de 20 000 €<br>RCS Lyon 812 345 678 – N° TVA FR12812345678<br>Siège : 27 quai Saint-Antoine, 69002 Lyon<br>Société inscrite au tableau de l\'Ordre des experts-comptables</p><p><strong>Directeur de la publication :</strong> Laurent Dubreuil, gérant</p><p><strong>Hébergement :</strong> OVH SAS, 2 rue Kellermann, 59100 Roubaix</p>',
            ),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-elementor', 'legal-notice', 'email-mailto', 'email-in-person-card', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    emails: {
      'contact@rhodanie-chiffres.fr': 'generic',
      'l.dubreuil@rhodanie-chiffres.fr': ['person', 'Laurent Dubreuil'],
      'c.fontaine-morel@rhodanie-chiffres.fr': ['person', 'Claire Fontaine-Morel'],
    },
    contacts: [
      ['Laurent Dubreuil', 'Expert-comptable associé, gérant', 'owner'],
      ['Claire Fontaine-Morel', 'Expert-comptable associée', 'owner'],
      ['Mehdi Benali', 'Chef de mission', 'other'],
      ['Sandrine', 'Assistante de direction', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k032
  {
    id: 'k032-bistrot-garonne-vigne',
    domain: 'bistrotgaronne-vigne.fr',
    lang: 'fr',
    cc: 'FR',
    shell: 'divi',
    name: 'Le Bistrot de la Garonne',
    nav: [
      ['/', 'Accueil'],
      ['/la-carte/', 'La carte'],
      ['/l-equipe/', "L'équipe"],
      ['/reserver/', 'Réserver'],
    ],
    footerHtml: '14 quai Richelieu, 33000 Bordeaux · 05 56 44 21 08 · Ouvert du mardi au samedi',
    scripts: [J.version('jquery@3.6.0', 'dist/jquery.min.js')],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.p('<h1>Cuisine de marché, vins du Sud-Ouest</h1><p>Un bistrot sur les quais, une ardoise qui change chaque semaine.</p>')),
        sh.sec(
          sh.p(
            '<h3>Ils en parlent</h3><p>« La meilleure tête de veau de Bordeaux, service adorable. » — <em>Jean-Pierre L., avis Google</em></p><p>« Carte des vins remarquable, merci Élodie pour les conseils ! » — <em>Margaux et Thomas</em></p>',
          ),
        ),
      ],
      '/la-carte/': [
        sh.sec(
          sh.h('La carte') +
            sh.p('<p><strong>Entrées</strong> — Œuf parfait, crème de cèpes · Huîtres du Cap Ferret · Terrine de campagne du Père Lafon</p><p><strong>Plats</strong> — Pavé de bœuf Rossini · Lamproie à la bordelaise · Dos de merlu, beurre blanc</p><p><strong>Desserts</strong> — Canelés de la Maison Baillardran · Tarte Tatin · Pain perdu brioché</p>'),
        ),
      ],
      '/l-equipe/': [
        `<div class="et_pb_section et_pb_section_2 et_section_regular"><div class="et_pb_row et_pb_row_2 et_pb_equal_columns">
<div class="et_pb_column et_pb_column_1_3 et_pb_column_3"><div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img decoding="async" src="/wp-content/uploads/2023/04/julien.jpg" alt="" class="et-waypoint et_pb_animation_top" /></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Chef &amp; propriétaire</span></h4><div class="et_pb_blurb_description"><p><strong>Julien Marchetti</strong></p><p>Passé par les cuisines du Chapon Fin, Julien a repris le Bistrot en 2015.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3 et_pb_column_4"><div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img decoding="async" src="/wp-content/uploads/2023/04/elodie.jpg" alt="" /></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Salle &amp; vins</span></h4><div class="et_pb_blurb_description"><p><strong>Élodie Marchetti</strong></p><p>Sommelière, elle a constitué une cave de 300 références.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3 et_pb_column_5 et-last-child"><div class="et_pb_module et_pb_blurb et_pb_blurb_2 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img decoding="async" src="/wp-content/uploads/2023/04/kevin.jpg" alt="" /></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Second de cuisine</span></h4><div class="et_pb_blurb_description"><p><strong>Kévin Lemaire</strong></p></div></div></div></div></div>
</div></div>`,
      ],
      '/reserver/': [
        sh.sec(sh.h('Réserver') + sh.p('<p>Par téléphone au 05 56 44 21 08 (de 10 h à 23 h), ou par e-mail : <strong>reservation [at] bistrotgaronne-vigne [point] fr</strong>.</p><p>Groupes à partir de 10 personnes : merci de nous écrire.</p>')),
      ],
    }),
    patterns: ['team-grid', 'builder-divi', 'testimonials', 'name-lookalikes', 'email-obfuscated', 'junk-version'],
    emails: { 'reservation@bistrotgaronne-vigne.fr': 'role' },
    contacts: [
      ['Julien Marchetti', 'Chef & propriétaire', 'owner'],
      ['Élodie Marchetti', 'Salle & vins', 'other'],
      ['Kévin Lemaire', 'Second de cuisine', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k033
  {
    id: 'k033-fleurs-sablon-atelier',
    domain: 'fleurs-sablon-atelier.be',
    lang: 'fr',
    cc: 'BE',
    shell: 'wix',
    name: 'Atelier Fleurs du Sablon',
    nav: [
      ['/', 'Accueil'],
      ['/l-atelier', "L'atelier"],
      ['/mentions-legales', 'Mentions légales'],
    ],
    footerHtml: 'Rue des Minimes 19, 1000 Bruxelles · +32 2 512 48 90',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Fleurs de saison au cœur du Sablon') + sh.p('Bouquets, compositions pour événements, abonnements floraux pour les entreprises et deuil.\n\nOuvert du mardi au samedi, de 9 h 30 à 18 h 30.'))],
      '/l-atelier': [
        (() => {
          sh.at(40);
          const intro =
            sh.h("L'atelier") +
            sh.p("L'Atelier Fleurs du Sablon a été fondé en 2011 par Sophie Vandenberghe, après quinze ans chez un grand fleuriste de l'avenue Louise. Nous travaillons avec des producteurs belges dès que la saison le permet.");
          const people = T.wixRows(
            sh,
            [
              { n: 'Sophie Vandenberghe', t: 'Fondatrice & fleuriste', imgName: 'sophie-atelier.jpg' },
              { n: 'Nicolas Dumont', t: 'Événements & mariages', imgName: 'nico.jpg' },
              { n: 'Amélie Renard', t: 'Fleuriste', imgName: 'amelie.jpg' },
            ],
            sh.getTop() + 20,
          );
          sh.at(sh.getTop() + 420);
          return sh.sec(intro + '\n' + people + '\n' + sh.p('Pour toute demande : fleursdusablon@gmail.com'));
        })(),
      ],
      '/mentions-legales': [
        sh.sec(
          sh.h('Mentions légales') +
            sh.p('Atelier Fleurs du Sablon SRL · Rue des Minimes 19, 1000 Bruxelles · BCE 0712.345.678 · TVA BE0712345678\n\nÉditeur responsable : Sophie Vandenberghe\n\nHébergement : Wix.com Ltd., 40 Namal Tel Aviv St., Tel Aviv 6350671, Israël'),
        ),
      ],
    }),
    patterns: ['builder-wix', 'team-grid', 'about-prose', 'legal-notice', 'email-text', 'junk-platform'],
    emails: { 'fleursdusablon@gmail.com': 'generic' },
    contacts: [
      ['Sophie Vandenberghe', 'Fondatrice & fleuriste', 'owner'],
      ['Nicolas Dumont', 'Événements & mariages', 'other'],
      ['Amélie Renard', 'Fleuriste', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k034
  {
    id: 'k034-atelier-leman-volumes',
    domain: 'atelierleman-volumes.ch',
    lang: 'fr',
    cc: 'CH',
    tz: 'Europe/Zurich',
    shell: 'squarespace',
    name: 'Atelier Léman Volumes',
    nav: [
      ['/', 'Accueil'],
      ['/atelier', 'Atelier'],
      ['/references', 'Références'],
      ['/contact', 'Contact'],
    ],
    footerHtml: 'Rue des Eaux-Vives 88, 1207 Genève · +41 22 735 12 40',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Architecture et transformation') + sh.p('<p style="white-space:pre-wrap;">Logements collectifs, surélévations et rénovations énergétiques dans le bassin lémanique.</p><p><img src="/s/chantier.jpg" srcset="/s/chantier.jpg 1x, /s/chantier@2x.jpg 2x" alt=""></p>')),
      ],
      '/atelier': [
        sh.sec(
          sh.h('Atelier') +
            sh.p('<p style="white-space:pre-wrap;">Fondé en 2009, l\'atelier réunit aujourd\'hui huit architectes et dessinateurs.</p>') +
            T.sqsImageCaption(sh, [
              { n: 'Jean-Baptiste de Montmollin', t: 'Architecte EPFL, associé fondateur', e: 'jb.demontmollin@atelierleman-volumes.ch' },
              { n: 'Nadia Berset', t: 'Architecte HES, associée' },
              { n: 'Yann Python', t: 'Chef de projet' },
            ]),
        ),
      ],
      '/references': [
        sh.sec(
          sh.h('Maîtres d\'ouvrage') +
            sh.p('<ul><li>Coopérative d\'habitation Les Ailes</li><li>Fondation Clos-Voltaire</li><li>Ville de Carouge</li><li>Régie Moser &amp; Fils SA</li><li>Hôpital de la Tour</li></ul>'),
        ),
      ],
      '/contact': [sh.sec(sh.h('Contact') + sh.p('<p style="white-space:pre-wrap;"><a href="mailto:atelier@atelierleman-volumes.ch">atelier@atelierleman-volumes.ch</a><br>+41 22 735 12 40</p>'))],
    }),
    patterns: ['team-grid', 'builder-squarespace', 'client-list', 'email-mailto', 'email-in-person-card', 'junk-asset', 'name-lookalikes'],
    emails: { 'atelier@atelierleman-volumes.ch': 'generic', 'jb.demontmollin@atelierleman-volumes.ch': ['person', 'Jean-Baptiste de Montmollin'] },
    contacts: [
      ['Jean-Baptiste de Montmollin', 'Architecte EPFL, associé fondateur', 'owner'],
      ['Nadia Berset', 'Architecte HES, associée', 'owner'],
      ['Yann Python', 'Chef de projet', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k035
  {
    id: 'k035-ruche-evenements-paris',
    domain: 'ruche-evenements-paris.fr',
    lang: 'fr',
    cc: 'FR',
    shell: 'webflow',
    name: 'La Ruche Événements',
    head: jsonld({
      '@context': 'https://schema.org',
      '@type': 'EventPlanner',
      name: 'La Ruche Événements',
      url: 'https://ruche-evenements-paris.fr',
      email: 'devis@ruche-evenements-paris.fr',
      telephone: '+33 1 42 71 55 20',
      founder: { '@type': 'Person', name: 'Camille Aubert-Lefèvre', jobTitle: 'Fondatrice et directrice générale' },
      address: { '@type': 'PostalAddress', streetAddress: '46 rue de Turenne', postalCode: '75003', addressLocality: 'Paris' },
    }),
    nav: [
      ['/', 'Accueil'],
      ['/agence', "L'agence"],
      ['/rencontres-2024', 'Rencontres 2024'],
      ['/mentions-legales', 'Mentions légales', 'foot'],
    ],
    scripts: [J.version('swiper@11', 'swiper-bundle.min.js')],
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Séminaires, lancements et soirées d\'entreprise') + sh.p('De 30 à 800 invités, à Paris et en Île-de-France. Écrivez-nous : <a href="mailto:bonjour@ruche-evenements-paris.fr">bonjour@ruche-evenements-paris.fr</a>'))],
      '/agence': [
        sh.sec(
          sh.h("L'agence") +
            T.wfDyn(sh, [
              { n: 'Camille Aubert-Lefèvre', t: 'Fondatrice et directrice générale', e: 'camille@ruche-evenements-paris.fr' },
              { n: 'Hugo Nguyen', t: 'Directeur de production' },
              { n: 'Inès Boukhari', t: 'Chargée de communication' },
              { n: 'Théo', t: 'Chef de projet' },
            ]),
        ),
      ],
      '/rencontres-2024': [
        sh.sec(
          sh.h('Les Rencontres de l\'événementiel responsable — 23 mai 2024') +
            sh.p('Une journée de conférences organisée par La Ruche au Carreau du Temple. Intervenants :') +
            T.wfDyn(sh, [
              { n: 'Pr Étienne Garnier', t: 'Sciences Po, chaire Développement durable' },
              { n: 'Sarah Cohen', t: 'Directrice RSE, Groupe Lumière Hôtels' },
              { n: 'Baptiste Morel', t: 'Fondateur, Ecotable' },
            ]),
        ),
      ],
      '/mentions-legales': [
        sh.sec(
          sh.h('Mentions légales') +
            sh.p('<p>La Ruche Événements SAS, capital 10 000 €, RCS Paris 901 234 567, 46 rue de Turenne, 75003 Paris.</p><p>Directrice de la publication : Camille Aubert-Lefèvre.</p><p>Hébergeur : Webflow, Inc., 398 11th Street, San Francisco, CA 94103, USA.</p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-webflow', 'event-speakers', 'jsonld-person', 'email-jsonld', 'email-mailto', 'email-in-person-card', 'legal-notice', 'junk-version'],
    emails: {
      'bonjour@ruche-evenements-paris.fr': 'generic',
      'devis@ruche-evenements-paris.fr': 'role',
      'camille@ruche-evenements-paris.fr': ['person', 'Camille Aubert-Lefèvre'],
    },
    contacts: [
      ['Camille Aubert-Lefèvre', 'Fondatrice et directrice générale', 'owner'],
      ['Hugo Nguyen', 'Directeur de production', 'operations'],
      ['Inès Boukhari', 'Chargée de communication', 'marketing'],
      ['Théo', 'Chef de projet', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k036
  {
    id: 'k036-autoecole-beffroi-lille',
    domain: 'autoecole-beffroi-conduite.fr',
    lang: 'fr',
    cc: 'FR',
    shell: 'bootstrap',
    name: 'Auto-École du Beffroi',
    nav: [
      ['/', 'Accueil'],
      ['/formations.html', 'Formations'],
      ['/equipe.html', 'Équipe'],
      ['/mentions-legales.html', 'Mentions légales', 'foot'],
    ],
    footerHtml: '112 rue Solférino, 59000 Lille · 03 20 57 33 14 · <a href="mailto:accueil@autoecole-beffroi-conduite.fr">accueil@autoecole-beffroi-conduite.fr</a>',
    pages: (sh) => ({
      '/': [
        sh.sec('<h1 class="display-6">Permis B, conduite accompagnée et permis moto à Lille</h1><p class="lead">Taux de réussite 2023 : 78 % au premier passage. Financement CPF accepté.</p>'),
        sh.sec(
          sh.h('Avis de nos élèves') +
            '<div class="row"><div class="col-md-4"><div class="card card-body"><p>« Moniteurs patients, j\'ai eu mon permis du premier coup ! »</p><p class="text-muted mb-0">— Léa D., permis B obtenu en mars</p></div></div><div class="col-md-4"><div class="card card-body"><p>« Merci Karim pour la moto, top. »</p><p class="text-muted mb-0">— Yanis B.</p></div></div><div class="col-md-4"><div class="card card-body"><p>« Bonne organisation des leçons. »</p><p class="text-muted mb-0">— Pauline Vasseur</p></div></div></div>',
        ),
        sh.sec(sh.h('Newsletter') + '<form class="d-flex gap-2"><input type="email" class="form-control" placeholder="votre@adresse.fr"><button class="btn btn-primary">OK</button></form>'),
      ],
      '/formations.html': [sh.sec(sh.h('Formations') + '<ul><li>Permis B (boîte manuelle / automatique)</li><li>AAC dès 15 ans</li><li>Permis A2</li><li>Stage code accéléré</li></ul>')],
      '/equipe.html': [
        sh.sec(
          sh.h('Notre équipe') +
            T.bsCards(sh, [
              { n: 'Nathalie Deschamps', t: 'Gérante', bio: 'Exploitante de l\'auto-école depuis 2008.' },
              { n: 'Karim Haddad', t: 'Moniteur auto et moto' },
              { n: 'Bertrand Leclercq', t: 'Moniteur' },
              { n: 'Julie', t: 'Secrétariat' },
            ]),
        ),
      ],
      '/mentions-legales.html': [
        sh.sec(
          sh.h('Mentions légales') +
            '<p>Auto-École du Beffroi – SARL au capital de 8 000 € – RCS Lille Métropole 498 765 432 – Agrément préfectoral n° E 08 059 1234 0.</p><p>Responsable de la publication : Nathalie Deschamps.</p><p>Hébergeur : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>',
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-bootstrap', 'testimonials', 'legal-notice', 'email-footer', 'junk-placeholder', 'junk-version', 'junk-asset'],
    emails: { 'accueil@autoecole-beffroi-conduite.fr': 'generic' },
    contacts: [
      ['Nathalie Deschamps', 'Gérante', 'owner'],
      ['Karim Haddad', 'Moniteur auto et moto', 'other'],
      ['Bertrand Leclercq', 'Moniteur', 'other'],
      ['Julie', 'Secrétariat', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k037
  {
    id: 'k037-pompes-funebres-erdre',
    domain: 'pf-erdre-memoire.fr',
    lang: 'fr',
    cc: 'FR',
    shell: 'wordpress',
    name: 'Pompes Funèbres de l\'Erdre',
    nav: [
      ['/', 'Accueil'],
      ['/avis-de-deces/', 'Avis de décès'],
      ['/qui-sommes-nous/', 'Qui sommes-nous'],
      ['/mentions-legales/', 'Mentions légales', 'foot'],
    ],
    footerHtml: '8 rue de la Bastille, 44000 Nantes · 02 40 20 61 77 (24h/24) · <a href="mailto:contact@pf-erdre-memoire.fr">contact@pf-erdre-memoire.fr</a>',
    pages: (sh) => ({
      '/': [sh.h('Pompes funèbres et marbrerie à Nantes') + sh.p('Organisation des obsèques, contrats obsèques, monuments et entretien de sépultures. Permanence 24h/24 et 7j/7.')],
      '/avis-de-deces/': [
        sh.h('Avis de décès') +
          `<div class="wp-block-group avis"><h3 class="wp-block-heading">Madame Jacqueline Guérin, née Bouvier</h3><p>Survenu le 4 mars 2024 à Nantes, dans sa 91e année. Les obsèques seront célébrées le vendredi 8 mars à 14 h 30 en l'église Saint-Similien. De la part de Michel et Anne Guérin, ses enfants.</p></div>
<div class="wp-block-group avis"><h3 class="wp-block-heading">Monsieur Yves Le Bihan</h3><p>Décédé le 2 mars 2024 à l'âge de 74 ans. Cérémonie civile au crématorium de Nantes, mardi 7 mars à 10 h.</p></div>
<div class="wp-block-group avis"><h3 class="wp-block-heading">Monsieur Pierre-Henri de Kerangal</h3><p>Décédé le 29 février 2024. Inhumation au cimetière Miséricorde.</p></div>`,
      ],
      '/qui-sommes-nous/': [
        sh.h('Une entreprise familiale nantaise') +
          sh.p('Créée en 1961 par Marcel Rivière, la maison a été reprise en 1990 par son gendre, Alain Chauvet. Depuis 2017, ce sont ses deux enfants qui sont à la tête de l\'entreprise :') +
          T.wpMediaText(sh, [
            { n: 'Stéphanie Chauvet', t: 'Co-gérante, conseillère funéraire', bio: 'Elle accompagne les familles dans l\'organisation des obsèques.' },
            { n: 'Olivier Chauvet', t: 'Co-gérant, maître de cérémonie' },
          ]) +
          sh.p('Ils sont entourés de :') +
          T.paras(sh, [
            { n: 'Françoise Lemoine', t: 'assistante funéraire' },
            { n: 'Guillaume Tessier', t: 'porteur et chauffeur' },
          ]),
      ],
      '/mentions-legales/': [
        sh.h('Mentions légales') +
          sh.p('Pompes Funèbres de l\'Erdre – SARL au capital de 30 000 € – RCS Nantes 345 678 901 – Habilitation préfectorale n° 23-44-0123.<br>Siège : 8 rue de la Bastille, 44000 Nantes.<br>Directeur de la publication : Olivier Chauvet.'),
      ],
    }),
    patterns: ['builder-wordpress', 'obituary', 'about-prose', 'legal-notice', 'team-grid', 'email-mailto', 'email-footer', 'junk-asset'],
    emails: { 'contact@pf-erdre-memoire.fr': 'generic' },
    contacts: [
      ['Stéphanie Chauvet', 'Co-gérante, conseillère funéraire', 'owner'],
      ['Olivier Chauvet', 'Co-gérant, maître de cérémonie', 'owner'],
      ['Françoise Lemoine', 'assistante funéraire', 'other'],
      ['Guillaume Tessier', 'porteur et chauffeur', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k038
  {
    id: 'k038-commercants-vieil-annecy',
    domain: 'commercants-vieilannecy-lac.fr',
    lang: 'fr',
    shell: 'html4',
    name: 'Association des Commerçants du Vieil Annecy',
    color: '#2E5E4E',
    side: '#E6F0EC',
    nav: [
      ['/', 'Accueil'],
      ['/bureau.html', 'Le bureau'],
      ['/adherents.html', 'Nos adhérents'],
    ],
    footerHtml: 'ACVA - Association loi 1901 - 3 passage de l\'Île, 74000 Annecy',
    pages: (sh) => ({
      '/': [
        sh.h('Bienvenue') +
          sh.p('L\'association regroupe les commerçants, artisans et restaurateurs de la vieille ville d\'Annecy. Nous organisons la braderie de juin, les nocturnes d\'été et le marché de Noël du quai de l\'Évêché.') +
          sh.p('Contact : acva.annecy@orange.fr'),
      ],
      '/bureau.html': [
        sh.h('Le bureau 2024') +
          T.html4Table(
            sh,
            [
              { n: 'Gérard Perrillat', t: 'Président' },
              { n: 'Véronique Duret', t: 'Trésorière' },
              { n: 'Matthieu Gay', t: 'Secrétaire' },
            ],
            ['Nom', 'Fonction'],
            '#2E5E4E',
          ),
      ],
      '/adherents.html': [
        sh.h('Nos adhérents') +
          `<table width="100%" cellpadding="3" border="0">
<tr><td><b>Commerce</b></td><td><b>Gérant(e)</b></td><td><b>Rue</b></td></tr>
<tr><td>Fromagerie Pierre Gay</td><td>Pierre Gay</td><td>rue Filaterie</td></tr>
<tr><td>Le Fidèle Berger (salon de thé)</td><td>Sylvie Moret</td><td>rue Royale</td></tr>
<tr><td>Coutellerie du Thiou</td><td>Patrick Bouchet</td><td>quai Perrière</td></tr>
<tr><td>Librairie des Canaux</td><td>Anne-Sophie Burnier</td><td>rue Sainte-Claire</td></tr>
<tr><td>Chocolaterie Meyer</td><td>Lucas Meyer</td><td>rue Perrière</td></tr>
<tr><td>Savonnerie du Lac</td><td>Émilie Pasquier</td><td>passage de l'Île</td></tr>
<tr><td>Restaurant L'Étage</td><td>Denis Favre</td><td>rue du Pâquier</td></tr>
<tr><td>Boutique Jeanne &amp; Lou</td><td>Jeanne Rey</td><td>rue Sainte-Claire</td></tr>
<tr><td>Opticien Vision Lac</td><td>Karine Mugnier</td><td>rue Royale</td></tr>
</table>`,
      ],
    }),
    patterns: ['hand-written', 'team-table', 'directory', 'email-text', 'name-lookalikes'],
    emails: { 'acva.annecy@orange.fr': 'generic' },
    contacts: [
      ['Gérard Perrillat', 'Président', 'owner'],
      ['Véronique Duret', 'Trésorière', 'other'],
      ['Matthieu Gay', 'Secrétaire', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k039
  {
    id: 'k039-plomberie-calanque',
    domain: 'plomberie-calanque-depannage.fr',
    lang: 'fr',
    shell: 'broken',
    name: 'Calanque Dépannage',
    nav: [
      ['/', 'Accueil'],
      ['/tarifs.html', 'Tarifs'],
      ['/devis.html', 'Devis gratuit'],
      ['/mentions.html', 'Mentions légales'],
    ],
    footerHtml: 'Calanque Dépannage - Marseille et Aubagne - 04 91 22 80 45 - 7j/7',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Plombier à Marseille - intervention en 1h') +
            sh.p('Fuite d\'eau, WC bouché, chauffe-eau en panne, débouchage canalisation. Devis gratuit, paiement CB.') +
            '<div class=avis><h3>Avis clients</h3><p>"Intervention rapide un dimanche soir, prix annoncé respecté" <b>Sébastien R. (13008)</b>\n<p>"Très pro, je recommande" <b>Mme Giraud</b>\n</div>',
        ),
      ],
      '/tarifs.html': [sh.sec(sh.h('Tarifs') + '<table border=1><tr><td>Déplacement<td>39 €<tr><td>Débouchage WC<td>à partir de 89 €<tr><td>Remplacement chauffe-eau 200 L<td>sur devis</table>')],
      '/devis.html': [sh.sec(sh.h('Demande de devis') + '<p>Appelez le 04 91 22 80 45 ou remplissez le formulaire :' + form('fr', 'votre@adresse.fr', '/devis.html') + '</div>')],
      '/mentions.html': [
        sh.sec(
          sh.h('Mentions légales') +
            '<p>Calanque Dépannage SAS - capital 5 000 € - RCS Marseille 889 123 456 - siège : 21 boulevard Chave, 13005 Marseille<p>Hébergement : Hostinger International Ltd, 61 Lordou Vironos Street, 6023 Larnaca, Chypre<p>Crédits photos : Freepik',
        ),
      ],
    }),
    patterns: ['broken-markup', 'no-email', 'testimonials', 'junk-placeholder'],
    emails: {},
    contacts: [],
  },
  // ---------------------------------------------------------------- k040
  {
    id: 'k040-cabinet-dentaire-meuse',
    domain: 'dentiste-meuse-sourire.be',
    lang: 'fr',
    cc: 'BE',
    shell: 'html5',
    name: 'Cabinet dentaire de la Meuse',
    nav: [
      ['/', 'Accueil'],
      ['/equipe/', 'Équipe'],
      ['/rendez-vous/', 'Rendez-vous'],
    ],
    footerHtml: 'Quai de Rome 41, 4000 Liège · 04 252 18 30',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Soins dentaires pour toute la famille') + sh.p('Dentisterie générale, parodontologie, orthodontie et pédodontie. Cabinet conventionné INAMI.'))],
      '/equipe/': [
        sh.sec(
          sh.h('L\'équipe') +
            `<dl class="team" itemscope itemtype="https://schema.org/Dentist">
  <meta itemprop="name" content="Cabinet dentaire de la Meuse">
  <div class="member" itemprop="employee" itemscope itemtype="https://schema.org/Person">
    <dt itemprop="name">Dr Antoine Lambert</dt>
    <dd itemprop="jobTitle">Dentiste généraliste, responsable du cabinet</dd>
    <dd><a itemprop="email" href="mailto:a.lambert@dentiste-meuse-sourire.be">a.lambert@dentiste-meuse-sourire.be</a></dd>
  </div>
  <div class="member" itemprop="employee" itemscope itemtype="https://schema.org/Person">
    <dt itemprop="name">Dr Marie-Hélène Van den Broeck</dt>
    <dd itemprop="jobTitle">Orthodontiste</dd>
  </div>
  <div class="member" itemprop="employee" itemscope itemtype="https://schema.org/Person">
    <dt itemprop="name">Dr Youssef El Amrani</dt>
    <dd itemprop="jobTitle">Parodontologue</dd>
  </div>
  <div class="member" itemprop="employee" itemscope itemtype="https://schema.org/Person">
    <dt itemprop="name">Chloé</dt>
    <dd itemprop="jobTitle">Assistante dentaire</dd>
  </div>
</dl>`,
        ),
      ],
      '/rendez-vous/': [
        sh.sec(
          sh.h('Prendre rendez-vous') +
            sh.p(`Par téléphone au 04 252 18 30 (lundi–vendredi, 8 h–18 h) ou par e-mail à <a href="mailto:${entx('secretariat@dentiste-meuse-sourire.be')}">${entx('secretariat@dentiste-meuse-sourire.be')}</a>.`) +
            sh.p('En cas d\'urgence le week-end, appelez le service de garde : 0903 39 969.'),
        ),
      ],
    }),
    patterns: ['hand-written', 'definition-list', 'microdata-person', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-obfuscated'],
    emails: { 'secretariat@dentiste-meuse-sourire.be': 'generic', 'a.lambert@dentiste-meuse-sourire.be': ['person', 'Antoine Lambert'] },
    contacts: [
      ['Antoine Lambert', 'Dentiste généraliste, responsable du cabinet', 'owner'],
      ['Marie-Hélène Van den Broeck', 'Orthodontiste', 'other'],
      ['Youssef El Amrani', 'Parodontologue', 'other'],
      ['Chloé', 'Assistante dentaire', 'other'],
    ],
  },
];
