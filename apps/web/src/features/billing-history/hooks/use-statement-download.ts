/**
 * "Descargar PDF": fetches the statement of the current filter and search, saves it through an
 * object URL, and says how it went in a toast (a failure is told, never swallowed).
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CreditStatementQuery } from '@leadatlas/shared';
import { saveBlob } from '../../../lib/save-file';
import { browserTimeZone, fetchStatement } from '../api/billing-history';

export function useStatementDownload(orgId: string | undefined) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (query: CreditStatementQuery) => {
      if (!orgId) throw new Error('no organization');
      const { blob, fileName } = await fetchStatement(orgId, {
        ...query,
        timeZone: browserTimeZone(),
      });
      saveBlob(blob, fileName);
      return fileName;
    },
    onSuccess: (file) =>
      toast.success(t('billing.pdf.success'), {
        description: t('billing.pdf.successText', { file }),
      }),
    onError: () => toast.error(t('billing.pdf.failed')),
  });
}
