import type { Locale } from '@leadatlas/shared';
import type { EmailMessage } from './mailer.js';
import type { UnsubscribeLinks, UnsubscribeRecipient } from './unsubscribe-token.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small-print line under the message: the unsubscribe link of marketing email. */
interface Footer {
  label: string;
  url: string;
}

/** A second, quieter link under the main action (the feedback survey in reactivation email). */
interface Aside {
  text: string;
  label: string;
  url: string;
}

function layout(
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: Footer,
  aside?: Aside,
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#64748b;font-size:12px">${escapeHtml(action.url)}</p>`
    : '';
  const quiet = aside
    ? `<p>${escapeHtml(aside.text)} <a href="${escapeHtml(aside.url)}" style="color:#2563eb">${escapeHtml(aside.label)}</a></p>`
    : '';
  const small = footer
    ? `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px"><p style="color:#64748b;font-size:12px">${escapeHtml(footer.label)} <a href="${escapeHtml(footer.url)}" style="color:#64748b">${escapeHtml(footer.url)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><p style="font-weight:700;font-size:18px">LeadAtlas</p>${body}${button}${quiet}${small}</body></html>`;
}

function build(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: Footer,
  aside?: Aside,
): EmailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(aside ? [`${aside.text} ${aside.label}: ${aside.url}`] : []),
    ...(footer ? [`${footer.label} ${footer.url}`] : []),
  ].join('\n\n');
  return { kind, to, subject, text, html: layout(paragraphs, action, footer, aside) };
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
  emailChangeConfirm: {
    es: {
      subject: 'Confirma tu nuevo email de LeadAtlas',
      body: (oldEmail: string) => [
        `Pediste usar esta dirección en tu cuenta de LeadAtlas (ahora ${oldEmail}).`,
        'Confírmala para terminar el cambio. El enlace vale 24 horas y funciona una sola vez.',
        'Si no lo pediste tú, ignora este mensaje: la cuenta no cambia.',
      ],
      action: 'Confirmar mi nuevo email',
    },
    en: {
      subject: 'Confirm your new LeadAtlas email',
      body: (oldEmail: string) => [
        `You asked to use this address for your LeadAtlas account (now ${oldEmail}).`,
        'Confirm it to finish the change. The link is valid for 24 hours and works once.',
        'If you did not ask for it, ignore this message: the account does not change.',
      ],
      action: 'Confirm my new email',
    },
  },
  emailChanged: {
    es: {
      subject: 'El email de tu cuenta de LeadAtlas cambió',
      body: (newEmail: string, support: string) => [
        `El email de tu cuenta de LeadAtlas ahora es ${newEmail}. Esta dirección ya no sirve para entrar.`,
        `Si no fuiste tú, escríbenos cuanto antes a ${support} para recuperar tu cuenta.`,
      ],
    },
    en: {
      subject: 'Your LeadAtlas account email changed',
      body: (newEmail: string, support: string) => [
        `Your LeadAtlas account email is now ${newEmail}. This address no longer signs in.`,
        `If this was not you, write to us at ${support} as soon as possible to recover your account.`,
      ],
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

/** Marketing: carries the subscriber's unsubscribe link. */
export function newsletterWelcomeEmail(input: {
  to: string;
  name: string | null;
  appUrl: string;
  locale: Locale;
  unsubscribe: UnsubscribeLinks;
}) {
  const c = copy.welcome[input.locale];
  return marketingEmail({
    kind: 'newsletter_welcome',
    to: input.to,
    locale: input.locale,
    subject: c.subject,
    paragraphs: c.body(input.name ?? ''),
    action: { label: c.action, url: input.appUrl },
    unsubscribe: input.unsubscribe,
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

const marketingCopy = {
  unsubscribe: {
    es: '¿No quieres recibir más correos como este? Date de baja con un clic:',
    en: "Don't want emails like this? Unsubscribe in one click:",
  },
  feedbackAside: {
    es: {
      text: '¿Dejaste de usar LeadAtlas? Cuéntanos por qué, en 1 minuto:',
      label: 'responder la encuesta',
    },
    en: { text: 'Stopped using LeadAtlas? Tell us why, in 1 minute:', label: 'answer the survey' },
  },
  reactivation: {
    1: {
      es: {
        subject: 'Tus próximos clientes te esperan en LeadAtlas',
        body: (name: string) => [
          name ? `¡Hola, ${name}!` : '¡Hola!',
          'Hace unos días que no buscas leads en LeadAtlas.',
          'Una búsqueda nueva tarda un par de minutos: eliges sector y zona, y los primeros leads verificados llegan en unos 90 segundos.',
        ],
        action: 'Hacer una búsqueda nueva',
      },
      en: {
        subject: 'Your next customers are waiting on LeadAtlas',
        body: (name: string) => [
          name ? `Hi, ${name}!` : 'Hi!',
          'It has been a few days since you last looked for leads on LeadAtlas.',
          'A new search takes a couple of minutes: pick a sector and an area, and the first verified leads arrive in about 90 seconds.',
        ],
        action: 'Start a new search',
      },
    },
    2: {
      es: {
        subject: 'Tus búsquedas siguen en LeadAtlas',
        body: (name: string) => [
          name ? `¡Hola, ${name}!` : '¡Hola!',
          'Hace dos semanas que no pasas por LeadAtlas.',
          'En tu panel tienes tus búsquedas, sus leads y tus créditos, listos para seguir donde lo dejaste.',
        ],
        action: 'Ir a mi panel',
      },
      en: {
        subject: 'Your searches are still on LeadAtlas',
        body: (name: string) => [
          name ? `Hi, ${name}!` : 'Hi!',
          'It has been two weeks since you last visited LeadAtlas.',
          'Your dashboard has your searches, their leads and your credits, ready to pick up where you left off.',
        ],
        action: 'Go to my dashboard',
      },
    },
    3: {
      es: {
        subject: 'Te echamos de menos en LeadAtlas',
        body: (name: string) => [
          name ? `¡Hola, ${name}!` : '¡Hola!',
          'Hace un mes que no usas LeadAtlas.',
          'Cuando quieras volver a buscar clientes, tu cuenta te espera. Es nuestro último recordatorio: no te escribiremos más sobre esto.',
        ],
        action: 'Hacer una búsqueda nueva',
      },
      en: {
        subject: 'We miss you at LeadAtlas',
        body: (name: string) => [
          name ? `Hi, ${name}!` : 'Hi!',
          'It has been a month since you last used LeadAtlas.',
          'Whenever you want to look for customers again, your account is waiting. This is our last reminder: we will not write about this again.',
        ],
        action: 'Start a new search',
      },
    },
  },
} as const;

/** A marketing email as marketingEmail built it: who its unsubscribe link speaks for. */
export interface MarketingEmail extends EmailMessage {
  recipient: UnsubscribeRecipient;
}

/**
 * Every marketing-type email is built here (transactional ones are not: confirmation,
 * password, payments): the unsubscribe link under the message, and the List-Unsubscribe
 * headers of a one-click unsubscribe (RFC 8058) for SMTP. Send it with sendMarketingEmail.
 */
export function marketingEmail(input: {
  kind: string;
  to: string;
  locale: Locale;
  subject: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  aside?: Aside;
  unsubscribe: UnsubscribeLinks;
}): MarketingEmail {
  const footer = { label: marketingCopy.unsubscribe[input.locale], url: input.unsubscribe.page };
  const message = build(
    input.kind,
    input.to,
    input.subject,
    [...input.paragraphs],
    input.action,
    footer,
    input.aside,
  );
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    recipient: input.unsubscribe.recipient,
  };
}

/**
 * The email of a reactivation stage (decision 0018) with its link back into the app: a new
 * search at stages 1 and 3, the dashboard at stage 2; under it, a line asking why they stopped
 * with a link to the feedback survey.
 */
export function reactivationEmail(input: {
  to: string;
  locale: Locale;
  stage: 1 | 2 | 3;
  name: string | null;
  appUrl: string;
  unsubscribe: UnsubscribeLinks;
}) {
  const c = marketingCopy.reactivation[input.stage][input.locale];
  const path = input.stage === 2 ? '/dashboard' : '/wizard/step-1';
  const feedback = marketingCopy.feedbackAside[input.locale];
  return marketingEmail({
    kind: `reactivation_${input.stage}`,
    to: input.to,
    locale: input.locale,
    subject: c.subject,
    paragraphs: c.body(input.name ?? ''),
    action: { label: c.action, url: `${input.appUrl}${path}` },
    // The survey asks why they stopped (spec 001 §2.14); after the way back, never before it.
    aside: { ...feedback, url: `${input.appUrl}/feedback` },
    unsubscribe: input.unsubscribe,
  });
}

/** The link that moves an account to a new address: sent to the new address only. */
export function emailChangeConfirmEmail(input: {
  to: string;
  oldEmail: string;
  url: string;
  locale: Locale;
}) {
  const c = copy.emailChangeConfirm[input.locale];
  return build('email_change_confirm', input.to, c.subject, c.body(input.oldEmail), {
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

/** The account's former address hears that the account moved (no link: nothing to click). */
export function emailChangedNoticeEmail(input: {
  to: string;
  newEmail: string;
  supportEmail: string;
  locale: Locale;
}) {
  const c = copy.emailChanged[input.locale];
  return build('email_changed', input.to, c.subject, c.body(input.newEmail, input.supportEmail));
}

const invitationCopy = {
  es: {
    subject: (inviter: string, organization: string) =>
      `${inviter} te invita a «${organization}» en LeadAtlas`,
    role: { member: 'miembro', admin: 'administrador' },
    body: (inviter: string, organization: string, role: string, to: string, until: string) => [
      `${inviter} te invita a unirte a «${organization}» en LeadAtlas como ${role}.`,
      'En el equipo compartiréis los créditos, las búsquedas y los leads de la organización.',
      `Para aceptar, entra o crea tu cuenta con esta dirección (${to}). La invitación vale hasta el ${until}.`,
      'Si no esperabas esta invitación, ignora este mensaje.',
    ],
    action: 'Ver la invitación',
  },
  en: {
    subject: (inviter: string, organization: string) =>
      `${inviter} invited you to "${organization}" on LeadAtlas`,
    role: { member: 'a member', admin: 'an admin' },
    body: (inviter: string, organization: string, role: string, to: string, until: string) => [
      `${inviter} invited you to join "${organization}" on LeadAtlas as ${role}.`,
      "As a team you share the organization's credits, searches and leads.",
      `To accept, sign in or create your account with this address (${to}). The invitation is valid until ${until}.`,
      'If you did not expect this invitation, you can ignore this message.',
    ],
    action: 'View the invitation',
  },
} as const;

/**
 * An invitation to join an organization (domain/organizations/invitations.ts): in the inviter's
 * language, naming the organization and the inviter; the link is the only way in.
 */
export function invitationEmail(input: {
  to: string;
  locale: Locale;
  organizationName: string;
  inviterName: string;
  role: 'member' | 'admin';
  expiresAt: Date;
  url: string;
}) {
  const c = invitationCopy[input.locale];
  const until = new Intl.DateTimeFormat(input.locale === 'en' ? 'en-US' : 'es-ES', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  return build(
    'organization_invitation',
    input.to,
    c.subject(input.inviterName, input.organizationName),
    c.body(input.inviterName, input.organizationName, c.role[input.role], input.to, until),
    { label: c.action, url: input.url },
  );
}

/** To the support address: a ticket was opened or its customer wrote (their text as text). */
export function supportTicketEmail(input: {
  to: string;
  opened: boolean;
  ticket: string;
  asunto: string;
  from: string;
  about: string;
  mensaje: string;
  url: string;
}): EmailMessage {
  const what = input.opened ? 'Nuevo ticket' : 'Nueva respuesta del cliente';
  return build(
    input.opened ? 'support_ticket_opened' : 'support_ticket_reply',
    input.to,
    `[${input.ticket}] ${input.asunto}`,
    [`${what} ${input.ticket}: ${input.asunto}`, `${input.from} · ${input.about}`, input.mensaje],
    { label: 'Abrir en la consola', url: input.url },
  );
}

/**
 * To the support address: a message from the contact form (their text as text). The reply goes
 * to the sender (Reply-To), so staff answer it from their own mail client.
 */
export function contactMessageEmail(input: {
  to: string;
  nombre: string;
  email: string;
  asunto: string;
  mensaje: string;
  locale: Locale;
  signedIn: boolean;
  url: string;
}): EmailMessage {
  const who = `${input.nombre} <${input.email}> · ${input.locale}${input.signedIn ? ' · cliente con cuenta' : ''}`;
  return {
    ...build(
      'contact_message',
      input.to,
      `[Contacto] ${input.asunto}`,
      [`Nuevo mensaje de contacto: ${input.asunto}`, who, input.mensaje],
      { label: 'Abrir en la consola', url: input.url },
    ),
    headers: { 'Reply-To': input.email },
  };
}
