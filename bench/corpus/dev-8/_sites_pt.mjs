import { T, J, form, jsonld, ent } from './_engine.mjs';

export default [
  // ---------------------------------------------------------------- k021
  {
    id: 'k021-fisiodouro-porto',
    domain: 'fisiodouro-movimento.pt',
    lang: 'pt',
    cc: 'PT',
    shell: 'elementor',
    name: 'Fisiodouro',
    nav: [
      ['/', 'Início'],
      ['/a-equipa/', 'A Equipa'],
      ['/contactos/', 'Contactos'],
      ['/informacao-legal/', 'Informação legal', 'foot'],
    ],
    agency: ['Maré Digital', 'geral@maredigital.pt', 'https://maredigital.pt'],
    footerHtml: 'Rua de Santa Catarina 880, 4000-446 Porto · 222 004 518 · Livro de Reclamações',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Fisioterapia e osteopatia no centro do Porto', 1) + sh.p('Reabilitação desportiva, dor lombar, pós-operatório e pilates clínico. Acordos com Médis, Multicare e AdvanceCare.')),
        sh.sec(sh.h('Horário') + sh.p('Segunda a sexta: 8h00 – 21h00<br>Sábado: 9h00 – 13h00')),
      ],
      '/a-equipa/': [
        sh.sec(sh.h('A Equipa', 1)),
        T.elemColumns(sh, [
          { pre: 'Dra. ', n: 'Ana Rita Magalhães Pinto', t: 'Diretora clínica e fisioterapeuta', e: 'anarita@fisiodouro-movimento.pt', alt: 'Dra. Ana Rita' },
          { n: 'João Pedro Sousa', t: 'Fisioterapeuta', bio: 'Especialista em reabilitação do joelho e ombro.' },
          { n: 'Inês Carvalho', t: 'Osteopata', li: 'https://www.linkedin.com/in/inescarvalho-osteo' },
          { n: 'Rute', t: 'Receção' },
        ]),
      ],
      '/contactos/': [
        sh.sec(
          sh.h('Marcações', 1) +
            sh.p('Ligue 222 004 518 ou escreva para <a href="mailto:geral@fisiodouro-movimento.pt">geral@fisiodouro-movimento.pt</a>.') +
            sh.widget('form', form('pt', 'nome@exemplo.pt', '/contactos/')),
        ),
      ],
      '/informacao-legal/': [
        sh.sec(
          sh.h('Informação legal', 1) +
            sh.p(
              '<p>Fisiodouro – Clínica de Fisioterapia, Lda.<br>NIPC 514 876 123<br>Sede: Rua de Santa Catarina 880, 4000-446 Porto<br>Capital social: 5.000 €<br>Gerente: Ana Rita Magalhães Pinto<br>Registo ERS n.º E123456</p><p>Em caso de litígio, o consumidor pode recorrer ao Centro de Informação de Consumo e Arbitragem do Porto.</p>',
            ),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-elementor', 'legal-notice', 'email-mailto', 'email-in-person-card', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    emails: { 'geral@fisiodouro-movimento.pt': 'generic', 'anarita@fisiodouro-movimento.pt': ['person', 'Ana Rita Magalhães Pinto'] },
    contacts: [
      ['Ana Rita Magalhães Pinto', 'Diretora clínica e fisioterapeuta', 'owner'],
      ['João Pedro Sousa', 'Fisioterapeuta', 'other'],
      ['Inês Carvalho', 'Osteopata', 'other'],
      ['Rute', 'Receção', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k022
  {
    id: 'k022-mendonca-faria-advocacia',
    domain: 'mendoncafaria-advocacia.com.br',
    lang: 'pt',
    cc: 'BR',
    shell: 'divi',
    name: 'Mendonça Faria Advocacia',
    nav: [
      ['/', 'Início'],
      ['/escritorio/', 'O Escritório'],
      ['/equipe/', 'Equipe'],
      ['/contato/', 'Contato'],
    ],
    footerHtml: 'Av. Paulista 1842, cj. 155 – Edifício Conde de Prates – Bela Vista, São Paulo/SP · OAB/SP 12.345',
    scripts: [J.version('jquery@3.6.0', 'dist/jquery.min.js')],
    pages: (sh) => ({
      '/': [sh.sec(sh.p('<h1>Advocacia empresarial e trabalhista</h1><p>Atendemos empresas de médio porte em São Paulo e região desde 2008.</p>'))],
      '/escritorio/': [
        sh.sec(
          sh.h('O Escritório') +
            sh.p('Fundado por Ricardo Mendonça Faria em 2008, o escritório atua nas áreas empresarial, tributária e trabalhista, com foco em soluções negociadas.') +
            sh.p('<h3>Alguns clientes</h3><ul><li>Construtora Horizonte Azul</li><li>Rede Farma Bem</li><li>Cooperativa Agrícola Vale Verde</li><li>Transportadora Irmãos Bortolotto</li><li>Padaria Dona Benta</li></ul>'),
        ),
      ],
      '/equipe/': [
        sh.sec(sh.h('Equipe')),
        T.diviMembers(sh, [
          { n: 'Ricardo Mendonça Faria', t: 'Sócio-fundador', e: 'ricardo@mendoncafaria-advocacia.com.br', bio: 'Mestre em Direito Comercial pela USP.' },
          { n: 'Beatriz dos Santos Lima', t: 'Sócia – Direito do Trabalho', e: 'beatriz@mendoncafaria-advocacia.com.br' },
          { n: 'Thiago Albuquerque', t: 'Advogado associado' },
          { n: 'Camila', t: 'Secretária' },
        ]),
      ],
      '/contato/': [
        sh.sec(
          sh.h('Contato') +
            sh.p('<p>Av. Paulista 1842, cj. 155 – Bela Vista<br>01310-200 São Paulo/SP</p><p>Tel.: (11) 3251-4470</p><p>E-mail: contato (arroba) mendoncafaria-advocacia.com.br</p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-divi', 'about-prose', 'client-list', 'email-obfuscated', 'email-in-person-card', 'email-mailto', 'name-lookalikes', 'junk-version'],
    emails: {
      'contato@mendoncafaria-advocacia.com.br': 'generic',
      'ricardo@mendoncafaria-advocacia.com.br': ['person', 'Ricardo Mendonça Faria'],
      'beatriz@mendoncafaria-advocacia.com.br': ['person', 'Beatriz dos Santos Lima'],
    },
    contacts: [
      ['Ricardo Mendonça Faria', 'Sócio-fundador', 'owner'],
      ['Beatriz dos Santos Lima', 'Sócia – Direito do Trabalho', 'owner'],
      ['Thiago Albuquerque', 'Advogado associado', 'other'],
      ['Camila', 'Secretária', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k023
  {
    id: 'k023-doces-da-vo-cida',
    domain: 'docesdavocida-lume.com.br',
    lang: 'pt',
    cc: 'BR',
    shell: 'wix',
    name: 'Doces da Vó Cida',
    nav: [
      ['/', 'Início'],
      ['/nossa-historia', 'Nossa história'],
      ['/encomendas', 'Encomendas'],
    ],
    footerHtml: 'Rua XV de Novembro 1120, loja 3 · Centro, Curitiba/PR · (41) 99876-1203',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Doces caseiros desde 1978') +
            sh.p('Bolos, brigadeiros gourmet, quindim e o famoso pudim da Vó.\n\n“O bolo de cenoura me lembra a infância!” — Fernanda A.\n\n“Encomendei 300 docinhos pro casamento, todo mundo amou.” — Patrícia e Diego'),
        ),
      ],
      '/nossa-historia': [
        sh.sec(
          sh.h('Nossa história') +
            sh.p(
              'Tudo começou em 1978, na cozinha da Vó Cida — Aparecida Tavares — que vendia bolos para as vizinhas do Alto da XV. Depois a filha, Sônia Tavares, abriu a primeira lojinha em 1995.\n\nHoje quem comanda a cozinha é a neta, Juliana Tavares Rocha, confeiteira formada pelo Senac, junto com o marido, Felipe Rocha, que cuida das encomendas e das entregas. As receitas continuam as mesmas do caderno da Vó.',
            ),
        ),
      ],
      '/encomendas': [
        sh.sec(sh.h('Encomendas') + sh.p('Encomendas com no mínimo 3 dias de antecedência.\n\nWhatsApp (41) 99876-1203 ou e-mail docesdavocida.curitiba@gmail.com')),
      ],
    }),
    patterns: ['builder-wix', 'about-prose', 'email-text', 'junk-platform', 'testimonials'],
    emails: { 'docesdavocida.curitiba@gmail.com': 'generic' },
    contacts: [
      ['Juliana Tavares Rocha', 'confeiteira', 'owner'],
      ['Felipe Rocha', null, 'owner'],
    ],
  },
  // ---------------------------------------------------------------- k024
  {
    id: 'k024-atelier-baixa-luz',
    domain: 'atelierbaixa-luz.pt',
    lang: 'pt',
    cc: 'PT',
    tz: 'Europe/Lisbon',
    shell: 'squarespace',
    name: 'Atelier Baixa Luz',
    nav: [
      ['/', 'Início'],
      ['/estudio', 'Estúdio'],
      ['/conversas', 'Conversas'],
      ['/contacto', 'Contacto'],
    ],
    footerHtml: 'Rua dos Fanqueiros 214, 2.º · 1100-231 Lisboa',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Design gráfico, fotografia e identidade') +
            sh.p('<p style="white-space:pre-wrap;">Um pequeno estúdio na Baixa de Lisboa, a trabalhar com marcas culturais e de restauração.</p><p><img src="/s/capa.jpg" srcset="/s/capa.jpg 1x, /s/capa@2x.jpg 2x" alt=""></p>'),
        ),
      ],
      '/estudio': [
        sh.sec(
          sh.h('Estúdio') +
            T.sqsSummary(
              sh,
              [
                { n: 'Marta Vasconcelos', t: 'Diretora criativa e fundadora', bio: 'Estudou na ESAD Matosinhos; fundou o atelier em 2013.' },
                { n: 'Tiago Sá da Bandeira', t: 'Fotógrafo' },
                { n: 'Leonor', t: 'Produção' },
              ],
              'estudio',
            ),
        ),
      ],
      '/conversas': [
        sh.sec(
          sh.h('Conversas de Design #7 — Tipografia e cidade') +
            sh.p('<p style="white-space:pre-wrap;">Sábado, 16 de março, 17h00, no atelier. Entrada livre, lugares limitados.</p><p style="white-space:pre-wrap;">Convidados desta edição:</p>') +
            T.sqsImageCaption(sh, [
              { n: 'Rui Abreu', t: 'Designer de tipos, Rui Abreu Type' },
              { n: 'Joana Lemos Brito', t: 'Investigadora, FBAUL' },
              { n: 'Hugo Cardoso', t: 'Letreiros Lisboa' },
            ]) +
            sh.p('<p style="white-space:pre-wrap;">Moderação: Marta Vasconcelos.</p>'),
        ),
      ],
      '/contacto': [
        sh.sec(sh.h('Contacto') + sh.p('<p style="white-space:pre-wrap;">Novos projetos: <a href="mailto:ola@atelierbaixa-luz.pt">ola@atelierbaixa-luz.pt</a><br>Produção e orçamentos: <a href="mailto:producao@atelierbaixa-luz.pt">producao@atelierbaixa-luz.pt</a></p>')),
      ],
    }),
    patterns: ['team-grid', 'builder-squarespace', 'event-speakers', 'email-mailto', 'junk-asset'],
    emails: { 'ola@atelierbaixa-luz.pt': 'generic', 'producao@atelierbaixa-luz.pt': 'role' },
    contacts: [
      ['Marta Vasconcelos', 'Diretora criativa e fundadora', 'owner'],
      ['Tiago Sá da Bandeira', 'Fotógrafo', 'other'],
      ['Leonor', 'Produção', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k025
  {
    id: 'k025-onda-sul-digital',
    domain: 'ondasul-digital.com.br',
    lang: 'pt',
    cc: 'BR',
    shell: 'webflow',
    name: 'Onda Sul Digital',
    head: jsonld({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Onda Sul Digital Ltda.',
      url: 'https://ondasul-digital.com.br',
      email: 'financeiro@ondasul-digital.com.br',
      founder: { '@type': 'Person', name: 'Gabriel Nogueira', jobTitle: 'CEO & Co-fundador' },
      employee: [
        { '@type': 'Person', name: 'Larissa Moura', jobTitle: 'Head de Marketing' },
        { '@type': 'Person', name: 'Rafael Costa', jobTitle: 'CTO & Co-fundador' },
      ],
      address: { '@type': 'PostalAddress', streetAddress: 'Rod. SC-401, 4150 – Sapiens Parque', addressLocality: 'Florianópolis', addressRegion: 'SC' },
    }),
    nav: [
      ['/', 'Início'],
      ['/sobre', 'Sobre'],
      ['/contato', 'Contato'],
    ],
    footerHtml: 'Onda Sul Digital Ltda. · CNPJ 34.567.890/0001-12 · Florianópolis/SC',
    scripts: [J.version('gsap@3.12.2', 'dist/ScrollTrigger.min.js')],
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Sites e e-commerce que vendem') + sh.p('Desenvolvimento em Shopify e VTEX, tráfego pago e CRO para marcas do Sul do Brasil.'))],
      '/sobre': [
        sh.sec(
          sh.h('Quem faz a Onda') +
            T.wfDyn(
              sh,
              [
                { n: 'Gabriel Nogueira', t: 'CEO & Co-fundador', li: 'https://www.linkedin.com/in/gabrielnogueira' },
                { n: 'Rafael Costa', t: 'CTO & Co-fundador' },
                { n: 'Larissa Moura', t: 'Head de Marketing' },
                { n: 'Bruna Kawasaki', t: 'Gerente de Projetos' },
              ],
              { roleFirst: true },
            ),
        ),
      ],
      '/contato': [
        sh.sec(
          sh.h('Vamos conversar?') +
            sh.p('Mande um e-mail para <a href="mailto:oi@ondasul-digital.com.br">oi@ondasul-digital.com.br</a> ou preencha o formulário.') +
            `<div class="w-form"><form id="wf-form-contato" name="wf-form-contato" method="get"><input class="w-input" name="Nome" placeholder="Seu nome" type="text"/><input class="w-input" name="Email" placeholder="seu@email.com.br" type="email" required=""/><textarea name="Mensagem" placeholder="Conte sobre o projeto" class="w-input"></textarea><input type="submit" value="Enviar" class="w-button"/></form></div>`,
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-webflow', 'jsonld-person', 'email-jsonld', 'email-mailto', 'junk-placeholder', 'junk-version'],
    emails: { 'oi@ondasul-digital.com.br': 'generic', 'financeiro@ondasul-digital.com.br': 'role' },
    contacts: [
      ['Gabriel Nogueira', 'CEO & Co-fundador', 'owner'],
      ['Rafael Costa', 'CTO & Co-fundador', 'owner'],
      ['Larissa Moura', 'Head de Marketing', 'marketing'],
      ['Bruna Kawasaki', 'Gerente de Projetos', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k026
  {
    id: 'k026-escola-musica-harpa-braga',
    domain: 'escolaharpa-braga.pt',
    lang: 'pt',
    cc: 'PT',
    shell: 'bootstrap',
    name: 'Escola de Música Harpa',
    nav: [
      ['/', 'Início'],
      ['/professores.html', 'Professores'],
      ['/inscricoes.html', 'Inscrições'],
    ],
    footerHtml: 'Rua do Souto 77, 4700-329 Braga · 253 610 442 · <a href="mailto:secretaria@escolaharpa-braga.pt">secretaria@escolaharpa-braga.pt</a>',
    pages: (sh) => ({
      '/': [
        sh.sec('<h1 class="display-6">Aprender música, em Braga, desde 2001</h1><p class="lead">Piano, guitarra, violino, canto e iniciação musical a partir dos 4 anos.</p>'),
        sh.sec(
          sh.h('Testemunhos') +
            '<div class="row"><div class="col-md-6"><figure><blockquote class="blockquote"><p>A minha filha entrou com 5 anos e hoje toca no Conservatório.</p></blockquote><figcaption class="blockquote-footer">Cristina Faria, mãe da Beatriz</figcaption></figure></div><div class="col-md-6"><figure><blockquote class="blockquote"><p>Comecei guitarra aos 52 e nunca me senti deslocado.</p></blockquote><figcaption class="blockquote-footer">Manuel Oliveira, aluno adulto</figcaption></figure></div></div>',
        ),
      ],
      '/professores.html': [
        sh.sec(
          sh.h('Professores') +
            T.bsTitleAbove(sh, [
              { n: 'Helena Araújo Costa', t: 'Direção pedagógica · Piano', bio: 'Fundou a escola em 2001.' },
              { n: 'Nuno Brandão', t: 'Guitarra clássica e elétrica' },
              { n: 'Olga Petrenko', t: 'Violino' },
              { n: 'Sofia Menezes', t: 'Canto e iniciação musical' },
            ]),
        ),
      ],
      '/inscricoes.html': [sh.sec(sh.h('Inscrições 2024/25') + '<p>As inscrições abrem a 1 de julho. Preencha o formulário e entraremos em contacto.</p>' + form('pt', 'o.seu@email.pt', '/inscricoes.html'))],
    }),
    patterns: ['team-grid', 'builder-bootstrap', 'testimonials', 'email-footer', 'junk-placeholder', 'junk-version', 'junk-asset'],
    emails: { 'secretaria@escolaharpa-braga.pt': 'generic' },
    contacts: [
      ['Helena Araújo Costa', 'Direção pedagógica · Piano', 'owner'],
      ['Nuno Brandão', 'Guitarra clássica e elétrica', 'other'],
      ['Olga Petrenko', 'Violino', 'other'],
      ['Sofia Menezes', 'Canto e iniciação musical', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k027
  {
    id: 'k027-funeraria-santa-clara-coimbra',
    domain: 'funerariasantaclara-paz.pt',
    lang: 'pt',
    cc: 'PT',
    shell: 'wordpress',
    name: 'Agência Funerária Santa Clara',
    nav: [
      ['/', 'Início'],
      ['/necrologia/', 'Necrologia'],
      ['/sobre-nos/', 'Sobre nós'],
      ['/informacao-legal/', 'Informação legal', 'foot'],
    ],
    footerHtml: 'Rua de Santa Clara 45, 3040-270 Coimbra · 239 441 220 (24 horas) · <a href="mailto:geral@funerariasantaclara-paz.pt">geral@funerariasantaclara-paz.pt</a>',
    pages: (sh) => ({
      '/': [sh.h('Serviço funerário permanente') + sh.p('Funerais, cremações, trasladações e tratamento de toda a documentação. Atendimento 24 horas, todos os dias do ano.')],
      '/necrologia/': [
        sh.h('Necrologia') +
          `<div class="wp-block-group necrologia"><h3 class="wp-block-heading">Maria de Lurdes Pires Cardoso</h3><p>Faleceu a 5 de março de 2024, com 88 anos. Natural de Condeixa. Velório na Capela de Santo António dos Olivais; funeral dia 6, às 15h00. A família agradece.</p></div>
<div class="wp-block-group necrologia"><h3 class="wp-block-heading">António Manuel Simões</h3><p>Faleceu a 3 de março de 2024, com 79 anos. Viúvo de Olinda Simões. Missa de corpo presente na Igreja da Sé Nova.</p></div>
<div class="wp-block-group necrologia"><h3 class="wp-block-heading">Eng.º Carlos Alberto Neves</h3><p>Faleceu a 1 de março de 2024. Cremação reservada à família.</p></div>`,
      ],
      '/sobre-nos/': [
        sh.h('Três gerações ao serviço das famílias') +
          sh.p('A Agência Funerária Santa Clara foi fundada em 1952 por José Marques, marceneiro. O filho, Joaquim Marques, continuou a casa até 2009.') +
          sh.p('Hoje a agência é gerida pelo neto do fundador, Nuno Marques Ferreira, com o apoio de Teresa Lopes, responsável pelos serviços administrativos e seguros. Estamos disponíveis a qualquer hora.'),
      ],
      '/informacao-legal/': [
        sh.h('Informação legal') +
          sh.p('Agência Funerária Santa Clara, Lda.<br>NIPC 501 234 876 · Capital social 50.000 €<br>Matriculada na Conservatória do Registo Comercial de Coimbra<br>Sócio-gerente: Nuno Marques Ferreira<br>Alvará DGAE n.º 1234'),
      ],
    }),
    patterns: ['builder-wordpress', 'obituary', 'about-prose', 'legal-notice', 'email-mailto', 'email-footer', 'junk-asset'],
    emails: { 'geral@funerariasantaclara-paz.pt': 'generic' },
    contacts: [
      ['Nuno Marques Ferreira', 'Sócio-gerente', 'owner'],
      ['Teresa Lopes', 'responsável pelos serviços administrativos e seguros', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k028
  {
    id: 'k028-associacao-comercial-ria',
    domain: 'acomercial-ria-aveiro.pt',
    lang: 'pt',
    shell: 'html4',
    name: 'Associação Comercial da Ria de Aveiro',
    color: '#00557F',
    side: '#E3F0F6',
    nav: [
      ['/', 'Início'],
      ['/direcao.htm', 'Direção'],
      ['/associados.htm', 'Associados'],
      ['/contactos.htm', 'Contactos'],
    ],
    footerHtml: 'ACRA - Associação Comercial da Ria de Aveiro · Rua Direita 40, 3800-183 Aveiro',
    pages: (sh) => ({
      '/': [
        sh.h('Bem-vindo à ACRA') +
          sh.p('Representamos o comércio tradicional e os serviços da região de Aveiro desde 1987. Formação, apoio jurídico e campanhas de dinamização do comércio local.') +
          sh.p('<font color="#CC6600"><b>Campanha "Compre na Ria" - de 1 a 31 de maio!</b></font>'),
      ],
      '/direcao.htm': [
        sh.h('Órgãos Sociais - Direção (mandato 2023-2026)') +
          T.html4Table(
            sh,
            [
              { n: 'Manuel Rebelo Tavares', t: 'Presidente' },
              { n: 'Cláudia Pinho Martins', t: 'Vice-Presidente' },
              { n: 'Artur Gomes da Silva', t: 'Tesoureiro' },
              { n: 'Luísa Fontes', t: 'Secretária' },
            ],
            ['Nome', 'Cargo'],
            '#00557F',
          ) +
          sh.p('Secretariado técnico: Patrícia Almeida (atendimento aos associados)'),
      ],
      '/associados.htm': [
        sh.h('Lista de Associados') +
          `<table width="100%" border="0" cellpadding="3">
<tr><td><b>Empresa</b></td><td><b>Responsável</b></td><td><b>Atividade</b></td></tr>
<tr><td>Ovos Moles Maria da Apresentação</td><td>Fernanda Rocha</td><td>Doçaria</td></tr>
<tr><td>Ótica Central de Aveiro</td><td>Paulo Valente</td><td>Ótica</td></tr>
<tr><td>Sapataria Costa Nova</td><td>Jorge Matias</td><td>Calçado</td></tr>
<tr><td>Livraria Estante</td><td>Rita Gouveia</td><td>Livraria</td></tr>
<tr><td>Drogaria Bela Vista</td><td>Armando Correia</td><td>Drogaria</td></tr>
<tr><td>Restaurante O Moliceiro</td><td>Vítor Santos</td><td>Restauração</td></tr>
<tr><td>Florista Jardim do Rossio</td><td>Ana Paula Neves</td><td>Florista</td></tr>
<tr><td>Farmácia Avenida</td><td>Dr. João Melo</td><td>Farmácia</td></tr>
<tr><td>Papelaria Universitária</td><td>Susana Leite</td><td>Papelaria</td></tr>
<tr><td>Talho Irmãos Saraiva</td><td>Rui Saraiva</td><td>Talho</td></tr>
</table>`,
      ],
      '/contactos.htm': [sh.h('Contactos') + sh.p('Rua Direita 40, 3800-183 Aveiro<br>Tel. 234 422 901<br>E-mail: geral@acomercial-ria-aveiro.pt<br>Atendimento: 2.ª a 6.ª, 9h-12h30 e 14h-17h30')],
    }),
    patterns: ['hand-written', 'team-table', 'directory', 'email-text'],
    emails: { 'geral@acomercial-ria-aveiro.pt': 'generic' },
    contacts: [
      ['Manuel Rebelo Tavares', 'Presidente', 'owner'],
      ['Cláudia Pinho Martins', 'Vice-Presidente', 'other'],
      ['Artur Gomes da Silva', 'Tesoureiro', 'other'],
      ['Luísa Fontes', 'Secretária', 'other'],
      ['Patrícia Almeida', 'Secretariado técnico', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k029
  {
    id: 'k029-oficina-irmaos-prado',
    domain: 'oficinairmaosprado-motor.com.br',
    lang: 'pt',
    cc: 'BR',
    shell: 'broken',
    name: 'Oficina Irmãos Prado',
    nav: [
      ['/', 'Início'],
      ['/servicos.html', 'Serviços'],
      ['/orcamento.html', 'Orçamento'],
    ],
    footerHtml: 'Rua Padre Eustáquio 2210 - Carlos Prates - Belo Horizonte/MG - (31) 3462-1180',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Oficina Irmãos Prado') +
            sh.p('Mecânica em geral, injeção eletrônica, suspensão e freios. Há mais de 30 anos no Carlos Prates!') +
            '<div class=depo><h3>Depoimentos</h3><p>"Levei meu Gol com barulho na suspensão, resolveram no mesmo dia." <b>- Wellington S.</b>\n<p>"Preço justo e serviço honesto" <b>- Dona Marlene, cliente desde 1995</b></div>',
        ),
      ],
      '/servicos.html': [sh.sec(sh.h('Serviços') + '<ul><li>Troca de óleo e filtros<li>Alinhamento e balanceamento<li>Ar-condicionado automotivo<li>Revisão para viagem<li>Embreagem</ul>')],
      '/orcamento.html': [
        sh.sec(sh.h('Peça seu orçamento') + '<p>Chame no WhatsApp <a href=https://wa.me/5531987650011>(31) 98765-0011</a> ou preencha:' + form('pt', 'seu@email.com.br', '/orcamento.html') + '</td>'),
      ],
    }),
    patterns: ['broken-markup', 'no-email', 'testimonials', 'name-lookalikes', 'junk-placeholder'],
    emails: {},
    contacts: [],
  },
  // ---------------------------------------------------------------- k030
  {
    id: 'k030-veterinaria-alfama',
    domain: 'vetalfama-patas.pt',
    lang: 'pt',
    shell: 'html5',
    name: 'Clínica Veterinária de Alfama',
    nav: [
      ['/', 'Início'],
      ['/equipa/', 'Equipa'],
      ['/marcacoes/', 'Marcações'],
    ],
    footerHtml: 'Largo do Chafariz de Dentro 12, 1100-139 Lisboa · 218 860 433 · <a href="mailto:clinica@vetalfama-patas.pt">clinica@vetalfama-patas.pt</a>',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Cuidamos dos animais do bairro desde 2005') + sh.p('Consultas, vacinação, cirurgia de tecidos moles, ecografia e hotel para gatos.'))],
      '/equipa/': [
        sh.sec(
          sh.h('Médicos veterinários') +
            T.microdata(
              sh,
              [
                { pre: 'Dr.ª ', n: 'Sofia Meireles', t: 'Diretora clínica', e: 'sofia.meireles@vetalfama-patas.pt', sep: ' — ' },
                { pre: 'Dr. ', n: 'Miguel Antunes', t: 'Cirurgia e anestesia', sep: ' — ' },
                { pre: 'Dr.ª ', n: 'Carolina da Silva Reis', t: 'Medicina felina', sep: ' — ' },
              ],
              ['Clínica Veterinária de Alfama', 'VeterinaryCare'],
              'Fotografia de ',
            ),
        ),
        sh.sec(
          '<h2>Enfermagem e receção</h2>\n' +
            T.dlTitleName(sh, [
              { n: 'Sandra', t: 'Enfermeira veterinária' },
              { n: 'Hélio Fernandes', t: 'Auxiliar' },
              { n: 'Marta', t: 'Receção' },
            ]),
        ),
      ],
      '/marcacoes/': [sh.sec(sh.h('Marcações') + sh.p('Por telefone (218 860 433) ou pelo formulário abaixo.') + form('pt', 'nome@exemplo.pt', '/marcacoes/'))],
    }),
    patterns: ['hand-written', 'microdata-person', 'definition-list', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
    emails: { 'clinica@vetalfama-patas.pt': 'generic', 'sofia.meireles@vetalfama-patas.pt': ['person', 'Sofia Meireles'] },
    contacts: [
      ['Sofia Meireles', 'Diretora clínica', 'owner'],
      ['Miguel Antunes', 'Cirurgia e anestesia', 'other'],
      ['Carolina da Silva Reis', 'Medicina felina', 'other'],
      ['Sandra', 'Enfermeira veterinária', 'other'],
      ['Hélio Fernandes', 'Auxiliar', 'other'],
      ['Marta', 'Receção', 'other'],
    ],
  },
];
