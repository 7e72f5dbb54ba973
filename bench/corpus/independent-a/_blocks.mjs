// Content blocks shared by all skins: each block asks the site's skin for its own markup of
// sections, headings, text, lists, team grids and forms.
import { esc, numEnt, cfEncode, obfuscate, slug } from './_gen-lib.mjs';

// ---- e-mail addresses -------------------------------------------------------------------------
export function mail(ctx, addr, how = 'mailto', o = {}) {
  ctx.em(addr);
  const lang = ctx.s.loc || ctx.s.lang;
  switch (how) {
    case 'mailto': {
      ctx.pat('email-mailto');
      const q = o.subj ? `?subject=${encodeURIComponent(o.subj)}` : '';
      return `<a href="mailto:${addr}${q}"${o.cls ? ` class="${o.cls}"` : ''}${o.attrs || ''}>${o.label ?? addr}</a>`;
    }
    case 'bare': ctx.pat('email-mailto'); return `<a href=mailto:${addr}>${o.label ?? addr}</a>`;
    case 'text': ctx.pat('email-text'); return addr;
    case 'obf': ctx.pat('email-obfuscated'); return esc(obfuscate(addr, lang, o.style ?? 0));
    case 'entity': ctx.pat('email-obfuscated'); return `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${numEnt(addr)}">${numEnt(addr)}</a>`;
    case 'entitytext': ctx.pat('email-obfuscated'); return numEnt(addr);
    case 'cf': {
      ctx.pat('email-obfuscated');
      const c = cfEncode(addr, o.key ?? 0x3c);
      return `<a href="/cdn-cgi/l/email-protection#${c}"><span class="__cf_email__" data-cfemail="${c}">[email&#160;protected]</span></a>`;
    }
    default: throw new Error(`bad how ${how}`);
  }
}

// Text with {{addr}}, {{addr|how}}, {{addr|mailto|label}}, {{addr|obf|2}} tokens.
export function T(ctx, str) {
  return String(str).replace(/\{\{([^}|]+)(?:\|([a-z]+))?(?:\|([^}]*))?\}\}/g, (m, a, how, x) => {
    how = how || 'mailto';
    if (how === 'obf') return mail(ctx, a, how, { style: Number(x || 0) });
    if (how === 'mailto' && x?.startsWith('?')) return mail(ctx, a, how, { subj: x.slice(1) });
    return mail(ctx, a, how, x ? { label: x } : {});
  });
}

export const emailsAt = (ctx, where) => (ctx.s.emails || []).filter((e) => (e.at || ['contact']).includes(where));
export const fmtMail = (ctx, e, o = {}) => mail(ctx, e.a, e.how || 'mailto', { ...o, ...(e.subj ? { subj: e.subj } : {}), ...(e.label ? { label: e.label } : {}), ...(e.style != null ? { style: e.style } : {}) });

// ---- microdata helpers (used by every skin's grid) -----------------------------------------------
export const ip = (ctx, prop) => (ctx.md ? ` itemprop="${prop}"` : '');
export const iscope = (ctx) => (ctx.md ? ` itemprop="employee" itemscope itemtype="https://schema.org/Person"` : '');

// Person's e-mail inside a card, in the person's own style.
export function personMail(ctx, p, o = {}) {
  if (!p.e || p.eh === 'none') return '';
  ctx.pat('email-in-person-card');
  const html = mail(ctx, p.e, p.eh || 'mailto', { ...o, ...(p.el ? { label: p.el } : {}), ...(p.es != null ? { style: p.es } : {}) });
  return ctx.md && (p.eh || 'mailto') === 'mailto' ? html.replace('<a ', '<a itemprop="email" ') : (ctx.md ? `<span itemprop="email">${html}</span>` : html);
}

export const teamPeople = (ctx) => (ctx.s.people || []).filter((p) => !p.in);

// ---- images, with optional retina asset names (junk) --------------------------------------------
export function retina(ctx, base, ext) {
  // returns srcset value with an @2x (and maybe @3x) file; registers the junk strings
  const j = ctx.s.junk || {};
  if (!j.asset) return null;
  const a2 = `${base}@2x.${ext}`;
  ctx.j(a2.split('/').pop(), 'junk-asset');
  let set = `${base}.${ext} 1x, ${a2} 2x`;
  if (j.asset === 3) { const a3 = `${base}@3x.${ext}`; ctx.j(a3.split('/').pop(), 'junk-asset'); set += `, ${a3} 3x`; }
  return set;
}

// ---- head extras: CDN libraries with versions, trackers, JSON-LD --------------------------------
export function headExtras(ctx, pg) {
  const s = ctx.s; const j = s.junk || {};
  let h = '';
  for (const u of j.ver || []) {
    const m = u.match(/([A-Za-z0-9._-]+@[0-9][A-Za-z0-9.\-]*)/);
    if (m) ctx.j(m[1], 'junk-version');
    h += u.endsWith('.css') ? `<link rel="stylesheet" href="${u}">\n` : `<script src="${u}" defer></script>\n`;
  }
  if (j.sentry) {
    const m = j.sentry.match(/\/\/([^/]+@[^/]+)\//); ctx.j(m[1], 'junk-platform');
    h += `<script src="https://browser.sentry-cdn.com/7.81.1/bundle.min.js" crossorigin="anonymous"></script>\n<script>Sentry.init({ dsn: "${j.sentry}", tracesSampleRate: 0.1, environment: "production" });</script>\n`;
  }
  if (j.agency?.where === 'meta') { h += `<meta name="author" content="${esc(j.agency.n)} - ${j.agency.e}">\n`; ctx.j(j.agency.e, 'junk-agency'); }
  if (s.jsonld && (pg.p === '/' || s.jsonld.all || s.jsonld.on === pg.p) && (!s.jsonld.on || s.jsonld.on === pg.p)) h += jsonld(ctx, pg);
  return h;
}

function jsonld(ctx, pg) {
  const s = ctx.s; const j = s.jsonld;
  const person = (n) => {
    const p = s.people.find((x) => x.n === n);
    if (!p) throw new Error(`${s.id}: jsonld person ${n}`);
    const o = { '@type': 'Person', name: p.n };
    if (p.t && !j.noTitle) o.jobTitle = p.t;
    if (j.personEmails && p.e) { o.email = j.mailtoPrefix ? `mailto:${p.e}` : p.e; ctx.em(p.e); }
    if (p.li) o.sameAs = [p.li];
    ctx.pat('jsonld-person');
    return o;
  };
  const one = (list) => (list.length === 1 ? person(list[0]) : list.map(person));
  const org = { '@context': 'https://schema.org', '@type': j.type, name: s.name };
  if (j.graph) { delete org['@context']; org['@id'] = `https://${s.domain}/#organization`; }
  org.url = `https://${s.domain}/`;
  if (s.phone) org.telephone = s.phone.replace(/[^+\d]/g, '');
  if (j.email) { org.email = j.mailtoPrefix ? `mailto:${j.email}` : j.email; ctx.em(j.email); ctx.pat('email-jsonld'); }
  if (s.street) org.address = { '@type': 'PostalAddress', streetAddress: s.street, addressLocality: s.city, postalCode: s.zip, addressCountry: s.country };
  if (j.founder) org.founder = one(j.founder);
  if (j.employee) org.employee = j.employee.map(person);
  if (j.member) org.member = j.member.map(person);
  if (j.personEmails && [...(j.founder || []), ...(j.employee || []), ...(j.member || [])].some((n) => s.people.find((p) => p.n === n)?.e)) ctx.pat('email-jsonld');
  if (j.extra) Object.assign(org, j.extra);
  let data = org;
  if (j.graph) {
    data = { '@context': 'https://schema.org', '@graph': [
      { '@type': 'WebPage', '@id': `https://${s.domain}${pg.p}#webpage`, url: `https://${s.domain}${pg.p}`, name: `${pg.t} - ${s.name}`, isPartOf: { '@id': `https://${s.domain}/#website` }, inLanguage: s.lang },
      { '@type': 'WebSite', '@id': `https://${s.domain}/#website`, url: `https://${s.domain}/`, name: s.name, publisher: { '@id': `https://${s.domain}/#organization` } },
      org,
      ...(j.author ? [{ '@type': 'Person', '@id': `https://${s.domain}/#/schema/person/${slug(j.author)}`, ...person(j.author) }] : []),
    ] };
  }
  const cls = j.graph ? ' class="yoast-schema-graph"' : '';
  return `<script type="application/ld+json"${cls}>${JSON.stringify(data, null, j.pretty ? 2 : 0)}</script>\n`;
}

// ---- footer pieces ------------------------------------------------------------------------------
export function agencyCredit(ctx) {
  const a = ctx.s.junk?.agency; if (!a) return '';
  if (a.where === 'meta') return '';
  ctx.j(a.e, 'junk-agency');
  if (a.where === 'comment') return `<!-- ${a.n} | ${a.url} | soporte: ${a.e} -->`;
  return `<span class="credits">${esc(ctx.L.designedBy)}: <a href="${a.url}" target="_blank" rel="noopener">${esc(a.n)}</a> · ${a.e}</span>`;
}

// ---- tables and definition lists ---------------------------------------------------------------
const COLS = {
  es: ['Nombre', 'Cargo', 'Correo electrónico', 'Teléfono'], en: ['Name', 'Position', 'Email', 'Phone'],
  pt: ['Nome', 'Função', 'Email', 'Telefone'], fr: ['Nom', 'Fonction', 'E-mail', 'Téléphone'], de: ['Name', 'Funktion', 'E-Mail', 'Telefon'],
};
function teamTable(ctx, ppl, team) {
  ctx.pat('team-table');
  const c = COLS[ctx.s.lang];
  const hasMail = ppl.some((p) => p.e); const hasTel = ppl.some((p) => p.ph);
  const v = team.tv ?? 0;
  const cls = team.tableClass || '';
  if (v === 1) {
    // HTML 4, no header row, bold names
    const rows = ppl.map((p) => `<tr${iscope(ctx)}>\n<td width="40%" valign="top"><font face="Arial" size="2"><b${ip(ctx, 'name')}>${esc(p.n)}</b></font></td>\n<td valign="top"><font face="Arial" size="2"${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</font></td>\n${hasMail ? `<td valign="top"><font face="Arial" size="2">${personMail(ctx, p) || '&nbsp;'}</font></td>\n` : ''}</tr>`).join('\n');
    return `<table width="100%" border="0" cellspacing="2" cellpadding="4"${cls ? ` class="${cls}"` : ''}>\n${rows}\n</table>`;
  }
  if (v === 2) {
    // title first
    const rows = ppl.map((p) => `<tr${iscope(ctx)}><th scope="row"${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</th><td${ip(ctx, 'name')}>${esc(p.n)}</td>${hasTel ? `<td>${esc(p.ph || '')}</td>` : ''}${hasMail ? `<td>${personMail(ctx, p)}</td>` : ''}</tr>`).join('\n');
    return `<table class="${cls || 'staff'}">\n<thead><tr><th>${c[1]}</th><th>${c[0]}</th>${hasTel ? `<th>${c[3]}</th>` : ''}${hasMail ? `<th>${c[2]}</th>` : ''}</tr></thead>\n<tbody>\n${rows}\n</tbody></table>`;
  }
  const rows = ppl.map((p) => `<tr${iscope(ctx)}><td${ip(ctx, 'name')}>${esc(p.n)}</td><td${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</td>${hasTel ? `<td>${esc(p.ph || '')}</td>` : ''}${hasMail ? `<td>${personMail(ctx, p)}</td>` : ''}</tr>`).join('\n');
  return `<figure class="wp-block-table ${cls}"><table class="has-fixed-layout"><thead><tr><th>${c[0]}</th><th>${c[1]}</th>${hasTel ? `<th>${c[3]}</th>` : ''}${hasMail ? `<th>${c[2]}</th>` : ''}</tr></thead><tbody>\n${rows}\n</tbody></table></figure>`;
}

function teamDl(ctx, ppl, team) {
  ctx.pat('definition-list');
  const v = team.dv ?? 0;
  if (v === 1) {
    // function first (boards, committees)
    return `<dl class="${team.dlClass || 'organigrama'}">\n${ppl.map((p) => `  <dt>${esc(p.t)}</dt>\n  <dd${iscope(ctx)}><span${ip(ctx, 'name')}>${esc(p.n)}</span>${p.e ? ` – ${personMail(ctx, p)}` : ''}</dd>`).join('\n')}\n</dl>`;
  }
  if (v === 2) {
    return `<dl class="${team.dlClass || 'ansprechpartner'}">\n${ppl.map((p) => `<dt${ip(ctx, 'name')}>${esc(p.pre ? `${p.pre} ${p.n}` : p.n)}</dt>\n<dd>${p.t ? `${esc(p.t)}<br>` : ''}${p.ph ? `${esc(ctx.L.phone)}: ${esc(p.ph)}<br>` : ''}${p.e ? `${esc(ctx.L.email)}: ${personMail(ctx, p)}` : ''}</dd>`).join('\n')}\n</dl>`;
  }
  return `<dl class="${team.dlClass || 'team'}">\n${ppl.map((p) => `  <dt${ip(ctx, 'name')}>${esc(p.n)}</dt>\n  <dd${ip(ctx, 'jobTitle')}>${esc(p.t ?? '')}</dd>${p.bio ? `\n  <dd class="bio">${esc(p.bio)}</dd>` : ''}${p.e ? `\n  <dd class="mail">${personMail(ctx, p)}</dd>` : ''}`).join('\n')}\n</dl>`;
}

function teamList(ctx, ppl, team) {
  const sep = team.sep ?? ' – ';
  return `<ul class="${team.listClass || 'team-list'}">\n${ppl.map((p) => `<li${iscope(ctx)}><strong${ip(ctx, 'name')}>${esc(p.n)}</strong>${p.t ? `${sep}<span${ip(ctx, 'jobTitle')}>${esc(p.t)}</span>` : ''}${p.e ? ` · ${personMail(ctx, p)}` : ''}</li>`).join('\n')}\n</ul>`;
}

// ---- blocks ------------------------------------------------------------------------------------
const namesIn = (ctx, html) => (ctx.s.people || []).some((p) => html.includes(p.n) || html.includes(esc(p.n)));

export function renderBlock(ctx, b) {
  const s = ctx.s; const sk = ctx.skin; const Lx = ctx.L;
  const [name, arg] = b.split(':');
  switch (name) {
    case 'title': return sk.sec(ctx, sk.h(ctx, ctx.page.h || ctx.page.t, 1), { cls: 'page-title' });
    case 'hero': return sk.hero ? sk.hero(ctx) : sk.sec(ctx, sk.h(ctx, s.tagline || s.name, 1) + sk.p(ctx, T(ctx, s.intro || '')), { cls: 'hero' });
    case 'services': return sk.sec(ctx, sk.h(ctx, s.servicesH || Lx.services, 2) + (s.servicesIntro ? sk.p(ctx, T(ctx, s.servicesIntro)) : '') + sk.list(ctx, s.services), { cls: 'services' });
    case 'about': {
      const paras = (arg ? s.custom[arg] : s.about) || [];
      const html = paras.map((x) => sk.p(ctx, T(ctx, x))).join('\n');
      if (namesIn(ctx, html)) ctx.pat('about-prose');
      return sk.sec(ctx, (s.aboutH === null ? '' : sk.h(ctx, s.aboutH || Lx.about, 2)) + html, { cls: 'about' });
    }
    case 'team': {
      const team = s.team || {};
      const ppl = teamPeople(ctx);
      ctx.md = !!team.md;
      if (ctx.md) ctx.pat('microdata-person');
      let inner;
      if (team.layout === 'table') inner = teamTable(ctx, ppl, team);
      else if (team.layout === 'dl') inner = teamDl(ctx, ppl, team);
      else if (team.layout === 'list') inner = teamList(ctx, ppl, team);
      else { ctx.pat('team-grid'); inner = sk.grid(ctx, ppl, team); }
      if (ctx.md) inner = `<div itemscope itemtype="https://schema.org/${s.mdType || 'Organization'}"><meta itemprop="name" content="${esc(s.name)}">\n${inner}\n</div>`;
      ctx.md = false;
      const head = (team.h === null ? '' : sk.h(ctx, team.h || Lx.ourTeam, 2)) + (team.intro ? sk.p(ctx, T(ctx, team.intro)) : '');
      return sk.wrapTeam ? sk.wrapTeam(ctx, head, inner, team) : sk.sec(ctx, head + inner, { cls: 'team' });
    }
    case 'contact': return sk.contact ? sk.contact(ctx) : genericContact(ctx);
    case 'form': return sk.form(ctx);
    case 'legal': {
      const html = T(ctx, s.legal);
      if (namesIn(ctx, html)) ctx.pat('legal-notice');
      return sk.sec(ctx, (s.legalH === null ? '' : sk.h(ctx, s.legalH || Lx.legal, 1)) + sk.p(ctx, html, { raw: true }), { cls: 'legal' });
    }
    case 'hours': return sk.sec(ctx, sk.h(ctx, Lx.hours, 3) + sk.list(ctx, s.hours), { cls: 'hours' });
    case 'testimonials': {
      ctx.pat('testimonials');
      const q = s.testimonials.map(([t, by]) => sk.quote ? sk.quote(ctx, t, by) : `<blockquote><p>“${esc(t)}”</p><cite>— ${esc(by)}</cite></blockquote>`).join('\n');
      return sk.sec(ctx, sk.h(ctx, s.testimonialsH || Lx.testimonials, 2) + q, { cls: 'testimonials' });
    }
    case 'clients': ctx.pat('client-list'); return sk.sec(ctx, sk.h(ctx, s.clientsH || Lx.clients, 2) + (s.clientsIntro ? sk.p(ctx, s.clientsIntro) : '') + sk.list(ctx, s.clients), { cls: 'clients' });
    case 'directory': ctx.pat('directory'); return sk.sec(ctx, sk.h(ctx, s.directory.h, 2) + (s.directory.intro ? sk.p(ctx, s.directory.intro) : '') + s.directory.html, { cls: 'directory' });
    case 'speakers': ctx.pat('event-speakers'); return sk.sec(ctx, T(ctx, s.speakers), { cls: 'events' });
    case 'obits': ctx.pat('obituary'); return sk.sec(ctx, T(ctx, s.obits), { cls: 'obituaries' });
    case 'map': return sk.sec(ctx, `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3000!2d${(ctx.r() * 10).toFixed(6)}!3d${(40 + ctx.r() * 10).toFixed(6)}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x${'0'.repeat(3)}${Math.floor(ctx.r() * 1e9).toString(16)}!2z!5e0!3m2!1s${s.lang}!2s!4v1700000000000" width="600" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="${esc(Lx.findUs)}"></iframe>`, { cls: 'map' });
    case 'custom': {
      const c = s.custom[arg];
      const html = T(ctx, c);
      if (/^\s*<(section|div|table|center|font|p|h\d|!--)/.test(html) && s.customRaw?.includes(arg)) return html;
      return sk.sec(ctx, html, { cls: arg });
    }
    case 'raw': return T(ctx, s.custom[arg]);
    default: throw new Error(`${s.id}: unknown block ${b}`);
  }
}

export function genericContact(ctx) {
  const s = ctx.s; const sk = ctx.skin; const Lx = ctx.L;
  let inner = sk.h(ctx, s.contactH || Lx.contact, 2);
  if (s.contactIntro) inner += sk.p(ctx, T(ctx, s.contactIntro));
  const lines = [];
  if (s.address) lines.push(`<strong>${esc(Lx.address)}:</strong> ${esc(s.address)}`);
  if (s.phone) lines.push(`<strong>${esc(Lx.phone)}:</strong> <a href="tel:${s.phone.replace(/[^+\d]/g, '')}">${esc(s.phone)}</a>`);
  for (const e of emailsAt(ctx, 'contact')) lines.push(`<strong>${esc(e.label2 || Lx.email)}:</strong> ${fmtMail(ctx, e)}`);
  inner += sk.p(ctx, lines.join('<br>\n'));
  if (s.hours && !s.pages.some((p) => p.b.includes('hours'))) inner += sk.h(ctx, Lx.hours, 3) + sk.list(ctx, s.hours);
  return sk.sec(ctx, inner, { cls: 'contact' });
}

export function footerEmails(ctx, join = ' · ') {
  const f = emailsAt(ctx, 'footer');
  if (f.length) ctx.pat('email-footer');
  return f.map((e) => fmtMail(ctx, e)).join(join);
}
