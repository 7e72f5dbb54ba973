/** The user's support tickets (/api/support/tickets…): list, open, read one, reply. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput, TicketDetail, TicketListResponse } from '@leadatlas/shared';
import { api } from '../../../lib/api';

export const TICKETS_KEY = ['support', 'tickets'] as const;
const ticketKey = (id: string) => [...TICKETS_KEY, id] as const;

export function useTickets() {
  return useQuery({
    queryKey: TICKETS_KEY,
    queryFn: ({ signal }) => api<TicketListResponse>('/api/support/tickets', { signal }),
    refetchOnWindowFocus: true,
  });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketInput) =>
      api<{ ticketId: string }>('/api/support/tickets', { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => api<TicketDetail>(`/api/support/tickets/${id}`, { signal }),
    // Support's answers arrive while the page is open in another tab.
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
  });
}

export function useReplyToTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mensaje: string) =>
      api<TicketDetail>(`/api/support/tickets/${id}/messages`, {
        method: 'POST',
        body: { mensaje },
      }),
    onSuccess: (detail) => client.setQueryData(ticketKey(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}
