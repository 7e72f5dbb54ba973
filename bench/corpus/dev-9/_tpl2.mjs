// dev-9 templates, part 2: owner's letter, contact-person boxes, Wix footer, Elementor, Webflow directory.
import { esc, ent, obf, LBL, rng, hash, pick, wixId, cls, numEnt, poolFor } from './_lib.mjs';

const L = (d) => LBL[d.lk || d.lang];

// ---------------------------------------------------------------------------------------------
// F. WordPress (GeneratePress + Gutenberg) news post: a letter from the owner signed at the end,
//    readers' comments below (customers, not staff)
export function wpLetter(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('builder-wordpress', 'about-prose');
  const post = d.x.postPath;
  const head = (t, bodyCls) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
	<meta charset="UTF-8">
	<title>${esc(t)} - ${esc(b.name)}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<meta name="viewport" content="width=device-width, initial-scale=1">
	<!-- This site is optimized with the Yoast SEO plugin v21.7 - https://yoast.com/wordpress/plugins/seo/ -->
	<meta property="og:locale" content="${d.lang}_${d.lang.toUpperCase()}" />
	<meta property="og:site_name" content="${esc(b.name)}" />
	<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='generate-style-css' href='https://${d.dom}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.3.1' media='all' />
<style id='generate-style-inline-css'>body{background-color:#f7f8f9;color:#222222;}a{color:#1e73be;}</style>
<link rel="https://api.w.org/" href="https://${d.dom}/wp-json/" />
</head>
<body class="${bodyCls} wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/Blog" itemscope>
<a class="screen-reader-text skip-link" href="#content" title="Saltar">Skip</a>
<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Site" itemtype="https://schema.org/WPHeader" itemscope>
<div class="inside-header grid-container">
<div class="site-branding"><p class="main-title" itemprop="headline"><a href="/" rel="home">${esc(b.name)}</a></p><p class="site-description" itemprop="description">${esc(b.kind)}</p></div>
<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primary" itemtype="https://schema.org/SiteNavigationElement" itemscope>
<div class="inside-navigation grid-container"><div id="primary-menu" class="main-nav"><ul id="menu-principal" class=" menu sf-menu">
<li id="menu-item-8" class="menu-item menu-item-type-custom menu-item-home menu-item-8"><a href="/">${esc(l.home)}</a></li>
<li id="menu-item-9" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-9"><a href="${P.blog}">${esc(l.news)}</a></li>
<li id="menu-item-10" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-10"><a href="${P.contact}">${esc(l.contact)}</a></li>
</ul></div></div></nav></div></header>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">`;
  const sidebar = `<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">
<aside id="block-3" class="widget inner-padding widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">${esc(l.hours)}</h2><p>${esc(b.hours)}</p></div></div></aside>
<aside id="block-4" class="widget inner-padding widget_block"><p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}<br>${esc(b.tel)}</p></aside>
${d.x.sidebarExtra ? d.x.sidebarExtra(c) : ''}
</div></div>`;
  const foot = `</div></div>
<div class="site-footer"><footer class="site-info" aria-label="Site" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">
<span class="copyright">&copy; ${d.year || 2024} ${esc(b.name)}</span> &bull; <a href="${P.legal}">${esc(l.legal)}</a> &bull; Built with <a href="https://generatepress.com" itemprop="url">GeneratePress</a>
</div></div></footer></div>
<script id="generate-a11y">!function(){"use strict";if("querySelector"in document&&"addEventListener"in window){var e=document.body;e.addEventListener("mousedown",function(){e.classList.add("using-mouse")})}}();</script>
</body>
</html>`;
  const g = c.mail(d.generic, 'generic');
  c.page('/', 'index.html', `${head(l.home, 'home page-template-default page')}
<div class="content-area" id="primary"><main class="site-main" id="main">
<article class="page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article"><div class="entry-content" itemprop="text">
<h1 class="wp-block-heading">${esc(b.tagline)}</h1>
<p>${esc(b.about)}</p>
<ul class="wp-block-list">${b.services.map((s) => `<li><strong>${esc(s[0])}</strong> – ${esc(s[1])}</li>`).join('')}</ul>
<h2 class="wp-block-heading">${esc(l.news)}</h2>
<div class="wp-block-latest-posts__list wp-block-latest-posts"><li><a class="wp-block-latest-posts__post-title" href="${post}">${esc(d.x.postTitle)}</a><time datetime="${d.x.date}" class="wp-block-latest-posts__post-date">${esc(d.x.dateText)}</time></li></div>
</div></div></article></main></div>
${sidebar}
${foot}`);
  c.page(P.blog, 'blog.html', `${head(l.news, 'blog')}
<div class="content-area" id="primary"><main class="site-main" id="main">
<article class="post type-post status-publish format-standard" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">
<header class="entry-header"><h2 class="entry-title" itemprop="headline"><a href="${post}" rel="bookmark">${esc(d.x.postTitle)}</a></h2>
<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${d.x.date}" itemprop="datePublished">${esc(d.x.dateText)}</time></span> <span class="byline">by <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><a class="url fn n" href="/author/${d.x.wpUser}/" rel="author" itemprop="url"><span class="author-name" itemprop="name">${esc(d.x.wpUser)}</span></a></span></span></div></header>
<div class="entry-summary" itemprop="text"><p>${esc(d.x.excerpt)} <a title="${esc(d.x.postTitle)}" class="read-more" href="${post}">${esc(l.more)}</a></p></div>
</div></article>
</main></div>
${sidebar}
${foot}`);
  // the letter: paragraphs + signature block (people registered by the caller's sig())
  const comments = (d.x.comments || [])
    .map(
      (cm, i) => `<li id="comment-${40 + i}" class="comment even thread-even depth-1"><article class="comment-body" id="div-comment-${40 + i}" itemtype="https://schema.org/Comment" itemscope>
<footer class="comment-meta" aria-label="Comment meta"><img alt='' src='https://secure.gravatar.com/avatar/${(hash(cm[0]) * 99991).toString(16)}?s=50&#038;d=mm&#038;r=g' class='avatar avatar-50 photo' height='50' width='50' loading='lazy' decoding='async'/>
<div class="comment-author-info"><div class="comment-author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><cite itemprop="name" class="fn">${esc(cm[0])}</cite></div>
<div class="entry-meta comment-metadata"><a href="${post}#comment-${40 + i}"><time datetime="${d.x.date}T18:2${i}:00+01:00" itemprop="datePublished">${esc(d.x.dateText)}</time></a></div></div></footer>
<div class="comment-content" itemprop="text"><p>${esc(cm[1])}</p></div></article></li>`
    )
    .join('\n');
  if (comments) c.pat('testimonials');
  c.page(post, 'post.html', `${head(d.x.postTitle, 'post-template-default single single-post single-format-standard')}
<div class="content-area" id="primary"><main class="site-main" id="main">
<article id="post-118" class="post-118 post type-post status-publish format-standard hentry category-noticias" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(d.x.postTitle)}</h1>
<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${d.x.date}" itemprop="datePublished">${esc(d.x.dateText)}</time></span> <span class="byline">by <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><a class="url fn n" href="/author/${d.x.wpUser}/" rel="author" itemprop="url"><span class="author-name" itemprop="name">${esc(d.x.wpUser)}</span></a></span></span></div></header>
<div class="entry-content" itemprop="text">
${d.x.letter.map((p) => `<p>${p}</p>`).join('\n')}
${d.x.sig(c, g)}
</div>
<footer class="entry-meta" aria-label="Entry meta"><span class="cat-links"><a href="/category/noticias/" rel="category tag">${esc(l.news)}</a></span></footer>
</div></article>
${comments ? `<div class="comments-area"><div id="comments"><h3 class="comments-title">${d.x.comments.length} ${esc(d.x.commentsWord || 'comments')}</h3><ol class="comment-list">${comments}</ol>
<div id="respond" class="comment-respond"><form action="https://${d.dom}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-form-comment"><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><label for="email" class="screen-reader-text">Email</label><input placeholder="${l.ph} *" id="email" name="email" type="email" value="" size="30" required /></form></div></div></div>` : ''}
</main></div>
${sidebar}
${foot}`);
  if (comments) {
    c.j(l.ph);
    c.pat('junk-placeholder');
  }
  c.page(P.contact, 'contact.html', `${head(l.contact, 'page-template-default page')}
<div class="content-area" id="primary"><main class="site-main" id="main"><article class="page type-page status-publish"><div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(l.contact)}</h1></header><div class="entry-content" itemprop="text">
<p>${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)}</p><p>${esc(l.phone)}: ${esc(b.tel)}<br>${esc(l.email)}: <a href="mailto:${g}">${g}</a></p>
${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('\n')}
</div></div></article></main></div>
${sidebar}
${foot}`);
  c.pat('email-mailto');
  if (d.x.legal) {
    c.pat('legal-notice');
    c.page(P.legal, 'legal.html', `${head(l.legal, 'page-template-default page')}
<div class="content-area" id="primary"><main class="site-main" id="main"><article class="page type-page status-publish"><div class="inside-article"><header class="entry-header"><h1 class="entry-title">${esc(l.legal)}</h1></header><div class="entry-content" itemprop="text">
${d.x.legal(c, g)}
</div></div></article></main></div>
${foot}`);
  }
}

// ---------------------------------------------------------------------------------------------
// G. TYPO3-style corporate site (bootstrap_package): service pages each with a contact-person box
export function typo3Box(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('email-in-person-card', 'email-mailto');
  const svc = d.x.svc; // [{path,title,text,p, boxTitle}]
  const head = (t) => `<!DOCTYPE html>
<html dir="ltr" lang="${d.lang}-${d.lang.toUpperCase()}">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${esc(b.name)}: ${esc(t)}</title>
<meta name="generator" content="TYPO3 CMS" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="index,follow" />
<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-6c2f1b0e4a.css?1702289123" media="all">
<link rel="stylesheet" href="/fileadmin/templates/css/custom.css?1698223411" media="all">
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/modernizr/modernizr.min.js?1701860123" async="async"></script>
</head>
<body id="p${hash(t) % 99}" class="page-${hash(t) % 99} pagelevel-1 language-0 backendlayout-subnavigation_right layout-default">
<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
<div class="container container-mainnavigation">
<a class="navbar-brand navbar-brand-image" title="${esc(b.name)}" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/templates/img/logo.svg" alt="${esc(b.name)} logo" height="52" width="180"></a>
<nav aria-label="Main navigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">
<li class="nav-item"><a href="/" id="nav-item-1" class="nav-link nav-link-main" title="${esc(l.home)}"><span class="nav-link-text">${esc(l.home)}</span></a></li>
${svc.map((s, i) => `<li class="nav-item"><a href="${s.path}" id="nav-item-${i + 2}" class="nav-link nav-link-main" title="${esc(s.title)}"><span class="nav-link-text">${esc(s.title)}</span></a></li>`).join('\n')}
<li class="nav-item"><a href="${P.contact}" class="nav-link nav-link-main"><span class="nav-link-text">${esc(l.contact)}</span></a></li>
</ul></nav></div></header>
<div id="page-content" class="bp-page-content main-section"><!--TYPO3SEARCH_begin-->`;
  const foot = `<!--TYPO3SEARCH_end--></div>
<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">
<div id="c${hash(d.id) % 900}" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>${esc(b.name)}</strong><br>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}</p></div></div></div>
</div><div class="section-column footer-section-content-column footer-section-content-column-right">
<div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner"><p>${esc(l.phone)} ${esc(b.tel)}<br><a href="mailto:${d.generic}">${d.generic}</a></p></div></div></div>
</div></div></div></section>
<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-meta-navigation"><li><a href="${P.legal}">${esc(l.legal)}</a></li><li><a href="${P.contact}">${esc(l.privacy)}</a></li></ul></div>
<div class="footer-info-section"><p>${esc(d.agencyLine || '')}</p></div></div></section></footer></div>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.min.js?1701860123"></script>
</body>
</html>`;
  const g = c.mail(d.generic, 'generic');
  c.pat('email-footer');
  if (d.agencyMail) {
    c.j(d.agencyMail);
    c.pat('junk-agency');
  }
  const box = (p, boxTitle) => {
    c.who(p);
    const title = p.t ? `<p class="contact-person-position">${esc(p.t)}</p>` : '';
    const prefix = p.pre ? `${esc(p.pre)} ` : '';
    const mail = p.e ? `<p class="contact-person-email"><a href="mailto:${c.pm(p)}" class="mail-link"><span class="bi bi-envelope"></span> ${esc(d.x.mailWord)}</a></p>` : '';
    return `<div id="c${hash(p.n) % 9000}" class="frame frame-default frame-type-textpic frame-layout-contact-person frame-background-light"><div class="frame-container"><div class="frame-inner">
<div class="frame-header"><h3 class="element-header"><span>${esc(boxTitle)}</span></h3></div>
<div class="textpic textpic-above"><div class="textpic-item textpic-gallery"><div class="gallery-row"><div class="gallery-item gallery-item-size-1"><figure class="image"><picture><source data-variant="default" data-maxwidth="1276" media="(min-width: 1400px)" srcset="/fileadmin/_processed_/a/3/csm_${p.n.split(' ').pop().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}_portrait_3c9e1d.jpg 1x"><img loading="lazy" src="/fileadmin/_processed_/a/3/csm_${p.n.split(' ').pop().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}_portrait_3c9e1d.jpg" width="300" height="300" intrinsicsize="300x300" title="" alt=""></picture></figure></div></div></div>
<div class="textpic-item textpic-text"><p class="contact-person-name"><strong>${prefix}${esc(p.n)}</strong></p>${title}
<p class="contact-person-phone">${esc(l.phone)}: <a href="tel:${(p.tel || b.tel).replace(/[^\d+]/g, '')}">${esc(p.tel || b.tel)}</a></p>
${mail}</div></div></div></div></div>`;
  };
  c.page('/', 'index.html', `${head(l.home)}
<div class="section section-default"><div class="container"><div class="frame frame-default frame-type-header"><h1 class="element-header">${esc(b.tagline)}</h1></div>
<div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner"><p>${esc(b.about)}</p></div></div></div>
<div class="frame frame-default frame-type-card_group"><div class="card-group-element card-group-element-align-left card-group-element-columns-3">
${svc.map((s) => `<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">${esc(s.title)}</h3><div class="card-text"><p>${esc(s.teaser)}</p></div></div><div class="card-footer"><a href="${s.path}" class="btn btn-primary">${esc(l.more)}</a></div></div></div>`).join('\n')}
</div></div>
${d.x.homeExtra ? d.x.homeExtra(c) : ''}
</div></div>
${foot}`);
  svc.forEach((s, i) => {
    c.page(s.path, `svc${i + 1}.html`, `${head(s.title)}
<div class="section section-default"><div class="container"><div class="section-row">
<main class="section-column maincontent-wrap" role="main">
<div class="frame frame-default frame-type-header"><h1 class="element-header">${esc(s.title)}</h1></div>
<div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner">${s.text.map((t) => `<p>${esc(t)}</p>`).join('')}</div></div></div>
</main>
<aside class="section-column subcontent-wrap" role="complementary">
${s.ps.map((p) => box(p, s.boxTitle || d.x.boxTitle)).join('\n')}
</aside></div></div></div>
${foot}`);
  });
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<div class="section section-default"><div class="container">
<div class="frame frame-default frame-type-header"><h1 class="element-header">${esc(l.contact)}</h1></div>
<div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner"><p>${esc(b.street)} · ${esc(b.zip)} ${esc(b.city)}<br>${esc(l.phone)} ${esc(b.tel)}<br><a href="mailto:${g}">${g}</a></p>
${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('')}
<p>${esc(l.hours)}: ${esc(b.hours)}</p></div></div></div>
<div class="frame frame-default frame-type-form_formframework"><form enctype="multipart/form-data" method="post" id="contactform-186" action="${P.contact}"><div class="form-group"><label class="form-label" for="contactform-186-text-1">${esc(l.name)}</label><input class="form-control" id="contactform-186-text-1" type="text" name="tx_form_formframework[contactform-186][text-1]" value="" /></div>
<div class="form-group"><label class="form-label" for="contactform-186-email-1">${esc(l.email)}</label><input placeholder="${l.ph2}" class="form-control" id="contactform-186-email-1" type="email" name="tx_form_formframework[contactform-186][email-1]" value="" /></div>
<div class="actions"><button class="btn btn-primary" type="submit">${esc(l.send)}</button></div></form></div>
</div></div>
${foot}`);
  c.j(l.ph2);
  c.pat('junk-placeholder');
  c.pat('legal-notice');
  c.page(P.legal, 'legal.html', `${head(l.legal)}
<div class="section section-default"><div class="container"><div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner">
<h1>${esc(l.legal)}</h1>
${d.x.legal(c, g)}
</div></div></div></div></div>
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// H. Wix (Thunderbolt renderer): absolutely positioned comps, rich text in spans, owner in footer
export function wixFooter(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id) + 3);
  c.pat('builder-wix', 'email-footer', 'junk-platform');
  c.j('7a1c5e0b2f8d4c3e9a6b1d2f3e4a5b6c@sentry.wixpress.com', 'a9d03c1f@sentry-next.wixpress.com');
  const txt = (html, top, left, w, font = 'font_8') => {
    const id = wixId(r);
    return `<div id="${id}" class="${cls(r)} ${cls(r)} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${w}px"><p class="${font} wixui-rich-text__text" style="line-height:1.6em;">${html}</p></div>`;
  };
  const sp = (s, st = '') => `<span style="${st || 'color:#2F2E2E;'}" class="wixui-rich-text__text">${s}</span>`;
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${cls(r, 6).slice(1)}_${cls(r, 24).slice(1)}~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${cls(r, 6).slice(1)}.png" type="image/png"/>
  <script>
    window.__BROWSER_ERRORS__ = {"dsn":"https://7a1c5e0b2f8d4c3e9a6b1d2f3e4a5b6c@sentry.wixpress.com/3","release":"1.13342.0"};
    window.viewerModel = {"site":{"metaSiteId":"${cls(r, 8).slice(1)}-4a1b-4c2d-9e3f-${cls(r, 12).slice(1)}","userId":"${cls(r, 8).slice(1)}","siteId":"${cls(r, 8).slice(1)}"},"requestUrl":"https://www.${d.dom}/","sentryPreload":"https://a9d03c1f@sentry-next.wixpress.com/12","language":{"userLanguage":"${d.lang}"}};
  </script>
  <title>${esc(t)} | ${esc(b.name)}</title>
  <meta name="description" content="${esc(b.tagline)}"/>
  <link rel="canonical" href="https://www.${d.dom}/"/>
  <meta property="og:title" content="${esc(b.name)}"/>
  <style>#SITE_CONTAINER{position:relative}.font_8{font-size:16px}.font_0{font-size:42px}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="${cls(r)} SITE_HEADER wixui-header" tabindex="-1"><div class="${cls(r)}"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content">
${txt(sp(`<a href="/" class="wixui-rich-text__text">${esc(b.name)}</a>`, 'font-size:26px;'), 18, 40, 420, 'font_0')}
<nav id="${wixId(r)}" aria-label="Site" class="${cls(r)} wixui-horizontal-menu" style="position:absolute;top:30px;left:560px"><ul class="${cls(r)}">
<li class="${cls(r)} wixui-horizontal-menu__item"><a data-testid="linkElement" href="/" class="${cls(r)}"><div class="${cls(r)}"><p class="${cls(r)}">${esc(l.home)}</p></div></a></li>
<li class="${cls(r)} wixui-horizontal-menu__item"><a data-testid="linkElement" href="${P.about}" class="${cls(r)}"><div class="${cls(r)}"><p class="${cls(r)}">${esc(d.x.aboutNav || l.about)}</p></div></a></li>
<li class="${cls(r)} wixui-horizontal-menu__item"><a data-testid="linkElement" href="${P.contact}" class="${cls(r)}"><div class="${cls(r)}"><p class="${cls(r)}">${esc(l.contact)}</p></div></a></li>
</ul></nav></div></div></header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div id="${wixId(r)}" class="${cls(r)}"><div class="${cls(r)}" style="position:relative;height:1400px">`;
  const g = c.mail(d.generic, 'generic');
  const footer = () => `</div></div></div></main>
<footer id="SITE_FOOTER" class="${cls(r)} SITE_FOOTER wixui-footer" tabindex="-1"><div class="${cls(r)}" style="position:relative;height:180px">
${txt(sp(esc(b.street) + ', ' + esc(b.zip) + ' ' + esc(b.city)), 20, 40, 300)}
${txt(sp(`<a href="mailto:${g}" class="wixui-rich-text__text">${g}</a>`) + '<br>' + sp(esc(b.tel)), 60, 40, 300)}
${d.x.footerOwner(c, txt, sp, r)}
${txt(sp(`© ${d.year || 2024} ${esc(b.name)}. ${esc(d.x.poweredBy || 'Creado con Wix.com')}`, 'font-size:12px;'), 140, 40, 500)}
</div></footer>
</div></div></div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7f2c4b1a.bundle.min.js" async></script>
</body>
</html>`;
  c.page('/', 'index.html', `${head(l.home)}
<section id="${wixId(r)}" class="${cls(r)} wixui-section"><div class="${cls(r)}">
${txt(sp(esc(b.tagline), 'font-size:46px;'), 80, 40, 880, 'font_0')}
${txt(sp(esc(b.about)), 240, 40, 620)}
${b.services.map((s, i) => txt(sp(`<span style="font-weight:bold;">${esc(s[0])}</span>`) + '<br>' + sp(esc(s[1])), 420 + i * 110, 40 + (i % 2) * 450, 400)).join('\n')}
${txt(sp(`<span style="font-weight:bold;">${esc(l.hours)}</span>`) + '<br>' + sp(esc(b.hours)), 800, 40, 600)}
<wow-image id="${wixId(r)}" class="${cls(r)}" data-image-info='{"imageData":{"uri":"${cls(r, 6).slice(1)}_${cls(r, 20).slice(1)}~mv2.jpg","width":1920,"height":1280}}' style="position:absolute;top:80px;left:680px"><img src="https://static.wixstatic.com/media/${cls(r, 6).slice(1)}_${cls(r, 20).slice(1)}~mv2.jpg/v1/fill/w_300,h_400,al_c,q_80/photo.jpg" alt="" style="width:300px;height:400px;object-fit:cover"/></wow-image>
</div></section>
${footer()}`);
  c.page(P.about, 'about.html', `${head(d.x.aboutNav || l.about)}
<section id="${wixId(r)}" class="${cls(r)} wixui-section"><div class="${cls(r)}">
${txt(sp(esc(d.x.aboutNav || l.about), 'font-size:38px;'), 60, 40, 600, 'font_0')}
${d.x.aboutBody(c, txt, sp, r)}
</div></section>
${footer()}`);
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<section id="${wixId(r)}" class="${cls(r)} wixui-section"><div class="${cls(r)}">
${txt(sp(esc(l.contact), 'font-size:38px;'), 60, 40, 600, 'font_0')}
${txt(sp(esc(b.street)) + '<br>' + sp(esc(b.zip) + ' ' + esc(b.city)) + '<br>' + sp(esc(b.tel)), 140, 40, 360)}
${d.x.contactExtra ? d.x.contactExtra(c, txt, sp, r) : ''}
<form id="${wixId(r)}" class="${cls(r)} wixui-form" style="position:absolute;top:140px;left:480px;width:420px">
<div class="${cls(r)}"><label for="input_${wixId(r)}" class="${cls(r)}">${esc(l.name)}</label><input type="text" class="${cls(r)} has-custom-focus" id="input_${wixId(r)}" name="first-name" placeholder=" "></div>
<div class="${cls(r)}"><label class="${cls(r)}">${esc(l.email)} *</label><input type="email" class="${cls(r)} has-custom-focus" name="email" placeholder="${l.ph}" required></div>
<div class="${cls(r)}"><textarea class="${cls(r)}" placeholder="${esc(l.message)}"></textarea></div>
<button data-testid="buttonElement" class="${cls(r)}"><span class="${cls(r)}">${esc(l.send)}</span></button></form>
</div></section>
${footer()}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
}

// ---------------------------------------------------------------------------------------------
// I. Elementor (Hello theme): icon-list of departments with names, image boxes, testimonial carousel
export function elementor(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id) + 9);
  c.pat('builder-elementor', 'email-mailto');
  const eid = () => Math.floor(r() * 0xfffffff).toString(16).padStart(7, '0');
  const widget = (type, inner, extra = '') => `<div class="elementor-element elementor-element-${eid()} elementor-widget elementor-widget-${type}" data-id="${eid()}" data-element_type="widget" ${extra} data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`;
  const col = (inner, size = 50) => `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${eid()}" data-id="${eid()}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
${inner}
</div>
</div>`;
  const section = (inner) => `<section class="elementor-section elementor-top-section elementor-element elementor-element-${eid()} elementor-section-boxed elementor-section-height-default" data-id="${eid()}" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
<div class="elementor-container elementor-column-gap-default">
${inner}
</div>
</section>`;
  const heading = (t, tag = 'h2') => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${esc(t)}</${tag}>`);
  const text = (html) => widget('text-editor', html);
  const head = (t) => `<!doctype html>
<html lang="${d.lang}">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${esc(t)} &#8211; ${esc(b.name)}</title>
<link rel='stylesheet' id='hello-elementor-css' href='https://${d.dom}/wp-content/themes/hello-elementor/style.min.css?ver=2.9.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${d.dom}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='swiper-css' href='https://${d.dom}/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='https://${d.dom}/wp-content/uploads/elementor/css/post-7.css?ver=1703171234' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='https://${d.dom}/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
<meta name="generator" content="Elementor 3.18.3; features: e_dom_optimization, e_optimized_assets_loading; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="page-template page-template-elementor_header_footer page wp-custom-logo elementor-default elementor-template-full-width elementor-kit-7 elementor-page">
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header" data-elementor-post-type="elementor_library">
${section(col(widget('theme-site-logo', `<a href="/"><img width="240" height="80" src="https://${d.dom}/wp-content/uploads/2023/02/logo.png" class="attachment-full size-full" alt="${esc(b.name)}" srcset="https://${d.dom}/wp-content/uploads/2023/02/logo.png 240w, https://${d.dom}/wp-content/uploads/2023/02/logo@2x.png 480w" sizes="(max-width: 240px) 100vw, 240px" /></a>`), 33) + col(widget('nav-menu', `<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${eid()}" class="elementor-nav-menu">
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home"><a href="/" class="elementor-item">${esc(l.home)}</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${P.about}" class="elementor-item">${esc(l.about)}</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${P.contact}" class="elementor-item">${esc(l.contact)}</a></li>
</ul></nav>`, 'data-settings="{&quot;layout&quot;:&quot;horizontal&quot;}"'), 66))}
</div>
<div data-elementor-type="wp-page" data-elementor-id="${hash(t) % 900}" class="elementor elementor-${hash(t) % 900}" data-elementor-post-type="page">`;
  const g = c.mail(d.generic, 'generic');
  const foot = `</div>
<div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52 elementor-location-footer" data-elementor-post-type="elementor_library">
${section(col(text(`<p>${esc(b.name)}<br>${esc(b.street)} · ${esc(b.zip)} ${esc(b.city)}<br>${esc(b.tel)} · <a href="mailto:${g}">${g}</a></p>`), 50) + col(text(`<p>© ${d.year || 2024} ${esc(b.name)} · <a href="${P.legal}">${esc(l.legal)}</a><br>${esc(l.web)}: ${esc(d.agency[0])} · ${esc(d.agency[1])}</p>`), 50))}
</div>
<script src='https://${d.dom}/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5' id='swiper-js'></script>
<script src='https://${d.dom}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3' id='elementor-frontend-js'></script>
</body>
</html>`;
  c.j(d.agency[1], 'logo@2x.png');
  c.pat('junk-agency', 'junk-asset', 'email-footer');
  const testi = (d.x.testimonials || [])
    .map(
      (t) => `<div class="swiper-slide" role="group"><div class="elementor-testimonial">
<div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${esc(t[1])}</div></div>
<div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${esc(t[0])}</span>${t[2] ? `<span class="elementor-testimonial__title">${esc(t[2])}</span>` : ''}</cite></div>
</div></div>`
    )
    .join('\n');
  if (testi) c.pat('testimonials');
  c.page('/', 'index.html', `${head(l.home)}
${section(col(heading(b.tagline, 'h1') + text(`<p>${esc(b.about)}</p>`) + widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${P.contact}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(l.write)}</span></span></a></div>`), 100))}
${section(b.services.map((s) => col(widget('icon-box', `<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span class="elementor-icon elementor-animation-"><i aria-hidden="true" class="fas fa-check"></i></span></div><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>${esc(s[0])}</span></h3><p class="elementor-icon-box-description">${esc(s[1])}</p></div></div>`), 33)).join('\n'))}
${testi ? section(col(heading(d.x.testiTitle) + widget('testimonial-carousel', `<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">${testi}</div><div class="swiper-pagination"></div></div></div>`, 'data-settings="{&quot;slides_per_view&quot;:&quot;2&quot;}"'), 100)) : ''}
${foot}`);
  // about: image boxes for the managers + prose
  const boxes = d.people.filter((p) => p.box).map((p) => {
    c.who(p);
    return col(widget('image-box', `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="https://${d.dom}/wp-content/uploads/2023/03/${p.n.split(' ')[0].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.jpg" class="attachment-full size-full" alt="" /></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(p.n)}</h3><p class="elementor-image-box-description">${esc(p.t)}</p></div></div>`), 33);
  });
  c.page(P.about, 'about.html', `${head(l.about)}
${section(col(heading(l.about, 'h1') + text(d.x.aboutHtml(c)), 100))}
${boxes.length ? section(boxes.join('\n')) : ''}
${foot}`);
  // contact: icon-list per department "Dept: Name – email"
  const items = d.x.depts
    .map((dp) => {
      const p = dp.p;
      c.who(p, dp.title === undefined ? p.t : dp.title);
      const m = p.e ? c.pm(p) : null;
      return `<li class="elementor-icon-list-item">${m ? `<a href="mailto:${m}">` : ''}<span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-${m ? 'envelope' : 'user'}"></i></span><span class="elementor-icon-list-text">${esc(dp.label)}: ${esc(p.n)}${m ? ` – ${m}` : ''}</span>${m ? '</a>' : ''}</li>`;
    })
    .join('\n');
  c.pat('email-in-person-card');
  c.page(P.contact, 'contact.html', `${head(l.contact)}
${section(col(heading(l.contact, 'h1') + text(`<p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}</p><p>${esc(l.phone)}: ${esc(b.tel)}<br>${esc(l.hours)}: ${esc(b.hours)}</p>`), 50) + col(heading(d.x.deptTitle, 'h3') + widget('icon-list', `<ul class="elementor-icon-list-items">\n${items}\n</ul>`), 50))}
${section(col(widget('form', `<form class="elementor-form" method="post" name="Contacto"><div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100"><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="${esc(l.name)}"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-100 elementor-field-required"><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="${l.ph}" required="required"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">${esc(l.send)}</span></span></button></div></div></form>`), 100))}
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
  c.pat('legal-notice');
  c.page(P.legal, 'legal.html', `${head(l.legal)}
${section(col(heading(l.legal, 'h1') + text(d.x.legal(c, g)), 100))}
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// J. Webflow: association / business park with a member directory (CMS collection) + its own staff
export function webflowDir(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id) + 17);
  c.pat('builder-webflow', 'directory');
  const pool = poolFor(d.lk || d.lang);
  const head = (t, pageId) => `<!DOCTYPE html><!--  Last Published: Tue Jan 16 2024 10:12:41 GMT+0000 (Coordinated Universal Time)  -->
<html data-wf-domain="www.${d.dom}" data-wf-page="${pageId}" data-wf-site="64a1f0c2b3d4e5f6a7b8c9d0" lang="${d.lang}">
<head>
<meta charset="utf-8"/>
<title>${esc(t)} | ${esc(b.name)}</title>
<meta content="${esc(b.tagline)}" name="description"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="https://assets-global.website-files.com/64a1f0c2b3d4e5f6a7b8c9d0/css/${d.dom.split('.')[0]}.webflow.5c1a2b3d4.css" rel="stylesheet" type="text/css"/>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://assets-global.website-files.com/64a1f0c2b3d4e5f6a7b8c9d0/64a1f0c2b3d4e5f6a7b8c9e1_favicon.png" rel="shortcut icon" type="image/x-icon"/>
</head>
<body class="body">
<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container w-container">
<a href="/" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64a1f0c2b3d4e5f6a7b8c9d0/64a1f0c2b3d4e5f6a7b8c9f2_logo.svg" loading="lazy" alt="" class="logo"/></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<a href="/" class="nav-link w-nav-link">${esc(l.home)}</a>
<a href="${d.x.dirPath}" class="nav-link w-nav-link">${esc(d.x.dirNav)}</a>
<a href="${P.about}" class="nav-link w-nav-link">${esc(d.x.aboutNav || l.about)}</a>
<a href="${P.contact}" class="nav-link w-nav-link">${esc(l.contact)}</a>
</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;
  const g = c.mail(d.generic, 'generic');
  const foot = `<section class="footer"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid footer-grid">
<div><div class="footer-title">${esc(b.name)}</div><p class="footer-text">${esc(b.street)}<br/>${esc(b.zip)} ${esc(b.city)}</p></div>
<div><div class="footer-title">${esc(l.contact)}</div><a href="mailto:${g}" class="footer-link">${g}</a><div class="footer-text">${esc(b.tel)}</div></div>
<div><a href="${P.legal}" class="footer-link">${esc(l.legal)}</a></div>
</div></div></section>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2b3d4e5f6a7b8c9d0" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://assets-global.website-files.com/64a1f0c2b3d4e5f6a7b8c9d0/js/webflow.7e1f2a3b4.js" type="text/javascript"></script>
</body>
</html>`;
  c.pat('email-footer');
  c.page('/', 'index.html', `${head(l.home, '64a1f0c2b3d4e5f6a7b8c9d1')}
<section class="hero"><div class="w-layout-blockcontainer container w-container"><h1 class="hero-heading">${esc(b.tagline)}</h1><p class="hero-paragraph">${esc(b.about)}</p><a href="${d.x.dirPath}" class="button w-button">${esc(d.x.dirNav)}</a></div></section>
<section class="section"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid grid-3">
${b.services.map((s) => `<div class="feature-card"><h3 class="heading-3">${esc(s[0])}</h3><p>${esc(s[1])}</p></div>`).join('\n')}
</div></div></section>
${foot}`);
  // directory: dozens of member companies, each with a contact name and sometimes an address
  const items = [];
  const used = new Set();
  for (let i = 0; i < d.x.nMembers; i++) {
    const fn = pick(r, pool.first), ln = pick(r, pool.last), ln2 = pick(r, pool.last);
    const company = r() < 0.5 ? `${pick(r, pool.biz)} ${ln2}${d.x.suffix ? ' ' + d.x.suffix : ''}` : `${ln2} ${pick(r, ['& Co', 'e Hijos', '& Partner', 'Group', 'Lda.', 'SARL', 'GmbH', 'S.L.'].filter((s) => d.x.suffixes.includes(s)))}`;
    if (used.has(company)) continue;
    used.add(company);
    const slug = company.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '');
    const mail = r() < 0.45 ? `${pick(r, ['info', 'contacto', 'office', 'geral', 'contact'].filter((x) => d.x.mailWords.includes(x)))}@${slug}.${d.x.tld}` : null;
    if (mail) c.j(mail);
    items.push(`<div role="listitem" class="member-item w-dyn-item"><div class="member-card"><div class="member-sector">${esc(pick(r, d.x.sectors))}</div><h3 class="member-name">${esc(company)}</h3><div class="member-contact">${esc(d.x.contactWord)}: ${esc(fn + ' ' + ln)}</div>${mail ? `<a href="mailto:${mail}" class="member-link">${mail}</a>` : ''}<div class="member-phone">${esc(d.x.telFmt(r))}</div></div></div>`);
  }
  c.page(d.x.dirPath, 'members.html', `${head(d.x.dirNav, '64a1f0c2b3d4e5f6a7b8c9d2')}
<section class="section"><div class="w-layout-blockcontainer container w-container"><h1>${esc(d.x.dirTitle)}</h1><p>${esc(d.x.dirIntro)}</p>
<div class="w-dyn-list"><div role="list" class="member-grid w-dyn-items">
${items.join('\n')}
</div></div></div></section>
${foot}`);
  c.pat('email-mailto');
  // about: own staff, Webflow collection of team (different classes) + prose
  const staff = d.people.map((p) => {
    c.who(p);
    const m = p.e ? `<a href="mailto:${c.pm(p)}" class="team-email">${p.e}</a>` : '';
    return `<div role="listitem" class="w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/64a1f0c2b3d4e5f6a7b8c9d0/65b2c3d4e5f6a7b8c9d0e1${(hash(p.n) % 90) + 10}_portrait.jpg" loading="lazy" alt="" class="team-photo"/><div class="team-name">${esc(p.n)}</div>${p.t ? `<div class="team-role">${esc(p.t)}</div>` : '<div class="team-role w-dyn-bind-empty"></div>'}${m}</div></div>`;
  });
  if (d.people.some((p) => p.e)) c.pat('email-in-person-card');
  c.pat('team-grid');
  c.page(P.about, 'about.html', `${head(d.x.aboutNav || l.about, '64a1f0c2b3d4e5f6a7b8c9d3')}
<section class="section"><div class="w-layout-blockcontainer container w-container"><h1>${esc(d.x.aboutNav || l.about)}</h1>
<div class="rich-text w-richtext">${d.x.aboutHtml(c)}</div>
<h2>${esc(d.x.staffTitle)}</h2>
<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">
${staff.join('\n')}
</div></div></div></section>
${foot}`);
  c.page(P.contact, 'contact.html', `${head(l.contact, '64a1f0c2b3d4e5f6a7b8c9d4')}
<section class="section"><div class="w-layout-blockcontainer container w-container"><h1>${esc(l.contact)}</h1>
<p>${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)} · ${esc(b.tel)} · <a href="mailto:${g}">${g}</a></p>
${(d.roles || []).map(([a, lab]) => `<p>${esc(lab)}: <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('')}
<div class="w-form"><form id="email-form" name="email-form" data-name="Email Form" method="get" class="form"><label for="name">${esc(l.name)}</label><input class="w-input" maxlength="256" name="name" data-name="Name" placeholder="" type="text" id="name"/><label for="email">${esc(l.email)}</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="${l.ph2}" type="email" id="email" required=""/><input type="submit" data-wait="..." class="submit-button w-button" value="${esc(l.send)}"/></form></div>
</div></section>
${foot}`);
  c.j(l.ph2);
  c.pat('junk-placeholder', 'legal-notice');
  c.page(P.legal, 'legal.html', `${head(l.legal, '64a1f0c2b3d4e5f6a7b8c9d5')}
<section class="section"><div class="w-layout-blockcontainer container w-container"><div class="rich-text w-richtext"><h1>${esc(l.legal)}</h1>
${d.x.legal(c, g)}
</div></div></section>
${foot}`);
}
