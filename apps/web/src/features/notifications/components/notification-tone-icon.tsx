import { AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import type { NotificationTone } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';

const TONES: Record<NotificationTone, { icon: LucideIcon; className: string }> = {
  warning: { icon: AlertTriangle, className: 'bg-amber-500/10 text-warning-strong' },
  success: { icon: CheckCircle2, className: 'bg-success/10 text-success-strong' },
  info: { icon: Info, className: 'bg-accent text-accent-foreground' },
};

/** The notification's tone as an icon in a tinted circle (warning, success, info). */
export function NotificationToneIcon({
  tone,
  className,
}: {
  tone: NotificationTone;
  className?: string;
}) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
        toneClass,
        className,
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </span>
  );
}
