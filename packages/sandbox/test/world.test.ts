import { describe, expect, it } from 'vitest';
import { buildWorld, CATEGORIES, generateWorld, osmTags, websiteUrl } from '../src/index.js';

describe('generated world', () => {
  const world = generateWorld(42);

  it('is deterministic for a seed and differs across seeds', () => {
    const again = buildWorld(42);
    expect(again).not.toBe(world);
    expect(again.businesses.length).toBe(world.businesses.length);
    const other = buildWorld(7);
    const sample = (w: typeof world) =>
      w.businesses
        .filter((_, i) => i % 7 === 0)
        .map((b) => [b.name, b.osmId, b.googleId, b.lat, b.lon, b.domain, b.phones]);
    expect(JSON.stringify(sample(again))).toBe(JSON.stringify(sample(world)));
    expect(JSON.stringify(sample(other))).not.toBe(JSON.stringify(sample(world)));
  });

  it('has the densities the search and benchmarks need', () => {
    const madrid = world.city('madrid');
    expect(
      world.businessesIn(madrid.bbox, (b) => b.category === 'dentist').length,
    ).toBeGreaterThanOrEqual(150);
    expect(
      world.businessesIn(madrid.bbox, (b) => b.category === 'restaurant').length,
    ).toBeGreaterThanOrEqual(1500);
    expect(world.businesses.length).toBeGreaterThan(8000);
    expect(world.businesses.length).toBeLessThan(15000);
    for (const city of world.cities) {
      if (city.id === 'madrid') continue;
      for (const cat of CATEGORIES) {
        const n = world.businesses.filter((b) => b.city === city && b.category === cat.id).length;
        expect(n).toBeGreaterThanOrEqual(5);
        expect(n).toBeLessThanOrEqual(60);
      }
    }
  });

  it('gives every business ids, an address and plausible contact data', () => {
    const ids = new Set<string>();
    let withPhone = 0;
    let withSite = 0;
    let withEmail = 0;
    const problems: string[] = [];
    for (const b of world.businesses) {
      if (!/^ChIJ[A-Za-z0-9_-]{23}$/.test(b.googleId)) problems.push(`google id ${b.googleId}`);
      ids.add(`${b.osmType}/${b.osmId}`);
      const { bbox } = b.city;
      if (b.lat < bbox.south || b.lat > bbox.north || b.lon < bbox.west || b.lon > bbox.east) {
        problems.push(`outside its city: ${b.name}`);
      }
      if (b.tags.name !== b.name) problems.push(`name tag of ${b.name}`);
      if (!(b.rating >= 1 && b.rating <= 5)) problems.push(`rating ${b.rating}`);
      if (b.phones.length > 0) withPhone++;
      if (b.domain) {
        withSite++;
        if (!/^[a-z0-9-]+\.test$/.test(b.domain)) problems.push(`domain ${b.domain}`);
        if (world.byDomain(b.domain) !== b) problems.push(`byDomain ${b.domain}`);
        if (world.byDomain(`www.${b.domain.toUpperCase()}`) !== b)
          problems.push(`byDomain www ${b.domain}`);
      }
      if (b.tags.email ?? b.tags['contact:email']) withEmail++;
      if (world.byGoogleId(b.googleId) !== b) problems.push(`byGoogleId ${b.googleId}`);
      if (world.byOsmId(b.osmType, b.osmId) !== b) problems.push(`byOsmId ${b.osmId}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    const n = world.businesses.length;
    expect(ids.size).toBe(n);
    expect(withPhone / n).toBeGreaterThan(0.8);
    expect(withPhone / n).toBeLessThan(0.9);
    expect(withSite / n).toBeGreaterThan(0.7);
    expect(withSite / n).toBeLessThan(0.8);
    expect(withEmail / n).toBeGreaterThan(0.15);
    expect(withEmail / n).toBeLessThan(0.25);
    expect(
      world.businesses.some(
        (b) => b.tags.phone?.includes(';') || b.tags['contact:phone']?.includes(';'),
      ),
    ).toBe(true);
    expect(world.businesses.some((b) => /[ñáéíóú]/.test(b.name))).toBe(true);
    const states = new Map<string, number>();
    for (const b of world.businesses)
      if (b.site) states.set(b.site.state, (states.get(b.site.state) ?? 0) + 1);
    expect(states.get('up')! / withSite).toBeGreaterThan(0.75);
    for (const s of ['down', 'redirect', 'no-dns', 'slow'])
      expect(states.get(s)).toBeGreaterThan(0);
  });

  it('has Spanish names in Spanish-speaking cities and English in Miami, and phone formats', () => {
    const miami = world.businesses.find((b) => b.city.id === 'miami' && b.phones.length > 0)!;
    expect(miami.lang).toBe('en');
    expect(miami.phones[0]!.international).toMatch(/^\+1 \d{3}-\d{3}-\d{4}$/);
    const madrid = world.businesses.find((b) => b.city.id === 'madrid' && b.phones.length > 0)!;
    expect(madrid.phones[0]!.international).toMatch(/^\+34 \d{3} \d{2} \d{2} \d{2}$/);
  });

  it('has Portuguese, French and German cities with local names, phones and site languages', () => {
    const formats: Record<string, RegExp> = {
      lisboa: /^\+351 (21 \d{3} \d{4}|9[1236]\d \d{3} \d{3})$/,
      'sao-paulo': /^\+55 11 (\d{4}|9\d{4})-\d{4}$/,
      paris: /^\+33 [16]( \d{2}){4}$/,
      berlin: /^\+49 (30|15[127]|176) \d{8}$/,
    };
    const words: Record<string, RegExp> = {
      lisboa:
        /Clínica|Consultório|Restaurante|Farmácia|Padaria|Advogados|Escola|Oficina|Hotel|Café|Tasca/,
      paris: /Cabinet|Restaurant|Boulangerie|Pharmacie|Garage|Hôtel|Café|Avocats|École|Clinique/,
      berlin: /Praxis|Apotheke|Bäckerei|Restaurant|Kanzlei|Fahrschule|Hotel|Café|Werkstatt|Klinik/,
    };
    for (const [id, format] of Object.entries(formats)) {
      const city = world.city(id);
      const here = world.businesses.filter((b) => b.city === city);
      expect(here.length).toBeGreaterThan(100);
      for (const b of here) {
        expect(b.siteLang).toBe(city.siteLanguage);
        for (const p of b.phones) expect(p.international).toMatch(format);
      }
      const pattern = words[id];
      if (pattern) expect(here.filter((b) => pattern.test(b.name)).length).toBeGreaterThan(20);
    }
    expect(
      world.businesses.filter((b) => b.city.id === 'madrid').every((b) => b.siteLang === 'es'),
    ).toBe(true);
  });

  it('serves website URLs with the sandbox port', () => {
    const b = world.businesses.find((x) => x.tags.website)!;
    expect(osmTags(b, 4321).website).toBe(websiteUrl(b.website!, 4321));
    expect(websiteUrl('http://www.a.test/', 4321)).toBe('http://www.a.test:4321/');
    expect(websiteUrl('http://a.test', 4321)).toBe('http://a.test:4321');
  });
});
