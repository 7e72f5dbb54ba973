/**
 * Email extraction: addresses in text and links, obfuscations, Cloudflare protection,
 * structured data, vCards, junk rejection and kinds.
 */
import { describe, expect, it } from 'vitest';
import {
  classifyEmail,
  junkReason,
  localMatchesName,
  parseEmail,
} from '../src/domain/enrich/extract/email-address.js';
import {
  cfEmailFromHref,
  decodeCfEmail,
  findEmailsInText,
} from '../src/domain/enrich/extract/email-text.js';
import { emailsFromMailto, extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { extractVcard } from '../src/domain/enrich/extract/vcard.js';

function cf(address: string, key = 0x5a): string {
  const bytes = [key, ...Buffer.from(address, 'utf8').map((b) => b ^ key)];
  return Buffer.from(bytes).toString('hex');
}

function page(body: string, head = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Test</title>${head}</head><body>${body}</body></html>`;
}

function emailsOf(html: string, siteDomain = 'clinicasol.es') {
  return extractPage({ url: `https://www.${siteDomain}/contacto`, html, siteDomain }).emails;
}

function addresses(html: string, siteDomain = 'clinicasol.es'): string[] {
  return emailsOf(html, siteDomain).map((e) => e.address);
}

function textAddresses(text: string, siteDomain = ''): string[] {
  return findEmailsInText(text, siteDomain).map((e) => e.address);
}

describe('parseEmail', () => {
  it('lower-cases, trims noise and validates', () => {
    expect(parseEmail(' Info@ClinicaSol.ES. ')?.address).toBe('info@clinicasol.es');
    expect(parseEmail('mailto:ventas@tienda.com.ar')?.address).toBe('ventas@tienda.com.ar');
    expect(parseEmail('<hola@cafe.com.mx>')?.address).toBe('hola@cafe.com.mx');
    expect(parseEmail('no-at-sign.com')).toBeNull();
    expect(parseEmail('a..b@x.com')).toBeNull();
    expect(parseEmail('a@b')).toBeNull();
    expect(parseEmail('a@-b.com')).toBeNull();
  });

  it('keeps Unicode (IDN) domains and local parts as written, lower-cased', () => {
    expect(parseEmail('Info@Bäckerei-Müller.DE')?.address).toBe('info@bäckerei-müller.de');
    expect(parseEmail('contacto@españa.es')?.address).toBe('contacto@españa.es');
    expect(parseEmail('josé@cafetería.es')?.address).toBe('josé@cafetería.es');
  });

  it('rejects file extensions and unknown TLDs but accepts .test (sandbox)', () => {
    expect(parseEmail('logo@2x.png')).toBeNull();
    expect(parseEmail('icon@3x.webp')).toBeNull();
    expect(parseEmail('sprite@1.5x.jpg')).toBeNull();
    expect(parseEmail('bundle@4.2.1.js')).toBeNull();
    expect(parseEmail('style@main.css')).toBeNull();
    expect(parseEmail('hero-image@desktop.jpeg')).toBeNull();
    expect(parseEmail('a@foo.notarealtld')).toBeNull();
    expect(parseEmail('info@panaderia-madrid.test')?.address).toBe('info@panaderia-madrid.test');
  });
});

describe('junkReason', () => {
  const reason = (a: string) => {
    const p = parseEmail(a);
    if (!p) return 'invalid';
    return junkReason(p);
  };
  it('rejects placeholders', () => {
    for (const a of [
      'user@example.com',
      'info@example.org',
      'test@example.net',
      'name@domain.com',
      'you@email.com',
      'contacto@tudominio.com',
      'info@yourdomain.com',
      'correo@dominio.com',
      'nombre@empresa.com',
      'your@email.com',
      'you@company.com',
      'usuario@correo.es',
      'test@clinica.es',
      'nombre@clinicasol.es',
      'name@clinicasol.es',
      'max@mustermann.de',
    ]) {
      expect(reason(a), a).not.toBeNull();
    }
  });

  it('rejects tracking and platform addresses', () => {
    for (const a of [
      '8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d@o123456.ingest.sentry.io',
      'abc@sentry.io',
      '605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com',
      'foo@sentry.wixpress.com',
      'user@wixpress.com',
      'support@wix.com',
      'noreply@squarespace.com',
      'help@shopify.com',
      'x@godaddy.com',
      'y@cloudflare.com',
      'z@google-analytics.com',
      '0123456789abcdef0123@tienda.com',
    ]) {
      expect(reason(a), a).not.toBeNull();
    }
  });

  it('rejects no-reply addresses', () => {
    for (const a of [
      'noreply@clinicasol.es',
      'no-reply@clinicasol.es',
      'donotreply@x.com',
      'do-not-reply@x.com',
    ]) {
      expect(reason(a), a).toBe('no_reply');
    }
  });

  it('keeps real business addresses, mailbox providers included', () => {
    for (const a of [
      'info@clinicasol.es',
      'panaderia.sol@gmail.com',
      'estudiocontable@hotmail.com',
      'ventas.ferreteria@outlook.com',
      'reservas@hotel-plaza.com.ar',
      'maria.lopez@clinicasol.es',
      'hello@example-dental.co.uk',
    ]) {
      expect(reason(a), a).toBeNull();
    }
  });
});

describe('classifyEmail', () => {
  it('person when the local part spells a name', () => {
    expect(classifyEmail('maria.lopez@x.es')).toBe('person');
    expect(classifyEmail('juan_perez@x.es')).toBe('person');
    expect(classifyEmail('mlopez@x.es')).toBe('person');
    expect(classifyEmail('jgarcia@x.es')).toBe('person');
    expect(classifyEmail('maria@x.es')).toBe('person');
    expect(classifyEmail('jbrown@x.com', ['Jennifer Brown'])).toBe('person');
    expect(classifyEmail('lucia@x.es', ['Lucía Fernández'])).toBe('person');
  });

  it('role for functions in five languages', () => {
    for (const local of [
      'ventas',
      'sales',
      'marketing',
      'rrhh',
      'hr',
      'admin',
      'administracion',
      'facturacion',
      'billing',
      'soporte',
      'support',
      'recepcion',
      'reservas',
      'booking',
      'pedidos',
      'orders',
      'compras',
      'jobs',
      'empleo',
      'prensa',
      'press',
      'vendas',
      'vertrieb',
      'presse',
      'ventas.madrid',
      'reservas2',
    ]) {
      expect(classifyEmail(`${local}@x.es`), local).toBe('role');
    }
  });

  it('generic for the shop front', () => {
    for (const local of [
      'info',
      'contacto',
      'contact',
      'hola',
      'hello',
      'office',
      'oficina',
      'mail',
      'email',
      'general',
      'contato',
      'kontakt',
      'bonjour',
      'info.madrid',
      'clinicasol',
    ]) {
      expect(classifyEmail(`${local}@x.es`), local).toBe('generic');
    }
  });

  it('localMatchesName', () => {
    expect(localMatchesName('maria.lopez', 'María López')).toBe(true);
    expect(localMatchesName('mlopez', 'María López')).toBe(true);
    expect(localMatchesName('lopezm', 'María López')).toBe(true);
    expect(localMatchesName('maria', 'María José López-García')).toBe(true);
    expect(localMatchesName('info', 'María López')).toBe(false);
  });
});

describe('findEmailsInText', () => {
  it('finds plain addresses without trailing punctuation', () => {
    expect(textAddresses('Escríbenos a info@clinicasol.es.')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('(ventas@clinicasol.es), hola@cafe.com.ar;')).toEqual([
      'ventas@clinicasol.es',
      'hola@cafe.com.ar',
    ]);
    expect(textAddresses('E-mail:info@clinicasol.es')).toEqual(['info@clinicasol.es']);
  });

  it('decodes the usual obfuscations', () => {
    expect(textAddresses('info [at] clinicasol [dot] es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('info(at)clinicasol.es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('info (arroba) clinicasol.es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('ventas [arroba] tienda [punto] com [punto] ar')).toEqual([
      'ventas@tienda.com.ar',
    ]);
    expect(textAddresses('info{at}praxis-mueller{dot}de')).toEqual(['info@praxis-mueller.de']);
    expect(textAddresses('kontakt(a)praxis-mueller.de')).toEqual(['kontakt@praxis-mueller.de']);
    expect(textAddresses('contact [chez] boulangerie [point] fr')).toEqual([
      'contact@boulangerie.fr',
    ]);
    expect(textAddresses('info @ clinicasol.es')).toEqual(['info@clinicasol.es']);
    expect(findEmailsInText('info [at] clinicasol [dot] es')[0]?.obfuscated).toBe(true);
  });

  it('reads "name at domain dot com" only when it forms a plausible address', () => {
    expect(textAddresses('Write to maria at clinicasol dot com')).toEqual(['maria@clinicasol.com']);
    expect(textAddresses('contacto arroba clinicasol punto es')).toEqual([
      'contacto@clinicasol.es',
    ]);
    expect(textAddresses('Meet us at home dot.')).toEqual([]);
    expect(textAddresses('We are at home dot com every day')).toEqual([]);
    expect(textAddresses('Look at this dot com bubble')).toEqual([]);
    expect(textAddresses('Sold at Amazon.com and at Walmart.com')).toEqual([]);
    expect(textAddresses('Arrive at noon dot or later')).toEqual([]);
    expect(textAddresses('info at clinicasol.es', 'clinicasol.es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('tienda at gmail.com')).toEqual(['tienda@gmail.com']);
    expect(textAddresses('meet john at the office dot party')).toEqual([]);
    expect(textAddresses('E-Mail: mail at wirtshaus-hoffmann dot de')).toEqual([
      'mail@wirtshaus-hoffmann.de',
    ]);
  });

  it('sees through zero-width characters and residual entities', () => {
    expect(textAddresses('info\u200B@clinica\u200Csol.es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('info&#64;clinicasol&#46;es')).toEqual(['info@clinicasol.es']);
    expect(textAddresses('info&#x40;clinicasol.es')).toEqual(['info@clinicasol.es']);
  });

  it('ignores image names and versioned assets', () => {
    expect(textAddresses('logo@2x.png banner@3x.webp hero@2x.jpg')).toEqual([]);
  });
});

describe('Cloudflare email protection', () => {
  it('decodes data-cfemail hex (first byte is the key)', () => {
    expect(decodeCfEmail(cf('info@clinicasol.es'))).toBe('info@clinicasol.es');
    expect(decodeCfEmail(cf('josé@café.fr', 0x13))).toBe('josé@café.fr');
    expect(decodeCfEmail('zz')).toBeNull();
    expect(cfEmailFromHref(`/cdn-cgi/l/email-protection#${cf('ventas@x.es')}`)).toBe('ventas@x.es');
  });

  it('reads protected spans and links in pages', () => {
    const hex = cf('info@clinicasol.es');
    const hex2 = cf('reservas@clinicasol.es', 0x21);
    const html = page(
      `<p>Email: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</a></p>
       <p><a href="/cdn-cgi/l/email-protection#${hex2}">Reservas</a></p>`,
    );
    const found = emailsOf(html);
    expect(found.map((e) => [e.address, e.source])).toEqual([
      ['info@clinicasol.es', 'cfemail'],
      ['reservas@clinicasol.es', 'cfemail'],
    ]);
  });
});

describe('mailto links', () => {
  it('decodes %xx, drops the query, reads several addresses and cc', () => {
    expect(emailsFromMailto('mailto:info@clinicasol.es?subject=Hola%20mundo')).toEqual([
      'info@clinicasol.es',
    ]);
    expect(emailsFromMailto('mailto:info%40clinicasol.es')).toEqual(['info@clinicasol.es']);
    expect(emailsFromMailto('MAILTO:ventas@x.es,compras@x.es?cc=admin@x.es&body=hi')).toEqual([
      'ventas@x.es',
      'compras@x.es',
      'admin@x.es',
    ]);
    expect(emailsFromMailto('mailto:%20info@x.es%20')).toEqual(['info@x.es']);
  });

  it('reads mailto hrefs with entities, even double-encoded ones', () => {
    const html = page(
      `<a href="mailto:info&#64;clinicasol.es">Escríbenos</a>
       <a href="mailto:ventas&amp;#64;clinicasol&amp;#46;es">Ventas</a>
       <a href="mailto:&#109;&#97;&#114;&#105;&#97;&#64;clinicasol.es">María</a>`,
    );
    expect(addresses(html)).toEqual([
      'info@clinicasol.es',
      'ventas@clinicasol.es',
      'maria@clinicasol.es',
    ]);
    expect(emailsOf(html)[0]?.source).toBe('mailto');
  });
});

describe('emails in pages', () => {
  it('reads visible text but not scripts or styles', () => {
    const html = page(
      `<p>Correo: info@clinicasol.es</p>
       <script>var dsn = "https://abc@o1.ingest.sentry.io/1"; var e = "secret@clinicasol.es";</script>
       <style>.a{background:url(img@2x.png)}</style>
       <noscript>hidden@clinicasol.es</noscript>`,
    );
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('joins addresses split by inline tags and comments', () => {
    const html = page('<p>info<span>@</span>clinicasol<!-- x -->.es</p>');
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('skips hidden decoy spans', () => {
    const html = page('<p>info@<span style="display:none">null</span>clinicasol.es</p>');
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('decodes entities in text', () => {
    const html = page('<p>contacto&#64;clinicasol&#46;es · ventas&commat;clinicasol.es</p>');
    expect(addresses(html)).toEqual(['contacto@clinicasol.es', 'ventas@clinicasol.es']);
  });

  it('reads JSON-LD: email, contactPoint, founder and employees with their names', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'LocalBusiness',
          name: 'Clínica Sol',
          email: 'mailto:info@clinicasol.es',
          contactPoint: [
            {
              '@type': 'ContactPoint',
              email: 'reservas@clinicasol.es',
              contactType: 'reservations',
            },
          ],
          founder: {
            '@type': 'Person',
            name: 'Lucía Fernández',
            email: 'lucia.fernandez@clinicasol.es',
          },
          employee: [
            {
              '@type': 'Person',
              name: 'Íñigo Ruiz',
              jobTitle: 'Recepción',
              email: 'iruiz@clinicasol.es',
            },
          ],
        },
      ],
    };
    const html = page(
      '<p>Hola</p>',
      `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    );
    const found = emailsOf(html);
    expect(found.map((e) => e.address).sort()).toEqual([
      'info@clinicasol.es',
      'iruiz@clinicasol.es',
      'lucia.fernandez@clinicasol.es',
      'reservas@clinicasol.es',
    ]);
    expect(found.every((e) => e.source === 'jsonld')).toBe(true);
    expect(found.find((e) => e.address === 'lucia.fernandez@clinicasol.es')?.personName).toBe(
      'Lucía Fernández',
    );
    expect(found.find((e) => e.address === 'iruiz@clinicasol.es')?.personName).toBe('Íñigo Ruiz');
  });

  it('tolerates broken JSON-LD (trailing commas, HTML comments)', () => {
    const html = page(
      '<p>x</p>',
      '<script type="application/ld+json"><!-- {"@type":"Organization","email":"info@clinicasol.es",} --></script>',
    );
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('reads microdata', () => {
    const html = page(`
      <div itemscope itemtype="https://schema.org/LocalBusiness">
        <span itemprop="name">Clínica Sol</span>
        <a itemprop="email" href="mailto:info@clinicasol.es">Escríbenos</a>
        <div itemprop="employee" itemscope itemtype="https://schema.org/Person">
          <span itemprop="name">Carmen Ortega</span>, <span itemprop="jobTitle">Gerente</span>
          <meta itemprop="email" content="cortega@clinicasol.es">
        </div>
      </div>`);
    const found = emailsOf(html);
    expect(found.map((e) => [e.address, e.source, e.personName])).toEqual([
      ['cortega@clinicasol.es', 'microdata', 'Carmen Ortega'],
      ['info@clinicasol.es', 'microdata', null],
    ]);
  });

  it('reads vCards in the page and in .vcf files', () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Sabine Keller',
      'N:Keller;Sabine;;;',
      'ORG:Praxis Keller',
      'TITLE:Inhaberin',
      'EMAIL;TYPE=INTERNET,WORK:s.keller@praxis-keller.de',
      'TEL;TYPE=WORK:+49 30 1234567',
      'URL:https://www.linkedin.com/in/sabine-keller',
      'END:VCARD',
    ].join('\r\n');
    const file = extractVcard(vcf, 'https://praxis-keller.de/kontakt.vcf');
    expect(file.emails).toMatchObject([
      {
        address: 's.keller@praxis-keller.de',
        sameDomain: true,
        source: 'vcard',
        personName: 'Sabine Keller',
      },
    ]);
    expect(file.phones).toEqual(['+49 30 1234567']);
    expect(file.contacts).toMatchObject([
      {
        name: 'Sabine Keller',
        title: 'Inhaberin',
        role: 'owner',
        email: 's.keller@praxis-keller.de',
        linkedin: 'https://www.linkedin.com/in/sabine-keller',
      },
    ]);
    const inPage = page(`<pre>${vcf}</pre>`);
    expect(emailsOf(inPage, 'praxis-keller.de').map((e) => e.address)).toEqual([
      's.keller@praxis-keller.de',
    ]);
  });

  it('decodes quoted-printable vCards (2.1)', () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:L=C3=B3pez;Mar=C3=ADa;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Mar=C3=ADa L=C3=B3pez',
      'TITLE:Directora',
      'EMAIL;INTERNET:maria@clinicasol.es',
      'END:VCARD',
    ].join('\r\n');
    const f = extractVcard(vcf, 'https://clinicasol.es/maria.vcf', 'clinicasol.es');
    expect(f.contacts[0]).toMatchObject({ name: 'María López', title: 'Directora', role: 'owner' });
    expect(f.emails[0]).toMatchObject({ address: 'maria@clinicasol.es', kind: 'person' });
  });

  it('rejects junk found in pages', () => {
    const html = page(`
      <img src="/img/logo@2x.png" alt="logo@2x.png">
      <p>logo@2x.png · sprite@3x.webp</p>
      <p>Formulario: nombre@tudominio.com · your@email.com · user@example.com</p>
      <p>abcdef0123456789abcdef0123456789@sentry.wixpress.com</p>
      <a href="mailto:noreply@clinicasol.es">x</a>
      <p>Real: info@clinicasol.es</p>`);
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('keeps mailbox-provider addresses with sameDomain false', () => {
    const html = page('<p>Pedidos: panaderiaelsol@gmail.com · ventas.sol@hotmail.com.ar</p>');
    const found = emailsOf(html, 'panaderiaelsol.com.ar');
    expect(found.map((e) => [e.address, e.sameDomain])).toEqual([
      ['panaderiaelsol@gmail.com', false],
      ['ventas.sol@hotmail.com.ar', false],
    ]);
  });

  it('sameDomain covers subdomains and IDN forms', () => {
    const html = page('<p>info@mail.clinicasol.es · hola@bäckerei.de</p>');
    expect(emailsOf(html).map((e) => e.sameDomain)).toEqual([true, false]);
    const idn = emailsOf(page('<p>hola@bäckerei.de</p>'), 'xn--bckerei-5wa.de');
    expect(idn[0]).toMatchObject({ address: 'hola@bäckerei.de', sameDomain: true });
  });

  it("leaves out the web designer's credit line", () => {
    const html = page(
      '<footer><p>Diseño web: Agencia Pixel · hola@agenciapixel.com</p><p>info@clinicasol.es</p></footer>',
    );
    expect(addresses(html)).toEqual(['info@clinicasol.es']);
  });

  it('ties addresses to the person on the same line or card', () => {
    const html = page(`
      <ul class="team">
        <li>María López — Gerente (<a href="mailto:mlopez@clinicasol.es">mlopez@clinicasol.es</a>)</li>
        <li>Pedro Gómez — Director</li>
      </ul>
      <div class="team-member"><h3>Jennifer Brown</h3><p>Office Manager</p><p>jb@clinicasol.es</p></div>
      <p>info@clinicasol.es</p>`);
    const found = emailsOf(html);
    expect(found.find((e) => e.address === 'mlopez@clinicasol.es')).toMatchObject({
      kind: 'person',
      personName: 'María López',
    });
    expect(found.find((e) => e.address === 'jb@clinicasol.es')).toMatchObject({
      personName: 'Jennifer Brown',
    });
    expect(found.find((e) => e.address === 'info@clinicasol.es')).toMatchObject({
      kind: 'generic',
      personName: null,
    });
  });
});
