import { FlaskConical } from 'lucide-react';

/** The local test mode's label (no payment provider configured): nobody mistakes it for real. */
export function TestModeBanner({ title, text }: { title: string; text: string }) {
  return (
    <div
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-500/10 p-4"
      data-testid="test-mode-banner"
    >
      <FlaskConical className="mt-0.5 h-6 w-6 shrink-0 text-warning-strong" aria-hidden />
      <div className="min-w-0">
        <p className="text-base font-bold text-warning-strong">{title}</p>
        <p className="mt-1 text-sm text-foreground">{text}</p>
      </div>
    </div>
  );
}
