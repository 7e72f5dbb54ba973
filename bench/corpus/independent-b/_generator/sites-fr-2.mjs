import { wpHead, elementorCss, sqsHead, webflowHead, webflowFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b056 Brussels law firm, Divi, own addresses in cards
const b056 = (() => {
  const d = 'vanderstraeten-avocats.be';
  const head = (t) => wpHead({ lang: 'fr-BE', title: t, desc: 'Cabinet d’avocats à Bruxelles : droit des sociétés, droit immobilier, droit de la famille.', domain: d, theme: 'Divi', bodyClass: 'et_divi_theme et-db et_pb_gutters3 et_boxed_layout' });
  const header = `<div id="page-container"><div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">+32 2 512 44 80</span><a href="mailto:info@vanderstraeten-avocats.be"><span id="et-info-email">info@vanderstraeten-avocats.be</span></a></div></div></div>
<header id="main-header"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2020/01/logo-vds.png" alt="Van der Straeten Avocats" id="logo"></a></div><div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="https://${d}/">Accueil</a></li><li><a href="https://${d}/le-cabinet/">Le cabinet</a></li><li><a href="https://${d}/nos-avocats/">Nos avocats</a></li><li><a href="https://${d}/contact/">Contact</a></li></ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">`;
  const footer = `</div></div></div></div><footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Van der Straeten &amp; Associés SRL · Avenue Louise 149, 1050 Bruxelles · BCE 0712.345.678 · Avocats inscrits au barreau de Bruxelles</div></div></div></footer></div></div></body></html>`;
  const tm = (n, name, pos, bio, mail) => `<div class="et_pb_column et_pb_column_1_4 et_pb_column_${n}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_text_align_center et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img src="https://${d}/wp-content/uploads/2020/01/avocat-${n}.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div><p>${bio}</p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ''}</div></div></div></div>`;
  const index = head('Van der Straeten Avocats – Bruxelles') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Conseil et contentieux pour entreprises et particuliers</h1><p>Un cabinet à taille humaine, fondé en 1997 avenue Louise. Consultations en français, néerlandais et anglais.</p></div></div></div></div></div>` + footer;
  const avocats = head('Nos avocats – Van der Straeten Avocats') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">
${tm(0, 'Me Pierre Van der Straeten', 'Avocat associé fondateur', 'Droit des sociétés et fusions-acquisitions. Ancien membre du Conseil de l’Ordre.', 'p.vanderstraeten@vanderstraeten-avocats.be')}
${tm(1, 'Me Sophie Dewinter', 'Avocate associée', 'Droit immobilier et de la construction.', 's.dewinter@vanderstraeten-avocats.be')}
${tm(2, 'Me Karim Benali', 'Avocat collaborateur', 'Droit de la famille et successions.', 'k.benali@vanderstraeten-avocats.be')}
${tm(3, 'Véronique Lambert', 'Office manager', 'Organisation du cabinet, facturation et rendez-vous.', '')}
</div></div>` + footer;
  const cabinet = head('Le cabinet – Van der Straeten Avocats') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Le cabinet</h2><p>Nous intervenons devant les juridictions bruxelloises et wallonnes, ainsi qu’en arbitrage (CEPANI).</p></div></div></div></div></div>` + footer;
  const contact = head('Contact – Van der Straeten Avocats') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Contact</h2><p>Avenue Louise 149, boîte 12, 1050 Bruxelles<br>Tél. +32 2 512 44 80<br><a href="mailto:info@vanderstraeten-avocats.be">info@vanderstraeten-avocats.be</a></p></div></div></div></div></div>` + footer;
  return {
    id: 'b056-van-der-straeten-avocats', domain: d, language: 'fr',
    patterns: ['builder-divi', 'team-grid', 'email-in-person-card', 'email-mailto'],
    pages: { '/': ['index.html', index], '/nos-avocats/': ['nos-avocats.html', avocats], '/le-cabinet/': ['le-cabinet.html', cabinet], '/contact/': ['contact.html', contact] },
    truth: {
      emails: ['info@vanderstraeten-avocats.be', 'p.vanderstraeten@vanderstraeten-avocats.be', 's.dewinter@vanderstraeten-avocats.be', 'k.benali@vanderstraeten-avocats.be'],
      emailKinds: { 'info@vanderstraeten-avocats.be': 'generic', 'p.vanderstraeten@vanderstraeten-avocats.be': 'person', 's.dewinter@vanderstraeten-avocats.be': 'person', 'k.benali@vanderstraeten-avocats.be': 'person' },
      emailOwners: { 'p.vanderstraeten@vanderstraeten-avocats.be': 'Pierre Van der Straeten', 's.dewinter@vanderstraeten-avocats.be': 'Sophie Dewinter', 'k.benali@vanderstraeten-avocats.be': 'Karim Benali' },
      contacts: [
        { name: 'Pierre Van der Straeten', title: 'Avocat associé fondateur', role: 'owner' },
        { name: 'Sophie Dewinter', title: 'Avocate associée', role: 'owner' },
        { name: 'Karim Benali', title: 'Avocat collaborateur', role: 'other' },
        { name: 'Véronique Lambert', title: 'Office manager', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b057 French chartered accountant, WordPress, (at)/(point), placeholder, mentions légales
const b057 = (() => {
  const d = 'cabinet-roussel-expertise.fr';
  const head = (t) => wpHead({ lang: 'fr-FR', title: t, desc: 'Expert-comptable à Nantes : création d’entreprise, comptabilité, fiscalité, paie pour TPE, artisans et professions libérales.', domain: d, theme: 'oceanwp', bodyClass: 'oceanwp-theme dropdown-mobile no-header-border default-breakpoint content-full-width' });
  const header = `<div id="outer-wrap" class="site clr"><div id="wrap" class="clr"><header id="site-header" class="minimal-header clr"><div id="site-header-inner" class="clr container"><div id="site-logo" class="clr"><div id="site-logo-inner" class="clr"><a href="https://${d}/" class="site-logo-text">Cabinet Roussel Expertise</a></div></div>
<div id="site-navigation-wrap" class="clr"><nav id="site-navigation" class="navigation main-navigation clr"><ul id="menu-principal" class="main-menu dropdown-menu sf-menu"><li class="menu-item"><a href="https://${d}/" class="menu-link"><span class="text-wrap">Accueil</span></a></li><li class="menu-item"><a href="https://${d}/le-cabinet/" class="menu-link"><span class="text-wrap">Le cabinet</span></a></li><li class="menu-item"><a href="https://${d}/contact/" class="menu-link"><span class="text-wrap">Contact</span></a></li></ul></nav></div></div></header>
<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><div id="primary" class="content-area clr"><div id="content" class="site-content clr"><article class="single-page-article clr"><div class="entry clr">`;
  const footer = `</div></article></div></div></div></main>
<footer id="footer" class="site-footer"><div id="footer-bottom" class="clr"><div id="footer-bottom-inner" class="container clr"><div id="copyright" class="clr">© 2024 Cabinet Roussel Expertise – Société d’expertise comptable inscrite au Tableau de l’Ordre des experts-comptables des Pays de la Loire · <a href="https://${d}/mentions-legales/">Mentions légales</a></div></div></div></footer></div></div></body></html>`;
  const index = head('Cabinet Roussel Expertise – Expert-comptable à Nantes') + header + `<h1>Votre expert-comptable à Nantes depuis 2003</h1>
<p>Nous accompagnons plus de 350 TPE, artisans, commerçants et professions libérales de Loire-Atlantique : tenue et révision comptable, bilans, déclarations fiscales, paie et conseil en création d’entreprise.</p>
<div class="wp-block-group"><h3>Demande de devis</h3>
<form class="wpforms-form"><p><input type="text" placeholder="Nom et prénom"></p><p><input type="email" placeholder="votre@adresse.fr"></p><p><input type="text" placeholder="Activité de votre entreprise"></p><p><button type="submit">Recevoir mon devis</button></p></form></div>` + footer;
  const cabinet = head('Le cabinet – Cabinet Roussel Expertise') + header + `<h1>Le cabinet</h1>
<p>Fondé en 2003 par Marc Roussel, expert-comptable diplômé et commissaire aux comptes, le cabinet s’est installé quai de la Fosse en 2010. En 2018, Aurélie Tessier, expert-comptable, l’a rejoint en tant qu’associée pour développer le pôle social et paie.</p>
<p>L’équipe compte aujourd’hui neuf collaborateurs, dont Kevin Le Goff, chef de mission, et Nadia Hamidi, responsable paie.</p>
<p>Pour joindre Marc Roussel : m.roussel (at) cabinet-roussel-expertise (point) fr</p>` + footer;
  const contact = head('Contact – Cabinet Roussel Expertise') + header + `<h1>Contact</h1>
<p>Cabinet Roussel Expertise<br>58 quai de la Fosse, 44000 Nantes<br>Tél. 02 40 69 18 52</p>
<p>Écrivez-nous : contact (at) cabinet-roussel-expertise (point) fr<br>Service paie : paie (at) cabinet-roussel-expertise (point) fr</p>` + footer;
  const ml = head('Mentions légales – Cabinet Roussel Expertise') + header + `<h1>Mentions légales</h1>
<p>Le site cabinet-roussel-expertise.fr est édité par la SAS Cabinet Roussel Expertise, au capital de 40 000 €, immatriculée au RCS de Nantes sous le numéro 449 876 210, dont le siège est situé 58 quai de la Fosse, 44000 Nantes. N° TVA intracommunautaire : FR 33 449876210.</p>
<p>Président : Marc Roussel. Directeur de la publication : Marc Roussel.</p>
<p>Hébergement : IONOS SARL, 7 place de la Gare, 57200 Sarreguemines.</p>` + footer;
  return {
    id: 'b057-cabinet-roussel-expertise', domain: d, language: 'fr',
    robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://' + d + '/wp-sitemap.xml\n',
    patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'email-obfuscated', 'junk-placeholder'],
    pages: { '/': ['index.html', index], '/le-cabinet/': ['le-cabinet.html', cabinet], '/contact/': ['contact.html', contact], '/mentions-legales/': ['mentions-legales.html', ml] },
    truth: {
      emails: ['m.roussel@cabinet-roussel-expertise.fr', 'contact@cabinet-roussel-expertise.fr', 'paie@cabinet-roussel-expertise.fr'],
      emailKinds: { 'm.roussel@cabinet-roussel-expertise.fr': 'person', 'contact@cabinet-roussel-expertise.fr': 'generic', 'paie@cabinet-roussel-expertise.fr': 'role' },
      emailOwners: { 'm.roussel@cabinet-roussel-expertise.fr': 'Marc Roussel' },
      contacts: [
        { name: 'Marc Roussel', title: 'Président', role: 'owner' },
        { name: 'Aurélie Tessier', title: 'associée', role: 'owner' },
        { name: 'Kevin Le Goff', title: 'chef de mission', role: 'other' },
        { name: 'Nadia Hamidi', title: 'responsable paie', role: 'other' },
      ],
      junk: ['votre@adresse.fr'],
    },
  };
})();

// ---------------------------------------------------------------- b058 French estate agency, microdata negotiators, Sentry loader
const b058 = (() => {
  const d = 'immobiliere-des-remparts.fr';
  const h = (t) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/build/app.8c1e2f.css">
${sentry('5d41402abc4b2a76b9719d911017c592', '87654', '4503210')}</head>
<body>
<div class="page" itemscope itemtype="https://schema.org/RealEstateAgent"><meta itemprop="name" content="L’Immobilière des Remparts">
<header class="header"><a class="header__logo" href="/">L’Immobilière des Remparts</a><nav class="header__nav"><a href="/">Accueil</a><a href="/acheter">Acheter</a><a href="/notre-equipe">Notre équipe</a><a href="/estimation">Estimation</a></nav></header>
`;
  const f = `<footer class="footer"><p>L’Immobilière des Remparts · 4 place du Marché, 35400 Saint-Malo · 02 99 40 16 77 · <a itemprop="email" href="mailto:agence@immobiliere-des-remparts.fr">agence@immobiliere-des-remparts.fr</a></p><p>SARL au capital de 8 000 € · RCS Saint-Malo 501 223 884 · Carte professionnelle CPI 3502 2018 000 031 144 délivrée par la CCI Ille-et-Vilaine · Garantie financière Galian</p></footer></div></body></html>`;
  const neg = (name, job, mail, tel) => `<div class="negociateur" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img src="/media/equipe/${name.split(' ')[0].toLowerCase()}.jpg" alt="" itemprop="image"><div class="negociateur__infos"><strong itemprop="name">${name}</strong><em itemprop="jobTitle">${job}</em>${tel ? `<a href="tel:${tel.replace(/\s/g, '')}" itemprop="telephone">${tel}</a>` : ''}${mail ? `<a href="mailto:${mail}" itemprop="email">${mail}</a>` : ''}</div></div>`;
  const index = h('L’Immobilière des Remparts – Agence immobilière Saint-Malo') + `<main><section class="hero"><h1>Vendre, acheter, louer à Saint-Malo et sur la Côte d’Émeraude</h1></section><section class="biens"><h2>Nos dernières exclusivités</h2><ul><li>Appartement T3 intra-muros, rue Jacques Cartier – 489 000 €</li><li>Maison de pêcheur à Rothéneuf – 612 000 €</li><li>Studio vue mer, Sillon, résidence Surcouf – 198 000 €</li></ul></section><p><a href="/notre-equipe">Rencontrez nos négociateurs</a></p></main>` + f;
  const equipe = h('Notre équipe – L’Immobilière des Remparts') + `<main><h1>Notre équipe</h1><div class="equipe">
${neg('Yann Le Bihan', 'Gérant', 'yann.lebihan@immobiliere-des-remparts.fr', '06 72 18 44 90')}
${neg('Gwenaëlle Morvan', 'Négociatrice', 'gwenaelle@immobiliere-des-remparts.fr', '06 81 03 55 27')}
${neg('Florian Tanguy', 'Négociateur', 'florian@immobiliere-des-remparts.fr', '06 45 90 12 63')}
${neg('Anne-Sophie Ropert', 'Assistante commerciale', '', '02 99 40 16 77')}
</div></main>` + f;
  const acheter = h('Acheter – L’Immobilière des Remparts') + `<main><h1>Acheter</h1><p>Consultez nos 48 biens en vente à Saint-Malo, Dinard, Cancale et Saint-Briac.</p></main>` + f;
  const estimation = h('Estimation – L’Immobilière des Remparts') + `<main><h1>Estimation gratuite</h1><form><input type="text" placeholder="Adresse du bien"><input type="email" placeholder="exemple@mail.com"><button>Demander une estimation</button></form></main>` + f;
  return {
    id: 'b058-immobiliere-des-remparts', domain: d, language: 'fr',
    patterns: ['microdata-person', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'junk-platform', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/notre-equipe': ['notre-equipe.html', equipe], '/acheter': ['acheter.html', acheter], '/estimation': ['estimation.html', estimation] },
    truth: {
      emails: ['agence@immobiliere-des-remparts.fr', 'yann.lebihan@immobiliere-des-remparts.fr', 'gwenaelle@immobiliere-des-remparts.fr', 'florian@immobiliere-des-remparts.fr'],
      emailKinds: { 'agence@immobiliere-des-remparts.fr': 'generic', 'yann.lebihan@immobiliere-des-remparts.fr': 'person', 'gwenaelle@immobiliere-des-remparts.fr': 'person', 'florian@immobiliere-des-remparts.fr': 'person' },
      emailOwners: { 'yann.lebihan@immobiliere-des-remparts.fr': 'Yann Le Bihan', 'gwenaelle@immobiliere-des-remparts.fr': 'Gwenaëlle Morvan', 'florian@immobiliere-des-remparts.fr': 'Florian Tanguy' },
      contacts: [
        { name: 'Yann Le Bihan', title: 'Gérant', role: 'owner' },
        { name: 'Gwenaëlle Morvan', title: 'Négociatrice', role: 'other' },
        { name: 'Florian Tanguy', title: 'Négociateur', role: 'other' },
        { name: 'Anne-Sophie Ropert', title: 'Assistante commerciale', role: 'other' },
      ],
      junk: ['5d41402abc4b2a76b9719d911017c592@o87654.ingest.sentry.io', 'exemple@mail.com'],
    },
  };
})();

// ---------------------------------------------------------------- b059 French village garage, hand-written, broken markup, orange.fr
const b059 = (() => {
  const d = 'garage-bertrand-auto.fr';
  const index = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>GARAGE BERTRAND - Agent Renault - Saint-Amand-Montrond</title>
<meta name="keywords" content="garage, renault, dacia, mecanique, carrosserie, saint amand montrond, cher">
</head>
<body bgcolor="#FFFFCC" link="#CC0000">
<center>
<table width="750" border="2" bordercolor="#FFCC00" cellpadding="6">
<tr><td align="center" bgcolor="#FFCC00"><font face="Arial Black" size="5">GARAGE BERTRAND</font><br><font face="Arial" size="2">Agent RENAULT - DACIA</td></tr>
<tr><td>
<font face="Arial" size="2">
<a href="index.html">Accueil</a> - <a href="atelier.html">L'atelier</a> - <a href="occasions.html">Occasions</a> - <a href="contact.html">Nous contacter</a>
<hr>
<p><b>Bienvenue au Garage Bertrand !</b>
<p>Entretien et r&eacute;paration toutes marques, carrosserie, pare-brise, climatisation, pneumatiques. V&eacute;hicule de pr&ecirc;t sur rendez-vous.
<p>Ouvert du lundi au vendredi de 8h &agrave; 12h et de 14h &agrave; 18h30, le samedi matin de 8h &agrave; 12h.
<p><font color="red"><b>NOUVEAU :</b></font> d&eacute;pannage 7j/7 avec notre camion plateau !
</font>
</td></tr>
<tr><td align="center"><font size="1" face="Arial">Garage Bertrand - 14 route de Montlu&ccedil;on - 18200 Saint-Amand-Montrond - T&eacute;l. 02 48 96 22 41 - garage.bertrand18@orange.fr</font></td></tr>
</table>
</center>
</body>
</html>`;
  const atelier = `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>L'atelier - Garage Bertrand</title></head>
<body bgcolor="#FFFFCC">
<center><table width="750" border="0"><tr><td><font face="Arial" size="2">
<a href="index.html">Accueil</a> - <a href="contact.html">Nous contacter</a><hr>
<h3>L'atelier</h3>
<p>Le garage a &eacute;t&eacute; cr&eacute;&eacute; en 1974 par Ren&eacute; Bertrand, aujourd'hui &agrave; la retraite. Depuis 2002, c'est son fils <b>St&eacute;phane Bertrand</b> qui dirige l'entreprise, avec <b>Patricia Bertrand</b>, secr&eacute;taire-comptable.
<p>Notre chef d'atelier, <b>Ludovic Martinat</b>, et ses deux m&eacute;caniciens sont form&eacute;s r&eacute;guli&egrave;rement par Renault.
<p><img src="images/atelier.jpg" width="400" height="260"><br><i>L'atelier en 2008</i>
</font></td></tr></table></center>
</body></html>`;
  const contact = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Contact - Garage Bertrand</title></head>
<body bgcolor="#FFFFCC"><center><table width="750"><tr><td><font face="Arial" size="2">
<a href="index.html">Accueil</a><hr>
<h3>Nous contacter</h3>
<p>Garage Bertrand<br>14 route de Montlu&ccedil;on<br>18200 Saint-Amand-Montrond
<p>T&eacute;l : 02 48 96 22 41<br>Fax : 02 48 96 22 40<br>E-mail : <a href="mailto:garage.bertrand18@orange.fr">garage.bertrand18@orange.fr</a>
<p>Responsable : St&eacute;phane Bertrand
</td></tr></table>
</body></html>`;
  const occasions = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Occasions</title></head><body bgcolor="#FFFFCC"><font face="Arial" size="2"><a href="index.html">Accueil</a><hr><h3>Nos occasions</h3><table border="1" cellpadding="4"><tr><th>Mod&egrave;le<th>Ann&eacute;e<th>Km<th>Prix<tr><td>Renault Clio IV 1.5 dCi<td>2017<td>84 000<td>9 900 &euro;<tr><td>Dacia Sandero Stepway<td>2020<td>41 000<td>12 500 &euro;<tr><td>Renault Kangoo Express<td>2016<td>132 000<td>8 400 &euro; HT</table></body></html>`;
  return {
    id: 'b059-garage-bertrand', domain: d, language: 'fr',
    robots: 'User-agent: *\nDisallow: /cgi-bin/\n',
    patterns: ['hand-written', 'broken-markup', 'about-prose', 'email-text', 'email-mailto', 'email-footer'],
    pages: { '/': ['index.html', index, 'latin1'], '/atelier.html': ['atelier.html', atelier, 'latin1'], '/contact.html': ['contact.html', contact, 'latin1'], '/occasions.html': ['occasions.html', occasions, 'latin1'] },
    truth: {
      emails: ['garage.bertrand18@orange.fr'],
      emailKinds: { 'garage.bertrand18@orange.fr': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Stéphane Bertrand', title: 'Responsable', role: 'owner' },
        { name: 'Patricia Bertrand', title: 'secrétaire-comptable', role: 'operations' },
        { name: 'Ludovic Martinat', title: "chef d'atelier", role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesFr2 = [b056, b057, b058, b059];
