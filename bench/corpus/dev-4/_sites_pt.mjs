// dev-4, Portuguese sites g025-g036
import { wixPage, wixText, wixImage, jimdoPage, jm, godaddyPage, gdSection, wpPage } from "./_lib.mjs";

const sites = [];

// ------------------------------------------------------------------ g025 hand-written Douro wine estate, sócio-gerente, informação legal
{
  const D = "quintavaledemendiz.pt";
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
<TITLE>${t}</TITLE>
<LINK REL="stylesheet" HREF="quinta.css" TYPE="text/css">
</HEAD>
<BODY BGCOLOR="#F5F0E6" TOPMARGIN=0>
<TABLE WIDTH=780 ALIGN=CENTER CELLPADDING=0 CELLSPACING=0 BORDER=0 BGCOLOR=#FFFFFF>
<TR><TD COLSPAN=3><IMG SRC="imagens/topo_quinta.jpg" WIDTH=780 HEIGHT=150 ALT="Quinta do Vale de Mendiz - Vinhos do Douro"></TD></TR>
<TR BGCOLOR=#5C1A33><TD COLSPAN=3 ALIGN=CENTER HEIGHT=24><FONT FACE="Trebuchet MS" SIZE=2 COLOR=#F5E6B8>
<A HREF="index.html"><FONT COLOR=#F5E6B8>In&iacute;cio</FONT></A> &nbsp;&bull;&nbsp;
<A HREF="vinhos.html"><FONT COLOR=#F5E6B8>Os Vinhos</FONT></A> &nbsp;&bull;&nbsp;
<A HREF="enoturismo.html"><FONT COLOR=#F5E6B8>Enoturismo</FONT></A> &nbsp;&bull;&nbsp;
<A HREF="contactos.html"><FONT COLOR=#F5E6B8>Contactos</FONT></A>
</FONT></TD></TR>
<TR><TD WIDTH=20>&nbsp;</TD><TD VALIGN=TOP><FONT FACE="Trebuchet MS" SIZE=2><BR>
${body}
<BR></FONT></TD><TD WIDTH=20>&nbsp;</TD></TR>
<TR><TD COLSPAN=3 BGCOLOR=#EDE3CF ALIGN=CENTER><FONT FACE=Verdana SIZE=1>
Quinta do Vale de Mendiz &middot; 5085-101 Mendiz, Alij&oacute; &middot; Tel. 259 937 412 &middot; <A HREF="informacao-legal.html">Informa&ccedil;&atilde;o legal</A><BR>
Seja respons&aacute;vel. Beba com modera&ccedil;&atilde;o.
</FONT></TD></TR>
</TABLE>
</BODY>
</HTML>
`;
  const index = page("Quinta do Vale de Mendiz - Vinhos do Douro e do Porto", `
<H2><FONT COLOR=#5C1A33>Bem-vindo &agrave; Quinta do Vale de Mendiz</FONT></H2>
<P>No cora&ccedil;&atilde;o do Cima Corgo, entre o Pinh&atilde;o e Alij&oacute;, a nossa fam&iacute;lia cultiva 22 hectares de vinha em socalcos de xisto desde 1890. Produzimos vinhos DOC Douro tintos e brancos e Vinho do Porto Tawny e Vintage.
<P>As vindimas continuam a ser feitas &agrave; m&atilde;o e a pisa a p&eacute; em lagares de granito.
<P><B>Novidade:</B> o nosso Tawny 20 Anos recebeu Medalha de Ouro no Concurso de Vinhos do Douro 2023.
<P>Encomendas: encomendas@quintavaledemendiz.pt`);
  const vinhos = page("Os Vinhos - Quinta do Vale de Mendiz", `
<H2><FONT COLOR=#5C1A33>Os Vinhos</FONT></H2>
<TABLE BORDER=0 CELLPADDING=6 WIDTH=100%>
<TR><TD><B>Vale de Mendiz Tinto</B><BR>DOC Douro &middot; Touriga Nacional, Touriga Franca, Tinta Roriz</TD><TD ALIGN=RIGHT>9,50 &euro;</TD></TR>
<TR><TD><B>Vale de Mendiz Reserva</B><BR>DOC Douro &middot; vinhas velhas, 14 meses em barrica</TD><TD ALIGN=RIGHT>19,00 &euro;</TD></TR>
<TR><TD><B>Dona Amélia Branco</B><BR>DOC Douro &middot; Viosinho, Rabigato, Gouveio</TD><TD ALIGN=RIGHT>11,00 &euro;</TD></TR>
<TR><TD><B>Porto Tawny 20 Anos</B></TD><TD ALIGN=RIGHT>42,00 &euro;</TD></TR>
</TABLE>
<P><I>O branco Dona Am&eacute;lia homenageia a nossa bisav&oacute;, que plantou a vinha da Fonte.</I>`);
  const enoturismo = page("Enoturismo - Quinta do Vale de Mendiz", `
<H2><FONT COLOR=#5C1A33>Enoturismo</FONT></H2>
<P>Visitas &agrave; vinha e &agrave; adega com prova de 4 vinhos: 15 &euro; por pessoa. Almo&ccedil;o na quinta mediante reserva (m&iacute;nimo 6 pessoas).
<P>As visitas s&atilde;o guiadas pela nossa en&oacute;loga, <B>In&ecirc;s Carvalho Pinto</B>, ou pelo Sr. Ant&oacute;nio, o nosso caseiro h&aacute; mais de 30 anos.
<P>Reservas: <A HREF="mailto:visitas@quintavaledemendiz.pt">visitas@quintavaledemendiz.pt</A> ou 259 937 412.`);
  const contactos = page("Contactos - Quinta do Vale de Mendiz", `
<H2><FONT COLOR=#5C1A33>Contactos</FONT></H2>
<TABLE BORDER=0 CELLPADDING=4>
<TR><TD VALIGN=TOP><FONT FACE="Trebuchet MS" SIZE=2>
<B>Quinta do Vale de Mendiz</B><BR>
Rua da Capela, 3<BR>
5085-101 Mendiz &ndash; Alij&oacute;<BR>
Telefone: 259 937 412<BR>
Telem&oacute;vel: 962 118 304<BR>
Email: <A HREF="mailto:geral@quintavaledemendiz.pt">geral@quintavaledemendiz.pt</A>
</FONT></TD>
<TD WIDTH=40>&nbsp;</TD>
<TD VALIGN=TOP><FONT FACE="Trebuchet MS" SIZE=2>
<B>Jos&eacute; Manuel Teixeira de Sousa</B><BR>
S&oacute;cio-gerente<BR><BR>
<B>In&ecirc;s Carvalho Pinto</B><BR>
En&oacute;loga<BR><BR>
<B>Exporta&ccedil;&atilde;o / Export</B><BR>
Rui Teixeira de Sousa<BR>
<A HREF="mailto:export@quintavaledemendiz.pt">export@quintavaledemendiz.pt</A>
</FONT></TD></TR>
</TABLE>`);
  const legal = page("Informação legal - Quinta do Vale de Mendiz", `
<H3>Informa&ccedil;&atilde;o legal</H3>
<P>Este s&iacute;tio &eacute; propriedade de Teixeira de Sousa &amp; Filhos, Lda., NIPC 503 118 772, com sede na Rua da Capela, 3, 5085-101 Mendiz, matriculada na Conservat&oacute;ria do Registo Comercial de Alij&oacute;, com o capital social de 50.000 &euro;.
<P>Ger&ecirc;ncia: Jos&eacute; Manuel Teixeira de Sousa.
<P>Livro de Reclama&ccedil;&otilde;es eletr&oacute;nico dispon&iacute;vel em www.livroreclamacoes.pt.`);
  sites.push({
    id: "g025-quinta-vale-de-mendiz",
    domain: D,
    language: "pt",
    patterns: ["hand-written", "legal-notice", "email-text", "email-mailto", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/vinhos.html", "vinhos.html", vinhos],
      ["/enoturismo.html", "enoturismo.html", enoturismo],
      ["/contactos.html", "contactos.html", contactos],
      ["/informacao-legal.html", "informacao-legal.html", legal],
    ],
    truth: {
      emails: ["encomendas@" + D, "visitas@" + D, "geral@" + D, "export@" + D],
      emailKinds: { ["encomendas@" + D]: "role", ["visitas@" + D]: "role", ["geral@" + D]: "generic", ["export@" + D]: "role" },
      contacts: [
        { name: "José Manuel Teixeira de Sousa", title: "Sócio-gerente", role: "owner" },
        { name: "Inês Carvalho Pinto", title: "Enóloga", role: "other" },
        { name: "Rui Teixeira de Sousa", title: "Exportação / Export", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g026 Brazilian accounting office, staff table with ramal + email
{
  const D = "contabilvalerioschmitt.com.br";
  const page = (t, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="pt-br">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${t}</title>
<link href="css/estilo.css" rel="stylesheet" type="text/css" />
<script type="text/javascript" src="js/jquery-1.4.2.min.js"></script>
</head>
<body>
<table width="900" border="0" align="center" cellpadding="0" cellspacing="0" id="geral">
  <tr>
    <td height="110" colspan="2" background="imagens/topo.jpg"><h1 style="margin:0 0 0 30px;color:#fff">Escrit&oacute;rio Cont&aacute;bil Val&eacute;rio Schmitt</h1></td>
  </tr>
  <tr>
    <td colspan="2" class="menu"><a href="index.html">Home</a> | <a href="servicos.html">Servi&ccedil;os</a> | <a href="equipe.html">Equipe</a> | <a href="contato.html">Contato</a></td>
  </tr>
  <tr>
    <td width="640" valign="top" class="conteudo">
${body}
    </td>
    <td width="260" valign="top" class="lateral">
      <h3>Hor&aacute;rio</h3>
      <p>Segunda a sexta<br />8h &agrave;s 12h e 13h30 &agrave;s 18h</p>
      <h3>Links &uacute;teis</h3>
      <ul><li>Receita Federal</li><li>Simples Nacional</li><li>Prefeitura de Joinville &ndash; NFS-e</li></ul>
    </td>
  </tr>
  <tr>
    <td colspan="2" class="rodape">Escrit&oacute;rio Cont&aacute;bil Val&eacute;rio Schmitt Ltda. &ndash; CNPJ 82.645.118/0001-40 &ndash; CRC/SC 004.871/O &ndash; Rua Blumenau, 1.182 &ndash; Am&eacute;rica &ndash; Joinville/SC &ndash; (47) 3433-5120</td>
  </tr>
</table>
</body>
</html>
`;
  const index = page("Escritório Contábil Valério Schmitt - Joinville/SC", `
<h2>H&aacute; 35 anos cuidando da sua empresa</h2>
<p>Fundado em 1989, o Escrit&oacute;rio Cont&aacute;bil Val&eacute;rio Schmitt atende empresas do com&eacute;rcio, ind&uacute;stria e servi&ccedil;os de Joinville e regi&atilde;o: abertura de empresas, contabilidade, folha de pagamento, planejamento tribut&aacute;rio e imposto de renda pessoa f&iacute;sica.</p>
<p>Somos mais de 20 colaboradores, entre contadores, t&eacute;cnicos e analistas de departamento pessoal.</p>`);
  const servicos = page("Serviços - Escritório Contábil Valério Schmitt", `
<h2>Servi&ccedil;os</h2>
<ul>
<li>Abertura, altera&ccedil;&atilde;o e baixa de empresas</li>
<li>Contabilidade e balan&ccedil;os</li>
<li>Departamento pessoal e eSocial</li>
<li>Escrita fiscal &ndash; Simples Nacional, Lucro Presumido e Real</li>
<li>Declara&ccedil;&atilde;o de IRPF</li>
</ul>`);
  const equipe = page("Equipe - Escritório Contábil Valério Schmitt", `
<h2>Equipe</h2>
<p>Ligue para (47) 3433-5120 e informe o ramal desejado.</p>
<table width="100%" border="0" cellpadding="5" cellspacing="1" bgcolor="#c9d6e3">
  <tr bgcolor="#2f5d8a">
    <th align="left"><font color="#ffffff">Setor</font></th>
    <th align="left"><font color="#ffffff">Respons&aacute;vel</font></th>
    <th><font color="#ffffff">Ramal</font></th>
    <th align="left"><font color="#ffffff">E-mail</font></th>
  </tr>
  <tr bgcolor="#ffffff"><td>Diretoria</td><td>Val&eacute;rio Schmitt &ndash; Contador, s&oacute;cio-diretor</td><td align="center">201</td><td><a href="mailto:valerio@contabilvalerioschmitt.com.br">valerio@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#f1f5f9"><td>Contabilidade</td><td>Cl&aacute;udia Regina Kersten &ndash; Contadora</td><td align="center">210</td><td><a href="mailto:claudia@contabilvalerioschmitt.com.br">claudia@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#ffffff"><td>Fiscal</td><td>Anderson Luiz Fachini &ndash; Coordenador fiscal</td><td align="center">220</td><td><a href="mailto:fiscal@contabilvalerioschmitt.com.br">fiscal@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#f1f5f9"><td>Departamento Pessoal</td><td>Jaqueline dos Santos Becker &ndash; Analista de DP</td><td align="center">230</td><td><a href="mailto:dp@contabilvalerioschmitt.com.br">dp@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#ffffff"><td>Legaliza&ccedil;&atilde;o</td><td>Marcos Vin&iacute;cius Hoffmann</td><td align="center">240</td><td><a href="mailto:legalizacao@contabilvalerioschmitt.com.br">legalizacao@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#f1f5f9"><td>Financeiro</td><td>Roseli Schmitt</td><td align="center">250</td><td><a href="mailto:financeiro@contabilvalerioschmitt.com.br">financeiro@contabilvalerioschmitt.com.br</a></td></tr>
</table>`);
  const contato = page("Contato - Escritório Contábil Valério Schmitt", `
<h2>Contato</h2>
<p>Rua Blumenau, 1.182 &ndash; Bairro Am&eacute;rica<br />CEP 89204-250 &ndash; Joinville/SC</p>
<p>Fone: (47) 3433-5120<br />WhatsApp: (47) 99128-4410</p>
<p>E-mail: <a href="mailto:contato@contabilvalerioschmitt.com.br">contato@contabilvalerioschmitt.com.br</a></p>`);
  sites.push({
    id: "g026-contabil-valerio-schmitt",
    domain: D,
    language: "pt",
    patterns: ["hand-written", "team-table", "email-in-person-card", "email-mailto"],
    pages: [
      ["/", "index.html", index],
      ["/servicos.html", "servicos.html", servicos],
      ["/equipe.html", "equipe.html", equipe],
      ["/contato.html", "contato.html", contato],
    ],
    truth: {
      emails: ["valerio@" + D, "claudia@" + D, "fiscal@" + D, "dp@" + D, "legalizacao@" + D, "financeiro@" + D, "contato@" + D],
      emailKinds: { ["valerio@" + D]: "person", ["claudia@" + D]: "person", ["fiscal@" + D]: "role", ["dp@" + D]: "role", ["legalizacao@" + D]: "role", ["financeiro@" + D]: "role", ["contato@" + D]: "generic" },
      emailOwners: { ["valerio@" + D]: "Valério Schmitt", ["claudia@" + D]: "Cláudia Regina Kersten" },
      contacts: [
        { name: "Valério Schmitt", title: "Contador, sócio-diretor", role: "owner" },
        { name: "Cláudia Regina Kersten", title: "Contadora", role: "other" },
        { name: "Anderson Luiz Fachini", title: "Coordenador fiscal", role: "other" },
        { name: "Jaqueline dos Santos Becker", title: "Analista de DP", role: "other" },
        { name: "Marcos Vinícius Hoffmann", title: "Legalização", role: "other" },
        { name: "Roseli Schmitt", title: "Financeiro", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g027 Wix physiotherapy, Aveiro: particles, split spans, team in strips
{
  const D = "fisioterapiaria.pt";
  const S = "g027";
  const nav = [["/", "Início"], ["/equipa", "Equipa"], ["/tratamentos", "Tratamentos"], ["/contactos", "Contactos"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Clínica de Fisioterapia da Ria · Rua Eng. Von Haff, 21 · 3800-177 Aveiro · 234 381 250</p><p class="font_9 wixui-rich-text__text">Licença ERS n.º 18877 · <a href="https://www.livroreclamacoes.pt" target="_blank" class="wixui-rich-text__text">Livro de Reclamações</a></p>`, { top: 30, left: 40, width: 900 });
  const strip = (k, top, name, title, bio) => `${wixImage(S + k + "i", `4f7c21_${k}~mv2.jpg`, "", { top, left: 40, w: 220, h: 260 })}
${wixText(S + k + "n", `<h3 class="font_4 wixui-rich-text__text">${name}</h3>`, { top, left: 300, width: 600 })}
${wixText(S + k + "t", `<p class="font_8 wixui-rich-text__text"><span style="color:#2A9D8F;" class="wixui-rich-text__text">${title}</span></p>`, { top: top + 50, left: 300, width: 600 })}
${wixText(S + k + "b", `<p class="font_8 wixui-rich-text__text">${bio}</p>`, { top: top + 90, left: 300, width: 600 })}`;
  const home = wixPage({
    lang: "pt", seed: S, domain: D, siteName: "Fisioterapia da Ria", title: "Clínica de Fisioterapia da Ria | Aveiro", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Mexa-se sem dor</h1>`, { top: 80, left: 40, width: 600 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Fisioterapia músculo-esquelética, desportiva, neurológica e pélvica, pilates clínico e hidroterapia no centro de Aveiro. Acordos com ADSE, SAMS, Multicare e Médis.</p>`, { top: 200, left: 40, width: 620 })}`,
  });
  const equipa = wixPage({
    lang: "pt", seed: S + "e", domain: D, siteName: "Fisioterapia da Ria", title: "Equipa | Fisioterapia da Ria", nav, footer,
    body: `${wixText(S + "e0", `<h2 class="font_2 wixui-rich-text__text">A nossa equipa</h2>`, { top: 40, left: 40, width: 600 })}
${strip("a", 120, `<span class="wixui-rich-text__text">Dra. Beatriz </span><span class="wixui-rich-text__text">dos Santos Ama</span><span class="wixui-rich-text__text">ral</span>`, "Diretora Clínica · Fisioterapeuta", "Mestre em Fisioterapia Músculo-Esquelética pela ESSUA. Fundou a clínica em 2012.")}
${strip("b", 440, `<span class="wixui-rich-text__text">Tiago da Silva Rebelo</span>`, "Fisioterapeuta · Desporto", "Fisioterapeuta do Beira-Mar durante seis épocas. Especialista em lesões de joelho e ombro.")}
${strip("c", 760, `<span class="wixui-rich-text__text">Mariana</span> <span class="wixui-rich-text__text">Vaz</span>`, "Fisioterapeuta · Saúde da Mulher", "Reabilitação do pavimento pélvico, pré e pós-parto.")}
${wixText(S + "e9", `<p class="font_8 wixui-rich-text__text">Na receção: <span style="font-weight:bold;" class="wixui-rich-text__text">Sónia Cardoso</span> (marcações e acordos).</p>`, { top: 1080, left: 40, width: 800 })}`,
  });
  const trat = wixPage({
    lang: "pt", seed: S + "t", domain: D, siteName: "Fisioterapia da Ria", title: "Tratamentos | Fisioterapia da Ria", nav, footer,
    body: wixText(S + "t1", `<h2 class="font_2 wixui-rich-text__text">Tratamentos</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8">Terapia manual e exercício terapêutico</p></li><li><p class="font_8">Ondas de choque</p></li><li><p class="font_8">Pilates clínico (grupos de 4)</p></li><li><p class="font_8">Drenagem linfática</p></li></ul>`, { top: 40, left: 40, width: 800 }),
  });
  const contactos = wixPage({
    lang: "pt", seed: S + "c", domain: D, siteName: "Fisioterapia da Ria", title: "Contactos | Fisioterapia da Ria", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contactos</h2><p class="font_8 wixui-rich-text__text">Rua Eng. Von Haff, 21, r/c<br class="wixui-rich-text__text">3800-177 Aveiro</p><p class="font_8 wixui-rich-text__text">234 381 250 · 913 004 872</p><p class="font_8 wixui-rich-text__text"><a href="mailto:marcacoes@fisioterapiaria.pt" class="wixui-rich-text__text">marcacoes@fisioterapiaria.pt</a></p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lu7p2q0z" class="comp-lu7p2q0z wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input type="text" placeholder="Nome" class="wixui-text-input__input"/><input type="email" placeholder="seu@email.com" class="wixui-text-input__input"/><input type="tel" placeholder="Telemóvel" class="wixui-text-input__input"/><textarea placeholder="Mensagem"></textarea><button class="wixui-button"><span class="wixui-button__label">Enviar</span></button></form></div>`,
  });
  sites.push({
    id: "g027-fisioterapia-da-ria-aveiro",
    domain: D,
    language: "pt",
    patterns: ["builder-wix", "team-grid", "email-mailto", "name-lookalikes", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/equipa", "equipa.html", equipa],
      ["/tratamentos", "tratamentos.html", trat],
      ["/contactos", "contactos.html", contactos],
    ],
    truth: {
      emails: ["marcacoes@" + D],
      emailKinds: { ["marcacoes@" + D]: "role" },
      contacts: [
        { name: "Beatriz dos Santos Amaral", title: "Diretora Clínica · Fisioterapeuta", role: "owner" },
        { name: "Tiago da Silva Rebelo", title: "Fisioterapeuta · Desporto", role: "other" },
        { name: "Mariana Vaz", title: "Fisioterapeuta · Saúde da Mulher", role: "other" },
        { name: "Sónia Cardoso", title: null, role: "other" },
      ],
      junk: ["seu@email.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g028 Jimdo sweets shop, Pelotas: hotmail, depoimentos
{
  const D = "docesdasinhapelotas.com.br";
  const S = "g028";
  const nav = [["/", "Início"], ["/nossa-historia/", "Nossa história"], ["/encomendas/", "Encomendas"], ["/depoimentos/", "Depoimentos"]];
  const fl = [["/encomendas/", "Contato"]];
  const sidebar = jm(S + "sb", "text", `<p><strong>Doces da Sinhá</strong><br/>Rua Gonçalves Chaves, 714<br/>Centro – Pelotas/RS</p><p>(53) 3227-4108<br/>WhatsApp (53) 98114-2290</p><p>Ter a sáb, 9h às 19h</p>`);
  const p = (cur, title, body) => jimdoPage({ lang: "pt", seed: S + cur, domain: D, siteName: "Doces da Sinhá", title, nav, current: cur, footerLinks: fl, sidebar, body });
  const home = p("/", "Doces da Sinhá – Doces finos de Pelotas", [
    jm(S + "1", "header", `<h1>Doces tradicionais de Pelotas</h1>`),
    jm(S + "2", "text", `<p>Bem-casados, camafeus, ninhos, olhos-de-sogra, quindins e pastéis de Santa Clara feitos à mão, com as receitas portuguesas que chegaram a Pelotas no tempo das charqueadas.</p><p>Atendemos casamentos, formaturas e eventos corporativos. Enviamos para todo o Brasil.</p>`),
  ].join("\n"));
  const historia = p("/nossa-historia/", "Nossa história – Doces da Sinhá", [
    jm(S + "h1", "header", `<h1>Nossa história</h1>`),
    jm(S + "h2", "textWithImage", `<figure class="cc-imagewrapper cc-m-image-align-1"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=280x10000/path/s2c1d/image/i4a0b/version/1588/image.jpg" alt="Dona Cecília na cozinha"/></figure><div class="cc-m-textwithimage-inline-rte"><p>A Doces da Sinhá começou em 1994 na cozinha de casa, quando <strong>Cecília Brod Gomes</strong> passou a vender os doces da avó para as festas da vizinhança. Trinta anos depois, a Dona Cecília continua à frente da doçaria como proprietária e doceira-chefe.</p><p>Hoje ela divide o trabalho com a filha, <strong>Fernanda Gomes Rutz</strong>, responsável pelas encomendas e pelo atendimento, e com uma equipe de seis doceiras.</p><p>Em 2018 nossos doces ganharam o selo de Indicação de Procedência dos Doces de Pelotas.</p></div>`),
  ].join("\n"));
  const encomendas = p("/encomendas/", "Encomendas – Doces da Sinhá", [
    jm(S + "e1", "header", `<h1>Encomendas</h1>`),
    jm(S + "e2", "text", `<p>Encomendas com no mínimo 5 dias de antecedência (casamentos: 30 dias).</p><p>Fale com a Fernanda pelo WhatsApp (53) 98114-2290 ou pelo e-mail <a href="mailto:docesdasinha@hotmail.com">docesdasinha@hotmail.com</a>.</p><p>Pix: CNPJ 00.118.772/0001-05</p>`),
    jm(S + "e3", "table", `<table class="j-table"><tbody><tr><td>Cento de doces finos sortidos</td><td>R$ 290,00</td></tr><tr><td>Bem-casados (cento)</td><td>R$ 320,00</td></tr><tr><td>Caixa presente 12 doces</td><td>R$ 48,00</td></tr></tbody></table>`),
  ].join("\n"));
  const dep = p("/depoimentos/", "Depoimentos – Doces da Sinhá", [
    jm(S + "d1", "header", `<h1>Depoimentos</h1>`),
    jm(S + "d2", "text", `<blockquote><p>"Os bem-casados do nosso casamento foram o assunto da festa. Obrigada, Dona Cecília!"</p><p>— Luana e Rafael Tavares, Porto Alegre</p></blockquote>
<blockquote><p>"Encomendo para os clientes do escritório todo fim de ano. Chegam sempre perfeitos em São Paulo."</p><p>— Dr. Henrique Lobo Antunes, advogado</p></blockquote>
<blockquote><p>"O camafeu é igualzinho ao da minha avó."</p><p>— Maria Helena, cliente desde 1998</p></blockquote>`),
  ].join("\n"));
  sites.push({
    id: "g028-doces-da-sinha-pelotas",
    domain: D,
    language: "pt",
    patterns: ["about-prose", "testimonials", "email-mailto"],
    pages: [
      ["/", "index.html", home],
      ["/nossa-historia/", "nossa-historia.html", historia],
      ["/encomendas/", "encomendas.html", encomendas],
      ["/depoimentos/", "depoimentos.html", dep],
    ],
    truth: {
      emails: ["docesdasinha@hotmail.com"],
      emailKinds: { "docesdasinha@hotmail.com": "generic" },
      contacts: [
        { name: "Cecília Brod Gomes", title: "proprietária e doceira-chefe", role: "owner" },
        { name: "Fernanda Gomes Rutz", title: "responsável pelas encomendas e pelo atendimento", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g029 broken-markup law firm Recife: obfuscated, lookalike streets
{
  const D = "cavalcantiebarretoadv.com.br";
  const head = (t) => `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<link rel="stylesheet" href="estilo.css">
</head>
<body leftmargin=0 topmargin=0>
<div id=topo><img src=img/logo_cb.png width=280 alt="Cavalcanti &amp; Barreto Advogados Associados"></div>
<div id=menu>
<a href=index.html>Escrit&oacute;rio</a>
<a href=socios.html>S&oacute;cios e advogados</a>
<a href=atuacao.html>&Aacute;reas de atua&ccedil;&atilde;o</a>
<a href=contato.html>Contato</a>
</div>
<div id=conteudo>
<table width=100%><tr><td valign=top>`;
  const foot = `</td></tr></table>
</div>
<div id=rodape>Cavalcanti &amp; Barreto Advogados Associados &mdash; OAB/PE 1.882 &mdash; Av. Gov. Agamenon Magalh&atilde;es, 2.615, sala 1204, Espinheiro, Recife/PE &mdash; (81) 3222-0917</div>
</body>
</html>
`;
  const index = `${head("Cavalcanti & Barreto Advogados Associados - Recife/PE")}
<h1>Cavalcanti &amp; Barreto Advogados</h1>
<p>Escrit&oacute;rio fundado em 2001 no Recife, com atua&ccedil;&atilde;o em direito empresarial, tribut&aacute;rio, trabalhista e imobili&aacute;rio em Pernambuco, Para&iacute;ba e Alagoas.
<p><b>Atendimento:</b> segunda a sexta, das 8h &agrave;s 18h.</td>
<td width=260 valign=top class=destaque>
<h3>Publica&ccedil;&otilde;es</h3>
<p><a href="#">Reforma tribut&aacute;ria: o que muda para o varejo</a>
<p><a href="#">Distrato imobili&aacute;rio ap&oacute;s a Lei 13.786</a>
</div>
${foot}`;
  const socios = `${head("Sócios e advogados - Cavalcanti & Barreto")}
<h2>S&oacute;cios</h2>
<div class=socio><img src=img/rodrigo.jpg width=120 align=left>
<h3>Rodrigo Cavalcanti de Albuquerque</h3>
<p><i>S&oacute;cio fundador</i> &mdash; OAB/PE 18.442
<p>Graduado pela Faculdade de Direito do Recife (UFPE), mestre em Direito Tribut&aacute;rio pela PUC-SP.
<p>E-mail: rodrigo [arroba] cavalcantiebarretoadv [ponto] com [ponto] br
<br clear=all>
<div class=socio><img src=img/patricia.jpg width=120 align=left>
<h3>Patr&iacute;cia Barreto Lins</h3>
<p><i>S&oacute;cia</i> &mdash; OAB/PE 21.907
<p>Especialista em Direito do Trabalho. Professora da Universidade Cat&oacute;lica de Pernambuco.
<p>E-mail: patricia [arroba] cavalcantiebarretoadv [ponto] com [ponto] br
<br clear=all>
</div></div></div>
<h2>Advogados associados</h2>
<ul>
<li>Dr. Thiago Monteiro Pessoa &ndash; Direito Imobili&aacute;rio
<li>Dra. Camila Arruda Falc&atilde;o &ndash; Direito Empresarial
</ul>
<h2>Administra&ccedil;&atilde;o</h2>
<p>Gerente administrativa: Socorro Farias</b></i>
${foot}`;
  const atuacao = `${head("Áreas de atuação - Cavalcanti & Barreto")}
<h2>&Aacute;reas de atua&ccedil;&atilde;o</h2>
<dl>
<dt>Empresarial<dd>Contratos, societ&aacute;rio, recupera&ccedil;&atilde;o judicial.
<dt>Tribut&aacute;rio<dd>Planejamento, defesas administrativas, ICMS e ISS.
<dt>Trabalhista<dd>Consultivo e contencioso patronal.
<dt>Imobili&aacute;rio<dd>Incorpora&ccedil;&otilde;es, loca&ccedil;&otilde;es, usucapi&atilde;o.
</dl>
<p>Atendemos tamb&eacute;m na unidade Boa Viagem (Rua Bar&atilde;o de Souza Le&atilde;o, 425) &agrave;s ter&ccedil;as e quintas.
${foot}`;
  const contato = `${head("Contato - Cavalcanti & Barreto")}
<h2>Contato</h2>
<p>Av. Gov. Agamenon Magalh&atilde;es, 2.615 &ndash; Empresarial Joaquim Nabuco, sala 1204<br>
Espinheiro &ndash; Recife/PE &ndash; CEP 52020-000
<p>Telefone: (81) 3222-0917
<p>E-mail: contato [arroba] cavalcantiebarretoadv [ponto] com [ponto] br
<p>Pr&oacute;ximo &agrave; Pra&ccedil;a do Derby e ao Hospital Jaime da Fonte.
${foot}`;
  sites.push({
    id: "g029-cavalcanti-barreto-recife",
    domain: D,
    language: "pt",
    patterns: ["broken-markup", "hand-written", "email-obfuscated", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/socios.html", "socios.html", socios],
      ["/atuacao.html", "atuacao.html", atuacao],
      ["/contato.html", "contato.html", contato],
    ],
    truth: {
      emails: ["contato@" + D, "rodrigo@" + D, "patricia@" + D],
      emailKinds: { ["contato@" + D]: "generic", ["rodrigo@" + D]: "person", ["patricia@" + D]: "person" },
      emailOwners: { ["rodrigo@" + D]: "Rodrigo Cavalcanti de Albuquerque", ["patricia@" + D]: "Patrícia Barreto Lins" },
      contacts: [
        { name: "Rodrigo Cavalcanti de Albuquerque", title: "Sócio fundador", role: "owner" },
        { name: "Patrícia Barreto Lins", title: "Sócia", role: "owner" },
        { name: "Thiago Monteiro Pessoa", title: "Direito Imobiliário", role: "other" },
        { name: "Camila Arruda Falcão", title: "Direito Empresarial", role: "other" },
        { name: "Socorro Farias", title: "Gerente administrativa", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g030 GoDaddy pousada, Tiradentes: prose hosts, guest reviews, footer email
{
  const D = "pousadaserradesaojose.com.br";
  const S = "g030";
  const nav = [["/", "Início"], ["/acomodacoes", "Acomodações"], ["/quem-somos", "Quem somos"], ["/contato", "Contato"]];
  const footer = `<p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="x-el x-el-p c1-44"><span>Copyright © 2024 Pousada Serra de São José - Todos os direitos reservados.</span></p>
<p data-ux="FooterText" data-aid="FOOTER_DETAILS_RENDERED" class="x-el x-el-p c1-45">Rua Direita, 88 · Tiradentes/MG · <a href="mailto:reservas@pousadaserradesaojose.com.br">reservas@pousadaserradesaojose.com.br</a> · CADASTUR 31.118.772/0001-09</p>`;
  const common = { lang: "pt", domain: D, siteName: "Pousada Serra de São José", nav, phone: "(32) 3355-1472", footer };
  const home = godaddyPage({ ...common, seed: S, title: "Pousada Serra de São José | Tiradentes - MG",
    body: `${gdSection(S + "h", "header", `<h1 data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" class="x-el x-el-h1 c1-50">Um casarão do século XVIII no centro histórico de Tiradentes</h1><p data-aid="HEADER_TAGLINE2_RENDERED" class="x-el x-el-p c1-51">Dez suítes, café da manhã mineiro com fogão a lenha e vista para a Serra de São José.</p>`)}
${gdSection(S + "rv", "reviews", `<h2 data-ux="SectionHeading" data-aid="REVIEWS_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-47">O que dizem nossos hóspedes</h2>
<div data-ux="Grid"><div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_0"><p data-aid="REVIEW_TEXT_0">"O café da manhã da Dona Zezé é inesquecível. Pão de queijo saindo do forno!"</p><p data-aid="REVIEW_AUTHOR_0">Juliana Prado, São Paulo</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_1"><p data-aid="REVIEW_TEXT_1">"Localização perfeita, a dois passos da Matriz de Santo Antônio. O Vinícius nos indicou os melhores restaurantes."</p><p data-aid="REVIEW_AUTHOR_1">Carlos e Beth Andrade, Belo Horizonte</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_2"><p data-aid="REVIEW_TEXT_2">"Voltaremos no Festival de Cultura e Gastronomia."</p><p data-aid="REVIEW_AUTHOR_2">Família Nogueira, Rio de Janeiro</p></div></div></div>`)}` });
  const acom = godaddyPage({ ...common, seed: S + "a", title: "Acomodações | Pousada Serra de São José",
    body: gdSection(S + "a1", "content", `<h1 data-ux="SectionHeading" class="x-el x-el-h1 c1-47">Acomodações</h1><div data-ux="ContentCards"><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING0">Suíte Colonial</h4><p>Cama de casal, varanda para o jardim. R$ 420 a diária.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING1">Suíte Chafariz de São José</h4><p>Banheira, vista para a serra. R$ 560 a diária.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING2">Suíte Família</h4><p>Para até 4 pessoas. R$ 640 a diária.</p></div></div>`) });
  const quem = godaddyPage({ ...common, seed: S + "q", title: "Quem somos | Pousada Serra de São José",
    body: gdSection(S + "q1", "about", `<h1 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Quem somos</h1>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED" class="x-el x-el-div c1-53"><p>A pousada nasceu em 2006, quando <strong>Vinícius Resende Coelho</strong> e sua mãe, <strong>Maria José Resende</strong> — a Dona Zezé —, restauraram o casarão da família na Rua Direita.</p>
<p>Vinícius é o proprietário e cuida das reservas, dos passeios e de tudo o que os hóspedes precisarem. Dona Zezé é a cozinheira da casa e comanda o famoso café da manhã mineiro.</p>
<p>A gerente da pousada é <strong>Priscila Alves</strong>, que recebe os hóspedes desde 2015.</p></div>`) });
  const contato = godaddyPage({ ...common, seed: S + "c", title: "Contato | Pousada Serra de São José",
    body: gdSection(S + "c1", "contact", `<h1 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h1 c1-47">Contato e reservas</h1>
<p data-aid="CONTACT_INFO_ADDRESS_REND">Rua Direita, 88 – Centro Histórico – Tiradentes/MG – 36325-000</p>
<p data-aid="CONTACT_INFO_PHONE_REND"><a href="tel:3233551472">(32) 3355-1472</a> · WhatsApp (32) 99904-1188</p>
<p data-aid="CONTACT_INFO_EMAIL_REND"><a href="mailto:reservas@pousadaserradesaojose.com.br">reservas@pousadaserradesaojose.com.br</a></p>
<form data-aid="CONTACT_FORM_CONTAINER_REND"><input data-aid="CONTACT_FORM_NAME" placeholder="Nome"/><input data-aid="CONTACT_FORM_EMAIL" placeholder="E-mail*"/><textarea data-aid="CONTACT_FORM_MESSAGE" placeholder="Datas da hospedagem"></textarea><button>Enviar</button></form>`) });
  sites.push({
    id: "g030-pousada-serra-de-sao-jose",
    domain: D,
    language: "pt",
    patterns: ["about-prose", "testimonials", "email-footer", "email-mailto"],
    pages: [
      ["/", "index.html", home],
      ["/acomodacoes", "acomodacoes.html", acom],
      ["/quem-somos", "quem-somos.html", quem],
      ["/contato", "contato.html", contato],
    ],
    truth: {
      emails: ["reservas@" + D],
      emailKinds: { ["reservas@" + D]: "role" },
      contacts: [
        { name: "Vinícius Resende Coelho", title: "proprietário", role: "owner" },
        { name: "Maria José Resende", title: "cozinheira", role: "other" },
        { name: "Priscila Alves", title: "gerente", role: "owner" },
      ],
      junk: [],
    },
  });
}

export default sites;
