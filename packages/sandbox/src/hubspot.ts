/**
 * HubSpot API stand-in: the part of HubSpot's public API LeadAtlas calls with a private app
 * access token, with HubSpot's request and response shapes.
 *
 * Endpoints (developers.hubspot.com/docs/api-reference, "legacy" v3/v4 paths):
 * - GET  /account-info/v3/details                        → { portalId, accountType, timeZone, … }
 * - GET  /crm/v3/objects/{companies|contacts}?limit&after → { results, paging? }
 * - POST /crm/v3/objects/{type}/search                    filterGroups (OR) of filters (AND), EQ and
 *   IN; at most 5 groups, 6 filters a group, 100 values an IN, limit ≤ 200, paging.next.after.
 *   IN on a string property matches lowercase values only (as HubSpot documents: send them
 *   lowercased). Search responses carry no X-HubSpot-RateLimit headers. The search index lags
 *   behind writes (HubSpot: new records may take seconds to appear): `setSearchLag(ms)` hides
 *   records created less than ms ago (0 by default).
 * - POST /crm/v3/objects/{type}/batch/create and /batch/update → 201 / 200
 *   { status: 'COMPLETE', results, startedAt, completedAt }.
 * - POST /crm/v3/objects/contacts/batch/upsert, idProperty 'email' → results carry `new`.
 * - POST /crm/v4/associations/{from}/{to}/batch/associate/default → results with
 *   associationSpec { associationCategory: 'HUBSPOT_DEFINED', associationTypeId } (contact →
 *   company: 279).
 *
 * Documented behaviours it follows:
 * - Auth: `Authorization: Bearer <token>`; otherwise 401 { status: 'error', message,
 *   correlationId, category: 'INVALID_AUTHENTICATION' }. A revoked token answers the same.
 * - Batches hold at most 100 inputs (400 VALIDATION_ERROR beyond). One refused input refuses the
 *   whole batch (400 "Property values were not valid: […]") unless every input carries an
 *   `objectWriteTraceId`: then HubSpot answers 207 Multi-Status with the accepted `results` and
 *   one `errors` entry per refused input naming it in `context.objectWriteTraceId`.
 * - Values are checked against the default property definitions: unknown property
 *   (PROPERTY_DOESNT_EXIST), invalid email (INVALID_EMAIL), number properties, enumeration
 *   options (INVALID_OPTION, e.g. `industry`). Emails are stored lowercased; a contact per email
 *   (batch/create of an existing email is a 409 CONFLICT "Contact already exists. Existing ID:").
 *   Companies are not unique by domain at HubSpot (the API creates duplicates): the controls
 *   report them so tests can prove a connector never makes one.
 * - batch/update of ids that do not exist: OBJECT_NOT_FOUND errors with `context.ids` (207 when
 *   others were updated, 404 when none was).
 * - Rate limits per token, like private apps: N requests per rolling 10 s (default 100), and the
 *   search endpoints 5 a second; 429 { status: 'error', message: 'You have reached your
 *   ten_secondly_rolling limit.', errorType: 'RATE_LIMIT', policyName, correlationId } with a
 *   Retry-After (seconds) saying when the window frees a slot.
 * Approximations: the wording of the batch-size and duplicate-id messages, the 500 body, and the
 * industry options (a subset of HubSpot's ~150; any other value is refused as HubSpot refuses a
 * value outside the options).
 */
import { randomUUID } from 'node:crypto';
import { json, type Handler, type Incoming, type Reply } from './http.js';

export const SANDBOX_HUBSPOT_TOKEN = 'pat-na1-sandbox-leadatlas';
export const SANDBOX_HUBSPOT_PORTAL_ID = 24681357;

const BATCH_LIMIT = 100;
const CONTACT_TO_COMPANY_TYPE_ID = 279;
const AUTH_MESSAGE =
  'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview';

export type HubspotObjectType = 'companies' | 'contacts';

export interface HubspotRecord {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface HubspotAssociation {
  contactId: string;
  companyId: string;
  associationTypeId: number;
}

export interface HubspotCall {
  method: string;
  path: string;
  status: number;
  /** Inputs of a batch call, values of a search's filters. */
  size: number;
}

export interface HubspotControls {
  /** The private app token the stand-in accepts (until revokeToken()). */
  readonly accessToken: string;
  readonly portalId: number;
  companies(): HubspotRecord[];
  contacts(): HubspotRecord[];
  associations(): HubspotAssociation[];
  /** Domains held by more than one company (HubSpot lets the API create them). */
  duplicateDomains(): string[];
  /** A record already in the portal (made by hand in HubSpot). */
  addRecord(type: HubspotObjectType, properties: Record<string, string>): HubspotRecord;
  /** Searches do not see records created less than this long ago (HubSpot's index lag). */
  setSearchLag(ms: number): void;
  /** Requests per rolling window per token, and search requests per second. */
  setRateLimit(limit: { max?: number; windowMs?: number; searchPerSecond?: number }): void;
  /** The next call (to a path containing `path`, when given) fails with HubSpot's body. */
  failNext(status: number, options?: { path?: string; retryAfterSeconds?: number }): void;
  /**
   * The token stops working (the private app was deleted or its token rotated): now, or after
   * `afterCalls` more authenticated calls (mid-push).
   */
  revokeToken(options?: { afterCalls?: number }): void;
  restoreToken(): void;
  /** Authenticated calls, oldest first. */
  readonly calls: HubspotCall[];
  /** Calls whose path contains `path` (all when omitted). */
  callCount(path?: string): number;
  reset(): void;
}

// ---------------------------------------------------------------------------------------------
// Default properties and how HubSpot checks their values.

type PropertyKind = 'string' | 'email' | 'number' | 'enumeration';

const INDUSTRY_OPTIONS = [
  'ACCOUNTING',
  'ARCHITECTURE_PLANNING',
  'AUTOMOTIVE',
  'BANKING',
  'COMPUTER_SOFTWARE',
  'CONSTRUCTION',
  'CONSUMER_SERVICES',
  'EDUCATION_MANAGEMENT',
  'FINANCIAL_SERVICES',
  'FOOD_BEVERAGES',
  'HEALTH_WELLNESS_AND_FITNESS',
  'HIGHER_EDUCATION',
  'HOSPITAL_HEALTH_CARE',
  'HOSPITALITY',
  'INFORMATION_TECHNOLOGY_AND_SERVICES',
  'INSURANCE',
  'LAW_PRACTICE',
  'LEGAL_SERVICES',
  'MANAGEMENT_CONSULTING',
  'MARKETING_AND_ADVERTISING',
  'MEDICAL_PRACTICE',
  'REAL_ESTATE',
  'RESTAURANTS',
  'RETAIL',
  'VETERINARY',
];

const PROPERTIES: Record<HubspotObjectType, Record<string, PropertyKind>> = {
  companies: {
    name: 'string',
    domain: 'string',
    website: 'string',
    phone: 'string',
    address: 'string',
    address2: 'string',
    city: 'string',
    state: 'string',
    zip: 'string',
    country: 'string',
    description: 'string',
    industry: 'enumeration',
    numberofemployees: 'number',
    annualrevenue: 'number',
    linkedin_company_page: 'string',
    facebook_company_page: 'string',
    twitterhandle: 'string',
  },
  contacts: {
    email: 'email',
    firstname: 'string',
    lastname: 'string',
    phone: 'string',
    mobilephone: 'string',
    jobtitle: 'string',
    company: 'string',
    website: 'string',
    address: 'string',
    city: 'string',
    state: 'string',
    zip: 'string',
    country: 'string',
  },
};

/** Read-only properties every record has. */
const SYSTEM_PROPERTIES = ['hs_object_id', 'createdate', 'lastmodifieddate', 'hs_lastmodifieddate'];
const DEFAULT_SEARCH_PROPERTIES: Record<HubspotObjectType, string[]> = {
  companies: ['domain', 'name', 'createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  contacts: ['email', 'firstname', 'lastname', 'createdate', 'lastmodifieddate', 'hs_object_id'],
};

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

interface PropertyError {
  message: string;
  code: string;
  name: string;
}

function checkProperty(type: HubspotObjectType, name: string, value: string): PropertyError | null {
  const kind = PROPERTIES[type][name];
  if (!kind) {
    return { message: `Property "${name}" does not exist`, code: 'PROPERTY_DOESNT_EXIST', name };
  }
  if (value === '') return null; // clears the value
  if (kind === 'email' && !EMAIL.test(value)) {
    return { message: `Email address ${value} is invalid`, code: 'INVALID_EMAIL', name };
  }
  if (kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) {
    return { message: `${value} was not a valid number.`, code: 'INVALID_DOUBLE', name };
  }
  if (kind === 'enumeration' && !INDUSTRY_OPTIONS.includes(value)) {
    return {
      message: `${value} was not one of the allowed options: [${INDUSTRY_OPTIONS.join(', ')}]`,
      code: 'INVALID_OPTION',
      name,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Errors as HubSpot writes them.

class HubspotError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly category: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function errorBody(status: number, message: string, category: string, extra = {}) {
  return { status: 'error', message, correlationId: randomUUID(), category, ...extra };
}

/** "Property values were not valid: [...]", HubSpot's summary of refused values. */
function validationMessage(errors: PropertyError[]): string {
  const items = errors.map((error) => ({
    isValid: false,
    message: error.message,
    error: error.code,
    name: error.name,
    localizedErrorMessage: error.message,
    portalId: SANDBOX_HUBSPOT_PORTAL_ID,
  }));
  return `Property values were not valid: ${JSON.stringify(items)}`;
}

function rateLimitReply(policy: 'TEN_SECONDLY_ROLLING' | 'SECONDLY', retryAfter: number): Reply {
  const message =
    policy === 'SECONDLY'
      ? 'You have reached your secondly limit.'
      : 'You have reached your ten_secondly_rolling limit.';
  return json(
    429,
    {
      status: 'error',
      message,
      errorType: 'RATE_LIMIT',
      correlationId: randomUUID(),
      policyName: policy,
      groupName: `publicapi:private-app-api-calls-${policy === 'SECONDLY' ? 'secondly' : 'ten-secondly'}:${SANDBOX_HUBSPOT_PORTAL_ID}`,
    },
    { 'retry-after': String(retryAfter) },
  );
}

/** What HubSpot answers for an injected failure status. */
export function hubspotFailure(status: number, retryAfterSeconds = 1): Reply {
  if (status === 429) return rateLimitReply('TEN_SECONDLY_ROLLING', retryAfterSeconds);
  if (status === 401) return json(401, errorBody(401, AUTH_MESSAGE, 'INVALID_AUTHENTICATION'));
  if (status === 403) {
    return json(
      403,
      errorBody(
        403,
        "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
        'MISSING_SCOPES',
      ),
    );
  }
  if (status >= 500) return json(status, errorBody(status, 'internal error', 'INTERNAL_ERROR'));
  return json(status, errorBody(status, 'Bad request', 'VALIDATION_ERROR'));
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

type Json = Record<string, unknown>;

function parseBody(request: Incoming): Json {
  if (!request.body) return {};
  try {
    const value: unknown = JSON.parse(request.body);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  } catch (error) {
    throw new HubspotError(
      400,
      `Invalid input JSON on line 1: ${error instanceof Error ? error.message : 'unreadable'}`,
      'VALIDATION_ERROR',
    );
  }
  throw new HubspotError(400, 'Invalid input JSON: expected an object', 'VALIDATION_ERROR');
}

interface BatchInput {
  id?: string;
  idProperty?: string;
  properties: Record<string, string>;
  objectWriteTraceId?: string;
  from?: { id: string };
  to?: { id: string };
}

function batchInputs(body: Json): BatchInput[] {
  const inputs = body.inputs;
  if (!Array.isArray(inputs)) {
    throw new HubspotError(400, 'Invalid input JSON: inputs is required', 'VALIDATION_ERROR');
  }
  if (inputs.length > BATCH_LIMIT) {
    throw new HubspotError(
      400,
      `Too many inputs: ${inputs.length} is more than the limit of ${BATCH_LIMIT}`,
      'VALIDATION_ERROR',
    );
  }
  return inputs.map((raw) => {
    const input = (raw ?? {}) as Json;
    const properties: Record<string, string> = {};
    for (const [key, value] of Object.entries((input.properties ?? {}) as Json)) {
      properties[key] = value === null || value === undefined ? '' : String(value);
    }
    return {
      ...(typeof input.id === 'string' ? { id: input.id } : {}),
      ...(typeof input.idProperty === 'string' ? { idProperty: input.idProperty } : {}),
      ...(typeof input.objectWriteTraceId === 'string'
        ? { objectWriteTraceId: input.objectWriteTraceId }
        : {}),
      ...(input.from ? { from: input.from as { id: string } } : {}),
      ...(input.to ? { to: input.to as { id: string } } : {}),
      properties,
    };
  });
}

/** One input's refusal, for a 207 (or the reason its whole batch is refused). */
interface InputError {
  input: BatchInput;
  status: number;
  category: string;
  message: string;
  details: PropertyError[];
  context?: Record<string, string[]>;
}

// ---------------------------------------------------------------------------------------------

export function createHubspotStandIn(): { handler: Handler; controls: HubspotControls } {
  const store: Record<HubspotObjectType, Map<string, HubspotRecord>> = {
    companies: new Map(),
    contacts: new Map(),
  };
  const links = new Map<string, HubspotAssociation>();
  const nextId: Record<HubspotObjectType, number> = {
    companies: 20_000_000_001,
    contacts: 30_000_000_001,
  };
  const calls: HubspotCall[] = [];
  const failures: Array<{ status: number; path?: string; retryAfterSeconds: number }> = [];
  let revoked = false;
  /** Authenticated calls left before the token is revoked (null: no revocation pending). */
  let callsBeforeRevocation: number | null = null;
  let limit = { max: 100, windowMs: 10_000, searchPerSecond: 5 };
  let recent: number[] = [];
  let recentSearches: number[] = [];
  let searchLagMs = 0;

  const now = () => new Date().toISOString();

  function record(type: HubspotObjectType, properties: Record<string, string>): HubspotRecord {
    const id = String(nextId[type]++);
    const at = now();
    const created: HubspotRecord = {
      id,
      properties: { ...normalise(type, properties), hs_object_id: id, createdate: at },
      createdAt: at,
      updatedAt: at,
    };
    store[type].set(id, created);
    return created;
  }

  function normalise(type: HubspotObjectType, properties: Record<string, string>) {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(properties)) {
      out[key] = type === 'contacts' && key === 'email' ? value.toLowerCase() : value;
    }
    return out;
  }

  function update(target: HubspotRecord, type: HubspotObjectType, props: Record<string, string>) {
    for (const [key, value] of Object.entries(normalise(type, props))) {
      if (value === '') delete target.properties[key];
      else target.properties[key] = value;
    }
    target.updatedAt = now();
  }

  function contactByEmail(email: string): HubspotRecord | undefined {
    const wanted = email.toLowerCase();
    return [...store.contacts.values()].find((contact) => contact.properties.email === wanted);
  }

  function view(target: HubspotRecord, extra: Record<string, unknown> = {}) {
    const properties: Record<string, string> = {
      ...target.properties,
      hs_lastmodifieddate: target.updatedAt,
      lastmodifieddate: target.updatedAt,
    };
    return {
      id: target.id,
      properties,
      createdAt: target.createdAt,
      updatedAt: target.updatedAt,
      archived: false,
      ...extra,
    };
  }

  function propertyErrors(type: HubspotObjectType, input: BatchInput): PropertyError[] {
    const errors: PropertyError[] = [];
    for (const [name, value] of Object.entries(input.properties)) {
      if (SYSTEM_PROPERTIES.includes(name)) {
        errors.push({ message: `${name} is a read only property`, code: 'READ_ONLY_VALUE', name });
        continue;
      }
      const error = checkProperty(type, name, value);
      if (error) errors.push(error);
    }
    return errors;
  }

  function refusal(input: BatchInput, details: PropertyError[]): InputError {
    return {
      input,
      status: 400,
      category: 'VALIDATION_ERROR',
      message: validationMessage(details),
      details,
    };
  }

  /**
   * A batch write: refused inputs make a 207 when every input carries a trace id, else the
   * first refusal refuses the batch (nothing is written).
   */
  function batchWrite(
    inputs: BatchInput[],
    check: (input: BatchInput) => InputError | null,
    write: (input: BatchInput) => Record<string, unknown>,
    okStatus: number,
  ): Reply {
    const startedAt = now();
    const refused = new Map<BatchInput, InputError>();
    for (const input of inputs) {
      const error = check(input);
      if (error) refused.set(input, error);
    }
    const traced = inputs.length > 0 && inputs.every((input) => input.objectWriteTraceId);
    const first = refused.values().next().value;
    if (first && !traced) {
      throw new HubspotError(first.status, first.message, first.category, {
        ...(first.context ? { context: first.context } : {}),
        errors: first.details.map(detailOf),
      });
    }
    const results = inputs.filter((input) => !refused.has(input)).map(write);
    const body: Json = { status: 'COMPLETE', results, startedAt, completedAt: now() };
    if (refused.size === 0) return json(okStatus, body);
    body.numErrors = refused.size;
    body.errors = [...refused.values()].map((error) => ({
      status: 'error',
      category: error.category,
      message: error.message,
      context: { ...error.context, objectWriteTraceId: [error.input.objectWriteTraceId!] },
      errors: error.details.map(detailOf),
    }));
    return json(207, body);
  }

  function detailOf(detail: PropertyError) {
    return { message: detail.message, code: detail.code, context: { propertyName: [detail.name] } };
  }

  function traceOf(input: BatchInput) {
    return input.objectWriteTraceId ? { objectWriteTraceId: input.objectWriteTraceId } : {};
  }

  // -- endpoints ------------------------------------------------------------------------------

  function batchCreate(type: HubspotObjectType, body: Json): Reply {
    return batchWrite(
      batchInputs(body),
      (input) => {
        const details = propertyErrors(type, input);
        if (details.length > 0) return refusal(input, details);
        const existing = type === 'contacts' && input.properties.email;
        const clash = existing ? contactByEmail(existing) : undefined;
        if (clash) {
          return {
            input,
            status: 409,
            category: 'CONFLICT',
            message: `Contact already exists. Existing ID: ${clash.id}`,
            details: [],
          };
        }
        return null;
      },
      (input) => view(record(type, input.properties), traceOf(input)),
      201,
    );
  }

  function batchUpdate(type: HubspotObjectType, body: Json): Reply {
    const inputs = batchInputs(body);
    const missing = inputs.filter((input) => !input.id || !store[type].has(input.id));
    const notFound = `Could not get some ${type === 'companies' ? 'COMPANY' : 'CONTACT'} objects, they may be deleted or not exist. Check that ids are valid.`;
    if (missing.length > 0 && missing.length === inputs.length) {
      throw new HubspotError(404, notFound, 'OBJECT_NOT_FOUND', {
        context: { ids: missing.map((input) => input.id ?? '') },
      });
    }
    return batchWrite(
      inputs,
      (input) => {
        if (missing.includes(input)) {
          return {
            input,
            status: 404,
            category: 'OBJECT_NOT_FOUND',
            message: notFound,
            details: [],
            context: { ids: [input.id ?? ''] },
          };
        }
        const details = propertyErrors(type, input);
        return details.length > 0 ? refusal(input, details) : null;
      },
      (input) => {
        const target = store[type].get(input.id!)!;
        update(target, type, input.properties);
        return view(target, traceOf(input));
      },
      200,
    );
  }

  function contactUpsert(body: Json): Reply {
    const inputs = batchInputs(body);
    const ids = inputs.map((input) => (input.id ?? '').toLowerCase());
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) {
      throw new HubspotError(
        400,
        `Duplicate IDs found in batch input: [${[...new Set(repeated)].join(', ')}]. IDs must be unique`,
        'VALIDATION_ERROR',
      );
    }
    for (const input of inputs) {
      if (input.idProperty !== 'email') {
        throw new HubspotError(
          400,
          `${input.idProperty ?? 'idProperty'} is not a unique identifier property for contacts; use email`,
          'VALIDATION_ERROR',
        );
      }
    }
    return batchWrite(
      inputs,
      (input) => {
        const details = propertyErrors('contacts', {
          ...input,
          properties: { ...input.properties, email: input.id ?? '' },
        });
        return details.length > 0 ? refusal(input, details) : null;
      },
      (input) => {
        const email = input.id!;
        const existing = contactByEmail(email);
        if (existing) {
          update(existing, 'contacts', input.properties);
          return view(existing, { ...traceOf(input), new: false });
        }
        return view(record('contacts', { ...input.properties, email }), {
          ...traceOf(input),
          new: true,
        });
      },
      200,
    );
  }

  function associateDefault(from: string, to: string, body: Json): Reply {
    if (from !== 'contact' && from !== 'contacts') {
      throw new HubspotError(400, `Unsupported association ${from} → ${to}`, 'VALIDATION_ERROR');
    }
    if (to !== 'company' && to !== 'companies') {
      throw new HubspotError(400, `Unsupported association ${from} → ${to}`, 'VALIDATION_ERROR');
    }
    const startedAt = now();
    const inputs = batchInputs(body).map((input) => ({
      contactId: String(input.from?.id ?? ''),
      companyId: String(input.to?.id ?? ''),
    }));
    for (const { contactId, companyId } of inputs) {
      if (!store.contacts.has(contactId) || !store.companies.has(companyId)) {
        throw new HubspotError(
          400,
          `One or more objects could not be found: contact ${contactId}, company ${companyId}`,
          'VALIDATION_ERROR',
        );
      }
    }
    const results = inputs.map(({ contactId, companyId }) => {
      links.set(`${contactId}:${companyId}`, {
        contactId,
        companyId,
        associationTypeId: CONTACT_TO_COMPANY_TYPE_ID,
      });
      return {
        from: { id: contactId },
        to: { id: companyId },
        associationSpec: {
          associationCategory: 'HUBSPOT_DEFINED',
          associationTypeId: CONTACT_TO_COMPANY_TYPE_ID,
        },
      };
    });
    return json(200, { status: 'COMPLETE', results, startedAt, completedAt: now() });
  }

  function search(type: HubspotObjectType, body: Json): { reply: Reply; size: number } {
    const groups = Array.isArray(body.filterGroups) ? (body.filterGroups as Json[]) : [];
    if (groups.length > 5) {
      throw new HubspotError(400, 'Too many filter groups (the limit is 5)', 'VALIDATION_ERROR');
    }
    let size = 0;
    const tests = groups.map((group) => {
      const filters = Array.isArray(group.filters) ? (group.filters as Json[]) : [];
      if (filters.length > 6) {
        throw new HubspotError(
          400,
          'Too many filters in a group (the limit is 6)',
          'VALIDATION_ERROR',
        );
      }
      return filters.map((filter) => {
        const name = String(filter.propertyName ?? '');
        const operator = String(filter.operator ?? 'EQ');
        if (operator === 'IN') {
          const values = Array.isArray(filter.values) ? filter.values.map(String) : [];
          if (values.length > 100) {
            throw new HubspotError(
              400,
              'Too many values in an IN filter (the limit is 100)',
              'VALIDATION_ERROR',
            );
          }
          size += values.length;
          // String values of IN match lowercase: a value with capitals matches nothing.
          return (target: HubspotRecord) =>
            values.includes((target.properties[name] ?? '').toLowerCase());
        }
        if (operator === 'EQ') {
          size += 1;
          const value = String(filter.value ?? '').toLowerCase();
          return (target: HubspotRecord) => (target.properties[name] ?? '').toLowerCase() === value;
        }
        throw new HubspotError(400, `Unsupported operator ${operator}`, 'VALIDATION_ERROR');
      });
    });
    const pageSize = Math.min(Number(body.limit ?? 10) || 10, 200);
    if (Number(body.limit) > 200) {
      throw new HubspotError(400, 'limit must be at most 200', 'VALIDATION_ERROR');
    }
    const after = Number(body.after ?? 0) || 0;
    const indexed = Date.now() - searchLagMs;
    const matches = [...store[type].values()]
      .filter((target) => Date.parse(target.createdAt) <= indexed)
      .filter(
        (target) => tests.length === 0 || tests.some((group) => group.every((t) => t(target))),
      )
      .sort((a, b) => Number(a.id) - Number(b.id));
    const wanted = Array.isArray(body.properties)
      ? (body.properties as unknown[]).map(String)
      : DEFAULT_SEARCH_PROPERTIES[type];
    const results = matches.slice(after, after + pageSize).map((target) => {
      const full = view(target);
      const properties: Record<string, string | null> = { hs_object_id: target.id };
      for (const name of wanted) properties[name] = full.properties[name] ?? null;
      return { ...full, properties };
    });
    const next =
      after + pageSize < matches.length ? { next: { after: String(after + pageSize) } } : {};
    return {
      reply: json(200, { total: matches.length, results, ...(next.next ? { paging: next } : {}) }),
      size,
    };
  }

  function list(type: HubspotObjectType, url: URL): Reply {
    const pageSize = Math.min(Number(url.searchParams.get('limit') ?? 10) || 10, 100);
    const after = Number(url.searchParams.get('after') ?? 0) || 0;
    const all = [...store[type].values()];
    const results = all.slice(after, after + pageSize).map((target) => view(target));
    const paging =
      after + pageSize < all.length
        ? {
            paging: {
              next: {
                after: String(after + pageSize),
                link: `${url.pathname}?after=${after + pageSize}`,
              },
            },
          }
        : {};
    return json(200, { results, ...paging });
  }

  function objectType(segment: string | undefined): HubspotObjectType {
    if (segment === 'companies' || segment === 'contacts') return segment;
    throw new HubspotError(
      400,
      `Unable to infer object type from: ${segment ?? ''}`,
      'VALIDATION_ERROR',
    );
  }

  function route(request: Incoming): { reply: Reply; size: number } {
    const path = request.url.pathname;
    const parts = path.split('/').filter(Boolean);
    if (request.method === 'GET' && path === '/account-info/v3/details') {
      return {
        reply: json(200, {
          portalId: SANDBOX_HUBSPOT_PORTAL_ID,
          accountType: 'STANDARD',
          timeZone: 'Europe/Madrid',
          companyCurrency: 'EUR',
          additionalCurrencies: [],
          utcOffset: '+01:00',
          utcOffsetMilliseconds: 3_600_000,
          uiDomain: 'app-eu1.hubspot.com',
          dataHostingLocation: 'eu1',
        }),
        size: 0,
      };
    }
    if (parts[0] === 'crm' && parts[1] === 'v3' && parts[2] === 'objects') {
      const type = objectType(parts[3]);
      const action = parts.slice(4).join('/');
      if (request.method === 'GET' && action === '')
        return { reply: list(type, request.url), size: 0 };
      if (request.method === 'POST') {
        const body = parseBody(request);
        const size = Array.isArray(body.inputs) ? body.inputs.length : 0;
        if (action === 'search') return search(type, body);
        if (action === 'batch/create') return { reply: batchCreate(type, body), size };
        if (action === 'batch/update') return { reply: batchUpdate(type, body), size };
        if (action === 'batch/upsert' && type === 'contacts')
          return { reply: contactUpsert(body), size };
      }
    }
    if (
      request.method === 'POST' &&
      parts[0] === 'crm' &&
      parts[1] === 'v4' &&
      parts[2] === 'associations' &&
      parts.slice(5).join('/') === 'batch/associate/default'
    ) {
      const body = parseBody(request);
      const size = Array.isArray(body.inputs) ? body.inputs.length : 0;
      return { reply: associateDefault(parts[3] ?? '', parts[4] ?? '', body), size };
    }
    throw new HubspotError(404, 'resource not found', 'OBJECT_NOT_FOUND');
  }

  /** A 429 when this token spent its window (or, for a search, its second). */
  function rateLimited(isSearch: boolean): Reply | null {
    const at = Date.now();
    recent = recent.filter((time) => time > at - limit.windowMs);
    recentSearches = recentSearches.filter((time) => time > at - 1000);
    if (recent.length >= limit.max) {
      return rateLimitReply(
        'TEN_SECONDLY_ROLLING',
        Math.max(1, Math.ceil((recent[0]! + limit.windowMs - at) / 1000)),
      );
    }
    if (isSearch && recentSearches.length >= limit.searchPerSecond) {
      return rateLimitReply('SECONDLY', 1);
    }
    recent.push(at);
    if (isSearch) recentSearches.push(at);
    return null;
  }

  const handler: Handler = (request) => {
    const path = request.url.pathname;
    if (callsBeforeRevocation !== null && callsBeforeRevocation-- <= 0) {
      revoked = true;
      callsBeforeRevocation = null;
    }
    if (revoked || request.headers.authorization !== `Bearer ${SANDBOX_HUBSPOT_TOKEN}`) {
      return json(401, errorBody(401, AUTH_MESSAGE, 'INVALID_AUTHENTICATION'));
    }
    const isSearch = path.endsWith('/search');
    const limited = rateLimited(isSearch);
    if (limited) {
      calls.push({ method: request.method, path, status: 429, size: 0 });
      return limited;
    }
    const index = failures.findIndex((failure) => !failure.path || path.includes(failure.path));
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      calls.push({ method: request.method, path, status: failure!.status, size: 0 });
      return hubspotFailure(failure!.status, failure!.retryAfterSeconds);
    }
    let reply: Reply;
    let size = 0;
    try {
      ({ reply, size } = route(request));
    } catch (error) {
      if (!(error instanceof HubspotError)) throw error;
      reply = json(
        error.status,
        errorBody(error.status, error.message, error.category, error.extra),
      );
    }
    if (!isSearch) {
      reply.headers = {
        ...reply.headers,
        'x-hubspot-ratelimit-max': String(limit.max),
        'x-hubspot-ratelimit-remaining': String(Math.max(0, limit.max - recent.length)),
        'x-hubspot-ratelimit-interval-milliseconds': String(limit.windowMs),
      };
    }
    calls.push({ method: request.method, path, status: reply.status, size });
    return reply;
  };

  // -- test controls --------------------------------------------------------------------------

  const controls: HubspotControls = {
    get accessToken() {
      return SANDBOX_HUBSPOT_TOKEN;
    },
    portalId: SANDBOX_HUBSPOT_PORTAL_ID,
    companies: () => [...store.companies.values()].map((target) => structuredClone(target)),
    contacts: () => [...store.contacts.values()].map((target) => structuredClone(target)),
    associations: () => [...links.values()].map((link) => ({ ...link })),
    duplicateDomains() {
      const seen = new Map<string, number>();
      for (const company of store.companies.values()) {
        const domain = company.properties.domain?.toLowerCase();
        if (domain) seen.set(domain, (seen.get(domain) ?? 0) + 1);
      }
      return [...seen].filter(([, count]) => count > 1).map(([domain]) => domain);
    },
    addRecord: (type, properties) => structuredClone(record(type, properties)),
    setSearchLag(ms) {
      searchLagMs = ms;
    },
    setRateLimit(next) {
      limit = { ...limit, ...next };
      recent = [];
      recentSearches = [];
    },
    failNext(status, options = {}) {
      failures.push({
        status,
        ...(options.path ? { path: options.path } : {}),
        retryAfterSeconds: options.retryAfterSeconds ?? 1,
      });
    },
    revokeToken(options = {}) {
      if (options.afterCalls) callsBeforeRevocation = options.afterCalls;
      else revoked = true;
    },
    restoreToken() {
      revoked = false;
      callsBeforeRevocation = null;
    },
    calls,
    callCount: (path) => calls.filter((call) => !path || call.path.includes(path)).length,
    reset() {
      store.companies.clear();
      store.contacts.clear();
      links.clear();
      calls.length = 0;
      failures.length = 0;
      revoked = false;
      callsBeforeRevocation = null;
      searchLagMs = 0;
      limit = { max: 100, windowMs: 10_000, searchPerSecond: 5 };
      recent = [];
      recentSearches = [];
    },
  };

  return { handler, controls };
}
