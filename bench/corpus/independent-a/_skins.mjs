// The markup of each kind of site: WordPress + Elementor, WordPress (Gutenberg / classic themes),
// Divi, Wix, Squarespace, Webflow, Bootstrap, hand-written HTML and broken hand-made markup.
// Each skin writes its own page shell, sections, headings, text, lists, team grids and forms.
import { esc, hex, alnum, slug, entityfy } from './_gen-lib.mjs';
import { headExtras, agencyCredit, footerEmails, personMail, ip, iscope, retina, emailsAt, fmtMail, T } from './_blocks.mjs';

const navPages = (ctx) => ctx.s.pages.filter((p) => p.nav !== false);
const footPages = (ctx) => ctx.s.pages.filter((p) => p.nav === false || p.foot);
const year = (ctx) => ctx.s.year || 2024;
const hreflang = (ctx) => ({ es: 'es-ES', en: 'en-GB', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' }[ctx.s.lang]);
const htmlLang = (ctx) => ctx.s.htmlLang || hreflang(ctx);
const titleOf = (ctx, pg) => (pg.p === '/' ? `${ctx.s.name} | ${ctx.s.tagline || ctx.s.kind}` : `${pg.t} – ${ctx.s.name}`);
const telHref = (ph) => `tel:${ph.replace(/[^+\d]/g, '')}`;
const cookieBar = (ctx, cls) => `<div id="cookie-notice" class="${cls}" role="dialog" aria-live="polite"><span>${esc(ctx.L.cookieBanner)}</span> <a href="#" class="cn-button" id="cn-accept-cookie">${esc(ctx.L.acceptBtn)}</a></div>`;
const bioOf = (p) => (p.bio ? esc(p.bio) : '');
const socialIcons = (p) => (p.li ? `<a href="${p.li}" target="_blank" rel="noopener" aria-label="LinkedIn"><i class="fab fa-linkedin-in" aria-hidden="true"></i></a>` : '') + (p.ig ? ` <a href="https://www.instagram.com/${p.ig}/" target="_blank" rel="noopener" aria-label="Instagram"><i class="fab fa-instagram" aria-hidden="true"></i></a>` : '');
const svgMail = '<svg aria-hidden="true" class="e-font-icon-svg e-fas-envelope" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7z"></path></svg>';
const svgPhone = '<svg aria-hidden="true" class="e-font-icon-svg e-fas-phone-alt" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6A370.66 370.66 0 0 1 130.6 204.11l60.6-49.6a23.94 23.94 0 0 0 6.9-28l-48-112A24.16 24.16 0 0 0 122.6.61l-104 24A24 24 0 0 0 0 48c0 256.5 207.9 464 464 464a24 24 0 0 0 23.42-18.6l24-104a24.29 24.29 0 0 0-14.03-27.6z"></path></svg>';

function placeholder(ctx, fallback) {
  const ph = ctx.s.junk?.ph;
  if (ph) { ctx.j(ph, 'junk-placeholder'); return ph; }
  return fallback;
}

// =================================================================================================
// WordPress + Elementor
// =================================================================================================
const eid = (ctx) => hex(ctx.r, 7);
function eW(ctx, type, inner, skinName = 'default') {
  const id = eid(ctx);
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.${skinName}">
				<div class="elementor-widget-container">
			${inner}
				</div>
				</div>`;
}
function eCol(ctx, size, inner, top = true) {
  const id = eid(ctx);
  return `<div class="elementor-column elementor-col-${size} ${top ? 'elementor-top-column' : 'elementor-inner-column'} elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column">
			<div class="elementor-widget-wrap elementor-element-populated">
					${inner}
					</div>
		</div>`;
}
function eSection(ctx, cols, inner = false, extra = '') {
  const id = eid(ctx);
  return `<section class="elementor-section ${inner ? 'elementor-inner-section' : 'elementor-top-section'} elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default elementor-section-height-default${extra}" data-id="${id}" data-element_type="section">
						<div class="elementor-container elementor-column-gap-default">
					${cols.join('\n')}
					</div>
		</section>`;
}
const eColSize = (n) => ({ 1: 100, 2: 50, 3: 33, 4: 25 }[n] || 33);
function eImg(ctx, p, n) {
  const d = ctx.s.domain; const sl = slug(p.n); const id = 100 + n;
  return `<img loading="lazy" decoding="async" width="600" height="600" src="https://${d}/wp-content/uploads/2023/0${(n % 8) + 1}/${sl}.jpg" class="attachment-full size-full wp-image-${id}" alt="" srcset="https://${d}/wp-content/uploads/2023/0${(n % 8) + 1}/${sl}.jpg 600w, https://${d}/wp-content/uploads/2023/0${(n % 8) + 1}/${sl}-300x300.jpg 300w, https://${d}/wp-content/uploads/2023/0${(n % 8) + 1}/${sl}-150x150.jpg 150w" sizes="(max-width: 600px) 100vw, 600px" />`;
}
function eIconList(ctx, items) {
  return `<ul class="elementor-icon-list-items">
${items.map(([icon, html]) => `							<li class="elementor-icon-list-item">
											<span class="elementor-icon-list-icon">
							${icon === 'mail' ? svgMail : icon === 'phone' ? svgPhone : '<i aria-hidden="true" class="fas fa-check"></i>'}						</span>
										<span class="elementor-icon-list-text">${html}</span>
									</li>`).join('\n')}
						</ul>`;
}
function wpLogo(ctx, base) {
  const d = ctx.s.domain;
  const set = retina(ctx, `https://${d}/wp-content/uploads/2022/11/logo`, 'png');
  return `<img width="240" height="80" src="https://${d}/wp-content/uploads/2022/11/logo.png" class="custom-logo" alt="${esc(ctx.s.name)}" decoding="async"${set ? ` srcset="${set}"` : ''} />`;
}

const elementor = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain; const pid = 10 + s.pages.indexOf(pg) * 7;
    const nav = navPages(ctx).map((p, i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${p === pg ? ' current-menu-item page_item current_page_item' : ''} menu-item-${200 + i}"><a href="${p.p}" class="elementor-item${p === pg ? ' elementor-item-active' : ''}"${p === pg ? ' aria-current="page"' : ''}>${esc(p.t)}</a></li>`).join('\n');
    const headerCols = [
      eCol(ctx, 33, eW(ctx, 'theme-site-logo', `<a href="https://${d}/">\n${wpLogo(ctx)}\n</a>`, 'default')),
      eCol(ctx, 66, eW(ctx, 'nav-menu', `<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${eid(ctx)}" class="elementor-nav-menu">\n${nav}\n</ul></nav>`)),
    ];
    const fe = footerEmails(ctx, '<br>');
    const footCols = [
      eCol(ctx, 33, eW(ctx, 'heading', `<h4 class="elementor-heading-title elementor-size-default">${esc(s.name)}</h4>`) + eW(ctx, 'text-editor', `<p>${esc(s.address || '')}</p>`)),
      eCol(ctx, 33, eW(ctx, 'icon-list', eIconList(ctx, [
        ...(s.phone ? [['phone', `<a href="${telHref(s.phone)}">${esc(s.phone)}</a>`]] : []),
        ...(fe ? [['mail', fe]] : []),
      ]))),
      eCol(ctx, 33, eW(ctx, 'text-editor', `<p>${footPages(ctx).map((p) => `<a href="${p.p}">${esc(p.t)}</a>`).join(' | ')}</p><p>© ${year(ctx)} ${esc(s.name)}. ${esc(ctx.L.rights)}.</p>${agencyCredit(ctx) ? `<p>${agencyCredit(ctx)}</p>` : ''}`)),
    ];
    return `<!doctype html>
<html lang="${htmlLang(ctx)}">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${esc(titleOf(ctx, pg))}</title>
<meta name="description" content="${esc(s.desc || s.intro || s.kind)}" />
<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1" />
<link rel="canonical" href="https://${d}${pg.p}" />
<meta property="og:locale" content="${hreflang(ctx).replace('-', '_')}" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${esc(titleOf(ctx, pg))}" />
<meta property="og:url" content="https://${d}${pg.p}" />
<meta property="og:site_name" content="${esc(s.name)}" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="${esc(s.name)} &raquo; Feed" href="https://${d}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://${d}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://${d}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://${d}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://${d}/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-post-${pid}-css' href='https://${d}/wp-content/uploads/elementor/css/post-${pid}.css?ver=1708${Math.floor(ctx.r() * 1e6)}' media='all' />
${ctx.s.team?.v === 1 ? `<link rel='stylesheet' id='eael-general-css' href='https://${d}/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=5.9.8' media='all' />\n` : ''}${ctx.s.team?.v === 3 ? `<link rel='stylesheet' id='pa-frontend-css' href='https://${d}/wp-content/uploads/premium-addons-elementor/pa-frontend-${hex(ctx.r, 9)}.min.css?ver=1708512345' media='all' />\n` : ''}<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Roboto%3A100%2C100italic%2C200%2C300%2C400%2C500%2C600%2C700&#038;display=swap&#038;ver=6.4.3' media='all' />
<script src="https://${d}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://${d}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://${d}/wp-json/" /><link rel="alternate" type="application/json" href="https://${d}/wp-json/wp/v2/pages/${pid}" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints, block_editor_assets_optimize, e_image_loading_optimization; settings: css_print_method-external, google_font-enabled, font_display-swap">
${headExtras(ctx, pg)}<link rel="icon" href="https://${d}/wp-content/uploads/2022/11/favicon-32x32.png" sizes="32x32" />
</head>
<body class="${pg.p === '/' ? 'home ' : ''}page-template-default page page-id-${pid} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pid}">
<a class="skip-link screen-reader-text" href="#content">${esc(ctx.L.skip)}</a>
		<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header" data-elementor-post-type="elementor_library">
${eSection(ctx, headerCols, false, ' elementor-section-content-middle')}
		</div>
		<div data-elementor-type="wp-page" data-elementor-id="${pid}" class="elementor elementor-${pid}" data-elementor-post-type="page">
${body}
		</div>
		<div data-elementor-type="footer" data-elementor-id="57" class="elementor elementor-57 elementor-location-footer" data-elementor-post-type="elementor_library">
${eSection(ctx, footCols)}
		</div>
${cookieBar(ctx, 'cookie-notice-hidden')}
<script src="https://${d}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.19.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://${d}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) { return eSection(ctx, [eCol(ctx, 100, inner)], false, o.cls === 'hero' ? ' elementor-section-height-min-height elementor-section-items-middle' : ''); },
  h(ctx, text, lvl) { return eW(ctx, 'heading', `<h${lvl} class="elementor-heading-title elementor-size-default">${esc(text)}</h${lvl}>`); },
  p(ctx, html) { return eW(ctx, 'text-editor', html.startsWith('<') ? html : `<p>${html}</p>`); },
  list(ctx, items) { return eW(ctx, 'icon-list', eIconList(ctx, items.map((x) => ['check', esc(x)]))); },
  grid(ctx, ppl, team) {
    const v = team.v ?? 0; const per = team.cols || (ppl.length % 4 === 0 ? 4 : 3);
    const cards = ppl.map((p, i) => {
      const mailHtml = personMail(ctx, p);
      if (v === 1) {
        return eW(ctx, 'eael-team-member', `<div id="eael-team-member-${eid(ctx)}" class="eael-team-item eael-team-members-simple "${iscope(ctx)}>
		<div class="eael-team-item-inner">
			<div class="eael-team-image">
				<figure><img src="https://${ctx.s.domain}/wp-content/uploads/2023/05/${slug(p.n)}-400x400.jpg" alt="${esc(p.n)}"></figure>
			</div>
			<div class="eael-team-content">
				<h3 class="eael-team-member-name"${ip(ctx, 'name')}>${esc(p.n)}</h3><h4 class="eael-team-member-position"${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</h4>
				${p.li ? `<ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="${p.li}" target="_blank"><i class="fab fa-linkedin"></i></a></li></ul>` : ''}
				<p class="eael-team-text">${bioOf(p)}${mailHtml ? `<br>${mailHtml}` : ''}</p>
			</div>
		</div>
	</div>`);
      }
      if (v === 2) {
        const items = [];
        if (p.ph) items.push(['phone', `<a href="${telHref(p.ph)}">${esc(p.ph)}</a>`]);
        if (mailHtml) items.push(['mail', mailHtml]);
        return (p.img === false ? '' : eW(ctx, 'image', eImg(ctx, p, i)))
          + eW(ctx, 'heading', `<h4 class="elementor-heading-title elementor-size-default">${esc(p.n)}</h4>`)
          + (p.t ? eW(ctx, 'text-editor', `<p><em>${esc(p.t)}</em></p>${p.bio ? `<p>${bioOf(p)}</p>` : ''}`) : '')
          + (items.length ? eW(ctx, 'icon-list', eIconList(ctx, items)) : '');
      }
      if (v === 3) {
        return eW(ctx, 'premium-addon-person', `<div class="premium-person-container premium-person-style1"${iscope(ctx)}>
	<div class="premium-person-image-container">
		<div class="premium-person-image-wrap"><img src="https://${ctx.s.domain}/wp-content/uploads/2023/02/${slug(p.n)}.webp" class="premium-person-image" alt="${esc(p.n)}"></div>
	</div>
	<div class="premium-person-info">
		<div class="premium-person-info-container">
			<h2 class="premium-person-name"><span${ip(ctx, 'name')}>${esc(p.n)}</span></h2>
			${p.t ? `<h4 class="premium-person-title"><span${ip(ctx, 'jobTitle')}>${esc(p.t)}</span></h4>` : ''}
			<div class="premium-person-content"><p>${bioOf(p)}</p>${mailHtml ? `<p>${mailHtml}</p>` : ''}</div>
			${p.li ? `<ul class="premium-person-social-list"><li class="premium-person-list-item premium-person-linkedin"><a href="${p.li}" class="premium-person-social-link"><i class="fab fa-linkedin-in" aria-hidden="true"></i></a></li></ul>` : ''}
		</div>
	</div>
</div>`);
      }
      return eW(ctx, 'image-box', `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img">${eImg(ctx, p, i)}</figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(p.n)}</h3><p class="elementor-image-box-description">${esc(p.t ?? '')}${p.bio ? `<br>${bioOf(p)}` : ''}</p></div></div>`)
        + (mailHtml ? eW(ctx, 'text-editor', `<p style="text-align: center;">${mailHtml}</p>`) : '');
    });
    const rows = [];
    for (let i = 0; i < cards.length; i += per) rows.push(eSection(ctx, cards.slice(i, i + per).map((c) => eCol(ctx, eColSize(per), c, false)), true));
    return rows.join('\n');
  },
  form(ctx) {
    const s = ctx.s; const L = ctx.L; const fid = eid(ctx);
    const ph = placeholder(ctx, L.email);
    return this.sec(ctx, this.h(ctx, L.writeUs, 2) + eW(ctx, 'form', `<form class="elementor-form" method="post" name="${esc(L.contact)}">
			<input type="hidden" name="post_id" value="${10 + s.pages.indexOf(ctx.page) * 7}"/>
			<input type="hidden" name="form_id" value="${fid}"/>
			<div class="elementor-form-fields-wrapper elementor-labels-">
				<div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50">
					<label for="form-field-name" class="elementor-field-label elementor-screen-only">${esc(L.name)}</label>
					<input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm  elementor-field-textual" placeholder="${esc(L.namePh)}">
				</div>
				<div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-50 elementor-field-required">
					<label for="form-field-email" class="elementor-field-label elementor-screen-only">${esc(L.email)}</label>
					<input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm  elementor-field-textual" placeholder="${esc(ph)}" required="required" aria-required="true">
				</div>
				<div class="elementor-field-type-textarea elementor-field-group elementor-column elementor-field-group-message elementor-col-100">
					<textarea class="elementor-field-textual elementor-field  elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4" placeholder="${esc(L.msgPh)}"></textarea>
				</div>
				<div class="elementor-field-type-acceptance elementor-field-group elementor-column elementor-col-100"><div class="elementor-field-subgroup"><span class="elementor-field-option"><input type="checkbox" name="form_fields[acceptance]" id="form-field-acceptance" class="elementor-field elementor-size-sm  elementor-acceptance-field" required="required" aria-required="true"> <label for="form-field-acceptance">${esc(L.accept)}</label></span></div></div>
				<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons">
					<button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">${esc(L.send)}</span></span></button>
				</div>
			</div>
		</form>`), {});
  },
  contact(ctx) {
    const s = ctx.s; const L = ctx.L;
    const items = [];
    if (s.address) items.push(['check', esc(s.address)]);
    if (s.phone) items.push(['phone', `<a href="${telHref(s.phone)}">${esc(s.phone)}</a>`]);
    for (const e of emailsAt(ctx, 'contact')) items.push(['mail', fmtMail(ctx, e)]);
    return this.sec(ctx, this.h(ctx, s.contactH || L.contact, 2) + (s.contactIntro ? this.p(ctx, T(ctx, s.contactIntro)) : '') + eW(ctx, 'icon-list', eIconList(ctx, items)) + (s.hours ? this.h(ctx, L.hours, 4) + this.list(ctx, s.hours) : ''));
  },
  quote(ctx, t, by) { return eW(ctx, 'testimonial', `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">${esc(t)}</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">${esc(by)}</div></div></div></div></div>`); },
};

// =================================================================================================
// WordPress, classic/block theme (Astra / GeneratePress / Twenty Twenty-One), Gutenberg blocks
// =================================================================================================
const wordpress = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain; const pid = 2 + s.pages.indexOf(pg) * 5;
    const theme = s.theme || 'astra';
    const nav = navPages(ctx).map((p, i) => `<li id="menu-item-${30 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${p === pg ? ' current-menu-item page_item page-item-' + pid + ' current_page_item' : ''} menu-item-${30 + i}"><a href="https://${d}${p.p}"${p === pg ? ' aria-current="page"' : ''} class="menu-link">${esc(p.t)}</a></li>`).join('\n');
    const fe = footerEmails(ctx, ' &middot; ');
    return `<!DOCTYPE html>
<html lang="${htmlLang(ctx)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${esc(titleOf(ctx, pg))}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${esc(s.name)} &raquo; Feed" href="https://${d}/feed/" />
<script>
window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/${d}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.4.3"}};
</script>
<link rel='stylesheet' id='wp-block-library-css' href='https://${d}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='${theme}-theme-css-css' href='https://${d}/wp-content/themes/${theme}/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://${d}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7' media='all' />
${headExtras(ctx, pg)}<link rel="https://api.w.org/" href="https://${d}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://${d}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.4.3" />
<link rel="canonical" href="https://${d}${pg.p}" />
<link rel='shortlink' href='https://${d}/?p=${pid}' />
</head>

<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="${pg.p === '/' ? 'home ' : ''}page-template-default page page-id-${pid} wp-custom-logo ${theme}-theme ast-desktop ast-page-builder-template ast-no-sidebar">
<a class="skip-link screen-reader-text" href="#content">${esc(ctx.L.skip)}</a>
<div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
	<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="ast-flex main-header-container">
		<div class="site-branding"><div class="ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope">
			<span class="site-logo-img"><a href="https://${d}/" class="custom-logo-link" rel="home">${wpLogo(ctx)}</a></span>
			<div class="ast-site-title-wrap"><span class="site-title" itemprop="name"><a href="https://${d}/" rel="home" itemprop="url">${esc(s.name)}</a></span>
			${s.tagline ? `<p class="site-description" itemprop="description">${esc(s.tagline)}</p>` : ''}</div>
		</div></div>
		<nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope">
			<div class="main-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex ast-justify-content-flex-end submenu-with-border">
${nav}
</ul></div>
		</nav>
	</div></div></div></div>
</header>
	<div id="content" class="site-content">
		<div class="ast-container">
	<div id="primary" class="content-area primary">
		<main id="main" class="site-main">
<article class="post-${pid} page type-page status-publish ast-article-single" id="post-${pid}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
	<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(pg.h || (pg.p === '/' ? s.name : pg.t))}</h1></header>
	<div class="entry-content clear" itemprop="text">
${body}
	</div>
</article>
		</main>
	</div>
		</div>
	</div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
	<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder">
		<div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row">
			<div class="site-footer-below-section-1 site-footer-section site-footer-section-1">
				<div class="ast-footer-copyright"><p>Copyright &copy; ${year(ctx)} ${esc(s.name)}${s.address ? ` &middot; ${esc(s.address)}` : ''}${s.phone ? ` &middot; ${esc(s.phone)}` : ''}${fe ? ` &middot; ${fe}` : ''}</p>
				<p>${footPages(ctx).map((p) => `<a href="https://${d}${p.p}">${esc(p.t)}</a>`).join(' | ')}${agencyCredit(ctx) ? ` | ${agencyCredit(ctx)}` : ''}</p></div>
			</div>
		</div></div>
	</div>
</footer>
</div>
<script src="https://${d}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
<script src="https://${d}/wp-content/themes/${theme}/assets/js/minified/frontend.min.js?ver=4.6.4" id="${theme}-theme-js-js"></script>
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) {
    if (o.cls === 'page-title') return '';
    return `<div class="wp-block-group ${o.cls ? `is-style-${o.cls} ` : ''}has-global-padding is-layout-constrained wp-block-group-is-layout-constrained">\n${inner}\n</div>\n`;
  },
  h(ctx, text, lvl) { return `<h${Math.max(lvl, 2)} class="wp-block-heading">${esc(text)}</h${Math.max(lvl, 2)}>\n`; },
  p(ctx, html, o = {}) { return o.raw || /^<(p|ul|table|h\d|div|figure)/.test(html) ? html + '\n' : `<p>${html}</p>\n`; },
  list(ctx, items) { return `<ul>\n${items.map((x) => `<li>${esc(x)}</li>`).join('\n')}\n</ul>\n`; },
  grid(ctx, ppl, team) {
    const d = ctx.s.domain; const v = team.v ?? 0;
    const img = (p, i, cls = '') => `<img decoding="async" width="400" height="400" src="https://${d}/wp-content/uploads/2022/0${(i % 9) + 1}/${slug(p.n)}-400x400.jpg" alt="${esc(p.alt ?? p.n)}" class="wp-image-${300 + i}${cls}"/>`;
    if (v === 1) {
      return ppl.map((p, i) => `<div class="wp-block-media-text alignwide is-stacked-on-mobile${i % 2 ? ' has-media-on-the-right' : ''}"${iscope(ctx)}><figure class="wp-block-media-text__media">${img(p, i, ' size-full')}</figure><div class="wp-block-media-text__content">
<p class="has-medium-font-size"><strong${ip(ctx, 'name')}>${esc(p.n)}</strong>${p.t ? ` · <em${ip(ctx, 'jobTitle')}>${esc(p.t)}</em>` : ''}</p>
${p.bio ? `<p>${bioOf(p)}</p>` : ''}${p.e ? `<p>${personMail(ctx, p)}</p>` : ''}
</div></div>`).join('\n\n');
    }
    if (v === 2) {
      return ppl.map((p, i) => `<p${iscope(ctx)}>${p.img === false ? '' : `<img decoding="async" class="alignleft size-thumbnail wp-image-${410 + i}" src="https://${d}/wp-content/uploads/2019/03/${slug(p.n)}-150x150.jpg" alt="" width="150" height="150" />`}<strong>${p.pre ? `${esc(p.pre)} ` : ''}<span${ip(ctx, 'name')}>${esc(p.n)}</span></strong><br />
${p.t ? `<span${ip(ctx, 'jobTitle')}>${esc(p.t)}</span><br />\n` : ''}${p.ph ? `Tel. ${esc(p.ph)}<br />\n` : ''}${p.e ? personMail(ctx, p) : ''}</p>
${p.bio ? `<p>${bioOf(p)}</p>\n` : ''}<hr class="wp-block-separator has-alpha-channel-opacity"/>`).join('\n');
    }
    if (v === 3) {
      return `<figure class="wp-block-gallery has-nested-images columns-${Math.min(ppl.length, 3)} is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex">
${ppl.map((p, i) => `<figure class="wp-block-image size-large">${img(p, i)}<figcaption class="wp-element-caption">${esc(p.n)}${p.t ? `${team.capSep ?? ', '}${esc(p.t)}` : ''}</figcaption></figure>`).join('\n')}
</figure>` + (ppl.some((p) => p.e) ? `\n<p>${ppl.filter((p) => p.e).map((p) => `${esc(p.n.split(' ')[0])}: ${personMail(ctx, p)}`).join('<br>')}</p>` : '');
    }
    const per = team.cols || 3; const rows = [];
    for (let i = 0; i < ppl.length; i += per) {
      rows.push(`<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-${alnum(ctx.r, 1)}${i} wp-block-columns-is-layout-flex">
${ppl.slice(i, i + per).map((p, k) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"${iscope(ctx)}>
<figure class="wp-block-image size-full is-style-rounded">${img(p, i + k)}</figure>
<h3 class="wp-block-heading has-text-align-center"${ip(ctx, 'name')}>${esc(p.n)}</h3>
${p.t ? `<p class="has-text-align-center"${ip(ctx, 'jobTitle')}>${esc(p.t)}</p>` : ''}${p.bio ? `\n<p class="has-small-font-size">${bioOf(p)}</p>` : ''}${p.e ? `\n<p class="has-text-align-center has-small-font-size">${personMail(ctx, p)}</p>` : ''}
</div>`).join('\n')}
</div>`);
    }
    return rows.join('\n');
  },
  form(ctx) {
    const L = ctx.L; const ph = placeholder(ctx, '');
    const num = 40 + Math.floor(ctx.r() * 100);
    return `<div class="wpcf7 no-js" id="wpcf7-f${num}-p7-o1" lang="${htmlLang(ctx)}" dir="ltr">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="${ctx.page.p}#wpcf7-f${num}-p7-o1" method="post" class="wpcf7-form init" aria-label="Formulario de contacto" novalidate="novalidate" data-status="init">
<div style="display: none;"><input type="hidden" name="_wpcf7" value="${num}" /><input type="hidden" name="_wpcf7_version" value="5.8.7" /><input type="hidden" name="_wpcf7_locale" value="${hreflang(ctx).replace('-', '_')}" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f${num}-p7-o1" /></div>
<p><label> ${esc(L.name)}<br />
<span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span> </label></p>
<p><label> ${esc(L.email)}<br />
<span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false"${ph ? ` placeholder="${esc(ph)}"` : ''} value="" type="email" name="your-email" /></span> </label></p>
<p><label> ${esc(L.message)}<br />
<span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span> </label></p>
<p><span class="wpcf7-form-control-wrap" data-name="acceptance-1"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="acceptance-1" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">${esc(L.accept)}</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${esc(L.send)}" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>\n`;
  },
  quote(ctx, t, by) { return `<figure class="wp-block-pullquote"><blockquote><p>${esc(t)}</p><cite>${esc(by)}</cite></blockquote></figure>`; },
};

// =================================================================================================
// Divi
// =================================================================================================
function dMod(ctx, type, inner, extra = '') { const n = ctx.n(type); return `<div class="et_pb_module et_pb_${type} et_pb_${type}_${n}${extra}">\n${inner}\n</div>`; }
function dText(ctx, html) { return dMod(ctx, 'text', `<div class="et_pb_text_inner">${html}</div>`, ' et_pb_text_align_left et_pb_bg_layout_light'); }
function dRow(ctx, cols, type = '1_3') {
  const n = ctx.n('row');
  return `<div class="et_pb_row et_pb_row_${n}${cols.length > 1 ? ' et_pb_gutters2' : ''}">
${cols.map((c, i) => `<div class="et_pb_column et_pb_column_${cols.length === 1 ? '4_4' : type} et_pb_column_${ctx.n('col')}  et_pb_css_mix_blend_mode_passthrough${i === cols.length - 1 ? ' et-last-child' : ''}">\n${c}\n</div>`).join('\n')}
</div>`;
}
function dSection(ctx, inner, cls = '') { const n = ctx.n('section'); return `<div class="et_pb_section et_pb_section_${n} ${cls}et_section_regular" >\n${inner}\n</div>`; }

const divi = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain; const pid = 2 + s.pages.indexOf(pg) * 9;
    const nav = navPages(ctx).map((p, i) => `<li id="menu-item-${60 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${p === pg ? ' current-menu-item page_item current_page_item' : ''} menu-item-${60 + i}"><a href="https://${d}${p.p}"${p === pg ? ' aria-current="page"' : ''}>${esc(p.t)}</a></li>`).join('\n');
    const fe = footerEmails(ctx, ' | ');
    const logoSet = retina(ctx, `https://${d}/wp-content/uploads/2021/03/logo-${slug(s.name).slice(0, 12)}`, 'png');
    return `<!DOCTYPE html>
<html lang="${htmlLang(ctx)}">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://${d}/xmlrpc.php" />
	<script type="text/javascript">
		document.documentElement.className = 'js';
	</script>
	<title>${esc(titleOf(ctx, pg))}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel='stylesheet' id='wp-block-library-css' href='https://${d}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://${d}/wp-content/themes/Divi/style-static.min.css?ver=4.23.4' type='text/css' media='all' />
<link rel='stylesheet' id='divi-dynamic-css' href='https://${d}/wp-content/et-cache/${pid}/et-divi-dynamic-${pid}.css?ver=1707${Math.floor(ctx.r() * 1e6)}' type='text/css' media='all' />
<script type="text/javascript" src="https://${d}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
${headExtras(ctx, pg)}<meta name="generator" content="WordPress 6.4.2" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<link rel="preload" href="https://${d}/wp-content/themes/Divi/core/admin/fonts/modules/all/modules.woff" as="font" type="font/woff" crossorigin="anonymous">
<link rel="stylesheet" id="et-divi-customizer-global-cached-inline-styles" href="https://${d}/wp-content/et-cache/global/et-divi-customizer-global.min.css?ver=1707000000" />
</head>
<body class="${pg.p === '/' ? 'home ' : ''}page-template-default page page-id-${pid} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter linux et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
	<div id="page-container">
	${s.topBar ? `<div id="top-header"><div class="container clearfix"><div id="et-info">${s.phone ? `<span id="et-info-phone">${esc(s.phone)}</span>` : ''}${emailsAt(ctx, 'top').map((e) => `<span id="et-info-email">${fmtMail(ctx, e)}</span>`).join('')}</div></div></div>` : ''}
		<header id="main-header" data-height-onload="66">
			<div class="container clearfix et_menu_container">
				<div class="logo_container">
					<span class="logo_helper"></span>
					<a href="https://${d}/">
						<img src="https://${d}/wp-content/uploads/2021/03/logo-${slug(s.name).slice(0, 12)}.png" width="320" height="90" alt="${esc(s.name)}" id="logo" data-height-percentage="54"${logoSet ? ` srcset="${logoSet}"` : ''} />
					</a>
				</div>
				<div id="et-top-navigation" data-height="66" data-fixed-height="40">
					<nav id="top-menu-nav">
					<ul id="top-menu" class="nav">
${nav}
</ul>					</nav>
					<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${esc(ctx.L.menu)}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
				</div>
			</div>
		</header>
			<div id="et-main-area">
<div id="main-content">
			<article id="post-${pid}" class="post-${pid} page type-page status-publish hentry">
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
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons">
	<li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/${slug(s.name).replace(/-/g, '')}" class="icon"><span>Facebook</span></a></li>
	<li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/${slug(s.name).replace(/-/g, '')}" class="icon"><span>Instagram</span></a></li>
</ul><div id="footer-info">© ${year(ctx)} ${esc(s.name)}${s.address ? ` | ${esc(s.address)}` : ''}${s.phone ? ` | ${esc(s.phone)}` : ''}${fe ? ` | ${fe}` : ''}<br>${footPages(ctx).map((p) => `<a href="https://${d}${p.p}">${esc(p.t)}</a>`).join(' | ')}${agencyCredit(ctx) ? ` | ${agencyCredit(ctx)}` : ''}</div>
			</div>
		</div>
	</footer>
		</div>
	</div>
	<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};
/* ]]> */
</script>
<script type="text/javascript" src="https://${d}/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.4" id="divi-custom-script-js"></script>
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) { return dSection(ctx, dRow(ctx, [inner]), o.cls === 'hero' ? 'et_pb_with_background et_pb_fullwidth_section ' : ''); },
  h(ctx, text, lvl) { return dText(ctx, `<h${lvl}>${esc(text)}</h${lvl}>`); },
  p(ctx, html) { return dText(ctx, html.startsWith('<') ? html : `<p>${html}</p>`); },
  list(ctx, items) { return dText(ctx, `<ul>\n${items.map((x) => `<li>${esc(x)}</li>`).join('\n')}\n</ul>`); },
  grid(ctx, ppl, team) {
    const d = ctx.s.domain; const v = team.v ?? 0; const per = team.cols || 3;
    const cards = ppl.map((p, i) => {
      const mailHtml = p.e ? personMail(ctx, p) : '';
      if (v === 2) {
        return dMod(ctx, 'blurb', `<div class="et_pb_blurb_content">
	<div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><img decoding="async" width="300" height="300" src="https://${d}/wp-content/uploads/2022/06/${slug(p.n)}.jpg" alt="" class="et-waypoint et_pb_animation_top et_pb_animation_top_tablet et_pb_animation_top_phone wp-image-${500 + i}" /></span></div>
	<div class="et_pb_blurb_container">
		<h4 class="et_pb_module_header"><span>${esc(p.n)}</span></h4>
		<div class="et_pb_blurb_description"><p>${esc(p.t ?? '')}</p>${p.bio ? `<p>${bioOf(p)}</p>` : ''}${mailHtml ? `<p>${mailHtml}</p>` : ''}</div>
	</div>
</div>`, ' et_pb_text_align_center  et_pb_blurb_position_top et_pb_bg_layout_light');
      }
      return dMod(ctx, 'team_member', `${v === 1 || p.img === false ? '' : `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="https://${d}/wp-content/uploads/2023/01/${slug(p.n)}.jpg" alt="${esc(p.n)}" /></div>`}
<div class="et_pb_team_member_description">
	<h4 class="et_pb_module_header">${esc(p.n)}</h4>
	${p.t ? `<p class="et_pb_member_position">${esc(p.t)}</p>` : ''}
	<div>${p.bio ? `<p>${bioOf(p)}</p>` : ''}${mailHtml ? `<p>${mailHtml}</p>` : ''}</div>
	${p.li ? `<ul class="et_pb_member_social_links"><li><a href="${p.li}" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul>` : ''}
</div>`, ` clearfix  et_pb_bg_layout_light${v === 1 || p.img === false ? ' et_pb_team_member_no_image' : ''}`);
    });
    const rows = [];
    for (let i = 0; i < cards.length; i += per) rows.push(dRow(ctx, cards.slice(i, i + per), per === 4 ? '1_4' : per === 2 ? '1_2' : '1_3'));
    return rows.join('\n');
  },
  wrapTeam(ctx, head, inner) { return dSection(ctx, dRow(ctx, [head]) + '\n' + inner); },
  form(ctx) {
    const L = ctx.L; const n = ctx.n('contact_form'); const ph = placeholder(ctx, L.email);
    return dSection(ctx, dRow(ctx, [`<div id="et_pb_contact_form_${n}" class="et_pb_module et_pb_contact_form_${n} et_pb_contact_form_container clearfix" data-form_unique_num="${n}">
	<h2 class="et_pb_contact_main_title">${esc(L.writeUs)}</h2>
	<div class="et-pb-contact-message"></div>
	<div class="et_pb_contact">
		<form class="et_pb_contact_form clearfix" method="post" action="https://${ctx.s.domain}${ctx.page.p}">
			<p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input">
				<label for="et_pb_contact_name_${n}" class="et_pb_contact_form_label">${esc(L.name)}</label>
				<input type="text" id="et_pb_contact_name_${n}" class="input" value="" name="et_pb_contact_name_${n}" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="${esc(L.name)}">
			</p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email">
				<label for="et_pb_contact_email_${n}" class="et_pb_contact_form_label">${esc(L.email)}</label>
				<input type="text" id="et_pb_contact_email_${n}" class="input" value="" name="et_pb_contact_email_${n}" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="${esc(ph)}">
			</p><p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="message" data-type="text">
				<label for="et_pb_contact_message_${n}" class="et_pb_contact_form_label">${esc(L.message)}</label>
				<textarea name="et_pb_contact_message_${n}" id="et_pb_contact_message_${n}" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="${esc(L.message)}"></textarea>
			</p>
			<input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_${n}"/>
			<div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">${esc(L.send)}</button></div>
			<input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-${n}" name="_wpnonce-et-pb-contact-form-submitted-${n}" value="${hex(ctx.r, 10)}" />
		</form>
	</div>
</div>`]));
  },
  quote(ctx, t, by) { return dMod(ctx, 'testimonial', `<div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>${esc(t)}</p></div></div><span class="et_pb_testimonial_author">${esc(by)}</span></div>`, ' clearfix et_pb_bg_layout_light'); },
};

// =================================================================================================
// Wix (Thunderbolt renderer): absolutely positioned components, generated ids, rich-text spans
// =================================================================================================
const wid = (ctx) => `comp-${alnum(ctx.r, 8)}`;
const wixClass = (ctx) => `${alnum(ctx.r, 6)} ${alnum(ctx.r, 6)}`;
function wRich(ctx, inner, cssPos) {
  const id = wid(ctx);
  if (cssPos !== undefined) ctx.wixCss.push(`#${id}{left:${cssPos[0]}px;top:${cssPos[1]}px;width:${cssPos[2] || 280}px;position:absolute}`);
  return `<div id="${id}" class="${wixClass(ctx)} ${id} wixui-rich-text" data-testid="richTextElement">${inner}</div>`;
}
const wP = (html, font = 'font_8', extra = '') => `<p class="${font} wixui-rich-text__text"${extra}>${html}</p>`;
const wSpan = (html, style = '') => `<span${style ? ` style="${style}"` : ''} class="wixui-rich-text__text">${html}</span>`;
function wSplitName(n) {
  const parts = n.split(' ');
  if (parts.length < 2) return wSpan(esc(n));
  return wSpan(esc(parts[0]) + ' ', 'font-weight:bold;') + wSpan(esc(parts.slice(1).join(' ')), 'font-weight:bold;');
}
function wImg(ctx, name, w = 250, h = 250, alt = '') {
  const u = `${hex(ctx.r, 6)}_${hex(ctx.r, 32)}~mv2.jpg`;
  const id = wid(ctx);
  return `<div id="${id}" class="${wixClass(ctx)} ${id} wixui-image" data-testid="imageX"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"${id}","displayMode":"fill","targetWidth":${w},"targetHeight":${h},"isLQIP":false,"imageData":{"width":1080,"height":1080,"uri":"${u}","name":"${esc(name)}","displayMode":"fill"}}' data-motion-part="BG_IMG ${id}" data-bg-effect-name="" data-has-ssr-src="true"><img src="https://static.wixstatic.com/media/${u}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${esc(name)}" alt="${esc(alt)}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" srcSet="https://static.wixstatic.com/media/${u}/v1/fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${esc(name)} 1x, https://static.wixstatic.com/media/${u}/v1/fill/w_${w * 2},h_${h * 2},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${esc(name)} 2x" fetchpriority="high"/></wow-image></div></div>`;
}
function wSection(ctx, inner) {
  const id = wid(ctx);
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER ${id}" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" data-motion-part="BG_MEDIA ${id}" class="VgO9Yg"></div></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></section>`;
}
const wix = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain; const L = ctx.L;
    ctx.wixCss = ctx.wixCss || [];
    const dsnKey = hex(ctx.r, 32);
    const dsn = `https://${dsnKey}@sentry-next.wixpress.com/68`;
    ctx.j(`${dsnKey}@sentry-next.wixpress.com`, 'junk-platform');
    ctx.j('thunderbolt@1.13905.0', 'junk-version');
    const extraWix = s.junk?.wixMail ? `,"ownerContact":"${s.junk.wixMail}"` : '';
    if (s.junk?.wixMail) ctx.j(s.junk.wixMail, 'junk-platform');
    const nav = navPages(ctx).map((p, i) => `<li data-testid="comp-${alnum(ctx.r, 8)}${i}" class="UDvQxZ wixui-dropdown-menu__item" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" data-data-id="dataItem-${alnum(ctx.r, 8)}" data-state="menu ${p === pg ? 'selected' : 'false'} idle link notMobile" id="comp-menu${i}" data-index="${i}"><a data-testid="linkElement" href="https://${d}${p.p === '/' ? '' : p.p}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="zKbzSQ" id="comp-menu${i}label">${esc(p.t)}</p></div></div></a></li>`).join('');
    const fe = footerEmails(ctx, '<br>');
    const credit = s.wixCredit === false ? '' : { es: 'Creado con Wix.com', en: 'Proudly created with Wix.com', pt: 'Criado com Wix.com', fr: 'Créé avec Wix.com', de: 'Erstellt mit Wix.com' }[s.lang];
    const footer = wRich(ctx, wP(wSpan(`© ${year(ctx)} ${esc(s.name)}. ${credit}`), 'font_9'))
      + (s.address ? wRich(ctx, wP(wSpan(esc(s.address)), 'font_9')) : '')
      + (fe ? wRich(ctx, wP(wSpan(fe), 'font_9')) : '')
      + (footPages(ctx).length ? wRich(ctx, wP(footPages(ctx).map((p) => `<a href="https://${d}${p.p}" target="_self" class="wixui-rich-text__text">${esc(p.t)}</a>`).join(' | '), 'font_9')) : '')
      + (agencyCredit(ctx) ? wRich(ctx, wP(wSpan(agencyCredit(ctx)), 'font_9')) : '');
    return `<!DOCTYPE html>
<html lang="${s.lang}" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/${hex(ctx.r, 6)}_${hex(ctx.r, 32)}%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/${hex(ctx.r, 6)}_${hex(ctx.r, 32)}%7Emv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-seo-renderer","type":"GA","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false,"ssrIndicator":false,"ssrOnly":false,"siteAssetsFallback":"enable","versionIndicator":false},"componentsLibrariesTopology":[{"artifactId":"editor-elements","namespace":"wixui","url":"https:\\/\\/static.parastorage.com\\/services\\/editor-elements\\/1.11312.0"}],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"language":{"userLanguage":"${s.lang}"},"siteAssets":{"clientTopology":{"mediaRootUrl":"https:\\/\\/static.wixstatic.com","staticMediaUrl":"https:\\/\\/static.wixstatic.com\\/media","moduleRepoUrl":"https:\\/\\/static.parastorage.com\\/unpkg","fileRepoUrl":"https:\\/\\/static.parastorage.com\\/services","siteAssetsUrl":"https:\\/\\/siteassets.parastorage.com","pageJsonServerUrls":["https:\\/\\/pages.parastorage.com","https:\\/\\/staticorigin.wixstatic.com"]}},"experiments":{"specs.thunderbolt.hardenFetchAndXHR":true}}</script>
  <script type="application/json" id="wix-fedops">{"data":{"site":{"metaSiteId":"${hex(ctx.r, 8)}-${hex(ctx.r, 4)}-${hex(ctx.r, 4)}-${hex(ctx.r, 4)}-${hex(ctx.r, 12)}","userId":"${hex(ctx.r, 8)}-${hex(ctx.r, 4)}-${hex(ctx.r, 4)}-${hex(ctx.r, 4)}-${hex(ctx.r, 12)}","siteRevision":"${40 + Math.floor(ctx.r() * 200)}","isResponsive":false,"isWixCodeInstalled":false,"isPremium":true${extraWix}},"requestUrl":"https:\\/\\/${d}${pg.p}","frogOnUserDomain":true,"fleetCode":0,"sentry":{"dsn":"${dsn}","release":"thunderbolt@1.13905.0"}}}</script>
  <title>${esc(pg.p === '/' ? `${s.name} | ${s.tagline || s.kind}` : `${pg.t} | ${s.name}`)}</title>
  <meta name="description" content="${esc(s.desc || s.intro || s.kind)}"/>
  <link rel="canonical" href="https://${d}${pg.p === '/' ? '' : pg.p}"/>
  <meta property="og:title" content="${esc(pg.t)} | ${esc(s.name)}"/>
  <meta property="og:url" content="https://${d}${pg.p === '/' ? '' : pg.p}"/>
  <meta property="og:site_name" content="${esc(s.name)}"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
${headExtras(ctx, pg)}  <style id="css_masterPage">${(ctx.wixCss || []).join('')}</style>
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
${wRich(ctx, `<h2 class="font_2 wixui-rich-text__text" style="font-size:26px;"><span style="letter-spacing:0.05em;" class="wixui-rich-text__text"><a href="https://${d}" target="_self" class="wixui-rich-text__text">${esc(s.name)}</a></span></h2>`)}
<wix-dropdown-menu id="comp-${alnum(ctx.r, 8)}" class="XRwtpn hGjOas comp-menu wixui-dropdown-menu hidden-during-prewarmup" tabIndex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${navPages(ctx).length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="ufOdt4" id="comp-menunavContainer" aria-label="Site"><ul class="iSgDjD" id="comp-menuitemsContainer" style="text-align:center" data-marginallchildren="true">${nav}</ul></nav></wix-dropdown-menu>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${alnum(ctx.r, 5)}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerpage${ctx.s.pages.indexOf(pg)}" class="Containerpage wixui-repeater__item"><div data-mesh-id="Containerinline" data-testid="inline-content" class=""><div data-mesh-id="Containerinline-gridContainer" data-testid="mesh-container-content">
${body}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
${footer}
</div></div></div></div></footer>
</div></div></div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.${hex(ctx.r, 8)}.bundle.min.js" async></script>
</body>
</html>
`;
  },
  sec(ctx, inner) { return wSection(ctx, inner); },
  h(ctx, text, lvl) { return wRich(ctx, `<h${lvl} class="font_${lvl + 1} wixui-rich-text__text">${wSpan(esc(text))}</h${lvl}>`); },
  p(ctx, html, o = {}) {
    if (o.raw || html.startsWith('<')) return wRich(ctx, html.replace(/<p>/g, '<p class="font_8 wixui-rich-text__text">'));
    return wRich(ctx, wP(wSpan(html, 'font-size:16px;')));
  },
  list(ctx, items) { return wRich(ctx, `<ul class="font_8 wixui-rich-text__text">${items.map((x) => `<li class="wixui-rich-text__text">${wP(wSpan(esc(x)))}</li>`).join('')}</ul>`); },
  grid(ctx, ppl, team) {
    const v = team.v ?? 0;
    const photo = (p) => (p.img === false ? '' : wImg(ctx, `${slug(p.n).replace(/-/g, '_')}.jpg`, 250, 250, p.n));
    const nameEl = (p, i) => wRich(ctx, `<h4 class="font_4 wixui-rich-text__text" style="font-size:20px;">${wSplitName(p.n)}</h4>`, [40 + (i % 3) * 320, 300, 280]);
    const titleEl = (p, i) => (p.t ? wRich(ctx, wP(wSpan(esc(p.t), 'color:#7A7A7A;')), [40 + (i % 3) * 320, 334, 280]) : '');
    const extraEl = (p, i) => {
      const m = p.e ? personMail(ctx, p, { attrs: ' target="_self" class="wixui-rich-text__text"' }) : '';
      const b = p.bio ? wSpan(esc(p.bio)) : '';
      return m || b ? wRich(ctx, wP([b, m ? wSpan(m, 'text-decoration:underline;') : ''].filter(Boolean).join('<br class="wixui-rich-text__text">')), [40 + (i % 3) * 320, 364, 280]) : '';
    };
    if (v === 1) {
      // components added by type: all photos, then all names, then all titles (DOM order ≠ visual cards)
      return ppl.map(photo).join('\n') + '\n' + ppl.map(nameEl).join('\n') + '\n' + ppl.map(titleEl).join('\n') + '\n' + ppl.map(extraEl).join('\n');
    }
    if (v === 2) {
      const rid = wid(ctx);
      return `<div id="${rid}" class="${wixClass(ctx)} ${rid} wixui-repeater" data-testid="repeater"><div class="V7OeEw" role="list">
${ppl.map((p, i) => `<div id="${rid.replace('comp-', 'comp-item')}__item-${alnum(ctx.r, 8)}" class="${wixClass(ctx)} wixui-repeater__item" role="listitem"><div data-mesh-id="${rid}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${rid}inlineContent-gridContainer" data-testid="mesh-container-content">
${photo(p)}
${wRich(ctx, `<p class="font_5 wixui-rich-text__text">${wSpan(esc(p.n), 'font-weight:700;')}</p>`)}
${p.t ? wRich(ctx, wP(wSpan(esc(p.t)))) : ''}
${extraEl(p, i)}
</div></div></div>`).join('\n')}
</div></div>`;
    }
    return ppl.map((p, i) => `${photo(p)}\n${nameEl(p, i)}\n${titleEl(p, i)}\n${extraEl(p, i)}`).join('\n');
  },
  wrapTeam(ctx, head, inner) { return wSection(ctx, head + '\n' + inner); },
  form(ctx) {
    const L = ctx.L; const fid = wid(ctx);
    const ph = placeholder(ctx, L.email);
    return wSection(ctx, `<div id="${fid}" class="${wixClass(ctx)} ${fid} wixui-form"><form class="JVi7i2" aria-label="contact form">
${wRich(ctx, `<h3 class="font_3 wixui-rich-text__text">${wSpan(esc(L.writeUs))}</h3>`)}
<div id="input_${wid(ctx)}" class="MpKiNN wixui-text-input"><div class="pUnTVX"><label for="input_n" class="wPeA6j">${esc(L.name)}</label><input type="text" name="first-name" id="input_n" class="KvoMHf has-custom-focus wixui-text-input__input" maxLength="100" placeholder="${esc(L.namePh)}" autoComplete="given-name" aria-required="true"/></div></div>
<div id="input_${wid(ctx)}" class="MpKiNN wixui-text-input"><div class="pUnTVX"><label for="input_e" class="wPeA6j">${esc(L.email)}</label><input type="email" name="email" id="input_e" class="KvoMHf has-custom-focus wixui-text-input__input" maxLength="250" placeholder="${esc(ph)}" required="" autoComplete="email" aria-required="true"/></div></div>
<div id="textarea_${wid(ctx)}" class="snt2Kn wixui-text-box"><label for="ta" class="LbxzfN">${esc(L.message)}</label><textarea id="ta" class="rEindN has-custom-focus wixui-text-box__input" placeholder="${esc(L.msgPh)}"></textarea></div>
<div class="comp-submit wixui-button" aria-disabled="false"><button aria-disabled="false" data-testid="buttonElement" class="uDW_Qe wixui-button PlZyDq" type="submit"><span class="w4Vxx6 wixui-button__label">${esc(L.send)}</span></button></div>
</form></div>`);
  },
  contact(ctx) {
    const s = ctx.s; const L = ctx.L;
    const bits = [];
    bits.push(wRich(ctx, `<h2 class="font_2 wixui-rich-text__text">${wSpan(esc(s.contactH || L.contact))}</h2>`));
    if (s.contactIntro) bits.push(this.p(ctx, T(ctx, s.contactIntro)));
    if (s.address) bits.push(wRich(ctx, wP(wSpan(esc(s.address)))));
    if (s.phone) bits.push(wRich(ctx, wP(wSpan(`${esc(L.phone)}: ${esc(s.phone)}`))));
    for (const e of emailsAt(ctx, 'contact')) bits.push(wRich(ctx, wP(wSpan(fmtMail(ctx, e, { attrs: ' target="_self" class="wixui-rich-text__text"' }), 'text-decoration:underline;'))));
    if (s.hours) bits.push(wRich(ctx, s.hours.map((h) => wP(wSpan(esc(h)))).join('')));
    return wSection(ctx, bits.join('\n'));
  },
};

// =================================================================================================
// Squarespace 7.0 / 7.1
// =================================================================================================
const yui = (ctx) => `yui_3_17_2_1_${1600000000000 + Math.floor(ctx.r() * 1e11)}_${Math.floor(ctx.r() * 90000)}`;
const sqBlock = (ctx, inner) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-${yui(ctx)}"><div class="sqs-block-content">\n<div class="sqs-html-content">\n${inner}\n</div>\n</div></div>`;
function sqImgUrl(ctx, name) { return `https://images.squarespace-cdn.com/content/v1/${ctx.sqId}/${1600000000000 + Math.floor(ctx.r() * 1e11)}-${alnum(ctx.r, 20).toUpperCase()}/${name}`; }
const squarespace = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain;
    const ident = `${['cobalt', 'mango', 'walrus', 'lemon', 'tangerine', 'salmon'][Math.floor(ctx.r() * 6)]}-${['bear', 'fish', 'owl', 'lynx', 'wren'][Math.floor(ctx.r() * 5)]}-${alnum(ctx.r, 4)}`;
    const nav = navPages(ctx).map((p) => `<div class="header-nav-item header-nav-item--collection${p === pg ? ' header-nav-item--active' : ''}"><a href="${p.p}" data-animation-role="header-element"${p === pg ? ' aria-current="page"' : ''}>${esc(p.t)}</a></div>`).join('\n');
    const fe = footerEmails(ctx, '<br>');
    const footer = sqBlock(ctx, `<p class="" style="white-space:pre-wrap;"><strong>${esc(s.name)}</strong><br>${esc(s.address || '')}${s.phone ? `<br>${esc(s.phone)}` : ''}${fe ? `<br>${fe}` : ''}</p><p class="sqsrte-small">${footPages(ctx).map((p) => `<a href="${p.p}">${esc(p.t)}</a>`).join(' · ')}</p>${agencyCredit(ctx) ? `<p class="sqsrte-small">${agencyCredit(ctx)}</p>` : ''}`);
    return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="${htmlLang(ctx)}" >
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- ${ident} -->
<base href="">
<meta charset="utf-8" />
<title>${esc(pg.p === '/' ? s.name : `${pg.t} — ${s.name}`)}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${ctx.sqId}/${alnum(ctx.r, 20)}/favicon.ico?format=100w"/>
<link rel="canonical" href="https://${d}${pg.p}"/>
<meta property="og:site_name" content="${esc(s.name)}"/>
<meta property="og:title" content="${esc(pg.t)} — ${esc(s.name)}"/>
<meta property="og:url" content="https://${d}${pg.p}"/>
<meta property="og:type" content="website"/>
<meta itemprop="name" content="${esc(pg.t)} — ${esc(s.name)}"/>
<meta itemprop="url" content="https://${d}${pg.p}"/>
<meta name="twitter:title" content="${esc(pg.t)} — ${esc(s.name)}"/>
<meta name="description" content="${esc(s.desc || s.intro || '')}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" type="text/css" href="https://fonts.googleapis.com/css2?family=Work+Sans:400,500,400italic"/>
<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-${hex(ctx.r, 16)}-min.${htmlLang(ctx).replace('_', '-')}.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"${ctx.sqId}","identifier":"${ident}","websiteType":1,"contentModifiedOn":${1700000000000 + Math.floor(ctx.r() * 1e10)},"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"${htmlLang(ctx)}","timeZone":"Europe/${{ es: 'Madrid', en: 'London', pt: 'Lisbon', fr: 'Paris', de: 'Berlin' }[s.lang]}","machineTimeZoneOffset":3600000,"timeZoneOffset":3600000,"siteTitle":"${esc(s.name)}","fullSiteTitle":"${esc(pg.t)} — ${esc(s.name)}","siteDescription":"","location":{},"shareButtonOptions":{"1":true,"2":true,"4":true},"authenticUrl":"https://${d}","internalUrl":"https://${ident}.squarespace.com","baseUrl":"https://${d}","primaryDomain":"${d}","sslSetting":3,"isHstsEnabled":true,"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"captchaSettings":{"enabledForDonations":false},"showOwnerLogin":false},"websiteSettings":{"id":"${hex(ctx.r, 24)}","websiteId":"${ctx.sqId}","subjects":[],"country":"${s.country || 'ES'}","state":"","simpleLikingEnabled":true,"mobileInfoBarSettings":{"isContactEmailEnabled":false,"isContactPhoneNumberEnabled":false,"isLocationEnabled":false,"isBusinessHoursEnabled":false},"commentLikesAllowed":true,"commentAnonAllowed":true,"commentThreaded":true,"commentApprovalRequired":false,"commentAvatarsOn":true,"commentSortType":2,"commentFlagThreshold":0,"commentFlagsAllowed":true,"commentEnableByDefault":true,"commentDisableAfterDaysDefault":0,"disqusShortname":"","commentsEnabled":false,"storeSettings":{"returnPolicy":null,"termsOfService":null,"privacyPolicy":null,"expressCheckout":false,"continueShoppingLinkUrl":"/","useLightCart":false,"showNoteField":false,"shippingCountryDefaultValue":"US","billToShippingDefaultValue":false,"termsOfServiceRequired":false,"orderHistoryEnabled":false,"isLive":false,"multipleQuantityAllowedForServices":true},"useEscapeKeyToLogin":false,"ssBadgeType":1,"ssBadgePosition":4,"ssBadgeVisibility":1,"ssBadgeDevices":1,"pinterestOverlayOptions":{"mode":"disabled"},"userAccountsSettings":{"loginAllowed":false,"signupAllowed":false}},"cookieSettings":{"isCookieBannerEnabled":false,"isRestrictiveCookiePolicyEnabled":false},"websiteCloneable":false,"collection":{"title":"${esc(pg.t)}","id":"${hex(ctx.r, 24)}","fullUrl":"${pg.p}","type":10,"permissionType":1},"subscribed":false,"appDomain":"squarespace.com","templateTweakable":true,"tweakJSON":{"form-use-theme-colors":"false","header-logo-height":"50px","header-vert-padding":"2vw","pagination-enabled":"false","product-gallery-auto-crop":"true"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","pageFeatures":[1,2,4],"gmRenderKey":"QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4","templateScriptsRootUrl":"https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/","betaFeatureFlags":["campaigns_thumbnail_layout","section-sdk-plp-list-view-atc-button-enabled","nested_categories"],"videoAssetsFeatureFlags":["mux-data-video-collection","mux-data-course-collection"],"impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"Europe/Madrid","name":"Central European Time"}},"env":"PRODUCTION"};</script>
${headExtras(ctx, pg)}<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${ctx.sqId}/${Math.floor(ctx.r() * 40)}/5c5a519771c10ba3470d8101/${hex(ctx.r, 24)}/1${Math.floor(ctx.r() * 900)}/site.css"/>
</head>
  <body id="collection-${hex(ctx.r, 24)}" class="form-use-theme-colors form-field-style-solid form-field-shape-square form-field-border-all form-field-checkbox-type-icon form-field-checkbox-fill-solid header-overlay-alignment-center header-width-full tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full tweak-portfolio-grid-overlay-width-full primary-button-style-solid primary-button-shape-square native-currency-code-eur collection-type-page collection-layout-default mobile-style-available sqs-seven-one show-album-art">
    <div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{&quot;layout&quot;: &quot;navRight&quot;}" data-first-focusable-element tabindex="-1">
  <div class="header-announcement-bar-wrapper">
    <div class="header-inner container--fluid header-layout--with-commerce">
      <div class="header-display-desktop" data-content-field="site-title">
          <div class="header-title-nav-wrapper">
            <div class="header-title" data-animation-role="header-element">
                <div class="header-title-text"><a href="/" data-animation-role="header-element">${esc(s.name)}</a></div>
            </div>
            <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${nav}
            </nav></div></div>
          </div>
      </div>
    </div>
  </div>
</header>
      <main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${hex(ctx.r, 24)}">
${body}
</article>
      </main>
<footer class="sections" id="footer-sections" data-footer-sections>
${this.sec(ctx, footer)}
</footer>
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${hex(ctx.r, 32)}.js" type="text/javascript"></script>
  </body>
</html>
`;
  },
  sec(ctx, inner, o = {}) {
    return `<section data-test="page-section" data-section-theme="${o.cls === 'hero' ? 'black' : 'white'}" class="page-section layout-engine-section background-width--full-bleed section-height--${o.cls === 'hero' ? 'large' : 'medium'} content-width--wide horizontal-alignment--center vertical-alignment--middle ${o.cls === 'hero' ? 'black' : 'white'}" data-section-id="${hex(ctx.r, 24)}" data-controller="SectionWrapperController">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content">
    <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${hex(ctx.r, 24)}">
      <div class="row sqs-row"><div class="col sqs-col-12 span-12">
${inner}
      </div></div>
    </div>
  </div></div>
</section>`;
  },
  h(ctx, text, lvl) { return sqBlock(ctx, `<h${lvl} style="white-space:pre-wrap;">${esc(text)}</h${lvl}>`); },
  p(ctx, html, o = {}) { return sqBlock(ctx, o.raw || html.startsWith('<') ? html : `<p class="" style="white-space:pre-wrap;">${html}</p>`); },
  list(ctx, items) { return sqBlock(ctx, `<ul data-rte-list="default">${items.map((x) => `<li><p class="" style="white-space:pre-wrap;">${esc(x)}</p></li>`).join('')}</ul>`); },
  grid(ctx, ppl, team) {
    const v = team.v ?? 0;
    if (v === 1) {
      // image blocks with captions, in columns
      const per = team.cols || 3; const rows = [];
      for (let i = 0; i < ppl.length; i += per) {
        rows.push(`<div class="row sqs-row">${ppl.slice(i, i + per).map((p) => {
          const u = sqImgUrl(ctx, `${slug(p.n)}.jpg`);
          return `<div class="col sqs-col-${12 / per} span-${12 / per}"><div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="block-${yui(ctx)}"><div class="sqs-block-content">
<figure class="sqs-block-image-figure intrinsic" style="max-width:1500px;">
  <div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-site-default individual-animation-site-default" data-test="image-block-inline-outer-wrapper">
    <div class="intrinsic" style="max-width:1500.0px;"><div style="padding-bottom:100%;" class="image-block-wrapper" data-animation-role="image"><img data-stretch="false" data-src="${u}" data-image="${u}" data-image-dimensions="1500x1500" data-image-focal-point="0.5,0.5" alt="" data-load="false" src="${u}" width="1500" height="1500" sizes="(max-width: 640px) 100vw, (max-width: 767px) 33.33vw, 33.33vw" style="display:block;object-fit: cover; width: 100%; height: 100%; object-position: 50% 50%" srcset="${u}?format=100w 100w, ${u}?format=300w 300w, ${u}?format=500w 500w, ${u}?format=750w 750w, ${u}?format=1000w 1000w" loading="lazy" decoding="async" data-loader="sqs"></div></div>
      <figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;"><strong>${esc(p.n)}</strong>${p.t ? `<br>${esc(p.t)}` : ''}${p.e ? `<br>${personMail(ctx, p)}` : ''}</p></div></figcaption>
  </div>
</figure>
</div></div></div>`;
        }).join('')}</div>`);
      }
      return rows.join('\n');
    }
    if (v === 2) {
      // 7.1 fluid engine: each text in its own fe-block, positioned by grid areas
      return `<div class="fluid-engine fe-${hex(ctx.r, 24)}">\n${ppl.map((p, i) => {
        const u = sqImgUrl(ctx, `${slug(p.n)}-${ctx.s.lang}.jpg`);
        return `<div class="fe-block fe-block-${yui(ctx).replace(/_/g, '-')}"><div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-${yui(ctx)}"><div class="sqs-block-content"><div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"><div class="content-fit"><img data-stretch="true" data-src="${u}" data-image="${u}" data-image-dimensions="1200x1600" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="${u}" width="1200" height="1600" srcset="${u}?format=100w 100w, ${u}?format=500w 500w, ${u}?format=1000w 1000w" loading="lazy" decoding="async" data-loader="sqs"></div></div></div></div></div>
<div class="fe-block fe-block-${yui(ctx).replace(/_/g, '-')}">${sqBlock(ctx, `<h4 style="white-space:pre-wrap;">${esc(p.n)}</h4>${p.t ? `<p class="sqsrte-small" style="white-space:pre-wrap;"><em>${esc(p.t)}</em></p>` : ''}${p.bio ? `<p class="" style="white-space:pre-wrap;">${bioOf(p)}</p>` : ''}${p.e ? `<p class="" style="white-space:pre-wrap;">${personMail(ctx, p)}</p>` : ''}`)}</div>`;
      }).join('\n')}\n</div>`;
    }
    // summary block (a "Team" collection shown as a summary grid)
    return `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-${yui(ctx)}"><div class="sqs-block-content">
<div class="summary-block-wrapper summary-block-collection-type-blog-basic-grid summary-block-setting-design-autogrid summary-block-setting-text-size-medium summary-block-setting-text-alignment-center summary-block-setting-primary-metadata-none summary-block-setting-secondary-metadata-none" data-controller="SummaryVideoController" data-block-json="{&quot;design&quot;:&quot;autogrid&quot;,&quot;headerText&quot;:&quot;&quot;,&quot;textSize&quot;:&quot;medium&quot;,&quot;pageSize&quot;:${ppl.length},&quot;showTitle&quot;:true,&quot;showExcerpt&quot;:true}">
  <div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">
${ppl.map((p) => {
    const u = sqImgUrl(ctx, `${slug(p.n)}.jpg`); const href = `/${team.coll || 'team'}/${slug(p.n)}`;
    return `    <div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt">
      <div class="summary-thumbnail-outer-container"><a href="${href}" data-title="${esc(p.n)}" data-description="" data-animation-role="image" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="${u}" data-image="${u}" data-image-dimensions="2500x2500" data-image-focal-point="0.5,0.5" alt="${esc(p.n)}" data-load="false" class="summary-thumbnail-image" /></div></a></div>
      <div class="summary-content sqs-gallery-meta-container">
        <div class="summary-title"><a href="${href}" class="summary-title-link">${esc(p.n)}</a></div>
        <div class="summary-excerpt"><p>${esc(p.t ?? '')}${p.e ? ` · ${personMail(ctx, p)}` : ''}</p></div>
        <div class="summary-read-more"><a href="${href}" class="summary-read-more-link">${esc(ctx.L.readMore)} →</a></div>
      </div>
    </div>`;
  }).join('\n')}
  </div></div>
</div>
</div></div>`;
  },
  form(ctx) {
    const L = ctx.L; const ph = ctx.s.junk?.ph ? placeholder(ctx, '') : '';
    const fid = yui(ctx);
    const ctxJson = JSON.stringify({ formName: 'Form', formFields: [{ type: 'name', title: L.name, required: true }, { type: 'email', title: L.email, required: true, placeholder: ph }, { type: 'textarea', title: L.message, required: false }], submitButtonText: L.send, formSubmissionHTML: `<p>${L.thanks}</p>` });
    return this.sec(ctx, sqBlock(ctx, `<h3>${esc(L.writeUs)}</h3>`) + `<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-${fid}"><div class="sqs-block-content"><div class="form-wrapper"><div class="react-form-contents" data-form-context="${esc(ctxJson)}"></div><noscript><p>${esc(L.error)}</p></noscript></div></div></div>`);
  },
};

// =================================================================================================
// Webflow
// =================================================================================================
const wfId = (ctx) => hex(ctx.r, 24);
const webflow = {
  doc(ctx, pg, body) {
    const s = ctx.s; const d = s.domain; const site = ctx.wfSite || (ctx.wfSite = wfId(ctx));
    const cdn = `https://assets-global.website-files.com/${site}`;
    const logoSet = retina(ctx, `${cdn}/${wfId(ctx)}_logo`, 'png');
    const nav = navPages(ctx).map((p) => `<a href="${p.p}"${p === pg ? ' aria-current="page"' : ''} class="nav-link w-nav-link${p === pg ? ' w--current' : ''}">${esc(p.t)}</a>`).join('');
    const fe = footerEmails(ctx, '<br>');
    return `<!DOCTYPE html><!--  This site was created in Webflow. https://webflow.com  --><!--  Last Published: ${['Mon Feb 12 2024 10:21:33', 'Thu Nov 09 2023 16:02:11', 'Wed Jan 17 2024 08:45:50'][Math.floor(ctx.r() * 3)]} GMT+0000 (Coordinated Universal Time)  -->
<html data-wf-domain="${d}" data-wf-page="${wfId(ctx)}" data-wf-site="${site}" lang="${s.lang}">
<head>
  <meta charset="utf-8">
  <title>${esc(pg.p === '/' ? s.name : `${pg.t} | ${s.name}`)}</title>
  <meta content="${esc(s.desc || s.intro || '')}" name="description">
  <meta content="${esc(pg.t)} | ${esc(s.name)}" property="og:title">
  <meta property="og:type" content="website">
  <meta content="summary_large_image" name="twitter:card">
  <meta content="width=device-width, initial-scale=1" name="viewport">
  <meta content="Webflow" name="generator">
  <link href="${cdn}/css/${slug(s.name)}.webflow.${hex(ctx.r, 9)}.css" rel="stylesheet" type="text/css">
  <link href="https://fonts.googleapis.com" rel="preconnect">
  <link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
  <script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
  <script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700","DM Serif Display:regular"]  }});</script>
  <script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
  <link href="${cdn}/${wfId(ctx)}_favicon.png" rel="shortcut icon" type="image/x-icon">
  <link href="${cdn}/${wfId(ctx)}_webclip.png" rel="apple-touch-icon">
${headExtras(ctx, pg)}</head>
<body class="body">
  <div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav">
    <div class="nav-container w-container"><a href="/" ${pg.p === '/' ? 'aria-current="page" ' : ''}class="brand w-nav-brand${pg.p === '/' ? ' w--current' : ''}"><img src="${cdn}/${wfId(ctx)}_logo.png" loading="lazy" width="150" alt="${esc(s.name)}"${logoSet ? ` srcset="${logoSet}"` : ''} class="logo"></a>
      <nav role="navigation" class="nav-menu w-nav-menu">${nav}</nav>
      <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
    </div>
  </div>
${body}
  <section class="footer">
    <div class="w-layout-blockcontainer container w-container">
      <div class="footer-grid w-layout-grid">
        <div id="w-node-${hex(ctx.r, 8)}-${hex(ctx.r, 8)}" class="footer-col"><div class="footer-brand">${esc(s.name)}</div><p class="footer-text">${esc(s.address || '')}${s.phone ? `<br>${esc(s.phone)}` : ''}${fe ? `<br>${fe}` : ''}</p></div>
        <div id="w-node-${hex(ctx.r, 8)}-${hex(ctx.r, 8)}" class="footer-col">${footPages(ctx).map((p) => `<a href="${p.p}" class="footer-link">${esc(p.t)}</a>`).join('')}</div>
      </div>
      <div class="footer-bottom"><div class="footer-legal">© ${year(ctx)} ${esc(s.name)}</div>${agencyCredit(ctx) ? `<div class="footer-credit">${agencyCredit(ctx)}</div>` : ''}</div>
    </div>
  </section>
  <script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${site}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
  <script src="${cdn}/js/webflow.${hex(ctx.r, 9)}.js" type="text/javascript"></script>
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) { return `  <section class="section${o.cls ? ` section-${o.cls}` : ''}">\n    <div class="w-layout-blockcontainer container w-container">\n${inner}\n    </div>\n  </section>`; },
  h(ctx, text, lvl) { return `<h${lvl} class="heading-${lvl === 1 ? 'xl' : lvl === 2 ? 'large' : 'medium'}">${esc(text)}</h${lvl}>`; },
  p(ctx, html, o = {}) { return o.raw || html.startsWith('<') ? `<div class="rich-text w-richtext">${html}</div>` : `<p class="paragraph">${html}</p>`; },
  list(ctx, items) { return `<div class="w-layout-grid services-grid">${items.map((x) => `<div class="service-card"><div class="service-title">${esc(x)}</div></div>`).join('')}</div>`; },
  grid(ctx, ppl, team) {
    const v = team.v ?? 0; const site = ctx.wfSite || (ctx.wfSite = wfId(ctx));
    const imgUrl = (p) => `https://assets-global.website-files.com/${wfId(ctx)}/${wfId(ctx)}_${slug(p.n)}.jpg`;
    const img = (p) => { const u = imgUrl(p); return `<img src="${u}" loading="lazy" alt="${esc(p.n)}" sizes="(max-width: 479px) 92vw, (max-width: 767px) 45vw, 30vw" srcset="${u.replace('.jpg', '-p-500.jpg')} 500w, ${u.replace('.jpg', '-p-800.jpg')} 800w, ${u} 1200w" class="team-photo">`; };
    if (v === 1) {
      return `<div class="w-layout-grid team-grid">\n${ppl.map((p) => `  <div id="w-node-${hex(ctx.r, 8)}-${hex(ctx.r, 8)}" class="team-member"${iscope(ctx)}>${p.img === false ? '' : img(p)}<h3 class="team-name"${ip(ctx, 'name')}>${esc(p.n)}</h3>${p.t ? `<p class="paragraph-small"${ip(ctx, 'jobTitle')}>${esc(p.t)}</p>` : ''}${p.bio ? `<p class="paragraph-muted">${bioOf(p)}</p>` : ''}${p.e ? `<div class="team-contact">${personMail(ctx, p, { cls: 'link-mail' })}</div>` : ''}</div>`).join('\n')}\n</div>`;
    }
    if (v === 2) {
      // tabs: the name is the tab, the title and bio are in the pane
      return `<div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="team-tabs w-tabs">
  <div class="team-tabs-menu w-tab-menu" role="tablist">${ppl.map((p, i) => `<a data-w-tab="Tab ${i + 1}" class="team-tab w-inline-block w-tab-link${i === 0 ? ' w--current' : ''}" id="w-tabs-0-data-w-tab-${i}" href="#w-tabs-0-data-w-pane-${i}" role="tab" aria-controls="w-tabs-0-data-w-pane-${i}" aria-selected="${i === 0}"><div>${esc(p.n)}</div></a>`).join('')}</div>
  <div class="w-tab-content">${ppl.map((p, i) => `<div data-w-tab="Tab ${i + 1}" class="w-tab-pane${i === 0 ? ' w--tab-active' : ''}" id="w-tabs-0-data-w-pane-${i}" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-${i}"><div class="tab-pane-grid">${p.img === false ? '' : img(p)}<div>${p.t ? `<div class="eyebrow">${esc(p.t)}</div>` : ''}<p class="paragraph">${bioOf(p)}</p>${p.e ? `<p>${personMail(ctx, p)}</p>` : ''}</div></div></div>`).join('')}</div>
</div>`;
    }
    return `<div class="w-dyn-list">\n<div role="list" class="team-collection w-dyn-items w-row">\n${ppl.map((p) => `<div role="listitem" class="team-item w-dyn-item w-col w-col-${ppl.length % 4 === 0 ? 3 : 4}"${iscope(ctx)}>${p.img === false ? '' : img(p)}<div class="team-name"${ip(ctx, 'name')}>${esc(p.n)}</div>${p.t ? `<div class="team-role"${ip(ctx, 'jobTitle')}>${esc(p.t)}</div>` : '<div class="team-role w-dyn-bind-empty"></div>'}${p.e ? personMail(ctx, p, { cls: 'team-email' }) : ''}${p.li ? `<a href="${p.li}" target="_blank" class="team-social w-inline-block"><img src="https://assets-global.website-files.com/${site}/${wfId(ctx)}_linkedin.svg" loading="lazy" alt="LinkedIn"></a>` : ''}</div>`).join('\n')}\n</div>\n</div>`;
  },
  form(ctx) {
    const L = ctx.L; const ph = placeholder(ctx, '');
    return this.sec(ctx, `<h2 class="heading-large">${esc(L.writeUs)}</h2>
<div class="w-form"><form id="email-form" name="email-form" data-name="Email Form" method="get" class="contact-form" data-wf-page-id="${wfId(ctx)}" data-wf-element-id="${hex(ctx.r, 8)}-${hex(ctx.r, 4)}-${hex(ctx.r, 4)}"><label for="name" class="field-label">${esc(L.name)}</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" placeholder="" type="text" id="name"><label for="email" class="field-label">${esc(L.email)}</label><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="${esc(ph)}" type="email" id="email" required=""><label for="message" class="field-label">${esc(L.message)}</label><textarea id="message" name="message" maxlength="5000" data-name="Message" placeholder="${esc(L.msgPh)}" class="text-area w-input"></textarea><input type="submit" data-wait="..." class="button w-button" value="${esc(L.send)}"></form>
<div class="w-form-done" tabindex="-1" role="region" aria-label="Email Form success"><div>${esc(L.thanks)}</div></div>
<div class="w-form-fail" tabindex="-1" role="region" aria-label="Email Form failure"><div>${esc(L.error)}</div></div></div>`, { cls: 'form' });
  },
};

// =================================================================================================
// Bootstrap (hand-built or theme-based)
// =================================================================================================
const bootstrap = {
  doc(ctx, pg, body) {
    const s = ctx.s; const bs = s.bs || 5;
    const logoSet = retina(ctx, 'img/logo', 'png');
    const nav = navPages(ctx).map((p) => `<li class="nav-item"><a class="nav-link${p === pg ? ' active' : ''}"${p === pg ? ' aria-current="page"' : ''} href="${p.p}">${esc(p.t)}</a></li>`).join('\n          ');
    const fe = footerEmails(ctx, '<br>');
    const cssLink = s.selfHost ? '<link rel="stylesheet" href="/assets/css/bootstrap.min.css">' : bs === 4
      ? `<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/css/bootstrap.min.css" integrity="sha384-JcKb8q3iqJ61gNV9KGb8thSsNjpSL0n8PARn9HuZOnIxN0hoP+VmmDGMN5t9UJ0Z" crossorigin="anonymous">`
      : `<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">`;
    const jsLinks = s.selfHost ? '<script src="/assets/js/bootstrap.bundle.min.js"></script>' : bs === 4
      ? `<script src="https://code.jquery.com/jquery-3.5.1.slim.min.js" integrity="sha384-DfXdz2htPH0lsSSs5nCTpuj/zy4C+OGpamoFVy38MVBnE+IbbVYUew+OrCXaRkfj" crossorigin="anonymous"></script>\n<script src="https://cdn.jsdelivr.net/npm/popper.js@1.16.1/dist/umd/popper.min.js" integrity="sha384-9/reFTGAW83EW2RDu2S0VKaIzap3H66lZH81PoYlFhbGU+6BZp6G7niu735Sk7lN" crossorigin="anonymous"></script>\n<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.5.2/js/bootstrap.min.js" integrity="sha384-B4gt1jrGC7Jh4AgTPSdUtOBvfO8shuf57BaghqFfPlYxofvL8/KUEfYiJOMMV+rV" crossorigin="anonymous"></script>`
      : `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>`;
    if (!s.selfHost) ctx.j(bs === 4 ? 'popper.js@1.16.1' : 'bootstrap@5.3.2', 'junk-version');
    return `<!doctype html>
<html lang="${s.htmlLang || s.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1${bs === 4 ? ', shrink-to-fit=no' : ''}">
  <title>${esc(pg.p === '/' ? `${s.name} - ${s.tagline || s.kind}` : `${pg.t} | ${s.name}`)}</title>
  <meta name="description" content="${esc(s.desc || s.intro || '')}">
  ${cssLink}
  ${bs === 5 && !s.selfHost ? '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.1/font/bootstrap-icons.css">' : '<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/5.15.4/css/all.min.css">'}
  <link rel="stylesheet" href="/css/style.css?v=${Math.floor(ctx.r() * 100)}">
${bs === 5 && !s.selfHost ? (ctx.j('bootstrap-icons@1.11.1', 'junk-version'), '') : ''}${headExtras(ctx, pg)}</head>
<body${pg.p === '/' ? ' class="home"' : ''}>
  <nav class="navbar navbar-expand-lg navbar-${s.dark ? 'dark bg-dark' : 'light bg-white'} shadow-sm sticky-top">
    <div class="container">
      <a class="navbar-brand" href="/"><img src="/img/logo.png"${logoSet ? ` srcset="${logoSet.replace(/img\//g, '/img/')}"` : ''} alt="${esc(s.name)}" height="42"></a>
      <button class="navbar-toggler" type="button" data-${bs === 5 ? 'bs-' : ''}toggle="collapse" data-${bs === 5 ? 'bs-' : ''}target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="mainNav">
        <ul class="navbar-nav ${bs === 5 ? 'ms-auto' : 'ml-auto'}">
          ${nav}
        </ul>
      </div>
    </div>
  </nav>

${body}

  <footer class="bg-dark text-light py-5 mt-5">
    <div class="container">
      <div class="row">
        <div class="col-md-6 mb-3"><h5>${esc(s.name)}</h5><p class="small mb-0">${esc(s.address || '')}${s.phone ? `<br><i class="${bs === 5 && !s.selfHost ? 'bi bi-telephone' : 'fas fa-phone'}"></i> ${esc(s.phone)}` : ''}${fe ? `<br><i class="${bs === 5 && !s.selfHost ? 'bi bi-envelope' : 'fas fa-envelope'}"></i> ${fe}` : ''}</p></div>
        <div class="col-md-6 text-md-${bs === 5 ? 'end' : 'right'} small">${footPages(ctx).map((p) => `<a class="text-light" href="${p.p}">${esc(p.t)}</a>`).join(' · ')}<br>&copy; ${year(ctx)} ${esc(s.name)}${agencyCredit(ctx) ? `<br>${agencyCredit(ctx)}` : ''}</div>
      </div>
    </div>
  </footer>
  ${jsLinks}
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) {
    if (o.cls === 'hero') return `  <header class="py-5 bg-light border-bottom mb-4"><div class="container"><div class="text-center my-5">\n${inner}\n</div></div></header>`;
    return `  <section class="py-5${o.cls ? ` ${o.cls}` : ''}"><div class="container">\n${inner}\n</div></section>`;
  },
  h(ctx, text, lvl) { return `<h${lvl} class="${lvl === 1 ? 'display-5 fw-bolder' : lvl === 2 ? 'fw-bold mb-4' : 'h5'}">${esc(text)}</h${lvl}>`; },
  p(ctx, html, o = {}) { return o.raw || html.startsWith('<') ? `<div class="content">${html}</div>` : `<p class="lead">${html}</p>`; },
  list(ctx, items) { return `<div class="row row-cols-1 row-cols-md-3 g-3">${items.map((x) => `<div class="col"><div class="p-3 border rounded h-100"><i class="bi bi-check2-circle text-primary"></i> ${esc(x)}</div></div>`).join('')}</div>`; },
  grid(ctx, ppl, team) {
    const v = team.v ?? 0; const bs5 = (ctx.s.bs || 5) === 5;
    const imgSrc = (p) => `/img/equipo/${slug(p.n)}.jpg`;
    const retinaImg = (p) => { const set = ctx.s.junk?.assetTeam ? retina(ctx, `/img/equipo/${slug(p.n)}`, 'jpg') : null; return set ? ` srcset="${set}"` : ''; };
    if (v === 1) {
      return ppl.map((p) => `<div class="card mb-3"${iscope(ctx)}>
  <div class="row g-0">
    <div class="col-md-3">${p.img === false ? '' : `<img src="${imgSrc(p)}"${retinaImg(p)} class="img-fluid rounded-start" alt="${esc(p.n)}">`}</div>
    <div class="col-md-9">
      <div class="card-body">
        <h5 class="card-title"${ip(ctx, 'name')}>${esc(p.n)}</h5>
        ${p.t ? `<p class="card-text"><small class="text-muted"${ip(ctx, 'jobTitle')}>${esc(p.t)}</small></p>` : ''}
        ${p.bio ? `<p class="card-text">${bioOf(p)}</p>` : ''}
        ${p.e ? `<p class="card-text"><i class="bi bi-envelope"></i> ${personMail(ctx, p)}</p>` : ''}
      </div>
    </div>
  </div>
</div>`).join('\n');
    }
    if (v === 2) {
      return `<ol class="list-group list-group-numbered">\n${ppl.map((p) => `  <li class="list-group-item d-flex justify-content-between align-items-start"${iscope(ctx)}><div class="${bs5 ? 'ms-2 me-auto' : 'ml-2 mr-auto'}"><div class="fw-bold"${ip(ctx, 'name')}>${esc(p.n)}</div><span${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</span>${p.e ? `<br>${personMail(ctx, p)}` : ''}</div>${p.badge ? `<span class="badge bg-primary rounded-pill">${esc(p.badge)}</span>` : ''}</li>`).join('\n')}\n</ol>`;
    }
    if (v === 3) {
      return `<div class="row text-center">\n${ppl.map((p) => `  <div class="col-lg-${ppl.length % 4 === 0 ? 3 : 4} col-md-6 mb-4"${iscope(ctx)}>
    ${p.img === false ? '' : `<img class="rounded-circle mb-3 shadow-sm" src="${imgSrc(p)}"${retinaImg(p)} width="160" height="160" alt="">`}
    <h4 class="mb-0"${ip(ctx, 'name')}>${esc(p.n)}</h4>
    <p class="text-muted mb-2"${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</p>
    <ul class="list-inline">${p.li ? `<li class="list-inline-item"><a href="${p.li}"><i class="bi bi-linkedin"></i></a></li>` : ''}${p.e ? `<li class="list-inline-item">${personMail(ctx, p, { label: p.el ?? '<i class="bi bi-envelope-fill"></i>', attrs: ` title="${p.e}"` })}</li>` : ''}</ul>
  </div>`).join('\n')}\n</div>`;
    }
    return `<div class="row row-cols-1 row-cols-md-${team.cols || 3} g-4">\n${ppl.map((p) => `  <div class="col"><div class="card h-100 shadow-sm"${iscope(ctx)}>
    ${p.img === false ? '' : `<img src="${imgSrc(p)}"${retinaImg(p)} class="card-img-top" alt="${esc(p.n)}">`}
    <div class="card-body">
      <h5 class="card-title"${ip(ctx, 'name')}>${esc(p.n)}</h5>
      ${p.t ? `<h6 class="card-subtitle mb-2 text-muted"${ip(ctx, 'jobTitle')}>${esc(p.t)}</h6>` : ''}
      ${p.bio ? `<p class="card-text">${bioOf(p)}</p>` : ''}
    </div>
    ${p.e ? `<div class="card-footer bg-transparent">${personMail(ctx, p, { cls: 'card-link' })}</div>` : ''}
  </div></div>`).join('\n')}\n</div>`;
  },
  form(ctx) {
    const L = ctx.L; const ph = placeholder(ctx, L.email); const bs5 = (ctx.s.bs || 5) === 5;
    return this.sec(ctx, `<h2 class="fw-bold mb-4">${esc(L.writeUs)}</h2>
<form action="/enviar.php" method="post" class="needs-validation" novalidate>
  <div class="${bs5 ? 'mb-3' : 'form-group'}"><label for="nombre" class="form-label">${esc(L.name)}</label><input type="text" class="form-control" id="nombre" name="nombre" placeholder="${esc(L.namePh)}" required></div>
  <div class="${bs5 ? 'mb-3' : 'form-group'}"><label for="email" class="form-label">${esc(L.email)}</label><input type="email" class="form-control" id="email" name="email" placeholder="${esc(ph)}" required></div>
  <div class="${bs5 ? 'mb-3' : 'form-group'}"><label for="mensaje" class="form-label">${esc(L.message)}</label><textarea class="form-control" id="mensaje" name="mensaje" rows="5" placeholder="${esc(L.msgPh)}"></textarea></div>
  <div class="${bs5 ? 'form-check mb-3' : 'form-group form-check'}"><input class="form-check-input" type="checkbox" id="rgpd" required><label class="form-check-label" for="rgpd">${esc(L.accept)}</label></div>
  <button type="submit" class="btn btn-primary">${esc(L.send)}</button>
</form>`, { cls: 'form' });
  },
  quote(ctx, t, by) { return `<figure class="mb-4"><blockquote class="blockquote"><p>${esc(t)}</p></blockquote><figcaption class="blockquote-footer">${esc(by)}</figcaption></figure>`; },
};

// =================================================================================================
// Hand-written: "old" (HTML 4, tables, <font>, Dreamweaver scripts) or "simple" (plain HTML5 + CSS)
// =================================================================================================
const ent = (ctx, s) => (ctx.s.entities ? entityfy(s) : s);
const hand = {
  doc(ctx, pg, body) {
    const s = ctx.s;
    const cs = s.charset || 'utf-8';
    const old = s.hand === 'old';
    const navL = navPages(ctx).map((p) => old ? `<a href="${p.p}"><font color="#FFFFFF"><b>${ent(ctx, esc(p.t))}</b></font></a>` : `<a href="${p.p}"${p === pg ? ' class="active"' : ''}>${ent(ctx, esc(p.t))}</a>`);
    const fe = footerEmails(ctx, ' - ');
    const foot = `${ent(ctx, `© ${s.yearFrom ? `${s.yearFrom}-` : ''}${year(ctx)} ${esc(s.name)}`)}${s.address ? ` - ${ent(ctx, esc(s.address))}` : ''}${s.phone ? ` - ${old ? 'Tel.' : ctx.L.phone + ':'} ${esc(s.phone)}` : ''}${fe ? ` - ${fe}` : ''}${footPages(ctx).length ? ` - ${footPages(ctx).map((p) => `<a href="${p.p}">${ent(ctx, esc(p.t))}</a>`).join(' - ')}` : ''}${agencyCredit(ctx) ? `<br>${agencyCredit(ctx)}` : ''}`;
    const logoSet = retina(ctx, 'images/logo', 'gif');
    if (old) {
      return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${cs}">
<title>${ent(ctx, esc(s.name))}${pg.p === '/' ? '' : ` - ${ent(ctx, esc(pg.t))}`}</title>
<meta name="keywords" content="${ent(ctx, esc(s.keywords || s.kind))}">
<meta name="description" content="${ent(ctx, esc(s.desc || s.kind))}">
<link href="estilos.css" rel="stylesheet" type="text/css">
<script language="JavaScript" type="text/JavaScript">
<!--
function MM_preloadImages() { //v3.0
  var d=document; if(d.images){ if(!d.MM_p) d.MM_p=new Array();
    var i,j=d.MM_p.length,a=MM_preloadImages.arguments; for(i=0; i<a.length; i++)
    if (a[i].indexOf("#")!=0){ d.MM_p[j]=new Image; d.MM_p[j++].src=a[i];}}
}
function MM_swapImgRestore() { //v3.0
  var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc;
}
//-->
</script>
${headExtras(ctx, pg)}</head>

<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0" onLoad="MM_preloadImages('images/menu_on.gif')">
<table width="780" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr>
    <td colspan="2"><img src="images/cabecera.jpg" width="780" height="130" alt="${ent(ctx, esc(s.name))}"${logoSet ? ` srcset="${logoSet}"` : ''}></td>
  </tr>
  <tr>
    <td colspan="2" bgcolor="${s.color || '#336699'}" height="24" align="center"><font face="Verdana, Arial, Helvetica, sans-serif" size="2">${navL.join(' | ')}</font></td>
  </tr>
  <tr>
    <td width="20">&nbsp;</td>
    <td valign="top"><font face="Verdana, Arial, Helvetica, sans-serif" size="2">
${body}
    </font></td>
  </tr>
  <tr>
    <td colspan="2" align="center" bgcolor="#EEEEEE"><font face="Verdana, Arial, Helvetica, sans-serif" size="1">${foot}</font></td>
  </tr>
</table>
${s.counter ? `<p align="center"><img src="http://www.contadorgratis.es/counter.php?id=${Math.floor(ctx.r() * 1e6)}" border="0" alt="contador de visitas"></p>` : ''}
</body>
</html>
`;
    }
    return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta charset="${cs}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ent(ctx, esc(s.name))}${pg.p === '/' ? '' : ` – ${ent(ctx, esc(pg.t))}`}</title>
<meta name="description" content="${ent(ctx, esc(s.desc || s.kind))}">
<link rel="stylesheet" href="${s.cssPath || '/style.css'}">
${headExtras(ctx, pg)}</head>
<body>
<header class="top">
  <div class="wrap">
    <a href="/" class="logo"><img src="/images/logo.gif"${logoSet ? ` srcset="${logoSet.replace(/images\//g, '/images/')}"` : ''} alt="${ent(ctx, esc(s.name))}" width="180"></a>
    <nav>${navL.join('\n      ')}</nav>
  </div>
</header>
<main class="wrap">
${body}
</main>
<footer class="bottom"><div class="wrap"><p>${foot}</p></div></footer>
</body>
</html>
`;
  },
  sec(ctx, inner, o = {}) {
    return ctx.s.hand === 'old' ? `<!-- ${o.cls || 'bloque'} -->\n${inner}\n<br>\n` : `<section${o.cls ? ` class="${o.cls}"` : ''}>\n${inner}\n</section>`;
  },
  h(ctx, text, lvl) { return ctx.s.hand === 'old' ? `<p><font size="${5 - Math.min(lvl, 3)}" color="${ctx.s.color || '#336699'}"><b>${ent(ctx, esc(text))}</b></font></p>` : `<h${lvl}>${ent(ctx, esc(text))}</h${lvl}>`; },
  p(ctx, html, o = {}) { html = ent(ctx, html); return o.raw || html.startsWith('<') ? html : `<p>${html}</p>`; },
  list(ctx, items) { return `<ul>\n${items.map((x) => `<li>${ent(ctx, esc(x))}</li>`).join('\n')}\n</ul>`; },
  grid(ctx, ppl, team) {
    // plain "cards" a person writes by hand
    if (ctx.s.hand === 'old') {
      return `<table width="100%" border="0" cellpadding="6" cellspacing="0">\n${ppl.map((p) => `<tr${iscope(ctx)}><td width="110" valign="top">${p.img === false ? '&nbsp;' : `<img src="fotos/${slug(p.n)}.jpg" width="100" height="120" border="0" alt="">`}</td><td valign="top"><b${ip(ctx, 'name')}>${ent(ctx, esc(p.n))}</b><br><i${ip(ctx, 'jobTitle')}>${ent(ctx, esc(p.t ?? ''))}</i>${p.bio ? `<br>${ent(ctx, bioOf(p))}` : ''}${p.e ? `<br>${personMail(ctx, p)}` : ''}</td></tr>`).join('\n')}\n</table>`;
    }
    return `<div class="people">\n${ppl.map((p) => `  <div class="person"${iscope(ctx)}>
    ${p.img === false ? '' : `<img src="/images/${slug(p.n)}.jpg" alt="${ent(ctx, esc(p.n))}">`}
    <h3${ip(ctx, 'name')}>${ent(ctx, esc(p.n))}</h3>
    ${p.t ? `<p class="role"${ip(ctx, 'jobTitle')}>${ent(ctx, esc(p.t))}</p>` : ''}
    ${p.bio ? `<p>${ent(ctx, bioOf(p))}</p>` : ''}
    ${p.e ? `<p class="mail">${personMail(ctx, p)}</p>` : ''}
  </div>`).join('\n')}\n</div>`;
  },
  form(ctx) {
    const L = ctx.L; const ph = placeholder(ctx, '');
    return this.sec(ctx, `<form action="/cgi-bin/formmail.pl" method="post">
<input type="hidden" name="subject" value="Formulario web">
<p>${ent(ctx, esc(L.name))}:<br><input type="text" name="nombre" size="40"></p>
<p>${ent(ctx, esc(L.email))}:<br><input type="text" name="email" size="40"${ph ? ` value="" placeholder="${ph}"` : ''}></p>
<p>${ent(ctx, esc(L.message))}:<br><textarea name="mensaje" rows="6" cols="40"></textarea></p>
<p><input type="submit" value="${ent(ctx, esc(L.send))}"> <input type="reset"></p>
</form>`, { cls: 'form' });
  },
};

// =================================================================================================
// Broken: hand-made pages with unclosed tags, stray closers, unquoted attributes, leftovers
// =================================================================================================
const broken = {
  doc(ctx, pg, body) {
    const s = ctx.s;
    ctx.pat('broken-markup');
    const navL = navPages(ctx).map((p) => `<li><a href=${p.p}>${esc(p.t)}</a>`).join('\n');
    const fe = footerEmails(ctx, ' / ');
    return `<html>
<head>
<meta http-equiv=Content-Type content="text/html; charset=${s.charset || 'utf-8'}">
<title>${esc(s.name)} ${pg.p === '/' ? '' : '- ' + esc(pg.t)}</title>
<link rel=stylesheet href=css/estilo.css type=text/css>
${headExtras(ctx, pg)}<body>
<div id=wrapper>
<div id="header"><img src=img/logo.jpg alt="${esc(s.name)}" width=300><br>
<div class=menu><ul>
${navL}
</ul></div>
</div></div>
<div id=content>
${body}
</div>
</div>
<div id=footer><font size=1 color=#999999>&copy; ${year(ctx)} ${esc(s.name)} ${s.address ? '- ' + esc(s.address) : ''} ${s.phone ? '- ' + esc(s.phone) : ''} ${fe ? '- ' + fe : ''}<br>
${footPages(ctx).map((p) => `<a href=${p.p}>${esc(p.t)}</a>`).join(' | ')}
${agencyCredit(ctx)}
</div>
`;
  },
  sec(ctx, inner, o = {}) { return `<div class="${o.cls || 'box'}">\n${inner}\n`; },
  h(ctx, text, lvl) { return lvl === 1 ? `<h1>${esc(text)}</h2>` : `<h${lvl}><font color=#993300>${esc(text)}</h${lvl}>`; },
  p(ctx, html, o = {}) { return o.raw || html.startsWith('<') ? html : `<p>${html}`; },
  list(ctx, items) { return `<ul>\n${items.map((x) => `<li>${esc(x)}`).join('\n')}\n</ul>`; },
  grid(ctx, ppl) {
    return `<div class=equipo>\n${ppl.map((p) => `<div class=persona><img src=img/${slug(p.n)}.jpg width=120><br>
<b>${esc(p.n)}</b><br>
<i>${esc(p.t ?? '')}</i>${p.e ? `<br>${personMail(ctx, p)}` : ''}
</div></div>`).join('\n')}\n`;
  },
  form(ctx) {
    const L = ctx.L; const ph = placeholder(ctx, '');
    return `<form method=post action=contacto.php>
<table>
<tr><td>${esc(L.name)}<td><input name=nombre size=30>
<tr><td>${esc(L.email)}<td><input name=email size=30${ph ? ` placeholder=${ph}` : ''}>
<tr><td>${esc(L.message)}<td><textarea name=mensaje rows=5 cols=30></textarea>
<tr><td colspan=2><input type=submit value=${esc(L.send)}>
</table>
</form>`;
  },
};

export const SKINS = { elementor, wordpress, divi, wix, squarespace, webflow, bootstrap, hand, broken };
