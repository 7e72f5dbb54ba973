import { Kanban, Orbit, Send, Webhook, Zap, type LucideIcon } from 'lucide-react';
import type { IntegrationProvider } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';

/** A lucide stand-in for each service's logo (we ship no third-party marks). */
export const INTEGRATION_ICONS: Record<IntegrationProvider, LucideIcon> = {
  hubspot: Orbit,
  pipedrive: Kanban,
  instantly: Zap,
  lemlist: Send,
  webhook: Webhook,
};

export function IntegrationIcon({
  provider,
  size = 'md',
}: {
  provider: IntegrationProvider;
  size?: 'sm' | 'md';
}) {
  const Icon = INTEGRATION_ICONS[provider];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground',
        size === 'md' ? 'h-10 w-10' : 'h-7 w-7',
      )}
    >
      <Icon className={size === 'md' ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden />
    </span>
  );
}
