/**
 * Contact data shown before a search is paid for (the wizard's preview): enough to see the
 * places are real and have a phone and a website, not enough to use them.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parse } from 'tldts';
import { normalizePhone } from '../enrich/extract/merge-findings.js';

export const MASK = '•';
/** Digits of the national number left visible after the country calling code. */
const VISIBLE_DIGITS = 2;

/**
 * "+34 912 34 56 78" → "+34 91• •• •• ••": the international form when the number parses for
 * the country (else its digits as written), keeping "+CC" and the first two digits.
 */
export function maskPhone(raw: string, country: string | null): string {
  const e164 = normalizePhone(raw, country);
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  const text = parsed ? parsed.formatInternational() : raw.replace(/[^\d+]+/g, ' ').trim();
  let visible = (parsed ? parsed.countryCallingCode.length : 0) + VISIBLE_DIGITS;
  let masked = '';
  for (const char of text) {
    if (!/\d/.test(char)) masked += char;
    else if (visible > 0) {
      masked += char;
      visible -= 1;
    } else masked += MASK;
  }
  return masked;
}

/** "https://www.clinicasol.com.ar/contacto" → "www.••••••.com.ar" (the public suffix stays). */
export function maskWebsite(url: string): string {
  let hostname: string;
  try {
    hostname = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `http://${url}`).hostname;
  } catch {
    return MASK.repeat(6);
  }
  const parsed = parse(hostname);
  if (parsed.isIp || !parsed.publicSuffix || parsed.publicSuffix === hostname) {
    return MASK.repeat(6);
  }
  return `www.${MASK.repeat(6)}.${parsed.publicSuffix}`;
}
