import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index.js';
import { UA } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ latency: { nominatim: 120 } });
});
afterAll(() => sb.close());

const madrid = `q=Madrid&format=jsonv2`;

describe('faults and latency', () => {
  it('applies the configured latency and a fault latency override', async () => {
    let started = Date.now();
    const res = await fetch(`${sb.nominatimUrl}/search?${madrid}`, { headers: UA });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    sb.setFault('nominatim', { latencyMs: [0, 5] });
    started = Date.now();
    await (await fetch(`${sb.nominatimUrl}/search?${madrid}`, { headers: UA })).text();
    expect(Date.now() - started).toBeLessThan(100);
    sb.setFault('nominatim', null);
  });

  it("fails the next n requests with the real services' error bodies", async () => {
    sb.setFault('google', { failNext: 2, failStatus: 429 });
    const call = () =>
      fetch(`${sb.googlePlacesBaseUrl}/v1/places:searchText`, {
        method: 'POST',
        headers: { 'x-goog-api-key': sb.googleApiKey, 'x-goog-fieldmask': 'places.id' },
        body: JSON.stringify({ textQuery: 'dentistas en Madrid' }),
      });
    const before = sb.requests.google;
    const first = await call();
    expect(first.status).toBe(429);
    expect(await first.json()).toMatchObject({
      error: { code: 429, status: 'RESOURCE_EXHAUSTED' },
    });
    expect((await call()).status).toBe(429);
    expect((await call()).status).toBe(200);
    expect(sb.requests.google - before).toBe(3);
    sb.setFault('google', null);

    sb.setFault('overpass', { failNext: 1, failStatus: 504 });
    const op = await fetch(sb.overpassUrl, {
      method: 'POST',
      body: 'data=' + encodeURIComponent('[out:json];node["amenity"="cafe"];out;'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(op.status).toBe(504);
    expect(await op.text()).toContain('runtime error');
    sb.setFault('overpass', { failRate: 1 });
    expect((await fetch(`${sb.overpassUrl}?data=x`)).status).toBe(503);
    sb.setFault('overpass', null);
  });

  it('hangs until the client aborts, and logs requests', async () => {
    sb.setFault('overpass', { hang: true });
    const started = Date.now();
    const error = await fetch(
      `${sb.overpassUrl}?data=${encodeURIComponent('[out:json];node["shop"];out;')}`,
      {
        headers: UA,
        signal: AbortSignal.timeout(200),
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(2000);
    sb.setFault('overpass', null);
    const last = sb.requestLog.filter((e) => e.target === 'overpass').at(-1)!;
    expect(last.url).toContain('/api/interpreter?data=');
    expect(last.userAgent).toBe(UA['user-agent']);
  });

  it('closes promptly even with hanging and slow requests open', async () => {
    const other = await startSandbox({ latency: { google: 60_000 } });
    other.setFault('nominatim', { hang: true });
    const hanging = fetch(`${other.nominatimUrl}/search?${madrid}`, { headers: UA }).catch(
      (e: unknown) => e,
    );
    const slow = fetch(`${other.googlePlacesBaseUrl}/v1/places:searchText`, {
      method: 'POST',
      body: '{}',
    }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await hanging).toBeInstanceOf(Error);
    expect(await slow).toBeInstanceOf(Error);
  });
});
