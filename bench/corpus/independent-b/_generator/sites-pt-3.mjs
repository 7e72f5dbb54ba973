import { wpHead, elementorCss, sqsHead, webflowHead, webflowFoot, bsHead, bsFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b043 Lisbon language school on Squarespace, testimonials
const b043 = (() => {
  const d = 'escolalinguaviva.pt';
  const h = (t) => sqsHead({ lang: 'pt-PT', title: t, desc: 'Cursos de inglês, alemão e português para estrangeiros em Lisboa. Turmas pequenas e preparação para exames Cambridge.', domain: d });
  const hdr = `<header id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><a href="/">Língua Viva</a></div><nav class="header-nav-list"><div class="header-nav-item"><a href="/cursos">Cursos</a></div><div class="header-nav-item"><a href="/professores">Professores</a></div><div class="header-nav-item"><a href="/testemunhos">Testemunhos</a></div><div class="header-nav-item"><a href="/contacto">Contacto</a></div></nav></div></header><main id="page" role="main"><article class="sections">`;
  const ftr = `</article></main><footer class="sections" id="footer-sections"><section class="page-section"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><p class="sqsrte-small">Língua Viva – Escola de Línguas · Rua Morais Soares, 43, 1900-341 Lisboa · 218 140 662 · <a href="mailto:secretaria@escolalinguaviva.pt">secretaria@escolalinguaviva.pt</a></p><p class="sqsrte-small">Entidade formadora certificada pela DGERT · Centro de exames Cambridge PT123</p></div></div></div></section></footer></body></html>`;
  const s = (html) => `<section class="page-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></div></section>`;
  const quote = (q, who) => `<div class="col sqs-col-4 span-4"><div class="sqs-block quote-block sqs-block-quote" data-block-type="31"><div class="sqs-block-content"><figure class="block-animation-none"><span>“</span><blockquote data-animation-role="quote">${q}</blockquote><span>”</span><figcaption class="source">— ${who}</figcaption></figure></div></div></div>`;
  const index = h('Língua Viva | Escola de Línguas em Lisboa') + hdr + s('<h1>Aprenda a falar, não só a estudar.</h1><p>Turmas de 4 a 8 alunos, aulas de conversação gratuitas à sexta-feira e professores nativos.</p><p><a href="/cursos">Ver cursos e horários</a></p>') + ftr;
  const prof = h('Professores | Língua Viva') + hdr + s(`<h2>A nossa equipa</h2>
<p><strong>Ana Rita Figueiredo</strong> — Diretora pedagógica e fundadora. Licenciada em Línguas e Literaturas Modernas pela Universidade de Lisboa, CELTA e DELTA. <a href="mailto:anarita@escolalinguaviva.pt">anarita@escolalinguaviva.pt</a></p>
<p><strong>Daniel Hughes</strong> — Professor de inglês. Examinador Cambridge (B2 First, C1 Advanced).</p>
<p><strong>Katrin Vogel</strong> — Professora de alemão. Natural de Friburgo.</p>
<p><strong>Luís Pacheco</strong> — Professor de português para estrangeiros.</p>
<p><strong>Sofia Martins</strong> — Secretaria e inscrições.</p>`) + ftr;
  const test = h('Testemunhos | Língua Viva') + hdr + `<section class="page-section"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">
${quote('Passei no C1 Advanced à primeira! O Daniel é um professor incrível.', 'Mariana Costa, estudante de Medicina')}
${quote('Mudei-me para Lisboa sem falar uma palavra de português. Seis meses depois fiz a entrevista de emprego em português.', 'Jonas Lindberg, engenheiro de software')}
${quote('A minha empresa inscreveu toda a equipa comercial no curso de alemão. Recomendo.', 'Pedro Alves, diretor comercial da Vinhos Quinta do Tamariz')}
</div></div></div></section>` + ftr;
  const contacto = h('Contacto | Língua Viva') + hdr + s('<h2>Contacto</h2><p>Secretaria aberta de segunda a sexta, das 10h às 20h, e sábado das 9h às 13h.</p><p>Telefone 218 140 662 · WhatsApp 935 551 204<br>secretaria@escolalinguaviva.pt</p><p>Empresas e cursos in-company: empresas@escolalinguaviva.pt</p>') + ftr;
  const cursos = h('Cursos | Língua Viva') + hdr + s('<h2>Cursos</h2><ul><li>Inglês geral A1–C2</li><li>Preparação Cambridge</li><li>Alemão A1–B2</li><li>Português para estrangeiros (PLE)</li></ul>') + ftr;
  return {
    id: 'b043-escola-lingua-viva', domain: d, language: 'pt',
    patterns: ['builder-squarespace', 'testimonials', 'team-grid', 'email-text', 'email-mailto', 'email-footer', 'name-lookalikes', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/professores': ['professores.html', prof], '/testemunhos': ['testemunhos.html', test], '/contacto': ['contacto.html', contacto], '/cursos': ['cursos.html', cursos] },
    truth: {
      emails: ['anarita@escolalinguaviva.pt', 'secretaria@escolalinguaviva.pt', 'empresas@escolalinguaviva.pt'],
      emailKinds: { 'anarita@escolalinguaviva.pt': 'person', 'secretaria@escolalinguaviva.pt': 'role', 'empresas@escolalinguaviva.pt': 'role' },
      emailOwners: { 'anarita@escolalinguaviva.pt': 'Ana Rita Figueiredo' },
      contacts: [
        { name: 'Ana Rita Figueiredo', title: 'Diretora pedagógica e fundadora', role: 'owner' },
        { name: 'Daniel Hughes', title: 'Professor de inglês', role: 'other' },
        { name: 'Katrin Vogel', title: 'Professora de alemão', role: 'other' },
        { name: 'Luís Pacheco', title: 'Professor de português para estrangeiros', role: 'other' },
        { name: 'Sofia Martins', title: 'Secretaria e inscrições', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b044 Brazilian agribusiness congress, speakers, organisers in footer
const b044 = (() => {
  const d = 'congressoagrotech.com.br';
  const head = (t) => wpHead({ lang: 'pt-BR', title: t, desc: 'Congresso AgroTech Cerrado 2024 – 14 a 16 de agosto, Centro de Convenções de Goiânia.', domain: d, theme: 'astra', bodyClass: 'ast-page-builder-template' }).replace('</head>', gtag('G-AGRO24CONG') + '</head>');
  const header = `<header class="site-header"><div class="ast-container"><a class="site-logo" href="https://${d}/"><img src="https://${d}/wp-content/uploads/2024/01/agrotech-logo.png" alt="AgroTech Cerrado 2024"></a>
<nav><ul class="main-header-menu"><li class="menu-item"><a href="https://${d}/">Início</a></li><li class="menu-item"><a href="https://${d}/palestrantes/">Palestrantes</a></li><li class="menu-item"><a href="https://${d}/programacao/">Programação</a></li><li class="menu-item"><a href="https://${d}/inscricoes/">Inscrições</a></li></ul></nav></div></header><main id="main" class="site-main"><div class="entry-content">`;
  const footer = `</div></main><footer class="site-footer"><div class="ast-container"><p>Realização: Cerrado Eventos e Comunicação Ltda. – CNPJ 22.108.445/0001-09 · Rua 9, 1122 – Setor Oeste, Goiânia/GO</p><p>Inscrições e dúvidas: <a href="mailto:inscricoes@congressoagrotech.com.br">inscricoes@congressoagrotech.com.br</a> · Patrocínio: <a href="mailto:comercial@congressoagrotech.com.br">comercial@congressoagrotech.com.br</a></p><p>Coordenação geral: Patrícia Borges Amaral · Produção executiva: Rafael Teixeira</p></div></footer></body></html>`;
  const sp = [
    ['Dr. Evaristo Miranda', 'Pesquisador, Embrapa Territorial', 'Mapeamento por satélite da produção no Cerrado'],
    ['Carla Zambelli Rocha', 'Diretora de Inovação, Cooperativa Comigo', 'Cooperativismo e agricultura digital'],
    ['Henrique Lobo', 'CEO, Solinftec', 'Robôs autônomos na lavoura'],
    ['Profa. Dra. Maria Eugênia Ortiz', 'Professora titular, Universidade Federal de Goiás', 'Bioinsumos e solo vivo'],
    ['Rodrigo Fagundes', 'Produtor rural, Fazenda Santa Helena (Rio Verde)', 'Integração lavoura-pecuária-floresta na prática'],
    ['Jéssica Tavares', 'Head de Crédito Rural, Banco do Brasil', 'Financiamento para tecnologia no campo'],
  ];
  const index = head('Congresso AgroTech Cerrado 2024') + header + `<h1 class="wp-block-heading has-text-align-center">Congresso AgroTech Cerrado 2024</h1>
<p class="has-text-align-center">14 a 16 de agosto · Centro de Convenções de Goiânia · 3.000 participantes · 60 expositores</p>
<div class="wp-block-buttons is-content-justification-center"><div class="wp-block-button"><a class="wp-block-button__link" href="https://${d}/inscricoes/">Garanta sua inscrição</a></div></div>
<h2 class="wp-block-heading">Palestrantes confirmados</h2><p>${sp.slice(0, 3).map((x) => x[0]).join(' · ')} e <a href="https://${d}/palestrantes/">muitos outros</a>.</p>` + footer;
  const pal = head('Palestrantes | AgroTech Cerrado 2024') + header + `<h1 class="wp-block-heading">Palestrantes</h1>
<div class="uagb-team-grid">${sp.map(([n, r, t], i) => `<div class="wp-block-uagb-team uagb-team__outer-wrap uagb-block-${(i + 7).toString(16)}a3f"><div class="uagb-team__wrap uagb-team__image-position-above"><div class="uagb-team__image-wrap"><img class="uagb-team__image-crop-circle" src="https://${d}/wp-content/uploads/2024/03/palestrante-${i + 1}.jpg" alt="${n}"></div><div class="uagb-team__content"><div class="uagb-team__title-wrap"><h4 class="uagb-team__title">${n}</h4><span class="uagb-team__prefix">${r}</span></div><div class="uagb-team__desc-wrap"><p class="uagb-team__desc">Palestra: ${t}</p></div></div></div></div>`).join('\n')}</div>` + footer;
  const insc = head('Inscrições | AgroTech Cerrado 2024') + header + `<h1>Inscrições</h1><p>Lote 2 (até 30/06): R$ 490,00. Estudantes: R$ 190,00 mediante comprovante.</p><form><input type="text" placeholder="Nome completo"><input type="email" placeholder="nome@suaempresa.com.br"><input type="text" placeholder="CPF"><button>Continuar</button></form>` + footer;
  return {
    id: 'b044-congresso-agrotech', domain: d, language: 'pt',
    robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://' + d + '/wp-sitemap.xml\n',
    patterns: ['event-speakers', 'builder-wordpress', 'email-mailto', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', index], '/palestrantes/': ['palestrantes.html', pal], '/inscricoes/': ['inscricoes.html', insc] },
    truth: {
      emails: ['inscricoes@congressoagrotech.com.br', 'comercial@congressoagrotech.com.br'],
      emailKinds: { 'inscricoes@congressoagrotech.com.br': 'role', 'comercial@congressoagrotech.com.br': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Patrícia Borges Amaral', title: 'Coordenação geral', role: 'owner' },
        { name: 'Rafael Teixeira', title: 'Produção executiva', role: 'operations' },
      ],
      junk: ['nome@suaempresa.com.br'],
    },
  };
})();

// ---------------------------------------------------------------- b045 Porto digital agency on Webflow, client list, versions
const b045 = (() => {
  const d = 'estudiodouro.pt';
  const site = '65aa01bb02cc03dd04ee05ff';
  const h = (t) => webflowHead({ lang: 'pt-PT', title: t, desc: 'Estúdio Douro — design, websites e marketing digital no Porto.', domain: d, site }).replace('</head>', '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script></head>');
  const nav = `<div class="navbar w-nav" data-collapse="medium" role="banner"><div class="nav-container"><a href="/" class="brand w-nav-brand">Estúdio Douro</a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/projetos" class="nav-link w-nav-link">Projetos</a><a href="/clientes" class="nav-link w-nav-link">Clientes</a><a href="/estudio" class="nav-link w-nav-link">Estúdio</a></nav></div></div>`;
  const foot = `<div class="footer"><div class="footer-container"><div>Rua de Cedofeita, 288, 4050-174 Porto</div><a href="mailto:ola@estudiodouro.pt" class="footer-link">ola@estudiodouro.pt</a><div class="footer-small">Estúdio Douro, Lda. · NIPC 516 224 801</div></div></div>`;
  const clients = ['Quinta do Vallado', 'Café Majestic', 'Livraria Lello', 'Conservas Pinhais', 'Casa Oriental', 'Hospital da Luz Arrábida', 'Vinhos Niepoort', 'Mercado do Bolhão', 'Hotel Infante Sagres', 'Padaria Ribeiro', 'Fundação de Serralves', 'Sapataria Zé do Carmo'];
  const index = h('Estúdio Douro | Design e Web no Porto') + nav + `<div class="hero"><h1 class="hero-title">Marcas com sotaque do Norte.</h1><p>Identidade visual, websites e campanhas para marcas portuguesas com vontade de ir longe.</p></div><div class="section"><h2>Clientes</h2><div class="client-strip">${clients.slice(0, 5).map((c) => `<span class="client">${c}</span>`).join(' · ')}</div><a href="/clientes" class="link">Ver lista completa</a></div>` + foot + webflowFoot(site);
  const cl = h('Clientes | Estúdio Douro') + nav + `<div class="section"><h1>Clientes</h1><div class="w-dyn-list"><div role="list" class="clients w-dyn-items">${clients.map((c) => `<div role="listitem" class="w-dyn-item"><div class="client-name">${c}</div></div>`).join('')}</div></div>
<div class="testimonial"><p>“O novo site triplicou as reservas diretas em seis meses.”</p><div class="author">Filipa Sá Coutinho · Diretora de Marketing, Hotel Infante Sagres</div></div></div>` + foot + webflowFoot(site);
  const est = h('Estúdio | Estúdio Douro') + nav + `<div class="section"><h1>O estúdio</h1><p>Somos sete pessoas num primeiro andar de Cedofeita.</p>
<div class="w-dyn-list"><div role="list" class="team w-dyn-items">
<div role="listitem" class="w-dyn-item team-member"><div class="member-name">Miguel Araújo</div><div class="member-role">Diretor criativo e sócio-gerente</div><a href="mailto:miguel@estudiodouro.pt" class="member-mail">miguel@estudiodouro.pt</a></div>
<div role="listitem" class="w-dyn-item team-member"><div class="member-name">Joana Valente</div><div class="member-role">Diretora de contas</div></div>
<div role="listitem" class="w-dyn-item team-member"><div class="member-name">Rui Sá Pinto</div><div class="member-role">Developer</div></div>
<div role="listitem" class="w-dyn-item team-member"><div class="member-name">Beatriz Costa</div><div class="member-role">Gestora de redes sociais</div></div>
</div></div>
<p>Candidaturas espontâneas: <a href="mailto:jobs@estudiodouro.pt">jobs@estudiodouro.pt</a></p></div>` + foot + webflowFoot(site);
  return {
    id: 'b045-estudio-douro', domain: d, language: 'pt',
    patterns: ['builder-webflow', 'client-list', 'team-grid', 'testimonials', 'email-mailto', 'email-footer', 'junk-version', 'name-lookalikes', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/clientes': ['clientes.html', cl], '/estudio': ['estudio.html', est] },
    truth: {
      emails: ['miguel@estudiodouro.pt', 'ola@estudiodouro.pt', 'jobs@estudiodouro.pt'],
      emailKinds: { 'miguel@estudiodouro.pt': 'person', 'ola@estudiodouro.pt': 'generic', 'jobs@estudiodouro.pt': 'role' },
      emailOwners: { 'miguel@estudiodouro.pt': 'Miguel Araújo' },
      contacts: [
        { name: 'Miguel Araújo', title: 'Diretor criativo e sócio-gerente', role: 'owner' },
        { name: 'Joana Valente', title: 'Diretora de contas', role: 'other' },
        { name: 'Rui Sá Pinto', title: 'Developer', role: 'other' },
        { name: 'Beatriz Costa', title: 'Gestora de redes sociais', role: 'marketing' },
      ],
      junk: ['@splidejs/splide@4.1.4'],
    },
  };
})();

// ---------------------------------------------------------------- b046 Portuguese architects on Squarespace, prose, entity-encoded mailto
const b046 = (() => {
  const d = 'atelierpedraviva.pt';
  const h = (t) => sqsHead({ lang: 'pt-PT', title: t, desc: 'Atelier de arquitetura em Évora. Reabilitação de montes alentejanos e habitação.', domain: d });
  const enc = (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
  const mail = 'atelier@atelierpedraviva.pt';
  const hdr = `<header class="Header"><div class="Header-inner"><a href="/" class="Header-branding">PEDRA VIVA · arquitetos</a><nav class="Header-nav"><a href="/obras" class="Header-nav-item">Obras</a><a href="/atelier" class="Header-nav-item">Atelier</a><a href="/contacto" class="Header-nav-item">Contacto</a></nav></div></header><main class="Main"><section class="Main-content">`;
  const ftr = `</section></main><footer class="Footer"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Largo da Porta de Moura, 9 · 7000-647 Évora · <a href="mailto:${enc(mail)}">${enc(mail)}</a></p></div></div></footer></body></html>`;
  const b = (html) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div>`;
  const index = h('Pedra Viva Arquitetos — Évora') + hdr + b('<h1>Arquitetura para o Alentejo</h1><p>Reabilitamos montes, casas de vila e edifícios públicos com taipa, cal e cortiça.</p>') + b('<h3>Obras recentes</h3><p>Monte da Azinheira (Arraiolos) · Casa da Rua de Vasco da Gama (Évora) · Centro Interpretativo Dom Manuel I (Estremoz)</p>') + ftr;
  const atelier = h('Atelier — Pedra Viva Arquitetos') + hdr + b(`<h2>O atelier</h2>
<p>O atelier Pedra Viva nasceu em 2011, fundado pela arquiteta Teresa Valadas Godinho e pelo arquiteto João Pedro Caeiro, que regressaram a Évora depois de vários anos no gabinete de Álvaro Siza, no Porto. Teresa coordena os projetos de reabilitação; João Pedro, também professor na Universidade de Évora, dedica-se aos concursos públicos.</p>
<p>A equipa conta ainda com a arquiteta Mafalda Serrão e com Rita Baião, responsável pela gestão administrativa e financeira.</p>`) + ftr;
  const obras = h('Obras — Pedra Viva') + hdr + b('<h2>Obras</h2><ul><li>Monte da Azinheira, Arraiolos, 2023</li><li>Casa da Rua de Vasco da Gama, Évora, 2021</li><li>Centro Interpretativo Dom Manuel I, Estremoz, 2019</li><li>Adega Herdade do Esporão — ampliação, 2018</li></ul>') + ftr;
  const contacto = h('Contacto — Pedra Viva') + hdr + b(`<h2>Contacto</h2><p>Largo da Porta de Moura, 9<br>7000-647 Évora</p><p>266 703 118</p><p><a href="mailto:${enc(mail)}?subject=Pedido%20de%20informa%C3%A7%C3%A3o">${enc(mail)}</a></p>`) + ftr;
  return {
    id: 'b046-atelier-pedra-viva', domain: d, language: 'pt',
    patterns: ['builder-squarespace', 'about-prose', 'email-obfuscated', 'email-mailto', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/atelier': ['atelier.html', atelier], '/obras': ['obras.html', obras], '/contacto': ['contacto.html', contacto] },
    truth: {
      emails: ['atelier@atelierpedraviva.pt'],
      emailKinds: { 'atelier@atelierpedraviva.pt': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Teresa Valadas Godinho', title: 'arquiteta', role: 'owner' },
        { name: 'João Pedro Caeiro', title: 'arquiteto', role: 'owner' },
        { name: 'Mafalda Serrão', title: 'arquiteta', role: 'other' },
        { name: 'Rita Baião', title: 'responsável pela gestão administrativa e financeira', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesPt3 = [b043, b044, b045, b046];
