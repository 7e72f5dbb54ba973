/** A small in-memory queue: producers push, consumers await the next item until closed. */
export class WorkQueue<T> {
  private readonly items: T[] = [];
  private readonly waiters: Array<(item: T | undefined) => void> = [];
  private closed = false;

  push(...items: T[]): void {
    for (const item of items) {
      const waiter = this.waiters.shift();
      if (waiter) waiter(item);
      else this.items.push(item);
    }
  }

  /** No more items will come; waiting consumers get undefined. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter(undefined);
  }

  next(): Promise<T | undefined> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
