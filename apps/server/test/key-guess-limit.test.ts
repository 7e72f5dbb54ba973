import { describe, expect, it } from 'vitest';
import { createKeyGuessLimit, guessingSource } from '../src/http/v1/key-guess-limit.js';

describe('the API key guessing limit', () => {
  it('refuses an address over the limit until its window ends, then counts afresh', () => {
    let clock = 1_000_000;
    const limit = createKeyGuessLimit({ max: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(limit.retryAfter('203.0.113.9')).toBe(0);
      limit.failed('203.0.113.9');
    }
    expect(limit.retryAfter('203.0.113.9')).toBe(60);
    expect(limit.retryAfter('203.0.113.10')).toBe(0);
    clock += 59_500;
    expect(limit.retryAfter('203.0.113.9')).toBe(1);
    clock += 500;
    expect(limit.retryAfter('203.0.113.9')).toBe(0);
    limit.failed('203.0.113.9');
    expect(limit.retryAfter('203.0.113.9')).toBe(0);
  });

  it('counts an IPv6 /64 as one source, however its addresses are written', () => {
    expect(guessingSource('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(guessingSource('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(guessingSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessingSource('::1')).toBe('0:0:0:0::/64');
    expect(guessingSource('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(guessingSource('192.0.2.1')).toBe('192.0.2.1');
    const limit = createKeyGuessLimit({ max: 2, windowMs: 60_000 });
    limit.failed('2001:db8:1:2::a');
    limit.failed('2001:db8:1:2::b');
    expect(limit.retryAfter('2001:db8:1:2::c')).toBeGreaterThan(0);
    expect(limit.retryAfter('2001:db8:1:3::c')).toBe(0);
  });

  it('remembers a bounded number of sources, forgetting the oldest first', () => {
    let clock = 0;
    const limit = createKeyGuessLimit({
      max: 1,
      windowMs: 60_000,
      maxSources: 3,
      now: () => clock,
    });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      limit.failed(address);
      clock += 1;
    }
    limit.failed('198.51.100.4');
    expect(limit.retryAfter('198.51.100.1')).toBe(0);
    for (const address of ['198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      expect(limit.retryAfter(address), address).toBeGreaterThan(0);
    }
  });
});
