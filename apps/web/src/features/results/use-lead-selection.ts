/**
 * The leads ticked in the results table, kept across pages (by id) until cleared, to send
 * only those to an integration.
 */
import { useCallback, useMemo, useState } from 'react';

export interface LeadSelection {
  ids: ReadonlySet<string>;
  count: number;
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  /** Ticks or clears every lead of the page shown. */
  togglePage: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useLeadSelection(): LeadSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const togglePage = useCallback(
    (page: readonly string[], on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        for (const id of page) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(
    () => ({ ids, count: ids.size, has: (id: string) => ids.has(id), toggle, togglePage, clear }),
    [ids, toggle, togglePage, clear],
  );
}
