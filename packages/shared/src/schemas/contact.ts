/** The commercial contact form (POST /api/contact) and its inbox in the staff console. */
import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_STATUSES,
  CONTACT_SUBJECT_MAX,
} from '../contact.js';
import { emailSchema, humanText, inputText, localeSchema } from './common.js';

/**
 * POST /api/contact: no login (spec 001 §6), a captcha always. Name and subject are one line
 * each (as on a ticket); the message keeps its lines. Missing fields answer validation_failed
 * ('Por favor completa todos los campos requeridos').
 */
export const contactRequestSchema = z.object({
  nombre: humanText(1, CONTACT_NAME_MAX),
  email: emailSchema,
  asunto: humanText(1, CONTACT_SUBJECT_MAX),
  mensaje: inputText().trim().min(1).max(CONTACT_MESSAGE_MAX),
  locale: localeSchema,
  captchaToken: inputText().min(1).max(4000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The same answer whether the message is new or a repeat of one just sent (kept once). */
export const contactResponseSchema = z.object({ ok: z.literal(true) });

export const contactIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/staff/contact: new or handled (both when absent), and words to search. */
export const staffContactQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  q: inputText().trim().max(200).optional(),
});
export type StaffContactQuery = z.infer<typeof staffContactQuerySchema>;

export const contactMessageSummarySchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  asunto: z.string(),
  /** The message's first characters, for the list. */
  preview: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

export const staffContactListSchema = z.object({
  messages: z.array(contactMessageSummarySchema),
  /** Messages not yet handled, whatever the filters. */
  newCount: z.number().int(),
});
export type StaffContactList = z.infer<typeof staffContactListSchema>;

/** GET /api/staff/contact/:id: the whole message, and the account it came from if signed in. */
export const contactMessageDetailSchema = contactMessageSummarySchema
  .omit({ preview: true })
  .extend({
    mensaje: z.string(),
    locale: z.string(),
    handledAt: z.string().nullable(),
    /** The sender's account address when they wrote signed in (null for a visitor). */
    accountEmail: z.string().nullable(),
  });
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

/** PATCH /api/staff/contact/:id. */
export const contactStatusBodySchema = z.object({ status: z.enum(CONTACT_STATUSES) });
