import { describe, expect, it } from 'vitest';
import {
  cardState,
  chosenProvider,
  destinationFor,
  followPushes,
} from '../../src/features/integrations/integration-rules';
import { destinationReady } from '../../src/features/wizard/wizard-rules';
import { connectedView, integrationList, integrationView } from '../integration-fixtures';

const list = (...cards: Parameters<typeof integrationList>[1] & object) =>
  integrationList('growth', cards).integrations;

describe('destinations a search may use', () => {
  it('CSV is always available, even before the connections load', () => {
    expect(destinationFor('csv', undefined)).toEqual({ kind: 'available', providers: [] });
    expect(destinationReady('csv', 'hubspot', undefined, false)).toEqual({
      exportMethod: 'csv',
      integration: null,
    });
  });

  it('a category waits for the connections, and says so when they cannot be read', () => {
    expect(destinationFor('crm', undefined)).toEqual({ kind: 'checking' });
    expect(destinationFor('crm', undefined, true)).toEqual({ kind: 'unknown' });
    expect(destinationReady('crm', null, undefined, false)).toBeNull();
  });

  it('a category opens when one of its integrations is connected and unlocked', () => {
    const integrations = list(connectedView('pipedrive'));
    expect(destinationFor('crm', integrations)).toEqual({
      kind: 'available',
      providers: ['pipedrive'],
    });
    expect(destinationReady('crm', null, integrations, false)).toEqual({
      exportMethod: 'crm',
      integration: 'pipedrive',
    });
    // The others of that organization are not connected: a link to connect one.
    expect(destinationFor('cold-email', integrations)).toEqual({ kind: 'not_connected' });
    expect(destinationFor('automation', integrations)).toEqual({ kind: 'not_connected' });
  });

  it('a connection whose token was refused, or a disabled one, cannot be used', () => {
    const failing = list(connectedView('hubspot', { status: 'error', statusReason: 'expired' }));
    expect(destinationFor('crm', failing)).toEqual({ kind: 'not_connected' });
    const disabled = list(connectedView('webhook', { status: 'disabled' }));
    expect(destinationFor('automation', disabled)).toEqual({ kind: 'not_connected' });
  });

  it('two CRMs connected: the saved choice is kept, else the first', () => {
    const integrations = list(connectedView('hubspot'), connectedView('pipedrive'));
    const crm = destinationFor('crm', integrations);
    expect(crm).toEqual({ kind: 'available', providers: ['hubspot', 'pipedrive'] });
    expect(chosenProvider(crm, 'pipedrive')).toBe('pipedrive');
    expect(chosenProvider(crm, null)).toBe('hubspot');
    // A saved provider of another category (or one since disconnected) is not used.
    expect(chosenProvider(crm, 'instantly')).toBe('hubspot');
  });

  it('a plan without integrations locks every category, naming the plan that unlocks it', () => {
    const integrations = integrationList('starter').integrations;
    for (const method of ['crm', 'cold-email', 'automation'] as const) {
      expect(destinationFor(method, integrations)).toEqual({
        kind: 'locked',
        requiredPlan: 'growth',
      });
      expect(destinationReady(method, null, integrations, false)).toBeNull();
    }
    // A connection saved before a downgrade cannot be used while locked.
    const downgraded = integrationList('starter', [
      connectedView('hubspot', { locked: true }),
    ]).integrations;
    expect(destinationFor('crm', downgraded).kind).toBe('locked');
  });

  it('a custom webhook locked on Growth says Pro', () => {
    const integrations = list(connectedView('webhook', { locked: true, requiredPlan: 'pro' }));
    expect(destinationFor('automation', integrations)).toEqual({
      kind: 'locked',
      requiredPlan: 'pro',
    });
  });
});

describe('card state', () => {
  it('locked wins, then the connection status, else not connected', () => {
    expect(cardState(integrationView('hubspot', 'starter'))).toBe('locked');
    expect(cardState(connectedView('hubspot', { locked: true }))).toBe('locked');
    expect(cardState(integrationView('hubspot'))).toBe('not_connected');
    expect(cardState(connectedView('hubspot'))).toBe('connected');
    expect(cardState(connectedView('hubspot', { status: 'error' }))).toBe('error');
    expect(cardState(connectedView('webhook', { status: 'disabled' }))).toBe('disabled');
  });
});

describe('following push reports', () => {
  const now = Date.parse('2031-05-01T10:00:00.000Z');
  const search = (overrides: Partial<Parameters<typeof followPushes>[0] & object> = {}) => ({
    status: 'completed' as const,
    integration: null,
    finishedAt: '2031-05-01T09:00:00.000Z',
    ...overrides,
  });

  it('while a push is queued, running or waiting', () => {
    for (const status of ['queued', 'running', 'waiting'] as const) {
      expect(followPushes(search(), [{ status, trigger: 'manual' }], now)).toBe(true);
    }
    for (const status of ['done', 'failed'] as const) {
      expect(followPushes(search(), [{ status, trigger: 'manual' }], now)).toBe(false);
    }
  });

  it('while a search with a destination runs, and briefly after it completes, until its push shows', () => {
    expect(followPushes(search({ status: 'processing', integration: 'hubspot' }), [], now)).toBe(
      true,
    );
    const justDone = search({ integration: 'hubspot', finishedAt: '2031-05-01T09:59:30.000Z' });
    expect(followPushes(justDone, [], now)).toBe(true);
    expect(followPushes(justDone, [{ status: 'done', trigger: 'search' }], now)).toBe(false);
    // Long finished, or finished without leads to push: nothing more is coming.
    expect(followPushes(search({ integration: 'hubspot' }), [], now)).toBe(false);
    expect(followPushes(search({ status: 'failed', integration: 'hubspot' }), [], now)).toBe(false);
    expect(followPushes(search({ status: 'processing' }), [], now)).toBe(false);
  });
});
