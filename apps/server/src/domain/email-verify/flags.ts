/**
 * Flags delivered beside the status: a disposable (throw-away) mail domain, and a role account
 * (a function such as ventas@ or info@ rather than a person).
 */
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

let blocklist: Set<string> | null = null;

/** The domain or any parent of it is on the disposable list (sub.mailinator.com counts). */
export function isDisposableDomain(domain: string): boolean {
  blocklist ??= disposableEmailBlocklistSet();
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (blocklist.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** Local parts naming a function, not a person (es, en, pt, fr, de, it, ca). */
export const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  // Administration and the mail system itself
  'admin',
  'administrator',
  'administracion',
  'administración',
  'root',
  'postmaster',
  'hostmaster',
  'webmaster',
  'abuse',
  'security',
  'seguridad',
  'noreply',
  'no-reply',
  'no_reply',
  'donotreply',
  'do-not-reply',
  'mailer-daemon',
  'bounce',
  'bounces',
  'newsletter',
  'notifications',
  'notificaciones',
  // General contact
  'info',
  'information',
  'informacion',
  'información',
  'contact',
  'contacts',
  'contacto',
  'contactos',
  'contacte',
  'kontakt',
  'contatto',
  'hola',
  'hello',
  'hi',
  'bonjour',
  'office',
  'oficina',
  'general',
  'mail',
  'email',
  'correo',
  'enquiries',
  'inquiries',
  'consultas',
  'recepcion',
  'recepción',
  'reception',
  'secretaria',
  'secretaría',
  'team',
  'equipo',
  // Sales and customers
  'sales',
  'ventas',
  'comercial',
  'commercial',
  'business',
  'orders',
  'pedidos',
  'shop',
  'tienda',
  'store',
  'clientes',
  'customers',
  'customerservice',
  'customer.service',
  'atencionalcliente',
  'atencion.cliente',
  'reservas',
  'reservations',
  'booking',
  'bookings',
  'citas',
  'presupuestos',
  // Support
  'support',
  'soporte',
  'help',
  'helpdesk',
  'ayuda',
  'service',
  'servicio',
  'sat',
  // Money and paperwork
  'billing',
  'facturacion',
  'facturación',
  'invoices',
  'facturas',
  'accounts',
  'accounting',
  'contabilidad',
  'finance',
  'finanzas',
  'administration',
  'legal',
  'privacy',
  'privacidad',
  'lopd',
  'rgpd',
  'gdpr',
  'dpo',
  // People
  'hr',
  'rrhh',
  'recursoshumanos',
  'jobs',
  'careers',
  'empleo',
  'trabajo',
  'trabaja',
  'cv',
  'curriculum',
  'seleccion',
  'selección',
  // Marketing and press
  'marketing',
  'press',
  'prensa',
  'media',
  'comunicacion',
  'comunicación',
  'social',
  'pr',
  // Management
  'direccion',
  'dirección',
  'gerencia',
  'management',
  // Portuguese
  'contato',
  'geral',
  'vendas',
  'administrativo',
  'financeiro',
  'atendimento',
  'suporte',
  'orcamento',
  'orçamento',
  'privacidade',
  'rh',
  // French
  'accueil',
  'ventes',
  'reservation',
  'compta',
  'comptabilite',
  'comptabilité',
  'facturation',
  'rdv',
  'recrutement',
  'presse',
  'commande',
  'commandes',
  // German
  'buero',
  'büro',
  'empfang',
  'vertrieb',
  'verkauf',
  'bestellung',
  'buchhaltung',
  'rechnung',
  'termine',
  'datenschutz',
  'kundenservice',
  'kundendienst',
  'karriere',
  // Italian and Catalan
  'vendite',
  'amministrazione',
  'ordini',
  'prenotazioni',
  'assistenza',
  'reserves',
  'comandes',
  // English, more
  'appointments',
  'enquiry',
  'frontdesk',
  'front.desk',
]);

/**
 * info@, ventas@, info+web@, ventas2@, info.madrid@ and soporte-tecnico@ are role accounts:
 * the whole local part (tag and trailing digits dropped), or its first segment, is a role word.
 */
export function isRoleLocalPart(local: string): boolean {
  const base = local.toLowerCase().split('+')[0] ?? '';
  const bare = base.replace(/[0-9]+$/, '');
  if (ROLE_LOCAL_PARTS.has(base) || ROLE_LOCAL_PARTS.has(bare)) return true;
  const first = bare.split(/[._-]/)[0] ?? '';
  // Two-letter words (hr, pr, cv) only count on their own: "pr.garcia" may be a person.
  return first.length > 2 && ROLE_LOCAL_PARTS.has(first);
}
