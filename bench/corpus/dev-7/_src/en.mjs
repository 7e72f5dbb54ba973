import { T } from "./lib.mjs";

export const sites = [];

// j011 — plumber in Bridgnorth: hand-coded by a friend, chatty about page, obfuscated addresses, Ltd footer
{
  const dom = "severnsideplumbing-bridgnorth.co.uk";
  const page = (t, body) => `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="description" content="Gas Safe registered plumbing and heating engineers in Bridgnorth, Shropshire.">
<link href="https://fonts.googleapis.com/css?family=Open+Sans:400,700" rel="stylesheet">
<link href="style.css" rel="stylesheet">
</head>
<body>
<div class="header">
  <a href="/"><img src="images/severnside-logo.png" alt="Severnside Plumbing &amp; Heating"></a>
  <div class="phone">Call us: <b>01746 768 214</b></div>
</div>
<div class="nav"><a href="/">Home</a> <a href="/services.html">Services</a> <a href="/about.html">About us</a> <a href="/contact.html">Contact</a></div>
<div class="main">
${body}
</div>
<div class="footer">
  Severnside Plumbing &amp; Heating Ltd &middot; Registered in England &amp; Wales, company no. 08841273 &middot;
  Registered office: 22 Whitburn Street, Bridgnorth, Shropshire WV16 4QN &middot; Company director: David Pritchard &middot;
  Gas Safe reg. 538112
</div>
</body>
</html>`;
  sites.push({
    id: "j011-severnside-plumbing-bridgnorth",
    domain: dom,
    patterns: ["hand-written", "about-prose", "legal-notice", "email-text", "email-obfuscated", "name-lookalikes", "testimonials"],
    pages: {
      "/": ["index.html", page("Severnside Plumbing & Heating | Bridgnorth", `
<h1>Boilers, bathrooms and everything in between</h1>
<p>We're a small, family-run plumbing and heating firm covering Bridgnorth, Much Wenlock, Highley and the villages in between. Worcester Bosch accredited installers &ndash; up to 12 years' guarantee on new boilers.</p>
<ul>
<li>Boiler installation, servicing and repairs (Worcester Bosch, Vaillant, Baxi, Ideal)</li>
<li>Landlord gas safety certificates (CP12)</li>
<li>Bathroom fitting and wet rooms</li>
<li>Unvented cylinders and power flushing</li>
</ul>
<h2>What our customers say</h2>
<blockquote>"Dave fitted our new combi in a day and left the place spotless. Couldn't recommend more highly." <br>&ndash; Mrs J. Hartley, Alveley</blockquote>
<blockquote>"Turned up on Christmas Eve when our heating packed in. Legends." <br>&ndash; Tom &amp; Becky Ashworth, Low Town</blockquote>
<p><a href="/about.html">Meet the team &raquo;</a></p>`)],
      "/services.html": ["services.html", page("Services | Severnside Plumbing & Heating", `
<h1>Services</h1>
<p>Boiler servicing from &pound;85. Free quotes for new installations &ndash; just ring the office.</p>
<p>We are approved installers for the Telford &amp; Wrekin Council warm homes scheme and the Severn Trent lead pipe replacement programme.</p>`)],
      "/about.html": ["about.html", page("About us | Severnside Plumbing & Heating", `
<h1>About us</h1>
<p>Dave Pritchard started Severnside back in 2003, after fifteen years as a heating engineer with British Gas. What began as one man and a van on Mill Street is now a team of four, but Dave still does most of the boiler installs himself. You can drop him a line at dave [at] severnsideplumbing-bridgnorth [dot] co [dot] uk.</p>
<p>His wife <b>Sarah Pritchard</b> is our office manager &ndash; she's the friendly voice on the phone and the one who sorts out bookings, quotes and invoices (sarah [at] severnsideplumbing-bridgnorth [dot] co [dot] uk).</p>
<p>Out on the jobs you'll also meet <b>Gareth Bowen</b>, our senior engineer, who has been with us since 2010, and <b>Kieran Lowe</b>, our apprentice, now in his third year at Shrewsbury College.</p>
<p><img src="images/team-van.jpg" alt="Dave, Gareth and Kieran with the vans on Whitburn Street" width="480"></p>`)],
      "/contact.html": ["contact.html", page("Contact | Severnside Plumbing & Heating", `
<h1>Contact</h1>
<p>Office: 22 Whitburn Street, Bridgnorth WV16 4QN<br>
Tel: 01746 768 214 &middot; Mobile: 07811 402 553<br>
Email: office@severnsideplumbing-bridgnorth.co.uk</p>
<p>Office hours Monday&ndash;Friday 8am&ndash;5pm. Emergency call-outs 7 days.</p>`)],
    },
    truth: T(
      {
        [`office@${dom}`]: "generic",
        [`dave@${dom}`]: ["person", "David Pritchard"],
        [`sarah@${dom}`]: ["person", "Sarah Pritchard"],
      },
      [
        ["David Pritchard", "Company director", "owner"],
        ["Sarah Pritchard", "office manager", "operations"],
        ["Gareth Bowen", "senior engineer", "other"],
        ["Kieran Lowe", "apprentice", "other"],
      ],
      [],
    ),
  });
}

// j012 — dental practice in Ohio: Elementor + Essential Addons team members, microdata employees, form placeholder, agency
{
  const dom = "chagrinfallsfamilydental.com";
  const head = (t) => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} - Chagrin Falls Family Dental</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://${dom}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.17.3' media='all' />
<link rel='stylesheet' id='eael-general-css' href='https://${dom}/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=5.9.4' media='all' />
<link rel='stylesheet' id='font-awesome-5-all-css' href='https://${dom}/wp-content/plugins/elementor/assets/lib/font-awesome/css/all.min.css?ver=3.17.3' media='all' />
</head>
<body class="page-template page-template-elementor_header_footer page elementor-default elementor-template-full-width elementor-kit-5">
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-4a0c7f1 elementor-section-boxed">
  <div class="elementor-container elementor-column-gap-default">
   <div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-d7a8c2e"><div class="elementor-widget-wrap elementor-element-populated">
    <div class="elementor-element elementor-element-1b2f0aa elementor-widget elementor-widget-image"><div class="elementor-widget-container">
     <a href="https://${dom}"><img width="300" height="90" src="https://${dom}/wp-content/uploads/2022/08/cffd-logo.png" srcset="https://${dom}/wp-content/uploads/2022/08/cffd-logo.png 300w, https://${dom}/wp-content/uploads/2022/08/cffd-logo@2x.png 600w" sizes="(max-width: 300px) 100vw, 300px" alt="Chagrin Falls Family Dental"></a>
    </div></div>
   </div></div>
   <div class="elementor-column elementor-col-66 elementor-top-column elementor-element elementor-element-e3f91b0"><div class="elementor-widget-wrap elementor-element-populated">
    <div class="elementor-element elementor-element-ff01ab2 elementor-nav-menu__align-right elementor-widget elementor-widget-nav-menu"><div class="elementor-widget-container">
     <nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-ff01ab2" class="elementor-nav-menu">
      <li class="menu-item"><a href="https://${dom}/" class="elementor-item">Home</a></li>
      <li class="menu-item"><a href="https://${dom}/our-team/" class="elementor-item">Our Team</a></li>
      <li class="menu-item"><a href="https://${dom}/new-patients/" class="elementor-item">New Patients</a></li>
     </ul></nav>
    </div></div>
   </div></div>
  </div>
 </section>
</div>`;
  const foot = `<div data-elementor-type="footer" data-elementor-id="140" class="elementor elementor-140 elementor-location-footer">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-8e1d2c3">
  <div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
   <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
    <p>17 N Franklin St, Chagrin Falls, OH 44022 &middot; (440) 247-3390 &middot; <a href="mailto:frontdesk@${dom}">frontdesk@${dom}</a></p>
    <p>&copy; 2024 Chagrin Falls Family Dental. Website by <a href="https://cuyahogacreative.com">Cuyahoga Creative</a> | hello@cuyahogacreative.com</p>
   </div></div>
  </div></div></div>
 </section>
</div>
<script src='https://${dom}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
</body>
</html>`;
  const eael = (id, img, name, job, desc, mail) => `
    <div class="elementor-element elementor-element-${id} eael-team-align-centered elementor-widget elementor-widget-eael-team-member" data-widget_type="eael-team-member.default">
     <div class="elementor-widget-container">
      <div id="eael-team-member-${id}" class="eael-team-item eael-team-members-simple" itemprop="employee" itemscope itemtype="https://schema.org/Person">
       <div class="eael-team-item-inner">
        <div class="eael-team-image"><figure><img src="https://${dom}/wp-content/uploads/2023/01/${img}" alt="${name}" itemprop="image"></figure></div>
        <div class="eael-team-content">
         <h2 class="eael-team-member-name" itemprop="name">${name}</h2>
         <h3 class="eael-team-member-position" itemprop="jobTitle">${job}</h3>
         <p class="eael-team-text">${desc}</p>
         ${mail ? `<ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="mailto:${mail}" itemprop="email"><i class="fas fa-envelope"></i></a></li></ul>` : ""}
        </div>
       </div>
      </div>
     </div>
    </div>`;
  sites.push({
    id: "j012-chagrin-falls-family-dental",
    domain: dom,
    patterns: ["builder-elementor", "team-grid", "microdata-person", "email-mailto", "email-in-person-card", "email-footer", "junk-placeholder", "junk-asset", "junk-agency"],
    pages: {
      "/": ["index.html", `${head("Home")}
<div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8" itemscope itemtype="https://schema.org/Dentist">
 <meta itemprop="name" content="Chagrin Falls Family Dental">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-0a1b2c3 elementor-section-height-min-height">
  <div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
   <div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-xxl">Gentle dentistry for the whole family, right by the falls</h1></div></div>
   <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Cleanings, fillings, crowns, Invisalign&reg; and same-day emergency visits. Most PPO plans accepted. Evening hours Tuesday and Thursday.</p></div></div>
   <div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><a class="elementor-button" href="https://${dom}/new-patients/">Request an appointment</a></div></div>
  </div></div></div>
 </section>
</div>
${foot}`],
      "/our-team/": ["our-team.html", `${head("Our Team")}
<div data-elementor-type="wp-page" data-elementor-id="22" class="elementor elementor-22" itemscope itemtype="https://schema.org/Dentist">
 <meta itemprop="name" content="Chagrin Falls Family Dental">
 <section class="elementor-section elementor-top-section elementor-element elementor-element-5c6d7e8">
  <div class="elementor-container elementor-column-gap-wide">
   <div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap elementor-element-populated">${eael("3f2a1b0", "dr-hollister.jpg", "Dr. Rebecca Hollister, DDS", "Owner &amp; Lead Dentist", "Rebecca grew up on Washington Street and opened the practice in 2011 after graduating from Case Western Reserve University School of Dental Medicine.", `rhollister@${dom}`)}
   </div></div>
   <div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap elementor-element-populated">${eael("4e3d2c1", "dr-raman.jpg", "Dr. Amit Raman, DMD", "Associate Dentist", "Dr. Raman focuses on implants and root canal therapy.", `araman@${dom}`)}
   </div></div>
  </div>
 </section>
 <section class="elementor-section elementor-top-section elementor-element elementor-element-6d7e8f9">
  <div class="elementor-container elementor-column-gap-wide">
   <div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap elementor-element-populated">${eael("5a4b3c2", "jenna.jpg", "Jenna Kowalczyk, RDH", "Dental Hygienist", "Jenna has been cleaning teeth in the Chagrin Valley for 14 years.", "")}
   </div></div>
   <div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap elementor-element-populated">${eael("6b5c4d3", "tasha.jpg", "Tasha Greene", "Office Manager", "Insurance questions? Tasha is your person.", `billing@${dom}`)}
   </div></div>
  </div>
 </section>
</div>
${foot}`],
      "/new-patients/": ["new-patients.html", `${head("New Patients")}
<div data-elementor-type="wp-page" data-elementor-id="30" class="elementor elementor-30">
 <section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">New Patients</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Please arrive 15 minutes early for your first visit and bring your insurance card. Forms can be emailed to <a href="mailto:frontdesk@${dom}?subject=New%20patient%20forms">frontdesk@${dom}</a>.</p></div></div>
  <div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container">
   <form class="elementor-form" method="post" name="Appointment Request">
    <input type="text" name="form_fields[name]" placeholder="Full name">
    <input type="email" name="form_fields[email]" placeholder="you@example.com">
    <input type="tel" name="form_fields[phone]" placeholder="(440) 555-0100">
    <select name="form_fields[time]"><option>Morning</option><option>Afternoon</option><option>Evening</option></select>
    <button type="submit" class="elementor-button">Send request</button>
   </form>
  </div></div>
 </div></div></div></section>
</div>
${foot}`],
    },
    truth: T(
      {
        [`frontdesk@${dom}`]: "role",
        [`rhollister@${dom}`]: ["person", "Rebecca Hollister"],
        [`araman@${dom}`]: ["person", "Amit Raman"],
        [`billing@${dom}`]: "role",
      },
      [
        ["Rebecca Hollister", "Owner & Lead Dentist", "owner"],
        ["Amit Raman", "Associate Dentist", "other"],
        ["Jenna Kowalczyk", "Dental Hygienist", "other"],
        ["Tasha Greene", "Office Manager", "operations"],
      ],
      ["you@example.com", "hello@cuyahogacreative.com", "cffd-logo@2x.png"],
    ),
  });
}

// j013 — architects in Dalkey/Ballybrack on Squarespace: summary items, prose, obfuscated studio address
{
  const dom = "ballybrackstudio.ie";
  const head = (t) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-IE">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} &mdash; Ballybrack Studio Architects</title>
<!-- This is Squarespace. --><!-- ballybrackstudio -->
<base href="">
<meta charset="utf-8" />
<link rel="canonical" href="https://${dom}/"/>
<script type="text/javascript" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3c1d0e8b2a-min.en-US.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","website":{"id":"5f2b1a0c9e8d7c6b5a4f3e2d","identifier":"ballybrackstudio","websiteType":1,"contentModifiedOn":1707312000000,"cloneable":false,"siteTitle":"Ballybrack Studio Architects"},"templateId":"5c5a519771c10ba3470d8101"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/5f2b1a0c9e8d7c6b5a4f3e2d/12/5c5a519771c10ba3470d8101/site.css"/>
</head>
<body id="collection-5f2b1b3e" class="header-layout--with-commerce tweak-global-animations-enabled primary-button-style-outline">
<header data-test="header" id="header" class="header theme-col--primary">
 <div class="header-inner container--fluid">
  <div class="header-title"><div class="header-title-text"><a href="/" data-animation-role="header-element">Ballybrack Studio</a></div></div>
  <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
   <div class="header-nav-item header-nav-item--collection"><a href="/projects" data-animation-role="header-element">Projects</a></div>
   <div class="header-nav-item header-nav-item--collection"><a href="/studio" data-animation-role="header-element">Studio</a></div>
   <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
  </nav></div></div>
 </div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="5f2b1b3e0a">`;
  const foot = `</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
 <section class="page-section"><div class="content-wrapper"><div class="content">
  <div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
   <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">
    <p class="" style="white-space:pre-wrap;">Ballybrack Studio Architects, 3 Church Road, Ballybrack, Co. Dublin A96 X2F4 · RIAI Registered Practice</p>
    <p class="" style="white-space:pre-wrap;">studio [at] ballybrackstudio [dot] ie · +353 1 282 7719</p>
   </div></div>
  </div></div></div>
 </div></div></section>
</footer>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
</body>
</html>`;
  const summary = (slug, title, excerpt) => `
      <div class="summary-item summary-item-record-type-image sqs-gallery-design-autogrid-slide">
       <div class="summary-thumbnail-outer-container"><a href="/projects/${slug}" class="summary-thumbnail-container sqs-gallery-thumbnail"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/${slug}.jpg" alt=""></div></a></div>
       <div class="summary-content sqs-gallery-meta-container">
        <div class="summary-title"><a href="/projects/${slug}" class="summary-title-link">${title}</a></div>
        <div class="summary-excerpt"><p>${excerpt}</p></div>
       </div>
      </div>`;
  sites.push({
    id: "j013-ballybrack-studio-architects",
    domain: dom,
    patterns: ["builder-squarespace", "team-grid", "about-prose", "name-lookalikes", "email-obfuscated", "email-text", "email-footer"],
    pages: {
      "/": ["index.html", `${head("Home")}
 <section class="page-section layout-engine-section"><div class="content-wrapper"><div class="content">
  <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-1">
   <div class="row sqs-row"><div class="col sqs-col-12 span-12">
    <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1596"><div class="sqs-block-content">
     <h1 style="white-space:pre-wrap;">Small buildings, carefully made.</h1>
     <p style="white-space:pre-wrap;">We design homes, extensions and small public buildings along the south Dublin coast and in Wicklow.</p>
    </div></div>
    <div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="sqs-block-content">
     <div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">${summary("seapoint-avenue-house", "Seapoint Avenue House", "A granite-faced family home for a tight site in Monkstown.")}${summary("kavanagh-mews", "Kavanagh Mews", "Two mews houses behind a Georgian terrace. RIAI Award shortlist 2023.")}${summary("st-matthias-hall", "St Matthias Parish Hall", "Refurbishment and new entrance for a 1912 parish hall in Killiney.")}
     </div></div>
    </div></div>
   </div></div>
  </div>
 </div></div></section>
${foot}`],
      "/studio": ["studio.html", `${head("Studio")}
 <section class="page-section"><div class="content-wrapper"><div class="content">
  <div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">
   <div class="col sqs-col-7 span-7">
    <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">
     <h2 style="white-space:pre-wrap;">About the studio</h2>
     <p style="white-space:pre-wrap;">Ballybrack Studio was set up in 2011 by Orla Ní Bhriain and Cathal Mac Giolla Phádraig, who met while working for Grafton Architects and decided, in the depths of the recession, that there was still room for a small practice that took on small jobs. Both are directors of the practice and both still draw every day.</p>
     <p style="white-space:pre-wrap;">Orla looks after new commissions and planning; if you have a site or a project in mind, you can write to her directly at orla@ballybrackstudio.ie. Cathal leads on conservation work and is an RIAI Grade II Conservation Architect.</p>
    </div></div>
   </div>
   <div class="col sqs-col-5 span-5">
    <div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/studio-desk.jpg" alt="The studio on Church Road"><figcaption class="image-caption-wrapper"><div class="image-caption"><p>The studio on Church Road</p></div></figcaption></figure></div></div>
   </div>
  </div>
  <div class="row sqs-row">
   <div class="col sqs-col-3 span-3"><div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/orla.jpg" alt=""><figcaption class="image-caption-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><h4 class="image-title sqs-dynamic-text">Orla Ní Bhriain</h4></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>Director, Architect MRIAI</p></div></div></div></figcaption></figure></div></div></div>
   <div class="col sqs-col-3 span-3"><div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/cathal.jpg" alt=""><figcaption class="image-caption-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><h4 class="image-title sqs-dynamic-text">Cathal Mac Giolla Phádraig</h4></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>Director, Conservation Architect</p></div></div></div></figcaption></figure></div></div></div>
   <div class="col sqs-col-3 span-3"><div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/siobhan.jpg" alt=""><figcaption class="image-caption-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><h4 class="image-title sqs-dynamic-text">Siobhán O'Dwyer</h4></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>Architect</p></div></div></div></figcaption></figure></div></div></div>
   <div class="col sqs-col-3 span-3"><div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure"><img data-src="https://images.squarespace-cdn.com/content/v1/5f2b1a0c9e8d7c6b5a4f3e2d/tomasz.jpg" alt=""><figcaption class="image-caption-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><h4 class="image-title sqs-dynamic-text">Tomasz Wiśniewski</h4></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>Architectural Technologist</p></div></div></div></figcaption></figure></div></div></div>
  </div>
  </div>
 </div></div></section>
${foot}`],
      "/contact": ["contact.html", `${head("Contact")}
 <section class="page-section"><div class="content-wrapper"><div class="content">
  <div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
   <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">
    <h2 style="white-space:pre-wrap;">Contact</h2>
    <p style="white-space:pre-wrap;">3 Church Road, Ballybrack, Co. Dublin A96 X2F4<br>(five minutes' walk from Killiney DART station)</p>
    <p style="white-space:pre-wrap;">General enquiries: studio [at] ballybrackstudio [dot] ie</p>
    <p style="white-space:pre-wrap;">We are in the studio Monday to Thursday, 9.30 to 5.30.</p>
   </div></div>
  </div></div></div>
 </div></div></section>
${foot}`],
    },
    truth: T(
      { [`studio@${dom}`]: "generic", [`orla@${dom}`]: ["person", "Orla Ní Bhriain"] },
      [
        ["Orla Ní Bhriain", "Director, Architect MRIAI", "owner"],
        ["Cathal Mac Giolla Phádraig", "Director, Conservation Architect", "owner"],
        ["Siobhán O'Dwyer", "Architect", "other"],
        ["Tomasz Wiśniewski", "Architectural Technologist", "other"],
      ],
      [],
    ),
  });
}

// j014 — Welsh funeral directors: WordPress (GeneratePress), funeral notices, firm named after founders, Ltd directors
{
  const dom = "pryceandhowells-llandeilo.co.uk";
  const head = (t) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<title>${t} &#8211; Pryce &amp; Howells Funeral Directors</title>
<meta name='robots' content='index, follow' />
<link rel='stylesheet' id='generate-style-css' href='https://${dom}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.3.1' media='all' />
<link rel='stylesheet' id='wp-block-library-css' href='https://${dom}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all' />
</head>
<body class="wp-embed-responsive right-sidebar nav-below-header separate-containers header-aligned-center">
<header class="site-header" id="masthead" itemtype="https://schema.org/WPHeader" itemscope>
 <div class="inside-header grid-container"><div class="site-branding"><p class="main-title" itemprop="headline"><a href="https://${dom}/" rel="home">Pryce &amp; Howells</a></p><p class="site-description" itemprop="description">Independent Funeral Directors since 1894 &middot; Trefnwyr Angladdau</p></div></div>
</header>
<nav class="main-navigation" id="site-navigation"><div class="inside-navigation grid-container"><div id="primary-menu" class="main-nav"><ul id="menu-main" class="menu sf-menu">
 <li class="menu-item"><a href="https://${dom}/">Home</a></li>
 <li class="menu-item"><a href="https://${dom}/about-us/">About Us</a></li>
 <li class="menu-item"><a href="https://${dom}/funeral-notices/">Funeral Notices</a></li>
 <li class="menu-item"><a href="https://${dom}/contact/">Contact</a></li>
</ul></div></div></nav>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main">`;
  const foot = `</main></div></div></div>
<div class="site-footer"><footer class="site-info"><div class="inside-site-info grid-container"><div class="copyright-bar">
<p>Pryce &amp; Howells Funeral Directors, 41 Rhosmaen Street, Llandeilo SA19 6HA &middot; 01558 822 406 (24 hours) &middot; office@${dom}</p>
<p>Pryce &amp; Howells Ltd is registered in England and Wales, company number 02218764. Registered office: 41 Rhosmaen Street, Llandeilo SA19 6HA. Director: Rhian Howells-Jenkins. Member of SAIF.</p>
</div></div></footer></div>
</body></html>`;
  const notice = (name, sub, body) => `
<article class="post type-post status-publish category-funeral-notices">
 <div class="inside-article">
  <header class="entry-header"><h2 class="entry-title" itemprop="headline">${name}</h2><div class="entry-meta">${sub}</div></header>
  <div class="entry-summary" itemprop="text"><p>${body}</p></div>
 </div>
</article>`;
  sites.push({
    id: "j014-pryce-howells-funerals-llandeilo",
    domain: dom,
    patterns: ["builder-wordpress", "obituary", "about-prose", "legal-notice", "name-lookalikes", "email-text", "email-footer"],
    pages: {
      "/": ["index.html", `${head("Home")}
<article class="page type-page"><div class="inside-article"><div class="entry-content">
<h1 class="wp-block-heading">Caring for families in the Tywi valley for over a century</h1>
<p>We are an independent, family-owned funeral director serving Llandeilo, Ffairfach, Llangadog and the surrounding villages. Services can be arranged in Welsh or English.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Pre-paid funeral plans</h3><p>Golden Charter plans available.</p></div><div class="wp-block-column"><h3>Memorials</h3><p>Headstones and additional inscriptions.</p></div></div>
<p>Recent <a href="https://${dom}/funeral-notices/">funeral notices</a>.</p>
</div></div></article>
${foot}`],
      "/about-us/": ["about-us.html", `${head("About Us")}
<article class="page type-page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">About Us</h1></header><div class="entry-content">
<p>The firm was founded in 1894 by Evan Pryce, a carpenter and wheelwright on Carmarthen Street, and his brother-in-law Thomas Howells. Four generations later it is still run by the Howells family.</p>
<p><strong>Rhian Howells-Jenkins</strong>, funeral director, took over from her father Emlyn in 2009 and is a member of the National Society of Allied and Independent Funeral Directors. Families are welcome to contact her directly on rhian@${dom} or on the 24-hour number.</p>
<p>Rhian is supported by <strong>Gareth Lloyd</strong>, our senior funeral arranger, and by a small team of bearers and drivers from the town.</p>
<figure class="wp-block-image"><img src="https://${dom}/wp-content/uploads/2021/06/rhosmaen-street-1920s.jpg" alt="Evan Pryce's workshop on Rhosmaen Street, around 1920"><figcaption class="wp-element-caption">Evan Pryce's workshop on Rhosmaen Street, around 1920</figcaption></figure>
</div></div></article>
${foot}`],
      "/funeral-notices/": ["funeral-notices.html", `${head("Funeral Notices")}
<header class="page-header"><h1 class="page-title">Funeral Notices</h1></header>
${notice("Margaret Eirlys Thomas (née Rees)", "Ffairfach &middot; Passed away 2nd March 2024, aged 91", "Beloved wife of the late Dilwyn, much loved mother of Helen and Geraint. Funeral service at Capel Newydd, Llandeilo, on Friday 15th March at 11am, followed by interment at Llandyfeisant. Family flowers only; donations if desired to Marie Curie, c/o Pryce &amp; Howells.")}
${notice("William John (Wil) Davies", "Llangadog &middot; Passed away peacefully 27th February 2024, aged 78", "Retired farmer of Tŷ Gwyn. Service at St Cadog's Church, Llangadog. Donations to the Wales Air Ambulance.")}
${notice("Dr Alun Morgan Pugh", "Llandeilo &middot; Passed away 19th February 2024, aged 84", "Former GP in the town for 35 years. Private cremation at Llanelli Crematorium, followed by a service of thanksgiving at St Teilo's Church.")}
${foot}`],
      "/contact/": ["contact.html", `${head("Contact")}
<article class="page type-page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">Contact</h1></header><div class="entry-content">
<p>We are available 24 hours a day, every day of the year: <strong>01558 822 406</strong>.</p>
<p>Our office at 41 Rhosmaen Street is open Monday to Friday, 9am to 5pm. Email: office@${dom}</p>
<p>Our private chapel of rest is on Heol Crwys, behind the Cawdor Hotel.</p>
</div></div></article>
${foot}`],
    },
    truth: T(
      { [`office@${dom}`]: "generic", [`rhian@${dom}`]: ["person", "Rhian Howells-Jenkins"] },
      [
        ["Rhian Howells-Jenkins", "funeral director", "owner"],
        ["Gareth Lloyd", "senior funeral arranger", "other"],
      ],
      [],
    ),
  });
}

// j015 — coffee roaster in Cygnet, Tasmania: Webflow, blends named like people, reviews, CDN versions
{
  const dom = "huonvalleyroasters.com.au";
  const head = (t, page) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com -->
<html data-wf-domain="${dom}" data-wf-page="${page}" data-wf-site="6391c2e0f1a7b84d2e5c1a00" lang="en">
<head>
<meta charset="utf-8"/>
<title>${t}</title>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<link href="https://assets-global.website-files.com/6391c2e0f1a7b84d2e5c1a00/css/huon-roasters.webflow.3f2e1d.min.css" rel="stylesheet" type="text/css"/>
<link href="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.css" rel="stylesheet"/>
<script src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js" defer></script>
</head>
<body>
<div class="nav_component w-nav" data-collapse="medium"><div class="nav_container">
 <a href="/" class="nav_logo w-nav-brand">HUON VALLEY ROASTERS</a>
 <nav class="nav_menu w-nav-menu"><a href="/" class="nav_link w-nav-link">Home</a><a href="/coffee" class="nav_link w-nav-link">Coffee</a><a href="/our-story" class="nav_link w-nav-link">Our story</a></nav>
</div></div>`;
  const foot = `<footer class="footer_component"><div class="padding-global"><div class="footer_grid">
 <div>Huon Valley Roasters · 14 Mary Street, Cygnet TAS 7112 · Roastery door open Thu–Sat 8–2</div>
 <div><a href="mailto:hello@${dom}" class="footer_link">hello@${dom}</a> · Wholesale: <a href="mailto:wholesale@${dom}" class="footer_link">wholesale@${dom}</a></div>
</div></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=6391c2e0f1a7b84d2e5c1a00" type="text/javascript"></script>
<script src="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js"></script>
</body></html>`;
  const product = (name, notes, price) => `
   <div role="listitem" class="product_item w-dyn-item"><a href="#" class="product_link w-inline-block">
    <div class="product_image-wrapper"><img src="https://assets-global.website-files.com/6391c2e0f1a7b84d2e5c1a01/${name.toLowerCase().replace(/[^a-z]+/g, "-")}.webp" loading="lazy" alt="" class="product_image"/></div>
    <h3 class="product_name">${name}</h3><div class="product_notes">${notes}</div><div class="product_price">${price}</div>
   </a></div>`;
  sites.push({
    id: "j015-huon-valley-roasters",
    domain: dom,
    patterns: ["builder-webflow", "about-prose", "name-lookalikes", "testimonials", "email-mailto", "email-footer", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Huon Valley Roasters — Small-batch coffee from Cygnet, Tasmania", "6391c2e0f1a7b84d2e5c1a10")}
<main class="main-wrapper">
<section class="section_hero"><div class="padding-global"><div class="container-large">
 <h1 class="heading-style-h1">Roasted on Mary Street, drunk all over Tassie.</h1>
 <p class="text-size-large">Single origins and blends roasted twice a week on a 15kg Giesen. Free delivery in the Huon for orders over $60.</p>
 <a href="/coffee" class="button w-button">Shop coffee</a>
</div></div></section>
<section class="section_reviews"><div class="padding-global"><div class="swiper"><div class="swiper-wrapper">
 <div class="swiper-slide review_card"><p>"The Matilda is the best espresso blend I've had outside Melbourne."</p><div class="review_name">— Sam K., Hobart</div></div>
 <div class="swiper-slide review_card"><p>"We've used Huon Valley for our café since day one. Hamish and Bec are the best."</p><div class="review_name">— Olivia Brandt, Geeveston General Store</div></div>
 <div class="swiper-slide review_card"><p>"Old Fred decaf that actually tastes like coffee. Finally."</p><div class="review_name">— Ruby Street Bakehouse</div></div>
</div></div></div></section>
</main>
${foot}`],
      "/coffee": ["coffee.html", `${head("Coffee — Huon Valley Roasters", "6391c2e0f1a7b84d2e5c1a11")}
<main class="main-wrapper"><section class="section_products"><div class="padding-global">
 <h1 class="heading-style-h2">Our coffee</h1>
 <div class="w-dyn-list"><div role="list" class="product_list w-dyn-items">${product("The Matilda Blend", "Milk chocolate, stone fruit, toffee", "$19 / 250g")}${product("Nana Peg's Sunday Roast", "Darker, nutty, for plunger and stovetop", "$18 / 250g")}${product("Old Fred Decaf", "Swiss Water process, Colombia", "$20 / 250g")}${product("Ruby Street Filter", "Washed Ethiopia Guji, jasmine and lemon", "$23 / 250g")}
 </div></div>
</div></section></main>
${foot}`],
      "/our-story": ["our-story.html", `${head("Our story — Huon Valley Roasters", "6391c2e0f1a7b84d2e5c1a12")}
<main class="main-wrapper"><section class="section_story"><div class="padding-global"><div class="container-small">
 <h1 class="heading-style-h2">Our story</h1>
 <div class="text-rich-text w-richtext">
  <p>We're Hamish and Bec Tait. We moved down from Brisbane in 2016 with a toddler, a dog and a secondhand roaster, and set up in the old apple-packing shed behind the pub.</p>
  <p>Hamish Tait is head roaster and co-owner — if it's in a bag, he roasted it. Bec Tait, co-owner, runs wholesale, the café accounts and pretty much everything else.</p>
  <p>Our blends are named after the people who got us here: Matilda is our daughter, Nana Peg is Bec's grandmother, and Old Fred was the bloke who sold us the shed.</p>
  <p>Café or office wanting to stock our coffee? Email wholesale@${dom} and Bec will get back to you.</p>
 </div>
</div></div></section></main>
${foot}`],
    },
    truth: T(
      { [`hello@${dom}`]: "generic", [`wholesale@${dom}`]: "role" },
      [
        ["Hamish Tait", "head roaster and co-owner", "owner"],
        ["Bec Tait", "co-owner", "owner"],
      ],
      ["swiper@11", "@finsweet/attributes-cmsfilter@1"],
    ),
  });
}

// j016 — marketing collective in Harrogate running a summit: Divi team, speakers page, HubSpot form, Sentry
{
  const dom = "harrogatemarketingcollective.co.uk";
  const head = (t) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8" />
<title>${t} | Harrogate Marketing Collective</title>
<link rel='stylesheet' id='divi-style-parent-css' href='https://${dom}/wp-content/themes/Divi/style-static.min.css?ver=4.24.0' type='text/css' media='all' />
<script src="https://js.sentry-cdn.com/3c9a7e21b0d44f5a8e6b1c2d3e4f5a6b.min.js" crossorigin="anonymous"></script>
<script>Sentry.onLoad(function(){Sentry.init({dsn:"https://3c9a7e21b0d44f5a8e6b1c2d3e4f5a6b@o450213.ingest.sentry.io/5502117"});});</script>
</head>
<body class="page-template-default page et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_pb_pagebuilder_layout">
<div id="page-container">
<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">
 <div class="logo_container"><a href="https://${dom}/"><img src="https://${dom}/wp-content/uploads/2023/04/hmc-logo.svg" alt="Harrogate Marketing Collective" id="logo" /></a></div>
 <div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
  <li class="menu-item"><a href="https://${dom}/">Home</a></li>
  <li class="menu-item"><a href="https://${dom}/team/">Team</a></li>
  <li class="menu-item"><a href="https://${dom}/northern-brand-summit/">Northern Brand Summit</a></li>
 </ul></nav></div>
</div></header>
<div id="et-main-area"><div id="main-content"><article class="page type-page"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">`;
  const foot = `</div></div></div></article></div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Harrogate Marketing Collective Ltd · 9 Royal Parade, Harrogate HG1 2SZ · <a href="mailto:hello@${dom}">hello@${dom}</a></div></div></div></footer>
</div></div>
<script type="text/javascript" src="https://${dom}/wp-content/themes/Divi/js/scripts.min.js?ver=4.24.0"></script>
</body></html>`;
  const tm = (i, name, pos, img, txt, mail) => `
  <div class="et_pb_column et_pb_column_1_3 et_pb_column_${i} et_pb_css_mix_blend_mode_passthrough">
   <div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_text_align_center et_pb_bg_layout_light">
    <div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="600" height="600" src="https://${dom}/wp-content/uploads/2023/04/${img}" alt="${name}" /></div>
    <div class="et_pb_team_member_description">
     <h4 class="et_pb_module_header">${name}</h4>
     <p class="et_pb_member_position">${pos}</p>
     <div><p>${txt}</p>${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div>
     <ul class="et_pb_member_social_links"><li><a href="#" class="et_pb_font_icon et_pb_twitter_icon"><span>X</span></a></li><li><a href="#" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul>
    </div>
   </div>
  </div>`;
  const spk = (i, name, org, talk) => `
   <div class="et_pb_module et_pb_blurb et_pb_blurb_${i} et_pb_text_align_left et_pb_blurb_position_left et_pb_bg_layout_light">
    <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img decoding="async" src="https://${dom}/wp-content/uploads/2024/01/speaker-${i}.jpg" alt="" class="et-waypoint et_pb_animation_top"></span></div>
    <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${name}</span></h4><div class="et_pb_blurb_description"><p><em>${org}</em></p><p>${talk}</p></div></div></div>
   </div>`;
  sites.push({
    id: "j016-harrogate-marketing-collective",
    domain: dom,
    patterns: ["builder-divi", "team-grid", "event-speakers", "email-mailto", "email-in-person-card", "email-footer", "junk-placeholder", "junk-platform"],
    pages: {
      "/": ["index.html", `${head("Home")}
<div class="et_pb_section et_pb_section_0 et_pb_fullwidth_section et_section_regular"><div class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0"><div class="et_pb_fullwidth_header_container left"><div class="header-content-container center"><div class="header-content">
 <h1 class="et_pb_module_header">Brand, content and events for Yorkshire businesses</h1>
 <span class="et_pb_fullwidth_header_subhead">Strategy that fits on a napkin. Content people actually read.</span>
 <a class="et_pb_button et_pb_more_button et_pb_button_one" href="https://${dom}/northern-brand-summit/">Northern Brand Summit · 12 June 2024</a>
</div></div></div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Newsletter</h2><p>One email a month. No fluff.</p></div></div>
 <div class="et_pb_module et_pb_code et_pb_code_0"><div class="et_pb_code_inner">
  <form class="hs-form" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/25118842/7c2d1e0f-aaaa-bbbb-cccc-0d1e2f3a4b5c"><input type="email" name="email" placeholder="name@company.com" class="hs-input"><input type="submit" value="Sign me up" class="hs-button primary"></form>
 </div></div>
</div></div></div>
${foot}`],
      "/team/": ["team.html", `${head("Team")}
<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">${tm(0, "Imogen Fairclough", "Founder &amp; Managing Director", "imogen.jpg", "Fifteen years in brand teams at Bettys and Farrah's before starting HMC in 2017.", `imogen@${dom}`)}${tm(1, "Priya Chandarana", "Head of Content", "priya.jpg", "Ex-Yorkshire Post. Writes, edits and keeps us honest.", `priya@${dom}`)}${tm(2, "Callum Reid", "Events &amp; Operations Manager", "callum.jpg", "Runs the summit, the budgets and the shared drive.", "")}
</div></div>
${foot}`],
      "/northern-brand-summit/": ["northern-brand-summit.html", `${head("Northern Brand Summit 2024")}
<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Northern Brand Summit 2024</h1><p>Wednesday 12 June · The Crown Hotel, Harrogate · 9am–5pm. Tickets £145 + VAT.</p><h2>Speakers</h2></div></div>
 ${spk(1, "Dr. Hannah Okafor", "Leeds Beckett University", "What Gen Z actually wants from regional brands")}
 ${spk(2, "Martin Clegg", "Head of Brand, Taylors of Harrogate (guest)", "Rebranding a 135-year-old tea")}
 ${spk(3, "Sophie Van Dijk", "Founder, Noord Studio (Rotterdam)", "Small budget, loud brand")}
 ${spk(4, "James Whitworth", "Marketing Director, Ilkley Brewery Co.", "Beer, brand and community")}
 <div class="et_pb_module et_pb_text et_pb_text_5"><div class="et_pb_text_inner"><p>Hosted by Imogen Fairclough. Sponsorship and speaking enquiries: <a href="mailto:summit@${dom}?subject=Northern%20Brand%20Summit">summit@${dom}</a></p></div></div>
</div></div></div>
${foot}`],
    },
    truth: T(
      {
        [`hello@${dom}`]: "generic",
        [`summit@${dom}`]: "role",
        [`imogen@${dom}`]: ["person", "Imogen Fairclough"],
        [`priya@${dom}`]: ["person", "Priya Chandarana"],
      },
      [
        ["Imogen Fairclough", "Founder & Managing Director", "owner"],
        ["Priya Chandarana", "Head of Content", "marketing"],
        ["Callum Reid", "Events & Operations Manager", "operations"],
      ],
      ["name@company.com", "3c9a7e21b0d44f5a8e6b1c2d3e4f5a6b@o450213.ingest.sentry.io"],
    ),
  });
}

// j017 — chamber of commerce in Kenora, Ontario: Bootstrap, staff table, big member directory with members' addresses
{
  const dom = "kenoralakeofthewoodschamber.ca";
  const members = [
    ["Anicinabe Marine & Sports", "Marine dealer", "Dana McKenzie", "dana@anicinabemarine.ca"],
    ["Bigsby Hardware Ltd.", "Hardware", "Phil Bigsby", "info@bigsbyhardware.ca"],
    ["Blueberry Hill Bakery", "Bakery & café", "Joanne Kakegamic", "blueberryhillbakery@gmail.com"],
    ["Clearwater Bay Cottages", "Accommodation", "Rick & Lynn Tessier", "stay@clearwaterbaycottages.ca"],
    ["Desjardins & Fobister LLP", "Law", "Amanda Fobister", "afobister@dflaw.ca"],
    ["Harbourfront Dental", "Dentistry", "Dr. Kevin Lau", "reception@harbourfrontdental.ca"],
    ["Keewatin Auto Body", "Automotive", "Stan Wiebe", ""],
    ["Lake of the Woods Brewing Co.", "Brewery", "Taras Manzie", "taproom@lowbrewing.ca"],
    ["Main Street Pharmacy", "Pharmacy", "Priya Nandakumar", ""],
    ["Matheson Insurance Brokers", "Insurance", "Greg Matheson", "greg@mathesoninsurance.ca"],
    ["Minaki Lodge Outfitters", "Tourism", "Clint Arnold", "book@minakioutfitters.ca"],
    ["Norwesters Accounting", "Accounting", "Shelley Ross, CPA", "shelley@norwesters.ca"],
    ["Pine Portage Printing", "Printing", "Mike Olynyk", "orders@pineportageprint.ca"],
    ["Rabbit Lake Realty", "Real estate", "Colette Boucher", "colette@rabbitlakerealty.ca"],
    ["Sioux Narrows Fuel & Marine", "Fuel", "Barb Hoffman", ""],
    ["Tunnel Island Tours", "Tourism", "Gerald White", "tunnelislandtours@outlook.com"],
    ["Whitecap Pavilion Events", "Events", "Nadine Kowalski", "events@whitecappavilion.ca"],
    ["Wiebe's Home Hardware", "Hardware", "Arlene Wiebe", ""],
  ];
  const rows = members.map(([b, c, p, e]) => `<tr><td>${b}</td><td>${c}</td><td>${p}</td><td>${e ? `<a href="mailto:${e}">${e}</a>` : ""}</td></tr>`).join("\n     ");
  const head = (t) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} | Kenora & Lake of the Woods Chamber of Commerce</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.2.3/dist/css/bootstrap.min.css">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.10.5/font/bootstrap-icons.css">
</head>
<body>
<header class="bg-primary text-white"><div class="container d-flex py-3 align-items-center">
 <a class="text-white text-decoration-none fs-4 fw-semibold me-auto" href="/">Kenora &amp; Lake of the Woods Chamber</a>
 <ul class="nav"><li class="nav-item"><a class="nav-link text-white" href="/">Home</a></li><li class="nav-item"><a class="nav-link text-white" href="/member-directory">Member Directory</a></li><li class="nav-item"><a class="nav-link text-white" href="/about/staff">Staff</a></li></ul>
</div></header>`;
  const foot = `<footer class="border-top mt-5 py-4"><div class="container small text-muted">
 <div class="row"><div class="col-sm">136 Main Street South, Kenora, ON P9N 1S9 · 807-467-4646</div><div class="col-sm text-sm-end"><i class="bi bi-envelope"></i> <a href="mailto:info@${dom}">info@${dom}</a></div></div>
</div></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.2.3/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`;
  sites.push({
    id: "j017-kenora-chamber-directory",
    domain: dom,
    patterns: ["builder-bootstrap", "directory", "team-table", "email-mailto", "email-in-person-card", "email-footer", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Home")}
<main class="container py-5">
 <div class="p-5 mb-4 bg-light rounded-3"><h1 class="display-5 fw-bold">Business is better on the lake.</h1><p class="col-md-8 fs-5">Representing more than 300 businesses in Kenora, Keewatin, Jaffray Melick and Sioux Narrows since 1904.</p><a class="btn btn-primary btn-lg" href="/member-directory">Browse the directory</a></div>
 <div class="row g-4">
  <div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Business After 5</h5><p class="card-text">Third Thursday of every month, hosted by a member business.</p></div></div></div>
  <div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Chamber Group Insurance</h5><p class="card-text">Health and dental plans for small employers.</p></div></div></div>
  <div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Harbourfest 2024</h5><p class="card-text">Volunteers wanted for the beer garden, August 2–4.</p></div></div></div>
 </div>
</main>
${foot}`],
      "/member-directory": ["member-directory.html", `${head("Member Directory")}
<main class="container py-5">
 <h1 class="h2 mb-3">Member Directory</h1>
 <p>Listings are provided by members. To update your listing, email the Chamber office.</p>
 <div class="table-responsive"><table class="table table-striped table-sm align-middle">
  <thead class="table-dark"><tr><th>Business</th><th>Category</th><th>Contact</th><th>Email</th></tr></thead>
  <tbody>
     ${rows}
  </tbody>
 </table></div>
</main>
${foot}`],
      "/about/staff": ["staff.html", `${head("Staff")}
<main class="container py-5">
 <h1 class="h2">Chamber Staff</h1>
 <table class="table">
  <thead><tr><th scope="col">Name</th><th scope="col">Position</th><th scope="col">Phone</th><th scope="col">Email</th></tr></thead>
  <tbody>
   <tr><td>Laurie Desjardins</td><td>Executive Director</td><td>807-467-4646 ext. 1</td><td><a href="mailto:laurie@${dom}">laurie@${dom}</a></td></tr>
   <tr><td>Owen Pelletier</td><td>Membership &amp; Events Coordinator</td><td>ext. 2</td><td><a href="mailto:events@${dom}">events@${dom}</a></td></tr>
   <tr><td>Carol-Anne Beaulieu</td><td>Office Administrator</td><td>ext. 0</td><td><a href="mailto:info@${dom}">info@${dom}</a></td></tr>
  </tbody>
 </table>
 <p class="text-muted small">The Chamber is governed by a volunteer board of directors elected at the AGM each spring.</p>
</main>
${foot}`],
    },
    truth: T(
      {
        [`info@${dom}`]: "generic",
        [`laurie@${dom}`]: ["person", "Laurie Desjardins"],
        [`events@${dom}`]: "role",
      },
      [
        ["Laurie Desjardins", "Executive Director", "owner"],
        ["Owen Pelletier", "Membership & Events Coordinator", "other"],
        ["Carol-Anne Beaulieu", "Office Administrator", "operations"],
      ],
      [...members.map((m) => m[3]).filter(Boolean), "bootstrap@5.2.3", "bootstrap-icons@1.10.5"],
    ),
  });
}

// j018 — chartered accountants in Whanganui: Gutenberg columns, JSON-LD @graph with staff and email, client names
{
  const dom = "awaaccounting-whanganui.co.nz";
  const ld = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `https://${dom}/#website`, url: `https://${dom}/`, name: "Awa Accounting" },
      {
        "@type": "AccountingService",
        "@id": `https://${dom}/#organization`,
        name: "Awa Accounting Ltd",
        email: `admin@${dom}`,
        telephone: "+64 6 345 2281",
        address: { "@type": "PostalAddress", streetAddress: "62 Victoria Avenue", addressLocality: "Whanganui", postalCode: "4500", addressCountry: "NZ" },
        employee: [
          { "@type": "Person", name: "Grant Whitiora", jobTitle: "Principal, Chartered Accountant", email: `grant@${dom}` },
          { "@type": "Person", name: "Mereana Tamihana", jobTitle: "Senior Accountant", email: `mereana@${dom}` },
          { "@type": "Person", name: "Jo Pearce", jobTitle: "Practice Manager" },
        ],
      },
    ],
  };
  const head = (t, ldjson) => `<!DOCTYPE html>
<html lang="en-NZ">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} - Awa Accounting</title>
<link rel="stylesheet" id="wp-block-library-css" href="https://${dom}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">
<link rel="stylesheet" id="kadence-global-css" href="https://${dom}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.1.51" media="all">
${ldjson ? `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(ld)}</script>` : ""}
</head>
<body class="wp-singular page-template-default page wp-theme-kadence">
<div id="wrapper" class="site wp-site-blocks">
<header id="masthead" class="site-header"><div class="site-header-row-container-inner"><div class="site-container">
 <div class="site-branding"><a class="brand" href="https://${dom}/" rel="home"><p class="site-title">Awa Accounting</p></a></div>
 <nav id="site-navigation" class="main-navigation header-navigation"><div class="primary-menu-container"><ul id="primary-menu" class="menu">
  <li class="menu-item"><a href="https://${dom}/">Home</a></li><li class="menu-item"><a href="https://${dom}/our-people/">Our people</a></li><li class="menu-item"><a href="https://${dom}/contact/">Contact</a></li>
 </ul></div></nav>
</div></div></header>
<main id="inner-wrap" class="wrap hfeed kt-clear"><div id="primary" class="content-area"><div class="content-container site-container"><div class="entry-content single-content">`;
  const foot = `</div></div></div></main>
<footer id="colophon" class="site-footer"><div class="site-footer-row-container-inner"><div class="site-container"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>© 2024 Awa Accounting Ltd · 62 Victoria Avenue, Whanganui 4500 · Chartered Accountants Australia and New Zealand</p></div></div></div></div></footer>
</div>
</body></html>`;
  const col = (img, name, title, txt) => `
<div class="wp-block-column is-layout-flow">
<figure class="wp-block-image size-medium is-style-rounded"><img decoding="async" src="https://${dom}/wp-content/uploads/2024/02/${img}" alt="" /></figure>
<h3 class="wp-block-heading has-medium-font-size">${name}</h3>
<p class="has-small-font-size"><em>${title}</em></p>
<p>${txt}</p>
</div>`;
  sites.push({
    id: "j018-awa-accounting-whanganui",
    domain: dom,
    patterns: ["builder-wordpress", "team-grid", "jsonld-person", "email-jsonld", "client-list", "name-lookalikes", "email-text"],
    pages: {
      "/": ["index.html", `${head("Home", true)}
<h1 class="wp-block-heading has-text-align-center">Local accountants who know the river city</h1>
<p class="has-text-align-center">Annual accounts, GST and tax returns, Xero setup and farm budgets for businesses from Whanganui to Raetihi.</p>
<h2 class="wp-block-heading">Some of the businesses we look after</h2>
<ul class="wp-block-list">
<li>Murray Ellis Hardware, Gonville</li>
<li>Ellen Bright Florist</li>
<li>Kowhai Park Motor Inn</li>
<li>Te Awa Kai Café</li>
<li>Sarjeant Street Physio</li>
<li>Dublin Street Bridge Dairy</li>
<li>J. &amp; M. Tapsell Shearing Ltd</li>
</ul>
<p>Not with us yet? Call 06 345 2281 for a free first meeting.</p>
${foot}`],
      "/our-people/": ["our-people.html", `${head("Our people", true)}
<h1 class="wp-block-heading">Our people</h1>
<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1">${col("grant.jpg", "Grant Whitiora", "Principal, Chartered Accountant", "Grant (Te Āti Haunui-a-Pāpārangi) founded Awa in 2014 after a decade with a big-four firm in Wellington.")}${col("mereana.jpg", "Mereana Tamihana", "Senior Accountant", "Farm and horticulture clients, trusts and Māori land entities.")}${col("jo.jpg", "Jo Pearce", "Practice Manager", "Jo keeps the office running — appointments, billing and IT.")}
</div>
${foot}`],
      "/contact/": ["contact.html", `${head("Contact", false)}
<h1 class="wp-block-heading">Contact</h1>
<p>62 Victoria Avenue (upstairs, above the bookshop), Whanganui 4500</p>
<p>Phone 06 345 2281<br>Email: admin@${dom}</p>
<p>Office hours 8.30am – 5pm, Monday to Friday. Closed between Christmas and 7 January.</p>
${foot}`],
    },
    truth: T(
      {
        [`admin@${dom}`]: "generic",
        [`grant@${dom}`]: ["person", "Grant Whitiora"],
        [`mereana@${dom}`]: ["person", "Mereana Tamihana"],
      },
      [
        ["Grant Whitiora", "Principal, Chartered Accountant", "owner"],
        ["Mereana Tamihana", "Senior Accountant", "other"],
        ["Jo Pearce", "Practice Manager", "operations"],
      ],
      [],
    ),
  });
}

// j019 — dog groomer in Fredericksburg TX on Wix: owner's first-person intro, gmail, gallery captions, reviews
{
  const dom = "fredericksburgpawspa.com";
  const wix = (t, body) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
<meta name="generator" content="Wix.com Website Builder"/>
<title>${t}</title>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","captcha"],"site":{"externalBaseUrl":"https://${dom}","isSEO":true},"requestUrl":"https://${dom}/","sentry":{"dsn":"https://1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6@sentry-viewer.wixpress.com/3","release":"thunderbolt@1.13920.0"},"contactEmail":"support@wix.com"}</script>
<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.71d4c3f9.min.css">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF">
<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-kx8f3a01" class="comp-kx8f3a01 wixui-dropdown-menu"><nav><ul>
<li><a href="https://${dom}" data-testid="linkElement"><p class="wixui-dropdown-menu__item">Home</p></a></li>
<li><a href="https://${dom}/about" data-testid="linkElement"><p class="wixui-dropdown-menu__item">About</p></a></li>
<li><a href="https://${dom}/book-online" data-testid="linkElement"><p class="wixui-dropdown-menu__item">Book Online</p></a></li>
</ul></nav></div></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="wixui-page">
${body}
</div></div></main>
<footer id="SITE_FOOTER" class="wixui-footer"><div id="comp-kx8f3z99" class="comp-kx8f3z99 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Fredericksburg Paw Spa · 508 W Austin St, Fredericksburg, TX 78624 · (830) 992-4417</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">fbgpawspa@gmail.com</span></p></div></footer>
</div></div>
</body></html>`;
  const box = (id, top, left, inner) => `<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px">${inner}</div>`;
  sites.push({
    id: "j019-fredericksburg-paw-spa",
    domain: dom,
    patterns: ["builder-wix", "about-prose", "testimonials", "name-lookalikes", "email-text", "email-footer", "junk-platform"],
    pages: {
      "/": ["index.html", wix("Dog Grooming | Fredericksburg Paw Spa | Fredericksburg, TX", `
${box("kx8f4b12", 80, 40, `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Clean pups, happy people.</span></h1>`)}
${box("kx8f4c34", 190, 40, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Full grooms, bath &amp; tidy, nail trims and de-shedding in the heart of the Hill Country. By appointment Tue–Sat.</span></p>`)}
${box("kx8f4d56", 300, 40, `<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Packages</span></h2><ul class="font_8"><li><p class="font_8"><span>The Duchess — full groom, blueberry facial, bandana</span></p></li><li><p class="font_8"><span>The Lady Bird — bath, brush and nails (named for our favorite wildflowers!)</span></p></li><li><p class="font_8"><span>Puppy's First Spa Day</span></p></li></ul>`)}
${box("kx8f4e78", 520, 40, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">★★★★★ “Kristen is the only groomer our anxious doodle Biscuit will tolerate!” – Amanda R., Kerrville</span></p>`)}
${box("kx8f4f90", 580, 40, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">★★★★★ “Chester came home looking like a show dog.” – Bill &amp; Nancy Oehler</span></p>`)}`)],
      "/about": ["about.html", wix("About | Fredericksburg Paw Spa", `
${box("kx9a0a01", 60, 40, `<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Hi, I'm Kristen!</span></h2>`)}
${box("kx9a0b02", 130, 40, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">I'm Kristen Vogel, owner and head groomer here at the Paw Spa. I grew up on a peach farm outside Stonewall, got certified at the Texas Academy of Dog Grooming in 2012, and opened the shop on Austin Street in 2018 with two tables and a lot of towels.</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Questions about your pup? Email me anytime at fbgpawspa@gmail.com — I answer between grooms!</span></p>`)}
<div id="comp-kx9a0c03" class="comp-kx9a0c03 wixui-gallery" data-testid="gallery" style="position:absolute;top:420px;left:40px">
 <div class="gallery-item-container"><img src="https://static.wixstatic.com/media/3b7c9e_kristen~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80/kristen.jpg" alt=""><div class="gallery-item-title">Kristen Vogel – Owner &amp; Head Groomer</div></div>
 <div class="gallery-item-container"><img src="https://static.wixstatic.com/media/3b7c9e_linda~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80/linda.jpg" alt=""><div class="gallery-item-title">Linda Vogel – Front Desk (Saturdays)</div></div>
 <div class="gallery-item-container"><img src="https://static.wixstatic.com/media/3b7c9e_pecan~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80/pecan.jpg" alt=""><div class="gallery-item-title">Pecan – Shop Dog</div></div>
</div>`)],
      "/book-online": ["book-online.html", wix("Book Online | Fredericksburg Paw Spa", `
${box("kxa1b0c0", 60, 40, `<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Book Online</span></h2>`)}
<div id="comp-kxa1b1d1" class="comp-kxa1b1d1 wixui-form" style="position:absolute;top:140px;left:40px"><form><input type="text" placeholder="Your name"><input type="email" placeholder="Email" aria-label="Email"><input type="text" placeholder="Dog's name &amp; breed"><button>Request appointment</button></form></div>`)],
    },
    truth: T(
      { "fbgpawspa@gmail.com": "generic" },
      [
        ["Kristen Vogel", "Owner & Head Groomer", "owner"],
        ["Linda Vogel", "Front Desk (Saturdays)", "other"],
      ],
      ["1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6@sentry-viewer.wixpress.com", "support@wix.com", "thunderbolt@1.13920.0"],
    ),
  });
}

// j020 — slate roofer near Montpelier VT: old hand-made page, broken markup, no email, past-projects list
{
  const dom = "greenmountainslate-montpelier.com";
  sites.push({
    id: "j020-green-mountain-slate-montpelier",
    domain: dom,
    patterns: ["hand-written", "broken-markup", "no-email", "client-list", "about-prose", "name-lookalikes", "junk-placeholder"],
    pages: {
      "/": ["index.html", `<HTML>
<HEAD>
<TITLE>Green Mountain Slate & Copper - Montpelier, Vermont</TITLE>
<META NAME="description" CONTENT="Slate roofing, copper flashing and gutters. Central Vermont since 1991.">
</HEAD>
<BODY BGCOLOR=#ffffff TEXT=#222222 LINK=#2a5d2a>
<TABLE WIDTH=720 ALIGN=center>
<TR><TD>
<IMG SRC="images/gmsc_banner.jpg" WIDTH=720 HEIGHT=120 ALT="Green Mountain Slate &amp; Copper">
<P><CENTER><A HREF="index.html">Home</A> &nbsp;|&nbsp; <A HREF="projects.html">Projects</A> &nbsp;|&nbsp; <A HREF="estimate.html">Free Estimate</A></CENTER>
<H2>Slate roofs that outlast us all</H2>
<P>Ezra Whitcomb has been repairing and installing slate roofs in central Vermont since 1991. He learned the trade from old-timers in Poultney and Fair Haven, right in the middle of the slate valley, and still splits and punches most of his own slate.
<P>Today Ezra Whitcomb, owner, works with a crew of five. His foreman, Luis Andrade, has been with the company for eighteen years and runs most of the copper work.
<P><B>We do:</B>
<UL>
<LI>New slate roofs (Vermont Sea Green, Unfading Green, Mottled Purple)
<LI>Slate repair &amp; replacement
<LI>Copper valleys, flashing, standing seam
<LI>Snow guards
</UL>
<P><FONT SIZE=2>Call <B>(802) 223-4180</B> between 7am and 6pm. We don't do email, sorry -- we're on roofs all day. Leave a message and we'll call you back.</FONT>
</TD></TR>
</TABLE>
<P ALIGN=center><FONT SIZE=1>Green Mountain Slate &amp; Copper, 1148 Route 12, Montpelier VT 05602</FONT>
</BODY>
</HTML>`],
      "/projects.html": ["projects.html", `<HTML>
<HEAD><TITLE>Projects - Green Mountain Slate & Copper</TITLE></HEAD>
<BODY BGCOLOR=#ffffff>
<TABLE WIDTH=720 ALIGN=center><TR><TD>
<A HREF="index.html">&lt;&lt; Home</A>
<H2>Some of our work</H2>
<TABLE BORDER=1 CELLPADDING=4>
<TR><TH>Project<TH>Town<TH>Year
<TR><TD>Kellogg-Hubbard Library, slate repair<TD>Montpelier<TD>2019
<TR><TD>Bethany Church steeple, copper<TD>Montpelier<TD>2017
<TR><TD>Hubbard Park tower roof<TD>Montpelier<TD>2015
<TR><TD>Morse Farm sugarhouse<TD>East Montpelier<TD>2021
<TR><TD>Ward Memorial Hall<TD>Barre<TD>2022
<TR><TD>Private residence (the Abigail Chase house)<TD>Northfield<TD>2023
</TABLE>
<P>"Ezra's crew did our 1850 farmhouse roof and the slate looks like it was always there."<BR><I>- Jeanne &amp; Robert Thibodeau, Calais</I>
</TD></TR></TABLE>
</BODY></HTML>`],
      "/estimate.html": ["estimate.html", `<HTML>
<HEAD><TITLE>Free Estimate</TITLE></HEAD>
<BODY>
<A HREF=index.html>Home</A>
<H2>Free Estimate</H2>
<FORM METHOD=POST ACTION="/cgi-bin/formmail.pl">
<INPUT TYPE=hidden NAME=recipient VALUE="estimates">
Name: <INPUT NAME=name SIZE=30><BR>
Phone: <INPUT NAME=phone SIZE=20><BR>
Email (optional): <INPUT NAME=email SIZE=30 VALUE="" PLACEHOLDER="you@example.com"><BR>
Town: <INPUT NAME=town SIZE=20><BR>
Describe the job:<BR><TEXTAREA NAME=job ROWS=5 COLS=50></TEXTAREA><BR>
<INPUT TYPE=submit VALUE="Send">
</FORM>
<P>We will call you within a couple of days.
</TD></TR>
</BODY>
</HTML>`],
    },
    truth: T(
      {},
      [
        ["Ezra Whitcomb", "owner", "owner"],
        ["Luis Andrade", "foreman", "operations"],
      ],
      ["you@example.com"],
    ),
  });
}
