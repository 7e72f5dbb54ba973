import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BILLING_COUNTRIES, countryFlag } from '@leadatlas/shared';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

type Country = (typeof BILLING_COUNTRIES)[number];

/** "Méx" finds México, "espana" finds España: case and accents do not matter. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const matches = (country: Country, query: string) =>
  !query || [country.es, country.en, country.code].some((text) => fold(text).includes(query));

/** A typed text that names one country exactly ("españa", "Spain", "es"). */
const exactly = (text: string) => {
  const query = fold(text);
  return query
    ? BILLING_COUNTRIES.find((country) =>
        [country.es, country.en, country.code].some((name) => fold(name) === query),
      )
    : undefined;
};

/**
 * The billing form's country (spec 001 §3): a text field that searches the 29 countries (flag,
 * name in the user's language, code) in a listbox, as a WAI-ARIA combobox. Arrow keys move,
 * Enter picks, Escape closes. Typing drops the previous choice until a country is picked, so
 * the form never sends a country the field does not show.
 */
export function CountryCombobox({
  id,
  value,
  onValueChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onValueChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** What the user typed since the last choice; null shows the chosen country's name. */
  const [draft, setDraft] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  const selected = BILLING_COUNTRIES.find((country) => country.code === value);
  const sorted = useMemo(
    () => [...BILLING_COUNTRIES].sort((a, b) => a[lang].localeCompare(b[lang], lang)),
    [lang],
  );
  const items = useMemo(
    () => sorted.filter((country) => matches(country, fold(draft ?? ''))),
    [sorted, draft],
  );
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (code: string) => `${listId}-${code}`;

  const show = () => {
    if (open) return;
    setOpen(true);
    setActive(Math.max(0, draft === null ? sorted.findIndex((c) => c.code === value) : 0));
  };
  const choose = (country: Country | undefined) => {
    if (!country) return;
    onValueChange(country.code);
    setDraft(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % Math.max(1, items.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault(); // pick the country instead of submitting the form
      choose(items[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onBlur = () => {
    setOpen(false);
    if (draft === null) return;
    const named = exactly(draft);
    if (named) choose(named);
    else if (!draft.trim()) setDraft(null);
  };

  const shown = draft ?? (selected ? selected[lang] : '');
  const flag = draft === null && selected ? countryFlag(selected.code) : null;

  return (
    <div className="relative">
      {flag && (
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-base"
        >
          {flag}
        </span>
      )}
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open && items[activeIndex] ? optionId(items[activeIndex].code) : undefined
        }
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required
        data-testid="country-combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        placeholder={t('checkout.country.placeholder')}
        value={shown}
        onFocus={(event) => {
          event.target.select();
          show();
        }}
        onClick={show}
        onChange={(event) => {
          setDraft(event.target.value);
          if (value) onValueChange('');
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={cn('pr-9', flag && 'pl-10')}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={t('checkout.country.list')}
          className="max-h-64 overflow-y-auto"
        >
          {open &&
            items.map((country, index) => (
              <li
                key={country.code}
                id={optionId(country.code)}
                role="option"
                aria-selected={index === activeIndex}
                data-testid={`country-option-${country.code}`}
                // mousedown, not click: the field keeps the focus and its blur does not close first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm',
                  index === activeIndex && 'bg-muted',
                )}
              >
                <span aria-hidden>{countryFlag(country.code)}</span>
                <span className="min-w-0 flex-1 truncate">{country[lang]}</span>
                <span className="text-xs text-muted-foreground">{country.code}</span>
                <Check
                  className={cn('h-4 w-4 shrink-0', country.code !== value && 'invisible')}
                  aria-hidden
                />
              </li>
            ))}
        </ul>
        {open && items.length === 0 && (
          <p role="status" className="px-2 py-3 text-center text-sm text-muted-foreground">
            {t('checkout.country.empty')}
          </p>
        )}
      </div>
    </div>
  );
}
