/**
 * Renders wizard steps the way the app does (TanStack Query, a router, toasts) and answers
 * the API at the fetch boundary with the real API's shapes.
 */
import type { PlanId, PublicConfig, WizardData } from '@leadatlas/shared';
import WizardPage from '../../src/features/wizard/wizard-page';
import { useAccountSync } from '../../src/api/account-sync';
import {
  meResponse,
  Probe,
  publicConfig as baseConfig,
  renderRoutes,
  type Reply,
} from '../search-fixtures';
import { INTEGRATIONS_PATH, integrationList } from '../integration-fixtures';

export { ORG_ID, meResponse, stubApi, type ApiCall } from '../search-fixtures';

export const publicConfig = (ratings: boolean): PublicConfig => ({
  ...baseConfig,
  places: { source: 'osm', ratings, companySize: false },
});

export function baseRoutes(plan: PlanId, credits: number, ratings = true) {
  return {
    'GET /api/me': { body: meResponse(plan, credits) },
    'GET /api/config': { body: publicConfig(ratings) },
    [`GET ${INTEGRATIONS_PATH}`]: { body: integrationList(plan) },
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

/** The app's cross-tab account listener, as main.tsx mounts it. */
function AccountSync() {
  useAccountSync();
  return null;
}

export function renderWizard(path: string) {
  return renderRoutes(
    [
      ...([1, 2, 3, 4] as const).map((step) => ({
        path: `/wizard/step-${step}`,
        element: <WizardPage step={step} />,
      })),
      { path: '/dashboard', element: <Probe /> },
      { path: '/loading', element: <Probe /> },
      { path: '/checkout/billing', element: <Probe /> },
      { path: '/integrations', element: <Probe /> },
      { path: '/plans', element: <Probe /> },
    ],
    path,
    <AccountSync />,
  );
}
