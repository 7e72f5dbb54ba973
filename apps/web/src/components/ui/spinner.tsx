import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden className={cn('h-5 w-5 animate-spin', className)} />;
}

/** Full-screen spinner while the session loads. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <Spinner className="h-8 w-8 text-primary" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
