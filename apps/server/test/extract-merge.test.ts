/** Site domains, page links, merging the pages of a site. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { mergeFindings } from '../src/domain/enrich/extract/merge-findings.js';
import { pageLinks, resolveHref } from '../src/domain/enrich/extract/page-links.js';
import { isSameSite, registrableDomain } from '../src/domain/enrich/extract/site-domain.js';
import type { EmailFinding, PageFindings } from '../src/domain/enrich/types.js';

describe('registrableDomain', () => {
  it('uses the public suffix list, unknown TLDs as one label, IPs as themselves', () => {
    expect(registrableDomain('www.clinicasol.es')).toBe('clinicasol.es');
    expect(registrableDomain('a.b.tienda.com.ar')).toBe('tienda.com.ar');
    expect(registrableDomain('shop.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('www.panaderia-madrid.test')).toBe('panaderia-madrid.test');
    expect(registrableDomain('WWW.Clinicasol.ES.')).toBe('clinicasol.es');
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(registrableDomain('[::1]')).toBe('::1');
    expect(registrableDomain('localhost')).toBe('localhost');
    expect(registrableDomain('www.bäckerei.de')).toBe('bäckerei.de');
  });

  it('isSameSite compares subdomains and IDN forms', () => {
    expect(isSameSite('mail.clinicasol.es', 'clinicasol.es')).toBe(true);
    expect(isSameSite('clinicasol.es', 'www.clinicasol.es')).toBe(true);
    expect(isSameSite('bäckerei.de', 'xn--bckerei-5wa.de')).toBe(true);
    expect(isSameSite('notclinicasol.es', 'clinicasol.es')).toBe(false);
    expect(isSameSite('gmail.com', 'clinicasol.es')).toBe(false);
  });
});

describe('links', () => {
  it('resolves against the page, drops non-http and fragment-only links', () => {
    expect(resolveHref('/contacto', 'https://x.es/a/b')).toBe('https://x.es/contacto');
    expect(resolveHref('equipo.html#top', 'https://x.es/a/b')).toBe('https://x.es/a/equipo.html');
    expect(resolveHref('#top', 'https://x.es/')).toBeNull();
    expect(resolveHref('javascript:void(0)', 'https://x.es/')).toBeNull();
    expect(resolveHref('mailto:a@x.es', 'https://x.es/')).toBeNull();
    expect(resolveHref('tel:+34912345678', 'https://x.es/')).toBeNull();
    expect(resolveHref('//cdn.x.es/a.vcf', 'https://x.es/')).toBe('https://cdn.x.es/a.vcf');
  });

  it('keeps text, aria-label, title or image alt, and honours <base>', () => {
    const html = `<html><head><base href="https://x.es/es/"></head><body>
      <a href="contacto">  Contacto
        y ubicación </a>
      <a href="equipo" aria-label="Nuestro equipo"><i class="icon"></i></a>
      <a href="aviso-legal" title="Aviso legal"></a>
      <a href="/"><img src="logo.png" alt="Inicio"></a>
      <a href="tarjeta.vcf">vCard</a>
      <a href="#">Top</a><a href="javascript:;">JS</a>
    </body></html>`;
    const f = extractPage({ url: 'https://x.es/', html, siteDomain: 'x.es' });
    expect(f.links).toEqual([
      { url: 'https://x.es/es/contacto', text: 'Contacto y ubicación' },
      { url: 'https://x.es/es/equipo', text: 'Nuestro equipo' },
      { url: 'https://x.es/es/aviso-legal', text: 'Aviso legal' },
      { url: 'https://x.es/', text: 'Inicio' },
      { url: 'https://x.es/es/tarjeta.vcf', text: 'vCard' },
    ]);
    expect(
      pageLinks(
        [
          { href: '/a', text: '', line: 0, group: 0 },
          { href: '/a#x', text: 'A', line: 0, group: 0 },
        ],
        'https://x.es/',
      ),
    ).toEqual([{ url: 'https://x.es/a', text: 'A' }]);
  });
});

function email(address: string, extra: Partial<EmailFinding> = {}): EmailFinding {
  return {
    address,
    kind: 'generic',
    sameDomain: true,
    source: 'text',
    page: 'https://x.es/',
    personName: null,
    ...extra,
  };
}

function pageOf(extra: Partial<PageFindings>): PageFindings {
  return {
    url: 'https://x.es/',
    emails: [],
    phones: [],
    socials: {},
    linkedinPeople: [],
    contacts: [],
    employees: null,
    revenue: null,
    links: [],
    ...extra,
  };
}

describe('mergeFindings', () => {
  it('ranks emails: same domain, then person > role > generic, then source', () => {
    const home = pageOf({
      url: 'https://x.es/',
      emails: [
        email('info@x.es', { source: 'mailto' }),
        email('tienda.x@gmail.com', { sameDomain: false, kind: 'generic', source: 'mailto' }),
        email('hola@agencia.com', { sameDomain: false }),
        email('ventas@x.es', { kind: 'role' }),
      ],
    });
    const contact = pageOf({
      url: 'https://x.es/contacto',
      emails: [
        email('maria.lopez@x.es', { kind: 'person', personName: 'María López', source: 'mailto' }),
        email('info@x.es', { source: 'jsonld', page: 'https://x.es/contacto' }),
        email('contacto@x.es', { source: 'obfuscated' }),
      ],
    });
    const merged = mergeFindings([home, contact], { siteDomain: 'x.es', country: 'ES' });
    expect(merged.emails.map((e) => e.address)).toEqual([
      'maria.lopez@x.es',
      'ventas@x.es',
      'info@x.es',
      'contacto@x.es',
      'tienda.x@gmail.com',
      'hola@agencia.com',
    ]);
    expect(merged.emails.find((e) => e.address === 'info@x.es')).toMatchObject({
      source: 'jsonld',
      page: 'https://x.es/contacto',
    });
  });

  it('a shortened name and a given name alone join the one longer name that starts so', () => {
    const person = (name: string, title: string | null, page: string) => ({
      name,
      title,
      role: (title ? 'owner' : 'other') as 'owner' | 'other',
      email: null,
      linkedin: null,
      source: 'text' as const,
      page,
    });
    const merged = mergeFindings(
      [
        pageOf({ contacts: [person('Amparo Soler', 'Propietaria', 'https://x.es/')] }),
        pageOf({
          url: 'https://x.es/equipo',
          contacts: [
            person('Amparo Soler Ferrer', 'Socia directora', 'https://x.es/equipo'),
            person('Ana Gil', 'Abogada', 'https://x.es/equipo'),
            person('Ana Gil Roca', 'Procuradora', 'https://x.es/equipo'),
            person('Ana Gil Pons', 'Contable', 'https://x.es/equipo'),
            person('Vítor Manuel Bettencourt', null, 'https://x.es/equipo'),
            person('Vítor Bettencourt', 'Empresário', 'https://x.es/equipo'),
          ],
        }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    // Two longer "Ana Gil …": which one is meant is unknown, all three stay.
    expect(merged.contacts.map((c) => [c.name, c.title])).toEqual([
      ['Amparo Soler Ferrer', 'Socia directora'],
      ['Ana Gil', 'Abogada'],
      ['Ana Gil Roca', 'Procuradora'],
      ['Ana Gil Pons', 'Contable'],
      ['Vítor Manuel Bettencourt', 'Empresário'],
    ]);
  });

  it('normalises phones to E.164 for the country and dedupes', () => {
    const merged = mergeFindings(
      [
        pageOf({ phones: ['+34 912 34 56 78', '912 34 56 78', '600 12 34 56', '123'] }),
        pageOf({ url: 'https://x.es/contacto', phones: ['+34912345678', '0034 600 123 456'] }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    expect(merged.phones).toEqual(['+34912345678', '+34600123456']);
    const fallback = mergeFindings([pageOf({ phones: ['(011) 4567-8901'] })], {
      siteDomain: 'tienda.com.ar',
      country: null,
    });
    expect(fallback.phones).toEqual(['+541145678901']);
  });

  it('picks socials and the company LinkedIn; merges people by name keeping the richest', () => {
    const a = pageOf({
      socials: {
        facebook: 'https://www.facebook.com/x',
        linkedin: 'https://www.linkedin.com/company/x',
      },
      linkedinPeople: ['https://www.linkedin.com/in/maria'],
      contacts: [
        {
          name: 'María López',
          title: null,
          role: 'other',
          email: 'maria@x.es',
          linkedin: null,
          source: 'team_page',
          page: 'https://x.es/',
        },
      ],
    });
    const b = pageOf({
      url: 'https://x.es/equipo',
      socials: { facebook: 'https://www.facebook.com/x', instagram: 'https://www.instagram.com/x' },
      contacts: [
        {
          name: 'maria lopez',
          title: 'Directora',
          role: 'owner',
          email: null,
          linkedin: 'https://www.linkedin.com/in/maria',
          source: 'team_page',
          page: 'https://x.es/equipo',
        },
        {
          name: 'Pablo Ruiz',
          title: 'Marketing Manager',
          role: 'marketing',
          email: null,
          linkedin: null,
          source: 'jsonld',
          page: 'https://x.es/equipo',
        },
      ],
    });
    const merged = mergeFindings([a, b], { siteDomain: 'x.es', country: 'ES' });
    expect(merged.socials).toEqual({
      facebook: 'https://www.facebook.com/x',
      linkedin: 'https://www.linkedin.com/company/x',
      instagram: 'https://www.instagram.com/x',
    });
    expect(merged.linkedinCompany).toBe('https://www.linkedin.com/company/x');
    expect(merged.linkedinPeople).toEqual(['https://www.linkedin.com/in/maria']);
    expect(merged.contacts).toHaveLength(2);
    expect(merged.contacts[0]).toMatchObject({
      title: 'Directora',
      role: 'owner',
      email: 'maria@x.es',
      linkedin: 'https://www.linkedin.com/in/maria',
    });
    expect(merged.pagesVisited).toEqual(['https://x.es/', 'https://x.es/equipo']);
    expect(merged.failures).toEqual([]);
  });

  it("puts the owner's own address first among person addresses, back-office roles last among roles", () => {
    const merged = mergeFindings(
      [
        pageOf({
          emails: [
            email('privacy@x.es', { kind: 'role' }),
            email('citas@x.es', { kind: 'role' }),
            email('begona@x.es', { kind: 'person' }),
            email('nuria.gomez@x.es', { kind: 'person' }),
          ],
        }),
        pageOf({
          url: 'https://x.es/equipo',
          contacts: [
            {
              name: 'Nuria Gómez',
              title: 'Directora general',
              role: 'owner',
              email: null,
              linkedin: null,
              source: 'team_page',
              page: 'https://x.es/equipo',
            },
          ],
        }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    expect(merged.emails.map((e) => e.address)).toEqual([
      'nuria.gomez@x.es',
      'begona@x.es',
      'citas@x.es',
      'privacy@x.es',
    ]);
  });

  it('the title from the most trusted page; a generic-looking address that spells a person becomes theirs', () => {
    const merged = mergeFindings(
      [
        pageOf({
          url: 'https://x.es/aviso-legal',
          contacts: [
            {
              name: 'Sofía Ordóñez',
              title: 'Titular',
              role: 'owner',
              email: 'sordonez@x.es',
              linkedin: null,
              source: 'text',
              page: 'https://x.es/aviso-legal',
            },
          ],
          emails: [email('sordonez@x.es')],
        }),
        pageOf({
          url: 'https://x.es/equipo',
          contacts: [
            {
              name: 'Sofía Ordóñez',
              title: 'Fundadora',
              role: 'owner',
              email: null,
              linkedin: null,
              source: 'team_page',
              page: 'https://x.es/equipo',
            },
          ],
        }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    expect(merged.contacts).toMatchObject([
      { title: 'Fundadora', email: 'sordonez@x.es', source: 'team_page' },
    ]);
    expect(merged.emails[0]).toMatchObject({
      address: 'sordonez@x.es',
      kind: 'person',
      personName: 'Sofía Ordóñez',
    });
  });

  it('ties person addresses found on another page to their owner', () => {
    const merged = mergeFindings(
      [
        pageOf({ emails: [email('lucia.fernandez@x.es', { kind: 'person' })] }),
        pageOf({
          url: 'https://x.es/equipo',
          contacts: [
            {
              name: 'Lucía Fernández',
              title: 'Gerente',
              role: 'owner',
              email: null,
              linkedin: null,
              source: 'team_page',
              page: 'https://x.es/equipo',
            },
          ],
        }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    expect(merged.contacts[0]?.email).toBe('lucia.fernandez@x.es');
    expect(merged.emails[0]?.personName).toBe('Lucía Fernández');
  });

  it('size: structured data over text, stated over estimated', () => {
    const merged = mergeFindings(
      [
        pageOf({
          employees: { value: '25', estimate: true, source: 'text', page: 'https://x.es/' },
          revenue: { value: '2M EUR', estimate: true, source: 'text', page: 'https://x.es/' },
        }),
        pageOf({
          url: 'https://x.es/b',
          employees: { value: '30', estimate: false, source: 'text', page: 'https://x.es/b' },
        }),
        pageOf({
          url: 'https://x.es/c',
          employees: { value: '11-50', estimate: false, source: 'jsonld', page: 'https://x.es/c' },
        }),
      ],
      { siteDomain: 'x.es', country: 'ES' },
    );
    expect(merged.employees?.value).toBe('11-50');
    expect(merged.revenue).toMatchObject({ value: '2M EUR', estimate: true });
  });

  it('reads a bare "$" revenue with the country\'s dollar', () => {
    const rev = {
      value: '5.9M $',
      estimate: false,
      source: 'text' as const,
      page: 'https://x.com/',
    };
    expect(
      mergeFindings([pageOf({ revenue: rev })], { siteDomain: 'x.com', country: 'US' }).revenue
        ?.value,
    ).toBe('5.9M USD');
    expect(
      mergeFindings([pageOf({ revenue: rev })], { siteDomain: 'x.com.ar', country: 'ar' }).revenue
        ?.value,
    ).toBe('5.9M ARS');
    expect(
      mergeFindings([pageOf({ revenue: rev })], { siteDomain: 'x.es', country: 'ES' }).revenue
        ?.value,
    ).toBe('5.9M $');
  });
});
