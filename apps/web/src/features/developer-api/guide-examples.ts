/**
 * The /developers guide's code: the common flow as curl commands against the origin the page
 * is served from, and a receiver's signature check. Kept as data so the e2e journey runs these
 * very commands' requests (e2e/tests/developer-api.spec.ts).
 */

export const FLOW_STEPS = ['estimate', 'start', 'poll', 'leads', 'export'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The search the examples ask for: small, so trying it costs few credits. */
export const EXAMPLE_SEARCH = {
  profession: 'dentists',
  location: 'Madrid',
  maxLeads: 10,
  fields: ['email'],
} as const;

const auth = '  -H "Authorization: Bearer $LEADATLAS_KEY"';
const json = '  -H "Content-Type: application/json"';

export function flowExamples(origin: string): Record<FlowStep | 'setup', string> {
  const body = JSON.stringify(EXAMPLE_SEARCH);
  return {
    setup: [`export LEADATLAS_URL="${origin}"`, 'export LEADATLAS_KEY="la_live_…"'].join('\n'),
    estimate: [
      'curl -sS -X POST "$LEADATLAS_URL/api/v1/searches/estimate" \\',
      `${auth} \\`,
      `${json} \\`,
      `  -d '${body}'`,
    ].join('\n'),
    start: [
      'curl -sS -X POST "$LEADATLAS_URL/api/v1/searches" \\',
      `${auth} \\`,
      `${json} \\`,
      '  -H "Idempotency-Key: $(uuidgen)" \\',
      `  -d '${body}'`,
    ].join('\n'),
    poll: ['curl -sS "$LEADATLAS_URL/api/v1/searches/$SEARCH_ID" \\', auth].join('\n'),
    leads: [
      'curl -sS "$LEADATLAS_URL/api/v1/searches/$SEARCH_ID/leads?limit=100" \\',
      `${auth}`,
      '',
      '# next page: the nextCursor of the previous answer',
      'curl -sS "$LEADATLAS_URL/api/v1/searches/$SEARCH_ID/leads?limit=100&cursor=$NEXT_CURSOR" \\',
      auth,
    ].join('\n'),
    export: [
      'curl -sS "$LEADATLAS_URL/api/v1/searches/$SEARCH_ID/export?format=jsonl" \\',
      `${auth} \\`,
      '  -o leads.jsonl',
    ].join('\n'),
  };
}

export const ERROR_EXAMPLE = JSON.stringify(
  {
    error: 'insufficient_credits',
    message: 'Not enough credits: `required` credits are needed and `available` are left.',
    required: 20,
    available: 5,
  },
  null,
  2,
);

export const WEBHOOK_EXAMPLE = JSON.stringify(
  {
    type: 'search.completed',
    timestamp: '2026-01-15T10:04:12.000Z',
    data: { search: { id: '…', status: 'completed', counts: { leads: 10 } } },
  },
  null,
  2,
);

/** A receiver's check of the Standard Webhooks signature, in Node without a library. */
export const VERIFY_EXAMPLE = `import crypto from 'node:crypto';

// body: the raw request body (a string), before any JSON parsing.
export function verifyLeadAtlasWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  // Refuse old messages: a replay cannot reuse a captured request.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto
    .createHmac('sha256', key)
    .update(\`\${id}.\${timestamp}.\${body}\`)
    .digest('base64');
  // Several signatures while a rotated secret's overlap lasts: any one may match.
  return headers['webhook-signature'].split(' ').some((part) => {
    const [version, signature] = part.split(',');
    return (
      version === 'v1' &&
      signature.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    );
  });
}`;
