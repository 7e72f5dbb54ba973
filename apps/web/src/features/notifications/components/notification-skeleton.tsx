import { Skeleton } from '../../../components/ui/skeleton';

/** Rows holding the place of notifications still loading (the bell, the page). */
export function NotificationSkeleton({ rows, testId }: { rows: number; testId?: string }) {
  return (
    <ul className="divide-y divide-border" aria-busy data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex gap-3 px-4 py-3">
          <Skeleton className="h-8 w-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-16" />
          </div>
        </li>
      ))}
    </ul>
  );
}
