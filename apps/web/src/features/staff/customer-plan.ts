import type { TFunction } from 'i18next';
import { planName, type TicketCustomer } from '@leadatlas/shared';
import { currentLocale } from '../../i18n';

/** "plan Gratis, 50 créditos": the customer's organization's plan and balance, or ''. */
export function customerPlan(t: TFunction, customer: TicketCustomer): string {
  if (!customer.plan) return '';
  return t('support.staff.planAndCredits', {
    plan: planName(customer.plan, currentLocale()),
    credits: customer.credits ?? 0,
  });
}
