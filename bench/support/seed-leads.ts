// Stores `count` leads built from the sandbox world's businesses in a search, as a long-running
// search would have, and sets its results count. Answers the businesses used and the total.
// Past the world's size its businesses come round again, numbered ("Clínica Sur 2"), with new
// place keys: one statement, so 50,000 leads take seconds.
import type { Stack } from './stack.js';

export async function seedLeads(stack: Stack, searchId: string, count: number) {
  const world = stack.sandbox.world.businesses;
  const businesses = Array.from({ length: count }, (_, i) => world[i % world.length]!);
  const rows = businesses.map((b, i) => {
    const round = Math.floor(i / world.length);
    return {
      place_key: `bench:${searchId}:${i}`,
      business_name: round === 0 ? b.name : `${b.name} ${round + 1}`,
      address: `${b.street} ${b.housenumber}`,
      city: b.city.name,
      country_code: b.city.countryCode.toUpperCase(),
      category: b.category,
      phone: b.phones[0]?.international.replace(/\s+/g, '') ?? null,
      website: b.website,
      latitude: b.lat,
      longitude: b.lon,
    };
  });
  await stack.pool.query(
    `insert into leads (search_id, org_id, place_key, business_name, address, city, country_code,
       category, phone, website, latitude, longitude, fields_delivered)
     select $1, $2, r.place_key, r.business_name, r.address, r.city, r.country_code, r.category,
            r.phone, r.website, r.latitude, r.longitude, array['phone', 'website']
     from jsonb_to_recordset($3::jsonb) as r(place_key text, business_name text, address text,
       city text, country_code text, category text, phone text, website text,
       latitude double precision, longitude double precision)`,
    [searchId, stack.orgId, JSON.stringify(rows)],
  );
  const { rows: total } = await stack.pool.query<{ n: number }>(
    `update searches set results_count = (select count(*) from leads where search_id = $1)
     where id = $1 returning results_count as n`,
    [searchId],
  );
  // Statistics and visibility as autovacuum would have them a minute later: plans for this many
  // leads, not for 10.
  await stack.pool.query('vacuum analyze leads');
  return { businesses, total: total[0]!.n };
}
