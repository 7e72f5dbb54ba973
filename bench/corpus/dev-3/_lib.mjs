// Shared helpers for the dev-3 corpus generator: page shells per builder and the
// components each builder emits. Every builder has its own markup; sites compose them
// with hand-written text. Labels are collected on the site context as markup is emitted.

export const LABELS = new Set(
  (
    "team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person " +
    "builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow " +
    "builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text " +
    "email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder " +
    "junk-agency junk-platform junk-asset junk-version directory client-list testimonials " +
    "event-speakers obituary"
  ).split(" "),
);

function hash(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

export function ctx(id, domain, lang) {
  let st = hash(id) || 1;
  const next = () => {
    st ^= st << 13;
    st >>>= 0;
    st ^= st >>> 17;
    st ^= st << 5;
    st >>>= 0;
    return st;
  };
  const c = {
    id,
    domain,
    lang,
    patterns: new Set(),
    junk: new Set(),
    p(...ls) {
      for (const l of ls) {
        if (!LABELS.has(l)) throw new Error(`${id}: unknown label ${l}`);
        c.patterns.add(l);
      }
      return "";
    },
    j(...ss) {
      for (const s of ss) c.junk.add(s);
      return "";
    },
    hex(n = 7) {
      let s = "";
      while (s.length < n) s += next().toString(16);
      return s.slice(0, n);
    },
    alnum(n = 5) {
      const a = "abcdefghijklmnopqrstuvwxyz0123456789";
      let s = "";
      for (let i = 0; i < n; i++) s += a[next() % 36];
      return s;
    },
    int(lo, hi) {
      return lo + (next() % (hi - lo + 1));
    },
  };
  return c;
}

export const slug = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// ---------- emails ----------
export function ml(c, a, o = {}) {
  c.p("email-mailto");
  const q = o.subject ? "?subject=" + (o.raw ? o.subject : encodeURIComponent(o.subject)) : "";
  return `<a href="mailto:${a}${q}"${o.cls ? ` class="${o.cls}"` : ""}${o.attrs ?? ""}>${o.text ?? a}</a>`;
}
export function tx(c, a) {
  c.p("email-text");
  return a;
}
const DOT = { es: "punto", en: "dot", pt: "ponto", fr: "point", de: "punkt" };
export function ob(c, a, style = "brackets") {
  c.p("email-obfuscated");
  const [l, d] = a.split("@");
  switch (style) {
    case "brackets":
      return `${l} [at] ${d.replace(/\./g, " [dot] ")}`;
    case "arroba":
      return `${l}(arroba)${d}`;
    case "arroba-sp":
      return `${l} (arroba) ${d}`;
    case "paren":
      return `${l} (at) ${d.replace(/\./g, ` (${DOT[c.lang]}) `)}`;
    case "arobase":
      return `${l} [arobase] ${d}`;
    case "words":
      return `${l} at ${d.replace(/\./g, " dot ")}`;
    case "curly":
      return `${l}{at}${d}`;
    case "entities":
      return [...a].map((ch) => `&#${ch.codePointAt(0)};`).join("");
    case "hexent":
      return [...a].map((ch, i) => (i % 2 ? ch : `&#x${ch.codePointAt(0).toString(16)};`)).join("");
    default:
      throw new Error(style);
  }
}
// Cloudflare "email protection": a browser shows the address once the script runs.
export function cf(c, a, asLink = true) {
  c.p("email-obfuscated");
  const key = c.int(16, 250);
  const enc =
    key.toString(16).padStart(2, "0") +
    [...Buffer.from(a, "utf8")].map((b) => (b ^ key).toString(16).padStart(2, "0")).join("");
  return asLink
    ? `<a href="/cdn-cgi/l/email-protection#${enc}"><span class="__cf_email__" data-cfemail="${enc}">[email&#160;protected]</span></a>`
    : `<span class="__cf_email__" data-cfemail="${enc}">[email&#160;protected]</span>`;
}
export const CF_SCRIPT = `<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`;

// ---------- junk ----------
export function sentry(c, host = "ingest.sentry.io") {
  const k = c.hex(32);
  const s = `${k}@o${c.int(100000, 999999)}.${host}`;
  c.p("junk-platform");
  c.j(s);
  return `https://${s}/${c.int(1000000, 9999999)}`;
}
export function placeholder(c, ph) {
  c.p("junk-placeholder");
  c.j(ph);
  return ph;
}
export function agency(c, a) {
  c.p("junk-agency");
  c.j(a);
  return a;
}
export function asset(c, name) {
  c.p("junk-asset");
  c.j(name.split("/").pop());
  return name;
}
export function ver(c, s) {
  c.p("junk-version");
  c.j(s);
  return s;
}

// ---------- generic bits ----------
export const navUl = (items, liCls = "", aCls = "", ulAttrs = "") =>
  `<ul${ulAttrs}>\n${items
    .map(([h, t]) => `\t<li${liCls ? ` class="${liCls}"` : ""}><a${aCls ? ` class="${aCls}"` : ""} href="${h}">${t}</a></li>`)
    .join("\n")}\n</ul>`;

export const jsonld = (c, obj) => {
  return `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;
};

export const SVG_LI = `<svg class="icon icon-linkedin" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z"/></svg>`;
export const SVG_MAIL = `<svg aria-hidden="true" viewBox="0 0 512 512" width="16" height="16"><path d="M48 64C21.5 64 0 85.5 0 112c0 15.1 7.1 29.3 19.2 38.4L236.8 313.6c11.4 8.5 27 8.5 38.4 0L492.8 150.4c12.1-9.1 19.2-23.3 19.2-38.4c0-26.5-21.5-48-48-48H48z"/></svg>`;
export const SVG_PHONE = `<svg aria-hidden="true" viewBox="0 0 512 512" width="16" height="16"><path d="M164.9 24.6c-7.7-18.6-28-28.5-47.4-23.2l-88 24C12.1 30.2 0 46 0 64C0 311.4 200.6 512 448 512c18 0 33.8-12.1 38.6-29.5l24-88c5.3-19.4-4.6-39.7-23.2-47.4l-96-40c-16.3-6.8-35.2-2.1-46.3 11.6L304.7 368C234.3 334.7 177.3 277.7 144 207.3L193.3 167c13.7-11.2 18.4-30 11.6-46.3l-40-96z"/></svg>`;
export const SVG_WA = `<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><path fill="#fff" d="M16 3C9 3 3.3 8.6 3.3 15.6c0 2.4.7 4.6 1.8 6.6L3 29l7-1.9c1.9 1 4 1.6 6.1 1.6 7 0 12.7-5.7 12.7-12.7S23 3 16 3z"/></svg>`;

// ---------- shells ----------
function headCommon(o) {
  return `<meta charset="${o.charset ?? "UTF-8"}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.desc ? `<meta name="description" content="${o.desc}">\n` : ""}<meta property="og:title" content="${o.title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://${o.domain}${o.path ?? "/"}">
<link rel="canonical" href="https://${o.domain}${o.path ?? "/"}">`;
}

// WordPress block theme / classic theme with Gutenberg content.
export function wp(c, o) {
  c.p("builder-wordpress");
  const theme = o.theme ?? "astra";
  const v = o.wpver ?? "6.4.3";
  const jq = o.jquery === false ? "" : `<script src="https://${c.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>\n<script src="https://${c.domain}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>`;
  const menu = o.nav
    .map(
      ([h, t], i) =>
        `<li id="menu-item-${101 + i * 3}" class="menu-item menu-item-type-${h === "/" ? "custom" : "post_type"} menu-item-object-page menu-item-${101 + i * 3}${(o.path ?? "/") === h ? " current-menu-item page_item current_page_item" : ""}"><a href="${h}" class="menu-link">${t}</a></li>`,
    )
    .join("");
  const pid = c.int(2, 400);
  return `<!DOCTYPE html>
<html lang="${o.htmlLang ?? c.lang}">
<head>
${headCommon({ ...o, domain: c.domain })}
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="${o.brand} &raquo; Feed" href="https://${c.domain}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://${c.domain}/wp-includes/css/dist/block-library/style.min.css?ver=${v}' media='all' />
<link rel='stylesheet' id='${theme}-theme-css-css' href='https://${c.domain}/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
${o.headExtra ?? ""}
${jq}
<link rel="https://api.w.org/" href="https://${c.domain}/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://${c.domain}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress ${v}" />
<link rel="icon" href="https://${c.domain}/wp-content/uploads/2022/03/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="${o.path && o.path !== "/" ? "page-template-default page page-id-" + pid : "home page-template-default page page-id-" + pid} wp-custom-logo wp-embed-responsive ${theme}-theme ast-separate-container">
<a class="skip-link screen-reader-text" href="#content">${o.skip ?? "Skip to content"}</a>
<div id="page" class="hfeed site">
<header id="masthead" class="site-header header-main-layout-1" itemtype="https://schema.org/WPHeader" itemscope="itemscope">
<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="https://${c.domain}/wp-content/uploads/2022/03/logo.png" class="custom-logo" alt="${o.brand}" decoding="async" /></a>
${o.tagline ? `<p class="site-description">${o.tagline}</p>` : ""}</div>
<nav id="site-navigation" class="main-navigation" aria-label="Primary"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><div class="menu-principal-container"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">${menu}</ul></div></nav>
</header>
<div id="content" class="site-content"><div class="ast-container">
<div id="primary" class="content-area primary">
<main id="main" class="site-main">
<article id="post-${pid}" class="post-${pid} page type-page status-publish ast-article-single">
${o.pageTitle ? `<header class="entry-header"><h1 class="entry-title" itemprop="headline">${o.pageTitle}</h1></header>` : ""}
<div class="entry-content clear" itemprop="text">
${o.body}
</div>
</article>
</main>
</div>
</div></div>
<footer id="colophon" class="site-footer" itemtype="https://schema.org/WPFooter" itemscope="itemscope">
<div class="site-primary-footer-wrap"><div class="ast-builder-grid-row">
${o.footer}
</div></div>
</footer>
</div>
<script id="wp-emoji-settings" type="application/json">{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png"}</script>
<script src="https://${c.domain}/wp-content/themes/${theme}/assets/js/minified/frontend.min.js?ver=4.6.4" id="${theme}-theme-js-js"></script>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}

// Gutenberg blocks
export const g = {
  h: (t, lvl = 2, cls = "") => `<h${lvl} class="wp-block-heading${cls ? " " + cls : ""}">${t}</h${lvl}>`,
  p: (t, cls = "") => `<p${cls ? ` class="${cls}"` : ""}>${t}</p>`,
  cols: (cols, cls = "") =>
    `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex${cls ? " " + cls : ""}">\n${cols
      .map((x) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">\n${x}\n</div>`)
      .join("\n")}\n</div>`,
  img: (src, alt, cap, cls = "size-large") =>
    `<figure class="wp-block-image ${cls}"><img decoding="async" loading="lazy" width="600" height="600" src="${src}" alt="${alt}" class="wp-image-${(src.length * 37) % 900}"/>${cap ? `<figcaption class="wp-element-caption">${cap}</figcaption>` : ""}</figure>`,
  mediaText: (src, alt, inner, right = false) =>
    `<div class="wp-block-media-text${right ? " has-media-on-the-right" : ""} is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img decoding="async" loading="lazy" width="800" height="800" src="${src}" alt="${alt}" class="wp-image-${(src.length * 41) % 900} size-full"/></figure><div class="wp-block-media-text__content">\n${inner}\n</div></div>`,
  sep: () => `<hr class="wp-block-separator has-alpha-channel-opacity"/>`,
  group: (inner, cls = "") => `<div class="wp-block-group${cls ? " " + cls : ""} is-layout-constrained wp-block-group-is-layout-constrained">\n${inner}\n</div>`,
  list: (items) => `<ul class="wp-block-list">\n${items.map((i) => `<li>${i}</li>`).join("\n")}\n</ul>`,
  quote: (t, cite) => `<blockquote class="wp-block-quote"><p>${t}</p>${cite ? `<cite>${cite}</cite>` : ""}</blockquote>`,
  table: (rows, head) =>
    `<figure class="wp-block-table"><table>${head ? `<thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead>` : ""}<tbody>${rows
      .map((r) => `<tr>${r.map((x) => `<td>${x}</td>`).join("")}</tr>`)
      .join("")}</tbody></table></figure>`,
  btn: (href, t) => `<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${href}">${t}</a></div></div>`,
};

// ---------- Elementor ----------
export function el(c, o) {
  c.p("builder-elementor");
  const v = o.ever ?? "3.18.3";
  const pid = c.int(10, 3000);
  const hid = c.int(10, 3000);
  const nav = o.nav
    .map(
      ([h, t], i) =>
        `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${200 + i}${(o.path ?? "/") === h ? " current-menu-item" : ""}"><a href="${h}" class="elementor-item${(o.path ?? "/") === h ? " elementor-item-active" : ""}">${t}</a></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${o.htmlLang ?? c.lang}">
<head>
${headCommon({ ...o, domain: c.domain })}
<link rel='stylesheet' id='hello-elementor-css' href='https://${c.domain}/wp-content/themes/hello-elementor/style.min.css?ver=2.9.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${c.domain}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=${v}' media='all' />
<link rel='stylesheet' id='elementor-post-${pid}-css' href='https://${c.domain}/wp-content/uploads/elementor/css/post-${pid}.css?ver=17${c.int(10000000, 99999999)}' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Roboto%3A100%2C300%2C400%2C500%2C700&#038;display=swap&#038;ver=6.4.3' media='all' />
${o.headExtra ?? ""}
<script src="https://${c.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Elementor ${v}; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="${o.path && o.path !== "/" ? "page-template-default page" : "home page-template page-template-elementor_header_footer page"} page-id-${pid} elementor-default elementor-kit-5 elementor-page elementor-page-${pid}">
<a class="skip-link screen-reader-text" href="#content">${o.skip ?? "Ir al contenido"}</a>
<div data-elementor-type="header" data-elementor-id="${hid}" class="elementor elementor-${hid} elementor-location-header" data-elementor-post-type="elementor_library">
<section class="elementor-section elementor-top-section elementor-element elementor-element-${c.hex()} elementor-section-boxed elementor-section-height-default" data-id="${c.hex()}" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;,&quot;sticky&quot;:&quot;top&quot;}">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-${c.hex()}" data-id="${c.hex()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-${c.hex()} elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="${c.hex()}" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="/"><img width="300" height="90" src="${o.logo ?? `https://${c.domain}/wp-content/uploads/2023/01/logo.png`}" class="attachment-full size-full" alt="${o.logoAlt ?? o.brand}" ${o.logoSrcset ?? ""}/></a></div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-${c.hex()}" data-id="${c.hex()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-${c.hex()} elementor-nav-menu__align-right elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="${c.hex()}" data-element_type="widget" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${c.hex(7)}" class="elementor-nav-menu">
${nav}
</ul></nav>
</div></div>
</div></div>
</div>
</section>
</div>
<div data-elementor-type="wp-page" data-elementor-id="${pid}" class="elementor elementor-${pid}" data-elementor-post-type="page">
${o.body}
</div>
<div data-elementor-type="footer" data-elementor-id="${hid + 7}" class="elementor elementor-${hid + 7} elementor-location-footer" data-elementor-post-type="elementor_library">
${o.footer}
</div>
<link rel='stylesheet' id='elementor-icons-fa-brands-css' href='https://${c.domain}/wp-content/plugins/elementor/assets/lib/font-awesome/css/brands.min.css?ver=5.15.3' media='all' />
<script src="https://${c.domain}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=${v}" id="elementor-frontend-js"></script>
<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"version":"${v}","is_static":false,"urls":{"assets":"https:\\/\\/${c.domain}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":${pid},"title":"${o.brand}","excerpt":"","featuredImage":false}};</script>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}

// Elementor structure helpers. A section holds columns; a column holds widgets.
export const E = (c) => {
  const id = () => c.hex(7);
  const w = (type, inner, extraCls = "") => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i}${extraCls ? " " + extraCls : ""} elementor-widget elementor-widget-${type.split(".")[0]}" data-id="${i}" data-element_type="widget" data-widget_type="${type.includes(".") ? type : type + ".default"}">\n<div class="elementor-widget-container">\n${inner}\n</div>\n</div>`;
  };
  const col = (widgets, size = 100) => {
    const i = id();
    return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${i}" data-id="${i}" data-element_type="column">\n<div class="elementor-widget-wrap elementor-element-populated">\n${widgets.join("\n")}\n</div>\n</div>`;
  };
  const section = (cols, extra = "") => {
    const i = id();
    return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${i} elementor-section-boxed elementor-section-height-default elementor-section-height-default${extra ? " " + extra : ""}" data-id="${i}" data-element_type="section">\n<div class="elementor-container elementor-column-gap-default">\n${cols.join("\n")}\n</div>\n</section>`;
  };
  // Elementor 3.16+ flexbox containers
  const con = (children, extra = "") => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i} e-flex e-con-boxed e-con e-parent${extra ? " " + extra : ""}" data-id="${i}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}" data-core-v316-plus="true">\n<div class="e-con-inner">\n${children.join("\n")}\n</div>\n</div>`;
  };
  const child = (children) => {
    const i = id();
    return `<div class="elementor-element elementor-element-${i} e-con-full e-flex e-con e-child" data-id="${i}" data-element_type="container">\n${children.join("\n")}\n</div>`;
  };
  return {
    w,
    col,
    section,
    con,
    child,
    heading: (t, tag = "h2", size = "default") => w("heading", `<${tag} class="elementor-heading-title elementor-size-${size}">${t}</${tag}>`),
    text: (html) => w("text-editor", html),
    image: (src, alt, cap) =>
      w(
        "image",
        cap
          ? `<figure class="wp-caption"><img loading="lazy" decoding="async" width="768" height="768" src="${src}" class="attachment-medium_large size-medium_large" alt="${alt}" /><figcaption class="widget-image-caption wp-caption-text">${cap}</figcaption></figure>`
          : `<img loading="lazy" decoding="async" width="768" height="768" src="${src}" class="attachment-medium_large size-medium_large" alt="${alt}" />`,
      ),
    imageBox: (src, alt, title, desc, tag = "h3") =>
      w(
        "image-box",
        `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="300" height="300" src="${src}" class="attachment-full size-full" alt="${alt}" /></figure><div class="elementor-image-box-content"><${tag} class="elementor-image-box-title">${title}</${tag}><p class="elementor-image-box-description">${desc}</p></div></div>`,
      ),
    iconList: (items) =>
      w(
        "icon-list",
        `<ul class="elementor-icon-list-items">\n${items
          .map(
            ([icon, t, href]) =>
              `<li class="elementor-icon-list-item">${href ? `<a href="${href}">` : ""}<span class="elementor-icon-list-icon"><i aria-hidden="true" class="${icon}"></i></span><span class="elementor-icon-list-text">${t}</span>${href ? "</a>" : ""}</li>`,
          )
          .join("\n")}\n</ul>`,
      ),
    button: (href, t) => w("button", `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${t}</span></span></a></div>`),
    testimonial: (content, name, job) =>
      w(
        "testimonial",
        `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">${content}</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">${name}</div>${job ? `<div class="elementor-testimonial-job">${job}</div>` : ""}</div></div></div></div>`,
      ),
    form: (fields, btn) =>
      w(
        "form",
        `<form class="elementor-form" method="post" name="Formulario"><input type="hidden" name="post_id" value="12"/><div class="elementor-form-fields-wrapper elementor-labels-">\n${fields
          .map(
            ([type, name, ph]) =>
              `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100"><${type === "textarea" ? "textarea" : "input"} ${type === "textarea" ? "" : `type="${type}" `}name="form_fields[${name}]" id="form-field-${name}" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="${ph}"${type === "textarea" ? ` rows="4"></textarea>` : ">"}</div>`,
          )
          .join("\n")}\n<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">${btn}</span></button></div></div></form>`,
      ),
  };
};

// ---------- Divi ----------
export function divi(c, o) {
  c.p("builder-divi");
  const nav = o.nav
    .map(
      ([h, t], i) =>
        `<li id="menu-item-${300 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${300 + i}${(o.path ?? "/") === h ? " current-menu-item page_item" : ""}"><a href="${h}">${t}</a></li>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${o.htmlLang ?? c.lang}">
<head>
${headCommon({ ...o, domain: c.domain })}
<link rel='stylesheet' id='divi-style-parent-css' href='https://${c.domain}/wp-content/themes/Divi/style-static.min.css?ver=4.23.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-dynamic-css' href='https://${c.domain}/wp-content/et-cache/${c.int(10, 900)}/et-divi-dynamic-tb-${c.int(10, 900)}.css?ver=17${c.int(10000000, 99999999)}' type='text/css' media='all' />
${o.headExtra ?? ""}
<script type="text/javascript" src="https://${c.domain}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.4.2" />
<meta name="generator" content="Divi v.4.23.1" />
<script type="text/javascript">var et_site_url='https://${c.domain}';var et_post_id='${c.int(10, 900)}';function et_core_page_resource_fallback(a,b){"undefined"===typeof b&&(b=a.sheet.cssRules&&0===a.sheet.cssRules.length);b&&(a.onerror=null,a.onload=null,a.href?a.href=et_site_url+"/?et_core_page_resource="+a.id+et_post_id:a.src&&(a.src=et_site_url+"/?et_core_page_resource="+a.id+et_post_id))}</script>
</head>
<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background osx chrome et_right_sidebar et_divi_theme et-db">
<div id="page-container">
<header id="main-header" data-height-onload="66">
<div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="https://${c.domain}/wp-content/uploads/2021/05/logo-${slug(o.brand).slice(0, 12)}.png" width="180" height="60" alt="${o.brand}" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
${nav}
</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${o.selectPage ?? "Select Page"}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div>
</div>
</header>
<div id="et-main-area">
<div id="main-content">
<article id="post-${c.int(10, 900)}" class="post-${c.int(10, 900)} page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${o.body}
</div>
</div>
</div>
</article>
</div>
<footer id="main-footer">
${o.footer}
</footer>
</div>
</div>
<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false}};</script>
<script type="text/javascript" src="https://${c.domain}/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1" id="divi-custom-script-js"></script>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}
export const D = (c) => {
  let n = 0;
  const k = () => n++;
  return {
    section: (rows, extra = "") => `<div class="et_pb_section et_pb_section_${k()} et_section_regular${extra ? " " + extra : ""}">\n${rows.join("\n")}\n</div>`,
    row: (cols) => `<div class="et_pb_row et_pb_row_${k()}">\n${cols.join("\n")}\n</div>`,
    col: (mods, frac = "4_4", last = false) => `<div class="et_pb_column et_pb_column_${frac} et_pb_column_${k()}  et_pb_css_mix_blend_mode_passthrough${last ? " et-last-child" : ""}">\n${mods.join("\n")}\n</div>`,
    text: (html) => `<div class="et_pb_module et_pb_text et_pb_text_${k()}  et_pb_text_align_left et_pb_bg_layout_light">\n<div class="et_pb_text_inner">${html}</div>\n</div>`,
    member: (p, o = {}) =>
      `<div class="et_pb_module et_pb_team_member et_pb_team_member_${k()} clearfix  et_pb_bg_layout_light">\n${p.img === false ? "" : `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${p.img}" alt="${p.alt ?? p.n}" /></div>\n`}<div class="et_pb_team_member_description">\n<h4 class="et_pb_module_header">${p.n}</h4>\n${p.t ? `<p class="et_pb_member_position">${p.t}</p>\n` : ""}${p.bio ? `<div>${p.bio}</div>\n` : ""}${p.social ? `<ul class="et_pb_member_social_links">${p.social}</ul>` : ""}\n</div>\n</div>`,
    blurb: (title, html, img) =>
      `<div class="et_pb_module et_pb_blurb et_pb_blurb_${k()}  et_pb_text_align_left  et_pb_blurb_position_top et_pb_bg_layout_light">\n<div class="et_pb_blurb_content">${img ? `<div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img decoding="async" src="${img}" alt="" class="et-waypoint et_pb_animation_top" /></span></div>` : ""}<div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description">${html}</div></div></div>\n</div>`,
    testimonial: (content, author, pos, company) =>
      `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_${k()} clearfix  et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content">${content}</div></div><span class="et_pb_testimonial_author">${author}</span><p class="et_pb_testimonial_meta">${pos ? `<span class="et_pb_testimonial_position">${pos}</span>` : ""}${company ? `<span class="et_pb_testimonial_separator">,</span> <span class="et_pb_testimonial_company">${company}</span>` : ""}</p></div></div>`,
    contactForm: (fields, btn) =>
      `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="">\n${fields
        .map(
          ([name, ph, type], i) =>
            `<p class="et_pb_contact_field et_pb_contact_field_${i} et_pb_contact_field_half" data-id="${name}" data-type="${type ?? "input"}"><label for="et_pb_contact_${name}_0" class="et_pb_contact_form_label">${ph}</label>${type === "text" ? `<textarea name="et_pb_contact_${name}_0" id="et_pb_contact_${name}_0" class="et_pb_contact_message input" placeholder="${ph}"></textarea>` : `<input type="${type === "email" ? "email" : "text"}" id="et_pb_contact_${name}_0" class="input" value="" name="et_pb_contact_${name}_0" placeholder="${ph}">`}</p>`,
        )
        .join("\n")}\n<div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">${btn}</button></div></form></div></div>`,
  };
};

// ---------- Wix ----------
export function wix(c, o) {
  c.p("builder-wix");
  const dsn = sentry(c, "sentry-next.wixpress.com");
  const metaSite = `${c.hex(8)}-${c.hex(4)}-${c.hex(4)}-${c.hex(4)}-${c.hex(12)}`;
  const nav = o.nav
    .map(
      ([h, t], i) =>
        `<li class="wixui-horizontal-menu__item" data-testid="${h === (o.path ?? "/") ? "selected" : "normal"}"><a data-testid="linkElement" href="https://www.${c.domain}${h === "/" ? "" : h}" class="xx8wxK wixui-horizontal-menu__item-link"><div class="StylableHorizontalMenu3372578893__menuItem"><span class="StylableHorizontalMenu3372578893__label wixui-horizontal-menu__item-label">${t}</span></div></a></li>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="${c.lang}" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${c.hex(6)}_${c.hex(32)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${c.hex(6)}_${c.hex(32)}%7Emv2.png" type="image/png"/>
<script>window.__BROWSER_DEPRECATION__ = false;</script>
<script>
window.viewerModel = JSON.parse(document.getElementById('wix-viewer-model') ? '{}' : '{}');
var sentryConfig = {"dsn":"${dsn}","release":"1.${c.int(1000, 9999)}.0","environment":"production"};
</script>
<script id="wix-essential-viewer-model" type="application/json">{"site":{"metaSiteId":"${metaSite}","isHttps":true,"externalBaseUrl":"https:\\/\\/www.${c.domain}"},"fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false}}</script>
<title>${o.title}</title>
${o.desc ? `<meta name="description" content="${o.desc}"/>` : ""}
<link rel="canonical" href="https://www.${c.domain}${o.path && o.path !== "/" ? o.path : ""}"/>
<meta property="og:title" content="${o.title}"/>
<meta property="og:site_name" content="${o.brand}"/>
<meta name="twitter:card" content="summary_large_image"/>
<link href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${c.hex(8)}.min.css" rel="stylesheet">
<style id="css_masterPage">
#SITE_HEADER{z-index:50;--above-all-in-container:10000}
${(o.css ?? []).join("\n")}
</style>
${o.headExtra ?? ""}
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="BACKGROUND_GROUP"><div id="BACKGROUND_GROUP_TRANSITION_GROUP"><div id="pageBackground_${c.alnum(5)}" data-media-height-override-type="" data-media-position-override="false" class="pageBackground_${c.alnum(5)} BmZ5pC"></div></div></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-${c.alnum(8)}" class="KcpHeO tz5f0K comp-${c.alnum(8)} wixui-rich-text" data-testid="richTextElement"><p class="font_6 wixui-rich-text__text"><a href="https://www.${c.domain}" target="_self" class="wixui-rich-text__text"><span class="wixui-rich-text__text">${o.brand}</span></a></p></div>
<nav id="comp-${c.alnum(8)}" aria-label="Site" class="comp-${c.alnum(8)} wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">${nav}</ul></nav>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${c.alnum(5)}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc${c.alnum(4)}" class="Containerc${c.alnum(4)} SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
${o.body}
</div></div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
${o.footer}
</div></div></div></div></footer>
</div></div>
</div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/webpack-runtime.${c.hex(8)}.bundle.min.js"></script>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}
// Wix components: absolutely positioned rich text, split spans, image with alt.
export const W = (c) => {
  const cid = () => "comp-" + c.alnum(8);
  return {
    rich: (paras, font = "font_8") => {
      const i = cid();
      return `<div id="${i}" class="KcpHeO tz5f0K ${i} wixui-rich-text" data-testid="richTextElement">${paras
        .map((p) => (p.startsWith("<h") ? p : `<p class="${font} wixui-rich-text__text">${p}</p>`))
        .join("")}</div>`;
    },
    sp: (t, style = "") => `<span${style ? ` style="${style}"` : ""} class="wixui-rich-text__text">${t}</span>`,
    h: (t, n = 2, font = "font_2") => `<h${n} class="${font} wixui-rich-text__text">${t}</h${n}>`,
    img: (src, alt, w = 260, h = 300) => {
      const i = cid();
      return `<div id="${i}" class="MazNVa ${i} wixui-image"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${i}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${i}&quot;,&quot;displayMode&quot;:&quot;fill&quot;,&quot;imageData&quot;:{&quot;width&quot;:${w * 4},&quot;height&quot;:${h * 4},&quot;uri&quot;:&quot;${src}&quot;,&quot;name&quot;:&quot;&quot;,&quot;displayMode&quot;:&quot;fill&quot;}}" data-bg-effect-name="" data-has-ssr-src="" style="--wix-img-max-width:max(${w}px, 100%)"><img src="https://static.wixstatic.com/media/${src}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${src}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" srcset="https://static.wixstatic.com/media/${src}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${src} 1x, https://static.wixstatic.com/media/${src}/v1/fill/w_${w * 2},h_${h * 2},al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${src} 2x" fetchpriority="high"/></wow-image></div></div>`;
    },
    box: (inner) => {
      const i = cid();
      return `<div id="${i}" class="${i} wixui-box"><div class="BaOVQ8 wixui-box" data-testid="container-bg"></div><div data-mesh-id="${i}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${i}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div>`;
    },
    section: (inner) => {
      const i = cid();
      return `<section id="${i}" tabindex="-1" class="Oqnisf ${i} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${i}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${i}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${i}inlineContent-gridContainer" data-testid="mesh-container-content">\n${inner}\n</div></div></section>`;
    },
    // Wix Forms placeholder field
    input: (ph, type = "text") => {
      const i = cid();
      return `<div id="${i}" class="MpKiNN ${i} wixui-text-input"><div class="pUnTVX"><input type="${type}" name="${type}" id="input_${i}" class="KvoMHf has-custom-focus wixui-text-input__input" value="" placeholder="${ph}" aria-required="true" maxlength="250"/></div></div>`;
    },
  };
};

// ---------- Squarespace 7.1 ----------
export function sqs(c, o) {
  c.p("builder-squarespace");
  const siteId = c.hex(24);
  const nav = o.nav
    .map(
      ([h, t]) =>
        `<div class="header-nav-item header-nav-item--collection${(o.path ?? "/") === h ? " header-nav-item--active" : ""}"><a href="${h}" data-animation-role="header-element"${(o.path ?? "/") === h ? ' aria-current="page"' : ""}>${t}</a></div>`,
    )
    .join("\n");
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${o.htmlLang ?? c.lang}-${o.region ?? "ES"}">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- ${slug(o.brand)}-${c.alnum(4)} -->
<base href="">
<meta charset="utf-8" />
<title>${o.title}</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${siteId}/${c.hex(10)}/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.${c.domain}${o.path && o.path !== "/" ? o.path : ""}"/>
<meta property="og:site_name" content="${o.brand}"/>
<meta property="og:title" content="${o.title}"/>
${o.desc ? `<meta name="description" content="${o.desc}" />` : ""}
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","website":{"id":"${siteId}","identifier":"${slug(o.brand)}-${c.alnum(4)}","websiteType":1,"contentModifiedOn":17${c.int(10000000, 99999999)}000,"siteTitle":"${o.brand}","language":"${c.lang}-${o.region ?? "ES"}","timeZone":"${o.tz ?? "Europe/Madrid"}","primaryDomain":"www.${c.domain}","typekitId":"","statsMigrated":true,"imageMetadataProcessingEnabled":false},"templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${siteId}/${c.int(10, 60)}/${c.hex(24)}/${c.hex(24)}/${c.int(1000, 2000)}/site.css"/>
${o.headExtra ?? ""}
</head>
<body id="collection-${c.hex(24)}" class="primary-button-style-solid primary-button-shape-pill tweak-blog-alternating-side-by-side-width-full header-width-full tweak-transparent-header form-field-style-solid form-use-theme-colors header-button-style-solid collection-type-page collection-layout-default mobile-style-available sqs-seven-one">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce">
<div class="header-display-desktop" data-content-order="header-firstOn"><div class="header-title-nav-wrapper">
<div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" id="site-title" data-animation-role="header-element">${o.brand}</a></div></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${nav}
</nav></div></div>
</div></div>
</div></div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${c.hex(24)}">
${o.body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
${o.footer}
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${c.hex(32)}.js" type="text/javascript"></script>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}
export const Q = (c) => {
  const bid = () => `block-yui_3_17_2_1_${c.int(1600000000, 1700000000)}${c.int(100, 999)}_${c.int(1000, 99999)}`;
  const section = (inner, theme = "white") =>
    `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${c.hex(24)}" data-controller="SectionWrapperController" data-current-styles="{}">
<div class="section-border"><div class="section-background"></div></div>
<div class="content-wrapper" style=""><div class="content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${c.hex(24)}">
<div class="row sqs-row"><div class="col sqs-col-12 span-12">
${inner}
</div></div>
</div>
</div></div>
</section>`;
  return {
    section,
    row: (cols) => `<div class="row sqs-row">${cols.map(([span, inner]) => `<div class="col sqs-col-${span} span-${span}">\n${inner}\n</div>`).join("\n")}</div>`,
    html: (inner) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="${bid()}"><div class="sqs-block-content">\n<div class="sqs-html-content">\n${inner}\n</div>\n</div></div>`,
    image: (src, alt, cap) =>
      `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="${bid()}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none individual-text-animation-none" data-test="image-block-inline-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:1500px;"><div style="padding-bottom:100%;" class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:100%;overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"><img data-stretch="false" data-src="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${src}" data-image="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${src}" data-image-dimensions="1500x1500" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" src="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${src}" width="1500" height="1500" sizes="(max-width: 640px) 100vw, (max-width: 767px) 33.33vw, 33.33vw" style="display:block;object-fit: cover; width: 100%; height: 100%;" loading="lazy" decoding="async" data-loader="sqs"></div></div>${cap ? `<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">${cap}</p></div></figcaption>` : ""}</figure></div></div></div>`,
    // Summary block (blog / collection items)
    summary: (items, cls = "summary-v2-block") =>
      `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="${bid()}"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-blog summary-block-setting-design-autogrid summary-block-setting-text-alignment-left"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">\n${items
        .map(
          (it) =>
            `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-cats">
<div class="summary-thumbnail-outer-container"><a href="${it.href}" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${it.img}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${it.alt ?? ""}" data-load="false" class="summary-thumbnail-image" src="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${it.img}" /></div></a></div>
<div class="summary-content sqs-gallery-meta-container">${it.cat ? `<div class="summary-metadata-container summary-metadata-container--above-title "><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--cats"><a href="${it.href}">${it.cat}</a></span></div></div>` : ""}
<div class="summary-title"><a href="${it.href}" class="summary-title-link">${it.title}</a></div>
${it.excerpt ? `<div class="summary-excerpt"><p>${it.excerpt}</p></div>` : ""}
${it.meta ? `<div class="summary-metadata-container summary-metadata-container--below-content"><div class="summary-metadata summary-metadata--primary">${it.meta}</div></div>` : ""}
</div>
</div>`,
        )
        .join("\n")}\n</div></div></div></div></div>`,
    // 7.1 list section (user items)
    listSection: (title, items) =>
      `<section data-test="page-section" data-section-theme="light" class="page-section user-items-list-section full-bleed-section layout-engine-section background-width--full-bleed section-height--medium" data-section-id="${c.hex(24)}"><div class="section-background"></div><div class="content-wrapper"><div class="user-items-list" style="min-height: 100px;"><div class="user-items-list-simple" data-space-below-section-title-value="2" data-controller="UserItemsListSimple" data-section-id="user-items-list-simple" data-is-section-title-enabled="true"><div class="list-section-title" id="${c.hex(24)}"><p class="" style="white-space:pre-wrap;">${title}</p></div><ul class="user-items-list-item-container user-items-list-simple" data-should-allow-multiple-open-items="" data-current-context='{"userItems":[]}'>\n${items
        .map(
          (it) =>
            `<li class="list-item" data-is-card-enabled="false"><div class="list-item-media" style="margin-bottom: 6%; width: 100%;"><div class="list-item-media-inner" data-aspect-ratio="1:1" data-animation-role="image"><img alt="${it.alt ?? ""}" data-src="https://images.squarespace-cdn.com/content/v1/${c.hex(24)}/${it.img}" data-image-focal-point="0.5,0.5" data-load="false" data-image-dimensions="1200x1200" loading="lazy" /></div></div><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title" style="max-width: 75%;">${it.title}</h2><div class="list-item-content__description" style="margin-top: 2%; max-width: 75%;">${it.desc}</div></div></div></li>`,
        )
        .join("\n")}\n</ul></div></div></div></section>`,
    form: (fields, btn) =>
      `<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="${bid()}"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form autocomplete="on" action="https://www.${c.domain}" method="POST" data-form-id="${c.hex(24)}" onsubmit="return (function (form) {Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {(new Y.Squarespace.FormSubmit(form)).submit({formId: '${c.hex(24)}', collectionId: '${c.hex(24)}', objectName: 'page-section-${c.hex(24)}'});});return false;})(this);"><div class="field-list clear">\n${fields
        .map(
          ([type, label, ph]) =>
            `<div id="${type}-yui_3_17_2_1_${c.int(100000, 999999)}" class="form-item field ${type} required"><label class="title" for="${type}-yui">${label} <span class="required" aria-hidden="true">*</span></label>${type === "textarea" ? `<textarea class="field-element" id="${type}-yui" aria-required="true" placeholder="${ph}"></textarea>` : `<input class="field-element" name="${type}" type="${type === "email" ? "email" : "text"}" autocomplete="${type}" spellcheck="false" id="${type}-yui" aria-required="true" placeholder="${ph}">`}</div>`,
        )
        .join("\n")}\n</div><div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="${btn}"/></div></form></div></div></div></div>`,
  };
};

// ---------- Webflow ----------
export function wf(c, o) {
  c.p("builder-webflow");
  const site = c.hex(24);
  const nav = o.nav
    .map(([h, t]) => `<a href="${h}"${(o.path ?? "/") === h ? ' aria-current="page"' : ""} class="nav-link w-nav-link${(o.path ?? "/") === h ? " w--current" : ""}">${t}</a>`)
    .join("");
  return `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: ${o.published ?? "Tue Feb 13 2024 10:12:41 GMT+0000 (Coordinated Universal Time)"} --><html data-wf-domain="www.${c.domain}" data-wf-page="${c.hex(24)}" data-wf-site="${site}" lang="${c.lang}"><head><meta charset="utf-8"/><title>${o.title}</title>${o.desc ? `<meta content="${o.desc}" name="description"/>` : ""}<meta content="${o.title}" property="og:title"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://assets-global.website-files.com/${site}/css/${slug(o.brand)}.webflow.${c.hex(9)}.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://assets-global.website-files.com/${site}/${c.hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon"/>${o.headExtra ?? ""}</head><body class="${o.bodyClass ?? "body"}"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/${site}/${c.hex(24)}_logo.svg" loading="lazy" alt="${o.brand}" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${nav}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${o.body}
${o.footer}
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${site}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://assets-global.website-files.com/${site}/js/webflow.${c.hex(9)}.js" type="text/javascript"></script>${o.bodyEnd ?? ""}</body></html>
`;
}
export const WF = (c) => ({
  dynList: (items, render, listCls = "team-list", itemCls = "team-item") =>
    `<div class="w-dyn-list"><div role="list" class="${listCls} w-dyn-items">${items.map((it) => `<div role="listitem" class="${itemCls} w-dyn-item">${render(it)}</div>`).join("")}</div></div>`,
  img: (src, alt, cls = "image") => `<img src="https://assets-global.website-files.com/${c.hex(24)}/${c.hex(24)}_${src}" loading="lazy" alt="${alt}" sizes="(max-width: 479px) 92vw, (max-width: 767px) 45vw, 30vw" class="${cls}"/>`,
  form: (name, fields, btn) =>
    `<div class="form-block w-form"><form id="wf-form-${name}" name="wf-form-${name}" data-name="${name}" method="get" class="form" data-wf-page-id="${c.hex(24)}" data-wf-element-id="${c.hex(8)}-${c.hex(4)}-${c.hex(4)}-${c.hex(4)}-${c.hex(12)}">${fields
      .map(([type, name, label, ph]) => `<label for="${name}" class="field-label">${label}</label>${type === "textarea" ? `<textarea id="${name}" name="${name}" maxlength="5000" data-name="${name}" placeholder="${ph}" class="textarea w-input"></textarea>` : `<input class="text-field w-input" maxlength="256" name="${name}" data-name="${name}" placeholder="${ph}" type="${type}" id="${name}" required=""/>`}`)
      .join("")}<input type="submit" data-wait="..." class="submit-button w-button" value="${btn}"/></form><div class="success-message w-form-done"><div>Thank you! Your submission has been received!</div></div><div class="error-message w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div>`,
});

// ---------- Bootstrap ----------
export function bs(c, o) {
  c.p("builder-bootstrap");
  const bv = o.bsver ?? "5.3.2";
  const css = o.bs4
    ? `<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/css/bootstrap.min.css" integrity="sha384-JcKb8q3iqJ61gNV9KGb8thSsNjpSL0n8PARn9HuZOnIxN0hoP+VmmDGMN5t9UJ0Z" crossorigin="anonymous">`
    : `<link href="https://cdn.jsdelivr.net/npm/${ver(c, `bootstrap@${bv}`)}/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">`;
  const fa = o.fa === false ? "" : `<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">`;
  const js = o.bs4
    ? `<script src="https://code.jquery.com/jquery-3.5.1.slim.min.js" crossorigin="anonymous"></script>\n<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>`
    : `<script src="https://cdn.jsdelivr.net/npm/bootstrap@${bv}/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>`;
  const nav = o.nav
    .map(([h, t]) => `<li class="nav-item"><a class="nav-link${(o.path ?? "/") === h ? " active" : ""}"${(o.path ?? "/") === h ? ' aria-current="page"' : ""} href="${h}">${t}</a></li>`)
    .join("\n");
  return `<!doctype html>
<html lang="${o.htmlLang ?? c.lang}">
<head>
${headCommon({ ...o, domain: c.domain })}
${css}
${fa}
<link rel="stylesheet" href="/css/style.css?v=${c.int(2, 40)}">
${o.headExtra ?? ""}
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ""}>
<nav class="navbar navbar-expand-lg ${o.navCls ?? "navbar-light bg-light"} sticky-top">
<div class="container">
<a class="navbar-brand" href="/">${o.logoHtml ?? o.brand}</a>
<button class="navbar-toggler" type="button" data-${o.bs4 ? "" : "bs-"}toggle="collapse" data-${o.bs4 ? "" : "bs-"}target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainNav">
<ul class="navbar-nav ${o.bs4 ? "ml-auto" : "ms-auto"} mb-2 mb-lg-0">
${nav}
</ul>
</div>
</div>
</nav>
${o.body}
${o.footer}
${js}
${o.bodyEnd ?? ""}
</body>
</html>
`;
}

// ---------- hand-written HTML 4 ----------
export function h4(c, o) {
  c.p("hand-written");
  const navHtml = o.navHtml ?? o.nav.map(([h, t]) => `<a href="${h}"><font color="#ffffff">${t}</font></a>`).join(" | ");
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? "utf-8"}">
<title>${o.title}</title>
<meta name="keywords" content="${o.keywords ?? ""}">
${o.desc ? `<meta name="description" content="${o.desc}">` : ""}
<link rel="stylesheet" type="text/css" href="${o.css ?? "estilo.css"}">
${o.headExtra ?? ""}
</head>
<body bgcolor="${o.bg ?? "#FFFFFF"}" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0"${o.bodyAttrs ?? ""}>
<table width="${o.width ?? 760}" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><img src="${o.banner ?? "img/cabecera.jpg"}" width="${o.width ?? 760}" height="120" alt="${o.brand}" border="0"></td></tr>
<tr><td colspan="2" bgcolor="${o.navBg ?? "#336699"}" height="24" align="center"><font face="Verdana, Arial, Helvetica, sans-serif" size="2"><b>${navHtml}</b></font></td></tr>
<tr>
${o.side ? `<td width="160" valign="top" bgcolor="${o.sideBg ?? "#EEEEEE"}"><font face="Verdana, Arial" size="1">${o.side}</font></td>` : ""}
<td valign="top" style="padding:12px"${o.side ? "" : ' colspan="2"'}>
<font face="Verdana, Arial, Helvetica, sans-serif" size="2">
${o.body}
</font>
</td>
</tr>
<tr><td colspan="2" align="center" bgcolor="#DDDDDD"><font face="Arial" size="1">${o.footer}</font></td></tr>
</table>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}

// ---------- hand-written modern static HTML (no builder) ----------
export function plain(c, o) {
  c.p("hand-written");
  const nav = o.nav.map(([h, t]) => `<a href="${h}"${(o.path ?? "/") === h ? ' class="active"' : ""}>${t}</a>`).join("\n      ");
  return `<!DOCTYPE html>
<html lang="${o.htmlLang ?? c.lang}">
<head>
${headCommon({ ...o, domain: c.domain })}
<link rel="stylesheet" href="${o.css ?? "/assets/css/main.css"}">
${o.headExtra ?? ""}
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ""}>
  <header class="top">
    <a class="logo" href="/">${o.logoHtml ?? o.brand}</a>
    <nav>
      ${nav}
    </nav>
  </header>
  <main>
${o.body}
  </main>
  <footer>
${o.footer}
  </footer>
${o.bodyEnd ?? ""}
</body>
</html>
`;
}
