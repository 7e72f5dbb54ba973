import { wpHead, elementorCss, wixHead, wixFoot, sqsHead, bsHead, bsFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b027 Squarespace micro-bakery, "Hi, I'm Rosie", cakes named after people
const b027 = (() => {
  const d = 'rosiesbakehouse.co.uk';
  const h = (t) => sqsHead({ lang: 'en-GB', title: t, desc: 'Small-batch cakes, bakes and celebration cakes from a kitchen in Hebden Bridge.', domain: d, tpl: '5c5a519771c10ba3470d8101' });
  const hdr = `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-display-desktop"><div class="header-title-nav-wrapper"><div class="header-title"><div class="header-title-text"><a href="/">Rosie&#39;s Bakehouse</a></div></div><div class="header-nav"><nav class="header-nav-list"><div class="header-nav-item"><a href="/cakes">Cakes</a></div><div class="header-nav-item"><a href="/about">About</a></div><div class="header-nav-item"><a href="/order">Order</a></div></nav></div></div></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections">`;
  const ftr = `</article></main><footer class="sections" id="footer-sections"><section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">Rosie&#39;s Bakehouse · Collection only from Market Street, Hebden Bridge HX7 · Registered with Calderdale Council food hygiene rating 5</p><p class="sqsrte-small"><a href="mailto:rosiesbakehouse@gmail.com">rosiesbakehouse@gmail.com</a> · <a href="https://instagram.com/rosiesbakehouse">Instagram</a></p></div></div></div></div></div></section></footer>
</body></html>`;
  const s = (inner) => `<section data-test="page-section" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--narrow horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-63a1b2c3d4e5f60718293a4b"><div class="fe-block fe-block-yui_3_17_2_1_1671" ><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${inner}</div></div></div></div></div></div></div></section>`;
  const index = h("Rosie's Bakehouse — Cakes in Hebden Bridge") + hdr + s('<h1>Proper cakes, baked in small batches.</h1><p class="sqsrte-large">Birthday cakes, brownies, and a Saturday stall at Hebden Bridge market.</p><p><a href="/order" class="sqs-block-button-element--medium">Order a cake</a></p>') + s('<h2>This week on the stall</h2><ul><li><p>Victoria sponge with Yorkshire rhubarb jam</p></li><li><p>Earl Grey &amp; lemon loaf</p></li><li><p>Battenberg (the pink and yellow one)</p></li><li><p>Parkin, because it’s nearly Bonfire Night</p></li><li><p>Bakewell tart</p></li></ul>') + ftr;
  const about = h("About — Rosie's Bakehouse") + hdr + s(`<h2>Hi, I’m Rosie!</h2>
<p>I’m Rosie Clarke, and Rosie’s Bakehouse is me, my oven and (on Saturdays) my partner Tom on the till. I left my job as a primary teacher in 2019 to bake full time, and I’ve been on Hebden Bridge market every Saturday since.</p>
<p>Everything is made in my registered home kitchen using free-range eggs from Heptonstall and flour milled at Gilchesters. I can do gluten-free bakes but my kitchen isn’t allergen-free.</p>
<p>Want a cake for a birthday or a wedding? Drop me a line at rosiesbakehouse@gmail.com.</p>`) + ftr;
  const order = h("Order — Rosie's Bakehouse") + hdr + s('<h2>Ordering</h2><p>Celebration cakes need at least two weeks’ notice. Prices start at £38 for a 6-inch two-layer cake serving 10–12.</p><p>Email rosiesbakehouse@gmail.com with the date, the number of people and any dietary needs.</p>') + ftr;
  const cakes = h("Cakes — Rosie's Bakehouse") + hdr + s('<h2>Cakes</h2><p>Classic Victoria sponge · Chocolate Guinness cake · Lemon drizzle · Carrot &amp; walnut · Coffee &amp; walnut · Battenberg · Princess Charlotte birthday cake (pink, with sprinkles)</p>') + ftr;
  return {
    id: 'b027-rosies-bakehouse', domain: d, language: 'en',
    patterns: ['builder-squarespace', 'about-prose', 'email-text', 'email-mailto', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/about': ['about.html', about], '/order': ['order.html', order], '/cakes': ['cakes.html', cakes] },
    truth: {
      emails: ['rosiesbakehouse@gmail.com'],
      emailKinds: { 'rosiesbakehouse@gmail.com': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Rosie Clarke', title: null, role: 'owner' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b028 Bootstrap IT consultancy, LinkedIn icons, agency credit, placeholder
const b028 = (() => {
  const d = 'keystonetechpartners.com';
  const hh = (t) => bsHead({ lang: 'en', title: t, desc: 'Managed IT, Microsoft 365 and cybersecurity for small businesses in Harrisburg and Central PA.' }).replace('</head>', gtag('G-KTP77SEC01') + '</head>');
  const nav = `    <header class="border-bottom">
      <div class="container d-flex flex-wrap justify-content-between py-3">
        <a href="/" class="d-flex align-items-center text-dark text-decoration-none"><svg class="bi me-2" width="40" height="32" aria-hidden="true"><use xlink:href="#keystone"></use></svg><span class="fs-4 fw-semibold">Keystone Tech Partners</span></a>
        <ul class="nav nav-pills">
          <li class="nav-item"><a href="/" class="nav-link active" aria-current="page">Home</a></li>
          <li class="nav-item"><a href="/services" class="nav-link">Services</a></li>
          <li class="nav-item"><a href="/team" class="nav-link">Team</a></li>
          <li class="nav-item"><a href="/contact" class="nav-link">Contact</a></li>
        </ul>
      </div>
    </header>
`;
  const foot = `    <footer class="py-4 bg-light mt-5"><div class="container d-flex justify-content-between small text-muted"><span>© 2024 Keystone Tech Partners, Inc. · 4200 Crums Mill Rd, Harrisburg, PA 17112 · (717) 555-0199</span><span>Site by <a href="https://northwindweb.io" class="text-muted">Northwind Web</a> · hello@northwindweb.io</span></div></footer>
`;
  const card = (img, name, title, li, gh) => `          <div class="col">
            <div class="card shadow-sm h-100">
              <img src="/img/team/${img}" class="card-img-top" alt="Photo of ${name}">
              <div class="card-body">
                <h5 class="card-title">${name}</h5>
                <h6 class="card-subtitle mb-2 text-body-secondary">${title}</h6>
                <a href="${li}" class="card-link" aria-label="LinkedIn"><i class="fa-brands fa-linkedin"></i></a>
                ${gh ? `<a href="${gh}" class="card-link" aria-label="GitHub"><i class="fa-brands fa-github"></i></a>` : ''}
              </div>
            </div>
          </div>
`;
  const index = hh('Keystone Tech Partners | Managed IT Services Harrisburg PA') + nav + `    <main>
      <div class="container col-xxl-8 px-4 py-5"><div class="row flex-lg-row-reverse align-items-center g-5 py-5"><div class="col-10 col-sm-8 col-lg-6"><img src="/img/hero.webp" class="d-block mx-lg-auto img-fluid" alt="" width="700" height="500" loading="lazy"></div>
      <div class="col-lg-6"><h1 class="display-5 fw-bold lh-1 mb-3">IT that just works, for teams of 5 to 150.</h1><p class="lead">Help desk, Microsoft 365, backups, and security awareness training with a flat monthly price per user.</p>
      <form class="row g-2"><div class="col-auto"><input type="email" class="form-control" placeholder="you@example.com" aria-label="Email"></div><div class="col-auto"><button class="btn btn-primary">Get the free IT checklist</button></div></form></div></div></div>
    </main>
` + foot + bsFoot();
  const team = hh('Our Team | Keystone Tech Partners') + nav + `    <main class="container py-5">
      <h1 class="mb-4">Meet the team</h1>
      <div class="row row-cols-1 row-cols-sm-2 row-cols-md-4 g-4">
` + card('greg.jpg', 'Greg Hollinger', 'President &amp; Founder', 'https://www.linkedin.com/in/greghollinger') + card('tasha.jpg', 'Tasha Williams', 'Director of Service Delivery', 'https://www.linkedin.com/in/tashawilliams-it') + card('kevin.jpg', 'Kevin Nguyen', 'Security Engineer', 'https://www.linkedin.com/in/kevnguyen', 'https://github.com/kevnguyen') + card('brianna.jpg', 'Brianna Stoltzfus', 'Client Success Manager', 'https://www.linkedin.com/in/briannastoltzfus') + `      </div>
    </main>
` + foot + bsFoot();
  const services = hh('Services | Keystone Tech Partners') + nav + `    <main class="container py-5"><h1>Services</h1><div class="row"><div class="col-md-4"><h4>Managed IT</h4><p>Unlimited help desk, patching, monitoring.</p></div><div class="col-md-4"><h4>Cybersecurity</h4><p>EDR, MFA rollout, phishing simulations.</p></div><div class="col-md-4"><h4>Cloud</h4><p>Microsoft 365, Azure, SharePoint migrations.</p></div></div></main>
` + foot + bsFoot();
  const contact = hh('Contact | Keystone Tech Partners') + nav + `    <main class="container py-5"><h1>Contact</h1><p>Existing clients: open a ticket at <a href="mailto:support@keystonetechpartners.com">support@keystonetechpartners.com</a> or call (717) 555-0199 option 1.</p><p>New business: <a href="mailto:sales@keystonetechpartners.com">sales@keystonetechpartners.com</a></p>
    <form><div class="mb-3"><label class="form-label">Work email</label><input type="email" class="form-control" placeholder="you@example.com"></div><div class="mb-3"><label class="form-label">Company</label><input class="form-control" placeholder="Acme Corp"></div><button class="btn btn-primary">Request a call</button></form></main>
` + foot + bsFoot();
  return {
    id: 'b028-keystone-tech-partners', domain: d, language: 'en',
    patterns: ['builder-bootstrap', 'team-grid', 'email-mailto', 'junk-placeholder', 'junk-agency', 'junk-version'],
    pages: { '/': ['index.html', index], '/team': ['team.html', team], '/services': ['services.html', services], '/contact': ['contact.html', contact] },
    truth: {
      emails: ['support@keystonetechpartners.com', 'sales@keystonetechpartners.com'],
      emailKinds: { 'support@keystonetechpartners.com': 'role', 'sales@keystonetechpartners.com': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Greg Hollinger', title: 'President & Founder', role: 'owner' },
        { name: 'Tasha Williams', title: 'Director of Service Delivery', role: 'operations' },
        { name: 'Kevin Nguyen', title: 'Security Engineer', role: 'other' },
        { name: 'Brianna Stoltzfus', title: 'Client Success Manager', role: 'other' },
      ],
      junk: ['you@example.com', 'hello@northwindweb.io', 'bootstrap@5.3.2'],
    },
  };
})();

// ---------------------------------------------------------------- b029 UK architects, static site, prose + company details, buildings named after people
const b029 = (() => {
  const d = 'marlowlane.co.uk';
  const h = (t) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link rel="preload" href="/fonts/Graphik-Regular.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/assets/main.7f3a9c.css">
<script defer data-domain="${d}" src="https://plausible.io/js/script.js"></script>
</head>
<body class="page">
<header class="masthead"><a href="/" class="wordmark">Marlow Lane Architects</a>
<nav class="masthead__nav"><a href="/projects/">Projects</a><a href="/practice/">Practice</a><a href="/contact/">Contact</a></nav></header>
`;
  const f = `<footer class="colophon">
<div class="colophon__col"><p>Marlow Lane Architects<br>Unit 6, Paintworks, Bath Road<br>Bristol BS4 3EH</p><p><a href="tel:+441179635520">0117 963 5520</a><br>studio@marlowlane.co.uk</p></div>
<div class="colophon__col small"><p>Marlow Lane Architects Ltd. Registered in England &amp; Wales no. 09876123. Registered office as above. VAT no. GB 231 4567 89. RIBA Chartered Practice. Directors: Eleanor Marlow RIBA and Kwame Lane RIBA.</p></div>
</footer>
</body>
</html>`;
  const index = h('Marlow Lane Architects — Bristol') + `<main>
<section class="intro"><h1>We design schools, homes and workplaces in the South West.</h1></section>
<ul class="project-list">
<li class="project-card"><a href="/projects/"><img src="/img/ada-lovelace-house.jpg" alt=""><h2>Ada Lovelace House</h2><p>Computing and maths block for Clifton High School, 2022</p></a></li>
<li class="project-card"><a href="/projects/"><img src="/img/brunel-yard.jpg" alt=""><h2>Brunel Yard</h2><p>24 co-housing flats on a former railway depot, Temple Meads, 2023</p></a></li>
<li class="project-card"><a href="/projects/"><img src="/img/st-werburghs.jpg" alt=""><h2>St Werburgh’s Community Hall</h2><p>Retrofit to EnerPHit standard, 2021</p></a></li>
</ul>
</main>` + f;
  const practice = h('Practice — Marlow Lane Architects') + `<main class="prose">
<h1>Practice</h1>
<p>Marlow Lane was set up in 2015 by Eleanor Marlow and Kwame Lane, who met while working on the Bristol Beacon refurbishment at Feilden Clegg Bradley Studios. Eleanor leads our education work; Kwame leads housing and is our sustainability lead, a Certified Passivhaus Designer.</p>
<p>The studio has grown to eleven people. Harriet Osei joined as an associate director in 2020 and runs the Ada Lovelace House and Brunel Yard teams, while Ben Carver, our studio manager, keeps projects, fees and the coffee machine in order.</p>
<p>We are a RIBA Chartered Practice, a signatory of Architects Declare, and a Living Wage employer.</p>
<figure><img src="/img/studio-team-2023.jpg" alt="The studio at Paintworks"><figcaption>The team at Paintworks, summer 2023. Photo: Jim Stephenson.</figcaption></figure>
</main>` + f;
  const projects = h('Projects — Marlow Lane Architects') + `<main><h1>Projects</h1><p>Ada Lovelace House · Brunel Yard · St Werburgh’s Community Hall · Isambard Primary School extension · Darwin Close self-build homes · Frome Valley Nursery</p></main>` + f;
  const contact = h('Contact — Marlow Lane Architects') + `<main class="prose"><h1>Contact</h1><p>For new projects, email studio@marlowlane.co.uk or call 0117 963 5520.</p><p>Press and publications: Eleanor Marlow, eleanor@marlowlane.co.uk</p><p>We are always happy to hear from Part 1 and Part 2 students: careers@marlowlane.co.uk</p></main>` + f;
  return {
    id: 'b029-marlow-lane-architects', domain: d, language: 'en',
    patterns: ['about-prose', 'legal-notice', 'email-text', 'email-footer', 'name-lookalikes', 'hand-written'],
    pages: { '/': ['index.html', index], '/practice/': ['practice.html', practice], '/projects/': ['projects.html', projects], '/contact/': ['contact.html', contact] },
    truth: {
      emails: ['eleanor@marlowlane.co.uk', 'studio@marlowlane.co.uk', 'careers@marlowlane.co.uk'],
      emailKinds: { 'eleanor@marlowlane.co.uk': 'person', 'studio@marlowlane.co.uk': 'generic', 'careers@marlowlane.co.uk': 'role' },
      emailOwners: { 'eleanor@marlowlane.co.uk': 'Eleanor Marlow' },
      contacts: [
        { name: 'Eleanor Marlow', title: 'Director', role: 'owner' },
        { name: 'Kwame Lane', title: 'Director', role: 'owner' },
        { name: 'Harriet Osei', title: 'associate director', role: 'other' },
        { name: 'Ben Carver', title: 'studio manager', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b030 Australian vet, Gutenberg team columns, retina logo
const b030 = (() => {
  const d = 'bayviewvet.com.au';
  const head = (t) => wpHead({ lang: 'en-AU', title: t, desc: 'Bayview Veterinary Hospital — caring for cats, dogs and pocket pets on the Mornington Peninsula.', domain: d, theme: 'blocksy', bodyClass: 'wp-custom-logo ct-loading' });
  const header = `<div id="main-container"><header id="header" class="ct-header" data-id="type-1" itemscope="" itemtype="https://schema.org/WPHeader"><div data-device="desktop"><div data-row="middle" data-column-set="2"><div class="ct-container"><div data-column="start" data-placements="1"><div data-items="primary"><div class="site-branding" data-id="logo" itemscope="itemscope" itemtype="https://schema.org/Organization"><a href="https://${d}/" class="site-logo-container" rel="home" itemprop="url"><img width="250" height="72" src="https://${d}/wp-content/uploads/2023/02/bayview-logo.png" class="default-logo" alt="Bayview Veterinary Hospital" srcset="https://${d}/wp-content/uploads/2023/02/bayview-logo.png 1x, https://${d}/wp-content/uploads/2023/02/bayview-logo@2x.png 2x"></a></div></div></div>
<div data-column="end" data-placements="1"><div data-items="primary"><nav id="header-menu-1" class="header-menu-1" data-id="menu" data-interaction="hover" data-menu="type-1" data-dropdown="type-1:simple" data-responsive="no" itemscope="" itemtype="https://schema.org/SiteNavigationElement" aria-label="Header Menu"><ul id="menu-main-menu" class="menu"><li class="menu-item"><a href="https://${d}/" class="ct-menu-link">Home</a></li><li class="menu-item"><a href="https://${d}/our-vets/" class="ct-menu-link">Our Vets</a></li><li class="menu-item"><a href="https://${d}/services/" class="ct-menu-link">Services</a></li><li class="menu-item"><a href="https://${d}/contact/" class="ct-menu-link">Contact</a></li></ul></nav></div></div></div></div></div></header>
<main id="main" class="site-main hfeed"><div class="ct-container-full" data-content="normal"><article id="post-2" class="post-2 page type-page status-publish"><div class="entry-content">`;
  const footer = `</div></article></div></main>
<footer id="footer" class="ct-footer" data-id="type-1" itemscope="" itemtype="https://schema.org/WPFooter"><div data-row="middle"><div class="ct-container"><div data-column="widget-area-1"><div class="ct-widget widget_block"><p><strong>Bayview Veterinary Hospital</strong><br>62 Main Street, Mornington VIC 3931<br>(03) 5975 2288<br><a href="mailto:reception@bayviewvet.com.au">reception@bayviewvet.com.au</a></p></div></div><div data-column="widget-area-2"><div class="ct-widget widget_block"><p>Mon–Fri 8am–7pm · Sat 9am–4pm · Sun closed<br>After hours: Peninsula Animal Emergency, (03) 5986 0100</p></div></div></div></div>
<div data-row="bottom"><div class="ct-container"><div class="ct-footer-copyright" data-id="copyright"><p>Copyright © 2024 Bayview Veterinary Hospital Pty Ltd · ABN 51 624 118 903</p></div></div></div></footer></div>
</body></html>`;
  const vet = (img, name, title, bio) => `<div class="wp-block-column is-layout-flow"><figure class="wp-block-image aligncenter size-full is-resized is-style-rounded"><img decoding="async" src="https://${d}/wp-content/uploads/2023/02/${img}" alt="" style="width:220px"/></figure>
<h3 class="wp-block-heading has-text-align-center">${name}</h3>
<p class="has-text-align-center has-small-font-size"><em>${title}</em></p>
<p>${bio}</p></div>`;
  const index = head('Bayview Veterinary Hospital | Vet in Mornington') + header + `<h1 class="wp-block-heading">Your local vet on the Peninsula since 1994</h1>
<p>Vaccinations, desexing, dentals, surgery, X-ray and ultrasound, puppy preschool and a separate cat-only waiting room.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="https://${d}/contact/">Book an appointment</a></div></div>` + footer;
  const vets = head('Our Vets | Bayview Veterinary Hospital') + header + `<h1 class="wp-block-heading">Meet our team</h1>
<div class="wp-block-columns is-layout-flex wp-container-core-columns-layout-1">
${vet('dr-james-cole.jpg', 'Dr James Cole', 'Principal Veterinarian', 'BVSc (Hons) Melbourne. James bought the practice in 2008 and has a special interest in orthopaedics. Referrals: <a href="mailto:jcole@bayviewvet.com.au">jcole@bayviewvet.com.au</a>')}
${vet('dr-mei-lin.jpg', 'Dr Mei Lin', 'Veterinarian', 'BVSc, MANZCVS (Feline Medicine). Our resident cat whisperer.')}
${vet('dr-tom-osullivan.jpg', "Dr Tom O'Sullivan", 'Veterinarian', 'Tom joined us from a mixed practice in Gippsland and loves rabbits and guinea pigs.')}
</div>
<div class="wp-block-columns is-layout-flex wp-container-core-columns-layout-2">
${vet('kylie-burns.jpg', 'Kylie Burns', 'Head Nurse', 'Cert IV Veterinary Nursing. Kylie runs our puppy preschool.')}
${vet('sandra-pike.jpg', 'Sandra Pike', 'Practice Manager', 'Sandra looks after accounts, rosters and everything in between.')}
<div class="wp-block-column is-layout-flow"></div>
</div>` + footer;
  const services = head('Services | Bayview Veterinary Hospital') + header + `<h1 class="wp-block-heading">Services</h1><ul><li>Consultations and vaccinations</li><li>Desexing and soft tissue surgery</li><li>Orthopaedic surgery (TPLO)</li><li>Dentistry with dental X-ray</li><li>In-house pathology</li></ul>` + footer;
  const contact = head('Contact | Bayview Veterinary Hospital') + header + `<h1 class="wp-block-heading">Contact</h1><p>Call (03) 5975 2288 or email <a href="mailto:reception@bayviewvet.com.au">reception@bayviewvet.com.au</a>. For prescriptions and food orders: <a href="mailto:pharmacy@bayviewvet.com.au">pharmacy@bayviewvet.com.au</a>.</p>` + footer;
  return {
    id: 'b030-bayview-vet', domain: d, language: 'en',
    patterns: ['builder-wordpress', 'team-grid', 'email-mailto', 'email-footer', 'junk-asset', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/our-vets/': ['our-vets.html', vets], '/services/': ['services.html', services], '/contact/': ['contact.html', contact] },
    truth: {
      emails: ['jcole@bayviewvet.com.au', 'reception@bayviewvet.com.au', 'pharmacy@bayviewvet.com.au'],
      emailKinds: { 'jcole@bayviewvet.com.au': 'person', 'reception@bayviewvet.com.au': 'role', 'pharmacy@bayviewvet.com.au': 'role' },
      emailOwners: { 'jcole@bayviewvet.com.au': 'James Cole' },
      contacts: [
        { name: 'James Cole', title: 'Principal Veterinarian', role: 'owner' },
        { name: 'Mei Lin', title: 'Veterinarian', role: 'other' },
        { name: "Tom O'Sullivan", title: 'Veterinarian', role: 'other' },
        { name: 'Kylie Burns', title: 'Head Nurse', role: 'other' },
        { name: 'Sandra Pike', title: 'Practice Manager', role: 'operations' },
      ],
      junk: ['bayview-logo@2x.png'],
    },
  };
})();

// ---------------------------------------------------------------- b031 US landscaper on Wix, no people, no email, form placeholders
const b031 = (() => {
  const d = 'greenridgelandscaping.com';
  const head = (t) => wixHead({ lang: 'en', title: t, desc: 'Lawn care, hardscaping and snow removal in Naperville, Aurora and Plainfield, IL.', domain: d, dsn: 'e3b0c44298fc1c149afbf4c8996fb924@sentry-next.wixpress.com/7', siteId: 'c0ffee00-1234-4abc-9def-0123456789ab' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-l0g0a1b2" class="wixui-image"><img src="https://static.wixstatic.com/media/9a8b7c_1f2e3d4c5b6a4978a1b2c3d4e5f6a7b8~mv2.png/v1/fill/w_220,h_80/greenridge.png" alt="Green Ridge Landscaping"></div>
<nav id="comp-l0g0a1c3" class="wixui-dropdown-menu"><ul><li><a href="https://www.${d}">Home</a></li><li><a href="https://www.${d}/services">Services</a></li><li><a href="https://www.${d}/free-estimate">Free Estimate</a></li></ul></nav></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-l0g9z8y7" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">Green Ridge Landscaping · Naperville, IL · (630) 555-0187 · Fully insured</span></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Green Ridge Landscaping | Naperville IL') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-l1a2b3c4" class="wixui-section">
${rt('comp-l1a2b3d5', '<h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Beautiful yards.</span> <span class="wixui-rich-text__text">Zero hassle.</span></h1><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Weekly mowing, spring cleanups, paver patios, retaining walls and 24/7 snow plowing for homes and HOAs.</span></p>')}
${rt('comp-l1a2b3e6', '<h2 class="font_5 wixui-rich-text__text">Reviews</h2><p class="font_8"><span class="wixui-rich-text__text">“Our patio came out better than the drawings. Crew was on time every day.” – The Hendersons, Naperville</span></p><p class="font_8"><span class="wixui-rich-text__text">“Best snow removal we’ve had in 15 years.” – Cedar Glen HOA</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const services = head('Services | Green Ridge Landscaping') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-l2b3c4d5" class="wixui-section">
${rt('comp-l2b3c4e6', '<h2 class="font_2">Services</h2><ul class="font_8"><li><p><span>Lawn mowing &amp; fertilization</span></p></li><li><p><span>Mulch, edging &amp; bed maintenance</span></p></li><li><p><span>Paver patios, walkways &amp; fire pits</span></p></li><li><p><span>Retaining walls</span></p></li><li><p><span>Commercial &amp; residential snow removal</span></p></li></ul>')}
</section></div></main>` + ftr + wixFoot();
  const estimate = head('Free Estimate | Green Ridge Landscaping') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-l3c4d5e6" class="wixui-section">
${rt('comp-l3c4d5f7', '<h2 class="font_2">Request a free estimate</h2><p class="font_8"><span>Tell us about your project and we will call you back within one business day.</span></p>')}
<div id="comp-l3c4d608" class="wixui-form"><form class="form-wrapper"><div class="wixui-text-input"><label>First name</label><input type="text" placeholder="John"></div><div class="wixui-text-input"><label>Last name</label><input type="text" placeholder="Smith"></div><div class="wixui-text-input"><label>Email</label><input type="email" placeholder="name@domain.com"></div><div class="wixui-text-input"><label>Phone</label><input type="tel" placeholder="(630) 555-0100"></div><div class="wixui-text-input"><label>Address</label><input type="text" placeholder="123 Main St"></div><button class="wixui-button"><span>Send</span></button></form></div>
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b031-green-ridge-landscaping', domain: d, language: 'en',
    robots: '# by wix.com\nUser-agent: *\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: https://www.' + d + '/sitemap.xml\n',
    patterns: ['builder-wix', 'no-email', 'junk-placeholder', 'junk-platform', 'testimonials'],
    pages: { '/': ['index.html', index], '/services': ['services.html', services], '/free-estimate': ['free-estimate.html', estimate] },
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [],
      junk: ['name@domain.com', 'e3b0c44298fc1c149afbf4c8996fb924@sentry-next.wixpress.com'],
    },
  };
})();

export const sitesEn3 = [b027, b028, b029, b030, b031];
