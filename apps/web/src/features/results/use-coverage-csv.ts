/**
 * Downloads the coverage report's CSV (the export's companion sheet) in the reader's language,
 * through fetch so that a failure can be told, as the leads' CSV is.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { coverageFileName, fetchCoverageCsv } from '../../api/search-coverage';
import { saveBlob } from '../../lib/save-file';

export function useCoverageCsv(searchId: string) {
  const { t, i18n } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const blob = await fetchCoverageCsv(searchId, i18n.language === 'en' ? 'en' : 'es');
      const file = coverageFileName(searchId);
      saveBlob(blob, file);
      return file;
    },
    onSuccess: (file) =>
      toast.success(t('results.export.success'), {
        description: t('results.export.successText', { file }),
      }),
    onError: () => toast.error(t('results.coverage.failed')),
  });
}
