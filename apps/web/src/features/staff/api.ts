/** The staff console's calls (/api/staff/tickets…): inbox, one ticket, answer, status. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInboxResponse, StaffTicketDetail, TicketStatus } from '@leadatlas/shared';
import { api } from '../../lib/api';

/** The inbox's filters as the screen holds them ('' for any). */
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
      api<StaffInboxResponse>(`/api/staff/tickets?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: ({ signal }) => api<StaffTicketDetail>(`/api/staff/tickets/${id}`, { signal }),
    retry: false,
    // The customer's replies arrive while the ticket is open.
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
  });
}

function useTicketChange<T>(id: string, call: (value: T) => Promise<StaffTicketDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => client.setQueryData(ticketKey(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export function useAnswer(id: string) {
  return useTicketChange(id, (mensaje: string) =>
    api<StaffTicketDetail>(`/api/staff/tickets/${id}/messages`, {
      method: 'POST',
      body: { mensaje },
    }),
  );
}

export function useSetStatus(id: string) {
  return useTicketChange(id, (status: TicketStatus) =>
    api<StaffTicketDetail>(`/api/staff/tickets/${id}`, { method: 'PATCH', body: { status } }),
  );
}
