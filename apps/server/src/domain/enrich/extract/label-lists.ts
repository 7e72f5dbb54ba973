/**
 * Lists of functions and the people who fill them, one "Label: Name" after another: an
 * association's board ("Kassier: Thomas Held" / "Geschäftsstelle: Birgit Hausmann"), an event's
 * organisers ("Coordenação geral: …" / "Patrocínios: …"), a firm's staff said in sentences
 * ("Paralegal and intake: Destiny Howard. Firm administrator: Karen Blaszczyk."). A label alone
 * may be any word of a department; a run of them where one reads as a job is a list of
 * functions, so every label of the run is that person's title.
 */
import { looksLikeTitle } from './job-title.js';
import { LEGAL_FORM, legalTitle } from './legal-notice.js';
import type { PageLine } from './page-dom.js';
import { fold } from './normalize-text.js';
import { cleanPersonName } from './person-name.js';

export interface LabelledPerson {
  name: string;
  title: string;
  line: number;
}

/** Pieces of a line: its sentences that start with a label, its "·"-separated parts. */
const PIECES = /\s[·|•]\s|(?<=\p{Ll}{2}\.)\s+(?=[^.:：]{2,40}[:：]\s)/u;
const LABELLED = /^([^:：]{2,40}?)\s*[:：]\s*(.+)$/u;
/** What may follow the name in its piece: an address, a dash, a company in parentheses. */
const AFTER_NAME = /\s+[—–-]\s+|,\s+|\s*\(|\s+·\s+/;
/** A label of a list: a few words, an ordinal allowed before them ("2. Vorsitzende"). */
const LABEL_SHAPE = /^(?:\d{1,2}\.\s*)?\p{L}[\p{L}\p{M}\s&/.'’-]*$/u;
/** Labels of a project's credits that name the customer, not a function of the business. */
const CLIENT_LABEL =
  /^(?:client|clients|cliente|clientes|customer|kunde|kundin|auftraggeber|auftraggeberin|bauherr|bauherrin|promotor|promotora|maitre d'ouvrage)$/;

function labelled(piece: string): { label: string; name: string } | null {
  const m = LABELLED.exec(piece.trim());
  if (!m) return null;
  const label = (m[1] ?? '').trim();
  const value = (m[2] ?? '').trim();
  if (!LABEL_SHAPE.test(label) || label.split(/\s+/).length > 5) return null;
  if (cleanPersonName(label) || LEGAL_FORM.test(` ${value}`)) return null;
  if (CLIENT_LABEL.test(fold(label))) return null;
  const name = cleanPersonName(value.split(AFTER_NAME)[0] ?? '');
  return name ? { label, name } : null;
}

/**
 * The people of label lists on a page's lines (`clean`: a line's text without addresses and
 * links). Lines of other people's sections and of menus are not read; labels of legal notices
 * count as jobs of a run but their people are left to the legal notice's reader.
 */
export function labelListPeople(
  lines: readonly PageLine[],
  clean: (line: PageLine) => string,
): { people: LabelledPerson[]; claimed: Set<number> } {
  const out: LabelledPerson[] = [];
  const claimed = new Set<number>();
  let run: Array<LabelledPerson & { job: boolean; legal: boolean }> = [];
  const flush = () => {
    if (run.length >= 2 && run.some((p) => p.job || p.legal)) {
      // A line with a legal label is left whole to the legal notice's reader.
      const legalLines = new Set(run.filter((p) => p.legal).map((p) => p.line));
      for (const p of run) {
        if (legalLines.has(p.line)) continue;
        out.push({ name: p.name, title: p.title, line: p.line });
        claimed.add(p.line);
      }
    }
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.chrome || line.section === 'foreign' || line.text.length > 400) {
      flush();
      continue;
    }
    const found = line.text
      .split(PIECES)
      .map((piece) => labelled(clean({ ...line, text: piece })))
      .filter((p): p is { label: string; name: string } => p !== null);
    if (found.length === 0) {
      flush();
      continue;
    }
    for (const p of found)
      run.push({
        name: p.name,
        title: p.label,
        line: i,
        job: looksLikeTitle(p.label),
        legal: legalTitle(p.label) !== null,
      });
  }
  flush();
  return { people: out, claimed };
}
