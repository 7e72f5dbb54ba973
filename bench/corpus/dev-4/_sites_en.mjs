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

export default sites;
