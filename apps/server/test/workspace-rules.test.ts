/** Pure rules behind the workspace endpoints: masking, location folding, CSV column choice. */
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@leadatlas/shared';
import { maskPhone, maskWebsite } from '../src/domain/search/mask.js';
import { foldLocation } from '../src/domain/places/suggest.js';
import { csvColumns, csvHeader } from '../src/domain/search/csv.js';

describe('maskPhone keeps "+CC" and two digits', () => {
  it.each([
    ['+34 912 34 56 78', 'ES', '+34 91• •• •• ••'],
    ['912345678', 'ES', '+34 91• •• •• ••'],
    ['0034 600 111 222', null, '+34 60• •• •• ••'],
    ['(305) 555-0134', 'US', '+1 30• ••• ••••'],
    ['+54 9 351 555-1234', 'AR', '+54 9 3•• ••• ••••'],
    // Not a number for its country: its digits as written, two left visible.
    ['12345', 'ES', '12•••'],
    ['+99 12-34', null, '+99 •• ••'],
  ])('%s (%s) → %s', (raw, country, masked) => {
    expect(maskPhone(raw, country)).toBe(masked);
  });
});

describe('maskWebsite keeps the public suffix', () => {
  it.each([
    ['https://www.clinicasol.com.ar/contacto', 'www.••••••.com.ar'],
    ['http://dental-sol.test:8080/', 'www.••••••.test'],
    ['clinica.es', 'www.••••••.es'],
    ['https://shop.example.co.uk', 'www.••••••.co.uk'],
    ['http://127.0.0.1:8080/', '••••••'],
    ['not a url at all', '••••••'],
  ])('%s → %s', (url, masked) => {
    expect(maskWebsite(url)).toBe(masked);
  });
});

describe('foldLocation', () => {
  it.each([
    ['São Paulo, SP', 'sao paulo sp'],
    ['  CÓRDOBA  ', 'cordoba'],
    ['Bogotá D.C.', 'bogota d c'],
    ['Zürich', 'zurich'],
    ['Łódź', 'lodz'],
    ['Москва', 'москва'],
    ['100% _x_', '100 x'],
  ])('%s → %s', (text, folded) => {
    expect(foldLocation(text)).toBe(folded);
  });
});

describe('CSV columns', () => {
  it('keeps the file order whatever order they are asked in', () => {
    expect(csvColumns(['email', 'business_name', 'phone', 'email'])).toEqual([
      'business_name',
      'phone',
      'email',
    ]);
    expect(csvColumns()).toEqual([...CSV_COLUMNS]);
    expect(csvHeader(['business_name', 'rating'])).toBe('\uFEFFbusiness_name,rating\r\n');
  });
});
