// Emails found by pattern (issue 15): a 500-lead sandbox search paying for email and the contact
// person, run by a separate worker twice, with EMAIL_PATTERN_FINDER off then on (each on a fresh
// database, so no verdict is cached from the other). Prints the share of leads delivered with a
// personal, named, verified email — an address of a person the site names, by the sandbox's
// truth — before and after, the guesses' outcomes, and the SMTP probes (RCPT TO) spent per lead.
// Usage: npm run build && node --import tsx bench/email-pattern.ts
import type { PricedField } from '@leadatlas/shared';
import { searchPayload, startStack } from './support/stack.js';

const LEADS = 500;
const pct = (part: number, whole: number) =>
  `${(whole === 0 ? 0 : (100 * part) / whole).toFixed(1)} %`;

interface Lead {
  website: string | null;
  email: string | null;
  email_status: string | null;
  fields_delivered: PricedField[];
  enrichment: { emailPattern?: { outcome: string; probes: number } };
}

interface Run {
  leads: number;
  personal: number;
  verified: number;
  namesSomeone: number;
  probes: number;
  outcomes: Map<string, number>;
  seconds: number;
}

async function run(finder: 'on' | 'off'): Promise<Run> {
  const stack = await startStack({
    // Tarpits and greylisting shortened so the run is minutes, not what they cost on the web.
    sandbox: { slowMs: 4000, greylistMs: 1000 },
    env: {
      EMAIL_PATTERN_FINDER: finder,
      SMTP_PROBE_TIMEOUT_MS: '1500',
      SMTP_GREYLIST_RETRY_MS: '1000',
    },
  });
  try {
    const { world } = stack.sandbox;
    const { searchId, started } = await stack.startSearch(
      searchPayload('restaurantes', 'Madrid', LEADS, [
        'phone',
        'website',
        'email',
        'contactPerson',
      ]),
    );
    await stack.waitSettled(searchId);
    const seconds = (Date.now() - started) / 1000;
    const { rows } = await stack.pool.query<Lead>(
      'select website, email, email_status, fields_delivered, enrichment from leads where search_id = $1',
      [searchId],
    );
    const result: Run = {
      leads: rows.length,
      personal: 0,
      verified: 0,
      namesSomeone: 0,
      probes: stack.sandbox.smtpCounts.rcpt,
      outcomes: new Map(),
      seconds,
    };
    for (const lead of rows) {
      const truth = lead.website ? world.siteTruth(new URL(lead.website).hostname) : undefined;
      const mailboxes = new Set(Object.values(truth?.mailboxes ?? {}));
      if (truth && truth.contacts.length > 0) result.namesSomeone += 1;
      const verified = lead.email_status === 'valid';
      if (verified) result.verified += 1;
      if (verified && lead.email && mailboxes.has(lead.email)) result.personal += 1;
      const outcome = lead.enrichment.emailPattern?.outcome;
      if (outcome) result.outcomes.set(outcome, (result.outcomes.get(outcome) ?? 0) + 1);
    }
    return result;
  } finally {
    await stack.close();
  }
}

const before = await run('off');
const after = await run('on');
for (const [label, r] of [
  ['pattern finding off', before],
  ['pattern finding on ', after],
] as const) {
  console.log(
    `${label}: ${r.leads} leads in ${r.seconds.toFixed(0)} s; personal named verified email ` +
      `${r.personal} (${pct(r.personal, r.leads)} of leads, ${pct(r.personal, r.namesSomeone)} of ` +
      `the ${r.namesSomeone} whose site names someone); any verified email ${pct(r.verified, r.leads)}; ` +
      `SMTP probes ${r.probes} (${(r.probes / Math.max(1, r.leads)).toFixed(2)} per lead)`,
  );
}
const extra = after.probes - before.probes;
console.log(
  `Pattern finding: +${after.personal - before.personal} personal verified emails ` +
    `(${pct(before.personal, before.leads)} → ${pct(after.personal, after.leads)}), ` +
    `${extra} extra probes (${(extra / Math.max(1, after.leads)).toFixed(2)} per lead); ` +
    `guesses: ${[...after.outcomes.entries()].map(([outcome, n]) => `${outcome} ${n}`).join(', ')}`,
);
