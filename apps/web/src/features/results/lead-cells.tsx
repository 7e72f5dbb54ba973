/** How each field of a lead reads in the results table. */
import type { Lead } from '@leadatlas/shared';
import { Facebook, Instagram, Linkedin, Music2, Star, Twitter, Youtube } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayHost, safeHttpUrl } from '../../lib/safe-url';
import { formatNumber } from '../../lib/format';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
const none = <span className="text-muted-foreground">—</span>;

export function WebsiteCell({ website }: { website: string | null }) {
  const url = safeHttpUrl(website);
  if (!url) return none;
  return (
    <a
      href={url}
      {...EXTERNAL}
      className="block max-w-[9rem] truncate text-primary hover:underline"
      title={url}
    >
      {displayHost(url)}
    </a>
  );
}

export function PhoneCell({ phone }: { phone: string | null }) {
  if (!phone) return none;
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap hover:underline">
      {phone}
    </a>
  );
}

export function ContactCell({ lead }: { lead: Pick<Lead, 'contactName' | 'contactRole'> }) {
  if (!lead.contactName && !lead.contactRole) return none;
  return (
    <span className="block max-w-[12rem]">
      {lead.contactName && <span className="block truncate">{lead.contactName}</span>}
      {lead.contactRole && (
        <span className="block truncate text-xs text-muted-foreground">{lead.contactRole}</span>
      )}
    </span>
  );
}

export function RatingCell({ lead }: { lead: Pick<Lead, 'rating' | 'ratingCount'> }) {
  const { t, i18n } = useTranslation();
  if (lead.rating === null) return none;
  const value = formatNumber(lead.rating, i18n.language, 1);
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden />
      <span className="sr-only">{t('results.ratingValue', { rating: value })}</span>
      <span aria-hidden className="tabular-nums">
        {value}
      </span>
      {lead.ratingCount !== null && (
        <span
          className="text-xs text-muted-foreground"
          title={t('results.ratingCount', { count: lead.ratingCount })}
        >
          <span aria-hidden>({formatNumber(lead.ratingCount, i18n.language)})</span>
          <span className="sr-only">{t('results.ratingCount', { count: lead.ratingCount })}</span>
        </span>
      )}
    </span>
  );
}

const SOCIAL_ICONS: Record<string, { icon: LucideIcon; label: string }> = {
  facebook: { icon: Facebook, label: 'Facebook' },
  instagram: { icon: Instagram, label: 'Instagram' },
  twitter: { icon: Twitter, label: 'X' },
  youtube: { icon: Youtube, label: 'YouTube' },
  tiktok: { icon: Music2, label: 'TikTok' },
  linkedin: { icon: Linkedin, label: 'LinkedIn' },
};

export function SocialsCell({ socials, name }: { socials: Lead['socials']; name: string }) {
  const links = Object.entries(socials)
    .map(([network, href]) => ({ network, url: safeHttpUrl(href) }))
    .filter((link): link is { network: string; url: string } => link.url !== null);
  if (links.length === 0) return none;
  return (
    <span className="flex gap-1">
      {links.map(({ network, url }) => {
        const known = SOCIAL_ICONS[network];
        const Icon = known?.icon ?? Music2;
        const label = known?.label ?? network;
        return (
          <a
            key={network}
            href={url}
            {...EXTERNAL}
            title={label}
            aria-label={`${label}: ${name}`}
            className="inline-flex h-7 w-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Icon className="h-4 w-4" aria-hidden />
          </a>
        );
      })}
    </span>
  );
}

export function LinkedinCell({ linkedin, name }: { linkedin: string | null; name: string }) {
  const url = safeHttpUrl(linkedin);
  if (!url) return none;
  return (
    <a
      href={url}
      {...EXTERNAL}
      aria-label={`LinkedIn: ${name}`}
      className="inline-flex items-center gap-1 text-primary hover:underline"
    >
      <Linkedin className="h-4 w-4" aria-hidden />
      LinkedIn
    </a>
  );
}

export function RevenueCell({ lead }: { lead: Pick<Lead, 'revenue' | 'revenueEstimate'> }) {
  const { t } = useTranslation();
  if (!lead.revenue) return none;
  return (
    <span className="whitespace-nowrap">
      {lead.revenue}
      {lead.revenueEstimate && (
        <span className="ml-1 text-xs text-muted-foreground" title={t('results.estimateTitle')}>
          ({t('results.estimate')})
        </span>
      )}
    </span>
  );
}

export function TextCell({ value, truncate }: { value: string | null; truncate?: boolean }) {
  if (!value) return none;
  return truncate ? (
    <span className="block max-w-[9rem] truncate" title={value}>
      {value}
    </span>
  ) : (
    <span className="whitespace-nowrap">{value}</span>
  );
}
