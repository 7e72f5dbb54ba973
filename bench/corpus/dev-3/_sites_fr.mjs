import { ml, tx, ob, cf, CF_SCRIPT, placeholder, agency, asset, ver, sentry, jsonld, slug, wp, g, el, E, divi, D, wix, W, sqs, Q, wf, WF, bs, h4, plain, SVG_LI, SVG_MAIL, SVG_PHONE, SVG_WA } from "./_lib.mjs";

const sites = [];
const add = (s) => sites.push(s);

// f049 — dental practice in Lyon, Elementor EAEL, mentions légales table with directeur de la publication
add({
  id: "f049-cabinet-dentaire-croix-rousse",
  domain: "dentaire-croixrousse-lyon.fr",
  lang: "fr",
  labels: ["team-grid", "legal-notice", "email-footer"],
  truth: {
    emails: { "contact@dentaire-croixrousse-lyon.fr": "g", "secretariat@dentaire-croixrousse-lyon.fr": "r" },
    contacts: [
      ["Claire Dumoulin-Berthet", "Chirurgien-dentiste, gérante", "owner"],
      ["Antoine Rivière", "Chirurgien-dentiste – Orthodontie", "other"],
      ["Mélanie Faure", "Assistante dentaire", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Accueil"], ["/equipe/", "L’équipe"], ["/mentions-legales/", "Mentions légales"]];
    const footer = e.section([e.col([e.text(`<p>Cabinet dentaire de la Croix-Rousse · 12 boulevard de la Croix-Rousse, 69004 Lyon · 04 78 28 11 90 · <a href="mailto:contact@dentaire-croixrousse-lyon.fr">contact@dentaire-croixrousse-lyon.fr</a></p><p>Site réalisé par Atelier Fourvière Web — ${agency(c, "bonjour@atelierfourviere-web.fr")}</p>`)])]);
    c.p("email-mailto");
    const common = { brand: "Cabinet dentaire de la Croix-Rousse", nav, footer, skip: "Aller au contenu" };
    const member = (n, t, img) => e.w("eael-team-member", `<div class="eael-team-item eael-team-members-overlay"><div class="eael-team-item-inner"><div class="eael-team-image"><figure><img src="https://${c.domain}/wp-content/uploads/2023/10/${img}" alt=""></figure></div><div class="eael-team-content"><h3 class="eael-team-member-name">${n}</h3><h4 class="eael-team-member-position">${t}</h4></div></div></div>`);
    const home = el(c, { ...common, title: "Cabinet dentaire de la Croix-Rousse | Dentiste Lyon 4e", body: e.section([e.col([e.heading("Votre dentiste à la Croix-Rousse", "h1"), e.text(`<p>Soins conservateurs, implantologie, orthodontie adulte et enfant. Prise de rendez-vous au 04 78 28 11 90 ou à <a href="mailto:secretariat@dentaire-croixrousse-lyon.fr">secretariat@dentaire-croixrousse-lyon.fr</a>.</p>`)])]) });
    const equipe = el(c, { ...common, path: "/equipe/", title: "L’équipe | Cabinet dentaire de la Croix-Rousse", body: e.section([e.col([e.heading("L’équipe", "h1")])]) + e.section([e.col([member("Dr Claire Dumoulin-Berthet", "Chirurgien-dentiste, gérante", "claire.jpg")], 33), e.col([member("Dr Antoine Rivière", "Chirurgien-dentiste – Orthodontie", "antoine.jpg")], 33), e.col([member("Mélanie Faure", "Assistante dentaire", "melanie.jpg")], 33)]) });
    const ml2 = el(c, {
      ...common,
      path: "/mentions-legales/",
      title: "Mentions légales | Cabinet dentaire de la Croix-Rousse",
      body: e.section([e.col([e.heading("Mentions légales", "h1"), e.text(`<table><tr><td>Éditeur</td><td>SELARL Cabinet dentaire de la Croix-Rousse, au capital de 10 000 €</td></tr><tr><td>Siège</td><td>12 boulevard de la Croix-Rousse, 69004 Lyon</td></tr><tr><td>RCS</td><td>Lyon 812 445 901</td></tr><tr><td>Directeur de la publication</td><td>Dr Claire Dumoulin-Berthet</td></tr><tr><td>Ordre</td><td>Conseil départemental de l’Ordre des chirurgiens-dentistes du Rhône</td></tr><tr><td>Hébergeur</td><td>OVH SAS, 2 rue Kellermann, 59100 Roubaix</td></tr></table>`)])]),
    });
    return { "/": ["index.html", home], "/equipe/": ["equipe.html", equipe], "/mentions-legales/": ["mentions-legales.html", ml2] };
  },
});

// f050 — Breton bakery, WordPress, family prose (parents named together, son took over), one-line legal
add({
  id: "f050-boulangerie-le-goff-douarnenez",
  domain: "boulangerielegoff-douarnenez.fr",
  lang: "fr",
  labels: ["about-prose", "legal-notice", "name-lookalikes", "junk-asset"],
  truth: {
    emails: { "boulangerie.legoff29@orange.fr": "g" },
    contacts: [
      ["Erwan Le Goff", "Gérant", "owner"],
      ["Yannick Le Goff", null, "owner"],
      ["Gwenaëlle Le Goff", null, "owner"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Accueil"], ["/notre-histoire/", "Notre histoire"], ["/mentions-legales/", "Mentions légales"]];
    const footer = `<div class="site-info"><p>Boulangerie Le Goff · 8 rue Jean Jaurès, 29100 Douarnenez · 02 98 92 14 07 · boulangerie.legoff29@orange.fr</p></div>`;
    c.p("email-footer", "email-text");
    const common = { brand: "Boulangerie Le Goff", nav, footer, theme: "oceanwp", skip: "Aller au contenu" };
    const home = wp(c, { ...common, title: "Boulangerie Le Goff – Douarnenez", body: [g.h("Kouign-amann, pain au levain et far breton", 1), g.p(`<img src="https://${d}/wp-content/uploads/2022/06/vitrine.jpg" srcset="https://${d}/wp-content/uploads/2022/06/vitrine.jpg 1x, https://${d}/wp-content/uploads/2022/06/${asset(c, "vitrine@2x.jpg")} 2x" alt="Vitrine de la boulangerie">`), g.list(["Le Saint-Guénolé : pain de seigle au sarrasin", "Le kouign-amann de Douarnenez, la recette d’Yves-René Scordia", "Gâteau breton à la fleur de sel"])].join("\n") });
    const hist = wp(c, { ...common, path: "/notre-histoire/", title: "Notre histoire – Boulangerie Le Goff", pageTitle: "Notre histoire", body: [g.p("Fondée en 1987 par Yannick et Gwenaëlle Le Goff, la boulangerie a d’abord été un petit fournil près du port du Rosmeur. Yannick pétrissait la nuit, Gwenaëlle tenait la boutique."), g.p("Depuis 2018, c’est leur fils Erwan qui a repris le fournil, après un tour de France chez les Compagnons. Ses parents n’ont pas vraiment pris leur retraite : Gwenaëlle est toujours en boutique le dimanche matin et Yannick prépare encore les kouign-amann du week-end.")].join("\n") });
    const ml2 = wp(c, { ...common, path: "/mentions-legales/", title: "Mentions légales – Boulangerie Le Goff", pageTitle: "Mentions légales", body: g.p("Boulangerie Le Goff, SARL au capital de 8 000 € – RCS Quimper 440 221 876 – 8 rue Jean Jaurès, 29100 Douarnenez – Gérant et directeur de la publication : Erwan Le Goff – Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.") });
    return { "/": ["index.html", home], "/notre-histoire/": ["notre-histoire.html", hist], "/mentions-legales/": ["mentions-legales.html", ml2] };
  },
});

// f051 — funeral home in Belgium, Divi, avis de décès, administrateur délégué
add({
  id: "f051-pompes-funebres-lambert-namur",
  domain: "pflambert-namur.be",
  lang: "fr",
  labels: ["obituary", "about-prose", "legal-notice", "email-footer"],
  truth: {
    emails: { "info@pflambert-namur.be": "g" },
    contacts: [
      ["Benoît Lambert", "administrateur délégué", "owner"],
      ["Anne-Sophie Lambert", "conseillère funéraire", "other"],
    ],
  },
  build(c) {
    const x = D(c);
    const nav = [["/", "Accueil"], ["/avis-de-deces/", "Avis de décès"], ["/qui-sommes-nous/", "Qui sommes-nous"]];
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Pompes Funèbres Lambert SRL · Chaussée de Louvain 212, 5000 Namur · TVA BE 0447.112.908 · 081 22 45 10 (24h/24) · ${ml(c, "info@pflambert-namur.be")}</div></div></div>`;
    const common = { brand: "Pompes Funèbres Lambert", nav, footer, htmlLang: "fr-BE", selectPage: "Sélectionner une page" };
    const home = divi(c, { ...common, title: "Pompes Funèbres Lambert | Namur", body: x.section([x.row([x.col([x.text("<h1>À vos côtés depuis 1934</h1><p>Funérailles, crémations, rapatriements et contrats prévoyance. Funérarium avec trois salons.</p>")])])]) });
    const avis = [["Monsieur Jean-Pierre Delvaux", "Né à Jambes le 3 mai 1941 et décédé à Namur le 9 mars 2024. Les funérailles seront célébrées en l’église Saint-Loup le vendredi 15 mars à 10h30."], ["Madame Micheline Gobert, veuve de Monsieur Albert Piret", "Décédée à Bouge le 7 mars 2024 à l’âge de 88 ans. Visites au funérarium, salon 2."], ["Monsieur Luc Hanquet", "Décédé le 6 mars 2024 à l’âge de 71 ans. Crémation dans l’intimité familiale."], ["Madame Yvonne Collignon", "Décédée à Wépion le 4 mars 2024, dans sa 97e année."]];
    const pav = divi(c, { ...common, path: "/avis-de-deces/", title: "Avis de décès | Pompes Funèbres Lambert", body: x.section([x.row([x.col([x.text("<h1>Avis de décès</h1>"), ...avis.map(([n, t]) => x.blurb(n, `<p>${t}</p><p><a href="#condoleances">Déposer des condoléances</a></p>`))])]), x.row([x.col([x.contactForm([["nom", "Votre nom"], ["email", placeholder(c, "votre@adresse.be"), "email"], ["message", "Votre message", "text"]], "Envoyer")])])]) });
    const qui = divi(c, { ...common, path: "/qui-sommes-nous/", title: "Qui sommes-nous | Pompes Funèbres Lambert", body: x.section([x.row([x.col([x.text("<h1>Une entreprise familiale namuroise</h1><p>Quatrième génération à la tête de la maison, Benoît Lambert, administrateur délégué, reçoit personnellement les familles. Sa fille Anne-Sophie Lambert l’a rejoint comme conseillère funéraire en 2019 et s’occupe des contrats prévoyance.</p><p>Benoît est également président de la Fédération des funérariums de la province de Namur.</p>")])])]) });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/avis-de-deces/": ["avis-de-deces.html", pav], "/qui-sommes-nous/": ["qui-sommes-nous.html", qui] };
  },
});

// f052 — law firm in Paris, Webflow team collection, JSON-LD @graph lawyers
add({
  id: "f052-cabinet-aubry-ndiaye-avocats",
  domain: "aubryndiaye-avocats-paris.fr",
  lang: "fr",
  labels: ["team-grid", "jsonld-person", "email-in-person-card", "legal-notice"],
  truth: {
    emails: { "cabinet@aubryndiaye-avocats-paris.fr": "g", "m.aubry@aubryndiaye-avocats-paris.fr": ["p", "Marion Aubry"], "s.ndiaye@aubryndiaye-avocats-paris.fr": ["p", "Souleymane Ndiaye"] },
    contacts: [
      ["Marion Aubry", "Avocate associée fondatrice", "owner"],
      ["Souleymane Ndiaye", "Avocat associé", "owner"],
      ["Hélène de La Roche", "Avocate collaboratrice", "other"],
      ["Karim Benali", "Office manager", "operations"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Le cabinet"], ["/equipe", "Équipe"], ["/mentions-legales", "Mentions légales"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@graph": [{ "@type": "LegalService", "@id": "#cabinet", name: "Aubry Ndiaye Avocats", email: "cabinet@aubryndiaye-avocats-paris.fr" }, { "@type": "Person", name: "Marion Aubry", jobTitle: "Avocate associée fondatrice", worksFor: { "@id": "#cabinet" } }, { "@type": "Person", name: "Souleymane Ndiaye", jobTitle: "Avocat associé", worksFor: { "@id": "#cabinet" } }] });
    const footer = `<footer class="footer"><div class="w-container">Aubry Ndiaye Avocats · 41 rue de Turenne, 75003 Paris · Toque C1442 · <a href="mailto:cabinet@aubryndiaye-avocats-paris.fr">cabinet@aubryndiaye-avocats-paris.fr</a></div></footer>`;
    c.p("email-mailto", "email-footer", "email-jsonld");
    const common = { brand: "Aubry Ndiaye Avocats", nav, footer, headExtra: ld };
    const home = wf(c, { ...common, title: "Aubry Ndiaye Avocats — Droit social et droit des affaires", body: `<div class="section"><div class="w-container"><h1>Droit social, baux commerciaux et contentieux des affaires.</h1><p>Un cabinet à taille humaine dans le Marais.</p></div></div>` });
    const team = [["Marion Aubry", "Avocate associée fondatrice", "m.aubry@aubryndiaye-avocats-paris.fr"], ["Souleymane Ndiaye", "Avocat associé", "s.ndiaye@aubryndiaye-avocats-paris.fr"], ["Hélène de La Roche", "Avocate collaboratrice", null], ["Karim Benali", "Office manager", null]];
    const equipe = wf(c, { ...common, path: "/equipe", title: "Équipe — Aubry Ndiaye Avocats", body: `<div class="section"><div class="w-container"><h1>L’équipe</h1>${f.dynList(team, ([n, t, m]) => `${f.img(slug(n) + ".jpg", "", "avocat-photo")}<div class="avocat-nom">${n}</div><div class="avocat-titre">${t}</div>${m ? `<a href="mailto:${m}" class="avocat-mail">${m}</a>` : `<a href="#" class="avocat-mail w-condition-invisible"></a>`}`, "avocats", "avocat")}</div></div>` });
    const mlg = wf(c, { ...common, path: "/mentions-legales", title: "Mentions légales — Aubry Ndiaye Avocats", body: `<div class="section"><div class="w-container"><h1>Mentions légales</h1><p>Le site est édité par la SELARL Aubry Ndiaye Avocats, inscrite au Barreau de Paris, RCS Paris 832 117 400, 41 rue de Turenne, 75003 Paris. Directrice de la publication : Marion Aubry. Hébergement : Webflow, Inc., 398 11th Street, San Francisco, CA 94103, USA.</p></div></div>` });
    return { "/": ["index.html", home], "/equipe": ["equipe.html", equipe], "/mentions-legales": ["mentions-legales.html", mlg] };
  },
});

// f053 — communication agency in Nantes, Squarespace summary team + client references + testimonials
add({
  id: "f053-agence-estuaire-nantes",
  domain: "agence-estuaire-nantes.fr",
  lang: "fr",
  labels: ["team-grid", "client-list", "testimonials", "name-lookalikes"],
  truth: {
    emails: { "bonjour@agence-estuaire-nantes.fr": "g", "lea.guillou@agence-estuaire-nantes.fr": ["p", "Léa Guillou"] },
    contacts: [
      ["Léa Guillou", "Fondatrice & directrice de création", "owner"],
      ["Thomas Merlet", "Directeur conseil", "other"],
      ["Inès Haddad", "Chargée de communication digitale", "marketing"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Accueil"], ["/equipe", "Équipe"], ["/contact", "Contact"]];
    const footer = q.section(q.html(`<p>Agence Estuaire · 5 quai de la Fosse, 44000 Nantes · 02 40 12 77 30</p>`), "black");
    const common = { brand: "Estuaire", nav, footer, region: "FR", tz: "Europe/Paris" };
    const refs = ["Biscuiterie Lefèvre-Utile (LU) – collection patrimoine", "Brasserie La Cigale", "Château de Goulaine", "Mutuelle Saint-Christophe", "Les Machines de l’île"];
    const home = sqs(c, { ...common, title: "Agence Estuaire — Communication & identité visuelle à Nantes", body: q.section(q.html(`<h1>On raconte votre histoire, simplement.</h1><h3>Ils nous font confiance</h3><ul>${refs.map((r) => `<li>${r}</li>`).join("")}</ul><blockquote><p>« Une équipe réactive et pleine d’idées. »</p><p>— Jean-Marc Le Bihan, directeur marketing, Brasserie La Cigale</p></blockquote>`)) });
    const equipe = sqs(c, { ...common, path: "/equipe", title: "Équipe — Agence Estuaire", body: q.section(q.summary([["Léa Guillou", "Fondatrice &amp; directrice de création"], ["Thomas Merlet", "Directeur conseil"], ["Inès Haddad", "Chargée de communication digitale"]].map(([n, t]) => ({ href: `/equipe/${slug(n)}`, img: `${slug(n)}.jpg`, title: n, excerpt: t })))) });
    const contact = sqs(c, { ...common, path: "/contact", title: "Contact — Agence Estuaire", body: q.section(q.row([[6, q.html(`<h2>Parlons de votre projet</h2><p>${ml(c, "bonjour@agence-estuaire-nantes.fr")}</p><p>Ou écrivez directement à Léa : ${ml(c, "lea.guillou@agence-estuaire-nantes.fr")}</p>`)], [6, q.form([["name", "Nom", ""], ["email", "E-mail", placeholder(c, "prenom.nom@exemple.fr")], ["textarea", "Message", ""]], "Envoyer")]])) });
    return { "/": ["index.html", home], "/equipe": ["equipe.html", equipe], "/contact": ["contact.html", contact] };
  },
});

// f054 — garage in Swiss Romandy, Wix, "demandez Didier", legal block with associé gérant, obfuscated email
add({
  id: "f054-garage-des-alpes-martigny",
  domain: "garagedesalpes-martigny.ch",
  lang: "fr",
  labels: ["legal-notice", "about-prose", "name-lookalikes"],
  truth: {
    emails: { "garage@garagedesalpes-martigny.ch": "g" },
    contacts: [
      ["Didier Moret", "associé gérant", "owner"],
      ["Stéphanie Moret", null, "operations"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Accueil"], ["/services", "Services"], ["/impressum", "Impressum"]];
    const footer = w.rich([`Garage des Alpes Moret Sàrl · Rue du Simplon 64 · 1920 Martigny · 027 722 18 40`], "font_9");
    const common = { brand: "Garage des Alpes", nav, footer };
    const home = wix(c, { ...common, title: "Garage des Alpes | Martigny", body: w.section(w.rich([w.h("Votre garage à Martigny depuis 1972", 1), `Entretien toutes marques, pneus, climatisation, préparation à l’expertise. Agent officiel Subaru.`, `Pour un devis, ${w.sp("demandez Didier", "font-weight:bold;")} au 027 722 18 40.`, `Le garage a été repris en 2006 par ${w.sp("Didier Moret")} et son épouse ${w.sp("Stéphanie")}, qui gère l’administration et la facturation.`])) });
    const serv = wix(c, { ...common, path: "/services", title: "Services | Garage des Alpes", body: w.section(w.rich([w.h("Services", 1), "Service selon carnet constructeur", "Changement de pneus été/hiver et gardiennage", "Préparation au contrôle technique (expertise)", `Contact : ${ob(c, "garage@garagedesalpes-martigny.ch", "brackets")}`])) });
    const imp = wix(c, { ...common, path: "/impressum", title: "Impressum | Garage des Alpes", body: w.section(w.rich([w.h("Impressum", 1), "Raison sociale : Garage des Alpes Moret Sàrl", "Adresse : Rue du Simplon 64, 1920 Martigny", "Inscrite au registre du commerce du Valais central, IDE CHE-112.448.907", `Associé gérant : ${w.sp("Didier Moret")}`])) });
    return { "/": ["index.html", home], "/services": ["services.html", serv], "/impressum": ["impressum.html", imp] };
  },
});

// f055 — architecture office in Geneva, Bootstrap cards, function above the name
add({
  id: "f055-bureau-vuilleumier-architectes-geneve",
  domain: "vuilleumier-architectes-geneve.ch",
  lang: "fr",
  labels: ["team-grid", "email-in-person-card", "legal-notice"],
  truth: {
    emails: { "bureau@vuilleumier-architectes-geneve.ch": "g", "n.vuilleumier@vuilleumier-architectes-geneve.ch": ["p", "Nathalie Vuilleumier"] },
    contacts: [
      ["Nathalie Vuilleumier", "Architecte EPFL SIA, associée", "owner"],
      ["Grégoire Chappuis", "Architecte HES, associé", "owner"],
      ["Lorenzo Bianchi", "Dessinateur en bâtiment", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Bureau"], ["/equipe.html", "Équipe"], ["/contact.html", "Contact"]];
    const footer = `<footer class="container py-4 border-top small">Vuilleumier Chappuis Architectes SA · Rue de Carouge 98, 1205 Genève · CHE-104.557.201 · Administratrice : Nathalie Vuilleumier</footer>`;
    const common = { brand: "Vuilleumier Chappuis Architectes", nav, footer, htmlLang: "fr-CH", navCls: "navbar-light bg-white border-bottom" };
    const home = bs(c, { ...common, title: "Vuilleumier Chappuis Architectes — Genève", body: `<main class="container py-5"><h1 class="fw-light">Logements, écoles et transformations à Genève depuis 2003.</h1></main>` });
    const card = (f, n, extra = "") => `<div class="col-md-4"><div class="card border-0"><img src="/img/${slug(n)}.jpg" class="card-img-top grayscale" alt=""><div class="card-body px-0"><p class="card-text text-muted small mb-1">${f}</p><h2 class="card-title h5">${n}</h2>${extra}</div></div></div>`;
    const equipe = bs(c, { ...common, path: "/equipe.html", title: "Équipe — Vuilleumier Chappuis", body: `<main class="container py-5"><div class="row g-4">${card("Architecte EPFL SIA, associée", "Nathalie Vuilleumier", `<a href="mailto:n.vuilleumier@vuilleumier-architectes-geneve.ch" class="small">n.vuilleumier@vuilleumier-architectes-geneve.ch</a>`)}${card("Architecte HES, associé", "Grégoire Chappuis")}${card("Dessinateur en bâtiment", "Lorenzo Bianchi")}</div></main>` });
    const contact = bs(c, { ...common, path: "/contact.html", title: "Contact — Vuilleumier Chappuis", body: `<main class="container py-5"><h1>Contact</h1><p>+41 22 342 18 60<br><a href="mailto:bureau@vuilleumier-architectes-geneve.ch">bureau@vuilleumier-architectes-geneve.ch</a></p></main>` });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/equipe.html": ["equipe.html", equipe], "/contact.html": ["contact.html", contact] };
  },
});

// f056 — professional conference in Quebec, hand-written HTML5, speakers with microdata, organizers
add({
  id: "f056-colloque-agrotourisme-sherbrooke",
  domain: "colloqueagrotourisme-estrie.ca",
  lang: "fr",
  labels: ["event-speakers", "microdata-person", "email-in-person-card", "junk-version"],
  truth: {
    emails: { "info@colloqueagrotourisme-estrie.ca": "g", "genevieve.tremblay@colloqueagrotourisme-estrie.ca": ["p", "Geneviève Tremblay"] },
    contacts: [
      ["Geneviève Tremblay", "Directrice générale", "owner"],
      ["Mathieu Gagnon", "Responsable des communications", "marketing"],
    ],
  },
  build(c) {
    const nav = [["/", "Accueil"], ["/conferenciers.html", "Conférenciers"], ["/equipe.html", "L’équipe"]];
    const footer = `    <p>Colloque québécois de l’agrotourisme · 2500, boul. de l’Université, Sherbrooke (Québec) J1K 2R1 · <a href="mailto:info@colloqueagrotourisme-estrie.ca">info@colloqueagrotourisme-estrie.ca</a></p>`;
    c.p("email-mailto", "email-footer");
    const headExtra = `<script src="https://cdn.jsdelivr.net/npm/${ver(c, "@fullcalendar/core@6.1.10")}/index.global.min.js"></script>`;
    const common = { brand: "Colloque agrotourisme 2024", nav, footer, headExtra, htmlLang: "fr-CA" };
    const home = plain(c, { ...common, title: "Colloque québécois de l’agrotourisme 2024 — Sherbrooke", body: `    <h1>7e Colloque québécois de l’agrotourisme</h1>\n    <p>14 et 15 novembre 2024 · Centre de foires de Sherbrooke</p>` });
    const sp = [["Marie-Ève Bolduc", "Propriétaire, Vignoble du Ruisseau"], ["Jean-François Pelletier", "Économiste, UPA"], ["Dre Nadia Ouellet", "Professeure, Université Laval"], ["Simon Côté", "Fondateur, Cidrerie Côté & fils"]];
    const conf = plain(c, { ...common, path: "/conferenciers.html", title: "Conférenciers — Colloque agrotourisme", body: `    <h1>Conférenciers</h1>\n${sp.map(([n, t]) => `    <div class="speaker" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${n}</h3><p itemprop="jobTitle">${t}</p></div>`).join("\n")}\n    <form><input type="email" placeholder="${placeholder(c, "votre@courriel.ca")}"><button>Recevoir l’infolettre</button></form>` });
    const equipe = plain(c, {
      ...common,
      path: "/equipe.html",
      title: "L’équipe — Colloque agrotourisme",
      body: `    <h1>L’équipe organisatrice</h1>
    <div class="org" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Geneviève Tremblay</h3><p itemprop="jobTitle">Directrice générale</p><p><a itemprop="email" href="mailto:genevieve.tremblay@colloqueagrotourisme-estrie.ca">genevieve.tremblay@colloqueagrotourisme-estrie.ca</a></p></div>
    <div class="org" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Mathieu Gagnon</h3><p itemprop="jobTitle">Responsable des communications</p></div>`,
    });
    return { "/": ["index.html", home], "/conferenciers.html": ["conferenciers.html", conf], "/equipe.html": ["equipe.html", equipe] };
  },
});

// f057 — gîtes in Ardèche, Gutenberg media-text hosts prose, guest reviews, no email
add({
  id: "f057-gites-mas-des-cades-vallon",
  domain: "masdescades-vallonpontdarc.fr",
  lang: "fr",
  labels: ["about-prose", "testimonials"],
  truth: {
    emails: {},
    contacts: [
      ["Sandrine Roux", null, "owner"],
      ["Olivier Roux", null, "owner"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Accueil"], ["/les-gites/", "Les gîtes"], ["/reserver/", "Réserver"]];
    const footer = `<p>Mas des Cades · 1480 chemin de la Combe, 07150 Vallon-Pont-d’Arc · 04 75 88 10 62 · Gîtes de France 3 épis</p>`;
    const common = { brand: "Mas des Cades", nav, footer, theme: "twentytwentyfour", skip: "Aller au contenu" };
    const home = wp(c, { ...common, title: "Mas des Cades – Gîtes en Ardèche", body: [g.h("Trois gîtes en pierre au-dessus des gorges", 1), g.mediaText(`https://${d}/wp-content/uploads/2021/04/hotes.jpg`, "Sandrine et Olivier devant le mas", [g.h("Vos hôtes", 2), g.p("Sandrine et Olivier Roux vous accueillent au Mas des Cades depuis 2012. Olivier, ancien moniteur de canoë, vous indiquera les meilleures descentes ; Sandrine prépare les paniers du terroir et le fameux gâteau à la crème de marrons.")].join("\n")), g.h("Ils sont venus", 2), g.quote("Endroit magique, hôtes adorables, on reviendra !", "Famille Garnier, Lille"), g.quote("Super séjour, merci Sandrine pour les conseils de randonnée.", "Pieter V., Gent")].join("\n") });
    const gites = wp(c, { ...common, path: "/les-gites/", title: "Les gîtes – Mas des Cades", pageTitle: "Les gîtes", body: g.table([["Le Chêne vert", "4 pers.", "à partir de 620 €/sem."], ["La Cade", "2 pers.", "à partir de 450 €/sem."], ["La Bergerie", "6 pers.", "à partir de 890 €/sem."]], ["Gîte", "Capacité", "Tarif"]) });
    const res = wp(c, { ...common, path: "/reserver/", title: "Réserver – Mas des Cades", pageTitle: "Réserver", body: `<p>Appelez-nous au 04 75 88 10 62 ou laissez votre demande :</p><form class="wpforms-form"><input type="text" name="wpforms[fields][0]" placeholder="Nom"><input type="email" name="wpforms[fields][1]" placeholder="${placeholder(c, "votre@email.fr")}"><button type="submit">Envoyer</button></form>` });
    return { "/": ["index.html", home], "/les-gites/": ["les-gites.html", gites], "/reserver/": ["reserver.html", res] };
  },
});

// f058 — accountants in Strasbourg, HTML 4 ISO-8859-1, collaborators table, mentions légales dl
add({
  id: "f058-fiduciaire-schaeffer-strasbourg",
  domain: "fiduciaire-schaeffer-strasbourg.fr",
  lang: "fr",
  labels: ["team-table", "definition-list", "legal-notice", "email-in-person-card"],
  truth: {
    emails: { "cabinet@fiduciaire-schaeffer-strasbourg.fr": "g", "j.schaeffer@fiduciaire-schaeffer-strasbourg.fr": ["p", "Jean-Luc Schaeffer"], "paie@fiduciaire-schaeffer-strasbourg.fr": "r" },
    contacts: [
      ["Jean-Luc Schaeffer", "Expert-comptable, gérant", "owner"],
      ["Christine Meyer", "Responsable paie", "other"],
      ["Aurélien Kieffer", "Collaborateur comptable", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Accueil"], ["equipe.html", "Équipe"], ["mentions.html", "Mentions légales"]];
    const footer = `Fiduciaire Schaeffer - 14, rue du Vieux-Marché-aux-Poissons - 67000 Strasbourg - Tél. 03 88 32 41 90 - <a href="mailto:cabinet@fiduciaire-schaeffer-strasbourg.fr">cabinet@fiduciaire-schaeffer-strasbourg.fr</a>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Fiduciaire Schaeffer", nav, footer, charset: "iso-8859-1", navBg: "#5A1A1A" };
    const home = h4(c, { ...common, title: "Fiduciaire Schaeffer - Expert-comptable à Strasbourg", body: `<h2>Bienvenue</h2><p>Expertise comptable, fiscalité, paie et conseil aux artisans, commerçants et professions libérales depuis 1991.</p>` });
    const equipe = h4(c, {
      ...common,
      title: "Équipe - Fiduciaire Schaeffer",
      body: `<h2>Notre équipe</h2>
<table width="100%" border="0" cellpadding="4">
<tr bgcolor="#EEDDDD"><td><b>Nom</b></td><td><b>Fonction</b></td><td><b>Courriel</b></td></tr>
<tr><td>M. Jean-Luc Schaeffer</td><td>Expert-comptable, gérant</td><td>j.schaeffer@fiduciaire-schaeffer-strasbourg.fr</td></tr>
<tr><td>Mme Christine Meyer</td><td>Responsable paie</td><td>paie@fiduciaire-schaeffer-strasbourg.fr</td></tr>
<tr><td>M. Aurélien Kieffer</td><td>Collaborateur comptable</td><td>&nbsp;</td></tr>
</table>`,
    });
    const mentions = h4(c, {
      ...common,
      title: "Mentions légales - Fiduciaire Schaeffer",
      body: `<h2>Mentions légales</h2>
<dl>
<dt><b>Raison sociale</b></dt><dd>Fiduciaire Schaeffer SARL</dd>
<dt><b>Siège social</b></dt><dd>14, rue du Vieux-Marché-aux-Poissons, 67000 Strasbourg</dd>
<dt><b>RCS</b></dt><dd>Strasbourg B 381 224 550</dd>
<dt><b>Inscription</b></dt><dd>Ordre des experts-comptables d'Alsace</dd>
<dt><b>Directeur de la publication</b></dt><dd>Jean-Luc Schaeffer</dd>
</dl>`,
    });
    c.p("email-text");
    return { "/": ["index.html", home, "latin1"], "/equipe.html": ["equipe.html", equipe, "latin1"], "/mentions.html": ["mentions.html", mentions, "latin1"] };
  },
});

// f059 — vet clinic in Liège, Elementor containers, name in h5 + title in small text, testimonials
add({
  id: "f059-clinique-veterinaire-meuse-liege",
  domain: "vetmeuse-liege.be",
  lang: "fr",
  labels: ["team-grid", "testimonials", "email-footer"],
  truth: {
    emails: { "accueil@vetmeuse-liege.be": "g" },
    contacts: [
      ["Pauline Deprez", "Vétérinaire, fondatrice", "owner"],
      ["Thibault Renard", "Vétérinaire – NAC", "other"],
      ["Laetitia Bodson", "Assistante vétérinaire", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Accueil"], ["/equipe/", "Équipe"], ["/contact/", "Contact"]];
    const footer = e.con([e.text(`<p>Clinique vétérinaire de la Meuse · Quai de Rome 44, 4000 Liège · 04 252 18 70 · ${ml(c, "accueil@vetmeuse-liege.be")}</p>`)]);
    const common = { brand: "Clinique vétérinaire de la Meuse", nav, footer, htmlLang: "fr-BE", skip: "Aller au contenu" };
    const home = el(c, { ...common, title: "Clinique vétérinaire de la Meuse | Liège", body: e.con([e.heading("Chiens, chats et NAC", "h1"), e.testimonial("Le Dr Renard a sauvé notre lapin, merci !", "Julie M.", "Cliente depuis 2019"), e.testimonial("Équipe douce et professionnelle.", "Olivier Lejeune")]) });
    const person = (n, t, img) => e.child([e.image(`https://${c.domain}/wp-content/uploads/2024/02/${img}`, ""), e.heading(n, "h5"), e.text(`<p><small>${t}</small></p>`)]);
    const equipe = el(c, { ...common, path: "/equipe/", title: "Équipe | Clinique vétérinaire de la Meuse", body: e.con([e.heading("Notre équipe", "h1")]) + e.con([person("Dr Pauline Deprez", "Vétérinaire, fondatrice", "pauline.jpg"), person("Dr Thibault Renard", "Vétérinaire – NAC", "thibault.jpg"), person("Laetitia Bodson", "Assistante vétérinaire", "laetitia.jpg")]) });
    const contact = el(c, { ...common, path: "/contact/", title: "Contact | Clinique vétérinaire de la Meuse", body: e.con([e.heading("Contact", "h1"), e.form([["text", "name", "Nom"], ["email", "email", placeholder(c, "exemple@domaine.be")], ["textarea", "message", "Message"]], "Envoyer")]) });
    return { "/": ["index.html", home], "/equipe/": ["equipe.html", equipe], "/contact/": ["contact.html", contact] };
  },
});

// f060 — restaurant in Bordeaux, Squarespace, chef prose, dishes named after people, no email
add({
  id: "f060-restaurant-le-chartron-bordeaux",
  domain: "lechartron-bordeaux.fr",
  lang: "fr",
  labels: ["about-prose", "name-lookalikes", "testimonials"],
  truth: {
    emails: {},
    contacts: [
      ["Baptiste Larrieu", "Chef et propriétaire", "owner"],
      ["Amandine Castaing", "Cheffe pâtissière", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Accueil"], ["/la-carte", "La carte"], ["/reservation", "Réservation"]];
    const footer = q.section(q.html(`<p>Le Chartron · 31 rue Notre-Dame, 33000 Bordeaux · 05 56 44 21 08 · Du mardi au samedi</p>`), "dark");
    const common = { brand: "Le Chartron", nav, footer, region: "FR", tz: "Europe/Paris" };
    const home = sqs(c, { ...common, title: "Le Chartron — Bistrot gastronomique à Bordeaux", body: q.section(q.html(`<h1>Bistrot de quartier, cuisine de marché</h1><p>Baptiste Larrieu, chef et propriétaire, a ouvert Le Chartron en 2015 après huit ans chez les plus grands du Sud-Ouest. Côté desserts, la cheffe pâtissière Amandine Castaing signe des desserts qui revisitent les classiques.</p><p>« Une adresse incontournable du quartier des Chartrons. » — Guide du Routard 2023</p><p>« Le tournedos était parfait, service adorable. » — Sophie D.</p>`)) });
    const carte = sqs(c, { ...common, path: "/la-carte", title: "La carte — Le Chartron", body: q.section(q.html(`<h2>La carte</h2><ul><li>Huîtres du Cap Ferret, vinaigrette à l’échalote — 16 €</li><li>Tournedos Rossini, pommes sarladaises — 38 €</li><li>Lamproie à la bordelaise — 29 €</li><li>Pêche Melba façon Amandine — 12 €</li><li>Canelés de la maison — 6 €</li></ul>`)) });
    const res = sqs(c, { ...common, path: "/reservation", title: "Réservation — Le Chartron", body: q.section(q.form([["name", "Nom", ""], ["email", "E-mail", placeholder(c, "votre@email.com")], ["textarea", "Date et nombre de couverts", ""]], "Réserver")) });
    return { "/": ["index.html", home], "/la-carte": ["la-carte.html", carte], "/reservation": ["reservation.html", res] };
  },
});

// f061 — music school in Lille, Bootstrap table of teachers, parents' testimonials
add({
  id: "f061-ecole-de-musique-wazemmes-lille",
  domain: "musique-wazemmes-lille.fr",
  lang: "fr",
  labels: ["team-table", "testimonials", "email-footer"],
  truth: {
    emails: { "secretariat@musique-wazemmes-lille.fr": "r" },
    contacts: [
      ["Sylvie Vandamme", "Directrice", "owner"],
      ["Rachid Belkacem", "Guitare et MAO", "other"],
      ["Agnès Delattre", "Piano et formation musicale", "other"],
      ["Hugo Lemaire", "Batterie", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Accueil"], ["/professeurs", "Professeurs"], ["/inscriptions", "Inscriptions"]];
    const footer = `<footer class="bg-dark text-light py-3"><div class="container small">École de musique de Wazemmes · 12 place de la Nouvelle Aventure, 59000 Lille · <a class="text-light" href="mailto:secretariat@musique-wazemmes-lille.fr">secretariat@musique-wazemmes-lille.fr</a></div></footer>`;
    c.p("email-mailto");
    const common = { brand: "Musique à Wazemmes", nav, footer };
    const home = bs(c, { ...common, title: "École de musique de Wazemmes — Lille", body: `<main class="container py-5"><h1>Apprendre la musique à tout âge</h1><p>Éveil musical dès 4 ans, instruments, chorale et ateliers de musiques actuelles.</p><div class="row"><div class="col-md-6"><blockquote class="blockquote"><p>Notre fille adore ses cours de piano avec Agnès.</p><footer class="blockquote-footer">Maman de Léna, 9 ans</footer></blockquote></div><div class="col-md-6"><blockquote class="blockquote"><p>Une école accueillante et pas chère.</p><footer class="blockquote-footer">Frédéric Wauquier, parent d’élève</footer></blockquote></div></div></main>` });
    const prof = bs(c, { ...common, path: "/professeurs", title: "Professeurs — Musique à Wazemmes", body: `<main class="container py-5"><h1>L’équipe pédagogique</h1><table class="table table-striped"><thead><tr><th scope="col">Nom</th><th scope="col">Discipline</th></tr></thead><tbody><tr><td>Sylvie Vandamme</td><td>Directrice</td></tr><tr><td>Rachid Belkacem</td><td>Guitare et MAO</td></tr><tr><td>Agnès Delattre</td><td>Piano et formation musicale</td></tr><tr><td>Hugo Lemaire</td><td>Batterie</td></tr></tbody></table></main>` });
    const ins = bs(c, { ...common, path: "/inscriptions", title: "Inscriptions — Musique à Wazemmes", body: `<main class="container py-5"><h1>Inscriptions</h1><form><input class="form-control" type="email" placeholder="${placeholder(c, "nom@exemple.fr")}"></form></main>` });
    return { "/": ["index.html", home], "/professeurs": ["professeurs.html", prof], "/inscriptions": ["inscriptions.html", ins] };
  },
});

// f062 — plumber in Toulouse, broken markup, first name + phone, [arobase] gmail, one-line legal
add({
  id: "f062-plomberie-garonne-toulouse",
  domain: "plomberie-garonne-toulouse.fr",
  lang: "fr",
  labels: ["broken-markup", "legal-notice", "name-lookalikes"],
  truth: {
    emails: { "plomberie.garonne31@gmail.com": "g" },
    contacts: [
      ["Sébastien Cazals", "Gérant", "owner"],
      ["Nadia", "secrétariat", "operations"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Accueil"], ["prestations.html", "Prestations"], ["contact.html", "Contact"]];
    const footer = `Plomberie Garonne SARL - SIRET 512 334 778 00021 - Gérant : Sébastien Cazals - Assurance décennale AXA n° 7788123 - 27 allée Jean Jaurès, 31000 Toulouse</font></div>`;
    const common = { brand: "Plomberie Garonne", nav, footer, navBg: "#1F4E79" };
    const home = h4(c, { ...common, title: "Plomberie Garonne - Plombier chauffagiste Toulouse", body: `<h1><font color=#1F4E79>PLOMBERIE GARONNE</font></h1>\n<p><b>Dépannage plomberie 7j/7</b> - recherche de fuite, chauffe-eau, débouchage\n<p><font color=red size=+1>Urgence ? Appelez Sébastien : 06 12 44 87 90</font>\n<p>Intervention sur Toulouse, Blagnac, Colomiers et Balma.</td></div>` });
    const prest = h4(c, { ...common, title: "Prestations - Plomberie Garonne", body: `<h2>Prestations</h2><ul><li>Remplacement de chauffe-eau Atlantic<li>Pose de WC suspendu Geberit<li>Rénovation de salle de bain<li>Entretien de chaudière Saunier Duval</ul>` });
    const contact = h4(c, { ...common, title: "Contact - Plomberie Garonne", body: `<h2>Contact</h2>\n<p>Bureau : 05 61 22 40 18 (demandez Nadia, au secrétariat, du lundi au vendredi)\n<p>Mobile : 06 12 44 87 90\n<p>Mail : ${ob(c, "plomberie.garonne31@gmail.com", "arobase")}\n<form action=contact.php method=post><input type=text name=email value="" placeholder="${placeholder(c, "votre.email@exemple.com")}"><input type=submit value=Envoyer></form>` });
    return { "/": ["index.html", home], "/prestations.html": ["prestations.html", prest], "/contact.html": ["contact.html", contact] };
  },
});

// f063 — traders' association in Dinan, hand-written HTML5, bureau in dl, member directory
add({
  id: "f063-vitrines-de-dinan",
  domain: "vitrinesdedinan-commerces.fr",
  lang: "fr",
  labels: ["directory", "definition-list", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "contact@vitrinesdedinan-commerces.fr": "g" },
    contacts: [
      ["Isabelle Hamon", "Présidente", "owner"],
      ["Quentin Lebreton", "Animateur commercial", "marketing"],
    ],
  },
  build(c) {
    const nav = [["/", "Accueil"], ["/bureau/", "Le bureau"], ["/adherents/", "Nos adhérents"]];
    const footer = `    <p>Les Vitrines de Dinan · Maison du Commerce, 9 rue de l’Horloge, 22100 Dinan · ${ml(c, "contact@vitrinesdedinan-commerces.fr")}</p>`;
    const common = { brand: "Les Vitrines de Dinan", nav, footer };
    const home = plain(c, { ...common, title: "Les Vitrines de Dinan — Union des commerçants", body: `    <h1>Consommez local dans la cité médiévale</h1>\n    <p>Chèques cadeaux, quinzaine commerciale et Fête des Remparts.</p>` });
    const bureau = plain(c, { ...common, path: "/bureau/", title: "Le bureau — Les Vitrines de Dinan", body: `    <h1>Le bureau</h1>\n    <dl>\n      <dt>Présidente</dt><dd>Isabelle Hamon, librairie Le Bel Aujourd’hui</dd>\n      <dt>Trésorier</dt><dd>Gildas Rault, boucherie Rault</dd>\n      <dt>Secrétaire</dt><dd>Morgane Le Bras, Opticiens Le Bras</dd>\n    </dl>\n    <h2>Salarié de l’association</h2>\n    <dl>\n      <dt>Animateur commercial</dt><dd>Quentin Lebreton</dd>\n    </dl>` });
    const adh = [["Boucherie Rault", "Gildas Rault", "Rue de la Ferronnerie"], ["Crêperie Ahna", "Annaïg Ollivier", "Rue de la Poissonnerie"], ["Librairie Le Bel Aujourd’hui", "Isabelle Hamon", "Grande Rue"], ["Opticiens Le Bras", "Morgane Le Bras", "Place Du Guesclin"], ["Chocolaterie Saint-Malo", "Yves Briand", "Rue du Jerzual"], ["Galerie Anne de Bretagne", "Corentin Morvan", "Rue de l’Apport"], ["Cave Dinannaise", "Loïc Guégan", "Rue Sainte-Claire"], ["Fleurs Mathurin", "Élodie Mathurin", "Place des Cordeliers"], ["Bijouterie Duval", "Patrick Duval", "Rue de l’Horloge"], ["Pharmacie du Guesclin", "Dr Catherine Nédelec", "Place Du Guesclin"]];
    const adhe = plain(c, { ...common, path: "/adherents/", title: "Nos adhérents — Les Vitrines de Dinan", body: `    <h1>Nos adhérents</h1>\n    <ul class="annuaire">\n${adh.map(([e, p, r]) => `      <li><b>${e}</b> — ${p} — ${r}</li>`).join("\n")}\n    </ul>` });
    c.p("email-footer");
    return { "/": ["index.html", home], "/bureau/": ["bureau.html", bureau], "/adherents/": ["adherents.html", adhe] };
  },
});

// f064 — physio clinic in Québec City, Webflow, JSON-LD @graph with employees, email only in JSON-LD
add({
  id: "f064-physio-limoilou-quebec",
  domain: "physiolimoilou-quebec.ca",
  lang: "fr",
  labels: ["team-grid", "jsonld-person", "email-jsonld", "testimonials"],
  truth: {
    emails: { "info@physiolimoilou-quebec.ca": "g" },
    contacts: [
      ["Catherine Bouchard", "Physiothérapeute, propriétaire", "owner"],
      ["Maxime Lavoie", "Physiothérapeute", "other"],
      ["Sarah-Maude Fortin", "Coordonnatrice clinique", "operations"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Accueil"], ["/equipe", "Équipe"], ["/rendez-vous", "Rendez-vous"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@graph": [{ "@type": "MedicalClinic", "@id": "https://physiolimoilou-quebec.ca/#clinique", name: "Physio Limoilou", email: "info@physiolimoilou-quebec.ca", telephone: "418 529-7710", employee: [{ "@type": "Person", name: "Catherine Bouchard", jobTitle: "Physiothérapeute, propriétaire" }, { "@type": "Person", name: "Maxime Lavoie", jobTitle: "Physiothérapeute" }] }] });
    const footer = `<footer class="footer"><div class="w-container">Physio Limoilou · 1190, 3e Avenue, Québec (QC) G1L 2X3 · 418 529-7710</div></footer>`;
    const common = { brand: "Physio Limoilou", nav, footer, headExtra: ld };
    const home = wf(c, { ...common, title: "Physio Limoilou — Physiothérapie à Québec", body: `<div class="section"><div class="w-container"><h1>Physiothérapie, rééducation périnéale et ergothérapie</h1><div class="testimonial">« Catherine m’a remis sur pied après mon entorse. » — Marc-André P.</div></div></div>` });
    const equipe = wf(c, { ...common, path: "/equipe", title: "Équipe — Physio Limoilou", body: `<div class="section"><div class="w-container"><h1>Équipe</h1>${f.dynList([["Catherine Bouchard", "Physiothérapeute, propriétaire"], ["Maxime Lavoie", "Physiothérapeute"], ["Sarah-Maude Fortin", "Coordonnatrice clinique"]], ([n, t]) => `<div class="card-team">${f.img(slug(n) + ".jpg", "", "team-pic")}<h3>${n}</h3><p class="small-text">${t}</p></div>`, "team-collection", "team-collection-item")}</div></div>` });
    const rdv = wf(c, { ...common, path: "/rendez-vous", title: "Rendez-vous — Physio Limoilou", body: `<div class="section"><div class="w-container"><h1>Prendre rendez-vous</h1><p>Téléphonez au 418 529-7710 ou remplissez le formulaire.</p>${f.form("RDV", [["text", "nom", "Nom", ""], ["email", "courriel", "Courriel", placeholder(c, "exemple@courriel.com")]], "Envoyer")}</div></div>` });
    return { "/": ["index.html", home], "/equipe": ["equipe.html", equipe], "/rendez-vous": ["rendez-vous.html", rdv] };
  },
});

export default sites;
