import { describe, expect, it } from 'vitest';
import esBase from '../src/i18n/locales/es';
import enBase from '../src/i18n/locales/en';
import esApp from '../src/i18n/locales/es/app';
import enApp from '../src/i18n/locales/en/app';

const es = { ...esBase, ...esApp };
const en = { ...enBase, ...enApp };

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
});
