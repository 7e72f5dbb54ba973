/**
 * A hosted verification service instead of our SMTP probe, for networks that block port 25
 * (EMAIL_VERIFIER_URL, EMAIL_VERIFIER_API_KEY). Any provider can be put behind this small
 * interface with an adapter:
 *
 *   POST <EMAIL_VERIFIER_URL>
 *   Content-Type: application/json
 *   Authorization: Bearer <EMAIL_VERIFIER_API_KEY>      (only when the key is set)
 *   {"email": "maria@example.es"}                        (normalised: lower case, IDN in ASCII)
 *
 *   200 application/json
 *   {
 *     "status": "valid" | "invalid" | "accept_all" | "unknown",
 *     "reason": "mailbox_not_found",          optional snake_case code (why, when not valid)
 *     "disposable": false,                    optional
 *     "role": false,                          optional
 *     "catchAll": false,                      optional, true | false | null
 *     "mxHost": "mx1.example.es"              optional
 *   }
 *
 * Anything else — another status code, a body that is not that JSON, no answer within the time
 * limit — is a service failure: the address is reported unknown/service_error and not cached.
 * Our own syntax check runs first (malformed addresses are never sent), and our own disposable
 * and role flags are combined (OR) with the service's.
 */
import { z } from 'zod';
import { EMAIL_STATUSES } from '@leadatlas/shared';

export const hostedAnswerSchema = z.object({
  status: z.enum(EMAIL_STATUSES),
  reason: z.string().nullish(),
  disposable: z.boolean().nullish(),
  role: z.boolean().nullish(),
  catchAll: z.boolean().nullish(),
  mxHost: z.string().nullish(),
});
export type HostedAnswer = z.infer<typeof hostedAnswerSchema>;

const MAX_BODY = 64 * 1024;

export interface HostedRequest {
  url: string;
  apiKey?: string;
  email: string;
  timeoutMs: number;
  userAgent: string;
  signal?: AbortSignal;
}

/** The service's answer, or null when it failed; throws only when `signal` aborts. */
export async function askHostedVerifier(request: HostedRequest): Promise<HostedAnswer | null> {
  request.signal?.throwIfAborted();
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': request.userAgent,
        ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify({ email: request.email }),
      redirect: 'error',
      signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > MAX_BODY) return null;
      chunks.push(chunk);
    }
    const parsed = hostedAnswerSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // Our caller's abort is theirs to handle; anything else is the service failing.
    if (request.signal?.aborted) throw request.signal.reason;
    return null;
  }
}

/** A provider's reason as one of our snake_case codes (free text is not passed through). */
export function hostedReason(answer: HostedAnswer): string | null {
  if (answer.status === 'valid') return null;
  const reason = answer.reason?.trim().toLowerCase();
  if (reason && /^[a-z0-9_]{1,64}$/.test(reason)) return reason;
  switch (answer.status) {
    case 'invalid':
      return 'mailbox_not_found';
    case 'accept_all':
      return 'catch_all';
    default:
      return 'service_unknown';
  }
}
