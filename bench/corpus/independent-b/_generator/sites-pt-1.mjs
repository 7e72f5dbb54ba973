import { wpHead, elementorCss, wixHead, wixFoot, bsHead, bsFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b035 Portuguese dental clinic, Elementor, informação legal, agency credit
const b035 = (() => {
  const d = 'clinicasorrisodomondego.pt';
  const head = (t) => wpHead({ lang: 'pt-PT', title: t, desc: 'Clínica dentária em Coimbra: implantologia, ortodontia, higiene oral e odontopediatria.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-9', extra: elementorCss(d, 9) });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const col = (w, inner) => `<div class="elementor-column elementor-col-${w} elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
  const sec = (inner) => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
  const header = `<div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header">${sec(col(30, ew('image', `<a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2022/05/sorriso-mondego-logo.png" alt="Clínica Sorriso do Mondego"></a>`)) + col(70, ew('nav-menu', `<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item"><a href="https://${d}/" class="elementor-item">Início</a></li><li class="menu-item"><a href="https://${d}/especialidades/" class="elementor-item">Especialidades</a></li><li class="menu-item"><a href="https://${d}/a-equipa/" class="elementor-item">A Equipa</a></li><li class="menu-item"><a href="https://${d}/contactos/" class="elementor-item">Contactos</a></li></ul></nav>`)))}</div>`;
  const footer = `<div data-elementor-type="footer" data-elementor-id="45" class="elementor elementor-45 elementor-location-footer">${sec(col(50, ew('text-editor', '<p>Rua Ferreira Borges, 112, 1.º<br>3000-180 Coimbra<br>239 826 410 · <a href="mailto:geral@clinicasorrisodomondego.pt">geral@clinicasorrisodomondego.pt</a></p>')) + col(50, ew('text-editor', `<p><a href="https://${d}/informacao-legal/">Informação legal</a> · <a href="https://www.livroreclamacoes.pt/inicio" target="_blank" rel="noopener">Livro de Reclamações</a> · <a href="https://${d}/politica-de-privacidade/">Política de Privacidade</a></p><p>ERS: licença n.º 17654 · Desenvolvido por <a href="https://webtuga.pt">Webtuga</a> | <a href="mailto:geral@webtuga.pt">geral@webtuga.pt</a></p>`)))}</div>
</body></html>`;
  const card = (img, name, title, text) => col(25, ew('image-box', `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="https://${d}/wp-content/uploads/2022/05/${img}" alt="${name}"></figure><div class="elementor-image-box-content"><h4 class="elementor-image-box-title">${name}</h4><p class="elementor-image-box-description">${title}<br><small>${text}</small></p></div></div>`));
  const index = head('Clínica Sorriso do Mondego | Dentista em Coimbra') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="2" class="elementor elementor-2">
${sec(col(100, ew('heading', '<h1 class="elementor-heading-title elementor-size-xl">O seu sorriso, tratado com tempo e cuidado</h1>') + ew('text-editor', '<p>Consulta de avaliação gratuita · Acordos com Médis, Multicare e AdvanceCare · Aberto ao sábado de manhã.</p>') + ew('button', `<a class="elementor-button" href="mailto:marcacoes@clinicasorrisodomondego.pt?subject=Marca%C3%A7%C3%A3o%20de%20consulta"><span class="elementor-button-text">Marcar consulta</span></a>`)))}
</div></main>` + footer;
  const equipa = head('A Equipa | Clínica Sorriso do Mondego') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="18" class="elementor elementor-18">
${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">A Equipa</h2>')))}
${sec(card('ines-carvalho.jpg', 'Dra. Inês Carvalho', 'Diretora Clínica', 'Médica Dentista, OMD n.º 8421. Implantologia e reabilitação oral. ines.carvalho@clinicasorrisodomondego.pt') + card('rui-antunes.jpg', 'Dr. Rui Antunes', 'Ortodontista', 'OMD n.º 10337. Ortodontia com alinhadores.') + card('beatriz-sousa.jpg', 'Dra. Beatriz Sousa', 'Odontopediatra', 'OMD n.º 12090.') + card('catia-lopes.jpg', 'Cátia Lopes', 'Higienista Oral', 'Prevenção e destartarizações.'))}
${sec(card('sandra-pinho.jpg', 'Sandra Pinho', 'Assistente de Direção', 'Marcações, orçamentos e seguros.') + col(75, ''))}
</div></main>` + footer;
  const contactos = head('Contactos | Clínica Sorriso do Mondego') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="20" class="elementor elementor-20">${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">Contactos</h2>') + ew('text-editor', '<p>Telefone: 239 826 410 (chamada para a rede fixa nacional)<br>Marcações: marcacoes@clinicasorrisodomondego.pt<br>Geral: geral@clinicasorrisodomondego.pt</p><p>Segunda a sexta: 9h00–20h00 · Sábado: 9h00–13h00</p>')))}</div></main>` + footer;
  const legal = head('Informação legal | Clínica Sorriso do Mondego') + header + `<main><div class="page-content">
<h1>Informação legal</h1>
<p><strong>Entidade:</strong> Sorriso do Mondego – Clínica Dentária, Lda.<br>
<strong>NIPC:</strong> 514 387 220<br>
<strong>Sede:</strong> Rua Ferreira Borges, 112, 1.º, 3000-180 Coimbra<br>
<strong>Capital social:</strong> 10.000,00 €<br>
<strong>Matriculada</strong> na Conservatória do Registo Comercial de Coimbra<br>
<strong>Sócia-gerente:</strong> Inês Carvalho<br>
<strong>Diretora clínica:</strong> Dra. Inês Carvalho (OMD n.º 8421)<br>
<strong>Entidade Reguladora da Saúde:</strong> registo n.º E123456, licença n.º 17654</p>
<h2>Resolução alternativa de litígios</h2>
<p>Em caso de litígio, o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo do Distrito de Coimbra (www.centrodearbitragemdecoimbra.com).</p>
</div></main>` + footer;
  return {
    id: 'b035-clinica-sorriso-mondego', domain: d, language: 'pt',
    patterns: ['builder-elementor', 'team-grid', 'legal-notice', 'email-mailto', 'email-text', 'email-footer', 'junk-agency', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/a-equipa/': ['a-equipa.html', equipa], '/contactos/': ['contactos.html', contactos], '/informacao-legal/': ['informacao-legal.html', legal] },
    truth: {
      emails: ['ines.carvalho@clinicasorrisodomondego.pt', 'geral@clinicasorrisodomondego.pt', 'marcacoes@clinicasorrisodomondego.pt'],
      emailKinds: { 'ines.carvalho@clinicasorrisodomondego.pt': 'person', 'geral@clinicasorrisodomondego.pt': 'generic', 'marcacoes@clinicasorrisodomondego.pt': 'role' },
      emailOwners: { 'ines.carvalho@clinicasorrisodomondego.pt': 'Inês Carvalho' },
      contacts: [
        { name: 'Inês Carvalho', title: 'Diretora Clínica', role: 'owner' },
        { name: 'Rui Antunes', title: 'Ortodontista', role: 'other' },
        { name: 'Beatriz Sousa', title: 'Odontopediatra', role: 'other' },
        { name: 'Cátia Lopes', title: 'Higienista Oral', role: 'other' },
        { name: 'Sandra Pinho', title: 'Assistente de Direção', role: 'operations' },
      ],
      junk: ['geral@webtuga.pt'],
    },
  };
})();

// ---------------------------------------------------------------- b036 Brazilian law firm, Divi, prose history, own addresses, placeholder
const b036 = (() => {
  const d = 'almeidapradoadvogados.com.br';
  const head = (t) => wpHead({ lang: 'pt-BR', title: t, desc: 'Escritório de advocacia em Campinas: direito empresarial, tributário e trabalhista.', domain: d, theme: 'Divi', bodyClass: 'et_divi_theme et-db et_pb_gutters3 et_full_width_page' });
  const header = `<div id="page-container"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2021/03/logo-ap.png" alt="Almeida Prado Advogados" id="logo"></a></div>
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li class="menu-item"><a href="https://${d}/">Início</a></li><li class="menu-item"><a href="https://${d}/o-escritorio/">O Escritório</a></li><li class="menu-item"><a href="https://${d}/socios-e-advogados/">Sócios e Advogados</a></li><li class="menu-item"><a href="https://${d}/contato/">Contato</a></li></ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><article class="page type-page"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">`;
  const footer = `</div></div></div></article></div>
<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Almeida Prado Sociedade de Advogados · OAB/SP 18.442<br>Av. José de Souza Campos, 900, 12º andar – Cambuí, Campinas/SP – CEP 13025-320<br>(19) 3254-7710 · <a href="mailto:contato@almeidapradoadvogados.com.br">contato@almeidapradoadvogados.com.br</a></p></div></div></div></div></div>
<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2024 Almeida Prado Advogados. CNPJ 04.512.887/0001-30.</div></div></div></footer></div></div>
</body></html>`;
  const tm = (n, name, pos, bio, mail) => `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${n}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image"><img src="https://${d}/wp-content/uploads/2021/03/adv-${n}.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div>${bio}${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ''}</div></div></div></div>`;
  const index = head('Almeida Prado Advogados | Campinas') + header + `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0 et_pb_bg_layout_dark"><div class="et_pb_text_inner"><h1>Advocacia empresarial com mais de 20 anos de experiência</h1><p>Assessoria jurídica preventiva e contencioso para empresas do interior paulista.</p></div></div></div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4"><div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container"><h2 class="et_pb_contact_main_title">Fale com um advogado</h2><form class="et_pb_contact_form clearfix" method="post"><p class="et_pb_contact_field"><input type="text" class="input" name="et_pb_contact_nome_0" placeholder="Nome"></p><p class="et_pb_contact_field"><input type="text" class="input" name="et_pb_contact_email_0" placeholder="seu@email.com.br"></p><p class="et_pb_contact_field"><textarea class="et_pb_contact_message input" name="et_pb_contact_mensagem_0" placeholder="Mensagem"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form></div></div></div></div>` + footer;
  const escritorio = head('O Escritório | Almeida Prado Advogados') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
<h2>Nossa história</h2>
<p>O escritório foi fundado em 2001 pelo Dr. Ricardo Almeida Prado, ex-procurador do Estado, em uma pequena sala na Rua Barão de Jaguara, no centro de Campinas. Em 2008 juntou-se a ele, como sócia, a Dra. Fernanda Queiroz Lima, especialista em direito tributário pela PUC-SP.</p>
<p>Hoje somos doze advogados e atendemos indústrias, redes de varejo e empresas de tecnologia da Região Metropolitana de Campinas. A gestão administrativa do escritório está a cargo de Marcos Vinícius Teles, gerente administrativo.</p>
</div></div></div></div></div>` + footer;
  const socios = head('Sócios e Advogados | Almeida Prado Advogados') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">
${tm(0, 'Ricardo Almeida Prado', 'Sócio fundador', '<p>Direito empresarial e societário. Mestre em Direito pela USP.</p>', 'ricardo@almeidapradoadvogados.com.br')}
${tm(1, 'Fernanda Queiroz Lima', 'Sócia', '<p>Direito tributário. Conselheira do CARF (2015–2018).</p>', 'fernanda.lima@almeidapradoadvogados.com.br')}
${tm(2, 'Thiago Nakamura', 'Advogado associado', '<p>Direito do trabalho e contencioso trabalhista.</p>', 'tnakamura@almeidapradoadvogados.com.br')}
</div></div>` + footer;
  const contato = head('Contato | Almeida Prado Advogados') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Contato</h2><p>Av. José de Souza Campos, 900, 12º andar – Cambuí, Campinas/SP<br>Telefone: (19) 3254-7710 · WhatsApp: (19) 99812-4410<br>E-mail: contato@almeidapradoadvogados.com.br</p></div></div></div></div></div>` + footer;
  return {
    id: 'b036-almeida-prado-advogados', domain: d, language: 'pt',
    patterns: ['builder-divi', 'team-grid', 'about-prose', 'email-in-person-card', 'email-mailto', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/o-escritorio/': ['o-escritorio.html', escritorio], '/socios-e-advogados/': ['socios-e-advogados.html', socios], '/contato/': ['contato.html', contato] },
    truth: {
      emails: ['contato@almeidapradoadvogados.com.br', 'ricardo@almeidapradoadvogados.com.br', 'fernanda.lima@almeidapradoadvogados.com.br', 'tnakamura@almeidapradoadvogados.com.br'],
      emailKinds: { 'contato@almeidapradoadvogados.com.br': 'generic', 'ricardo@almeidapradoadvogados.com.br': 'person', 'fernanda.lima@almeidapradoadvogados.com.br': 'person', 'tnakamura@almeidapradoadvogados.com.br': 'person' },
      emailOwners: { 'ricardo@almeidapradoadvogados.com.br': 'Ricardo Almeida Prado', 'fernanda.lima@almeidapradoadvogados.com.br': 'Fernanda Queiroz Lima', 'tnakamura@almeidapradoadvogados.com.br': 'Thiago Nakamura' },
      contacts: [
        { name: 'Ricardo Almeida Prado', title: 'Sócio fundador', role: 'owner' },
        { name: 'Fernanda Queiroz Lima', title: 'Sócia', role: 'owner' },
        { name: 'Thiago Nakamura', title: 'Advogado associado', role: 'other' },
        { name: 'Marcos Vinícius Teles', title: 'gerente administrativo', role: 'operations' },
      ],
      junk: ['seu@email.com.br'],
    },
  };
})();

// ---------------------------------------------------------------- b037 Brazilian funeral home, Bootstrap, obituary notes, (arroba) address
const b037 = (() => {
  const d = 'funerariabomjesus.com.br';
  const hh = (t) => bsHead({ lang: 'pt-BR', title: t, desc: 'Funerária e velório em Juiz de Fora. Plantão 24 horas, planos funerários e cremação.', bs: '5.2.3' });
  const nav = `<nav class="navbar navbar-expand-lg bg-body-tertiary border-bottom"><div class="container"><a class="navbar-brand" href="/"><img src="/img/logo-bom-jesus.png" height="44" alt="Funerária Bom Jesus"></a><div class="collapse navbar-collapse"><ul class="navbar-nav ms-auto"><li class="nav-item"><a class="nav-link" href="/">Início</a></li><li class="nav-item"><a class="nav-link" href="/falecimentos">Falecimentos</a></li><li class="nav-item"><a class="nav-link" href="/planos">Planos</a></li></ul></div><a href="tel:+553232150000" class="btn btn-danger btn-sm">Plantão 24h (32) 3215-0000</a></div></nav>`;
  const foot = `<footer class="bg-dark text-white-50 py-4 mt-5"><div class="container"><p class="mb-1">Funerária Bom Jesus Ltda. · CNPJ 17.334.902/0001-88 · Rua Halfeld, 1150 – Centro, Juiz de Fora/MG</p><p class="mb-0">atendimento (arroba) funerariabomjesus.com.br · (32) 3215-0000</p></div></footer>`;
  const notes = [
    ['Sebastião Rodrigues da Silva', '84 anos', '10/03/2024', 'Capela 2 – Velório Municipal', 'Cemitério Municipal, 11/03 às 10h'],
    ['Maria Aparecida de Oliveira', '77 anos', '09/03/2024', 'Capela 1 – Funerária Bom Jesus', 'Cemitério Parque da Saudade, 10/03 às 16h'],
    ['José Carlos Pereira', '69 anos', '08/03/2024', 'Capela 3 – Velório Municipal', 'Crematório Bom Jesus, 09/03 às 14h'],
    ['Terezinha Fátima Souza', '91 anos', '07/03/2024', 'Capela 1 – Funerária Bom Jesus', 'Cemitério São João Batista, 08/03 às 9h'],
    ['Antônio Marcos Ribeiro', '58 anos', '05/03/2024', 'Igreja Nossa Senhora da Glória', 'Cemitério Municipal, 06/03 às 11h'],
    ['Francisca das Chagas Lima', '88 anos', '04/03/2024', 'Capela 2 – Funerária Bom Jesus', 'Cemitério Parque da Saudade, 05/03 às 15h'],
  ];
  const index = hh('Funerária Bom Jesus | Juiz de Fora') + nav + `<main class="container py-5"><div class="row"><div class="col-lg-7"><h1>Respeito e acolhimento em todos os momentos</h1><p class="lead">Atendimento 24 horas, traslados em todo o Brasil, cremação e planos funerários familiares a partir de R$ 39,90 por mês.</p></div>
<div class="col-lg-5"><div class="card"><div class="card-header">Últimos falecimentos</div><ul class="list-group list-group-flush">${notes.slice(0, 3).map(([n, , dt]) => `<li class="list-group-item"><a href="/falecimentos">${n}</a> <small class="text-muted">${dt}</small></li>`).join('')}</ul></div></div></div></main>` + foot + bsFoot('5.2.3');
  const falecimentos = hh('Falecimentos | Funerária Bom Jesus') + nav + `<main class="container py-5"><h1>Nota de falecimento</h1><p>A Funerária Bom Jesus comunica, com pesar, o falecimento de:</p><div class="row row-cols-1 row-cols-md-2 g-4">
${notes.map(([n, i, dt, vel, sep]) => `<div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">${n}</h5><h6 class="card-subtitle mb-2 text-muted">${i} · falecido(a) em ${dt}</h6><p class="card-text"><strong>Velório:</strong> ${vel}<br><strong>Sepultamento:</strong> ${sep}</p></div></div></div>`).join('\n')}
</div><p class="mt-4 small">As informações são divulgadas com autorização da família.</p></main>` + foot + bsFoot('5.2.3');
  const planos = hh('Planos | Funerária Bom Jesus') + nav + `<main class="container py-5"><h1>Planos funerários</h1><p>Plano Essencial (titular + 4 dependentes): R$ 39,90/mês. Plano Família (titular + 8 dependentes): R$ 59,90/mês. Informações: atendimento (arroba) funerariabomjesus.com.br</p></main>` + foot + bsFoot('5.2.3');
  return {
    id: 'b037-funeraria-bom-jesus', domain: d, language: 'pt',
    patterns: ['obituary', 'builder-bootstrap', 'email-obfuscated', 'email-footer', 'junk-version'],
    pages: { '/': ['index.html', index], '/falecimentos': ['falecimentos.html', falecimentos], '/planos': ['planos.html', planos] },
    truth: {
      emails: ['atendimento@funerariabomjesus.com.br'],
      emailKinds: { 'atendimento@funerariabomjesus.com.br': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: ['bootstrap@5.2.3'],
    },
  };
})();

// ---------------------------------------------------------------- b038 Brazilian commercial association, member guide + board in a dl
const b038 = (() => {
  const d = 'acipiracicaba.com.br';
  const segs = ['Alimentação', 'Automotivo', 'Construção', 'Educação', 'Saúde', 'Serviços', 'Vestuário', 'Tecnologia', 'Beleza', 'Imobiliário'];
  const names = ['Padaria Pão Nosso', 'Auto Peças Noiva da Colina', 'Casa do Construtor Piracicaba', 'Colégio Dom Bosco', 'Clínica São Lucas', 'Contabilidade Ferraz', 'Moda Rua do Porto', 'TecnoPira Informática', 'Salão Bela Vida', 'Imobiliária Luiz de Queiroz', 'Restaurante Mirante do Rio', 'Oficina do Zé Mecânico', 'Materiais Santa Terezinha', 'Escola de Idiomas Wizard Paulista', 'Farmácia Vila Rezende', 'Despachante Monte Alegre', 'Calçados Irmãos Bertolini', 'Pira Soluções Web', 'Barbearia Dom Pedro', 'Corretora Casa Própria', 'Sorveteria Engenho Central', 'Funilaria Boa Morte', 'Vidraçaria Cristal', 'Academia Corpo em Forma', 'Ótica Visão', 'Gráfica Cidade Alta', 'Boutique Dona Flor', 'Assistec Celulares', 'Estética Renata Amaral', 'Loteamento Jardim Europa', 'Pizzaria Cavalo Branco', 'Pneus São Judas', 'Elétrica Paulista', 'Curso Objetivo Piracicaba', 'Laboratório Unimed', 'Advocacia Campos Salles', 'Confecções Maria Clara', 'Softpira Sistemas', 'Studio Hair Bruna Mello', 'Imóveis Vale do Piracicaba'];
  const rows = names.map((n, i) => `<tr><td>${n}</td><td>${segs[i % segs.length]}</td><td>(19) 34${String(22 + (i % 70)).padStart(2, '0')}-${String(1000 + i * 217).slice(0, 4)}</td><td>${['Centro', 'Vila Rezende', 'Paulista', 'São Dimas', 'Nova Piracicaba', 'Cidade Alta', 'Jaraguá', 'Santa Terezinha'][i % 8]}</td></tr>`);
  const h = (t) => `<!DOCTYPE html>
<html lang="pt-br">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${t}</title>
<link rel="stylesheet" href="/assets/css/aci.css">
<link rel="icon" href="/favicon.ico">
</head>
<body>
<div class="topo"><div class="container"><a href="/"><img src="/assets/img/aci-logo.png" alt="ACIPI - Associação Comercial e Industrial de Piracicaba"></a>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/guia-de-associados">Guia de Associados</a></li><li><a href="/diretoria">Diretoria</a></li><li><a href="/servicos">Serviços</a></li><li><a href="/associe-se">Associe-se</a></li></ul></div></div>
<div class="container conteudo">
`;
  const f = `</div>
<div class="rodape"><div class="container"><p>ACIPI – Rua do Rosário, 700 – Centro – Piracicaba/SP – CEP 13400-183 · (19) 3417-1700</p><p>Fale conosco: <a href="mailto:acipi@acipiracicaba.com.br">acipi@acipiracicaba.com.br</a> · SCPC/Boa Vista: <a href="mailto:scpc@acipiracicaba.com.br">scpc@acipiracicaba.com.br</a></p></div></div>
</body>
</html>`;
  const index = h('ACIPI – Associação Comercial e Industrial de Piracicaba') + `<h1>Juntos pelo desenvolvimento de Piracicaba</h1>
<p>Há 90 anos a ACIPI representa o comércio, a indústria e os serviços da cidade. Associados têm acesso a consultas SCPC, certificado digital com desconto, assessoria jurídica e eventos de networking.</p>
<div class="destaques"><div class="box"><h3>Guia de Associados</h3><p>Encontre empresas associadas por segmento. <a href="/guia-de-associados">Acessar o guia</a></p></div><div class="box"><h3>Diretoria</h3><p>Conheça a <a href="/diretoria">diretoria executiva</a> gestão 2023-2025.</p></div></div>` + f;
  const guia = h('Guia de Associados – ACIPI') + `<h1>Guia de Associados</h1><p>Empresas associadas em dia com a contribuição. Clique no segmento para filtrar.</p>
<table class="guia"><thead><tr><th>Empresa</th><th>Segmento</th><th>Telefone</th><th>Bairro</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>` + f;
  const diretoria = h('Diretoria – ACIPI') + `<h1>Diretoria Executiva – Gestão 2023/2025</h1>
<dl class="diretoria">
<dt>Presidente</dt><dd>Mário Sérgio Bertolini</dd>
<dt>1º Vice-presidente</dt><dd>Cláudia Helena Ferraz</dd>
<dt>2º Vice-presidente</dt><dd>Eduardo Campos Salles</dd>
<dt>Diretor Financeiro</dt><dd>Paulo Roberto Mello</dd>
<dt>Superintendente</dt><dd>Luciana Arruda Penteado</dd>
</dl>
<p>A superintendência atende associados de segunda a sexta, das 8h às 18h, pelo e-mail <a href="mailto:superintendencia@acipiracicaba.com.br">superintendencia@acipiracicaba.com.br</a>.</p>` + f;
  return {
    id: 'b038-acipi-piracicaba', domain: d, language: 'pt',
    patterns: ['directory', 'definition-list', 'email-mailto', 'email-footer', 'name-lookalikes', 'hand-written'],
    pages: { '/': ['index.html', index], '/guia-de-associados': ['guia-de-associados.html', guia], '/diretoria': ['diretoria.html', diretoria] },
    truth: {
      emails: ['acipi@acipiracicaba.com.br', 'scpc@acipiracicaba.com.br', 'superintendencia@acipiracicaba.com.br'],
      emailKinds: { 'acipi@acipiracicaba.com.br': 'generic', 'scpc@acipiracicaba.com.br': 'role', 'superintendencia@acipiracicaba.com.br': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Mário Sérgio Bertolini', title: 'Presidente', role: 'owner' },
        { name: 'Cláudia Helena Ferraz', title: '1º Vice-presidente', role: 'other' },
        { name: 'Eduardo Campos Salles', title: '2º Vice-presidente', role: 'other' },
        { name: 'Paulo Roberto Mello', title: 'Diretor Financeiro', role: 'other' },
        { name: 'Luciana Arruda Penteado', title: 'Superintendente', role: 'owner' },
      ],
      junk: [],
    },
  };
})();

export const sitesPt1 = [b035, b036, b037, b038];
