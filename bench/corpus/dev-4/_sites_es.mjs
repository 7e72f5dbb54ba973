// dev-4, Spanish sites g001-g012
import { wixPage, wixText, wixImage, jimdoPage, jm, godaddyPage, gdSection, wpPage } from "./_lib.mjs";

const sites = [];

// ------------------------------------------------------------------ g001 hand-written garage
{
  const D = "tallerbarraganvillanueva.es";
  const nav = `<CENTER><FONT FACE="Arial" SIZE=2><A HREF="index.htm">Inicio</A> | <A HREF="servicios.htm">Servicios</A> | <A HREF="contacto.htm">Contacto</A> | <A HREF="aviso.htm">Aviso legal</A></FONT></CENTER>`;
  const head = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=utf-8">
<META NAME="keywords" CONTENT="taller, mecanico, Villanueva de la Serena, Badajoz, chapa, pintura, ITV">
<META NAME="GENERATOR" CONTENT="Microsoft FrontPage 4.0">
<TITLE>${t}</TITLE>
</HEAD>
<BODY BGCOLOR=#FFFFFF TEXT=#000000 LINK=#003399 VLINK=#663399 TOPMARGIN=0 LEFTMARGIN=0>`;
  const index = `${head("Talleres Barragán - Villanueva de la Serena")}
<TABLE WIDTH=760 BORDER=0 CELLPADDING=0 CELLSPACING=0 ALIGN=center>
<TR><TD BGCOLOR=#003399 HEIGHT=80><FONT FACE="Arial Black" SIZE=6 COLOR=#FFFFFF>&nbsp;TALLERES BARRAG&Aacute;N</FONT><BR><FONT FACE=Arial SIZE=2 COLOR=#FFCC00>&nbsp;&nbsp;Mec&aacute;nica - Electricidad - Chapa y Pintura - Pre-ITV</FONT></TD></TR>
<TR><TD BGCOLOR=#DDDDDD HEIGHT=22>${nav}</TD></TR>
<TR><TD>
<TABLE WIDTH=100% BORDER=0 CELLPADDING=8>
<TR>
<TD WIDTH=180 VALIGN=top BGCOLOR=#F2F2F2><FONT FACE=Arial SIZE=2>
<B>Horario</B><BR>
Lunes a viernes<BR>8:30 a 13:30<BR>15:30 a 19:30<BR><BR>
S&aacute;bados cerrado<BR><BR>
<B>Tel&eacute;fono</B><BR>924 84 13 07<BR><BR>
<IMG SRC="img/bosch_car_service.gif" WIDTH=150 HEIGHT=48 ALT="Bosch Car Service"><BR>
</FONT></TD>
<TD VALIGN=top><FONT FACE=Arial SIZE=2>
<CENTER><IMG SRC="img/fachada.jpg" WIDTH=420 HEIGHT=200 ALT="Nuestro taller en la Avda. de Chile"></CENTER>
<P>Desde 1979 la familia Barrag&aacute;n repara turismos, furgonetas y maquinaria agr&iacute;cola en Villanueva de la Serena y toda la comarca de La Serena-Vegas Altas. Tres generaciones trabajando con la misma idea: decir al cliente lo que cuesta antes de tocar el coche.
<P>Trabajamos con todas las marcas y somos taller concertado de la mayor&iacute;a de aseguradoras. Presupuesto sin compromiso.
<P><B>Servicios:</B><BR>
- Revisiones y mantenimiento oficial sin perder garant&iacute;a<BR>
- Diagnosis electr&oacute;nica<BR>
- Neum&aacute;ticos y alineado de direcci&oacute;n<BR>
- Aire acondicionado (carga de gas)<BR>
- Chapa y pintura con cabina de horno<BR>
- Pre-ITV y tramitaci&oacute;n<BR>
<P><FONT COLOR=#CC0000><B>&iexcl;NUEVO!</B></FONT> Ahora tambi&eacute;n reparamos veh&iacute;culos h&iacute;bridos.
</FONT></TD>
</TR>
</TABLE>
</TD></TR>
<TR><TD BGCOLOR=#003399 HEIGHT=30><CENTER><FONT FACE=Arial SIZE=1 COLOR=#FFFFFF>Talleres Barrag&aacute;n &middot; Avda. de Chile, 41 &middot; 06700 Villanueva de la Serena (Badajoz) &middot; <A HREF="mailto:taller@tallerbarraganvillanueva.es"><FONT COLOR=#FFCC00>taller@tallerbarraganvillanueva.es</FONT></A></FONT></CENTER></TD></TR>
</TABLE>
<CENTER><FONT FACE=Arial SIZE=1 COLOR=#999999>Visitante n&uacute;mero <IMG SRC="/cgi-bin/Count.cgi?df=barragan.dat" ALT="contador"> desde el 12/03/2003</FONT></CENTER>
</BODY>
</HTML>
`;
  const servicios = `${head("Servicios - Talleres Barragán")}
<TABLE WIDTH=760 BORDER=0 CELLPADDING=0 CELLSPACING=0 ALIGN=center>
<TR><TD BGCOLOR=#003399 HEIGHT=60><FONT FACE="Arial Black" SIZE=5 COLOR=#FFFFFF>&nbsp;SERVICIOS</FONT></TD></TR>
<TR><TD BGCOLOR=#DDDDDD HEIGHT=22>${nav}</TD></TR>
<TR><TD><FONT FACE=Arial SIZE=2>
<TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0 WIDTH=100% BORDERCOLOR=#CCCCCC>
<TR BGCOLOR=#FFCC00><TD><B>Servicio</B></TD><TD><B>Precio orientativo</B></TD></TR>
<TR><TD>Cambio de aceite y filtro (turismo)</TD><TD>desde 59 &euro;</TD></TR>
<TR><TD>Carga de aire acondicionado</TD><TD>65 &euro;</TD></TR>
<TR><TD>Alineado de direcci&oacute;n</TD><TD>35 &euro;</TD></TR>
<TR><TD>Pre-ITV</TD><TD>25 &euro;</TD></TR>
<TR><TD>Diagnosis</TD><TD>30 &euro; (se descuenta si se repara)</TD></TR>
</TABLE>
<P>Para recambios originales y de primeras marcas consultar con el mostrador: recambios@tallerbarraganvillanueva.es
</FONT></TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  const contacto = `${head("Contacto - Talleres Barragán")}
<TABLE WIDTH=760 BORDER=0 CELLPADDING=0 CELLSPACING=0 ALIGN=center>
<TR><TD BGCOLOR=#003399 HEIGHT=60><FONT FACE="Arial Black" SIZE=5 COLOR=#FFFFFF>&nbsp;CONTACTO</FONT></TD></TR>
<TR><TD BGCOLOR=#DDDDDD HEIGHT=22>${nav}</TD></TR>
<TR><TD>
<TABLE WIDTH=100% BORDER=0 CELLPADDING=10>
<TR><TD VALIGN=top WIDTH=50%><FONT FACE=Arial SIZE=2>
<B>Talleres Barrag&aacute;n</B><BR>
Avda. de Chile, 41<BR>
06700 Villanueva de la Serena<BR>
Badajoz<BR><BR>
Tel. 924 84 13 07<BR>
M&oacute;vil / WhatsApp 646 20 71 88<BR>
Fax 924 84 13 08<BR><BR>
E-mail: <A HREF="mailto:taller@tallerbarraganvillanueva.es">taller@tallerbarraganvillanueva.es</A>
</FONT></TD>
<TD VALIGN=top><FONT FACE=Arial SIZE=2>
<B>Jacinto Barrag&aacute;n Cid</B><BR>
Gerente<BR><BR>
<B>Rufino Pozo</B><BR>
Jefe de taller<BR><BR>
<B>Maribel Cid</B><BR>
Administraci&oacute;n y seguros<BR><BR>
Recambios: recambios@tallerbarraganvillanueva.es
</FONT></TD></TR>
</TABLE>
<CENTER><IMG SRC="img/plano.gif" WIDTH=500 HEIGHT=260 ALT="Plano de situaci&oacute;n: junto a la rotonda de la Avda. de Chile"></CENTER>
</TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  const aviso = `${head("Aviso legal - Talleres Barragán")}
<TABLE WIDTH=760 BORDER=0 CELLPADDING=0 CELLSPACING=0 ALIGN=center>
<TR><TD BGCOLOR=#DDDDDD HEIGHT=22>${nav}</TD></TR>
<TR><TD><FONT FACE=Arial SIZE=2>
<H3>AVISO LEGAL</H3>
En cumplimiento de la Ley 34/2002 de Servicios de la Sociedad de la Informaci&oacute;n se informa:<BR><BR>
Titular: Jacinto Barrag&aacute;n Cid<BR>
NIF: 08865123-K<BR>
Domicilio: Avda. de Chile, 41, 06700 Villanueva de la Serena (Badajoz)<BR>
Correo electr&oacute;nico: taller@tallerbarraganvillanueva.es<BR>
Inscrito en el Registro de Talleres de la Junta de Extremadura con el n&ordm; 06/1187<BR><BR>
Los datos personales que nos facilite se usar&aacute;n &uacute;nicamente para atender su solicitud.
</FONT></TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  sites.push({
    id: "g001-talleres-barragan-villanueva",
    domain: D,
    language: "es",
    patterns: ["hand-written", "legal-notice", "email-mailto", "email-text", "email-footer"],
    pages: [
      ["/", "index.htm", index],
      ["/servicios.htm", "servicios.htm", servicios],
      ["/contacto.htm", "contacto.htm", contacto],
      ["/aviso.htm", "aviso.htm", aviso],
    ],
    truth: {
      emails: ["taller@" + D, "recambios@" + D],
      emailKinds: { ["taller@" + D]: "generic", ["recambios@" + D]: "role" },
      contacts: [
        { name: "Jacinto Barragán Cid", title: "Gerente", role: "owner" },
        { name: "Rufino Pozo", title: "Jefe de taller", role: "operations" },
        { name: "Maribel Cid", title: "Administración y seguros", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g002 hand-written staff table, header row + extension column
{
  const D = "asesoriaguardiaalcaniz.es";
  const top = (t, cur) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html>
<head>
<title>${t}</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<link rel="stylesheet" href="estilo.css" type="text/css">
<script language="JavaScript">
<!--
function MM_swapImgRestore() { var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc; }
//-->
</script>
</head>
<body bgcolor="#ffffff" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
  <tr>
    <td colspan="3"><img src="imagenes/cabecera.jpg" width="780" height="110" alt="Asesor&iacute;a Guardia - Alca&ntilde;iz"></td>
  </tr>
  <tr bgcolor="#7a1f2b">
    <td width="10">&nbsp;</td>
    <td class="menu"><a href="index.html" class="menu">INICIO</a> &middot; <a href="servicios.html" class="menu">SERVICIOS</a> &middot; <a href="equipo.html" class="menu">EQUIPO</a> &middot; <a href="contacto.html" class="menu">CONTACTO</a></td>
    <td width="10">&nbsp;</td>
  </tr>
</table>
<table width="780" border="0" cellspacing="0" cellpadding="12" align="center">
  <tr>
    <td valign="top" class="texto">`;
  const bottom = `</td>
  </tr>
  <tr>
    <td align="center" class="pie">Asesor&iacute;a Guardia, S.L.P. &middot; C/ Mayor, 22, 1&ordm; &middot; 44600 Alca&ntilde;iz (Teruel) &middot; Tel. 978 83 05 62 &middot; <a href="mailto:oficina@asesoriaguardiaalcaniz.es">oficina@asesoriaguardiaalcaniz.es</a></td>
  </tr>
</table>
</body>
</html>
`;
  const index = `${top("Asesoría Guardia · Alcañiz · Fiscal, laboral y contable")}
<p class="titulo">Bienvenidos</p>
<p>Asesor&iacute;a Guardia presta servicios de asesoramiento fiscal, laboral, contable y jur&iacute;dico a aut&oacute;nomos, comercios, explotaciones agrarias y pymes del Bajo Arag&oacute;n desde 1991.</p>
<p>Somos colaboradores sociales de la Agencia Tributaria y de la Tesorer&iacute;a General de la Seguridad Social, lo que nos permite presentar telem&aacute;ticamente todos sus impuestos, seguros sociales y contratos.</p>
<table width="100%" border="0" cellspacing="0" cellpadding="6">
  <tr>
    <td width="33%" valign="top" bgcolor="#f4ecec"><b>Fiscal</b><br>IRPF, IVA, Sociedades, m&oacute;dulos, renta agraria.</td>
    <td width="33%" valign="top" bgcolor="#f4ecec"><b>Laboral</b><br>N&oacute;minas, contratos, altas y bajas, inspecciones.</td>
    <td width="33%" valign="top" bgcolor="#f4ecec"><b>Contable</b><br>Contabilidad, cuentas anuales, libros oficiales.</td>
  </tr>
</table>
<p><b>Horario de oficina:</b> de lunes a jueves de 8:00 a 14:00 y de 16:00 a 19:00; viernes de 8:00 a 15:00.</p>
${bottom}`;
  const servicios = `${top("Servicios · Asesoría Guardia")}
<p class="titulo">Servicios</p>
<ul>
<li>Declaraciones de la renta y patrimonio</li>
<li>Impuesto sobre Sociedades y cuentas anuales</li>
<li>Gesti&oacute;n de n&oacute;minas y seguros sociales</li>
<li>Constituci&oacute;n de sociedades y altas de aut&oacute;nomos</li>
<li>Ayudas PAC y fiscalidad agraria</li>
<li>Herencias y donaciones</li>
</ul>
<p>Solicite presupuesto en <a href="mailto:oficina@asesoriaguardiaalcaniz.es?subject=Presupuesto">oficina@asesoriaguardiaalcaniz.es</a>.</p>
${bottom}`;
  const equipo = `${top("Equipo · Asesoría Guardia")}
<p class="titulo">Nuestro equipo</p>
<p>Estas son las personas que le atender&aacute;n. Puede llamar a la centralita (978 83 05 62) y marcar la extensi&oacute;n, o escribir directamente a cada uno.</p>
<table width="100%" border="1" cellspacing="0" cellpadding="5" bordercolor="#cccccc">
  <tr bgcolor="#7a1f2b">
    <td><font color="#ffffff"><b>Nombre</b></font></td>
    <td><font color="#ffffff"><b>Cargo / &aacute;rea</b></font></td>
    <td><font color="#ffffff"><b>Ext.</b></font></td>
    <td><font color="#ffffff"><b>Correo electr&oacute;nico</b></font></td>
  </tr>
  <tr itemscope itemtype="http://schema.org/Person">
    <td itemprop="name">Pilar Guardia Monforte</td>
    <td itemprop="jobTitle">Directora &middot; Asesora fiscal</td>
    <td align="center">201</td>
    <td><a href="mailto:pguardia@asesoriaguardiaalcaniz.es">pguardia@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr bgcolor="#f7f7f7" itemscope itemtype="http://schema.org/Person">
    <td itemprop="name">Joaqu&iacute;n Esteban Lahoz</td>
    <td itemprop="jobTitle">Asesor laboral</td>
    <td align="center">204</td>
    <td><a href="mailto:jesteban@asesoriaguardiaalcaniz.es">jesteban@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr itemscope itemtype="http://schema.org/Person">
    <td itemprop="name">Rosa M&ordf; Aznar Bel</td>
    <td itemprop="jobTitle">Contabilidad</td>
    <td align="center">205</td>
    <td><a href="mailto:raznar@asesoriaguardiaalcaniz.es">raznar@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr bgcolor="#f7f7f7" itemscope itemtype="http://schema.org/Person">
    <td itemprop="name">Nuria Galve</td>
    <td itemprop="jobTitle">Administraci&oacute;n y recepci&oacute;n</td>
    <td align="center">200</td>
    <td><a href="mailto:administracion@asesoriaguardiaalcaniz.es">administracion@asesoriaguardiaalcaniz.es</a></td>
  </tr>
</table>
<p>&nbsp;</p>
${bottom}`;
  const contacto = `${top("Contacto · Asesoría Guardia")}
<p class="titulo">Contacto</p>
<p>C/ Mayor, 22, 1&ordm;<br>
44600 Alca&ntilde;iz (Teruel)<br>
Tel&eacute;fono: 978 83 05 62<br>
Fax: 978 83 11 40<br>
Correo: <a href="mailto:oficina@asesoriaguardiaalcaniz.es">oficina@asesoriaguardiaalcaniz.es</a></p>
<p>Aparcamiento en la plaza de Espa&ntilde;a, a 2 minutos.</p>
${bottom}`;
  sites.push({
    id: "g002-asesoria-guardia-alcaniz",
    domain: D,
    language: "es",
    patterns: ["hand-written", "team-table", "microdata-person", "email-in-person-card", "email-mailto", "email-footer"],
    pages: [
      ["/", "index.html", index],
      ["/servicios.html", "servicios.html", servicios],
      ["/equipo.html", "equipo.html", equipo],
      ["/contacto.html", "contacto.html", contacto],
    ],
    truth: {
      emails: ["oficina@" + D, "pguardia@" + D, "jesteban@" + D, "raznar@" + D, "administracion@" + D],
      emailKinds: { ["oficina@" + D]: "generic", ["pguardia@" + D]: "person", ["jesteban@" + D]: "person", ["raznar@" + D]: "person", ["administracion@" + D]: "role" },
      emailOwners: { ["pguardia@" + D]: "Pilar Guardia Monforte", ["jesteban@" + D]: "Joaquín Esteban Lahoz", ["raznar@" + D]: "Rosa Mª Aznar Bel" },
      contacts: [
        { name: "Pilar Guardia Monforte", title: "Directora · Asesora fiscal", role: "owner" },
        { name: "Joaquín Esteban Lahoz", title: "Asesor laboral", role: "other" },
        { name: "Rosa Mª Aznar Bel", title: "Contabilidad", role: "other" },
        { name: "Nuria Galve", title: "Administración y recepción", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g003 Wix vet, separate comps per card, names split in spans
{
  const D = "clinicaveterinariacidacos.es";
  const nav = [["/", "Inicio"], ["/equipo", "Equipo"], ["/servicios", "Servicios"], ["/contacto", "Contacto"]];
  const S = "g003";
  const footer = `${wixText(S + "f1", `<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">© 2024 Clínica Veterinaria Cidacos · Creada con Wix.com</span></p>`, { top: 40, left: 20, width: 400 })}
${wixText(S + "f2", `<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Paseo de Padre Calatayud, 14 · 31300 Tafalla (Navarra)</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">948 70 22 91 · Urgencias 24 h: 659 31 40 02</span></p>`, { top: 40, left: 560, width: 380 })}`;
  const home = wixPage({
    lang: "es", seed: S, domain: D, siteName: "Clínica Veterinaria Cidacos", title: "Clínica Veterinaria Cidacos | Tafalla", description: "Clínica veterinaria en Tafalla: pequeños animales, exóticos, cirugía y urgencias 24 h.", nav,
    body: `${wixImage(S + "h", "a81c02_3f0d6c1b2e4a4f5c9b7e1d2c3a4b5c6d~mv2.jpg", "perro en consulta", { top: 0, left: 0, w: 980, h: 480 })}
${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text"><span style="color:#FFFFFF;" class="wixui-rich-text__text">Cuidamos de quien te cuida</span></h1>`, { top: 180, left: 60, width: 600 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">En la Clínica Veterinaria Cidacos atendemos perros, gatos, conejos, hurones y aves desde 2009. Medicina preventiva, cirugía, ecografía, radiología digital y un servicio de urgencias 24 horas para toda la Zona Media de Navarra.</p>`, { top: 520, left: 60, width: 520 })}
${wixText(S + "h3", `<h2 class="font_5 wixui-rich-text__text">Horario</h2><p class="font_8 wixui-rich-text__text">Lunes a viernes 9:30–13:30 y 16:30–20:00</p><p class="font_8 wixui-rich-text__text">Sábados 10:00–13:00</p>`, { top: 520, left: 640, width: 300 })}`,
    footer,
  });
  const equipo = wixPage({
    lang: "es", seed: S + "e", domain: D, siteName: "Clínica Veterinaria Cidacos", title: "Equipo | Clínica Veterinaria Cidacos", nav,
    body: `${wixText(S + "t", `<h1 class="font_2 wixui-rich-text__text">Nuestro equipo</h1>`, { top: 40, left: 60, width: 600 })}
${wixImage(S + "p1", "a81c02_a1b2c3d4e5f60718293a4b5c6d7e8f90~mv2.jpg", "", { top: 140, left: 60, w: 260, h: 300 })}
${wixImage(S + "p2", "a81c02_0f1e2d3c4b5a69788796a5b4c3d2e1f0~mv2.jpg", "", { top: 140, left: 360, w: 260, h: 300 })}
${wixImage(S + "p3", "a81c02_99aa88bb77cc66dd55ee44ff33001122~mv2.jpg", "", { top: 140, left: 660, w: 260, h: 300 })}
${wixText(S + "n1", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Ainhoa Zaba</span><span style="font-weight:bold;" class="wixui-rich-text__text">lza Urroz</span></p>`, { top: 460, left: 60, width: 260 })}
${wixText(S + "n2", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Iñaki</span><span style="font-weight:bold;" class="wixui-rich-text__text"> Goñi Elcano</span></p>`, { top: 460, left: 360, width: 260 })}
${wixText(S + "n3", `<p class="font_5 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text"><span style="letter-spacing:0.05em;" class="wixui-rich-text__text">Leire A</span>rbizu</span></p>`, { top: 460, left: 660, width: 260 })}
${wixText(S + "d1", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Directora clínica</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Cirugía y traumatología</span></p>`, { top: 500, left: 60, width: 260 })}
${wixText(S + "d2", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Veterinario · Medicina interna y exóticos</span></p>`, { top: 500, left: 360, width: 260 })}
${wixText(S + "d3", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Auxiliar técnica veterinaria</span></p>`, { top: 500, left: 660, width: 260 })}
${wixText(S + "n4", `<p class="font_7 wixui-rich-text__text">En recepción os atenderá <span style="font-weight:bold;" class="wixui-rich-text__text">Marta Oroz</span>, que además lleva la agenda de vacunas y recordatorios.</p>`, { top: 600, left: 60, width: 860 })}`,
    footer,
  });
  const servicios = wixPage({
    lang: "es", seed: S + "s", domain: D, siteName: "Clínica Veterinaria Cidacos", title: "Servicios | Clínica Veterinaria Cidacos", nav,
    body: `${wixText(S + "s1", `<h1 class="font_2 wixui-rich-text__text">Servicios</h1><ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text"><p class="font_8">Vacunación y desparasitación</p></li><li class="wixui-rich-text__text"><p class="font_8">Cirugía general y traumatológica</p></li><li class="wixui-rich-text__text"><p class="font_8">Ecografía y radiología digital</p></li><li class="wixui-rich-text__text"><p class="font_8">Peluquería canina (martes y jueves)</p></li><li class="wixui-rich-text__text"><p class="font_8">Urgencias 24 h</p></li></ul>`, { top: 40, left: 60, width: 700 })}`,
    footer,
  });
  const contacto = wixPage({
    lang: "es", seed: S + "c", domain: D, siteName: "Clínica Veterinaria Cidacos", title: "Contacto | Clínica Veterinaria Cidacos", nav,
    body: `${wixText(S + "c1", `<h1 class="font_2 wixui-rich-text__text">Contacto</h1><p class="font_8 wixui-rich-text__text">Paseo de Padre Calatayud, 14<br class="wixui-rich-text__text">31300 Tafalla (Navarra)</p><p class="font_8 wixui-rich-text__text">Tel. 948 70 22 91</p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">info@clinicaveterinariacidacos.es</span></p>`, { top: 40, left: 60, width: 400 })}
<div id="comp-lq9x2m7c" class="comp-lq9x2m7c wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form class="JVi7i2" data-testid="form">
<div class="_Y1ZaG"><label for="input_comp-lq9x2m7d" class="wixui-text-input__label">Nombre</label><input type="text" name="nombre" id="input_comp-lq9x2m7d" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="Nombre y apellidos" required/></div>
<div class="_Y1ZaG"><label for="input_comp-lq9x2m7e" class="wixui-text-input__label">Email</label><input type="email" name="email" id="input_comp-lq9x2m7e" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="tu@email.com" required/></div>
<div class="_Y1ZaG"><label for="textarea_comp-lq9x2m7f">Mensaje</label><textarea id="textarea_comp-lq9x2m7f" class="wixui-text-box__input" placeholder="Cuéntanos qué le pasa a tu mascota"></textarea></div>
<button aria-disabled="false" data-testid="buttonElement" class="wixui-button"><span class="w4Vxx6 wixui-button__label">Enviar</span></button></form></div>`,
    footer,
  });
  sites.push({
    id: "g003-veterinaria-cidacos-tafalla",
    domain: D,
    language: "es",
    patterns: ["builder-wix", "team-grid", "email-text", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/equipo", "equipo.html", equipo],
      ["/servicios", "servicios.html", servicios],
      ["/contacto", "contacto.html", contacto],
    ],
    truth: {
      emails: ["info@" + D],
      emailKinds: { ["info@" + D]: "generic" },
      contacts: [
        { name: "Ainhoa Zabalza Urroz", title: "Directora clínica", role: "owner" },
        { name: "Iñaki Goñi Elcano", title: "Veterinario · Medicina interna y exóticos", role: "other" },
        { name: "Leire Arbizu", title: "Auxiliar técnica veterinaria", role: "other" },
        { name: "Marta Oroz", title: null, role: "other" },
      ],
      junk: ["tu@email.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g004 Jimdo bakery on gmail, guestbook testimonials
{
  const D = "hornolamaragata.es";
  const S = "g004";
  const nav = [["/", "Inicio"], ["/nosotros/", "Nosotros"], ["/productos/", "Productos"], ["/contacto/", "Contacto"]];
  const fl = [["/aviso-legal/", "Aviso legal"], ["/contacto/", "Contacto"]];
  const sidebar = jm(S + "sb", "text", `<p><strong>Horno La Maragata</strong></p><p>C/ Pío Gullón, 9<br/>24700 Astorga (León)</p><p>Tel. 987 61 88 30</p><p>Abierto de 8:00 a 14:30 y de 17:30 a 20:30. Domingos solo mañana.</p>`);
  const home = jimdoPage({
    lang: "es", seed: S, domain: D, siteName: "Horno La Maragata", title: "Horno La Maragata - Pan, mantecadas y hojaldres de Astorga", nav, current: "/", footerLinks: fl, sidebar,
    body: [
      jm(S + "1", "header", `<h1 class="">Pan de leña y mantecadas de Astorga</h1>`),
      jm(S + "2", "textWithImage", `<figure class="cc-imagewrapper cc-m-image-align-1"><img srcset="https://image.jimcdn.com/app/cms/image/transf/dimension=320x10000:format=jpg/path/s${"a1b2c3"}/image/i8877/version/1611/image.jpg 320w" src="https://image.jimcdn.com/app/cms/image/transf/dimension=320x10000:format=jpg/path/sa1b2c3/image/i8877/version/1611/image.jpg" alt="Mostrador del horno" class=""/></figure><div><div id="cc-m-textwithimage-8877" data-name="text" data-action="text" class="cc-m-textwithimage-inline-rte"><p>Cocemos cada madrugada en horno de leña el pan de siempre: hogaza, pan de fuelle y bollo maragato. Y, cómo no, nuestras <strong>mantecadas</strong>, los hojaldres y las tartas de almendra que nos piden desde toda España.</p><p>Hacemos envíos de mantecadas y hojaldres a domicilio (mínimo 2 cajas).</p></div></div>`),
      jm(S + "3", "hr", `<div class="hr"></div>`),
      jm(S + "4", "header", `<h2 class="">Libro de visitas</h2>`),
      jm(S + "5", "guestbook", `<div class="j-guestbook-list">
<div class="commententry"><div class="com-meta"><strong>Mari Carmen Fuertes</strong> <span class="com-date">(martes, 14 mayo 2024 19:02)</span></div><p>Las mantecadas como las de mi abuela. Las pedimos todos los años para la boda de algún sobrino 😊</p></div>
<div class="commententry"><div class="com-meta"><strong>Julián de Paz</strong> <span class="com-date">(viernes, 02 febrero 2024 11:47)</span></div><p>Llegaron a Bilbao en dos días y perfectas. Muy amable Lucía al teléfono.</p></div>
<div class="commententry"><div class="com-meta"><strong>Familia Ordás</strong> <span class="com-date">(domingo, 24 diciembre 2023 09:15)</span></div><p>¡El hojaldre de Navidad, un año más, el mejor!</p></div>
</div>`),
    ].join("\n"),
  });
  const nosotros = jimdoPage({
    lang: "es", seed: S + "n", domain: D, siteName: "Horno La Maragata", title: "Nosotros - Horno La Maragata", nav, current: "/nosotros/", footerLinks: fl, sidebar,
    body: [
      jm(S + "n1", "header", `<h1 class="">Tres generaciones de panaderos</h1>`),
      jm(S + "n2", "text", `<p>El horno lo abrió el abuelo Teodoro en 1962, en la misma calle Pío Gullón donde seguimos hoy, con un horno de leña que todavía encendemos cada noche.</p>
<p>Hoy llevan el negocio sus nietos. <strong>Sergio Alonso Prieto</strong>, maestro panadero y propietario, se encarga del obrador desde las tres de la mañana; su hermana <strong>Lucía Alonso Prieto</strong>, encargada de la tienda, atiende el mostrador, los pedidos y los envíos.</p>
<p>Con ellos trabajan Rubén y Sheila en el obrador, y los fines de semana nos echa una mano toda la familia.</p>
<p>En 2019 nuestras mantecadas recibieron el distintivo de la Indicación Geográfica Protegida Mantecadas de Astorga.</p>`),
    ].join("\n"),
  });
  const productos = jimdoPage({
    lang: "es", seed: S + "p", domain: D, siteName: "Horno La Maragata", title: "Productos - Horno La Maragata", nav, current: "/productos/", footerLinks: fl, sidebar,
    body: [
      jm(S + "p1", "header", `<h1 class="">Productos</h1>`),
      jm(S + "p2", "table", `<table class="j-table"><tbody><tr><td><strong>Caja de mantecadas (12 ud.)</strong></td><td>6,50 €</td></tr><tr><td><strong>Hojaldre de Astorga</strong></td><td>9,00 €</td></tr><tr><td><strong>Tarta de almendra</strong></td><td>14,00 €</td></tr><tr><td><strong>Bollo maragato</strong></td><td>3,20 €</td></tr><tr><td><strong>Hogaza de leña (1 kg)</strong></td><td>3,00 €</td></tr></tbody></table>`),
      jm(S + "p3", "text", `<p>Para envíos, escríbenos a hornolamaragata@gmail.com indicando dirección y número de cajas.</p>`),
    ].join("\n"),
  });
  const contacto = jimdoPage({
    lang: "es", seed: S + "c", domain: D, siteName: "Horno La Maragata", title: "Contacto - Horno La Maragata", nav, current: "/contacto/", footerLinks: fl, sidebar,
    body: [
      jm(S + "c1", "header", `<h1 class="">Contacto</h1>`),
      jm(S + "c2", "text", `<p>Horno La Maragata<br/>C/ Pío Gullón, 9 · 24700 Astorga (León)</p><p>Teléfono: 987 61 88 30</p><p>Correo: <a href="mailto:hornolamaragata@gmail.com" title="hornolamaragata@gmail.com">hornolamaragata@gmail.com</a></p><p>Persona de contacto para encargos y envíos: Lucía Alonso Prieto</p>`),
    ].join("\n"),
  });
  const aviso = jimdoPage({
    lang: "es", seed: S + "a", domain: D, siteName: "Horno La Maragata", title: "Aviso legal - Horno La Maragata", nav, current: "/aviso-legal/", footerLinks: fl, sidebar,
    body: jm(S + "a1", "text", `<h1>Aviso legal</h1><p>Titular: Sergio Alonso Prieto · NIF 71554210-P · C/ Pío Gullón, 9, 24700 Astorga (León) · hornolamaragata@gmail.com</p>`),
  });
  sites.push({
    id: "g004-horno-la-maragata-astorga",
    domain: D,
    language: "es",
    patterns: ["about-prose", "legal-notice", "email-text", "email-mailto", "testimonials", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/nosotros/", "nosotros.html", nosotros],
      ["/productos/", "productos.html", productos],
      ["/contacto/", "contacto.html", contacto],
      ["/aviso-legal/", "aviso-legal.html", aviso],
    ],
    truth: {
      emails: ["hornolamaragata@gmail.com"],
      emailKinds: { "hornolamaragata@gmail.com": "generic" },
      contacts: [
        { name: "Sergio Alonso Prieto", title: "maestro panadero y propietario", role: "owner" },
        { name: "Lucía Alonso Prieto", title: "encargada de la tienda", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g005 broken markup law firm, Argentina, obfuscated emails
{
  const D = "estudioechegaraysanrafael.com.ar";
  const head = (t) => `<html>
<head>
<title>${t}</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="description" content="Estudio jurídico en San Rafael, Mendoza. Derecho civil, laboral, sucesiones y agrario.">
<link href="css/estilos.css" rel="stylesheet" type="text/css">
</head>
<body>
<div id="contenedor">
<div id="cabecera"><img src="img/logo_estudio.jpg" alt="Estudio Jurídico Echegaray & Asoc." width=300 height=90>
</div></div>
<div id="menu"><a href=index.html>Inicio</a> - <a href=abogados.html>Abogados</a> - <a href=areas.html>&Aacute;reas de pr&aacute;ctica</a> - <a href=contacto.html>Contacto</a></div>
<div id="cuerpo">`;
  const foot = `</div>
<div id="pie">Estudio Jur&iacute;dico Echegaray &amp; Asoc. &mdash; Av. Hip&oacute;lito Yrigoyen 1240, 1&deg; piso, of. 3 &mdash; (5600) San Rafael, Mendoza &mdash; Tel. (0260) 442-3187
<!-- contador <script src="http://contador.webs-gratis.com.ar/c.js?id=8812"></script> -->
</div>
</body>
</html>
`;
  const index = `${head("Estudio Jurídico Echegaray & Asoc. - San Rafael, Mendoza")}
<h1>Estudio Jur&iacute;dico Echegaray &amp; Asoc.</h1>
<p>Desde 1987 asesoramos a particulares, productores y empresas del sur mendocino.
<p>Atendemos consultas en <b>derecho civil y comercial</b>, <b>laboral</b>, <b>sucesiones</b>, <b>familia</b> y <b>derecho agrario</b> (contratos de aparcer&iacute;a, riego, vi&ntilde;edos).
<p><font color=#8b0000><b>Atenci&oacute;n:</b></font> las consultas se atienden con turno previo, de lunes a viernes de 9 a 13 y de 17 a 20 hs.
</div>
Tambi&eacute;n atendemos en General Alvear los d&iacute;as martes (calle Alvear Oeste 455).
<div class="destacado"><b><i>Primera consulta sin cargo para jubilados</b></i>
${foot}`;
  const abogados = `${head("Abogados - Estudio Jurídico Echegaray & Asoc.")}
<h2>Nuestros profesionales</h2>
<ul class=lista>
<li><b>Dr. Mart&iacute;n Echegaray</b> &ndash; Socio fundador. Abogado (UNCuyo, 1985). Civil, comercial y agrario.
<li><b>Dra. Valeria Cuadrado de Echegaray</b> &ndash; Socia. Familia y sucesiones. Mediadora matriculada.
<!-- <li><b>Dr. Esteban Lucero</b> - Abogado asociado (hasta 2019) -->
<li><b>Dr. Facundo Ibarra</b> &ndash; Abogado asociado. Derecho laboral.
<li>Sra. Gladys Funes &ndash; Secretar&iacute;a y turnos
</ul>
</li></div>
<p>El Dr. Echegaray atiende tambi&eacute;n consultas por correo: mechegaray (arroba) estudioechegaraysanrafael.com.ar
<p>Para temas laborales puede escribir al Dr. Ibarra: fibarra [arroba] estudioechegaraysanrafael [punto] com [punto] ar
</td>
${foot}`;
  const areas = `${head("Áreas de práctica - Estudio Jurídico Echegaray & Asoc.")}
<h2>&Aacute;reas de pr&aacute;ctica</h2>
<table border=0 cellpadding=4>
<tr><td><b>Derecho agrario</b><td>Contratos de arrendamiento y aparcer&iacute;a, derechos de riego ante el Departamento General de Irrigaci&oacute;n, conflictos de lindes.
<tr><td><b>Sucesiones</b><td>Declaratorias de herederos, testamentos, particiones.
<tr><td><b>Laboral</b><td>Despidos, accidentes de trabajo (ART), trabajo rural.
<tr><td><b>Civil y comercial</b><td>Cobros, desalojos, contratos, sociedades.
</table>
<p>Trabajamos en colaboraci&oacute;n con la Escriban&iacute;a Bustelo (calle Comandante Salas 380) para escrituras y poderes.
${foot}`;
  const contacto = `${head("Contacto - Estudio Jurídico Echegaray & Asoc.")}
<h2>Contacto</h2>
<p>Av. Hip&oacute;lito Yrigoyen 1240, 1&deg; piso, oficina 3<br>
(5600) San Rafael, Mendoza<br>
Tel./Fax: (0260) 442-3187<br>
Celular: (0260) 15-458-2290
<p>Correo electr&oacute;nico: estudio(arroba)estudioechegaraysanrafael.com.ar <font size=1>(reemplace (arroba) por @)</font>
<p>Turnos: comunicarse con Gladys en el horario de atenci&oacute;n.
</p></p></div>
<iframe src="https://maps.google.com.ar/maps?q=Hipolito+Yrigoyen+1240+San+Rafael&output=embed" width=500 height=300 frameborder=0></iframe>
${foot}`;
  sites.push({
    id: "g005-estudio-echegaray-san-rafael",
    domain: D,
    language: "es",
    patterns: ["broken-markup", "hand-written", "email-obfuscated", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/abogados.html", "abogados.html", abogados],
      ["/areas.html", "areas.html", areas],
      ["/contacto.html", "contacto.html", contacto],
    ],
    truth: {
      emails: ["estudio@" + D, "mechegaray@" + D, "fibarra@" + D],
      emailKinds: { ["estudio@" + D]: "generic", ["mechegaray@" + D]: "person", ["fibarra@" + D]: "person" },
      emailOwners: { ["mechegaray@" + D]: "Martín Echegaray", ["fibarra@" + D]: "Facundo Ibarra" },
      contacts: [
        { name: "Martín Echegaray", title: "Socio fundador", role: "owner" },
        { name: "Valeria Cuadrado de Echegaray", title: "Socia", role: "owner" },
        { name: "Facundo Ibarra", title: "Abogado asociado", role: "other" },
        { name: "Gladys Funes", title: "Secretaría y turnos", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g006 GoDaddy rural hotel, guest reviews
{
  const D = "cortijolasvinascazorla.es";
  const S = "g006";
  const nav = [["/", "Inicio"], ["/habitaciones", "Habitaciones"], ["/quienes-somos", "Quiénes somos"], ["/contacto", "Contacto"]];
  const footer = `<p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" data-typography="FooterAlpha" class="x-el x-el-p c1-1 c1-2 c1-44"><span>Copyright © 2024 Cortijo Las Viñas - todos los derechos reservados.</span></p>
<p data-ux="FooterText" data-aid="FOOTER_DETAILS_RENDERED" class="x-el x-el-p c1-1 c1-45">Reservas: <a href="mailto:reservas@cortijolasvinascazorla.es" data-ux="Link" class="x-el x-el-a c1-46">reservas@cortijolasvinascazorla.es</a> · Registro de Turismo de Andalucía CR/JA/00342</p>`;
  const reviews = gdSection(S + "rv", "reviews", `<h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="REVIEWS_SECTION_TITLE_RENDERED" data-typography="HeadingBeta" class="x-el x-el-h2 c1-1 c1-2 c1-47"><span>Lo que dicen nuestros huéspedes</span></h2>
<div data-ux="Grid" class="x-el x-el-div c1-48">
<div data-ux="GridCell" class="x-el x-el-div c1-49"><div data-ux="ContentCard" data-aid="REVIEW_CARD_0"><p data-ux="ContentCardText" data-aid="REVIEW_TEXT_0" class="x-el x-el-p c1-4a">«Un sitio para desconectar de verdad. Los desayunos de Encarni, con aceite de la propia finca, no se olvidan.»</p><p data-ux="ContentCardHeading" data-aid="REVIEW_AUTHOR_0" class="x-el x-el-p c1-4b">— Jordi y Montse, Sabadell</p></div></div>
<div data-ux="GridCell" class="x-el x-el-div c1-49"><div data-ux="ContentCard" data-aid="REVIEW_CARD_1"><p data-ux="ContentCardText" data-aid="REVIEW_TEXT_1" class="x-el x-el-p c1-4a">«Álvaro nos preparó una ruta al nacimiento del Guadalquivir perfecta para ir con niños.»</p><p data-ux="ContentCardHeading" data-aid="REVIEW_AUTHOR_1" class="x-el x-el-p c1-4b">— Patricia Lozano Gil</p></div></div>
<div data-ux="GridCell" class="x-el x-el-div c1-49"><div data-ux="ContentCard" data-aid="REVIEW_CARD_2"><p data-ux="ContentCardText" data-aid="REVIEW_TEXT_2" class="x-el x-el-p c1-4a">«Volveremos en otoño para la berrea.»</p><p data-ux="ContentCardHeading" data-aid="REVIEW_AUTHOR_2" class="x-el x-el-p c1-4b">— Hans-Peter Vogt, Núremberg</p></div></div>
</div>`);
  const home = godaddyPage({
    lang: "es", seed: S, domain: D, siteName: "Cortijo Las Viñas", title: "Cortijo Las Viñas | Casa rural en la Sierra de Cazorla", nav, phone: "953 72 10 46", footer,
    body: `${gdSection(S + "hero", "header", `<h1 role="heading" aria-level="1" data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" data-typography="HeadingAlpha" class="x-el x-el-h1 c1-1 c1-2 c1-50">Casa rural entre olivos, a 4 km de Cazorla</h1>
<p data-ux="HeroText" data-aid="HEADER_TAGLINE2_RENDERED" class="x-el x-el-p c1-51">Seis habitaciones, piscina de agua salada y vistas al Parque Natural de las Sierras de Cazorla, Segura y Las Villas.</p>
<a data-ux="ButtonPrimary" data-aid="HEADER_CTA_BTN" href="/contacto" class="x-el x-el-a c1-52">Reservar</a>`)}
${gdSection(S + "ab", "about", `<h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-47"><span>Bienvenidos</span></h2>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED" class="x-el x-el-div c1-53"><p>El cortijo fue casa de labor de la familia Navarro durante cuatro generaciones. En 2008 lo restauramos respetando los muros de piedra y las vigas de castaño, y desde entonces lo abrimos a quien quiera conocer la sierra con calma.</p><p>Desayuno casero incluido, cenas por encargo y rutas a pie, en bici o a caballo.</p></div>`)}
${reviews}`,
  });
  const habitaciones = godaddyPage({
    lang: "es", seed: S + "h", domain: D, siteName: "Cortijo Las Viñas", title: "Habitaciones | Cortijo Las Viñas", nav, phone: "953 72 10 46", footer,
    body: gdSection(S + "hb", "content", `<h1 data-ux="SectionHeading" data-aid="CONTENT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Habitaciones</h1>
<div data-ux="ContentCards"><div data-ux="ContentCard"><h4 data-ux="ContentCardHeading" data-aid="CONTENT_CARD_HEADING0">El Olivar</h4><p data-aid="CONTENT_CARD_TEXT0">Doble con terraza privada. 85 € / noche con desayuno.</p></div>
<div data-ux="ContentCard"><h4 data-ux="ContentCardHeading" data-aid="CONTENT_CARD_HEADING1">La Almazara</h4><p data-aid="CONTENT_CARD_TEXT1">Familiar (4 personas) con chimenea. 120 € / noche.</p></div>
<div data-ux="ContentCard"><h4 data-ux="ContentCardHeading" data-aid="CONTENT_CARD_HEADING2">El Pajar</h4><p data-aid="CONTENT_CARD_TEXT2">Doble abuhardillada con vistas al castillo de La Iruela. 80 € / noche.</p></div></div>`),
  });
  const quienes = godaddyPage({
    lang: "es", seed: S + "q", domain: D, siteName: "Cortijo Las Viñas", title: "Quiénes somos | Cortijo Las Viñas", nav, phone: "953 72 10 46", footer,
    body: `${gdSection(S + "q1", "about", `<h1 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Quiénes somos</h1>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED"><p>Somos una familia de Cazorla. Después de años trabajando fuera, volvimos para cuidar del olivar y del cortijo del abuelo.</p></div>
<div data-ux="Grid" class="x-el x-el-div c1-48">
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="ABOUT_CARD_0"><img data-ux="ContentCardImageThumbnail" src="//img1.wsimg.com/isteam/ip/${"7c1e"}/encarni.jpg/:/cr=t:0%25,l:0%25,w:100%25,h:100%25/rs=w:400,h:400,cg:true" alt="encarni"/><h4 role="heading" aria-level="4" data-ux="ContentCardHeading" data-aid="ABOUT_HEADLINE_RENDERED0" class="x-el x-el-h4">Encarni Moreno</h4><div data-ux="ContentCardText" data-aid="ABOUT_DESCRIPTION_RENDERED0"><p>Propietaria y cocinera. Responsable de los desayunos y de que te sientas en casa.</p></div></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="ABOUT_CARD_1"><img data-ux="ContentCardImageThumbnail" src="//img1.wsimg.com/isteam/ip/7c1e/alvaro.jpg/:/rs=w:400,h:400,cg:true" alt="alvaro"/><h4 role="heading" aria-level="4" data-ux="ContentCardHeading" data-aid="ABOUT_HEADLINE_RENDERED1" class="x-el x-el-h4">Álvaro Navarro Moreno</h4><div data-ux="ContentCardText" data-aid="ABOUT_DESCRIPTION_RENDERED1"><p>Reservas y actividades. Guía de montaña titulado; conoce cada sendero de la sierra.</p></div></div></div>
</div>`)}`,
  });
  const contacto = godaddyPage({
    lang: "es", seed: S + "c", domain: D, siteName: "Cortijo Las Viñas", title: "Contacto | Cortijo Las Viñas", nav, phone: "953 72 10 46", footer,
    body: gdSection(S + "c1", "contact", `<h1 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h1 c1-47">Contacto y reservas</h1>
<div data-ux="ContentText" data-aid="CONTACT_INFO_ADDRESS_REND"><p>Cortijo Las Viñas · Ctra. A-319, km 4,2 · 23470 Cazorla (Jaén)</p></div>
<p data-aid="CONTACT_INFO_PHONE_REND"><a href="tel:953721046">953 72 10 46</a></p>
<p data-aid="CONTACT_INFO_EMAIL_REND"><a href="mailto:reservas@cortijolasvinascazorla.es">reservas@cortijolasvinascazorla.es</a></p>
<form data-aid="CONTACT_FORM_CONTAINER_REND"><input data-aid="CONTACT_FORM_NAME" type="text" placeholder="Nombre"/><input data-aid="CONTACT_FORM_EMAIL" type="email" placeholder="Correo electrónico*"/><textarea data-aid="CONTACT_FORM_MESSAGE" placeholder="Fechas, número de personas…"></textarea><button data-aid="CONTACT_SUBMIT_BUTTON_REND">Enviar</button></form>`),
  });
  sites.push({
    id: "g006-cortijo-las-vinas-cazorla",
    domain: D,
    language: "es",
    patterns: ["about-prose", "team-grid", "testimonials", "email-footer", "email-mailto"],
    pages: [
      ["/", "index.html", home],
      ["/habitaciones", "habitaciones.html", habitaciones],
      ["/quienes-somos", "quienes-somos.html", quienes],
      ["/contacto", "contacto.html", contacto],
    ],
    truth: {
      emails: ["reservas@" + D],
      emailKinds: { ["reservas@" + D]: "role" },
      contacts: [
        { name: "Encarni Moreno", title: "Propietaria y cocinera", role: "owner" },
        { name: "Álvaro Navarro Moreno", title: "Reservas y actividades", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g007 Wix repeater, print shop Mexico, client logos
{
  const D = "graficossanjuandelrio.com.mx";
  const S = "g007";
  const nav = [["/", "Inicio"], ["/nosotros", "Nosotros"], ["/clientes", "Clientes"], ["/cotiza", "Cotiza"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Gráficos San Juan del Río, S.A. de C.V. · Av. Juárez Ote. 118, Centro, 76800 San Juan del Río, Qro. · Tel. 427 272 0915</p><p class="font_9 wixui-rich-text__text"><a href="mailto:ventas@graficossanjuandelrio.com.mx" target="_self" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">ventas@graficossanjuandelrio.com.mx</span></a></p>`, { top: 30, left: 40, width: 900 });
  const item = (k, name, title, img) => `<div class="wixui-repeater__item" role="listitem" id="comp-lm3kq9x1__item-${k}" style="position:relative"><div data-mesh-id="comp-lm3kq9x1__item-${k}inlineContent" data-testid="inline-content"><div data-mesh-id="comp-lm3kq9x1__item-${k}inlineContent-gridContainer" data-testid="mesh-container-content">
${wixImage(S + k, img, "", { top: 0, left: 0, w: 200, h: 200 })}
<div id="comp-lm3kqa07__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lm3kqa07 wixui-rich-text" data-testid="richTextElement"><h4 class="font_5 wixui-rich-text__text" style="text-align:center;"><span class="color_15 wixui-rich-text__text">${name}</span></h4></div>
<div id="comp-lm3kqb4n__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lm3kqb4n wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text" style="text-align:center;"><span class="color_13 wixui-rich-text__text">${title}</span></p></div>
</div></div></div>`;
  const home = wixPage({
    lang: "es", seed: S, domain: D, siteName: "Gráficos San Juan del Río", title: "Imprenta en San Juan del Río | Gráficos San Juan", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Imprimimos lo que tu negocio necesita</h1>`, { top: 60, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Offset, digital y gran formato: etiquetas, cajas plegadizas, lonas, tarjetas, facturas y folletos. Más de 30 años trabajando para la industria y el comercio de Querétaro e Hidalgo.</p>`, { top: 160, left: 40, width: 640 })}
${wixText(S + "h3", `<p class="font_7 wixui-rich-text__text">¿Necesitas una cotización? Escríbenos a <a href="mailto:cotizaciones@graficossanjuandelrio.com.mx?subject=Cotizaci%C3%B3n" target="_self" class="wixui-rich-text__text">cotizaciones@graficossanjuandelrio.com.mx</a> y te respondemos el mismo día.</p>`, { top: 260, left: 40, width: 640 })}`,
  });
  const nosotros = wixPage({
    lang: "es", seed: S + "n", domain: D, siteName: "Gráficos San Juan del Río", title: "Nosotros | Gráficos San Juan", nav, footer,
    body: `${wixText(S + "n1", `<h2 class="font_2 wixui-rich-text__text">Nuestra historia</h2><p class="font_8 wixui-rich-text__text">Lo que empezó en 1991 como un pequeño taller de tipografía en la calle Hidalgo es hoy una imprenta que cuenta con dos prensas Heidelberg, equipo digital y un equipo de 14 personas.</p>`, { top: 40, left: 40, width: 880 })}
${wixText(S + "n2", `<h2 class="font_2 wixui-rich-text__text">Nuestro equipo</h2>`, { top: 220, left: 40, width: 880 })}
<div id="comp-lm3kq9x1" class="comp-lm3kq9x1 wixui-repeater" data-testid="repeater" role="list" style="position:absolute;top:300px;left:40px;width:900px;display:grid;grid-template-columns:repeat(4,1fr)">
${item("lm3kr1aa", "Ing. Rodrigo Olvera Luna", "Director General", "1c4f2a_rodrigo~mv2.jpg")}
${item("lm3kr1ab", "Guadalupe Reséndiz", "Diseño gráfico y preprensa", "1c4f2a_lupita~mv2.jpg")}
${item("lm3kr1ac", "Karla Ugalde", "Ventas y atención a clientes", "1c4f2a_karla~mv2.jpg")}
${item("lm3kr1ad", "Chema Paredes", "Jefe de producción", "1c4f2a_chema~mv2.jpg")}
</div>`,
  });
  const logo = (k, file, alt) => `<div class="gallery-item-container item-container-regular has-custom-focus visible" data-hook="item-container" data-idx="${k}" data-id="${file}" role="button" aria-label="${alt}" style="width:180px;height:120px"><div class="gallery-item-wrapper visible" data-hook="item-wrapper"><div class="gallery-item-content image-item"><img class="gallery-item-visible gallery-item gallery-item-preloaded" data-hook="gallery-item-image-img" alt="${alt}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_120,q_90/${file}" srcset="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_120,q_90/${file} 1x"/></div></div></div>`;
  const clientes = wixPage({
    lang: "es", seed: S + "c", domain: D, siteName: "Gráficos San Juan del Río", title: "Clientes | Gráficos San Juan", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Confían en nosotros</h2>`, { top: 40, left: 40, width: 880 })}
<div id="comp-lm3ksz91" class="comp-lm3ksz91 wixui-gallery" style="position:absolute;top:120px;left:40px;width:900px"><div data-testid="gallery-wrapper" class="pro-gallery inline-styles"><div class="pro-gallery-parent-container" role="region" aria-label="Logos">
${logo(0, "1c4f2a_logo-lacteos-la-sierrita@2x.png", "Lácteos La Sierrita")}
${logo(1, "1c4f2a_ferreteria-hnos-olvera@2x.png", "Ferretería Hermanos Olvera")}
${logo(2, "1c4f2a_colegio-fray-junipero.png", "Colegio Fray Junípero Serra")}
${logo(3, "1c4f2a_vinedos-tequisquiapan@2x.png", "Viñedos de Tequisquiapan")}
${logo(4, "1c4f2a_transportes-zaragoza.png", "Transportes Zaragoza")}
${logo(5, "1c4f2a_farmacias-del-bajio@2x.png", "Farmacias del Bajío")}
</div></div></div>
${wixText(S + "c2", `<p class="font_7 wixui-rich-text__text"><em>«Llevamos 12 años imprimiendo con ellos nuestras etiquetas y nunca nos han fallado una entrega.»</em></p><p class="font_8 wixui-rich-text__text">— Lic. Alejandra Campos, gerente de compras, Lácteos La Sierrita</p>`, { top: 420, left: 40, width: 880 })}`,
  });
  const cotiza = wixPage({
    lang: "es", seed: S + "q", domain: D, siteName: "Gráficos San Juan del Río", title: "Cotiza | Gráficos San Juan", nav, footer,
    body: `${wixText(S + "q1", `<h2 class="font_2 wixui-rich-text__text">Solicita tu cotización</h2><p class="font_8 wixui-rich-text__text">Mándanos tu archivo (PDF, AI o JPG en alta) a cotizaciones@graficossanjuandelrio.com.mx o llena el formulario. WhatsApp: 427 115 3380.</p>`, { top: 40, left: 40, width: 880 })}
<div id="comp-lm3kt0p2" class="comp-lm3kt0p2 wixui-form" style="position:absolute;top:200px;left:40px;width:500px"><form><input type="text" placeholder="Nombre" class="wixui-text-input__input"/><input type="email" placeholder="correo@ejemplo.com" class="wixui-text-input__input"/><input type="tel" placeholder="Teléfono" class="wixui-text-input__input"/><textarea placeholder="¿Qué necesitas imprimir?"></textarea><button class="wixui-button"><span class="wixui-button__label">Enviar</span></button></form></div>`,
  });
  sites.push({
    id: "g007-graficos-san-juan-del-rio",
    domain: D,
    language: "es",
    patterns: ["builder-wix", "team-grid", "client-list", "testimonials", "name-lookalikes", "email-mailto", "email-text", "email-footer", "junk-asset", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/nosotros", "nosotros.html", nosotros],
      ["/clientes", "clientes.html", clientes],
      ["/cotiza", "cotiza.html", cotiza],
    ],
    truth: {
      emails: ["ventas@" + D, "cotizaciones@" + D],
      emailKinds: { ["ventas@" + D]: "role", ["cotizaciones@" + D]: "role" },
      contacts: [
        { name: "Rodrigo Olvera Luna", title: "Director General", role: "owner" },
        { name: "Guadalupe Reséndiz", title: "Diseño gráfico y preprensa", role: "other" },
        { name: "Karla Ugalde", title: "Ventas y atención a clientes", role: "other" },
        { name: "Chema Paredes", title: "Jefe de producción", role: "operations" },
      ],
      junk: ["1c4f2a_logo-lacteos-la-sierrita@2x.png", "1c4f2a_ferreteria-hnos-olvera@2x.png", "1c4f2a_vinedos-tequisquiapan@2x.png", "1c4f2a_farmacias-del-bajio@2x.png", "correo@ejemplo.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g008 language school, table with header as first column, entity email
{
  const D = "academiatormessalamanca.es";
  const e = (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join("");
  const menu = `<table width="100%" cellpadding="4" cellspacing="0" border="0" bgcolor="#1b4f72"><tr>
<td align="center"><a href="index.html"><font color="white" face="Verdana" size="2"><b>Inicio</b></font></a></td>
<td align="center"><a href="cursos.html"><font color="white" face="Verdana" size="2"><b>Cursos</b></font></a></td>
<td align="center"><a href="profesores.html"><font color="white" face="Verdana" size="2"><b>Profesores</b></font></a></td>
<td align="center"><a href="contacto.html"><font color="white" face="Verdana" size="2"><b>Contacto</b></font></a></td>
</tr></table>`;
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<style type="text/css">
body { margin:0; font-family: Verdana, Arial, sans-serif; font-size: 12px; background: #e8eef3 url(img/fondo.gif); }
td.cargo { background:#d6e4ee; font-weight:bold; width:190px; vertical-align:top }
</style>
</head>
<body>
<center>
<table width="800" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td><img src="img/banner_tormes.jpg" width="800" height="120" alt="Academia Tormes - Idiomas en Salamanca" border="0"></td></tr>
<tr><td>${menu}</td></tr>
<tr><td style="padding:18px">
${body}
</td></tr>
<tr><td align="center" bgcolor="#1b4f72"><font color="#ffffff" size="1">Academia Tormes &middot; Calle Zamora, 58, 2&ordf; planta &middot; 37002 Salamanca &middot; 923 21 47 70</font></td></tr>
</table>
</center>
</body>
</html>
`;
  const index = page("Academia Tormes · Inglés, alemán, francés y español para extranjeros en Salamanca", `
<h1><font color="#1b4f72">Academia Tormes</font></h1>
<p>Clases de <b>ingl&eacute;s, alem&aacute;n y franc&eacute;s</b> para ni&ntilde;os, j&oacute;venes y adultos, preparaci&oacute;n de ex&aacute;menes oficiales (Cambridge, Goethe-Institut, DELF) y cursos de <b>espa&ntilde;ol para extranjeros</b> durante todo el a&ntilde;o.</p>
<p>Grupos reducidos de 6 alumnos como m&aacute;ximo, profesores nativos y titulados.</p>
<table width="100%" border="0" cellpadding="6"><tr>
<td valign="top" width="50%"><b>Matr&iacute;cula abierta</b><br>Curso 2024-2025: del 2 de septiembre al 20 de junio.<br>Intensivos de verano en julio.</td>
<td valign="top"><b>Horario de secretar&iacute;a</b><br>Lunes a jueves 10:00&ndash;13:30 y 17:00&ndash;21:00<br>Viernes 10:00&ndash;13:30</td>
</tr></table>`);
  const cursos = page("Cursos · Academia Tormes", `
<h2>Cursos</h2>
<table border="1" cellpadding="5" cellspacing="0" width="100%">
<tr bgcolor="#d6e4ee"><th>Curso</th><th>Horas / semana</th><th>Precio mensual</th></tr>
<tr><td>Ingl&eacute;s infantil (6&ndash;11 a&ntilde;os)</td><td>2</td><td>52 &euro;</td></tr>
<tr><td>Ingl&eacute;s adultos A2&ndash;C1</td><td>3</td><td>68 &euro;</td></tr>
<tr><td>Preparaci&oacute;n First / Advanced</td><td>4</td><td>85 &euro;</td></tr>
<tr><td>Alem&aacute;n A1&ndash;B2</td><td>3</td><td>70 &euro;</td></tr>
<tr><td>Franc&eacute;s A1&ndash;B2</td><td>3</td><td>68 &euro;</td></tr>
<tr><td>Spanish for foreigners (intensive)</td><td>20</td><td>590 &euro;</td></tr>
</table>`);
  const profesores = page("Profesores · Academia Tormes", `
<h2>Equipo docente</h2>
<table border="1" cellpadding="6" cellspacing="0" width="100%" bordercolor="#9fb8c9">
<tr><td class="cargo">Directora</td><td>Blanca Send&iacute;n Hern&aacute;ndez</td><td>ingl&eacute;s, espa&ntilde;ol</td></tr>
<tr><td class="cargo">Jefa de estudios</td><td>Charlotte Evans</td><td>ingl&eacute;s (Cambridge CELTA)</td></tr>
<tr><td class="cargo">Profesor de alem&aacute;n</td><td>Matthias K&uuml;hn</td><td>alem&aacute;n, ingl&eacute;s</td></tr>
<tr><td class="cargo">Profesora de franc&eacute;s</td><td>Am&eacute;lie Roux</td><td>franc&eacute;s</td></tr>
<tr><td class="cargo">Espa&ntilde;ol para extranjeros</td><td>Jes&uacute;s Criado Mart&iacute;n</td><td>espa&ntilde;ol (acreditado Instituto Cervantes)</td></tr>
<tr><td class="cargo">Secretar&iacute;a</td><td>Tere Mateos</td><td>&nbsp;</td></tr>
</table>
<p>&iquest;Quieres trabajar con nosotros? Env&iacute;a tu CV a <a href="mailto:${e("direccion@academiatormessalamanca.es")}">${e("direccion@academiatormessalamanca.es")}</a>.</p>`);
  const contacto = page("Contacto · Academia Tormes", `
<h2>Contacto</h2>
<p>Calle Zamora, 58, 2&ordf; planta<br>37002 Salamanca<br>Tel. 923 21 47 70 &middot; WhatsApp 622 40 18 93</p>
<p>Correo: <a href="mailto:${e("secretaria@academiatormessalamanca.es")}">${e("secretaria@academiatormessalamanca.es")}</a></p>
<p>Estamos a dos minutos de la Plaza Mayor, junto a la iglesia de San Marcos.</p>`);
  sites.push({
    id: "g008-academia-tormes-salamanca",
    domain: D,
    language: "es",
    patterns: ["hand-written", "team-table", "email-obfuscated", "email-mailto"],
    pages: [
      ["/", "index.html", index],
      ["/cursos.html", "cursos.html", cursos],
      ["/profesores.html", "profesores.html", profesores],
      ["/contacto.html", "contacto.html", contacto],
    ],
    truth: {
      emails: ["secretaria@" + D, "direccion@" + D],
      emailKinds: { ["secretaria@" + D]: "role", ["direccion@" + D]: "role" },
      contacts: [
        { name: "Blanca Sendín Hernández", title: "Directora", role: "owner" },
        { name: "Charlotte Evans", title: "Jefa de estudios", role: "other" },
        { name: "Matthias Kühn", title: "Profesor de alemán", role: "other" },
        { name: "Amélie Roux", title: "Profesora de francés", role: "other" },
        { name: "Jesús Criado Martín", title: "Español para extranjeros", role: "other" },
        { name: "Tere Mateos", title: "Secretaría", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g009 merchants' association: member directory (bad input) + board
{
  const D = "comerciorondacentro.es";
  const members = [
    ["Librería Dumas", "Calle Nueva, 14", "Francisco Javier Ruiz Pacheco", "libreriadumas@gmail.com"],
    ["Zapatería El Tajo", "Calle Carrera Espinel, 52", "Remedios Vega Sánchez", ""],
    ["Óptica Serranía", "Calle Carrera Espinel, 88", "Antonio Guerrero Mena", "info@opticaserrania.es"],
    ["Confitería Las Campanas", "Plaza del Socorro, 3", "Dolores Jiménez Pérez", ""],
    ["Ferretería Moreno", "Calle Lauria, 21", "José Moreno Ortega", "ferreteriamoreno@hotmail.com"],
    ["Floristería Azahar", "Calle Virgen de la Paz, 9", "Inmaculada Castro Ríos", ""],
    ["Joyería Montenegro", "Calle Carrera Espinel, 27", "Miguel Ángel Montenegro", "joyeria@montenegroronda.com"],
    ["Mercería Pepita", "Calle Remedios, 6", "Josefa García Lobato", ""],
    ["Bar Faustino", "Calle Santa Cecilia, 4", "Faustino Domínguez", ""],
    ["Deportes Serranía", "Calle Sevilla, 33", "Cristóbal Ayala Naranjo", "deportesserrania@gmail.com"],
    ["Farmacia Ronda Centro", "Calle Nueva, 40", "María Teresa Gil de Montes", ""],
    ["Peluquería Carmela", "Calle Molino, 12", "Carmen Galán Ruiz", ""],
    ["Electrodomésticos Villalón", "Calle Lauria, 5", "Rafael Villalón Torres", "villalon@electrovillalon.es"],
    ["Tejidos La Giralda", "Calle Carrera Espinel, 61", "Ana Belén Sedeño", ""],
    ["Papelería Cervantes", "Calle Jerez, 17", "Luis Alberto Cantero", ""],
    ["Panadería Los Remedios", "Calle Remedios, 30", "Manuel Benítez Corbacho", ""],
    ["Bodega Serrana", "Calle Armiñán, 44", "Pedro Ortiz de Zárate", "tienda@bodegaserrana.es"],
    ["Juguetería Pinocho", "Calle Sevilla, 8", "Eva María Lobo", ""],
    ["Calzados Aurora", "Calle Nueva, 2", "Aurora Montes Bueno", ""],
    ["Droguería Espinel", "Calle Carrera Espinel, 101", "Salvador Román Gil", ""],
    ["Estanco n.º 3", "Plaza del Socorro, 11", "Milagros Gómez Ordóñez", ""],
    ["Moda Infantil Chiquitín", "Calle Virgen de la Paz, 22", "Sonia Guerrero Ramos", ""],
    ["Carnicería Hnos. Lara", "Mercado de Abastos, puesto 7", "Juan y Rafael Lara", ""],
    ["Frutas Paquita", "Mercado de Abastos, puesto 12", "Francisca Moreno Lara", ""],
  ];
  const rows = members.map(([n, a, t, m], i) => `<tr${i % 2 ? ' bgcolor="#f5efe4"' : ""}><td><b>${n}</b></td><td>${a}</td><td>${t}</td><td>${m ? `<a href="mailto:${m}">${m}</a>` : "&nbsp;"}</td></tr>`).join("\n");
  const shell = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<link rel="stylesheet" type="text/css" href="acrc.css">
</head>
<body bgcolor="#fbf8f2">
<table width="820" align="center" border="0" cellpadding="0" cellspacing="0">
<tr><td colspan="2" bgcolor="#8c2d19" height="90"><font face="Georgia" size="5" color="#ffffff">&nbsp;Asociaci&oacute;n de Comerciantes de Ronda Centro</font><br><font face="Georgia" size="2" color="#f3d9a4">&nbsp;&nbsp;Comercio de siempre, en el coraz&oacute;n de Ronda</font></td></tr>
<tr>
<td width="170" valign="top" bgcolor="#efe6d6"><font face="Verdana" size="2"><br>
&nbsp;&raquo; <a href="index.html">Inicio</a><br><br>
&nbsp;&raquo; <a href="socios.html">Gu&iacute;a de socios</a><br><br>
&nbsp;&raquo; <a href="junta.html">Junta directiva</a><br><br>
&nbsp;&raquo; <a href="hazte-socio.html">Hazte socio</a><br><br>
</font></td>
<td valign="top" style="padding:14px"><font face="Verdana" size="2">
${body}
</font></td></tr>
<tr><td colspan="2" align="center" bgcolor="#8c2d19"><font face="Verdana" size="1" color="#ffffff">ACRC &middot; Calle Espinel (Carrera), 60, 1&ordm; &middot; 29400 Ronda (M&aacute;laga) &middot; Tel. 952 87 15 20 &middot; info@comerciorondacentro.es</font></td></tr>
</table>
</body>
</html>
`;
  const index = shell("Asociación de Comerciantes de Ronda Centro", `
<h2>Bienvenidos</h2>
<p>La ACRC agrupa a m&aacute;s de 90 comercios, bares y servicios del centro hist&oacute;rico y la Carrera Espinel. Organizamos la Noche en Blanco del Comercio, la campa&ntilde;a de Navidad &laquo;Compra en Ronda&raquo; y la Feria del Stock cada mes de septiembre.</p>
<p><b>Pr&oacute;xima actividad:</b> Ruta de la Tapa de Oto&ntilde;o, del 18 al 27 de octubre.</p>
<p>Consulte nuestra <a href="socios.html">gu&iacute;a de socios</a> para encontrar comercios adheridos a la tarjeta Ronda Centro.</p>`);
  const socios = shell("Guía de socios · ACRC", `
<h2>Gu&iacute;a de socios</h2>
<p>Comercios adheridos a la asociaci&oacute;n (actualizado en marzo de 2024). Para cualquier correcci&oacute;n escriba a la gerencia.</p>
<table width="100%" border="0" cellpadding="4" cellspacing="0">
<tr bgcolor="#8c2d19"><td><font color="#ffffff"><b>Establecimiento</b></font></td><td><font color="#ffffff"><b>Direcci&oacute;n</b></font></td><td><font color="#ffffff"><b>Titular</b></font></td><td><font color="#ffffff"><b>Correo</b></font></td></tr>
${rows}
</table>`);
  const junta = shell("Junta directiva · ACRC", `
<h2>Junta directiva</h2>
<table border="0" cellpadding="5">
<tr><td align="right"><b>Presidente:</b></td><td>Joaqu&iacute;n Anaya Sedeño</td><td><i>(Calzados Anaya)</i></td></tr>
<tr><td align="right"><b>Vicepresidenta:</b></td><td>Rosario Pe&ntilde;a Montilla</td><td><i>(Perfumer&iacute;a Rosario)</i></td></tr>
<tr><td align="right"><b>Secretario:</b></td><td>Diego Naranjo Castillo</td><td><i>(Asesor&iacute;a Naranjo)</i></td></tr>
<tr><td align="right"><b>Tesorera:</b></td><td>Loli Guerrero Sau</td><td><i>(Mercer&iacute;a Loli)</i></td></tr>
</table>
<h3>Oficina t&eacute;cnica</h3>
<p><b>Marina Tirado Holgado</b><br>
Gerente<br>
<a href="mailto:gerencia@comerciorondacentro.es">gerencia@comerciorondacentro.es</a></p>
<p><b>Alfonso Becerra</b><br>
T&eacute;cnico de dinamizaci&oacute;n comercial</p>`);
  const hazte = shell("Hazte socio · ACRC", `
<h2>Hazte socio</h2>
<p>Cuota: 15 &euro; al mes. Incluye presencia en la gu&iacute;a, la tarjeta de fidelizaci&oacute;n y asesoramiento en subvenciones de la Junta de Andaluc&iacute;a.</p>
<p>Descargue la <a href="docs/solicitud_alta.pdf">solicitud de alta (PDF)</a> y env&iacute;ela a info@comerciorondacentro.es o entr&eacute;guela en nuestra oficina.</p>`);
  const memberMails = members.map((m) => m[3]).filter(Boolean);
  sites.push({
    id: "g009-comerciantes-ronda-centro",
    domain: D,
    language: "es",
    patterns: ["directory", "hand-written", "team-table", "email-text", "email-mailto", "email-footer", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/socios.html", "socios.html", socios],
      ["/junta.html", "junta.html", junta],
      ["/hazte-socio.html", "hazte-socio.html", hazte],
    ],
    truth: {
      emails: ["info@" + D, "gerencia@" + D],
      emailKinds: { ["info@" + D]: "generic", ["gerencia@" + D]: "role" },
      contacts: [
        { name: "Joaquín Anaya Sedeño", title: "Presidente", role: "owner" },
        { name: "Rosario Peña Montilla", title: "Vicepresidenta", role: "other" },
        { name: "Diego Naranjo Castillo", title: "Secretario", role: "other" },
        { name: "Loli Guerrero Sau", title: "Tesorera", role: "other" },
        { name: "Marina Tirado Holgado", title: "Gerente", role: "owner" },
        { name: "Alfonso Becerra", title: "Técnico de dinamización comercial", role: "other" },
      ],
      junk: memberMails,
    },
  });
}

// ------------------------------------------------------------------ g010 WordPress plumber: contact person, aviso legal, agency credit
{
  const D = "fontaneriasolerbenimaclet.es";
  const nav = [["/", "Inicio"], ["/servicios/", "Servicios"], ["/contacto/", "Contacto"]];
  const footer = `<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="site-footer-primary-section-1 site-footer-section">
<aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1"><section id="block-7" class="widget widget_block"><h2 class="wp-block-heading">Fontanería Soler</h2><p>Carrer de Barón de San Petrillo, 17 bajo<br>46020 València</p><p>Tel. 963 61 27 04 · 24 h: 607 55 12 90<br><a href="mailto:info@fontaneriasolerbenimaclet.es">info@fontaneriasolerbenimaclet.es</a></p></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section"><aside class="footer-widget-area widget-area"><section id="block-8" class="widget widget_block"><ul class="wp-block-list"><li><a href="/aviso-legal/">Aviso legal</a></li><li><a href="/politica-de-privacidad/">Política de privacidad</a></li><li><a href="/politica-de-cookies/">Cookies</a></li></ul></section></aside></div>
</div></div>
<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-builder-grid-row-container-inner"><div class="ast-footer-copyright"><p>Copyright © 2024 Instalaciones Soler Aleixandre, S.L. | Web realizada por <a href="https://tramuntanadigital.com" rel="nofollow">Tramuntana Digital</a> · hola@tramuntanadigital.com</p></div></div></div>`;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `https://${D}/#website`, url: `https://${D}/`, name: "Fontanería Soler", inLanguage: "es" },
      { "@type": "Organization", "@id": `https://${D}/#organization`, name: "Instalaciones Soler Aleixandre, S.L.", url: `https://${D}/`, email: "info@fontaneriasolerbenimaclet.es", telephone: "+34 963 61 27 04", founder: { "@type": "Person", name: "Vicent Soler Aleixandre", jobTitle: "Administrador único" } },
    ],
  };
  const common = { lang: "es", locale: "es-ES", domain: D, siteName: "Fontanería Soler", tagline: "Fontanería, gas y calefacción en València desde 1986", nav, footer, extraHead: `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(graph)}</script>` };
  const home = wpPage({ ...common, title: "Fontanería Soler – Fontaneros en Benimaclet, València", current: "/", bodyClass: "home page-template-default page page-id-8",
    body: `<article id="post-8" class="post-8 page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">
<div class="wp-block-cover alignfull" style="min-height:420px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-31" alt="" src="/wp-content/uploads/2022/03/furgoneta-soler.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><h1 class="has-text-align-center wp-block-heading">Tu fontanero de confianza en Benimaclet</h1><p class="has-text-align-center">Reparaciones urgentes 24 horas · Calderas · Reformas de baño</p></div></div>
<div class="wp-block-columns"><div class="wp-block-column"><h3 class="wp-block-heading">Urgencias</h3><p>Fugas, atascos y averías de agua y gas: llegamos en menos de una hora en València ciudad.</p></div><div class="wp-block-column"><h3 class="wp-block-heading">Calderas</h3><p>Servicio técnico oficial Junkers y Saunier Duval. Revisiones obligatorias e instalación.</p></div><div class="wp-block-column"><h3 class="wp-block-heading">Reformas</h3><p>Cambio de bañera por plato de ducha en 24 h, cocinas y baños completos.</p></div></div>
<p>Empresa familiar desde 1986. Instaladores autorizados por la Generalitat Valenciana (REIC 46/8812).</p>
</div></article>` });
  const servicios = wpPage({ ...common, title: "Servicios – Fontanería Soler", current: "/servicios/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Servicios</h1></header><div class="entry-content clear">
<ul class="wp-block-list"><li>Detección de fugas sin obra</li><li>Desatascos con máquina</li><li>Instalación y mantenimiento de calderas de gas</li><li>Termos eléctricos y aerotermia</li><li>Cambio de bañera por plato de ducha</li><li>Boletines de agua y certificados de gas</li></ul>
<p>Pide presupuesto sin compromiso en <a href="/contacto/">contacto</a>.</p></div></article>` });
  const contacto = wpPage({ ...common, title: "Contacto – Fontanería Soler", current: "/contacto/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Contacto</h1></header><div class="entry-content clear">
<div class="wp-block-columns"><div class="wp-block-column">
<h3 class="wp-block-heading">Datos de contacto</h3>
<p><strong>Persona de contacto:</strong> Vicent Soler Aleixandre (presupuestos y obras)<br>
<strong>Oficina y facturación:</strong> Pepa Aleixandre<br>
<strong>Teléfono:</strong> <a href="tel:+34963612704">963 61 27 04</a><br>
<strong>Urgencias 24 h:</strong> <a href="tel:+34607551290">607 55 12 90</a><br>
<strong>Email:</strong> <a href="mailto:info@fontaneriasolerbenimaclet.es">info@fontaneriasolerbenimaclet.es</a><br>
<strong>Facturas y pagos:</strong> <a href="mailto:administracion@fontaneriasolerbenimaclet.es">administracion@fontaneriasolerbenimaclet.es</a></p>
<p>Horario de oficina: lunes a viernes de 8:00 a 14:00 y de 16:00 a 19:00.</p>
</div><div class="wp-block-column">
<div class="wpcf7 no-js" id="wpcf7-f52-p14-o1" lang="es-ES" dir="ltr"><form action="/contacto/#wpcf7-f52-p14-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
<p><label>Nombre<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p>
<p><label>Correo electrónico<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" placeholder="nombre@ejemplo.com" value="" type="email" name="your-email"></span></label></p>
<p><label>Mensaje<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar"></p></form></div>
</div></div>
<p>Un saludo,<br>Vicent Soler</p>
</div></article>` });
  const aviso = wpPage({ ...common, title: "Aviso legal – Fontanería Soler", current: "/aviso-legal/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Aviso legal</h1></header><div class="entry-content clear">
<h2 class="wp-block-heading">1. Datos identificativos</h2>
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se informa de que el titular de este sitio web es <strong>Instalaciones Soler Aleixandre, S.L.</strong>, con CIF B-46512877 y domicilio en Carrer de Barón de San Petrillo, 17 bajo, 46020 València, inscrita en el Registro Mercantil de Valencia, Tomo 4412, Folio 88, Hoja V-21760.</p>
<p>Administrador único: Vicent Soler Aleixandre.</p>
<p>Correo electrónico de contacto: info@fontaneriasolerbenimaclet.es</p>
<h2 class="wp-block-heading">2. Propiedad intelectual</h2>
<p>Todos los contenidos de esta web son propiedad de Instalaciones Soler Aleixandre, S.L. o de terceros que han autorizado su uso.</p>
</div></article>` });
  sites.push({
    id: "g010-fontaneria-soler-benimaclet",
    domain: D,
    language: "es",
    patterns: ["builder-wordpress", "legal-notice", "jsonld-person", "email-jsonld", "email-footer", "email-mailto", "junk-agency", "junk-placeholder", "junk-asset", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/servicios/", "servicios.html", servicios],
      ["/contacto/", "contacto.html", contacto],
      ["/aviso-legal/", "aviso-legal.html", aviso],
    ],
    truth: {
      emails: ["info@" + D, "administracion@" + D],
      emailKinds: { ["info@" + D]: "generic", ["administracion@" + D]: "role" },
      contacts: [
        { name: "Vicent Soler Aleixandre", title: "Administrador único", role: "owner" },
        { name: "Pepa Aleixandre", title: "Oficina y facturación", role: "operations" },
      ],
      junk: ["hola@tramuntanadigital.com", "nombre@ejemplo.com", "logo@2x.png"],
    },
  });
}

// ------------------------------------------------------------------ g011 Wix pro-gallery: team as gallery items; projects named after people
{
  const D = "arquitecturacimadevilla.es";
  const S = "g011";
  const nav = [["/", "Inicio"], ["/proyectos", "Proyectos"], ["/estudio", "Estudio"], ["/contacto", "Contacto"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Cimadevilla Arquitectura S.L.P. · Calle Rosario, 7 · 33201 Xixón/Gijón · 985 35 08 61 · <a href="mailto:estudio@arquitecturacimadevilla.es" class="wixui-rich-text__text">estudio@arquitecturacimadevilla.es</a></p>`, { top: 30, left: 40, width: 900 });
  const gi = (i, file, title, desc) => `<div class="gallery-item-container item-container-regular has-custom-focus visible" data-hook="item-container" data-idx="${i}" data-id="${file}" role="button" tabindex="-1" aria-label="${title}" style="width:300px;height:420px;margin:0 0 20px 0">
<div class="gallery-item-wrapper visible" data-hook="item-wrapper"><div class="gallery-item-content image-item"><img class="gallery-item-visible gallery-item gallery-item-preloaded" data-hook="gallery-item-image-img" alt="" src="https://static.wixstatic.com/media/${file}/v1/fill/w_300,h_340,q_90/${file}" loading="lazy"/></div></div>
<div class="gallery-item-common-info-outer"><div data-hook="info-element" class="gallery-item-common-info gallery-item-bottom-info" style="height:80px"><div data-hook="info-element-container" class="info-element-container"><div class="info-member info-element-title" data-hook="item-title"><span class="info-element-text">${title}</span></div><div class="info-member info-element-description" data-hook="item-description"><span class="info-element-text">${desc}</span></div></div></div></div>
</div>`;
  const gallery = (id, items) => `<div id="${id}" class="${id} wixui-gallery" style="position:absolute;top:140px;left:40px;width:940px"><div data-testid="gallery-wrapper" class="pro-gallery inline-styles"><div class="pro-gallery-parent-container" role="region" aria-label="Galería"><div data-hook="gallery-column" class="gallery-column" style="display:flex;flex-wrap:wrap;gap:20px">
${items.join("\n")}
</div></div></div></div>`;
  const home = wixPage({
    lang: "es", seed: S, domain: D, siteName: "CIMADEVILLA ARQUITECTURA", title: "Cimadevilla Arquitectura | Estudio de arquitectura en Gijón", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text"><span style="letter-spacing:0.2em;" class="wixui-rich-text__text">ARQUITECTURA · REHABILITACIÓN · INTERIORISMO</span></h1>`, { top: 80, left: 40, width: 900 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Estudio fundado en 2006 en el barrio de Cimadevilla. Vivienda unifamiliar, rehabilitación de edificios catalogados y equipamientos públicos en Asturias.</p>`, { top: 260, left: 40, width: 620 })}`,
  });
  const proyectos = wixPage({
    lang: "es", seed: S + "p", domain: D, siteName: "CIMADEVILLA ARQUITECTURA", title: "Proyectos | Cimadevilla Arquitectura", nav, footer,
    body: `${wixText(S + "p1", `<h2 class="font_2 wixui-rich-text__text">Proyectos</h2>`, { top: 40, left: 40, width: 600 })}
${gallery("comp-kx8f3pro", [
  gi(0, "9b2e11_casa-valdes~mv2.jpg", "Casa Valdés", "Vivienda unifamiliar · Somió · 2021"),
  gi(1, "9b2e11_revillagigedo~mv2.jpg", "Palacio de Revillagigedo", "Rehabilitación de cubiertas · 2019"),
  gi(2, "9b2e11_escuela-jovellanos~mv2.jpg", "Escuela Jovellanos", "Ampliación de centro educativo · 2018"),
  gi(3, "9b2e11_villa-covadonga~mv2.jpg", "Villa Covadonga", "Interiorismo · Cabueñes · 2022"),
])}`,
  });
  const estudio = wixPage({
    lang: "es", seed: S + "e", domain: D, siteName: "CIMADEVILLA ARQUITECTURA", title: "Estudio | Cimadevilla Arquitectura", nav, footer,
    body: `${wixText(S + "e1", `<h2 class="font_2 wixui-rich-text__text">El estudio</h2><p class="font_8 wixui-rich-text__text">Somos un equipo pequeño que dibuja, visita obra y habla con cada cliente. Trabajamos en castellano, asturiano e inglés.</p>`, { top: 40, left: 40, width: 800 })}
${gallery("comp-kx8f3tea", [
  gi(0, "9b2e11_covadonga-llaneza~mv2.jpg", "Covadonga Llaneza Fano", "Arquitecta · Socia fundadora"),
  gi(1, "9b2e11_pelayo-suarez~mv2.jpg", "Pelayo Suárez Rionda", "Arquitecto · Socio"),
  gi(2, "9b2e11_xana-menendez~mv2.jpg", "Xana Menéndez", "Arquitecta técnica · Dirección de ejecución"),
  gi(3, "9b2e11_noelia-caso~mv2.jpg", "Noelia Caso", "Comunicación y redes sociales"),
])}`,
  });
  const contacto = wixPage({
    lang: "es", seed: S + "c", domain: D, siteName: "CIMADEVILLA ARQUITECTURA", title: "Contacto | Cimadevilla Arquitectura", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contacto</h2><p class="font_8 wixui-rich-text__text">Calle Rosario, 7, bajo · 33201 Gijón</p><p class="font_8 wixui-rich-text__text">985 35 08 61</p><p class="font_8 wixui-rich-text__text"><a href="mailto:estudio@arquitecturacimadevilla.es" target="_self" class="wixui-rich-text__text">estudio@arquitecturacimadevilla.es</a></p><p class="font_8 wixui-rich-text__text">Prensa y publicaciones: <a href="mailto:comunicacion@arquitecturacimadevilla.es" class="wixui-rich-text__text">comunicacion@arquitecturacimadevilla.es</a></p>`, { top: 40, left: 40, width: 600 })}`,
  });
  sites.push({
    id: "g011-cimadevilla-arquitectura-gijon",
    domain: D,
    language: "es",
    patterns: ["builder-wix", "team-grid", "name-lookalikes", "email-mailto", "email-footer", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/proyectos", "proyectos.html", proyectos],
      ["/estudio", "estudio.html", estudio],
      ["/contacto", "contacto.html", contacto],
    ],
    truth: {
      emails: ["estudio@" + D, "comunicacion@" + D],
      emailKinds: { ["estudio@" + D]: "generic", ["comunicacion@" + D]: "role" },
      contacts: [
        { name: "Covadonga Llaneza Fano", title: "Arquitecta · Socia fundadora", role: "owner" },
        { name: "Pelayo Suárez Rionda", title: "Arquitecto · Socio", role: "owner" },
        { name: "Xana Menéndez", title: "Arquitecta técnica · Dirección de ejecución", role: "other" },
        { name: "Noelia Caso", title: "Comunicación y redes sociales", role: "marketing" },
      ],
      junk: ["605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g012 broken-markup estate agency, photo cell + text cell, no email
{
  const D = "fincasguadalmina.es";
  const head = (t) => `<html>
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<title>${t}</title>
<link rel=stylesheet href=estilo.css>
</head>
<body bgcolor=#f8f6f0 link=#00507a>
<div align=center>
<table width=850 border=0 cellspacing=0 cellpadding=0>
<tr><td><img src=img/cabecera_guadalmina.jpg width=850 height=140 alt="Fincas Guadalmina - San Pedro Alcántara, Marbella">
<tr><td bgcolor=#00507a height=26 align=center><font face=Tahoma size=2 color=white>
<a href=index.html><font color=white>Inicio</font></a> &nbsp;|&nbsp; <a href=propiedades.html><font color=white>Propiedades</font></a> &nbsp;|&nbsp; <a href=quienes-somos.html><font color=white>Qui&eacute;nes somos</font></a> &nbsp;|&nbsp; <a href=contacto.html><font color=white>Contacto</font></a>
</font>
<tr><td style="padding:15px"><font face=Tahoma size=2>`;
  const foot = `</font>
<tr><td bgcolor=#00507a align=center><font face=Tahoma size=1 color=white>Fincas Guadalmina &middot; Av. Marqu&eacute;s del Duero, 69 &middot; 29670 San Pedro Alc&aacute;ntara (M&aacute;laga) &middot; +34 952 78 44 10 &middot; API 2937</font>
</table>
</div>
</body>
</html>
`;
  const index = `${head("Fincas Guadalmina - Inmobiliaria en San Pedro Alcántara y Marbella")}
<h2><font color=#00507a>Venta y alquiler en Guadalmina, San Pedro y Nueva Andaluc&iacute;a</h2></font>
<p>Agencia inmobiliaria familiar desde 1994. Apartamentos, adosados y villas entre Marbella y Estepona.
<p><b>Destacados:</b>
<ul>
<li>Villa Carmen &ndash; 4 dormitorios, parcela de 1.200 m&sup2;, Guadalmina Baja &mdash; 1.450.000 &euro;
<li>Apartamento en Residencial Isabel II &ndash; 2 dormitorios, primera l&iacute;nea de golf &mdash; 395.000 &euro;
<li>Adosado en Calle Ram&oacute;n G&oacute;mez de la Serna &ndash; 3 dormitorios &mdash; 420.000 &euro;
</ul>
<p>We speak English &middot; Vi talar svenska &middot; Nous parlons fran&ccedil;ais
${foot}`;
  const propiedades = `${head("Propiedades - Fincas Guadalmina")}
<h2>Propiedades en venta</h2>
<table border=0 cellpadding=6 width=100%>
<tr><td width=200><img src=fotos/villa_carmen.jpg width=190 height=130><td><b>Villa Carmen</b><br>Guadalmina Baja. 4 dorm., 3 ba&ntilde;os, piscina. Ref. FG-1187<br><b>1.450.000 &euro;</b>
<tr><td><img src=fotos/isabel2.jpg width=190 height=130><td><b>Residencial Isabel II</b><br>2 dorm., terraza 30 m&sup2;, garaje. Ref. FG-1203<br><b>395.000 &euro;</b>
<tr><td><img src=fotos/hotel_don_pepe_vistas.jpg width=190 height=130><td><b>&Aacute;tico junto al Gran Hotel Don Pepe</b><br>3 dorm., vistas al mar. Ref. FG-1221<br><b>890.000 &euro;</b>
</table>
<p>Solicite informaci&oacute;n en nuestra oficina o por tel&eacute;fono.
${foot}`;
  const quienes = `${head("Quiénes somos - Fincas Guadalmina")}
<h2>Qui&eacute;nes somos</h2>
<p>Fincas Guadalmina naci&oacute; en 1994 cuando Roc&iacute;o Villalobos G&aacute;mez abri&oacute; una peque&ntilde;a oficina frente a la iglesia de San Pedro. Treinta a&ntilde;os despu&eacute;s seguimos en la misma avenida, con un equipo que habla cinco idiomas.
<table border=0 cellpadding=8 cellspacing=0 width=100%>
<tr>
<td width=140 valign=top><img src=equipo/rocio.jpg width=120 height=150 alt="Roc&iacute;o">
<td valign=top><b>Roc&iacute;o Villalobos G&aacute;mez</b><br><i>Gerente</i><br>Espa&ntilde;ol, ingl&eacute;s<br>
<tr>
<td valign=top><img src=equipo/henrik.jpg width=120 height=150 alt="Henrik">
<td valign=top><b>Henrik Johansson</b><br><i>Agente inmobiliario</i><br>Svenska, English, espa&ntilde;ol
</td></td>
<tr>
<td valign=top><img src=equipo/inma.jpg width=120 height=150 alt="">
<td valign=top><b>Inmaculada Ortiz</b><br><i>Agente inmobiliaria &middot; alquileres</i><br>Espa&ntilde;ol, English, fran&ccedil;ais
<tr>
<td valign=top><img src=equipo/sin_foto.gif width=120 height=150 alt="">
<td valign=top><b>Kevin Moreno</b></b><br><i>Administraci&oacute;n</i>
</table>
</p>
${foot}`;
  const contacto = `${head("Contacto - Fincas Guadalmina")}
<h2>Contacto</h2>
<p>Av. Marqu&eacute;s del Duero, 69<br>29670 San Pedro Alc&aacute;ntara (M&aacute;laga)<br>Tel. +34 952 78 44 10<br>WhatsApp +34 655 90 31 27
<p>Horario: lunes a viernes 9:30&ndash;14:00 y 17:00&ndash;20:00, s&aacute;bados 10:00&ndash;13:30
<form action=/cgi-bin/formmail.pl method=post>
<input type=hidden name=recipient value=oficina>
Nombre: <input name=nombre size=30><br>
Email: <input name=email size=30 value="su@correo.com" onfocus="this.value=''"><br>
Mensaje:<br><textarea name=mensaje rows=6 cols=50></textarea><br>
<input type=submit value=Enviar>
</form>
${foot}`;
  sites.push({
    id: "g012-fincas-guadalmina-san-pedro",
    domain: D,
    language: "es",
    patterns: ["broken-markup", "hand-written", "team-table", "name-lookalikes", "no-email", "junk-placeholder"],
    pages: [
      ["/", "index.html", index],
      ["/propiedades.html", "propiedades.html", propiedades],
      ["/quienes-somos.html", "quienes-somos.html", quienes],
      ["/contacto.html", "contacto.html", contacto],
    ],
    truth: {
      emails: [],
      contacts: [
        { name: "Rocío Villalobos Gámez", title: "Gerente", role: "owner" },
        { name: "Henrik Johansson", title: "Agente inmobiliario", role: "other" },
        { name: "Inmaculada Ortiz", title: "Agente inmobiliaria · alquileres", role: "other" },
        { name: "Kevin Moreno", title: "Administración", role: "operations" },
      ],
      junk: ["su@correo.com"],
    },
  });
}

export default sites;
