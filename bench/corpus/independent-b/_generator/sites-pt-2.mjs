import { wpHead, elementorCss, wixHead, wixFoot, sqsHead, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b039 Brazilian churrascaria on Wix, nobody named, gmail
const b039 = (() => {
  const d = 'churrascariapampagaucho.com.br';
  const head = (t) => wixHead({ lang: 'pt', title: t, desc: 'Rodízio de carnes em Porto Alegre desde 1994. Buffet de saladas, sobremesas e adega.', domain: d, dsn: '4c2d8e1f9a7b4c3d8e2f1a0b9c8d7e6f@sentry-next.wixpress.com/21', siteId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-kq1w2e3r" class="wixui-rich-text"><h2 class="font_2"><span style="color:#8B0000" class="wixui-rich-text__text">Pampa Gaúcho</span></h2></div><nav id="comp-kq1w2e4t" class="wixui-horizontal-menu"><ul><li><a href="https://www.${d}">Início</a></li><li><a href="https://www.${d}/cardapio">Cardápio</a></li><li><a href="https://www.${d}/eventos">Eventos</a></li></ul></nav></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-kq9o8i7u" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">Av. Protásio Alves, 4210 – Petrópolis, Porto Alegre/RS · (51) 3333-8410</span></p><p class="font_9"><span class="wixui-rich-text__text">pampagaucho.churrascaria@gmail.com</span></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Churrascaria Pampa Gaúcho | Porto Alegre') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-kr1t2y3u" class="wixui-section">
${rt('comp-kr1t2y4i', '<h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Tradição gaúcha</span></h1><h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">no ponto certo</span></h1>')}
${rt('comp-kr1t2y5o', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Rodízio completo com 18 cortes, buffet de saladas e pratos quentes. Almoço e jantar todos os dias.</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Destaques: Picanha do Seu Zé · Costela Fogo de Chão 12 horas · Cupim Dona Neca · Pudim da Vó Cida</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const cardapio = head('Cardápio | Pampa Gaúcho') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-ks2u3i4o" class="wixui-section">
${rt('comp-ks2u3i5p', '<h2 class="font_2">Cardápio</h2><ul class="font_8"><li><p><span>Rodízio completo – R$ 119,90</span></p></li><li><p><span>Buffet de saladas – R$ 64,90</span></p></li><li><p><span>Crianças de 5 a 10 anos – meia</span></p></li></ul>')}
</section></div></main>` + ftr + wixFoot();
  const eventos = head('Eventos | Pampa Gaúcho') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-kt3i4o5p" class="wixui-section">
${rt('comp-kt3i4o6a', '<h2 class="font_2">Eventos e confraternizações</h2><p class="font_8"><span>Salão reservado para até 120 pessoas. Envie data e número de convidados para pampagaucho.churrascaria@gmail.com.</span></p>')}
<div class="wixui-form"><form><input type="text" placeholder="Nome"><input type="email" placeholder="E-mail"><input type="text" placeholder="Data do evento"><button><span>Enviar</span></button></form></div>
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b039-churrascaria-pampa-gaucho', domain: d, language: 'pt',
    patterns: ['builder-wix', 'email-text', 'email-footer', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/cardapio': ['cardapio.html', cardapio], '/eventos': ['eventos.html', eventos] },
    truth: {
      emails: ['pampagaucho.churrascaria@gmail.com'],
      emailKinds: { 'pampagaucho.churrascaria@gmail.com': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: ['4c2d8e1f9a7b4c3d8e2f1a0b9c8d7e6f@sentry-next.wixpress.com'],
    },
  };
})();

// ---------------------------------------------------------------- b040 Brazilian accounting office, WordPress, [arroba], agency credit
const b040 = (() => {
  const d = 'contabilidadesilveira.com.br';
  const head = (t) => wpHead({ lang: 'pt-BR', title: t, desc: 'Escritório de contabilidade em Florianópolis. Abertura de empresas, MEI, Simples Nacional e folha de pagamento.', domain: d, theme: 'astra', bodyClass: 'ast-separate-container ast-two-container ast-right-sidebar' });
  const header = `<div class="hfeed site" id="page"><header class="site-header" id="masthead"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
<div class="site-branding"><div class="ast-site-identity"><span class="site-title"><a href="https://${d}/" rel="home">Silveira Contabilidade</a></span><p class="site-description">Contabilidade consultiva desde 1989</p></div></div>
<div class="ast-main-header-bar-alignment"><nav class="site-navigation"><ul class="main-header-menu"><li class="menu-item"><a href="https://${d}/" class="menu-link">Início</a></li><li class="menu-item"><a href="https://${d}/sobre-nos/" class="menu-link">Sobre nós</a></li><li class="menu-item"><a href="https://${d}/servicos/" class="menu-link">Serviços</a></li><li class="menu-item"><a href="https://${d}/fale-conosco/" class="menu-link">Fale conosco</a></li></ul></nav></div>
</div></div></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page type-page ast-article-single"><div class="entry-content clear">`;
  const footer = `</div></article></main></div>
<div class="widget-area secondary" id="secondary"><div class="sidebar-main"><aside class="widget widget_text"><h2 class="widget-title">Atendimento</h2><div class="textwidget"><p>Rua Felipe Schmidt, 515, sala 804<br>Centro – Florianópolis/SC<br>(48) 3222-6610</p><p>contato [arroba] contabilidadesilveira.com.br</p></div></aside></div></div>
</div></div>
<footer class="site-footer"><div class="ast-small-footer"><div class="ast-container"><div class="ast-small-footer-wrap"><p>Copyright © 2024 Silveira Contabilidade · CRC/SC 004512/O-7 · Site desenvolvido por <a href="https://agenciafloripaweb.com.br">Floripa Web</a> – <a href="mailto:projetos@agenciafloripaweb.com.br">projetos@agenciafloripaweb.com.br</a></p></div></div></div></footer></div>
<script>window.wpcf7 = {"api":{"root":"https:\\/\\/${d}\\/wp-json\\/","namespace":"contact-form-7\\/v1"}};</script>
</body></html>`;
  const index = head('Silveira Contabilidade | Contador em Florianópolis') + header + `<h1>Contabilidade para quem quer crescer</h1>
<p>Abertura de empresas em até 10 dias, planejamento tributário, departamento pessoal e BPO financeiro para pequenas e médias empresas de Santa Catarina.</p>
<h2>Receba nosso informativo fiscal</h2>
<form class="wpcf7-form"><input type="email" class="wpcf7-form-control" name="your-email" placeholder="seuemail@exemplo.com"><input type="submit" class="wpcf7-submit" value="Quero receber"></form>` + footer;
  const sobre = head('Sobre nós | Silveira Contabilidade') + header + `<h1>Sobre nós</h1>
<p>A Silveira Contabilidade foi fundada em 1989 pelo contador Osmar Silveira, no mesmo prédio da Rua Felipe Schmidt onde estamos até hoje. Desde 2012 o escritório é dirigido por sua filha, Juliana Silveira Koerich, contadora e sócia-administradora, ao lado do sócio Gustavo Koerich, responsável pela área fiscal.</p>
<p>Fale diretamente com a Juliana: juliana [arroba] contabilidadesilveira.com.br</p>
<p>Somos uma equipe de 15 profissionais e atendemos mais de 280 empresas dos setores de tecnologia, turismo e comércio da Grande Florianópolis.</p>` + footer;
  const servicos = head('Serviços | Silveira Contabilidade') + header + `<h1>Serviços</h1><ul><li>Abertura, alteração e baixa de empresas</li><li>Escrituração contábil e fiscal</li><li>Folha de pagamento e eSocial</li><li>Imposto de Renda Pessoa Física</li><li>Planejamento tributário</li></ul>` + footer;
  const fale = head('Fale conosco | Silveira Contabilidade') + header + `<h1>Fale conosco</h1><p>Escreva para contato [arroba] contabilidadesilveira.com.br ou, se você já é cliente, para o departamento pessoal: dp [arroba] contabilidadesilveira.com.br</p>
<div class="wpcf7"><form class="wpcf7-form"><p><label>Seu nome<br><input type="text" name="your-name" placeholder="Nome completo"></label></p><p><label>Seu e-mail<br><input type="email" name="your-email" placeholder="seu@email.com.br"></label></p><p><label>Mensagem<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Enviar"></p></form></div>` + footer;
  return {
    id: 'b040-silveira-contabilidade', domain: d, language: 'pt',
    patterns: ['builder-wordpress', 'about-prose', 'email-obfuscated', 'junk-placeholder', 'junk-agency'],
    pages: { '/': ['index.html', index], '/sobre-nos/': ['sobre-nos.html', sobre], '/servicos/': ['servicos.html', servicos], '/fale-conosco/': ['fale-conosco.html', fale] },
    truth: {
      emails: ['juliana@contabilidadesilveira.com.br', 'contato@contabilidadesilveira.com.br', 'dp@contabilidadesilveira.com.br'],
      emailKinds: { 'juliana@contabilidadesilveira.com.br': 'person', 'contato@contabilidadesilveira.com.br': 'generic', 'dp@contabilidadesilveira.com.br': 'role' },
      emailOwners: { 'juliana@contabilidadesilveira.com.br': 'Juliana Silveira Koerich' },
      contacts: [
        { name: 'Juliana Silveira Koerich', title: 'contadora e sócia-administradora', role: 'owner' },
        { name: 'Gustavo Koerich', title: 'responsável pela área fiscal', role: 'owner' },
      ],
      junk: ['seuemail@exemplo.com', 'seu@email.com.br', 'projetos@agenciafloripaweb.com.br'],
    },
  };
})();

// ---------------------------------------------------------------- b041 Portuguese estate agency, microdata consultants with own addresses
const b041 = (() => {
  const d = 'casasdoalgarve-imobiliaria.pt';
  const h = (t) => `<!DOCTYPE html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/dist/app.3f9a1c.css">
<script type="module" src="/dist/app.3f9a1c.js"></script>
</head>
<body itemscope itemtype="https://schema.org/RealEstateAgent">
<header class="hd"><a href="/" class="hd__logo"><span itemprop="name">Casas do Algarve</span> <small>Mediação Imobiliária</small></a>
<nav class="hd__nav"><a href="/">Início</a><a href="/imoveis">Imóveis</a><a href="/consultores">Consultores</a><a href="/contactos">Contactos</a></nav></header>
`;
  const f = `<footer class="ft"><p itemprop="address">Avenida 25 de Abril, 71 · 8600-504 Lagos</p><p>Tel. <span itemprop="telephone">282 760 410</span> · <a href="mailto:info@casasdoalgarve-imobiliaria.pt" itemprop="email">info@casasdoalgarve-imobiliaria.pt</a></p><p>Casas do Algarve – Mediação Imobiliária, Unipessoal Lda. · AMI n.º 9921 · NIPC 509 812 377 · <a href="https://www.livroreclamacoes.pt">Livro de Reclamações</a></p></footer>
</body></html>`;
  const c = (name, job, mail, mob, langs) => `<li class="consultant" itemprop="employee" itemscope itemtype="https://schema.org/Person">
<figure><img src="/img/consultores/${name.split(' ')[0].toLowerCase()}.webp" alt="${name}" itemprop="image"></figure>
<p class="consultant__name" itemprop="name">${name}</p>
<p class="consultant__role" itemprop="jobTitle">${job}</p>
<p class="consultant__contact">${mob ? `<span itemprop="telephone">${mob}</span><br>` : ''}${mail ? `<a itemprop="email" href="mailto:${mail}">${mail}</a>` : ''}</p>
<p class="consultant__langs">Fala: ${langs}</p>
</li>`;
  const index = h('Casas do Algarve | Imobiliária em Lagos') + `<main><section class="hero"><h1>Moradias, apartamentos e terrenos no Barlavento algarvio</h1><p>Lagos · Portimão · Aljezur · Vila do Bispo</p></section>
<section class="list"><h2>Em destaque</h2><ul><li>Moradia T3 com piscina, Quinta da Boavista – 695.000 €</li><li>Apartamento T2, Rua Infante D. Henrique – 340.000 €</li><li>Terreno para construção, Vale da Lama – 180.000 €</li></ul></section>
<p>Fale com um dos nossos <a href="/consultores">consultores</a>.</p></main>` + f;
  const cons = h('Consultores | Casas do Algarve') + `<main><h1>Os nossos consultores</h1><ul class="consultants">
${c('Paulo Mendes Raposo', 'Diretor-Geral', 'paulo.raposo@casasdoalgarve-imobiliaria.pt', '+351 912 334 018', 'português, inglês')}
${c('Helen Whitmore', 'Consultora Imobiliária', 'helen@casasdoalgarve-imobiliaria.pt', '+351 936 221 447', 'inglês, português, alemão')}
${c('Tiago Baptista', 'Consultor Imobiliário', 'tiago@casasdoalgarve-imobiliaria.pt', '+351 963 880 115', 'português, francês')}
${c('Marta Guerreiro', 'Gestora de Processos', '', '', 'português, inglês')}
</ul></main>` + f;
  const contactos = h('Contactos | Casas do Algarve') + `<main><h1>Contactos</h1><p>Loja aberta de segunda a sábado, das 9h30 às 19h00.</p><p>Angariação de imóveis: <a href="mailto:angariacao@casasdoalgarve-imobiliaria.pt">angariacao@casasdoalgarve-imobiliaria.pt</a></p></main>` + f;
  return {
    id: 'b041-casas-do-algarve', domain: d, language: 'pt',
    patterns: ['microdata-person', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/consultores': ['consultores.html', cons], '/contactos': ['contactos.html', contactos] },
    truth: {
      emails: ['info@casasdoalgarve-imobiliaria.pt', 'paulo.raposo@casasdoalgarve-imobiliaria.pt', 'helen@casasdoalgarve-imobiliaria.pt', 'tiago@casasdoalgarve-imobiliaria.pt', 'angariacao@casasdoalgarve-imobiliaria.pt'],
      emailKinds: { 'info@casasdoalgarve-imobiliaria.pt': 'generic', 'paulo.raposo@casasdoalgarve-imobiliaria.pt': 'person', 'helen@casasdoalgarve-imobiliaria.pt': 'person', 'tiago@casasdoalgarve-imobiliaria.pt': 'person', 'angariacao@casasdoalgarve-imobiliaria.pt': 'role' },
      emailOwners: { 'paulo.raposo@casasdoalgarve-imobiliaria.pt': 'Paulo Mendes Raposo', 'helen@casasdoalgarve-imobiliaria.pt': 'Helen Whitmore', 'tiago@casasdoalgarve-imobiliaria.pt': 'Tiago Baptista' },
      contacts: [
        { name: 'Paulo Mendes Raposo', title: 'Diretor-Geral', role: 'owner' },
        { name: 'Helen Whitmore', title: 'Consultora Imobiliária', role: 'other' },
        { name: 'Tiago Baptista', title: 'Consultor Imobiliário', role: 'other' },
        { name: 'Marta Guerreiro', title: 'Gestora de Processos', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b042 Portuguese garage, hand-written, broken markup, sapo.pt address
const b042 = (() => {
  const d = 'oficinaferreira.pt';
  const index = `<html>
<head>
<title>Oficina Auto Ferreira &amp; Filhos - Braga</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<style type="text/css">
body { font-family: Arial; font-size: 12px; background-color: #e8e8e8 }
td.menu a { color: #fff; font-weight: bold }
</style>
</head>
<body>
<table width="800" align="center" bgcolor="#FFFFFF" cellpadding="0" cellspacing="0">
<tr><td colspan="3"><img src="img/banner.jpg" width="800" height="150"></td></tr>
<tr bgcolor="#C00000"><td class="menu" colspan="3" align="center" height="28">
<a href="index.htm">INÍCIO</a> &nbsp;|&nbsp; <a href="servicos.htm">SERVIÇOS</a> &nbsp;|&nbsp; <a href="historia.htm">A NOSSA HISTÓRIA</a> &nbsp;|&nbsp; <a href="contactos.htm">CONTACTOS</a>
</td></tr>
<tr><td width="20"></td><td valign="top">
<h2>Bem-vindo à Oficina Auto Ferreira &amp; Filhos</h2>
<p>Mecânica geral, eletricidade auto, diagnóstico computorizado, ar condicionado e pneus. Centro de inspeções a 200 m.
<p><b>Orçamentos grátis!</b> Peça o seu por telefone ou por e-mail para <a href="mailto:oficinaferreira@sapo.pt">oficinaferreira@sapo.pt</a>
<p><img src="img/oficina.jpg" width="380" border="1">
<br><br>
</td><td width="20"></td></tr>
<tr><td colspan="3" bgcolor="#333333" align="center"><font color="#CCCCCC" size="1">Oficina Auto Ferreira &amp; Filhos, Lda. - Rua Dom Pedro V, 233 - 4710-374 Braga - Tel. 253 615 220<br>Alvará n.º 31245 </font></td></tr>
</table>
</body>
</html>`;
  const historia = `<html>
<head><title>A nossa história - Oficina Auto Ferreira</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body>
<table width="800" align="center" bgcolor="#FFFFFF">
<tr bgcolor="#C00000"><td align="center"><a href="index.htm"><font color="white"><b>INÍCIO</b></font></a> | <a href="contactos.htm"><font color="white"><b>CONTACTOS</b></font></a></td></tr>
<tr><td>
<h2>A nossa história</h2>
<p>A oficina foi fundada em 1986 pelo nosso pai, o saudoso Sr. Joaquim Ferreira (1941-2015), mecânico formado na antiga Fábrica de Automóveis de Braga. Começou numa garagem na Rua de São Vicente com um elevador e uma caixa de ferramentas.
<p>Hoje a empresa é gerida pelos filhos: <b>Nuno Ferreira</b>, sócio-gerente, que trata dos orçamentos e do atendimento, e <b>Hélder Ferreira</b>, chefe de oficina.
<p>Somos agentes Bosch Car Service desde 2004 e temos uma equipa de 7 mecânicos.
</td></tr>
</table>
</body>
</html>`;
  const servicos = `<html><head><title>Serviços</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body>
<table width="800" align="center"><tr><td><a href="index.htm">Início</a>
<h2>Serviços</h2>
<ul><li>Revisões de todas as marcas<li>Travões e embraiagens<li>Diagnóstico eletrónico<li>Ar condicionado<li>Pneus e alinhamento de direção<li>Preparação para inspeção</ul>
</td></tr></body></html>`;
  const contactos = `<html><head><title>Contactos</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body>
<table width="800" align="center"><tr><td><a href="index.htm">Início</a>
<h2>Contactos</h2>
<table border="0" cellpadding="4">
<tr><td><b>Morada:</b><td>Rua Dom Pedro V, 233, 4710-374 Braga
<tr><td><b>Telefone:</b><td>253 615 220
<tr><td><b>Telemóvel:</b><td>917 223 058 (Nuno Ferreira)
<tr><td><b>E-mail:</b><td>oficinaferreira@sapo.pt
<tr><td><b>Horário:</b><td>2ª a 6ª: 8h30-12h30 / 14h00-19h00; Sábado: 9h00-13h00
</table>
</td></tr></table>
</body></html>`;
  return {
    id: 'b042-oficina-auto-ferreira', domain: d, language: 'pt',
    patterns: ['hand-written', 'broken-markup', 'about-prose', 'email-mailto', 'email-text'],
    pages: { '/': ['index.html', index, 'latin1'], '/historia.htm': ['historia.htm', historia, 'latin1'], '/servicos.htm': ['servicos.htm', servicos, 'latin1'], '/contactos.htm': ['contactos.htm', contactos, 'latin1'] },
    truth: {
      emails: ['oficinaferreira@sapo.pt'],
      emailKinds: { 'oficinaferreira@sapo.pt': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Nuno Ferreira', title: 'sócio-gerente', role: 'owner' },
        { name: 'Hélder Ferreira', title: 'chefe de oficina', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesPt2 = [b039, b040, b041, b042];
