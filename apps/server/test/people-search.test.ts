/**
 * The optional LinkedIn people-search provider, against a loopback stand-in of its documented
 * interface, and its place in a lead's enrichment: asked only when the site links no person.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wizardDataSchema, type WizardData } from '@leadatlas/shared';
import { createPeopleSearch } from '../src/domain/enrich/people-search.js';
import { enrichLead, type LeadEnricher } from '../src/domain/search/enrich-lead.js';
import { buildSearchSpec } from '../src/domain/search/spec.js';
import type { SiteProfile } from '../src/domain/enrich/types.js';
import { wizard } from './helpers/search-world.js';

let server: http.Server;
let url: string;
const received: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
let answer: { status: number; body: unknown; delayMs?: number } = {
  status: 200,
  body: { person: null },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({
        auth: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/people`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const query = {
  company: 'Clínica Sol',
  domain: 'clinicasol.test',
  country: 'ES',
  role: 'owner' as const,
  name: null,
};

describe('createPeopleSearch', () => {
  const search = () =>
    createPeopleSearch({ url, apiKey: 'k-123', userAgent: 'LeadAtlasTest', timeoutMs: 500 });

  it('sends the query with the key and returns a canonical person profile', async () => {
    answer = {
      status: 200,
      body: {
        person: {
          name: 'María López',
          title: 'Directora',
          linkedin: 'https://es.linkedin.com/in/maria-lopez/?trk=x',
        },
      },
    };
    const person = await search().find(query, AbortSignal.timeout(5000));
    expect(person).toEqual({
      name: 'María López',
      title: 'Directora',
      linkedin: 'https://www.linkedin.com/in/maria-lopez',
    });
    expect(received.at(-1)).toEqual({ auth: 'Bearer k-123', body: query });
  });

  it.each([
    [
      'a company page',
      {
        status: 200,
        body: { person: { name: 'X', linkedin: 'https://www.linkedin.com/company/x' } },
      },
    ],
    [
      'another site',
      { status: 200, body: { person: { name: 'X', linkedin: 'https://example.test/in/x' } } },
    ],
    ['nobody', { status: 200, body: { person: null } }],
    ['an error', { status: 500, body: { error: 'boom' } }],
    ['a malformed body', { status: 200, body: { people: [] } }],
    ['no answer in time', { status: 200, body: { person: null }, delayMs: 2000 }],
  ])('finds nobody on %s', async (_name, next) => {
    answer = next;
    expect(await search().find(query, AbortSignal.timeout(5000))).toBeNull();
  });
});

describe('in a lead', () => {
  const place = {
    key: 'osm:node/7',
    name: 'Clínica Sol',
    address: null,
    city: 'Madrid',
    postalCode: null,
    countryCode: 'ES',
    category: 'dentist',
    industry: null,
    phones: ['+34 600 000 000'],
    website: 'http://clinicasol.test/',
    emails: [],
    socials: {},
    rating: null,
    ratingCount: null,
    location: null,
  };
  function enricherWith(profile: Partial<SiteProfile>, asked: string[]): LeadEnricher {
    return {
      checkWebsite: async () => ({ active: true, finalUrl: 'http://clinicasol.test/' }),
      enrichWebsite: async () => ({
        active: true,
        finalUrl: 'http://clinicasol.test/',
        status: 200,
        reason: 'ok',
        profile: {
          emails: [],
          phones: [],
          socials: {},
          linkedinCompany: 'https://www.linkedin.com/company/clinicasol',
          linkedinPeople: [],
          contacts: [],
          employees: null,
          revenue: null,
          pagesVisited: [],
          failures: [],
          ...profile,
        },
      }),
      verifyEmail: async () => {
        throw new Error('not asked');
      },
      findPerson: async (q) => {
        asked.push(q.company);
        return {
          name: 'María López',
          title: null,
          linkedin: 'https://www.linkedin.com/in/maria-lopez',
        };
      },
    };
  }
  const spec = buildSearchSpec(
    wizardDataSchema.parse(wizard({ step3: { selectedFields: ['linkedin'] } })) as WizardData,
  );

  it('asks the provider when the site links no person, before the company page', async () => {
    const asked: string[] = [];
    const outcome = await enrichLead(
      enricherWith({}, asked),
      place,
      spec,
      'ES',
      AbortSignal.timeout(5000),
    );
    expect(asked).toEqual(['Clínica Sol']);
    expect(outcome).toMatchObject({
      kind: 'lead',
      findings: { linkedin: 'https://www.linkedin.com/in/maria-lopez' },
    });
  });

  it('does not ask when the site links a person', async () => {
    const asked: string[] = [];
    const outcome = await enrichLead(
      enricherWith({ linkedinPeople: ['https://www.linkedin.com/in/juan-perez'] }, asked),
      place,
      spec,
      'ES',
      AbortSignal.timeout(5000),
    );
    expect(asked).toEqual([]);
    expect(outcome).toMatchObject({
      findings: { linkedin: 'https://www.linkedin.com/in/juan-perez' },
    });
  });
});
