/**
 * What the screens decide from the connections the server reports: a card's state, which
 * destinations a search may use, whether a push still moves. No gate is computed here: the
 * server's `locked` and `requiredPlan` say what the plan allows.
 */
import {
  INTEGRATION_CATEGORY,
  INTEGRATION_PROVIDERS,
  isSearchOver,
  type ExportMethod,
  type IntegrationCategory,
  type IntegrationProvider,
  type IntegrationView,
  type PaidPlanId,
  type PushBrief,
  type PushView,
  type SearchSummary,
} from '@leadatlas/shared';

/** The page's groups, in this order: CRMs, cold email, automation. */
export const INTEGRATION_GROUPS: readonly {
  category: IntegrationCategory;
  providers: IntegrationProvider[];
}[] = (['crm', 'cold-email', 'automation'] as const).map((category) => ({
  category,
  providers: INTEGRATION_PROVIDERS.filter(
    (provider) => INTEGRATION_CATEGORY[provider] === category,
  ),
}));

export type CardState = 'connected' | 'error' | 'disabled' | 'not_connected' | 'locked';

/** A locked plan wins over a saved connection: the server refuses to use it. */
export function cardState(view: IntegrationView): CardState {
  if (view.locked) return 'locked';
  if (!view.connected || view.status === null) return 'not_connected';
  return view.status;
}

/**
 * Leads may go to it now: connected and working, unlocked. One whose token was refused (error)
 * or that was disabled is refused by the server until a test brings it back.
 */
export const isUsable = (view: IntegrationView): boolean =>
  view.connected && !view.locked && view.status === 'connected';

export type Destination =
  | { kind: 'available'; providers: IntegrationProvider[] }
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'locked'; requiredPlan: PaidPlanId }
  | { kind: 'not_connected' };

/**
 * Whether a search may send its leads to this destination: CSV always; a category when one of
 * its integrations is usable (several: the user picks which). `integrations` undefined: still
 * loading (or failed: `failed`).
 */
export function destinationFor(
  method: ExportMethod,
  integrations: readonly IntegrationView[] | undefined,
  failed = false,
): Destination {
  if (method === 'csv') return { kind: 'available', providers: [] };
  if (!integrations) return failed ? { kind: 'unknown' } : { kind: 'checking' };
  const ofCategory = integrations.filter((view) => INTEGRATION_CATEGORY[view.provider] === method);
  const usable = ofCategory.filter(isUsable).map((view) => view.provider);
  if (usable.length > 0) return { kind: 'available', providers: usable };
  if (ofCategory.length > 0 && ofCategory.every((view) => view.locked)) {
    // The least plan that unlocks one of them (a webhook's may read Pro for a custom URL).
    const plans = ofCategory.map((view) => view.requiredPlan);
    return { kind: 'locked', requiredPlan: plans.includes('growth') ? 'growth' : 'pro' };
  }
  return { kind: 'not_connected' };
}

/** The integration a destination sends to: the saved choice when still usable, else the first. */
export function chosenProvider(
  destination: Destination,
  saved: IntegrationProvider | null | undefined,
): IntegrationProvider | null {
  if (destination.kind !== 'available') return null;
  if (saved && destination.providers.includes(saved)) return saved;
  return destination.providers[0] ?? null;
}

/** Still moving: the report changes, so it is read again. */
export const isPushActive = (push: Pick<PushBrief, 'status'>): boolean =>
  push.status === 'queued' || push.status === 'running' || push.status === 'waiting';

/** Leads settled so far (0–100), for the running push's bar. */
export function pushProgress(
  push: Pick<PushBrief, 'total' | 'created' | 'updated' | 'skipped' | 'failed'>,
): number {
  if (push.total === 0) return 0;
  return ((push.created + push.updated + push.skipped + push.failed) / push.total) * 100;
}

/** After a search with a destination completes, its automatic push is awaited this long. */
export const AUTO_PUSH_GRACE_MS = 60_000;

/**
 * A search's push reports are read again while one moves, and while the search's automatic
 * push is still to come (it runs, or it just completed and its push is not listed yet).
 */
export function followPushes(
  search: Pick<SearchSummary, 'status' | 'integration' | 'finishedAt'> | undefined,
  pushes: readonly Pick<PushView, 'status' | 'trigger'>[],
  now = Date.now(),
): boolean {
  if (pushes.some(isPushActive)) return true;
  if (!search?.integration) return false;
  if (!isSearchOver(search)) return true;
  const automatic = pushes.some((push) => push.trigger === 'search');
  const finished = search.finishedAt ? new Date(search.finishedAt).getTime() : 0;
  return search.status === 'completed' && !automatic && now - finished < AUTO_PUSH_GRACE_MS;
}
