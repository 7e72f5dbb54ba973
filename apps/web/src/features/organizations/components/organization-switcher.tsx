import { DropdownMenu } from 'radix-ui';
import { Building2, Check, ChevronDown, Settings2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../session/use-session';
import { cn } from '../../../lib/cn';
import { useSwitchOrganization } from '../api';
import { RoleBadge } from './role-badge';

/**
 * The active organization, for users in more than one: it pays for searches and everything the
 * app shows is its (balance, plan, searches, history, billing). The choice is kept on the server.
 * `compact` (the header) shows only an icon on phones.
 */
export function OrganizationSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const choose = useSwitchOrganization();
  if (!me || me.organizations.length < 2) return null;
  const active = me.activeOrganization;

  const pick = (id: string, name: string) => {
    if (id === active.id) return;
    choose.mutate(id, {
      onSuccess: () => toast.success(t('organizations.switcher.switched', { name })),
      onError: () => toast.error(t('organizations.switcher.failed')),
    });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('organizations.switcher.label')}: ${active.name}`}
        disabled={choose.isPending}
        data-testid={compact ? 'header-org-switcher' : 'org-switcher'}
        className={cn(
          'inline-flex min-w-0 cursor-pointer items-center gap-2 rounded-md border border-border bg-background text-sm font-medium hover:bg-muted disabled:opacity-60',
          compact ? 'h-9 px-2 sm:max-w-48' : 'h-10 max-w-full px-3',
        )}
      >
        <Building2 className="h-4 w-4 shrink-0" aria-hidden />
        <span className={cn('truncate', compact && 'hidden sm:inline')}>{active.name}</span>
        <ChevronDown className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={compact ? 'end' : 'start'}
          sideOffset={8}
          className="z-50 max-h-[70vh] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-medium text-muted-foreground">
            {t('organizations.switcher.label')}
          </DropdownMenu.Label>
          {me.organizations.map((org) => (
            <DropdownMenu.Item
              key={org.id}
              onSelect={() => pick(org.id, org.name)}
              data-testid={`switch-to-${org.id}`}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              <Check
                className={cn('h-4 w-4 shrink-0', org.id !== active.id && 'invisible')}
                aria-hidden
              />
              <span className="min-w-0 flex-1 truncate">{org.name}</span>
              <RoleBadge role={org.role} />
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={() => navigate('/organizations')}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <Settings2 className="h-4 w-4" aria-hidden />
            {t('organizations.switcher.manage')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
