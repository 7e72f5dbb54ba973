/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
 * `${id}.${timestamp}.${body}`, HMAC-SHA256 under the secret's bytes (base64 after `whsec_`),
 * sent as `webhook-signature: v1,<base64>`. Receivers verify with any implementation of the
 * scheme (the tests use the reference library).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNING_SECRET_PREFIX = 'whsec_';

export function generateSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The three Standard Webhooks headers. Several secrets (a rotated one during its overlap) give
 * one `v1,<sig>` per secret, space-separated: a receiver holding either secret verifies.
 */
export function signWebhook(
  secrets: string | readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
) {
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.slice(SIGNING_SECRET_PREFIX.length), 'base64');
    const signature = createHmac('sha256', key)
      .update(`${id}.${timestampSeconds}.${body}`)
      .digest('base64');
    return `v1,${signature}`;
  });
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}
