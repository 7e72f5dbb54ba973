/**
 * Shared by the progress and results tests: searches and leads shaped like the real API's,
 * a fetch stub answering like the API, a fake EventSource, and rendering inside the app's
 * providers (TanStack Query, a memory router, toasts).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { Lead, MeResponse, PlanId, PublicConfig, SearchDetail } from '@leadatlas/shared';

export const ORG_ID = '0b5c1f2e-8d1a-4c3b-9f6e-2a7d4e5f6a7b';
export const SEARCH_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export function meResponse(plan: PlanId = 'growth', credits = 500): MeResponse {
  const organization = { id: ORG_ID, name: 'Clínica Sol', role: 'owner' as const, plan, credits };
  return {
    user: {
      id: 'user-1',
      email: 'ana@example.com',
      fullName: 'Ana Pérez',
      metadataName: null,
      image: null,
      plan,
      locale: 'es',
      lastLogin: null,
      lastActionAt: null,
    },
    activeOrganization: organization,
    organizations: [organization],
  };
}

export const publicConfig: PublicConfig = {
  captcha: { kind: 'pow', siteKey: null },
  socialProviders: [],
  places: { source: 'osm', ratings: true, companySize: false },
  map: { tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', attribution: 'test' },
  supportEmail: 'help@example.com',
};

export function makeSearch(overrides: Partial<SearchDetail> = {}): SearchDetail {
  const now = new Date().toISOString();
  return {
    id: SEARCH_ID,
    query: 'dentistas en Madrid',
    status: 'processing',
    stage: 'finding_places',
    errorCode: null,
    source: 'osm',
    areaLabel: 'Madrid, Comunidad de Madrid, España',
    maxLeads: 50,
    placesFound: 0,
    keptCount: 0,
    enrichedCount: 0,
    resultsCount: 0,
    creditsHeld: 125,
    creditsUsed: 0,
    fields: ['phone', 'website'],
    unavailableFilters: [],
    autoRefresh: false,
    refreshOf: null,
    schedule: null,
    recheckPending: 0,
    startedBy: { userId: 'user-1', name: 'Ana Pérez' },
    integration: null,
    pushes: [],
    createdAt: now,
    startedAt: now,
    finishedAt: null,
    updatedAt: now,
    payload: {},
    ...overrides,
  };
}

export function makeLead(seq: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id: `lead-${seq}`,
    seq,
    businessName: `Clínica Dental ${seq}`,
    address: `Calle Mayor ${seq}`,
    city: 'Madrid',
    postalCode: '28013',
    countryCode: 'ES',
    category: 'dentist',
    industry: 'salud',
    phone: `+34 910 000 ${String(seq).padStart(3, '0')}`,
    phones: [],
    website: `https://clinica${seq}.example`,
    websiteActive: true,
    email: `info@clinica${seq}.example`,
    emailStatus: 'valid',
    emailStatusReason: null,
    emailDisposable: false,
    emailRole: false,
    emailRecheckPending: false,
    socials: {},
    contactName: null,
    contactRole: null,
    linkedin: null,
    employees: null,
    revenue: null,
    revenueEstimate: null,
    companySize: null,
    rating: 4.5,
    ratingCount: 12,
    latitude: 40.4,
    longitude: -3.7,
    fieldsDelivered: ['phone', 'website'],
    creditsCharged: 0.7,
    createdAt: new Date().toISOString(),
    emailOrigin: 'page',
    emailPage: `https://clinica${seq}.example/contacto`,
    emailKind: 'generic',
    emailConfidence: 75,
    missing: {},
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}
export type Reply = { status?: number; body: unknown; text?: string; contentType?: string };
export type Route = (call: ApiCall) => Reply | Promise<Reply>;

/** Stubs fetch: "METHOD /path" → reply; anything else answers 404 like the API. */
export function stubApi(routes: Record<string, Route | Reply>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, params: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { error: 'not_found' } };
    return new Response(reply.text ?? JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/**
 * Plays the server's side of GET /api/searches/:id/events (and of the header bell's
 * /api/notifications/events, which every signed-in page opens).
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  /** The streams of searches, in the order they were opened. */
  static searchStreams(): FakeEventSource[] {
    return FakeEventSource.instances.filter((stream) => stream.url.startsWith('/api/searches/'));
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.searchStreams().at(-1);
    if (!last) throw new Error('no stream was opened');
    return last;
  }
  readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  close() {
    this.closed = true;
  }
  private emit(type: string, data?: unknown, lastEventId = '') {
    const event = new MessageEvent(type, {
      data: data === undefined ? undefined : JSON.stringify(data),
      lastEventId,
    });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
  open() {
    this.emit('open');
  }
  status(search: SearchDetail, lastEventId = 0) {
    this.emit('status', search, String(lastEventId));
  }
  lead(lead: Lead) {
    this.emit('lead', lead, String(lead.seq));
  }
  /** The connection dropped (or was refused). */
  drop() {
    this.emit('error');
  }
}

export function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderRoutes(routes: RouteObject[], path: string, extra?: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
      {extra}
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
