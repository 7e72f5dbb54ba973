/**
 * The results table's optional columns. What the search paid for is shown (issue 11 item 19:
 * paid social profiles were hidden); the user can hide it or show the others, and that choice is
 * remembered on this device.
 */
import { useCallback, useMemo, useState } from 'react';
import type { PricedField } from '@leadatlas/shared';
import { local, STORAGE_KEYS } from '../../lib/storage';

export const OPTIONAL_COLUMNS = ['socials', 'linkedin', 'employees', 'revenue'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** The paid field each optional column shows. */
const FIELD_OF: Record<OptionalColumn, PricedField> = {
  socials: 'social',
  linkedin: 'linkedin',
  employees: 'employees',
  revenue: 'revenue',
};

/** What the user turned on and off by hand, over the paid defaults. */
interface Choice {
  shown: OptionalColumn[];
  hidden: OptionalColumn[];
}

const only = (value: unknown): OptionalColumn[] =>
  Array.isArray(value) ? OPTIONAL_COLUMNS.filter((column) => value.includes(column)) : [];

function load(): Choice {
  try {
    const value: unknown = JSON.parse(local.get(STORAGE_KEYS.resultsColumns) ?? 'null');
    // Older versions kept the shown columns alone.
    if (Array.isArray(value)) return { shown: only(value), hidden: [] };
    const choice = value as Partial<Choice> | null;
    return { shown: only(choice?.shown), hidden: only(choice?.hidden) };
  } catch {
    return { shown: [], hidden: [] };
  }
}

export function useOptionalColumns(paidFields: readonly PricedField[]) {
  const [choice, setChoice] = useState<Choice>(load);
  const shown = useMemo(
    () =>
      OPTIONAL_COLUMNS.filter(
        (column) =>
          !choice.hidden.includes(column) &&
          (choice.shown.includes(column) || paidFields.includes(FIELD_OF[column])),
      ),
    [choice, paidFields],
  );
  const toggle = useCallback((column: OptionalColumn, on: boolean) => {
    setChoice((current) => {
      const next: Choice = {
        shown: on
          ? [...new Set([...current.shown, column])]
          : current.shown.filter((c) => c !== column),
        hidden: on
          ? current.hidden.filter((c) => c !== column)
          : [...new Set([...current.hidden, column])],
      };
      local.set(STORAGE_KEYS.resultsColumns, JSON.stringify(next));
      return next;
    });
  }, []);
  return { shown, toggle };
}
