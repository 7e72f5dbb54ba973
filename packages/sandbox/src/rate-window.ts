/**
 * Fixed-window rate limiting per API key, as the outreach tools' APIs apply it (lemlist: 20
 * requests per 2 s per key; Instantly: 100 per second per workspace). A stand-in asks `take`
 * before serving a request and answers 429 with the wait it returns.
 */

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a 429. */
  retryAfterSeconds: number;
}

export class RateWindow {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private rate: RateLimit) {}

  set(rate: RateLimit): void {
    this.rate = { ...rate };
    this.windows.clear();
  }

  take(key: string, now = Date.now()): RateDecision {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.rate.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    const resetAt = window.start + this.rate.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    if (window.count >= this.rate.limit) {
      return { allowed: false, limit: this.rate.limit, remaining: 0, resetAt, retryAfterSeconds };
    }
    window.count += 1;
    return {
      allowed: true,
      limit: this.rate.limit,
      remaining: this.rate.limit - window.count,
      resetAt,
      retryAfterSeconds,
    };
  }
}
