import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../src/i18n';
import DevelopersPage from '../../src/features/developer-api/developers-page';
import { flowExamples } from '../../src/features/developer-api/guide-examples';
import { renderRoutes, stubApi, type Reply } from '../search-fixtures';

const renderPage = () =>
  renderRoutes([{ path: '/developers', element: <DevelopersPage /> }], '/developers');

describe('/developers', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the examples address the origin the page is served from', () => {
    const examples = flowExamples('https://app.example.com');
    expect(examples.setup).toContain('export LEADATLAS_URL="https://app.example.com"');
    expect(examples.start).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(examples.export).toContain('/export?format=jsonl');
    for (const step of ['estimate', 'start', 'poll', 'leads', 'export'] as const) {
      expect(examples[step]).toContain('Authorization: Bearer $LEADATLAS_KEY');
    }
  });

  it('signed out: the guide in English, links to the API tab, and says when the document fails', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 401, body: { error: 'unauthorized' } },
      'GET /api/v1/openapi.json': (): Reply => ({ status: 404, body: { error: 'not_found' } }),
    });
    const asked = () => calls.filter((call) => call.path === '/api/v1/openapi.json').length;
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('LeadAtlas API');
    expect(screen.getByTestId('base-url').textContent).toBe(`${window.location.origin}/api/v1`);
    expect(screen.getByTestId('example-setup').textContent).toContain(window.location.origin);
    const links = screen.getAllByRole('link', { name: 'Integrations → API & webhooks' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/integrations/api',
      '/integrations/api',
    ]);
    expect((await screen.findByTestId('reference-error')).textContent).toContain(
      'The API document could not be loaded.',
    );
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(asked()).toBe(2));
  });
});
