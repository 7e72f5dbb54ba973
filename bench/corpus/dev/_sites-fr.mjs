import { T, P, mailto, ent, entMailto, obf, fa, svgIcon, jsonld, elementor, divi, wp, wix, sqs, webflow, bootstrap } from './_lib.mjs';

const sites = [];

// d049 — chartered accountants in Lyon (FR), Elementor heading + text widgets per person, mentions légales
sites.push((() => {
  const site = { id: 'd049-cabinet-comptable-saone', domain: 'saone-expertise.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Saône Expertise',
    nav: [['/', 'Accueil'], ['/missions/', 'Nos missions'], ['/cabinet/', 'Le cabinet'], ['/contact/', 'Contact'], ['/mentions-legales/', 'Mentions légales']] };
  const herve = P('Hervé Giraudon', 'Expert-comptable associé, gérant', 'owner');
  const celine = P('Céline Baptiste-Roux', 'Expert-comptable associée', 'owner');
  const maxime = P('Maxime Tran', 'Responsable paie et social', 'other');
  const nadege = P('Nadège Perrin', 'Office manager', 'operations');
  const { E, render } = elementor(site, { theme: 'hello-elementor', skip: 'Aller au contenu', logo2x: true,
    footer: (E) => E.section([E.col(50, E.text('<p>Saône Expertise · 14 quai Saint-Vincent · 69001 Lyon<br>04 78 28 61 10</p>')), E.col(50, E.text('<p><a href="mailto:cabinet@saone-expertise.fr">cabinet@saone-expertise.fr</a></p><p>Membre de l’Ordre des experts-comptables Auvergne-Rhône-Alpes</p>'))]) });
  const person = (p, mail) => E.col(25, E.image(`https://saone-expertise.fr/wp-content/uploads/2023/01/${p.name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.jpg`, ''), E.heading(p.name, 'h3'), E.text(`<p><em>${p.title}</em></p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ''}`));
  const home = render('Saône Expertise – Expert-comptable à Lyon', E.section([E.col(100, E.heading('Votre expert-comptable à Lyon 1er', 'h1'), E.text('<p>Comptabilité, fiscalité, paie et conseil pour TPE, professions libérales et associations.</p>'), E.button('/contact/', 'Prendre rendez-vous'))]), { path: '/' });
  const missions = render('Nos missions – Saône Expertise', E.section(E.col(100, E.heading('Nos missions', 'h1'), E.iconList([['check', 'Tenue et révision comptable'], ['check', 'Bilans et liasses fiscales'], ['check', 'Paie et déclarations sociales (DSN)'], ['check', 'Création d’entreprise et prévisionnels'], ['check', 'Accompagnement des SCI et LMNP']]))), { path: '/missions/' });
  const cab = render('Le cabinet – Saône Expertise', [E.section(E.col(100, E.heading('L’équipe', 'h1'), E.text('<p>Douze collaborateurs au service de 400 clients, sur les pentes de la Croix-Rousse.</p>'))), E.section([person(herve, 'h.giraudon@saone-expertise.fr'), person(celine, 'c.baptiste-roux@saone-expertise.fr'), person(maxime, 'paie@saone-expertise.fr'), person(nadege, null)])].join('\n'), { path: '/cabinet/' });
  const contact = render('Contact – Saône Expertise', E.section([E.col(50, E.heading('Nous contacter', 'h1'), E.form([['name', 'text', 'Nom'], ['email', 'email', 'votre@adresse.fr'], ['message', 'textarea', 'Votre message']], 'Envoyer')), E.col(50, E.text('<p>Du lundi au vendredi, 8h30 – 18h.</p><p>cabinet@saone-expertise.fr</p>'))]), { path: '/contact/' });
  const ml = render('Mentions légales – Saône Expertise', E.section(E.col(100, E.heading('Mentions légales', 'h1'), E.text('<p><strong>Éditeur du site :</strong> Saône Expertise SARL, société d’expertise comptable inscrite au Tableau de l’Ordre de la région Auvergne-Rhône-Alpes, au capital de 40 000 €, RCS Lyon 812 334 560, siège social : 14 quai Saint-Vincent, 69001 Lyon.</p><p><strong>Directeur de la publication :</strong> Hervé Giraudon, gérant.</p><p><strong>Hébergeur :</strong> OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>'))), { path: '/mentions-legales/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'junk-placeholder', 'junk-asset'],
    pages: { '/': ['index.html', home], '/missions/': ['missions.html', missions], '/cabinet/': ['cabinet.html', cab], '/contact/': ['contact.html', contact], '/mentions-legales/': ['mentions-legales.html', ml] },
    truth: T({ generic: ['cabinet@saone-expertise.fr'], role: ['paie@saone-expertise.fr'], person: { 'h.giraudon@saone-expertise.fr': herve.name, 'c.baptiste-roux@saone-expertise.fr': celine.name }, contacts: [herve, celine, maxime, nadege], junk: ['votre@adresse.fr', 'logo@2x.png'] }) };
})());

// d050 — bakery in Annecy (FR) on Wix, couple named in prose, orange.fr address
sites.push((() => {
  const site = { id: 'd050-maison-favre-annecy', domain: 'maisonfavre-annecy.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Maison Favre',
    nav: [['/', 'Accueil'], ['/notre-histoire', 'Notre histoire'], ['/commandes', 'Commandes']] };
  const julien = P('Julien Favre', 'Artisan boulanger', 'owner');
  const camille = P('Camille Favre', 'Pâtissière', 'owner');
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', '12 rue Sainte-Claire · 74000 Annecy · 04 50 45 22 18'], ['p', 'font_9', 'Ouvert du mardi au dimanche, 7h – 19h30']]) });
  const home = render('Maison Favre | Boulangerie-pâtisserie à Annecy', X.strip([X.rich([['h1', 'font_0', X.span('Maison Favre')], ['p', 'font_7', 'Pain au levain, viennoiseries pur beurre et gâteaux de Savoie dans la vieille ville.']]), X.img('vitrine.jpg', 'Vitrine'),
    X.rich([['h2', 'font_2', 'Ils en parlent'], ['p', 'font_8', '« Le meilleur croissant du lac, sans hésiter. » — Sophie L.'], ['p', 'font_8', '« Leur tarte aux myrtilles m’a rappelé celle de ma grand-mère. » — Bernard Chappaz']]), X.button('https://maisonfavre-annecy.fr/commandes', 'Commander')]), { path: '/' });
  const hist = render('Notre histoire | Maison Favre', X.strip([X.rich([['h1', 'font_0', 'Notre histoire'], ['p', 'font_8', `Julien et Camille Favre ont repris la boulangerie de la rue Sainte-Claire en 2016. Julien, meilleur apprenti de France 2008, s’occupe du fournil ; Camille, passée par la Maison Pic à Valence, signe les entremets.`]]),
    X.box([X.img('julien.jpg', 'Julien'), X.rich([['p', 'font_8', `<strong>${julien.name}</strong>\n${julien.title}`]])]), X.box([X.img('camille.jpg', 'Camille'), X.rich([['p', 'font_8', `<strong>${camille.name}</strong>\n${camille.title}`]])])]), { path: '/notre-histoire' });
  const cmd = render('Commandes | Maison Favre', X.strip([X.rich([['h1', 'font_0', 'Commandes'], ['p', 'font_8', 'Gâteaux d’anniversaire, pièces montées et plateaux de mignardises sur commande, 72 h à l’avance.'], ['p', 'font_8', 'Par téléphone au 04 50 45 22 18 ou par mail : maison.favre74@orange.fr']]), X.form([['Nom', 'text', 'Nom'], ['Email', 'email', 'exemple@mail.com'], ['Commande', 'text', 'Votre commande']], 'Envoyer')]), { path: '/commandes' });
  return { ...site, patterns: ['builder-wix', 'about-prose', 'team-grid', 'email-text', 'testimonials', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/notre-histoire': ['notre-histoire.html', hist], '/commandes': ['commandes.html', cmd] },
    truth: T({ generic: ['maison.favre74@orange.fr'], contacts: [julien, camille], junk: [X.dsn, 'exemple@mail.com'] }) };
})());

// d051 — law firm in Bordeaux (FR), Divi team members, personal addresses, agency credit
sites.push((() => {
  const site = { id: 'd051-lacoste-mbaye-avocats', domain: 'lacoste-mbaye-avocats.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Lacoste Mbaye Avocats',
    nav: [['/', 'Accueil'], ['/expertises/', 'Expertises'], ['/equipe/', 'L’équipe'], ['/contact/', 'Contact']] };
  const anne = P('Anne-Sophie Lacoste', 'Avocate associée', 'owner');
  const ous = P('Ousmane Mbaye', 'Avocat associé', 'owner');
  const lea = P('Léa Dufresne', 'Avocate collaboratrice', 'other');
  const karine = P('Karine Moreau', 'Assistante juridique', 'other');
  const { D, render } = divi(site, { selectPage: 'Sélectionner une page', footerInfo: 'Lacoste Mbaye Avocats · 41 cours de Verdun · 33000 Bordeaux · 05 56 44 18 90 · Conception : <a href="https://studio-garonne.fr">Studio Garonne</a> (bonjour@studio-garonne.fr)' });
  const home = render('Lacoste Mbaye Avocats | Droit du travail et droit des affaires à Bordeaux', D.section(D.row(D.col('4_4', D.text('<h1>Avocats en droit social et droit des affaires</h1><p>Nous conseillons et défendons salariés, dirigeants et PME devant le conseil de prud’hommes et le tribunal de commerce de Bordeaux.</p>'), D.button('/contact/', 'Prendre rendez-vous')))), { path: '/' });
  const exp = render('Expertises | Lacoste Mbaye Avocats', D.section(D.row([D.col('1_2', D.blurb({ title: 'Droit du travail', body: '<p>Licenciement, rupture conventionnelle, harcèlement, négociation de départ.</p>' })), D.col('1_2', D.blurb({ title: 'Droit des affaires', body: '<p>Baux commerciaux, cessions de fonds, contentieux entre associés.</p>' }))])), { path: '/expertises/' });
  const eq = render('L’équipe | Lacoste Mbaye Avocats', D.section(D.row([
    D.col('1_4', D.team({ img: '/wp-content/uploads/2022/09/as-lacoste.jpg', name: anne.name, pos: anne.title, bio: '<p>Barreau de Bordeaux depuis 2006. Spécialiste en droit du travail.</p><p>as.lacoste@lacoste-mbaye-avocats.fr</p>', social: [['linkedin', 'https://www.linkedin.com/in/aslacoste']] })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2022/09/o-mbaye.jpg', name: ous.name, pos: ous.title, bio: '<p>Ancien juriste chez Cdiscount. Droit des affaires.</p><p>o.mbaye@lacoste-mbaye-avocats.fr</p>' })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2022/09/l-dufresne.jpg', name: lea.name, pos: lea.title })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2022/09/k-moreau.jpg', name: karine.name, pos: karine.title, bio: '<p>secretariat@lacoste-mbaye-avocats.fr</p>' })),
  ])), { path: '/equipe/' });
  const contact = render('Contact | Lacoste Mbaye Avocats', D.section(D.row([D.col('1_2', D.text(`<h1>Contact</h1><p>${mailto('contact@lacoste-mbaye-avocats.fr', 'contact@lacoste-mbaye-avocats.fr', 'Demande de rendez-vous')}</p><p>Tram B, arrêt Quinconces.</p>`)), D.col('1_2', D.form([['nom', 'input', 'Nom'], ['email', 'email', 'Adresse e-mail'], ['message', 'text_area', 'Message']], 'Envoyer'))])), { path: '/contact/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'email-mailto', 'email-text', 'email-in-person-card', 'junk-agency'],
    pages: { '/': ['index.html', home], '/expertises/': ['expertises.html', exp], '/equipe/': ['equipe.html', eq], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['contact@lacoste-mbaye-avocats.fr'], role: ['secretariat@lacoste-mbaye-avocats.fr'], person: { 'as.lacoste@lacoste-mbaye-avocats.fr': anne.name, 'o.mbaye@lacoste-mbaye-avocats.fr': ous.name }, contacts: [anne, ous, lea, karine], junk: ['bonjour@studio-garonne.fr'] }) };
})());

// d052 — funeral home in Namur (BE), WordPress, avis de décès, condolence form
sites.push((() => {
  const site = { id: 'd052-funerailles-lambert-namur', domain: 'funerailles-lambert.be', lang: 'fr', htmlLang: 'fr-BE', name: 'Funérailles Lambert',
    nav: [['/', 'Accueil'], ['/avis-de-deces/', 'Avis de décès'], ['/qui-sommes-nous/', 'Qui sommes-nous'], ['/contact/', 'Contact']] };
  const philippe = P('Philippe Lambert', 'Administrateur délégué', 'owner');
  const martine = P('Martine Lambert-Dubois', 'Conseillère funéraire', 'other');
  const { W, render } = wp(site, { theme: 'oceanwp', footerWidgets: ['<p>Funérailles Lambert SRL<br>Chaussée de Louvain 212<br>5000 Namur</p>', `<p>081 22 40 16 (24h/24)<br>${mailto('info@funerailles-lambert.be')}</p>`, '<p>TVA BE 0456.221.870</p>'] });
  const avis = (name, info) => `<article class="avis type-avis">${W.h(name, 3)}${W.p(info)}<p><a class="condoleances" href="#">Déposer un message de condoléances</a></p></article>`;
  const home = render('Funérailles Lambert – Namur', [W.p('Entreprise familiale depuis 1948, Funérailles Lambert accompagne les familles namuroises : organisation des funérailles, crémation, rapatriement et prévoyance.'), W.buttons([['/avis-de-deces/', 'Avis de décès récents']])].join('\n'), { path: '/', noTitle: true });
  const av = render('Avis de décès – Funérailles Lambert', [
    avis('Monsieur Jean-Pierre Delvaux', 'Né à Jambes le 2 mai 1941 et décédé à Namur le 8 avril 2024. Époux de Madame Nicole Hubert. Les funérailles seront célébrées le samedi 13 avril à 10h30 en l’église Saint-Loup.'),
    avis('Madame Simone Gérard, veuve de Monsieur André Collard', 'Née à Dinant le 19 septembre 1929, décédée à Namur le 6 avril 2024. Visites au funérarium, chaussée de Louvain 212, le vendredi de 17h à 19h.'),
    avis('Monsieur Luc Vanderbeken', 'Né à Bruxelles le 30 janvier 1958, décédé le 4 avril 2024. Cérémonie au crématorium de Ciney dans l’intimité familiale.'),
    `<div class="comment-respond"><h3>Laisser un message</h3><form><p><label>Nom</label><input name="author" placeholder="Votre nom"></p><p><label>Email</label><input name="email" placeholder="nom@exemple.be"></p><p><textarea name="comment"></textarea></p><p><input type="submit" value="Publier"></p></form></div>`,
  ].join('\n'), { path: '/avis-de-deces/' });
  const qui = render('Qui sommes-nous – Funérailles Lambert', [W.p(`Fondée par Georges Lambert en 1948, l’entreprise est aujourd’hui dirigée par son petit-fils ${philippe.name}, ${philippe.title.toLowerCase()}. Sa sœur ${martine.name} vous reçoit comme ${martine.title.toLowerCase()}.`), W.p('Nous sommes membres de la Fédération Royale des Organisateurs de Funérailles de Belgique (FUNEBRA).')].join('\n'), { path: '/qui-sommes-nous/' });
  const contact = render('Contact – Funérailles Lambert', [W.p('En cas de décès, appelez-nous jour et nuit au 081 22 40 16.'), W.p('Prévoyance funéraire : prevoyance@funerailles-lambert.be')].join('\n'), { path: '/contact/' });
  return { ...site, patterns: ['builder-wordpress', 'obituary', 'about-prose', 'email-mailto', 'email-footer', 'email-text', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/avis-de-deces/': ['avis-de-deces.html', av], '/qui-sommes-nous/': ['qui-sommes-nous.html', qui], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['info@funerailles-lambert.be'], role: ['prevoyance@funerailles-lambert.be'], contacts: [{ ...philippe, title: 'administrateur délégué' }, { ...martine, title: 'conseillère funéraire' }], junk: ['nom@exemple.be'] }) };
})());

// d053 — shopkeepers' association of the Croix-Rousse (FR), hand-written table of members + bureau
sites.push((() => {
  const site = { id: 'd053-commercants-croix-rousse', domain: 'commercants-croixrousse.fr', lang: 'fr' };
  const pres = P('Bernadette Vial', 'Présidente', 'owner');
  const sec = P('Yannick Bouvier', 'Secrétaire', 'other');
  const tres = P('Farid Benali', 'Trésorier', 'other');
  const head = (t) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<div id="page">
<div id="entete"><a href="/"><img src="/images/bandeau.jpg" alt="Les commerçants de la Croix-Rousse"></a></div>
<div id="menu"><a href="/">Accueil</a> | <a href="/bureau.html">Le bureau</a> | <a href="/annuaire.html">Annuaire des adhérents</a> | <a href="/adherer.html">Adhérer</a></div>
<div id="contenu">`;
  const foot = `</div>
<div id="pied">Association des Commerçants et Artisans de la Croix-Rousse (loi 1901) · Mairie du 4e, 133 boulevard de la Croix-Rousse, 69004 Lyon · Contact : <a href="mailto:contact@commercants-croixrousse.fr">contact@commercants-croixrousse.fr</a></div>
</div>
</body>
</html>
`;
  const members = [['Boulangerie du Gros Caillou', 'Boulangerie', 'M. et Mme Perret', 'boulangerie.groscaillou@orange.fr'], ['Librairie Le Bal des Ardents', 'Librairie', 'Thomas Chardon', 'contact@librairie-ardents.fr'], ['Fromagerie Mère Richard', 'Fromagerie', 'Renée Richard', 'fromagerie.merericard@gmail.com'], ['Cave des Canuts', 'Cave à vins', 'Farid Benali', 'cavedescanuts@free.fr'], ['Optique Bouvier', 'Opticien', 'Yannick Bouvier', 'optique.bouvier@wanadoo.fr'], ['Salon Coiffure Bernadette', 'Coiffure', 'Bernadette Vial', 'salonbernadette69@gmail.com'], ['Quincaillerie Guignol', 'Quincaillerie', 'Paul Mercier', 'quincaillerie.guignol@orange.fr'], ['Atelier de soierie Saint-Georges', 'Artisanat', 'Mireille Jacquard', 'atelier.stgeorges@laposte.net'], ['Pharmacie du Plateau', 'Pharmacie', 'Dr Hélène Roux', 'pharmacieduplateau@orange.fr'], ['Chocolaterie Bouillet', 'Chocolatier', 'Sébastien Bouillet', 'boutique@chocolatier-bouillet.fr'], ['Café du Marché', 'Bar-restaurant', 'Didier Faure', 'cafedumarche69004@gmail.com'], ['Cordonnerie Express', 'Cordonnier', 'Aram Petrossian', 'cordonnerie.express@sfr.fr']];
  const index = head('Commerçants de la Croix-Rousse') + `
<h1>Bienvenue sur le site des commerçants de la Croix-Rousse !</h1>
<p>Notre association regroupe plus de 90 commerces et artisans du plateau. Nous organisons chaque année la braderie de la Grande Rue (en septembre), les illuminations de Noël et la vogue des marrons avec la mairie du 4e.</p>
<p><b>Prochaine assemblée générale :</b> lundi 22 avril à 19h30, salle de la Ficelle.</p>` + foot;
  const bureau = head('Le bureau - Commerçants de la Croix-Rousse') + `
<h1>Le bureau 2024</h1>
<table border="0" cellpadding="6">
<tr><td><img src="/images/bureau/vial.jpg" width="100"></td><td><b>${pres.name}</b><br>${pres.title}<br><font size="2">Salon Coiffure Bernadette</font></td></tr>
<tr><td><img src="/images/bureau/bouvier.jpg" width="100"></td><td><b>${sec.name}</b><br>${sec.title}<br><font size="2">Optique Bouvier</font></td></tr>
<tr><td><img src="/images/bureau/benali.jpg" width="100"></td><td><b>${tres.name}</b><br>${tres.title}<br><font size="2">Cave des Canuts</font></td></tr>
</table>
<p>Pour joindre le bureau : bureau@commercants-croixrousse.fr</p>` + foot;
  const annuaire = head('Annuaire des adhérents - Commerçants de la Croix-Rousse') + `
<h1>Annuaire des adhérents</h1>
<table border="1" cellspacing="0" cellpadding="4" width="100%">
<tr bgcolor="#c8102e"><th><font color="white">Commerce</font></th><th><font color="white">Activité</font></th><th><font color="white">Gérant</font></th><th><font color="white">E-mail</font></th></tr>
${members.map(([n, a, g, e]) => `<tr><td>${n}</td><td>${a}</td><td>${g}</td><td>${e}</td></tr>`).join('\n')}
</table>` + foot;
  const adherer = head('Adhérer - Commerçants de la Croix-Rousse') + `
<h1>Adhérer à l’association</h1>
<p>Cotisation annuelle : 80 € (commerçants), 40 € (artisans en atelier). Bulletin à retourner à la Cave des Canuts, 8 Grande Rue de la Croix-Rousse, ou par mail à adhesions@commercants-croixrousse.fr.</p>` + foot;
  return { ...site, patterns: ['hand-written', 'directory', 'team-table', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/bureau.html': ['bureau.html', bureau], '/annuaire.html': ['annuaire.html', annuaire], '/adherer.html': ['adherer.html', adherer] },
    truth: T({ generic: ['contact@commercants-croixrousse.fr'], role: ['bureau@commercants-croixrousse.fr', 'adhesions@commercants-croixrousse.fr'], contacts: [pres, sec, tres], junk: members.map((m) => m[3]) }) };
})());

// d054 — architects in Lausanne (CH), Webflow CMS, [at] addresses in cards
sites.push((() => {
  const site = { id: 'd054-atelier-leman-architectes', domain: 'leman-architectes.ch', lang: 'fr', htmlLang: 'fr-CH', name: 'Atelier Léman Architectes',
    nav: [['/', 'Accueil'], ['/projets', 'Projets'], ['/bureau', 'Bureau'], ['/contact', 'Contact']] };
  const people = [[P('Nicolas Chevalley', 'Architecte EPFL SIA, associé fondateur', 'owner'), 'n.chevalley'], [P('Sarah Zbinden', 'Architecte HES, associée', 'owner'), 's.zbinden'], [P('Luca Bernasconi', 'Chef de projet', 'operations'), 'l.bernasconi'], [P('Mathilde Rochat', 'Dessinatrice en bâtiment', 'other'), null], [P('Elif Yilmaz', 'Stagiaire', 'other'), null]];
  const { F, render } = webflow(site, { done: 'Merci ! Votre message a bien été envoyé.', fail: 'Oups ! Une erreur est survenue.', wait: 'Veuillez patienter...', footer: '<div class="footer w-container"><p>Atelier Léman Architectes Sàrl · Avenue de Cour 32 · 1007 Lausanne · +41 21 612 40 80</p><p>info [at] leman-architectes [point] ch</p></div>' });
  const home = render('Atelier Léman Architectes — Lausanne', `<div class="hero w-container"><h1>Architecture, transformation, patrimoine</h1><p>Bureau d’architectes à Lausanne actif dans le logement collectif, les écoles et la transformation de bâtiments existants en Suisse romande.</p></div>`, { path: '/' });
  const proj = render('Projets — Atelier Léman', `<div class="w-container"><h1>Projets</h1>${F.dynList([['Collège de la Planta, Chavannes', 'Concours, 1er prix'], ['Logements Avenue Jomini', 'Réalisé 2022'], ['Transformation Villa Mont-Riant', 'Réalisé 2020']], ([n, s]) => `<h3>${n}</h3><p>${s}</p>`, 'projet')}</div>`, { path: '/projets' });
  const bureau = render('Bureau — Atelier Léman', `<div class="w-container"><h1>Bureau</h1><p>Fondé en 2008 par Nicolas Chevalley, rejoint en 2014 par Sarah Zbinden comme associée.</p>${F.dynList(people, ([p, u]) => `<div class="card-person"><h4>${p.name}</h4><div class="fonction">${p.title}</div>${u ? `<div class="mail">${u} [at] leman-architectes [point] ch</div>` : ''}</div>`)}</div>`, { path: '/bureau' });
  const contact = render('Contact — Atelier Léman', `<div class="w-container"><h1>Contact</h1><p>Candidatures spontanées : emploi [at] leman-architectes [point] ch</p>${F.form('Contact', [['Nom', 'text', 'Jean Dupont'], ['Email', 'email', 'jean.dupont@exemple.ch'], ['Message', 'textarea', 'Votre message']], 'Envoyer')}</div>`, { path: '/contact' });
  return { ...site, patterns: ['builder-webflow', 'team-grid', 'about-prose', 'email-obfuscated', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/projets': ['projets.html', proj], '/bureau': ['bureau.html', bureau], '/contact': ['contact.html', contact] },
    truth: T({ generic: ['info@leman-architectes.ch'], role: ['emploi@leman-architectes.ch'], person: { 'n.chevalley@leman-architectes.ch': 'Nicolas Chevalley', 's.zbinden@leman-architectes.ch': 'Sarah Zbinden', 'l.bernasconi@leman-architectes.ch': 'Luca Bernasconi' }, contacts: people.map((x) => x[0]), junk: ['jean.dupont@exemple.ch'] }) };
})());

// d055 — land surveyors in Rennes (FR), Bootstrap 5, staff table, mentions légales naming the gérant
sites.push((() => {
  const site = { id: 'd055-geometres-vilaine', domain: 'geometres-vilaine.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Cabinet Le Goff & Associés – Géomètres-Experts',
    nav: [['/', 'Accueil'], ['/equipe.html', 'Équipe'], ['/mentions-legales.html', 'Mentions légales']] };
  const yann = P('Yann Le Goff', 'Géomètre-expert, gérant', 'owner');
  const gwen = P('Gwenaëlle Tanguy', 'Géomètre-expert associée', 'owner');
  const pierre = P('Pierre-Yves Morvan', 'Technicien topographe', 'other');
  const elodie = P('Élodie Gicquel', 'Assistante administrative', 'other');
  const { render } = bootstrap(site, { v: 5, footer: '<footer class="border-top py-3 mt-5"><div class="container small text-muted">Cabinet Le Goff &amp; Associés · 9 rue de Brest · 35000 Rennes · 02 99 30 55 41 · <a href="mailto:accueil@geometres-vilaine.fr">accueil@geometres-vilaine.fr</a></div></footer>' });
  const home = render('Géomètres-Experts à Rennes – Cabinet Le Goff & Associés', `<div class="container py-5"><h1>Géomètres-Experts à Rennes</h1><p class="lead">Bornage, division parcellaire, copropriété, topographie et implantation.</p><div class="row mt-4"><div class="col-md-6"><div class="card"><div class="card-body"><h5 class="card-title">Particuliers</h5><p class="card-text">Bornage amiable, plan de division pour vente de terrain, certificat de surface (loi Carrez).</p></div></div></div><div class="col-md-6"><div class="card"><div class="card-body"><h5 class="card-title">Collectivités et promoteurs</h5><p class="card-text">Relevés topographiques, plans de récolement, états descriptifs de division.</p></div></div></div></div></div>`, { path: '/' });
  const eq = render('Équipe – Cabinet Le Goff & Associés', `<div class="container py-5"><h1>Équipe</h1><table class="table"><thead><tr><th scope="col">Nom</th><th scope="col">Fonction</th><th scope="col">Contact</th></tr></thead><tbody>
<tr><td>${yann.name}</td><td>${yann.title}</td><td><a href="mailto:y.legoff@geometres-vilaine.fr">y.legoff@geometres-vilaine.fr</a></td></tr>
<tr><td>${gwen.name}</td><td>${gwen.title}</td><td><a href="mailto:g.tanguy@geometres-vilaine.fr">g.tanguy@geometres-vilaine.fr</a></td></tr>
<tr><td>${pierre.name}</td><td>${pierre.title}</td><td>—</td></tr>
<tr><td>${elodie.name}</td><td>${elodie.title}</td><td><a href="mailto:accueil@geometres-vilaine.fr">accueil@geometres-vilaine.fr</a></td></tr>
</tbody></table></div>`, { path: '/equipe.html' });
  const ml = render('Mentions légales – Cabinet Le Goff & Associés', `<div class="container py-5"><h1>Mentions légales</h1><p>Le présent site est édité par la SELARL Le Goff &amp; Associés, société de géomètres-experts inscrite au tableau de l’Ordre sous le n° 2011B300012, capital 15 000 €, RCS Rennes 530 118 224.</p><p>Gérant et directeur de la publication : M. Yann Le Goff.</p><p>Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p></div>`, { path: '/mentions-legales.html' });
  return { ...site, patterns: ['builder-bootstrap', 'team-table', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-version'],
    pages: { '/': ['index.html', home], '/equipe.html': ['equipe.html', eq], '/mentions-legales.html': ['mentions-legales.html', ml] },
    truth: T({ generic: ['accueil@geometres-vilaine.fr'], person: { 'y.legoff@geometres-vilaine.fr': yann.name, 'g.tanguy@geometres-vilaine.fr': gwen.name }, contacts: [yann, gwen, pierre, elodie], junk: ['bootstrap@5.3.2'] }) };
})());

// d056 — chambres d'hôtes in the Luberon (FR), Squarespace, nobody named
sites.push((() => {
  const site = { id: 'd056-mas-des-oliviers-luberon', domain: 'masdesoliviers-luberon.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Le Mas des Oliviers',
    nav: [['/', 'Accueil'], ['/chambres', 'Chambres'], ['/reserver', 'Réserver']] };
  const { S, render } = sqs(site, { tz: 'Europe/Paris', country: 'FR', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Le Mas des Oliviers · Chemin des Bories · 84220 Gordes</p></div></div></section>' });
  const home = render('Le Mas des Oliviers — Chambres d’hôtes à Gordes', S.section([S.image('mas-piscine.jpg', 'Le mas et la piscine'), S.html('<h1>Chambres d’hôtes au cœur du Luberon</h1><p>Quatre chambres et une suite dans un mas en pierre du XVIIIe siècle, piscine chauffée, petit-déjeuner provençal sous la treille.</p>'), S.quote('Un havre de paix, accueil chaleureux et confitures maison divines.', 'Isabelle et Marc, Lille'), S.quote('We loved every minute — the view of the Luberon at sunset is unforgettable.', 'Jenny R., London')]), { path: '/' });
  const ch = render('Chambres — Le Mas des Oliviers', S.section([S.html('<h2>Nos chambres</h2><p>Lavande — 120 €<br>Romarin — 120 €<br>Figuier — 135 €<br>Suite des Bories — 190 €</p><p>Taxe de séjour : 1,10 € par personne et par nuit.</p>')]), { path: '/chambres' });
  const res = render('Réserver — Le Mas des Oliviers', S.section([S.html(`<h2>Réserver</h2><p>Écrivez-nous : ${mailto('bonjour@masdesoliviers-luberon.fr', 'bonjour@masdesoliviers-luberon.fr', 'Demande de réservation')}</p><p>Tél. 04 90 72 18 36</p>`), S.form([['Nom', 'name', ''], ['E-mail', 'email', 'votre.email@exemple.com'], ['Dates souhaitées', 'textarea', '']], 'Envoyer')]), { path: '/reserver' });
  return { ...site, patterns: ['builder-squarespace', 'email-mailto', 'testimonials', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/chambres': ['chambres.html', ch], '/reserver': ['reserver.html', res] },
    truth: T({ generic: ['bonjour@masdesoliviers-luberon.fr'], contacts: [], junk: ['votre.email@exemple.com'] }) };
})());

// d057 — music school in Québec City (CA), custom site with JSON-LD, masterclass guests
sites.push((() => {
  const site = { id: 'd057-ecole-musique-limoilou', domain: 'musiquelimoilou.ca', lang: 'fr' };
  const genevieve = P('Geneviève Thibodeau', 'Directrice générale et artistique', 'owner');
  const marc = P('Marc-André Pelletier', 'Responsable des communications', 'marketing');
  const ld = jsonld({ '@context': 'https://schema.org', '@type': 'MusicSchool', name: 'École de musique de Limoilou', url: 'https://musiquelimoilou.ca', email: 'info@musiquelimoilou.ca', telephone: '+1-418-555-0177', address: { '@type': 'PostalAddress', streetAddress: '1085, 3e Avenue', addressLocality: 'Québec', addressRegion: 'QC', postalCode: 'G1L 2X2', addressCountry: 'CA' },
    employee: [{ '@type': 'Person', name: genevieve.name, jobTitle: genevieve.title, email: 'direction@musiquelimoilou.ca' }, { '@type': 'Person', name: marc.name, jobTitle: marc.title, email: 'mapelletier@musiquelimoilou.ca' }] });
  const page = (t, body) => `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t}</title><link rel="stylesheet" href="/css/ecole.css">${ld}</head><body><header><a href="/"><img src="/img/logo-eml.png" alt="École de musique de Limoilou"></a><nav><ul><li><a href="/cours">Cours</a></li><li><a href="/classes-de-maitre">Classes de maître</a></li><li><a href="/a-propos">À propos</a></li></ul></nav></header><main>${body}</main><footer>École de musique de Limoilou · 1085, 3e Avenue, Québec · 418 555-0177</footer></body></html>`;
  const home = page('École de musique de Limoilou', `<h1>Apprendre la musique à tout âge</h1><p>Piano, guitare, violon, chant et éveil musical. Plus de 300 élèves par année.</p><form><label>Infolettre <input type="email" placeholder="courriel@exemple.ca"></label><button>S’abonner</button></form>`);
  const cours = page('Cours — École de musique de Limoilou', `<h1>Cours</h1><ul><li>Cours privés (30, 45 ou 60 min)</li><li>Éveil musical 3–5 ans</li><li>Ensemble jazz ados</li><li>Chorale adulte</li></ul>`);
  const mc = page('Classes de maître — École de musique de Limoilou', `<h1>Classes de maître 2024</h1><p>Ouvertes aux élèves avancés et au public (auditeurs libres : 15 $).</p><table><tr><th>Date</th><th>Invité</th><th>Instrument</th></tr><tr><td>9 mars</td><td>Alain Lefèvre</td><td>Piano</td></tr><tr><td>13 avril</td><td>Marie-Nadeau Tremblay</td><td>Violon</td></tr><tr><td>25 mai</td><td>Élizabeth Doré</td><td>Chant lyrique</td></tr></table><p>Animation : Geneviève Thibodeau.</p>`);
  const ap = page('À propos — École de musique de Limoilou', `<h1>À propos</h1><p>Organisme à but non lucratif fondé en 1992, l’école est dirigée depuis 2015 par la pianiste Geneviève Thibodeau. Nos 22 professeurs sont tous diplômés du Conservatoire ou de l’Université Laval.</p>`);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'about-prose', 'event-speakers', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/cours': ['cours.html', cours], '/classes-de-maitre': ['classes-de-maitre.html', mc], '/a-propos': ['a-propos.html', ap] },
    truth: T({ generic: ['info@musiquelimoilou.ca'], role: ['direction@musiquelimoilou.ca'], person: { 'mapelletier@musiquelimoilou.ca': marc.name }, contacts: [genevieve, marc], junk: ['courriel@exemple.ca'] }) };
})());

// d058 — independent garage near Nantes (FR), hand-written page, phone only, nobody named
sites.push((() => {
  const site = { id: 'd058-garage-jules-verne', domain: 'garage-julesverne-nantes.fr', lang: 'fr' };
  const page = (t, body) => `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>${t}</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="css/style.css"></head>
<body>
<header><div class="logo">GARAGE JULES VERNE</div><div class="tel">☎ 02 40 49 71 33</div>
<nav><a href="/">Accueil</a><a href="/prestations.html">Prestations</a><a href="/acces.html">Accès &amp; horaires</a></nav></header>
${body}
<footer>Garage Jules Verne · 88 boulevard Jules Verne · 44300 Nantes · Agréé assurances · <a href="/acces.html">Plan d’accès</a></footer>
</body></html>
`;
  const home = page('Garage Jules Verne – Mécanique toutes marques à Nantes', `<main><h1>Mécanique et carrosserie toutes marques</h1><p>Entretien, freinage, distribution, climatisation, pneumatiques. Véhicule de courtoisie sur réservation.</p><p>Spécialiste des modèles Renault, Peugeot et Citroën, nous entretenons aussi les hybrides Toyota.</p><div class="promo">Révision + contrôle 40 points à partir de 129 € TTC</div></main>`);
  const prest = page('Prestations – Garage Jules Verne', `<main><h1>Prestations</h1><ul><li>Vidange et révision constructeur</li><li>Courroie de distribution</li><li>Diagnostic électronique</li><li>Pare-brise (prise en charge assurance)</li><li>Préparation au contrôle technique</li></ul><p>Prise de rendez-vous uniquement par téléphone.</p></main>`);
  const acces = page('Accès & horaires – Garage Jules Verne', `<main><h1>Accès &amp; horaires</h1><p>Du lundi au vendredi : 8h – 12h / 13h30 – 18h30. Samedi matin sur rendez-vous.</p><p>Tram 1, arrêt Haluchère-Batignolles, puis 5 minutes à pied par la rue Alexandre Dumas.</p></main>`);
  return { ...site, patterns: ['hand-written', 'no-email', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/prestations.html': ['prestations.html', prest], '/acces.html': ['acces.html', acces] },
    truth: T({ contacts: [], junk: [] }) };
})());

// d059 — communication agency in Montréal (CA), microdata employees, client list
sites.push((() => {
  const site = { id: 'd059-agence-boreale-mtl', domain: 'agenceboreale.ca', lang: 'fr' };
  const people = [P('Émilie Gagnon-Roy', 'Présidente et stratège principale', 'owner'), P('Samuel Ouellet', 'Vice-président, opérations', 'operations'), P('Chloé Bergeron', 'Directrice des médias sociaux', 'marketing'), P('Karim Haddad', 'Concepteur-rédacteur', 'other')];
  const mails = ['egagnonroy@agenceboreale.ca', 'souellet@agenceboreale.ca', null, null];
  const page = (t, body) => `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css"><link rel="stylesheet" href="/css/boreale.css"></head><body><nav class="navbar navbar-expand-md"><div class="container"><a class="navbar-brand" href="/">Boréale</a><ul class="navbar-nav ms-auto"><li class="nav-item"><a class="nav-link" href="/realisations">Réalisations</a></li><li class="nav-item"><a class="nav-link" href="/equipe">Équipe</a></li><li class="nav-item"><a class="nav-link" href="/nous-joindre">Nous joindre</a></li></ul></div></nav>${body}<footer class="container py-4 small">Agence Boréale inc. · 5605, avenue de Gaspé, bureau 404 · Montréal (Québec) H2T 2A4 · <a href="mailto:bonjour@agenceboreale.ca">bonjour@agenceboreale.ca</a></footer></body></html>`;
  const home = page('Agence Boréale — Communication et marketing à Montréal', `<div class="container py-5"><h1>On raconte des histoires qui font bouger les gens.</h1><p class="lead">Stratégie de marque, contenu et médias sociaux pour les organisations québécoises.</p><h2 class="h5 mt-5">Ils nous font confiance</h2><ul class="list-inline"><li class="list-inline-item">Fromagerie Champêtre</li><li class="list-inline-item">Caisse Desjardins du Plateau</li><li class="list-inline-item">Festival Juste pour rire</li><li class="list-inline-item">Brasserie Dieu du Ciel!</li><li class="list-inline-item">Clinique dentaire Dr Tremblay</li><li class="list-inline-item">Théâtre Denise-Pelletier</li></ul></div>`);
  const real = page('Réalisations — Agence Boréale', `<div class="container py-5"><h1>Réalisations</h1><div class="row"><div class="col-md-6"><h3>Théâtre Denise-Pelletier</h3><p>Campagne d’abonnements 2023-2024.</p></div><div class="col-md-6"><h3>Fromagerie Champêtre</h3><p>Lancement du fromage « Le Père Gaspard ».</p></div></div></div>`);
  const eq = page('Équipe — Agence Boréale', `<div class="container py-5" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Agence Boréale"><h1>Équipe</h1><div class="row">${people.map((p, i) => `<div class="col-md-3" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img class="img-fluid rounded-circle" src="/img/equipe/${i + 1}.jpg" alt=""><h3 class="h5 mt-3" itemprop="name">${p.name}</h3><p itemprop="jobTitle">${p.title}</p>${mails[i] ? `<meta itemprop="email" content="${mails[i]}"><a href="mailto:${mails[i]}">Écrire à ${p.name.split(' ')[0]}</a>` : ''}</div>`).join('')}</div></div>`);
  const nj = page('Nous joindre — Agence Boréale', `<div class="container py-5"><h1>Nous joindre</h1><p>514 555-0191 · <a href="mailto:bonjour@agenceboreale.ca">bonjour@agenceboreale.ca</a></p><p>Carrières : emplois@agenceboreale.ca</p></div>`);
  return { ...site, patterns: ['builder-bootstrap', 'microdata-person', 'team-grid', 'client-list', 'name-lookalikes', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'junk-version'],
    pages: { '/': ['index.html', home], '/realisations': ['realisations.html', real], '/equipe': ['equipe.html', eq], '/nous-joindre': ['nous-joindre.html', nj] },
    truth: T({ generic: ['bonjour@agenceboreale.ca'], role: ['emplois@agenceboreale.ca'], person: { 'egagnonroy@agenceboreale.ca': people[0].name, 'souellet@agenceboreale.ca': people[1].name }, contacts: people, junk: ['bootstrap@5.3.2'] }) };
})());

// d060 — vet clinic in Liège (BE), broken markup, definition list, generic address only
sites.push((() => {
  const site = { id: 'd060-clinique-veterinaire-meuse', domain: 'cliniquevetmeuse.be', lang: 'fr' };
  const a = P('Dr Aurélie Dethier', 'Vétérinaire, fondatrice', 'owner');
  const b = P('Dr Thibault Lejeune', 'Vétérinaire — chirurgie orthopédique', 'other');
  const c = P('Dr Noémie Van Houtte', 'Vétérinaire — NAC et oiseaux', 'other');
  const d = P('Sylvie Kaisin', 'Responsable administrative', 'operations');
  const head = (t) => `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="style.css" type="text/css">
</head>
<body>
<center>
<div id=main>
<div id=haut><img src=img/logo.gif alt="Clinique Vétérinaire de la Meuse">
<p class=nav><a href=index.html>Accueil</a> - <a href=equipe.html>L'équipe</a> - <a href=urgences.html>Urgences</a>
</div>
<div id=texte>`;
  const foot = `</div>
<p class=bas>Clinique Vétérinaire de la Meuse - Quai de Rome 41 - 4000 Liège - 04 252 18 70 - clinique@cliniquevetmeuse.be
</center>
</body>
</html>
`;
  const index = head('Clinique Vétérinaire de la Meuse - Liège') + `
<h1>Bienvenue</font></h1>
<p>Consultations sur rendez-vous du lundi au samedi. Chirurgie, radiologie, échographie, dentisterie, hospitalisation.
<p><b>Nouveau :</b> consultations NAC (lapins, furets, reptiles) le mercredi après-midi.</b>
` + foot;
  const eq = head("L'équipe - Clinique Vétérinaire de la Meuse") + `
<h2>L'équipe
<dl>
  <dt>${a.name}<dd>${a.title}
  <dt>${b.name}<dd>${b.title}
  <dt>${c.name}</dt>
  <dd>${c.title}</dd>
  <dt>${d.name}<dd>${d.title} (facturation, assurances)
</dl>
</div>
<p>Pour toute question : clinique@cliniquevetmeuse.be</p>
` + foot;
  const urg = head('Urgences - Clinique Vétérinaire de la Meuse') + `
<h2>Urgences</h2>
<p>En dehors des heures d'ouverture, appelez le <b>0475 41 22 90</b>. Garde assurée par le Dr Lejeune et le Dr Dethier en alternance.
` + foot;
  return { ...site, patterns: ['hand-written', 'broken-markup', 'definition-list', 'email-text', 'email-footer'],
    pages: { '/': ['index.html', index], '/equipe.html': ['equipe.html', eq], '/urgences.html': ['urgences.html', urg] },
    truth: T({ generic: ['clinique@cliniquevetmeuse.be'], contacts: [{ ...a, name: 'Aurélie Dethier' }, { ...b, name: 'Thibault Lejeune' }, { ...c, name: 'Noémie Van Houtte' }, d], junk: [] }) };
})());

// d061 — estate agency in Nice (FR), Elementor image boxes, role addresses only, agency credit
sites.push((() => {
  const site = { id: 'd061-agence-riviera-immobilier', domain: 'riviera-immo-nice.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Riviera Immobilier',
    nav: [['/', 'Accueil'], ['/biens/', 'Nos biens'], ['/agence/', 'L’agence'], ['/contact/', 'Contact']] };
  const people = [P('Laurent Bianchi', 'Directeur d’agence', 'owner'), P('Stéphanie Auda', 'Négociatrice immobilier', 'other'), P('Kevin Ghiglione', 'Négociateur — locations saisonnières', 'other'), P('Manon Lefebvre', 'Chargée de communication', 'marketing')];
  const { E, render } = elementor(site, { skip: 'Aller au contenu', footer: (E) => E.section([E.col(50, E.text('<p>Riviera Immobilier · 18 avenue Jean Médecin · 06000 Nice · 04 93 87 22 60</p><p>Carte professionnelle CPI 0605 2019 000 041 203 délivrée par la CCI Nice Côte d’Azur</p>')), E.col(50, E.text('<p>Transactions : <a href="mailto:vente@riviera-immo-nice.fr">vente@riviera-immo-nice.fr</a><br>Locations : <a href="mailto:location@riviera-immo-nice.fr">location@riviera-immo-nice.fr</a></p><p>Site réalisé par Azur Web Création – contact@azurwebcreation.fr</p>'))]) });
  const home = render('Riviera Immobilier – Agence immobilière à Nice', E.section(E.col(100, E.heading('Acheter, vendre, louer à Nice', 'h1'), E.text('<p>Appartements bourgeois du Carré d’Or, villas sur les collines du Mont Boron et studios sur la Promenade des Anglais.</p>'), E.button('/biens/', 'Voir nos biens'))), { path: '/' });
  const biens = render('Nos biens – Riviera Immobilier', E.section([E.col(33, E.imageBox({ title: 'Résidence Le Masséna', desc: '3 pièces, 78 m², balcon — 495 000 €' })), E.col(33, E.imageBox({ title: 'Villa Mont Boron', desc: '6 pièces, vue mer — 2 350 000 €' })), E.col(33, E.imageBox({ title: 'Studio Rue Garibaldi', desc: 'Location meublée — 720 €/mois' }))]), { path: '/biens/' });
  const agence = render('L’agence – Riviera Immobilier', E.section(people.map((p, i) => E.col(25, E.imageBox({ img: `https://riviera-immo-nice.fr/wp-content/uploads/2023/03/equipe-${i + 1}.jpg`, title: p.name, desc: p.title + (i === 0 ? '<br>l.bianchi@riviera-immo-nice.fr' : '') })))), { path: '/agence/' });
  const contact = render('Contact – Riviera Immobilier', E.section([E.col(50, E.form([['name', 'text', 'Nom et prénom'], ['email', 'email', 'prenom.nom@domaine.fr'], ['message', 'textarea', 'Message']], 'Envoyer')), E.col(50, E.text('<p>Agence ouverte du lundi au samedi, 9h – 19h.</p>'))]), { path: '/contact/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'name-lookalikes', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer', 'junk-agency', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/biens/': ['biens.html', biens], '/agence/': ['agence.html', agence], '/contact/': ['contact.html', contact] },
    truth: T({ role: ['vente@riviera-immo-nice.fr', 'location@riviera-immo-nice.fr'], person: { 'l.bianchi@riviera-immo-nice.fr': people[0].name }, contacts: people, junk: ['contact@azurwebcreation.fr', 'prenom.nom@domaine.fr'] }) };
})());

// d062 — plumber-heating engineer near Toulouse (FR), WordPress, sole trader, (arobase) address
sites.push((() => {
  const site = { id: 'd062-plomberie-garonne-toulouse', domain: 'plomberie-sabatier.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Plomberie Sabatier',
    nav: [['/', 'Accueil'], ['/depannage/', 'Dépannage'], ['/qui-suis-je/', 'Qui suis-je ?'], ['/mentions-legales/', 'Mentions légales']] };
  const thierry = P('Thierry Sabatier', 'artisan plombier-chauffagiste', 'owner');
  const { W, render } = wp(site, { theme: 'generatepress', footerWidgets: ['<p>Plomberie Sabatier<br>Colomiers · Tournefeuille · Toulouse Ouest</p>', '<p>06 12 48 77 30<br>contact (arobase) plomberie-sabatier.fr</p>'] });
  const home = render('Plombier chauffagiste à Colomiers – Plomberie Sabatier', [W.p('Dépannage plomberie, remplacement de chauffe-eau, entretien de chaudières gaz et installation de pompes à chaleur. Artisan RGE QualiPAC.'), W.buttons([['/depannage/', 'Dépannage rapide']])].join('\n'), { path: '/', noTitle: true });
  const dep = render('Dépannage – Plomberie Sabatier', [W.list(['Fuite d’eau, robinetterie', 'Débouchage WC et canalisations', 'Chauffe-eau en panne', 'Chaudière en sécurité']), W.p('Déplacement offert sur Colomiers.')].join('\n'), { path: '/depannage/' });
  const qui = render('Qui suis-je ? – Plomberie Sabatier', [W.mediaText('/wp-content/uploads/2021/02/thierry.jpg', W.p('Je m’appelle Thierry Sabatier, artisan plombier-chauffagiste installé à Colomiers depuis 2009 après quinze ans chez Dalkia. Je travaille seul, ce qui me permet de suivre chaque chantier du devis à la mise en service.') + W.p('Pour un devis : contact (arobase) plomberie-sabatier.fr'))].join('\n'), { path: '/qui-suis-je/' });
  const ml = render('Mentions légales – Plomberie Sabatier', [W.p(`Éditeur : ${thierry.name}, entrepreneur individuel, SIRET 512 887 430 00029, 7 allée des Tilleuls, 31770 Colomiers.`), W.p('Directeur de la publication : Thierry Sabatier.'), W.p('Hébergeur : Hostinger International Ltd.')].join('\n'), { path: '/mentions-legales/' });
  return { ...site, patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'email-obfuscated', 'email-footer'],
    pages: { '/': ['index.html', home], '/depannage/': ['depannage.html', dep], '/qui-suis-je/': ['qui-suis-je.html', qui], '/mentions-legales/': ['mentions-legales.html', ml] },
    truth: T({ generic: ['contact@plomberie-sabatier.fr'], contacts: [thierry], junk: [] }) };
})());

// d063 — brasserie in Strasbourg (FR) on Wix, dishes and streets named after people
sites.push((() => {
  const site = { id: 'd063-brasserie-kleber-strasbourg', domain: 'brasserie-au-tonnelier.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Brasserie Au Tonnelier',
    nav: [['/', 'Accueil'], ['/la-carte', 'La carte'], ['/l-equipe', 'L’équipe'], ['/contact', 'Contact']] };
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', '3 rue du Vieux-Marché-aux-Poissons · 67000 Strasbourg · 03 88 32 11 47']]) });
  const chef = P('Frédéric Schaller', 'Chef de cuisine', 'other');
  const prop = P('Odile Keller', 'Propriétaire', 'owner');
  const salle = P('Bastien Roth', 'Maître d’hôtel', 'other');
  const home = render('Brasserie Au Tonnelier | Strasbourg', X.strip([X.rich([['h1', 'font_0', X.span('Au Tonnelier')], ['p', 'font_7', 'Brasserie alsacienne à deux pas de la place Kléber et de la cathédrale.']]), X.img('salle.jpg', 'La salle')]), { path: '/' });
  const carte = render('La carte | Au Tonnelier', X.strip([X.rich([['h1', 'font_0', 'La carte'], ['p', 'font_8', 'Choucroute du Tonnelier — 24 €\nBaeckeoffe de la Mère Hansi — 23 €\nPoulet Marengo — 21 €\nFilet de sandre sauce Riesling — 26 €'], ['p', 'font_8', 'Desserts : Pêche Melba, Kougelhopf glacé, Crêpe Suzette']])]), { path: '/la-carte' });
  const eq = render('L’équipe | Au Tonnelier', X.strip([X.rich([['h1', 'font_0', 'L’équipe']]), ...[prop, chef, salle].map((p) => X.box([X.rich([['h4', 'font_4', X.span(p.name)], ['p', 'font_8', p.title]])]))]), { path: '/l-equipe' });
  const contact = render('Contact | Au Tonnelier', X.strip([X.rich([['h1', 'font_0', 'Réservations'], ['p', 'font_8', 'Par téléphone au 03 88 32 11 47 ou par email à reservation@brasserie-au-tonnelier.fr'], ['p', 'font_8', 'Groupes à partir de 15 personnes : groupes@brasserie-au-tonnelier.fr']]), X.form([['Nom', 'text', 'Nom'], ['Email', 'email', 'votre@email.fr'], ['Message', 'text', 'Date, heure, nombre de couverts']], 'Envoyer')]), { path: '/contact' });
  return { ...site, patterns: ['builder-wix', 'team-grid', 'name-lookalikes', 'email-text', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/la-carte': ['la-carte.html', carte], '/l-equipe': ['l-equipe.html', eq], '/contact': ['contact.html', contact] },
    truth: T({ role: ['reservation@brasserie-au-tonnelier.fr', 'groupes@brasserie-au-tonnelier.fr'], contacts: [prop, chef, salle], junk: [X.dsn, 'votre@email.fr'] }) };
})());

// d064 — HR consultancy in Paris (FR), Squarespace, breakfast talk with external speakers
sites.push((() => {
  const site = { id: 'd064-cabinet-equinoxe-rh', domain: 'equinoxe-rh.fr', lang: 'fr', htmlLang: 'fr-FR', name: 'Équinoxe RH',
    nav: [['/', 'Accueil'], ['/equipe', 'Équipe'], ['/matinales', 'Les Matinales'], ['/contact', 'Contact']] };
  const claire = P('Claire Delaunay', 'Fondatrice et présidente', 'owner');
  const romain = P('Romain Esposito', 'Consultant senior recrutement', 'other');
  const ines = P('Inès Belkacem', 'Responsable marketing et événements', 'marketing');
  const { S, render } = sqs(site, { tz: 'Europe/Paris', country: 'FR', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Équinoxe RH SAS · 27 rue du Faubourg Poissonnière · 75009 Paris · 01 84 60 22 15</p></div></div></section>' });
  const home = render('Équinoxe RH — Conseil en recrutement et transformation RH', S.section([S.html('<h1>Recruter juste, fidéliser mieux.</h1><p>Cabinet de conseil RH pour ETI et scale-ups : recrutement de cadres, marque employeur, accompagnement des managers.</p>'), S.button('/matinales', 'Prochaine Matinale')]), { path: '/' });
  const eq = render('Équipe — Équinoxe RH', S.section([S.html('<h1>Équipe</h1>'), S.summary([
    { href: '/equipe/claire-delaunay', img: 'claire.jpg', title: claire.name, excerpt: `<p>${claire.title}. Vingt ans de DRH dans la distribution. <a href="mailto:claire.delaunay@equinoxe-rh.fr">claire.delaunay@equinoxe-rh.fr</a></p>` },
    { href: '/equipe/romain-esposito', img: 'romain.jpg', title: romain.name, excerpt: `<p>${romain.title}, fonctions commerciales et industrielles.</p>` },
    { href: '/equipe/ines-belkacem', img: 'ines.jpg', title: ines.name, excerpt: `<p>${ines.title}.</p>` },
  ])]), { path: '/equipe' });
  const mat = render('Les Matinales — Équinoxe RH', S.section([S.html(`<h1>Matinale du 16 mai : « Le management hybride, deux ans après »</h1><p>Petit-déjeuner débat de 8h30 à 10h, Maison de la Chimie, Paris 7e.</p><h3>Intervenants</h3><ul><li><p><strong>Sophie Marchand</strong>, DRH groupe, Maisons du Monde</p></li><li><p><strong>Pr. Jean-Luc Aubert</strong>, sociologue du travail, CNAM</p></li><li><p><strong>Thomas Nguyen-Lambert</strong>, CEO, Alan</p></li><li><p>Animation : <strong>${claire.name}</strong>, Équinoxe RH</p></li></ul><p>Inscriptions : evenements@equinoxe-rh.fr</p>`)]), { path: '/matinales' });
  const contact = render('Contact — Équinoxe RH', S.section([S.html('<h1>Contact</h1><p>Écrivez-nous à <a href="mailto:contact@equinoxe-rh.fr">contact@equinoxe-rh.fr</a>.</p>'), S.form([['Nom', 'name', ''], ['E-mail professionnel', 'email', 'prenom.nom@entreprise.fr'], ['Message', 'textarea', '']], 'Envoyer')]), { path: '/contact' });
  return { ...site, patterns: ['builder-squarespace', 'team-grid', 'event-speakers', 'email-mailto', 'email-text', 'email-in-person-card', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/equipe': ['equipe.html', eq], '/matinales': ['matinales.html', mat], '/contact': ['contact.html', contact] },
    truth: T({ generic: ['contact@equinoxe-rh.fr'], role: ['evenements@equinoxe-rh.fr'], person: { 'claire.delaunay@equinoxe-rh.fr': claire.name }, contacts: [claire, romain, ines], junk: ['prenom.nom@entreprise.fr'] }) };
})());

export default sites;
