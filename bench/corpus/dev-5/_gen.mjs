// Generator for corpus dev-5: node _gen.mjs  (writes <id>/site.json and pages)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shells, reseed } from './_lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = ['_sites_es.mjs', '_sites_en.mjs', '_sites_pt.mjs', '_sites_fr.mjs', '_sites_de.mjs'];
const builderLabel = { wp: 'builder-wordpress', elementor: 'builder-elementor', divi: 'builder-divi', squarespace: 'builder-squarespace', webflow: 'builder-webflow', wix: 'builder-wix', bootstrap: 'builder-bootstrap', hand: 'hand-written' };

export function decodeEntities(s) {
  return s.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d))
    .replace(/&commat;/g, '@').replace(/&period;/g, '.').replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;|&apos;/g, "'");
}
const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

let all = [];
for (const f of files) {
  if (!fs.existsSync(path.join(here, f))) continue;
  const mod = await import('./' + f);
  all = all.concat(mod.default);
}
for (const site of all) {
  reseed(site.id);
  const dir = path.join(here, site.id);
  fs.mkdirSync(dir, { recursive: true });
  const pages = {};
  let text = '';
  const shell = shells[site.shell];
  for (const page of site.pages) {
    const body = typeof page.body === 'function' ? page.body() : page.body;
    const html = page.raw ? body : shell(site, page, body);
    fs.writeFileSync(path.join(dir, page.file), html);
    pages[page.path] = page.file;
    text += '\n' + html;
  }
  const t = site.truth;
  const emails = (t.emails || []).map((e) => e.toLowerCase());
  const dec = decodeEntities(text);
  const found = new Set((dec.match(EMAIL_RE) || []).map((e) => e.toLowerCase().replace(/\.+$/, '')));
  const junk = [...new Set([...(site.placeholder || []), ...(site.agency || []), ...(site.otherJunk || []), ...[...found].filter((e) => !emails.includes(e))])].map((e) => e.toLowerCase());
  const pats = new Set(site.patterns);
  pats.add(builderLabel[site.shell]);
  if (site.placeholder && site.placeholder.length) pats.add('junk-placeholder');
  if (site.agency && site.agency.length) pats.add('junk-agency');
  for (const j of junk) {
    if (/@\d+(\.\d+)*$|@\d+\.\d+\.\d+|@[\d.]+\/|@\^?\d/.test(j) && !/\.(png|jpe?g|webp|svg|gif)$/.test(j)) pats.add('junk-version');
    else if (/\.(png|jpe?g|webp|svg|gif|avif)$/.test(j)) pats.add('junk-asset');
    else if (/wix|sentry|squarespace|webflow|wordpress|elementor|cloudflare|hubspot|mailchimp|google/.test(j)) pats.add('junk-platform');
  }
  if (!emails.length) pats.add('no-email');
  for (const e of emails) {
    if (new RegExp('mailto:' + e.replace(/[.+]/g, '\\$&'), 'i').test(dec)) pats.add('email-mailto');
  }
  const order = ['team-grid', 'team-table', 'definition-list', 'about-prose', 'legal-notice', 'jsonld-person', 'microdata-person', 'builder-elementor', 'builder-wordpress', 'builder-divi', 'builder-wix', 'builder-squarespace', 'builder-webflow', 'builder-bootstrap', 'hand-written', 'broken-markup', 'name-lookalikes', 'email-mailto', 'email-text', 'email-obfuscated', 'email-in-person-card', 'email-footer', 'email-jsonld', 'no-email', 'junk-placeholder', 'junk-agency', 'junk-platform', 'junk-asset', 'junk-version', 'directory', 'client-list', 'testimonials', 'event-speakers', 'obituary'];
  for (const p of pats) if (!order.includes(p)) throw new Error(site.id + ': unknown pattern ' + p);
  const json = {
    id: site.id,
    domain: site.domain,
    language: site.language,
    patterns: order.filter((p) => pats.has(p)),
    pages,
    robots: site.robots ?? null,
    truth: {
      emails,
      emailKinds: Object.fromEntries(Object.entries(t.emailKinds || {}).map(([k, v]) => [k.toLowerCase(), v])),
      emailOwners: Object.fromEntries(Object.entries(t.emailOwners || {}).map(([k, v]) => [k.toLowerCase(), v])),
      contacts: t.contacts || [],
      junk,
    },
  };
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(json, null, 2) + '\n');
}
console.log('wrote', all.length, 'sites');
