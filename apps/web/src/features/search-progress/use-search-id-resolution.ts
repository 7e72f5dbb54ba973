/**
 * Which search the progress page follows (spec 000 §2 Loading page): the id in the URL; else
 * the one kept in session storage (the URL is then replaced); else a new search started from
 * the wizard's stored answers when all four steps are complete; else nothing can be followed.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRunSearch } from '../../api/searches';
import { runSearchErrorMessage } from '../../lib/search-errors';
import { useSession } from '../session/use-session';
import { clearWizardData, readCompleteWizardData } from './stored-wizard';
import { loadingPath, readCurrentSearchId, storeCurrentSearchId } from './current-search';

export type SearchIdResolution =
  | { kind: 'follow'; searchId: string }
  | { kind: 'redirecting' }
  | { kind: 'starting' }
  | { kind: 'no-wizard' }
  | { kind: 'start-failed'; message: string };

export function useSearchIdResolution(): SearchIdResolution {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const runSearch = useRunSearch();
  const started = useRef(false);

  const urlId = params.get('searchId')?.trim() || null;
  const storedId = urlId ? null : readCurrentSearchId();
  const wizardData = useMemo(
    () => (urlId || storedId ? null : readCompleteWizardData()),
    [urlId, storedId],
  );
  const orgId = me?.activeOrganization.id;

  useEffect(() => {
    if (urlId) {
      storeCurrentSearchId(urlId);
      return;
    }
    if (storedId) {
      navigate(loadingPath(storedId), { replace: true });
      return;
    }
    if (!wizardData || !orgId || started.current) return;
    started.current = true;
    runSearch.mutate(
      { searchPayload: wizardData, orgId },
      {
        onSuccess: ({ searchId }) => {
          storeCurrentSearchId(searchId);
          clearWizardData();
          toast.success(t('searches.started'), {
            description: t('searches.startedId', { id: searchId }),
          });
          navigate(loadingPath(searchId), { replace: true });
        },
      },
    );
    // runSearch.mutate is stable; t only words the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlId, storedId, wizardData, orgId, navigate]);

  if (urlId) return { kind: 'follow', searchId: urlId };
  if (storedId) return { kind: 'redirecting' };
  if (runSearch.isError) {
    return {
      kind: 'start-failed',
      message: runSearchErrorMessage(runSearch.error, t, i18n.language),
    };
  }
  if (runSearch.isSuccess) return { kind: 'redirecting' };
  if (runSearch.isPending || (wizardData && orgId)) return { kind: 'starting' };
  return { kind: 'no-wizard' };
}
