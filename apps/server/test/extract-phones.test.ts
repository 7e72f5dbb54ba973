/** Phone numbers: tel: links, structured data and text, with the usual false positives. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { normalizePhone } from '../src/domain/enrich/extract/merge-findings.js';
import {
  findPhonesInText,
  phoneFromTelHref,
  phoneFromWhatsAppUrl,
} from '../src/domain/enrich/extract/phone-text.js';

function phonesOf(body: string, head = ''): string[] {
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  return extractPage({ url: 'https://tienda.com.ar/', html, siteDomain: 'tienda.com.ar' }).phones;
}

describe('findPhonesInText', () => {
  it('finds international and national formats', () => {
    expect(findPhonesInText('Llámanos al +34 912 34 56 78')).toEqual(['+34 912 34 56 78']);
    expect(findPhonesInText('Tel: 0034 912 345 678')).toEqual(['0034 912 345 678']);
    expect(findPhonesInText('Teléfono: 912 34 56 78')).toEqual(['912 34 56 78']);
    expect(findPhonesInText('Tel. (011) 4567-8901')).toEqual(['(011) 4567-8901']);
    expect(findPhonesInText('Cel: 011 15-4567-8901')).toEqual(['011 15-4567-8901']);
    expect(findPhonesInText('+54 9 11 4567-8901')).toEqual(['+54 9 11 4567-8901']);
    expect(findPhonesInText('Phone: (415) 555-0132')).toEqual(['(415) 555-0132']);
    expect(findPhonesInText('Call 415.555.0132 today')).toEqual(['415.555.0132']);
    expect(findPhonesInText('Tél. : 01 42 68 53 00')).toEqual(['01 42 68 53 00']);
    expect(findPhonesInText('Telefon: 030 12345678')).toEqual(['030 12345678']);
    expect(findPhonesInText('Tel.: 089/1234567')).toEqual(['089/1234567']);
    expect(findPhonesInText('Telefone: (11) 3456-7890')).toEqual(['(11) 3456-7890']);
    expect(findPhonesInText('WhatsApp +55 11 98765-4321')).toEqual(['+55 11 98765-4321']);
    expect(findPhonesInText('Tel: 912345678')).toEqual(['912345678']);
  });

  it('splits several numbers on one line', () => {
    expect(findPhonesInText('Teléfonos: 912 34 56 78 / 600 12 34 56')).toEqual([
      '912 34 56 78',
      '600 12 34 56',
    ]);
    expect(findPhonesInText('Tel +34 912 34 56 78 - Móvil +34 600 12 34 56')).toEqual([
      '+34 912 34 56 78',
      '+34 600 12 34 56',
    ]);
  });

  it('leaves out dates, times, prices, postal codes, tax ids and long ids', () => {
    const traps = [
      'Publicado el 12/03/2024',
      'Fecha: 2024-03-12',
      'Desde 1998 - 2024 a su servicio',
      'Horario: 09.00 - 14.00',
      'Precio: $ 1.234.567',
      'Total 1.234.567,89 €',
      'Only 12,500,000 dollars',
      'Precio 450 000 €',
      'C.P. 28001 Madrid',
      'CEP 01310-100 São Paulo',
      'Chicago, IL 60601-1234',
      'CUIT 30-12345678-9',
      'CUIT: 20123456789',
      'NIF B12345678',
      'CNPJ 12.345.678/0001-90',
      'CPF 123.456.789-09',
      'IBAN ES91 2100 0418 4502 0005 1332',
      'SIRET 123 456 789 00012',
      'USt-IdNr.: DE 123 456 789',
      'Pedido nº 1234567890',
      'Ref. 2024 1234 5678',
      'Calle Mayor 12 28001 Madrid',
      'Número de cuenta 0049 1500 05 1234567892',
      'Order #98765432101234',
      'Fax: 912 34 56 79',
    ];
    for (const t of traps) expect(findPhonesInText(t), t).toEqual([]);
  });

  it('reads tel: and WhatsApp links', () => {
    expect(phoneFromTelHref('tel:+34912345678')).toBe('+34912345678');
    expect(phoneFromTelHref('tel:+34%20912%2034%2056%2078')).toBe('+34 912 34 56 78');
    expect(phoneFromTelHref('tel:912345678;ext=12')).toBe('912345678');
    expect(phoneFromTelHref('tel:')).toBeNull();
    expect(phoneFromWhatsAppUrl('https://wa.me/5491145678901')).toBe('+5491145678901');
    expect(
      phoneFromWhatsAppUrl('https://api.whatsapp.com/send?phone=5491145678901&text=Hola'),
    ).toBe('+5491145678901');
    expect(phoneFromWhatsAppUrl('https://wa.me/')).toBeNull();
  });
});

describe('phones in pages', () => {
  it('reads tel: links, text, JSON-LD and microdata, without duplicates', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Store',
      telephone: '+54 11 4567-8901',
    };
    const phones = phonesOf(
      `<p>Teléfono: <a href="tel:+541145678901">(011) 4567-8901</a></p>
       <p>Móvil: 011 15-4567-8902</p>
       <span itemprop="telephone">+54 11 4567-8903</span>
       <p>CUIT 30-71234567-1 · Precio $ 12.500 · 2024-05-01</p>
       <a href="https://wa.me/5491145678904">WhatsApp</a>`,
      `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    );
    // Raw as written; "(011) 4567-8901" and "+54 11 4567-8901" meet again in the merger's E.164.
    expect([...phones].sort()).toEqual(
      [
        '+54 11 4567-8901',
        '+54 11 4567-8903',
        '(011) 4567-8901',
        '+5491145678904',
        '011 15-4567-8902',
      ].sort(),
    );
  });
});

describe('normalizePhone', () => {
  it('gives E.164 for valid numbers of the country', () => {
    expect(normalizePhone('912 34 56 78', 'ES')).toBe('+34912345678');
    expect(normalizePhone('+34 912 34 56 78', null)).toBe('+34912345678');
    expect(normalizePhone('0034 912 34 56 78', 'AR')).toBe('+34912345678');
    expect(normalizePhone('(011) 4567-8901', 'AR')).toBe('+541145678901');
    expect(normalizePhone('011 15-4567-8901', 'ar')).toBe('+5491145678901');
    expect(normalizePhone('(415) 555-0132', 'US')).toBe('+14155550132');
    expect(normalizePhone('01 42 68 53 00', 'FR')).toBe('+33142685300');
    expect(normalizePhone('030 12345678', 'DE')).toBe('+493012345678');
    expect(normalizePhone('12345', 'ES')).toBeNull();
    expect(normalizePhone('912 34 56 78', null)).toBeNull();
  });
});
