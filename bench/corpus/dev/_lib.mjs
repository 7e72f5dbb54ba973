// Helpers for the dev corpus generator (_generate.mjs). Each shell / block helper
// renders one site builder's real-world markup; the page content itself is written
// per site in _sites-*.mjs.

export function rng(seedStr) {
  let h = 1779033703 ^ seedStr.length;
  for (let i = 0; i < seedStr.length; i++) {
    h = Math.imul(h ^ seedStr.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const hexer = (r) => (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('');
export const b36er = (r) => (n) => Array.from({ length: n }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(r() * 36)]).join('');

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------- email presentations ----------
export const mailto = (addr, text = addr, subject) =>
  `<a href="mailto:${addr}${subject ? '?subject=' + encodeURIComponent(subject).replace(/%20/g, '%20') : ''}">${text}</a>`;
// every character as a decimal / hex entity, alternating
export const ent = (s) => [...s].map((c, i) => (i % 3 === 0 ? `&#${c.charCodeAt(0)};` : i % 3 === 1 ? `&#x${c.charCodeAt(0).toString(16)};` : c)).join('');
export const entMailto = (addr, text) => `<a href="${ent('mailto:' + addr)}">${text ?? ent(addr)}</a>`;
// obfuscated forms a human decodes
export function obf(addr, style) {
  const [u, d] = addr.split('@');
  const parts = d.split('.');
  switch (style) {
    case 'es-arroba': return `${u} [arroba] ${parts.join(' [punto] ')}`;
    case 'es-paren': return `${u}(arroba)${d}`;
    case 'en-at': return `${u} [at] ${parts.join(' [dot] ')}`;
    case 'en-paren': return `${u} (at) ${d}`;
    case 'en-words': return `${u} at ${parts.join(' dot ')}`;
    case 'de-at': return `${u} (at) ${parts.join(' (punkt) ')}`;
    case 'de-brk': return `${u}[at]${d}`;
    case 'fr-at': return `${u} [at] ${parts.join(' [point] ')}`;
    case 'fr-arobase': return `${u} (arobase) ${d}`;
    case 'pt-arroba': return `${u} (arroba) ${parts.join(' (ponto) ')}`;
    case 'pt-at': return `${u}[at]${d}`;
    default: throw new Error('obf style ' + style);
  }
}
// Cloudflare "email protection" encoding (what the browser script decodes)
export function cfEncode(addr, key = 0x5a) {
  let out = key.toString(16).padStart(2, '0');
  for (const c of addr) out += (c.charCodeAt(0) ^ key).toString(16).padStart(2, '0');
  return out;
}
export function cfDecode(hex) {
  const key = parseInt(hex.slice(0, 2), 16);
  let s = '';
  for (let i = 2; i < hex.length; i += 2) s += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return s;
}

// ---------- truth ----------
// T({ generic:[..], role:[..], person:{addr:name}, contacts:[P..], junk:[..] })
export function T({ generic = [], role = [], person = {}, contacts = [], junk = [] }) {
  const emails = [];
  const emailKinds = {};
  const emailOwners = {};
  for (const e of generic) { emails.push(e.toLowerCase()); emailKinds[e.toLowerCase()] = 'generic'; }
  for (const e of role) { emails.push(e.toLowerCase()); emailKinds[e.toLowerCase()] = 'role'; }
  for (const [e, n] of Object.entries(person)) {
    const k = e.toLowerCase();
    emails.push(k); emailKinds[k] = 'person'; emailOwners[k] = typeof n === 'string' ? n : n.name;
  }
  return {
    emails, emailKinds, emailOwners,
    contacts: contacts.map((c) => ({ name: c.name, title: c.title ?? null, role: c.role })),
    junk,
  };
}
export const P = (name, title, role) => ({ name, title, role });

// ---------- small shared bits ----------
export const navList = (nav, liCls = 'menu-item', aCls = '') =>
  nav.map(([h, l]) => `<li class="${liCls}"><a href="${h}"${aCls ? ` class="${aCls}"` : ''}>${l}</a></li>`).join('\n');

export const fa = (name, brand = false) => `<i class="${brand ? 'fab' : 'fas'} fa-${name}" aria-hidden="true"></i>`;
export const svgIcon = (kind) => {
  const paths = {
    linkedin: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z',
    mail: 'M2 4h20v16H2z M2 4l10 8 10-8',
    phone: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
    instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  };
  return `<svg class="icon icon-${kind}" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${paths[kind]}"></path></svg>`;
};

// ---------- ELEMENTOR (WordPress + Elementor) ----------
export function elementor(site, o = {}) {
  const r = rng(site.id + 'el');
  const hx = hexer(r);
  const id = () => hx(7);
  const theme = o.theme ?? 'hello-elementor';
  const base = `https://${site.domain}`;
  const postId = 10 + Math.floor(r() * 900);
  const E = {};
  E.widget = (type, inner, extraCls = '') => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i} ${extraCls} elementor-widget elementor-widget-${type.split('.')[0]}" data-id="${i}" data-element_type="widget" data-widget_type="${type.includes('.') ? type : type + '.default'}">
\t\t\t\t<div class="elementor-widget-container">
\t\t\t${inner}
\t\t\t\t</div>
\t\t\t\t</div>`;
  };
  E.col = (size, ...widgets) => {
    const i = id();
    return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${i}" data-id="${i}" data-element_type="column">
\t\t\t<div class="elementor-widget-wrap elementor-element-populated">
\t\t\t\t\t\t${widgets.join('\n\t\t\t\t\t\t')}
\t\t\t\t\t</div>
\t\t</div>`;
  };
  E.section = (cols, extraCls = '') => {
    const i = id();
    return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${i} elementor-section-boxed elementor-section-height-default elementor-section-height-default ${extraCls}" data-id="${i}" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
\t\t\t\t\t\t<div class="elementor-container elementor-column-gap-default">
\t\t\t\t\t${Array.isArray(cols) ? cols.join('\n') : cols}
\t\t\t\t\t</div>
\t\t</section>`;
  };
  // flexbox container (Elementor 3.16+)
  E.con = (children, extraCls = '') => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i} e-flex e-con-boxed e-con e-parent ${extraCls}" data-id="${i}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}">
\t\t\t\t\t<div class="e-con-inner">
\t\t${Array.isArray(children) ? children.join('\n') : children}
\t\t\t\t\t</div>
\t\t\t\t</div>`;
  };
  E.child = (children) => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i} e-con-full e-flex e-con e-child" data-id="${i}" data-element_type="container">
\t\t${Array.isArray(children) ? children.join('\n') : children}
\t\t</div>`;
  };
  E.heading = (text, tag = 'h2', size = 'default') =>
    E.widget('heading', `<${tag} class="elementor-heading-title elementor-size-${size}">${text}</${tag}>`);
  E.text = (html) => E.widget('text-editor', html);
  E.image = (src, alt = '', srcset) =>
    E.widget('image', `<img decoding="async" width="800" height="800" src="${src}" class="attachment-large size-large wp-image-${100 + Math.floor(r() * 900)}" alt="${alt}"${srcset ? ` srcset="${srcset}" sizes="(max-width: 800px) 100vw, 800px"` : ''} />`);
  E.imageBox = ({ img, title, desc, tag = 'h3' }) =>
    E.widget('image-box', `<div class="elementor-image-box-wrapper">${img ? `<figure class="elementor-image-box-img"><img decoding="async" width="300" height="300" src="${img}" class="attachment-medium size-medium" alt="" loading="lazy" /></figure>` : ''}<div class="elementor-image-box-content"><${tag} class="elementor-image-box-title">${title}</${tag}><p class="elementor-image-box-description">${desc}</p></div></div>`);
  E.iconList = (items) =>
    E.widget('icon-list', `<ul class="elementor-icon-list-items">
${items.map(([icon, html, href]) => `\t\t\t\t\t<li class="elementor-icon-list-item">${href ? `<a href="${href}">` : ''}
\t\t\t\t\t\t\t<span class="elementor-icon-list-icon">${fa(icon)}</span>
\t\t\t\t\t\t\t<span class="elementor-icon-list-text">${html}</span>${href ? '</a>' : ''}
\t\t\t\t\t\t\t\t\t</li>`).join('\n')}
\t\t\t\t\t</ul>`);
  E.button = (href, label) =>
    E.widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`);
  E.divider = () => E.widget('divider', `<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>`);
  E.spacer = () => E.widget('spacer', `<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>`);
  E.html = (raw) => E.widget('html', raw);
  E.testimonial = ({ text, name, job }) =>
    E.widget('testimonial', `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">${text}</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">${name}</div>${job ? `<div class="elementor-testimonial-job">${job}</div>` : ''}</div></div></div></div>`);
  // Elementor Pro form
  E.form = (fields, submit) =>
    E.widget('form', `<form class="elementor-form" method="post" name="Formulario">
\t\t\t<input type="hidden" name="post_id" value="${postId}"/>
\t\t\t<div class="elementor-form-fields-wrapper elementor-labels-">
${fields.map(([name, type, ph], k) => `\t\t\t\t<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100">
\t\t\t\t\t${type === 'textarea' ? `<textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[${name}]" id="form-field-${name}" rows="4" placeholder="${ph}"></textarea>` : `<input size="1" type="${type}" name="form_fields[${name}]" id="form-field-${name}" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="${ph}">`}
\t\t\t\t</div>`).join('\n')}
\t\t\t\t<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">${submit}</span></span></button></div>
\t\t\t</div>
\t\t</form>`);
  // third-party team widgets commonly added to Elementor
  E.eaelTeam = ({ img, name, pos, desc = '', social = [] }) =>
    E.widget('eael-team-member', `<div id="eael-team-member-${id()}" class="eael-team-item eael-team-members-simple">
\t\t<div class="eael-team-item-inner">
\t\t\t<div class="eael-team-image"><figure><img src="${img}" alt="${name}"></figure></div>
\t\t\t<div class="eael-team-content">
\t\t\t\t<h3 class="eael-team-member-name">${name}</h3>
\t\t\t\t<h4 class="eael-team-member-position">${pos}</h4>
\t\t\t\t${social.length ? `<ul class="eael-team-member-social-profiles">${social.map(([k, h]) => `<li class="eael-team-member-social-link"><a href="${h}" target="_blank"><i class="fab fa-${k}"></i></a></li>`).join('')}</ul>` : ''}
\t\t\t\t<p class="eael-team-text">${desc}</p>
\t\t\t</div>
\t\t</div>
\t</div>`);
  E.ekitTeam = ({ img, name, pos, extra = '' }) =>
    E.widget('elementskit-team', `<div class="ekit-wid-con"><div class="profile-card elementor-animation- ekit-team-img-fit text-center">
\t<div class="profile-header ekit-team-img ekit-img-overlay ekit-team-img-block"><img decoding="async" width="600" height="600" src="${img}" class="attachment-full size-full" alt="" /></div>
\t<div class="profile-body">
\t\t<h2 class="profile-title">${name}</h2>
\t\t<p class="profile-designation">${pos}</p>
\t\t${extra}
\t</div>
</div></div>`);
  E.teamMember = ({ img, name, pos, body = '' }) =>
    E.widget('elementor-team-member', `<div class="elementor-team-member"><div class="elementor-team-member-image"><img src="${img}" alt=""></div><div class="elementor-team-member-content"><span class="elementor-team-member-position">${pos}</span><h4 class="elementor-team-member-name">${name}</h4>${body}</div></div>`);

  const logoSrcset = o.logo2x ? ` srcset="${base}/wp-content/uploads/2023/04/logo.png 1x, ${base}/wp-content/uploads/2023/04/logo@2x.png 2x"` : '';
  const header = `<header data-elementor-type="header" data-elementor-id="${postId + 3}" class="elementor elementor-${postId + 3} elementor-location-header" data-elementor-post-type="elementor_library">
${E.section([
    E.col(25, E.widget('theme-site-logo', `<a href="${base}"><img width="240" height="80" src="${base}/wp-content/uploads/2023/04/logo.png" class="attachment-full size-full" alt="${site.name}"${logoSrcset} /></a>`, 'elementor-widget-image')),
    E.col(75, E.widget('nav-menu', `<nav aria-label="Menú" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
\t\t\t\t<ul id="menu-1-${id()}" class="elementor-nav-menu">${site.nav.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${100 + Math.floor(r() * 900)}"><a href="${h.startsWith('http') ? h : base + h}" class="elementor-item">${l}</a></li>`).join('')}</ul>\t\t\t</nav>
\t\t\t\t\t<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><span class="elementor-screen-only">Menu</span></div>`)),
  ])}
</header>`;
  const render = (title, body, p = {}) => `<!doctype html>
<html lang="${site.htmlLang}">
<head>
\t<meta charset="UTF-8">
\t<meta name="viewport" content="width=device-width, initial-scale=1">
\t<link rel="profile" href="https://gmpg.org/xfn/11">
\t<title>${title}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${p.metaDesc ? `\t<meta name="description" content="${p.metaDesc}" />\n` : ''}\t<link rel="canonical" href="${base}${p.path ?? '/'}" />
\t<meta property="og:locale" content="${site.htmlLang.replace('-', '_')}" />
\t<meta property="og:type" content="website" />
\t<meta property="og:title" content="${title}" />
\t<meta property="og:site_name" content="${site.name}" />
${p.head ?? ''}
<link rel='stylesheet' id='${theme}-css' href='${base}/wp-content/themes/${theme}/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${base}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-${postId}-css' href='${base}/wp-content/uploads/elementor/css/post-${postId}.css?ver=1714${Math.floor(r() * 900000)}' media='all' />
<link rel='stylesheet' id='font-awesome-5-all-css' href='${base}/wp-content/plugins/elementor/assets/lib/font-awesome/css/all.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Roboto%3A100%2C400%2C700&#038;display=swap&#038;ver=6.5.2' media='all' />
<script src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
${o.head ?? ''}
</head>
<body class="page-template page-template-elementor_header_footer page page-id-${postId} wp-custom-logo elementor-default elementor-template-full-width elementor-kit-6 elementor-page elementor-page-${postId}">
<a class="skip-link screen-reader-text" href="#content">${o.skip ?? 'Skip to content'}</a>
${header}
\t\t<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}" data-elementor-post-type="page">
${body}
\t\t</div>
<footer data-elementor-type="footer" data-elementor-id="${postId + 7}" class="elementor elementor-${postId + 7} elementor-location-footer" data-elementor-post-type="elementor_library">
${typeof o.footer === 'function' ? o.footer(E) : o.footer ?? ''}
</footer>
<script type="speculationrules">{"prefetch":[{"source":"document","where":{"and":[{"href_matches":"\\/*"},{"not":{"href_matches":["\\/wp-*.php","\\/wp-admin\\/*","\\/wp-content\\/*"]}}]},"eagerness":"conservative"}]}</script>
<script src="${base}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025},"version":"3.21.5","urls":{"assets":"${base.replace(/\//g, '\\/')}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":${postId},"title":"${title.replace(/"/g, '')}","excerpt":"","featuredImage":false}};
</script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
${o.scripts ?? ''}
</body>
</html>
`;
  return { E, render };
}

// ---------- DIVI ----------
export function divi(site, o = {}) {
  const r = rng(site.id + 'divi');
  const base = `https://${site.domain}`;
  let n = { section: 0, row: 0, col: 0, text: 0, team: 0, blurb: 0, button: 0, image: 0, form: 0, testimonial: 0, code: 0 };
  const D = {};
  D.section = (rows, cls = '') => `<div class="et_pb_section et_pb_section_${n.section++} ${cls} et_section_regular" >
\t\t\t\t${rows}
\t\t\t</div>`;
  D.row = (cols) => `<div class="et_pb_row et_pb_row_${n.row++}">
\t\t\t\t${Array.isArray(cols) ? cols.join('\n') : cols}
\t\t\t</div>`;
  D.col = (type, ...mods) => `<div class="et_pb_column et_pb_column_${type} et_pb_column_${n.col++}  et_pb_css_mix_blend_mode_passthrough${type === '4_4' || mods.length === 0 ? ' et-last-child' : ''}">
\t\t\t\t${mods.join('\n')}
\t\t\t</div>`;
  D.text = (html, cls = '') => `<div class="et_pb_module et_pb_text et_pb_text_${n.text++} ${cls} et_pb_text_align_left et_pb_bg_layout_light">
\t\t\t\t<div class="et_pb_text_inner">${html}</div>
\t\t\t</div>`;
  D.team = ({ img, name, pos, bio = '', social = [] }) => `<div class="et_pb_module et_pb_team_member et_pb_team_member_${n.team++} clearfix  et_pb_text_align_center et_pb_bg_layout_light">
\t\t\t\t${img ? `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${img}" alt="${name}" /></div>` : ''}
\t\t\t\t<div class="et_pb_team_member_description">
\t\t\t\t\t<h4 class="et_pb_module_header">${name}</h4>
\t\t\t\t\t${pos ? `<p class="et_pb_member_position">${pos}</p>` : ''}
\t\t\t\t\t<div>${bio}</div>
\t\t\t\t\t${social.length ? `<ul class="et_pb_member_social_links">${social.map(([k, h]) => `<li><a href="${h}" class="et_pb_font_icon et_pb_${k}_icon"><span>${k}</span></a></li>`).join('')}</ul>` : ''}
\t\t\t\t</div>
\t\t\t</div>`;
  D.blurb = ({ title, body, img, icon }) => `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n.blurb++}  et_pb_text_align_left  et_pb_blurb_position_top et_pb_bg_layout_light">
\t\t\t\t<div class="et_pb_blurb_content">
\t\t\t\t\t<div class="et_pb_main_blurb_image">${img ? `<span class="et_pb_image_wrap"><img decoding="async" src="${img}" alt="" class="et-waypoint et_pb_animation_top" /></span>` : `<span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon ?? '&#xe0e1;'}</span></span>`}</div>
\t\t\t\t\t<div class="et_pb_blurb_container">
\t\t\t\t\t\t<h4 class="et_pb_module_header"><span>${title}</span></h4>
\t\t\t\t\t\t<div class="et_pb_blurb_description">${body}</div>
\t\t\t\t\t</div>
\t\t\t\t</div>
\t\t\t</div>`;
  D.button = (href, label) => `<div class="et_pb_button_module_wrapper et_pb_button_${n.button}_wrapper  et_pb_module "><a class="et_pb_button et_pb_button_${n.button++} et_pb_bg_layout_light" href="${href}">${label}</a></div>`;
  D.image = (src, alt = '') => `<div class="et_pb_module et_pb_image et_pb_image_${n.image++}"><span class="et_pb_image_wrap "><img decoding="async" width="1024" height="683" src="${src}" alt="${alt}" title="" class="wp-image-${200 + Math.floor(r() * 800)}" /></span></div>`;
  D.testimonial = ({ text, author, job, company }) => `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_${n.testimonial++} clearfix  et_pb_text_align_left et_pb_bg_layout_light et_pb_testimonial_no_image">
\t\t\t\t<div class="et_pb_testimonial_description">
\t\t\t\t\t<div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>${text}</p></div></div>
\t\t\t\t\t<span class="et_pb_testimonial_author">${author}</span>
\t\t\t\t\t<p class="et_pb_testimonial_meta">${job ?? ''}${company ? `, <span class="et_pb_testimonial_company">${company}</span>` : ''}</p>
\t\t\t\t</div>
\t\t\t</div>`;
  D.form = (fields, submit, title = '') => `<div id="et_pb_contact_form_${n.form}" class="et_pb_module et_pb_contact_form_${n.form++} et_pb_contact_form_container clearfix" data-form_unique_num="0">
\t\t\t\t${title ? `<h1 class="et_pb_contact_main_title">${title}</h1>` : ''}
\t\t\t\t<div class="et-pb-contact-message"></div>
\t\t\t\t<div class="et_pb_contact">
\t\t\t\t\t<form class="et_pb_contact_form clearfix" method="post" action="">
${fields.map(([name, type, ph], k) => `\t\t\t\t\t\t<p class="et_pb_contact_field et_pb_contact_field_${k} et_pb_contact_field_half" data-id="${name}" data-type="${type}">
\t\t\t\t<label for="et_pb_contact_${name}_0" class="et_pb_contact_form_label">${ph}</label>
\t\t\t\t${type === 'text_area' ? `<textarea name="et_pb_contact_${name}_0" id="et_pb_contact_${name}_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="${name}" placeholder="${ph}"></textarea>` : `<input type="text" id="et_pb_contact_${name}_0" class="input" value="" name="et_pb_contact_${name}_0" data-required_mark="required" data-field_type="${type}" data-original_id="${name}" placeholder="${ph}">`}
\t\t\t</p>`).join('\n')}
\t\t\t\t\t\t<input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"/>
\t\t\t\t\t\t<div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">${submit}</button></div>
\t\t\t\t\t</form>
\t\t\t\t</div>
\t\t\t</div>`;
  D.code = (raw) => `<div class="et_pb_module et_pb_code et_pb_code_${n.code++}"><div class="et_pb_code_inner">${raw}</div></div>`;
  const pageId = 2 + Math.floor(r() * 400);
  const render = (title, body, p = {}) => {
    n = { section: 0, row: 0, col: 0, text: 0, team: 0, blurb: 0, button: 0, image: 0, form: 0, testimonial: 0, code: 0 };
    return `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
\t<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
\t<link rel="pingback" href="${base}/xmlrpc.php" />
\t<script type="text/javascript">
\t\tdocument.documentElement.className = 'js';
\t</script>
\t<title>${title}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${site.name} &raquo; Feed" href="${base}/feed/" />
<meta content="Divi v.4.25.1" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='${base}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='${base}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='${base}/wp-content/themes/${o.child ?? 'divi-child'}/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
${p.head ?? ''}${o.head ?? ''}
</head>
<body class="page-template-default page page-id-${pageId} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
\t<div id="page-container">
${o.topHeader ? `\t\t\t<div id="top-header">
\t\t\t<div class="container clearfix">
\t\t\t\t<div id="et-info">${o.topHeader}</div>
\t\t\t</div>
\t\t</div>` : ''}
\t\t<header id="main-header" data-height-onload="66">
\t\t\t<div class="container clearfix et_menu_container">
\t\t\t\t<div class="logo_container">
\t\t\t\t\t<span class="logo_helper"></span>
\t\t\t\t\t<a href="${base}/"><img src="${base}/wp-content/uploads/${o.logoFile ?? 'logo.png'}" width="93" height="43" alt="${site.name}" id="logo" data-height-percentage="54" /></a>
\t\t\t\t</div>
\t\t\t\t<div id="et-top-navigation" data-height="66" data-fixed-height="40">
\t\t\t\t\t<nav id="top-menu-nav">
\t\t\t\t\t<ul id="top-menu" class="nav">${site.nav.map(([h, l]) => `<li id="menu-item-${10 + Math.floor(r() * 300)}" class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${base}${h}">${l}</a></li>`).join('\n')}
</ul>\t\t\t\t\t</nav>
\t\t\t\t\t<div id="et_mobile_nav_menu">
\t\t\t\t<div class="mobile_nav closed"><span class="select_page">${o.selectPage ?? 'Select Page'}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div>
\t\t\t</div>
\t\t\t\t</div>
\t\t\t</div>
\t\t</header>
\t\t\t<div id="et-main-area">
<div id="main-content">
\t\t\t\t<article id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry">
\t\t\t\t\t<div class="entry-content">
\t\t\t\t\t<div class="et-l et-l--post">
\t\t\t<div class="et_builder_inner_content et_pb_gutters3">
${body}
\t\t\t</div>
\t\t</div>
\t\t\t\t\t</div>
\t\t\t\t</article>
</div>
\t<footer id="main-footer">
${o.footerWidgets ? `\t\t<div class="container">
\t\t\t<div id="footer-widgets" class="clearfix">${o.footerWidgets}</div>
\t\t</div>` : ''}
\t\t<div id="footer-bottom">
\t\t\t<div class="container clearfix">
\t\t\t\t<div id="footer-info">${o.footerInfo ?? ''}</div>
\t\t\t</div>
\t\t</div>
\t</footer>
\t\t\t</div>
\t</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
/* ]]> */
</script>
<script type="text/javascript" src="${base}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
${o.scripts ?? ''}
</body>
</html>
`;
  };
  return { D, render };
}

// ---------- WordPress theme + Gutenberg blocks ----------
export function wp(site, o = {}) {
  const r = rng(site.id + 'wp');
  const base = `https://${site.domain}`;
  const theme = o.theme ?? 'astra';
  let k = 1;
  const W = {};
  W.h = (text, lvl = 2, cls = '') => `<h${lvl} class="wp-block-heading${cls ? ' ' + cls : ''}">${text}</h${lvl}>`;
  W.p = (html, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${html}</p>`;
  W.img = (src, alt = '', cap) => `<figure class="wp-block-image size-${o.imgSize ?? 'large'}"><img decoding="async" loading="lazy" width="1024" height="683" src="${src}" alt="${alt}" class="wp-image-${100 + Math.floor(r() * 900)}"/>${cap ? `<figcaption class="wp-element-caption">${cap}</figcaption>` : ''}</figure>`;
  W.columns = (cols) => `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-${k++} wp-block-columns-is-layout-flex">
${cols.map((c) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">
${c}
</div>`).join('\n')}
</div>`;
  W.group = (inner, cls = '') => `<div class="wp-block-group${cls ? ' ' + cls : ''} is-layout-constrained wp-block-group-is-layout-constrained">
${inner}
</div>`;
  W.mediaText = (img, inner, right = false) => `<div class="wp-block-media-text${right ? ' has-media-on-the-right' : ''} is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img decoding="async" loading="lazy" width="640" height="640" src="${img}" alt="" class="wp-image-${100 + Math.floor(r() * 900)} size-full"/></figure><div class="wp-block-media-text__content">
${inner}
</div></div>`;
  W.table = (head, rows, cap) => `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout">${head ? `<thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>` : ''}<tbody>${rows.map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>${cap ? `<figcaption class="wp-element-caption">${cap}</figcaption>` : ''}</figure>`;
  W.list = (items) => `<ul class="wp-block-list">
${items.map((i) => `<li>${i}</li>`).join('\n')}
</ul>`;
  W.quote = (text, cite) => `<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow">
<p>${text}</p>
${cite ? `<cite>${cite}</cite>` : ''}</blockquote>`;
  W.sep = () => `<hr class="wp-block-separator has-alpha-channel-opacity"/>`;
  W.spacer = (h = 40) => `<div style="height:${h}px" aria-hidden="true" class="wp-block-spacer"></div>`;
  W.buttons = (btns) => `<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex">${btns.map(([h, l]) => `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${h}">${l}</a></div>`).join('')}</div>`;
  W.details = (summary, inner) => `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${summary}</summary>
${inner}
</details>`;
  const pageId = 2 + Math.floor(r() * 500);
  const navHtml = site.nav.map(([h, l], i) => `<li id="menu-item-${20 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${20 + i}"><a href="${base}${h}" class="menu-link">${l}</a></li>`).join('');
  const render = (title, body, p = {}) => `<!DOCTYPE html>
<html lang="${site.htmlLang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${title}</title>
<meta name='robots' content='index, follow' />
${o.yoast ? `\t<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
\t<link rel="canonical" href="${base}${p.path ?? '/'}" />
\t<script type="application/ld+json" class="yoast-schema-graph">${o.yoast(p)}</script>
\t<!-- / Yoast SEO plugin. -->
` : ''}<link rel='stylesheet' id='wp-block-library-css' href='${base}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='${theme}-theme-css-css' href='${base}/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.6.14' media='all' />
${o.cf7 ? `<link rel='stylesheet' id='contact-form-7-css' href='${base}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3' media='all' />\n` : ''}${p.head ?? ''}${o.head ?? ''}
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="page-template-default page page-id-${pageId} wp-custom-logo wp-embed-responsive ${theme}-theme ast-desktop ast-page-builder-template ast-no-sidebar">
<a class="skip-link screen-reader-text" href="#content">${o.skip ?? 'Skip to content'}</a>
<div class="hfeed site" id="page">
\t<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
${o.topbar ? `\t\t<div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header"><div class="site-above-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">${o.topbar}</div></div></div>\n` : ''}\t\t<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
\t\t\t<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope">
\t\t\t\t<span class="site-logo-img"><a href="${base}/" class="custom-logo-link" rel="home"><img width="200" height="60" src="${base}/wp-content/uploads/${o.logo ?? 'logo.png'}" class="custom-logo" alt="${site.name}" decoding="async"${o.logoSrcset ? ` srcset="${o.logoSrcset}"` : ''} /></a></span>
\t\t\t\t${o.siteTitle === false ? '' : `<div class="ast-site-title-wrap"><span class="site-title" itemprop="name"><a href="${base}/" rel="home" itemprop="url">${site.name}</a></span>${o.tagline ? `<p class="site-description" itemprop="description">${o.tagline}</p>` : ''}</div>`}
\t\t\t</div>
\t\t\t<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${navHtml}</ul></div></nav></div></div>
\t\t</div></div></div></div>
\t</header>
\t<div id="content" class="site-content">
\t\t<div class="ast-container">
\t\t<div id="primary" class="content-area primary">
\t\t\t<main id="main" class="site-main">
\t\t\t\t<article class="post-${pageId} page type-page status-publish ast-article-single" id="post-${pageId}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
${p.noTitle ? '' : `\t\t\t\t\t<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${p.h1 ?? title.split(/ [–|-] /)[0]}</h1></header>\n`}\t\t\t\t\t<div class="entry-content clear" itemprop="text">
${body}
\t\t\t\t\t</div>
\t\t\t\t</article>
\t\t\t</main>
\t\t</div>
\t\t</div>
\t</div>
\t<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
${o.footerWidgets ? `\t\t<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
${o.footerWidgets.map((w, i) => `<div class="site-footer-primary-section-${i + 1} site-footer-section site-footer-section-${i + 1}"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-${i + 1}" aria-label="Footer Widget ${i + 1}"><section id="block-${10 + i}" class="widget widget_block">${w}</section></aside></div>`).join('\n')}
\t\t</div></div></div>\n` : ''}\t\t<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright">${o.copyright ?? `<p>Copyright &copy; 2024 ${site.name}</p>`}</div></div></div></div></div>
\t</footer>
</div>
<script src="${base}/wp-content/themes/${theme}/assets/js/minified/frontend.min.js?ver=4.6.14" id="${theme}-theme-js-js"></script>
${o.cf7 ? `<script src="${base}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>\n` : ''}${o.scripts ?? ''}
</body>
</html>
`;
  // Contact Form 7 markup
  W.cf7 = (fields, submit) => `<div class="wpcf7 no-js" id="wpcf7-f${100 + Math.floor(r() * 900)}-p${pageId}-o1" lang="${site.htmlLang}" dir="ltr">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="#wpcf7-f-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
${fields.map(([name, type, label, ph]) => `<p><label> ${label}<br />
<span class="wpcf7-form-control-wrap" data-name="${name}">${type === 'textarea' ? `<textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false"${ph ? ` placeholder="${ph}"` : ''} name="${name}"></textarea>` : `<input size="40" maxlength="400" class="wpcf7-form-control wpcf7-${type} wpcf7-validates-as-required" aria-required="true" aria-invalid="false"${ph ? ` placeholder="${ph}"` : ''} value="" type="${type}" name="${name}" />`}</span> </label></p>`).join('\n')}
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${submit}" />
</p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
  return { W, render };
}

// ---------- WIX ----------
export function wix(site, o = {}) {
  const r = rng(site.id + 'wix');
  const b36 = b36er(r);
  const hx = hexer(r);
  const base = `https://${site.domain}`;
  const styles = [];
  const comp = () => 'comp-' + b36(8);
  const X = {};
  const place = (c) => {
    const top = Math.floor(r() * 900), left = Math.floor(r() * 600), w = 200 + Math.floor(r() * 600);
    styles.push(`#${c}{left:${left}px;width:${w}px;position:absolute;top:${top}px}`);
  };
  // rich text: lines = array of {tag, cls, html}
  X.rich = (lines) => {
    const c = comp(); place(c);
    return `<div id="${c}" class="KcpHeO tz5f0K ${c} wixui-rich-text" data-testid="richTextElement">${lines.map(([tag, fontCls, html]) => `<${tag} class="${fontCls} wixui-rich-text__text"${tag === 'p' ? ' style="line-height:1.6em;"' : ''}>${html.split('\n').map((seg) => `<span class="wixui-rich-text__text">${seg}</span>`).join('<br class="wixui-rich-text__text">')}</${tag}>`).join('')}</div>`;
  };
  X.span = (html, color = 'color_15') => `<span style="letter-spacing:normal;" class="wixui-rich-text__text"><span class="${color} wixui-rich-text__text">${html}</span></span>`;
  X.img = (file, alt = '') => {
    const c = comp(); place(c);
    const media = `${hx(6)}_${hx(32)}~mv2.jpg`;
    return `<div id="${c}" class="MazNVa ${c} wixui-image" title="${alt}"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${c}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${c}&quot;,&quot;displayMode&quot;:&quot;fill&quot;,&quot;imageData&quot;:{&quot;width&quot;:1200,&quot;height&quot;:1200,&quot;uri&quot;:&quot;${media}&quot;,&quot;name&quot;:&quot;${file}&quot;}}" data-has-ssr-src=""><img src="https://static.wixstatic.com/media/${media}/v1/fill/w_274,h_274,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${file}" alt="${alt}" style="width:274px;height:274px;object-fit:cover" width="274" height="274" srcset="https://static.wixstatic.com/media/${media}/v1/fill/w_274,h_274,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${file} 1x, https://static.wixstatic.com/media/${media}/v1/fill/w_548,h_548,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${file} 2x" fetchpriority="high"/></wow-image></div></div>`;
  };
  X.button = (href, label) => {
    const c = comp(); place(c);
    return `<div class="${c} R6ex7N" id="${c}" aria-disabled="false"><a data-testid="linkElement" href="${href}" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
  };
  X.box = (children) => {
    const c = comp(); place(c);
    return `<div id="${c}" class="${c} YzqVVZ wixui-box" data-testid="container-bg"><div class="ZUs3KW" data-testid="container-content">${children.join('')}</div></div>`;
  };
  X.strip = (children) => {
    const c = comp();
    return `<section id="${c}" tabindex="-1" class="Oqnisf ${c} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${c}" data-hook="bgLayers" data-motion-part="BG_LAYER" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${c}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${c}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('\n')}</div></div></section>`;
  };
  X.form = (fields, submit) => {
    const c = comp(); place(c);
    return `<div id="${c}" class="${c} wixui-form"><form class="JVi7i2" novalidate=""><div data-mesh-id="${c}inlineContent" data-testid="inline-content">${fields.map(([label, type, ph]) => {
      const f = comp();
      return `<div id="${f}" class="MpKiNN ${f} wixui-text-input"><div class="pUnTVX"><label for="input_${f}" class="wPeA6j wixui-text-input__label">${label}</label><div class="XRJUI"><input type="${type}" name="${label.toLowerCase()}" id="input_${f}" class="KvoMHf has-custom-focus wixui-text-input__input" value="" placeholder="${ph}" aria-required="true" maxlength="250"></div></div></div>`;
    }).join('')}</div></form><div class="${comp()} R6ex7N"><button class="uDW_Qe wixui-button PlZyDq" type="submit"><span class="l7_2fn wixui-button__label">${submit}</span></button></div></div>`;
  };
  const metaSite = `${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}`;
  const dsn = `${hx(32)}@sentry-next.wixpress.com`;
  X.dsn = dsn;
  const render = (title, body, p = {}) => {
    const footerHtml = typeof o.footer === 'function' ? o.footer(X) : o.footer ?? '';
    const st = styles.splice(0).join('\n');
    return `<!DOCTYPE html>
<html lang="${site.htmlLang.slice(0, 2)}">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${hx(6)}_${hx(32)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${hx(6)}_${hx(32)}%7Emv2.png" type="image/png"/>
  <script type="text/javascript">
    window.__BROWSER_DEPRECATION__ = !('customElements' in window) || !('fetch' in window);
  </script>
  <script>
    window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {};
    window.viewerModel = {"site":{"metaSiteId":"${metaSite}","userId":"${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}","siteId":"${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}","externalBaseUrl":"${base}","isEditor":false,"isPremiumDomain":true,"sessionId":"${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}"},"language":{"userLanguage":"${site.lang}","siteLanguage":"${site.lang}"},"requestUrl":"${base}${p.path ?? '/'}","siteFeatures":["assetsLoader","businessLogger","componentsLoader","consentPolicy","cookiesManager","dynamicPages","fedopsWixCodeSdk","pageScroll","protectedPages","router","seo","sessionManager","siteMembers","tpaCommons","windowMessageRegistrar"],"site_assets_version":"${hx(8)}","fleetConfig":{"fleetName":"thunderbolt-renderer-user-code-heavy","type":"Rollout","code":1}};
  </script>
  <script>window.Sentry&&window.Sentry.init({dsn:"https://${dsn}/68",release:"${hx(7)}",environment:"production",sampleRate:0.1});</script>
  <title>${title}</title>
  <meta name="description" content="${p.desc ?? ''}"/>
  <link rel="canonical" href="${base}${p.path === '/' ? '' : p.path ?? ''}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="${base}${p.path === '/' ? '' : p.path ?? ''}"/>
  <meta property="og:site_name" content="${site.name}"/>
  <meta name="twitter:card" content="summary_large_image"/>
${o.head ?? ''}
  <link rel="preload" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.${hx(8)}.min.css" as="style">
  <style id="css_masterPage">${st}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="BACKGROUND_GROUP"><div id="BACKGROUND_GROUP_TRANSITION_GROUP"><div id="pageBackground_${b36(5)}" class="pageBackground"></div></div></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="${comp()}" class="KcpHeO tz5f0K wixui-rich-text" data-testid="richTextElement"><p class="font_6 wixui-rich-text__text"><span class="wixui-rich-text__text"><a href="${base}" target="_self" class="wixui-rich-text__text">${site.name}</a></span></p></div>
<wix-dropdown-menu id="${comp()}" class="XwCBRN NHM1d1 wixui-dropdown-menu hidden-during-prewarmup" tabIndex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${site.nav.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="R_TAzU" id="${comp()}navContainer" aria-label="Site"><ul class="y7qwii" id="${comp()}itemsContainer" style="text-align:right" data-marginallchildren="true">${site.nav.map(([h, l], i) => `<li id="${comp()}${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" data-data-id="dataItem-${b36(8)}" data-state="menu false  link" data-index="${i}" class="Tg1gOB wixui-dropdown-menu__item xTjc1A"><a data-testid="linkElement" href="${h.startsWith('http') ? h : base + (h === '/' ? '' : h)}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class="" style="text-align:right"><p class="JS76Uv" id="${comp()}${i}label">${l}</p></div></div></a><ul class="m_Ec5d" id="${comp()}${i}menuContainer"></ul></li>`).join('')}</ul></nav></wix-dropdown-menu>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabIndex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${p.pageId ?? 'c1dmp'}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
${body}
</div></div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="AT7o0U SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
${footerHtml}
</div></div></div></div></footer>
</div></div></div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[],"ssrStyleUpdates":[]},"ooi":{"failedInSsr":{}},"appsWarmupData":{}}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${hx(8)}.bundle.min.js" async></script>
${o.scripts ?? ''}
</body>
</html>
`;
  };
  return { X, render, comp };
}

// ---------- SQUARESPACE (7.1 fluid engine + classic blocks) ----------
export function sqs(site, o = {}) {
  const r = rng(site.id + 'sqs');
  const hx = hexer(r);
  const base = `https://${site.domain}`;
  const S = {};
  const yui = () => `yui_3_17_2_1_${1680000000000 + Math.floor(r() * 99999999999)}_${1000 + Math.floor(r() * 90000)}`;
  const imgUrl = (f) => `https://images.squarespace-cdn.com/content/v1/${hx(24)}/${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}/${f}`;
  S.imgUrl = imgUrl;
  S.section = (blocks, cls = '') => `<section data-test="page-section" data-section-theme="${o.theme ?? 'white'}" class='page-section ${cls} layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle' data-section-id="${hx(24)}" data-controller="SectionWrapperController" data-current-styles="{&quot;imageOverlayOpacity&quot;:0.15,&quot;backgroundWidth&quot;:&quot;background-width--full-bleed&quot;}" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper" style="">
    <div class="content">
      <div data-fluid-engine="true"><div class="fluid-engine fe-${hx(24)}">
${blocks.join('\n')}
      </div></div>
    </div>
  </div>
</section>`;
  S.html = (inner) => `<div class="fe-block fe-block-${yui().replace(/_/g, '-')}"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-${yui()}"><div class="sqs-block-content">
<div class="sqs-html-content">
${inner}
</div>
</div></div></div>`;
  S.image = (file, alt = '') => `<div class="fe-block fe-block-${hx(20)}"><div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-${yui()}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-fluid image-position-left combination-animation-site-default individual-animation-site-default" data-test="image-block-fluid-outer-wrapper"><div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"><div class="fluid-image-container sqs-image-content" style="overflow: hidden;position: relative;width: 100%;height: 100%;"><img data-stretch="true" data-src="${imgUrl(file)}" data-image="${imgUrl(file)}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${imgUrl(file)}" width="2500" height="1667" sizes="100vw" style="display:block;object-fit: cover; width: 100%; height: 100%; object-position: 50% 50%" srcset="${imgUrl(file)}?format=100w 100w, ${imgUrl(file)}?format=500w 500w, ${imgUrl(file)}?format=1000w 1000w" loading="lazy" decoding="async" data-loader="sqs"></div></div></div></div></div></div>`;
  S.button = (href, label) => `<div class="fe-block fe-block-${hx(20)}"><div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-${yui()}"><div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">${label}</a></div></div></div></div>`;
  S.quote = (text, source) => `<div class="fe-block fe-block-${hx(20)}"><div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="block-${yui()}"><div class="sqs-block-content"><figure><blockquote data-animation-role="quote"><span>“</span>${text}<span>”</span></blockquote><figcaption class="source">— ${source}</figcaption></figure></div></div></div>`;
  S.summary = (items) => `<div class="fe-block fe-block-${hx(20)}"><div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-${yui()}"><div class="sqs-block-content">
<div class="summary-block-wrapper summary-block-collection-type-blog-basic-grid summary-block-setting-design-autogrid summary-block-setting-text-alignment-left summary-block-setting-show-thumbnail summary-block-setting-show-excerpt">
  <div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${items.map(({ href, img, title, excerpt, meta }) => `    <div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt" data-controller="SummaryItemController">
      ${img ? `<div class="summary-thumbnail-outer-container"><a href="${href}" data-title="${title.replace(/<[^>]+>/g, '')}" data-description="" data-lightbox-theme="" class="summary-thumbnail-container sqs-gallery-image-container"><span class="summary-thumbnail-image"><img data-src="${imgUrl(img)}" data-image-dimensions="1000x1250" data-image-focal-point="0.5,0.5" alt="${img}" src="${imgUrl(img)}?format=500w" /></span></a></div>` : ''}
      <div class="summary-content sqs-gallery-meta-container">
        ${meta ? `<div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary">${meta}</div></div>` : ''}
        <div class="summary-title"><a href="${href}" class="summary-title-link">${title}</a></div>
        <div class="summary-excerpt">${excerpt}</div>
      </div>
    </div>`).join('\n')}
  </div></div>
</div>
</div></div></div>`;
  S.form = (fields, submit) => `<div class="fe-block fe-block-${hx(20)}"><div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-${yui()}"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="${hx(24)}" autocomplete="on" method="POST" action="${base}" onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '${hx(24)}', collectionId: '${hx(24)}', objectName: 'page-section' }); }); return false; })(this);"><div class="field-list clear">
${fields.map(([label, type, ph]) => `<div id="${type}-${yui()}" class="form-item field ${type} required"><label class="title" for="${type}-${hx(8)}-field">${label} <span class="required" aria-hidden="true">*</span></label>${type === 'textarea' ? `<textarea class="field-element " id="textarea-field" aria-required="true"${ph ? ` placeholder="${ph}"` : ''}></textarea>` : `<input class="field-element" id="${type}-${hx(8)}-field" name="${type}" type="${type === 'email' ? 'email' : 'text'}" autocomplete="${type === 'email' ? 'email' : 'off'}" spellcheck="false" aria-required="true"${ph ? ` placeholder="${ph}"` : ''}>`}</div>`).join('\n')}
</div><div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="${submit}"/></div><div class="hidden form-submission-text">Thank you!</div></form></div></div></div></div></div>`;
  const websiteId = hx(24);
  const render = (title, body, p = {}) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${site.htmlLang}">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- ${site.domain.split('.')[0]}-${hx(4)} -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${websiteId}/favicon.ico?format=100w"/>
<link rel="canonical" href="${base}${p.path ?? '/'}"/>
<meta property="og:site_name" content="${site.name}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="${base}${p.path ?? '/'}"/>
<meta property="og:type" content="website"/>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"${websiteId}","identifier":"${site.domain.split('.')[0]}-${hx(4)}","websiteType":1,"contentModifiedOn":1712${Math.floor(r() * 999999999)},"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"${site.htmlLang}","timeZone":"${o.tz ?? 'Europe/Madrid'}","machineTimeZoneOffset":7200000,"timeZoneOffset":7200000,"timeZoneAbbr":"CEST","siteTitle":"${site.name}","fullSiteTitle":"${title}","siteDescription":"","shareButtonOptions":{},"authenticUrl":"${base}","internalUrl":"https://${site.domain.split('.')[0]}-${hx(4)}.squarespace.com","baseUrl":"${base}","primaryDomain":"${site.domain}","sslSetting":3,"isHstsEnabled":true,"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"screenshotId":"${hx(64)}","captchaSettings":{"enabledForDonations":false},"showOwnerLogin":false},"websiteSettings":{"id":"${hx(24)}","websiteId":"${websiteId}","subjects":[],"country":"${o.country ?? 'ES'}","state":"","simpleLikingEnabled":true,"mobileInfoBarSettings":{"isContactEmailEnabled":false,"isContactPhoneNumberEnabled":false,"isLocationEnabled":false,"isBusinessHoursEnabled":false},"commentLikesAllowed":true,"commentAnonAllowed":true,"commentThreaded":true,"commentApprovalRequired":false,"commentAvatarsOn":true,"commentSortType":2,"commentFlagThreshold":0,"commentFlagsAllowed":true,"commentEnableByDefault":true,"commentDisableAfterDaysDefault":0,"disqusShortname":"","commentsEnabled":false,"storeSettings":{},"useEscapeKeyToLogin":false,"ssBadgeType":1,"ssBadgePosition":4,"ssBadgeVisibility":1,"ssBadgeDevices":1,"pinterestOverlayOptions":{"mode":"disabled"}},"cookieSettings":{"isCookieBannerEnabled":false},"templateId":"${hx(24)}","templateVersion":"7.1","pageFeatures":[1,2,4],"impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"${o.tz ?? 'Europe/Madrid'}"}},"env":"PRODUCTION"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${websiteId}/12/${hx(24)}/${hx(24)}/1519/site.css"/>
${o.head ?? ''}${p.head ?? ''}
  </head>
  <body id="collection-${hx(24)}" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline tweak-blog-alternating-side-by-side-width-full header-width-full tweak-transparent-header tweak-fixed-header-style-basic form-field-style-solid form-field-shape-square form-field-border-all header-overlay-alignment-center tweak-portfolio-grid-overlay-width-full image-block-poster-text-alignment-center image-block-card-content-position-center hide-opentable-icons opentable-style-dark small-button-style-solid small-button-shape-square medium-button-style-solid medium-button-shape-square large-button-style-solid large-button-shape-square button-style-solid button-corner-style-square tweak-quote-block-alignment-center product-list-titles-under product-list-alignment-center product-item-size-11-square product-image-auto-grid product-list-mobile-grid-columns-2 show-product-price show-product-item-nav product-social-sharing tweak-product-basic-item-click-thumbnail tweak-product-basic-item-gallery-aspect-ratio-11-square tweak-product-basic-item-gallery-design-slideshow tweak-product-basic-item-gallery-position-left tweak-product-basic-item-product-variant-display-dropdown image-block-stack-text-alignment-left  collection-type-page collection-layout-default mobile-style-available sqs-seven-one" tabindex="-1">
    <div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;buttonText&quot;:&quot;Get Started&quot;,&quot;newWindow&quot;:false},&quot;showSocial&quot;:false,&quot;socialOptions&quot;:{&quot;socialBorderShape&quot;:&quot;none&quot;,&quot;socialBorderStyle&quot;:&quot;outline&quot;,&quot;socialBorderThickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:1.0}}}" data-section-id="header">
  <div class="header-announcement-bar-wrapper">
    <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
      <div class="header-display-desktop" data-content-field="site-title">
        <div class="header-title-nav-wrapper">
          <div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a id="site-title" href="/" data-animation-role="header-element">${site.name}</a></div></div>
          <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${site.nav.map(([h, l]) => `            <div class="header-nav-item header-nav-item--collection${h === (p.path ?? '/') ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element"${h === (p.path ?? '/') ? ' aria-current="page"' : ''}>${l}</a></div>`).join('\n')}
          </nav></div></div>
        </div>
      </div>
    </div>
  </div>
</header>
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="${hx(24)}">
${body}
        </article>
      </main>
<footer class="sections" id="footer-sections" data-footer-sections>
${o.footer ?? ''}
</footer>
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${hx(32)}.js" type="text/javascript"></script>
${o.scripts ?? ''}
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641"/></symbol></svg>
  </body>
</html>
`;
  return { S, render };
}

// ---------- WEBFLOW ----------
export function webflow(site, o = {}) {
  const r = rng(site.id + 'wf');
  const hx = hexer(r);
  const base = `https://${site.domain}`;
  const siteId = hx(24);
  const cdn = `https://cdn.prod.website-files.com/${siteId}`;
  const F = {};
  F.asset = (f) => `${cdn}/${hx(24)}_${f}`;
  F.dynList = (items, render, cls = 'team') => `<div class="${cls}-collection w-dyn-list"><div role="list" class="${cls}-grid w-dyn-items">${items.map((it) => `<div role="listitem" class="${cls}-item w-dyn-item">${render(it)}</div>`).join('')}</div></div>`;
  F.rich = (html) => `<div class="rich-text w-richtext">${html}</div>`;
  F.form = (name, fields, submit) => `<div class="form-block w-form"><form id="wf-form-${name}" name="wf-form-${name}" data-name="${name}" method="get" class="contact-form" data-wf-page-id="${hx(24)}" data-wf-element-id="${hx(8)}-${hx(4)}-${hx(4)}-${hx(4)}-${hx(12)}">${fields.map(([label, type, ph], i) => `<label for="field-${i}" class="field-label">${label}</label>${type === 'textarea' ? `<textarea placeholder="${ph}" maxlength="5000" id="field-${i}" name="field-${i}" data-name="Field ${i}" class="textarea w-input"></textarea>` : `<input class="text-field w-input" maxlength="256" name="${label.replace(/\W/g, '-')}" data-name="${label}" placeholder="${ph}" type="${type}" id="field-${i}" required=""/>`}`).join('')}<input type="submit" data-wait="${o.wait ?? 'Please wait...'}" class="submit-button w-button" value="${submit}"/></form><div class="success-message w-form-done"><div>${o.done ?? 'Thank you! Your submission has been received!'}</div></div><div class="w-form-fail"><div>${o.fail ?? 'Oops! Something went wrong while submitting the form.'}</div></div></div>`;
  const render = (title, body, p = {}) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: ${o.published ?? 'Tue Apr 16 2024 09:12:44 GMT+0000 (Coordinated Universal Time)'} --><html data-wf-domain="${site.domain}" data-wf-page="${hx(24)}" data-wf-site="${siteId}" lang="${site.htmlLang.slice(0, 2)}"><head><meta charset="utf-8"/><title>${title}</title><meta content="${p.desc ?? ''}" name="description"/><meta content="${title}" property="og:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${cdn}/css/${site.domain.split('.')[0]}.webflow.${hx(9)}.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["${o.font ?? 'Inter:300,400,500,600'}"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${cdn}/${hx(24)}_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${cdn}/${hx(24)}_webclip.png" rel="apple-touch-icon"/>${o.head ?? ''}${p.head ?? ''}</head><body class="body${p.bodyCls ? ' ' + p.bodyCls : ''}"><div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand${(p.path ?? '/') === '/' ? ' w--current' : ''}"><img src="${cdn}/${hx(24)}_${o.logo ?? 'logo.svg'}" loading="lazy" width="${o.logoW ?? 132}" alt="${site.name}" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${site.nav.filter(([h]) => h !== '/').map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}"${h === p.path ? ' aria-current="page"' : ''}>${l}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer">${typeof o.footer === 'function' ? o.footer(F) : o.footer ?? ''}</footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${cdn}/js/webflow.${hx(16)}.js" type="text/javascript"></script>${o.scripts ?? ''}</body></html>`;
  return { F, render, hx };
}

// ---------- BOOTSTRAP (hand-built or from a purchased template) ----------
export function bootstrap(site, o = {}) {
  const v = o.v ?? 5;
  const base = `https://${site.domain}`;
  const cssHref = v === 5 ? 'https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css' : v === 4 ? 'https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/css/bootstrap.min.css' : 'css/bootstrap.min.css';
  const render = (title, body, p = {}) => `<!doctype html>
<html lang="${site.htmlLang.slice(0, 2)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1${v === 4 ? ', shrink-to-fit=no' : ''}">
    <meta name="description" content="${p.desc ?? ''}">
    <title>${title}</title>
    <link rel="stylesheet" href="${cssHref}"${v === 5 ? ' integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous"' : ''}>
    ${o.fa ? `<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">` : ''}
    <link rel="stylesheet" href="${o.cssPath ?? '/assets/css/style.css'}">
${o.head ?? ''}${p.head ?? ''}
  </head>
  <body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.nav ? o.nav(p) : `    <nav class="navbar navbar-expand-lg ${o.dark ? 'navbar-dark bg-dark' : 'navbar-light bg-light'} ${o.fixed ? 'fixed-top' : ''}">
      <div class="container">
        <a class="navbar-brand" href="/">${o.brand ?? site.name}</a>
        <button class="navbar-toggler" type="button" data-${v === 5 ? 'bs-' : ''}toggle="collapse" data-${v === 5 ? 'bs-' : ''}target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="mainNav">
          <ul class="navbar-nav ${v === 5 ? 'ms-auto' : 'ml-auto'}">
${site.nav.map(([h, l]) => `            <li class="nav-item"><a class="nav-link${h === (p.path ?? '/') ? ' active" aria-current="page' : ''}" href="${h}">${l}</a></li>`).join('\n')}
          </ul>
        </div>
      </div>
    </nav>`}
${body}
${o.footer ?? ''}
    ${v === 5 ? `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>` : `<script src="https://code.jquery.com/jquery-3.5.1.slim.min.js" integrity="sha384-DfXdz2htPH0lsSSs5nCTpuj/zy4C+OGpamoFVy38MVBnE+IbbVYUew+OrCXaRkfj" crossorigin="anonymous"></script>
    <script src="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/js/bootstrap.bundle.min.js"></script>`}
${o.scripts ?? ''}
  </body>
</html>
`;
  return { render };
}

// JSON-LD script tag
export const jsonld = (obj, pretty = true) => `<script type="application/ld+json">${pretty ? JSON.stringify(obj, null, 2) : JSON.stringify(obj)}</script>`;
