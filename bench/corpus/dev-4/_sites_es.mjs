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
  <tr>
    <td>Pilar Guardia Monforte</td>
    <td>Directora &middot; Asesora fiscal</td>
    <td align="center">201</td>
    <td><a href="mailto:pguardia@asesoriaguardiaalcaniz.es">pguardia@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr bgcolor="#f7f7f7">
    <td>Joaqu&iacute;n Esteban Lahoz</td>
    <td>Asesor laboral</td>
    <td align="center">204</td>
    <td><a href="mailto:jesteban@asesoriaguardiaalcaniz.es">jesteban@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr>
    <td>Rosa M&ordf; Aznar Bel</td>
    <td>Contabilidad</td>
    <td align="center">205</td>
    <td><a href="mailto:raznar@asesoriaguardiaalcaniz.es">raznar@asesoriaguardiaalcaniz.es</a></td>
  </tr>
  <tr bgcolor="#f7f7f7">
    <td>Nuria Galve</td>
    <td>Administraci&oacute;n y recepci&oacute;n</td>
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
    patterns: ["hand-written", "team-table", "email-in-person-card", "email-mailto", "email-footer"],
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

export default sites;
