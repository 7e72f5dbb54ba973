/**
 * Integrations (/integrations, wizard step 4, results; spec 001 §2.8, §3; issue 14): the
 * connections of an organization and the pushes of leads to them. Secrets go in and never come
 * back: a connection shows only their last four characters.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';
import {
  CONNECTION_STATUSES,
  INTEGRATION_PROVIDERS,
  PUSH_ERROR_CODES,
  PUSH_ITEM_STATUSES,
  PUSH_SKIP_REASONS,
  PUSH_STATUSES,
  PUSH_TRIGGERS,
} from '../integrations.js';
import { inputText } from './common.js';

export const integrationProviderSchema = z.enum(INTEGRATION_PROVIDERS);

export const integrationParamsSchema = z.object({
  orgId: z.uuid(),
  provider: integrationProviderSchema,
});

/** A token or key as services issue them: printable ASCII, no spaces (pasted text is trimmed). */
const secretText = (max = 500) =>
  inputText()
    .trim()
    .min(8)
    .max(max)
    .regex(/^[\x21-\x7E]+$/, 'invalid_secret');

/**
 * Pipedrive's company domain: the `acme` of acme.pipedrive.com (a pasted host or URL is
 * reduced to it).
 */
export const pipedriveDomainSchema = inputText()
  .trim()
  .toLowerCase()
  .transform((value) =>
    value
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/\.pipedrive\.com$/, ''),
  )
  .pipe(z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'invalid_domain'));

export const campaignIdSchema = inputText().trim().min(1).max(200);

export const webhookUrlSchema = inputText()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/ }));

/** PUT /api/organizations/{orgId}/integrations/{provider}: connect (or replace) after a test. */
export const connectIntegrationRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('hubspot'), accessToken: secretText() }),
  z.object({
    provider: z.literal('pipedrive'),
    apiToken: secretText(),
    companyDomain: pipedriveDomainSchema,
  }),
  z.object({
    provider: z.literal('instantly'),
    apiKey: secretText(),
    campaignId: campaignIdSchema,
  }),
  z.object({ provider: z.literal('lemlist'), apiKey: secretText(), campaignId: campaignIdSchema }),
  z.object({ provider: z.literal('webhook'), url: webhookUrlSchema }),
]);
export type ConnectIntegrationRequest = z.input<typeof connectIntegrationRequestSchema>;

/** POST …/integrations/{instantly|lemlist}/campaigns: test a key and list its campaigns. */
export const campaignLookupRequestSchema = z.object({ apiKey: secretText() });
export type CampaignLookupRequest = z.input<typeof campaignLookupRequestSchema>;

/** PATCH …/integrations/{instantly|lemlist}: another campaign for a saved connection. */
export const updateIntegrationRequestSchema = z.object({ campaignId: campaignIdSchema });
export type UpdateIntegrationRequest = z.input<typeof updateIntegrationRequestSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The service's own status word (active, paused, draft…), when it gives one. */
  status: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

/** One connector card: its state, what it needs, and what it is connected to. */
export const integrationViewSchema = z.object({
  provider: integrationProviderSchema,
  connected: z.boolean(),
  /** null while not connected. 'error': the last test or push was refused (statusReason says why). */
  status: z.enum(CONNECTION_STATUSES).nullable(),
  /** The service's own words for the last failure. */
  statusReason: z.string().nullable(),
  /** What it is connected to: "Portal 1234", "acme.pipedrive.com", the workspace, the host. */
  accountLabel: z.string().nullable(),
  /** The last four characters of the saved token or key ("…ab12"). */
  secretHint: z.string().nullable(),
  companyDomain: z.string().nullable(),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  webhookUrl: z.string().nullable(),
  /** The least plan that unlocks it (a webhook to a custom endpoint needs Pro). */
  requiredPlan: z.enum(PLAN_IDS),
  /** The organization's plan does not include it (connect is refused; pushes too). */
  locked: z.boolean(),
  connectedAt: z.string().nullable(),
  connectedBy: z.string().nullable(),
  lastTestedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type IntegrationView = z.infer<typeof integrationViewSchema>;

export const integrationListResponseSchema = z.object({
  integrations: z.array(integrationViewSchema),
  /** The caller's role lets them connect, test and disconnect (owner, admin). */
  canManage: z.boolean(),
});
export type IntegrationListResponse = z.infer<typeof integrationListResponseSchema>;

export const connectIntegrationResponseSchema = z.object({
  integration: integrationViewSchema,
  /** The webhook's signing secret ("whsec_…"), shown this once. */
  signingSecret: z.string().optional(),
});
export type ConnectIntegrationResponse = z.infer<typeof connectIntegrationResponseSchema>;

export const integrationResponseSchema = z.object({ integration: integrationViewSchema });
export type IntegrationResponse = z.infer<typeof integrationResponseSchema>;

/** POST /api/searches/{searchId}/pushes: all the search's leads, or the selected ones. */
export const createPushRequestSchema = z.object({
  provider: integrationProviderSchema,
  leadIds: z.array(z.uuid()).min(1).max(50_000).optional(),
});
export type CreatePushRequest = z.input<typeof createPushRequestSchema>;

export const pushParamsSchema = z.object({ pushId: z.uuid() });

export const pushViewSchema = z.object({
  id: z.string(),
  searchId: z.string().nullable(),
  provider: integrationProviderSchema,
  trigger: z.enum(PUSH_TRIGGERS),
  status: z.enum(PUSH_STATUSES),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Skipped leads per reason. */
  skippedReasons: z.partialRecord(z.enum(PUSH_SKIP_REASONS), z.number().int()),
  /** Why the whole push stopped, when it did: our code, and the service's words when it spoke. */
  errorCode: z.enum(PUSH_ERROR_CODES).nullable(),
  error: z.string().nullable(),
  /** When a waiting push tries again (rate limit or a service that is down). */
  nextAttemptAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PushView = z.infer<typeof pushViewSchema>;

/** A push as a search summary lists it (history). */
export const pushBriefSchema = pushViewSchema.pick({
  id: true,
  provider: true,
  status: true,
  total: true,
  created: true,
  updated: true,
  skipped: true,
  failed: true,
});
export type PushBrief = z.infer<typeof pushBriefSchema>;

export const pushResponseSchema = z.object({ push: pushViewSchema });
export type PushResponse = z.infer<typeof pushResponseSchema>;
export const pushListResponseSchema = z.object({ pushes: z.array(pushViewSchema) });
export type PushListResponse = z.infer<typeof pushListResponseSchema>;

export const pushItemStatusSchema = z.enum(PUSH_ITEM_STATUSES);
