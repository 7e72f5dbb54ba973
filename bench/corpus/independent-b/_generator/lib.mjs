// Head boilerplate of the site builders, as their pages really start. Bodies are written per site.

export const wpHead = ({ lang, title, desc = '', domain, theme = 'astra', ver = '6.4.3', bodyClass = '', extra = '' }) => `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="canonical" href="https://${domain}/">
<meta property="og:locale" content="${lang}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="${title} &raquo; Feed" href="https://${domain}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://${domain}/wp-includes/css/dist/block-library/style.min.css?ver=${ver}' media='all' />
<link rel='stylesheet' id='${theme}-theme-css-css' href='https://${domain}/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
${extra}<script src="https://${domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://${domain}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://${domain}/wp-json/" />
<meta name="generator" content="WordPress ${ver}" />
</head>
<body class="home page-template-default page page-id-2 wp-custom-logo ${theme}-theme ${bodyClass}">
`;

export const elementorCss = (domain, post = 12) => `<link rel='stylesheet' id='elementor-frontend-css' href='https://${domain}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='elementor-post-${post}-css' href='https://${domain}/wp-content/uploads/elementor/css/post-${post}.css?ver=1702381123' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-brands-css' href='https://${domain}/wp-content/plugins/elementor/assets/lib/font-awesome/css/brands.min.css?ver=5.15.3' media='all' />
`;

export const wixHead = ({ lang, title, desc = '', domain, dsn = '605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com/68', siteId = '2f1e7c0a-4b7e-4c55-9d8a-8c2f0e4b1a77' }) => `<!DOCTYPE html>
<html lang="${lang}">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c1a4e_5f0d4b2e9c6a4f10b0f7d1d1c1a2b3c4~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7c1a4e_5f0d4b2e9c6a4f10b0f7d1d1c1a2b3c4~mv2.png" type="image/png"/>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="https://www.${domain}"/>
  <meta property="og:site_name" content="${title}"/>
  <script type="text/javascript">
    window.__BROWSER_DEPRECATION__ = false;
  </script>
  <script id="wix-viewer-model" type="application/json">{"siteFeaturesConfigs":{"sentry":{"dsn":"https://${dsn}","release":"1.12034.0","environment":"production"},"siteAssets":{"clientTopology":{"mediaRootUrl":"https://static.wixstatic.com","staticServerUrl":"https://static.parastorage.com/"}}},"site":{"metaSiteId":"${siteId}","isWixSite":false,"externalBaseUrl":"https://www.${domain}","language":"${lang}"},"requestUrl":"https://www.${domain}/","fleetConfig":{"fleetName":"wix-thunderbolt","type":"Rollout","code":0}}</script>
  <link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5f3d2e71.bundle.min.js" as="script">
  <style>#SITE_CONTAINER{position:relative} .font_8{font-size:16px;line-height:1.6em} .font_2{font-size:38px} .font_5{font-size:22px} .font_9{font-size:14px}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout">
`;

export const wixFoot = () => `</div></div></div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5f3d2e71.bundle.min.js" async></script>
</body>
</html>
`;

export const sqsHead = ({ lang, title, desc = '', domain, tpl = '5c5a519771c10ba3470d8101' }) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${lang}">
<head>
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <base href="">
  <meta charset="utf-8" />
  <title>${title}</title>
  <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
  <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/63b2a1f0e4c5a12b3c4d5e6f/favicon.ico?format=100w"/>
  <link rel="canonical" href="https://www.${domain}"/>
  <meta property="og:site_name" content="${title}"/>
  <meta name="description" content="${desc}" />
  <link rel="preconnect" href="https://images.squarespace-cdn.com">
  <script type="text/javascript" src="//use.typekit.net/ik/abc123def.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script>
  <script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"templateId":"${tpl}","templateVersion":"7.1","website":{"id":"63b2a1f0e4c5a12b3c4d5e6f","baseUrl":"https://www.${domain}","primaryDomain":"www.${domain}","language":"${lang}"}};</script>
  <link href="//assets.squarespace.com/universal/styles-compressed/commerce-6a1c5a3b0b2e0a8f1a4c-min.${lang}.css" rel="stylesheet" type="text/css"/>
  <link href="https://static1.squarespace.com/static/versioned-site-css/63b2a1f0e4c5a12b3c4d5e6f/12/5c5a519771c10ba3470d8101/63b2a1f0e4c5a12b3c4d5e70/1520/site.css" rel="stylesheet" type="text/css"/>
</head>
<body id="collection-63b2a1f0e4c5a12b3c4d5e71" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled header-width-full collection-type-page view-item">
`;

export const webflowHead = ({ lang, title, desc = '', domain, site = '64f1c2a3b4d5e6f708192a3b', page = '64f1c2a3b4d5e6f708192a3c' }) => `<!DOCTYPE html><!-- Last Published: Tue Mar 12 2024 09:14:31 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.${domain}" data-wf-page="${page}" data-wf-site="${site}" lang="${lang}"><head><meta charset="utf-8"/><title>${title}</title><meta content="${desc}" name="description"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://assets-global.website-files.com/${site}/css/${domain.replace(/\./g, '-')}.webflow.a1b2c3d4e.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://assets-global.website-files.com/${site}/64f1c2a3b4d5e6f708192aff_favicon.png" rel="shortcut icon" type="image/x-icon"/></head><body class="body">`;

export const webflowFoot = (site = '64f1c2a3b4d5e6f708192a3b') => `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${site}" type="text/javascript" crossorigin="anonymous"></script><script src="https://assets-global.website-files.com/${site}/js/webflow.7a1b2c3d4.js" type="text/javascript"></script></body></html>`;

export const bsHead = ({ lang, title, desc = '', bs = '5.3.2', extra = '' }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@${bs}/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">
    <link rel="stylesheet" href="css/style.css">
${extra}  </head>
  <body>
`;

export const bsFoot = (bs = '5.3.2') => `    <script src="https://cdn.jsdelivr.net/npm/bootstrap@${bs}/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>
  </body>
</html>
`;

// Google Analytics / Tag Manager snippet seen on many sites.
export const gtag = (id = 'G-7QK2L9X1ZP') => `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', '${id}');</script>
`;

// Sentry browser SDK loader as pasted by hand by agencies.
export const sentry = (key, org, project) => `<script src="https://js.sentry-cdn.com/${key}.min.js" crossorigin="anonymous"></script>
<script>Sentry.onLoad(function(){Sentry.init({dsn:"https://${key}@o${org}.ingest.sentry.io/${project}",tracesSampleRate:0.1});});</script>
`;
