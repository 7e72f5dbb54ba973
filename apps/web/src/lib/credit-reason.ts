/** A ledger movement's reason in the user's language (the shared renderer). */
import { creditReasonText, type CreditMovement } from '@leadatlas/shared';

export function creditReason(
  movement: Pick<CreditMovement, 'reasonKey' | 'reasonParams'>,
  lang: string,
): string {
  return creditReasonText(movement, lang === 'en' ? 'en' : 'es');
}
