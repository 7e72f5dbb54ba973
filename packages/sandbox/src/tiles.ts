/**
 * Map tile stand-in: GET /tiles/{z}/{x}/{y}.png answers one plain tile (pale land with a faint
 * grid), so the results map works offline and tests never fetch public tiles.
 */
import { crc32, deflateSync } from 'node:zlib';
import { text, type Handler, type Reply } from './http.js';

export const TILE_SIZE = 256;
export const MAX_ZOOM = 19;
const LAND = [0xf2, 0xef, 0xe9] as const;
const GRID = [0xe3, 0xdf, 0xd6] as const;
const GRID_STEP = 32;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG: every row starts with filter byte 0, then its pixels. */
export function tilePng(): Buffer {
  const row = 1 + TILE_SIZE * 3;
  const pixels = Buffer.alloc(row * TILE_SIZE);
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      const colour = x % GRID_STEP === 0 || y % GRID_STEP === 0 ? GRID : LAND;
      pixels.set(colour, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let cached: Buffer | undefined;

export function tilesHandler(): Handler {
  return (request) => {
    const match = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(request.url.pathname);
    if (!match) return text(404, 'Not Found');
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const tiles = 2 ** z;
    if (z > MAX_ZOOM || x >= tiles || y >= tiles) return text(404, 'Tile not found');
    cached ??= tilePng();
    return {
      status: 200,
      headers: {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      },
      body: cached,
    };
  };
}

export function tilesFailure(status: number): Reply {
  return text(status, `${status} tile server error`);
}
