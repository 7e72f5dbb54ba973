import { T, J, form, jsonld, ent } from './_engine.mjs';

export default [
  // ---------------------------------------------------------------- k011
  {
    id: 'k011-kinetic-aire-physio',
    domain: 'kineticaire-physio.co.uk',
    lang: 'en',
    cc: 'GB',
    shell: 'elementor',
    name: 'Kinetic Aire Physiotherapy',
    nav: [
      ['/', 'Home'],
      ['/meet-the-team/', 'Meet the Team'],
      ['/prices/', 'Prices'],
      ['/contact/', 'Contact'],
    ],
    agency: ['Brightloom Digital', 'studio@brightloomdigital.co.uk', 'https://brightloomdigital.co.uk'],
    footerHtml:
      'Kinetic Aire Physiotherapy Ltd is registered in England &amp; Wales, company no. 09876543. Registered office: 14 Wharf Approach, Leeds LS1 4BR. Director: Hannah O\'Connell.',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Physiotherapy, sports massage &amp; clinical Pilates in Leeds', 1) + sh.p('Same-week appointments, evening clinics until 8pm and free parking behind the clinic.')),
        sh.sec(null, [
          sh.h('Back &amp; neck pain', 3) + sh.p('Hands-on treatment plus a plan you can actually stick to.'),
          sh.h('Sports injuries', 3) + sh.p('From Parkrun niggles to ACL rehab.'),
          sh.h('Clinical Pilates', 3) + sh.p('Small classes of max. 4 on reformers.'),
        ]),
      ],
      '/meet-the-team/': [
        sh.sec(sh.h('Meet the Team', 1) + sh.p('All our physiotherapists are HCPC registered and members of the Chartered Society of Physiotherapy.')),
        T.elemEael(sh, [
          { n: "Hannah O'Connell", post: ' MCSP', t: 'Clinical Director', e: 'hannah@kineticaire-physio.co.uk', bio: 'Hannah founded Kinetic Aire in 2017 after eight years with Leeds Rhinos.' },
          { n: 'Tom Whitfield', t: 'Senior Sports Physiotherapist', li: 'https://www.linkedin.com/in/tomwhitfieldphysio' },
          { n: 'Priya Raman', t: 'Pilates Instructor' },
          { n: 'Jo', t: 'Practice Manager', bio: 'Jo keeps the diary running - if you need to move an appointment, she is the one to ask.' },
        ]),
      ],
      '/prices/': [sh.sec(sh.h('Prices', 1) + sh.p('<table><tr><td>Initial assessment (45 min)</td><td>£60</td></tr><tr><td>Follow-up (30 min)</td><td>£48</td></tr><tr><td>Sports massage (60 min)</td><td>£55</td></tr></table>'))],
      '/contact/': [
        sh.sec(
          sh.h('Get in touch', 1) +
            sh.p('Call <a href="tel:01132450987">0113 245 0987</a> or email <a href="mailto:hello@kineticaire-physio.co.uk">hello@kineticaire-physio.co.uk</a>.') +
            sh.widget('form', form('en', 'you@example.com', '/contact/')),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-elementor', 'legal-notice', 'email-mailto', 'email-in-person-card', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    emails: { 'hello@kineticaire-physio.co.uk': 'generic', 'hannah@kineticaire-physio.co.uk': ['person', "Hannah O'Connell"] },
    contacts: [
      ["Hannah O'Connell", 'Clinical Director', 'owner'],
      ['Tom Whitfield', 'Senior Sports Physiotherapist', 'other'],
      ['Priya Raman', 'Pilates Instructor', 'other'],
      ['Jo', 'Practice Manager', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k012
  {
    id: 'k012-harbourside-ledger-accountants',
    domain: 'harbourside-ledger.co.uk',
    lang: 'en',
    cc: 'GB',
    shell: 'divi',
    name: 'Harbourside Ledger Chartered Accountants',
    nav: [
      ['/', 'Home'],
      ['/our-people/', 'Our People'],
      ['/services/', 'Services'],
      ['/contact-us/', 'Contact Us'],
    ],
    footerHtml: 'Harbourside Ledger LLP · 3 Narrow Quay, Bristol BS1 4QA · 0117 929 4410',
    scripts: [J.version('jquery@3.6.0', 'dist/jquery.min.js'), J.gtm()],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.p('<h1>Accountants for Bristol\'s independent businesses</h1><p>Year-end accounts, tax returns, payroll and Making Tax Digital for sole traders, partnerships and limited companies.</p>')),
        sh.sec(
          sh.p(
            '<h3>What our clients say</h3><blockquote><p>“Gareth and the team turned our bookkeeping around in a month. We finally understand our numbers.”</p><p>— Mark Ellison, Ellison Joinery Ltd</p></blockquote><blockquote><p>“Friendly, quick and never make you feel daft for asking.”</p><p>— Dr Rachel Hume, Clifton Village Dental</p></blockquote>',
          ),
        ),
      ],
      '/our-people/': [
        sh.sec(sh.h('Our People')),
        T.diviMembers(
          sh,
          [
            { n: 'Gareth Pryce-Jones', post: ' FCA', t: 'Managing Partner', bio: 'Gareth set up the practice in 2009 and looks after our owner-managed businesses.' },
            { n: 'Alison Cheung', post: ' ACA', t: 'Partner', bio: 'Tax and trusts.' },
            { n: 'Daniel Okafor', t: 'Payroll Manager' },
            { n: 'Siân Evans', t: 'Bookkeeper' },
          ],
          2,
        ),
      ],
      '/services/': [sh.sec(sh.h('Services') + sh.p('<ul><li>Annual accounts &amp; corporation tax</li><li>Self assessment</li><li>VAT &amp; MTD</li><li>Payroll &amp; auto-enrolment</li><li>Cloud bookkeeping (Xero, QuickBooks)</li></ul>'))],
      '/contact-us/': [
        sh.sec(
          sh.h('Contact Us') +
            sh.p('<p>3 Narrow Quay, Bristol BS1 4QA</p><p>Telephone: 0117 929 4410</p><p>Email: enquiries [at] harbourside-ledger [dot] co [dot] uk</p><p>We are open Monday to Friday, 9am – 5.30pm.</p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-divi', 'testimonials', 'email-obfuscated', 'junk-version'],
    emails: { 'enquiries@harbourside-ledger.co.uk': 'generic' },
    contacts: [
      ['Gareth Pryce-Jones', 'Managing Partner', 'owner'],
      ['Alison Cheung', 'Partner', 'owner'],
      ['Daniel Okafor', 'Payroll Manager', 'operations'],
      ['Siân Evans', 'Bookkeeper', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k013
  {
    id: 'k013-wild-bloom-florist-cork',
    domain: 'wildbloom-petal.ie',
    lang: 'en',
    cc: 'IE',
    shell: 'wix',
    name: 'Wild Bloom Flowers',
    nav: [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/weddings', 'Weddings'],
    ],
    footerHtml: 'Wild Bloom Flowers · Unit 4, Marina Market, Centre Park Road, Cork T12 · 087 123 4567',
    pages: (sh) => ({
      '/': [sh.sec(sh.h('Seasonal flowers, grown &amp; arranged in Cork') + sh.p('Weekly bouquets, funeral tributes and wedding flowers. Collection from Marina Market Thursday–Sunday.'))],
      '/about': [
        sh.sec(
          sh.h('Hi, I\'m Niamh') +
            sh.p(
              "I'm Niamh Gallagher, florist and owner of Wild Bloom. I started growing flowers in my mam's back garden in Ballincollig in 2016 and opened the stall at Marina Market two years later.\n\nThese days I have help: my sister Clodagh does the deliveries and the markets, and Ben Murphy looks after the growing side on our half acre in Carrigaline.\n\nThe easiest way to reach me is by email - wildbloomflowerscork@gmail.com - or a DM on Instagram @wildbloomcork.",
            ),
        ),
      ],
      '/weddings': [
        sh.sec(
          sh.h('Weddings') +
            sh.p('Relaxed, garden-style wedding flowers using what is in season. Consultations by appointment.\n\n“Niamh made our day - the bouquets were a dream.” — Aoife &amp; Conor, married June 2023\n\n“Gorgeous, natural, and she kept it within budget!” — Sarah K.'),
        ),
      ],
    }),
    patterns: ['builder-wix', 'about-prose', 'email-text', 'junk-platform', 'testimonials'],
    emails: { 'wildbloomflowerscork@gmail.com': 'generic' },
    contacts: [
      ['Niamh Gallagher', 'florist and owner', 'owner'],
      ['Clodagh', null, 'other'],
      ['Ben Murphy', null, 'other'],
    ],
  },
  // ---------------------------------------------------------------- k014
  {
    id: 'k014-emberline-coffee-roasters',
    domain: 'emberline-roasters.com',
    lang: 'en',
    cc: 'US',
    tz: 'America/Los_Angeles',
    shell: 'squarespace',
    name: 'Emberline Coffee Roasters',
    nav: [
      ['/', 'Home'],
      ['/our-story', 'Our Story'],
      ['/wholesale', 'Wholesale'],
    ],
    footerHtml: '2215 SE Division St, Portland, OR 97202 · (503) 555-0148',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Small-batch coffee, roasted on SE Division') +
            sh.p('<p style="white-space:pre-wrap;">Café open daily 7am–3pm. Beans ship Monday and Thursday.</p><p><img src="/s/bag-lineup.jpg" srcset="/s/bag-lineup.jpg 1x, /s/bag-lineup@2x.jpg 2x" alt="Our coffee bags"></p>'),
        ),
      ],
      '/our-story': [
        sh.sec(
          sh.h('Our Story') +
            sh.p('Emberline started in 2014 with a 5-kilo Diedrich in Marcus Delaney\'s garage. Ten years later we roast about two tons a month and still taste every batch.') +
            T.sqsImageCaption(sh, [
              { n: 'Marcus Delaney', t: 'Founder / Head Roaster' },
              { n: 'Yuki Tanaka', t: 'Director of Coffee' },
              { n: 'Bree Holloway', t: 'Wholesale Accounts' },
              { n: 'Luis Ortega', t: 'Café Manager' },
            ]),
        ),
      ],
      '/wholesale': [
        sh.sec(
          sh.h('Wholesale') +
            sh.p('<p style="white-space:pre-wrap;">You can find Emberline at: Little Otter Café, Woodstock Bakery, Stumptown Books &amp; Brew, Laurelhurst Market, The Gilded Spoon, Hollis &amp; Reed Kitchen.</p><p style="white-space:pre-wrap;">Interested in serving our coffee? Email <a href="mailto:wholesale@emberline-roasters.com">wholesale@emberline-roasters.com</a>. Everything else: <a href="mailto:hello@emberline-roasters.com">hello@emberline-roasters.com</a></p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-squarespace', 'client-list', 'email-mailto', 'junk-asset', 'name-lookalikes'],
    emails: { 'wholesale@emberline-roasters.com': 'role', 'hello@emberline-roasters.com': 'generic' },
    contacts: [
      ['Marcus Delaney', 'Founder / Head Roaster', 'owner'],
      ['Yuki Tanaka', 'Director of Coffee', 'other'],
      ['Bree Holloway', 'Wholesale Accounts', 'other'],
      ['Luis Ortega', 'Café Manager', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k015
  {
    id: 'k015-northmill-brandworks',
    domain: 'northmill-brandworks.co.uk',
    lang: 'en',
    cc: 'GB',
    shell: 'webflow',
    name: 'Northmill Brandworks',
    head: jsonld({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://northmill-brandworks.co.uk/#org',
          name: 'Northmill Brandworks Ltd',
          email: 'newbusiness@northmill-brandworks.co.uk',
          founder: [
            { '@type': 'Person', name: 'Ellie Marsh', jobTitle: 'Co-founder & Creative Director' },
            { '@type': 'Person', name: 'Raj Patel', jobTitle: 'Co-founder & Strategy Director' },
          ],
        },
        { '@type': 'WebSite', url: 'https://northmill-brandworks.co.uk', publisher: { '@id': 'https://northmill-brandworks.co.uk/#org' } },
      ],
    }),
    nav: [
      ['/', 'Home'],
      ['/work', 'Work'],
      ['/studio', 'Studio'],
      ['/contact', 'Contact'],
    ],
    footerHtml: 'Northmill Brandworks Ltd · Company no. 11223344 · Ancoats, Manchester M4 6DE',
    scripts: [J.version('@finsweet/attributes-cmsfilter@1', 'cmsfilter.js')],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Brands with a backbone') + sh.p('Brand strategy, identity and websites for challenger food &amp; drink brands.')),
        sh.sec(
          sh.p('<h3>Selected clients</h3>') +
            `<div class="logo-grid"><img src="https://assets-global.website-files.com/65a/65b_hopsmith.svg" alt="Hopsmith Brewing" class="client-logo"><img src="https://assets-global.website-files.com/65a/65c_oatly.svg" alt="Kettle &amp; Crumb" class="client-logo"><img src="https://assets-global.website-files.com/65a/65d_marlow.svg" alt="Marlow Gin Co." class="client-logo"><img src="https://assets-global.website-files.com/65a/65e_bao.svg" alt="Bao Brothers" class="client-logo"></div>`,
        ),
      ],
      '/work': [sh.sec(sh.h('Work') + sh.p('Hopsmith Brewing — rebrand &amp; packaging. Marlow Gin Co. — identity &amp; e-commerce. Bao Brothers — naming and launch.'))],
      '/studio': [
        sh.sec(
          sh.h('The studio') +
            T.wfDyn(
              sh,
              [
                { n: 'Ellie Marsh', t: 'Co-founder & Creative Director', e: 'ellie@northmill-brandworks.co.uk' },
                { n: 'Raj Patel', t: 'Co-founder & Strategy Director', e: 'raj@northmill-brandworks.co.uk' },
                { n: 'Callum Reid', t: 'Head of Digital' },
                { n: 'Freya', t: 'Designer' },
              ],
              { link: true },
            ),
        ),
      ],
      '/contact': [sh.sec(sh.h('Say hello') + sh.p('New projects: <a href="mailto:newbusiness@northmill-brandworks.co.uk">newbusiness@northmill-brandworks.co.uk</a><br>Jobs: we\'re not hiring right now, but send your portfolio to <a href="mailto:studio@northmill-brandworks.co.uk">studio@northmill-brandworks.co.uk</a>'))],
    }),
    patterns: ['team-grid', 'builder-webflow', 'jsonld-person', 'email-jsonld', 'email-mailto', 'email-in-person-card', 'client-list', 'junk-version'],
    emails: {
      'newbusiness@northmill-brandworks.co.uk': 'role',
      'studio@northmill-brandworks.co.uk': 'generic',
      'ellie@northmill-brandworks.co.uk': ['person', 'Ellie Marsh'],
      'raj@northmill-brandworks.co.uk': ['person', 'Raj Patel'],
    },
    contacts: [
      ['Ellie Marsh', 'Co-founder & Creative Director', 'owner'],
      ['Raj Patel', 'Co-founder & Strategy Director', 'owner'],
      ['Callum Reid', 'Head of Digital', 'marketing'],
      ['Freya', 'Designer', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k016
  {
    id: 'k016-quayside-hive-cowork',
    domain: 'quaysidehive-cowork.ie',
    lang: 'en',
    cc: 'IE',
    shell: 'bootstrap',
    name: 'Quayside Hive',
    assetName: 'hive-logo',
    nav: [
      ['/', 'Home'],
      ['/events/', 'Events'],
      ['/about/', 'About'],
    ],
    footerHtml: 'Quayside Hive, 21 Sir John Rogerson\'s Quay, Dublin 2, D02 XK51 · <a href="mailto:hello@quaysidehive-cowork.ie">hello@quaysidehive-cowork.ie</a>',
    pages: (sh) => ({
      '/': [
        sh.sec('<div class="p-5 mb-4 bg-light rounded-3"><h1 class="display-5 fw-bold">Desks, offices &amp; a community by the Liffey</h1><p class="col-md-8 fs-5">Hot desks from €180/month, dedicated desks and private offices for 2–12 people.</p><a class="btn btn-warning" href="/about/">Book a tour</a></div>'),
        sh.sec(sh.h('Stay in the loop') + '<p>Monthly newsletter with events and member offers.</p><form class="row g-2"><div class="col-auto"><input type="email" class="form-control" placeholder="name@example.com"></div><div class="col-auto"><button class="btn btn-dark">Subscribe</button></div></form>'),
      ],
      '/events/': [
        sh.sec(
          sh.h('Founders Breakfast #14: Raising your first round') +
            '<p>Thursday 14 March, 8:00–9:30 · Ground floor event space · Free for members</p><h3 class="h5 mt-4">Speakers</h3>' +
            T.bsCards(
              sh,
              [
                { n: 'Gráinne Ní Bhriain', t: 'Partner, Lir Ventures', bio: 'Seed investor in 30+ Irish startups.' },
                { n: 'David Kowalczyk', t: 'CEO & Co-founder, Paydock Labs' },
                { n: 'Sinéad Walsh', t: 'Head of Startups, Enterprise Ireland' },
              ],
              'col-md-4',
            ) +
            '<p class="mt-4">Hosted by our community manager, Orla Byrne.</p>',
        ),
      ],
      '/about/': [
        sh.sec(
          sh.h('The team') +
            T.bsTitleAbove(sh, [
              { n: 'Peter Lynch', t: 'General Manager', bio: 'Opened the Hive in 2019.' },
              { n: 'Orla Byrne', t: 'Community Manager' },
              { n: 'Kevin', t: 'Front Desk &amp; Facilities' },
            ]) +
            '<p class="mt-4">Tours: drop in any weekday or email <a href="mailto:tours@quaysidehive-cowork.ie">tours@quaysidehive-cowork.ie</a>.</p>',
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-bootstrap', 'event-speakers', 'email-footer', 'email-mailto', 'junk-placeholder', 'junk-version', 'junk-asset'],
    emails: { 'hello@quaysidehive-cowork.ie': 'generic', 'tours@quaysidehive-cowork.ie': 'role' },
    contacts: [
      ['Peter Lynch', 'General Manager', 'owner'],
      ['Orla Byrne', 'Community Manager', 'marketing'],
      ['Kevin', 'Front Desk & Facilities', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k017
  {
    id: 'k017-steelcity-flowfix-plumbing',
    domain: 'steelcity-flowfix.co.uk',
    lang: 'en',
    cc: 'GB',
    shell: 'wordpress',
    name: 'FlowFix Plumbing & Heating',
    assetName: 'flowfix-van',
    nav: [
      ['/', 'Home'],
      ['/about-us/', 'About Us'],
      ['/reviews/', 'Reviews'],
    ],
    footerHtml: 'FlowFix Plumbing &amp; Heating Ltd · Registered in England No. 04567890 · Registered office: 88 Middlewood Road, Sheffield S6 4HA · Gas Safe Reg. 512345',
    pages: (sh) => ({
      '/': [
        sh.h('Boilers, bathrooms &amp; emergency plumbing in Sheffield') +
          sh.p('Gas Safe registered engineers covering S1–S36. No call-out charge Monday to Friday 8am–6pm.') +
          sh.p('Call <strong>0114 234 5566</strong> or text <strong>07700 900312</strong> with a photo of the problem.'),
      ],
      '/about-us/': [
        sh.h('A family firm since 1987') +
          sh.p('FlowFix was started by my dad, Ray Hollins, with one van and a lot of copper pipe. He retired in 2012 and I took over - I\'m Dean Hollins, and these days I run the business with my son Kyle Hollins, who finished his apprenticeship in 2019.') +
          sh.p('We\'re a small team of five engineers and we still answer the phone ourselves.') +
          sh.p('Company director: Dean Hollins'),
      ],
      '/reviews/': [
        sh.h('What customers say') +
          `<div class="wp-block-group"><p>★★★★★ “Dean came out on a Sunday when our boiler packed in. Fair price, tidy job.” <br><em>Mrs P. Atkinson, Hillsborough</em></p>
<p>★★★★★ “Kyle fitted our new bathroom - brilliant work.” <br><em>James &amp; Tasha, Crookes</em></p>
<p>★★★★☆ “Quick and friendly.” <br><em>Alan Steward, Walkley</em></p></div>`,
      ],
    }),
    patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'testimonials', 'no-email', 'junk-asset'],
    emails: {},
    contacts: [
      ['Dean Hollins', 'Company director', 'owner'],
      ['Kyle Hollins', null, 'other'],
    ],
  },
  // ---------------------------------------------------------------- k018
  {
    id: 'k018-gull-rock-guesthouse',
    domain: 'gullrock-guesthouse.co.uk',
    lang: 'en',
    shell: 'html4',
    name: 'Gull Rock Guest House',
    color: '#1F4E79',
    side: '#DDEBF7',
    nav: [
      ['/', 'Home'],
      ['/rooms.html', 'Rooms &amp; Tariff'],
      ['/about.html', 'About Us'],
      ['/contact.html', 'Contact'],
    ],
    footerHtml: 'Gull Rock Guest House, 7 Trevose Terrace, Padstow, Cornwall PL28 8DA',
    pages: (sh) => ({
      '/': [
        sh.h('Welcome to Gull Rock') +
          sh.p('A family-run bed &amp; breakfast two minutes from Padstow harbour, with sea views from every front room. Full Cornish breakfast included.') +
          sh.p('<font color="#CC0000"><b>Now taking bookings for 2024!</b></font>'),
      ],
      '/rooms.html': [
        sh.h('Rooms &amp; Tariff') +
          '<table border="1" cellpadding="4" cellspacing="0" width="100%"><tr bgcolor="#1F4E79"><td><font color="#FFFFFF"><b>Room</b></font></td><td><font color="#FFFFFF"><b>Per night (2 people)</b></font></td></tr><tr><td>Camel (double, sea view)</td><td>&pound;115</td></tr><tr><td>Trevose (twin)</td><td>&pound;98</td></tr><tr><td>Harbour (family suite)</td><td>&pound;140</td></tr></table>',
      ],
      '/about.html': [
        sh.h('About Us') +
          sh.p('We have been welcoming guests to Gull Rock since 1996.') +
          T.dlTitleName(sh, [
            { n: 'Derek Penrose', t: 'Proprietor' },
            { n: 'Maureen Penrose', t: 'Proprietor &amp; Housekeeping' },
            { n: 'Sam Trewin', t: 'Breakfast Chef' },
          ]) +
          sh.p('Dogs are welcome in the Harbour suite by arrangement.'),
      ],
      '/contact.html': [
        sh.h('Contact') +
          sh.p(`Telephone: 01841 532 118<br>Email: <a href="${ent('mailto:stay@gullrock-guesthouse.co.uk')}">${ent('stay@gullrock-guesthouse.co.uk')}</a><br><br>Please note we do not accept bookings by text message.`),
      ],
    }),
    patterns: ['hand-written', 'definition-list', 'email-mailto', 'email-obfuscated'],
    emails: { 'stay@gullrock-guesthouse.co.uk': 'generic' },
    contacts: [
      ['Derek Penrose', 'Proprietor', 'owner'],
      ['Maureen Penrose', 'Proprietor & Housekeeping', 'owner'],
      ['Sam Trewin', 'Breakfast Chef', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k019
  {
    id: 'k019-harborough-traders-guild',
    domain: 'harborough-tradersguild.org.uk',
    lang: 'en',
    shell: 'broken',
    name: "Market Harborough Traders' Guild",
    nav: [
      ['/', 'Home'],
      ['/members.htm', 'Member Directory'],
      ['/committee.htm', 'Committee'],
    ],
    footerHtml: "Market Harborough Traders' Guild is a not-for-profit association. Registered address: c/o 12 High Street, Market Harborough LE16 7NL",
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Shop local in Market Harborough') +
            sh.p('The Guild represents over 80 independent shops, cafés and trades in the town centre. We run the Christmas lights switch-on, the summer food fair and the loyalty card scheme.') +
            '<p>Want to join? Membership is £60 a year. Email <a href=mailto:secretary@harborough-tradersguild.org.uk>secretary@harborough-tradersguild.org.uk</a>',
        ),
      ],
      '/members.htm': [
        sh.sec(
          sh.h('Member Directory') +
            `<table class=dir>
<tr><th>Business<th>Contact<th>Phone
<tr><td>Abbey Lane Books<td>Judith Farrow<td>01858 461 220
<tr><td>Bellamy's Butchers<td>Tony Bellamy<td>01858 463 901
<tr><td>Cobbles Tearoom<td>Ann-Marie Kaur<td>01858 410 554
<tr><td>Harborough Cycle Hub<td>Luke Denning<td>01858 468 300
<tr><td>Knead Bakery<td>Fiona Teale<td>01858 440 019
<tr><td>Market Street Opticians<td>Raj Mistry<td>01858 462 771
<tr><td>Rose &amp; Crown (pub)<td>Gary Holt<td>01858 463 114
<tr><td>Sew Simple Alterations<td>Maria Costa<td>07700 900 441
<tr><td>Welland Vets<td>Dr Helen Ames<td>01858 410 880
</table>`,
        ),
      ],
      '/committee.htm': [
        sh.sec(
          sh.h('Committee 2024') +
            T.brokenList(
              sh,
              [
                { n: 'Judith Farrow', t: 'Chair' },
                { n: 'Colin Ashby', t: 'Secretary', e: 'secretary@harborough-tradersguild.org.uk' },
                { n: 'Priti Shah', t: 'Treasurer' },
              ],
              ', ',
            ) +
            '<p>General enquiries: info@harborough-tradersguild.org.uk',
        ),
      ],
    }),
    patterns: ['broken-markup', 'directory', 'team-grid', 'email-mailto', 'email-text'],
    emails: { 'secretary@harborough-tradersguild.org.uk': 'role', 'info@harborough-tradersguild.org.uk': 'generic' },
    contacts: [
      ['Judith Farrow', 'Chair', 'owner'],
      ['Colin Ashby', 'Secretary', 'operations'],
      ['Priti Shah', 'Treasurer', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k020
  {
    id: 'k020-thistlegate-solicitors',
    domain: 'thistlegate-solicitors.co.uk',
    lang: 'en',
    shell: 'html5',
    name: 'Thistlegate Solicitors',
    nav: [
      ['/', 'Home'],
      ['/people/', 'Our people'],
      ['/legal/', 'Legal information', 'foot'],
    ],
    footerHtml: '41 Queen Street, Edinburgh EH2 3NH · 0131 225 8820 · <a href="mailto:reception@thistlegate-solicitors.co.uk">reception@thistlegate-solicitors.co.uk</a>',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Solicitors &amp; estate agents in Edinburgh New Town') + sh.p('Conveyancing, wills, powers of attorney and executries. Fixed fees quoted up front.')),
        sh.sec(sh.h('Conveyancing') + sh.p('Buying or selling in Edinburgh and the Lothians? We handle everything from the offer to the keys, with a named solicitor for every file.')),
      ],
      '/people/': [
        sh.sec(
          sh.h('Our people') +
            T.microdata(
              sh,
              [
                { n: 'Fiona MacLeod', t: 'Senior Partner', e: 'fmacleod@thistlegate-solicitors.co.uk', bio: 'Fiona has practised property law in Edinburgh for over 25 years.' },
                { n: 'Euan Drummond', t: 'Partner', e: 'edrummond@thistlegate-solicitors.co.uk' },
                { n: 'Kirsty Baird', t: 'Associate Solicitor' },
                { n: 'Morag', t: 'Office Manager', sep: ' – ' },
              ],
              ['Thistlegate Solicitors LLP', 'LegalService'],
            ),
        ),
      ],
      '/legal/': [
        sh.sec(
          sh.h('Legal information') +
            sh.p('Thistlegate Solicitors LLP is a limited liability partnership registered in Scotland, number SO305123. Registered office: 41 Queen Street, Edinburgh EH2 3NH.') +
            sh.p('We are regulated by the Law Society of Scotland. A list of members is available for inspection at our registered office. The designated members are Fiona MacLeod and Euan Drummond.'),
        ),
      ],
    }),
    patterns: ['hand-written', 'microdata-person', 'team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer'],
    emails: {
      'reception@thistlegate-solicitors.co.uk': 'generic',
      'fmacleod@thistlegate-solicitors.co.uk': ['person', 'Fiona MacLeod'],
      'edrummond@thistlegate-solicitors.co.uk': ['person', 'Euan Drummond'],
    },
    contacts: [
      ['Fiona MacLeod', 'Senior Partner', 'owner'],
      ['Euan Drummond', 'Partner', 'owner'],
      ['Kirsty Baird', 'Associate Solicitor', 'other'],
      ['Morag', 'Office Manager', 'operations'],
    ],
  },
];
