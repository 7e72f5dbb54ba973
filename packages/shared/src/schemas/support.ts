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
import { emailSchema, humanText, inputText } from './common.js';

/** Required text: trimmed, not empty ('Por favor completa todos los campos requeridos'). */
const required = (max: number) => inputText().trim().min(1).max(max);

/** POST /api/support/tickets: a new ticket and its first message (name and subject on a line). */
export const createTicketSchema = z.object({
  nombre: humanText(1, TICKET_NAME_MAX),
  email: emailSchema,
  categoria: z.enum(TICKET_CATEGORIES),
  prioridad: z.enum(TICKET_PRIORITIES).default(DEFAULT_TICKET_PRIORITY),
  asunto: humanText(1, TICKET_SUBJECT_MAX),
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

/** Who wrote a ticket, for staff: the account's address beside the one typed in the form. */
export const ticketCustomerSchema = z.object({
  orgId: z.string().nullable(),
  accountEmail: z.string().nullable(),
  organization: z.string().nullable(),
  plan: z.string().nullable(),
  credits: z.number().nullable(),
});
export type TicketCustomer = z.infer<typeof ticketCustomerSchema>;

/** GET /api/staff/tickets: the inbox's filters (each optional) and words to search. */
export const staffInboxQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  prioridad: z.enum(TICKET_PRIORITIES).optional(),
  categoria: z.enum(TICKET_CATEGORIES).optional(),
  q: inputText().trim().max(200).optional(),
});
export type StaffInboxQuery = z.infer<typeof staffInboxQuerySchema>;

export const staffInboxTicketSchema = ticketSummarySchema.extend({
  nombre: z.string(),
  email: z.string(),
  customer: ticketCustomerSchema,
});
export type StaffInboxTicket = z.infer<typeof staffInboxTicketSchema>;

export const staffInboxResponseSchema = z.object({ tickets: z.array(staffInboxTicketSchema) });
export type StaffInboxResponse = z.infer<typeof staffInboxResponseSchema>;

/** GET /api/staff/tickets/:id and staff's changes: the ticket with its customer. */
export const staffTicketDetailSchema = ticketDetailSchema.extend({
  customer: ticketCustomerSchema,
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** PATCH /api/staff/tickets/:id. */
export const ticketStatusBodySchema = z.object({ status: z.enum(TICKET_STATUSES) });
