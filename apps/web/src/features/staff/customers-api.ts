/** The staff console's customers and audit log (/api/staff/customers…, /api/staff/audit). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditLogResponse,
  CreditAdjustmentInput,
  CreditAdjustmentResponse,
  CustomerDetail,
  CustomerLookupResponse,
} from '@leadatlas/shared';
import { api, queryString } from '../../lib/api';

const CUSTOMERS_KEY = ['staff', 'customers'] as const;
const customerKey = (orgId: string) => [...CUSTOMERS_KEY, 'one', orgId] as const;
const AUDIT_KEY = ['staff', 'audit'] as const;

export function useCustomerLookup(q: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'lookup', q],
    queryFn: ({ signal }) =>
      api<CustomerLookupResponse>(`/api/staff/customers${queryString({ q: q || undefined })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCustomer(orgId: string) {
  return useQuery({
    queryKey: customerKey(orgId),
    queryFn: ({ signal }) => api<CustomerDetail>(`/api/staff/customers/${orgId}`, { signal }),
    retry: false,
  });
}

export function useAdjustCredits(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditAdjustmentInput) =>
      api<CreditAdjustmentResponse>(`/api/staff/customers/${orgId}/adjustments`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
        client.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

export interface AuditFilters {
  action: string;
  staff: string;
  page: number;
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: [...AUDIT_KEY, filters],
    queryFn: ({ signal }) =>
      api<AuditLogResponse>(
        `/api/staff/audit${queryString({
          action: filters.action || undefined,
          staff: filters.staff || undefined,
          page: filters.page || undefined,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
