/**
 * OpenStreetMap tag filters as data: a clause is a conjunction of conditions on one element's
 * tags, a filter is a union of clauses. They render to Overpass QL (overpass.ts) and evaluate
 * against parsed elements (the industry filter and the reverse category map).
 */

export type TagCondition =
  | { key: string; op: 'exists' }
  /** The value is one of these, exactly. */
  | { key: string; op: 'in'; values: string[] }
  /** The value matches a regular expression (name stems); `i`: case-insensitive. */
  | { key: string; op: 'match'; pattern: string; caseInsensitive: boolean };

export type TagClause = TagCondition[];

/** "shop" → exists; "amenity=dentist|doctors" → one of the values. */
export function parseCondition(spec: string): TagCondition {
  const eq = spec.indexOf('=');
  if (eq < 0) return { key: spec, op: 'exists' };
  return { key: spec.slice(0, eq), op: 'in', values: spec.slice(eq + 1).split('|') };
}

/** Each spec a clause; a spec joined with "&" is a conjunction ("amenity=restaurant&cuisine=pizza"). */
export function clauses(...specs: string[]): TagClause[] {
  return specs.map((spec) => spec.split('&').map(parseCondition));
}

const regexCache = new Map<string, RegExp>();
function compiled(pattern: string, caseInsensitive: boolean): RegExp {
  const id = `${caseInsensitive ? 'i' : '-'}${pattern}`;
  let regex = regexCache.get(id);
  if (!regex) {
    regex = new RegExp(pattern, caseInsensitive ? 'iu' : 'u');
    regexCache.set(id, regex);
  }
  return regex;
}

export function conditionHolds(tags: Record<string, string>, condition: TagCondition): boolean {
  const value = tags[condition.key];
  if (value === undefined) return false;
  switch (condition.op) {
    case 'exists':
      return true;
    case 'in':
      return condition.values.includes(value);
    case 'match':
      return compiled(condition.pattern, condition.caseInsensitive).test(value);
  }
}

export function clauseHolds(tags: Record<string, string>, clause: TagClause): boolean {
  return clause.every((condition) => conditionHolds(tags, condition));
}

export function anyClauseHolds(tags: Record<string, string>, filter: TagClause[]): boolean {
  return filter.some((clause) => clauseHolds(tags, clause));
}

/** Conjunction of two clauses; null when they cannot both hold (amenity=a ∧ amenity=b). */
export function conjoin(a: TagClause, b: TagClause): TagClause | null {
  const result: TagClause = [];
  const byKey = new Map<string, TagCondition[]>();
  for (const condition of [...a, ...b]) {
    const list = byKey.get(condition.key) ?? [];
    list.push(condition);
    byKey.set(condition.key, list);
  }
  for (const [key, list] of byKey) {
    let values: string[] | null = null;
    const matches: TagCondition[] = [];
    for (const condition of list) {
      if (condition.op === 'in') {
        values = values
          ? values.filter((value) => condition.values.includes(value))
          : condition.values;
      } else if (condition.op === 'match') {
        if (!matches.some((m) => sameCondition(m, condition))) matches.push(condition);
      }
    }
    if (values && values.length === 0) return null;
    if (values) result.push({ key, op: 'in', values });
    result.push(...matches);
    if (!values && matches.length === 0) result.push({ key, op: 'exists' });
  }
  return result;
}

function sameCondition(a: TagCondition, b: TagCondition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether every element satisfying `narrow` also satisfies `wide`'s condition. */
function implies(narrow: TagClause, wide: TagCondition): boolean {
  return narrow.some((condition) => {
    if (condition.key !== wide.key) return false;
    if (wide.op === 'exists') return true;
    if (wide.op === 'in') {
      return condition.op === 'in' && condition.values.every((v) => wide.values.includes(v));
    }
    return sameCondition(condition, wide);
  });
}

/** Whether clause `wide` holds wherever `narrow` holds. */
export function subsumes(wide: TagClause, narrow: TagClause): boolean {
  return wide.every((condition) => implies(narrow, condition));
}

/**
 * A smaller equivalent union: single-condition value lists on the same key merged
 * (amenity=a ∪ amenity=b → amenity=a|b), duplicates and clauses implied by others removed.
 */
export function simplify(filter: TagClause[]): TagClause[] {
  const merged: TagClause[] = [];
  const singles = new Map<string, Set<string>>();
  for (const clause of filter) {
    const only = clause.length === 1 ? clause[0] : undefined;
    if (only && only.op === 'in') {
      const set = singles.get(only.key) ?? new Set<string>();
      for (const value of only.values) set.add(value);
      singles.set(only.key, set);
    } else {
      merged.push(clause);
    }
  }
  for (const [key, values] of singles) merged.push([{ key, op: 'in', values: [...values] }]);
  const kept: TagClause[] = [];
  merged.forEach((clause, index) => {
    const redundant = merged.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        subsumes(other, clause) &&
        // Of two equivalent clauses keep the first.
        (!subsumes(clause, other) || otherIndex < index),
    );
    if (!redundant) kept.push(clause);
  });
  return kept;
}

/** (a1 ∪ a2 …) ∩ (b1 ∪ b2 …), simplified. */
export function intersect(a: TagClause[], b: TagClause[]): TagClause[] {
  const out: TagClause[] = [];
  for (const left of a) {
    for (const right of b) {
      const both = conjoin(left, right);
      if (both) out.push(both);
    }
  }
  return simplify(out);
}
