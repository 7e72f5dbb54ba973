import type { TFunction } from 'i18next';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@leadatlas/shared';
import { ApiError, commonErrorMessage } from '../../../lib/api';

/** Why an FAQ change failed, in the user's language (the toast's second line). */
export function faqErrorMessage(t: TFunction, error: unknown): string | undefined {
  const common = commonErrorMessage(t, error);
  if (common) return common;
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'faq_order_stale') return t('faq.staff.toast.stale');
  if (error.code === 'not_found') return t('faq.staff.toast.notFound');
  if (error.code === 'validation_failed') {
    // The form checks presence and lengths first; an answer the server finds empty once
    // sanitised is what usually gets here.
    if (error.fields.includes('respuesta')) return t('faq.staff.toast.blankAnswer');
    return t('faq.staff.toast.tooLong', { question: FAQ_QUESTION_MAX, answer: FAQ_ANSWER_MAX });
  }
  return undefined;
}
