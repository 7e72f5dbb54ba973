import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Referral, ReferralListResponse } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import ReferralsPage from '../../src/features/referrals/referrals-page';
import { COPIED_FOR_MS } from '../../src/features/referrals/use-copy-link';
import {
  Probe,
  meResponse,
  publicConfig,
  renderRoutes,
  stubApi,
  type Reply,
  type Route,
} from '../search-fixtures';

const WHEN = '2025-01-15T12:30:00.000Z';

function referral(overrides: Partial<Referral> & Pick<Referral, 'id' | 'code'>): Referral {
  return {
    status: 'pending',
    credits: 0,
    blockedReason: null,
    createdAt: WHEN,
    usedAt: null,
    rewardedAt: null,
    ...overrides,
  };
}

const EMPTY: ReferralListResponse = {
  stats: { friendsInvited: 0, creditsEarned: 0, creditsPending: 0 },
  referrals: [],
};

const MIXED: ReferralListResponse = {
  stats: { friendsInvited: 3, creditsEarned: 100, creditsPending: 100 },
  referrals: [
    referral({ id: 'r5', code: 'OPEN2345' }),
    referral({ id: 'r4', code: 'WAIT2345', status: 'completed', usedAt: WHEN }),
    referral({
      id: 'r3',
      code: 'PAID2345',
      status: 'rewarded',
      credits: 100,
      usedAt: WHEN,
      rewardedAt: WHEN,
    }),
    referral({
      id: 'r2',
      code: 'SELF2345',
      status: 'completed',
      usedAt: WHEN,
      blockedReason: 'self_referral',
    }),
    referral({
      id: 'r1',
      code: 'TEMP2345',
      status: 'completed',
      usedAt: WHEN,
      blockedReason: 'disposable_email',
    }),
  ],
};

function api(list: Route | Reply, create?: Route | Reply) {
  return stubApi({
    'GET /api/me': { body: meResponse('free', 50) },
    'GET /api/config': { body: publicConfig },
    'GET /api/referrals': list,
    ...(create ? { 'POST /api/referrals': create } : {}),
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/referrals', element: <ReferralsPage /> },
      { path: '*', element: <Probe /> },
    ],
    '/referrals',
  );

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('referrals page', () => {
  it('with no code: zero stats, the create card; creating one shows its link and the spec toast', async () => {
    let list = EMPTY;
    const created = referral({ id: 'r1', code: 'NEWC0DE2' });
    const calls = api(
      () => ({ body: list }),
      () => {
        list = { ...EMPTY, referrals: [created] };
        return { body: created };
      },
    );
    renderPage();
    const card = await screen.findByTestId('referral-create-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Invita amigos y gana créditos',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByText('Referidos')).toBeTruthy();
    expect(screen.getByTestId('referrals-friends').textContent).toBe('0');
    expect(screen.getByTestId('referrals-earned').textContent).toBe('0');
    expect(screen.getByTestId('referrals-pending').textContent).toBe('0');
    expect(screen.getByText('Aún no tienes códigos')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Crear mi código' }));
    expect(await screen.findByText('¡Código creado!')).toBeTruthy();
    const link = (await screen.findByTestId('referral-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?ref=NEWC0DE2`);
    expect(link.readOnly).toBe(true);
    expect(screen.queryByTestId('referral-create-card')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/referrals')).toHaveLength(1);
  });

  it('copies the link and says Copiado for 2 seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    api({ body: { ...EMPTY, referrals: [referral({ id: 'r1', code: 'COPY2345' })] } });
    renderPage();
    const button = await screen.findByTestId('referral-copy');
    expect(button.textContent).toBe('Copiar');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(async () => fireEvent.click(button));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?ref=COPY2345`);
      expect(button.textContent).toBe('Copiado');
      await act(async () => vi.advanceTimersByTime(COPIED_FOR_MS - 100));
      expect(button.textContent).toBe('Copiado');
      await act(async () => vi.advanceTimersByTime(200));
      expect(button.textContent).toBe('Copiar');
    } finally {
      vi.useRealTimers();
    }
  });

  it('without the clipboard API the link is selected and the user told how to copy it', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    api({ body: { ...EMPTY, referrals: [referral({ id: 'r1', code: 'SLCT2345' })] } });
    renderPage();
    const button = await screen.findByTestId('referral-copy');
    await act(async () => fireEvent.click(button));
    expect(execCommand).toHaveBeenCalledWith('copy');
    const input = screen.getByTestId('referral-link') as HTMLInputElement;
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
    expect(await screen.findByText(/pulsa Ctrl\+C/)).toBeTruthy();
    expect(button.textContent).toBe('Copiar');
  });

  it('lists codes in play and the whole history with statuses, credits and why none were paid', async () => {
    api({ body: MIXED });
    renderPage();
    const codes = await screen.findAllByTestId('referral-code');
    // Open and awaiting codes are in play; paid and refused ones live in the history only.
    expect(codes.map((c) => c.getAttribute('data-code'))).toEqual(['OPEN2345', 'WAIT2345']);
    expect(within(codes[1]!).queryByTestId('referral-link')).toBeNull();
    expect(codes[1]!.textContent).toContain('Recibirás 100 créditos cuando confirme su email');

    expect(screen.getByTestId('referrals-friends').textContent).toBe('3');
    expect(screen.getByTestId('referrals-earned').textContent).toBe('100');
    expect(screen.getByTestId('referrals-pending').textContent).toBe('100');

    const rows = screen.getAllByTestId('referral-row');
    const statusOf = (row: HTMLElement) => within(row).getByTestId('referral-status').textContent;
    const creditsOf = (row: HTMLElement) => within(row).getByTestId('referral-credits').textContent;
    expect(rows.map(statusOf)).toEqual([
      'Pendiente',
      'Registrado',
      'Completado',
      'Registrado',
      'Registrado',
    ]);
    expect(rows.map(creditsOf)).toEqual(['Aún ninguno', '100 pendientes', '+100', '0', '0']);
    expect(within(rows[3]!).getByTestId('referral-blocked').textContent).toBe(
      'Sin recompensa: la dirección del registro es la tuya',
    );
    expect(within(rows[4]!).getByTestId('referral-blocked').textContent).toBe(
      'Sin recompensa: el registro usó una dirección desechable',
    );

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByTestId('referral-status').map((b) => b.textContent)).toContain(
      'Signed up',
    );
    expect(screen.getByText('No reward: the sign-up used your own address')).toBeTruthy();
    expect(screen.getAllByTestId('referral-credits').map((c) => c.textContent)).toContain(
      '100 pending',
    );
  });

  it('refusals and failures are toasts in the spec’s words; nothing else changes', async () => {
    const five = Array.from({ length: 4 }, (_, i) =>
      referral({ id: `r${i}`, code: `OPEN000${i}` }),
    );
    let reply: Reply = { status: 409, body: { error: 'referral_codes_limit' } };
    api({ body: { ...EMPTY, referrals: five } }, () => reply);
    renderPage();
    const generate = await screen.findByTestId('referral-generate');
    fireEvent.click(generate);
    expect(await screen.findByText('No se pudo crear el código de referido')).toBeTruthy();
    expect(
      screen.getAllByText('Tienes 5 códigos sin usar: comparte uno antes de crear otro.').length,
    ).toBeGreaterThan(0);

    reply = { status: 500, body: { error: 'internal_error' } };
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(generate);
    expect(await screen.findByText('No se pudo generar el código de referido')).toBeTruthy();
    expect(screen.getAllByTestId('referral-code')).toHaveLength(4);
  });

  it('with five unused codes the button is off and says why', async () => {
    const five = Array.from({ length: 5 }, (_, i) =>
      referral({ id: `r${i}`, code: `OPEN000${i}` }),
    );
    api({ body: { ...EMPTY, referrals: five } });
    renderPage();
    const generate = (await screen.findByTestId('referral-generate')) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    expect(generate.getAttribute('aria-describedby')).toBe('referral-limit');
    expect(document.getElementById('referral-limit')!.textContent).toBe(
      'Tienes 5 códigos sin usar: comparte uno antes de crear otro.',
    );
  });

  it('a load failure offers a retry', async () => {
    let fail = true;
    api(() => (fail ? { status: 500, body: { error: 'internal_error' } } : { body: EMPTY }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus referidos.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('referral-create-card')).toBeTruthy();
  });
});
