// dev-9 site data: Portuguese (m021-m030, Portugal and Brazil) and French (m031-m040)
import { esc, ent, obf, poolFor, rng, hash, pick } from './_lib.mjs';

const P = (n, t, r, e, more = {}) => ({ n, t, r, e, ...more });

export const SITES_PT = [
  // m021 — hand-written pharmacy site, definition list name-first, one person without title
  {
    id: 'm021-farmacia-nova-ovar', dom: 'farmacianovaovar.pt', lang: 'pt', tpl: 'handDl', year: 2009,
    paths: { about: '/historia.html', team: '/equipa.html', contact: '/contactos.html' },
    biz: { name: 'Farmácia Nova de Ovar', kind: 'Farmácia', city: 'Ovar', street: 'Rua Dr. Manuel Arala 41', zip: '3880-232', tel: '256 572 118', hours: 'Segunda a sexta 9h-20h, sábado 9h-13h', tagline: 'A sua farmácia no centro de Ovar', about: 'Medicamentos, dermocosmética, preparação de medicamentos manipulados e medição da tensão arterial.', services: [['Manipulados', 'preparados no nosso laboratório'], ['Dermocosmética', 'Avène, La Roche-Posay, Uriage'], ['Serviços', 'tensão arterial, colesterol, glicemia']] },
    generic: 'geral@farmacianovaovar.pt',
    people: [
      P('Maria João Sampaio', 'Directora Técnica', 'owner', 'mjsampaio@farmacianovaovar.pt'),
      P('Rui Pedro Almeida', 'Farmacêutico Adjunto', 'other', 'rpalmeida@farmacianovaovar.pt'),
      P('Sandra Gouveia', 'Técnica de Farmácia', 'other', null),
      P('Carla Pinho', null, 'other', null),
    ],
    x: {
      obf: 'arroba-sp', dl: 'name-first', teamTitle: 'A nossa equipa', teamIntro: 'Estamos ao seu dispor:',
      obfNote: 'Por causa do spam, escreva @ em vez de (arroba).',
      aboutHtml: () => `<p>A Farm&aacute;cia Nova foi fundada em 1952 pelo farmac&ecirc;utico Joaquim Sampaio, av&ocirc; da actual directora t&eacute;cnica, na antiga Rua Dr. Manuel Arala.
<p>Em 2008 mud&aacute;mos para instala&ccedil;&otilde;es novas, com laborat&oacute;rio de manipulados e gabinete de atendimento personalizado.`,
    },
  },
  // m022 — Brazilian accounting firm, JSON-LD @graph; company named after the founders
  {
    id: 'm022-martins-rocha-contabil', dom: 'martinserochacontabil.com.br', lang: 'pt', lk: 'br', tpl: 'jsonld',
    biz: { name: 'Martins & Rocha Contabilidade', kind: 'Escritório de contabilidade', city: 'Curitiba', street: 'Rua Marechal Deodoro 630, conj. 1204', zip: '80010-912', tel: '(41) 3555-2290', hours: 'Segunda a sexta, 8h às 18h', tagline: 'Contabilidade consultiva para pequenas e médias empresas', about: 'Abertura de empresas, departamento pessoal, fiscal e contábil para mais de 300 clientes no Paraná.', services: [['Abertura de empresa', 'CNPJ em até 10 dias úteis.'], ['Departamento pessoal', 'Folha, eSocial e férias.'], ['Fiscal', 'Simples Nacional, Lucro Presumido e Real.']] },
    generic: 'contato@martinserochacontabil.com.br',
    people: [
      P('Marcelo Martins', 'Sócio-fundador', 'owner', 'marcelo@martinserochacontabil.com.br', { founder: true }),
      P('Patrícia Rocha', 'Sócia-fundadora', 'owner', 'patricia@martinserochacontabil.com.br', { founder: true }),
      P('Fernanda Lima', 'Coordenadora do Departamento Pessoal', 'other', null),
      P('Gustavo Nakamura', 'Analista fiscal', 'other', null),
    ],
    x: {
      type: 'AccountingService', graph: true, contactMail: true, legalPat: false,
      aboutHtml: () => '<p class="mt-6">O escritório nasceu em 2006, quando os contadores Marcelo Martins e Patrícia Rocha decidiram unir as suas carteiras de clientes. Hoje somos 22 colaboradores.</p><p class="mt-4">Somos registrados no CRC-PR sob o n.º PR-012345/O.</p>',
      legal: () => '<p>Martins &amp; Rocha Contabilidade Ltda. — CNPJ 12.345.678/0001-90. Ao utilizar este site você concorda com estes termos.</p>',
    },
  },
  // m023 — Bootstrap microdata cards, dental clinic, emails behind "Enviar email"
  {
    id: 'm023-sorriso-mondego-dental', dom: 'sorrisodomondego.pt', lang: 'pt', tpl: 'microCards',
    paths: { team: '/equipa-clinica' },
    biz: { name: 'Clínica Dentária Sorriso do Mondego', kind: 'Clínica dentária', city: 'Coimbra', street: 'Avenida Fernão de Magalhães 412', zip: '3000-176', tel: '239 855 410', hours: 'Segunda a sexta 9h–20h · Sábado 9h–13h', tagline: 'Cuidamos do seu sorriso', about: 'Medicina dentária geral, ortodontia, implantologia e odontopediatria em Coimbra, com acordos com a Médis e a Multicare.', services: [['Ortodontia', 'Aparelhos fixos e alinhadores.'], ['Implantologia', 'Implantes com carga imediata.'], ['Odontopediatria', 'Consultas para os mais novos.']] },
    generic: 'recepcao@sorrisodomondego.pt',
    people: [
      P('Tiago Brandão', 'Director Clínico', 'owner', 'tiago.brandao@sorrisodomondego.pt'),
      P('Inês Carvalho', 'Ortodontista', 'other', 'ines.carvalho@sorrisodomondego.pt'),
      P('Beatriz Lobo', 'Médica Dentista – Implantologia', 'other', 'beatriz.lobo@sorrisodomondego.pt'),
      P('Marta Sequeira', 'Assistente Dentária', 'other', null),
      P('Filipa Roque', 'Rececionista', 'other', null, { img: false }),
    ],
    x: { type: 'Dentist', mailText: 'Enviar email', colsN: 3, teamIntro: 'Uma equipa jovem com mais de 15 anos de experiência.' },
  },
  // m024 — Brazilian inn: owner's letter signed, guests' comments, manager in the sidebar
  {
    id: 'm024-pousada-recanto-serra', dom: 'pousadarecantodaserramg.com.br', lang: 'pt', lk: 'br', tpl: 'wpLetter',
    biz: { name: 'Pousada Recanto da Serra', kind: 'Pousada em Gonçalves, Serra da Mantiqueira', city: 'Gonçalves (MG)', street: 'Estrada do Sertão Grande, km 4', zip: '37680-000', tel: '(35) 99555-1207', hours: 'Check-in 14h · Check-out 12h', tagline: 'Chalés com lareira no alto da Mantiqueira', about: 'Oito chalés com lareira, café da manhã colonial e trilhas até a Pedra Chanfrada.', services: [['Chalés', 'Com lareira e hidromassagem.'], ['Café colonial', 'Servido até as 11h.'], ['Trilhas', 'Guias locais credenciados.']] },
    generic: 'contato@pousadarecantodaserramg.com.br', roles: [['reservas@pousadarecantodaserramg.com.br', 'Reservas']],
    people: [],
    x: {
      postPath: '/blog/estamos-de-volta/', postTitle: 'Estamos de volta!', date: '2023-08-14', dateText: '14 de agosto de 2023', wpUser: 'pousada',
      excerpt: 'Depois de quatro meses de obras, a pousada reabre com dois chalés novos…',
      letter: ['Queridos hóspedes,', 'Depois de quatro meses de obras, a pousada reabre no dia 1º de setembro com dois chalés novos, o Ipê e o Araucária, e uma cozinha totalmente renovada.', 'Agradeço a paciência de todos que remarcaram as suas estadias e a dedicação da nossa equipe durante a reforma.'],
      sig: (c) => { c.who({ n: 'Helena Vasconcellos', r: 'owner' }, 'Proprietária'); return '<p>Com carinho,<br><strong>Helena Vasconcellos</strong><br>Proprietária</p>'; },
      sidebarExtra: (c) => { c.who({ n: 'Otávio Prado', r: 'owner' }, 'Gerente'); return '<aside id="block-5" class="widget inner-padding widget_block"><h2 class="wp-block-heading">Atendimento</h2><p>Gerente: Otávio Prado<br>WhatsApp (35) 99555-1207</p></aside>'; },
      commentsWord: 'comentários',
      comments: [['Cláudia e Rogério', 'Que notícia boa! Já reservamos o chalé Ipê para o nosso aniversário de casamento.'], ['Luiz Fernando Borges', 'Melhor pousada da Mantiqueira, parabéns Helena!']],
    },
  },
  // m025 — TYPO3-like industrial site, "O seu contacto" boxes, legal notice with sócio-gerente
  {
    id: 'm025-metalurgica-vouga-agueda', dom: 'metalurgicavougaagueda.pt', lang: 'pt', tpl: 'typo3Box',
    biz: { name: 'Metalúrgica do Vouga', kind: 'Metalomecânica de precisão', city: 'Águeda', street: 'Zona Industrial do Casarão, Lote 18', zip: '3750-152', tel: '234 610 880', hours: 'Segunda a sexta 8h00–17h30', tagline: 'Corte laser, quinagem e soldadura por medida', about: 'Desde 1987 produzimos peças e estruturas metálicas para a indústria automóvel, mobiliário e construção.', services: [] },
    generic: 'geral@metalurgicavougaagueda.pt', roles: [['orcamentos@metalurgicavougaagueda.pt', 'Pedidos de orçamento']],
    agencyLine: 'Website: Nódulo Digital · geral@nodulodigital.pt', agencyMail: 'geral@nodulodigital.pt',
    people: [],
    x: {
      boxTitle: 'O seu contacto', mailWord: 'Enviar email',
      svc: [
        { path: '/corte-laser', title: 'Corte laser', teaser: 'Chapa até 25 mm, tubo até 220 mm.', text: ['Duas máquinas de corte laser de fibra com carga automática.'], ps: [P('Paulo Tavares', 'Director Comercial', 'other', 'paulo.tavares@metalurgicavougaagueda.pt', { pre: 'Eng.º' })] },
        { path: '/quinagem', title: 'Quinagem', teaser: 'Quinadoras de 4 metros e 220 toneladas.', text: ['Quinagem CNC com controlo de ângulo em tempo real.'], ps: [P('Sónia Matos', 'Gestora de Clientes', 'other', 'sonia.matos@metalurgicavougaagueda.pt')] },
        { path: '/soldadura', title: 'Soldadura', teaser: 'MIG, TIG e robotizada.', text: ['Soldadores certificados segundo a EN ISO 9606-1.'], ps: [P('Rita Valente', 'Responsável de Produção', 'operations', 'rita.valente@metalurgicavougaagueda.pt', { pre: 'Eng.ª' })], boxTitle: 'A sua interlocutora' },
      ],
      legal: (c) => { c.who({ n: 'Armando Tavares', r: 'owner' }, 'Sócio-gerente'); return '<p>Metalúrgica do Vouga, Lda. · NIPC 502 345 678 · Capital social 250.000 € · Conservatória do Registo Comercial de Águeda.</p><p>Sócio-gerente: Armando Tavares.</p><p>Livro de Reclamações Eletrónico disponível em www.livroreclamacoes.pt.</p>'; },
    },
  },
  // m026 — Elementor real estate agency in Brazil: departments, image boxes, testimonials
  {
    id: 'm026-imobiliaria-casanova-floripa', dom: 'casanovaimoveisfloripa.com.br', lang: 'pt', lk: 'br', tpl: 'elementor',
    biz: { name: 'Casa Nova Imóveis', kind: 'Imobiliária', city: 'Florianópolis (SC)', street: 'Rua Bocaiúva 2125, sala 3', zip: '88015-530', tel: '(48) 3555-8840', hours: 'Segunda a sexta 9h–18h · Sábado 9h–12h', tagline: 'Seu novo endereço em Florianópolis', about: 'Venda e locação de apartamentos e casas na Ilha e no continente, com administração completa de aluguéis.', services: [['Venda', 'Imóveis novos e usados.'], ['Locação', 'Contrato digital e vistoria com fotos.'], ['Administração', 'Repasse garantido no dia 10.']] },
    generic: 'atendimento@casanovaimoveisfloripa.com.br',
    agency: ['Agência Maré Digital', 'contato@maredigital.com.br'],
    people: [P('Rogério Casagrande', 'Diretor', 'owner', null, { box: true }), P('Priscila Koerich', 'Corretora de imóveis – CRECI 45.210-F', 'other', null, { box: true })],
    x: {
      testiTitle: 'Depoimentos',
      testimonials: [['Ana Paula e Marcos', 'Compramos nosso apartamento em Coqueiros com toda a segurança. Recomendamos!', 'Clientes desde 2021'], ['Seu Valdir', 'Alugo dois imóveis com a Casa Nova e nunca tive dor de cabeça.', 'Proprietário']],
      aboutHtml: () => '<p>A Casa Nova Imóveis foi fundada em 2010 e hoje administra mais de 600 imóveis na Grande Florianópolis.</p>',
      deptTitle: 'Fale direto com o setor',
      depts: [
        { label: 'Locação', p: P('Juliana Reis', 'Locação', 'other', 'juliana@casanovaimoveisfloripa.com.br') },
        { label: 'Vendas', p: P('Bruno Koerich', 'Vendas', 'other', 'bruno@casanovaimoveisfloripa.com.br') },
        { label: 'Financeiro', p: P('Sueli Machado', 'Financeiro', 'operations', null) },
      ],
      legal: () => '<p>Casa Nova Imóveis Ltda. · CNPJ 09.876.543/0001-21 · CRECI 3.456-J · Responsável técnico: Rogério Casagrande, CRECI 12.345-F.</p>',
    },
  },
  // m027 — Portuguese funeral agency: obituaries, prose naming the current owners
  {
    id: 'm027-funeraria-boa-viagem-povoa', dom: 'funerariaboaviagempovoa.pt', lang: 'pt', tpl: 'funeral',
    paths: { about: '/sobre-nos', contact: '/contactos', legal: '/informacao-legal' },
    biz: { name: 'Agência Funerária Boa Viagem', kind: 'Agência funerária', city: 'Póvoa de Varzim', street: 'Rua da Junqueira 210', zip: '4490-519', tel: '252 612 440', hours: 'Serviço permanente 24 horas', tagline: 'Ao lado das famílias da Póvoa desde 1948', about: 'Funerais, cremações, trasladações nacionais e internacionais e tratamento de toda a documentação.', services: [['Funerais', 'Organização completa da cerimónia.'], ['Cremação', 'Em articulação com o crematório de Vila do Conde.'], ['Trasladações', 'Para Portugal e estrangeiro.']] },
    generic: 'geral@funerariaboaviagempovoa.pt',
    people: [],
    x: {
      obf: 'arroba-sp', allDay: 'Contacto permanente:', obPath: '/necrologia', obNav: 'Necrologia', obTitle: 'Necrologia', obIntro: 'Participações de falecimento publicadas a pedido das famílias.', nObits: 10,
      homeNote: 'Em caso de falecimento, contacte-nos a qualquer hora. Tratamos de tudo.',
      obit: ({ fn, ln, ln2, age, day, sp }) => ({ h: `${esc(fn)} ${esc(ln)} ${esc(ln2)}`, p: `Faleceu no dia ${day} de fevereiro de 2024, com ${age} anos, natural da Póvoa de Varzim. O funeral realiza-se na Igreja Matriz. A família, em especial ${esc(sp)}, agradece a todos quantos a acompanharam.` }),
      aboutHtml: (c) => { c.who({ n: 'Sérgio Lapa', r: 'owner' }, 'sócio-gerente'); c.who({ n: 'Cristina Lapa', r: 'other' }, null); return '<p>A agência foi fundada em 1948 por Manuel Gonçalves Lapa (1919–1994), junto à Capela de Nossa Senhora da Boa Viagem, que lhe deu o nome.</p><p>Hoje é gerida pelo sócio-gerente Sérgio Lapa, terceira geração da família, e pela sua mulher, Cristina Lapa, que acompanha as famílias em todo o processo.</p>'; },
      legal: () => '<p>Agência Funerária Lapa, Lda. · NIPC 501 234 567 · Alvará n.º 1234/DGAE. Sócio-gerente: Sérgio Lapa.</p>',
    },
  },
  // m028 — Brazilian health-education institute: congress speakers vs. own staff table (ramal)
  {
    id: 'm028-instituto-saber-saude', dom: 'institutosabersaude.com.br', lang: 'pt', lk: 'br', tpl: 'speakers',
    paths: { team: '/equipe/', legal: '/contato' },
    biz: { name: 'Instituto Saber Saúde', kind: 'Cursos livres e pós-graduação em saúde', city: 'Ribeirão Preto (SP)', street: 'Av. Presidente Vargas 2001, 5º andar', zip: '14020-260', tel: '(16) 3555-7721', hours: 'Segunda a sexta, 8h às 20h', tagline: 'Educação continuada para profissionais da saúde', about: 'Cursos presenciais e online em nutrição, fisioterapia e enfermagem, com certificado reconhecido.', services: [['Pós-graduação', 'Nutrição clínica e esportiva.'], ['Cursos livres', 'Fim de semana, presencial.'], ['Congressos', 'Anuais, com 800 participantes.']] },
    generic: 'secretaria@institutosabersaude.com.br', roles: [['inscricoes@institutosabersaude.com.br', 'Inscrições do congresso']],
    people: [
      P('Daniela Fontes', 'Diretora', 'owner', 'daniela.fontes@institutosabersaude.com.br', { ext: '201' }),
      P('Marcos Vinícius Teles', 'Coordenador Pedagógico', 'other', 'marcos.teles@institutosabersaude.com.br', { ext: '204' }),
      P('Priscila Andrade', 'Analista de Marketing', 'marketing', 'marketing.priscila@institutosabersaude.com.br', { ext: '210' }),
      P('Jéssica Ramos', 'Secretaria Acadêmica', 'other', null, { ext: '200' }),
    ],
    x: {
      evPath: '/congresso-2024', evNav: 'Congresso 2024', evTitle: 'V Congresso de Nutrição Funcional', evIntro: '18 e 19 de maio de 2024 · Centro de Convenções de Ribeirão Preto',
      spTitle: 'Palestrantes confirmados', progTitle: 'Programação', teamTitle: 'Nossa equipe', teamIntro: 'Ligue (16) 3555-7721 e digite o ramal.', extraCol: ['Ramal', 'ext'],
      speakers: [['Dra. Renata Guimarães', 'Nutricionista, professora da USP', 'Microbiota e inflamação', 'renata-guimaraes'], ['Dr. Paulo Henrique Sato', 'Médico endocrinologista', 'Resistência à insulina', ''], ['Camila Bortolotto', 'Nutricionista esportiva do Botafogo-SP', 'Suplementação no futebol', 'camilabortolotto'], ['Prof. Dr. Sérgio Amaral', 'UNIFESP', 'Nutrigenômica na prática clínica', '']],
      programme: [['Sábado 8h', 'Credenciamento'], ['Sábado 9h', 'Abertura'], ['Domingo 17h', 'Encerramento']],
      evContact: () => 'Dúvidas sobre inscrições: <a href="mailto:inscricoes@institutosabersaude.com.br">inscricoes@institutosabersaude.com.br</a>.',
    },
  },
  // m029 — organic shop blog with guest authors; list of its producers (a directory)
  {
    id: 'm029-horta-viva-braga', dom: 'hortavivabraga.pt', lang: 'pt', tpl: 'guestBlog',
    biz: { name: 'Horta Viva', kind: 'Mercearia biológica e blogue', city: 'Braga', street: 'Rua do Souto 88', zip: '4700-329', tel: '253 218 447', tagline: 'Fruta, legumes e mercearia biológica de produtores do Minho', about: 'Cabazes semanais com entrega em Braga e Guimarães.', services: [] },
    generic: 'ola@hortavivabraga.pt',
    people: [],
    x: {
      aboutNav: 'Quem somos', byWord: 'Por ', contactText: 'Encomendas de cabazes até quarta-feira às 18h.',
      sidebar: (c) => { c.who({ n: 'Teresa Moura', r: 'owner' }, 'fundadora'); c.who({ n: 'Filipe Moura', r: 'owner' }, 'fundador'); return '<section id="block-2" class="widget widget_block"><h2 class="widget-title">Sobre nós</h2><p>A Horta Viva é da Teresa Moura (fundadora) e do Filipe Moura (fundador), que trocaram Lisboa pelo Minho em 2016.</p></section>'; },
      posts: [
        { path: '/blog/sopas-de-inverno/', title: 'Cinco sopas de inverno com legumes da época', cat: 'Receitas', author: 'Teresa Moura', slug: 'teresa', date: '2024-01-12', dateText: '12 de janeiro de 2024', body: ['Com o frio chegam as couves, os nabos e as abóboras.', 'Deixo-vos as cinco sopas que fazemos lá em casa.'], bio: null },
        { path: '/blog/intestino-feliz/', title: 'Artigo convidado: um intestino feliz', cat: 'Saúde', author: 'Sofia Antunes', slug: 'sofia-antunes', date: '2024-02-02', dateText: '2 de fevereiro de 2024', body: ['As fibras dos legumes alimentam a nossa microbiota.', 'Neste artigo explico como começar.'], bio: 'Sofia Antunes é nutricionista convidada (cédula 1234N) e tem consultório em Guimarães.' },
        { path: '/blog/risotto-de-cogumelos/', title: 'O risotto de cogumelos do chef', cat: 'Receitas', author: 'Nuno Queirós', slug: 'nuno-queiros', date: '2024-02-20', dateText: '20 de fevereiro de 2024', body: ['Os cogumelos shiitake da Quinta do Sobreiro são perfeitos para este prato.'], bio: 'Nuno Queirós é chef do restaurante Tasca do Largo e escreve como convidado no nosso blogue.' },
      ],
      aboutHtml: (c) => {
        c.pat('directory');
        const r = rng(hash('m029'));
        const pool = poolFor('pt');
        const rows = [];
        for (let i = 0; i < 22; i++) rows.push(`<li><strong>Quinta ${['do Sobreiro', 'da Ribeira', 'de Santa Marta', 'do Outeiro', 'das Lameiras', 'da Veiga', 'do Paço', 'de São Bento', 'da Fonte', 'do Carvalhal', 'da Bouça'][i % 11]}${i >= 11 ? ' II' : ''}</strong> — ${esc(pick(r, pool.first))} ${esc(pick(r, pool.last))}, ${['Vila Verde', 'Amares', 'Barcelos', 'Ponte de Lima', 'Póvoa de Lanhoso'][i % 5]}</li>`);
        return `<p>Trabalhamos diretamente com 22 produtores certificados do Minho. Aqui estão todos:</p><ul class="produtores">${rows.join('\n')}</ul>`;
      },
    },
  },
  // m030 — Divi law firm in Brazil: partners as team members, associates in a table with offices/languages
  {
    id: 'm030-bastos-lacerda-advogados', dom: 'bastoslacerdaadv.com.br', lang: 'pt', lk: 'br', tpl: 'divi',
    paths: { team: '/equipe', legal: '/termos-de-uso' },
    biz: { name: 'Bastos Lacerda Advogados', kind: 'Sociedade de advogados', city: 'São Paulo (SP)', street: 'Rua Joaquim Floriano 960, 11º andar', zip: '04534-004', tel: '(11) 3555-4410', hours: 'Segunda a sexta, 9h às 19h', tagline: 'Direito empresarial, trabalhista e tributário', about: 'Atendemos empresas familiares e startups em São Paulo e Campinas desde 2008.', services: [['Empresarial', 'Contratos, societário e M&A.'], ['Trabalhista', 'Consultivo e contencioso patronal.'], ['Tributário', 'Planejamento e defesa em autuações.']] },
    generic: 'contato@bastoslacerdaadv.com.br',
    agencyLine: 'Desenvolvido por Agência Quadrante · oi@agenciaquadrante.com.br', agencyMail: 'oi@agenciaquadrante.com.br',
    people: [
      P('Renata Bastos', 'Sócia fundadora', 'owner', 'renata.bastos@bastoslacerdaadv.com.br', { lead: true, bio: 'Mestre em Direito Comercial pela USP.' }),
      P('Eduardo Lacerda', 'Sócio', 'owner', 'eduardo.lacerda@bastoslacerdaadv.com.br', { lead: true, bio: 'Especialista em Direito Tributário pelo IBET.' }),
      P('Carolina Mendes', 'Advogada associada', 'other', 'carolina.mendes@bastoslacerdaadv.com.br', { office: 'São Paulo', langs: 'Português, Inglês' }),
      P('Thiago Rezende', 'Advogado associado', 'other', 'thiago.rezende@bastoslacerdaadv.com.br', { office: 'Campinas', langs: 'Português, Espanhol' }),
      P('Luana Freitas', 'Estagiária', 'other', null, { office: 'São Paulo', langs: 'Português' }),
      P('Vera Lúcia Campos', 'Gerente administrativa', 'operations', 'administrativo.vera@bastoslacerdaadv.com.br', { office: 'São Paulo', langs: 'Português' }),
    ],
    x: {
      teamNav: 'Equipe', teamTitle: 'Nossa equipe', teamIntro: 'Sócios e associados com atuação em São Paulo e Campinas.', tableTitle: 'Associados e equipe', cols: ['name', 'title', 'office', 'langs', 'email'], th: { office: 'Unidade' },
      legal: () => '<p>Bastos Lacerda Sociedade de Advogados · OAB/SP 12.345 · CNPJ 10.234.567/0001-88. Este site tem caráter exclusivamente informativo (Provimento 205/2021 da OAB).</p>',
    },
  },
];

export const SITES_FR = [
  // m031 — hand-written plumber site, title-first definition list, "[arobase]"
  {
    id: 'm031-plomberie-marchand-vienne', dom: 'plomberiemarchandvienne.fr', lang: 'fr', tpl: 'handDl', year: 2011,
    paths: { about: '/entreprise.html', team: '/equipe.html', contact: '/contact.html' },
    biz: { name: 'Plomberie Chauffage Marchand', kind: 'Plomberie, chauffage, dépannage', city: 'Limoges', street: '12 rue Aristide Briand', zip: '87000', tel: '05 55 34 21 90', hours: 'Du lundi au vendredi de 8h à 12h et de 13h30 à 18h', tagline: 'Votre plombier chauffagiste à Limoges depuis 1985', about: 'Installation et entretien de chaudières gaz et fioul, pompes à chaleur, salles de bain clés en main et dépannage rapide.', services: [['Dépannage', 'fuites, débouchage, chauffe-eau'], ['Chauffage', 'chaudières, PAC, planchers chauffants'], ['Salles de bain', 'conception et pose']] },
    generic: 'contact@plomberiemarchandvienne.fr', roles: [['devis@plomberiemarchandvienne.fr', 'Demandes de devis']],
    people: [
      P('Jean-Luc Marchand', 'Gérant', 'owner', 'jl.marchand@plomberiemarchandvienne.fr'),
      P('Martine Faure', 'Secrétariat', 'other', null),
      P('Kévin Dos Santos', 'Chef d’équipe', 'other', null),
    ],
    x: {
      obf: 'arobase', dl: 'title-first', teamTitle: 'Vos interlocuteurs', teamIntro: 'Une petite équipe, toujours joignable :',
      obfNote: 'Remplacez [arobase] par @ pour nous écrire.',
      aboutHtml: () => `<p>L'entreprise a &eacute;t&eacute; cr&eacute;&eacute;e en 1985 par Ren&eacute; Marchand, le p&egrave;re de Jean-Luc, aujourd'hui retrait&eacute;.
<p>Nous sommes certifi&eacute;s RGE QualiPAC et partenaires des marques De Dietrich, Saunier Duval et Grohe.`,
    },
  },
  // m032 — Belgian architects, JSON-LD @graph (founders + employees), HTML shows names only
  {
    id: 'm032-delvaux-mertens-architectes', dom: 'delvauxmertens-archi.be', lang: 'fr', tpl: 'jsonld',
    paths: { about: '/atelier', contact: '/contact', legal: '/mentions-legales' },
    biz: { name: 'Delvaux & Mertens Architectes', kind: 'Bureau d’architecture', city: 'Liège', street: 'Quai de la Batte 21', zip: '4000', tel: '+32 4 222 18 45', hours: 'Sur rendez-vous', tagline: 'Architecture résidentielle et rénovation durable', about: 'Maisons passives, rénovations de maisons mitoyennes liégeoises et petits équipements publics.', services: [['Maisons neuves', 'Basse énergie et passives.'], ['Rénovation', 'PEB et primes Région wallonne.'], ['Intérieurs', 'Cuisines et aménagements sur mesure.']] },
    generic: 'atelier@delvauxmertens-archi.be',
    people: [
      P('Sophie Delvaux', 'Architecte, associée fondatrice', 'owner', 'sophie@delvauxmertens-archi.be', { founder: true }),
      P('Thomas Mertens', 'Architecte, associé fondateur', 'owner', 'thomas@delvauxmertens-archi.be', { founder: true }),
      P('Nadia El Amrani', 'Architecte d’intérieur', 'other', null),
      P('Julien Van den Bossche', 'Dessinateur BIM', 'other', null),
    ],
    x: {
      type: 'ProfessionalService', graph: true, footMail: true, minify: true,
      aboutHtml: () => '<ul class="mt-6 space-y-2"><li><strong>Sophie Delvaux</strong> — Architecte, associée fondatrice</li><li><strong>Thomas Mertens</strong> — Architecte, associé fondateur</li><li><strong>Nadia El Amrani</strong> — Architecte d’intérieur</li><li><strong>Julien Van den Bossche</strong> — Dessinateur BIM</li></ul>',
      legal: () => '<p>Delvaux &amp; Mertens SRL · BCE 0712.345.678 · Quai de la Batte 21, 4000 Liège. Architectes inscrits à l’Ordre des Architectes, Conseil francophone et germanophone.</p>',
    },
  },
  // m033 — driving school, Bootstrap microdata cards; list of pupils who passed (clients)
  {
    id: 'm033-auto-ecole-plein-phare', dom: 'autoecolepleinphare-nantes.fr', lang: 'fr', tpl: 'microCards',
    paths: { team: '/nos-moniteurs', contact: '/contact' },
    biz: { name: 'Auto-école Plein Phare', kind: 'Auto-école', city: 'Nantes', street: '54 boulevard des Poilus', zip: '44300', tel: '02 40 55 18 72', hours: 'Lundi–vendredi 10h–19h · Samedi 9h–13h', tagline: 'Permis B, conduite accompagnée et moto à Nantes', about: 'Code en salle et en ligne, leçons en boîte manuelle ou automatique, permis A2.', services: [['Permis B', 'Forfait 20 h ou boîte auto 13 h.'], ['Conduite accompagnée', 'Dès 15 ans.'], ['Moto A2', 'Plateau privé à Carquefou.']] },
    generic: 'contact@autoecolepleinphare-nantes.fr',
    people: [
      P('Karine Lemoine', 'Gérante', 'owner', 'karine@autoecolepleinphare-nantes.fr'),
      P('Mickaël Tessier', 'Moniteur auto et moto', 'other', null),
      P('Yasmina Haddad', 'Monitrice', 'other', null),
      P('Hugo Blanchard', 'Secrétaire', 'other', 'secretariat.hugo@autoecolepleinphare-nantes.fr', { img: false }),
    ],
    x: {
      type: 'DrivingSchool', teamTitle: 'Nos moniteurs', teamIntro: 'Une équipe diplômée du BEPECASER et du Titre Pro ECSR.',
      after: (c) => { c.pat('client-list'); return '<h2 class="mt-5">Ils ont eu leur permis ce mois-ci 🎉</h2><p>Félicitations à Léa Morvan, Thomas Bouvier, Inès Garnier, Noah Lebreton, Chloé Rivière et Enzo Caradec !</p>'; },
    },
  },
  // m034 — Swiss watchmaker, Squarespace department headings; director in prose; product names
  {
    id: 'm034-atelier-vuilleumier-neuchatel', dom: 'ateliervuilleumier.ch', lang: 'fr', tpl: 'sqsDepts',
    paths: { about: '/histoire', legal: '/mentions-legales' },
    biz: { name: 'Atelier Horloger Vuilleumier', kind: 'Horlogerie, restauration et service après-vente', city: 'Neuchâtel', street: 'Rue du Seyon 14', zip: '2000', tel: '+41 32 555 21 40', hours: 'Mardi–vendredi 9h–12h et 14h–18h · Samedi 9h–16h', tagline: 'Montres mécaniques fabriquées et restaurées à Neuchâtel', about: 'Nos collections Arthur 1921 et Chaux-de-Fonds, et la restauration de montres anciennes de toutes marques.', services: [['Collection Arthur 1921', 'Remontage manuel, 38 mm.'], ['Restauration', 'Montres de poche et pendules.'], ['Service', 'Révision complète sous 6 semaines.']] },
    generic: 'atelier@ateliervuilleumier.ch',
    people: [],
    x: {
      style: 'heading', contactIntro: 'Pour une question précise, écrivez directement à la bonne personne.',
      depts: [
        { label: 'Service après-vente', p: P('Céline Jaquet', 'Responsable SAV', 'other', 'celine.jaquet@ateliervuilleumier.ch'), title: 'Responsable SAV' },
        { label: 'Ventes et commandes spéciales', p: P('Laurent Perrenoud', 'Conseiller de vente', 'other', 'laurent.perrenoud@ateliervuilleumier.ch', { tel: '+41 32 555 21 43' }), title: 'Conseiller de vente' },
        { label: 'Presse', p: P('Marie-Claire Robert', 'Chargée de communication', 'marketing', 'presse.mcrobert@ateliervuilleumier.ch'), title: 'Chargée de communication' },
      ],
      about: (c) => { c.who({ n: 'Pascale Vuilleumier', r: 'owner' }, 'directrice et maître horlogère'); return '<h1>Histoire</h1><p>L’atelier a été fondé en 1921 par Arthur Vuilleumier à La Chaux-de-Fonds et s’est installé rue du Seyon en 1964.</p><p>Depuis 2008, il est dirigé par Pascale Vuilleumier, directrice et maître horlogère, arrière-petite-fille du fondateur.</p>'; },
      footer: () => 'Site réalisé par Studio Jura Design',
    },
  },
  // m035 — campsite owners' letter signed by both managers; campers' comments
  {
    id: 'm035-camping-pins-dores-landes', dom: 'campinglespinsdores-landes.fr', lang: 'fr', tpl: 'wpLetter',
    biz: { name: 'Camping Les Pins Dorés', kind: 'Camping 3 étoiles', city: 'Vielle-Saint-Girons', street: '1450 route de la Plage', zip: '40560', tel: '05 58 55 47 12', hours: 'Ouvert du 1er avril au 30 septembre', tagline: 'Camping familial à 800 m de l’océan', about: 'Emplacements ombragés, mobil-homes et chalets, piscine chauffée et club enfants en juillet-août.', services: [['Emplacements', 'Tente, caravane, camping-car.'], ['Locations', 'Mobil-homes 2 à 6 personnes.'], ['Animations', 'Club enfants et soirées.']] },
    generic: 'accueil@campinglespinsdores-landes.fr', roles: [['reservation@campinglespinsdores-landes.fr', 'Réservations']],
    people: [],
    x: {
      postPath: '/actualites/saison-2024/', postTitle: 'Le mot des gérants pour la saison 2024', date: '2024-03-15', dateText: '15 mars 2024', wpUser: 'pinsdores',
      excerpt: 'La saison 2024 approche et nous avons hâte de vous retrouver…',
      letter: ['Chers campeurs,', 'La saison 2024 approche et nous avons hâte de vous retrouver ! Cet hiver, nous avons refait entièrement le bloc sanitaire n°2 et ajouté dix nouveaux mobil-homes « Pignada ».', 'Comme chaque année, l’équipe d’animation sera là en juillet et en août.'],
      sig: (c) => { c.who({ n: 'Nathalie Castagnet', r: 'owner' }, 'gérante'); c.who({ n: 'Bruno Castagnet', r: 'owner' }, 'gérant'); return '<p>À très bientôt,</p><p><strong>Nathalie Castagnet</strong>, gérante<br><strong>Bruno Castagnet</strong>, gérant</p>'; },
      commentsWord: 'commentaires',
      comments: [['Famille Lefort', 'On a déjà réservé pour août, vivement la piscine !'], ['Stéphanie D.', 'Merci Nathalie et Bruno, à bientôt.']],
      legal: () => '<p>SARL Les Pins Dorés · capital 20 000 € · RCS Dax 412 345 678. Directeur de la publication : Bruno Castagnet. Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>',
    },
  },
  // m036 — haulier, "Votre interlocuteur" boxes on service pages; family company name
  {
    id: 'm036-transports-ferrand-auvergne', dom: 'transportsferrand-auvergne.fr', lang: 'fr', tpl: 'typo3Box',
    paths: { legal: '/mentions-legales' },
    biz: { name: 'Transports Ferrand & Fils', kind: 'Transport routier et logistique', city: 'Clermont-Ferrand', street: 'ZI du Brézet, 18 rue Louis Blériot', zip: '63100', tel: '04 73 55 82 10', hours: 'Lundi–vendredi 7h–19h', tagline: 'Transport et logistique en Auvergne depuis 1962', about: '60 véhicules, 12 000 m² d’entrepôt et un réseau de partenaires dans toute l’Europe.', services: [] },
    generic: 'contact@transportsferrand-auvergne.fr',
    people: [],
    x: {
      boxTitle: 'Votre interlocuteur', mailWord: 'Envoyer un e-mail',
      svc: [
        { path: '/messagerie', title: 'Messagerie', teaser: 'Colis et palettes en 24/48 h.', text: ['Livraison de palettes et colis lourds en Auvergne-Rhône-Alpes en 24 h.'], ps: [P('Olivier Ferrand', 'Directeur général', 'owner', 'o.ferrand@transportsferrand-auvergne.fr')] },
        { path: '/affretement', title: 'Affrètement', teaser: 'Lots complets France et Europe.', text: ['Notre bureau d’affrètement trouve un camion en moins de deux heures.'], ps: [P('Sabrina Lopes', 'Responsable exploitation', 'operations', 's.lopes@transportsferrand-auvergne.fr', { tel: '04 73 55 82 14' })], boxTitle: 'Votre interlocutrice' },
        { path: '/logistique', title: 'Logistique', teaser: 'Stockage, préparation, e-commerce.', text: ['Entrepôt sous douane, préparation de commandes et gestion des retours.'], ps: [P('Cédric Ferrand', 'Responsable logistique', 'operations', 'c.ferrand@transportsferrand-auvergne.fr')] },
      ],
      legal: () => '<p>Transports Ferrand &amp; Fils SAS, capital 500 000 €, RCS Clermont-Ferrand 302 456 789. Siège : ZI du Brézet, 63100 Clermont-Ferrand.</p><p>Directeur de la publication : Olivier Ferrand, Président.</p><p>Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>',
    },
  },
  // m037 — funeral home: "Avis de décès", current managers in prose, surname company name
  {
    id: 'm037-pf-moreau-lacoste-angers', dom: 'pf-moreaulacoste-angers.fr', lang: 'fr', tpl: 'funeral',
    paths: { about: '/notre-maison', contact: '/contact', legal: '/mentions-legales' },
    biz: { name: 'Pompes Funèbres Moreau-Lacoste', kind: 'Pompes funèbres, marbrerie, chambre funéraire', city: 'Angers', street: '8 rue de la Madeleine', zip: '49000', tel: '02 41 55 60 30', hours: 'Permanence 24h/24 et 7j/7', tagline: 'À vos côtés dans les moments difficiles', about: 'Organisation d’obsèques, contrats obsèques, marbrerie et entretien de sépultures à Angers et alentours.', services: [['Obsèques', 'Inhumation et crémation.'], ['Prévoyance', 'Contrats obsèques personnalisés.'], ['Marbrerie', 'Monuments et gravures.']] },
    generic: 'contact@pf-moreaulacoste-angers.fr',
    people: [],
    x: {
      obf: 'arobase', allDay: 'Permanence 24h/24 :', obPath: '/avis-de-deces', obNav: 'Avis de décès', obTitle: 'Avis de décès', obIntro: 'Les avis sont publiés avec l’accord des familles. Vous pouvez déposer un message de condoléances.', nObits: 11,
      homeNote: 'Habilitation préfectorale n° 22-49-012.',
      obit: ({ fn, ln, ln2, age, day, sp }) => ({ h: `${esc(fn)} ${esc(ln)}`, p: `née ${esc(ln2)} — décédé(e) le ${day} mars 2024 à l’âge de ${age} ans. La cérémonie aura lieu en l’église Saint-Joseph d’Angers. De la part de ${esc(sp)} et de toute la famille.` }),
      aboutHtml: (c) => { c.who({ n: 'Stéphane Lacoste', r: 'owner' }, 'conseiller funéraire et gérant'); c.who({ n: 'Aurélie Moreau', r: 'other' }, 'maître de cérémonie'); return '<p>La maison a été fondée en 1934 par Eugène Moreau, menuisier-ébéniste, rejoint en 1970 par la famille Lacoste.</p><p>Aujourd’hui, Stéphane Lacoste, conseiller funéraire et gérant, et Aurélie Moreau, maître de cérémonie, accueillent les familles dans nos salons de la rue de la Madeleine.</p>'; },
      legal: () => '<p>SARL Moreau-Lacoste, capital 30 000 €, RCS Angers 398 765 432. Gérant : Stéphane Lacoste. Directeur de la publication : Stéphane Lacoste.</p>',
    },
  },
  // m038 — communication agency: clients (some named after people), testimonials, team dl
  {
    id: 'm038-agence-mistral-marseille', dom: 'agencemistral-com.fr', lang: 'fr', tpl: 'clientsDl',
    paths: { team: '/equipe/', legal: '/mentions-legales' },
    biz: { name: 'Agence Mistral', kind: 'Agence de communication', city: 'Marseille', street: '27 rue Sainte', zip: '13001', tel: '04 91 55 07 66', hours: '', tagline: 'Identités de marque, sites web et réseaux sociaux pour les entreprises provençales', about: 'Nous accompagnons artisans, PME et collectivités de Provence depuis 2012.', services: [['Identité visuelle', 'Logos, chartes, packaging.'], ['Sites web', 'WordPress et e-commerce.'], ['Réseaux sociaux', 'Stratégie et animation.']] },
    generic: 'bonjour@agencemistral-com.fr',
    people: [
      P('Camille Arnaud', 'Fondatrice & directrice de création', 'owner', 'camille@agencemistral-com.fr'),
      P('Mehdi Benali', 'Directeur conseil', 'other', 'mehdi@agencemistral-com.fr'),
      P('Léa Fontaine', 'Community manager', 'marketing', null),
      P('Baptiste Roux', 'Développeur web', 'other', null),
    ],
    x: {
      clientsPath: '/references', clientsNav: 'Références', clientsTitle: 'Ils nous font confiance', clientsIntro: 'Quelques-uns des clients avec qui nous avons travaillé.',
      clients: ['Savonnerie du Midi', 'Mairie de Cassis', 'Brasserie Zoumaï', 'Hôtel Le Corbusier', 'Domaine Jean-Baptiste Reboul', 'Navettes Frioul If Express'],
      testiTitle: 'Ils en parlent',
      testimonials: [['Christophe R., directeur, Savonnerie du Midi', 'Une équipe à l’écoute qui a su moderniser notre image sans trahir notre histoire.'], ['Nathalie Guérin, Domaine Jean-Baptiste Reboul', 'Nos ventes en ligne ont doublé en un an.']],
      teamIntro: 'Une équipe de quatre personnes, au cœur du Panier.',
      legal: () => '<p>Mistral Communication SAS, capital 10 000 €, RCS Marseille 789 012 345. Directrice de la publication : Camille Arnaud. Hébergeur : OVH.</p>',
    },
  },
  // m039 — bookshop blog: guest authors, announced signing sessions (speakers), booksellers in sidebar
  {
    id: 'm039-librairie-mots-passants', dom: 'librairielesmotspassants.fr', lang: 'fr', tpl: 'guestBlog',
    paths: { about: '/la-librairie' },
    biz: { name: 'Les Mots Passants', kind: 'Librairie indépendante', city: 'Lyon', street: '11 rue du Bât-d’Argent', zip: '69001', tel: '04 78 55 21 33', tagline: 'Librairie générale et jeunesse au cœur de la Presqu’île', about: 'Romans, BD, sciences humaines et un grand rayon jeunesse. Commandes en 48 h.', services: [] },
    generic: 'librairie@librairielesmotspassants.fr',
    people: [],
    x: {
      aboutNav: 'La librairie', byWord: 'Par ', contactText: 'Commandez un livre par téléphone ou par e-mail, il vous attend sous 48 h.',
      sidebar: (c) => { c.who({ n: 'Odile Ferrat', r: 'owner' }, 'libraire et gérante'); c.who({ n: 'Samir Kaci', r: 'other' }, 'libraire jeunesse'); return '<section class="widget widget_block"><h2 class="widget-title">Qui sommes-nous ?</h2><p>La librairie est tenue par Odile Ferrat, libraire et gérante, et Samir Kaci, libraire jeunesse.</p></section>'; },
      posts: [
        { path: '/rencontres/rencontre-helene-vasseur/', title: 'Rencontre-dédicace avec Hélène Vasseur le 12 avril', cat: 'Rencontres', author: 'Odile Ferrat', slug: 'odile', date: '2024-03-28', dateText: '28 mars 2024', body: ['Hélène Vasseur viendra présenter son roman « Les Heures claires » le vendredi 12 avril à 18h30.', 'La rencontre sera animée par Julien Morel, critique au Progrès.'], bio: null, own: (c) => c.pat('event-speakers') },
        { path: '/blog/carte-blanche-bd/', title: 'Carte blanche : trois BD pour l’été', cat: 'Carte blanche', author: 'Théo Lambert', slug: 'theo-lambert', date: '2024-06-20', dateText: '20 juin 2024', body: ['Chaque mois, nous laissons la plume à un auteur invité.', 'Ce mois-ci, le dessinateur Théo Lambert nous parle de ses coups de cœur.'], bio: 'Théo Lambert est auteur de bande dessinée, invité du mois. Dernier album paru : « Fourvière by night ».' },
      ],
      aboutHtml: () => '<p>Ouverte en 1998 rue du Bât-d’Argent, Les Mots Passants est membre du réseau des librairies indépendantes Initiales.</p><p>Prochaines rencontres : Hélène Vasseur (12 avril), Marc Tissandier (3 mai).</p>',
    },
  },
  // m040 — Brussels bistro: hand-written microdata, dishes named after people
  {
    id: 'm040-chez-margot-ixelles', dom: 'chezmargot-ixelles.be', lang: 'fr', tpl: 'microHand',
    paths: { about: '/la-maison.html', contact: '/reserver.html' },
    biz: { name: 'Chez Margot', kind: 'Bistrot', city: 'Bruxelles', street: 'Rue du Bailli 66, Ixelles', zip: '1050', tel: '+32 2 555 38 17', hours: 'Mardi–samedi 12h–14h30 et 19h–22h30', tagline: 'Bistrot belge et classiques de brasserie à Ixelles', about: 'Une cuisine de marché, des classiques revisités et une belle carte de bières artisanales.', services: [] },
    generic: 'bonjour@chezmargot-ixelles.be',
    people: [],
    x: {
      cuisine: 'Belge', hoursMd: 'Tu-Sa 12:00-14:30', menuPath: '/carte.html', menuNav: 'La carte', bookNav: 'Réserver', aboutNav: 'La maison', paxWord: 'Couverts',
      featured: [['Tournedos Rossini', 'rossini.jpg'], ['Pêche Melba', 'melba.jpg'], ['Crêpes Suzette', 'suzette.jpg']],
      menu: [['Entrées', [['Croquettes aux crevettes grises', '16 €'], ['Salade Niçoise', '14 €'], ['Filet américain préparé', '18 €']]], ['Plats', [['Sole meunière', '32 €'], ['Tournedos Rossini', '34 €'], ['Vol-au-vent de Margot', '22 €']]], ['Desserts', [['Pêche Melba', '9 €'], ['Crêpes Suzette', '10 €'], ['Dame blanche', '8 €']]]],
      aboutHtml: (c) => { c.who({ n: 'Marc-Antoine Claes', r: 'owner' }, 'Chef-propriétaire'); c.who({ n: 'Sarah Peeters', r: 'other' }, 'Maître d’hôtel'); c.who({ n: 'Jonas De Smet', r: 'other' }, 'Sous-chef'); return `<p>Margot, c’était la grand-mère du chef et son vol-au-vent du dimanche. Le bistrot a ouvert en 2015 rue du Bailli.</p>
<section class="equipe">
<article itemprop="founder" itemscope itemtype="http://schema.org/Person"><h3><span itemprop="name">Marc-Antoine Claes</span></h3><p><em itemprop="jobTitle">Chef-propriétaire</em> — formé chez Comme chez Soi.</p></article>
<article itemprop="employee" itemscope itemtype="http://schema.org/Person"><h3><span itemprop="name">Sarah Peeters</span></h3><p><em itemprop="jobTitle">Maître d’hôtel</em></p></article>
<article itemprop="employee" itemscope itemtype="http://schema.org/Person"><h3><span itemprop="name">Jonas De Smet</span></h3><p><em itemprop="jobTitle">Sous-chef</em></p></article>
</section>`; },
      bookHtml: (c, g) => `<p>Réservation par téléphone au +32 2 555 38 17 ou par e-mail : <a href="mailto:${g}?subject=R%C3%A9servation">${g}</a>. Groupes : ${c.mail('groupes@chezmargot-ixelles.be', 'role')}</p>`,
      footMail: (c, g) => `<a href="mailto:${g}">${g}</a>`,
      footerPeople: () => '',
    },
  },
];
