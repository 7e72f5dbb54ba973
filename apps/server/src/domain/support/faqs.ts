/**
 * The FAQ (issue 16, spec 001 §2.10, §3, §7): customers read one language's published entries
 * in order; staff list every entry, create, edit, publish, delete and reorder them. Answers are
 * sanitised on save and on read (faq-html.ts); every staff change is audited in the same
 * transaction.
 */
import type {
  CreateFaq,
  FaqListResponse,
  FaqOrderInput,
  Locale,
  StaffFaq,
  StaffFaqListResponse,
  UpdateFaqInput,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { isBlankHtml, sanitizeFaqHtml } from './faq-html.js';
import { audit } from './staff.js';

interface FaqRow {
  id: string;
  lang: Locale;
  orden: number;
  pregunta: string;
  respuesta: string;
  published: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, lang, orden, pregunta, respuesta, published, created_at, updated_at';

function toStaffFaq(row: FaqRow): StaffFaq {
  return {
    id: row.id,
    lang: row.lang,
    orden: row.orden,
    pregunta: row.pregunta,
    respuesta: sanitizeFaqHtml(row.respuesta),
    published: row.published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Customers' FAQ: one language's published entries, by order. */
export async function publishedFaqs(db: Queryable, lang: Locale): Promise<FaqListResponse> {
  const { rows } = await db.query<Pick<FaqRow, 'id' | 'pregunta' | 'respuesta'>>(
    `select id, pregunta, respuesta from faqs where lang = $1 and published
     order by orden, id`,
    [lang],
  );
  return {
    faqs: rows.map((row) => ({
      id: row.id,
      pregunta: row.pregunta,
      respuesta: sanitizeFaqHtml(row.respuesta),
    })),
  };
}

/** The editor's list: every entry of both languages, by language then order. */
export async function allFaqs(db: Queryable): Promise<StaffFaqListResponse> {
  const { rows } = await db.query<FaqRow>(`select ${COLUMNS} from faqs order by lang, orden, id`);
  return { faqs: rows.map(toStaffFaq) };
}

/** The answer as it will be stored; one that shows nothing once sanitised is refused. */
/** What the table holds (migration 018): cleaning can lengthen an answer (quotes as entities). */
const STORED_ANSWER_MAX = 50_000;

function cleanAnswer(html: string): string {
  const clean = sanitizeFaqHtml(html);
  if (isBlankHtml(clean)) {
    throw new DomainError('validation_failed', 400, 'blank answer', { fields: ['respuesta'] });
  }
  if (clean.length > STORED_ANSWER_MAX) {
    throw new DomainError('validation_failed', 400, 'answer too long once cleaned', {
      fields: ['respuesta'],
    });
  }
  return clean;
}

/** A new entry, last in its language (call inside a transaction). */
export async function createFaq(
  db: Queryable,
  staffUserId: string,
  input: CreateFaq,
): Promise<StaffFaq> {
  const respuesta = cleanAnswer(input.respuesta);
  // Entries of one language are placed one at a time, so two at once do not share a place.
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`faqs:${input.lang}`]);
  const { rows } = await db.query<FaqRow>(
    `insert into faqs (lang, orden, pregunta, respuesta, published)
     values ($1, (select coalesce(max(orden), 0) + 1 from faqs where lang = $1), $2, $3, $4)
     returning ${COLUMNS}`,
    [input.lang, input.pregunta, respuesta, input.published],
  );
  const row = rows[0]!;
  await audit(db, {
    staffUserId,
    action: 'faq_created',
    details: { faqId: row.id, lang: row.lang, pregunta: row.pregunta, published: row.published },
  });
  return toStaffFaq(row);
}

async function lockFaq(db: Queryable, id: string): Promise<FaqRow> {
  const { rows } = await db.query<FaqRow>(`select ${COLUMNS} from faqs where id = $1 for update`, [
    id,
  ]);
  if (!rows[0]) throw new DomainError('not_found', 404);
  return rows[0];
}

/** Changes an entry's question, answer or published flag (call inside a transaction). */
export async function updateFaq(
  db: Queryable,
  staffUserId: string,
  id: string,
  patch: UpdateFaqInput,
): Promise<StaffFaq> {
  const before = await lockFaq(db, id);
  const next = {
    pregunta: patch.pregunta ?? before.pregunta,
    respuesta: patch.respuesta === undefined ? before.respuesta : cleanAnswer(patch.respuesta),
    published: patch.published ?? before.published,
  };
  const changed = (['pregunta', 'respuesta', 'published'] as const).filter(
    (key) => next[key] !== before[key],
  );
  if (changed.length === 0) return toStaffFaq(before);
  const { rows } = await db.query<FaqRow>(
    `update faqs set pregunta = $2, respuesta = $3, published = $4, updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, next.pregunta, next.respuesta, next.published],
  );
  await audit(db, {
    staffUserId,
    action: 'faq_updated',
    details: {
      faqId: id,
      lang: before.lang,
      changed,
      ...(changed.includes('published') ? { published: next.published } : {}),
    },
  });
  return toStaffFaq(rows[0]!);
}

/** Deletes an entry; the audit keeps its question (call inside a transaction). */
export async function deleteFaq(db: Queryable, staffUserId: string, id: string): Promise<void> {
  const before = await lockFaq(db, id);
  await db.query('delete from faqs where id = $1', [id]);
  await audit(db, {
    staffUserId,
    action: 'faq_deleted',
    details: { faqId: id, lang: before.lang, pregunta: before.pregunta },
  });
}

/**
 * Puts a language's entries in the order given (call inside a transaction). The list must name
 * every entry of that language exactly once: an editor that missed an entry added or deleted
 * meanwhile gets 409 faq_order_stale and changes nothing.
 */
export async function reorderFaqs(
  db: Queryable,
  staffUserId: string,
  { lang, ids }: FaqOrderInput,
): Promise<StaffFaqListResponse> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`faqs:${lang}`]);
  const { rows } = await db.query<{ id: string; orden: number }>(
    'select id, orden from faqs where lang = $1 order by orden, id for update',
    [lang],
  );
  const current = rows.map((row) => row.id);
  const sameSet =
    new Set(ids).size === ids.length &&
    ids.length === current.length &&
    ids.every((id) => current.includes(id));
  if (!sameSet) throw new DomainError('faq_order_stale', 409);
  if (ids.some((id, index) => current[index] !== id)) {
    await db.query(
      `update faqs f set orden = o.orden, updated_at = now()
       from unnest($1::uuid[]) with ordinality as o(id, orden) where f.id = o.id`,
      [ids],
    );
    await audit(db, { staffUserId, action: 'faq_reordered', details: { lang, ids } });
  }
  return allFaqs(db);
}
