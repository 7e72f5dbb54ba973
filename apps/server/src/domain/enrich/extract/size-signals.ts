/**
 * Company size as the site states it in text: employees ("equipo de 25 profesionales", "über
 * 30 Mitarbeiter") and revenue ("facturación de 2,5 M€", "Umsatz von rund 3 Mio. €"), with
 * `estimate` when the site hedges the figure.
 */
import { formatMoney } from './structured-data.js';
import { fold } from './normalize-text.js';

export interface TextSize {
  value: string;
  estimate: boolean;
}

const HEDGE =
  /(?:\b(?:aprox(?:imadamente|imado|imada|imate|imately)?|approx(?:imately|imate)?|around|about|roughly|nearly|almost|estimated|estimate|est|estimad[oa]s?|estimativa|cerca de|alrededor de|unos|unas|rund|circa|ca|etwa|ungefahr|environ|pres de|autour de|quase|por volta de|estimee?s?)\b|~|≈)/;

function hedged(before: string): boolean {
  return HEDGE.test(fold(before));
}

/** "1.200" (es/de), "1,200" (en), "25" → 1200 / 25. */
function parseCount(text: string): number | null {
  const t = text.replace(/\s/g, '');
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(t)) return Number(t.replace(/[.,]/g, ''));
  if (/^\d+$/.test(t)) return Number(t);
  return null;
}

const MORE_THAN =
  /(?:mas de|más de|over|more than|upwards of|uber|über|mehr als|plus de|mais de|acima de|\+)\s*$/i;
const NUM = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d{1,6})`;
const RANGE = String.raw`(?:(?:entre|between|zwischen|entre)\s+)?${NUM}\s*(?:-|–|a|y|and|to|bis|und|à|et|e)\s*${NUM}`;

const PEOPLE_NOUNS = String.raw`(?:empleados|empleadas|trabajadores|trabajadoras|profesionales|colaboradores|colaboradoras|personas|especialistas|expertos|tecnicos|técnicos|employees|staff|people|professionals|team members|members of staff|specialists|experts|mitarbeiter(?:innen|n)?|mitarbeitende[n]?|angestellte[n]?|beschaftigte[n]?|beschäftigte[n]?|fachkrafte|fachkräfte|colaboradores|funcionarios|funcionários|profissionais|salaries|salariés|collaborateurs|collaboratrices|employes|employés|personnes)`;

const TEAM_WORDS = String.raw`(?:equipo|plantilla|staff|team|equipe|équipe|team von|team aus|equipa)`;

const EMPLOYEE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`${RANGE}\s+${PEOPLE_NOUNS}\b`, 'iu'),
  new RegExp(String.raw`${NUM}\+?\s+${PEOPLE_NOUNS}\b`, 'iu'),
  new RegExp(
    String.raw`${TEAM_WORDS}\s+(?:de|of|von|aus|with|com|avec|formado por|compuesto por|made up of)\s+(?:(?:more than|over|más de|mas de|mais de|plus de|über|uber|mehr als|cerca de|unos|unas|around|about|approximately|aprox\.?|rund|etwa|environ)\s+)?${NUM}\b`,
    'iu',
  ),
];

const HAS_DIGIT = /\d/;

/** Employees stated in a piece of text, or null. */
export function findEmployeesInText(text: string): TextSize | null {
  if (!HAS_DIGIT.test(text)) return null;
  const t = text.replace(/\s+/g, ' ');
  for (const [i, re] of EMPLOYEE_PATTERNS.entries()) {
    const m = re.exec(t);
    if (!m) continue;
    const before = t.slice(Math.max(0, m.index - 30), m.index);
    if (i === 0) {
      const a = parseCount(m[1] ?? '');
      const b = parseCount(m[2] ?? '');
      if (a === null || b === null || a <= 0 || b <= a || b > 500000) continue;
      return { value: `${a}-${b}`, estimate: hedged(before) };
    }
    const n = parseCount(m[1] ?? '');
    if (n === null || n <= 0 || n > 500000) continue;
    // "25 años", "1990 empleados" are not mistaken: years are not followed by people nouns.
    if (i === 1 && n >= 1900 && n <= 2100 && !/[.,]/.test(m[1] ?? '')) continue;
    const inner = m[0].slice(0, m[0].indexOf(m[1] ?? ''));
    const more = MORE_THAN.test(fold(before)) || MORE_THAN.test(fold(inner)) || /\+/.test(m[0]);
    const estimate = hedged(before) || hedged(inner);
    return { value: more ? `${n}+` : String(n), estimate };
  }
  return null;
}

const REVENUE_WORDS =
  /(?:facturaci[oó]n|facturamos|factur[oó]|ventas anuales|ingresos|volumen de negocios?|revenue|revenues|turnover|annual sales|sales of|umsatz|jahresumsatz|chiffre d['’]affaires|\bca\b|faturamento|faturou|fatura[cç][aã]o|receita|volume de neg[oó]cios)/i;

const AMOUNT_RE =
  /(US\$|R\$|USD|EUR|€|\$|£|ARS|MXN|BRL|CLP|COP|GBP|CHF)?\s?(\d{1,3}(?:[.,\u00A0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)\s?(mil millones|millones|mill\.?|millón|milhões|milhoes|milhão|milhao|million|millions|mio\.?|millionen|mrd\.?|milliarden|milliards?|billion|billions|bn|mm|mn|m|k|mil|thousand|tsd\.?|miles)?\.?\s?(?:(?:de|of|d['’])\s?)?(US\$|USD|EUR|euros?|€|\$|£|pesos|d[oó]lares|dollars|reais|ARS|MXN|BRL|GBP|CHF|COP|CLP|PEN|UYU)?(?![\p{L}])/giu;

function magnitude(word: string | undefined): number {
  const w = (word ?? '').toLowerCase().replace(/\.$/, '');
  if (w === '') return 1;
  if (
    [
      'mil millones',
      'mrd',
      'milliarden',
      'milliard',
      'milliards',
      'billion',
      'billions',
      'bn',
    ].includes(w)
  )
    return 1e9;
  if (
    [
      'millones',
      'mill',
      'millón',
      'milhões',
      'milhoes',
      'milhão',
      'milhao',
      'million',
      'millions',
      'mio',
      'millionen',
      'mm',
      'mn',
      'm',
    ].includes(w)
  )
    return 1e6;
  if (['k', 'mil', 'thousand', 'tsd', 'miles'].includes(w)) return 1e3;
  return 1;
}

function currencyCode(symbol: string | undefined): string | null {
  const s = (symbol ?? '').toLowerCase();
  if (s === '') return null;
  if (s === '€' || s.startsWith('eur')) return 'EUR';
  if (s === 'us$' || s === 'usd' || s === 'dollars' || s === 'dólares' || s === 'dolares')
    return 'USD';
  if (s === 'r$' || s === 'brl' || s === 'reais') return 'BRL';
  if (s === '£' || s === 'gbp') return 'GBP';
  if (s === '$' || s === 'pesos') return '$';
  return s.toUpperCase();
}

function parseDecimal(text: string): number | null {
  let t = text.replace(/[\u00A0 ](?=\d{3}(?:\D|$))/g, '');
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(t)) t = t.replace(/[.,]/g, '');
  else if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(?:,\d{3})+\.\d+$/.test(t)) t = t.replace(/,/g, '');
  else t = t.replace(',', '.');
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

interface Amount {
  value: string;
  index: number;
  end: number;
  hedgeMark: boolean;
}

function amountsIn(text: string, offset: number): Amount[] {
  const out: Amount[] = [];
  AMOUNT_RE.lastIndex = 0;
  for (const m of text.matchAll(AMOUNT_RE)) {
    const cur = m[1] ?? m[4];
    const mag = m[3];
    if (!cur && !mag) continue; // a bare number (a year, a count) is not an amount
    if (!cur && mag && ['m', 'k', 'mil', 'miles', 'mm', 'mn'].includes(mag.toLowerCase())) continue;
    const n = parseDecimal(m[2] ?? '');
    if (n === null || n <= 0) continue;
    const factor = magnitude(mag);
    const amount = n * factor;
    if (amount < 1000) continue;
    const index = offset + (m.index ?? 0);
    const unit = factor === 1e9 ? 'B' : factor === 1e6 ? 'M' : null;
    out.push({
      value: formatMoney(amount, currencyCode(cur), unit),
      index,
      end: index + m[0].length,
      hedgeMark: /~|≈/.test(m[0]),
    });
  }
  return out;
}

/**
 * Revenue stated in a piece of text ("revenue of $1.2M" → "1.2M $", "Umsatz rund 3 Mio. €" →
 * "3M EUR", estimate). "$" stays "$": the merger reads it with the search's country.
 */
export function findRevenueInText(text: string): TextSize | null {
  const t = text.replace(/\s+/g, ' ');
  const kw = REVENUE_WORDS.exec(t);
  if (!kw) return null;
  const kwEnd = kw.index + kw[0].length;
  const afterStart = kw.index;
  const after = amountsIn(t.slice(afterStart, kwEnd + 90), afterStart);
  const beforeStart = Math.max(0, kw.index - 40);
  const before = amountsIn(t.slice(beforeStart, kw.index), beforeStart);
  const chosen = after[0] ?? before[before.length - 1];
  if (!chosen) return null;
  const from = Math.min(kw.index, chosen.index);
  const lead = t.slice(Math.max(0, from - 20), chosen.index);
  const trail = t.slice(chosen.end, chosen.end + 25);
  const estimate =
    chosen.hedgeMark ||
    hedged(lead) ||
    /^\s*\(?\s*(?:est\.?|estimated|estimate|estimad[oa]|estimée?|geschatzt|geschätzt|estimativa|aprox\.?|approx\.?)/i.test(
      trail,
    );
  return { value: chosen.value, estimate };
}
