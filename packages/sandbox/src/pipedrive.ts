/**
 * Pipedrive API stand-in: the part of Pipedrive's API the LeadAtlas connector calls, with
 * Pipedrive's request and response shapes. The app reaches it at PIPEDRIVE_API_URL =
 * http://127.0.0.1:PORT/{domain}: the company domain (acme of acme.pipedrive.com) is the first
 * path segment here, where Pipedrive has it in the host.
 *
 * Endpoints (API v2 wherever v2 has one, which Pipedrive recommends since its v1 persons and
 * organizations endpoints went out of support; users/me exists only in v1):
 *   GET   /api/v1/users/me                      the token's user and company (company_domain)
 *   GET   /api/v2/organizationFields            fields, custom ones with a 40-hex field_code
 *   POST  /api/v2/organizationFields            { field_name, field_type }
 *   GET   /api/v2/organizations/search          term, fields (address,custom_fields,notes,name),
 *                                               exact_match, limit
 *   GET   /api/v2/organizations?ids=1,2         up to 100 ids; deleted or unknown ones left out
 *   POST  /api/v2/organizations                 { name, address: { value, … }, custom_fields }
 *   GET   /api/v2/organizations/{id}, PATCH the same
 *   GET   /api/v2/persons/search                term, fields (custom_fields,email,notes,phone,
 *                                               name), exact_match, organization_id, limit
 *   GET   /api/v2/persons?ids=1,2
 *   POST  /api/v2/persons                       { name, org_id, emails: [{ value, primary,
 *                                               label }], phones: [...] }
 *   GET   /api/v2/persons/{id}, PATCH the same
 *
 * Documented behaviours followed:
 * - Auth: the `x-api-token` header (the v1 `api_token` query parameter is accepted too). A bad
 *   or revoked token gets 401 {"success":false,"error":"unauthorized access","errorCode":401,
 *   "error_info":"Please check developers.pipedrive.com"}, whatever the host (as observed live).
 * - Envelope: { success: true, data, additional_data }; errors { success: false, error,
 *   error_info, data: null, additional_data: null }; v2 errors also carry a `code`
 *   (ERR_SCHEMA_VALIDATION_FAILED for refused values here: the exact v2 wording is not
 *   documented, so the message names the field and the problem).
 * - Search: exact_match is case-insensitive and whole-value; the term needs 2 characters (1
 *   with exact_match); results are { items: [{ result_score, item }] } with the matched
 *   custom field values as strings. Pipedrive's search index trails writes by a few seconds:
 *   `setSearchLag(ms)` hides records younger than that from searches.
 * - Rate limits per token in a rolling 2-second window (Pipedrive's api_token burst limits:
 *   80 requests per 2 s on Professional; search 10 per 2 s on every plan). Every answer
 *   carries x-ratelimit-limit / -remaining / -reset (seconds); past the limit: 429
 *   {"success":false,"error":"Request over limit","errorCode":429,…} with Retry-After.
 * - Company domain: Pipedrive routes by token (the host only picks the data centre), so a known
 *   domain of another company serves the token's own company; an unknown domain is 404.
 * Not modelled: the daily token budget, deals, notes, owners' visibility groups.
 */
import { randomBytes } from 'node:crypto';
import { json, type Handler, type Incoming, type Reply } from './http.js';

const ERROR_INFO =
  'Please check developers.pipedrive.com for more information about Pipedrive API.';
const AUTH_ERROR_INFO = 'Please check developers.pipedrive.com';

export interface PipedriveContactValue {
  value: string;
  primary: boolean;
  label: string;
}

export interface PipedriveOrganization {
  id: number;
  name: string;
  owner_id: number;
  add_time: string;
  update_time: string;
  is_deleted: boolean;
  visible_to: number;
  address: Record<string, string | null> | null;
  label_ids: number[];
  custom_fields: Record<string, unknown>;
}

export interface PipedrivePerson {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  owner_id: number;
  org_id: number | null;
  add_time: string;
  update_time: string;
  emails: PipedriveContactValue[];
  phones: PipedriveContactValue[];
  is_deleted: boolean;
  visible_to: number;
  label_ids: number[];
  picture_id: number | null;
  custom_fields: Record<string, unknown>;
}

export interface PipedriveField {
  field_name: string;
  field_code: string;
  field_type: string;
  is_custom_field: boolean;
  is_optional_response_field: boolean;
  options: null;
  subfields: null;
}

export interface PipedriveRateLimit {
  /** Requests per window and token (every endpoint). */
  requests: number;
  /** Search requests per window and token (they count as requests too). */
  searches: number;
  windowMs: number;
}

export interface PipedriveCall {
  method: string;
  /** Path after the company domain, e.g. /api/v2/persons/search. */
  path: string;
  status: number;
}

export interface PipedriveControls {
  readonly apiToken: string;
  readonly companyDomain: string;
  organizations(): PipedriveOrganization[];
  persons(): PipedrivePerson[];
  organizationFields(): PipedriveField[];
  /** Every request the handler answered, oldest first. */
  calls(): PipedriveCall[];
  /** Answer the next `times` requests with this status (Pipedrive's error body for it). */
  failNext(status: number, times?: number): void;
  /** The token stops working (the user regenerated it, or an admin turned API access off). */
  revokeToken(): void;
  /** Persons or organizations with this value (a name or an email) are refused with a 400. */
  refuseValue(value: string): void;
  setRateLimit(limit: Partial<PipedriveRateLimit>): void;
  /** Searches do not see records younger than this (Pipedrive's index lag). */
  setSearchLag(ms: number): void;
  /** A domain that exists but belongs to another company. */
  addCompanyDomain(domain: string): void;
  reset(): void;
}

export const SANDBOX_PIPEDRIVE_TOKEN = 'sandbox-pipedrive-token';
export const SANDBOX_PIPEDRIVE_DOMAIN = 'sandbox';
const DEFAULT_RATE_LIMIT: PipedriveRateLimit = { requests: 80, searches: 10, windowMs: 2000 };
const USER_ID = 1;
const SEARCHABLE_CUSTOM_TYPES = new Set(['address', 'varchar', 'text', 'varchar_auto', 'phone']);
const FIELD_TYPES = new Set([
  'varchar',
  'text',
  'double',
  'phone',
  'date',
  'daterange',
  'time',
  'timerange',
  'set',
  'enum',
  'varchar_auto',
  'address',
  'monetary',
  'org',
  'people',
  'user',
]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------------------------------------
// Answers

function errorBody(status: number, error: string, code?: string) {
  return json(status, {
    success: false,
    error,
    ...(code ? { code } : {}),
    error_info: ERROR_INFO,
    data: null,
    additional_data: null,
  });
}

function unauthorized(): Reply {
  return json(401, {
    success: false,
    error: 'unauthorized access',
    errorCode: 401,
    error_info: AUTH_ERROR_INFO,
  });
}

function overLimit(retryAfterS: number, limit: number): Reply {
  return json(
    429,
    {
      success: false,
      error: 'Request over limit',
      errorCode: 429,
      error_info: ERROR_INFO,
      data: null,
      additional_data: null,
    },
    {
      'retry-after': String(retryAfterS),
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(retryAfterS),
    },
  );
}

function invalid(path: string, problem: string): Reply {
  return errorBody(400, `Validation failed: ${path}: ${problem}`, 'ERR_SCHEMA_VALIDATION_FAILED');
}

function ok(data: unknown, additional: unknown = null): Reply {
  return json(200, { success: true, data, additional_data: additional });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  402: 'Company account is not open',
  403: "You don't have permission to change this resource.",
  404: 'Not found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What Pipedrive answers with this status, for injected failures. */
export function pipedriveFailure(status: number): Reply {
  if (status === 401) return unauthorized();
  if (status === 429) return overLimit(2, DEFAULT_RATE_LIMIT.requests);
  if (status >= 500) {
    return json(status, {
      success: false,
      error: STATUS_TEXT[status] ?? 'Error',
      code: 'ERR_UNKNOWN',
    });
  }
  return errorBody(status, STATUS_TEXT[status] ?? 'Error');
}

// ---------------------------------------------------------------------------------------------
// Rate limiting: rolling windows per token.

class RollingWindow {
  private stamps: number[] = [];

  /** Room left, and seconds until the oldest request leaves the window. */
  state(now: number, limit: number, windowMs: number): { remaining: number; resetS: number } {
    this.stamps = this.stamps.filter((at) => at > now - windowMs);
    const oldest = this.stamps[0];
    const resetS =
      oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    return { remaining: limit - this.stamps.length, resetS };
  }

  take(now: number): void {
    this.stamps.push(now);
  }
}

// ---------------------------------------------------------------------------------------------
// Request parsing helpers

type Json = Record<string, unknown>;

function parseBody(request: Incoming): Json | Reply {
  if (!request.body) return {};
  try {
    const value: unknown = JSON.parse(request.body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  } catch {
    // answered below
  }
  return errorBody(400, 'Request body must be a JSON object', 'ERR_INVALID_INPUT');
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

function unknownKeys(body: Json, allowed: readonly string[]): string | null {
  return Object.keys(body).find((key) => !allowed.includes(key)) ?? null;
}

function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function booleanParam(url: URL, name: string): boolean | null | 'invalid' {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return 'invalid';
}

function idsParam(url: URL): number[] | null | 'invalid' {
  const raw = url.searchParams.get('ids');
  if (raw === null) return null;
  const ids = raw.split(',').map((part) => Number(part.trim()));
  if (ids.length > 100 || ids.some((id) => !Number.isInteger(id) || id <= 0)) return 'invalid';
  return ids;
}

function contactValues(
  value: unknown,
  path: string,
  check: (text: string) => string | null,
): PipedriveContactValue[] | Reply {
  if (!Array.isArray(value)) return invalid(path, 'must be an array');
  const list: PipedriveContactValue[] = [];
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== 'object' || entry === null)
      return invalid(`${path}/${index}`, 'must be an object');
    const item = entry as Json;
    if (typeof item.value !== 'string') return invalid(`${path}/${index}/value`, 'Required');
    const problem = check(item.value);
    if (problem) return invalid(`${path}/${index}/value`, problem);
    if (item.primary !== undefined && typeof item.primary !== 'boolean')
      return invalid(`${path}/${index}/primary`, 'must be boolean');
    if (item.label !== undefined && typeof item.label !== 'string')
      return invalid(`${path}/${index}/label`, 'must be string');
    list.push({
      value: item.value,
      primary: (item.primary as boolean | undefined) ?? false,
      label: (item.label as string | undefined) ?? 'work',
    });
  }
  // Pipedrive makes the first one primary when none is.
  if (list.length > 0 && !list.some((entry) => entry.primary)) list[0]!.primary = true;
  return list;
}

function matches(candidate: string | null | undefined, term: string, exact: boolean): boolean {
  if (!candidate) return false;
  const a = candidate.toLowerCase();
  return exact ? a === term : a.includes(term);
}

// ---------------------------------------------------------------------------------------------

const DEFAULT_FIELDS: PipedriveField[] = [
  ['Name', 'name', 'varchar'],
  ['Owner', 'owner_id', 'user'],
  ['Address', 'address', 'address'],
  ['Visible to', 'visible_to', 'visible_to'],
  ['Labels', 'label_ids', 'set'],
  ['Website', 'website', 'varchar'],
].map(([name, code, type]) => ({
  field_name: name!,
  field_code: code!,
  field_type: type!,
  is_custom_field: false,
  is_optional_response_field: code === 'website',
  options: null,
  subfields: null,
}));

export function createPipedriveStandIn(): { handler: Handler; controls: PipedriveControls } {
  const apiToken = SANDBOX_PIPEDRIVE_TOKEN;
  const companyDomain = SANDBOX_PIPEDRIVE_DOMAIN;
  let tokenValid = true;
  let rateLimit = { ...DEFAULT_RATE_LIMIT };
  let searchLagMs = 0;
  const otherDomains = new Set<string>();
  const refused = new Set<string>();
  const failures: number[] = [];
  const calls: PipedriveCall[] = [];
  const organizations = new Map<number, PipedriveOrganization>();
  const persons = new Map<number, PipedrivePerson>();
  /** When each record was written, for the search index lag. */
  const written = new WeakMap<PipedriveOrganization | PipedrivePerson, number>();
  let customFields: PipedriveField[] = [];
  let nextId = 1;
  const windows = new Map<string, { requests: RollingWindow; searches: RollingWindow }>();

  function isRefused(value: string): boolean {
    return refused.has(value.toLowerCase());
  }

  function indexed(record: PipedriveOrganization | PipedrivePerson, now: number): boolean {
    return !record.is_deleted && (written.get(record) ?? 0) <= now - searchLagMs;
  }

  function searchableValues(record: PipedriveOrganization | PipedrivePerson): string[] {
    return customFields
      .filter((field) => SEARCHABLE_CUSTOM_TYPES.has(field.field_type))
      .map((field) => record.custom_fields[field.field_code])
      .map((value) =>
        typeof value === 'string'
          ? value
          : typeof value === 'object' && value !== null && typeof (value as Json).value === 'string'
            ? ((value as Json).value as string)
            : null,
      )
      .filter((value): value is string => value !== null);
  }

  function customFieldsOf(value: unknown, path: string): Record<string, unknown> | Reply {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return invalid(path, 'must be an object');
    const result: Record<string, unknown> = {};
    for (const [code, fieldValue] of Object.entries(value as Json)) {
      const field = customFields.find((candidate) => candidate.field_code === code);
      if (!field) return invalid(`${path}/${code}`, 'Custom field not found');
      if (fieldValue !== null && ['varchar', 'varchar_auto', 'phone'].includes(field.field_type)) {
        if (typeof fieldValue !== 'string') return invalid(`${path}/${code}`, 'must be string');
        if (fieldValue.length > 255)
          return invalid(`${path}/${code}`, 'Must be at most 255 characters long');
      }
      result[code] = fieldValue;
    }
    return result;
  }

  function nameOf(value: unknown, path = 'name'): string | Reply {
    if (typeof value !== 'string' || value.trim() === '') return invalid(path, 'Required');
    if (value.length > 255) return invalid(path, 'Must be at most 255 characters long');
    if (isRefused(value)) return invalid(path, 'Invalid value');
    return value;
  }

  // --- organizations -------------------------------------------------------------------------

  const ORG_KEYS = [
    'name',
    'owner_id',
    'visible_to',
    'label_ids',
    'address',
    'custom_fields',
    'add_time',
  ];

  function writeOrganization(
    body: Json,
    existing: PipedriveOrganization | null,
    now: number,
  ): Reply {
    const unknown = unknownKeys(body, ORG_KEYS);
    if (unknown) return invalid(unknown, 'Unknown property');
    const patch: Partial<PipedriveOrganization> = {};
    if (body.name !== undefined || !existing) {
      const name = nameOf(body.name);
      if (isReply(name)) return name;
      patch.name = name;
    }
    if (body.address !== undefined) {
      const address = body.address;
      if (address === null) patch.address = null;
      else if (typeof address !== 'object' || typeof (address as Json).value !== 'string')
        return invalid('address/value', 'Required');
      else patch.address = { ...(address as Record<string, string | null>) };
    }
    if (body.custom_fields !== undefined) {
      const fields = customFieldsOf(body.custom_fields, 'custom_fields');
      if (isReply(fields)) return fields;
      patch.custom_fields = { ...existing?.custom_fields, ...fields };
    }
    if (body.visible_to !== undefined) {
      if (typeof body.visible_to !== 'number') return invalid('visible_to', 'must be number');
      patch.visible_to = body.visible_to;
    }
    const time = timestamp(now);
    if (existing) {
      Object.assign(existing, patch, { update_time: time });
      return ok(existing);
    }
    const organization: PipedriveOrganization = {
      id: nextId++,
      name: patch.name!,
      owner_id: USER_ID,
      add_time: time,
      update_time: time,
      is_deleted: false,
      visible_to: patch.visible_to ?? 3,
      address: patch.address ?? null,
      label_ids: [],
      custom_fields: patch.custom_fields ?? {},
    };
    organizations.set(organization.id, organization);
    written.set(organization, now);
    return ok(organization);
  }

  function searchOrganizations(url: URL, now: number): Reply {
    const parsed = searchParams(url, ['address', 'custom_fields', 'notes', 'name']);
    if (isReply(parsed)) return parsed;
    const { term, fields, exact, limit } = parsed;
    const items = [...organizations.values()]
      .filter((org) => indexed(org, now))
      .filter(
        (org) =>
          (fields.has('name') && matches(org.name, term, exact)) ||
          (fields.has('address') && matches(org.address?.value, term, exact)) ||
          (fields.has('custom_fields') &&
            searchableValues(org).some((value) => matches(value, term, exact))),
      )
      .slice(0, limit)
      .map((org) => ({
        result_score: org.name.toLowerCase() === term ? 1 : 0.5,
        item: {
          id: org.id,
          type: 'organization',
          name: org.name,
          address: org.address?.value ?? null,
          visible_to: org.visible_to,
          owner: { id: org.owner_id },
          custom_fields: searchableValues(org),
          notes: [],
        },
      }));
    return ok({ items }, { next_cursor: null });
  }

  // --- persons -------------------------------------------------------------------------------

  const PERSON_KEYS = [
    'name',
    'owner_id',
    'org_id',
    'emails',
    'phones',
    'visible_to',
    'label_ids',
    'marketing_status',
    'custom_fields',
    'add_time',
  ];

  function writePerson(body: Json, existing: PipedrivePerson | null, now: number): Reply {
    const unknown = unknownKeys(body, PERSON_KEYS);
    if (unknown) return invalid(unknown, 'Unknown property');
    const patch: Partial<PipedrivePerson> = {};
    if (body.name !== undefined || !existing) {
      const name = nameOf(body.name);
      if (isReply(name)) return name;
      patch.name = name;
    }
    if (body.emails !== undefined) {
      const emails = contactValues(body.emails, 'emails', (value) =>
        !EMAIL.test(value) ? 'Invalid email address' : isRefused(value) ? 'Invalid value' : null,
      );
      if (isReply(emails)) return emails;
      patch.emails = emails;
    }
    if (body.phones !== undefined) {
      const phones = contactValues(body.phones, 'phones', (value) =>
        value.length > 255 ? 'Must be at most 255 characters long' : null,
      );
      if (isReply(phones)) return phones;
      patch.phones = phones;
    }
    if (body.org_id !== undefined) {
      if (body.org_id === null) patch.org_id = null;
      else if (typeof body.org_id !== 'number') return invalid('org_id', 'must be number');
      else if (!organizations.get(body.org_id) || organizations.get(body.org_id)!.is_deleted)
        return errorBody(404, `Organization with id ${body.org_id} not found`, 'ERR_NOT_FOUND');
      else patch.org_id = body.org_id;
    }
    if (body.custom_fields !== undefined) {
      const fields = customFieldsOf(body.custom_fields, 'custom_fields');
      if (isReply(fields)) return fields;
      patch.custom_fields = { ...existing?.custom_fields, ...fields };
    }
    const time = timestamp(now);
    if (patch.name !== undefined) {
      const [first, ...rest] = patch.name.trim().split(/\s+/);
      patch.first_name = first ?? '';
      patch.last_name = rest.join(' ');
    }
    if (existing) {
      Object.assign(existing, patch, { update_time: time });
      return ok(existing);
    }
    const person: PipedrivePerson = {
      id: nextId++,
      name: patch.name!,
      first_name: patch.first_name ?? '',
      last_name: patch.last_name ?? '',
      owner_id: USER_ID,
      org_id: patch.org_id ?? null,
      add_time: time,
      update_time: time,
      emails: patch.emails ?? [],
      phones: patch.phones ?? [],
      is_deleted: false,
      visible_to: 3,
      label_ids: [],
      picture_id: null,
      custom_fields: patch.custom_fields ?? {},
    };
    persons.set(person.id, person);
    written.set(person, now);
    return ok(person);
  }

  function searchPersons(url: URL, now: number): Reply {
    const parsed = searchParams(url, ['custom_fields', 'email', 'notes', 'phone', 'name']);
    if (isReply(parsed)) return parsed;
    const { term, fields, exact, limit } = parsed;
    const orgParam = url.searchParams.get('organization_id');
    const orgId = orgParam === null ? null : Number(orgParam);
    if (orgId !== null && !Number.isInteger(orgId))
      return invalid('organization_id', 'must be integer');
    const items = [...persons.values()]
      .filter((person) => indexed(person, now))
      .filter((person) => orgId === null || person.org_id === orgId)
      .filter(
        (person) =>
          (fields.has('name') && matches(person.name, term, exact)) ||
          (fields.has('email') && person.emails.some((e) => matches(e.value, term, exact))) ||
          (fields.has('phone') && person.phones.some((p) => matches(p.value, term, exact))) ||
          (fields.has('custom_fields') &&
            searchableValues(person).some((value) => matches(value, term, exact))),
      )
      .slice(0, limit)
      .map((person) => {
        const org = person.org_id === null ? undefined : organizations.get(person.org_id);
        return {
          result_score: 1,
          item: {
            id: person.id,
            type: 'person',
            name: person.name,
            phones: person.phones.map((p) => p.value),
            emails: person.emails.map((e) => e.value),
            visible_to: person.visible_to,
            owner: { id: person.owner_id },
            organization: org ? { id: org.id, name: org.name } : null,
            custom_fields: searchableValues(person),
            notes: [],
          },
        };
      });
    return ok({ items }, { next_cursor: null });
  }

  // --- shared ----------------------------------------------------------------------------------

  function searchParams(
    url: URL,
    allowed: readonly string[],
  ): { term: string; fields: Set<string>; exact: boolean; limit: number } | Reply {
    const exact = booleanParam(url, 'exact_match');
    if (exact === 'invalid') return invalid('exact_match', 'must be boolean');
    const term = (url.searchParams.get('term') ?? '').trim().toLowerCase();
    if (term.length < (exact ? 1 : 2))
      return invalid('term', `Must be at least ${exact ? 1 : 2} characters long`);
    const rawFields = url.searchParams.get('fields');
    const fields = new Set(rawFields ? rawFields.split(',').map((f) => f.trim()) : allowed);
    const wrong = [...fields].find((field) => !allowed.includes(field));
    if (wrong) return invalid('fields', `Unknown field ${wrong}`);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      return invalid('limit', 'Must be between 1 and 500');
    return { term, fields, exact: exact === true, limit };
  }

  function list<T extends { id: number; is_deleted: boolean }>(
    records: Map<number, T>,
    url: URL,
  ): Reply {
    const ids = idsParam(url);
    if (ids === 'invalid') return invalid('ids', 'Up to 100 comma separated ids');
    const limit = Number(url.searchParams.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      return invalid('limit', 'Must be between 1 and 500');
    const start = Number(
      Buffer.from(url.searchParams.get('cursor') ?? '', 'base64url').toString() || 0,
    );
    const all = [...records.values()].filter(
      (record) => !record.is_deleted && (ids === null || ids.includes(record.id)),
    );
    const page = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return ok(page, {
      next_cursor: more ? Buffer.from(String(start + limit)).toString('base64url') : null,
    });
  }

  function entity<T extends { is_deleted: boolean }>(
    records: Map<number, T>,
    rawId: string,
    kind: string,
  ): T | Reply {
    const record = records.get(Number(rawId));
    if (!record || record.is_deleted) return errorBody(404, `${kind} not found`, 'ERR_NOT_FOUND');
    return record;
  }

  function me(): Reply {
    return ok({
      id: USER_ID,
      name: 'Sandbox Owner',
      default_currency: 'EUR',
      locale: 'en_US',
      lang: 1,
      email: 'owner@sandbox.example',
      phone: null,
      activated: true,
      last_login: '2026-01-01 09:00:00',
      created: '2025-01-01 09:00:00',
      modified: '2026-01-01 09:00:00',
      has_created_company: true,
      access: [{ app: 'sales', admin: true, permission_set_id: 'sandbox-admin' }],
      active_flag: true,
      timezone_name: 'Europe/Madrid',
      timezone_offset: '+01:00',
      role_id: 1,
      icon_url: null,
      is_you: true,
      is_deleted: false,
      company_id: 1,
      company_name: 'Sandbox Company',
      company_domain: companyDomain,
      company_country: 'ES',
      company_industry: 'Software',
      language: { language_code: 'en', country_code: 'US' },
    });
  }

  function addField(body: Json): Reply {
    if (typeof body.field_name !== 'string' || body.field_name.trim() === '')
      return invalid('field_name', 'Required');
    if (typeof body.field_type !== 'string' || !FIELD_TYPES.has(body.field_type))
      return invalid('field_type', 'Invalid field type');
    const field: PipedriveField = {
      field_name: body.field_name,
      field_code: randomBytes(20).toString('hex'),
      field_type: body.field_type,
      is_custom_field: true,
      is_optional_response_field: false,
      options: null,
      subfields: null,
    };
    customFields.push(field);
    return ok(field);
  }

  function route(request: Incoming, path: string, now: number): Reply {
    const { method, url } = request;
    const segments = path.split('/').filter(Boolean); // api, v2, persons, 12
    const [api, version, resource, id, extra] = segments;
    if (api !== 'api' || extra !== undefined) return errorBody(404, 'Not found');
    if (version === 'v1' && resource === 'users' && id === 'me' && method === 'GET') return me();
    if (version !== 'v2') return errorBody(404, 'Not found');
    if (resource === 'organizationFields' && id === undefined) {
      if (method === 'GET') return ok([...DEFAULT_FIELDS, ...customFields], { next_cursor: null });
      if (method === 'POST') {
        const body = parseBody(request);
        return isReply(body) ? body : addField(body);
      }
    }
    const records =
      resource === 'organizations' ? organizations : resource === 'persons' ? persons : null;
    if (!records) return errorBody(404, 'Not found');
    const isOrg = resource === 'organizations';
    if (id === 'search' && method === 'GET')
      return isOrg ? searchOrganizations(url, now) : searchPersons(url, now);
    if (id === undefined && method === 'GET')
      return list<PipedriveOrganization | PipedrivePerson>(records, url);
    if (id === undefined && method === 'POST') {
      const body = parseBody(request);
      if (isReply(body)) return body;
      return isOrg ? writeOrganization(body, null, now) : writePerson(body, null, now);
    }
    if (id !== undefined && /^\d+$/.test(id)) {
      const record = entity<PipedriveOrganization | PipedrivePerson>(
        records,
        id,
        isOrg ? 'Organization' : 'Person',
      );
      if (isReply(record)) return record;
      if (method === 'GET') return ok(record);
      if (method === 'PATCH') {
        const body = parseBody(request);
        if (isReply(body)) return body;
        return isOrg
          ? writeOrganization(body, record as PipedriveOrganization, now)
          : writePerson(body, record as PipedrivePerson, now);
      }
    }
    return errorBody(405, 'Method not allowed');
  }

  /** Counts the request in the token's windows; a 429 when one is full. */
  function limit(token: string, search: boolean, now: number): Record<string, string> | Reply {
    let state = windows.get(token);
    if (!state) {
      state = { requests: new RollingWindow(), searches: new RollingWindow() };
      windows.set(token, state);
    }
    const buckets = [{ window: state.requests, max: rateLimit.requests }];
    if (search) buckets.push({ window: state.searches, max: rateLimit.searches });
    const states = buckets.map((bucket) => ({
      ...bucket,
      ...bucket.window.state(now, bucket.max, rateLimit.windowMs),
    }));
    const full = states.find((bucket) => bucket.remaining <= 0);
    if (full) return overLimit(full.resetS, full.max);
    for (const bucket of states) bucket.window.take(now);
    // The headers describe the tighter of the windows this request counted in.
    const tight = states
      .map((bucket) => ({ ...bucket, ...bucket.window.state(now, bucket.max, rateLimit.windowMs) }))
      .sort((a, b) => a.remaining - b.remaining)[0]!;
    return {
      'x-ratelimit-limit': String(tight.max),
      'x-ratelimit-remaining': String(tight.remaining),
      'x-ratelimit-reset': String(tight.resetS),
    };
  }

  function answer(request: Incoming, path: string, domain: string): Reply {
    const failure = failures.shift();
    if (failure !== undefined) return pipedriveFailure(failure);
    const token = request.headers['x-api-token'] ?? request.url.searchParams.get('api_token');
    if (!tokenValid || token !== apiToken) return unauthorized();
    if (domain !== companyDomain && !otherDomains.has(domain))
      return errorBody(404, `Company domain ${domain}.pipedrive.com not found`);
    const now = Date.now();
    const headers = limit(apiToken, /\/search$/.test(path), now);
    if (isReply(headers)) return headers;
    const reply = route(request, path, now);
    return { ...reply, headers: { ...reply.headers, ...headers } };
  }

  const handler: Handler = (request) => {
    const match = /^\/([^/]+)(\/.*)?$/.exec(request.url.pathname);
    const domain = match?.[1] ?? '';
    const path = match?.[2] ?? '/';
    const reply = answer(request, path, domain);
    calls.push({ method: request.method, path, status: reply.status });
    return reply;
  };

  const controls: PipedriveControls = {
    apiToken,
    companyDomain,
    organizations: () => [...organizations.values()].map((org) => structuredClone(org)),
    persons: () => [...persons.values()].map((person) => structuredClone(person)),
    organizationFields: () => [...DEFAULT_FIELDS, ...customFields].map((f) => ({ ...f })),
    calls: () => calls.map((call) => ({ ...call })),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    revokeToken() {
      tokenValid = false;
    },
    refuseValue(value) {
      refused.add(value.toLowerCase());
    },
    setRateLimit(next) {
      rateLimit = { ...rateLimit, ...next };
    },
    setSearchLag(ms) {
      searchLagMs = ms;
    },
    addCompanyDomain(domain) {
      otherDomains.add(domain);
    },
    reset() {
      tokenValid = true;
      rateLimit = { ...DEFAULT_RATE_LIMIT };
      searchLagMs = 0;
      otherDomains.clear();
      refused.clear();
      failures.length = 0;
      calls.length = 0;
      organizations.clear();
      persons.clear();
      customFields = [];
      windows.clear();
      nextId = 1;
    },
  };
  return { handler, controls };
}
