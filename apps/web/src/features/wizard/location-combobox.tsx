import { useId, useState, type KeyboardEvent } from 'react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useLocationSuggestions } from './use-location-suggestions';

/**
 * The step-1 location: a text field with suggestions in a listbox (WAI-ARIA combobox with
 * list autocomplete). Arrow keys move, Enter picks, Escape closes; typing stays free text.
 */
export function LocationCombobox({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, state, query } = useLocationSuggestions(value, true);
  const expanded = open && items.length > 0;
  const hint =
    state === 'short'
      ? t('wizard.step1.locationHint')
      : state === 'none'
        ? t('wizard.step1.locationNoSuggestions', { text: query })
        : t('wizard.step1.locationSuggested');
  const activeIndex = active < items.length ? active : -1;

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    onValueChange(item.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const from = current < items.length ? current : -1;
        if (from === -1) return step === 1 ? 0 : items.length - 1;
        return (from + step + items.length) % items.length;
      });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault(); // pick the suggestion instead of submitting the step
      choose(activeIndex);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('wizard.step1.location')}
      </label>
      <div className="relative">
        <Input
          id={id}
          data-testid="wizard-location"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
          }
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          maxLength={160}
          placeholder={t('wizard.step1.locationPlaceholder')}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('wizard.step1.suggestions')}
          data-testid="location-suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          {expanded &&
            items.map((item, index) => (
              <li
                key={`${item.label}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // mousedown, not click: the input keeps focus and its blur does not close first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm',
                  index === activeIndex && 'bg-muted',
                )}
              >
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{item.value}</span>
                  {item.label !== item.value && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {item.label}
                    </span>
                  )}
                </span>
              </li>
            ))}
        </ul>
      </div>
      <p
        id={hintId}
        className="text-xs text-muted-foreground"
        aria-live="polite"
        data-testid="location-hint"
      >
        {hint}
      </p>
    </div>
  );
}
