import { wpHead, elementorCss, bsHead, bsFoot, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b032 UK B&B, Bootstrap 4, guest reviews, company details
const b032 = (() => {
  const d = 'thegableshouse.co.uk';
  const hh = (t) => bsHead({ lang: 'en-GB', title: t, desc: 'Five-star bed and breakfast in Keswick, the Lake District.', bs: '4.6.2' });
  const nav = `<nav class="navbar navbar-expand-md navbar-dark bg-dark fixed-top"><a class="navbar-brand" href="/">The Gables</a><button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#mainNav"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav ml-auto"><li class="nav-item"><a class="nav-link" href="/rooms.html">Rooms</a></li><li class="nav-item"><a class="nav-link" href="/reviews.html">Reviews</a></li><li class="nav-item"><a class="nav-link" href="/about.html">About us</a></li><li class="nav-item"><a class="nav-link btn btn-outline-light btn-sm ml-2" href="mailto:stay@thegableshouse.co.uk?subject=Availability%20enquiry">Book</a></li></ul></div></nav>
`;
  const foot = `<footer class="bg-light py-4 mt-5"><div class="container small text-muted">
<p>The Gables, 14 Eskin Street, Keswick, Cumbria CA12 4DH · 017687 72 118 · <a href="mailto:stay@thegableshouse.co.uk">stay@thegableshouse.co.uk</a></p>
<p>The Gables Keswick Ltd · Company No. 10234567 · Registered office: 14 Eskin Street, Keswick CA12 4DH · Directors: Sarah Fletcher, Mark Fletcher · VisitEngland 5 Star Gold Award</p>
</div></footer>
`;
  const index = hh('The Gables | Bed & Breakfast in Keswick') + nav + `<div class="jumbotron jumbotron-fluid mt-5" style="background:url(/img/skiddaw.jpg) center/cover"><div class="container text-white"><h1 class="display-4">A Victorian townhouse, five minutes from the lake</h1><p class="lead">Six en-suite rooms, a Cumbrian breakfast and drying room for your boots.</p></div></div>
<div class="container"><div class="row"><div class="col-md-8"><p>Welcome to The Gables. We are a family-run B&amp;B on a quiet street between Keswick town centre and Fitz Park. Children over 10 welcome; sorry, no dogs.</p></div>
<div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Check availability</h5><p class="card-text">Email <a href="mailto:stay@thegableshouse.co.uk?subject=Availability%20enquiry">stay@thegableshouse.co.uk</a> or ring us.</p></div></div></div></div></div>
` + foot + bsFoot('4.6.2');
  const review = (q, who) => `<div class="col-md-6 mb-4"><div class="card h-100"><div class="card-body"><blockquote class="blockquote mb-0"><p>${q}</p><footer class="blockquote-footer">${who}</footer></blockquote></div></div></div>`;
  const reviews = hh('Reviews | The Gables Keswick') + nav + `<div class="container mt-5 pt-4"><h1>Guest reviews</h1><div class="row">
${review('“Sarah and Mark made us feel like old friends. The Cumberland sausage was the best I have had.”', 'Jean &amp; Bill Hargreaves, <cite title="Source Title">TripAdvisor</cite>')}
${review('“Spotless, warm and quiet. Perfect base for Catbells and Blencathra.”', 'Ravi Chandra, London')}
${review('“Lovely hosts, great tips for walks, and the homemade granola!”', 'The Müller family, Hamburg')}
${review('“Third visit and it just gets better.”', 'Alison T., Newcastle')}
</div></div>
` + foot + bsFoot('4.6.2');
  const about = hh('About us | The Gables Keswick') + nav + `<div class="container mt-5 pt-4"><div class="row"><div class="col-md-6"><img src="/img/sarah-mark.jpg" class="img-fluid rounded" alt="Sarah and Mark"></div><div class="col-md-6">
<h1>About us</h1><p>We’re Sarah and Mark Fletcher. We swapped office jobs in Manchester for a Lakeland guest house in 2016 and haven’t looked back. Mark cooks breakfast; Sarah does everything else.</p>
<p>When we’re not changing beds you’ll find us on the fells with our spaniel, Skiddaw.</p></div></div></div>
` + foot + bsFoot('4.6.2');
  const rooms = hh('Rooms | The Gables Keswick') + nav + `<div class="container mt-5 pt-4"><h1>Rooms</h1><div class="card-deck"><div class="card"><div class="card-body"><h5 class="card-title">Derwent</h5><p class="card-text">King, fell views. From £125.</p></div></div><div class="card"><div class="card-body"><h5 class="card-title">Borrowdale</h5><p class="card-text">Twin or super-king. From £115.</p></div></div><div class="card"><div class="card-body"><h5 class="card-title">Latrigg</h5><p class="card-text">Cosy double in the eaves. From £99.</p></div></div></div></div>
` + foot + bsFoot('4.6.2');
  return {
    id: 'b032-the-gables-keswick', domain: d, language: 'en',
    patterns: ['builder-bootstrap', 'testimonials', 'about-prose', 'legal-notice', 'email-mailto', 'email-footer', 'junk-version', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/reviews.html': ['reviews.html', reviews], '/about.html': ['about.html', about], '/rooms.html': ['rooms.html', rooms] },
    truth: {
      emails: ['stay@thegableshouse.co.uk'],
      emailKinds: { 'stay@thegableshouse.co.uk': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Sarah Fletcher', title: 'Director', role: 'owner' },
        { name: 'Mark Fletcher', title: 'Director', role: 'owner' },
      ],
      junk: ['bootstrap@4.6.2'],
    },
  };
})();

// ---------------------------------------------------------------- b033 Canadian physio, microdata persons with own addresses
const b033 = (() => {
  const d = 'northshorephysio.ca';
  const h = (t) => `<!DOCTYPE html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/site.css?v=3">
<link rel="stylesheet" href="https://use.typekit.net/xyz4abc.css">
</head>
<body>
<div itemscope itemtype="https://schema.org/Physiotherapy">
<header class="hdr"><a href="/" class="hdr-logo" itemprop="url"><span itemprop="name">North Shore Physiotherapy &amp; Wellness</span></a>
<nav class="hdr-nav"><a href="/">Home</a> <a href="/our-clinicians">Our Clinicians</a> <a href="/book">Book</a></nav></header>
`;
  const f = `<footer class="ftr"><address itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">1520 Lonsdale Ave, Unit 210</span>, <span itemprop="addressLocality">North Vancouver</span>, <span itemprop="addressRegion">BC</span> <span itemprop="postalCode">V7M 2J2</span></address>
<p>Tel. <span itemprop="telephone">604-555-0172</span> · Fax 604-555-0173 · <a href="mailto:frontdesk@northshorephysio.ca" itemprop="email">frontdesk@northshorephysio.ca</a></p>
<p>Direct billing to Pacific Blue Cross, Manulife, Sun Life, ICBC and WorkSafeBC.</p></footer>
</div>
</body></html>`;
  const p = (name, job, creds, mail, bio) => `<section class="clinician" itemprop="employee" itemscope itemtype="https://schema.org/Person">
  <img itemprop="image" src="/img/staff/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" alt="">
  <h2><span itemprop="name">${name}</span>, <abbr>${creds}</abbr></h2>
  <p class="job" itemprop="jobTitle">${job}</p>
  <p itemprop="description">${bio}</p>
  ${mail ? `<p class="contact"><meta itemprop="email" content="${mail}">Email ${name.split(' ')[0]}: <a href="mailto:${mail}">${mail}</a></p>` : ''}
</section>`;
  const index = h('North Shore Physiotherapy & Wellness | North Vancouver') + `<main><h1>Physiotherapy, massage and Pilates on Lonsdale</h1><p>One-on-one 45-minute treatments, evening and Saturday appointments, free parking underground.</p><p><a href="/book" class="btn">Book online</a> or meet <a href="/our-clinicians">our clinicians</a>.</p></main>` + f;
  const clin = h('Our Clinicians | North Shore Physiotherapy & Wellness') + `<main><h1>Our Clinicians</h1>
${p('Meghan Tremblay', 'Clinic Owner & Physiotherapist', 'MPT, FCAMPT', 'meghan@northshorephysio.ca', 'Meghan opened the clinic in 2014. She treats spine pain and running injuries and teaches manual therapy courses.')}
${p('Arjun Dhillon', 'Physiotherapist', 'MScPT', 'arjun@northshorephysio.ca', 'Sports physio for the North Shore Rugby Club. Certified in dry needling (IMS).')}
${p('Sophie Gagnon', 'Registered Massage Therapist', 'RMT', '', 'Deep tissue, prenatal massage and TMJ treatment.')}
${p('Hannah Kim', 'Pilates Instructor & Kinesiologist', 'BKin', '', 'Runs our clinical Pilates classes on Tuesday and Thursday evenings.')}
</main>` + f;
  const book = h('Book | North Shore Physiotherapy & Wellness') + `<main><h1>Book an appointment</h1><p>Book online through Jane App, call 604-555-0172 or email frontdesk@northshorephysio.ca.</p><iframe src="https://northshorephysio.janeapp.com/embed" title="Online booking" width="100%" height="800"></iframe></main>` + f;
  return {
    id: 'b033-north-shore-physio', domain: d, language: 'en',
    patterns: ['microdata-person', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'hand-written'],
    pages: { '/': ['index.html', index], '/our-clinicians': ['our-clinicians.html', clin], '/book': ['book.html', book] },
    truth: {
      emails: ['frontdesk@northshorephysio.ca', 'meghan@northshorephysio.ca', 'arjun@northshorephysio.ca'],
      emailKinds: { 'frontdesk@northshorephysio.ca': 'role', 'meghan@northshorephysio.ca': 'person', 'arjun@northshorephysio.ca': 'person' },
      emailOwners: { 'meghan@northshorephysio.ca': 'Meghan Tremblay', 'arjun@northshorephysio.ca': 'Arjun Dhillon' },
      contacts: [
        { name: 'Meghan Tremblay', title: 'Clinic Owner & Physiotherapist', role: 'owner' },
        { name: 'Arjun Dhillon', title: 'Physiotherapist', role: 'other' },
        { name: 'Sophie Gagnon', title: 'Registered Massage Therapist', role: 'other' },
        { name: 'Hannah Kim', title: 'Pilates Instructor & Kinesiologist', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b034 UK recruitment agency, Elementor, clients + candidate testimonials
const b034 = (() => {
  const d = 'peaktalentrecruitment.co.uk';
  const head = (t) => wpHead({ lang: 'en-GB', title: t, desc: 'Recruitment for engineering, manufacturing and logistics roles across the East Midlands.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-6', extra: elementorCss(d, 6) });
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const con = (inner, extra = '') => `<div class="elementor-element e-flex e-con-boxed e-con e-parent${extra}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}"><div class="e-con-inner">${inner}</div></div>`;
  const child = (inner) => `<div class="elementor-element e-con-full e-flex e-con e-child" data-element_type="container">${inner}</div>`;
  const header = `<header class="site-header"><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2023/09/peak-talent-logo.svg" alt="Peak Talent Recruitment" width="200"></a>
<nav><ul class="menu"><li><a href="https://${d}/">Home</a></li><li><a href="https://${d}/jobs/">Jobs</a></li><li><a href="https://${d}/employers/">Employers</a></li><li><a href="https://${d}/meet-the-team/">Meet the team</a></li></ul></nav></header>`;
  const footer = `<footer class="site-footer">${con(child(ew('text-editor', '<p>Peak Talent Recruitment Ltd, 3 Pride Point Drive, Derby DE24 8BX · 01332 555 610 · <a href="mailto:info@peaktalentrecruitment.co.uk">info@peaktalentrecruitment.co.uk</a></p><p>Registered in England &amp; Wales No. 12783456 · REC Member 00123456</p>')))}</footer></body></html>`;
  const index = head('Peak Talent Recruitment | Engineering Jobs Derby') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8">
${con(child(ew('heading', '<h1 class="elementor-heading-title elementor-size-default">Engineering and manufacturing recruitment in the East Midlands</h1>') + ew('text-editor', '<p>Permanent, contract and temp-to-perm roles from shop floor to board level. Send your CV to <a href="mailto:cv@peaktalentrecruitment.co.uk">cv@peaktalentrecruitment.co.uk</a>.</p>')))}
${con(child(ew('heading', '<h2 class="elementor-heading-title">Candidates say</h2>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Hollie found me a maintenance engineer role 10 minutes from home with a £6k pay rise.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Craig W.</div><div class="elementor-testimonial-job">Maintenance Engineer, Burton</div></div></div></div>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Honest feedback after every interview. Rare in recruitment!</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Priyanka Sharma</div><div class="elementor-testimonial-job">Quality Manager</div></div></div></div>')))}
</div></main>` + footer;
  const employers = head('Employers | Peak Talent Recruitment') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
${con(child(ew('heading', '<h1 class="elementor-heading-title">Who we recruit for</h1>') + ew('text-editor', '<p>We have placed engineers, technicians and managers with more than 140 employers, including:</p><ul><li>Rolls-Royce Submarines supply chain partners</li><li>Bombardier (now Alstom) Derby Litchurch Lane</li><li>JCB Rocester</li><li>Toyota Manufacturing UK, Burnaston</li><li>Moy Park</li><li>Smith &amp; Nephew</li><li>Derby Teaching Hospitals Estates</li><li>Marston’s Brewery</li></ul>') + ew('testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Peak Talent filled three CNC programmer roles in six weeks when two other agencies had given up.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Martin Goodwin</div><div class="elementor-testimonial-job">Operations Director, Goodwin Precision Ltd</div></div></div></div>') + ew('text-editor', '<p>Need staff? Email <a href="mailto:clients@peaktalentrecruitment.co.uk">clients@peaktalentrecruitment.co.uk</a>.</p>')))}
</div></main>` + footer;
  const box = (name, title, mail, tel) => child(ew('image', `<img src="https://${d}/wp-content/uploads/2023/09/${name.split(' ')[0].toLowerCase()}.jpg" alt="">`) + ew('heading', `<h3 class="elementor-heading-title">${name}</h3>`) + ew('text-editor', `<p>${title}</p>`) + ew('icon-list', `<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-phone" viewBox="0 0 512 512"><path d="M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6A370.66 370.66 0 0 1 130.6 204.11l60.6-49.6a23.94 23.94 0 0 0 6.9-28l-48-112A24.16 24.16 0 0 0 122.6.61l-104 24A24 24 0 0 0 0 48c0 256.5 207.9 464 464 464a24 24 0 0 0 23.4-18.6l24-104a24.29 24.29 0 0 0-14.01-27.6z"></path></svg></span><span class="elementor-icon-list-text">${tel}</span></li>${mail ? `<li class="elementor-icon-list-item"><a href="mailto:${mail}"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-envelope" viewBox="0 0 512 512"><path d="M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7z"></path></svg></span><span class="elementor-icon-list-text">${mail}</span></a></li>` : ''}</ul>`));
  const team = head('Meet the team | Peak Talent Recruitment') + header + `<main><div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14">
${con(child(ew('heading', '<h1 class="elementor-heading-title">Meet the team</h1>')))}
${con(box('Richard Alsop', 'Managing Director', 'richard.alsop@peaktalentrecruitment.co.uk', '07700 900 210') + box('Hollie Brookes', 'Senior Recruitment Consultant – Engineering', 'hollie.brookes@peaktalentrecruitment.co.uk', '01332 555 612') + box('Zain Ahmed', 'Recruitment Consultant – Logistics', 'zain.ahmed@peaktalentrecruitment.co.uk', '01332 555 613') + box('Gemma Hart', 'Marketing &amp; Compliance Coordinator', '', '01332 555 610'))}
</div></main>` + footer;
  const jobs = head('Jobs | Peak Talent Recruitment') + header + `<main>${con(child(ew('heading', '<h1 class="elementor-heading-title">Latest jobs</h1>') + ew('text-editor', '<ul><li>Maintenance Engineer (Days) – Burton – £42k</li><li>CNC Programmer – Derby – £38–44k</li><li>Transport Planner – East Midlands Gateway – £32k</li></ul>')))}</main>` + footer;
  return {
    id: 'b034-peak-talent-recruitment', domain: d, language: 'en',
    patterns: ['builder-elementor', 'client-list', 'testimonials', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/employers/': ['employers.html', employers], '/meet-the-team/': ['meet-the-team.html', team], '/jobs/': ['jobs.html', jobs] },
    truth: {
      emails: ['info@peaktalentrecruitment.co.uk', 'cv@peaktalentrecruitment.co.uk', 'clients@peaktalentrecruitment.co.uk', 'richard.alsop@peaktalentrecruitment.co.uk', 'hollie.brookes@peaktalentrecruitment.co.uk', 'zain.ahmed@peaktalentrecruitment.co.uk'],
      emailKinds: { 'info@peaktalentrecruitment.co.uk': 'generic', 'cv@peaktalentrecruitment.co.uk': 'role', 'clients@peaktalentrecruitment.co.uk': 'role', 'richard.alsop@peaktalentrecruitment.co.uk': 'person', 'hollie.brookes@peaktalentrecruitment.co.uk': 'person', 'zain.ahmed@peaktalentrecruitment.co.uk': 'person' },
      emailOwners: { 'richard.alsop@peaktalentrecruitment.co.uk': 'Richard Alsop', 'hollie.brookes@peaktalentrecruitment.co.uk': 'Hollie Brookes', 'zain.ahmed@peaktalentrecruitment.co.uk': 'Zain Ahmed' },
      contacts: [
        { name: 'Richard Alsop', title: 'Managing Director', role: 'owner' },
        { name: 'Hollie Brookes', title: 'Senior Recruitment Consultant – Engineering', role: 'other' },
        { name: 'Zain Ahmed', title: 'Recruitment Consultant – Logistics', role: 'other' },
        { name: 'Gemma Hart', title: 'Marketing & Compliance Coordinator', role: 'marketing' },
      ],
      junk: [],
    },
  };
})();

export const sitesEn4 = [b032, b033, b034];
