import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { LanguageToggle } from '../../../components/layout/language-toggle';
import { Logo } from '../../../components/layout/logo';
import { ThemeToggle } from '../../../components/layout/theme-toggle';
import { track } from '../../../lib/analytics';

export interface NavAnchor {
  href: `#${string}`;
  /** Dictionary key of the anchor's label. */
  label: string;
}

const ANCHORS: readonly NavAnchor[] = [
  { href: '#features', label: 'landing.nav.features' },
  { href: '#pricing', label: 'landing.nav.pricing' },
  { href: '#faq', label: 'landing.nav.faq' },
];

const trackLandingCta = (cta: string) => track('cta_click', { cta });

/**
 * Sticky top bar. Below `sm` the anchors and Log in collapse (the hero repeats Log in). The
 * alternate landing passes its own anchors and records its clicks under its own event.
 */
export function LandingNav({
  anchors = ANCHORS,
  navLabel = 'landing.nav.label',
  onCta = trackLandingCta,
}: {
  anchors?: readonly NavAnchor[];
  navLabel?: string;
  onCta?: (cta: string) => void;
} = {}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-1 px-3 min-[400px]:gap-2 min-[400px]:px-4">
        <div className="flex shrink-0 items-center gap-8">
          <Logo />
          <nav aria-label={t(navLabel)} className="hidden md:block">
            <ul className="flex items-center gap-6 text-sm">
              {anchors.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    className="rounded-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {t(anchor.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex shrink-0 items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
          <LanguageToggle />
          <ThemeToggle />
          {/* A wrapper, not `hidden` on the link: buttonClass sets its own display. */}
          <span className="hidden sm:inline-flex">
            <Link
              to="/register?mode=signin"
              onClick={() => onCta('nav_login')}
              className={buttonClass('ghost', 'sm')}
            >
              {t('landing.nav.login')}
            </Link>
          </span>
          <Link
            to="/register"
            onClick={() => onCta('nav_signup')}
            className={buttonClass('primary', 'sm')}
          >
            {t('landing.nav.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
