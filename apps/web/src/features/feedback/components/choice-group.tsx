import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * One answer among several: native radio buttons in a fieldset (arrow keys move and choose,
 * Tab leaves the group), drawn as cards. `children` shows under the group (the 'other' text).
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-2" data-testid={`survey-${name}`}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-w-0 cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked
                  ? 'border-primary bg-primary/10 font-medium'
                  : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="h-4 w-4 shrink-0 accent-[var(--primary)] outline-none"
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
