/**
 * Pages of one enormous line (broken or hostile markup, base64 blobs): extraction must not spend
 * time growing with the square of a line's length. Before the guard, each of these took 3–31 s;
 * the bound is far above what a linear pass takes, so it only fails on that kind of regression.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';

const huge = (n: number, unit = 'a') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const base64ish = huge(80_000, 'QmFzZTY0K2RhdGEvPT0rL3h5eg');

const PAGES: Record<string, string> = {
  'a definition list whose description is a wall of letters': `<dl><dt>Ana Torres</dt><dd>${huge(80_000)}</dd></dl>`,
  'a staff table cell': `<table><tr><th>Nombre</th><th>Cargo</th></tr><tr><td>Ana Torres</td><td>${huge(80_000)}</td></tr></table>`,
  'a legal label followed by one huge line': `<p>Titular:</p><p>${huge(80_000, 'ab.')}</p>`,
  'base64 in a team card': `<div class="team-member"><h3>Ana Torres</h3><p>${base64ish}</p></div>`,
  'a definition of dots': `<dl><dt>Gerente</dt><dd>x${huge(80_000, '.')}x</dd></dl>`,
  'an address-like run': `<p>${huge(80_000, 'a.b-c_d%')}@</p><p>Ana Torres, gerente</p>`,
  'thousands of photos named like people in one text box': `<div>${Array.from(
    { length: 4_000 },
    (_, i) => `<img src="/p${i}.jpg" alt="Summer Dress"> text ${i}`,
  ).join('')}</div>`,
};

describe('a page made of one enormous line', () => {
  for (const [what, body] of Object.entries(PAGES)) {
    it(`reads ${what} in linear time, and takes no person from it`, () => {
      const started = performance.now();
      const findings = extractPage({
        url: 'https://clinica-huge.es/',
        html: `<!DOCTYPE html><html><body>${body}</body></html>`,
        siteDomain: 'clinica-huge.es',
      });
      // A bound far above linear (about 1 s here) and far below the quadratic readers these
      // pages once met (tens of seconds), so a loaded machine does not fail it.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(findings.contacts.every((c) => c.name.length <= 60)).toBe(true);
      expect(findings.emails).toEqual([]);
    });
  }
});
