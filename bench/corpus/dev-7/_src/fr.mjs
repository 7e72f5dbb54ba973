import { T } from "./lib.mjs";

export const sites = [];

// j031 — bakery in Landerneau: hand-written HTML, "installés depuis", orange.fr address, obfuscated, breads named after saints/people
{
  const dom = "fournil-elorn-landerneau.fr";
  const pg = (t, body) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/style.css">
</head>
<body>
<header>
<h1>Le Fournil de l'Élorn</h1>
<p>Boulangerie artisanale au levain &mdash; Landerneau</p>
<nav><a href="/">Accueil</a> &middot; <a href="/nos-pains.html">Nos pains</a> &middot; <a href="/qui-sommes-nous.html">Qui sommes-nous ?</a> &middot; <a href="/mentions-legales.html">Mentions légales</a></nav>
</header>
<main>
${body}
</main>
<footer><p>Le Fournil de l'Élorn &middot; 8 rue de la Fontaine Blanche, 29800 Landerneau &middot; 02 98 85 41 07</p></footer>
</body>
</html>`;
  sites.push({
    id: "j031-fournil-elorn-landerneau",
    domain: dom,
    patterns: ["hand-written", "about-prose", "legal-notice", "name-lookalikes", "email-text", "email-obfuscated"],
    pages: {
      "/": ["index.html", pg("Le Fournil de l'Élorn - Boulangerie bio à Landerneau", `
<h2>Pain au levain, farines bio de Bretagne, four à bois</h2>
<p>Ouvert du mardi au samedi de 7h à 13h30 et de 15h30 à 19h30, le dimanche de 7h30 à 12h30. Fermé le lundi.</p>
<p>Retrouvez-nous aussi le vendredi matin au marché de Landerneau, place Général de Gaulle, et le samedi au marché de Plouédern.</p>
<p>Commandes de kouign-amann et de far pour vos fêtes : 02 98 85 41 07 ou fournil.elorn@orange.fr</p>`)],
      "/nos-pains.html": ["nos-pains.html", pg("Nos pains - Le Fournil de l'Élorn", `
<h2>Nos pains</h2>
<ul>
<li><b>Le Saint-Ernel</b> &ndash; grand pain de campagne au levain, 1 kg</li>
<li><b>Le Pain Jean-Marie</b> &ndash; pain au sarrasin, recette de l'ancien boulanger de la rue</li>
<li><b>La Tourte Anne de Bretagne</b> &ndash; seigle et froment, croûte épaisse</li>
<li>Baguette de tradition, pain aux algues, fougasse du samedi</li>
</ul>`)],
      "/qui-sommes-nous.html": ["qui-sommes-nous.html", pg("Qui sommes-nous ? - Le Fournil de l'Élorn", `
<h2>Qui sommes-nous ?</h2>
<p>Installés depuis 2009 dans l'ancienne boulangerie de Jean-Marie Kerbrat, Yann et Maëlle Le Goff ont fait le pari du levain naturel et des farines bio moulues à Pleyben.</p>
<p>Yann Le Goff, artisan boulanger et gérant, est au fournil dès trois heures du matin. Avant de reprendre la boutique, il a travaillé huit ans chez un Meilleur Ouvrier de France à Quimper.</p>
<p>Maëlle Le Goff, responsable de la boutique, s'occupe de l'accueil, des commandes et des marchés. Pour les professionnels (restaurants, épiceries), écrivez-lui directement : maelle.legoff [chez] orange [point] fr.</p>
<p>Depuis l'an dernier, ils sont épaulés par Killian Morvan, apprenti boulanger en CAP au CFA de Quimper.</p>`)],
      "/mentions-legales.html": ["mentions-legales.html", pg("Mentions légales - Le Fournil de l'Élorn", `
<h2>Mentions légales</h2>
<p>Éditeur du site : EURL Le Fournil de l'Élorn, capital 5 000 &euro;, RCS Brest 512 338 407<br>
Siège : 8 rue de la Fontaine Blanche, 29800 Landerneau<br>
Gérant et directeur de la publication : Yann Le Goff<br>
Contact : fournil.elorn@orange.fr<br>
Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix</p>`)],
    },
    truth: T(
      {
        "fournil.elorn@orange.fr": "generic",
        "maelle.legoff@orange.fr": ["person", "Maëlle Le Goff"],
      },
      [
        ["Yann Le Goff", "artisan boulanger et gérant", "owner"],
        ["Maëlle Le Goff", "responsable de la boutique", "other"],
        ["Killian Morvan", "apprenti boulanger", "other"],
      ],
      [],
    ),
  });
}

// j032 — law firm in Lyon: WordPress theme, partners' cards with initial-dot addresses, mentions légales, streets named after people
{
  const dom = "cabinet-terreaux-avocats.fr";
  const head = (t) => `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8">
<title>${t} | Cabinet Terreaux Avocats</title>
<link rel='stylesheet' id='lawyer-theme-style-css' href='https://${dom}/wp-content/themes/lawyerpress/style.css?ver=2.1.4' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://${dom}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.6' media='all' />
</head>
<body class="page-template-template-team page">
<div id="top-bar"><span class="tb-phone">04 78 28 63 19</span><span class="tb-address">14 place des Terreaux, 69001 Lyon</span></div>
<header id="site-header"><div class="wrap">
 <div class="logo"><a href="https://${dom}/"><img src="https://${dom}/wp-content/uploads/2022/11/logo-terreaux.png" alt="Cabinet Terreaux Avocats"></a></div>
 <nav id="main-nav"><ul class="menu">
  <li class="menu-item"><a href="https://${dom}/">Le cabinet</a></li>
  <li class="menu-item"><a href="https://${dom}/equipe/">L'équipe</a></li>
  <li class="menu-item"><a href="https://${dom}/contact/">Contact</a></li>
 </ul></nav>
</div></header>
<div id="content" class="wrap">`;
  const foot = `</div>
<footer id="site-footer"><div class="wrap">
 <div class="footer-col"><h4>Cabinet Terreaux Avocats</h4><p>14 place des Terreaux<br>69001 Lyon<br>Métro Hôtel de Ville – Louis Pradel</p></div>
 <div class="footer-col"><h4>Nous écrire</h4><p><a href="mailto:contact@${dom}">contact@${dom}</a></p></div>
 <div class="footer-bottom"><a href="https://${dom}/mentions-legales/">Mentions légales</a> · Site réalisé par <a href="https://rhone-pixel.fr">Rhône Pixel</a> (bonjour@rhone-pixel.fr)</div>
</div></footer>
</body></html>`;
  const av = (img, nom, titre, dom2, mail) => `
 <div class="team-member col-md-6">
  <div class="tm-photo"><img src="https://${dom}/wp-content/uploads/2022/11/${img}" alt=""></div>
  <div class="tm-body">
   <h3 class="tm-name">${nom}</h3>
   <span class="tm-title">${titre}</span>
   <p class="tm-spec">${dom2}</p>
   ${mail ? `<p class="tm-mail"><a href="mailto:${mail}"><i class="fa fa-envelope-o"></i> ${mail}</a></p>` : ""}
  </div>
 </div>`;
  sites.push({
    id: "j032-cabinet-terreaux-avocats-lyon",
    domain: dom,
    patterns: ["builder-wordpress", "team-grid", "legal-notice", "name-lookalikes", "email-mailto", "email-in-person-card", "email-footer", "junk-agency", "junk-placeholder"],
    pages: {
      "/": ["index.html", `${head("Le cabinet")}
<section class="intro"><h1>Avocats en droit des affaires et droit immobilier à Lyon</h1>
<p>Le cabinet accompagne depuis 2008 les entreprises, commerçants et particuliers de la région lyonnaise : baux commerciaux, copropriété, recouvrement, cessions de fonds de commerce.</p>
<p>Nos bureaux sont situés place des Terreaux, à deux pas de la rue Édouard Herriot et du quai Jean Moulin. Nous recevons également sur rendez-vous à Villefranche-sur-Saône, avenue de la Libération.</p></section>
${foot}`],
      "/equipe/": ["equipe.html", `${head("L'équipe")}
<h1 class="page-title">L'équipe</h1>
<div class="team-grid row">${av("vasseur.jpg", "Maître Hélène Vasseur-Brunet", "Avocate associée, fondatrice", "Baux commerciaux, droit immobilier. Barreau de Lyon depuis 1999.", `h.vasseur@${dom}`)}${av("benali.jpg", "Maître Karim Benali", "Avocat associé", "Droit des sociétés, cessions de fonds de commerce.", `k.benali@${dom}`)}${av("montgolfier.jpg", "Maître Juliette de Montgolfier", "Avocate collaboratrice", "Copropriété et contentieux locatif.", "")}${av("roux.jpg", "Sandrine Roux", "Assistante juridique", "Accueil, agendas, suivi des dossiers.", "")}
</div>
${foot}`],
      "/contact/": ["contact.html", `${head("Contact")}
<h1 class="page-title">Contact</h1>
<p>Du lundi au vendredi, 9h–12h30 / 14h–18h30. Premier rendez-vous de 30 minutes : 90 € TTC.</p>
<div class="wpcf7 no-js" id="wpcf7-f212-p30-o1" lang="fr-FR" dir="ltr"><form action="/contact/#wpcf7-f212-p30-o1" method="post" class="wpcf7-form init">
 <p><label>Votre nom<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></span></label></p>
 <p><label>Votre e-mail<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" placeholder="prenom.nom@exemple.fr" type="email" name="your-email"></span></label></p>
 <p><label>Votre message<br><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
 <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Envoyer"></p>
</form></div>
${foot}`],
      "/mentions-legales/": ["mentions-legales.html", `${head("Mentions légales")}
<h1 class="page-title">Mentions légales</h1>
<p><strong>Éditeur :</strong> SELARL Cabinet Terreaux Avocats, société d'exercice libéral à responsabilité limitée au capital de 10 000 €, inscrite au Barreau de Lyon, RCS Lyon 503 774 118, 14 place des Terreaux, 69001 Lyon.</p>
<p><strong>Directrice de la publication :</strong> Maître Hélène Vasseur-Brunet, gérante.</p>
<p><strong>Hébergement :</strong> o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>
<p><strong>Conception :</strong> Rhône Pixel.</p>
${foot}`],
    },
    truth: T(
      {
        [`contact@${dom}`]: "generic",
        [`h.vasseur@${dom}`]: ["person", "Hélène Vasseur-Brunet"],
        [`k.benali@${dom}`]: ["person", "Karim Benali"],
      },
      [
        ["Hélène Vasseur-Brunet", "Avocate associée, fondatrice", "owner"],
        ["Karim Benali", "Avocat associé", "owner"],
        ["Juliette de Montgolfier", "Avocate collaboratrice", "other"],
        ["Sandrine Roux", "Assistante juridique", "other"],
      ],
      ["bonjour@rhone-pixel.fr", "prenom.nom@exemple.fr"],
    ),
  });
}

// j033 — vet clinic in Durbuy (Belgium): Elementor with image-box + icon-list, placeholders, agency, @2x
{
  const dom = "veterinaire-durbuy.be";
  const head = (t) => `<!DOCTYPE html>
<html lang="fr-BE">
<head>
<meta charset="UTF-8">
<title>${t} – Clinique vétérinaire de l'Ourthe</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://${dom}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='oceanwp-style-css' href='https://${dom}/wp-content/themes/oceanwp/assets/css/style.min.css?ver=3.5.3' media='all' />
</head>
<body class="page-template-default page elementor-default elementor-kit-7 oceanwp-theme">
<div id="outer-wrap" class="site clr"><div id="wrap" class="clr">
<header id="site-header" class="minimal-header clr"><div id="site-header-inner" class="clr container">
 <div id="site-logo" class="clr"><div id="site-logo-inner" class="clr"><a href="https://${dom}/" class="custom-logo-link" rel="home"><img width="240" height="80" src="https://${dom}/wp-content/uploads/2023/01/logo-ourthe.png" class="custom-logo" alt="Clinique vétérinaire de l'Ourthe" srcset="https://${dom}/wp-content/uploads/2023/01/logo-ourthe@2x.png 2x"></a></div></div>
 <div id="site-navigation-wrap" class="clr"><nav id="site-navigation" class="navigation main-navigation clr"><ul id="menu-principal" class="main-menu dropdown-menu sf-menu">
  <li class="menu-item"><a href="https://${dom}/" class="menu-link"><span class="text-wrap">Accueil</span></a></li>
  <li class="menu-item"><a href="https://${dom}/equipe/" class="menu-link"><span class="text-wrap">L'équipe</span></a></li>
  <li class="menu-item"><a href="https://${dom}/rendez-vous/" class="menu-link"><span class="text-wrap">Rendez-vous</span></a></li>
 </ul></nav></div>
</div></header>
<main id="main" class="site-main clr">`;
  const foot = `</main>
<footer id="footer" class="site-footer"><div id="footer-inner" class="clr"><div id="footer-widgets" class="oceanwp-row clr"><div class="footer-widgets-inner container">
 <div class="footer-box span_1_of_3 col col-1"><div id="ocean_contact_info-2" class="footer-widget widget-oceanwp-contact-info clr"><ul class="contact-info-widget default">
  <li class="address"><i class="fa fa-map-marker"></i><div class="oceanwp-info-wrap"><span class="oceanwp-contact-title">Adresse</span><span class="oceanwp-contact-text">Rue Comte d'Ursel 21, 6940 Durbuy</span></div></li>
  <li class="telephone"><i class="fa fa-phone"></i><div class="oceanwp-info-wrap"><span class="oceanwp-contact-title">Téléphone</span><span class="oceanwp-contact-text">086 21 33 58</span></div></li>
  <li class="email"><i class="fa fa-envelope"></i><div class="oceanwp-info-wrap"><span class="oceanwp-contact-title">E-mail</span><span class="oceanwp-contact-text"><a href="mailto:info@${dom}">info@${dom}</a></span></div></li>
 </ul></div></div>
</div></div></div>
<div id="footer-bottom" class="clr"><div id="copyright" class="clr" role="contentinfo">© 2024 Clinique vétérinaire de l'Ourthe SRL – BE 0712.448.905 – Création : Ardenne Web Studio · info@ardennewebstudio.be</div></div>
</footer>
</div></div>
</body></html>`;
  const ib = (id, img, name, role) => `
  <div class="elementor-column elementor-col-33 elementor-inner-column elementor-element elementor-element-${id}"><div class="elementor-widget-wrap elementor-element-populated">
   <div class="elementor-element elementor-element-${id}a elementor-position-top elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">
    <figure class="elementor-image-box-img"><img src="https://${dom}/wp-content/uploads/2023/01/${img}" alt="${name}"></figure>
    <div class="elementor-image-box-content"><h4 class="elementor-image-box-title">${name}</h4><p class="elementor-image-box-description">${role}</p></div>
   </div></div></div>
  </div></div>`;
  sites.push({
    id: "j033-veterinaire-ourthe-durbuy",
    domain: dom,
    patterns: ["builder-elementor", "team-grid", "email-mailto", "email-footer", "email-text", "junk-placeholder", "junk-agency", "junk-asset", "name-lookalikes"],
    pages: {
      "/": ["index.html", `${head("Accueil")}
<div data-elementor-type="wp-page" data-elementor-id="10" class="elementor elementor-10">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-2f0a11c"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
  <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Animaux de compagnie, chevaux et bétail dans la vallée de l'Ourthe</h1></div></div>
  <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Consultations sur rendez-vous, chirurgie, radiologie numérique, échographie et visites à la ferme de Barvaux à Hotton. Garde le week-end en alternance avec les confrères de Marche-en-Famenne.</p></div></div>
 </div></div></div></section>
</div>
${foot}`],
      "/equipe/": ["equipe.html", `${head("L'équipe")}
<div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-7b1c2d3"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
  <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Notre équipe</h2></div></div>
  <section class="elementor-section elementor-inner-section elementor-element elementor-element-9aa01"><div class="elementor-container elementor-column-gap-wide">${ib("c01", "pylambotte.jpg", "Dr Pierre-Yves Lambotte", "Vétérinaire, associé-gérant – grands animaux et chevaux")}${ib("c02", "svandenbossche.jpg", "Dre Sarah Van den Bossche", "Vétérinaire – chiens, chats et NAC")}${ib("c03", "cdethier.jpg", "Chloé Dethier", "Assistante vétérinaire (ASV) et accueil")}
  </div></section>
  <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Pour les questions relatives aux chevaux et aux visites d'élevage, le Dr Lambotte répond à l'adresse pierre-yves.lambotte@${dom}.</p></div></div>
 </div></div></div></section>
</div>
${foot}`],
      "/rendez-vous/": ["rendez-vous.html", `${head("Rendez-vous")}
<div data-elementor-type="wp-page" data-elementor-id="18" class="elementor elementor-18"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
 <div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="RDV">
  <input type="text" name="form_fields[name]" placeholder="Nom et prénom">
  <input type="email" name="form_fields[email]" placeholder="votre@adresse.be">
  <input type="text" name="form_fields[animal]" placeholder="Espèce et nom de l'animal (ex. : chat, Minou)">
  <button type="submit" class="elementor-button">Demander un rendez-vous</button>
 </form></div></div>
</div></div></div></section></div>
${foot}`],
    },
    truth: T(
      {
        [`info@${dom}`]: "generic",
        [`pierre-yves.lambotte@${dom}`]: ["person", "Pierre-Yves Lambotte"],
      },
      [
        ["Pierre-Yves Lambotte", "Vétérinaire, associé-gérant – grands animaux et chevaux", "owner"],
        ["Sarah Van den Bossche", "Vétérinaire – chiens, chats et NAC", "other"],
        ["Chloé Dethier", "Assistante vétérinaire (ASV) et accueil", "other"],
      ],
      ["info@ardennewebstudio.be", "votre@adresse.be", "logo-ourthe@2x.png"],
    ),
  });
}

// j034 — funeral home in Ambert on Wix: avis de décès, family firm named after founder, contact in text
{
  const dom = "pf-chassaing-ambert.fr";
  const wix = (t, body) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset='utf-8'>
<meta name="generator" content="Wix.com Website Builder"/>
<title>${t} | Pompes Funèbres Chassaing</title>
<script>var wixBiSession = {"viewerSessionId":"a1b2c3d4-e5f6","initialTimestamp":1710000000000,"dsn":"https://9c0e1f2a3b4c45d6a7b8c9d0e1f2a3b4@sentry-next.wixpress.com/45"};</script>
<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.f3e2d1c0.min.css">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF">
<header id="SITE_HEADER"><div id="comp-lnv0a1b2" class="wixui-horizontal-menu"><nav><ul>
<li><a href="https://${dom}" data-testid="linkElement"><p>Accueil</p></a></li>
<li><a href="https://${dom}/avis-de-deces" data-testid="linkElement"><p>Avis de décès</p></a></li>
<li><a href="https://${dom}/notre-maison" data-testid="linkElement"><p>Notre maison</p></a></li>
</ul></nav></div></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">
${body}
</div></main>
<footer id="SITE_FOOTER"><div id="comp-lnv0f9f9" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9"><span>Pompes Funèbres Chassaing · 12 boulevard Henri IV, 63600 Ambert · 04 73 82 10 47 (24h/24) · Habilitation préfectorale n° 23-63-0118</span></p></div></footer>
</div></div>
</body></html>`;
  const rt = (id, html, top) => `<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px">${html}</div>`;
  sites.push({
    id: "j034-pompes-funebres-chassaing-ambert",
    domain: dom,
    patterns: ["builder-wix", "obituary", "about-prose", "name-lookalikes", "email-text", "junk-platform"],
    pages: {
      "/": ["index.html", wix("Accueil", `
${rt("lnv1a001", `<h1 class="font_0"><span>Pompes Funèbres Chassaing</span></h1><p class="font_7"><span>Maison familiale depuis 1952 · Ambert et Livradois-Forez</span></p>`, 80)}
${rt("lnv1a002", `<p class="font_8"><span>Organisation complète des obsèques, chambre funéraire, contrats obsèques, marbrerie et entretien de sépultures. Nous intervenons à Ambert, Arlanc, Saint-Anthème, Cunlhat et Olliergues.</span></p>`, 220)}
${rt("lnv1a003", `<p class="font_8"><span>Pour toute demande de devis : contact@${dom}</span></p>`, 330)}`)],
      "/avis-de-deces": ["avis-de-deces.html", wix("Avis de décès", `
${rt("lnv2b000", `<h2 class="font_2"><span>Avis de décès</span></h2>`, 60)}
${rt("lnv2b001", `<p class="font_8"><span style="font-weight:bold">Madame Germaine Faure née Vialatte</span></p><p class="font_8"><span>survenu le 11 mars 2024 à Ambert, à l'âge de 94 ans. Les obsèques seront célébrées le jeudi 14 mars à 14h30 en l'église Saint-Jean d'Ambert. De la part de ses enfants Michel et Josiane, de ses petits-enfants et arrière-petits-enfants.</span></p>`, 130)}
${rt("lnv2b002", `<p class="font_8"><span style="font-weight:bold">Monsieur Roger Chomette</span></p><p class="font_8"><span>ancien fromager à Saint-Anthème, décédé le 9 mars 2024 dans sa 81e année. Cérémonie civile au crématorium de Thiers le mardi 12 mars à 10h.</span></p>`, 290)}
${rt("lnv2b003", `<p class="font_8"><span style="font-weight:bold">Madame Simone Chassaing</span></p><p class="font_8"><span>survenu le 2 mars 2024 à Arlanc, à l'âge de 88 ans. Sans lien de parenté avec notre maison. Inhumation au cimetière d'Arlanc.</span></p>`, 420)}`)],
      "/notre-maison": ["notre-maison.html", wix("Notre maison", `
${rt("lnv3c001", `<h2 class="font_2"><span>Notre maison</span></h2>`, 60)}
${rt("lnv3c002", `<p class="font_8"><span>La maison a été fondée en 1952 par Antoine Chassaing, menuisier-ébéniste du boulevard Henri IV. Trois générations plus tard, elle est dirigée par sa petite-fille, Valérie Chassaing-Roux, conseillère funéraire diplômée et gérante depuis 2011.</span></p>
<p class="font_8"><span>Elle est entourée de Bruno Faure, maître de cérémonie, et d'une équipe de porteurs de la région. Vous pouvez joindre Valérie directement à l'adresse valerie@${dom}.</span></p>`, 130)}`)],
    },
    truth: T(
      { [`contact@${dom}`]: "generic", [`valerie@${dom}`]: ["person", "Valérie Chassaing-Roux"] },
      [
        ["Valérie Chassaing-Roux", "conseillère funéraire diplômée et gérante", "owner"],
        ["Bruno Faure", "maître de cérémonie", "other"],
      ],
      ["9c0e1f2a3b4c45d6a7b8c9d0e1f2a3b4@sentry-next.wixpress.com"],
    ),
  });
}

// j035 — architects in Carouge (Geneva): Webflow, JSON-LD founders with emails, clients named after people, CDN versions
{
  const dom = "atelier-carouge-architectes.ch";
  const ld = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: "Atelier Carouge Architectes SA",
    email: `atelier@${dom}`,
    telephone: "+41 22 342 18 60",
    address: { "@type": "PostalAddress", streetAddress: "Rue Ancienne 38", postalCode: "1227", addressLocality: "Carouge", addressCountry: "CH" },
    founder: [
      { "@type": "Person", name: "Mathias Rochat", jobTitle: "Architecte EPFL, associé fondateur", email: `mathias.rochat@${dom}` },
      { "@type": "Person", name: "Anne-Sophie Dumont-Berset", jobTitle: "Architecte HES, associée", email: `as.dumont@${dom}` },
    ],
  };
  const wf = (t, id, body) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com -->
<html data-wf-domain="${dom}" data-wf-page="${id}" data-wf-site="6501a2b3c4d5e6f708192a3b" lang="fr">
<head>
<meta charset="utf-8"/><title>${t}</title>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<link href="https://assets-global.website-files.com/6501a2b3c4d5e6f708192a3b/css/atelier-carouge.webflow.5e4d3c.min.css" rel="stylesheet" type="text/css"/>
<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/gsap.min.js"></script>
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body>
<div class="nav w-nav"><a href="/" class="brand w-nav-brand">ATELIER CAROUGE</a><nav class="menu w-nav-menu"><a href="/" class="link w-nav-link">Projets</a><a href="/atelier" class="link w-nav-link">Atelier</a></nav></div>
${body}
<footer class="footer"><div>Atelier Carouge Architectes SA · Rue Ancienne 38 · 1227 Carouge GE · +41 22 342 18 60</div></footer>
<script src="https://assets-global.website-files.com/6501a2b3c4d5e6f708192a3b/js/webflow.2b3c4d5e.js"></script>
</body></html>`;
  const proj = (n, maitre, an) => `<div role="listitem" class="project-item w-dyn-item"><div class="project-name">${n}</div><div class="project-client">Maître d'ouvrage : ${maitre}</div><div class="project-year">${an}</div></div>`;
  const pers = (n, r) => `<div role="listitem" class="person-item w-dyn-item"><h3 class="person-name">${n}</h3><p class="person-role">${r}</p></div>`;
  sites.push({
    id: "j035-atelier-carouge-architectes",
    domain: dom,
    patterns: ["builder-webflow", "team-grid", "jsonld-person", "email-jsonld", "client-list", "name-lookalikes", "junk-version"],
    pages: {
      "/": ["index.html", wf("Atelier Carouge Architectes — Projets", "6501a2b3c4d5e6f708192a40", `
<section class="section-projects"><h1 class="h1">Logement, écoles, transformations.</h1>
<div class="w-dyn-list"><div role="list" class="projects-list w-dyn-items">
${proj("École primaire des Tattes", "Commune de Veyrier", "2023")}
${proj("Surélévation rue Jacques-Dalphin", "Coopérative d'habitation Émilie Gourd", "2022")}
${proj("Maison de quartier Louis-Favre", "Ville de Carouge", "2021")}
${proj("Transformation d'une ferme à Jussy", "Famille Baud", "2020")}
</div></div></section>`)],
      "/atelier": ["atelier.html", wf("Atelier — Atelier Carouge Architectes", "6501a2b3c4d5e6f708192a41", `
<section class="section-atelier"><h1 class="h1">L'atelier</h1>
<p class="lead">Fondé en 2012 par Mathias Rochat et Anne-Sophie Dumont-Berset, l'atelier compte aujourd'hui onze collaboratrices et collaborateurs.</p>
<div class="w-dyn-list"><div role="list" class="people-list w-dyn-items">
${pers("Mathias Rochat", "Architecte EPFL, associé fondateur")}
${pers("Anne-Sophie Dumont-Berset", "Architecte HES, associée")}
${pers("Luca Bernasconi", "Chef de projet")}
${pers("Noémie Favre", "Administration et comptabilité")}
</div></div></section>`)],
    },
    truth: T(
      {
        [`atelier@${dom}`]: "generic",
        [`mathias.rochat@${dom}`]: ["person", "Mathias Rochat"],
        [`as.dumont@${dom}`]: ["person", "Anne-Sophie Dumont-Berset"],
      },
      [
        ["Mathias Rochat", "Architecte EPFL, associé fondateur", "owner"],
        ["Anne-Sophie Dumont-Berset", "Architecte HES, associée", "owner"],
        ["Luca Bernasconi", "Chef de projet", "other"],
        ["Noémie Favre", "Administration et comptabilité", "operations"],
      ],
      ["gsap@3.12.5"],
    ),
  });
}

// j036 — digital conference in Annecy run by a small agency: Divi, speakers (intervenants), organisers with mail
{
  const dom = "rencontres-numeriques-annecy.fr";
  const head = (t) => `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8" />
<title>${t} | Rencontres du Numérique d'Annecy</title>
<link rel='stylesheet' id='divi-style-css' href='https://${dom}/wp-content/themes/Divi/style.min.css?ver=4.25.0' type='text/css' media='all' />
<script type="text/javascript" id="sentry-js">window.SENTRY_DSN="https://77e1c0a9b8d64f2e9a3b1c5d7e9f0a12@o118273.ingest.sentry.io/6120045";</script>
</head>
<body class="page et_pb_button_helper_class et_pb_pagebuilder_layout">
<div id="page-container">
<header id="main-header"><div class="container clearfix et_menu_container">
 <div class="logo_container"><a href="https://${dom}/"><img src="https://${dom}/wp-content/uploads/2024/01/rna-logo.png" alt="RNA 2024" id="logo" /></a></div>
 <div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
  <li><a href="https://${dom}/">Accueil</a></li><li><a href="https://${dom}/intervenants/">Intervenants</a></li><li><a href="https://${dom}/organisation/">L'organisation</a></li>
 </ul></nav></div>
</div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">`;
  const foot = `</div></div></div></div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Une organisation Lac Digital SAS · 5 rue Royale, 74000 Annecy · <a href="mailto:contact@${dom}">contact@${dom}</a></div></div></div></footer>
</div></div>
</body></html>`;
  const spk = (i, nom, fn, talk) => `
 <div class="et_pb_column et_pb_column_1_4 et_pb_column_${i}">
  <div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_dark">
   <div class="et_pb_team_member_image"><img src="https://${dom}/wp-content/uploads/2024/02/intervenant-${i}.jpg" alt="" /></div>
   <div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${nom}</h4><p class="et_pb_member_position">${fn}</p><div><p>${talk}</p></div></div>
  </div>
 </div>`;
  sites.push({
    id: "j036-rencontres-numeriques-annecy",
    domain: dom,
    patterns: ["builder-divi", "event-speakers", "team-grid", "about-prose", "email-mailto", "email-text", "email-in-person-card", "email-footer", "junk-placeholder", "junk-platform"],
    pages: {
      "/": ["index.html", `${head("Accueil")}
<div class="et_pb_section et_pb_section_0 et_pb_with_background"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Rencontres du Numérique d'Annecy — 6e édition</h1><p>Jeudi 19 et vendredi 20 septembre 2024 · Centre de congrès Impérial Palace. 40 conférences, 600 participants, un lac.</p></div></div>
 <div class="et_pb_module et_pb_signup et_pb_newsletter"><div class="et_pb_newsletter_form"><form><p class="et_pb_newsletter_field"><input type="text" class="input" placeholder="votre.email@entreprise.fr" name="et_pb_signup_email"></p><p><a class="et_pb_newsletter_button et_pb_button" href="#">Être tenu informé</a></p></form></div></div>
</div></div></div>
${foot}`],
      "/intervenants/": ["intervenants.html", `${head("Intervenants")}
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Intervenants 2024</h1></div></div></div></div>
<div class="et_pb_row et_pb_row_1">${spk(0, "Aurélie Jacquemoud", "Directrice innovation, Salomon", "Concevoir des produits durables avec la data")}${spk(1, "Thomas Guichard", "Fondateur, Mont-Blanc Analytics", "L'IA dans les PME savoyardes : retours d'expérience")}${spk(2, "Fatou Ndiaye", "Responsable RSE, Fromagerie Pierre Gay", "Numérique responsable")}${spk(3, "Laurent Berthier", "Maître de conférences, Université Savoie Mont Blanc", "Cybersécurité des collectivités")}</div></div>
${foot}`],
      "/organisation/": ["organisation.html", `${head("L'organisation")}
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<h1>Qui organise les Rencontres ?</h1>
<p>Les Rencontres sont nées en 2018 à l'initiative de Julien Berthollet, fondateur et directeur de l'agence Lac Digital, qui voulait un événement tech à taille humaine entre Genève et Lyon.</p>
<p>À ses côtés, Camille Perrier, responsable communication, gère les partenariats presse et les réseaux sociaux (camille.perrier@${dom}), et Nadia Ouali, chargée de production, coordonne les salles, les traiteurs et les 80 bénévoles.</p>
<p>Vous souhaitez devenir partenaire ? Écrivez à Julien : julien@${dom}</p>
</div></div></div></div></div>
${foot}`],
    },
    truth: T(
      {
        [`contact@${dom}`]: "generic",
        [`camille.perrier@${dom}`]: ["person", "Camille Perrier"],
        [`julien@${dom}`]: ["person", "Julien Berthollet"],
      },
      [
        ["Julien Berthollet", "fondateur et directeur", "owner"],
        ["Camille Perrier", "responsable communication", "marketing"],
        ["Nadia Ouali", "chargée de production", "operations"],
      ],
      ["votre.email@entreprise.fr", "77e1c0a9b8d64f2e9a3b1c5d7e9f0a12@o118273.ingest.sentry.io"],
    ),
  });
}

// j037 — chamber of commerce of Kamouraska (Québec): hand-written, broken tables, member directory with owners and emails
{
  const dom = "cc-kamouraska.ca";
  const membres = [
    ["Boulangerie Chez Ti-Paul", "Paul-Émile Dionne", "Saint-Pascal", "chezti-paul@videotron.ca"],
    ["Garage Léo Ouellet inc.", "Sébastien Ouellet", "Saint-Alexandre", "garageleoouellet@globetrotter.net"],
    ["Fromagerie Le Mouton Blanc", "Hélène Pelletier", "La Pocatière", "info@moutonblanc.ca"],
    ["Quincaillerie J.-A. Lévesque", "Marc Lévesque", "Kamouraska", ""],
    ["Auberge La Solaillerie", "Yves Gagnon et Claire Bérubé", "Saint-André", "reservation@solaillerie.ca"],
    ["Ferme Pierre-Luc Michaud", "Pierre-Luc Michaud", "Saint-Germain", ""],
    ["Notaire Anne-Marie Dumais", "Me Anne-Marie Dumais", "Saint-Pascal", "amdumais@notarius.net"],
    ["Pharmacie Jean Coutu &ndash; Saint-Pascal", "Véronique Thériault", "Saint-Pascal", ""],
    ["Poissonnerie Lauzier", "Gilles Lauzier", "Kamouraska", "poissonnerielauzier@gmail.com"],
    ["Épicerie Sainte-Hélène", "Julie Chénard", "Sainte-Hélène", ""],
    ["Entreprises Rémi Anctil", "Rémi Anctil", "Mont-Carmel", "remi@anctil-excavation.ca"],
    ["Café du Clocher", "Mélanie Bouchard", "Saint-Pacôme", "cafeduclocher@hotmail.com"],
  ];
  sites.push({
    id: "j037-chambre-commerce-kamouraska",
    domain: dom,
    patterns: ["hand-written", "broken-markup", "directory", "name-lookalikes", "email-mailto", "email-text"],
    pages: {
      "/": ["index.html", `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Chambre de commerce du Kamouraska</title>
<link rel=stylesheet href=cck.css>
</head>
<body bgcolor=#fdfcf7>
<table width=800 align=center border=0>
<tr><td colspan=2><img src=images/bandeau.jpg width=800 alt="Chambre de commerce du Kamouraska"></td></tr>
<tr>
<td width=180 valign=top bgcolor=#dfe9d3>
<p><a href=index.html>Accueil</a><br>
<a href=membres.html>Répertoire des membres</a><br>
<a href=equipe.html>Notre équipe</a><br>
<a href=https://www.facebook.com/cckamouraska>Facebook</a>
</td>
<td valign=top>
<h2>Bienvenue!</h2>
<p>La Chambre de commerce du Kamouraska regroupe plus de 220 entreprises de Saint-Pascal, La Pocatière, Kamouraska et des municipalités voisines.
<p><b>Gala Reconnaissance 2024</b> &mdash; le samedi 4 mai &agrave; la salle Ernest-Ouellet de Saint-Pascal. Billets en vente au bureau de la Chambre.
<p><b>D&icirc;ner-conf&eacute;rence</b> : &laquo; Recruter en r&eacute;gion &raquo;, mercredi 17 avril, Restaurant Le Saint-Louis.
<p>Pour nous joindre : <a href=mailto:info@cc-kamouraska.ca>info@cc-kamouraska.ca</a> &middot; 418 492-5110
</td></tr>
</table>
</body>
</html>`, "latin1"],
      "/membres.html": ["membres.html", `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Répertoire des membres</title></head>
<body bgcolor=#fdfcf7>
<p><a href=index.html>&laquo; Accueil</a>
<h2>R&eacute;pertoire des membres</h2>
<table border=1 cellpadding=3 width=800>
<tr bgcolor=#b5cc9a><td><b>Entreprise<td><b>Propri&eacute;taire / responsable<td><b>Municipalit&eacute;<td><b>Courriel
${membres.map(([e, p, m, c]) => `<tr><td>${e}<td>${p}<td>${m}<td>${c}`).join("\n")}
</table>
<p><font size=2>Votre fiche n'est pas &agrave; jour? &Eacute;crivez &agrave; info@cc-kamouraska.ca</font>
</body></html>`, "latin1"],
      "/equipe.html": ["equipe.html", `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Notre équipe</title></head>
<body bgcolor=#fdfcf7>
<p><a href=index.html>&laquo; Accueil</a>
<h2>Notre &eacute;quipe</h2>
<p><b>Isabelle Dionne</b>, directrice g&eacute;n&eacute;rale<br>
direction@cc-kamouraska.ca &middot; 418 492-5110, poste 1
<p><b>Ginette L&eacute;vesque</b>, adjointe administrative<br>
418 492-5110, poste 2
<p><b>Conseil d'administration 2023-2024</b><br>
Pr&eacute;sident : Fran&ccedil;ois Michaud (Caisse Desjardins du Kamouraska)<br>
Vice-pr&eacute;sidente : Nathalie Roy (Les Serres Saint-Pac&ocirc;me)<br>
Tr&eacute;sorier : Denis Bérubé, CPA
</td></tr></table>
</body></html>`, "latin1"],
    },
    truth: T(
      { [`info@${dom}`]: "generic", [`direction@${dom}`]: "role" },
      [
        ["Isabelle Dionne", "directrice générale", "owner"],
        ["Ginette Lévesque", "adjointe administrative", "operations"],
        ["François Michaud", "Président", "owner"],
        ["Nathalie Roy", "Vice-présidente", "other"],
        ["Denis Bérubé", "Trésorier", "other"],
      ],
      membres.map((m) => m[3]).filter(Boolean),
    ),
  });
}

// j038 — plumber in Toulouse: Bootstrap 5, team as <dl>, obfuscated "arobase" addresses, customer reviews, mentions légales
{
  const dom = "plomberie-saintcyprien.fr";
  const head = (t) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} - Plomberie Garrigues, Toulouse Saint-Cyprien</title>
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.1.3/dist/css/bootstrap.min.css" rel="stylesheet">
<link href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css" rel="stylesheet">
</head>
<body>
<nav class="navbar navbar-expand-md navbar-light bg-white shadow-sm"><div class="container">
 <a class="navbar-brand" href="/"><i class="fa-solid fa-wrench text-primary"></i> Plomberie Garrigues</a>
 <div class="navbar-nav ms-auto"><a class="nav-link" href="/">Accueil</a><a class="nav-link" href="/entreprise">L'entreprise</a><a class="nav-link" href="/mentions-legales">Mentions légales</a></div>
</div></nav>`;
  const foot = `<footer class="bg-primary text-white py-3 mt-5"><div class="container text-center small">Plomberie Garrigues · 27 rue de la République, 31300 Toulouse · 05 61 42 18 77 · contact (arobase) plomberie-saintcyprien (point) fr</div></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.1.3/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`;
  sites.push({
    id: "j038-plomberie-garrigues-toulouse",
    domain: dom,
    patterns: ["builder-bootstrap", "definition-list", "email-obfuscated", "email-footer", "testimonials", "legal-notice", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Accueil")}
<header class="py-5 bg-light"><div class="container"><h1 class="fw-bold">Plombier chauffagiste à Toulouse depuis 1994</h1><p class="lead">Dépannage fuite et débouchage sous 2h, chauffe-eau, salle de bains, pompe à chaleur. Saint-Cyprien, Patte d'Oie, Arènes, Croix-de-Pierre.</p><a href="tel:0561421877" class="btn btn-primary btn-lg">05 61 42 18 77</a></div></header>
<section class="container py-5"><h2 class="h4 mb-4">Avis clients</h2><div class="row g-3">
 <div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">« Intervention rapide un dimanche pour une fuite sous l'évier. Prix annoncé respecté. »</p><h6 class="card-subtitle text-muted">Mme Fabre, Saint-Cyprien</h6></div></div></div>
 <div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">« Thierry nous a refait toute la salle de bains. Travail propre, délais tenus. »</p><h6 class="card-subtitle text-muted">Jean-Claude et Odile M., Lardenne</h6></div></div></div>
 <div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">« Très bon contact avec Laetitia pour le devis, et Sébastien au top. »</p><h6 class="card-subtitle text-muted">Hugo Lasserre</h6></div></div></div>
</div></section>
${foot}`],
      "/entreprise": ["entreprise.html", `${head("L'entreprise")}
<section class="container py-5">
 <h1 class="h3">L'entreprise</h1>
 <p>Entreprise familiale reprise en 2015 par Thierry Garrigues, qui y était compagnon depuis 1998. Qualifiée RGE QualiPAC, assurance décennale MAAF.</p>
 <dl class="row mt-4">
  <dt class="col-sm-4">Thierry Garrigues</dt><dd class="col-sm-8">Gérant, artisan plombier chauffagiste</dd>
  <dt class="col-sm-4">Sébastien Ruiz</dt><dd class="col-sm-8">Plombier chauffagiste</dd>
  <dt class="col-sm-4">Laetitia Garrigues</dt><dd class="col-sm-8">Secrétariat et devis — laetitia (arobase) plomberie-saintcyprien (point) fr</dd>
 </dl>
</section>
${foot}`],
      "/mentions-legales": ["mentions-legales.html", `${head("Mentions légales")}
<section class="container py-5">
 <h1 class="h3">Mentions légales</h1>
 <p>SARL Plomberie Garrigues, au capital de 8 000 €. SIRET 811 204 557 00018 – RCS Toulouse. TVA FR 27 811204557.</p>
 <p>Siège social : 27 rue de la République, 31300 Toulouse.</p>
 <p>Gérant et directeur de la publication : Thierry Garrigues.</p>
 <p>Hébergement : IONOS SARL, 7 place de la Gare, 57200 Sarreguemines.</p>
</section>
${foot}`],
    },
    truth: T(
      {
        [`contact@${dom}`]: "generic",
        [`laetitia@${dom}`]: ["person", "Laetitia Garrigues"],
      },
      [
        ["Thierry Garrigues", "Gérant, artisan plombier chauffagiste", "owner"],
        ["Sébastien Ruiz", "Plombier chauffagiste", "other"],
        ["Laetitia Garrigues", "Secrétariat et devis", "operations"],
      ],
      ["bootstrap@5.1.3"],
    ),
  });
}

// j039 — bouchon in Lyon-Vaise on Squarespace: dishes named after people, chatty "chez nous", reservations role address
{
  const dom = "bouchon-de-vaise.fr";
  const head = (t) => `<!doctype html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- bouchon-de-vaise -->
<title>${t} — Le Bouchon de Vaise</title>
<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/62c1a0b9e8d7f6a5b4c3d2e1/31/5c5a519771c10ba3470d8101/site.css"/>
</head>
<body class="header--menu-open">
<header class="Header"><div class="Header-inner">
 <a href="/" class="Header-branding">Le Bouchon de Vaise</a>
 <nav class="Header-nav"><div class="Header-nav-inner"><a href="/" class="Header-nav-item">Accueil</a><a href="/la-carte" class="Header-nav-item">La carte</a><a href="/la-maison" class="Header-nav-item">La maison</a></div></nav>
</div></header>
<main class="Main">`;
  const foot = `</main>
<footer class="Footer"><div class="sqs-layout"><div class="sqs-block html-block"><div class="sqs-block-content"><p>17 rue Saint-Pierre-de-Vaise, 69009 Lyon · 04 78 83 27 50 · Du mardi au samedi, midi et soir</p><p><a href="mailto:reservation@${dom}">reservation@${dom}</a></p></div></div></div></footer>
</body></html>`;
  const img = (f, cap) => `<div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure"><img data-src="https://images.squarespace-cdn.com/content/v1/62c1a0b9e8d7f6a5b4c3d2e1/${f}.jpg" data-image-dimensions="1500x1000" srcset="https://images.squarespace-cdn.com/content/v1/62c1a0b9e8d7f6a5b4c3d2e1/${f}.jpg?format=750w 750w, https://images.squarespace-cdn.com/content/v1/62c1a0b9e8d7f6a5b4c3d2e1/${f}@2x.jpg?format=1500w 1500w" alt=""><figcaption class="image-caption-wrapper"><div class="image-caption"><p>${cap}</p></div></figcaption></figure></div></div>`;
  sites.push({
    id: "j039-bouchon-de-vaise-lyon",
    domain: dom,
    patterns: ["builder-squarespace", "about-prose", "name-lookalikes", "testimonials", "email-mailto", "email-footer", "junk-asset"],
    pages: {
      "/": ["index.html", `${head("Accueil")}
<div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
 <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><h1>Un vrai bouchon, côté Vaise</h1><p>Cuisine lyonnaise de tradition, pots de côtes-du-rhône et nappes à carreaux. Menu du midi à 21 €.</p></div></div>
 ${img("quenelle", "La quenelle de brochet sauce Nantua de Gérard")}
 <div class="sqs-block quote-block sqs-block-quote"><div class="sqs-block-content"><figure><blockquote><span>“</span>Le tablier de sapeur le plus croustillant de Lyon, et un accueil comme à la maison.<span>”</span></blockquote><figcaption class="source">— Pierre-Antoine D., Guide du Routard, commentaire lecteur</figcaption></figure></div></div>
 <div class="sqs-block quote-block sqs-block-quote"><div class="sqs-block-content"><figure><blockquote><span>“</span>Martine nous a gardé une table un samedi soir sans réservation. Merci !<span>”</span></blockquote><figcaption class="source">— Sophie et Baptiste, Villeurbanne</figcaption></figure></div></div>
</div></div></div>
${foot}`],
      "/la-carte": ["la-carte.html", `${head("La carte")}
<div class="sqs-layout"><div class="sqs-block menu-block sqs-block-menu"><div class="sqs-block-content"><div class="menu-block">
 <div class="menu-section"><div class="menu-section-title">Entrées</div>
  <div class="menu-item"><div class="menu-item-title">Salade lyonnaise</div><div class="menu-item-price-bottom">9</div></div>
  <div class="menu-item"><div class="menu-item-title">Cervelle de canut de la Mère Brazier</div><div class="menu-item-price-bottom">7</div></div>
  <div class="menu-item"><div class="menu-item-title">Pâté en croûte Paul Bocuse (hommage)</div><div class="menu-item-price-bottom">12</div></div>
 </div>
 <div class="menu-section"><div class="menu-section-title">Plats</div>
  <div class="menu-item"><div class="menu-item-title">Quenelle de brochet sauce Nantua</div><div class="menu-item-price-bottom">18</div></div>
  <div class="menu-item"><div class="menu-item-title">Tablier de sapeur, sauce gribiche</div><div class="menu-item-price-bottom">19</div></div>
  <div class="menu-item"><div class="menu-item-title">Poulet au vinaigre façon Mère Jeanine</div><div class="menu-item-price-bottom">20</div></div>
 </div>
 <div class="menu-section"><div class="menu-section-title">Desserts</div>
  <div class="menu-item"><div class="menu-item-title">Tarte aux pralines roses</div><div class="menu-item-price-bottom">7</div></div>
  <div class="menu-item"><div class="menu-item-title">Gâteau de Mamie Odette</div><div class="menu-item-price-bottom">7</div></div>
 </div>
</div></div></div></div>
${foot}`],
      "/la-maison": ["la-maison.html", `${head("La maison")}
<div class="sqs-layout"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
<h2>La maison</h2>
<p>Chez nous, c'est Gérard Montagnon, chef et patron, aux fourneaux depuis 1997, après quinze ans de brigade dans les grandes maisons de la Presqu'île. En salle, c'est Martine Montagnon, sa femme, qui vous accueille, vous place et vous raconte l'histoire de chaque vin.</p>
<p>La Mère Jeanine, c'était la mère de Gérard ; Mamie Odette, la grand-mère de Martine. Leurs recettes sont toujours à la carte.</p>
<p>Pour les groupes de plus de 10 personnes, écrivez à <a href="mailto:reservation@${dom}?subject=Groupe">reservation@${dom}</a>.</p>
</div></div></div>
${foot}`],
    },
    truth: T(
      { [`reservation@${dom}`]: "role" },
      [
        ["Gérard Montagnon", "chef et patron", "owner"],
        ["Martine Montagnon", null, "other"],
      ],
      ["quenelle@2x.jpg"],
    ),
  });
}

// j040 — physiotherapy practice in Pont-Aven: staff table with microdata, JSON-LD email, mentions légales, Gauguin street
{
  const dom = "kine-pontaven.fr";
  const ld = { "@context": "https://schema.org", "@type": "MedicalClinic", name: "Cabinet de kinésithérapie du Bois d'Amour", email: `secretariat@${dom}`, telephone: "+33 2 98 06 14 52", address: { "@type": "PostalAddress", streetAddress: "6 rue Paul Gauguin", postalCode: "29930", addressLocality: "Pont-Aven", addressCountry: "FR" } };
  const pg = (t, body) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/cabinet.css?v=3">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body>
<div class="bandeau"><a href="/">Cabinet de kinésithérapie du Bois d'Amour</a> — Pont-Aven</div>
<ul class="nav"><li><a href="/">Le cabinet</a></li><li><a href="/equipe.html">L'équipe</a></li><li><a href="/mentions-legales.html">Mentions légales</a></li></ul>
<div class="page">
${body}
</div>
<div class="pied">6 rue Paul Gauguin, 29930 Pont-Aven · 02 98 06 14 52 · Rendez-vous sur Doctolib ou par mail : secretariat@${dom}</div>
</body>
</html>`;
  const row = (n, t, s) => `<tr itemprop="employee" itemscope itemtype="https://schema.org/Person"><td itemprop="name">${n}</td><td itemprop="jobTitle">${t}</td><td>${s}</td></tr>`;
  sites.push({
    id: "j040-kine-bois-amour-pontaven",
    domain: dom,
    patterns: ["team-table", "microdata-person", "legal-notice", "email-jsonld", "email-footer", "name-lookalikes"],
    pages: {
      "/": ["index.html", pg("Kinésithérapeutes à Pont-Aven — Cabinet du Bois d'Amour", `
<h1>Le cabinet</h1>
<p>Rééducation orthopédique et post-opératoire, kiné respiratoire (bronchiolite du nourrisson), rééducation périnéale, drainage lymphatique, balnéothérapie. Soins à domicile sur Pont-Aven, Névez, Riec-sur-Bélon et Nizon.</p>
<p>Le cabinet se trouve rue Paul Gauguin, face au parking du Bois d'Amour et à deux pas du musée et du moulin Rosmadec.</p>`)],
      "/equipe.html": ["equipe.html", pg("L'équipe — Cabinet du Bois d'Amour", `
<h1>L'équipe</h1>
<table class="equipe" itemscope itemtype="https://schema.org/MedicalClinic">
<caption itemprop="name">Cabinet de kinésithérapie du Bois d'Amour</caption>
<thead><tr><th>Praticien</th><th>Fonction</th><th>Spécialités</th></tr></thead>
<tbody>
${row("Erwan Quéméner", "Masseur-kinésithérapeute, titulaire du cabinet", "Sport, genou, épaule")}
${row("Soizic Le Bihan", "Masseur-kinésithérapeute", "Périnée, pédiatrie, respiratoire")}
${row("Hugo Tanguy", "Ostéopathe D.O.", "Ostéopathie adulte et nourrisson")}
${row("Gwenaëlle Riou", "Secrétaire médicale", "Accueil, rendez-vous, tiers payant")}
</tbody>
</table>`)],
      "/mentions-legales.html": ["mentions-legales.html", pg("Mentions légales — Cabinet du Bois d'Amour", `
<h1>Mentions légales</h1>
<p>Responsable de la publication : Erwan Quéméner, masseur-kinésithérapeute, inscrit à l'Ordre des masseurs-kinésithérapeutes du Finistère sous le n° 29/2014/0877 — RPPS 10101234567.</p>
<p>SCM Kiné Bois d'Amour, 6 rue Paul Gauguin, 29930 Pont-Aven.</p>
<p>Hébergeur : Gandi SAS, 63-65 boulevard Masséna, 75013 Paris.</p>`)],
    },
    truth: T(
      { [`secretariat@${dom}`]: "role" },
      [
        ["Erwan Quéméner", "Masseur-kinésithérapeute, titulaire du cabinet", "owner"],
        ["Soizic Le Bihan", "Masseur-kinésithérapeute", "other"],
        ["Hugo Tanguy", "Ostéopathe D.O.", "other"],
        ["Gwenaëlle Riou", "Secrétaire médicale", "other"],
      ],
      [],
    ),
  });
}
