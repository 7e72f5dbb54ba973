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
<table width="100%" border="0" cellpadding="5" cellspacing="1" bgcolor="#c9d6e3" itemscope itemtype="https://schema.org/AccountingService">
  <tr bgcolor="#2f5d8a">
    <th align="left"><font color="#ffffff">Setor</font></th>
    <th align="left"><font color="#ffffff">Respons&aacute;vel</font></th>
    <th><font color="#ffffff">Ramal</font></th>
    <th align="left"><font color="#ffffff">E-mail</font></th>
  </tr>
  <tr bgcolor="#ffffff" itemprop="employee" itemscope itemtype="https://schema.org/Person"><td>Diretoria</td><td><span itemprop="name">Val&eacute;rio Schmitt</span> &ndash; <span itemprop="jobTitle">Contador, s&oacute;cio-diretor</span></td><td align="center">201</td><td><a href="mailto:valerio@contabilvalerioschmitt.com.br">valerio@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#f1f5f9" itemprop="employee" itemscope itemtype="https://schema.org/Person"><td>Contabilidade</td><td><span itemprop="name">Cl&aacute;udia Regina Kersten</span> &ndash; <span itemprop="jobTitle">Contadora</span></td><td align="center">210</td><td><a href="mailto:claudia@contabilvalerioschmitt.com.br">claudia@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#ffffff" itemprop="employee" itemscope itemtype="https://schema.org/Person"><td>Fiscal</td><td><span itemprop="name">Anderson Luiz Fachini</span> &ndash; <span itemprop="jobTitle">Coordenador fiscal</span></td><td align="center">220</td><td><a href="mailto:fiscal@contabilvalerioschmitt.com.br">fiscal@contabilvalerioschmitt.com.br</a></td></tr>
  <tr bgcolor="#f1f5f9" itemprop="employee" itemscope itemtype="https://schema.org/Person"><td>Departamento Pessoal</td><td><span itemprop="name">Jaqueline dos Santos Becker</span> &ndash; <span itemprop="jobTitle">Analista de DP</span></td><td align="center">230</td><td><a href="mailto:dp@contabilvalerioschmitt.com.br">dp@contabilvalerioschmitt.com.br</a></td></tr>
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
    patterns: ["hand-written", "team-table", "microdata-person", "email-in-person-card", "email-mailto"],
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

// ------------------------------------------------------------------ g031 hand-written driving school Viseu: two-column grid table, sapo.pt
{
  const D = "escolaviriato.pt";
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<style type="text/css">
<!--
body { font-family: Tahoma, Verdana; font-size: 12px; margin: 0; background-color: #dfe9d8 }
a:link, a:visited { color: #1e5631 }
.menu a { color: #ffffff; font-weight: bold; text-decoration: none }
-->
</style>
</head>
<body>
<table width="760" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF">
<tr><td height="100" bgcolor="#1e5631"><font size="6" color="#ffffff" face="Arial Black">&nbsp;Escola de Condu&ccedil;&atilde;o Viriato</font><br><font color="#d8f3dc">&nbsp;&nbsp;&nbsp;Desde 1978 a ensinar Viseu a conduzir</font></td></tr>
<tr><td height="24" bgcolor="#2d6a4f" class="menu" align="center"><a href="index.html">In&iacute;cio</a> &nbsp;::&nbsp; <a href="cartas.html">Cartas e pre&ccedil;os</a> &nbsp;::&nbsp; <a href="instrutores.html">Instrutores</a> &nbsp;::&nbsp; <a href="contactos.html">Contactos</a></td></tr>
<tr><td style="padding:15px" valign="top">
${body}
</td></tr>
<tr><td bgcolor="#e9f5db" align="center"><font size="1">Escola de Condu&ccedil;&atilde;o Viriato, Lda. &middot; Alvar&aacute; IMT n.&ordm; 412 &middot; Av. Infante D. Henrique, 117 &middot; 3510-070 Viseu</font></td></tr>
</table>
</body>
</html>
`;
  const index = page("Escola de Condução Viriato - Viseu", `
<h2>Bem-vindo</h2>
<p>Tirar a carta em Viseu desde 1978. Categorias AM, A1, A2, A, B, BE, C e CE. Aulas de c&oacute;digo todos os dias &agrave;s 18h30 e aos s&aacute;bados de manh&atilde;.</p>
<p>Taxa de aprova&ccedil;&atilde;o &agrave; primeira no exame de condu&ccedil;&atilde;o em 2023: <b>81%</b>.</p>
<p>Estamos junto &agrave; Cava de Viriato, com estacionamento para alunos.</p>`);
  const cartas = page("Cartas e preços - Escola de Condução Viriato", `
<h2>Cartas e pre&ccedil;os</h2>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Categoria B (32 aulas)</td><td>690 &euro;</td></tr>
<tr><td>Categoria A2</td><td>520 &euro;</td></tr>
<tr><td>Categoria C</td><td>1.150 &euro;</td></tr>
<tr><td>Aula extra</td><td>25 &euro;</td></tr>
</table>`);
  const instrutores = page("Instrutores - Escola de Condução Viriato", `
<h2>A nossa equipa</h2>
<table width="100%" border="0" cellpadding="10" cellspacing="0">
<tr>
<td width="50%" valign="top"><img src="fotos/ilidio.jpg" width="90" height="110" align="left" hspace="8"><b>Il&iacute;dio Figueiredo Loureiro</b><br>Diretor da escola<br>Instrutor desde 1985</td>
<td width="50%" valign="top"><img src="fotos/goreti.jpg" width="90" height="110" align="left" hspace="8"><b>Goreti Loureiro</b><br>Subdiretora<br>Secretaria e inscri&ccedil;&otilde;es</td>
</tr>
<tr>
<td valign="top"><img src="fotos/nuno.jpg" width="90" height="110" align="left" hspace="8"><b>Nuno Ferraz</b><br>Instrutor &ndash; ligeiros e motociclos</td>
<td valign="top"><img src="fotos/helder.jpg" width="90" height="110" align="left" hspace="8"><b>H&eacute;lder Amaral Tom&eacute;</b><br>Instrutor &ndash; pesados (C, CE)</td>
</tr>
<tr>
<td valign="top"><img src="fotos/sem_foto.gif" width="90" height="110" align="left" hspace="8"><b>Andreia Paiva</b><br>Instrutora &ndash; ligeiros<br>Aulas de c&oacute;digo</td>
<td>&nbsp;</td>
</tr>
</table>`);
  const contactos = page("Contactos - Escola de Condução Viriato", `
<h2>Contactos</h2>
<p>Av. Infante D. Henrique, 117 &ndash; 3510-070 Viseu<br>
Telefone 232 423 118 &middot; Telem&oacute;vel 917 330 214<br>
Email: escolaviriato@sapo.pt</p>
<p>Hor&aacute;rio da secretaria: 9h&ndash;12h30 e 14h&ndash;20h (s&aacute;bado 9h&ndash;12h)</p>`);
  sites.push({
    id: "g031-escola-conducao-viriato",
    domain: D,
    language: "pt",
    patterns: ["hand-written", "team-table", "email-text", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/cartas.html", "cartas.html", cartas],
      ["/instrutores.html", "instrutores.html", instrutores],
      ["/contactos.html", "contactos.html", contactos],
    ],
    truth: {
      emails: ["escolaviriato@sapo.pt"],
      emailKinds: { "escolaviriato@sapo.pt": "generic" },
      contacts: [
        { name: "Ilídio Figueiredo Loureiro", title: "Diretor da escola", role: "owner" },
        { name: "Goreti Loureiro", title: "Subdiretora", role: "operations" },
        { name: "Nuno Ferraz", title: "Instrutor – ligeiros e motociclos", role: "other" },
        { name: "Hélder Amaral Tomé", title: "Instrutor – pesados (C, CE)", role: "other" },
        { name: "Andreia Paiva", title: "Instrutora – ligeiros", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g032 commercial association Tavira: member directory + board lines
{
  const D = "acetavira.pt";
  const members = [
    [12, "Pastelaria Tavirense", "Rua da Liberdade, 19", "Maria do Carmo Viegas"],
    [18, "Drogaria Central", "Praça da República, 4", "Joaquim Pires Guerreiro"],
    [23, "Restaurante O Pescador", "Cais das Quatro Águas", "Domingos Cabrita"],
    [31, "Sapataria Ribeirinha", "Rua José Pires Padinha, 60", "Helena Sousa Martins"],
    [37, "Ourivesaria Gilão", "Rua da Liberdade, 44", "Francisco Gago da Câmara"],
    [40, "Livraria Tavira Antiga", "Rua Dr. Marcelino Franco, 8", "Isabel Mestre"],
    [44, "Frutaria Horta do Almargem", "Mercado da Ribeira", "Manuel dos Reis Baptista"],
    [51, "Hotel Vila Galé Albacora (parceiro)", "Quatro Águas", "Direção do hotel"],
    [55, "Papelaria Alves", "Rua Almirante Cândido dos Reis, 2", "Rui Alves Correia"],
    [58, "Talho Conceição", "Rua de Santa Ana, 11", "António Conceição"],
    [63, "Flor de Sal Algarvia", "Salinas do Grelha", "Sofia Rosa e Paulo Rosa"],
    [67, "Oficina Auto Santa Luzia", "EN 125, km 152", "Carlos Augusto Neto"],
    [70, "Boutique Conceição Ramos", "Rua da Liberdade, 71", "Conceição Ramos"],
    [72, "Farmácia Montepio", "Rua Dr. António Cabreira", "Dra. Teresa Lopes"],
    [79, "Cabeleireiro Estilo", "Rua Gonçalo Velho, 5", "Vanessa Martins Gonçalves"],
    [84, "Mercearia do Largo", "Largo de São Brás", "Lurdes Pires"],
    [88, "Bicicletas Ria Formosa", "Rua do Cais, 22", "Jorge Valente"],
    [91, "Ótica Taviraótica", "Rua da Liberdade, 33", "Patrícia Gago"],
  ];
  const rows = members.map(([n, b, a, o]) => `<tr><td align="right">${n}</td><td>${b}</td><td>${a}</td><td>${o}</td></tr>`).join("\n");
  const shell = (t, body) => `<!DOCTYPE html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="/css/acet.css">
</head>
<body>
<div id="topo"><img src="/img/acet-logo.png" alt="ACET" width="120"><span class="nome">Associação Comercial e Empresarial de Tavira</span></div>
<ul id="menu"><li><a href="/">Início</a></li><li><a href="/associados.html">Associados</a></li><li><a href="/orgaos-sociais.html">Órgãos sociais</a></li><li><a href="/contactos.html">Contactos</a></li></ul>
<div id="principal">
${body}
</div>
<div id="rodape">ACET – Associação Comercial e Empresarial de Tavira · Rua Dr. José Pires Padinha, 88, 1.º · 8800-354 Tavira · 281 322 740 · geral@acetavira.pt</div>
</body>
</html>
`;
  const index = shell("ACET – Associação Comercial e Empresarial de Tavira", `
<h1>Associação Comercial e Empresarial de Tavira</h1>
<p>A ACET representa o comércio, a restauração e os serviços do concelho de Tavira desde 1932. Apoiamos os nossos associados em formação, candidaturas a fundos comunitários, higiene e segurança alimentar e dinamização do comércio de rua.</p>
<p><strong>Agenda:</strong> Feira de Artesanato de Verão – 1 a 15 de agosto, Jardim do Coreto.</p>`);
  const assoc = shell("Associados – ACET", `
<h1>Diretório de associados</h1>
<p>Lista de associados com quotas em dia que autorizaram a publicação dos seus dados.</p>
<table class="lista" border="1" cellspacing="0" cellpadding="4">
<thead><tr><th>N.º sócio</th><th>Estabelecimento</th><th>Morada</th><th>Proprietário/a</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`);
  const orgaos = shell("Órgãos sociais – ACET", `
<h1>Órgãos sociais (mandato 2023–2026)</h1>
<h3>Direção</h3>
<dl class="orgaos">
<dt>Presidente da Direção</dt><dd>Luís Filipe Guerreiro Mendes</dd>
<dt>Vice-Presidente</dt><dd>Ana Cristina Cabrita</dd>
<dt>Tesoureiro</dt><dd>Domingos Cabrita</dd>
<dt>Secretária</dt><dd>Marta Isabel Vargues</dd>
</dl>
<h3>Assembleia Geral</h3>
<dl class="orgaos"><dt>Presidente da Mesa</dt><dd>Dr. Fernando Gago da Câmara</dd></dl>
<h3>Serviços</h3>
<p>Secretária-geral: <b>Cláudia Nobre Rosa</b> – <a href="mailto:claudia.rosa@acetavira.pt">claudia.rosa@acetavira.pt</a><br>
Formação: formacao@acetavira.pt</p>`);
  const contactos = shell("Contactos – ACET", `
<h1>Contactos</h1>
<p>Rua Dr. José Pires Padinha, 88, 1.º – 8800-354 Tavira<br>Telefone 281 322 740<br>Email <a href="mailto:geral@acetavira.pt">geral@acetavira.pt</a></p>
<p>Atendimento: segunda a sexta, 9h30–12h30 e 14h30–17h30.</p>`);
  sites.push({
    id: "g032-acet-tavira",
    domain: D,
    language: "pt",
    patterns: ["directory", "definition-list", "email-mailto", "email-text", "email-footer", "email-in-person-card", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/associados.html", "associados.html", assoc],
      ["/orgaos-sociais.html", "orgaos-sociais.html", orgaos],
      ["/contactos.html", "contactos.html", contactos],
    ],
    truth: {
      emails: ["geral@" + D, "claudia.rosa@" + D, "formacao@" + D],
      emailKinds: { ["geral@" + D]: "generic", ["claudia.rosa@" + D]: "person", ["formacao@" + D]: "role" },
      emailOwners: { ["claudia.rosa@" + D]: "Cláudia Nobre Rosa" },
      contacts: [
        { name: "Luís Filipe Guerreiro Mendes", title: "Presidente da Direção", role: "owner" },
        { name: "Ana Cristina Cabrita", title: "Vice-Presidente", role: "other" },
        { name: "Domingos Cabrita", title: "Tesoureiro", role: "other" },
        { name: "Marta Isabel Vargues", title: "Secretária", role: "other" },
        { name: "Fernando Gago da Câmara", title: "Presidente da Mesa", role: "other" },
        { name: "Cláudia Nobre Rosa", title: "Secretária-geral", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g033 Wix repeater surf school Ericeira: instructors, companies that surfed with us
{
  const D = "ribeiradilhassurfschool.pt";
  const S = "g033";
  const nav = [["/", "Início"], ["/aulas", "Aulas"], ["/instrutores", "Instrutores"], ["/empresas", "Empresas"], ["/contactos", "Contactos"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Ribeira d'Ilhas Surf School · Praia de Ribeira d'Ilhas, 2655-319 Ericeira · RNAAT 118/2014 · Diretor técnico: João Marques · <a href="mailto:ola@ribeiradilhassurfschool.pt" class="wixui-rich-text__text">ola@ribeiradilhassurfschool.pt</a></p>`, { top: 30, left: 40, width: 900 });
  const item = (k, name, title, langs) => `<div class="wixui-repeater__item" role="listitem" id="comp-ln4a2x8c__${k}"><div data-testid="mesh-container-content">
${wixImage(S + k, `8d2e44_${k}~mv2.jpg`, "", { top: 0, left: 0, w: 280, h: 280 })}
<div id="comp-ln4a2x9f__${k}" class="HcOXKn SxM0TO QxJLC3 comp-ln4a2x9f wixui-rich-text" data-testid="richTextElement"><h5 class="font_5 wixui-rich-text__text">${name}</h5></div>
<div id="comp-ln4a2xa0__${k}" class="HcOXKn SxM0TO QxJLC3 comp-ln4a2xa0 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">${title}</p><p class="font_9 wixui-rich-text__text">🗣 ${langs}</p></div>
</div></div>`;
  const logo = (i, file, alt) => `<div class="gallery-item-container" data-hook="item-container" data-idx="${i}" aria-label="${alt}"><img data-hook="gallery-item-image-img" alt="${alt}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_200,h_120/${file}"/></div>`;
  const home = wixPage({
    lang: "pt", seed: S, domain: D, siteName: "Ribeira d'Ilhas Surf School", title: "Ribeira d'Ilhas Surf School | Aulas de surf na Ericeira", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Aprende a surfar na Reserva Mundial de Surf</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Aulas de grupo e particulares para todas as idades, surf camps de uma semana e atividades de team building para empresas. Material incluído.</p>`, { top: 240, left: 40, width: 620 })}`,
  });
  const aulas = wixPage({
    lang: "pt", seed: S + "a", domain: D, siteName: "Ribeira d'Ilhas Surf School", title: "Aulas | Ribeira d'Ilhas Surf School", nav, footer,
    body: wixText(S + "a1", `<h2 class="font_2 wixui-rich-text__text">Aulas e preços</h2><p class="font_8 wixui-rich-text__text">Aula de grupo (2h) – 35 € · Pack 5 aulas – 150 € · Aula particular – 70 €</p><p class="font_8 wixui-rich-text__text">Surf camp 7 noites com alojamento – desde 490 €</p>`, { top: 40, left: 40, width: 800 }),
  });
  const instrutores = wixPage({
    lang: "pt", seed: S + "i", domain: D, siteName: "Ribeira d'Ilhas Surf School", title: "Instrutores | Ribeira d'Ilhas Surf School", nav, footer,
    body: `${wixText(S + "i0", `<h2 class="font_2 wixui-rich-text__text">Os nossos instrutores</h2><p class="font_8 wixui-rich-text__text">Todos certificados pela Federação Portuguesa de Surf e com curso de nadador-salvador.</p>`, { top: 40, left: 40, width: 800 })}
<div id="comp-ln4a2x8c" class="comp-ln4a2x8c wixui-repeater" data-testid="repeater" role="list" style="position:absolute;top:160px;left:40px;width:900px;display:grid;grid-template-columns:repeat(3,1fr);gap:30px">
${item("ln4a3b01", "João \"Jota\" Marques", "Fundador · Treinador de nível II", "PT, EN, ES")}
${item("ln4a3b02", "Carolina Baleia", "Instrutora · Coordenadora dos surf camps", "PT, EN, FR")}
${item("ln4a3b03", "Kai Schneider", "Instrutor", "DE, EN, PT")}
</div>`,
  });
  const empresas = wixPage({
    lang: "pt", seed: S + "e", domain: D, siteName: "Ribeira d'Ilhas Surf School", title: "Empresas | Ribeira d'Ilhas Surf School", nav, footer,
    body: `${wixText(S + "e0", `<h2 class="font_2 wixui-rich-text__text">Team building</h2><p class="font_8 wixui-rich-text__text">Já surfaram connosco equipas de:</p>`, { top: 40, left: 40, width: 800 })}
<div id="comp-ln4a4c11" class="comp-ln4a4c11 wixui-gallery" style="position:absolute;top:160px;left:40px;width:900px"><div data-testid="gallery-wrapper" class="pro-gallery">
${logo(0, "8d2e44_logo-farfetch@2x.png", "Farfetch")}
${logo(1, "8d2e44_logo-outsystems@2x.png", "OutSystems")}
${logo(2, "8d2e44_logo-millennium.png", "Millennium bcp")}
${logo(3, "8d2e44_logo-camara-mafra@2x.png", "Câmara Municipal de Mafra")}
${logo(4, "8d2e44_logo-critical-software.png", "Critical Software")}
</div></div>
${wixText(S + "e1", `<p class="font_8 wixui-rich-text__text">Pedidos de orçamento para grupos: <a href="mailto:empresas@ribeiradilhassurfschool.pt?subject=Team%20building" class="wixui-rich-text__text">empresas@ribeiradilhassurfschool.pt</a></p>`, { top: 420, left: 40, width: 800 })}`,
  });
  const contactos = wixPage({
    lang: "pt", seed: S + "c", domain: D, siteName: "Ribeira d'Ilhas Surf School", title: "Contactos | Ribeira d'Ilhas Surf School", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contactos</h2><p class="font_8 wixui-rich-text__text">Praia de Ribeira d'Ilhas (junto ao parque de estacionamento sul), Ericeira</p><p class="font_8 wixui-rich-text__text">+351 961 552 017 (também WhatsApp)</p><p class="font_8 wixui-rich-text__text">ola@ribeiradilhassurfschool.pt</p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-ln4a5d22" class="comp-ln4a5d22 wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input type="text" placeholder="Nome" class="wixui-text-input__input"/><input type="email" placeholder="o.teu@email.com" class="wixui-text-input__input"/><textarea placeholder="Datas e número de pessoas"></textarea><button class="wixui-button"><span class="wixui-button__label">Enviar</span></button></form></div>`,
  });
  sites.push({
    id: "g033-ribeira-dilhas-surf-school",
    domain: D,
    language: "pt",
    patterns: ["builder-wix", "team-grid", "client-list", "email-mailto", "email-text", "email-footer", "junk-asset", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/aulas", "aulas.html", aulas],
      ["/instrutores", "instrutores.html", instrutores],
      ["/empresas", "empresas.html", empresas],
      ["/contactos", "contactos.html", contactos],
    ],
    truth: {
      emails: ["ola@" + D, "empresas@" + D],
      emailKinds: { ["ola@" + D]: "generic", ["empresas@" + D]: "role" },
      contacts: [
        { name: "João Marques", title: "Fundador · Treinador de nível II", role: "owner" },
        { name: "Carolina Baleia", title: "Instrutora · Coordenadora dos surf camps", role: "operations" },
        { name: "Kai Schneider", title: "Instrutor", role: "other" },
      ],
      junk: ["8d2e44_logo-farfetch@2x.png", "8d2e44_logo-outsystems@2x.png", "8d2e44_logo-camara-mafra@2x.png", "o.teu@email.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g034 WordPress electrician Setúbal: pessoa de contacto, informação legal, agency
{
  const D = "eletrosadosetubal.pt";
  const nav = [["/", "Início"], ["/servicos/", "Serviços"], ["/contactos/", "Contactos"]];
  const footer = `<div class="footer-widgets-container grid-container"><div class="inside-footer-widgets">
<div class="footer-widget-1"><aside id="text-2" class="widget inner-padding widget_text"><h2 class="widget-title">Eletro Sado</h2><div class="textwidget"><p>Rua Almirante Reis, 42-A<br>2900-215 Setúbal<br>265 534 118 · 934 772 051<br><a href="mailto:geral@eletrosadosetubal.pt">geral@eletrosadosetubal.pt</a></p></div></aside></div>
<div class="footer-widget-2"><aside id="nav_menu-3" class="widget inner-padding widget_nav_menu"><div class="menu-rodape-container"><ul id="menu-rodape" class="menu"><li class="menu-item"><a href="/informacao-legal/">Informação legal</a></li><li class="menu-item"><a href="/politica-de-privacidade/">Política de privacidade</a></li><li class="menu-item"><a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a></li></ul></div></aside></div>
</div></div>
<div class="site-info"><div class="inside-site-info grid-container"><div class="copyright-bar">© 2024 Eletro Sado – Instalações Elétricas, Lda. · Desenvolvido por <a href="https://pixelarrabida.pt">Pixel Arrábida</a> – info@pixelarrabida.pt</div></div></div>`;
  const common = { lang: "pt", locale: "pt-PT", domain: D, siteName: "Eletro Sado", tagline: "Instalações elétricas, ITED e painéis solares em Setúbal", nav, footer, theme: "generatepress" };
  const home = wpPage({ ...common, title: "Eletro Sado – Eletricista em Setúbal", current: "/", bodyClass: "home page-template-default page",
    body: `<article class="page type-page"><div class="entry-content">
<h1 class="wp-block-heading">Eletricistas certificados em Setúbal, Palmela e Sesimbra</h1>
<p>Instalações elétricas novas e remodelações, certificação DGEG, quadros elétricos, ITED, carregadores para veículos elétricos e sistemas fotovoltaicos de autoconsumo.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Avarias 24h</h3><p>Falhas de corrente, disjuntores que disparam, curto-circuitos.</p></div><div class="wp-block-column"><h3>Fotovoltaico</h3><p>Estudo gratuito, instalação e apoio à candidatura ao Fundo Ambiental.</p></div><div class="wp-block-column"><h3>Carregadores VE</h3><p>Wallbox, Tesla, Schneider — instalação em moradias e condomínios.</p></div></div>
</div></article>` });
  const servicos = wpPage({ ...common, title: "Serviços – Eletro Sado", current: "/servicos/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Serviços</h1></header><div class="entry-content"><ul><li>Instalações elétricas residenciais e comerciais</li><li>Certificação de instalações (Certiel / DGEG)</li><li>Infraestruturas de telecomunicações (ITED / ITUR)</li><li>Sistemas fotovoltaicos e baterias</li><li>Iluminação LED e domótica</li></ul></div></article>` });
  const contactos = wpPage({ ...common, title: "Contactos – Eletro Sado", current: "/contactos/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Contactos</h1></header><div class="entry-content">
<p>Morada: Rua Almirante Reis, 42-A, 2900-215 Setúbal<br>Telefone: 265 534 118<br>Telemóvel: 934 772 051<br>Email: <a href="mailto:geral@eletrosadosetubal.pt">geral@eletrosadosetubal.pt</a></p>
<p><strong>Pessoa de contacto:</strong> Eng.º Hugo Sardinha (orçamentos e obras) – <a href="mailto:hugo.sardinha@eletrosadosetubal.pt">hugo.sardinha@eletrosadosetubal.pt</a><br>
<strong>Faturação:</strong> Sandra Caeiro – <a href="mailto:faturacao@eletrosadosetubal.pt">faturacao@eletrosadosetubal.pt</a></p>
<div class="wpforms-container"><form id="wpforms-form-71" class="wpforms-validate wpforms-form" method="post"><div class="wpforms-field-container">
<div class="wpforms-field wpforms-field-name"><label class="wpforms-field-label">Nome</label><input type="text" name="wpforms[fields][0]"></div>
<div class="wpforms-field wpforms-field-email"><label class="wpforms-field-label">Email</label><input type="email" name="wpforms[fields][1]" placeholder="o.seu@email.pt"></div>
<div class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label">Mensagem</label><textarea name="wpforms[fields][2]"></textarea></div></div>
<div class="wpforms-submit-container"><button type="submit" class="wpforms-submit">Enviar</button></div></form></div>
<p>Com os melhores cumprimentos,<br>Hugo Sardinha<br>Eletro Sado</p>
</div></article>` });
  const legal = wpPage({ ...common, title: "Informação legal – Eletro Sado", current: "/informacao-legal/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Informação legal</h1></header><div class="entry-content">
<p>Denominação: Eletro Sado – Instalações Elétricas, Lda.<br>NIPC: 514 882 017<br>Sede: Rua Almirante Reis, 42-A, 2900-215 Setúbal<br>Capital social: 10.000 €<br>Alvará de construção IMPIC n.º 88412-PAR<br>Técnico responsável DGEG n.º 12877</p>
<p>Gerente: Hugo Miguel Sardinha</p>
<p>Em caso de litígio o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa.</p>
</div></article>` });
  sites.push({
    id: "g034-eletro-sado-setubal",
    domain: D,
    language: "pt",
    patterns: ["builder-wordpress", "legal-notice", "email-footer", "email-mailto", "email-in-person-card", "junk-agency", "junk-placeholder", "junk-asset"],
    pages: [
      ["/", "index.html", home],
      ["/servicos/", "servicos.html", servicos],
      ["/contactos/", "contactos.html", contactos],
      ["/informacao-legal/", "informacao-legal.html", legal],
    ],
    truth: {
      emails: ["geral@" + D, "hugo.sardinha@" + D, "faturacao@" + D],
      emailKinds: { ["geral@" + D]: "generic", ["hugo.sardinha@" + D]: "person", ["faturacao@" + D]: "role" },
      emailOwners: { ["hugo.sardinha@" + D]: "Hugo Miguel Sardinha" },
      contacts: [
        { name: "Hugo Miguel Sardinha", title: "Gerente", role: "owner" },
        { name: "Sandra Caeiro", title: "Faturação", role: "operations" },
      ],
      junk: ["info@pixelarrabida.pt", "o.seu@email.pt", "logo@2x.png"],
    },
  });
}

// ------------------------------------------------------------------ g035 Wix gallery dental clinic Londrina: title/description items, CRO
{
  const D = "odontoigapo.com.br";
  const S = "g035";
  const nav = [["/", "Início"], ["/nossa-equipe", "Nossa equipe"], ["/tratamentos", "Tratamentos"], ["/contato", "Contato"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Odonto Igapó · Av. Higienópolis, 1.870, sala 4 · Londrina/PR · (43) 3324-7781 · Responsável técnica: Dra. Letícia Moraes Tanaka – CRO-PR 21.884</p>`, { top: 30, left: 40, width: 900 });
  const gi = (i, file, title, desc) => `<div class="gallery-item-container item-container-regular visible" data-hook="item-container" data-idx="${i}" role="button" aria-label="${title}"><div class="gallery-item-wrapper"><img class="gallery-item" data-hook="gallery-item-image-img" alt="${title}" src="https://static.wixstatic.com/media/${file}/v1/fill/w_280,h_320/${file}"/></div><div class="gallery-item-common-info-outer"><div class="gallery-item-common-info gallery-item-bottom-info"><div class="info-member info-element-title" data-hook="item-title"><span class="info-element-text">${title}</span></div><div class="info-member info-element-description" data-hook="item-description"><span class="info-element-text">${desc}</span></div></div></div></div>`;
  const home = wixPage({
    lang: "pt", seed: S, domain: D, siteName: "Odonto Igapó", title: "Odonto Igapó | Dentista em Londrina", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Seu sorriso em boas mãos</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Clínica odontológica completa no Jardim Higienópolis: implantes, ortodontia, clareamento, odontopediatria e atendimento de urgência. Aceitamos os principais convênios.</p><p class="font_7 wixui-rich-text__text">Agende pelo WhatsApp (43) 99912-4070 ou pelo e-mail <a href="mailto:agenda@odontoigapo.com.br" class="wixui-rich-text__text">agenda@odontoigapo.com.br</a>.</p>`, { top: 220, left: 40, width: 640 })}`,
  });
  const equipe = wixPage({
    lang: "pt", seed: S + "e", domain: D, siteName: "Odonto Igapó", title: "Nossa equipe | Odonto Igapó", nav, footer,
    body: `${wixText(S + "e0", `<h2 class="font_2 wixui-rich-text__text">Nossa equipe</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lw5k2p9q" class="comp-lw5k2p9q wixui-gallery" style="position:absolute;top:120px;left:40px;width:920px"><div data-testid="gallery-wrapper" class="pro-gallery"><div class="pro-gallery-parent-container" role="region" aria-label="Equipe" style="display:flex;flex-wrap:wrap;gap:20px">
${gi(0, "e1a9c3_leticia~mv2.jpg", "Dra. Letícia Moraes Tanaka", "Diretora clínica · Implantodontia · CRO-PR 21.884")}
${gi(1, "e1a9c3_bruno~mv2.jpg", "Dr. Bruno Zanetti", "Ortodontista · CRO-PR 30.112")}
${gi(2, "e1a9c3_gabriela~mv2.jpg", "Dra. Gabriela Okamoto", "Odontopediatra · CRO-PR 33.450")}
${gi(3, "e1a9c3_rosangela~mv2.jpg", "Rosângela Prado", "Gerente administrativa")}
</div></div></div>`,
  });
  const trat = wixPage({
    lang: "pt", seed: S + "t", domain: D, siteName: "Odonto Igapó", title: "Tratamentos | Odonto Igapó", nav, footer,
    body: wixText(S + "t1", `<h2 class="font_2 wixui-rich-text__text">Tratamentos</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8">Implantes e prótese protocolo</p></li><li><p class="font_8">Aparelhos fixos e alinhadores invisíveis</p></li><li><p class="font_8">Clareamento a laser</p></li><li><p class="font_8">Odontopediatria</p></li></ul>`, { top: 40, left: 40, width: 800 }),
  });
  const contato = wixPage({
    lang: "pt", seed: S + "c", domain: D, siteName: "Odonto Igapó", title: "Contato | Odonto Igapó", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contato</h2><p class="font_8 wixui-rich-text__text">Av. Higienópolis, 1.870, sala 4 – Jardim Higienópolis – Londrina/PR</p><p class="font_8 wixui-rich-text__text">(43) 3324-7781</p><p class="font_8 wixui-rich-text__text"><a href="mailto:agenda@odontoigapo.com.br" class="wixui-rich-text__text">agenda@odontoigapo.com.br</a></p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lw5k3a01" class="comp-lw5k3a01 wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input type="text" placeholder="Nome completo" class="wixui-text-input__input"/><input type="email" placeholder="seuemail@exemplo.com.br" class="wixui-text-input__input"/><textarea placeholder="Mensagem"></textarea><button class="wixui-button"><span class="wixui-button__label">Enviar</span></button></form></div>`,
  });
  sites.push({
    id: "g035-odonto-igapo-londrina",
    domain: D,
    language: "pt",
    patterns: ["builder-wix", "team-grid", "legal-notice", "email-mailto", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/nossa-equipe", "nossa-equipe.html", equipe],
      ["/tratamentos", "tratamentos.html", trat],
      ["/contato", "contato.html", contato],
    ],
    truth: {
      emails: ["agenda@" + D],
      emailKinds: { ["agenda@" + D]: "role" },
      contacts: [
        { name: "Letícia Moraes Tanaka", title: "Diretora clínica · Implantodontia", role: "owner" },
        { name: "Bruno Zanetti", title: "Ortodontista", role: "other" },
        { name: "Gabriela Okamoto", title: "Odontopediatra", role: "other" },
        { name: "Rosângela Prado", title: "Gerente administrativa", role: "operations" },
      ],
      junk: ["seuemail@exemplo.com.br", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g036 broken-markup estate agency Funchal: photo tables, lookalikes, email only in JSON-LD
{
  const D = "imobiliariaquintavigia.pt";
  const ld = {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: "Imobiliária Quinta Vigia",
    url: "https://" + D + "/",
    telephone: "+351 291 224 618",
    email: "mailto:comercial@imobiliariaquintavigia.pt",
    address: { "@type": "PostalAddress", streetAddress: "Rua da Imperatriz D. Amélia, 54", addressLocality: "Funchal", postalCode: "9000-018", addressCountry: "PT" },
    founder: { "@type": "Person", name: "Duarte Freitas Gouveia", jobTitle: "Sócio-gerente" },
    employee: [
      { "@type": "Person", name: "Filipa Nóbrega", jobTitle: "Consultora imobiliária" },
      { "@type": "Person", name: "Tomás Jardim", jobTitle: "Consultor imobiliário" },
    ],
  };
  const head = (t) => `<html>
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<title>${t}</title>
<link rel=stylesheet href=/css/qv.css>
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body>
<table width=900 align=center cellpadding=0 cellspacing=0 border=0>
<tr><td><img src=/img/topo_qv.jpg width=900 height=130 alt="Imobiliária Quinta Vigia - Funchal, Madeira"></td>
<tr><td class=menu><a href=/>Início</a> | <a href=/imoveis.html>Imóveis</a> | <a href=/equipa.html>Equipa</a> | <a href=/contactos.html>Contactos</a>
<tr><td class=conteudo>`;
  const foot = `</td>
<tr><td class=rodape>Imobiliária Quinta Vigia, Lda. · AMI 8817 · Rua da Imperatriz D. Amélia, 54 · 9000-018 Funchal · +351 291 224 618
</table>
</body>
</html>
`;
  const index = `${head("Imobiliária Quinta Vigia - Funchal, Madeira")}
<h1>Casas e apartamentos na Madeira</h1>
<p>Mediação imobiliária no Funchal desde 2003. Vendas, arrendamento e gestão de alojamento local em toda a ilha.
<p><b>Em destaque:</b>
<ul>
<li>Moradia T4 na Estrada Monumental, vista mar – 980.000 €
<li>Apartamento T2 no Edifício Reid's, Lido – 420.000 €
<li>Quinta Palmeira, Caniço – moradia de 1920 recuperada – 1.350.000 €
</ul>
<p>We speak English, Deutsch and Français.
${foot}`;
  const imoveis = `${head("Imóveis - Imobiliária Quinta Vigia")}
<h2>Imóveis à venda</h2>
<table border=0 cellpadding=6>
<tr><td><img src=/fotos/monumental.jpg width=200><td><b>Moradia T4 – Estrada Monumental</b><br>Piscina, garagem para 2 carros. Ref. QV-2201<br>980.000 €
<tr><td><img src=/fotos/reids.jpg width=200><td><b>T2 – Edifício Reid's</b><br>Junto ao Lido. Ref. QV-2215<br>420.000 €
<tr><td><img src=/fotos/palmeira.jpg width=200><td><b>Quinta Palmeira</b><br>Caniço, 3.000 m² de jardim. Ref. QV-2230<br>1.350.000 €
</table>
${foot}`;
  const equipa = `${head("Equipa - Imobiliária Quinta Vigia")}
<h2>A nossa equipa</h2>
<table border=0 cellpadding=8 cellspacing=0>
<tr>
<td valign=top><img src=/equipa/duarte.jpg width=110 height=140>
<td valign=top><font size=3><b>Duarte Freitas Gouveia</font></b><br>Sócio-gerente<br>Português, English
<tr>
<td valign=top><img src=/equipa/filipa.jpg width=110 height=140>
<td valign=top><b>Filipa Nóbrega</b><br>Consultora imobiliária<br>Português, English, Deutsch
</td>
<tr>
<td valign=top><img src=/equipa/tomas.jpg width=110 height=140>
<td valign=top><b>Tomás Jardim<br></b>Consultor imobiliário<br>Português, Français
</table>
<!-- <p>Também na equipa: Rita Quintal (estagiária) -->
<p>Atendimento com marcação, também aos sábados.
${foot}`;
  const contactos = `${head("Contactos - Imobiliária Quinta Vigia")}
<h2>Contactos</h2>
<p>Rua da Imperatriz D. Amélia, 54 (em frente à Quinta Vigia)<br>9000-018 Funchal<br>Telefone +351 291 224 618<br>Telemóvel +351 965 118 430
<p>Segunda a sexta 9h30–13h e 14h30–19h · Sábado com marcação
<form action=/enviar.php method=post>
Nome <input name=nome><br>
Email <input name=email placeholder="nome@exemplo.pt"><br>
<textarea name=msg></textarea><br>
<input type=submit value=Enviar>
</form>
${foot}`;
  sites.push({
    id: "g036-imobiliaria-quinta-vigia",
    domain: D,
    language: "pt",
    patterns: ["broken-markup", "team-table", "name-lookalikes", "jsonld-person", "email-jsonld", "junk-placeholder"],
    pages: [
      ["/", "index.html", index],
      ["/imoveis.html", "imoveis.html", imoveis],
      ["/equipa.html", "equipa.html", equipa],
      ["/contactos.html", "contactos.html", contactos],
    ],
    truth: {
      emails: ["comercial@" + D],
      emailKinds: { ["comercial@" + D]: "role" },
      contacts: [
        { name: "Duarte Freitas Gouveia", title: "Sócio-gerente", role: "owner" },
        { name: "Filipa Nóbrega", title: "Consultora imobiliária", role: "other" },
        { name: "Tomás Jardim", title: "Consultor imobiliário", role: "other" },
      ],
      junk: ["nome@exemplo.pt"],
    },
  });
}

export default sites;
