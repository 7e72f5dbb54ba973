import { wp, wix, sqs, webflow, bs } from "./_lib.mjs";

export const sites = [];

// ---------------------------------------------------------------------------------------------
// i021 — rural guest house in Arouca, WordPress (Kadence), history prose, legal page
{
  const nav = [["/", "Início"], ["/a-quinta/", "A Quinta"], ["/reservas/", "Reservas"], ["/informacao-legal/", "Informação legal"]];
  const footer = `<div class="site-footer-row-container-inner"><div class="site-container"><div class="site-footer-row site-footer-row-columns-3">
<div class="site-footer-section"><div class="footer-widget-area widget-area"><p><strong>Quinta do Paivô</strong><br>Lugar de Paivô, 4540-301 Canelas, Arouca<br>RNET n.º 8712</p></div></div>
<div class="site-footer-section"><div class="footer-widget-area"><p>+351 256 940 118<br>reservas (arroba) quintadopaivo.pt</p></div></div>
<div class="site-footer-section"><div class="footer-widget-area"><p><a href="https://www.livroreclamacoes.pt/" rel="noopener">Livro de Reclamações Eletrónico</a></p></div></div>
</div></div></div>`;
  const common = { lang: "pt", site: "Quinta do Paivô", nav, footer, theme: "kadence" };
  const index = wp({
    ...common,
    title: "Quinta do Paivô – Turismo rural em Arouca, junto aos Passadiços do Paiva",
    desc: "Casa de campo em xisto com 6 quartos e piscina, a 10 minutos dos Passadiços do Paiva e da ponte 516 Arouca.",
    bodyClass: "home page-template-default page",
    body: `<main id="inner-wrap" class="wrap kt-clear"><div id="primary" class="content-area"><div class="content-container site-container"><div id="main" class="site-main"><div class="content-wrap"><article class="entry content-bg single-entry"><div class="entry-content-wrap"><div class="entry-content single-content">
<div class="wp-block-kadence-rowlayout alignfull"><div class="kt-row-column-wrap kt-has-1-columns"><div class="wp-block-kadence-column"><div class="kt-inside-inner-col">
<h1 class="kt-adv-heading_a1b2c3 wp-block-kadence-advancedheading">Descanse entre o xisto e o rio Paiva</h1>
<p>Seis quartos numa casa agrícola do século XVIII recuperada, pequeno-almoço com pão de Canelas e compota da casa, piscina de água salgada e vista para a Serra da Freita.</p>
</div></div></div></div>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Passadiços do Paiva</h3><p>A entrada de Espiunca fica a 6 km.</p></div><div class="wp-block-column"><h3>Ponte 516 Arouca</h3><p>Bilhetes à venda na receção.</p></div><div class="wp-block-column"><h3>Vitela arouquesa</h3><p>Jantares por encomenda às sextas e sábados.</p></div></div>
</div></div></article></div></div></div></div></main>`,
  });
  const quinta = wp({
    ...common,
    title: "A Quinta – Quinta do Paivô",
    desc: "A história da casa e da família.",
    body: `<main id="inner-wrap" class="wrap kt-clear"><div class="content-container site-container"><article class="entry content-bg single-entry"><header class="entry-header"><h1 class="entry-title">A Quinta</h1></header><div class="entry-content single-content">
<p>A casa pertenceu durante gerações à família Brandão, lavradores e criadores de gado arouquês. Em 2014 o Rui Manuel Brandão, engenheiro civil que tinha emigrado para Lyon, voltou a Canelas com a mulher, Sofia Pinho Brandão, e decidiu recuperá-la para turismo rural.</p>
<p>Hoje é o Rui quem trata das obras, da horta e dos passeios de jipe à Frecha da Mizarela; a Sofia é a anfitriã – é ela quem responde aos e-mails e organiza as reservas. Na cozinha está a D. Albertina Duarte, cozinheira da casa há oito anos, que faz o melhor arroz de vitela da freguesia.</p>
<figure class="wp-block-gallery has-nested-images columns-2"><figure class="wp-block-image size-large"><img src="/wp-content/uploads/2022/04/casa-xisto.jpg" alt="A casa em xisto"/><figcaption class="wp-element-caption">A casa antes das obras, 2014</figcaption></figure><figure class="wp-block-image size-large"><img src="/wp-content/uploads/2022/04/piscina.jpg" alt="Piscina"/></figure></figure>
<p>O quarto "Rainha Santa Mafalda" tem o nome da padroeira do Mosteiro de Arouca; o quarto "Zeca" homenageia o avô do Rui.</p>
</div></article></div></main>`,
  });
  const reservas = wp({
    ...common,
    title: "Reservas – Quinta do Paivô",
    desc: "Preços e reservas.",
    body: `<main id="inner-wrap" class="wrap kt-clear"><div class="content-container site-container"><article class="entry"><header class="entry-header"><h1 class="entry-title">Reservas</h1></header><div class="entry-content single-content">
<figure class="wp-block-table"><table><thead><tr><th>Quarto</th><th>Época baixa</th><th>Época alta</th></tr></thead><tbody><tr><td>Duplo</td><td>85 €</td><td>110 €</td></tr><tr><td>Suite familiar</td><td>120 €</td><td>150 €</td></tr></tbody></table></figure>
<p>Pedidos de reserva por telefone ou pelo formulário abaixo. Mínimo de 2 noites em julho e agosto.</p>
<div class="wpforms-container"><form class="wpforms-form" method="post">
<div class="wpforms-field"><label class="wpforms-field-label">Nome</label><input type="text" name="wpforms[fields][0]" placeholder="O seu nome"></div>
<div class="wpforms-field"><label class="wpforms-field-label">E-mail</label><input type="email" name="wpforms[fields][1]" placeholder="nome@exemplo.pt"></div>
<div class="wpforms-field"><label class="wpforms-field-label">Datas</label><input type="text" name="wpforms[fields][2]" placeholder="dd/mm/aaaa – dd/mm/aaaa"></div>
<button type="submit" class="wpforms-submit">Pedir reserva</button></form></div>
</div></article></div></main>`,
  });
  const legal = wp({
    ...common,
    title: "Informação legal – Quinta do Paivô",
    desc: "Informação legal e política de privacidade.",
    body: `<main id="inner-wrap" class="wrap kt-clear"><div class="content-container site-container"><article class="entry"><header class="entry-header"><h1 class="entry-title">Informação legal</h1></header><div class="entry-content single-content">
<p>Este sítio é propriedade de <strong>Paivô – Turismo Rural, Lda.</strong>, NIPC 514 298 007, com sede no Lugar de Paivô, 4540-301 Canelas, Arouca, matriculada na Conservatória do Registo Comercial de Arouca.</p>
<p>Sócio-gerente: Rui Manuel Brandão.<br>Registo Nacional de Empreendimentos Turísticos: RNET n.º 8712 (Casa de Campo).</p>
<p>Em caso de litígio, o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo do Porto (www.cicap.pt).</p>
<h2>Proteção de dados</h2><p>Os dados enviados pelo formulário de reservas são usados apenas para responder ao pedido. Para exercer os seus direitos escreva para reservas (arroba) quintadopaivo.pt.</p>
</div></article></div></main>`,
  });
  sites.push({
    id: "i021-quinta-paivo-arouca",
    domain: "quintadopaivo.pt",
    language: "pt",
    patterns: ["builder-wordpress", "about-prose", "legal-notice", "email-obfuscated", "email-footer", "junk-placeholder", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/a-quinta/": ["a-quinta.html", quinta], "/reservas/": ["reservas.html", reservas], "/informacao-legal/": ["informacao-legal.html", legal] },
    truth: {
      emails: ["reservas@quintadopaivo.pt"],
      emailKinds: { "reservas@quintadopaivo.pt": "role" },
      emailOwners: {},
      contacts: [
        { name: "Rui Manuel Brandão", title: "Sócio-gerente", role: "owner" },
        { name: "Sofia Pinho Brandão", title: "anfitriã", role: "owner" },
        { name: "Albertina Duarte", title: "cozinheira da casa", role: "other" },
      ],
      junk: ["nome@exemplo.pt"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i022 — accounting office in Uberaba, Elementor Pro flip boxes, clients' logos, agency credit
{
  const nav = [["/", "Início"], ["/equipe/", "Equipe"], ["/clientes/", "Clientes"], ["/contato/", "Contato"]];
  const footer = `<div data-elementor-type="footer" class="elementor elementor-location-footer"><section class="elementor-section elementor-section-boxed"><div class="elementor-container">
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Zebu Contabilidade Ltda · CNPJ 14.882.310/0001-07 · CRC-MG 9.871/O<br>Av. Leopoldino de Oliveira, 3215, sala 402 · Centro · Uberaba/MG · CEP 38010-000</p></div></div></div></div>
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Desenvolvido por <a href="https://agenciatriangulo.com.br">Agência Triângulo</a> | atendimento@agenciatriangulo.com.br</p></div></div></div></div>
</div></section></div>`;
  const common = { lang: "pt", locale: "pt-BR", site: "Zebu Contabilidade", nav, footer, builder: "elementor", theme: "hello-elementor" };
  const index = wp({
    ...common,
    title: "Zebu Contabilidade | Escritório de contabilidade em Uberaba - MG",
    desc: "Contabilidade para produtores rurais, comércio e prestadores de serviço em Uberaba e região. Abertura de empresa, folha de pagamento, IRPF.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="9" class="elementor elementor-9">
<section class="elementor-section elementor-top-section elementor-element elementor-element-6c1f2e0 elementor-section-height-min-height"><div class="elementor-container">
<div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Contabilidade do campo à cidade</h1></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Há 20 anos cuidamos da contabilidade de fazendas, leilões de gado, comércio e clínicas do Triângulo Mineiro.</p></div></div>
<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><a href="https://wa.me/5534991220417" class="elementor-button-link elementor-button elementor-size-md" role="button"><span class="elementor-button-text">Fale no WhatsApp</span></a></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container">
<div class="elementor-column elementor-col-25"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Produtor rural</span></h3><p class="elementor-icon-box-description">Livro Caixa Digital (LCDPR) e ITR.</p></div></div></div></div>
<div class="elementor-column elementor-col-25"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Abertura de empresa</span></h3><p class="elementor-icon-box-description">MEI, ME, LTDA e holding familiar.</p></div></div></div></div>
<div class="elementor-column elementor-col-25"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Departamento pessoal</span></h3><p class="elementor-icon-box-description">Folha, eSocial e FGTS Digital.</p></div></div></div></div>
<div class="elementor-column elementor-col-25"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><h3 class="elementor-icon-box-title"><span>Imposto de Renda</span></h3><p class="elementor-icon-box-description">Declaração de pessoa física.</p></div></div></div></div>
</div></section></div>`,
  });
  const flip = (id, img, name, role, mail, crc) => `<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element elementor-element-${id}"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-${id}f elementor-flip-box--effect-flip elementor-widget elementor-widget-flip-box" data-widget_type="flip-box.default"><div class="elementor-widget-container">
  <div class="elementor-flip-box">
    <div class="elementor-flip-box__layer elementor-flip-box__front" style="background-image:url(/wp-content/uploads/2023/03/${img}.jpg)"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner">
      <h3 class="elementor-flip-box__layer__title">${name}</h3>
    </div></div></div>
    <div class="elementor-flip-box__layer elementor-flip-box__back"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner">
      <h3 class="elementor-flip-box__layer__title">${role}</h3>
      <div class="elementor-flip-box__layer__description">${crc}${mail ? `<br>${mail}` : ""}</div>
      ${mail ? `<a class="elementor-flip-box__button elementor-button elementor-size-sm" href="mailto:${mail}">Enviar e-mail</a>` : ""}
    </div></div></div>
  </div>
</div></div></div></div>`;
  const equipe = wp({
    ...common,
    title: "Equipe | Zebu Contabilidade",
    desc: "Conheça nossa equipe.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="21" class="elementor elementor-21">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Nossa equipe</h1></div></div></div></div></div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-default">
${flip("a11", "helio", "Hélio Borges de Rezende", "Sócio-fundador e contador responsável", "helio@zebucontabil.com.br", "CRC-MG 061.420/O-3")}
${flip("a12", "fernanda", "Fernanda Rezende Queiroz", "Sócia · Gestão tributária", "fernanda.rezende@zebucontabil.com.br", "CRC-MG 098.113/O-1")}
${flip("a13", "thiago", "Thiago dos Santos Lemes", "Coordenador do Departamento Pessoal", "dp@zebucontabil.com.br", "eSocial, folha e rescisões")}
</div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-default">
${flip("a14", "luana", "Luana Cristina Alves", "Atendimento e financeiro", "", "Boletos, honorários e certidões")}
</div></section>
</div>`,
  });
  const clientes = wp({
    ...common,
    title: "Clientes | Zebu Contabilidade",
    desc: "Alguns clientes que confiam em nós.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="25" class="elementor elementor-25">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Quem confia na Zebu</h1></div></div>
<div class="elementor-widget elementor-widget-image-carousel"><div class="elementor-widget-container"><div class="elementor-image-carousel-wrapper swiper"><div class="elementor-image-carousel swiper-wrapper">
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/wp-content/uploads/2023/03/cliente-fazenda-santa-ines.png" alt="Fazenda Santa Inês"/><figcaption class="elementor-image-carousel-caption">Fazenda Santa Inês</figcaption></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/wp-content/uploads/2023/03/cliente-leiloes.png" alt="Leilões Vale do Rio Grande"/><figcaption class="elementor-image-carousel-caption">Leilões Vale do Rio Grande</figcaption></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/wp-content/uploads/2023/03/cliente-clinica.png" alt="Clínica Dr. Mauro Teixeira"/><figcaption class="elementor-image-carousel-caption">Clínica Dr. Mauro Teixeira</figcaption></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/wp-content/uploads/2023/03/cliente-laticinios.png" alt="Laticínios Dona Zica"/><figcaption class="elementor-image-carousel-caption">Laticínios Dona Zica</figcaption></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/wp-content/uploads/2023/03/cliente-agro.png" alt="Agropecuária Irmãos Fonseca"/><figcaption class="elementor-image-carousel-caption">Agropecuária Irmãos Fonseca</figcaption></figure></div>
</div></div></div></div>
<div class="elementor-widget elementor-widget-testimonial"><div class="elementor-widget-container"><div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">A Zebu organizou o LCDPR das nossas três fazendas e nunca mais tivemos dor de cabeça com a Receita.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">José Antônio Fonseca</div><div class="elementor-testimonial-job">Agropecuária Irmãos Fonseca</div></div></div></div></div></div>
</div></div></div></section></div>`,
  });
  const contato = wp({
    ...common,
    title: "Contato | Zebu Contabilidade",
    desc: "Fale conosco.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="27" class="elementor elementor-27"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Contato</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Segunda a sexta, das 8h às 18h.<br>Telefone: (34) 3332-5190 · WhatsApp: (34) 99122-0417<br>E-mail: <a href="mailto:contato@zebucontabil.com.br">contato@zebucontabil.com.br</a></p></div></div>
</div></div></div></section></div>`,
  });
  sites.push({
    id: "i022-zebu-contabilidade-uberaba",
    domain: "zebucontabil.com.br",
    language: "pt",
    patterns: ["builder-elementor", "team-grid", "email-in-person-card", "email-mailto", "junk-agency", "client-list", "testimonials", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/equipe/": ["equipe.html", equipe], "/clientes/": ["clientes.html", clientes], "/contato/": ["contato.html", contato] },
    truth: {
      emails: ["contato@zebucontabil.com.br", "helio@zebucontabil.com.br", "fernanda.rezende@zebucontabil.com.br", "dp@zebucontabil.com.br"],
      emailKinds: {
        "contato@zebucontabil.com.br": "generic",
        "helio@zebucontabil.com.br": "person",
        "fernanda.rezende@zebucontabil.com.br": "person",
        "dp@zebucontabil.com.br": "role",
      },
      emailOwners: { "helio@zebucontabil.com.br": "Hélio Borges de Rezende", "fernanda.rezende@zebucontabil.com.br": "Fernanda Rezende Queiroz" },
      contacts: [
        { name: "Hélio Borges de Rezende", title: "Sócio-fundador e contador responsável", role: "owner" },
        { name: "Fernanda Rezende Queiroz", title: "Sócia · Gestão tributária", role: "owner" },
        { name: "Thiago dos Santos Lemes", title: "Coordenador do Departamento Pessoal", role: "operations" },
        { name: "Luana Cristina Alves", title: "Atendimento e financeiro", role: "other" },
      ],
      junk: ["atendimento@agenciatriangulo.com.br"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i023 — nursery school in Paraty, Wix repeater, parents' testimonials
{
  const nav = [["/", "Início"], ["/nossa-equipe", "Nossa equipe"], ["/matriculas", "Matrículas"]];
  const rt = (id, html) => `<div id="comp-${id}" class="KcpHeO tz5f0K comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const item = (n, img, name, role) => `<div id="comp-lrx0e2${n}__item1" class="wixui-repeater__item"><div data-mesh-id="comp-lrx0e2${n}inlineContent" data-testid="inline-content"><div data-mesh-id="comp-lrx0e2${n}inlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-lrx0e3${n}" class="MazNVa wixui-image"><wow-image><img src="https://static.wixstatic.com/media/b7f2c1_${img}~mv2.jpg/v1/crop/x_0,y_120,w_800,h_800/fill/w_220,h_220,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${img}.jpg" alt="${name.split(" ")[0]}"/></wow-image></div>
${rt(`lrx0e4${n}`, `<h4 class="font_4 wixui-rich-text__text"><span class="color_15 wixui-rich-text__text">${name}</span></h4>`)}
${rt(`lrx0e5${n}`, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${role}</span></p>`)}
</div></div></div>`;
  const index = wix({
    lang: "pt-BR",
    title: "Escola Ciranda da Maré | Educação infantil em Paraty",
    desc: "Escola de educação infantil em Paraty (RJ): berçário, maternal e pré-escola com pedagogia ao ar livre.",
    nav,
    sentry: true,
    body: `${rt("lrx0a01", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Brincar, </span><span class="wixui-rich-text__text">aprender e </span><span class="wixui-rich-text__text">crescer perto do mar</span></h1>`)}
${rt("lrx0a02", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Berçário (a partir de 1 ano), maternal e pré-escola. Horta, aulas de capoeira e musicalização com instrumentos caiçaras.</span></p>`)}
${rt("lrx0a03", `<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">O que dizem as famílias</span></h2>`)}
<div id="comp-lrx0a04" class="wixui-slideshow"><div class="wixui-slideshow__slide">
${rt("lrx0a05", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">“Meu filho chega em casa contando das tartarugas e da horta. A equipe é um amor!”</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Carolina Mendes, mãe do Bento (Maternal II)</span></p>`)}
</div><div class="wixui-slideshow__slide">
${rt("lrx0a06", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">“Escola acolhedora, com comunicação diária pelo app. Recomendo demais.”</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Rodrigo e Paula Assunção</span></p>`)}
</div></div>
${rt("lrx0a07", `<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Rua Dona Geralda, 212 – Centro Histórico – Paraty/RJ · (24) 3371-2094 · escolacirandadamare@gmail.com</span></p>`)}`,
  });
  const equipe = wix({
    lang: "pt-BR",
    title: "Nossa equipe | Escola Ciranda da Maré",
    desc: "Professoras e equipe.",
    nav,
    sentry: true,
    body: `${rt("lrx0d01", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Nossa equipe</span></h1>`)}
<div id="comp-lrx0e20" class="wixui-repeater" data-testid="repeater"><div data-testid="responsive-repeater" class="lOE5Ch">
${item(1, "marilia", "Marília Conceição Pádua", "Diretora pedagógica e fundadora")}
${item(2, "jurema", "Jurema dos Anjos", "Coordenadora")}
${item(3, "tati", "Tatiane Oliveira (Tati)", "Professora do Berçário")}
${item(4, "kaue", "Kauê Nascimento", "Educação física e capoeira")}
</div></div>
${rt("lrx0d02", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Dúvidas sobre a equipe ou vagas de trabalho: escreva para a secretaria, secretaria.ciranda@gmail.com</span></p>`)}`,
  });
  const matriculas = wix({
    lang: "pt-BR",
    title: "Matrículas | Escola Ciranda da Maré",
    desc: "Matrículas 2025.",
    nav,
    sentry: true,
    body: `${rt("lrx0f01", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Matrículas 2025</span></h1>`)}
${rt("lrx0f02", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Agende uma visita de segunda a sexta, das 8h às 11h. Trazer certidão de nascimento e carteira de vacinação da criança.</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Mensalidade meio período: R$ 980,00 · Integral: R$ 1.650,00</span></p>`)}
<form id="comp-lrx0f03" class="wixui-form"><input type="text" aria-label="Nome do responsável" placeholder="Nome do responsável"><input type="email" aria-label="E-mail" placeholder="seu@email.com.br"><input type="tel" placeholder="(24) 99999-9999"><button type="submit">Enviar</button></form>`,
  });
  sites.push({
    id: "i023-ciranda-da-mare-paraty",
    domain: "escolacirandadamare.com.br",
    language: "pt",
    patterns: ["builder-wix", "team-grid", "email-text", "testimonials", "junk-platform", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/nossa-equipe": ["nossa-equipe.html", equipe], "/matriculas": ["matriculas.html", matriculas] },
    truth: {
      emails: ["escolacirandadamare@gmail.com", "secretaria.ciranda@gmail.com"],
      emailKinds: { "escolacirandadamare@gmail.com": "generic", "secretaria.ciranda@gmail.com": "role" },
      emailOwners: {},
      contacts: [
        { name: "Marília Conceição Pádua", title: "Diretora pedagógica e fundadora", role: "owner" },
        { name: "Jurema dos Anjos", title: "Coordenadora", role: "operations" },
        { name: "Tatiane Oliveira", title: "Professora do Berçário", role: "other" },
        { name: "Kauê Nascimento", title: "Educação física e capoeira", role: "other" },
      ],
      junk: ["8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com", "seu@email.com.br"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i024 — carpentry workshop in Tondela (Caramulo), hand-written, broken markup, no email
{
  const menu = `<table width="100%" bgcolor="#5b3a1e"><tr><td><font color="#fff" face="Arial"><b>CARPINTARIA IRMÃOS LOUREIRO</b></font></td>
<td align=right><a href="index.html"><font color="#f2d7a6" face="Arial" size=2>Início</font></a> · <a href="historia.html"><font color="#f2d7a6" face="Arial" size=2>História</font></a> · <a href="trabalhos.html"><font color="#f2d7a6" face="Arial" size=2>Trabalhos</font></a></td></tr></table>`;
  const index = `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Carpintaria Irmãos Loureiro - Tondela - Caramulo</title>
<meta name="description" content="Carpintaria e marcenaria em Tondela. Portas, janelas, escadas, cozinhas por medida, soalhos em madeira de castanho e carvalho">
</head>
<body bgcolor="#fdf8ef" style="margin:0">
${menu}
<center>
<img src="imagens/oficina.jpg" width=640 height=300 alt="Oficina">
<h2><font face="Georgia" color="#5b3a1e">Trabalhamos a madeira desde 1968</h2></font>
<table width=640><tr><td><font face=Arial size=2>
<p>Portas e janelas em madeira maciça, escadas, roupeiros e cozinhas por medida, recuperação de casas antigas em granito e soalhos de castanho.
<p>Fazemos orçamentos gratuitos em todo o concelho de Tondela, Caramulo, Santa Comba Dão e Vouzela.
<p><b>Oficina:</b> Rua da Estação, n.º 41 - 3460-523 Tondela<br>
<b>Telefone:</b> 232 822 417 &nbsp; <b>Telemóvel:</b> 966 310 288 (Sr. Armando)
</font></td></tr></table>
</center>
<hr width=640>
<center><font face=Arial size=1>Visitante n.º <img src="contador.gif"> &nbsp;&nbsp; Página actualizada em Março 2019</font></center>
</body>
</html>
`;
  const historia = `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>História - Carpintaria Irmãos Loureiro</title>
</head>
<body bgcolor="#fdf8ef" style="margin:0">
${menu}
<center><table width=640><tr><td><font face=Arial size=2>
<h3><font color="#5b3a1e">A nossa história</font></h3>
<p>A carpintaria foi fundada em 1968 por <b>Joaquim Loureiro</b>, que aprendeu o ofício no Caramulo a fazer camas para o Sanatório. Os filhos, <b>Armando Loureiro</b> e <b>Fernando Loureiro</b>, começaram a trabalhar na oficina com 14 anos e são hoje os sócios-gerentes da empresa.
<p>O Armando trata dos orçamentos e das obras em casa dos clientes; o Fernando é o mestre marceneiro e está sempre na oficina. Desde 2016 trabalha connosco o sobrinho, Diogo Loureiro Marques, que fez o curso de marcenaria no CEARTE de Coimbra e desenha os móveis em 3D.
<p><img src="imagens/familia.jpg" width=400 alt="Os irmãos Loureiro na oficina"><br><i>O Sr. Joaquim (ao centro, já falecido) com os filhos, em 1995</i>
</td></tr></table></center>
</div>
</body>
</html>
`;
  const trabalhos = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Trabalhos - Carpintaria Irmãos Loureiro</title></head>
<body bgcolor="#fdf8ef" style="margin:0">
${menu}
<center><table width=640 cellpadding=6>
<tr><td><img src="imagens/escada.jpg" width=200><br><font face=Arial size=1>Escada em carvalho - Casa em Molelos</font>
<td><img src="imagens/cozinha.jpg" width=200><br><font face=Arial size=1>Cozinha em castanho - Vouzela</font>
<td><img src="imagens/portas.jpg" width=200><br><font face=Arial size=1>Portadas - Solar dos Pessoa, Caramulo</font>
</tr>
<tr><td><img src="imagens/janelas.jpg" width=200><br><font face=Arial size=1>Janelas de guilhotina - Rua Dr. Simões de Carvalho</font>
<td><img src="imagens/soalho.jpg" width=200><br><font face=Arial size=1>Soalho - Quinta de Santo António</font>
<td><img src="imagens/roupeiro.jpg" width=200><br><font face=Arial size=1>Roupeiro por medida - Tondela</font>
</table></center>
</body></html>
`;
  sites.push({
    id: "i024-carpintaria-loureiro-tondela",
    domain: "carpintarialoureiro.pt",
    language: "pt",
    patterns: ["hand-written", "broken-markup", "about-prose", "no-email", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/historia.html": ["historia.html", historia], "/trabalhos.html": ["trabalhos.html", trabalhos] },
    encoding: "latin1",
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [
        { name: "Armando Loureiro", title: "sócios-gerentes", role: "owner" },
        { name: "Fernando Loureiro", title: "mestre marceneiro", role: "owner" },
        { name: "Diogo Loureiro Marques", title: null, role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i025 — dental clinic in Garanhuns, Bootstrap 4 template, JSON-LD Dentist with employees
{
  const nav = [["/", "Início"], ["/corpo-clinico.html", "Corpo clínico"], ["/tratamentos.html", "Tratamentos"]];
  const ld = `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "Dentist",
  "name": "Clínica Sorriso do Agreste",
  "image": "https://sorrisodoagreste.com.br/img/logo@2x.png",
  "telephone": "+55 87 3761-4420",
  "email": "recepcao@sorrisodoagreste.com.br",
  "address": {"@type": "PostalAddress","streetAddress": "Av. Rui Barbosa, 880 - Heliópolis","addressLocality": "Garanhuns","addressRegion": "PE","postalCode": "55296-190","addressCountry": "BR"},
  "employee": [
    {"@type": "Person","name": "Dra. Renata Cavalcanti Brito","jobTitle": "Diretora clínica – Ortodontia","email": "renata@sorrisodoagreste.com.br"},
    {"@type": "Person","name": "Dr. Everaldo Siqueira Lins","jobTitle": "Implantodontia"},
    {"@type": "Person","name": "Dra. Luiza Tenório","jobTitle": "Odontopediatria"}
  ]
}
</script>`;
  const css = `<link rel="stylesheet" href="/vendor/bootstrap-4.6.2/css/bootstrap.min.css">`;
  const footer = `        <div class="row"><div class="col-md-6"><img src="/img/logo-branco.png" srcset="/img/logo-branco.png 1x, /img/logo-branco@2x.png 2x" alt="Sorriso do Agreste" height="48"><p class="small mt-2">Responsável técnica: Dra. Renata Cavalcanti Brito – CRO-PE 12.884</p></div><div class="col-md-6 text-md-right small">Av. Rui Barbosa, 880 – Heliópolis – Garanhuns/PE<br>(87) 3761-4420 · WhatsApp (87) 99610-2231</div></div>`;
  const common = { lang: "pt-BR", site: "Sorriso do Agreste", nav, footer, css, extraHead: ld };
  const index = bs({
    ...common,
    title: "Clínica Sorriso do Agreste – Dentista em Garanhuns",
    desc: "Ortodontia, implantes, clareamento e odontopediatria em Garanhuns – PE.",
    body: `    <div class="jumbotron jumbotron-fluid mt-5 mb-0" style="background:url(/img/hero.jpg) center/cover"><div class="container"><h1 class="display-4">Seu sorriso em boas mãos</h1><p class="lead">Atendimento particular e convênios. Estacionamento próprio.</p><a class="btn btn-info btn-lg" href="https://wa.me/5587996102231">Agendar pelo WhatsApp</a></div></div>
    <div class="container py-5"><div class="row">
      <div class="col-md-4"><div class="media"><i class="bi bi-emoji-smile mr-3"></i><div class="media-body"><h5 class="mt-0">Ortodontia</h5>Aparelhos fixos, autoligados e alinhadores.</div></div></div>
      <div class="col-md-4"><div class="media"><i class="bi bi-gear mr-3"></i><div class="media-body"><h5 class="mt-0">Implantes</h5>Com tomografia no próprio consultório.</div></div></div>
      <div class="col-md-4"><div class="media"><i class="bi bi-heart mr-3"></i><div class="media-body"><h5 class="mt-0">Odontopediatria</h5>Consultório lúdico para as crianças.</div></div></div>
    </div></div>`,
  });
  const corpo = bs({
    ...common,
    title: "Corpo clínico – Clínica Sorriso do Agreste",
    desc: "Nossos dentistas.",
    body: `    <div class="container py-5 mt-5"><h1 class="mb-4">Corpo clínico</h1>
      <div class="card-deck">
        <div class="card"><img class="card-img-top" src="/img/dentistas/renata.jpg" srcset="/img/dentistas/renata.jpg 1x, /img/dentistas/renata@2x.jpg 2x" alt="Dra. Renata"><div class="card-body"><h5 class="card-title">Dra. Renata Cavalcanti Brito</h5><p class="card-text">Ortodontista, mestre pela UFPE. Fundou a clínica em 2009.</p></div><div class="card-footer"><small class="text-muted">CRO-PE 12.884</small></div></div>
        <div class="card"><img class="card-img-top" src="/img/dentistas/everaldo.jpg" alt="Dr. Everaldo"><div class="card-body"><h5 class="card-title">Dr. Everaldo Siqueira Lins</h5><p class="card-text">Especialista em implantodontia e prótese.</p></div><div class="card-footer"><small class="text-muted">CRO-PE 9.310</small></div></div>
        <div class="card"><img class="card-img-top" src="/img/dentistas/luiza.jpg" alt="Dra. Luiza"><div class="card-body"><h5 class="card-title">Dra. Luiza Tenório</h5><p class="card-text">Odontopediatra. Atende bebês a partir de 6 meses.</p></div><div class="card-footer"><small class="text-muted">CRO-PE 18.027</small></div></div>
      </div>
      <p class="mt-4">Recepção aberta de segunda a sexta, das 7h30 às 18h.</p>
    </div>`,
  });
  const trat = bs({
    ...common,
    title: "Tratamentos – Clínica Sorriso do Agreste",
    desc: "Tratamentos.",
    body: `    <div class="container py-5 mt-5"><h1>Tratamentos</h1><ul class="list-group"><li class="list-group-item">Clareamento a laser e caseiro</li><li class="list-group-item">Lentes de contato dental</li><li class="list-group-item">Canal (endodontia)</li><li class="list-group-item">Alinhadores invisíveis</li><li class="list-group-item">Prótese protocolo</li></ul>
    <p class="mt-3">Convênios: Odontoprev, Amil Dental, Hapvida Odonto.</p></div>`,
  });
  sites.push({
    id: "i025-sorriso-agreste-garanhuns",
    domain: "sorrisodoagreste.com.br",
    language: "pt",
    patterns: ["builder-bootstrap", "team-grid", "jsonld-person", "email-jsonld", "junk-asset", "legal-notice"],
    pages: { "/": ["index.html", index], "/corpo-clinico.html": ["corpo-clinico.html", corpo], "/tratamentos.html": ["tratamentos.html", trat] },
    truth: {
      emails: ["recepcao@sorrisodoagreste.com.br", "renata@sorrisodoagreste.com.br"],
      emailKinds: { "recepcao@sorrisodoagreste.com.br": "generic", "renata@sorrisodoagreste.com.br": "person" },
      emailOwners: { "renata@sorrisodoagreste.com.br": "Renata Cavalcanti Brito" },
      contacts: [
        { name: "Renata Cavalcanti Brito", title: "Diretora clínica – Ortodontia", role: "owner" },
        { name: "Everaldo Siqueira Lins", title: "Implantodontia", role: "other" },
        { name: "Luiza Tenório", title: "Odontopediatria", role: "other" },
      ],
      junk: ["logo@2x.png", "logo-branco@2x.png", "renata@2x.jpg"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i026 — funeral agency in Mangualde, Divi, necrologia, legal notice in footer page
{
  const nav = [["/", "Início"], ["/necrologia/", "Necrologia"], ["/contactos/", "Contactos"]];
  const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Agência Funerária Senhora do Castelo, Lda. · Rua Dr. Francisco Pinto Cardoso, 27 · 3530-137 Mangualde · Serviço permanente 24h: 232 612 390 · <a href="/contactos/">Contactos e informação legal</a></div></div></div>`;
  const common = { lang: "pt", site: "Funerária Senhora do Castelo", nav, footer, builder: "divi", theme: "Divi" };
  const index = wp({
    ...common,
    title: "Agência Funerária Senhora do Castelo – Mangualde",
    desc: "Agência funerária em Mangualde, Nelas e Penalva do Castelo. Serviço permanente 24 horas.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0 et_pb_with_background"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_align_center"><div class="et_pb_text_inner"><h1>Com respeito e dignidade, desde 1961</h1><p>Funerais, cremações, trasladações nacionais e internacionais e tratamento de toda a documentação.</p></div></div></div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Quem somos</h2><p>Empresa familiar fundada por António Cardoso Figueiredo. É hoje gerida pelo neto, <strong>Nuno Figueiredo Amaral</strong>, agente funerário certificado, com a colaboração da mulher, Cláudia Amaral, responsável pelo atendimento às famílias e pelos pedidos de subsídio de funeral à Segurança Social.</p></div></div></div>
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_image"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/2021/09/capela.jpg" alt="Capela mortuária"></span></div></div>
</div></div>
</div></div></div></div>`,
  });
  const n = (name, age, terra, funeral) => `<div class="et_pb_module et_pb_blurb et_pb_blurb_position_left necrologia"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/necrologia/foto-generica.png" alt=""></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${name}</span></h4><div class="et_pb_blurb_description"><p>${age} anos · Natural de ${terra}</p><p>${funeral}</p></div></div></div></div>`;
  const necro = wp({
    ...common,
    title: "Necrologia – Funerária Senhora do Castelo",
    desc: "Falecimentos e funerais.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Necrologia</h1><p>A família agradece a todos os que se associaram à sua dor.</p></div></div>
${n("Maria de Lurdes Ferreira Lopes", 89, "Chãs de Tavares", "Funeral dia 14, às 15h30, na Igreja Matriz de Chãs de Tavares, indo a sepultar no cemitério local.")}
${n("Manuel dos Santos Albuquerque", 76, "Mangualde", "Missa de corpo presente dia 13, às 11h, na Igreja de São Julião.")}
${n("Ilda da Conceição Pais", 94, "Abrunhosa-a-Velha", "Funeral dia 12, às 16h, na Capela de Nossa Senhora do Castelo.")}
${n("José Carlos Marques Duarte", 58, "Quintela de Azurara", "Cremação no Crematório de Viseu. Cerimónia reservada à família.")}
</div></div></div></div></div></div></div>`,
  });
  const contactos = wp({
    ...common,
    title: "Contactos – Funerária Senhora do Castelo",
    desc: "Contactos e informação legal.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contactos</h1>
<p><strong>Serviço permanente 24h:</strong> 232 612 390 · 917 880 412</p>
<p><strong>E-mail:</strong> <a href="mailto:geral@funerariasenhoradocastelo.pt">geral@funerariasenhoradocastelo.pt</a></p>
<p><strong>Gerência:</strong> <a href="mailto:nuno.amaral@funerariasenhoradocastelo.pt?subject=Contacto%20via%20site">Nuno Figueiredo Amaral</a></p>
</div></div></div>
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Informação legal</h2>
<p>Agência Funerária Senhora do Castelo, Lda. · NIPC 501 447 238 · Alvará DGAE n.º 412 · Capital social 50 000 € · Matriculada na C.R.C. de Mangualde.</p>
<p>Gerente: Nuno Figueiredo Amaral.</p>
</div></div></div>
</div></div></div></div></div></div>`,
  });
  sites.push({
    id: "i026-funeraria-senhora-castelo-mangualde",
    domain: "funerariasenhoradocastelo.pt",
    language: "pt",
    patterns: ["builder-divi", "about-prose", "legal-notice", "obituary", "email-mailto"],
    pages: { "/": ["index.html", index], "/necrologia/": ["necrologia.html", necro], "/contactos/": ["contactos.html", contactos] },
    truth: {
      emails: ["geral@funerariasenhoradocastelo.pt", "nuno.amaral@funerariasenhoradocastelo.pt"],
      emailKinds: { "geral@funerariasenhoradocastelo.pt": "generic", "nuno.amaral@funerariasenhoradocastelo.pt": "person" },
      emailOwners: { "nuno.amaral@funerariasenhoradocastelo.pt": "Nuno Figueiredo Amaral" },
      contacts: [
        { name: "Nuno Figueiredo Amaral", title: "Gerente", role: "owner" },
        { name: "Cláudia Amaral", title: "responsável pelo atendimento às famílias", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i027 — shopkeepers' association of Itajubá, Squarespace, board table, member list, newsletter
{
  const nav = [["/", "Início"], ["/associados", "Associados"], ["/diretoria", "Diretoria"]];
  const footer = `<div class="sqs-block newsletter-block sqs-block-newsletter"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">Receba nossas campanhas</h2><form class="newsletter-form"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui_3_17">E-mail</label><input id="email-yui_3_17" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="seu@email.com.br"></div><button class="newsletter-form-button sqs-system-button" type="submit">Cadastrar</button></form></div></div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><p class="sqsrte-small">Associação dos Lojistas do Centro de Itajubá · Rua Coronel Rennó, 455, sala 3 · Itajubá/MG · (35) 3622-1877 · <a href="mailto:secretaria@lojistasitajuba.org.br">secretaria@lojistasitajuba.org.br</a></p></div></div>`;
  const common = { lang: "pt", site: "Lojistas do Centro · Itajubá", nav, footer };
  const index = sqs({
    ...common,
    title: "Associação dos Lojistas do Centro de Itajubá",
    desc: "Campanhas, Liquida Itajubá e apoio aos lojistas do centro.",
    body: `<section class="page-section" data-section-theme="bright"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content">
<h1>Compre no Centro de Itajubá</h1><p>Mais de 80 lojas entre a Praça Theodomiro Santiago e a Avenida Cesário Alvim. Estacionamento rotativo com 30 minutos grátis nas lojas participantes.</p>
<h3>Liquida Itajubá 2024</h3><p>De 5 a 8 de setembro, com sorteio de uma moto zero quilômetro entre os clientes.</p>
</div></div></div></div></section>`,
  });
  const lojas = [
    ["Armarinho São Benedito", "Dona Zilda Pereira"],
    ["Calçados Rennó", "Luís Carlos Rennó"],
    ["Casa Wenceslau Braz", "Tadeu Mendonça"],
    ["Drogaria Sul Mineira", "Priscila Vilela"],
    ["Eletro Mantiqueira", "Carlos Eduardo Siqueira"],
    ["Ótica Santa Rosa", "Márcio Tavares"],
    ["Papelaria Universitária", "Ana Beatriz Motta"],
    ["Perfumaria Flor de Itajubá", "Gisele Carvalho"],
    ["Relojoaria Bernardes", "Otávio Bernardes"],
    ["Sapataria do Zé", "José Raimundo Costa"],
    ["Supermercado Pinheirense", "Família Ribeiro"],
    ["Loja Maçônica de Móveis", "Sérgio Azevedo"],
    ["Moda Serra Fina", "Lúcia Helena Paiva"],
    ["Bazar Tia Neném", "Neuza Faria"],
    ["Padaria Pão de Minas", "Wagner Lopes"],
    ["Livraria Guaicurus", "Renato Ferraz"],
  ];
  const associados = sqs({
    ...common,
    title: "Associados — Lojistas do Centro de Itajubá",
    desc: "Lojas associadas.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Lojas associadas</h1>
<ul data-rte-list="default">
${lojas.map(([l, r]) => `<li><p><strong>${l}</strong> — ${r}</p></li>`).join("\n")}
</ul></div></div></div></div></section>`,
  });
  const diretoria = sqs({
    ...common,
    title: "Diretoria — Lojistas do Centro de Itajubá",
    desc: "Diretoria 2023–2025.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Diretoria 2023–2025</h1>
<table class="sqs-table"><thead><tr><th>Cargo</th><th>Nome</th><th>Loja</th></tr></thead><tbody>
<tr><td>Presidente</td><td>Otávio Bernardes</td><td>Relojoaria Bernardes</td></tr>
<tr><td>Vice-presidente</td><td>Priscila Vilela</td><td>Drogaria Sul Mineira</td></tr>
<tr><td>Diretora financeira</td><td>Gisele Carvalho</td><td>Perfumaria Flor de Itajubá</td></tr>
<tr><td>Secretária executiva</td><td>Elaine Cristina Ribeiro</td><td>(funcionária da associação)</td></tr>
<tr><td>Assessora de comunicação</td><td>Bruna Toledo</td><td>(funcionária da associação)</td></tr>
</tbody></table>
<p>Imprensa e campanhas: comunicacao@lojistasitajuba.org.br</p>
</div></div></div></div></section>`,
  });
  sites.push({
    id: "i027-lojistas-centro-itajuba",
    domain: "lojistasitajuba.org.br",
    language: "pt",
    patterns: ["builder-squarespace", "team-table", "directory", "email-footer", "email-text", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/associados": ["associados.html", associados], "/diretoria": ["diretoria.html", diretoria] },
    truth: {
      emails: ["secretaria@lojistasitajuba.org.br", "comunicacao@lojistasitajuba.org.br"],
      emailKinds: { "secretaria@lojistasitajuba.org.br": "role", "comunicacao@lojistasitajuba.org.br": "role" },
      emailOwners: {},
      contacts: [
        { name: "Otávio Bernardes", title: "Presidente", role: "owner" },
        { name: "Priscila Vilela", title: "Vice-presidente", role: "other" },
        { name: "Gisele Carvalho", title: "Diretora financeira", role: "other" },
        { name: "Elaine Cristina Ribeiro", title: "Secretária executiva", role: "operations" },
        { name: "Bruna Toledo", title: "Assessora de comunicação", role: "marketing" },
      ],
      junk: ["seu@email.com.br"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i028 — software studio in Covilhã, Webflow, meetup speakers, CDN versions
{
  const nav = [["/", "Início"], ["/equipa", "Equipa"], ["/meetup", "Meetup"]];
  const extraHead = `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide.min.css"><script src="https://cdn.jsdelivr.net/npm/gsap@3.12.2/dist/gsap.min.js"></script>`;
  const footer = `<div class="footer-flex"><div>Lanifício Labs, Lda. · Parkurbis, Parque de Ciência e Tecnologia da Covilhã · 6200-865 Covilhã</div><div><a href="mailto:ola@lanificiolabs.pt" class="footer-link">ola@lanificiolabs.pt</a> · <a href="mailto:jobs@lanificiolabs.pt" class="footer-link">jobs@lanificiolabs.pt</a></div></div>`;
  const common = { lang: "pt", site: "Lanifício Labs", nav, footer, extraHead };
  const index = webflow({
    ...common,
    title: "Lanifício Labs — Software à medida na Covilhã",
    desc: "Desenvolvemos aplicações web e mobile para indústria, turismo e saúde, a partir da Serra da Estrela.",
    body: `<section class="hero-wrap"><div class="container-large"><h1 class="heading-xl">Software tecido à medida.</h1><p class="paragraph-large">Nascemos numa antiga fábrica de lanifícios e trabalhamos para clientes em Portugal, Espanha e Alemanha: ERPs para a indústria têxtil, apps de reservas para turismo de montanha e plataformas de telemedicina.</p></div></section>
<section class="section-services"><div class="w-layout-grid services-grid"><div class="service"><h3>Produto</h3><p>Discovery, UX e protótipos em 3 semanas.</p></div><div class="service"><h3>Engenharia</h3><p>TypeScript, Elixir, Flutter.</p></div><div class="service"><h3>Cloud</h3><p>Infraestrutura em AWS e OVH, com SLA.</p></div></div></section>`,
  });
  const card = (slug, name, role) => `<div role="listitem" class="collection-item w-dyn-item"><div class="person"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/65${slug}_foto.webp" loading="lazy" alt="" class="person-img"/><div class="person-meta"><h4 class="person-name">${name}</h4><div class="person-role">${role}</div></div></div></div>`;
  const equipa = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9f1",
    title: "Equipa — Lanifício Labs",
    desc: "A equipa.",
    body: `<section class="section"><div class="container-large"><h1 class="heading-l">Equipa</h1><p>Somos 14. Eis algumas caras.</p>
<div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items">
${card("a01", "Beatriz Nunes Garrido", "Co-fundadora &amp; CEO")}
${card("a02", "Gonçalo Almeida Vaz", "Co-fundador &amp; CTO")}
${card("a03", "Inês Sarmento", "Head of Delivery")}
${card("a04", "Matthias Köhler", "Senior Backend Engineer")}
${card("a05", "Leonor da Cunha Tavares", "Product Designer")}
</div></div></div></section>`,
  });
  const meetup = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9f2",
    title: "Serra Dev Meetup — Lanifício Labs",
    desc: "Meetup mensal de programadores na Covilhã.",
    body: `<section class="section"><div class="container-large"><h1 class="heading-l">Serra Dev Meetup #18</h1><p>Quinta-feira, 21 de novembro, 18h30, no auditório do Parkurbis. Entrada livre, pizza por nossa conta.</p>
<h2 class="heading-m">Oradores</h2>
<div class="w-dyn-list"><div role="list" class="speakers w-dyn-items">
<div role="listitem" class="speaker w-dyn-item"><div class="speaker-name">Prof. Ricardo Gouveia</div><div class="speaker-org">Universidade da Beira Interior</div><div class="speaker-talk">"LLMs em sistemas embebidos: mito ou realidade?"</div></div>
<div role="listitem" class="speaker w-dyn-item"><div class="speaker-name">Carla Ventura</div><div class="speaker-org">Staff Engineer, Farfetch</div><div class="speaker-talk">"Monólitos que escalam"</div></div>
<div role="listitem" class="speaker w-dyn-item"><div class="speaker-name">Nelson Quaresma</div><div class="speaker-org">Fundador, Estrela Analytics</div><div class="speaker-talk">"Dados abertos do turismo na Serra"</div></div>
</div></div>
<p>Organização: Inês Sarmento (Lanifício Labs). Slides das edições anteriores no nosso GitHub.</p>
</div></section>`,
  });
  sites.push({
    id: "i028-lanificio-labs-covilha",
    domain: "lanificiolabs.pt",
    language: "pt",
    patterns: ["builder-webflow", "team-grid", "event-speakers", "email-footer", "email-mailto", "junk-version", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/equipa": ["equipa.html", equipa], "/meetup": ["meetup.html", meetup] },
    truth: {
      emails: ["ola@lanificiolabs.pt", "jobs@lanificiolabs.pt"],
      emailKinds: { "ola@lanificiolabs.pt": "generic", "jobs@lanificiolabs.pt": "role" },
      emailOwners: {},
      contacts: [
        { name: "Beatriz Nunes Garrido", title: "Co-fundadora & CEO", role: "owner" },
        { name: "Gonçalo Almeida Vaz", title: "Co-fundador & CTO", role: "owner" },
        { name: "Inês Sarmento", title: "Head of Delivery", role: "operations" },
        { name: "Matthias Köhler", title: "Senior Backend Engineer", role: "other" },
        { name: "Leonor da Cunha Tavares", title: "Product Designer", role: "other" },
      ],
      junk: ["@splidejs/splide@4.1.4", "gsap@3.12.2"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i029 — coffee cooperative in Patrocínio, WordPress, microdata + definition list, product lots
{
  const nav = [["/", "Início"], ["/quem-somos/", "Quem somos"], ["/cafes/", "Nossos cafés"], ["/fale-conosco/", "Fale conosco"]];
  const footer = `<div class="footer-inner"><p>Cooperativa dos Cafeicultores do Chapadão de Ferro · Rodovia MG-230, km 12 · Patrocínio/MG · CNPJ 07.339.520/0001-44</p></div>`;
  const common = { lang: "pt", locale: "pt-BR", site: "Café Chapadão de Ferro", nav, footer, theme: "oceanwp" };
  const index = wp({
    ...common,
    title: "Café Chapadão de Ferro | Cooperativa de cafés especiais do Cerrado Mineiro",
    desc: "Cooperativa de 140 cafeicultores do Chapadão de Ferro, Patrocínio (MG). Cafés especiais com Denominação de Origem Cerrado Mineiro.",
    bodyClass: "home page-template-default page",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><div id="primary" class="content-area clr"><div id="content" class="site-content clr"><article class="single-page-article clr"><div class="entry clr">
<h1>Café do Cerrado Mineiro, direto de quem planta</h1>
<p>Somos 140 famílias cafeicultoras no Chapadão de Ferro, a 1.100 metros de altitude. Beneficiamos, classificamos e exportamos cafés especiais com Denominação de Origem Cerrado Mineiro.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/cafes/">Conheça nossos lotes</a></div></div>
</div></article></div></div></div></main>`,
  });
  const p = (name, job) => `<div class="pessoa" itemprop="member" itemscope itemtype="https://schema.org/Person"><strong itemprop="name">${name}</strong> — <span itemprop="jobTitle">${job}</span></div>`;
  const quem = wp({
    ...common,
    title: "Quem somos | Café Chapadão de Ferro",
    desc: "Diretoria e equipe técnica.",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="single-page-article clr"><header class="page-header"><h1 class="page-header-title">Quem somos</h1></header><div class="entry clr" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Cooperativa dos Cafeicultores do Chapadão de Ferro">
<p>Fundada em 1994 por 23 produtores, a cooperativa hoje recebe 180 mil sacas por safra.</p>
<h2>Diretoria executiva</h2>
${p("Geraldo Magela Resende", "Diretor-presidente")}
${p("Sebastião Afonso de Melo", "Diretor comercial")}
${p("Cristiane Borges Caixeta", "Diretora administrativa e financeira")}
<h2>Equipe</h2>
<dl class="equipe-tecnica">
<dt>Classificação e prova de café</dt><dd>Rafael Cunha Arantes (Q-Grader)</dd>
<dt>Assistência técnica agronômica</dt><dd>Eng. Agr. Débora Nogueira</dd>
<dt>Marketing e cafés especiais</dt><dd>Júlia Resende Amaral</dd>
</dl>
</div></article></div></main>`,
  });
  const cafes = wp({
    ...common,
    title: "Nossos cafés | Café Chapadão de Ferro",
    desc: "Lotes especiais.",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="single-page-article clr"><header class="page-header"><h1 class="page-header-title">Nossos cafés</h1></header><div class="entry clr">
<figure class="wp-block-table"><table><thead><tr><th>Lote</th><th>Variedade</th><th>Produtor</th><th>Pontuação SCA</th></tr></thead><tbody>
<tr><td>Dona Nenem</td><td>Bourbon Amarelo</td><td>Sítio Boa Vista</td><td>86,5</td></tr>
<tr><td>Seu Tonico</td><td>Catuaí Vermelho</td><td>Fazenda Três Irmãos</td><td>84,75</td></tr>
<tr><td>São Benedito</td><td>Mundo Novo</td><td>Fazenda São Benedito</td><td>85</td></tr>
<tr><td>Chapadão Reserva</td><td>Arara</td><td>Blend de cooperados</td><td>87</td></tr>
</tbody></table></figure>
<p>Amostras para torrefações: <a href="mailto:amostras@cafechapadao.com.br?subject=Pedido%20de%20amostras">amostras@cafechapadao.com.br</a></p>
</div></article></div></main>`,
  });
  const fale = wp({
    ...common,
    title: "Fale conosco | Café Chapadão de Ferro",
    desc: "Contato.",
    body: `<main id="main" class="site-main clr"><div id="content-wrap" class="container clr"><article class="single-page-article clr"><header class="page-header"><h1 class="page-header-title">Fale conosco</h1></header><div class="entry clr">
<ul><li>Atendimento ao cooperado: (34) 3831-7760</li><li>Comercial / exportação: <a href="mailto:comercial@cafechapadao.com.br">comercial@cafechapadao.com.br</a></li><li>Geral: <a href="mailto:cooperativa@cafechapadao.com.br">cooperativa@cafechapadao.com.br</a></li></ul>
<div class="wpcf7"><form class="wpcf7-form" method="post"><p><label>Seu nome<br><input type="text" name="your-name" class="wpcf7-form-control"></label></p><p><label>Seu e-mail<br><input type="email" name="your-email" class="wpcf7-form-control" placeholder="seunome@email.com"></label></p><p><input type="submit" value="Enviar" class="wpcf7-submit"></p></form></div>
</div></article></div></main>`,
  });
  sites.push({
    id: "i029-cafe-chapadao-patrocinio",
    domain: "cafechapadao.com.br",
    language: "pt",
    patterns: ["builder-wordpress", "microdata-person", "definition-list", "email-mailto", "junk-placeholder", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/quem-somos/": ["quem-somos.html", quem], "/cafes/": ["cafes.html", cafes], "/fale-conosco/": ["fale-conosco.html", fale] },
    truth: {
      emails: ["amostras@cafechapadao.com.br", "comercial@cafechapadao.com.br", "cooperativa@cafechapadao.com.br"],
      emailKinds: { "amostras@cafechapadao.com.br": "role", "comercial@cafechapadao.com.br": "role", "cooperativa@cafechapadao.com.br": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Geraldo Magela Resende", title: "Diretor-presidente", role: "owner" },
        { name: "Sebastião Afonso de Melo", title: "Diretor comercial", role: "other" },
        { name: "Cristiane Borges Caixeta", title: "Diretora administrativa e financeira", role: "operations" },
        { name: "Rafael Cunha Arantes", title: "Classificação e prova de café", role: "other" },
        { name: "Débora Nogueira", title: "Assistência técnica agronômica", role: "other" },
        { name: "Júlia Resende Amaral", title: "Marketing e cafés especiais", role: "marketing" },
      ],
      junk: ["seunome@email.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i030 — bicycle shop in Águeda, Elementor + WooCommerce, image boxes, Sentry, entity-encoded email
{
  const nav = [["/", "Início"], ["/loja/", "Loja"], ["/sobre-nos/", "Sobre nós"], ["/termos-e-condicoes/", "Termos e condições"]];
  const extraHead = `<script src="https://browser.sentry-cdn.com/7.81.1/bundle.min.js" crossorigin="anonymous"></script>
<script>Sentry.init({ dsn: "https://5c1e09a7b3d24f6f8a0e2c4b9d7f1a36@o418822.ingest.sentry.io/5530417", tracesSampleRate: 0.1 });</script>`;
  const mail = "&#111;&#102;&#105;&#99;&#105;&#110;&#97;&#64;&#114;&#111;&#100;&#97;&#115;&#100;&#111;&#118;&#111;&#117;&#103;&#97;&#46;&#112;&#116;";
  const footer = `<div class="elementor elementor-location-footer"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Rodas do Vouga · Av. 25 de Abril, 118 · 3750-109 Águeda · 234 601 552 · <a href="mailto:${mail}">${mail}</a></p><p><a href="/termos-e-condicoes/">Termos e condições</a> · <a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a></p></div></div></div>`;
  const common = { lang: "pt", site: "Rodas do Vouga", nav, footer, builder: "elementor", theme: "astra", extraHead, bodyClass: "home page woocommerce-js" };
  const box = (img, name, desc) => `<div class="elementor-column elementor-col-33 elementor-inner-column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="300" height="300" src="/wp-content/uploads/2022/07/${img}.jpg" class="attachment-medium size-medium" alt="" loading="lazy" /></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description">${desc}</p></div></div></div></div></div></div>`;
  const index = wp({
    ...common,
    title: "Rodas do Vouga – Bicicletas, oficina e aluguer em Águeda",
    desc: "Loja de bicicletas em Águeda: estrada, BTT, elétricas e urbanas. Oficina multimarca e aluguer para a Ecopista do Vouga.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="6" class="elementor elementor-6">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Águeda, capital portuguesa da bicicleta</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Vendemos e reparamos bicicletas de todas as marcas e alugamos e-bikes para a Ecopista do Vouga (desde 25 € por dia).</p></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Opiniões</h2></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>«Alugámos duas e-bikes para a Ecopista, tudo impecável.» — <em>Sandra e Vítor Lopes, Lisboa</em></p><p>«Revisão rápida e preço justo.» — <em>Hugo M.</em></p></div></div>
</div></div></div></section></div>`,
  });
  const loja = wp({
    ...common,
    title: "Loja – Rodas do Vouga",
    desc: "Loja online.",
    bodyClass: "archive post-type-archive post-type-archive-product woocommerce woocommerce-page",
    body: `<div id="primary" class="content-area"><main id="main" class="site-main"><header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Loja</h1></header>
<ul class="products columns-3">
<li class="product type-product"><a href="#" class="woocommerce-LoopProduct-link"><img src="/wp-content/uploads/2023/01/urbana.jpg" alt=""><h2 class="woocommerce-loop-product__title">Bicicleta urbana Vouga 28"</h2><span class="price"><bdi>449,00&nbsp;€</bdi></span></a></li>
<li class="product type-product"><a href="#" class="woocommerce-LoopProduct-link"><img src="/wp-content/uploads/2023/01/ebike.jpg" alt=""><h2 class="woocommerce-loop-product__title">E-bike trekking 500Wh</h2><span class="price"><bdi>2.190,00&nbsp;€</bdi></span></a></li>
<li class="product type-product"><a href="#" class="woocommerce-LoopProduct-link"><img src="/wp-content/uploads/2023/01/capacete.jpg" alt=""><h2 class="woocommerce-loop-product__title">Capacete urbano</h2><span class="price"><bdi>39,90&nbsp;€</bdi></span></a></li>
</ul></main></div>`,
  });
  const sobre = wp({
    ...common,
    title: "Sobre nós – Rodas do Vouga",
    desc: "Quem somos.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="31" class="elementor elementor-31">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Sobre nós</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Abrimos em 2011 ao lado da antiga fábrica de bicicletas onde trabalhou o pai do Paulo. Em Águeda faziam-se bicicletas e motorizadas desde os anos 40 – temos orgulho em continuar.</p></div></div></div></div></div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container">
${box("paulo", "Paulo Jorge Tavares", "Proprietário e mecânico-chefe")}
${box("rita", "Rita Pinho", "Loja online, Instagram e aluguer")}
${box("andre", "André Valente", "Mecânico – suspensões e e-bikes")}
</div></section></div>`,
  });
  const termos = wp({
    ...common,
    title: "Termos e condições – Rodas do Vouga",
    desc: "Termos e condições da loja online.",
    body: `<div id="primary" class="content-area"><main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Termos e condições</h1></header><div class="entry-content">
<h2>1. Identificação</h2><p>A loja online rodasdovouga.pt é explorada por Paulo Jorge Tavares, empresário em nome individual, NIF 211 845 390, com estabelecimento na Av. 25 de Abril, 118, 3750-109 Águeda.</p>
<h2>2. Encomendas e entregas</h2><p>Entregas em Portugal continental em 2 a 4 dias úteis via CTT Expresso. Bicicletas montadas são enviadas 90% montadas.</p>
<h2>3. Devoluções</h2><p>Direito de livre resolução de 14 dias, nos termos do Decreto-Lei n.º 24/2014.</p>
<h2>4. Resolução alternativa de litígios</h2><p>Centro de Arbitragem de Conflitos de Consumo do Distrito de Coimbra.</p>
</div></article></main></div>`,
  });
  sites.push({
    id: "i030-rodas-do-vouga-agueda",
    domain: "rodasdovouga.pt",
    language: "pt",
    patterns: ["builder-elementor", "team-grid", "legal-notice", "email-obfuscated", "email-footer", "junk-platform", "testimonials"],
    pages: { "/": ["index.html", index], "/loja/": ["loja.html", loja], "/sobre-nos/": ["sobre-nos.html", sobre], "/termos-e-condicoes/": ["termos-e-condicoes.html", termos] },
    truth: {
      emails: ["oficina@rodasdovouga.pt"],
      emailKinds: { "oficina@rodasdovouga.pt": "role" },
      emailOwners: {},
      contacts: [
        { name: "Paulo Jorge Tavares", title: "Proprietário e mecânico-chefe", role: "owner" },
        { name: "Rita Pinho", title: "Loja online, Instagram e aluguer", role: "marketing" },
        { name: "André Valente", title: "Mecânico – suspensões e e-bikes", role: "other" },
      ],
      junk: ["5c1e09a7b3d24f6f8a0e2c4b9d7f1a36@o418822.ingest.sentry.io"],
    },
  });
}
