import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/** "No se pudieron cargar las búsquedas" with a retry, wherever searches are listed. */
export function SearchListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
      <span>{t('searches.errors.loadList')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
