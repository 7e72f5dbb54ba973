// dev-4, German sites g049-g060
import { wixPage, wixText, wixImage, jimdoPage, jm, godaddyPage, gdSection, wpPage } from "./_lib.mjs";

const sites = [];

// ------------------------------------------------------------------ g049 hand-written garage Bad Tölz: Inhaber, Impressum, t-online address
{
  const D = "kfz-huber-badtoelz.de";
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
<META NAME="description" CONTENT="Kfz-Meisterbetrieb Huber in Bad Tölz: Inspektion, HU/AU, Reifen, Unfallinstandsetzung">
<TITLE>${t}</TITLE>
</HEAD>
<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000CC" VLINK="#660099">
<TABLE WIDTH="750" BORDER="0" CELLSPACING="0" CELLPADDING="0" ALIGN="CENTER">
<TR><TD COLSPAN="2" BGCOLOR="#CC0000" HEIGHT="70"><FONT FACE="Arial" SIZE="6" COLOR="#FFFFFF"><B>&nbsp;KFZ HUBER</B></FONT><FONT FACE="Arial" SIZE="2" COLOR="#FFFFFF"> &nbsp;Meisterbetrieb seit 1968</FONT></TD></TR>
<TR>
<TD WIDTH="150" VALIGN="TOP" BGCOLOR="#EEEEEE"><FONT FACE="Arial" SIZE="2"><BR>
&nbsp;<A HREF="index.html">Startseite</A><BR><BR>
&nbsp;<A HREF="leistungen.html">Leistungen</A><BR><BR>
&nbsp;<A HREF="kontakt.html">Kontakt</A><BR><BR>
&nbsp;<A HREF="impressum.html">Impressum</A><BR><BR>
</FONT></TD>
<TD VALIGN="TOP" STYLE="padding:10px"><FONT FACE="Arial" SIZE="2">
${body}
</FONT></TD>
</TR>
<TR><TD COLSPAN="2" ALIGN="CENTER"><FONT FACE="Arial" SIZE="1" COLOR="#666666">Kfz Huber &middot; Sachsenkamer Stra&szlig;e 21 &middot; 83646 Bad T&ouml;lz &middot; Tel. 08041 / 7 12 48</FONT></TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  const index = page("Kfz Huber - Ihre Meisterwerkstatt in Bad Tölz", `
<H2>Gr&uuml;&szlig; Gott bei Kfz Huber!</H2>
<P>Seit 1968 sind wir Ihre freie Werkstatt f&uuml;r alle Marken im Isarwinkel. Ob Inspektion nach Herstellervorgaben, Hauptuntersuchung (jeden Dienstag und Donnerstag im Haus), Klimaservice oder Unfallreparatur &ndash; bei uns sind Sie und Ihr Auto in guten H&auml;nden.</P>
<P><B>&Ouml;ffnungszeiten:</B><BR>
Mo &ndash; Fr 7.30 &ndash; 12.00 und 13.00 &ndash; 17.30 Uhr<BR>
Sa nach Vereinbarung</P>
<P><FONT COLOR="#CC0000"><B>Reifenwechsel-Saison:</B></FONT> Bitte vereinbaren Sie rechtzeitig einen Termin! Einlagerung Ihrer R&auml;der ab 39,- &euro; pro Saison.</P>`);
  const leistungen = page("Leistungen - Kfz Huber", `
<H2>Unsere Leistungen</H2>
<UL>
<LI>Inspektion und Wartung aller Marken</LI>
<LI>HU/AU durch T&Uuml;V S&Uuml;D im Haus</LI>
<LI>Bremsen, Auspuff, Sto&szlig;d&auml;mpfer</LI>
<LI>Reifenservice und Einlagerung</LI>
<LI>Unfallinstandsetzung und Lackierung</LI>
<LI>Wohnmobil-Service (bis 7,5 t)</LI>
</UL>`);
  const kontakt = page("Kontakt - Kfz Huber", `
<H2>Kontakt</H2>
<TABLE BORDER="0" CELLPADDING="4">
<TR><TD VALIGN="TOP"><FONT FACE="Arial" SIZE="2">
<B>Kfz Huber</B><BR>
Sachsenkamer Stra&szlig;e 21<BR>
83646 Bad T&ouml;lz<BR><BR>
Telefon: 08041 / 7 12 48<BR>
Telefax: 08041 / 7 12 49<BR>
E-Mail: <A HREF="mailto:kfz-huber-toelz@t-online.de">kfz-huber-toelz@t-online.de</A>
</FONT></TD>
<TD WIDTH="40">&nbsp;</TD>
<TD VALIGN="TOP"><FONT FACE="Arial" SIZE="2">
<B>Ihre Ansprechpartner:</B><BR><BR>
Georg Huber jun.<BR>
<I>Kfz-Meister, Inhaber</I><BR><BR>
Resi Huber<BR>
<I>B&uuml;ro, Terminvergabe</I><BR><BR>
Andreas Pfisterer<BR>
<I>Werkstattleiter</I>
</FONT></TD></TR>
</TABLE>`);
  const impressum = page("Impressum - Kfz Huber", `
<H2>Impressum</H2>
<P>Angaben gem&auml;&szlig; &sect; 5 TMG:</P>
<P>Kfz Huber<BR>
Inhaber: Georg Huber jun.<BR>
Sachsenkamer Stra&szlig;e 21<BR>
83646 Bad T&ouml;lz</P>
<P>Telefon: 08041 / 7 12 48<BR>
E-Mail: kfz-huber-toelz@t-online.de</P>
<P>Umsatzsteuer-Identifikationsnummer gem&auml;&szlig; &sect; 27a UStG: DE 131 887 402</P>
<P>Eingetragen in die Handwerksrolle der Handwerkskammer f&uuml;r M&uuml;nchen und Oberbayern</P>`);
  sites.push({
    id: "g049-kfz-huber-bad-toelz",
    domain: D,
    language: "de",
    patterns: ["hand-written", "legal-notice", "email-mailto", "email-text"],
    pages: [
      ["/", "index.html", index],
      ["/leistungen.html", "leistungen.html", leistungen],
      ["/kontakt.html", "kontakt.html", kontakt],
      ["/impressum.html", "impressum.html", impressum],
    ],
    truth: {
      emails: ["kfz-huber-toelz@t-online.de"],
      emailKinds: { "kfz-huber-toelz@t-online.de": "generic" },
      contacts: [
        { name: "Georg Huber jun.", title: "Kfz-Meister, Inhaber", role: "owner" },
        { name: "Resi Huber", title: "Büro, Terminvergabe", role: "operations" },
        { name: "Andreas Pfisterer", title: "Werkstattleiter", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g050 tax advisers Landshut: Name/Funktion/Durchwahl/E-Mail table, Berufsrecht impressum
{
  const D = "stb-wimmer-landshut.de";
  const page = (t, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="de" lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${t}</title>
<link rel="stylesheet" type="text/css" href="css/layout.css" />
</head>
<body>
<div id="rahmen">
<div id="kopf"><img src="bilder/logo_wimmer.gif" alt="Wimmer &amp; Partner Steuerberater" width="310" height="75" /></div>
<ul id="navi">
<li><a href="index.html">Kanzlei</a></li>
<li><a href="leistungen.html">Leistungen</a></li>
<li><a href="team.html">Team</a></li>
<li><a href="kontakt.html">Kontakt</a></li>
<li><a href="impressum.html">Impressum</a></li>
</ul>
<div id="inhalt">
${body}
</div>
<div id="fuss">Wimmer &amp; Partner mbB Steuerberatungsgesellschaft &middot; Altstadt 312 &middot; 84028 Landshut &middot; Tel. 0871 / 9 24 55-0 &middot; kanzlei@stb-wimmer-landshut.de</div>
</div>
</body>
</html>
`;
  const index = page("Wimmer & Partner – Steuerberater in Landshut", `
<h1>Willkommen bei Wimmer &amp; Partner</h1>
<p>Seit 1979 berät unsere Kanzlei mittelständische Unternehmen, Handwerksbetriebe, Ärzte, Landwirte und Privatpersonen in Niederbayern. Mit zwei Partnern und 18 Mitarbeiterinnen und Mitarbeitern sind wir eine der größeren Steuerkanzleien in Landshut.</p>
<p>Wir arbeiten digital mit DATEV Unternehmen online – Belege können Sie bequem per App übermitteln.</p>`);
  const leistungen = page("Leistungen – Wimmer & Partner", `
<h1>Leistungen</h1>
<ul><li>Finanz- und Lohnbuchhaltung</li><li>Jahresabschlüsse und Steuererklärungen</li><li>Betriebswirtschaftliche Beratung</li><li>Land- und forstwirtschaftliche Buchführung</li><li>Unternehmensnachfolge und Erbschaftsteuer</li></ul>`);
  const team = page("Team – Wimmer & Partner", `
<h1>Unser Team</h1>
<p>Sie erreichen uns unter 0871 / 9 24 55 und der jeweiligen Durchwahl.</p>
<table class="team" summary="Ansprechpartner">
<thead><tr><th>Name</th><th>Funktion</th><th>Durchwahl</th><th>E-Mail</th></tr></thead>
<tbody>
<tr><td>Dipl.-Kfm. Thomas Wimmer</td><td>Steuerberater, Partner</td><td>-11</td><td><a href="mailto:t.wimmer@stb-wimmer-landshut.de">t.wimmer@stb-wimmer-landshut.de</a></td></tr>
<tr><td>Dr. Katharina Brunnhuber</td><td>Steuerberaterin, Partnerin</td><td>-12</td><td><a href="mailto:k.brunnhuber@stb-wimmer-landshut.de">k.brunnhuber@stb-wimmer-landshut.de</a></td></tr>
<tr><td>Stefanie Gschwendtner</td><td>Steuerfachwirtin, Leitung Lohnbuchhaltung</td><td>-20</td><td><a href="mailto:lohn@stb-wimmer-landshut.de">lohn@stb-wimmer-landshut.de</a></td></tr>
<tr><td>Markus Ertl</td><td>Bilanzbuchhalter</td><td>-24</td><td><a href="mailto:m.ertl@stb-wimmer-landshut.de">m.ertl@stb-wimmer-landshut.de</a></td></tr>
<tr><td>Sabine Obermaier</td><td>Kanzleimanagerin</td><td>-10</td><td><a href="mailto:kanzlei@stb-wimmer-landshut.de">kanzlei@stb-wimmer-landshut.de</a></td></tr>
</tbody>
</table>`);
  const kontakt = page("Kontakt – Wimmer & Partner", `
<h1>Kontakt</h1>
<p>Wimmer &amp; Partner mbB<br />Altstadt 312<br />84028 Landshut</p>
<p>Telefon 0871 / 9 24 55-0<br />Telefax 0871 / 9 24 55-99<br />E-Mail <a href="mailto:kanzlei@stb-wimmer-landshut.de">kanzlei@stb-wimmer-landshut.de</a></p>
<p>Bürozeiten: Mo–Do 8–17 Uhr, Fr 8–13 Uhr</p>`);
  const impressum = page("Impressum – Wimmer & Partner", `
<h1>Impressum</h1>
<p>Wimmer &amp; Partner mbB Steuerberatungsgesellschaft<br />Altstadt 312, 84028 Landshut<br />Partnerschaftsregister: Amtsgericht Landshut PR 118</p>
<p>Vertretungsberechtigte Partner: Dipl.-Kfm. Thomas Wimmer, Dr. Katharina Brunnhuber</p>
<p>Berufsbezeichnung: Steuerberater/Steuerberaterin (verliehen in der Bundesrepublik Deutschland)<br />Zuständige Kammer: Steuerberaterkammer München, Nederlinger Straße 9, 80638 München</p>
<p>USt-IdNr.: DE 812 445 118</p>`);
  sites.push({
    id: "g050-wimmer-partner-landshut",
    domain: D,
    language: "de",
    patterns: ["hand-written", "team-table", "legal-notice", "email-in-person-card", "email-mailto", "email-footer"],
    pages: [
      ["/", "index.html", index],
      ["/leistungen.html", "leistungen.html", leistungen],
      ["/team.html", "team.html", team],
      ["/kontakt.html", "kontakt.html", kontakt],
      ["/impressum.html", "impressum.html", impressum],
    ],
    truth: {
      emails: ["kanzlei@" + D, "t.wimmer@" + D, "k.brunnhuber@" + D, "lohn@" + D, "m.ertl@" + D],
      emailKinds: { ["kanzlei@" + D]: "generic", ["t.wimmer@" + D]: "person", ["k.brunnhuber@" + D]: "person", ["lohn@" + D]: "role", ["m.ertl@" + D]: "person" },
      emailOwners: { ["t.wimmer@" + D]: "Thomas Wimmer", ["k.brunnhuber@" + D]: "Katharina Brunnhuber", ["m.ertl@" + D]: "Markus Ertl" },
      contacts: [
        { name: "Thomas Wimmer", title: "Steuerberater, Partner", role: "owner" },
        { name: "Katharina Brunnhuber", title: "Steuerberaterin, Partnerin", role: "owner" },
        { name: "Stefanie Gschwendtner", title: "Steuerfachwirtin, Leitung Lohnbuchhaltung", role: "other" },
        { name: "Markus Ertl", title: "Bilanzbuchhalter", role: "other" },
        { name: "Sabine Obermaier", title: "Kanzleimanagerin", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g051 Wix vet Graz: academic titles, split spans, Offenlegung
{
  const D = "tierarzt-mariatrost.at";
  const S = "g051";
  const nav = [["/", "Start"], ["/team", "Team"], ["/leistungen", "Leistungen"], ["/kontakt", "Kontakt"], ["/impressum", "Impressum"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Tierarztpraxis Mariatrost · Mariatroster Straße 174 · 8044 Graz · 0316 39 12 07 · <a href="https://${D}/impressum" class="wixui-rich-text__text">Impressum</a></p>`, { top: 30, left: 40, width: 900 });
  const home = wixPage({
    lang: "de", seed: S, domain: D, siteName: "Tierarztpraxis Mariatrost", title: "Tierarztpraxis Mariatrost | Graz", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Ihre Kleintierpraxis im Grazer Osten</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Hunde, Katzen, Kaninchen, Meerschweinchen und Vögel. Ordination Mo–Fr 9–11 und 16–19 Uhr, Sa 9–11 Uhr. Hausbesuche in Mariatrost, Andritz und Kainbach nach Vereinbarung.</p>`, { top: 220, left: 40, width: 620 })}`,
  });
  const team = wixPage({
    lang: "de", seed: S + "t", domain: D, siteName: "Tierarztpraxis Mariatrost", title: "Team | Tierarztpraxis Mariatrost", nav, footer,
    body: `${wixText(S + "t0", `<h2 class="font_2 wixui-rich-text__text">Unser Team</h2>`, { top: 40, left: 40, width: 600 })}
${wixImage(S + "p1", "c4e1b9_theresa~mv2.jpg", "", { top: 120, left: 40, w: 260, h: 300 })}
${wixText(S + "n1", `<p class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Mag. med. vet. Theresa </span><span style="font-weight:bold;" class="wixui-rich-text__text">Pölzl</span></p><p class="font_8 wixui-rich-text__text">Praxisinhaberin</p>`, { top: 440, left: 40, width: 260 })}
${wixImage(S + "p2", "c4e1b9_florian~mv2.jpg", "", { top: 120, left: 340, w: 260, h: 300 })}
${wixText(S + "n2", `<p class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Dr. med. vet. Flo</span><span class="wixui-rich-text__text">rian Kainz</span></p>`, { top: 440, left: 340, width: 260 })}
${wixText(S + "t2", `<p class="font_8 wixui-rich-text__text">Tierarzt · Zahnheilkunde</p>`, { top: 480, left: 340, width: 260 })}
${wixImage(S + "p3", "c4e1b9_jasmin~mv2.jpg", "", { top: 120, left: 640, w: 260, h: 300 })}
${wixText(S + "n3", `<p class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Jasmin Url</span></p><p class="font_8 wixui-rich-text__text">Tierärztliche Ordinationsassistentin</p>`, { top: 440, left: 640, width: 260 })}`,
  });
  const leist = wixPage({
    lang: "de", seed: S + "l", domain: D, siteName: "Tierarztpraxis Mariatrost", title: "Leistungen | Tierarztpraxis Mariatrost", nav, footer,
    body: wixText(S + "l1", `<h2 class="font_2 wixui-rich-text__text">Leistungen</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8">Impfungen und Heimtierpass</p></li><li><p class="font_8">Kastrationen und Weichteilchirurgie</p></li><li><p class="font_8">Zahnsanierung</p></li><li><p class="font_8">Digitales Röntgen und Ultraschall</p></li></ul>`, { top: 40, left: 40, width: 800 }),
  });
  const kontakt = wixPage({
    lang: "de", seed: S + "k", domain: D, siteName: "Tierarztpraxis Mariatrost", title: "Kontakt | Tierarztpraxis Mariatrost", nav, footer,
    body: `${wixText(S + "k1", `<h2 class="font_2 wixui-rich-text__text">Kontakt</h2><p class="font_8 wixui-rich-text__text">Mariatroster Straße 174, 8044 Graz</p><p class="font_8 wixui-rich-text__text">0316 39 12 07</p><p class="font_8 wixui-rich-text__text"><a href="mailto:praxis@tierarzt-mariatrost.at" class="wixui-rich-text__text">praxis@tierarzt-mariatrost.at</a></p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lq2w8e5r" class="comp-lq2w8e5r wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input placeholder="Name" class="wixui-text-input__input"/><input type="email" placeholder="max.mustermann@beispiel.at" class="wixui-text-input__input"/><input placeholder="Name des Tieres" class="wixui-text-input__input"/><textarea placeholder="Nachricht"></textarea><button class="wixui-button"><span class="wixui-button__label">Senden</span></button></form></div>`,
  });
  const impressum = wixPage({
    lang: "de", seed: S + "i", domain: D, siteName: "Tierarztpraxis Mariatrost", title: "Impressum | Tierarztpraxis Mariatrost", nav, footer,
    body: wixText(S + "i1", `<h2 class="font_2 wixui-rich-text__text">Impressum</h2><p class="font_8 wixui-rich-text__text">Offenlegung gemäß § 25 Mediengesetz und Informationspflicht laut § 5 E-Commerce-Gesetz:</p><p class="font_8 wixui-rich-text__text">Mag. med. vet. Theresa Pölzl, Tierärztin<br class="wixui-rich-text__text">Mariatroster Straße 174, 8044 Graz</p><p class="font_8 wixui-rich-text__text">E-Mail: praxis@tierarzt-mariatrost.at</p><p class="font_8 wixui-rich-text__text">Mitglied der Österreichischen Tierärztekammer, Landesstelle Steiermark. Berufsrecht: Tierärztegesetz (www.ris.bka.gv.at).</p>`, { top: 40, left: 40, width: 800 }),
  });
  sites.push({
    id: "g051-tierarzt-mariatrost-graz",
    domain: D,
    language: "de",
    patterns: ["builder-wix", "team-grid", "legal-notice", "email-mailto", "email-text", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/team", "team.html", team],
      ["/leistungen", "leistungen.html", leist],
      ["/kontakt", "kontakt.html", kontakt],
      ["/impressum", "impressum.html", impressum],
    ],
    truth: {
      emails: ["praxis@" + D],
      emailKinds: { ["praxis@" + D]: "generic" },
      contacts: [
        { name: "Theresa Pölzl", title: "Praxisinhaberin", role: "owner" },
        { name: "Florian Kainz", title: "Tierarzt · Zahnheilkunde", role: "other" },
        { name: "Jasmin Url", title: "Tierärztliche Ordinationsassistentin", role: "other" },
      ],
      junk: ["max.mustermann@beispiel.at", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g052 Jimdo bakery Titisee-Neustadt: web.de obfuscated, Gästebuch, prose
{
  const D = "baeckerei-faller-neustadt.de";
  const S = "g052";
  const nav = [["/", "Start"], ["/ueber-uns/", "Über uns"], ["/sortiment/", "Sortiment"], ["/gaestebuch/", "Gästebuch"], ["/kontakt/", "Kontakt"]];
  const fl = [["/impressum/", "Impressum"], ["/datenschutz/", "Datenschutz"]];
  const sidebar = jm(S + "sb", "text", `<p><strong>Bäckerei-Konditorei Faller</strong><br/>Hauptstraße 38<br/>79822 Titisee-Neustadt</p><p>Tel. 07651 / 22 81</p><p>Mo–Fr 6–18 Uhr<br/>Sa 6–13 Uhr<br/>So 7.30–11 Uhr</p>`);
  const p = (cur, title, body) => jimdoPage({ lang: "de", seed: S + cur, domain: D, siteName: "Bäckerei Faller", title, nav, current: cur, footerLinks: fl, sidebar, body });
  const home = p("/", "Bäckerei-Konditorei Faller – Titisee-Neustadt", [
    jm(S + "1", "header", `<h1>Schwarzwälder Backtradition seit 1921</h1>`),
    jm(S + "2", "text", `<p>Holzofenbrot, Seelen, Dinnele und natürlich die echte Schwarzwälder Kirschtorte – nach den Rezepten von vier Generationen, mit Mehl aus der Kirnbacher Mühle und Kirschwasser aus dem Hochschwarzwald.</p>`),
  ].join("\n"));
  const ueber = p("/ueber-uns/", "Über uns – Bäckerei Faller", [
    jm(S + "u1", "header", `<h1>Über uns</h1>`),
    jm(S + "u2", "textWithImage", `<figure class="cc-imagewrapper cc-m-image-align-1"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=260x10000/path/s7e2c/image/i1b0d/version/1540/image.jpg" alt="Backstube"/></figure><div class="cc-m-textwithimage-inline-rte"><p>Seit 2009 führt Bäckermeister <strong>Matthias Faller</strong> den Familienbetrieb in vierter Generation. Die Torten und Pralinen verantwortet seine Frau, Konditormeisterin <strong>Andrea Faller-Hog</strong>.</p><p>Im Laden begrüßt Sie seit über 25 Jahren unsere Verkaufsleiterin <strong>Brigitte Kaltenbach</strong>.</p><p>Wir bilden jedes Jahr Bäcker/innen und Fachverkäufer/innen aus – sprechen Sie uns an!</p></div>`),
  ].join("\n"));
  const sort = p("/sortiment/", "Sortiment – Bäckerei Faller", [
    jm(S + "s1", "header", `<h1>Sortiment</h1>`),
    jm(S + "s2", "text", `<ul><li>Holzofenbrot „Feldberg" – 4,60 €</li><li>Schwarzwälder Kirschtorte (Stück) – 3,90 €</li><li>Seelen – 1,10 €</li><li>Hefezopf (samstags) – 3,50 €</li></ul><p>Torten auf Bestellung: bitte mindestens drei Tage vorher.</p>`),
  ].join("\n"));
  const gb = p("/gaestebuch/", "Gästebuch – Bäckerei Faller", [
    jm(S + "g1", "header", `<h1>Gästebuch</h1>`),
    jm(S + "g2", "guestbook", `<div class="j-guestbook-list">
<div class="commententry"><div class="com-meta"><strong>Familie Brugger aus Freiburg</strong> <span class="com-date">(Sonntag, 14. Juli 2024 17:20)</span></div><p>Jedes Jahr im Urlaub am Titisee unser erster Weg: Kirschtorte bei Fallers!</p></div>
<div class="commententry"><div class="com-meta"><strong>Helga Schwörer</strong> <span class="com-date">(Dienstag, 23. April 2024 09:41)</span></div><p>Die Hochzeitstorte war ein Traum. Danke, liebe Frau Faller-Hog!</p></div>
<div class="commententry"><div class="com-meta"><strong>Jan de Vries</strong> <span class="com-date">(Samstag, 10. Februar 2024 12:03)</span></div><p>Lekker brood, heel vriendelijk.</p></div>
</div>`),
  ].join("\n"));
  const kontakt = p("/kontakt/", "Kontakt – Bäckerei Faller", [
    jm(S + "k1", "header", `<h1>Kontakt</h1>`),
    jm(S + "k2", "text", `<p>Bäckerei-Konditorei Faller<br/>Hauptstraße 38, 79822 Titisee-Neustadt</p><p>Telefon 07651 / 22 81</p><p>E-Mail: baeckerei-faller (at) web (punkt) de</p><p>Tortenbestellungen gerne auch telefonisch.</p>`),
  ].join("\n"));
  const impressum = p("/impressum/", "Impressum – Bäckerei Faller", [
    jm(S + "i1", "text", `<h1>Impressum</h1><p>Bäckerei-Konditorei Faller e.K.<br/>Inhaber: Matthias Faller<br/>Hauptstraße 38, 79822 Titisee-Neustadt</p><p>Handelsregister: Amtsgericht Freiburg HRA 680112</p><p>Kontakt: 07651 / 22 81, baeckerei-faller (at) web (punkt) de</p>`),
  ].join("\n"));
  const datenschutz = p("/datenschutz/", "Datenschutz – Bäckerei Faller", [jm(S + "d1", "text", `<h1>Datenschutzerklärung</h1><p>Diese Website wird bei der Jimdo GmbH, Stresemannstraße 375, 22761 Hamburg gehostet.</p>`)].join("\n"));
  sites.push({
    id: "g052-baeckerei-faller-titisee",
    domain: D,
    language: "de",
    patterns: ["about-prose", "testimonials", "legal-notice", "email-obfuscated"],
    pages: [
      ["/", "index.html", home],
      ["/ueber-uns/", "ueber-uns.html", ueber],
      ["/sortiment/", "sortiment.html", sort],
      ["/gaestebuch/", "gaestebuch.html", gb],
      ["/kontakt/", "kontakt.html", kontakt],
      ["/impressum/", "impressum.html", impressum],
      ["/datenschutz/", "datenschutz.html", datenschutz],
    ],
    truth: {
      emails: ["baeckerei-faller@web.de"],
      emailKinds: { "baeckerei-faller@web.de": "generic" },
      contacts: [
        { name: "Matthias Faller", title: "Inhaber", role: "owner" },
        { name: "Andrea Faller-Hog", title: "Konditormeisterin", role: "other" },
        { name: "Brigitte Kaltenbach", title: "Verkaufsleiterin", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g053 broken-markup law office Bamberg: dl lawyers, founder deceased, obfuscated
{
  const D = "kanzlei-hofmann-bamberg.de";
  const head = (t) => `<html>
<head>
<title>${t}</title>
<meta http-equiv="content-type" content="text/html; charset=utf-8">
<link rel="stylesheet" href="styles.css">
</head>
<body>
<div id="container">
<div id="kopf"><h1>Rechtsanwälte Dr. Hofmann &amp; Kollegen</h1><span>Bamberg · seit 1962</span></div>
<div id="menue">
<a href="index.html">Startseite</a> |
<a href="anwaelte.html">Anwälte</a> |
<a href="rechtsgebiete.html">Rechtsgebiete</a> |
<a href="kontakt.html">Kontakt / Impressum</a>
</div>
<div id="text">`;
  const foot = `</div>
<div id="fuss">Dr. Hofmann &amp; Kollegen · Schönleinsplatz 4 · 96047 Bamberg · 0951 / 2 08 77-0</div>
</div>
</body></html>
`;
  const index = `${head("Rechtsanwälte Dr. Hofmann & Kollegen – Bamberg")}
<h2>Willkommen</h2>
<p>Unsere Kanzlei wurde 1962 von Rechtsanwalt Dr. Ernst Hofmann († 2011) gegründet und wird heute als Partnerschaft von drei Rechtsanwälten geführt.
<p>Wir vertreten Privatpersonen und mittelständische Unternehmen in Oberfranken – im Arbeitsrecht, Familienrecht, Erbrecht, Verkehrsrecht und Mietrecht.
</div>
<p><b>Termine nach Vereinbarung</b>, auch am Samstagvormittag.</b>
${foot}`;
  const anwaelte = `${head("Anwälte – Dr. Hofmann & Kollegen")}
<h2>Unsere Anwälte</h2>
<dl>
<dt><strong>Christine Hofmann-Lang</strong>
<dd>Rechtsanwältin, Partnerin<br>Fachanwältin für Familienrecht
<dt><strong>Stefan Dietz</strong>
<dd>Rechtsanwalt, Partner<br>Fachanwalt für Arbeitsrecht<br>
E-Mail: dietz [at] kanzlei-hofmann-bamberg [punkt] de
<dt><strong>Ayşe Yılmaz</strong></dt>
<dd>Rechtsanwältin<br>Erbrecht, Mietrecht<br>Sprachen: Deutsch, Türkisch, Englisch</dd>
</dd></dd>
</dl>
<!-- Referendar/in: derzeit nicht besetzt
<dt>...</dt> -->
<h3>Sekretariat</h3>
Frau Monika Schütz (Büroleitung)<br>
Frau Lena Rauh (Rechtsanwaltsfachangestellte)
<p>Wir arbeiten eng mit der Notarin Gertraud Zeis (Promenadestraße 2) zusammen.
${foot}`;
  const gebiete = `${head("Rechtsgebiete – Dr. Hofmann & Kollegen")}
<h2>Rechtsgebiete</h2>
<ul>
<li>Arbeitsrecht (Kündigungsschutz, Aufhebungsverträge)
<li>Familienrecht (Scheidung, Unterhalt, Sorgerecht)
<li>Erbrecht (Testamente, Pflichtteil)
<li>Verkehrsrecht
<li>Mietrecht
</ul>
${foot}`;
  const kontakt = `${head("Kontakt / Impressum – Dr. Hofmann & Kollegen")}
<h2>Kontakt</h2>
<p>Schönleinsplatz 4<br>96047 Bamberg<br>Telefon 0951 / 2 08 77-0<br>Telefax 0951 / 2 08 77-20<br>E-Mail: kanzlei [at] kanzlei-hofmann-bamberg [punkt] de
<h2>Impressum</h2>
<p>Dr. Hofmann &amp; Kollegen Rechtsanwälte PartG, Partnerschaftsregister AG Nürnberg PR 447<br>
Partner: Rechtsanwältin Christine Hofmann-Lang, Rechtsanwalt Stefan Dietz<br>
Zuständige Kammer: Rechtsanwaltskammer Bamberg, Friedrichstraße 7, 96047 Bamberg<br>
Berufsbezeichnung: Rechtsanwalt/Rechtsanwältin (verliehen in der Bundesrepublik Deutschland)<br>
USt-IdNr.: DE 132 118 440
${foot}`;
  sites.push({
    id: "g053-kanzlei-hofmann-bamberg",
    domain: D,
    language: "de",
    patterns: ["broken-markup", "hand-written", "definition-list", "legal-notice", "email-obfuscated", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/anwaelte.html", "anwaelte.html", anwaelte],
      ["/rechtsgebiete.html", "rechtsgebiete.html", gebiete],
      ["/kontakt.html", "kontakt.html", kontakt],
    ],
    truth: {
      emails: ["kanzlei@" + D, "dietz@" + D],
      emailKinds: { ["kanzlei@" + D]: "generic", ["dietz@" + D]: "person" },
      emailOwners: { ["dietz@" + D]: "Stefan Dietz" },
      contacts: [
        { name: "Christine Hofmann-Lang", title: "Rechtsanwältin, Partnerin", role: "owner" },
        { name: "Stefan Dietz", title: "Rechtsanwalt, Partner", role: "owner" },
        { name: "Ayşe Yılmaz", title: "Rechtsanwältin", role: "other" },
        { name: "Monika Schütz", title: "Büroleitung", role: "operations" },
        { name: "Lena Rauh", title: "Rechtsanwaltsfachangestellte", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g054 GoDaddy guesthouse Berchtesgaden: hosts prose, reviews, footer email
{
  const D = "pension-watzmannblick.de";
  const S = "g054";
  const nav = [["/", "Startseite"], ["/zimmer", "Zimmer"], ["/gastgeber", "Ihre Gastgeber"], ["/kontakt", "Kontakt"]];
  const footer = `<p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="x-el x-el-p c1-44"><span>Copyright © 2024 Pension Watzmannblick - Alle Rechte vorbehalten.</span></p>
<p data-ux="FooterText" data-aid="FOOTER_DETAILS_RENDERED" class="x-el x-el-p c1-45">Pension Watzmannblick · Inh. Josef Stangassinger · Ramsauer Straße 61 · 83471 Berchtesgaden · urlaub@pension-watzmannblick.de</p>`;
  const common = { lang: "de", domain: D, siteName: "Pension Watzmannblick", nav, phone: "08652 / 41 77", footer };
  const home = godaddyPage({ ...common, seed: S, title: "Pension Watzmannblick | Berchtesgaden",
    body: `${gdSection(S + "h", "header", `<h1 data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" class="x-el x-el-h1 c1-50">Urlaub mit Blick auf den Watzmann</h1><p data-aid="HEADER_TAGLINE2_RENDERED" class="x-el x-el-p c1-51">Familiengeführte Frühstückspension, 1 km vom Zentrum, Gästekarte inklusive.</p>`)}
${gdSection(S + "rv", "reviews", `<h2 data-ux="SectionHeading" data-aid="REVIEWS_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-47">Das sagen unsere Gäste</h2>
<div data-ux="Grid"><div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_0"><p data-aid="REVIEW_TEXT_0">„Herzliche Gastgeber, das Frühstück mit selbstgemachter Marmelade von Frau Stangassinger ist ein Gedicht."</p><p data-aid="REVIEW_AUTHOR_0">Familie Reinhardt aus Kassel</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_1"><p data-aid="REVIEW_TEXT_1">„Sepp kennt jede Hütte – seine Tourentipps waren Gold wert."</p><p data-aid="REVIEW_AUTHOR_1">Dr. Wolfgang Eberle, Stuttgart</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_2"><p data-aid="REVIEW_TEXT_2">„Sauber, ruhig, traumhafte Aussicht."</p><p data-aid="REVIEW_AUTHOR_2">Marieke &amp; Joost, Utrecht</p></div></div></div>`)}` });
  const zimmer = godaddyPage({ ...common, seed: S + "z", title: "Zimmer | Pension Watzmannblick",
    body: gdSection(S + "z1", "content", `<h1 data-ux="SectionHeading" class="x-el x-el-h1 c1-47">Zimmer &amp; Preise</h1><div data-ux="ContentCards"><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING0">Doppelzimmer Watzmann</h4><p>Balkon mit Bergblick, 42 € p. P./Nacht inkl. Frühstück.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING1">Einzelzimmer Jenner</h4><p>48 € inkl. Frühstück.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING2">Ferienwohnung Königssee</h4><p>2–4 Personen, ab 95 €.</p></div></div><p>Kurtaxe 3,10 € p. P./Nacht.</p>`) });
  const gast = godaddyPage({ ...common, seed: S + "g", title: "Ihre Gastgeber | Pension Watzmannblick",
    body: gdSection(S + "g1", "about", `<h1 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Ihre Gastgeber</h1>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED" class="x-el x-el-div c1-53"><p>Grüß Gott! Wir sind Josef („Sepp") und Maria Stangassinger. Das Haus hat Sepps Großvater 1954 gebaut, seit 1998 führen wir die Pension gemeinsam.</p>
<p>Sepp ist staatlich geprüfter Bergwanderführer und begleitet Sie gern auf eine Tour. Maria Stangassinger kümmert sich um Frühstück, Zimmer und Buchungen.</p>
<p>Wir freuen uns auf Ihren Besuch!</p></div>`) });
  const kontakt = godaddyPage({ ...common, seed: S + "k", title: "Kontakt | Pension Watzmannblick",
    body: gdSection(S + "k1", "contact", `<h1 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h1 c1-47">Kontakt &amp; Anfrage</h1>
<p data-aid="CONTACT_INFO_ADDRESS_REND">Ramsauer Straße 61, 83471 Berchtesgaden</p>
<p data-aid="CONTACT_INFO_PHONE_REND"><a href="tel:0865241 77">08652 / 41 77</a></p>
<p data-aid="CONTACT_INFO_EMAIL_REND"><a href="mailto:urlaub@pension-watzmannblick.de">urlaub@pension-watzmannblick.de</a></p>
<form data-aid="CONTACT_FORM_CONTAINER_REND"><input data-aid="CONTACT_FORM_NAME" placeholder="Name"/><input data-aid="CONTACT_FORM_EMAIL" placeholder="E-Mail*"/><textarea data-aid="CONTACT_FORM_MESSAGE" placeholder="Anreise, Abreise, Personen"></textarea><button>Senden</button></form>`) });
  sites.push({
    id: "g054-pension-watzmannblick",
    domain: D,
    language: "de",
    patterns: ["about-prose", "testimonials", "legal-notice", "email-footer", "email-mailto"],
    pages: [
      ["/", "index.html", home],
      ["/zimmer", "zimmer.html", zimmer],
      ["/gastgeber", "gastgeber.html", gast],
      ["/kontakt", "kontakt.html", kontakt],
    ],
    truth: {
      emails: ["urlaub@" + D],
      emailKinds: { ["urlaub@" + D]: "generic" },
      contacts: [
        { name: "Josef Stangassinger", title: "Inh.", role: "owner" },
        { name: "Maria Stangassinger", title: null, role: "owner" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g055 Bootstrap 4 dental practice Meißen: cards, Praxisteam, Impressum
{
  const D = "zahnarzt-elbufer-meissen.de";
  const page = (t, cur, body) => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${t}</title>
<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.6.2/css/bootstrap.min.css">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/font-awesome@4.7.0/css/font-awesome.min.css">
<link rel="stylesheet" href="/assets/css/praxis.css">
</head>
<body>
<header class="bg-white shadow-sm"><div class="container"><nav class="navbar navbar-expand-lg navbar-light px-0">
<a class="navbar-brand" href="/"><img src="/assets/img/logo-elbufer.png" srcset="/assets/img/logo-elbufer.png 1x, /assets/img/logo-elbufer@2x.png 2x" height="48" alt="Zahnarztpraxis am Elbufer"></a>
<button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#mainnav"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainnav"><ul class="navbar-nav ml-auto">
<li class="nav-item${cur === "/" ? " active" : ""}"><a class="nav-link" href="/">Praxis</a></li>
<li class="nav-item${cur === "/team" ? " active" : ""}"><a class="nav-link" href="/team">Team</a></li>
<li class="nav-item${cur === "/kontakt" ? " active" : ""}"><a class="nav-link" href="/kontakt">Kontakt</a></li>
<li class="nav-item${cur === "/impressum" ? " active" : ""}"><a class="nav-link" href="/impressum">Impressum</a></li>
</ul></div></nav></div></header>
${body}
<footer class="bg-dark text-white-50 py-4 mt-5"><div class="container"><div class="row"><div class="col-md-6">Zahnarztpraxis am Elbufer · Elbstraße 9 · 01662 Meißen</div><div class="col-md-6 text-md-right"><i class="fa fa-phone"></i> 03521 / 45 38 20 · <i class="fa fa-envelope"></i> <a class="text-white" href="mailto:praxis@zahnarzt-elbufer-meissen.de">praxis@zahnarzt-elbufer-meissen.de</a></div></div></div></footer>
<script src="https://cdn.jsdelivr.net/npm/jquery@3.5.1/dist/jquery.slim.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@4.6.2/dist/js/bootstrap.bundle.min.js"></script>
</body>
</html>
`;
  const member = (img, name, title, extra) => `<div class="col-sm-6 col-lg-3 mb-4"><div class="card border-0 text-center"><img class="card-img-top rounded-circle mx-auto mt-3" style="width:160px" src="/assets/img/team/${img}" alt=""><div class="card-body"><h5 class="card-title mb-1">${name}</h5><p class="card-text text-muted">${title}</p>${extra}</div></div></div>`;
  const home = page("Zahnarztpraxis am Elbufer – Zahnarzt in Meißen", "/", `
<section class="jumbotron jumbotron-fluid mb-0"><div class="container"><h1 class="display-4">Zahnmedizin mit Herz in Meißen</h1><p class="lead">Prophylaxe, Implantologie, Kinderzahnheilkunde und Angstpatientenbehandlung – in unserer barrierefreien Praxis direkt an der Elbe, gegenüber der Albrechtsburg.</p></div></section>
<section class="container py-5"><div class="row"><div class="col-md-4"><h4><i class="fa fa-clock-o"></i> Sprechzeiten</h4><p>Mo, Di, Do 8–18 Uhr<br>Mi 8–13 Uhr<br>Fr 8–14 Uhr</p></div><div class="col-md-4"><h4><i class="fa fa-wheelchair"></i> Barrierefrei</h4><p>Aufzug vom Parkplatz Elbstraße.</p></div><div class="col-md-4"><h4><i class="fa fa-child"></i> Kinder</h4><p>Kinderbehandlung jeden Dienstagnachmittag.</p></div></div></section>`);
  const team = page("Team – Zahnarztpraxis am Elbufer", "/team", `
<section class="container py-5"><h1 class="mb-4">Unser Praxisteam</h1><div class="row">
${member("kretzschmar.jpg", "Dr. med. dent. Ulrike Kretzschmar", "Zahnärztin, Praxisinhaberin", `<p class="small">Tätigkeitsschwerpunkt Implantologie (DGI)</p>`)}
${member("neubert.jpg", "Tobias Neubert", "Zahnarzt (angestellt)", `<p class="small">Kinderzahnheilkunde</p>`)}
${member("wagner.jpg", "Yvonne Wagner", "Praxismanagerin", `<p class="small"><a href="mailto:verwaltung@zahnarzt-elbufer-meissen.de">verwaltung@zahnarzt-elbufer-meissen.de</a></p>`)}
${member("hentschel.jpg", "Jana Hentschel", "Dentalhygienikerin", "")}
</div></section>`);
  const kontakt = page("Kontakt – Zahnarztpraxis am Elbufer", "/kontakt", `
<section class="container py-5"><h1>Kontakt</h1><div class="row"><div class="col-md-6"><address><strong>Zahnarztpraxis am Elbufer</strong><br>Elbstraße 9<br>01662 Meißen</address><p>Telefon 03521 / 45 38 20<br>Notfall außerhalb der Sprechzeiten: 0351 / 8 26 70 (zahnärztlicher Notdienst)</p><p>E-Mail: <a href="mailto:praxis@zahnarzt-elbufer-meissen.de">praxis@zahnarzt-elbufer-meissen.de</a></p></div>
<div class="col-md-6"><form><div class="form-group"><label for="n">Name</label><input class="form-control" id="n"></div><div class="form-group"><label for="e">E-Mail</label><input type="email" class="form-control" id="e" placeholder="ihre@email.de"></div><div class="form-group"><label for="m">Nachricht</label><textarea class="form-control" id="m"></textarea></div><button class="btn btn-primary">Absenden</button></form></div></div></section>`);
  const impressum = page("Impressum – Zahnarztpraxis am Elbufer", "/impressum", `
<section class="container py-5"><h1>Impressum</h1>
<p>Zahnarztpraxis am Elbufer<br>Dr. med. dent. Ulrike Kretzschmar<br>Elbstraße 9, 01662 Meißen</p>
<p>Gesetzliche Berufsbezeichnung: Zahnärztin (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Landeszahnärztekammer Sachsen, Schützenhöhe 11, 01099 Dresden<br>Zuständige KZV: Kassenzahnärztliche Vereinigung Sachsen</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dr. Ulrike Kretzschmar</p>
<p>Webdesign: Elbland Webstudio, info@elbland-webstudio.de</p></section>`);
  sites.push({
    id: "g055-zahnarzt-elbufer-meissen",
    domain: D,
    language: "de",
    patterns: ["builder-bootstrap", "team-grid", "legal-notice", "email-mailto", "email-footer", "email-in-person-card", "junk-agency", "junk-placeholder", "junk-asset", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/team", "team.html", team],
      ["/kontakt", "kontakt.html", kontakt],
      ["/impressum", "impressum.html", impressum],
    ],
    truth: {
      emails: ["praxis@" + D, "verwaltung@" + D],
      emailKinds: { ["praxis@" + D]: "generic", ["verwaltung@" + D]: "role" },
      contacts: [
        { name: "Ulrike Kretzschmar", title: "Zahnärztin, Praxisinhaberin", role: "owner" },
        { name: "Tobias Neubert", title: "Zahnarzt (angestellt)", role: "other" },
        { name: "Yvonne Wagner", title: "Praxismanagerin", role: "operations" },
        { name: "Jana Hentschel", title: "Dentalhygienikerin", role: "other" },
      ],
      junk: ["info@elbland-webstudio.de", "ihre@email.de", "logo-elbufer@2x.png", "font-awesome@4.7.0", "jquery@3.5.1", "bootstrap@4.6.2"],
    },
  });
}

// ------------------------------------------------------------------ g056 Jimdo Gewerbeverein Gaildorf: member table directory, Vorstand
{
  const D = "gewerbeverein-gaildorf.de";
  const S = "g056";
  const nav = [["/", "Startseite"], ["/mitglieder/", "Mitglieder"], ["/vorstand/", "Vorstand"], ["/kontakt/", "Kontakt"]];
  const fl = [["/impressum/", "Impressum"]];
  const members = [
    ["Autohaus Kübler GmbH", "Kochertalstraße 12", "Dieter Kübler"],
    ["Bäckerei Hinderer", "Schloss-Straße 3", "Petra Hinderer"],
    ["Blumen Wacker", "Karlstraße 28", "Sandra Wacker"],
    ["Buchhandlung am Limpurger Schloss", "Schloss-Straße 8", "Ulrich Seybold"],
    ["Elektro Maier", "Bahnhofstraße 41", "Jürgen Maier"],
    ["Friseur Haarscharf", "Kernerplatz 2", "Nicole Schüle"],
    ["Gasthaus Hirsch", "Hauptstraße 19", "Familie Ruof"],
    ["Getränke Ebert", "Industriestraße 5", "Manfred Ebert"],
    ["Malerbetrieb Grau", "Wiesenweg 14", "Tobias Grau"],
    ["Metzgerei Schunter", "Hauptstraße 6", "Holger Schunter"],
    ["Optik Frank", "Karlstraße 10", "Melanie Frank"],
    ["Raiffeisenbank Gaildorf eG", "Schloss-Straße 21", "Vorstand: Rainer Holl"],
    ["Sanitätshaus Kocher", "Bahnhofstraße 7", "Birgit Kocher"],
    ["Schreinerei Vogt", "Am Kocher 3", "Andreas Vogt"],
    ["Steuerbüro Ziegler", "Kernerplatz 6", "Dr. Harald Ziegler"],
    ["Zweirad Hörner", "Limpurger Straße 30", "Kevin Hörner"],
  ];
  const rows = members.map(([b, a, p]) => `<tr><td>${b}</td><td>${a}</td><td>${p}</td></tr>`).join("");
  const sidebar = jm(S + "sb", "text", `<p><strong>Gewerbe- und Handelsverein Gaildorf e.V.</strong><br/>Geschäftsstelle im Rathaus<br/>Schloss-Straße 20<br/>74405 Gaildorf</p>`);
  const p = (cur, title, body) => jimdoPage({ lang: "de", seed: S + cur, domain: D, siteName: "Gewerbeverein Gaildorf", title, nav, current: cur, footerLinks: fl, sidebar, body });
  const home = p("/", "Gewerbe- und Handelsverein Gaildorf e.V.", [
    jm(S + "1", "header", `<h1>Einkaufen und Genießen in Gaildorf</h1>`),
    jm(S + "2", "text", `<p>Der Gewerbe- und Handelsverein Gaildorf e.V. vertritt über 80 Handwerksbetriebe, Einzelhändler, Gastronomen und Dienstleister im Limpurger Land. Wir organisieren den Gaildorfer Frühlingsmarkt, die Kocherparty und den Weihnachtsmarkt am Schloss.</p><p>Mit dem <strong>Gaildorf-Gutschein</strong> verschenken Sie Einkaufsfreude bei allen Mitgliedsbetrieben.</p>`),
  ].join("\n"));
  const mitglieder = p("/mitglieder/", "Mitglieder – Gewerbeverein Gaildorf", [
    jm(S + "m1", "header", `<h1>Unsere Mitglieder (Auswahl)</h1>`),
    jm(S + "m2", "table", `<table class="j-table" border="1" cellpadding="4"><tbody><tr><td><strong>Betrieb</strong></td><td><strong>Adresse</strong></td><td><strong>Ansprechpartner</strong></td></tr>${rows}</tbody></table>`),
    jm(S + "m3", "text", `<p>Ihr Betrieb fehlt? Melden Sie sich bei der Geschäftsstelle.</p>`),
  ].join("\n"));
  const vorstand = p("/vorstand/", "Vorstand – Gewerbeverein Gaildorf", [
    jm(S + "v1", "header", `<h1>Vorstand</h1>`),
    jm(S + "v2", "text", `<p><strong>1. Vorsitzender:</strong> Markus Seybold (Buchhandlung am Limpurger Schloss)<br/><strong>2. Vorsitzende:</strong> Sandra Wacker (Blumen Wacker)<br/><strong>Kassier:</strong> Rainer Holl<br/><strong>Schriftführerin:</strong> Heike Bäuerle</p><p><strong>Geschäftsstelle / Citymanagement:</strong><br/>Carina Löw<br/>vorstand@gewerbeverein-gaildorf.de</p>`),
  ].join("\n"));
  const kontakt = p("/kontakt/", "Kontakt – Gewerbeverein Gaildorf", [
    jm(S + "k1", "header", `<h1>Kontakt</h1>`),
    jm(S + "k2", "text", `<p>Gewerbe- und Handelsverein Gaildorf e.V.<br/>Schloss-Straße 20, 74405 Gaildorf</p><p>Telefon 07971 / 25 31 (Di + Do vormittags)</p><p>E-Mail: <a href="mailto:info@gewerbeverein-gaildorf.de">info@gewerbeverein-gaildorf.de</a></p>`),
    jm(S + "k3", "formnew", `<form><label>Name</label><input type="text"/><label>E-Mail</label><input type="email" placeholder="max@mustermann.de"/><label>Nachricht</label><textarea></textarea><input type="submit" value="Absenden"/></form>`),
  ].join("\n"));
  const impressum = p("/impressum/", "Impressum – Gewerbeverein Gaildorf", [
    jm(S + "i1", "text", `<h1>Impressum</h1><p>Gewerbe- und Handelsverein Gaildorf e.V.<br/>Schloss-Straße 20, 74405 Gaildorf<br/>Vereinsregister: Amtsgericht Stuttgart VR 580112</p><p>Vertreten durch den 1. Vorsitzenden Markus Seybold.</p><p>E-Mail: info@gewerbeverein-gaildorf.de</p>`),
  ].join("\n"));
  sites.push({
    id: "g056-gewerbeverein-gaildorf",
    domain: D,
    language: "de",
    patterns: ["directory", "legal-notice", "email-mailto", "email-text", "junk-placeholder", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/mitglieder/", "mitglieder.html", mitglieder],
      ["/vorstand/", "vorstand.html", vorstand],
      ["/kontakt/", "kontakt.html", kontakt],
      ["/impressum/", "impressum.html", impressum],
    ],
    truth: {
      emails: ["info@" + D, "vorstand@" + D],
      emailKinds: { ["info@" + D]: "generic", ["vorstand@" + D]: "role" },
      contacts: [
        { name: "Markus Seybold", title: "1. Vorsitzender", role: "owner" },
        { name: "Sandra Wacker", title: "2. Vorsitzende", role: "other" },
        { name: "Rainer Holl", title: "Kassier", role: "other" },
        { name: "Heike Bäuerle", title: "Schriftführerin", role: "other" },
        { name: "Carina Löw", title: "Geschäftsstelle / Citymanagement", role: "operations" },
      ],
      junk: ["max@mustermann.de"],
    },
  });
}

// ------------------------------------------------------------------ g057 Wix repeater print shop Winterthur: team with own emails, Referenzen logos
{
  const D = "druckerei-toess.ch";
  const S = "g057";
  const nav = [["/", "Home"], ["/team", "Team"], ["/referenzen", "Referenzen"], ["/kontakt", "Kontakt"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Druckerei Töss AG · Zürcherstrasse 118 · 8406 Winterthur · 052 202 41 30 · <a href="mailto:druck@druckerei-toess.ch" class="wixui-rich-text__text">druck@druckerei-toess.ch</a></p>`, { top: 30, left: 40, width: 900 });
  const item = (k, name, title, mail) => `<div class="wixui-repeater__item" role="listitem" id="comp-lt7m1q0w__${k}"><div data-testid="mesh-container-content">
${wixImage(S + k, `2a8f61_${k}~mv2.jpg`, "", { top: 0, left: 0, w: 200, h: 240 })}
<div id="comp-lt7m1r4x__${k}" class="HcOXKn SxM0TO QxJLC3 comp-lt7m1r4x wixui-rich-text" data-testid="richTextElement"><p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">${name}</span></p><p class="font_8 wixui-rich-text__text">${title}</p>${mail ? `<p class="font_9 wixui-rich-text__text"><a href="mailto:${mail}" class="wixui-rich-text__text">${mail}</a></p>` : ""}</div>
</div></div>`;
  const logo = (i, file, alt) => `<div class="gallery-item-container" data-hook="item-container" data-idx="${i}" aria-label="${alt}"><img data-hook="gallery-item-image-img" alt="${alt}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_100/${file}"/></div>`;
  const home = wixPage({
    lang: "de", seed: S, domain: D, siteName: "Druckerei Töss", title: "Druckerei Töss AG | Winterthur", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Drucksachen aus Winterthur – seit 1931</h1>`, { top: 80, left: 40, width: 760 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Geschäftsdrucksachen, Broschüren, Bücher, Etiketten und Verpackungen. Offset- und Digitaldruck, Weiterverarbeitung im eigenen Haus, klimaneutral mit FSC®-Papieren.</p>`, { top: 240, left: 40, width: 620 })}`,
  });
  const team = wixPage({
    lang: "de", seed: S + "t", domain: D, siteName: "Druckerei Töss", title: "Team | Druckerei Töss AG", nav, footer,
    body: `${wixText(S + "t0", `<h2 class="font_2 wixui-rich-text__text">Ihre Ansprechpersonen</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lt7m1q0w" class="comp-lt7m1q0w wixui-repeater" data-testid="repeater" role="list" style="position:absolute;top:120px;left:40px;width:900px;display:grid;grid-template-columns:repeat(4,1fr);gap:20px">
${item("lt7m2a01", "Reto Brüngger", "Geschäftsführer", "reto.bruengger@druckerei-toess.ch")}
${item("lt7m2a02", "Daniela Gisler", "Kundenberatung &amp; Verkauf", "daniela.gisler@druckerei-toess.ch")}
${item("lt7m2a03", "Beat Hürlimann", "Leiter Produktion", "")}
${item("lt7m2a04", "Nora Schüpbach", "Polygrafin · Druckvorstufe", "")}
</div>`,
  });
  const refs = wixPage({
    lang: "de", seed: S + "r", domain: D, siteName: "Druckerei Töss", title: "Referenzen | Druckerei Töss AG", nav, footer,
    body: `${wixText(S + "r0", `<h2 class="font_2 wixui-rich-text__text">Referenzen</h2><p class="font_8 wixui-rich-text__text">Eine Auswahl unserer Kundinnen und Kunden:</p>`, { top: 40, left: 40, width: 800 })}
<div id="comp-lt7m3b11" class="comp-lt7m3b11 wixui-gallery" style="position:absolute;top:160px;left:40px;width:900px"><div data-testid="gallery-wrapper" class="pro-gallery">
${logo(0, "2a8f61_logo-zhaw@2x.png", "ZHAW Zürcher Hochschule für Angewandte Wissenschaften")}
${logo(1, "2a8f61_logo-stadt-winterthur@2x.png", "Stadt Winterthur")}
${logo(2, "2a8f61_logo-musikkollegium.png", "Musikkollegium Winterthur")}
${logo(3, "2a8f61_logo-sulzer@2x.png", "Sulzer")}
${logo(4, "2a8f61_logo-kunstmuseum.png", "Kunstmuseum Winterthur")}
</div></div>`,
  });
  const kontakt = wixPage({
    lang: "de", seed: S + "k", domain: D, siteName: "Druckerei Töss", title: "Kontakt | Druckerei Töss AG", nav, footer,
    body: `${wixText(S + "k1", `<h2 class="font_2 wixui-rich-text__text">Kontakt</h2><p class="font_8 wixui-rich-text__text">Druckerei Töss AG<br class="wixui-rich-text__text">Zürcherstrasse 118<br class="wixui-rich-text__text">8406 Winterthur</p><p class="font_8 wixui-rich-text__text">052 202 41 30</p><p class="font_8 wixui-rich-text__text">Daten und Aufträge: <a href="mailto:daten@druckerei-toess.ch" class="wixui-rich-text__text">daten@druckerei-toess.ch</a></p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lt7m4c22" class="comp-lt7m4c22 wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input placeholder="Firma" class="wixui-text-input__input"/><input placeholder="Name" class="wixui-text-input__input"/><input type="email" placeholder="name@firma.ch" class="wixui-text-input__input"/><textarea placeholder="Ihre Anfrage"></textarea><button class="wixui-button"><span class="wixui-button__label">Senden</span></button></form></div>`,
  });
  sites.push({
    id: "g057-druckerei-toess-winterthur",
    domain: D,
    language: "de",
    patterns: ["builder-wix", "team-grid", "client-list", "email-in-person-card", "email-mailto", "email-footer", "junk-asset", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/team", "team.html", team],
      ["/referenzen", "referenzen.html", refs],
      ["/kontakt", "kontakt.html", kontakt],
    ],
    truth: {
      emails: ["druck@" + D, "reto.bruengger@" + D, "daniela.gisler@" + D, "daten@" + D],
      emailKinds: { ["druck@" + D]: "generic", ["reto.bruengger@" + D]: "person", ["daniela.gisler@" + D]: "person", ["daten@" + D]: "role" },
      emailOwners: { ["reto.bruengger@" + D]: "Reto Brüngger", ["daniela.gisler@" + D]: "Daniela Gisler" },
      contacts: [
        { name: "Reto Brüngger", title: "Geschäftsführer", role: "owner" },
        { name: "Daniela Gisler", title: "Kundenberatung & Verkauf", role: "other" },
        { name: "Beat Hürlimann", title: "Leiter Produktion", role: "operations" },
        { name: "Nora Schüpbach", title: "Polygrafin · Druckvorstufe", role: "other" },
      ],
      junk: ["2a8f61_logo-zhaw@2x.png", "2a8f61_logo-stadt-winterthur@2x.png", "2a8f61_logo-sulzer@2x.png", "name@firma.ch", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g058 WordPress plumbing Rosenheim: Ansprechpartner, JSON-LD employee, Impressum, agency
{
  const D = "haustechnik-aicher-rosenheim.de";
  const ld = {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    name: "Aicher Haustechnik GmbH",
    url: `https://${D}/`,
    telephone: "+49 8031 35 72 10",
    email: "service@haustechnik-aicher-rosenheim.de",
    address: { "@type": "PostalAddress", streetAddress: "Kufsteiner Straße 88", postalCode: "83022", addressLocality: "Rosenheim", addressCountry: "DE" },
    employee: [
      { "@type": "Person", name: "Florian Aicher", jobTitle: "Geschäftsführer, Installateur- und Heizungsbauermeister" },
      { "@type": "Person", name: "Claudia Aicher", jobTitle: "Büroleitung", email: "c.aicher@haustechnik-aicher-rosenheim.de" },
    ],
  };
  const nav = [["/", "Start"], ["/leistungen/", "Leistungen"], ["/ansprechpartner/", "Ansprechpartner"], ["/kontakt/", "Kontakt"]];
  const footer = `<div class="footer-adv"><div class="ast-container"><div class="ast-row"><div class="ast-col-lg-6"><p><strong>Aicher Haustechnik GmbH</strong><br>Kufsteiner Straße 88 · 83022 Rosenheim<br>Tel. 08031 / 35 72 10 · <a href="mailto:info@haustechnik-aicher-rosenheim.de">info@haustechnik-aicher-rosenheim.de</a></p></div><div class="ast-col-lg-6"><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></div></div></div></div>
<div class="ast-small-footer"><div class="ast-container">© 2024 Aicher Haustechnik GmbH · Webdesign &amp; SEO: <a href="https://inn-medienwerk.de">Inn Medienwerk</a> · hallo@inn-medienwerk.de</div></div>`;
  const common = { lang: "de", locale: "de-DE", domain: D, siteName: "Aicher Haustechnik", tagline: "Heizung · Sanitär · Solar in Rosenheim", nav, footer, extraHead: `<script type="application/ld+json">${JSON.stringify(ld)}</script>` };
  const home = wpPage({ ...common, title: "Aicher Haustechnik – Heizung & Sanitär in Rosenheim", current: "/", bodyClass: "home page-template-default page",
    body: `<article class="page type-page"><div class="entry-content clear"><h1 class="wp-block-heading">Ihr Meisterbetrieb für Heizung und Bad</h1><p>Wärmepumpen, Pelletheizungen, Solarthermie, barrierefreie Bäder und 24-Stunden-Notdienst im Landkreis Rosenheim. Innungsfachbetrieb seit 1987.</p></div></article>` });
  const leist = wpPage({ ...common, title: "Leistungen – Aicher Haustechnik", current: "/leistungen/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Leistungen</h1></header><div class="entry-content clear"><ul><li>Wärmepumpen (Förderberatung BEG)</li><li>Pellet- und Hackschnitzelheizungen</li><li>Badsanierung aus einer Hand</li><li>Trinkwasserhygiene und Legionellenprüfung</li><li>Wartung und Kundendienst</li></ul></div></article>` });
  const ansprech = wpPage({ ...common, title: "Ansprechpartner – Aicher Haustechnik", current: "/ansprechpartner/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Ihre Ansprechpartner</h1></header><div class="entry-content clear">
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/02/florian-aicher.jpg" alt="Florian Aicher" class="wp-image-212 size-full"></figure><div class="wp-block-media-text__content"><h3 class="wp-block-heading">Florian Aicher</h3><p>Geschäftsführer<br>Installateur- und Heizungsbauermeister</p><p>Angebote, Baustellen, Förderanträge</p></div></div>
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/02/claudia-aicher.jpg" alt="Claudia Aicher" class="wp-image-214 size-full"></figure><div class="wp-block-media-text__content"><h3 class="wp-block-heading">Claudia Aicher</h3><p>Büroleitung</p><p><a href="mailto:c.aicher@haustechnik-aicher-rosenheim.de">c.aicher@haustechnik-aicher-rosenheim.de</a></p></div></div>
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/02/kundendienst.jpg" alt="" class="wp-image-216 size-full"></figure><div class="wp-block-media-text__content"><h3 class="wp-block-heading">Kundendienst</h3><p>Leitung Kundendienst: Sebastian Huber</p><p><a href="mailto:service@haustechnik-aicher-rosenheim.de">service@haustechnik-aicher-rosenheim.de</a></p></div></div>
</div></article>` });
  const kontakt = wpPage({ ...common, title: "Kontakt – Aicher Haustechnik", current: "/kontakt/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Kontakt</h1></header><div class="entry-content clear">
<p>Aicher Haustechnik GmbH · Kufsteiner Straße 88 · 83022 Rosenheim<br>Telefon 08031 / 35 72 10 · Notdienst 0171 / 4 48 19 20<br>E-Mail: <a href="mailto:info@haustechnik-aicher-rosenheim.de">info@haustechnik-aicher-rosenheim.de</a></p>
<div class="wpcf7"><form class="wpcf7-form"><p><label>Ihr Name<br><input type="text" name="your-name" class="wpcf7-form-control"></label></p><p><label>Ihre E-Mail-Adresse<br><input type="email" name="your-email" class="wpcf7-form-control" placeholder="ihre@email.de"></label></p><p><label>Ihre Nachricht<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Senden"></p></form></div>
</div></article>` });
  const impressum = wpPage({ ...common, title: "Impressum – Aicher Haustechnik", current: "/impressum/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Impressum</h1></header><div class="entry-content clear">
<p>Aicher Haustechnik GmbH<br>Kufsteiner Straße 88<br>83022 Rosenheim</p>
<p>Geschäftsführer: Florian Aicher<br>Registergericht: Amtsgericht Traunstein, HRB 21877<br>USt-IdNr.: DE 283 117 552</p>
<p>Eingetragen in die Handwerksrolle der Handwerkskammer für München und Oberbayern. Mitglied der Innung Sanitär-Heizung-Klima Rosenheim.</p>
</div></article>` });
  sites.push({
    id: "g058-aicher-haustechnik-rosenheim",
    domain: D,
    language: "de",
    patterns: ["builder-wordpress", "legal-notice", "jsonld-person", "email-jsonld", "email-mailto", "email-footer", "email-in-person-card", "junk-agency", "junk-placeholder", "junk-asset"],
    pages: [
      ["/", "index.html", home],
      ["/leistungen/", "leistungen.html", leist],
      ["/ansprechpartner/", "ansprechpartner.html", ansprech],
      ["/kontakt/", "kontakt.html", kontakt],
      ["/impressum/", "impressum.html", impressum],
    ],
    truth: {
      emails: ["info@" + D, "service@" + D, "c.aicher@" + D],
      emailKinds: { ["info@" + D]: "generic", ["service@" + D]: "role", ["c.aicher@" + D]: "person" },
      emailOwners: { ["c.aicher@" + D]: "Claudia Aicher" },
      contacts: [
        { name: "Florian Aicher", title: "Geschäftsführer", role: "owner" },
        { name: "Claudia Aicher", title: "Büroleitung", role: "operations" },
        { name: "Sebastian Huber", title: "Leitung Kundendienst", role: "operations" },
      ],
      junk: ["hallo@inn-medienwerk.de", "ihre@email.de", "logo@2x.png"],
    },
  });
}

// ------------------------------------------------------------------ g059 Wix gallery architects Lindau: team gallery, projects named like people
{
  const D = "architektur-reutin-lindau.de";
  const S = "g059";
  const nav = [["/", "Büro"], ["/projekte", "Projekte"], ["/team", "Team"], ["/kontakt", "Kontakt"], ["/impressum", "Impressum"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Reutin Architekten PartGmbB · Bregenzer Straße 41 · 88131 Lindau (Bodensee) · 08382 / 94 61 70 · <a href="mailto:buero@architektur-reutin-lindau.de" class="wixui-rich-text__text">buero@architektur-reutin-lindau.de</a></p>`, { top: 30, left: 40, width: 900 });
  const gi = (i, file, title, desc) => `<div class="gallery-item-container item-container-regular visible" data-hook="item-container" data-idx="${i}" aria-label="${title}"><img class="gallery-item" data-hook="gallery-item-image-img" alt="${title}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_300,h_300/${file}"/><div class="gallery-item-common-info-outer"><div class="gallery-item-common-info gallery-item-bottom-info"><div class="info-member info-element-title" data-hook="item-title"><span class="info-element-text">${title}</span></div><div class="info-member info-element-description" data-hook="item-description"><span class="info-element-text">${desc}</span></div></div></div></div>`;
  const gallery = (id, items) => `<div id="${id}" class="${id} wixui-gallery" style="position:absolute;top:140px;left:40px;width:940px"><div data-testid="gallery-wrapper" class="pro-gallery"><div class="pro-gallery-parent-container" style="display:flex;flex-wrap:wrap;gap:20px">${items.join("\n")}</div></div></div>`;
  const home = wixPage({
    lang: "de", seed: S, domain: D, siteName: "REUTIN ARCHITEKTEN", title: "Reutin Architekten | Lindau (Bodensee)", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Bauen am See</h1>`, { top: 80, left: 40, width: 600 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Wohnungsbau, Holzbau und Bauen im Bestand zwischen Lindau, Bregenz und Friedrichshafen. Gegründet 2009.</p>`, { top: 200, left: 40, width: 620 })}`,
  });
  const projekte = wixPage({
    lang: "de", seed: S + "p", domain: D, siteName: "REUTIN ARCHITEKTEN", title: "Projekte | Reutin Architekten", nav, footer,
    body: `${wixText(S + "p0", `<h2 class="font_2 wixui-rich-text__text">Projekte</h2>`, { top: 40, left: 40, width: 600 })}
${gallery("comp-lr9v2a0p", [
  gi(0, "3b7d90_haus-bernhard~mv2.jpg", "Haus Bernhard", "Einfamilienhaus in Holzbauweise · Bodolz · 2022"),
  gi(1, "3b7d90_villa-lindenhof~mv2.jpg", "Villa Lindenhof", "Sanierung eines Denkmals · Lindau-Bad Schachen · 2020"),
  gi(2, "3b7d90_kita-zech~mv2.jpg", "Kita Zech", "Kindertagesstätte · 2019"),
])}`,
  });
  const team = wixPage({
    lang: "de", seed: S + "t", domain: D, siteName: "REUTIN ARCHITEKTEN", title: "Team | Reutin Architekten", nav, footer,
    body: `${wixText(S + "t0", `<h2 class="font_2 wixui-rich-text__text">Team</h2>`, { top: 40, left: 40, width: 600 })}
${gallery("comp-lr9v3b1q", [
  gi(0, "3b7d90_johanna~mv2.jpg", "Johanna Vögele", "Dipl.-Ing. Architektin · Partnerin"),
  gi(1, "3b7d90_lukas~mv2.jpg", "Lukas Wetzel", "M.A. Architekt · Partner"),
  gi(2, "3b7d90_mirjam~mv2.jpg", "Mirjam Sauter", "Bauleitung"),
  gi(3, "3b7d90_elif~mv2.jpg", "Elif Demir", "Architektin"),
])}`,
  });
  const kontakt = wixPage({
    lang: "de", seed: S + "k", domain: D, siteName: "REUTIN ARCHITEKTEN", title: "Kontakt | Reutin Architekten", nav, footer,
    body: wixText(S + "k1", `<h2 class="font_2 wixui-rich-text__text">Kontakt</h2><p class="font_8 wixui-rich-text__text">Bregenzer Straße 41, 88131 Lindau (Bodensee)</p><p class="font_8 wixui-rich-text__text">08382 / 94 61 70</p><p class="font_8 wixui-rich-text__text"><a href="mailto:buero@architektur-reutin-lindau.de" class="wixui-rich-text__text">buero@architektur-reutin-lindau.de</a></p><p class="font_8 wixui-rich-text__text">Bewerbungen bitte an jobs@architektur-reutin-lindau.de</p>`, { top: 40, left: 40, width: 600 }),
  });
  const impressum = wixPage({
    lang: "de", seed: S + "i", domain: D, siteName: "REUTIN ARCHITEKTEN", title: "Impressum | Reutin Architekten", nav, footer,
    body: wixText(S + "i1", `<h2 class="font_2 wixui-rich-text__text">Impressum</h2><p class="font_8 wixui-rich-text__text">Reutin Architekten PartGmbB, Partnerschaftsregister Amtsgericht Augsburg PR 1188</p><p class="font_8 wixui-rich-text__text">Partner: Johanna Vögele, Lukas Wetzel</p><p class="font_8 wixui-rich-text__text">Berufsbezeichnung: Architekt/Architektin, Mitglieder der Bayerischen Architektenkammer</p>`, { top: 40, left: 40, width: 800 }),
  });
  sites.push({
    id: "g059-reutin-architekten-lindau",
    domain: D,
    language: "de",
    patterns: ["builder-wix", "team-grid", "legal-notice", "name-lookalikes", "email-mailto", "email-text", "email-footer", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/projekte", "projekte.html", projekte],
      ["/team", "team.html", team],
      ["/kontakt", "kontakt.html", kontakt],
      ["/impressum", "impressum.html", impressum],
    ],
    truth: {
      emails: ["buero@" + D, "jobs@" + D],
      emailKinds: { ["buero@" + D]: "generic", ["jobs@" + D]: "role" },
      contacts: [
        { name: "Johanna Vögele", title: "Dipl.-Ing. Architektin · Partnerin", role: "owner" },
        { name: "Lukas Wetzel", title: "M.A. Architekt · Partner", role: "owner" },
        { name: "Mirjam Sauter", title: "Bauleitung", role: "operations" },
        { name: "Elif Demir", title: "Architektin", role: "other" },
      ],
      junk: ["605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g060 broken-markup estate agency Baden-Baden: photo tables, microdata, lookalikes, no email
{
  const D = "immobilien-lichtental.de";
  const head = (t) => `<html>
<head>
<meta http-equiv=content-type content="text/html; charset=utf-8">
<title>${t}</title>
<link rel=stylesheet href=style.css>
</head>
<body>
<table width=860 align=center cellpadding=0 cellspacing=0 border=0>
<tr><td><img src=bilder/kopf.jpg width=860 height=130 alt="Immobilien Lichtental - Baden-Baden">
<tr><td class=navi><a href=index.html>Startseite</a> | <a href=angebote.html>Angebote</a> | <a href=ueber-uns.html>Über uns</a> | <a href=impressum.html>Impressum</a>
<tr><td class=inhalt>`;
  const foot = `</td>
<tr><td class=fuss>Immobilien Lichtental · Hauptstraße 74 · 76534 Baden-Baden · Telefon 07221 / 7 12 06 · Mitglied im IVD
</table>
</body>
</html>
`;
  const index = `${head("Immobilien Lichtental – Baden-Baden")}
<h1>Ihr Makler im Oostal</h1>
<p>Verkauf und Vermietung von Villen, Eigentumswohnungen und Mehrfamilienhäusern in Baden-Baden, Gernsbach und Bühl – seit 1991.
<p><b>Aktuelle Objekte:</b>
<ul>
<li>Stadtvilla an der Lichtentaler Allee, 9 Zimmer
<li>Wohnung in der Villa Stephanie-Residenz, 3 Zimmer
<li>Mehrfamilienhaus Friedrich-Ebert-Straße, 6 Einheiten
</ul>
<p>Rufen Sie uns an: 07221 / 7 12 06</b>
${foot}`;
  const angebote = `${head("Angebote – Immobilien Lichtental")}
<h2>Angebote</h2>
<table cellpadding=6>
<tr><td><img src=objekte/allee.jpg width=220><td><b>Stadtvilla Lichtentaler Allee</b><br>380 m² Wfl., Parkgrundstück. Kaufpreis auf Anfrage
<tr><td><img src=objekte/stephanie.jpg width=220><td><b>Villa Stephanie-Residenz</b><br>3 Zimmer, 96 m², Blick zum Brenners Park-Hotel. 689.000 €
<tr><td><img src=objekte/ebert.jpg width=220><td><b>MFH Friedrich-Ebert-Straße</b><br>6 Einheiten, vermietet. 1.240.000 €
</table>
${foot}`;
  const ueber = `${head("Über uns – Immobilien Lichtental")}
<h2>Über uns</h2>
<p>Gegründet 1991 von Immobilienkaufmann Wolfgang Rastetter (heute im Ruhestand), seit 2016 geführt von seiner Tochter.
<table border=0 cellpadding=8>
<tr itemscope itemtype="http://schema.org/Person">
<td><img src=team/carolin.jpg width=120 height=150 itemprop=image>
<td><font size=3><b><span itemprop=name>Carolin Rastetter-Kühn</span></b></font><br><span itemprop=jobTitle>Inhaberin, Immobilienkauffrau (IHK)</span><br>Deutsch, Englisch, Französisch
<tr itemscope itemtype="http://schema.org/Person">
<td><img src=team/marco.jpg width=120 height=150 itemprop=image>
<td><b><span itemprop=name>Marco Di Stefano</b></span><br><span itemprop=jobTitle>Immobilienberater</span><br>Deutsch, Italienisch
</td>
<tr>
<td><img src=team/leer.gif width=120 height=150>
<td><b>Petra Walz</b><br>Sekretariat &amp; Vermietung
</table>
${foot}`;
  const impressum = `${head("Impressum – Immobilien Lichtental")}
<h2>Impressum</h2>
<p>Immobilien Lichtental<br>Inhaberin: Carolin Rastetter-Kühn<br>Hauptstraße 74, 76534 Baden-Baden<br>Telefon 07221 / 7 12 06
<p>Erlaubnis nach § 34c GewO erteilt durch die Stadt Baden-Baden, Gewerbeamt.<br>USt-IdNr.: DE 143 228 117
<p>Anfragen bitte telefonisch oder persönlich in unserem Büro.
${foot}`;
  sites.push({
    id: "g060-immobilien-lichtental-baden-baden",
    domain: D,
    language: "de",
    patterns: ["broken-markup", "hand-written", "team-table", "microdata-person", "legal-notice", "name-lookalikes", "no-email"],
    pages: [
      ["/", "index.html", index],
      ["/angebote.html", "angebote.html", angebote],
      ["/ueber-uns.html", "ueber-uns.html", ueber],
      ["/impressum.html", "impressum.html", impressum],
    ],
    truth: {
      emails: [],
      contacts: [
        { name: "Carolin Rastetter-Kühn", title: "Inhaberin, Immobilienkauffrau (IHK)", role: "owner" },
        { name: "Marco Di Stefano", title: "Immobilienberater", role: "other" },
        { name: "Petra Walz", title: "Sekretariat & Vermietung", role: "operations" },
      ],
      junk: [],
    },
  });
}

export default sites;
