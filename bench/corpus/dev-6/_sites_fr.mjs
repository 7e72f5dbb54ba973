import { wp, wix, sqs, webflow, bs } from "./_lib.mjs";

export const sites = [];

// ---------------------------------------------------------------------------------------------
// i031 — cheese farm (GAEC) below the Puy Violent, Salers, Wix, orange.fr address, mentions légales
{
  const nav = [["/", "Accueil"], ["/la-ferme", "La ferme"], ["/mentions-legales", "Mentions légales"]];
  const box = (id, top, html) => `<div id="comp-k${id}" class="_1Q9if comp-k${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:80px;width:820px">${html}</div>`;
  const index = wix({
    lang: "fr",
    title: "GAEC du Puy Violent | Fromage de Salers AOP à la ferme",
    desc: "Fromage de Salers AOP fabriqué à la ferme, tradition de Salers, vente directe à Saint-Paul-de-Salers.",
    nav,
    sentry: true,
    body: `${box("9x1a01", 40, `<h1 class="font_0"><span style="font-family:playfair display,serif;">Salers AOP, fait à la ferme</span></h1>`)}
${box("9x1a02", 150, `<p class="font_8"><span>Du 15 avril au 15 novembre, nos vaches de race Salers pâturent sur les estives du Puy Violent. Le lait est travaillé cru, deux fois par jour, dans la gerle en bois, comme le veut le cahier des charges.</span></p>`)}
${box("9x1a03", 280, `<h2 class="font_2"><span>Vente à la ferme</span></h2><p class="font_8"><span>Tous les jours de 10h à 12h et de 16h à 19h (juillet-août). Le reste de l'année sur rendez-vous au 04 71 40 27 66.</span></p><p class="font_8"><span>Commandes et expéditions : gaec.puyviolent@orange.fr</span></p>`)}
${box("9x1a04", 460, `<p class="font_9"><span>Lieu-dit Le Violental · 15140 Saint-Paul-de-Salers</span></p>`)}`,
  });
  const ferme = wix({
    lang: "fr",
    title: "La ferme | GAEC du Puy Violent",
    desc: "Notre histoire.",
    nav,
    sentry: true,
    body: `${box("9x1b01", 40, `<h1 class="font_0"><span>La ferme</span></h1>`)}
${box("9x1b02", 130, `<p class="font_8"><span>La ferme est dans la famille Chambon depuis 1921. En 2008, </span><span style="font-weight:bold">Jean-Baptiste Chambon</span><span> a repris l'exploitation de ses parents et créé le GAEC avec sa compagne </span><span style="font-weight:bold">Élodie Vidalenc</span><span>, fromagère formée à l'ENILV d'Aurillac. Jean-Baptiste s'occupe du troupeau de 45 Salers et des foins ; Élodie fabrique et affine les fromages dans la cave voûtée.</span></p>`)}
${box("9x1b03", 290, `<p class="font_8"><span>Depuis 2019 nous accueillons aussi un salarié, Killian Roux, vacher et aide-fromager pendant la saison d'estive.</span></p>`)}
${box("9x1b04", 380, `<p class="font_8"><span>Vous nous trouverez aussi au marché de Mauriac le vendredi et à la Fête du Salers à Salers, place Tyssandier d'Escous, le 3e week-end de juillet.</span></p>`)}`,
  });
  const mentions = wix({
    lang: "fr",
    title: "Mentions légales | GAEC du Puy Violent",
    desc: "Mentions légales.",
    nav,
    sentry: true,
    body: `${box("9x1c01", 40, `<h1 class="font_0"><span>Mentions légales</span></h1>`)}
${box("9x1c02", 130, `<p class="font_8"><span>Éditeur du site : GAEC du Puy Violent, groupement agricole d'exploitation en commun, capital 15 000 €, Lieu-dit Le Violental, 15140 Saint-Paul-de-Salers. SIRET 501 227 864 00018.</span></p><p class="font_8"><span>Cogérants : Jean-Baptiste Chambon et Élodie Vidalenc.</span></p><p class="font_8"><span>Directeur de la publication : Jean-Baptiste Chambon.</span></p><p class="font_8"><span>Hébergement : Wix.com Ltd., 40 Namal Tel Aviv St., Tel Aviv 6350671, Israël.</span></p>`)}`,
  });
  sites.push({
    id: "i031-gaec-puy-violent-salers",
    domain: "fromagepuyviolent.fr",
    language: "fr",
    patterns: ["builder-wix", "about-prose", "legal-notice", "email-text", "junk-platform", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/la-ferme": ["la-ferme.html", ferme], "/mentions-legales": ["mentions-legales.html", mentions] },
    truth: {
      emails: ["gaec.puyviolent@orange.fr"],
      emailKinds: { "gaec.puyviolent@orange.fr": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Jean-Baptiste Chambon", title: "Cogérants", role: "owner" },
        { name: "Élodie Vidalenc", title: "Cogérants", role: "owner" },
        { name: "Killian Roux", title: "vacher et aide-fromager", role: "other" },
      ],
      junk: ["8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i032 — accounting firm in Millau, Divi person modules, mentions légales, agency credit
{
  const nav = [["/", "Accueil"], ["/le-cabinet/", "Le cabinet"], ["/contact/", "Contact"], ["/mentions-legales/", "Mentions légales"]];
  const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© Cabinet Causses &amp; Tarn Expertise · Membre de l'Ordre des experts-comptables Occitanie · Réalisation : <a href="https://studio-levezou.fr">Studio Lévézou</a> (bonjour@studio-levezou.fr)</div></div></div>`;
  const common = { lang: "fr", site: "Causses &amp; Tarn Expertise", nav, footer, builder: "divi", theme: "Divi" };
  const index = wp({
    ...common,
    title: "Causses & Tarn Expertise – Expert-comptable à Millau",
    desc: "Cabinet d'expertise comptable à Millau : TPE, artisans, agriculteurs, professions libérales. Création d'entreprise, paie, fiscalité.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0 et_pb_with_background"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Votre expert-comptable au pied du Viaduc</h1><p>Comptabilité, paie, juridique et conseil pour 400 entreprises du Sud-Aveyron.</p></div></div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="/contact/">Prendre rendez-vous</a></div></div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Artisans &amp; commerçants</span></h4><div class="et_pb_blurb_description"><p>Tenue, bilan, TVA.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Agriculture</span></h4><div class="et_pb_blurb_description"><p>Éleveurs de brebis, producteurs de Roquefort.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><span>Paie &amp; social</span></h4><div class="et_pb_blurb_description"><p>Bulletins, DSN, contrats.</p></div></div></div></div>
</div></div>
</div></div></div></div>`,
  });
  const m = (img, name, pos, txt, mail) => `<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_team_member clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2023/01/${img}.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div>${txt}</div>${mail ? `<p class="email"><a href="mailto:${mail}">${mail}</a></p>` : ""}</div></div></div>`;
  const cabinet = wp({
    ...common,
    title: "Le cabinet – Causses & Tarn Expertise",
    desc: "L'équipe du cabinet.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>L'équipe</h1><p>Onze collaborateurs répartis entre Millau et Saint-Affrique.</p></div></div></div></div>
<div class="et_pb_row">
${m("vincent", "Vincent Aldebert", "Expert-comptable associé, gérant", "<p>Commissaire aux comptes. Fondateur du cabinet en 2004.</p>", "v.aldebert@causses-tarn-expertise.fr")}
${m("sandrine", "Sandrine Puech-Maury", "Expert-comptable associée", "<p>Spécialiste des exploitations agricoles et des GAEC.</p>", "s.puechmaury@causses-tarn-expertise.fr")}
${m("lea", "Léa Bonnefous", "Responsable du pôle social", "<p>Paie, DSN et droit du travail.</p>", "paie@causses-tarn-expertise.fr")}
${m("karim", "Karim Benali", "Chef de mission", "<p>Bureau de Saint-Affrique.</p>", "")}
</div></div>
</div></div></div></div>`,
  });
  const contact = wp({
    ...common,
    title: "Contact – Causses & Tarn Expertise",
    desc: "Nous contacter.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contact</h1>
<p><strong>Millau</strong> – 14 boulevard de l'Ayrolle, 12100 Millau – 05 65 59 21 80</p>
<p><strong>Saint-Affrique</strong> – 3 rue de la République, 12400 Saint-Affrique – 05 65 49 07 12</p>
<p>Courriel : <a href="mailto:accueil@causses-tarn-expertise.fr">accueil@causses-tarn-expertise.fr</a></p></div></div></div>
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_contact_form_container" id="et_pb_contact_form_0"><h2 class="et_pb_contact_main_title">Écrivez-nous</h2><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post">
<p class="et_pb_contact_field"><input type="text" id="et_pb_contact_name_0" class="input" placeholder="Nom"></p>
<p class="et_pb_contact_field"><input type="text" id="et_pb_contact_email_0" class="input" placeholder="Adresse e-mail"></p>
<p class="et_pb_contact_field et_pb_contact_field_last"><textarea class="et_pb_contact_message input" placeholder="Message"></textarea></p>
<div class="et_contact_bottom_container"><button type="submit" class="et_pb_contact_submit et_pb_button">Envoyer</button></div></form></div></div></div>
</div></div></div></div></div></div>`,
  });
  const mentions = wp({
    ...common,
    title: "Mentions légales – Causses & Tarn Expertise",
    desc: "Mentions légales.",
    body: `<div id="et-main-area"><div id="main-content"><div class="container"><div id="content-area" class="clearfix"><article class="page"><h1 class="entry-title main_title">Mentions légales</h1><div class="entry-content">
<p><strong>Causses &amp; Tarn Expertise</strong>, SARL d'expertise comptable au capital de 40 000 €, inscrite au tableau de l'Ordre des experts-comptables de la région Occitanie. RCS Rodez 478 112 903. Siège : 14 boulevard de l'Ayrolle, 12100 Millau.</p>
<p>Gérant et directeur de la publication : Vincent Aldebert.</p>
<p>Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>
</div></article></div></div></div></div>`,
  });
  sites.push({
    id: "i032-causses-tarn-expertise-millau",
    domain: "causses-tarn-expertise.fr",
    language: "fr",
    patterns: ["builder-divi", "team-grid", "email-in-person-card", "email-mailto", "legal-notice", "junk-agency"],
    pages: { "/": ["index.html", index], "/le-cabinet/": ["le-cabinet.html", cabinet], "/contact/": ["contact.html", contact], "/mentions-legales/": ["mentions-legales.html", mentions] },
    truth: {
      emails: ["accueil@causses-tarn-expertise.fr", "v.aldebert@causses-tarn-expertise.fr", "s.puechmaury@causses-tarn-expertise.fr", "paie@causses-tarn-expertise.fr"],
      emailKinds: {
        "accueil@causses-tarn-expertise.fr": "generic",
        "v.aldebert@causses-tarn-expertise.fr": "person",
        "s.puechmaury@causses-tarn-expertise.fr": "person",
        "paie@causses-tarn-expertise.fr": "role",
      },
      emailOwners: { "v.aldebert@causses-tarn-expertise.fr": "Vincent Aldebert", "s.puechmaury@causses-tarn-expertise.fr": "Sandrine Puech-Maury" },
      contacts: [
        { name: "Vincent Aldebert", title: "Expert-comptable associé, gérant", role: "owner" },
        { name: "Sandrine Puech-Maury", title: "Expert-comptable associée", role: "owner" },
        { name: "Léa Bonnefous", title: "Responsable du pôle social", role: "other" },
        { name: "Karim Benali", title: "Chef de mission", role: "other" },
      ],
      junk: ["bonjour@studio-levezou.fr"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i033 — music academy in Dinant (BE), WordPress, teachers table, masterclass guests
{
  const nav = [["/", "Accueil"], ["/professeurs/", "Professeurs"], ["/masterclasses/", "Masterclasses"]];
  const footer = `<div class="site-info"><p>Académie de Musique Adolphe Sax de Dinant · Rue Grande 37, 5500 Dinant · 082 22 61 45 · <a href="mailto:secretariat@academie-sax-dinant.be">secretariat@academie-sax-dinant.be</a></p><p>Établissement d'enseignement artistique subventionné par la Fédération Wallonie-Bruxelles.</p></div>`;
  const common = { lang: "fr", locale: "fr-BE", site: "Académie Adolphe Sax", nav, footer, theme: "neve" };
  const index = wp({
    ...common,
    title: "Académie de Musique Adolphe Sax – Dinant",
    desc: "Formation musicale, instruments, chant et danse pour enfants et adultes à Dinant.",
    bodyClass: "home page-template-default page",
    body: `<main id="content" class="neve-main"><div class="container single-page-container"><div class="nv-single-page-wrap"><div class="nv-content-wrap entry-content">
<h1 class="wp-block-heading">Bienvenue à l'Académie Adolphe Sax</h1>
<p>Dans la ville natale de l'inventeur du saxophone, l'académie accueille chaque année 650 élèves dès 5 ans : formation musicale, 22 instruments, chant, art dramatique et danse.</p>
<p>Inscriptions du 26 août au 30 septembre au secrétariat. Minerval 2024-2025 : 83 € (gratuit pour les moins de 12 ans).</p>
<p>La direction est assurée par <strong>Mme Catherine Deprez-Lambotte</strong>, directrice, secondée par M. Olivier Gillard, sous-directeur.</p>
</div></div></div></main>`,
  });
  const row = (inst, name, where) => `<tr><td>${inst}</td><td>${name}</td><td>${where}</td></tr>`;
  const profs = wp({
    ...common,
    title: "Professeurs – Académie Adolphe Sax",
    desc: "Le corps professoral.",
    body: `<main id="content" class="neve-main"><div class="container single-page-container"><div class="nv-content-wrap entry-content">
<h1 class="wp-block-heading">Corps professoral</h1>
<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Cours</th><th>Professeur</th><th>Implantation</th></tr></thead><tbody>
${row("Saxophone", "Mathieu Vandenbroucke", "Dinant, Ciney")}
${row("Piano", "Natacha Wéry", "Dinant")}
${row("Violon, alto", "Hélène Collard", "Dinant, Beauraing")}
${row("Guitare", "Jean-Philippe Rasquin", "Dinant")}
${row("Formation musicale", "Aurore Mathy", "Dinant, Hastière")}
${row("Chant", "Pierre-Yves de Halleux", "Dinant")}
</tbody></table></figure>
<p>Secrétariat : Nadine Thiry (lundi au vendredi, 13h–19h).</p>
</div></div></main>`,
  });
  const master = wp({
    ...common,
    title: "Masterclasses – Académie Adolphe Sax",
    desc: "Masterclasses et artistes invités.",
    body: `<main id="content" class="neve-main"><div class="container single-page-container"><div class="nv-content-wrap entry-content">
<h1 class="wp-block-heading">Masterclasses 2024-2025</h1>
<p>En marge du Concours international Adolphe Sax, l'académie invite chaque année des solistes de renom. Ouvert aux élèves de l'académie et aux auditeurs libres.</p>
<div class="wp-block-group"><h3>Samedi 19 octobre – Saxophone</h3><p>Avec <strong>Claude Delangle</strong>, professeur honoraire au CNSM de Paris.</p></div>
<div class="wp-block-group"><h3>Samedi 14 décembre – Piano</h3><p>Avec <strong>Éliane Reyes</strong>, pianiste, professeure au Conservatoire royal de Bruxelles.</p></div>
<div class="wp-block-group"><h3>Samedi 22 mars – Guitare</h3><p>Avec <strong>Raphaëlla Smits</strong>.</p></div>
<p>Inscriptions : <a href="mailto:masterclass@academie-sax-dinant.be?subject=Inscription%20masterclass">masterclass@academie-sax-dinant.be</a> – coordination : Mathieu Vandenbroucke.</p>
</div></div></main>`,
  });
  sites.push({
    id: "i033-academie-sax-dinant",
    domain: "academie-sax-dinant.be",
    language: "fr",
    patterns: ["builder-wordpress", "team-table", "about-prose", "event-speakers", "email-mailto", "email-footer", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/professeurs/": ["professeurs.html", profs], "/masterclasses/": ["masterclasses.html", master] },
    truth: {
      emails: ["secretariat@academie-sax-dinant.be", "masterclass@academie-sax-dinant.be"],
      emailKinds: { "secretariat@academie-sax-dinant.be": "role", "masterclass@academie-sax-dinant.be": "role" },
      emailOwners: {},
      contacts: [
        { name: "Catherine Deprez-Lambotte", title: "directrice", role: "owner" },
        { name: "Olivier Gillard", title: "sous-directeur", role: "operations" },
        { name: "Mathieu Vandenbroucke", title: "Saxophone", role: "other" },
        { name: "Natacha Wéry", title: "Piano", role: "other" },
        { name: "Hélène Collard", title: "Violon, alto", role: "other" },
        { name: "Jean-Philippe Rasquin", title: "Guitare", role: "other" },
        { name: "Aurore Mathy", title: "Formation musicale", role: "other" },
        { name: "Pierre-Yves de Halleux", title: "Chant", role: "other" },
        { name: "Nadine Thiry", title: "Secrétariat", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i034 — garage in Yverdon-les-Bains (CH), hand-written broken HTML, <dl>, obfuscated addresses
{
  const top = (t) => `<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META NAME="keywords" CONTENT="garage, Yverdon, Grandson, réparation, pneus, expertise, Mujon, Skoda, Volkswagen">
<LINK REL=stylesheet HREF=style.css TYPE=text/css>
</HEAD>
<BODY BGCOLOR=#FFFFFF>
<TABLE WIDTH=760 ALIGN=center BORDER=0>
<TR><TD COLSPAN=2><IMG SRC=images/bandeau.jpg WIDTH=760 HEIGHT=120 ALT="Garage du Mujon SA"></TD></TR>
<TR><TD WIDTH=160 VALIGN=top CLASS=menu>
<A HREF=index.html>Accueil</A><BR>
<A HREF=equipe.html>Notre équipe</A><BR>
<A HREF=occasions.html>Occasions</A><BR>
</TD>
<TD VALIGN=top>`;
  const bottom = `</TD></TR>
<TR><TD COLSPAN=2 ALIGN=center CLASS=pied>Garage du Mujon SA &middot; Rue de l'Industrie 22 &middot; 1400 Yverdon-les-Bains &middot; 024 425 18 30 &middot; info (at) garagedumujon (point) ch</TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  const index = `${top("Garage du Mujon SA - Yverdon-les-Bains")}
<H2>Bienvenue au Garage du Mujon</H2>
<P>Agent officiel Škoda et service Volkswagen pour le Nord vaudois depuis 1977.
<P><B>Nos prestations</B>
<UL>
<LI>Service et entretien toutes marques
<LI>Préparation à l'expertise (contrôle technique SAN)
<LI>Pneus été/hiver et gardiennage
<LI>Climatisation, carrosserie, vitrage
</UL>
<P>Horaires : lu-ve 7h30-12h / 13h30-18h, sa 8h-11h30 (vente uniquement).
<P><FONT COLOR=red><B>Promo printemps :</B> changement de pneus + contrôle 20 points CHF 89.-</FONT>
${bottom}`;
  const equipe = `${top("Notre équipe - Garage du Mujon SA")}
<H2>Notre équipe</H2>
<DL>
<DT><B>Marc-André Pittet</B>
<DD>Directeur, administrateur<BR>marc-andre.pittet (at) garagedumujon (point) ch
<DT><B>Yannick Jaquier</B>
<DD>Chef d'atelier
<DT><B>Sabrina Cuendet</B>
<DD>Réception, rendez-vous atelier<BR>atelier (at) garagedumujon (point) ch
<DT><B>Luca Bernasconi</B>
<DD>Conseiller de vente, véhicules neufs et occasions<BR>vente (at) garagedumujon (point) ch
<DT><B>Noah Favre</B>
<DD>Apprenti mécatronicien (2e année)
</DL>
<P><I>Photo : l'équipe lors des 40 ans du garage, 2017</I>
</TD></TR></TABLE>
${bottom}`;
  const occasions = `${top("Occasions - Garage du Mujon SA")}
<H2>Nos occasions</H2>
<TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0>
<TR><TH>Modèle<TH>Année<TH>Km<TH>Prix
<TR><TD>Škoda Octavia Combi 2.0 TDI 4x4<TD>2020<TD>68'000<TD>CHF 21'900.-
<TR><TD>VW Tiguan 1.5 TSI<TD>2019<TD>54'500<TD>CHF 24'500.-
<TR><TD>Škoda Fabia 1.0 TSI<TD>2021<TD>31'200<TD>CHF 14'800.-
</TABLE>
<P>Tous nos véhicules sont expertisés et garantis 12 mois.
${bottom}`;
  sites.push({
    id: "i034-garage-mujon-yverdon",
    domain: "garagedumujon.ch",
    language: "fr",
    patterns: ["hand-written", "broken-markup", "definition-list", "email-obfuscated", "email-in-person-card", "email-footer"],
    pages: { "/": ["index.html", index], "/equipe.html": ["equipe.html", equipe], "/occasions.html": ["occasions.html", occasions] },
    truth: {
      emails: ["info@garagedumujon.ch", "marc-andre.pittet@garagedumujon.ch", "atelier@garagedumujon.ch", "vente@garagedumujon.ch"],
      emailKinds: {
        "info@garagedumujon.ch": "generic",
        "marc-andre.pittet@garagedumujon.ch": "person",
        "atelier@garagedumujon.ch": "role",
        "vente@garagedumujon.ch": "role",
      },
      emailOwners: { "marc-andre.pittet@garagedumujon.ch": "Marc-André Pittet" },
      contacts: [
        { name: "Marc-André Pittet", title: "Directeur, administrateur", role: "owner" },
        { name: "Yannick Jaquier", title: "Chef d'atelier", role: "operations" },
        { name: "Sabrina Cuendet", title: "Réception, rendez-vous atelier", role: "other" },
        { name: "Luca Bernasconi", title: "Conseiller de vente, véhicules neufs et occasions", role: "other" },
        { name: "Noah Favre", title: "Apprenti mécatronicien (2e année)", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i035 — funeral services in Issoire, Bootstrap 5, avis de décès, condolence form
{
  const nav = [["/", "Accueil"], ["/avis-de-deces.html", "Avis de décès"], ["/notre-maison.html", "Notre maison"]];
  const footer = `        <div class="row small"><div class="col-md-6">Pompes Funèbres du Pays d'Issoire · 9 avenue Jean-Jaurès · 63500 Issoire<br>Habilitation préfectorale n° 23-63-0127</div><div class="col-md-6 text-md-end">Permanence 24h/24 : 04 73 89 14 52<br>contact@pf-paysdissoire.fr</div></div>`;
  const common = { lang: "fr", site: "PF du Pays d'Issoire", nav, footer };
  const index = bs({
    ...common,
    title: "Pompes Funèbres du Pays d'Issoire – Organisation d'obsèques",
    desc: "Organisation d'obsèques, chambre funéraire, contrats obsèques à Issoire et dans le Val d'Allier.",
    body: `    <main class="container px-4 mt-5 pt-5">
      <div class="row align-items-center g-5 py-4"><div class="col-lg-6"><h1 class="display-6">À vos côtés, à chaque étape</h1><p class="lead">Organisation complète des obsèques, chambre funéraire avec trois salons, marbrerie et contrats de prévoyance obsèques.</p></div><div class="col-lg-6"><img src="/img/chambre-funeraire.jpg" class="img-fluid rounded" alt="Chambre funéraire d'Issoire"></div></div>
      <div class="row g-4 py-4"><div class="col-md-4"><div class="card h-100"><div class="card-body"><h3 class="card-title h5">Obsèques</h3><p class="card-text">Inhumation ou crémation, démarches en mairie.</p></div></div></div><div class="col-md-4"><div class="card h-100"><div class="card-body"><h3 class="card-title h5">Marbrerie</h3><p class="card-text">Monuments en granit, gravure.</p></div></div></div><div class="col-md-4"><div class="card h-100"><div class="card-body"><h3 class="card-title h5">Prévoyance</h3><p class="card-text">Contrats obsèques personnalisés.</p></div></div></div></div>
    </main>`,
  });
  const avis = (name, born, text) => `        <article class="card mb-3"><div class="card-body"><h2 class="card-title h5">${name}</h2><h3 class="card-subtitle mb-2 text-muted h6">${born}</h3><p class="card-text">${text}</p><a href="#condoleances" class="card-link">Déposer une condoléance</a></div></article>`;
  const deces = bs({
    ...common,
    title: "Avis de décès – Pompes Funèbres du Pays d'Issoire",
    desc: "Avis de décès et condoléances.",
    body: `    <main class="container px-4 mt-5 pt-5">
      <h1>Avis de décès</h1>
${avis("Madame Germaine Chabrol née Fournier", "1931 – 2024 · Issoire", "Ses obsèques seront célébrées le jeudi 11 avril à 14h30 en l'abbatiale Saint-Austremoine d'Issoire.")}
${avis("Monsieur Robert Vialatte", "1944 – 2024 · Brassac-les-Mines", "Cérémonie civile au crématorium de Clermont-Ferrand le mardi 9 avril à 10h.")}
${avis("Madame Lucienne Besseyre", "1928 – 2024 · Sauxillanges", "Obsèques en l'église de Sauxillanges, suivies de l'inhumation au cimetière communal.")}
${avis("Monsieur Jean-Claude Moulin-Roussel", "1952 – 2024 · Le Broc", "Ni fleurs ni couronnes, des dons pour la Ligue contre le cancer.")}
      <h2 id="condoleances" class="h4 mt-5">Déposer une condoléance</h2>
      <form class="row g-3">
        <div class="col-md-6"><input type="text" class="form-control" placeholder="Vos nom et prénom"></div>
        <div class="col-md-6"><input type="email" class="form-control" placeholder="votre@adresse.fr"></div>
        <div class="col-12"><textarea class="form-control" rows="4" placeholder="Votre message à la famille"></textarea></div>
        <div class="col-12"><button class="btn btn-dark">Envoyer</button></div>
      </form>
    </main>`,
  });
  const maison = bs({
    ...common,
    title: "Notre maison – Pompes Funèbres du Pays d'Issoire",
    desc: "Une entreprise familiale indépendante.",
    body: `    <main class="container px-4 mt-5 pt-5"><h1>Notre maison</h1>
      <p>Entreprise familiale indépendante créée en 1983 par Roger Soulier, la maison est dirigée depuis 2012 par sa fille, <strong>Véronique Soulier</strong>, et son gendre <strong>Thierry Mazeyrat</strong>, maître de cérémonie.</p>
      <p>Conseillère funéraire : Amandine Rolland. Marbrier : Cédric Faure.</p>
      <p>Pour toute question : <a href="mailto:contact@pf-paysdissoire.fr">contact@pf-paysdissoire.fr</a></p>
    </main>`,
  });
  sites.push({
    id: "i035-pf-pays-issoire",
    domain: "pf-paysdissoire.fr",
    language: "fr",
    patterns: ["builder-bootstrap", "about-prose", "obituary", "email-footer", "email-mailto", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/avis-de-deces.html": ["avis-de-deces.html", deces], "/notre-maison.html": ["notre-maison.html", maison] },
    truth: {
      emails: ["contact@pf-paysdissoire.fr"],
      emailKinds: { "contact@pf-paysdissoire.fr": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Véronique Soulier", title: null, role: "owner" },
        { name: "Thierry Mazeyrat", title: "maître de cérémonie", role: "owner" },
        { name: "Amandine Rolland", title: "Conseillère funéraire", role: "other" },
        { name: "Cédric Faure", title: "Marbrier", role: "other" },
      ],
      junk: ["votre@adresse.fr"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i036 — communication agency in Annecy, Webflow, client logos, retina assets, CDN versions
{
  const nav = [["/", "Agence"], ["/equipe", "Équipe"], ["/references", "Références"]];
  const extraHead = `<script src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js" defer></script><script src="https://unpkg.com/swiper@10.3.1/swiper-bundle.min.js"></script>`;
  const footer = `<div class="footer-row"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/semnoz-logo.png" srcset="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/semnoz-logo@2x.png 2x" alt="Semnoz" class="footer-logo"/><div>Agence Semnoz · 12 rue Royale · 74000 Annecy · 04 50 27 63 90 · <a href="mailto:hello@agence-semnoz.fr">hello@agence-semnoz.fr</a></div></div>`;
  const common = { lang: "fr", site: "Agence Semnoz", nav, footer, extraHead };
  const index = webflow({
    ...common,
    title: "Agence Semnoz — Communication & identité de marque à Annecy",
    desc: "Agence de communication à Annecy : identité visuelle, sites web, contenus et réseaux sociaux pour les marques outdoor et les territoires.",
    body: `<section class="hero"><div class="container"><h1 class="hero-title">On raconte les marques qui vivent dehors.</h1><p class="hero-text">Identité, web, contenus : une équipe de 9 personnes entre lac et montagnes.</p></div></section>
<section class="section"><div class="container"><div class="w-layout-grid expertise-grid"><div><h3>Identité de marque</h3><p>Plateforme de marque, logo, charte.</p></div><div><h3>Web</h3><p>Sites Webflow et e-commerce.</p></div><div><h3>Social &amp; contenus</h3><p>Photo, vidéo, community management.</p></div></div></div></section>`,
  });
  const p = (slug, name, role, mail) => `<div role="listitem" class="w-dyn-item"><div class="member"><div class="member-photo" style="background-image:url('https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/65c${slug}_portrait.jpg')"></div><div class="member-name">${name}</div><div class="member-job">${role}</div>${mail ? `<a class="member-mail" href="mailto:${mail}">${mail}</a>` : ""}</div></div>`;
  const equipe = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9f7",
    title: "Équipe — Agence Semnoz",
    desc: "L'équipe.",
    body: `<section class="section"><div class="container"><h1>L'équipe</h1>
<div class="w-dyn-list"><div role="list" class="members-grid w-dyn-items">
${p("01", "Clémence Ruphy", "Fondatrice &amp; directrice de création", "clemence@agence-semnoz.fr")}
${p("02", "Bastien Dupraz", "Associé, directeur conseil", "bastien@agence-semnoz.fr")}
${p("03", "Margaux Tissot", "Responsable social media", "")}
${p("04", "Hugo Perrillat", "Développeur Webflow", "")}
${p("05", "Sarah Ben Youssef", "Office manager", "")}
</div></div></div></section>`,
  });
  const refs = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9f8",
    title: "Références — Agence Semnoz",
    desc: "Ils nous font confiance.",
    body: `<section class="section"><div class="container"><h1>Ils nous font confiance</h1>
<div class="w-dyn-list"><div role="list" class="logos w-dyn-items">
<div role="listitem" class="w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/logo-tournette.png" srcset="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/logo-tournette@2x.png 2x" alt="Tournette Outdoor"/></div>
<div role="listitem" class="w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/logo-fromagerie.png" alt="Fromagerie Pierre Gay"/></div>
<div role="listitem" class="w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/logo-office.png" alt="Office de tourisme du lac d'Annecy"/></div>
<div role="listitem" class="w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/logo-paraglide.png" alt="Planet'Air Parapente"/></div>
</div></div>
<div class="case"><h3>Tournette Outdoor — refonte de marque</h3><p>« Semnoz a su traduire notre ADN montagne en une identité forte. » — Antoine Mercier-Lachenal, président de Tournette Outdoor</p></div>
</div></section>`,
  });
  sites.push({
    id: "i036-agence-semnoz-annecy",
    domain: "agence-semnoz.fr",
    language: "fr",
    patterns: ["builder-webflow", "team-grid", "email-in-person-card", "email-footer", "client-list", "testimonials", "junk-asset", "junk-version"],
    pages: { "/": ["index.html", index], "/equipe": ["equipe.html", equipe], "/references": ["references.html", refs] },
    truth: {
      emails: ["hello@agence-semnoz.fr", "clemence@agence-semnoz.fr", "bastien@agence-semnoz.fr"],
      emailKinds: { "hello@agence-semnoz.fr": "generic", "clemence@agence-semnoz.fr": "person", "bastien@agence-semnoz.fr": "person" },
      emailOwners: { "clemence@agence-semnoz.fr": "Clémence Ruphy", "bastien@agence-semnoz.fr": "Bastien Dupraz" },
      contacts: [
        { name: "Clémence Ruphy", title: "Fondatrice & directrice de création", role: "owner" },
        { name: "Bastien Dupraz", title: "Associé, directeur conseil", role: "owner" },
        { name: "Margaux Tissot", title: "Responsable social media", role: "marketing" },
        { name: "Hugo Perrillat", title: "Développeur Webflow", role: "other" },
        { name: "Sarah Ben Youssef", title: "Office manager", role: "operations" },
      ],
      junk: ["semnoz-logo@2x.png", "logo-tournette@2x.png", "attributes-cmsfilter@1", "swiper@10.3.1"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i037 — guest rooms in Collioure, Squarespace, rooms named after painters, guest reviews
{
  const nav = [["/", "Accueil"], ["/chambres", "Chambres"], ["/livre-d-or", "Livre d'or"]];
  const footer = `<div class="sqs-block html-block"><div class="sqs-block-content"><p class="sqsrte-small">Mas des Tamarins · 8 chemin de la Démone · 66190 Collioure · 06 12 48 90 33</p><p class="sqsrte-small">Écrivez-nous : masdestamarins [arobase] gmail [point] com</p></div></div>`;
  const common = { lang: "fr", site: "Mas des Tamarins", nav, footer };
  const index = sqs({
    ...common,
    title: "Mas des Tamarins — Chambres d'hôtes à Collioure",
    desc: "Quatre chambres d'hôtes avec piscine dans les vignes au-dessus de Collioure.",
    body: `<section class="page-section" data-section-theme="light"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><div class="sqs-html-content">
<h1>Le Mas des Tamarins</h1>
<p>Un ancien mas catalan au milieu des vignes de banyuls, à dix minutes à pied du port de Collioure.</p>
<p>Nous sommes <strong>Anne-Laure Py</strong> et <strong>Jordi Casals</strong>. Après quinze ans à Barcelone, nous avons restauré la maison de la grand-mère de Jordi et l'avons ouverte aux voyageurs en 2016. Anne-Laure prépare les petits-déjeuners (confitures d'abricots du Roussillon, pa amb tomàquet), Jordi vous emmène volontiers sur les sentiers du fort Saint-Elme.</p>
<p>Petit-déjeuner inclus · Piscine · Parking · Fermé de novembre à mars</p>
</div></div></div></div></div></section>`,
  });
  const item = (room, desc, price) => `<div class="summary-item summary-item-record-type-text"><div class="summary-thumbnail-outer-container"><img class="summary-thumbnail-image" data-src="https://images.squarespace-cdn.com/content/v1/60a1/${room.toLowerCase().replace(/\s/g, "-")}.jpg" alt=""></div><div class="summary-content"><div class="summary-title"><a class="summary-title-link" href="#">Chambre ${room}</a></div><div class="summary-excerpt"><p>${desc}</p><p>${price}</p></div></div></div>`;
  const chambres = sqs({
    ...common,
    title: "Chambres — Mas des Tamarins",
    desc: "Nos chambres.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content">
<div class="sqs-block html-block"><div class="sqs-block-content"><h1>Les chambres</h1><p>Nos chambres portent les noms des peintres fauves qui ont découvert Collioure en 1905.</p></div></div>
<div class="sqs-block summary-v2-block"><div class="summary-item-list-container"><div class="summary-item-list">
${item("Matisse", "Lit 160, terrasse vue mer", "125 € / nuit")}
${item("Derain", "Lit 160, douche à l'italienne", "110 € / nuit")}
${item("Henri Martin", "Deux lits 90, jardin", "105 € / nuit")}
${item("Balbino Giner", "Suite familiale, 4 personnes", "165 € / nuit")}
</div></div></div>
</div></div></section>`,
  });
  const livre = sqs({
    ...common,
    title: "Livre d'or — Mas des Tamarins",
    desc: "Ce que disent nos hôtes.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Livre d'or</h1>
<blockquote><p>« Un havre de paix. Les confitures d'Anne-Laure valent le voyage ! »</p><p>— Isabelle et Marc, Lyon</p></blockquote>
<blockquote><p>« Jordi nous a conseillé la balade jusqu'à Port-Vendres, magnifique. »</p><p>— Famille Vermeulen, Gand</p></blockquote>
<blockquote><p>« Chambre Matisse parfaite, vue incroyable au réveil. »</p><p>— Sophie D.</p></blockquote>
</div></div></div></div></section>`,
  });
  sites.push({
    id: "i037-mas-tamarins-collioure",
    domain: "masdestamarins.fr",
    language: "fr",
    patterns: ["builder-squarespace", "about-prose", "testimonials", "email-obfuscated", "email-footer", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/chambres": ["chambres.html", chambres], "/livre-d-or": ["livre-d-or.html", livre] },
    truth: {
      emails: ["masdestamarins@gmail.com"],
      emailKinds: { "masdestamarins@gmail.com": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Anne-Laure Py", title: null, role: "owner" },
        { name: "Jordi Casals", title: null, role: "owner" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i038 — traders' union of Pézenas, WordPress (Astra + table block), member directory, no email
{
  const nav = [["/", "Accueil"], ["/annuaire/", "Annuaire des commerçants"], ["/bureau/", "Le bureau"], ["/mentions-legales/", "Mentions légales"]];
  const footer = `<div class="ast-small-footer"><div class="ast-container"><p>Union des Commerçants et Artisans de Pézenas · Maison des Commerçants, 4 place Gambetta, 34120 Pézenas</p><p>Pour nous contacter, utilisez le formulaire de la page <a href="/bureau/">Le bureau</a>.</p></div></div>`;
  const common = { lang: "fr", site: "Pézenas Commerces", nav, footer, theme: "astra" };
  const index = wp({
    ...common,
    title: "Union des Commerçants et Artisans de Pézenas",
    desc: "Shopping, artisans d'art et animations dans la ville de Molière.",
    bodyClass: "home page-template-default page",
    body: `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page"><div class="entry-content">
<h1>Pézenas, ville d'art et de commerce</h1>
<p>Plus de 90 boutiques, ateliers d'artisans d'art et restaurants dans le centre historique, de la rue Conti à la place Gambetta.</p>
<p>Animations 2024 : Marché de Noël des créateurs, Nuit des boutiques le 21 juin, Carnaval avec le Poulain de Pézenas.</p>
<p>Les petits pâtés de Pézenas, le Poulain et la maison de Molière font notre réputation ; nos commerçants font le reste !</p>
</div></article></main></div>`,
  });
  const d = [
    ["Artisans d'art", "Atelier du Verrier", "Frédéric Vidal", "12 rue Conti"],
    ["Artisans d'art", "Ferronnerie Molière", "Sébastien Arnaud", "7 rue Molière"],
    ["Artisans d'art", "Poterie de l'Hôtel de Lacoste", "Inès Bouchard", "8 rue François Oustrin"],
    ["Alimentation", "Pâtisserie Sabatier", "Laurent Sabatier", "2 place Gambetta"],
    ["Alimentation", "Caves du Languedoc", "Mireille Cros", "15 cours Jean Jaurès"],
    ["Alimentation", "Boucherie Bessière", "Alain Bessière", "4 rue de la Foire"],
    ["Mode", "Boutique Armande", "Céline Vergnes", "21 rue Conti"],
    ["Mode", "Chausseur Delmas", "Patrick Delmas", "9 rue Émile Zola"],
    ["Restaurants", "L'Entre-Pots", "Damien Causse", "8 avenue Louis Montagne"],
    ["Restaurants", "Le Pré Saint-Jean", "Famille Rouquette", "18 avenue du Maréchal Leclerc"],
    ["Services", "Optique Pézenas", "Julie Mercadier", "3 rue Victor Hugo"],
    ["Services", "Librairie Le Grain des Mots", "Thomas Granier", "6 rue de la Triperie Vieille"],
    ["Antiquaires", "Brocante du Quai", "Gérard Pons", "Quai Plancheurs"],
    ["Antiquaires", "Antiquités Cordier & Fils", "Michel Cordier", "22 avenue de Verdun"],
  ];
  const annuaire = wp({
    ...common,
    title: "Annuaire des commerçants – Pézenas Commerces",
    desc: "Tous les commerces adhérents.",
    body: `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Annuaire des commerçants</h1></header><div class="entry-content">
<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Catégorie</th><th>Enseigne</th><th>Responsable</th><th>Adresse</th></tr></thead><tbody>
${d.map(([c, e, r, a]) => `<tr><td>${c}</td><td>${e}</td><td>${r}</td><td>${a}</td></tr>`).join("\n")}
</tbody></table></figure>
</div></article></main></div>`,
  });
  const bureau = wp({
    ...common,
    title: "Le bureau – Pézenas Commerces",
    desc: "Le bureau de l'association.",
    body: `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Le bureau</h1></header><div class="entry-content">
<p>L'association est administrée par un bureau élu de commerçants bénévoles et emploie une animatrice à mi-temps.</p>
<ul class="wp-block-list">
<li><strong>Mireille Cros</strong>, présidente (Caves du Languedoc)</li>
<li><strong>Frédéric Vidal</strong>, vice-président (Atelier du Verrier)</li>
<li><strong>Julie Mercadier</strong>, trésorière (Optique Pézenas)</li>
<li><strong>Anaïs Fabre</strong>, animatrice commerce et communication</li>
</ul>
<div class="wpcf7"><form class="wpcf7-form" method="post"><p><label>Votre nom<br><input class="wpcf7-form-control" type="text" name="your-name"></label></p><p><label>Votre e-mail<br><input class="wpcf7-form-control" type="email" name="your-email"></label></p><p><label>Message<br><textarea class="wpcf7-form-control" name="your-message"></textarea></label></p><p><input class="wpcf7-submit" type="submit" value="Envoyer"></p></form></div>
</div></article></main></div>`,
  });
  const mentions = wp({
    ...common,
    title: "Mentions légales – Pézenas Commerces",
    desc: "Mentions légales.",
    body: `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Mentions légales</h1></header><div class="entry-content">
<p>Éditeur : Union des Commerçants et Artisans de Pézenas, association loi 1901 déclarée en sous-préfecture de Béziers, RNA W343004512, 4 place Gambetta, 34120 Pézenas.</p>
<p>Directrice de la publication : Mireille Cros, présidente.</p>
<p>Hébergeur : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>
</div></article></main></div>`,
  });
  sites.push({
    id: "i038-commercants-pezenas",
    domain: "pezenas-commerces.fr",
    language: "fr",
    patterns: ["builder-wordpress", "directory", "legal-notice", "no-email", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/annuaire/": ["annuaire.html", annuaire], "/bureau/": ["bureau.html", bureau], "/mentions-legales/": ["mentions-legales.html", mentions] },
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [
        { name: "Mireille Cros", title: "présidente", role: "owner" },
        { name: "Frédéric Vidal", title: "vice-président", role: "other" },
        { name: "Julie Mercadier", title: "trésorière", role: "other" },
        { name: "Anaïs Fabre", title: "animatrice commerce et communication", role: "marketing" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i039 — removals company in Vierzon, WordPress + Yoast graph with founder, devis form
{
  const nav = [["/", "Accueil"], ["/qui-sommes-nous/", "Qui sommes-nous"], ["/devis-gratuit/", "Devis gratuit"]];
  const ld = `<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","@id":"https://demenagements-yevreaux.fr/#website","url":"https://demenagements-yevreaux.fr/","name":"Déménagements Yèvre & Arnon"},{"@type":["MovingCompany","Organization"],"@id":"https://demenagements-yevreaux.fr/#organization","name":"Déménagements Yèvre & Arnon","url":"https://demenagements-yevreaux.fr/","email":"devis@demenagements-yevreaux.fr","telephone":"+33248755021","address":{"@type":"PostalAddress","streetAddress":"ZI du Vieux Domaine, 11 rue Marcel Paul","postalCode":"18100","addressLocality":"Vierzon","addressCountry":"FR"},"founder":{"@type":"Person","name":"Didier Laumonier","jobTitle":"Fondateur"},"employee":[{"@type":"Person","name":"Audrey Laumonier","jobTitle":"Gérante","email":"audrey.laumonier@demenagements-yevreaux.fr"},{"@type":"Person","name":"Steven Pinault","jobTitle":"Chef d'équipe"}]}]}</script>`;
  const footer = `<div class="site-footer-inner"><p>Déménagements Yèvre &amp; Arnon · ZI du Vieux Domaine, 11 rue Marcel Paul, 18100 Vierzon · 02 48 75 50 21</p><p>Licence de transport intérieur n° 2019/24/0004512 · Membre de la Chambre syndicale du déménagement</p></div>`;
  const common = { lang: "fr", site: "Déménagements Yèvre &amp; Arnon", nav, footer, theme: "oceanwp", extraHead: ld };
  const index = wp({
    ...common,
    title: "Déménagements Yèvre & Arnon – Déménageur à Vierzon (Cher)",
    desc: "Déménagement de particuliers et d'entreprises, garde-meubles et monte-meubles à Vierzon, Bourges et dans tout le Cher.",
    bodyClass: "home page-template-default page",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="entry"><div class="entry clr">
<h1>Votre déménagement, de Vierzon à partout en France</h1>
<p>Déménagements complets ou économiques, garde-meubles sécurisé de 600 m², location de monte-meubles avec opérateur, transfert de bureaux et d'archives.</p>
<ul><li>Devis gratuit sous 48 h après visite</li><li>Cartons fournis</li><li>Assurance ad valorem</li></ul>
</div></article></div></main>`,
  });
  const qui = wp({
    ...common,
    title: "Qui sommes-nous – Déménagements Yèvre & Arnon",
    desc: "Notre histoire.",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="entry"><header class="page-header"><h1 class="page-header-title">Qui sommes-nous</h1></header><div class="entry clr">
<p>L'entreprise a été fondée en 1996 par Didier Laumonier avec un seul camion de 20 m³. Didier a pris sa retraite en 2018 ; depuis, sa fille Audrey Laumonier en est la gérante et l'équipe compte douze déménageurs, dont Steven Pinault, chef d'équipe depuis 2011.</p>
<p>Nos camions portent le nom des deux rivières qui se rejoignent à Vierzon : l'Yèvre et l'Arnon.</p>
</div></article></div></main>`,
  });
  const devis = wp({
    ...common,
    title: "Devis gratuit – Déménagements Yèvre & Arnon",
    desc: "Demandez votre devis.",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="entry"><header class="page-header"><h1 class="page-header-title">Devis gratuit</h1></header><div class="entry clr">
<div class="gform_wrapper gravity-theme" id="gform_wrapper_2"><form method="post" id="gform_2"><div class="gform_body gform-body"><div class="gform_fields">
<div class="gfield gfield--type-name"><label class="gfield_label">Nom</label><input name="input_1" type="text" placeholder="Jean Dupont"></div>
<div class="gfield gfield--type-email"><label class="gfield_label">E-mail</label><input name="input_2" type="email" placeholder="jean.dupont@exemple.fr"></div>
<div class="gfield"><label class="gfield_label">Ville de départ</label><input name="input_3" type="text"></div>
<div class="gfield"><label class="gfield_label">Ville d'arrivée</label><input name="input_4" type="text"></div>
<div class="gfield"><label class="gfield_label">Volume estimé (m³)</label><input name="input_5" type="number"></div>
</div></div><div class="gform_footer"><input type="submit" class="gform_button button" value="Envoyer ma demande"></div></form></div>
<p>Vous préférez le téléphone ? 02 48 75 50 21, du lundi au samedi.</p>
</div></article></div></main>`,
  });
  sites.push({
    id: "i039-demenagements-yevre-arnon-vierzon",
    domain: "demenagements-yevreaux.fr",
    language: "fr",
    patterns: ["builder-wordpress", "jsonld-person", "email-jsonld", "about-prose", "junk-placeholder", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/qui-sommes-nous/": ["qui-sommes-nous.html", qui], "/devis-gratuit/": ["devis-gratuit.html", devis] },
    truth: {
      emails: ["devis@demenagements-yevreaux.fr", "audrey.laumonier@demenagements-yevreaux.fr"],
      emailKinds: { "devis@demenagements-yevreaux.fr": "role", "audrey.laumonier@demenagements-yevreaux.fr": "person" },
      emailOwners: { "audrey.laumonier@demenagements-yevreaux.fr": "Audrey Laumonier" },
      contacts: [
        { name: "Audrey Laumonier", title: "Gérante", role: "owner" },
        { name: "Steven Pinault", title: "Chef d'équipe", role: "operations" },
      ],
      junk: ["jean.dupont@exemple.fr"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i040 — vet clinic in Rimouski (QC), hand-written modern HTML, microdata staff cards
{
  const head = (t, d) => `<!DOCTYPE html>
<html lang="fr-CA">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${t}</title>
  <meta name="description" content="${d}">
  <link rel="stylesheet" href="/css/styles.css?v=12">
  <link rel="icon" href="/favicon.ico">
</head>
<body>
  <header class="top">
    <a class="logo" href="/"><img src="/img/logo-vet-neigette.svg" alt="Hôpital vétérinaire de la Neigette" width="220"></a>
    <nav><a href="/">Accueil</a> <a href="/equipe">Notre équipe</a> <a href="/nous-joindre">Nous joindre</a></nav>
  </header>`;
  const foot = `  <footer class="bas">
    <p>Hôpital vétérinaire de la Neigette · 418, boulevard Saint-Germain, Rimouski (Québec) G5L 3P2 · 418 723-5590</p>
    <p><a href="mailto:accueil@vetneigette.ca">accueil@vetneigette.ca</a></p>
  </footer>
</body>
</html>
`;
  const index = `${head("Hôpital vétérinaire de la Neigette – Rimouski", "Hôpital vétérinaire pour chiens, chats et NAC à Rimouski. Chirurgie, dentisterie, urgences en soirée.")}
  <main>
    <section class="banniere"><h1>Des soins complets pour vos compagnons, au cœur du Bas-Saint-Laurent</h1><p>Ouvert 7 jours sur 7. Urgences jusqu'à 22 h.</p><a class="btn" href="/nous-joindre">Prendre rendez-vous</a></section>
    <section class="services">
      <article><h2>Médecine préventive</h2><p>Vaccins, vermifuges, bilans annuels.</p></article>
      <article><h2>Chirurgie</h2><p>Stérilisations, chirurgie des tissus mous et orthopédique.</p></article>
      <article><h2>Nouveaux animaux de compagnie</h2><p>Lapins, furets, oiseaux et reptiles.</p></article>
    </section>
  </main>
${foot}`;
  const card = (prefix, name, job, extra, mail) => `      <li class="membre" itemprop="employee" itemscope itemtype="https://schema.org/Person">
        <img src="/img/equipe/${name.split(" ")[0].toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")}.jpg" alt="" itemprop="image">
        <h3>${prefix ? `<span itemprop="honorificPrefix">${prefix}</span> ` : ""}<span itemprop="name">${name}</span></h3>
        <p itemprop="jobTitle">${job}</p>
        <p class="bio">${extra}</p>${mail ? `\n        <p><a itemprop="email" href="mailto:${mail}">${mail}</a></p>` : ""}
      </li>`;
  const equipe = `${head("Notre équipe – Hôpital vétérinaire de la Neigette", "Vétérinaires et techniciennes en santé animale.")}
  <main itemscope itemtype="https://schema.org/VeterinaryCare">
    <meta itemprop="name" content="Hôpital vétérinaire de la Neigette">
    <h1>Notre équipe</h1>
    <ul class="equipe">
${card("Dre", "Geneviève Bérubé", "Propriétaire, médecin vétérinaire", "Diplômée de la Faculté de médecine vétérinaire de Saint-Hyacinthe (2003).", "gberube@vetneigette.ca")}
${card("Dr", "Maxime Ouellet", "Médecin vétérinaire – chirurgie", "Internat en chirurgie des petits animaux.", "")}
${card("", "Rosalie D'Amours", "Technicienne en santé animale, responsable de l'hospitalisation", "Anesthésie et soins intensifs.", "")}
${card("", "Karine Lavoie", "Directrice administrative", "Horaires, facturation et ressources humaines.", "klavoie@vetneigette.ca")}
    </ul>
  </main>
${foot}`;
  const joindre = `${head("Nous joindre – Hôpital vétérinaire de la Neigette", "Coordonnées et heures d'ouverture.")}
  <main>
    <h1>Nous joindre</h1>
    <table class="heures"><tr><th>Lundi au vendredi</th><td>8 h – 22 h</td></tr><tr><th>Samedi</th><td>9 h – 17 h</td></tr><tr><th>Dimanche</th><td>10 h – 16 h</td></tr></table>
    <p>Téléphone : 418 723-5590 · Télécopieur : 418 723-5591</p>
    <p>Courriel : <a href="mailto:accueil@vetneigette.ca">accueil@vetneigette.ca</a></p>
    <p>Pour les résultats de laboratoire, les cliniques référentes peuvent écrire à <a href="mailto:labo@vetneigette.ca">labo@vetneigette.ca</a>.</p>
  </main>
${foot}`;
  sites.push({
    id: "i040-vet-neigette-rimouski",
    domain: "vetneigette.ca",
    language: "fr",
    patterns: ["hand-written", "team-grid", "microdata-person", "email-in-person-card", "email-mailto", "email-footer"],
    pages: { "/": ["index.html", index], "/equipe": ["equipe.html", equipe], "/nous-joindre": ["nous-joindre.html", joindre] },
    truth: {
      emails: ["accueil@vetneigette.ca", "gberube@vetneigette.ca", "klavoie@vetneigette.ca", "labo@vetneigette.ca"],
      emailKinds: { "accueil@vetneigette.ca": "generic", "gberube@vetneigette.ca": "person", "klavoie@vetneigette.ca": "person", "labo@vetneigette.ca": "role" },
      emailOwners: { "gberube@vetneigette.ca": "Geneviève Bérubé", "klavoie@vetneigette.ca": "Karine Lavoie" },
      contacts: [
        { name: "Geneviève Bérubé", title: "Propriétaire, médecin vétérinaire", role: "owner" },
        { name: "Maxime Ouellet", title: "Médecin vétérinaire – chirurgie", role: "other" },
        { name: "Rosalie D'Amours", title: "Technicienne en santé animale, responsable de l'hospitalisation", role: "other" },
        { name: "Karine Lavoie", title: "Directrice administrative", role: "operations" },
      ],
      junk: [],
    },
  });
}
