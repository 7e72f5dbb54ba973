// dev-4, French sites g037-g048
import { wixPage, wixText, wixImage, jimdoPage, jm, godaddyPage, gdSection, wpPage } from "./_lib.mjs";

const sites = [];

// ------------------------------------------------------------------ g037 hand-written joinery, Pontarlier: gérant, mentions légales, orange.fr
{
  const D = "menuiserie-jeanneret-pontarlier.fr";
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
<META NAME="Description" CONTENT="Menuiserie, ébénisterie, escaliers et agencement à Pontarlier (Doubs)">
</HEAD>
<BODY BGCOLOR="#FAF5EB" TEXT="#3B2A14" LINK="#8B4513" VLINK="#8B4513">
<CENTER>
<TABLE WIDTH=720 CELLPADDING=0 CELLSPACING=0 BORDER=0>
<TR><TD ALIGN=CENTER><IMG SRC="images/bandeau_bois.jpg" WIDTH=720 HEIGHT=120 ALT="Menuiserie Jeanneret"></TD></TR>
<TR><TD ALIGN=CENTER BGCOLOR="#8B4513"><FONT FACE="Verdana" SIZE=2 COLOR="#FFFFFF"><B>
<A HREF="index.html"><FONT COLOR="#FFFFFF">Accueil</FONT></A> &nbsp;|&nbsp;
<A HREF="realisations.html"><FONT COLOR="#FFFFFF">R&eacute;alisations</FONT></A> &nbsp;|&nbsp;
<A HREF="contact.html"><FONT COLOR="#FFFFFF">Contact</FONT></A> &nbsp;|&nbsp;
<A HREF="mentions.html"><FONT COLOR="#FFFFFF">Mentions l&eacute;gales</FONT></A>
</B></FONT></TD></TR>
<TR><TD><BR><FONT FACE="Verdana" SIZE=2>
${body}
</FONT><BR></TD></TR>
<TR><TD ALIGN=CENTER><HR SIZE=1 NOSHADE><FONT FACE="Verdana" SIZE=1>Menuiserie Jeanneret &amp; Fils &middot; 12, rue de Salins &middot; 25300 Pontarlier &middot; T&eacute;l. 03 81 39 14 62</FONT></TD></TR>
</TABLE>
</CENTER>
</BODY>
</HTML>
`;
  const index = page("Menuiserie Jeanneret & Fils - Pontarlier (Doubs)", `
<CENTER><FONT SIZE=4 COLOR="#8B4513"><B>Menuiserie &middot; &Eacute;b&eacute;nisterie &middot; Escaliers</B></FONT></CENTER><BR>
Depuis trois g&eacute;n&eacute;rations, la Menuiserie Jeanneret fabrique dans son atelier du Haut-Doubs des escaliers, portes, fen&ecirc;tres, cuisines et meubles sur mesure en sapin, &eacute;pic&eacute;a, ch&ecirc;ne et fr&ecirc;ne du Jura.<BR><BR>
<B>Nos points forts :</B><BR>
&bull; bois des for&ecirc;ts locales, s&eacute;ch&eacute; &agrave; l'atelier<BR>
&bull; fen&ecirc;tres bois et bois-alu certifi&eacute;es<BR>
&bull; pose par nos propres compagnons<BR>
&bull; label RGE Qualibat<BR><BR>
Devis gratuit sur demande : menuiserie.jeanneret@orange.fr`);
  const real = page("Réalisations - Menuiserie Jeanneret", `
<B>Quelques r&eacute;alisations</B><BR><BR>
<TABLE BORDER=0 CELLPADDING=6>
<TR><TD><IMG SRC="images/escalier_chene.jpg" WIDTH=200 HEIGHT=150></TD><TD VALIGN=TOP>Escalier quart tournant en ch&ecirc;ne massif &ndash; Doubs</TD></TR>
<TR><TD><IMG SRC="images/cuisine_frene.jpg" WIDTH=200 HEIGHT=150></TD><TD VALIGN=TOP>Cuisine en fr&ecirc;ne olivier &ndash; Les Fourgs</TD></TR>
<TR><TD><IMG SRC="images/chalet.jpg" WIDTH=200 HEIGHT=150></TD><TD VALIGN=TOP>Habillage int&eacute;rieur chalet &laquo;&nbsp;Le Mont d'Or&nbsp;&raquo; &ndash; M&eacute;tabief</TD></TR>
</TABLE>`);
  const contact = page("Contact - Menuiserie Jeanneret", `
<B>Nous contacter</B><BR><BR>
Menuiserie Jeanneret &amp; Fils<BR>
12, rue de Salins<BR>
25300 PONTARLIER<BR><BR>
T&eacute;l. : 03 81 39 14 62<BR>
Fax : 03 81 39 20 07<BR>
E-mail : <A HREF="mailto:menuiserie.jeanneret@orange.fr">menuiserie.jeanneret@orange.fr</A><BR><BR>
<B>Vos interlocuteurs :</B><BR>
<B>Fran&ccedil;ois Jeanneret</B>, g&eacute;rant<BR>
<B>Thibaut Jeanneret</B>, chef d'atelier<BR>
<B>Catherine Jeanneret-Roy</B>, secr&eacute;tariat et devis<BR><BR>
Atelier ouvert du lundi au vendredi, 7h30-12h / 13h30-17h30.`);
  const mentions = page("Mentions légales - Menuiserie Jeanneret", `
<B>MENTIONS L&Eacute;GALES</B><BR><BR>
Raison sociale : SARL Menuiserie Jeanneret &amp; Fils<BR>
Capital : 30 000 &euro;<BR>
Si&egrave;ge : 12, rue de Salins, 25300 Pontarlier<BR>
RCS Besan&ccedil;on 412 887 013 &ndash; SIRET 412 887 013 00018<BR>
N&deg; TVA intracommunautaire : FR 54 412887013<BR>
G&eacute;rant et directeur de la publication : Fran&ccedil;ois Jeanneret<BR>
H&eacute;bergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix`);
  sites.push({
    id: "g037-menuiserie-jeanneret-pontarlier",
    domain: D,
    language: "fr",
    patterns: ["hand-written", "legal-notice", "email-text", "email-mailto"],
    pages: [
      ["/", "index.html", index],
      ["/realisations.html", "realisations.html", real],
      ["/contact.html", "contact.html", contact],
      ["/mentions.html", "mentions.html", mentions],
    ],
    truth: {
      emails: ["menuiserie.jeanneret@orange.fr"],
      emailKinds: { "menuiserie.jeanneret@orange.fr": "generic" },
      contacts: [
        { name: "François Jeanneret", title: "gérant", role: "owner" },
        { name: "Thibaut Jeanneret", title: "chef d'atelier", role: "operations" },
        { name: "Catherine Jeanneret-Roy", title: "secrétariat et devis", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g038 accounting firm Villeurbanne: table with direct line + languages + email
{
  const D = "cabinet-brosset-villeurbanne.fr";
  const page = (t, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${t}</title>
<link href="css/brosset.css" rel="stylesheet" type="text/css" />
</head>
<body>
<div id="conteneur">
  <div id="entete"><img src="images/logo-brosset.gif" width="260" height="80" alt="Cabinet Brosset - Expertise comptable" /></div>
  <div id="menu"><a href="index.html">Le cabinet</a><a href="missions.html">Nos missions</a><a href="equipe.html">L'&eacute;quipe</a><a href="contact.html">Contact</a></div>
  <div id="contenu">
${body}
  </div>
  <div id="pied">Cabinet Brosset &amp; Associ&eacute;s &ndash; Soci&eacute;t&eacute; d'expertise comptable inscrite au Tableau de l'Ordre de la r&eacute;gion Auvergne-Rh&ocirc;ne-Alpes &ndash; 37, cours Emile Zola, 69100 Villeurbanne &ndash; 04 78 85 22 10</div>
</div>
</body>
</html>
`;
  const index = page("Cabinet Brosset & Associés – Expert-comptable à Villeurbanne", `
<h1>Expertise comptable, audit et conseil</h1>
<p>Cr&eacute;&eacute; en 1986 par Andr&eacute; Brosset, le cabinet accompagne artisans, commer&ccedil;ants, professions lib&eacute;rales et PME de l'agglom&eacute;ration lyonnaise. Nous sommes aujourd'hui 14 collaborateurs sous la direction de deux experts-comptables associ&eacute;s.</p>
<p>Le cabinet est membre du r&eacute;seau ECF et adh&eacute;rent &agrave; l'Association de gestion agr&eacute;&eacute;e du Rh&ocirc;ne.</p>`);
  const missions = page("Nos missions – Cabinet Brosset", `
<h1>Nos missions</h1>
<ul><li>Tenue et r&eacute;vision comptable, bilans</li><li>D&eacute;clarations fiscales et TVA</li><li>Paie et social</li><li>Cr&eacute;ation et reprise d'entreprise</li><li>Commissariat aux comptes (associations)</li></ul>`);
  const equipe = page("L'équipe – Cabinet Brosset", `
<h1>L'&eacute;quipe</h1>
<table class="equipe" width="100%" border="0" cellspacing="0" cellpadding="6">
  <tr class="entete">
    <th>Nom</th><th>Fonction</th><th>Ligne directe</th><th>Langues</th><th>Courriel</th>
  </tr>
  <tr>
    <td>Mme Sandrine Brosset-Lamy</td>
    <td>Expert-comptable, associ&eacute;e g&eacute;rante</td>
    <td>04 78 85 22 11</td>
    <td>FR, EN</td>
    <td><a href="mailto:s.brosset@cabinet-brosset-villeurbanne.fr">s.brosset@cabinet-brosset-villeurbanne.fr</a></td>
  </tr>
  <tr class="alt">
    <td>M. Karim Benali</td>
    <td>Expert-comptable associ&eacute;</td>
    <td>04 78 85 22 12</td>
    <td>FR, AR, EN</td>
    <td><a href="mailto:k.benali@cabinet-brosset-villeurbanne.fr">k.benali@cabinet-brosset-villeurbanne.fr</a></td>
  </tr>
  <tr>
    <td>Mme &Eacute;lodie Fayolle</td>
    <td>Responsable du p&ocirc;le social</td>
    <td>04 78 85 22 20</td>
    <td>FR</td>
    <td><a href="mailto:paie@cabinet-brosset-villeurbanne.fr">paie@cabinet-brosset-villeurbanne.fr</a></td>
  </tr>
  <tr class="alt">
    <td>M. Giovanni Rizzo</td>
    <td>Chef de mission</td>
    <td>04 78 85 22 15</td>
    <td>FR, IT</td>
    <td><a href="mailto:g.rizzo@cabinet-brosset-villeurbanne.fr">g.rizzo@cabinet-brosset-villeurbanne.fr</a></td>
  </tr>
  <tr>
    <td>Mme Nathalie Perrin</td>
    <td>Assistante de direction</td>
    <td>04 78 85 22 10</td>
    <td>FR, EN</td>
    <td><a href="mailto:accueil@cabinet-brosset-villeurbanne.fr">accueil@cabinet-brosset-villeurbanne.fr</a></td>
  </tr>
</table>`);
  const contact = page("Contact – Cabinet Brosset", `
<h1>Contact</h1>
<p>37, cours Emile Zola &ndash; 69100 Villeurbanne<br />M&eacute;tro A, station Gratte-Ciel</p>
<p>Standard : 04 78 85 22 10<br />Courriel : <a href="mailto:accueil@cabinet-brosset-villeurbanne.fr">accueil@cabinet-brosset-villeurbanne.fr</a></p>
<p>Horaires : du lundi au vendredi de 8h30 &agrave; 12h30 et de 13h30 &agrave; 18h.</p>`);
  sites.push({
    id: "g038-cabinet-brosset-villeurbanne",
    domain: D,
    language: "fr",
    patterns: ["hand-written", "team-table", "email-in-person-card", "email-mailto", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/missions.html", "missions.html", missions],
      ["/equipe.html", "equipe.html", equipe],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["s.brosset@" + D, "k.benali@" + D, "paie@" + D, "g.rizzo@" + D, "accueil@" + D],
      emailKinds: { ["s.brosset@" + D]: "person", ["k.benali@" + D]: "person", ["paie@" + D]: "role", ["g.rizzo@" + D]: "person", ["accueil@" + D]: "generic" },
      emailOwners: { ["s.brosset@" + D]: "Sandrine Brosset-Lamy", ["k.benali@" + D]: "Karim Benali", ["g.rizzo@" + D]: "Giovanni Rizzo" },
      contacts: [
        { name: "Sandrine Brosset-Lamy", title: "Expert-comptable, associée gérante", role: "owner" },
        { name: "Karim Benali", title: "Expert-comptable associé", role: "owner" },
        { name: "Élodie Fayolle", title: "Responsable du pôle social", role: "other" },
        { name: "Giovanni Rizzo", title: "Chef de mission", role: "other" },
        { name: "Nathalie Perrin", title: "Assistante de direction", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g039 Wix vet clinic Namur: split spans, particles, comps per line
{
  const D = "veterinaires-jambes.be";
  const S = "g039";
  const nav = [["/", "Accueil"], ["/equipe", "L'équipe"], ["/urgences", "Urgences"], ["/contact", "Contact"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Clinique vétérinaire de Jambes · Avenue Jean Materne, 144 · 5100 Jambes (Namur) · 081 30 44 19 · <span class="wixui-rich-text__text">contact@veterinaires-jambes.be</span></p>`, { top: 30, left: 40, width: 900 });
  const home = wixPage({
    lang: "fr", seed: S, domain: D, siteName: "Clinique vétérinaire de Jambes", title: "Clinique vétérinaire de Jambes | Namur", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Vos animaux, notre passion</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Médecine et chirurgie des animaux de compagnie et NAC, dentisterie, imagerie et hospitalisation. Consultations sur rendez-vous du lundi au samedi.</p>`, { top: 220, left: 40, width: 620 })}`,
  });
  const equipe = wixPage({
    lang: "fr", seed: S + "e", domain: D, siteName: "Clinique vétérinaire de Jambes", title: "L'équipe | Clinique vétérinaire de Jambes", nav, footer,
    body: `${wixText(S + "e0", `<h2 class="font_2 wixui-rich-text__text">L'équipe</h2>`, { top: 40, left: 40, width: 600 })}
${wixImage(S + "p1", "7a9e02_anne~mv2.jpg", "", { top: 120, left: 40, w: 260, h: 260 })}
${wixText(S + "n1", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold" class="wixui-rich-text__text">Dr Anne-Sophie </span><span style="font-weight:bold" class="wixui-rich-text__text">de Lhoneux</span></p>`, { top: 400, left: 40, width: 260 })}
${wixText(S + "t1", `<p class="font_8 wixui-rich-text__text">Vétérinaire fondatrice</p><p class="font_9 wixui-rich-text__text">Chirurgie des tissus mous</p>`, { top: 440, left: 40, width: 260 })}
${wixImage(S + "p2", "7a9e02_pieter~mv2.jpg", "", { top: 120, left: 340, w: 260, h: 260 })}
${wixText(S + "n2", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold" class="wixui-rich-text__text">Dr Pieter Van den Br</span><span style="font-weight:bold" class="wixui-rich-text__text">oeck</span></p>`, { top: 400, left: 340, width: 260 })}
${wixText(S + "t2", `<p class="font_8 wixui-rich-text__text">Vétérinaire associé</p><p class="font_9 wixui-rich-text__text">Imagerie, NAC</p>`, { top: 440, left: 340, width: 260 })}
${wixImage(S + "p3", "7a9e02_lea~mv2.jpg", "", { top: 120, left: 640, w: 260, h: 260 })}
${wixText(S + "n3", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold" class="wixui-rich-text__text">Léa Dumont</span></p>`, { top: 400, left: 640, width: 260 })}
${wixText(S + "t3", `<p class="font_8 wixui-rich-text__text">Assistante vétérinaire &amp; accueil</p>`, { top: 440, left: 640, width: 260 })}`,
  });
  const urgences = wixPage({
    lang: "fr", seed: S + "u", domain: D, siteName: "Clinique vétérinaire de Jambes", title: "Urgences | Clinique vétérinaire de Jambes", nav, footer,
    body: wixText(S + "u1", `<h2 class="font_2 wixui-rich-text__text">Urgences</h2><p class="font_8 wixui-rich-text__text">En dehors des heures d'ouverture, appelez le 081 30 44 19 : le répondeur vous indiquera le vétérinaire de garde de la région namuroise.</p>`, { top: 40, left: 40, width: 800 }),
  });
  const contact = wixPage({
    lang: "fr", seed: S + "c", domain: D, siteName: "Clinique vétérinaire de Jambes", title: "Contact | Clinique vétérinaire de Jambes", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contact</h2><p class="font_8 wixui-rich-text__text">Avenue Jean Materne, 144<br class="wixui-rich-text__text">5100 Jambes</p><p class="font_8 wixui-rich-text__text">081 30 44 19</p><p class="font_8 wixui-rich-text__text">contact@veterinaires-jambes.be</p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lx1b7r3e" class="comp-lx1b7r3e wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input type="text" placeholder="Nom et prénom" class="wixui-text-input__input"/><input type="email" placeholder="votre.adresse@exemple.be" class="wixui-text-input__input"/><input placeholder="Nom de votre animal" class="wixui-text-input__input"/><textarea placeholder="Message"></textarea><button class="wixui-button"><span class="wixui-button__label">Envoyer</span></button></form></div>`,
  });
  sites.push({
    id: "g039-veterinaires-jambes-namur",
    domain: D,
    language: "fr",
    patterns: ["builder-wix", "team-grid", "email-text", "email-footer", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/equipe", "equipe.html", equipe],
      ["/urgences", "urgences.html", urgences],
      ["/contact", "contact.html", contact],
    ],
    truth: {
      emails: ["contact@" + D],
      emailKinds: { ["contact@" + D]: "generic" },
      contacts: [
        { name: "Anne-Sophie de Lhoneux", title: "Vétérinaire fondatrice", role: "owner" },
        { name: "Pieter Van den Broeck", title: "Vétérinaire associé", role: "owner" },
        { name: "Léa Dumont", title: "Assistante vétérinaire & accueil", role: "other" },
      ],
      junk: ["votre.adresse@exemple.be", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g040 Jimdo bakery Colmar: prose, livre d'or, wanadoo address
{
  const D = "boulangerie-schaller-colmar.fr";
  const S = "g040";
  const nav = [["/", "Accueil"], ["/notre-maison/", "Notre maison"], ["/nos-pains/", "Nos pains"], ["/livre-d-or/", "Livre d'or"], ["/contact/", "Contact"]];
  const fl = [["/mentions-legales/", "Mentions légales"], ["/contact/", "Contact"]];
  const sidebar = jm(S + "sb", "text", `<p><strong>Boulangerie Schaller</strong><br/>8, rue des Marchands<br/>68000 Colmar</p><p>03 89 41 27 93</p><p>Mar.–sam. 6h30–19h<br/>Dim. 7h–12h30</p>`);
  const p = (cur, title, body) => jimdoPage({ lang: "fr", seed: S + cur, domain: D, siteName: "Boulangerie Schaller", title, nav, current: cur, footerLinks: fl, sidebar, body });
  const home = p("/", "Boulangerie-Pâtisserie Schaller – Colmar", [
    jm(S + "1", "header", `<h1>Pains au levain, kougelhopfs et bredele</h1>`),
    jm(S + "2", "text", `<p>Au cœur de la Petite Venise, la boulangerie Schaller pétrit chaque nuit ses pains au levain naturel avec des farines d'Alsace. Kougelhopf le dimanche, bretzels tous les jours et, en décembre, plus de quinze sortes de bredele.</p>`),
  ].join("\n"));
  const maison = p("/notre-maison/", "Notre maison – Boulangerie Schaller", [
    jm(S + "m1", "header", `<h1>Notre maison</h1>`),
    jm(S + "m2", "textWithImage", `<figure class="cc-imagewrapper cc-m-image-align-2"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=260x10000/path/s5b7e/image/i3c2a/version/1522/image.jpg" alt="Le fournil"/></figure><div class="cc-m-textwithimage-inline-rte"><p>Fondée en 1958 rue des Marchands, la boulangerie est reprise en 2011 par <strong>Mathieu Schaller</strong>, artisan boulanger et Meilleur Ouvrier de France 2015, et son épouse <strong>Aurélie Schaller</strong>, pâtissière, qui dirige aussi la boutique.</p><p>Ils sont entourés de quatre boulangers, deux pâtissiers et de Monique, fidèle vendeuse depuis 1989.</p></div>`),
  ].join("\n"));
  const pains = p("/nos-pains/", "Nos pains – Boulangerie Schaller", [
    jm(S + "p1", "header", `<h1>Nos pains</h1>`),
    jm(S + "p2", "text", `<ul><li>Pain paysan au levain – 4,20 €</li><li>Pain de seigle « Hansi » – 3,80 €</li><li>Baguette de tradition – 1,20 €</li><li>Kougelhopf (dimanche) – 9,50 €</li><li>Pain d'épices du Père Hansi – 6,00 €</li></ul>`),
  ].join("\n"));
  const livre = p("/livre-d-or/", "Livre d'or – Boulangerie Schaller", [
    jm(S + "l1", "header", `<h1>Livre d'or</h1>`),
    jm(S + "l2", "guestbook", `<div class="j-guestbook-list">
<div class="commententry"><div class="com-meta"><strong>Bernadette Kuntz</strong> <span class="com-date">(samedi, 09 mars 2024 10:12)</span></div><p>Le meilleur kougelhopf de Colmar, et de loin ! Merci Aurélie pour l'accueil.</p></div>
<div class="commententry"><div class="com-meta"><strong>Jean-Pierre et Odile</strong> <span class="com-date">(mercredi, 27 décembre 2023 18:30)</span></div><p>Nous avons rapporté des bredele à Lille, toute la famille a adoré.</p></div>
<div class="commententry"><div class="com-meta"><strong>Thomas M.</strong> <span class="com-date">(dimanche, 12 novembre 2023 08:55)</span></div><p>Pain au levain exceptionnel.</p></div>
</div>`),
  ].join("\n"));
  const contact = p("/contact/", "Contact – Boulangerie Schaller", [
    jm(S + "c1", "header", `<h1>Contact</h1>`),
    jm(S + "c2", "text", `<p>Boulangerie-Pâtisserie Schaller<br/>8, rue des Marchands – 68000 Colmar</p><p>Tél. 03 89 41 27 93</p><p>Commandes (gâteaux, buffets, bredele) : <a href="mailto:boulangerie.schaller@wanadoo.fr">boulangerie.schaller@wanadoo.fr</a></p>`),
  ].join("\n"));
  const mentions = p("/mentions-legales/", "Mentions légales – Boulangerie Schaller", [
    jm(S + "ml", "text", `<h1>Mentions légales</h1><p>EURL Schaller Mathieu – SIRET 532 118 440 00017 – 8, rue des Marchands, 68000 Colmar.</p><p>Responsable de la publication : Mathieu Schaller.</p><p>Hébergeur : Jimdo GmbH, Stresemannstraße 375, 22761 Hambourg, Allemagne.</p>`),
  ].join("\n"));
  sites.push({
    id: "g040-boulangerie-schaller-colmar",
    domain: D,
    language: "fr",
    patterns: ["about-prose", "testimonials", "legal-notice", "email-mailto", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/notre-maison/", "notre-maison.html", maison],
      ["/nos-pains/", "nos-pains.html", pains],
      ["/livre-d-or/", "livre-d-or.html", livre],
      ["/contact/", "contact.html", contact],
      ["/mentions-legales/", "mentions-legales.html", mentions],
    ],
    truth: {
      emails: ["boulangerie.schaller@wanadoo.fr"],
      emailKinds: { "boulangerie.schaller@wanadoo.fr": "generic" },
      contacts: [
        { name: "Mathieu Schaller", title: "artisan boulanger", role: "owner" },
        { name: "Aurélie Schaller", title: "pâtissière", role: "owner" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g041 broken-markup law firm Geneva: unclosed dl, obfuscated, lookalikes
{
  const D = "etude-perrottet-geneve.ch";
  const head = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="content-type" content="text/html; charset=utf-8">
<title>${t}</title>
<link rel="stylesheet" href="css/etude.css" type="text/css">
</head>
<body>
<div id="page">
<div id="header"><a href="index.html"><img src="img/etude-perrottet.png" alt="Étude Perrottet & Associés" border=0></a></div>
<div id="nav"><a href="index.html">L'Étude</a> · <a href="avocats.html">Avocats</a> · <a href="domaines.html">Domaines</a> · <a href="contact.html">Contact</a></div>
<div id="main">`;
  const foot = `</div>
<div id="footer">Étude Perrottet &amp; Associés · Rue du Rhône 84 · Case postale 3112 · 1211 Genève 3 · +41 22 311 48 20</div>
</div></div>
</body>
</html>
`;
  const index = `${head("Étude Perrottet & Associés – Avocats à Genève")}
<h1>Étude Perrottet &amp; Associés</h1>
<p>Étude d'avocats fondée en 1974, active en droit des affaires, droit bancaire, droit du bail et successions. Nous conseillons une clientèle suisse et internationale, en français, allemand, anglais et italien.
<p>Nos bureaux se trouvent Rue du Rhône, à deux pas de la Place de Longemalle et du Jardin Anglais.
</div></div>
<p class="note">Les informations de ce site ne constituent pas un avis juridique.
${foot}`;
  const avocats = `${head("Avocats – Étude Perrottet & Associés")}
<h2>Associés</h2>
<dl class="avocats">
<dt><b>Me Jean-Marc Perrottet</b>
<dd>Associé fondateur · Avocat au barreau de Genève depuis 1974<br>
Droit des sociétés, successions
<dt><b>Me Chiara Bernasconi</b>
<dd>Associée gérante · Droit bancaire et financier, droit pénal économique<br>
chiara.bernasconi [at] etude-perrottet-geneve.ch
<dt><b>Me Olivier Favre-Bulle
<dd>Associé · Droit du bail, droit immobilier</b>
</dl>
<h2>Collaborateurs</h2>
<dl>
<dt>Me Yasmine Haddad<dd>Avocate collaboratrice
<dt>M. Lukas Brunner<dd>Avocat-stagiaire
</dl>
<h2>Secrétariat</h2>
<p>Mme Corinne Dufaux, assistante de direction
</dl></p>
${foot}`;
  const domaines = `${head("Domaines – Étude Perrottet & Associés")}
<h2>Domaines d'activité</h2>
<ul>
<li>Droit des sociétés et contrats commerciaux
<li>Droit bancaire, LBA et compliance
<li>Bail à loyer et copropriété (PPE)
<li>Successions et planification patrimoniale
<li>Arbitrage (Swiss Rules)
</ul>
<p>L'Étude travaille en réseau avec la fiduciaire Favre &amp; Cie à Lausanne et le cabinet de notaires Bernasconi Guisan à Lugano.
${foot}`;
  const contact = `${head("Contact – Étude Perrottet & Associés")}
<h2>Contact</h2>
<p>Rue du Rhône 84<br>Case postale 3112<br>1211 Genève 3
<p>Tél. +41 22 311 48 20<br>Fax +41 22 311 48 29
<p>Courriel : etude [at] etude-perrottet-geneve [dot] ch
<p>Accès : tram 12, arrêt Molard. Parking Mont-Blanc.
${foot}`;
  sites.push({
    id: "g041-etude-perrottet-geneve",
    domain: D,
    language: "fr",
    patterns: ["broken-markup", "hand-written", "definition-list", "email-obfuscated", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/avocats.html", "avocats.html", avocats],
      ["/domaines.html", "domaines.html", domaines],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["etude@" + D, "chiara.bernasconi@" + D],
      emailKinds: { ["etude@" + D]: "generic", ["chiara.bernasconi@" + D]: "person" },
      emailOwners: { ["chiara.bernasconi@" + D]: "Chiara Bernasconi" },
      contacts: [
        { name: "Jean-Marc Perrottet", title: "Associé fondateur", role: "owner" },
        { name: "Chiara Bernasconi", title: "Associée gérante", role: "owner" },
        { name: "Olivier Favre-Bulle", title: "Associé", role: "owner" },
        { name: "Yasmine Haddad", title: "Avocate collaboratrice", role: "other" },
        { name: "Lukas Brunner", title: "Avocat-stagiaire", role: "other" },
        { name: "Corinne Dufaux", title: "assistante de direction", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g042 GoDaddy chambres d'hôtes Périgord: hosts in prose, guest reviews
{
  const D = "lamaisondesnoyers-sarlat.fr";
  const S = "g042";
  const nav = [["/", "Accueil"], ["/chambres", "Chambres"], ["/vos-hotes", "Vos hôtes"], ["/contact", "Contact"]];
  const footer = `<p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="x-el x-el-p c1-44"><span>Copyright © 2024 La Maison des Noyers - Tous droits réservés.</span></p>
<p data-ux="FooterText" data-aid="FOOTER_DETAILS_RENDERED" class="x-el x-el-p c1-45">Lieu-dit Les Granges · 24200 Sarlat-la-Canéda · bonjour@lamaisondesnoyers-sarlat.fr</p>`;
  const common = { lang: "fr", domain: D, siteName: "La Maison des Noyers", nav, phone: "05 53 29 61 08", footer };
  const home = godaddyPage({ ...common, seed: S, title: "La Maison des Noyers | Chambres d'hôtes près de Sarlat",
    body: `${gdSection(S + "h", "header", `<h1 data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" class="x-el x-el-h1 c1-50">Chambres d'hôtes au cœur du Périgord Noir</h1><p data-aid="HEADER_TAGLINE2_RENDERED" class="x-el x-el-p c1-51">Quatre chambres dans une grange restaurée, piscine chauffée, table d'hôtes le soir.</p>`)}
${gdSection(S + "rv", "reviews", `<h2 data-ux="SectionHeading" data-aid="REVIEWS_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-47">Ils ont séjourné chez nous</h2>
<div data-ux="Grid"><div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_0"><p data-aid="REVIEW_TEXT_0">« Un accueil chaleureux, un dîner aux cèpes mémorable. Merci Hélène et Bruno ! »</p><p data-aid="REVIEW_AUTHOR_0">Claire et Antoine D., Rennes</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_1"><p data-aid="REVIEW_TEXT_1">« Idéal pour visiter Sarlat, Domme et La Roque-Gageac. »</p><p data-aid="REVIEW_AUTHOR_1">Sir Richard Ellison, Bath</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_2"><p data-aid="REVIEW_TEXT_2">« Petit-déjeuner incroyable, confitures maison. »</p><p data-aid="REVIEW_AUTHOR_2">Famille Lemaire-Dubois</p></div></div></div>`)}` });
  const chambres = godaddyPage({ ...common, seed: S + "c", title: "Chambres | La Maison des Noyers",
    body: gdSection(S + "c1", "content", `<h1 data-ux="SectionHeading" class="x-el x-el-h1 c1-47">Chambres</h1><div data-ux="ContentCards"><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING0">Joséphine</h4><p>Lit 160, salle d'eau, vue sur la noyeraie. 95 € la nuit, petit-déjeuner compris.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING1">Jacquou</h4><p>Suite familiale, 4 personnes. 140 €.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING2">La Boétie</h4><p>Lit 180, baignoire. 110 €.</p></div></div><p>Table d'hôtes : 32 € par personne, vin compris, sur réservation.</p>`) });
  const hotes = godaddyPage({ ...common, seed: S + "v", title: "Vos hôtes | La Maison des Noyers",
    body: gdSection(S + "v1", "about", `<h1 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Vos hôtes</h1>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED" class="x-el x-el-div c1-53"><p>Bienvenue ! Nous sommes Hélène Marty et Bruno Castagné. Après vingt ans à Bordeaux, elle dans l'hôtellerie et lui comme chef de cuisine, nous avons racheté en 2015 cette ferme au milieu des noyers.</p>
<p>Hélène s'occupe des chambres, des réservations et des conseils de visites ; Bruno, propriétaire avec elle de la maison, est aux fourneaux de la table d'hôtes et produit notre huile de noix.</p>
<p>À très bientôt,<br/>Hélène &amp; Bruno</p></div>`) });
  const contact = godaddyPage({ ...common, seed: S + "k", title: "Contact | La Maison des Noyers",
    body: gdSection(S + "k1", "contact", `<h1 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h1 c1-47">Contact et réservations</h1>
<p data-aid="CONTACT_INFO_ADDRESS_REND">Lieu-dit Les Granges, 24200 Sarlat-la-Canéda</p>
<p data-aid="CONTACT_INFO_PHONE_REND"><a href="tel:0553296108">05 53 29 61 08</a> · 06 72 18 44 09</p>
<p data-aid="CONTACT_INFO_EMAIL_REND"><a href="mailto:bonjour@lamaisondesnoyers-sarlat.fr">bonjour@lamaisondesnoyers-sarlat.fr</a></p>
<form data-aid="CONTACT_FORM_CONTAINER_REND"><input data-aid="CONTACT_FORM_NAME" placeholder="Nom"/><input data-aid="CONTACT_FORM_EMAIL" placeholder="E-mail*"/><textarea data-aid="CONTACT_FORM_MESSAGE" placeholder="Vos dates"></textarea><button>Envoyer</button></form>`) });
  sites.push({
    id: "g042-maison-des-noyers-sarlat",
    domain: D,
    language: "fr",
    patterns: ["about-prose", "testimonials", "email-footer", "email-mailto", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/chambres", "chambres.html", chambres],
      ["/vos-hotes", "vos-hotes.html", hotes],
      ["/contact", "contact.html", contact],
    ],
    truth: {
      emails: ["bonjour@" + D],
      emailKinds: { ["bonjour@" + D]: "generic" },
      contacts: [
        { name: "Hélène Marty", title: null, role: "owner" },
        { name: "Bruno Castagné", title: "propriétaire", role: "owner" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g043 hand-written music school Quimper: uppercase, instrument column, Breton names
{
  const D = "ecole-musique-kemper.fr";
  const page = (t, body) => `<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=utf-8">
<META NAME="author" CONTENT="Association Musique en Kerne">
</HEAD>
<BODY BGCOLOR=#FFFFFF BACKGROUND=img/hermines.gif>
<DIV ALIGN=CENTER>
<TABLE WIDTH=740 BORDER=0 CELLSPACING=0 CELLPADDING=10 BGCOLOR=#FFFFFF>
<TR><TD COLSPAN=2 BGCOLOR=#000000><FONT FACE=Georgia SIZE=6 COLOR=#FFFFFF>&Eacute;cole de musique Kemper</FONT><BR><FONT FACE=Arial SIZE=2 COLOR=#CCCCCC>Skol sonerezh Kemper &middot; Association loi 1901</FONT></TD></TR>
<TR>
<TD WIDTH=140 VALIGN=TOP BGCOLOR=#EEEEEE><FONT FACE=Arial SIZE=2>
<A HREF=index.html>Accueil</A><P>
<A HREF=cours.html>Cours et tarifs</A><P>
<A HREF=professeurs.html>Professeurs</A><P>
<A HREF=contact.html>Contact</A><P>
</FONT></TD>
<TD VALIGN=TOP><FONT FACE=Arial SIZE=2>
${body}
</FONT></TD></TR>
</TABLE>
</DIV>
</BODY>
</HTML>
`;
  const index = page("École de musique Kemper - Quimper", `
<H2>Bienvenue</H2>
<P>L'&Eacute;cole de musique Kemper accueille plus de 300 &eacute;l&egrave;ves de 5 &agrave; 85 ans dans ses locaux de la rue Ker&eacute;on : instruments classiques, musiques actuelles et musique traditionnelle bretonne (bombarde, biniou, harpe celtique, accord&eacute;on diatonique).
<P>Inscriptions pour la rentr&eacute;e : samedi 7 septembre, de 10h &agrave; 17h.
<P>Retrouvez nos &eacute;l&egrave;ves au Festival de Cornouaille et au fest-noz de fin d'ann&eacute;e !`);
  const cours = page("Cours et tarifs - École de musique Kemper", `
<H2>Cours et tarifs</H2>
<TABLE BORDER=1 CELLPADDING=5 CELLSPACING=0>
<TR><TH>Formule</TH><TH>Quimper</TH><TH>Hors Quimper</TH></TR>
<TR><TD>&Eacute;veil musical (5-6 ans)</TD><TD>150 &euro;</TD><TD>190 &euro;</TD></TR>
<TR><TD>Formation musicale + instrument</TD><TD>390 &euro;</TD><TD>480 &euro;</TD></TR>
<TR><TD>Atelier musiques trad.</TD><TD>180 &euro;</TD><TD>220 &euro;</TD></TR>
</TABLE>
<P>Adh&eacute;sion &agrave; l'association : 15 &euro; par famille.`);
  const profs = page("Professeurs - École de musique Kemper", `
<H2>L'&eacute;quipe p&eacute;dagogique</H2>
<TABLE BORDER=1 CELLPADDING=6 CELLSPACING=0 WIDTH=100% BORDERCOLOR=#999999>
<TR BGCOLOR=#000000><TD><FONT COLOR=#FFFFFF><B>Fonction</B></FONT></TD><TD><FONT COLOR=#FFFFFF><B>Nom</B></FONT></TD><TD><FONT COLOR=#FFFFFF><B>Discipline(s)</B></FONT></TD></TR>
<TR><TD>Directrice</TD><TD>Gwena&euml;lle Le Goff</TD><TD>Piano, formation musicale</TD></TR>
<TR><TD>Professeur</TD><TD>Yann-Ber Kervella</TD><TD>Bombarde, biniou koz</TD></TR>
<TR><TD>Professeure</TD><TD>Nolwenn Tanguy</TD><TD>Harpe celtique</TD></TR>
<TR><TD>Professeur</TD><TD>Erwan Le Bihan</TD><TD>Guitare, basse, atelier rock</TD></TR>
<TR><TD>Professeure</TD><TD>Marie-Anne Quéré</TD><TD>Violon, alto</TD></TR>
<TR><TD>Secr&eacute;tariat</TD><TD>Soizic Cariou</TD><TD>&nbsp;</TD></TR>
</TABLE>
<P>Le conseil d'administration est pr&eacute;sid&eacute; par M. Herv&eacute; Le Floc'h.`);
  const contact = page("Contact - École de musique Kemper", `
<H2>Contact</H2>
<P>&Eacute;cole de musique Kemper<BR>
14, rue Ker&eacute;on<BR>
29000 Quimper<BR><BR>
T&eacute;l. 02 98 95 40 17<BR>
Secr&eacute;tariat : secretariat@ecole-musique-kemper.fr<BR>
Direction : direction@ecole-musique-kemper.fr
<P>Permanences du secr&eacute;tariat : lundi, mercredi et vendredi, 14h-18h30.`);
  sites.push({
    id: "g043-ecole-musique-kemper",
    domain: D,
    language: "fr",
    patterns: ["hand-written", "team-table", "email-text", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/cours.html", "cours.html", cours],
      ["/professeurs.html", "professeurs.html", profs],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["secretariat@" + D, "direction@" + D],
      emailKinds: { ["secretariat@" + D]: "role", ["direction@" + D]: "role" },
      contacts: [
        { name: "Gwenaëlle Le Goff", title: "Directrice", role: "owner" },
        { name: "Yann-Ber Kervella", title: "Professeur", role: "other" },
        { name: "Nolwenn Tanguy", title: "Professeure", role: "other" },
        { name: "Erwan Le Bihan", title: "Professeur", role: "other" },
        { name: "Marie-Anne Quéré", title: "Professeure", role: "other" },
        { name: "Soizic Cariou", title: "Secrétariat", role: "other" },
        { name: "Hervé Le Floc'h", title: null, role: "owner" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g044 Bootstrap traders' union Saint-Flour: member cards directory + bureau
{
  const D = "vitrines-saint-flour.fr";
  const members = [
    ["Boucherie Vidal", "Boucherie-charcuterie", "Rue du Collège", "Serge Vidal"],
    ["Coutellerie de la Planèze", "Coutellerie", "Rue des Lacs", "Marion Delmas"],
    ["La Fromagerie du Haut-Cantal", "Fromagerie", "Place d'Armes", "Julien Bouchard"],
    ["Librairie Pagès", "Librairie", "Rue Marchande", "Christine Pagès"],
    ["Optique Lapeyre", "Opticien", "Allées Georges Pompidou", "Damien Lapeyre"],
    ["Chaussures Rouffiac", "Chaussures", "Rue de la Collégiale", "Nadine Rouffiac"],
    ["Au Pain d'Antan", "Boulangerie", "Faubourg des Lacs", "Rémi et Justine Chassang"],
    ["Pharmacie de la Cathédrale", "Pharmacie", "Place d'Armes", "Dr Pascale Roux"],
    ["Fleurs de Margeride", "Fleuriste", "Rue Marchande", "Amandine Teissèdre"],
    ["Le Bistrot de la Halle", "Restaurant", "Place de la Halle aux Bleds", "Fabien Bouquet"],
    ["Salers Sports", "Articles de sport", "Avenue du Commandant Delorme", "Lionel Mathieu"],
    ["Atelier Cuir Cantal", "Maroquinerie", "Rue Sorel", "Inès Bastide"],
  ];
  const cards = members.map(([n, k, r, o]) => `      <div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">${n}</h5><h6 class="card-subtitle mb-2 text-body-secondary">${k}</h6><p class="card-text">${r}, Saint-Flour<br>Gérant·e : ${o}</p></div></div></div>`).join("\n");
  const page = (t, cur, body) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet">
<link href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@6.5.1/css/all.min.css" rel="stylesheet">
</head>
<body class="bg-light">
<nav class="navbar navbar-expand-md bg-white border-bottom"><div class="container">
<a class="navbar-brand fw-bold" href="/">Les Vitrines de Saint-Flour</a>
<ul class="navbar-nav ms-auto">
<li class="nav-item"><a class="nav-link${cur === "/" ? " active" : ""}" href="/">Accueil</a></li>
<li class="nav-item"><a class="nav-link${cur === "/annuaire" ? " active" : ""}" href="/annuaire">Annuaire des commerçants</a></li>
<li class="nav-item"><a class="nav-link${cur === "/association" ? " active" : ""}" href="/association">L'association</a></li>
</ul></div></nav>
<main class="container py-4">
${body}
</main>
<footer class="border-top py-3 text-center small text-muted">Les Vitrines de Saint-Flour – Union des commerçants et artisans · 17 place d'Armes, 15100 Saint-Flour · <a href="mailto:contact@vitrines-saint-flour.fr">contact@vitrines-saint-flour.fr</a></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"></script>
</body>
</html>
`;
  const home = page("Les Vitrines de Saint-Flour", "/", `
<div class="p-5 mb-4 bg-white rounded-3 border"><h1 class="display-6">Consommez local à Saint-Flour</h1><p class="lead">Plus de 70 commerçants, artisans et restaurateurs de la ville haute et de la ville basse réunis en association. Chèques cadeaux « Vitrines » acceptés partout.</p><a class="btn btn-dark" href="/annuaire">Voir l'annuaire</a></div>
<div class="row"><div class="col-md-6"><h2 class="h4">Marché de Noël</h2><p>Du 6 au 22 décembre, place d'Armes, avec 30 chalets et la descente du Père Noël depuis la cathédrale.</p></div><div class="col-md-6"><h2 class="h4">Braderie d'été</h2><p>Premier dimanche d'août, rue de la Collégiale et rue Marchande.</p></div></div>`);
  const annuaire = page("Annuaire des commerçants – Les Vitrines de Saint-Flour", "/annuaire", `
<h1 class="h3 mb-4">Annuaire des commerçants adhérents</h1>
<div class="row row-cols-1 row-cols-md-3 g-3">
${cards}
</div>`);
  const asso = page("L'association – Les Vitrines de Saint-Flour", "/association", `
<h1 class="h3">L'association</h1>
<p>Créée en 1992, l'union des commerçants anime le centre-ville et défend les intérêts du commerce de proximité auprès de la mairie et de la CCI du Cantal.</p>
<h2 class="h5 mt-4">Le bureau</h2>
<div class="row row-cols-1 row-cols-md-3 g-3">
  <div class="col"><div class="card"><div class="card-body"><h5 class="card-title">Élisabeth Cros</h5><p class="card-text text-muted">Présidente</p><p class="card-text small">Maison Cros, arts de la table</p><a href="mailto:presidence@vitrines-saint-flour.fr" class="card-link"><i class="fa-solid fa-envelope"></i> presidence@vitrines-saint-flour.fr</a></div></div></div>
  <div class="col"><div class="card"><div class="card-body"><h5 class="card-title">Julien Bouchard</h5><p class="card-text text-muted">Trésorier</p><p class="card-text small">La Fromagerie du Haut-Cantal</p></div></div></div>
  <div class="col"><div class="card"><div class="card-body"><h5 class="card-title">Sabrina Fournier</h5><p class="card-text text-muted">Animatrice commerce – salariée de l'association</p><a href="mailto:animation@vitrines-saint-flour.fr" class="card-link"><i class="fa-solid fa-envelope"></i> animation@vitrines-saint-flour.fr</a></div></div></div>
</div>`);
  sites.push({
    id: "g044-vitrines-saint-flour",
    domain: D,
    language: "fr",
    patterns: ["directory", "builder-bootstrap", "team-grid", "email-mailto", "email-footer", "junk-version", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/annuaire", "annuaire.html", annuaire],
      ["/association", "association.html", asso],
    ],
    truth: {
      emails: ["contact@" + D, "presidence@" + D, "animation@" + D],
      emailKinds: { ["contact@" + D]: "generic", ["presidence@" + D]: "role", ["animation@" + D]: "role" },
      contacts: [
        { name: "Élisabeth Cros", title: "Présidente", role: "owner" },
        { name: "Julien Bouchard", title: "Trésorier", role: "other" },
        { name: "Sabrina Fournier", title: "Animatrice commerce – salariée de l'association", role: "marketing" },
      ],
      junk: ["bootstrap@5.3.3", "fontawesome-free@6.5.1"],
    },
  });
}

// ------------------------------------------------------------------ g045 Wix repeater caterer Liège: team repeater + corporate client logos
{
  const D = "traiteur-outremeuse.be";
  const S = "g045";
  const nav = [["/", "Accueil"], ["/equipe", "Équipe"], ["/references", "Références"], ["/devis", "Devis"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Traiteur d'Outremeuse SRL · Rue Puits-en-Sock, 63 · 4020 Liège · TVA BE 0712.448.903 · 04 343 17 60</p>`, { top: 30, left: 40, width: 900 });
  const item = (k, name, title) => `<div class="wixui-repeater__item" role="listitem" id="comp-lp0d4m2s__item-${k}"><div data-testid="mesh-container-content">
${wixImage(S + k, `5c3b17_${k}~mv2.jpg`, "", { top: 0, left: 0, w: 220, h: 220 })}
<div id="comp-lp0d4n7e__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lp0d4n7e wixui-rich-text" data-testid="richTextElement"><p class="font_7 wixui-rich-text__text" style="text-align:center"><span class="wixui-rich-text__text">${name}</span></p></div>
<div id="comp-lp0d4p1k__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lp0d4p1k wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text" style="text-align:center"><span style="font-style:italic" class="wixui-rich-text__text">${title}</span></p></div>
</div></div>`;
  const logo = (i, file, alt) => `<div class="gallery-item-container" data-hook="item-container" data-idx="${i}" aria-label="${alt}"><img data-hook="gallery-item-image-img" alt="${alt}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_100/${file}" srcset="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_100/${file} 1x, https://static.wixstatic.com/media/${file}/v1/fill/w_360,h_200/${file} 2x"/></div>`;
  const home = wixPage({
    lang: "fr", seed: S, domain: D, siteName: "Traiteur d'Outremeuse", title: "Traiteur d'Outremeuse | Traiteur à Liège", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Buffets, walking dinners et réceptions</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Cuisine liégeoise et de saison pour mariages, communions, séminaires et événements d'entreprise, de 20 à 800 personnes. Boulets à la liégeoise, salade liégeoise, bouquettes et gaufres sur demande !</p><p class="font_7 wixui-rich-text__text">Écrivez-nous : <a href="mailto:info@traiteur-outremeuse.be" class="wixui-rich-text__text">info@traiteur-outremeuse.be</a></p>`, { top: 220, left: 40, width: 640 })}`,
  });
  const equipe = wixPage({
    lang: "fr", seed: S + "e", domain: D, siteName: "Traiteur d'Outremeuse", title: "Équipe | Traiteur d'Outremeuse", nav, footer,
    body: `${wixText(S + "e0", `<h2 class="font_2 wixui-rich-text__text">L'équipe</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lp0d4m2s" class="comp-lp0d4m2s wixui-repeater" data-testid="repeater" role="list" style="position:absolute;top:120px;left:40px;width:900px;display:grid;grid-template-columns:repeat(4,1fr);gap:20px">
${item("lp0d5a01", "Grégory Lejeune", "Chef &amp; fondateur")}
${item("lp0d5a02", "Sarah Mathy", "Responsable événements")}
${item("lp0d5a03", "Mehdi Benaïssa", "Second de cuisine")}
${item("lp0d5a04", "Valérie Thonon", "Administration &amp; facturation")}
</div>`,
  });
  const refs = wixPage({
    lang: "fr", seed: S + "r", domain: D, siteName: "Traiteur d'Outremeuse", title: "Références | Traiteur d'Outremeuse", nav, footer,
    body: `${wixText(S + "r0", `<h2 class="font_2 wixui-rich-text__text">Ils nous font confiance</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lp0d6b11" class="comp-lp0d6b11 wixui-gallery" style="position:absolute;top:120px;left:40px;width:900px"><div data-testid="gallery-wrapper" class="pro-gallery">
${logo(0, "5c3b17_logo-uliege@2x.png", "Université de Liège")}
${logo(1, "5c3b17_logo-chu-liege.png", "CHU de Liège")}
${logo(2, "5c3b17_logo-standard@2x.png", "Royal Standard de Liège")}
${logo(3, "5c3b17_logo-cmi.png", "John Cockerill")}
${logo(4, "5c3b17_logo-ville-liege@2x.png", "Ville de Liège")}
</div></div>
${wixText(S + "r1", `<p class="font_8 wixui-rich-text__text">« Un service impeccable pour nos 400 invités lors de la rentrée académique. » — Service événements, Université de Liège</p>`, { top: 380, left: 40, width: 800 })}`,
  });
  const devis = wixPage({
    lang: "fr", seed: S + "d", domain: D, siteName: "Traiteur d'Outremeuse", title: "Devis | Traiteur d'Outremeuse", nav, footer,
    body: `${wixText(S + "d0", `<h2 class="font_2 wixui-rich-text__text">Demande de devis</h2><p class="font_8 wixui-rich-text__text">Pour les mariages et grands événements, Sarah vous répond directement : <a href="mailto:sarah@traiteur-outremeuse.be" class="wixui-rich-text__text">sarah@traiteur-outremeuse.be</a> · 0478 22 91 40</p>`, { top: 40, left: 40, width: 800 })}
<div id="comp-lp0d7c22" class="comp-lp0d7c22 wixui-form" style="position:absolute;top:200px;left:40px;width:500px"><form><input placeholder="Nom" class="wixui-text-input__input"/><input type="email" placeholder="vous@exemple.com" class="wixui-text-input__input"/><input placeholder="Date de l'événement" class="wixui-text-input__input"/><input placeholder="Nombre de personnes" class="wixui-text-input__input"/><button class="wixui-button"><span class="wixui-button__label">Envoyer</span></button></form></div>`,
  });
  sites.push({
    id: "g045-traiteur-outremeuse-liege",
    domain: D,
    language: "fr",
    patterns: ["builder-wix", "team-grid", "client-list", "testimonials", "email-mailto", "email-in-person-card", "junk-asset", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/equipe", "equipe.html", equipe],
      ["/references", "references.html", refs],
      ["/devis", "devis.html", devis],
    ],
    truth: {
      emails: ["info@" + D, "sarah@" + D],
      emailKinds: { ["info@" + D]: "generic", ["sarah@" + D]: "person" },
      emailOwners: { ["sarah@" + D]: "Sarah Mathy" },
      contacts: [
        { name: "Grégory Lejeune", title: "Chef & fondateur", role: "owner" },
        { name: "Sarah Mathy", title: "Responsable événements", role: "other" },
        { name: "Mehdi Benaïssa", title: "Second de cuisine", role: "other" },
        { name: "Valérie Thonon", title: "Administration & facturation", role: "operations" },
      ],
      junk: ["5c3b17_logo-uliege@2x.png", "5c3b17_logo-standard@2x.png", "5c3b17_logo-ville-liege@2x.png", "vous@exemple.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g046 WordPress heating engineer Nantes: "Votre interlocuteur", JSON-LD graph, mentions légales
{
  const D = "chauffage-guilbaud-nantes.fr";
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `https://${D}/#website`, url: `https://${D}/`, name: "Guilbaud Chauffage", inLanguage: "fr-FR" },
      {
        "@type": ["Organization", "Plumber"],
        "@id": `https://${D}/#organization`,
        name: "Guilbaud Chauffage Sanitaire",
        url: `https://${D}/`,
        logo: { "@type": "ImageObject", url: `https://${D}/wp-content/uploads/2021/05/logo-guilbaud.png` },
        email: "contact@chauffage-guilbaud-nantes.fr",
        telephone: "+33 2 40 49 18 73",
        address: { "@type": "PostalAddress", streetAddress: "22 rue de la Marrière", postalCode: "44300", addressLocality: "Nantes" },
        founder: { "@type": "Person", "@id": `https://${D}/#/schema/person/a1f3`, name: "Sébastien Guilbaud", jobTitle: "Gérant" },
      },
    ],
  };
  const nav = [["/", "Accueil"], ["/depannage/", "Dépannage"], ["/contact/", "Contact"]];
  const footer = `<div class="footer-widgets"><div class="ast-container"><section class="widget widget_block"><p><strong>Guilbaud Chauffage Sanitaire</strong> · 22 rue de la Marrière, 44300 Nantes · 02 40 49 18 73 · <a href="mailto:contact@chauffage-guilbaud-nantes.fr">contact@chauffage-guilbaud-nantes.fr</a></p><p><a href="/mentions-legales/">Mentions légales</a> · <a href="/politique-de-confidentialite/">Confidentialité</a></p></section></div></div>
<div class="ast-small-footer"><div class="ast-container">© 2024 Guilbaud Chauffage · Site réalisé par <a href="https://atelier-erdre-web.fr">Atelier Erdre Web</a> · contact@atelier-erdre-web.fr</div></div>`;
  const common = { lang: "fr", locale: "fr-FR", domain: D, siteName: "Guilbaud Chauffage", tagline: "Chauffage, plomberie, pompes à chaleur – Nantes Nord", nav, footer, extraHead: `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(graph)}</script>` };
  const home = wpPage({ ...common, title: "Guilbaud Chauffage – Chauffagiste et plombier à Nantes", current: "/", bodyClass: "home page-template-default page",
    body: `<article class="page type-page"><div class="entry-content clear">
<h1 class="wp-block-heading">Votre chauffagiste RGE à Nantes depuis 2004</h1>
<p>Installation et entretien de chaudières gaz, pompes à chaleur air/eau, poêles à granulés, salles de bain clés en main. Interventions à Nantes, Orvault, La Chapelle-sur-Erdre, Carquefou et Sucé-sur-Erdre.</p>
<p>Partenaire Saunier Duval et Atlantic. Qualifications QualiPAC et Qualibois.</p>
</div></article>` });
  const dep = wpPage({ ...common, title: "Dépannage – Guilbaud Chauffage", current: "/depannage/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Dépannage chauffage et plomberie</h1></header><div class="entry-content clear"><p>Panne de chaudière, fuite, ballon d'eau chaude : intervention sous 24 h du lundi au samedi. Contrats d'entretien à partir de 139 € TTC par an.</p></div></article>` });
  const contact = wpPage({ ...common, title: "Contact – Guilbaud Chauffage", current: "/contact/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Contact</h1></header><div class="entry-content clear">
<div class="wp-block-columns"><div class="wp-block-column">
<h3 class="wp-block-heading">Votre interlocuteur</h3>
<p><strong>Sébastien Guilbaud</strong><br>Gérant – devis et chantiers<br>06 61 40 27 18</p>
<h3 class="wp-block-heading">Secrétariat</h3>
<p>Laëtitia Guilbaud – planning des entretiens et facturation<br>02 40 49 18 73<br><a href="mailto:contact@chauffage-guilbaud-nantes.fr">contact@chauffage-guilbaud-nantes.fr</a></p>
</div><div class="wp-block-column">
<div class="wpcf7"><form class="wpcf7-form"><p><label>Votre nom<br><input type="text" name="your-name" class="wpcf7-form-control"></label></p><p><label>Votre e-mail<br><input type="email" name="your-email" class="wpcf7-form-control" placeholder="votre@adresse.fr"></label></p><p><label>Votre message<br><textarea name="your-message" class="wpcf7-form-control"></textarea></label></p><p><input type="submit" value="Envoyer" class="wpcf7-submit"></p></form></div>
</div></div>
</div></article>` });
  const mentions = wpPage({ ...common, title: "Mentions légales – Guilbaud Chauffage", current: "/mentions-legales/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Mentions légales</h1></header><div class="entry-content clear">
<p><strong>Éditeur du site</strong><br>SARL Guilbaud Chauffage Sanitaire, au capital de 15 000 €<br>22 rue de la Marrière, 44300 Nantes<br>RCS Nantes 478 221 094 – APE 4322B<br>Directeur de la publication : Sébastien Guilbaud, gérant</p>
<p><strong>Hébergement</strong><br>o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand</p>
<p><strong>Assurance décennale</strong> : SMABTP, contrat n° 44 118 772.</p>
</div></article>` });
  sites.push({
    id: "g046-guilbaud-chauffage-nantes",
    domain: D,
    language: "fr",
    patterns: ["builder-wordpress", "legal-notice", "jsonld-person", "email-jsonld", "email-mailto", "email-footer", "junk-agency", "junk-placeholder", "junk-asset"],
    pages: [
      ["/", "index.html", home],
      ["/depannage/", "depannage.html", dep],
      ["/contact/", "contact.html", contact],
      ["/mentions-legales/", "mentions-legales.html", mentions],
    ],
    truth: {
      emails: ["contact@" + D],
      emailKinds: { ["contact@" + D]: "generic" },
      contacts: [
        { name: "Sébastien Guilbaud", title: "Gérant", role: "owner" },
        { name: "Laëtitia Guilbaud", title: "planning des entretiens et facturation", role: "operations" },
      ],
      junk: ["contact@atelier-erdre-web.fr", "votre@adresse.fr", "logo@2x.png"],
    },
  });
}

// ------------------------------------------------------------------ g047 Wix gallery osteopaths Lausanne: no email, form only
{
  const D = "osteo-sous-gare-lausanne.ch";
  const S = "g047";
  const nav = [["/", "Accueil"], ["/therapeutes", "Thérapeutes"], ["/tarifs", "Tarifs"], ["/rendez-vous", "Rendez-vous"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Cabinet d'ostéopathie Sous-Gare · Avenue de la Gare 33 · 1003 Lausanne · 021 312 48 90</p><p class="font_9 wixui-rich-text__text">Remboursé par les assurances complémentaires reconnues (ASCA, RME).</p>`, { top: 30, left: 40, width: 900 });
  const gi = (i, file, title, desc) => `<div class="gallery-item-container item-container-regular visible" data-hook="item-container" data-idx="${i}" aria-label="${title}"><img class="gallery-item" data-hook="gallery-item-image-img" alt="" src="https://static.wixstatic.com/media/${file}/v1/fill/w_280,h_340/${file}"/><div class="gallery-item-common-info-outer"><div class="gallery-item-common-info gallery-item-bottom-info"><div class="info-member info-element-title" data-hook="item-title"><span class="info-element-text">${title}</span></div><div class="info-member info-element-description" data-hook="item-description"><span class="info-element-text">${desc}</span></div></div></div></div>`;
  const home = wixPage({
    lang: "fr", seed: S, domain: D, siteName: "Ostéopathie Sous-Gare", title: "Cabinet d'ostéopathie Sous-Gare | Lausanne", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Ostéopathie pour adultes, enfants et sportifs</h1>`, { top: 80, left: 40, width: 760 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Trois ostéopathes diplômés CDS à deux minutes de la gare de Lausanne. Consultations du lundi au samedi, y compris en soirée.</p>`, { top: 240, left: 40, width: 620 })}`,
  });
  const therap = wixPage({
    lang: "fr", seed: S + "t", domain: D, siteName: "Ostéopathie Sous-Gare", title: "Thérapeutes | Ostéopathie Sous-Gare", nav, footer,
    body: `${wixText(S + "t0", `<h2 class="font_2 wixui-rich-text__text">Les thérapeutes</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lz3c9k1a" class="comp-lz3c9k1a wixui-gallery" style="position:absolute;top:120px;left:40px;width:920px"><div data-testid="gallery-wrapper" class="pro-gallery"><div class="pro-gallery-parent-container" style="display:flex;gap:20px">
${gi(0, "f2d6a8_mathilde~mv2.jpg", "Mathilde Rochat", "Ostéopathe D.O. CDS · Fondatrice du cabinet · Pédiatrie")}
${gi(1, "f2d6a8_nicolas~mv2.jpg", "Nicolas Ducommun", "Ostéopathe D.O. CDS · Sport")}
${gi(2, "f2d6a8_ines~mv2.jpg", "Inês Ferreira Bühler", "Ostéopathe D.O. · Femmes enceintes")}
</div></div></div>`,
  });
  const tarifs = wixPage({
    lang: "fr", seed: S + "p", domain: D, siteName: "Ostéopathie Sous-Gare", title: "Tarifs | Ostéopathie Sous-Gare", nav, footer,
    body: wixText(S + "p1", `<h2 class="font_2 wixui-rich-text__text">Tarifs</h2><p class="font_8 wixui-rich-text__text">Consultation (45 à 60 min) : CHF 130.–</p><p class="font_8 wixui-rich-text__text">Nourrisson (moins d'un an) : CHF 110.–</p>`, { top: 40, left: 40, width: 800 }),
  });
  const rdv = wixPage({
    lang: "fr", seed: S + "r", domain: D, siteName: "Ostéopathie Sous-Gare", title: "Rendez-vous | Ostéopathie Sous-Gare", nav, footer,
    body: `${wixText(S + "r1", `<h2 class="font_2 wixui-rich-text__text">Prendre rendez-vous</h2><p class="font_8 wixui-rich-text__text">Par téléphone au 021 312 48 90 ou via le formulaire ci-dessous.</p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lz3ca001" class="comp-lz3ca001 wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input placeholder="Prénom et nom" class="wixui-text-input__input"/><input type="email" placeholder="prenom.nom@exemple.ch" class="wixui-text-input__input"/><input placeholder="Téléphone" class="wixui-text-input__input"/><textarea placeholder="Motif de consultation"></textarea><button class="wixui-button"><span class="wixui-button__label">Envoyer</span></button></form></div>`,
  });
  sites.push({
    id: "g047-osteo-sous-gare-lausanne",
    domain: D,
    language: "fr",
    patterns: ["builder-wix", "team-grid", "no-email", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/therapeutes", "therapeutes.html", therap],
      ["/tarifs", "tarifs.html", tarifs],
      ["/rendez-vous", "rendez-vous.html", rdv],
    ],
    truth: {
      emails: [],
      contacts: [
        { name: "Mathilde Rochat", title: "Ostéopathe D.O. CDS · Fondatrice du cabinet", role: "owner" },
        { name: "Nicolas Ducommun", title: "Ostéopathe D.O. CDS", role: "other" },
        { name: "Inês Ferreira Bühler", title: "Ostéopathe D.O.", role: "other" },
      ],
      junk: ["prenom.nom@exemple.ch", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g048 broken-markup estate agency Biarritz: photo tables, microdata persons, lookalikes
{
  const D = "agence-cote-des-basques.fr";
  const head = (t) => `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<link rel=stylesheet href=style.css>
</head>
<body>
<table width=880 align=center border=0 cellpadding=0 cellspacing=0>
<tr><td><img src=images/bandeau_cdb.jpg width=880 height=140 alt="Agence Côte des Basques">
<tr><td class=menu><a href=index.html>Accueil</a> · <a href=ventes.html>Ventes</a> · <a href=agence.html>L'agence</a> · <a href=contact.html>Contact</a>
<tr><td class=contenu>`;
  const foot = `</td>
<tr><td class=pied>Agence Côte des Basques – SARL au capital de 8 000 € – 9 rue Gambetta, 64200 Biarritz – Carte professionnelle CPI 6401 2018 000 031 447 délivrée par la CCI Bayonne Pays Basque – Garantie financière Galian
</table>
</body>
</html>
`;
  const index = `${head("Agence Côte des Basques – Immobilier à Biarritz")}
<h1>Immobilier de caractère à Biarritz, Anglet et Bidart</h1>
<p>Appartements avec vue océan, villas basques et néo-basques, maisons de ville.
<p><b>Coups de cœur :</b>
<ul>
<li>Villa Eugénie – 5 pièces, jardin, à 300 m de la Grande Plage
<li>Appartement Résidence Louis-Napoléon – 3 pièces, vue phare
<li>Maison rue Pierre Loti – 4 chambres, patio
</ul>
${foot}`;
  const ventes = `${head("Ventes – Agence Côte des Basques")}
<h2>Biens en vente</h2>
<table cellpadding=6>
<tr><td><img src=photos/eugenie.jpg width=220><td><b>Villa Eugénie</b><br>160 m², 5 pièces. DPE C.<br>1 890 000 €
<tr><td><img src=photos/louis-napoleon.jpg width=220><td><b>Résidence Louis-Napoléon</b><br>3 pièces, 74 m², balcon.<br>765 000 €
<tr><td><img src=photos/loti.jpg width=220><td><b>Rue Pierre Loti</b><br>Maison de ville 4 chambres.<br>1 150 000 €
</table>
<p>Honoraires à la charge du vendeur.
${foot}`;
  const agence = `${head("L'agence – Agence Côte des Basques")}
<h2>L'agence</h2>
<p>Installée depuis 2008 face aux Halles, l'agence est dirigée par Maite Etcheverry, native du Pays Basque, entourée d'une équipe parlant français, espagnol, anglais et euskara.
<table border=0 cellpadding=8 cellspacing=0>
<tr itemscope itemtype="https://schema.org/Person">
<td><img src=equipe/maite.jpg width=110 height=140 itemprop=image>
<td><b itemprop=name>Maite Etcheverry</b><br><span itemprop=jobTitle>Gérante</span><br>Français, español, euskara
<tr itemscope itemtype="https://schema.org/Person">
<td><img src=equipe/julien.jpg width=110 height=140 itemprop=image>
<td><b itemprop=name>Julien Darrigrand</b><br><span itemprop=jobTitle>Négociateur immobilier</span><br>Français, English
</td></td>
<tr itemscope itemtype="https://schema.org/Person">
<td><img src=equipe/pilar.jpg width=110 height=140 itemprop=image>
<td><b itemprop=name>Pilar Arrieta</b><br><span itemprop=jobTitle>Négociatrice – clientèle espagnole</span><br><a href="mailto:pilar@agence-cote-des-basques.fr" itemprop=email>pilar@agence-cote-des-basques.fr</a>
</table>
${foot}`;
  const contact = `${head("Contact – Agence Côte des Basques")}
<h2>Contact</h2>
<p>9 rue Gambetta, 64200 Biarritz<br>Tél. 05 59 24 71 38
<p>E-mail : <a href=mailto:agence@agence-cote-des-basques.fr>agence@agence-cote-des-basques.fr</a>
<p>Du mardi au samedi, 9h30–12h30 / 14h30–19h
${foot}`;
  sites.push({
    id: "g048-agence-cote-des-basques",
    domain: D,
    language: "fr",
    patterns: ["broken-markup", "hand-written", "team-table", "microdata-person", "name-lookalikes", "email-mailto", "email-in-person-card"],
    pages: [
      ["/", "index.html", index],
      ["/ventes.html", "ventes.html", ventes],
      ["/agence.html", "agence.html", agence],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["agence@" + D, "pilar@" + D],
      emailKinds: { ["agence@" + D]: "generic", ["pilar@" + D]: "person" },
      emailOwners: { ["pilar@" + D]: "Pilar Arrieta" },
      contacts: [
        { name: "Maite Etcheverry", title: "Gérante", role: "owner" },
        { name: "Julien Darrigrand", title: "Négociateur immobilier", role: "other" },
        { name: "Pilar Arrieta", title: "Négociatrice – clientèle espagnole", role: "other" },
      ],
      junk: [],
    },
  });
}

export default sites;
