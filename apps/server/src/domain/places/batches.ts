/** Yields places in batches, so a caller stores the first ones while later ones are prepared. */
import type { Place } from './types.js';

export const BATCH_SIZE = 50;

export function* inBatches(places: Place[], size = BATCH_SIZE): Generator<Place[]> {
  for (let start = 0; start < places.length; start += size) {
    yield places.slice(start, start + size);
  }
}
