import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * One question of an accordion: a heading's button that opens and closes its answer's labelled
 * region (Enter and Space work, as on any button). The caller decides which are open.
 */
export function Disclosure({
  summary,
  open,
  onToggle,
  size = 'md',
  children,
  'data-testid': testId,
}: {
  summary: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** md on the landing's page-wide list, sm inside a card. */
  size?: 'sm' | 'md';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  return (
    <div data-testid={testId}>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={cn(
            'flex w-full cursor-pointer items-center justify-between text-left font-medium transition-colors outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            size === 'md' ? 'gap-4 rounded-lg px-5 py-4' : 'gap-3 px-4 py-3 text-sm',
          )}
        >
          <span className="min-w-0 break-words">{summary}</span>
          <ChevronDown
            className={cn(
              'h-4 w-4 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className={size === 'md' ? 'px-5 pb-5' : 'px-4 pb-4'}
      >
        {children}
      </div>
    </div>
  );
}
