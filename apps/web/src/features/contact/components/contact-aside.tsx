import { Clock, LifeBuoy, Mail, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_HOURS, CONTACT_RESPONSE_HOURS } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { usePublicConfig } from '../../../api/public-config';

/**
 * Technical help is a ticket, not a sales message: signed in, the desk; signed out, the sign-in
 * screen, which comes back to the desk (?next=/support).
 */
export function SupportCard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 p-4" data-testid="contact-support-card">
      <h2 className="flex items-center gap-2 font-semibold">
        <LifeBuoy className="h-5 w-5 shrink-0 text-primary" aria-hidden />
        {t('contact.support.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('contact.support.text')}</p>
      <LinkButton
        to={signedIn ? '/support' : `/register?mode=signin&next=${encodeURIComponent('/support')}`}
        size="sm"
        data-testid="contact-support-link"
      >
        {signedIn ? t('contact.support.open') : t('contact.support.signIn')}
      </LinkButton>
    </Card>
  );
}

/** Spec 001 §2.15, §9: hours Mon–Fri 9:00–18:00 ART, 24–48 business hours, the address. */
export function ContactInfo() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return (
    <Card className="p-4" data-testid="contact-info">
      <h2 className="mb-3 font-semibold">{t('contact.info.title')}</h2>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="flex items-center gap-2 font-medium">
            <Clock className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t('contact.info.hours')}
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {t('contact.info.hoursValue', CONTACT_HOURS)}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium">
            <Timer className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t('contact.info.response')}
          </dt>
          <dd className="pl-6 text-muted-foreground">
            {t('contact.info.responseValue', CONTACT_RESPONSE_HOURS)}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium">
            <Mail className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t('contact.info.email')}
          </dt>
          <dd className="break-all pl-6">
            {config ? (
              <a
                href={`mailto:${config.supportEmail}`}
                className="text-primary hover:underline"
                data-testid="contact-email"
              >
                {config.supportEmail}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
