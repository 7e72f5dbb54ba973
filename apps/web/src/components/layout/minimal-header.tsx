import { cn } from '../../lib/cn';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/**
 * The header of the pages a visitor sees outside the app (sign-in, legal texts, a payment's
 * outcome): the logo, language and theme. `wide` lines it up with a two-column page.
 */
export function MinimalHeader({ wide = false }: { wide?: boolean }) {
  return (
    <header
      className={cn(
        'mx-auto flex w-full items-center justify-between px-4 py-4',
        wide ? 'max-w-6xl gap-2' : 'max-w-3xl',
      )}
    >
      <Logo />
      <div className="flex items-center gap-1">
        <LanguageToggle />
        <ThemeToggle />
      </div>
    </header>
  );
}
