/** Employees and revenue as sites state them, estimates labelled. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import {
  findEmployeesInText,
  findRevenueInText,
} from '../src/domain/enrich/extract/size-signals.js';

describe('findEmployeesInText', () => {
  it('reads counts in five languages', () => {
    expect(findEmployeesInText('Somos un equipo de 25 profesionales')).toEqual({
      value: '25',
      estimate: false,
    });
    expect(findEmployeesInText('Contamos con más de 50 empleados')).toEqual({
      value: '50+',
      estimate: false,
    });
    expect(findEmployeesInText('A team of 12 dedicated people')).toEqual({
      value: '12',
      estimate: false,
    });
    expect(findEmployeesInText('Over 200 employees worldwide')).toEqual({
      value: '200+',
      estimate: false,
    });
    expect(findEmployeesInText('Mit über 30 Mitarbeitern sind wir für Sie da')).toEqual({
      value: '30+',
      estimate: false,
    });
    expect(findEmployeesInText('Mais de 40 colaboradores')).toEqual({
      value: '40+',
      estimate: false,
    });
    expect(findEmployeesInText('Plus de 20 salariés')).toEqual({ value: '20+', estimate: false });
    expect(findEmployeesInText('Entre 10 y 20 trabajadores')).toEqual({
      value: '10-20',
      estimate: false,
    });
    expect(findEmployeesInText('1.200 empleados en España')).toEqual({
      value: '1200',
      estimate: false,
    });
  });

  it('labels hedged figures as estimates', () => {
    expect(findEmployeesInText('aprox. 30 empleados')).toEqual({ value: '30', estimate: true });
    expect(findEmployeesInText('rund 45 Mitarbeiter')).toEqual({ value: '45', estimate: true });
    expect(findEmployeesInText('environ 15 collaborateurs')).toEqual({
      value: '15',
      estimate: true,
    });
    expect(findEmployeesInText('~80 employees')).toEqual({ value: '80', estimate: true });
  });

  it('does not read years, clients or prices as staff', () => {
    expect(findEmployeesInText('Más de 25 años de experiencia')).toBeNull();
    expect(findEmployeesInText('Más de 500 clientes satisfechos')).toBeNull();
    expect(findEmployeesInText('Desde 1990, al servicio de las personas')).toBeNull();
    expect(findEmployeesInText('Precio: 25 €')).toBeNull();
  });
});

describe('findRevenueInText', () => {
  it('reads amounts with magnitudes and currencies', () => {
    expect(findRevenueInText('Facturación anual de 2,5 M€')).toEqual({
      value: '2.5M EUR',
      estimate: false,
    });
    expect(findRevenueInText('Annual revenue of $1.2M in 2023')).toEqual({
      value: '1.2M $',
      estimate: false,
    });
    expect(findRevenueInText('Revenue: USD 3 million')).toEqual({
      value: '3M USD',
      estimate: false,
    });
    expect(findRevenueInText('Jahresumsatz 2023: 3 Mio. €')).toEqual({
      value: '3M EUR',
      estimate: false,
    });
    expect(findRevenueInText("Chiffre d'affaires : 850 000 €")).toEqual({
      value: '850K EUR',
      estimate: false,
    });
    expect(findRevenueInText('Volume de negócios 2023: 5,7 M€')).toEqual({
      value: '5.7M EUR',
      estimate: false,
    });
    expect(findRevenueInText('Facturación 2023: 0,4 M€')).toEqual({
      value: '0.4M EUR',
      estimate: false,
    });
    expect(findRevenueInText('Facturación 2023: 3,1 millones de MXN')).toEqual({
      value: '3.1M MXN',
      estimate: false,
    });
    expect(findRevenueInText('Faturamento de R$ 4,5 milhões')).toEqual({
      value: '4.5M BRL',
      estimate: false,
    });
  });

  it('labels estimates', () => {
    expect(findRevenueInText('Facturación aproximada de 2,5 M€')).toEqual({
      value: '2.5M EUR',
      estimate: true,
    });
    expect(findRevenueInText('Umsatz von rund 3 Mio. €')).toEqual({
      value: '3M EUR',
      estimate: true,
    });
    expect(findRevenueInText('Estimated revenue: ~$5M')).toEqual({ value: '5M $', estimate: true });
    expect(findRevenueInText("Chiffre d'affaires d'environ 1,2 million d'euros")).toEqual({
      value: '1.2M EUR',
      estimate: true,
    });
    expect(findRevenueInText('approx. $3.5M revenue')).toEqual({ value: '3.5M $', estimate: true });
    expect(findRevenueInText('Umsatz ca. 3 Mio. € (geschätzt)')).toEqual({
      value: '3M EUR',
      estimate: true,
    });
  });

  it('ignores revenue words without an amount', () => {
    expect(findRevenueInText('Aumente su facturación con nosotros')).toBeNull();
    expect(findRevenueInText('Revenue growth since 2015')).toBeNull();
  });
});

describe('size in pages', () => {
  it('structured data wins over text', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 },
      annualRevenue: { '@type': 'MonetaryAmount', value: 2500000, currency: 'EUR' },
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head>
      <body><p>Somos un equipo de 25 profesionales. Facturamos 3 M€.</p></body></html>`;
    const f = extractPage({ url: 'https://x.es/', html, siteDomain: 'x.es' });
    expect(f.employees).toEqual({
      value: '11-50',
      estimate: false,
      source: 'jsonld',
      page: 'https://x.es/',
    });
    expect(f.revenue).toEqual({
      value: '2.5M EUR',
      estimate: false,
      source: 'jsonld',
      page: 'https://x.es/',
    });
  });

  it('numberOfEmployees as a plain number; text otherwise', () => {
    const ld = { '@type': 'LocalBusiness', numberOfEmployees: 8 };
    const a = extractPage({
      url: 'https://x.es/',
      html: `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
      siteDomain: 'x.es',
    });
    expect(a.employees?.value).toBe('8');
    const b = extractPage({
      url: 'https://x.es/',
      html: '<p>Un equipo de aprox. 12 personas</p>',
      siteDomain: 'x.es',
    });
    expect(b.employees).toEqual({
      value: '12',
      estimate: true,
      source: 'text',
      page: 'https://x.es/',
    });
  });
});
