import { E, D, S, W, X, hex, b36 } from './_lib.mjs';

const sites = [];

// ---------------------------------------------------------------- h025 Squarespace pastelaria, Tavira
sites.push({
  id: 'h025-pastelaria-fonte-tavira', domain: 'pastelariafontetavira.pt', language: 'pt', shell: 'squarespace', brand: 'Pastelaria Fonte · Tavira', slug: 'pastelaria-fonte',
  patterns: ['about-prose', 'testimonials', 'email-text', 'email-footer', 'email-mailto', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/a-nossa-historia', 'A nossa história'], ['/encomendas', 'Encomendas']],
  placeholder: ['seu@email.com'],
  footer: S.sec(S.col(12, S.html('<p>Pastelaria Fonte · Rua da Liberdade, 14 · 8800-399 Tavira<br>281 322 907 · pastelaria.fonte@sapo.pt</p><p>Aberto todos os dias das 7h30 às 20h. Encerra à quarta-feira de inverno.</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Pastelaria Fonte · Doces de Tavira desde 1979',
      body: [
        S.sec(S.col(12, S.html('<h1>Doces de amêndoa, figo e alfarroba, feitos como a avó fazia</h1><p>No centro histórico de Tavira, junto à ponte romana.</p>'))),
        S.sec(S.col(12, S.summary([
          { title: 'Dom Rodrigo', excerpt: 'Fios de ovos e amêndoa, embrulhados em papel de prata colorido.', img: 'dom-rodrigo.jpg' },
          { title: 'Morgado de figo', excerpt: 'O nosso doce de Natal, agora todo o ano.', img: 'morgado.jpg' },
          { title: 'Tarte de alfarroba', excerpt: 'Receita da D. Amélia, com alfarroba de Santa Catarina da Fonte do Bispo.', img: 'alfarroba.jpg' },
        ], 'Os nossos doces'))),
        S.sec(S.col(12, S.quote({ text: 'O melhor Dom Rodrigo do Algarve não se vende em Lagos, vende-se numa pastelaria discreta de Tavira.', source: 'Ana Sofia Martins, Expresso' }))),
      ].join('\n') },
    { path: '/a-nossa-historia', file: 'a-nossa-historia.html', title: 'A nossa história · Pastelaria Fonte',
      body: S.sec(S.col(7, S.html(`<h2>A nossa história</h2>
<p>A pastelaria foi aberta em 1979 pela minha avó, Amélia Fonte Cavaco, numa antiga taberna da Rua da Liberdade. Ela aprendeu a doçaria conventual com as freiras do Convento da Graça e, durante quarenta anos, não deixou ninguém mexer nos tachos dos fios de ovos. A avó Amélia faleceu em 2017, aos 91 anos, e ainda hoje há clientes que entram a perguntar por ela.</p>
<p>Eu sou a Inês Cavaco Baptista e, desde 2015, sou eu quem gere a casa. Deixei um emprego em Lisboa, numa agência de publicidade, para voltar a Tavira; o meu marido, Rui Baptista, veio atrás e hoje trata das encomendas para empresas e dos fornecedores.</p>
<p>Na cozinha vai encontrar a D. Lurdes Guerreiro, pasteleira há trinta e dois anos e braço direito da avó, e o Tiago Mendes, que entrou como aprendiz em 2019 e já faz os melhores morgados de Tavira (não digam à D. Lurdes). Ao balcão está quase sempre a Patrícia, a Patrícia Viegas, que sabe de cor o café de cada cliente.</p>
<p>A amêndoa vem da cooperativa de Santa Catarina e os figos da quinta do Sr. Joaquim Rosa, em Cachopo.</p>`)), S.col(5,
      S.img({ src: 'avo-amelia.jpg', alt: 'D. Amélia ao balcão', caption: '<p>A avó Amélia ao balcão, em 1985</p>' }),
      S.img({ src: 'ines-lurdes.jpg', alt: '', caption: '<p>Inês e a D. Lurdes a preparar os Dom Rodrigos</p>' }))) },
    { path: '/encomendas', file: 'encomendas.html', title: 'Encomendas · Pastelaria Fonte',
      body: S.sec(S.col(6, S.html('<h2>Encomendas</h2><p>Para casamentos, batizados e cabazes de empresa, escreva para <a href="mailto:encomendas@pastelariafontetavira.pt">encomendas@pastelariafontetavira.pt</a> com pelo menos uma semana de antecedência. O Rui responde no próprio dia.</p><p>Enviamos para todo o país por CTT Expresso.</p>')), S.col(6, S.form([{ type: 'name', label: 'Nome', req: true }, { type: 'email', label: 'Email', ph: 'seu@email.com', req: true }, { type: 'textarea', label: 'A sua encomenda' }], 'Enviar'))) },
  ],
  truth: {
    emails: ['pastelaria.fonte@sapo.pt', 'encomendas@pastelariafontetavira.pt'],
    emailKinds: { 'pastelaria.fonte@sapo.pt': 'generic', 'encomendas@pastelariafontetavira.pt': 'role' },
    contacts: [
      { name: 'Inês Cavaco Baptista', title: null, role: 'owner' },
      { name: 'Rui Baptista', title: null, role: 'other' },
      { name: 'Lurdes Guerreiro', title: 'pasteleira', role: 'other' },
      { name: 'Tiago Mendes', title: 'aprendiz', role: 'other' },
      { name: 'Patrícia Viegas', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h026 Webflow design studio, São Paulo (clients, case studies)
sites.push({
  id: 'h026-estudio-jabaquara-design', domain: 'estudiojabaquara.com.br', language: 'pt', shell: 'webflow', brand: 'Estúdio Jabaquara', slug: 'jabaquara', htmlLang: 'pt-BR',
  patterns: ['team-grid', 'about-prose', 'client-list', 'testimonials', 'email-in-person-card', 'email-mailto'],
  nav: [['/', 'Projetos'], ['/sobre', 'Sobre'], ['/contato', 'Contato']],
  placeholder: ['seu@email.com.br'],
  footer: `<div class="footer-row"><div>Estúdio Jabaquara Design Ltda. · CNPJ 28.411.902/0001-37 · Rua das Rosas, 730 · Mirandópolis · São Paulo/SP</div><a href="mailto:oi@estudiojabaquara.com.br" class="footer-link">oi@estudiojabaquara.com.br</a></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Estúdio Jabaquara · Design de marca e embalagem',
      body: `<section class="hero"><div class="container"><h1 class="hero-h1">Marcas e embalagens para quem faz comida de verdade.</h1></div></section>
<section class="projetos"><div class="container">${W.dyn('projeto-grid', [
  `<a href="/projetos/cafe-serra-da-mantiqueira" class="projeto-card w-inline-block"><div class="projeto-cliente">Café Serra da Mantiqueira</div><div class="projeto-tipo">Identidade + embalagem</div></a>`,
  `<a href="/projetos/queijaria-canastra" class="projeto-card w-inline-block"><div class="projeto-cliente">Queijaria Alto da Canastra</div><div class="projeto-tipo">Rótulos</div></a>`,
  `<a href="/projetos/cervejaria-vila-mariana" class="projeto-card w-inline-block"><div class="projeto-cliente">Cervejaria Vila Mariana</div><div class="projeto-tipo">Rebranding</div></a>`,
])}</div></section>
<section class="depoimentos"><div class="container">
<div class="depoimento"><p>“A nova embalagem fez a gente entrar no Pão de Açúcar. Em seis meses.”</p><div class="depoimento-autor">Renata Albuquerque</div><div class="depoimento-cargo">Gerente de marketing · Café Serra da Mantiqueira</div></div>
<div class="depoimento"><p>“O Beto entendeu o queijo antes de entender o design.”</p><div class="depoimento-autor">Sebastião "Tião" Faria</div><div class="depoimento-cargo">Produtor · Queijaria Alto da Canastra</div></div>
</div></section>
<section class="clientes"><div class="container"><h2 class="h2-small">Clientes</h2><div class="clientes-grid"><div>Café Serra da Mantiqueira</div><div>Queijaria Alto da Canastra</div><div>Cervejaria Vila Mariana</div><div>Empório Santa Cecília</div><div>Doceria Dona Iracema</div><div>Sesc São Paulo</div></div></div></section>` },
    { path: '/sobre', file: 'sobre.html', title: 'Sobre · Estúdio Jabaquara',
      body: `<section class="sobre"><div class="container narrow"><h1 class="h1">Sobre o estúdio</h1><div class="rich-text w-richtext">
<p>O Estúdio Jabaquara nasceu em 2016 na mesa da cozinha de Roberto "Beto" Kanashiro e Luana Ferraz dos Santos, dois designers que se conheceram na FAU-USP e passaram dez anos em agências da Faria Lima. O nome é o do bairro onde o Beto cresceu, no meio das quitandas e das padarias que até hoje são nossa maior referência.</p>
<p>A Luana é diretora de criação; o Beto cuida do atendimento, do financeiro e de convencer clientes de que menos é mais. Em 2020 chegou a Thaís Nakamura, designer sênior de embalagem, e em 2022 o Gustavo Brandão, que produz as fotografias de produto.</p>
<p>Trabalhamos com a gráfica Ipsis e com a ilustradora Mariana Zanetti sempre que um projeto pede desenho à mão.</p>
</div></div></section>
<section class="equipe"><div class="container">${W.dyn('pessoa-list', [
  ['Luana Ferraz dos Santos', 'sócia · diretora de criação', 'luana@estudiojabaquara.com.br'],
  ['Roberto Kanashiro', 'sócio · atendimento e negócios', 'beto@estudiojabaquara.com.br'],
  ['Thaís Nakamura', 'designer sênior', ''],
  ['Gustavo Brandão', 'fotografia de produto', ''],
].map(([n, c, m]) => `<div class="pessoa-cargo">${c}</div><div class="pessoa-nome">${n}</div>${m ? `<a class="pessoa-email" href="mailto:${m}">${m}</a>` : ''}`))}</div></section>` },
    { path: '/contato', file: 'contato.html', title: 'Contato · Estúdio Jabaquara',
      body: `<section class="contato"><div class="container"><h1 class="h1">Vamos conversar</h1><p>Mande um e-mail para <a href="mailto:oi@estudiojabaquara.com.br">oi@estudiojabaquara.com.br</a> ou preencha o formulário.</p>
${W.form('Contato', [{ id: 'nome', label: 'Nome', ph: 'Seu nome' }, { id: 'email', label: 'E-mail', type: 'email', ph: 'seu@email.com.br', req: true }, { id: 'mensagem', label: 'Mensagem', type: 'textarea' }], 'Enviar', 'Obrigado! Recebemos sua mensagem.', 'Ops! Algo deu errado.')}</div></section>` },
  ],
  truth: {
    emails: ['oi@estudiojabaquara.com.br', 'luana@estudiojabaquara.com.br', 'beto@estudiojabaquara.com.br'],
    emailKinds: { 'oi@estudiojabaquara.com.br': 'generic', 'luana@estudiojabaquara.com.br': 'person', 'beto@estudiojabaquara.com.br': 'person' },
    emailOwners: { 'luana@estudiojabaquara.com.br': 'Luana Ferraz dos Santos', 'beto@estudiojabaquara.com.br': 'Roberto Kanashiro' },
    contacts: [
      { name: 'Luana Ferraz dos Santos', title: 'sócia · diretora de criação', role: 'owner' },
      { name: 'Roberto Kanashiro', title: 'sócio · atendimento e negócios', role: 'owner' },
      { name: 'Thaís Nakamura', title: 'designer sênior', role: 'other' },
      { name: 'Gustavo Brandão', title: 'fotografia de produto', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h027 Elementor dental clinic, Barcelos (legal info, image boxes with combined title)
sites.push({
  id: 'h027-clinica-dentaria-barcelinhos', domain: 'clinicadentariabarcelinhos.pt', language: 'pt', shell: 'elementor', brand: 'Clínica Dentária de Barcelinhos', slug: 'cdbarcelinhos', skip: 'Saltar para o conteúdo',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'testimonials', 'email-mailto', 'email-footer'],
  nav: [['/', 'Início'], ['/a-clinica/', 'A clínica'], ['/equipa/', 'Equipa'], ['/informacao-legal/', 'Informação legal']],
  agency: ['geral@minhowebdesign.pt'],
  footer: E.sec(E.col(50, E.txt('<p>Clínica Dentária de Barcelinhos, Lda.<br>Largo da Porta Nova, 22 · 4755-058 Barcelos<br>253 811 402 · <a href="mailto:geral@clinicadentariabarcelinhos.pt">geral@clinicadentariabarcelinhos.pt</a></p>')), E.col(50, E.txt('<p style="font-size:11px">Website: Minho Web Design · geral@minhowebdesign.pt</p><p><a href="https://www.livroreclamacoes.pt">Livro de Reclamações</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Clínica Dentária de Barcelinhos | Medicina dentária em Barcelos',
      body: [
        E.sec(E.col(100, E.h('Sorrisos tratados com tempo', 'h1'), E.txt('<p>Medicina dentária geral, ortodontia, implantologia e odontopediatria. Acordos com SAMS, Médis e Multicare.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'A Dra. Joana tem uma paciência enorme com as crianças. O meu filho já não chora no dentista!', name: 'Sónia Pereira', job: 'mãe do Rodrigo' })), E.col(50, E.testimonial({ text: 'Fiz dois implantes com o Dr. Nuno e correu tudo lindamente.', name: 'Armando Faria', job: 'Esposende' }))),
      ].join('\n') },
    { path: '/a-clinica/', file: 'a-clinica.html', title: 'A clínica | Clínica Dentária de Barcelinhos',
      body: E.sec(E.col(100, E.h('A nossa história', 'h1'), E.txt(`<p>A clínica foi fundada em 1994 pelo Dr. Fernando Falcão, um dos primeiros médicos dentistas de Barcelos, num primeiro andar com vista para a ponte medieval. Quando se reformou, em 2014, passou a direção clínica à filha, a Dra. Joana Falcão, e ao genro, o Dr. Nuno Sá Carneiro, que se tinham conhecido na Faculdade de Medicina Dentária do Porto.</p>
<p>A Joana dedica-se à odontopediatria e à ortodontia; o Nuno à implantologia e à cirurgia oral. A higienista oral Carla Macedo está connosco desde 2009 e a receção é da Marisa, a Marisa Lopes, que conhece todos os doentes pelo nome (e os filhos, e os netos).</p>`))) },
    { path: '/equipa/', file: 'equipa.html', title: 'Equipa | Clínica Dentária de Barcelinhos',
      body: E.sec(
        E.col(25, E.ibox({ img: 'https://clinicadentariabarcelinhos.pt/wp-content/uploads/2021/09/joana.jpg', titleHtml: 'Dra. Joana Falcão | Diretora Clínica', descHtml: 'Odontopediatria e ortodontia · OMD 6412' })),
        E.col(25, E.ibox({ img: 'https://clinicadentariabarcelinhos.pt/wp-content/uploads/2021/09/nuno.jpg', titleHtml: 'Dr. Nuno Sá Carneiro | Sócio-gerente', descHtml: 'Implantologia e cirurgia oral · OMD 6870' })),
        E.col(25, E.ibox({ img: 'https://clinicadentariabarcelinhos.pt/wp-content/uploads/2021/09/carla.jpg', titleHtml: 'Carla Macedo', descHtml: 'Higienista oral' })),
        E.col(25, E.ibox({ img: 'https://clinicadentariabarcelinhos.pt/wp-content/uploads/2021/09/marisa.jpg', titleHtml: 'Marisa Lopes', descHtml: 'Receção e marcações · marcacoes@clinicadentariabarcelinhos.pt' }))) },
    { path: '/informacao-legal/', file: 'informacao-legal.html', title: 'Informação legal | Clínica Dentária de Barcelinhos',
      body: E.sec(E.col(100, E.h('Informação legal', 'h1'), E.txt('<p>Entidade: Clínica Dentária de Barcelinhos, Lda. · NIPC 503 228 110 · Capital social 5.000 €<br>Sede: Largo da Porta Nova, 22, 4755-058 Barcelos<br>Registo ERS n.º 18422 · Licença n.º 10977/2015<br>Diretora clínica: Dra. Joana Falcão (OMD 6412)<br>Sócio-gerente: Dr. Nuno Sá Carneiro</p>'))) },
  ],
  truth: {
    emails: ['geral@clinicadentariabarcelinhos.pt', 'marcacoes@clinicadentariabarcelinhos.pt'],
    emailKinds: { 'geral@clinicadentariabarcelinhos.pt': 'generic', 'marcacoes@clinicadentariabarcelinhos.pt': 'role' },
    contacts: [
      { name: 'Joana Falcão', title: 'Diretora Clínica', role: 'owner' },
      { name: 'Nuno Sá Carneiro', title: 'Sócio-gerente', role: 'owner' },
      { name: 'Carla Macedo', title: 'Higienista oral', role: 'other' },
      { name: 'Marisa Lopes', title: 'Receção e marcações', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h028 Divi accounting office, Curitiba
sites.push({
  id: 'h028-contabil-santa-felicidade', domain: 'contabilsantafelicidade.com.br', language: 'pt', shell: 'divi', brand: 'Contábil Santa Felicidade', slug: 'contabilsf', htmlLang: 'pt-BR', selectPage: 'Selecionar página',
  patterns: ['team-grid', 'about-prose', 'testimonials', 'email-obfuscated', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/quem-somos/', 'Quem somos'], ['/servicos/', 'Serviços'], ['/fale-conosco/', 'Fale conosco']],
  placeholder: ['seuemail@exemplo.com'],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Contábil Santa Felicidade S/S Ltda. · CRC-PR 009.221/O-4<br>Av. Manoel Ribas, 5120 · Santa Felicidade · Curitiba/PR<br>(41) 3272-0844 · contato (arroba) contabilsantafelicidade.com.br</p></div></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Contábil Santa Felicidade | Escritório de contabilidade em Curitiba',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Contabilidade para restaurantes, comércio e famílias desde 1981</h1><p>Abertura de empresas, Simples Nacional, folha de pagamento e imposto de renda.</p>')))),
        D.sec(D.row(
          D.col('1_2', D.testimonial({ text: '<p>Atendem a nossa cantina há três gerações. Nunca tivemos problema com a Receita.</p>', author: 'Ângelo Madalosso Filho', position: 'Sócio', company: 'Cantina Bosco Vêneto' })),
          D.col('1_2', D.testimonial({ text: '<p>A Giovana resolveu em uma semana o que outro escritório enrolou por meses.</p>', author: 'Priscila Yamada', position: 'Proprietária', company: 'Floricultura Jardim Botânico' })))),
      ].join('\n') },
    { path: '/quem-somos/', file: 'quem-somos.html', title: 'Quem somos | Contábil Santa Felicidade',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>Quem somos</h1>
<p>O escritório foi fundado em 1981 pelo seu Orlando Bortolini, filho de imigrantes vênetos, num sobrado da Via Vêneto, entre uma cantina e uma vinícola. Ele fazia a contabilidade de metade do bairro com uma máquina de calcular Facit e um caderno de capa dura. Seu Orlando faleceu em 2010, e o escritório passou para os filhos, Giovana Bortolini Zanon e Marcelo Bortolini, contadores formados pela UFPR.</p>
<p>Hoje a Giovana é a diretora do escritório e responsável técnica perante o CRC; o Marcelo cuida da área fiscal e tributária. O departamento pessoal é chefiado pela Cláudia Ribas, que está conosco há vinte anos, e quem atende o telefone é o Everton, estagiário de Ciências Contábeis na PUCPR.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Giovana Bortolini Zanon', title: 'Diretora · Contadora CRC-PR 048.221/O-9', bio: '<p>giovana (arroba) contabilsantafelicidade.com.br</p>', img: '/wp-content/uploads/2020/08/giovana.jpg' })),
          D.col('1_3', D.team({ name: 'Marcelo Bortolini', title: 'Fiscal e tributário', bio: '<p>marcelo (arroba) contabilsantafelicidade.com.br</p>', img: '/wp-content/uploads/2020/08/marcelo.jpg' })),
          D.col('1_3', D.team({ name: 'Cláudia Ribas', title: 'Departamento pessoal', bio: '<p>dp (arroba) contabilsantafelicidade.com.br</p>', img: '/wp-content/uploads/2020/08/claudia.jpg' })))),
      ].join('\n') },
    { path: '/servicos/', file: 'servicos.html', title: 'Serviços | Contábil Santa Felicidade',
      body: D.sec(D.row(D.col('1_3', D.blurb({ title: 'Abertura de empresas', html: '<p>MEI, ME e EPP.</p>' })), D.col('1_3', D.blurb({ title: 'Folha de pagamento', html: '<p>eSocial e FGTS Digital.</p>' })), D.col('1_3', D.blurb({ title: 'Imposto de Renda', html: '<p>Pessoa física e carnê-leão.</p>' })))) },
    { path: '/fale-conosco/', file: 'fale-conosco.html', title: 'Fale conosco | Contábil Santa Felicidade',
      body: D.sec(D.row(D.col('1_2', D.text('<h1>Fale conosco</h1><p>(41) 3272-0844 · WhatsApp (41) 99104-2277<br>contato (arroba) contabilsantafelicidade.com.br</p>')), D.col('1_2', D.text('<form class="et_pb_contact_form"><p class="et_pb_contact_field"><input type="text" placeholder="Nome"></p><p class="et_pb_contact_field"><input type="text" placeholder="seuemail@exemplo.com"></p><p class="et_pb_contact_field"><textarea placeholder="Mensagem"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form>')))) },
  ],
  truth: {
    emails: ['contato@contabilsantafelicidade.com.br', 'giovana@contabilsantafelicidade.com.br', 'marcelo@contabilsantafelicidade.com.br', 'dp@contabilsantafelicidade.com.br'],
    emailKinds: { 'contato@contabilsantafelicidade.com.br': 'generic', 'giovana@contabilsantafelicidade.com.br': 'person', 'marcelo@contabilsantafelicidade.com.br': 'person', 'dp@contabilsantafelicidade.com.br': 'role' },
    emailOwners: { 'giovana@contabilsantafelicidade.com.br': 'Giovana Bortolini Zanon', 'marcelo@contabilsantafelicidade.com.br': 'Marcelo Bortolini' },
    contacts: [
      { name: 'Giovana Bortolini Zanon', title: 'Diretora · Contadora CRC-PR 048.221/O-9', role: 'owner' },
      { name: 'Marcelo Bortolini', title: 'Fiscal e tributário', role: 'owner' },
      { name: 'Cláudia Ribas', title: 'Departamento pessoal', role: 'operations' },
      { name: 'Everton', title: 'estagiário de Ciências Contábeis', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h029 WordPress quinta, Douro (JSON-LD founder deceased, family prose)
sites.push({
  id: 'h029-quinta-ribeira-tabuaco', domain: 'quintaribeiratabuaco.pt', language: 'pt', shell: 'wp', brand: 'Quinta da Ribeira de Tabuaço', slug: 'quinta-ribeira', skip: 'Avançar para o conteúdo', year: 2018,
  patterns: ['about-prose', 'jsonld-person', 'email-text', 'email-jsonld', 'testimonials', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/a-familia/', 'A família'], ['/alojamento/', 'Alojamento'], ['/contactos/', 'Contactos']],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":["LodgingBusiness","Winery"],"name":"Quinta da Ribeira de Tabuaço","url":"https://quintaribeiratabuaco.pt/","email":"reservas@quintaribeiratabuaco.pt","founder":{"@type":"Person","name":"Albino Teixeira Pinto","deathDate":"2008"},"employee":{"@type":"Person","name":"Catarina Teixeira Pinto","jobTitle":"Gestora","email":"catarina@quintaribeiratabuaco.pt"},"address":{"@type":"PostalAddress","addressLocality":"Tabuaço","postalCode":"5120-431","addressCountry":"PT"}}</script>`,
  footer: `<div class="site-footer-primary-section-1 site-footer-section"><section class="widget"><p>Quinta da Ribeira de Tabuaço · Estrada Municipal 1102 · 5120-431 Tabuaço · Douro · RNET 10422</p><p>reservas@quintaribeiratabuaco.pt · +351 254 789 120</p></section></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Quinta da Ribeira de Tabuaço – Turismo rural e vinhos do Douro', h1: 'Vinho, xisto e silêncio',
      body: `<p>Uma quinta familiar de 22 hectares na margem do rio Távora, com cinco quartos, piscina de água salgada e provas de vinho na adega de 1890.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Vinhos</h3><p>Douro DOC tinto, branco Rabigato e um Porto Tawny 20 anos chamado "Avô Albino".</p></div><div class="wp-block-column"><h3>Vindimas</h3><p>Em setembro, os hóspedes podem vindimar e pisar uvas no lagar.</p></div></div>
<blockquote class="wp-block-quote"><p>A Dona Fernanda faz o melhor cabrito assado que já comemos. E o pôr do sol no terraço...</p><cite>Hans e Ulrike Becker, Colónia — Booking.com</cite></blockquote>` },
    { path: '/a-familia/', file: 'a-familia.html', title: 'A família – Quinta da Ribeira de Tabuaço', h1: 'A família',
      body: `<p>A quinta está na família desde 1931, mas foi o meu avô, Albino Teixeira Pinto, quem replantou as vinhas em socalcos depois da filoxera tardia dos anos 60 e construiu a casa onde hoje recebemos hóspedes. Morreu em 2008, no meio da vindima, como sempre disse que queria.</p>
<p>Os meus pais, Manuel e Fernanda Teixeira Pinto, transformaram a casa em turismo rural em 2002. O meu pai, Manuel Teixeira Pinto, continua a tratar das vinhas com o caseiro, o Sr. Abílio Cardoso, e a minha mãe, a D. Fernanda, é a rainha da cozinha — é ela quem faz os jantares de quinta-feira.</p>
<p>Eu, Catarina Teixeira Pinto, voltei de Londres em 2017 para gerir a quinta e a parte do alojamento. O vinho é feito pelo enólogo consultor Luís Seabra, que também trabalha para outras quintas do Douro.</p>
<figure class="wp-block-image"><img src="https://quintaribeiratabuaco.pt/wp-content/uploads/2018/06/familia-vindima.jpg" alt="" srcset="https://quintaribeiratabuaco.pt/wp-content/uploads/2018/06/familia-vindima.jpg 1x, https://quintaribeiratabuaco.pt/wp-content/uploads/2018/06/familia-vindima@2x.jpg 2x"/><figcaption>Manuel, Fernanda e Catarina na vindima de 2019</figcaption></figure>` },
    { path: '/alojamento/', file: 'alojamento.html', title: 'Alojamento – Quinta da Ribeira de Tabuaço', h1: 'Alojamento',
      body: `<figure class="wp-block-table"><table><tbody><tr><td>Quarto Touriga</td><td>Casal, vista rio</td><td>120 €</td></tr><tr><td>Quarto Rabigato</td><td>Duplo</td><td>105 €</td></tr><tr><td>Casa do Lagar</td><td>T1 com cozinha</td><td>160 €</td></tr></tbody></table></figure><p>Pequeno-almoço incluído. Jantar às quintas-feiras, por marcação.</p>` },
    { path: '/contactos/', file: 'contactos.html', title: 'Contactos – Quinta da Ribeira de Tabuaço', h1: 'Contactos',
      body: `<p>Reservas: reservas@quintaribeiratabuaco.pt<br>Telefone: +351 254 789 120 (Catarina)<br>Vinhos e distribuição: vinhos@quintaribeiratabuaco.pt</p><p>Coordenadas GPS: 41.1174, -7.5682</p>` },
  ],
  truth: {
    emails: ['reservas@quintaribeiratabuaco.pt', 'catarina@quintaribeiratabuaco.pt', 'vinhos@quintaribeiratabuaco.pt'],
    emailKinds: { 'reservas@quintaribeiratabuaco.pt': 'role', 'catarina@quintaribeiratabuaco.pt': 'person', 'vinhos@quintaribeiratabuaco.pt': 'role' },
    emailOwners: { 'catarina@quintaribeiratabuaco.pt': 'Catarina Teixeira Pinto' },
    contacts: [
      { name: 'Catarina Teixeira Pinto', title: 'Gestora', role: 'owner' },
      { name: 'Manuel Teixeira Pinto', title: null, role: 'owner' },
      { name: 'Fernanda Teixeira Pinto', title: null, role: 'owner' },
      { name: 'Abílio Cardoso', title: 'caseiro', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h030 Wix music school, Florianópolis
sites.push({
  id: 'h030-escola-musica-ribeirao-da-ilha', domain: 'musicaribeiraodailha.com.br', language: 'pt', shell: 'wix', brand: 'Escola de Música Ribeirão da Ilha', slug: 'musicaribeirao', country: 'BR',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'event-speakers', 'email-mailto', 'email-text'],
  nav: [['/', 'Início'], ['/nossa-historia', 'Nossa história'], ['/professores', 'Professores'], ['/contato', 'Contato']],
  placeholder: ['seuemail@gmail.com'],
  footer: X.text(['Escola de Música Ribeirão da Ilha · Rod. Baldicero Filomeno, 4210 · Florianópolis/SC · (48) 3337-1190'], { top: 10, left: 20, w: 900, font: 'font_9' }),
  pages: [
    { path: '/', file: 'index.html', title: 'Escola de Música Ribeirão da Ilha | Florianópolis',
      body: X.box([X.text([{ tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">Música no sul da Ilha</span>' }, 'Violão, piano, canto, cavaquinho e musicalização infantil.'], { top: 60, left: 40, w: 600 })].join(''), { h: 300 })
        + X.box([X.text([{ tag: 'h3', font: 'font_4', html: '<span class="wixui-rich-text__text">Festival de Inverno 2024 — convidados</span>' }, 'Yamandu Prates (violão de 7 cordas) — masterclass sábado 15h', 'Dona Zenaide do Boi de Mamão — oficina de cantigas açorianas', 'Quarteto Desterro — concerto de encerramento'], { top: 20, left: 40, w: 600 })].join(''), { h: 260 })
        + X.box([X.text(['“Minha filha de 6 anos sai da aula cantando. A tia Jaque é um amor.”', '— Fernanda Luz, mãe da Alice'], { top: 20, left: 40, w: 420 }), X.text(['“Comecei piano aos 60 anos com o professor Henrique. Nunca é tarde!”', '— Sr. Osmar Silveira'], { top: 20, left: 520, w: 420 })].join(''), { h: 200 }) },
    { path: '/nossa-historia', file: 'nossa-historia.html', title: 'Nossa história | Escola de Música Ribeirão da Ilha',
      body: X.box([X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">Nossa história</span>' },
        'A escola começou em 2008 na varanda da casa da professora Jaqueline Koerich, de frente para a baía, com quatro alunos de violão e uma cadeira de praia. A Jaque tinha voltado de oito anos na Alemanha, onde estudou canto coral em Leipzig, e queria que as crianças do Ribeirão tivessem o que ela não teve.',
        'Em 2012 o marido dela, Henrique Koerich, pianista e afinador, largou o emprego no banco e virou sócio. Hoje a Jaque é a diretora pedagógica e o Henrique cuida da administração e das aulas de piano.',
        'A secretaria é da Bruna Caldeira, que organiza horários, matrículas e o nosso Festival de Inverno.'], { top: 20, left: 40, w: 560 }), X.img('varanda.jpg', { top: 20, left: 640, w: 300, h: 380, alt: 'A primeira turma na varanda' })].join(''), { h: 480 }) },
    { path: '/professores', file: 'professores.html', title: 'Professores | Escola de Música Ribeirão da Ilha',
      body: X.box([
        X.img('jaque.jpg', { top: 0, left: 40, w: 200, h: 200 }), X.text(['<span style="font-weight:bold">Jaqueline Koerich</span>', 'Diretora pedagógica · canto e musicalização'], { top: 210, left: 40, w: 220 }),
        X.img('henrique.jpg', { top: 0, left: 280, w: 200, h: 200 }), X.text(['<span style="font-weight:bold">Henrique Koerich</span>', 'Piano · administração'], { top: 210, left: 280, w: 220 }),
        X.img('caio.jpg', { top: 0, left: 520, w: 200, h: 200 }), X.text(['Violão e cavaquinho', '<span style="font-weight:bold">Caio Andrade</span>'], { top: 210, left: 520, w: 220 }),
        X.img('bruna.jpg', { top: 0, left: 760, w: 200, h: 200 }), X.text(['Secretaria', '<span style="font-weight:bold">Bruna Caldeira</span>', 'secretaria@musicaribeiraodailha.com.br'], { top: 210, left: 760, w: 220 }),
      ].join(''), { h: 320 }) },
    { path: '/contato', file: 'contato.html', title: 'Contato | Escola de Música Ribeirão da Ilha',
      body: X.box([X.text(['Matrículas abertas o ano todo. Escreva para <a href="mailto:secretaria@musicaribeiraodailha.com.br" class="wixui-rich-text__text">secretaria@musicaribeiraodailha.com.br</a> ou chame no WhatsApp (48) 99622-4018.'], { top: 20, left: 40, w: 600 }),
        `<form class="wixui-form"><input type="text" placeholder="Nome do aluno"><input type="email" placeholder="seuemail@gmail.com"><button class="wixui-button">Enviar</button></form>`].join(''), { h: 300 }) },
  ],
  truth: {
    emails: ['secretaria@musicaribeiraodailha.com.br'],
    emailKinds: { 'secretaria@musicaribeiraodailha.com.br': 'role' },
    contacts: [
      { name: 'Jaqueline Koerich', title: 'Diretora pedagógica · canto e musicalização', role: 'owner' },
      { name: 'Henrique Koerich', title: 'Piano · administração', role: 'owner' },
      { name: 'Caio Andrade', title: 'Violão e cavaquinho', role: 'other' },
      { name: 'Bruna Caldeira', title: 'Secretaria', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h031 Bootstrap engineering consultancy, Coimbra (seminar speakers)
sites.push({
  id: 'h031-mondego-engenharia-coimbra', domain: 'mondegoengenharia.pt', language: 'pt', shell: 'bootstrap', brand: 'Mondego Engenharia', slug: 'mondego',
  patterns: ['team-grid', 'event-speakers', 'about-prose', 'jsonld-person', 'microdata-person', 'email-in-person-card', 'email-mailto', 'email-jsonld', 'client-list'],
  nav: [['/', 'Início'], ['/quem-somos.html', 'Quem somos'], ['/seminario.html', 'Seminário 2024'], ['/contactos.html', 'Contactos']],
  agency: ['ola@coimbradigital.pt'],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Mondego Engenharia, Lda.","url":"https://mondegoengenharia.pt","email":"geral@mondegoengenharia.pt","employee":[{"@type":"Person","name":"Eng.ª Helena Quaresma","jobTitle":"Sócia-gerente"},{"@type":"Person","name":"Eng. Vasco Pinho Antunes","jobTitle":"Diretor técnico"}]}</script>`,
  footer: `<div class="row small"><div class="col-md-6">Mondego Engenharia, Lda. · Av. Fernão de Magalhães, 480, 3.º · 3000-177 Coimbra<br>geral@mondegoengenharia.pt · 239 851 300</div><div class="col-md-6 text-md-end text-muted">Desenvolvido por Coimbra Digital · ola@coimbradigital.pt</div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Mondego Engenharia | Projeto de estruturas e reabilitação',
      body: `<div class="container py-5"><h1 class="display-6">Estruturas, reabilitação sísmica e fiscalização de obra</h1><p class="lead">Desde 2003 na região Centro.</p>
<h2 class="h5 mt-5">Alguns clientes</h2><ul class="list-unstyled row row-cols-md-3"><li class="col">Universidade de Coimbra</li><li class="col">Câmara Municipal de Penacova</li><li class="col">Santa Casa da Misericórdia de Condeixa</li><li class="col">Infraestruturas de Portugal</li><li class="col">Hotel Quinta das Lágrimas</li><li class="col">Construtora Irmãos Cavaco</li></ul></div>` },
    { path: '/quem-somos.html', file: 'quem-somos.html', title: 'Quem somos | Mondego Engenharia',
      body: `<div class="container py-5"><h1>Quem somos</h1><p class="col-lg-8">A Mondego Engenharia foi criada em 2003 por Helena Quaresma e Vasco Pinho Antunes, colegas do Departamento de Engenharia Civil da Universidade de Coimbra. Ela vinha da direção de obra na Teixeira Duarte; ele, da investigação em sismologia com o professor Aníbal Costa, de quem foi assistente. Hoje a Helena é sócia-gerente e o Vasco diretor técnico. A coordenação de fiscalização está a cargo da Eng.ª Rita Sobral e a parte administrativa é do Sr. Carlos Neves, que trabalha connosco desde o primeiro dia.</p>
<div class="row g-4 mt-3">
<div class="col-md-3"><div class="card"><div class="card-body"><h5 class="card-title">Eng.ª Helena Quaresma</h5><h6 class="card-subtitle mb-2 text-body-secondary">Sócia-gerente</h6><p class="card-text"><a href="mailto:hquaresma@mondegoengenharia.pt">hquaresma@mondegoengenharia.pt</a></p></div></div></div>
<div class="col-md-3"><div class="card"><div class="card-body"><h5 class="card-title">Eng. Vasco Pinho Antunes</h5><h6 class="card-subtitle mb-2 text-body-secondary">Diretor técnico</h6><p class="card-text"><a href="mailto:vantunes@mondegoengenharia.pt">vantunes@mondegoengenharia.pt</a></p></div></div></div>
<div class="col-md-3"><div class="card" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Eng.ª Rita Sobral</h5><h6 class="card-subtitle mb-2 text-body-secondary" itemprop="jobTitle">Coordenadora de fiscalização</h6></div></div></div>
<div class="col-md-3"><div class="card" itemscope itemtype="https://schema.org/Person"><div class="card-body"><h5 class="card-title" itemprop="name">Carlos Neves</h5><h6 class="card-subtitle mb-2 text-body-secondary" itemprop="jobTitle">Administrativo e financeiro</h6></div></div></div>
</div></div>` },
    { path: '/seminario.html', file: 'seminario.html', title: 'Seminário 2024 | Mondego Engenharia',
      body: `<div class="container py-5"><h1>Seminário "Reabilitar o Centro Histórico" — 23 de maio</h1><p>Auditório da Reitoria da Universidade de Coimbra. Entrada livre, inscrição obrigatória.</p>
<table class="table table-striped"><thead><tr><th>Hora</th><th>Orador</th><th>Tema</th></tr></thead><tbody>
<tr><td>09h30</td><td>Prof. Doutor Aníbal Costa (Universidade de Aveiro)</td><td>Alvenarias antigas e sismo</td></tr>
<tr><td>10h30</td><td>Arq.ª Teresa Veloso Gomes, Direção Regional de Cultura do Centro</td><td>Licenciamento em zonas classificadas</td></tr>
<tr><td>11h30</td><td>Eng. Paulo Roque, Construtora Irmãos Cavaco</td><td>Casos de obra na Baixa de Coimbra</td></tr>
<tr><td>14h30</td><td>Eng. Vasco Pinho Antunes, Mondego Engenharia</td><td>Reforço com lâminas de madeira</td></tr>
</tbody></table><p>Inscrições: <a href="mailto:seminario@mondegoengenharia.pt">seminario@mondegoengenharia.pt</a></p></div>` },
    { path: '/contactos.html', file: 'contactos.html', title: 'Contactos | Mondego Engenharia',
      body: `<div class="container py-5"><h1>Contactos</h1><p>Geral: <a href="mailto:geral@mondegoengenharia.pt">geral@mondegoengenharia.pt</a><br>Tel. 239 851 300</p></div>` },
  ],
  truth: {
    emails: ['geral@mondegoengenharia.pt', 'hquaresma@mondegoengenharia.pt', 'vantunes@mondegoengenharia.pt', 'seminario@mondegoengenharia.pt'],
    emailKinds: { 'geral@mondegoengenharia.pt': 'generic', 'hquaresma@mondegoengenharia.pt': 'person', 'vantunes@mondegoengenharia.pt': 'person', 'seminario@mondegoengenharia.pt': 'role' },
    emailOwners: { 'hquaresma@mondegoengenharia.pt': 'Helena Quaresma', 'vantunes@mondegoengenharia.pt': 'Vasco Pinho Antunes' },
    contacts: [
      { name: 'Helena Quaresma', title: 'Sócia-gerente', role: 'owner' },
      { name: 'Vasco Pinho Antunes', title: 'Diretor técnico', role: 'owner' },
      { name: 'Rita Sobral', title: 'Coordenadora de fiscalização', role: 'operations' },
      { name: 'Carlos Neves', title: 'Administrativo e financeiro', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h032 hand-written funeral agency, Mangualde (necrologia)
sites.push({
  id: 'h032-funeraria-lusitania-mangualde', domain: 'funerarialusitania-mangualde.pt', language: 'pt', shell: 'hand', brand: 'Agência Funerária Lusitânia', slug: 'lusitania', color: '#1f2a38', css: 'css/estilo.css',
  patterns: ['obituary', 'about-prose', 'definition-list', 'broken-markup', 'email-text', 'email-obfuscated', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/necrologia.htm', 'Necrologia'], ['/historia.htm', 'A nossa história'], ['/contactos.htm', 'Contactos']],
  footer: `<FONT FACE="Tahoma" SIZE=1>Agência Funerária Lusitânia, Lda. - Rua Dr. Francisco Sá Carneiro, 67 - 3530-112 Mangualde - Tel. 232 612 448 - Serviço permanente 24h: 917 220 310</FONT>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Agência Funerária Lusitânia - Mangualde',
      body: `<CENTER><FONT FACE="Georgia" SIZE=5>Agência Funerária Lusitânia</FONT><BR><FONT FACE="Tahoma" SIZE=2>Desde 1952 ao serviço das famílias de Mangualde, Nelas e Penalva do Castelo</FONT></CENTER><P>
<FONT FACE="Tahoma" SIZE=2>Funerais, cremações, trasladações nacionais e internacionais, flores e lápides.<BR>Capela mortuária própria na Rua da Lusitânia.</FONT>` },
    { path: '/necrologia.htm', file: 'necrologia.htm', title: 'Necrologia - Agência Funerária Lusitânia',
      body: `<FONT FACE="Tahoma" SIZE=3><B>Necrologia</B></FONT><P>
<TABLE WIDTH=100% BORDER=0 CELLPADDING=6>
<TR><TD VALIGN=top><IMG SRC="img/cruz.gif" WIDTH=20></TD><TD><FONT FACE="Tahoma" SIZE=2><B>Maria da Conceição Almeida Figueiredo</B>, 88 anos, natural de Chãs de Tavares. Viúva de José Figueiredo. Funeral dia 14, às 15h, da Capela Mortuária da Lusitânia para o cemitério de Chãs de Tavares. A família agradece.</FONT></TD></TR>
<TR><TD VALIGN=top><IMG SRC="img/cruz.gif" WIDTH=20></TD><TD><FONT FACE="Tahoma" SIZE=2><B>António Manuel Lopes Cardoso</B>, 71 anos, residente em Mangualde. Deixa esposa, Ana Lopes, e os filhos Rui e Sandra. Missa de corpo presente na Igreja Matriz, dia 12, às 10h.</TD></TR>
<TR><TD VALIGN=top><IMG SRC="img/cruz.gif" WIDTH=20></TD><TD><FONT FACE="Tahoma" SIZE=2><B>Joaquim Pais Marques</B> ("Quim da Serração"), 93 anos, Nelas. Funeral dia 10.</FONT></TD></TR>
<TR><TD VALIGN=top><IMG SRC="img/cruz.gif" WIDTH=20></TD><TD><FONT FACE="Tahoma" SIZE=2><B>Albertina de Jesus Sousa</B>, 97 anos, Penalva do Castelo. Cremação em Viseu.</FONT></TD></TR>
</TABLE>
<P><FONT FACE="Tahoma" SIZE=1>Para publicar um anúncio de falecimento contacte-nos: necrologia[arroba]funerarialusitania-mangualde.pt</FONT>` },
    { path: '/historia.htm', file: 'historia.htm', title: 'A nossa história - Agência Funerária Lusitânia',
      body: `<FONT FACE="Tahoma" SIZE=2><B>A nossa história</B><P>
A agência foi fundada em 1952 pelo meu bisavô, Adelino Tavares, que era carpinteiro e fazia as urnas à mão na oficina das traseiras. Passou para o meu avô, Fernando Tavares, e depois para o meu pai, Jorge Tavares, que se reformou em 2016 mas ainda nos ajuda quando é preciso.
<P>Hoje a agência é gerida por mim, Luís Tavares Ferreira, e pela minha irmã, Marta Tavares Ferreira, que trata da parte administrativa e das flores. Trabalham connosco o Sr. Amadeu Rocha, motorista e agente funerário há vinte e cinco anos, e a D. Graça Pinto, que prepara a capela.
<P><B>Quem somos</B>
<DL>
<DT>Luís Tavares Ferreira
<DD>Sócio-gerente, agente funerário
<DT>Marta Tavares Ferreira
<DD>Administração e flores
<DT>Amadeu Rocha
<DD>Motorista e agente funerário
</DL>
<P>Sócio-gerente: Luís Tavares Ferreira - Agente funerário licenciado DGAE n.º 1184
</FONT>` },
    { path: '/contactos.htm', file: 'contactos.htm', title: 'Contactos - Agência Funerária Lusitânia',
      body: `<FONT FACE="Tahoma" SIZE=2><B>Contactos</B><P>Escritório: 232 612 448<BR>Serviço permanente: 917 220 310 (Luís) / 917 220 311 (Marta)<BR>E-mail: funerarialusitania@gmail.com<BR><P>Horário do escritório: 9h-12h30 / 14h-19h` },
  ],
  truth: {
    emails: ['funerarialusitania@gmail.com', 'necrologia@funerarialusitania-mangualde.pt'],
    emailKinds: { 'funerarialusitania@gmail.com': 'generic', 'necrologia@funerarialusitania-mangualde.pt': 'role' },
    contacts: [
      { name: 'Luís Tavares Ferreira', title: 'Sócio-gerente', role: 'owner' },
      { name: 'Marta Tavares Ferreira', title: null, role: 'operations' },
      { name: 'Amadeu Rocha', title: 'motorista e agente funerário', role: 'other' },
      { name: 'Graça Pinto', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h033 Squarespace restaurant, Paraty (chef story, suppliers, press)
sites.push({
  id: 'h033-casa-cambuca-paraty', domain: 'casacambucaparaty.com.br', language: 'pt', shell: 'squarespace', brand: 'Casa Cambucá', slug: 'casa-cambuca', htmlLang: 'pt-BR',
  headExtra: `<link rel="preload" as="image" href="https://images.squarespace-cdn.com/content/v1/5f1a2b3c4d5e6f7a8b9c0d1e/hero-paraty@3x.webp?format=2500w">`,
  patterns: ['about-prose', 'team-grid', 'testimonials', 'name-lookalikes', 'email-mailto', 'email-footer'],
  nav: [['/', 'Início'], ['/quem-somos', 'Quem somos'], ['/reservas', 'Reservas']],
  placeholder: ['seu@email.com'],
  footer: S.sec(S.col(12, S.html('<p style="text-align:center">Casa Cambucá · Rua Dona Geralda, 177 · Centro Histórico · Paraty/RJ · <a href="mailto:reservas@casacambucaparaty.com.br">reservas@casacambucaparaty.com.br</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Casa Cambucá · Cozinha caiçara em Paraty',
      body: [
        S.sec(S.col(12, S.html('<h1>Cozinha caiçara, peixe do dia e cachaça de alambique</h1><p>Jantar de quarta a domingo, almoço aos sábados e domingos.</p>'))),
        S.sec(S.col(6, S.quote({ text: 'O azul-marinho de banana verde da chef Dandara é um dos pratos mais bonitos do litoral brasileiro.', source: 'Luiza Fecarotta, Guia Quatro Rodas' })), S.col(6, S.quote({ text: 'Fomos por causa do peixe e voltamos por causa das pessoas.', source: 'Carla e Rogério, de Belo Horizonte' }))),
      ].join('\n') },
    { path: '/quem-somos', file: 'quem-somos.html', title: 'Quem somos · Casa Cambucá',
      body: [
        S.sec(S.col(7, S.html(`<h2>Quem somos</h2>
<p>A Casa Cambucá é a casa da chef Dandara Conceição e do sommelier Felipe Rangel. A Dandara cresceu na praia do Sono, filha de pescador, e aprendeu a cozinhar com a avó, dona Benedita, que fazia o azul-marinho mais famoso da Trindade. Depois de dez anos em cozinhas de São Paulo — a última foi a de Helena Rizzo, no Maní — voltou para Paraty em 2018.</p>
<p>O Felipe, carioca de Vila Isabel, cuida do salão, da carta de vinhos e das quarenta cachaças da casa. Na cozinha, o braço direito da Dandara é o sous-chef Wellington Ramos, o Tom, e no salão quem recebe é a maître Jéssica Oliveira.</p>
<p>O peixe vem todos os dias da canoa do seu Dito Mendonça, na Praia do Sono, e a farinha de mandioca da casa de farinha da família Araújo, no quilombo do Campinho.</p>`)), S.col(5,
          S.img({ src: 'dandara.jpg', alt: 'Chef Dandara Conceição', caption: '<p><strong>Dandara Conceição</strong><br>chef e sócia</p>' }),
          S.img({ src: 'felipe.jpg', alt: 'Felipe Rangel', caption: '<p><strong>Felipe Rangel</strong><br>sommelier e sócio</p>' }))),
      ].join('\n') },
    { path: '/reservas', file: 'reservas.html', title: 'Reservas · Casa Cambucá',
      body: S.sec(S.col(6, S.html('<h2>Reservas</h2><p>Pelo e-mail <a href="mailto:reservas@casacambucaparaty.com.br?subject=Reserva">reservas@casacambucaparaty.com.br</a> ou WhatsApp (24) 99871-3302. Eventos e grupos: fale com o Felipe, felipe@casacambucaparaty.com.br.</p>')), S.col(6, S.form([{ type: 'name', label: 'Nome', req: true }, { type: 'email', label: 'E-mail', ph: 'seu@email.com', req: true }, { type: 'textarea', label: 'Data, horário e número de pessoas' }], 'Reservar'))) },
  ],
  truth: {
    emails: ['reservas@casacambucaparaty.com.br', 'felipe@casacambucaparaty.com.br'],
    emailKinds: { 'reservas@casacambucaparaty.com.br': 'role', 'felipe@casacambucaparaty.com.br': 'person' },
    emailOwners: { 'felipe@casacambucaparaty.com.br': 'Felipe Rangel' },
    contacts: [
      { name: 'Dandara Conceição', title: 'chef e sócia', role: 'owner' },
      { name: 'Felipe Rangel', title: 'sommelier e sócio', role: 'owner' },
      { name: 'Wellington Ramos', title: 'sous-chef', role: 'other' },
      { name: 'Jéssica Oliveira', title: 'maître', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h034 Webflow real estate, Cascais (agents with emails, testimonials)
sites.push({
  id: 'h034-imoveis-birre-cascais', domain: 'imoveisbirre.pt', language: 'pt', shell: 'webflow', brand: 'Birre Imóveis', slug: 'birre',
  patterns: ['team-grid', 'about-prose', 'testimonials', 'legal-notice', 'email-in-person-card', 'email-mailto', 'name-lookalikes'],
  nav: [['/', 'Imóveis'], ['/equipa', 'Equipa'], ['/contactos', 'Contactos']],
  placeholder: ['o.seu@email.pt'],
  footer: `<div class="footer-content"><div>Birre Imóveis — Mediação Imobiliária, Lda. · AMI 14022 · NIPC 514 229 873</div><div>Rua de Birre, 112 · 2750-125 Cascais · <a href="mailto:info@imoveisbirre.pt" class="footer-link">info@imoveisbirre.pt</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Birre Imóveis · Moradias e apartamentos em Cascais',
      body: `<section class="hero"><div class="container"><h1 class="hero-title">Casas em Cascais, vendidas por quem cá vive.</h1></div></section>
<section class="listings"><div class="container">${W.dyn('imovel-grid', [
  `<a href="/imoveis/moradia-quinta-da-marinha" class="imovel-card w-inline-block"><div class="imovel-tipo">Moradia T4</div><div class="imovel-local">Quinta da Marinha</div><div class="imovel-preco">2.450.000 €</div></a>`,
  `<a href="/imoveis/apartamento-monte-estoril" class="imovel-card w-inline-block"><div class="imovel-tipo">Apartamento T2</div><div class="imovel-local">Monte Estoril</div><div class="imovel-preco">690.000 €</div></a>`,
  `<a href="/imoveis/moradia-areia" class="imovel-card w-inline-block"><div class="imovel-tipo">Moradia T3</div><div class="imovel-local">Areia, Guincho</div><div class="imovel-preco">1.150.000 €</div></a>`,
])}</div></section>
<section class="testemunhos"><div class="container"><div class="testemunho"><p>“A Sofia vendeu a casa dos meus pais em três semanas, com um cuidado enorme.”</p><div class="testemunho-autor">Pedro Marques Vaz</div></div><div class="testemunho"><p>“Mudámo-nos de Amesterdão e o Duarte tratou de tudo, até do NIF.”</p><div class="testemunho-autor">Femke &amp; Joost van der Berg</div></div></div></section>` },
    { path: '/equipa', file: 'equipa.html', title: 'Equipa · Birre Imóveis',
      body: `<section class="equipa"><div class="container narrow"><h1 class="h1">Quem somos</h1><div class="rich-text w-richtext"><p>A Birre Imóveis foi fundada em 2011 por Sofia Mascarenhas e pelo seu irmão, Duarte Mascarenhas, que cresceram na Rua de Birre e conhecem Cascais rua a rua. A Sofia tinha sido diretora comercial de uma grande rede imobiliária; o Duarte vinha da advocacia. Em 2019 juntou-se a consultora Inês Gago da Câmara, e a gestão do escritório está nas mãos do Rodrigo Pimentel.</p></div></div>
<div class="container">${W.dyn('agente-list', [
  ['Sofia Mascarenhas', 'Sócia-gerente · Consultora', 'sofia@imoveisbirre.pt', '+351 916 204 771'],
  ['Duarte Mascarenhas', 'Sócio · Consultor (EN / FR)', 'duarte@imoveisbirre.pt', '+351 916 204 772'],
  ['Inês Gago da Câmara', 'Consultora imobiliária', 'ines@imoveisbirre.pt', '+351 916 204 775'],
  ['Rodrigo Pimentel', 'Gestão de escritório e processos', 'processos@imoveisbirre.pt', '+351 214 860 233'],
].map(([n, c, m, t]) => `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_agente.jpg" loading="lazy" alt="" class="agente-foto"><div class="agente-info"><div class="agente-nome">${n}</div><div class="agente-cargo">${c}</div><a href="mailto:${m}" class="agente-link">${m}</a><a href="tel:${t.replace(/ /g, '')}" class="agente-link">${t}</a></div>`))}</div></section>` },
    { path: '/contactos', file: 'contactos.html', title: 'Contactos · Birre Imóveis',
      body: `<section class="contactos"><div class="container"><h1 class="h1">Contactos</h1><p>Escritório: Rua de Birre, 112, Cascais · 214 860 233 · <a href="mailto:info@imoveisbirre.pt">info@imoveisbirre.pt</a></p>
${W.form('Contacto', [{ id: 'nome', label: 'Nome', ph: 'Nome' }, { id: 'email', label: 'Email', type: 'email', ph: 'o.seu@email.pt', req: true }], 'Enviar', 'Obrigado! Entraremos em contacto brevemente.', 'Ocorreu um erro.')}
<p class="small">Mediação imobiliária licenciada pelo IMPIC, AMI 14022. Gerência: Sofia Mascarenhas. Livro de Reclamações eletrónico disponível.</p></div></section>` },
  ],
  truth: {
    emails: ['info@imoveisbirre.pt', 'sofia@imoveisbirre.pt', 'duarte@imoveisbirre.pt', 'ines@imoveisbirre.pt', 'processos@imoveisbirre.pt'],
    emailKinds: { 'info@imoveisbirre.pt': 'generic', 'sofia@imoveisbirre.pt': 'person', 'duarte@imoveisbirre.pt': 'person', 'ines@imoveisbirre.pt': 'person', 'processos@imoveisbirre.pt': 'role' },
    emailOwners: { 'sofia@imoveisbirre.pt': 'Sofia Mascarenhas', 'duarte@imoveisbirre.pt': 'Duarte Mascarenhas', 'ines@imoveisbirre.pt': 'Inês Gago da Câmara' },
    contacts: [
      { name: 'Sofia Mascarenhas', title: 'Sócia-gerente · Consultora', role: 'owner' },
      { name: 'Duarte Mascarenhas', title: 'Sócio · Consultor (EN / FR)', role: 'owner' },
      { name: 'Inês Gago da Câmara', title: 'Consultora imobiliária', role: 'other' },
      { name: 'Rodrigo Pimentel', title: 'Gestão de escritório e processos', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h035 Elementor vet, Belo Horizonte (Premium Addons person, palestra)
sites.push({
  id: 'h035-vet-pampulha-bh', domain: 'vetpampulha.com.br', language: 'pt', shell: 'elementor', brand: 'Clínica Veterinária Pampulha', slug: 'vetpampulha', htmlLang: 'pt-BR', skip: 'Pular para o conteúdo',
  patterns: ['team-grid', 'about-prose', 'testimonials', 'event-speakers', 'email-mailto', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/sobre/', 'Sobre nós'], ['/eventos/', 'Eventos'], ['/contato/', 'Contato']],
  placeholder: ['seuemail@dominio.com'],
  footer: E.sec(E.col(50, E.txt('<p>Clínica Veterinária Pampulha · Av. Otacílio Negrão de Lima, 8200 · Pampulha · Belo Horizonte/MG</p>')), E.col(50, E.txt('<p>(31) 3441-2290 · <a href="mailto:atendimento@vetpampulha.com.br">atendimento@vetpampulha.com.br</a><br>Resp. técnica: Dra. Mariana Drummond — CRMV-MG 9.811</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Clínica Veterinária Pampulha | Cães, gatos e silvestres em BH',
      body: [
        E.sec(E.col(100, E.h('Medicina veterinária com carinho, perto da Lagoa', 'h1'), E.txt('<p>Clínica geral, cirurgia, exames de imagem e atendimento a animais silvestres e exóticos.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'A Dra. Mariana salvou o nosso papagaio Zé Carioca. Eterna gratidão!', name: 'Tereza Guimarães', job: 'tutora do Zé Carioca' })), E.col(50, E.testimonial({ text: 'Atendimento rápido, explicam tudo. Recomendo demais.', name: 'Lucas Andrade', job: 'tutor da Pipoca' }))),
      ].join('\n') },
    { path: '/sobre/', file: 'sobre.html', title: 'Sobre nós | Clínica Veterinária Pampulha',
      body: [
        E.sec(E.col(100, E.h('Sobre nós', 'h1'), E.txt(`<p>A clínica foi aberta em 2005 pela Dra. Mariana Drummond, logo depois da residência na Escola de Veterinária da UFMG, numa casinha de esquina em frente à Igrejinha da Pampulha — a do Niemeyer. Em 2012 o Dr. Paulo Henrique Assis, colega de turma e especialista em cirurgia, virou sócio.</p>
<p>A Mariana é a responsável técnica e atende os silvestres e exóticos; o Paulo Henrique comanda o centro cirúrgico. A equipe se completa com a Dra. Letícia Couto, de felinos, e com a Simone, a Simone Prates, gerente da clínica e quem resolve tudo que não é medicina.</p>`))),
        E.sec(
          E.col(25, E.pa({ name: 'Dra. Mariana Drummond', title: 'Sócia-fundadora · Responsável técnica', bio: 'Silvestres e exóticos.', img: 'https://vetpampulha.com.br/wp-content/uploads/2023/04/mariana.jpg' })),
          E.col(25, E.pa({ name: 'Dr. Paulo Henrique Assis', title: 'Sócio · Cirurgião', bio: 'Ortopedia e tecidos moles.', img: 'https://vetpampulha.com.br/wp-content/uploads/2023/04/paulo.jpg' })),
          E.col(25, E.pa({ name: 'Dra. Letícia Couto', title: 'Medicina felina', bio: '', img: 'https://vetpampulha.com.br/wp-content/uploads/2023/04/leticia.jpg' })),
          E.col(25, E.pa({ name: 'Simone Prates', title: 'Gerente administrativa', bio: 'gerencia@vetpampulha.com.br', img: 'https://vetpampulha.com.br/wp-content/uploads/2023/04/simone.jpg' }))),
      ].join('\n') },
    { path: '/eventos/', file: 'eventos.html', title: 'Eventos | Clínica Veterinária Pampulha',
      body: E.sec(E.col(100, E.h('Roda de conversa: adoção responsável', 'h2'), E.txt('<p>Sábado, 8 de junho, 10h, na clínica. Com a participação de:</p>'), E.icons(['Júlia Barcelos — ONG Focinhos de Minas', 'Prof. Dr. Renato Vilela — Escola de Veterinária da UFMG', 'Sgt. Adriana Moura — Polícia Militar Ambiental de MG', 'Dr. Paulo Henrique Assis — Clínica Veterinária Pampulha']), E.txt('<p>Inscrições gratuitas: <a href="mailto:eventos@vetpampulha.com.br">eventos@vetpampulha.com.br</a></p>'))) },
    { path: '/contato/', file: 'contato.html', title: 'Contato | Clínica Veterinária Pampulha',
      body: E.sec(E.col(100, E.h('Contato', 'h1'), E.txt('<p>Agendamentos: (31) 3441-2290 ou <a href="mailto:atendimento@vetpampulha.com.br">atendimento@vetpampulha.com.br</a>.</p>'), E.w('form', '<form class="elementor-form"><input type="text" class="elementor-field" placeholder="Seu nome"><input type="email" class="elementor-field" placeholder="seuemail@dominio.com"><button class="elementor-button">Enviar</button></form>'))) },
  ],
  truth: {
    emails: ['atendimento@vetpampulha.com.br', 'gerencia@vetpampulha.com.br', 'eventos@vetpampulha.com.br'],
    emailKinds: { 'atendimento@vetpampulha.com.br': 'role', 'gerencia@vetpampulha.com.br': 'role', 'eventos@vetpampulha.com.br': 'role' },
    contacts: [
      { name: 'Mariana Drummond', title: 'Sócia-fundadora · Responsável técnica', role: 'owner' },
      { name: 'Paulo Henrique Assis', title: 'Sócio · Cirurgião', role: 'owner' },
      { name: 'Letícia Couto', title: 'Medicina felina', role: 'other' },
      { name: 'Simone Prates', title: 'Gerente administrativa', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h036 Divi business association, Ílhavo (member directory)
const membrosIlhavo = [
  ['Bacalhoaria Gafanhense, Lda.', 'José Manuel Ribau', 'Transformação de pescado'],
  ['Farmácia Nova da Gafanha', 'Dra. Filomena Sardo', 'Saúde'],
  ['Restaurante O Bacalhoeiro', 'Américo Vieira', 'Restauração'],
  ['Vista Alegre Outlet Ílhavo', 'Patrícia Bóia', 'Comércio'],
  ['Serralharia Irmãos Capela', 'Fernando Capela', 'Metalomecânica'],
  ['Clínica Dentária da Costa Nova', 'Dr. Ricardo Lebre', 'Saúde'],
  ['Contabilidade Ramos & Filhos', 'Helena Ramos', 'Serviços'],
  ['Padaria Palheiro', 'Manuel Palheiro', 'Alimentar'],
  ['Hotel Costa Nova Mar', 'Sónia Bela', 'Hotelaria'],
  ['Estaleiros Navais da Gafanha', 'Eng. Carlos Bichão', 'Construção naval'],
  ['Agência de Viagens Ria Azul', 'Teresa Anjo', 'Turismo'],
  ['Oficina Auto Vagueira', 'Nuno Sarabando', 'Automóvel'],
  ['Mercearia Fina Ílhavo', 'Graciete Maia', 'Comércio'],
  ['Óptica Maré', 'Rui Cirne', 'Comércio'],
  ['Imobiliária Barra Sul', 'Joana Teixeira Ribau', 'Imobiliário'],
  ['Gráfica Ilhavense', 'Alberto Senos', 'Indústria gráfica'],
  ['Escola de Surf Barra Ria', 'Miguel Cravo', 'Desporto'],
  ['Construções Vagos & Ílhavo', 'António Salgueiro', 'Construção'],
];
sites.push({
  id: 'h036-associacao-empresarial-ilhavo', domain: 'aeilhavo.pt', language: 'pt', shell: 'divi', brand: 'Associação Empresarial de Ílhavo', slug: 'aei', selectPage: 'Selecionar página',
  patterns: ['directory', 'team-table', 'about-prose', 'email-obfuscated', 'email-text', 'name-lookalikes'],
  nav: [['/', 'Início'], ['/a-associacao/', 'A Associação'], ['/associados/', 'Associados'], ['/contactos/', 'Contactos']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Associação Empresarial de Ílhavo · Av. 25 de Abril, 41 · 3830-044 Ílhavo · 234 321 990 · geral@aeilhavo.pt</p></div></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Associação Empresarial de Ílhavo',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Unir quem trabalha entre a ria e o mar</h1><p>Desde 1989 a representar o comércio, a indústria e os serviços do concelho de Ílhavo. Mais de 340 associados.</p><p><a href="/associados/">Consulte o diretório de associados</a></p>')))) },
    { path: '/a-associacao/', file: 'a-associacao.html', title: 'A Associação | AEI',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>A Associação</h1><p>A AEI nasceu em 1989 por iniciativa de um grupo de comerciantes liderado por Artur Maio, então dono da Drogaria Central, que presidiu à direção durante vinte anos. Hoje a direção é presidida por Rosa Ançã Vidal, empresária da indústria da cerâmica, e os serviços da associação são dirigidos pela secretária-geral, Dra. Lígia Bastos.</p>`)))),
        D.sec(D.row(D.col('4_4', D.text(`<h3>Órgãos sociais e serviços</h3>
<table class="aei-orgaos"><tbody>
<tr><th>Presidente da Direção</th><td>Rosa Ançã Vidal</td></tr>
<tr><th>Vice-Presidente</th><td>Jorge Sarabando Rocha</td></tr>
<tr><th>Tesoureiro</th><td>Paulo Cirne</td></tr>
<tr><th>Secretária-Geral</th><td>Lígia Bastos</td></tr>
<tr><th>Formação profissional</th><td>Andreia Vilarinho — formacao (at) aeilhavo.pt</td></tr>
</tbody></table>`)))),
      ].join('\n') },
    { path: '/associados/', file: 'associados.html', title: 'Diretório de associados | AEI',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Diretório de associados</h1><table class="tablepress"><thead><tr><th>Empresa</th><th>Contacto</th><th>Setor</th></tr></thead><tbody>
${membrosIlhavo.map(([e, p, s]) => `<tr><td>${e}</td><td>${p}</td><td>${s}</td></tr>`).join('\n')}
</tbody></table><p>Para aparecer no diretório, envie os dados da sua empresa para associados (at) aeilhavo.pt</p>`)))) },
    { path: '/contactos/', file: 'contactos.html', title: 'Contactos | AEI',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Contactos</h1><p>Geral: geral@aeilhavo.pt<br>Secretária-geral: ligia.bastos (at) aeilhavo.pt<br>Horário: 9h00–12h30 e 14h00–17h30</p>')))) },
  ],
  truth: {
    emails: ['geral@aeilhavo.pt', 'formacao@aeilhavo.pt', 'associados@aeilhavo.pt', 'ligia.bastos@aeilhavo.pt'],
    emailKinds: { 'geral@aeilhavo.pt': 'generic', 'formacao@aeilhavo.pt': 'role', 'associados@aeilhavo.pt': 'role', 'ligia.bastos@aeilhavo.pt': 'person' },
    emailOwners: { 'ligia.bastos@aeilhavo.pt': 'Lígia Bastos' },
    contacts: [
      { name: 'Rosa Ançã Vidal', title: 'Presidente da Direção', role: 'owner' },
      { name: 'Jorge Sarabando Rocha', title: 'Vice-Presidente', role: 'other' },
      { name: 'Paulo Cirne', title: 'Tesoureiro', role: 'other' },
      { name: 'Lígia Bastos', title: 'Secretária-Geral', role: 'owner' },
      { name: 'Andreia Vilarinho', title: 'Formação profissional', role: 'other' },
    ],
  },
});

export default sites;
