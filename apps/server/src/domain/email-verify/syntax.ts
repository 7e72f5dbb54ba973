/**
 * Address syntax: a practical subset of RFC 5321/5322 with internationalisation (RFC 6531).
 *
 * Accepted: a dot-atom local part (atext plus any non-ASCII character, for SMTPUTF8) of at most
 * 64 octets, "@", and a host name whose ASCII form (IDNA via WHATWG domainToASCII) is made of
 * letter-digit-hyphen labels of 1..63 characters, at least two labels, a non-numeric top-level
 * label, 253 characters at most; the whole address at most 254 octets.
 *
 * Refused as "syntax": quoted local parts ("john doe"@x) and domain literals (x@[192.0.2.1]) —
 * legal, but nothing a business publishes and nothing worth probing —, comments, whitespace,
 * consecutive or edge dots, control characters.
 */
import { domainToASCII } from 'node:url';

export const MAX_LOCAL_OCTETS = 64;
export const MAX_ADDRESS_OCTETS = 254;
export const MAX_DOMAIN_CHARS = 253;

export interface ParsedAddress {
  /** Lower-case local part (NFC), Unicode allowed. */
  local: string;
  /** Lower-case ASCII (A-label) domain. */
  domain: string;
  /** local@domain, as stored and probed. */
  email: string;
  /** The local part has non-ASCII characters: the server must offer SMTPUTF8. */
  needsSmtpUtf8: boolean;
}

export type SyntaxResult =
  | { ok: true; address: ParsedAddress }
  | { ok: false; reason: SyntaxProblem; normalised: string };

export type SyntaxProblem =
  | 'empty'
  | 'missing_at'
  | 'quoted_local_part'
  | 'domain_literal'
  | 'local_too_long'
  | 'address_too_long'
  | 'bad_local_part'
  | 'bad_domain';

// RFC 5322 atext, ASCII part; any code point above U+007F is accepted too (RFC 6531 UTF8-non-ascii).
const ASCII_ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isAtext(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code > 0x7f) {
    // Non-ASCII letters and marks are fine; C1 controls, spaces and separators are not.
    return !/[\p{Cc}\p{Cf}\p{Z}]/u.test(char) && !/[\u{FFFD}]/u.test(char);
  }
  return ASCII_ATEXT.test(char);
}

function validLocal(local: string): boolean {
  if (local === '' || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  for (const char of local) {
    if (char !== '.' && !isAtext(char)) return false;
  }
  return true;
}

/** The ASCII form of a host name, or null when it is not a usable one. */
export function asciiDomain(input: string): string | null {
  if (input === '' || /[\s@[\]]/.test(input)) return null;
  const ascii = domainToASCII(input);
  if (ascii === '' || ascii.length > MAX_DOMAIN_CHARS) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  // A numeric top-level label is an IP address or nonsense, never a mail domain.
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return null;
  return ascii;
}

export function parseEmailAddress(input: string): SyntaxResult {
  const text = input.trim().normalize('NFC');
  const normalised = text.toLowerCase();
  const fail = (reason: SyntaxProblem): SyntaxResult => ({ ok: false, reason, normalised });
  if (text === '') return fail('empty');
  const at = text.lastIndexOf('@');
  if (at === -1) return fail('missing_at');
  const rawLocal = text.slice(0, at);
  const rawDomain = text.slice(at + 1);
  if (rawLocal.startsWith('"')) return fail('quoted_local_part');
  if (rawDomain.startsWith('[')) return fail('domain_literal');
  if (!validLocal(rawLocal)) return fail('bad_local_part');
  const local = rawLocal.toLowerCase();
  if (Buffer.byteLength(local, 'utf8') > MAX_LOCAL_OCTETS) return fail('local_too_long');
  const domain = asciiDomain(rawDomain);
  if (domain === null) return fail('bad_domain');
  const email = `${local}@${domain}`;
  if (Buffer.byteLength(email, 'utf8') > MAX_ADDRESS_OCTETS) return fail('address_too_long');
  // eslint-disable-next-line no-control-regex
  const needsSmtpUtf8 = /[^\u0000-\u007f]/.test(local);
  return { ok: true, address: { local, domain, email, needsSmtpUtf8 } };
}
