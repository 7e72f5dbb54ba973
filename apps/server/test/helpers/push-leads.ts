/** Leads as connectors receive them, for tests that drive a connector directly. */
import { randomUUID } from 'node:crypto';
import type { PushLead } from '../../src/domain/integrations/connectors/types.js';

export function pushLead(overrides: Partial<PushLead> = {}): PushLead {
  const n = Math.floor(Math.random() * 1e9);
  return {
    id: randomUUID(),
    searchId: randomUUID(),
    businessName: `Clínica Dental Sol ${n}`,
    domain: `clinica-sol-${n}.es`,
    website: `https://www.clinica-sol-${n}.es/`,
    phone: '+34 911 23 45 67',
    email: `maria.lopez@clinica-sol-${n}.es`,
    emailStatus: 'valid',
    emailSource: `https://www.clinica-sol-${n}.es/equipo`,
    emailConfidence: 95,
    contactName: 'María López',
    firstName: 'María',
    lastName: 'López',
    contactRole: 'owner',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postalCode: '28013',
    countryCode: 'ES',
    category: 'dentist',
    industry: 'health',
    rating: 4.6,
    ratingCount: 128,
    linkedin: null,
    socials: { facebook: `https://facebook.com/clinicasol${n}` },
    employees: '11-50',
    revenue: null,
    companySize: '11-50',
    latitude: 40.4168,
    longitude: -3.7038,
    known: {},
    ...overrides,
  };
}
