// Page shells for the dev-2 corpus. Each shell reproduces the frame a real builder emits;
// the people sections are written per site in sites-*.mjs.
let seed = 1;
export function reseed(s) { seed = 0; for (const c of s) seed = (seed * 31 + c.charCodeAt(0)) >>> 0; seed ||= 7; }
export function rnd() { seed = (seed * 1103515245 + 12345) >>> 0; return seed; }
export function hex(n = 7) { let s = ''; while (s.length < n) s += rnd().toString(16); return s.slice(0, n); }
export function b36(n = 5) { let s = ''; while (s.length < n) s += rnd().toString(36); return s.slice(0, n); }
export const ent = (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
export const hexent = (s) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');

const navList = (site, cls, aCls = '') =>
  site.nav.map(([href, label]) => `<li class="${cls}"><a href="${href}"${aCls ? ` class="${aCls}"` : ''}>${label}</a></li>`).join('\n');

// ---------- WordPress (Gutenberg block theme) ----------
function wp(site, path, pg) {
  const pid = 10 + (rnd() % 400);
  return `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<title>${pg.title} – ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}">
<link rel="canonical" href="https://${site.domain}${path}">
<meta property="og:site_name" content="${site.name}">
<link rel='stylesheet' id='wp-block-library-css' href='https://${site.domain}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='${site.theme || 'twentytwentythree'}-style-css' href='https://${site.domain}/wp-content/themes/${site.theme || 'twentytwentythree'}/style.css?ver=1.3' media='all' />
<script src="https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://${site.domain}/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
${site.head || ''}${pg.head || ''}
</head>
<body class="page-template-default page page-id-${pid} wp-custom-logo wp-embed-responsive">
<div class="wp-site-blocks">
<header class="wp-block-template-part">
<div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex wp-block-group-is-layout-flex">
<div class="wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home"><img width="180" height="60" src="/wp-content/uploads/2023/02/logo.png" class="custom-logo" alt="${site.name}" decoding="async"></a></div>
<nav class="is-responsive items-justified-right wp-block-navigation is-layout-flex" aria-label="Menú">
<ul class="wp-block-navigation__container">
${navList(site, 'wp-block-navigation-item wp-block-navigation-link', 'wp-block-navigation-item__content')}
</ul></nav>
</div>
</header>
<main class="wp-block-group is-layout-flow">
<h1 class="wp-block-post-title">${pg.h1 || pg.title}</h1>
<div class="entry-content wp-block-post-content is-layout-constrained">
${pg.body}
</div>
</main>
<footer class="wp-block-template-part">
<div class="wp-block-group has-global-padding is-layout-constrained">
${site.footer || ''}
<p class="has-small-font-size">© ${site.year || 2024} ${site.name}</p>
</div>
</footer>
</div>
<script src="https://${site.domain}/wp-includes/js/dist/interactivity.min.js?ver=6.4.3" id="wp-interactivity-js"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- WordPress classic theme (Astra / GeneratePress style) ----------
function wpclassic(site, path, pg) {
  const pid = 10 + (rnd() % 900);
  return `<!DOCTYPE html>
<html lang="${site.htmlLang}" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<link rel="profile" href="https://gmpg.org/xfn/11">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pg.title} | ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}"/>
<link rel='stylesheet' id='astra-theme-css-css' href='https://${site.domain}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://${site.domain}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.6' media='all' />
<script type="text/javascript" src="https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.head || ''}${pg.head || ''}
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="page-template-default page page-id-${pid} ast-single-post ast-page-builder-template ast-no-sidebar astra-4.6.4">
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope">
<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
<div class="site-branding"><div class="ast-site-identity"><span class="site-title" itemprop="name"><a href="/" rel="home" itemprop="url">${site.name}</a></span></div></div>
<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope">
<div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">
${navList(site, 'menu-item menu-item-type-post_type menu-item-object-page', 'menu-link')}
</ul></div></nav></div></div>
</div></div></div></div>
</header>
<div id="content" class="site-content"><div class="ast-container">
<div id="primary" class="content-area primary"><main id="main" class="site-main">
<article class="post-${pid} page type-page status-publish ast-article-single" id="post-${pid}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">${pg.h1 || pg.title}</h1></header>
<div class="entry-content clear" itemprop="text">
${pg.body}
</div>
</article>
</main></div>
</div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-builder-grid-row-container-inner">
${site.footer || ''}
</div></div>
<div class="site-below-footer-wrap"><div class="ast-footer-copyright"><p>Copyright © ${site.year || 2024} ${site.name}</p></div></div>
</footer>
</div>
<script src="https://${site.domain}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.8.6" id="contact-form-7-js"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Elementor (Hello Elementor + theme builder header/footer) ----------
export const el = {
  sec: (inner, extra = '') => { const id = hex(7); return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default ${extra}" data-id="${id}" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
${inner}
</div>
</section>`; },
  col: (inner, size = 100) => { const id = hex(7); return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
${inner}
</div>
</div>`; },
  w: (type, inner, settings = '') => { const id = hex(7); return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget"${settings ? ` data-settings="${settings}"` : ''} data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`; },
  h: (text, tag = 'h2') => el.w('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`),
  text: (html) => el.w('text-editor', html),
};
function elementor(site, path, pg) {
  const pid = 100 + (rnd() % 3000);
  return `<!doctype html>
<html lang="${site.htmlLang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${pg.title} - ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}">
<link rel='stylesheet' id='hello-elementor-css' href='https://${site.domain}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${site.domain}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-post-${pid}-css' href='https://${site.domain}/wp-content/uploads/elementor/css/post-${pid}.css?ver=1707921023' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='https://${site.domain}/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin>
<script src="https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.head || ''}${pg.head || ''}
</head>
<body class="page-template page-template-elementor_header_footer page page-id-${pid} elementor-default elementor-template-full-width elementor-kit-6 elementor-page elementor-page-${pid}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header" data-elementor-post-type="elementor_library">
${el.sec(el.col(el.w('theme-site-logo', `<a href="/"><img width="240" height="80" src="/wp-content/uploads/2023/05/logo-web.png" class="attachment-full size-full" alt="${site.name}" /></a>`), 33) + el.col(el.w('nav-menu', `<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-${hex(7)}" class="elementor-nav-menu">
${navList(site, 'menu-item menu-item-type-post_type menu-item-object-page', 'elementor-item')}
</ul></nav>`), 66))}
</div>
<div data-elementor-type="wp-page" data-elementor-id="${pid}" class="elementor elementor-${pid}" data-elementor-post-type="page">
${pg.body}
</div>
<div data-elementor-type="footer" data-elementor-id="45" class="elementor elementor-45 elementor-location-footer" data-elementor-post-type="elementor_library">
${el.sec(el.col(el.text(site.footer || ''), 100))}
${el.sec(el.col(el.w('text-editor', `<p>© ${site.year || 2024} ${site.name}</p>`)))}
</div>
<script src="https://${site.domain}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Divi ----------
let dcount = 0;
export const dv = {
  sec: (inner) => `<div class="et_pb_section et_pb_section_${dcount++} et_section_regular" >
<div class="et_pb_row et_pb_row_${dcount}">
${inner}
</div>
</div>`,
  col: (inner, frac = '4_4', last = false) => `<div class="et_pb_column et_pb_column_${frac} et_pb_column_${dcount++}  et_pb_css_mix_blend_mode_passthrough${last ? ' et-last-child' : ''}">
${inner}
</div>`,
  text: (html) => `<div class="et_pb_module et_pb_text et_pb_text_${dcount++}  et_pb_text_align_left et_pb_bg_layout_light">
<div class="et_pb_text_inner">${html}</div>
</div>`,
  member: ({ name, pos, img, desc = '', social = '' }) => `<div class="et_pb_module et_pb_team_member et_pb_team_member_${dcount++} clearfix  et_pb_bg_layout_light">
${img ? `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${img}" alt="${name}" title="${name}" /></div>` : ''}
<div class="et_pb_team_member_description">
<h4 class="et_pb_module_header">${name}</h4>
${pos ? `<p class="et_pb_member_position">${pos}</p>` : ''}
${desc}
${social ? `<ul class="et_pb_member_social_links">${social}</ul>` : ''}
</div>
</div>`,
};
function divi(site, path, pg) {
  const pid = 100 + (rnd() % 3000);
  return `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://${site.domain}/xmlrpc.php" />
<script type="text/javascript">document.documentElement.className = 'js';</script>
<title>${pg.title} | ${site.name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<link rel='stylesheet' id='divi-style-parent-css' href='https://${site.domain}/wp-content/themes/Divi/style-static.min.css?ver=4.24.0' type='text/css' media='all' />
<link rel="stylesheet" id="et-core-unified-${pid}-cached-inline-styles" href="https://${site.domain}/wp-content/et-cache/${pid}/et-core-unified-${pid}.min.css" />
<script type="text/javascript" src="https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.head || ''}${pg.head || ''}
</head>
<body class="page-template-default page page-id-${pid} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container">
<header id="main-header" data-height-onload="66">
<div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="/wp-content/uploads/2022/11/logo.png" width="93" height="43" alt="${site.name}" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation" data-height="66" data-fixed-height="40">
<nav id="top-menu-nav"><ul id="top-menu" class="nav">
${navList(site, 'menu-item menu-item-type-post_type menu-item-object-page')}
</ul></nav>
<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Menu</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
</div>
</div>
</header>
<div id="et-main-area">
<div id="main-content">
<article id="post-${pid}" class="post-${pid} page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${pg.body}
</div>
</div>
</div>
</article>
</div>
<footer id="main-footer">
<div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><div class="textwidget">
${site.footer || ''}
</div></div></div></div></div>
<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">${site.credit || `© ${site.year || 2024} ${site.name}`}</div></div></div>
</footer>
</div>
</div>
<script type="text/javascript" src="https://${site.domain}/wp-content/themes/Divi/js/scripts.min.js?ver=4.24.0" id="divi-custom-script-js"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Wix ----------
export const wx = {
  text: (html, extra = '') => { const id = b36(6); return `<div id="comp-${id}" class="HcOXKn c9GqVL QxJLC3 comp-${id} wixui-rich-text"${extra} data-testid="richTextElement">${html}</div>`; },
  p: (txt, font = 'font_8', style = '') => `<p class="${font} wixui-rich-text__text"${style ? ` style="${style}"` : ''}><span class="wixui-rich-text__text">${txt}</span></p>`,
  h: (txt, tag = 'h2', font = 'font_2') => `<${tag} class="${font} wixui-rich-text__text"><span style="letter-spacing:normal;" class="wixui-rich-text__text"><span class="wixui-rich-text__text">${txt}</span></span></${tag}>`,
  img: (src, alt) => { const id = b36(6); return `<div id="comp-${id}" class="MazNVa comp-${id} wixui-image" title="${alt}"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_comp-${id}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;comp-${id}&quot;,&quot;displayMode&quot;:&quot;fill&quot;}"><img src="https://static.wixstatic.com/media/${hex(6)}_${hex(20)}~mv2.jpg/v1/fill/w_260,h_320,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${src}" alt="${alt}" style="width:260px;height:320px;object-fit:cover" width="260" height="320"></wow-image></div></div>`; },
  box: (inner) => { const id = b36(6); return `<div id="comp-${id}" class="comp-${id} YzqVVZ wixui-box" data-testid="container-bg"><div class="LWbAav Kv1aVt"></div><div data-mesh-id="comp-${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></div>`; },
};
function wix(site, path, pg) {
  const pageId = b36(5);
  return `<!DOCTYPE html>
<html lang="${site.lang}" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${hex(6)}_${hex(20)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${hex(6)}_${hex(20)}%7Emv2.png" type="image/png"/>
<script>
window.__BROWSER_ENV__ = {"fedops":{"enabled":true},"sentry":{"dsn":"https://${site.wixDsn}@sentry-next.wixpress.com/${(rnd() % 90) + 10}","release":"1.${rnd() % 9000}.0"}};
</script>
<script type="application/json" id="wix-viewer-model">{"siteFeaturesConfigs":{"platform":{"bootstrapData":{"siteRevision":"${rnd() % 900}","siteAssets":{"clientTopology":{"mediaRootUrl":"https://static.wixstatic.com","staticMediaUrl":"https://static.wixstatic.com/media","moduleRepoUrl":"https://static.parastorage.com/unpkg"}}}}},"site":{"metaSiteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","siteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","externalBaseUrl":"https:\\/\\/${site.domain}"}}</script>
<title>${pg.title} | ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}"/>
<link rel="canonical" href="https://${site.domain}${path === '/' ? '' : path}"/>
<meta property="og:title" content="${pg.title} | ${site.name}"/>
<meta property="og:site_name" content="${site.name}"/>
<link href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.${hex(8)}.min.css" rel="stylesheet">
<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" crossorigin></script>
${site.head || ''}${pg.head || ''}
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"></div>
<div id="BACKGROUND_GROUP"></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div data-testid="headerInlineContent" class="_C0cVf"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
${wx.text(`<p class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text"><a href="/" class="wixui-rich-text__text">${site.name}</a></span></p>`)}
<nav id="comp-${b36(6)}" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu" aria-label="Site"><ul class="StylableHorizontalMenu3372578893__menu">
${site.nav.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><div class="itemDepth02233374943__root"><a data-testid="linkElement" href="https://${site.domain}${h === '/' ? '' : h}" class="itemDepth02233374943__container"><div class="itemDepth02233374943__label wixui-horizontal-menu__item-label">${l}</div></a></div></li>`).join('\n')}
</ul></nav>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
<section id="comp-${b36(6)}" class="comp-${b36(6)} Oqnisf wixui-section" tabindex="-1"><div data-mesh-id="comp-inlineContent" data-testid="inline-content" class=""><div data-testid="mesh-container-content">
${pg.body}
</div></div></section>
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div data-testid="footerInlineContent" class="_C0cVf"><div data-testid="inline-content"><div data-testid="mesh-container-content">
${site.footer || ''}
${wx.text(wx.p(`© ${site.year || 2024} by ${site.name}. ${site.lang === 'es' ? 'Creado con' : site.lang === 'pt' ? 'Criado com' : site.lang === 'fr' ? 'Créé avec' : site.lang === 'de' ? 'Erstellt mit' : 'Proudly created with'} Wix.com`, 'font_9'))}
</div></div></div></div></footer>
</div></div></div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${hex(8)}.bundle.min.js" async></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Squarespace 7.1 ----------
export const sq = {
  block: (inner, type = 'html') => { const id = `block-${hex(20)}`; const t = { html: 2, image: 5, summary: 55, code: 44, button: 53 }[type] || 2; return `<div class="sqs-block ${type}-block sqs-block-${type}" data-block-type="${t}" id="${id}"><div class="sqs-block-content">
${type === 'html' ? `<div class="sqs-html-content">\n${inner}\n</div>` : inner}
</div></div>`; },
  row: (...cols) => `<div class="row sqs-row">
${cols.map((c) => `<div class="col sqs-col-${Math.floor(12 / cols.length)} span-${Math.floor(12 / cols.length)}">\n${c}\n</div>`).join('\n')}
</div>`,
  section: (inner) => `<section data-test="page-section" data-section-theme="" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-id="${hex(24)}">
<div class="content-wrapper"><div class="content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${hex(24)}">
${inner}
</div>
</div></div>
</section>`,
};
function squarespace(site, path, pg) {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${site.htmlLang}">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${pg.title} — ${site.name}</title>
<link rel="canonical" href="https://${site.domain}${path}"/>
<meta property="og:site_name" content="${site.name}"/>
<meta property="og:title" content="${pg.title} — ${site.name}"/>
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" src="//use.typekit.net/ik/${hex(40)}.js"></script>
<script crossorigin="anonymous" src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-${hex(16)}-min.en-US.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"${hex(24)}","identifier":"${site.domain.split('.')[0]}","websiteType":1,"contentModifiedOn":1706${rnd() % 1000000},"cloneable":false,"siteStatus":{},"language":"${site.htmlLang}","timeZone":"Europe/London","baseUrl":"https://${site.domain}","primaryDomain":"${site.domain}"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${hex(24)}/12/${hex(24)}/${hex(24)}/1540/site.css"/>
${site.head || ''}${pg.head || ''}
</head>
<body id="collection-${hex(24)}" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled tweak-global-animations-animation-type-fade header-width-full tweak-transparent-header header-overlay-alignment-center form-field-style-solid  collection-type-page collection-layout-default mobile-style-available sqs-seven-one">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce header-mobile-layout-logo-left-nav-right">
<div class="header-display-desktop" data-content-field="site-title">
<div class="header-title-nav-wrapper">
<div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" data-animation-role="header-element">${site.name}</a></div></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${site.nav.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection${h === path ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element"${h === path ? ' aria-current="page"' : ''}>${l}</a></div>`).join('\n')}
</nav></div></div>
</div></div>
</div></div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${hex(24)}">
${pg.body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
${sq.section(sq.row(sq.block(site.footer || `<p>© ${site.name}</p>`)))}
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${hex(32)}.js" type="text/javascript"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Webflow ----------
function webflow(site, path, pg) {
  const siteId = hex(24), pageId = hex(24);
  return `<!DOCTYPE html><!--  This site was created in Webflow. https://webflow.com  --><!--  Last Published: Tue Feb 13 2024 10:${10 + (rnd() % 49)}:12 GMT+0000 (Coordinated Universal Time)  -->
<html data-wf-domain="${site.domain}" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="${site.htmlLang}">
<head>
<meta charset="utf-8">
<title>${pg.title} | ${site.name}</title>
<meta content="${pg.desc || site.name}" name="description">
<meta content="${pg.title} | ${site.name}" property="og:title">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://assets-global.website-files.com/${siteId}/css/${site.domain.split('.')[0]}.webflow.${hex(9)}.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://assets-global.website-files.com/${siteId}/${hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon">
${site.head || ''}${pg.head || ''}
</head>
<body class="body">
<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav">
<div class="nav-container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}"><img src="https://assets-global.website-files.com/${siteId}/${hex(24)}_logo.svg" loading="lazy" alt="${site.name}" class="logo"></a>
<nav role="navigation" class="nav-menu w-nav-menu">
${site.nav.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === path ? ' w--current' : ''}">${l}</a>`).join('\n')}
</nav>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
</div>
</div>
${pg.body}
<footer class="footer">
<div class="footer-container w-container">
${site.footer || ''}
</div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://assets-global.website-files.com/${siteId}/js/webflow.${hex(9)}.js" type="text/javascript"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Bootstrap 5 (agency static site) ----------
function bootstrap(site, path, pg) {
  return `<!doctype html>
<html lang="${site.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pg.title} · ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}">
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.3/font/bootstrap-icons.min.css">
<link href="/css/estilos.css?v=${rnd() % 100}" rel="stylesheet">
${site.head || ''}${pg.head || ''}
</head>
<body>
<nav class="navbar navbar-expand-lg bg-body-tertiary sticky-top">
<div class="container">
<a class="navbar-brand" href="/"><img src="/img/logo.svg" alt="" width="32" height="32" class="d-inline-block align-text-top"> ${site.name}</a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#navbarNav" aria-controls="navbarNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="navbarNav">
<ul class="navbar-nav ms-auto">
${site.nav.map(([h, l]) => `<li class="nav-item"><a class="nav-link${h === path ? ' active" aria-current="page' : ''}" href="${h}">${l}</a></li>`).join('\n')}
</ul>
</div>
</div>
</nav>
${pg.body}
<footer class="bg-dark text-light py-5 mt-5">
<div class="container">
${site.footer || ''}
</div>
</footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- HTML 4 hand-written (tables, font) ----------
function html4(site, path, pg) {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="keywords" content="${site.keywords || site.name}">
<title>${site.name} - ${pg.title}</title>
<link rel="stylesheet" type="text/css" href="estilo.css">
${site.head || ''}${pg.head || ''}
</head>
<body bgcolor="#FFFFFF" text="#000000" link="#003399" vlink="#663399" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2" bgcolor="${site.color || '#1F3A68'}" height="80"><img src="img/cabecera.gif" width="780" height="80" alt="${site.name}"></td></tr>
<tr>
<td width="160" valign="top" bgcolor="#E8E8E8">
<table width="100%" border="0" cellpadding="4">
${site.nav.map(([h, l]) => `<tr><td><font face="Verdana, Arial" size="2"><a href="${h}">${l}</a></font></td></tr>`).join('\n')}
</table>
</td>
<td width="620" valign="top">
<table width="100%" border="0" cellpadding="10"><tr><td>
${pg.body}
</td></tr></table>
</td>
</tr>
<tr><td colspan="2" align="center" bgcolor="#E8E8E8"><font face="Verdana, Arial" size="1">
${site.footer || ''}
</font></td></tr>
</table>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Modern hand-written / static site ----------
function statik(site, path, pg) {
  return `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${pg.title} — ${site.name}</title>
  <meta name="description" content="${pg.desc || site.name}">
  <link rel="stylesheet" href="/assets/css/main.css">
  <link rel="icon" href="/favicon.ico">
${site.head || ''}${pg.head || ''}
</head>
<body class="${path === '/' ? 'home' : 'page'}">
  <header class="site-header">
    <a class="logo" href="/">${site.name}</a>
    <nav class="main-nav">
      <ul>
${site.nav.map(([h, l]) => `        <li><a href="${h}"${h === path ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n')}
      </ul>
    </nav>
  </header>
  <main>
${pg.body}
  </main>
  <footer class="site-footer">
${site.footer || ''}
  </footer>
${site.bodyEnd || ''}
</body>
</html>
`;
}

// ---------- Jimdo Creator ----------
function jimdo(site, path, pg) {
  return `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
<meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${pg.title} - ${site.name}</title>
<meta name="description" content="${pg.desc || site.name}"/>
<link rel="stylesheet" type="text/css" href="https://assets.jimstatic.com/web.css.${hex(32)}.css" media="all"/>
<script src="https://assets.jimstatic.com/ckies.js.${hex(20)}.js"></script>
${site.head || ''}${pg.head || ''}
</head>
<body class="body cc-page j-m-gallery-styles j-m-video-styles j-m-hr-styles j-m-header-styles j-m-text-styles cc-pagemode-default cc-content-parent" id="page-${rnd() % 9999999}">
<div id="cc-inner" class="cc-content-parent">
<div class="jtpl-navigation"><nav class="navigation-colors"><div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">
${site.nav.map(([h, l]) => `<li class="jmd-nav__list-item-0${h === path ? ' j-nav-has-children cc-nav-current j-nav-current jmd-nav__item--current' : ''}"><a href="${h}" data-link-title="${l}">${l}</a></li>`).join('\n')}
</ul></div></div></nav></div>
<div class="jtpl-content content-options"><div id="content_area" data-container="content">
<div id="content_start"></div>
${pg.body}
</div></div>
<div class="jtpl-footer footer-options"><div id="contentfooter" data-container="footer">
<div class="leftrow">${site.footer || ''}</div>
<div class="rightrow"><a href="/about/">Über diese Seite</a> | <a href="#" rel="nofollow" id="cookie-policy">Cookie-Richtlinie</a></div>
</div></div>
</div>
${site.bodyEnd || ''}
</body>
</html>
`;
}

export const shells = {
  wp: { render: wp, labels: ['builder-wordpress'] },
  wpclassic: { render: wpclassic, labels: ['builder-wordpress'] },
  elementor: { render: elementor, labels: ['builder-elementor', 'builder-wordpress'] },
  divi: { render: divi, labels: ['builder-divi', 'builder-wordpress'] },
  wix: { render: wix, labels: ['builder-wix', 'junk-platform'] },
  squarespace: { render: squarespace, labels: ['builder-squarespace'] },
  webflow: { render: webflow, labels: ['builder-webflow'] },
  bootstrap: { render: bootstrap, labels: ['builder-bootstrap', 'junk-version'] },
  html4: { render: html4, labels: ['hand-written'] },
  static: { render: statik, labels: ['hand-written'] },
  jimdo: { render: jimdo, labels: [] },
};
