import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e041
{
  id: 'e041-lar-imoveis-floripa', domain: 'larimoveisfloripa.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'wpclassic', name: 'Lar Imóveis Florianópolis',
  nav: [['/', 'Início'], ['/corretores/', 'Corretores'], ['/fale-conosco/', 'Fale conosco']],
  head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"RealEstateAgent","name":"Lar Imóveis Florianópolis","url":"https://larimoveisfloripa.com.br","telephone":"+55 48 3224-7700","address":{"@type":"PostalAddress","streetAddress":"Rua Bocaiúva, 2125","addressLocality":"Florianópolis","addressRegion":"SC"},"employee":[{"@type":"Person","name":"Cristiane Koerich","jobTitle":"Diretora e corretora CRECI 12.345-F","email":"mailto:cristiane@larimoveisfloripa.com.br"},{"@type":"Person","name":"Gustavo Schmitt","jobTitle":"Corretor de imóveis","telephone":"+55 48 99912-3344"},{"@type":"Person","name":"Patrícia da Rosa","jobTitle":"Gerente de locação","email":"locacao@larimoveisfloripa.com.br"}]}</script>`,
  footer: `<p>Lar Imóveis · CRECI/SC 4421-J · Rua Bocaiúva, 2125 · Centro · Florianópolis</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Imóveis à venda e para alugar em Florianópolis', body: `<p>Apartamentos na Beira-Mar Norte, casas em Santo Antônio de Lisboa e terrenos no Campeche.</p><ul><li>Apartamento 3 dormitórios, Agronômica – R$ 1.250.000</li><li>Casa 4 suítes, Jurerê Internacional – R$ 4.800.000</li></ul>` },
    '/corretores/': { file: 'corretores.html', title: 'Corretores', body: `<div class="corretores"><div class="corretor"><img src="/wp-content/uploads/cris.jpg" alt="Cristiane Koerich"><h4>Cristiane Koerich</h4><span>Diretora</span></div><div class="corretor"><img src="/wp-content/uploads/gustavo.jpg" alt="Gustavo Schmitt"><h4>Gustavo Schmitt</h4><span>Corretor de imóveis</span></div><div class="corretor"><img src="/wp-content/uploads/patricia.jpg" alt="Patrícia da Rosa"><h4>Patrícia da Rosa</h4><span>Gerente de locação</span></div></div>` },
    '/fale-conosco/': { file: 'fale-conosco.html', title: 'Fale conosco', body: `<p>Telefone e WhatsApp: (48) 3224-7700</p><p>Segunda a sexta, 8h às 18h; sábado, 9h às 12h.</p>` },
  },
  patterns: ['jsonld-person', 'email-jsonld', 'team-grid', 'name-lookalikes'],
  truth: {
    emails: ['cristiane@larimoveisfloripa.com.br', 'locacao@larimoveisfloripa.com.br'],
    kinds: { 'locacao@larimoveisfloripa.com.br': 'role' },
    owners: { 'cristiane@larimoveisfloripa.com.br': 'Cristiane Koerich' },
    contacts: [['Cristiane Koerich', 'Diretora', 'owner'], ['Gustavo Schmitt', 'Corretor de imóveis', 'other'], ['Patrícia da Rosa', 'Gerente de locação', 'other']],
  },
},
// ------------------------------------------------------------------ e042
{
  id: 'e042-oficina-auto-barbosa', domain: 'autobarbosa.pt', lang: 'pt', shell: 'html4', name: 'Oficina Auto Barbosa', color: '#990000',
  nav: [['/', 'Início'], ['/servicos.html', 'Serviços'], ['/localizacao.html', 'Localização']],
  footer: `Auto Barbosa, Lda. - Estrada Nacional 13, km 42 - 4480-123 Vila do Conde - Tel. 252 641 300`,
  pages: {
    '/': { file: 'index.html', title: 'Mecânica e pintura', body: `<font face="Arial" size="2"><b>OFICINA AUTO BARBOSA</b><br>
Desde 1979 ao serviço dos clientes de Vila do Conde e Póvoa de Varzim.<br><br>
A oficina é gerida pelo Sr. <b>Fernando Barbosa</b> e pelo filho <b>Tiago Barbosa</b>, responsável técnico.<br>
<table border=1 cellpadding=3><tr><td><font size=2>Revisões<td><font size=2>Pneus<td><font size=2>Pintura</tr></table>
<br>Marcações pelo telefone 252 641 300.</font>` },
    '/servicos.html': { file: 'servicos.html', title: 'Serviços', body: `<font face="Arial" size="2"><ul><li>Revisões multimarca<li>Diagnóstico por computador<li>Bate-chapa e pintura<li>Pneus e alinhamento<li>Inspeção (levamos o seu carro)</ul></font></td>` },
    '/localizacao.html': { file: 'localizacao.html', title: 'Localização', body: `<font face="Arial" size="2">EN13, km 42, junto à rotunda de Mindelo<br>Horário: 2.ª a 6.ª 8h30-12h30 / 14h-19h<br>Sábado 9h-12h30</font>` },
  },
  patterns: ['about-prose', 'broken-markup'],
  truth: { emails: [], contacts: [['Fernando Barbosa', null, 'owner'], ['Tiago Barbosa', 'responsável técnico', 'operations']] },
},
// ------------------------------------------------------------------ e043
{
  id: 'e043-atelier-costa-lemos-arquitetos', domain: 'costalemos.pt', lang: 'pt', shell: 'static', name: 'Costa Lemos Arquitetos',
  nav: [['/', 'Projetos'], ['/atelier.html', 'Atelier'], ['/contacto.html', 'Contacto']],
  footer: `    <p>Costa Lemos Arquitetos, Lda. · Rua do Rosário 211 · 4050-524 Porto</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Projetos', body: `    <ul class="projects"><li><a href="#">Casa em Afife, 2023</a></li><li><a href="#">Reabilitação na Rua das Flores, 2022</a></li><li><a href="#">Escola Básica de Lordelo, 2019</a></li></ul>` },
    '/atelier.html': { file: 'atelier.html', title: 'Atelier', body: `    <h1>Atelier</h1>
    <p>O atelier foi fundado em 2005 por Joana Costa e Pedro Lemos, depois de vários anos a colaborar com o arquiteto Álvaro Siza.</p>
    <table class="equipa">
      <thead><tr><th>Nome</th><th>Função</th><th>Contacto</th></tr></thead>
      <tbody>
        <tr><td>Joana Costa</td><td>Arquiteta, sócia-gerente</td><td>jc@costalemos.pt</td></tr>
        <tr><td>Pedro Lemos</td><td>Arquiteto, sócio</td><td>pl@costalemos.pt</td></tr>
        <tr><td>Mariana Gonçalves</td><td>Arquiteta</td><td>—</td></tr>
        <tr><td>Rui Azevedo</td><td>Maquetista e modelação 3D</td><td>—</td></tr>
      </tbody>
    </table>` },
    '/contacto.html': { file: 'contacto.html', title: 'Contacto', body: `    <h1>Contacto</h1><p>atelier@costalemos.pt<br>+351 222 011 487</p>` },
  },
  patterns: ['team-table', 'about-prose', 'email-text', 'email-in-person-card', 'name-lookalikes'],
  truth: {
    emails: ['jc@costalemos.pt', 'pl@costalemos.pt', 'atelier@costalemos.pt'],
    owners: { 'jc@costalemos.pt': 'Joana Costa', 'pl@costalemos.pt': 'Pedro Lemos' },
    contacts: [['Joana Costa', 'Arquiteta, sócia-gerente', 'owner'], ['Pedro Lemos', 'Arquiteto, sócio', 'owner'], ['Mariana Gonçalves', 'Arquiteta', 'other'], ['Rui Azevedo', 'Maquetista e modelação 3D', 'other']],
  },
},
// ------------------------------------------------------------------ e044
{
  id: 'e044-agencia-mandacaru', domain: 'agenciamandacaru.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'wp', name: 'Agência Mandacaru',
  nav: [['/', 'Início'], ['/clientes/', 'Clientes'], ['/time/', 'Time']],
  footer: `<p>Agência Mandacaru · Rua Frei Caneca, 88 · Fortaleza/CE</p><p><a href="mailto:contato@agenciamandacaru.com.br">contato@agenciamandacaru.com.br</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Marketing digital no Nordeste', body: `<p class="has-x-large-font-size">Marketing digital com sotaque nordestino.</p><p>Gestão de redes sociais, tráfego pago, sites e branding.</p>` },
    '/clientes/': { file: 'clientes.html', title: 'Clientes', body: `<div class="wp-block-gallery has-nested-images columns-4">${['Cajuína São Geraldo', 'Hospital Monte Klinikum', 'Beach Park', 'Rede Pague Menos', 'Colégio Christus', 'Construtora Colmeia', 'Sorveteria 50 Sabores', 'Óticas Ana Hickmann'].map((c) => `<figure class="wp-block-image"><img src="/wp-content/uploads/logos/${c.toLowerCase().replace(/[^a-z]+/g, '-')}.png" alt="${c}"></figure>`).join('')}</div>
<blockquote class="wp-block-quote"><p>A Mandacaru triplicou nosso alcance no Instagram em seis meses.</p><cite>Larissa Menezes, gerente de marketing da Sorveteria 50 Sabores</cite></blockquote>` },
    '/time/': { file: 'time.html', title: 'Time', body: `<div class="wp-block-columns">
<div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/time/raquel.jpg" alt="Raquel Bezerra, CEO da Mandacaru"><figcaption class="wp-element-caption">Raquel Bezerra, CEO e fundadora</figcaption></figure></div>
<div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/time/igor.jpg" alt=""><figcaption class="wp-element-caption">Igor Sampaio, diretor de criação</figcaption></figure></div>
<div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/time/nath.jpg" alt=""><figcaption class="wp-element-caption">Nathália Girão, head de mídia paga</figcaption></figure></div>
</div><p>Quer fazer parte do time? vagas@agenciamandacaru.com.br</p>` },
  },
  patterns: ['team-grid', 'client-list', 'testimonials', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['contato@agenciamandacaru.com.br', 'vagas@agenciamandacaru.com.br'],
    kinds: { 'vagas@agenciamandacaru.com.br': 'role' },
    contacts: [['Raquel Bezerra', 'CEO e fundadora', 'owner'], ['Igor Sampaio', 'diretor de criação', 'other'], ['Nathália Girão', 'head de mídia paga', 'marketing']],
  },
},
// ------------------------------------------------------------------ e045
{
  id: 'e045-congresso-agro-cerrado', domain: 'congressoagrocerrado.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'bootstrap', name: 'Congresso Agro Cerrado',
  nav: [['/', 'Início'], ['/palestrantes', 'Palestrantes'], ['/organizacao', 'Organização']],
  footer: `<p>Congresso Agro Cerrado 2024 · Centro de Convenções de Goiânia · 12 a 14 de junho</p><p>inscricoes@congressoagrocerrado.com.br</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Congresso de agronegócio', body: `<div class="container py-5 text-center"><h1 class="display-4">Congresso Agro Cerrado 2024</h1><p class="lead">Soja, pecuária de precisão e sustentabilidade no Centro-Oeste.</p></div>` },
    '/palestrantes': { file: 'palestrantes.html', title: 'Palestrantes', body: `<div class="container py-4"><h1 class="h2 mb-4">Palestrantes confirmados</h1><div class="row row-cols-1 row-cols-md-4 g-3">
${[['Dr. Alysson Paolinelli Neto', 'Pesquisador, Embrapa Cerrados'], ['Ana Paula Zanatta', 'Produtora rural, Rio Verde (GO)'], ['Marcos Jank Filho', 'Economista, Insper Agro'], ['Letícia Borges', 'CEO, AgroDrone Tech'], ['Carlos Eduardo Vilela', 'Presidente, Cooperativa Comigo']].map(([n, r]) => `<div class="col"><div class="card text-center"><img src="/img/palestrantes/${n.split(' ').slice(-1)[0].toLowerCase()}.jpg" class="card-img-top" alt="${n}"><div class="card-body"><h6 class="card-title">${n}</h6><p class="card-text small">${r}</p></div></div></div>`).join('\n')}
</div></div>` },
    '/organizacao': { file: 'organizacao.html', title: 'Organização', body: `<div class="container py-4"><h1 class="h2">Organização</h1><p>Realização: Cerrado Eventos Ltda.</p><p><strong>Coordenação geral:</strong> Fabiana Rezende — fabiana@cerradoeventos.com.br<br><strong>Patrocínios:</strong> Diego Araújo — comercial@congressoagrocerrado.com.br</p></div>` },
  },
  patterns: ['event-speakers', 'email-text', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['inscricoes@congressoagrocerrado.com.br', 'fabiana@cerradoeventos.com.br', 'comercial@congressoagrocerrado.com.br'],
    kinds: { 'inscricoes@congressoagrocerrado.com.br': 'role', 'comercial@congressoagrocerrado.com.br': 'role' },
    owners: { 'fabiana@cerradoeventos.com.br': 'Fabiana Rezende' },
    contacts: [['Fabiana Rezende', 'Coordenação geral', 'owner'], ['Diego Araújo', 'Patrocínios', 'other']],
  },
},
// ------------------------------------------------------------------ e046
{
  id: 'e046-vale-consultoria-gestao', domain: 'valeconsultoria.pt', lang: 'pt', shell: 'static', name: 'Vale Consultoria de Gestão',
  nav: [['/', 'Início'], ['/sobre-nos.html', 'Sobre nós'], ['/informacao-legal.html', 'Informação legal']],
  footer: `    <p>Vale Consultoria de Gestão, Lda. · Av. Fernão de Magalhães 584 · 3000-174 Coimbra</p><p>geral&#64;valeconsultoria&#46;pt</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Consultoria para PME', body: `    <h1>Projetos Portugal 2030, controlo de gestão e formação</h1><p>Ajudamos PME da Região Centro a crescer com fundos europeus e boa gestão.</p>` },
    '/sobre-nos.html': { file: 'sobre-nos.html', title: 'Sobre nós', body: `    <h1>Sobre nós</h1>
    <dl>
      <dt>Paulo Vale</dt><dd>Fundador e administrador. Economista, 20 anos em projetos de investimento.</dd>
      <dt>Sandra Mota Figueiredo</dt><dd>Gestora de projetos de incentivos · <a href="mailto:sandra.figueiredo@valeconsultoria.pt">sandra.figueiredo@valeconsultoria.pt</a></dd>
      <dt>André Loureiro</dt><dd>Consultor de controlo de gestão</dd>
      <dt>Formação</dt><dd>formacao@valeconsultoria.pt</dd>
    </dl>` },
    '/informacao-legal.html': { file: 'informacao-legal.html', title: 'Informação legal', body: `    <h1>Informação legal</h1><p>Vale Consultoria de Gestão, Lda., NIPC 513 222 444, com sede na Av. Fernão de Magalhães 584, 3000-174 Coimbra, matriculada na Conservatória do Registo Comercial de Coimbra. Capital social: 10.000 €.</p><p>Administrador: Paulo Vale.</p><p>Entidade formadora certificada pela DGERT.</p>` },
  },
  patterns: ['definition-list', 'legal-notice', 'email-obfuscated', 'email-mailto', 'email-in-person-card', 'email-text', 'email-footer'],
  truth: {
    emails: ['geral@valeconsultoria.pt', 'sandra.figueiredo@valeconsultoria.pt', 'formacao@valeconsultoria.pt'],
    kinds: { 'formacao@valeconsultoria.pt': 'role' },
    owners: { 'sandra.figueiredo@valeconsultoria.pt': 'Sandra Mota Figueiredo' },
    contacts: [['Paulo Vale', 'Fundador e administrador', 'owner'], ['Sandra Mota Figueiredo', 'Gestora de projetos de incentivos', 'other'], ['André Loureiro', 'Consultor de controlo de gestão', 'other']],
  },
},
// ------------------------------------------------------------------ e047
{
  id: 'e047-clinica-veterinaria-amigo-fiel', domain: 'vetamigofiel.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'wpclassic', name: 'Clínica Veterinária Amigo Fiel',
  nav: [['/', 'Início'], ['/equipe/', 'Equipe'], ['/contato/', 'Contato']],
  footer: `<p>Rua Padre Chagas, 315 · Moinhos de Vento · Porto Alegre/RS · (51) 3333-1980</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Veterinário em Porto Alegre', body: `<p>Clínica geral, vacinas, cirurgia, exames de imagem e internação 24h para cães e gatos.</p>` },
    '/equipe/': { file: 'equipe.html', title: 'Equipe', body: `<div itemscope itemtype="https://schema.org/VeterinaryCare"><meta itemprop="name" content="Clínica Veterinária Amigo Fiel">
<div class="membro" itemprop="founder" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Dra. Luana Bittencourt</h3><p><span itemprop="jobTitle">Médica veterinária e sócia-proprietária</span> – CRMV-RS 11223</p><meta itemprop="email" content="luana@vetamigofiel.com.br"></div>
<div class="membro" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Dr. Eduardo Kessler</h3><p itemprop="jobTitle">Cirurgião veterinário</p></div>
<div class="membro" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Priscila Oliveira</h3><p itemprop="jobTitle">Recepção e atendimento</p></div>
</div>` },
    '/contato/': { file: 'contato.html', title: 'Contato', body: `<p>Agende pelo WhatsApp (51) 99812-4400 ou escreva para <a href="mailto:agenda@vetamigofiel.com.br">agenda@vetamigofiel.com.br</a>.</p>` },
  },
  patterns: ['microdata-person', 'team-grid', 'email-mailto', 'email-in-person-card'],
  truth: {
    emails: ['luana@vetamigofiel.com.br', 'agenda@vetamigofiel.com.br'],
    kinds: { 'agenda@vetamigofiel.com.br': 'role' },
    owners: { 'luana@vetamigofiel.com.br': 'Luana Bittencourt' },
    contacts: [['Luana Bittencourt', 'Médica veterinária e sócia-proprietária', 'owner'], ['Eduardo Kessler', 'Cirurgião veterinário', 'other'], ['Priscila Oliveira', 'Recepção e atendimento', 'other']],
  },
},
// ------------------------------------------------------------------ e048
{
  id: 'e048-moveis-carvalho-paredes', domain: 'moveiscarvalho.pt', lang: 'pt', shell: 'static', name: 'Móveis Carvalho',
  nav: [['/', 'Início'], ['/catalogo.html', 'Catálogo'], ['/contactos.html', 'Contactos']],
  footer: `    <p>Móveis Carvalho · Rua da Liberdade 1020 · 4580-207 Paredes · Capital do Móvel</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Fábrica de móveis em Paredes', body: `    <h1>Móveis por medida desde 1968</h1><p>Salas de jantar, quartos e cozinhas em madeira maciça de carvalho e nogueira.</p>
    <div class="gallery"><img src="/img/sala-douro.jpg" srcset="/img/sala-douro.jpg 1x, /img/sala-douro@2x.jpg 2x" alt="Sala de jantar Douro"><img src="/img/quarto-minho.jpg" alt="Quarto Minho"></div>` },
    '/catalogo.html': { file: 'catalogo.html', title: 'Catálogo', body: `    <h1>Catálogo</h1><ul><li>Mesa Douro – carvalho maciço</li><li>Cama Minho – nogueira</li><li>Aparador Tâmega</li><li>Cadeira Sousa</li></ul>` },
    '/contactos.html': { file: 'contactos.html', title: 'Contactos', body: `    <h1>Contactos</h1><p>Telefone: 255 782 310</p><p>E-mail: vendas (arroba) moveiscarvalho (ponto) pt</p><p>Showroom aberto de segunda a sábado.</p>` },
  },
  patterns: ['email-obfuscated', 'name-lookalikes'],
  truth: { emails: ['vendas@moveiscarvalho.pt'], kinds: { 'vendas@moveiscarvalho.pt': 'role' }, contacts: [] },
},
];
