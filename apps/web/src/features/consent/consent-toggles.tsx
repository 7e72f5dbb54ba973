import { useTranslation } from 'react-i18next';
import type { Consent } from '@leadatlas/shared';

const ROWS: Array<{ key: keyof Consent; disabled: boolean }> = [
  { key: 'functional', disabled: true },
  { key: 'analytics', disabled: false },
  { key: 'marketing', disabled: false },
];

/**
 * The three cookie categories as switches (spec 001 §2.13): functional always on and
 * disabled, analytics and marketing as the draft says. The preferences dialog and the account
 * page's panel both edit consent through it.
 */
export function ConsentToggles({
  draft,
  onChange,
}: {
  draft: Consent;
  onChange: (next: Consent) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {ROWS.map(({ key, disabled }) => (
        <label
          key={key}
          className="flex items-start justify-between gap-4 rounded-md border border-border p-3"
        >
          <span className="min-w-0">
            <span className="block text-sm font-medium">{t(`cookies.${key}.title`)}</span>
            <span className="block text-xs text-muted-foreground">{t(`cookies.${key}.text`)}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-5 w-5 shrink-0 accent-[var(--primary)]"
            checked={draft[key]}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...draft, [key]: event.target.checked, functional: true })
            }
          />
        </label>
      ))}
    </div>
  );
}
