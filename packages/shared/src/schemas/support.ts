/** The support desk API (/api/support/tickets…): tickets, their threads, replies. */
import { z } from 'zod';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_NAME_MAX,
  TICKET_PRIORITIES,
  TICKET_SENDERS,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from '../support.js';
import { emailSchema, inputText } from './common.js';

/** Required text: trimmed, not empty ('Por favor completa todos los campos requeridos'). */
const required = (max: number) => inputText().trim().min(1).max(max);

/** POST /api/support/tickets: a new ticket and its first message. */
export const createTicketSchema = z.object({
  nombre: required(TICKET_NAME_MAX),
  email: emailSchema,
  categoria: z.enum(TICKET_CATEGORIES),
  prioridad: z.enum(TICKET_PRIORITIES).default(DEFAULT_TICKET_PRIORITY),
  asunto: required(TICKET_SUBJECT_MAX),
  mensaje: required(TICKET_MESSAGE_MAX),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/** POST /api/support/tickets/:id/messages: a reply (Enter sends; the trimmed text counts). */
export const ticketReplySchema = z.object({ mensaje: required(TICKET_MESSAGE_MAX) });
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

export const ticketIdParamsSchema = z.object({ id: z.uuid() });

export const ticketSummarySchema = z.object({
  id: z.string(),
  asunto: z.string(),
  status: z.enum(TICKET_STATUSES),
  categoria: z.enum(TICKET_CATEGORIES),
  prioridad: z.enum(TICKET_PRIORITIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(TICKET_SENDERS),
  mensaje: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** GET /api/support/tickets/:id: the ticket and its thread, oldest first. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  nombre: z.string(),
  email: z.string(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** GET /api/support/tickets: the user's own tickets, newest first. */
export const ticketListResponseSchema = z.object({ tickets: z.array(ticketSummarySchema) });
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** POST /api/support/tickets: the new ticket's id. */
export const createTicketResponseSchema = z.object({ ticketId: z.string() });
