import { wpHead, elementorCss, wixHead, wixFoot, sqsHead, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b018 UK accountants, Astra, company details footer, agency credit
const b018 = (() => {
  const d = 'hartleyfinch.co.uk';
  const head = (t) => wpHead({ lang: 'en-GB', title: t, desc: 'Chartered accountants in Ledbury, Herefordshire. Accounts, tax returns, payroll and Making Tax Digital.', domain: d, theme: 'astra', bodyClass: 'ast-desktop ast-page-builder-template ast-no-sidebar astra-4.6.4 ast-single-post ast-inherit-site-logo-transparent' }).replace('</head>', gtag('G-HF2LD8Q0TZ') + '</head>');
  const header = `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
<div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">
<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="https://${d}/" class="custom-logo-link" rel="home"><img width="220" height="64" src="https://${d}/wp-content/uploads/2021/11/hartley-finch-logo.png" class="custom-logo" alt="Hartley &amp; Finch" decoding="async"></a></span></div></div></div>
<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">
<li class="menu-item menu-item-home"><a href="https://${d}/" class="menu-link">Home</a></li>
<li class="menu-item"><a href="https://${d}/services/" class="menu-link">Services</a></li>
<li class="menu-item"><a href="https://${d}/our-team/" class="menu-link">Our Team</a></li>
<li class="menu-item"><a href="https://${d}/contact/" class="menu-link">Contact</a></li>
</ul></div></nav></div></div></div></div>
</div></div></div></div></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-2 page type-page status-publish ast-article-single" id="post-2" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="entry-content clear" itemprop="text">
`;
  const footer = `</div></article></main></div></div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-12" class="widget widget_block widget_text"><p>Hartley &amp; Finch<br>14 The Homend<br>Ledbury, Herefordshire HR8 1BT<br>01531 632 418<br><a href="mailto:office@hartleyfinch.co.uk">office@hartleyfinch.co.uk</a></p></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2"><section id="block-13" class="widget widget_block"><p><img src="https://${d}/wp-content/uploads/2021/11/icaew-chartered-accountants.png" alt="ICAEW Chartered Accountants" width="160"></p></section></aside></div>
</div></div></div>
<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Hartley &amp; Finch is a trading name of Hartley Finch Accountants Ltd, registered in England and Wales, company no. 08123456. Registered office: 14 The Homend, Ledbury HR8 1BT. Directors: Simon Hartley FCA and Rachel Finch ACA. Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales.</p>
<p>© 2024 · <a href="https://${d}/privacy-policy/">Privacy</a> · <a href="https://${d}/terms/">Terms of business</a> · Website by <a href="https://bluefrogdigital.co.uk">Bluefrog Digital</a> – <a href="mailto:hello@bluefrogdigital.co.uk">hello@bluefrogdigital.co.uk</a></p></div></div></div></div></div></div>
</footer></div>
</body></html>`;
  const index = head('Hartley & Finch – Chartered Accountants in Ledbury') + header + `<h1 class="wp-block-heading">Friendly chartered accountants for Herefordshire businesses</h1>
<p>From sole traders to family companies, we look after year-end accounts, self-assessment, VAT, payroll and business advice. Fixed monthly fees, agreed up front.</p>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Making Tax Digital</h3><p>We'll move your bookkeeping to Xero or QuickBooks and file your VAT returns quarterly.</p></div><div class="wp-block-column"><h3>Farm accounts</h3><p>Over a third of our clients are farms and rural businesses. We know the schemes, grants and averaging rules.</p></div><div class="wp-block-column"><h3>Payroll</h3><p>RTI submissions, auto-enrolment pensions and payslips for teams of 1 to 80.</p></div></div>` + footer;
  const person = (img, name, quals, title, mail, bio) => `<div class="wp-block-column is-layout-flow"><figure class="wp-block-image size-medium is-style-rounded"><img decoding="async" width="300" height="300" src="https://${d}/wp-content/uploads/2022/01/${img}" alt="${name}"></figure>
<h3 class="wp-block-heading">${name} <span class="quals">${quals}</span></h3>
<p class="has-text-color" style="color:#8a6d3b"><strong>${title}</strong></p>
<p>${bio}</p>
${mail ? `<p><a href="mailto:${mail}">${mail}</a></p>` : ''}</div>`;
  const team = head('Our Team – Hartley & Finch') + header + `<h1 class="wp-block-heading">Our Team</h1>
<div class="wp-block-columns is-layout-flex">
${person('simon-hartley-300x300.jpg', 'Simon Hartley', 'FCA', 'Director', 'simon@hartleyfinch.co.uk', 'Simon qualified with KPMG in Birmingham and set up the practice in 2012. He looks after our farming and rural clients.')}
${person('rachel-finch-300x300.jpg', 'Rachel Finch', 'ACA CTA', 'Director – Tax', 'rachel@hartleyfinch.co.uk', 'Rachel heads our tax team: personal tax, capital gains, inheritance planning and R&amp;D claims.')}
${person('dave-pritchard-300x300.jpg', 'Dave Pritchard', 'AAT', 'Practice Manager', '', 'Dave keeps the office running and is usually the voice you hear when you ring.')}
</div>
<div class="wp-block-columns is-layout-flex">
${person('emma-lloyd-300x300.jpg', 'Emma Lloyd', '', 'Payroll Supervisor', 'payroll@hartleyfinch.co.uk', 'Emma runs payroll for more than 90 employers.')}
${person('josh-bennett-300x300.jpg', 'Josh Bennett', '', 'Trainee Accountant', '', 'Josh joined us in 2023 and is studying for the ACA.')}
</div>` + footer;
  const contact = head('Contact – Hartley & Finch') + header + `<h1 class="wp-block-heading">Contact us</h1>
<p>Call 01531 632 418 or email <a href="mailto:office@hartleyfinch.co.uk?subject=Website%20enquiry">office@hartleyfinch.co.uk</a>. We're open Monday to Friday, 9am to 5pm. Free parking behind the office.</p>` + footer;
  return {
    id: 'b018-hartley-finch-accountants', domain: d, language: 'en',
    robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://' + d + '/wp-sitemap.xml\n',
    patterns: ['builder-wordpress', 'team-grid', 'legal-notice', 'email-mailto', 'email-footer', 'email-in-person-card', 'junk-agency'],
    pages: { '/': ['index.html', index], '/our-team/': ['our-team.html', team], '/contact/': ['contact.html', contact] },
    truth: {
      emails: ['office@hartleyfinch.co.uk', 'simon@hartleyfinch.co.uk', 'rachel@hartleyfinch.co.uk', 'payroll@hartleyfinch.co.uk'],
      emailKinds: { 'office@hartleyfinch.co.uk': 'generic', 'simon@hartleyfinch.co.uk': 'person', 'rachel@hartleyfinch.co.uk': 'person', 'payroll@hartleyfinch.co.uk': 'role' },
      emailOwners: { 'simon@hartleyfinch.co.uk': 'Simon Hartley', 'rachel@hartleyfinch.co.uk': 'Rachel Finch' },
      contacts: [
        { name: 'Simon Hartley', title: 'Director', role: 'owner' },
        { name: 'Rachel Finch', title: 'Director – Tax', role: 'owner' },
        { name: 'Dave Pritchard', title: 'Practice Manager', role: 'operations' },
        { name: 'Emma Lloyd', title: 'Payroll Supervisor', role: 'other' },
        { name: 'Josh Bennett', title: 'Trainee Accountant', role: 'other' },
      ],
      junk: ['hello@bluefrogdigital.co.uk'],
    },
  };
})();

// ---------------------------------------------------------------- b019 US plumber on Wix, owner in prose only
const b019 = (() => {
  const d = 'donnellyplumbing.com';
  const head = (t) => wixHead({ lang: 'en', title: t, desc: 'Licensed plumbers serving Springfield and Greene County since 2003. 24/7 emergency service.', domain: d, dsn: 'a71c2e5f03b94d7e8a6f2c1b0d9e8f7a@sentry-next.wixpress.com/12', siteId: '8b1d5e2a-93c4-4f0e-a1b2-c3d4e5f60718' });
  const hdr = `<header id="SITE_HEADER" class="SITE_HEADER wixui-header"><div id="comp-ja1b2c3d" class="comp-ja1b2c3d wixui-rich-text"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold" class="wixui-rich-text__text">DONNELLY PLUMBING &amp; DRAIN</span></p></div>
<nav id="comp-ja1b2c4e" class="wixui-horizontal-menu"><ul><li><a href="https://www.${d}">Home</a></li><li><a href="https://www.${d}/services">Services</a></li><li><a href="https://www.${d}/about">About Us</a></li><li><a href="https://www.${d}/contact">Contact</a></li></ul></nav>
<div id="comp-ja1b2c5f" class="wixui-rich-text"><p class="font_5"><a href="tel:4178310274"><span class="wixui-rich-text__text">(417) 831-0274</span></a></p></div></header>`;
  const ftr = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div id="comp-ja9f8e7d" class="wixui-rich-text"><p class="font_9"><span class="wixui-rich-text__text">Donnelly Plumbing &amp; Drain LLC · 2210 W Chestnut Expy, Springfield, MO 65802</span></p><p class="font_9"><span class="wixui-rich-text__text">MO Master Plumber License #MP-40127 · Licensed, bonded &amp; insured</span></p><p class="font_9"><span class="wixui-rich-text__text">© 2024 by Donnelly Plumbing. Proudly created with </span><a href="https://www.wix.com/?utm_campaign=vir_created_with" target="_blank"><span class="wixui-rich-text__text">Wix.com</span></a></p></div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('Donnelly Plumbing & Drain | Springfield, MO Plumbers') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-jb0a1b2c" class="wixui-section">
${rt('comp-jb0a1b3d', '<h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Springfield&#39;s Trusted Plumbers</span></h1><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Water heaters · Drain cleaning · Sewer camera inspection · Repipes · Sump pumps</span></p>')}
${rt('comp-jb0a1b4e', '<h2 class="font_5 wixui-rich-text__text">What our customers say</h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">&ldquo;Tyler showed up within the hour on a Sunday and had our water heater replaced by dinner.&rdquo; &ndash; Karen W., Battlefield</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">&ldquo;Fair price, no upselling, cleaned up after themselves.&rdquo; &ndash; Jim and Debbie Russo</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">&#9733;&#9733;&#9733;&#9733;&#9733; 4.9 on Google (312 reviews)</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const about = head('About Us | Donnelly Plumbing & Drain') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-jc1d2e3f" class="wixui-section">
${rt('comp-jc1d2e40', '<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">A family business since 2003</span></h2>')}
${rt('comp-jc1d2e51', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Mike Donnelly started the company out of his garage on Lincoln Avenue with one van and a drain snake. Twenty years later we run eleven trucks across Greene and Christian counties, and Mike, now our owner and master plumber, still answers the phone most mornings. You can reach him directly at mike@donnellyplumbing.com.</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">His son </span><span style="font-weight:bold" class="wixui-rich-text__text">Tyler Donnelly</span><span class="wixui-rich-text__text"> is our service manager, and </span><span style="font-weight:bold" class="wixui-rich-text__text">Angela Reyes</span><span class="wixui-rich-text__text"> runs the office, scheduling and billing.</span></p>')}
</section></div></main>` + ftr + wixFoot();
  const contact = head('Contact | Donnelly Plumbing & Drain') + hdr + `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><section id="comp-jd2e3f4a" class="wixui-section">
${rt('comp-jd2e3f5b', '<h2 class="font_2 wixui-rich-text__text">Get in touch</h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Call (417) 831-0274 any time, day or night. For quotes and invoices email </span><span class="wixui-rich-text__text">office@donnellyplumbing.com</span></p>')}
<div id="comp-jd2e3f6c" class="wixui-form"><form><input type="text" placeholder="Name *"><input type="email" placeholder="Email *"><input type="tel" placeholder="Phone"><textarea placeholder="How can we help?"></textarea><button><span>Submit</span></button></form></div>
</section></div></main>` + ftr + wixFoot();
  return {
    id: 'b019-donnelly-plumbing', domain: d, language: 'en',
    patterns: ['builder-wix', 'about-prose', 'testimonials', 'email-text', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/about': ['about.html', about], '/contact': ['contact.html', contact] },
    truth: {
      emails: ['mike@donnellyplumbing.com', 'office@donnellyplumbing.com'],
      emailKinds: { 'mike@donnellyplumbing.com': 'person', 'office@donnellyplumbing.com': 'generic' },
      emailOwners: { 'mike@donnellyplumbing.com': 'Mike Donnelly' },
      contacts: [
        { name: 'Mike Donnelly', title: 'owner and master plumber', role: 'owner' },
        { name: 'Tyler Donnelly', title: 'service manager', role: 'operations' },
        { name: 'Angela Reyes', title: null, role: 'operations' },
      ],
      junk: ['a71c2e5f03b94d7e8a6f2c1b0d9e8f7a@sentry-next.wixpress.com'],
    },
  };
})();

// ---------------------------------------------------------------- b020 chamber of commerce, big member directory (Drupal-style views)
const b020 = (() => {
  const d = 'ashfordchamber.co.uk';
  const sectors = ['Accountancy', 'Architecture', 'Bakery', 'Beauty', 'Builders', 'Car Dealers', 'Catering', 'Charity', 'Cleaning', 'Dental', 'Electricians', 'Estate Agents', 'Florists', 'Funeral Services', 'Garden Centres', 'Hotels', 'IT Services', 'Insurance', 'Legal', 'Marketing', 'Opticians', 'Printing', 'Pubs', 'Recruitment', 'Removals', 'Solar', 'Training', 'Travel', 'Vets', 'Web Design'];
  const surn = ['Baker', 'Patel', 'Clarke', 'Hughes', 'Walsh', 'Turner', 'Khan', 'Mitchell', 'Harris', 'Price', 'Shaw', 'Ward', 'Fox', 'Lee', 'Reid', 'Ellis', 'Young', 'Begum', 'Morgan', 'Palmer', 'Webb', 'Kaur', 'Dixon', 'Hunt', 'Mills', 'Knight', 'Ross', 'Burton', 'Holmes', 'Lowe'];
  const given = ['Adam', 'Sarah', 'Raj', 'Helen', 'Gary', 'Claire', 'Imran', 'Louise', 'Neil', 'Joanne', 'Stuart', 'Kelly', 'Paul', 'Nadia', 'Chris', 'Amy', 'Dean', 'Farhana', 'Martin', 'Vicky'];
  const towns = ['Ashford', 'Tenterden', 'Wye', 'Charing', 'Hamstreet', 'Kingsnorth', 'Willesborough', 'Smarden'];
  const suffix = ['Ltd', '& Co', 'Services', 'Group', 'Solutions', '& Sons', 'Associates', 'Studio'];
  const rows = [];
  for (let i = 0; i < 120; i++) {
    const s = sectors[i % sectors.length];
    const sn = surn[(i * 7) % surn.length];
    const gn = given[(i * 3 + 1) % given.length];
    const co = `${sn} ${suffix[i % suffix.length]}`.replace(/^(\w+) Studio/, `$1 ${s.split(' ')[0]} Studio`);
    rows.push(`<div class="views-row"><article class="node node--type-member node--view-mode-teaser"><h3 class="member-name"><a href="/directory/member/${1000 + i}" hreflang="en">${co}</a></h3>
<div class="field field--name-field-sector field--label-hidden">${s}</div>
<div class="field field--name-field-contact"><span class="label">Contact:</span> ${gn} ${sn}</div>
<div class="field field--name-field-town">${towns[i % towns.length]}</div>
<div class="field field--name-field-phone">01233 ${String(600000 + i * 4217).slice(0, 6)}</div></article></div>`);
  }
  const h = (t) => `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  og: http://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/acc/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${t}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3nT5xYc0aZy6oKq1x0e9tWf2bKp8LZ0.css?delta=0&amp;language=en&amp;theme=acc&amp;include=eJxLzs8ryc9JTUlNLCrJzM-zSq1ILEnVUcjMS8nMS1Qoyc9LzUvMBQCCpQ6F" />
  </head>
  <body class="path-frontpage">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header role="banner" class="site-header"><div class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/acc/logo.svg" alt="Ashford &amp; District Chamber of Commerce" /></a></div>
    <nav role="navigation" aria-labelledby="block-acc-main-menu-menu" id="block-acc-main-menu"><h2 class="visually-hidden" id="block-acc-main-menu-menu">Main navigation</h2>
    <ul class="menu"><li class="menu-item"><a href="/" data-drupal-link-system-path="&lt;front&gt;">Home</a></li><li class="menu-item"><a href="/directory" data-drupal-link-system-path="directory">Member Directory</a></li><li class="menu-item"><a href="/events" data-drupal-link-system-path="events">Events</a></li><li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/4">About Us</a></li><li class="menu-item"><a href="/join" data-drupal-link-system-path="node/7">Join</a></li></ul></nav></header>
    <main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content">
`;
  const f = `</div></main>
    <footer role="contentinfo" class="site-footer"><div class="region region-footer"><div id="block-footercontact" class="block block-block-content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Ashford &amp; District Chamber of Commerce, The Stour Centre, Tannery Lane, Ashford TN23 1PL · 01233 610 200 · <a href="mailto:info@ashfordchamber.co.uk">info@ashfordchamber.co.uk</a></p><p>A company limited by guarantee, registered in England no. 01876543.</p></div></div></div></footer>
    </div>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
  </body>
</html>`;
  const index = h('Ashford & District Chamber of Commerce') + `<h1>Supporting Ashford businesses since 1919</h1>
<p>With more than 450 member businesses, the Chamber is the voice of local enterprise in Ashford, Tenterden and the surrounding villages. Members get networking breakfasts, export documentation, training and a listing in our <a href="/directory">member directory</a>.</p>
<div class="views-element-container"><h2>Upcoming events</h2><ul><li><strong>Thu 11 April</strong> – Business Breakfast at the Ashford International Hotel, speaker: Cllr. Noel Ovenden</li><li><strong>Wed 24 April</strong> – Export Documentation Workshop</li><li><strong>Fri 17 May</strong> – Annual Business Awards Dinner</li></ul></div>
<p><a href="/about-us">Meet the Chamber team</a></p>` + f;
  const directory = h('Member Directory | Ashford & District Chamber of Commerce') + `<h1>Member Directory</h1>
<div class="views-exposed-form"><form action="/directory" method="get"><label for="edit-sector">Sector</label><select id="edit-sector" name="sector"><option value="All">- Any -</option>${sectors.map((s) => `<option>${s}</option>`).join('')}</select><input type="submit" value="Filter" class="button"></form></div>
<div class="view view-member-directory view-id-member_directory view-display-id-page_1"><div class="view-content">
${rows.join('\n')}
</div><nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active">1</li><li class="pager__item"><a href="?page=1">2</a></li><li class="pager__item"><a href="?page=2">3</a></li><li class="pager__item pager__item--next"><a href="?page=1" rel="next">Next ›</a></li></ul></nav></div>` + f;
  const about = h('About Us | Ashford & District Chamber of Commerce') + `<h1>About Us</h1>
<p>The Chamber is run by a small staff team and overseen by a volunteer board of local business owners.</p>
<h2>Staff</h2>
<div class="staff">
<div class="staff-member"><h3>Karen Whitlock</h3><p class="role">Chief Executive</p><p><a href="mailto:karen.whitlock@ashfordchamber.co.uk">karen.whitlock@ashfordchamber.co.uk</a> · 01233 610 201</p></div>
<div class="staff-member"><h3>Tom Okafor</h3><p class="role">Membership &amp; Events Manager</p><p><a href="mailto:membership@ashfordchamber.co.uk">membership@ashfordchamber.co.uk</a> · 01233 610 204</p></div>
<div class="staff-member"><h3>Jenny Marsh</h3><p class="role">Export Documentation Officer</p><p><a href="mailto:exports@ashfordchamber.co.uk">exports@ashfordchamber.co.uk</a></p></div>
</div>
<h2>Board</h2>
<p>President: Sanjay Mehta (Mehta &amp; Webb Solicitors) · Vice-President: Lorraine Tully (Tully's Garden Centre) · Treasurer: Graham Pike (Pike Hughes Accountants)</p>` + f;
  return {
    id: 'b020-ashford-chamber', domain: d, language: 'en',
    patterns: ['directory', 'email-mailto', 'email-footer', 'email-in-person-card', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/directory': ['directory.html', directory], '/about-us': ['about-us.html', about] },
    truth: {
      emails: ['info@ashfordchamber.co.uk', 'karen.whitlock@ashfordchamber.co.uk', 'membership@ashfordchamber.co.uk', 'exports@ashfordchamber.co.uk'],
      emailKinds: { 'info@ashfordchamber.co.uk': 'generic', 'karen.whitlock@ashfordchamber.co.uk': 'person', 'membership@ashfordchamber.co.uk': 'role', 'exports@ashfordchamber.co.uk': 'role' },
      emailOwners: { 'karen.whitlock@ashfordchamber.co.uk': 'Karen Whitlock' },
      contacts: [
        { name: 'Karen Whitlock', title: 'Chief Executive', role: 'owner' },
        { name: 'Tom Okafor', title: 'Membership & Events Manager', role: 'marketing' },
        { name: 'Jenny Marsh', title: 'Export Documentation Officer', role: 'other' },
        { name: 'Sanjay Mehta', title: 'President', role: 'owner' },
        { name: 'Lorraine Tully', title: 'Vice-President', role: 'other' },
        { name: 'Graham Pike', title: 'Treasurer', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b021 US funeral home with obituaries and guestbook
const b021 = (() => {
  const d = 'keanefuneralhome.com';
  const head = (t) => wpHead({ lang: 'en-US', title: t, desc: 'Keane Family Funeral Home serves families in Scranton and the Lackawanna Valley. Obituaries, pre-planning and cremation.', domain: d, theme: 'kadence', bodyClass: 'wp-custom-logo' });
  const header = `<div id="wrapper" class="site"><header id="masthead" class="site-header"><div class="site-container"><a class="brand" href="https://${d}/"><img src="https://${d}/wp-content/uploads/2020/02/keane-logo.png" alt="Keane Family Funeral Home"></a>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li class="menu-item"><a href="https://${d}/">Home</a></li><li class="menu-item"><a href="https://${d}/obituaries/">Obituaries</a></li><li class="menu-item"><a href="https://${d}/pre-planning/">Pre-Planning</a></li><li class="menu-item"><a href="https://${d}/our-staff/">Our Staff</a></li></ul></nav></div></header>
<div id="inner-wrap" class="wrap"><main id="main" class="site-main"><div class="entry-content single-content">
`;
  const footer = `</div></main></div>
<footer id="colophon" class="site-footer"><div class="site-container"><p>Keane Family Funeral Home · 1420 N Washington Ave, Scranton, PA 18509 · (570) 342-6218 · info@keanefuneralhome.com</p><p>Robert J. Keane, Supervisor · PA License FD-011234-L</p></div></footer></div>
</body></html>`;
  const obits = [
    ['Margaret "Peggy" Sullivan', '1931 – 2024', 'Margaret "Peggy" Sullivan, 92, of Dunmore, passed away peacefully on March 9 surrounded by her family. Born in Scranton, she was the daughter of the late Patrick and Mary Gallagher. She worked for 31 years at the Scranton Lace Company. She is survived by her children, Kathleen Moran and Michael Sullivan; seven grandchildren and four great-grandchildren.'],
    ['Joseph A. Kowalski', '1948 – 2024', 'Joseph A. Kowalski, 75, of Throop, died March 7 at Geisinger CMC. A Vietnam veteran, Joe retired from the Pennsylvania Department of Transportation. Surviving are his wife of 51 years, the former Theresa Nowak; sons Mark and Steven; and his sister, Dolores Brennan.'],
    ['Anthony "Tony" DeLuca', '1956 – 2024', 'Anthony DeLuca, 67, of Scranton, passed away March 5. Tony owned DeLuca\'s Pizza on Prospect Avenue for 30 years. He is survived by his wife, Rosemarie, and daughters Gina Loftus and Teresa DeLuca.'],
    ['Eleanor M. Hughes', '1939 – 2024', 'Eleanor M. Hughes, 84, formerly of Clarks Summit, died March 2. She was a teacher in the Abington Heights School District for 35 years. Preceded in death by her husband, William Hughes.'],
  ];
  const index = head('Keane Family Funeral Home | Scranton, PA') + header + `<h1 class="wp-block-heading">Caring for Lackawanna Valley families for four generations</h1>
<p>Traditional funerals, cremation, veterans' honors and pre-planning. Our chapel seats 250 and is fully accessible.</p>
<h2 class="wp-block-heading">Recent obituaries</h2>
<ul class="wp-block-latest-posts__list wp-block-latest-posts">${obits.map(([n, y]) => `<li><a class="wp-block-latest-posts__post-title" href="https://${d}/obituaries/">${n}</a> <span>${y}</span></li>`).join('')}</ul>` + footer;
  const obituaries = head('Obituaries | Keane Family Funeral Home') + header + `<h1 class="wp-block-heading">Obituaries</h1>
${obits.map(([n, y, t], i) => `<article class="tribute-obit" id="obit-${880 + i}"><h2 class="tribute-name">${n}</h2><p class="tribute-dates">${y}</p><p>${t}</p>
<p class="tribute-service">Visitation and services at Keane Family Funeral Home. In lieu of flowers, donations may be made to the Lackawanna County SPCA.</p></article>`).join('\n')}
<section class="tribute-guestbook"><h3>Guestbook</h3>
<div class="guestbook-entry"><p>So sorry for your loss. Peggy was the kindest neighbor on Drinker Street.</p><p class="signed">— Barbara &amp; Ed Lynch</p></div>
<div class="guestbook-entry"><p>Joe was a great guy to work with at PennDOT. Rest easy, buddy.</p><p class="signed">— Frank Castellano</p></div>
<form class="guestbook-form"><input type="text" placeholder="Your name"><input type="email" placeholder="your@email.com"><textarea placeholder="Share a memory"></textarea><button>Sign the guestbook</button></form>
</section>` + footer;
  const staff = head('Our Staff | Keane Family Funeral Home') + header + `<h1 class="wp-block-heading">Our Staff</h1>
<div class="wp-block-columns">
<div class="wp-block-column"><figure class="wp-block-image"><img src="https://${d}/wp-content/uploads/2020/02/robert-keane.jpg" alt=""></figure><h3>Robert J. Keane</h3><p><em>Owner &amp; Supervising Funeral Director</em></p><p><a href="mailto:rkeane@keanefuneralhome.com">rkeane@keanefuneralhome.com</a></p></div>
<div class="wp-block-column"><figure class="wp-block-image"><img src="https://${d}/wp-content/uploads/2020/02/linda-keane.jpg" alt=""></figure><h3>Linda Keane</h3><p><em>Pre-Planning Advisor</em></p></div>
<div class="wp-block-column"><figure class="wp-block-image"><img src="https://${d}/wp-content/uploads/2021/06/marcus-bell.jpg" alt=""></figure><h3>Marcus Bell</h3><p><em>Licensed Funeral Director</em></p></div>
</div>
<p>In memory of our founder, John P. Keane (1921–2009).</p>` + footer;
  return {
    id: 'b021-keane-funeral-home', domain: d, language: 'en',
    patterns: ['obituary', 'builder-wordpress', 'team-grid', 'email-text', 'email-footer', 'junk-placeholder', 'email-in-person-card', 'email-mailto'],
    pages: { '/': ['index.html', index], '/obituaries/': ['obituaries.html', obituaries], '/our-staff/': ['our-staff.html', staff] },
    truth: {
      emails: ['rkeane@keanefuneralhome.com', 'info@keanefuneralhome.com'],
      emailKinds: { 'rkeane@keanefuneralhome.com': 'person', 'info@keanefuneralhome.com': 'generic' },
      emailOwners: { 'rkeane@keanefuneralhome.com': 'Robert J. Keane' },
      contacts: [
        { name: 'Robert J. Keane', title: 'Owner & Supervising Funeral Director', role: 'owner' },
        { name: 'Linda Keane', title: 'Pre-Planning Advisor', role: 'other' },
        { name: 'Marcus Bell', title: 'Licensed Funeral Director', role: 'other' },
      ],
      junk: ['your@email.com'],
    },
  };
})();

export const sitesEn1 = [b018, b019, b020, b021];
