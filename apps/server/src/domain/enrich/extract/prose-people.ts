/**
 * Founders and owners named in "about us" prose, in es, en, pt, fr and de: "Fundada en 1998 por
 * Ana Torres", "Seit 2005 führt Klaus Becker den Familienbetrieb", "our founder, Sarah Jones",
 * "Hola, soy Lucía Martín, fisioterapeuta y fundadora del centro", "Marie Dubois a fondé la
 * boulangerie en 2001". A person becomes a contact only next to one of these words; a founder
 * "of" another company (a case study, a testimonial) is not the business's.
 */
import { looksLikeTitle } from './job-title.js';
import {
  nameAfter,
  nameAt,
  nameBefore,
  proseWords,
  type NameRun,
  type ProseWord,
} from './name-runs.js';
import { hasJobWord } from './job-words.js';
import { wordSet } from './normalize-text.js';
import { isTheSite, worksElsewhere } from './people-guard.js';
import { cleanPersonName } from './person-name.js';

export interface ProsePerson {
  name: string;
  title: string;
}

/** Nouns that make the person named beside them the business's owner (folded). */
const OWNER_NOUNS = new Set(
  (
    'fundador fundadora cofundador cofundadora co-fundador co-fundadora founder co-founder ' +
    'cofounder owner co-owner proprietor propietario propietaria dueno duena fondateur ' +
    'fondatrice cofondateur cofondatrice co-fondateur co-fondatrice gerant gerante ' +
    'proprietaire inhaber inhaberin grunder grunderin mitgrunder mitgrunderin ' +
    'geschaftsfuhrer geschaftsfuhrerin socio-gerente socia-gerente proprietario ' +
    'proprietaria dono ceo'
  ).split(' '),
);

type Lang = 'es' | 'en' | 'pt' | 'fr' | 'de';
type Kind = 'founder' | 'owner';

/** "word lang kind" rows → map. */
function verbs(rows: string): ReadonlyMap<string, { lang: Lang; kind: Kind }> {
  const map = new Map<string, { lang: Lang; kind: Kind }>();
  for (const row of rows.trim().split(/\s*,\s*/)) {
    const [word = '', lang = 'en', kind = 'owner'] = row.split(' ');
    map.set(word, { lang: lang as Lang, kind: kind as Kind });
  }
  return map;
}

/** Participles whose agent ("por Ana Torres", "by John Smith") founded or runs the business. */
const PASSIVE = verbs(`
  fundada es founder, fundado es founder, fundadas es founder, fundados es founder,
  founded en founder, co-founded en founder, established en founder, fondee fr founder,
  fonde fr founder, gegrundet de founder, owned en owner, run en owner, operated en owner,
  dirigida es owner, dirigido es owner, regentada es owner, regentado es owner,
  gestionada es owner, gestionado es owner, gerida pt owner, gerido pt owner, geree fr owner,
  tenue fr owner, dirigee fr owner, gefuhrt de owner, geleitet de owner`);

const AGENT = new Set(['por', 'by', 'par', 'von', 'durch', 'pelo', 'pela']);

/** Verbs whose subject founded or runs the business ("Klaus Becker gründete", "führt Klaus Becker"). */
const ACTIVE = verbs(`
  fundo es founder, fundaron es founder, fundou pt founder, fundaram pt founder,
  founded en founder, co-founded en founder, fonde fr founder, fonderent fr founder,
  grundete de founder, grundeten de founder, gegrundet de founder, fuhrt de owner,
  leitet de owner, fuhren de owner, leiten de owner`);

/**
 * Words an active founder's sentence may put between the name and the verb ("Marie Dubois a
 * fondé", "Klaus Becker hat … gegründet"); a passive auxiliary ("was founded", "wurde
 * gegründet") makes the subject the business instead.
 */
const AUXILIARIES = new Set(
  'a ont ha han has have hat haben also ya juntos together zusammen'.split(' '),
);
const PASSIVE_AUXILIARIES = new Set(
  'was were been is are fue fueron sido es foi foram wurde wurden worden ist sind war waren ete est'.split(
    ' ',
  ),
);

/** The subject of an active founding verb at `i`: "Ana Torres fundó", "Klaus Becker hat 1998 die Bäckerei gegründet". */
function subjectOf(words: readonly ProseWord[], i: number): NameRun | null {
  const german = words[i]?.folded === 'gegrundet';
  for (let k = i - 1; k >= 0 && i - k <= (german ? 6 : 2); k--) {
    const w = words[k] as ProseWord;
    if (PASSIVE_AUXILIARIES.has(w.folded)) return null;
    if (!german && /^\p{Ll}/u.test(w.bare) && !AUXILIARIES.has(w.folded)) return null;
    if (!german && /^\p{Lu}/u.test(w.bare)) break;
  }
  return nameBefore(words, i, german ? 6 : 2);
}

/** German puts the subject right after the verb when the sentence opens otherwise. */
const SUBJECT_AFTER_VERB = new Set([
  'fuhrt',
  'leitet',
  'fuhren',
  'leiten',
  'grundete',
  'grundeten',
]);

/** Articles and possessives before a role noun: the name follows it ("our founder, Sarah"). */
const DETERMINERS = new Set(
  (
    'el la los las nuestro nuestra nuestros nuestras su sus the our its his her le les notre ' +
    'nos son sa ses der die das unser unsere unserer ihr ihre sein seine o a os as nosso nossa ' +
    'seu sua'
  ).split(' '),
);

/** "of", "at", "de la"…: what ties a role to the organisation it belongs to. */
const OF_WORDS = new Set(
  'de del la el of the at da do das dos du des der die das von bei chez na no em en'.split(' '),
);

const VERB_TITLES: Record<Kind, Record<Lang, string>> = {
  founder: { es: 'Fundador', pt: 'Fundador', fr: 'Fondateur', de: 'Gründer', en: 'Founder' },
  owner: { es: 'Propietario', pt: 'Proprietário', fr: 'Gérant', de: 'Inhaber', en: 'Owner' },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "fundadora de Acme Group", "founder of Parker Bakery", "Gründer der Weber AG": a role in
 * another organisation (the site's own name aside).
 */
function roleElsewhere(words: readonly ProseWord[], at: number, siteDomain: string): boolean {
  let i = at + 1;
  if (words[at]?.punct !== 'none') return false;
  while (i < words.length && i <= at + 2 && OF_WORDS.has(words[i]?.folded ?? '')) {
    if (words[i]?.punct !== 'none') return false;
    i++;
  }
  if (i === at + 1) return false;
  const org: ProseWord[] = [];
  for (let j = i; j < words.length && org.length < 5; j++) {
    const w = words[j] as ProseWord;
    if (!/^\p{Lu}/u.test(w.bare)) break;
    org.push(w);
    if (w.punct !== 'none') break;
  }
  return org.length > 0 && !isTheSite(org.map((w) => w.bare).join(' '), siteDomain);
}

/** Nouns such as "fundadora": the name before it ("Ana Torres, fundadora") or after it ("our founder, Sarah Jones"). */
function personOfNoun(words: readonly ProseWord[], i: number): NameRun | null {
  const det = words[i - 1] && DETERMINERS.has(words[i - 1]?.folded ?? '');
  if (det) return nameAfter(words, i, 2) ?? nameBefore(words, i - 1, 3);
  return nameBefore(words, i, 3) ?? nameAfter(words, i, 1);
}

/** The agent preposition within five words of the participle at `i`, looking `step`-wards. */
function agentOf(words: readonly ProseWord[], i: number, step: 1 | -1): number {
  if (step === 1 && words[i]?.punct === 'stop') return -1;
  for (let k = i + step; k >= 0 && k < words.length && Math.abs(k - i) <= 5; k += step) {
    const w = words[k] as ProseWord;
    if (step === 1 && AGENT.has(w.folded)) return k;
    if (step === -1 && (w.folded === 'von' || w.folded === 'durch')) return k;
    if (w.punct === 'stop') return -1;
  }
  return -1;
}

/** Founders and owners named in one paragraph of prose. */
export function foundersInProse(text: string, siteDomain: string): ProsePerson[] {
  if (text.length < 15 || text.length > 1500) return [];
  const words = proseWords(text);
  const out: ProsePerson[] = [];
  const add = (run: NameRun | null, title: string) => {
    for (const r of withPartners(words, run)) {
      if (!out.some((p) => p.name === r.name)) out.push({ name: r.name, title });
    }
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as ProseWord;
    if (OWNER_NOUNS.has(w.folded)) {
      if (roleElsewhere(words, i, siteDomain)) continue;
      add(personOfNoun(words, i), capitalise(w.bare));
      continue;
    }
    const passive = PASSIVE.get(w.folded);
    const active = ACTIVE.get(w.folded);
    // "Fondée par Georges Lambert en 1948": a founder of long ago is the business's history.
    if ((passive?.kind ?? active?.kind) === 'founder' && longAgo(words, i)) continue;
    if (passive) {
      // The agent within a few words: "fundada en 1998 por", "founded in 2010 by", and in
      // German before the participle: "1998 von Klaus Becker gegründet".
      let agent = agentOf(words, i, 1);
      if (agent === -1 && passive.lang === 'de') agent = agentOf(words, i, -1);
      if (agent !== -1) {
        add(nameAfter(words, agent, 2), VERB_TITLES[passive.kind][passive.lang]);
        continue;
      }
    }
    if (active) {
      const title = VERB_TITLES[active.kind][active.lang];
      // "Seit 1998 führt Installateurmeister Ralf Müller den Betrieb": a job may come first.
      const after = SUBJECT_AFTER_VERB.has(w.folded) ? nameAfter(words, i, 3) : null;
      add(after ?? subjectOf(words, i), title);
    }
  }
  for (const p of titledInParentheses(text, siteDomain)) add(p.run, p.title);
  for (const p of titledBeside(words, siteDomain)) add(p.run, p.title);
  return out;
}

/** Words after which a sentence has left the title behind. */
const TITLE_ENDS = wordSet(
  'desde since seit depuis en in at para for con with y and und et e o or durante during hace ago ' +
    'a to ao au im am beim que who which der die das que qui',
);

const COPULAS = wordSet('es is ist est e sind son are fue was war foi sera');

/** Up to four words from `from` that read as a job title, to the next comma or full stop. */
function titleWordsAt(
  words: readonly ProseWord[],
  from: number,
): { title: string; end: number } | null {
  const picked: ProseWord[] = [];
  for (let k = from; k < words.length && picked.length < 4; k++) {
    const w = words[k] as ProseWord;
    // "programme manager — ben@…": a dash alone ends the title.
    if (!/\p{L}/u.test(w.bare)) break;
    picked.push(w);
    if (w.punct !== 'none') break;
  }
  // "responsable de comunicación desde 2021": the sentence goes on after the title.
  const stop = picked.findIndex((w, k) => k > 0 && TITLE_ENDS.has(w.folded));
  if (stop !== -1) picked.length = stop;
  while (picked.length > 0) {
    const title = picked.map((w) => w.bare).join(' ');
    if (hasJobWord(title) && looksLikeTitle(title) && !cleanPersonName(title))
      return { title, end: from + picked.length - 1 };
    picked.pop();
  }
  return null;
}

/**
 * A name with its job beside it in a sentence: "Georg Lindqvist, Winzermeister, kümmert
 * sich…", "Lisa Obermaier, geprüfte Bestatterin.", "Sophie Lindqvist ist seit 2019 unsere
 * Kellermeisterin".
 */
function titledBeside(
  words: readonly ProseWord[],
  siteDomain: string,
): Array<{ run: NameRun; title: string }> {
  const out: Array<{ run: NameRun; title: string }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i]?.bare ?? '')) continue;
    const run = nameAt(words, i);
    if (!run) continue;
    const last = words[run.end] as ProseWord;
    let found: { title: string; end: number } | null = null;
    if (last.punct === 'comma') {
      found = titleWordsAt(words, run.end + 1);
    } else if (last.punct === 'none' && COPULAS.has(words[run.end + 1]?.folded ?? '')) {
      for (let k = run.end + 2; k < words.length && k <= run.end + 6 && !found; k++) {
        if (words[k - 1]?.punct === 'stop') break;
        if (DETERMINERS.has(words[k]?.folded ?? '')) found = titleWordsAt(words, k + 1);
      }
    }
    if (found) {
      // The title and what follows it: "… abogada de Acme Legal" is someone else's.
      const context = [
        found.title,
        ...words.slice(found.end + 1, found.end + 5).map((w) => w.bare),
      ].join(' ');
      if (!worksElsewhere(context, siteDomain)) out.push({ run, title: found.title });
    }
    i = run.end;
  }
  return out;
}

/** "Andreas Kofler und Verena Kofler": the people joined to a name by "and". */
function withPartners(words: readonly ProseWord[], run: NameRun | null): NameRun[] {
  const out: NameRun[] = [];
  let current = run;
  while (current && out.length < 4) {
    out.push(current);
    const and = words[current.end + 1];
    if (!and || current.end >= words.length - 2 || words[current.end]?.punct === 'stop') break;
    if (!AND.has(and.folded)) break;
    current = nameAt(words, current.end + 2);
  }
  return out;
}

const AND = new Set(['y', 'e', 'and', 'und', 'et', '&']);

/** The founding year beside the verb at `i` is 40 years or more before the corpus of today's sites. */
function longAgo(words: readonly ProseWord[], i: number): boolean {
  for (let k = Math.max(0, i - 8); k < words.length && k <= i + 8; k++) {
    const year = /^(1[89]\d\d)$/.exec(words[k]?.bare ?? '')?.[1];
    if (year && Number(year) <= LAST_HISTORICAL_YEAR) return true;
  }
  return false;
}

/**
 * Businesses founded this long ago are run by someone else today: the founder named in their
 * history is not the contact (a fixed year keeps extraction pure; revisit in a decade).
 */
const LAST_HISTORICAL_YEAR = 1985;

/** "Sandra Kamps (Büroleitung)", "Markus Oberndörfer (1. Vorsitzender)": a name and its job. */
const NAME_THEN_PARENS =
  /(\p{Lu}[\p{L}\p{M}'’.-]+(?:\s+(?:(?:de|del|da|do|dos|van|von|der|den|du|di|la|le)\s+)*\p{Lu}[\p{L}\p{M}'’-]+){1,3})\s*\(([^()]{2,60})\)/gu;

function titledInParentheses(
  text: string,
  siteDomain: string,
): Array<{ run: NameRun; title: string }> {
  const out: Array<{ run: NameRun; title: string }> = [];
  for (const m of text.matchAll(NAME_THEN_PARENS)) {
    const name = cleanPersonName(m[1] ?? '');
    const title = (m[2] ?? '').replace(/^\d+\.\s*/, '').trim();
    if (!name || !looksLikeTitle(title) || cleanPersonName(title)) continue;
    if (worksElsewhere(title, siteDomain)) continue;
    out.push({ run: { name, start: -1, end: -2 }, title });
  }
  return out;
}
