import { E, D, S, W, X, hex, b36 } from './_lib.mjs';

const sites = [];

// ---------------------------------------------------------------- h013 Squarespace pottery, Hebden Bridge (guest tutors, stockists, press)
sites.push({
  id: 'h013-hebden-clay-works', domain: 'hebdenclayworks.co.uk', language: 'en', shell: 'squarespace', brand: 'Hebden Clay Works', slug: 'hebden-clay',
  patterns: ['about-prose', 'event-speakers', 'client-list', 'testimonials', 'email-mailto', 'email-footer', 'email-text'],
  nav: [['/', 'Home'], ['/our-story', 'Our story'], ['/workshops', 'Workshops'], ['/contact', 'Contact']],
  placeholder: ['you@example.com'],
  footer: S.sec(S.col(6, S.html('<p>Hebden Clay Works<br>Unit 4, Bridge Mill, St George\'s Square<br>Hebden Bridge HX7 8ET</p>')), S.col(6, S.html('<p><a href="mailto:hello@hebdenclayworks.co.uk">hello@hebdenclayworks.co.uk</a><br>Studio shop open Thu–Sun, 10–4</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Hebden Clay Works — handmade stoneware from the Calder Valley',
      body: [
        S.sec(S.col(12, S.html('<h1>Stoneware made slowly in an old mill</h1><p class="sqsrte-large">Tableware, classes and the odd wonky mug, made in Hebden Bridge.</p>'))),
        S.sec(S.col(6, S.quote({ text: 'Ruth\'s speckled bowls are the sort of thing you buy one of and then go back for six.', source: 'Jess Barnes, Country Living' })), S.col(6, S.html('<h3>Find us in</h3><ul><li>The Yorkshire Sculpture Park shop</li><li>Salts Mill, Saltaire</li><li>Heaton Cooper Studio, Grasmere</li><li>Toast (selected stores)</li></ul>'))),
      ].join('\n') },
    { path: '/our-story', file: 'our-story.html', title: 'Our story — Hebden Clay Works',
      body: [
        S.sec(S.col(7, S.html(`<h2>Our story</h2>
<p>I'm Ruth Ackroyd and I started Hebden Clay Works in 2015 in a corner of my mum's garage in Mytholmroyd, with a second-hand Shimpo wheel and an electric kiln I'd bought off a retiring art teacher. Before that I spent four years as an apprentice to Edmund Thornley in St Ives, who taught me that a pot is finished when it's useful, not when it's perfect. Edmund passed away in 2019; I still use his trimming tools.</p>
<p>In 2018 we moved into Bridge Mill. My partner, Dev Mistry, gave up his job in IT to run the kilns and, if I'm honest, everything with a spreadsheet. Hannah Greenwood joined us as studio manager in 2021 — she runs the class bookings and the shop, so if you email about a workshop it'll be Hannah who replies. Our studio assistant, Finn O'Rourke, mixes the glazes and wedges more clay than anyone should.</p>
<p>You can reach me directly at ruth@hebdenclayworks.co.uk for commissions and wholesale.</p>`)), S.col(5,
          S.img({ src: 'ruth-wheel.jpg', alt: 'Ruth at the wheel', caption: '<p>Ruth at the wheel. Photo: Tom Hargreaves</p>' }),
          S.img({ src: 'dev-kiln.jpg', alt: '', caption: '<p>Dev loading the gas kiln</p>' }))),
      ].join('\n') },
    { path: '/workshops', file: 'workshops.html', title: 'Workshops — Hebden Clay Works',
      body: S.sec(S.col(12, S.html('<h2>Workshops &amp; guest tutors</h2><p>Every season we invite a potter we admire to teach a weekend masterclass.</p>'), S.summary([
        { title: 'Throwing Big: a weekend with Kenji Arai', excerpt: 'Kenji trained in Mashiko and now works from Frome. Two days of large jars.', meta: '<span class="summary-metadata-item">12–13 October</span>', metaBelow: '<span class="summary-metadata-item summary-metadata-item--tags">Guest tutor</span>', img: 'kenji.jpg' },
        { title: 'Soda firing with Sophie Lund', excerpt: 'Sophie Lund (Lund Ceramics, Aarhus) leads a three-day soda kiln firing.', meta: '<span class="summary-metadata-item">8–10 November</span>', metaBelow: '<span class="summary-metadata-item summary-metadata-item--tags">Guest tutor</span>', img: 'sophie.jpg' },
        { title: 'Beginners\' wheel course', excerpt: 'Six Tuesday evenings with Ruth. All clay and firings included.', meta: '<span class="summary-metadata-item">From 3 September</span>', img: 'beginners.jpg' },
      ], 'Upcoming'))) },
    { path: '/contact', file: 'contact.html', title: 'Contact — Hebden Clay Works',
      body: S.sec(S.col(6, S.html('<h2>Get in touch</h2><p>Classes and shop: <a href="mailto:hello@hebdenclayworks.co.uk?subject=Workshop%20enquiry">hello@hebdenclayworks.co.uk</a><br>Wholesale and commissions: Ruth, ruth@hebdenclayworks.co.uk</p>')), S.col(6, S.form([{ type: 'name', label: 'Name', req: true }, { type: 'email', label: 'Email', ph: 'you@example.com', req: true }, { type: 'textarea', label: 'Message' }], 'Send'))) },
  ],
  truth: {
    emails: ['hello@hebdenclayworks.co.uk', 'ruth@hebdenclayworks.co.uk'],
    emailKinds: { 'hello@hebdenclayworks.co.uk': 'generic', 'ruth@hebdenclayworks.co.uk': 'person' },
    emailOwners: { 'ruth@hebdenclayworks.co.uk': 'Ruth Ackroyd' },
    contacts: [
      { name: 'Ruth Ackroyd', title: null, role: 'owner' },
      { name: 'Dev Mistry', title: null, role: 'operations' },
      { name: 'Hannah Greenwood', title: 'studio manager', role: 'operations' },
      { name: "Finn O'Rourke", title: 'studio assistant', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h014 Webflow design studio Bristol (case studies naming client managers)
const cfTeam = [
  ['Amara Okafor', 'Co-founder & Creative Director', 'amara@cliftonfoundry.co.uk'],
  ['Tom Penhaligon', 'Co-founder & Managing Director', 'tom@cliftonfoundry.co.uk'],
  ['Priya Chandrasekaran', 'Senior Designer', ''],
  ['Will "Woody" Woodward', 'Developer', ''],
  ['Georgia Hale', 'Studio & Operations Manager', 'georgia@cliftonfoundry.co.uk'],
];
sites.push({
  id: 'h014-clifton-foundry-studio', domain: 'cliftonfoundry.co.uk', language: 'en', shell: 'webflow', brand: 'Clifton Foundry', slug: 'clifton-foundry',
  bodyExtra: `<script src="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.js"></script>\n  <script src="https://cdn.jsdelivr.net/npm/@studio-freight/lenis@1.0.29/bundled/lenis.min.js"></script>\n  <script src="https://unpkg.com/split-type@0.3.4/umd/index.min.js"></script>`,
  patterns: ['team-grid', 'about-prose', 'client-list', 'testimonials', 'email-in-person-card', 'email-mailto', 'name-lookalikes'],
  nav: [['/', 'Work'], ['/studio', 'Studio'], ['/contact', 'Contact']],
  placeholder: ['you@example.com'],
  footer: `<div class="footer-container"><div class="footer-left"><div>Clifton Foundry Ltd · 3 Princess Victoria Street, Bristol BS8 4BX</div><div class="small">Registered in England &amp; Wales no. 11482093</div></div><div class="footer-right"><a href="mailto:studio@cliftonfoundry.co.uk" class="footer-link">studio@cliftonfoundry.co.uk</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Clifton Foundry — Brand & web design studio, Bristol',
      body: `<section class="hero"><div class="container"><h1 class="display">Brands for makers, growers and independents.</h1></div></section>
<section class="work"><div class="container">
${W.dyn('case-list', [
  `<div class="case-media"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_severn-cider.jpg" loading="lazy" alt="" class="case-img"></div><div class="case-body"><div class="case-client">Severn Vale Cider Co.</div><h3 class="case-title">A rebrand that doubled supermarket listings</h3><p class="case-quote">“They got what we are — a farm, not a lifestyle brand.”</p><div class="case-quote-author">Martin Greaves, Marketing Manager, Severn Vale Cider Co.</div></div>`,
  `<div class="case-media"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_wapping-wharf.jpg" loading="lazy" alt="" class="case-img"></div><div class="case-body"><div class="case-client">Wapping Wharf Traders</div><h3 class="case-title">Wayfinding for 40 independent shops</h3><p class="case-quote">“Priya’s signage system is now copied by half of Bristol.”</p><div class="case-quote-author">Dr. Helen Matthias — Chair, Wapping Wharf Traders</div></div>`,
  `<div class="case-media"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_brunel-bikes.jpg" loading="lazy" alt="" class="case-img"></div><div class="case-body"><div class="case-client">Brunel Bikes</div><h3 class="case-title">Shopify build and product photography</h3></div>`,
])}
</div></section>
<section class="clients"><div class="container"><div class="label">Selected clients</div><div class="client-logos"><span>Severn Vale Cider Co.</span><span>Wapping Wharf Traders</span><span>Brunel Bikes</span><span>Bristol Old Vic</span><span>Hotwells Sourdough</span><span>Clevedon Pier Trust</span></div></div></section>` },
    { path: '/studio', file: 'studio.html', title: 'Studio — Clifton Foundry',
      body: `<section class="studio-intro"><div class="container narrow"><h1 class="h1">The studio</h1>
<div class="rich-text w-richtext">
<p>Amara Okafor and Tom Penhaligon met in 2011 on the graphic design course at UWE and spent the next seven years in London agencies — Amara at Pentagram, Tom on the account side at a big digital shop he'd rather not name. In 2018 they came back west, took a lease on a former foundry pattern shop off Princess Victoria Street and set up Clifton Foundry.</p>
<p>Amara leads the creative work; Tom runs the business and is usually the first person you'll speak to. Priya joined in 2019 from Wieden+Kennedy and heads up brand identity. Will Woodward (everyone calls him Woody) builds our Webflow and Shopify sites, and Georgia Hale keeps the studio, the diary and the finances in order.</p>
<p>We work regularly with illustrator Rosa Flint and photographer Sam Achebe, though they're both freelancers with their own studios.</p>
</div></div></section>
<section class="team"><div class="container">
${W.dyn('team-grid', cfTeam.map(([n, r, m]) => `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_portrait.jpg" loading="lazy" alt="" class="team-img">
<div class="team-text"><h4 class="team-name">${n}</h4><div class="team-role">${r}</div>${m ? `<a href="mailto:${m}" class="team-email">Email ${n.split(' ')[0]}</a>` : ''}</div>`))}
</div></section>` },
    { path: '/contact', file: 'contact.html', title: 'Contact — Clifton Foundry',
      body: `<section class="contact"><div class="container"><h1 class="h1">Say hello</h1><p class="lead">New projects: <a href="mailto:studio@cliftonfoundry.co.uk">studio@cliftonfoundry.co.uk</a> — or call Tom on 0117 329 4410.</p>
${W.form('Contact', [{ id: 'name', label: 'Your name', ph: 'Jane Smith' }, { id: 'email', label: 'Email', type: 'email', ph: 'you@example.com', req: true }, { id: 'brief', label: 'Tell us about the project', type: 'textarea' }], 'Send', 'Thank you! Your submission has been received!', 'Oops! Something went wrong while submitting the form.')}
</div></section>` },
  ],
  truth: {
    emails: ['studio@cliftonfoundry.co.uk', 'amara@cliftonfoundry.co.uk', 'tom@cliftonfoundry.co.uk', 'georgia@cliftonfoundry.co.uk'],
    emailKinds: { 'studio@cliftonfoundry.co.uk': 'generic', 'amara@cliftonfoundry.co.uk': 'person', 'tom@cliftonfoundry.co.uk': 'person', 'georgia@cliftonfoundry.co.uk': 'person' },
    emailOwners: { 'amara@cliftonfoundry.co.uk': 'Amara Okafor', 'tom@cliftonfoundry.co.uk': 'Tom Penhaligon', 'georgia@cliftonfoundry.co.uk': 'Georgia Hale' },
    contacts: [
      { name: 'Amara Okafor', title: 'Co-founder & Creative Director', role: 'owner' },
      { name: 'Tom Penhaligon', title: 'Co-founder & Managing Director', role: 'owner' },
      { name: 'Priya Chandrasekaran', title: 'Senior Designer', role: 'other' },
      { name: 'Will Woodward', title: 'Developer', role: 'other' },
      { name: 'Georgia Hale', title: 'Studio & Operations Manager', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h015 Elementor dental practice, Harrogate (image boxes, JSON-LD employees, patient reviews)
sites.push({
  id: 'h015-knaresborough-road-dental', domain: 'knaresboroughroaddental.co.uk', language: 'en', shell: 'elementor', brand: 'Knaresborough Road Dental Care', slug: 'krdental',
  patterns: ['team-grid', 'jsonld-person', 'testimonials', 'about-prose', 'email-mailto', 'email-jsonld'],
  nav: [['/', 'Home'], ['/meet-the-team/', 'Meet the team'], ['/contact-us/', 'Contact us']],
  agency: ['support@dentalwebhive.co.uk'],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Knaresborough Road Dental Care","url":"https://knaresboroughroaddental.co.uk/","telephone":"+44 1423 560 218","email":"reception@knaresboroughroaddental.co.uk","address":{"@type":"PostalAddress","streetAddress":"112 Knaresborough Road","addressLocality":"Harrogate","postalCode":"HG2 7LU","addressCountry":"GB"},"employee":[{"@type":"Person","name":"Dr Aisling Brennan","jobTitle":"Principal Dentist"},{"@type":"Person","name":"Dr Marcus Holt","jobTitle":"Associate Dentist"},{"@type":"Person","name":"Kirsty Lambert","jobTitle":"Practice Manager","email":"kirsty.lambert@knaresboroughroaddental.co.uk"}]}</script>`,
  footer: E.sec(E.col(50, E.txt('<p>Knaresborough Road Dental Care · 112 Knaresborough Road, Harrogate HG2 7LU · 01423 560 218</p><p>CQC registered. GDC-registered clinicians.</p>')), E.col(50, E.txt('<p style="font-size:12px">Website by DentalWebHive · <a href="mailto:support@dentalwebhive.co.uk">support@dentalwebhive.co.uk</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Knaresborough Road Dental Care | Family & Private Dentist in Harrogate',
      body: [
        E.sec(E.col(100, E.h('Friendly family dentistry in Harrogate', 'h1'), E.txt('<p>NHS for children, private and Denplan for adults. New patients welcome.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'I have been terrified of dentists for twenty years. Dr Brennan was patient and kind and I actually look forward to my check-ups now.', name: 'Sarah W.', job: 'Google review' })), E.col(50, E.testimonial({ text: 'Invisalign with Dr Holt was straightforward and the results are fantastic.', name: 'James Ackerley', job: 'Patient since 2019' }))),
      ].join('\n') },
    { path: '/meet-the-team/', file: 'meet-the-team.html', title: 'Meet the Team | Knaresborough Road Dental Care',
      body: [
        E.sec(E.col(100, E.h('Meet the team', 'h1'), E.txt(`<p>The practice was founded in 1987 by Dr Gerald Brennan, who retired in 2016 and handed over to his daughter, Dr Aisling Brennan. Aisling qualified at Leeds in 2004 and worked in Dublin and York before coming home to Harrogate. She still keeps her father's old brass nameplate in the waiting room.</p><p>Our practice manager, Kirsty Lambert, has been with us for fifteen years and is the person to speak to about Denplan and payment plans.</p>`))),
        E.sec(
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/aisling.jpg', titleHtml: 'Dr Aisling Brennan <small>BDS (Leeds) MJDF</small>', descHtml: 'Principal Dentist<br>GDC No. 78122' })),
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/marcus.jpg', titleHtml: 'Dr Marcus Holt', descHtml: 'Associate Dentist · Invisalign provider<br>GDC No. 190442' })),
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/nadia.jpg', titleHtml: 'Nadia Rahman', descHtml: 'Dental Hygienist<br>GDC No. 251907' }))),
        E.sec(
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/kirsty.jpg', titleHtml: 'Kirsty Lambert', descHtml: 'Practice Manager' })),
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/becca.jpg', titleHtml: 'Rebecca Dunn', descHtml: 'Lead Dental Nurse' })),
          E.col(33, E.ibox({ img: 'https://knaresboroughroaddental.co.uk/wp-content/uploads/2023/02/reception.jpg', titleHtml: 'Joanne Pickersgill', descHtml: 'Receptionist' }))),
      ].join('\n') },
    { path: '/contact-us/', file: 'contact-us.html', title: 'Contact Us | Knaresborough Road Dental Care',
      body: E.sec(E.col(50, E.h('Contact us', 'h1'), E.txt('<p>Call 01423 560 218 or email <a href="mailto:reception@knaresboroughroaddental.co.uk">reception@knaresboroughroaddental.co.uk</a>.</p><p>Mon–Thu 8:30–17:30, Fri 8:30–14:00.</p>')), E.col(50, E.txt('<p>Emergency out of hours: NHS 111.</p>'))) },
  ],
  truth: {
    emails: ['reception@knaresboroughroaddental.co.uk', 'kirsty.lambert@knaresboroughroaddental.co.uk'],
    emailKinds: { 'reception@knaresboroughroaddental.co.uk': 'role', 'kirsty.lambert@knaresboroughroaddental.co.uk': 'person' },
    emailOwners: { 'kirsty.lambert@knaresboroughroaddental.co.uk': 'Kirsty Lambert' },
    contacts: [
      { name: 'Aisling Brennan', title: 'Principal Dentist', role: 'owner' },
      { name: 'Marcus Holt', title: 'Associate Dentist · Invisalign provider', role: 'other' },
      { name: 'Nadia Rahman', title: 'Dental Hygienist', role: 'other' },
      { name: 'Kirsty Lambert', title: 'Practice Manager', role: 'operations' },
      { name: 'Rebecca Dunn', title: 'Lead Dental Nurse', role: 'other' },
      { name: 'Joanne Pickersgill', title: 'Receptionist', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h016 Divi accountants, Kilkenny (legal footer: directors, CRO)
sites.push({
  id: 'h016-nore-valley-accountants', domain: 'norevalleyaccountants.ie', language: 'en', shell: 'divi', brand: 'Nore Valley Accountants', slug: 'norevalley', htmlLang: 'en-IE',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'testimonials', 'email-obfuscated', 'email-footer', 'name-lookalikes'],
  nav: [['/', 'Home'], ['/about/', 'About'], ['/services/', 'Services'], ['/contact/', 'Contact']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Nore Valley Accountants Ltd<br>14 Parliament Street, Kilkenny R95 X2K7<br>056 772 1840<br>info [at] norevalleyaccountants [dot] ie</p></div></div></div>`,
  footerBottom: `<div id="footer-info">Nore Valley Accountants Ltd, registered in Ireland, CRO 587214. Registered office: 14 Parliament Street, Kilkenny. Directors: Siobhán Kavanagh FCA, Declan Phelan ACA. Chartered Accountants Ireland registered auditors.</div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Nore Valley Accountants | Chartered Accountants in Kilkenny',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Chartered accountants for farms, families and small firms</h1><p>Accounts, tax, payroll and audit in Kilkenny since 1979.</p>')))),
        D.sec(D.row(
          D.col('1_2', D.testimonial({ text: '<p>Siobhán sorted out ten years of farm accounts in one winter. Can\'t recommend them enough.</p>', author: 'Pat Dunphy', position: 'Dairy farmer', company: 'Mooncoin' })),
          D.col('1_2', D.testimonial({ text: '<p>Declan handles our payroll for 40 staff without a single hiccup.</p>', author: 'Orla Mahon', position: 'Financial Controller', company: 'Smithwick Street Hotel Group' })))),
      ].join('\n') },
    { path: '/about/', file: 'about.html', title: 'About us | Nore Valley Accountants',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>About the firm</h1>
<p>The practice was set up in 1979 by Michael Kavanagh, a Callan man who did his articles in Dublin and came home to open an office above a butcher's shop on Parliament Street. For thirty years Michael knew every farmer in the county by name. He retired in 2012 and his daughter, Siobhán Kavanagh, took over as managing director, with Declan Phelan — who joined as a trainee in 2001 — becoming a director in 2014.</p>
<p>Today we're a team of nine. Siobhán looks after agricultural clients and audit; Declan looks after payroll, VAT and the small-company side. Our senior tax manager is Gráinne Ní Bhriain, and Liam "Butsy" Butler is office manager and, unofficially, keeper of the biscuit tin.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Siobhán Kavanagh FCA', title: 'Managing Director', bio: '<p>Agri-accounts, audit and succession planning.</p>', img: '/wp-content/uploads/2021/06/siobhan.jpg', social: '<li><a href="https://www.linkedin.com/in/siobhankavanaghfca" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>' })),
          D.col('1_3', D.team({ name: 'Declan Phelan ACA', title: 'Director', bio: '<p>Payroll, VAT, company secretarial. declan [at] norevalleyaccountants [dot] ie</p>', img: '/wp-content/uploads/2021/06/declan.jpg' })),
          D.col('1_3', D.team({ name: 'Gráinne Ní Bhriain', title: 'Senior Tax Manager', bio: '<p>Chartered Tax Adviser (CTA).</p>', img: '/wp-content/uploads/2021/06/grainne.jpg' })))),
      ].join('\n') },
    { path: '/services/', file: 'services.html', title: 'Services | Nore Valley Accountants',
      body: D.sec(D.row(D.col('1_3', D.blurb({ title: 'Farm accounts', html: '<p>Including Basic Income Support for Sustainability (BISS) and TAMS grants.</p>' })), D.col('1_3', D.blurb({ title: 'Payroll', html: '<p>Revenue PAYE modernisation compliant.</p>' })), D.col('1_3', D.blurb({ title: 'Audit', html: '<p>Statutory audit for companies and charities.</p>' })))) },
    { path: '/contact/', file: 'contact.html', title: 'Contact | Nore Valley Accountants',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Contact</h1><p>Phone 056 772 1840. Email info [at] norevalleyaccountants [dot] ie — or for payroll queries, payroll [at] norevalleyaccountants [dot] ie. Ask for Liam Butler at reception.</p>')))) },
  ],
  truth: {
    emails: ['info@norevalleyaccountants.ie', 'declan@norevalleyaccountants.ie', 'payroll@norevalleyaccountants.ie'],
    emailKinds: { 'info@norevalleyaccountants.ie': 'generic', 'declan@norevalleyaccountants.ie': 'person', 'payroll@norevalleyaccountants.ie': 'role' },
    emailOwners: { 'declan@norevalleyaccountants.ie': 'Declan Phelan' },
    contacts: [
      { name: 'Siobhán Kavanagh', title: 'Managing Director', role: 'owner' },
      { name: 'Declan Phelan', title: 'Director', role: 'owner' },
      { name: 'Gráinne Ní Bhriain', title: 'Senior Tax Manager', role: 'other' },
      { name: 'Liam Butler', title: 'office manager', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h017 WordPress pub, Shropshire (suppliers, reviews)
sites.push({
  id: 'h017-plough-little-wenlock', domain: 'theploughlittlewenlock.co.uk', language: 'en', shell: 'wp', brand: 'The Plough at Little Wenlock', slug: 'plough', year: 2019,
  patterns: ['about-prose', 'testimonials', 'email-mailto', 'email-text', 'name-lookalikes'],
  nav: [['/', 'Home'], ['/our-story/', 'Our Story'], ['/menus/', 'Menus'], ['/find-us/', 'Find Us']],
  footer: `<div class="site-footer-primary-section-1 site-footer-section"><aside class="footer-widget-area widget-area"><section class="widget widget_block"><p>The Plough, Wellington Road, Little Wenlock, Telford TF6 5BH · 01952 507 331</p><p>Table bookings: <a href="mailto:bookings@theploughlittlewenlock.co.uk">bookings@theploughlittlewenlock.co.uk</a></p></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section"><div class="ast-footer-copyright"><p>© 2024 The Plough at Little Wenlock · A free house · Powered by <a href="https://wpastra.com/">Astra WordPress Theme</a></p></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'The Plough at Little Wenlock – Country pub & dining', h1: 'Proper pub, proper food',
      body: `<p>A 17th-century free house at the foot of the Wrekin, with real ales, a log fire and Sunday roasts people drive from Shrewsbury for.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Ales</h3><p>Hobsons Best, Three Tuns XXX and a rotating guest from Salopian.</p></div><div class="wp-block-column"><h3>Food</h3><p>Lunch Wed–Sun, dinner Wed–Sat, roasts on Sundays.</p></div><div class="wp-block-column"><h3>Rooms</h3><p>Three en-suite rooms above the bar.</p></div></div>
<h2 class="wp-block-heading">What people say</h2>
<blockquote class="wp-block-quote"><p>Best Sunday lunch in Shropshire, and Rob pulls a perfect pint of Hobsons.</p><cite>— David &amp; Anne Corbett, via Tripadvisor</cite></blockquote>
<blockquote class="wp-block-quote"><p>Callum's beef Wellington is worth the walk up the Wrekin.</p><cite>— Rachel Thursfield, <em>Shropshire Star</em> food critic</cite></blockquote>` },
    { path: '/our-story/', file: 'our-story.html', title: 'Our Story – The Plough at Little Wenlock', h1: 'Our Story',
      body: `<p>We're Gemma and Rob Turvey, and we took on the Plough in March 2017 after it had been shut for almost two years. Rob grew up in the village — his granddad, Alf Turvey, was landlord here in the 1960s — and I'd spent a decade managing restaurants in Birmingham, so when the brewery put it up for sale we sold our house and bought it before we could talk ourselves out of it.</p>
<p>Rob runs the bar and the cellar (he'll tell you about his cask ales whether you ask or not). I look after the restaurant, the rooms and the books. Our head chef is Callum Pryce, who came to us from the Mytton &amp; Mermaid in 2019 and has turned the kitchen upside down in the best way. His sous chef, Ellie Marsh, makes every pudding on the menu.</p>
<p>Behind the bar most evenings you'll find Jordan Adeyemi, our bar manager, and on Sundays Rob's mum, Pauline, still insists on helping with the roast potatoes.</p>
<p>Almost everything comes from within fifteen miles: beef from Tom Rowlands at Hollow Farm in Cressage, lamb from the Bebbingtons at Wrekin View, and vegetables from Moss Lane Market Garden.</p>
<figure class="wp-block-image size-large"><img src="https://theploughlittlewenlock.co.uk/wp-content/uploads/2019/05/gemma-rob-bar.jpg" alt="Gemma and Rob Turvey behind the bar" srcset="https://theploughlittlewenlock.co.uk/wp-content/uploads/2019/05/gemma-rob-bar.jpg 1024w, https://theploughlittlewenlock.co.uk/wp-content/uploads/2019/05/gemma-rob-bar-300x200.jpg 300w"/><figcaption class="wp-element-caption">Gemma and Rob, landlords since 2017</figcaption></figure>` },
    { path: '/menus/', file: 'menus.html', title: 'Menus – The Plough at Little Wenlock', h1: 'Menus',
      body: `<figure class="wp-block-table"><table><tbody><tr><td>Hollow Farm beef Wellington</td><td>£28</td></tr><tr><td>Wrekin View lamb shoulder, boulangère potatoes</td><td>£24</td></tr><tr><td>Beer-battered haddock, chips, mushy peas</td><td>£17</td></tr><tr><td>Ellie's sticky toffee pudding</td><td>£8</td></tr></tbody></table></figure>
<p>Allergies? Please tell your server or email the kitchen: kitchen@theploughlittlewenlock.co.uk</p>` },
    { path: '/find-us/', file: 'find-us.html', title: 'Find Us – The Plough at Little Wenlock', h1: 'Find Us',
      body: `<p>The Plough, Wellington Road, Little Wenlock, Telford TF6 5BH. Car park behind the pub.</p><p>Bookings: 01952 507 331 or bookings@theploughlittlewenlock.co.uk. For functions and rooms, email Gemma Turvey: gemma@theploughlittlewenlock.co.uk</p>` },
  ],
  truth: {
    emails: ['bookings@theploughlittlewenlock.co.uk', 'kitchen@theploughlittlewenlock.co.uk', 'gemma@theploughlittlewenlock.co.uk'],
    emailKinds: { 'bookings@theploughlittlewenlock.co.uk': 'role', 'kitchen@theploughlittlewenlock.co.uk': 'role', 'gemma@theploughlittlewenlock.co.uk': 'person' },
    emailOwners: { 'gemma@theploughlittlewenlock.co.uk': 'Gemma Turvey' },
    contacts: [
      { name: 'Gemma Turvey', title: 'landlord', role: 'owner' },
      { name: 'Rob Turvey', title: 'landlord', role: 'owner' },
      { name: 'Callum Pryce', title: 'head chef', role: 'other' },
      { name: 'Ellie Marsh', title: 'sous chef', role: 'other' },
      { name: 'Jordan Adeyemi', title: 'bar manager', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h018 Wix dog groomer, Mudgee NSW
sites.push({
  id: 'h018-mudgee-muddy-paws', domain: 'muddypawsmudgee.com.au', language: 'en', shell: 'wix', brand: 'Muddy Paws Mudgee', slug: 'muddypaws', country: 'AU',
  patterns: ['about-prose', 'testimonials', 'email-mailto', 'email-text'],
  nav: [['/', 'Home'], ['/about', 'About'], ['/prices', 'Prices'], ['/book', 'Book']],
  placeholder: ['yourname@email.com'],
  footer: X.text(['Muddy Paws Mudgee · 7 Industrial Ave, Mudgee NSW 2850 · 0412 880 316 · muddypawsmudgee@gmail.com', 'ABN 51 622 190 447'], { top: 10, left: 20, w: 900, font: 'font_9' }),
  pages: [
    { path: '/', file: 'index.html', title: 'Muddy Paws Mudgee | Dog Grooming & Wash',
      body: X.box([X.text([{ tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">Clean dogs. Happy owners.</span>' }, 'Full grooms, hand-stripping, nail clips and a self-serve dog wash in Mudgee.'], { top: 60, left: 40, w: 600 }), X.img('groom-hero.jpg', { top: 0, left: 0, w: 980, h: 500 })].join('\n'), { h: 520 })
        + X.box([X.text(['"Shaz is the only person our cavoodle doesn\'t try to escape from!"', '— Kylie & Brett, Gulgong'], { top: 20, left: 40, w: 420 }), X.text(['"Five stars for Bella, she got every knot out of our old collie."', '— Margaret Doyle'], { top: 20, left: 520, w: 420 })].join('\n'), { h: 200 }) },
    { path: '/about', file: 'about.html', title: 'About | Muddy Paws Mudgee',
      body: X.box([
        X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">G\'day, I\'m Shaz</span>' },
          'Officially I\'m Sharon Kovac, but nobody\'s called me that since primary school. I opened Muddy Paws in 2016 after twelve years as a vet nurse at Mudgee Vet Hospital, where Dr Pete Hollis first let me loose with the clippers on a very patient old kelpie.',
          'My husband Darko built the wash bays and the ramp out of an old shearing shed floor. He\'s got his own job out at the mine, but he does all the fixing and the Saturday morning coffee run.',
          'Since 2020 I\'ve had the best groomer in the Central West working alongside me: Bella Nguyen, who trained at the Sydney Grooming Academy and specialises in poodles and doodles. Our bather, Tayla Corcoran, is the one who\'ll get your dog sparkling before the cut.'], { top: 20, left: 40, w: 560 }),
        X.img('shaz-bella.jpg', { top: 20, left: 640, w: 300, h: 400, alt: 'Shaz and Bella with a freshly groomed poodle' }),
        X.text([{ html: '<span class="wixui-rich-text__text" style="font-style:italic">Shaz (left) and Bella</span>', font: 'font_9' }], { top: 430, left: 640, w: 300 }),
      ].join('\n'), { h: 560 }) },
    { path: '/prices', file: 'prices.html', title: 'Prices | Muddy Paws Mudgee',
      body: X.box(X.text(['Small dog full groom – $75', 'Medium dog full groom – $95', 'Large dog full groom – from $120', 'Self-serve wash – $20 / 20 mins'], { top: 20, left: 40, w: 600 }), { h: 260 }) },
    { path: '/book', file: 'book.html', title: 'Book | Muddy Paws Mudgee',
      body: X.box([X.text(['Book online below, call 0412 880 316, or email <a href="mailto:muddypawsmudgee@gmail.com" class="wixui-rich-text__text">muddypawsmudgee@gmail.com</a>.'], { top: 20, left: 40, w: 600 }),
        `<form class="wixui-form"><input type="text" placeholder="Your name"><input type="email" placeholder="yourname@email.com"><input type="text" placeholder="Dog's name &amp; breed"><button class="wixui-button">Submit</button></form>`].join('\n'), { h: 360 }) },
  ],
  truth: {
    emails: ['muddypawsmudgee@gmail.com'],
    emailKinds: { 'muddypawsmudgee@gmail.com': 'generic' },
    contacts: [
      { name: 'Sharon Kovac', title: null, role: 'owner' },
      { name: 'Bella Nguyen', title: 'groomer', role: 'other' },
      { name: 'Tayla Corcoran', title: 'bather', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h019 Bootstrap IT consultancy, Toronto (lunch & learn speakers)
sites.push({
  id: 'h019-kingsway-ledger-it', domain: 'kingswayledger.ca', language: 'en', shell: 'bootstrap', brand: 'Kingsway Ledger IT', slug: 'kingsway', htmlLang: 'en-CA', navDark: true,
  patterns: ['team-grid', 'event-speakers', 'about-prose', 'jsonld-person', 'email-in-person-card', 'email-mailto', 'email-jsonld', 'client-list'],
  nav: [['/', 'Home'], ['/about.html', 'About'], ['/events.html', 'Events'], ['/contact.html', 'Contact']],
  placeholder: ['jane.doe@company.com'],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Kingsway Ledger IT Inc.","url":"https://kingswayledger.ca","logo":"https://kingswayledger.ca/assets/img/logo.png","founder":{"@type":"Person","name":"Anil Deshpande","jobTitle":"President"},"member":[{"@type":"OrganizationRole","member":{"@type":"Person","name":"Colleen MacIsaac"},"roleName":"Director of Client Services"}],"contactPoint":{"@type":"ContactPoint","telephone":"+1-416-555-0187","contactType":"customer support","email":"support@kingswayledger.ca"}}</script>`,
  footer: `<div class="row"><div class="col-md-8 small">Kingsway Ledger IT Inc. · 2965 Bloor St W, Suite 204, Etobicoke, ON M8X 1B9 · 416-555-0187</div><div class="col-md-4 text-md-end small"><a class="link-light" href="mailto:hello@kingswayledger.ca">hello@kingswayledger.ca</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Kingsway Ledger IT — Managed IT for accounting & law firms in Toronto',
      body: `<div class="container py-5"><div class="row"><div class="col-lg-8"><h1 class="display-6">Managed IT for accountants and law firms in the west end.</h1><p class="lead">Backups, security, Microsoft 365 and the help desk you wish you had during tax season.</p></div></div>
<div class="row mt-4"><div class="col"><p class="text-uppercase small text-secondary">Trusted by</p><ul class="list-inline"><li class="list-inline-item">Humber Bay CPA LLP</li><li class="list-inline-item">· Fenwick &amp; Osei Barristers</li><li class="list-inline-item">· Mimico Dental Group</li><li class="list-inline-item">· Lakeshore Credit Union</li></ul></div></div></div>` },
    { path: '/about.html', file: 'about.html', title: 'About — Kingsway Ledger IT',
      body: `<div class="container py-5"><h1>About us</h1><div class="row"><div class="col-lg-8">
<p>Kingsway Ledger started in 2009 as a one-man shop: Anil Deshpande, a former Big Four IT auditor, fixing servers for the accounting firms he used to audit. His first client was Ruth Feldman's two-partner practice on the Kingsway — hence the name. Ruth retired in 2020, but we still look after the firm she founded.</p>
<p>Colleen MacIsaac came on board in 2013 and now runs client services; if you're a client, Colleen is your person. Our lead engineer, Tomasz Wójcik, designs every network we install, and Marisol Ortega heads the help desk.</p>
</div></div>
<div class="row row-cols-1 row-cols-md-4 g-4 mt-2">
<div class="col"><div class="card bg-light h-100"><div class="card-body"><p class="card-subtitle text-muted small mb-1">President &amp; Founder</p><h5 class="card-title">Anil Deshpande</h5><a class="small" href="mailto:anil@kingswayledger.ca">anil@kingswayledger.ca</a></div></div></div>
<div class="col"><div class="card bg-light h-100"><div class="card-body"><p class="card-subtitle text-muted small mb-1">Director of Client Services</p><h5 class="card-title">Colleen MacIsaac</h5><a class="small" href="mailto:colleen@kingswayledger.ca">colleen@kingswayledger.ca</a></div></div></div>
<div class="col"><div class="card bg-light h-100"><div class="card-body"><p class="card-subtitle text-muted small mb-1">Lead Network Engineer</p><h5 class="card-title">Tomasz Wójcik</h5></div></div></div>
<div class="col"><div class="card bg-light h-100"><div class="card-body"><p class="card-subtitle text-muted small mb-1">Help Desk Manager</p><h5 class="card-title">Marisol Ortega</h5><a class="small" href="mailto:support@kingswayledger.ca">support@kingswayledger.ca</a></div></div></div>
</div></div>` },
    { path: '/events.html', file: 'events.html', title: 'Events — Kingsway Ledger IT',
      body: `<div class="container py-5"><h1>Lunch &amp; Learn series</h1><p>Free one-hour sessions for partners and office managers. Lunch is on us.</p>
<table class="table"><thead><tr><th>Date</th><th>Session</th><th>Speaker</th></tr></thead><tbody>
<tr><td>Apr 17</td><td>Phishing in tax season</td><td>Det. Sgt. Karen Bellamy, Toronto Police Financial Crimes Unit</td></tr>
<tr><td>May 15</td><td>LSO technology obligations for small firms</td><td>Ravi Shankar, Partner, Shankar Tech Law</td></tr>
<tr><td>Jun 12</td><td>Microsoft 365 Copilot: hype vs. reality</td><td>Émilie Gagnon, Microsoft Canada</td></tr>
<tr><td>Sep 18</td><td>Backups that actually restore</td><td>Tomasz Wójcik, Kingsway Ledger</td></tr>
</tbody></table>
<p>RSVP to <a href="mailto:events@kingswayledger.ca">events@kingswayledger.ca</a></p></div>` },
    { path: '/contact.html', file: 'contact.html', title: 'Contact — Kingsway Ledger IT',
      body: `<div class="container py-5"><h1>Contact</h1><p>New business: <a href="mailto:hello@kingswayledger.ca">hello@kingswayledger.ca</a> · Clients: support@kingswayledger.ca (24/7 for emergencies)</p>
<form class="row g-3"><div class="col-md-6"><label class="form-label" for="em">Work email</label><input class="form-control" id="em" type="email" placeholder="jane.doe@company.com"></div><div class="col-12"><button class="btn btn-dark">Request a call</button></div></form></div>` },
  ],
  truth: {
    emails: ['hello@kingswayledger.ca', 'support@kingswayledger.ca', 'anil@kingswayledger.ca', 'colleen@kingswayledger.ca', 'events@kingswayledger.ca'],
    emailKinds: { 'hello@kingswayledger.ca': 'generic', 'support@kingswayledger.ca': 'role', 'anil@kingswayledger.ca': 'person', 'colleen@kingswayledger.ca': 'person', 'events@kingswayledger.ca': 'role' },
    emailOwners: { 'anil@kingswayledger.ca': 'Anil Deshpande', 'colleen@kingswayledger.ca': 'Colleen MacIsaac' },
    contacts: [
      { name: 'Anil Deshpande', title: 'President & Founder', role: 'owner' },
      { name: 'Colleen MacIsaac', title: 'Director of Client Services', role: 'operations' },
      { name: 'Tomasz Wójcik', title: 'Lead Network Engineer', role: 'other' },
      { name: 'Marisol Ortega', title: 'Help Desk Manager', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h020 hand-written piano tuner, Hay-on-Wye (definition list, broken markup)
sites.push({
  id: 'h020-wye-valley-pianos-hay', domain: 'wyevalleypianos.co.uk', language: 'en', shell: 'hand', brand: 'Wye Valley Piano Services', slug: 'wyepianos', color: '#3a2a1a', css: '/style.css',
  patterns: ['about-prose', 'definition-list', 'client-list', 'broken-markup', 'email-obfuscated', 'email-text'],
  nav: [['/', 'Home'], ['/about.htm', 'About us'], ['/clients.htm', 'Clients'], ['/contact.htm', 'Contact']],
  footer: `<FONT FACE="Arial" SIZE=1>&copy; Wye Valley Piano Services, Broad Street, Hay-on-Wye HR3 5DB. Member of the Pianoforte Tuners' Association.</FONT>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Wye Valley Piano Services - Tuning, repair & restoration, Hay-on-Wye',
      body: `<TABLE WIDTH="100%" CELLPADDING=10><TR><TD><FONT FACE="Georgia" SIZE=4>Piano tuning, repair &amp; restoration</FONT><P><FONT FACE="Arial" SIZE=2>Covering Herefordshire, Powys and the Welsh borders since 1983. Concert tuning, regulation, restringing, and reconditioned uprights for sale.<P><B>New:</B> we now hire out our Steinway Model B for concerts - see <A HREF="/clients.htm">clients</A>.</FONT></TD></TR></TABLE>` },
    { path: '/about.htm', file: 'about.htm', title: 'About us - Wye Valley Piano Services',
      body: `<TABLE WIDTH="100%" CELLPADDING=10><TR><TD><FONT FACE="Arial" SIZE=2>
<P>I'm John Prothero. My father, Emrys Prothero, started tuning pianos around Hay in 1983 after thirty years at the Broadwood factory, and I went out with him on my school holidays, holding the torch and the mutes. Dad died in 2011 at 84 with a tuning hammer still in his van.
<P>These days the business is me, my wife Gwen - who does the bookings, the accounts and the polishing - and our apprentice Rhodri Lewis, who is in his third year with the Pianoforte Tuners' Association course at Newark.
<DL>
<DT><B>John Prothero</B> MPTA
<DD>Proprietor, concert tuner & technician
<DT><B>Gwen Prothero</B>
<DD>Office & bookings
<DT><B>Rhodri Lewis</B>
<DD>Apprentice technician
</DL>
<P>For restorations we work with French polisher Alan Bufton in Builth Wells, who is not part of the firm but is the best there is.
</FONT></TD></TR></TABLE>` },
    { path: '/clients.htm', file: 'clients.htm', title: 'Clients - Wye Valley Piano Services',
      body: `<TABLE WIDTH="100%" CELLPADDING=10><TR><TD><FONT FACE="Arial" SIZE=2><B>Some of the people we tune for</B><UL>
<LI>Hay Festival (main stage, since 1995)
<LI>St Mary's Church, Hay-on-Wye
<LI>Brecon Cathedral
<LI>Hereford Cathedral School
<LI>The Globe at Hay
<LI>Llandrindod Wells Victorian Festival
<LI>Ms Helena Voss (recital, 2018) - "a beautifully prepared instrument"
</UL>
<P><I>"John has tuned for our festival for nearly thirty years; the visiting pianists ask for him by name."</I><BR>- Sally Brightwell, festival director
</FONT></TD></TR></TABLE>` },
    { path: '/contact.htm', file: 'contact.htm', title: 'Contact - Wye Valley Piano Services',
      body: `<TABLE WIDTH="100%" CELLPADDING=10><TR><TD><FONT FACE="Arial" SIZE=2>
<B>Contact</B><P>
Telephone: 01497 820 455 (evenings best)<BR>
E-mail: john at wyevalleypianos dot co dot uk<BR>
Bookings: gwen at wyevalleypianos dot co dot uk
<P>Please leave a message and Gwen will ring you back.
</TD></TR></TABLE>` },
  ],
  truth: {
    emails: ['john@wyevalleypianos.co.uk', 'gwen@wyevalleypianos.co.uk'],
    emailKinds: { 'john@wyevalleypianos.co.uk': 'person', 'gwen@wyevalleypianos.co.uk': 'person' },
    emailOwners: { 'john@wyevalleypianos.co.uk': 'John Prothero', 'gwen@wyevalleypianos.co.uk': 'Gwen Prothero' },
    contacts: [
      { name: 'John Prothero', title: 'Proprietor, concert tuner & technician', role: 'owner' },
      { name: 'Gwen Prothero', title: 'Office & bookings', role: 'operations' },
      { name: 'Rhodri Lewis', title: 'Apprentice technician', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h021 Squarespace wedding photographers, Wanaka NZ (couple, press "as seen in")
sites.push({
  id: 'h021-wanaka-lane-photography', domain: 'wanakalane.co.nz', language: 'en', shell: 'squarespace', brand: 'Wanaka Lane Photography', slug: 'wanaka-lane', htmlLang: 'en-NZ',
  patterns: ['about-prose', 'testimonials', 'team-grid', 'email-mailto', 'email-footer'],
  nav: [['/', 'Home'], ['/about-us', 'About us'], ['/kind-words', 'Kind words'], ['/enquire', 'Enquire']],
  placeholder: ['name@example.com'],
  footer: S.sec(S.col(12, S.html('<p style="text-align:center">Wanaka Lane Photography · Wānaka, Central Otago · <a href="mailto:kiaora@wanakalane.co.nz">kiaora@wanakalane.co.nz</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Wanaka Lane Photography — Elopements & weddings in Central Otago',
      body: [
        S.sec(S.col(12, S.html('<h1>Elopements &amp; weddings among the mountains</h1><p>Documentary wedding photography in Wānaka, Queenstown and Mt Cook.</p>'))),
        S.sec(S.col(12, S.html('<h3>As seen in</h3><p>Together Journal (feature by Mia Tautahi) · NZ Weddings Magazine · Rock n Roll Bride, guest-edited by Kat Williams</p>'))),
      ].join('\n') },
    { path: '/about-us', file: 'about-us.html', title: 'About us — Wanaka Lane Photography',
      body: [
        S.sec(S.col(6, S.html(`<h2>Kia ora, we're Hemi &amp; Claire</h2>
<p>Hemi Walker and Claire Dubois-Walker met in 2012 on the Routeburn Track — Claire was a French exchange student carrying far too much camera gear and Hemi was the DOC ranger who told her so. Eleven years, one wedding and a border collie called Pīwakawaka later, we photograph other people's weddings for a living.</p>
<p>Claire shoots the portraits and does all the editing; Hemi handles the candids, the drone work and (because someone has to) the invoices. For bigger weddings we bring along our second shooter, Jess Tane, who trained with us in 2021.</p>
<p>We were lucky enough to learn from Aotearoa's best — a workshop with Lukas Brandvold in 2015 changed how we think about light.</p>`)),
          S.col(6, S.img({ src: 'hemi-claire.jpg', alt: 'Hemi and Claire', caption: '<p>Claire Dubois-Walker · lead photographer<br>Hemi Walker · photographer &amp; drone pilot</p>' }))),
        S.list([
          { title: 'Claire Dubois-Walker', desc: '<p>Lead photographer &amp; editor</p>', img: 'claire.jpg' },
          { title: 'Hemi Walker', desc: '<p>Photographer · drone pilot · chief of invoices</p>', img: 'hemi.jpg' },
          { title: 'Jess Tane', desc: '<p>Second shooter</p>', img: 'jess.jpg' },
        ], 'The team'),
      ].join('\n') },
    { path: '/kind-words', file: 'kind-words.html', title: 'Kind words — Wanaka Lane Photography',
      body: S.sec(S.col(12,
        S.quote({ text: 'Claire and Hemi hiked up Roys Peak at 4am with us and never once complained. The photos made my nana cry.', source: 'Aroha &amp; Ben, married March 2023' }),
        S.quote({ text: 'We flew from Chicago to elope and they planned everything — permits, the helicopter, even the celebrant.', source: 'Megan Kowalski, Chicago' }),
        S.quote({ text: 'Relaxed, funny and seriously talented.', source: 'Sione Fifita, best man' }))) },
    { path: '/enquire', file: 'enquire.html', title: 'Enquire — Wanaka Lane Photography',
      body: S.sec(S.col(6, S.html('<h2>Check our dates</h2><p>Email <a href="mailto:kiaora@wanakalane.co.nz?subject=Wedding%20enquiry">kiaora@wanakalane.co.nz</a> or fill in the form. Claire replies within two working days.</p>')), S.col(6, S.form([{ type: 'name', label: 'Your names', req: true }, { type: 'email', label: 'Email', ph: 'name@example.com', req: true }, { type: 'textarea', label: 'Date, venue and anything else' }], 'Send enquiry'))) },
  ],
  truth: {
    emails: ['kiaora@wanakalane.co.nz'],
    emailKinds: { 'kiaora@wanakalane.co.nz': 'generic' },
    contacts: [
      { name: 'Claire Dubois-Walker', title: 'Lead photographer & editor', role: 'owner' },
      { name: 'Hemi Walker', title: 'Photographer · drone pilot · chief of invoices', role: 'owner' },
      { name: 'Jess Tane', title: 'Second shooter', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h022 Webflow coffee roaster, Portland (producers collection, guest authors)
sites.push({
  id: 'h022-cascade-hollow-roasters', domain: 'cascadehollowcoffee.com', language: 'en', shell: 'webflow', brand: 'Cascade Hollow Coffee Roasters', slug: 'cascade-hollow', htmlLang: 'en-US',
  patterns: ['about-prose', 'team-grid', 'name-lookalikes', 'email-mailto', 'email-footer', 'testimonials'],
  nav: [['/', 'Shop'], ['/our-story', 'Our Story'], ['/producers', 'Producers'], ['/journal', 'Journal'], ['/contact', 'Contact']],
  placeholder: ['email@example.com'],
  footer: `<div class="footer-inner"><div class="footer-brand">Cascade Hollow Coffee Roasters · 2218 SE Division St, Portland, OR 97202</div><div class="footer-links"><a href="mailto:hello@cascadehollowcoffee.com" class="footer-link">hello@cascadehollowcoffee.com</a><a href="/contact" class="footer-link">Wholesale</a></div><div class="footer-news"><form class="w-form"><input class="w-input" type="email" placeholder="email@example.com"><input type="submit" class="w-button" value="Join"></form></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Cascade Hollow Coffee Roasters | Small-batch coffee from Portland',
      body: `<section class="hero-shop"><div class="container"><h1 class="h1">Roasted Tuesdays. Shipped Wednesdays.</h1><p>Small-batch, direct-trade coffee from a garage-sized roastery on Division Street.</p></div></section>
<section class="products"><div class="container">${W.dyn('product-grid', [
  `<a href="/product/finca-el-mirador" class="product-card w-inline-block"><div class="product-name">Finca El Mirador</div><div class="product-origin">Huila, Colombia · Washed</div><div class="price">$19.00</div></a>`,
  `<a href="/product/kochere-bensa" class="product-card w-inline-block"><div class="product-name">Kochere Bensa</div><div class="product-origin">Yirgacheffe, Ethiopia · Natural</div><div class="price">$21.00</div></a>`,
  `<a href="/product/marisol-blend" class="product-card w-inline-block"><div class="product-name">Marisol Espresso</div><div class="product-origin">House blend</div><div class="price">$17.50</div></a>`,
])}</div></section>
<section class="reviews"><div class="container"><p class="review">“The Kochere is the best natural I’ve had outside of Ethiopia.”</p><div class="review-by">— Devon Tran, Sprudge contributor</div></div></section>` },
    { path: '/our-story', file: 'our-story.html', title: 'Our Story | Cascade Hollow Coffee Roasters',
      body: `<section class="story"><div class="container narrow"><h1 class="h1">Our story</h1><div class="rich-text w-richtext">
<p>Cascade Hollow began in 2014 in the garage of Nate and Marisol Ferreira's house in Sellwood, with a 1-kilo Diedrich roaster they bought from a church that had given up on its coffee ministry. Nate had been a barista at Stumptown for six years; Marisol, who grew up on her grandparents' coffee farm in Huila, knew exactly what good green coffee should taste like. The espresso blend is named after her, which she says she did not approve.</p>
<p>Nate is our head roaster and Marisol handles sourcing and the business side. In 2019 we opened the roastery café on Division, which is run by our café manager, Kelsey Brandt. Our wholesale accounts are looked after by Oscar Lindqvist — if you run a café or restaurant, he's your guy.</p>
</div></div></section>
<section class="team"><div class="container">${W.dyn('team-wrapper', [
  `<div class="team-card"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_nate.jpg" alt="" class="team-photo"><div class="team-caption"><strong>Nate Ferreira</strong> — Co-owner &amp; Head Roaster</div></div>`,
  `<div class="team-card"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_marisol.jpg" alt="" class="team-photo"><div class="team-caption"><strong>Marisol Ferreira</strong> — Co-owner, Green Coffee Buyer</div></div>`,
  `<div class="team-card"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_kelsey.jpg" alt="" class="team-photo"><div class="team-caption"><strong>Kelsey Brandt</strong> — Café Manager</div></div>`,
  `<div class="team-card"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_oscar.jpg" alt="" class="team-photo"><div class="team-caption"><strong>Oscar Lindqvist</strong> — Wholesale</div></div>`,
])}</div></section>` },
    { path: '/producers', file: 'producers.html', title: 'Producers | Cascade Hollow Coffee Roasters',
      body: `<section class="producers"><div class="container"><h1 class="h1">The people who grow our coffee</h1>${W.dyn('producer-list', [
  `<h3 class="producer-name">Don Arcesio Ramírez</h3><div class="producer-farm">Finca El Mirador · Pitalito, Huila</div><p class="producer-bio">Third-generation grower; we've bought his whole Caturra lot since 2016.</p>`,
  `<h3 class="producer-name">Tsegaye Bekele</h3><div class="producer-farm">Kochere Bensa washing station · Yirgacheffe</div><p class="producer-bio">Station manager and cupping judge.</p>`,
  `<h3 class="producer-name">Ana Lucía Mejía</h3><div class="producer-farm">Cooperativa Flor de Marcala · Honduras</div><p class="producer-bio">President of a 140-member women's cooperative.</p>`,
])}</div></section>` },
    { path: '/journal', file: 'journal.html', title: 'Journal | Cascade Hollow Coffee Roasters',
      body: `<section class="journal"><div class="container">${W.dyn('post-list', [
  `<a href="/journal/harvest-in-huila" class="post-link w-inline-block"><div class="post-title">Harvest in Huila</div><div class="post-meta">By Marisol Ferreira · Feb 2024</div></a>`,
  `<a href="/journal/water-chemistry" class="post-link w-inline-block"><div class="post-title">Why your water matters more than your grinder</div><div class="post-meta">Guest post by Dr. Lauren Whitfield, Oregon State University</div></a>`,
  `<a href="/journal/latte-art-101" class="post-link w-inline-block"><div class="post-title">Latte art 101</div><div class="post-meta">Guest post by Ji-woo Park, 2023 Pacific NW Latte Art champion</div></a>`,
])}</div></section>` },
    { path: '/contact', file: 'contact.html', title: 'Contact | Cascade Hollow Coffee Roasters',
      body: `<section class="contact"><div class="container"><h1 class="h1">Contact</h1><p>General &amp; orders: <a href="mailto:hello@cascadehollowcoffee.com">hello@cascadehollowcoffee.com</a></p><p>Wholesale: <a href="mailto:oscar@cascadehollowcoffee.com?subject=Wholesale%20inquiry">oscar@cascadehollowcoffee.com</a></p></div></section>` },
  ],
  truth: {
    emails: ['hello@cascadehollowcoffee.com', 'oscar@cascadehollowcoffee.com'],
    emailKinds: { 'hello@cascadehollowcoffee.com': 'generic', 'oscar@cascadehollowcoffee.com': 'person' },
    emailOwners: { 'oscar@cascadehollowcoffee.com': 'Oscar Lindqvist' },
    contacts: [
      { name: 'Nate Ferreira', title: 'Co-owner & Head Roaster', role: 'owner' },
      { name: 'Marisol Ferreira', title: 'Co-owner, Green Coffee Buyer', role: 'owner' },
      { name: 'Kelsey Brandt', title: 'Café Manager', role: 'operations' },
      { name: 'Oscar Lindqvist', title: 'Wholesale', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h023 Elementor physio, Edinburgh (EA team, workshop speakers)
sites.push({
  id: 'h023-leith-walk-physio', domain: 'leithwalkphysio.co.uk', language: 'en', shell: 'elementor', brand: 'Leith Walk Physiotherapy', slug: 'leithphysio',
  bodyExtra: `<script src="https://js.sentry-cdn.com/b7c41e0d9a2f4c13.min.js" crossorigin="anonymous"></script>\n<script>Sentry.onLoad(function(){Sentry.init({dsn:"https://b7c41e0d9a2f4c13a8e1f0c2d3b4a596@o481207.ingest.sentry.io/5529921",tracesSampleRate:0.1});});</script>`,
  patterns: ['team-grid', 'about-prose', 'event-speakers', 'testimonials', 'email-in-person-card', 'email-mailto', 'email-footer'],
  nav: [['/', 'Home'], ['/about/', 'About'], ['/team/', 'Team'], ['/workshops/', 'Workshops'], ['/contact/', 'Contact']],
  footer: E.sec(E.col(50, E.txt('<p>Leith Walk Physiotherapy · 221 Leith Walk, Edinburgh EH6 8NX · 0131 555 0173</p>')), E.col(50, E.txt('<p><a href="mailto:info@leithwalkphysio.co.uk">info@leithwalkphysio.co.uk</a> · HCPC registered physiotherapists</p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Leith Walk Physiotherapy | Sports & MSK physio in Edinburgh',
      body: [
        E.sec(E.col(100, E.h('Physio that gets you back out there', 'h1'), E.txt('<p>Sports injuries, back pain, running clinics and pelvic health.</p>'))),
        E.sec(E.col(50, E.testimonial({ text: 'Fraser had me running the Edinburgh Marathon six months after knee surgery.', name: 'Eilidh Robertson', job: 'Porty Running Club' })), E.col(50, E.testimonial({ text: 'Honest advice and no endless block-booking.', name: 'Graham Lyall', job: 'Software engineer, Skyscanner' }))),
      ].join('\n') },
    { path: '/about/', file: 'about.html', title: 'About | Leith Walk Physiotherapy',
      body: E.sec(E.col(100, E.h('About the clinic', 'h1'), E.txt(`<p>Fraser McAllister opened the clinic in 2016 above what was then Valvona's bakery. He'd spent eight years as physio to Hibernian FC's academy and wanted somewhere the everyday runner and the weekend five-a-side player would get the same care as a professional. His wife, Dr Ngozi McAllister, a GP in Portobello, talked him into it and still helps with the odd research paper, though she has never worked at the clinic.</p>
<p>In 2018 Fraser was joined by Catriona Baird, who leads our pelvic health service, and in 2021 by Ali Hassan, our running specialist. Our clinic coordinator, Morag, runs the front desk — Morag Dunlop, to give her full name, though nobody does.</p>`))) },
    { path: '/team/', file: 'team.html', title: 'Team | Leith Walk Physiotherapy',
      body: E.sec(
        E.col(25, E.eael({ name: 'Fraser McAllister', title: 'Clinic Director & Senior Physiotherapist', bio: 'MSc Sports Physiotherapy. fraser@leithwalkphysio.co.uk', img: 'https://leithwalkphysio.co.uk/wp-content/uploads/2022/11/fraser.jpg', social: '<li><a href="https://twitter.com/fraserphysio"><i class="fab fa-twitter"></i></a></li>' })),
        E.col(25, E.eael({ name: 'Catriona Baird', title: 'Pelvic Health Physiotherapist', bio: 'Women\'s health, pre- and post-natal.', img: 'https://leithwalkphysio.co.uk/wp-content/uploads/2022/11/catriona.jpg' })),
        E.col(25, E.eael({ name: 'Ali Hassan', title: 'Physiotherapist · Running Clinic', bio: 'Gait analysis and running injuries.', img: 'https://leithwalkphysio.co.uk/wp-content/uploads/2022/11/ali.jpg' })),
        E.col(25, E.eael({ name: 'Morag Dunlop', title: 'Clinic Coordinator', bio: 'Bookings, invoices and insurance.', img: 'https://leithwalkphysio.co.uk/wp-content/uploads/2022/11/morag.jpg' }))) },
    { path: '/workshops/', file: 'workshops.html', title: 'Workshops | Leith Walk Physiotherapy',
      body: E.sec(E.col(100, E.h('Spring workshop series', 'h1'), E.txt(`<p>Evening talks at the clinic, £10 (free for patients).</p><ul>
<li><strong>Prof. Hamish Grant</strong> (University of Edinburgh) — Tendon pain: what the research says</li>
<li><strong>Sophie Kerr</strong>, Scottish Athletics coach — Building a marathon plan that doesn't break you</li>
<li><strong>Dr Ngozi McAllister</strong>, GP — Menopause and exercise</li>
<li><strong>Ali Hassan</strong>, Leith Walk Physiotherapy — Running shoes: does it matter?</li></ul><p>Book via <a href="mailto:info@leithwalkphysio.co.uk?subject=Workshop">info@leithwalkphysio.co.uk</a>.</p>`))) },
    { path: '/contact/', file: 'contact.html', title: 'Contact | Leith Walk Physiotherapy',
      body: E.sec(E.col(100, E.h('Contact', 'h1'), E.txt('<p>Book online or call 0131 555 0173. Email: <a href="mailto:info@leithwalkphysio.co.uk">info@leithwalkphysio.co.uk</a>. Invoices and insurers: accounts@leithwalkphysio.co.uk</p>'))) },
  ],
  truth: {
    emails: ['info@leithwalkphysio.co.uk', 'fraser@leithwalkphysio.co.uk', 'accounts@leithwalkphysio.co.uk'],
    emailKinds: { 'info@leithwalkphysio.co.uk': 'generic', 'fraser@leithwalkphysio.co.uk': 'person', 'accounts@leithwalkphysio.co.uk': 'role' },
    emailOwners: { 'fraser@leithwalkphysio.co.uk': 'Fraser McAllister' },
    contacts: [
      { name: 'Fraser McAllister', title: 'Clinic Director & Senior Physiotherapist', role: 'owner' },
      { name: 'Catriona Baird', title: 'Pelvic Health Physiotherapist', role: 'other' },
      { name: 'Ali Hassan', title: 'Physiotherapist · Running Clinic', role: 'other' },
      { name: 'Morag Dunlop', title: 'Clinic Coordinator', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h024 Divi family law, Cardiff (press quotes, SRA legal notice)
sites.push({
  id: 'h024-pontcanna-family-law', domain: 'pontcannafamilylaw.co.uk', language: 'en', shell: 'divi', brand: 'Pontcanna Family Law', slug: 'pontcanna',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'microdata-person', 'testimonials', 'email-mailto', 'email-in-person-card', 'name-lookalikes'],
  nav: [['/', 'Home'], ['/our-people/', 'Our people'], ['/legal-information/', 'Legal information'], ['/contact/', 'Contact']],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p>Pontcanna Family Law Ltd · 41 Cathedral Road, Cardiff CF11 9HB · 029 2034 8812 · <a href="mailto:enquiries@pontcannafamilylaw.co.uk">enquiries@pontcannafamilylaw.co.uk</a></p></div></div></div>`,
  footerBottom: `<div id="footer-info">Authorised and regulated by the Solicitors Regulation Authority, SRA no. 654218. <a href="/legal-information/">Legal information</a></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Pontcanna Family Law | Divorce & children solicitors in Cardiff',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Calm, clear advice when family life changes</h1><p>Divorce, finances, children arrangements and cohabitation disputes. Welsh and English spoken.</p>')))),
        D.sec(D.row(
          D.col('1_2', D.testimonial({ text: '<p>"Rhiannon is an outstanding family lawyer — measured, meticulous and formidable in court."</p>', author: 'The Legal 500', position: 'UK 2024 edition' })),
          D.col('1_2', D.testimonial({ text: '<p>Bethan kept me sane through the worst year of my life.</p>', author: 'Client, Llandaff', position: 'Google review' })))),
        D.sec(D.row(D.col('4_4', D.text('<p>Quoted in: <em>WalesOnline</em> ("No-fault divorce, one year on", by Gareth Price) and BBC Radio Wales\' <em>Good Morning Wales</em>.</p>')))),
      ].join('\n') },
    { path: '/our-people/', file: 'our-people.html', title: 'Our people | Pontcanna Family Law',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>Our people</h1>
<p>Rhiannon Pugh-Davies founded the firm in 2012 after fifteen years as a partner at a large Cardiff practice. She was trained by the late Judge Emyr Lloyd, whose advice — "the children are the clients, even when they aren't" — is framed on the wall of our meeting room. Bethan Griffiths joined as an associate in 2015 and became a director in 2020. Together they run the firm from a Victorian townhouse on Cathedral Road, designed, so the story goes, by the same architect as half of Pontcanna, Edwin Seward.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Rhiannon Pugh-Davies', title: 'Founder & Director, Solicitor', bio: '<p>Resolution accredited specialist. Collaborative lawyer. <a href="mailto:rhiannon.pugh-davies@pontcannafamilylaw.co.uk">rhiannon.pugh-davies@pontcannafamilylaw.co.uk</a></p>', img: '/wp-content/uploads/2022/03/rhiannon.jpg' })),
          D.col('1_3', D.team({ name: 'Bethan Griffiths', title: 'Director, Solicitor', bio: '<p>Children law, domestic abuse injunctions. <a href="mailto:bethan.griffiths@pontcannafamilylaw.co.uk">bethan.griffiths@pontcannafamilylaw.co.uk</a></p>', img: '/wp-content/uploads/2022/03/bethan.jpg' })),
          D.col('1_3', D.team({ name: 'Owain Hughes', title: 'Trainee Solicitor', bio: '<p>Cardiff University LLB; LPC at the University of South Wales.</p>', img: '/wp-content/uploads/2022/03/owain.jpg' })))),
        D.sec(D.row(D.col('4_4', D.text('<p>Our practice manager, Sandra Collins, and legal secretary, Ffion Roberts, are your first point of contact when you call.</p>')))),
      ].join('\n') },
    { path: '/legal-information/', file: 'legal-information.html', title: 'Legal information | Pontcanna Family Law',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Legal information</h1><p>Pontcanna Family Law Ltd is a limited company registered in England and Wales, company number 08011275. Registered office: 41 Cathedral Road, Cardiff CF11 9HB. VAT no. GB 134 5520 18.</p><div itemscope itemtype="https://schema.org/LegalService"><meta itemprop="name" content="Pontcanna Family Law Ltd"><p>Directors: <span itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Rhiannon Pugh-Davies</span> (<span itemprop="jobTitle">Director</span>)</span> and <span itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Bethan Griffiths</span> (<span itemprop="jobTitle">Director</span>)</span>. A list of directors is available for inspection at our registered office.</p></div><p>We are authorised and regulated by the Solicitors Regulation Authority (SRA ID 654218). The SRA Standards and Regulations can be found at www.sra.org.uk. Complaints: contact our Complaints Partner, Rhiannon Pugh-Davies.</p>`)))) },
    { path: '/contact/', file: 'contact.html', title: 'Contact | Pontcanna Family Law',
      body: D.sec(D.row(D.col('4_4', D.text('<h1>Contact us</h1><p>Call 029 2034 8812 or email <a href="mailto:enquiries@pontcannafamilylaw.co.uk">enquiries@pontcannafamilylaw.co.uk</a>. We offer a fixed-fee initial meeting.</p>')))) },
  ],
  truth: {
    emails: ['enquiries@pontcannafamilylaw.co.uk', 'rhiannon.pugh-davies@pontcannafamilylaw.co.uk', 'bethan.griffiths@pontcannafamilylaw.co.uk'],
    emailKinds: { 'enquiries@pontcannafamilylaw.co.uk': 'generic', 'rhiannon.pugh-davies@pontcannafamilylaw.co.uk': 'person', 'bethan.griffiths@pontcannafamilylaw.co.uk': 'person' },
    emailOwners: { 'rhiannon.pugh-davies@pontcannafamilylaw.co.uk': 'Rhiannon Pugh-Davies', 'bethan.griffiths@pontcannafamilylaw.co.uk': 'Bethan Griffiths' },
    contacts: [
      { name: 'Rhiannon Pugh-Davies', title: 'Founder & Director, Solicitor', role: 'owner' },
      { name: 'Bethan Griffiths', title: 'Director, Solicitor', role: 'owner' },
      { name: 'Owain Hughes', title: 'Trainee Solicitor', role: 'other' },
      { name: 'Sandra Collins', title: 'practice manager', role: 'operations' },
      { name: 'Ffion Roberts', title: 'legal secretary', role: 'other' },
    ],
  },
});

export default sites;
