/**
 * The billing history's downloadable statement: a PDF of every movement of the organization that
 * the filter and search select (the same rows as the history screen, unpaged), with the
 * organization, when it was made, the filter and search, the current balance, the totals in and
 * out and page numbers. Reasons are rendered by the one renderer (creditReasonText), dates in
 * the reader's locale and time zone. Drawn with Helvetica (a standard PDF font, nothing
 * embedded), so text goes through toWinAnsi.
 */
import PDFDocument from 'pdfkit';
import {
  creditReasonText,
  formatCreditsFor,
  type CreditHistoryFilter,
  type CreditMovement,
  type Locale,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { toWinAnsi } from '../../lib/pdf-text.js';
import { DomainError } from '../errors.js';
import { allCreditMovements, SCAN_LIMIT } from './history.js';

export interface CreditStatementOptions {
  orgId: string;
  filter: CreditHistoryFilter;
  q?: string | undefined;
  locale: Locale;
  /** IANA time zone the dates are written in (the reader's); UTC when not given. */
  timeZone?: string | undefined;
  /** When the statement is made (tests pin it). */
  now?: Date;
  /** Compressed content streams (default); tests may read them plain. */
  compress?: boolean;
}

export interface CreditStatement {
  /** leadatlas-credits-YYYY-MM-DD.pdf, the date in the reader's time zone. */
  fileName: string;
  /** The PDF, ended: pipe it or hand it to the HTTP reply. */
  pdf: PDFKit.PDFDocument;
  movements: number;
}

const TEXTS = {
  es: {
    title: 'Extracto de créditos',
    organization: 'Organización',
    generated: 'Generado',
    timeZone: 'Zona horaria',
    filter: 'Filtro',
    search: 'Búsqueda',
    noSearch: 'Ninguna',
    balance: 'Saldo actual',
    count: 'Movimientos',
    filters: { all: 'Todos', credits: 'Créditos', deductions: 'Deducciones' },
    date: 'Fecha y hora',
    reason: 'Motivo',
    change: 'Cambio',
    totalIn: 'Total de créditos recibidos',
    totalOut: 'Total de créditos gastados',
    net: 'Variación neta',
    empty: 'No hay movimientos para este filtro y esta búsqueda.',
    truncated: (limit: string) =>
      `Solo se han tenido en cuenta los ${limit} movimientos más recientes.`,
    credits: 'créditos',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  en: {
    title: 'Credit statement',
    organization: 'Organization',
    generated: 'Generated',
    timeZone: 'Time zone',
    filter: 'Filter',
    search: 'Search',
    noSearch: 'None',
    balance: 'Current balance',
    count: 'Transactions',
    filters: { all: 'All', credits: 'Credits', deductions: 'Deductions' },
    date: 'Date and time',
    reason: 'Reason',
    change: 'Change',
    totalIn: 'Total credits received',
    totalOut: 'Total credits spent',
    net: 'Net change',
    empty: 'No transactions match this filter and search.',
    truncated: (limit: string) => `Only the ${limit} most recent transactions were considered.`,
    credits: 'credits',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

const COLORS = {
  text: '#111827',
  muted: '#4B5563',
  border: '#D1D5DB',
  stripe: '#F3F4F6',
  brand: '#1D4ED8',
  positive: '#15803D',
  negative: '#B91C1C',
};

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = { top: 50, bottom: 64, left: 50, right: 50 };
const CELL_PAD = 5;
const BODY_SIZE = 9;

/** A signed amount as the statement prints it: "+50", "-18,7", "0". */
export function signedCredits(value: number, locale: Locale): string {
  const text = formatCreditsFor(Math.abs(value), locale);
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

/** Cents, so that adding many amounts stays exact. */
const cents = (value: number) => Math.round(value * 100);

export async function createCreditStatement(
  db: Queryable,
  options: CreditStatementOptions,
): Promise<CreditStatement> {
  const { rows } = await db.query<{ name: string; credits: number }>(
    'select name, credits from organizations where id = $1',
    [options.orgId],
  );
  const organization = rows[0];
  if (!organization) throw new DomainError('not_found', 404);
  const { items, truncated } = await allCreditMovements(db, options.orgId, options);
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? 'UTC';
  const pdf = drawStatement({
    locale: options.locale,
    timeZone,
    now,
    organization,
    filter: options.filter,
    q: options.q?.trim() || null,
    movements: items,
    truncated,
    compress: options.compress ?? true,
  });
  return {
    fileName: `leadatlas-credits-${isoDate(now, timeZone)}.pdf`,
    pdf,
    movements: items.length,
  };
}

/** The text, cut with "…" to fit the width in the current font and size. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** YYYY-MM-DD of the instant in the time zone. */
function isoDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

interface StatementData {
  locale: Locale;
  timeZone: string;
  now: Date;
  organization: { name: string; credits: number };
  filter: CreditHistoryFilter;
  q: string | null;
  movements: CreditMovement[];
  truncated: boolean;
  compress: boolean;
}

function drawStatement(data: StatementData): PDFKit.PDFDocument {
  const { locale } = data;
  const texts = TEXTS[locale];
  const dateTime = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-ES', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: data.timeZone,
  });
  const when = (iso: string | Date) => toWinAnsi(dateTime.format(new Date(iso)));
  const credits = (value: number) => `${formatCreditsFor(value, locale)} ${texts.credits}`;

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: data.compress,
    lang: locale === 'en' ? 'en-US' : 'es-ES',
    displayTitle: true,
    info: {
      Title: `${texts.title} · ${data.organization.name}`,
      Author: 'LeadAtlas',
      Creator: 'LeadAtlas',
      CreationDate: data.now,
    },
  });
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  let y = MARGIN.top;

  // Heading: brand, title, and what this statement is about.
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(COLORS.brand)
    .text('LeadAtlas', left, y, { lineBreak: false });
  y += 18;
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(COLORS.text)
    .text(toWinAnsi(texts.title), left, y, { width });
  y = doc.y + 10;

  const meta: Array<[string, string]> = [
    [texts.organization, data.organization.name],
    [texts.generated, dateTime.format(data.now)],
    [texts.timeZone, data.timeZone],
    [texts.filter, texts.filters[data.filter]],
    [texts.search, data.q ? `“${data.q}”` : texts.noSearch],
    [texts.balance, credits(data.organization.credits)],
    [texts.count, formatCreditsFor(data.movements.length, locale)],
  ];
  const labelWidth = 110;
  for (const [label, value] of meta) {
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE + 1)
      .fillColor(COLORS.muted);
    doc.text(toWinAnsi(label), left, y, { width: labelWidth, lineBreak: false });
    doc.font(FONT).fillColor(COLORS.text);
    doc.text(toWinAnsi(value), left + labelWidth, y, { width: width - labelWidth });
    y = Math.max(doc.y, y + 14) + 2;
  }
  y += 12;

  // The table: date and time, reason (wrapped), signed change.
  const columns = {
    date: { x: left, width: 118 },
    reason: { x: left + 118, width: width - 118 - 82 },
    change: { x: left + width - 82, width: 82 },
  };
  const drawHeader = () => {
    doc.rect(left, y, width, 20).fill(COLORS.text);
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor('#FFFFFF');
    const top = y + 6;
    doc.text(toWinAnsi(texts.date), columns.date.x + CELL_PAD, top, {
      width: columns.date.width - 2 * CELL_PAD,
      lineBreak: false,
    });
    doc.text(toWinAnsi(texts.reason), columns.reason.x + CELL_PAD, top, {
      width: columns.reason.width - 2 * CELL_PAD,
      lineBreak: false,
    });
    doc.text(toWinAnsi(texts.change), columns.change.x + CELL_PAD, top, {
      width: columns.change.width - 2 * CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
    y += 20;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN.top;
  };

  drawHeader();
  let creditsIn = 0;
  let creditsOut = 0;
  data.movements.forEach((movement, index) => {
    if (movement.change > 0) creditsIn += cents(movement.change);
    else creditsOut += cents(movement.change);
    const reason = toWinAnsi(creditReasonText(movement, locale));
    const reasonWidth = columns.reason.width - 2 * CELL_PAD;
    doc.font(FONT).fontSize(BODY_SIZE);
    const height = Math.max(doc.heightOfString(reason, { width: reasonWidth }), 11) + 2 * CELL_PAD;
    if (y + height > bottom()) {
      newPage();
      drawHeader();
    }
    if (index % 2 === 1) doc.rect(left, y, width, height).fill(COLORS.stripe);
    const top = y + CELL_PAD;
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(COLORS.muted);
    doc.text(when(movement.createdAt), columns.date.x + CELL_PAD, top, {
      width: columns.date.width - 2 * CELL_PAD,
      lineBreak: false,
    });
    doc
      .fillColor(COLORS.text)
      .text(reason, columns.reason.x + CELL_PAD, top, { width: reasonWidth });
    doc
      .font(BOLD)
      .fillColor(
        movement.change > 0 ? COLORS.positive : movement.change < 0 ? COLORS.negative : COLORS.text,
      )
      .text(signedCredits(movement.change, locale), columns.change.x + CELL_PAD, top, {
        width: columns.change.width - 2 * CELL_PAD,
        align: 'right',
        lineBreak: false,
      });
    y += height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.border)
      .stroke();
  });

  if (data.movements.length === 0) {
    doc
      .font(FONT)
      .fontSize(BODY_SIZE + 1)
      .fillColor(COLORS.muted);
    doc.text(toWinAnsi(texts.empty), left + CELL_PAD, y + 10, { width: width - 2 * CELL_PAD });
    y = doc.y + 6;
  }

  // Totals, under the table.
  const totals: Array<[string, number]> = [
    [texts.totalIn, creditsIn / 100],
    [texts.totalOut, creditsOut / 100],
    [texts.net, (creditsIn + creditsOut) / 100],
  ];
  if (y + 16 + totals.length * 16 + (data.truncated ? 20 : 0) > bottom()) newPage();
  y += 16;
  for (const [label, value] of totals) {
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE + 1)
      .fillColor(COLORS.text);
    doc.text(toWinAnsi(label), left, y, { width: width - 100, align: 'right', lineBreak: false });
    doc.text(signedCredits(value, locale), left + width - 100, y, {
      width: 100 - CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
    y += 16;
  }
  if (data.truncated) {
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(COLORS.muted);
    doc.text(toWinAnsi(texts.truncated(formatCreditsFor(SCAN_LIMIT, locale))), left, y + 4, {
      width,
    });
  }

  // Footer on every page: what this is, and "Página 1 de 3". The bottom margin is lifted while
  // it is written, or pdfkit would start a new page for text below it.
  const { start, count } = doc.bufferedPageRange();
  const footer = toWinAnsi(`LeadAtlas · ${texts.title} · ${data.organization.name}`);
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN.bottom + 24;
    doc
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.border)
      .stroke();
    doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
    doc.text(fit(doc, footer, width - 120), left, footerY, { lineBreak: false });
    doc.text(toWinAnsi(texts.page(page - start + 1, count)), left + width - 110, footerY, {
      width: 110,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return doc;
}
