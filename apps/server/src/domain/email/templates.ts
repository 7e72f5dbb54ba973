import type { Locale } from '@leadatlas/shared';
import type { EmailMessage } from './mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#64748b;font-size:12px">${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><p style="font-weight:700;font-size:18px">LeadAtlas</p>${body}${button}</body></html>`;
}

function build(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): EmailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { kind, to, subject, text, html: layout(paragraphs, action) };
}

const copy = {
  confirm: {
    es: {
      subject: 'Confirma tu cuenta de LeadAtlas',
      body: [
        '¡Hola! Gracias por crear tu cuenta en LeadAtlas.',
        'Confirma tu correo para activarla. El enlace vale 24 horas.',
        'Si no creaste esta cuenta, ignora este mensaje.',
      ],
      action: 'Confirmar mi cuenta',
    },
    en: {
      subject: 'Confirm your LeadAtlas account',
      body: [
        'Hi! Thanks for creating your LeadAtlas account.',
        'Confirm your email to activate it. The link is valid for 24 hours.',
        'If you did not create this account, you can ignore this message.',
      ],
      action: 'Confirm my account',
    },
  },
  reset: {
    es: {
      subject: 'Restablece tu contraseña de LeadAtlas',
      body: [
        'Recibimos una solicitud para restablecer tu contraseña.',
        'El enlace vale 1 hora. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
      ],
      action: 'Elegir una nueva contraseña',
    },
    en: {
      subject: 'Reset your LeadAtlas password',
      body: [
        'We received a request to reset your password.',
        'The link is valid for 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
      ],
      action: 'Choose a new password',
    },
  },
  welcome: {
    es: {
      subject: '¡Bienvenido al boletín de LeadAtlas!',
      body: (name: string) => [
        name ? `¡Hola, ${name}!` : '¡Hola!',
        'Gracias por suscribirte. Te enviaremos ideas de prospección B2B y novedades del producto, sin spam.',
      ],
      action: 'Visitar LeadAtlas',
    },
    en: {
      subject: 'Welcome to the LeadAtlas newsletter!',
      body: (name: string) => [
        name ? `Hi, ${name}!` : 'Hi!',
        'Thanks for subscribing. We will send you B2B prospecting ideas and product news, no spam.',
      ],
      action: 'Visit LeadAtlas',
    },
  },
  signUpAttempt: {
    es: {
      subject: 'Alguien intentó crear una cuenta de LeadAtlas con tu correo',
      body: [
        'Alguien acaba de intentar crear una cuenta de LeadAtlas con este correo, pero ya tienes una.',
        'Si fuiste tú, inicia sesión. Si olvidaste tu contraseña, puedes restablecerla desde la pantalla de acceso.',
        'Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.',
      ],
      action: 'Iniciar sesión',
    },
    en: {
      subject: 'Someone tried to create a LeadAtlas account with your email',
      body: [
        'Someone just tried to create a LeadAtlas account with this email, but you already have one.',
        'If it was you, sign in. If you forgot your password, you can reset it from the sign-in screen.',
        'If it was not you, ignore this message: your account has not changed.',
      ],
      action: 'Sign in',
    },
  },
  duplicateRefunded: {
    es: {
      subject: 'Reembolsamos una segunda suscripción de LeadAtlas',
      body: (plan: string, organization: string, amount: string) => [
        `«${organization}» ya tenía un plan activo cuando se pagó una segunda suscripción ${plan}.`,
        `Una organización tiene un solo plan: cancelamos la segunda suscripción y reembolsamos ${amount} USD a tu método de pago. Tu plan actual sigue igual.`,
        'Para cambiar de plan, hazlo desde la página de planes.',
      ],
      action: 'Ver mi plan',
    },
    en: {
      subject: 'We refunded a second LeadAtlas subscription',
      body: (plan: string, organization: string, amount: string) => [
        `"${organization}" already had an active plan when a second ${plan} subscription was paid.`,
        `An organization has one plan: we cancelled the second subscription and refunded ${amount} USD to your payment method. Your current plan is unchanged.`,
        'To change plans, use the plans page.',
      ],
      action: 'See my plan',
    },
  },
  paymentFailed: {
    es: {
      subject: 'No pudimos cobrar tu plan de LeadAtlas',
      body: (plan: string, organization: string) => [
        `No pudimos cobrar la renovación del plan ${plan} de «${organization}».`,
        'Revisa tu método de pago para conservar el plan: volveremos a intentar el cobro en los próximos días. Tus créditos de paquetes no caducan.',
      ],
      action: 'Revisar mi plan',
    },
    en: {
      subject: 'We could not charge your LeadAtlas plan',
      body: (plan: string, organization: string) => [
        `We could not charge the renewal of the ${plan} plan of "${organization}".`,
        'Check your payment method to keep the plan: we will try the charge again over the next few days. Your pack credits do not expire.',
      ],
      action: 'Review my plan',
    },
  },
} as const;

const PLAN_LABELS: Record<string, string> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  pro: 'Pro',
};

export function confirmationEmail(input: { to: string; url: string; locale: Locale }) {
  const c = copy.confirm[input.locale];
  return build('confirm_email', input.to, c.subject, [...c.body], {
    label: c.action,
    url: input.url,
  });
}

export function passwordResetEmail(input: { to: string; url: string; locale: Locale }) {
  const c = copy.reset[input.locale];
  return build('password_reset', input.to, c.subject, [...c.body], {
    label: c.action,
    url: input.url,
  });
}

/** A sign-up with an address that already has an account: its owner is told, nobody else. */
export function signUpAttemptEmail(input: { to: string; url: string; locale: Locale }) {
  const c = copy.signUpAttempt[input.locale];
  return build('sign_up_attempt', input.to, c.subject, [...c.body], {
    label: c.action,
    url: input.url,
  });
}

export function newsletterWelcomeEmail(input: {
  to: string;
  name: string | null;
  appUrl: string;
  locale: Locale;
}) {
  const c = copy.welcome[input.locale];
  return build('newsletter_welcome', input.to, c.subject, c.body(input.name ?? ''), {
    label: c.action,
    url: input.appUrl,
  });
}

/** A second subscription was cancelled and refunded: sent to the organization's owner. */
export function duplicateRefundedEmail(input: {
  to: string;
  locale: Locale;
  plan: string;
  organizationName: string;
  amountUsd: number;
  url: string;
}) {
  const c = copy.duplicateRefunded[input.locale];
  const plan = PLAN_LABELS[input.plan] ?? input.plan;
  const amount = new Intl.NumberFormat(input.locale === 'en' ? 'en-US' : 'es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(input.amountUsd);
  return build(
    'duplicate_subscription_refunded',
    input.to,
    c.subject,
    c.body(plan, input.organizationName, amount),
    { label: c.action, url: input.url },
  );
}

/** A subscription payment failed: sent to the organization's owner, once per invoice. */
export function paymentFailedEmail(input: {
  to: string;
  locale: Locale;
  plan: string;
  organizationName: string;
  url: string;
}) {
  const c = copy.paymentFailed[input.locale];
  const plan = PLAN_LABELS[input.plan] ?? input.plan;
  return build('payment_failed', input.to, c.subject, c.body(plan, input.organizationName), {
    label: c.action,
    url: input.url,
  });
}

const notificationCopy = {
  es: {
    action: 'Abrir en LeadAtlas',
    footer:
      'Recibes este email porque elegiste que este aviso te llegue también por correo. Puedes cambiarlo en la página de notificaciones.',
  },
  en: {
    action: 'Open in LeadAtlas',
    footer:
      'You receive this email because you chose to get this notification by email too. You can change that on the notifications page.',
  },
} as const;

/**
 * A notification the user chose to receive by email too (domain/notifications/notify.ts): its
 * title and message as the catalogue renders them, a link back to the app, and where to change
 * the choice (the link is the only one, so the outbox's first link is the way back).
 */
export function notificationEmail(input: {
  to: string;
  locale: Locale;
  type: string;
  title: string;
  message: string;
  url: string;
}) {
  const c = notificationCopy[input.locale];
  return build(`notification_${input.type}`, input.to, input.title, [input.message, c.footer], {
    label: c.action,
    url: input.url,
  });
}
