// Shells and builder helpers for corpus dev-5. Each shell is a different way real sites are made.
let seed = 17;
export function reseed(s) { seed = 0; for (const c of s) seed = (seed * 31 + c.charCodeAt(0)) >>> 0; }
function rnd() { seed = (seed * 1103515245 + 12345) >>> 0; return seed; }
export function hex(n = 8) { let s = ''; while (s.length < n) s += (rnd() >>> 9).toString(16).padStart(6, "0").slice(-6); return s.slice(0, n); }
export function b36(n = 5) { let s = ''; while (s.length < n) s += (rnd() >>> 9).toString(36).slice(-4); return s.slice(0, n); }
export const num = (a, b) => a + (rnd() % (b - a + 1));

const langTag = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' };
function navLis(site, page, cls = '') {
  return site.nav.map(([p, l]) => `<li class="menu-item${p === page.path ? ' current-menu-item' : ''}${cls}"><a href="${p}"${p === page.path ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n');
}

// ---------- WordPress (Gutenberg, Astra) ----------
export function wp(site, page, body) {
  const d = site.domain;
  return `<!DOCTYPE html>
<html lang="${site.htmlLang || langTag[site.language]}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${page.title}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<meta name="description" content="${page.desc || site.brand}" />
<link rel="canonical" href="https://${d}${page.path}" />
<meta property="og:locale" content="${(site.htmlLang || langTag[site.language]).replace('-', '_')}" />
<meta property="og:site_name" content="${site.brand}" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel='stylesheet' id='wp-block-library-css' href='https://${d}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='astra-theme-css-css' href='https://${d}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<link rel='stylesheet' id='astra-google-fonts-css' href='https://fonts.googleapis.com/css?family=Lora%3A400%2C700&#038;display=fallback&#038;ver=4.6.4' media='all' />
<script src="https://${d}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.headExtra || ''}
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="page-template-default page page-id-${num(10, 400)} wp-custom-logo ast-page-builder-template ast-no-sidebar astra-4.6.4">
<a class="skip-link screen-reader-text" href="#content">${site.skip || 'Skip to content'}</a>
<div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope">
<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
<div class="site-branding"><div class="ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope">
<span class="site-logo-img"><a href="https://${d}/" class="custom-logo-link" rel="home"><img width="240" height="80" src="https://${d}/wp-content/uploads/${site.year || 2021}/0${num(1, 9)}/logo-${site.slug}.png" class="custom-logo" alt="${site.brand}" decoding="async" srcset="https://${d}/wp-content/uploads/${site.year || 2021}/04/logo-${site.slug}.png 1x, https://${d}/wp-content/uploads/${site.year || 2021}/04/logo-${site.slug}@2x.png 2x" /></a></span>
</div></div>
<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">
${navLis(site, page)}
</ul></div></nav></div></div>
</div></div></div></div>
</header>
<div id="content" class="site-content"><div class="ast-container">
<div id="primary" class="content-area primary"><main id="main" class="site-main">
<article class="post-${num(10, 400)} page type-page status-publish ast-article-single" id="post-${num(10, 400)}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
${page.h1 ? `<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${page.h1}</h1></header>` : ''}
<div class="entry-content clear" itemprop="text">
${body}
</div>
</article>
</main></div>
</div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
${site.footer}
</div></div></div>
</footer>
</div>
<script id="astra-theme-js-js-extra">
var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1"};
</script>
<script src="https://${d}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4" id="astra-theme-js-js"></script>
${site.bodyExtra || ''}
</body>
</html>
`;
}

// ---------- Elementor (Hello Elementor theme) ----------
export function elementor(site, page, body) {
  const d = site.domain, pid = num(20, 3000);
  return `<!doctype html>
<html lang="${site.htmlLang || langTag[site.language]}">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${page.title}</title>
<meta name="description" content="${page.desc || site.brand}">
<link rel='stylesheet' id='hello-elementor-css' href='https://${d}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${d}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-post-${pid}-css' href='https://${d}/wp-content/uploads/elementor/css/post-${pid}.css?ver=17${num(10000000, 99999999)}' media='all' />
<link rel='stylesheet' id='eael-general-css' href='https://${d}/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=5.9.9' media='all' />
<link rel='stylesheet' id='font-awesome-5-all-css' href='https://${d}/wp-content/plugins/elementor/assets/lib/font-awesome/css/all.min.css?ver=3.19.2' media='all' />
<script src="https://${d}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.headExtra || ''}
</head>
<body class="page-template page-template-elementor_header_footer page page-id-${pid} elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-${pid}">
<a class="skip-link screen-reader-text" href="#content">${site.skip || 'Skip to content'}</a>
<div data-elementor-type="header" data-elementor-id="${num(20, 99)}" class="elementor elementor-location-header" data-elementor-post-type="elementor_library">
<div class="elementor-element elementor-element-${hex(7)} e-flex e-con-boxed e-con e-parent" data-id="${hex(7)}" data-element_type="container">
<div class="e-con-inner">
<div class="elementor-element elementor-element-${hex(7)} elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="${hex(7)}" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="https://${d}"><img width="300" height="90" src="https://${d}/wp-content/uploads/${site.year || 2022}/02/logo.svg" class="attachment-full size-full" alt="${site.brand}" /></a></div></div>
<div class="elementor-element elementor-element-${hex(7)} elementor-nav-menu__align-end elementor-widget elementor-widget-nav-menu" data-id="${hex(7)}" data-element_type="widget" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${hex(7)}" class="elementor-nav-menu">
${site.nav.map(([p, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${p}" class="elementor-item${p === page.path ? ' elementor-item-active' : ''}">${l}</a></li>`).join('\n')}
</ul></nav>
</div></div>
</div></div>
</div>
<div data-elementor-type="wp-page" data-elementor-id="${pid}" class="elementor elementor-${pid}" data-elementor-post-type="page">
${body}
</div>
<div data-elementor-type="footer" data-elementor-id="${num(100, 199)}" class="elementor elementor-location-footer" data-elementor-post-type="elementor_library">
${site.footer}
</div>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter"},"version":"3.19.2","is_static":false,"urls":{"assets":"https:\\/\\/${d}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":${pid},"title":"${page.title.replace(/"/g, '')}","excerpt":"","featuredImage":false}};
</script>
<script src="https://${d}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
${site.bodyExtra || ''}
</body>
</html>
`;
}
export const E = {
  sec: (...cols) => `<section class="elementor-section elementor-top-section elementor-element elementor-element-${hex(7)} elementor-section-boxed elementor-section-height-default" data-id="${hex(7)}" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
${cols.join('\n')}
</div>
</section>`,
  col: (size, ...widgets) => `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${hex(7)}" data-id="${hex(7)}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
${widgets.join('\n')}
</div>
</div>`,
  w: (type, inner, extra = '') => `<div class="elementor-element elementor-element-${hex(7)} elementor-widget elementor-widget-${type}${extra}" data-id="${hex(7)}" data-element_type="widget" data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`,
  h: (text, tag = 'h2') => E.w('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`),
  txt: (html) => E.w('text-editor', html),
  img: (src, alt = '', caption = '') => E.w('image', caption ? `<figure class="wp-caption"><img decoding="async" src="${src}" alt="${alt}" loading="lazy"><figcaption class="widget-image-caption wp-caption-text">${caption}</figcaption></figure>` : `<img decoding="async" src="${src}" alt="${alt}" loading="lazy">`),
  spacer: () => E.w('spacer', `<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>`),
  testimonial: ({ text, name, job, img }) => E.w('testimonial', `<div class="elementor-testimonial-wrapper">
<div class="elementor-testimonial-content">${text}</div>
<div class="elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-aside"><div class="elementor-testimonial-meta-inner">
${img ? `<div class="elementor-testimonial-image"><img src="${img}" alt="${name}"></div>` : ''}
<div class="elementor-testimonial-details">
<div class="elementor-testimonial-name">${name}</div>
${job ? `<div class="elementor-testimonial-job">${job}</div>` : ''}
</div></div></div>
</div>`),
  // Essential Addons team member: image, name, position, description, social
  eael: ({ name, title, bio = '', img, social = '' }) => E.w('eael-team-member', `<div id="eael-team-member-${hex(7)}" class="eael-team-item eael-team-members-simple">
<div class="eael-team-item-inner">
<div class="eael-team-image"><figure><img src="${img}" alt="${name}"></figure></div>
<div class="eael-team-content">
<h2 class="eael-team-member-name">${name}</h2>
<h3 class="eael-team-member-position">${title}</h3>
${social ? `<ul class="eael-team-member-social-profiles">${social}</ul>` : ''}
<p class="eael-team-text">${bio}</p>
</div>
</div>
</div>`),
  // Premium Addons person widget: title above name in "style2"
  pa: ({ name, title, bio = '', img }) => E.w('premium-addon-person', `<div class="premium-person-container premium-person-style2">
<div class="premium-person-image-container"><div class="premium-person-image-wrap"><img src="${img}" alt="${name}"></div>
<div class="premium-person-info"><div class="premium-person-info-container">
<span class="premium-person-title"><span>${title}</span></span>
<h2 class="premium-person-name"><span>${name}</span></h2>
<div class="premium-person-content"><p>${bio}</p></div>
</div></div></div>
</div>`),
  // native image box
  ibox: ({ img, titleHtml, descHtml }) => E.w('image-box', `<div class="elementor-image-box-wrapper">
<figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="${img}" class="attachment-full size-full" alt=""></figure>
<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${titleHtml}</h3><p class="elementor-image-box-description">${descHtml}</p></div>
</div>`),
  icons: (items) => E.w('icon-list', `<ul class="elementor-icon-list-items">
${items.map((t) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">${t}</span></li>`).join('\n')}
</ul>`),
};

// ---------- Divi ----------
export function divi(site, page, body) {
  const d = site.domain;
  return `<!DOCTYPE html>
<html lang="${site.htmlLang || langTag[site.language]}">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://${d}/xmlrpc.php" />
	<script type="text/javascript">
		document.documentElement.className = 'js';
	</script>
	<title>${page.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<meta name="description" content="${page.desc || site.brand}" />
<link rel='stylesheet' id='divi-style-css' href='https://${d}/wp-content/themes/Divi/style-static.min.css?ver=4.24.0' type='text/css' media='all' />
<link rel='stylesheet' id='et-builder-googlefonts-cached-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300,regular,500,600,700&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<script type="text/javascript" src="https://${d}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${site.headExtra || ''}
</head>
<body class="page-template-default page page-id-${num(10, 900)} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
	<div id="page-container">
<div id="et-boc" class="et-boc">
	<header id="main-header" data-height-onload="66">
		<div class="container clearfix et_menu_container">
			<div class="logo_container"><span class="logo_helper"></span>
				<a href="https://${d}/"><img src="https://${d}/wp-content/uploads/${site.year || 2020}/11/${site.slug}-logo.png" width="93" height="43" alt="${site.brand}" id="logo" data-height-percentage="54" /></a>
			</div>
			<div id="et-top-navigation" data-height="66" data-fixed-height="40">
				<nav id="top-menu-nav"><ul id="top-menu" class="nav">
${navLis(site, page)}
</ul></nav>
				<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${site.selectPage || 'Select Page'}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
			</div>
		</div>
	</header>
	<div id="et-main-area">
<div id="main-content">
	<article id="post-${num(10, 900)}" class="post-${num(10, 900)} page type-page status-publish hentry">
		<div class="entry-content">
		<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${body}
			</div>
		</div>
		</div>
	</article>
</div>
	<footer id="main-footer">
		<div class="container"><div id="footer-widgets" class="clearfix">
${site.footer}
		</div></div>
		<div id="footer-bottom"><div class="container clearfix">
${site.footerBottom || `<div id="footer-info">${site.brand}</div>`}
		</div></div>
	</footer>
	</div>
</div>
	</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
</script>
<script type="text/javascript" src="https://${d}/wp-content/themes/Divi/js/scripts.min.js?ver=4.24.0" id="divi-custom-script-js"></script>
${site.bodyExtra || ''}
</body>
</html>
`;
}
let dsec = 0, drow = 0, dmod = 0;
export const D = {
  sec: (...rows) => `<div class="et_pb_section et_pb_section_${dsec++} et_section_regular" >
${rows.join('\n')}
</div>`,
  row: (...cols) => `<div class="et_pb_row et_pb_row_${drow++}">
${cols.join('\n')}
</div>`,
  col: (frac, ...mods) => `<div class="et_pb_column et_pb_column_${frac} et_pb_column_${dmod++}  et_pb_css_mix_blend_mode_passthrough${frac === '4_4' ? ' et-last-child' : ''}">
${mods.join('\n')}
</div>`,
  text: (html) => `<div class="et_pb_module et_pb_text et_pb_text_${dmod++}  et_pb_text_align_left et_pb_bg_layout_light">
<div class="et_pb_text_inner">${html}</div>
</div>`,
  team: ({ name, title, bio = '', img, social = '' }) => `<div class="et_pb_module et_pb_team_member et_pb_team_member_${dmod++} clearfix  et_pb_bg_layout_light">
${img ? `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${img}" alt="${name}" /></div>` : ''}
<div class="et_pb_team_member_description">
<h4 class="et_pb_module_header">${name}</h4>
${title ? `<p class="et_pb_member_position">${title}</p>` : ''}
${bio}
${social ? `<ul class="et_pb_member_social_links">${social}</ul>` : ''}
</div>
</div>`,
  testimonial: ({ text, author, position, company, url }) => `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_${dmod++} clearfix  et_pb_text_align_left et_pb_bg_layout_light et_pb_testimonial_no_image">
<div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content">${text}</div></div>
<span class="et_pb_testimonial_author">${author}</span>
<p class="et_pb_testimonial_meta">${position ? `<span class="et_pb_testimonial_position">${position}</span>` : ''}${company ? `<span class="et_pb_testimonial_separator">,</span> <span class="et_pb_testimonial_company">${url ? `<a href="${url}" target="_blank">${company}</a>` : company}</span>` : ''}</p>
</div></div>`,
  blurb: ({ title, html, icon = '&#xe08a;' }) => `<div class="et_pb_module et_pb_blurb et_pb_blurb_${dmod++}  et_pb_text_align_left  et_pb_blurb_position_top et_pb_bg_layout_light">
<div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon}</span></span></div>
<div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description">${html}</div></div></div>
</div>`,
  img: (src, alt = '') => `<div class="et_pb_module et_pb_image et_pb_image_${dmod++}"><span class="et_pb_image_wrap "><img decoding="async" src="${src}" alt="${alt}" title="${alt}" /></span></div>`,
};

// ---------- Squarespace 7.1 ----------
export function squarespace(site, page, body) {
  const d = site.domain;
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${site.htmlLang || langTag[site.language]}">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <base href="">
    <meta charset="utf-8" />
    <title>${page.title}</title>
    <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
    <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${hex(24)}/favicon.ico?format=100w"/>
    <link rel="canonical" href="https://${d}${page.path}"/>
    <meta property="og:site_name" content="${site.brand}"/>
    <meta property="og:title" content="${page.title}"/>
    <meta property="og:url" content="https://${d}${page.path}"/>
    <meta property="og:type" content="website"/>
    <meta name="description" content="${page.desc || site.brand}" />
    <link rel="preconnect" href="https://images.squarespace-cdn.com">
    <script type="text/javascript" src="//use.typekit.net/ik/${b36(40)}.js"></script>
    <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
    <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
    <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
    <script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"${hex(24)}","identifier":"${site.slug}","websiteType":1,"contentModifiedOn":17${num(10000000, 99999999)}000,"cloneable":false,"siteStatus":{},"language":"${site.htmlLang || langTag[site.language]}","timeZone":"Europe/Madrid","primaryDomain":"${d}","siteTitle":"${site.brand}","location":{},"shareButtonOptions":{"7":true,"1":true},"authenticUrl":"https://${d}","internalUrl":"https://${site.slug}.squarespace.com","baseUrl":"https://${d}","typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"screenshotId":"${hex(40)}"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>
    <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${hex(24)}/${num(10, 90)}/${hex(24)}/${hex(24)}/${num(1000, 2000)}/site.css"/>
    ${site.headExtra || ''}
  </head>
  <body id="collection-${hex(24)}" class="header-layout-nav-right primary-button-style-solid primary-button-shape-square tweak-blog-alternating-side-by-side-width-full image-block-poster-text-alignment-center show-pagination-numbers  collection-type-page collection-layout-default homepage-${page.path === '/' ? 'true' : 'false'} mobile-style-available sqs-seven-one">
    <div id="siteWrapper" class="clearfix site-wrapper">
      <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
        <div class="header-announcement-bar-wrapper">
          <div class="header-inner container--fluid header-layout--with-commerce">
            <div class="header-display-desktop" data-content-field="site-title">
              <div class="header-title-nav-wrapper">
                <div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a id="site-title" href="/" data-animation-role="header-element">${site.brand}</a></div></div>
                <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${site.nav.map(([p, l]) => `                  <div class="header-nav-item header-nav-item--collection${p === page.path ? ' header-nav-item--active' : ''}"><a href="${p}" data-animation-role="header-element"${p === page.path ? ' aria-current="page"' : ''}>${l}</a></div>`).join('\n')}
                </nav></div></div>
              </div>
            </div>
          </div>
        </div>
      </header>
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="${hex(24)}">
${body}
        </article>
      </main>
      <footer class="sections" id="footer-sections" data-footer-sections>
${site.footer}
      </footer>
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${hex(32)}.js" type="text/javascript"></script>
    ${site.bodyExtra || ''}
  </body>
</html>
`;
}
export const S = {
  sec: (...blocks) => `          <section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white" data-section-id="${hex(24)}" data-controller="SectionWrapperController" data-current-styles="{}" data-animation="none">
            <div class="section-border"><div class="section-background"></div></div>
            <div class="content-wrapper" style=""><div class="content">
              <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${hex(24)}">
                <div class="row sqs-row">
${blocks.join('\n')}
                </div>
              </div>
            </div></div>
          </section>`,
  col: (span, ...blocks) => `<div class="col sqs-col-${span} span-${span}">
${blocks.join('\n')}
</div>`,
  html: (html) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-yui_3_17_2_1_${num(1600000000, 1700000000)}${num(100, 999)}_${num(1000, 99999)}"><div class="sqs-block-content">
<div class="sqs-html-content">
${html}
</div>
</div></div>`,
  img: ({ src, alt = '', caption = '' }) => {
    const id = hex(24);
    return `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="block-yui_3_17_2_1_${num(1600000000, 1700000000)}${num(100, 999)}_${num(1000, 99999)}"><div class="sqs-block-content">
<div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none individual-text-animation-none" data-test="image-block-inline-outer-wrapper">
<figure class="sqs-block-image-figure intrinsic" style="max-width:1500px;">
<div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:100%;overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);">
<img data-stretch="false" data-src="https://images.squarespace-cdn.com/content/v1/${id}/${src}" data-image="https://images.squarespace-cdn.com/content/v1/${id}/${src}" data-image-dimensions="1500x1500" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" src="https://images.squarespace-cdn.com/content/v1/${id}/${src}" width="1500" height="1500" sizes="(max-width: 640px) 100vw, (max-width: 767px) 33.33vw, 33.33vw" style="display:block;object-fit: cover; width: 100%; height: 100%; object-position: 50% 50%" srcset="https://images.squarespace-cdn.com/content/v1/${id}/${src}?format=100w 100w, https://images.squarespace-cdn.com/content/v1/${id}/${src}?format=500w 500w, https://images.squarespace-cdn.com/content/v1/${id}/${src}?format=1500w 1500w" loading="lazy" decoding="async" data-loader="sqs">
</div></div>
${caption ? `<figcaption class="image-caption-wrapper"><div class="image-caption">${caption}</div></figcaption>` : ''}
</figure>
</div>
</div></div>`;
  },
  quote: ({ text, source }) => `<div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="block-${hex(20)}"><div class="sqs-block-content">
<figure><blockquote data-animation-role="quote"><span>“</span>${text}<span>”</span></blockquote>
<figcaption class="source">— ${source}</figcaption></figure>
</div></div>`,
  summary: (items, heading = '') => `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-${hex(20)}"><div class="sqs-block-content">
<div class="summary-block-wrapper summary-block-collection-type-blog summary-block-setting-design-autogrid summary-block-setting-text-size-small">
${heading ? `<div class="summary-heading"><span>${heading}</span></div>` : ''}
<div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${items.map((it) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt">
${it.img ? `<div class="summary-thumbnail-outer-container"><a href="${it.href || '#'}" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${it.img}" data-image-dimensions="800x1000" alt="${it.alt || ''}" class="summary-thumbnail-image"></div></a></div>` : ''}
<div class="summary-content sqs-gallery-meta-container">
${it.meta ? `<div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary">${it.meta}</div></div>` : ''}
<div class="summary-title"><a href="${it.href || '#'}" class="summary-title-link">${it.title}</a></div>
${it.excerpt ? `<div class="summary-excerpt"><p>${it.excerpt}</p></div>` : ''}
${it.metaBelow ? `<div class="summary-metadata-container summary-metadata-container--below-content"><div class="summary-metadata summary-metadata--primary">${it.metaBelow}</div></div>` : ''}
</div>
</div>`).join('\n')}
</div></div>
</div>
</div></div>`,
  // 7.1 list section (user-items-list)
  list: (items, title = '') => `          <section data-test="page-section" data-section-theme="light" class="page-section user-items-list-section content-width--wide" data-section-id="${hex(24)}" data-controller="SectionWrapperController">
            <div class="content-wrapper"><div class="content">
<div class="user-items-list" style="min-height: 100px;" data-section-id="user-items-list" data-space-below-section-title-value="2" data-current-context="{}">
${title ? `<div class="list-section-title" id="list-section-title-${hex(8)}"><p class="" style="white-space:pre-wrap;">${title}</p></div>` : ''}
<ul class="user-items-list-simple" data-should-allow-multiple-clicks="false" data-alignment-vertical="top" data-media-alignment="top" data-section-id="user-items-list">
${items.map((it, i) => `<li class="list-item" data-is-card-enabled="false">
${it.img ? `<div class="list-item-media" style="margin-bottom: 3%; width: 60%;"><div class="list-item-media-inner" data-aspect-ratio="square" data-animation-role="image"><img data-src="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${it.img}" data-image-dimensions="900x900" data-image-focal-point="0.5,0.5" alt="${it.alt || ''}" data-load="false" elementtiming="system-user-items-list-media-${i}" /></div></div>` : ''}
<div class="list-item-content">
<div class="list-item-content__text-wrapper">
<h2 class="list-item-content__title" style="max-width: 75%;">${it.title}</h2>
<div class="list-item-content__description" style="margin-top: 1%; max-width: 75%;">${it.desc}</div>
</div>
${it.button ? `<div class="list-item-content__button-container"><a class="list-item-content__button sqs-block-button-element sqs-button-element--primary" href="${it.button[0]}">${it.button[1]}</a></div>` : ''}
</div>
</li>`).join('\n')}
</ul>
</div>
            </div></div>
          </section>`,
  form: (fields, submit) => `<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-${hex(20)}"><div class="sqs-block-content">
<div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="${hex(24)}" autocomplete="on" method="POST" novalidate>
<div class="field-list clear">
${fields.map((f) => `<div id="${f.type}-yui_${hex(10)}-field" class="form-item field ${f.type}${f.req ? ' required' : ''}"><label class="title" for="${f.type}-yui_${hex(10)}-field">${f.label}${f.req ? ' <span class="required" aria-hidden="true">*</span>' : ''}</label>${f.type === 'textarea' ? `<textarea class="field-element" placeholder="${f.ph || ''}"></textarea>` : `<input class="field-element" name="${f.type}" type="${f.type === 'email' ? 'email' : 'text'}" autocomplete="${f.type}" spellcheck="false" placeholder="${f.ph || ''}" />`}</div>`).join('\n')}
</div>
<div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="${submit}"/></div>
</form></div></div>
</div></div>`,
};

// ---------- Webflow ----------
export function webflow(site, page, body) {
  const d = site.domain, ws = hex(24);
  return `<!DOCTYPE html><!--  This site was created in Webflow. https://webflow.com  --><!--  Last Published: ${site.published || 'Mon Mar 11 2024 09:14:22 GMT+0000 (Coordinated Universal Time)'}  -->
<html data-wf-domain="${d}" data-wf-page="${hex(24)}" data-wf-site="${ws}" lang="${site.language}">
<head>
  <meta charset="utf-8">
  <title>${page.title}</title>
  <meta content="${page.desc || site.brand}" name="description">
  <meta content="${page.title}" property="og:title">
  <meta content="width=device-width, initial-scale=1" name="viewport">
  <meta content="Webflow" name="generator">
  <link href="https://assets-global.website-files.com/${ws}/css/${site.slug}.webflow.${hex(9)}.css" rel="stylesheet" type="text/css">
  <link href="https://fonts.googleapis.com" rel="preconnect">
  <script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
  <script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,regular,500,600","DM Serif Display:regular"]  }});</script>
  <script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
  <link href="https://assets-global.website-files.com/${ws}/${hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon">
  ${site.headExtra || ''}
</head>
<body class="${site.bodyClass || 'body'}">
  <div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav">
    <div class="nav-container w-container">
      <a href="/" aria-current="page" class="brand w-nav-brand${page.path === '/' ? ' w--current' : ''}"><img src="https://assets-global.website-files.com/${ws}/${hex(24)}_logo-${site.slug}.svg" loading="lazy" alt="${site.brand}" class="logo"></a>
      <nav role="navigation" class="nav-menu w-nav-menu">
${site.nav.map(([p, l]) => `        <a href="${p}" class="nav-link w-nav-link${p === page.path ? ' w--current' : ''}"${p === page.path ? ' aria-current="page"' : ''}>${l}</a>`).join('\n')}
      </nav>
      <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
    </div>
  </div>
${body}
  <footer class="footer">
${site.footer}
  </footer>
  <script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${ws}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
  <script src="https://assets-global.website-files.com/${ws}/js/webflow.${hex(16)}.js" type="text/javascript"></script>
  ${site.bodyExtra || ''}
</body>
</html>
`;
}
export const W = {
  dyn: (listCls, items, empty = 'No items found.') => `<div class="w-dyn-list">
  <div role="list" class="${listCls} w-dyn-items">
${items.map((it) => `    <div role="listitem" class="${listCls.split(' ')[0].replace(/-list$|-grid$|-wrapper$/, '')}-item w-dyn-item">
${it}
    </div>`).join('\n')}
  </div>
  <div class="w-dyn-empty" style="display:none"><div>${empty}</div></div>
</div>`,
  form: (name, fields, submit, done, fail) => `<div class="form-block w-form">
  <form id="wf-form-${name}" name="wf-form-${name}" data-name="${name}" method="get" class="form" data-wf-page-id="${hex(24)}" data-wf-element-id="${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}">
${fields.map((f) => `    <label for="${f.id}" class="field-label">${f.label}</label>${f.type === 'textarea' ? `<textarea id="${f.id}" name="${f.id}" maxlength="5000" data-name="${f.id}" placeholder="${f.ph || ''}" class="textarea w-input"></textarea>` : `<input class="text-field w-input" maxlength="256" name="${f.id}" data-name="${f.id}" placeholder="${f.ph || ''}" type="${f.type || 'text'}" id="${f.id}"${f.req ? ' required=""' : ''}>`}`).join('\n')}
    <input type="submit" data-wait="…" class="submit-button w-button" value="${submit}">
  </form>
  <div class="success-message w-form-done" tabindex="-1" role="region" aria-label="${name} success"><div>${done}</div></div>
  <div class="error-message w-form-fail" tabindex="-1" role="region" aria-label="${name} failure"><div>${fail}</div></div>
</div>`,
};

// ---------- Wix (Thunderbolt) ----------
export function wix(site, page, body) {
  const d = site.domain;
  site._dsn ||= `https://${hex(32)}@sentry-next.wixpress.com/${num(3, 40)}`;
  return `<!DOCTYPE html>
<html lang="${site.language}">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${hex(6)}_${hex(32)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${hex(6)}_${hex(32)}%7Emv2.png" type="image/png"/>
  <script type="text/javascript">
    window.__BROWSER_DEPRECATION__ = false;
    window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {};
    window.viewerModel = {"site":{"metaSiteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","siteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","externalBaseUrl":"https:\\/\\/${d}","isResponsive":false,"siteRevision":${num(20, 400)}},"language":{"userLanguage":"${site.language}","siteLanguage":"${site.language}"},"requestUrl":"https:\\/\\/${d}${page.path}","sentryPreload":{"dsn":"${site._dsn}","release":"1.${num(10000, 19999)}.0"},"fleetConfig":{"fleetName":"thunderbolt-renderer-users-uk","type":"Rollout","code":1},"commonConfig":{"brand":"wix","host":"VIEWER","bsi":"","consentPolicy":{},"consentPolicyHeader":{},"siteRevision":"${num(20, 400)}","branchId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","renderingFlow":"NONE","language":"${site.language}","locale":"${site.language}-${site.country || site.language.toUpperCase()}"}};
  </script>
  <script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.2.0/umd/react-dom.production.min.js"></script>
  <title>${page.title}</title>
  <meta name="description" content="${page.desc || site.brand}"/>
  <link rel="canonical" href="https://${d}${page.path}"/>
  <meta property="og:title" content="${page.title}"/>
  <meta property="og:url" content="https://${d}${page.path}"/>
  <meta property="og:site_name" content="${site.brand}"/>
  <style id="css_masterPage">#masterPage{left:0;margin-left:0;width:100%;min-width:980px;}#SITE_HEADER{z-index:50;}</style>
  ${site.headExtra || ''}
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent" data-testid="mesh-container-content">
<div id="comp-${b36(8)}" class="KcpHeO tz5f0K comp-${b36(8)} wixui-rich-text" data-testid="richTextElement"><p class="font_0 wixui-rich-text__text" style="font-size:30px;"><span style="letter-spacing:0.05em;" class="wixui-rich-text__text"><a href="/" class="wixui-rich-text__text">${site.brand}</a></span></p></div>
<wix-dropdown-menu id="comp-${b36(8)}" class="XwCBRN NHM1d1 comp-${b36(8)} wixui-dropdown-menu hidden-during-prewarmup" tabIndex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${site.nav.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="R_TAzU" id="comp-${b36(8)}navContainer" aria-label="Site"><ul class="y7qwii" id="comp-${b36(8)}itemsContainer" style="text-align:center" data-marginallchildren="true">
${site.nav.map(([p, l], i) => `<li id="comp-${b36(8)}${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" data-data-id="dataItem-${b36(8)}" data-state="menu${p === page.path ? ' selected' : ''} idle link notMobile" data-index="${i}" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://${d}${p === '/' ? '' : p}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv" id="comp-${b36(8)}${i}label">${l}</p></div></div></a></li>`).join('\n')}
</ul></nav></wix-dropdown-menu>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${b36(5)}" class="dBAkHi theme-vars ${b36(5)}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerb${b36(4)}" class="Containerb${b36(4)} SPY_vo"><div data-mesh-id="Containerb${b36(4)}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerb${b36(4)}inlineContent-gridContainer" data-testid="mesh-container-content">
${body}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="G5K6X8"><div data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="mesh-container-content">
${site.footer}
</div></div></div></div></footer>
</div></div></div></div>
<script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-renderer","type":"GA","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false},"componentsLibrariesTopology":[{"artifactId":"editor-elements","namespace":"wixui","url":"https:\\/\\/static.parastorage.com\\/services\\/editor-elements\\/1.11${num(100, 999)}.0"}],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"site":{"externalBaseUrl":"https:\\/\\/${d}"},"support":{"email":"support@wix.com"}}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${hex(8)}.bundle.min.js" async></script>
${site.bodyExtra || ''}
</body>
</html>
`;
}
export const X = {
  // rich text element, absolutely positioned; paragraphs given as array of html; each p with font class
  text: (paras, { top = 0, left = 0, w = 490, font = 'font_8' } = {}) => `<div id="comp-${b36(8)}" class="HcOXKn c9GqVL QxJLC3 comp-${b36(8)} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${w}px;">${paras.map((p) => typeof p === 'string' ? `<p class="${font} wixui-rich-text__text"><span class="wixui-rich-text__text">${p}</span></p>` : `<${p.tag || 'p'} class="${p.font || font} wixui-rich-text__text"${p.style ? ` style="${p.style}"` : ''}>${p.html}</${p.tag || 'p'}>`).join('')}</div>`,
  img: (name, { top = 0, left = 0, w = 300, h = 300, alt = '' } = {}) => { const m = `${hex(6)}_${hex(32)}~mv2.jpg`; return `<div id="comp-${b36(8)}" class="MazNVa comp-${b36(8)} wixui-image" style="position:absolute;top:${top}px;left:${left}px;width:${w}px;height:${h}px;"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_comp-${b36(8)}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"comp-${b36(8)}","displayMode":"fill","imageData":{"width":1200,"height":1200,"uri":"${m}","name":"${name}","displayMode":"fill"}}' data-has-ssr-src="true" data-is-svg="false"><img src="https://static.wixstatic.com/media/${m.replace('~', '%7E')}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${name}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" srcset="https://static.wixstatic.com/media/${m.replace('~', '%7E')}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${name} 1x, https://static.wixstatic.com/media/${m.replace('~', '%7E')}/v1/fill/w_${w * 2},h_${h * 2},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${name} 2x" fetchpriority="high"/></wow-image></div></div>`; },
  box: (inner, { top = 0, left = 0, w = 980, h = 400 } = {}) => `<section id="comp-${b36(8)}" tabindex="-1" class="Oqnisf comp-${b36(8)} wixui-section" style="position:relative;top:${top}px;left:${left}px;width:${w}px;min-height:${h}px;"><div id="bgLayers_comp-${b36(8)}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-testid="columns" class="V5AUxf"><div id="comp-${b36(8)}" class="comp-${b36(8)} YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-${b36(8)}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${b36(8)}inlineContent-gridContainer" data-testid="mesh-container-content" style="position:relative">
${inner}
</div></div></div></div></section>`,
  button: (label, href) => `<div class="comp-${b36(8)} FubTgk" id="comp-${b36(8)}" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="_self" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`,
};

// ---------- Bootstrap 5 hand-rolled ----------
export function bootstrap(site, page, body) {
  const d = site.domain;
  return `<!doctype html>
<html lang="${site.htmlLang || site.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${page.title}</title>
    <meta name="description" content="${page.desc || site.brand}">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.1/font/bootstrap-icons.css">
    <link rel="stylesheet" href="/assets/css/style.css?v=${num(2, 9)}">
    ${site.headExtra || ''}
  </head>
  <body${site.bodyClass ? ` class="${site.bodyClass}"` : ''}>
    <nav class="navbar navbar-expand-lg ${site.navDark ? 'navbar-dark bg-dark' : 'bg-body-tertiary'} sticky-top">
      <div class="container">
        <a class="navbar-brand" href="/"><img src="/assets/img/logo.png" srcset="/assets/img/logo@2x.png 2x" alt="" width="32" height="32" class="d-inline-block align-text-top me-2">${site.brand}</a>
        <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="mainNav">
          <ul class="navbar-nav ms-auto mb-2 mb-lg-0">
${site.nav.map(([p, l]) => `            <li class="nav-item"><a class="nav-link${p === page.path ? ' active" aria-current="page' : ''}" href="${p}">${l}</a></li>`).join('\n')}
          </ul>
        </div>
      </div>
    </nav>
${body}
    <footer class="py-5 ${site.navDark ? 'bg-dark text-white-50' : 'border-top'} mt-5">
      <div class="container">
${site.footer}
      </div>
    </footer>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
    ${site.bodyExtra || ''}
  </body>
</html>
`;
}

// ---------- hand-written HTML 4 ----------
export function hand(site, page, body) {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=utf-8">
<META NAME="keywords" CONTENT="${site.keywords || site.brand}">
<META NAME="description" CONTENT="${page.desc || site.brand}">
<TITLE>${page.title}</TITLE>
<LINK REL="stylesheet" TYPE="text/css" HREF="${site.css || "/estilo.css"}">
${site.headExtra || ''}
</HEAD>
<BODY BGCOLOR="#FFFFFF" TEXT="#333333" LINK="#003366" VLINK="#663366" TOPMARGIN=0 LEFTMARGIN=0 MARGINWIDTH=0 MARGINHEIGHT=0>
<TABLE WIDTH=760 BORDER=0 CELLPADDING=0 CELLSPACING=0 ALIGN=center>
<TR><TD COLSPAN=2 BGCOLOR="${site.color || '#003366'}"><IMG SRC="img/cabecera.gif" WIDTH=760 HEIGHT=90 ALT="${site.brand}"></TD></TR>
<TR><TD WIDTH=160 VALIGN=top BGCOLOR="#EEEEEE">
<FONT FACE="Verdana, Arial" SIZE=2>
${site.nav.map(([p, l]) => `&nbsp;&#8250; <A HREF="${p}">${l}</A><BR>`).join('\n')}
</FONT>
</TD>
<TD WIDTH=600 VALIGN=top>
${body}
</TD></TR>
<TR><TD COLSPAN=2 ALIGN=center><HR SIZE=1 NOSHADE>
${site.footer}
</TD></TR>
</TABLE>
${site.bodyExtra || ''}
</BODY>
</HTML>
`;
}

export const shells = { wp, elementor, divi, squarespace, webflow, wix, bootstrap, hand };
