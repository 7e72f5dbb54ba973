import type { Lead } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Badge } from './ui/badge';
import { ConfidenceBadge, EmailOrigin } from './email-quality';

const TONE = {
  valid: 'success',
  accept_all: 'warning',
  unknown: 'neutral',
  invalid: 'danger',
} as const;

/**
 * A lead's email with what verification said: valid "Verificado", accept_all "Acepta todo"
 * (risky), unknown "Sin verificar", its confidence score, small flags for role and disposable
 * addresses, and where it was found.
 */
export function LeadEmail({
  lead,
  compact = false,
}: {
  lead: Pick<
    Lead,
    | 'email'
    | 'emailStatus'
    | 'emailRole'
    | 'emailDisposable'
    | 'emailRecheckPending'
    | 'emailConfidence'
    | 'emailOrigin'
    | 'emailPage'
  >;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!lead.email) return <span className="text-muted-foreground">—</span>;
  const status = lead.emailStatus ?? 'unknown';
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <a
        href={`mailto:${lead.email}`}
        className="truncate text-foreground hover:text-primary hover:underline"
      >
        {lead.email}
      </a>
      <span className="flex flex-wrap gap-1">
        <Badge
          tone={TONE[status]}
          data-testid="email-badge"
          data-status={status}
          title={t(`results.email.${status}Title`)}
        >
          {t(`results.email.${status}`)}
        </Badge>
        <ConfidenceBadge score={lead.emailConfidence} />
        {lead.emailRecheckPending && (
          <Badge tone="info" data-testid="email-recheck" title={t('results.email.recheckTitle')}>
            <RefreshCw className="h-3 w-3 motion-safe:animate-spin" aria-hidden />
            {t('results.email.recheck')}
          </Badge>
        )}
        {!compact && lead.emailRole && (
          <Badge tone="neutral" title={t('results.email.roleTitle')}>
            {t('results.email.role')}
          </Badge>
        )}
        {!compact && lead.emailDisposable && (
          <Badge tone="danger" title={t('results.email.disposableTitle')}>
            {t('results.email.disposable')}
          </Badge>
        )}
      </span>
      {!compact && <EmailOrigin lead={lead} />}
    </span>
  );
}
