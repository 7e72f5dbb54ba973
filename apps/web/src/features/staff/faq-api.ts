/** The staff console's FAQ editor calls (/api/staff/faqs…): list, add, change, delete, order. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFaqInput,
  FaqOrderInput,
  StaffFaq,
  StaffFaqListResponse,
  UpdateFaqInput,
} from '@leadatlas/shared';
import { api } from '../../lib/api';

const STAFF_FAQS_KEY = ['staff', 'faqs'] as const;
/** Customers' lists (features/support/api/faqs.ts) change with every edit. */
const PUBLIC_FAQS_KEY = ['support', 'faqs'] as const;

export function useStaffFaqs() {
  return useQuery({
    queryKey: STAFF_FAQS_KEY,
    queryFn: ({ signal }) => api<StaffFaqListResponse>('/api/staff/faqs', { signal }),
    retry: false,
  });
}

function useFaqChange<T, R>(call: (value: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // The reorder answers the whole list: show it at once.
      if (result && typeof result === 'object' && 'faqs' in result)
        client.setQueryData(STAFF_FAQS_KEY, result);
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: STAFF_FAQS_KEY });
      await client.invalidateQueries({ queryKey: PUBLIC_FAQS_KEY });
    },
  });
}

export const useCreateFaq = () =>
  useFaqChange((input: CreateFaqInput) =>
    api<StaffFaq>('/api/staff/faqs', { method: 'POST', body: input }),
  );

export const useUpdateFaq = () =>
  useFaqChange(({ id, patch }: { id: string; patch: UpdateFaqInput }) =>
    api<StaffFaq>(`/api/staff/faqs/${id}`, { method: 'PATCH', body: patch }),
  );

export const useDeleteFaq = () =>
  useFaqChange((id: string) => api<{ ok: true }>(`/api/staff/faqs/${id}`, { method: 'DELETE' }));

export const useReorderFaqs = () =>
  useFaqChange((input: FaqOrderInput) =>
    api<StaffFaqListResponse>('/api/staff/faqs/order', { method: 'PUT', body: input }),
  );
