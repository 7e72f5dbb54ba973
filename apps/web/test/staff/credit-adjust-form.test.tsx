import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomerDetail } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import '../../src/i18n/app-dictionaries';
import { CreditAdjustForm } from '../../src/features/staff/credit-adjust-form';
import { renderRoutes, stubApi, type ApiCall } from '../search-fixtures';

const ORG = { id: '6f1c1b0e-2a4b-4c3d-9e8f-0a1b2c3d4e5f', name: 'Clínica Ruiz', credits: 500 };
const PATH = `POST /api/staff/customers/${ORG.id}/adjustments`;

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => vi.unstubAllGlobals());

async function submit(amount: string, reason: string) {
  fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('adjust-submit'));
  fireEvent.click(await screen.findByTestId('adjust-confirm-confirm'));
}

describe('support credit adjustment form', () => {
  it('a retry after a lost answer sends the same key; another adjustment a new one', async () => {
    let answer = 0;
    const calls = stubApi({
      [PATH]: () =>
        ++answer === 1
          ? { status: 504, body: { error: 'internal_error' } }
          : { body: { applied: answer === 2, credits: 600 } },
    });
    renderRoutes(
      [{ path: '/', element: <CreditAdjustForm org={ORG as unknown as CustomerDetail} /> }],
      '/',
    );
    const sent = () => (calls as ApiCall[]).filter((call) => call.method === 'POST');

    await submit('100', 'Compensación por caída');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByTestId('adjust-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    await submit('100', 'Compensación por caída');
    await waitFor(() => expect(sent()).toHaveLength(2));
    const [first, retry] = sent() as Array<ApiCall & { body: { key: string } }>;
    expect(retry!.body.key).toBe(first!.body.key);

    // Applied: the next adjustment, even with the same words, is a new one.
    await waitFor(() =>
      expect((screen.getByTestId('adjust-amount') as HTMLInputElement).value).toBe(''),
    );
    await submit('100', 'Compensación por caída');
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect((sent()[2] as ApiCall & { body: { key: string } }).body.key).not.toBe(first!.body.key);
  });
});
