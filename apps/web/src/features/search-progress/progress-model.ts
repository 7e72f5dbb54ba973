/**
 * What the progress page knows about a running search, and how far along it is. Pure
 * functions of the server's counts: the bar only moves when the search did real work.
 */
import { isSearchOver, type Lead, type SearchSummary } from '@leadatlas/shared';

/** Spec 000 §9: status reads after a dropped stream, their spacing, the slow warning. */
export const STATUS_READ_ATTEMPTS = 3;
export const STATUS_READ_DELAY_MS = 5_000;
export const SLOW_SEARCH_MS = 300_000;
/** Leads shown live on the progress page (the results page lists them all). */
export const LIVE_LEADS_LIMIT = 25;

/** Waiting for a worker: the search exists and its area is known, nothing more. */
const WAITING_PERCENT = 5;
/** Running: this much for finding places, the rest (up to 98) for delivering leads. */
const RUNNING_BASE = 10;
const DISCOVERY_SHARE = 10;
const DELIVERY_SHARE = 78;

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'closed';
export type FollowFailure = 'not_found' | 'status_unavailable';

export interface ProgressState {
  search: SearchSummary | null;
  /** The newest leads first, at most LIVE_LEADS_LIMIT. */
  leads: Lead[];
  /** Distinct leads received over the stream. */
  received: number;
  /** Of those, leads whose email passed verification. */
  verified: number;
  /** 0–100, never decreasing. */
  percent: number;
  connection: Connection;
  failure: FollowFailure | null;
  /** No final status after SLOW_SEARCH_MS. */
  slow: boolean;
}

export const initialProgress: ProgressState = {
  search: null,
  leads: [],
  received: 0,
  verified: 0,
  percent: 0,
  connection: 'connecting',
  failure: null,
  slow: false,
};

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0);

/**
 * How far the search is, from what the server counted:
 * - waiting (pending, queued): 5;
 * - running: 10, plus up to 10 as places are found (all found once the stage is enriching),
 *   plus up to 78 as leads are delivered: results / max leads while places are still coming
 *   in, results / min(max leads, places found) once every place is known (a small area
 *   cannot give more leads than it has places);
 * - completed: 100. Failed and cancelled keep where they stopped (the caller keeps the max).
 */
export function progressPercent(search: SearchSummary, received = 0): number {
  if (search.status === 'completed') return 100;
  if (isSearchOver(search)) return 0;
  if (search.status === 'pending' || search.status === 'queued' || search.stage === 'waiting') {
    return WAITING_PERCENT;
  }
  const maxLeads = Math.max(1, search.maxLeads);
  const results = Math.max(search.resultsCount, received);
  const allPlacesKnown = search.stage === 'enriching' || search.stage === 'done';
  const discovery = allPlacesKnown ? 1 : clamp01(search.placesFound / maxLeads);
  const target = allPlacesKnown ? Math.max(1, Math.min(maxLeads, search.placesFound)) : maxLeads;
  const delivery = clamp01(results / target);
  return RUNNING_BASE + DISCOVERY_SHARE * discovery + DELIVERY_SHARE * delivery;
}

/** A new status: the bar keeps its highest value; a final status ends the slow warning. */
export function withStatus(
  state: ProgressState,
  search: SearchSummary,
  slow: boolean,
): ProgressState {
  const final = isSearchOver(search);
  return {
    ...state,
    search,
    percent: Math.max(state.percent, progressPercent(search, state.received)),
    slow: !final && (state.slow || slow),
  };
}

/** A lead from the stream (already known to be new). */
export function withLead(state: ProgressState, lead: Lead): ProgressState {
  const received = state.received + 1;
  return {
    ...state,
    leads: [lead, ...state.leads].slice(0, LIVE_LEADS_LIMIT),
    received,
    verified: state.verified + (lead.emailStatus === 'valid' ? 1 : 0),
    percent: state.search
      ? Math.max(state.percent, progressPercent(state.search, received))
      : state.percent,
  };
}
