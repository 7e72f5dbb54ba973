// dev-9 templates, part 3: obituaries, event speakers, client lists, guest blog, Divi table,
// table-shaped legal notice (mixed language), hand-written microdata restaurant.
import { esc, ent, obf, LBL, rng, hash, pick, wixId, cls, numEnt, poolFor } from './_lib.mjs';

const L = (d) => LBL[d.lk || d.lang];

// ---------------------------------------------------------------------------------------------
// K. Funeral home, Joomla 3 (Protostar-like): obituary notices, about prose, legal notice
export function funeral(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id) + 23);
  c.pat('obituary', 'about-prose', 'legal-notice');
  const pool = poolFor(d.lk || d.lang);
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}-${d.lang}" dir="ltr">
<head>
	<meta name="viewport" content="width=device-width, initial-scale=1.0" />
	<meta charset="utf-8" />
	<base href="https://www.${d.dom}/" />
	<meta name="generator" content="Joomla! - Open Source Content Management" />
	<title>${esc(t)} - ${esc(b.name)}</title>
	<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
	<link href="/templates/protostar/css/template.css?3b1c2a8e0f4d5b6c7a8e9f0a1b2c3d4e" rel="stylesheet" />
	<script src="/media/jui/js/jquery.min.js?3b1c2a8e0f4d5b6c7a8e9f0a1b2c3d4e"></script>
	<script src="/media/jui/js/bootstrap.min.js?3b1c2a8e0f4d5b6c7a8e9f0a1b2c3d4e"></script>
</head>
<body class="site com_content view-article no-layout no-task itemid-${hash(t) % 200}">
	<div class="body" id="top"><div class="container">
		<header class="header" role="banner"><div class="header-inner clearfix">
			<a class="brand pull-left" href="/"><span class="site-title" title="${esc(b.name)}">${esc(b.name)}</span><div class="site-description">${esc(b.kind)}</div></a>
			<div class="header-search pull-right"><p>${esc(d.x.allDay)} <strong>${esc(b.tel)}</strong></p></div>
		</div></header>
		<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Menu</span></a></div>
		<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">
<li class="item-101 default current active"><a href="/">${esc(l.home)}</a></li><li class="item-102"><a href="${d.x.obPath}">${esc(d.x.obNav)}</a></li><li class="item-103"><a href="${P.about}">${esc(l.about)}</a></li><li class="item-104"><a href="${P.contact}">${esc(l.contact)}</a></li></ul>
		</div></nav>
		<div class="row-fluid"><main id="content" role="main" class="span12">
			<div id="system-message-container"></div>
			<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="${d.lang}-${d.lang}" />`;
  const g = c.mail(d.generic, 'generic');
  const foot = `</div></main></div>
	</div></div>
	<footer class="footer" role="contentinfo"><div class="container"><hr />
		<div class="moduletable"><div class="custom"><p>${esc(b.name)} · ${esc(b.street)} · ${esc(b.zip)} ${esc(b.city)} · ${esc(b.tel)} · ${d.x.footMail === false ? '' : obf(g, d.x.obf)}</p></div></div>
		<p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p>
		<p>&copy; ${d.year || 2024} ${esc(b.name)} · <a href="${P.legal}">${esc(l.legal)}</a></p>
	</div></footer>
</body>
</html>`;
  c.pat('email-obfuscated', 'email-footer');
  c.page('/', 'index.html', `${head(l.home)}
<div itemprop="articleBody"><h1>${esc(b.tagline)}</h1><p>${esc(b.about)}</p>
<ul>${b.services.map((s) => `<li><strong>${esc(s[0])}</strong>: ${esc(s[1])}</li>`).join('')}</ul>
<p>${esc(d.x.homeNote)}</p></div>
${foot}`);
  const obits = [];
  for (let i = 0; i < d.x.nObits; i++) {
    const fn = pick(r, pool.first), ln = pick(r, pool.last), ln2 = pick(r, pool.last);
    const age = 60 + Math.floor(r() * 38);
    const day = 1 + Math.floor(r() * 27);
    const sp = pick(r, pool.first) + ' ' + pick(r, pool.last);
    obits.push(d.x.obit({ fn, ln, ln2, age, day, sp, i }));
  }
  c.page(d.x.obPath, 'obits.html', `${head(d.x.obNav)}
<div class="page-header"><h1 itemprop="headline">${esc(d.x.obTitle)}</h1></div>
<div itemprop="articleBody"><p>${esc(d.x.obIntro)}</p>
${obits.map((o) => `<div class="esquela well"><h3>${o.h}</h3><p>${o.p}</p></div>`).join('\n')}
</div>
${foot}`);
  c.page(P.about, 'about.html', `${head(l.about)}
<div class="page-header"><h1 itemprop="headline">${esc(l.about)}</h1></div>
<div itemprop="articleBody">${d.x.aboutHtml(c)}</div>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<div class="page-header"><h1 itemprop="headline">${esc(l.contact)}</h1></div>
<div itemprop="articleBody"><p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}</p><p>${esc(l.phone)}: ${esc(b.tel)}<br>${esc(l.email)}: ${obf(g, d.x.obf)}</p>
${d.x.contactExtra ? d.x.contactExtra(c) : ''}</div>
${foot}`);
  c.page(P.legal, 'legal.html', `${head(l.legal)}
<div class="page-header"><h1 itemprop="headline">${esc(l.legal)}</h1></div>
<div itemprop="articleBody">${d.x.legal(c, g)}</div>
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// L. Training centre / event organiser (Hugo static theme): speakers of a conference + own staff table
export function speakers(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('event-speakers', 'team-table');
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta name="generator" content="Hugo 0.121.1">
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t)} · ${esc(b.name)}</title>
<link rel="stylesheet" href="/css/main.min.8f1e2d3c4b5a.css" integrity="sha256-abc">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">
<script src="https://unpkg.com/swiper@8/swiper-bundle.min.js" defer></script>
</head>
<body class="kind-${t === l.home ? 'home' : 'page'}">
<div class="topbar"><div class="wrap"><span><i class="fa-solid fa-phone"></i> ${esc(b.tel)}</span></div></div>
<header class="masthead"><div class="wrap"><a class="logo" href="/">${esc(b.name)}</a>
<ul class="menu"><li><a href="/">${esc(l.home)}</a></li><li><a href="${d.x.evPath}">${esc(d.x.evNav)}</a></li><li><a href="${P.team}">${esc(l.team)}</a></li><li><a href="${P.contact}">${esc(l.contact)}</a></li></ul></div></header>`;
  c.j('swiper@8');
  c.pat('junk-version');
  const g = c.mail(d.generic, 'generic');
  const foot = `<footer class="site-footer"><div class="wrap cols">
<div class="col"><h4>${esc(b.name)}</h4><p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}</p></div>
<div class="col"><h4>${esc(l.contact)}</h4><p>${esc(b.tel)}<br><a href="mailto:${g}">${g}</a></p></div>
<div class="col"><h4>Newsletter</h4><form action="https://${d.dom.split('.')[0]}.us21.list-manage.com/subscribe/post" method="post"><input type="email" name="EMAIL" placeholder="${l.ph}"><button>OK</button></form></div>
</div><p class="copy">© ${d.year || 2024} ${esc(b.name)} · <a href="${P.legal || P.contact}">${esc(l.legal)}</a></p></footer>
</body>
</html>`;
  c.j(l.ph);
  c.pat('junk-placeholder', 'email-footer', 'email-mailto');
  c.page('/', 'index.html', `${head(l.home)}
<section class="hero"><div class="wrap"><h1>${esc(b.tagline)}</h1><p>${esc(b.about)}</p><a class="btn" href="${d.x.evPath}">${esc(d.x.evTitle)}</a></div></section>
<section class="courses"><div class="wrap grid">${b.services.map((s) => `<article class="course"><h3>${esc(s[0])}</h3><p>${esc(s[1])}</p></article>`).join('\n')}</div></section>
${foot}`);
  const sp = d.x.speakers
    .map(
      (s) => `<div class="swiper-slide speaker"><figure><img src="/images/speakers/${s[0].split(' ').pop().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.webp" alt="${esc(s[0])}" loading="lazy"></figure>
<h3 class="speaker__name">${esc(s[0])}</h3><p class="speaker__role">${esc(s[1])}</p><p class="speaker__talk"><em>${esc(s[2])}</em></p>
<ul class="social">${s[3] ? `<li><a href="https://www.linkedin.com/in/${s[3]}" aria-label="LinkedIn"><i class="fa-brands fa-linkedin"></i></a></li>` : ''}</ul></div>`
    )
    .join('\n');
  c.page(d.x.evPath, 'event.html', `${head(d.x.evNav)}
<section class="event"><div class="wrap"><h1>${esc(d.x.evTitle)}</h1><p class="lead">${esc(d.x.evIntro)}</p>
<h2>${esc(d.x.spTitle)}</h2>
<div class="swiper speakers-swiper"><div class="swiper-wrapper">
${sp}
</div></div>
<h2>${esc(d.x.progTitle)}</h2>
<table class="programme"><tbody>${d.x.programme.map((p) => `<tr><td>${esc(p[0])}</td><td>${esc(p[1])}</td></tr>`).join('')}</tbody></table>
<p>${d.x.evContact(c, g)}</p>
</div></section>
${foot}`);
  const rows = d.people.map((p) => {
    c.who(p);
    return `<tr><td>${esc(p.n)}</td><td>${p.t ? esc(p.t) : ''}</td><td>${p.e ? `<a href="mailto:${c.pm(p)}">${p.e}</a>` : ''}</td>${d.x.extraCol ? `<td>${esc(p[d.x.extraCol[1]] || '')}</td>` : ''}</tr>`;
  });
  c.page(P.team, 'team.html', `${head(l.team)}
<section class="page"><div class="wrap"><h1>${esc(d.x.teamTitle || l.team)}</h1><p>${esc(d.x.teamIntro)}</p>
<table class="staff">
<thead><tr><th>${esc(l.name)}</th><th>${esc(l.position)}</th><th>${esc(l.email)}</th>${d.x.extraCol ? `<th>${esc(d.x.extraCol[0])}</th>` : ''}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></div></section>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<section class="page"><div class="wrap"><h1>${esc(l.contact)}</h1><p>${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)}</p><p>${esc(l.phone)}: ${esc(b.tel)}<br>${esc(l.email)}: <a href="mailto:${g}?subject=${encodeURIComponent(d.x.evTitle)}">${g}</a></p>
${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('')}
<p>${esc(l.hours)}: ${esc(b.hours)}</p>
${d.x.legal ? `<h2>${esc(l.legal)}</h2>${d.x.legal(c, g)}` : ''}</div></section>
${foot}`);
  if (d.x.legal) c.pat('legal-notice');
}

// ---------------------------------------------------------------------------------------------
// M. Consultancy on a Webflow-less hand-rolled "one-pager + subpages" (Jekyll-ish), clients logos,
//    testimonials, team as a definition list with <dt> name, <dd> title and mail
export function clientsDl(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('client-list', 'testimonials', 'definition-list');
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <!-- Begin Jekyll SEO tag v2.8.0 -->
  <title>${esc(t)} | ${esc(b.name)}</title>
  <meta name="generator" content="Jekyll v4.3.2" />
  <meta property="og:title" content="${esc(b.name)}" />
  <meta property="og:locale" content="${d.lang}" />
  <link rel="canonical" href="https://${d.dom}/" />
  <!-- End Jekyll SEO tag -->
  <link rel="stylesheet" href="/assets/css/style.css">
</head>
<body>
<header class="site-header"><div class="wrapper"><a class="site-title" rel="author" href="/">${esc(b.name)}</a>
<nav class="site-nav"><div class="trigger"><a class="page-link" href="${d.x.clientsPath}">${esc(d.x.clientsNav)}</a><a class="page-link" href="${P.team}">${esc(l.team)}</a><a class="page-link" href="${P.contact}">${esc(l.contact)}</a></div></nav></div></header>
<main class="page-content" aria-label="Content"><div class="wrapper">`;
  const g = c.mail(d.generic, 'generic');
  const foot = `</div></main>
<footer class="site-footer h-card"><data class="u-url" href="/"></data><div class="wrapper">
<div class="footer-col-wrapper"><div class="footer-col"><ul class="contact-list"><li class="p-name">${esc(b.name)}</li><li>${esc(b.street)}, ${esc(b.city)}</li><li><a class="u-email" href="mailto:${g}">${g}</a></li></ul></div>
<div class="footer-col"><p>${esc(b.kind)}</p>${d.x.legal ? `<p><a href="${P.legal}">${esc(l.legal)}</a></p>` : ''}</div></div></div></footer>
</body>
</html>`;
  c.pat('email-footer', 'email-mailto');
  const quotes = d.x.testimonials.map((t) => `<blockquote class="testimonial"><p>${esc(t[1])}</p><footer>— <cite>${esc(t[0])}</cite></footer></blockquote>`).join('\n');
  c.page('/', 'index.html', `${head(l.home)}
<article class="post"><header class="post-header"><h1 class="post-title">${esc(b.tagline)}</h1></header>
<div class="post-content"><p>${esc(b.about)}</p>
<h2>${esc(l.services)}</h2>
<ul>${b.services.map((s) => `<li><strong>${esc(s[0])}</strong> — ${esc(s[1])}</li>`).join('\n')}</ul>
<h2>${esc(d.x.testiTitle)}</h2>
${quotes}
</div></article>
${foot}`);
  c.page(d.x.clientsPath, 'clients.html', `${head(d.x.clientsNav)}
<article class="post"><header class="post-header"><h1 class="post-title">${esc(d.x.clientsTitle)}</h1></header>
<div class="post-content"><p>${esc(d.x.clientsIntro)}</p>
<ul class="client-logos">
${d.x.clients.map((cl) => `<li><img src="/assets/img/clients/${cl.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}.png" alt="${esc(cl)}" title="${esc(cl)}"><span>${esc(cl)}</span></li>`).join('\n')}
</ul>
${d.x.cases ? d.x.cases.map((cs) => `<h3>${esc(cs[0])}</h3><p>${esc(cs[1])}</p>`).join('\n') : ''}
</div></article>
${foot}`);
  const dl = d.people.map((p) => {
    c.who(p);
    const m = p.e ? `<br><a href="mailto:${c.pm(p)}">${p.e}</a>` : '';
    return `  <dt>${esc(p.n)}${p.cred ? `, ${esc(p.cred)}` : ''}</dt>\n  <dd>${p.t ? esc(p.t) : ''}${p.bio ? ` — ${esc(p.bio)}` : ''}${m}</dd>`;
  });
  if (d.people.some((p) => p.e)) c.pat('email-in-person-card');
  c.page(P.team, 'team.html', `${head(l.team)}
<article class="post"><header class="post-header"><h1 class="post-title">${esc(d.x.teamTitle || l.team)}</h1></header>
<div class="post-content"><p>${esc(d.x.teamIntro)}</p>
<dl class="team">
${dl.join('\n')}
</dl>
${d.x.alumni ? `<h3>${esc(d.x.alumni[0])}</h3><p>${esc(d.x.alumni[1])}</p>` : ''}
</div></article>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<article class="post"><header class="post-header"><h1 class="post-title">${esc(l.contact)}</h1></header>
<div class="post-content"><p>${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)} — ${esc(b.tel)}</p><p><a href="mailto:${g}">${g}</a></p>
${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('')}
<form action="https://formspree.io/f/mwkdqplz" method="POST"><label>${esc(l.email)} <input type="email" name="_replyto" placeholder="${l.ph}"></label><textarea name="message"></textarea><button type="submit">${esc(l.send)}</button></form>
</div></article>
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
  if (d.x.legal) {
    c.pat('legal-notice');
    c.page(P.legal, 'legal.html', `${head(l.legal)}
<article class="post"><div class="post-content"><h1>${esc(l.legal)}</h1>${d.x.legal(c, g)}</div></article>
${foot}`);
  }
}

// ---------------------------------------------------------------------------------------------
// N. Blog-magazine on WordPress (Kadence theme): posts by guest authors with author boxes,
//    owner in the "about me" sidebar widget
export function guestBlog(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('builder-wordpress', 'about-prose');
  const head = (t) => `<!doctype html>
<html lang="${d.lang}" class="no-js" itemtype="https://schema.org/WebPage" itemscope>
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
	<title>${esc(t)} &#8211; ${esc(b.name)}</title>
<link rel='stylesheet' id='kadence-global-css' href='https://${d.dom}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.1.51' media='all' />
<link rel='stylesheet' id='kadence-blocks-rowlayout-css' href='https://${d.dom}/wp-content/plugins/kadence-blocks/dist/style-blocks-rowlayout.css?ver=3.1.26' media='all' />
<script type="text/javascript">var _paq = window._paq = window._paq || []; _paq.push(['trackPageView']); (function() { var u="//analytics.${d.dom}/"; _paq.push(['setSiteId', '3']); })();</script>
</head>
<body class="home blog wp-embed-responsive hfeed footer-on-bottom hide-focus-outline link-style-standard has-sidebar content-title-style-normal content-width-normal content-style-boxed">
<div id="wrapper" class="site wp-site-blocks">
<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope><div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
<div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline"><div class="site-branding branding-layout-standard"><a class="brand" href="/" rel="home"><div class="site-title-wrap"><p class="site-title">${esc(b.name)}</p><p class="site-description">${esc(b.kind)}</p></div></a></div></div></div>
<div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-standard header-navigation-dropdown-animation-none" role="navigation" aria-label="Primary Navigation"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">
<li class="menu-item"><a href="/">${esc(l.home)}</a></li><li class="menu-item"><a href="${P.about}">${esc(d.x.aboutNav || l.about)}</a></li><li class="menu-item"><a href="${P.contact}">${esc(l.contact)}</a></li></ul></div></nav></div></div>
</div></div></div></div></div></div></div></div></header>
<div id="inner-wrap" class="wrap hfeed kt-clear"><div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main">`;
  const widget = d.x.sidebar(c);
  const g = c.mail(d.generic, 'generic');
  const foot = `</main>
<aside id="secondary" role="complementary" class="primary-sidebar widget-area sidebar-slug-sidebar-primary sidebar-link-style-normal"><div class="sidebar-inner-wrap">
${widget}
<section id="block-7" class="widget widget_block widget_search"><form role="search" method="get" action="https://${d.dom}/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search"><label class="wp-block-search__label" for="wp-block-search__input-1">Search</label><div class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required /><button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit">Search</button></div></form></section>
</div></aside>
</div></div></div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_bottom"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-bottom-footer-inner-wrap site-footer-row site-footer-row-columns-1 site-footer-row-column-layout-row site-footer-row-tablet-column-layout-default site-footer-row-mobile-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">
<div class="site-footer-bottom-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area site-info site-footer-focus-item content-align-default content-tablet-align-default content-mobile-align-default content-valign-default content-tablet-valign-default content-mobile-valign-default" data-section="kadence_customizer_footer_html"><div class="footer-widget-area-inner site-info-inner"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>&copy; ${d.year || 2024} ${esc(b.name)} — ${esc(b.city)} — <a href="mailto:${g}">${g}</a> — WordPress Theme by Kadence WP</p></div></div></div></div></div>
</div></div></div></div></div></footer>
</div>
</body>
</html>`;
  c.pat('email-footer', 'email-mailto');
  const post = (pp, full) => `<article class="entry content-bg loop-entry post type-post status-publish format-standard has-post-thumbnail hentry">
<div class="entry-content-wrap"><header class="entry-header"><div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="/category/${pp.cat.toLowerCase()}/" rel="tag">${esc(pp.cat)}</a></span></div>
<h2 class="entry-title"><a href="${pp.path}" rel="bookmark">${esc(pp.title)}</a></h2>
<div class="entry-meta entry-meta-divider-dot"><span class="posted-by"><span class="meta-label">${esc(d.x.byWord)}</span><span class="author vcard"><a class="url fn n" href="/author/${pp.slug}/">${esc(pp.author)}</a></span></span><span class="posted-on"><time class="entry-date published" datetime="${pp.date}">${esc(pp.dateText)}</time></span></div></header>
<div class="entry-summary">${full ? pp.body.map((x) => `<p>${esc(x)}</p>`).join('\n') : `<p>${esc(pp.body[0])}</p>`}</div>
${full && pp.bio ? `<div class="entry-author entry-author-style-normal"><div class="entry-author-profile author-profile vcard"><div class="entry-author-avatar"><img alt='' src='https://secure.gravatar.com/avatar/${(hash(pp.author) * 77).toString(16)}?s=80&#038;d=mm&#038;r=g' class='avatar avatar-80 photo' height='80' width='80' /></div><b class="entry-author-name author-name fn"><a href="/author/${pp.slug}/" class="url fn n">${esc(pp.author)}</a></b><div class="entry-author-description author-bio"><p>${esc(pp.bio)}</p></div></div></div>` : ''}
${full ? '' : `<footer class="entry-footer"><div class="entry-actions"><p class="more-link-wrap"><a href="${pp.path}" class="post-more-link">${esc(l.more)}</a></p></div></footer>`}
</div></article>`;
  c.page('/', 'index.html', `${head(l.home)}
<div class="hero-section"><h1 class="page-title">${esc(b.tagline)}</h1><p>${esc(b.about)}</p></div>
${d.x.posts.map((pp) => post(pp, false)).join('\n')}
${foot}`);
  d.x.posts.forEach((pp, i) => {
    if (pp.own) pp.own(c);
    c.page(pp.path, `post${i + 1}.html`, `${head(pp.title)}
${post(pp, true)}
${foot}`);
  });
  c.page(P.about, 'about.html', `${head(d.x.aboutNav || l.about)}
<article class="entry content-bg single-entry page type-page"><div class="entry-content-wrap"><header class="entry-header"><h1 class="entry-title">${esc(d.x.aboutNav || l.about)}</h1></header><div class="entry-content single-content">
${d.x.aboutHtml(c)}
</div></div></article>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<article class="entry content-bg single-entry page type-page"><div class="entry-content-wrap"><header class="entry-header"><h1 class="entry-title">${esc(l.contact)}</h1></header><div class="entry-content single-content">
<p>${esc(d.x.contactText)}</p><p><a href="mailto:${g}">${g}</a> · ${esc(b.tel)}</p>
<div class="kb-form"><form class="kb-form" action="" method="post"><div class="kadence-blocks-form-field kb-field"><label for="kb_field_0">${esc(l.name)}</label><input name="kb_field_0" id="kb_field_0" type="text" class="kb-field kb-text-style-field" /></div><div class="kadence-blocks-form-field kb-field"><label for="kb_field_1">${esc(l.email)}</label><input name="kb_field_1" id="kb_field_1" type="email" placeholder="${l.ph}" class="kb-field kb-email-style-field" /></div><div class="kadence-blocks-form-field kb-submit-field"><button class="kb-forms-submit button">${esc(l.send)}</button></div></form></div>
</div></div></article>
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
}

// ---------------------------------------------------------------------------------------------
// O. Divi (Elegant Themes): owner in et_pb_team_member, staff in a text-module table with extra columns
export function divi(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('builder-divi', 'team-table');
  let n = 0;
  const mod = (type, inner, extra = '') => `<div class="et_pb_module et_pb_${type} et_pb_${type}_${n++} ${extra} et_pb_bg_layout_light">${inner}</div>`;
  const row = (cols) => `<div class="et_pb_row et_pb_row_${n++}${cols.length > 1 ? ' et_pb_equal_columns' : ''}">${cols.map((x, i) => `<div class="et_pb_column et_pb_column_${cols.length === 1 ? '4_4' : cols.length === 2 ? '1_2' : '1_3'} et_pb_column_${n++}${i === cols.length - 1 ? ' et-last-child' : ''}">${x}</div>`).join('')}</div>`;
  const section = (rows, extra = '') => `<div class="et_pb_section et_pb_section_${n++} ${extra} et_section_regular">${rows}</div>`;
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://${d.dom}/xmlrpc.php" />
	<script type="text/javascript">document.documentElement.className = 'js';</script>
	<title>${esc(t)} | ${esc(b.name)}</title>
<link rel='stylesheet' id='divi-style-css' href='https://${d.dom}/wp-content/themes/Divi/style-static.min.css?ver=4.23.1' type='text/css' media='all' />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<link rel="stylesheet" id="et-divi-customizer-global-cached-inline-styles" href="https://${d.dom}/wp-content/et-cache/global/et-divi-customizer-global.min.css?ver=1702971143" />
</head>
<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container">
<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${esc(b.tel)}</span> <a href="mailto:${d.generic}"><span id="et-info-email">${d.generic}</span></a></div></div></div>
<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="https://${d.dom}/wp-content/uploads/2022/09/logo-${d.dom.split('.')[0]}.png" width="93" height="43" alt="${esc(b.name)}" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-31"><a href="/">${esc(l.home)}</a></li>
<li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="${P.team}">${esc(d.x.teamNav || l.team)}</a></li>
<li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33"><a href="${P.contact}">${esc(l.contact)}</a></li>
</ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><article id="post-${hash(t) % 500}" class="post-${hash(t) % 500} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">`;
  const g = c.mail(d.generic, 'generic');
  const foot = `</div></div></div></article></div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/${d.dom.split('.')[0]}" class="icon"><span>Facebook</span></a></li></ul>
<div id="footer-info">© ${d.year || 2024} ${esc(b.name)} · <a href="${P.legal}">${esc(l.legal)}</a> · ${esc(d.agencyLine)}</div></div></div></footer>
</div></div>
<script type='text/javascript' src='https://${d.dom}/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1' id='divi-custom-script-js'></script>
</body>
</html>`;
  if (d.agencyMail) {
    c.j(d.agencyMail);
    c.pat('junk-agency');
  }
  c.pat('email-mailto');
  c.page('/', 'index.html', `${head(l.home)}
${section(row([mod('text', `<div class="et_pb_text_inner"><h1>${esc(b.tagline)}</h1><p>${esc(b.about)}</p></div>`, 'et_pb_text_align_left')]), 'et_pb_fullwidth_section et_pb_with_background')}
${section(row(b.services.map((s) => mod('blurb', `<div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">&#xe03b;</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${esc(s[0])}</span></h4><div class="et_pb_blurb_description"><p>${esc(s[1])}</p></div></div></div>`, 'et_pb_text_align_center et_pb_blurb_position_top'))))}
${foot}`);
  const lead = d.people.filter((p) => p.lead);
  const staff = d.people.filter((p) => !p.lead);
  const leadMods = lead.map((p) => {
    c.who(p);
    return mod('team_member', `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="https://${d.dom}/wp-content/uploads/2022/09/${p.n.split(' ')[0].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.jpg" alt="${esc(p.n)}" /></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(p.n)}</h4><p class="et_pb_member_position">${esc(p.t)}</p><div>${esc(p.bio || '')}</div>${p.e ? `<p><a href="mailto:${c.pm(p)}">${p.e}</a></p>` : ''}<ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul></div>`, 'clearfix et_pb_text_align_center');
  });
  const cols = d.x.cols;
  const th = { name: l.name, title: l.position, tel: l.phone, ext: l.ext, email: l.email, langs: l.langs, office: l.office };
  const trs = staff.map((p) => {
    c.who(p);
    return `<tr>${cols
      .map((k) => {
        if (k === 'name') return `<td>${esc(p.n)}</td>`;
        if (k === 'title') return `<td>${p.t ? esc(p.t) : ''}</td>`;
        if (k === 'email') return `<td>${p.e ? `<a href="mailto:${c.pm(p)}">${p.e}</a>` : ''}</td>`;
        return `<td>${esc(p[k] || '')}</td>`;
      })
      .join('')}</tr>`;
  });
  if (d.people.some((p) => p.e)) c.pat('email-in-person-card');
  c.page(P.team, 'team.html', `${head(d.x.teamNav || l.team)}
${section(row([mod('text', `<div class="et_pb_text_inner"><h1>${esc(d.x.teamTitle)}</h1><p>${esc(d.x.teamIntro)}</p></div>`)]))}
${leadMods.length ? section(row(leadMods)) : ''}
${section(row([mod('text', `<div class="et_pb_text_inner"><h2>${esc(d.x.tableTitle)}</h2>
<table style="border-collapse: collapse; width: 100%;" border="1">
<tbody>
<tr>${cols.map((k) => `<td><strong>${esc(d.x.th?.[k] || th[k])}</strong></td>`).join('')}</tr>
${trs.join('\n')}
</tbody>
</table></div>`)]))}
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
${section(row([mod('text', `<div class="et_pb_text_inner"><h1>${esc(l.contact)}</h1><p>${esc(b.street)}<br />${esc(b.zip)} ${esc(b.city)}</p><p>${esc(l.phone)}: ${esc(b.tel)}<br />${esc(l.email)}: <a href="mailto:${g}">${g}</a></p>${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('')}<p>${esc(l.hours)}: ${esc(b.hours)}</p></div>`), mod('contact_form', `<div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="${P.contact}"><p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="${esc(l.name)}"></p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="${l.ph}"></p></form></div>`, 'et_pb_contact_form_container clearfix')]))}
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder', 'legal-notice');
  c.page(P.legal, 'legal.html', `${head(l.legal)}
${section(row([mod('text', `<div class="et_pb_text_inner"><h1>${esc(l.legal)}</h1>${d.x.legal(c, g)}</div>`)]))}
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// P. Small agency-built static site (Bulma) with a table-shaped legal notice; English titles on a
//    non-English site; company and street names built from surnames
export function legalTable(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('legal-notice', 'name-lookalikes', 'about-prose', 'email-mailto');
  const T = d.x.titles || {}; // mixed-language UI strings
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t)} — ${esc(b.name)}</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bulma@0.9.4/css/bulma.min.css">
<link rel="stylesheet" href="/css/site.css?v=12">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4X1LB"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7QK2M4X1LB', { 'anonymize_ip': true });</script>
</head>
<body>
<nav class="navbar is-spaced has-shadow" role="navigation" aria-label="main navigation"><div class="container">
<div class="navbar-brand"><a class="navbar-item" href="/"><strong>${esc(b.name)}</strong></a><a role="button" class="navbar-burger" aria-label="menu" aria-expanded="false" data-target="navMain"><span aria-hidden="true"></span><span aria-hidden="true"></span><span aria-hidden="true"></span></a></div>
<div id="navMain" class="navbar-menu"><div class="navbar-end">
<a class="navbar-item" href="/">${esc(T.home || l.home)}</a>
<a class="navbar-item" href="${P.about}">${esc(T.about || l.about)}</a>
<a class="navbar-item" href="${P.contact}">${esc(T.contact || l.contact)}</a>
</div></div></div></nav>`;
  c.j('bulma@0.9.4');
  c.pat('junk-version');
  const g = c.mail(d.generic, 'generic');
  const foot = `<footer class="footer"><div class="content has-text-centered"><p><strong>${esc(b.name)}</strong> · ${esc(b.street)} · ${esc(b.zip)} ${esc(b.city)}</p>
<p><a href="${P.legal}">${esc(T.legal || l.legal)}</a> · <a href="${P.contact}">${esc(T.privacy || l.privacy)}</a></p>
<p class="is-size-7">${esc(d.agencyLine)}</p></div></footer>
</body>
</html>`;
  if (d.agencyMail) {
    c.j(d.agencyMail);
    c.pat('junk-agency');
  }
  c.page('/', 'index.html', `${head(T.home || l.home)}
<section class="hero is-medium is-light"><div class="hero-body"><div class="container"><p class="title">${esc(b.tagline)}</p><p class="subtitle">${esc(b.kind)}</p></div></div></section>
<section class="section"><div class="container"><h2 class="title is-4">${esc(T.services || l.services)}</h2><div class="columns is-multiline">
${b.services.map((s) => `<div class="column is-4"><div class="box"><h3 class="title is-5">${esc(s[0])}</h3><p>${esc(s[1])}</p></div></div>`).join('\n')}
</div>${d.x.homeExtra ? d.x.homeExtra(c) : ''}</div></section>
${foot}`);
  c.page(P.about, 'about.html', `${head(T.about || l.about)}
<section class="section"><div class="container content"><h1 class="title">${esc(T.about || l.about)}</h1>
${d.x.aboutHtml(c)}
</div></section>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(T.contact || l.contact)}
<section class="section"><div class="container"><h1 class="title">${esc(T.contact || l.contact)}</h1>
<div class="columns"><div class="column"><p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}<br>${esc(b.tel)}</p><p>${d.x.contactMail(c, g)}</p></div>
<div class="column"><form><div class="field"><label class="label">${esc(T.email || l.email)}</label><div class="control"><input class="input" type="email" placeholder="${d.x.ph || l.ph2}"></div></div><div class="field"><div class="control"><button class="button is-link">${esc(T.send || l.send)}</button></div></div></form></div></div>
</div></section>
${foot}`);
  c.j(d.x.ph || l.ph2);
  c.pat('junk-placeholder');
  // legal notice as a two-column table
  const rows = d.x.legalRows(c, g);
  c.page(P.legal, 'legal.html', `${head(T.legal || l.legal)}
<section class="section"><div class="container content"><h1 class="title">${esc(T.legal || l.legal)}</h1>
<table class="table is-bordered is-narrow legal-table"><tbody>
${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`).join('\n')}
</tbody></table>
${d.x.legalAfter || ''}
</div></section>
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// Q. Restaurant, hand-written HTML5 with schema.org microdata (founder/employee) and a menu whose
//    dishes carry people's names
export function microHand(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('microdata-person', 'hand-written', 'name-lookalikes');
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<title>${esc(b.name)} · ${esc(t)}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="estilos.css">
<link rel="preload" href="fonts/playfair.woff2" as="font" crossorigin>
</head>
<body itemscope itemtype="http://schema.org/Restaurant">
<meta itemprop="servesCuisine" content="${esc(d.x.cuisine)}">
<div id="cab">
<a href="/" id="logo" itemprop="url"><img src="img/logo.png" srcset="img/logo.png 1x, img/logo@2x.png 2x" alt="${esc(b.name)}"><span itemprop="name" class="oculto">${esc(b.name)}</span></a>
<ul id="menu">
<li><a href="/">${esc(l.home)}</a>
<li><a href="${d.x.menuPath}">${esc(d.x.menuNav)}</a>
<li><a href="${P.about}">${esc(d.x.aboutNav || l.about)}</a>
<li><a href="${P.contact}">${esc(d.x.bookNav)}</a>
</ul>
</div>
<div id="contenido">`;
  c.j('logo@2x.png');
  c.pat('junk-asset');
  const g = c.mail(d.generic, 'generic');
  const foot = `</div>
<div id="pie">
<p itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">${esc(b.street)}</span> · <span itemprop="postalCode">${esc(b.zip)}</span> <span itemprop="addressLocality">${esc(b.city)}</span> · <span itemprop="telephone">${esc(b.tel)}</span></p>
<p>${d.x.footMail(c, g)}</p>
${d.x.footerPeople ? d.x.footerPeople(c) : ''}
<p class="peq">${esc(d.agencyLine || '')}</p>
</div>
</body>
</html>`;
  c.pat('email-footer');
  if (d.agencyMail) {
    c.j(d.agencyMail);
    c.pat('junk-agency');
  }
  c.page('/', 'index.html', `${head(l.home)}
<h1>${esc(b.tagline)}</h1>
<p itemprop="description">${esc(b.about)}</p>
<p><b>${esc(l.hours)}:</b> <span itemprop="openingHours" content="${esc(d.x.hoursMd)}">${esc(b.hours)}</span></p>
<div class="destacados">${d.x.featured.map((f) => `<div class="plato"><img src="img/${f[1]}" alt="${esc(f[0])}"><h3>${esc(f[0])}</h3></div>`).join('')}</div>
${foot}`);
  c.page(d.x.menuPath, 'carta.html', `${head(d.x.menuNav)}
<h1>${esc(d.x.menuNav)}</h1>
<div itemprop="hasMenu" itemscope itemtype="http://schema.org/Menu">
${d.x.menu.map((sec) => `<h2>${esc(sec[0])}</h2>\n<table class="carta">${sec[1].map((it) => `<tr itemprop="hasMenuItem" itemscope itemtype="http://schema.org/MenuItem"><td itemprop="name">${esc(it[0])}</td><td class="precio">${esc(it[1])}</td></tr>`).join('\n')}</table>`).join('\n')}
</div>
${foot}`);
  c.page(P.about, 'nosotros.html', `${head(d.x.aboutNav || l.about)}
<h1>${esc(d.x.aboutNav || l.about)}</h1>
${d.x.aboutHtml(c)}
${foot}`);
  c.page(P.contact, 'reservas.html', `${head(d.x.bookNav)}
<h1>${esc(d.x.bookNav)}</h1>
${d.x.bookHtml(c, g)}
<form action="reserva.php" method="post">
<label>${esc(l.name)} <input name="nombre"></label>
<label>${esc(l.email)} <input name="email" type="email" placeholder="${l.ph}"></label>
<label>${esc(d.x.paxWord)} <select name="pax"><option>2<option>3<option>4<option>5<option>6</select></label>
<input type="submit" value="${esc(l.send)}">
</form>
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
}
