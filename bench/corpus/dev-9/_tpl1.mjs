// dev-9 templates, part 1: staff tables, definition lists, JSON-LD, microdata, department contacts.
import { esc, ent, obf, LBL, rng, hash, pick, wixId, cls, numEnt } from './_lib.mjs';

const L = (d) => LBL[d.lk || d.lang];
const cc = (d) => ({ es: 'ES', en: 'GB', pt: 'PT', br: 'BR', fr: 'FR', de: 'DE' })[d.lk || d.lang];

// ---------------------------------------------------------------------------------------------
// A. WordPress classic theme (Astra) with a Gutenberg staff table, extra columns
export function wpTable(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('team-table', 'builder-wordpress', 'email-mailto', 'junk-version', 'junk-placeholder');
  c.j('jquery@3.6.0', l.ph);
  const nav = [['/', l.home], [P.team, l.team], [P.contact, l.contact]];
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}-${cc(d)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${esc(t)} &#8211; ${esc(b.name)}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="${esc(b.name)} &raquo; Feed" href="https://${d.dom}/feed/" />
<link rel='stylesheet' id='astra-theme-css-css' href='https://${d.dom}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.1.5' media='all' />
<link rel='stylesheet' id='wp-block-library-css' href='https://${d.dom}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all' />
<script src='https://cdn.jsdelivr.net/npm/jquery@3.6.0/dist/jquery.min.js' id='jquery-core-js'></script>
<meta name="generator" content="WordPress 6.4.2" />
<link rel="icon" href="https://${d.dom}/wp-content/uploads/2021/03/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="page-template-default page page-id-${hash(t) % 900 + 10} ast-desktop ast-page-builder-template ast-no-sidebar astra-4.1.5">
<div class="hfeed site" id="page">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline" id="masthead" itemscope="itemscope" itemtype="https://schema.org/WPHeader">
<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
<div class="site-branding"><div class="ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2021/03/logo.png" class="custom-logo" alt="${esc(b.name)}" srcset="/wp-content/uploads/2021/03/logo.png 1x, /wp-content/uploads/2021/03/logo@2x.png 2x" /></a></span></div></div>
<div class="ast-mobile-menu-buttons"><button class="menu-toggle main-header-menu-toggle" aria-expanded="false"><span class="screen-reader-text">Main Menu</span></button></div>
<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Site Navigation"><div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex">
${nav.map(([h, t], i) => `<li id="menu-item-${20 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${20 + i}"><a href="${h}" class="menu-link">${esc(t)}</a></li>`).join('\n')}
</ul></div></nav></div></div>
</div></div></div></div>
</header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">`;
  const foot = `</main></div></div></div>
<footer class="site-footer" id="colophon" itemscope="itemscope" itemtype="https://schema.org/WPFooter">
<div class="footer-adv footer-adv-layout-4"><div class="footer-adv-overlay"><div class="ast-container"><div class="ast-row">
<div class="ast-col-lg-4 footer-adv-widget footer-adv-widget-1"><aside id="text-2" class="widget widget_text"><h2 class="widget-title">${esc(b.name)}</h2><div class="textwidget"><p>${esc(b.street)}<br />${esc(b.zip)} ${esc(b.city)}<br />${esc(l.phone)}: ${esc(b.tel)}</p></div></aside></div>
<div class="ast-col-lg-4 footer-adv-widget footer-adv-widget-2"><aside id="text-3" class="widget widget_text"><h2 class="widget-title">${esc(l.hours)}</h2><div class="textwidget"><p>${esc(b.hours)}</p></div></aside></div>
</div></div></div></div>
<div class="ast-small-footer footer-sml-layout-1"><div class="ast-footer-overlay"><div class="ast-container"><div class="ast-small-footer-wrap"><div class="ast-small-footer-section ast-small-footer-section-1">
Copyright &copy; ${d.year || 2024} ${esc(b.name)} | <a href="${P.legal}">${esc(l.legal)}</a> | ${esc(l.web)}: <a href="https://${d.agency[1].split('@')[1]}" rel="nofollow">${esc(d.agency[0])}</a> &middot; ${esc(d.agency[1])}
</div></div></div></div></div>
</footer>
</div>
<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":""};</script>
<script src='https://${d.dom}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.1.5' id='astra-theme-js-js'></script>
</body>
</html>`;
  c.j(d.agency[1]);
  c.pat('junk-agency', 'junk-asset');
  c.j('logo@2x.png');

  // home
  c.page('/', 'index.html', `${head(l.home)}
<article id="post-2" class="post-2 page type-page status-publish ast-article-single">
<div class="entry-content clear" itemprop="text">
<div class="wp-block-cover alignfull" style="min-height:420px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="/wp-content/uploads/2022/05/portada.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container">
<h1 class="has-text-align-center wp-block-heading">${esc(b.tagline)}</h1>
<p class="has-text-align-center">${esc(b.kind)} · ${esc(b.city)}</p>
<div class="wp-block-buttons is-content-justification-center"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${P.contact}">${esc(l.write)}</a></div></div>
</div></div>
<h2 class="wp-block-heading">${esc(l.services)}</h2>
<div class="wp-block-columns">${b.services.map((s) => `<div class="wp-block-column"><h3 class="wp-block-heading">${esc(s[0])}</h3><p>${esc(s[1])}</p></div>`).join('\n')}</div>
<p>${esc(b.about)}</p>
</div></article>
${foot}`);

  // team table
  const cols = d.x.cols; // e.g. ['name','title','tel','ext','email']
  const th = { name: l.name, title: l.position, tel: l.phone, ext: l.ext, email: l.email, langs: l.langs, office: l.office };
  const rows = d.people.map((p) => {
    c.who(p);
    const cell = (k) => {
      if (k === 'name') return `<td><strong>${esc(p.n)}</strong></td>`;
      if (k === 'title') return `<td>${p.t ? esc(p.t) : '&#8212;'}</td>`;
      if (k === 'tel') return `<td>${esc(p.tel || b.tel)}</td>`;
      if (k === 'ext') return `<td>${esc(p.ext || '')}</td>`;
      if (k === 'langs') return `<td>${esc(p.langs || '')}</td>`;
      if (k === 'office') return `<td>${esc(p.office || b.city)}</td>`;
      if (k === 'email') {
        if (!p.e) return '<td></td>';
        c.pm(p);
        return d.x.mailText ? `<td><a href="mailto:${p.e}">${esc(d.x.mailText)}</a></td>` : `<td><a href="mailto:${p.e}">${p.e}</a></td>`;
      }
    };
    return `<tr>${cols.map(cell).join('')}</tr>`;
  });
  c.page(P.team, 'team.html', `${head(l.team)}
<article class="page type-page status-publish ast-article-single">
<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(d.x.teamTitle || l.team)}</h1></header>
<div class="entry-content clear" itemprop="text">
<p>${esc(d.x.teamIntro)}</p>
<figure class="wp-block-table is-style-stripes"><table><thead><tr>${cols.map((k) => `<th>${esc(th[k])}</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table><figcaption class="wp-element-caption">${esc(d.x.caption || '')}</figcaption></figure>
</div></article>
${foot}`);

  // contact
  const g = c.mail(d.generic, 'generic');
  const roleLines = (d.roles || []).map(([a, lab]) => `<p><strong>${esc(lab)}:</strong> <a href="mailto:${c.mail(a, 'role')}">${a}</a></p>`).join('\n');
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<article class="page type-page status-publish ast-article-single">
<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(l.contact)}</h1></header>
<div class="entry-content clear" itemprop="text">
<div class="wp-block-columns"><div class="wp-block-column">
<p>${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)}<br>${esc(l.phone)}: <a href="tel:${b.tel.replace(/\s/g, '')}">${esc(b.tel)}</a><br>${esc(l.email)}: <a href="mailto:${g}?subject=${encodeURIComponent(d.x.subject || 'Web')}">${g}</a></p>
${roleLines}
</div><div class="wp-block-column">
<div class="wpcf7 js" id="wpcf7-f54-p12-o1" lang="${d.lang}" dir="ltr"><form action="/contacto/#wpcf7-f54-p12-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
<p><label>${esc(l.name)}<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name" value=""></span></label></p>
<p><label>${esc(l.email)}<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-email" placeholder="${l.ph}" type="email" name="your-email" value=""></span></label></p>
<p><label>${esc(l.message)}<br><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${esc(l.send)}"></p>
</form></div>
</div></div>
</div></article>
${foot}`);

  // legal
  c.pat('legal-notice');
  const lp = d.x.legal; // {html (already rendered, with people registered by caller) }
  c.page(P.legal, 'legal.html', `${head(l.legal)}
<article class="page type-page status-publish ast-article-single"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title">${esc(l.legal)}</h1></header>
<div class="entry-content clear" itemprop="text">
${lp(c, g)}
</div></article>
${foot}`);
}

// ---------------------------------------------------------------------------------------------
// B. Hand-written HTML 4 (tables, <font>, iso-8859-1), staff as a definition list, broken markup
export function handDl(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('definition-list', 'hand-written', 'broken-markup', 'email-obfuscated');
  const E = ent; // named entities for accents in names, like Dreamweaver did
  const menu = `<table width="100%" border=0 cellspacing=0 cellpadding=3 bgcolor="#336699"><tr>
<td><a href="/"><font color=white face="Verdana, Arial" size=2><b>${E(l.home)}</b></font></a></td>
<td><a href="${P.about}"><font color=white face="Verdana, Arial" size=2><b>${E(l.about)}</b></font></a></td>
<td><a href="${P.team}"><font color=white face="Verdana, Arial" size=2><b>${E(l.team)}</b></font></a></td>
<td><a href="${P.contact}"><font color=white face="Verdana, Arial" size=2><b>${E(l.contact)}</b></font></a></td>
</tr></table>`;
  const head = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<title>${E(b.name)} - ${E(t)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="keywords" content="${E(b.kind)}, ${E(b.city)}">
<meta name="GENERATOR" content="Microsoft FrontPage 5.0">
<link rel=stylesheet href="estilo.css" type="text/css">
<script language="JavaScript">
<!--
function MM_swapImgRestore() { var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc; }
//-->
</script>
</head>
<body bgcolor="#FFFFFF" text="#000000" leftmargin=0 topmargin=0 marginwidth=0 marginheight=0>
<center>
<table width=760 border=0 cellpadding=0 cellspacing=0>
<tr><td><img src="imagenes/cabecera.jpg" width=760 height=120 alt="${E(b.name)}"></td></tr>
<tr><td>${menu}</td></tr>
<tr><td valign=top>
<font face="Verdana, Arial, Helvetica" size=2>`;
  const foot = `</font>
</td></tr>
<tr><td align=center bgcolor="#EEEEEE"><font face=Verdana size=1>${E(b.name)} &middot; ${E(b.street)} &middot; ${E(b.zip)} ${E(b.city)} &middot; Tel. ${b.tel}<br>
${d.x.counter ? `Visitas: <img src="/cgi-bin/Count.cgi?df=${d.dom}.dat" alt="contador">` : ''} &copy; ${d.year || 2006}</font></td></tr>
</table>
</center>
</body>
</html>`;
  // home
  const g = c.mail(d.generic, 'generic');
  const gShown = obf(g, d.x.obf);
  c.page('/', 'index.htm', `${head(l.home)}
<p>&nbsp;</p>
<h1><font color="#336699">${E(b.tagline)}</font></h1>
<p>${E(b.about)}
<p><b>${E(l.services)}:</b>
<ul>
${b.services.map((s) => `<li>${E(s[0])} - ${E(s[1])}`).join('\n')}
</ul>
<p><b>${E(l.hours)}:</b> ${E(b.hours)}<br>
${E(l.email)}: ${gShown}
</div>
${foot}`, 'latin1');

  // about (prose with lookalikes)
  c.page(P.about, 'about.htm', `${head(l.about)}
<p>&nbsp;</p>
<h2><font color="#336699">${E(l.about)}</font></h2>
${d.x.aboutHtml(c, E)}
<p><a href="${P.team}">${E(l.team)} &gt;&gt;</a>
${foot}`, 'latin1');

  // team as definition list
  const items = d.people.map((p) => {
    c.who(p);
    const mail = p.e ? `<br><small>${E(l.email)}: ${obf(c.pm(p), p.obf || d.x.obf)}</small>` : '';
    const extra = p.tel ? `<br><small>Tel. ${p.tel}</small>` : '';
    if (d.x.dl === 'title-first')
      return `<dt><b>${E(p.t)}</b>\n<dd>${E(p.n)}${mail}${extra}`;
    return `<dt><b>${E(p.n)}</b></dt>\n<dd>${p.t ? `<i>${E(p.t)}</i>` : ''}${mail}${extra}</dd>`;
  });
  c.page(P.team, 'equipo.htm', `${head(l.team)}
<p>&nbsp;</p>
<h2><font color="#336699">${E(d.x.teamTitle || l.team)}</font></h2>
<p>${E(d.x.teamIntro)}
<dl>
${items.join('\n')}
</dl>
</td></tr></table></div>
${foot}`, 'latin1');

  // contact
  const roleLines = (d.roles || []).map(([a, lab]) => `${E(lab)}: ${obf(c.mail(a, 'role'), d.x.obf)}<br>`).join('\n');
  c.page(P.contact, 'contacto.htm', `${head(l.contact)}
<p>&nbsp;</p>
<h2><font color="#336699">${E(l.contact)}</font></h2>
<table border=1 cellpadding=4 cellspacing=0 bordercolor="#cccccc">
<tr><td><b>${E(l.address)}</b><td>${E(b.street)}<br>${E(b.zip)} ${E(b.city)}
<tr><td><b>${E(l.phone)}</b><td>${b.tel}
<tr><td><b>${E(l.email)}</b><td>${gShown}<br>${roleLines}
</table>
<p><font size=1>${E(d.x.obfNote)}</font>
${foot}`, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// C. Hand-coded static site (Tailwind utility classes) with JSON-LD: @graph or nested Organization
export function jsonld(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  c.pat('jsonld-person');
  const g = c.mail(d.generic, 'generic');
  const ppl = d.people;
  const jp = (p) => {
    const o = { '@type': 'Person', name: p.n };
    if (p.t) o.jobTitle = p.t;
    if (p.e && p.eIn !== 'html') o.email = p.eFmt === 'mailto' ? 'mailto:' + p.e : p.e;
    if (p.same) o.sameAs = [p.same];
    return o;
  };
  ppl.forEach((p) => {
    c.who(p);
    if (p.e) c.pm(p);
  });
  let ld;
  const org = {
    '@type': d.x.type || 'LocalBusiness',
    name: b.name,
    url: `https://${d.dom}/`,
    telephone: b.tel,
    address: { '@type': 'PostalAddress', streetAddress: b.street, postalCode: b.zip, addressLocality: b.city, addressCountry: cc(d) === 'GB' ? 'GB' : cc(d) },
  };
  if (d.x.orgEmail !== false) org.email = g;
  if (d.x.graph) {
    org['@id'] = `https://${d.dom}/#org`;
    const founders = ppl.filter((p) => p.founder);
    const others = ppl.filter((p) => !p.founder);
    if (founders.length) org.founder = founders.map((p) => ({ '@id': `https://${d.dom}/#${p.n.split(' ')[0].toLowerCase()}` }));
    if (others.length) org[d.x.rel || 'employee'] = others.map((p) => ({ '@id': `https://${d.dom}/#${p.n.split(' ')[0].toLowerCase()}` }));
    ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', '@id': `https://${d.dom}/#website`, url: `https://${d.dom}/`, name: b.name, publisher: { '@id': `https://${d.dom}/#org` }, inLanguage: d.lang },
        org,
        ...ppl.map((p) => ({ ...jp(p), '@id': `https://${d.dom}/#${p.n.split(' ')[0].toLowerCase()}`, worksFor: { '@id': `https://${d.dom}/#org` } })),
        ...(d.x.reviews || []).map((r) => ({ '@type': 'Review', itemReviewed: { '@id': `https://${d.dom}/#org` }, author: { '@type': 'Person', name: r[0] }, reviewBody: r[1], reviewRating: { '@type': 'Rating', ratingValue: 5 } })),
      ],
    };
  } else {
    const founders = ppl.filter((p) => p.founder);
    const others = ppl.filter((p) => !p.founder);
    if (founders.length) org.founder = founders.length === 1 ? jp(founders[0]) : founders.map(jp);
    if (others.length) org[d.x.rel || 'employee'] = others.map(jp);
    if (d.x.reviews) org.review = d.x.reviews.map((r) => ({ '@type': 'Review', author: { '@type': 'Person', name: r[0] }, reviewBody: r[1] }));
    ld = { '@context': 'https://schema.org', ...org };
  }
  if (ppl.some((p) => p.e && p.eIn !== 'html') || d.x.orgEmail !== false) c.pat('email-jsonld');
  if (d.x.reviews) {
    c.pat('testimonials');
  }
  const ldTxt = JSON.stringify(ld, null, d.x.minify ? 0 : 2);
  const nav = `<nav class="hidden md:flex gap-8 text-sm font-medium">
<a href="/" class="hover:text-emerald-700">${esc(l.home)}</a>
<a href="${P.about}" class="hover:text-emerald-700">${esc(l.about)}</a>
<a href="${P.contact}" class="hover:text-emerald-700">${esc(l.contact)}</a>
</nav>`;
  const head = (t) => `<!doctype html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t)} | ${esc(b.name)}</title>
<meta name="description" content="${esc(b.tagline)}">
<meta property="og:title" content="${esc(b.name)}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://${d.dom}/">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap" rel="stylesheet">
<link rel="stylesheet" href="/assets/app.3f9a1c.css">
<script type="application/ld+json">
${ldTxt}
</script>
<script defer data-domain="${d.dom}" src="https://plausible.io/js/script.js"></script>
</head>
<body class="bg-stone-50 text-stone-800 antialiased">
<header class="border-b border-stone-200 bg-white"><div class="mx-auto max-w-6xl px-6 py-4 flex items-center justify-between">
<a href="/" class="text-xl font-semibold tracking-tight">${esc(b.name)}</a>
${nav}
</div></header>`;
  const foot = `<footer class="mt-24 bg-stone-900 text-stone-300"><div class="mx-auto max-w-6xl px-6 py-10 grid md:grid-cols-3 gap-8 text-sm">
<div><p class="font-semibold text-white">${esc(b.name)}</p><p>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}</p></div>
<div><p class="font-semibold text-white">${esc(l.hours)}</p><p>${esc(b.hours)}</p></div>
<div><p class="font-semibold text-white">${esc(l.contact)}</p><p><a href="tel:${b.tel.replace(/\s/g, '')}">${esc(b.tel)}</a>${d.x.footMail ? `<br><a href="mailto:${g}">${g}</a>` : ''}</p></div>
</div><div class="text-center text-xs py-4 border-t border-stone-800">&copy; ${d.year || 2024} ${esc(b.name)} · <a href="${P.legal}">${esc(l.legal)}</a></div></footer>
<script src="/assets/app.91be0d.js" type="module"></script>
</body>
</html>`;
  if (d.x.footMail) c.pat('email-footer');

  c.page('/', 'index.html', `${head(l.home)}
<main>
<section class="mx-auto max-w-6xl px-6 py-20"><h1 class="text-4xl md:text-5xl font-semibold max-w-2xl">${esc(b.tagline)}</h1>
<p class="mt-6 max-w-xl text-lg text-stone-600">${esc(b.about)}</p>
<a href="${P.contact}" class="mt-8 inline-block rounded-full bg-emerald-700 px-6 py-3 text-white">${esc(l.write)}</a></section>
<section class="mx-auto max-w-6xl px-6 grid md:grid-cols-3 gap-6">
${b.services.map((s) => `<div class="rounded-2xl bg-white p-6 shadow-sm"><h3 class="font-semibold">${esc(s[0])}</h3><p class="mt-2 text-sm text-stone-600">${esc(s[1])}</p></div>`).join('\n')}
</section>
${d.x.reviews && d.x.reviewsHtml ? `<section class="mx-auto max-w-6xl px-6 mt-16 grid md:grid-cols-2 gap-6">${d.x.reviews.map((r) => `<blockquote class="rounded-2xl bg-emerald-50 p-6"><p>“${esc(r[1])}”</p><footer class="mt-3 text-sm font-medium">${esc(r[0])}</footer></blockquote>`).join('')}</section>` : ''}
</main>
${foot}`);

  // about: HTML may show some of the people (htmlAlso) in prose or cards
  c.page(P.about, 'about.html', `${head(l.about)}
<main class="mx-auto max-w-3xl px-6 py-16">
<h1 class="text-3xl font-semibold">${esc(l.about)}</h1>
${d.x.aboutHtml ? d.x.aboutHtml(c) : ''}
</main>
${foot}`);

  c.page(P.contact, 'contact.html', `${head(l.contact)}
<main class="mx-auto max-w-3xl px-6 py-16">
<h1 class="text-3xl font-semibold">${esc(l.contact)}</h1>
<p class="mt-4">${esc(b.street)}, ${esc(b.zip)} ${esc(b.city)} · ${esc(b.tel)}</p>
${d.x.contactMail ? `<p class="mt-2"><a class="underline" href="mailto:${g}">${g}</a></p>` : ''}
<form class="mt-8 space-y-4" action="https://formspree.io/f/xdovkqbz" method="POST">
<input class="w-full rounded border p-3" type="text" name="name" placeholder="${esc(l.name)}">
<input class="w-full rounded border p-3" type="email" name="email" placeholder="${l.ph2}">
<textarea class="w-full rounded border p-3" name="message" rows="5" placeholder="${esc(l.message)}"></textarea>
<button class="rounded-full bg-emerald-700 px-6 py-3 text-white">${esc(l.send)}</button>
</form>
</main>
${foot}`);
  c.j(l.ph2);
  c.pat('junk-placeholder');
  if (d.x.contactMail) c.pat('email-mailto');
  c.page(P.legal, 'legal.html', `${head(l.legal)}
<main class="mx-auto max-w-3xl px-6 py-16 prose">
<h1>${esc(l.legal)}</h1>
${d.x.legal(c, g)}
</main>
${foot}`);
  if (d.x.legal && d.x.legalPat !== false) c.pat('legal-notice');
}

// ---------------------------------------------------------------------------------------------
// D. Bootstrap 5 with microdata: Organization > employee > Person (card grid)
export function microCards(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id));
  c.pat('microdata-person', 'builder-bootstrap', 'team-grid', 'email-in-person-card', 'email-mailto', 'junk-asset');
  const g = c.mail(d.generic, 'generic');
  const head = (t) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(b.name)} - ${esc(t)}</title>
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.1/font/bootstrap-icons.css">
<link href="css/style.css" rel="stylesheet">
</head>
<body>
<nav class="navbar navbar-expand-lg bg-body-tertiary sticky-top shadow-sm">
<div class="container">
<a class="navbar-brand" href="/"><img src="img/logo.svg" alt="" width="30" height="30" class="d-inline-block align-text-top"> ${esc(b.name)}</a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav" aria-controls="nav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav ms-auto">
<li class="nav-item"><a class="nav-link active" aria-current="page" href="/">${esc(l.home)}</a></li>
<li class="nav-item"><a class="nav-link" href="${P.team}">${esc(l.team)}</a></li>
<li class="nav-item"><a class="nav-link" href="${P.contact}">${esc(l.contact)}</a></li>
</ul></div></div></nav>`;
  const foot = `<footer class="bg-dark text-white-50 py-4 mt-5"><div class="container d-flex flex-wrap justify-content-between">
<span>&copy; ${d.year || 2023} ${esc(b.name)}</span>
<span><i class="bi bi-telephone"></i> ${esc(b.tel)} &nbsp; <i class="bi bi-envelope"></i> <a class="link-light" href="mailto:${g}">${g}</a></span>
</div></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>
</body>
</html>`;
  c.pat('email-footer', 'junk-version');
  c.j('bootstrap@5.3.2', 'bootstrap-icons@1.11.1');
  c.page('/', 'index.html', `${head(l.home)}
<header class="py-5 bg-light border-bottom"><div class="container"><div class="row align-items-center">
<div class="col-lg-7"><h1 class="display-5 fw-bold">${esc(b.tagline)}</h1><p class="lead">${esc(b.about)}</p>
<a class="btn btn-primary btn-lg" href="${P.contact}">${esc(l.write)}</a></div>
<div class="col-lg-5"><img class="img-fluid rounded-3" src="img/hero.jpg" srcset="img/hero.jpg 1x, img/hero@2x.jpg 2x" alt=""></div>
</div></div></header>
<section class="container py-5"><div class="row g-4">
${b.services.map((s) => `<div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><h5 class="card-title"><i class="bi bi-check2-circle text-primary"></i> ${esc(s[0])}</h5><p class="card-text">${esc(s[1])}</p></div></div></div>`).join('\n')}
</div></section>
${foot}`);
  c.j('hero@2x.jpg');
  const typ = d.x.type || 'Organization';
  const cards = d.people.map((p, i) => {
    c.who(p);
    const img = p.img === false ? '' : `<img src="img/equipe/${i + 1}.jpg" srcset="img/equipe/${i + 1}.jpg 1x, img/equipe/${i + 1}@2x.jpg 2x" class="card-img-top" alt="${esc(p.n)}" itemprop="image">`;
    const mail = p.e ? `<a href="mailto:${c.pm(p)}" class="card-link" itemprop="email">${d.x.mailText ? esc(d.x.mailText) : p.e}</a>` : '';
    const tel = p.tel ? `<p class="card-text small text-muted mb-1"><i class="bi bi-telephone"></i> <span itemprop="telephone">${esc(p.tel)}</span></p>` : '';
    const prop = p.founder ? 'founder' : d.x.rel || 'employee';
    if (d.x.titleAbove)
      return `<div class="col"><div class="card h-100" itemprop="${prop}" itemscope itemtype="https://schema.org/Person">${img}<div class="card-body">
<h6 class="card-subtitle mb-2 text-uppercase text-muted small" itemprop="jobTitle">${esc(p.t)}</h6>
<h5 class="card-title" itemprop="name">${esc(p.n)}</h5>
${tel}${mail}
</div></div></div>`;
    return `<div class="col"><div class="card h-100" itemprop="${prop}" itemscope itemtype="https://schema.org/Person">${img}<div class="card-body">
<h5 class="card-title"><span itemprop="givenName">${esc(p.n.split(' ')[0])}</span> <span itemprop="familyName">${esc(p.n.split(' ').slice(1).join(' '))}</span></h5>
${p.t ? `<p class="card-text" itemprop="jobTitle">${esc(p.t)}</p>` : ''}
${tel}${mail}
</div></div></div>`;
  });
  c.j(...d.people.map((p, i) => (p.img === false ? null : `${i + 1}@2x.jpg`)).filter(Boolean));
  c.page(P.team, 'team.html', `${head(l.team)}
<main class="container py-5" itemscope itemtype="https://schema.org/${typ}">
<meta itemprop="name" content="${esc(b.name)}"><link itemprop="url" href="https://${d.dom}/">
<h1 class="mb-3">${esc(d.x.teamTitle || l.team)}</h1>
<p class="lead mb-5">${esc(d.x.teamIntro)}</p>
<div class="row row-cols-1 row-cols-md-${d.x.colsN || 3} g-4">
${cards.join('\n')}
</div>
${d.x.after ? d.x.after(c) : ''}
</main>
${foot}`);
  const roleLines = (d.roles || []).map(([a, lab]) => `<li class="list-group-item"><strong>${esc(lab)}</strong><br><a href="mailto:${c.mail(a, 'role')}">${a}</a></li>`).join('\n');
  c.page(P.contact, 'contact.html', `${head(l.contact)}
<main class="container py-5"><div class="row g-5">
<div class="col-md-5"><h1>${esc(l.contact)}</h1>
<address>${esc(b.street)}<br>${esc(b.zip)} ${esc(b.city)}<br><abbr title="${esc(l.phone)}">T:</abbr> ${esc(b.tel)}</address>
<ul class="list-group list-group-flush">${roleLines}</ul>
<p class="mt-3"><strong>${esc(l.hours)}</strong><br>${esc(b.hours)}</p></div>
<div class="col-md-7"><form class="needs-validation" novalidate>
<div class="mb-3"><label for="fname" class="form-label">${esc(l.name)}</label><input type="text" class="form-control" id="fname"></div>
<div class="mb-3"><label for="femail" class="form-label">${esc(l.email)}</label><input type="email" class="form-control" id="femail" placeholder="${l.ph}"><div class="form-text">${esc(d.x.formNote || '')}</div></div>
<div class="mb-3"><label for="fmsg" class="form-label">${esc(l.message)}</label><textarea class="form-control" id="fmsg" rows="4"></textarea></div>
<button type="submit" class="btn btn-primary">${esc(l.send)}</button></form></div>
</div></main>
${foot}`);
  c.j(l.ph);
  c.pat('junk-placeholder');
}

// ---------------------------------------------------------------------------------------------
// E. Squarespace 7.1: contact page naming who to write to per department (text lines)
export function sqsDepts(c, d) {
  const l = L(d), b = d.biz, P = { ...l.p, ...(d.paths || {}) };
  const r = rng(hash(d.id));
  c.pat('builder-squarespace', 'email-text', 'email-in-person-card');
  const bid = () => `block-yui_3_17_2_1_${1600000000000 + Math.floor(r() * 99999999)}_${Math.floor(r() * 99999)}`;
  const sec = (inner) => `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white" data-section-id="${Math.floor(r() * 1e12).toString(16)}">
<div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${inner}
</div></div></div></div></div></section>`;
  const block = (html) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="${bid()}"><div class="sqs-block-content"><div class="sqs-html-content">
${html}
</div></div></div>`;
  const head = (t) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="${d.lang}-${cc(d)}">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${esc(t)} &mdash; ${esc(b.name)}</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/5f1a2b3c4d5e6f7a8b9c0d1e/favicon.ico?format=100w"/>
<link rel="canonical" href="https://${d.dom}${t === l.home ? '/' : P.contact}"/>
<meta property="og:site_name" content="${esc(b.name)}"/>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"5f1a2b3c4d5e6f7a8b9c0d1e","identifier":"${d.dom.split('.')[0]}-${Math.floor(r() * 999)}","websiteType":1,"contentModifiedOn":1700000000000,"siteTitle":"${esc(b.name)}","language":"${d.lang}-${cc(d)}","timeZone":"Europe/Madrid"},"templateId":"5c5a519771c10ba3470d8101"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/5f1a2b3c4d5e6f7a8b9c0d1e/12/5c5a519771c10ba3470d8101/5f1a2b3c4d5e6f7a8b9c0d21/1510/site.css"/>
</head>
<body id="collection-${Math.floor(r() * 1e12).toString(16)}" class="primary-button-style-solid primary-button-shape-pill header-layout-nav-right tweak-global-animations-enabled">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
<div class="header-inner container--fluid"><div class="header-display-desktop" data-content-field="site-title">
<div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" id="site-title">${esc(b.name)}</a></div></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
<div class="header-nav-item header-nav-item--collection"><a href="/" data-animation-role="header-element">${esc(d.x.navHome || l.home)}</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="${P.contact}" data-animation-role="header-element">${esc(d.x.navContact || l.contact)}</a></div>
${d.x.about ? `<div class="header-nav-item header-nav-item--collection"><a href="${P.about}" data-animation-role="header-element">${esc(d.x.navAbout || l.about)}</a></div>` : ''}
</nav></div></div></div></div></div>
</header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${Math.floor(r() * 1e12).toString(16)}">`;
  const foot = `</article></main>
<footer class="sections" id="footer-sections" data-footer-sections>
${sec(block(`<p class="sqsrte-small">${esc(b.name)} · ${esc(b.street)}, ${esc(b.city)} · ${esc(b.tel)}</p><p class="sqsrte-small">${d.x.footer ? d.x.footer(c) : ''}</p>`))}
</footer>
</div>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js" type="text/javascript"></script>
</body>
</html>`;
  c.page('/', 'index.html', `${head(l.home)}
${sec(block(`<h1 style="white-space:pre-wrap;">${esc(b.tagline)}</h1><p class="sqsrte-large" style="white-space:pre-wrap;">${esc(b.about)}</p>`))}
${sec(`<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="${bid()}"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-blog-basic-grid">
<div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${b.services.map((s) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide"><div class="summary-content sqs-gallery-meta-container"><div class="summary-title"><a href="${P.contact}" class="summary-title-link">${esc(s[0])}</a></div><div class="summary-excerpt"><p>${esc(s[1])}</p></div></div></div>`).join('\n')}
</div></div></div></div></div>`)}
${d.x.homeExtra ? sec(block(d.x.homeExtra(c))) : ''}
${foot}`);
  const g = c.mail(d.generic, 'generic');
  // departments: "Label: Name, email" or "Label — Name — email" lines
  const dep = d.x.depts
    .map((dp) => {
      const p = dp.p;
      c.who(p, dp.title === undefined ? p.t : dp.title);
      const mail = p.e ? c.pm(p) : null;
      if (d.x.style === 'colon')
        return `<p style="white-space:pre-wrap;"><strong>${esc(dp.label)}:</strong> ${esc(p.n)}${dp.title ? ` (${esc(dp.title)})` : ''}${mail ? `, ${mail}` : ''}${p.tel ? ` · ${esc(p.tel)}` : ''}</p>`;
      return `<h3 style="white-space:pre-wrap;">${esc(dp.label)}</h3><p style="white-space:pre-wrap;">${esc(p.n)}${dp.title ? `<br>${esc(dp.title)}` : ''}${mail ? `<br><a href="mailto:${mail}">${mail}</a>` : ''}${p.tel ? `<br>${esc(p.tel)}` : ''}</p>`;
    })
    .join('\n');
  if (d.x.style !== 'colon') c.pat('email-mailto');
  c.page(P.contact, 'contact.html', `${head(l.contact)}
${sec(block(`<h1 style="white-space:pre-wrap;">${esc(d.x.contactTitle || l.contact)}</h1><p style="white-space:pre-wrap;">${esc(d.x.contactIntro)}</p><p style="white-space:pre-wrap;">${esc(l.email)}: ${g}<br>${esc(l.phone)}: ${esc(b.tel)}</p>`))}
${sec(block(dep))}
${sec(`<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="${bid()}"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form autocomplete="on" action="" method="POST" onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '6512ab34cd', collectionId: '6512ab34ce', objectName: 'page-section' }); }); return false; })(this);">
<div class="field-list clear"><fieldset class="form-item fields name required"><legend class="title">${esc(l.name)}</legend><div class="field first-name"><input class="field-element field-control" name="fname" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"></div></fieldset>
<div class="form-item field email required"><label class="title" for="email-yui">${esc(l.email)}</label><input class="field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="${l.ph2}" id="email-yui"></div>
<div class="form-item field textarea required"><label class="title" for="textarea-yui">${esc(l.message)}</label><textarea class="field-element " id="textarea-yui"></textarea></div></div>
<div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="${esc(l.send)}"/></div></form></div></div></div></div>`)}
${foot}`);
  c.j(l.ph2);
  c.pat('junk-placeholder');
  if (d.x.about) {
    c.page(P.about, 'about.html', `${head(l.about)}
${sec(block(d.x.about(c)))}
${foot}`);
  }
}
