import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

const members = [
  ['Bayside Plumbing & Gas', 'Craig Mitchell', 'Plumbing', 'craig@baysideplumbing.com.au'], ['Coastal Bookkeeping', 'Jenny Tran', 'Accounting', 'jenny@coastalbookkeeping.com.au'], ['Fremantle Fish Market', 'Nick Papadopoulos', 'Retail', 'orders@freofishmarket.com.au'], ['Green Gecko Landscaping', 'Liam Walsh', 'Gardening', ''], ['Harbour Physio', 'Dr Anita Kaur', 'Health', 'reception@harbourphysio.com.au'],
  ['Indian Ocean Surf School', 'Brodie Kerr', 'Tourism', 'bookings@iosurf.com.au'], ['Jacaranda Florist', 'Mei Lin Ho', 'Retail', ''], ['Kingfisher Electrical', 'Steve Rossi', 'Trades', 'steve@kingfisherelectrical.com.au'], ['Little Creatures Kids Care', 'Rebecca Nolan', 'Childcare', ''], ['Moore & Co Lawyers', 'James Moore', 'Legal', 'jmoore@mooreco.com.au'],
  ['Norfolk Street Bakery', 'Anh Nguyen', 'Food', ''], ['Old Port Brewing', 'Sam Fitzgerald', 'Hospitality', 'hello@oldportbrewing.com.au'], ['Pinnacle Real Estate', 'Tanya Brooks', 'Real estate', 'tanya@pinnaclere.com.au'], ['Quay Optometrists', 'Daniel Cho', 'Health', ''], ['Rottnest Ferries Charter', 'Glenn Harper', 'Tourism', 'charter@rottnestcharter.com.au'],
  ['Salt & Vine Wine Bar', 'Olivia Barker', 'Hospitality', ''], ['South Terrace Dental', 'Dr Mark Ellis', 'Health', 'smile@southterracedental.com.au'], ['Swan River Signs', 'Peter Kowalski', 'Trades', ''], ['The Tiled Room', 'Sophie Laurent', 'Retail', 'sophie@thetiledroom.com.au'], ['Wattle Tree Yoga', 'Kirra Anderson', 'Health', ''],
  ['West End Mechanics', 'Dave Hutchins', 'Automotive', 'service@westendmechanics.com.au'], ['Yolk Café', 'Marco Bianchi', 'Hospitality', ''], ['Zest Marketing', 'Priya Sharma', 'Marketing', 'priya@zestmarketing.com.au'],
];

export default [
// ------------------------------------------------------------------ e026
{
  id: 'e026-fremantle-business-chamber', domain: 'fremantlechamber.com.au', lang: 'en', htmlLang: 'en-AU', shell: 'wpclassic', name: 'Fremantle Business Chamber',
  nav: [['/', 'Home'], ['/member-directory/', 'Member Directory'], ['/our-people/', 'Our People'], ['/contact/', 'Contact']],
  footer: `<p>Fremantle Business Chamber Inc. · ABN 41 123 456 789 · Level 1, 45 Market St, Fremantle WA 6160</p><p><a href="mailto:admin@fremantlechamber.com.au">admin@fremantlechamber.com.au</a> · (08) 9430 1122</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Connecting Fremantle business', body: `<p>We represent more than 300 local businesses, run monthly networking breakfasts and advocate to the City of Fremantle on parking, events and planning.</p><p><a href="/member-directory/">Browse the member directory</a></p>` },
    '/member-directory/': { file: 'member-directory.html', title: 'Member Directory', body: `<div class="directory-filter"><input type="search" placeholder="Search members…"></div>
<div class="wpbdp-listings-list list">
${members.map(([b, p, c, e], i) => `<div id="wpbdp-listing-${1200 + i}" class="wpbdp-listing excerpt wpbdp-listing-excerpt ${i % 2 ? 'even' : 'odd'}"><div class="listing-title"><h3><a href="/member-directory/${b.toLowerCase().replace(/[^a-z]+/g, '-')}/">${b}</a></h3></div><div class="listing-details"><div class="wpbdp-field-display wpbdp-field-category"><span class="field-label">Category:</span> <div class="value">${c}</div></div><div class="wpbdp-field-display wpbdp-field-contact"><span class="field-label">Contact:</span> <div class="value">${p}</div></div>${e ? `<div class="wpbdp-field-display wpbdp-field-email"><span class="field-label">Email:</span> <div class="value"><a href="mailto:${e}">${e}</a></div></div>` : ''}</div></div>`).join('\n')}
</div>` },
    '/our-people/': { file: 'our-people.html', title: 'Our People', body: `<h2>Board</h2><ul><li><b>Tanya Brooks</b>, President (Pinnacle Real Estate)</li><li><b>James Moore</b>, Treasurer (Moore &amp; Co Lawyers)</li></ul><h2>Staff</h2><ul><li><b>Lisa Fenwick</b>, Chief Executive Officer – ceo@fremantlechamber.com.au</li><li><b>Jordan Pyke</b>, Events &amp; Membership Coordinator – events@fremantlechamber.com.au</li></ul>` },
    '/contact/': { file: 'contact.html', title: 'Contact', body: `<p>Level 1, 45 Market St, Fremantle WA 6160. Office hours Mon–Fri 9–4.</p><p>General enquiries: admin@fremantlechamber.com.au</p>` },
  },
  patterns: ['directory', 'team-grid', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['admin@fremantlechamber.com.au', 'ceo@fremantlechamber.com.au', 'events@fremantlechamber.com.au'],
    kinds: { 'ceo@fremantlechamber.com.au': 'role', 'events@fremantlechamber.com.au': 'role' },
    contacts: [['Tanya Brooks', 'President', 'owner'], ['James Moore', 'Treasurer', 'other'], ['Lisa Fenwick', 'Chief Executive Officer', 'owner'], ['Jordan Pyke', 'Events & Membership Coordinator', 'marketing']],
  },
},
// ------------------------------------------------------------------ e027
{
  id: 'e027-brightloop-creative', domain: 'brightloopcreative.com', lang: 'en', htmlLang: 'en-US', shell: 'divi', name: 'Brightloop Creative',
  nav: [['/', 'Home'], ['/work/', 'Work'], ['/about/', 'About'], ['/contact/', 'Contact']],
  footer: `<p>Brightloop Creative · 410 N 4th St, Minneapolis, MN 55401</p><p><a href="mailto:hello@brightloopcreative.com">hello@brightloopcreative.com</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Brand & Web Studio', body: dv.sec(dv.col(dv.text('<h1>We make brands people remember.</h1><p>Strategy, identity, websites and campaigns for mission-driven companies.</p>'))) },
    '/work/': { file: 'work.html', title: 'Work', body: dv.sec(dv.col(dv.text('<h2>Some of the brands we have worked with</h2>'))) + dv.sec(['North Shore Credit Union', 'Minnehaha Coffee Roasters', 'Twin Cities Habitat for Humanity', 'Lakeview Orthopedics', 'Boundary Waters Outfitters', 'St. Paul Public Library Foundation'].map((c, i, a) => dv.col(`<div class="et_pb_module et_pb_image et_pb_image_${i}"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/2023/logos/${c.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt="${c} logo" title="${c}"></span></div>`, '1_6', i === a.length - 1)).join('')) + dv.sec(dv.col(dv.text('<blockquote><p>“Brightloop rebuilt our brand in eight weeks and our membership applications doubled.”</p><p>— Angela Morris, VP Member Experience, North Shore Credit Union</p></blockquote>'))) },
    '/about/': { file: 'about.html', title: 'About', body: dv.sec(dv.col(dv.member({ name: 'Jess Lindgren', pos: 'Founder & Creative Director', img: '/wp-content/uploads/2023/team/jess.jpg', desc: '<div><p>Fifteen years in agency design, from Fallon to freelance.</p></div>', social: '<li><a href="https://www.linkedin.com/in/jesslindgren" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>' }), '1_3') + dv.col(dv.member({ name: 'Omar Farah', pos: 'Head of Marketing Strategy', img: '/wp-content/uploads/2023/team/omar.jpg', desc: '<div><p>Turns research into positioning that sticks.</p></div>' }), '1_3') + dv.col(dv.member({ name: 'Kayla Benson', pos: 'Studio Manager', img: '/wp-content/uploads/2023/team/kayla.jpg' }), '1_3', true)) },
    '/contact/': { file: 'contact.html', title: 'Contact', body: dv.sec(dv.col(dv.text('<h2>Start a project</h2><p>Tell us about it: <a href="mailto:newbusiness@brightloopcreative.com">newbusiness@brightloopcreative.com</a></p>') + `<div class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix"><form class="et_pb_contact_form clearfix" method="post"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" class="input" placeholder="jane@company.com"></p></form></div>`)) },
  },
  patterns: ['team-grid', 'client-list', 'testimonials', 'email-mailto', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
  truth: {
    emails: ['hello@brightloopcreative.com', 'newbusiness@brightloopcreative.com'],
    kinds: { 'newbusiness@brightloopcreative.com': 'role' },
    contacts: [['Jess Lindgren', 'Founder & Creative Director', 'owner'], ['Omar Farah', 'Head of Marketing Strategy', 'marketing'], ['Kayla Benson', 'Studio Manager', 'operations']],
  },
},
// ------------------------------------------------------------------ e028
{
  id: 'e028-maple-ridge-animal-hospital', domain: 'mapleridgeanimalhospital.ca', lang: 'en', htmlLang: 'en-CA', shell: 'static', name: 'Maple Ridge Animal Hospital',
  nav: [['/', 'Home'], ['/our-team.html', 'Our Team'], ['/contact.html', 'Contact']],
  footer: `    <p>22645 Dewdney Trunk Rd, Maple Ridge, BC V2X 3K1 · 604-555-0133</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Veterinary clinic in Maple Ridge', body: `    <h1>Compassionate care for dogs, cats and pocket pets</h1><p>Wellness exams, dentistry, surgery and in-house lab. Fear Free certified.</p>` },
    '/our-team.html': { file: 'our-team.html', title: 'Our Team', body: `    <h1>Our Team</h1>
    <div itemscope itemtype="https://schema.org/VeterinaryCare"><meta itemprop="name" content="Maple Ridge Animal Hospital">
      <section class="vet" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/img/dr-patel.jpg" alt=""><h2><span itemprop="honorificPrefix">Dr.</span> <span itemprop="name">Anjali Patel</span></h2><p itemprop="jobTitle">Medical Director &amp; Owner</p><p>Graduated from the Western College of Veterinary Medicine in 2006.</p></section>
      <section class="vet" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/img/dr-leblanc.jpg" alt=""><h2><span itemprop="honorificPrefix">Dr.</span> <span itemprop="name">Mathieu LeBlanc</span></h2><p itemprop="jobTitle">Associate Veterinarian</p></section>
      <section class="rvt" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Grace Kim</h3><p><span itemprop="jobTitle">Registered Veterinary Technologist</span> · <a itemprop="email" href="mailto:grace@mapleridgeanimalhospital.ca">grace@mapleridgeanimalhospital.ca</a></p></section>
    </div>` },
    '/contact.html': { file: 'contact.html', title: 'Contact', body: `    <h1>Contact</h1><p>Appointments: 604-555-0133<br>Email: reception (at) mapleridgeanimalhospital (dot) ca</p><p>Mon–Fri 8–6, Sat 9–2.</p>` },
  },
  patterns: ['microdata-person', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-obfuscated'],
  truth: {
    emails: ['grace@mapleridgeanimalhospital.ca', 'reception@mapleridgeanimalhospital.ca'],
    kinds: { 'reception@mapleridgeanimalhospital.ca': 'role' },
    owners: { 'grace@mapleridgeanimalhospital.ca': 'Grace Kim' },
    contacts: [['Anjali Patel', 'Medical Director & Owner', 'owner'], ['Mathieu LeBlanc', 'Associate Veterinarian', 'other'], ['Grace Kim', 'Registered Veterinary Technologist', 'other']],
  },
},
// ------------------------------------------------------------------ e029
{
  id: 'e029-dales-motors-skipton', domain: 'dalesmotors-skipton.co.uk', lang: 'en', shell: 'html4', name: 'Dales Motors', color: '#225522',
  nav: [['/', 'Home'], ['/staff.htm', 'Who we are'], ['/find-us.htm', 'Find us']],
  footer: `Dales Motors, Engine Shed Lane, Skipton BD23 1UP - 01756 793 420 - site by <a href="http://www.yorkshirewebworks.co.uk">Yorkshire Webworks</a> (webmaster@yorkshirewebworks.co.uk)`,
  pages: {
    '/': { file: 'index.htm', title: 'MOT, servicing and repairs', body: `<font face="Tahoma" size="4"><b>Welcome to Dales Motors</font></b>
<p><font face="Tahoma" size="2">Independent garage in Skipton for over 30 years. MOT testing station (classes 4 &amp; 7), servicing, clutches, timing belts, diagnostics.
<p><font face="Tahoma" size="2" color="red"><b>Winter check only £25!</b></font>
<p><font face="Tahoma" size="2">Email us: <a href=mailto:bookings@dalesmotors-skipton.co.uk>bookings@dalesmotors-skipton.co.uk</a></font>` },
    '/staff.htm': { file: 'staff.htm', title: 'Who we are', body: `<font face="Tahoma" size="2"><b>Who we are</b>
<ul>
<li><b>Graham Thwaite</b>, proprietor &amp; MOT tester
<li><b>Kev Ingham</b>, workshop foreman
<li><b>Jo Thwaite</b>, bookings and accounts</li>
<li><b>Ryan Dobson</b> - apprentice technician
</ul>
</div></div>
<p>Graham started Dales Motors in 1992 in the old railway goods shed on Engine Shed Lane.</p>
</font>` },
    '/find-us.htm': { file: 'find-us.htm', title: 'Find us', body: `<font face="Tahoma" size="2">Engine Shed Lane (off Broughton Road), Skipton BD23 1UP<br>Open Mon-Fri 8-5:30, Sat 8-12<br><img src=map.gif width=400 height=300 alt="map"></font>` },
  },
  patterns: ['broken-markup', 'team-grid', 'about-prose', 'email-mailto', 'junk-agency', 'name-lookalikes'],
  truth: {
    emails: ['bookings@dalesmotors-skipton.co.uk'],
    kinds: { 'bookings@dalesmotors-skipton.co.uk': 'role' },
    contacts: [['Graham Thwaite', 'proprietor & MOT tester', 'owner'], ['Kev Ingham', 'workshop foreman', 'operations'], ['Jo Thwaite', 'bookings and accounts', 'operations'], ['Ryan Dobson', 'apprentice technician', 'other']],
  },
},
// ------------------------------------------------------------------ e030
{
  id: 'e030-still-water-yoga', domain: 'stillwateryoga.com.au', lang: 'en', htmlLang: 'en-AU', shell: 'wix', name: 'Still Water Yoga',
  nav: [['/', 'Home'], ['/teachers', 'Teachers'], ['/timetable', 'Timetable']],
  footer: wx.text(wx.p('Still Water Yoga · 2/14 Gordon St, Byron Bay NSW') + wx.p('namaste [at] stillwateryoga [dot] com [dot] au')),
  pages: {
    '/': { file: 'index.html', title: 'Yoga in Byron Bay', body: wx.text(wx.h('Breathe. Move. Rest.', 'h1', 'font_0')) + wx.text(wx.p('Vinyasa, yin and restorative classes in a light-filled studio two minutes from Main Beach.')) },
    '/teachers': { file: 'teachers.html', title: 'Teachers', body: [['Mia', 'Studio owner · Vinyasa &amp; Yin', 'mia.jpg'], ['Ollie', 'Ashtanga', 'ollie.jpg'], ['Saskia', 'Pregnancy &amp; postnatal yoga', 'saskia.jpg'], ['Ren', 'Restorative &amp; yoga nidra', 'ren.jpg']].map(([n, t, img]) => wx.box(wx.img(img, `${n}, yoga teacher`) + wx.text(wx.h(n, 'h3', 'font_3')) + wx.text(wx.p(t)))).join('\n') },
    '/timetable': { file: 'timetable.html', title: 'Timetable', body: wx.text(wx.h('Weekly timetable', 'h2') + wx.p('Mon 6:00am Vinyasa (Mia) · 6:00pm Yin (Ren)') + wx.p('Tue 7:00am Ashtanga (Ollie)') + wx.p('Wed 9:30am Pregnancy (Saskia)') + wx.p('Questions? namaste [at] stillwateryoga [dot] com [dot] au')) },
  },
  patterns: ['team-grid', 'email-obfuscated', 'email-footer'],
  truth: {
    emails: ['namaste@stillwateryoga.com.au'],
    contacts: [['Mia', 'Studio owner · Vinyasa & Yin', 'owner'], ['Ollie', 'Ashtanga', 'other'], ['Saskia', 'Pregnancy & postnatal yoga', 'other'], ['Ren', 'Restorative & yoga nidra', 'other']],
  },
},
// ------------------------------------------------------------------ e031
{
  id: 'e031-hamilton-fasteners', domain: 'hamiltonfasteners.com', lang: 'en', htmlLang: 'en-US', shell: 'elementor', name: 'Hamilton Fasteners & Supply',
  nav: [['/', 'Home'], ['/products/', 'Products'], ['/company/', 'Company']],
  head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Hamilton Fasteners & Supply, Inc.","url":"https://hamiltonfasteners.com","logo":"https://hamiltonfasteners.com/wp-content/uploads/logo@2x.png","email":"sales@hamiltonfasteners.com","foundingDate":"1978","founder":{"@type":"Person","name":"Walter Hamilton"},"address":{"@type":"PostalAddress","streetAddress":"2800 Lincoln Ave","addressLocality":"Hamilton","addressRegion":"OH","postalCode":"45011"}}</script>`,
  footer: `<p>Hamilton Fasteners &amp; Supply, Inc. · 2800 Lincoln Ave, Hamilton, OH 45011 · (513) 555-0107</p><p><a href="mailto:sales@hamiltonfasteners.com">sales@hamiltonfasteners.com</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Industrial Fasteners Distributor', body: el.sec(el.col(el.h('Fasteners, anchors and MRO supplies since 1978', 'h1') + el.text('<p>Same-day shipping on 40,000 SKUs. Vendor-managed inventory for manufacturers across Ohio, Indiana and Kentucky.</p>'))) },
    '/products/': { file: 'products.html', title: 'Products', body: el.sec(el.col(el.text('<h3>The Hamilton Grade 8 Line</h3><p>Heat-treated hex bolts in yellow zinc.</p><h3>Lincoln Anchor System</h3><p>Wedge and sleeve anchors for concrete.</p><h3>Madison Series Rivets</h3><p>Blind rivets in aluminium and stainless.</p>'))) },
    '/company/': { file: 'company.html', title: 'Company', body: el.sec(el.col(el.h('Family owned for three generations') + el.text('<p>Walter Hamilton opened the first warehouse on Lincoln Avenue in 1978. His grandson now runs the company.</p>') + el.w('html', `<dl class="leadership">
<dt>President &amp; CEO</dt><dd>Ben Hamilton</dd>
<dt>VP Sales</dt><dd>Teresa Kowalczyk<br><a href="mailto:tkowalczyk@hamiltonfasteners.com">tkowalczyk@hamiltonfasteners.com</a></dd>
<dt>Operations &amp; Warehouse Manager</dt><dd>Luis Ortega</dd>
<dt>Marketing Coordinator</dt><dd>Abby Stroud</dd>
</dl>`))) },
  },
  patterns: ['definition-list', 'jsonld-person', 'email-jsonld', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['sales@hamiltonfasteners.com', 'tkowalczyk@hamiltonfasteners.com'],
    kinds: { 'sales@hamiltonfasteners.com': 'role' },
    owners: { 'tkowalczyk@hamiltonfasteners.com': 'Teresa Kowalczyk' },
    contacts: [['Ben Hamilton', 'President & CEO', 'owner'], ['Teresa Kowalczyk', 'VP Sales', 'other'], ['Luis Ortega', 'Operations & Warehouse Manager', 'operations'], ['Abby Stroud', 'Marketing Coordinator', 'marketing']],
  },
},
// ------------------------------------------------------------------ e032
{
  id: 'e032-greenacre-gardens', domain: 'greenacregardens.co.uk', lang: 'en', shell: 'static', name: 'Greenacre Garden Services',
  nav: [['/', 'Home'], ['/services.html', 'Services'], ['/contact.html', 'Contact']],
  footer: `    <p>Greenacre Garden Services · Covering Cheltenham, Tewkesbury &amp; the Cotswolds</p>
    <p class="credit">Website by <a href="https://www.pixelhedge.co.uk">Pixelhedge</a> · studio@pixelhedge.co.uk</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Garden maintenance in Cheltenham', body: `    <section class="hero"><picture><source srcset="/img/hero.webp 1x, /img/hero@2x.webp 2x" type="image/webp"><img src="/img/hero.jpg" alt="Freshly mown lawn"></picture><h1>Tidy gardens, all year round</h1><p>Lawn care, hedge cutting, planting and clearances. Fully insured.</p></section>` },
    '/services.html': { file: 'services.html', title: 'Services', body: `    <h1>Services</h1><ul><li>Regular maintenance visits</li><li>Hedge and shrub pruning</li><li>Turfing and lawn renovation</li><li>Green waste removal (licensed carrier)</li></ul>` },
    '/contact.html': { file: 'contact.html', title: 'Contact', body: `    <h1>Get in touch</h1><p>Call 07700 900 418 or email <a href="mailto:info@greenacregardens.co.uk">info@greenacregardens.co.uk</a> for a free quote.</p>` },
  },
  patterns: ['email-mailto', 'junk-agency'],
  truth: { emails: ['info@greenacregardens.co.uk'], contacts: [] },
},
];
