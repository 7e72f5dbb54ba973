import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WizardData } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import {
  STEP1,
  STEP2,
  baseRoutes,
  renderWizard,
  storeWizard,
  storedWizard,
  stubApi,
} from '../wizard/helpers';
import { connectedView, INTEGRATIONS_PATH, integrationList } from '../integration-fixtures';
import type { Reply } from '../search-fixtures';

const ready: WizardData = {
  step1: STEP1,
  step2: STEP2,
  step3: { selectedFields: ['phone', 'website', 'email'] },
};

const radio = (method: string) => screen.getByTestId(`export-${method}`) as HTMLInputElement;
const hint = (method: string) => screen.getByTestId(`destination-${method}`).textContent ?? '';

function api(cards = [connectedView('hubspot'), connectedView('pipedrive')], extra = {}) {
  return stubApi({
    ...baseRoutes('growth', 5000),
    [`GET ${INTEGRATIONS_PATH}`]: { body: integrationList('growth', cards) },
    ...extra,
  });
}

describe('wizard step 4 destinations', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a connected CRM makes the CRM destination selectable; with two, a select picks which', async () => {
    const calls = api([connectedView('hubspot'), connectedView('pipedrive')], {
      'POST /api/searches': { body: { success: true, searchId: 'search-7' } },
    });
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    await waitFor(() => expect(radio('crm').disabled).toBe(false));
    expect(radio('csv').checked).toBe(true);
    // Nothing connected for the other two: each links to the integrations page.
    for (const method of ['cold-email', 'automation']) {
      expect(radio(method).disabled).toBe(true);
      expect(hint(method)).toContain('Ninguna conectada.');
      expect(
        within(screen.getByTestId(`destination-${method}`))
          .getByRole('link')
          .getAttribute('href'),
      ).toBe('/integrations');
    }

    fireEvent.click(radio('crm'));
    expect(hint('crm')).toContain('Al terminar la búsqueda, los leads se envían a HubSpot.');
    const which = screen.getByTestId('destination-integration') as HTMLSelectElement;
    expect([...which.options].map((option) => option.text)).toEqual(['HubSpot', 'Pipedrive']);
    fireEvent.change(which, { target: { value: 'pipedrive' } });
    expect(hint('crm')).toContain('se envían a Pipedrive.');

    fireEvent.click(screen.getByTestId('wizard-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loading'));
    const run = calls.find((call) => call.method === 'POST' && call.path === '/api/searches');
    expect(run?.body).toMatchObject({
      searchPayload: { step4: { exportMethod: 'crm', integration: 'pipedrive' } },
    });
  });

  it('one connected: no select, that one is used; leaving to connect another keeps the choices', async () => {
    api([connectedView('lemlist')]);
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    await waitFor(() => expect(radio('cold-email').disabled).toBe(false));
    fireEvent.click(radio('cold-email'));
    expect(screen.queryByTestId('destination-integration')).toBeNull();
    expect(hint('cold-email')).toContain('se envían a lemlist.');
    fireEvent.click(within(screen.getByTestId('destination-crm')).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations'));
    expect(storedWizard()?.step4).toMatchObject({
      targetRole: 'owner',
      exportMethod: 'cold-email',
      integration: 'lemlist',
    });
  });

  it('a saved destination no longer connected is not sent: Confirm waits for another choice', async () => {
    api([]);
    storeWizard({
      ...ready,
      step4: {
        targetRole: 'owner',
        exportMethod: 'crm',
        integration: 'hubspot',
        autoRefresh: false,
        maxLeads: 10,
      },
    });
    renderWizard('/wizard/step-4');
    await screen.findByTestId('preview-table');
    await waitFor(() => expect(hint('crm')).toContain('Ninguna conectada.'));
    expect(radio('crm').checked).toBe(false);
    expect((screen.getByTestId('wizard-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Elige un rol objetivo y un destino para confirmar.')).toBeTruthy();
    fireEvent.click(radio('csv'));
    expect((screen.getByTestId('wizard-confirm') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the server refusing the destination says why and keeps the user on step 4', async () => {
    api([connectedView('hubspot')], {
      'POST /api/searches': {
        status: 409,
        body: { error: 'integration_not_connected' },
      } satisfies Reply,
    });
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    await waitFor(() => expect(radio('crm').disabled).toBe(false));
    fireEvent.click(radio('crm'));
    fireEvent.click(screen.getByTestId('wizard-confirm'));
    const error = await screen.findByTestId('wizard-error');
    expect(error.textContent).toContain(
      'La integración elegida ya no está conectada: conéctala en Integraciones o elige otro destino.',
    );
    // Step 4 is where it is fixed: no "fix in step N" button.
    expect(within(error).queryByRole('button')).toBeNull();
  });

  it('the connections cannot be read: CSV still works, the others say so', async () => {
    stubApi({
      ...baseRoutes('growth', 5000),
      [`GET ${INTEGRATIONS_PATH}`]: { status: 500, body: { error: 'internal_error' } },
    });
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    await waitFor(() => expect(hint('crm')).toContain('No pudimos comprobar tus integraciones.'), {
      timeout: 10_000,
    });
    expect(radio('csv').checked).toBe(true);
    expect((screen.getByTestId('wizard-confirm') as HTMLButtonElement).disabled).toBe(false);
  });
});
