// Shells for the builders' chrome (head, header, footer). The people and email markup of every
// site is written by hand in _sites_*.mjs; these only save retyping the boilerplate around it.

const LANGS = { es: "es-ES", en: "en", pt: "pt-PT", fr: "fr-FR", de: "de-DE" };

export function navList(nav, cls = "menu") {
  return nav.map(([href, label]) => `<li class="${cls}-item"><a href="${href}">${label}</a></li>`).join("\n          ");
}

// WordPress (classic theme or Gutenberg), optionally with Elementor or Divi assets.
export function wp({ lang, locale, title, desc, site, nav, body, footer, theme = "astra", builder = "", bodyClass = "", extraHead = "" }) {
  const elementor =
    builder === "elementor"
      ? `<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='/wp-content/uploads/elementor/css/post-7.css?ver=1701245113' media='all' />
<link rel='stylesheet' id='elementor-icons-css' href='/wp-content/plugins/elementor/assets/lib/eicons/css/elementor-icons.min.css?ver=5.25.0' media='all' />`
      : "";
  const divi =
    builder === "divi"
      ? `<link rel='stylesheet' id='divi-style-css' href='/wp-content/themes/Divi/style-static.min.css?ver=4.23.1' type='text/css' media='all' />
<script type="text/javascript">var et_site_url='';var et_post_id='12';function et_core_page_resource_fallback(a,b){}</script>`
      : "";
  return `<!DOCTYPE html>
<html lang="${locale || LANGS[lang]}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name='robots' content='index, follow, max-image-preview:large' />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all' />
<link rel='stylesheet' id='${theme}-theme-css-css' href='/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.5.2' media='all' />
${elementor}${divi}
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="/wp-json/" />
<meta name="generator" content="WordPress 6.4.2" />
${extraHead}
</head>
<body class="${bodyClass || "page-template-default page"} wp-embed-responsive ${builder === "divi" ? "et_pb_button_helper_class et_divi_theme" : ""}${builder === "elementor" ? "elementor-default elementor-kit-5" : ""}">
<div id="page" class="hfeed site">
<a class="skip-link screen-reader-text" href="#content">${lang === "en" ? "Skip to content" : lang === "de" ? "Zum Inhalt springen" : lang === "fr" ? "Aller au contenu" : lang === "pt" ? "Saltar para o conteúdo" : "Saltar al contenido"}</a>
<header id="masthead" class="site-header" role="banner">
  <div class="site-branding"><p class="site-title"><a href="/" rel="home">${site}</a></p></div>
  <nav id="site-navigation" class="main-navigation" aria-label="Menu">
    <div class="menu-principal-container"><ul id="primary-menu" class="menu">
          ${navList(nav)}
    </ul></div>
  </nav>
</header>
<div id="content" class="site-content">
${body}
</div>
<footer id="colophon" class="site-footer">
${footer}
</footer>
</div>
<script src="/wp-content/themes/${theme}/assets/js/minified/frontend.min.js?ver=4.5.2" id="${theme}-theme-js-js"></script>
${builder === "elementor" ? `<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3" id="elementor-frontend-js"></script>` : ""}${builder === "divi" ? `<script src="/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1" id="divi-custom-script-js"></script>` : ""}
</body>
</html>
`;
}

// Wix: generated ids, absolutely positioned boxes, rich text.
export function wix({ lang, title, desc, body, nav, extraHead = "", sentry = false }) {
  const navHtml = nav
    .map(
      ([href, label], i) =>
        `<li id="comp-lq3nav${i}" class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${href}" class="StylableButton2545352419__root"><div class="StylableButton2545352419__container"><span class="StylableButton2545352419__label wixui-button__label">${label}</span></div></a></li>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"4f1d2c9a-77e1-4b7e-9a3e-0c1f5d2b8e61","isWixSite":true},"requestUrl":"","fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0}${sentry ? `,"sentryPreload":{"dsn":"https://8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com/3"}` : ""}};</script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a8f0b2a5.bundle.min.js" async></script>
  ${extraHead}
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header">
  <nav id="comp-lq3nav" aria-label="Site"><ul class="wixui-dropdown-menu">${navHtml}</ul></nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="Ry26q"><section id="comp-lq3sec1" class="wixui-section">
${body}
</section></div></div></main>
</div></div></div>
</body>
</html>
`;
}

// Squarespace 7.1
export function sqs({ lang, title, desc, site, nav, body, footer }) {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="${lang}-${lang === "en" ? "IE" : lang.toUpperCase()}">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta property="og:site_name" content="${site}"/>
<meta name="description" content="${desc}" />
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f2e3b0c1d2e3f4a5b6c7/12/5c5a519771c10ba3470d8101/64a1f2e3b0c1d2e3f4a5b6d0/1520/site.css"/>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-2a6d1d2b3e.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"websiteSettings":{"storeSettings":{}},"templateId":"5c5a519771c10ba3470d8101"};</script>
</head>
<body id="collection-64a1f2e3b0c1d2e3f4a5b6d9" class="primary-button-style-solid header-overlay-alignment-center tweak-social-icons-style-regular">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-title"><div class="header-title-text"><a href="/" id="site-title">${site}</a></div></div>
  <nav class="header-nav"><div class="header-nav-list">
    ${nav.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${l}</a></div>`).join("\n    ")}
  </div></nav>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="64a1f2e3b0c1d2e3f4a5b6e1">
${body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${footer}
</div></div></div></div></div></section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.2d4b1f7a0c.js" type="text/javascript"></script>
</body>
</html>
`;
}

// Webflow
export function webflow({ lang, title, desc, site, nav, body, footer, page = "64f0a1b2c3d4e5f6a7b8c9d0", extraHead = "" }) {
  return `<!DOCTYPE html><!--  Last Published: Tue Jan 09 2024 10:14:22 GMT+0000 (Coordinated Universal Time)  -->
<html data-wf-domain="" data-wf-page="${page}" data-wf-site="64f0a1b2c3d4e5f6a7b8c9a1" lang="${lang}">
<head><meta charset="utf-8"/><title>${title}</title><meta content="${desc}" name="description"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/>
<link href="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/css/site.webflow.4e2b7c1d9.css" rel="stylesheet" type="text/css"/>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
${extraHead}</head>
<body class="body">
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><div class="brand-text">${site}</div></a>
<nav role="navigation" class="nav-menu w-nav-menu">${nav.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${l}</a>`).join("")}</nav>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${body}
<div class="footer"><div class="w-container">
${footer}
</div></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f0a1b2c3d4e5f6a7b8c9a1" type="text/javascript" crossorigin="anonymous"></script><script src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/js/webflow.a1b2c3d4e.js" type="text/javascript"></script>
</body></html>
`;
}

// Bootstrap 5 landing (static site, sometimes from a template marketplace)
export function bs({ lang, title, desc, site, nav, body, footer, css = `<link href="/assets/vendor/bootstrap/css/bootstrap.min.css" rel="stylesheet">`, js = `<script src="/assets/vendor/bootstrap/js/bootstrap.bundle.min.js"></script>`, extraHead = "" }) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    ${css}
    <link href="/assets/vendor/bootstrap-icons/bootstrap-icons.css" rel="stylesheet">
    <link href="/assets/css/style.css" rel="stylesheet">
    ${extraHead}
  </head>
  <body>
    <nav class="navbar navbar-expand-lg navbar-light bg-light fixed-top shadow-sm" id="mainNav">
      <div class="container px-4">
        <a class="navbar-brand fw-bold" href="/">${site}</a>
        <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarResponsive" aria-controls="navbarResponsive" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="navbarResponsive">
          <ul class="navbar-nav ms-auto">
            ${nav.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${l}</a></li>`).join("\n            ")}
          </ul>
        </div>
      </div>
    </nav>
${body}
    <footer class="py-5 bg-dark text-white-50">
      <div class="container px-4">
${footer}
      </div>
    </footer>
    ${js}
  </body>
</html>
`;
}
