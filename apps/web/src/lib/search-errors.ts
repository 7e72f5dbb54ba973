/** Messages for the run-search errors of spec 000 §8, in the user's language. */
import type { TFunction } from 'i18next';
import { ApiError, commonErrorMessage } from './api';
import { formatCredits } from './format';
import { integrationErrorMessage } from '../features/integrations/integration-errors';

export function runSearchErrorMessage(error: unknown, t: TFunction, lang: string): string {
  if (!(error instanceof ApiError)) return t('searches.errors.startFailed');
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const { details } = error;
  switch (error.code) {
    case 'insufficient_credits':
      return t('searches.errors.insufficient', {
        required: formatCredits(details.required ?? 0, lang),
        available: formatCredits(details.available ?? 0, lang),
      });
    case 'wizard_incomplete':
      return t('searches.errors.wizardIncomplete');
    case 'no_active_organization':
      return t('searches.errors.noData');
    case 'unauthorized':
      return t('searches.errors.unauthenticated');
    case 'plan_field_locked':
    case 'plan_filter_locked':
    case 'plan_max_leads':
      return t(`searches.errors.${error.code}`, {
        plan: t(`dashboard.plans.${details.requiredPlan ?? 'growth'}`),
      });
    case 'export_method_unavailable':
      return t('searches.errors.exportUnavailable');
    case 'integration_locked':
    case 'integration_not_connected':
      return integrationErrorMessage(t, error, null, t('searches.errors.processFailed'));
    case 'location_not_found':
      return details.candidates?.length
        ? t('searches.errors.locationAmbiguous', { candidates: details.candidates.join(' · ') })
        : t('searches.errors.locationNotFound');
    case 'places_source_unavailable':
      return t('searches.errors.sourceUnavailable');
    case 'validation_failed':
      return t('searches.errors.wizardIncomplete');
    default:
      return t('searches.errors.processFailed');
  }
}
