/**
 * How far a lead's email can be trusted and where it came from (issue 15, decision 0025): a
 * small badge with the 0–100 score, and the page it is printed on or how it was found. Leads
 * found before these were recorded say so instead of showing a made-up value.
 */
import { confidenceBand, type Lead } from '@leadatlas/shared';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl } from '../lib/safe-url';
import { Badge } from './ui/badge';

const TONE = { high: 'success', medium: 'warning', low: 'danger' } as const;

export function ConfidenceBadge({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null) {
    return (
      <Badge
        tone="neutral"
        data-testid="email-confidence"
        data-band="unknown"
        title={t('results.email.confidenceUnknownTitle')}
      >
        <Gauge className="h-3 w-3" aria-hidden />
        {t('results.email.confidenceUnknown')}
      </Badge>
    );
  }
  const band = confidenceBand(score);
  return (
    <Badge
      tone={TONE[band]}
      data-testid="email-confidence"
      data-band={band}
      title={t(`results.email.confidenceTitle.${band}`, { score })}
    >
      <Gauge className="h-3 w-3" aria-hidden />
      <span className="tabular-nums">{t('results.email.confidence', { score })}</span>
    </Badge>
  );
}

/** "/equipo" for https://www.x.es/equipo; the host when the page is the home page. */
function pageLabel(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname === '/') return parsed.host.replace(/^www\./, '');
  try {
    return decodeURI(parsed.pathname);
  } catch {
    return parsed.pathname;
  }
}

export function EmailOrigin({ lead }: { lead: Pick<Lead, 'emailOrigin' | 'emailPage'> }) {
  const { t } = useTranslation();
  if (!lead.emailOrigin) return null;
  const page = lead.emailOrigin === 'page' ? safeHttpUrl(lead.emailPage) : null;
  return (
    <span
      className="block truncate text-xs text-muted-foreground"
      data-testid="email-origin"
      data-origin={lead.emailOrigin}
    >
      {page ? (
        <>
          {t('results.email.origin.foundOn')}{' '}
          <a
            href={page}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={page}
            className="text-primary hover:underline"
          >
            {pageLabel(page)}
          </a>
        </>
      ) : (
        t(`results.email.origin.${lead.emailOrigin}`)
      )}
    </span>
  );
}
