import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LegalText } from '../src/features/legal/legal-text';
import { termsOfService } from '../src/features/legal/legal-content';

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="text">
        <LegalText text={text} />
      </p>
    </MemoryRouter>,
  ).getByTestId('text');
}

describe('legal text links', () => {
  it('turns [label](/path) into links of this app and keeps the rest as text', () => {
    const p = renderText('Escríbenos desde [Contacto](/contact) o [Soporte](/support).');
    expect(p.textContent).toBe('Escríbenos desde Contacto o Soporte.');
    const links = [...p.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Contacto', '/contact'],
      ['Soporte', '/support'],
    ]);
  });

  it('never links outside the app, and leaves markup as text', () => {
    const p = renderText('[x](https://evil.example) [y](//evil.example) <b>z</b>');
    expect(p.querySelectorAll('a')).toHaveLength(0);
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toBe('[x](https://evil.example) [y](//evil.example) <b>z</b>');
  });

  it('the terms send users to the support desk and the contact form in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const text = termsOfService[locale].sections
        .flatMap((section) => section.paragraphs)
        .join('\n');
      expect(text).toContain('(/support)');
      expect(text).toContain('(/contact)');
      expect(text).not.toMatch(/ \/support\b/);
    }
  });
});
