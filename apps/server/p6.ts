import { readFileSync } from 'node:fs';
import { extractPage } from './src/domain/enrich/extract/extract-page.js';
import { walkPage } from './src/domain/enrich/extract/page-dom.js';
import { load } from 'cheerio';
const f = process.argv[2] as string;
const html = readFileSync(f, 'utf8');
const dom = walkPage(load(html));
for (const l of dom.lines.filter(l => /Covadonga|Pelayo|Arquitect|Mathilde|Ostéo|Nicolas/.test(l.text))) console.log(JSON.stringify({t: l.text, tag: l.tag, g: l.group, s: l.section, h: l.hint, c: l.chrome}));
console.log(extractPage({ url: 'https://x.es/', html, siteDomain: 'x.es' }).contacts.map(c => c.name + ' | ' + c.title));
