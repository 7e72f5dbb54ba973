import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

const annuaire = [
  ['Boulangerie Pichon', 'Gérard Pichon', 'Alimentation', 'boulangerie.pichon@wanadoo.fr'], ['Menuiserie Bertrand & Fils', 'Olivier Bertrand', 'Bâtiment', 'contact@menuiserie-bertrand.fr'], ['Cabinet Infirmier des Halles', 'Sabrina Lemaire', 'Santé', ''], ['Transports Vasseur', 'Didier Vasseur', 'Transport', 'exploitation@transports-vasseur.fr'], ['Imprimerie Nouvelle', 'Karine Dupuis', 'Services', 'devis@imprimerienouvelle.fr'],
  ['Optique Lemoine', 'Thierry Lemoine', 'Commerce', ''], ['Plomberie Caron', 'Mickaël Caron', 'Bâtiment', 'caron.plomberie@gmail.com'], ['Assurances Delattre', 'Véronique Delattre', 'Finance', 'v.delattre@agence-delattre.fr'], ['Brasserie du Beffroi', 'Ludovic Hennebert', 'Restauration', ''], ['Fleurs & Sens', 'Émilie Carpentier', 'Commerce', 'fleursetsens@orange.fr'],
  ['Garage Deschamps', 'Franck Deschamps', 'Automobile', ''], ['Agence Immo Flandres', 'Stéphane Verhaeghe', 'Immobilier', 'contact@immoflandres.fr'], ['Ferme du Mont-Noir', 'Bertrand Decroix', 'Agriculture', ''], ['Pharmacie de la Gare', 'Anne-Sophie Leroy', 'Santé', ''], ['Informatique Services 59', 'Yannick Morel', 'Services', 'support@is59.fr'],
  ['Auto-école Vauban', 'Nadia Belkacem', 'Services', ''], ['Charcuterie Wallart', 'Jean-Luc Wallart', 'Alimentation', ''], ['Expertise Nord Comptabilité', 'Christophe Dubus', 'Finance', 'cabinet@expertisenord.fr'],
];

export default [
// ------------------------------------------------------------------ e057
{
  id: 'e057-rencontres-oenotourisme', domain: 'rencontres-oenotourisme.fr', lang: 'fr', shell: 'webflow', name: "Rencontres de l'Œnotourisme",
  nav: [['/', 'Accueil'], ['/intervenants', 'Intervenants'], ['/equipe', "L'équipe"]],
  footer: `<div class="footer-text">Rencontres de l'Œnotourisme · Cité du Vin, Bordeaux · 3 et 4 octobre 2024 · <a href="mailto:contact@rencontres-oenotourisme.fr" class="footer-link">contact@rencontres-oenotourisme.fr</a></div>`,
  pages: {
    '/': { file: 'index.html', title: "Le rendez-vous des professionnels de l'œnotourisme", body: `<div class="hero"><div class="w-container"><h1>Deux jours pour réinventer l'accueil au vignoble</h1><p>Tables rondes, ateliers et visites de domaines. 600 participants attendus.</p></div></div>` },
    '/intervenants': { file: 'intervenants.html', title: 'Intervenants', body: `<div class="section"><div class="w-container"><h1>Intervenants 2024</h1><div class="w-dyn-list"><div role="list" class="speakers w-dyn-items">
${[['Isabelle Dubourdieu', 'Propriétaire, Château Lamothe-Cissac'], ['Thomas de Lur-Saluces', 'Directeur œnotourisme, Vignobles Saint-Émilion Grand Cru'], ['Céline Pujol', "Consultante, Atout France"], ['Hugo Castagnet', 'Fondateur, Winetrip.fr'], ['Dr Marie-Hélène Aubert', "Chercheuse, ISVV – Université de Bordeaux"]].map(([n, r]) => `<div role="listitem" class="speaker w-dyn-item"><img src="https://assets-global.website-files.com/6520/${n.split(' ').pop().toLowerCase()}.jpg" alt="" class="speaker-img"><div class="speaker-name">${n}</div><div class="speaker-title">${r}</div></div>`).join('\n')}
</div></div></div></div>` },
    '/equipe': { file: 'equipe.html', title: "L'équipe", body: `<div class="section"><div class="w-container"><h1>L'équipe organisatrice</h1><div class="team-row"><div class="team-card"><div class="team-role">Fondatrice et directrice</div><h3 class="team-name">Pauline Lafitte</h3><a href="mailto:pauline@rencontres-oenotourisme.fr" class="team-mail">pauline@rencontres-oenotourisme.fr</a></div><div class="team-card"><div class="team-role">Partenariats</div><h3 class="team-name">Arnaud Chevalier</h3><a href="mailto:partenaires@rencontres-oenotourisme.fr" class="team-mail">partenaires@rencontres-oenotourisme.fr</a></div><div class="team-card"><div class="team-role">Communication</div><h3 class="team-name">Inès Bouvier</h3></div></div></div></div>` },
  },
  patterns: ['event-speakers', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['contact@rencontres-oenotourisme.fr', 'pauline@rencontres-oenotourisme.fr', 'partenaires@rencontres-oenotourisme.fr'],
    kinds: { 'partenaires@rencontres-oenotourisme.fr': 'role' },
    owners: { 'pauline@rencontres-oenotourisme.fr': 'Pauline Lafitte' },
    contacts: [['Pauline Lafitte', 'Fondatrice et directrice', 'owner'], ['Arnaud Chevalier', 'Partenariats', 'other'], ['Inès Bouvier', 'Communication', 'marketing']],
  },
},
// ------------------------------------------------------------------ e058
{
  id: 'e058-gite-les-lavandes', domain: 'gite-les-lavandes.fr', lang: 'fr', shell: 'wix', name: 'Gîte Les Lavandes',
  nav: [['/', 'Accueil'], ['/le-gite', 'Le gîte'], ['/avis', 'Avis']],
  footer: wx.text(wx.p('Gîte Les Lavandes · Chemin des Crêtes · 84220 Gordes') + wx.p('Réservations : gitelavandes84@gmail.com')),
  pages: {
    '/': { file: 'index.html', title: 'Gîte en Luberon', body: wx.text(wx.h('Un mas provençal au cœur du Luberon', 'h1', 'font_0')) + wx.text(wx.p('Piscine chauffée, 4 chambres, vue sur le Mont Ventoux. Location à la semaine.')) },
    '/le-gite': { file: 'le-gite.html', title: 'Le gîte', body: wx.text(wx.p('140 m² · 8 personnes · Classé 4 étoiles Gîtes de France') + wx.p('Linge de maison fourni, ménage de fin de séjour inclus.')) },
    '/avis': { file: 'avis.html', title: 'Avis', body: [['« Séjour parfait, la maison est encore plus belle qu’en photo. »', 'Sophie et Marc, Lyon'], ['« Calme absolu, piscine top, les enfants ont adoré. »', 'Famille Nguyen, Paris'], ['« Wunderschön! Wir kommen wieder. »', 'Jutta K., München']].map(([q, a]) => wx.box(wx.text(wx.p(q, 'font_7')) + wx.text(wx.p(`— ${a}`, 'font_9')))).join('\n') + wx.text(wx.p('Laissez-nous un avis :')) + `<form class="wixui-form"><input type="email" placeholder="votre.email@exemple.fr"><textarea></textarea></form>` },
  },
  patterns: ['testimonials', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: { emails: ['gitelavandes84@gmail.com'], contacts: [] },
},
// ------------------------------------------------------------------ e059
{
  id: 'e059-agence-ressac-communication', domain: 'agence-ressac.fr', lang: 'fr', shell: 'divi', name: 'Ressac – agence de communication',
  nav: [['/', 'Accueil'], ['/references/', 'Références'], ['/agence/', "L'agence"]],
  footer: `<p>Ressac · 7 quai de la Fosse · 44000 Nantes · <a href="mailto:bonjour@agence-ressac.fr">bonjour@agence-ressac.fr</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Agence de communication à Nantes', body: dv.sec(dv.col(dv.text('<h1>Stratégie, identité visuelle et contenus</h1><p>Nous accompagnons les marques de l’Ouest depuis 2012.</p>'))) },
    '/references/': { file: 'references.html', title: 'Références', body: dv.sec(dv.col(dv.text('<h2>Ils nous font confiance</h2><ul class="logos"><li>Biscuiterie La Mère Poulard</li><li>Région Pays de la Loire</li><li>Voyage à Nantes</li><li>Brasserie Bretonne Lancelot</li><li>Clinique Jules Verne</li><li>Chantiers de l’Atlantique</li></ul>'))) + dv.sec(dv.col(dv.text('<div class="et_pb_testimonial_description"><p>« Une équipe à l’écoute, créative et d’une grande réactivité. »</p></div><span class="et_pb_testimonial_author">Guillaume Perrot</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_position">Directeur marketing</span>, <span class="et_pb_testimonial_company">Brasserie Bretonne Lancelot</span></p>'))) },
    '/agence/': { file: 'agence.html', title: "L'agence", body: dv.sec(dv.col(dv.member({ name: 'Gaëlle Le Bihan', pos: 'Fondatrice & directrice conseil', img: '/wp-content/uploads/2022/03/gaelle.jpg', desc: '<div><p>gaelle@agence-ressac.fr</p></div>' }), '1_4') + dv.col(dv.member({ name: 'Yann Kervella', pos: 'Directeur artistique', img: '/wp-content/uploads/2022/03/yann.jpg' }), '1_4') + dv.col(dv.member({ name: 'Chloé Martin', pos: 'Responsable social media', img: '/wp-content/uploads/2022/03/chloe.jpg' }), '1_4') + dv.col(dv.member({ name: 'Loïc Guéguen', pos: 'Chef de projet web', img: '/wp-content/uploads/2022/03/loic.jpg' }), '1_4', true)) },
  },
  patterns: ['team-grid', 'client-list', 'testimonials', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['bonjour@agence-ressac.fr', 'gaelle@agence-ressac.fr'],
    owners: { 'gaelle@agence-ressac.fr': 'Gaëlle Le Bihan' },
    contacts: [['Gaëlle Le Bihan', 'Fondatrice & directrice conseil', 'owner'], ['Yann Kervella', 'Directeur artistique', 'other'], ['Chloé Martin', 'Responsable social media', 'marketing'], ['Loïc Guéguen', 'Chef de projet web', 'other']],
  },
},
// ------------------------------------------------------------------ e060
{
  id: 'e060-clinique-veterinaire-des-dunes', domain: 'veto-des-dunes.fr', lang: 'fr', shell: 'wpclassic', name: 'Clinique Vétérinaire des Dunes',
  nav: [['/', 'Accueil'], ['/equipe/', 'Équipe'], ['/contact/', 'Contact']],
  footer: `<p>Clinique Vétérinaire des Dunes · 41 avenue du Général de Gaulle · 33120 Arcachon · 05 56 83 22 70</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Vétérinaire à Arcachon', body: `<p>Médecine, chirurgie, imagerie et NAC. Urgences assurées 7j/7 pour nos clients.</p>` },
    '/equipe/': { file: 'equipe.html', title: 'Équipe', body: `<div itemscope itemtype="https://schema.org/VeterinaryCare"><link itemprop="url" href="https://veto-des-dunes.fr/">
<article itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="givenName">Aurélien</span> <span itemprop="familyName">Darrieux</span></h3><p itemprop="jobTitle">Docteur vétérinaire, associé</p></article>
<article itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="givenName">Marine</span> <span itemprop="familyName">Labat</span></h3><p itemprop="jobTitle">Docteur vétérinaire, associée – NAC et exotiques</p><p>Contact : <a itemprop="email" href="mailto:m.labat@veto-des-dunes.fr">m.labat@veto-des-dunes.fr</a></p></article>
<article itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="givenName">Océane</span> <span itemprop="familyName">Dupin</span></h3><p itemprop="jobTitle">Auxiliaire spécialisée vétérinaire</p></article>
</div>` },
    '/contact/': { file: 'contact.html', title: 'Contact', body: `<p>Rendez-vous : 05 56 83 22 70</p><p>accueil@veto-des-dunes.fr</p>` },
  },
  patterns: ['microdata-person', 'team-grid', 'email-mailto', 'email-text', 'email-in-person-card'],
  truth: {
    emails: ['m.labat@veto-des-dunes.fr', 'accueil@veto-des-dunes.fr'],
    kinds: { 'accueil@veto-des-dunes.fr': 'role' },
    owners: { 'm.labat@veto-des-dunes.fr': 'Marine Labat' },
    contacts: [['Aurélien Darrieux', 'Docteur vétérinaire, associé', 'owner'], ['Marine Labat', 'Docteur vétérinaire, associée – NAC et exotiques', 'owner'], ['Océane Dupin', 'Auxiliaire spécialisée vétérinaire', 'other']],
  },
},
// ------------------------------------------------------------------ e061
{
  id: 'e061-ecole-de-musique-crescendo', domain: 'ecole-crescendo.fr', lang: 'fr', shell: 'html4', name: 'École de musique Crescendo', color: '#552277',
  nav: [['/', 'Accueil'], ['/professeurs.html', 'Professeurs'], ['/inscriptions.html', 'Inscriptions']],
  footer: `&Eacute;cole de musique Crescendo - 2 rue des Tanneurs - 67000 Strasbourg - 03 88 32 61 04`,
  pages: {
    '/': { file: 'index.html', title: 'Accueil', body: `<font face="Trebuchet MS" size="2">Association loi 1901 fondée en 1985. Cours individuels et collectifs, éveil musical dès 4 ans, orchestre et chorale.<br><br>Direction : <b>Mathilde Schaeffer</b><br>Secrétariat : <a href="mailto:secretariat@ecole-crescendo.fr">secretariat@ecole-crescendo.fr</a></font>` },
    '/professeurs.html': { file: 'professeurs.html', title: 'Professeurs', body: `<table border="1" cellspacing="0" cellpadding="4" width="100%">
<tr bgcolor="#DDCCEE"><td><b>Instrument</b></td><td><b>Professeur</b></td></tr>
<tr><td>Piano</td><td>Mathilde Schaeffer (directrice)</td></tr>
<tr><td>Violon, alto</td><td>Grégoire Muller</td></tr>
<tr><td>Guitare</td><td>Antoine Klein</td></tr>
<tr><td>Flûte traversière</td><td>Lucie Wagner</td></tr>
<tr><td>Batterie</td><td>Romain Schmitt</td></tr>
<tr><td>Formation musicale</td><td>Élise Hoffmann</td></tr>
</table>` },
    '/inscriptions.html': { file: 'inscriptions.html', title: 'Inscriptions', body: `<font face="Trebuchet MS" size="2">Inscriptions du 1er au 15 septembre au secrétariat, mercredi 14h-18h.<br>Tarifs selon quotient familial.<br>Contact : secretariat@ecole-crescendo.fr</font>` },
  },
  patterns: ['team-table', 'email-mailto', 'email-text'],
  truth: {
    emails: ['secretariat@ecole-crescendo.fr'],
    kinds: { 'secretariat@ecole-crescendo.fr': 'role' },
    contacts: [['Mathilde Schaeffer', 'Direction', 'owner'], ['Grégoire Muller', 'Violon, alto', 'other'], ['Antoine Klein', 'Guitare', 'other'], ['Lucie Wagner', 'Flûte traversière', 'other'], ['Romain Schmitt', 'Batterie', 'other'], ['Élise Hoffmann', 'Formation musicale', 'other']],
  },
},
// ------------------------------------------------------------------ e062
{
  id: 'e062-club-entreprises-flandre', domain: 'club-entreprises-flandre.fr', lang: 'fr', shell: 'wp', name: 'Club des Entreprises de Flandre',
  nav: [['/', 'Accueil'], ['/annuaire/', 'Annuaire des membres'], ['/le-bureau/', 'Le bureau']],
  footer: `<p>Club des Entreprises de Flandre · Maison de l'Économie · 59190 Hazebrouck · <a href="mailto:contact@club-entreprises-flandre.fr">contact@club-entreprises-flandre.fr</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Réseau de chefs d’entreprise', body: `<p>Petits-déjeuners mensuels, visites d’entreprises et afterworks pour les dirigeants de Flandre intérieure.</p>` },
    '/annuaire/': { file: 'annuaire.html', title: 'Annuaire des membres', body: `<figure class="wp-block-table"><table><thead><tr><th>Entreprise</th><th>Dirigeant</th><th>Secteur</th><th>Courriel</th></tr></thead><tbody>
${annuaire.map(([e, d, s, m]) => `<tr><td>${e}</td><td>${d}</td><td>${s}</td><td>${m}</td></tr>`).join('\n')}
</tbody></table></figure>` },
    '/le-bureau/': { file: 'le-bureau.html', title: 'Le bureau', body: `<p>Le bureau est élu pour deux ans par l'assemblée générale.</p><ul><li>Présidente : Véronique Delattre</li><li>Trésorier : Christophe Dubus</li><li>Animatrice du réseau (salariée) : Julie Vandamme – animation@club-entreprises-flandre.fr</li></ul>` },
  },
  patterns: ['directory', 'team-grid', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['contact@club-entreprises-flandre.fr', 'animation@club-entreprises-flandre.fr'],
    kinds: { 'animation@club-entreprises-flandre.fr': 'role' },
    contacts: [['Véronique Delattre', 'Présidente', 'owner'], ['Christophe Dubus', 'Trésorier', 'other'], ['Julie Vandamme', 'Animatrice du réseau (salariée)', 'operations']],
  },
},
// ------------------------------------------------------------------ e063
{
  id: 'e063-plomberie-chauffage-dumas', domain: 'plomberie-dumas.fr', lang: 'fr', shell: 'static', name: 'Plomberie Chauffage Dumas',
  nav: [['/', 'Accueil'], ['/devis.html', 'Devis gratuit']],
  footer: `    <p>Plomberie Chauffage Dumas · Clermont-Ferrand et agglomération · RGE Qualibat · SIRET 812 554 120 00017</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Plombier chauffagiste Clermont-Ferrand', body: `    <h1>Dépannage plomberie et chauffage</h1><p>Entretien de chaudières, pompes à chaleur, recherche de fuite, salle de bain clé en main.</p><p>Appelez le 04 73 90 12 55 – intervention sous 24 h.</p>` },
    '/devis.html': { file: 'devis.html', title: 'Devis gratuit', body: `    <h1>Demande de devis</h1>
    <form action="/devis.php" method="post"><label>Nom <input name="nom" placeholder="Jean Dupont"></label><label>E-mail <input type="email" name="email" placeholder="votre@adresse.fr"></label><label>Votre projet <textarea name="msg"></textarea></label><button>Envoyer</button></form>
    <p>Ou par e-mail : devis&#64;plomberie-dumas&#46;fr</p>` },
  },
  patterns: ['email-obfuscated', 'junk-placeholder'],
  truth: { emails: ['devis@plomberie-dumas.fr'], kinds: { 'devis@plomberie-dumas.fr': 'role' }, contacts: [] },
},
// ------------------------------------------------------------------ e064
{
  id: 'e064-restaurant-la-table-d-antoine', domain: 'latabledantoine.fr', lang: 'fr', shell: 'wp', name: "La Table d'Antoine",
  nav: [['/', 'Accueil'], ['/le-chef/', 'Le chef'], ['/carte/', 'La carte']],
  footer: `<p>La Table d'Antoine · 18 rue Saint-Jean · 21000 Dijon · 03 80 30 44 12 · <a href="mailto:reservation@latabledantoine.fr">reservation@latabledantoine.fr</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Restaurant gastronomique à Dijon', body: `<p class="has-large-font-size">Cuisine bourguignonne de saison, cave de 300 références.</p>` },
    '/le-chef/': { file: 'le-chef.html', title: 'Le chef', body: `<p>Après dix ans aux côtés de Bernard Loiseau à Saulieu, le chef <strong>Antoine Lefèvre-Dubois</strong> a ouvert sa propre maison en 2015, rue Saint-Jean. En salle, sa compagne <strong>Margaux Dubois</strong>, sommelière, vous guide dans la cave.</p><p>Le chef de partie pâtisserie, <strong>Hugo Marchal</strong>, signe la tarte Tatin revisitée et le soufflé au cassis.</p>` },
    '/carte/': { file: 'carte.html', title: 'La carte', body: `<h3>Entrées</h3><ul><li>Œufs en meurette, pain de campagne</li><li>Escargots de Bourgogne, beurre persillé</li></ul><h3>Plats</h3><ul><li>Bœuf bourguignon façon Antoine</li><li>Saint-Jacques Rossini</li><li>Poulet de Bresse Marie-Louise</li></ul><h3>Desserts</h3><ul><li>Tarte Tatin</li><li>Poire Belle-Hélène</li></ul>` },
  },
  patterns: ['about-prose', 'email-mailto', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['reservation@latabledantoine.fr'],
    kinds: { 'reservation@latabledantoine.fr': 'role' },
    contacts: [['Antoine Lefèvre-Dubois', 'chef', 'owner'], ['Margaux Dubois', 'sommelière', 'other'], ['Hugo Marchal', 'chef de partie pâtisserie', 'other']],
  },
},
];
