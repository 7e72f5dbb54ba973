/**
 * Who is not the business's contact although a page names them with a title: someone whose
 * title places them in another organisation ("CEO at Acme", "Directora de Innovación, Banco
 * Sur": testimonials, speakers, case studies), and everyone on a page that names crowds
 * (directories, member lists), where no single name is evidence of anything.
 */
import { looksLikeTitle } from './job-title.js';
import { LEGAL_FORM } from './legal-notice.js';
import { fold } from './normalize-text.js';
import { isJobWord } from './job-words.js';
import { isBusinessWord } from './person-name.js';

/**
 * More people than this on one page make it a directory or a member list: its people are
 * dropped (the legal notice's and the organisation's structured data aside).
 */
export const MAX_PEOPLE_ON_A_PAGE = 40;

/** An organisation's name: capitalised words, with "&", "y", "und", "de"… between them. */
const ORG_NAME = String.raw`(\p{Lu}[\p{L}\p{M}\p{N}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}\p{M}\p{N}'’.&-]*|(?:und|and|del|des|der|et|de|da|do|du|y|e|&)(?=\s)))*)`;
/** Prepositions that place a job in an organisation named after them, whatever it is. */
const AT_ORG = new RegExp(String.raw`\s(?:at|@|chez|bei|bij)\s+${ORG_NAME}`, 'u');
/** Prepositions that place it there only when the name after them is clearly a business's. */
const OF_ORG = new RegExp(
  String.raw`(?:\s(?:en|em|na|no|de|del|da|do|of|for|der|von|du|des)|,)\s+${ORG_NAME}`,
  'gu',
);

/** "Head Teacher, Tūī Room", "Gerente, Oficina Centro": a part of the business itself. */
const UNIT =
  /\b(?:room|rooms|sala|salle|raum|office|oficina|bureau|buro|branch|sucursal|filiale|campus|team|equipo|equipe|department|departamento|class|aula|klasse|studio|shop|store|tienda|loja|boutique|site|location|sede)\b/;

const GUEST = /\b(?:invitad[oa]s?|invite(?:e|s|es)?|guest|gast|convidad[oa]s?|visiting)\b/;

/** Words of organisation names that say nothing of which organisation it is. */
const ORG_FILLER = new Set(
  'the and und les los las del des der die das group grupo gruppe company sons hijos filhos'.split(
    ' ',
  ),
);

/**
 * Whether `org` is the business itself: one of its distinctive words (4 letters or more, not
 * "the", "group", "sons"…) is in the site's domain name.
 */
export function isTheSite(org: string, siteDomain: string): boolean {
  const label = fold(siteDomain.split('.')[0] ?? '').replace(/[^a-z0-9]/g, '');
  if (label === '') return false;
  return fold(org)
    .split(/[^a-z0-9]+/)
    .some((w) => w.length >= 4 && !ORG_FILLER.has(w) && label.includes(w));
}

/** The organisation a title names ("Parker Bakery" of "CEO, Parker Bakery"), when it names one. */
function organisationIn(title: string): string | null {
  const at = AT_ORG.exec(title);
  if (at?.[1]) return at[1].trim();
  // "Hotel Vicente Palotti — Gerente", "Contabilidade Rhoden": a business named first.
  const lead =
    title
      .trim()
      .split(/\s[—–-]\s|,/)[0]
      ?.trim() ?? '';
  const leadWords = lead.split(/\s+/);
  // A proper name after the trade ("Óptica Maré", "Contabilidade Ramos"), not a job's word
  // ("Studio Manager").
  const proper = (w: string) =>
    /^\p{Lu}/u.test(w) && !isBusinessWord(w) && !looksLikeTitle(w) && !isJobWord(w);
  if (
    leadWords.length >= 2 &&
    isBusinessWord(leadWords[0] ?? '') &&
    leadWords.slice(1).some(proper)
  )
    return lead;
  for (const m of title.matchAll(OF_ORG)) {
    const org = (m[1] ?? '').trim();
    if (LEGAL_FORM.test(` ${org}`)) return org;
    // "…, Membership & Events Officer", "…, Payroll & Bookkeeping Manager": a job, not a firm;
    // "Óptica Maré" has a name of its own.
    const words = org.split(/\s+/);
    const named = words.some(
      (w) => /^\p{Lu}/u.test(w) && !isBusinessWord(w) && !looksLikeTitle(w) && !isJobWord(w),
    );
    if ((!named && looksLikeTitle(org)) || looksLikeTitle(words[words.length - 1] ?? '')) continue;
    // "Vidal Group", "Banco Sur": a business word and a name of its own ("Head of School" has none).
    const proper = words.some((w) => /^\p{Lu}/u.test(w) && !isBusinessWord(w));
    if (proper && words.some((w) => isBusinessWord(w))) return org;
  }
  return null;
}

/** A title that places the person in another organisation than the site's. */
export function worksElsewhere(title: string, siteDomain: string): boolean {
  // "Chef invitée", "sommelier invitada", "guest speaker": a visitor.
  if (GUEST.test(fold(title))) return true;
  // "VP Demand Gen, Cloudnest", "Founder, Pipeline Labs": a job, then the employer's name.
  const after = title.split(/,\s+/).slice(1).pop()?.trim() ?? '';
  if (/^\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}$/u.test(after)) {
    // "Dentist, Dublin", "Veterinary Surgeon, MRCVS": a place or letters after the name, not
    // an employer; an employer has a business's word or a legal form ("Pipeline Labs").
    const words = after.split(/\s+/);
    const employer = words.some((w) => isBusinessWord(w)) || LEGAL_FORM.test(` ${after}`);
    const unit = UNIT.test(fold(after));
    if (employer && !unit && !looksLikeTitle(after) && !isTheSite(after, siteDomain)) return true;
  }
  const org = organisationIn(` ${title}`);
  return org !== null && !isTheSite(org, siteDomain);
}

/** The same label naming this many people, each on a line of their own, is a list of others. */
const MAX_SAME_LABEL = 3;

/**
 * A page where one label names people line after line ("Responsável: …" under each member's
 * shop): a directory of other businesses, whose people are theirs, not the site's. A legal
 * notice names its people once, on one line or two.
 */
export function repeatsOneLabel(
  people: ReadonlyArray<{ title: string | null; line: number }>,
): boolean {
  const lines = new Map<string, Set<number>>();
  for (const p of people) {
    if (!p.title) continue;
    const key = fold(p.title);
    const seen = lines.get(key) ?? new Set<number>();
    seen.add(p.line);
    lines.set(key, seen);
    if (seen.size >= MAX_SAME_LABEL) return true;
  }
  return false;
}
