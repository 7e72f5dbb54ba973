import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e049
{
  id: 'e049-cabinet-dentaire-marchand', domain: 'dentiste-marchand-nantes.fr', lang: 'fr', shell: 'elementor', name: 'Cabinet Dentaire Marchand',
  nav: [['/', 'Accueil'], ['/le-cabinet/', 'Le cabinet'], ['/mentions-legales/', 'Mentions légales']],
  head: `<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js"></script>`,
  footer: `<p>Cabinet Dentaire Marchand · 12 rue Crébillon · 44000 Nantes · 02 40 48 12 90</p><p>Prise de rendez-vous sur Doctolib ou par mail : <a href="mailto:secretariat@dentiste-marchand-nantes.fr">secretariat@dentiste-marchand-nantes.fr</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Dentiste à Nantes centre', body: el.sec(el.col(el.h('Votre dentiste au cœur de Nantes', 'h1') + el.text('<p>Soins conservateurs, implantologie, orthodontie adulte par aligneurs. Conventionné secteur 1.</p>'))) },
    '/le-cabinet/': { file: 'le-cabinet.html', title: 'Le cabinet', body: el.sec(el.col(el.h("L'équipe") + el.w('image-carousel', `<div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">
<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 / 3"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="/wp-content/uploads/2023/02/julien-marchand.jpg" alt="Dr Julien Marchand, chirurgien-dentiste"><figcaption class="elementor-image-carousel-caption">Dr Julien Marchand, chirurgien-dentiste</figcaption></figure></div>
<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 / 3"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="/wp-content/uploads/2023/02/claire-le-goff.jpg" alt="Dr Claire Le Goff, orthodontiste"><figcaption class="elementor-image-carousel-caption">Dr Claire Le Goff, orthodontiste</figcaption></figure></div>
<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="3 / 3"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="/wp-content/uploads/2023/02/manon.jpg" alt="Manon Rivière, assistante dentaire"><figcaption class="elementor-image-carousel-caption">Manon Rivière, assistante dentaire</figcaption></figure></div>
</div><div class="swiper-pagination"></div></div>`))) },
    '/mentions-legales/': { file: 'mentions-legales.html', title: 'Mentions légales', body: el.sec(el.col(el.text(`<h2>Éditeur du site</h2><p>SELARL Cabinet Dentaire Marchand, au capital de 5 000 €, RCS Nantes 812 345 678, 12 rue Crébillon, 44000 Nantes.</p><p>Gérant et directeur de la publication : Dr Julien Marchand, inscrit à l'Ordre des chirurgiens-dentistes de Loire-Atlantique sous le n° 44-1234.</p><h2>Hébergement</h2><p>OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p><h2>Réalisation</h2><p>Site réalisé par Studio Gwenn – contact@studiogwenn.fr</p>`))) },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'junk-agency'],
  truth: {
    emails: ['secretariat@dentiste-marchand-nantes.fr'],
    kinds: { 'secretariat@dentiste-marchand-nantes.fr': 'role' },
    contacts: [['Julien Marchand', 'chirurgien-dentiste', 'owner'], ['Claire Le Goff', 'orthodontiste', 'other'], ['Manon Rivière', 'assistante dentaire', 'other']],
  },
},
// ------------------------------------------------------------------ e050
{
  id: 'e050-boulangerie-fournil-elodie', domain: 'lefournildelodie.fr', lang: 'fr', shell: 'wix', name: "Le Fournil d'Élodie",
  nav: [['/', 'Accueil'], ['/notre-histoire', 'Notre histoire'], ['/mentions-legales', 'Mentions légales']],
  footer: wx.text(wx.p('8 place du Marché · 69005 Lyon · 04 78 42 11 09') + wx.p('lefournildelodie@orange.fr')),
  pages: {
    '/': { file: 'index.html', title: 'Boulangerie artisanale Lyon 5e', body: wx.text(wx.h('Pain au levain, viennoiseries pur beurre', 'h1', 'font_0')) + wx.text(wx.p('Ouvert du mardi au dimanche, 7h–19h30. Fermé le lundi.')) },
    '/notre-histoire': { file: 'notre-histoire.html', title: 'Notre histoire', body: wx.text(wx.p('Le Fournil a ouvert en 2017 dans l’ancienne boulangerie du quartier Saint-Just. Karim pétrit et cuit, Élodie s’occupe des gâteaux et de la boutique.') + wx.p('Nos farines viennent du Moulin Marion, dans l’Ain. Notre spécialité : la tarte à la praline et la brioche de Saint-Genix.') + wx.p('À très vite !') + wx.p('Élodie &amp; Karim')) },
    '/mentions-legales': { file: 'mentions-legales.html', title: 'Mentions légales', body: wx.text(wx.h('Mentions légales', 'h2') + wx.p('SARL Le Fournil d’Élodie – capital 8 000 € – RCS Lyon 829 001 223') + wx.p('Siège : 8 place du Marché, 69005 Lyon') + wx.p('Cogérants : Élodie Perrin et Karim Benali') + wx.p('Directrice de la publication : Élodie Perrin') + wx.p('Hébergeur : Wix.com Ltd, 40 Namal Tel Aviv St., Tel Aviv, Israël')) },
  },
  patterns: ['about-prose', 'legal-notice', 'email-text', 'email-footer'],
  truth: { emails: ['lefournildelodie@orange.fr'], contacts: [['Élodie Perrin', 'Cogérants', 'owner'], ['Karim Benali', 'Cogérants', 'owner']] },
},
// ------------------------------------------------------------------ e051
{
  id: 'e051-avocats-roux-benoit', domain: 'roux-benoit-avocats.fr', lang: 'fr', shell: 'wp', name: 'Roux Benoît Avocats',
  nav: [['/', 'Accueil'], ['/le-cabinet/', 'Le cabinet'], ['/mentions-legales/', 'Mentions légales']],
  footer: `<p>Roux Benoît Avocats · 24 cours Mirabeau · 13100 Aix-en-Provence · 04 42 26 18 40</p><p>contact@roux-benoit-avocats.fr</p>`,
  pages: {
    '/': { file: 'index.html', title: "Avocats à Aix-en-Provence", body: `<p class="has-large-font-size">Droit des affaires, droit social et baux commerciaux.</p><p>Le cabinet conseille et défend les entreprises de la région Sud depuis 2003.</p>` },
    '/le-cabinet/': { file: 'le-cabinet.html', title: 'Le cabinet', body: `<p>Le cabinet a été fondé par <strong>Maître Hélène Roux</strong>, associée fondatrice, ancienne membre du Conseil de l'Ordre, rejointe en 2010 par <strong>Maître Sébastien Benoît</strong>, associé, spécialiste en droit social.</p>
<p>Ils sont entourés de <strong>Maître Amandine Faure</strong>, avocate collaboratrice, et de <strong>Nathalie Giraud</strong>, assistante juridique.</p>
<p>Pour joindre directement Maître Roux : h.roux@roux-benoit-avocats.fr</p>` },
    '/mentions-legales/': { file: 'mentions-legales.html', title: 'Mentions légales', body: `<p>Le site est édité par la SELARL Roux Benoît Avocats, société d'exercice libéral inscrite au Barreau d'Aix-en-Provence, RCS Aix 449 882 100.</p><p>Cogérante : Hélène Roux. Directeur de la publication : Sébastien Benoît.</p><p>Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>` },
  },
  patterns: ['about-prose', 'legal-notice', 'email-text', 'email-footer'],
  truth: {
    emails: ['contact@roux-benoit-avocats.fr', 'h.roux@roux-benoit-avocats.fr'],
    owners: { 'h.roux@roux-benoit-avocats.fr': 'Hélène Roux' },
    contacts: [['Hélène Roux', 'associée fondatrice', 'owner'], ['Sébastien Benoît', 'associé', 'owner'], ['Amandine Faure', 'avocate collaboratrice', 'other'], ['Nathalie Giraud', 'assistante juridique', 'other']],
  },
},
// ------------------------------------------------------------------ e052
{
  id: 'e052-pompes-funebres-lambert', domain: 'pf-lambert.fr', lang: 'fr', shell: 'bootstrap', name: 'Pompes Funèbres Lambert',
  nav: [['/', 'Accueil'], ['/avis-de-deces', 'Avis de décès'], ['/contact', 'Contact']],
  footer: `<p class="small">Pompes Funèbres Lambert · 3 avenue de la Gare · 25000 Besançon · Habilitation préfectorale n° 19-25-0042</p><p class="small">Permanence 24h/24 : 03 81 80 12 12</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Pompes funèbres à Besançon', body: `<div class="container py-5"><h1>Entreprise familiale depuis trois générations</h1><p class="lead">Organisation d'obsèques, contrats prévoyance, marbrerie.</p></div>` },
    '/avis-de-deces': { file: 'avis-de-deces.html', title: 'Avis de décès', body: `<div class="container py-4"><h1 class="h3 mb-4">Avis de décès</h1>
${[['Monsieur Jean-Pierre Vuillemin', '82 ans', "Ses enfants Sylvie et Marc, ses petits-enfants ont la tristesse de vous faire part de son décès. La cérémonie aura lieu le vendredi 16 février à 14h30 en l'église Saint-Pierre."], ['Madame Colette Girardot née Bourgeois', '94 ans', 'Ses neveux et nièces. Inhumation au cimetière de Saint-Claude.'], ['Monsieur Roger Mougin', '77 ans', "Son épouse Monique, ses fils. Pas de plaques, des dons à la Ligue contre le cancer."]].map(([n, a, d]) => `<div class="card mb-3"><div class="card-body"><h5 class="card-title">${n}</h5><h6 class="card-subtitle mb-2 text-muted">${a}</h6><p class="card-text">${d}</p><a href="#" class="card-link">Déposer un message de condoléances</a></div></div>`).join('\n')}
<form class="mt-4"><label class="form-label">Votre e-mail</label><input type="email" class="form-control" placeholder="votre@adresse.fr"></form></div>` },
    '/contact': { file: 'contact.html', title: 'Contact', body: `<div class="container py-4"><h1 class="h3">Contact</h1><p>Nos conseillers funéraires <strong>Philippe Lambert</strong> (dirigeant) et <strong>Aurélie Lambert-Monnot</strong> vous reçoivent sur rendez-vous.</p><p><a href="mailto:contact@pf-lambert.fr">contact@pf-lambert.fr</a></p></div>` },
  },
  patterns: ['obituary', 'about-prose', 'email-mailto', 'junk-placeholder'],
  truth: { emails: ['contact@pf-lambert.fr'], contacts: [['Philippe Lambert', 'dirigeant', 'owner'], ['Aurélie Lambert-Monnot', 'conseillers funéraires', 'other']] },
},
// ------------------------------------------------------------------ e053
{
  id: 'e053-immo-vandenberghe-be', domain: 'immovandenberghe.be', lang: 'fr', htmlLang: 'fr-BE', shell: 'wpclassic', name: 'Immo Vandenberghe',
  nav: [['/', 'Accueil'], ['/notre-equipe/', 'Notre équipe'], ['/contact/', 'Contact']],
  head: `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"RealEstateAgent","@id":"https://immovandenberghe.be/#agence","name":"Immo Vandenberghe","email":"info@immovandenberghe.be","telephone":"+32 2 345 67 89","address":{"@type":"PostalAddress","streetAddress":"Avenue Louise 231","addressLocality":"Bruxelles","postalCode":"1050","addressCountry":"BE"},"employee":[{"@id":"https://immovandenberghe.be/#pvdb"},{"@id":"https://immovandenberghe.be/#sdw"}]},{"@type":"Person","@id":"https://immovandenberghe.be/#pvdb","name":"Pieter Vandenberghe","jobTitle":"Administrateur délégué","email":"pieter@immovandenberghe.be","worksFor":{"@id":"https://immovandenberghe.be/#agence"}},{"@type":"Person","@id":"https://immovandenberghe.be/#sdw","name":"Sophie De Wilde","jobTitle":"Agent immobilier agréé IPI","worksFor":{"@id":"https://immovandenberghe.be/#agence"}}]}</script>`,
  footer: `<p>Immo Vandenberghe SRL · Avenue Louise 231 · 1050 Bruxelles · BCE 0712.345.678 · IPI 512.345</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Agence immobilière à Ixelles', body: `<p>Vente et location d'appartements et maisons à Ixelles, Uccle et Saint-Gilles.</p><ul><li>Appartement 2 ch. – Place Flagey – 385.000 €</li><li>Maison de maître – Avenue Brugmann – 1.150.000 €</li></ul>` },
    '/notre-equipe/': { file: 'notre-equipe.html', title: 'Notre équipe', body: `<div class="equipe"><div class="membre"><img src="/wp-content/uploads/pieter.jpg" alt="Pieter Vandenberghe"><p><span class="nom">Pieter Vandenberghe</span><br><em>Administrateur délégué</em></p></div><div class="membre"><img src="/wp-content/uploads/sophie.jpg" alt="Sophie De Wilde"><p><span class="nom">Sophie De Wilde</span><br><em>Agent immobilier agréé IPI</em></p></div><div class="membre"><img src="/wp-content/uploads/yasmina.jpg" alt="Yasmina El Amrani"><p><span class="nom">Yasmina El Amrani</span><br><em>Gestion locative</em></p></div></div>` },
    '/contact/': { file: 'contact.html', title: 'Contact', body: `<p>Avenue Louise 231, 1050 Bruxelles – +32 2 345 67 89</p><p>Gestion locative : <a href="mailto:gestion@immovandenberghe.be">gestion@immovandenberghe.be</a></p>` },
  },
  patterns: ['jsonld-person', 'email-jsonld', 'team-grid', 'email-mailto', 'name-lookalikes'],
  truth: {
    emails: ['info@immovandenberghe.be', 'pieter@immovandenberghe.be', 'gestion@immovandenberghe.be'],
    kinds: { 'gestion@immovandenberghe.be': 'role' },
    owners: { 'pieter@immovandenberghe.be': 'Pieter Vandenberghe' },
    contacts: [['Pieter Vandenberghe', 'Administrateur délégué', 'owner'], ['Sophie De Wilde', 'Agent immobilier agréé IPI', 'other'], ['Yasmina El Amrani', 'Gestion locative', 'operations']],
  },
},
// ------------------------------------------------------------------ e054
{
  id: 'e054-expertise-comptable-guerin', domain: 'guerin-expertise.fr', lang: 'fr', shell: 'static', name: 'Guérin Expertise Comptable',
  nav: [['/', 'Accueil'], ['/equipe.html', 'Équipe'], ['/mentions-legales.html', 'Mentions légales']],
  footer: `    <address>Guérin Expertise Comptable · 5 rue Nationale · 37000 Tours · 02 47 05 33 10 · cabinet&nbsp;[chez]&nbsp;guerin-expertise.fr</address>`,
  pages: {
    '/': { file: 'index.html', title: 'Expert-comptable à Tours', body: `    <h1>Expert-comptable pour TPE, artisans et professions libérales</h1><p>Tenue comptable, bilan, liasse fiscale, paie et conseil en création d'entreprise.</p>` },
    '/equipe.html': { file: 'equipe.html', title: 'Équipe', body: `    <h1>L'équipe</h1>
    <dl class="equipe">
      <dt>Expert-comptable associé</dt>
      <dd><strong>François Guérin</strong> — f.guerin@guerin-expertise.fr</dd>
      <dt>Expert-comptable associée</dt>
      <dd><strong>Camille Delorme-Guérin</strong></dd>
      <dt>Responsable du pôle social</dt>
      <dd><strong>Stéphanie Moreau</strong> — paie@guerin-expertise.fr</dd>
      <dt>Collaborateurs comptables</dt>
      <dd>Julien Petit, Laëtitia Roussel</dd>
    </dl>` },
    '/mentions-legales.html': { file: 'mentions-legales.html', title: 'Mentions légales', body: `    <h1>Mentions légales</h1><p>SAS Guérin Expertise, société d'expertise comptable inscrite au Tableau de l'Ordre de la région Centre-Val de Loire. SIREN 502 118 990.</p><p>Président : François Guérin. Directeur de la publication : François Guérin.</p>` },
  },
  patterns: ['definition-list', 'legal-notice', 'email-text', 'email-obfuscated', 'email-in-person-card', 'email-footer'],
  truth: {
    emails: ['cabinet@guerin-expertise.fr', 'f.guerin@guerin-expertise.fr', 'paie@guerin-expertise.fr'],
    kinds: { 'paie@guerin-expertise.fr': 'role' },
    owners: { 'f.guerin@guerin-expertise.fr': 'François Guérin' },
    contacts: [['François Guérin', 'Expert-comptable associé', 'owner'], ['Camille Delorme-Guérin', 'Expert-comptable associée', 'owner'], ['Stéphanie Moreau', 'Responsable du pôle social', 'operations'], ['Julien Petit', 'Collaborateurs comptables', 'other'], ['Laëtitia Roussel', 'Collaborateurs comptables', 'other']],
  },
},
// ------------------------------------------------------------------ e055
{
  id: 'e055-garage-du-centre-perigueux', domain: 'garageducentre-perigueux.fr', lang: 'fr', shell: 'html4', name: 'Garage du Centre', color: '#CC3300',
  nav: [['/', 'Accueil'], ['/prestations.html', 'Prestations'], ['/acces.html', 'Accès']],
  footer: `Garage du Centre - 14 rue Gambetta - 24000 Périgueux - T&eacute;l. 05 53 08 44 21`,
  pages: {
    '/': { file: 'index.html', title: 'Accueil', body: `<font face="Verdana" size="2"><b>Garage du Centre - Agent Renault</b><br><br>
Vente de v&eacute;hicules neufs et d'occasion, entretien toutes marques, carrosserie.<br><br>
<b>Patrick Delmas</b>, g&eacute;rant<br>
<b>Sandrine Delmas</b>, accueil et secr&eacute;tariat<br>
<b>Kevin</b>, m&eacute;canicien<br>
<p><font color=red>Promo pneus : -20% sur Michelin jusqu'au 31 mars
</font>` },
    '/prestations.html': { file: 'prestations.html', title: 'Prestations', body: `<font face="Verdana" size="2"><ul><li>Vidange<li>Freinage<li>Climatisation<li>Contr&ocirc;le technique (pr&eacute;-contr&ocirc;le)<li>V&eacute;hicule de pr&ecirc;t</ul></font>` },
    '/acces.html': { file: 'acces.html', title: 'Accès', body: `<font face="Verdana" size="2">14 rue Gambetta, face &agrave; la poste. Ouvert du lundi au vendredi 8h-12h / 14h-18h30.</font>` },
  },
  patterns: ['broken-markup', 'team-grid'],
  truth: { emails: [], contacts: [['Patrick Delmas', 'gérant', 'owner'], ['Sandrine Delmas', 'accueil et secrétariat', 'other'], ['Kevin', 'mécanicien', 'other']] },
},
// ------------------------------------------------------------------ e056
{
  id: 'e056-atelier-brunner-mercier-ch', domain: 'brunner-mercier.ch', lang: 'fr', htmlLang: 'fr-CH', shell: 'squarespace', name: 'Brunner Mercier architectes',
  nav: [['/', 'Projets'], ['/bureau', 'Bureau'], ['/contact', 'Contact']],
  footer: `<p>Brunner Mercier architectes Sàrl · Rue du Simplon 12 · 1006 Lausanne</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Projets', body: sq.section(sq.row(sq.block('<h2>Logements coopératifs, Prilly</h2><p>2022 · concours 1er prix</p>'), sq.block('<h2>Collège de la Planta, Sion</h2><p>2020</p>'))) },
    '/bureau': { file: 'bureau.html', title: 'Bureau', body: sq.section(sq.row(sq.block('<p>Le bureau a été fondé en 2008 à Lausanne par Nicolas Brunner, architecte EPFL et associé, et Anne-Laure Mercier, architecte FAS et associée. En 2019, Julien Cattin, chef de projet depuis dix ans, est devenu associé à son tour.</p><p>Le bureau compte aujourd’hui douze collaboratrices et collaborateurs.</p>'))) },
    '/contact': { file: 'contact.html', title: 'Contact', body: sq.section(sq.row(sq.block('<p>Rue du Simplon 12<br>1006 Lausanne<br>+41 21 617 22 40</p><p><a href="mailto:bureau@brunner-mercier.ch">bureau@brunner-mercier.ch</a></p>'))) },
  },
  patterns: ['about-prose', 'email-mailto'],
  truth: {
    emails: ['bureau@brunner-mercier.ch'],
    contacts: [['Nicolas Brunner', 'architecte EPFL et associé', 'owner'], ['Anne-Laure Mercier', 'architecte FAS et associée', 'owner'], ['Julien Cattin', 'associé', 'owner']],
  },
},
];
