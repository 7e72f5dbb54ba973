import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

export default [
// ------------------------------------------------------------------ e017
{
  id: 'e017-hargreaves-pike-accountants', domain: 'hargreavespike.co.uk', lang: 'en', shell: 'wpclassic', name: 'Hargreaves Pike Chartered Accountants',
  nav: [['/', 'Home'], ['/our-team/', 'Our Team'], ['/services/', 'Services'], ['/contact/', 'Contact']],
  footer: `<div class="footer-widget-area"><p>Hargreaves Pike Ltd is registered in England and Wales, company number 08124573. Registered office: 3 Cheapside Court, Halifax HX1 1RE. Directors: Jonathan Hargreaves FCA, Priya Pike ACA.</p><p>Regulated for a range of investment business activities by the Institute of Chartered Accountants in England and Wales.</p><p><a href="mailto:enquiries@hargreavespike.co.uk">enquiries@hargreavespike.co.uk</a> · 01422 356 210</p></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Accountants in Halifax', body: `<h2>Friendly, proactive accountants for West Yorkshire businesses</h2><p>We help sole traders, partnerships and limited companies with year-end accounts, tax returns, payroll, VAT and Making Tax Digital.</p><ul><li>Fixed monthly fees</li><li>Xero and QuickBooks certified</li><li>Free initial meeting</li></ul>` },
    '/our-team/': { file: 'our-team.html', title: 'Our Team', body: `<p>Meet the people who will look after your numbers.</p>
<div class="team-members">
<div class="team-member"><img src="/wp-content/uploads/2022/09/jonathan.jpg" alt="Jonathan Hargreaves" width="300" height="300"><h3>Jonathan Hargreaves FCA</h3><p class="job-title">Managing Director</p><p>Jonathan founded the practice in 2004 after twelve years at a Leeds top-20 firm.</p><p><a href="mailto:jonathan@hargreavespike.co.uk">Email Jonathan</a></p></div>
<div class="team-member"><img src="/wp-content/uploads/2022/09/priya.jpg" alt="Priya Pike" width="300" height="300"><h3>Priya Pike ACA</h3><p class="job-title">Director – Tax</p><p>Priya heads our personal and corporate tax work.</p><p><a href="mailto:priya@hargreavespike.co.uk">Email Priya</a></p></div>
<div class="team-member"><img src="/wp-content/uploads/2022/09/dan.jpg" alt="Daniel O'Connell" width="300" height="300"><h3>Daniel O'Connell</h3><p class="job-title">Payroll &amp; Bookkeeping Manager</p></div>
<div class="team-member"><img src="/wp-content/uploads/2022/09/sue.jpg" alt="Sue Whitaker" width="300" height="300"><h3>Sue Whitaker</h3><p class="job-title">Practice Manager</p><p><a href="mailto:sue@hargreavespike.co.uk">Email Sue</a></p></div>
</div>` },
    '/services/': { file: 'services.html', title: 'Services', body: `<h2>Accounts</h2><p>Annual accounts for limited companies and sole traders.</p><h2>Tax</h2><p>Self Assessment, Corporation Tax, R&amp;D tax credits.</p><h2>Payroll</h2><p>RTI submissions, auto-enrolment pensions.</p>` },
    '/contact/': { file: 'contact.html', title: 'Contact', body: `<p>Call us on 01422 356 210 or email <a href="mailto:enquiries@hargreavespike.co.uk">enquiries@hargreavespike.co.uk</a>.</p><p>3 Cheapside Court, Halifax HX1 1RE. Free parking behind the building on Crossley Street.</p>
<form class="wpcf7-form"><p><label>Your email<br><input type="email" name="your-email" placeholder="you@example.com"></label></p><p><input type="submit" value="Send"></p></form>` },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
  truth: {
    emails: ['enquiries@hargreavespike.co.uk', 'jonathan@hargreavespike.co.uk', 'priya@hargreavespike.co.uk', 'sue@hargreavespike.co.uk'],
    owners: { 'jonathan@hargreavespike.co.uk': 'Jonathan Hargreaves', 'priya@hargreavespike.co.uk': 'Priya Pike', 'sue@hargreavespike.co.uk': 'Sue Whitaker' },
    contacts: [['Jonathan Hargreaves', 'Managing Director', 'owner'], ['Priya Pike', 'Director – Tax', 'owner'], ["Daniel O'Connell", 'Payroll & Bookkeeping Manager', 'operations'], ['Sue Whitaker', 'Practice Manager', 'operations']],
  },
},
// ------------------------------------------------------------------ e018
{
  id: 'e018-lone-star-plumbing', domain: 'lonestarplumbingaustin.com', lang: 'en', htmlLang: 'en-US', shell: 'wix', name: 'Lone Star Plumbing Co.',
  nav: [['/', 'Home'], ['/services', 'Services'], ['/contact', 'Contact']],
  footer: wx.text(wx.p('Serving Austin, Round Rock &amp; Cedar Park · TX License M-41822') + wx.p('(512) 555-0148')),
  pages: {
    '/': { file: 'index.html', title: 'Austin Plumber', body: wx.text(wx.h('Fast, Honest Plumbing in Austin', 'h1', 'font_0')) + wx.text(wx.p('Water heaters · Slab leaks · Drain cleaning · Repiping')) + wx.text(wx.p('★★★★★ 400+ Google reviews')) },
    '/services': { file: 'services.html', title: 'Services', body: wx.text(wx.h('Services', 'h2') + wx.p('Tankless water heater installation') + wx.p('Hydro-jetting and camera inspection') + wx.p('Gas line repair') + wx.p('24/7 emergency service')) },
    '/contact': { file: 'contact.html', title: 'Contact', body: wx.text(wx.h('Get a Free Quote', 'h2') + wx.p('Call or text (512) 555-0148, or fill in the form and we will call you back within the hour.')) + `<form class="wixui-form" aria-label="Contact form"><input type="text" placeholder="First Name"><input type="email" placeholder="you@example.com" aria-label="Email"><input type="tel" placeholder="Phone"><textarea placeholder="How can we help?"></textarea><button class="wixui-button">Submit</button></form>` },
  },
  patterns: ['junk-placeholder'],
  truth: { emails: [], contacts: [] },
},
// ------------------------------------------------------------------ e019
{
  id: 'e019-bright-smile-dental-studio', domain: 'brightsmiledentalstudio.com', lang: 'en', htmlLang: 'en-US', shell: 'elementor', name: 'Bright Smile Dental Studio',
  nav: [['/', 'Home'], ['/meet-the-team/', 'Meet the Team'], ['/contact-us/', 'Contact Us']],
  head: `<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/OwlCarousel2/2.3.4/assets/owl.carousel.min.css"><script src="https://cdn.jsdelivr.net/npm/owl.carousel@2.3.4/dist/owl.carousel.min.js"></script>`,
  footer: `<p>Bright Smile Dental Studio · 2210 W Colonial Dr, Suite 4 · Orlando, FL 32804</p><p>(407) 555-0192 · <a href="mailto:frontdesk@brightsmiledentalstudio.com">frontdesk@brightsmiledentalstudio.com</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Family Dentist in Orlando', body: el.sec(el.col(el.h('Gentle dentistry for the whole family', 'h1') + el.text('<p>New patients welcome. Most PPO insurance accepted. Same-day emergency appointments.</p>'))) },
    '/meet-the-team/': { file: 'meet-the-team.html', title: 'Meet the Team', body: (() => {
      const ppl = [['Dr. Kevin Nguyen, DDS', 'Owner &amp; General Dentist', 'kevin', 'drnguyen@brightsmiledentalstudio.com'], ['Dr. Alicia Romero, DMD', 'Associate Dentist', 'alicia', ''], ['Brittany Cole, RDH', 'Dental Hygienist', 'brittany', ''], ['Marcus Bell', 'Office Manager', 'marcus', 'marcus@brightsmiledentalstudio.com']];
      const item = ([n, t, img, m], cloned) => `<div class="owl-item${cloned ? ' cloned' : ''}" style="width: 285px;"><div class="team-slide"><img src="/wp-content/uploads/2023/01/${img}.jpg" alt="${n.split(',')[0]}"><h4 class="team-name">${n}</h4><span class="team-position">${t}</span>${m ? `<a class="team-mail" href="mailto:${m}"><i class="far fa-envelope"></i></a>` : ''}</div></div>`;
      return el.sec(el.col(el.h('Meet the Team') + el.w('html', `<div class="team-carousel owl-carousel owl-theme owl-loaded owl-drag"><div class="owl-stage-outer"><div class="owl-stage" style="transform: translate3d(-1140px, 0px, 0px); width: 3420px;">
${ppl.slice(2).map((p) => item(p, true)).join('\n')}
${ppl.map((p) => item(p, false)).join('\n')}
${ppl.slice(0, 2).map((p) => item(p, true)).join('\n')}
</div></div><div class="owl-nav"><button type="button" role="presentation" class="owl-prev"><span aria-label="Previous">‹</span></button><button type="button" role="presentation" class="owl-next"><span aria-label="Next">›</span></button></div></div>`)));
    })() },
    '/contact-us/': { file: 'contact-us.html', title: 'Contact Us', body: el.sec(el.col(el.h('Book an appointment') + el.text('<p>Mon–Thu 8am–5pm, Fri 8am–1pm.</p><p>Email the front desk: <a href="mailto:frontdesk@brightsmiledentalstudio.com?subject=Appointment%20request">frontdesk@brightsmiledentalstudio.com</a></p>'))) },
  },
  patterns: ['team-grid', 'email-mailto', 'email-in-person-card', 'email-footer'],
  truth: {
    emails: ['frontdesk@brightsmiledentalstudio.com', 'drnguyen@brightsmiledentalstudio.com', 'marcus@brightsmiledentalstudio.com'],
    kinds: { 'frontdesk@brightsmiledentalstudio.com': 'role' },
    owners: { 'drnguyen@brightsmiledentalstudio.com': 'Kevin Nguyen', 'marcus@brightsmiledentalstudio.com': 'Marcus Bell' },
    contacts: [['Kevin Nguyen', 'Owner & General Dentist', 'owner'], ['Alicia Romero', 'Associate Dentist', 'other'], ['Brittany Cole', 'Dental Hygienist', 'other'], ['Marcus Bell', 'Office Manager', 'operations']],
  },
},
// ------------------------------------------------------------------ e020
{
  id: 'e020-whitfield-okafor-law', domain: 'whitfieldokafor.com', lang: 'en', htmlLang: 'en-US', shell: 'squarespace', name: 'Whitfield & Okafor LLP',
  nav: [['/', 'Home'], ['/attorneys', 'Attorneys'], ['/contact', 'Contact']],
  head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"Whitfield & Okafor LLP","url":"https://whitfieldokafor.com","telephone":"+1-312-555-0170","address":{"@type":"PostalAddress","streetAddress":"135 S LaSalle St, Suite 2100","addressLocality":"Chicago","addressRegion":"IL","postalCode":"60603"},"founder":[{"@type":"Person","name":"Margaret Whitfield","jobTitle":"Founding Partner"},{"@type":"Person","name":"Chidi Okafor","jobTitle":"Founding Partner"}]}</script>`,
  footer: `<p>135 S LaSalle St, Suite 2100, Chicago, IL 60603 · (312) 555-0170</p><p>Attorney Advertising. Prior results do not guarantee a similar outcome.</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Employment & Business Litigation', body: sq.section(sq.row(sq.block('<h1>Employment and business litigation for Chicago companies</h1><p>We defend employers in wage-and-hour, discrimination and non-compete disputes.</p>'))) },
    '/attorneys': { file: 'attorneys.html', title: 'Attorneys', body: sq.section(sq.row(...[['Founding Partner', 'Margaret Whitfield', 'Margaret has tried more than 40 cases to verdict in state and federal courts.'], ['Founding Partner', 'Chidi Okafor', 'Chidi advises employers on restrictive covenants and trade secrets.'], ['Of Counsel', 'Robert J. Lindqvist', 'Former Assistant U.S. Attorney, N.D. Ill.']].map(([t, n, d]) => sq.block(`<p class="sqsrte-small" style="text-transform:uppercase">${t}</p><h3>${n}</h3><p>${d}</p>`)))) + sq.section(sq.row(sq.block('<p>Paralegal and intake: Destiny Howard. Firm administrator: Karen Blaszczyk.</p>'))) },
    '/contact': { file: 'contact.html', title: 'Contact', body: sq.section(sq.row(sq.block('<h2>Contact</h2><p>New matters: <a href="mailto:intake@whitfieldokafor.com">intake@whitfieldokafor.com</a></p><p>Please do not send confidential information until we have confirmed there is no conflict of interest.</p>'))) },
  },
  patterns: ['team-grid', 'jsonld-person', 'email-mailto'],
  truth: {
    emails: ['intake@whitfieldokafor.com'],
    kinds: { 'intake@whitfieldokafor.com': 'role' },
    contacts: [['Margaret Whitfield', 'Founding Partner', 'owner'], ['Chidi Okafor', 'Founding Partner', 'owner'], ['Robert J. Lindqvist', 'Of Counsel', 'other'], ['Destiny Howard', 'Paralegal and intake', 'other'], ['Karen Blaszczyk', 'Firm administrator', 'operations']],
  },
},
// ------------------------------------------------------------------ e021
{
  id: 'e021-northern-logistics-summit', domain: 'northernlogisticssummit.co.uk', lang: 'en', shell: 'static', name: 'Northern Logistics Summit',
  nav: [['/', 'Home'], ['/speakers/', 'Speakers'], ['/about/', 'About us']],
  head: `  <script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js" defer></script>`,
  footer: `    <p>Northern Logistics Summit is organised by Pennine Events Ltd, 14 Wellington St, Leeds LS1 4LT.</p>
    <p>Sponsorship: sponsors@northernlogisticssummit.co.uk · Tickets: tickets@northernlogisticssummit.co.uk</p>`,
  pages: {
    '/': { file: 'index.html', title: 'The logistics conference of the North', body: `    <section class="hero"><h1>Northern Logistics Summit 2024</h1><p>Manchester Central · 18 September · 40 speakers · 900 delegates</p><a class="btn" href="/speakers/">See the line-up</a></section>` },
    '/speakers/': { file: 'speakers.html', title: 'Speakers', body: `    <h1>Speakers</h1>
    <div class="swiper speakers"><div class="swiper-wrapper">
${[['Helen Marsh', 'COO, Northgate Freight'], ['Dr Samir Haddad', 'Professor of Supply Chain, University of Hull'], ['Gareth Powell', 'Head of Fleet, Brightwater Foods'], ['Olivia Chen', 'Founder, RouteWise AI'], ['Tomasz Wójcik', 'Warehouse Director, Baltic Cargo UK']].map(([n, r]) => `      <div class="swiper-slide"><figure><img src="/img/speakers/${n.split(' ').pop().toLowerCase()}.jpg" alt="${n}"><figcaption><strong>${n}</strong><br><span>${r}</span></figcaption></figure></div>`).join('\n')}
    </div><div class="swiper-pagination"></div></div>` },
    '/about/': { file: 'about.html', title: 'About us', body: `    <h1>About the Summit</h1>
    <p>The Summit was started in 2016 by <strong>Rachel Dunmore</strong>, event director at Pennine Events, with the support of the Road Haulage Association.</p>
    <p>Questions about the programme? Talk to <strong>Ben Ashworth</strong>, programme manager — ben.ashworth@pennineevents.co.uk.</p>` },
  },
  patterns: ['event-speakers', 'about-prose', 'email-text', 'email-footer'],
  truth: {
    emails: ['sponsors@northernlogisticssummit.co.uk', 'tickets@northernlogisticssummit.co.uk', 'ben.ashworth@pennineevents.co.uk'],
    kinds: { 'sponsors@northernlogisticssummit.co.uk': 'role', 'tickets@northernlogisticssummit.co.uk': 'role' },
    owners: { 'ben.ashworth@pennineevents.co.uk': 'Ben Ashworth' },
    contacts: [['Rachel Dunmore', 'event director', 'owner'], ['Ben Ashworth', 'programme manager', 'operations']],
  },
},
// ------------------------------------------------------------------ e022
{
  id: 'e022-obrien-family-funeral-home', domain: 'obrienfuneralhome.ie', lang: 'en', htmlLang: 'en-IE', shell: 'wp', name: "O'Brien Family Funeral Home",
  nav: [['/', 'Home'], ['/death-notices/', 'Death Notices'], ['/about-us/', 'About Us']],
  footer: `<p>O'Brien Family Funeral Home · Main Street, Kilrush, Co. Clare · 065 905 1234</p><p><a href="mailto:info@obrienfuneralhome.ie">info@obrienfuneralhome.ie</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Funeral Directors in Kilrush', body: `<p class="has-large-font-size">Caring for families in West Clare since 1962.</p><p>We are available day and night. Call 065 905 1234.</p>` },
    '/death-notices/': { file: 'death-notices.html', title: 'Death Notices', body: [['Patrick (Paddy) Moloney', 'Cappagh, Kilrush', 'Peacefully, at University Hospital Limerick. Predeceased by his wife Nora. Sadly missed by his sons Seán and Michael, daughter Bríd Keane.'], ['Mary Kate Breen (née Considine)', 'Moyasta', 'Peacefully at home surrounded by her loving family. Beloved wife of the late Tom.'], ['John Joe Hehir', 'Doonbeg', 'Suddenly. Deeply regretted by his sister Kathleen, nephews and nieces.']].map(([n, p, d]) => `<article class="wp-block-post"><h2 class="wp-block-post-title">${n}</h2><p class="notice-place">${p}</p><div class="wp-block-post-excerpt"><p>${d} Reposing at O'Brien's Funeral Home, Kilrush. May he/she rest in peace.</p></div></article>`).join('\n') },
    '/about-us/': { file: 'about-us.html', title: 'About Us', body: `<p>The funeral home was founded by Michael O'Brien in 1962. Today it is run by his son <strong>Thomas O'Brien</strong>, funeral director, together with his daughter <strong>Siobhán O'Brien-Walsh</strong>, who qualified as an embalmer in 2015.</p><p>We are members of the Irish Association of Funeral Directors.</p>` },
  },
  patterns: ['obituary', 'about-prose', 'email-mailto', 'email-footer'],
  truth: {
    emails: ['info@obrienfuneralhome.ie'],
    contacts: [["Thomas O'Brien", 'funeral director', 'owner'], ["Siobhán O'Brien-Walsh", 'embalmer', 'other']],
  },
},
// ------------------------------------------------------------------ e023
{
  id: 'e023-little-crumb-cafe', domain: 'thelittlecrumb.co.uk', lang: 'en', shell: 'squarespace', name: 'The Little Crumb',
  nav: [['/', 'Home'], ['/our-story', 'Our Story'], ['/kind-words', 'Kind Words']],
  footer: `<p>The Little Crumb · 8 Bridge Street, Hebden Bridge HX7 8EX</p><p>thelittlecrumbcafe@gmail.com</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Café & Bakery', body: sq.section(sq.row(sq.block('<h1>Coffee, cake and sourdough by the canal</h1><p>Open Wed–Sun, 8:30–4. Dogs welcome.</p>'), sq.block('<figure><img src="https://images.squarespace-cdn.com/content/v1/cafe-front.jpg" alt="Café front"></figure>', 'image'))) },
    '/our-story': { file: 'our-story.html', title: 'Our Story', body: sq.section(sq.row(sq.block('<p>We opened the doors in the spring of 2019 with a second-hand oven and far too many cookbooks. Everything on the counter is baked here each morning, and our beans come from Dark Woods Coffee down the valley.</p><p>For wholesale and cake orders, drop us a line at thelittlecrumbcafe@gmail.com.</p><p>See you soon,</p><p><em>Hannah &amp; Josh</em></p>'))) },
    '/kind-words': { file: 'kind-words.html', title: 'Kind Words', body: sq.section(sq.row(sq.block('<blockquote><p>“Best cinnamon buns in Yorkshire, no contest.”</p></blockquote><p>— Emma R., Todmorden</p>'), sq.block('<blockquote><p>“Lovely staff and the dog got a biscuit too.”</p></blockquote><p>— Dave and Biscuit</p>'), sq.block('<blockquote><p>“They made our wedding cake and it was perfect.”</p></blockquote><p>— Laura &amp; Sam Whitworth</p>'))) },
  },
  patterns: ['about-prose', 'testimonials', 'email-text', 'email-footer'],
  truth: {
    emails: ['thelittlecrumbcafe@gmail.com'],
    contacts: [['Hannah', null, 'owner'], ['Josh', null, 'owner']],
  },
},
// ------------------------------------------------------------------ e024
{
  id: 'e024-kestrel-it-consulting', domain: 'kestrelit.co.uk', lang: 'en', shell: 'bootstrap', name: 'Kestrel IT Consulting',
  nav: [['/', 'Home'], ['/team', 'Team'], ['/contact', 'Contact']],
  footer: `<div class="row"><div class="col-md-6"><p>Kestrel IT Consulting Ltd · Company no. 10988342 · Registered office: Unit 5, Aztec Centre, Bristol BS32 4TD</p></div><div class="col-md-6 text-md-end"><a class="link-light" href="mailto:hello@kestrelit.co.uk">hello@kestrelit.co.uk</a></div></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Managed IT for SMEs in Bristol', body: `<div class="container py-5"><h1>Managed IT, Microsoft 365 and cyber security for growing businesses</h1><p class="lead">Cyber Essentials Plus certified. Helpdesk answered by humans in Bristol.</p><a class="btn btn-success" href="/contact">Book a free IT review</a></div>` },
    '/team': { file: 'team.html', title: 'Team', body: `<div class="container py-5"><h1 class="mb-4">The team</h1><div class="row row-cols-1 row-cols-md-3 g-4">
<div class="col"><div class="card h-100"><img src="/img/team/ravi.jpg" class="card-img-top" alt="Ravi Mistry"><div class="card-body"><h5 class="card-title"><a href="https://www.linkedin.com/in/ravimistry" target="_blank" rel="noopener">Ravi Mistry</a></h5><p class="card-text text-muted">Founder &amp; CEO</p><p class="card-text"><small><a href="mailto:ravi.mistry@kestrelit.co.uk">ravi.mistry@kestrelit.co.uk</a></small></p></div></div></div>
<div class="col"><div class="card h-100"><img src="/img/team/claire.jpg" class="card-img-top" alt="Claire Donnelly"><div class="card-body"><h5 class="card-title"><a href="https://www.linkedin.com/in/clairedonnelly" target="_blank" rel="noopener">Claire Donnelly</a></h5><p class="card-text text-muted">Head of Operations</p><p class="card-text"><small><a href="mailto:claire.donnelly@kestrelit.co.uk">claire.donnelly@kestrelit.co.uk</a></small></p></div></div></div>
<div class="col"><div class="card h-100"><img src="/img/team/tom.jpg" class="card-img-top" alt="Tom Fairbairn"><div class="card-body"><h5 class="card-title"><a href="https://www.linkedin.com/in/tomfairbairn" target="_blank" rel="noopener">Tom Fairbairn</a></h5><p class="card-text text-muted">Senior Engineer</p></div></div></div>
</div></div>` },
    '/contact': { file: 'contact.html', title: 'Contact', body: `<div class="container py-5"><h1>Contact</h1><p>Support: <a href="mailto:support@kestrelit.co.uk">support@kestrelit.co.uk</a> · 0117 496 0822</p><form><div class="mb-3"><label class="form-label">Email address</label><input type="email" class="form-control" placeholder="name@example.com"></div><button class="btn btn-primary">Send</button></form></div>` },
  },
  patterns: ['team-grid', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['hello@kestrelit.co.uk', 'ravi.mistry@kestrelit.co.uk', 'claire.donnelly@kestrelit.co.uk', 'support@kestrelit.co.uk'],
    kinds: { 'support@kestrelit.co.uk': 'role' },
    owners: { 'ravi.mistry@kestrelit.co.uk': 'Ravi Mistry', 'claire.donnelly@kestrelit.co.uk': 'Claire Donnelly' },
    contacts: [['Ravi Mistry', 'Founder & CEO', 'owner'], ['Claire Donnelly', 'Head of Operations', 'operations'], ['Tom Fairbairn', 'Senior Engineer', 'other']],
  },
},
// ------------------------------------------------------------------ e025
{
  id: 'e025-mcgrath-doyle-architects', domain: 'mcgrathdoyle.ie', lang: 'en', htmlLang: 'en-IE', shell: 'html4', name: 'McGrath Doyle Architects', color: '#333333',
  nav: [['/', 'Home'], ['/practice.html', 'Practice'], ['/contact.html', 'Contact']],
  footer: `McGrath Doyle Architects · 22 Lower Baggot Street · Dublin 2 · +353 1 661 2044`,
  pages: {
    '/': { file: 'index.html', title: 'Home', body: `<font face="Georgia" size="3">Residential and conservation architecture in Dublin and Wicklow since 1991. RIAI registered practice.</font><br><br><img src="images/house-greystones.jpg" width="560" alt="House at Greystones"><br><font face="Georgia" size="2"><i>House at Greystones, 2021</i></font>` },
    '/practice.html': { file: 'practice.html', title: 'Practice', body: `<font face="Georgia" size="4">The Practice</font><br><br>
<table border="0" cellpadding="6" cellspacing="0" width="100%">
<tr bgcolor="#DDDDDD"><th align="left"><font face="Georgia" size="2">Name</font></th><th align="left"><font face="Georgia" size="2">Role</font></th><th align="left"><font face="Georgia" size="2">E-mail</font></th></tr>
<tr><td><font face="Georgia" size="2">Fergal McGrath MRIAI</font></td><td><font face="Georgia" size="2">Principal</font></td><td><font face="Georgia" size="2"><a href="mailto:fmcgrath@mcgrathdoyle.ie">fmcgrath@mcgrathdoyle.ie</a></font></td></tr>
<tr><td><font face="Georgia" size="2">Aoife Doyle FRIAI</font></td><td><font face="Georgia" size="2">Principal, Grade I Conservation Architect</font></td><td><font face="Georgia" size="2"><a href="mailto:adoyle@mcgrathdoyle.ie">adoyle@mcgrathdoyle.ie</a></font></td></tr>
<tr><td><font face="Georgia" size="2">Cian Ó Súilleabháin</font></td><td><font face="Georgia" size="2">Project Architect</font></td><td><font face="Georgia" size="2"><a href="mailto:cosuilleabhain@mcgrathdoyle.ie">cosuilleabhain@mcgrathdoyle.ie</a></font></td></tr>
<tr><td><font face="Georgia" size="2">Niamh Brady</font></td><td><font face="Georgia" size="2">Office Manager</font></td><td><font face="Georgia" size="2"><a href="mailto:office@mcgrathdoyle.ie">office@mcgrathdoyle.ie</a></font></td></tr>
</table>` },
    '/contact.html': { file: 'contact.html', title: 'Contact', body: `<font face="Georgia" size="2">22 Lower Baggot Street<br>Dublin 2, D02 X658<br><br>Tel: +353 1 661 2044<br>Email: <a href="mailto:office@mcgrathdoyle.ie">office@mcgrathdoyle.ie</a></font>` },
  },
  patterns: ['team-table', 'email-mailto', 'email-in-person-card', 'name-lookalikes'],
  truth: {
    emails: ['fmcgrath@mcgrathdoyle.ie', 'adoyle@mcgrathdoyle.ie', 'cosuilleabhain@mcgrathdoyle.ie', 'office@mcgrathdoyle.ie'],
    kinds: { 'office@mcgrathdoyle.ie': 'generic' },
    owners: { 'fmcgrath@mcgrathdoyle.ie': 'Fergal McGrath', 'adoyle@mcgrathdoyle.ie': 'Aoife Doyle', 'cosuilleabhain@mcgrathdoyle.ie': 'Cian Ó Súilleabháin' },
    contacts: [['Fergal McGrath', 'Principal', 'owner'], ['Aoife Doyle', 'Principal, Grade I Conservation Architect', 'owner'], ['Cian Ó Súilleabháin', 'Project Architect', 'other'], ['Niamh Brady', 'Office Manager', 'operations']],
  },
},
];
