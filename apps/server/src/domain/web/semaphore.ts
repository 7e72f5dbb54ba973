/** A counting semaphore whose waits can be abandoned through an AbortSignal. */
export class Semaphore {
  #active = 0;
  readonly #waiters: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be at least 1');
  }

  get idle(): boolean {
    return this.#active === 0 && this.#waiters.length === 0;
  }

  /** Resolves to a release function (safe to call twice) once a slot is free. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.#active < this.limit) {
      this.#active += 1;
      return this.#releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.#waiters.indexOf(grant);
        if (index !== -1) this.#waiters.splice(index, 1);
        reject(signal?.reason);
      };
      this.#waiters.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    return this.#releaser();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next();
      else this.#active -= 1;
    };
  }
}
