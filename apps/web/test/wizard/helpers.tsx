/**
 * Renders wizard steps the way the app does (TanStack Query, a router, toasts) and answers
 * the API at the fetch boundary with the real API's shapes.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { MeResponse, PlanId, PublicConfig, WizardData } from '@leadatlas/shared';
import WizardPage from '../../src/features/wizard/wizard-page';

export const ORG_ID = '0b5c1f2e-8d1a-4c3b-9f6e-2a7d4e5f6a7b';

export function meResponse(plan: PlanId, credits: number): MeResponse {
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

export const publicConfig = (ratings: boolean): PublicConfig => ({
  captcha: { kind: 'pow', siteKey: null },
  socialProviders: [],
  places: { source: 'osm', ratings },
  map: { tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', attribution: 'test' },
  supportEmail: 'help@example.com',
});

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Reply = { status?: number; body: unknown };
type Route = (call: ApiCall) => Reply | Promise<Reply>;

/** Stubs fetch: "METHOD /path" → reply; anything else answers 404 like the API. */
export function stubApi(routes: Record<string, Route | Reply>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { error: 'not_found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function baseRoutes(plan: PlanId, credits: number, ratings = true) {
  return {
    'GET /api/me': { body: meResponse(plan, credits) },
    'GET /api/config': { body: publicConfig(ratings) },
    'POST /api/searches/preview': {
      body: {
        areaLabel: 'Madrid, Comunidad de Madrid, España',
        source: 'osm',
        ratingsAvailable: ratings,
        items: [
          {
            name: 'Clínica Dental Sonrisa',
            city: 'Madrid',
            category: 'dentist',
            phone: '+34 91• ••• •••',
            website: 'www.••••••.es',
            rating: 4.5,
          },
          {
            name: 'Dentalia Centro',
            city: 'Madrid',
            category: 'dentist',
            phone: null,
            website: 'www.••••••.com',
            rating: null,
          },
        ],
      },
    },
  } satisfies Record<string, Reply>;
}

export const STEP1 = { profession: 'dentistas', location: 'Madrid', companySize: '1-10' } as const;
export const STEP2 = {
  phoneVisible: false,
  activeWeb: false,
  ownersOnly: false,
  minRating: 3,
  industry: '',
} as const;

export function storeWizard(data: WizardData | string) {
  sessionStorage.setItem('wizardData', typeof data === 'string' ? data : JSON.stringify(data));
}

export function storedWizard(): WizardData | null {
  const raw = sessionStorage.getItem('wizardData');
  return raw === null ? null : (JSON.parse(raw) as WizardData);
}

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderWizard(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      ...([1, 2, 3, 4] as const).map((step) => ({
        path: `/wizard/step-${step}`,
        element: <WizardPage step={step} />,
      })),
      { path: '/dashboard', element: <Probe /> },
      { path: '/loading', element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
