// Shared shells for dev-4's generator. Only the platform skeletons (what every site of one builder
// shares: head, scripts, wrappers) live here; each site's people markup is written in its own file.

// deterministic pseudo-random ids so generated builder ids look random but stay stable
export function rid(seed, len = 5) {
  let h = 2166136261;
  for (const c of String(seed)) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  const abc = "abcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < len; i++) {
    h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
    out += abc[h % abc.length];
  }
  return out;
}

// ---------------------------------------------------------------- Wix (Thunderbolt viewer)
let wixCounter = 0;
export function wixId(seed) {
  wixCounter++;
  return "comp-" + rid(seed + ":" + wixCounter, 8);
}

/** One absolutely positioned Wix rich-text component. */
export function wixText(seed, inner, pos = {}) {
  const id = wixId(seed);
  const { top = 0, left = 0, width = 300 } = pos;
  return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 lq2cno YQcXTT ${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${width}px">${inner}</div>`;
}

/** A Wix image component (asset names with @ in srcset are common on Wix via retina variants). */
export function wixImage(seed, file, alt, pos = {}) {
  const id = wixId(seed);
  const { top = 0, left = 0, w = 240, h = 240 } = pos;
  return `<div id="${id}" class="MazNVa ${id} wixui-image" style="position:absolute;top:${top}px;left:${left}px;width:${w}px;height:${h}px"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"${id}","displayMode":"fill","imageData":{"width":${w * 3},"height":${h * 3},"uri":"${file}","name":"","displayMode":"fill"}}' data-bg-effect-name="" data-has-ssr-src="true"><img src="https://static.wixstatic.com/media/${file}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${file}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" fetchpriority="low" loading="lazy"/></wow-image></div></div>`;
}

export function wixPage({ lang, title, description = "", domain, siteName, nav, body, footer, seed, dsnKey = "605a7baede844d278b89dc95ae0a9123", extraHead = "" }) {
  const navHtml = nav
    .map(
      ([href, label], i) =>
        `<li class="wixui-dropdown-menu__item" data-testid="dropdown-item-${i}"><a data-testid="linkElement" href="https://${domain}${href}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class="" id="DrpDwnMn0-${rid(seed + i, 3)}label">${label}</div></div></a></li>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${rid(seed, 6)}_${rid(seed + "f", 24)}~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${rid(seed, 6)}_${rid(seed + "f", 24)}~mv2.png" type="image/png"/>
  <link rel="apple-touch-icon" href="https://static.wixstatic.com/media/${rid(seed, 6)}_${rid(seed + "f", 24)}~mv2.png/v1/fill/w_180%2Ch_180%2Clg_1%2Cusm_0.66_1.00_0.01/${rid(seed, 6)}_${rid(seed + "f", 24)}~mv2.png" type="image/png"/>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://${domain}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="https://${domain}"/>
  <meta property="og:site_name" content="${siteName}"/>
  <meta property="og:type" content="website"/>
  <script type="text/javascript">
    window.fedops = window.fedops || {};
    window.viewerModel = {"site":{"metaSiteId":"${rid(seed + "m", 8)}-${rid(seed + "n", 4)}-${rid(seed + "o", 4)}-${rid(seed + "p", 4)}-${rid(seed + "q", 12)}","siteId":"${rid(seed + "s", 8)}-${rid(seed + "t", 4)}-4b1e-9c1d-${rid(seed + "u", 12)}","externalBaseUrl":"https:\\/\\/${domain}","isHttps":true},"language":{"userLanguage":"${lang}","siteLanguage":"${lang}"},"requestUrl":"https:\\/\\/${domain}\\/","fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0},"sentryDsn":"https:\\/\\/${dsnKey}@sentry-next.wixpress.com\\/68","experiments":{"specs.thunderbolt.fontsFromModel":true}};
  </script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=fetch%2CIntersectionObserver&flags=gated" crossorigin></script>
  <script crossorigin defer src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>
  <script crossorigin defer src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js"></script>
  <script crossorigin defer src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${rid(seed + "b", 8)}.bundle.min.js"></script>
  <style id="css_masterPage">
    .font_0{font:normal normal normal 46px/1.4em 'playfair display',serif;color:#2B2B2B}
    .font_2{font:normal normal bold 32px/1.4em 'poppins-semibold',sans-serif;color:#2B2B2B}
    .font_5{font:normal normal normal 22px/1.4em raleway,sans-serif;color:#2B2B2B}
    .font_7{font:normal normal normal 17px/1.6em raleway,sans-serif;color:#2B2B2B}
    .font_8{font:normal normal normal 15px/1.6em raleway,sans-serif;color:#555}
    .font_9{font:normal normal normal 13px/1.5em raleway,sans-serif;color:#777}
  </style>
  ${extraHead}
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-mode">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="${wixId(seed + "logo")}" class="KcpHeO tz5f0K wixui-rich-text" data-testid="richTextElement"><p class="font_5 wixui-rich-text__text"><a href="https://${domain}" target="_self" class="wixui-rich-text__text"><span class="wixui-rich-text__text">${siteName}</span></a></p></div>
<wix-dropdown-menu id="${wixId(seed + "menu")}" class="XwCBRN NHM1d1 wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${nav.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-drophposition="" data-dropalign="center" data-dropdown-shown="false"><nav class="R_TAzU" id="${wixId(seed + "nav")}navContainer" aria-label="Site"><ul class="y7qwii" id="${wixId(seed + "navul")}itemsContainer" style="text-align:center">${navHtml}</ul></nav></wix-dropdown-menu>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${rid(seed + "page", 5)}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content" style="position:relative;min-height:1400px">
${body}
</div></div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content" style="position:relative;min-height:180px">
${footer}
</div></div></div></div></footer>
</div></div></div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[],"ssrStyleUpdates":[]},"ooi":{"failedInSsr":{}}}</script>
</body>
</html>
`;
}

// ---------------------------------------------------------------- Jimdo Creator
export function jimdoPage({ lang, title, domain, siteName, nav, current = "/", body, sidebar = "", seed, footerLinks = [] }) {
  const websiteId = String(100000000 + (parseInt(rid(seed, 6), 36) % 800000000));
  const navHtml = nav
    .map(
      ([href, label], i) =>
        `<li id="cc-nav-view-${2100000000 + i * 13 + (websiteId % 97)}"><a href="${href}" class="level_1${href === current ? " current" : ""}"><span>${label}</span></a></li>`,
    )
    .join("\n");
  const fl = footerLinks.map(([h, l]) => `<a href="${h}">${l}</a>`).join(" | ");
  return `<!DOCTYPE html>
<html lang="${lang}-${lang.toUpperCase()}">
<head>
<meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content=""/>
<meta name="robots" content="index, follow, archive"/>
<meta property="st:section" content=""/>
<meta name="generator" content="Jimdo Creator"/>
<meta name="twitter:card" content="summary"/>
<link rel="canonical" href="https://${domain}${current}"/>
<link rel="shortcut icon" href="https://u.jimcdn.com/cms/o/s${rid(seed, 9)}/img/favicon.png?t=1523456789"/>
<link rel="stylesheet" type="text/css" href="https://assets.jimstatic.com/web_oldtemplate.css.${rid(seed + "c", 32)}.css" media="all"/>
<link rel="stylesheet" type="text/css" href="https://u.jimcdn.com/cms/o/s${rid(seed, 9)}/layout/l${rid(seed + "l", 10)}/css/main.css?t=1689012345" media="screen, print" id="jimdo_layout_css"/>
<script>
var jimdoData = {"isTestserver":false,"isLcJimdoCom":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cstok":"","cacheJsKey":"${rid(seed + "k", 40)}","cacheCssKey":"${rid(seed + "s", 40)}","cdnUrl":"https:\\/\\/assets.jimstatic.com\\/","minUrl":"https:\\/\\/assets.jimstatic.com\\/app\\/cdn\\/min\\/file\\/","authUrl":"https:\\/\\/a.jimdo.com\\/","webPath":"https:\\/\\/${domain}\\/","appUrl":"https:\\/\\/a.jimdo.com\\/","cmsLanguage":"${lang}_${lang.toUpperCase()}","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":false,"isTemplateResponsive":true,"websiteId":"s${rid(seed, 9)}","pageId":${2100000000 + (websiteId % 1000)},"packageId":2,"shop":{"deliveryTimeTexts":{"1":"1 - 3 Tage Lieferzeit"},"checkoutButtonText":"Zur Kasse","isReady":false},"tr":{"gmap":{"searchNotFound":"The entered address doesn't exist or couldn't be found.","routeNotFound":"The driving directions couldn't be calculated."}},"jQuery":"jimdoGen002","isJimdoMobileApp":false,"bgConfig":null,"bgFullscreen":null,"responsiveBreakpointLandscape":767,"responsiveBreakpointPortrait":480,"copyableHeadlineLinks":false,"tocGeneration":false,"googlemapsConsoleKey":false,"loggingForAnalytics":false,"loggingForPredefinedPages":false,"isFacebookPixelIdEnabled":false,"userAccountId":"${rid(seed + "u", 8)}-${rid(seed + "v", 4)}-4d2a-b0c1-${rid(seed + "w", 12)}"};
</script>
<script src="https://assets.jimstatic.com/ckies.js.${rid(seed + "j", 20)}.js"></script>
<script src="https://assets.jimstatic.com/cookieControl.js.${rid(seed + "q", 20)}.js"></script>
</head>
<body class="body cc-page cc-page-index j-m-gallery-styles j-m-video-styles j-m-hr-styles j-m-header-styles j-m-text-styles j-m-emotionheader-styles j-m-htmlCode-styles j-m-rss-styles j-m-form-styles-disabled j-m-table-styles j-m-textWithImage-styles j-m-downloadDocument-styles j-m-imageSubtitle-styles j-m-flickr-styles j-m-googlemaps-styles j-m-blogSelection-styles-disabled j-m-comment-styles-disabled j-m-jimdo-styles j-m-profile-styles j-m-guestbook-styles j-m-promotion-styles j-m-twitter-styles j-m-hgrid-styles j-m-shoppingcart-styles j-m-catalog-styles j-m-product-styles-disabled j-m-facebook-styles j-m-sharebuttons-styles j-m-formnew-styles-disabled j-m-callToAction-styles j-m-turbo-styles j-m-spacing-styles j-m-googleplus-styles j-m-dummy-styles j-m-search-styles j-m-booking-styles j-footer-styles cc-pagemode-default cc-content-parent" id="page-${2100000000 + (websiteId % 1000)}">
<div id="cc-inner" class="cc-content-parent">
<div class="jtpl-background-area" background-area=""></div>
<div class="jtpl-header"><div class="jtpl-logo"><a href="/">${siteName}</a></div>
<nav class="jtpl-navigation" data-dropdown="true"><div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">
${navHtml}
</ul></div></div></nav></div>
<div class="jtpl-section-main cc-content-parent"><div class="jtpl-content cc-content-parent"><div id="content_area" data-container="content">
${body}
</div></div>
<aside class="jtpl-sidebar"><div data-container="sidebar"><div id="content_start"></div>
${sidebar}
</div></aside></div>
<div class="jtpl-footer"><div id="contentfooter" data-container="footer">
<div class="leftrow">${fl}${fl ? " | " : ""}<a href="/sitemap/">Sitemap</a></div>
<div class="rightrow"><span class="loggedout"><a rel="nofollow" id="login" href="/login">Anmelden</a></span><span class="loggedin"><a rel="nofollow" id="logout" target="_top" href="https://cms.e.jimdo.com/app/cms/logout.php">Abmelden</a> | <a rel="nofollow" id="edit" target="_top" href="https://a.jimdo.com/app/auth/signin/jumpcms/?page=${2100000000 + (websiteId % 1000)}">Bearbeiten</a></span></div>
</div></div>
</div>
<script id="script-bottom" src="https://assets.jimstatic.com/web.js.${rid(seed + "z", 20)}.js" async="true"></script>
</body>
</html>
`;
}

/** A Jimdo content module wrapper (each block on a Jimdo page is one). */
export function jm(seed, kind, inner) {
  const n = 9000000000 + (parseInt(rid(seed, 6), 36) % 999999999);
  return `<div id="cc-matrix-${n % 9999999}"><div id="cc-m-${n}" class="j-module n j-${kind} ">${inner}</div></div>`;
}

// ---------------------------------------------------------------- GoDaddy Websites + Marketing
export function godaddyPage({ lang, title, domain, siteName, nav, body, seed, phone = "", footer = "" }) {
  const c = (n) => `c1-${n.toString(36)}`;
  const navHtml = nav
    .map(
      ([href, label], i) =>
        `<li data-ux="ListItemInline" class="x-el x-el-li ${c(20)} ${c(21)} ${c(22)}"><a rel="" role="link" aria-haspopup="false" data-ux="NavLink" target="" data-page="${rid(seed + i, 8)}-${rid(seed + i + "x", 4)}-4f0e-8b8a-${rid(seed + i + "y", 12)}" data-edit-interactive="true" href="${href}" data-typography="NavAlpha" class="x-el x-el-a ${c(30)} ${c(31)} ${c(32)} ${c(33)}" data-tccl="ux2.HEADER.header9.Nav.Default.Link.Default.${2960 + i}.click,click">${label}</a></li>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charSet="utf-8"/>
<meta http-equiv="X-UA-Compatible" content="IE=edge"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="author" content="${siteName}"/>
<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/>
<link rel="manifest" href="/manifest.webmanifest"/>
<link rel="apple-touch-icon" sizes="57x57" href="//img1.wsimg.com/isteam/ip/static/pwa-app/logo-default.png/:/rs=w:57,h:57,m"/>
<meta property="og:url" content="https://${domain}/"/>
<meta property="og:site_name" content="${siteName}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:type" content="website"/>
<script type="text/javascript" src="//img1.wsimg.com/poly/v3/polyfill.min.js?unknown=polyfill&amp;flags=gated&amp;features=default%2Cfetch%2CArray.prototype.%40%40iterator%2CArray.prototype.find%2CArray.prototype.findIndex%2CFunction.name%2CNumber.isFinite%2CPromise%2CString.prototype.repeat%2CMath.sign%2CMath.trunc%2CArray.prototype.includes%2CObject.entries%2CObject.values%2CObject.assign"></script>
<script type="text/javascript" src="//img1.wsimg.com/blobby/go/${rid(seed + "g", 8)}-${rid(seed + "h", 4)}-4c8e-9a1b-${rid(seed + "i", 12)}/gpub/${rid(seed + "j", 16)}/script.js"></script>
<style data-glamor="cxs-default-sheet">.x{-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:rgba(0,0,0,0)}.x *,.x :after,.x :before{box-sizing:inherit}.x-el a[href^="mailto:"]:not(.x-el),.x-el a[href^="tel:"]:not(.x-el){color:inherit;font-size:inherit;text-decoration:inherit}.x-el-article,.x-el-aside,.x-el-details,.x-el-figcaption,.x-el-figure,.x-el-footer,.x-el-header,.x-el-hgroup,.x-el-main,.x-el-menu,.x-el-nav,.x-el-section,.x-el-summary{display:block}.x-el-img{color:transparent;font-size:0;vertical-align:middle;-ms-interpolation-mode:bicubic}.${c(1)}{letter-spacing:normal}.${c(2)}{text-transform:none}.${c(3)}{font-family:'Raleway', arial, sans-serif}.${c(4)}{font-size:16px}.${c(5)}{color:rgb(27, 27, 27)}</style>
</head>
<body class="x  x-fonts-raleway">
<div id="layout-${rid(seed + "lay", 8)}-${rid(seed + "lay2", 4)}" class="layout layout-layout layout-layout-layout-13 locale-${lang}-${lang.toUpperCase()} lang-${lang}">
<div data-ux="Page" id="page-${parseInt(rid(seed, 4), 36)}" class="x-el x-el-div x-el ${c(1)} ${c(2)} ${c(3)} ${c(4)} ${c(5)} ${c(6)}">
<div data-ux="Block" class="x-el x-el-div ${c(1)} ${c(2)} ${c(3)}"><div data-ux="Block" class="x-el x-el-div ${c(1)} ${c(2)}"></div>
<div id="${rid(seed + "hdr", 8)}-${rid(seed + "hdr2", 4)}-4a5e-a1c4-${rid(seed + "hdr3", 12)}" class="widget widget-header widget-header-header-9">
<div data-ux="Header" role="main" data-aid="HEADER_WIDGET" class="x-el x-el-div x-el x-el ${c(1)} ${c(2)} ${c(7)}"><div>
<section data-ux="Section" data-aid="HEADER_SECTION" class="x-el x-el-section ${c(8)} ${c(9)}">
<div data-ux="Container" class="x-el x-el-div ${c(10)} ${c(11)}"><div data-ux="Block" class="x-el x-el-div ${c(12)}">
<a rel="" role="link" aria-haspopup="menu" data-ux="Link" data-page="${rid(seed, 8)}" title="${siteName}" href="/" data-typography="LinkAlpha" class="x-el x-el-a ${c(14)}" data-tccl="ux2.HEADER.header9.Logo.Default.Link.Default.2957.click,click"><div data-ux="Block" class="x-el x-el-div ${c(15)}"><h3 role="heading" aria-level="3" data-ux="LogoHeading" id="logo-container-${rid(seed + "lg", 5)}" dataAids="HEADER_LOGO_TEXT_RENDERED" data-typography="LogoAlpha" class="x-el x-el-h3 ${c(16)} ${c(17)}">${siteName}</h3></div></a>
</div>
<nav data-ux="Block" class="x-el x-el-nav ${c(18)}"><ul data-ux="List" id="nav-${rid(seed + "nv", 5)}" class="x-el x-el-ul ${c(19)}">${navHtml}</ul></nav>
${phone ? `<a rel="" role="link" aria-haspopup="false" data-ux="Link" href="tel:${phone.replace(/[^+\d]/g, "")}" data-aid="HEADER_PHONE_RENDERED" data-typography="LinkAlpha" class="x-el x-el-a ${c(24)}" data-tccl="ux2.header.phone_number.click,click">${phone}</a>` : ""}
</div></section></div></div></div>
${body}
<div id="${rid(seed + "ftr", 8)}-${rid(seed + "ftr2", 4)}-4d8a-93f5-${rid(seed + "ftr3", 12)}" class="widget widget-footer widget-footer-footer-2"><div data-ux="Widget" role="contentinfo" class="x-el x-el-div ${c(1)} ${c(2)}"><div><section data-ux="Section" class="x-el x-el-section ${c(40)} ${c(41)}"><div data-ux="Container" class="x-el x-el-div ${c(10)} ${c(11)}">
${footer}
<p data-ux="FooterText" data-aid="FOOTER_POWERED_BY_AIRO_RENDERED" data-typography="FooterAlpha" class="x-el x-el-p ${c(42)}"><span>Con tecnología de </span><a rel="nofollow noopener" role="link" aria-haspopup="false" data-ux="Link" target="_blank" href="https://www.godaddy.com/websites/website-builder?cvosrc=assets.wsb_badge.wsb_badge" data-typography="LinkAlpha" class="x-el x-el-a ${c(43)}">GoDaddy</a></p>
</div></section></div></div></div>
</div></div></div>
<script type="text/javascript">window.wsb=window.wsb||{};window.wsb["Theme13"]=window.wsb["Theme13"]||window.radpack("@widget/LAYOUT/bs-layout13-Theme-publish-Theme").then(function(t){return new t.default({"theme":"layout13","colors":{"primary":"rgb(62, 96, 77)"},"fonts":{"primary":"raleway"},"locale":"${lang}"})});</script>
<script type="text/javascript">document.getElementById('page-${parseInt(rid(seed, 4), 36)}').setAttribute('data-ready','1');</script>
</body>
</html>
`;
}

// GoDaddy section wrapper for a widget
export function gdSection(seed, widget, inner) {
  return `<div id="${rid(seed, 8)}-${rid(seed + "b", 4)}-4b17-8f3b-${rid(seed + "c", 12)}" class="widget widget-${widget} widget-${widget}-${widget}-4"><div data-ux="Widget" role="region" id="${rid(seed, 8)}" class="x-el x-el-div x-el c1-1 c1-2 c1-3 c1-4 c1-5"><div><section data-ux="Section" class="x-el x-el-section c1-1a c1-1b c1-1c"><div data-ux="Container" class="x-el x-el-div c1-1 c1-2 c1-1d c1-1e">
${inner}
</div></section></div></div></div>`;
}

// ---------------------------------------------------------------- WordPress (classic theme)
export function wpPage({ lang, locale, title, domain, siteName, tagline = "", nav, current = "/", body, footer, theme = "astra", bodyClass = "page", extraHead = "" }) {
  const navHtml = nav
    .map(
      ([href, label], i) =>
        `<li id="menu-item-${120 + i * 7}" class="menu-item menu-item-type-post_type menu-item-object-page${href === current ? " current-menu-item page_item current_page_item" : ""} menu-item-${120 + i * 7}"><a href="${href}" class="menu-link"${href === current ? ' aria-current="page"' : ""}>${label}</a></li>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${title}</title>
<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">
<link rel="canonical" href="https://${domain}${current}">
<meta property="og:locale" content="${locale.replace("-", "_")}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="${siteName}">
<link rel='dns-prefetch' href='//fonts.googleapis.com'>
<link rel="alternate" type="application/rss+xml" title="${siteName} &raquo; Feed" href="https://${domain}/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='https://${domain}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all'>
<link rel='stylesheet' id='${theme}-theme-css-css' href='https://${domain}/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.6.4' media='all'>
<link rel='stylesheet' id='contact-form-7-css' href='https://${domain}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7' media='all'>
<script src="https://${domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://${domain}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://${domain}/wp-json/">
<meta name="generator" content="WordPress 6.4.3">
${extraHead}
</head>
<body class="${bodyClass} wp-custom-logo ${theme}-theme ast-separate-container ast-no-sidebar">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope">
<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
<div class="site-branding"><div class="ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2022/03/logo.png" class="custom-logo" alt="${siteName}" decoding="async" srcset="/wp-content/uploads/2022/03/logo.png 1x, /wp-content/uploads/2022/03/logo@2x.png 2x"></a></span><div class="ast-site-title-wrap"><p class="site-description" itemprop="description">${tagline}</p></div></div></div>
<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex ast-justify-content-flex-end submenu-with-border">
${navHtml}
</ul></div></nav></div></div>
</div></div></div></div>
</header>
<div id="content" class="site-content"><div class="ast-container">
<div id="primary" class="content-area primary"><main id="main" class="site-main">
${body}
</main></div>
</div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope">
${footer}
</footer>
</div>
<script id="${theme}-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1"};</script>
<script src="https://${domain}/wp-content/themes/${theme}/assets/js/minified/frontend.min.js?ver=4.6.4" id="${theme}-theme-js-js"></script>
<script src="https://${domain}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
</body>
</html>
`;
}
