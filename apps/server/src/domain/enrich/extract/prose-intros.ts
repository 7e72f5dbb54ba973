/**
 * People who present themselves or are presented as the one in charge, in "about us" prose:
 * "Hola, soy Irene Castaño", "My name is Owen Pritchard", "Je m'appelle Sophie Lemaire",
 * "Ich bin Anna Schäfer"; "Al frente del restaurante está el chef Martín Ruiz", "Behind the
 * bakery are Maria and Peter Hofmann", "À la tête de la maison, Julien Bertin…".
 */
import { looksLikeTitle } from './job-title.js';
import { isJobWord } from './job-words.js';
import { JOINERS, nameAfter, nameAt, type NameRun, type ProseWord } from './name-runs.js';
import { cleanGivenName } from './person-name.js';
import { fold, wordSet } from './normalize-text.js';

/** A trigger: the folded word and, when it needs one, the folded word before it. */
type Trigger = readonly [word: string, before?: string];

const INTRODUCTIONS: readonly Trigger[] = [
  ['soy'],
  ['somos'],
  ['are', 'we'],
  ["we're"],
  ['we’re'],
  ['sommes', 'nous'],
  ['sind', 'wir'],
  ['llamo', 'me'],
  ['es', 'nombre'],
  ["i'm"],
  ['i’m'],
  ['am', 'i'],
  ['is', 'name'],
  ['suis', 'je'],
  ["m'appelle"],
  ['m’appelle'],
  ["c'est", 'moi'],
  ['c’est', 'moi'],
  ['sou'],
  ['chamo', 'me'],
  ['chamo-me'],
  ['e', 'nome'],
  ['bin', 'ich'],
  ['heisse', 'ich'],
  ['ist', 'name'],
];

const PLURAL = new Set(['somos', 'are', 'sommes', 'sind', "we're", 'we’re']);

/** "my name is", "mi nombre es", "mein Name ist": the noun needs its possessive. */
const POSSESSIVES = wordSet('my mi mein meu o');

function matches(words: readonly ProseWord[], i: number, [word, before]: Trigger): boolean {
  if (words[i]?.folded !== word) return false;
  if (!before) return true;
  const prev = words[i - 1];
  if (prev?.folded !== before || prev.punct !== 'none') return false;
  // "name" and "nombre" are a self-introduction only after "my", "mi", "mein", "meu".
  if (before === 'name' || before === 'nombre' || before === 'nome')
    return POSSESSIVES.has(words[i - 2]?.folded ?? '');
  return true;
}

/** A customer's own words ("soy clienta desde 2015"); plurals are the business speaking of its customers. */
const CUSTOMERS = wordSet(
  'cliente clienta paciente customer client patient kunde kundin patientin patiente alumno ' +
    'alumna aluno aluna student',
);

/** First-person copulas that may follow with the job: "… y soy la fisioterapeuta del centro". */
const I_AM = wordSet('soy sou am suis bin');
/** Words a title does not end on: "fisioterapeuta responsable del …". */
const TRAILING = wordSet('de del da do das dos du des der of the y e and und et en em in');
const ARTICLES = wordSet('el la un una the a an le une o um uma der die ein eine');

/** The job a self-introducer gives later in the paragraph: "y soy la fisioterapeuta responsable". */
function jobLater(words: readonly ProseWord[], from: number): string | null {
  for (let k = from; k < words.length && k <= from + 12; k++) {
    if (!I_AM.has(words[k]?.folded ?? '')) continue;
    let start = k + 1;
    if (ARTICLES.has(words[start]?.folded ?? '')) start++;
    const picked: string[] = [];
    for (let j = start; j < words.length && picked.length < 3; j++) {
      const w = words[j] as ProseWord;
      picked.push(w.bare);
      if (w.punct !== 'none') break;
    }
    while (picked.length > 0) {
      const title = picked.join(' ');
      const tail = fold(picked[picked.length - 1] ?? '');
      if (!TRAILING.has(tail) && isJobWord(picked[0] ?? '') && looksLikeTitle(title)) return title;
      picked.pop();
    }
    return null;
  }
  return null;
}

/** People who introduce themselves, with the job they give when they give one. */
export function introducedInProse(
  words: readonly ProseWord[],
): Array<{ run: NameRun; title: string | null }> {
  const out: Array<{ run: NameRun; title: string | null }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!INTRODUCTIONS.some((t) => matches(words, i, t))) continue;
    // The name right after the words ("soy la Dra. …" allows one word between).
    const run = nameAfter(words, i, 1);
    if (!run) continue;
    // "Hola, soy Marta Gil y soy clienta desde 2015": a customer speaking.
    const near = words.slice(run.end + 1, run.end + 6);
    if (near.some((w) => CUSTOMERS.has(w.folded))) continue;
    // "We are Gas Safe registered": "we are" introduces two people or none.
    if (PLURAL.has(words[i]?.folded ?? '') && !JOINERS.has(words[run.end + 1]?.folded ?? ''))
      continue;
    out.push({ run, title: jobLater(words, run.end + 1) });
    i = run.end;
  }
  return out;
}

/**
 * "Al frente del restaurante está …", "à la tête de …", "à frente da oficina …", "at the helm
 * …", "Behind the bakery are …", "Detrás de … está", "Hinter der Bäckerei stehen …", "an der
 * Spitze …": the words and the one before each.
 */
const HELMS: readonly Trigger[] = [
  ['frente', 'al'],
  ['frente', 'a'],
  ['tete', 'la'],
  ['helm'],
  ['behind'],
  ['detras'],
  ['derriere'],
  ['hinter'],
  ['spitze', 'der'],
  ['comando', 'no'],
  // who took over: "handed over to his son, Dr Owain Morgan", "traspasó el negocio a …"
  ['handed'],
  ['traspaso'],
  ['transmis'],
  ['ubergab'],
];

/** The people named after "at the helm", "al frente", "hinter … stehen" in the same sentence. */
export function atTheHelm(words: readonly ProseWord[]): NameRun[] {
  const out: NameRun[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!HELMS.some((t) => matchesHelm(words, i, t))) continue;
    // "Behind the bakery are …", "Hinter der Bäckerei stehen …": behind a place is said of
    // everything ("behind the church"); only a verb of standing or being makes it its people.
    if (BEHIND.has(words[i]?.folded ?? '') && !standsBefore(words, i)) continue;
    const run = nameAfter(words, i, BEHIND.has(words[i]?.folded ?? '') ? 5 : 8);
    if (run) {
      out.push(run);
      i = run.end;
    }
  }
  return out;
}

const BEHIND = wordSet('behind hinter detras derriere');
const STANDS = wordSet('is are stehen steht esta estan estamos sont est se trouvent stand stands');

/** A verb of standing or being within four words after "behind …". */
function standsBefore(words: readonly ProseWord[], i: number): boolean {
  for (let k = i + 1; k < words.length && k <= i + 5; k++) {
    if (STANDS.has(words[k]?.folded ?? '')) return true;
    if (words[k]?.punct === 'stop') return false;
  }
  return false;
}

function matchesHelm(words: readonly ProseWord[], i: number, [word, before]: Trigger): boolean {
  if (words[i]?.folded !== word) return false;
  return !before || words[i - 1]?.folded === before;
}

/** Articles and possessives before a role noun: "our founder, Sarah", "el chef Martín Ruiz". */
export const DETERMINERS = wordSet(
  'el la los las nuestro nuestra nuestros nuestras su sus the our its his her le les notre ' +
    'nos son sa ses der die das den unser unsere unserer unseren ihr ihre sein seine o a os as ' +
    'nosso nossa seu sua',
);

/** The job said right before a name ("el chef Martín Ruiz", "head chef Tom Ashford"). */
export function jobBefore(words: readonly ProseWord[], start: number): string | null {
  const picked: string[] = [];
  for (let k = start - 1; k >= 0 && picked.length < 3; k--) {
    const w = words[k] as ProseWord;
    // Only the comma right before the name belongs: "our managing director, Richard Cole".
    if (w.punct === 'stop' || (w.punct !== 'none' && k < start - 1)) break;
    if (DETERMINERS.has(w.folded) || ARTICLES.has(w.folded)) break;
    picked.unshift(w.bare);
  }
  while (picked.length > 0) {
    const title = picked.join(' ');
    if (picked.some((p) => isJobWord(p)) && looksLikeTitle(title)) return title;
    picked.shift();
  }
  return null;
}

/**
 * "pregunta por Marta, nuestra responsable de ventas", "ask for Gemma, our office manager",
 * "demandez Nadia, notre assistante", "fale com a Andressa": whom to ask for, with the job.
 */
const ASK_FOR: readonly Trigger[] = [
  ['por', 'pregunta'],
  ['por', 'pregunte'],
  ['por', 'preguntad'],
  ['por', 'preguntar'],
  ['for', 'ask'],
  ['to', 'speak'],
  ['to', 'talk'],
  ['with', 'speak'],
  ['demandez'],
  ['demander'],
  ['com', 'fale'],
  ['com', 'falar'],
  ['por', 'procure'],
  ['con', 'habla'],
  ['con', 'hable'],
  ['nach', 'sie'],
];

const LEADS_TO_TITLE = new Set([
  ...DETERMINERS,
  ...wordSet('do da de del du des of from vom der aus'),
]);

/** People to ask for by name; a given name alone only with the job said after it. */
export function askedFor(
  words: readonly ProseWord[],
  titleAt: (from: number) => { title: string; end: number } | null,
): Array<{ run: NameRun; title: string | null; given: boolean }> {
  const out: Array<{ run: NameRun; title: string | null; given: boolean }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!ASK_FOR.some((t) => matches(words, i, t))) continue;
    let k = i + 1;
    if (ARTICLES.has(words[k]?.folded ?? '')) k++;
    const full = nameAt(words, k);
    const given = full ? null : cleanGivenName(words[k]?.bare ?? '');
    const end = full ? full.end : k;
    if (!full && !given) continue;
    let title: { title: string; end: number } | null = null;
    if (words[end]?.punct === 'comma') {
      // "…, nuestra responsable de ventas", "…, do nosso setor comercial"
      let from = end + 1;
      while (from <= end + 3 && LEADS_TO_TITLE.has(words[from]?.folded ?? '')) from++;
      title = titleAt(from);
    }
    // "speak to Citizens Advice", "nach Bad Homburg": only with the job is it a person to ask.
    if (full && title) out.push({ run: full, title: title.title, given: false });
    else if (given && title)
      out.push({ run: { name: given, start: k, end: k }, title: title.title, given: true });
  }
  return out;
}
