/** The staff console's calls (/api/staff/tickets…): inbox, one ticket, answer, status. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketStatus, TicketSummary } from '@leadatlas/shared';
import { api } from '../../lib/api';

export interface InboxTicket extends TicketSummary {
  nombre: string;
  email: string;
  customer: { organization: string | null; plan: string | null; credits: number | null };
}

export interface InboxFilters {
  status: string;
  prioridad: string;
  categoria: string;
  q: string;
}

const INBOX_KEY = ['staff', 'tickets'] as const;
const ticketKey = (id: string) => [...INBOX_KEY, 'one', id] as const;

export function useInbox(filters: InboxFilters) {
  const params = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value.trim() !== ''),
  );
  return useQuery({
    queryKey: [...INBOX_KEY, params.toString()],
    queryFn: ({ signal }) =>
      api<{ tickets: InboxTicket[] }>(`/api/staff/tickets?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => api<TicketDetail>(`/api/staff/tickets/${id}`, { signal }),
    retry: false,
  });
}

function useTicketChange<T>(id: string, call: (value: T) => Promise<TicketDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => client.setQueryData(ticketKey(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export function useAnswer(id: string) {
  return useTicketChange(id, (mensaje: string) =>
    api<TicketDetail>(`/api/staff/tickets/${id}/messages`, { method: 'POST', body: { mensaje } }),
  );
}

export function useSetStatus(id: string) {
  return useTicketChange(id, (status: TicketStatus) =>
    api<TicketDetail>(`/api/staff/tickets/${id}`, { method: 'PATCH', body: { status } }),
  );
}
