/**
 * Downloads the CSV (export-leads-csv) through fetch, so that a failure can be told: the file
 * becomes a Blob, then an object URL saved as leads_<id>.csv. The server records the action
 * (retention event csv_exported); the toast tells the user.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CsvColumn, CsvHeaderStyle } from '@leadatlas/shared';
import { fetchLeadsCsv } from '../../api/searches';
import { saveBlob } from '../../lib/save-file';
import { csvFileName, inFileOrder, saveCsvColumns } from './csv-columns';

export function useCsvExport(searchId: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({
      columns,
      headers,
    }: {
      columns: readonly CsvColumn[];
      headers: CsvHeaderStyle;
    }) => {
      const ordered = inFileOrder(columns);
      saveCsvColumns(ordered, headers);
      const blob = await fetchLeadsCsv(searchId, ordered, headers);
      const file = csvFileName(searchId);
      saveBlob(blob, file);
      return file;
    },
    onSuccess: (file) =>
      toast.success(t('results.export.success'), {
        description: t('results.export.successText', { file }),
      }),
    onError: () => toast.error(t('results.export.failed')),
  });
}
