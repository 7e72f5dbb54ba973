/**
 * Staff tables: a header row names the columns ("Nombre | Cargo | Correo", "Position | Name",
 * "Name | Funktion | E-Mail") and each row below gives one person, whatever words their title
 * uses ("Tráfico y vehículos"). A table with a column for the person's company or business
 * lists other businesses' people (a chamber's members, a directory): nobody there is the
 * business's contact.
 */
import { looksLikeTitle } from './job-title.js';
import { hasJobWord } from './job-words.js';
import { fold } from './normalize-text.js';
import type { PageLine } from './page-dom.js';
import { cleanPersonName } from './person-name.js';

export interface TableRowPerson {
  name: string;
  title: string;
  line: number;
}

export interface StaffTables {
  people: TableRowPerson[];
  /** Lines of table rows read here (or of other businesses' rows): not read again. */
  claimed: Set<number>;
}

const NAME_HEADER =
  /^(?:nombre|nombre y apellidos?|nombre completo|name|full name|nom|nom et prenom|prenom nom|nome|nome completo|vorname name|name vorname|ansprechpartner(?:in)?|mitarbeiter(?:in)?|persona|person|contact person|profesional|professional|responsavel|responsable|responsible|verantwortlich|encarregado|encargado)$/;
const TITLE_HEADER =
  /^(?:cargo|puesto|funcion|area|departamento|especialidad|rol|title|job title|position|role|department|specialty|speciality|poste|fonction|role|service|specialite|funcao|especialidade|setor|funktion|rolle|bereich|abteilung|aufgabe|fachgebiet|tatigkeit|zustandigkeit|discipline|disciplina|materia|asignatura|subject|instrument|instrumento|fach|unterricht|cours|curso|matiere)$/;
const ORG_HEADER =
  /^(?:empresa|negocio|comercio|establecimiento|razon social|business|company|firm|organi[sz]ation|employer|entreprise|societe|commerce|enseigne|etablissement|empresa associada|firma|unternehmen|betrieb|geschaft)$/;

function headerKey(text: string): string {
  return fold(text)
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Columns of addresses and phones: never what a person does. */
const CONTACT_HEADER =
  /^(?:e ?mail|correo|courriel|telefono|telephone|phone|tel|telefon|contacto|contact|kontakt|contato)$/;

/**
 * The name and title columns: by their headers' words, or a column headed by a job in the
 * plural or singular ("Professeur", "Lehrer", "Teachers") beside one other column, which then
 * says what each of them does ("Instrument", "Fach", "Asignatura").
 */
function columnsOf(keys: readonly string[]): { nameCol: number; titleCol: number } {
  const nameCol = keys.findIndex((k) => NAME_HEADER.test(k));
  const titleCol = keys.findIndex((k) => TITLE_HEADER.test(k));
  if (nameCol !== -1) return { nameCol, titleCol };
  const jobCols = keys.flatMap((k, i) => (k.split(' ').length <= 2 && hasJobWord(k) ? [i] : []));
  // "Cours | Professeur | Implantation": the teachers' column beside the one that says what.
  if (titleCol !== -1 && jobCols.length === 1 && jobCols[0] !== titleCol)
    return { nameCol: jobCols[0] as number, titleCol };
  const others = keys.flatMap((k, i) =>
    jobCols.includes(i) || CONTACT_HEADER.test(k) || ORG_HEADER.test(k) || k === '' ? [] : [i],
  );
  if (jobCols.length !== 1 || others.length !== 1 || keys.some((k) => ORG_HEADER.test(k)))
    return { nameCol: -1, titleCol: -1 };
  return {
    nameCol: jobCols[0] as number,
    titleCol: titleCol !== -1 ? titleCol : (others[0] as number),
  };
}

interface Row {
  group: number;
  cells: number[];
}

/** Rows of table cells, in page order. */
function rowsOf(lines: readonly PageLine[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PageLine;
    if ((line.tag !== 'td' && line.tag !== 'th') || line.group === 0) continue;
    const last = rows[rows.length - 1];
    if (last && last.group === line.group) last.cells.push(i);
    else rows.push({ group: line.group, cells: [i] });
  }
  return rows;
}

/** People of the page's staff tables, and the lines of every table row read. */
export function readStaffTables(
  lines: readonly PageLine[],
  clean: (line: PageLine) => string,
): StaffTables {
  const people: TableRowPerson[] = [];
  const claimed = new Set<number>();
  const rows = rowsOf(lines);
  for (let r = 0; r < rows.length; r++) {
    const header = rows[r] as Row;
    const keys = header.cells.map((i) => headerKey(lines[i]?.text ?? ''));
    // A first row of people ("Presidenta | Mª Dolores Abellán") is no header.
    if (header.cells.some((i) => cleanPersonName(clean(lines[i] as PageLine)))) continue;
    const { nameCol, titleCol } = columnsOf(keys);
    if (nameCol === -1 || titleCol === -1) continue;
    const foreign = keys.some((k) => ORG_HEADER.test(k));
    // The rows below with as many cells, until the table changes shape.
    let next = r + 1;
    for (; next < rows.length; next++) {
      const row = rows[next] as Row;
      const previous = rows[next - 1] as Row;
      // Another table's header, or other lines between the rows: the table has ended.
      // A row may miss its last cells (no address for this one); more cells is another table.
      const needed = Math.max(nameCol, titleCol) + 1;
      if (row.cells.length > header.cells.length || row.cells.length < needed) break;
      if (row.cells.every((i) => lines[i]?.tag === 'th')) break;
      if ((row.cells[0] ?? 0) !== (previous.cells[previous.cells.length - 1] ?? 0) + 1) break;
      for (const i of row.cells) claimed.add(i);
      if (foreign) continue;
      const nameLine = row.cells[nameCol] ?? -1;
      const titleLine = row.cells[titleCol] ?? -1;
      const nameText = lines[nameLine];
      const titleText = lines[titleLine];
      if (!nameText || !titleText) continue;
      // "Mathilde Schaeffer (directrice)": a job beside the name outweighs the column's words.
      const cell = clean(nameText);
      const beside = /\(([^()]{2,40})\)\s*$/.exec(cell)?.[1] ?? '';
      const name = cleanPersonName(cell.replace(/\s*\([^()]*\)\s*$/, ''));
      const title = beside !== '' && looksLikeTitle(beside) ? beside : clean(titleText);
      if (name && title !== '' && title.split(/\s+/).length <= 10)
        people.push({ name, title, line: nameLine });
    }
    r = next - 1;
  }
  return { people, claimed };
}
