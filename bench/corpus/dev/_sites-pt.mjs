import { T, P, mailto, ent, entMailto, obf, fa, svgIcon, jsonld, elementor, divi, wp, wix, sqs, webflow, bootstrap } from './_lib.mjs';

const sites = [];

// d033 — vet clinic in Porto (PT), Elementor + ElementsKit team widget, legal page with sócio-gerente
sites.push((() => {
  const site = { id: 'd033-clinica-veterinaria-bonfim', domain: 'vetbonfim.pt', lang: 'pt', htmlLang: 'pt-PT', name: 'Clínica Veterinária do Bonfim',
    nav: [['/', 'Início'], ['/servicos/', 'Serviços'], ['/a-equipa/', 'A Equipa'], ['/contactos/', 'Contactos'], ['/informacao-legal/', 'Informação legal']] };
  const rui = P('Rui Tavares Moreira', 'Diretor clínico', 'owner');
  const ana = P('Ana Sofia Magalhães', 'Médica veterinária — Medicina felina', 'other');
  const pedro = P('Pedro Sá Carneiro', 'Médico veterinário — Cirurgia', 'other');
  const carla = P('Carla Pinto', 'Enfermeira veterinária', 'other');
  const { E, render } = elementor(site, { theme: 'oceanwp', skip: 'Saltar para o conteúdo', logo2x: true,
    footer: (E) => E.section([E.col(50, E.text('<p>Rua do Heroísmo, 212 · 4300-259 Porto<br>Tel. 225 101 440 · Urgências 912 330 118</p>')), E.col(50, E.text('<p><a href="mailto:geral@vetbonfim.pt">geral@vetbonfim.pt</a></p><p>Desenvolvido por <a href="https://pixelnorte.pt">Pixel Norte</a> · geral@pixelnorte.pt</p>'))]) });
  const card = (p, img, mail) => E.ekitTeam({ img: `https://vetbonfim.pt/wp-content/uploads/2022/10/${img}.jpg`, name: p.name, pos: p.title, extra: mail ? `<ul class="ekit-team-social-list"><li><a href="mailto:${mail}"><i aria-hidden="true" class="icon icon-envelope"></i> ${mail}</a></li></ul>` : '' });
  const home = render('Clínica Veterinária do Bonfim – Porto', [E.section([E.col(50, E.heading('Cuidamos de quem é da família', 'h1'), E.text('<p>Consultas, cirurgia, imagiologia e internamento para cães, gatos e exóticos, no coração do Bonfim desde 2006.</p>'), E.button('/contactos/', 'Marcar consulta')), E.col(50, E.image('https://vetbonfim.pt/wp-content/uploads/2022/10/clinica.jpg', 'Clínica'))])].join('\n'), { path: '/' });
  const serv = render('Serviços – Clínica Veterinária do Bonfim', E.section(E.col(100, E.heading('Serviços', 'h1'), E.iconList([['stethoscope', 'Consultas de medicina geral e vacinação'], ['cut', 'Cirurgia de tecidos moles e ortopedia'], ['x-ray', 'Radiologia digital e ecografia'], ['cat', 'Consulta Cat Friendly (ISFM)'], ['procedures', 'Internamento 24 horas']]))), { path: '/servicos/' });
  const team = render('A Equipa – Clínica Veterinária do Bonfim', [E.section(E.col(100, E.heading('A Equipa', 'h1'))), E.section([E.col(25, card(rui, 'rui', 'rui.moreira@vetbonfim.pt')), E.col(25, card(ana, 'ana', 'ana.magalhaes@vetbonfim.pt')), E.col(25, card(pedro, 'pedro', null)), E.col(25, card(carla, 'carla', null))])].join('\n'), { path: '/a-equipa/' });
  const contact = render('Contactos – Clínica Veterinária do Bonfim', E.section([E.col(50, E.heading('Contactos', 'h1'), E.text('<p>Segunda a sexta: 9h00 – 20h00<br>Sábado: 9h30 – 13h00</p><p>Email: <a href="mailto:geral@vetbonfim.pt?subject=Marca%C3%A7%C3%A3o">geral@vetbonfim.pt</a></p>')), E.col(50, E.form([['name', 'text', 'Nome'], ['email', 'email', 'o.seu@email.pt'], ['pet', 'text', 'Nome e espécie do animal'], ['message', 'textarea', 'Mensagem']], 'Enviar'))]), { path: '/contactos/' });
  const legal = render('Informação legal – Clínica Veterinária do Bonfim', E.section(E.col(100, E.heading('Informação legal', 'h1'), E.text('<p>Este website é propriedade de <strong>VetBonfim – Serviços Médico-Veterinários, Lda.</strong>, NIPC 507 812 440, com sede na Rua do Heroísmo, 212, 4300-259 Porto, matriculada na Conservatória do Registo Comercial do Porto, com o capital social de 25.000 €.</p><p>Sócio-gerente: Rui Tavares Moreira. Diretor clínico: Rui Tavares Moreira (OMV n.º 3412).</p><p>Livro de Reclamações eletrónico disponível em livroreclamacoes.pt.</p>'))), { path: '/informacao-legal/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    pages: { '/': ['index.html', home], '/servicos/': ['servicos.html', serv], '/a-equipa/': ['a-equipa.html', team], '/contactos/': ['contactos.html', contact], '/informacao-legal/': ['informacao-legal.html', legal] },
    truth: T({ generic: ['geral@vetbonfim.pt'], person: { 'rui.moreira@vetbonfim.pt': rui.name, 'ana.magalhaes@vetbonfim.pt': ana.name }, contacts: [rui, ana, pedro, carla], junk: ['o.seu@email.pt', 'geral@pixelnorte.pt', 'logo@2x.png'] }) };
})());

// d034 — ceramics studio in Belo Horizonte (BR) on Wix, founder prose, guest artists for workshops, hotmail
sites.push((() => {
  const site = { id: 'd034-atelie-barro-vivo', domain: 'ateliebarrovivo.com.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Ateliê Barro Vivo',
    nav: [['/', 'Início'], ['/sobre', 'Sobre'], ['/oficinas', 'Oficinas'], ['/contato', 'Contato']] };
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', 'Rua Pernambuco, 1322 · Savassi · Belo Horizonte/MG'], ['p', 'font_9', '©2024 por Ateliê Barro Vivo. Orgulhosamente criado com Wix.com']]) });
  const helena = P('Helena Vasconcelos', 'Ceramista e fundadora', 'owner');
  const caio = P('Caio Nogueira', 'Professor de torno', 'other');
  const home = render('Ateliê Barro Vivo | Cerâmica em BH', X.strip([X.rich([['h1', 'font_0', X.span('Ateliê Barro Vivo')], ['p', 'font_7', 'Aulas de cerâmica, torno e modelagem manual em Belo Horizonte.']]), X.img('mesa-pecas.jpg', 'Peças de cerâmica'), X.button('https://ateliebarrovivo.com.br/oficinas', 'Ver oficinas'),
    X.rich([['p', 'font_8', '"Saí da primeira aula com as mãos sujas e a cabeça leve." — Juliana, aluna desde 2021']])]), { path: '/' });
  const sobre = render('Sobre | Ateliê Barro Vivo', X.strip([X.rich([['h1', 'font_0', 'Sobre o ateliê'], ['p', 'font_8', `O Barro Vivo foi fundado em 2015 pela ceramista ${helena.name}, depois de dez anos de pesquisa com as louceiras do Vale do Jequitinhonha.`], ['p', 'font_8', `Hoje o ateliê tem três turmas regulares. As aulas de torno são do ${caio.name}.`]]),
    X.box([X.img('helena.jpg', 'Helena'), X.rich([['h4', 'font_4', helena.name], ['p', 'font_8', helena.title]])]), X.box([X.img('caio.jpg', 'Caio'), X.rich([['h4', 'font_4', caio.name], ['p', 'font_8', caio.title]])])]), { path: '/sobre' });
  const oficinas = render('Oficinas | Ateliê Barro Vivo', X.strip([X.rich([['h1', 'font_0', 'Oficinas de fim de semana'], ['p', 'font_8', 'Vagas limitadas a 8 pessoas.']]),
    X.rich([['h3', 'font_3', 'Artistas convidados — 1º semestre'], ['p', 'font_8', 'Março: Dona Izabel Mendes (in memoriam), homenagem com sua neta, Glória Mendes — bonecas de barro do Jequitinhonha\nAbril: Hideo Tanaka — esmaltes de alta temperatura\nMaio: Mariana Kuhn — queima em raku\nJunho: Zé do Caboclo — modelagem figurativa']])]), { path: '/oficinas' });
  const contato = render('Contato | Ateliê Barro Vivo', X.strip([X.rich([['h1', 'font_0', 'Contato'], ['p', 'font_8', 'WhatsApp: (31) 99812-4470'], ['p', 'font_8', 'E-mail: ateliebarrovivo@hotmail.com'], ['p', 'font_8', 'Aulas particulares com a Helena: helena.vasconcelos.ceramica@gmail.com']]), X.form([['Nome', 'text', 'Nome'], ['E-mail', 'email', 'seuemail@exemplo.com'], ['Mensagem', 'text', 'Mensagem']], 'Enviar')]), { path: '/contato' });
  return { ...site, patterns: ['builder-wix', 'about-prose', 'team-grid', 'email-text', 'event-speakers', 'testimonials', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/sobre': ['sobre.html', sobre], '/oficinas': ['oficinas.html', oficinas], '/contato': ['contato.html', contato] },
    truth: T({ generic: ['ateliebarrovivo@hotmail.com'], person: { 'helena.vasconcelos.ceramica@gmail.com': helena.name }, contacts: [helena, caio], junk: [X.dsn, 'seuemail@exemplo.com'] }) };
})());

// d035 — law firm in Curitiba (BR), Divi team members with OAB numbers, agency credit
sites.push((() => {
  const site = { id: 'd035-kowalski-teixeira-advogados', domain: 'kowalskiteixeira.adv.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Kowalski & Teixeira Advogados',
    nav: [['/', 'Início'], ['/areas-de-atuacao/', 'Áreas de atuação'], ['/equipe/', 'Equipe'], ['/contato/', 'Contato']] };
  const marek = P('Marek Kowalski', 'Sócio fundador', 'owner');
  const beatriz = P('Beatriz Teixeira Lobo', 'Sócia', 'owner');
  const thiago = P('Thiago Ramos Bittencourt', 'Advogado associado', 'other');
  const luana = P('Luana Schmitt', 'Coordenadora administrativa', 'operations');
  const { D, render } = divi(site, { selectPage: 'Selecione uma página', footerInfo: 'Kowalski &amp; Teixeira Advogados · OAB/PR 4.512 · Rua Marechal Deodoro, 630, cj. 1802 · Curitiba/PR · <a href="mailto:contato@kowalskiteixeira.adv.br">contato@kowalskiteixeira.adv.br</a> · Site por <a href="https://agenciaaraucaria.com.br">Agência Araucária</a> — atendimento@agenciaaraucaria.com.br' });
  const home = render('Kowalski & Teixeira Advogados | Curitiba', [D.section(D.row(D.col('4_4', D.text('<h1>Advocacia empresarial e tributária</h1><p>Há mais de 20 anos assessorando empresas do Paraná e de Santa Catarina.</p>'), D.button('/contato/', 'Fale conosco'))))].join('\n'), { path: '/' });
  const areas = render('Áreas de atuação | Kowalski & Teixeira', D.section(D.row([D.col('1_3', D.blurb({ title: 'Tributário', body: '<p>Planejamento tributário, recuperação de créditos de PIS/COFINS.</p>' })), D.col('1_3', D.blurb({ title: 'Societário', body: '<p>Constituição de sociedades, acordos de sócios, M&amp;A.</p>' })), D.col('1_3', D.blurb({ title: 'Trabalhista empresarial', body: '<p>Consultivo e contencioso.</p>' }))])), { path: '/areas-de-atuacao/' });
  const equipe = render('Equipe | Kowalski & Teixeira', D.section(D.row([
    D.col('1_4', D.team({ img: '/wp-content/uploads/2021/03/marek.jpg', name: marek.name, pos: marek.title, bio: '<p>OAB/PR 18.204. Mestre em Direito Tributário pela UFPR.</p><p><a href="mailto:marek@kowalskiteixeira.adv.br">marek@kowalskiteixeira.adv.br</a></p>', social: [['linkedin', 'https://linkedin.com/in/marekkowalski']] })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2021/03/beatriz.jpg', name: beatriz.name, pos: beatriz.title, bio: '<p>OAB/PR 27.611. Direito societário.</p><p><a href="mailto:beatriz@kowalskiteixeira.adv.br">beatriz@kowalskiteixeira.adv.br</a></p>' })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2021/03/thiago.jpg', name: thiago.name, pos: thiago.title, bio: '<p>OAB/PR 61.092.</p>' })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/2021/03/luana.jpg', name: luana.name, pos: luana.title, bio: '<p><a href="mailto:financeiro@kowalskiteixeira.adv.br">financeiro@kowalskiteixeira.adv.br</a></p>' })),
  ])), { path: '/equipe/' });
  const contato = render('Contato | Kowalski & Teixeira', D.section(D.row([D.col('1_2', D.text('<h1>Contato</h1><p>(41) 3022-8810<br>contato@kowalskiteixeira.adv.br</p>')), D.col('1_2', D.form([['nome', 'input', 'Nome'], ['email', 'email', 'seu@email.com.br'], ['mensagem', 'text_area', 'Mensagem']], 'Enviar'))])), { path: '/contato/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'junk-agency', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/areas-de-atuacao/': ['areas-de-atuacao.html', areas], '/equipe/': ['equipe.html', equipe], '/contato/': ['contato.html', contato] },
    truth: T({ generic: ['contato@kowalskiteixeira.adv.br'], role: ['financeiro@kowalskiteixeira.adv.br'], person: { 'marek@kowalskiteixeira.adv.br': marek.name, 'beatriz@kowalskiteixeira.adv.br': beatriz.name }, contacts: [marek, beatriz, thiago, luana], junk: ['atendimento@agenciaaraucaria.com.br', 'seu@email.com.br'] }) };
})());

// d036 — funeral agency in Braga (PT), WordPress, necrologia + legal information
sites.push((() => {
  const site = { id: 'd036-funeraria-sao-vicente', domain: 'funerariasaovicente.pt', lang: 'pt', htmlLang: 'pt-PT', name: 'Agência Funerária São Vicente',
    nav: [['/', 'Início'], ['/necrologia/', 'Necrologia'], ['/servicos/', 'Serviços'], ['/informacao-legal/', 'Informação legal']] };
  const joaquim = P('Joaquim Fernandes Araújo', 'Gerente', 'owner');
  const { W, render } = wp(site, { theme: 'hestia', tagline: 'Braga · Serviço permanente 24 horas', footerWidgets: ['<p>Rua de São Vicente, 88<br>4710-312 Braga</p>', `<p>253 262 140 (24h)<br>${mailto('geral@funerariasaovicente.pt')}</p>`] });
  const nec = (name, text) => `<div class="wp-block-group necrologia is-layout-flow">${W.h(name, 3)}${W.p(text)}</div>`;
  const home = render('Agência Funerária São Vicente – Braga', [W.p('Há três gerações ao serviço das famílias de Braga, Amares e Vila Verde. Funerais, cremações, trasladações e pré-planeamento.'), W.buttons([['/necrologia/', 'Consultar necrologia']])].join('\n'), { path: '/', noTitle: true });
  const necro = render('Necrologia – Agência Funerária São Vicente', [
    nec('Maria da Conceição Ferreira Lopes', 'Faleceu a 12 de abril de 2024, com 88 anos. Viúva de Manuel Lopes. O funeral realiza-se amanhã, pelas 16h00, na Igreja de São Vicente, seguindo para o cemitério de Monte d’Arcos. Seus filhos, Fernando e Rosa, agradecem a todos.'),
    nec('António Manuel Sousa Pereira', 'Faleceu a 10 de abril de 2024, com 74 anos. Natural de Tebosa. O corpo encontra-se em câmara ardente na capela mortuária da Sé. Missa de sétimo dia na Igreja do Carmo.'),
    nec('Albertina Rodrigues da Silva', 'Faleceu a 9 de abril de 2024, com 95 anos. A família participa o falecimento e agradece as manifestações de pesar.'),
    W.p('Para publicar uma participação de falecimento contacte 253 262 140 ou necrologia@funerariasaovicente.pt.'),
  ].join('\n'), { path: '/necrologia/' });
  const serv = render('Serviços – Agência Funerária São Vicente', W.list(['Funerais completos e cremações', 'Trasladações nacionais e internacionais', 'Tratamento de subsídio de funeral junto da Segurança Social', 'Flores, coroas e lembranças']), { path: '/servicos/' });
  const legal = render('Informação legal – Agência Funerária São Vicente', [W.p('Denominação social: Funerária São Vicente – Araújo &amp; Filhos, Lda. · NIPC 502 118 930 · Alvará n.º 1234/DGAE'), W.p('Sede: Rua de São Vicente, 88, 4710-312 Braga'), W.p(`Gerente: ${joaquim.name}`), W.p('Email: geral@funerariasaovicente.pt · Livro de reclamações disponível no estabelecimento.')].join('\n'), { path: '/informacao-legal/' });
  return { ...site, patterns: ['builder-wordpress', 'obituary', 'legal-notice', 'email-mailto', 'email-footer', 'email-text', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/necrologia/': ['necrologia.html', necro], '/servicos/': ['servicos.html', serv], '/informacao-legal/': ['informacao-legal.html', legal] },
    truth: T({ generic: ['geral@funerariasaovicente.pt'], role: ['necrologia@funerariasaovicente.pt'], contacts: [joaquim], junk: [] }) };
})());

// d037 — commercial association in Joinville (BR), Bootstrap 5, staff cards + associates directory
sites.push((() => {
  const site = { id: 'd037-acij-joinville', domain: 'acij-joinville.org.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Associação Comercial e Industrial de Joinville',
    nav: [['/', 'Início'], ['/diretoria.html', 'Diretoria e equipe'], ['/associados.html', 'Guia de associados'], ['/contato.html', 'Contato']] };
  const { render } = bootstrap(site, { v: 5, fa: true, brand: 'ACIJ', footer: '<footer class="bg-dark text-light py-4"><div class="container"><p class="mb-0">ACIJ · Av. Aluísio Pires Condeixa, 2550 · Joinville/SC · (47) 3461-3300 · <a class="link-light" href="mailto:acij@acij-joinville.org.br">acij@acij-joinville.org.br</a></p></div></footer>' });
  const pres = P('Rodrigo Schroeder', 'Presidente', 'owner');
  const ger = P('Patrícia Hoffmann Lenz', 'Gerente executiva', 'owner');
  const com = P('Guilherme Tavares', 'Analista de comunicação e marketing', 'marketing');
  const fin = P('Débora Kraus', 'Coordenadora administrativo-financeira', 'operations');
  const card = (p, mail) => `<div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">${p.name}</h5><p class="card-text text-muted">${p.title}</p>${mail ? `<a href="mailto:${mail}" class="card-link"><i class="fa-regular fa-envelope"></i> ${mail}</a>` : ''}</div></div></div>`;
  const home = render('ACIJ – Associação Comercial e Industrial de Joinville', `<div class="container py-5"><h1>Desde 1911 representando quem empreende em Joinville</h1><p class="lead">Mais de 1.600 empresas associadas. Núcleos setoriais, capacitação e defesa de interesses.</p></div>`, { path: '/' });
  const dir = render('Diretoria e equipe – ACIJ', `<div class="container py-5"><h1>Diretoria e equipe</h1><div class="row row-cols-1 row-cols-md-4 g-4">${card(pres)}${card(ger, 'patricia.lenz@acij-joinville.org.br')}${card(com, 'comunicacao@acij-joinville.org.br')}${card(fin, 'debora.kraus@acij-joinville.org.br')}</div></div>`, { path: '/diretoria.html' });
  const assoc = [['Metalúrgica Döhler Peças', 'Indústria', 'Joinville', 'vendas@dohlerpecas.com.br'], ['Padaria Pão de Ló', 'Alimentação', 'Joinville', 'paodelojlle@gmail.com'], ['Contabilidade Vieira & Kuhn', 'Serviços', 'Joinville', 'contato@vieirakuhn.com.br'], ['Farmácia Santa Catarina', 'Comércio', 'Joinville', 'farmaciasc@terra.com.br'], ['Hotel Bourbon Joinville', 'Hotelaria', 'Joinville', 'reservas.joinville@bourbon.com.br'], ['Transportadora Schulz', 'Logística', 'Araquari', 'comercial@transschulz.com.br'], ['Clínica Odonto Vida', 'Saúde', 'Joinville', 'odontovida@outlook.com'], ['Ótica Müller', 'Comércio', 'Joinville', 'oticamuller@gmail.com'], ['Escola de Idiomas Fisk Centro', 'Educação', 'Joinville', 'centro@fiskjoinville.com.br'], ['Gráfica Tupy', 'Indústria', 'Joinville', 'orcamento@graficatupy.com.br']];
  const guia = render('Guia de associados – ACIJ', `<div class="container py-5"><h1>Guia de associados</h1><input class="form-control mb-3" type="search" placeholder="Buscar empresa..."><div class="list-group">${assoc.map(([n, s, c, e]) => `<div class="list-group-item"><h5 class="mb-1">${n}</h5><small>${s} · ${c}</small><p class="mb-0"><a href="mailto:${e}">${e}</a></p></div>`).join('')}</div></div>`, { path: '/associados.html' });
  const contato = render('Contato – ACIJ', `<div class="container py-5"><h1>Contato</h1><p>Segunda a sexta, das 8h às 18h.</p><p>Associe-se: relacionamento@acij-joinville.org.br</p></div>`, { path: '/contato.html' });
  return { ...site, patterns: ['builder-bootstrap', 'team-grid', 'directory', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'name-lookalikes', 'junk-version'],
    pages: { '/': ['index.html', home], '/diretoria.html': ['diretoria.html', dir], '/associados.html': ['associados.html', guia], '/contato.html': ['contato.html', contato] },
    truth: T({ generic: ['acij@acij-joinville.org.br'], role: ['comunicacao@acij-joinville.org.br', 'relacionamento@acij-joinville.org.br'], person: { 'patricia.lenz@acij-joinville.org.br': ger.name, 'debora.kraus@acij-joinville.org.br': fin.name }, contacts: [pres, ger, com, fin], junk: ['bootstrap@5.3.2', ...assoc.map((a) => a[3])] }) };
})());

// d038 — architecture atelier in Lisbon (PT), Webflow, team page with (arroba) addresses
sites.push((() => {
  const site = { id: 'd038-atelier-alfama', domain: 'atelieralfama.pt', lang: 'pt', htmlLang: 'pt-PT', name: 'Atelier Alfama Arquitectos',
    nav: [['/', 'Início'], ['/obras', 'Obras'], ['/a-equipe', 'A equipa'], ['/contacto', 'Contacto']] };
  const ines = P('Inês Castro Duarte', 'Arquitecta, sócia-gerente', 'owner');
  const miguel = P('Miguel dos Santos Brito', 'Arquitecto, sócio', 'owner');
  const joana = P('Joana Rebelo', 'Arquitecta', 'other');
  const tiago = P('Tiago Amaral', 'Maquetista e 3D', 'other');
  const { F, render } = webflow(site, { done: 'Obrigado! A sua mensagem foi enviada.', fail: 'Ocorreu um erro. Tente novamente.', wait: 'Aguarde...', footer: '<div class="footer-wrap"><div>Atelier Alfama Arquitectos, Lda. · Rua de São Miguel, 25, 1100-544 Lisboa</div><div>atelier (arroba) atelieralfama (ponto) pt</div></div>' });
  const home = render('Atelier Alfama Arquitectos', `<div class="hero"><div class="w-container"><h1>Reabilitação urbana em Lisboa</h1><p>Projetos de reabilitação de edifícios pombalinos, habitação e alojamento local.</p></div></div>`, { path: '/' });
  const obras = render('Obras — Atelier Alfama', `<div class="section w-container"><h1>Obras</h1>${F.dynList([['Casa do Largo do Chafariz de Dentro', '2023'], ['Edifício Rua dos Remédios', '2021'], ['Hostel Santa Luzia', '2019']], ([n, y]) => `<h3>${n}</h3><div class="year">${y}</div>`, 'obra')}</div>`, { path: '/obras' });
  const team = [[ines, 'ines.duarte'], [miguel, 'miguel.brito'], [joana, null], [tiago, null]];
  const eq = render('A equipa — Atelier Alfama', `<div class="section w-container"><h1>A equipa</h1>${F.dynList(team, ([p, u]) => `<div class="membro"><div class="membro-nome">${p.name}</div><div class="membro-cargo">${p.title}</div>${u ? `<div class="membro-email">${u} (arroba) atelieralfama (ponto) pt</div>` : '<div class="membro-email w-dyn-bind-empty"></div>'}</div>`, 'equipa')}</div>`, { path: '/a-equipe' });
  const contacto = render('Contacto — Atelier Alfama', `<div class="section w-container"><h1>Contacto</h1><p>Visitas ao atelier por marcação. Telefone 218 870 455.</p>${F.form('Contacto', [['Nome', 'text', 'Nome'], ['Email', 'email', 'nome@exemplo.pt'], ['Mensagem', 'textarea', 'Mensagem']], 'Enviar')}</div>`, { path: '/contacto' });
  return { ...site, patterns: ['builder-webflow', 'team-grid', 'email-obfuscated', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/obras': ['obras.html', obras], '/a-equipe': ['a-equipe.html', eq], '/contacto': ['contacto.html', contacto] },
    truth: T({ generic: ['atelier@atelieralfama.pt'], person: { 'ines.duarte@atelieralfama.pt': ines.name, 'miguel.brito@atelieralfama.pt': miguel.name }, contacts: [ines, miguel, joana, tiago], junk: ['nome@exemplo.pt'] }) };
})());

// d039 — accounting office in Porto Alegre (BR), hand-written HTML 4 in ISO-8859-1, staff table
sites.push((() => {
  const site = { id: 'd039-escritorio-contabil-farroupilha', domain: 'contabilfarroupilha.com.br', lang: 'pt' };
  const nelson = P('Nelson Bertoldi', 'Contador responsável', 'owner');
  const sandra = P('Sandra Regina Bertoldi', 'Departamento pessoal', 'other');
  const fabio = P('Fábio Machado Goulart', 'Departamento fiscal', 'other');
  const top = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">
<title>${t}</title>
<style type="text/css">body{font-family:Tahoma,Verdana;font-size:12px} .menu a{color:#003366;font-weight:bold}</style>
</head>
<body>
<table width="760" align="center" border="0" cellpadding="0" cellspacing="0">
<tr><td bgcolor="#003366" height="80"><font color="#FFFFFF" size="5" face="Tahoma">&nbsp;Escritório Contábil Farroupilha</font></td></tr>
<tr><td class="menu" bgcolor="#DDE6EE" height="26">&nbsp;<a href="index.html">Início</a> | <a href="empresa.html">A empresa</a> | <a href="equipe.html">Equipe</a> | <a href="contato.html">Contato</a></td></tr>
<tr><td valign="top" style="padding:15px">`;
  const bottom = `</td></tr>
<tr><td bgcolor="#003366" align="center"><font color="#FFFFFF" size="1">Av. Farrapos, 1045 - sala 302 - Porto Alegre/RS - Fone (51) 3222-4180 - contabil@contabilfarroupilha.com.br</font></td></tr>
</table>
</body>
</html>
`;
  const index = top('Escritório Contábil Farroupilha - Porto Alegre') + `<p>Serviços contábeis para micro e pequenas empresas, MEI e profissionais liberais desde 1978.</p><ul><li>Abertura e encerramento de empresas</li><li>Simples Nacional e Lucro Presumido</li><li>Folha de pagamento e eSocial</li><li>Imposto de Renda Pessoa Física</li></ul>` + bottom;
  const empresa = top('A empresa - Escritório Contábil Farroupilha') + `<p>O escritório foi fundado em 1978 pelo contador Ivo Bertoldi (1941-2016) na Rua Voluntários da Pátria. Desde 2005 é dirigido por seu filho, Nelson Bertoldi.</p>` + bottom;
  const equipe = top('Equipe - Escritório Contábil Farroupilha') + `<table border="1" cellpadding="5" cellspacing="0" width="100%" bordercolor="#99AABB">
<tr bgcolor="#DDE6EE"><td><b>Nome</b></td><td><b>Função</b></td><td><b>E-mail</b></td></tr>
<tr><td>${nelson.name}</td><td>${nelson.title} — CRC/RS 041.233</td><td>nelson@contabilfarroupilha.com.br</td></tr>
<tr><td>${sandra.name}</td><td>${sandra.title}</td><td>dp@contabilfarroupilha.com.br</td></tr>
<tr><td>${fabio.name}</td><td>${fabio.title}</td><td>fiscal@contabilfarroupilha.com.br</td></tr>
</table>` + bottom;
  const contato = top('Contato - Escritório Contábil Farroupilha') + `<p>Atendimento de segunda a sexta, das 8h30 às 12h e das 13h30 às 18h.</p><p>E-mail geral: contabil@contabilfarroupilha.com.br</p>` + bottom;
  return { ...site, patterns: ['hand-written', 'team-table', 'email-text', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/empresa.html': ['empresa.html', empresa], '/equipe.html': ['equipe.html', equipe], '/contato.html': ['contato.html', contato] },
    truth: T({ generic: ['contabil@contabilfarroupilha.com.br'], role: ['dp@contabilfarroupilha.com.br', 'fiscal@contabilfarroupilha.com.br'], person: { 'nelson@contabilfarroupilha.com.br': nelson.name }, contacts: [nelson, sandra, fabio], junk: [] }) };
})());

// d040 — wine estate guesthouse in the Douro (PT), Squarespace, nobody named
sites.push((() => {
  const site = { id: 'd040-quinta-do-vale-tedo', domain: 'quintavaletedo.pt', lang: 'pt', htmlLang: 'pt-PT', name: 'Quinta do Vale Tedo',
    nav: [['/', 'Início'], ['/alojamento', 'Alojamento'], ['/provas-de-vinho', 'Provas de vinho'], ['/reservas', 'Reservas']] };
  const { S, render } = sqs(site, { tz: 'Europe/Lisbon', country: 'PT', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Quinta do Vale Tedo · 5110-204 Armamar · Douro · RNAL 88412/AL</p></div></div></section>' });
  const home = render('Quinta do Vale Tedo — Enoturismo no Douro', S.section([S.image('socalcos.jpg', 'Socalcos'), S.html('<h1>Vinho do Porto e DOC Douro, produzidos desde 1870</h1><p>Cinco quartos na casa principal, piscina sobre o rio Tedo e provas de vinho diárias.</p>'), S.quote('Acordar com a vista dos socalcos não tem preço.', 'Sofia e Ricardo, Lisboa'), S.quote('Wonderful hosts and the best tawny we tasted in the valley.', 'The Carters, Bristol')]), { path: '/' });
  const aloj = render('Alojamento — Quinta do Vale Tedo', S.section([S.html('<h2>Quartos</h2><p>Quarto Touriga — 140 €<br>Quarto Tinta Roriz — 130 €<br>Suite Tinto Cão — 180 €</p><p>Pequeno-almoço incluído.</p>')]), { path: '/alojamento' });
  const provas = render('Provas de vinho — Quinta do Vale Tedo', S.section([S.html('<h2>Provas de vinho</h2><p>Visita às adegas e prova de 4 vinhos: 25 € por pessoa. Todos os dias às 11h00 e 16h00.</p><p>Grupos: enoturismo@quintavaletedo.pt</p>')]), { path: '/provas-de-vinho' });
  const res = render('Reservas — Quinta do Vale Tedo', S.section([S.html(`<h2>Reservas</h2><p>Reservas diretas com 10% de desconto: <a href="mailto:reservas@quintavaletedo.pt?subject=Pedido%20de%20reserva">reservas@quintavaletedo.pt</a> ou +351 254 855 012.</p>`), S.form([['Nome', 'name', ''], ['Email', 'email', 'exemplo@email.com'], ['Mensagem', 'textarea', '']], 'Enviar pedido')]), { path: '/reservas' });
  return { ...site, patterns: ['builder-squarespace', 'email-mailto', 'email-text', 'testimonials', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/alojamento': ['alojamento.html', aloj], '/provas-de-vinho': ['provas-de-vinho.html', provas], '/reservas': ['reservas.html', res] },
    truth: T({ role: ['reservas@quintavaletedo.pt', 'enoturismo@quintavaletedo.pt'], contacts: [], junk: ['exemplo@email.com'] }) };
})());

// d041 — coworking + tech meetups in Florianópolis (BR), static site, JSON-LD founder, speakers page
sites.push((() => {
  const site = { id: 'd041-ilha-coworking', domain: 'ilhacowork.com.br', lang: 'pt' };
  const renata = P('Renata Cardoso Nunes', 'Fundadora e CEO', 'owner');
  const felipe = P('Felipe Azevedo', 'Gerente de comunidade', 'marketing');
  const ld = jsonld({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Ilha Coworking', url: 'https://ilhacowork.com.br', email: 'ola@ilhacowork.com.br', telephone: '+55 48 3024-1180', address: { '@type': 'PostalAddress', streetAddress: 'Rua Lauro Linhares, 2123, Torre B', addressLocality: 'Florianópolis', addressRegion: 'SC', postalCode: '88036-003', addressCountry: 'BR' },
    founder: { '@type': 'Person', name: renata.name, jobTitle: renata.title, email: 'renata@ilhacowork.com.br', sameAs: 'https://www.linkedin.com/in/renatacnunes' }, employee: [{ '@type': 'Person', name: felipe.name, jobTitle: felipe.title }] });
  const page = (t, body) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/assets/app.3f9c1d.css">
<script defer src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.5/dist/cdn.min.js"></script>
${ld}
</head>
<body>
<nav class="nav" x-data="{open:false}"><a href="/" class="logo">ilha<strong>cowork</strong></a><button @click="open=!open">☰</button><div :class="{'is-open':open}" class="links"><a href="/planos">Planos</a><a href="/meetups">Meetups</a><a href="/sobre">Sobre</a></div></nav>
${body}
<footer><p>Ilha Coworking LTDA · CNPJ 28.441.902/0001-70 · Trindade, Florianópolis</p></footer>
</body>
</html>
`;
  const home = page('Ilha Coworking — Florianópolis', `<header class="hero"><h1>Trabalhe perto da UFSC e do ecossistema de tecnologia da Ilha</h1><p>Estações compartilhadas, salas privativas e auditório para 80 pessoas.</p><a class="btn" href="/planos">Ver planos</a></header>`);
  const planos = page('Planos — Ilha Coworking', `<main><h1>Planos</h1><div class="grid"><div class="plan"><h3>Day use</h3><p>R$ 49/dia</p></div><div class="plan"><h3>Flex</h3><p>R$ 490/mês</p></div><div class="plan"><h3>Sala privativa</h3><p>a partir de R$ 2.400/mês</p></div></div><form class="lead"><input type="email" placeholder="voce@empresa.com.br"><button>Quero visitar</button></form></main>`);
  const meet = page('Meetups — Ilha Coworking', `<main><h1>Floripa Dev Night #42</h1><p>Quinta, 23 de maio, 19h — Auditório Ilha Coworking. Entrada gratuita.</p><h2>Palestrantes</h2>
<article class="speaker"><img src="/img/speakers/larissa.jpg" alt=""><h3>Larissa Menezes</h3><p>Staff Engineer na Resultados Digitais — "Observabilidade sem drama"</p></article>
<article class="speaker"><img src="/img/speakers/otavio.jpg" alt=""><h3>Otávio Reis</h3><p>CTO da Pagtur — "Pagamentos PIX em escala"</p></article>
<article class="speaker"><img src="/img/speakers/yumi.jpg" alt=""><h3>Yumi Kobayashi</h3><p>Designer na Involves — "Design systems para times pequenos"</p></article>
<p>Apresentação: Felipe Azevedo, gerente de comunidade da Ilha.</p></main>`);
  const sobre = page('Sobre — Ilha Coworking', `<main><h1>Sobre</h1><p>A Ilha nasceu em 2017, quando Renata Cardoso Nunes, ex-gerente de produto, transformou um andar vazio de um prédio na Trindade num espaço para freelancers e startups. Hoje somos 220 membros.</p></main>`);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'about-prose', 'event-speakers', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', home], '/planos': ['planos.html', planos], '/meetups': ['meetups.html', meet], '/sobre': ['sobre.html', sobre] },
    truth: T({ generic: ['ola@ilhacowork.com.br'], person: { 'renata@ilhacowork.com.br': renata.name }, contacts: [renata, felipe], junk: ['alpinejs@3.13.5', 'voce@empresa.com.br'] }) };
})());

// d042 — car repair shop in Recife (BR), Bootstrap 5 landing page, WhatsApp only, nobody named
sites.push((() => {
  const site = { id: 'd042-oficina-boa-viagem', domain: 'autocenterboaviagem.com.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Auto Center Boa Viagem',
    nav: [['/', 'Início'], ['/servicos.html', 'Serviços'], ['/orcamento.html', 'Orçamento']] };
  const { render } = bootstrap(site, { v: 5, fa: true, dark: true, footer: '<footer class="py-4 bg-dark text-white text-center"><p class="mb-1">Rua Barão de Souza Leão, 455 · Boa Viagem · Recife/PE</p><p class="mb-0"><i class="fa-brands fa-whatsapp"></i> (81) 99644-2108</p></footer>',
    scripts: '<script src="https://cdn.jsdelivr.net/npm/sweetalert2@11.10.5/dist/sweetalert2.all.min.js"></script>' });
  const home = render('Auto Center Boa Viagem | Mecânica, suspensão e ar-condicionado em Recife', `<section class="py-5 bg-warning"><div class="container"><h1 class="fw-bold">Mecânica de confiança em Boa Viagem</h1><p class="lead">Revisão, freios, suspensão, injeção eletrônica e ar-condicionado automotivo.</p><a href="https://wa.me/5581996442108" class="btn btn-dark btn-lg"><i class="fa-brands fa-whatsapp"></i> Chamar no WhatsApp</a></div></section>
<section class="py-5"><div class="container"><div class="row text-center"><div class="col-md-4"><img src="img/icone-freio.png" srcset="img/icone-freio.png 1x, img/icone-freio@2x.png 2x" alt=""><h4>Freios</h4></div><div class="col-md-4"><img src="img/icone-ar.png" alt=""><h4>Ar-condicionado</h4></div><div class="col-md-4"><img src="img/icone-motor.png" alt=""><h4>Motor</h4></div></div></div></section>`, { path: '/' });
  const serv = render('Serviços | Auto Center Boa Viagem', `<div class="container py-5"><h1>Serviços</h1><ul class="list-group"><li class="list-group-item">Troca de óleo e filtros</li><li class="list-group-item">Alinhamento e balanceamento</li><li class="list-group-item">Higienização do ar-condicionado</li><li class="list-group-item">Scanner e injeção eletrônica</li></ul></div>`, { path: '/servicos.html' });
  const orc = render('Orçamento | Auto Center Boa Viagem', `<div class="container py-5"><h1>Peça seu orçamento</h1><form><div class="mb-3"><input class="form-control" placeholder="Seu nome"></div><div class="mb-3"><input type="email" class="form-control" placeholder="seu@email.com.br"></div><div class="mb-3"><input class="form-control" placeholder="Modelo e ano do carro"></div><button class="btn btn-warning" onclick="Swal.fire('Recebemos seu pedido!')">Enviar</button></form></div>`, { path: '/orcamento.html' });
  return { ...site, patterns: ['builder-bootstrap', 'no-email', 'junk-placeholder', 'junk-version', 'junk-asset'],
    pages: { '/': ['index.html', home], '/servicos.html': ['servicos.html', serv], '/orcamento.html': ['orcamento.html', orc] },
    truth: T({ contacts: [], junk: ['bootstrap@5.3.2', 'sweetalert2@11.10.5', 'icone-freio@2x.png', 'seu@email.com.br'] }) };
})());

// d043 — digital marketing agency in Lisbon (PT), microdata Person cards, client list
sites.push((() => {
  const site = { id: 'd043-agencia-maresia', domain: 'maresia.pt', lang: 'pt' };
  const people = [P('Mariana Leal', 'Fundadora & Diretora Criativa', 'owner'), P('Duarte Mendonça', 'Diretor de Contas', 'other'), P('Catarina Vaz', 'Social Media Manager', 'marketing'), P('Nuno Sequeira', 'Head of Performance Marketing', 'marketing')];
  const mails = { 'Mariana Leal': 'mariana@maresia.pt', 'Catarina Vaz': 'catarina@maresia.pt' };
  const page = (t, body) => `<!DOCTYPE html>
<html lang="pt-PT">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t}</title><link rel="stylesheet" href="/dist/main.css"><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.css"></head>
<body class="theme-dark">
<header class="site-header"><a class="logo" href="/"><img src="/img/maresia.svg" alt="Maresia"></a><nav><a href="/trabalho">Trabalho</a><a href="/equipa">Equipa</a><a href="/contactos">Contactos</a></nav></header>
${body}
<footer class="site-footer"><p>Maresia Comunicação, Lda. · Rua da Boavista, 69, 1200-066 Lisboa</p><p><a href="mailto:ola@maresia.pt">ola@maresia.pt</a> · +351 213 420 877</p></footer>
</body></html>
`;
  const home = page('Maresia — Agência de comunicação digital', `<section class="hero"><h1>Marcas com sal.</h1><p>Estratégia, conteúdo e performance para marcas portuguesas que querem crescer online.</p></section><section class="clientes"><h2>Clientes</h2><ul class="logos"><li>Conservas Ramirez</li><li>Pastelaria Versailles</li><li>Vinhos Quinta da Aveleda</li><li>Hotel Teatro Porto</li><li>Surf Clube de Carcavelos</li><li>Farmácia Barreto</li></ul></section>`);
  const trab = page('Trabalho — Maresia', `<main><h1>Trabalho</h1><article><h3>Conservas Ramirez — "Desde 1853"</h3><p>Campanha de 150 anos no Instagram e TikTok.</p></article><article><h3>Pastelaria Versailles</h3><p>Rebranding digital e novo site.</p></article></main>`);
  const equipa = page('Equipa — Maresia', `<main class="equipa" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Maresia Comunicação"><h1>Equipa</h1><div class="grid">${people.map((p) => `<div class="pessoa" itemprop="member" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/img/equipa/${p.name.split(' ')[0].toLowerCase()}.jpg" alt=""><p class="cargo" itemprop="jobTitle">${p.title}</p><h3 itemprop="name">${p.name}</h3>${mails[p.name] ? `<a itemprop="email" href="mailto:${mails[p.name]}">${mails[p.name]}</a>` : ''}</div>`).join('')}</div></main>`);
  const contactos = page('Contactos — Maresia', `<main><h1>Vamos falar?</h1><p>Novos projetos: <a href="mailto:novosprojetos@maresia.pt">novosprojetos@maresia.pt</a><br>Candidaturas: jobs@maresia.pt</p></main>`);
  return { ...site, patterns: ['microdata-person', 'team-grid', 'client-list', 'name-lookalikes', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', home], '/trabalho': ['trabalho.html', trab], '/equipa': ['equipa.html', equipa], '/contactos': ['contactos.html', contactos] },
    truth: T({ generic: ['ola@maresia.pt'], role: ['novosprojetos@maresia.pt', 'jobs@maresia.pt'], person: { 'mariana@maresia.pt': 'Mariana Leal', 'catarina@maresia.pt': 'Catarina Vaz' }, contacts: people, junk: [] }) };
})());

// d044 — psychology practice in Coimbra (PT), broken markup, definition list, no personal addresses
sites.push((() => {
  const site = { id: 'd044-consultorio-psicologia-mondego', domain: 'psicologiamondego.pt', lang: 'pt' };
  const teresa = P('Teresa Antunes Gaspar', 'Psicóloga clínica, diretora', 'owner');
  const joao = P('João Pedro Falcão', 'Psicólogo — terapia de casal', 'other');
  const rita = P('Rita Loureiro', 'Terapeuta da fala', 'other');
  const head = (t) => `<!DOCTYPE html>
<html lang=pt>
<head>
<meta charset=utf-8>
<title>${t}</title>
<link rel=stylesheet href=css/estilo.css>
<body>
<div class=topo><img src=img/logo.png alt="Psicologia Mondego">
<ul class=menu>
<li><a href=index.html>Início</a>
<li><a href=equipa.html>Equipa</a>
<li><a href=contactos.html>Contactos</a>
</ul>
</div>
<div class=conteudo>`;
  const foot = `</div>
<div class=rodape>Consultório de Psicologia Mondego · Av. Fernão de Magalhães, 480 - 2º Esq. · 3000-174 Coimbra · Tel. 239 823 550 · Email: consultas (arroba) psicologiamondego (ponto) pt</div>
</div>
</html>
`;
  const index = head('Psicologia Mondego - Coimbra') + `
<h1>Bem-vindo
<p>Consultas de psicologia clínica para crianças, adolescentes e adultos, terapia de casal e terapia da fala.
<p>Acordos com: Médis, Multicare, ADSE (regime livre).
<div class=destaque><b>Primeira consulta</b>: 50€ (60 minutos)</b></div></div>
` + foot;
  const equipa = head('Equipa - Psicologia Mondego') + `
<h2>Equipa</h2>
<dl>
<dt>Dra. ${teresa.name}<dd>${teresa.title}. Cédula OPP n.º 8812. Especialista em psicoterapia.
<dt>Dr. ${joao.name}<dd>${joao.title}. Cédula OPP n.º 15023.
<dt>${rita.name}</dt><dd>${rita.title}. Atende às quartas e sextas.</dd>
</dl>
<p><i>Os nossos profissionais não respondem por email pessoal - por favor use o contacto geral.</i>
` + foot;
  const contactos = head('Contactos - Psicologia Mondego') + `
<h2>Contactos</h2>
<table><tr><td>Telefone<td>239 823 550<tr><td>Telemóvel<td>913 447 210<tr><td>Email<td>consultas (arroba) psicologiamondego (ponto) pt</table>
<p>Horário: 2ª a 6ª das 9h às 20h.
` + foot;
  return { ...site, patterns: ['hand-written', 'broken-markup', 'definition-list', 'email-obfuscated', 'email-footer'],
    pages: { '/': ['index.html', index], '/equipa.html': ['equipa.html', equipa], '/contactos.html': ['contactos.html', contactos] },
    truth: T({ generic: ['consultas@psicologiamondego.pt'], contacts: [teresa, joao, rita], junk: [] }) };
})());

// d045 — real estate agency in Goiânia (BR), Elementor flexbox, brokers with CRECI, only role addresses
sites.push((() => {
  const site = { id: 'd045-imobiliaria-cerrado', domain: 'cerradoimoveis.com.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Cerrado Imóveis',
    nav: [['/', 'Início'], ['/imoveis/', 'Imóveis'], ['/corretores/', 'Corretores'], ['/fale-conosco/', 'Fale conosco']] };
  const people = [P('Wagner Siqueira Campos', 'Diretor comercial', 'owner'), P('Aline Pires', 'Corretora de imóveis', 'other'), P('Maurício Lemos', 'Corretor de imóveis', 'other'), P('Jéssica Rocha', 'Gerente de locação', 'operations')];
  const { E, render } = elementor(site, { skip: 'Pular para o conteúdo', footer: (E) => E.con([E.text('<p>Cerrado Imóveis · CRECI-GO J-2210 · Av. T-63, 1296, Setor Bueno, Goiânia/GO · (62) 3251-7700</p><p>Vendas: vendas@cerradoimoveis.com.br · Locação: locacao@cerradoimoveis.com.br</p>')]) });
  const home = render('Cerrado Imóveis – Imobiliária em Goiânia', E.con([E.heading('Encontre seu imóvel em Goiânia', 'h1'), E.text('<p>Apartamentos no Setor Bueno, Marista e Jardim Goiás. Casas em condomínio no Alphaville Flamboyant.</p>'), E.button('/imoveis/', 'Buscar imóveis')]), { path: '/' });
  const imoveis = render('Imóveis – Cerrado Imóveis', E.con([E.heading('Destaques', 'h1'), E.imageBox({ title: 'Residencial Dona Gercina', desc: '3 suítes, 142 m², Setor Marista — R$ 1.180.000' }), E.imageBox({ title: 'Edifício Pedro Ludovico', desc: '2 quartos, Setor Central — R$ 2.300/mês' }), E.imageBox({ title: 'Casa no Jardins Atenas', desc: '4 suítes, piscina — R$ 2.450.000' })]), { path: '/imoveis/' });
  const corr = render('Corretores – Cerrado Imóveis', E.con([E.heading('Nossa equipe', 'h1'), ...people.map((p, i) => E.child([E.image(`https://cerradoimoveis.com.br/wp-content/uploads/2024/02/corretor-${i + 1}.jpg`, p.name), E.heading(p.name, 'h3'), E.text(`<p>${p.title}${p.title.startsWith('Corretor') ? ` · CRECI-GO ${31000 + i * 517}` : ''}</p>${i === 1 ? '<p>aline.pires@cerradoimoveis.com.br</p>' : i === 2 ? '<p>mauricio.lemos@cerradoimoveis.com.br</p>' : ''}`), E.button(`https://wa.me/55629${9810 + i}2233`, 'WhatsApp')]))]), { path: '/corretores/' });
  const fale = render('Fale conosco – Cerrado Imóveis', E.con([E.heading('Fale conosco', 'h1'), E.form([['name', 'text', 'Nome'], ['email', 'email', 'seuemail@dominio.com.br'], ['message', 'textarea', 'Mensagem']], 'Enviar'), E.text('<p>Ou escreva para <a href="mailto:contato@cerradoimoveis.com.br">contato@cerradoimoveis.com.br</a>.</p>')]), { path: '/fale-conosco/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'name-lookalikes', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/imoveis/': ['imoveis.html', imoveis], '/corretores/': ['corretores.html', corr], '/fale-conosco/': ['fale-conosco.html', fale] },
    truth: T({ generic: ['contato@cerradoimoveis.com.br'], role: ['vendas@cerradoimoveis.com.br', 'locacao@cerradoimoveis.com.br'], person: { 'aline.pires@cerradoimoveis.com.br': people[1].name, 'mauricio.lemos@cerradoimoveis.com.br': people[2].name }, contacts: people, junk: ['seuemail@dominio.com.br'] }) };
})());

// d046 — plumber in Setúbal (PT), sole trader, hand-written, legal info naming the owner
sites.push((() => {
  const site = { id: 'd046-canalizador-setubal', domain: 'canalizacoesbocage.pt', lang: 'pt' };
  const vitor = P('Vítor Manuel Bettencourt', 'Empresário em nome individual', 'owner');
  const page = (t, body) => `<!DOCTYPE html>
<html lang="pt">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<header><h1><a href="/">Canalizações Bocage</a></h1><p>Canalizador em Setúbal, Palmela e Azeitão</p>
<nav><a href="/">Início</a> · <a href="/servicos.html">Serviços</a> · <a href="/sobre.html">Sobre</a> · <a href="/informacao-legal.html">Informação legal</a></nav></header>
${body}
<footer><p>Canalizações Bocage · Av. Luísa Todi, 311 · 2900-461 Setúbal · 265 534 201 · 936 210 447</p><p>canalizacoesbocage@sapo.pt</p></footer>
</body>
</html>
`;
  const home = page('Canalizações Bocage — Canalizador em Setúbal', `<main><h2>Desentupimentos, roturas e esquentadores</h2><p>Serviço rápido em Setúbal e arredores. Orçamentos gratuitos.</p><p><strong>Urgências:</strong> 936 210 447</p></main>`);
  const serv = page('Serviços — Canalizações Bocage', `<main><h2>Serviços</h2><ul><li>Reparação de roturas de água</li><li>Desentupimentos</li><li>Instalação de esquentadores e termoacumuladores</li><li>Remodelação de casas de banho</li></ul></main>`);
  const sobre = page('Sobre — Canalizações Bocage', `<main><h2>Sobre nós</h2><p>O nome vem da Praça do Bocage, onde o meu pai abriu a primeira loja em 1982. Hoje sou eu, Vítor Bettencourt, que continuo o negócio, com a ajuda do meu sobrinho Rafael.</p><p>Trabalhamos com materiais Vulcano, Roca e Geberit.</p></main>`);
  const legal = page('Informação legal — Canalizações Bocage', `<main><h2>Informação legal</h2><p>Titular: ${vitor.name}, ${vitor.title}, NIF 198 442 105, Av. Luísa Todi, 311, 2900-461 Setúbal.</p><p>Contacto: canalizacoesbocage@sapo.pt</p><p>Em caso de litígio o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo de Lisboa.</p></main>`);
  return { ...site, patterns: ['hand-written', 'legal-notice', 'about-prose', 'email-text', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/servicos.html': ['servicos.html', serv], '/sobre.html': ['sobre.html', sobre], '/informacao-legal.html': ['informacao-legal.html', legal] },
    truth: T({ generic: ['canalizacoesbocage@sapo.pt'], contacts: [vitor], junk: [] }) };
})());

// d047 — restaurant in Salvador (BR), WordPress blocks, chef in prose, dishes/streets named after people
sites.push((() => {
  const site = { id: 'd047-restaurante-dende', domain: 'restaurantedende.com.br', lang: 'pt', htmlLang: 'pt-BR', name: 'Dendê Cozinha Baiana',
    nav: [['/', 'Início'], ['/cardapio/', 'Cardápio'], ['/nossa-historia/', 'Nossa história'], ['/reservas/', 'Reservas']] };
  const tereza = P('Tereza Conceição dos Santos', 'Chef e proprietária', 'owner');
  const jorge = P('Jorge Amado Filho', 'Sommelier', 'other');
  const { W, render } = wp(site, { theme: 'twentytwentythree', footerWidgets: ['<p>Rua Chile, 22 · Centro Histórico · Salvador/BA</p>', '<p>(71) 3321-4408</p>'] });
  const home = render('Dendê Cozinha Baiana – Salvador', [W.img('/wp-content/uploads/2023/07/moqueca.jpg', 'Moqueca'), W.p('Cozinha baiana de raiz, a dois passos da Praça Castro Alves. Aberto de terça a domingo, almoço e jantar.')].join('\n'), { path: '/', noTitle: true });
  const card = render('Cardápio – Dendê', [W.table(['Prato', 'Preço'], [['Moqueca de peixe com pirão', 'R$ 129'], ['Bobó de camarão', 'R$ 118'], ['Xinxim de galinha', 'R$ 79'], ['Acarajé da Dinha (porção)', 'R$ 38'], ['Cocada de forno da Vó Nicinha', 'R$ 22']])].join('\n'), { path: '/cardapio/' });
  const hist = render('Nossa história – Dendê', [W.p(`O Dendê foi aberto em 2009 por ${tereza.name}, ${tereza.title.toLowerCase()}, que aprendeu a cozinhar com a avó no Recôncavo. A carta de vinhos e cachaças é assinada pelo sommelier ${jorge.name}.`), W.p('Chef e proprietária: Tereza Conceição dos Santos (tereza@restaurantedende.com.br) · Sommelier: Jorge Amado Filho')].join('\n'), { path: '/nossa-historia/' });
  const res = render('Reservas – Dendê', [W.p(`Reservas pelo telefone (71) 3321-4408 ou pelo e-mail ${mailto('reservas@restaurantedende.com.br')}. Eventos fechados: eventos@restaurantedende.com.br`), W.cf7([['nome', 'text', 'Nome', ''], ['email', 'email', 'E-mail', 'seu@email.com.br'], ['data', 'text', 'Data e número de pessoas', '']], 'Reservar')].join('\n'), { path: '/reservas/' });
  return { ...site, patterns: ['builder-wordpress', 'about-prose', 'name-lookalikes', 'email-mailto', 'email-text', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/cardapio/': ['cardapio.html', card], '/nossa-historia/': ['nossa-historia.html', hist], '/reservas/': ['reservas.html', res] },
    truth: T({ role: ['reservas@restaurantedende.com.br', 'eventos@restaurantedende.com.br'], person: { 'tereza@restaurantedende.com.br': tereza.name }, contacts: [tereza, jorge], junk: ['seu@email.com.br'] }) };
})());

// d048 — engineering consultancy in Lisbon (PT), Webflow with JSON-LD @graph, emails only in structured data
sites.push((() => {
  const site = { id: 'd048-tejo-engenharia', domain: 'tejoengenharia.pt', lang: 'pt', htmlLang: 'pt-PT', name: 'Tejo Engenharia',
    nav: [['/', 'Início'], ['/servicos', 'Serviços'], ['/sobre-nos', 'Sobre nós']] };
  const paulo = P('Paulo Henriques Lima', 'Administrador', 'owner');
  const sara = P('Sara Quintela', 'Diretora de Operações', 'operations');
  const ld = jsonld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', '@id': '#org', name: 'Tejo Engenharia, S.A.', email: 'info@tejoengenharia.pt', employee: [{ '@type': 'Person', name: paulo.name, jobTitle: paulo.title, email: 'paulo.lima@tejoengenharia.pt' }, { '@type': 'Person', name: sara.name, jobTitle: sara.title, email: 'sara.quintela@tejoengenharia.pt' }] }, { '@type': 'WebSite', '@id': '#website', url: 'https://tejoengenharia.pt', publisher: { '@id': '#org' } }] });
  const { F, render } = webflow(site, { head: ld, footer: '<div class="footer w-container">Tejo Engenharia, S.A. · Av. Infante D. Henrique, 333 · 1800-282 Lisboa · +351 218 530 900</div>' });
  const home = render('Tejo Engenharia — Engenharia de estruturas e fiscalização', `<div class="hero w-container"><h1>Engenharia de estruturas, fiscalização e coordenação de segurança</h1><p>Desde 1996 em obras públicas e privadas em Portugal, Angola e Moçambique.</p></div>${F.form('Contacto', [['Nome', 'text', 'Nome'], ['Email', 'email', 'nome@empresa.pt'], ['Mensagem', 'textarea', '']], 'Enviar')}`, { path: '/' });
  const serv = render('Serviços — Tejo Engenharia', `<div class="w-container"><h1>Serviços</h1><ul><li>Projeto de estruturas</li><li>Fiscalização de empreitadas</li><li>Coordenação de segurança em obra</li><li>Inspeção e reabilitação de pontes</li></ul></div>`, { path: '/servicos' });
  const sobre = render('Sobre nós — Tejo Engenharia', `<div class="w-container"><h1>Sobre nós</h1><p>A Tejo Engenharia é liderada por ${paulo.name} (${paulo.title}). A área de operações é coordenada por ${sara.name}, ${sara.title}.</p><p>Certificação ISO 9001:2015 pela APCER.</p></div>`, { path: '/sobre-nos' });
  return { ...site, patterns: ['builder-webflow', 'jsonld-person', 'email-jsonld', 'about-prose', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/servicos': ['servicos.html', serv], '/sobre-nos': ['sobre-nos.html', sobre] },
    truth: T({ generic: ['info@tejoengenharia.pt'], person: { 'paulo.lima@tejoengenharia.pt': paulo.name, 'sara.quintela@tejoengenharia.pt': sara.name }, contacts: [paulo, sara], junk: ['nome@empresa.pt'] }) };
})());

export default sites;
