import { ml, tx, ob, cf, CF_SCRIPT, placeholder, agency, asset, ver, sentry, jsonld, slug, wp, g, el, E, divi, D, wix, W, sqs, Q, wf, WF, bs, h4, plain, SVG_LI, SVG_MAIL, SVG_PHONE, SVG_WA } from "./_lib.mjs";

const sites = [];
const add = (s) => sites.push(s);

// f017 — funeral directors, Divi, funeral notices, family prose, UK company details
add({
  id: "f017-whitcombe-funeral-directors-frome",
  domain: "whitcombefunerals-frome.co.uk",
  lang: "en",
  labels: ["obituary", "about-prose", "legal-notice", "email-footer"],
  truth: {
    emails: { "enquiries@whitcombefunerals-frome.co.uk": "g", "helen@whitcombefunerals-frome.co.uk": ["p", "Helen Whitcombe-Price"] },
    contacts: [
      ["James Whitcombe", "Funeral Director", "owner"],
      ["Helen Whitcombe-Price", "Office Manager", "operations"],
    ],
  },
  build(c) {
    const x = D(c);
    const nav = [["/", "Home"], ["/funeral-notices/", "Funeral Notices"], ["/about-us/", "About Us"]];
    const footer = `<div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><p>Whitcombe &amp; Daughters, 14 Catherine Hill, Frome, Somerset BA11 1BY<br>Available 24 hours: 01373 462 118 · ${ml(c, "enquiries@whitcombefunerals-frome.co.uk")}</p></div></div></div><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Whitcombe &amp; Daughters Funeral Directors Ltd. Registered in England and Wales, company no. 04128833. Registered office: 14 Catherine Hill, Frome BA11 1BY. Directors: James Whitcombe, Helen Whitcombe-Price. Member of the National Association of Funeral Directors.</div></div></div>`;
    const common = { brand: "Whitcombe & Daughters", nav, footer };
    const home = divi(c, {
      ...common,
      title: "Whitcombe & Daughters | Independent Funeral Directors in Frome",
      body: x.section([x.row([x.col([x.text(`<h1>Caring for Frome families since 1952</h1><p>An independent, family-owned funeral directors offering traditional, woodland and direct cremation funerals across East Somerset.</p><p>Call us any time on <strong>01373 462 118</strong>.</p>`)])])]),
    });
    const notices = [
      ["Margaret Ann Tuckey", "Peacefully at Frome Community Hospital on 2nd March, aged 91. Funeral service at Christ Church, Frome, on Friday 15th March at 11am. Family flowers only; donations to Dorothy House Hospice."],
      ["Reginald “Reg” Harwood", "Suddenly at home on 28th February, aged 77. Service at Mendip Crematorium, Tuesday 12th March, 2.30pm."],
      ["Patricia Elaine Moxham (née Goold)", "On 25th February, aged 84, beloved wife of the late Derek. Thanksgiving service at St John’s, Frome."],
      ["Colin Frederick Spencer", "Aged 69. Private cremation followed by a celebration of Colin’s life at the Cornerhouse."],
      ["Dorothy May Cabell", "Aged 102. Funeral at Holy Trinity, Nunney, Thursday 7th March, 1pm."],
    ];
    const nt = divi(c, {
      ...common,
      path: "/funeral-notices/",
      title: "Funeral Notices | Whitcombe & Daughters",
      body: x.section([x.row([x.col([x.text("<h1>Funeral Notices</h1><p>Details of forthcoming funerals we are arranging, published with the family’s permission.</p>"), ...notices.map(([n, t]) => x.blurb(n, `<p>${t}</p>`))])]), x.row([x.col([x.contactForm([["name", "Your name"], ["email", placeholder(c, "you@example.com"), "email"], ["message", "Your message of condolence", "text"]], "Send")])])]),
    });
    const about = divi(c, {
      ...common,
      path: "/about-us/",
      title: "About Us | Whitcombe & Daughters",
      body: x.section([
        x.row([x.col([x.text(`<h1>Three generations, one promise</h1><p>Alan Whitcombe opened the business in 1952 after leaving the joinery trade. Although now in his nineties, he still calls in most Fridays. Today the firm is run by his grandchildren: James Whitcombe, our Funeral Director, who conducts most of our services himself, and his sister Helen Whitcombe-Price, our Office Manager, who looks after arrangements, paperwork and pre-paid plans.</p><p>If you would like to talk through a funeral plan, Helen is happy to visit you at home — email her on helen@whitcombefunerals-frome.co.uk.</p>`)], "2_3"), x.col([x.text(`<p><img src="https://${c.domain}/wp-content/uploads/2019/04/james-helen.jpg" alt="James and Helen outside the Catherine Hill office"></p>`)], "1_3", true)]),
      ]),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/funeral-notices/": ["funeral-notices.html", nt], "/about-us/": ["about-us.html", about] };
  },
});

// f018 — accountants, Elementor Premium Addons "person" widget, company details, agency credit
add({
  id: "f018-pennock-harland-accountants-harrogate",
  domain: "pennockharland-harrogate.co.uk",
  lang: "en",
  labels: ["team-grid", "legal-notice", "email-in-person-card", "email-footer"],
  truth: {
    emails: { "office@pennockharland-harrogate.co.uk": "g", "sarah.pennock@pennockharland-harrogate.co.uk": ["p", "Sarah Pennock"], "m.harland@pennockharland-harrogate.co.uk": ["p", "Mark Harland"], "payroll@pennockharland-harrogate.co.uk": "r" },
    contacts: [
      ["Sarah Pennock", "Managing Director, FCA", "owner"],
      ["Mark Harland", "Director", "owner"],
      ["Josh Whiteley", "Payroll & Bookkeeping Manager", "operations"],
      ["Aisha Bashir", "Trainee Accountant", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const d = c.domain;
    const nav = [["/", "Home"], ["/services/", "Services"], ["/meet-the-team/", "Meet the Team"], ["/contact/", "Contact"]];
    const footer = e.section([
      e.col([e.text(`<p><strong>Pennock Harland Ltd</strong><br>3 Princes Square, Harrogate HG1 1ND<br>01423 566 904 · <a href="mailto:office@pennockharland-harrogate.co.uk">office@pennockharland-harrogate.co.uk</a></p>`)], 50),
      e.col([e.text(`<p class="small">Pennock Harland Ltd is a company registered in England &amp; Wales (No. 09876543). Registered office as above. Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales.</p><p class="small">Website by Nidd Valley Creative – ${agency(c, "studio@niddvalleycreative.co.uk")}</p>`)], 50),
    ]);
    c.p("email-mailto");
    const common = { brand: "Pennock Harland", nav, footer, skip: "Skip to content", htmlLang: "en-GB" };
    const home = el(c, { ...common, title: "Pennock Harland | Chartered Accountants in Harrogate", body: e.section([e.col([e.heading("Chartered accountants for owner-managed businesses", "h1"), e.text("<p>Year-end accounts, tax returns, VAT, payroll and cloud bookkeeping for Yorkshire businesses.</p>"), e.button("/contact/", "Book a free consultation")])]) });
    const services = el(c, { ...common, path: "/services/", title: "Services | Pennock Harland", body: e.section([e.col([e.heading("Services", "h1"), e.iconList([["fas fa-check", "Annual accounts & corporation tax"], ["fas fa-check", "Self assessment"], ["fas fa-check", "Making Tax Digital for VAT"], ["fas fa-check", "Payroll & auto-enrolment"]])])]) });
    const person = (img, name, title, mail, li) =>
      e.w(
        "premium-addon-person",
        `<div class="premium-person-container premium-person-style1"><div class="premium-person-image-container"><div class="premium-person-image-wrap"><img decoding="async" src="https://${d}/wp-content/uploads/2022/10/${img}" alt="${name}" class="premium-person-image"></div><div class="premium-person-social"><div class="premium-person-list">${li ? `<li class="premium-person-list-item premium-person-linkedin"><a href="${li}" class="premium-person-social-link" target="_blank"><i class="fab fa-linkedin-in"></i></a></li>` : ""}${mail ? `<li class="premium-person-list-item premium-person-mail"><a href="mailto:${mail}" class="premium-person-social-link"><i class="fas fa-envelope"></i></a></li>` : ""}</div></div></div><div class="premium-person-info"><div class="premium-person-info-container"><h3 class="premium-person-name"><span>${name}</span></h3><h4 class="premium-person-title"><span>${title}</span></h4></div></div></div>`,
      );
    const team = el(c, {
      ...common,
      path: "/meet-the-team/",
      title: "Meet the Team | Pennock Harland",
      body:
        e.section([e.col([e.heading("Meet the team", "h1")])]) +
        e.section([
          e.col([person("sarah.jpg", "Sarah Pennock", "Managing Director, FCA", "sarah.pennock@pennockharland-harrogate.co.uk", "https://www.linkedin.com/in/sarahpennockfca/")], 25),
          e.col([person("mark.jpg", "Mark Harland", "Director", "m.harland@pennockharland-harrogate.co.uk")], 25),
          e.col([person("josh.jpg", "Josh Whiteley", "Payroll &amp; Bookkeeping Manager", "payroll@pennockharland-harrogate.co.uk")], 25),
          e.col([person("aisha.jpg", "Aisha Bashir", "Trainee Accountant")], 25),
        ]),
    });
    const contact = el(c, { ...common, path: "/contact/", title: "Contact | Pennock Harland", body: e.section([e.col([e.heading("Get in touch", "h1"), e.text("<p>Call 01423 566 904 or use the form and we’ll come back to you within one working day.</p>")], 50), e.col([e.form([["text", "name", "Name"], ["email", "email", placeholder(c, "name@company.co.uk")], ["textarea", "message", "How can we help?"]], "Send enquiry")], 50)]) });
    return { "/": ["index.html", home], "/services/": ["services.html", services], "/meet-the-team/": ["meet-the-team.html", team], "/contact/": ["contact.html", contact] };
  },
});

// f019 — branding agency, Webflow, client logos (client-list), team collection with the role first
add({
  id: "f019-fieldnote-studio-margate",
  domain: "fieldnotestudio-margate.co.uk",
  lang: "en",
  labels: ["team-grid", "client-list", "testimonials", "name-lookalikes"],
  truth: {
    emails: { "hello@fieldnotestudio-margate.co.uk": "g", "newbusiness@fieldnotestudio-margate.co.uk": "r" },
    contacts: [
      ["Rosa Ellingham", "Founder & Creative Director", "owner"],
      ["Kwame Asante-Boateng", "Design Director", "other"],
      ["Lily Tran", "Studio Manager", "operations"],
      ["Ollie Duggan", "Social & Content Lead", "marketing"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Work"], ["/studio", "Studio"], ["/contact", "Contact"]];
    const footer = `<footer class="footer"><div class="container w-container"><div class="footer-row"><a href="mailto:hello@fieldnotestudio-margate.co.uk" class="footer-mail">hello@fieldnotestudio-margate.co.uk</a><div>Fieldnote Studio Ltd · 22 Hawley Square, Margate CT9 1PF</div></div></div></footer>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Fieldnote", nav, footer };
    const clients = ["Hartley &amp; Sons Joinery", "Turner Contemporary Friends", "Barnes Brewing Co.", "The Walpole Bay Hotel", "Cliftonville Farmers Market", "Bennett Opticians"];
    const home = wf(c, {
      ...common,
      title: "Fieldnote — Brand & packaging studio, Margate",
      body: `<div class="section hero"><div class="container w-container"><h1 class="h1">Brands for independent makers, grocers and places.</h1></div></div>
<div class="section"><div class="container w-container"><div class="eyebrow">Selected clients</div><div class="logo-grid">${clients.map((n, i) => `<img src="https://assets-global.website-files.com/${c.hex(24)}/${c.hex(24)}_client-${i}.svg" loading="lazy" alt="${n}" class="client-logo"/>`).join("")}</div></div></div>
<div class="section"><div class="container w-container"><div class="quote-block"><p class="quote">“Rosa and the team understood our beer better than we did.”</p><div class="quote-author">Tom Barnes</div><div class="quote-role">Co-founder, Barnes Brewing Co.</div></div></div></div>`,
    });
    const team = [["Founder &amp; Creative Director", "Rosa Ellingham"], ["Design Director", "Kwame Asante-Boateng"], ["Studio Manager", "Lily Tran"], ["Social &amp; Content Lead", "Ollie Duggan"]];
    const studio = wf(c, {
      ...common,
      path: "/studio",
      title: "Studio — Fieldnote",
      body: `<div class="section"><div class="container w-container"><h1 class="h2">A small studio by the sea.</h1><p class="paragraph-large">Six people, one big table, and a lot of Pantone swatches.</p>${f.dynList(team, ([t, n]) => `${f.img(slug(n) + ".jpg", "", "person-img")}<div class="person-role">${t}</div><div class="person-name">${n}</div>`, "people-grid", "person")}</div></div>`,
    });
    const contact = wf(c, {
      ...common,
      path: "/contact",
      title: "Contact — Fieldnote",
      body: `<div class="section"><div class="container w-container"><h1 class="h2">Start a project</h1><p>New business: <a href="mailto:newbusiness@fieldnotestudio-margate.co.uk">newbusiness@fieldnotestudio-margate.co.uk</a> — Lily will set up a call.</p>${f.form("Enquiry", [["text", "name", "Name", "Jane Smith"], ["email", "email", "Email", placeholder(c, "jane@yourbrand.com")], ["textarea", "brief", "Tell us about the project", ""]], "Send")}</div></div>`,
    });
    return { "/": ["index.html", home], "/studio": ["studio.html", studio], "/contact": ["contact.html", contact] };
  },
});

// f020 — industry summit, Squarespace: organiser team as list section, speakers as summary items
add({
  id: "f020-westport-food-summit",
  domain: "westportfoodsummit.ie",
  lang: "en",
  labels: ["event-speakers", "team-grid", "email-footer"],
  truth: {
    emails: { "info@westportfoodsummit.ie": "g", "sponsorship@westportfoodsummit.ie": "r", "aoife@westportfoodsummit.ie": ["p", "Aoife Ní Mháille"] },
    contacts: [
      ["Aoife Ní Mháille", "Festival Director", "owner"],
      ["Ciarán O'Dowd", "Programme & Operations", "operations"],
      ["Sinéad Gallagher", "Marketing & Partnerships", "marketing"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Home"], ["/speakers", "Speakers"], ["/team", "Team"]];
    const footer = q.section(q.html(`<p>Westport Food Summit CLG · The Quay, Westport, Co. Mayo F28 K2X4 · Registered charity no. 20207811</p><p>${ml(c, "info@westportfoodsummit.ie")}</p>`), "black");
    const common = { brand: "Westport Food Summit", nav, footer, region: "IE", tz: "Europe/Dublin" };
    const home = sqs(c, {
      ...common,
      title: "Westport Food Summit 2024 — 20–21 September",
      body: q.section(q.html(`<h1>Westport Food Summit 2024</h1><h3>20–21 September · Town Hall Theatre, Westport</h3><p>Two days of talks, tastings and workshops on the future of Irish food, from farm to fork.</p><p><a class="sqs-block-button-element" href="/speakers">See the speakers</a></p>`)),
    });
    const sp = [
      ["Darina Ryan", "Chef-proprietor, Cnoc Farmhouse Kitchen"],
      ["Prof. Eoin McNally", "Teagasc Food Research Centre"],
      ["Maeve Hennessy", "Founder, Achill Island Sea Salt"],
      ["Tomás Ó Ceallaigh", "Fisheries officer, BIM"],
      ["Grace Whelan", "Food writer, The Irish Times"],
      ["JP McMahon", "Chef"],
    ];
    const speakers = sqs(c, {
      ...common,
      path: "/speakers",
      title: "Speakers — Westport Food Summit",
      body: q.section(q.html("<h1>2024 Speakers</h1>") + q.summary(sp.map(([n, t]) => ({ href: `/speakers/${slug(n)}`, img: `${slug(n)}.jpg`, alt: n, title: n, excerpt: t, cat: "Speaker" })))),
    });
    const team = sqs(c, {
      ...common,
      path: "/team",
      title: "Team — Westport Food Summit",
      body: q.listSection("The people behind the Summit", [
        { img: "aoife.jpg", title: "Aoife Ní Mháille", desc: `<p>Festival Director</p><p><a href="mailto:aoife@westportfoodsummit.ie">aoife@westportfoodsummit.ie</a></p>` },
        { img: "ciaran.jpg", title: "Ciarán O'Dowd", desc: "<p>Programme &amp; Operations</p>" },
        { img: "sinead.jpg", title: "Sinéad Gallagher", desc: `<p>Marketing &amp; Partnerships</p><p>Partnership enquiries: <a href="mailto:sponsorship@westportfoodsummit.ie">sponsorship@westportfoodsummit.ie</a></p>` },
      ]),
    });
    c.p("email-in-person-card");
    return { "/": ["index.html", home], "/speakers": ["speakers.html", speakers], "/team": ["team.html", team] };
  },
});

// f021 — plumbing & heating, Wix, "ask for Dave", nickname vs legal name, WhatsApp
add({
  id: "f021-cartwright-plumbing-stockport",
  domain: "cartwrightplumbing-stockport.co.uk",
  lang: "en",
  labels: ["legal-notice", "testimonials", "name-lookalikes"],
  truth: {
    emails: { "cartwrightplumbing@outlook.com": "g" },
    contacts: [
      ["David Cartwright", "Director", "owner"],
      ["Gemma", "office manager", "operations"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Home"], ["/services", "Services"], ["/contact-us", "Contact Us"]];
    const footer = w.rich([`Cartwright Plumbing &amp; Heating Ltd · Company No. 11223344 · Registered office: 7 Wellington Road North, Stockport SK4 1AF · Director: David Cartwright`, `Gas Safe Registered No. 558812`], "font_9");
    const common = { brand: "Cartwright Plumbing & Heating", nav, footer, css: ["#comp-lx2k9p1q{position:absolute;top:80px;left:0}"] };
    const home = wix(c, {
      ...common,
      title: "Cartwright Plumbing & Heating | Boilers & Bathrooms Stockport",
      body: w.section(
        w.rich([w.h("Boiler installs, servicing &amp; bathrooms across Stockport", 1, "font_0"), `Worcester Bosch accredited installers · 10-year guarantees · No call-out charge`]) +
          w.box(w.rich([`${w.sp("Need a quote? Ask for Dave —", "font-weight:bold;")} ${w.sp("call or WhatsApp 07700 934 221")}`])) +
          w.rich([w.h("Reviews", 3), `“Dave fitted our new combi in a day, tidy and polite.” — ${w.sp("Lindsay P., Heaton Moor")}`, `“Brilliant service from start to finish.” — ${w.sp("Mr &amp; Mrs Okafor, Edgeley")}`]),
      ),
    });
    const services = wix(c, { ...common, path: "/services", title: "Services | Cartwright Plumbing", body: w.section(w.rich([w.h("Services", 1), "Boiler installation and replacement", "Annual boiler service from £75", "Landlord gas safety certificates", "Full bathroom refits — Victoria Plumb &amp; Roper Rhodes stockists"])) });
    const contact = wix(c, {
      ...common,
      path: "/contact-us",
      title: "Contact Us | Cartwright Plumbing",
      body: w.section(
        w.rich([w.h("Contact us", 1), `Office: 0161 480 2271 (Mon–Fri 8–4, ask for ${w.sp("Gemma")}, our office manager)`, `Email: ${tx(c, "cartwrightplumbing@outlook.com")}`, `Unit 3, Kingston Mill, Chestergate, Stockport SK3 0AL`]) + w.input("Name") + w.input(placeholder(c, "example@mail.com"), "email") + w.input("Postcode"),
      ),
    });
    return { "/": ["index.html", home], "/services": ["services.html", services], "/contact-us": ["contact-us.html", contact] };
  },
});

// f022 — dental practice in Australia, Bootstrap 4 cards, qualifications after the title, patient reviews
add({
  id: "f022-bellarine-family-dental-drysdale",
  domain: "bellarinefamilydental-drysdale.com.au",
  lang: "en",
  labels: ["team-grid", "testimonials", "email-in-person-card"],
  truth: {
    emails: { "reception@bellarinefamilydental-drysdale.com.au": "r", "dr.nguyen@bellarinefamilydental-drysdale.com.au": ["p", "Minh Nguyen"] },
    contacts: [
      ["Minh Nguyen", "Principal Dentist", "owner"],
      ["Charlotte Bruce", "Dentist", "other"],
      ["Kylie Summers", "Practice Manager", "operations"],
      ["Jess O'Brien", "Dental Nurse", "other"],
    ],
  },
  build(c) {
    const nav = [["/", "Home"], ["/our-team.html", "Our Team"], ["/contact.html", "Contact"]];
    const footer = `<footer class="py-4 bg-dark text-white-50"><div class="container"><div class="row"><div class="col-md-8"><small>Bellarine Family Dental · 14 High Street, Drysdale VIC 3222 · (03) 5251 3390 · ABN 51 624 118 903</small></div><div class="col-md-4 text-md-right"><small>&copy; 2024</small></div></div></div></footer>`;
    const common = { brand: "Bellarine Family Dental", nav, footer, bs4: true, htmlLang: "en-AU", fa: false };
    const home = bs(c, {
      ...common,
      title: "Bellarine Family Dental | Dentist Drysdale",
      body: `<div class="jumbotron jumbotron-fluid mb-0"><div class="container"><h1 class="display-4">Gentle dentistry for the whole family</h1><p class="lead">Check-ups, children’s dentistry, Invisalign and emergency appointments. HICAPS on the spot.</p></div></div>
<section class="container py-5"><h2>Patient reviews</h2><div class="row">
<div class="col-md-4"><div class="card border-0"><div class="card-body"><p class="card-text">“Dr Nguyen is so patient with my anxious kids.”</p><p class="text-muted mb-0">— Rebecca H., Clifton Springs</p></div></div></div>
<div class="col-md-4"><div class="card border-0"><div class="card-body"><p class="card-text">“Got me in the same day with a cracked tooth.”</p><p class="text-muted mb-0">— Daniel Ferraro</p></div></div></div>
<div class="col-md-4"><div class="card border-0"><div class="card-body"><p class="card-text">“Kylie on the front desk sorted my health fund claim in minutes.”</p><p class="text-muted mb-0">— Sue W.</p></div></div></div>
</div></section>`,
    });
    const card = (img, name, title, quals, extra = "") => `<div class="col-sm-6 col-lg-3 mb-4"><div class="card h-100"><img class="card-img-top" src="/images/team/${img}" alt="${name}"><div class="card-body"><h4 class="card-title h5">${name}</h4><p class="card-text"><strong>${title}</strong>${quals ? `<br><small class="text-muted">${quals}</small>` : ""}</p>${extra}</div></div></div>`;
    const team = bs(c, {
      ...common,
      path: "/our-team.html",
      title: "Our Team | Bellarine Family Dental",
      body: `<section class="container py-5"><h1 class="mb-4">Our Team</h1><div class="row">
${card("minh.jpg", "Dr Minh Nguyen", "Principal Dentist", "BDSc (Melb), FRACDS", `<a class="card-link" href="mailto:dr.nguyen@bellarinefamilydental-drysdale.com.au">Email Dr Nguyen</a>`)}
${card("charlotte.jpg", "Dr Charlotte Bruce", "Dentist", "DDS (Melb)")}
${card("kylie.jpg", "Kylie Summers", "Practice Manager", "")}
${card("jess.jpg", "Jess O'Brien", "Dental Nurse", "Cert IV Dental Assisting")}
</div></section>`,
    });
    const contact = bs(c, {
      ...common,
      path: "/contact.html",
      title: "Contact | Bellarine Family Dental",
      body: `<section class="container py-5"><h1>Contact</h1><p>Phone (03) 5251 3390<br>Email <a href="mailto:reception@bellarinefamilydental-drysdale.com.au">reception@bellarinefamilydental-drysdale.com.au</a></p><p>Mon–Fri 8:30am–5:30pm, Sat 9am–1pm</p><form><div class="form-group"><label>Email address</label><input type="email" class="form-control" placeholder="${placeholder(c, "you@example.com")}"></div><button class="btn btn-primary">Request appointment</button></form></section>`,
    });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/our-team.html": ["our-team.html", team], "/contact.html": ["contact.html", contact] };
  },
});

// f023 — solicitors, WordPress media-text per partner, JSON-LD LegalService employees, street names
add({
  id: "f023-nelson-prideaux-solicitors-truro",
  domain: "nelsonprideaux-truro.co.uk",
  lang: "en",
  labels: ["team-grid", "jsonld-person", "name-lookalikes", "email-in-person-card", "legal-notice"],
  truth: {
    emails: { "law@nelsonprideaux-truro.co.uk": "g", "rachel.prideaux@nelsonprideaux-truro.co.uk": ["p", "Rachel Prideaux"], "tom.kessell@nelsonprideaux-truro.co.uk": ["p", "Tom Kessell"] },
    contacts: [
      ["Rachel Prideaux", "Senior Partner", "owner"],
      ["Tom Kessell", "Partner – Private Client", "owner"],
      ["Bethany Rowe", "Associate Solicitor", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Home"], ["/our-people/", "Our People"], ["/legal-information/", "Legal Information"]];
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "LegalService", name: "Nelson Prideaux Solicitors", telephone: "01872 270 433", address: { "@type": "PostalAddress", streetAddress: "Nelson House, 9 Lemon Street", addressLocality: "Truro", postalCode: "TR1 2LS" }, employee: [{ "@type": "Person", name: "Rachel Prideaux", jobTitle: "Senior Partner" }, { "@type": "Person", name: "Tom Kessell", jobTitle: "Partner – Private Client" }] });
    const footer = `<div class="site-footer-inner"><p>Nelson Prideaux Solicitors, Nelson House, 9 Lemon Street, Truro TR1 2LS · 01872 270 433 · <a href="mailto:law@nelsonprideaux-truro.co.uk">law@nelsonprideaux-truro.co.uk</a></p><p>Authorised and regulated by the Solicitors Regulation Authority (SRA No. 612345).</p></div>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Nelson Prideaux Solicitors", nav, footer, headExtra: ld, theme: "astra", htmlLang: "en-GB" };
    const home = wp(c, { ...common, title: "Nelson Prideaux Solicitors – Truro", body: [g.h("Solicitors in the heart of Truro", 1), g.p("Wills, probate, lasting powers of attorney, residential conveyancing and farm succession. Named after our offices in Nelson House, not the admiral."), g.btn("/our-people/", "Our people")].join("\n") });
    const people = wp(c, {
      ...common,
      path: "/our-people/",
      title: "Our People – Nelson Prideaux Solicitors",
      pageTitle: "Our People",
      body: [
        g.mediaText(`https://${d}/wp-content/uploads/2021/02/rachel.jpg`, "Rachel Prideaux", [g.h("Rachel Prideaux", 3), g.p("<em>Senior Partner</em>"), g.p("Rachel qualified in 1998 and specialises in agricultural property and farm succession. She is a member of the Agricultural Law Association."), g.p(`<a href="mailto:rachel.prideaux@nelsonprideaux-truro.co.uk">rachel.prideaux@nelsonprideaux-truro.co.uk</a>`)].join("\n")),
        g.mediaText(`https://${d}/wp-content/uploads/2021/02/tom.jpg`, "Tom Kessell", [g.h("Tom Kessell", 3), g.p("<em>Partner – Private Client</em>"), g.p("Tom leads our wills, trusts and probate team and is a full member of STEP."), g.p(`<a href="mailto:tom.kessell@nelsonprideaux-truro.co.uk">tom.kessell@nelsonprideaux-truro.co.uk</a>`)].join("\n"), true),
        g.mediaText(`https://${d}/wp-content/uploads/2021/02/bethany.jpg`, "Bethany Rowe", [g.h("Bethany Rowe", 3), g.p("<em>Associate Solicitor</em>"), g.p("Bethany handles residential conveyancing across Cornwall.")].join("\n")),
      ].join("\n"),
    });
    const legal = wp(c, {
      ...common,
      path: "/legal-information/",
      title: "Legal Information – Nelson Prideaux Solicitors",
      pageTitle: "Legal Information",
      body: [g.p("Nelson Prideaux Solicitors is the trading name of Nelson Prideaux LLP, a limited liability partnership registered in England and Wales under number OC401122. Registered office: Nelson House, 9 Lemon Street, Truro TR1 2LS. A list of members is available at the registered office. The term “partner” refers to a member of the LLP."), g.p("Complaints: please contact our Compliance Officer for Legal Practice, Rachel Prideaux.")].join("\n"),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/our-people/": ["our-people.html", people], "/legal-information/": ["legal-information.html", legal] };
  },
});

// f024 — café & bakery, WordPress block theme, co-founders named together, blog post footer
add({
  id: "f024-fairweather-bakehouse-hebden-bridge",
  domain: "fairweatherbakehouse-hebden.co.uk",
  lang: "en",
  labels: ["about-prose", "name-lookalikes", "junk-asset"],
  truth: {
    emails: { "hello@fairweatherbakehouse-hebden.co.uk": "g", "orders@fairweatherbakehouse-hebden.co.uk": "r" },
    contacts: [
      ["Tom Fairweather", null, "owner"],
      ["Sarah Fairweather", null, "owner"],
      ["Niamh Kelly", "Head Baker", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Home"], ["/our-story/", "Our Story"], ["/journal/sourdough-starter-care/", "Journal"]];
    const footer = `<div class="footer-cols"><p>Fairweather Bakehouse · 5 Market Street, Hebden Bridge HX7 6AA<br>Wed–Sun 8am–3pm</p><p>Wholesale &amp; celebration cakes: <a href="mailto:orders@fairweatherbakehouse-hebden.co.uk?subject=Order%20enquiry">orders@fairweatherbakehouse-hebden.co.uk</a></p></div>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Fairweather Bakehouse", nav, footer, theme: "twentytwentythree", htmlLang: "en-GB" };
    const home = wp(c, {
      ...common,
      title: "Fairweather Bakehouse – Sourdough, pastries & coffee in Hebden Bridge",
      body: [g.h("Slow bread, strong coffee", 1), `<figure class="wp-block-image size-full"><img src="https://${d}/wp-content/uploads/2023/04/counter.jpg" srcset="https://${d}/wp-content/uploads/2023/04/counter.jpg 1200w, https://${d}/wp-content/uploads/2023/04/${asset(c, "counter@2x.jpg")} 2400w" alt="The counter at Fairweather Bakehouse"/></figure>`, g.cols([g.p("<strong>The Calder Loaf</strong><br>Our everyday white sourdough."), g.p("<strong>Lady Grey Buns</strong><br>Cardamom, bergamot glaze."), g.p("<strong>Sylvia Plath Rye</strong><br>Dark rye with treacle, named for Heptonstall’s poet.")])].join("\n"),
    });
    const story = wp(c, {
      ...common,
      path: "/our-story/",
      title: "Our Story – Fairweather Bakehouse",
      pageTitle: "Our Story",
      body: [
        g.p("Fairweather Bakehouse was started in 2011 by Tom and Sarah Fairweather in the back kitchen of their terrace on Birchcliffe Road. Tom was a carpenter who’d caught the sourdough bug; Sarah had spent ten years as a pastry chef in Leeds."),
        g.p("The shop on Market Street followed in 2014, and after the 2015 floods the town helped us rebuild it. Tom still does the 4am shift most days. Since 2021 Niamh Kelly has been our Head Baker, and she’s responsible for the laminated pastries everyone queues for."),
        g.p("Got a question? Drop us a line at hello@fairweatherbakehouse-hebden.co.uk."),
      ].join("\n"),
    });
    const post = wp(c, {
      ...common,
      path: "/journal/sourdough-starter-care/",
      title: "How to keep your sourdough starter happy – Fairweather Bakehouse",
      pageTitle: "How to keep your sourdough starter happy",
      body: [g.p("Feed it, keep it warm, and don’t panic if it smells like nail varnish. Here are our five rules for a lively starter…"), g.list(["Feed 1:1:1 by weight.", "Use a little rye flour.", "Keep it between 22 and 26 °C.", "Discard before feeding, not after.", "Give it a name. Ours is Clint Yeastwood."]), `<div class="post-author-box"><p><em>Words by Sarah — co-founder and resident pastry obsessive.</em></p></div>`].join("\n"),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/our-story/": ["our-story.html", story], "/journal/sourdough-starter-care/": ["sourdough-starter-care.html", post] };
  },
});

// f025 — chamber of commerce, hand-written HTML5, member directory (dozens of names), staff list
add({
  id: "f025-kendal-chamber-of-trade",
  domain: "kendalchamberoftrade.org.uk",
  lang: "en",
  labels: ["directory", "name-lookalikes", "email-in-person-card"],
  truth: {
    emails: { "info@kendalchamberoftrade.org.uk": "g", "membership@kendalchamberoftrade.org.uk": "r", "claire.dobson@kendalchamberoftrade.org.uk": ["p", "Claire Dobson"] },
    contacts: [
      ["Claire Dobson", "Chief Executive", "owner"],
      ["Ravi Mistry", "Membership & Events Officer", "marketing"],
      ["Peter Harrison", "Chair", "owner"],
    ],
  },
  build(c) {
    const nav = [["/", "Home"], ["/members/", "Member Directory"], ["/about/", "About the Chamber"]];
    const footer = `    <p>Kendal Chamber of Trade · 41 Highgate, Kendal LA9 4ED · 01539 720 118 · ${ml(c, "info@kendalchamberoftrade.org.uk")}</p>`;
    c.p("email-footer");
    const common = { brand: "Kendal Chamber of Trade", nav, footer, htmlLang: "en-GB" };
    const home = plain(c, { ...common, title: "Kendal Chamber of Trade", body: `    <section class="intro"><h1>Supporting Kendal’s businesses since 1906</h1><p>Networking breakfasts, the Christmas lights switch-on and a loud voice for local traders.</p></section>` });
    const members = [
      ["Abbot Hall Framing", "Picture framing", "Gillian Abbot", "gillian@abbothallframing.co.uk"],
      ["Beck &amp; Sons Butchers", "Butcher", "Andrew Beck", "beckbutchers@btinternet.com"],
      ["Castle Street Dental", "Dentist", "Dr Fiona Lamb", "reception@castlestreetdental.co.uk"],
      ["Dalton Electrical", "Electrician", "Steve Dalton", null],
      ["Farrer’s Tea &amp; Coffee", "Café", "Hannah Farrer", "hello@farrerstea.co.uk"],
      ["Gilpin Accountancy", "Accountant", "Michael Gilpin", "mike@gilpinaccountancy.co.uk"],
      ["Highgate Hair", "Hairdresser", "Kerry Lowther", null],
      ["K Shoes Outlet", "Footwear", "Manager: Joanne Birkett", null],
      ["Lakeland Mountain Guides", "Outdoor", "Jamie Robinson", "jamie@lakelandmountainguides.co.uk"],
      ["Moss &amp; Whitwell Estate Agents", "Property", "Lucy Whitwell", "lucy@mosswhitwell.co.uk"],
      ["Nether Bridge Vets", "Veterinary", "Tom Airey", null],
      ["Romney’s Mint Cake", "Confectionery", "David Wiper", "sales@romneysmintcake.co.uk"],
      ["Stricklandgate Books", "Bookshop", "Ann Carradice", null],
      ["Wainwright Print", "Printing", "Chris Wainwright", "print@wainwrightprint.co.uk"],
    ];
    for (const m of members) if (m[3]) c.j(m[3]);
    const dir = plain(c, {
      ...common,
      path: "/members/",
      title: "Member Directory – Kendal Chamber of Trade",
      body: `    <h1>Member Directory</h1>
    <p>Our members, A–Z. Listings are provided by members; the Chamber cannot vouch for them.</p>
${members.map(([n, s, p, m]) => `    <article class="member"><h3>${n}</h3><p class="cat">${s}</p><p>Contact: ${p}${m ? ` · <a href="mailto:${m}">${m}</a>` : ""}</p></article>`).join("\n")}`,
    });
    const about = plain(c, {
      ...common,
      path: "/about/",
      title: "About the Chamber – Kendal Chamber of Trade",
      body: `    <h1>About the Chamber</h1>
    <p>The Chamber is a not-for-profit membership organisation run by a volunteer board and two staff.</p>
    <h2>Staff</h2>
    <ul class="staff">
      <li><strong>Claire Dobson</strong>, Chief Executive — <a href="mailto:claire.dobson@kendalchamberoftrade.org.uk">claire.dobson@kendalchamberoftrade.org.uk</a></li>
      <li><strong>Ravi Mistry</strong>, Membership &amp; Events Officer — <a href="mailto:membership@kendalchamberoftrade.org.uk">membership@kendalchamberoftrade.org.uk</a></li>
    </ul>
    <h2>Board</h2>
    <p>Chair: Peter Harrison (Harrison’s Outdoor Clothing). Treasurer: Michael Gilpin (Gilpin Accountancy).</p>`,
    });
    return { "/": ["index.html", home], "/members/": ["members.html", dir], "/about/": ["about.html", about] };
  },
});

// f026 — MOT garage, HTML 4 with broken markup, "proprietor", obfuscated words email
add({
  id: "f026-nuttall-motors-burnley",
  domain: "nuttallmotors-burnley.co.uk",
  lang: "en",
  labels: ["broken-markup", "about-prose", "name-lookalikes"],
  truth: {
    emails: { "info@nuttallmotors-burnley.co.uk": "g" },
    contacts: [
      ["Gary Nuttall", "Proprietor", "owner"],
      ["Dean Nuttall", null, "operations"],
    ],
  },
  build(c) {
    const nav = [["index.htm", "Home"], ["mot.htm", "MOT &amp; Servicing"], ["contact.htm", "Contact"]];
    const footer = `Nuttall Motors, Unit 2 Pendle Trading Estate, Churchill Way, Burnley BB11 2TR - Proprietor: Gary Nuttall - VAT Reg 654 1122 09</font>`;
    const common = { brand: "Nuttall Motors", nav, footer, navBg: "#990000", bg: "#F5F5F5" };
    const home = h4(c, {
      ...common,
      title: "Nuttall Motors - MOT Testing Station Burnley",
      body: `<h1><font color=#990000>NUTTALL MOTORS</h1>
<p><b>DVSA Approved MOT Testing Station</b> - Class 4 &amp; 7
<p>Family run garage established 1989 by Gary Nuttall. His son Dean joined as a qualified technician in 2012 and now runs the workshop day to day.
<p>We service all makes - Ford, Vauxhall, VW, Peugeot and vans. Free collection within 3 miles of Burnley centre.
<div class=offer><font color=red>MOT only £35 - book online or ring 01282 455 760</div></div>
<p>Find us just off Churchill Way, behind the Victoria Mill.`,
    });
    const mot = h4(c, { ...common, title: "MOT & Servicing - Nuttall Motors", body: `<h2>MOT &amp; Servicing</h2><table border=1 cellpadding=3><tr><td>MOT Class 4<td>£35.00<tr><td>Interim service<td>from £99<tr><td>Full service<td>from £169<tr><td>Timing belts<td>POA</table>` });
    const contact = h4(c, {
      ...common,
      title: "Contact - Nuttall Motors",
      body: `<h2>Contact us</h2>
<p>Tel: 01282 455 760<br>Mobile: 07831 229 014<br>
Email: ${ob(c, "info@nuttallmotors-burnley.co.uk", "words")}<br>
<small>(type it with the @ and dots - stops the spam!)</small>
<p>Opening: Mon-Fri 8.00-5.30, Sat 8.00-12.00
<p><iframe src="https://maps.google.co.uk/maps?q=BB11+2TR&output=embed" width=400 height=250 frameborder=0></iframe>`,
    });
    return { "/": ["index.htm", home], "/mot.htm": ["mot.htm", mot], "/contact.htm": ["contact.htm", contact] };
  },
});

// f027 — architects, Squarespace image blocks with captions (title before name), company details
add({
  id: "f027-raman-lowe-architects-bath",
  domain: "ramanlowe-bath.co.uk",
  lang: "en",
  labels: ["team-grid", "legal-notice", "email-footer"],
  truth: {
    emails: { "studio@ramanlowe-bath.co.uk": "g" },
    contacts: [
      ["Priya Raman", "Director", "owner"],
      ["Edward Lowe", "Director", "owner"],
      ["Hattie Greenslade", "Architect", "other"],
      ["Marcus Oyelaran", "Part II Architectural Assistant", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Projects"], ["/practice", "Practice"], ["/contact", "Contact"]];
    const footer = q.section(q.html(`<p>Raman Lowe Architects Ltd · Registered in England &amp; Wales no. 10554321 · Registered office: 3 Queen Square, Bath BA1 2HA · <a href="mailto:studio@ramanlowe-bath.co.uk">studio@ramanlowe-bath.co.uk</a></p>`), "black");
    c.p("email-mailto");
    const common = { brand: "Raman Lowe Architects", nav, footer, region: "GB", tz: "Europe/London" };
    const home = sqs(c, { ...common, title: "Raman Lowe Architects — Bath", body: q.section(q.html(`<h1>Careful additions to old buildings.</h1><p>RIBA Chartered Practice working on listed houses, schools and community buildings in Bath and the South West.</p>`)) });
    const practice = sqs(c, {
      ...common,
      path: "/practice",
      title: "Practice — Raman Lowe Architects",
      body:
        q.section(q.html(`<h2>Practice</h2><p>Founded in 2016, we are a team of six architects and designers working from a Georgian townhouse on Queen Square.</p>`)) +
        q.section(
          q.row([
            [3, q.image("priya.jpg", "", "Director — Priya Raman RIBA")],
            [3, q.image("edward.jpg", "", "Director — Edward Lowe RIBA")],
            [3, q.image("hattie.jpg", "", "Architect — Hattie Greenslade")],
            [3, q.image("marcus.jpg", "", "Part II Architectural Assistant — Marcus Oyelaran")],
          ]),
        ),
    });
    const contact = sqs(c, { ...common, path: "/contact", title: "Contact — Raman Lowe Architects", body: q.section(q.row([[6, q.html(`<h2>Contact</h2><p>3 Queen Square, Bath BA1 2HA<br>01225 446 210</p>`)], [6, q.form([["name", "Name", ""], ["email", "Email", placeholder(c, "email@example.com")], ["textarea", "Message", ""]], "Submit")]])) });
    return { "/": ["index.html", home], "/practice": ["practice.html", practice], "/contact": ["contact.html", contact] };
  },
});

// f028 — vets in Ireland, Elementor flexbox containers + image-box, post-nominals, reviews
add({
  id: "f028-slaney-veterinary-enniscorthy",
  domain: "slaneyvets-enniscorthy.ie",
  lang: "en",
  labels: ["team-grid", "testimonials"],
  truth: {
    emails: { "clinic@slaneyvets-enniscorthy.ie": "g" },
    contacts: [
      ["Declan Furlong", "Practice Principal", "owner"],
      ["Orla Kinsella", "Veterinary Surgeon", "other"],
      ["Tadhg Doyle", "Veterinary Surgeon (Large Animal)", "other"],
      ["Niamh Breen", "Head Veterinary Nurse", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const d = c.domain;
    const nav = [["/", "Home"], ["/our-vets/", "Our Vets"], ["/contact/", "Contact"]];
    const footer = e.con([e.text(`<p>Slaney Veterinary Clinic · Templeshannon, Enniscorthy, Co. Wexford Y21 X9P2 · 053 923 3710</p>`)]);
    const common = { brand: "Slaney Veterinary Clinic", nav, footer, skip: "Skip to content", ever: "3.19.2" };
    const home = el(c, {
      ...common,
      title: "Slaney Veterinary Clinic | Small & Large Animal Vets Enniscorthy",
      body: e.con([e.heading("Small animal, equine and farm vets in Enniscorthy", "h1"), e.text("<p>24-hour emergency cover for registered clients.</p>")]) + e.con([e.child([e.testimonial("Orla was brilliant with our old collie at the end. Thank you all.", "The Codd family", "Ballycarney")]), e.child([e.testimonial("Great service on the farm, always on time for TB testing.", "Pat Sinnott", "Dairy farmer, Ferns")])]),
    });
    const vets = el(c, {
      ...common,
      path: "/our-vets/",
      title: "Our Vets | Slaney Veterinary Clinic",
      body:
        e.con([e.heading("Meet the team", "h1")]) +
        e.con([
          e.child([e.imageBox(`https://${d}/wp-content/uploads/2024/01/declan.jpg`, "", "Declan Furlong MVB MRCVS", "Practice Principal", "h4")]),
          e.child([e.imageBox(`https://${d}/wp-content/uploads/2024/01/orla.jpg`, "", "Orla Kinsella MVB", "Veterinary Surgeon", "h4")]),
          e.child([e.imageBox(`https://${d}/wp-content/uploads/2024/01/tadhg.jpg`, "", "Tadhg Doyle MVB", "Veterinary Surgeon (Large Animal)", "h4")]),
          e.child([e.imageBox(`https://${d}/wp-content/uploads/2024/01/niamh.jpg`, "", "Niamh Breen RVN", "Head Veterinary Nurse", "h4")]),
        ]),
    });
    const contact = el(c, { ...common, path: "/contact/", title: "Contact | Slaney Veterinary Clinic", body: e.con([e.heading("Contact", "h1"), e.text(`<p>Phone 053 923 3710 (24 hrs)<br>Email: ${cf(c, "clinic@slaneyvets-enniscorthy.ie")}</p>`), e.form([["text", "name", "Your name"], ["email", "email", placeholder(c, "your@email.ie")], ["textarea", "message", "Message"]], "Send")]), bodyEnd: CF_SCRIPT });
    return { "/": ["index.html", home], "/our-vets/": ["our-vets.html", vets], "/contact/": ["contact.html", contact] };
  },
});

// f029 — software consultancy, hand-written HTML5, JSON-LD @graph only names the people
add({
  id: "f029-tidewater-software-norfolk",
  domain: "tidewatersoftware-norfolk.com",
  lang: "en",
  labels: ["jsonld-person", "email-jsonld", "about-prose", "junk-version", "junk-platform"],
  truth: {
    emails: { "hello@tidewatersoftware-norfolk.com": "g", "careers@tidewatersoftware-norfolk.com": "r", "dana@tidewatersoftware-norfolk.com": ["p", "Dana Whitfield"] },
    contacts: [
      ["Dana Whitfield", "CEO & Co-founder", "owner"],
      ["Marcus Bell", "CTO & Co-founder", "owner"],
      ["Priscilla Ocampo", "Head of Operations", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Home"], ["/about", "About"], ["/careers", "Careers"]];
    const dsn = sentry(c);
    const ld = jsonld(c, {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", "@id": "https://tidewatersoftware-norfolk.com/#org", name: "Tidewater Software LLC", url: "https://tidewatersoftware-norfolk.com", email: "hello@tidewatersoftware-norfolk.com", founder: [{ "@id": "https://tidewatersoftware-norfolk.com/#dana" }, { "@id": "https://tidewatersoftware-norfolk.com/#marcus" }], address: { "@type": "PostalAddress", streetAddress: "150 W Main St, Suite 1600", addressLocality: "Norfolk", addressRegion: "VA", postalCode: "23510" } },
        { "@type": "Person", "@id": "https://tidewatersoftware-norfolk.com/#dana", name: "Dana Whitfield", jobTitle: "CEO & Co-founder", email: "dana@tidewatersoftware-norfolk.com", worksFor: { "@id": "https://tidewatersoftware-norfolk.com/#org" } },
        { "@type": "Person", "@id": "https://tidewatersoftware-norfolk.com/#marcus", name: "Marcus Bell", jobTitle: "CTO & Co-founder", worksFor: { "@id": "https://tidewatersoftware-norfolk.com/#org" } },
      ],
    });
    const headExtra = `${ld}\n<script src="https://unpkg.com/${ver(c, "htmx.org@1.9.10")}"></script>\n<script>window.SENTRY_DSN="${dsn}";</script>`;
    const footer = `    <p>© 2024 Tidewater Software LLC · Norfolk, Virginia · <a href="mailto:hello@tidewatersoftware-norfolk.com">hello@tidewatersoftware-norfolk.com</a></p>`;
    c.p("email-mailto", "email-footer");
    const common = { brand: "Tidewater Software", nav, footer, headExtra, htmlLang: "en-US" };
    const home = plain(c, { ...common, title: "Tidewater Software — Custom logistics software for ports & 3PLs", body: `    <section class="hero"><h1>Software for the people who move freight.</h1><p>Yard management, drayage dispatch and EDI integrations, built by a team that used to work the terminals.</p></section>` });
    const about = plain(c, {
      ...common,
      path: "/about",
      title: "About — Tidewater Software",
      body: `    <h1>About us</h1>
    <p>Tidewater was started in 2017 by Dana Whitfield, a former terminal operations manager at the Port of Virginia, and Marcus Bell, who spent a decade writing dispatch software for a national trucking carrier. Dana is our CEO; Marcus is our CTO.</p>
    <p>We’re twelve people, mostly in Norfolk, with a few remote engineers. Priscilla Ocampo, our Head of Operations, keeps projects on schedule and clients happy.</p>`,
    });
    const careers = plain(c, { ...common, path: "/careers", title: "Careers — Tidewater Software", body: `    <h1>Careers</h1><p>We’re hiring a senior backend engineer (Go, Postgres). Send a note and a link to something you’ve built to <a href="mailto:careers@tidewatersoftware-norfolk.com">careers@tidewatersoftware-norfolk.com</a>.</p><form><input type="email" placeholder="${placeholder(c, "you@company.com")}"><button>Get job alerts</button></form>` });
    return { "/": ["index.html", home], "/about": ["about.html", about], "/careers": ["careers.html", careers] };
  },
});

// f030 — B&B in the Highlands, Wix, "your hosts" prose, guest reviews, no email (form only)
add({
  id: "f030-taigh-na-mara-bnb-ullapool",
  domain: "taighnamara-ullapool.co.uk",
  lang: "en",
  labels: ["about-prose", "testimonials"],
  truth: {
    emails: {},
    contacts: [
      ["Fiona MacLeod", null, "owner"],
      ["Euan MacLeod", null, "owner"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Home"], ["/rooms", "Rooms"], ["/book", "Book"]];
    const footer = w.rich([`Taigh na Mara B&amp;B · Shore Street, Ullapool IV26 2UR · 01854 612 880`, `VisitScotland 4 Star Bed &amp; Breakfast`], "font_9");
    const common = { brand: "Taigh na Mara", nav, footer };
    const home = wix(c, {
      ...common,
      title: "Taigh na Mara B&B | Ullapool Harbour",
      body: w.section(
        w.rich([w.h("Your hosts", 2), `Fiona and Euan MacLeod have welcomed guests to Taigh na Mara since 2009. Euan is a retired ferryman who knows every walk on the Coigach peninsula; Fiona makes the porridge and the legendary Cranachan.`, `We look forward to meeting you — ${w.sp("Fiona &amp; Euan")}`]) +
          w.img("7c2a91_2e8f44d0a1b9483c8d6e4f1a2b3c4d5e~mv2.jpg", "Fiona MacLeod and Euan MacLeod outside the B&B") +
          w.rich([w.h("Guest reviews", 3), `“The best breakfast of our whole NC500 trip.” — ${w.sp("Hannah &amp; Mark, Leeds")}`, `“Fiona’s local tips were spot on.” — ${w.sp("Jürgen K., Munich")}`, `“Spotless rooms, stunning view of Loch Broom.” — ${w.sp("TripAdvisor reviewer")}`]),
      ),
    });
    const rooms = wix(c, { ...common, path: "/rooms", title: "Rooms | Taigh na Mara", body: w.section(w.rich([w.h("Rooms", 1), "The Summer Isles Room — king, sea view, £120", "The Stac Pollaidh Room — twin, garden view, £105", "All rooms en-suite, breakfast included."])) });
    const book = wix(c, { ...common, path: "/book", title: "Book | Taigh na Mara", body: w.section(w.rich([w.h("Check availability", 1), "Send us your dates and we will reply within a day."]) + w.input("Your name") + w.input(placeholder(c, "yourname@email.com"), "email") + w.input("Arrival date")) });
    return { "/": ["index.html", home], "/rooms": ["rooms.html", rooms], "/book": ["book.html", book] };
  },
});

// f031 — tutoring centre in Canada, Bootstrap 5, microdata employees, definition list of roles
add({
  id: "f031-maplebrook-learning-centre-guelph",
  domain: "maplebrooklearning-guelph.ca",
  lang: "en",
  labels: ["microdata-person", "definition-list", "email-in-person-card", "testimonials"],
  truth: {
    emails: { "office@maplebrooklearning-guelph.ca": "g", "p.deshpande@maplebrooklearning-guelph.ca": ["p", "Pooja Deshpande"] },
    contacts: [
      ["Pooja Deshpande", "Director", "owner"],
      ["Martin Leclair", "Lead Math Tutor", "other"],
      ["Jenna McAllister", "Office Administrator", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Home"], ["/staff", "Our Staff"], ["/contact", "Contact"]];
    const footer = `<footer class="border-top py-3 small text-center text-muted">Maplebrook Learning Centre · 55 Wyndham St N, Guelph, ON N1H 7T8 · 519-836-4410</footer>`;
    const common = { brand: "Maplebrook Learning", nav, footer, htmlLang: "en-CA", bsver: "5.3.3" };
    const home = bs(c, { ...common, title: "Maplebrook Learning Centre | Tutoring in Guelph", body: `<main class="container py-5"><h1>Tutoring for grades 1–12</h1><p class="lead">Math, reading, French immersion support and OSSLT prep.</p><div class="row g-3"><div class="col-md-6"><figure class="p-3 bg-light"><blockquote class="blockquote"><p>My son went from a C to an A- in Grade 10 math.</p></blockquote><figcaption class="blockquote-footer">Parent of a Centennial CVI student</figcaption></figure></div><div class="col-md-6"><figure class="p-3 bg-light"><blockquote class="blockquote"><p>Martin explains things so they finally make sense.</p></blockquote><figcaption class="blockquote-footer">Ava L., Grade 12</figcaption></figure></div></div></main>` });
    const staff = bs(c, {
      ...common,
      path: "/staff",
      title: "Our Staff | Maplebrook Learning Centre",
      body: `<main class="container py-5" itemscope itemtype="https://schema.org/EducationalOrganization"><meta itemprop="name" content="Maplebrook Learning Centre"><h1>Our Staff</h1>
<dl class="row">
<dt class="col-sm-3">Director</dt><dd class="col-sm-9" itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Pooja Deshpande</span>, <abbr title="Ontario Certified Teacher">OCT</abbr> — <a itemprop="email" href="mailto:p.deshpande@maplebrooklearning-guelph.ca">p.deshpande@maplebrooklearning-guelph.ca</a><meta itemprop="jobTitle" content="Director"></dd>
<dt class="col-sm-3">Lead Math Tutor</dt><dd class="col-sm-9" itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Martin Leclair</span><meta itemprop="jobTitle" content="Lead Math Tutor"></dd>
<dt class="col-sm-3">Office Administrator</dt><dd class="col-sm-9" itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jenna McAllister</span><meta itemprop="jobTitle" content="Office Administrator"></dd>
</dl></main>`,
    });
    const contact = bs(c, { ...common, path: "/contact", title: "Contact | Maplebrook Learning Centre", body: `<main class="container py-5"><h1>Contact</h1><p>Call 519-836-4410 or email <a href="mailto:office@maplebrooklearning-guelph.ca">office@maplebrooklearning-guelph.ca</a>. Jenna answers the phone weekdays 3–8 pm.</p><input class="form-control" type="email" placeholder="${placeholder(c, "name@example.com")}"></main>` });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/staff": ["staff.html", staff], "/contact": ["contact.html", contact] };
  },
});

// f032 — landscaping company, Divi team members without positions, client list, Cloudflare email
add({
  id: "f032-greystone-landscapes-kelowna",
  domain: "greystonelandscapes-kelowna.ca",
  lang: "en",
  labels: ["team-grid", "client-list", "name-lookalikes"],
  truth: {
    emails: { "quotes@greystonelandscapes-kelowna.ca": "r" },
    contacts: [
      ["Brent Sawatzky", "Owner / Operator", "owner"],
      ["Kelsey Sawatzky", "Office & Accounts", "operations"],
      ["Miguel Ortega", "Crew Lead", "other"],
    ],
  },
  build(c) {
    const x = D(c);
    const nav = [["/", "Home"], ["/about/", "About"], ["/contact/", "Contact"]];
    const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Greystone Landscapes Inc. · Kelowna, BC · 250-860-4471</div></div></div>`;
    const common = { brand: "Greystone Landscapes", nav, footer, htmlLang: "en-CA", bodyEnd: CF_SCRIPT };
    const home = divi(c, {
      ...common,
      title: "Greystone Landscapes | Landscape Construction Kelowna",
      body: x.section([x.row([x.col([x.text(`<h1>Retaining walls, patios &amp; xeriscape for the Okanagan</h1><p>Residential and commercial landscape construction since 2008.</p>`)])]), x.row([x.col([x.text(`<h3>Commercial clients include</h3><ul><li>City of Kelowna Parks</li><li>Quails’ Gate Estate Winery</li><li>Mission Creek Strata Corp.</li><li>Wilden Living Lab</li><li>Bennett Bridge Dental Centre</li></ul>`)])])]),
    });
    const about = divi(c, {
      ...common,
      path: "/about/",
      title: "About | Greystone Landscapes",
      body: x.section([
        x.row([x.col([x.text(`<h1>About Greystone</h1><p>A small, local crew that shows up when we say we will.</p>`)])]),
        x.row([
          x.col([x.member({ n: "Brent Sawatzky", t: "Owner / Operator", img: `https://${c.domain}/wp-content/uploads/2022/03/brent.jpg`, bio: "<p>Red Seal landscape horticulturist, 20 years in the valley.</p>" })], "1_3"),
          x.col([x.member({ n: "Kelsey Sawatzky", t: "Office &amp; Accounts", img: `https://${c.domain}/wp-content/uploads/2022/03/kelsey.jpg` })], "1_3"),
          x.col([x.member({ n: "Miguel Ortega", t: "Crew Lead", img: `https://${c.domain}/wp-content/uploads/2022/03/miguel.jpg` })], "1_3", true),
        ]),
      ]),
    });
    const contact = divi(c, { ...common, path: "/contact/", title: "Contact | Greystone Landscapes", body: x.section([x.row([x.col([x.text(`<h1>Get a quote</h1><p>Email ${cf(c, "quotes@greystonelandscapes-kelowna.ca")} with a few photos of your yard, or call 250-860-4471.</p>`), x.contactForm([["name", "Name"], ["email", placeholder(c, "email@address.com"), "email"], ["message", "Project details", "text"]], "Submit")])])]) });
    return { "/": ["index.html", home], "/about/": ["about.html", about], "/contact/": ["contact.html", contact] };
  },
});

export default sites;
