/** The FAQ API: the public list by language (/api/support/faqs) and the staff editor's calls. */
import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '../faq.js';
import { humanText, inputText, localeSchema } from './common.js';

/** GET /api/support/faqs?lang=es|en: a language is required (the current one of the app). */
export const faqListQuerySchema = z.object({ lang: localeSchema });
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

/** A published entry as customers read it: the answer is sanitised HTML. */
export const publicFaqSchema = z.object({
  id: z.string(),
  pregunta: z.string(),
  respuesta: z.string(),
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;

export const faqListResponseSchema = z.object({ faqs: z.array(publicFaqSchema) });
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

/** An entry as staff see it: both languages, published or not, with its place and dates. */
export const staffFaqSchema = publicFaqSchema.extend({
  lang: localeSchema,
  orden: z.number().int(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;

/** GET /api/staff/faqs: every entry, by language then order. */
export const staffFaqListResponseSchema = z.object({ faqs: z.array(staffFaqSchema) });
export type StaffFaqListResponse = z.infer<typeof staffFaqListResponseSchema>;

const pregunta = humanText(1, FAQ_QUESTION_MAX);
/** HTML as typed (sanitised by the server before it is stored); the trimmed text counts. */
const respuesta = inputText().trim().min(1).max(FAQ_ANSWER_MAX);

/** POST /api/staff/faqs: a new entry, placed last in its language. */
export const createFaqSchema = z.object({
  lang: localeSchema,
  pregunta,
  respuesta,
  published: z.boolean().default(false),
});
export type CreateFaqInput = z.input<typeof createFaqSchema>;
export type CreateFaq = z.infer<typeof createFaqSchema>;

/** PATCH /api/staff/faqs/:id: any of question, answer, published (at least one). */
export const updateFaqSchema = z
  .object({ pregunta, respuesta, published: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'empty_patch' });
export type UpdateFaqInput = z.infer<typeof updateFaqSchema>;

export const faqIdParamsSchema = z.object({ id: z.uuid() });

/** PUT /api/staff/faqs/order: a language's entries, every one of them, in their new order. */
export const faqOrderSchema = z.object({
  lang: localeSchema,
  ids: z.array(z.uuid()).min(1).max(500),
});
export type FaqOrderInput = z.infer<typeof faqOrderSchema>;
