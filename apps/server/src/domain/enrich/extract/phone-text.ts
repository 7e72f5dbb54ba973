/**
 * Phone numbers written in text, returned as written. International (+NN…, 00NN…) and national
 * formats with spaces, dots, dashes, slashes or parentheses; dates, times, prices, postal
 * codes, tax and bank identifiers are left out. The merger validates them with
 * libphonenumber-js for the search's country.
 */
import { cleanText, fold } from './normalize-text.js';

const CANDIDATE_RE =
  /(?<![\p{L}\p{N}+])(?:\+|00)?\(?\d[\d\s().\-/\u00A0\u2011\u2013]{4,40}\d(?![\p{N}])/gu;

const PHONE_LABEL_RE =
  /\b(?:tel|tel[eé]fono?s?|telf|tlf|tfno|fono|phone|ph|call|mobile|mob|cell|celular|cel|m[oó]vil|whats?app|wsp|t[eé]l[eé]phone|t[eé]l|portable|telefone|fone|telefon|mobil|handy|hotline|ll[aá]manos|ligue|appelez|contacto|contact|kontakt|zentrale|central|atenci[oó]n)\b[^\d+]{0,12}$/i;
const FAX_LABEL_RE = /\b(?:tele|t[eé]l[eé])?fax\b[^\d+]{0,12}$/i;
const ID_LABEL_RE =
  /(?:\b(?:cuit|cuil|cif|nif|nie|dni|cnpj|cpf|rut|rfc|siret|siren|ust-?id(?:nr)?|ust|vat|iva|tva|iban|swift|bic|steuer(?:nummer|nr)?|st\.?-?nr|hrb|hra|registro|matr[ií]cula|no\.?|nro|expediente|ref(?:erencia|erence)?|pedido|order|invoice|factura|rechnung|cp|c[oó]digo postal|cep|plz|zip|postal|postcode|code postal|apartado|box|lote|isbn|sku|id|n[uú]mero de cuenta|cuenta|account|kto|blz|ssn|nss|licencia|license|lizenz)\b|n[º°]|c\.\s?p\.?)[^\d]{0,6}$/i;
const CURRENCY_BEFORE_RE = /(?:[$€£¥]|us\$|r\$|usd|eur|ars|mxn|brl|clp|cop|pen|gbp|chf)\s?$/i;
const CURRENCY_AFTER_RE =
  /^\s?(?:[$€£¥]|usd|eur|euros?|pesos?|d[oó]lares|dollars?|reais|ars|mxn|brl|chf|gbp|€)/i;

const DATE_RES = [
  /^\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}$/,
  /^\d{4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{1,2}$/,
  /^(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}$/,
  /^\d{1,2}[.:]\d{2}\s*[-–]\s*\d{1,2}[.:]\d{2}$/,
];
const ID_FORMAT_RES = [
  /^\d{2}-\d{8}-\d$/, // CUIT/CUIL
  /^\d{2}\.?\d{3}\.?\d{3}\/\d{4}-?\d{2}$/, // CNPJ
  /^\d{3}\.\d{3}\.\d{3}-\d{2}$/, // CPF
  /^\d{5}-\d{3}$/, // CEP
  /^\d{5}-\d{4}$/, // ZIP+4
  /^\d{1,3}(?:\.\d{3}){2,}$/, // 1.234.567 thousands
  /^\d{1,3}(?:,\d{3})+$/, // 1,234,567
  /^\d{1,2}\.\d{3}\.\d{3}-[\dkK]$/, // Chilean RUT
];

function digitsOf(s: string): string {
  return s.replace(/\D/g, '');
}

function trimCandidate(s: string): string {
  let t = s.replace(/[\s\u00A0]+/g, ' ').trim();
  t = t.replace(/[\s.\-/–]+$/, '');
  // "(" without ")" at the end, or ")" without "(" at the start.
  if (t.startsWith('(') && !t.includes(')')) t = t.slice(1).trim();
  if (t.endsWith(')') && !t.includes('(')) t = t.slice(0, -1).trim();
  return t;
}

function groupsOf(raw: string): string[] {
  return raw
    .replace(/^\+|^00/, '')
    .split(/[\s().\-/\u00A0\u2011\u2013]+/)
    .filter((g) => g !== '');
}

interface Verdict {
  ok: boolean;
}

function judge(raw: string, before: string, after: string): Verdict {
  const digits = digitsOf(raw);
  const international = raw.startsWith('+') || raw.startsWith('00');
  const count = raw.startsWith('00') ? digits.length - 2 : digits.length;
  if (count < 7 || count > 15) return { ok: false };
  if (DATE_RES.some((re) => re.test(raw))) return { ok: false };
  if (!international && ID_FORMAT_RES.some((re) => re.test(raw))) return { ok: false };
  const near = before.slice(-40);
  if (FAX_LABEL_RE.test(near)) return { ok: false };
  if (ID_LABEL_RE.test(before.slice(-24))) return { ok: false };
  if (CURRENCY_BEFORE_RE.test(before) || CURRENCY_AFTER_RE.test(after)) return { ok: false };
  if (/^[-/]/.test(after) || /[A-Za-z][-/]$/.test(before)) return { ok: false };
  if (/^[.,]\d/.test(after)) return { ok: false };
  if (/%/.test(after.slice(0, 2))) return { ok: false };
  if (international) return { ok: true };
  const labelled = PHONE_LABEL_RE.test(fold(near));
  const groups = groupsOf(raw);
  if (labelled) return { ok: groups.every((g) => g.length <= 11) };
  // Unlabelled national numbers must look like phone numbers: 8+ digits in phone-like groups.
  if (count < 8) return { ok: false };
  if (groups.length === 1) return { ok: count >= 9 && count <= 11 && /^0/.test(raw) };
  if (groups.some((g) => g.length > 8)) return { ok: false };
  if (groups.length > 6) return { ok: false };
  return { ok: true };
}

/** Splits "912 34 56 78 / 600 12 34 56" into its numbers. */
function splitJoined(raw: string): string[] {
  return raw
    .split(/\s+[/|–-]\s+|\s{2,}|\s*\/\s*(?=\+|\(|0[1-9])/)
    .map((s) => trimCandidate(s))
    .filter((s) => s !== '');
}

/** Phone numbers in one line of text, as written, in order, without duplicates. */
export function findPhonesInText(text: string): string[] {
  const line = cleanText(text).replace(/\u00A0/g, ' ');
  const out: string[] = [];
  const seen = new Set<string>();
  CANDIDATE_RE.lastIndex = 0;
  for (const m of line.matchAll(CANDIDATE_RE)) {
    const start = m.index;
    const whole = m[0];
    const parts = [trimCandidate(whole)];
    const firstDigits = digitsOf(parts[0] ?? '').length;
    if (firstDigits > 15 || /\s[/|–-]\s/.test(whole)) {
      parts.splice(0, 1, ...splitJoined(whole));
    }
    let cursor = start;
    for (const part of parts) {
      const at = line.indexOf(part, cursor);
      const pos = at === -1 ? start : at;
      cursor = pos + part.length;
      const before = line.slice(Math.max(0, pos - 60), pos);
      const after = line.slice(pos + part.length, pos + part.length + 12);
      if (!judge(part, before, after).ok) continue;
      const key = digitsOf(part).replace(/^00/, '');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(part);
    }
  }
  return out;
}

/** The number of a `tel:` href, as written ("tel:+34%20912…;ext=2" → "+34 912…"). */
export function phoneFromTelHref(href: string): string | null {
  let v = href.replace(/^\s*(?:tel|callto|sms):(?:\/\/)?/i, '');
  try {
    v = decodeURIComponent(v);
  } catch {
    // keep as is
  }
  v = v.split(/[;?]/)[0] ?? '';
  v = v.trim();
  const digits = digitsOf(v);
  if (digits.length < 6 || digits.length > 17) return null;
  return v;
}

/** The number of a WhatsApp click-to-chat link (wa.me/5491112345678, api.whatsapp.com/send?phone=…). */
export function phoneFromWhatsAppUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  let digits = '';
  if (host === 'wa.me') digits = u.pathname.replace(/\D/g, '');
  else if (host === 'api.whatsapp.com' || host === 'web.whatsapp.com' || host === 'whatsapp.com')
    digits = (u.searchParams.get('phone') ?? '').replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `+${digits}`;
}
