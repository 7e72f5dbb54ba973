/**
 * Key guessing through /api/v1 (decision 0027): requests that came without a valid key are
 * counted per address, and the count is asked before any key is looked up. Over the limit,
 * every request from that address is refused until its window ends, a valid key's too: a guess
 * that happens to be right must not be told apart by its answer, and no lookup is made. Kept
 * apart from the per-key limit's store, so keyless traffic cannot evict the keys' counts.
 */
import { isIPv6 } from 'node:net';
import { v6Groups } from '../../domain/web/address-policy.js';

export interface KeyGuessLimit {
  /** Seconds until the address may try again; 0 when it may now. */
  retryAfter(address: string): number;
  /** A request from the address came without a valid key. */
  failed(address: string): void;
}

/** IPv6 users get a /64 each: counting per address would give them billions of tries. */
export function guessingSource(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip;
  const prefix = v6Groups(ip.toLowerCase()).slice(0, 4);
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

export function createKeyGuessLimit(options: {
  max: number;
  windowMs: number;
  /** Addresses remembered at most; the oldest windows are forgotten first. */
  maxSources?: number;
  now?: () => number;
}): KeyGuessLimit {
  const now = options.now ?? Date.now;
  const maxSources = options.maxSources ?? 50_000;
  // Insertion order is the order windows started, so the oldest (and expired) come first.
  const windows = new Map<string, { count: number; resetAt: number }>();

  const open = (source: string) => {
    const window = windows.get(source);
    if (window && window.resetAt <= now()) {
      windows.delete(source);
      return undefined;
    }
    return window;
  };
  const makeRoom = () => {
    for (const [source, window] of windows) {
      if (windows.size < maxSources && window.resetAt > now()) return;
      windows.delete(source);
    }
  };

  return {
    retryAfter(address) {
      const window = open(guessingSource(address));
      if (!window || window.count < options.max) return 0;
      return Math.max(1, Math.ceil((window.resetAt - now()) / 1000));
    },
    failed(address) {
      const source = guessingSource(address);
      const window = open(source);
      if (window) {
        window.count += 1;
        return;
      }
      makeRoom();
      windows.set(source, { count: 1, resetAt: now() + options.windowMs });
    },
  };
}
