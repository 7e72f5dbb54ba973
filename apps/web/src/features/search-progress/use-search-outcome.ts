/**
 * What happens once a followed search ends: the balance and the lists are read again (the
 * held credits were settled); a completed search is announced (retention event
 * search_completed; the server already recorded the action) and its results open.
 */
import { isSearchOver } from '@leadatlas/shared';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SearchSummary } from '@leadatlas/shared';
import { invalidateAccountData } from '../../api/searches';

export const resultsPath = (id: string) => `/results/${encodeURIComponent(id)}`;

export function useSearchOutcome(search: SearchSummary | null): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!search || !isSearchOver(search)) return;
    const key = `${search.id}:${search.status}`;
    if (handled.current === key) return;
    handled.current = key;
    void invalidateAccountData(client);
    if (search.status !== 'completed') return;
    toast.success(t('progress.completed'), {
      description: t('progress.completedText', { count: search.resultsCount }),
    });
    navigate(resultsPath(search.id), { replace: true });
  }, [search, client, navigate, t]);
}
