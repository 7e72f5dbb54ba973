import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * The console's sections, each with the paths it owns (a ticket's page belongs to the inbox).
 * Every /staff screen shows this row above its title.
 */
const SECTIONS: ReadonlyArray<{ key: string; to: string; owns: readonly string[] }> = [
  { key: 'tickets', to: '/staff', owns: ['/staff', '/staff/tickets'] },
  { key: 'customers', to: '/staff/customers', owns: ['/staff/customers'] },
  { key: 'contact', to: '/staff/contact', owns: ['/staff/contact'] },
  { key: 'faq', to: '/staff/faq', owns: ['/staff/faq'] },
  { key: 'surveys', to: '/staff/surveys', owns: ['/staff/surveys'] },
  { key: 'audit', to: '/staff/audit', owns: ['/staff/audit'] },
];

function isCurrent(pathname: string, owns: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return owns.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function StaffNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The inbox owns '/staff' itself; a deeper path belongs to the section that names it.
  const current =
    SECTIONS.find((s) => s.owns.some((p) => p !== '/staff' && isCurrent(pathname, [p]))) ??
    SECTIONS.find((s) => isCurrent(pathname, s.owns));
  return (
    <nav
      aria-label={t('support.staff.crumb')}
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-border"
      data-testid="staff-nav"
    >
      {SECTIONS.map((section) => {
        const active = section === current;
        return (
          <Link
            key={section.key}
            to={section.to}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'shrink-0 rounded-t-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active
                ? 'border-b-2 border-primary text-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`support.staff.nav.${section.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
