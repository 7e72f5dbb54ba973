import { useRef, type KeyboardEvent } from 'react';
import { NPS_MAX, NPS_MIN, NPS_SCORES } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';

/**
 * The NPS question as 11 buttons, 0 to 10 (spec 001 §2.14): one radio group (WAI-ARIA radio
 * pattern): one tab stop, the arrow keys move and choose, Home and End jump to the ends.
 */
export function NpsScale({
  legendId,
  value,
  onChange,
  lowLabel,
  highLabel,
}: {
  legendId: string;
  value: number | null;
  onChange: (score: number) => void;
  lowLabel: string;
  highLabel: string;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The tab stop: the chosen score, else the first.
  const focusable = value ?? NPS_MIN;

  function choose(score: number) {
    onChange(score);
    buttons.current[score - NPS_MIN]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, score: number) {
    const moves: Record<string, number> = {
      ArrowRight: score === NPS_MAX ? NPS_MIN : score + 1,
      ArrowDown: score === NPS_MAX ? NPS_MIN : score + 1,
      ArrowLeft: score === NPS_MIN ? NPS_MAX : score - 1,
      ArrowUp: score === NPS_MIN ? NPS_MAX : score - 1,
      Home: NPS_MIN,
      End: NPS_MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="space-y-2">
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        className="grid grid-cols-11 gap-1"
        data-testid="survey-nps"
      >
        {NPS_SCORES.map((score) => {
          const checked = score === value;
          return (
            <button
              key={score}
              ref={(node) => {
                buttons.current[score - NPS_MIN] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={score === focusable ? 0 : -1}
              onClick={() => choose(score)}
              onKeyDown={(event) => onKeyDown(event, score)}
              className={cn(
                'h-10 min-w-0 rounded-md border text-sm font-medium tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background hover:bg-muted',
              )}
            >
              {score}
            </button>
          );
        })}
      </div>
      <div className="flex justify-between gap-4 text-xs text-muted-foreground">
        <span>{lowLabel}</span>
        <span className="text-right">{highLabel}</span>
      </div>
    </div>
  );
}
