import { CircleStop } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SearchSummary } from '@leadatlas/shared';
import { useCancelSearch } from '../../api/searches';
import { ApiError } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/** Stops a running search after a confirmation (POST /api/searches/:id/cancel). */
export function CancelSearchButton({
  searchId,
  onCancelled,
}: {
  searchId: string;
  onCancelled: (search: SearchSummary) => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelSearch();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={cancel.isPending} data-testid="cancel-search">
          <CircleStop className="h-4 w-4" aria-hidden />
          {t('progress.actions.cancel')}
        </Button>
      }
      title={t('progress.cancelDialog.title')}
      description={t('progress.cancelDialog.text')}
      confirmLabel={t('progress.cancelDialog.confirm')}
      cancelLabel={t('progress.cancelDialog.keep')}
      onConfirm={() =>
        cancel.mutate(searchId, {
          onSuccess: onCancelled,
          onError: (error) =>
            toast.error(
              error instanceof ApiError && error.code === 'search_not_cancellable'
                ? t('progress.errors.cancelTooLate')
                : t('progress.errors.cancelFailed'),
            ),
        })
      }
    />
  );
}
