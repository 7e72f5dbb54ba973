import { useEffect, useRef, useState } from 'react';
import { Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OrganizationListItem } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { useSwitchOrganization } from '../api';
import { sessionOptions } from '../../session/use-session';

/**
 * An organization whose plan has no team members: what unlocks them, and a way there. /plans
 * shows the active organization's plan, so this one becomes active first.
 */
export function TeamLockedNote({
  organization,
  active,
}: {
  organization: OrganizationListItem;
  active: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useSwitchOrganization();
  const client = useQueryClient();
  // From the switch until the session names this organization: one action at a time.
  const [switching, setSwitching] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const failed = () => {
    setSwitching(false);
    toast.error(t('organizations.switcher.failed'));
  };
  const seePlans = () => {
    if (active) return navigate('/plans');
    setSwitching(true);
    choose.mutate(organization.id, {
      // /plans acts for the session's organization: it must already be this one there.
      onSuccess: async () => {
        const me = await client.fetchQuery({ ...sessionOptions, staleTime: 0 }).catch(() => null);
        if (!mounted.current) return;
        if (me?.activeOrganization.id === organization.id) navigate('/plans');
        else failed();
      },
      onError: failed,
    });
  };
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-border bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center"
      data-testid="team-locked"
    >
      <Users className="h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('organizations.teamLocked.title')}</p>
        <p className="text-sm">
          {t('organizations.teamLocked.text', {
            org: organization.name,
            plan: t(`landing.pricing.plans.${organization.plan}.name`),
          })}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={seePlans}
        disabled={choose.isPending || switching}
      >
        {t('organizations.teamLocked.cta')}
      </Button>
    </div>
  );
}
