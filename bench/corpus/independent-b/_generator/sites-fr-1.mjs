import { wpHead, elementorCss, wixHead, wixFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b052 French dental practice, Elementor, mentions légales, agency credit
const b052 = (() => {
  const d = 'cabinetdentaire-lesterrasses.fr';
  const head = (t) => wpHead({ lang: 'fr-FR', title: t, desc: 'Cabinet dentaire à Annecy : soins conservateurs, implantologie, orthodontie adulte et enfant.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-11', extra: elementorCss(d, 11) });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const col = (w, inner) => `<div class="elementor-column elementor-col-${w} elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
  const sec = (inner) => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
  const header = `<header id="site-header" class="site-header"><div class="site-branding"><a href="https://${d}/" rel="home"><img src="https://${d}/wp-content/uploads/2021/09/logo-terrasses.svg" alt="Cabinet dentaire des Terrasses"></a></div><nav class="site-navigation"><ul class="menu"><li><a href="https://${d}/">Accueil</a></li><li><a href="https://${d}/soins/">Nos soins</a></li><li><a href="https://${d}/equipe/">L'équipe</a></li><li><a href="https://${d}/contact/">Contact</a></li></ul></nav></header>`;
  const footer = `<footer id="site-footer" class="site-footer"><p>Cabinet dentaire des Terrasses · 12 avenue de Chevêne, 74000 Annecy · 04 50 45 12 86 · <a href="mailto:accueil@cabinetdentaire-lesterrasses.fr">accueil@cabinetdentaire-lesterrasses.fr</a></p><p><a href="https://${d}/mentions-legales/">Mentions légales</a> · Site réalisé par <a href="https://agence-lacbleu.fr">Agence Lac Bleu</a> (<a href="mailto:contact@agence-lacbleu.fr">contact@agence-lacbleu.fr</a>)</p></footer>
<script src="https://${d}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.17.2"></script>
</body></html>`;
  const tm = (name, title, img, txt) => col(33, ew('image', `<img src="https://${d}/wp-content/uploads/2021/09/${img}" alt="" loading="lazy">`) + ew('heading', `<h3 class="elementor-heading-title elementor-size-default">${name}</h3>`) + ew('text-editor', `<p><em>${title}</em></p><p>${txt}</p>`));
  const index = head('Cabinet dentaire des Terrasses – Dentiste à Annecy') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="2" class="elementor elementor-2">
${sec(col(100, ew('heading', '<h1 class="elementor-heading-title elementor-size-xl">Votre cabinet dentaire au cœur d’Annecy</h1>') + ew('text-editor', '<p>Soins conservateurs, prothèses, implants et orthodontie. Conventionné secteur 1, tiers payant. Rendez-vous en ligne sur Doctolib.</p>') + ew('button', '<a class="elementor-button" href="https://www.doctolib.fr/cabinet-dentaire/annecy/terrasses"><span class="elementor-button-text">Prendre rendez-vous</span></a>')))}
</div></main>` + footer;
  const equipe = head("L'équipe – Cabinet dentaire des Terrasses") + header + `<main><div data-elementor-type="wp-page" data-elementor-id="21" class="elementor elementor-21">
${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">L’équipe du cabinet</h2>')))}
${sec(tm('Dr Claire Morel-Duval', 'Chirurgien-dentiste, titulaire du cabinet', 'claire-morel.jpg', 'Diplômée de la faculté de Lyon, DU d’implantologie orale.') + tm('Dr Antoine Besson', 'Chirurgien-dentiste', 'antoine-besson.jpg', 'Parodontologie et soins conservateurs.') + tm('Dr Léa Nguyen', 'Orthodontiste', 'lea-nguyen.jpg', 'Orthodontie enfant et adulte, aligneurs.'))}
${sec(tm('Sabrina Lefèvre', 'Assistante dentaire qualifiée', 'sabrina.jpg', '') + tm('Julien Roux', 'Secrétaire médical', 'julien.jpg', 'Accueil, rendez-vous et devis.') + col(33, ''))}
</div></main>` + footer;
  const contact = head('Contact – Cabinet dentaire des Terrasses') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="23" class="elementor elementor-23">${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">Contact</h2>') + ew('text-editor', '<p>Tél. 04 50 45 12 86 — lundi au vendredi, 8h30–19h.<br>Urgences le samedi matin : appelez le cabinet.<br>Courriel : <a href="mailto:accueil@cabinetdentaire-lesterrasses.fr">accueil@cabinetdentaire-lesterrasses.fr</a></p>')))}</div></main>` + footer;
  const ml = head('Mentions légales – Cabinet dentaire des Terrasses') + header + `<main class="site-main"><div class="page-content">
<h1>Mentions légales</h1>
<h2>Éditeur du site</h2>
<p>SELARL Cabinet dentaire des Terrasses, société d’exercice libéral à responsabilité limitée au capital de 5 000 €, RCS Annecy 812 345 678, siège social : 12 avenue de Chevêne, 74000 Annecy. Gérante : Dr Claire Morel-Duval, chirurgien-dentiste inscrite au tableau de l’Ordre de la Haute-Savoie sous le n° 74-1234.</p>
<p>Directrice de la publication : Claire Morel-Duval (c.morelduval@cabinetdentaire-lesterrasses.fr).</p>
<h2>Hébergement</h2>
<p>OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>
</div></main>` + footer;
  return {
    id: 'b052-cabinet-dentaire-terrasses', domain: d, language: 'fr',
    patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'junk-agency', 'email-text'],
    pages: { '/': ['index.html', index], '/equipe/': ['equipe.html', equipe], '/contact/': ['contact.html', contact], '/mentions-legales/': ['mentions-legales.html', ml] },
    truth: {
      emails: ['c.morelduval@cabinetdentaire-lesterrasses.fr', 'accueil@cabinetdentaire-lesterrasses.fr'],
      emailKinds: { 'c.morelduval@cabinetdentaire-lesterrasses.fr': 'person', 'accueil@cabinetdentaire-lesterrasses.fr': 'role' },
      emailOwners: { 'c.morelduval@cabinetdentaire-lesterrasses.fr': 'Claire Morel-Duval' },
      contacts: [
        { name: 'Claire Morel-Duval', title: 'Chirurgien-dentiste, titulaire du cabinet', role: 'owner' },
        { name: 'Antoine Besson', title: 'Chirurgien-dentiste', role: 'other' },
        { name: 'Léa Nguyen', title: 'Orthodontiste', role: 'other' },
        { name: 'Sabrina Lefèvre', title: 'Assistante dentaire qualifiée', role: 'other' },
        { name: 'Julien Roux', title: 'Secrétaire médical', role: 'other' },
      ],
      junk: ['contact@agence-lacbleu.fr'],
    },
  };
})();

// ---------------------------------------------------------------- b053 French funeral services, avis de décès, gérant in mentions légales
const b053 = (() => {
  const d = 'pompesfunebres-garnier.fr';
  const head = (t) => wpHead({ lang: 'fr-FR', title: t, desc: 'Pompes funèbres Garnier à Vierzon : organisation d’obsèques, chambre funéraire, contrats obsèques, avis de décès.', domain: d, theme: 'twentytwentyone', bodyClass: 'is-light-theme' });
  const header = `<div id="page" class="site"><header id="masthead" class="site-header has-title-and-tagline has-menu"><div class="site-branding"><p class="site-title"><a href="https://${d}/">Pompes Funèbres Garnier</a></p><p class="site-description">Depuis 1958 à Vierzon</p></div>
<nav id="site-navigation" class="primary-navigation"><div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper"><li class="menu-item"><a href="https://${d}/">Accueil</a></li><li class="menu-item"><a href="https://${d}/avis-de-deces/">Avis de décès</a></li><li class="menu-item"><a href="https://${d}/prevoyance/">Prévoyance obsèques</a></li><li class="menu-item"><a href="https://${d}/mentions-legales/">Mentions légales</a></li></ul></div></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main"><article class="page type-page"><div class="entry-content">`;
  const footer = `</div></article></main></div></div>
<footer id="colophon" class="site-footer"><div class="site-info"><p>Pompes Funèbres Garnier · 27 rue de la République, 18100 Vierzon · Permanence 24h/24 : 02 48 75 33 10</p><p>contact (at) pompesfunebres-garnier (point) fr · Habilitation préfectorale n° 18-45-012</p></div></footer></div>
</body></html>`;
  const avis = [
    ['Monsieur Jean-Pierre Lamoureux', 'survenu le 8 mars 2024 à l’âge de 81 ans', 'La cérémonie religieuse sera célébrée le mardi 12 mars à 14h30 en l’église Notre-Dame de Vierzon.'],
    ['Madame Odette Chauvin née Bernard', 'survenu le 7 mars 2024 à l’âge de 94 ans', 'Les obsèques auront lieu le lundi 11 mars à 10h au cimetière de Vierzon-Bourgneuf.'],
    ['Monsieur Gérard Poulain', 'survenu le 5 mars 2024 à l’âge de 72 ans', 'Crémation au crématorium de Bourges le vendredi 8 mars à 15h.'],
    ['Madame Simone Delorme', 'survenu le 3 mars 2024 à l’âge de 88 ans', 'Cérémonie civile au salon funéraire Garnier le mercredi 6 mars à 11h.'],
    ['Monsieur Michel Garnier', 'survenu le 1er mars 2024 à l’âge de 79 ans', 'Sans lien de parenté avec notre entreprise. La cérémonie aura lieu à Mehun-sur-Yèvre.'],
  ];
  const index = head('Pompes Funèbres Garnier – Vierzon') + header + `<h1>Accompagner les familles, avec dignité</h1>
<p>Organisation complète des obsèques, chambre funéraire avec trois salons, marbrerie, contrats obsèques. Nous intervenons à Vierzon, Mehun-sur-Yèvre, Graçay et dans tout le Cher.</p>
<h2>Derniers avis de décès</h2><ul>${avis.slice(0, 3).map(([n]) => `<li><a href="https://${d}/avis-de-deces/">${n}</a></li>`).join('')}</ul>` + footer;
  const av = head('Avis de décès – Pompes Funèbres Garnier') + header + `<h1>Avis de décès</h1>
${avis.map(([n, q, c]) => `<div class="wp-block-group avis"><h3>${n}</h3><p>Nous avons la tristesse de vous faire part du décès de ${n.replace(/^(Monsieur|Madame) /, '')}, ${q}.</p><p>${c}</p><p><a href="https://${d}/avis-de-deces/">Déposer un message de condoléances</a></p></div>`).join('\n')}
<h3>Registre de condoléances</h3><form class="condoleances"><input type="text" placeholder="Votre nom"><input type="email" placeholder="votre@adresse.fr"><textarea placeholder="Votre message"></textarea><button>Envoyer</button></form>` + footer;
  const ml = head('Mentions légales – Pompes Funèbres Garnier') + header + `<h1>Mentions légales</h1>
<p><strong>Raison sociale :</strong> SARL Pompes Funèbres Garnier<br><strong>Capital :</strong> 30 000 €<br><strong>RCS</strong> Bourges 398 112 447<br><strong>Siège :</strong> 27 rue de la République, 18100 Vierzon<br><strong>Gérant :</strong> Philippe Garnier<br><strong>Directeur de la publication :</strong> Philippe Garnier<br><strong>Contact :</strong> contact (at) pompesfunebres-garnier (point) fr</p>
<p><strong>Hébergeur :</strong> o2switch, 222 boulevard Gustave Flaubert, 63000 Clermont-Ferrand.</p>` + footer;
  const prev = head('Prévoyance obsèques – Pompes Funèbres Garnier') + header + `<h1>Prévoyance obsèques</h1><p>Anticipez l’organisation de vos obsèques et protégez vos proches. Devis gratuit et sans engagement en agence.</p>` + footer;
  return {
    id: 'b053-pompes-funebres-garnier', domain: d, language: 'fr',
    patterns: ['obituary', 'legal-notice', 'builder-wordpress', 'email-obfuscated', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/avis-de-deces/': ['avis-de-deces.html', av], '/mentions-legales/': ['mentions-legales.html', ml], '/prevoyance/': ['prevoyance.html', prev] },
    truth: {
      emails: ['contact@pompesfunebres-garnier.fr'],
      emailKinds: { 'contact@pompesfunebres-garnier.fr': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Philippe Garnier', title: 'Gérant', role: 'owner' },
      ],
      junk: ['votre@adresse.fr'],
    },
  };
})();

// ---------------------------------------------------------------- b054 French shopkeepers' union, annuaire + bureau table
const b054 = (() => {
  const d = 'vitrines-de-dole.fr';
  const cats = ['Boulangerie', 'Boucherie', 'Coiffure', 'Fleuriste', 'Librairie', 'Optique', 'Prêt-à-porter', 'Restaurant', 'Bijouterie', 'Pharmacie', 'Chaussures', 'Caviste', 'Fromagerie', 'Institut de beauté', 'Agence immobilière'];
  const shops = ['Au Pain Doré', 'Maison Petitjean', 'L’Atelier Coiffure', 'Fleurs de Loue', 'Librairie La Passerelle', 'Optique Pasteur', 'Boutique Camille', 'Le Grévy', 'Bijouterie Vuillemin', 'Pharmacie du Doubs', 'Chaussures Marceau', 'Cave Jean Jaurès', 'Fromagerie Bourgeois', 'Institut Belle Époque', 'Immobilier Saint-Jean', 'Pâtisserie Mercier', 'Boucherie Charcuterie Duprey', 'Salon Victor', 'Les Jardins de Margot', 'Bouquinerie Courbet', 'Lunettes & Cie', 'Jeanne et Paul', 'La Table du Canal', 'Or et Argent', 'Pharmacie Grande Rue', 'Pieds Nus', 'Le Comptoir des Vins', 'Crèmerie des Arènes', 'Zen Attitude', 'Dole Habitat Conseil', 'Chocolaterie Girardot', 'Traiteur Faivre', 'Barbier Louis', 'Atelier Floral Pasteur', 'Papeterie du Centre', 'Vision Plus', 'Mode Homme Bernard', 'Brasserie des Halles', 'Horlogerie Michaud', 'Parapharmacie Grévy'];
  const streets = ['Grande Rue', 'rue de Besançon', 'place aux Fleurs', 'rue Pasteur', 'rue des Arènes', 'rue de la Sous-Préfecture', 'place Grévy', 'rue du Collège de l’Arc'];
  const rows = shops.map((s, i) => `<li class="adherent"><span class="nom">${s}</span> — <span class="cat">${cats[i % cats.length]}</span> — ${3 + i * 2} ${streets[i % streets.length]} — 03 84 ${String(72 + (i % 20)).padStart(2, '0')} ${String(10 + i).padStart(2, '0')} ${String(30 + (i * 7) % 60).padStart(2, '0')}</li>`);
  const h = (t) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/vitrines.css">
</head>
<body>
<header><a href="/" class="logo">Les Vitrines de Dole</a><p>Union des commerçants et artisans du centre-ville</p>
<nav><a href="/">Accueil</a> | <a href="/annuaire">Annuaire des adhérents</a> | <a href="/le-bureau">Le bureau</a> | <a href="/adherer">Adhérer</a></nav></header>
<main>
`;
  const f = `</main>
<footer><p>Les Vitrines de Dole – association loi 1901 – 16 rue de Besançon, 39100 Dole – <a href="mailto:contact@vitrines-de-dole.fr">contact@vitrines-de-dole.fr</a></p></footer>
</body></html>`;
  const index = h('Les Vitrines de Dole – Union commerciale') + `<h1>Consommez local à Dole !</h1>
<p>L’association fédère plus de 120 commerçants, artisans et restaurateurs du centre-ville. Chèques cadeaux Vitrines de Dole acceptés dans tous les commerces adhérents.</p>
<h2>Agenda</h2><ul><li>Braderie de printemps : samedi 6 avril</li><li>Marché nocturne : vendredi 12 juillet</li><li>Quinzaine commerciale de Noël : du 7 au 24 décembre</li></ul>
<form class="newsletter"><label>Recevez nos bons plans</label><input type="email" placeholder="votre.email@exemple.fr"><button>OK</button></form>` + f;
  const annuaire = h('Annuaire des adhérents – Les Vitrines de Dole') + `<h1>Annuaire des adhérents</h1><ul class="annuaire">
${rows.join('\n')}
</ul>` + f;
  const bureau = h('Le bureau – Les Vitrines de Dole') + `<h1>Le bureau</h1>
<table class="bureau">
<tr><th>Fonction</th><th>Nom</th><th>Commerce</th></tr>
<tr><td>Présidente</td><td>Nathalie Vuillemin</td><td>Bijouterie Vuillemin</td></tr>
<tr><td>Vice-président</td><td>Thierry Girardot</td><td>Chocolaterie Girardot</td></tr>
<tr><td>Trésorier</td><td>Olivier Faivre</td><td>Traiteur Faivre</td></tr>
<tr><td>Secrétaire</td><td>Émilie Mercier</td><td>Pâtisserie Mercier</td></tr>
</table>
<p>Animatrice commerce (salariée de l’association) : Laure Bonnet – animation@vitrines-de-dole.fr</p>` + f;
  const adherer = h('Adhérer – Les Vitrines de Dole') + `<h1>Adhérer</h1><p>Cotisation annuelle : 180 € (commerces de moins de 3 salariés : 120 €). Bulletin d’adhésion à retourner à contact@vitrines-de-dole.fr.</p>` + f;
  return {
    id: 'b054-vitrines-de-dole', domain: d, language: 'fr',
    patterns: ['directory', 'team-table', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'name-lookalikes', 'hand-written'],
    pages: { '/': ['index.html', index], '/annuaire': ['annuaire.html', annuaire], '/le-bureau': ['le-bureau.html', bureau], '/adherer': ['adherer.html', adherer] },
    truth: {
      emails: ['contact@vitrines-de-dole.fr', 'animation@vitrines-de-dole.fr'],
      emailKinds: { 'contact@vitrines-de-dole.fr': 'generic', 'animation@vitrines-de-dole.fr': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Nathalie Vuillemin', title: 'Présidente', role: 'owner' },
        { name: 'Thierry Girardot', title: 'Vice-président', role: 'other' },
        { name: 'Olivier Faivre', title: 'Trésorier', role: 'other' },
        { name: 'Émilie Mercier', title: 'Secrétaire', role: 'other' },
        { name: 'Laure Bonnet', title: 'Animatrice commerce', role: 'marketing' },
      ],
      junk: ['votre.email@exemple.fr'],
    },
  };
})();

// ---------------------------------------------------------------- b055 Lyon bistro on Wix, chef in prose
const b055 = (() => {
  const d = 'bouchon-des-canuts.fr';
  const head = (t) => wixHead({ lang: 'fr', title: t, desc: 'Bouchon lyonnais à la Croix-Rousse : quenelles, tablier de sapeur et pots de côtes-du-rhône.', domain: d, dsn: '7be2f19a0c3d4e5f8a6b7c8d9e0f1a2b@sentry-next.wixpress.com/33' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-lb01a2b3" class="wixui-rich-text"><p class="font_8"><span class="wixui-rich-text__text">LE BOUCHON DES CANUTS</span></p></div><nav id="comp-lb01a2c4" class="wixui-horizontal-menu"><ul><li><a href="https://www.${d}">Accueil</a></li><li><a href="https://www.${d}/la-carte">La carte</a></li><li><a href="https://www.${d}/notre-histoire">Notre histoire</a></li></ul></nav></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-lb09z8y7" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">19 rue d’Austerlitz, 69004 Lyon · 04 78 28 61 90</span></p><p class="font_9"><span class="wixui-rich-text__text">Réservations : </span><span class="wixui-rich-text__text">reservation@bouchon-des-canuts.fr</span></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Le Bouchon des Canuts | Bouchon lyonnais Croix-Rousse') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-lc1a2b3c" class="wixui-section">
${rt('comp-lc1a2b4d', '<h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Bouchon lyonnais</span></h1><p class="font_8"><span class="wixui-rich-text__text">Du mardi au samedi, midi et soir. Menu canut à 29 €.</span></p>')}
${rt('comp-lc1a2b5e', '<p class="font_8"><span class="wixui-rich-text__text">Nos classiques : quenelle de brochet sauce Nantua, tablier de sapeur, cervelle de canut, tarte aux pralines, Saint-Marcellin de la Mère Richard.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const histoire = head('Notre histoire | Le Bouchon des Canuts') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-ld2b3c4d" class="wixui-section">
${rt('comp-ld2b3c5e', '<h2 class="font_2">Notre histoire</h2><p class="font_8"><span class="wixui-rich-text__text">Le Bouchon des Canuts a ouvert en 2009 dans un ancien atelier de tisserands. Aux fourneaux, le chef </span><span class="wixui-rich-text__text">Bruno Chapuis</span><span class="wixui-rich-text__text">, passé par les cuisines de Paul Bocuse à Collonges, cuisine les recettes des mères lyonnaises.</span></p><p class="font_8"><span class="wixui-rich-text__text">En salle, c’est </span><span class="wixui-rich-text__text">Sandrine Chapuis</span><span class="wixui-rich-text__text">, sa femme et gérante du restaurant, qui vous accueille et vous conseille sur les vins du Beaujolais.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const carte = head('La carte | Le Bouchon des Canuts') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-le3c4d5e" class="wixui-section">
${rt('comp-le3c4d6f', '<h2 class="font_2">La carte</h2><ul class="font_8"><li><p><span>Salade lyonnaise – 12 €</span></p></li><li><p><span>Quenelle de brochet, sauce Nantua – 19 €</span></p></li><li><p><span>Andouillette 5A, sauce moutarde – 21 €</span></p></li><li><p><span>Île flottante aux pralines roses – 8 €</span></p></li></ul>')}
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b055-bouchon-des-canuts', domain: d, language: 'fr',
    patterns: ['builder-wix', 'about-prose', 'email-text', 'email-footer', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/notre-histoire': ['notre-histoire.html', histoire], '/la-carte': ['la-carte.html', carte] },
    truth: {
      emails: ['reservation@bouchon-des-canuts.fr'],
      emailKinds: { 'reservation@bouchon-des-canuts.fr': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Bruno Chapuis', title: 'chef', role: 'other' },
        { name: 'Sandrine Chapuis', title: 'gérante du restaurant', role: 'owner' },
      ],
      junk: ['7be2f19a0c3d4e5f8a6b7c8d9e0f1a2b@sentry-next.wixpress.com'],
    },
  };
})();

export const sitesFr1 = [b052, b053, b054, b055];
