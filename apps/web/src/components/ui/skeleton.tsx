import { cn } from '../../lib/cn';

/** A grey block that holds the place of content still loading (no layout shift). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} />;
}
