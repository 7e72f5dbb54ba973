import { Building2, Check, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrganizationListItem } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';
import { formatCredits } from '../../../lib/format';
import { RoleBadge } from './role-badge';

/** The left column: the user's organizations, owned first; choosing one shows its members. */
export function OrganizationList({
  organizations,
  selectedId,
  activeId,
  onSelect,
}: {
  organizations: OrganizationListItem[];
  selectedId: string | undefined;
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-2" data-testid="organization-list">
      {organizations.map((org) => {
        const selected = org.id === selectedId;
        // Personal to its owner; to a member it is a team like any other.
        const ownPersonal = org.personal && org.role === 'owner';
        const Icon = ownPersonal ? UserRound : Building2;
        return (
          <li key={org.id}>
            <button
              type="button"
              onClick={() => onSelect(org.id)}
              aria-current={selected ? 'true' : undefined}
              data-testid={`organization-${org.id}`}
              className={cn(
                'flex w-full cursor-pointer items-start gap-3 rounded-lg border p-3 text-left transition-colors',
                selected
                  ? 'border-primary bg-accent text-accent-foreground'
                  : 'border-border bg-card hover:border-primary/50',
              )}
            >
              <span className="mt-0.5 rounded-md bg-muted p-1.5 text-muted-foreground">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate font-medium">{org.name}</span>
                  {ownPersonal && (
                    <span className="text-xs text-muted-foreground">
                      {t('organizations.list.personal')}
                    </span>
                  )}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <RoleBadge role={org.role} />
                  <span>
                    {t('organizations.list.plan', {
                      plan: t(`landing.pricing.plans.${org.plan}.name`),
                    })}
                  </span>
                  <span className="tabular-nums">
                    {t('organizations.list.credits', {
                      credits: formatCredits(org.credits, i18n.language),
                    })}
                  </span>
                  <span>{t('organizations.list.members', { count: org.memberCount })}</span>
                </span>
              </span>
              {org.id === activeId && (
                <span
                  className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-primary"
                  data-testid="organization-active"
                >
                  <Check className="h-3.5 w-3.5" aria-hidden />
                  {t('organizations.list.active')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
