import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Gift, LifeBuoy, LogOut, Plug, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName, useSession, useSignOut } from '../../features/session/use-session';
import { Logo } from './logo';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';
import { useChooseLanguage } from '../../features/account/api/account';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { OrganizationSwitcher } from '../../features/organizations/components/organization-switcher';

function initials(name: string): string {
  return (
    name
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || 'U'
  );
}

/**
 * App header: logo to /dashboard, language and theme, avatar menu; `children` is an optional
 * second row inside the sticky header (the wizard's "Paso X de 4" and progress bar).
 */
export function Header({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = displayName(me, t('common.userFallback'));
  const chooseLanguage = useChooseLanguage();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        {/* A user in several organizations gets the switcher: on a phone the wordmark makes room. */}
        <Logo to="/dashboard" compactOnPhone={(me?.organizations.length ?? 0) > 1} />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageToggle onChange={(locale) => chooseLanguage(locale, Boolean(me))} />
          <ThemeToggle />
          {me && <OrganizationSwitcher compact />}
          {me && <NotificationBell />}
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={t('common.userMenu')}
              className="ml-1 inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {initials(name)}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-50 min-w-56 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
              >
                <div className="px-3 py-2">
                  <p className="truncate text-sm font-medium" data-testid="menu-name">
                    {name}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{me?.user.email}</p>
                </div>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
                <DropdownMenu.Item
                  onSelect={() => navigate('/account')}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <UserRound className="h-4 w-4" aria-hidden />
                  {t('common.myAccount')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => navigate('/referrals')}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <Gift className="h-4 w-4" aria-hidden />
                  {t('referrals.menu')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => navigate('/support')}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                  data-testid="menu-support"
                >
                  <LifeBuoy className="h-4 w-4" aria-hidden />
                  {t('common.support')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => navigate('/integrations')}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <Plug className="h-4 w-4" aria-hidden />
                  {t('integrations.menu')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={async () => {
                    await signOut();
                    navigate('/', { replace: true });
                  }}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <LogOut className="h-4 w-4" aria-hidden />
                  {t('common.logout')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
      {children}
    </header>
  );
}
