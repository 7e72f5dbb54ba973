import { wp, wix, sqs, webflow, bs } from "./_lib.mjs";

export const sites = [];

// ---------------------------------------------------------------------------------------------
// i011 — plumbing & heating in Knaresborough, Wix strips (data-mesh-id), gmail, company info
{
  const nav = [["/", "Home"], ["/about", "About"], ["/contact", "Contact"]];
  const strip = (id, inner) => `<section id="comp-${id}" class="wixui-column-strip"><div data-mesh-id="comp-${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></section>`;
  const t = (id, html) => `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const foot = t("l8x9f01", `<p class="font_9 wixui-rich-text__text" style="font-size:12px;"><span class="wixui-rich-text__text">Nidderdale Plumbing &amp; Heating Ltd · Registered in England &amp; Wales No. 10467329</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Gas Safe Reg. 584112</span></p>`);
  const index = wix({
    lang: "en",
    title: "Plumber & Heating Engineer Knaresborough | Nidderdale Plumbing & Heating",
    desc: "Boiler installs, servicing and emergency plumbing across Knaresborough, Harrogate and Nidderdale. Gas Safe registered.",
    nav,
    sentry: true,
    body: `${strip("l8x9a00", `${t("l8x9a01", `<h1 class="font_0 wixui-rich-text__text"><span style="letter-spacing:normal;" class="wixui-rich-text__text">Boilers, bathrooms &amp; </span><span class="wixui-rich-text__text">emergency plumbing</span></h1>`)}
${t("l8x9a02", `<p class="font_7 wixui-rich-text__text"><span class="wixui-rich-text__text">Gas Safe registered · Worcester Bosch Accredited Installer · 10-year guarantee on new boilers</span></p>`)}`)}
${strip("l8x9b00", `${t("l8x9b01", `<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">What we do</span></h2>`)}
${t("l8x9b02", `<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Annual boiler servicing from £85</span></p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">New combi boilers and system upgrades</span></p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Landlord gas safety certificates (CP12)</span></p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Leaks, burst pipes, blocked drains</span></p></li></ul>`)}`)}
${strip("l8x9c00", foot)}`,
  });
  const about = wix({
    lang: "en",
    title: "About | Nidderdale Plumbing & Heating",
    desc: "A family firm from Knaresborough.",
    nav,
    sentry: true,
    body: `${strip("l8x9d00", `${t("l8x9d01", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">About us</span></h1>`)}
${t("l8x9d02", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Nidderdale Plumbing &amp; Heating was started in 2012 by Dean Hollis, our founder and director, who served his apprenticeship with Yorkshire Water before going it alone with one van and a lot of optimism. His wife Karen Hollis joined as office manager in 2015 and now runs the diary, quotes and invoicing – if you ring us, you'll most likely speak to her.</span></p>`)}
${t("l8x9d03", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Today there are four of us. </span><span class="wixui-rich-text__text">Connor Pickersgill</span><span class="wixui-rich-text__text"> is our qualified gas engineer and </span><span class="wixui-rich-text__text">Ellie Brear</span><span class="wixui-rich-text__text"> is our apprentice plumber, in her second year at Harrogate College.</span></p>`)}
${t("l8x9d04", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">We cover Knaresborough, Harrogate, Boroughbridge, Pateley Bridge and the villages of Nidderdale.</span></p>`)}`)}
${strip("l8x9c00", foot)}`,
  });
  const contact = wix({
    lang: "en",
    title: "Contact | Nidderdale Plumbing & Heating",
    desc: "Get a quote.",
    nav,
    sentry: true,
    body: `${strip("l8x9e00", `${t("l8x9e01", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Get in touch</span></h1>`)}
${t("l8x9e02", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Call or text: 07723 418 905</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Office: 01423 866 213 (Mon–Fri 8am–5pm)</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Email: </span><span class="wixui-rich-text__text">nidderdaleplumbing@gmail.com</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">For emergencies out of hours please call, don't email.</span></p>`)}
${t("l8x9e03", `<h2 class="font_4 wixui-rich-text__text"><span class="wixui-rich-text__text">Company information</span></h2><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Nidderdale Plumbing &amp; Heating Ltd. Registered office: 7 Gracious Street, Knaresborough, HG5 8DT. Company directors: Dean Hollis, Karen Hollis. VAT No. GB 268 4471 09.</span></p>`)}`)}
${strip("l8x9c00", foot)}`,
  });
  sites.push({
    id: "i011-nidderdale-plumbing-knaresborough",
    domain: "nidderdaleplumbing.co.uk",
    language: "en",
    patterns: ["builder-wix", "about-prose", "legal-notice", "email-text", "junk-platform"],
    pages: { "/": ["index.html", index], "/about": ["about.html", about], "/contact": ["contact.html", contact] },
    truth: {
      emails: ["nidderdaleplumbing@gmail.com"],
      emailKinds: { "nidderdaleplumbing@gmail.com": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Dean Hollis", title: "founder and director", role: "owner" },
        { name: "Karen Hollis", title: "office manager", role: "operations" },
        { name: "Connor Pickersgill", title: "qualified gas engineer", role: "other" },
        { name: "Ellie Brear", title: "apprentice plumber", role: "other" },
      ],
      junk: ["8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i012 — managed IT in Bozeman, Webflow, clients, lottie CDN version
{
  const nav = [["/", "Home"], ["/services", "Services"], ["/team", "Team"], ["/clients", "Clients"]];
  const footer = `<div class="footer-wrap"><div class="footer-col"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/650aa1_gallatin-logo-white.svg" alt="Gallatin Bytes" class="footer-logo"/><p>Managed IT for Southwest Montana since 2014.</p></div>
<div class="footer-col"><div class="footer-heading">Contact</div><p>1421 W Oak St, Suite 3, Bozeman, MT 59715<br>(406) 586-2290<br><a href="mailto:help@gallatinbytes.com">help@gallatinbytes.com</a> (support)<br><a href="mailto:hello@gallatinbytes.com">hello@gallatinbytes.com</a> (new business)</p></div></div>`;
  const extraHead = `<script src="https://unpkg.com/@lottiefiles/lottie-player@2.0.2/dist/lottie-player.js"></script>`;
  const common = { lang: "en", site: "Gallatin Bytes", nav, footer, extraHead };
  const index = webflow({
    ...common,
    title: "Gallatin Bytes — Managed IT & Cybersecurity in Bozeman, MT",
    desc: "Flat-rate managed IT, Microsoft 365, backups and cybersecurity for small businesses in Bozeman, Belgrade and Big Sky.",
    body: `<section class="hero"><div class="w-layout-blockcontainer container w-container"><h1 class="hero-h1">IT that just works, so you can get back to work.</h1><p class="hero-sub">Flat monthly pricing. Local technicians. 15-minute response for critical tickets.</p><lottie-player src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/server.json" background="transparent" speed="1" loop autoplay></lottie-player><a href="/team" class="btn w-button">Meet the team</a></div></section>
<section class="stats"><div class="w-layout-grid stats-grid"><div class="stat"><div class="stat-num">140+</div><div class="stat-label">clients</div></div><div class="stat"><div class="stat-num">2,300</div><div class="stat-label">endpoints managed</div></div><div class="stat"><div class="stat-num">98%</div><div class="stat-label">CSAT</div></div></div></section>`,
  });
  const services = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9e1",
    title: "Services — Gallatin Bytes",
    desc: "Managed services.",
    body: `<section class="section"><div class="w-container"><h1>Services</h1>
<div class="w-tabs" data-duration-in="300"><div class="w-tab-menu"><a data-w-tab="Tab 1" class="w-tab-link w--current"><div>Managed IT</div></a><a data-w-tab="Tab 2" class="w-tab-link"><div>Cybersecurity</div></a><a data-w-tab="Tab 3" class="w-tab-link"><div>Projects</div></a></div>
<div class="w-tab-content"><div data-w-tab="Tab 1" class="w-tab-pane w--tab-active"><p>Helpdesk, patching, monitoring and vendor management for $129 per user per month.</p></div><div data-w-tab="Tab 2" class="w-tab-pane"><p>EDR, MFA rollout, phishing training and incident response.</p></div><div data-w-tab="Tab 3" class="w-tab-pane"><p>Office moves, Wi-Fi surveys, server-to-cloud migrations.</p></div></div></div>
</div></section>`,
  });
  const m = (n, name, role, mail, bio) => `<div role="listitem" class="w-dyn-item"><div class="team-card"><img alt="${name}" loading="lazy" src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/6512b${n}_headshot.jpg" class="headshot"/><h3 class="team-name">${name}</h3><p class="team-title">${role}</p><p class="team-bio">${bio}</p>${mail ? `<a href="mailto:${mail}" class="team-email">Email ${name.split(" ")[0]}</a>` : ""}</div></div>`;
  const team = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9e2",
    title: "Team — Gallatin Bytes",
    desc: "The people behind Gallatin Bytes.",
    body: `<section class="section"><div class="w-container"><h1>Our team</h1>
<div class="w-dyn-list"><div role="list" class="team-collection w-dyn-items w-row">
${m(1, "Travis Olsen", "Founder & CEO", "travis@gallatinbytes.com", "Spent a decade at a Billings MSP before starting Gallatin Bytes from his garage on Durston Road.")}
${m(2, "Priya Raman", "Director of Operations", "priya.raman@gallatinbytes.com", "Keeps the service desk, onboarding and billing humming.")}
${m(3, "Cody Two Bulls", "Senior Systems Engineer", "", "Microsoft 365, Intune and anything with a blinking light.")}
${m(4, "McKenna Hayes", "Marketing & Client Success Manager", "mckenna@gallatinbytes.com", "Newsletter, webinars and quarterly business reviews.")}
</div></div></div></section>`,
  });
  const clients = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9e3",
    title: "Clients — Gallatin Bytes",
    desc: "Who we work with.",
    body: `<section class="section"><div class="w-container"><h1>Trusted by Gallatin Valley businesses</h1>
<div class="w-dyn-list"><div role="list" class="client-grid w-dyn-items">
<div role="listitem" class="w-dyn-item"><div class="client-name">Bridger Canyon Veterinary</div></div>
<div role="listitem" class="w-dyn-item"><div class="client-name">Hyalite Title &amp; Escrow</div></div>
<div role="listitem" class="w-dyn-item"><div class="client-name">Spanish Peaks Dental</div></div>
<div role="listitem" class="w-dyn-item"><div class="client-name">Madison River Outfitters</div></div>
<div role="listitem" class="w-dyn-item"><div class="client-name">Belgrade Community Credit Union</div></div>
<div role="listitem" class="w-dyn-item"><div class="client-name">Kessler &amp; Voight CPAs</div></div>
</div></div>
<div class="case-quotes">
<blockquote class="quote">“Since switching to Gallatin Bytes we haven't had a single hour of downtime.”<div class="quote-author">Dr. Jenna Whitcomb, Owner, Bridger Canyon Veterinary</div></blockquote>
<blockquote class="quote">“They moved our whole office to the cloud over a weekend.”<div class="quote-author">Mark Kessler, Managing Partner, Kessler &amp; Voight CPAs</div></blockquote>
<blockquote class="quote">“Responsive, friendly and they explain things in plain English.”<div class="quote-author">Laurie Bengtson, Office Manager, Hyalite Title &amp; Escrow</div></blockquote>
</div></div></section>`,
  });
  sites.push({
    id: "i012-gallatin-bytes-bozeman",
    domain: "gallatinbytes.com",
    language: "en",
    patterns: ["builder-webflow", "team-grid", "email-in-person-card", "email-mailto", "email-footer", "client-list", "testimonials", "junk-version"],
    pages: { "/": ["index.html", index], "/services": ["services.html", services], "/team": ["team.html", team], "/clients": ["clients.html", clients] },
    truth: {
      emails: ["help@gallatinbytes.com", "hello@gallatinbytes.com", "travis@gallatinbytes.com", "priya.raman@gallatinbytes.com", "mckenna@gallatinbytes.com"],
      emailKinds: {
        "help@gallatinbytes.com": "role",
        "hello@gallatinbytes.com": "generic",
        "travis@gallatinbytes.com": "person",
        "priya.raman@gallatinbytes.com": "person",
        "mckenna@gallatinbytes.com": "person",
      },
      emailOwners: { "travis@gallatinbytes.com": "Travis Olsen", "priya.raman@gallatinbytes.com": "Priya Raman", "mckenna@gallatinbytes.com": "McKenna Hayes" },
      contacts: [
        { name: "Travis Olsen", title: "Founder & CEO", role: "owner" },
        { name: "Priya Raman", title: "Director of Operations", role: "operations" },
        { name: "Cody Two Bulls", title: "Senior Systems Engineer", role: "other" },
        { name: "McKenna Hayes", title: "Marketing & Client Success Manager", role: "marketing" },
      ],
      junk: ["lottie-player@2.0.2"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i013 — B&B in Ambleside, hand-written (tables, old CSS), guestbook, rooms named after people
{
  const head = (t) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${t}</title>
<meta name="description" content="Loughrigg View - a family-run Victorian guest house in Ambleside, Lake District. Bed &amp; breakfast, drying room, private parking." />
<link href="style.css" rel="stylesheet" type="text/css" />
<script type="text/javascript" src="js/lightbox.js"></script>
</head>
<body>
<div id="wrapper">
<div id="header"><img src="images/header.jpg" alt="Loughrigg View Guest House, Ambleside" width="900" height="200" /></div>
<div id="nav"><ul><li><a href="index.htm">Home</a></li><li><a href="rooms.htm">Rooms &amp; Tariff</a></li><li><a href="guestbook.htm">Guestbook</a></li></ul></div>
<div id="content">`;
  const foot = `</div>
<div id="footer">Loughrigg View, Compston Road, Ambleside, Cumbria LA22 9DJ &nbsp;|&nbsp; Tel: 015394 32871 &nbsp;|&nbsp; Email: stay [at] loughriggview [dot] co [dot] uk<br />
&copy; 2009-2024 Loughrigg View. All rights reserved.</div>
</div>
</body>
</html>
`;
  const index = `${head("Loughrigg View Guest House - Bed and Breakfast in Ambleside, Lake District")}
<h1>Welcome to Loughrigg View</h1>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td valign="top"><p>Loughrigg View is a traditional Lakeland stone house built in 1884, a five-minute walk from the centre of Ambleside and Waterhead pier. <strong>Graham Pennington</strong> bought the house in 2009 with his wife, <strong>Sue Pennington</strong>, after Graham retired from teaching in Kendal; your hosts have been welcoming walkers, cyclists and families ever since.</p>
<p>Sue cooks every breakfast herself – Cumberland sausage from Bryson's, free-range eggs from Low Sizergh and home-made marmalade. Their son Tom Pennington helps out at weekends and looks after bookings and the website.</p>
<p>We have a drying room for wet boots, secure bike storage and parking for six cars.</p>
<p>To book, please phone or email us at stay [at] loughriggview [dot] co [dot] uk – we do not use booking websites, so you get our best price direct.</p></td>
<td width="260" valign="top" class="sidebar"><img src="images/sue-graham.jpg" width="250" alt="Sue and Graham in the garden" /><br /><em>Sue &amp; Graham in the garden</em><br /><br />
<b>Nearby:</b><br />Dove Cottage &amp; Wordsworth Museum (4 miles)<br />Hill Top, Beatrix Potter's house (6 miles)<br />Loughrigg Fell walk from the door</td>
</tr></table>
${foot}`;
  const rooms = `${head("Rooms & Tariff - Loughrigg View, Ambleside")}
<h1>Rooms &amp; Tariff 2024</h1>
<p>All rooms are en-suite and named after people connected with Ambleside.</p>
<table class="tariff" border="1" cellpadding="6" cellspacing="0" width="100%">
<tr><th>Room</th><th>Description</th><th>Per night (2 sharing)</th></tr>
<tr><td>The Wordsworth Room</td><td>King-size, fell views</td><td>&pound;120</td></tr>
<tr><td>The Harriet Martineau Room</td><td>Double, shower</td><td>&pound;105</td></tr>
<tr><td>The Beatrix Potter Room</td><td>Twin or super-king, bath</td><td>&pound;115</td></tr>
<tr><td>The Kurt Schwitters Room</td><td>Small double, garden side</td><td>&pound;95</td></tr>
</table>
<p>Minimum stay two nights at weekends. Dogs welcome in the Schwitters room (&pound;10 per stay).</p>
${foot}`;
  const guestbook = `${head("Guestbook - Loughrigg View, Ambleside")}
<h1>Our Guestbook</h1>
<div class="entry"><p>"Best breakfast in the Lakes! Sue's marmalade is legendary. We'll be back in the autumn."</p><p class="sig">- Helen &amp; David Marsh, Leicester, June 2024</p></div>
<div class="entry"><p>"A perfect base for walking. Graham's route suggestions for Fairfield were spot on."</p><p class="sig">- Pieter van der Berg, Utrecht</p></div>
<div class="entry"><p>"Spotless rooms, warm welcome, and they dried our boots overnight."</p><p class="sig">- Mrs J. Oakley</p></div>
<div class="entry"><p>"Third visit and it just gets better. Thanks Tom for sorting our late booking."</p><p class="sig">- Rob Fairclough &amp; family, Wigan</p></div>
${foot}`;
  sites.push({
    id: "i013-loughrigg-view-ambleside",
    domain: "loughriggview.co.uk",
    language: "en",
    patterns: ["hand-written", "about-prose", "email-obfuscated", "email-footer", "testimonials", "name-lookalikes"],
    pages: { "/": ["index.htm", index], "/rooms.htm": ["rooms.htm", rooms], "/guestbook.htm": ["guestbook.htm", guestbook] },
    truth: {
      emails: ["stay@loughriggview.co.uk"],
      emailKinds: { "stay@loughriggview.co.uk": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Graham Pennington", title: null, role: "owner" },
        { name: "Sue Pennington", title: null, role: "owner" },
        { name: "Tom Pennington", title: null, role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i014 — farm shop near Kinsale, Squarespace image blocks, retina logo
{
  const nav = [["/", "Home"], ["/our-people", "Our people"], ["/visit", "Visit"]];
  const footer = `<div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><img src="/s/ballinspittle-logo.png" srcset="/s/ballinspittle-logo.png 1x, /s/ballinspittle-logo@2x.png 2x" alt="Ballinspittle Farm Shop" width="160"></div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">Ballinspittle Farm Shop · Garrettstown Road, Ballinspittle, Co. Cork P17 XK20 · 021 477 8391</p><p class="sqsrte-small">Orders &amp; hampers: <a href="mailto:orders@ballinspittlefarm.ie">orders@ballinspittlefarm.ie</a> · General: <a href="mailto:hello@ballinspittlefarm.ie">hello@ballinspittlefarm.ie</a></p></div></div></div>`;
  const common = { lang: "en", site: "Ballinspittle Farm Shop", nav, footer };
  const index = sqs({
    ...common,
    title: "Ballinspittle Farm Shop — Grass-fed beef, veg boxes & café near Kinsale",
    desc: "Family farm shop and café outside Kinsale: our own beef and lamb, organic veg boxes, local cheese and Christmas hampers.",
    body: `<section class="page-section full-bleed-section" data-section-theme="black"><div class="section-background"><img data-src="https://images.squarespace-cdn.com/content/v1/5f1e/fields.jpg" data-image-dimensions="2500x1667" alt=""></div><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>From our fields to your table</h1><p>Open Tuesday to Sunday, 9am – 6pm. Café until 4pm.</p></div></div></div></div></section>
<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Beef &amp; lamb</h3><p>Dry-aged 28 days in our own cold room.</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Veg boxes</h3><p>Weekly boxes from €20, delivered around Kinsale and Bandon.</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Hampers</h3><p>Christmas hampers with West Cork cheese and our own chutney.</p></div></div></div>
</div></div></div></div></section>`,
  });
  const person = (img, name, caption) => `<div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/5f1e/${img}.jpg" data-image-dimensions="800x1000" alt="" loading="lazy"></div><figcaption class="image-card-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p>${name}</p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>${caption}</p></div></div></div></figcaption></figure></div></div></div>`;
  const people = sqs({
    ...common,
    title: "Our people — Ballinspittle Farm Shop",
    desc: "Meet the family and the team.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12">
<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Our people</h1><p>The O'Driscolls have farmed at Ballinspittle for four generations.</p></div></div></div></div>
<div class="row sqs-row">
${person("noel", "Noel O'Driscoll", "Farmer &amp; owner. Looks after the herd and the butchery.")}
${person("aoife", "Aoife Ní Chróinín", "Co-owner, runs the shop and café")}
${person("ciaran", "Ciarán Hegarty", "Head chef in the café")}
</div>
<div class="row sqs-row">
${person("grace", "Grace O'Driscoll", "Social media &amp; online shop")}
${person("tadhg", "Tadhg", "Farm dog. Chief welcomer.")}
</div>
</div></div></div></section>`,
  });
  const visit = sqs({
    ...common,
    title: "Visit — Ballinspittle Farm Shop",
    desc: "Opening hours and directions.",
    body: `<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block"><div class="sqs-block-content"><h1>Visit us</h1>
<p>We're 8 km south of Kinsale on the road to Garrettstown beach. Free parking, wheelchair-accessible café and toilets.</p>
<p>Tuesday – Sunday 9:00 – 18:00 · Closed Mondays (except bank holidays)</p>
<p>Farm tours for schools in May and June – ring Aoife to book.</p></div></div>
<div class="sqs-block map-block sqs-block-map" data-block-json='{"location":{"addressLine1":"Garrettstown Road","addressLine2":"Ballinspittle, Co. Cork","mapLat":51.664,"mapLng":-8.594}}'></div>
</div></div></section>`,
  });
  sites.push({
    id: "i014-ballinspittle-farm-shop",
    domain: "ballinspittlefarm.ie",
    language: "en",
    patterns: ["builder-squarespace", "team-grid", "email-footer", "email-mailto", "junk-asset"],
    pages: { "/": ["index.html", index], "/our-people": ["our-people.html", people], "/visit": ["visit.html", visit] },
    truth: {
      emails: ["orders@ballinspittlefarm.ie", "hello@ballinspittlefarm.ie"],
      emailKinds: { "orders@ballinspittlefarm.ie": "role", "hello@ballinspittlefarm.ie": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Noel O'Driscoll", title: "Farmer & owner", role: "owner" },
        { name: "Aoife Ní Chróinín", title: "Co-owner, runs the shop and café", role: "owner" },
        { name: "Ciarán Hegarty", title: "Head chef in the café", role: "other" },
        { name: "Grace O'Driscoll", title: "Social media & online shop", role: "marketing" },
      ],
      junk: ["ballinspittle-logo@2x.png"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i015 — physio clinic in Wagga Wagga, Elementor + Essential Addons team widget, JSON-LD @graph
{
  const nav = [["/", "Home"], ["/our-team/", "Our Team"], ["/contact-us/", "Contact Us"]];
  const ld = `<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://murrumbidgeephysio.com.au/","url":"https://murrumbidgeephysio.com.au/","name":"Murrumbidgee Physio & Pilates"},{"@type":"MedicalClinic","@id":"https://murrumbidgeephysio.com.au/#organization","name":"Murrumbidgee Physio & Pilates","telephone":"02 6921 4470","email":"admin@murrumbidgeephysio.com.au","address":{"@type":"PostalAddress","streetAddress":"88 Fitzmaurice Street","addressLocality":"Wagga Wagga","addressRegion":"NSW","postalCode":"2650","addressCountry":"AU"},"founder":{"@id":"https://murrumbidgeephysio.com.au/#/schema/person/kate"}},{"@type":"Person","@id":"https://murrumbidgeephysio.com.au/#/schema/person/kate","name":"Kate Brennan","jobTitle":"Principal Physiotherapist","email":"kate.brennan@murrumbidgeephysio.com.au","worksFor":{"@id":"https://murrumbidgeephysio.com.au/#organization"}}]}</script>`;
  const footer = `<div data-elementor-type="footer" class="elementor elementor-location-footer"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>88 Fitzmaurice Street, Wagga Wagga NSW 2650 · 02 6921 4470</p></div></div></div></div>
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Website by <a href="https://riverinapixel.com.au">Riverina Pixel</a> · <a href="mailto:studio@riverinapixel.com.au">studio@riverinapixel.com.au</a></p></div></div></div></div></div></section></div>`;
  const common = { lang: "en", locale: "en-AU", site: "Murrumbidgee Physio &amp; Pilates", nav, footer, builder: "elementor", theme: "astra", extraHead: ld };
  const index = wp({
    ...common,
    title: "Murrumbidgee Physio & Pilates | Physiotherapy Wagga Wagga",
    desc: "Physiotherapy, clinical Pilates, sports injuries and NDIS physio in Wagga Wagga.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="11" class="elementor elementor-11">
<section class="elementor-section elementor-top-section elementor-element elementor-element-1e2c3a4 elementor-section-full_width"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Move better. Feel better.</h1></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Physiotherapy, clinical Pilates and hydrotherapy in the heart of Wagga. HICAPS on the spot, DVA, WorkCover and NDIS welcome.</p></div></div>
<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-lg" href="https://murrumbidgeephysio.au2.cliniko.com/bookings"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Book online</span></span></a></div></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section"><div class="elementor-container">
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Sports injuries</h3><p class="elementor-image-box-description">From weekend netball to the Wagga Tigers.</p></div></div></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Clinical Pilates</h3><p class="elementor-image-box-description">Small classes on reformers, max 4 people.</p></div></div></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Women's health</h3><p class="elementor-image-box-description">Pelvic floor and pregnancy physio.</p></div></div></div></div></div></div>
</div></section></div>`,
  });
  const eael = (img, name, pos, desc) => `<div class="elementor-column elementor-col-33 elementor-inner-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-eael-team-member" data-widget_type="eael-team-member.default"><div class="elementor-widget-container">
  <div id="eael-team-member-${img}" class="eael-team-item eael-team-members-overlay">
    <div class="eael-team-item-inner">
      <div class="eael-team-image"><figure><img src="/wp-content/uploads/2023/02/${img}.jpg" alt="${name}"></figure></div>
      <div class="eael-team-content">
        <h2 class="eael-team-member-name">${name}</h2>
        <h3 class="eael-team-member-position">${pos}</h3>
        <p class="eael-team-text">${desc}</p>
        <ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="https://www.linkedin.com/" target="_blank"><i class="fab fa-linkedin"></i></a></li></ul>
      </div>
    </div>
  </div>
</div></div></div></div>`;
  const team = wp({
    ...common,
    title: "Our Team | Murrumbidgee Physio & Pilates",
    desc: "Our physiotherapists.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="15" class="elementor elementor-15">
<section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Meet the team</h1></div></div></div></div></div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-default">
${eael("kate", "Kate Brennan", "Principal Physiotherapist", "Founded the clinic in 2010 after eight years at Wagga Base Hospital. APA Sports Physiotherapist.")}
${eael("josh", "Josh Nguyen", "Physiotherapist", "Back and neck pain, dry needling, running injuries.")}
${eael("amelia", "Amelia Fitzgerald", "Physiotherapist &amp; Pilates Instructor", "Women's health and pregnancy care.")}
</div></section>
<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-default">
${eael("bec", "Bec Lyons", "Practice Manager", "Accounts, NDIS plans and the front desk.")}
</div></section>
</div>`,
  });
  const contact = wp({
    ...common,
    title: "Contact Us | Murrumbidgee Physio & Pilates",
    desc: "Contact and hours.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="17" class="elementor elementor-17"><section class="elementor-section"><div class="elementor-container"><div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Contact us</h1></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
<p>Monday – Friday 7:30am – 6:30pm, Saturday 8am – 12pm.</p>
<p>Phone 02 6921 4470 · Fax 02 6921 4471</p>
<p>Email: <a href="mailto:admin@murrumbidgeephysio.com.au">admin@murrumbidgeephysio.com.au</a></p>
<p>GPs and specialists can send referrals securely via HealthLink (EDI: murrphys).</p>
</div></div></div></div></div></section></div>`,
  });
  sites.push({
    id: "i015-murrumbidgee-physio-wagga",
    domain: "murrumbidgeephysio.com.au",
    language: "en",
    patterns: ["builder-elementor", "team-grid", "jsonld-person", "email-jsonld", "email-mailto", "junk-agency"],
    pages: { "/": ["index.html", index], "/our-team/": ["our-team.html", team], "/contact-us/": ["contact-us.html", contact] },
    truth: {
      emails: ["admin@murrumbidgeephysio.com.au", "kate.brennan@murrumbidgeephysio.com.au"],
      emailKinds: { "admin@murrumbidgeephysio.com.au": "generic", "kate.brennan@murrumbidgeephysio.com.au": "person" },
      emailOwners: { "kate.brennan@murrumbidgeephysio.com.au": "Kate Brennan" },
      contacts: [
        { name: "Kate Brennan", title: "Principal Physiotherapist", role: "owner" },
        { name: "Josh Nguyen", title: "Physiotherapist", role: "other" },
        { name: "Amelia Fitzgerald", title: "Physiotherapist & Pilates Instructor", role: "other" },
        { name: "Bec Lyons", title: "Practice Manager", role: "operations" },
      ],
      junk: ["studio@riverinapixel.com.au"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i016 — rowing club in Saratoga Springs, WordPress (GeneratePress), officers as <dl>, speakers, no email
{
  const nav = [["/", "Home"], ["/about/", "About the Club"], ["/annual-dinner/", "Annual Dinner"], ["/contact/", "Contact"]];
  const footer = `<div class="inside-site-info grid-container"><div class="copyright-bar">© 2024 Fish Creek Rowing Association, Inc. · A 501(c)(3) nonprofit · Boathouse: 251 County Route 67, Saratoga Springs, NY 12866</div></div>`;
  const common = { lang: "en", locale: "en-US", site: "Fish Creek Rowing Association", nav, footer, theme: "generatepress" };
  const index = wp({
    ...common,
    title: "Fish Creek Rowing Association – Learn to row on Saratoga Lake",
    desc: "Community rowing on Fish Creek and Saratoga Lake: learn-to-row, masters, juniors and adaptive rowing.",
    bodyClass: "home page-template-default page",
    body: `<div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main"><article class="page"><div class="inside-article"><div class="entry-content">
<h1 class="wp-block-heading">Row with us on Fish Creek</h1>
<p>Founded in 1986, FCRA is a volunteer-run community club with 180 members, from 13-year-old juniors to a masters eight whose combined age tops 500.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Learn to Row</h3><p>Four-week courses start every June and July. $225 including a summer membership.</p></div>
<div class="wp-block-column"><h3>Juniors</h3><p>Spring and fall seasons for grades 7–12, racing at the Head of the Fish.</p></div>
<div class="wp-block-column"><h3>Adaptive</h3><p>Adapted boats and trained volunteers on Tuesday evenings.</p></div></div>
</div></div></article></main></div></div>`,
  });
  const about = wp({
    ...common,
    title: "About the Club – Fish Creek Rowing Association",
    desc: "Officers, coaches and history.",
    body: `<div class="site-content" id="content"><div class="content-area"><main class="site-main"><article class="page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">About the Club</h1></header><div class="entry-content">
<p>The club is run by an elected Board of Directors and a small paid coaching staff.</p>
<h2 class="wp-block-heading">Officers 2024</h2>
<dl class="officers">
<dt>President</dt><dd>Linda Marchetti</dd>
<dt>Vice President</dt><dd>Greg Van Antwerp</dd>
<dt>Treasurer</dt><dd>Howard Seeley</dd>
<dt>Secretary</dt><dd>Rachel DeGraff</dd>
</dl>
<h2 class="wp-block-heading">Staff</h2>
<dl class="staff">
<dt>Head Coach</dt><dd>Tomasz Wielgosz</dd>
<dt>Boathouse Manager</dt><dd>Patti O'Rourke</dd>
</dl>
<p>Our annual regatta, the Head of the Fish, is named for the creek, not for a person – we get asked!</p>
</div></div></article></main></div></div>`,
  });
  const dinner = wp({
    ...common,
    title: "Annual Dinner – Fish Creek Rowing Association",
    desc: "Annual awards dinner and guest speakers.",
    body: `<div class="site-content" id="content"><div class="content-area"><main class="site-main"><article class="page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">Annual Awards Dinner – November 16</h1></header><div class="entry-content">
<p>Join us at the Saratoga Golf &amp; Polo Club for dinner, awards and two great speakers. Tickets $65.</p>
<h3 class="wp-block-heading">Guest speakers</h3>
<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2024/09/speaker1.jpg" alt=""></figure><div class="wp-block-media-text__content"><p><strong>Meghan O'Leary-Brandt</strong>, two-time Olympian in the women's double sculls, on "Starting late: from college softball to the Olympics".</p></div></div>
<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2024/09/speaker2.jpg" alt=""></figure><div class="wp-block-media-text__content"><p><strong>Dr. Alan Fitzsimmons</strong>, sports cardiologist at Albany Medical Center, on "Masters rowing and your heart".</p></div></div>
<p>Awards will be presented by club president Linda Marchetti. Previous guest speakers include Sir Steve Redgrave (2008) and Joan Benoit (2015).</p>
</div></div></article></main></div></div>`,
  });
  const contact = wp({
    ...common,
    title: "Contact – Fish Creek Rowing Association",
    desc: "Contact the club.",
    body: `<div class="site-content" id="content"><div class="content-area"><main class="site-main"><article class="page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">Contact</h1></header><div class="entry-content">
<p>The boathouse is staffed 6–9am and 4–7pm from April to October. Use the form below and a volunteer will get back to you.</p>
<div class="wpforms-container wpforms-container-full" id="wpforms-88"><form id="wpforms-form-88" class="wpforms-validate wpforms-form" method="post">
<div class="wpforms-field-container">
<div id="wpforms-88-field_1-container" class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-88-field_1">Name</label><input type="text" id="wpforms-88-field_1" class="wpforms-field-medium" name="wpforms[fields][1]"></div>
<div id="wpforms-88-field_2-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-88-field_2">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-88-field_2" class="wpforms-field-medium wpforms-field-required" name="wpforms[fields][2]" placeholder="you@example.com" required></div>
<div id="wpforms-88-field_3-container" class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-88-field_3">Message</label><textarea id="wpforms-88-field_3" class="wpforms-field-medium" name="wpforms[fields][3]"></textarea></div>
</div>
<div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" class="wpforms-submit">Send</button></div>
</form></div>
</div></div></article></main></div></div>`,
  });
  sites.push({
    id: "i016-fish-creek-rowing-saratoga",
    domain: "fishcreekrowing.org",
    language: "en",
    patterns: ["builder-wordpress", "definition-list", "event-speakers", "no-email", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/about/": ["about.html", about], "/annual-dinner/": ["annual-dinner.html", dinner], "/contact/": ["contact.html", contact] },
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [
        { name: "Linda Marchetti", title: "President", role: "owner" },
        { name: "Greg Van Antwerp", title: "Vice President", role: "other" },
        { name: "Howard Seeley", title: "Treasurer", role: "other" },
        { name: "Rachel DeGraff", title: "Secretary", role: "other" },
        { name: "Tomasz Wielgosz", title: "Head Coach", role: "other" },
        { name: "Patti O'Rourke", title: "Boathouse Manager", role: "operations" },
      ],
      junk: ["you@example.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i017 — funeral directors in Bridlington, Bootstrap, funeral notices, donation form
{
  const nav = [["/", "Home"], ["/about-us.html", "About Us"], ["/funeral-notices.html", "Funeral Notices"], ["/contact.html", "Contact"]];
  const footer = `        <div class="row"><div class="col-md-4"><h6 class="text-white">Priorygate Funeral Directors</h6><p class="small">12 Priory Close, Bridlington, East Yorkshire YO16 7DL<br>24 hours: 01262 603 118</p></div>
        <div class="col-md-4"><p class="small">Member of the National Association of Funeral Directors (NAFD) and the National Society of Allied and Independent Funeral Directors.</p></div>
        <div class="col-md-4"><p class="small">Email <a class="link-light" href="mailto:care@priorygatefunerals.co.uk">care@priorygatefunerals.co.uk</a></p></div></div>`;
  const common = { lang: "en", site: "Priorygate Funeral Directors", nav, footer };
  const index = bs({
    ...common,
    title: "Priorygate Funeral Directors | Independent family funeral directors in Bridlington",
    desc: "Independent, family-owned funeral directors serving Bridlington, Flamborough and the East Riding since 1952.",
    body: `    <header class="bg-secondary text-white py-5 mt-5"><div class="container px-4 text-center"><h1 class="fw-light">Caring for Bridlington families since 1952</h1><p class="lead">Independent · Family-owned · Available day and night</p></div></header>
    <section class="py-5"><div class="container px-4"><div class="row gx-4">
      <div class="col-lg-4"><h2 class="h4">Arranging a funeral</h2><p>We can visit you at home or meet you at our Priory Close office. Simple cremations from £1,995.</p></div>
      <div class="col-lg-4"><h2 class="h4">Pre-paid plans</h2><p>Golden Charter pre-paid funeral plans, fixed at today's prices.</p></div>
      <div class="col-lg-4"><h2 class="h4">Memorials</h2><p>Headstones and additional inscriptions for all local cemeteries.</p></div>
    </div></div></section>`,
  });
  const about = bs({
    ...common,
    title: "About Us | Priorygate Funeral Directors",
    desc: "Our family and our history.",
    body: `    <section class="py-5 mt-5"><div class="container px-4"><div class="row"><div class="col-lg-8">
      <h1>About us</h1>
      <p>Priorygate was founded in 1952 by Arthur Dunning, a joiner and coffin maker in the Old Town. His grandson <strong>Michael Dunning</strong> has been our Managing Director since 1998, and in 2019 Michael's daughter <strong>Hannah Dunning-Clarke</strong> joined him as a qualified funeral director – the fourth generation of the family to serve Bridlington.</p>
      <p>They are supported by funeral arranger Joanne Maltby, our bearer team and our chapel of rest staff.</p>
      <figure class="figure"><img src="/img/dunning-family.jpg" class="figure-img img-fluid rounded" alt="Michael and Hannah outside the Priory Close chapel"><figcaption class="figure-caption">Michael and Hannah outside the Priory Close chapel</figcaption></figure>
    </div><div class="col-lg-4"><div class="card"><div class="card-body"><h5 class="card-title">Visit us</h5><p class="card-text">Monday – Friday 9am – 5pm. Appointments at other times on request.</p></div></div></div></div></div></section>`,
  });
  const notice = (name, text, date) => `        <div class="col"><div class="card h-100 notice"><div class="card-body"><h5 class="card-title">${name}</h5><p class="card-text">${text}</p></div><div class="card-footer small text-muted">${date}</div></div></div>`;
  const notices = bs({
    ...common,
    title: "Funeral Notices | Priorygate Funeral Directors",
    desc: "Current funeral notices and donations in memory.",
    body: `    <section class="py-5 mt-5"><div class="container px-4">
      <h1>Funeral notices</h1>
      <div class="row row-cols-1 row-cols-md-2 g-4">
${notice("Margaret Anne Hebblewhite", "Peacefully at Bridlington Hospital aged 91. Beloved wife of the late Stanley. Service at Bridlington Priory on Friday 12th April at 11am. Family flowers only; donations to the RNLI Flamborough Lifeboat.", "Died 30 March 2024")}
${notice("Kenneth “Ken” Ombler", "Suddenly at home, aged 78. Retired trawlerman and much-loved grandad. Service at East Riding Crematorium, Octon, on Tuesday 9th April at 2pm.", "Died 27 March 2024")}
${notice("Dorothy Sowersby", "Aged 102, formerly of Sewerby Road. Funeral at St Oswald's, Flamborough.", "Died 24 March 2024")}
${notice("Peter James Cammish", "Aged 66, after a long illness bravely borne. Donations to Dove House Hospice.", "Died 20 March 2024")}
      </div>
      <h2 class="h4 mt-5">Make a donation in memory</h2>
      <form class="row g-3" action="/donate" method="post">
        <div class="col-md-6"><label class="form-label" for="dname">Your name</label><input class="form-control" id="dname" name="name" type="text"></div>
        <div class="col-md-6"><label class="form-label" for="demail">Your email</label><input class="form-control" id="demail" name="email" type="email" placeholder="name@example.com"></div>
        <div class="col-md-6"><label class="form-label" for="dmemory">In memory of</label><select class="form-select" id="dmemory" name="memory"><option>Margaret Anne Hebblewhite</option><option>Peter James Cammish</option></select></div>
        <div class="col-md-6"><label class="form-label" for="damount">Amount (£)</label><input class="form-control" id="damount" name="amount" type="number"></div>
        <div class="col-12"><button class="btn btn-primary" type="submit">Donate</button></div>
      </form>
    </div></section>`,
  });
  const contact = bs({
    ...common,
    title: "Contact | Priorygate Funeral Directors",
    desc: "Contact us day or night.",
    body: `    <section class="py-5 mt-5"><div class="container px-4">
      <h1>Contact us</h1>
      <p class="lead">If someone has died, please call us on 01262 603 118 at any time, day or night.</p>
      <p>For non-urgent enquiries email <a href="mailto:care@priorygatefunerals.co.uk?subject=Enquiry">care@priorygatefunerals.co.uk</a>. Memorial masonry: <a href="mailto:memorials@priorygatefunerals.co.uk">memorials@priorygatefunerals.co.uk</a>.</p>
      <p>Priorygate Funeral Directors Ltd, registered in England No. 01192245. Registered office: 12 Priory Close, Bridlington YO16 7DL.</p>
    </div></section>`,
  });
  sites.push({
    id: "i017-priorygate-funerals-bridlington",
    domain: "priorygatefunerals.co.uk",
    language: "en",
    patterns: ["builder-bootstrap", "about-prose", "obituary", "email-mailto", "email-footer", "junk-placeholder"],
    pages: { "/": ["index.html", index], "/about-us.html": ["about-us.html", about], "/funeral-notices.html": ["funeral-notices.html", notices], "/contact.html": ["contact.html", contact] },
    truth: {
      emails: ["care@priorygatefunerals.co.uk", "memorials@priorygatefunerals.co.uk"],
      emailKinds: { "care@priorygatefunerals.co.uk": "generic", "memorials@priorygatefunerals.co.uk": "role" },
      emailOwners: {},
      contacts: [
        { name: "Michael Dunning", title: "Managing Director", role: "owner" },
        { name: "Hannah Dunning-Clarke", title: "qualified funeral director", role: "other" },
        { name: "Joanne Maltby", title: "funeral arranger", role: "other" },
      ],
      junk: ["name@example.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i018 — architecture studio in Lunenburg NS, Divi person modules with emails, @3x hero
{
  const nav = [["/", "Studio"], ["/projects/", "Projects"], ["/people/", "People"]];
  const footer = `<div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-instagram"><a href="https://instagram.com/" class="icon"><span>Instagram</span></a></li></ul><div id="footer-info">Kaulbach Rafuse Architects · 140 Montague Street, Lunenburg, Nova Scotia B0J 2C0 · 902 640 3318 · <a href="mailto:studio@kaulbachrafuse.ca">studio@kaulbachrafuse.ca</a></div></div></div>`;
  const common = { lang: "en", locale: "en-CA", site: "Kaulbach Rafuse Architects", nav, footer, builder: "divi", theme: "Divi" };
  const index = wp({
    ...common,
    title: "Kaulbach Rafuse Architects — Lunenburg, Nova Scotia",
    desc: "Residential and heritage architecture on the South Shore of Nova Scotia.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0 et_pb_fullwidth_section"><div class="et_pb_module et_pb_fullwidth_image et_pb_fullwidth_image_0"><img decoding="async" src="/wp-content/uploads/2023/06/hero.webp" srcset="/wp-content/uploads/2023/06/hero.webp 1x, /wp-content/uploads/2023/06/hero@2x.webp 2x, /wp-content/uploads/2023/06/hero@3x.webp 3x" alt="Timber house above Mahone Bay" /></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<h1>Buildings that belong to the coast</h1>
<p>We are a six-person studio in a former sail loft on Lunenburg's waterfront, designing new houses, heritage restorations in the UNESCO Old Town and small civic buildings.</p>
</div></div></div></div></div>
</div></div></div></div>`,
  });
  const projects = wp({
    ...common,
    title: "Projects — Kaulbach Rafuse Architects",
    desc: "Selected work.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><div class="et_pb_row">
<div class="et_pb_module et_pb_portfolio_grid clearfix"><div class="et_pb_portfolio_grid_items">
<div class="et_pb_portfolio_item et_pb_grid_item"><a href="#"><span class="et_portfolio_image"><img src="/wp-content/uploads/2022/11/hirtle.jpg" alt="The Hirtle Cottage"></span></a><h2 class="et_pb_module_header">The Hirtle Cottage</h2><p class="post-meta">Heritage restoration, 2022</p></div>
<div class="et_pb_portfolio_item et_pb_grid_item"><a href="#"><span class="et_portfolio_image"><img src="/wp-content/uploads/2022/11/rousbrook.jpg" alt="Rous Brook Residence"></span></a><h2 class="et_pb_module_header">Rous Brook Residence</h2><p class="post-meta">New build, 2021</p></div>
<div class="et_pb_portfolio_item et_pb_grid_item"><a href="#"><span class="et_portfolio_image"><img src="/wp-content/uploads/2022/11/zwicker.jpg" alt="Zwicker Wharf Studios"></span></a><h2 class="et_pb_module_header">Zwicker Wharf Studios</h2><p class="post-meta">Adaptive reuse, 2020</p></div>
<div class="et_pb_portfolio_item et_pb_grid_item"><a href="#"><span class="et_portfolio_image"><img src="/wp-content/uploads/2022/11/library.jpg" alt="Blockhouse Hill Library"></span></a><h2 class="et_pb_module_header">Blockhouse Hill Library</h2><p class="post-meta">Civic, 2019</p></div>
</div></div></div></div></div></div></div></div>`,
  });
  const tm = (img, name, pos, text, mail) => `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_team_member clearfix et_pb_bg_layout_light">
<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2023/06/${img}.jpg" srcset="/wp-content/uploads/2023/06/${img}.jpg 1x, /wp-content/uploads/2023/06/${img}@2x.jpg 2x" alt="" /></div>
<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${pos}</p><div>${text}${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ""}</div>
<ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul></div>
</div></div>`;
  const people = wp({
    ...common,
    title: "People — Kaulbach Rafuse Architects",
    desc: "The studio.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>People</h1></div></div></div></div>
<div class="et_pb_row et_pb_row_1">
${tm("ingrid", "Ingrid Kaulbach, NSAA", "Principal Architect", "<p>Co-founded the studio in 2007. Chair of the Lunenburg Heritage Advisory Committee.</p>", "ingrid@kaulbachrafuse.ca")}
${tm("owen", "Owen Rafuse, NSAA, LEED AP", "Principal Architect", "<p>Passive House designer; leads new-build work.</p>", "owen@kaulbachrafuse.ca")}
${tm("marie", "Marie-Claude Thibodeau", "Intern Architect", "<p>M.Arch, Dalhousie University.</p>", "")}
</div><div class="et_pb_row et_pb_row_2">
${tm("sam", "Sam Eisenhauer", "Studio Manager", "<p>Contracts, invoicing and keeping us on schedule.</p>", "sam@kaulbachrafuse.ca")}
</div></div>
</div></div></div></div>`,
  });
  sites.push({
    id: "i018-kaulbach-rafuse-lunenburg",
    domain: "kaulbachrafuse.ca",
    language: "en",
    patterns: ["builder-divi", "team-grid", "email-in-person-card", "email-footer", "junk-asset", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/projects/": ["projects.html", projects], "/people/": ["people.html", people] },
    truth: {
      emails: ["studio@kaulbachrafuse.ca", "ingrid@kaulbachrafuse.ca", "owen@kaulbachrafuse.ca", "sam@kaulbachrafuse.ca"],
      emailKinds: { "studio@kaulbachrafuse.ca": "generic", "ingrid@kaulbachrafuse.ca": "person", "owen@kaulbachrafuse.ca": "person", "sam@kaulbachrafuse.ca": "person" },
      emailOwners: { "ingrid@kaulbachrafuse.ca": "Ingrid Kaulbach", "owen@kaulbachrafuse.ca": "Owen Rafuse", "sam@kaulbachrafuse.ca": "Sam Eisenhauer" },
      contacts: [
        { name: "Ingrid Kaulbach", title: "Principal Architect", role: "owner" },
        { name: "Owen Rafuse", title: "Principal Architect", role: "owner" },
        { name: "Marie-Claude Thibodeau", title: "Intern Architect", role: "other" },
        { name: "Sam Eisenhauer", title: "Studio Manager", role: "operations" },
      ],
      junk: ["hero@2x.webp", "hero@3x.webp", "ingrid@2x.jpg", "owen@2x.jpg", "marie@2x.jpg", "sam@2x.jpg"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i019 — business alliance in Paducah, hand-written broken HTML, staff table, member directory
{
  const members = [
    ["Artisan Ironworks", "Dale Whitlow", "Metal art & railings"],
    ["Bluegrass Book Bindery", "Sharon Pettit", "Book repair"],
    ["Broadway Bicycle Co.", "Marcus Bell", "Bike shop"],
    ["Cardinal Coffee Roasters", "Angie & Luis Ortega", "Coffee"],
    ["Clay & Kiln Studio", "Becca Tran", "Pottery classes"],
    ["Cuddy's Barber Shop", "Ronnie Cuddy", "Barber"],
    ["Floodwall Gallery", "Naomi Greer-Kimbrough", "Fine art"],
    ["Harbor Light Yoga", "Kristen Ashby", "Yoga studio"],
    ["Jefferson Street Law Office", "William T. Hargrove", "Attorney"],
    ["Lower Town Pharmacy", "Ajay Patel, PharmD", "Pharmacy"],
    ["Madison Street Inn", "Carol & Jim Dunaway", "Bed & breakfast"],
    ["Market House Antiques", "Gene Fowler", "Antiques"],
    ["Quilt Block Fabrics", "Loretta Vance", "Fabric & notions"],
    ["River Bend Print Shop", "Jason Moody", "Printing"],
    ["Seventh Street Tattoo", "Ink Gomez", "Tattoo"],
    ["Silver Thread Tailoring", "Hoa Nguyen", "Alterations"],
    ["The Tilted Spoon", "Chef Andre LaMotte", "Restaurant"],
    ["Trolley Stop Deli", "Mike Sandusky", "Deli"],
    ["Wabash Vintage", "Tiffany Cole", "Vintage clothing"],
    ["Whistle Stop Realty", "Donna Jarrett", "Real estate"],
  ];
  const rows = members.map(([b, o, c], i) => `<tr bgcolor=${i % 2 ? "#ffffff" : "#eef2f7"}><td>${b}<td>${o}<td>${c}</tr>`).join("\n");
  const top = (t) => `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>${t}</title>
<link rel="stylesheet" href="/css/main.css">
<style>body{font-family:Georgia,serif;margin:0} #nav a{margin-right:14px}</style>
</head>
<body>
<div id="top"><a href="/"><img src="/img/ltba-logo.png" alt="Lower Town Business Alliance" height=70></a>
<div id="nav"><a href="/">Home</a><a href="/members.html">Member Directory</a><a href="/staff.html">Board &amp; Staff</a></div>
</div>
<div class="main">`;
  const bottom = `</div></div>
<div id="footer"><p>Lower Town Business Alliance &bull; 517 Madison St. &bull; Paducah, KY 42001 &bull; (270) 443-6120<br>
E-mail us: office(at)lowertownpaducah.org</p>
</div>
</body>
</html>
`;
  const index = `${top("Lower Town Business Alliance | Paducah, Kentucky")}
<h1>Welcome to Lower Town!</h1>
<p>The Lower Town Business Alliance promotes the shops, studios, galleries and restaurants of Paducah's historic Lower Town Arts District.
<p><b>Second Saturday Gallery Walk</b> - every month 5-8pm, free trolley from the Market House.
<p><b>Join the Alliance!</b> Dues are $120/year. Download the <a href="/docs/membership-form.pdf">membership form</a>.</p>
<div class="box"><h3>Upcoming</h3>
<ul><li>Lower Town Holiday Stroll – Dec 7
<li>Riverfront Clean-up – Oct 19
</ul>
</div>
${bottom}`;
  const membersPage = `${top("Member Directory | Lower Town Business Alliance")}
<h1>Member Directory</h1>
<p>${members.length} members and counting. Listing is alphabetical.</p>
<table width="100%" cellpadding=4 cellspacing=0 border=0>
<tr bgcolor="#1d3557"><th align=left><font color=white>Business</font><th align=left><font color=white>Owner</font><th align=left><font color=white>Category</font></tr>
${rows}
</table>
${bottom}`;
  const staff = `${top("Board & Staff | Lower Town Business Alliance")}
<h1>Board &amp; Staff</h1>
<table class=staff border=1 cellpadding=6>
<tr><th>Name<th>Position<th>E-mail
<tr><td>Renee Oberholtzer<td>Executive Director<td>renee(at)lowertownpaducah.org
<tr><td>Calvin Mayes<td>Events &amp; Marketing Coordinator<td>events(at)lowertownpaducah.org
<tr><td>Naomi Greer-Kimbrough<td>Board Chair<td>&nbsp;
<tr><td>William T. Hargrove<td>Board Treasurer<td>&nbsp;
</table>
<p><i>The board meets the first Tuesday of each month at the Madison Street Inn. Members welcome.</i>
${bottom}`;
  sites.push({
    id: "i019-lower-town-alliance-paducah",
    domain: "lowertownpaducah.org",
    language: "en",
    patterns: ["hand-written", "broken-markup", "team-table", "directory", "email-obfuscated", "email-footer", "email-in-person-card"],
    pages: { "/": ["index.html", index], "/members.html": ["members.html", membersPage], "/staff.html": ["staff.html", staff] },
    truth: {
      emails: ["office@lowertownpaducah.org", "renee@lowertownpaducah.org", "events@lowertownpaducah.org"],
      emailKinds: { "office@lowertownpaducah.org": "generic", "renee@lowertownpaducah.org": "person", "events@lowertownpaducah.org": "role" },
      emailOwners: { "renee@lowertownpaducah.org": "Renee Oberholtzer" },
      contacts: [
        { name: "Renee Oberholtzer", title: "Executive Director", role: "owner" },
        { name: "Calvin Mayes", title: "Events & Marketing Coordinator", role: "marketing" },
        { name: "Naomi Greer-Kimbrough", title: "Board Chair", role: "owner" },
        { name: "William T. Hargrove", title: "Board Treasurer", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i020 — freight company in Ashburton NZ, Bootstrap from CDN, staff table with microdata
{
  const nav = [["/", "Home"], ["/our-people", "Our People"], ["/contact", "Contact"]];
  const css = `<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">`;
  const js = `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>`;
  const footer = `        <p class="mb-1">Hakatere Freight Ltd · 41 Robinson Street, Ashburton 7700 · 03 308 5512</p><p class="mb-0 small">Bookings: bookings@hakaterefreight.co.nz · Accounts: accounts@hakaterefreight.co.nz</p>`;
  const common = { lang: "en", site: "Hakatere Freight", nav, footer, css, js };
  const index = bs({
    ...common,
    title: "Hakatere Freight | Mid Canterbury trucking, bulk & livestock cartage",
    desc: "Bulk grain, fertiliser, livestock and general freight from Ashburton across Canterbury and the South Island.",
    body: `    <div class="container px-4 mt-5 pt-5"><div class="p-5 mb-4 bg-body-tertiary rounded-3"><h1 class="display-5 fw-bold">Moving Mid Canterbury since 1971</h1><p class="col-md-8 fs-5">26 trucks, 3 depots and drivers who know every back road from Rakaia to the Rangitata.</p></div>
    <div class="row align-items-md-stretch"><div class="col-md-4"><div class="h-100 p-4 border rounded-3"><h2 class="h5">Bulk</h2><p>Grain, seed and fertiliser, 24/7 during harvest.</p></div></div><div class="col-md-4"><div class="h-100 p-4 border rounded-3"><h2 class="h5">Livestock</h2><p>Stock crates for sheep, cattle and deer.</p></div></div><div class="col-md-4"><div class="h-100 p-4 border rounded-3"><h2 class="h5">General freight</h2><p>Daily runs to Christchurch and Timaru.</p></div></div></div></div>`,
  });
  const row = (name, job, phone) => `          <tr itemprop="employee" itemscope itemtype="https://schema.org/Person"><td itemprop="name">${name}</td><td itemprop="jobTitle">${job}</td><td itemprop="telephone">${phone}</td></tr>`;
  const people = bs({
    ...common,
    title: "Our People | Hakatere Freight",
    desc: "Who to talk to.",
    body: `    <div class="container px-4 mt-5 pt-5" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Hakatere Freight Ltd">
      <h1>Our People</h1>
      <p>Hakatere Freight is owned and run by the Tait family. Who to call:</p>
      <table class="table table-striped table-hover align-middle">
        <thead class="table-dark"><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Direct line</th></tr></thead>
        <tbody>
${row("Bruce Tait", "Managing Director", "03 308 5510")}
${row("Shelley Tait", "Finance &amp; Administration Manager", "03 308 5513")}
${row("Rangi Parata", "Operations Manager / Dispatch", "027 455 8120")}
${row("Hamish McAlwee", "Workshop Foreman", "03 308 5516")}
${row("Jess van Kampen", "Health &amp; Safety Advisor", "03 308 5517")}
        </tbody>
      </table>
      <p class="small text-muted">Drivers are reachable through dispatch.</p>
    </div>`,
  });
  const contact = bs({
    ...common,
    title: "Contact | Hakatere Freight",
    desc: "Contact us.",
    body: `    <div class="container px-4 mt-5 pt-5"><h1>Contact</h1>
      <div class="row"><div class="col-md-6"><p><strong>Depot &amp; office</strong><br>41 Robinson Street, Ashburton 7700</p><p>Office hours 7:00am – 5:00pm weekdays. Dispatch 24/7 during harvest.</p>
      <p>Bookings: bookings@hakaterefreight.co.nz<br>Accounts: accounts@hakaterefreight.co.nz<br>Jobs: we're always keen to hear from Class 5 drivers – send your CV to Rangi at rangi@hakaterefreight.co.nz</p></div>
      <div class="col-md-6"><iframe title="map" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2889.1!2d171.74!3d-43.90" width="100%" height="300" style="border:0" loading="lazy"></iframe></div></div>
    </div>`,
  });
  sites.push({
    id: "i020-hakatere-freight-ashburton",
    domain: "hakaterefreight.co.nz",
    language: "en",
    patterns: ["builder-bootstrap", "team-table", "microdata-person", "email-text", "email-footer", "junk-version"],
    pages: { "/": ["index.html", index], "/our-people": ["our-people.html", people], "/contact": ["contact.html", contact] },
    truth: {
      emails: ["bookings@hakaterefreight.co.nz", "accounts@hakaterefreight.co.nz", "rangi@hakaterefreight.co.nz"],
      emailKinds: { "bookings@hakaterefreight.co.nz": "role", "accounts@hakaterefreight.co.nz": "role", "rangi@hakaterefreight.co.nz": "person" },
      emailOwners: { "rangi@hakaterefreight.co.nz": "Rangi Parata" },
      contacts: [
        { name: "Bruce Tait", title: "Managing Director", role: "owner" },
        { name: "Shelley Tait", title: "Finance & Administration Manager", role: "operations" },
        { name: "Rangi Parata", title: "Operations Manager / Dispatch", role: "operations" },
        { name: "Hamish McAlwee", title: "Workshop Foreman", role: "operations" },
        { name: "Jess van Kampen", title: "Health & Safety Advisor", role: "other" },
      ],
      junk: ["bootstrap@5.3.2"],
    },
  });
}
