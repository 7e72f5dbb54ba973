import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { openCookiePreferences } from '../../features/consent/consent-store';

const SOCIAL = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/leadatlas' },
  { name: 'X', href: 'https://x.com/leadatlas' },
  { name: 'Instagram', href: 'https://www.instagram.com/leadatlas' },
];

function FooterLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  // Spec 001 §2.16: privacy, terms, support and contact. Support is the signed-in desk (a
  // visitor signs in first and comes back to it); contact is the public commercial form.
  const links = [
    { to: '/privacy', label: t('common.privacy'), testId: undefined },
    { to: '/terms', label: t('common.terms'), testId: undefined },
    { to: '/support', label: t('common.support'), testId: 'footer-support' },
    { to: '/contact', label: t('common.contact'), testId: 'footer-contact' },
    { to: '/developers', label: t('common.developers'), testId: 'footer-developers' },
  ];
  const linkClass = 'text-muted-foreground hover:text-foreground';
  return (
    <nav aria-label="Footer" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-sm', className)}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={linkClass} data-testid={link.testId}>
          {link.label}
        </Link>
      ))}
      {/* A cookie choice can always be changed or withdrawn (issue 11 item 28). */}
      <button
        type="button"
        className={cn(linkClass, 'cursor-pointer')}
        onClick={openCookiePreferences}
        data-testid="footer-cookies"
      >
        {t('common.cookies')}
      </button>
    </nav>
  );
}

/** Three variants (spec 000 §2): minimal (auth, legal), landing, dashboard. */
export function Footer({ variant }: { variant: 'minimal' | 'landing' | 'dashboard' }) {
  const { t } = useTranslation();
  if (variant === 'landing') {
    return (
      <footer className="border-t border-border bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm space-y-2">
            <Logo />
            <p className="text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
          </div>
          <FooterLinks />
          <nav aria-label={t('common.social')} className="flex gap-4 text-sm">
            {SOCIAL.map((item) => (
              <a
                key={item.name}
                href={item.href}
                rel="noopener noreferrer"
                target="_blank"
                className="text-muted-foreground hover:text-foreground"
              >
                {item.name}
              </a>
            ))}
          </nav>
        </div>
        <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
          {t('common.copyright', { year: new Date().getFullYear() })}
        </p>
      </footer>
    );
  }
  return (
    <footer className="border-t border-border">
      <div
        className={cn(
          'mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:justify-between',
          variant === 'minimal' && 'max-w-3xl',
        )}
      >
        <span>{t('common.copyright', { year: new Date().getFullYear() })}</span>
        <FooterLinks className="text-xs" />
      </div>
    </footer>
  );
}
