import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, tilePng, TILE_SIZE, type Sandbox } from '../src/index.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb.close());

const tileUrl = (z: number, x: number, y: number) =>
  sb.mapTileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('map tiles', () => {
  it('the URL template is a loopback one', () => {
    expect(sb.mapTileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tiles\/\{z\}\/\{x\}\/\{y\}\.png$/);
  });

  it('answers a valid 256×256 PNG for any tile of the world', async () => {
    const before = sb.requests.tiles;
    for (const [z, x, y] of [
      [0, 0, 0],
      [12, 2005, 1544],
      [19, 524287, 524287],
    ] as const) {
      const res = await fetch(tileUrl(z, x, y));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect(body.readUInt32BE(16)).toBe(TILE_SIZE);
      expect(body.readUInt32BE(20)).toBe(TILE_SIZE);
    }
    expect(sb.requests.tiles - before).toBe(3);
  });

  it('decodes to pale land with a faint grid', () => {
    const png = tilePng();
    const idatStart = png.indexOf('IDAT', 0, 'latin1');
    const length = png.readUInt32BE(idatStart - 4);
    const pixels = inflateSync(png.subarray(idatStart + 4, idatStart + 4 + length));
    const row = 1 + TILE_SIZE * 3;
    expect(pixels.length).toBe(row * TILE_SIZE);
    const at = (x: number, y: number) => [
      ...pixels.subarray(y * row + 1 + x * 3, y * row + 4 + x * 3),
    ];
    expect(at(5, 5)).toEqual([0xf2, 0xef, 0xe9]);
    expect(at(0, 5)).toEqual([0xe3, 0xdf, 0xd6]);
    expect(at(5, 32)).toEqual([0xe3, 0xdf, 0xd6]);
  });

  it('outside the world or off the pattern: 404', async () => {
    for (const path of [
      tileUrl(2, 4, 0),
      tileUrl(20, 0, 0),
      sb.mapTileUrl.replace('{z}/{x}/{y}.png', 'a/b/c.png'),
    ]) {
      expect((await fetch(path)).status, path).toBe(404);
    }
  });
});
