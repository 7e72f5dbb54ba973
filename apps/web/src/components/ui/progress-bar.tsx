import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A determinate progress bar (0–100) with its accessible name. */
export function ProgressBar({
  value,
  label,
  className,
  ...props
}: {
  value: number;
  label: string;
  className?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'role'>) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
