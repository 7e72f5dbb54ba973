import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A wizard choice: a native checkbox, its label, a hint and an optional figure on the right.
 * Unlike the shared Checkbox it does not fade a disabled row: "always included" and
 * "available from Growth" must stay readable (AA contrast).
 */
export function OptionCheckbox({
  id,
  testId,
  label,
  hint,
  aside,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  testId: string;
  label: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className={cn('flex items-start gap-3', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
    >
      <input
        id={id}
        type="checkbox"
        data-testid={testId}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--primary)] disabled:cursor-not-allowed"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={cn('text-sm font-medium', disabled && !checked && 'text-muted-foreground')}
          >
            {label}
          </span>
          {aside && (
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{aside}</span>
          )}
        </span>
        {hint && <span className="block text-xs text-muted-foreground">{hint}</span>}
      </span>
    </label>
  );
}
