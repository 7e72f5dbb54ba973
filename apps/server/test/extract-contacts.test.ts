/** People and titles: names, title roles, line patterns, cards, legal notices, pickContact. */
import { describe, expect, it } from 'vitest';
import { contactInLine, extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { classifyTitle, isOwnerTitle } from '../src/domain/enrich/extract/job-title.js';
import { cleanPersonName } from '../src/domain/enrich/extract/person-name.js';
import { pickContact } from '../src/domain/enrich/extract/pick-contact.js';
import type { ContactFinding } from '../src/domain/enrich/types.js';

function contactsOf(body: string, head = '', siteDomain = 'clinicasol.es') {
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}/equipo`, html, siteDomain }).contacts;
}

describe('classifyTitle', () => {
  it('owners in five languages', () => {
    for (const t of [
      'Owner',
      'Founder',
      'Co-founder',
      'CEO',
      'CEO & Founder',
      'Managing Director',
      'Managing Partner',
      'General Manager',
      'Director General',
      'Directora',
      'Director/a',
      'Gerente General',
      'Gerente',
      'Propietario',
      'Propietaria',
      'Dueño',
      'Dueña',
      'Fundador',
      'Fundadora',
      'Socio fundador',
      'Socia fundadora',
      'Socio director',
      'Socia directora',
      'Titular',
      'Presidente',
      'Geschäftsführer',
      'Geschäftsführerin',
      'Inhaber',
      'Inhaberin',
      'Gründer',
      'Gérant',
      'Gérante',
      'Fondateur',
      'Fondatrice',
      'PDG',
      'Président',
      'Sócio',
      'Sócia',
      'Sócio-gerente',
      'Proprietário',
      'Proprietária',
      'Diretor Geral',
      'Diretora Geral',
      'Fundador e CEO',
    ]) {
      expect(classifyTitle(t), t).toBe('owner');
      expect(isOwnerTitle(t), t).toBe(true);
    }
  });

  it('marketing and operations', () => {
    for (const t of [
      'Directora de Marketing',
      'Marketing Manager',
      'Responsable de Comunicación',
      'CMO',
      'Head of Growth',
      'Brand Manager',
      'Gerente de Marketing',
      'Diretora de Comunicação',
      'Responsable communication',
      'Leiterin Marketing',
    ]) {
      expect(classifyTitle(t), t).toBe('marketing');
    }
    for (const t of [
      'Director de Operaciones',
      'Operations Manager',
      'COO',
      'Jefe de Logística',
      'Gerente de Operações',
      'Leiter Betrieb',
      'Office Manager',
      'Responsable logistique',
      'Betriebsleiterin',
      'Responsable de administración',
      'Responsable des opérations',
    ]) {
      expect(classifyTitle(t), t).toBe('operations');
    }
  });

  it('other for everyone else, deputies included', () => {
    for (const t of [
      'Recepcionista',
      'Odontóloga',
      'Director comercial',
      'Senior Associate',
      'Empfang',
      'Gerente de ventas',
      'Subdirector',
      'Asistente de dirección',
      'Vice President of Sales',
      'Executive Assistant to the CEO',
      'Head Chef',
      'Abogada',
      '',
      null,
    ]) {
      expect(classifyTitle(t), String(t)).toBe('other');
      expect(isOwnerTitle(t), String(t)).toBe(false);
    }
  });
});

describe('cleanPersonName', () => {
  it('accepts names with accents, hyphens, particles and honorifics', () => {
    expect(cleanPersonName('María José López-García')).toBe('María José López-García');
    expect(cleanPersonName('Dra. Ana Pérez')).toBe('Ana Pérez');
    expect(cleanPersonName('Jean-Luc de la Fontaine')).toBe('Jean-Luc de la Fontaine');
    expect(cleanPersonName('João dos Santos')).toBe('João dos Santos');
    expect(cleanPersonName('Jürgen Müller')).toBe('Jürgen Müller');
    expect(cleanPersonName("Sean O'Brien")).toBe("Sean O'Brien");
    expect(cleanPersonName('MARÍA LÓPEZ')).toBe('María López');
    expect(cleanPersonName('Íñigo Ruiz')).toBe('Íñigo Ruiz');
    expect(cleanPersonName('John F. Kennedy')).toBe('John F. Kennedy');
  });

  it('rejects companies, headings and other words', () => {
    for (const t of [
      'Clínica Dental',
      'Clínica Dental Sol S.L.',
      'Panadería El Sol',
      'Müller GmbH',
      'Nuestro Equipo',
      'Sobre Nosotros',
      'Aviso Legal',
      'Buenos Aires',
      'Horario De Atención',
      'Contacto',
      'maría lópez',
      'Ana',
      'Estudio Contable Pérez',
      'Madrid 28001',
      'Acme Consulting Ltd',
      'Política de Privacidad',
      'Our Team',
    ]) {
      expect(cleanPersonName(t), t).toBeNull();
    }
  });
});

describe('contactInLine', () => {
  it('reads the usual line patterns', () => {
    expect(contactInLine('María López — Gerente')).toEqual({
      name: 'María López',
      title: 'Gerente',
      legal: false,
    });
    expect(contactInLine('Jennifer Brown, Office Manager')).toMatchObject({
      name: 'Jennifer Brown',
      title: 'Office Manager',
    });
    expect(contactInLine('Thomas Weber | Geschäftsführer')).toMatchObject({
      name: 'Thomas Weber',
      title: 'Geschäftsführer',
    });
    expect(contactInLine('Directora: Carmen Ortega')).toMatchObject({
      name: 'Carmen Ortega',
      title: 'Directora',
    });
    expect(contactInLine('CEO – John Smith')).toMatchObject({ name: 'John Smith', title: 'CEO' });
    expect(contactInLine('Ana Pérez (Odontóloga)')).toMatchObject({
      name: 'Ana Pérez',
      title: 'Odontóloga',
    });
    expect(contactInLine('María López — Gerente (maria.lopez@clinicasol.es)')).toMatchObject({
      name: 'María López',
      title: 'Gerente',
    });
    expect(contactInLine('Camille Martin - Fondatrice - 06 12 34 56 78')).toMatchObject({
      name: 'Camille Martin',
      title: 'Fondatrice',
    });
  });

  it('reads legal notices', () => {
    expect(contactInLine('Titular: Lucía Fernández Ruiz')).toEqual({
      name: 'Lucía Fernández Ruiz',
      title: 'Titular',
      legal: true,
    });
    expect(contactInLine('Responsable: Pablo Gómez')).toMatchObject({
      name: 'Pablo Gómez',
      title: 'Responsable',
    });
    expect(contactInLine('Inhaberin: Sabine Keller')).toMatchObject({
      name: 'Sabine Keller',
      title: 'Inhaberin',
    });
    expect(contactInLine('Geschäftsführer: Dr. Thomas Weber, Anna Schmidt')).toMatchObject({
      name: 'Thomas Weber',
      title: 'Geschäftsführer',
    });
    expect(contactInLine('Vertreten durch: Stefan Wagner')).toMatchObject({
      name: 'Stefan Wagner',
    });
    expect(contactInLine('Directeur de la publication : Julien Moreau')).toMatchObject({
      name: 'Julien Moreau',
      title: 'Directeur de la publication',
    });
    expect(contactInLine('Gérante : Hélène Dubois')).toMatchObject({
      name: 'Hélène Dubois',
      title: 'Gérante',
    });
  });

  it('drops the texts of links that end the line, whole words only', () => {
    expect(
      contactInLine('Maria Davis – Office Manager Drop us a line: maria@x.com', [
        'Drop us a line: maria@x.com',
      ]),
    ).toMatchObject({ name: 'Maria Davis', title: 'Office Manager' });
    expect(
      contactInLine('Lucía Rodríguez — Socia directora Escríbenos: lucia@x.es in', [
        'Escríbenos: lucia@x.es',
        'in',
      ]),
    ).toMatchObject({ title: 'Socia directora' });
    expect(contactInLine('Manon Martin, Présidente', ['in'])).toMatchObject({
      name: 'Manon Martin',
      title: 'Présidente',
    });
    expect(
      contactInLine('Stefan Fischer – Gründer stefan.fischer [at] praxis [dot] de'),
    ).toMatchObject({ title: 'Gründer' });
  });

  it('ignores lines that only look similar', () => {
    for (const t of [
      'Titular: Clínica Dental Sol S.L.',
      'Dirección: Calle Mayor 12, Madrid',
      'Buenos Aires, Argentina',
      'Horario: Lunes a Viernes',
      'Teléfono: 912 34 56 78',
      'Nuestro equipo — Profesionales',
      'Sonrisa Perfecta | Odontología general',
      'Meet us at home, every day',
      'Responsable del tratamiento: Parrilla Sal y Pimienta Latina S.L. Tratamos sus datos…',
      'Responsable del tratamiento: Reformas Muñoz e Hijos SpA.',
      'Inhaber: Müller und Schmidt GmbH',
    ]) {
      expect(contactInLine(t), t).toBeNull();
    }
  });
});

describe('contacts in pages', () => {
  it('team list (es) with emails', () => {
    const contacts = contactsOf(`
      <h2>Nuestro equipo</h2>
      <ul class="team">
        <li>María López — Directora (<a href="mailto:maria.lopez@clinicasol.es">maria.lopez@clinicasol.es</a>)</li>
        <li>José Martín — Responsable de administración</li>
      </ul>`);
    expect(contacts).toEqual([
      {
        name: 'María López',
        title: 'Directora',
        role: 'owner',
        email: 'maria.lopez@clinicasol.es',
        linkedin: null,
        source: 'team_page',
        page: 'https://clinicasol.es/equipo',
      },
      {
        name: 'José Martín',
        title: 'Responsable de administración',
        role: 'operations',
        email: null,
        linkedin: null,
        source: 'team_page',
        page: 'https://clinicasol.es/equipo',
      },
    ]);
  });

  it('cards (en): heading then title, with LinkedIn', () => {
    const contacts = contactsOf(
      `
      <section class="team">
        <div class="member"><h3>Jennifer Brown</h3><p>Owner</p><a href="https://www.linkedin.com/in/jbrown/">LinkedIn</a></div>
        <div class="member"><h3>David Miller</h3><span>Marketing Manager</span><a href="mailto:dmiller@brownlaw.com">Email</a></div>
        <div><h4>Sarah Davis</h4><p>Operations Manager</p></div>
      </section>`,
      '',
      'brownlaw.com',
    );
    expect(contacts.map((c) => [c.name, c.title, c.role, c.email, c.linkedin])).toEqual([
      ['Jennifer Brown', 'Owner', 'owner', null, 'https://www.linkedin.com/in/jbrown'],
      ['David Miller', 'Marketing Manager', 'marketing', 'dmiller@brownlaw.com', null],
      ['Sarah Davis', 'Operations Manager', 'operations', null, null],
    ]);
  });

  it('about page (pt) and legal notice (fr, de)', () => {
    const pt = contactsOf(
      '<p>João Silva, Sócio-gerente</p><p>Mariana Costa – Diretora de Comunicação</p>',
      '',
      'padaria.pt',
    );
    expect(pt.map((c) => [c.name, c.role])).toEqual([
      ['João Silva', 'owner'],
      ['Mariana Costa', 'marketing'],
    ]);
    const fr = contactsOf(
      '<h1>Mentions légales</h1><p>Directeur de la publication : Julien Moreau</p><p>Gérante : Hélène Dubois</p>',
      '',
      'boulangerie.fr',
    );
    expect(fr.map((c) => [c.name, c.title, c.role])).toEqual([
      // The publication director of a small business's site is its legal representative.
      ['Julien Moreau', 'Directeur de la publication', 'owner'],
      ['Hélène Dubois', 'Gérante', 'owner'],
    ]);
    const de = contactsOf(
      '<h1>Impressum</h1><p>Praxis Keller<br>Inhaberin: Sabine Keller<br>Musterstraße 1, 10115 Berlin</p>',
      '',
      'praxis-keller.de',
    );
    expect(de.map((c) => [c.name, c.title, c.role])).toEqual([
      ['Sabine Keller', 'Inhaberin', 'owner'],
    ]);
  });

  it('JSON-LD founder and employees; microdata Person', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      founder: [
        {
          '@type': 'Person',
          name: 'Lucía Fernández',
          sameAs: 'https://www.linkedin.com/in/luciafernandez',
        },
      ],
      employee: {
        '@type': 'Person',
        givenName: 'Pablo',
        familyName: 'Ruiz',
        jobTitle: 'Director de Operaciones',
      },
    };
    const contacts = contactsOf(
      `<div itemscope itemtype="http://schema.org/Person"><span itemprop="name">Carmen Ortega</span> <span itemprop="jobTitle">Responsable de Marketing</span></div>`,
      `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    );
    expect(contacts.map((c) => [c.name, c.title, c.role, c.source, c.linkedin])).toEqual([
      [
        'Lucía Fernández',
        'Founder',
        'owner',
        'jsonld',
        'https://www.linkedin.com/in/luciafernandez',
      ],
      ['Pablo Ruiz', 'Director de Operaciones', 'operations', 'jsonld', null],
      ['Carmen Ortega', 'Responsable de Marketing', 'marketing', 'microdata', null],
    ]);
  });

  it("not the business's own name, even beside an address that spells it", () => {
    const contacts = contactsOf(
      '<header><a class="logo" href="/">Ocean Apparel</a><nav><a href="/">Accueil</a></nav></header><h1>Ocean Apparel</h1><p>oceanapparel@gmail.com</p>',
      '',
      'oceanapparel-miami.com',
    );
    expect(contacts).toEqual([]);
    const f = extractPage({
      url: 'https://oceanapparel.com/c.vcf',
      html: '<pre>BEGIN:VCARD\nFN:Ocean Apparel\nORG:Ocean Apparel LLC\nEMAIL:billing@oceanapparel.com\nEND:VCARD</pre>',
      siteDomain: 'oceanapparel.com',
    });
    expect(f.contacts).toEqual([]);
    expect(f.emails.map((e) => e.address)).toEqual(['billing@oceanapparel.com']);
  });

  it('a bare name with an address that spells it is a contact', () => {
    const contacts = contactsOf(
      '<div class="card"><h3>Hélène Garnier</h3><a href="mailto:hgarnier@ecole.fr">Écrire</a></div>',
      '',
      'ecole.fr',
    );
    expect(contacts.map((c) => [c.name, c.title, c.email])).toEqual([
      ['Hélène Garnier', null, 'hgarnier@ecole.fr'],
    ]);
  });

  it('no people invented from headings, company names or addresses', () => {
    const contacts = contactsOf(`
      <h1>Clínica Dental Sol</h1>
      <h2>Nuestro Equipo</h2>
      <p>Bienvenidos a Clínica Dental Sol, en el barrio de Salamanca (Madrid).</p>
      <p>Dirección: Calle Mayor 12, 28001 Madrid</p>
      <h3>Buenos Aires</h3><p>Sucursal centro</p>
      <p>© 2025 Clínica Dental Sol S.L. · Aviso legal</p>`);
    expect(contacts).toEqual([]);
  });
});

describe('pickContact', () => {
  const base = { email: null, linkedin: null, source: 'team_page' as const, page: 'https://x.es/' };
  const owner: ContactFinding = { ...base, name: 'Ana Pérez', title: 'Fundadora', role: 'owner' };
  const marketing: ContactFinding = {
    ...base,
    name: 'Luis Gil',
    title: 'Marketing Manager',
    role: 'marketing',
  };
  const ops: ContactFinding = {
    ...base,
    name: 'Eva Sanz',
    title: 'Operations Manager',
    role: 'operations',
  };
  const other: ContactFinding = {
    ...base,
    name: 'Juan Ruiz',
    title: 'Recepcionista',
    role: 'other',
  };
  const untitled: ContactFinding = { ...base, name: 'Rosa Díaz', title: null, role: 'other' };

  it('exact role first', () => {
    expect(pickContact([owner, marketing, ops], 'marketing-manager')).toBe(marketing);
    expect(pickContact([owner, marketing, ops], 'operations-manager')).toBe(ops);
    expect(pickContact([marketing, owner], 'owner')).toBe(owner);
    expect(pickContact([owner, other], 'other')).toBe(other);
  });

  it('else the owner, else anyone named with a title', () => {
    expect(pickContact([other, owner], 'marketing-manager')).toBe(owner);
    expect(pickContact([untitled, other], 'operations-manager')).toBe(other);
    expect(pickContact([untitled], 'owner')).toBeNull();
    expect(pickContact([], 'owner')).toBeNull();
  });

  it('among equals, the one with an email', () => {
    const withEmail = { ...owner, name: 'Eva Ruiz', email: 'eva@x.es' };
    expect(pickContact([owner, withEmail], 'owner')).toBe(withEmail);
  });
});
