/** draftLead keeps where the email came from, its score, and why the paid fields are empty. */
import { describe, expect, it } from 'vitest';
import { wizardDataSchema, type WizardData, type WizardField } from '@leadatlas/shared';
import { draftLead, type LeadFindings } from '../src/domain/search/lead-builder.js';
import { buildSearchSpec } from '../src/domain/search/spec.js';
import type { Place } from '../src/domain/places/types.js';
import { wizard } from './helpers/search-world.js';

const place: Place = {
  key: 'osm:node/7',
  name: 'Clínica Sol',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  countryCode: 'ES',
  category: 'dentist',
  industry: 'salud',
  phones: ['+34911234567'],
  website: 'https://www.clinicasol.es/',
  emails: [],
  socials: {},
  rating: 4.5,
  ratingCount: 10,
  location: null,
};

const specFor = (selectedFields: WizardField[]) =>
  buildSearchSpec(wizardDataSchema.parse(wizard({ step3: { selectedFields } })) as WizardData);

function findings(overrides: Partial<LeadFindings> = {}): LeadFindings {
  return {
    website: { url: 'https://www.clinicasol.es/', active: true },
    phones: [],
    email: {
      address: 'maria.lopez@clinicasol.es',
      verification: {
        email: 'maria.lopez@clinicasol.es',
        status: 'accept_all',
        reason: 'catch_all',
        disposable: false,
        role: false,
        catchAll: true,
        mxHost: 'mx.clinicasol.es',
      },
      provenance: {
        origin: 'page',
        page: 'https://www.clinicasol.es/equipo',
        kind: 'person',
        sameDomain: true,
        personName: 'María López',
      },
    },
    missing: { email: 'accept_all', contactPerson: 'nothing_on_site' },
    socials: {},
    contact: null,
    linkedin: null,
    employees: null,
    revenue: null,
    companySize: null,
    notes: {},
    ...overrides,
  };
}

describe('draftLead', () => {
  it("stores the email's origin, page, kind, domain match and score, and the missing reasons", () => {
    const draft = draftLead(place, specFor(['email', 'contactPerson']), findings(), 'ES');
    expect(draft).toMatchObject({
      email: 'maria.lopez@clinicasol.es',
      emailStatus: 'accept_all',
      emailOrigin: 'page',
      emailPage: 'https://www.clinicasol.es/equipo',
      emailKind: 'person',
      emailSameDomain: true,
      // A person printed on the own site, accept-all domain: 65 + 5 (decision 0025).
      emailConfidence: 70,
      missing: { email: 'accept_all', contactPerson: 'nothing_on_site' },
    });
    expect(draft.fieldsDelivered).toContain('email_basic');
  });

  it('a pattern address confirmed by its server is scored and kept without a page', () => {
    const base = findings().email!;
    const draft = draftLead(
      place,
      specFor(['email']),
      findings({
        email: {
          ...base,
          verification: { ...base.verification, status: 'valid', reason: null, catchAll: false },
          provenance: { ...base.provenance, origin: 'pattern', page: null },
        },
        missing: {},
      }),
      'ES',
    );
    expect(draft).toMatchObject({
      emailOrigin: 'pattern',
      emailPage: null,
      emailConfidence: 85,
      missing: {},
    });
    expect(draft.fieldsDelivered).toContain('email_validated');
  });

  it('an email the search did not pay for leaves no trace; a lead without one has nulls', () => {
    const unpaid = draftLead(place, specFor(['socialMedia']), findings({ missing: {} }), 'ES');
    expect(unpaid).toMatchObject({
      email: null,
      emailOrigin: null,
      emailPage: null,
      emailKind: null,
      emailSameDomain: null,
      emailConfidence: null,
    });
    const none = draftLead(
      place,
      specFor(['email']),
      findings({ email: null, missing: { email: 'all_invalid' } }),
      'ES',
    );
    expect(none).toMatchObject({ emailConfidence: null, missing: { email: 'all_invalid' } });
  });
});
