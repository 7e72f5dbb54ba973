import { E, D, S, W, X, hex, b36 } from './_lib.mjs';

const sites = [];

// ---------------------------------------------------------------- h037 Squarespace fromagerie, Annecy (family prose, suppliers, mentions légales)
sites.push({
  id: 'h037-fromagerie-marquisats-annecy', domain: 'fromagerie-marquisats.fr', language: 'fr', shell: 'squarespace', brand: 'Fromagerie des Marquisats', slug: 'marquisats',
  patterns: ['about-prose', 'legal-notice', 'testimonials', 'name-lookalikes', 'email-mailto', 'email-footer'],
  nav: [['/', 'Accueil'], ['/notre-histoire', 'Notre histoire'], ['/mentions-legales', 'Mentions légales']],
  placeholder: ['votre@adresse.fr'],
  footer: S.sec(S.col(6, S.html('<p>Fromagerie des Marquisats<br>8 rue des Marquisats · 74000 Annecy<br>04 50 45 27 13</p>')), S.col(6, S.html('<p><a href="mailto:bonjour@fromagerie-marquisats.fr">bonjour@fromagerie-marquisats.fr</a></p><p>Du mardi au samedi 8h30–12h30 / 15h–19h15, dimanche matin.</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Fromagerie des Marquisats · Fromages de Savoie affinés à Annecy',
      body: [
        S.sec(S.col(12, S.html('<h1>Reblochon fermier, beaufort d\'alpage et tomme de nos caves</h1><p>Crémerie-fromagerie familiale au bord du lac depuis 1987.</p>'))),
        S.list([
          { title: 'Reblochon fermier de Thônes', desc: '<p>De la ferme de la famille Paccard, au col des Aravis.</p>', img: 'reblochon.jpg' },
          { title: 'Beaufort d\'été 24 mois', desc: '<p>Affiné dans notre cave de la rue Sommeiller.</p>', img: 'beaufort.jpg' },
          { title: 'Tomme des Marquisats', desc: '<p>Notre tomme maison, lavée à la bière de la brasserie du Mont-Blanc.</p>', img: 'tomme.jpg' },
        ], 'Nos incontournables'),
        S.sec(S.col(12, S.quote({ text: 'Une des dix meilleures fromageries de France, tenue par une famille qui connaît chaque alpagiste par son prénom.', source: 'Claire Dumoulin, Le Dauphiné libéré' }))),
        S.sec(S.col(12, S.html('<h3>La lettre de la fromagerie</h3><p>Arrivages, fromages du mois et dégustations, une fois par mois.</p>'), S.form([{ type: 'email', label: 'Votre e-mail', ph: 'votre@adresse.fr', req: true }], 'Je m\'inscris'))),
      ].join('\n') },
    { path: '/notre-histoire', file: 'notre-histoire.html', title: 'Notre histoire · Fromagerie des Marquisats',
      body: S.sec(S.col(7, S.html(`<h2>Notre histoire</h2>
<p>La fromagerie a été ouverte en 1987 par mon père, Bernard Mermillod, fils d'alpagiste du Grand-Bornand, qui avait passé quinze ans à affiner des beauforts à la coopérative de Moûtiers. Il a pris sa retraite en 2015, mais il passe encore tous les jeudis goûter les tommes en cave « pour vérifier ».</p>
<p>Je suis Amandine Mermillod, et depuis 2015 je tiens la boutique avec mon compagnon, Julien Favre-Bulle, qui est notre affineur — c'est lui qui retourne et brosse les quelque deux mille meules de la cave. J'ai été formée par Hervé Dumontet à Saint-Haon-le-Châtel, meilleur ouvrier de France, ce qui m'a appris surtout l'humilité.</p>
<p>Au comptoir, vous serez accueillis par Lison Perrissin, notre vendeuse depuis 2018, et le samedi par mon neveu Théo, qui fait ses études à Chambéry.</p>
<p>Nos fromages viennent d'une vingtaine de fermes : les Paccard à Thônes, Gérard Bouvier à Hauteluce, le GAEC des Glières…</p>`)), S.col(5, S.img({ src: 'amandine-julien.jpg', alt: 'Amandine et Julien dans la cave', caption: '<p>Amandine Mermillod, gérante, et Julien Favre-Bulle, affineur</p>' }))) },
    { path: '/mentions-legales', file: 'mentions-legales.html', title: 'Mentions légales · Fromagerie des Marquisats',
      body: S.sec(S.col(12, S.html(`<h2>Mentions légales</h2><p>Éditeur du site : SARL Fromagerie des Marquisats, au capital de 15 000 €, RCS Annecy 412 887 905, 8 rue des Marquisats, 74000 Annecy. TVA FR 42 412887905.</p><p>Gérante et directrice de la publication : Amandine Mermillod.</p><p>Contact : bonjour@fromagerie-marquisats.fr</p><p>Hébergement : Squarespace Ireland Limited, Le Pole House, Ship Street Great, Dublin 8, Irlande.</p>`))) },
  ],
  truth: {
    emails: ['bonjour@fromagerie-marquisats.fr'],
    emailKinds: { 'bonjour@fromagerie-marquisats.fr': 'generic' },
    contacts: [
      { name: 'Amandine Mermillod', title: 'gérante', role: 'owner' },
      { name: 'Julien Favre-Bulle', title: 'affineur', role: 'other' },
      { name: 'Lison Perrissin', title: 'vendeuse', role: 'other' },
      { name: 'Théo', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h038 Webflow communication agency, Lyon Croix-Rousse
sites.push({
  id: 'h038-atelier-canut-lyon', domain: 'ateliercanut.fr', language: 'fr', shell: 'webflow', brand: 'Atelier Canut', slug: 'atelier-canut',
  patterns: ['team-grid', 'about-prose', 'client-list', 'testimonials', 'legal-notice', 'email-in-person-card', 'email-mailto'],
  nav: [['/', 'Projets'], ['/agence', 'L\'agence'], ['/contact', 'Contact'], ['/mentions-legales', 'Mentions légales']],
  placeholder: ['prenom.nom@entreprise.fr'],
  footer: `<div class="footer-flex"><div>Atelier Canut · 14 montée de la Grande-Côte · 69001 Lyon</div><a href="mailto:hello@ateliercanut.fr" class="footer-link">hello@ateliercanut.fr</a><a href="/mentions-legales" class="footer-link">Mentions légales</a></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Atelier Canut · Agence de communication à Lyon',
      body: `<section class="hero"><div class="container"><h1 class="hero-title">On tisse des marques qui durent.</h1><p>Identité, édition, web — pour les institutions culturelles et les entreprises de la région.</p></div></section>
<section class="projets"><div class="container">${W.dyn('projet-list', [
  `<div class="projet-card"><div class="projet-client">Musée des Tissus de Lyon</div><h3 class="projet-titre">Signalétique de l'exposition « Soieries »</h3><p class="projet-citation">« Une équipe qui écoute avant de dessiner. » — Anne-Laure Bressan, responsable de la communication, Musée des Tissus</p></div>`,
  `<div class="projet-card"><div class="projet-client">Brasserie de la Soie</div><h3 class="projet-titre">Étiquettes et identité</h3><p class="projet-citation">« Nos ventes en cave ont doublé. » — Karim Benali, cofondateur</p></div>`,
  `<div class="projet-card"><div class="projet-client">Ville de Villeurbanne</div><h3 class="projet-titre">Campagne « Capitale française de la culture »</h3></div>`,
])}</div></section>
<section class="clients"><div class="container"><h2 class="small-title">Ils nous font confiance</h2><div class="clients-grid"><div>Musée des Tissus</div><div>Brasserie de la Soie</div><div>Ville de Villeurbanne</div><div>Opéra de Lyon</div><div>Fromagerie Antoine-Vercel</div><div>Les Subsistances</div></div></div></section>` },
    { path: '/agence', file: 'agence.html', title: 'L\'agence · Atelier Canut',
      body: `<section class="agence"><div class="container narrow"><h1 class="h1">L'agence</h1><div class="rich-text w-richtext">
<p>Atelier Canut, c'est d'abord la rencontre de Mathilde Roux et de Bastien Nguyen-Lefèvre aux Beaux-Arts de Lyon, en 2006. Après dix ans chacun de leur côté — elle chez Base Design à Bruxelles, lui en freelance pour la moitié des théâtres de la ville — ils ont repris en 2017 un ancien atelier de canuts sur les pentes de la Croix-Rousse, avec ses quatre mètres sous plafond et ses poutres prévues pour les métiers Jacquard.</p>
<p>Mathilde dirige la création, Bastien s'occupe des clients et de la stratégie. Depuis 2020, Sarah Haddad est notre cheffe de projet digital, et Léo Marchetti, notre graphiste, a rejoint l'équipe en alternance avant d'y rester.</p>
</div></div></section>
<section class="equipe"><div class="container">${W.dyn('equipe-grid', [
  ['Mathilde Roux', 'Cofondatrice, directrice de création', 'mathilde@ateliercanut.fr'],
  ['Bastien Nguyen-Lefèvre', 'Cofondateur, directeur conseil', 'bastien@ateliercanut.fr'],
  ['Sarah Haddad', 'Cheffe de projet digital', 'sarah@ateliercanut.fr'],
  ['Léo Marchetti', 'Graphiste', ''],
].map(([n, r, m]) => `<div class="membre"><div class="membre-nom">${n}</div><div class="membre-role">${r}</div>${m ? `<a class="membre-mail" href="mailto:${m}">Écrire à ${n.split(' ')[0]}</a>` : ''}</div>`))}</div></section>` },
    { path: '/contact', file: 'contact.html', title: 'Contact · Atelier Canut',
      body: `<section class="contact"><div class="container"><h1 class="h1">Contact</h1><p>Un projet ? <a href="mailto:hello@ateliercanut.fr?subject=Nouveau%20projet">hello@ateliercanut.fr</a> · 04 78 29 61 40</p>
${W.form('Contact', [{ id: 'nom', label: 'Nom', ph: 'Votre nom' }, { id: 'email', label: 'E-mail', type: 'email', ph: 'prenom.nom@entreprise.fr', req: true }, { id: 'message', label: 'Message', type: 'textarea' }], 'Envoyer', 'Merci ! Votre message a bien été envoyé.', 'Oups ! Une erreur est survenue.')}</div></section>` },
    { path: '/mentions-legales', file: 'mentions-legales.html', title: 'Mentions légales · Atelier Canut',
      body: `<section class="legal"><div class="container narrow"><h1 class="h1">Mentions légales</h1><div class="rich-text w-richtext"><p>Atelier Canut SAS au capital de 10 000 € — RCS Lyon 831 442 019 — 14 montée de la Grande-Côte, 69001 Lyon.</p><p>Président : Bastien Nguyen-Lefèvre. Directrice de la publication : Mathilde Roux.</p><p>Hébergeur : Webflow, Inc., 398 11th Street, San Francisco, CA 94103, USA.</p></div></div></section>` },
  ],
  truth: {
    emails: ['hello@ateliercanut.fr', 'mathilde@ateliercanut.fr', 'bastien@ateliercanut.fr', 'sarah@ateliercanut.fr'],
    emailKinds: { 'hello@ateliercanut.fr': 'generic', 'mathilde@ateliercanut.fr': 'person', 'bastien@ateliercanut.fr': 'person', 'sarah@ateliercanut.fr': 'person' },
    emailOwners: { 'mathilde@ateliercanut.fr': 'Mathilde Roux', 'bastien@ateliercanut.fr': 'Bastien Nguyen-Lefèvre', 'sarah@ateliercanut.fr': 'Sarah Haddad' },
    contacts: [
      { name: 'Mathilde Roux', title: 'Cofondatrice, directrice de création', role: 'owner' },
      { name: 'Bastien Nguyen-Lefèvre', title: 'Cofondateur, directeur conseil', role: 'owner' },
      { name: 'Sarah Haddad', title: 'Cheffe de projet digital', role: 'marketing' },
      { name: 'Léo Marchetti', title: 'Graphiste', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h039 Elementor physio practice, Liège (EA team, patient reviews)
sites.push({
  id: 'h039-kine-outremeuse-liege', domain: 'kine-outremeuse.be', language: 'fr', shell: 'elementor', brand: 'Cabinet de kinésithérapie Outremeuse', slug: 'kineoutremeuse', htmlLang: 'fr-BE', skip: 'Aller au contenu',
  patterns: ['team-grid', 'about-prose', 'testimonials', 'email-in-person-card', 'email-obfuscated', 'email-footer'],
  nav: [['/', 'Accueil'], ['/le-cabinet/', 'Le cabinet'], ['/contact/', 'Contact']],
  agency: ['info@webpixel-liege.be'],
  footer: E.sec(E.col(50, E.txt('<p>Cabinet de kinésithérapie Outremeuse · Rue Puits-en-Sock 58 · 4020 Liège · 04 343 17 90</p><p>secretariat [at] kine-outremeuse [point] be</p>')), E.col(50, E.txt('<p style="font-size:11px">Réalisation : WebPixel Liège — info@webpixel-liège.be</p>'.replace('liège.be', 'liege.be')))),
  pages: [
    { path: '/', file: 'index.html', title: 'Kinésithérapie Outremeuse | Kiné à Liège',
      body: [
        E.sec(E.col(100, E.h('Kinésithérapie générale, sportive et périnéale en Outremeuse', 'h1'), E.txt('<p>Conventionnés INAMI. Séances au cabinet et à domicile dans le quartier.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'Grâce à Grégoire, j\'ai pu reprendre le foot après ma rupture des croisés.', name: 'Maxime D.', job: 'RFC Liège (vétérans)' })), E.col(50, E.testimonial({ text: 'Accueil chaleureux, Nathalie est d\'une grande douceur.', name: 'Josiane Lemaire', job: 'patiente' }))),
      ].join('\n') },
    { path: '/le-cabinet/', file: 'le-cabinet.html', title: 'Le cabinet | Kinésithérapie Outremeuse',
      body: [
        E.sec(E.col(100, E.h('Le cabinet', 'h1'), E.txt(`<p>Le cabinet a été ouvert en 1992 par Jean-Pierre Dethier, figure bien connue du quartier et kiné du Standard pendant des années. À sa retraite en 2017, c'est son ancien stagiaire, Grégoire Hansen, qui a repris le cabinet en association avec Nathalie Piron, spécialisée en rééducation périnéale.</p><p>Ils ont été rejoints en 2021 par Youssef El Amrani, kiné du sport. Et c'est Véronique, Véronique Collard, qui tient le secrétariat trois matinées par semaine.</p>`))),
        E.sec(
          E.col(25, E.eael({ name: 'Grégoire Hansen', title: 'Kinésithérapeute — associé gérant', bio: 'Sport, orthopédie. g.hansen [at] kine-outremeuse [point] be', img: 'https://kine-outremeuse.be/wp-content/uploads/2022/05/gregoire.jpg' })),
          E.col(25, E.eael({ name: 'Nathalie Piron', title: 'Kinésithérapeute — associée', bio: 'Rééducation périnéale et pré/postnatale. n.piron [at] kine-outremeuse [point] be', img: 'https://kine-outremeuse.be/wp-content/uploads/2022/05/nathalie.jpg' })),
          E.col(25, E.eael({ name: 'Youssef El Amrani', title: 'Kinésithérapeute du sport', bio: 'Course à pied, épaule.', img: 'https://kine-outremeuse.be/wp-content/uploads/2022/05/youssef.jpg' })),
          E.col(25, E.eael({ name: 'Véronique Collard', title: 'Secrétariat', bio: 'Lundi, mercredi, vendredi matin.', img: 'https://kine-outremeuse.be/wp-content/uploads/2022/05/veronique.jpg' }))),
      ].join('\n') },
    { path: '/contact/', file: 'contact.html', title: 'Contact | Kinésithérapie Outremeuse',
      body: E.sec(E.col(100, E.h('Contact', 'h1'), E.txt('<p>Prise de rendez-vous par téléphone au 04 343 17 90 ou par mail : secretariat [at] kine-outremeuse [point] be</p>'))) },
  ],
  truth: {
    emails: ['secretariat@kine-outremeuse.be', 'g.hansen@kine-outremeuse.be', 'n.piron@kine-outremeuse.be'],
    emailKinds: { 'secretariat@kine-outremeuse.be': 'role', 'g.hansen@kine-outremeuse.be': 'person', 'n.piron@kine-outremeuse.be': 'person' },
    emailOwners: { 'g.hansen@kine-outremeuse.be': 'Grégoire Hansen', 'n.piron@kine-outremeuse.be': 'Nathalie Piron' },
    contacts: [
      { name: 'Grégoire Hansen', title: 'Kinésithérapeute — associé gérant', role: 'owner' },
      { name: 'Nathalie Piron', title: 'Kinésithérapeute — associée', role: 'owner' },
      { name: 'Youssef El Amrani', title: 'Kinésithérapeute du sport', role: 'other' },
      { name: 'Véronique Collard', title: 'Secrétariat', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h040 Divi law firm, Geneva (press, mentions / impressum)
sites.push({
  id: 'h040-etude-plainpalais-avocats', domain: 'plainpalais-avocats.ch', language: 'fr', shell: 'divi', brand: 'Étude Plainpalais Avocats', slug: 'plainpalais', htmlLang: 'fr-CH', selectPage: 'Choisir une page',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'testimonials', 'event-speakers', 'email-mailto', 'email-in-person-card', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/associes/', 'Associés & collaborateurs'], ['/conferences/', 'Conférences'], ['/mentions-legales/', 'Mentions légales']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Étude Plainpalais Avocats<br>Boulevard Georges-Favon 19 · 1204 Genève<br>+41 22 310 48 00 · <a href="mailto:etude@plainpalais-avocats.ch">etude@plainpalais-avocats.ch</a></p></div></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Étude Plainpalais Avocats | Droit du bail, du travail et de la famille à Genève',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Une étude genevoise, indépendante et accessible</h1><p>Droit du bail, droit du travail, droit de la famille et successions. Consultations en français, anglais, italien et portugais.</p>')))),
        D.sec(D.row(D.col('4_4', D.testimonial({ text: '<p>« Me Favre-Schaller est l\'une des meilleures spécialistes du droit du bail de Suisse romande. »</p>', author: 'Dominique Perrottet', position: 'journaliste', company: 'Le Temps' })))),
      ].join('\n') },
    { path: '/associes/', file: 'associes.html', title: 'Associés & collaborateurs | Étude Plainpalais Avocats',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>L'étude</h1>
<p>L'étude a été fondée en 1978 par Me Raymond Favre, ancien bâtonnier de l'Ordre des avocats de Genève, décédé en 2019. Sa fille, Me Isabelle Favre-Schaller, et Me Paolo Bernasconi, son associé depuis 2004, dirigent aujourd'hui l'étude. Ils sont entourés de Me Aurélie Tissot, collaboratrice, et de Mme Fatima Lopes Cardoso, assistante juridique, qui vous répondra au téléphone.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Me Isabelle Favre-Schaller', title: 'Avocate associée', bio: '<p>Droit du bail, droit immobilier. Spécialiste FSA droit du bail.</p><p><a href="mailto:i.favre@plainpalais-avocats.ch">i.favre@plainpalais-avocats.ch</a></p>', img: '/wp-content/uploads/2021/10/favre.jpg' })),
          D.col('1_3', D.team({ name: 'Me Paolo Bernasconi', title: 'Avocat associé', bio: '<p>Droit du travail, droit des successions.</p><p><a href="mailto:p.bernasconi@plainpalais-avocats.ch">p.bernasconi@plainpalais-avocats.ch</a></p>', img: '/wp-content/uploads/2021/10/bernasconi.jpg' })),
          D.col('1_3', D.team({ name: 'Me Aurélie Tissot', title: 'Avocate collaboratrice', bio: '<p>Droit de la famille.</p>', img: '/wp-content/uploads/2021/10/tissot.jpg' })))),
      ].join('\n') },
    { path: '/conferences/', file: 'conferences.html', title: 'Conférences | Étude Plainpalais Avocats',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Midi du bail 2024</h1><p>Conférences gratuites à l'heure de midi, Uni Mail, salle M1170.</p>
<ul><li>14 mars — <strong>Prof. François Vuilleumier</strong> (Université de Neuchâtel) : la nouvelle procédure d'expulsion</li>
<li>18 avril — <strong>Mme Carole-Anne Rochat</strong>, présidente de la Commission de conciliation en matière de baux : chiffres 2023</li>
<li>23 mai — <strong>Me Isabelle Favre-Schaller</strong> : la sous-location après l'arrêt du Tribunal fédéral</li></ul>
<p>Inscriptions : <a href="mailto:etude@plainpalais-avocats.ch?subject=Midi%20du%20bail">etude@plainpalais-avocats.ch</a></p>`)))) },
    { path: '/mentions-legales/', file: 'mentions-legales.html', title: 'Mentions légales | Étude Plainpalais Avocats',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Mentions légales</h1><p>Étude Plainpalais Avocats, société simple d'avocats inscrits au registre cantonal des avocats de Genève.<br>Associés : Me Isabelle Favre-Schaller, Me Paolo Bernasconi.<br>Autorité de surveillance : Commission du barreau, Genève.<br>Responsable du contenu : Me Isabelle Favre-Schaller.<br>Numéro IDE : CHE-109.882.417</p>`)))) },
  ],
  truth: {
    emails: ['etude@plainpalais-avocats.ch', 'i.favre@plainpalais-avocats.ch', 'p.bernasconi@plainpalais-avocats.ch'],
    emailKinds: { 'etude@plainpalais-avocats.ch': 'generic', 'i.favre@plainpalais-avocats.ch': 'person', 'p.bernasconi@plainpalais-avocats.ch': 'person' },
    emailOwners: { 'i.favre@plainpalais-avocats.ch': 'Isabelle Favre-Schaller', 'p.bernasconi@plainpalais-avocats.ch': 'Paolo Bernasconi' },
    contacts: [
      { name: 'Isabelle Favre-Schaller', title: 'Avocate associée', role: 'owner' },
      { name: 'Paolo Bernasconi', title: 'Avocat associé', role: 'owner' },
      { name: 'Aurélie Tissot', title: 'Avocate collaboratrice', role: 'other' },
      { name: 'Fatima Lopes Cardoso', title: 'assistante juridique', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h041 WordPress domaine viticole, Saint-Romain (Burgundy)
sites.push({
  id: 'h041-domaine-chevrotin-saint-romain', domain: 'domaine-chevrotin.fr', language: 'fr', shell: 'wp', brand: 'Domaine Chevrotin', slug: 'chevrotin', skip: 'Aller au contenu', year: 2017,
  patterns: ['about-prose', 'legal-notice', 'jsonld-person', 'email-text', 'email-obfuscated', 'email-jsonld', 'testimonials', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/la-famille/', 'La famille'], ['/nos-vins/', 'Nos vins'], ['/mentions-legales/', 'Mentions légales']],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Winery","name":"Domaine Chevrotin","url":"https://domaine-chevrotin.fr","foundingDate":"1921","founder":{"@type":"Person","name":"Lucien Chevrotin"},"employee":[{"@type":"Person","name":"Claire Chevrotin","jobTitle":"Vigneronne, gérante","email":"claire@domaine-chevrotin.fr"},{"@type":"Person","name":"Antoine Chevrotin","jobTitle":"Vigneron"}],"address":{"@type":"PostalAddress","streetAddress":"3 rue du Château","addressLocality":"Saint-Romain","postalCode":"21190","addressCountry":"FR"}}</script>`,
  footer: `<div class="site-footer-primary-section-1 site-footer-section"><section class="widget"><p>Domaine Chevrotin · 3 rue du Château · 21190 Saint-Romain · 03 80 21 27 64 · domaine.chevrotin@orange.fr</p><p>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p></section></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Domaine Chevrotin – Vins de Saint-Romain et d\'Auxey-Duresses', h1: 'Domaine Chevrotin',
      body: `<p>Sept hectares sur les falaises de Saint-Romain, entre Meursault et les Hautes-Côtes. Chardonnay et pinot noir, vinifiés sans esbroufe depuis quatre générations.</p>
<blockquote class="wp-block-quote"><p>Le Saint-Romain « Sous le Château » 2020 de Claire Chevrotin est une leçon de précision.</p><cite>Jean-Baptiste Arnoux, La Revue du vin de France</cite></blockquote>
<p>Caveau ouvert du lundi au samedi, sur rendez-vous.</p>` },
    { path: '/la-famille/', file: 'la-famille.html', title: 'La famille – Domaine Chevrotin', h1: 'La famille',
      body: `<p>Tout commence en 1921, quand mon arrière-grand-père, Lucien Chevrotin, tonnelier à Saint-Romain, achète ses premières vignes au lieu-dit Sous le Château. Son fils Marcel, puis mon grand-père Henri, agrandissent le domaine rang après rang. Mon père, Gérard Chevrotin, a été le premier à mettre le vin en bouteille au domaine, en 1978 ; il a pris sa retraite en 2012 mais taille encore « ses » vieilles vignes d'Auxey.</p>
<p>Je m'appelle Claire Chevrotin et j'ai repris le domaine en 2012 avec mon frère Antoine. Après des études d'œnologie à Dijon, j'ai fait les vendanges chez Anne-Claude Vernier à Puligny, une expérience qui m'a convertie à la biodynamie. Antoine s'occupe des vignes et du tracteur ; je vinifie et je gère le domaine. Ma belle-sœur, Sophie Chevrotin, tient le caveau et s'occupe des expéditions.</p>
<p>Pour les vendanges, nous accueillons chaque année la même équipe de Saint-Romain et d'Orches, menée par notre chef de cave, Didier Pernot, qui travaillait déjà avec mon père.</p>` },
    { path: '/nos-vins/', file: 'nos-vins.html', title: 'Nos vins – Domaine Chevrotin', h1: 'Nos vins',
      body: `<figure class="wp-block-table"><table><tbody><tr><td>Saint-Romain blanc « Sous le Château »</td><td>29 €</td></tr><tr><td>Saint-Romain rouge « Combe Bazin »</td><td>27 €</td></tr><tr><td>Auxey-Duresses rouge vieilles vignes</td><td>32 €</td></tr><tr><td>Bourgogne Hautes-Côtes de Beaune blanc</td><td>19 €</td></tr></tbody></table></figure><p>Commandes : commandes (arobase) domaine-chevrotin.fr</p>` },
    { path: '/mentions-legales/', file: 'mentions-legales.html', title: 'Mentions légales – Domaine Chevrotin', h1: 'Mentions légales',
      body: `<p>Le site domaine-chevrotin.fr est édité par l'EARL Domaine Chevrotin, 3 rue du Château, 21190 Saint-Romain. SIRET 398 120 447 00016.</p><p>Directrice de la publication : Claire Chevrotin, gérante.</p><p>Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>` },
  ],
  truth: {
    emails: ['domaine.chevrotin@orange.fr', 'commandes@domaine-chevrotin.fr', 'claire@domaine-chevrotin.fr'],
    emailKinds: { 'domaine.chevrotin@orange.fr': 'generic', 'commandes@domaine-chevrotin.fr': 'role', 'claire@domaine-chevrotin.fr': 'person' },
    emailOwners: { 'claire@domaine-chevrotin.fr': 'Claire Chevrotin' },
    contacts: [
      { name: 'Claire Chevrotin', title: 'Vigneronne, gérante', role: 'owner' },
      { name: 'Antoine Chevrotin', title: 'Vigneron', role: 'owner' },
      { name: 'Sophie Chevrotin', title: null, role: 'other' },
      { name: 'Didier Pernot', title: 'chef de cave', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h042 Wix hair salon, Bordeaux Chartrons
sites.push({
  id: 'h042-salon-meche-chartrons', domain: 'meche-chartrons.fr', language: 'fr', shell: 'wix', brand: 'Mèche · Salon de coiffure Chartrons', slug: 'meche', country: 'FR',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'email-text', 'email-mailto'],
  nav: [['/', 'Accueil'], ['/l-equipe', 'L\'équipe'], ['/tarifs', 'Tarifs'], ['/contact', 'Contact']],
  placeholder: ['votre@email.fr'],
  footer: X.text(['Mèche · 47 rue Notre-Dame · 33000 Bordeaux · 05 56 44 18 72 · salon.meche.bordeaux@gmail.com'], { top: 10, left: 20, w: 900, font: 'font_9' }),
  pages: [
    { path: '/', file: 'index.html', title: 'Mèche | Coiffeur aux Chartrons, Bordeaux',
      body: X.box([X.text([{ tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">Coupe, couleur végétale</span>' }, { tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">et bonne humeur</span>' }, 'Du mardi au samedi, avec ou sans rendez-vous.'], { top: 60, left: 40, w: 600 }), X.img('salon.jpg', { top: 0, left: 0, w: 980, h: 480 })].join(''), { h: 500 })
        + X.box([X.text(['« Enfin une coloriste qui comprend les cheveux bouclés ! Merci Inès ❤️ »', 'Camille R. — avis Google'], { top: 20, left: 40, w: 420 }), X.text(['« Coupe homme impeccable, et Lucas vous offre le café. »', 'Thomas Giraud'], { top: 20, left: 520, w: 420 })].join(''), { h: 200 }) },
    { path: '/l-equipe', file: 'l-equipe.html', title: 'L\'équipe | Mèche',
      body: X.box([X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">Qui sommes-nous ?</span>' },
        'Moi, c\'est Nadège Lartigue. J\'ai ouvert Mèche en 2014 après douze ans chez Jacques Dessange, rue Sainte-Catherine, où j\'ai fini responsable de salon. Je voulais un endroit plus petit, où l\'on prend le temps, et avec des colorations végétales.',
        'Inès Benhamou m\'a rejointe en 2016 : c\'est notre coloriste et la spécialiste des cheveux bouclés. Lucas Fontaine, barbier et coiffeur homme, est arrivé en 2020 après son CAP à Mérignac. Et le samedi, Manon, notre apprentie en BP, vous accueille au bac.'], { top: 20, left: 40, w: 560 })].join(''), { h: 360 })
        + X.box([
          X.img('nadege.jpg', { top: 0, left: 40, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Nadège Lartigue</span>', 'Fondatrice · coiffeuse visagiste'], { top: 270, left: 40, w: 260 }),
          X.img('ines.jpg', { top: 0, left: 360, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Inès Benhamou</span>', 'Coloriste'], { top: 270, left: 360, w: 260 }),
          X.img('lucas.jpg', { top: 0, left: 680, w: 260, h: 260 }), X.text(['<span style="font-weight:bold">Lucas Fontaine</span>', 'Barbier · coiffeur homme'], { top: 270, left: 680, w: 260 }),
        ].join(''), { h: 360 }) },
    { path: '/tarifs', file: 'tarifs.html', title: 'Tarifs | Mèche',
      body: X.box(X.text(['Shampoing, coupe, brushing femme : 52 €', 'Coupe homme : 28 €', 'Taille de barbe : 18 €', 'Coloration végétale : à partir de 65 €'], { top: 20, left: 40, w: 600 }), { h: 260 }) },
    { path: '/contact', file: 'contact.html', title: 'Contact | Mèche',
      body: X.box([X.text(['Rendez-vous au 05 56 44 18 72 ou par mail à <a href="mailto:salon.meche.bordeaux@gmail.com" class="wixui-rich-text__text">salon.meche.bordeaux@gmail.com</a>.'], { top: 20, left: 40, w: 600 }), `<form class="wixui-form"><input type="text" placeholder="Nom"><input type="email" placeholder="votre@email.fr"><button class="wixui-button">Envoyer</button></form>`].join(''), { h: 300 }) },
  ],
  truth: {
    emails: ['salon.meche.bordeaux@gmail.com'],
    emailKinds: { 'salon.meche.bordeaux@gmail.com': 'generic' },
    contacts: [
      { name: 'Nadège Lartigue', title: 'Fondatrice · coiffeuse visagiste', role: 'owner' },
      { name: 'Inès Benhamou', title: 'Coloriste', role: 'other' },
      { name: 'Lucas Fontaine', title: 'Barbier · coiffeur homme', role: 'other' },
      { name: 'Manon', title: 'apprentie en BP', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h043 Bootstrap thermal engineering, Nantes (colloque speakers)
sites.push({
  id: 'h043-erdre-thermique-ingenierie', domain: 'erdre-thermique.fr', language: 'fr', shell: 'bootstrap', brand: 'Erdre Thermique Ingénierie', slug: 'erdre',
  patterns: ['team-grid', 'event-speakers', 'about-prose', 'microdata-person', 'legal-notice', 'email-in-person-card', 'email-mailto', 'client-list'],
  nav: [['/', 'Accueil'], ['/equipe.html', 'Équipe'], ['/colloque.html', 'Colloque 2024'], ['/mentions-legales.html', 'Mentions légales']],
  agency: ['contact@studio-loire-web.fr'],
  footer: `<div class="row small"><div class="col-md-7">Erdre Thermique Ingénierie SARL · 22 quai de Versailles · 44000 Nantes · 02 40 47 19 83 · <a href="mailto:contact@erdre-thermique.fr">contact@erdre-thermique.fr</a></div><div class="col-md-5 text-md-end text-muted">Site réalisé par Studio Loire Web (contact@studio-loire-web.fr)</div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Erdre Thermique Ingénierie | Bureau d\'études fluides et thermique à Nantes',
      body: `<div class="container py-5"><h1>Bureau d'études thermique, fluides et RE2020</h1><p class="lead">Études thermiques réglementaires, audits énergétiques, dimensionnement CVC.</p><h2 class="h5 mt-4">Références</h2><p>Nantes Métropole Habitat · Lycée Livet · Clinique Jules Verne · Cité des Congrès de Nantes · Brasserie La Divatte</p></div>` },
    { path: '/equipe.html', file: 'equipe.html', title: 'Équipe | Erdre Thermique Ingénierie',
      body: `<div class="container py-5"><h1>L'équipe</h1><p class="col-lg-8">Erdre Thermique a été créée en 2010 par Hélène Le Goff, ingénieure INSA Rennes, après dix ans chez Egis. Elle a été rejointe en 2013 par Yannick Briand, qui a pris la direction technique. Aujourd'hui, nous sommes six ingénieurs et techniciens, avec Marion Tessier, responsable des audits, et Killian Le Bihan, projeteur CVC.</p>
<div class="row g-3">
<div class="col-md-3"><div class="card h-100" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Hélène Le Goff</h5><p class="card-text small" itemprop="jobTitle">Gérante, ingénieure thermicienne</p><a href="mailto:h.legoff@erdre-thermique.fr" itemprop="email">h.legoff@erdre-thermique.fr</a></div></div></div>
<div class="col-md-3"><div class="card h-100" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Yannick Briand</h5><p class="card-text small" itemprop="jobTitle">Directeur technique</p><a href="mailto:y.briand@erdre-thermique.fr" itemprop="email">y.briand@erdre-thermique.fr</a></div></div></div>
<div class="col-md-3"><div class="card h-100" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Marion Tessier</h5><p class="card-text small" itemprop="jobTitle">Responsable audits énergétiques</p></div></div></div>
<div class="col-md-3"><div class="card h-100" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Killian Le Bihan</h5><p class="card-text small" itemprop="jobTitle">Projeteur CVC</p></div></div></div>
</div></div>` },
    { path: '/colloque.html', file: 'colloque.html', title: 'Colloque 2024 | Erdre Thermique Ingénierie',
      body: `<div class="container py-5"><h1>Colloque « Rénover le parc tertiaire nantais »</h1><p>Jeudi 26 septembre, Cité des Congrès, salle 200. Entrée libre sur inscription.</p>
<div class="list-group">
<div class="list-group-item"><strong>9h00 — Ouverture</strong> par Mme Anne-Sophie Guérin, adjointe au maire de Nantes chargée de la transition écologique</div>
<div class="list-group-item"><strong>9h30 — Le décret tertiaire, où en est-on ?</strong> Pierre-Yves Moreau, ADEME Pays de la Loire</div>
<div class="list-group-item"><strong>10h30 — Retour d'expérience : la Clinique Jules Verne</strong> Dr Laurent Chauvin, directeur de la clinique, et Yannick Briand, Erdre Thermique</div>
<div class="list-group-item"><strong>11h30 — Table ronde</strong> animée par Gwenaëlle Le Roux, journaliste à Ouest-France</div>
</div><p class="mt-3">Inscriptions : <a href="mailto:colloque@erdre-thermique.fr">colloque@erdre-thermique.fr</a></p></div>` },
    { path: '/mentions-legales.html', file: 'mentions-legales.html', title: 'Mentions légales | Erdre Thermique Ingénierie',
      body: `<div class="container py-5"><h1>Mentions légales</h1><p>Erdre Thermique Ingénierie, SARL au capital de 20 000 €, RCS Nantes 521 340 112. Siège : 22 quai de Versailles, 44000 Nantes.<br>Gérante et directrice de la publication : Hélène Le Goff.<br>Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p></div>` },
  ],
  truth: {
    emails: ['contact@erdre-thermique.fr', 'h.legoff@erdre-thermique.fr', 'y.briand@erdre-thermique.fr', 'colloque@erdre-thermique.fr'],
    emailKinds: { 'contact@erdre-thermique.fr': 'generic', 'h.legoff@erdre-thermique.fr': 'person', 'y.briand@erdre-thermique.fr': 'person', 'colloque@erdre-thermique.fr': 'role' },
    emailOwners: { 'h.legoff@erdre-thermique.fr': 'Hélène Le Goff', 'y.briand@erdre-thermique.fr': 'Yannick Briand' },
    contacts: [
      { name: 'Hélène Le Goff', title: 'Gérante, ingénieure thermicienne', role: 'owner' },
      { name: 'Yannick Briand', title: 'Directeur technique', role: 'other' },
      { name: 'Marion Tessier', title: 'Responsable audits énergétiques', role: 'other' },
      { name: 'Killian Le Bihan', title: 'Projeteur CVC', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h044 hand-written funeral home, Landerneau (avis de décès)
sites.push({
  id: 'h044-pompes-funebres-landerneau', domain: 'pf-kerbrat-landerneau.fr', language: 'fr', shell: 'hand', brand: 'Pompes Funèbres Kerbrat', slug: 'kerbrat', color: '#223344', css: 'style.css',
  patterns: ['obituary', 'about-prose', 'team-table', 'broken-markup', 'email-obfuscated', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/avis-de-deces.html', 'Avis de décès'], ['/qui-sommes-nous.html', 'Qui sommes-nous'], ['/contact.html', 'Contact']],
  footer: `<FONT FACE="Verdana" SIZE=1>Pompes Funèbres Kerbrat - 12 rue de la Fontaine Blanche - 29800 Landerneau - 02 98 85 11 47 (24h/24) - Habilitation préfectorale n° 17-29-0144</FONT>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Pompes Funèbres Kerbrat - Landerneau',
      body: `<P ALIGN=center><FONT FACE="Georgia" SIZE=5 COLOR="#223344">Pompes Funèbres Kerbrat</FONT><BR><FONT FACE="Verdana" SIZE=2>Organisation d'obsèques - Chambre funéraire - Marbrerie<BR>Landerneau, Plouédern, La Roche-Maurice, Pencran</FONT></P>
<P><FONT FACE="Verdana" SIZE=2>Une entreprise familiale à votre écoute jour et nuit. Devis gratuit. Contrats obsèques.</FONT>` },
    { path: '/avis-de-deces.html', file: 'avis-de-deces.html', title: 'Avis de décès - Pompes Funèbres Kerbrat',
      body: `<FONT FACE="Verdana" SIZE=3><B>Avis de décès</B></FONT><HR>
<P><FONT FACE="Georgia" SIZE=3><B>Madame Yvonne Le Gall, née Abgrall</B></FONT><BR><FONT FACE="Verdana" SIZE=2>survenu le 4 mars, à l'âge de 91 ans. Ses enfants Jean-Yves et Maryvonne, ses petits-enfants et toute la famille. Cérémonie religieuse le vendredi 8 mars à 14h30 en l'église Saint-Houardon de Landerneau.</FONT>
<P><FONT FACE="Georgia" SIZE=3><B>Monsieur Hervé Quéméner</B></FONT><BR><FONT FACE="Verdana" SIZE=2>survenu le 2 mars, à l'âge de 68 ans. Son épouse Nicole, ses fils Erwan et Gaël. Crémation au crématorium de Brest dans l'intimité.
<P><FONT FACE="Georgia" SIZE=3><B>Monsieur Joseph « Jos » Péron</B></FONT><BR><FONT FACE="Verdana" SIZE=2>ancien boulanger à Pencran, survenu le 28 février dans sa 95e année. Obsèques célébrées le 2 mars.</FONT>
<P><FONT FACE="Verdana" SIZE=1>Condoléances en ligne : condoleances(at)pf-kerbrat-landerneau.fr</FONT>` },
    { path: '/qui-sommes-nous.html', file: 'qui-sommes-nous.html', title: 'Qui sommes-nous - Pompes Funèbres Kerbrat',
      body: `<FONT FACE="Verdana" SIZE=2><B>Qui sommes-nous ?</B><P>
Notre entreprise a été créée en 1961 par Jean Kerbrat, menuisier à Landerneau, qui fabriquait lui-même les cercueils. Son fils Yves a développé la marbrerie dans les années 80. Depuis 2009, c'est moi, Gaëlle Kerbrat-Morvan, petite-fille du fondateur, qui dirige l'entreprise avec mon mari, Stéphane Morvan, maître de cérémonie.</P>
<P>La chambre funéraire de la rue de la Fontaine Blanche a été conçue par l'architecte brestois Loïc Tanguy en 2015.
<P><B>L'équipe</B>
<TABLE BORDER=1 CELLPADDING=5 CELLSPACING=0>
<TR><TD><B>Gaëlle Kerbrat-Morvan</B><TD>Gérante, conseillère funéraire
<TR><TD><B>Stéphane Morvan</B><TD>Maître de cérémonie
<TR><TD><B>Ronan Le Roux</B><TD>Porteur, chauffeur
<TR><TD><B>Anne Guéguen</B><TD>Secrétariat, marbrerie
</TABLE>
</FONT>` },
    { path: '/contact.html', file: 'contact.html', title: 'Contact - Pompes Funèbres Kerbrat',
      body: `<FONT FACE="Verdana" SIZE=2><B>Contact</B><P>Permanence 24h/24 : 02 98 85 11 47<BR>Bureau : du lundi au vendredi 9h-12h / 14h-18h, samedi 9h-12h<BR>Courriel : contact(at)pf-kerbrat-landerneau.fr<BR>Marbrerie : anne.gueguen(at)pf-kerbrat-landerneau.fr</FONT>` },
  ],
  truth: {
    emails: ['contact@pf-kerbrat-landerneau.fr', 'condoleances@pf-kerbrat-landerneau.fr', 'anne.gueguen@pf-kerbrat-landerneau.fr'],
    emailKinds: { 'contact@pf-kerbrat-landerneau.fr': 'generic', 'condoleances@pf-kerbrat-landerneau.fr': 'role', 'anne.gueguen@pf-kerbrat-landerneau.fr': 'person' },
    emailOwners: { 'anne.gueguen@pf-kerbrat-landerneau.fr': 'Anne Guéguen' },
    contacts: [
      { name: 'Gaëlle Kerbrat-Morvan', title: 'Gérante, conseillère funéraire', role: 'owner' },
      { name: 'Stéphane Morvan', title: 'Maître de cérémonie', role: 'other' },
      { name: 'Ronan Le Roux', title: 'Porteur, chauffeur', role: 'other' },
      { name: 'Anne Guéguen', title: 'Secrétariat, marbrerie', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h045 Squarespace chambres d'hôtes, Lourmarin (hosts couple, guestbook, press)
sites.push({
  id: 'h045-mas-des-cigalons-lourmarin', domain: 'masdescigalons-lourmarin.fr', language: 'fr', shell: 'squarespace', brand: 'Mas des Cigalons', slug: 'cigalons',
  patterns: ['about-prose', 'testimonials', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/vos-hotes', 'Vos hôtes'], ['/livre-d-or', 'Livre d\'or'], ['/reserver', 'Réserver']],
  placeholder: ['votre@adresse.fr'],
  footer: S.sec(S.col(12, S.html('<p style="text-align:center">Mas des Cigalons · Chemin des Cigalons · 84160 Lourmarin · <a href="mailto:bienvenue@masdescigalons-lourmarin.fr">bienvenue@masdescigalons-lourmarin.fr</a> · 06 12 48 90 33</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Mas des Cigalons · Chambres d\'hôtes à Lourmarin, Luberon',
      body: [
        S.sec(S.col(12, S.html('<h1>Cinq chambres, une piscine, des oliviers</h1><p>Un mas du XVIII<sup>e</sup> siècle à dix minutes à pied du village de Lourmarin.</p>'))),
        S.sec(S.col(12, S.html('<p><em>Ils ont parlé de nous :</em> Côté Sud (reportage de Pascale Rivière, juin 2022), Le Figaro Magazine, The Guardian (« Ten best B&amp;Bs in Provence », par Rachel Dixon).</p>'))),
      ].join('\n') },
    { path: '/vos-hotes', file: 'vos-hotes.html', title: 'Vos hôtes · Mas des Cigalons',
      body: [
        S.sec(S.col(7, S.html(`<h2>Vos hôtes</h2>
<p>Nous sommes Sylvie et Marc Aubanel. En 2010, après vingt ans à Lyon — Sylvie était pharmacienne, Marc ingénieur chez Renault Trucks —, nous avons racheté ce mas à moitié en ruine à la famille Reboul, qui y avait élevé des vers à soie puis des moutons. Il nous a fallu trois ans de travaux, menés avec l'aide précieuse de l'architecte Jean-Luc Bonnefoy, pour ouvrir les premières chambres.</p>
<p>Sylvie prépare les petits-déjeuners (ses confitures de figues ont leur fan-club) et Marc s'occupe du jardin, de la piscine et des conseils de balades à vélo. Pendant la saison, Aurélie Bonnet nous aide pour l'entretien des chambres et l'accueil, et notre fils Hugo, étudiant à Avignon, donne un coup de main l'été.</p>`)), S.col(5, S.img({ src: 'sylvie-marc.jpg', alt: 'Sylvie et Marc Aubanel', caption: '<p>Sylvie Aubanel et Marc Aubanel, vos hôtes</p>' }))),
      ].join('\n') },
    { path: '/livre-d-or', file: 'livre-d-or.html', title: 'Livre d\'or · Mas des Cigalons',
      body: S.sec(S.col(12,
        S.quote({ text: 'Un séjour magique. Les confitures de Sylvie nous manquent déjà !', source: 'Famille Vandenbroucke, Gand' }),
        S.quote({ text: 'Marc nous a indiqué la plus belle boucle à vélo du Luberon. Merci pour tout.', source: 'Pierre-Henri et Agnès Dufresne, Paris' }),
        S.quote({ text: 'Perfect hosts, perfect pool, perfect rosé.', source: 'Emma Whitaker, London' }))) },
    { path: '/reserver', file: 'reserver.html', title: 'Réserver · Mas des Cigalons',
      body: S.sec(S.col(6, S.html('<h2>Réserver</h2><p>Écrivez-nous à <a href="mailto:bienvenue@masdescigalons-lourmarin.fr?subject=Demande%20de%20r%C3%A9servation">bienvenue@masdescigalons-lourmarin.fr</a> ou appelez Sylvie au 06 12 48 90 33.</p><p>De 110 € à 185 € la nuit, petit-déjeuner compris. Ouvert d\'avril à octobre.</p>')), S.col(6, S.form([{ type: 'name', label: 'Nom', req: true }, { type: 'email', label: 'E-mail', ph: 'votre@adresse.fr', req: true }, { type: 'textarea', label: 'Dates souhaitées' }], 'Envoyer'))) },
  ],
  truth: {
    emails: ['bienvenue@masdescigalons-lourmarin.fr'],
    emailKinds: { 'bienvenue@masdescigalons-lourmarin.fr': 'generic' },
    contacts: [
      { name: 'Sylvie Aubanel', title: null, role: 'owner' },
      { name: 'Marc Aubanel', title: null, role: 'owner' },
      { name: 'Aurélie Bonnet', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h046 Webflow cooking school, Paris 11e (guest chefs, team, guest blog)
sites.push({
  id: 'h046-atelier-popincourt-cuisine', domain: 'atelier-popincourt.fr', language: 'fr', shell: 'webflow', brand: 'Atelier Popincourt', slug: 'popincourt',
  bodyExtra: `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.2/dist/gsap.min.js"></script>\n  <script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26110442.js"></script>\n  <!-- HubSpot form: notifications go to forms@hubspot-notify.net -->`,
  patterns: ['event-speakers', 'team-grid', 'about-prose', 'email-mailto', 'email-text', 'name-lookalikes'],
  nav: [['/', 'Cours'], ['/chefs-invites', 'Chefs invités'], ['/a-propos', 'À propos'], ['/contact', 'Contact']],
  placeholder: ['votre@email.com'],
  footer: `<div class="footer-grid"><div>Atelier Popincourt · 31 rue Popincourt · 75011 Paris</div><div><a href="mailto:cours@atelier-popincourt.fr" class="footer-link">cours@atelier-popincourt.fr</a></div><div class="newsletter"><form class="w-form"><input type="email" class="w-input" placeholder="votre@email.com"><input type="submit" class="w-button" value="S'inscrire"></form></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Atelier Popincourt · Cours de cuisine à Paris 11e',
      body: `<section class="hero"><div class="container"><h1 class="h1">Cours de cuisine en petit groupe, au cœur du 11e.</h1></div></section>
<section class="cours"><div class="container">${W.dyn('cours-list', [
  `<div class="cours-date">Sam. 13 avril</div><div class="cours-titre">Pâte feuilletée inversée</div><div class="cours-chef">avec Romain Vasseur</div>`,
  `<div class="cours-date">Mer. 17 avril</div><div class="cours-titre">Cuisine libanaise de famille</div><div class="cours-chef">Chef invitée : Rana Haddad-Khoury</div>`,
  `<div class="cours-date">Sam. 20 avril</div><div class="cours-titre">Poissons de ligne et beurre blanc</div><div class="cours-chef">Chef invité : Thibault Le Meur (restaurant Le Goëland, Concarneau)</div>`,
])}</div></section>` },
    { path: '/chefs-invites', file: 'chefs-invites.html', title: 'Chefs invités · Atelier Popincourt',
      body: `<section class="chefs"><div class="container"><h1 class="h1">Nos chefs invités</h1><p class="paragraph">Chaque mois, un chef que nous admirons vient transmettre une recette, une technique, une histoire.</p>${W.dyn('chef-grid', [
  ['Rana Haddad-Khoury', 'Cheffe et autrice de « Beyrouth à la maison »'],
  ['Thibault Le Meur', 'Chef, Le Goëland (Concarneau)'],
  ['Aiko Tanabe', 'Pâtissière, Maison Tanabe (Paris 6e)'],
  ['Baptiste Rougier', 'Boulanger, Au Levain d\'Oberkampf'],
  ['Giulia Montanari', 'Cheffe, Trattoria Montanari (Bologne)'],
  ['Moussa Diallo', 'Chef traiteur, Dakar–Paris'],
].map(([n, d]) => `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_chef.jpg" alt="" class="chef-img"><h3 class="chef-nom">${n}</h3><p class="chef-desc">${d}</p>`))}</div></section>` },
    { path: '/a-propos', file: 'a-propos.html', title: 'À propos · Atelier Popincourt',
      body: `<section class="apropos"><div class="container narrow"><h1 class="h1">À propos</h1><div class="rich-text w-richtext">
<p>L'Atelier Popincourt, c'est une ancienne quincaillerie de la rue Popincourt que Romain Vasseur a transformée en cuisine-école en 2016. Romain a passé quinze ans dans les brigades parisiennes — chez Guy Savoy, puis comme second de cuisine au Chateaubriand — avant de vouloir « cuisiner avec les gens plutôt que pour eux ».</p>
<p>Il dirige l'atelier avec sa compagne, Élodie Marchal, qui s'occupe de la programmation, des chefs invités et des entreprises (team building, séminaires). Clémence Aubert, cheffe pâtissière, anime les cours de pâtisserie depuis 2019, et Karim, notre commis, prépare les postes avant chaque cours.</p>
<p>Sur le blog, on publie aussi les recettes de nos élèves : ce mois-ci, le couscous de Fatiha B. et la tarte Tatin de Jacques, 82 ans, notre plus fidèle participant.</p>
</div></div></section>
<section class="equipe"><div class="container">${W.dyn('equipe-list', [
  `<div class="equipe-role">Fondateur · chef</div><div class="equipe-nom">Romain Vasseur</div>`,
  `<div class="equipe-role">Programmation &amp; entreprises</div><div class="equipe-nom">Élodie Marchal</div><a href="mailto:elodie@atelier-popincourt.fr" class="equipe-mail">elodie@atelier-popincourt.fr</a>`,
  `<div class="equipe-role">Cheffe pâtissière</div><div class="equipe-nom">Clémence Aubert</div>`,
])}</div></section>` },
    { path: '/contact', file: 'contact.html', title: 'Contact · Atelier Popincourt',
      body: `<section class="contact"><div class="container"><h1 class="h1">Contact</h1><p>Réservations et bons cadeaux : cours@atelier-popincourt.fr — 01 43 55 20 19</p><p>Entreprises : <a href="mailto:elodie@atelier-popincourt.fr?subject=Team%20building">elodie@atelier-popincourt.fr</a></p></div></section>` },
  ],
  truth: {
    emails: ['cours@atelier-popincourt.fr', 'elodie@atelier-popincourt.fr'],
    emailKinds: { 'cours@atelier-popincourt.fr': 'role', 'elodie@atelier-popincourt.fr': 'person' },
    emailOwners: { 'elodie@atelier-popincourt.fr': 'Élodie Marchal' },
    contacts: [
      { name: 'Romain Vasseur', title: 'Fondateur · chef', role: 'owner' },
      { name: 'Élodie Marchal', title: 'Programmation & entreprises', role: 'marketing' },
      { name: 'Clémence Aubert', title: 'Cheffe pâtissière', role: 'other' },
      { name: 'Karim', title: 'commis', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h047 Elementor garage, Namur (second generation, Premium Addons)
sites.push({
  id: 'h047-garage-jambes-namur', domain: 'garage-jambes.be', language: 'fr', shell: 'elementor', brand: 'Garage de Jambes', slug: 'garagejambes', htmlLang: 'fr-BE', skip: 'Aller au contenu',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/notre-histoire/', 'Notre histoire'], ['/contact/', 'Contact']],
  footer: E.sec(E.col(50, E.txt('<p>Garage de Jambes SRL · Avenue Jean Materne 211 · 5100 Jambes (Namur) · 081 30 44 72 · TVA BE 0442.871.203</p>')), E.col(50, E.txt('<p><a href="mailto:atelier@garage-jambes.be">atelier@garage-jambes.be</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Garage de Jambes | Entretien et réparation toutes marques à Namur',
      body: [
        E.sec(E.col(100, E.h('Toutes marques, depuis 1979', 'h1'), E.txt('<p>Entretien, pneus, climatisation, préparation au contrôle technique. Agent Peugeot de 1985 à 2015.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'Honnêtes et rapides. Benoît m\'a évité un embrayage inutile.', name: 'Christine Lambotte', job: 'Erpent' })), E.col(50, E.testimonial({ text: 'Le garage de confiance de ma famille depuis trois générations.', name: 'Jean-Marc Delvaux', job: 'Client depuis 1983' }))),
      ].join('\n') },
    { path: '/notre-histoire/', file: 'notre-histoire.html', title: 'Notre histoire | Garage de Jambes',
      body: [
        E.sec(E.col(100, E.h('Notre histoire', 'h1'), E.txt(`<p>Le garage a été fondé en 1979 par Albert Dussart, mécanicien formé chez Citroën à Forest. Il a été agent Peugeot pendant trente ans et tout Jambes l'appelait « Bébert ». Albert est décédé en 2020, mais sa salopette est toujours accrochée dans l'atelier.</p>
<p>Depuis 2012, le garage est dirigé par son fils Benoît Dussart, avec sa sœur Catherine Dussart, qui gère l'administration et l'accueil. Le chef d'atelier, Kevin Lejeune, est arrivé comme apprenti en 2006. On l'appelle « le p'tit Kev », même s'il mesure 1,92 m.</p>`))),
        E.sec(
          E.col(33, E.pa({ name: 'Benoît Dussart', title: 'Gérant', bio: 'benoit@garage-jambes.be', img: 'https://garage-jambes.be/wp-content/uploads/2022/03/benoit.jpg' })),
          E.col(33, E.pa({ name: 'Catherine Dussart', title: 'Administration & accueil', bio: '', img: 'https://garage-jambes.be/wp-content/uploads/2022/03/catherine.jpg' })),
          E.col(33, E.pa({ name: 'Kevin Lejeune', title: 'Chef d\'atelier', bio: '', img: 'https://garage-jambes.be/wp-content/uploads/2022/03/kevin.jpg' }))),
      ].join('\n') },
    { path: '/contact/', file: 'contact.html', title: 'Contact | Garage de Jambes',
      body: E.sec(E.col(100, E.h('Contact', 'h1'), E.txt('<p>Rendez-vous atelier : 081 30 44 72 ou <a href="mailto:atelier@garage-jambes.be?subject=Rendez-vous">atelier@garage-jambes.be</a>. Du lundi au vendredi, 7h30–17h30.</p>'))) },
  ],
  truth: {
    emails: ['atelier@garage-jambes.be', 'benoit@garage-jambes.be'],
    emailKinds: { 'atelier@garage-jambes.be': 'role', 'benoit@garage-jambes.be': 'person' },
    emailOwners: { 'benoit@garage-jambes.be': 'Benoît Dussart' },
    contacts: [
      { name: 'Benoît Dussart', title: 'Gérant', role: 'owner' },
      { name: 'Catherine Dussart', title: 'Administration & accueil', role: 'operations' },
      { name: 'Kevin Lejeune', title: "Chef d'atelier", role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h048 Divi traders' association, Colmar (directory)
const vitrinesColmar = [
  ['Boulangerie Schmitt', 'Rue des Marchands', 'Pierre Schmitt'],
  ['Librairie Le Liseron', 'Grand\'Rue', 'Odile Kieffer'],
  ['Maison Hansi Souvenirs', 'Rue Saint-Jean', 'Martine Hueber'],
  ['Fromagerie Saint-Nicolas', 'Rue Saint-Nicolas', 'Jean-Luc Ertlé'],
  ['Optique Krutenau', 'Quai de la Poissonnerie', 'Sébastien Wolff'],
  ['Winstub Zum Pfifferhüs', 'Grand\'Rue', 'Marc et Doris Wendling'],
  ['Bijouterie Unterlinden', 'Place Unterlinden', 'Nathalie Zimmermann'],
  ['Cave Bartholdi', 'Rue des Têtes', 'Guillaume Meyer'],
  ['Chaussures Martin Schongauer', 'Rue des Clefs', 'Christophe Ritter'],
  ['Pharmacie du Koïfhus', 'Place de l\'Ancienne Douane', 'Dr Anne Lorentz'],
  ['Au Petit Venise Fleurs', 'Rue de Turenne', 'Julie Haegeli'],
  ['Pâtisserie Gilg', 'Rue des Marchands', 'Thierry Gilg'],
  ['Coiffure Lauch', 'Rue de la Herse', 'Sandrine Muller'],
  ['Épicerie fine Le Tanneur', 'Rue des Tanneurs', 'Olivier Bauer'],
  ['Galerie Rapp', 'Place Rapp', 'François Heitz'],
  ['Mode Femme Iris', 'Rue Vauban', 'Isabelle Kuhn'],
];
sites.push({
  id: 'h048-vitrines-de-colmar', domain: 'vitrines-colmar.fr', language: 'fr', shell: 'divi', brand: 'Les Vitrines de Colmar', slug: 'vitrines', selectPage: 'Choisir une page',
  patterns: ['directory', 'about-prose', 'team-grid', 'legal-notice', 'email-mailto', 'email-obfuscated', 'name-lookalikes'],
  nav: [['/', 'Accueil'], ['/l-association/', 'L\'association'], ['/annuaire/', 'Annuaire des commerçants'], ['/mentions-legales/', 'Mentions légales']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Les Vitrines de Colmar · association des commerçants du centre-ville · 1 place de la Cathédrale, 68000 Colmar · <a href="mailto:contact@vitrines-colmar.fr">contact@vitrines-colmar.fr</a></p></div></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Les Vitrines de Colmar | Commerçants du centre-ville',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Le centre-ville de Colmar, ses 180 commerçants et artisans</h1><p>Chèques cadeaux, animations de Noël, marché de printemps. <a href="/annuaire/">Trouver un commerce</a></p>')))) },
    { path: '/l-association/', file: 'l-association.html', title: 'L\'association | Les Vitrines de Colmar',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>L'association</h1><p>Créée en 1994 à l'initiative d'André Wendling, alors patron de la winstub Zum Pfifferhüs, l'association fédère les commerçants indépendants du centre historique. Elle est présidée depuis 2021 par Nathalie Zimmermann (Bijouterie Unterlinden) et animée au quotidien par sa manager de centre-ville, Laure Fischbach, seule salariée de l'association.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Nathalie Zimmermann', title: 'Présidente', bio: '<p>Bijouterie Unterlinden</p>', img: '/wp-content/uploads/2022/01/zimmermann.jpg' })),
          D.col('1_3', D.team({ name: 'Guillaume Meyer', title: 'Trésorier', bio: '<p>Cave Bartholdi</p>', img: '/wp-content/uploads/2022/01/meyer.jpg' })),
          D.col('1_3', D.team({ name: 'Laure Fischbach', title: 'Manager de centre-ville', bio: '<p>laure.fischbach [at] vitrines-colmar [point] fr<br>06 71 22 38 14</p>', img: '/wp-content/uploads/2022/01/fischbach.jpg' })))),
      ].join('\n') },
    { path: '/annuaire/', file: 'annuaire.html', title: 'Annuaire des commerçants | Les Vitrines de Colmar',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Annuaire des commerçants</h1><table class="annuaire"><thead><tr><th>Commerce</th><th>Rue</th><th>Contact</th></tr></thead><tbody>
${vitrinesColmar.map(([c, r, p]) => `<tr><td>${c}</td><td>${r}</td><td>${p}</td></tr>`).join('\n')}
</tbody></table>`)))) },
    { path: '/mentions-legales/', file: 'mentions-legales.html', title: 'Mentions légales | Les Vitrines de Colmar',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Mentions légales</h1><p>Association de droit local inscrite au registre des associations du tribunal judiciaire de Colmar, volume 58, folio 12.<br>Directrice de la publication : Nathalie Zimmermann, présidente.<br>Contact : contact@vitrines-colmar.fr</p>`)))) },
  ],
  truth: {
    emails: ['contact@vitrines-colmar.fr', 'laure.fischbach@vitrines-colmar.fr'],
    emailKinds: { 'contact@vitrines-colmar.fr': 'generic', 'laure.fischbach@vitrines-colmar.fr': 'person' },
    emailOwners: { 'laure.fischbach@vitrines-colmar.fr': 'Laure Fischbach' },
    contacts: [
      { name: 'Nathalie Zimmermann', title: 'Présidente', role: 'owner' },
      { name: 'Guillaume Meyer', title: 'Trésorier', role: 'other' },
      { name: 'Laure Fischbach', title: 'Manager de centre-ville', role: 'operations' },
    ],
  },
});

export default sites;
