/**
 * The coverage report of a search (issue 15): for each field it paid for, how many leads got it
 * and why the others did not; and how an email's confidence score reads. Labels in Spanish and
 * English, shared by the results page and the report's CSV.
 */
import type { Locale } from './constants.js';
import type { MissingReason } from './lead-quality.js';
import type { WizardField } from './search.js';

/**
 * One line of the report: found (the field is on the lead; for email, a verified one), a reason
 * it is missing, or unknown (the lead was found before reasons were recorded).
 */
export type CoverageOutcome = 'found' | MissingReason | 'unknown';

export const COVERAGE_CSV_COLUMNS = ['field', 'outcome', 'leads', 'share'] as const;
export type CoverageCsvColumn = (typeof COVERAGE_CSV_COLUMNS)[number];

interface CoverageLabels {
  fields: Readonly<Record<WizardField, string>>;
  outcomes: Readonly<Record<CoverageOutcome, string>>;
  columns: Readonly<Record<CoverageCsvColumn, string>>;
}

export const COVERAGE_LABELS: Readonly<Record<Locale, CoverageLabels>> = {
  es: {
    fields: {
      phone: 'Teléfono',
      website: 'Sitio web',
      email: 'Email verificado',
      socialMedia: 'Redes sociales',
      contactPerson: 'Persona de contacto',
      linkedin: 'LinkedIn',
      revenue: 'Facturación',
      employees: 'Empleados',
    },
    outcomes: {
      found: 'Obtenido',
      no_website: 'Sin sitio web',
      site_down: 'El sitio web no respondió',
      robots: 'Bloqueado por robots.txt',
      nothing_on_site: 'El sitio web no lo indica',
      all_invalid: 'Todas las direcciones eran inválidas',
      accept_all: 'El dominio acepta cualquier dirección (entregado como email básico)',
      verification_unavailable: 'Verificación no disponible (entregado como email básico)',
      time_budget:
        'Sin respuesta a tiempo (lo que falta no se cobra; un email sin confirmar se vuelve a comprobar)',
      unknown: 'Sin datos (lead anterior a este informe)',
    },
    columns: { field: 'Campo', outcome: 'Resultado', leads: 'Leads', share: 'Porcentaje' },
  },
  en: {
    fields: {
      phone: 'Phone',
      website: 'Website',
      email: 'Verified email',
      socialMedia: 'Social profiles',
      contactPerson: 'Contact person',
      linkedin: 'LinkedIn',
      revenue: 'Revenue',
      employees: 'Employees',
    },
    outcomes: {
      found: 'Found',
      no_website: 'No website',
      site_down: 'Website did not answer',
      robots: 'Blocked by robots.txt',
      nothing_on_site: 'Not stated on the website',
      all_invalid: 'Every address was invalid',
      accept_all: 'Domain accepts any address (delivered as a basic email)',
      verification_unavailable: 'Verification unavailable (delivered as a basic email)',
      time_budget:
        'No answer in time (nothing missing is charged; an unconfirmed email is checked again)',
      unknown: 'No data (lead found before this report)',
    },
    columns: { field: 'Field', outcome: 'Outcome', leads: 'Leads', share: 'Share (%)' },
  },
};

/** high: act on it; medium: likely, check before a campaign; low: expect bounces. */
export type ConfidenceBand = 'high' | 'medium' | 'low';
export const CONFIDENCE_HIGH = 80;
export const CONFIDENCE_MEDIUM = 50;

export function confidenceBand(score: number): ConfidenceBand {
  if (score >= CONFIDENCE_HIGH) return 'high';
  return score >= CONFIDENCE_MEDIUM ? 'medium' : 'low';
}
