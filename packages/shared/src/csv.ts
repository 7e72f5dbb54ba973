/**
 * The CSV export's columns as people read them (issue 11 item 19): headers in Spanish or
 * English for spreadsheets, or the snake_case keys for API and CRM imports; and which columns
 * a search could fill, given the fields it paid for (its default choice).
 */
import type { Locale } from './constants.js';
import type { PricedField } from './pricing.js';
import { CSV_COLUMNS, type CsvColumn } from './search.js';

export const CSV_HEADER_STYLES = ['es', 'en', 'keys'] as const;
export type CsvHeaderStyle = (typeof CSV_HEADER_STYLES)[number];

export const CSV_COLUMN_LABELS: Readonly<Record<Locale, Readonly<Record<CsvColumn, string>>>> = {
  es: {
    business_name: 'Nombre del negocio',
    category: 'Categoría',
    industry: 'Industria',
    address: 'Dirección',
    city: 'Ciudad',
    postal_code: 'Código postal',
    country_code: 'País',
    phone: 'Teléfono',
    other_phones: 'Otros teléfonos',
    website: 'Sitio web',
    website_active: 'Sitio web activo',
    email: 'Email',
    email_status: 'Estado del email',
    email_risky: 'Email con riesgo',
    email_disposable: 'Email desechable',
    email_role: 'Email genérico',
    email_source: 'Origen del email',
    email_confidence: 'Confianza del email',
    email_kind: 'Tipo de email',
    contact_name: 'Persona de contacto',
    contact_role: 'Cargo del contacto',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    x_twitter: 'X (Twitter)',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    employees: 'Empleados',
    revenue: 'Facturación',
    revenue_is_estimate: 'Facturación estimada',
    company_size: 'Tamaño de empresa',
    rating: 'Valoración',
    rating_count: 'Número de reseñas',
    latitude: 'Latitud',
    longitude: 'Longitud',
    source_id: 'ID de la fuente',
    credits_charged: 'Créditos cobrados',
    found_at: 'Fecha de hallazgo',
  },
  en: {
    business_name: 'Business name',
    category: 'Category',
    industry: 'Industry',
    address: 'Address',
    city: 'City',
    postal_code: 'Postal code',
    country_code: 'Country',
    phone: 'Phone',
    other_phones: 'Other phones',
    website: 'Website',
    website_active: 'Website active',
    email: 'Email',
    email_status: 'Email status',
    email_risky: 'Risky email',
    email_disposable: 'Disposable email',
    email_role: 'Role email',
    email_source: 'Email source',
    email_confidence: 'Email confidence',
    email_kind: 'Email kind',
    contact_name: 'Contact person',
    contact_role: 'Contact title',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    x_twitter: 'X (Twitter)',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    employees: 'Employees',
    revenue: 'Revenue',
    revenue_is_estimate: 'Revenue is an estimate',
    company_size: 'Company size',
    rating: 'Rating',
    rating_count: 'Number of reviews',
    latitude: 'Latitude',
    longitude: 'Longitude',
    source_id: 'Source ID',
    credits_charged: 'Credits charged',
    found_at: 'Found at',
  },
};

export function csvHeaderLabel(column: CsvColumn, style: CsvHeaderStyle): string {
  return style === 'keys' ? column : CSV_COLUMN_LABELS[style][column];
}

/** Columns that only a paid field fills; every other column any search can fill. */
const FILLED_BY: Partial<Record<CsvColumn, readonly PricedField[]>> = {
  email: ['email_basic', 'email_validated'],
  email_status: ['email_basic', 'email_validated'],
  email_risky: ['email_basic', 'email_validated'],
  email_disposable: ['email_basic', 'email_validated'],
  email_role: ['email_basic', 'email_validated'],
  email_source: ['email_basic', 'email_validated'],
  email_confidence: ['email_basic', 'email_validated'],
  email_kind: ['email_basic', 'email_validated'],
  contact_name: ['contact_person'],
  contact_role: ['contact_title', 'contact_person'],
  linkedin: ['linkedin'],
  facebook: ['social'],
  instagram: ['social'],
  x_twitter: ['social'],
  youtube: ['social'],
  tiktok: ['social'],
  employees: ['employees'],
  revenue: ['revenue'],
  revenue_is_estimate: ['revenue'],
};

/** Coordinates and bookkeeping: on request only. */
const ON_REQUEST: readonly CsvColumn[] = ['latitude', 'longitude', 'source_id', 'credits_charged'];

/** The export's default columns for a search: what it could fill, in file order. */
export function defaultCsvColumns(paidFields: readonly PricedField[]): CsvColumn[] {
  const paid = new Set(paidFields);
  return CSV_COLUMNS.filter(
    (column) =>
      !ON_REQUEST.includes(column) && (FILLED_BY[column]?.some((field) => paid.has(field)) ?? true),
  );
}

/** Whether a column can hold anything for a search that paid for these fields. */
export function csvColumnFillable(column: CsvColumn, paidFields: readonly PricedField[]): boolean {
  return FILLED_BY[column]?.some((field) => paidFields.includes(field)) ?? true;
}
