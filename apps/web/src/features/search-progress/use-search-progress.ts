import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchSummary } from '@leadatlas/shared';
import { initialProgress, type ProgressState } from './progress-model';
import { followSearch, type Follower, type FollowOptions } from './search-follower';

export interface SearchProgress extends ProgressState {
  /** Follow again after the status could not be read. */
  retry: () => void;
  /** A status learnt another way (the answer to a cancel). */
  applyStatus: (search: SearchSummary) => void;
}

/**
 * Follows a search live (see search-follower.ts). The options are read once, when following
 * starts; give the component a `key` of the search id to follow another search.
 */
export function useSearchProgress(
  searchId: string | undefined,
  options?: FollowOptions,
): SearchProgress {
  const [state, setState] = useState<ProgressState>(initialProgress);
  const follower = useRef<Follower | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    if (!searchId) return;
    const current = followSearch(searchId, setState, optionsRef.current);
    follower.current = current;
    return () => {
      current.stop();
      if (follower.current === current) follower.current = null;
    };
  }, [searchId]);

  const retry = useCallback(() => follower.current?.retry(), []);
  const applyStatus = useCallback(
    (search: SearchSummary) => follower.current?.applyStatus(search),
    [],
  );
  return { ...state, retry, applyStatus };
}
