import { wpHead, elementorCss, wixHead, wixFoot, sqsHead, webflowHead, webflowFoot, bsHead, bsFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b060 Wix bakery, nobody named, no email at all
const b060 = (() => {
  const d = 'boulangerie-lefournil.fr';
  const head = (t) => wixHead({ lang: 'fr', title: t, desc: 'Boulangerie-pâtisserie artisanale à Tours. Pains au levain, viennoiseries pur beurre, pâtisseries.', domain: d, dsn: '0a1b2c3d4e5f40718293a4b5c6d7e8f9@sentry-next.wixpress.com/19' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-m0a1b2c3" class="wixui-image"><img src="https://static.wixstatic.com/media/5f6e7d_0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d~mv2.png/v1/fill/w_160,h_160/fournil.png" alt="Le Fournil"></div><nav id="comp-m0a1b2d4" class="wixui-horizontal-menu"><ul><li><a href="https://www.${d}">Accueil</a></li><li><a href="https://www.${d}/nos-produits">Nos produits</a></li><li><a href="https://www.${d}/infos-pratiques">Infos pratiques</a></li></ul></nav></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-m0z9y8x7" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">Le Fournil · 52 rue Colbert · 37000 Tours · 02 47 05 33 18</span></p><p class="font_9"><a href="https://www.facebook.com/lefournil.tours"><span class="wixui-rich-text__text">Suivez-nous sur Facebook</span></a></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Le Fournil – Boulangerie artisanale à Tours') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-m1a2b3c4" class="wixui-section">
${rt('comp-m1a2b3d5', '<h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Du levain, du temps</span></h1><h1 class="font_2"><span class="wixui-rich-text__text">et des farines bio de Touraine</span></h1>')}
${rt('comp-m1a2b3e6', '<p class="font_8"><span class="wixui-rich-text__text">Ouvert du mardi au samedi de 7h à 19h30, le dimanche de 7h à 13h. Fermé le lundi.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const produits = head('Nos produits – Le Fournil') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-m2b3c4d5" class="wixui-section">
${rt('comp-m2b3c4e6', '<h2 class="font_2">Nos produits</h2><p class="font_8"><span>Pains : tradition, grand levain, pain de seigle, pain Saint-Martin aux noix.</span></p><p class="font_8"><span>Pâtisseries : tarte Tatin, Paris-Brest, pêche Melba en saison, baba au rhum, madeleines de Commercy, nougat de Tours.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const infos = head('Infos pratiques – Le Fournil') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-m3c4d5e6" class="wixui-section">
${rt('comp-m3c4d5f7', '<h2 class="font_2">Infos pratiques</h2><p class="font_8"><span>Commandes de gâteaux et de pièces montées : par téléphone au 02 47 05 33 18 ou directement en boutique, au plus tard 72 heures à l’avance.</span></p><p class="font_8"><span>Paiement CB, espèces, tickets restaurant.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b060-boulangerie-le-fournil', domain: d, language: 'fr',
    patterns: ['builder-wix', 'no-email', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/nos-produits': ['nos-produits.html', produits], '/infos-pratiques': ['infos-pratiques.html', infos] },
    truth: { emails: [], emailKinds: {}, emailOwners: {}, contacts: [], junk: ['0a1b2c3d4e5f40718293a4b5c6d7e8f9@sentry-next.wixpress.com'] },
  };
})();

// ---------------------------------------------------------------- b061 Squarespace conference organiser, speakers, team in prose
const b061 = (() => {
  const d = 'rencontres-tourisme-durable.fr';
  const h = (t) => sqsHead({ lang: 'fr-FR', title: t, desc: 'Rencontres du Tourisme Durable – 3 et 4 octobre 2024, Palais des Congrès d’Arcachon.', domain: d });
  const hdr = `<header id="header" class="header"><div class="header-inner"><div class="header-title"><a href="/">Rencontres du Tourisme Durable</a></div><nav class="header-nav-list"><div class="header-nav-item"><a href="/programme">Programme</a></div><div class="header-nav-item"><a href="/intervenants">Intervenants</a></div><div class="header-nav-item"><a href="/organisation">Organisation</a></div></nav></div></header><main id="page" role="main"><article class="sections">`;
  const ftr = `</article></main><footer class="sections"><section class="page-section"><div class="content"><p class="sqsrte-small">Une manifestation organisée par Atlantique Événements SAS · 8 allée de Tourny, 33000 Bordeaux · <a href="mailto:bonjour@rencontres-tourisme-durable.fr">bonjour@rencontres-tourisme-durable.fr</a></p></div></section></footer></body></html>`;
  const sec = (html) => `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></section>`;
  const sp = [
    ['Agnès Duclos', 'Directrice, Office de tourisme du Bassin d’Arcachon', 'Gérer la surfréquentation de la dune du Pilat'],
    ['Jean-Baptiste Lemaire', 'Fondateur, Les Cabanes de Bel-Air', 'Hébergements insolites et sobriété'],
    ['Dr. Fatou Sène', 'Chercheuse, Université Bordeaux Montaigne', 'Tourisme et changement climatique en Nouvelle-Aquitaine'],
    ['Olivier de La Roche', 'Président, Gîtes de France Gironde', 'Le gîte rural à l’heure de la transition'],
    ['Mathilde Kervella', 'Responsable RSE, Accor', 'Mesurer l’empreinte carbone d’un hôtel'],
  ];
  const index = h('Rencontres du Tourisme Durable 2024') + hdr + sec('<h1>Rencontres du Tourisme Durable</h1><h3>3 & 4 octobre 2024 · Palais des Congrès d’Arcachon</h3><p>Deux journées de conférences, d’ateliers et de visites pour les professionnels du tourisme qui veulent réduire leur impact. <a href="/intervenants">Découvrir les intervenants</a>.</p><p>Inscriptions : <a href="mailto:inscriptions@rencontres-tourisme-durable.fr?subject=Inscription%202024">inscriptions@rencontres-tourisme-durable.fr</a></p>') + ftr;
  const interv = h('Intervenants – Rencontres du Tourisme Durable') + hdr + `<section class="page-section"><div class="content"><h1>Intervenants 2024</h1><div class="sqs-block summary-v2-block"><div class="summary-item-list">${sp.map(([n, r, t]) => `<div class="summary-item"><div class="summary-title">${n}</div><div class="summary-metadata"><span class="summary-metadata-item">${r}</span></div><div class="summary-excerpt"><p>« ${t} »</p></div></div>`).join('\n')}</div></div></div></section>` + ftr;
  const orga = h('Organisation – Rencontres du Tourisme Durable') + hdr + sec('<h2>Organisation</h2><p>Les Rencontres sont organisées depuis 2019 par Atlantique Événements, agence bordelaise créée par Claire Dubernet, qui en est la présidente. Elle est épaulée par Maxime Labat, chef de projet, qui coordonne les intervenants et les partenaires.</p><p>Contact presse : Claire Dubernet, <a href="mailto:claire.dubernet@rencontres-tourisme-durable.fr">claire.dubernet@rencontres-tourisme-durable.fr</a></p><p>Partenaires et exposants : partenaires@rencontres-tourisme-durable.fr</p>') + ftr;
  const prog = h('Programme – Rencontres du Tourisme Durable') + hdr + sec('<h2>Programme</h2><p>Jeudi 3 octobre : plénière d’ouverture, ateliers, dîner sur le port.<br>Vendredi 4 octobre : tables rondes, visite de la réserve ornithologique du Teich.</p>') + ftr;
  return {
    id: 'b061-rencontres-tourisme-durable', domain: d, language: 'fr',
    patterns: ['event-speakers', 'builder-squarespace', 'about-prose', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/intervenants': ['intervenants.html', interv], '/organisation': ['organisation.html', orga], '/programme': ['programme.html', prog] },
    truth: {
      emails: ['claire.dubernet@rencontres-tourisme-durable.fr', 'bonjour@rencontres-tourisme-durable.fr', 'inscriptions@rencontres-tourisme-durable.fr', 'partenaires@rencontres-tourisme-durable.fr'],
      emailKinds: { 'claire.dubernet@rencontres-tourisme-durable.fr': 'person', 'bonjour@rencontres-tourisme-durable.fr': 'generic', 'inscriptions@rencontres-tourisme-durable.fr': 'role', 'partenaires@rencontres-tourisme-durable.fr': 'role' },
      emailOwners: { 'claire.dubernet@rencontres-tourisme-durable.fr': 'Claire Dubernet' },
      contacts: [
        { name: 'Claire Dubernet', title: 'présidente', role: 'owner' },
        { name: 'Maxime Labat', title: 'chef de projet', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b062 Webflow communication agency, client references and quotes
const b062 = (() => {
  const d = 'studio-mistral.fr';
  const site = '64bb10cc20dd30ee40ff5011';
  const h = (t) => webflowHead({ lang: 'fr', title: t, desc: 'Studio Mistral, agence de communication à Marseille : identité de marque, sites web, réseaux sociaux.', domain: d, site });
  const nav = `<div class="navbar w-nav" role="banner"><a href="/" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/${site}/64bb10cc20dd30ee40ff5020_mistral.svg" alt="Studio Mistral"/></a><nav class="w-nav-menu"><a href="/references" class="nav-link w-nav-link">Références</a><a href="/equipe" class="nav-link w-nav-link">Équipe</a><a href="/contact" class="nav-link w-nav-link">Contact</a></nav></div>`;
  const foot = `<footer class="footer"><div class="footer-grid"><div>Studio Mistral · 21 rue Sainte, 13001 Marseille</div><div><a href="mailto:hello@studio-mistral.fr">hello@studio-mistral.fr</a></div><div>SAS au capital de 10 000 € · RCS Marseille 852 117 903</div></div></footer>`;
  const refs = ['Savonnerie du Midi', 'Olympique de Marseille Fondation', 'Les Terrasses du Port', 'Château La Coste', 'Navettes Frioul If Express', 'Pastis Henri Bardouin', 'Hôtel C2', 'Cours Julien Association', 'Café Dame Jeanne', 'Clinique Juge', 'Mairie du 7e arrondissement', 'Maison Empereur'];
  const index = h('Studio Mistral – Agence de communication Marseille') + nav + `<div class="hero"><h1>On fait souffler un vent frais sur votre marque.</h1><p>Identité visuelle, sites Webflow, campagnes social media.</p></div><div class="section"><div class="refs-strip">${refs.slice(0, 6).map((r) => `<div class="ref">${r}</div>`).join('')}</div><a href="/references">Toutes nos références</a></div>` + foot + webflowFoot(site);
  const references = h('Références – Studio Mistral') + nav + `<div class="section"><h1>Références</h1><div class="w-dyn-list"><div role="list" class="refs-grid w-dyn-items">${refs.map((r) => `<div role="listitem" class="w-dyn-item"><h3 class="ref-name">${r}</h3></div>`).join('')}</div></div>
<div class="quotes"><div class="quote"><p>« Une équipe créative, réactive et qui comprend vraiment Marseille. »</p><div class="quote-author">Hélène Roux-Bardouin, directrice marketing, Pastis Henri Bardouin</div></div><div class="quote"><p>« Le nouveau site a doublé nos réservations directes. »</p><div class="quote-author">Marc Pellegrino, directeur, Hôtel C2</div></div></div></div>` + foot + webflowFoot(site);
  const equipe = h('Équipe – Studio Mistral') + nav + `<div class="section"><h1>L’équipe</h1><div class="w-dyn-list"><div role="list" class="team w-dyn-items">
<div role="listitem" class="w-dyn-item"><div class="team-card"><div class="team-name">Lucas Santoni</div><div class="team-job">Fondateur &amp; directeur de création</div><a class="team-mail" href="mailto:lucas@studio-mistral.fr">lucas@studio-mistral.fr</a></div></div>
<div role="listitem" class="w-dyn-item"><div class="team-card"><div class="team-name">Inès Haddad</div><div class="team-job">Directrice conseil</div></div></div>
<div role="listitem" class="w-dyn-item"><div class="team-card"><div class="team-name">Thomas Giraud</div><div class="team-job">Community manager</div></div></div>
</div></div></div>` + foot + webflowFoot(site);
  const contact = h('Contact – Studio Mistral') + nav + `<div class="section"><h1>Contact</h1><p>Un projet ? Écrivez à <a href="mailto:hello@studio-mistral.fr">hello@studio-mistral.fr</a> ou passez nous voir rue Sainte.</p></div>` + foot + webflowFoot(site);
  return {
    id: 'b062-studio-mistral', domain: d, language: 'fr',
    patterns: ['builder-webflow', 'client-list', 'testimonials', 'team-grid', 'email-mailto', 'email-footer', 'name-lookalikes', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/references': ['references.html', references], '/equipe': ['equipe.html', equipe], '/contact': ['contact.html', contact] },
    truth: {
      emails: ['lucas@studio-mistral.fr', 'hello@studio-mistral.fr'],
      emailKinds: { 'lucas@studio-mistral.fr': 'person', 'hello@studio-mistral.fr': 'generic' },
      emailOwners: { 'lucas@studio-mistral.fr': 'Lucas Santoni' },
      contacts: [
        { name: 'Lucas Santoni', title: 'Fondateur & directeur de création', role: 'owner' },
        { name: 'Inès Haddad', title: 'Directrice conseil', role: 'other' },
        { name: 'Thomas Giraud', title: 'Community manager', role: 'marketing' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b063 Swiss architect, hand-coded, [at]/[dot], streets named after people
const b063 = (() => {
  const d = 'atelier-favre-zbinden.ch';
  const h = (t) => `<!doctype html>
<html lang="fr-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<header><a class="logo" href="/">favre zbinden architectes</a>
<nav><a href="/projets.html">projets</a> <a href="/atelier.html">atelier</a> <a href="/contact.html">contact</a></nav></header>
`;
  const f = `<footer><p>Atelier Favre Zbinden Architectes Sàrl · Rue du Général-Dufour 20 · 1204 Genève · +41 22 310 47 82</p></footer>
</body>
</html>`;
  const index = h('Favre Zbinden Architectes – Genève') + `<main><ul class="projets">
<li><img src="/img/ecole-henri-dunant.jpg" alt=""><p>École Henri-Dunant, Plainpalais — rénovation, 2022</p></li>
<li><img src="/img/logements-jean-jaures.jpg" alt=""><p>42 logements, avenue Jean-Jaurès, Carouge — 2021</p></li>
<li><img src="/img/pavillon-rousseau.jpg" alt=""><p>Pavillon Rousseau, parc des Bastions — concours 1er prix, 2023</p></li>
</ul></main>` + f;
  const atelier = h('Atelier – Favre Zbinden Architectes') + `<main class="texte"><h1>atelier</h1>
<p>L’atelier a été fondé en 2008 par Mathieu Favre et Anna Zbinden, tous deux diplômés de l’EPFL. Mathieu Favre, architecte EPF SIA, conduit les concours et les projets publics ; Anna Zbinden, architecte EPF FAS, dirige les projets de logement et la réalisation.</p>
<p>Nous sommes aujourd’hui huit, dont Noémie Perrin, architecte et cheffe de projet, et Luca Bernasconi, dessinateur-constructeur.</p>
<p>Membres de la SIA et de la FAS.</p></main>` + f;
  const projets = h('Projets – Favre Zbinden Architectes') + `<main class="texte"><h1>projets</h1><p>École Henri-Dunant · Logements Jean-Jaurès · Pavillon Rousseau · Crèche Calvin · Maison de quartier Voltaire · Villa sur Salève</p></main>` + f;
  const contact = h('Contact – Favre Zbinden Architectes') + `<main class="texte"><h1>contact</h1><p>Rue du Général-Dufour 20<br>1204 Genève</p><p>+41 22 310 47 82<br>atelier [at] atelier-favre-zbinden [dot] ch</p><p>Mathieu Favre : m.favre [at] atelier-favre-zbinden [dot] ch<br>Anna Zbinden : a.zbinden [at] atelier-favre-zbinden [dot] ch</p>
<p>Les candidatures spontanées sont à adresser à l’adresse de l’atelier.</p></main>` + f;
  return {
    id: 'b063-favre-zbinden-architectes', domain: d, language: 'fr',
    patterns: ['hand-written', 'about-prose', 'email-obfuscated', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/atelier.html': ['atelier.html', atelier], '/projets.html': ['projets.html', projets], '/contact.html': ['contact.html', contact] },
    truth: {
      emails: ['a.zbinden@atelier-favre-zbinden.ch', 'm.favre@atelier-favre-zbinden.ch', 'atelier@atelier-favre-zbinden.ch'],
      emailKinds: { 'a.zbinden@atelier-favre-zbinden.ch': 'person', 'm.favre@atelier-favre-zbinden.ch': 'person', 'atelier@atelier-favre-zbinden.ch': 'generic' },
      emailOwners: { 'a.zbinden@atelier-favre-zbinden.ch': 'Anna Zbinden', 'm.favre@atelier-favre-zbinden.ch': 'Mathieu Favre' },
      contacts: [
        { name: 'Mathieu Favre', title: 'architecte EPF SIA', role: 'owner' },
        { name: 'Anna Zbinden', title: 'architecte EPF FAS', role: 'owner' },
        { name: 'Noémie Perrin', title: 'architecte et cheffe de projet', role: 'other' },
        { name: 'Luca Bernasconi', title: 'dessinateur-constructeur', role: 'other' },
      ],
      junk: [],
    },
  };
})();

export const sitesFr3 = [b060, b061, b062, b063];
