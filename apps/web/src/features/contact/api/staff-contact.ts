/** The console's contact inbox (/api/staff/contact…): list, one message, handled or not. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageDetail, ContactStatus, StaffContactList } from '@leadatlas/shared';
import { api, queryString } from '../../../lib/api';

const INBOX_KEY = ['staff', 'contact'] as const;
const messageKey = (id: string) => [...INBOX_KEY, 'one', id] as const;

export function useContactInbox(filters: { status: string; q: string }) {
  const search = queryString({ status: filters.status, q: filters.q.trim() });
  return useQuery({
    queryKey: [...INBOX_KEY, search],
    queryFn: ({ signal }) => api<StaffContactList>(`/api/staff/contact${search}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: true,
  });
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: messageKey(id),
    queryFn: ({ signal }) => api<ContactMessageDetail>(`/api/staff/contact/${id}`, { signal }),
    retry: false,
  });
}

export function useSetContactStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      api<ContactMessageDetail>(`/api/staff/contact/${id}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: (detail) => client.setQueryData(messageKey(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
