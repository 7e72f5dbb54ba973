/**
 * Email verification without the network: address syntax (RFC 5321/5322 practical subset, IDN,
 * SMTPUTF8 local parts, length limits), disposable domains and role accounts.
 */
import { describe, expect, it } from 'vitest';
import {
  isDisposableDomain,
  isRoleLocalPart,
  parseEmailAddress,
} from '../src/domain/email-verify/index.js';

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);
// 64 + 1 + (63 + 1) * 2 + (56 + 1) + 4 = 254 octets: the longest address allowed.
const longest = `${local64}@${label63}.${label63}.${'c'.repeat(56)}.test`;

const cases: Array<[input: string, expected: string | null]> = [
  // Valid, with their normalised form
  ['maria@example.es', 'maria@example.es'],
  ['  Maria.Lopez@Example.ES ', 'maria.lopez@example.es'],
  ['info+web@clinica-dental.es', 'info+web@clinica-dental.es'],
  ["o'brien@pub.ie", "o'brien@pub.ie"],
  ['a!#$%&*/=?^_`{|}~-b@x.com', 'a!#$%&*/=?^_`{|}~-b@x.com'],
  ['user@sub.domain.co.uk', 'user@sub.domain.co.uk'],
  ['josé@correo.españa.test', 'josé@correo.xn--espaa-rta.test'],
  ['info@münchen.de', 'info@xn--mnchen-3ya.de'],
  ['info@xn--mnchen-3ya.de', 'info@xn--mnchen-3ya.de'],
  ['用户@例子.广告', '用户@xn--fsqu00a.xn--4rr70v'],
  ['1234@numbers.com', '1234@numbers.com'],
  ['x@a-b.example', 'x@a-b.example'],
  [`${local64}@example.com`, `${local64}@example.com`],
  [longest, longest],
  // Invalid
  ['', null],
  ['plainaddress', null],
  ['@example.com', null],
  ['user@', null],
  ['.user@example.com', null],
  ['user.@example.com', null],
  ['us..er@example.com', null],
  ['"john doe"@example.com', null],
  ['"quoted"@example.com', null],
  ['user@[192.0.2.1]', null],
  ['user name@example.com', null],
  ['user@exam ple.com', null],
  ['user(comment)@example.com', null],
  ['user@localhost', null],
  ['user@192.0.2.1', null],
  ['user@-example.com', null],
  ['user@example-.com', null],
  ['user@exa..mple.com', null],
  ['user@exa_mple.com', null],
  ['user@xn--zz.com', null],
  ['a@b@c.com', null],
  [`${'a'.repeat(65)}@example.com`, null],
  [`${'é'.repeat(33)}@example.com`, null], // 66 octets in UTF-8
  [`${local64}@${label63}.${label63}.${'c'.repeat(57)}.test`, null], // 255 octets
  [`x@${'d'.repeat(64)}.com`, null],
  ['user\u0000@example.com', null],
  ['user\u200b@example.com', null],
];

describe('email syntax', () => {
  it.each(cases)('%j → %j', (input, expected) => {
    const result = parseEmailAddress(input);
    if (expected === null) {
      expect(result.ok).toBe(false);
    } else {
      expect(result).toMatchObject({ ok: true, address: { email: expected } });
    }
  });

  it('has at least 30 cases, valid and invalid', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter(([, e]) => e !== null).length).toBeGreaterThanOrEqual(10);
    expect(cases.filter(([, e]) => e === null).length).toBeGreaterThanOrEqual(20);
  });

  it('marks Unicode local parts as needing SMTPUTF8, IDN domains alone do not', () => {
    const utf8 = parseEmailAddress('josé@correo.españa.test');
    const idn = parseEmailAddress('info@correo.españa.test');
    expect(utf8.ok && utf8.address.needsSmtpUtf8).toBe(true);
    expect(idn.ok && idn.address.needsSmtpUtf8).toBe(false);
    expect(idn.ok && idn.address.domain).toBe('correo.xn--espaa-rta.test');
  });

  it('names the problem', () => {
    expect(parseEmailAddress('"a b"@x.com')).toMatchObject({ reason: 'quoted_local_part' });
    expect(parseEmailAddress('a@[127.0.0.1]')).toMatchObject({ reason: 'domain_literal' });
    expect(parseEmailAddress(`${'a'.repeat(65)}@x.com`)).toMatchObject({
      reason: 'local_too_long',
    });
    expect(parseEmailAddress('a@b')).toMatchObject({ reason: 'bad_domain' });
    expect(parseEmailAddress('nothing')).toMatchObject({ reason: 'missing_at' });
  });
});

describe('disposable domains', () => {
  it('flags listed domains and their subdomains, not ordinary ones', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('eu.mailinator.com')).toBe(true);
    expect(isDisposableDomain('10minutemail.com')).toBe(true);
    expect(isDisposableDomain('MAILINATOR.COM')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
    expect(isDisposableDomain('clinica-dental.es')).toBe(false);
    expect(isDisposableDomain('mailinatorfans.es')).toBe(false);
    expect(isDisposableDomain('com')).toBe(false);
  });
});

describe('role accounts', () => {
  it.each([
    'info',
    'contacto',
    'ventas',
    'sales',
    'support',
    'soporte',
    'noreply',
    'no-reply',
    'postmaster',
    'abuse',
    'webmaster',
    'billing',
    'facturacion',
    'rrhh',
    'hr',
    'jobs',
    'marketing',
    'office',
    'hola',
    'hello',
    'contact',
    'recepcion',
    'reservas',
    'admin',
    'info+web',
    'ventas2',
    'info.madrid',
    'soporte-tecnico',
  ])('%s is a role', (local) => {
    expect(isRoleLocalPart(local)).toBe(true);
  });

  it.each(['maria', 'maria.lopez', 'jgarcia', 'pr.garcia', 'hrodriguez', 'informatico', 'ana'])(
    '%s is a person',
    (local) => {
      expect(isRoleLocalPart(local)).toBe(false);
    },
  );
});
