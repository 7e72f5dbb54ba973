/** The contact form's call (POST /api/contact): no login, a captcha token with every message. */
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@leadatlas/shared';
import { api } from '../../../lib/api';

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactRequest) =>
      api<{ ok: true }>('/api/contact', { method: 'POST', body: input }),
  });
}
