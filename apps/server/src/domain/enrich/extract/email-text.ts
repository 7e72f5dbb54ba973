/**
 * Email addresses in a piece of text: plain ones, the usual obfuscations ("[at]", "(arroba)",
 * "name at domain dot com"), and Cloudflare's email protection.
 */
import { isFreemailDomain, parseEmail } from './email-address.js';
import { cleanText } from './normalize-text.js';
import { isSameSite } from './site-domain.js';

export interface TextEmail {
  address: string;
  obfuscated: boolean;
}

const LOCAL = String.raw`[\p{L}\p{N}][\p{L}\p{N}._%+'-]*`;
const DOMAIN = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})`;
const PLAIN_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+'-])(${LOCAL})@(${DOMAIN})(?![\p{L}\p{N}@-])`,
  'gu',
);

const AT_TOKEN = String.raw`(?:at|arroba|arobase|arrobase|ät|chez|klammeraffe|@)`;
const DOT_TOKEN = String.raw`(?:dot|punto|point|ponto|punkt|\.)`;
const BRACKETED_AT_RE = new RegExp(
  String.raw`\s*(?:\[\s*${AT_TOKEN}\s*\]|\(\s*${AT_TOKEN}\s*\)|\{\s*${AT_TOKEN}\s*\}|<\s*${AT_TOKEN}\s*>|\*\s*${AT_TOKEN}\s*\*|\|\s*${AT_TOKEN}\s*\|)\s*`,
  'giu',
);
const BRACKETED_DOT_RE = new RegExp(
  String.raw`\s*(?:\[\s*${DOT_TOKEN}\s*\]|\(\s*${DOT_TOKEN}\s*\)|\{\s*${DOT_TOKEN}\s*\}|<\s*${DOT_TOKEN}\s*>)\s*`,
  'giu',
);
/** "(a)" / "[a]" only glued to the words on both sides: "info(a)clinica.de". */
const GLUED_A_RE = /(?<=[\p{L}\p{N}])[[(]a[\])](?=[\p{L}\p{N}])/gu;
/** " @ " with spaces around, as some sites write it. */
const SPACED_AT_RE = /(?<=[\p{L}\p{N}])\s+@\s+(?=[\p{L}\p{N}])/gu;

/** "name at domain dot com", "nombre arroba dominio punto com", "info at clinicasol.com". */
const WORDY_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])(${LOCAL})\s+(at|arroba|arobase|chez|ät)\s+([\p{L}\p{N}-]+(?:(?:\s+(?:dot|punto|point|ponto|punkt)\s+|\.)[\p{L}\p{N}-]+)+)`,
  'giu',
);

/** Words that precede or follow " at " in ordinary prose. */
const PROSE_WORDS = new Set(
  (
    'a an the us me we you them him her it is are was were be been am meet see find visit look ' +
    'stay arrive arrived here there home work available open opened closed located based now ' +
    'today tomorrow noon night least once first last best all our your their my this that these ' +
    'those one two three four five six seven eight nine ten time times point end start top ' +
    'bottom front back home school work office least most hand heart risk rest ease sea ' +
    'nos estamos nosotros vous nous wir sind call sale sold'
  ).split(' '),
);

function addAll(out: Map<string, TextEmail>, text: string, obfuscated: boolean): void {
  PLAIN_RE.lastIndex = 0;
  for (const m of text.matchAll(PLAIN_RE)) {
    const parsed = parseEmail(`${m[1] ?? ''}@${m[2] ?? ''}`);
    if (!parsed) continue;
    if (!out.has(parsed.address)) out.set(parsed.address, { address: parsed.address, obfuscated });
  }
}

/**
 * Every address in `text`. `siteDomain` lets the wordy form ("info at clinicasol.com") through
 * when it names the site itself or a big mailbox provider.
 */
export function findEmailsInText(text: string, siteDomain = ''): TextEmail[] {
  const clean = cleanText(text);
  const out = new Map<string, TextEmail>();
  if (clean.includes('@')) addAll(out, clean, false);

  const lower = clean.toLowerCase();
  const maybeObfuscated =
    /[[({<*|]\s*(?:at|arroba|arobase|arrobase|ät|chez|klammeraffe|@|a)\s*[\])}>*|]/i.test(clean) ||
    /\s@\s/.test(clean) ||
    /\s(?:at|arroba|arobase|chez|ät)\s/.test(lower);
  if (!maybeObfuscated) return [...out.values()];

  const unbracketed = clean
    .replace(BRACKETED_AT_RE, '@')
    .replace(GLUED_A_RE, '@')
    .replace(SPACED_AT_RE, '@')
    .replace(BRACKETED_DOT_RE, '.');
  if (unbracketed !== clean) addAll(out, unbracketed, true);

  WORDY_RE.lastIndex = 0;
  for (const m of unbracketed.matchAll(WORDY_RE)) {
    const local = (m[1] ?? '').toLowerCase();
    const atWord = (m[2] ?? '').toLowerCase();
    const rawDomain = m[3] ?? '';
    const dotWords = /\s+(?:dot|punto|point|ponto|punkt)\s+/i.test(rawDomain);
    const domain = rawDomain.replace(/\s+(?:dot|punto|point|ponto|punkt)\s+/gi, '.').toLowerCase();
    if (PROSE_WORDS.has(local)) continue;
    const firstLabel = domain.split('.')[0] ?? '';
    if (PROSE_WORDS.has(firstLabel)) continue;
    const parsed = parseEmail(`${local}@${domain}`);
    if (!parsed) continue;
    if (!dotWords && atWord === 'at') {
      // "products at Amazon.com" reads like prose: only the site's own or a mailbox provider.
      if (!isSameSite(parsed.domain, siteDomain) && !isFreemailDomain(parsed.domain)) continue;
    }
    if (!out.has(parsed.address))
      out.set(parsed.address, { address: parsed.address, obfuscated: true });
  }
  return [...out.values()];
}

/** Cloudflare email protection: hex string whose first byte XORs the rest (UTF-8). */
export function decodeCfEmail(hex: string): string | null {
  const clean = hex.trim();
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(clean)) return null;
  const bytes = Buffer.from(clean, 'hex');
  const key = bytes[0] ?? 0;
  const out = Buffer.alloc(bytes.length - 1);
  for (let i = 1; i < bytes.length; i++) out[i - 1] = (bytes[i] ?? 0) ^ key;
  const text = out.toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

/** The hex of "/cdn-cgi/l/email-protection#a1b2…" links, or null. */
export function cfEmailFromHref(href: string): string | null {
  const m = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(href);
  return m?.[1] ? decodeCfEmail(m[1]) : null;
}
