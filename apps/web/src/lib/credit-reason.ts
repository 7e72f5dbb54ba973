/** A ledger movement's reason in the user's language, from its key and parameters. */
import type { TFunction } from 'i18next';
import type { CreditMovement } from '@leadatlas/shared';
import { formatCredits } from './format';

export function creditReason(
  movement: Pick<CreditMovement, 'reasonKey' | 'reasonParams'>,
  t: TFunction,
  lang: string,
): string {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(movement.reasonParams)) {
    params[key] = typeof value === 'number' ? formatCredits(value, lang) : value;
  }
  return t(`credits.reasons.${movement.reasonKey}`, {
    ...params,
    defaultValue: t('credits.reasons.other'),
  });
}
