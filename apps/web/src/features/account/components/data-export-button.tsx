import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { commonErrorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-file';
import { downloadAccountData } from '../api/account';

/** "Download my data": the JSON file of everything kept about the user. */
export function DataExportButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadAccountData();
      saveBlob(blob, fileName);
    } catch (error) {
      toast.error(commonErrorMessage(t, error) ?? t('account.security.data.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={download}
      disabled={busy}
      data-testid="download-data"
    >
      <Download className="h-4 w-4" aria-hidden />
      {busy ? t('account.security.data.downloading') : t('account.security.data.download')}
    </Button>
  );
}
