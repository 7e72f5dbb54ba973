import { describe, expect, it } from 'vitest';
import esBase from '../src/i18n/locales/es';
import enBase from '../src/i18n/locales/en';
import esApp from '../src/i18n/locales/es/app';
import enApp from '../src/i18n/locales/en/app';
import esAlt from '../src/i18n/locales/es/alt-landing';
import enAlt from '../src/i18n/locales/en/alt-landing';

const es = { ...esBase, ...esApp, altLanding: esAlt };
const en = { ...enBase, ...enApp, altLanding: enAlt };

/** Every key path of a nested dictionary, with where an empty string sits. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    paths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('dictionaries', () => {
  it('Spanish and English have exactly the same keys', () => {
    expect(paths(en).sort()).toEqual(paths(es).sort());
  });

  it('no text is empty', () => {
    const empty = (dict: unknown) =>
      paths(dict).filter((path) => {
        const text = path.split('.').reduce<unknown>((node, key) => (node as never)[key], dict);
        return typeof text === 'string' && text.trim() === '';
      });
    expect(empty(es)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('every Spanish text is Spanish: what reads the same in English is a name or a shared term', () => {
    // Brands, plan names, and words Spanish uses as they are (issue 11 item 22: the 404 title
    // was English in Spanish).
    const SHARED = new Set([
      'Dashboard',
      'Email',
      'CSV',
      'CRM',
      'Starter',
      'Growth',
      'Pro',
      'Marketing',
      'Cookies',
      'Plan',
      'Leads',
      'Total',
      'General',
      'Tickets',
      'Webhooks',
      'URL',
      'LinkedIn',
      'Facebook',
      'Instagram',
      'X (Twitter)',
      'YouTube',
      'TikTok',
      'CUIT/VAT',
      'Instagram, Facebook, X, TikTok, YouTube',
      '{{count}} lead',
      '{{count}} leads',
      '{{credits}}',
      'ID: {{id}}',
      '{{action}}: {{query}}',
    ]);
    const textAt = (dict: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as never)[key], dict);
    const same = paths(es).filter((path) => {
      const text = textAt(es, path);
      return typeof text === 'string' && text === textAt(en, path) && !SHARED.has(text);
    });
    expect(same).toEqual([]);
  });
});
