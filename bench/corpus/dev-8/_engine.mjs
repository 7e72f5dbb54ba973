// dev-8 corpus engine: page shells (one per site builder / hand-made style) and people-block
// templates. Each template writes its own markup; sites are described in _sites_*.mjs.

// ---------- small utilities ----------
export function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let s = h >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
let R = rng('dev8');
export function reseed(k) {
  R = rng(k);
}
const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(R() * 16)]).join('');
const alnum = (n) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(R() * 36)]).join('');
const num = (a, b) => a + Math.floor(R() * (b - a + 1));
export const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
export const ent = (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
export const entx = (s) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');

// ---------- language strings ----------
export const L = {
  es: { rights: 'Todos los derechos reservados', by: 'Diseño web', name: 'Nombre', email: 'Correo electrónico', msg: 'Mensaje', send: 'Enviar', phone: 'Teléfono', hours: 'Horario', privacy: 'Política de privacidad', cookies: 'Política de cookies', accept: 'He leído y acepto la política de privacidad', follow: 'Síguenos' },
  en: { rights: 'All rights reserved', by: 'Website by', name: 'Name', email: 'Email', msg: 'Message', send: 'Send', phone: 'Phone', hours: 'Opening hours', privacy: 'Privacy policy', cookies: 'Cookie policy', accept: 'I agree to the privacy policy', follow: 'Follow us' },
  pt: { rights: 'Todos os direitos reservados', by: 'Desenvolvido por', name: 'Nome', email: 'E-mail', msg: 'Mensagem', send: 'Enviar', phone: 'Telefone', hours: 'Horário', privacy: 'Política de privacidade', cookies: 'Política de cookies', accept: 'Li e aceito a política de privacidade', follow: 'Siga-nos' },
  fr: { rights: 'Tous droits réservés', by: 'Réalisation', name: 'Nom', email: 'Adresse e-mail', msg: 'Message', send: 'Envoyer', phone: 'Téléphone', hours: 'Horaires', privacy: 'Politique de confidentialité', cookies: 'Gestion des cookies', accept: "J'accepte la politique de confidentialité", follow: 'Suivez-nous' },
  de: { rights: 'Alle Rechte vorbehalten', by: 'Webdesign', name: 'Name', email: 'E-Mail', msg: 'Nachricht', send: 'Absenden', phone: 'Telefon', hours: 'Öffnungszeiten', privacy: 'Datenschutzerklärung', cookies: 'Cookie-Einstellungen', accept: 'Ich habe die Datenschutzerklärung gelesen und stimme zu', follow: 'Folgen Sie uns' },
};

// ---------- junk snippets (scripts, assets) ----------
export const J = {
  sentry: () =>
    `<script src="https://browser.sentry-cdn.com/7.91.0/bundle.min.js" crossorigin="anonymous"></script>\n<script>Sentry.init({dsn:"https://${hex(32)}@o${num(100000, 999999)}.ingest.sentry.io/${num(1000000, 9999999)}",tracesSampleRate:0.1});</script>`,
  version: (pkg, file) => `<script src="https://cdn.jsdelivr.net/npm/${pkg}/${file || 'dist/index.min.js'}" defer></script>`,
  unpkgCss: (pkg, file) => `<link rel="stylesheet" href="https://unpkg.com/${pkg}/${file}">`,
  gtm: () =>
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${alnum(10).toUpperCase()}"></script>\n<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-${alnum(10).toUpperCase()}');</script>`,
};

// ---------- form ----------
export function form(lang, ph, action = '#', kind = 'plain') {
  const t = L[lang];
  if (kind === 'cf7')
    return `<div class="wpcf7 no-js" id="wpcf7-f${num(10, 999)}-p${num(10, 99)}-o1" lang="${lang}" dir="ltr"><form action="${action}#wpcf7-f1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
<p><label> ${t.name}<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
<p><label> ${t.email}<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text" placeholder="${ph}" value="" type="email" name="your-email" /></span></label></p>
<p><label> ${t.msg}<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
<p><span class="wpcf7-form-control-wrap" data-name="acceptance-1"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="acceptance-1" value="1" /><span class="wpcf7-list-item-label">${t.accept}</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${t.send}" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`;
  return `<form class="contact-form" method="post" action="${action}">
  <label for="f-name">${t.name}</label><input id="f-name" name="name" type="text" required>
  <label for="f-mail">${t.email}</label><input id="f-mail" name="email" type="email" placeholder="${ph}" required>
  <label for="f-msg">${t.msg}</label><textarea id="f-msg" name="message" rows="5"></textarea>
  <label class="check"><input type="checkbox" name="rgpd" required> ${t.accept}</label>
  <button type="submit">${t.send}</button>
</form>`;
}

// ---------- shells ----------
// A shell gets the site and returns {doc(path, title, blocks), sec(html), h(text), p(html)}.
function navLinks(site) {
  return site.nav.filter((n) => !n[2]);
}
function footLinks(site) {
  return site.nav.filter((n) => n[2] === 'foot');
}
function footerCommon(site) {
  const t = L[site.lang];
  const bits = [];
  if (site.footerHtml) bits.push(site.footerHtml);
  const fl = footLinks(site);
  if (fl.length) bits.push(fl.map(([h, l]) => `<a href="${h}">${l}</a>`).join(' | '));
  bits.push(`© ${site.year || 2024} ${site.name}. ${t.rights}.`);
  if (site.agency) bits.push(`${t.by}: <a href="${site.agency[2]}" target="_blank" rel="noopener">${site.agency[0]}</a>${site.agency[1] ? ` · <a href="mailto:${site.agency[1]}">${site.agency[1]}</a>` : ''}`);
  return bits;
}
function scripts(site) {
  return (site.scripts || []).join('\n');
}
function metaHead(site, title) {
  return `<meta name="description" content="${attr(site.desc || site.name)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${attr(title)}">
<meta property="og:site_name" content="${attr(site.name)}">
<meta property="og:locale" content="${{ es: 'es_ES', en: 'en_GB', pt: 'pt_PT', fr: 'fr_FR', de: 'de_DE' }[site.lang]}">
<link rel="icon" href="/favicon.ico">${site.head ? '\n' + site.head : ''}`;
}

const SHELLS = {};

SHELLS.elementor = (site) => {
  const eid = () => hex(7);
  const widget = (type, inner) =>
    `<div class="elementor-element elementor-element-${eid()} elementor-widget elementor-widget-${type}" data-id="${eid()}" data-element_type="widget" data-widget_type="${type}.default">\n<div class="elementor-widget-container">\n${inner}\n</div>\n</div>`;
  const sec = (html, cols) => {
    const colsHtml = (cols || [html])
      .map(
        (c, i, a) =>
          `<div class="elementor-column elementor-col-${Math.floor(100 / a.length)} elementor-top-column elementor-element elementor-element-${eid()}" data-id="${eid()}" data-element_type="column">\n<div class="elementor-widget-wrap elementor-element-populated">\n${c}\n</div>\n</div>`,
      )
      .join('\n');
    return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${eid()} elementor-section-boxed elementor-section-height-default elementor-section-height-default" data-id="${eid()}" data-element_type="section">\n<div class="elementor-container elementor-column-gap-default">\n${colsHtml}\n</div>\n</section>`;
  };
  const h = (t, lvl = 2) => widget('heading', `<h${lvl} class="elementor-heading-title elementor-size-default">${t}</h${lvl}>`);
  const p = (html) => widget('text-editor', html.startsWith('<') ? html : `<p>${html}</p>`);
  const doc = (path, title, blocks) => `<!doctype html>
<html lang="${site.lang}-${site.cc || site.lang.toUpperCase()}">
<head>
<meta charset="UTF-8">
<title>${title} – ${site.name}</title>
${metaHead(site, title)}
<link rel='stylesheet' id='hello-elementor-css' href='https://${site.domain}/wp-content/themes/hello-elementor/style.min.css?ver=2.9.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${site.domain}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='elementor-post-${num(5, 900)}-css' href='https://${site.domain}/wp-content/uploads/elementor/css/post-${num(5, 900)}.css?ver=${num(1690000000, 1710000000)}' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Poppins%3A100%2C400%2C600&#038;display=swap&#038;ver=6.4.2' media='all' />
<script src="https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="${path === '/' ? 'home ' : ''}page-template-default page page-id-${num(2, 400)} wp-custom-logo elementor-default elementor-kit-${num(4, 9)} elementor-page elementor-page-${num(10, 500)}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet" role="banner">
<div class="header-inner">
<div class="site-branding show-logo">
<div class="site-logo show"><a href="/" class="custom-logo-link" rel="home"><img width="240" height="80" src="/wp-content/uploads/2023/04/logo.png" class="custom-logo" alt="${attr(site.name)}" srcset="/wp-content/uploads/2023/04/logo.png 240w, /wp-content/uploads/2023/04/${site.assetName || 'logo'}@2x.png 480w" sizes="(max-width: 240px) 100vw, 240px" /></a></div>
</div>
<nav class="site-navigation show" role="navigation"><ul id="menu-menu-principal" class="menu">
${navLinks(site)
  .map(([hr, l]) => `<li id="menu-item-${num(10, 300)}" class="menu-item menu-item-type-post_type menu-item-object-page${hr === path ? ' current-menu-item page_item current_page_item' : ''}"><a href="${hr}"${hr === path ? ' aria-current="page"' : ''}>${l}</a></li>`)
  .join('\n')}
</ul></nav>
</div>
</header>
<main id="content" class="site-main post-${num(2, 400)} page type-page status-publish hentry">
<div class="page-content">
<div data-elementor-type="wp-page" data-elementor-id="${num(2, 400)}" class="elementor elementor-${num(2, 400)}">
${blocks.join('\n')}
</div>
</div>
</main>
<footer id="site-footer" class="site-footer" role="contentinfo">
<div class="footer-inner">
${footerCommon(site).map((b) => `<div class="footer-line">${b}</div>`).join('\n')}
</div>
</footer>
<script src="https://${site.domain}/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://${site.domain}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3" id="elementor-frontend-js"></script>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p, widget, eid };
};

SHELLS.divi = (site) => {
  let n = 0;
  const sec = (html, cls = '') =>
    `<div class="et_pb_section et_pb_section_${n} ${cls} et_section_regular">\n<div class="et_pb_row et_pb_row_${n}">\n<div class="et_pb_column et_pb_column_4_4 et_pb_column_${n++} et_pb_css_mix_blend_mode_passthrough et-last-child">\n${html}\n</div>\n</div>\n</div>`;
  const mod = (html) => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light">\n<div class="et_pb_text_inner">${html}</div>\n</div>`;
  const h = (t) => mod(`<h2>${t}</h2>`);
  const p = (html) => mod(html.startsWith('<') ? html : `<p>${html}</p>`);
  const doc = (path, title, blocks) => `<!DOCTYPE html>
<html lang="${site.lang}-${site.cc || site.lang.toUpperCase()}">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://${site.domain}/xmlrpc.php" />
	<script type="text/javascript">document.documentElement.className = 'js';</script>
	<title>${title} | ${site.name}</title>
${metaHead(site, title)}
<link rel='stylesheet' id='divi-style-parent-css' href='https://${site.domain}/wp-content/themes/Divi/style-static.min.css?ver=4.23.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-dynamic-css' href='https://${site.domain}/wp-content/et-cache/${num(2, 400)}/et-divi-dynamic-${num(2, 400)}.css?ver=${num(1690000000, 1710000000)}' type='text/css' media='all' />
<script type='text/javascript' src='https://${site.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
</head>
<body class="${path === '/' ? 'home ' : ''}page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_divi_theme et-db">
	<div id="page-container">
			<header id="main-header" data-height-onload="66">
			<div class="container clearfix et_menu_container">
				<div class="logo_container">
					<span class="logo_helper"></span>
					<a href="/"><img src="https://${site.domain}/wp-content/uploads/2022/11/logo-${slug(site.name).slice(0, 12)}.png" width="93" height="43" alt="${attr(site.name)}" id="logo" data-height-percentage="54" /></a>
				</div>
				<div id="et-top-navigation" data-height="66" data-fixed-height="40">
					<nav id="top-menu-nav">
					<ul id="top-menu" class="nav">${navLinks(site)
            .map(([hr, l]) => `<li id="menu-item-${num(10, 300)}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${num(10, 300)}${hr === path ? ' current-menu-item' : ''}"><a href="${hr}">${l}</a></li>`)
            .join('\n')}
</ul>					</nav>
					<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Menu</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
				</div>
			</div>
		</header>
			<div id="et-main-area">
<div id="main-content">
				<article id="post-${num(2, 400)}" class="post-${num(2, 400)} page type-page status-publish hentry">
				<div class="entry-content">
		<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${blocks.join('\n')}
			</div>
		</div>
				</div>
				</article>
</div>
	<footer id="main-footer">
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/${slug(site.name)}" class="icon"><span>Facebook</span></a></li></ul>
				<div id="footer-info">${footerCommon(site).join(' <br> ')}</div>
			</div>
		</div>
	</footer>
	</div>
	</div>
<script type='text/javascript' src='https://${site.domain}/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1' id='divi-custom-script-js'></script>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p, mod };
};

SHELLS.wix = (site) => {
  const dsn = hex(32), dsnN = num(3, 90);
  const cid = () => `comp-${alnum(8)}`;
  let top = 120;
  const rich = (inner, h = 40, left = 80, width = 820) => {
    const id = cid();
    const b = `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${width}px;height:${h}px">${inner}</div>`;
    top += h + 24;
    return b;
  };
  const h = (t) => rich(`<h2 class="font_2 wixui-rich-text__text" style="font-size:40px;"><span style="letter-spacing:normal;" class="wixui-rich-text__text">${t}</span></h2>`, 56);
  const p = (html) =>
    rich(
      html
        .split(/\n\n+/)
        .map((x) => `<p class="font_8 wixui-rich-text__text" style="line-height:1.7em; font-size:16px;"><span style="font-family:helvetica-w01-light,sans-serif;" class="wixui-rich-text__text">${x}</span></p>`)
        .join('\n<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">&nbsp;</span></p>\n'),
      Math.max(60, Math.ceil(html.length / 90) * 28),
    );
  const sec = (html) => {
    const id = cid();
    const s = `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content" style="position:relative;height:${top + 40}px">
${html}
</div></div></section>`;
    top = 40;
    return s;
  };
  const at = (y) => {
    top = y;
  };
  const getTop = () => top;
  const doc = (path, title, blocks) => `<!DOCTYPE html>
<html lang="${site.lang}" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${hex(6)}_${hex(32)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${hex(6)}_${hex(32)}%7Emv2.png" type="image/png"/>
  <script type="text/javascript">
    window.__browser_deprecation__ = false;
    window.viewerModel = {"site":{"metaSiteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","userId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","siteId":"${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}","externalBaseUrl":"https:\\/\\/${site.domain}","isSEO":false},"language":{"userLanguage":"${site.lang}"},"requestUrl":"https:\\/\\/${site.domain}${path}","fleetConfig":{"fleetName":"wix-thunderbolt-ds","type":"Rollout","code":1},"sentryDsn":"https:\\/\\/${dsn}@sentry-next.wixpress.com\\/${dsnN}","experiments":{"specs.thunderbolt.ooiCssAsLinkTag":true}};
  </script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default%2Ces6%2Ces7%2Ces2017&flags=gated&unknown=polyfill" crossorigin></script>
  <script data-url="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${hex(8)}.bundle.min.js">window.thunderboltTag = "libs-releases-GA-local"; window.thunderboltVersion = "1.13991.0"</script>
  <title>${title} | ${site.name}</title>
  <meta name="description" content="${attr(site.desc || site.name)}"/>
  <link rel="canonical" href="https://${site.domain}${path === '/' ? '' : path}"/>
  <meta property="og:title" content="${attr(title)} | ${attr(site.name)}"/>
  <meta property="og:url" content="https://${site.domain}${path === '/' ? '' : path}"/>
  <meta property="og:site_name" content="${attr(site.name)}"/>
  <meta name="twitter:card" content="summary_large_image"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class="">
<div id="${cid()}" class="KcpHeO tz5f0K wixui-rich-text" data-testid="richTextElement"><p class="font_0 wixui-rich-text__text" style="font-size:26px;"><a href="https://${site.domain}" target="_self" class="wixui-rich-text__text"><span class="wixui-rich-text__text">${site.name}</span></a></p></div>
<nav id="${cid()}" aria-label="Site" class="wixui-horizontal-menu"><ul class="Ed9n0Y" data-testid="menuItems">
${navLinks(site)
  .map(([hr, l]) => `<li class="wixui-horizontal-menu__item" data-testid="menuItemWrapper"><a data-testid="linkElement" href="https://${site.domain}${hr === '/' ? '' : hr}" target="_self" class="UiHgGh" aria-current="${hr === path ? 'page' : 'false'}"><div class="yRj2ms"><div class="" data-testid="linkContent"><p class="StylableHorizontalMenu3372578893__label">${l}</p></div></div></a></li>`)
  .join('\n')}
</ul></nav>
</div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${alnum(5)}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
${blocks.join('\n')}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class="">
${footerCommon(site)
  .map((b) => `<div id="${cid()}" class="KcpHeO tz5f0K wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text" style="font-size:13px;"><span class="wixui-rich-text__text">${b}</span></p></div>`)
  .join('\n')}
</div></div></footer>
</div></div></div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p, rich, cid, at, getTop };
};

SHELLS.squarespace = (site) => {
  const yui = () => `yui_3_17_2_1_${num(1600000000000, 1710000000000)}_${num(100, 99999)}`;
  const block = (inner, type = 'html') =>
    type === 'html'
      ? `<div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-${yui()}"><div class="sqs-block-content"><div class="sqs-html-content">\n${inner}\n</div></div></div>`
      : inner;
  const sec = (html) =>
    `<section data-test="page-section" data-section-theme="" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-id="${hex(24)}">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper" style=""><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${hex(24)}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${html}
  </div></div></div></div></div>
</section>`;
  const h = (t) => block(`<h2 style="white-space:pre-wrap;">${t}</h2>`);
  const p = (html) => block(html.startsWith('<') ? html : `<p class="" style="white-space:pre-wrap;">${html}</p>`);
  const doc = (path, title, blocks) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${site.lang}-${site.cc || site.lang.toUpperCase()}">
<head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- ${slug(site.name)}-${alnum(4)} -->
<base href="">
<meta charset="utf-8" />
<title>${title} &mdash; ${site.name}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${hex(8)}-${hex(4)}/favicon.ico?format=100w"/>
<link rel="canonical" href="https://${site.domain}${path}"/>
<meta property="og:site_name" content="${attr(site.name)}"/>
<meta property="og:title" content="${attr(title)} &mdash; ${attr(site.name)}"/>
<meta name="description" content="${attr(site.desc || site.name)}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" src="//use.typekit.net/ik/${alnum(40)}.js"></script>
<script crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-${hex(16)}-min.${site.lang}-${site.cc || site.lang.toUpperCase()}.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"${hex(24)}","identifier":"${slug(site.name)}-${alnum(4)}","websiteType":4,"contentModifiedOn":${num(1690000000000, 1710000000000)},"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"${site.lang}-${site.cc || site.lang.toUpperCase()}","timeZone":"${site.tz || 'Europe/Madrid'}","machineTimeZoneOffset":3600000,"timeZoneOffset":3600000,"timeZoneAbbr":"CET","siteTitle":"${site.name.replace(/"/g, '')}","fullSiteTitle":"${title} \\u2014 ${site.name.replace(/"/g, '')}","siteDescription":"","shareButtonOptions":{"1":true,"3":true},"authenticUrl":"https://${site.domain}","internalUrl":"https://${slug(site.name)}-${alnum(4)}.squarespace.com","baseUrl":"https://${site.domain}","primaryDomain":"${site.domain}","sslSetting":3,"isHstsEnabled":true},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","pageFeatures":[1,2,4],"impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]]}};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${hex(24)}/${num(10, 90)}/${hex(24)}/${hex(24)}/${num(1000, 9999)}/site.css"/>
</head>
<body id="collection-${hex(24)}" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled tweak-global-animations-animation-type-fade header-width-full tweak-transparent-header tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full form-field-style-solid image-block-poster-text-alignment-center collection-type-page view-list homepage"  data-page-id="${hex(24)}">
  <div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
  <div class="header-announcement-bar-wrapper">
    <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
      <div class="header-title-nav-wrapper">
        <div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" data-animation-role="header-element">${site.name}</a></div></div>
        <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${navLinks(site)
  .map(([hr, l]) => `          <div class="header-nav-item header-nav-item--collection${hr === path ? ' header-nav-item--active' : ''}"><a href="${hr}" data-animation-role="header-element"${hr === path ? ' aria-current="page"' : ''}>${l}</a></div>`)
  .join('\n')}
        </nav></div></div>
      </div>
    </div>
  </div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${hex(24)}">
${blocks.join('\n')}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section data-test="page-section" class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${footerCommon(site).map((b) => block(`<p class="sqsrte-small" style="white-space:pre-wrap;">${b}</p>`)).join('\n')}
</div></div></div></div></div></section>
</footer>
  </div>
<script defer="true" src="https://static1.squarespace.com/static/vta/${hex(24)}/scripts/site-bundle.${hex(32)}.js" type="text/javascript"></script>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p, block, yui };
};

SHELLS.webflow = (site) => {
  const wfSite = hex(24);
  const sec = (html, cls = 'section') => `<section class="${cls}"><div class="container w-container">\n${html}\n</div></section>`;
  const h = (t) => `<h2 class="heading-2">${t}</h2>`;
  const p = (html) => (html.startsWith('<') ? `<div class="rich-text w-richtext">${html}</div>` : `<p class="paragraph">${html}</p>`);
  const doc = (path, title, blocks) => `<!DOCTYPE html><!-- Last Published: ${['Mon', 'Tue', 'Wed', 'Thu'][num(0, 3)]} Jan ${num(10, 28)} 2024 ${num(10, 23)}:${num(10, 59)}:${num(10, 59)} GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="${site.domain}" data-wf-page="${hex(24)}" data-wf-site="${wfSite}" lang="${site.lang}"><head><meta charset="utf-8"/><title>${title} | ${site.name}</title><meta content="${attr(site.desc || site.name)}" name="description"/><meta content="${attr(title)}" property="og:title"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://assets-global.website-files.com/${wfSite}/css/${slug(site.name)}.webflow.${hex(9)}.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://assets-global.website-files.com/${wfSite}/${hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon"/>${site.head ? site.head : ''}</head><body class="body"><div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}"><img src="https://assets-global.website-files.com/${wfSite}/${hex(24)}_logo.svg" loading="lazy" alt="${attr(site.name)}" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${navLinks(site)
    .map(([hr, l]) => `<a href="${hr}" class="nav-link w-nav-link${hr === path ? ' w--current' : ''}"${hr === path ? ' aria-current="page"' : ''}>${l}</a>`)
    .join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${blocks.join('\n')}
<footer class="footer"><div class="footer-container w-container">${footerCommon(site).map((b) => `<div class="footer-text">${b}</div>`).join('')}</div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${wfSite}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://assets-global.website-files.com/${wfSite}/js/webflow.${hex(9)}.js" type="text/javascript"></script>${scripts(site)}</body></html>
`;
  return { doc, sec, h, p };
};

SHELLS.bootstrap = (site) => {
  const sec = (html, cls = 'py-5') => `<section class="${cls}">\n<div class="container">\n${html}\n</div>\n</section>`;
  const h = (t) => `<h2 class="h3 fw-bold mb-4">${t}</h2>`;
  const p = (html) => (html.startsWith('<') ? html : `<p class="lead">${html}</p>`);
  const doc = (path, title, blocks) => `<!doctype html>
<html lang="${site.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title} · ${site.name}</title>
    <meta name="description" content="${attr(site.desc || site.name)}">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">
    <link rel="stylesheet" href="/css/estilos.css">
  </head>
  <body>
    <nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom sticky-top">
      <div class="container">
        <a class="navbar-brand fw-bold" href="/"><img src="/img/logo.png" srcset="/img/logo.png 1x, /img/${site.assetName || 'logo'}@2x.png 2x" height="40" alt="${attr(site.name)}"></a>
        <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#menu" aria-controls="menu" aria-expanded="false" aria-label="Menu"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="menu">
          <ul class="navbar-nav ms-auto">
${navLinks(site)
  .map(([hr, l]) => `            <li class="nav-item"><a class="nav-link${hr === path ? ' active' : ''}"${hr === path ? ' aria-current="page"' : ''} href="${hr}">${l}</a></li>`)
  .join('\n')}
          </ul>
        </div>
      </div>
    </nav>
    <main>
${blocks.join('\n')}
    </main>
    <footer class="bg-dark text-light py-4 mt-5">
      <div class="container small">
${footerCommon(site).map((b) => `        <p class="mb-1">${b}</p>`).join('\n')}
      </div>
    </footer>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
${scripts(site)}
  </body>
</html>
`;
  return { doc, sec, h, p };
};

SHELLS.wordpress = (site) => {
  const sec = (html) => `<div class="wp-block-group alignwide is-layout-constrained wp-block-group-is-layout-constrained">\n${html}\n</div>`;
  const h = (t, l = 2) => `<h${l} class="wp-block-heading">${t}</h${l}>`;
  const p = (html) => (html.startsWith('<') ? html : `<p>${html}</p>`);
  const doc = (path, title, blocks) => `<!DOCTYPE html>
<html lang="${site.lang}-${site.cc || site.lang.toUpperCase()}">
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<title>${title} - ${site.name}</title>
${metaHead(site, title)}
<link rel='stylesheet' id='wp-block-library-css' href='https://${site.domain}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' media='all' />
<link rel='stylesheet' id='twentytwentythree-style-css' href='https://${site.domain}/wp-content/themes/twentytwentythree/style.css?ver=1.3' media='all' />
<meta name="generator" content="WordPress 6.4.2" />
<link rel="https://api.w.org/" href="https://${site.domain}/wp-json/" />
</head>
<body class="${path === '/' ? 'home ' : ''}page-template-default page page-id-${num(2, 300)} wp-embed-responsive">
<div class="wp-site-blocks"><header class="wp-block-template-part">
<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--30);padding-bottom:var(--wp--preset--spacing--30)">
<div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex wp-container-core-group-layout-1 wp-block-group-is-layout-flex">
<div class="wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home" aria-current="page"><img width="120" height="60" src="/wp-content/uploads/2023/02/logo.png" class="custom-logo" alt="${attr(site.name)}" decoding="async" srcset="/wp-content/uploads/2023/02/logo.png 1x, /wp-content/uploads/2023/02/${site.assetName || 'logo'}@2x.png 2x" /></a></div>
<p class="wp-block-site-title"><a href="/" target="_self" rel="home">${site.name}</a></p>
<nav class="is-responsive items-justified-right wp-block-navigation is-content-justification-right is-layout-flex wp-container-core-navigation-layout-1 wp-block-navigation-is-layout-flex" aria-label="${site.lang === 'es' ? 'Menú' : 'Menu'}"><button aria-haspopup="true" aria-label="${site.lang === 'es' ? 'Abrir menú' : 'Open menu'}" class="wp-block-navigation__responsive-container-open " data-micromodal-trigger="modal-1"><svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="4" y="7.5" width="16" height="1.5" /><rect x="4" y="15" width="16" height="1.5" /></svg></button>
<div class="wp-block-navigation__responsive-container" id="modal-1"><div class="wp-block-navigation__responsive-container-content" id="modal-1-content"><ul class="wp-block-navigation__container is-responsive items-justified-right wp-block-navigation">
${navLinks(site)
  .map(([hr, l]) => `<li class="wp-block-navigation-item wp-block-navigation-link${hr === path ? ' current-menu-item' : ''}"><a class="wp-block-navigation-item__content" href="${hr}"${hr === path ? ' aria-current="page"' : ''}><span class="wp-block-navigation-item__label">${l}</span></a></li>`)
  .join('')}
</ul></div></div></nav>
</div>
</div>
</header>

<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:var(--wp--preset--spacing--50)">
<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">
<h1 style="margin-bottom:var(--wp--preset--spacing--40);" class="wp-block-post-title">${title}</h1>
</div>
<div class="entry-content wp-block-post-content is-layout-constrained wp-block-post-content-is-layout-constrained">
${blocks.join('\n\n')}
</div>
</main>

<footer class="wp-block-template-part">
<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)">
${footerCommon(site).map((b) => `<p class="has-small-font-size">${b}</p>`).join('\n')}
<p class="has-text-align-right has-small-font-size">Funciona con <a href="https://es.wordpress.org" rel="nofollow">WordPress</a></p>
</div>
</footer>
</div>
<script src="https://${site.domain}/wp-includes/js/dist/interactivity.min.js?ver=6.4.2" id="wp-interactivity-js" defer data-wp-strategy="defer"></script>
${scripts(site)}
</body>
</html>
`.replace('Funciona con', { es: 'Funciona con', en: 'Proudly powered by', pt: 'Orgulhosamente criado com', fr: 'Fièrement propulsé par', de: 'Stolz präsentiert von' }[site.lang]);
  return { doc, sec, h, p };
};

// hand-written HTML 4 with a layout table and <font>
SHELLS.html4 = (site) => {
  const sec = (html) => `${html}\n<br>`;
  const h = (t) => `<p><font size="4" color="${site.color || '#003366'}"><b>${t}</b></font></p>`;
  const p = (html) => (html.startsWith('<') ? html : `<p>${html}</p>`);
  const doc = (path, title, blocks) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${site.charset || 'utf-8'}">
<meta name="keywords" content="${attr(site.keywords || site.name)}">
<meta name="description" content="${attr(site.desc || site.name)}">
<title>${site.name} - ${title}</title>
<link rel="stylesheet" type="text/css" href="estilo.css">
<script language="JavaScript" type="text/javascript">
<!--
function MM_swapImgRestore() { var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc; }
//-->
</script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="780" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr>
    <td colspan="2"><img src="${site.lang === 'es' ? 'imagenes/cabecera.jpg' : 'images/header.jpg'}" width="780" height="130" alt="${attr(site.name)}"></td>
  </tr>
  <tr>
    <td width="170" valign="top" bgcolor="${site.side || '#E8EEF4'}">
      <font face="Verdana, Arial, Helvetica, sans-serif" size="2">
      <br>
${navLinks(site)
  .map(([hr, l]) => `      &nbsp;&raquo; <a href="${hr.replace(/^\//, '') || './'}">${hr === path ? `<b>${l}</b>` : l}</a><br><br>`)
  .join('\n')}
      </font>
    </td>
    <td width="610" valign="top">
      <table width="100%" border="0" cellpadding="12" cellspacing="0"><tr><td>
      <font face="Verdana, Arial, Helvetica, sans-serif" size="2">
${blocks.join('\n')}
      </font>
      </td></tr></table>
    </td>
  </tr>
  <tr>
    <td colspan="2" bgcolor="${site.color || '#003366'}" align="center"><font face="Verdana" size="1" color="#FFFFFF">${footerCommon(site).join(' &nbsp;|&nbsp; ')}</font></td>
  </tr>
</table>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p };
};

// careless markup: unclosed tags, unquoted attributes, stray closers
SHELLS.broken = (site) => {
  const w = site.lang === 'es' ? { box: 'bloque', title: 'titulo', main: 'contenido', foot: 'pie' } : { box: 'box', title: 'title', main: 'content', foot: 'footer' };
  const sec = (html) => `<div class=${w.box}>\n${html}\n</div></div>`;
  const h = (t) => `<h2 class=${w.title}>${t}</h3>`;
  const p = (html) => (html.startsWith('<') ? html : `<p>${html}`);
  const doc = (path, title, blocks) => `<html>
<head>
<meta charset=utf-8>
<title>${title} - ${site.name}</title>
<meta name=viewport content="width=device-width">
<link rel=stylesheet href=/css/style.css?v=2>
<style>
body{font-family:Arial;margin:0} .menu a{color:#fff;padding:8px} .${w.box}{padding:20px}
</style>
</head>
<body>
<div id=top><div class=logo><img src=/img/logo.gif alt=logo> <b>${site.name}</b></div>
<div class=menu>
${navLinks(site)
  .map(([hr, l]) => `<a href=${hr}>${l}</a> |`)
  .join('\n')}
</div>
<div id=${w.main}>
${blocks.join('\n')}
</div>
<div id=${w.foot}>
${footerCommon(site).join('<br>\n')}
</div>
</div>
${scripts(site)}
</body>
`;
  return { doc, sec, h, p };
};

// hand-written modern HTML5 (semantic tags, a small css file)
SHELLS.html5 = (site) => {
  const sec = (html, id = '') => `<section${id ? ` id="${id}"` : ''} class="block">\n${html}\n</section>`;
  const h = (t) => `<h2>${t}</h2>`;
  const p = (html) => (html.startsWith('<') ? html : `<p>${html}</p>`);
  const doc = (path, title, blocks) => `<!DOCTYPE html>
<html lang="${site.lang}">
<head>
  <meta charset="utf-8">
  <title>${title} | ${site.name}</title>
${metaHead(site, title)
  .split('\n')
  .map((l) => '  ' + l)
  .join('\n')}
  <link rel="stylesheet" href="/assets/css/main.css">
</head>
<body>
  <header class="site-header">
    <a class="brand" href="/"><img src="/assets/img/logo.svg" alt="" width="48" height="48"> ${site.name}</a>
    <nav aria-label="principal">
      <ul>
${navLinks(site)
  .map(([hr, l]) => `        <li><a href="${hr}"${hr === path ? ' aria-current="page"' : ''}>${l}</a></li>`)
  .join('\n')}
      </ul>
    </nav>
  </header>
  <main>
${blocks.join('\n')}
  </main>
  <footer class="site-footer">
${footerCommon(site).map((b) => `    <p>${b}</p>`).join('\n')}
  </footer>
${scripts(site)}
</body>
</html>
`;
  return { doc, sec, h, p };
};

export { SHELLS };

// ---------- people-block templates (each with its own markup) ----------
// person: {n: name, pre: honorific before, post: after name (e.g. "MCSP"), t: title, e: email,
//          img: photo file, bio, link, li: linkedin}
const disp = (x) => `${x.pre || ''}${x.n}${x.post || ''}`;
const photo = (x, dir = '/img/equipo/') => `${dir}${x.img || slug(x.n.split(' ')[0]) + '.jpg'}`;

export const T = {
  // 1. Elementor image-box widgets, 3 per row
  elemImageBox(sh, people) {
    const rows = [];
    for (let i = 0; i < people.length; i += 3) {
      const cols = people.slice(i, i + 3).map((x) =>
        sh.widget(
          'image-box',
          `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="/wp-content/uploads/2023/05/${x.img || slug(x.n) + '.jpg'}" class="attachment-full size-full wp-image-${num(100, 900)}" alt="" /></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${disp(x)}</h3><p class="elementor-image-box-description">${x.t}${x.e ? `<br><a href="mailto:${x.e}">${x.e}</a>` : ''}</p></div></div>`,
        ),
      );
      rows.push(sh.sec(null, cols));
    }
    return rows.join('\n');
  },
  // 2. Elementor with separate widgets per card (image, heading, text-editor, social icons)
  elemColumns(sh, people) {
    const cols = people.map(
      (x) =>
        `${sh.widget('image', `<img loading="lazy" decoding="async" width="300" height="300" src="/wp-content/uploads/2024/01/${x.img || 'equipo-' + slug(x.n) + '-300x300.jpg'}" class="attachment-medium size-medium wp-image-${num(100, 900)}" alt="${x.alt || ''}" />`)}
${sh.widget('heading', `<h4 class="elementor-heading-title elementor-size-default">${disp(x)}</h4>`)}
${sh.widget('text-editor', `<p><em>${x.t}</em></p>${x.bio ? `<p>${x.bio}</p>` : ''}`)}
${x.e ? sh.widget('icon-list', `<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><a href="mailto:${x.e}"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-envelope"></i></span><span class="elementor-icon-list-text">${x.e}</span></a></li></ul>`) : ''}
${x.li ? sh.widget('social-icons', `<div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin elementor-repeater-item-${hex(7)}" href="${x.li}" target="_blank"><span class="elementor-screen-only">Linkedin</span><i class="fab fa-linkedin"></i></a></span></div>`) : ''}`,
    );
    return sh.sec(null, cols);
  },
  // 3. Essential Addons team member widget inside Elementor
  elemEael(sh, people) {
    return sh.sec(
      null,
      people.map((x) =>
        sh.widget(
          'eael-team-member',
          `<div id="eael-team-member-${hex(7)}" class="eael-team-item eael-team-members-simple">
<div class="eael-team-item-inner"><div class="eael-team-image"><figure><img src="/wp-content/uploads/2023/09/${x.img || slug(x.n) + '.webp'}" alt="${attr(x.alt || disp(x))}"></figure></div>
<div class="eael-team-content"><h2 class="eael-team-member-name">${disp(x)}</h2><h3 class="eael-team-member-position">${x.t}</h3>
${x.bio ? `<p class="eael-team-text">${x.bio}</p>` : ''}
<ul class="eael-team-member-social-profiles">${x.e ? `<li class="eael-team-member-social-link"><a href="mailto:${x.e}"><i class="fas fa-envelope"></i></a></li>` : ''}${x.li ? `<li class="eael-team-member-social-link"><a href="${x.li}" target="_blank"><i class="fab fa-linkedin-in"></i></a></li>` : ''}</ul></div></div></div>`,
        ),
      ),
    );
  },
  // 4. Divi team member modules, in 1/3 columns
  diviMembers(sh, people, cols = 3) {
    let out = '';
    for (let i = 0; i < people.length; i += cols) {
      out += `<div class="et_pb_row et_pb_row_team">\n${people
        .slice(i, i + cols)
        .map(
          (x, j, a) => `<div class="et_pb_column et_pb_column_1_${cols} et_pb_css_mix_blend_mode_passthrough${j === a.length - 1 ? ' et-last-child' : ''}">
<div class="et_pb_module et_pb_team_member et_pb_team_member_${i + j} clearfix et_pb_bg_layout_light">
<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2022/10/${x.img || slug(x.n) + '.jpg'}" alt="${attr(x.alt ?? disp(x))}" /></div>
<div class="et_pb_team_member_description">
<h4 class="et_pb_module_header">${disp(x)}</h4>
<p class="et_pb_member_position">${x.t}</p>
${x.bio ? `<div><p>${x.bio}</p></div>` : ''}${x.e ? `<div><p><a href="mailto:${x.e}">${x.e}</a></p></div>` : ''}
<ul class="et_pb_member_social_links">${x.li ? `<li><a href="${x.li}" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>` : ''}<li><a href="#" class="et_pb_font_icon et_pb_twitter_icon"><span>X</span></a></li></ul>
</div>
</div>
</div>`,
        )
        .join('\n')}\n</div>`;
    }
    return `<div class="et_pb_section et_pb_section_team et_section_regular">\n${out}\n</div>`;
  },
  // 5. Wix: names in one row of absolute boxes, titles in the next row (DOM order row by row)
  wixRows(sh, people, y = 520) {
    const w = 260;
    const imgs = people.map((x, i) => {
      const id = sh.cid();
      return `<div id="${id}" class="MazNVa ${id} wixui-image" style="position:absolute;top:${y}px;left:${60 + i * (w + 40)}px;width:${w}px;height:${w}px"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"${id}","displayMode":"fill","imageData":{"width":1080,"height":1080,"uri":"${hex(6)}_${hex(32)}~mv2.jpg","name":"${x.imgName || 'IMG_' + num(1000, 9999) + '.jpg'}","displayMode":"fill"}}' data-bg-effect-name="" data-has-ssr-src="true"><img src="https://static.wixstatic.com/media/${hex(6)}_${hex(32)}~mv2.jpg/v1/fill/w_${w},h_${w},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/IMG_${num(1000, 9999)}.jpg" alt="${attr(x.alt || '')}" style="width:${w}px;height:${w}px;object-fit:cover" width="${w}" height="${w}" srcset="" fetchpriority="high"/></wow-image></div></div>`;
    });
    const names = people.map((x, i) => {
      const id = sh.cid();
      const parts = disp(x).split(' ');
      return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${y + w + 20}px;left:${60 + i * (w + 40)}px;width:${w}px;height:34px"><h4 class="font_4 wixui-rich-text__text" style="text-align:center; font-size:22px;"><span style="font-weight:bold;" class="wixui-rich-text__text"><span class="wixui-rich-text__text">${parts[0]}</span> <span class="wixui-rich-text__text">${parts.slice(1).join(' ')}</span></span></h4></div>`;
    });
    const titles = people.map((x, i) => {
      const id = sh.cid();
      return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${y + w + 62}px;left:${60 + i * (w + 40)}px;width:${w}px;height:52px"><p class="font_8 wixui-rich-text__text" style="text-align:center; font-size:15px;"><span class="color_15 wixui-rich-text__text">${x.t}</span></p>${x.e ? `<p class="font_8 wixui-rich-text__text" style="text-align:center;"><span class="wixui-rich-text__text"><a data-auto-recognition="true" href="mailto:${x.e}" class="wixui-rich-text__text">${x.e}</a></span></p>` : ''}</div>`;
    });
    return [...imgs, ...names, ...titles].join('\n');
  },
  // 6. Squarespace summary block (blog-basic grid), category above title, name inside link
  sqsSummary(sh, people, folder = 'team') {
    return sh.block(
      `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-${sh.yui()}"><div class="sqs-block-content">
<div class="summary-block-wrapper summary-block-collection-type-blog-basic-grid summary-block-setting-design-autogrid summary-block-setting-text-alignment-center" data-controller="SummaryCarousel">
<div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${people
  .map(
    (x) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-cats" data-type="text">
  <div class="summary-thumbnail-outer-container"><a href="/${folder}/${slug(x.n)}" data-title="${attr(disp(x))}" data-description="" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${num(1600000000000, 1700000000000)}-${alnum(20).toUpperCase()}/${x.imgName || slug(x.n.split(' ')[0]) + '.jpg'}" data-image-dimensions="1200x1500" data-image-focal-point="0.5,0.5" alt="" data-load="false" class="summary-thumbnail-image" /></div></a></div>
  <div class="summary-content sqs-gallery-meta-container">
    <div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--cats"><a href="/${folder}?category=${encodeURIComponent(x.cat || x.t)}">${x.cat || x.t}</a></span></div></div>
    <div class="summary-title"><a href="/${folder}/${slug(x.n)}" class="summary-title-link">${disp(x)}</a></div>
    ${x.bio || x.cat ? `<div class="summary-excerpt"><p>${x.cat ? x.t + (x.bio ? '. ' + x.bio : '') : x.bio}</p></div>` : ''}
    <div class="summary-metadata-container summary-metadata-container--below-content"></div>
  </div>
</div>`,
  )
  .join('\n')}
</div></div></div></div></div>`,
      'raw',
    );
  },
  // 7. Squarespace image blocks with caption (name bold, title below), one per column
  sqsImageCaption(sh, people) {
    return `<div class="row sqs-row">${people
      .map(
        (x) => `<div class="col sqs-col-${Math.floor(12 / people.length)} span-${Math.floor(12 / people.length)}"><div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="block-${sh.yui()}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none individual-text-animation-none sqs-narrow-width" data-test="image-block-inline-outer-wrapper">
<figure class="sqs-block-image-figure intrinsic" style="max-width:1000px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:125%;overflow: hidden;"><img data-stretch="false" data-src="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${alnum(20).toUpperCase()}/${x.imgName || 'portrait-' + num(1, 40) + '.jpg'}" data-image-dimensions="1000x1250" data-image-focal-point="0.5,0.5" alt="" data-load="false" src="https://images.squarespace-cdn.com/content/v1/${hex(24)}/${alnum(20).toUpperCase()}/portrait.jpg" width="1000" height="1250" sizes="(max-width: 640px) 100vw, (max-width: 767px) 33vw, 33vw" style="display:block;object-fit: cover; width: 100%; height: 100%;" loading="lazy" decoding="async" data-loader="sqs"></div></div>
<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;"><strong>${disp(x)}</strong><br>${x.t}${x.e ? `<br><a href="mailto:${x.e}">${x.e}</a>` : ''}</p></div></figcaption></figure></div></div></div></div>`,
      )
      .join('\n')}</div>`;
  },
  // 8. Webflow CMS collection list
  wfDyn(sh, people, opt = {}) {
    return `<div class="team-wrapper w-dyn-list"><div role="list" class="team-grid w-dyn-items">${people
      .map(
        (x) =>
          `<div role="listitem" class="team-item w-dyn-item"><${opt.link ? `a href="/team/${slug(x.n)}" class="team-link-block w-inline-block"` : 'div class="team-card"'}><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_${x.imgName || slug(x.n) + '.webp'}" loading="lazy" alt="" sizes="(max-width: 479px) 100vw, 240px" class="team-photo"/><div class="team-info">${opt.roleFirst ? `<div class="team-role">${x.t}</div><div class="team-name">${disp(x)}</div>` : `<h3 class="team-name">${disp(x)}</h3><div class="team-role">${x.t}</div>`}</div></${opt.link ? 'a' : 'div'}>${x.e ? `<a href="mailto:${x.e}" class="team-email w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_mail.svg" loading="lazy" alt="Email"/><div class="text-small">${x.e}</div></a>` : ''}${x.li ? `<a href="${x.li}" target="_blank" class="social-link w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_linkedin.svg" loading="lazy" alt="LinkedIn"/></a>` : ''}</div>`,
      )
      .join('')}</div></div>`;
  },
  // 9. Bootstrap cards: title in card-subtitle under the name
  bsCards(sh, people, col = 'col-md-6 col-lg-3') {
    return `<div class="row g-4">\n${people
      .map(
        (x) => `  <div class="${col}">
    <div class="card h-100 border-0 shadow-sm">
      <img src="/img/equipo/${x.img || slug(x.n) + '.jpg'}" class="card-img-top" alt="${attr(x.alt || '')}">
      <div class="card-body">
        <h5 class="card-title mb-1">${disp(x)}</h5>
        <h6 class="card-subtitle mb-2 text-muted">${x.t}</h6>
        ${x.bio ? `<p class="card-text">${x.bio}</p>` : ''}
      </div>
      ${x.e ? `<div class="card-footer bg-transparent border-0"><a href="mailto:${x.e}" class="card-link"><i class="fa-regular fa-envelope"></i> ${x.e}</a></div>` : ''}
    </div>
  </div>`,
      )
      .join('\n')}\n</div>`;
  },
  // 10. Bootstrap: subject/title above the name, in a list-group
  bsTitleAbove(sh, people) {
    return `<div class="row row-cols-1 row-cols-md-3 g-3">\n${people
      .map(
        (x) => `<div class="col"><div class="card text-center"><div class="card-header text-uppercase small fw-semibold text-primary">${x.t}</div><div class="card-body"><img src="/img/team/${slug(x.n)}.jpg" class="rounded-circle mb-3" width="120" height="120" alt=""><p class="card-title h5">${disp(x)}</p>${x.bio ? `<p class="card-text small">${x.bio}</p>` : ''}</div></div></div>`,
      )
      .join('\n')}\n</div>`;
  },
  // 11. Gutenberg media & text blocks
  wpMediaText(sh, people) {
    return people
      .map(
        (x, i) => `<div class="wp-block-media-text alignwide${i % 2 ? ' has-media-on-the-right' : ''} is-stacked-on-mobile" style="grid-template-columns:30% auto"><figure class="wp-block-media-text__media"><img decoding="async" width="600" height="600" src="/wp-content/uploads/2023/03/${x.img || slug(x.n) + '.jpg'}" alt="${attr(x.alt || '')}" class="wp-image-${num(10, 500)} size-full" /></figure><div class="wp-block-media-text__content">
<h3 class="wp-block-heading">${disp(x)}</h3>
<p class="has-small-font-size"><strong>${x.t}</strong></p>
${x.bio ? `<p>${x.bio}</p>` : ''}${x.e ? `<p><a href="mailto:${x.e}">${x.e}</a></p>` : ''}
</div></div>`,
      )
      .join('\n\n');
  },
  // 12. Gutenberg columns with image + figcaption "Name – Title"
  wpFigcaption(sh, people, sep = ' – ') {
    return `<div class="wp-block-columns is-layout-flex wp-container-core-columns-layout-1 wp-block-columns-is-layout-flex">\n${people
      .map(
        (x) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">
<figure class="wp-block-image size-medium"><img decoding="async" width="300" height="300" src="/wp-content/uploads/2022/06/${x.img || slug(x.n) + '-300x300.jpg'}" alt="" class="wp-image-${num(10, 500)}"/><figcaption class="wp-element-caption">${disp(x)}${sep}${x.t}</figcaption></figure>
</div>`,
      )
      .join('\n')}\n</div>`;
  },
  // 13. HTML 4 staff table with <font>
  html4Table(sh, people, heads, color = '#003366') {
    return `<table width="100%" border="1" cellspacing="0" cellpadding="4" bordercolor="#CCCCCC">
  <tr bgcolor="${color}">${heads.map((h) => `<td><font color="#FFFFFF" size="2"><b>${h}</b></font></td>`).join('')}</tr>
${people
  .map(
    (x, i) =>
      `  <tr${i % 2 ? ' bgcolor="#F2F2F2"' : ''}><td><font size="2">${disp(x)}</font></td><td><font size="2">${x.t}</font></td>${heads.length > 2 ? `<td><font size="2">${x.e ? `<a href="mailto:${x.e}">${x.e}</a>` : x.ext || '&nbsp;'}</font></td>` : ''}</tr>`,
  )
  .join('\n')}
</table>`;
  },
  // 14. definition list, title (dt) above name (dd)
  dlTitleName(sh, people, cls = 'staff') {
    return `<dl class="${cls}">\n${people
      .map((x) => `  <dt>${x.t}</dt>\n  <dd>${disp(x)}${x.e ? ` · <a href="mailto:${x.e}">${x.e}</a>` : ''}</dd>`)
      .join('\n')}\n</dl>`;
  },
  // 15. definition list, name (dt) then title and contact (dd)
  dlNameTitle(sh, people) {
    return `<dl class="equipe">\n${people
      .map((x) => `  <dt><strong>${disp(x)}</strong></dt>\n  <dd>${x.t}</dd>${x.e ? `\n  <dd><a href="mailto:${x.e}">${x.e}</a></dd>` : ''}`)
      .join('\n')}\n</dl>`;
  },
  // 16. schema.org microdata articles with figure/figcaption
  microdata(sh, people, orgName, altPrefix = 'Portrait ') {
    return `<div itemscope itemtype="https://schema.org/${orgName[1] || 'LocalBusiness'}">
  <meta itemprop="name" content="${attr(orgName[0])}">
${people
  .map(
    (x) => `  <article class="person" itemprop="employee" itemscope itemtype="https://schema.org/Person">
    <figure>
      <img itemprop="image" src="/assets/img/${slug(x.n)}.jpg" alt="${attr(x.alt ?? altPrefix + disp(x))}" width="220" height="260">
      <figcaption><span itemprop="name">${disp(x)}</span>${x.sep ?? ', '}<span itemprop="jobTitle">${x.t}</span></figcaption>
    </figure>
    ${x.bio ? `<p itemprop="description">${x.bio}</p>` : ''}
    ${x.e ? `<p><a itemprop="email" href="mailto:${x.e}">${x.e}</a></p>` : ''}
  </article>`,
  )
  .join('\n')}
</div>`;
  },
  // 17. list with "Name - title" on one line, careless markup (unclosed li, unquoted attrs)
  brokenList(sh, people, sep = ' - ') {
    return `<ul class=equipo>\n${people
      .map((x) => `<li><b>${disp(x)}</b>${sep}${x.t}${x.e ? ` <a href=mailto:${x.e}>${x.e}</a>` : ''}`)
      .join('\n')}\n</ul>`;
  },
  // 18. name only in the photo's alt, title in the visible text
  altOnly(sh, people) {
    return `<div class="people">\n${people
      .map((x) => `<div class="p-card"><img src="/img/${slug(x.n)}.jpg" alt="${attr(disp(x))}" width="200" height="200"><p class="p-role">${x.t}</p>${x.e ? `<p class="p-mail"><a href="mailto:${x.e}">${x.e}</a></p>` : ''}</div>`)
      .join('\n')}\n</div>`;
  },
  // 19. plain paragraphs: <p><strong>Name</strong>, title</p>
  paras(sh, people, sep = ', ') {
    return people.map((x) => `<p><strong>${disp(x)}</strong>${sep}${x.t}${x.e ? ` — <a href="mailto:${x.e}">${x.e}</a>` : ''}</p>`).join('\n');
  },
  // 20. html5 cards with title in <small> above the name link
  linkCards(sh, people, base = '/equipo/') {
    return `<div class="cards">\n${people
      .map(
        (x) => `<article class="card">
  <img src="/assets/img/team/${slug(x.n)}.webp" alt="" loading="lazy">
  <small class="role">${x.t}</small>
  <h3><a href="${base}#${slug(x.n)}">${disp(x)}</a></h3>
  ${x.bio ? `<p>${x.bio}</p>` : ''}${x.e ? `<a class="mail" href="mailto:${x.e}"><svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M2 4h20v16H2z" fill="none" stroke="currentColor"/></svg> ${x.e}</a>` : ''}
</article>`,
      )
      .join('\n')}\n</div>`;
  },
};

// JSON-LD helper
export function jsonld(obj) {
  return `<script type="application/ld+json">${JSON.stringify(obj, null, 1)}</script>`;
}
