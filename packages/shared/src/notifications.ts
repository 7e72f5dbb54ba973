/**
 * The catalogue of notifications: for each type its tone, whether it also arrives by email, and
 * its title and message in Spanish and English. A notification is stored as a type and the
 * parameters its text needs, never as text: the bell, the /notifications page and the emails
 * all render it here, in the reader's language. Adding a type is one entry below (and a call to
 * notify() where the event happens).
 */
import { PUSH_ERROR_CODES, type PushErrorCode } from './integrations.js';
import type { Locale } from './constants.js';
import { formatCreditsFor, planName } from './credit-reasons.js';

export const NOTIFICATION_TYPES = [
  'search_completed',
  'search_failed',
  'credits_low',
  'plan_renews',
  'payment_failed',
  'plan_changed',
  'purchase_credited',
  'referral_rewarded',
  'invitation_accepted',
  'push_completed',
  'push_failed',
  'support_replied',
  'credits_adjusted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TONES = ['warning', 'success', 'info'] as const;
export type NotificationTone = (typeof NOTIFICATION_TONES)[number];

/** What a notification's text needs, stored as JSON beside its type. */
export type NotificationParams = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Email: `choice` types follow the user's preference (`byDefault` until they choose);
 * `always` types are not a choice, because the domain sends its own email for the event
 * whatever the preferences say (a failed payment's email to the owner): notify() sends none.
 */
export type NotificationEmailPolicy = { kind: 'choice'; byDefault: boolean } | { kind: 'always' };

interface Rendered {
  title: string;
  message: string;
}

/** The parameters as a renderer reads them: typed, formatted for the locale, never undefined. */
interface ParamReader {
  text(name: string): string;
  count(name: string): number;
  credits(name: string): string;
  plan(name: string): string;
  date(name: string): string;
  flag(name: string): boolean;
}

interface NotificationDefinition {
  tone: NotificationTone | ((params: NotificationParams) => NotificationTone);
  email: NotificationEmailPolicy;
  render: Record<Locale, (p: ParamReader) => Rendered>;
}

/** "1 lead", "1.234 leads" / "1,234 leads": the same word in both languages. */
const leadCount = (n: number, locale: Locale) =>
  n === 1 ? '1 lead' : `${formatCreditsFor(n, locale)} leads`;

/** Why a search failed, as its error code says. */
const FAILURE_REASONS: Record<Locale, Record<string, string>> = {
  es: {
    places_source_unavailable: 'la fuente de lugares no respondió',
    timeout: 'superó el tiempo máximo',
    other: 'un error interno',
  },
  en: {
    places_source_unavailable: 'the places source did not answer',
    timeout: 'it ran past its time limit',
    other: 'an internal error',
  },
};
const failureReason = (locale: Locale, code: string) =>
  FAILURE_REASONS[locale][code] ?? FAILURE_REASONS[locale].other!;

export const NOTIFICATIONS: Readonly<Record<NotificationType, NotificationDefinition>> = {
  /** A search the user started (or its monthly re-run) finished: { query, leads, monthly }. */
  search_completed: {
    tone: 'success',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: p.flag('monthly') ? 'Búsqueda mensual completada' : 'Búsqueda completada',
        message:
          p.count('leads') === 0
            ? `«${p.text('query')}» terminó sin leads nuevos.`
            : `«${p.text('query')}» terminó con ${leadCount(p.count('leads'), 'es')}.`,
      }),
      en: (p) => ({
        title: p.flag('monthly') ? 'Monthly search completed' : 'Search completed',
        message:
          p.count('leads') === 0
            ? `"${p.text('query')}" finished with no new leads.`
            : `"${p.text('query')}" finished with ${leadCount(p.count('leads'), 'en')}.`,
      }),
    },
  },
  /** A search ended in failure: { query, leads, reason (error code), monthly }. */
  search_failed: {
    tone: 'warning',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: p.flag('monthly') ? 'La búsqueda mensual falló' : 'La búsqueda falló',
        message: `«${p.text('query')}» se detuvo (${failureReason('es', p.text('reason'))}). Solo se cobran los leads entregados: ${leadCount(p.count('leads'), 'es')}.`,
      }),
      en: (p) => ({
        title: p.flag('monthly') ? 'Monthly search failed' : 'Search failed',
        message: `"${p.text('query')}" stopped (${failureReason('en', p.text('reason'))}). Only the leads delivered are charged: ${leadCount(p.count('leads'), 'en')}.`,
      }),
    },
  },
  /** The balance fell under a typical search on the plan: { organization, credits, typical }. */
  credits_low: {
    tone: 'warning',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: 'Te quedan pocos créditos',
        message: `«${p.text('organization')}» tiene ${p.credits('credits')} créditos; una búsqueda típica de tu plan usa ${p.credits('typical')}.`,
      }),
      en: (p) => ({
        title: 'You are running low on credits',
        message: `"${p.text('organization')}" has ${p.credits('credits')} credits; a typical search on your plan uses ${p.credits('typical')}.`,
      }),
    },
  },
  /** The subscription renews within 3 days: { organization, plan, date (ISO) }. */
  plan_renews: {
    tone: 'info',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: 'Tu plan se renueva pronto',
        message: `El plan ${p.plan('plan')} de «${p.text('organization')}» se renueva el ${p.date('date')}.`,
      }),
      en: (p) => ({
        title: 'Your plan renews soon',
        message: `The ${p.plan('plan')} plan of "${p.text('organization')}" renews on ${p.date('date')}.`,
      }),
    },
  },
  /** A renewal could not be charged: { organization, plan }. Billing emails the owner itself. */
  payment_failed: {
    tone: 'warning',
    email: { kind: 'always' },
    render: {
      es: (p) => ({
        title: 'No pudimos cobrar tu plan',
        message: `Falló el cobro del plan ${p.plan('plan')} de «${p.text('organization')}». Revisa tu método de pago para conservarlo.`,
      }),
      en: (p) => ({
        title: 'We could not charge your plan',
        message: `The charge for the ${p.plan('plan')} plan of "${p.text('organization')}" failed. Check your payment method to keep it.`,
      }),
    },
  },
  /** The organization's plan changed: { organization, from, to, change: upgrade|downgrade|ended }. */
  plan_changed: {
    tone: (params) =>
      params.change === 'upgrade' ? 'success' : params.change === 'ended' ? 'warning' : 'info',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) =>
        p.text('change') === 'ended'
          ? {
              title: 'Tu plan terminó',
              message: `«${p.text('organization')}» vuelve al plan Free. Los créditos de paquetes no caducan.`,
            }
          : {
              title: `Tu plan ahora es ${p.plan('to')}`,
              message: `«${p.text('organization')}» pasó del plan ${p.plan('from')} al ${p.plan('to')}.`,
            },
      en: (p) =>
        p.text('change') === 'ended'
          ? {
              title: 'Your plan ended',
              message: `"${p.text('organization')}" is back on the Free plan. Pack credits do not expire.`,
            }
          : {
              title: `Your plan is now ${p.plan('to')}`,
              message: `"${p.text('organization')}" moved from the ${p.plan('from')} plan to ${p.plan('to')}.`,
            },
    },
  },
  /** A credit pack's credits landed: { organization, credits }. */
  purchase_credited: {
    tone: 'success',
    email: { kind: 'choice', byDefault: false },
    render: {
      es: (p) => ({
        title: 'Créditos añadidos',
        message: `${p.credits('credits')} créditos añadidos a «${p.text('organization')}».`,
      }),
      en: (p) => ({
        title: 'Credits added',
        message: `${p.credits('credits')} credits added to "${p.text('organization')}".`,
      }),
    },
  },
  /**
   * A friend who signed up with the user's referral code confirmed their email: { credits }.
   * Nothing about the friend: a notification outlives the friend's account.
   */
  referral_rewarded: {
    tone: 'success',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: 'Recompensa por referido',
        message: `Un amigo que invitaste confirmó su email: ${p.credits('credits')} créditos añadidos a tu cuenta personal.`,
      }),
      en: (p) => ({
        title: 'Referral reward',
        message: `A friend you invited confirmed their email: ${p.credits('credits')} credits added to your personal account.`,
      }),
    },
  },
  /** Someone accepted the user's invitation to an organization: { organization, member }. */
  invitation_accepted: {
    tone: 'success',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: 'Invitación aceptada',
        message: `${p.text('member')} se unió a «${p.text('organization')}».`,
      }),
      en: (p) => ({
        title: 'Invitation accepted',
        message: `${p.text('member')} joined "${p.text('organization')}".`,
      }),
    },
  },
  /**
   * A push of leads to an integration ended: { integration, query, created, updated, skipped,
   * failed }.
   */
  push_completed: {
    tone: 'success',
    email: { kind: 'choice', byDefault: false },
    render: {
      es: (p) => ({
        title: `Envío a ${p.text('integration')} terminado`,
        message: `«${p.text('query')}»: ${p.count('created')} creados, ${p.count('updated')} actualizados, ${p.count('skipped')} omitidos, ${p.count('failed')} fallidos.`,
      }),
      en: (p) => ({
        title: `Push to ${p.text('integration')} finished`,
        message: `"${p.text('query')}": ${p.count('created')} created, ${p.count('updated')} updated, ${p.count('skipped')} skipped, ${p.count('failed')} failed.`,
      }),
    },
  },
  /**
   * A push stopped as a whole: { integration, query, reason (a PushErrorCode), detail (the
   * service's words, or '') }.
   */
  push_failed: {
    tone: 'warning',
    email: { kind: 'choice', byDefault: true },
    render: {
      es: (p) => ({
        title: `El envío a ${p.text('integration')} falló`,
        message: `«${p.text('query')}» no se pudo enviar: ${PUSH_FAILURE_TEXTS.es[pushReason(p.text('reason'))]}${p.text('detail') ? ` (${p.text('detail')})` : ''}.`,
      }),
      en: (p) => ({
        title: `Push to ${p.text('integration')} failed`,
        message: `"${p.text('query')}" could not be pushed: ${PUSH_FAILURE_TEXTS.en[pushReason(p.text('reason'))]}${p.text('detail') ? ` (${p.text('detail')})` : ''}.`,
      }),
    },
  },
  /**
   * Support answered one of the user's tickets: { ticket (its short id), subject }. The desk
   * emails the answer itself, whatever the preferences: a ticket's conversation is no choice.
   */
  support_replied: {
    tone: 'info',
    email: { kind: 'always' },
    render: {
      es: (p) => ({
        title: 'Soporte respondió tu ticket',
        message: `Hay una respuesta en el ticket ${p.text('ticket')}: «${p.text('subject')}».`,
      }),
      en: (p) => ({
        title: 'Support answered your ticket',
        message: `There is a reply on ticket ${p.text('ticket')}: "${p.text('subject')}".`,
      }),
    },
  },

  /**
   * Support added or removed credits: { organization, change (signed), amount (its
   * absolute value), reason, credits (the new balance) }. Emailed whatever the preferences, by the desk itself: money moved by a
   * person on our side is always told.
   */
  credits_adjusted: {
    tone: (params) => (Number(params.change) > 0 ? 'success' : 'info'),
    email: { kind: 'always' },
    render: {
      es: (p) => ({
        title: p.count('change') > 0 ? 'Soporte añadió créditos' : 'Soporte retiró créditos',
        message: `${p.count('change') > 0 ? 'Se añadieron' : 'Se retiraron'} ${p.credits('amount')} créditos de «${p.text('organization')}» (saldo: ${p.credits('credits')}). Motivo: ${p.text('reason')}`,
      }),
      en: (p) => ({
        title: p.count('change') > 0 ? 'Support added credits' : 'Support removed credits',
        message: `${p.credits('amount')} credits ${p.count('change') > 0 ? 'added to' : 'removed from'} "${p.text('organization')}" (balance: ${p.credits('credits')}). Reason: ${p.text('reason')}`,
      }),
    },
  },
};

function pushReason(value: string): PushErrorCode {
  return (PUSH_ERROR_CODES as readonly string[]).includes(value)
    ? (value as PushErrorCode)
    : 'internal_error';
}

const PUSH_FAILURE_TEXTS: Record<'es' | 'en', Record<PushErrorCode, string>> = {
  es: {
    integration_disconnected: 'la integración ya no está conectada',
    integration_locked: 'el plan de la organización ya no incluye esta integración',
    auth_rejected: 'el servicio rechazó el token o la clave',
    endpoint_gone: 'el endpoint ya no existe (410) y la conexión se desactivó',
    internal_error: 'un error interno detuvo el envío',
  },
  en: {
    integration_disconnected: 'the integration is no longer connected',
    integration_locked: "the organization's plan no longer includes this integration",
    auth_rejected: 'the service refused the token or key',
    endpoint_gone: 'the endpoint is gone (410) and the connection was disabled',
    internal_error: 'an internal error stopped the push',
  },
};

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Types whose email the user chooses (the preference toggles). */
export const EMAIL_CHOICE_TYPES = NOTIFICATION_TYPES.filter(
  (type) => NOTIFICATIONS[type].email.kind === 'choice',
);

export function notificationTone(type: NotificationType, params: NotificationParams) {
  const { tone } = NOTIFICATIONS[type];
  return typeof tone === 'function' ? tone(params) : tone;
}

/** The choices a user saved (type → on/off); types not in it follow their default. */
export type EmailChoices = Readonly<Partial<Record<string, boolean>>>;

/** Whether the type arrives by email for this user: always-types say true (they always do). */
export function emailEnabled(type: NotificationType, saved: EmailChoices): boolean {
  const policy = NOTIFICATIONS[type].email;
  return policy.kind === 'always' || (saved[type] ?? policy.byDefault);
}

/** Whether notify() itself emails the type to this user (always-types are emailed elsewhere). */
export function notifyEmails(type: NotificationType, saved: EmailChoices): boolean {
  return NOTIFICATIONS[type].email.kind === 'choice' && emailEnabled(type, saved);
}

function reader(params: NotificationParams, locale: Locale): ParamReader {
  const raw = (name: string) => params[name];
  return {
    text: (name) => {
      const value = raw(name);
      return value === null || value === undefined ? '' : String(value);
    },
    count: (name) => {
      const value = Number(raw(name));
      return Number.isFinite(value) ? value : 0;
    },
    credits: (name) => formatCreditsFor(Number(raw(name)) || 0, locale),
    plan: (name) => planName(String(raw(name) ?? ''), locale),
    date: (name) => {
      const date = new Date(String(raw(name) ?? ''));
      if (Number.isNaN(date.getTime())) return '';
      return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-ES', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(date);
    },
    flag: (name) => raw(name) === true,
  };
}

const UNKNOWN: Record<Locale, Rendered> = {
  es: { title: 'Notificación', message: '' },
  en: { title: 'Notification', message: '' },
};

/** A notification's title and message in the reader's language (unknown types: a plain title). */
export function renderNotification(
  notification: { type: string; params: NotificationParams },
  locale: Locale,
): Rendered {
  if (!isNotificationType(notification.type)) return UNKNOWN[locale];
  return NOTIFICATIONS[notification.type].render[locale](reader(notification.params, locale));
}
