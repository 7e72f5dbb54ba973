/**
 * Addresses that are never the business's, whatever page they are on: form placeholders and
 * examples in five languages (tu@email.com, votre.nom@exemple.fr, max@mustermann.de), image
 * names (logo@2x), platforms, trackers and site builders (sentry, wixpress), public bodies
 * quoted by privacy policies, tracking hashes and no-reply mailboxes. Junk that depends on where
 * the address sits (an agency's credit, an example in a sentence) is email-context.ts's.
 */
import { parse } from 'tldts';
import type { ParsedEmail } from './email-address.js';
import { isFreemailDomain } from './freemail-domains.js';
import { fold, wordSet } from './normalize-text.js';

/** Second-level labels of example domains: example.com, tuempresa.es, musterfirma.de… */
const PLACEHOLDER_DOMAIN_LABELS = wordSet(
  'example examples ejemplo exemplo exemple beispiel domain yourdomain your-domain yoursite ' +
    'yourcompany yourwebsite yourbusiness mydomain mycompany mysite tudominio tu-dominio ' +
    'tuempresa tu-empresa tusitio tuweb tunegocio dominio sudominio midominio miempresa ' +
    'seudominio suempresa suaempresa seusite suadominio minhaempresa votredomaine ' +
    'votre-domaine votreentreprise votresociete votresite monentreprise masociete adresse ' +
    'ihredomain ihre-domain ihrefirma ihre-firma ihrunternehmen meinefirma ' +
    'mustermann musterfirma mustermail beispielfirma sample email company empresa site ' +
    'website domaine dominio-ejemplo provedor fornecedor servidor',
);

/** Whole local parts that are a form's example. */
const PLACEHOLDER_LOCALS = wordSet(
  'nombre your you name usuario test testing user username yourname your.name yourmail ' +
    'youremail tunombre tu.nombre tuemail tucorreo sunombre nom prenom prenom.nom votre ' +
    'votrenom john.doe jane.doe johndoe janedoe fulano fulano.de.tal mengano max.mustermann ' +
    'erika.mustermann maxmustermann mustermann seunome seu.nome seuemail ihrname ' +
    'vorname.nachname nombre.apellido nombre.apellidos firstname.lastname first.last ' +
    'nome.sobrenome nome.apelido name.surname example ejemplo exemplo exemple beispiel ' +
    'muster',
);

/** Possessives a placeholder starts with ("tu", "your", "votre", "ihre", "seu"). */
const POSSESSIVE =
  '(?:tu|su|mi|your|my|seu|sua|meu|minha|votre|vos|ton|mon|ihre?|dein(?:e)?|mein(?:e)?)';
/** What a form asks for ("nombre", "email", "name", "adresse"). */
const FIELD =
  '(?:nombre|nombres|apellidos?|correo|correoelectronico|email|e-?mail|mail|usuario|cuenta|name|username|user|address|adress|nome|sobrenome|endereco|nom|prenom|adresse|courriel|vorname|nachname)';
/** "tunombre", "your.email", "votre-adresse", "ihre.mail": a possessive and a field, nothing else. */
const POSSESSIVE_FIELD = new RegExp(`^${POSSESSIVE}[._-]?${FIELD}$`);
/** "you", "your", "votre", "seu", "ihre": a possessive alone (two-letter ones are initials too). */
const POSSESSIVE_ALONE = /^(?:you|your|seu|sua|votre|ihre?|dein(?:e)?)$/;

/** Registrable domains whose addresses are never the business's own. */
const PLATFORM_DOMAINS = wordSet(
  // site builders, hosting and CDNs
  'sentry.io sentry-next.wixpress.com wixpress.com wix.com wixsite.com squarespace.com ' +
    'shopify.com myshopify.com godaddy.com secureserver.net cloudflare.com webflow.io ' +
    'webflow.com jimdo.com jimdosite.com weebly.com strikingly.com site123.com ' +
    'godaddysites.com hostinger.com elementor.com wpengine.com automattic.com ' +
    'wordpress.com wordpress.org w.org gravatar.com jquery.com bootstrapcdn.com ' +
    'jsdelivr.net unpkg.com cdnjs.com googleapis.com gstatic.com cloudfront.net ' +
    'amazonaws.com netlify.app vercel.app cdn-cgi.com ' +
    // analytics, trackers, consent and mailing tools
    'google-analytics.com googletagmanager.com doubleclick.net hotjar.com ' +
    'cloudflareinsights.com mailchimp.com list-manage.com hubspot.com sendgrid.net ' +
    'mailgun.org cookiebot.com onetrust.com usercentrics.eu iubenda.com complianz.io ' +
    'tawk.to crisp.chat intercom.io calendly.com typeform.com jotform.com formspree.io ' +
    // big platforms quoted by privacy and cookie policies
    'schema.org w3.org google.com facebook.com fb.com meta.com instagram.com apple.com ' +
    'microsoft.com linkedin.com twitter.com x.com youtube.com tiktok.com amazon.com ' +
    'paypal.com stripe.com vimeo.com pinterest.com trustpilot.com tripadvisor.com ' +
    'booking.com airbnb.com example.invalid ' +
    // data-protection authorities quoted by privacy policies
    'aepd.es cnil.fr ico.org.uk bfdi.bund.de cnpd.pt edpb.europa.eu datenschutz-berlin.de ' +
    'agpd.es aaip.gob.ar',
);

const NO_REPLY_RE =
  /^(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|noreply|mailer-daemon|bounces?)(?:[-_.+].*)?$/;
const HASH_LOCAL_RE =
  /^[0-9a-f]{20,}$|^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/;

function registrable(domain: string): string {
  return parse(domain).domain ?? domain;
}

/** A form's example: a placeholder domain, or a local part that only says "your name/email". */
export function isPlaceholder(local: string, domain: string): boolean {
  const base = registrable(domain);
  const sld = base.split('.')[0] ?? '';
  if (PLACEHOLDER_DOMAIN_LABELS.has(sld) && !isFreemailDomain(base)) return true;
  if (PLACEHOLDER_LOCALS.has(local)) return true;
  const l = fold(local);
  return POSSESSIVE_FIELD.test(l) || POSSESSIVE_ALONE.test(l);
}

/** Why an otherwise valid address is not worth keeping, or null when it is fine. */
export function junkReason(email: ParsedEmail): string | null {
  const { local, domain } = email;
  const labels = domain.split('.');
  const base = registrable(domain);
  const sld = base.split('.')[0] ?? '';
  if (/@\d+x$/.test(`${local}@${labels[0] ?? ''}`) || /^\d+x$/.test(labels[0] ?? '')) {
    return 'asset';
  }
  if (isPlaceholder(local, domain)) return 'placeholder';
  if (NO_REPLY_RE.test(local)) return 'no_reply';
  if (PLATFORM_DOMAINS.has(base) || PLATFORM_DOMAINS.has(domain)) return 'platform';
  if (labels.includes('sentry') || sld === 'sentry') return 'platform';
  if (HASH_LOCAL_RE.test(local)) return 'tracking';
  return null;
}
