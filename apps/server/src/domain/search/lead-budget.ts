/**
 * A lead's time budget (decision 0028). A lead is delivered as soon as what its search paid
 * for is known, or when its budget runs out, whichever comes first: a slow website or a
 * tarpitting mail server never holds back the leads behind it.
 *
 * The rule when the budget runs out: the work still in flight is stopped (its connections
 * freed); what was already learned is kept; a paid field not yet known is delivered empty with
 * the reason `time_budget` and costs nothing; an address found but not yet confirmed is
 * delivered as a basic email, charged as one, and asked again later by the re-check job, which
 * upgrades it to verified for free. Cancelling the search is not a budget running out: that
 * still stops the lead without delivering it.
 */
export class LeadBudget {
  readonly #deadline = new AbortController();
  /** The lead is delivered or dropped: anything of it still running (an early probe) stops. */
  readonly #finished = new AbortController();
  readonly #timer: NodeJS.Timeout | undefined;
  /** Aborts when the search stops or the budget runs out: what in-flight work listens to. */
  readonly signal: AbortSignal;

  constructor(
    /** The search run's own signal (cancelled, timed out, taken over). */
    readonly run: AbortSignal,
    ms: number,
  ) {
    this.signal = AbortSignal.any([run, this.#deadline.signal, this.#finished.signal]);
    if (Number.isFinite(ms)) {
      this.#timer = setTimeout(() => this.#deadline.abort(new LeadBudgetSpent()), ms);
      this.#timer.unref();
    }
  }

  /** The budget ran out (and the search itself is still running). */
  get spent(): boolean {
    return this.#deadline.signal.aborted && !this.run.aborted;
  }

  /**
   * For a catch block around budgeted work: rethrows anything but the budget running out, so
   * a cancelled search or a real error still stops the lead.
   */
  absorb(error: unknown): void {
    if (!this.spent) throw error;
  }

  /** The lead is done: the clock stops and its leftover work is stopped, freeing its slots. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#finished.abort(new Error('The lead is done'));
  }
}

export class LeadBudgetSpent extends Error {
  constructor() {
    super("The lead's time budget ran out");
    this.name = 'LeadBudgetSpent';
  }
}
