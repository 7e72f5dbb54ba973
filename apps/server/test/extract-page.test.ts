/**
 * Whole pages in five languages: what extractPage finds on each, and the traps it must not
 * fall into (prices, dates, postal codes, tax numbers, prose, image names, share links).
 */
import { describe, expect, it } from 'vitest';
import { extractFromText, extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { extractVcard } from '../src/domain/enrich/extract/vcard.js';
import { mergeFindings } from '../src/domain/enrich/extract/merge-findings.js';

const ES_CONTACT = `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Contacto | Clínica Dental Sonrisa</title>
<link rel="stylesheet" href="/css/style.css">
<script>window.dataLayer=[];gtag('config','G-XXXX');var sentry='https://0123456789abcdef0123456789abcdef@o4504.ingest.sentry.io/1';</script>
</head>
<body>
<header><a class="logo" href="/"><img src="/img/logo@2x.png" alt="Clínica Dental Sonrisa"></a>
<nav><a href="/">Inicio</a> <a href="/sobre-nosotros">Sobre nosotros</a> <a href="/equipo">Equipo</a> <a href="/contacto">Contacto</a></nav></header>
<main>
<h1>Contacto</h1>
<p>Dirección: Calle de Alcalá 123, 28009 Madrid</p>
<p>Teléfono: <a href="tel:+34912345678">912 34 56 78</a> · Móvil/WhatsApp: 600 12 34 56</p>
<p>Fax: 912 34 56 79</p>
<p>Horario: lunes a viernes de 09:00 a 14:00 y de 16:00 a 20:00</p>
<p>Escríbenos: <a href="mailto:info@clinicasonrisa.es?subject=Consulta%20web">info@clinicasonrisa.es</a>
o pide cita en citas [arroba] clinicasonrisa [punto] es</p>
<p>Blanqueamiento desde 199 € · Ortodoncia invisible 3.500 € · Oferta válida hasta el 31/12/2025</p>
<ul class="team">
<li>Dra. Lucía Fernández — Directora médica y fundadora (<a href="mailto:lucia.fernandez@clinicasonrisa.es">lucia.fernandez@clinicasonrisa.es</a>)</li>
<li>Íñigo Ruiz — Responsable de Marketing</li>
</ul>
<form><label>Nombre <input name="nombre" placeholder="nombre@tudominio.com"></label><button>Enviar</button></form>
</main>
<footer>
<p><a href="https://www.facebook.com/clinicasonrisa/?ref=bookmarks">Facebook</a> · <a href="https://www.instagram.com/clinicasonrisa/">Instagram</a>
· <a href="https://www.facebook.com/sharer/sharer.php?u=https://clinicasonrisa.es">Compartir</a></p>
<p>© 2025 Clínica Dental Sonrisa S.L. · CIF B12345678 · <a href="/aviso-legal">Aviso legal</a></p>
<p>Diseño web: <a href="https://pixelweb.es">Pixel Web</a> · hola@pixelweb.es</p>
</footer>
</body></html>`;

const EN_TEAM = `<!doctype html><html lang="en"><head><title>Our team - Brown & Miller Law</title>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"LegalService","name":"Brown & Miller Law","telephone":"(305) 555-0142",
 "email":"office@brownmillerlaw.com","numberOfEmployees":{"@type":"QuantitativeValue","value":12},
 "sameAs":["https://www.linkedin.com/company/brown-miller-law/","https://twitter.com/BrownMillerLaw"],
 "founder":{"@type":"Person","name":"Jennifer Brown","jobTitle":"Founding Partner"}}
</script></head>
<body><h1>Our team</h1>
<p>We are a team of 12 attorneys and staff serving Miami since 2009. Call us at 305.555.0142 or visit 1200 Brickell Ave, Miami, FL 33131.</p>
<div class="team-member"><h3>Jennifer Brown</h3><p>Founding Partner</p><p><a href="mailto:jbrown@brownmillerlaw.com">Email Jennifer</a> <a href="https://www.linkedin.com/in/jennifer-brown-law/">LinkedIn</a></p></div>
<div class="team-member"><h3>David Miller</h3><p>Marketing Director</p></div>
<div class="team-member"><h3>Ashley Davis</h3><p>Operations Manager</p><p>ashley.davis [at] brownmillerlaw [dot] com</p></div>
<p>Meet us at home dot games every Friday. Retainers from $2,500. Case #2023-0412.</p>
<p><a href="https://twitter.com/intent/tweet?text=Brown">Tweet this</a> <a href="https://www.linkedin.com/shareArticle?mini=true">Share</a></p>
</body></html>`;

const DE_IMPRESSUM = `<html><head><meta charset="utf-8"><title>Impressum – Zahnarztpraxis Keller</title></head><body>
<h1>Impressum</h1>
<p>Zahnarztpraxis Keller<br>Inhaberin: Dr. Sabine Keller<br>Friedrichstraße 120<br>10117 Berlin</p>
<p>Telefon: 030 12345678<br>Telefax: 030 12345679<br>E-Mail: praxis(at)zahnarzt-keller.de</p>
<p>USt-IdNr.: DE 123 456 789 · Steuernummer 27/123/45678</p>
<p>Zuständige Kammer: Zahnärztekammer Berlin · Mit über 15 Mitarbeiterinnen und Mitarbeitern</p>
<p><a href="https://www.instagram.com/zahnarzt.keller/">Instagram</a></p>
</body></html>`;

const FR_MENTIONS = `<html><head><meta charset="utf-8"><title>Mentions légales</title></head><body>
<h1>Mentions légales</h1>
<p>Boulangerie Dupont SARL au capital de 10 000 € · SIRET 123 456 789 00012 · RCS Paris</p>
<p>Siège : 12 rue de la Paix, 75002 Paris · Tél. : 01 42 68 53 00</p>
<p>Directeur de la publication : Julien Moreau</p>
<p>Contact : contact [chez] boulangerie-dupont [point] fr</p>
<p>Chiffre d'affaires 2023 : environ 850 000 €</p>
</body></html>`;

const PT_SOBRE = `<html><head><meta charset="utf-8"></head><body>
<h1>Quem somos</h1>
<p>A Padaria Estrela conta com mais de 40 colaboradores em Lisboa.</p>
<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Beatriz Costa</span> · <span itemprop="jobTitle">Sócia-gerente</span> · <a itemprop="email" href="mailto:beatriz.costa@padariaestrela.pt">email</a></div>
<p>Encomendas: encomendas&#64;padariaestrela&#46;pt · Telefone: +351 21 345 6789</p>
<p>NIF 123456789 · Código postal 1100-148 Lisboa</p>
<p><a href="https://www.tiktok.com/@padariaestrela">TikTok</a> <a href="https://www.youtube.com/@PadariaEstrela">YouTube</a></p>
</body></html>`;

describe('extractPage on realistic pages', () => {
  it('Spanish contact page', () => {
    const f = extractPage({
      url: 'https://clinicasonrisa.es/contacto',
      html: ES_CONTACT,
      siteDomain: 'clinicasonrisa.es',
    });
    expect(f.emails.map((e) => [e.address, e.kind, e.source])).toEqual([
      ['info@clinicasonrisa.es', 'generic', 'mailto'],
      ['citas@clinicasonrisa.es', 'role', 'obfuscated'],
      ['lucia.fernandez@clinicasonrisa.es', 'person', 'mailto'],
    ]);
    expect(f.emails[2]?.personName).toBe('Lucía Fernández');
    expect(f.phones).toEqual(['+34912345678', '912 34 56 78', '600 12 34 56']);
    expect(f.socials).toEqual({
      facebook: 'https://www.facebook.com/clinicasonrisa',
      instagram: 'https://www.instagram.com/clinicasonrisa',
    });
    expect(f.contacts.map((c) => [c.name, c.title, c.role, c.email])).toEqual([
      [
        'Lucía Fernández',
        'Directora médica y fundadora',
        'owner',
        'lucia.fernandez@clinicasonrisa.es',
      ],
      ['Íñigo Ruiz', 'Responsable de Marketing', 'marketing', null],
    ]);
    expect(f.links.map((l) => l.url)).toContain('https://clinicasonrisa.es/aviso-legal');
    expect(f.employees).toBeNull();
    expect(f.revenue).toBeNull();
    const profile = mergeFindings([f], { siteDomain: 'clinicasonrisa.es', country: 'ES' });
    expect(profile.phones).toEqual(['+34912345678', '+34600123456']);
    expect(profile.emails[0]?.address).toBe('lucia.fernandez@clinicasonrisa.es');
  });

  it('English team page with JSON-LD', () => {
    const f = extractPage({
      url: 'https://brownmillerlaw.com/team',
      html: EN_TEAM,
      siteDomain: 'brownmillerlaw.com',
    });
    expect(f.emails.map((e) => [e.address, e.kind, e.personName])).toEqual([
      ['office@brownmillerlaw.com', 'generic', null],
      ['jbrown@brownmillerlaw.com', 'person', 'Jennifer Brown'],
      ['ashley.davis@brownmillerlaw.com', 'person', 'Ashley Davis'],
    ]);
    expect(f.socials).toEqual({
      linkedin: 'https://www.linkedin.com/company/brown-miller-law',
      twitter: 'https://x.com/brownmillerlaw',
    });
    expect(f.linkedinPeople).toEqual(['https://www.linkedin.com/in/jennifer-brown-law']);
    expect(f.contacts.map((c) => [c.name, c.role, c.email, c.linkedin])).toEqual([
      [
        'Jennifer Brown',
        'owner',
        'jbrown@brownmillerlaw.com',
        'https://www.linkedin.com/in/jennifer-brown-law',
      ],
      ['David Miller', 'marketing', null, null],
      ['Ashley Davis', 'operations', 'ashley.davis@brownmillerlaw.com', null],
    ]);
    expect(f.employees).toMatchObject({ value: '12', source: 'jsonld' });
    const profile = mergeFindings([f], { siteDomain: 'brownmillerlaw.com', country: 'US' });
    expect(profile.phones).toEqual(['+13055550142']);
  });

  it('German imprint', () => {
    const f = extractPage({
      url: 'https://zahnarzt-keller.de/impressum',
      html: DE_IMPRESSUM,
      siteDomain: 'zahnarzt-keller.de',
    });
    expect(f.emails.map((e) => e.address)).toEqual(['praxis@zahnarzt-keller.de']);
    expect(f.phones).toEqual(['030 12345678']);
    expect(f.contacts.map((c) => [c.name, c.title, c.role])).toEqual([
      ['Sabine Keller', 'Inhaberin', 'owner'],
    ]);
    expect(f.employees).toMatchObject({ value: '15+', estimate: false, source: 'text' });
    expect(f.socials).toEqual({ instagram: 'https://www.instagram.com/zahnarzt.keller' });
  });

  it('French legal notice', () => {
    const f = extractPage({
      url: 'https://boulangerie-dupont.fr/mentions-legales',
      html: FR_MENTIONS,
      siteDomain: 'boulangerie-dupont.fr',
    });
    expect(f.emails.map((e) => [e.address, e.source])).toEqual([
      ['contact@boulangerie-dupont.fr', 'obfuscated'],
    ]);
    expect(f.phones).toEqual(['01 42 68 53 00']);
    expect(f.contacts.map((c) => c.name)).toEqual(['Julien Moreau']);
    expect(f.revenue).toEqual({
      value: '850K EUR',
      estimate: true,
      source: 'text',
      page: 'https://boulangerie-dupont.fr/mentions-legales',
    });
  });

  it('Portuguese about page with microdata', () => {
    const f = extractPage({
      url: 'https://padariaestrela.pt/quem-somos',
      html: PT_SOBRE,
      siteDomain: 'padariaestrela.pt',
    });
    expect(f.emails.map((e) => [e.address, e.kind])).toEqual([
      ['beatriz.costa@padariaestrela.pt', 'person'],
      ['encomendas@padariaestrela.pt', 'role'],
    ]);
    expect(f.contacts.map((c) => [c.name, c.title, c.role, c.email])).toEqual([
      ['Beatriz Costa', 'Sócia-gerente', 'owner', 'beatriz.costa@padariaestrela.pt'],
    ]);
    expect(f.phones).toEqual(['+351 21 345 6789']);
    expect(f.employees).toMatchObject({ value: '40+' });
    expect(f.socials).toEqual({
      tiktok: 'https://www.tiktok.com/@padariaestrela',
      youtube: 'https://www.youtube.com/@PadariaEstrela',
    });
  });

  it('survives broken HTML and empty input', () => {
    const broken =
      '<html><body><div><p>Contacto: <b>info@tienda.com.ar<p>Tel: (011) 4567-8901</div></span></td><a href="mailto:ventas@tienda.com.ar">ventas';
    const f = extractPage({
      url: 'https://tienda.com.ar/',
      html: broken,
      siteDomain: 'tienda.com.ar',
    });
    expect(f.emails.map((e) => e.address)).toEqual(['info@tienda.com.ar', 'ventas@tienda.com.ar']);
    expect(f.phones).toEqual(['(011) 4567-8901']);
    const empty = extractPage({
      url: 'https://tienda.com.ar/',
      html: '',
      siteDomain: 'tienda.com.ar',
    });
    expect(empty).toMatchObject({ emails: [], phones: [], contacts: [], links: [] });
  });
});

describe('extractFromText and hostile input', () => {
  it('reads plain text line by line', () => {
    const f = extractFromText(
      'Clínica Sol\nMaría López — Directora\nmaria.lopez [at] clinicasol [dot] es\nTel. 912 34 56 78',
      'https://clinicasol.es/contacto.txt',
    );
    expect(f.emails.map((e) => [e.address, e.personName])).toEqual([
      ['maria.lopez@clinicasol.es', 'María López'],
    ]);
    expect(f.phones).toEqual(['912 34 56 78']);
    expect(f.contacts.map((c) => [c.name, c.role])).toEqual([['María López', 'owner']]);
  });

  it('never throws on garbage, deep nesting or odd URLs', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pieces = [
      '<div>',
      '</div>',
      '<a href="mailto:%E0%A4%A">',
      '<script>',
      '@',
      '[at]',
      '&#xFFFFFF;',
      '&#0;',
      '<p>',
      'info',
      '.es',
      ' at ',
      ' dot ',
      '+34',
      '9',
      '<li>',
      '</a>',
      '<!--',
      '-->',
      '"',
      "'",
      '<meta itemprop="email" content="x@">',
      '<span data-cfemail="zz">',
      'BEGIN:VCARD',
      'END:VCARD',
      '\u0000',
      '\uFFFF',
      '<script type="application/ld+json">{"@graph":[[[[',
      'tel:',
      '<a href="tel:+">',
    ];
    for (let i = 0; i < 200; i++) {
      let html = '';
      for (let j = 0; j < 60; j++) html += pieces[Math.floor(rand() * pieces.length)];
      expect(() => extractPage({ url: 'https://x.es/', html, siteDomain: 'x.es' })).not.toThrow();
    }
    const deep = `${'<div><span>'.repeat(20000)}info@x.es${'</span></div>'.repeat(20000)}`;
    expect(
      extractPage({ url: 'https://x.es/', html: deep, siteDomain: 'x.es' }).emails.map(
        (e) => e.address,
      ),
    ).toEqual(['info@x.es']);
    expect(() =>
      extractPage({ url: 'not a url', html: '<a href="/x">x</a>', siteDomain: '' }),
    ).not.toThrow();
    expect(() =>
      extractVcard(
        'BEGIN:VCARD\nFN;ENCODING=QUOTED-PRINTABLE:=ZZ=\nEND:VCARD',
        'https://x.es/a.vcf',
      ),
    ).not.toThrow();
  });
});
