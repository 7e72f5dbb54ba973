import { wpHead, elementorCss, bsHead, bsFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b047 Brazilian bakery one-pager, nobody named, hotmail, retina assets
const b047 = (() => {
  const d = 'padariatrigodeouro.com.br';
  const page = (t, body) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="assets/css/style.css">
<link rel="icon" href="assets/img/favicon@2x.png">
${gtag('G-TRIGO0URO1')}</head>
<body>
<header class="header"><div class="wrap"><img class="logo" src="assets/img/logo.png" srcset="assets/img/logo.png 1x, assets/img/logo@2x.png 2x, assets/img/logo@3x.png 3x" alt="Padaria Trigo de Ouro"><nav><a href="index.html">Início</a><a href="encomendas.html">Encomendas</a><a href="#contato">Contato</a></nav></div></header>
${body}
<footer id="contato" class="footer"><div class="wrap">
<div><strong>Padaria e Confeitaria Trigo de Ouro</strong><br>Rua Augusta, 2190 – Cerqueira César, São Paulo/SP<br>(11) 3062-4410 · WhatsApp (11) 98811-2040</div>
<div>Todos os dias, das 6h às 22h<br><a href="mailto:padariatrigodeouro@hotmail.com">padariatrigodeouro@hotmail.com</a></div>
</div></footer>
</body>
</html>`;
  const index = page('Padaria Trigo de Ouro | Pães artesanais nos Jardins', `<section class="hero"><picture><source srcset="assets/img/hero-paes@2x.webp 2x, assets/img/hero-paes.webp 1x" type="image/webp"><img src="assets/img/hero-paes.jpg" alt="Pães da casa"></picture><h1>Pão quentinho a cada hora</h1><p>Pão francês, sourdough de fermentação natural, pão de queijo mineiro e a famosa esfiha do Tio Salim.</p></section>
<section class="produtos wrap"><h2>Da nossa vitrine</h2><ul><li>Bolo de fubá cremoso</li><li>Sonho de creme</li><li>Torta holandesa</li><li>Sanduíche de pernil</li></ul></section>
<section class="news wrap"><h3>Receba nossas promoções</h3><form><input type="email" placeholder="seu@email.com"><button>Cadastrar</button></form></section>`);
  const enc = page('Encomendas | Padaria Trigo de Ouro', `<section class="wrap"><h1>Encomendas</h1><p>Bolos de aniversário, kits de café da manhã e salgados para festas. Pedidos com 48 horas de antecedência pelo WhatsApp ou pelo e-mail padariatrigodeouro@hotmail.com.</p></section>`);
  return {
    id: 'b047-padaria-trigo-de-ouro', domain: d, language: 'pt',
    patterns: ['email-footer', 'email-mailto', 'email-text', 'junk-asset', 'junk-placeholder', 'name-lookalikes', 'hand-written'],
    pages: { '/': ['index.html', index], '/encomendas.html': ['encomendas.html', enc] },
    truth: {
      emails: ['padariatrigodeouro@hotmail.com'],
      emailKinds: { 'padariatrigodeouro@hotmail.com': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: ['favicon@2x.png', 'logo@2x.png', 'logo@3x.png', 'hero-paes@2x.webp', 'seu@email.com'],
    },
  };
})();

// ---------------------------------------------------------------- b048 Lisbon consultancy, Next.js-style markup, JSON-LD founder, informação legal
const b048 = (() => {
  const d = 'tejoconsulting.pt';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Tejo Consulting","legalName":"Tejo Consulting – Consultoria de Gestão, Lda.","url":"https://${d}","logo":"https://${d}/logo.svg","foundingDate":"2014","founder":[{"@type":"Person","name":"Gonçalo Vasconcelos","jobTitle":"Managing Partner"},{"@type":"Person","name":"Rita Lemos Bastos","jobTitle":"Partner"}],"address":{"@type":"PostalAddress","streetAddress":"Avenida da Liberdade, 190, 5.º Esq.","postalCode":"1250-147","addressLocality":"Lisboa","addressCountry":"PT"}}</script>`;
  const page = (t, body) => `<!DOCTYPE html><html lang="pt"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${t}</title><meta name="description" content="Consultoria de gestão para PME e empresas familiares: estratégia, fundos europeus e transformação digital."/><link rel="preload" href="/_next/static/css/8a2c1d4e5f6a7b8c.css" as="style"/><link rel="stylesheet" href="/_next/static/css/8a2c1d4e5f6a7b8c.css" data-n-g=""/>${ld}<script src="/_next/static/chunks/webpack-1a2b3c4d5e6f7a8b.js" defer=""></script><script src="/_next/static/chunks/main-9f8e7d6c5b4a3f2e.js" defer=""></script></head><body><div id="__next"><div class="flex min-h-screen flex-col"><header class="sticky top-0 z-40 border-b bg-white/90 backdrop-blur"><div class="container mx-auto flex h-16 items-center justify-between px-4"><a class="text-lg font-semibold tracking-tight" href="/">Tejo Consulting</a><nav class="hidden gap-6 text-sm md:flex"><a class="hover:text-sky-700" href="/servicos">Serviços</a><a class="hover:text-sky-700" href="/quem-somos">Quem somos</a><a class="hover:text-sky-700" href="/informacao-legal">Informação legal</a></nav></div></header><main class="flex-1">${body}</main><footer class="border-t py-8 text-sm text-slate-500"><div class="container mx-auto px-4"><p>Avenida da Liberdade, 190, 5.º Esq., 1250-147 Lisboa · +351 213 405 980 · geral@tejoconsulting.pt</p><p>© 2024 Tejo Consulting – Consultoria de Gestão, Lda.</p></div></footer></div></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","query":{},"buildId":"k3J9xQ2mP7wR1tY5uV8zA","isFallback":false,"gsp":true,"scriptLoader":[]}</script></body></html>`;
  const index = page('Tejo Consulting | Consultoria de gestão em Lisboa', `<section class="container mx-auto px-4 py-24"><h1 class="text-4xl font-bold">Estratégia que sai do papel.</h1><p class="mt-4 max-w-2xl text-lg text-slate-600">Ajudamos PME e empresas familiares a crescer, a candidatar-se ao PRR e ao Portugal 2030 e a profissionalizar a gestão.</p><a class="mt-8 inline-block rounded bg-sky-700 px-5 py-3 text-white" href="/quem-somos">Conheça a equipa</a></section>`);
  const quem = page('Quem somos | Tejo Consulting', `<section class="container mx-auto px-4 py-16"><h1 class="text-3xl font-bold">Quem somos</h1><div class="mt-10 grid gap-10 md:grid-cols-3"><div><img class="aspect-square rounded-full object-cover" src="/_next/image?url=%2Fequipa%2Fgoncalo.jpg&amp;w=384&amp;q=75" alt=""/><h2 class="mt-4 font-semibold">Gonçalo Vasconcelos</h2><p class="text-sm text-slate-500">Managing Partner</p><p class="mt-2 text-sm">Ex-McKinsey. Economista pela Nova SBE.</p><a class="text-sm text-sky-700" href="mailto:goncalo.vasconcelos@tejoconsulting.pt">goncalo.vasconcelos@tejoconsulting.pt</a></div><div><img class="aspect-square rounded-full object-cover" src="/_next/image?url=%2Fequipa%2Frita.jpg&amp;w=384&amp;q=75" alt=""/><h2 class="mt-4 font-semibold">Rita Lemos Bastos</h2><p class="text-sm text-slate-500">Partner · Fundos Europeus</p><p class="mt-2 text-sm">Mais de 200 candidaturas aprovadas ao Portugal 2020.</p></div><div><img class="aspect-square rounded-full object-cover" src="/_next/image?url=%2Fequipa%2Fduarte.jpg&amp;w=384&amp;q=75" alt=""/><h2 class="mt-4 font-semibold">Duarte Nogueira</h2><p class="text-sm text-slate-500">Senior Consultant</p><p class="mt-2 text-sm">Transformação digital e ERP.</p></div></div></section>`);
  const servicos = page('Serviços | Tejo Consulting', `<section class="container mx-auto px-4 py-16"><h1 class="text-3xl font-bold">Serviços</h1><ul class="mt-6 list-disc pl-6"><li>Planos estratégicos e de negócio</li><li>Candidaturas a fundos europeus (PRR, Portugal 2030)</li><li>Governação de empresas familiares</li><li>Seleção e implementação de ERP</li></ul></section>`);
  const legal = page('Informação legal | Tejo Consulting', `<section class="container mx-auto px-4 py-16 prose"><h1>Informação legal</h1><p>Este sítio é propriedade de <strong>Tejo Consulting – Consultoria de Gestão, Lda.</strong>, pessoa coletiva n.º 513 004 217, com sede na Avenida da Liberdade, 190, 5.º Esq., 1250-147 Lisboa, matriculada na Conservatória do Registo Comercial de Lisboa sob o mesmo número, com o capital social de 50.000 €.</p><p>Gerência: Gonçalo Vasconcelos (sócio-gerente) e Rita Lemos Bastos (sócia-gerente).</p><p>Contacto: geral@tejoconsulting.pt · +351 213 405 980.</p><p>Em caso de litígio, o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa.</p></section>`);
  return {
    id: 'b048-tejo-consulting', domain: d, language: 'pt',
    patterns: ['legal-notice', 'jsonld-person', 'team-grid', 'email-text', 'email-footer', 'email-in-person-card', 'email-mailto'],
    pages: { '/': ['index.html', index], '/quem-somos': ['quem-somos.html', quem], '/servicos': ['servicos.html', servicos], '/informacao-legal': ['informacao-legal.html', legal] },
    truth: {
      emails: ['goncalo.vasconcelos@tejoconsulting.pt', 'geral@tejoconsulting.pt'],
      emailKinds: { 'goncalo.vasconcelos@tejoconsulting.pt': 'person', 'geral@tejoconsulting.pt': 'generic' },
      emailOwners: { 'goncalo.vasconcelos@tejoconsulting.pt': 'Gonçalo Vasconcelos' },
      contacts: [
        { name: 'Gonçalo Vasconcelos', title: 'Managing Partner', role: 'owner' },
        { name: 'Rita Lemos Bastos', title: 'Partner · Fundos Europeus', role: 'owner' },
        { name: 'Duarte Nogueira', title: 'Senior Consultant', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b049 Brazilian vet clinic, Bootstrap cards, placeholder
const b049 = (() => {
  const d = 'vetamigofiel.com.br';
  const hh = (t) => bsHead({ lang: 'pt-BR', title: t, desc: 'Clínica veterinária 24 horas em Curitiba. Internamento, cirurgia, exames e vacinas.' });
  const nav = `<nav class="navbar navbar-expand-md navbar-dark" style="background:#0a7d6b"><div class="container"><a class="navbar-brand" href="/"><i class="fa-solid fa-paw"></i> Amigo Fiel</a><ul class="navbar-nav ms-auto"><li class="nav-item"><a class="nav-link" href="/">Início</a></li><li class="nav-item"><a class="nav-link" href="/equipe">Equipe</a></li><li class="nav-item"><a class="nav-link" href="/contato">Contato</a></li></ul></div></nav>`;
  const foot = `<footer class="py-4 bg-light border-top mt-5"><div class="container small"><div class="row"><div class="col-md-6">Clínica Veterinária Amigo Fiel Ltda. · CRMV-PR PJ 04421<br>Av. Sete de Setembro, 4455 – Batel, Curitiba/PR</div><div class="col-md-6 text-md-end"><i class="fa-brands fa-whatsapp"></i> (41) 99700-4455<br><a href="mailto:contato@vetamigofiel.com.br">contato@vetamigofiel.com.br</a></div></div></div></footer>`;
  const card = (name, crmv, role, desc) => `<div class="col-md-4"><div class="card h-100 border-success-subtle"><div class="card-body"><h5 class="card-title">${name}</h5><p class="card-text"><span class="badge text-bg-success">${role}</span> <small class="text-muted">${crmv}</small></p><p class="card-text">${desc}</p></div></div></div>`;
  const index = hh('Clínica Veterinária Amigo Fiel | Curitiba 24h') + nav + `<div class="container py-5"><div class="p-5 mb-4 bg-body-tertiary rounded-3"><h1 class="display-6 fw-bold">Atendimento veterinário 24 horas no Batel</h1><p class="col-md-8 fs-5">Clínica geral, internamento, cirurgia, ultrassom, raio-X digital e laboratório próprio.</p><a class="btn btn-success btn-lg" href="/contato">Agendar consulta</a></div>
<div class="row"><div class="col-md-6"><h4>Cadastre-se e receba lembretes de vacina</h4><form class="row g-2"><div class="col-8"><input type="email" class="form-control" placeholder="seuemail@gmail.com"></div><div class="col-4"><button class="btn btn-outline-success w-100">Cadastrar</button></div></form></div></div></div>` + foot + bsFoot();
  const equipe = hh('Equipe | Amigo Fiel') + nav + `<div class="container py-5"><h1 class="mb-4">Nossa equipe</h1><div class="row g-4">
${card('Dra. Camila Wolff Schneider', 'CRMV-PR 9.812', 'Diretora técnica', 'Responsável técnica da clínica. Especialista em clínica médica de pequenos animais.')}
${card('Dr. Rafael Kowalski', 'CRMV-PR 11.204', 'Cirurgião', 'Ortopedia e tecidos moles.')}
${card('Dra. Ana Paula Gomes', 'CRMV-PR 13.557', 'Dermatologia', 'Atende às terças e quintas.')}
${card('Jefferson Lima', '', 'Gerente administrativo', 'Orçamentos, convênios e faturamento.')}
</div></div>` + foot + bsFoot();
  const contato = hh('Contato | Amigo Fiel') + nav + `<div class="container py-5"><h1>Contato</h1><p>Telefone (41) 3244-4455 · WhatsApp (41) 99700-4455 · <a href="mailto:contato@vetamigofiel.com.br?subject=Agendamento">contato@vetamigofiel.com.br</a></p><p>Resultados de exames: exames@vetamigofiel.com.br</p></div>` + foot + bsFoot();
  return {
    id: 'b049-vet-amigo-fiel', domain: d, language: 'pt',
    patterns: ['builder-bootstrap', 'team-grid', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', index], '/equipe': ['equipe.html', equipe], '/contato': ['contato.html', contato] },
    truth: {
      emails: ['contato@vetamigofiel.com.br', 'exames@vetamigofiel.com.br'],
      emailKinds: { 'contato@vetamigofiel.com.br': 'generic', 'exames@vetamigofiel.com.br': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Camila Wolff Schneider', title: 'Diretora técnica', role: 'owner' },
        { name: 'Rafael Kowalski', title: 'Cirurgião', role: 'other' },
        { name: 'Ana Paula Gomes', title: 'Dermatologia', role: 'other' },
        { name: 'Jefferson Lima', title: 'Gerente administrativo', role: 'operations' },
      ],
      junk: ['seuemail@gmail.com', 'bootstrap@5.3.2'],
    },
  };
})();

// ---------------------------------------------------------------- b050 Douro wine hotel, Elementor, reviews, JSON-LD email, termos e condições
const b050 = (() => {
  const d = 'quintadasamendoeiras.pt';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Hotel","name":"Quinta das Amendoeiras – Wine Hotel","url":"https://${d}/","email":"reservas@${d}","telephone":"+351 254 730 219","starRating":{"@type":"Rating","ratingValue":"4"},"address":{"@type":"PostalAddress","streetAddress":"Estrada Nacional 222, km 8","addressLocality":"Pinhão","postalCode":"5085-034","addressCountry":"PT"},"priceRange":"€€€"}</script>
`;
  const head = (t) => wpHead({ lang: 'pt-PT', title: t, desc: 'Hotel vínico no Douro com 14 quartos, piscina sobre o rio e provas de vinho do Porto.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-3', extra: elementorCss(d, 3) + ld });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const con = (inner) => `<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${inner}</div></div>`;
  const header = `<header class="site-header"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2023/03/amendoeiras-logo.png" alt="Quinta das Amendoeiras"></a><nav><a href="https://${d}/">Início</a> <a href="https://${d}/quartos/">Quartos</a> <a href="https://${d}/a-quinta/">A Quinta</a> <a href="https://${d}/termos-e-condicoes/">Termos e Condições</a></nav></header><main>`;
  const footer = `</main><footer>${con(ew('text-editor', '<p>Quinta das Amendoeiras · EN222, km 8 · 5085-034 Pinhão · +351 254 730 219</p><p>RNET n.º 8834 · <a href="https://www.livroreclamacoes.pt">Livro de Reclamações Eletrónico</a></p>'))}</footer></body></html>`;
  const index = head('Quinta das Amendoeiras | Wine Hotel no Douro') + header + con(ew('heading', '<h1 class="elementor-heading-title">Acordar entre vinhas, sobre o Douro</h1>') + ew('text-editor', '<p>Catorze quartos numa casa de lavoura do século XVIII, piscina infinita, provas de vinho do Porto e passeios de barco rabelo.</p>') + ew('button', `<a class="elementor-button" href="mailto:reservas@quintadasamendoeiras.pt?subject=Pedido%20de%20reserva"><span class="elementor-button-text">Reservar</span></a>`))
    + con(ew('heading', '<h2 class="elementor-heading-title">O que dizem os hóspedes</h2>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">A vista do quarto é inesquecível e o pequeno-almoço com compotas da casa é divinal.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-name">Carolina e Miguel, Lisboa</div></div></div>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">The tasting with the winemaker was the highlight of our trip to Portugal.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-name">Emily R., Boston</div></div></div>')) + footer;
  const quinta = head('A Quinta | Quinta das Amendoeiras') + header + con(ew('text-editor', '<h1>A Quinta</h1><p>A Quinta das Amendoeiras pertence à família Guedes Sampaio desde 1890. Hoje é gerida por Francisco Guedes Sampaio, diretor-geral, e pela enóloga Leonor Sampaio, que assina os vinhos da casa. Para eventos e grupos, contacte diretamente o Francisco: francisco.sampaio@quintadasamendoeiras.pt.</p><p>Produzimos 40.000 garrafas por ano de vinhos DOC Douro e Porto Vintage.</p>')) + footer;
  const quartos = head('Quartos | Quinta das Amendoeiras') + header + con(ew('text-editor', '<h1>Quartos</h1><ul><li>Quarto Clássico – desde 180 €</li><li>Quarto Superior com varanda – desde 230 €</li><li>Suite Touriga Nacional – desde 320 €</li></ul>')) + footer;
  const termos = head('Termos e Condições | Quinta das Amendoeiras') + header + con(ew('text-editor', '<h1>Termos e Condições</h1><p>O presente sítio é explorado por Quinta das Amendoeiras – Turismo e Vinhos, S.A., NIPC 507 331 206, com sede na EN222, km 8, 5085-034 Pinhão, com o capital social de 250.000 €, matriculada na Conservatória do Registo Comercial de Alijó.</p><p>Administrador: Francisco Guedes Sampaio.</p><p>Reservas: reservas@quintadasamendoeiras.pt. Cancelamento gratuito até 14 dias antes da chegada.</p>')) + footer;
  return {
    id: 'b050-quinta-das-amendoeiras', domain: d, language: 'pt',
    patterns: ['builder-elementor', 'testimonials', 'legal-notice', 'about-prose', 'email-mailto', 'email-jsonld', 'email-text'],
    pages: { '/': ['index.html', index], '/a-quinta/': ['a-quinta.html', quinta], '/quartos/': ['quartos.html', quartos], '/termos-e-condicoes/': ['termos-e-condicoes.html', termos] },
    truth: {
      emails: ['francisco.sampaio@quintadasamendoeiras.pt', 'reservas@quintadasamendoeiras.pt'],
      emailKinds: { 'francisco.sampaio@quintadasamendoeiras.pt': 'person', 'reservas@quintadasamendoeiras.pt': 'role' },
      emailOwners: { 'francisco.sampaio@quintadasamendoeiras.pt': 'Francisco Guedes Sampaio' },
      contacts: [
        { name: 'Francisco Guedes Sampaio', title: 'diretor-geral', role: 'owner' },
        { name: 'Leonor Sampaio', title: 'enóloga', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b051 Brazilian physio clinic, dl, (arroba), JSON-LD staff
const b051 = (() => {
  const d = 'fisiomovimentobh.com.br';
  const ld = `<script type="application/ld+json">
{"@context":"https://schema.org","@type":"MedicalBusiness","name":"Fisio Movimento","url":"https://${d}","telephone":"+55 31 3281-7070","address":{"@type":"PostalAddress","streetAddress":"Rua Grão Pará, 737 – Funcionários","addressLocality":"Belo Horizonte","addressRegion":"MG","postalCode":"30150-341"},
 "employee":[{"@type":"Person","name":"Letícia Brandão Moura","jobTitle":"Fisioterapeuta responsável técnica","email":"leticia@${d}"},{"@type":"Person","name":"Guilherme Rezende","jobTitle":"Fisioterapeuta esportivo"}]}
</script>`;
  const page = (t, body) => `<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t}</title><link rel="stylesheet" href="/css/main.css">${ld}</head>
<body>
<div class="barra"><a href="/">Fisio Movimento</a> · <a href="/equipe.html">Equipe</a> · <a href="/contato.html">Contato</a></div>
${body}
<div class="rodape">Fisio Movimento – Rua Grão Pará, 737, Funcionários – Belo Horizonte/MG · (31) 3281-7070 · CREFITO-4 n.º 2231-PJ</div>
</body></html>`;
  const index = page('Fisio Movimento | Fisioterapia em BH', `<div class="conteudo"><h1>Fisioterapia ortopédica, esportiva e pilates clínico</h1><p>Atendimento individual de 50 minutos. Convênios: Unimed, Bradesco Saúde, Amil e SulAmérica.</p><p>Agendamentos: agenda (arroba) fisiomovimentobh.com.br</p></div>`);
  const equipe = page('Equipe | Fisio Movimento', `<div class="conteudo"><h1>Equipe</h1>
<dl>
<dt>Letícia Brandão Moura</dt><dd>Fisioterapeuta responsável técnica · CREFITO-4 98.112-F</dd><dd>Sócia-fundadora. Especialista em fisioterapia ortopédica (UFMG).</dd><dd>E-mail: leticia (arroba) fisiomovimentobh.com.br</dd>
<dt>Guilherme Rezende</dt><dd>Fisioterapeuta esportivo · CREFITO-4 143.550-F</dd><dd>Atende atletas do Minas Tênis Clube.</dd>
<dt>Juliana Andrade</dt><dd>Instrutora de pilates</dd>
<dt>Vanessa Cristina Prado</dt><dd>Recepção e convênios</dd>
</dl></div>`);
  const contato = page('Contato | Fisio Movimento', `<div class="conteudo"><h1>Contato</h1><p>Segunda a sexta das 7h às 21h, sábado das 8h às 12h.</p><p>Telefone/WhatsApp: (31) 3281-7070<br>E-mail: agenda (arroba) fisiomovimentobh.com.br</p></div>`);
  return {
    id: 'b051-fisio-movimento-bh', domain: d, language: 'pt',
    patterns: ['definition-list', 'jsonld-person', 'email-obfuscated', 'email-in-person-card', 'email-jsonld', 'hand-written'],
    pages: { '/': ['index.html', index], '/equipe.html': ['equipe.html', equipe], '/contato.html': ['contato.html', contato] },
    truth: {
      emails: ['agenda@fisiomovimentobh.com.br', 'leticia@fisiomovimentobh.com.br'],
      emailKinds: { 'agenda@fisiomovimentobh.com.br': 'role', 'leticia@fisiomovimentobh.com.br': 'person' },
      emailOwners: { 'leticia@fisiomovimentobh.com.br': 'Letícia Brandão Moura' },
      contacts: [
        { name: 'Letícia Brandão Moura', title: 'Fisioterapeuta responsável técnica', role: 'owner' },
        { name: 'Guilherme Rezende', title: 'Fisioterapeuta esportivo', role: 'other' },
        { name: 'Juliana Andrade', title: 'Instrutora de pilates', role: 'other' },
        { name: 'Vanessa Cristina Prado', title: 'Recepção e convênios', role: 'other' },
      ],
      junk: [],
    },
  };
})();

export const sitesPt4 = [b047, b048, b049, b050, b051];
