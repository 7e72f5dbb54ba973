import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { walkPage } from './src/domain/enrich/extract/page-dom.js';
const html = readFileSync(process.argv[2] as string, 'utf8');
const dom = walkPage(load(html));
for (const l of dom.lines) console.log(JSON.stringify([l.text.slice(0, 60), l.tag, l.group, l.section, l.hint, l.chrome]));
