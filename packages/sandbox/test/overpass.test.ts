import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQl, startSandbox, type Sandbox } from '../src/index.js';
import { UA } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const QUERY = `[out:json][timeout:25][bbox:40.31,-3.83,40.56,-3.52];
(
  nwr["amenity"="dentist"];
  nwr["healthcare"~"^(dentist|clinic)$"];
  nwr["office"];
  nwr["name"~"dent",i];
  nwr["shop"="clothes"]["name"~"moda",i];
);
out center tags 300;`;

interface Element {
  type: 'node' | 'way';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

async function interpreter(ql: string) {
  const res = await fetch(sb.overpassUrl, {
    method: 'POST',
    headers: { ...UA, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data: ql }).toString(),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('Overpass QL subset', () => {
  it('parses settings in any order, unions, filters and out', () => {
    const program = parseQl(QUERY);
    expect(program.settings).toMatchObject({
      out: 'json',
      timeout: 25,
      bbox: { south: 40.31, west: -3.83, north: 40.56, east: -3.52 },
    });
    expect(program.statements).toHaveLength(2);
    const union = program.statements[0]!;
    expect(union.kind).toBe('union');
    if (union.kind !== 'union') return;
    expect(union.members).toHaveLength(5);
    const last = union.members[4]!;
    expect(last.kind === 'query' && last.filters.map((f) => f.op)).toEqual(['=', '~']);
    expect(program.statements[1]).toEqual({ kind: 'out', center: true, count: false, limit: 300 });
    const other = parseQl(
      '[bbox:1,2,3,4][out:json];\nnode["name"="Say \\"hi\\""](1,2,3,4);\nout center tags;',
    );
    expect(other.statements[0]).toMatchObject({
      kind: 'query',
      type: 'node',
      filters: [{ key: 'name', op: '=', value: 'Say "hi"' }],
      bbox: { south: 1, west: 2, north: 3, east: 4 },
    });
  });

  it('answers exactly like Overpass and agrees with the world', async () => {
    const { status, text } = await interpreter(QUERY);
    expect(status).toBe(200);
    const body = JSON.parse(text) as {
      version: number;
      generator: string;
      osm3s: Record<string, string>;
      elements: Element[];
    };
    expect(body.version).toBe(0.6);
    expect(body.generator).toMatch(/^Overpass API 0\.7\./);
    expect(body.osm3s.copyright).toContain('ODbL');
    expect(body.osm3s.timestamp_osm_base).toMatch(/^\d{4}-\d\d-\d\dT/);
    const bbox = { south: 40.31, west: -3.83, north: 40.56, east: -3.52 };
    const expected = sb.world.businessesIn(bbox, (b) => {
      const t = b.tags;
      return (
        t.amenity === 'dentist' ||
        /^(dentist|clinic)$/.test(t.healthcare ?? '') ||
        t.office !== undefined ||
        /dent/i.test(t.name ?? '') ||
        (t.shop === 'clothes' && /moda/i.test(t.name ?? ''))
      );
    });
    expect(body.elements).toHaveLength(Math.min(300, expected.length));
    const node = body.elements.find((e) => e.type === 'node')!;
    expect(typeof node.lat).toBe('number');
    expect(node.center).toBeUndefined();
    const way = body.elements.find((e) => e.type === 'way')!;
    expect(way.center).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(way.lat).toBeUndefined();
    const b = sb.world.byOsmId(way.type, way.id)!;
    expect(way.tags.name).toBe(b.name);
    const site = body.elements.find((e) => e.tags.website)!;
    expect(site.tags.website).toContain(`.test:${sb.websitesPort}`);

    const all = await interpreter(QUERY.replace('out center tags 300;', 'out center tags;'));
    expect((JSON.parse(all.text) as { elements: unknown[] }).elements).toHaveLength(
      expected.length,
    );
  });

  it('filters by key existence, type and per-statement bbox; GET works too', async () => {
    const madrid = sb.world.city('madrid').bbox;
    const ql = `[out:json];way["shop"="bakery"](${madrid.south},${madrid.west},${madrid.north},${madrid.east});out center tags;`;
    const res = await fetch(`${sb.overpassUrl}?data=${encodeURIComponent(ql)}`, { headers: UA });
    const elements = ((await res.json()) as { elements: Element[] }).elements;
    const expected = sb.world.businessesIn(
      madrid,
      (b) => b.osmType === 'way' && b.tags.shop === 'bakery',
    );
    expect(elements.map((e) => e.id).sort()).toEqual(expected.map((b) => b.osmId).sort());
  });

  it('answers 400 with an HTML parse error for QL it cannot parse', async () => {
    const bad = await interpreter('[out:json];\n(\n  nwr["amenity"="dentist"\n);\nout;');
    expect(bad.status).toBe(400);
    expect(bad.type).toContain('text/html');
    expect(bad.text).toMatch(/Error: line 4: parse error/);
    const unknown = await interpreter('[out:json];\nfoo["a"];\nout;');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Error: line 2: parse error');
    const regex = await interpreter('[out:json];\nnwr["name"~"(unclosed"];\nout;');
    expect(regex.status).toBe(400);
  });
});
