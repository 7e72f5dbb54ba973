import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSearchProgress } from '../../src/features/search-progress/use-search-progress';
import {
  FakeEventSource,
  makeLead,
  makeSearch,
  SEARCH_ID,
  stubApi,
  type ApiCall,
} from '../search-fixtures';

const EVENTS_URL = `/api/searches/${SEARCH_ID}/events`;
const STATUS_PATH = `GET /api/searches/${SEARCH_ID}`;

function follow() {
  return renderHook(() =>
    useSearchProgress(SEARCH_ID, {
      openStream: (url) => new FakeEventSource(url),
      batchMs: 0,
    }),
  );
}

/** Lets timers due within `ms` run, and the promises they start settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const statusReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/searches/${SEARCH_ID}`);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSearchProgress', () => {
  it('follows status and lead events: stage, counts, live leads, a bar that only moves forward', () => {
    stubApi({});
    const { result } = follow();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(EVENTS_URL);
    expect(result.current.connection).toBe('connecting');

    act(() => stream.status(makeSearch({ status: 'queued', stage: 'waiting' })));
    expect(result.current.search?.stage).toBe('waiting');
    expect(result.current.percent).toBe(5);

    act(() => stream.status(makeSearch({ stage: 'finding_places', placesFound: 25 })));
    expect(result.current.connection).toBe('live');
    expect(result.current.percent).toBe(15); // 10 + 10 × 25/50 found, nothing delivered yet

    act(() => {
      stream.lead(makeLead(1));
      stream.lead(makeLead(2, { emailStatus: 'accept_all' }));
    });
    expect(result.current.received).toBe(2);
    expect(result.current.verified).toBe(1);
    expect(result.current.leads.map((lead) => lead.id)).toEqual(['lead-2', 'lead-1']);
    const afterLeads = result.current.percent;
    expect(afterLeads).toBeGreaterThan(15);

    // The status that follows carries the same counts: the bar does not go back.
    act(() => stream.status(makeSearch({ placesFound: 25, resultsCount: 2, enrichedCount: 2 })));
    expect(result.current.percent).toBe(afterLeads);
    expect(result.current.search?.resultsCount).toBe(2);

    act(() => stream.status(makeSearch({ stage: 'enriching', placesFound: 10, resultsCount: 5 })));
    expect(result.current.percent).toBe(10 + 10 + 78 * (5 / 10));
  });

  it('ignores a lead it already has', () => {
    stubApi({});
    const { result } = follow();
    const stream = FakeEventSource.latest();
    act(() => {
      stream.status(makeSearch());
      stream.lead(makeLead(1));
      stream.lead(makeLead(1));
    });
    expect(result.current.received).toBe(1);
    expect(result.current.leads).toHaveLength(1);
  });

  it('closes the stream on a final status and reaches 100 % when completed', async () => {
    const calls = stubApi({});
    const { result } = follow();
    const stream = FakeEventSource.latest();
    act(() => stream.status(makeSearch({ status: 'completed', stage: 'done', resultsCount: 50 })));
    expect(stream.closed).toBe(true);
    expect(result.current.percent).toBe(100);
    expect(result.current.connection).toBe('closed');

    // The server ends the stream after the final status: that is not a drop.
    act(() => stream.drop());
    await advance(20_000);
    expect(statusReads(calls)).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('after a drop reads the status 3 times, 5 s apart, then says it cannot', async () => {
    const calls = stubApi({ [STATUS_PATH]: { status: 503, body: { error: 'unavailable' } } });
    const { result } = follow();
    const stream = FakeEventSource.latest();
    act(() => stream.status(makeSearch()));

    act(() => stream.drop());
    expect(stream.closed).toBe(true);
    expect(result.current.connection).toBe('reconnecting');
    await advance(0);
    expect(statusReads(calls)).toHaveLength(1);
    await advance(4_999);
    expect(statusReads(calls)).toHaveLength(1);
    await advance(1);
    expect(statusReads(calls)).toHaveLength(2);
    expect(result.current.failure).toBeNull();
    await advance(5_000);
    expect(statusReads(calls)).toHaveLength(3);
    expect(result.current.failure).toBe('status_unavailable');

    await advance(30_000);
    expect(statusReads(calls)).toHaveLength(3);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a read that finds the search still running reopens the stream after the last lead', async () => {
    const calls = stubApi({ [STATUS_PATH]: { body: makeSearch({ resultsCount: 3 }) } });
    const { result } = follow();
    const first = FakeEventSource.latest();
    act(() => {
      first.status(makeSearch());
      first.lead(makeLead(1));
      first.lead(makeLead(2));
      first.lead(makeLead(3));
    });

    act(() => first.drop());
    await advance(0);
    expect(statusReads(calls)).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.url).toBe(`${EVENTS_URL}?lastEventId=3`);

    // Whatever comes again is not counted twice.
    act(() => {
      second.lead(makeLead(3));
      second.lead(makeLead(4));
    });
    expect(result.current.received).toBe(4);
    expect(result.current.leads.map((lead) => lead.id)).toEqual([
      'lead-4',
      'lead-3',
      'lead-2',
      'lead-1',
    ]);
  });

  it('a stream that fails again at once waits 5 s before the next read', async () => {
    const calls = stubApi({ [STATUS_PATH]: { body: makeSearch() } });
    follow();
    act(() => FakeEventSource.latest().drop());
    await advance(0);
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().drop());
    await advance(4_999);
    expect(statusReads(calls)).toHaveLength(1);
    await advance(1);
    expect(statusReads(calls)).toHaveLength(2);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('a read that finds the search finished does not reopen the stream', async () => {
    stubApi({
      [STATUS_PATH]: { body: makeSearch({ status: 'completed', stage: 'done', resultsCount: 9 }) },
    });
    const { result } = follow();
    act(() => FakeEventSource.latest().drop());
    await advance(0);
    expect(result.current.search?.status).toBe('completed');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a search that is not there (404) is reported as not found', async () => {
    stubApi({});
    const { result } = follow();
    act(() => FakeEventSource.latest().drop());
    await advance(0);
    expect(result.current.failure).toBe('not_found');
  });

  it('warns after 5 minutes without a final status, and keeps following', async () => {
    stubApi({});
    const { result } = follow();
    const stream = FakeEventSource.latest();
    act(() => stream.status(makeSearch()));
    await advance(299_999);
    expect(result.current.slow).toBe(false);
    await advance(1);
    expect(result.current.slow).toBe(true);
    expect(stream.closed).toBe(false);
    act(() => stream.status(makeSearch({ status: 'completed', stage: 'done' })));
    expect(result.current.slow).toBe(false);
  });

  it('warns at once about a search created more than 5 minutes ago', () => {
    stubApi({});
    const { result } = follow();
    const created = new Date(Date.now() - 301_000).toISOString();
    act(() => FakeEventSource.latest().status(makeSearch({ createdAt: created })));
    expect(result.current.slow).toBe(true);
  });

  it('renders a burst of leads together', async () => {
    stubApi({});
    const { result } = renderHook(() =>
      useSearchProgress(SEARCH_ID, { openStream: (url) => new FakeEventSource(url) }),
    );
    const stream = FakeEventSource.latest();
    act(() => stream.status(makeSearch()));
    act(() => {
      for (let seq = 1; seq <= 40; seq += 1) stream.lead(makeLead(seq));
    });
    expect(result.current.received).toBe(0);
    await advance(50);
    expect(result.current.received).toBe(40);
    expect(result.current.leads).toHaveLength(25);
    expect(result.current.leads[0]!.id).toBe('lead-40');
  });

  it('closes the stream when the page goes away', () => {
    stubApi({});
    const { unmount } = follow();
    const stream = FakeEventSource.latest();
    unmount();
    expect(stream.closed).toBe(true);
  });
});
