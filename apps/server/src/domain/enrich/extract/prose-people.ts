/**
 * Founders and owners named in "about us" prose, in es, en, pt, fr and de: "Fundada en 1998 por
 * Ana Torres", "Seit 2005 führt Klaus Becker den Familienbetrieb", "our founder, Sarah Jones",
 * "Hola, soy Lucía Martín, fisioterapeuta y fundadora del centro", "Marie Dubois a fondé la
 * boulangerie en 2001". A person becomes a contact only next to one of these words; a founder
 * "of" another company (a case study, a testimonial) is not the business's.
 */
import { looksLikeTitle } from './job-title.js';
import {
  JOINERS,
  nameAfter,
  nameAt,
  nameBefore,
  proseWords,
  type NameRun,
  type ProseWord,
} from './name-runs.js';
import { hasJobWord, isJobWord } from './job-words.js';
import { collapseSpaces, fold, wordSet } from './normalize-text.js';
import { isTheSite, worksElsewhere } from './people-guard.js';
import { askedFor, atTheHelm, DETERMINERS, introducedInProse, jobBefore } from './prose-intros.js';
import {
  cleanGivenName,
  cleanPersonName,
  isBusinessWord,
  isKinship,
  isNotNameWord,
  NICKNAME,
} from './person-name.js';

export interface ProsePerson {
  name: string;
  /** null when the sentence says who the person is but not their job ("Hola, soy Irene Castaño"). */
  title: string | null;
  /** Named by the given name alone ("ask for Gemma, our office manager"). */
  given?: boolean;
  /**
   * Speaks for the business without saying their job ("Hola, soy Irene Castaño, y este es mi
   * estudio"): one of its owners, as one who signs its text.
   */
  speaker?: boolean;
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
  creada es founder, creado es founder, abierta es founder, abierto es founder,
  inaugurada es founder, inaugurado es founder,
  founded en founder, co-founded en founder, established en founder, started en founder,
  opened en founder, launched en founder, created en founder, fondee fr founder,
  fonde fr founder, creee fr founder, cree fr founder, ouverte fr founder, ouvert fr founder,
  lancee fr founder, criada pt founder, criado pt founder, aberta pt founder,
  aberto pt founder, inaugurada pt founder, gegrundet de founder, eroffnet de founder,
  owned en owner, run en owner, operated en owner, led en owner, managed en owner,
  headed en owner, dirigida es owner, dirigido es owner, regentada es owner,
  regentado es owner, gestionada es owner, gestionado es owner, liderada es owner,
  liderado es owner, gerida pt owner, gerido pt owner, geree fr owner, tenue fr owner,
  dirigee fr owner, reprise fr owner, gefuhrt de owner, geleitet de owner,
  betrieben de owner, ubernommen de owner, presidida es owner, presidido es owner,
  presided en owner, chaired en owner, preside fr owner, presidee fr owner`);

const AGENT = new Set(['por', 'by', 'par', 'von', 'durch', 'pelo', 'pela']);

/** Verbs whose subject founded or runs the business ("Klaus Becker gründete", "führt Klaus Becker"). */
const ACTIVE = verbs(`
  fundo es founder, fundaron es founder, abrio es founder, abrieron es founder,
  creo es founder, crearon es founder, inauguro es founder, inauguraron es founder,
  dirige es owner, dirigen es owner, regenta es owner, regentan es owner, lidera es owner,
  lideran es owner, gestiona es owner, gestionan es owner,
  fundou pt founder, fundaram pt founder, abriu pt founder, abriram pt founder,
  criou pt founder, criaram pt founder, gere pt owner, gerem pt owner, comanda pt owner,
  assumiu pt owner,
  founded en founder, co-founded en founder, started en founder, opened en founder,
  launched en founder, established en founder, runs en owner, run en owner, owns en owner,
  own en owner, manages en owner, leads en owner, heads en owner,
  fonde fr founder, fonderent fr founder, ouvert fr founder, cree fr founder,
  lance fr founder, dirigent fr owner, gerent fr owner, repris fr owner,
  grundete de founder, grundeten de founder, gegrundet de founder, eroffnete de founder,
  eroffneten de founder, eroffnet de founder, fuhrt de owner, leitet de owner,
  fuhren de owner, leiten de owner, betreibt de owner, betreiben de owner,
  ubernahm de owner, ubernahmen de owner, ubernommen de owner,
  accueillent fr owner, accueille fr owner, welcome en owner, welcomes en owner,
  welcomed en owner, empfangen de owner, empfangt de owner, reciben es owner,
  recibe es owner, recebem pt owner, recebe pt owner`);

/** "la dirige Ana Torres", "lo llevan Javier y Elena Luque": a Spanish object pronoun puts the subject after the verb. */
const CLITICS = wordSet('lo la los las le les');
const CLITIC_VERBS = wordSet(
  'dirige dirigen lleva llevan regenta regentan gestiona gestionan lidera lideran',
);

/** "took over", "tomó las riendas", "a repris": verbs that run a business only with their particle. */
const PARTICLE_VERBS: ReadonlyMap<string, { particle: string; lang: Lang }> = new Map([
  ['took', { particle: 'over', lang: 'en' }],
  ['taken', { particle: 'over', lang: 'en' }],
  ['tomo', { particle: 'riendas', lang: 'es' }],
  ['tomaron', { particle: 'riendas', lang: 'es' }],
  ['assumiu', { particle: 'direcao', lang: 'pt' }],
]);

/**
 * Words an active founder's sentence may put between the name and the verb ("Marie Dubois a
 * fondé", "Klaus Becker hat … gegründet"); a passive auxiliary ("was founded", "wurde
 * gegründet") makes the subject the business instead.
 */
const AUXILIARIES = new Set(
  'a ont ha han has have hat haben also ya juntos together zusammen vous nous os te vos und and y et qui quien who quem que'.split(
    ' ',
  ),
);
const PASSIVE_AUXILIARIES = new Set(
  'was were been is are fue fueron sido es foi foram wurde wurden worden ist sind war waren ete est'.split(
    ' ',
  ),
);

/** The subject of an active founding verb at `i`: "Ana Torres fundó", "Klaus Becker hat 1998 die Bäckerei gegründet". */
function subjectOf(words: readonly ProseWord[], i: number): NameRun | null {
  const german = GERMAN_PARTICIPLES.has(words[i]?.folded ?? '');
  for (let k = i - 1; k >= 0 && i - k <= (german ? 6 : 2); k--) {
    const w = words[k] as ProseWord;
    if (PASSIVE_AUXILIARIES.has(w.folded)) return null;
    if (!german && /^\p{Ll}/u.test(w.bare) && !AUXILIARIES.has(w.folded)) return null;
    if (!german && /^\p{Lu}/u.test(w.bare)) break;
  }
  return nameBefore(words, i, german ? 6 : 2);
}

/** "mon père, Bernard …", "o meu avô, Albino …": the one who came before the speaker. */
const PARENTS = wordSet(
  'padre madre abuelo abuela pere mere grand-pere grand-mere vater mutter grossvater ' +
    'grossmutter opa oma father mother grandfather grandmother dad pai mae avo',
);
const UNTIL = wordSet("until till bis hasta ate jusqu'en jusqu’en");
/** "the late …", "el difunto …", "feu …". */
const LATE = wordSet(
  'late difunto difunta finado finada fallecido fallecida feu feue defunt defunte saudoso ' +
    'saudosa falecido falecida verstorbene verstorbenen verstorbener selig seligen',
);
/** "…, who retired in 2016", "… (†2008)", "…, fallecido en 2010". */
const GONE = wordSet(
  'retired died passed † jubilo jubilado jubilada fallecio murio retraite retraitee retraite ' +
    'decede decedee mort aposentou aposentado aposentada faleceu morreu verstarb starb ' +
    'gestorben verstorben ruhestand',
);

/**
 * A founder or owner of the past: a parent of the one telling the story, someone "late", or
 * someone who retired or died in the words right after the name.
 */
function isHistory(words: readonly ProseWord[], run: NameRun): boolean {
  for (let k = run.start - 1; k >= 0 && k >= run.start - 3; k--) {
    const w = words[k] as ProseWord;
    if (PARENTS.has(w.folded) || LATE.has(w.folded)) return true;
    if (w.punct === 'stop') break;
  }
  for (let k = run.end + 1; k < words.length && k <= run.end + 6; k++) {
    if (GONE.has(words[k]?.folded ?? '')) return true;
    // "…, der sie bis 2019 führte", "who ran it until 2015"
    if (UNTIL.has(words[k]?.folded ?? '') && /^(?:19|20)\d\d$/.test(words[k + 1]?.bare ?? ''))
      return true;
    if (words[k]?.punct === 'stop') break;
  }
  return false;
}

/** Articles a business's name may open with and a person's never does. */
const LEADING_ARTICLES = wordSet('el la los las le les the o a os as der die das il lo');

/**
 * Participles that also credit work ("Diseño creado por Juan Pérez", "Website created by …"):
 * a founder only in a passive sentence ("fue creada en 2011 por", "was created by").
 */
const CREDITED = wordSet('creada creado created creee cree criada criado');

/** A passive auxiliary within three words before `i`: "fue creada", "a été créée". */
function afterAuxiliary(words: readonly ProseWord[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= 3; k--) {
    if (PASSIVE_AUXILIARIES.has(words[k]?.folded ?? '')) return true;
    if (words[k]?.punct === 'stop') break;
  }
  return false;
}

/** "started the business", "started her bakery": "started" founds only with an object. */
const STARTED_OBJECTS = wordSet('the her his their our a an this my');

/**
 * Verbs of ordinary work ("runs the Saturday class", "leads our yoga classes", "dirige el
 * departamento de ventas") make an owner only when what they run is the business: an article
 * or a possessive, then a business's word ("dirige la clínica", "runs the studio").
 */
const RUNS_WHAT = wordSet(
  'runs run owns own manages leads heads dirige dirigen gestiona gestionan lidera lideran ' +
    'regenta regentan dirigent gere gerem gerent comanda',
);
const BUSINESS_NOUNS = wordSet(
  'business negocio empresa entreprise unternehmen betrieb firma company shop tienda loja ' +
    'place sitio lugar casa maison haus hof farm granja quinta it lo la this esta este ' +
    'family familia famille',
);
/** "vous accueillent", "welcome you", "empfangen Sie": hosts only when they welcome "you". */
const HOSTS = wordSet(
  'accueillent accueille welcome welcomes welcomed empfangen empfangt reciben recibe recebem recebe',
);
const YOU = wordSet('vous you sie os vos te lhe les');

function objectFits(words: readonly ProseWord[], i: number): boolean {
  const w = words[i]?.folded ?? '';
  const next = words[i + 1]?.folded ?? '';
  if (w === 'started') return STARTED_OBJECTS.has(next);
  if (HOSTS.has(w)) return YOU.has(next) || YOU.has(words[i - 1]?.folded ?? '');
  if (!RUNS_WHAT.has(w)) return true;
  // "gère l’hôtel": an elided article with its noun in one word.
  const elided = /^[ld]['’](.+)$/.exec(next)?.[1];
  if (elided) return BUSINESS_NOUNS.has(elided) || isBusinessWord(elided);
  if (BUSINESS_NOUNS.has(next)) return true;
  if (!DETERMINERS.has(next) && !STARTED_OBJECTS.has(next)) return false;
  const noun = words[i + 2]?.bare ?? '';
  return BUSINESS_NOUNS.has(fold(noun)) || isBusinessWord(noun);
}

/** German perfect tenses put the participle last: "Klaus Becker hat 1998 die Bäckerei gegründet". */
const GERMAN_PARTICIPLES = wordSet('gegrundet eroffnet ubernommen');

/** German puts the subject right after the verb when the sentence opens otherwise. */
const SUBJECT_AFTER_VERB = wordSet(
  'fuhrt leitet fuhren leiten grundete grundeten betreibt betreiben ubernahm ubernahmen ' +
    'eroffnete eroffneten',
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
  // "proprietário da pastelaria Doce Ria": a trade in lower case before the name.
  const trade = words[i];
  if (trade && trade.punct === 'none' && /^\p{Ll}/u.test(trade.bare) && isBusinessWord(trade.bare))
    i++;
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
  // "Liam "Butsy" Butler": a nickname in quotes is no part of the name.
  const words = proseWords(collapseSpaces(text).replace(NICKNAME, ' '));
  const out: ProsePerson[] = [];
  // "Fondée par Georges Lambert en 1948": a founder of long ago is the business's history,
  // whatever else the sentence says of them ("…por José Marques, marceneiro").
  const past = longAgoFounders(words);
  const add = (run: NameRun | null, title: string | null) => {
    if (run && past.has(run.start)) return;
    // "Le Fournil a ouvert en 2017", "La Espiga abrió": the business, named with its article.
    if (run && LEADING_ARTICLES.has(words[run.start]?.folded ?? '')) return;
    if (run && run.start >= 0 && isHistory(words, run)) return;
    for (const r of withPartners(words, run)) {
      if (!out.some((p) => p.name === r.name)) out.push({ name: r.name, title });
    }
  };
  const lang = sentenceLang(words);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as ProseWord;
    if (OWNER_NOUNS.has(w.folded)) {
      if (roleElsewhere(words, i, siteDomain)) continue;
      add(personOfNoun(words, i), capitalise(w.bare));
      continue;
    }
    // "la dirige Ana Torres desde 2005": the subject after a Spanish object pronoun.
    if (CLITIC_VERBS.has(w.folded) && CLITICS.has(words[i - 1]?.folded ?? '')) {
      add(nameAfter(words, i, 2), VERB_TITLES.owner[lang ?? 'es']);
      continue;
    }
    const passive = PASSIVE.get(w.folded);
    const active = ACTIVE.get(w.folded) ?? withParticle(words, i);
    if ((passive?.kind ?? active?.kind) === 'founder' && longAgo(words, i)) continue;
    if (passive && !(CREDITED.has(w.folded) && !afterAuxiliary(words, i))) {
      const agent = agentOfPassive(words, i, passive.lang);
      if (agent) {
        add(agent, VERB_TITLES[passive.kind][lang ?? passive.lang]);
        continue;
      }
    }
    if (active && objectFits(words, i))
      add(subjectOfActive(words, i), VERB_TITLES[active.kind][lang ?? active.lang]);
  }
  for (const p of titledInParentheses(text, siteDomain)) add(p.run, p.title);
  for (const p of titledBeside(words, siteDomain)) add(p.run, p.title);
  for (const p of titledBefore(words, siteDomain)) add(p.run, p.title);
  for (const p of introducedInProse(words)) {
    const title = p.title ?? ownerNounIn(words) ?? foundedByMe(words, lang);
    if (title) add(p.run, title);
    else if (!isHistory(words, p.run)) {
      for (const r of withPartners(words, p.run))
        if (!out.some((o) => o.name === r.name))
          out.push({ name: r.name, title: null, speaker: true });
    }
  }
  for (const p of askedFor(words, (from) => titleWordsAt(words, from))) {
    if (p.given && !out.some((o) => o.name === p.run.name))
      out.push({ name: p.run.name, title: p.title, given: true });
    else add(p.run, p.title);
  }
  for (const p of supportedBy(words)) add(p.run, p.title);
  for (const p of givenWithOurJob(words)) {
    if (!out.some((o) => o.name === p.name)) out.push({ ...p, given: true });
  }
  for (const run of atTheHelm(words)) {
    add(run, jobBefore(words, run.start) ?? VERB_TITLES.owner[lang ?? 'en']);
  }
  return out;
}

/**
 * The agent of a passive verb within a few words: "fundada en 1998 por", "founded in 2010 by",
 * and in German before the participle: "1998 von Klaus Becker gegründet".
 */
function agentOfPassive(words: readonly ProseWord[], i: number, lang: Lang): NameRun | null {
  let agent = agentOf(words, i, 1);
  if (agent === -1 && lang === 'de') agent = agentOf(words, i, -1);
  return agent === -1 ? null : nameAfter(words, agent, 2);
}

/** The subject of an active verb; "Seit 1998 führt Installateurmeister Ralf Müller…" after it. */
function subjectOfActive(words: readonly ProseWord[], i: number): NameRun | null {
  const after = SUBJECT_AFTER_VERB.has(words[i]?.folded ?? '') ? nameAfter(words, i, 3) : null;
  return after ?? subjectOf(words, i);
}

/** Where the founders of a business founded long ago start in the sentence. */
function longAgoFounders(words: readonly ProseWord[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const passive = PASSIVE.get(words[i]?.folded ?? '');
    const active = ACTIVE.get(words[i]?.folded ?? '') ?? withParticle(words, i);
    if ((passive?.kind ?? active?.kind) !== 'founder' || !longAgo(words, i)) continue;
    const run =
      (passive ? agentOfPassive(words, i, passive.lang) : null) ?? subjectOfActive(words, i);
    if (run) out.add(run.start);
  }
  return out;
}

/** Participles of those who help run the place: "supported by", "secondée par", "unterstützt von". */
const SUPPORTED = wordSet(
  'supported assisted helped seconde secondee epaule epaulee apoiado apoiada ayudado ayudada ' +
    'asistido asistida unterstutzt',
);

/**
 * "They are supported by funeral arranger Joanne Maltby", "secondée par M. Olivier Gillard,
 * sous-directeur": a helper named with a job, before the name or after it.
 */
function supportedBy(words: readonly ProseWord[]): Array<{ run: NameRun; title: string }> {
  const out: Array<{ run: NameRun; title: string }> = [];
  for (let i = 0; i < words.length - 2; i++) {
    if (!SUPPORTED.has(words[i]?.folded ?? '')) continue;
    const agent = agentOf(words, i, 1);
    const run = agent === -1 ? null : nameAfter(words, agent, 3);
    if (!run) continue;
    const after = words[run.end]?.punct === 'comma' ? titleWordsAt(words, run.end + 1, true) : null;
    // "by funeral arranger Joanne Maltby": the job without the agent's preposition.
    const before = jobBefore(words, run.start)?.replace(/^\S+\s+/, (w) =>
      AGENT.has(fold(w.trim())) ? '' : w,
    );
    const title = before || after?.title || null;
    if (title) out.push({ run, title });
  }
  return out;
}

/**
 * "Karim, notre commis, prépare…", "Fernando, nuestro oficial administrativo, …", "Everton,
 * nosso estagiário": a given name with "our" and a job after it.
 */
function givenWithOurJob(words: readonly ProseWord[]): Array<{ name: string; title: string }> {
  const out: Array<{ name: string; title: string }> = [];
  for (let i = 0; i < words.length - 2; i++) {
    const w = words[i] as ProseWord;
    if (w.punct !== 'comma' || !OUR.has(words[i + 1]?.folded ?? '')) continue;
    // A full name is read elsewhere; "Ana Torres, nuestra…" is no given name alone.
    const prev = words[i - 1];
    if (prev && prev.punct === 'none' && cleanPersonName(`${prev.bare} ${w.bare}`)) continue;
    const given = cleanGivenName(w.bare);
    const job = given ? titleWordsAt(words, i + 2) : null;
    if (given && job && !worksElsewhere(job.title, '')) out.push({ name: given, title: job.title });
  }
  return out;
}

/** "took over the garage", "tomó las riendas": the verb with its particle a few words on. */
function withParticle(
  words: readonly ProseWord[],
  i: number,
): { lang: Lang; kind: Kind } | undefined {
  const verb = PARTICLE_VERBS.get(words[i]?.folded ?? '');
  if (!verb) return undefined;
  for (let k = i + 1; k < words.length && k <= i + 3; k++) {
    if (words[k]?.folded === verb.particle) return { lang: verb.lang, kind: 'owner' };
    if (words[k]?.punct === 'stop') break;
  }
  return undefined;
}

/** First-person verbs of founding or taking over, and the words that make them first-person. */
const MY_FOUNDING = wordSet(
  'funde abri fundei criei started founded opened launched ouvert fonde cree lance repris ' +
    'gegrundet eroffnet ubernommen',
);
const I_WORDS = wordSet("i j'ai j’ai ich habe");

/** "… y abrí el estudio en 2014", "and I started the business in 2009", "j'ai ouvert la boutique". */
function foundedByMe(words: readonly ProseWord[], lang: Lang | null): string | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as ProseWord;
    if (!MY_FOUNDING.has(w.folded)) continue;
    const spanish = w.folded === 'funde' || w.folded === 'abri' || w.folded === 'fundei';
    const mine = words.slice(Math.max(0, i - 4), i).some((x) => I_WORDS.has(x.folded));
    if (spanish || w.folded === 'criei' || mine) return VERB_TITLES.founder[lang ?? 'en'];
  }
  return null;
}

/** The capitalised owner noun of the paragraph ("… y fundadora del centro"), if any. */
function ownerNounIn(words: readonly ProseWord[]): string | null {
  const w = words.find((x) => OWNER_NOUNS.has(x.folded));
  return w ? capitalise(w.bare) : null;
}

/** Function words that tell the five languages apart in a sentence or two. */
const LANG_WORDS: ReadonlyArray<[Lang, Set<string>]> = [
  ['es', wordSet('el los las del y con desde una que por para su sus es está hoy')],
  ['pt', wordSet('o os e do da dos das com em na no uma que pelo pela seu sua é está hoje desde')],
  ['fr', wordSet('le les du des et avec depuis une qui pour sa son est dans au aux par été')],
  ['de', wordSet('der die das den dem und mit seit eine ist im ein für von zum zur')],
  ['en', wordSet('the and with since an of is for our his her in at who today')],
];

/**
 * The language of a paragraph, for the titles the verbs imply ("dirige" is Spanish, French and
 * Portuguese alike); null when the words do not say.
 */
function sentenceLang(words: readonly ProseWord[]): Lang | null {
  let best: Lang | null = null;
  let bestScore = 0;
  for (const [lang, set] of LANG_WORDS) {
    let score = 0;
    for (const w of words) if (set.has(w.bare.toLowerCase())) score++;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/** Words after which a sentence has left the title behind. */
const TITLE_ENDS = wordSet(
  'desde since seit depuis en in at para for con with y and und et e o or durante during hace ago ' +
    'a to ao au im am beim que who which der die das que qui',
);

const COPULAS = wordSet('es is ist est e sind son are fue was war foi sera');
const AS_WORDS = wordSet('als as como comme');

/** The "as" within three lower-case words after a name ("joined us as", "entrou como"), or -1. */
function asAfter(words: readonly ProseWord[], end: number): number {
  for (let k = end + 1; k < words.length && k <= end + 4; k++) {
    const w = words[k] as ProseWord;
    if (AS_WORDS.has(w.folded)) return k;
    if (w.punct === 'stop' || /^\p{Lu}/u.test(w.bare)) return -1;
  }
  return -1;
}

/** "has been", "ha sido", "a été", "tem sido": a copula in two words. */
function hasBeen(words: readonly ProseWord[], i: number): boolean {
  const have = words[i]?.folded ?? '';
  const been = words[i + 1]?.folded ?? '';
  return /^(?:has|have|ha|a|tem|hat)$/.test(have) && /^(?:been|sido|ete|gewesen)$/.test(been);
}

/** Up to five words from `from` that read as a job title, to the next comma or full stop. */
function titleWordsAt(
  words: readonly ProseWord[],
  from: number,
  afterDeterminer = DETERMINERS.has(words[from - 1]?.folded ?? ''),
): { title: string; end: number } | null {
  const picked: ProseWord[] = [];
  for (let k = from; k < words.length && picked.length < 5; k++) {
    const w = words[k] as ProseWord;
    // "programme manager — ben@…": a dash alone ends the title.
    if (!/\p{L}/u.test(w.bare)) break;
    picked.push(w);
    if (w.punct !== 'none') break;
  }
  // "…, de quem foi assistente": a clause about someone else, not a job.
  if (OF_SOMEONE.has(picked[0]?.folded ?? '') && RELATIVES.has(picked[1]?.folded ?? ''))
    return null;
  // "…, who is our office manager", "…, que es la gerente": the job after the relative's verb.
  if (RELATIVES.has(picked[0]?.folded ?? '') && COPULAS.has(words[from + 1]?.folded ?? '')) {
    let k = from + 2;
    if (DETERMINERS.has(words[k]?.folded ?? '') || INDEFINITE.has(words[k]?.folded ?? '')) k++;
    const job = RELATIVES.has(words[k]?.folded ?? '') ? null : titleWordsAt(words, k);
    if (job) return job;
  }
  // "responsable de comunicación desde 2021": the sentence goes on after the title.
  // "Physiotherapeutin und Inhaberin der Praxis": "and" between two jobs stays in the title.
  const stop = picked.findIndex(
    (w, k) =>
      k > 0 &&
      TITLE_ENDS.has(w.folded) &&
      !(JOINERS.has(w.folded) && isJobOrOwner(picked[k + 1]?.bare ?? '')),
  );
  if (stop !== -1) picked.length = stop;
  while (picked.length > 0 && TITLE_OF.has(picked[picked.length - 1]?.folded ?? '')) picked.pop();
  while (picked.length > 0) {
    const title = picked.map((w) => w.bare).join(' ');
    // After "our", "la", "der" a title needs no job word: "our Head of Operations".
    if ((afterDeterminer || hasJobWord(title)) && looksLikeTitle(title) && !cleanPersonName(title))
      return { title, end: from + picked.length - 1 };
    picked.pop();
  }
  return null;
}

/** Words that tie a job to its employer after a comma: "…, at Acme", "…, bei Müller". */
const EMPLOYER_LINKS = wordSet('at bei chez de da do del of en em fur for pour para with');

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
    const next = words[run.end + 1]?.folded ?? '';
    if (last.punct === 'comma' && RELATIVES.has(next) && asAfter(words, run.end + 1) !== -1) {
      // "Siobhán O'Brien-Walsh, who qualified as an embalmer in 2015"
      const as = asAfter(words, run.end + 1);
      found = titleWordsAt(words, as + (INDEFINITE.has(words[as + 1]?.folded ?? '') ? 2 : 1));
    } else if (last.punct === 'comma') {
      // "Priscilla Ocampo, our Head of Operations, keeps…"
      found = titleWordsAt(words, run.end + (DETERMINERS.has(next) ? 2 : 1));
    } else if (last.punct === 'none' && asAfter(words, run.end) !== -1) {
      // "Martina Huber-Leitner als Bestatterin", "Hannah Greenwood joined us as studio manager"
      const as = asAfter(words, run.end);
      const article = DETERMINERS.has(words[as + 1]?.folded ?? '') ? 1 : 0;
      found = titleWordsAt(words, as + 1 + article);
    } else if (last.punct === 'none' && (COPULAS.has(next) || hasBeen(words, run.end + 1))) {
      const first = run.end + (COPULAS.has(next) ? 2 : 3);
      for (let k = first; k < words.length && k <= run.end + 6 && !found; k++) {
        if (words[k - 1]?.punct === 'stop') break;
        const w = words[k]?.bare ?? '';
        if (DETERMINERS.has(words[k]?.folded ?? '')) found = titleWordsAt(words, k + 1);
        // "Jonas Becker ist seit 2019 Bäckermeister im Betrieb", "Liam Butler is office
        // manager": a job without article.
        else if (isJobWord(w) || (k === first && looksLikeTitle(w))) found = titleWordsAt(words, k);
      }
    }
    if (found) {
      // The title and what follows it: "… abogada de Acme Legal" is someone else's. After a
      // comma a new clause starts ("our bar manager, and on Sundays Rob's mum…"), unless it
      // names where the job is ("marketing director, at Acme Foods Ltd.").
      const closed =
        words[found.end]?.punct !== 'none' &&
        !EMPLOYER_LINKS.has(words[found.end + 1]?.folded ?? '');
      const context = [
        found.title,
        ...(closed ? [] : words.slice(found.end + 1, found.end + 5).map((w) => w.bare)),
      ].join(' ');
      if (!worksElsewhere(context, siteDomain)) out.push({ run, title: found.title });
    }
    i = run.end;
  }
  return out;
}

/**
 * A name with its job said before it in a sentence: "Head chef Tom Ashford sources…", "Unser
 * Küchenchef Lukas Wagner kocht…", "está el chef Martín Ruiz". The job opens the sentence or
 * follows an article or a possessive; "recommended by food critic Jay Rayner" is no colleague.
 */
const OUR = wordSet(
  'our nuestro nuestra nuestros nuestras unser unsere unserer unseren notre nos nosso nossa ' +
    'nossos nossas',
);
/** "außerdem Geselle Tim Berger und Azubi Lena Koch": words that go on listing the team. */
const ALSO = wordSet('und and y e et also auch ausserdem sowie ademas tambien aussi ainsi tambem');
const PREPOSITIONS = wordSet(
  'com con with avec mit by por para for de of von bei chez a ao au to from desde par pelo pela ' +
    'sobre about uber über',
);
const TITLE_OF = wordSet(
  'de del da do das dos du des der of von pela pelo por by par bei chez at em en na no',
);
/** With a relative, words that open a clause about someone else ("de quem foi assistente"). */
const OF_SOMEONE = wordSet('de del da do das dos du des der of von pela pelo por by par');
const RELATIVES = wordSet('que quem quien who whom qui dont deren dessen');
const INDEFINITE = wordSet('a an un una um uma une ein eine');

function titledBefore(
  words: readonly ProseWord[],
  siteDomain: string,
): Array<{ run: NameRun; title: string }> {
  const out: Array<{ run: NameRun; title: string }> = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as ProseWord;
    if (!/^\p{Lu}/u.test(first.bare)) continue;
    const run = nameAt(words, i);
    if (!run) continue;
    i = run.end;
    // "Küchenchef Lukas Wagner" is one run whose first word is the job.
    const inRun = isJobWord(first.bare) && !run.name.startsWith(first.bare);
    const title = inRun ? first.bare : jobBefore(words, run.start);
    if (!title) continue;
    const opens = inRun ? run.start : run.start - title.split(' ').length;
    // "Zahnärztin Clara Voss" alone is a card's line, read with the card around it.
    if (opens <= 0 && run.end >= words.length - 1) continue;
    const before = words[opens - 1];
    // "colaborar com o arquiteto Álvaro Siza", "by food critic Jay Rayner": someone met, not
    // one of the business's people.
    if (
      before &&
      before.punct === 'none' &&
      !DETERMINERS.has(before.folded) &&
      !ALSO.has(before.folded)
    )
      continue;
    const prep = words[opens - 2];
    if (before && !OUR.has(before.folded) && prep && PREPOSITIONS.has(prep.folded)) continue;
    // "Professora da Universidade Católica de Pernambuco": the run goes on a business's name.
    if (isBusinessWord(words[run.start - 1]?.bare ?? '')) continue;
    // "Gerente de Almacenes La Cigarra", "Servicio técnico Junkers y Vaillant": of something else.
    if (
      TITLE_OF.has(fold(title.split(' ').pop() ?? '')) ||
      /\s(?:y|e|i|and|und|et)\s/.test(run.name)
    )
      continue;
    const context = [title, ...words.slice(run.end + 1, run.end + 5).map((w) => w.bare)].join(' ');
    if (!worksElsewhere(context, siteDomain)) out.push({ run, title });
  }
  return out;
}

function isJobOrOwner(word: string): boolean {
  return isJobWord(word) || OWNER_NOUNS.has(fold(word)) || looksLikeTitle(word);
}

/**
 * "Andreas Kofler und Verena Kofler", "Javier Luque y su hermana Elena Luque", "Klaus Becker
 * und seine Frau Monika": the people joined to a name by "and"; and "Maria und Peter Hofmann",
 * where the first shares the second's surname.
 */
function withPartners(words: readonly ProseWord[], run: NameRun | null): NameRun[] {
  const out: NameRun[] = [];
  const shared = run ? sharedSurname(words, run) : null;
  if (shared) out.push(shared);
  let current = run;
  while (current && out.length < 4) {
    out.push(current);
    const and = words[current.end + 1];
    if (!and || current.end >= words.length - 2 || words[current.end]?.punct === 'stop') break;
    if (!JOINERS.has(and.folded)) break;
    let k = current.end + 2;
    if (DETERMINERS.has(words[k]?.folded ?? '')) k++;
    const relative = isKinship(words[k]?.bare ?? '');
    if (relative) k++;
    // "… und Azubi Finn Voss": a partner with a job of their own is read with it.
    else if (isJobWord(words[k]?.bare ?? '')) break;
    current = nameAt(words, k) ?? (relative ? givenWithSurname(words, k, current) : null);
  }
  return out;
}

/** "seiner Frau Monika": a given name alone after a kinship word takes the relative's surname. */
function givenWithSurname(words: readonly ProseWord[], k: number, of: NameRun): NameRun | null {
  const given = cleanGivenName(words[k]?.bare ?? '');
  const surname = of.name.split(' ').pop();
  if (!given || !surname) return null;
  const name = cleanPersonName(`${given} ${surname}`);
  return name ? { name, start: k, end: k } : null;
}

/** The first of "Maria und Peter Hofmann", "Julián y Marta Pérez". */
function sharedSurname(words: readonly ProseWord[], run: NameRun): NameRun | null {
  const and = words[run.start - 1];
  const first = words[run.start - 2];
  const before = words[run.start - 3];
  if (!and || !first || !JOINERS.has(and.folded) || and.punct !== 'none') return null;
  if (first.punct !== 'none' || run.name.split(' ').length !== 2) return null;
  // "Anna Weber und Peter Hofmann": the word before "and" ends a name of its own.
  if (
    before &&
    before.punct === 'none' &&
    /^\p{Lu}/u.test(before.bare) &&
    !isNotNameWord(before.bare)
  )
    return null;
  return givenWithSurname(words, run.start - 2, run);
}

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

/** A founding year of a business that has changed hands since (a "1921" in `foundingDate`). */
export function foundedLongAgo(date: unknown): boolean {
  const year = /^(\d{4})/.exec(String(date ?? '').trim())?.[1];
  return year !== undefined && Number(year) <= LAST_HISTORICAL_YEAR;
}

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
