import { ml, tx, ob, cf, CF_SCRIPT, placeholder, agency, asset, ver, sentry, jsonld, slug, wp, g, el, E, divi, D, wix, W, sqs, Q, wf, WF, bs, h4, plain, SVG_LI, SVG_MAIL, SVG_PHONE, SVG_WA } from "./_lib.mjs";

const sites = [];
const add = (s) => sites.push(s);

// f033 — dental clinic in Porto, Elementor heading + text-editor per person, Informação legal table
add({
  id: "f033-clinica-dentaria-foz-porto",
  domain: "clinicadentariadafoz-porto.pt",
  lang: "pt",
  labels: ["team-grid", "legal-notice", "email-footer", "junk-agency"],
  truth: {
    emails: { "geral@clinicadentariadafoz-porto.pt": "g", "marcacoes@clinicadentariadafoz-porto.pt": "r" },
    contacts: [
      ["Catarina Vasconcelos Leite", "Diretora Clínica", "owner"],
      ["Rui Pedro Magalhães", "Médico Dentista · Implantologia", "other"],
      ["Joana Teixeira", "Higienista Oral", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Início"], ["/equipa/", "Equipa"], ["/contactos/", "Contactos"], ["/informacao-legal/", "Informação legal"]];
    const footer = e.section([
      e.col([e.text(`<p>Clínica Dentária da Foz · Rua do Padre Luís Cabral, 1040 · 4150-465 Porto</p><p>Tel. 226 170 455 · <a href="mailto:geral@clinicadentariadafoz-porto.pt">geral@clinicadentariadafoz-porto.pt</a></p>`)], 50),
      e.col([e.text(`<p><a href="https://www.livroreclamacoes.pt" target="_blank">Livro de Reclamações</a> · ERS n.º E123456</p><p class="credito">Desenvolvido por Ribeira Digital — <a href="mailto:${agency(c, "geral@ribeiradigital.pt")}">geral@ribeiradigital.pt</a></p>`)], 50),
    ]);
    c.p("email-mailto");
    const common = { brand: "Clínica Dentária da Foz", nav, footer, skip: "Saltar para o conteúdo" };
    const home = el(c, { ...common, title: "Clínica Dentária da Foz | Dentista no Porto", body: e.section([e.col([e.heading("O seu sorriso, na Foz do Douro", "h1"), e.text("<p>Medicina dentária geral, implantologia, ortodontia e odontopediatria. Acordos com Médis, Multicare e AdvanceCare.</p>"), e.button("/contactos/", "Marcar consulta")])]) });
    const p = (img, n, t) => e.col([e.image(`https://${c.domain}/wp-content/uploads/2023/05/${img}`, ""), e.heading(n, "h4"), e.text(`<p><em>${t}</em></p>`)], 33);
    const equipa = el(c, {
      ...common,
      path: "/equipa/",
      title: "Equipa | Clínica Dentária da Foz",
      body: e.section([e.col([e.heading("A nossa equipa", "h1")])]) + e.section([p("catarina.jpg", "Dra. Catarina Vasconcelos Leite", "Diretora Clínica<br>OMD 5123"), p("rui.jpg", "Dr. Rui Pedro Magalhães", "Médico Dentista · Implantologia<br>OMD 7740"), p("joana.jpg", "Joana Teixeira", "Higienista Oral")]),
    });
    const contactos = el(c, { ...common, path: "/contactos/", title: "Contactos | Clínica Dentária da Foz", body: e.section([e.col([e.heading("Marcações", "h1"), e.text(`<p>Ligue 226 170 455 ou escreva para <a href="mailto:marcacoes@clinicadentariadafoz-porto.pt">marcacoes@clinicadentariadafoz-porto.pt</a>.</p><p>Segunda a sexta, 9h–20h · Sábado, 9h–13h</p>`)], 50), e.col([e.form([["text", "name", "Nome"], ["email", "email", placeholder(c, "o.seu@email.pt")], ["textarea", "message", "Mensagem"]], "Enviar")], 50)]) });
    const legal = el(c, {
      ...common,
      path: "/informacao-legal/",
      title: "Informação legal | Clínica Dentária da Foz",
      body: e.section([
        e.col([
          e.heading("Informação legal", "h1"),
          e.text(`<table><tbody><tr><th>Entidade</th><td>Foz Sorriso – Clínica Dentária, Lda.</td></tr><tr><th>NIPC</th><td>509 812 334</td></tr><tr><th>Sede</th><td>Rua do Padre Luís Cabral, 1040, 4150-465 Porto</td></tr><tr><th>Sócia-gerente</th><td>Catarina Vasconcelos Leite</td></tr><tr><th>Registo ERS</th><td>E123456</td></tr></tbody></table><p>Em caso de litígio o consumidor pode recorrer ao Centro de Arbitragem de Conflitos de Consumo do Porto.</p>`),
        ]),
      ]),
    });
    return { "/": ["index.html", home], "/equipa/": ["equipa.html", equipa], "/contactos/": ["contactos.html", contactos], "/informacao-legal/": ["informacao-legal.html", legal] };
  },
});

// f034 — family bakery in Curitiba, WordPress, prose with "seu"/"dona", products named after people
add({
  id: "f034-padaria-bertoldi-curitiba",
  domain: "padariabertoldi-curitiba.com.br",
  lang: "pt",
  labels: ["about-prose", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "padariabertoldi@gmail.com": "g", "encomendas.bertoldi@gmail.com": "r" },
    contacts: [
      ["Antônio Bertoldi", null, "owner"],
      ["Aparecida Bertoldi", null, "owner"],
      ["Rafael Bertoldi", null, "owner"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Início"], ["/nossa-historia/", "Nossa história"], ["/encomendas/", "Encomendas"]];
    const footer = `<div class="footer-widgets"><p>Padaria e Confeitaria Bertoldi · Rua Marechal Deodoro, 1288 – Centro, Curitiba – PR · (41) 3232-8841 · <a href="mailto:padariabertoldi@gmail.com">padariabertoldi@gmail.com</a></p><p>CNPJ 12.345.678/0001-90</p></div>`;
    c.p("email-mailto");
    const common = { brand: "Padaria Bertoldi", nav, footer, theme: "astra", htmlLang: "pt-BR", skip: "Pular para o conteúdo" };
    const home = wp(c, { ...common, title: "Padaria Bertoldi – Pão caseiro em Curitiba desde 1985", body: [g.h("Pão quentinho a cada hora", 1), g.cols([g.p("<strong>Pão de Ló da Vó Cida</strong><br>A receita que começou tudo."), g.p("<strong>Cuca de Uva</strong><br>Receita da colônia italiana de Santa Felicidade."), g.p("<strong>Sonho Seu Antônio</strong><br>Recheado com doce de leite.")])].join("\n") });
    const hist = wp(c, {
      ...common,
      path: "/nossa-historia/",
      title: "Nossa história – Padaria Bertoldi",
      pageTitle: "Nossa história",
      body: [
        g.mediaText(`https://${d}/wp-content/uploads/2020/08/fundadores.jpg`, "Antônio e Aparecida no balcão em 1986", [g.p("A Padaria Bertoldi foi fundada em 1985 por seu Antônio Bertoldi e sua esposa, dona Aparecida Bertoldi — a Vó Cida, como todo o bairro a conhece. Começaram com um forno a lenha e uma receita de pão de ló trazida de Colombo."), g.p("Hoje quem comanda o forno é o filho, Rafael Bertoldi, que assumiu a padaria em 2016. Seu Antônio ainda aparece toda manhã para conferir a massa, e a Vó Cida cuida pessoalmente das encomendas de Natal.")].join("\n")),
      ].join("\n"),
    });
    const enc = wp(c, { ...common, path: "/encomendas/", title: "Encomendas – Padaria Bertoldi", pageTitle: "Encomendas", body: [g.p("Bolos, salgados para festa e panetones. Faça sua encomenda com 48 horas de antecedência pelo e-mail encomendas.bertoldi@gmail.com ou pelo WhatsApp (41) 99812-3040."), `<form class="wpcf7-form"><p><label>Seu e-mail<br><input type="email" name="your-email" class="wpcf7-form-control wpcf7-email" placeholder="${placeholder(c, "seuemail@exemplo.com.br")}"></label></p></form>`].join("\n") });
    c.p("email-text");
    return { "/": ["index.html", home], "/nossa-historia/": ["nossa-historia.html", hist], "/encomendas/": ["encomendas.html", enc] };
  },
});

// f035 — law firm in São Paulo, Divi team members with OAB numbers, JSON-LD employees
add({
  id: "f035-mendes-pacheco-advogados-campinas",
  domain: "mendespacheco-campinas.adv.br",
  lang: "pt",
  labels: ["team-grid", "jsonld-person", "email-in-person-card", "email-jsonld"],
  truth: {
    emails: { "contato@mendespacheco-campinas.adv.br": "g", "lmendes@mendespacheco-campinas.adv.br": ["p", "Luciana Mendes"], "gpacheco@mendespacheco-campinas.adv.br": ["p", "Guilherme Pacheco Neto"] },
    contacts: [
      ["Luciana Mendes", "Sócia fundadora", "owner"],
      ["Guilherme Pacheco Neto", "Sócio", "owner"],
      ["Thaís Okamoto", "Advogada associada", "other"],
      ["Renato Figueiredo", "Gerente administrativo", "operations"],
    ],
  },
  build(c) {
    const x = D(c);
    const d = c.domain;
    const nav = [["/", "Início"], ["/equipe/", "Equipe"], ["/contato/", "Contato"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "LegalService", name: "Mendes & Pacheco Advogados Associados", email: "contato@mendespacheco-campinas.adv.br", employee: [{ "@type": "Person", name: "Luciana Mendes", jobTitle: "Sócia fundadora", email: "lmendes@mendespacheco-campinas.adv.br" }, { "@type": "Person", name: "Guilherme Pacheco Neto", jobTitle: "Sócio" }] });
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Mendes &amp; Pacheco Advogados Associados · OAB/SP 24.118 · Av. Norte-Sul, 1500, cj. 82 – Cambuí, Campinas – SP</div></div></div>`;
    const common = { brand: "Mendes & Pacheco", nav, footer, headExtra: ld, htmlLang: "pt-BR", selectPage: "Selecionar página" };
    const home = divi(c, { ...common, title: "Mendes & Pacheco Advogados | Campinas", body: x.section([x.row([x.col([x.text("<h1>Advocacia empresarial e trabalhista</h1><p>Atendimento a empresas do interior paulista desde 2004.</p>")])])]) });
    const m = (n, t, img, bio, mail) => x.member({ n, t, img: `https://${d}/wp-content/uploads/2022/07/${img}`, bio: `<p>${bio}</p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}` });
    const equipe = divi(c, {
      ...common,
      path: "/equipe/",
      title: "Equipe | Mendes & Pacheco",
      body: x.section([x.row([x.col([x.text("<h1>Nossa equipe</h1>")])]), x.row([x.col([m("Luciana Mendes", "Sócia fundadora", "luciana.jpg", "OAB/SP 187.442. Mestre em Direito do Trabalho pela PUC-Campinas.", "lmendes@mendespacheco-campinas.adv.br")], "1_4"), x.col([m("Guilherme Pacheco Neto", "Sócio", "guilherme.jpg", "OAB/SP 201.930. Direito Societário e Contratos.", "gpacheco@mendespacheco-campinas.adv.br")], "1_4"), x.col([m("Thaís Okamoto", "Advogada associada", "thais.jpg", "OAB/SP 402.118.")], "1_4"), x.col([m("Renato Figueiredo", "Gerente administrativo", "renato.jpg", "Financeiro e atendimento a clientes.")], "1_4", true)])]),
    });
    const contato = divi(c, { ...common, path: "/contato/", title: "Contato | Mendes & Pacheco", body: x.section([x.row([x.col([x.text(`<h1>Contato</h1><p>(19) 3251-7700 · <a href="mailto:contato@mendespacheco-campinas.adv.br">contato@mendespacheco-campinas.adv.br</a></p>`), x.contactForm([["nome", "Nome"], ["email", placeholder(c, "seu@email.com.br"), "email"], ["mensagem", "Mensagem", "text"]], "Enviar")])])]) });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/equipe/": ["equipe.html", equipe], "/contato/": ["contato.html", contato] };
  },
});

// f036 — funeral agency in Braga, Wix, necrologia list, prose naming the managing partner
add({
  id: "f036-agencia-funeraria-nogueira-braga",
  domain: "funerarianogueira-braga.pt",
  lang: "pt",
  labels: ["obituary", "about-prose", "legal-notice"],
  truth: {
    emails: { "funerarianogueira.braga@sapo.pt": "g" },
    contacts: [
      ["Manuel Nogueira Barbosa", "sócio-gerente", "owner"],
      ["Sandra Nogueira", null, "other"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Início"], ["/necrologia", "Necrologia"], ["/sobre-nos", "Sobre nós"]];
    const footer = w.rich([`Agência Funerária Nogueira, Lda. · NIPC 502 118 447 · Alvará n.º 1123/DGAE · Sócio-gerente: Manuel Nogueira Barbosa`, `Largo de São Francisco, 12 · 4700-307 Braga · Serviço permanente 24h: 253 262 118`], "font_9");
    const common = { brand: "Agência Funerária Nogueira", nav, footer };
    const home = wix(c, { ...common, title: "Agência Funerária Nogueira | Braga", body: w.section(w.rich([w.h("Ao seu lado, em todos os momentos", 1), "Funerais, cremações e trasladações. Serviço permanente 24 horas.", `Contacto: ${tx(c, "funerarianogueira.braga@sapo.pt")}`])) });
    const falecidos = [
      ["Maria da Conceição Araújo", "87 anos", "Missa de corpo presente na Igreja de São Vicente, dia 14, às 15h00."],
      ["José Fernandes da Silva", "79 anos", "Velório na Capela Mortuária de Maximinos. Funeral dia 13, às 11h00."],
      ["Albertina Rodrigues Gomes", "92 anos", "Natural de Celeirós. Funeral dia 12, às 16h00."],
      ["António Manuel Pereira Lopes", "64 anos", "Cremação no Crematório de Braga, dia 12."],
      ["Rosa Maria Sampaio", "81 anos", "Viúva de Joaquim Sampaio. Funeral dia 11, às 10h30."],
    ];
    const nec = wix(c, { ...common, path: "/necrologia", title: "Necrologia | Agência Funerária Nogueira", body: w.section(w.rich([w.h("Necrologia", 1)]) + falecidos.map(([n, a, t]) => w.box(w.rich([w.h(n, 3, "font_4"), `Faleceu aos ${a}.`, t, "<em>Paz à sua alma.</em>"]))).join("")) });
    const sobre = wix(c, {
      ...common,
      path: "/sobre-nos",
      title: "Sobre nós | Agência Funerária Nogueira",
      body: w.section(w.rich([w.h("Sobre nós", 1), `Fundada em 1958 por Armindo Nogueira, a agência está hoje nas mãos do neto, ${w.sp("Manuel Nogueira Barbosa")}, sócio-gerente, que acompanha pessoalmente cada família.`, `No atendimento e nos trâmites na conservatória conta com a ajuda da filha, ${w.sp("Sandra Nogueira")}.`])),
    });
    return { "/": ["index.html", home], "/necrologia": ["necrologia.html", nec], "/sobre-nos": ["sobre-nos.html", sobre] };
  },
});

// f037 — accounting firm in Chapecó, Bootstrap 5 cards (role above name), client list, WhatsApp with a name
add({
  id: "f037-zanella-contabilidade-chapeco",
  domain: "zanellacontabil-chapeco.com.br",
  lang: "pt",
  labels: ["team-grid", "client-list", "name-lookalikes", "email-in-person-card"],
  truth: {
    emails: { "atendimento@zanellacontabil-chapeco.com.br": "g", "dp@zanellacontabil-chapeco.com.br": "r", "marcio@zanellacontabil-chapeco.com.br": ["p", "Márcio Zanella"] },
    contacts: [
      ["Márcio Zanella", "Contador responsável · CRC/SC 031.442/O-8", "owner"],
      ["Juliana Piovesan", "Departamento Pessoal", "other"],
      ["Eduardo Tonin", "Fiscal e Tributário", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Início"], ["/equipe.html", "Equipe"], ["/contato.html", "Contato"]];
    const footer = `<footer class="bg-body-tertiary py-4 mt-5"><div class="container small">Zanella Contabilidade · Rua Marechal Bormann, 777 – Centro, Chapecó – SC · CRC/SC 008.112/O-3</div></footer>`;
    const common = { brand: "Zanella Contabilidade", nav, footer, htmlLang: "pt-BR" };
    const clientes = ["Transportes Bortolini Ltda.", "Supermercado Irmãos Zanin", "Agropecuária Dal Pizzol", "Farmácia São Cristóvão", "Metalúrgica Giacomini & Filhos"];
    const home = bs(c, {
      ...common,
      title: "Zanella Contabilidade | Chapecó – SC",
      body: `<header class="container py-5"><h1>Contabilidade para o agro e o comércio do Oeste catarinense</h1><p class="lead">Abertura de empresas, folha de pagamento, Simples Nacional e planejamento tributário.</p><a class="btn btn-success" href="https://wa.me/5549999123456"><i class="fa-brands fa-whatsapp"></i> Fale com a Juliana no WhatsApp</a></header>
<section class="container"><h2 class="h4">Alguns clientes</h2><ul class="list-inline">${clientes.map((n) => `<li class="list-inline-item badge text-bg-light">${n}</li>`).join("")}</ul></section>`,
    });
    const card = (role, name, extra = "") => `<div class="col"><div class="card text-center"><div class="card-header text-uppercase small">${role}</div><div class="card-body"><h5 class="card-title">${name}</h5>${extra}</div></div></div>`;
    const equipe = bs(c, {
      ...common,
      path: "/equipe.html",
      title: "Equipe | Zanella Contabilidade",
      body: `<main class="container py-5"><h1>Equipe</h1><div class="row row-cols-1 row-cols-md-3 g-4">
${card("Contador responsável · CRC/SC 031.442/O-8", "Márcio Zanella", `<a class="btn btn-sm btn-outline-secondary" href="mailto:marcio@zanellacontabil-chapeco.com.br">marcio@zanellacontabil-chapeco.com.br</a>`)}
${card("Departamento Pessoal", "Juliana Piovesan", `<p class="card-text"><a href="mailto:dp@zanellacontabil-chapeco.com.br">dp@zanellacontabil-chapeco.com.br</a></p>`)}
${card("Fiscal e Tributário", "Eduardo Tonin")}
</div></main>`,
    });
    const contato = bs(c, { ...common, path: "/contato.html", title: "Contato | Zanella Contabilidade", body: `<main class="container py-5"><h1>Contato</h1><p>(49) 3322-4410 · <a href="mailto:atendimento@zanellacontabil-chapeco.com.br">atendimento@zanellacontabil-chapeco.com.br</a></p><form><input class="form-control mb-2" type="email" placeholder="${placeholder(c, "seu@email.com.br")}"><button class="btn btn-success">Enviar</button></form></main>` });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/equipe.html": ["equipe.html", equipe], "/contato.html": ["contato.html", contato] };
  },
});

// f038 — pousada in Paraty, Squarespace list section hosts, guest reviews, JSON-LD email
add({
  id: "f038-pousada-casa-do-cais-paraty",
  domain: "pousadacasadocais-paraty.com.br",
  lang: "pt",
  labels: ["team-grid", "testimonials", "email-jsonld", "email-footer"],
  truth: {
    emails: { "reservas@pousadacasadocais-paraty.com.br": "r" },
    contacts: [
      ["Helena Saboia", "Proprietária", "owner"],
      ["Jean-Marc Duval", "Proprietário e chef do café da manhã", "owner"],
      ["Dayane Conceição", "Recepção e reservas", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Início"], ["/quem-somos", "Quem somos"], ["/reservas", "Reservas"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "BedAndBreakfast", name: "Pousada Casa do Cais", email: "reservas@pousadacasadocais-paraty.com.br", telephone: "+55 24 3371-8820", address: { "@type": "PostalAddress", streetAddress: "Rua Dona Geralda, 44 – Centro Histórico", addressLocality: "Paraty", addressRegion: "RJ" } });
    const footer = q.section(q.html(`<p>Pousada Casa do Cais · Rua Dona Geralda, 44 – Centro Histórico, Paraty – RJ · <a href="mailto:reservas@pousadacasadocais-paraty.com.br">reservas@pousadacasadocais-paraty.com.br</a></p>`), "dark");
    c.p("email-mailto");
    const common = { brand: "Casa do Cais", nav, footer, headExtra: ld, region: "BR", tz: "America/Sao_Paulo" };
    const home = sqs(c, { ...common, title: "Pousada Casa do Cais — Paraty", body: q.section(q.html(`<h1>Um casarão de 1820 a dois passos do cais</h1><p>Oito suítes, café da manhã com pão feito em casa e passeios de escuna.</p><h3>Hóspedes dizem</h3><p>“A Helena nos recebeu como amigos. Voltaremos!” — Camila e Bruno, São Paulo</p><p>“Best breakfast in Paraty, merci Jean-Marc!” — Sophie L., Lyon</p>`)) });
    const quem = sqs(c, {
      ...common,
      path: "/quem-somos",
      title: "Quem somos — Casa do Cais",
      body: q.listSection("Quem cuida de você", [
        { img: "helena.jpg", title: "Helena Saboia", desc: "<p>Proprietária</p>" },
        { img: "jeanmarc.jpg", title: "Jean-Marc Duval", desc: "<p>Proprietário e chef do café da manhã</p>" },
        { img: "dayane.jpg", title: "Dayane Conceição", desc: "<p>Recepção e reservas</p>" },
      ]),
    });
    const res = sqs(c, { ...common, path: "/reservas", title: "Reservas — Casa do Cais", body: q.section(q.form([["name", "Nome", ""], ["email", "E-mail", placeholder(c, "seuemail@gmail.com")], ["textarea", "Datas e número de hóspedes", ""]], "Solicitar reserva")) });
    return { "/": ["index.html", home], "/quem-somos": ["quem-somos.html", quem], "/reservas": ["reservas.html", res] };
  },
});

// f039 — architecture atelier in Lisbon, Webflow collection + founders prose, JSON-LD founders
add({
  id: "f039-atelier-mota-serrao-lisboa",
  domain: "motaserrao-arquitectos-lisboa.pt",
  lang: "pt",
  labels: ["team-grid", "about-prose", "jsonld-person", "email-footer"],
  truth: {
    emails: { "atelier@motaserrao-arquitectos-lisboa.pt": "g" },
    contacts: [
      ["Inês Mota", "Arquiteta, sócia fundadora", "owner"],
      ["Duarte Serrão", "Arquiteto, sócio fundador", "owner"],
      ["Beatriz Campos", "Arquiteta", "other"],
      ["Tiago Amaral", "Gestão de obra", "operations"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Atelier"], ["/projetos", "Projetos"], ["/contactos", "Contactos"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "Organization", name: "Mota Serrão Arquitectos", founder: [{ "@type": "Person", name: "Inês Mota" }, { "@type": "Person", name: "Duarte Serrão" }], foundingDate: "2012", address: { "@type": "PostalAddress", streetAddress: "Rua da Rosa, 188", addressLocality: "Lisboa", postalCode: "1200-389" } });
    const footer = `<footer class="footer"><div class="w-container">Rua da Rosa, 188 · 1200-389 Lisboa · <a href="mailto:atelier@motaserrao-arquitectos-lisboa.pt">atelier@motaserrao-arquitectos-lisboa.pt</a></div></footer>`;
    c.p("email-mailto");
    const common = { brand: "Mota Serrão", nav, footer, headExtra: ld };
    const team = [["Inês Mota", "Arquiteta, sócia fundadora"], ["Duarte Serrão", "Arquiteto, sócio fundador"], ["Beatriz Campos", "Arquiteta"], ["Tiago Amaral", "Gestão de obra"]];
    const home = wf(c, {
      ...common,
      title: "Mota Serrão Arquitectos — Lisboa",
      body: `<section class="section"><div class="w-container"><div class="rich-text w-richtext"><p>O atelier foi fundado em 2012 pelos arquitetos Inês Mota e Duarte Serrão, depois de vários anos no gabinete de Eduardo Souto de Moura. Trabalhamos sobretudo em reabilitação de edifícios pombalinos e habitação unifamiliar no Alentejo.</p><p>A Inês acompanha cada obra do princípio ao fim; o Duarte ocupa-se dos concursos e do desenho de pormenor.</p></div>
${f.dynList(team, ([n, t]) => `${f.img(slug(n) + ".jpg", n, "member-photo")}<h4 class="member-name">${n}</h4><div class="member-role"><small>${t}</small></div>`, "members", "member")}</div></section>`,
    });
    const proj = wf(c, { ...common, path: "/projetos", title: "Projetos — Mota Serrão", body: `<section class="section"><div class="w-container">${f.dynList([["Casa em Monsaraz", "2022"], ["Reabilitação na Rua do Norte", "2021"], ["Casa Vasco da Gama, Sines", "2019"]], ([n, y]) => `<div class="proj">${n}</div><div class="year">${y}</div>`, "projects", "project")}</div></section>` });
    const cont = wf(c, { ...common, path: "/contactos", title: "Contactos — Mota Serrão", body: `<section class="section"><div class="w-container"><h1>Contactos</h1><p>+351 213 420 118</p>${f.form("Contacto", [["text", "nome", "Nome", ""], ["email", "email", "Email", placeholder(c, "exemplo@email.pt")]], "Enviar")}</div></section>` });
    return { "/": ["index.html", home], "/projetos": ["projetos.html", proj], "/contactos": ["contactos.html", cont] };
  },
});

// f040 — garage in Viseu, HTML 4 ISO-8859-1, staff table, obfuscated email
add({
  id: "f040-oficina-auto-pires-viseu",
  domain: "oficinapires-viseu.pt",
  lang: "pt",
  labels: ["team-table", "legal-notice"],
  truth: {
    emails: { "oficina@oficinapires-viseu.pt": "g" },
    contacts: [
      ["Joaquim Pires", "Gerente", "owner"],
      ["Nuno Pires", "Chefe de oficina", "operations"],
      ["Célia Marques", "Atendimento e orçamentos", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Início"], ["equipa.html", "Equipa"], ["contactos.html", "Contactos"]];
    const footer = `Auto Pires & Filho, Lda. - NIPC 503 221 887 - Capital social 5.000 EUR - Conservatória do Registo Comercial de Viseu - Gerente: Joaquim Pires`;
    const common = { brand: "Oficina Auto Pires", nav, footer, charset: "iso-8859-1", navBg: "#003366" };
    const home = h4(c, { ...common, title: "Oficina Auto Pires - Viseu", body: `<h2>Oficina Auto Pires</h2><p>Mecânica geral, eletricidade auto, pneus e preparação para inspeção. Desde 1979 na Zona Industrial de Coimbrões.</p><p>Concessionário autorizado de pneus Continental.</p>` });
    const equipa = h4(c, {
      ...common,
      title: "Equipa - Oficina Auto Pires",
      body: `<h2>A nossa equipa</h2>
<table border="0" cellpadding="5" cellspacing="1" bgcolor="#999999" width="100%">
<tr bgcolor="#DDDDDD"><th>Nome</th><th>Função</th></tr>
<tr bgcolor="#FFFFFF"><td>Joaquim Pires</td><td>Gerente</td></tr>
<tr bgcolor="#FFFFFF"><td>Nuno Pires</td><td>Chefe de oficina</td></tr>
<tr bgcolor="#FFFFFF"><td>Célia Marques</td><td>Atendimento e orçamentos</td></tr>
<tr bgcolor="#FFFFFF"><td>Sérgio Loureiro</td><td>Mecânico</td></tr>
</table>`,
    });
    const cont = h4(c, { ...common, title: "Contactos - Oficina Auto Pires", body: `<h2>Contactos</h2><p>Zona Industrial de Coimbrões, Lote 14<br>3500-618 Viseu</p><p>Telef. 232 470 812<br>E-mail: ${ob(c, "oficina@oficinapires-viseu.pt", "paren")}</p>` });
    return { "/": ["index.html", home, "latin1"], "/equipa.html": ["equipa.html", equipa, "latin1"], "/contactos.html": ["contactos.html", cont, "latin1"] };
  },
});

// f041 — language school in Recife, Elementor, "Semana Cultural" speakers, coordinators
add({
  id: "f041-escola-idiomas-boa-vista-recife",
  domain: "idiomasboavista-recife.com.br",
  lang: "pt",
  labels: ["event-speakers", "team-grid", "email-footer"],
  truth: {
    emails: { "secretaria@idiomasboavista-recife.com.br": "r", "coordenacao@idiomasboavista-recife.com.br": "r" },
    contacts: [
      ["Patrícia Albuquerque Lins", "Diretora", "owner"],
      ["Felipe Cavalcanti", "Coordenador pedagógico", "other"],
      ["Larissa Moura", "Marketing e eventos", "marketing"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Início"], ["/semana-cultural/", "Semana Cultural"], ["/quem-somos/", "Quem somos"]];
    const footer = e.section([e.col([e.text(`<p>Escola de Idiomas Boa Vista · Rua da Aurora, 325 – Boa Vista, Recife – PE · (81) 3423-1180 · <a href="mailto:secretaria@idiomasboavista-recife.com.br">secretaria@idiomasboavista-recife.com.br</a></p>`)])]);
    c.p("email-mailto");
    const common = { brand: "Idiomas Boa Vista", nav, footer, htmlLang: "pt-BR", skip: "Pular para o conteúdo" };
    const home = el(c, { ...common, title: "Escola de Idiomas Boa Vista | Recife", body: e.section([e.col([e.heading("Inglês, espanhol e francês no coração do Recife", "h1"), e.text("<p>Turmas reduzidas, professores certificados e preparação para Cambridge e DELE.</p>")])]) });
    const sp = [["Dr. Roberto Maciel", "Professor de Linguística, UFPE"], ["Ana Carolina Veloso", "Tradutora literária"], ["Pierre Lefèvre", "Cônsul honorário da França em Recife"], ["Marina Queiroz", "Autora de “Inglês sem medo”"]];
    const semana = el(c, {
      ...common,
      path: "/semana-cultural/",
      title: "Semana Cultural 2024 | Idiomas Boa Vista",
      body: e.section([e.col([e.heading("Semana Cultural 2024", "h1"), e.text("<p>De 22 a 26 de julho, palestras abertas ao público no auditório da escola.</p>"), e.heading("Palestrantes", "h2")])]) + e.section(sp.map(([n, t]) => e.col([e.imageBox(`https://${c.domain}/wp-content/uploads/2024/06/${slug(n)}.jpg`, n, n, t, "h4")], 25))) + e.section([e.col([e.text(`<p>Inscrições e dúvidas: <a href="mailto:coordenacao@idiomasboavista-recife.com.br">coordenacao@idiomasboavista-recife.com.br</a> — organização: Larissa Moura (Marketing e eventos).</p>`)])]),
    });
    const quem = el(c, {
      ...common,
      path: "/quem-somos/",
      title: "Quem somos | Idiomas Boa Vista",
      body: e.section([e.col([e.heading("Quem somos", "h1"), e.text("<p>A escola foi criada em 1996 pela professora Patrícia Albuquerque Lins, que continua à frente como diretora.</p>")])]) + e.section([e.col([e.heading("Patrícia Albuquerque Lins", "h3"), e.text("<p>Diretora</p>")], 50), e.col([e.heading("Felipe Cavalcanti", "h3"), e.text("<p>Coordenador pedagógico</p>")], 50)]),
    });
    return { "/": ["index.html", home], "/semana-cultural/": ["semana-cultural.html", semana], "/quem-somos/": ["quem-somos.html", quem] };
  },
});

// f042 — commercial association, hand-written HTML5, board as definition list, member directory
add({
  id: "f042-associacao-comercial-ijui",
  domain: "acijui-rs.com.br",
  lang: "pt",
  labels: ["directory", "definition-list", "name-lookalikes"],
  truth: {
    emails: { "acijui@acijui-rs.com.br": "g", "eventos@acijui-rs.com.br": "r" },
    contacts: [
      ["Cláudio Henz", "Presidente", "owner"],
      ["Vera Lúcia Dallabrida", "Secretária executiva", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Início"], ["/diretoria", "Diretoria"], ["/associados", "Associados"]];
    const footer = `    <p>ACI Ijuí – Associação Comercial e Industrial de Ijuí · Rua do Comércio, 1150 · Ijuí – RS · (55) 3332-4410</p>
    <p>${ml(c, "acijui@acijui-rs.com.br")}</p>`;
    c.p("email-footer");
    const common = { brand: "ACI Ijuí", nav, footer, htmlLang: "pt-BR" };
    const home = plain(c, { ...common, title: "ACI Ijuí – Associação Comercial e Industrial", body: `    <h1>Fortalecendo o comércio de Ijuí há 90 anos</h1>\n    <p>Próximo evento: Café Empresarial, 12 de setembro. Inscrições: ${ml(c, "eventos@acijui-rs.com.br")}</p>` });
    const dir = plain(c, {
      ...common,
      path: "/diretoria",
      title: "Diretoria – ACI Ijuí",
      body: `    <h1>Diretoria 2023–2025</h1>
    <dl>
      <dt>Presidente</dt><dd>Cláudio Henz</dd>
      <dt>Vice-presidente de Comércio</dt><dd>Mariane Kessler (Kessler Calçados)</dd>
      <dt>Vice-presidente de Indústria</dt><dd>Roque Spohr (Metalúrgica Spohr)</dd>
      <dt>Tesoureiro</dt><dd>Alceu Bertoldo</dd>
    </dl>
    <h2>Equipe executiva</h2>
    <dl>
      <dt>Secretária executiva</dt><dd>Vera Lúcia Dallabrida</dd>
    </dl>`,
    });
    const assoc = [
      ["Kessler Calçados", "Mariane Kessler"], ["Metalúrgica Spohr", "Roque Spohr"], ["Farmácia Popular Ijuí", "Cristiane Walter"], ["Supermercado Irmãos Bolzan", "Ivo Bolzan"], ["Auto Peças Schmitt", "Lauro Schmitt"], ["Ótica Visão", "Daniela Pauli"], ["Padaria Pão da Colônia", "Egon Hartmann"], ["Contabilidade Rhoden", "Liane Rhoden"], ["Hotel Vicente Palotti", "Gerente: Sílvio Franke"], ["Agropecuária Frantz", "Nelson Frantz"], ["Clínica Dr. Sebastião Pinto", "Dr. Sebastião Pinto"], ["Livraria Unijuí", "Tânia Beck"],
    ];
    const socios = plain(c, { ...common, path: "/associados", title: "Associados – ACI Ijuí", body: `    <h1>Guia de associados</h1>\n    <ul class="guia">\n${assoc.map(([e, p]) => `      <li><strong>${e}</strong> — ${p}</li>`).join("\n")}\n    </ul>` });
    return { "/": ["index.html", home], "/diretoria": ["diretoria.html", dir], "/associados": ["associados.html", socios] };
  },
});

// f043 — vet clinic in Coimbra, Gutenberg columns + figcaptions, legal sentence naming the clinical director
add({
  id: "f043-clinica-veterinaria-mondego-coimbra",
  domain: "vetmondego-coimbra.pt",
  lang: "pt",
  labels: ["team-grid", "legal-notice", "junk-asset", "email-footer"],
  truth: {
    emails: { "clinica@vetmondego-coimbra.pt": "g" },
    contacts: [
      ["Mariana Sá Couto", "Diretora Clínica", "owner"],
      ["Hugo Ventura", "Médico Veterinário", "other"],
      ["Rita Figueira", "Enfermeira Veterinária", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Início"], ["/equipa/", "Equipa"], ["/termos-e-condicoes/", "Termos e condições"]];
    const footer = `<div class="footer-wrap"><p>Clínica Veterinária do Mondego · Av. Fernão de Magalhães, 410 · 3000-177 Coimbra · 239 827 455 · <a href="mailto:clinica@vetmondego-coimbra.pt">clinica@vetmondego-coimbra.pt</a></p></div>`;
    c.p("email-mailto");
    const common = { brand: "Clínica Veterinária do Mondego", nav, footer, theme: "kadence", htmlLang: "pt-PT", skip: "Saltar para o conteúdo" };
    const home = wp(c, { ...common, title: "Clínica Veterinária do Mondego – Coimbra", body: [g.h("Cuidamos de quem cuida de si", 1), g.p(`<img src="https://${d}/wp-content/uploads/2023/03/recepcao.jpg" srcset="https://${d}/wp-content/uploads/2023/03/recepcao.jpg 1x, https://${d}/wp-content/uploads/2023/03/${asset(c, "recepcao@2x.jpg")} 2x" alt="Receção da clínica">`), g.p("Consultas, vacinação, cirurgia e internamento. Urgências até às 24h.")].join("\n") });
    const fig = (img, cap) => g.img(`https://${d}/wp-content/uploads/2023/03/${img}`, "", cap, "size-medium");
    const equipa = wp(c, { ...common, path: "/equipa/", title: "Equipa – Clínica Veterinária do Mondego", pageTitle: "Equipa", body: g.cols([fig("mariana.jpg", "Dra. Mariana Sá Couto — Diretora Clínica"), fig("hugo.jpg", "Dr. Hugo Ventura — Médico Veterinário"), fig("rita.jpg", "Rita Figueira — Enfermeira Veterinária")]) });
    const termos = wp(c, { ...common, path: "/termos-e-condicoes/", title: "Termos e condições – Clínica Veterinária do Mondego", pageTitle: "Termos e condições", body: [g.p("Este sítio é propriedade de Mondego Vet – Serviços Veterinários, Unipessoal Lda., NIPC 514 778 221, com sede na Av. Fernão de Magalhães, 410, 3000-177 Coimbra, cuja diretora clínica e gerente é a Dra. Mariana Sá Couto (OMV n.º 4127)."), g.p("Os conteúdos têm caráter meramente informativo e não substituem a consulta veterinária.")].join("\n") });
    return { "/": ["index.html", home], "/equipa/": ["equipa.html", equipa], "/termos-e-condicoes/": ["termos-e-condicoes.html", termos] };
  },
});

// f044 — HR consultancy in Belo Horizonte, Squarespace summary team + client logos + guest blog author, microdata
add({
  id: "f044-vetor-rh-consultoria-bh",
  domain: "vetorrh-bh.com.br",
  lang: "pt",
  labels: ["team-grid", "client-list", "microdata-person", "email-in-person-card"],
  truth: {
    emails: { "contato@vetorrh-bh.com.br": "g", "fernanda.rocha@vetorrh-bh.com.br": ["p", "Fernanda Rocha"] },
    contacts: [
      ["Fernanda Rocha", "CEO e fundadora", "owner"],
      ["Gustavo Lacerda", "Diretor de operações", "operations"],
      ["Bianca Tavares", "Analista de marketing", "marketing"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Início"], ["/equipe", "Equipe"], ["/blog", "Blog"]];
    const footer = q.section(q.html(`<p>Vetor RH Consultoria · Av. do Contorno, 6594 – Savassi, Belo Horizonte – MG · (31) 3287-5510 · <a href="mailto:contato@vetorrh-bh.com.br">contato@vetorrh-bh.com.br</a></p>`), "black");
    c.p("email-mailto", "email-footer");
    const common = { brand: "Vetor RH", nav, footer, region: "BR", tz: "America/Sao_Paulo" };
    const clientes = ["Laticínios Boa Esperança", "Construtora Andrade Guedes", "Rede Drogaria Araujo", "Hospital Mater Dei"];
    const home = sqs(c, { ...common, title: "Vetor RH — Recrutamento e seleção em BH", body: q.section(q.html(`<h1>Contratar bem é estratégia.</h1><p>Recrutamento executivo, avaliação de perfil e programas de trainee.</p><h3>Quem confia na Vetor</h3><ul>${clientes.map((n) => `<li>${n}</li>`).join("")}</ul>`)) });
    const equipe = sqs(c, {
      ...common,
      path: "/equipe",
      title: "Equipe — Vetor RH",
      body: q.section(
        q.html(`<h2>Equipe</h2><div class="team" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Vetor RH Consultoria">
<div class="pessoa" itemprop="founder" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Fernanda Rocha</h3><p itemprop="jobTitle">CEO e fundadora</p><p><a itemprop="email" href="mailto:fernanda.rocha@vetorrh-bh.com.br">fernanda.rocha@vetorrh-bh.com.br</a></p></div>
<div class="pessoa" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Gustavo Lacerda</h3><p itemprop="jobTitle">Diretor de operações</p></div>
<div class="pessoa" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Bianca Tavares</h3><p itemprop="jobTitle">Analista de marketing</p></div>
</div>`),
      ),
    });
    const blog = sqs(c, { ...common, path: "/blog", title: "Blog — Vetor RH", body: q.section(q.summary([{ href: "/blog/entrevista-por-competencias", img: "entrevista.jpg", title: "Entrevista por competências na prática", excerpt: "Artigo convidado de Marcelo Drummond, psicólogo organizacional e professor da Fundação Dom Cabral." }, { href: "/blog/trainee-2024", img: "trainee.jpg", title: "O que aprendemos com o programa trainee 2024", excerpt: "Por Fernanda Rocha" }])) });
    return { "/": ["index.html", home], "/equipe": ["equipe.html", equipe], "/blog": ["blog.html", blog] };
  },
});

// f045 — restaurant in Porto, Wix, chef prose, dish named after a person, reviews, no email
add({
  id: "f045-tasca-do-rio-porto",
  domain: "tascadorio-ribeira.pt",
  lang: "pt",
  labels: ["about-prose", "name-lookalikes", "testimonials"],
  truth: {
    emails: {},
    contacts: [
      ["Tiago Sequeira", "chef", "other"],
      ["Filipa Sequeira", null, "owner"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Início"], ["/ementa", "Ementa"], ["/reservas", "Reservas"]];
    const footer = w.rich([`Tasca do Rio · Cais da Ribeira, 22 · 4050-510 Porto · Reservas: 222 083 119`], "font_9");
    const common = { brand: "Tasca do Rio", nav, footer };
    const home = wix(c, {
      ...common,
      title: "Tasca do Rio | Cozinha portuguesa na Ribeira",
      body: w.section(
        w.rich([w.h("Cozinha de tasca, vista de rio", 1), `A Tasca do Rio abriu em 2017 pela mão dos irmãos ${w.sp("Tiago")} e ${w.sp("Filipa Sequeira")}. O chef Tiago Sequeira passou por cozinhas em Lisboa e San Sebastián antes de voltar ao Porto; a Filipa gere a sala e a garrafeira.`]) +
          w.rich([w.h("O que dizem", 3), `“O melhor bacalhau à Gomes de Sá da cidade.” — ${w.sp("Ricardo M.")}`, `“Amazing food and Filipa’s wine pairing was perfect.” — ${w.sp("Emily R., Toronto")}`]),
      ),
    });
    const ementa = wix(c, { ...common, path: "/ementa", title: "Ementa | Tasca do Rio", body: w.section(w.rich([w.h("Ementa", 1), "Bacalhau à Gomes de Sá — 18 €", "Francesinha da casa — 13 €", "Polvo à lagareiro — 21 €", "Pudim Abade de Priscos — 6 €"])) });
    const res = wix(c, { ...common, path: "/reservas", title: "Reservas | Tasca do Rio", body: w.section(w.rich([w.h("Reservas", 1), "Ligue 222 083 119 ou deixe o seu pedido:"]) + w.input("Nome") + w.input(placeholder(c, "nome@exemplo.pt"), "email")) });
    return { "/": ["index.html", home], "/ementa": ["ementa.html", ementa], "/reservas": ["reservas.html", res] };
  },
});

// f046 — building supplies store, broken markup, "fale com o Zé", hotmail with (arroba)
add({
  id: "f046-materiais-menegatti-caxias",
  domain: "menegattimateriais-caxias.com.br",
  lang: "pt",
  labels: ["broken-markup", "name-lookalikes"],
  truth: {
    emails: { "menegatti.materiais@hotmail.com": "g", "vendas.menegatti@hotmail.com": "r" },
    contacts: [
      ["José Carlos Menegatti", "Proprietário", "owner"],
      ["Andressa", "vendas", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Início"], ["produtos.html", "Produtos"], ["contato.html", "Contato"]];
    const navHtml = `<a href=index.html><font color=#FFFF00>INÍCIO</font></a> - <a href=produtos.html><font color=#FFFF00>PRODUTOS</font></a> - <a href=contato.html><font color=#FFFF00>CONTATO</font>`;
    const footer = `Menegatti Materiais de Construção Ltda - CNPJ 04.556.778/0001-12 - Rua Sinimbu, 2280 - Caxias do Sul/RS</td>`;
    const common = { brand: "Menegatti Materiais", nav, navHtml, footer, navBg: "#CC0000" };
    const home = h4(c, { ...common, title: "Menegatti Materiais de Construção - Caxias do Sul", body: `<center><font size=5 color=#CC0000><b>MENEGATTI MATERIAIS DE CONSTRUÇÃO</b></font></center>\n<p>Cimento, areia, tijolo, ferragens e tintas Suvinil com entrega em toda Caxias!\n<p><b>Orçamento rápido? Fale com o Zé no WhatsApp (54) 99134-2210</b>\n<p>Atendemos construtoras e pessoa física. Parcelamos em até 10x.</div></div>` });
    const prod = h4(c, { ...common, title: "Produtos - Menegatti", body: `<h3>Produtos</h3><ul><li>Cimento Votoran 50kg<li>Tijolo 6 furos<li>Tintas Suvinil e Coral<li>Ferragens Tramontina</ul>` });
    const cont = h4(c, {
      ...common,
      title: "Contato - Menegatti",
      body: `<h3>Contato</h3>
<p>Loja: (54) 3221-4410<br>
WhatsApp: (54) 99134-2210 (Zé)<br>
E-mail: ${ob(c, "menegatti.materiais@hotmail.com", "arroba-sp")}<br>
Vendas para construtoras: ${ob(c, "vendas.menegatti@hotmail.com", "arroba-sp")} - falar com a Andressa, do setor de vendas
<p>Proprietário: José Carlos Menegatti
<p>Seg a Sex 7h30 às 18h - Sáb 7h30 às 12h`,
    });
    return { "/": ["index.html", home], "/produtos.html": ["produtos.html", prod], "/contato.html": ["contato.html", cont] };
  },
});

// f047 — estate agency in Cascais, Elementor image captions "Name | Title", AMI licence, agency credit
add({
  id: "f047-imobiliaria-atlantico-cascais",
  domain: "atlanticoimoveis-cascais.pt",
  lang: "pt",
  labels: ["team-grid", "legal-notice", "email-in-person-card", "junk-asset"],
  truth: {
    emails: { "info@atlanticoimoveis-cascais.pt": "g", "sofia.ramalho@atlanticoimoveis-cascais.pt": ["p", "Sofia Ramalho"], "miguel.braz@atlanticoimoveis-cascais.pt": ["p", "Miguel Braz"] },
    contacts: [
      ["Sofia Ramalho", "Diretora comercial", "owner"],
      ["Miguel Braz", "Consultor imobiliário", "other"],
      ["Vanessa Lobo", "Consultora imobiliária", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const d = c.domain;
    const nav = [["/", "Início"], ["/equipa/", "Equipa"], ["/contactos/", "Contactos"]];
    const footer = e.section([e.col([e.text(`<p>Atlântico Imóveis – Mediação Imobiliária, Lda. · AMI 14552 · NIPC 515 442 109 · Av. Marginal, 7012, 2750-427 Cascais · ${ml(c, "info@atlanticoimoveis-cascais.pt")}</p>`)])]);
    c.p("email-footer", "email-mailto");
    const common = { brand: "Atlântico Imóveis", nav, footer, skip: "Saltar para o conteúdo", logoSrcset: `srcset="https://${d}/wp-content/uploads/2022/01/logo.png 1x, https://${d}/wp-content/uploads/2022/01/${asset(c, "logo-atlantico@2x.png")} 2x"` };
    const home = el(c, { ...common, title: "Atlântico Imóveis | Imobiliária em Cascais", body: e.section([e.col([e.heading("Casas com o Atlântico à porta", "h1"), e.text("<p>Moradias, apartamentos e terrenos em Cascais, Estoril e Sintra.</p>")])]) });
    const equipa = el(c, {
      ...common,
      path: "/equipa/",
      title: "Equipa | Atlântico Imóveis",
      body: e.section([
        e.col([e.image(`https://${d}/wp-content/uploads/2022/01/sofia.jpg`, "Sofia Ramalho", "Sofia Ramalho | Diretora comercial"), e.text(`<p><a href="mailto:sofia.ramalho@atlanticoimoveis-cascais.pt">sofia.ramalho@atlanticoimoveis-cascais.pt</a> · 912 448 100</p>`)], 33),
        e.col([e.image(`https://${d}/wp-content/uploads/2022/01/miguel.jpg`, "Miguel Braz", "Miguel Braz | Consultor imobiliário"), e.text(`<p><a href="mailto:miguel.braz@atlanticoimoveis-cascais.pt">miguel.braz@atlanticoimoveis-cascais.pt</a></p>`)], 33),
        e.col([e.image(`https://${d}/wp-content/uploads/2022/01/vanessa.jpg`, "Vanessa Lobo", "Vanessa Lobo | Consultora imobiliária")], 33),
      ]),
    });
    const cont = el(c, { ...common, path: "/contactos/", title: "Contactos | Atlântico Imóveis", body: e.section([e.col([e.heading("Contactos", "h1"), e.form([["text", "name", "Nome"], ["email", "email", placeholder(c, "email@exemplo.com")], ["textarea", "message", "Mensagem"]], "Enviar")])]) });
    return { "/": ["index.html", home], "/equipa/": ["equipa.html", equipa], "/contactos/": ["contactos.html", cont] };
  },
});

// f048 — physiotherapy clinic in Florianópolis, Divi team members, patient testimonials, Cloudflare email
add({
  id: "f048-fisioterapia-lagoa-florianopolis",
  domain: "fisiolagoa-floripa.com.br",
  lang: "pt",
  labels: ["team-grid", "testimonials"],
  truth: {
    emails: { "agendamento@fisiolagoa-floripa.com.br": "r" },
    contacts: [
      ["Camila Hoffmann", "Fisioterapeuta – Diretora técnica", "owner"],
      ["Lucas Bittencourt", "Fisioterapeuta esportivo", "other"],
      ["Priscila Nunes", "Pilates clínico", "other"],
    ],
  },
  build(c) {
    const x = D(c);
    const d = c.domain;
    const nav = [["/", "Início"], ["/equipe/", "Equipe"], ["/contato/", "Contato"]];
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">FisioLagoa · Rua das Rendeiras, 1540 – Lagoa da Conceição, Florianópolis – SC · CREFITO-10 3311-J</div></div></div>`;
    const common = { brand: "FisioLagoa", nav, footer, htmlLang: "pt-BR", selectPage: "Selecionar página", bodyEnd: CF_SCRIPT };
    const home = divi(c, { ...common, title: "FisioLagoa | Fisioterapia e Pilates em Florianópolis", body: x.section([x.row([x.col([x.text("<h1>Fisioterapia ortopédica, esportiva e pilates</h1>")])]), x.row([x.col([x.testimonial("<p>Voltei a surfar três meses depois da cirurgia no joelho. Obrigado, Lucas!</p>", "Rafael K.", "Paciente", "")], "1_2"), x.col([x.testimonial("<p>Atendimento impecável e muito humano.</p>", "Marlene Schütz", "Paciente", "")], "1_2", true)])]) });
    const equipe = divi(c, {
      ...common,
      path: "/equipe/",
      title: "Equipe | FisioLagoa",
      body: x.section([x.row([x.col([x.member({ n: "Dra. Camila Hoffmann", t: "Fisioterapeuta – Diretora técnica", img: `https://${d}/wp-content/uploads/2023/02/camila.jpg`, bio: "<p>CREFITO-10 112233-F. Especialista em ortopedia.</p>" })], "1_3"), x.col([x.member({ n: "Lucas Bittencourt", t: "Fisioterapeuta esportivo", img: `https://${d}/wp-content/uploads/2023/02/lucas.jpg` })], "1_3"), x.col([x.member({ n: "Priscila Nunes", t: "Pilates clínico", img: `https://${d}/wp-content/uploads/2023/02/priscila.jpg` })], "1_3", true)])]),
    });
    const cont = divi(c, { ...common, path: "/contato/", title: "Contato | FisioLagoa", body: x.section([x.row([x.col([x.text(`<h1>Agende sua avaliação</h1><p>(48) 3232-1180 · ${cf(c, "agendamento@fisiolagoa-floripa.com.br")}</p>`)])])]) });
    return { "/": ["index.html", home], "/equipe/": ["equipe.html", equipe], "/contato/": ["contato.html", cont] };
  },
});

export default sites;
