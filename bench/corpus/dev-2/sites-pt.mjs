import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e033
{
  id: 'e033-nogueira-contabilidade', domain: 'nogueiracontabil.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'elementor', name: 'Nogueira Contabilidade',
  nav: [['/', 'Início'], ['/quem-somos/', 'Quem somos'], ['/contato/', 'Contato']],
  footer: `<p>Nogueira Contabilidade · Rua XV de Novembro, 1240, sala 802 · Centro · Curitiba/PR · CEP 80060-000</p><p>(41) 3222-8150 · <a href="mailto:atendimento@nogueiracontabil.com.br">atendimento@nogueiracontabil.com.br</a></p><p>CRC/PR 008812/O-3</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Escritório de contabilidade em Curitiba', body: el.sec(el.col(el.h('Contabilidade consultiva para pequenas e médias empresas', 'h1') + el.text('<p>Abertura de empresa, Simples Nacional, folha de pagamento e planejamento tributário.</p>'))) },
    '/quem-somos/': { file: 'quem-somos.html', title: 'Quem somos', body: el.sec(el.col(el.text('<p>Fundado em 1996 por Sérgio Nogueira, o escritório atende hoje mais de 250 empresas do Paraná.</p>'))) + el.sec([['Sérgio Nogueira', 'Sócio-fundador · Contador', 'sergio@nogueiracontabil.com.br'], ['Renata Nogueira Prado', 'Sócia · Diretora de Operações', 'renata@nogueiracontabil.com.br'], ['Thiago Albuquerque', 'Coordenador do Departamento Pessoal', '']].map(([n, t, m]) => el.col(el.w('image-box', `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="300" height="300" src="/wp-content/uploads/2022/08/${n.split(' ')[0].toLowerCase()}.jpg" class="attachment-full size-full" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${n}</h3><p class="elementor-image-box-description">${t}${m ? `<br>${m}` : ''}</p></div></div>`), 33)).join('\n')) },
    '/contato/': { file: 'contato.html', title: 'Contato', body: el.sec(el.col(el.h('Fale conosco') + el.w('form', `<form class="elementor-form" method="post" name="Contato"><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100"><label for="form-field-name" class="elementor-field-label">Nome</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Seu nome"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-100 elementor-field-required"><label for="form-field-email" class="elementor-field-label">E-mail</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="seu@email.com.br" required="required"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Enviar</span></button></div></div></form>`))) },
  },
  patterns: ['team-grid', 'about-prose', 'email-in-person-card', 'email-text', 'email-mailto', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['atendimento@nogueiracontabil.com.br', 'sergio@nogueiracontabil.com.br', 'renata@nogueiracontabil.com.br'],
    owners: { 'sergio@nogueiracontabil.com.br': 'Sérgio Nogueira', 'renata@nogueiracontabil.com.br': 'Renata Nogueira Prado' },
    contacts: [['Sérgio Nogueira', 'Sócio-fundador · Contador', 'owner'], ['Renata Nogueira Prado', 'Sócia · Diretora de Operações', 'owner'], ['Thiago Albuquerque', 'Coordenador do Departamento Pessoal', 'operations']],
  },
},
// ------------------------------------------------------------------ e034
{
  id: 'e034-clinica-dentaria-sorriso-aveiro', domain: 'clinicasorrisoaveiro.pt', lang: 'pt', shell: 'wp', name: 'Clínica Dentária Sorriso de Aveiro',
  nav: [['/', 'Início'], ['/equipa/', 'Equipa'], ['/contactos/', 'Contactos']],
  footer: `<p>Av. Dr. Lourenço Peixinho 92, 3800-165 Aveiro · 234 378 112</p><p>ERS n.º E112233 · Livro de Reclamações</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Dentista em Aveiro', body: `<p class="has-large-font-size">Medicina dentária para toda a família, no centro de Aveiro.</p><div class="wp-block-columns"><div class="wp-block-column"><h3>Implantologia</h3></div><div class="wp-block-column"><h3>Ortodontia</h3></div><div class="wp-block-column"><h3>Odontopediatria</h3></div></div>` },
    '/equipa/': { file: 'equipa.html', title: 'Equipa', body: `<h2 class="wp-block-heading">Dra. Ana Sofia dos Santos – Medicina Dentária</h2><p>Diretora clínica. Mestrado Integrado em Medicina Dentária pela Universidade de Coimbra. OMD n.º 7714.</p>
<h2 class="wp-block-heading">Dr. Rui Pedro Vasconcelos – Ortodontia</h2><p>Especialista em Ortodontia pela Ordem dos Médicos Dentistas.</p>
<h2 class="wp-block-heading">Dra. Inês Carvalho da Silva – Higiene Oral</h2><p>Higienista oral.</p>
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2023/04/equipa.jpg" alt="Equipa da clínica"><figcaption class="wp-element-caption">Da esquerda para a direita: Joana Teixeira (rececionista), Dra. Ana Sofia dos Santos, Dr. Rui Pedro Vasconcelos e Dra. Inês Carvalho da Silva.</figcaption></figure>` },
    '/contactos/': { file: 'contactos.html', title: 'Contactos', body: `<p>Marcações: 234 378 112 ou <a href="mailto:marcacoes@clinicasorrisoaveiro.pt">marcacoes@clinicasorrisoaveiro.pt</a></p><p>Segunda a sexta, 9h–20h · Sábado, 9h–13h</p>` },
  },
  patterns: ['team-grid', 'email-mailto', 'name-lookalikes'],
  truth: {
    emails: ['marcacoes@clinicasorrisoaveiro.pt'],
    kinds: { 'marcacoes@clinicasorrisoaveiro.pt': 'role' },
    contacts: [['Ana Sofia dos Santos', 'Diretora clínica', 'owner'], ['Rui Pedro Vasconcelos', 'Ortodontia', 'other'], ['Inês Carvalho da Silva', 'Higienista oral', 'other'], ['Joana Teixeira', 'rececionista', 'other']],
  },
},
// ------------------------------------------------------------------ e035
{
  id: 'e035-padaria-trigo-bom', domain: 'padariatrigobom.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'wix', name: 'Padaria Trigo Bom',
  nav: [['/', 'Início'], ['/nossa-historia', 'Nossa história'], ['/encomendas', 'Encomendas']],
  footer: wx.text(wx.p('Rua Augusta, 2012 · Jardins · São Paulo/SP') + wx.p('padariatrigobom@gmail.com · (11) 98877-4410')),
  pages: {
    '/': { file: 'index.html', title: 'Padaria artesanal nos Jardins', body: wx.text(wx.h('Pão de fermentação natural, todo dia', 'h1', 'font_0')) + wx.text(wx.p('Pão de queijo, sonho, bolo de fubá e o nosso famoso pão italiano.')) },
    '/nossa-historia': { file: 'nossa-historia.html', title: 'Nossa história', body: wx.img('joao-camila.jpg', 'João e Camila no balcão') + wx.text(wx.p('A Trigo Bom começou em 2018, na cozinha de casa, com encomendas para os vizinhos. Em 2020 abrimos a loja na Rua Augusta.') + wx.p('Hoje somos uma equipe de doze pessoas, mas a receita continua a mesma: farinha boa, tempo e carinho.') + wx.p('Abraços,') + wx.p('João e Camila')) },
    '/encomendas': { file: 'encomendas.html', title: 'Encomendas', body: wx.text(wx.p('Bolos e salgados para festas: peça com 48h de antecedência pelo WhatsApp ou pelo e-mail padariatrigobom@gmail.com.')) + `<form class="wixui-form"><input type="email" placeholder="seuemail@exemplo.com"><button>Enviar</button></form>` },
  },
  patterns: ['about-prose', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: { emails: ['padariatrigobom@gmail.com'], contacts: [['João', null, 'owner'], ['Camila', null, 'owner']] },
},
// ------------------------------------------------------------------ e036
{
  id: 'e036-funeraria-bom-pastor', domain: 'funerariabompastor.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'bootstrap', name: 'Funerária Bom Pastor',
  nav: [['/', 'Início'], ['/falecimentos', 'Falecimentos'], ['/planos', 'Planos']],
  footer: `<p class="small mb-1">Funerária Bom Pastor Ltda · CNPJ 12.345.678/0001-90</p><p class="small mb-1">Endereço: Av. Getúlio Vargas, 455 · Juiz de Fora/MG</p><p class="small mb-1">Responsável técnico: Wagner Luiz Fonseca</p><p class="small">Plantão 24h: (32) 3215-0000 · contato@funerariabompastor.com.br</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Funerária em Juiz de Fora', body: `<div class="container py-5"><h1>Atendimento 24 horas</h1><p class="lead">Velório, sepultamento, cremação e translado. Planos familiares a partir de R$ 39,90/mês.</p></div>` },
    '/falecimentos': { file: 'falecimentos.html', title: 'Falecimentos', body: `<div class="container py-4"><h1 class="h3">Falecimentos e velórios</h1><table class="table table-striped"><thead><tr><th>Nome</th><th>Idade</th><th>Velório</th><th>Sepultamento</th></tr></thead><tbody>
${[['Sebastião Ribeiro da Costa', 79, 'Sala 2 – Capela Bom Pastor', '14/02 às 10h – Cemitério Municipal'], ['Maria Aparecida de Souza', 85, 'Sala 1 – Capela Bom Pastor', '13/02 às 16h – Cemitério Parque da Saudade'], ['José Carlos Menezes', 62, 'Sala 3', '13/02 às 11h – Crematório Regional'], ['Terezinha Alves Moreira', 91, 'Sala 1', '12/02 às 15h – Cemitério de Benfica']].map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td></tr>`).join('\n')}
</tbody></table><p>Envie uma mensagem de condolências à família pelo formulário abaixo.</p><form><input type="email" class="form-control" placeholder="seu@email.com"><textarea class="form-control"></textarea><button class="btn btn-secondary">Enviar</button></form></div>` },
    '/planos': { file: 'planos.html', title: 'Planos', body: `<div class="container py-4"><h1 class="h3">Planos de assistência funeral</h1><div class="row"><div class="col-md-6"><div class="card"><div class="card-body"><h5 class="card-title">Plano Essencial</h5><p class="card-text">Titular + 4 dependentes.</p></div></div></div><div class="col-md-6"><div class="card"><div class="card-body"><h5 class="card-title">Plano Família</h5><p class="card-text">Titular + 8 dependentes e cremação.</p></div></div></div></div></div>` },
  },
  patterns: ['obituary', 'legal-notice', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: { emails: ['contato@funerariabompastor.com.br'], contacts: [['Wagner Luiz Fonseca', 'Responsável técnico', 'other']] },
},
// ------------------------------------------------------------------ e037
{
  id: 'e037-mendes-tavares-advogados', domain: 'mendestavares.pt', lang: 'pt', shell: 'divi', name: 'Mendes Tavares & Associados',
  nav: [['/', 'Início'], ['/a-equipa/', 'A equipa'], ['/informacao-legal/', 'Informação legal']],
  footer: `<p>Rua Castilho, 39 – 7.º · 1250-068 Lisboa</p><p>T. +351 213 860 440 · <a href="mailto:geral@mendestavares.pt">geral@mendestavares.pt</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Sociedade de Advogados em Lisboa', body: dv.sec(dv.col(dv.text('<h1>Direito empresarial, imobiliário e laboral</h1><p>Uma sociedade de advogados independente, com clientes em Portugal, Angola e Brasil.</p>'))) },
    '/a-equipa/': { file: 'a-equipa.html', title: 'A equipa', body: dv.sec(dv.col(dv.member({ name: 'Dr. Henrique Mendes', pos: 'Sócio fundador', img: '/wp-content/uploads/2020/02/hm.jpg', desc: '<div><p>Advogado desde 1988. Direito societário e M&amp;A.</p><p>hmendes@mendestavares.pt</p></div>' }), '1_3') + dv.col(dv.member({ name: 'Dra. Catarina Tavares', pos: 'Sócia', img: '/wp-content/uploads/2020/02/ct.jpg', desc: '<div><p>Direito imobiliário e urbanismo.</p></div>' }), '1_3') + dv.col(dv.member({ name: 'Dr. Miguel Ângelo Pereira', pos: 'Associado sénior', img: '/wp-content/uploads/2021/09/mp.jpg', desc: '<div><p>Direito laboral.</p></div>' }), '1_3', true)) },
    '/informacao-legal/': { file: 'informacao-legal.html', title: 'Informação legal', body: dv.sec(dv.col(dv.text('<h2>Informação legal</h2><p>Mendes Tavares &amp; Associados – Sociedade de Advogados, SP, RL, NIPC 509 876 543, registada na Ordem dos Advogados sob o n.º 77/2008.</p><p>Sede: Rua Castilho, 39 – 7.º, 1250-068 Lisboa.</p><p>Sócio-gerente: Henrique Mendes.</p><p>Responsável pelo tratamento de dados: <a href="mailto:rgpd@mendestavares.pt">rgpd@mendestavares.pt</a></p>'))) },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer'],
  truth: {
    emails: ['geral@mendestavares.pt', 'hmendes@mendestavares.pt', 'rgpd@mendestavares.pt'],
    kinds: { 'rgpd@mendestavares.pt': 'role' },
    owners: { 'hmendes@mendestavares.pt': 'Henrique Mendes' },
    contacts: [['Henrique Mendes', 'Sócio fundador', 'owner'], ['Catarina Tavares', 'Sócia', 'owner'], ['Miguel Ângelo Pereira', 'Associado sénior', 'other']],
  },
},
// ------------------------------------------------------------------ e038
{
  id: 'e038-acib-associacao-comercial', domain: 'acibirigui.org.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'html4', name: 'ACIB - Associação Comercial e Industrial de Birigui', color: '#004488',
  nav: [['/', 'Início'], ['/associados.php', 'Guia de Associados'], ['/diretoria.php', 'Diretoria']],
  footer: `ACIB - Rua Saudades, 360 - Centro - Birigui/SP - Fone (18) 3642-1100 - acib@acibirigui.org.br`,
  pages: {
    '/': { file: 'index.html', title: 'Início', body: `<font face="Verdana" size="2"><b>Bem-vindo ao site da ACIB</b><br><br>Há 60 anos defendendo o comércio e a indústria de Birigui, a Capital Nacional do Calçado Infantil.<br><br>Serviços ao associado: consulta SCPC, certificado digital, convênio médico, cursos.</font>` },
    '/associados.php': { file: 'associados.html', title: 'Guia de Associados', body: `<font face="Verdana" size="2"><b>Guia de Associados</b></font><br><br>
${[['Calçados Pimpolho Ltda', 'Roberto Sakamoto', 'Rua Nilo Peçanha, 1200', 'vendas@pimpolho.com.br'], ['Supermercado Birigui', 'Antônio Carlos Faria', 'Av. Pedro Américo, 80', ''], ['Auto Peças Noroeste', 'Márcio Gimenes', 'Rua Siqueira Campos, 512', 'noroeste.pecas@uol.com.br'], ['Farmácia Popular Centro', 'Cláudia Yamamoto', 'Rua Saudades, 101', ''], ['Ótica Visão', 'Fernanda Lopes Rossi', 'Rua Roberto Clark, 45', 'oticavisao@hotmail.com'], ['Padaria Pão Nosso', 'José Aparecido Silva', 'Av. Nove de Julho, 700', ''], ['Contabilidade Alvorada', 'Edson Takahashi', 'Rua Fundadores, 230', 'contato@alvoradacontabil.com.br'], ['Tecidos Real', 'Salim Haddad', 'Rua Saudades, 420', ''], ['Escola Pequeno Príncipe', 'Márcia Toledo', 'Rua Santos Dumont, 88', 'secretaria@epprincipe.com.br'], ['Gráfica Birigui', 'Paulo Roberto Nunes', 'Rua Bahia, 15', 'grafica.birigui@gmail.com'], ['Materiais de Construção Central', 'Valdir Moretti', 'Av. João Cernach, 1500', ''], ['Restaurante Sabor Caipira', 'Dona Cida Ferreira', 'Rua Tiradentes, 66', '']].map(([e, r, a, m]) => `<table width="100%" border="0" cellpadding="2"><tr><td><font face="Verdana" size="2"><b>${e}</b><br>Responsável: ${r}<br>${a}${m ? `<br>${m}` : ''}</font></td></tr></table><hr size="1" noshade>`).join('\n')}` },
    '/diretoria.php': { file: 'diretoria.html', title: 'Diretoria', body: `<font face="Verdana" size="2"><b>Diretoria - Gestão 2023/2025</b><br><br>
Presidente: <b>Luiz Fernando Bertolucci</b><br>
1º Vice-Presidente: <b>Roberto Sakamoto</b><br>
Diretora Financeira: <b>Cláudia Yamamoto</b><br>
Superintendente: <b>Rosângela Prado Martins</b> - superintendencia@acibirigui.org.br<br></font>` },
  },
  patterns: ['directory', 'team-table', 'email-text', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['acib@acibirigui.org.br', 'superintendencia@acibirigui.org.br'],
    kinds: { 'superintendencia@acibirigui.org.br': 'role' },
    contacts: [['Luiz Fernando Bertolucci', 'Presidente', 'owner'], ['Roberto Sakamoto', '1º Vice-Presidente', 'other'], ['Cláudia Yamamoto', 'Diretora Financeira', 'other'], ['Rosângela Prado Martins', 'Superintendente', 'owner']],
  },
},
// ------------------------------------------------------------------ e039
{
  id: 'e039-quinta-do-rio-alojamento', domain: 'quintadorio.pt', lang: 'pt', shell: 'squarespace', name: 'Quinta do Rio',
  nav: [['/', 'Início'], ['/quartos', 'Quartos'], ['/testemunhos', 'Testemunhos']],
  footer: `<p>Quinta do Rio · Lugar do Rio, 4960-250 Melgaço · RNAL 4412/AL</p><p><a href="mailto:reservas@quintadorio.pt">reservas@quintadorio.pt</a> · +351 251 402 118</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Turismo rural no Minho', body: sq.section(sq.row(sq.block('<h1>Casa de campo junto ao rio Minho</h1><p>Seis quartos, piscina, vinha de Alvarinho e pequeno-almoço com produtos da quinta.</p>'))) },
    '/quartos': { file: 'quartos.html', title: 'Quartos', body: sq.section(sq.row(sq.block('<h3>Quarto Alvarinho</h3><p>Cama de casal, varanda com vista para a vinha. Desde 95 €.</p>'), sq.block('<h3>Suite Peneda</h3><p>Sala de estar e lareira. Desde 140 €.</p>'))) },
    '/testemunhos': { file: 'testemunhos.html', title: 'Testemunhos', body: sq.section(sq.row(sq.block('<blockquote><p>“Um sítio mágico. O pequeno-almoço é uma festa!”</p></blockquote><p>— Marta e Nuno, Porto</p>'), sq.block('<blockquote><p>“Wonderful hosts and the best vinho verde we have tasted.”</p></blockquote><p>— Sarah T., Manchester</p>'), sq.block('<blockquote><p>“Voltaremos com os miúdos no verão.”</p></blockquote><p>— Família Rodrigues Pinto</p>'))) },
  },
  patterns: ['testimonials', 'email-mailto', 'email-footer'],
  truth: { emails: ['reservas@quintadorio.pt'], kinds: { 'reservas@quintadorio.pt': 'role' }, contacts: [] },
},
// ------------------------------------------------------------------ e040
{
  id: 'e040-fala-idiomas-recife', domain: 'falaidiomas.com.br', lang: 'pt', htmlLang: 'pt-BR', shell: 'webflow', name: 'Fala Idiomas',
  nav: [['/', 'Início'], ['/professores', 'Professores'], ['/matricula', 'Matrícula']],
  footer: `<div class="footer-text">Fala Idiomas · Av. Boa Viagem, 3400 · Recife/PE · oi@falaidiomas.com.br</div>`,
  pages: {
    '/': { file: 'index.html', title: 'Escola de inglês e espanhol em Recife', body: `<div class="hero"><div class="w-container"><h1 class="hero-title">Inglês e espanhol com quem vive o idioma</h1><p>Turmas de até 8 alunos. Aulas presenciais em Boa Viagem e online.</p></div></div>` },
    '/professores': { file: 'professores.html', title: 'Professores', body: `<div class="section"><div class="w-container"><h1>Nossos professores</h1><div class="w-dyn-list"><div role="list" class="teachers w-dyn-items">
${[['Coordenadora pedagógica', 'Beatriz', 'Fundadora da Fala, mestre em Linguística pela UFPE.'], ['Inglês', 'Daniel', 'Morou 6 anos em Toronto.'], ['Espanhol', 'Lucía', 'Argentina, de Córdoba, professora desde 2012.'], ['Inglês para negócios', 'Henrique', 'Ex-executivo de comércio exterior.']].map(([t, n, d]) => `<div role="listitem" class="teacher w-dyn-item"><div class="teacher-subject">${t}</div><img src="https://assets-global.website-files.com/64b2/${n.toLowerCase()}.jpg" alt="Professor(a) ${n}" class="teacher-photo"><div class="teacher-name">${n}</div><p class="teacher-bio">${d}</p></div>`).join('\n')}
</div></div></div></div>` },
    '/matricula': { file: 'matricula.html', title: 'Matrícula', body: `<div class="section"><div class="w-container"><h1>Matrícula</h1><div class="w-form"><form id="wf-form-Matricula" name="wf-form-Matricula" data-name="Matricula" method="get"><label for="email">E-mail</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="voce@exemplo.com.br" type="email" id="email" required=""><input type="submit" value="Quero me matricular" data-wait="Aguarde..." class="w-button"></form><div class="w-form-done"><div>Obrigado! Entraremos em contato.</div></div></div><p>Secretaria: <a href="mailto:secretaria@falaidiomas.com.br">secretaria@falaidiomas.com.br</a></p></div></div>` },
  },
  patterns: ['team-grid', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['oi@falaidiomas.com.br', 'secretaria@falaidiomas.com.br'],
    kinds: { 'secretaria@falaidiomas.com.br': 'role' },
    contacts: [['Beatriz', 'Coordenadora pedagógica', 'owner'], ['Daniel', 'Inglês', 'other'], ['Lucía', 'Espanhol', 'other'], ['Henrique', 'Inglês para negócios', 'other']],
  },
},
];
