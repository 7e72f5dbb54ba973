/** The results table's optional columns, chosen by the user and remembered on this device. */
import { useCallback, useState } from 'react';
import { local, STORAGE_KEYS } from '../../lib/storage';

export const OPTIONAL_COLUMNS = ['socials', 'linkedin', 'employees', 'revenue'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

function load(): OptionalColumn[] {
  try {
    const value: unknown = JSON.parse(local.get(STORAGE_KEYS.resultsColumns) ?? '[]');
    if (!Array.isArray(value)) return [];
    return OPTIONAL_COLUMNS.filter((column) => value.includes(column));
  } catch {
    return [];
  }
}

export function useOptionalColumns() {
  const [shown, setShown] = useState<OptionalColumn[]>(load);
  const toggle = useCallback((column: OptionalColumn, on: boolean) => {
    setShown((current) => {
      const next = OPTIONAL_COLUMNS.filter((item) =>
        item === column ? on : current.includes(item),
      );
      local.set(STORAGE_KEYS.resultsColumns, JSON.stringify(next));
      return next;
    });
  }, []);
  return { shown, toggle };
}
