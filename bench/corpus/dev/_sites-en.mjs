import { T, P, mailto, ent, entMailto, obf, fa, svgIcon, jsonld, cfEncode, elementor, divi, wp, wix, sqs, webflow, bootstrap } from './_lib.mjs';

const sites = [];

// d017 — heating engineer in Cardiff (UK), WordPress (GeneratePress), director only in the company footer
sites.push((() => {
  const site = { id: 'd017-pryce-heating', domain: 'pryceheating.co.uk', lang: 'en', htmlLang: 'en-GB', name: 'Pryce Heating & Plumbing',
    nav: [['/', 'Home'], ['/boiler-servicing/', 'Boiler Servicing'], ['/about-us/', 'About Us'], ['/contact/', 'Contact']] };
  const gareth = P('Gareth Pryce', 'Company director', 'owner');
  const { W, render } = wp(site, { theme: 'generatepress', siteTitle: false,
    footerWidgets: ['<p><strong>Pryce Heating &amp; Plumbing Ltd</strong><br>Unit 4, Lamby Way Workshops<br>Rumney, Cardiff CF3 2EQ</p>', '<p>Tel: 029 2079 1184<br>Email: office@pryceheating.co.uk</p>', '<p><img src="/wp-content/uploads/2022/11/gas-safe-logo.png" alt="Gas Safe Register 512044" width="90"></p>'],
    copyright: '<p>© 2024 Pryce Heating &amp; Plumbing Ltd. Registered in England &amp; Wales No. 07712093. Registered office: 14 Newport Road, Cardiff CF24 0DB. Company director: Gareth Pryce.</p><p>Website by <a href="https://pixelforge.co.uk">Pixelforge Digital</a> · hello@pixelforge.co.uk</p>' });
  const home = render('Gas Safe Heating Engineers in Cardiff | Pryce Heating & Plumbing', [
    W.group(W.h('Boiler installs, repairs &amp; servicing across Cardiff and the Vale', 1) + W.p('Gas Safe registered engineers. Worcester Bosch Accredited Installer with up to 12 years guarantee on new boilers.') + W.buttons([['/contact/', 'Get a free quote']])),
    W.columns([W.h('Boiler installation', 3) + W.p('Combi swaps, system upgrades and back boiler removals.'), W.h('Repairs', 3) + W.p('Same-day call outs for no heating or hot water.'), W.h('Landlord certificates', 3) + W.p('CP12 gas safety certificates from £65.')]),
    W.h('What our customers say', 2),
    W.quote('Gareth and his lad fitted our new combi in a day and left the place spotless. Would recommend.', 'Sian, Penylan — via Checkatrade'),
    W.quote('Fair price, turned up when they said they would.', 'Mr D. Hughes, Llanishen'),
  ].join('\n'), { path: '/', noTitle: true });
  const serv = render('Boiler Servicing – Pryce Heating & Plumbing', [W.p('An annual service keeps your boiler safe, efficient and within warranty.'), W.table(['Service', 'Price'], [['Gas boiler service', '£79'], ['Boiler service + CP12 (landlords)', '£110'], ['Powerflush (up to 10 radiators)', '£395']]), W.p('Prices include VAT.')].join('\n'), { path: '/boiler-servicing/' });
  const about = render('About Us – Pryce Heating & Plumbing', [W.p('Gareth set the business up in 2008 after twelve years as a British Gas engineer. Today we are a team of five engineers and an office manager, covering Cardiff, Penarth, Barry and Caerphilly.'), W.p('We are Gas Safe registered (512044), OFTEC registered and members of the Chartered Institute of Plumbing and Heating Engineering.')].join('\n'), { path: '/about-us/' });
  const contact = render('Contact – Pryce Heating & Plumbing', [W.p('Call the office on 029 2079 1184 (Mon–Fri 8am–5pm) or email office@pryceheating.co.uk.'), W.cf7([['your-name', 'text', 'Your name'], ['your-email', 'email', 'Your email'], ['your-postcode', 'text', 'Postcode'], ['your-message', 'textarea', 'How can we help?']], 'Send')].join('\n'), { path: '/contact/' });
  return { ...site, patterns: ['builder-wordpress', 'legal-notice', 'about-prose', 'email-text', 'email-footer', 'testimonials', 'junk-agency'],
    pages: { '/': ['index.html', home], '/boiler-servicing/': ['boiler-servicing.html', serv], '/about-us/': ['about-us.html', about], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['office@pryceheating.co.uk'], contacts: [gareth], junk: ['hello@pixelforge.co.uk'] }) };
})());

// d018 — orthodontic practice in Boise (US), Elementor image boxes with credentials after the name
sites.push((() => {
  const site = { id: 'd018-cedar-ridge-ortho', domain: 'cedarridgeortho.com', lang: 'en', htmlLang: 'en-US', name: 'Cedar Ridge Orthodontics',
    nav: [['/', 'Home'], ['/meet-the-team/', 'Meet the Team'], ['/first-visit/', 'Your First Visit'], ['/contact/', 'Contact']] };
  const priya = P('Dr. Priya Raman', 'Orthodontist & Owner', 'owner');
  const matt = P('Dr. Matthew Kowalczyk', 'Associate Orthodontist', 'other');
  const tasha = P('Tasha Greene', 'Practice Manager', 'operations');
  const bri = P('Brianna Ortiz', 'Treatment Coordinator', 'other');
  const emi = P('Emily Stroud', 'Community & Social Media Coordinator', 'marketing');
  const { E, render } = elementor(site, { theme: 'astra', footer: (E) => E.section([E.col(50, E.text('<p>Cedar Ridge Orthodontics<br>2150 N Eagle Rd, Suite 110, Meridian, ID 83646<br>(208) 555-0147</p>')), E.col(50, E.text(`<p>${mailto('smile@cedarridgeortho.com', 'smile@cedarridgeortho.com', 'Appointment request')}</p><p>Mon–Thu 7:30am–5pm</p>`))]) });
  const box = (p, cred, img, mail) => E.imageBox({ img: `https://cedarridgeortho.com/wp-content/uploads/2023/09/${img}.jpg`, title: `${p.name}${cred ? ', ' + cred : ''}`, desc: p.title + (mail ? `<br><a href="mailto:${mail}">${mail}</a>` : ''), tag: 'h4' });
  const home = render('Cedar Ridge Orthodontics | Braces & Invisalign in Meridian, ID', [
    E.section([E.col(50, E.heading('Confident smiles for every age', 'h1'), E.text('<p>Braces, Invisalign and early treatment for kids, teens and adults in Meridian and Boise. Free consultations, no referral needed.</p>'), E.button('/contact/', 'Book a free consult')), E.col(50, E.image('https://cedarridgeortho.com/wp-content/uploads/2023/09/hero-smile.jpg', ''))]),
    E.section(E.col(100, E.heading('Patient reviews', 'h2'), E.testimonial({ text: 'Dr. Raman and the whole team made my daughter feel so comfortable. Her smile is amazing!', name: 'Jennifer L.', job: 'Parent' }), E.testimonial({ text: 'Invisalign at 42 was the best thing I did for myself.', name: 'Marcus T.' }))),
  ].join('\n'), { path: '/' });
  const team = render('Meet the Team | Cedar Ridge Orthodontics', [
    E.section(E.col(100, E.heading('Meet the Team', 'h1'))),
    E.section([E.col(50, box(priya, 'DDS, MS', 'dr-raman')), E.col(50, box(matt, 'DMD', 'dr-kowalczyk'))]),
    E.section([E.col(33, box(tasha, '', 'tasha', 'tasha@cedarridgeortho.com')), E.col(33, box(bri, '', 'brianna')), E.col(33, box(emi, '', 'emily'))]),
  ].join('\n'), { path: '/meet-the-team/' });
  const first = render('Your First Visit | Cedar Ridge Orthodontics', E.section(E.col(100, E.heading('Your First Visit', 'h1'), E.text('<p>Your complimentary consultation takes about an hour and includes digital x-rays, an iTero scan and a personalized treatment plan. Please bring your insurance card.</p><p>We accept Delta Dental, MetLife, Cigna and most PPO plans, plus 0% in-house financing.</p>'))), { path: '/first-visit/' });
  const contact = render('Contact | Cedar Ridge Orthodontics', E.section([E.col(50, E.heading('Request an appointment', 'h1'), E.form([['name', 'text', 'Full name'], ['email', 'email', 'you@example.com'], ['phone', 'tel', '(208) 555-1234'], ['message', 'textarea', 'Message']], 'Submit')), E.col(50, E.text('<p>Questions about billing? Email <a href="mailto:billing@cedarridgeortho.com">billing@cedarridgeortho.com</a>.</p>'))]), { path: '/contact/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'testimonials', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/meet-the-team/': ['meet-the-team.html', team], '/first-visit/': ['first-visit.html', first], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['smile@cedarridgeortho.com'], role: ['billing@cedarridgeortho.com'], person: { 'tasha@cedarridgeortho.com': tasha.name }, contacts: [priya, matt, tasha, bri, emi], junk: ['you@example.com'] }) };
})());

// d019 — solicitors in Bristol (UK), Squarespace summary blocks for people, personal addresses on bio excerpts
sites.push((() => {
  const site = { id: 'd019-harrow-finch-solicitors', domain: 'harrowfinch.co.uk', lang: 'en', htmlLang: 'en-GB', name: 'Harrow & Finch Solicitors',
    nav: [['/', 'Home'], ['/our-people', 'Our People'], ['/services', 'Services'], ['/contact', 'Contact']] };
  const eleanor = P('Eleanor Harrow', 'Managing Partner', 'owner');
  const rajesh = P('Rajesh Finch-Patel', 'Partner, Family Law', 'owner');
  const tom = P("Tom O'Sullivan", 'Senior Associate, Conveyancing', 'other');
  const aisha = P('Aisha Bello', 'Trainee Solicitor', 'other');
  const gemma = P('Gemma Whitlock', 'Practice Manager', 'operations');
  const { S, render } = sqs(site, { tz: 'Europe/London', country: 'GB', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Harrow &amp; Finch Solicitors LLP · 22 Queen Square, Bristol BS1 4ND · 0117 496 0321 · enquiries@harrowfinch.co.uk</p><p>Authorised and regulated by the Solicitors Regulation Authority (SRA No. 645120). A list of members is available at our registered office.</p></div></div></section>' });
  const home = render('Harrow & Finch Solicitors — Bristol', [S.section([S.html('<h1>Straightforward legal advice for families and homeowners</h1><p>Conveyancing, family law, wills and probate from our offices on Queen Square.</p>'), S.button('/contact', 'Speak to us')]),
    S.section([S.html('<h2>Our story</h2><p>Eleanor Harrow and Rajesh Finch-Patel founded the firm in 2012 after a decade together at a large city practice. Eleanor leads the firm as Managing Partner; Rajesh heads our family team.</p>')])].join('\n'), { path: '/' });
  const people = render('Our People — Harrow & Finch Solicitors', S.section([S.html('<h1>Our People</h1>'), S.summary([
    { href: '/our-people/eleanor-harrow', img: 'eleanor.jpg', title: eleanor.name, meta: eleanor.title, excerpt: '<p>Residential property and wills. <a href="mailto:e.harrow@harrowfinch.co.uk">e.harrow@harrowfinch.co.uk</a></p>' },
    { href: '/our-people/rajesh-finch-patel', img: 'rajesh.jpg', title: rajesh.name, meta: rajesh.title, excerpt: '<p>Divorce, finances and children arrangements. Resolution accredited. <a href="mailto:r.finchpatel@harrowfinch.co.uk">r.finchpatel@harrowfinch.co.uk</a></p>' },
    { href: '/our-people/tom-osullivan', img: 'tom.jpg', title: tom.name, meta: tom.title, excerpt: '<p>Freehold and leasehold sales and purchases. <a href="mailto:t.osullivan@harrowfinch.co.uk">t.osullivan@harrowfinch.co.uk</a></p>' },
    { href: '/our-people/aisha-bello', img: 'aisha.jpg', title: aisha.name, meta: aisha.title, excerpt: '<p>Supporting the family and private client teams.</p>' },
    { href: '/our-people/gemma-whitlock', img: 'gemma.jpg', title: gemma.name, meta: gemma.title, excerpt: '<p>Accounts, compliance and client care. <a href="mailto:accounts@harrowfinch.co.uk">accounts@harrowfinch.co.uk</a></p>' },
  ])]), { path: '/our-people' });
  const serv = render('Services — Harrow & Finch Solicitors', S.section([S.html('<h1>Services</h1><h3>Conveyancing</h3><p>Fixed fees from £895 + VAT for sales and purchases up to £500,000.</p><h3>Family law</h3><p>Fixed-fee initial meetings of one hour for £150 + VAT.</p><h3>Wills &amp; probate</h3><p>Single wills from £250 + VAT; mirror wills £395 + VAT.</p>')]), { path: '/services' });
  const contact = render('Contact — Harrow & Finch Solicitors', S.section([S.html('<h1>Contact us</h1><p>Call 0117 496 0321 or email <a href="mailto:enquiries@harrowfinch.co.uk">enquiries@harrowfinch.co.uk</a>.</p><p>Office hours: Monday to Friday, 9am – 5.30pm.</p>'), S.form([['Name', 'name', ''], ['Email', 'email', ''], ['How can we help?', 'textarea', '']], 'Submit')]), { path: '/contact' });
  return { ...site, patterns: ['builder-squarespace', 'team-grid', 'about-prose', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text'],
    pages: { '/': ['index.html', home], '/our-people': ['our-people.html', people], '/services': ['services.html', serv], '/contact': ['contact.html', contact] },
    truth: T({ generic: ['enquiries@harrowfinch.co.uk'], role: ['accounts@harrowfinch.co.uk'], person: { 'e.harrow@harrowfinch.co.uk': eleanor.name, 'r.finchpatel@harrowfinch.co.uk': rajesh.name, 't.osullivan@harrowfinch.co.uk': tom.name }, contacts: [eleanor, rajesh, tom, aisha, gemma], junk: [] }) };
})());

// d020 — surf school in Lahinch (IE) on Wix, siblings named in prose, gmail
sites.push((() => {
  const site = { id: 'd020-lahinch-surf-school', domain: 'clarecoastsurf.ie', lang: 'en', htmlLang: 'en-IE', name: 'Clare Coast Surf School',
    nav: [['/', 'Home'], ['/lessons', 'Lessons'], ['/about', 'About'], ['/book-online', 'Book Online']] };
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', 'The Promenade, Lahinch, Co. Clare, V95 XK82'], ['p', 'font_9', '© 2024 Clare Coast Surf School. Proudly created with Wix.com']]) });
  const aoife = P('Aoife Ní Bhriain', 'Head Coach', 'owner');
  const cian = P('Cian O’Brien', null, 'owner');
  const home = render('Clare Coast Surf School | Surf Lessons in Lahinch', X.strip([
    X.rich([['h1', 'font_0', X.span('Learn to surf on the Wild Atlantic Way')], ['p', 'font_7', 'Beginner lessons, kids camps and private coaching on Lahinch beach since 2011.']]),
    X.img('lahinch-beach.jpg', 'Lahinch beach'), X.button('https://clarecoastsurf.ie/book-online', 'Book a lesson'),
    X.rich([['h2', 'font_2', 'Reviews'], ['p', 'font_8', '“Brilliant instructors, my two lads were standing up by the end of the first lesson.” — Declan, Limerick'], ['p', 'font_8', '“Best day of our holiday!” — The Schneider family, Munich']]),
  ]), { path: '/' });
  const lessons = render('Lessons | Clare Coast Surf School', X.strip([X.rich([['h1', 'font_0', 'Lessons'], ['p', 'font_8', 'Group lesson (2 hours) — €40\nKids summer camp (5 mornings) — €160\nPrivate lesson — €90'], ['p', 'font_8', 'Wetsuits, boots and boards included.']])]), { path: '/lessons' });
  const about = render('About | Clare Coast Surf School', X.strip([
    X.rich([['h1', 'font_0', 'About us']]),
    X.rich([['p', 'font_8', `We're a small family-run school. Brother and sister ${cian.name} and ${aoife.name} grew up surfing the reef at Cregg and started teaching from the back of a van in 2011.`], ['p', 'font_8', `These days ${aoife.name.split(' ')[0]} is our Head Coach and runs the instructor team, and ${cian.name.split(' ')[0]} looks after the shop and the bookings.`]]),
    X.img('aoife-cian.jpg', 'Aoife and Cian'),
  ]), { path: '/about' });
  const book = render('Book Online | Clare Coast Surf School', X.strip([X.rich([['h1', 'font_0', 'Book online'], ['p', 'font_8', 'Book through the calendar below or drop us a line at clarecoastsurf@gmail.com / 087 912 4450.']]),
    X.form([['Name', 'text', 'Name'], ['Email', 'email', 'Email'], ['Date', 'text', 'Preferred date']], 'Submit')]), { path: '/book-online' });
  return { ...site, patterns: ['builder-wix', 'about-prose', 'email-text', 'testimonials', 'junk-platform'],
    pages: { '/': ['index.html', home], '/lessons': ['lessons.html', lessons], '/about': ['about.html', about], '/book-online': ['book-online.html', book] },
    truth: T({ generic: ['clarecoastsurf@gmail.com'], contacts: [aoife, cian], junk: [X.dsn] }) };
})());

// d021 — landscape architects in Brisbane (AU), Webflow CMS people collection, retina assets
sites.push((() => {
  const site = { id: 'd021-groundwork-landscape', domain: 'groundworkla.com.au', lang: 'en', htmlLang: 'en-AU', name: 'Groundwork Landscape Architecture',
    nav: [['/', 'Home'], ['/projects', 'Projects'], ['/studio', 'Studio'], ['/contact', 'Contact']] };
  const kate = P('Kate Lindqvist', 'Director', 'owner');
  const jordan = P('Jordan Mabo-Reid', 'Associate Landscape Architect', 'other');
  const sam = P('Sam Nguyen', 'Studio Manager', 'operations');
  const lily = P('Lily Hartono', 'Graduate Landscape Architect', 'other');
  let hxr;
  const wf = webflow(site, { footer: (F) => `<div class="footer-grid w-container"><div>Groundwork Landscape Architecture Pty Ltd<br/>ABN 41 612 339 870</div><div>Level 2, 56 Baxter Street, Fortitude Valley QLD 4006</div><div><a href="mailto:studio@groundworkla.com.au" class="footer-link">studio@groundworkla.com.au</a></div></div>` });
  const { F, render } = wf;
  const home = render('Groundwork Landscape Architecture — Brisbane', `<div class="hero"><img src="${F.asset('hero.webp')}" srcset="${F.asset('hero.webp')} 1x, ${F.asset('hero@2x.webp')} 2x" alt="" class="hero-img"/><div class="w-container"><h1 class="display">Landscapes for subtropical living</h1><p class="lede">Public realm, schools and residential gardens across South East Queensland.</p></div></div>`, { path: '/' });
  const proj = render('Projects — Groundwork', `<div class="section"><div class="w-container"><h1>Projects</h1>${F.dynList([['Roma Street Parkland Renewal', 'Public realm'], ['Yeronga State School Nature Play', 'Education'], ['Hartley House Garden', 'Residential']], ([n, t]) => `<h3 class="project-name">${n}</h3><div class="tag">${t}</div>`, 'project')}</div></div>`, { path: '/projects' });
  const people = [[kate, 'kate@groundworkla.com.au', 'kate'], [jordan, 'jordan@groundworkla.com.au', 'jordan'], [sam, 'sam@groundworkla.com.au', 'sam'], [lily, '', 'lily']];
  const studio = render('Studio — Groundwork', `<div class="section"><div class="w-container"><h1>Studio</h1><p class="lede">Founded by Kate Lindqvist in 2015, we are a practice of eight designers working from a converted warehouse in Fortitude Valley.</p>${F.dynList(people, ([p, mail, img]) => `<div class="person-card"><img src="${F.asset(img + '.jpg')}" srcset="${F.asset(img + '.jpg')} 1x, ${F.asset(img + '@2x.jpg')} 2x" alt="${p.name}" class="person-photo"/><h4 class="person-name">${p.name}</h4><div class="person-role">${p.title}</div>${mail ? `<a href="mailto:${mail}" class="person-email">${mail}</a>` : ''}</div>`, 'people')}</div></div>`, { path: '/studio' });
  const contact = render('Contact — Groundwork', `<div class="section"><div class="w-container"><h1>Contact</h1><p>General enquiries: <a href="mailto:studio@groundworkla.com.au">studio@groundworkla.com.au</a><br/>Careers: careers@groundworkla.com.au</p>${F.form('Contact', [['Name', 'text', 'Jane Smith'], ['Email', 'email', 'jane@example.com'], ['Message', 'textarea', 'Tell us about your project']], 'Send')}</div></div>`, { path: '/contact' });
  return { ...site, patterns: ['builder-webflow', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'junk-asset', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/projects': ['projects.html', proj], '/studio': ['studio.html', studio], '/contact': ['contact.html', contact] },
    truth: T({ generic: ['studio@groundworkla.com.au'], role: ['careers@groundworkla.com.au'], person: { 'kate@groundworkla.com.au': kate.name, 'jordan@groundworkla.com.au': jordan.name, 'sam@groundworkla.com.au': sam.name }, contacts: [kate, jordan, sam, lily], junk: ['hero@2x.webp', 'kate@2x.jpg', 'jordan@2x.jpg', 'sam@2x.jpg', 'lily@2x.jpg', 'jane@example.com'] }) };
})());

// d022 — funeral home in Ohio (US), Bootstrap 4, obituaries, address behind Cloudflare email protection
sites.push((() => {
  const site = { id: 'd022-whitfield-funeral-home', domain: 'whitfieldfuneralhome.com', lang: 'en', htmlLang: 'en-US', name: 'Whitfield & Sons Funeral Home',
    nav: [['/', 'Home'], ['/obituaries', 'Obituaries'], ['/our-staff', 'Our Staff'], ['/contact', 'Contact']] };
  const robert = P('Robert J. Whitfield III', 'Owner & Licensed Funeral Director', 'owner');
  const dana = P('Dana Whitfield-Morris', 'Funeral Director & Embalmer', 'other');
  const luis = P('Luis Ochoa', 'Pre-Planning Advisor', 'other');
  const carol = P('Carol Ann Baxter', 'Office Manager', 'operations');
  const cf = (addr) => `<a href="/cdn-cgi/l/email-protection#${cfEncode(addr, 0x3c)}"><span class="__cf_email__" data-cfemail="${cfEncode(addr, 0x3c)}">[email&#160;protected]</span></a>`;
  const { render } = bootstrap(site, { v: 4, footer: `<footer class="bg-secondary text-light py-4"><div class="container"><div class="row"><div class="col-md-6">Whitfield &amp; Sons Funeral Home · 418 W Main St, Troy, OH 45373 · (937) 555-0190</div><div class="col-md-6 text-md-right">Email: ${cf('info@whitfieldfuneralhome.com')}</div></div><p class="small mt-2 mb-0">Website and obituary platform by Tribute Web Services</p></div></footer>`,
    scripts: '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>' });
  const obit = (name, dates, text, svc) => `<div class="card mb-3 obituary"><div class="row no-gutters"><div class="col-md-2"><img src="/images/obits/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" class="card-img" alt="${name}"></div><div class="col-md-10"><div class="card-body"><h5 class="card-title">${name}</h5><p class="card-subtitle text-muted">${dates}</p><p class="card-text">${text}</p><p class="card-text"><small>${svc}</small></p></div></div></div></div>`;
  const home = render('Whitfield & Sons Funeral Home | Troy, Ohio', `<div class="jumbotron jumbotron-fluid mb-0"><div class="container"><h1 class="display-5">Serving Miami County families since 1921</h1><p class="lead">Traditional funerals, cremation, and pre-planning with dignity and compassion.</p><a href="/obituaries" class="btn btn-dark">Current obituaries</a></div></div>
<div class="container py-4"><h2>Recent obituaries</h2>${obit('Harold "Bud" Kessler', 'March 3, 1938 – April 9, 2024', 'Bud retired from Hobart Brothers after 38 years. He is survived by his wife of 61 years, Joan; sons Mark and Steven; and seven grandchildren.', 'Visitation Friday 4–7 PM. Funeral Saturday 11 AM at First United Methodist Church.')}</div>`, { path: '/' });
  const obits = render('Obituaries | Whitfield & Sons', `<div class="container py-4"><h1>Obituaries</h1>
${obit('Harold "Bud" Kessler', 'March 3, 1938 – April 9, 2024', 'Bud retired from Hobart Brothers after 38 years. He is survived by his wife of 61 years, Joan; sons Mark and Steven; and seven grandchildren.', 'Visitation Friday 4–7 PM. Funeral Saturday 11 AM at First United Methodist Church.')}
${obit('Margaret Louise Dunn', 'July 22, 1931 – April 6, 2024', 'Margaret taught third grade at Heywood Elementary for thirty years. Preceded in death by her husband, Walter Dunn. Survived by her daughter, Patricia (Greg) Lyle.', 'Private family service. Memorial contributions to the Troy-Miami County Public Library.')}
${obit('Anthony R. Esposito', 'November 1, 1956 – April 2, 2024', 'Tony owned Esposito’s Pizzeria on Market Street for 25 years and coached Little League. Survived by his partner, Linda Marsh, and his brother Vincent.', 'Celebration of life at the Troy Elks Lodge, April 13 at 2 PM.')}
</div>`, { path: '/obituaries' });
  const staff = render('Our Staff | Whitfield & Sons', `<div class="container py-4"><h1>Our Staff</h1><div class="row">${[[robert, 'Fourth-generation funeral director, Ohio license #FD-10442.'], [dana, 'Joined the family business in 2009.'], [luis, 'Se habla español.'], [carol, 'Insurance assignments and death certificates.']].map(([p, t]) => `<div class="col-sm-6 col-lg-3 mb-4"><div class="card h-100 text-center"><div class="card-body"><h5 class="card-title mb-1">${p.name}</h5><p class="text-muted small">${p.title}</p><p class="card-text">${t}</p></div></div></div>`).join('')}</div></div>`, { path: '/our-staff' });
  const contact = render('Contact | Whitfield & Sons', `<div class="container py-4"><h1>Contact us</h1><p>We are available 24 hours a day at (937) 555-0190.</p><p>Pre-planning questions: ${cf('preplanning@whitfieldfuneralhome.com')}</p></div>`, { path: '/contact' });
  return { ...site, patterns: ['builder-bootstrap', 'obituary', 'team-grid', 'email-obfuscated', 'email-footer'],
    pages: { '/': ['index.html', home], '/obituaries': ['obituaries.html', obits], '/our-staff': ['our-staff.html', staff], '/contact': ['contact.html', contact] },
    truth: T({ generic: ['info@whitfieldfuneralhome.com'], role: ['preplanning@whitfieldfuneralhome.com'], contacts: [robert, dana, luis, carol], junk: [] }) };
})());

// d023 — chamber of commerce in Nova Scotia (CA), WordPress blocks, staff + member directory
sites.push((() => {
  const site = { id: 'd023-annapolis-valley-chamber', domain: 'avchamber.ca', lang: 'en', htmlLang: 'en-CA', name: 'Annapolis Valley Chamber of Commerce',
    nav: [['/', 'Home'], ['/about/staff-board/', 'Staff &amp; Board'], ['/member-directory/', 'Member Directory'], ['/events/', 'Events']] };
  const heather = P('Heather MacIsaac', 'Executive Director', 'owner');
  const owen = P('Owen Fraser', 'Events & Marketing Coordinator', 'marketing');
  const priti = P('Priti Desai', 'Office Administrator', 'operations');
  const neil = P('Neil Comeau', 'Board Chair', 'other');
  const { W, render } = wp(site, { theme: 'twentytwentyfour', footerWidgets: ['<p>Annapolis Valley Chamber of Commerce<br>24 Webster St, Kentville, NS B4N 1H6</p>', '<p>902-555-0133<br><a href="mailto:info@avchamber.ca">info@avchamber.ca</a></p>'] });
  const home = render('Annapolis Valley Chamber of Commerce', [W.group(W.h('The voice of Valley business since 1923', 1) + W.p('Over 400 member businesses from Windsor to Annapolis Royal.') + W.buttons([['/member-directory/', 'Find a member'], ['/events/', 'Upcoming events']]))].join('\n'), { path: '/', noTitle: true });
  const staff = render('Staff & Board – Annapolis Valley Chamber of Commerce', [
    W.h('Staff', 2),
    W.columns([W.img('/wp-content/uploads/2023/05/heather.jpg', heather.name) + W.p(`<strong>${heather.name}</strong><br>${heather.title}<br><a href="mailto:heather@avchamber.ca">heather@avchamber.ca</a>`),
      W.img('/wp-content/uploads/2023/05/owen.jpg', owen.name) + W.p(`<strong>${owen.name}</strong><br>${owen.title}<br><a href="mailto:events@avchamber.ca">events@avchamber.ca</a>`),
      W.img('/wp-content/uploads/2023/05/priti.jpg', priti.name) + W.p(`<strong>${priti.name}</strong><br>${priti.title}<br><a href="mailto:info@avchamber.ca">info@avchamber.ca</a>`)]),
    W.h('Board of Directors 2024', 2),
    W.table(['Position', 'Name', 'Business'], [['Board Chair', neil.name, 'Comeau’s Hardware'], ['Vice Chair', 'Jasmine Robichaud', 'Blomidon Estate Winery'], ['Treasurer', 'Frank Ells, CPA', 'Ells & Porter Chartered Accountants'], ['Director', 'Tamara Ward', 'Ward Insurance Brokers'], ['Director', 'Dr. Sunil Kapoor', 'Valley Family Dental']]),
  ].join('\n'), { path: '/about/staff-board/' });
  const members = [['Acadia Cinema Co-op', 'Arts & Entertainment', 'hello@acadiacinema.ca'], ['Blomidon Estate Winery', 'Food & Beverage', 'tastings@blomidonestate.ca'], ['Comeau’s Hardware', 'Retail', 'comeaushardware@eastlink.ca'], ['Ells & Porter Chartered Accountants', 'Professional Services', 'office@ellsporter.ca'], ['Fundy Fresh Farms', 'Agriculture', 'fundyfreshfarms@gmail.com'], ['Kentville Veterinary Clinic', 'Health', 'reception@kentvillevet.ca'], ['Just Us! Coffee Roasters', 'Food & Beverage', 'wolfville@justuscoffee.com'], ['Maritime Bike Works', 'Retail', 'ride@maritimebikeworks.ca'], ['Port Williams Pub', 'Hospitality', 'info@portwilliamspub.com'], ['Valley Family Dental', 'Health', 'smile@valleyfamilydental.ca'], ['Ward Insurance Brokers', 'Insurance', 'quotes@wardinsurance.ca'], ['Wolfville Print Shop', 'Business Services', 'orders@wolfvilleprint.ca']];
  const dir = render('Member Directory – Annapolis Valley Chamber of Commerce', [W.p('Browse Chamber members by name. Listings are maintained by each member.'), ...members.map(([n, c, e]) => `<div class="wp-block-group member-listing is-layout-flow">${W.h(n, 4)}${W.p(`<em>${c}</em> · ${mailto(e)}`)}</div>`)].join('\n'), { path: '/member-directory/' });
  const events = render('Events – Annapolis Valley Chamber of Commerce', [W.h('Business After Hours — May 16', 3), W.p('Hosted by Blomidon Estate Winery. Members free, non-members $20.'), W.h('Annual General Meeting — June 6', 3), W.p('Guest speaker: Hon. Kelly Regan. RSVP to events@avchamber.ca.')].join('\n'), { path: '/events/' });
  return { ...site, patterns: ['builder-wordpress', 'directory', 'team-grid', 'team-table', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes', 'email-text'],
    pages: { '/': ['index.html', home], '/about/staff-board/': ['staff-board.html', staff], '/member-directory/': ['member-directory.html', dir], '/events/': ['events.html', events] },
    truth: T({ generic: ['info@avchamber.ca'], role: ['events@avchamber.ca'], person: { 'heather@avchamber.ca': heather.name }, contacts: [heather, owen, priti, neil], junk: members.map((m) => m[2]) }) };
})());

// d024 — IT consultancy in Leeds (UK), static-site generator, Yoast-like JSON-LD @graph, Sentry DSN
sites.push((() => {
  const site = { id: 'd024-ridgeline-it', domain: 'ridgeline-it.co.uk', lang: 'en' };
  const nadia = P('Nadia Rahman', 'Founder & Managing Director', 'owner');
  const chris = P('Chris Allerton', 'Head of Operations', 'operations');
  const beth = P('Beth Carrow', 'Marketing Lead', 'marketing');
  const graph = { '@context': 'https://schema.org', '@graph': [
    { '@type': 'Organization', '@id': 'https://ridgeline-it.co.uk/#org', name: 'Ridgeline IT Ltd', url: 'https://ridgeline-it.co.uk/', logo: { '@type': 'ImageObject', url: 'https://ridgeline-it.co.uk/img/logo.png' }, email: 'hello@ridgeline-it.co.uk', telephone: '+44 113 496 0725', founder: { '@id': 'https://ridgeline-it.co.uk/#nadia' }, employee: [{ '@id': 'https://ridgeline-it.co.uk/#chris' }, { '@id': 'https://ridgeline-it.co.uk/#beth' }], sameAs: ['https://www.linkedin.com/company/ridgeline-it'] },
    { '@type': 'Person', '@id': 'https://ridgeline-it.co.uk/#nadia', name: nadia.name, jobTitle: nadia.title, email: 'nadia.rahman@ridgeline-it.co.uk', worksFor: { '@id': 'https://ridgeline-it.co.uk/#org' } },
    { '@type': 'Person', '@id': 'https://ridgeline-it.co.uk/#chris', name: chris.name, jobTitle: chris.title, worksFor: { '@id': 'https://ridgeline-it.co.uk/#org' } },
    { '@type': 'Person', '@id': 'https://ridgeline-it.co.uk/#beth', name: beth.name, jobTitle: beth.title, email: 'beth.carrow@ridgeline-it.co.uk', worksFor: { '@id': 'https://ridgeline-it.co.uk/#org' } },
  ] };
  const page = (t, body, withLd) => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t}</title><meta name="generator" content="Hugo 0.121.1"><link rel="stylesheet" href="/css/site.min.a81f2c.css">${withLd ? jsonld(graph, false) : ''}<script src="https://browser.sentry-cdn.com/7.91.0/bundle.min.js" crossorigin="anonymous"></script><script>Sentry.init({dsn:"https://4c1e9a7b02d34f6e8a55c0f3b9d27e11@o450912.ingest.sentry.io/5561207",tracesSampleRate:0.2});</script></head><body><header class="nav"><a href="/" class="logo">Ridgeline<span>IT</span></a><ul><li><a href="/services/">Services</a></li><li><a href="/about/">About</a></li><li><a href="/contact/">Contact</a></li></ul></header><main>${body}</main><footer><p>Ridgeline IT Ltd · Company no. 11208734 · Registered office: Round Foundry Media Centre, Foundry Street, Leeds LS11 5QP</p></footer></body></html>`;
  const home = page('Ridgeline IT — Managed IT for Yorkshire SMEs', `<section class="hero"><h1>IT that just works.</h1><p>Managed IT support, Microsoft 365 and cyber security for professional firms across Leeds and Yorkshire.</p><a class="cta" href="/contact/">Book a call</a></section><section class="logos"><h2>Trusted by</h2><p>Walker Morris Accountants · Headrow Dental Group · Kirkstall Forge Lettings · Otley Brewing Co.</p></section>`, true);
  const serv = page('Services — Ridgeline IT', `<h1>Services</h1><ul><li>Fixed-fee managed IT support (from £35 per user / month)</li><li>Cyber Essentials certification</li><li>Microsoft 365 migrations</li><li>Backup and disaster recovery</li></ul>`, false);
  const about = page('About — Ridgeline IT', `<h1>About us</h1><p>Ridgeline was founded in 2017 by Nadia Rahman, previously infrastructure lead at a Leeds law firm. We're a team of eleven engineers based at the Round Foundry in Holbeck.</p>`, true);
  const contact = page('Contact — Ridgeline IT', `<h1>Talk to us</h1><p>Call 0113 496 0725 or fill in the form and we'll get back to you within one working day.</p><form action="/api/contact" method="post"><label>Name <input name="name"></label><label>Work email <input name="email" type="email" placeholder="name@company.co.uk"></label><label>Message <textarea name="message"></textarea></label><button>Send</button></form>`, false);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'about-prose', 'client-list', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/services/': ['services.html', serv], '/about/': ['about.html', about], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['hello@ridgeline-it.co.uk'], person: { 'nadia.rahman@ridgeline-it.co.uk': nadia.name, 'beth.carrow@ridgeline-it.co.uk': beth.name }, contacts: [nadia, chris, beth], junk: ['4c1e9a7b02d34f6e8a55c0f3b9d27e11@o450912.ingest.sentry.io', 'name@company.co.uk'] }) };
})());

// d025 — B2B marketing agency in Austin (US) that runs a yearly summit, Divi
sites.push((() => {
  const site = { id: 'd025-lonestar-growth-summit', domain: 'brightfieldagency.com', lang: 'en', htmlLang: 'en-US', name: 'Brightfield Agency',
    nav: [['/', 'Home'], ['/team/', 'Team'], ['/growth-summit-2024/', 'Growth Summit 2024'], ['/contact/', 'Contact']] };
  const mara = P('Mara Castellanos', 'Founder & CEO', 'owner');
  const dev = P('Devon Pike', 'Creative Director', 'marketing');
  const hana = P('Hana Sato', 'Head of Operations', 'operations');
  const ty = P('Tyrell Jenkins', 'Paid Media Strategist', 'marketing');
  const { D, render } = divi(site, { footerInfo: '© 2024 Brightfield Agency LLC · 1100 S Lamar Blvd #2140, Austin, TX 78704 · <a href="mailto:hello@brightfieldagency.com">hello@brightfieldagency.com</a>' });
  const home = render('Brightfield Agency | B2B Marketing in Austin, TX', [D.section(D.row(D.col('4_4', D.text('<h1>Demand generation for B2B SaaS</h1><p>Paid media, content and lifecycle marketing for growth-stage software companies.</p>'), D.button('/growth-summit-2024/', 'Join us at Growth Summit 2024')))),
    D.section(D.row([D.col('1_2', D.testimonial({ text: 'Brightfield tripled our SQL pipeline in two quarters.', author: 'Rachel Kim', job: 'VP Marketing', company: 'Stackwise' })), D.col('1_2', D.testimonial({ text: 'The best agency partner we have worked with.', author: 'Omar Haddad', job: 'CMO', company: 'Ledgerly' }))]))].join('\n'), { path: '/' });
  const team = render('Team | Brightfield Agency', D.section(D.row([D.col('1_4', D.team({ img: '/wp-content/uploads/mara.jpg', name: mara.name, pos: mara.title, bio: '<p>mara@brightfieldagency.com</p>', social: [['linkedin', 'https://linkedin.com/in/maracastellanos'], ['twitter', 'https://twitter.com/marac']] })),
    D.col('1_4', D.team({ img: '/wp-content/uploads/devon.jpg', name: dev.name, pos: dev.title })), D.col('1_4', D.team({ img: '/wp-content/uploads/hana.jpg', name: hana.name, pos: hana.title, bio: '<p>hana@brightfieldagency.com</p>' })), D.col('1_4', D.team({ img: '/wp-content/uploads/tyrell.jpg', name: ty.name, pos: ty.title }))])), { path: '/team/' });
  const speakers = [['Lauren Whitaker', 'VP Demand Gen, Cloudnest'], ['Javier Morales', 'Founder, Pipeline Labs'], ['Priyanka Shah', 'Head of Growth, Ledgerly'], ['Ben Okafor', 'CMO, Stackwise'], ['Sarah Lindgren', 'Author, “Category of One”'], ['Mara Castellanos', 'Founder & CEO, Brightfield (host)']];
  const summit = render('Growth Summit 2024 | Brightfield Agency', [D.section(D.row(D.col('4_4', D.text('<h1>Growth Summit 2024</h1><p>September 19, 2024 · Fair Market, Austin TX · 300 B2B marketers, one day of practical talks.</p>')))),
    D.section(D.row(speakers.map(([n, t]) => D.col('1_3', D.blurb({ title: n, body: `<p>${t}</p>`, img: `/wp-content/uploads/speakers/${n.split(' ')[0].toLowerCase()}.jpg` }))))),
    D.section(D.row(D.col('4_4', D.text('<p>Sponsorship enquiries: summit@brightfieldagency.com</p>'))))].join('\n'), { path: '/growth-summit-2024/' });
  const contact = render('Contact | Brightfield Agency', D.section(D.row([D.col('1_2', D.text('<h1>Let’s talk</h1><p>New business: <a href="mailto:hello@brightfieldagency.com?subject=New%20project">hello@brightfieldagency.com</a></p>')), D.col('1_2', D.form([['name', 'input', 'Name'], ['email', 'email', 'Email Address'], ['message', 'text_area', 'Message']], 'Submit'))])), { path: '/contact/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'event-speakers', 'testimonials', 'email-mailto', 'email-text', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', home], '/team/': ['team.html', team], '/growth-summit-2024/': ['growth-summit-2024.html', summit], '/contact/': ['contact.html', contact] },
    truth: T({ generic: ['hello@brightfieldagency.com'], role: ['summit@brightfieldagency.com'], person: { 'mara@brightfieldagency.com': mara.name, 'hana@brightfieldagency.com': hana.name }, contacts: [mara, dev, hana, ty], junk: [] }) };
})());

// d026 — large-animal vet practice in BC (CA), hand-written tables, plain-text staff addresses
sites.push((() => {
  const site = { id: 'd026-kootenay-large-animal-vet', domain: 'kootenayvet.ca', lang: 'en' };
  const doug = P('Dr. Doug Halvorsen', 'Owner / Veterinarian', 'owner');
  const meg = P('Dr. Megan Tait', 'Associate Veterinarian (equine)', 'other');
  const rosa = P('Rosa Fenwick', 'Registered Veterinary Technologist', 'other');
  const bill = P('Bill Kinakin', 'Office & Accounts', 'operations');
  const top = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META NAME="description" CONTENT="Ambulatory large animal veterinary services for cattle, horses, sheep and goats in the West Kootenay.">
<META http-equiv="Content-Type" content="text/html; charset=windows-1252">
</HEAD>
<BODY BGCOLOR="#FFFFF0" TEXT="#333333" LINK="#336633" VLINK="#663300">
<CENTER>
<TABLE WIDTH="720" BORDER="0" CELLPADDING="8">
<TR><TD COLSPAN="2" ALIGN="center"><IMG SRC="images/banner.jpg" WIDTH="700" HEIGHT="120" ALT="Kootenay Large Animal Veterinary Services"></TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><FONT FACE="Arial" SIZE="2"><A HREF="index.htm">Home</A> &nbsp;|&nbsp; <A HREF="services.htm">Services</A> &nbsp;|&nbsp; <A HREF="staff.htm">Our Staff</A> &nbsp;|&nbsp; <A HREF="contact.htm">Contact</A></FONT></TD></TR>
<TR><TD COLSPAN="2">`;
  const bottom = `</TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><HR><FONT FACE="Arial" SIZE="1">Kootenay Large Animal Veterinary Services Ltd. &#183; 2271 Pass Creek Rd, Castlegar BC V1N 4R5 &#183; (250) 555-0168<BR>Page last updated March 2024</FONT></TD></TR>
</TABLE>
</CENTER>
</BODY>
</HTML>
`;
  const index = top('Kootenay Large Animal Veterinary Services') + `
<FONT FACE="Arial" SIZE="3"><B>Farm calls throughout the West Kootenay and Boundary</B></FONT>
<P><FONT FACE="Arial" SIZE="2">We are a mobile practice serving beef and dairy producers, horse owners and small holdings from Grand Forks to Kaslo. Our truck-mounted units carry portable x-ray and ultrasound.</FONT></P>
<P><FONT FACE="Arial" SIZE="2"><B>Emergencies 24/7:</B> (250) 555-0199</FONT></P>` + bottom;
  const services = top('Services - Kootenay Large Animal Vet') + `
<UL><LI><FONT FACE="Arial" SIZE="2">Herd health and pregnancy checking</FONT></LI><LI><FONT FACE="Arial" SIZE="2">Equine dentistry and lameness exams</FONT></LI><LI><FONT FACE="Arial" SIZE="2">Bull breeding soundness exams (spring)</FONT></LI><LI><FONT FACE="Arial" SIZE="2">Calving and lambing emergencies</FONT></LI></UL>` + bottom;
  const staff = top('Our Staff - Kootenay Large Animal Vet') + `
<TABLE WIDTH="100%" BORDER="1" CELLPADDING="6" CELLSPACING="0">
<TR BGCOLOR="#DDE8D0"><TH><FONT FACE="Arial" SIZE="2">Name</FONT></TH><TH><FONT FACE="Arial" SIZE="2">Position</FONT></TH><TH><FONT FACE="Arial" SIZE="2">E-mail</FONT></TH></TR>
<TR><TD><FONT FACE="Arial" SIZE="2">${doug.name}, DVM</FONT></TD><TD><FONT FACE="Arial" SIZE="2">${doug.title}</FONT></TD><TD><FONT FACE="Arial" SIZE="2">doug@kootenayvet.ca</FONT></TD></TR>
<TR><TD><FONT FACE="Arial" SIZE="2">${meg.name}, DVM</FONT></TD><TD><FONT FACE="Arial" SIZE="2">${meg.title}</FONT></TD><TD><FONT FACE="Arial" SIZE="2">megan@kootenayvet.ca</FONT></TD></TR>
<TR><TD><FONT FACE="Arial" SIZE="2">${rosa.name}, RVT</FONT></TD><TD><FONT FACE="Arial" SIZE="2">${rosa.title}</FONT></TD><TD><FONT FACE="Arial" SIZE="2">&nbsp;</FONT></TD></TR>
<TR><TD><FONT FACE="Arial" SIZE="2">${bill.name}</FONT></TD><TD><FONT FACE="Arial" SIZE="2">${bill.title}</FONT></TD><TD><FONT FACE="Arial" SIZE="2">office@kootenayvet.ca</FONT></TD></TR>
</TABLE>` + bottom;
  const contact = top('Contact - Kootenay Large Animal Vet') + `
<P><FONT FACE="Arial" SIZE="2">Office hours Monday to Friday 8:00 am to 4:30 pm. Please book routine herd work at least one week ahead.</FONT></P>
<P><FONT FACE="Arial" SIZE="2">Phone: (250) 555-0168<BR>Fax: (250) 555-0169<BR>E-mail: office@kootenayvet.ca</FONT></P>` + bottom;
  return { ...site, patterns: ['hand-written', 'team-table', 'email-text', 'email-in-person-card'],
    pages: { '/': ['index.htm', index], '/services.htm': ['services.htm', services], '/staff.htm': ['staff.htm', staff], '/contact.htm': ['contact.htm', contact] },
    truth: T({ generic: ['office@kootenayvet.ca'], person: { 'doug@kootenayvet.ca': doug.name, 'megan@kootenayvet.ca': meg.name }, contacts: [doug, meg, rosa, bill], junk: [] }) };
})());

// d027 — chartered accountants in Norwich (UK), broken hand-edited markup, definition list, [at] addresses
sites.push((() => {
  const site = { id: 'd027-pelham-lowe-accountants', domain: 'pelhamlowe.co.uk', lang: 'en' };
  const ian = P('Ian Pelham FCA', 'Senior Partner', 'owner');
  const sue = P('Susan Lowe ACCA', 'Partner', 'owner');
  const kev = P('Kevin Thirkettle', 'Payroll Manager', 'operations');
  const jo = P('Joanne Brundle', 'Bookkeeper', 'other');
  const head = (t) => `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<div id="wrap">
<div id="header"><h1><a href="/">Pelham Lowe</a></h1><p class="strap">Chartered Accountants &amp; Business Advisers
<ul id="menu"><li><a href="/">Home</a><li><a href="/services.html">Services</a><li><a href="/people.html">Our people</a><li><a href="/contact.html">Contact us</a></ul>
</div>
<div id="content">`;
  const foot = `</div></div>
<div id="footer"><p>Pelham Lowe is the trading name of Pelham Lowe LLP, registered in England and Wales, OC318224. Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales.
<p>Email: info [at] pelhamlowe [dot] co [dot] uk &nbsp; Tel: 01603 555 210
</div>
</body>
</html>
`;
  const index = head('Pelham Lowe Chartered Accountants Norwich') + `
<h2>Welcome</h2>
<p>We have been looking after sole traders, partnerships and limited companies in Norwich and across Norfolk since 1986.
<div class="box"><h3>Making Tax Digital<h3><p>We can set you up with Xero, QuickBooks or FreeAgent and file your VAT returns for you.</div></div>
<p><b>Office hours:</b> 9am - 5pm Monday to Friday.</b>
` + foot;
  const services = head('Services - Pelham Lowe') + `
<h2>Services</h2>
<table class=services><tr><td>Annual accounts<td>Self assessment tax returns<tr><td>Payroll & auto-enrolment<td>VAT returns<tr><td>Company secretarial<td>Inheritance tax planning</table>
` + foot;
  const people = head('Our people - Pelham Lowe') + `
<h2>Our people</h2>
<dl class="people">
  <dt>${ian.name}</dt>
  <dd class="role">${ian.title}</dd>
  <dd>ian.pelham [at] pelhamlowe [dot] co [dot] uk</dd>
  <dt>${sue.name}
  <dd class="role">${sue.title}
  <dd>sue.lowe [at] pelhamlowe [dot] co [dot] uk
  <dt>${kev.name}</dt>
  <dd class="role">${kev.title}</dd>
  <dd>payroll [at] pelhamlowe [dot] co [dot] uk</dd>
  <dt>${jo.name}<dd class="role">${jo.title}</dd>
</dl>
</div>
<p class="note">Susan joined Ian as a partner in 2004 when the practice moved to Colegate.</p>
` + foot;
  const contact = head('Contact us - Pelham Lowe') + `
<h2>Contact us</h2>
<p>Pelham Lowe<br>41 Colegate<br>Norwich<br>NR3 1DD
<p>Telephone 01603 555 210<br>Email info [at] pelhamlowe [dot] co [dot] uk</p></p>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2421.3!2d1.2912!3d52.6321" width=400 height=300 style="border:0"></iframe>
` + foot;
  return { ...site, patterns: ['hand-written', 'broken-markup', 'definition-list', 'email-obfuscated', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', index], '/services.html': ['services.html', services], '/people.html': ['people.html', people], '/contact.html': ['contact.html', contact] },
    truth: T({ generic: ['info@pelhamlowe.co.uk'], role: ['payroll@pelhamlowe.co.uk'], person: { 'ian.pelham@pelhamlowe.co.uk': ian.name, 'sue.lowe@pelhamlowe.co.uk': sue.name }, contacts: [ian, sue, kev, jo], junk: [] }) };
})());

// d028 — landscaping company in Charlotte (US), Bootstrap 5, nobody named, no email, clients + reviews
sites.push((() => {
  const site = { id: 'd028-greenline-lawn', domain: 'greenlinelawnclt.com', lang: 'en', htmlLang: 'en-US', name: 'GreenLine Lawn & Landscape',
    nav: [['/', 'Home'], ['/services', 'Services'], ['/commercial', 'Commercial'], ['/quote', 'Free Quote']] };
  const { render } = bootstrap(site, { v: 5, fa: true, fixed: true, footer: '<footer class="bg-success text-white py-4 mt-5"><div class="container text-center"><p class="mb-1"><i class="fa-solid fa-phone"></i> (704) 555-0182</p><p class="mb-0 small">Licensed &amp; insured · Serving Charlotte, Matthews, Huntersville &amp; Fort Mill</p></div></footer>',
    head: '    <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/glightbox@3.2.0/dist/css/glightbox.min.css">\n', scripts: '<script src="https://cdn.jsdelivr.net/npm/glightbox@3.2.0/dist/js/glightbox.min.js"></script>' });
  const home = render('GreenLine Lawn & Landscape | Charlotte, NC', `<main class="pt-5"><section class="py-5 text-center bg-light"><div class="container"><h1 class="display-5 fw-bold">Charlotte’s lawn care pros</h1><p class="lead">Weekly mowing, seasonal cleanups, mulch, sod and hardscapes.</p><a href="/quote" class="btn btn-success btn-lg">Get a free quote</a></div></section>
<section class="py-5"><div class="container"><h2 class="text-center mb-4">What our customers say</h2><div class="row g-4">
<div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">“Our yard has never looked better. Crew is always on time.”</p><h6 class="card-subtitle text-muted">— Denise W., Ballantyne</h6></div></div></div>
<div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">“They rebuilt our patio and retaining wall on budget.”</p><h6 class="card-subtitle text-muted">— Greg &amp; Amy Holloway</h6></div></div></div>
<div class="col-md-4"><div class="card h-100"><div class="card-body"><p class="card-text">“Five stars, highly recommend for HOAs.”</p><h6 class="card-subtitle text-muted">— Piper Glen HOA board</h6></div></div></div>
</div></div></section></main>`, { path: '/' });
  const services = render('Services | GreenLine Lawn & Landscape', `<main class="container pt-5 mt-4"><h1>Services</h1><div class="row row-cols-1 row-cols-md-3 g-4">${['Mowing & edging', 'Aeration & overseeding', 'Mulch & pine straw', 'Sod installation', 'Paver patios', 'Leaf removal'].map((s) => `<div class="col"><div class="card"><div class="card-body"><h5 class="card-title">${s}</h5><a href="/quote" class="card-link">Request pricing</a></div></div></div>`).join('')}</div></main>`, { path: '/services' });
  const comm = render('Commercial | GreenLine Lawn & Landscape', `<main class="container pt-5 mt-4"><h1>Commercial grounds maintenance</h1><p>We maintain grounds for HOAs, office parks and churches across Mecklenburg County. Current commercial clients include:</p><ul class="list-unstyled row"><li class="col-md-6">Piper Glen Homeowners Association</li><li class="col-md-6">Ballantyne Corporate Park – Building 7</li><li class="col-md-6">St. Matthew Catholic Church</li><li class="col-md-6">Carmel Commons Shopping Center</li><li class="col-md-6">Hawthorne Lane Apartments</li><li class="col-md-6">Morrison Family Dentistry</li></ul></main>`, { path: '/commercial' });
  const quote = render('Free Quote | GreenLine Lawn & Landscape', `<main class="container pt-5 mt-4"><h1>Get a free quote</h1><p>Fill out the form and we’ll text you a quote within 24 hours, or call (704) 555-0182.</p><form class="row g-3"><div class="col-md-6"><label class="form-label">Name</label><input class="form-control" placeholder="John Smith"></div><div class="col-md-6"><label class="form-label">Email</label><input type="email" class="form-control" placeholder="name@example.com"></div><div class="col-12"><label class="form-label">Address</label><input class="form-control" placeholder="1234 Main St"></div><div class="col-12"><button class="btn btn-success">Submit</button></div></form></main>`, { path: '/quote' });
  return { ...site, patterns: ['builder-bootstrap', 'no-email', 'client-list', 'testimonials', 'name-lookalikes', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', home], '/services': ['services.html', services], '/commercial': ['commercial.html', comm], '/quote': ['quote.html', quote] },
    truth: T({ contacts: [], junk: ['bootstrap@5.3.2', 'glightbox@3.2.0', 'name@example.com'] }) };
})());

// d029 — B&B in the Scottish Highlands, WordPress (classic theme), owners in prose, entity-encoded mailto
sites.push((() => {
  const site = { id: 'd029-glenaffric-house', domain: 'glenaffrichouse.co.uk', lang: 'en', htmlLang: 'en-GB', name: 'Glenaffric House B&B',
    nav: [['/', 'Home'], ['/rooms/', 'Rooms'], ['/about-us/', 'About us'], ['/find-us/', 'Find us']] };
  const fiona = P('Fiona MacKenzie', null, 'owner');
  const alasdair = P('Alasdair MacKenzie', null, 'owner');
  const { W, render } = wp(site, { theme: 'twentyseventeen', imgSize: 'full', tagline: 'Bed &amp; Breakfast in Cannich, Inverness-shire',
    footerWidgets: [`<p>Glenaffric House, Cannich, Beauly IV4 7LT</p>`, `<p>Tel 01456 555 317<br>${entMailto('stay@glenaffrichouse.co.uk')}</p>`, '<p>VisitScotland 4 star Bed &amp; Breakfast</p>'] });
  const home = render('Glenaffric House B&B – Cannich, Highlands', [W.img('/wp-content/uploads/2019/05/house-front.jpg', 'Glenaffric House'), W.p('A Victorian shooting lodge at the foot of Glen Affric, with four en-suite rooms, a drying room for walkers and cyclists, and Highland breakfasts cooked on the Aga.'),
    W.h('Guestbook', 2), W.quote('Fiona’s porridge with a dram is the stuff of legend. We will be back!', 'Paul &amp; Hilary, York'), W.quote('Alasdair gave us great tips for walking to Dog Falls.', 'Anneke, Utrecht')].join('\n'), { path: '/', noTitle: true });
  const rooms = render('Rooms – Glenaffric House', [W.table(['Room', 'Sleeps', 'Per night'], [['Affric (king, glen view)', '2', '£115'], ['Mullardoch (twin)', '2', '£105'], ['Tomich (family)', '4', '£150'], ['The Bothy (garden annex)', '2', '£120']]), W.p('Minimum stay two nights May–September. Sorry, no pets in the house.')].join('\n'), { path: '/rooms/' });
  const about = render('About us – Glenaffric House', [W.mediaText('/wp-content/uploads/2019/05/fiona-alasdair.jpg', W.p(`We’re ${fiona.name} and ${alasdair.name}. We swapped Glasgow for Strathglass in 2014 and have been welcoming guests to Glenaffric House ever since.`) + W.p('Alasdair is a qualified mountain leader and is happy to suggest walks for all abilities; Fiona bakes the bread and runs the kitchen.'))].join('\n'), { path: '/about-us/' });
  const find = render('Find us – Glenaffric House', [W.p('From Inverness take the A831 through Beauly and Struy to Cannich (45 minutes). We are the white house on the left just past the Cannich Bridge.'), W.p(`Email: ${entMailto('stay@glenaffrichouse.co.uk')}`)].join('\n'), { path: '/find-us/' });
  return { ...site, patterns: ['builder-wordpress', 'about-prose', 'email-mailto', 'email-obfuscated', 'email-footer', 'testimonials'],
    pages: { '/': ['index.html', home], '/rooms/': ['rooms.html', rooms], '/about-us/': ['about-us.html', about], '/find-us/': ['find-us.html', find] },
    truth: T({ generic: ['stay@glenaffrichouse.co.uk'], contacts: [fiona, alasdair], junk: [] }) };
})());

// d030 — Montessori preschool in Wellington (NZ), Elementor flexbox containers, large staff table
sites.push((() => {
  const site = { id: 'd030-kowhai-montessori', domain: 'kowhaimontessori.co.nz', lang: 'en', htmlLang: 'en-NZ', name: 'Kōwhai Montessori Preschool',
    nav: [['/', 'Home'], ['/our-kaiako/', 'Our Kaiako'], ['/enrolments/', 'Enrolments']] };
  const staff = [
    P('Rebecca Tane', 'Head of School', 'owner'), P('Mereana Walker', 'Head Teacher, Tūī Room', 'other'), P('Sophie van der Berg', 'Teacher, Tūī Room', 'other'), P('Liam Chen', 'Teacher, Pīwakawaka Room', 'other'),
    P('Hemi Parata', 'Kaiārahi Reo (te reo Māori lead)', 'other'), P('Jess McAllister', 'Office Manager', 'operations'), P('Anna Korolenko', 'Marketing & Community Coordinator', 'marketing'), P('Graham Tane', 'Business Owner / Director', 'owner'),
  ];
  const { E, render } = elementor(site, { footer: (E) => E.con([E.text('<p>Kōwhai Montessori Preschool · 12 Rintoul Street, Newtown, Wellington 6021 · 04 555 0102 · <a href="mailto:kiaora@kowhaimontessori.co.nz">kiaora@kowhaimontessori.co.nz</a></p>')]) });
  const home = render('Kōwhai Montessori Preschool | Newtown, Wellington', [E.con([E.heading('Nau mai, haere mai', 'h1'), E.text('<p>A small Montessori preschool for tamariki aged 2–6, with 20 hours ECE and bilingual te reo Māori programmes.</p>'), E.button('/enrolments/', 'Book a visit')])].join('\n'), { path: '/' });
  const kaiako = render('Our Kaiako | Kōwhai Montessori', [E.con([E.heading('Our Kaiako', 'h1'), E.text('<p>All our teachers are fully registered with the Teaching Council of Aotearoa New Zealand and hold a Montessori diploma.</p>'),
    E.html(`<table class="staff-table"><thead><tr><th>Name</th><th>Role</th><th>Contact</th></tr></thead><tbody>${staff.map((p) => `<tr><td>${p.name}</td><td>${p.title}</td><td>${p.name === 'Rebecca Tane' ? '<a href="mailto:rebecca@kowhaimontessori.co.nz">rebecca@kowhaimontessori.co.nz</a>' : p.title === 'Office Manager' ? '<a href="mailto:office@kowhaimontessori.co.nz">office@kowhaimontessori.co.nz</a>' : '—'}</td></tr>`).join('')}</tbody></table>`)])].join('\n'), { path: '/our-kaiako/' });
  const enrol = render('Enrolments | Kōwhai Montessori', [E.con([E.heading('Enrolments', 'h1'), E.text('<p>We take enrolments from 2 years. Fees from $6.50/hour after 20 Hours ECE. Contact the office to arrange a visit.</p>'), E.form([['name', 'text', 'Parent / caregiver name'], ['email', 'email', 'email@example.co.nz'], ['child', 'text', 'Child’s name and date of birth']], 'Send enquiry')])].join('\n'), { path: '/enrolments/' });
  return { ...site, patterns: ['builder-elementor', 'team-table', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/our-kaiako/': ['our-kaiako.html', kaiako], '/enrolments/': ['enrolments.html', enrol] },
    truth: T({ generic: ['kiaora@kowhaimontessori.co.nz'], role: ['office@kowhaimontessori.co.nz'], person: { 'rebecca@kowhaimontessori.co.nz': 'Rebecca Tane' }, contacts: staff, junk: ['email@example.co.nz'] }) };
})());

// d031 — restaurant in New Orleans (US), Squarespace, dishes and streets named after people
sites.push((() => {
  const site = { id: 'd031-magnolia-table-nola', domain: 'magnoliatablenola.com', lang: 'en', htmlLang: 'en-US', name: 'Magnolia Table',
    nav: [['/', 'Home'], ['/menu', 'Menu'], ['/our-story', 'Our Story'], ['/private-events', 'Private Events']] };
  const andre = P('Andre Baptiste', 'Chef & Owner', 'owner');
  const claire = P('Claire Fontenot', 'General Manager', 'owner');
  const ramon = P('Ramon Delgado', 'Pastry Chef', 'other');
  const { S, render } = sqs(site, { tz: 'America/Chicago', country: 'US', footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>Magnolia Table · 2104 Oretha Castle Haley Blvd, New Orleans, LA 70113 · (504) 555-0156</p><p>Tue–Sat 5pm–10pm · Sunday brunch 10am–2pm</p></div></div></section>' });
  const home = render('Magnolia Table — Creole Kitchen, New Orleans', S.section([S.image('dining-room.jpg', 'Dining room'), S.html('<h1>Creole cooking on O.C. Haley</h1><p>Neighborhood restaurant serving Creole and Southern classics, a raw bar and a long list of natural wines.</p>'), S.button('/menu', 'See the menu')]), { path: '/' });
  const menu = render('Menu — Magnolia Table', S.section([S.html(`<h1>Dinner</h1>
<h3>Raw bar &amp; starters</h3><p>Oysters Rockefeller — 18<br>Oysters Bienville — 18<br>Shrimp rémoulade — 15</p>
<h3>Mains</h3><p>Redfish Pontchartrain — 32<br>Chicken &amp; andouille gumbo — 22<br>Grillades &amp; grits — 26<br>The Reuben (Sunday brunch only) — 17</p>
<h3>Dessert</h3><p>Bananas Foster — 12<br>Doberge cake — 11</p>`)]), { path: '/menu' });
  const story = render('Our Story — Magnolia Table', S.section([S.html(`<h1>Our Story</h1><p>Chef ${andre.name} grew up cooking in his grandmother’s kitchen in the Seventh Ward, trained under Leah Chase at Dooky Chase’s and later ran the line at Commander’s Palace. He opened Magnolia Table in 2018 in a restored 1890s storefront near Martin Luther King Jr. Blvd.</p>
<p><strong>${andre.name}</strong> — ${andre.title}<br><strong>${claire.name}</strong> — ${claire.title}<br><strong>${ramon.name}</strong> — ${ramon.title}</p>`)]), { path: '/our-story' });
  const events = render('Private Events — Magnolia Table', S.section([S.html(`<h1>Private Events</h1><p>Our upstairs Magnolia Room seats 40 for rehearsal dinners, birthdays and Jazz Fest parties. For availability email <a href="mailto:events@magnoliatablenola.com?subject=Private%20event%20inquiry">events@magnoliatablenola.com</a>.</p><p>Press inquiries: press@magnoliatablenola.com</p>`), S.form([['Name', 'name', ''], ['Email', 'email', ''], ['Event details', 'textarea', '']], 'Send inquiry')]), { path: '/private-events' });
  return { ...site, patterns: ['builder-squarespace', 'about-prose', 'name-lookalikes', 'email-mailto', 'email-text'],
    pages: { '/': ['index.html', home], '/menu': ['menu.html', menu], '/our-story': ['our-story.html', story], '/private-events': ['private-events.html', events] },
    truth: T({ role: ['events@magnoliatablenola.com', 'press@magnoliatablenola.com'], contacts: [andre, claire, ramon], junk: [] }) };
})());

// d032 — MOT garage in Reading (UK), Divi with hand-added microdata, jQuery plugin versions in text
sites.push((() => {
  const site = { id: 'd032-caversham-motors', domain: 'cavershammotors.co.uk', lang: 'en', htmlLang: 'en-GB', name: 'Caversham Motors',
    nav: [['/', 'Home'], ['/mot-servicing/', 'MOT &amp; Servicing'], ['/meet-the-team/', 'Meet the Team'], ['/contact/', 'Contact']] };
  const steve = P('Steve Okonkwo', 'Proprietor', 'owner');
  const dan = P('Dan Whitmore', 'Master Technician', 'other');
  const kelly = P('Kelly Ainsworth', 'Service Advisor', 'other');
  const { D, render } = divi(site, { head: '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13/dist/flatpickr.min.css">', scripts: '<script src="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13/dist/flatpickr.min.js"></script>', footerInfo: 'Caversham Motors · 7 Prospect Street, Caversham, Reading RG4 8JB · 0118 555 0143 · <a href="mailto:bookings@cavershammotors.co.uk">bookings@cavershammotors.co.uk</a>' });
  const person = (p, extra = '') => `<div class="team-card" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img src="/wp-content/uploads/${p.name.split(' ')[0].toLowerCase()}.jpg" itemprop="image" alt=""><h4 itemprop="name">${p.name}</h4><p><span itemprop="jobTitle">${p.title}</span></p>${extra}</div>`;
  const home = render('Caversham Motors | MOT, Servicing & Repairs in Reading', [D.section(D.row(D.col('4_4', D.text('<h1>Independent garage in Caversham</h1><p>DVSA approved MOT testing station. Servicing for all makes including hybrids, with genuine or OE-quality parts.</p>'), D.button('/contact/', 'Book online')))),
    D.section(D.row([D.col('1_3', D.blurb({ title: 'MOT from £45', body: '<p>Class 4 MOTs while you wait.</p>' })), D.col('1_3', D.blurb({ title: 'Air-con regas', body: '<p>R134a and R1234yf systems.</p>' })), D.col('1_3', D.blurb({ title: 'Diagnostics', body: '<p>Dealer-level diagnostics for VAG, Ford and Toyota.</p>' }))]))].join('\n'), { path: '/' });
  const mot = render('MOT & Servicing | Caversham Motors', D.section(D.row(D.col('4_4', D.text('<h2>Prices</h2><p>Interim service from £149, full service from £229, MOT £45 (£40 with any service).</p><p>Free collection and delivery within 3 miles of Caversham Bridge.</p>')))), { path: '/mot-servicing/' });
  const team = render('Meet the Team | Caversham Motors', D.section(D.row(D.col('4_4', D.code(`<div class="team" itemscope itemtype="https://schema.org/AutoRepair"><meta itemprop="name" content="Caversham Motors">${person(steve, '<p>Steve took over the Prospect Street workshop in 2011 after eight years at Hartwell Ford.</p><p><a itemprop="email" href="mailto:steve@cavershammotors.co.uk">steve@cavershammotors.co.uk</a></p>')}${person(dan, '<p>IMI accredited hybrid technician, previously with Vincents of Reading.</p>')}${person(kelly, '<p>Your first point of contact for bookings.</p>')}</div>`)))), { path: '/meet-the-team/' });
  const contact = render('Contact | Caversham Motors', D.section(D.row([D.col('1_2', D.text('<h1>Book your car in</h1><p>Open Mon–Fri 8am–5.30pm, Sat 8.30am–12.30pm.</p>')), D.col('1_2', D.form([['name', 'input', 'Name'], ['email', 'email', 'Email Address'], ['reg', 'input', 'Vehicle registration'], ['message', 'text_area', 'Message']], 'Submit'))])), { path: '/contact/' });
  return { ...site, patterns: ['builder-divi', 'microdata-person', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes', 'junk-version'],
    pages: { '/': ['index.html', home], '/mot-servicing/': ['mot-servicing.html', mot], '/meet-the-team/': ['meet-the-team.html', team], '/contact/': ['contact.html', contact] },
    truth: T({ role: ['bookings@cavershammotors.co.uk'], person: { 'steve@cavershammotors.co.uk': steve.name }, contacts: [steve, dan, kelly], junk: ['flatpickr@4.6.13'] }) };
})());

export default sites;
