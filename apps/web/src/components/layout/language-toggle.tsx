import { useTranslation } from 'react-i18next';
import type { Locale } from '@leadatlas/shared';
import { setLanguage, currentLocale } from '../../i18n';
import { cn } from '../../lib/cn';

/**
 * ES / EN switch; saves the choice under app_lang. `onChange` replaces that (the signed-in
 * header also saves the account's language).
 */
export function LanguageToggle({
  className,
  onChange = setLanguage,
}: {
  className?: string;
  onChange?: (locale: Locale) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : currentLocale();
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className={cn(
        'inline-flex rounded-md border border-border p-0.5 text-xs font-semibold',
        className,
      )}
    >
      {(['es', 'en'] as const).map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={lang === code}
          onClick={() => onChange(code)}
          className={cn(
            'rounded px-2 py-1 uppercase cursor-pointer',
            lang === code
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {code}
        </button>
      ))}
    </div>
  );
}
