import { wpHead, elementorCss, wixHead, wixFoot, sqsHead, webflowHead, webflowFoot, bsHead, bsFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b022 Squarespace conference organiser, speakers
const b022 = (() => {
  const d = 'northernretailsummit.co.uk';
  const h = (t) => sqsHead({ lang: 'en-GB', title: t, desc: 'The Northern Retail Summit — Manchester Central, 18 June 2024. Independent retail, e-commerce and high streets.', domain: d, tpl: '5e0cfa4b4f4b5b5a1c2d3e4f' });
  const header = `<header class="Header Header--top"><div class="Header-inner Header-inner--top"><a href="/" class="Header-branding" data-nc-base="header" data-content-field="site-title"><img src="//images.squarespace-cdn.com/content/v1/5e0cfa4b4f4b5b5a1c2d3e50/nrs-logo.png?format=1500w" alt="Northern Retail Summit" class="Header-branding-logo"></a>
<nav class="Header-nav Header-nav--primary" data-nc-element="primary-nav" data-content-field="navigation"><div class="Header-nav-inner"><a href="/" class="Header-nav-item Header-nav-item--active">Home</a><a href="/speakers" class="Header-nav-item">Speakers</a><a href="/sponsors" class="Header-nav-item">Sponsors</a><a href="/about" class="Header-nav-item">About</a></div></nav></div></header>
<main class="Main Main--page"><section class="Main-content" data-content-field="main-content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-5e0cfa4b4f4b5b5a1c2d3e51"><div class="row sqs-row">
`;
  const footer = `</div></div></section></main>
<footer class="Footer" role="contentinfo" data-nc-group="footer"><div class="Footer-inner"><div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><p style="text-align:center">Northern Retail Summit is produced by Shah Price Events Ltd · Company no. 11456789 · <a href="mailto:hello@northernretailsummit.co.uk">hello@northernretailsummit.co.uk</a></p></div></div></div></div></div></div></footer>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
</body></html>`;
  const blk = (id, html, span = 12) => `<div class="col sqs-col-${span} span-${span}"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}"><div class="sqs-block-content">${html}</div></div></div>`;
  const speakers = [
    ['Hannah Greaves', 'Founder, Greaves &amp; Daughter Hardware', 'Saving a 140-year-old shop with TikTok'],
    ['Mo Farouk', 'Head of E-commerce, Boots', 'Click and collect at national scale'],
    ['Claire Ashworth', 'Chief Executive, Bury Town Centre BID', 'What the high street needs from councils'],
    ['Dr. Neil Pennington', 'Senior Lecturer in Retail, Manchester Metropolitan University', 'Footfall data, honestly'],
    ['Aisha Rahman', 'Co-founder, Loop Refills', 'Refill retail without the guilt trip'],
    ['Gareth Lowe', 'Retail Director, Booths', 'Regional supermarkets and the local supplier'],
  ];
  const index = h('Northern Retail Summit 2024') + header + blk('intro', '<h1>Northern Retail Summit 2024</h1><h3>18 June · Manchester Central</h3><p>A one-day conference for independent retailers, high-street leaders and the people who supply them. Twelve talks, forty exhibitors, one very long lunch.</p><p><a class="sqs-block-button-element" href="/speakers">See the speakers</a></p>') + blk('tickets', '<h2>Tickets</h2><p>Early bird £89 + VAT until 30 April. Group tickets and exhibitor packages: partnerships [at] northernretailsummit [dot] co [dot] uk</p>') + footer;
  const sp = h('Speakers — Northern Retail Summit 2024') + header + blk('h', '<h1>2024 Speakers</h1>') + `<div class="col sqs-col-12 span-12"><div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-blog-grid"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${speakers.map(([n, r, t], i) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail"><div class="summary-thumbnail-outer-container"><a href="/speakers#s${i}" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/5e0cfa4b4f4b5b5a1c2d3e50/speaker-${i}.jpg" alt="${n}"></div></a></div>
<div class="summary-content sqs-gallery-meta-container"><div class="summary-title"><a href="/speakers#s${i}" class="summary-title-link">${n}</a></div><div class="summary-excerpt"><p>${r}</p><p><em>${t}</em></p></div></div></div>`).join('\n')}
</div></div></div></div></div></div>` + footer;
  const about = h('About — Northern Retail Summit') + header + blk('a', `<h1>About the Summit</h1><p>The Summit started in 2018 as a breakfast meeting for 40 shopkeepers in Bury. It is organised by a team of two:</p>
<p><strong>Priya Shah</strong><br>Founder &amp; Event Director<br>priya [at] northernretailsummit [dot] co [dot] uk</p><p><strong>Owen Price</strong><br>Partnerships &amp; Sponsorship</p>
<p>For press passes, please email press [at] northernretailsummit [dot] co [dot] uk.</p>`) + footer;
  const sponsors = h('Sponsors — Northern Retail Summit') + header + blk('s', '<h1>Sponsors</h1><p>Headline sponsor: Lloyds Bank. Supported by Shopify, Square, Royal Mail and the Greater Manchester Combined Authority.</p><p>Sponsorship packages from £1,500. Contact Owen: partnerships [at] northernretailsummit [dot] co [dot] uk</p>') + footer;
  return {
    id: 'b022-northern-retail-summit', domain: d, language: 'en',
    robots: '# Squarespace Robots Txt\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\n\nSitemap: https://www.' + d + '/sitemap.xml\n',
    patterns: ['event-speakers', 'builder-squarespace', 'email-obfuscated', 'email-mailto', 'email-footer', 'legal-notice', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/speakers': ['speakers.html', sp], '/about': ['about.html', about], '/sponsors': ['sponsors.html', sponsors] },
    truth: {
      emails: ['priya@northernretailsummit.co.uk', 'hello@northernretailsummit.co.uk', 'partnerships@northernretailsummit.co.uk', 'press@northernretailsummit.co.uk'],
      emailKinds: { 'priya@northernretailsummit.co.uk': 'person', 'hello@northernretailsummit.co.uk': 'generic', 'partnerships@northernretailsummit.co.uk': 'role', 'press@northernretailsummit.co.uk': 'role' },
      emailOwners: { 'priya@northernretailsummit.co.uk': 'Priya Shah' },
      contacts: [
        { name: 'Priya Shah', title: 'Founder & Event Director', role: 'owner' },
        { name: 'Owen Price', title: 'Partnerships & Sponsorship', role: 'marketing' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b023 Webflow creative agency, clients, team with own addresses, CDN versions
const b023 = (() => {
  const d = 'brightlinecreative.com';
  const site = '63e0aa11bb22cc33dd44ee55';
  const h = (t) => webflowHead({ lang: 'en', title: t, desc: 'Brightline is a brand and web studio in Portland, Oregon.', domain: d, site }).replace('</head>', '<link rel="stylesheet" href="https://unpkg.com/swiper@8/swiper-bundle.min.css"/><script src="https://cdn.jsdelivr.net/npm/gsap@3.12.2/dist/gsap.min.js"></script></head>');
  const nav = `<div class="nav-wrapper"><div class="nav w-nav" role="banner" data-collapse="medium"><a href="/" class="nav-logo w-inline-block"><div class="logo-text">brightline<span class="accent">.</span></div></a><nav role="navigation" class="nav-links w-nav-menu"><a href="/work" class="nav-link w-nav-link">Work</a><a href="/clients" class="nav-link w-nav-link">Clients</a><a href="/studio" class="nav-link w-nav-link">Studio</a><a href="mailto:hello@brightlinecreative.com" class="nav-link cta w-nav-link">Say hi</a></nav></div></div>`;
  const foot = `<footer class="footer"><div class="footer-inner"><div class="footer-col"><div class="footer-label">Studio</div><p>1120 SE Morrison St, Suite 4<br/>Portland, OR 97214</p></div><div class="footer-col"><div class="footer-label">New business</div><a href="mailto:hello@brightlinecreative.com" class="footer-link">hello@brightlinecreative.com</a></div><div class="footer-col"><div class="footer-label">Careers</div><a href="mailto:jobs@brightlinecreative.com" class="footer-link">jobs@brightlinecreative.com</a></div></div><div class="footer-legal">© 2024 Brightline Creative LLC</div></footer>` + `<script src="https://unpkg.com/swiper@8/swiper-bundle.min.js"></script>`;
  const clients = ['Stumptown Bike Co.', 'Powell Street Bakery', 'Willamette Valley Vineyards', 'Lewis & Clark Outfitters', 'OHSU Foundation', 'Mount Hood Meadows', 'Rose City Dental', 'Hawthorne Hardware', 'Grant Park Pediatrics', 'Salt & Straw', 'Tillamook County Creamery', 'Jefferson Street Pharmacy'];
  const index = h('Brightline Creative — Brand & Web Studio, Portland') + nav + `<section class="hero"><h1 class="hero-title">We build brands that feel like <em>somebody</em> made them.</h1><p class="hero-sub">Identity, packaging and Webflow sites for independent businesses across the Pacific Northwest.</p></section>
<section class="logos"><div class="logos-label">Selected clients</div><div class="logos-row">${clients.slice(0, 6).map((c) => `<div class="logo-item">${c}</div>`).join('')}</div><a href="/clients" class="link-arrow">All clients →</a></section>
<section class="studio-teaser"><p>Meet the <a href="/studio">studio</a>: six people, two dogs, one risograph.</p></section>` + foot + webflowFoot(site);
  const cl = h('Clients — Brightline Creative') + nav + `<section class="section"><h1>Clients</h1><div class="w-dyn-list"><div role="list" class="client-grid w-dyn-items">${clients.map((c, i) => `<div role="listitem" class="client-card w-dyn-item"><div class="client-name">${c}</div><div class="client-year">${2016 + (i % 8)}</div></div>`).join('')}</div></div>
<div class="quote-block"><blockquote>"Brightline gave our 40-year-old bakery a look that finally matches the bread."</blockquote><div class="quote-author">— Maria Delgado, owner, Powell Street Bakery</div></div></section>` + foot + webflowFoot(site);
  const people = [
    ['Jordan Ellis', 'Founder / Creative Director', 'jordan@brightlinecreative.com'],
    ['Sam Whitaker', 'Partner / Head of Operations', 'sam@brightlinecreative.com'],
    ['Nia Okonkwo', 'Brand Strategist', ''],
    ['Leo Tran', 'Senior Webflow Developer', ''],
    ['Becca Lindqvist', 'Designer', ''],
  ];
  const studio = h('Studio — Brightline Creative') + nav + `<section class="section"><h1>The studio</h1><p class="lead">Brightline was founded in 2016 by Jordan Ellis after a decade at Wieden+Kennedy.</p>
<div class="w-dyn-list"><div role="list" class="team-list w-dyn-items">${people.map(([n, r, m], i) => `<div role="listitem" class="team-card w-dyn-item"><img alt="" loading="lazy" src="https://assets-global.website-files.com/${site}/6401ab${i}c_portrait-${i}.jpg" class="team-img"/><h3 class="team-name">${n}</h3><div class="team-title">${r}</div>${m ? `<a href="mailto:${m}" class="team-email">${m}</a>` : '<div class="w-condition-invisible team-email"></div>'}</div>`).join('')}</div></div></section>` + foot + webflowFoot(site);
  return {
    id: 'b023-brightline-creative', domain: d, language: 'en',
    patterns: ['builder-webflow', 'client-list', 'testimonials', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'junk-version', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/clients': ['clients.html', cl], '/studio': ['studio.html', studio] },
    truth: {
      emails: ['hello@brightlinecreative.com', 'jobs@brightlinecreative.com', 'jordan@brightlinecreative.com', 'sam@brightlinecreative.com'],
      emailKinds: { 'hello@brightlinecreative.com': 'generic', 'jobs@brightlinecreative.com': 'role', 'jordan@brightlinecreative.com': 'person', 'sam@brightlinecreative.com': 'person' },
      emailOwners: { 'jordan@brightlinecreative.com': 'Jordan Ellis', 'sam@brightlinecreative.com': 'Sam Whitaker' },
      contacts: [
        { name: 'Jordan Ellis', title: 'Founder / Creative Director', role: 'owner' },
        { name: 'Sam Whitaker', title: 'Partner / Head of Operations', role: 'operations' },
        { name: 'Nia Okonkwo', title: 'Brand Strategist', role: 'marketing' },
        { name: 'Leo Tran', title: 'Senior Webflow Developer', role: 'other' },
        { name: 'Becca Lindqvist', title: 'Designer', role: 'other' },
      ],
      junk: ['swiper@8', 'gsap@3.12.2'],
    },
  };
})();

// ---------------------------------------------------------------- b024 Irish dental practice, Elementor, [at] obfuscation, reviews
const b024 = (() => {
  const d = 'riversidedental.ie';
  const head = (t) => wpHead({ lang: 'en-IE', title: t, desc: 'Family dentist in Athlone. General dentistry, hygiene, orthodontics and emergency appointments.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-4', extra: elementorCss(d, 211) });
  const col = (w, inner) => `<div class="elementor-column elementor-col-${w} elementor-inner-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
  const ew = (type, inner, extra = '') => `<div class="elementor-element elementor-widget elementor-widget-${type}${extra}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const sec = (inner, cls = '') => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default ${cls}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
  const header = `<header id="site-header" class="site-header" role="banner"><div class="site-branding"><a href="https://${d}/" title="Home" rel="home"><img src="https://${d}/wp-content/uploads/2022/08/riverside-dental-logo.svg" alt="Riverside Dental"></a></div>
<nav class="site-navigation"><ul id="menu-main" class="menu"><li><a href="https://${d}/">Home</a></li><li><a href="https://${d}/treatments/">Treatments</a></li><li><a href="https://${d}/meet-the-team/">Meet the Team</a></li><li><a href="https://${d}/contact-us/">Contact Us</a></li></ul></nav></header>`;
  const footer = `<footer id="site-footer" class="site-footer" role="contentinfo"><p>Riverside Dental · 3 Custume Place, Athlone, Co. Westmeath N37 X2C4 · 090 647 5521 · reception [at] riversidedental.ie</p><p>Dr. Orla Kenny, Dental Surgeon, Dental Council Reg. No. 4412 (orla.kenny [at] riversidedental.ie) · <a href="https://${d}/privacy/">Privacy</a></p></footer>
<script src="https://${d}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.0"></script>
</body></html>`;
  const member = (name, title, img) => col(33, ew('image', `<img width="500" height="600" src="https://${d}/wp-content/uploads/2022/08/${img}" class="attachment-large size-large" alt="">`) + ew('heading', `<h3 class="elementor-heading-title elementor-size-default">${name}</h3>`) + ew('heading', `<h5 class="elementor-heading-title elementor-size-small">${title}</h5>`, ' elementor-widget__width-auto'));
  const index = head('Riverside Dental Athlone | Family Dentist') + header + `<main class="site-main"><div data-elementor-type="wp-page" data-elementor-id="211" class="elementor elementor-211">
${sec(col(100, ew('heading', '<h1 class="elementor-heading-title elementor-size-xxl">Gentle dentistry on the banks of the Shannon</h1>') + ew('text-editor', '<p>New patients welcome. Medical card (DTSS) and PRSI dental benefit accepted.</p><p>Book online or email reception [at] riversidedental.ie</p>')))}
${sec(col(100, ew('heading', '<h2 class="elementor-heading-title">What our patients say</h2>') + ew('testimonial-carousel', `<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">
<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">I was terrified of dentists for twenty years. Dr. Kenny changed that in one visit.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Siobhán M.</span><span class="elementor-testimonial__title">Moate</span></cite></div></div></div>
<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">The kids actually look forward to their check-ups. Brilliant team.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Declan Fahy</span><span class="elementor-testimonial__title">Athlone</span></cite></div></div></div>
</div></div></div>`)))}
</div></main>` + footer;
  const team = head('Meet the Team – Riverside Dental') + header + `<main class="site-main"><div data-elementor-type="wp-page" data-elementor-id="215" class="elementor elementor-215">
${sec(col(100, ew('heading', '<h1 class="elementor-heading-title">Meet the Team</h1>')))}
${sec(member('Dr. Orla Kenny', 'Principal Dentist', 'orla-kenny.jpg') + member('Dr. Cathal Brennan', 'Associate Dentist', 'cathal-brennan.jpg') + member('Aoife Daly', 'Dental Hygienist', 'aoife-daly.jpg'))}
${sec(member('Niamh Ward', 'Practice Manager', 'niamh-ward.jpg') + member('Ciara Moran', 'Dental Nurse', 'ciara-moran.jpg') + col(33, ''))}
</div></main>` + footer;
  const contact = head('Contact Us – Riverside Dental') + header + `<main class="site-main"><div data-elementor-type="wp-page" data-elementor-id="219" class="elementor elementor-219">
${sec(col(50, ew('heading', '<h1 class="elementor-heading-title">Contact Us</h1>') + ew('text-editor', '<p>Phone: 090 647 5521<br>Email: reception [at] riversidedental.ie<br>Accounts &amp; insurance queries: accounts [at] riversidedental.ie</p><p>Mon–Thu 8.30–18.00, Fri 8.30–16.00</p>')) + col(50, ew('form', '<form class="elementor-form" method="post"><div class="elementor-form-fields-wrapper"><div class="elementor-field-group"><input type="text" name="form_fields[name]" class="elementor-field" placeholder="Full name"></div><div class="elementor-field-group"><input type="email" name="form_fields[email]" class="elementor-field" placeholder="name@example.com"></div><div class="elementor-field-group"><textarea name="form_fields[message]" class="elementor-field" placeholder="Message"></textarea></div><button type="submit" class="elementor-button">Send</button></div></form>')))}
</div></main>` + footer;
  return {
    id: 'b024-riverside-dental-athlone', domain: d, language: 'en',
    patterns: ['builder-elementor', 'team-grid', 'testimonials', 'email-obfuscated', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', index], '/meet-the-team/': ['meet-the-team.html', team], '/contact-us/': ['contact-us.html', contact] },
    truth: {
      emails: ['orla.kenny@riversidedental.ie', 'reception@riversidedental.ie', 'accounts@riversidedental.ie'],
      emailKinds: { 'orla.kenny@riversidedental.ie': 'person', 'reception@riversidedental.ie': 'role', 'accounts@riversidedental.ie': 'role' },
      emailOwners: { 'orla.kenny@riversidedental.ie': 'Orla Kenny' },
      contacts: [
        { name: 'Orla Kenny', title: 'Principal Dentist', role: 'owner' },
        { name: 'Cathal Brennan', title: 'Associate Dentist', role: 'other' },
        { name: 'Aoife Daly', title: 'Dental Hygienist', role: 'other' },
        { name: 'Niamh Ward', title: 'Practice Manager', role: 'operations' },
        { name: 'Ciara Moran', title: 'Dental Nurse', role: 'other' },
      ],
      junk: ['name@example.com'],
    },
  };
})();

// ---------------------------------------------------------------- b025 US law firm on Divi, JSON-LD employees, own addresses
const b025 = (() => {
  const d = 'caldwellmorenolaw.com';
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","@id":"https://${d}/#org","name":"Caldwell & Moreno, PLLC","url":"https://${d}/","email":"intake@${d}","telephone":"+1-512-555-0143","address":{"@type":"PostalAddress","streetAddress":"901 Congress Ave, Suite 1200","addressLocality":"Austin","addressRegion":"TX","postalCode":"78701","addressCountry":"US"},"employee":[{"@type":"Person","name":"Daniel R. Caldwell","jobTitle":"Managing Partner","email":"dcaldwell@${d}"},{"@type":"Person","name":"Lucía Moreno","jobTitle":"Partner","email":"lmoreno@${d}"},{"@type":"Person","name":"Priya Natarajan","jobTitle":"Associate Attorney"}]}</script>
`;
  const head = (t) => wpHead({ lang: 'en-US', title: t, desc: 'Austin business and employment lawyers. Contracts, disputes, non-competes, wage claims.', domain: d, theme: 'Divi', bodyClass: 'et_divi_theme et-db et_pb_gutters3 et_right_sidebar', extra: ld });
  const header = `<div id="page-container"><header id="main-header"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2019/05/cm-logo.png" alt="Caldwell &amp; Moreno" id="logo"></a></div>
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li class="menu-item"><a href="https://${d}/">Home</a></li><li class="menu-item"><a href="https://${d}/attorneys/">Attorneys</a></li><li class="menu-item"><a href="https://${d}/practice-areas/">Practice Areas</a></li><li class="menu-item"><a href="https://${d}/contact/">Contact</a></li></ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">`;
  const footer = `</div></div></div></div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Caldwell &amp; Moreno, PLLC · 901 Congress Ave, Suite 1200, Austin, TX 78701 · (512) 555-0143<br>Attorney advertising. Prior results do not guarantee a similar outcome.</div></div></div></footer></div></div>
</body></html>`;
  const tm = (n, name, pos, bio, mail) => `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${n}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img src="https://${d}/wp-content/uploads/2019/05/atty-${n}.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div>${bio}</div>${mail ? `<p><strong>Email:</strong> ${mail}</p>` : ''}<ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul></div></div></div>`;
  const index = head('Caldwell & Moreno, PLLC | Austin Business Lawyers') + header + `<div class="et_pb_section et_pb_section_0 et_pb_fullwidth_section et_section_regular"><div class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0 et_pb_text_align_left et_pb_bg_layout_dark"><div class="et_pb_fullwidth_header_container left"><div class="header-content-container center"><div class="header-content"><h1 class="et_pb_module_header">Practical counsel for Texas businesses and the people who work for them.</h1><div class="et_pb_header_content_wrapper"><p>Free 20-minute consultation: intake@caldwellmorenolaw.com</p></div><a class="et_pb_button et_pb_more_button et_pb_button_one" href="https://${d}/contact/">Request a consultation</a></div></div></div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><p>Our <a href="https://${d}/attorneys/">attorneys</a> have represented more than 600 Central Texas companies since 2011.</p></div></div></div></div></div>` + footer;
  const att = head('Attorneys | Caldwell & Moreno, PLLC') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">
${tm(0, 'Daniel R. Caldwell', 'Managing Partner', '<p>Commercial litigation and contract disputes. J.D., University of Texas School of Law.</p>', 'dcaldwell@caldwellmorenolaw.com')}
${tm(1, 'Lucía Moreno', 'Partner', '<p>Employment law: non-competes, wage and hour, discrimination. Fluent in Spanish.</p>', 'lmoreno@caldwellmorenolaw.com')}
${tm(2, 'Priya Natarajan', 'Associate Attorney', '<p>Business formation, M&amp;A due diligence and commercial leases.</p>', '')}
</div></div>` + footer;
  const contact = head('Contact | Caldwell & Moreno, PLLC') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Contact</h2><p>New matters: <a href="mailto:intake@caldwellmorenolaw.com">intake@caldwellmorenolaw.com</a><br>Billing: <a href="mailto:billing@caldwellmorenolaw.com">billing@caldwellmorenolaw.com</a></p><p>Sending us an email does not create an attorney-client relationship.</p></div></div></div></div></div>` + footer;
  return {
    id: 'b025-caldwell-moreno-law', domain: d, language: 'en',
    patterns: ['builder-divi', 'team-grid', 'jsonld-person', 'email-jsonld', 'email-in-person-card', 'email-text', 'email-mailto'],
    pages: { '/': ['index.html', index], '/attorneys/': ['attorneys.html', att], '/contact/': ['contact.html', contact] },
    truth: {
      emails: ['intake@caldwellmorenolaw.com', 'billing@caldwellmorenolaw.com', 'dcaldwell@caldwellmorenolaw.com', 'lmoreno@caldwellmorenolaw.com'],
      emailKinds: { 'intake@caldwellmorenolaw.com': 'role', 'billing@caldwellmorenolaw.com': 'role', 'dcaldwell@caldwellmorenolaw.com': 'person', 'lmoreno@caldwellmorenolaw.com': 'person' },
      emailOwners: { 'dcaldwell@caldwellmorenolaw.com': 'Daniel R. Caldwell', 'lmoreno@caldwellmorenolaw.com': 'Lucía Moreno' },
      contacts: [
        { name: 'Daniel R. Caldwell', title: 'Managing Partner', role: 'owner' },
        { name: 'Lucía Moreno', title: 'Partner', role: 'owner' },
        { name: 'Priya Natarajan', title: 'Associate Attorney', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b026 hand-written piano tuner, "at"/"dot" address, letters from customers
const b026 = (() => {
  const d = 'whitcombepianos.co.uk';
  const top = (t) => `<html>
<head>
<title>${t}</title>
<meta name="description" content="Piano tuning, repair and restoration in Worcestershire and Herefordshire">
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
</head>
<body bgcolor="#FFFFF0" background="images/paper.jpg">
<center>
<table width="640" border="0">
<tr><td align="center"><img src="images/title.gif" alt="J. Whitcombe Pianos"><br>
<font face="Times New Roman" size="2">[ <a href="index.html">Home</a> | <a href="services.html">Tuning &amp; Repairs</a> | <a href="letters.html">What customers say</a> ]</font>
<hr width="80%" noshade>
</td></tr>
<tr><td><font face="Times New Roman" size="3">
`;
  const bot = `</font></td></tr>
<tr><td align="center"><hr width="80%" noshade><font size="1">Last updated 12th January 2019 &middot; Best viewed at 800x600</font></td></tr>
</table>
</center>
</body>
</html>`;
  const index = top('J. Whitcombe Pianos - Piano Tuner, Malvern') + `<p>Welcome! My name is John Whitcombe and I have been tuning and repairing pianos in the Malvern area since 1984, when I finished my apprenticeship at the Broadwood works in London.
<p>I am a Member of the Pianoforte Tuners' Association (MPTA). I tune for private customers, schools, churches and the Malvern Theatres.
<p>My wife <b>Margaret Whitcombe</b> keeps the diary, so if I am out on a job please leave a message and she will ring you back.
<p><b>Telephone:</b> 01684 572 093<br>
<b>Mobile:</b> 07700 900 418<br>
<b>E-mail:</b> john at whitcombepianos dot co dot uk<br>
<font size="2">(written this way to stop the junk mail - please replace "at" and "dot")</font>
<p><img src="images/steinway.jpg" width="300" align="right" hspace="10" alt="Steinway model O">Standard tuning: &pound;75 (Malvern, Worcester, Ledbury, Upton)<br>
Pitch raise: from &pound;40 extra
<p>I do not work on digital pianos or organs.
<br clear="all">
<center><img src="images/counter.gif"> visitors</center>
` + bot;
  const services = top('Tuning and Repairs') + `<h3>Tuning &amp; Repairs</h3>
<ul>
<li>Tuning (including concert tuning)
<li>Regulation and voicing
<li>Replacement of strings, hammers and dampers
<li>Restoration of old uprights and grands
<li>Valuations for insurance and for sale
</ul>
<p>I am happy to look at old pianos before you buy. Many an "antique Bechstein" turns out to be a John Brinsmead with a very tired soundboard!
` + bot;
  const letters = top('What customers say') + `<h3>What customers say</h3>
<p><i>"Mr Whitcombe has tuned our Blüthner for 25 years and it has never sounded better."</i><br>- Mrs P. Hargreaves, Colwall
<p><i>"Prompt, tidy and very knowledgeable. Highly recommended."</i><br>- Rev. Alan Coates, St Matthias Church, Malvern Link
<p><i>"John restored my grandmother's Broadwood upright beautifully."</i><br>- Dr Helen Price, Worcester
<p><i>"Thank you for coming out at such short notice before our concert."</i><br>- Elgar School of Music
` + bot;
  return {
    id: 'b026-whitcombe-pianos', domain: d, language: 'en',
    patterns: ['hand-written', 'broken-markup', 'about-prose', 'email-obfuscated', 'testimonials', 'name-lookalikes'],
    pages: { '/': ['index.html', index, 'latin1'], '/services.html': ['services.html', services, 'latin1'], '/letters.html': ['letters.html', letters, 'latin1'] },
    truth: {
      emails: ['john@whitcombepianos.co.uk'],
      emailKinds: { 'john@whitcombepianos.co.uk': 'person' },
      emailOwners: { 'john@whitcombepianos.co.uk': 'John Whitcombe' },
      contacts: [
        { name: 'John Whitcombe', title: null, role: 'owner' },
        { name: 'Margaret Whitcombe', title: null, role: 'operations' },
      ],
      junk: [],
    },
  };
})();

export const sitesEn2 = [b022, b023, b024, b025, b026];
