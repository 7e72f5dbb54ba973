import { T } from "./lib.mjs";

export const sites = [];

// j021 — family bakery in Barcelos: hand-written XHTML, prose in European Portuguese, gmail, cakes named after people
{
  const dom = "padariacarvalhal-barcelos.pt";
  const shell = (t, body) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="pt" lang="pt">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>${t}</title>
<link rel="stylesheet" type="text/css" href="css/padaria.css" />
</head>
<body>
<div id="cabecalho"><img src="img/logotipo.png" alt="Padaria Carvalhal" /><p class="lema">Pão cozido em forno de lenha desde 1958</p></div>
<div id="menu"><a href="/">Início</a> · <a href="/a-nossa-historia.html">A nossa história</a> · <a href="/encomendas.html">Encomendas</a></div>
<div id="conteudo">
${body}
</div>
<div id="rodape">Padaria Carvalhal · Rua Dr. Miguel Fonseca, 112 · 4750-301 Barcelos · Tel. 253 811 406</div>
</body>
</html>`;
  sites.push({
    id: "j021-padaria-carvalhal-barcelos",
    domain: dom,
    patterns: ["hand-written", "about-prose", "name-lookalikes", "email-text", "email-obfuscated"],
    pages: {
      "/": ["index.html", shell("Padaria Carvalhal — Barcelos", `
<h1>Bem-vindos à Padaria Carvalhal</h1>
<p>Broa de milho, pão de centeio, regueifa e pastelaria tradicional minhota, feitos todos os dias a partir das quatro da manhã.</p>
<h2>As nossas especialidades</h2>
<ul>
<li><strong>Pão de Ló da Tia Alzira</strong> — húmido, como se faz em Margaride.</li>
<li><strong>Broa do Sr. Domingos</strong> — a receita do fundador, com farinha do moinho de Vila Seca.</li>
<li><strong>Rosquilhas de São Bento</strong> — só aos fins de semana.</li>
<li>Bolo-rei e bolo-rainha por encomenda no Natal.</li>
</ul>
<p>Aberto de segunda a sábado das 6h30 às 19h30; domingos até às 13h. Também estamos na feira de Barcelos às quintas-feiras, no Campo da República.</p>`)],
      "/a-nossa-historia.html": ["a-nossa-historia.html", shell("A nossa história — Padaria Carvalhal", `
<h1>A nossa história</h1>
<p>A padaria foi fundada em 1958 pelo avô, Domingos Carvalhal, num pequeno forno ao lado da igreja de Vila Frescainha. Faleceu em 1994, mas a broa ainda é feita como ele ensinou.</p>
<p>Hoje a casa está nas mãos da neta, <b>Rosa Maria Carvalhal Pires</b>, proprietária, que continua a amassar à mão e que foi quem trouxe a pastelaria para a loja. O marido, <b>Fernando Pires</b>, é o responsável pelas entregas e faz a volta às mercearias e restaurantes de Barcelos e Esposende todas as manhãs.</p>
<p>A Tia Alzira, que dá o nome ao pão de ló, era irmã do avô Domingos — a receita ficou na família.</p>
<p><img src="img/forno-1960.jpg" alt="O forno em 1960" width="400" height="280" /></p>`)],
      "/encomendas.html": ["encomendas.html", shell("Encomendas — Padaria Carvalhal", `
<h1>Encomendas</h1>
<p>Para bolos de aniversário, batizados e casamentos, faça a sua encomenda com pelo menos três dias de antecedência.</p>
<p>Pode ligar para o 253 811 406 ou enviar e-mail para: <b>padariacarvalhal (arroba) gmail.com</b></p>
<p>Para orçamentos de fornecimento a restaurantes fale com o Fernando: padariacarvalhal.entregas@gmail.com</p>`)],
    },
    truth: T(
      {
        "padariacarvalhal@gmail.com": "generic",
        "padariacarvalhal.entregas@gmail.com": "role",
      },
      [
        ["Rosa Maria Carvalhal Pires", "proprietária", "owner"],
        ["Fernando Pires", "responsável pelas entregas", "operations"],
      ],
      [],
    ),
  });
}

// j022 — dental clinic in Curitiba: Elementor with JetElements team cards, placeholder, agency, testimonials
{
  const dom = "odontobatel.com.br";
  const head = (t) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} - OdontoBatel | Clínica Odontológica em Curitiba</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://${dom}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.20.1' media='all' />
<link rel='stylesheet' id='jet-elements-css' href='https://${dom}/wp-content/plugins/jet-elements/assets/css/jet-elements.css?ver=2.6.16' media='all' />
<link rel='stylesheet' id='astra-theme-css-css' href='https://${dom}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.8' media='all' />
</head>
<body class="page-template-default page elementor-default elementor-page ast-page-builder-template">
<div data-elementor-type="header" data-elementor-id="44" class="elementor elementor-44 elementor-location-header">
 <div class="elementor-element elementor-element-2c9e0d1 e-con-full e-flex e-con e-parent">
  <div class="elementor-element elementor-element-8a7b6c5 elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><div class="elementor-widget-container"><a href="https://${dom}"><img src="https://${dom}/wp-content/uploads/2023/05/logo-odontobatel.png" srcset="https://${dom}/wp-content/uploads/2023/05/logo-odontobatel.png 1x, https://${dom}/wp-content/uploads/2023/05/logo-odontobatel@2x.png 2x" alt="OdontoBatel"></a></div></div>
  <div class="elementor-element elementor-element-4d3c2b1 elementor-widget elementor-widget-nav-menu"><div class="elementor-widget-container"><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">
   <li class="menu-item"><a href="https://${dom}/" class="elementor-item">Início</a></li>
   <li class="menu-item"><a href="https://${dom}/nossa-equipe/" class="elementor-item">Nossa equipe</a></li>
   <li class="menu-item"><a href="https://${dom}/agende/" class="elementor-item">Agende sua consulta</a></li>
  </ul></nav></div></div>
 </div>
</div>`;
  const foot = `<div data-elementor-type="footer" data-elementor-id="51" class="elementor elementor-51 elementor-location-footer">
 <div class="elementor-element elementor-element-f1e2d3c e-con-full e-flex e-con e-parent">
  <div class="elementor-element elementor-widget elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
   <li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-icon-list-text">Av. Vicente Machado, 1890 – Batel, Curitiba – PR, 80440-020</span></li>
   <li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fab fa-whatsapp"></i></span><span class="elementor-icon-list-text">(41) 99812-4470</span></li>
   <li class="elementor-icon-list-item"><a href="mailto:contato@${dom}"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-envelope"></i></span><span class="elementor-icon-list-text">contato@${dom}</span></a></li>
  </ul></div></div>
  <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Responsável técnica: Dra. Camila Zanetti Kowalski – CRO-PR 21.447 · Desenvolvido por <a href="https://pinhaodigital.com.br">Pinhão Digital</a> – contato@pinhaodigital.com.br</p></div></div>
 </div>
</div>
<script src='https://${dom}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.20.1'></script>
</body></html>`;
  const jet = (id, img, name, pos, desc, mail) => `
  <div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-jet-team-member" data-widget_type="jet-team-member.default">
   <div class="elementor-widget-container"><div class="elementor-jet-team-member jet-elements">
    <div class="jet-team-member">
     <div class="jet-team-member__inner">
      <div class="jet-team-member__image"><figure class="jet-team-member__figure"><img class="jet-team-member__img-tag" src="https://${dom}/wp-content/uploads/2023/06/${img}" alt="${name}" loading="lazy"></figure></div>
      <div class="jet-team-member__content">
       <h3 class="jet-team-member__name"><span class="jet-team-member__name-first">${name.split(" ")[0]} ${name.split(" ")[1]}</span> <span class="jet-team-member__name-last">${name.split(" ").slice(2).join(" ")}</span></h3>
       <div class="jet-team-member__position"><span>${pos}</span></div>
       <p class="jet-team-member__desc">${desc}</p>
       ${mail ? `<div class="jet-team-member__socials"><div class="jet-team-member__socials-item"><a href="mailto:${mail}"><div class="jet-team-member__socials-icon"><div class="inner"><i class="fas fa-envelope"></i></div></div><span class="jet-team-member__socials-label">${mail}</span></a></div></div>` : ""}
      </div>
     </div>
    </div>
   </div></div>
  </div>`;
  sites.push({
    id: "j022-odontobatel-curitiba",
    domain: dom,
    patterns: ["builder-elementor", "team-grid", "email-mailto", "email-in-person-card", "email-footer", "testimonials", "junk-placeholder", "junk-agency", "junk-asset"],
    pages: {
      "/": ["index.html", `${head("Início")}
<div data-elementor-type="wp-page" data-elementor-id="9" class="elementor elementor-9">
 <div class="elementor-element elementor-element-1a2b3c4 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Seu sorriso em boas mãos, no coração do Batel</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Ortodontia, implantes, clareamento, odontopediatria e harmonização orofacial. Atendemos convênios Unimed Odonto e Amil Dental.</p></div></div>
 </div></div>
 <div class="elementor-element elementor-element-5e6f7a8 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Depoimentos</h2></div>
  <div class="elementor-widget elementor-widget-jet-testimonials"><div class="jet-testimonials">
   <div class="jet-testimonials__item"><div class="jet-testimonials__comment"><span>Fiz meu implante com o Dr. Rafael e não senti nada. Atendimento impecável!</span></div><div class="jet-testimonials__name"><span>Marcos Vinícius Pereira</span></div><div class="jet-testimonials__position"><span>Paciente desde 2021</span></div></div>
   <div class="jet-testimonials__item"><div class="jet-testimonials__comment"><span>Minha filha adora a Dra. Bianca. Primeira vez que ela vai ao dentista sem chorar.</span></div><div class="jet-testimonials__name"><span>Fernanda Lopes Ribas</span></div><div class="jet-testimonials__position"><span>Mãe da Helena</span></div></div>
  </div></div>
 </div></div>
</div>
${foot}`],
      "/nossa-equipe/": ["nossa-equipe.html", `${head("Nossa equipe")}
<div data-elementor-type="wp-page" data-elementor-id="15" class="elementor elementor-15">
 <div class="elementor-element elementor-element-9c8b7a6 e-grid e-con-boxed e-con e-parent"><div class="e-con-inner">${jet("a11", "camila.jpg", "Dra. Camila Zanetti Kowalski", "Diretora clínica · Ortodontia", "Especialista em Ortodontia pela UFPR, fundou a OdontoBatel em 2014.", `camila@${dom}`)}${jet("a12", "rafael.jpg", "Dr. Rafael Ogawa", "Implantodontia e Prótese", "Mestre em Implantodontia pela PUCPR.", `rafael.ogawa@${dom}`)}${jet("a13", "bianca.jpg", "Dra. Bianca Ferraz", "Odontopediatria", "Atende crianças de 0 a 12 anos com muito carinho.", "")}${jet("a14", "juliana.jpg", "Juliana Portela Andrade", "Gerente administrativa", "Convênios, agenda e financeiro.", "")}
 </div></div>
</div>
${foot}`],
      "/agende/": ["agende.html", `${head("Agende sua consulta")}
<div data-elementor-type="wp-page" data-elementor-id="18" class="elementor elementor-18">
 <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Agende sua consulta</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Prefere e-mail? Escreva para <a href="mailto:agendamento@${dom}?subject=Agendamento">agendamento@${dom}</a>.</p></div></div>
  <div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="Agendamento">
   <input size="1" type="text" name="form_fields[name]" placeholder="Nome completo">
   <input size="1" type="email" name="form_fields[email]" placeholder="seu@email.com.br">
   <input size="1" type="tel" name="form_fields[tel]" placeholder="(41) 99999-9999">
   <button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Quero agendar</span></button>
  </form></div></div>
 </div></div>
</div>
${foot}`],
    },
    truth: T(
      {
        [`contato@${dom}`]: "generic",
        [`agendamento@${dom}`]: "role",
        [`camila@${dom}`]: ["person", "Camila Zanetti Kowalski"],
        [`rafael.ogawa@${dom}`]: ["person", "Rafael Ogawa"],
      },
      [
        ["Camila Zanetti Kowalski", "Diretora clínica · Ortodontia", "owner"],
        ["Rafael Ogawa", "Implantodontia e Prótese", "other"],
        ["Bianca Ferraz", "Odontopediatria", "other"],
        ["Juliana Portela Andrade", "Gerente administrativa", "operations"],
      ],
      ["seu@email.com.br", "contato@pinhaodigital.com.br", "logo-odontobatel@2x.png"],
    ),
  });
}

// j023 — law firm in Recife: partners table with obfuscated addresses, JSON-LD attorneys, street/building lookalikes
{
  const dom = "cavalcantimaciel.adv.br";
  const ld = {
    "@context": "https://schema.org",
    "@type": "LegalService",
    name: "Cavalcanti & Maciel Advogados Associados",
    url: `https://${dom}`,
    address: { "@type": "PostalAddress", streetAddress: "Rua Padre Roma, 211, sala 1402 – Edifício Joaquim Nabuco", addressLocality: "Recife", addressRegion: "PE", postalCode: "52060-060" },
    telephone: "+55 81 3241-7790",
    member: [
      { "@type": "Person", name: "Ricardo Cavalcanti de Albuquerque", jobTitle: "Sócio-fundador" },
      { "@type": "Person", name: "Patrícia Maciel Lins", jobTitle: "Sócia" },
    ],
  };
  const page = (t, body) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/site.css?v=2024.1">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body>
<header class="topo">
 <div class="marca"><a href="/"><img src="/assets/img/cm-logo.svg" alt="Cavalcanti &amp; Maciel"></a></div>
 <nav class="menu"><a href="/">O escritório</a><a href="/equipe">Equipe</a><a href="/areas">Áreas de atuação</a></nav>
</header>
${body}
<footer class="rodape">
 <p>Cavalcanti &amp; Maciel Advogados Associados · OAB/PE 1.873 · Rua Padre Roma, 211, sala 1402 – Edifício Joaquim Nabuco – Parnamirim, Recife/PE</p>
 <p>(81) 3241-7790 · escritorio@${dom}</p>
</footer>
</body>
</html>`;
  sites.push({
    id: "j023-cavalcanti-maciel-advogados-recife",
    domain: dom,
    patterns: ["team-table", "jsonld-person", "email-obfuscated", "email-in-person-card", "email-footer", "name-lookalikes"],
    pages: {
      "/": ["index.html", page("Cavalcanti & Maciel Advogados — Recife/PE", `
<section class="hero"><h1>Advocacia empresarial e trabalhista em Pernambuco desde 1996</h1>
<p>Atuamos para indústrias, redes de varejo e usinas de todo o Nordeste, com escritório em Recife e correspondentes em Caruaru e Petrolina.</p></section>
<section class="destaques">
 <article><h2>Trabalhista empresarial</h2><p>Contencioso de massa, negociação sindical, compliance trabalhista.</p></article>
 <article><h2>Societário</h2><p>Acordos de sócios, reorganizações, governança de empresas familiares.</p></article>
 <article><h2>Tributário</h2><p>ICMS, PIS/COFINS, benefícios fiscais do PRODEPE.</p></article>
</section>`)],
      "/equipe": ["equipe.html", page("Equipe — Cavalcanti & Maciel Advogados", `
<main class="conteudo">
<h1>Equipe</h1>
<table class="tabela-equipe">
 <thead><tr><th>Nome</th><th>Cargo</th><th>Área</th><th>OAB</th><th>Contato</th></tr></thead>
 <tbody>
  <tr><td>Ricardo Cavalcanti de Albuquerque</td><td>Sócio-fundador</td><td>Societário e Tributário</td><td>OAB/PE 9.114</td><td>ricardo.cavalcanti [arroba] cavalcantimaciel.adv.br</td></tr>
  <tr><td>Patrícia Maciel Lins</td><td>Sócia</td><td>Trabalhista</td><td>OAB/PE 14.562</td><td>patricia.maciel [arroba] cavalcantimaciel.adv.br</td></tr>
  <tr><td>Tiago Menezes Barreto</td><td>Advogado associado</td><td>Trabalhista</td><td>OAB/PE 38.907</td><td>—</td></tr>
  <tr><td>Luana Figueirôa</td><td>Advogada associada</td><td>Tributário</td><td>OAB/PE 45.330</td><td>—</td></tr>
  <tr><td>Ana Cláudia Barros</td><td>Gerente administrativa</td><td>—</td><td>—</td><td>financeiro [arroba] cavalcantimaciel.adv.br</td></tr>
 </tbody>
</table>
<p class="nota">Para evitar spam, substitua [arroba] por @.</p>
</main>`)],
    },
    truth: T(
      {
        [`escritorio@${dom}`]: "generic",
        [`ricardo.cavalcanti@${dom}`]: ["person", "Ricardo Cavalcanti de Albuquerque"],
        [`patricia.maciel@${dom}`]: ["person", "Patrícia Maciel Lins"],
        [`financeiro@${dom}`]: "role",
      },
      [
        ["Ricardo Cavalcanti de Albuquerque", "Sócio-fundador", "owner"],
        ["Patrícia Maciel Lins", "Sócia", "owner"],
        ["Tiago Menezes Barreto", "Advogado associado", "other"],
        ["Luana Figueirôa", "Advogada associada", "other"],
        ["Ana Cláudia Barros", "Gerente administrativa", "operations"],
      ],
      [],
    ),
  });
}

// j024 — funeral agency in Penafiel on Wix: necrologia, family prose, informação legal with sócio-gerente
{
  const dom = "funerariasantamarta-penafiel.pt";
  const wix = (t, comps) => `<!DOCTYPE html>
<html lang="pt">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
<meta name="generator" content="Wix.com Website Builder"/>
<title>${t} | Agência Funerária Santa Marta</title>
<script>window.fedops = {"apps":{"thunderbolt":{"sentryDsn":"https://ff8c2a91d37b4e02a1c5b0e6d4f3a219@sentry-next.wixpress.com/12"}}};</script>
<script async src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.8ac1e4f5.bundle.min.js"></script>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF">
<header id="SITE_HEADER"><div id="comp-ltq2m0a1" class="comp-ltq2m0a1 wixui-horizontal-menu"><nav><ul>
 <li><a href="https://${dom}" data-testid="linkElement">Início</a></li>
 <li><a href="https://${dom}/necrologia" data-testid="linkElement">Necrologia</a></li>
 <li><a href="https://${dom}/quem-somos" data-testid="linkElement">Quem somos</a></li>
 <li><a href="https://${dom}/informacao-legal" data-testid="linkElement">Informação legal</a></li>
</ul></nav></div></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">
${comps}
</div></main>
<footer id="SITE_FOOTER"><div id="comp-ltq2z9z9" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9"><span>Agência Funerária Santa Marta · Av. Sacadura Cabral, 48, 4560-480 Penafiel · 255 212 640 · 917 334 102 (24h)</span></p></div></footer>
</div></div>
</body></html>`;
  const c = (id, html) => `<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const ob = (id, name, dados, texto) => `
<div id="comp-${id}" class="comp-${id} wixui-repeater__item" data-testid="repeaterItem">
 ${c(id + "t", `<h4 class="font_4"><span>${name}</span></h4>`)}
 ${c(id + "d", `<p class="font_8"><span>${dados}</span></p>`)}
 ${c(id + "x", `<p class="font_8"><span>${texto}</span></p>`)}
</div>`;
  sites.push({
    id: "j024-funeraria-santa-marta-penafiel",
    domain: dom,
    patterns: ["builder-wix", "obituary", "about-prose", "legal-notice", "email-text", "junk-platform"],
    pages: {
      "/": ["index.html", wix("Início", `
${c("ltq3a111", `<h1 class="font_0"><span style="letter-spacing:0.05em">Com respeito e dignidade, desde 1971</span></h1>`)}
${c("ltq3a222", `<p class="font_8"><span>Funerais completos, trasladações nacionais e internacionais, cremações e tratamento de toda a documentação. Servimos Penafiel, Paredes, Marco de Canaveses e Lousada.</span></p>`)}
${c("ltq3a333", `<p class="font_8"><span>Contacto permanente: 917 334 102 · geral@funerariasantamarta-penafiel.pt</span></p>`)}`)],
      "/necrologia": ["necrologia.html", wix("Necrologia", `
${c("ltq4b000", `<h2 class="font_2"><span>Necrologia</span></h2>`)}
<div id="comp-ltq4b001" class="wixui-repeater" data-testid="repeater">
${ob("ltq4b101", "Maria da Conceição Ferreira Moreira", "Faleceu a 14/03/2024, com 89 anos. Natural de Galegos.", "O funeral realiza-se amanhã, dia 16, às 15h00, na Igreja Matriz de Galegos. Missa de 7.º dia no dia 21, às 19h00. A família agradece a todos os que se dignaram acompanhar a sua ente querida.")}
${ob("ltq4b102", "Armindo José Sousa Pinto", "Faleceu a 12/03/2024, com 74 anos. Residente em Rio de Moinhos.", "Viúvo de Rosa Teixeira. Pai de Paulo e Sandra Pinto. Funeral na Capela de Santa Marta, às 10h30.")}
${ob("ltq4b103", "Padre Albino Nogueira Leal", "Faleceu a 09/03/2024, com 91 anos.", "Pároco de Bustelo durante 42 anos. Missa exequial presidida pelo Senhor Bispo do Porto.")}
</div>`)],
      "/quem-somos": ["quem-somos.html", wix("Quem somos", `
${c("ltq5c100", `<h2 class="font_2"><span>Uma família ao serviço das famílias</span></h2>`)}
${c("ltq5c200", `<p class="font_8"><span>A Agência Funerária Santa Marta foi aberta em 1971 por Albertino Moreira, carpinteiro de profissão, que começou por fazer as urnas na sua própria oficina. Hoje a agência é gerida pelo filho, </span><span style="font-weight:bold">Joaquim Moreira Leal</span><span>, sócio-gerente, e pelo neto, </span><span style="font-weight:bold">Nuno Moreira</span><span>, agente funerário certificado, que acompanha pessoalmente cada família.</span></p>
<p class="font_8"><span>Sabemos que nestes momentos ninguém quer pensar em papéis. Nós tratamos de tudo: certidões, Segurança Social, subsídio de funeral e pedidos à junta de freguesia.</span></p>
<p class="font_8"><span>Pode também escrever-nos para geral@funerariasantamarta-penafiel.pt.</span></p>`)}`)],
      "/informacao-legal": ["informacao-legal.html", wix("Informação legal", `
${c("ltq6d100", `<h2 class="font_2"><span>Informação legal</span></h2>
<p class="font_8"><span>Santa Marta – Agência Funerária, Lda.</span></p>
<p class="font_8"><span>NIPC 500 412 778 · Capital social 25.000 €</span></p>
<p class="font_8"><span>Sede: Av. Sacadura Cabral, 48, 4560-480 Penafiel</span></p>
<p class="font_8"><span>Sócio-gerente: Joaquim Moreira Leal</span></p>
<p class="font_8"><span>Alvará DGAE n.º 1187 · Livro de Reclamações Eletrónico disponível em www.livroreclamacoes.pt</span></p>`)}`)],
    },
    truth: T(
      { [`geral@${dom}`]: "generic" },
      [
        ["Joaquim Moreira Leal", "sócio-gerente", "owner"],
        ["Nuno Moreira", "agente funerário certificado", "other"],
      ],
      ["ff8c2a91d37b4e02a1c5b0e6d4f3a219@sentry-next.wixpress.com"],
    ),
  });
}

// j025 — rural guesthouse near Mértola on Squarespace: "somos a Inês e o Miguel", rooms named after people, legal info
{
  const dom = "herdadedomontado-mertola.pt";
  const head = (t) => `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- herdade-do-montado -->
<title>${t} — Herdade do Montado</title>
<script src="https://assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<link href="https://static1.squarespace.com/static/versioned-site-css/61a0f2c4b3e1d2a9c8f7e6d5/23/5c5a519771c10ba3470d8101/site.css" rel="stylesheet" type="text/css"/>
<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"61a0f2c4b3e1d2a9c8f7e6d5","identifier":"herdade-do-montado","siteTitle":"Herdade do Montado"},"authenticatedAccount":null};</script>
</head>
<body class="tweak-global-animations-enabled header-width-full">
<header id="header" class="header theme-col--primary"><div class="header-inner">
 <div class="header-title-text"><a href="/">Herdade do Montado</a></div>
 <nav class="header-nav-list">
  <div class="header-nav-item"><a href="/">Início</a></div>
  <div class="header-nav-item"><a href="/quartos">Quartos</a></div>
  <div class="header-nav-item"><a href="/sobre-nos">Sobre nós</a></div>
  <div class="header-nav-item"><a href="/informacao-legal">Informação legal</a></div>
 </nav>
</div></header>
<main id="page" role="main"><article class="sections">`;
  const foot = `</article></main>
<footer class="sections" id="footer-sections"><section class="page-section"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
 <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><p style="white-space:pre-wrap;">Herdade do Montado · Monte da Azinhaga, 7750-212 Mértola · RNET n.º 8841 · <a href="mailto:reservas@${dom}">reservas@${dom}</a> · +351 286 611 309</p></div></div>
 <div class="sqs-block newsletter-block sqs-block-newsletter"><div class="sqs-block-content"><form class="newsletter-form"><div class="newsletter-form-field-wrapper form-item field email required"><input class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="o.seu.email@exemplo.pt" /></div><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout" type="submit"><span class="newsletter-form-button-label">Subscrever</span></button></form></div></div>
</div></div></div></div></section></footer>
</body></html>`;
  const blk = (html) => `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div></div></div></div></div></div></section>`;
  sites.push({
    id: "j025-herdade-do-montado-mertola",
    domain: dom,
    patterns: ["builder-squarespace", "about-prose", "legal-notice", "name-lookalikes", "email-mailto", "email-footer", "testimonials", "junk-placeholder", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Início")}
${blk(`<h1 style="white-space:pre-wrap;">Silêncio, azinheiras e o Guadiana ao fundo</h1><p style="white-space:pre-wrap;">Seis quartos num monte alentejano restaurado, a 7 km de Mértola. Piscina de água salgada, pequeno-almoço com produtos da herdade e céu escuro para ver estrelas.</p>`)}
${blk(`<blockquote><p>«Acordámos com o som das ovelhas e jantámos a açorda da D. Custódia. Perfeito.»</p><p>— Teresa e João, Lisboa</p></blockquote><blockquote><p>“One of the most peaceful places we have stayed in Portugal.” — Hilary Grant, Edinburgh</p></blockquote>`)}
${foot}`],
      "/quartos": ["quartos.html", `${head("Quartos")}
${blk(`<h2>Quartos</h2><ul><li><p><strong>Quarto Dona Maria</strong> — cama de casal, vista para o olival.</p></li><li><p><strong>Quarto Sophia</strong> — em homenagem a Sophia de Mello Breyner, com varanda.</p></li><li><p><strong>Suite Guadiana</strong> — a maior, com lareira.</p></li><li><p><strong>Quarto do Ti Manel</strong> — antigo celeiro, paredes de taipa.</p></li></ul><p>Reservas: <a href="mailto:reservas@${dom}?subject=Pedido%20de%20reserva">reservas@${dom}</a></p>`)}
${foot}`],
      "/sobre-nos": ["sobre-nos.html", `${head("Sobre nós")}
${blk(`<h2>Quem somos</h2><p style="white-space:pre-wrap;">Somos a Inês Valadares Calado e o Miguel Sarmento, anfitriões e proprietários da Herdade do Montado. Trocámos Lisboa pelo Baixo Alentejo em 2017, quando herdámos o monte da avó da Inês, e passámos três anos a recuperá-lo com pedreiros de Mértola.</p><p style="white-space:pre-wrap;">A Inês trata das reservas e dos hóspedes; o Miguel trata da horta, das ovelhas e das bicicletas. Na cozinha manda a D. Custódia Guerreiro, cozinheira da casa desde o primeiro dia, nascida na aldeia da Azinhaga.</p><p style="white-space:pre-wrap;">Se quiser falar com a Inês sobre grupos ou eventos: ines@${dom}</p>`)}
${foot}`],
      "/informacao-legal": ["informacao-legal.html", `${head("Informação legal")}
${blk(`<h2>Informação legal</h2><p>Montado Azul – Turismo Rural, Lda. · NIPC 515 228 301<br>Sede: Monte da Azinhaga, 7750-212 Mértola<br>Sócia-gerente: Inês Valadares Calado<br>Registo Nacional de Turismo n.º 8841/TER</p><p>Em caso de litígio, o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo do Algarve.</p>`)}
${foot}`],
    },
    truth: T(
      { [`reservas@${dom}`]: "role", [`ines@${dom}`]: ["person", "Inês Valadares Calado"] },
      [
        ["Inês Valadares Calado", "Sócia-gerente", "owner"],
        ["Miguel Sarmento", "anfitriões e proprietários", "owner"],
        ["Custódia Guerreiro", "cozinheira da casa", "other"],
      ],
      ["o.seu.email@exemplo.pt", "@sqs/polyfiller/1.6"],
    ),
  });
}

// j026 — agribusiness events agency in Sorriso (MT): Divi, congress speakers, team with own mail, placeholders
{
  const dom = "agrocomunica-sorriso.com.br";
  const head = (t) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8" />
<title>${t} – AgroComunica</title>
<link rel='stylesheet' id='divi-dynamic-css' href='https://${dom}/wp-content/et-cache/21/et-divi-dynamic-21.css?ver=1712345678' type='text/css' media='all' />
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/aos@2.3.4/dist/aos.css" />
</head>
<body class="page-template-default page et_pb_button_helper_class et_pb_pagebuilder_layout">
<div id="page-container">
<header id="main-header"><div class="container clearfix et_menu_container">
 <div class="logo_container"><a href="https://${dom}/"><img src="https://${dom}/wp-content/uploads/2023/09/agrocomunica.png" alt="AgroComunica" id="logo" /></a></div>
 <div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
  <li class="menu-item"><a href="https://${dom}/">Início</a></li>
  <li class="menu-item"><a href="https://${dom}/quem-somos/">Quem somos</a></li>
  <li class="menu-item"><a href="https://${dom}/congresso-2024/">Congresso 2024</a></li>
 </ul></nav></div>
</div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">`;
  const foot = `</div></div></div></div>
<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><div class="textwidget">
<p>AgroComunica Eventos e Comunicação Ltda. · Av. Blumenau, 2241, sala 8 – Centro, Sorriso – MT · (66) 3544-8120</p>
<p><a href="mailto:contato@${dom}">contato@${dom}</a> · Imprensa: <a href="mailto:imprensa@${dom}">imprensa@${dom}</a></p>
</div></div></div></div></div></footer>
</div></div>
<script src="https://cdn.jsdelivr.net/npm/aos@2.3.4/dist/aos.js"></script>
</body></html>`;
  const person = (i, name, pos, mail, txt) => `
 <div class="et_pb_column et_pb_column_1_3 et_pb_column_${i}">
  <div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">
   <div class="et_pb_team_member_image"><img src="https://${dom}/wp-content/uploads/2023/09/equipe-${i}.jpg" alt="" /></div>
   <div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div>${txt}${mail ? `<p>✉ ${mail}</p>` : ""}</div></div>
  </div>
 </div>`;
  sites.push({
    id: "j026-agrocomunica-sorriso",
    domain: dom,
    patterns: ["builder-divi", "team-grid", "event-speakers", "email-mailto", "email-text", "email-in-person-card", "email-footer", "junk-placeholder", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Início")}
<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Comunicação e eventos para o agronegócio do Médio-Norte</h1><p>Dias de campo, feiras, lançamentos de cultivares e assessoria de imprensa para cooperativas, revendas e produtores de Sorriso, Lucas do Rio Verde e Sinop.</p></div></div>
 <div class="et_pb_module et_pb_signup et_pb_newsletter"><div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Receba a agenda do agro</h2></div><div class="et_pb_newsletter_form"><form><p class="et_pb_newsletter_field"><input type="text" class="input" placeholder="Seu nome" name="et_pb_signup_firstname"></p><p class="et_pb_newsletter_field"><input type="text" class="input" placeholder="seu@email.com" name="et_pb_signup_email"></p><p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#">Assinar</a></p></form></div></div>
</div></div></div>
${foot}`],
      "/quem-somos/": ["quem-somos.html", `${head("Quem somos")}
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Quem somos</h2><p>Nascemos em 2016 dentro de uma cooperativa e hoje atendemos mais de 40 clientes do agro mato-grossense.</p></div></div></div></div>
<div class="et_pb_row et_pb_row_1">${person(0, "Letícia Bortolini", "Diretora executiva", `leticia@${dom}`, "<p>Jornalista, 12 anos de cobertura do agronegócio.</p>")}${person(1, "Gustavo Hoffmann", "Coordenador de marketing", `gustavo@${dom}`, "<p>Conteúdo, redes sociais e campanhas.</p>")}${person(2, "Mayara Rocha dos Santos", "Produção de eventos", "", "<p>Logística, fornecedores e montagem.</p>")}</div></div>
${foot}`],
      "/congresso-2024/": ["congresso-2024.html", `${head("Congresso 2024")}
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>7º Congresso Soja &amp; Milho do Médio-Norte</h1><p>22 e 23 de agosto de 2024 · Centro de Eventos de Sorriso. Realização: AgroComunica. Apoio: Sindicato Rural de Sorriso.</p><h2>Palestrantes confirmados</h2></div></div>
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
  <h4>Dr. Eduardo Kappes Trentin</h4><p>Pesquisador da Embrapa Soja – “Manejo de nematoides em áreas de segunda safra”</p>
  <h4>Carla Vendruscolo</h4><p>Economista-chefe, Cooperativa Agro Norte – “Custos de produção 2024/25”</p>
  <h4>Prof. Jorge Luiz Siqueira</h4><p>UFMT Sinop – “Milho safrinha: janelas de plantio”</p>
  <h4>Ricardo Nakamura</h4><p>Produtor rural em Ipiranga do Norte – “Agricultura de precisão na prática”</p>
 </div></div>
 <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Inscrições de expositores: fale com a Mayara pelo e-mail eventos@${dom}</p></div></div>
</div></div></div>
${foot}`],
    },
    truth: T(
      {
        [`contato@${dom}`]: "generic",
        [`imprensa@${dom}`]: "role",
        [`eventos@${dom}`]: "role",
        [`leticia@${dom}`]: ["person", "Letícia Bortolini"],
        [`gustavo@${dom}`]: ["person", "Gustavo Hoffmann"],
      },
      [
        ["Letícia Bortolini", "Diretora executiva", "owner"],
        ["Gustavo Hoffmann", "Coordenador de marketing", "marketing"],
        ["Mayara Rocha dos Santos", "Produção de eventos", "operations"],
      ],
      ["seu@email.com", "aos@2.3.4"],
    ),
  });
}

// j027 — commercial association of Ibitinga: Bootstrap 4, staff as <dl>, long associates' list with their addresses
{
  const dom = "aciibitinga.org.br";
  const assoc = [
    ["Bordados Dona Zilda", "Zilda Aparecida Martins", "Enxoval e bordados", "bordadosdonazilda@gmail.com"],
    ["Casa das Colchas Tio Nenê", "Antônio Carlos Ferreira", "Cama, mesa e banho", "vendas@tionene.com.br"],
    ["Supermercado Santa Rita", "Edvaldo Ramos", "Supermercado", ""],
    ["Farmácia São Benedito", "Dra. Lúcia Helena Camargo", "Farmácia", "farmaciasaobenedito@uol.com.br"],
    ["Auto Peças Irmãos Bianchi", "Márcio Bianchi", "Autopeças", "irmaosbianchi@terra.com.br"],
    ["Padaria e Confeitaria Pão do Padre", "José Roberto Padre", "Padaria", ""],
    ["Enxovais Jardim Paulista", "Rosângela Tavares", "Enxoval", "contato@enxovaisjardimpaulista.com.br"],
    ["Ótica Visão Ibitinga", "Cristiano Moura", "Ótica", ""],
    ["Contabilidade Galvão & Filhos", "Wagner Galvão", "Contabilidade", "wagner@galvaocontabil.com.br"],
    ["Restaurante Sabor da Roça", "Neusa Pereira", "Restaurante", "saborderoca.ibitinga@hotmail.com"],
    ["Madeireira São José", "Osvaldo Tanaka", "Materiais de construção", ""],
    ["Pet Shop Amigo Fiel", "Juliana Rocha", "Pet shop", "amigofiel.ibt@gmail.com"],
    ["Bordados Santa Clara", "Clara Yoshida", "Bordados", ""],
    ["Hotel Tapuias", "Marcelo Arantes", "Hotelaria", "reservas@hoteltapuias.com.br"],
  ];
  const head = (t) => `<!doctype html>
<html lang="pt-br">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${t} - ACI Ibitinga</title>
<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/css/bootstrap.min.css">
<link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.15.4/css/all.css">
<script src="https://code.jquery.com/jquery-3.5.1.slim.min.js"></script>
</head>
<body>
<nav class="navbar navbar-expand-md navbar-dark bg-success">
 <a class="navbar-brand" href="/">ACI Ibitinga</a>
 <div class="collapse navbar-collapse"><ul class="navbar-nav mr-auto">
  <li class="nav-item active"><a class="nav-link" href="/">Início</a></li>
  <li class="nav-item"><a class="nav-link" href="/associados">Guia de associados</a></li>
  <li class="nav-item"><a class="nav-link" href="/institucional">Institucional</a></li>
 </ul></div>
</nav>`;
  const foot = `<footer class="bg-light border-top py-3 mt-4"><div class="container"><small>Associação Comercial e Industrial de Ibitinga · Rua Miguel Landim, 433 – Centro · Ibitinga/SP · (16) 3342-1180 · atendimento@${dom}</small></div></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@4.5.2/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`;
  sites.push({
    id: "j027-aci-ibitinga-associados",
    domain: dom,
    patterns: ["builder-bootstrap", "directory", "definition-list", "email-footer", "email-text", "name-lookalikes", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Início")}
<div class="jumbotron jumbotron-fluid"><div class="container"><h1 class="display-4">Capital Nacional do Bordado</h1><p class="lead">A ACI representa mais de 600 empresas do comércio, da indústria e dos serviços de Ibitinga.</p></div></div>
<div class="container"><div class="row">
 <div class="col-md-4"><div class="card mb-3"><div class="card-body"><h5 class="card-title">SCPC e consultas</h5><p class="card-text">Consulta de crédito para associados.</p></div></div></div>
 <div class="col-md-4"><div class="card mb-3"><div class="card-body"><h5 class="card-title">Feira do Bordado</h5><p class="card-text">A 50ª edição acontece em julho, no Recinto Cristiano Marcelo Cardoso.</p></div></div></div>
 <div class="col-md-4"><div class="card mb-3"><div class="card-body"><h5 class="card-title">Certificado digital</h5><p class="card-text">e-CNPJ e e-CPF com desconto.</p></div></div></div>
</div></div>
${foot}`],
      "/associados": ["associados.html", `${head("Guia de associados")}
<div class="container py-4">
 <h1 class="h3">Guia de associados</h1>
 <p>Associados que autorizaram a divulgação de seus dados.</p>
 <div class="list-group">
  ${assoc.map(([n, r, seg, e]) => `<div class="list-group-item"><h5 class="mb-1">${n}</h5><p class="mb-1">${seg} · Responsável: ${r}</p>${e ? `<small>${e}</small>` : ""}</div>`).join("\n  ")}
 </div>
</div>
${foot}`],
      "/institucional": ["institucional.html", `${head("Institucional")}
<div class="container py-4">
 <h1 class="h3">Institucional</h1>
 <p>Fundada em 1948, a ACI Ibitinga é uma entidade sem fins lucrativos mantida pelos seus associados.</p>
 <h2 class="h5 mt-4">Diretoria 2023–2025</h2>
 <dl class="row">
  <dt class="col-sm-3">Presidente</dt><dd class="col-sm-9">Sérgio Augusto Brambilla</dd>
  <dt class="col-sm-3">Vice-presidente</dt><dd class="col-sm-9">Maria Teresa Zanin</dd>
 </dl>
 <h2 class="h5 mt-4">Equipe</h2>
 <dl class="row">
  <dt class="col-sm-3">Superintendente</dt><dd class="col-sm-9">Cláudio Aparecido Venâncio</dd>
  <dt class="col-sm-3">Secretária executiva</dt><dd class="col-sm-9">Patrícia Helena Nogueira</dd>
  <dt class="col-sm-3">Atendimento SCPC</dt><dd class="col-sm-9">Bruna Letícia Camargo</dd>
 </dl>
 <p>Fale com a superintendência: superintendencia@${dom}</p>
</div>
${foot}`],
    },
    truth: T(
      { [`atendimento@${dom}`]: "generic", [`superintendencia@${dom}`]: "role" },
      [
        ["Sérgio Augusto Brambilla", "Presidente", "owner"],
        ["Maria Teresa Zanin", "Vice-presidente", "other"],
        ["Cláudio Aparecido Venâncio", "Superintendente", "owner"],
        ["Patrícia Helena Nogueira", "Secretária executiva", "operations"],
        ["Bruna Letícia Camargo", "Atendimento SCPC", "other"],
      ],
      [...assoc.map((a) => a[3]).filter(Boolean)],
    ),
  });
}

// j028 — software house in Florianópolis: Webflow, address only in JSON-LD, client logos, testimonials, careers role address
{
  const dom = "manezinhotech.com.br";
  const ld = { "@context": "https://schema.org", "@type": "Organization", name: "Manezinho Tech", url: `https://${dom}`, logo: `https://${dom}/logo.png`, email: `ola@${dom}`, sameAs: ["https://www.linkedin.com/company/manezinhotech", "https://instagram.com/manezinhotech"], address: { "@type": "PostalAddress", streetAddress: "Rod. SC-401, 8600, Corporate Park, bloco 5", addressLocality: "Florianópolis", addressRegion: "SC", postalCode: "88050-000", addressCountry: "BR" } };
  const wf = (t, pageId, body) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Mar 04 2024 12:40:51 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="${dom}" data-wf-page="${pageId}" data-wf-site="65e0c1b2a3d4e5f60718293a" lang="pt-BR">
<head>
<meta charset="utf-8"/><title>${t}</title>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<link href="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/css/manezinho.webflow.b1c2d3e4f.min.css" rel="stylesheet" type="text/css"/>
<script src="https://unpkg.com/lottie-web@5.12.2/build/player/lottie.min.js"></script>
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body class="body-dark">
<div class="navbar w-nav"><div class="nav-container"><a href="/" class="nav-brand w-nav-brand">manezinho<span class="accent">.tech</span></a>
<nav role="navigation" class="nav-menu w-nav-menu"><a href="/" class="nav-link w-nav-link">Home</a><a href="/sobre" class="nav-link w-nav-link">Sobre</a><a href="/carreiras" class="nav-link w-nav-link">Carreiras</a></nav></div></div>
${body}
<div class="footer"><div class="footer-container"><div class="footer-text">© 2024 Manezinho Tecnologia Ltda · CNPJ 31.228.774/0001-09 · Florianópolis/SC</div></div></div>
<script src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/js/webflow.c8d9e0f1.js" type="text/javascript"></script>
</body></html>`;
  const member = (name, role, img) => `<div role="listitem" class="collection-item w-dyn-item"><div class="member"><div class="member-photo" style="background-image:url(&quot;https://assets-global.website-files.com/65e0c1b2a3d4e5f607182940/${img}&quot;)"></div><div class="member-info"><div class="member-name">${name}</div><div class="member-role">${role}</div></div></div></div>`;
  sites.push({
    id: "j028-manezinho-tech-florianopolis",
    domain: dom,
    patterns: ["builder-webflow", "team-grid", "email-jsonld", "email-text", "client-list", "testimonials", "junk-version"],
    pages: {
      "/": ["index.html", wf("Manezinho Tech — Produtos digitais feitos na Ilha", "65e0c1b2a3d4e5f60718293b", `
<div class="hero-section"><div class="container"><h1 class="hero-heading">Produtos digitais feitos na Ilha da Magia.</h1><p class="hero-paragraph">Apps, plataformas SaaS e integrações para empresas que não têm tempo a perder.</p><a href="/sobre" class="button-primary w-button">Conheça o time</a></div></div>
<div class="clients-section"><div class="container"><div class="clients-title">Quem já construiu com a gente</div>
 <div class="clients-grid"><img src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/cli-1.svg" alt="Hercílio Luz Seguros" class="client-logo"><img src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/cli-2.svg" alt="Cooperativa Santa Catarina" class="client-logo"><img src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/cli-3.svg" alt="Grupo Anita Garibaldi" class="client-logo"><img src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/cli-4.svg" alt="Ostras do Ribeirão" class="client-logo"><img src="https://assets-global.website-files.com/65e0c1b2a3d4e5f60718293a/cli-5.svg" alt="Clínica Dr. Fontes" class="client-logo"></div>
</div></div>
<div class="testimonial-section"><div class="container">
 <div class="testimonial"><p class="testimonial-quote">"Entregaram o app de vistoria em 10 semanas. Time sênior de verdade."</p><div class="testimonial-name">Rafael Medeiros</div><div class="testimonial-role">Diretor de Operações, Hercílio Luz Seguros</div></div>
 <div class="testimonial"><p class="testimonial-quote">"Parceiros desde o primeiro MVP."</p><div class="testimonial-name">Camila Espíndola</div><div class="testimonial-role">CEO, Ostras do Ribeirão</div></div>
</div></div>`)],
      "/sobre": ["sobre.html", wf("Sobre — Manezinho Tech", "65e0c1b2a3d4e5f60718293c", `
<div class="section"><div class="container"><h1 class="heading-2">Sobre nós</h1><p class="paragraph">Somos 22 pessoas entre o Campeche e o Santo Antônio de Lisboa. A empresa foi fundada em 2018 por dois ex-colegas da UFSC.</p>
<div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items">${member("Bruno Schmitt", "CEO e cofundador", "bruno.jpg")}${member("Larissa Koerich", "CTO e cofundadora", "larissa.jpg")}${member("Henrique Silveira Prates", "Head de Growth", "henrique.jpg")}${member("Aline Vieira", "Gerente de Projetos", "aline.jpg")}</div></div>
</div></div>`)],
      "/carreiras": ["carreiras.html", wf("Carreiras — Manezinho Tech", "65e0c1b2a3d4e5f60718293d", `
<div class="section"><div class="container"><h1 class="heading-2">Venha trabalhar com a gente</h1>
<div class="w-dyn-list"><div role="list" class="jobs-list w-dyn-items"><div role="listitem" class="w-dyn-item"><div class="job-title">Desenvolvedor(a) Back-end Pleno (Node.js)</div><div class="job-meta">Híbrido · Florianópolis</div></div><div role="listitem" class="w-dyn-item"><div class="job-title">Product Designer Sênior</div><div class="job-meta">Remoto</div></div></div></div>
<p class="paragraph">Não achou sua vaga? Mande seu currículo para vagas@${dom}</p>
</div></div>`)],
    },
    truth: T(
      { [`ola@${dom}`]: "generic", [`vagas@${dom}`]: "role" },
      [
        ["Bruno Schmitt", "CEO e cofundador", "owner"],
        ["Larissa Koerich", "CTO e cofundadora", "owner"],
        ["Henrique Silveira Prates", "Head de Growth", "marketing"],
        ["Aline Vieira", "Gerente de Projetos", "other"],
      ],
      ["lottie-web@5.12.2"],
    ),
  });
}

// j029 — music school in Coimbra: hand-made HTML, teachers in a <dl>, obfuscated addresses, student concert programme
{
  const dom = "escolamusica-mondego.pt";
  const pg = (t, body) => `<!DOCTYPE html>
<html lang="pt">
<head>
<meta charset="utf-8">
<title>${t}</title>
<style>
body{font-family:Georgia,serif;max-width:760px;margin:auto;color:#333}
nav a{margin-right:1em} dt{font-weight:bold;margin-top:.8em} dd{margin-left:1.5em}
</style>
</head>
<body>
<h1><a href="/" style="text-decoration:none;color:#5a2a0c">Escola de Música do Mondego</a></h1>
<nav><a href="/">Início</a><a href="/professores.html">Professores</a><a href="/concertos.html">Concertos</a></nav>
<hr>
${body}
<hr>
<p><small>Escola de Música do Mondego · Rua Fernandes Tomás, 64 · 3000-167 Coimbra · 239 823 551 · secretaria (at) escolamusica-mondego (ponto) pt</small></p>
</body>
</html>`;
  sites.push({
    id: "j029-escola-musica-mondego-coimbra",
    domain: dom,
    patterns: ["hand-written", "definition-list", "about-prose", "email-obfuscated", "email-footer", "client-list", "name-lookalikes"],
    pages: {
      "/": ["index.html", pg("Escola de Música do Mondego — Coimbra", `
<p>Ensino articulado e livre de música para crianças, jovens e adultos desde 1989. Piano, violino, violoncelo, guitarra clássica e portuguesa, canto e formação musical.</p>
<p>A escola foi criada pela pianista Helena Barreto Sequeira, que continua a ser a diretora pedagógica e a dar aulas de piano ao nível avançado. A gestão administrativa está a cargo da D.ª Graça Matos, que atende na secretaria de segunda a sexta, das 14h às 20h.</p>
<p>Inscrições para o ano letivo 2024/25 abertas a partir de 1 de junho. Os concertos acontecem na <i>Sala Carlos Seixas</i>, no rés-do-chão da escola.</p>`)],
      "/professores.html": ["professores.html", pg("Professores — Escola de Música do Mondego", `
<h2>Corpo docente</h2>
<dl>
<dt>Helena Barreto Sequeira</dt><dd>Diretora pedagógica · Piano<br>helena.sequeira (at) escolamusica-mondego (ponto) pt</dd>
<dt>António José Lemos</dt><dd>Piano e Formação Musical</dd>
<dt>Beatriz Fontes</dt><dd>Violino e Orquestra de Cordas<br>beatriz.fontes (at) escolamusica-mondego (ponto) pt</dd>
<dt>Rui Carlos Figueiredo</dt><dd>Guitarra clássica e Guitarra portuguesa</dd>
<dt>Mariana Salgueiro</dt><dd>Canto</dd>
</dl>`)],
      "/concertos.html": ["concertos.html", pg("Concertos — Escola de Música do Mondego", `
<h2>Audição de Primavera — 23 de março, 18h00</h2>
<p>Sala Carlos Seixas. Entrada livre.</p>
<table border="1" cellpadding="4">
<tr><th>Aluno(a)</th><th>Obra</th></tr>
<tr><td>Leonor Quintela (8 anos)</td><td>Ferreira Lopes — <i>Cantiga de Embalar</i></td></tr>
<tr><td>Duarte Simões Reis</td><td>J. S. Bach — Minueto em Sol</td></tr>
<tr><td>Matilde Carvalho</td><td>Schumann — <i>Träumerei</i></td></tr>
<tr><td>Gonçalo Pinto Freitas</td><td>Carlos Paredes — <i>Verdes Anos</i> (guitarra portuguesa)</td></tr>
<tr><td>Inês e Carolina Tavares</td><td>Fauré — <i>Dolly Suite</i>, Berceuse (piano a 4 mãos)</td></tr>
</table>`)],
    },
    truth: T(
      {
        [`secretaria@${dom}`]: "generic",
        [`helena.sequeira@${dom}`]: ["person", "Helena Barreto Sequeira"],
        [`beatriz.fontes@${dom}`]: ["person", "Beatriz Fontes"],
      },
      [
        ["Helena Barreto Sequeira", "Diretora pedagógica · Piano", "owner"],
        ["Graça Matos", "gestão administrativa", "operations"],
        ["António José Lemos", "Piano e Formação Musical", "other"],
        ["Beatriz Fontes", "Violino e Orquestra de Cordas", "other"],
        ["Rui Carlos Figueiredo", "Guitarra clássica e Guitarra portuguesa", "other"],
        ["Mariana Salgueiro", "Canto", "other"],
      ],
      [],
    ),
  });
}

// j030 — garage in Vouzela: broken markup, microdata staff, no email, informação legal with sócio-gerente
{
  const dom = "autoreparadora-vouzela.pt";
  sites.push({
    id: "j030-auto-reparadora-vouzela",
    domain: dom,
    patterns: ["broken-markup", "microdata-person", "legal-notice", "no-email", "name-lookalikes", "junk-placeholder"],
    pages: {
      "/": ["index.html", `<!DOCTYPE html>
<html lang="pt">
<head>
<meta charset="utf-8">
<title>Auto Reparadora de Vouzela, Lda - Oficina automóvel</title>
<link rel="stylesheet" href="estilos.css">
</head>
<body>
<div class="topo"><img src="img/logo.jpg" alt="Auto Reparadora de Vouzela">
<div class="menu"><a href="/">Início</a> | <a href="/equipa.html">A equipa</a> | <a href="/informacao-legal.html">Informação legal</a></div>
</div>
<div class="corpo">
<h1>Oficina multimarca em Vouzela</h1>
<p>Mecânica geral, eletricidade auto, pneus, alinhamento de direção, inspeções e recolha de viaturas avariadas (reboque 24h).
<p>Agente autorizado <b>Mercedes-Benz</b> e <b>Renault</b> para assistência. Estamos na Rua Conde Ferreira, 17, à saída para São Pedro do Sul.
<div class="horario"><b>Horário:</b><br>Seg. a Sex.: 8h30 – 12h30 / 14h00 – 18h30<br>Sábado: 9h00 – 12h30
</div>
<p><b>Telefone:</b> 232 771 245 &nbsp; <b>Reboque:</b> 965 210 877
<h3>Pedido de orçamento</h3>
<form action="orcamento.php" method="post">
<input name="nome" placeholder="Nome">
<input name="email" placeholder="nome@exemplo.pt">
<input name="matricula" placeholder="Matrícula (ex.: 12-AB-34)">
<textarea name="msg"></textarea>
<input type="submit" value="Pedir orçamento">
</form>
</div></div>
<div class="rodape">&copy; Auto Reparadora de Vouzela, Lda.</div>
</body>
</html>`],
      "/equipa.html": ["equipa.html", `<!DOCTYPE html>
<html lang="pt">
<head><meta charset="utf-8"><title>A equipa - Auto Reparadora de Vouzela</title><link rel="stylesheet" href="estilos.css"></head>
<body>
<div class="menu"><a href="/">Início</a> | <a href="/equipa.html">A equipa</a></div>
<div class="corpo" itemscope itemtype="http://schema.org/AutoRepair">
<h1 itemprop="name">Auto Reparadora de Vouzela</h1>
<div class="pessoa" itemprop="employee" itemscope itemtype="http://schema.org/Person">
<img src="img/armando.jpg" alt=""><h3 itemprop="name">Armando Ferreira Tavares</h3>
<p itemprop="jobTitle">Sócio-gerente e chefe de oficina
<p>Na oficina desde 1986, primeiro como aprendiz, depois como dono.
</div>
<div class="pessoa" itemprop="employee" itemscope itemtype="http://schema.org/Person">
<img src="img/helder.jpg" alt=""><h3 itemprop="name">Hélder Tavares</h3>
<p itemprop="jobTitle">Mecânico / eletricista auto
</div>
<div class="pessoa" itemprop="employee" itemscope itemtype="http://schema.org/Person">
<img src="img/sofia.jpg" alt=""><h3 itemprop="name">Sofia Almeida Cruz</h3>
<p itemprop="jobTitle">Receção e faturação</p>
</div></div></div>
</div>
</body>
</html>`],
      "/informacao-legal.html": ["informacao-legal.html", `<html><head><meta charset="utf-8"><title>Informação legal</title></head>
<body>
<h2>Informação legal</h2>
<p>Auto Reparadora de Vouzela, Lda. — NIPC 502 118 430<br>
Rua Conde Ferreira, 17, 3670-250 Vouzela<br>
Matriculada na Conservatória do Registo Comercial de Vouzela<br>
Sócio-gerente: Armando Ferreira Tavares<br>
Livro de Reclamações disponível nas instalações.
<p><a href="/">voltar
</body></html>`],
    },
    truth: T(
      {},
      [
        ["Armando Ferreira Tavares", "Sócio-gerente e chefe de oficina", "owner"],
        ["Hélder Tavares", "Mecânico / eletricista auto", "other"],
        ["Sofia Almeida Cruz", "Receção e faturação", "other"],
      ],
      ["nome@exemplo.pt"],
    ),
  });
}
