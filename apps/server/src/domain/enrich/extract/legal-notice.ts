/**
 * Legal notices and imprints (aviso legal, Impressum, mentions légales, informação legal,
 * company details): the person they name as responsible for the business. Labels with the name
 * after a colon, in the next cell or line ("Titular:" / "Ana Torres"), and sentences ("El
 * titular de este sitio web es D. Juan Pérez", "vertreten durch den Geschäftsführer Klaus
 * Becker", "représentée par sa gérante, Mme Claire Petit"). Whoever a legal notice names as
 * responsible runs the business: an owner.
 */
import { collapseSpaces, fold } from './normalize-text.js';
import { nameAfter, proseWords } from './name-runs.js';

/** Labels of legal notices and imprints that name the person in charge (folded, no dots). */
const LEGAL_LABELS: RegExp[] = [
  /^titular(?: (?:del|de la|do|da) (?:sitio|sitio web|pagina|pagina web|web|dominio|negocio|establecimiento|empresa|actividad|site|website))?$/,
  /^responsable(?: (?:del|de la) (?:sitio|sitio web|web|tratamiento|contenido|pagina))?$/,
  /^administrador(?:a)?(?: (?:unic[oa]|solidari[oa]|mancomunad[oa]|general))?$/,
  /^administradores(?: (?:solidarios|mancomunados))?$/,
  /^representante(?:s)? legal(?:es)?$/,
  /^representad[oa] por$/,
  /^[a-z]*inhaber(?:in)?$/,
  /^(?:vertretungsberechtigte[rn]? )?vorstand(?:svorsitzende[r]?)?$/,
  /^(?:1|erste[r]?) vorsitzende[r]?$/,
  /^unbeschrankt haftende[r]? gesellschafter(?:in)?$/,
  /^administrat(?:eur|rice)(?: delegue(?:e)?)?$/,
  /^geschaftsfuhrer(?:in)?$/,
  /^geschaftsfuhrende[r]? gesellschafter(?:in)?$/,
  /^geschaftsfuhrung$/,
  /^vertreten durch(?: (?:den|die) geschaftsfuhrer(?:in)?)?$/,
  /^vertretungsberechtigte[rn]? (?:geschaftsfuhrer(?:in)?|gesellschafter(?:in)?|person(?:en)?)$/,
  /^zeichnungsberechtigte[rn]?(?: person(?:en)?)?$/,
  /^gesellschafter(?:in|innen)?$/,
  /^verantwortlich(?: fur den inhalt)?(?: (?:nach|gem\.?|gemass|i ?s ?d|im sinne) .*)?$/,
  /^inhaltlich verantwortlich(?: .*)?$/,
  /^v ?i ?s ?d ?p$/,
  /^direct(?:eur|rice) (?:de (?:la )?)?publication$/,
  /^responsable (?:de (?:la )?)?publication$/,
  /^represente(?:e)? par$/,
  /^gerant(?:e)?s?$/,
  /^co-?gerant(?:e)?s?$/,
  /^vertretungsberechtigte[rn]? partner(?:in|innen)?$/,
  /^proprietaire$/,
  /^responsavel(?: legal)?$/,
  /^socio?-? ?gerente$|^socia-? ?gerente$|^socios-? ?gerentes$/,
  /^gerente$/,
  /^proprietari[oa]$/,
  /^owner$|^proprietor$/,
  /^(?:company |managing )?directors?$/,
  /^registered (?:manager|proprietor)$/,
];

/** Company legal forms (es, en, pt, fr, de). */
export const LEGAL_FORM =
  /(?:^|[\s,])(?:S\.?\s?L\.?(?:U\.?)?|S\.?\s?A\.?(?:S\.?|C\.?)?|S\.?\s?R\.?\s?L\.?|S\.?\s?C\.?|S\.?\s?A\.? de C\.?\s?V\.?|S\.?\s?p\.?\s?A\.?|SpA|E\.?\s?I\.?\s?R\.?\s?L\.?|S\.?\s?de\s?R\.?\s?L\.?|Ltda\.?|Lda\.?|Unipessoal|EIRELI|ME|SARL|EURL|SAS|SASU|SCI|GmbH|UG|AG|KG|OHG|GbR|e\.\s?K\.?|mbH|LLC|L\.L\.C\.|Inc\.?|Ltd\.?|LLP|PLC|Corp\.?|Co\.)(?=$|[\s,.)])/;

/** The label as the page writes it ("Inhaberin", "Gérante") when it is a legal-notice label. */
export function legalTitle(label: string): string | null {
  const l = fold(label)
    .replace(/[.]/g, '')
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LEGAL_LABELS.some((re) => re.test(l)) ? collapseSpaces(label) : null;
}

/** A line that is only a legal label ("Titular:", "Geschäftsführer"), with its value after it. */
export function legalLabelLine(text: string): string | null {
  const t = collapseSpaces(text).replace(/\s*[:：]\s*$/, '');
  if (t.length < 3 || t.length > 60) return null;
  return legalTitle(t);
}

/**
 * Words that open a sentence's naming of the responsible person, in the order they are tried
 * (longest first, so "administrador único" is the title rather than "administrador").
 */
const PROSE_ROLES: ReadonlyArray<{ words: string[]; title: string | null }> = [
  { words: ['administrador', 'unico'], title: null },
  { words: ['administradora', 'unica'], title: null },
  { words: ['representante', 'legal'], title: null },
  { words: ['directeur', 'de', 'la', 'publication'], title: null },
  { words: ['directrice', 'de', 'la', 'publication'], title: null },
  { words: ['directeur', 'de', 'publication'], title: null },
  { words: ['managing', 'director'], title: null },
  { words: ['company', 'director'], title: null },
  { words: ['vertreten', 'durch'], title: 'Geschäftsführer' },
  { words: ['represente', 'par'], title: 'Gérant' },
  { words: ['representee', 'par'], title: 'Gérant' },
  { words: ['representada', 'por'], title: 'Representante legal' },
  { words: ['representado', 'por'], title: 'Representante legal' },
  { words: ['responsable', 'del', 'tratamiento'], title: null },
  { words: ['responsable', 'del', 'sitio', 'web'], title: null },
  { words: ['responsable', 'del', 'sitio'], title: null },
  { words: ['titular'], title: null },
  { words: ['geschaftsfuhrer'], title: null },
  { words: ['geschaftsfuhrerin'], title: null },
  { words: ['inhaber'], title: null },
  { words: ['inhaberin'], title: null },
  { words: ['gerant'], title: null },
  { words: ['gerante'], title: null },
  { words: ['socio-gerente'], title: null },
  { words: ['socia-gerente'], title: null },
  { words: ['administrador'], title: null },
  { words: ['administradora'], title: null },
];

/** "at", "bei", "chez": a company's name follows, not a person's. */
const AT_WORDS = new Set(['at', 'bei', 'chez', '@', 'of', 'der']);

/** Words a legal sentence may put between its role word and the name. */
const LEGAL_GAP = 6;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * People a legal sentence names as responsible, with the role word as their title: "El
 * titular de este sitio web es D. Juan Pérez García" → Juan Pérez García, "Titular".
 */
export function legalPeopleInProse(text: string): Array<{ name: string; title: string }> {
  if (text.length > 1200) return [];
  const words = proseWords(text);
  const out: Array<{ name: string; title: string }> = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (const role of PROSE_ROLES) {
      const n = role.words.length;
      if (!role.words.every((w, k) => words[i + k]?.folded === w)) continue;
      const last = i + n - 1;
      // "… Registered office: … Company director: Owen Prydderch.": a label inside a sentence.
      const run = nameAfter(words, last, words[last]?.punct === 'colon' ? 1 : LEGAL_GAP);
      // "Managing Director at Frost Joinery": the words after the role name a company.
      const between = run ? words.slice(last + 1, run.start).map((w) => w.folded) : [];
      if (between.some((w) => AT_WORDS.has(w))) {
        i = last;
        break;
      }
      if (run && !seen.has(run.name)) {
        // The name must not be followed by a legal form ("… es Torres y Gil S.L.").
        const after = words
          .slice(run.end + 1, run.end + 4)
          .map((w) => w.bare)
          .join(' ');
        if (!LEGAL_FORM.test(` ${after}`)) {
          seen.add(run.name);
          const written = words
            .slice(i, i + n)
            .map((w) => w.bare)
            .join(' ');
          out.push({ name: run.name, title: role.title ?? capitalise(written) });
        }
      }
      i = last;
      break;
    }
  }
  return out;
}

/** "Geschäftsführer: Klaus Becker, Maria Müller": the label and every name after it. */
export function legalLabelAndNames(
  text: string,
  namesIn: (value: string) => string[],
): { title: string; names: string[] } | null {
  const colon = /^([^:：]{2,60})\s*[:：]\s*(.+)$/.exec(text);
  if (!colon) return null;
  const title = legalTitle(colon[1] ?? '');
  const value = colon[2] ?? '';
  if (!title || LEGAL_FORM.test(value)) return null;
  const names = namesIn(value);
  return names.length > 0 ? { title, names } : null;
}
