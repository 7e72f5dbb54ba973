import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SearchDetail } from '@leadatlas/shared';
import { api } from '../lib/api';
import { prefillWizard } from '../lib/wizard-storage';

/**
 * Re-run a past search: its wizard data goes back into the wizard at step 4, where the user
 * sees today's estimate and confirms; nothing is charged before that.
 */
export function useRerunSearch() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const rerun = async (searchId: string) => {
    setPendingId(searchId);
    try {
      const detail = await api<SearchDetail>(`/api/searches/${encodeURIComponent(searchId)}`);
      prefillWizard(detail.payload);
      navigate('/wizard/step-4');
    } catch {
      toast.error(t('searches.errors.loadList'));
    } finally {
      setPendingId(null);
    }
  };
  return { rerun, pendingId };
}
