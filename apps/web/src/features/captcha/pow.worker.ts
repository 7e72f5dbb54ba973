/// <reference lib="webworker" />
// Finds a nonce whose SHA-256 of `${salt}:${nonce}` has `difficulty` leading zero bits.
import { sha256 } from '@noble/hashes/sha2.js';

const encoder = new TextEncoder();

function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

self.onmessage = (event: MessageEvent<{ salt: string; difficulty: number }>) => {
  const { salt, difficulty } = event.data;
  for (let nonce = 0; nonce < 2 ** 31; nonce++) {
    if (leadingZeroBits(sha256(encoder.encode(`${salt}:${nonce}`))) >= difficulty) {
      self.postMessage({ nonce });
      return;
    }
  }
};
