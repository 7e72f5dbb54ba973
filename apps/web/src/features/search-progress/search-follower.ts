/**
 * Follows one search live over Server-Sent Events (GET /api/searches/:id/events), without
 * React. The server sends `status` (a SearchSummary) and `lead` (a Lead) events, each with the
 * last lead sequence as its id, and ends the stream after the final status.
 *
 * - A final status closes the stream (else the browser would reconnect on its own).
 * - A stream that drops before a final status is closed, and the status is read with
 *   GET /api/searches/:id up to STATUS_READ_ATTEMPTS times, STATUS_READ_DELAY_MS apart. A read
 *   that works and is not final reopens the stream from the last lead received
 *   (?lastEventId=), so no lead comes twice (and leads are deduplicated by id as well).
 * - No final status after SLOW_SEARCH_MS (counted from the search's creation when known):
 *   the slow flag is raised; following goes on.
 *
 * The stream and the timers are injectable so that tests drive it without a network.
 */
import { isSearchOver } from '@leadatlas/shared';
import { leadSchema, searchSummarySchema, type SearchSummary } from '@leadatlas/shared';
import { fetchSearch, isSearchNotFound } from '../../api/searches';
import {
  initialProgress,
  SLOW_SEARCH_MS,
  STATUS_READ_ATTEMPTS,
  STATUS_READ_DELAY_MS,
  withLead,
  withStatus,
  type ProgressState,
} from './progress-model';

/** The part of EventSource the follower uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FollowOptions {
  openStream?: (url: string) => EventSourceLike;
  readStatus?: (searchId: string, signal: AbortSignal) => Promise<SearchSummary>;
  timers?: Timers;
  now?: () => number;
  statusReadAttempts?: number;
  statusReadDelayMs?: number;
  slowAfterMs?: number;
  /** Lead events arriving within this window are rendered together (0: one by one). */
  batchMs?: number;
}

export interface Follower {
  stop(): void;
  /** Starts again after "status unavailable". */
  retry(): void;
  /** A status learnt another way (the answer to a cancel). */
  applyStatus(search: SearchSummary): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const openEventSource = (url: string): EventSourceLike => new EventSource(url);

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

export function eventsUrl(searchId: string, lastEventId: number): string {
  const base = `/api/searches/${encodeURIComponent(searchId)}/events`;
  return lastEventId > 0 ? `${base}?lastEventId=${lastEventId}` : base;
}

export function followSearch(
  searchId: string,
  onChange: (state: ProgressState) => void,
  options: FollowOptions = {},
): Follower {
  const openStream = options.openStream ?? openEventSource;
  const readStatus = options.readStatus ?? fetchSearch;
  const timers = options.timers ?? browserTimers;
  const now = options.now ?? Date.now;
  const attempts = options.statusReadAttempts ?? STATUS_READ_ATTEMPTS;
  const readDelay = options.statusReadDelayMs ?? STATUS_READ_DELAY_MS;
  const slowAfter = options.slowAfterMs ?? SLOW_SEARCH_MS;
  const batchMs = options.batchMs ?? 50;

  let state: ProgressState = initialProgress;
  let stream: EventSourceLike | null = null;
  let stopped = false;
  let finished = false;
  let cursor = 0;
  const seen = new Set<string>();
  let failedReads = 0;
  /** The current stream was opened after a read, and has delivered nothing yet. */
  let reopened = false;
  let gotEvent = false;
  let abort = new AbortController();
  const timer: { slow?: unknown; read?: unknown; flush?: unknown } = {};

  const emitNow = () => {
    if (timer.flush !== undefined) timers.clearTimeout(timer.flush);
    timer.flush = undefined;
    if (!stopped) onChange(state);
  };
  const emitSoon = () => {
    if (batchMs <= 0) return emitNow();
    if (timer.flush !== undefined) return;
    timer.flush = timers.setTimeout(() => {
      timer.flush = undefined;
      if (!stopped) onChange(state);
    }, batchMs);
  };

  const closeStream = () => {
    stream?.close();
    stream = null;
  };

  const clearTimer = (key: 'slow' | 'read') => {
    if (timer[key] !== undefined) timers.clearTimeout(timer[key]);
    timer[key] = undefined;
  };

  const finish = (patch: Partial<ProgressState>) => {
    finished = true;
    closeStream();
    clearTimer('slow');
    clearTimer('read');
    state = { ...state, ...patch, connection: 'closed' };
    emitNow();
  };

  const applyStatus = (search: SearchSummary) => {
    if (stopped || search.id !== searchId) return;
    const created = Date.parse(search.createdAt);
    const overdue = Number.isFinite(created) && now() - created >= slowAfter;
    state = withStatus(state, search, overdue);
    if (isSearchOver(search)) finish({ failure: null });
    else emitNow();
  };

  const trackCursor = (event: MessageEvent) => {
    const id = Number(event.lastEventId);
    if (Number.isSafeInteger(id) && id > cursor) cursor = id;
  };

  const readAgain = (delay: number) => {
    clearTimer('read');
    timer.read = timers.setTimeout(() => {
      timer.read = undefined;
      void read();
    }, delay);
  };

  const read = async () => {
    let search: SearchSummary;
    try {
      search = await readStatus(searchId, abort.signal);
    } catch (error) {
      if (stopped || finished) return;
      if (isSearchNotFound(error)) return finish({ failure: 'not_found' });
      failedReads += 1;
      if (failedReads >= attempts) return finish({ failure: 'status_unavailable' });
      return readAgain(readDelay);
    }
    if (stopped || finished) return;
    failedReads = 0;
    applyStatus(search);
    if (!finished) open(true);
  };

  const onDrop = () => {
    if (stopped || finished) return;
    closeStream();
    state = { ...state, connection: 'reconnecting' };
    emitNow();
    // A stream that fails again before saying anything waits before the next read: no loop.
    readAgain(reopened && !gotEvent ? readDelay : 0);
  };

  function open(afterRead: boolean) {
    closeStream();
    reopened = afterRead;
    gotEvent = false;
    const source = openStream(eventsUrl(searchId, cursor));
    stream = source;
    source.addEventListener('open', () => {
      if (stream !== source || finished) return;
      state = { ...state, connection: 'live' };
      emitNow();
    });
    source.addEventListener('status', (event) => {
      if (stream !== source) return;
      gotEvent = true;
      trackCursor(event);
      const parsed = searchSummarySchema.safeParse(parseJson(event.data));
      if (!parsed.success) return;
      if (state.connection !== 'live') state = { ...state, connection: 'live' };
      applyStatus(parsed.data);
    });
    source.addEventListener('lead', (event) => {
      if (stream !== source) return;
      gotEvent = true;
      trackCursor(event);
      const parsed = leadSchema.safeParse(parseJson(event.data));
      if (!parsed.success) return;
      const lead = parsed.data;
      if (lead.seq > cursor) cursor = lead.seq;
      if (seen.has(lead.id)) return;
      seen.add(lead.id);
      state = withLead({ ...state, connection: 'live' }, lead);
      emitSoon();
    });
    source.addEventListener('error', () => {
      if (stream !== source) return;
      onDrop();
    });
  }

  const start = () => {
    finished = false;
    failedReads = 0;
    abort = new AbortController();
    state = { ...state, failure: null, connection: 'connecting' };
    emitNow();
    clearTimer('slow');
    timer.slow = timers.setTimeout(() => {
      timer.slow = undefined;
      if (finished || stopped) return;
      state = { ...state, slow: true };
      emitNow();
    }, slowAfter);
    open(false);
  };

  start();

  return {
    stop() {
      stopped = true;
      abort.abort();
      closeStream();
      if (timer.flush !== undefined) timers.clearTimeout(timer.flush);
      clearTimer('slow');
      clearTimer('read');
    },
    retry() {
      if (stopped || !finished || state.failure !== 'status_unavailable') return;
      start();
    },
    applyStatus,
  };
}
