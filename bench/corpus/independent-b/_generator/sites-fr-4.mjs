import { wpHead, elementorCss, bsHead, bsFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b064 Belgian vet clinic, Bootstrap cards, placeholder
const b064 = (() => {
  const d = 'clinique-veterinaire-meuse.be';
  const hh = (t) => bsHead({ lang: 'fr-BE', title: t, desc: 'Clinique vétérinaire à Namur (Jambes) : consultations, chirurgie, imagerie, urgences.', bs: '5.3.0' });
  const nav = `<nav class="navbar navbar-expand-lg bg-primary" data-bs-theme="dark"><div class="container"><a class="navbar-brand" href="/">Clinique vétérinaire de la Meuse</a><ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/">Accueil</a></li><li class="nav-item"><a class="nav-link" href="/equipe">L'équipe</a></li><li class="nav-item"><a class="nav-link" href="/contact">Contact</a></li></ul></div></nav>`;
  const foot = `<footer class="container py-4 border-top small text-body-secondary">Clinique vétérinaire de la Meuse SRL · Avenue Jean Materne 118, 5100 Jambes · 081 30 44 21 · <a href="mailto:info@clinique-veterinaire-meuse.be">info@clinique-veterinaire-meuse.be</a> · TVA BE 0654.321.987</footer>`;
  const c = (img, name, role) => `<div class="col"><div class="card h-100"><img src="/img/${img}" class="card-img-top" alt=""><div class="card-body"><p class="card-text"><strong>${name}</strong><br>${role}</p></div></div></div>`;
  const index = hh('Clinique vétérinaire de la Meuse – Namur') + nav + `<main class="container py-5"><h1>Des soins attentifs pour vos animaux</h1><p class="lead">Consultations sur rendez-vous du lundi au samedi. Garde vétérinaire le week-end en alternance avec les cliniques de Namur.</p>
<div class="row"><div class="col-md-6"><h2 class="h4">Newsletter</h2><form><div class="input-group"><input type="email" class="form-control" placeholder="prenom.nom@exemple.be"><button class="btn btn-primary">S’inscrire</button></div></form></div></div></main>` + foot + bsFoot('5.3.0');
  const equipe = hh("L'équipe – Clinique vétérinaire de la Meuse") + nav + `<main class="container py-5"><h1>L'équipe</h1><div class="row row-cols-2 row-cols-md-4 g-3">
${c('dr-dumont.jpg', 'Dr Marc Dumont', 'Vétérinaire, gérant')}
${c('dr-claes.jpg', 'Dr Elke Claes', 'Vétérinaire — chirurgie et orthopédie')}
${c('dr-lejeune.jpg', 'Dr Charlotte Lejeune', 'Vétérinaire — NAC et dermatologie')}
${c('melissa.jpg', 'Mélissa Collard', 'Assistante vétérinaire et accueil')}
</div></main>` + foot + bsFoot('5.3.0');
  const contact = hh('Contact – Clinique vétérinaire de la Meuse') + nav + `<main class="container py-5"><h1>Contact</h1><p>Téléphone : 081 30 44 21 (urgences : suivez le message du répondeur)</p><p>Courriel : info@clinique-veterinaire-meuse.be</p></main>` + foot + bsFoot('5.3.0');
  return {
    id: 'b064-clinique-veterinaire-meuse', domain: d, language: 'fr',
    patterns: ['builder-bootstrap', 'team-grid', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', index], '/equipe': ['equipe.html', equipe], '/contact': ['contact.html', contact] },
    truth: {
      emails: ['info@clinique-veterinaire-meuse.be'],
      emailKinds: { 'info@clinique-veterinaire-meuse.be': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Marc Dumont', title: 'Vétérinaire, gérant', role: 'owner' },
        { name: 'Elke Claes', title: 'Vétérinaire — chirurgie et orthopédie', role: 'other' },
        { name: 'Charlotte Lejeune', title: 'Vétérinaire — NAC et dermatologie', role: 'other' },
        { name: 'Mélissa Collard', title: 'Assistante vétérinaire et accueil', role: 'other' },
      ],
      junk: ['prenom.nom@exemple.be', 'bootstrap@5.3.0'],
    },
  };
})();

// ---------------------------------------------------------------- b065 French seaside hotel, WordPress, guest reviews, mentions légales
const b065 = (() => {
  const d = 'hotel-les-mouettes-etretat.fr';
  const head = (t) => wpHead({ lang: 'fr-FR', title: t, desc: 'Hôtel*** face à la mer à Étretat. 18 chambres, petit-déjeuner normand, parking privé.', domain: d, theme: 'astra', bodyClass: 'ast-page-builder-template' }).replace('</head>', '<script src="https://code.jquery.com/jquery-3.6.0.min.js"></script>\n<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13/dist/flatpickr.min.css">\n</head>');
  const header = `<header class="site-header"><div class="ast-container"><a href="https://${d}/" class="site-title">Hôtel Les Mouettes ***</a><nav><ul class="main-header-menu"><li><a href="https://${d}/">Accueil</a></li><li><a href="https://${d}/chambres/">Chambres</a></li><li><a href="https://${d}/avis-clients/">Avis clients</a></li><li><a href="https://${d}/mentions-legales/">Mentions légales</a></li></ul></nav></div></header><main id="main" class="site-main"><div class="entry-content">`;
  const footer = `</div></main><footer class="site-footer"><div class="ast-container"><p>Hôtel Les Mouettes · 3 boulevard René Coty, 76790 Étretat · 02 35 27 01 64 · <a href="mailto:reservation@hotel-les-mouettes-etretat.fr?subject=Demande%20de%20r%C3%A9servation">reservation@hotel-les-mouettes-etretat.fr</a></p></div></footer><script src="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13"></script></body></html>`;
  const index = head('Hôtel Les Mouettes – Étretat, face à la mer') + header + `<h1 class="wp-block-heading">Face aux falaises d’Étretat</h1><p>Dix-huit chambres, dont douze avec vue sur la mer et l’Aiguille. Petit-déjeuner normand avec teurgoule et cidre fermier.</p><form class="booking"><input class="flatpickr" placeholder="Date d’arrivée"><input class="flatpickr" placeholder="Date de départ"><button>Vérifier les disponibilités</button></form>` + footer;
  const avis = head('Avis clients – Hôtel Les Mouettes') + header + `<h1 class="wp-block-heading">Avis clients</h1>
<figure class="wp-block-pullquote"><blockquote><p>Accueil charmant de Corinne, chambre impeccable, vue à couper le souffle.</p><cite>Martine et Gérard, Lille — septembre 2023</cite></blockquote></figure>
<figure class="wp-block-pullquote"><blockquote><p>Idéal pour randonner sur le GR21. Le petit-déjeuner est copieux.</p><cite>Thomas W., Bruxelles</cite></blockquote></figure>
<figure class="wp-block-pullquote"><blockquote><p>Un peu bruyant le samedi soir mais personnel adorable.</p><cite>Lucie B. — TripAdvisor</cite></blockquote></figure>` + footer;
  const chambres = head('Chambres – Hôtel Les Mouettes') + header + `<h1 class="wp-block-heading">Nos chambres</h1><ul><li>Chambre Côté ville – à partir de 95 €</li><li>Chambre Vue mer – à partir de 145 €</li><li>Suite Arsène Lupin – à partir de 210 €</li></ul>` + footer;
  const ml = head('Mentions légales – Hôtel Les Mouettes') + header + `<h1 class="wp-block-heading">Mentions légales</h1><p>Éditeur : SARL Les Mouettes, capital 15 000 €, RCS Le Havre 432 118 905, 3 boulevard René Coty, 76790 Étretat. Gérante et directrice de la publication : Corinne Lefrançois (corinne@hotel-les-mouettes-etretat.fr). Contact : reservation@hotel-les-mouettes-etretat.fr.</p><p>Hébergeur : OVHcloud, 2 rue Kellermann, 59100 Roubaix.</p>` + footer;
  return {
    id: 'b065-hotel-les-mouettes', domain: d, language: 'fr',
    patterns: ['builder-wordpress', 'testimonials', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'junk-version', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/avis-clients/': ['avis-clients.html', avis], '/chambres/': ['chambres.html', chambres], '/mentions-legales/': ['mentions-legales.html', ml] },
    truth: {
      emails: ['corinne@hotel-les-mouettes-etretat.fr', 'reservation@hotel-les-mouettes-etretat.fr'],
      emailKinds: { 'corinne@hotel-les-mouettes-etretat.fr': 'person', 'reservation@hotel-les-mouettes-etretat.fr': 'role' },
      emailOwners: { 'corinne@hotel-les-mouettes-etretat.fr': 'Corinne Lefrançois' },
      contacts: [
        { name: 'Corinne Lefrançois', title: 'Gérante et directrice de la publication', role: 'owner' },
      ],
      junk: ['flatpickr@4.6.13'],
    },
  };
})();

// ---------------------------------------------------------------- b066 physiotherapists' practice, dl, JSON-LD with emails
const b066 = (() => {
  const d = 'kine-saint-clair.fr';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Cabinet de kinésithérapie Saint-Clair","url":"https://${d}/","email":"secretariat@${d}","telephone":"+33 4 78 29 66 10","address":{"@type":"PostalAddress","streetAddress":"42 quai Clémenceau","postalCode":"69300","addressLocality":"Caluire-et-Cuire","addressCountry":"FR"},"employee":[{"@type":"Person","name":"Hugo Marchetti","jobTitle":"Masseur-kinésithérapeute, co-titulaire","email":"h.marchetti@${d}"},{"@type":"Person","name":"Camille Bérard","jobTitle":"Masseur-kinésithérapeute, co-titulaire"},{"@type":"Person","name":"Yasmine Haddou","jobTitle":"Masseur-kinésithérapeute"}]}</script>`;
  const page = (t, body) => `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t}</title><link rel="stylesheet" href="/assets/kine.css">${ld}</head>
<body>
<header><h1><a href="/">Kiné Saint-Clair</a></h1><nav><a href="/">Accueil</a> · <a href="/praticiens.html">Les praticiens</a> · <a href="/infos.html">Infos pratiques</a></nav></header>
<main>${body}</main>
<footer>Cabinet de kinésithérapie Saint-Clair · 42 quai Clémenceau, 69300 Caluire-et-Cuire · 04 78 29 66 10</footer>
</body></html>`;
  const index = page('Kiné Saint-Clair – Masseurs-kinésithérapeutes à Caluire', `<p>Rééducation orthopédique et sportive, kinésithérapie respiratoire pédiatrique, rééducation périnéale, drainage lymphatique. Séances sur prescription médicale, au cabinet ou à domicile.</p><p>Rendez-vous par téléphone ou sur Doctolib.</p>`);
  const prat = page('Les praticiens – Kiné Saint-Clair', `<h2>Les praticiens</h2>
<dl class="praticiens">
<dt>Hugo Marchetti</dt><dd>Masseur-kinésithérapeute, co-titulaire — rééducation du sportif, thérapie manuelle</dd>
<dt>Camille Bérard</dt><dd>Masseur-kinésithérapeute, co-titulaire — kiné respiratoire pédiatrique, périnéologie</dd>
<dt>Yasmine Haddou</dt><dd>Masseur-kinésithérapeute — drainage lymphatique, rééducation post-cancer du sein</dd>
</dl>
<p>Secrétariat : Mme Odile Perret, du lundi au jeudi, 9h–12h.</p>`);
  const infos = page('Infos pratiques – Kiné Saint-Clair', `<h2>Infos pratiques</h2><p>Cabinet accessible aux personnes à mobilité réduite. Parking quai Clémenceau. Bus C1, arrêt Saint-Clair.</p><p>Conventionné secteur 1, tiers payant sur la part obligatoire.</p>`);
  return {
    id: 'b066-kine-saint-clair', domain: d, language: 'fr',
    patterns: ['definition-list', 'jsonld-person', 'email-jsonld', 'hand-written'],
    pages: { '/': ['index.html', index], '/praticiens.html': ['praticiens.html', prat], '/infos.html': ['infos.html', infos] },
    truth: {
      emails: ['secretariat@kine-saint-clair.fr', 'h.marchetti@kine-saint-clair.fr'],
      emailKinds: { 'secretariat@kine-saint-clair.fr': 'role', 'h.marchetti@kine-saint-clair.fr': 'person' },
      emailOwners: { 'h.marchetti@kine-saint-clair.fr': 'Hugo Marchetti' },
      contacts: [
        { name: 'Hugo Marchetti', title: 'Masseur-kinésithérapeute, co-titulaire', role: 'owner' },
        { name: 'Camille Bérard', title: 'Masseur-kinésithérapeute, co-titulaire', role: 'owner' },
        { name: 'Yasmine Haddou', title: 'Masseur-kinésithérapeute', role: 'other' },
        { name: 'Odile Perret', title: 'Secrétariat', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b067 Swiss music school, teachers table, retina assets
const b067 = (() => {
  const d = 'ecole-musique-lavaux.ch';
  const page = (t, body) => `<!DOCTYPE html>
<html lang="fr-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/css/emlx.css">
<link rel="apple-touch-icon" href="/img/touch-icon@2x.png">
</head>
<body>
<div id="top"><img src="/img/logo-emlx.png" srcset="/img/logo-emlx.png 1x, /img/logo-emlx@2x.png 2x" alt="École de musique de Lavaux" height="60"></div>
<ul id="nav"><li><a href="/">Accueil</a></li><li><a href="/professeurs">Professeurs</a></li><li><a href="/inscriptions">Inscriptions</a></li></ul>
<div id="main">${body}</div>
<div id="footer">École de musique de Lavaux · Route de Lausanne 12 · 1096 Cully · 021 799 40 12 · secretariat@ecole-musique-lavaux.ch<br>Association reconnue par la Fondation pour l’enseignement de la musique (FEM)</div>
</body>
</html>`;
  const index = page('École de musique de Lavaux – Cully', `<h1>Bienvenue à l’École de musique de Lavaux</h1><p>Cours individuels et collectifs pour enfants et adultes : piano, violon, violoncelle, guitare, flûte traversière, chant, solfège et éveil musical dès 4 ans.</p><p>Concert des élèves : dimanche 16 juin, salle Davel, 17h.</p>`);
  const prof = page('Professeurs – École de musique de Lavaux', `<h1>Professeurs</h1>
<table class="profs" cellspacing="0">
<thead><tr><th>Nom</th><th>Instrument / fonction</th></tr></thead>
<tbody>
<tr><td>Véronique Chappuis<br><small>v.chappuis@ecole-musique-lavaux.ch</small></td><td>Directrice, piano</td></tr>
<tr><td>Nicolas Rochat</td><td>Violon et alto</td></tr>
<tr><td>Aurélie Jaquier</td><td>Violoncelle</td></tr>
<tr><td>Pedro Álvarez Soto</td><td>Guitare classique</td></tr>
<tr><td>Sarah Monnier</td><td>Chant, éveil musical</td></tr>
<tr><td>Jean-Daniel Cuénoud</td><td>Flûte traversière, solfège</td></tr>
<tr><td>Isabelle Gavillet</td><td>Secrétariat</td></tr>
</tbody></table>`);
  const insc = page('Inscriptions – École de musique de Lavaux', `<h1>Inscriptions</h1><p>Les inscriptions pour l’année 2024-2025 sont ouvertes jusqu’au 31 mai. Écrivez au secrétariat (secretariat@ecole-musique-lavaux.ch) ou téléchargez le <a href="/docs/bulletin-2024.pdf">bulletin d’inscription</a>.</p>`);
  return {
    id: 'b067-ecole-musique-lavaux', domain: d, language: 'fr',
    patterns: ['team-table', 'email-text', 'email-footer', 'junk-asset', 'hand-written', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/professeurs': ['professeurs.html', prof], '/inscriptions': ['inscriptions.html', insc] },
    truth: {
      emails: ['v.chappuis@ecole-musique-lavaux.ch', 'secretariat@ecole-musique-lavaux.ch'],
      emailKinds: { 'v.chappuis@ecole-musique-lavaux.ch': 'person', 'secretariat@ecole-musique-lavaux.ch': 'role' },
      emailOwners: { 'v.chappuis@ecole-musique-lavaux.ch': 'Véronique Chappuis' },
      contacts: [
        { name: 'Véronique Chappuis', title: 'Directrice, piano', role: 'owner' },
        { name: 'Nicolas Rochat', title: 'Violon et alto', role: 'other' },
        { name: 'Aurélie Jaquier', title: 'Violoncelle', role: 'other' },
        { name: 'Pedro Álvarez Soto', title: 'Guitare classique', role: 'other' },
        { name: 'Sarah Monnier', title: 'Chant, éveil musical', role: 'other' },
        { name: 'Jean-Daniel Cuénoud', title: 'Flûte traversière, solfège', role: 'other' },
        { name: 'Isabelle Gavillet', title: 'Secrétariat', role: 'operations' },
      ],
      junk: ['touch-icon@2x.png', 'logo-emlx@2x.png'],
    },
  };
})();

// ---------------------------------------------------------------- b068 caterer on Elementor, client references and quotes, nobody of the firm named
const b068 = (() => {
  const d = 'traiteur-les-saveurs-dalsace.fr';
  const head = (t) => wpHead({ lang: 'fr-FR', title: t, desc: 'Traiteur à Colmar pour mariages, séminaires et événements d’entreprise. Cuisine alsacienne et buffets.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-15', extra: elementorCss(d, 15) });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const con = (inner) => `<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${inner}</div></div>`;
  const header = `<header class="site-header"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2022/02/saveurs-alsace.png" alt="Les Saveurs d'Alsace"></a><nav><a href="https://${d}/">Accueil</a> <a href="https://${d}/references/">Références</a> <a href="https://${d}/devis/">Devis</a></nav></header><main>`;
  const footer = `</main><footer>${con(ew('text-editor', '<p>Les Saveurs d’Alsace – Traiteur · 7 rue des Clefs, 68000 Colmar · 03 89 41 27 55 · <a href="mailto:contact@traiteur-les-saveurs-dalsace.fr">contact@traiteur-les-saveurs-dalsace.fr</a></p>'))}</footer></body></html>`;
  const index = head('Les Saveurs d’Alsace – Traiteur à Colmar') + header + con(ew('heading', '<h1 class="elementor-heading-title">Traiteur pour vos mariages et événements en Alsace</h1>') + ew('text-editor', '<p>Buffets, cocktails dînatoires, repas assis de 20 à 800 convives. Choucroute royale, baeckeoffe, tartes flambées et kougelhopf maison.</p>')) + footer;
  const refs = head('Références – Les Saveurs d’Alsace') + header + con(ew('heading', '<h2 class="elementor-heading-title">Ils nous ont fait confiance</h2>') + ew('text-editor', '<ul><li>Domaine Zind-Humbrecht</li><li>Liebherr-Aerotechnik Colmar</li><li>Mairie de Kaysersberg</li><li>Hôtel Le Maréchal</li><li>Crédit Mutuel Centre Est Europe</li><li>Musée Unterlinden</li><li>Rotary Club Colmar Schweitzer</li><li>Clinique du Diaconat</li></ul>') + ew('testimonial-carousel', '<div class="swiper-wrapper"><div class="swiper-slide"><div class="elementor-testimonial__text">Un buffet superbe pour nos 300 collaborateurs, tout le monde en parle encore.</div><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Stéphanie Koenig</span><span class="elementor-testimonial__title">Responsable RH, Liebherr-Aerotechnik</span></cite></div><div class="swiper-slide"><div class="elementor-testimonial__text">Merci pour notre mariage, le kougelhopf en pièce montée était une idée géniale !</div><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Julie &amp; Maxime Schaller</span><span class="elementor-testimonial__title">mariés en juin 2023</span></cite></div></div>')) + footer;
  const devis = head('Devis – Les Saveurs d’Alsace') + header + con(ew('heading', '<h2 class="elementor-heading-title">Demande de devis</h2>') + ew('form', '<form class="elementor-form"><input type="text" placeholder="Nom"><input type="email" placeholder="nom@exemple.com"><input type="text" placeholder="Nombre de convives"><textarea placeholder="Votre événement"></textarea><button class="elementor-button">Envoyer</button></form>') + ew('text-editor', '<p>Ou par courriel : devis@traiteur-les-saveurs-dalsace.fr</p>')) + footer;
  return {
    id: 'b068-traiteur-saveurs-alsace', domain: d, language: 'fr',
    patterns: ['builder-elementor', 'client-list', 'testimonials', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/references/': ['references.html', refs], '/devis/': ['devis.html', devis] },
    truth: {
      emails: ['contact@traiteur-les-saveurs-dalsace.fr', 'devis@traiteur-les-saveurs-dalsace.fr'],
      emailKinds: { 'contact@traiteur-les-saveurs-dalsace.fr': 'generic', 'devis@traiteur-les-saveurs-dalsace.fr': 'role' },
      emailOwners: {},
      contacts: [],
      junk: ['nom@exemple.com'],
    },
  };
})();

export const sitesFr4 = [b064, b065, b066, b067, b068];
