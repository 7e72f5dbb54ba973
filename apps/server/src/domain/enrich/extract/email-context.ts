/**
 * Addresses that are not the business's because of where the page puts them: the web agency's
 * or photographer's beside a credit ("Diseño web: Pixel Studio · hola@pixelstudio.es") or on
 * the domain a credit links to, an example in a sentence ("p. ej. juan@gmail.com"), a
 * customer's in a testimonial, and the crowds of other people's addresses of a directory page.
 * The business's own domain is never dropped for its place.
 */
import { isFreemailDomain, type ParsedEmail } from './email-address.js';
import type { PageDom } from './page-dom.js';
import { resolveHref } from './page-links.js';
import { isSameSite, registrableDomain, registrableDomainOfUrl } from './site-domain.js';

/** Lines that credit the web designer, the host or the photographer rather than the business. */
export const CREDIT_LINE =
  /(?:dise[ñn]o(?: y desarrollo)?(?: (?:web|gr[aá]fico|de la web|del sitio))?\s*(?:[:|·-]|por\b)|desarrollo web|desarrollad[oa] por|dise[ñn]ad[oa] por|hecho por|creado por|realizad[oa] por|p[aá]gina web (?:creada|hecha|dise[ñn]ada)|agencia web|alojamiento web|fotograf[ií]as?\s*:|fotos?\s*:|powered by|designed by|developed by|website by|web by|site by|made by|built by|crafted by|web ?design(?:ed)? by|photography by|photos? by|hosted by|r[ée]alis[ée] par|con[çc]u par|cr[ée]ation(?: du site| site)?\s*:|conception\s*:|r[ée]alisation\s*:|agence web|cr[ée]dits? photos?|site (?:r[ée]alis[ée]|cr[ée][ée]|con[çc]u)|criado por|desenvolvido por|(?:site|sitio|web|p[aá]gina|website|webseite|homepage)\s*(?:por|por:|:)\s|site (?:criado|desenvolvido)|ag[eê]ncia (?:web|digital)|erstellt von|umgesetzt von|realisiert von|gestaltet von|umsetzung\s*:|gestaltung\s*:|realisierung\s*:|konzept(?: &| und) design|webagentur|internetagentur|bildnachweis|fotonachweis|webdesign(?: by| von|\s*:)?)/i;

/** Words that announce an example just before an address ("p. ej.", "e.g.", "z. B."). */
const EXAMPLE_BEFORE =
  /(?:p\.\s?ej\.?|ej\.|ejemplo|e\.\s?g\.|eg\.|for (?:example|instance)|such as|z\.\s?b\.|zum beispiel|beispiel|bspw\.|beispielsweise|p\.\s?ex\.?|par exemple|exemple|ex\.|ex\s?:|por exemplo|exemplo|formato|format)\s*[:(«"“]?\s*$/i;

/** More addresses of other domains than this on one page make it a directory. */
const MAX_FOREIGN_ADDRESSES = 6;

export interface EmailCandidate {
  parsed: ParsedEmail;
  line: number;
}

/** Registrable domains that the page's credit lines link to (the agency's own site). */
function creditedDomains(dom: PageDom, base: string, siteDomain: string): Set<string> {
  const out = new Set<string>();
  for (const a of dom.anchors) {
    const line = dom.lines[a.line];
    const text = `${line?.text ?? ''} ${a.text}`;
    if (!CREDIT_LINE.test(text)) continue;
    const url = resolveHref(a.href, base);
    const domain = url ? registrableDomainOfUrl(url) : '';
    if (domain !== '' && !isSameSite(domain, siteDomain)) out.add(domain);
  }
  return out;
}

export interface EmailContext {
  /** The page lists many other domains' addresses: a directory, whose people are not the business's. */
  crowd: boolean;
  /** Why the address at this place is not the business's, or null when it may be. */
  junk(candidate: EmailCandidate): string | null;
}

/**
 * The page's context for its addresses. `all` are every address the page holds, to tell a
 * directory (many other domains) from a contact page; `directory`: one label names people line
 * after line, a directory when some of the addresses are other businesses'.
 */
export function emailContext(
  dom: PageDom,
  siteDomain: string,
  base: string,
  all: readonly EmailCandidate[],
  directory = false,
): EmailContext {
  const credited = creditedDomains(dom, base, siteDomain);
  const isCredit = (i: number) => {
    const l = dom.lines[i];
    return l !== undefined && CREDIT_LINE.test(l.text);
  };
  const foreignAddresses = new Set(
    all.filter((c) => !isSameSite(c.parsed.domain, siteDomain)).map((c) => c.parsed.address),
  );
  // People listed under one label, with other businesses' addresses among them: members.
  const crowd =
    foreignAddresses.size > MAX_FOREIGN_ADDRESSES || (directory && foreignAddresses.size >= 2);
  return {
    crowd,
    junk({ parsed, line }) {
      if (isSameSite(parsed.domain, siteDomain)) return null;
      if (credited.has(registrableDomain(parsed.domain))) return 'agency';
      const l = dom.lines[line];
      if (isCredit(line)) return 'agency';
      // The credit's address on the next line of the footer ("Web: Pixel Studio" / "hola@…").
      if (
        l?.footer &&
        !isFreemailDomain(parsed.domain) &&
        (isCredit(line - 1) || isCredit(line - 2))
      )
        return 'agency';
      if (l?.section === 'foreign') return 'foreign';
      if (crowd) return 'directory';
      if (l) {
        const at = l.text.toLowerCase().indexOf(parsed.address);
        const before = at > 0 ? l.text.slice(Math.max(0, at - 30), at) : '';
        if (EXAMPLE_BEFORE.test(before)) return 'example';
      }
      return null;
    },
  };
}
