// dev-4, English sites g013-g024
import { wixPage, wixText, wixImage, jimdoPage, jm, godaddyPage, gdSection, wpPage } from "./_lib.mjs";

const sites = [];

// ------------------------------------------------------------------ g013 hand-written garage, Yorkshire, btinternet address
{
  const D = "pecketwellmotors.co.uk";
  const page = (t, body) => `<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META NAME="description" CONTENT="Family run garage near Hebden Bridge. MOT testing, servicing, repairs, tyres.">
<META NAME="keywords" CONTENT="MOT, Hebden Bridge, garage, Pecket Well, servicing, tyres, Calder Valley">
</HEAD>
<BODY BGCOLOR="#FFFFEE" BACKGROUND="images/tarmac.gif">
<CENTER>
<TABLE WIDTH=700 BORDER=2 CELLPADDING=6 CELLSPACING=0 BGCOLOR=#FFFFFF BORDERCOLOR=#336633>
<TR><TD ALIGN=CENTER BGCOLOR=#336633><FONT FACE="Times New Roman" SIZE=6 COLOR=#FFFF99><B><I>Pecket Well Motors</I></B></FONT><BR>
<FONT FACE=Arial SIZE=2 COLOR=#FFFFFF>MOT Testing Station &bull; Servicing &bull; Repairs &bull; Tyres &bull; Recovery</FONT></TD></TR>
<TR><TD ALIGN=CENTER><FONT FACE=Arial SIZE=2>[ <A HREF="index.htm">Home</A> ] [ <A HREF="services.htm">Services &amp; Prices</A> ] [ <A HREF="contact.htm">Contact Us</A> ]</FONT></TD></TR>
<TR><TD><FONT FACE=Arial SIZE=2>
${body}
</FONT></TD></TR>
<TR><TD ALIGN=CENTER BGCOLOR=#EEEEDD><FONT FACE=Arial SIZE=1>Pecket Well Motors Ltd &middot; Registered in England No. 04418821 &middot; Registered office: Old Chapel Garage, Keighley Road, Pecket Well, Hebden Bridge HX7 8QR &middot; Company directors: G. Sutcliffe, J. A. Sutcliffe &middot; VAT No. 812 4471 30</FONT></TD></TR>
</TABLE>
<P><FONT FACE=Arial SIZE=1>Best viewed at 800x600 &middot; Last updated 14th March 2023</FONT></P>
</CENTER>
</BODY>
</HTML>
`;
  const index = page("Pecket Well Motors - MOT & Servicing, Hebden Bridge", `
<IMG SRC="images/garage.jpg" ALIGN=RIGHT WIDTH=260 HEIGHT=180 HSPACE=8 ALT="Old Chapel Garage">
<H2><FONT COLOR=#336633>Welcome!</FONT></H2>
Pecket Well Motors has been looking after the cars of the Calder Valley since 1983. We're a small, family run garage in the old chapel on the Keighley Road, two miles up from Hebden Bridge.<BR><BR>
We are a <B>VOSA approved MOT testing station</B> for Class 4 and Class 7 vehicles (cars, vans and light commercials up to 3,500kg).<BR><BR>
<B>Opening hours</B><BR>
Monday - Friday 8.00am - 5.30pm<BR>
Saturday 8.30am - 12 noon (MOTs by appointment)<BR>
Sunday closed<BR><BR>
Phone <B>01422 842 617</B> or email pecketwellmotors@btinternet.com<BR CLEAR=ALL>`);
  const services = page("Services & Prices - Pecket Well Motors", `
<H2><FONT COLOR=#336633>Services &amp; Prices</FONT></H2>
<TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0 WIDTH=100%>
<TR BGCOLOR=#FFFF99><TH ALIGN=LEFT>Service</TH><TH ALIGN=LEFT>Price (inc VAT)</TH></TR>
<TR><TD>MOT (Class 4)</TD><TD>&pound;54.85</TD></TR>
<TR><TD>Interim service</TD><TD>from &pound;119</TD></TR>
<TR><TD>Full service</TD><TD>from &pound;199</TD></TR>
<TR><TD>Air con regas</TD><TD>&pound;69</TD></TR>
<TR><TD>Tyres</TD><TD>Please ring for a quote</TD></TR>
</TABLE>
<BR>Free courtesy car available - please ask when booking.`);
  const contact = page("Contact Us - Pecket Well Motors", `
<H2><FONT COLOR=#336633>Contact Us</FONT></H2>
<TABLE BORDER=0 WIDTH=100%><TR><TD VALIGN=TOP WIDTH=50%><FONT FACE=Arial SIZE=2>
<B>Pecket Well Motors</B><BR>
Old Chapel Garage<BR>
Keighley Road<BR>
Pecket Well<BR>
Hebden Bridge<BR>
West Yorkshire HX7 8QR<BR><BR>
Tel: 01422 842 617<BR>
Out of hours recovery: 07771 305 228<BR>
E-mail: <A HREF="mailto:pecketwellmotors@btinternet.com">pecketwellmotors@btinternet.com</A>
</FONT></TD><TD VALIGN=TOP><FONT FACE=Arial SIZE=2>
<B>Who's who</B><BR><BR>
<B>Graham Sutcliffe</B> - Proprietor<BR>
<B>Janet Sutcliffe</B> - Bookings &amp; Accounts<BR>
<B>Dean Gledhill</B> - MOT Tester<BR>
<B>Kyle Crossley</B> - Apprentice Technician<BR>
</FONT></TD></TR></TABLE>
<BR>
<CENTER><IMG SRC="images/map.gif" WIDTH=400 HEIGHT=250 ALT="Map"></CENTER>`);
  sites.push({
    id: "g013-pecket-well-motors",
    domain: D,
    language: "en",
    patterns: ["hand-written", "legal-notice", "email-text", "email-mailto"],
    pages: [
      ["/", "index.htm", index],
      ["/services.htm", "services.htm", services],
      ["/contact.htm", "contact.htm", contact],
    ],
    truth: {
      emails: ["pecketwellmotors@btinternet.com"],
      emailKinds: { "pecketwellmotors@btinternet.com": "generic" },
      contacts: [
        { name: "Graham Sutcliffe", title: "Proprietor", role: "owner" },
        { name: "Janet Sutcliffe", title: "Bookings & Accounts", role: "operations" },
        { name: "Dean Gledhill", title: "MOT Tester", role: "other" },
        { name: "Kyle Crossley", title: "Apprentice Technician", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g014 Wix dental practice: name+credentials+title in one rich-text comp
{
  const D = "otleybridgedental.co.uk";
  const S = "g014";
  const nav = [["/", "Home"], ["/meet-the-team", "Meet the Team"], ["/fees", "Fees"], ["/contact", "Contact"]];
  const footer = `${wixText(S + "f1", `<p class="font_9 wixui-rich-text__text">Otley Bridge Dental Care · 3 Bridge Street, Otley LS21 1BQ · 01943 467 220</p><p class="font_9 wixui-rich-text__text">Care Quality Commission registered · <a href="https://${D}/contact" class="wixui-rich-text__text">Complaints policy</a></p>`, { top: 30, left: 40, width: 600 })}
${wixText(S + "f2", `<p class="font_9 wixui-rich-text__text">© 2024 by Otley Bridge Dental Care. Proudly created with Wix.com</p>`, { top: 30, left: 680, width: 280 })}`;
  const card = (k, img, nameHtml, rest, x) => `${wixImage(S + k + "i", img, "", { top: 140, left: x, w: 280, h: 280 })}
${wixText(S + k, `<h4 class="font_4 wixui-rich-text__text" style="text-align:center">${nameHtml}</h4>${rest}`, { top: 440, left: x, width: 280 })}`;
  const home = wixPage({
    lang: "en", seed: S, domain: D, siteName: "Otley Bridge Dental Care", title: "Otley Bridge Dental Care | NHS & Private Dentist in Otley", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Gentle, modern dentistry by the river</span></h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">We are a friendly mixed NHS and private practice in the centre of Otley, welcoming new patients of all ages. Hygienist appointments, Invisalign, whitening and same-day emergency slots.</p><p class="font_7 wixui-rich-text__text">To book, call 01943 467 220 or email <a href="mailto:reception@otleybridgedental.co.uk" target="_self" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">reception@otleybridgedental.co.uk</span></a></p>`, { top: 240, left: 40, width: 640 })}`,
  });
  const team = wixPage({
    lang: "en", seed: S + "t", domain: D, siteName: "Otley Bridge Dental Care", title: "Meet the Team | Otley Bridge Dental Care", nav, footer,
    body: `${wixText(S + "t0", `<h2 class="font_2 wixui-rich-text__text">Meet the Team</h2>`, { top: 40, left: 40, width: 600 })}
${card("c1", "d3e8a1_priya~mv2.jpg", `<span class="wixui-rich-text__text">Dr Priya Ra</span><span class="wixui-rich-text__text">man</span>`, `<p class="font_9 wixui-rich-text__text" style="text-align:center"><span class="wixui-rich-text__text">BDS (Lond) MJDF RCS · GDC 112233</span></p><p class="font_8 wixui-rich-text__text" style="text-align:center"><span style="font-style:italic;" class="wixui-rich-text__text">Principal Dentist</span></p>`, 40)}
${card("c2", "d3e8a1_tom~mv2.jpg", `<span class="wixui-rich-text__text">Dr Tom Whitaker</span>`, `<p class="font_9 wixui-rich-text__text" style="text-align:center">BChD (Leeds) · GDC 204871</p><p class="font_8 wixui-rich-text__text" style="text-align:center"><span style="font-style:italic;" class="wixui-rich-text__text">Associate Dentist</span></p>`, 350)}
${card("c3", "d3e8a1_hannah~mv2.jpg", `<span class="wixui-rich-text__text">Hannah Birch</span>`, `<p class="font_9 wixui-rich-text__text" style="text-align:center">Dip DH · GDC 190552</p><p class="font_8 wixui-rich-text__text" style="text-align:center"><span style="font-style:italic;" class="wixui-rich-text__text">Dental Hygienist</span></p>`, 660)}
${wixImage(S + "c4i", "d3e8a1_kerryann~mv2.jpg", "", { top: 620, left: 40, w: 280, h: 280 })}
${wixText(S + "c4", `<h4 class="font_4 wixui-rich-text__text" style="text-align:center"><span class="wixui-rich-text__text">Kerry-</span><span class="wixui-rich-text__text">Ann Doyle</span></h4>`, { top: 920, left: 40, width: 280 })}
${wixText(S + "c4t", `<p class="font_8 wixui-rich-text__text" style="text-align:center"><span style="font-style:italic;" class="wixui-rich-text__text">Practice Manager</span></p><p class="font_9 wixui-rich-text__text" style="text-align:center">Kerry-Ann looks after the day-to-day running of the practice, NHS paperwork and finance plans.</p>`, { top: 960, left: 40, width: 280 })}`,
  });
  const fees = wixPage({
    lang: "en", seed: S + "f", domain: D, siteName: "Otley Bridge Dental Care", title: "Fees | Otley Bridge Dental Care", nav, footer,
    body: wixText(S + "fe", `<h2 class="font_2 wixui-rich-text__text">Fees</h2><p class="font_8 wixui-rich-text__text">NHS Band 1: £26.80 · Band 2: £73.50 · Band 3: £319.10</p><p class="font_8 wixui-rich-text__text">Private examination £55 · Hygienist (30 min) £65 · Home whitening £295</p>`, { top: 40, left: 40, width: 700 }),
  });
  const contact = wixPage({
    lang: "en", seed: S + "c", domain: D, siteName: "Otley Bridge Dental Care", title: "Contact | Otley Bridge Dental Care", nav, footer,
    body: `${wixText(S + "co", `<h2 class="font_2 wixui-rich-text__text">Get in touch</h2><p class="font_8 wixui-rich-text__text">3 Bridge Street, Otley, West Yorkshire LS21 1BQ</p><p class="font_8 wixui-rich-text__text">01943 467 220</p><p class="font_8 wixui-rich-text__text"><a href="mailto:reception@otleybridgedental.co.uk" class="wixui-rich-text__text">reception@otleybridgedental.co.uk</a></p><p class="font_8 wixui-rich-text__text">Mon–Thu 8.30–5.30 · Fri 8.30–4.00</p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lt0a9wq2" class="comp-lt0a9wq2 wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form class="JVi7i2"><input type="text" class="wixui-text-input__input" placeholder="Full name"/><input type="email" class="wixui-text-input__input" placeholder="e.g. jane@example.com"/><textarea class="wixui-text-box__input" placeholder="How can we help?"></textarea><button class="wixui-button"><span class="wixui-button__label">Send</span></button></form></div>`,
  });
  sites.push({
    id: "g014-otley-bridge-dental",
    domain: D,
    language: "en",
    patterns: ["builder-wix", "team-grid", "email-mailto", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/meet-the-team", "meet-the-team.html", team],
      ["/fees", "fees.html", fees],
      ["/contact", "contact.html", contact],
    ],
    truth: {
      emails: ["reception@" + D],
      emailKinds: { ["reception@" + D]: "role" },
      contacts: [
        { name: "Priya Raman", title: "Principal Dentist", role: "owner" },
        { name: "Tom Whitaker", title: "Associate Dentist", role: "other" },
        { name: "Hannah Birch", title: "Dental Hygienist", role: "other" },
        { name: "Kerry-Ann Doyle", title: "Practice Manager", role: "operations" },
      ],
      junk: ["jane@example.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g015 GoDaddy plumbing, Michigan: owner prose + reviews
{
  const D = "springlakeplumbingmi.com";
  const S = "g015";
  const nav = [["/", "Home"], ["/about-us", "About Us"], ["/reviews", "Reviews"], ["/contact-us", "Contact Us"]];
  const footer = `<p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="x-el x-el-p c1-1 c1-44"><span>Copyright © 2024 Spring Lake Plumbing &amp; Drain LLC - All Rights Reserved.</span></p>
<p data-ux="FooterText" data-aid="FOOTER_DETAILS_RENDERED" class="x-el x-el-p c1-45">MI Master Plumber License #8112447 · Licensed &amp; insured · service@springlakeplumbingmi.com</p>`;
  const common = { lang: "en", domain: D, siteName: "Spring Lake Plumbing & Drain", nav, phone: "(616) 842-0193", footer };
  const home = godaddyPage({ ...common, seed: S, title: "Spring Lake Plumbing & Drain | Plumber in Spring Lake & Grand Haven, MI",
    body: `${gdSection(S + "h", "header", `<h1 data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" class="x-el x-el-h1 c1-50">Honest plumbing for the Tri-Cities since 2002</h1><p data-aid="HEADER_TAGLINE2_RENDERED" class="x-el x-el-p c1-51">Water heaters · Drain cleaning · Sump pumps · Remodels · 24/7 emergency service</p><a data-ux="ButtonPrimary" href="/contact-us" class="x-el x-el-a c1-52">Schedule Service</a>`)}
${gdSection(S + "s", "content", `<h2 data-ux="SectionHeading" data-aid="CONTENT_SECTION_TITLE_RENDERED" class="x-el x-el-h2 c1-47">Our Services</h2><div data-ux="ContentCards"><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING0">Water Heaters</h4><p>Tank and tankless install and repair. Same-day replacement on most models.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING1">Drain Cleaning</h4><p>Camera inspection and hydro-jetting for stubborn lines.</p></div><div data-ux="ContentCard"><h4 data-aid="CONTENT_CARD_HEADING2">Sump Pumps</h4><p>Battery backups so your basement stays dry when the power goes out.</p></div></div>`)}` });
  const about = godaddyPage({ ...common, seed: S + "a", title: "About Us | Spring Lake Plumbing & Drain",
    body: gdSection(S + "a1", "about", `<h1 data-ux="SectionHeading" data-aid="ABOUT_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">Meet the Owner</h1>
<div data-ux="ContentText" data-aid="ABOUT_DESCRIPTION_RENDERED" class="x-el x-el-div c1-53"><p>Hi, I'm Dave Vanderwall, owner and master plumber at Spring Lake Plumbing &amp; Drain. I grew up in Ferrysburg, apprenticed with my uncle for six years and started this company out of my garage on Savidge Street in 2002.</p>
<p>Today we run four trucks and serve Spring Lake, Grand Haven, Ferrysburg, Fruitport and Nunica. My wife, Becky Vanderwall, is our office manager — she's the one who'll answer when you call, and she'll make sure someone shows up when we said we would.</p>
<p>Our lead technician, Marcus Boone, has been with us since 2010 and handles most of our water heater and remodel work.</p>
<p>We're a member of the Grand Haven Area Chamber of Commerce and proud sponsors of Spring Lake Lakers youth hockey.</p>
<p>— Dave</p></div>`) });
  const reviews = godaddyPage({ ...common, seed: S + "r", title: "Reviews | Spring Lake Plumbing & Drain",
    body: gdSection(S + "r1", "reviews", `<h1 data-ux="SectionHeading" data-aid="REVIEWS_SECTION_TITLE_RENDERED" class="x-el x-el-h1 c1-47">What Our Customers Say</h1>
<div data-ux="Grid">
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_0"><p data-aid="REVIEW_RATING_0">★★★★★</p><p data-aid="REVIEW_TEXT_0">"Our water heater died the week before Christmas. Dave had a new one in the same afternoon. Fair price, no upsell."</p><p data-aid="REVIEW_AUTHOR_0">Linda K., Grand Haven</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_1"><p data-aid="REVIEW_RATING_1">★★★★★</p><p data-aid="REVIEW_TEXT_1">"Marcus was polite, wore shoe covers and cleaned up after himself. Highly recommend."</p><p data-aid="REVIEW_AUTHOR_1">Tom &amp; Jan Hoekstra</p></div></div>
<div data-ux="GridCell"><div data-ux="ContentCard" data-aid="REVIEW_CARD_2"><p data-aid="REVIEW_RATING_2">★★★★★</p><p data-aid="REVIEW_TEXT_2">"Becky got us on the schedule the next morning. Great local company."</p><p data-aid="REVIEW_AUTHOR_2">Rev. Michael Visser, Spring Lake Reformed Church</p></div></div>
</div>`) });
  const contact = godaddyPage({ ...common, seed: S + "c", title: "Contact Us | Spring Lake Plumbing & Drain",
    body: gdSection(S + "c1", "contact", `<h1 data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="x-el x-el-h1 c1-47">Contact Us</h1>
<p data-aid="CONTACT_INFO_ADDRESS_REND">17050 Van Wagoner Rd, Spring Lake, MI 49456</p>
<p data-aid="CONTACT_INFO_PHONE_REND"><a href="tel:6168420193">(616) 842-0193</a></p>
<p data-aid="CONTACT_INFO_EMAIL_REND">service@springlakeplumbingmi.com</p>
<p data-aid="CONTACT_HOURS_REND">Mon–Fri 7:30am–5pm · Emergency service 24/7</p>
<form data-aid="CONTACT_FORM_CONTAINER_REND"><input data-aid="CONTACT_FORM_NAME" placeholder="Name"/><input data-aid="CONTACT_FORM_EMAIL" placeholder="Email*"/><input data-aid="CONTACT_FORM_PHONE" placeholder="Phone"/><textarea data-aid="CONTACT_FORM_MESSAGE" placeholder="Message"></textarea><button>Send</button></form>`) });
  sites.push({
    id: "g015-spring-lake-plumbing",
    domain: D,
    language: "en",
    patterns: ["about-prose", "testimonials", "email-text", "email-footer"],
    pages: [
      ["/", "index.html", home],
      ["/about-us", "about-us.html", about],
      ["/reviews", "reviews.html", reviews],
      ["/contact-us", "contact-us.html", contact],
    ],
    truth: {
      emails: ["service@" + D],
      emailKinds: { ["service@" + D]: "role" },
      contacts: [
        { name: "Dave Vanderwall", title: "owner and master plumber", role: "owner" },
        { name: "Becky Vanderwall", title: "office manager", role: "operations" },
        { name: "Marcus Boone", title: "lead technician", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g016 broken-markup accountants: name+credentials+title in one cell
{
  const D = "pascoetrevithick.co.uk";
  const top = (t) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>${t}</title>
<link href="styles/main.css" rel="stylesheet" type="text/css" />
<!--[if lt IE 7]><link href="styles/ie6.css" rel="stylesheet" type="text/css" /><![endif]-->
</head>
<body>
<div id="wrapper">
<div id="header"><a href="index.html"><img src="images/pt_logo.gif" alt="Pascoe Trevithick Chartered Accountants" width="320" height="70" border="0" /></a>
<div id="strap">Chartered Accountants &amp; Business Advisers &middot; Truro &amp; St Austell</div>
</div>
<div id="nav"><ul>
<li><a href="index.html">Home</a>
<li><a href="services.html">Services</a>
<li><a href="our-team.html">Our Team</a>
<li><a href="contact.html">Contact</a>
</ul></div>
<div id="content">`;
  const bottom = `</div></div>
<div id="footer">
<p>Pascoe Trevithick Ltd is registered in England and Wales, company number 07765123. Registered office: 2 Lemon Street, Truro, Cornwall TR1 2LS.</p>
<p>Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales.</p>
</div>
</div>
</body>
</html>
`;
  const index = `${top("Pascoe Trevithick | Chartered Accountants in Truro and St Austell")}
<h1>Welcome to Pascoe Trevithick</h1>
<p>Founded in Truro in 1978 as Pascoe &amp; Trevithick, we are an independent firm of chartered accountants looking after farmers, fishermen, hoteliers, charities and family companies right across Cornwall.
<p>We offer a personal, partner-led service: you will always know who is dealing with your affairs.
<div class="box"><h3>Making Tax Digital</h3>
<p>Are you ready for MTD for Income Tax? Speak to Tamsin about switching to cloud bookkeeping.
</div></div>
<div class="box"><h3>Newsletter</h3><p>Our Spring Budget summary is now available. <a href="contact.html">Request a copy</a>.</div>
${bottom}`;
  const services = `${top("Services | Pascoe Trevithick")}
<h1>Services</h1>
<ul class="ticks">
<li>Year end accounts and corporation tax
<li>Self assessment tax returns
<li>Payroll, auto-enrolment and CIS
<li>VAT and Making Tax Digital
<li>Farm and estate accounts
<li>Charity independent examination
</ul>
${bottom}`;
  const team = `${top("Our Team | Pascoe Trevithick")}
<h1>Our Team</h1>
<table class="team" cellpadding="8" cellspacing="0" border="0">
<tr>
<td><img src="images/team/jane.jpg" width="110" height="140" alt="" />
<td><strong>Jane Pascoe FCA, Partner</strong><br />
Jane qualified with Grant Thornton in Bristol before returning to the family firm in 1998. She looks after our farming and estates clients.<br />
<a href="mailto:jane@pascoetrevithick.co.uk">jane@pascoetrevithick.co.uk</a>
<tr>
<td><img src="images/team/mark.jpg" width="110" height="140" alt="" />
<td><strong>Mark Rowe ACCA, Partner</strong><br />
Mark heads our St Austell office and specialises in hospitality and tourism businesses.<br />
<a href="mailto:mark@pascoetrevithick.co.uk">mark@pascoetrevithick.co.uk</a>
</td></tr>
<tr>
<td><img src="images/team/tamsin.jpg" width="110" height="140" alt="" />
<td><strong>Tamsin Jago, Payroll &amp; Bookkeeping Manager</strong><br />
<em>Xero and QuickBooks certified adviser.</em> <a href="mailto:tamsin@pascoetrevithick.co.uk">tamsin@pascoetrevithick.co.uk</a>
<tr>
<td><img src="images/team/noimage.gif" width="110" height="140" alt="" />
<td><strong>Sam Nance, Office Manager</strong><br />
<tr>
</table>
<p>Our founder, the late Richard Trevithick, retired in 2009; the firm still carries his name.</p>
${bottom}`;
  const contact = `${top("Contact | Pascoe Trevithick")}
<h1>Contact us</h1>
<table width="100%"><tr><td valign="top">
<h3>Truro</h3>
<p>2 Lemon Street<br />Truro TR1 2LS<br />01872 270 448
<td valign="top">
<h3>St Austell</h3>
<p>14 Fore Street<br />St Austell PL25 5PX<br />01726 61 3390
</table>
<p>General enquiries: <a href="mailto:enquiries@pascoetrevithick.co.uk">enquiries@pascoetrevithick.co.uk</a></p>
${bottom}`;
  sites.push({
    id: "g016-pascoe-trevithick-truro",
    domain: D,
    language: "en",
    patterns: ["broken-markup", "team-table", "email-in-person-card", "email-mailto", "legal-notice", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/services.html", "services.html", services],
      ["/our-team.html", "our-team.html", team],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["jane@" + D, "mark@" + D, "tamsin@" + D, "enquiries@" + D],
      emailKinds: { ["jane@" + D]: "person", ["mark@" + D]: "person", ["tamsin@" + D]: "person", ["enquiries@" + D]: "generic" },
      emailOwners: { ["jane@" + D]: "Jane Pascoe", ["mark@" + D]: "Mark Rowe", ["tamsin@" + D]: "Tamsin Jago" },
      contacts: [
        { name: "Jane Pascoe", title: "Partner", role: "owner" },
        { name: "Mark Rowe", title: "Partner", role: "owner" },
        { name: "Tamsin Jago", title: "Payroll & Bookkeeping Manager", role: "other" },
        { name: "Sam Nance", title: "Office Manager", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g017 Jimdo B&B, Ireland: prose, obfuscated email, guestbook
{
  const D = "inchydoneyhouse.ie";
  const S = "g017";
  const nav = [["/", "Welcome"], ["/rooms/", "Rooms"], ["/about-us/", "About us"], ["/guestbook/", "Guestbook"], ["/contact/", "Contact"]];
  const fl = [["/contact/", "Contact"], ["/privacy/", "Privacy Policy"]];
  const sidebar = jm(S + "sb", "text", `<p><strong>Inchydoney House B&amp;B</strong><br/>Inchydoney, Clonakilty<br/>Co. Cork P85 XW20</p><p>+353 (0)23 883 4412</p><p>Fáilte Ireland approved ★★★★</p>`);
  const p = (cur, title, body) => jimdoPage({ lang: "en", seed: S + cur, domain: D, siteName: "Inchydoney House", title, nav, current: cur, footerLinks: fl, sidebar, body });
  const home = p("/", "Inchydoney House B&B | Clonakilty, West Cork", [
    jm(S + "1", "header", `<h1>A warm West Cork welcome</h1>`),
    jm(S + "2", "text", `<p>Inchydoney House is a family-run bed &amp; breakfast five minutes' walk from Inchydoney Blue Flag beach and ten minutes' drive from Clonakilty town. Five en-suite rooms, most with sea views, and a breakfast people write home about.</p><p>Open March to October. Minimum stay two nights in July and August.</p>`),
  ].join("\n"));
  const rooms = p("/rooms/", "Rooms | Inchydoney House", [
    jm(S + "r1", "header", `<h1>Rooms &amp; rates</h1>`),
    jm(S + "r2", "table", `<table><tr><td>Double / twin, sea view</td><td>€130 per room per night</td></tr><tr><td>Family room (sleeps 4)</td><td>€170</td></tr><tr><td>Single occupancy</td><td>€95</td></tr></table><p>All rates include full Irish breakfast.</p>`),
  ].join("\n"));
  const about = p("/about-us/", "About us | Inchydoney House", [
    jm(S + "a1", "header", `<h1>About us</h1>`),
    jm(S + "a2", "textWithImage", `<figure class="cc-imagewrapper cc-m-image-align-2"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=250x10000/path/s9f3a/image/i77e1/version/1601/image.jpg" alt="Siobhán in the garden"/></figure><div class="cc-m-textwithimage-inline-rte"><p>Inchydoney House was built by my grandparents in 1936 as a farmhouse. I'm Siobhán Ní Bhriain, owner and your host, and I opened the B&amp;B in 2004 after twenty years nursing in Cork University Hospital.</p><p>My husband Declan does the fry-ups on weekend mornings and knows every walk on the peninsula. Our daughter Aoife helps out in the summer.</p><p>We look forward to meeting you!</p></div>`),
  ].join("\n"));
  const guestbook = p("/guestbook/", "Guestbook | Inchydoney House", [
    jm(S + "g1", "header", `<h1>Guestbook</h1>`),
    jm(S + "g2", "guestbook", `<div class="j-guestbook-list">
<div class="commententry"><div class="com-meta"><strong>Margaret &amp; Bill Sullivan, Boston MA</strong> <span class="com-date">(Sunday, 18 August 2024 21:14)</span></div><p>Third summer in a row and it only gets better. Siobhán's brown bread!</p></div>
<div class="commententry"><div class="com-meta"><strong>Anke Schröder</strong> <span class="com-date">(Thursday, 06 June 2024 08:02)</span></div><p>Wunderbar. The room looking over the bay was perfect.</p></div>
<div class="commententry"><div class="com-meta"><strong>Fr. Liam Hegarty</strong> <span class="com-date">(Monday, 13 May 2024 16:40)</span></div><p>A home from home. God bless.</p></div>
</div>
<form class="j-guestbook-form"><input type="text" name="name" placeholder="Your name"/><input type="text" name="email" placeholder="your@email.com"/><textarea name="text"></textarea><input type="submit" value="Submit"/></form>`),
  ].join("\n"));
  const contact = p("/contact/", "Contact | Inchydoney House", [
    jm(S + "c1", "header", `<h1>Contact &amp; booking</h1>`),
    jm(S + "c2", "text", `<p>Phone: +353 (0)23 883 4412<br/>Mobile: +353 (0)86 271 9903</p><p>Email: stay (at) inchydoneyhouse (dot) ie<br/><em>(sorry for the spelling — we were getting far too much spam!)</em></p><p>Eircode P85 XW20. From Clonakilty follow the signs for Inchydoney Beach; we are the yellow house on the right after the causeway.</p>`),
  ].join("\n"));
  sites.push({
    id: "g017-inchydoney-house-bandb",
    domain: D,
    language: "en",
    patterns: ["about-prose", "email-obfuscated", "testimonials", "junk-placeholder"],
    pages: [
      ["/", "index.html", home],
      ["/rooms/", "rooms.html", rooms],
      ["/about-us/", "about-us.html", about],
      ["/guestbook/", "guestbook.html", guestbook],
      ["/contact/", "contact.html", contact],
    ],
    truth: {
      emails: ["stay@" + D],
      emailKinds: { ["stay@" + D]: "generic" },
      contacts: [{ name: "Siobhán Ní Bhriain", title: "owner and your host", role: "owner" }],
      junk: ["your@email.com"],
    },
  });
}

// ------------------------------------------------------------------ g018 traders' association: member directory as <dl>, officers
{
  const D = "malmesburytraders.org.uk";
  const members = [
    ["The Old Bell Bookshop", "Abbey Row", "Owner: Harriet Lockwood", "books@oldbellbookshop.co.uk"],
    ["Cotswold Cheese Counter", "High Street", "Owners: Paul and Nicky Ferris", ""],
    ["Malmesbury Cycles", "Gloucester Road", "Proprietor: Anil Mistry", "ride@malmesburycycles.co.uk"],
    ["Abbey Florist", "Market Cross", "Owner: Deborah Pike", ""],
    ["King's Arms Hotel", "High Street", "Landlord: Stuart Kemble", "stay@kingsarmsmalmesbury.co.uk"],
    ["Athelstan Gallery", "Silver Street", "Curator: Juliet Marsh", ""],
    ["Fowler's Butchers", "Oxford Street", "Proprietor: Roger Fowler", ""],
    ["Tetbury Hill Vets (Malmesbury branch)", "Tetbury Hill", "Senior vet: Dr Carys Evans", ""],
    ["Whitlock Estate Agents", "High Street", "Director: Simon Whitlock", "sales@whitlockestates.co.uk"],
    ["Pinkney Park Deli", "Cross Hayes", "Owner: Lucia Bianchi", ""],
    ["The Hat Shop", "St John's Street", "Owner: Miranda Hale", ""],
    ["Avon Mill Antiques", "Avon Mill Lane", "Proprietors: Derek and June Hatherell", ""],
    ["Malmesbury Hardware", "High Street", "Manager: Gary Tovey", "shop@malmesburyhardware.co.uk"],
    ["Cross Hayes Dental", "Cross Hayes", "Principal: Dr Oliver Strange", ""],
    ["Bunny's Café", "Market Cross", "Owner: Bernadette \"Bunny\" Walsh", ""],
    ["Cotswold Kitchens", "Park Road", "Director: Ian Brewer", ""],
  ];
  const dl = members.map(([n, st, who, m]) => `<dt>${n}</dt>\n<dd>${st}, Malmesbury &mdash; ${who}${m ? ` &mdash; ${m}` : ""}</dd>`).join("\n");
  const shell = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">
<html lang="en-GB">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<style type="text/css">
body{font:13px/1.5 Georgia,serif;background:#efece3;margin:0}
#page{width:760px;margin:0 auto;background:#fff;padding:0 20px 20px}
dt{font-weight:bold;margin-top:8px}
dd{margin-left:18px;color:#444}
</style>
</head>
<body>
<div id="page">
<p style="padding-top:20px"><img src="img/mta_logo.gif" width="90" height="90" alt="MTA" align="left" hspace="10"><font size="5" color="#5b3a1a">Malmesbury Traders' Association</font><br>Supporting independent business in England's oldest borough</p>
<p style="clear:both;border-top:1px solid #5b3a1a;border-bottom:1px solid #5b3a1a;padding:4px"><a href="index.html">Home</a> &middot; <a href="members.html">Member directory</a> &middot; <a href="committee.html">Committee</a> &middot; <a href="join.html">Join</a></p>
${body}
<p style="font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:6px">Malmesbury Traders' Association is a not-for-profit association. Correspondence: c/o Town Hall, Cross Hayes, Malmesbury SN16 9BZ. hello@malmesburytraders.org.uk</p>
</div>
</body>
</html>
`;
  const index = shell("Malmesbury Traders' Association", `
<h2>Welcome</h2>
<p>We are a group of around sixty independent shops, pubs, cafés and service businesses in Malmesbury, Wiltshire. We run the Christmas lights switch-on, the Abbey Carnival market and the "Shop Local" loyalty card.</p>
<p>Visiting? Browse our <a href="members.html">member directory</a>. Running a business in town? <a href="join.html">Join us</a> &ndash; it's &pound;60 a year.</p>`);
  const members_ = shell("Member directory | Malmesbury Traders' Association", `
<h2>Member directory</h2>
<p>Listed alphabetically by street. Details are supplied by members; please contact businesses directly.</p>
<dl>
${dl}
</dl>`);
  const committee = shell("Committee | Malmesbury Traders' Association", `
<h2>Committee 2024</h2>
<dl>
<dt>Chair</dt><dd>Rachel Hinton (Hinton &amp; Daughter Opticians)</dd>
<dt>Secretary</dt><dd>Owen Pritchard</dd>
<dt>Treasurer</dt><dd>Malcolm Tuck</dd>
<dt>Membership &amp; events</dt><dd>Gemma Lusty</dd>
</dl>
<p>To contact the committee, please write to secretary@malmesburytraders.org.uk &ndash; Owen will pass your message on.</p>`);
  const join = shell("Join | Malmesbury Traders' Association", `
<h2>Join the MTA</h2>
<p>Membership is &pound;60 a year for any business with premises in the SN16 postcode. Members get a listing in the directory, window stickers and a seat at our quarterly meetings at the Town Hall.</p>
<p>Email hello@malmesburytraders.org.uk with your business name and address and we will send an invoice.</p>`);
  sites.push({
    id: "g018-malmesbury-traders",
    domain: D,
    language: "en",
    patterns: ["directory", "definition-list", "hand-written", "email-text", "email-footer", "name-lookalikes"],
    pages: [
      ["/", "index.html", index],
      ["/members.html", "members.html", members_],
      ["/committee.html", "committee.html", committee],
      ["/join.html", "join.html", join],
    ],
    truth: {
      emails: ["hello@" + D, "secretary@" + D],
      emailKinds: { ["hello@" + D]: "generic", ["secretary@" + D]: "role" },
      contacts: [
        { name: "Rachel Hinton", title: "Chair", role: "owner" },
        { name: "Owen Pritchard", title: "Secretary", role: "other" },
        { name: "Malcolm Tuck", title: "Treasurer", role: "other" },
        { name: "Gemma Lusty", title: "Membership & events", role: "marketing" },
      ],
      junk: members.map((m) => m[3]).filter(Boolean),
    },
  });
}

// ------------------------------------------------------------------ g019 Wix repeater, landscaping QLD, person email in card, client reviews
{
  const D = "rangevillelandscapes.com.au";
  const S = "g019";
  const nav = [["/", "Home"], ["/our-work", "Our Work"], ["/the-crew", "The Crew"], ["/get-a-quote", "Get a Quote"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Rangeville Landscapes Pty Ltd · ABN 41 612 884 305 · QBCC Lic. 15098812 · Toowoomba QLD 4350 · <a href="mailto:quotes@rangevillelandscapes.com.au" class="wixui-rich-text__text">quotes@rangevillelandscapes.com.au</a></p>`, { top: 30, left: 40, width: 900 });
  const item = (k, name, title, extra) => `<div class="wixui-repeater__item" role="listitem" id="comp-lr8zx0q4__item-${k}"><div data-mesh-id="comp-lr8zx0q4__item-${k}inlineContent" data-testid="inline-content"><div data-testid="mesh-container-content">
${wixImage(S + k, `6b01f3_${k}~mv2.jpg`, "", { top: 0, left: 0, w: 260, h: 260 })}
<div id="comp-lr8zx1b9__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lr8zx1b9 wixui-rich-text" data-testid="richTextElement"><p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">${name}</span></p><p class="font_8 wixui-rich-text__text">${title}</p></div>
<div id="comp-lr8zx2c1__item-${k}" class="HcOXKn SxM0TO QxJLC3 comp-lr8zx2c1 wixui-rich-text" data-testid="richTextElement">${extra}</div>
</div></div></div>`;
  const home = wixPage({
    lang: "en", seed: S, domain: D, siteName: "Rangeville Landscapes", title: "Rangeville Landscapes | Landscaping Toowoomba", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Gardens built for the Darling Downs</h1>`, { top: 80, left: 40, width: 700 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">Retaining walls, paving, turf, irrigation and drought-tolerant planting across Toowoomba, Highfields and the Lockyer Valley. Fully licensed and insured.</p>`, { top: 220, left: 40, width: 620 })}
${wixText(S + "h3", `<h2 class="font_5 wixui-rich-text__text">Happy clients</h2><p class="font_8 wixui-rich-text__text">"Brad and the team turned our sloping block into a usable backyard in three weeks. Couldn't be happier." <br class="wixui-rich-text__text">— Sharon &amp; Pete H., Highfields</p><p class="font_8 wixui-rich-text__text">"Great communication, on budget, and they left the site spotless." <br class="wixui-rich-text__text">— Deanne Whitford, Middle Ridge</p>`, { top: 360, left: 40, width: 620 })}`,
  });
  const work = wixPage({
    lang: "en", seed: S + "w", domain: D, siteName: "Rangeville Landscapes", title: "Our Work | Rangeville Landscapes", nav, footer,
    body: wixText(S + "w1", `<h2 class="font_2 wixui-rich-text__text">Recent projects</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8">Sandstone retaining walls – Mount Lofty</p></li><li><p class="font_8">Native courtyard – Rangeville</p></li><li><p class="font_8">Commercial frontage – Ruthven Street</p></li><li><p class="font_8">Turf and irrigation – Glenvale school oval</p></li></ul>`, { top: 40, left: 40, width: 800 }),
  });
  const crew = wixPage({
    lang: "en", seed: S + "c", domain: D, siteName: "Rangeville Landscapes", title: "The Crew | Rangeville Landscapes", nav, footer,
    body: `${wixText(S + "c0", `<h2 class="font_2 wixui-rich-text__text">Meet the crew</h2>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lr8zx0q4" class="comp-lr8zx0q4 wixui-repeater" data-testid="repeater" role="list" style="position:absolute;top:120px;left:40px;width:900px;display:grid;grid-template-columns:repeat(3,1fr);gap:30px">
${item("lr8zx3a1", "Brad Kowalski", "Owner / Landscape Designer", `<p class="font_9 wixui-rich-text__text">20 years on the tools. Cert III Landscape Construction.</p><p class="font_9 wixui-rich-text__text"><a href="mailto:brad@rangevillelandscapes.com.au" class="wixui-rich-text__text">brad@rangevillelandscapes.com.au</a></p>`)}
${item("lr8zx3a2", "Mick Tran", "Site Supervisor", `<p class="font_9 wixui-rich-text__text">Runs our crews and keeps every job on schedule.</p>`)}
${item("lr8zx3a3", "Jess O'Rourke", "Horticulturist", `<p class="font_9 wixui-rich-text__text">Plant selection, soil and irrigation design.</p>`)}
</div>`,
  });
  const quote = wixPage({
    lang: "en", seed: S + "q", domain: D, siteName: "Rangeville Landscapes", title: "Get a Quote | Rangeville Landscapes", nav, footer,
    body: `${wixText(S + "q1", `<h2 class="font_2 wixui-rich-text__text">Get a free quote</h2><p class="font_8 wixui-rich-text__text">Tell us about your project and we'll book a site visit. Or call 0438 119 572.</p>`, { top: 40, left: 40, width: 600 })}
<div id="comp-lr8zy01k" class="comp-lr8zy01k wixui-form" style="position:absolute;top:180px;left:40px;width:500px"><form><input type="text" placeholder="Your name" class="wixui-text-input__input"/><input type="email" placeholder="you@example.com" class="wixui-text-input__input"/><input placeholder="Suburb" class="wixui-text-input__input"/><textarea placeholder="What would you like done?"></textarea><button class="wixui-button"><span class="wixui-button__label">Submit</span></button></form></div>`,
  });
  sites.push({
    id: "g019-rangeville-landscapes",
    domain: D,
    language: "en",
    patterns: ["builder-wix", "team-grid", "email-in-person-card", "email-mailto", "email-footer", "testimonials", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/our-work", "our-work.html", work],
      ["/the-crew", "the-crew.html", crew],
      ["/get-a-quote", "get-a-quote.html", quote],
    ],
    truth: {
      emails: ["quotes@" + D, "brad@" + D],
      emailKinds: { ["quotes@" + D]: "role", ["brad@" + D]: "person" },
      emailOwners: { ["brad@" + D]: "Brad Kowalski" },
      contacts: [
        { name: "Brad Kowalski", title: "Owner / Landscape Designer", role: "owner" },
        { name: "Mick Tran", title: "Site Supervisor", role: "operations" },
        { name: "Jess O'Rourke", title: "Horticulturist", role: "other" },
      ],
      junk: ["you@example.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

// ------------------------------------------------------------------ g020 WordPress solicitors: "Your contact" per service, SRA notice, agency
{
  const D = "lamberthepworth.co.uk";
  const nav = [["/", "Home"], ["/services/", "Services"], ["/about-us/", "About Us"], ["/contact/", "Contact"]];
  const footer = `<div class="site-footer-inner"><div class="footer-widgets"><section class="widget widget_text"><h3 class="widget-title">Lambert Hepworth Solicitors</h3><div class="textwidget"><p>12 Market Place, Bedale, North Yorkshire DL8 1ED<br>T: 01677 424 190<br>E: <a href="mailto:enquiries@lamberthepworth.co.uk">enquiries@lamberthepworth.co.uk</a></p></div></section>
<section class="widget widget_text"><div class="textwidget"><p>Lambert Hepworth is the trading name of Lambert Hepworth LLP, a limited liability partnership registered in England and Wales (OC 384471). Registered office as above. A list of members is available for inspection at our registered office. Authorised and regulated by the Solicitors Regulation Authority, SRA No. 612345.</p>
<div style="max-width:275px;max-height:163px;"><div style="position: relative;padding-bottom: 59.1%;height: auto;overflow: hidden;"><iframe frameborder="0" scrolling="no" allowTransparency="true" src="https://cdn.yoshki.com/iframe/55845r.html" style="border:0px;margin:0px;padding:0px;backgroundColor:transparent;top:0px;left:0px;width:100%;height:100%;position: absolute;"></iframe></div></div></div></section></div>
<div class="site-info">© 2024 Lambert Hepworth LLP · <a href="/privacy-notice/">Privacy notice</a> · <a href="/complaints/">Complaints</a> · Website by <a href="https://dalesweb.co.uk">Dalesweb Design</a> (studio@dalesweb.co.uk)</div></div>`;
  const common = { lang: "en", locale: "en-GB", domain: D, siteName: "Lambert Hepworth Solicitors", tagline: "Solicitors in Bedale since 1952", nav, footer, theme: "generatepress" };
  const home = wpPage({ ...common, title: "Lambert Hepworth Solicitors | Bedale, North Yorkshire", current: "/", bodyClass: "home page-template-default page",
    body: `<article class="page type-page"><div class="entry-content">
<h1 class="wp-block-heading">Practical legal advice for North Yorkshire</h1>
<p>Lambert Hepworth has advised families, farms and businesses from Wensleydale to the A1 corridor since 1952. Founded by the late Arthur Lambert and Tom Hepworth above what was then the Bedale Co-op, the firm today has eleven staff in its Market Place office.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/services/">Our services</a></div></div>
</div></article>` });
  const services = wpPage({ ...common, title: "Services | Lambert Hepworth Solicitors", current: "/services/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Services</h1></header><div class="entry-content">
<h2 class="wp-block-heading">Wills, probate &amp; lasting powers of attorney</h2>
<p>Fixed fees for single and mirror wills. Full estate administration.</p>
<p><strong>Your contact:</strong> Eleanor Hepworth, Partner – <a href="mailto:e.hepworth@lamberthepworth.co.uk">e.hepworth@lamberthepworth.co.uk</a></p>
<hr class="wp-block-separator">
<h2 class="wp-block-heading">Residential conveyancing</h2>
<p>Sales, purchases, remortgages and transfers of equity. We are members of the Law Society Conveyancing Quality Scheme.</p>
<p><strong>Your contact:</strong> Craig Dinsdale, Senior Conveyancer – <a href="mailto:c.dinsdale@lamberthepworth.co.uk?subject=Conveyancing%20enquiry">c.dinsdale@lamberthepworth.co.uk</a></p>
<hr class="wp-block-separator">
<h2 class="wp-block-heading">Agricultural law</h2>
<p>Farm tenancies, succession planning, Basic Payment Scheme and land registration.</p>
<p><strong>Your contact:</strong> James Metcalfe, Partner – <a href="mailto:j.metcalfe@lamberthepworth.co.uk">j.metcalfe@lamberthepworth.co.uk</a></p>
<hr class="wp-block-separator">
<h2 class="wp-block-heading">Family</h2>
<p>Divorce, finances and arrangements for children. We are members of Resolution.</p>
<p><strong>Your contact:</strong> Hepworth Family Team – <a href="mailto:family@lamberthepworth.co.uk">family@lamberthepworth.co.uk</a></p>
</div></article>` });
  const about = wpPage({ ...common, title: "About Us | Lambert Hepworth Solicitors", current: "/about-us/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">About Us</h1></header><div class="entry-content">
<p>Eleanor Hepworth, Tom's granddaughter, has been managing partner since 2016. She and James Metcalfe lead a team of solicitors, legal executives and support staff who between them have worked here for more than 150 years.</p>
<p>Our practice manager, Andrea Fawcett, looks after billing, compliance and the office, and is the person to speak to about our complaints procedure.</p>
<p>We are proud to support the Bedale Show, Wensleydale Wheelers and the Herriot Hospice.</p>
</div></article>` });
  const contact = wpPage({ ...common, title: "Contact | Lambert Hepworth Solicitors", current: "/contact/",
    body: `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Contact</h1></header><div class="entry-content">
<p>12 Market Place, Bedale DL8 1ED · 01677 424 190 · <a href="mailto:enquiries@lamberthepworth.co.uk">enquiries@lamberthepworth.co.uk</a></p>
<p>Office hours: Monday to Friday, 9am to 5pm. Home visits available for wills.</p>
<div class="wpcf7 no-js" id="wpcf7-f9-p11-o1" lang="en-GB" dir="ltr"><form method="post" class="wpcf7-form init">
<p><label>Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></span></label></p>
<p><label>Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" placeholder="your.name@example.com" type="email" name="your-email"></span></label></p>
<p><label>Message<br><textarea class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
<p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Send"></p></form></div>
<p><small>Beware of fraud: we will never change our bank details by email.</small></p>
</div></article>` });
  sites.push({
    id: "g020-lambert-hepworth-bedale",
    domain: D,
    language: "en",
    patterns: ["builder-wordpress", "legal-notice", "about-prose", "email-in-person-card", "email-mailto", "email-footer", "junk-agency", "junk-placeholder", "junk-asset", "name-lookalikes"],
    pages: [
      ["/", "index.html", home],
      ["/services/", "services.html", services],
      ["/about-us/", "about-us.html", about],
      ["/contact/", "contact.html", contact],
    ],
    truth: {
      emails: ["enquiries@" + D, "e.hepworth@" + D, "c.dinsdale@" + D, "j.metcalfe@" + D, "family@" + D],
      emailKinds: { ["enquiries@" + D]: "generic", ["e.hepworth@" + D]: "person", ["c.dinsdale@" + D]: "person", ["j.metcalfe@" + D]: "person", ["family@" + D]: "role" },
      emailOwners: { ["e.hepworth@" + D]: "Eleanor Hepworth", ["c.dinsdale@" + D]: "Craig Dinsdale", ["j.metcalfe@" + D]: "James Metcalfe" },
      contacts: [
        { name: "Eleanor Hepworth", title: "managing partner", role: "owner" },
        { name: "Craig Dinsdale", title: "Senior Conveyancer", role: "other" },
        { name: "James Metcalfe", title: "Partner", role: "owner" },
        { name: "Andrea Fawcett", title: "practice manager", role: "operations" },
      ],
      junk: ["studio@dalesweb.co.uk", "your.name@example.com", "logo@2x.png"],
    },
  });
}

// ------------------------------------------------------------------ g021 hand-written music school, uppercase, photo cell + text cell + instrument + email
{
  const D = "nailsworthmusicschool.org.uk";
  const page = (t, body) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1252">
</HEAD>
<BODY BGCOLOR=WHITE TEXT=#222222 LINK=#800000 VLINK=#800000>
<TABLE WIDTH=100% CELLPADDING=0 CELLSPACING=0 BORDER=0>
<TR><TD BGCOLOR=#800000 COLSPAN=2><IMG SRC=gfx/treble.gif WIDTH=40 HEIGHT=60 ALIGN=LEFT><FONT FACE="Book Antiqua,Georgia" SIZE=6 COLOR=WHITE>Nailsworth Music School</FONT><BR><FONT FACE=Verdana SIZE=1 COLOR=#FFDDDD>Instrumental &amp; vocal tuition for all ages &middot; Registered charity no. 1104221</FONT></TD></TR>
<TR>
<TD WIDTH=150 VALIGN=TOP BGCOLOR=#F3E9E0><FONT FACE=Verdana SIZE=2><BR>
<A HREF=index.html>Home</A><BR><BR>
<A HREF=lessons.html>Lessons &amp; fees</A><BR><BR>
<A HREF=staff.html>Our teachers</A><BR><BR>
<A HREF=contact.html>Contact</A><BR><BR>
</FONT></TD>
<TD VALIGN=TOP><DIV STYLE="padding:12px"><FONT FACE=Verdana SIZE=2>
${body}
</FONT></DIV></TD>
</TR>
</TABLE>
</BODY>
</HTML>
`;
  const index = page("Nailsworth Music School", `
<H2>Welcome</H2>
<P>Nailsworth Music School offers individual and group lessons on over twenty instruments at the Old Market Hall, Nailsworth, and in primary schools across the Stroud valleys.</P>
<P>Our ensembles - the Junior Strings, Windband and the Five Valleys Fiddlers - rehearse on Saturday mornings during term time. New members always welcome!</P>
<P><B>Summer concert:</B> Saturday 6th July, 7pm, Nailsworth Subscription Rooms. Tickets &pound;8 / &pound;4 under 18s.</P>`);
  const lessons = page("Lessons & fees - Nailsworth Music School", `
<H2>Lessons &amp; fees</H2>
<TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0>
<TR><TH>Lesson</TH><TH>Length</TH><TH>Per term (10 weeks)</TH></TR>
<TR><TD>Individual</TD><TD>30 min</TD><TD>&pound;195</TD></TR>
<TR><TD>Individual</TD><TD>45 min</TD><TD>&pound;285</TD></TR>
<TR><TD>Shared (2 pupils)</TD><TD>30 min</TD><TD>&pound;110 each</TD></TR>
<TR><TD>Ensemble</TD><TD>1 hr</TD><TD>&pound;45</TD></TR>
</TABLE>
<P>Bursaries are available: please ask Sally in confidence.</P>`);
  const staff = page("Our teachers - Nailsworth Music School", `
<H2>Our teachers</H2>
<TABLE BORDER=0 CELLPADDING=6 CELLSPACING=0 WIDTH=100%>
<CAPTION ALIGN=TOP><I>All our teachers are DBS checked and hold music degrees or diplomas.</I></CAPTION>
<TR BGCOLOR=#F3E9E0><TD>&nbsp;</TD><TD><B>Teacher</B></TD><TD><B>Teaches</B></TD><TD><B>E-mail</B></TD></TR>
<TR><TD WIDTH=90><IMG SRC=staff/fiona.jpg WIDTH=80 HEIGHT=100 ALT=""></TD><TD VALIGN=TOP><B>Fiona McAllister</B><BR>Director of Music</TD><TD VALIGN=TOP>Piano, singing, theory</TD><TD VALIGN=TOP><A HREF=mailto:fiona@nailsworthmusicschool.org.uk>fiona@nailsworthmusicschool.org.uk</A></TD></TR>
<TR><TD><IMG SRC=staff/piotr.jpg WIDTH=80 HEIGHT=100 ALT=""></TD><TD VALIGN=TOP><B>Piotr Zieli&#324;ski</B><BR>Head of Strings</TD><TD VALIGN=TOP>Violin, viola</TD><TD VALIGN=TOP>&nbsp;</TD></TR>
<TR><TD><IMG SRC=staff/ruth.jpg WIDTH=80 HEIGHT=100 ALT=""></TD><TD VALIGN=TOP><B>Ruth Ashdown-Clarke</B><BR>Piano Teacher</TD><TD VALIGN=TOP>Piano, keyboard</TD><TD VALIGN=TOP>&nbsp;</TD></TR>
<TR><TD><IMG SRC=staff/dan.jpg WIDTH=80 HEIGHT=100 ALT=""></TD><TD VALIGN=TOP><B>Dan Okafor</B><BR>Guitar Tutor</TD><TD VALIGN=TOP>Guitar, bass, ukulele</TD><TD VALIGN=TOP>&nbsp;</TD></TR>
<TR><TD><IMG SRC=staff/nophoto.gif WIDTH=80 HEIGHT=100 ALT=""></TD><TD VALIGN=TOP><B>Sally Bevan</B><BR>Administrator</TD><TD VALIGN=TOP>&nbsp;</TD><TD VALIGN=TOP><A HREF=mailto:admin@nailsworthmusicschool.org.uk>admin@nailsworthmusicschool.org.uk</A></TD></TR>
</TABLE>`);
  const contact = page("Contact - Nailsworth Music School", `
<H2>Contact</H2>
<P>Nailsworth Music School<BR>The Old Market Hall<BR>Market Street<BR>Nailsworth<BR>Gloucestershire GL6 0BX</P>
<P>Office (Tue, Wed, Thu mornings): 01453 833 170<BR>
Enrolments and general enquiries: admin@nailsworthmusicschool.org.uk</P>
<P>Trustees: please write to the Chair of Trustees c/o the above address.</P>`);
  sites.push({
    id: "g021-nailsworth-music-school",
    domain: D,
    language: "en",
    patterns: ["hand-written", "team-table", "email-in-person-card", "email-mailto", "email-text"],
    pages: [
      ["/", "index.html", index],
      ["/lessons.html", "lessons.html", lessons],
      ["/staff.html", "staff.html", staff],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["fiona@" + D, "admin@" + D],
      emailKinds: { ["fiona@" + D]: "person", ["admin@" + D]: "role" },
      emailOwners: { ["fiona@" + D]: "Fiona McAllister" },
      contacts: [
        { name: "Fiona McAllister", title: "Director of Music", role: "owner" },
        { name: "Piotr Zieliński", title: "Head of Strings", role: "other" },
        { name: "Ruth Ashdown-Clarke", title: "Piano Teacher", role: "other" },
        { name: "Dan Okafor", title: "Guitar Tutor", role: "other" },
        { name: "Sally Bevan", title: "Administrator", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g022 broken markup kennels NZ: comments, text outside elements, sign-off
{
  const D = "kaiapoiboardingkennels.co.nz";
  const head = (t) => `<html>
<head>
<title>${t}</title>
<meta name="keywords" content="dog boarding, cattery, Kaiapoi, Rangiora, Christchurch, kennels">
<style>
body { font-family: Comic Sans MS, Arial; background:#fffbe8; }
.box { border:2px dashed #996633; padding:10px; margin:10px 0 }
</style>
</head>
<body>
<center><img src="images/paws_banner.gif" width="700" height="110" alt="Kaiapoi Boarding Kennels &amp; Cattery"></center>
<p align="center"><a href="index.html">Home</a> :: <a href="rates.html">Rates</a> :: <a href="about.html">About us</a> :: <a href="contact.html">Contact</a>
<hr>`;
  const index = `${head("Kaiapoi Boarding Kennels & Cattery - North Canterbury")}
<!-- START MAIN -->
<h1>Welcome to Kaiapoi Boarding Kennels &amp; Cattery</h1>
Your pets' holiday home in North Canterbury since 1996!
<div class="box">
<b>Christmas bookings are now OPEN</b> - please book early, we fill up by October.
<!-- </div> -->
<p>We have 32 heated dog kennels with individual runs, a 14 pen cattery and four acres of paddocks for supervised play.
<p>Vaccinations must be up to date (C5 for dogs, F3 for cats). Please bring your vaccination certificate at check-in.
</div></div>
<h3>What our customers say</h3>
<i>"Baxter comes home happy and tired every time. Thank you Sue!"</i> - Karen, Rangiora (Baxter's mum)<br>
<i>"Lady Penelope was spoilt rotten in the cattery"</i> - Graham &amp; Lyn W.<br>
<!-- END MAIN --></td></tr></table>
<p align="center"><font size="1">&copy; Kaiapoi Boarding Kennels 2003-2024 | 188 Tram Road, Kaiapoi 7692 | ph 03 327 5519</font>
</body>
</html>
`;
  const rates = `${head("Rates - Kaiapoi Boarding Kennels")}
<h2>Rates (per night, GST incl.)</h2>
<table border="1" cellpadding="5">
<tr><td>Small dog<td>$32
<tr><td>Medium dog<td>$36
<tr><td>Large dog<td>$40
<tr><td>Cat<td>$22
<tr><td>Second pet sharing<td>-20%
</table>
Check in / out: Mon-Sat 8-10am and 4-6pm, Sun 4-6pm only.
<p>Public holidays add $5 per pet per night.</p></p>
</body>
</html>
`;
  const about = `${head("About us - Kaiapoi Boarding Kennels")}
<h2>About us</h2>
<p>Kaiapoi Boarding Kennels is owned and run by Sue Bishop and Trevor Bishop, who bought the property in 1996 after Trevor retired from the Army.
Sue looks after the cattery and bookings; Trevor does the dog walking, maintenance and most of the early starts!
<p>Helping them is our full-time kennel hand <b>Aroha Tipene</b>, who has a National Certificate in Animal Care and a soft spot for huskies.
<p>We are members of the NZ Boarding Kennel &amp; Cattery Association.
<br><br>
Kind regards,<br>
Sue &amp; Trevor Bishop
</body>
</html>
`;
  const contact = `${head("Contact - Kaiapoi Boarding Kennels")}
<h2>Contact us</h2>
<b>Address:</b> 188 Tram Road, RD 2, Kaiapoi 7692<br>
<b>Phone:</b> 03 327 5519<br>
<b>Owners:</b> Sue Bishop &amp; Trevor Bishop<br>
<b>Mobile:</b> 027 448 1209 (Sue)<br>
<b>Email:</b> <a href="mailto:kaiapoikennels@xtra.co.nz">kaiapoikennels@xtra.co.nz</a>
<p>Office hours are same as check in times. Please leave a message if we are out with the dogs!
</center></font>
<p><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2897.3!2d172.59!3d-43.39" width="500" height="300" style="border:0"></iframe>
</body>
</html>
`;
  sites.push({
    id: "g022-kaiapoi-boarding-kennels",
    domain: D,
    language: "en",
    patterns: ["broken-markup", "hand-written", "about-prose", "testimonials", "name-lookalikes", "email-mailto"],
    pages: [
      ["/", "index.html", index],
      ["/rates.html", "rates.html", rates],
      ["/about.html", "about.html", about],
      ["/contact.html", "contact.html", contact],
    ],
    truth: {
      emails: ["kaiapoikennels@xtra.co.nz"],
      emailKinds: { "kaiapoikennels@xtra.co.nz": "generic" },
      contacts: [
        { name: "Sue Bishop", title: "Owner", role: "owner" },
        { name: "Trevor Bishop", title: "Owner", role: "owner" },
        { name: "Aroha Tipene", title: "kennel hand", role: "other" },
      ],
      junk: [],
    },
  });
}

// ------------------------------------------------------------------ g023 Bootstrap print shop, Guelph: cards, client list, lookalikes, CDN versions
{
  const D = "baxterpressguelph.ca";
  const page = (t, cur, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.1/font/bootstrap-icons.css">
<link rel="stylesheet" href="/css/site.css">
</head>
<body>
<nav class="navbar navbar-expand-lg navbar-dark bg-dark">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/img/baxter-logo.svg" width="32" height="32" alt="" class="d-inline-block align-text-top"> Baxter Press</a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav" aria-controls="nav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="nav">
      <ul class="navbar-nav ms-auto">
        <li class="nav-item"><a class="nav-link${cur === "/" ? " active" : ""}" href="/">Home</a></li>
        <li class="nav-item"><a class="nav-link${cur === "/team" ? " active" : ""}" href="/team">Our Team</a></li>
        <li class="nav-item"><a class="nav-link${cur === "/clients" ? " active" : ""}" href="/clients">Clients</a></li>
        <li class="nav-item"><a class="nav-link${cur === "/contact" ? " active" : ""}" href="/contact">Contact</a></li>
      </ul>
    </div>
  </div>
</nav>
${body}
<footer class="bg-dark text-light py-4 mt-5">
  <div class="container d-flex flex-wrap justify-content-between">
    <div>Baxter Press Ltd. · 61 Wellington Street West, Guelph, ON N1H 2Z7 · 519-836-4471</div>
    <div><a class="text-light" href="mailto:orders@baxterpressguelph.ca">orders@baxterpressguelph.ca</a></div>
  </div>
</footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
</body>
</html>
`;
  const card = (img, name, title, text, mail) => `    <div class="col">
      <div class="card h-100 shadow-sm">
        <img src="/img/team/${img}" class="card-img-top" alt="${name}">
        <div class="card-body">
          <h5 class="card-title mb-0">${name}</h5>
          <p class="text-muted small">${title}</p>
          <p class="card-text">${text}</p>
        </div>
        ${mail ? `<div class="card-footer bg-white border-0"><a href="mailto:${mail}" class="card-link"><i class="bi bi-envelope"></i> ${mail}</a></div>` : ""}
      </div>
    </div>`;
  const home = page("Baxter Press | Commercial Printing in Guelph, Ontario", "/", `
<header class="py-5 bg-light border-bottom"><div class="container">
  <h1 class="display-5 fw-bold">Printing Guelph since 1948</h1>
  <p class="lead">Offset and digital printing, large format, bindery and mailing services for businesses, universities and non-profits across Wellington County.</p>
  <a href="/contact" class="btn btn-primary btn-lg">Request a quote</a>
</div></header>
<section class="container py-5"><div class="row g-4">
  <div class="col-md-4"><h3>Offset</h3><p>Heidelberg Speedmaster for runs of 2,000 and up: brochures, annual reports, packaging.</p></div>
  <div class="col-md-4"><h3>Digital</h3><p>Short runs, variable data and personalised direct mail, often same day.</p></div>
  <div class="col-md-4"><h3>Large format</h3><p>Banners, signs, window graphics and trade-show displays up to 60 inches wide.</p></div>
</div></section>`);
  const team = page("Our Team | Baxter Press", "/team", `
<section class="container py-5">
  <h1 class="mb-4">Our Team</h1>
  <p>Baxter Press was started by the Baxter family on Wellington Street in 1948 and has been employee-owned since 2015.</p>
  <div class="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4">
${card("nadia.jpg", "Nadia Haddad", "General Manager", "Nadia joined as an estimator in 2003 and has led the company since the employee buy-out.", "nadia@baxterpressguelph.ca")}
${card("owen.jpg", "Owen MacLeod", "Production Manager", "Keeps three shifts and two presses running on time.", "")}
${card("luc.jpg", "Luc Gagnon", "Prepress &amp; Design", "File checks, proofs and design tweaks in English or French.", "luc@baxterpressguelph.ca")}
${card("priya.jpg", "Priya Sandhu", "Customer Service", "Your first call for quotes, reorders and delivery questions.", "")}
  </div>
</section>`);
  const clients = page("Clients | Baxter Press", "/clients", `
<section class="container py-5">
  <h1 class="mb-4">Some of the people we print for</h1>
  <ul class="list-group list-group-flush col-md-6">
    <li class="list-group-item">University of Guelph – Ontario Agricultural College</li>
    <li class="list-group-item">Wellington County Museum &amp; Archives</li>
    <li class="list-group-item">Sleeman Breweries</li>
    <li class="list-group-item">Guelph Symphony Orchestra</li>
    <li class="list-group-item">Macdonald Stewart Art Centre</li>
    <li class="list-group-item">Elora Festival Singers</li>
    <li class="list-group-item">Royal City Mission</li>
    <li class="list-group-item">Dr. Janet Mulholland Family Dentistry</li>
  </ul>
  <blockquote class="blockquote mt-5"><p>"Baxter Press has printed our season brochure for twelve years. Priya always finds a way to hit our deadline."</p><footer class="blockquote-footer">Harold Lindqvist, Executive Director, <cite>Guelph Symphony Orchestra</cite></footer></blockquote>
</section>`);
  const contact = page("Contact | Baxter Press", "/contact", `
<section class="container py-5">
  <h1>Contact</h1>
  <div class="row">
    <div class="col-md-6">
      <address>61 Wellington Street West<br>Guelph, ON N1H 2Z7<br>519-836-4471</address>
      <p>Quotes and orders: <a href="mailto:orders@baxterpressguelph.ca?subject=Quote%20request">orders@baxterpressguelph.ca</a><br>Everything else: <a href="mailto:info@baxterpressguelph.ca">info@baxterpressguelph.ca</a></p>
      <p>Mon–Fri 8:00–5:00. Parking behind the building off Gordon Street.</p>
    </div>
    <div class="col-md-6">
      <form><div class="mb-3"><label class="form-label" for="em">Email address</label><input type="email" class="form-control" id="em" placeholder="name@example.com"></div><div class="mb-3"><label class="form-label" for="msg">Project details</label><textarea class="form-control" id="msg" rows="4"></textarea></div><button type="submit" class="btn btn-primary">Send</button></form>
    </div>
  </div>
</section>`);
  sites.push({
    id: "g023-baxter-press-guelph",
    domain: D,
    language: "en",
    patterns: ["builder-bootstrap", "team-grid", "client-list", "testimonials", "name-lookalikes", "email-in-person-card", "email-mailto", "email-footer", "junk-version", "junk-placeholder"],
    pages: [
      ["/", "index.html", home],
      ["/team", "team.html", team],
      ["/clients", "clients.html", clients],
      ["/contact", "contact.html", contact],
    ],
    truth: {
      emails: ["orders@" + D, "info@" + D, "nadia@" + D, "luc@" + D],
      emailKinds: { ["orders@" + D]: "role", ["info@" + D]: "generic", ["nadia@" + D]: "person", ["luc@" + D]: "person" },
      emailOwners: { ["nadia@" + D]: "Nadia Haddad", ["luc@" + D]: "Luc Gagnon" },
      contacts: [
        { name: "Nadia Haddad", title: "General Manager", role: "owner" },
        { name: "Owen MacLeod", title: "Production Manager", role: "operations" },
        { name: "Luc Gagnon", title: "Prepress & Design", role: "other" },
        { name: "Priya Sandhu", title: "Customer Service", role: "other" },
      ],
      junk: ["bootstrap@5.3.2", "bootstrap-icons@1.11.1", "name@example.com"],
    },
  });
}

// ------------------------------------------------------------------ g024 Wix law office, names split across headings, no email
{
  const D = "delgadoreyeslaw.com";
  const S = "g024";
  const nav = [["/", "Home"], ["/attorneys", "Attorneys"], ["/practice-areas", "Practice Areas"], ["/contact", "Contact"]];
  const footer = wixText(S + "f", `<p class="font_9 wixui-rich-text__text">Delgado-Reyes &amp; Pruitt, PLLC · 410 W. Main St., Suite 2, Santa Fe, NM 87501 · (505) 982-3310</p><p class="font_9 wixui-rich-text__text">The information on this website is for general information purposes only. Nothing on this site should be taken as legal advice for any individual case or situation.</p>`, { top: 20, left: 40, width: 900 });
  const home = wixPage({
    lang: "en", seed: S, domain: D, siteName: "Delgado-Reyes & Pruitt", title: "Delgado-Reyes & Pruitt | Family & Immigration Law, Santa Fe NM", nav, footer,
    body: `${wixText(S + "h1", `<h1 class="font_0 wixui-rich-text__text">Family and immigration law, in English and Spanish</h1>`, { top: 80, left: 40, width: 760 })}
${wixText(S + "h2", `<p class="font_7 wixui-rich-text__text">We help New Mexico families with divorce, custody, adoption, visas and green cards. Hablamos español. Free 20-minute consultation.</p>`, { top: 260, left: 40, width: 620 })}`,
  });
  const attorneys = wixPage({
    lang: "en", seed: S + "a", domain: D, siteName: "Delgado-Reyes & Pruitt", title: "Attorneys | Delgado-Reyes & Pruitt", nav, footer,
    body: `${wixText(S + "a0", `<h2 class="font_2 wixui-rich-text__text">Our Attorneys</h2>`, { top: 40, left: 40, width: 600 })}
${wixImage(S + "a1i", "0e3c7d_marisol~mv2.jpg", "", { top: 120, left: 40, w: 300, h: 380 })}
${wixText(S + "a1", `<h3 class="font_4 wixui-rich-text__text"><span class="wixui-rich-text__text">Marisol</span></h3><h3 class="font_4 wixui-rich-text__text"><span class="wixui-rich-text__text">Delgado-Reyes</span></h3>`, { top: 120, left: 380, width: 500 })}
${wixText(S + "a1t", `<p class="font_8 wixui-rich-text__text"><span style="letter-spacing:0.1em;" class="wixui-rich-text__text">FOUNDING PARTNER</span></p><p class="font_8 wixui-rich-text__text">J.D., University of New Mexico School of Law. Licensed in New Mexico and Texas. Marisol founded the firm in 2011 after ten years with New Mexico Legal Aid.</p>`, { top: 230, left: 380, width: 500 })}
${wixImage(S + "a2i", "0e3c7d_graham~mv2.jpg", "", { top: 560, left: 40, w: 300, h: 380 })}
${wixText(S + "a2", `<h3 class="font_4 wixui-rich-text__text"><span class="wixui-rich-text__text">Graham </span><span class="wixui-rich-text__text">T. Pruitt</span></h3>`, { top: 560, left: 380, width: 500 })}
${wixText(S + "a2t", `<p class="font_8 wixui-rich-text__text"><span style="letter-spacing:0.1em;" class="wixui-rich-text__text">PARTNER</span></p><p class="font_8 wixui-rich-text__text">J.D., University of Colorado. Graham focuses on adoption, guardianship and collaborative divorce.</p>`, { top: 620, left: 380, width: 500 })}
${wixText(S + "a3", `<h4 class="font_5 wixui-rich-text__text">Legal assistant</h4><p class="font_8 wixui-rich-text__text">Yesenia Archuleta · Bilingual paralegal</p>`, { top: 1000, left: 40, width: 500 })}`,
  });
  const areas = wixPage({
    lang: "en", seed: S + "p", domain: D, siteName: "Delgado-Reyes & Pruitt", title: "Practice Areas | Delgado-Reyes & Pruitt", nav, footer,
    body: wixText(S + "p1", `<h2 class="font_2 wixui-rich-text__text">Practice Areas</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8">Divorce and legal separation</p></li><li><p class="font_8">Child custody and support</p></li><li><p class="font_8">Adoption and guardianship</p></li><li><p class="font_8">Family-based immigration, DACA, naturalization</p></li></ul>`, { top: 40, left: 40, width: 800 }),
  });
  const contact = wixPage({
    lang: "en", seed: S + "c", domain: D, siteName: "Delgado-Reyes & Pruitt", title: "Contact | Delgado-Reyes & Pruitt", nav, footer,
    body: `${wixText(S + "c1", `<h2 class="font_2 wixui-rich-text__text">Contact us</h2><p class="font_8 wixui-rich-text__text">410 W. Main St., Suite 2<br class="wixui-rich-text__text">Santa Fe, NM 87501</p><p class="font_8 wixui-rich-text__text">(505) 982-3310</p><p class="font_8 wixui-rich-text__text">Please do not send confidential information through this form.</p>`, { top: 40, left: 40, width: 420 })}
<div id="comp-lv2h7c0x" class="comp-lv2h7c0x wixui-form" style="position:absolute;top:40px;left:520px;width:420px"><form><input type="text" placeholder="First name" class="wixui-text-input__input"/><input type="text" placeholder="Last name" class="wixui-text-input__input"/><input type="email" placeholder="example@email.com" class="wixui-text-input__input"/><textarea placeholder="Briefly describe your situation"></textarea><button class="wixui-button"><span class="wixui-button__label">Submit</span></button></form></div>`,
  });
  sites.push({
    id: "g024-delgado-reyes-pruitt-law",
    domain: D,
    language: "en",
    patterns: ["builder-wix", "team-grid", "no-email", "junk-placeholder", "junk-platform", "junk-version"],
    pages: [
      ["/", "index.html", home],
      ["/attorneys", "attorneys.html", attorneys],
      ["/practice-areas", "practice-areas.html", areas],
      ["/contact", "contact.html", contact],
    ],
    truth: {
      emails: [],
      contacts: [
        { name: "Marisol Delgado-Reyes", title: "FOUNDING PARTNER", role: "owner" },
        { name: "Graham T. Pruitt", title: "PARTNER", role: "owner" },
        { name: "Yesenia Archuleta", title: "Bilingual paralegal", role: "other" },
      ],
      junk: ["example@email.com", "605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.3.1", "react-dom@18.3.1"],
    },
  });
}

export default sites;
