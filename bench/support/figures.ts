// One way for every benchmark to print a figure: min / median / max over its runs (the
// machine's noise shown, not hidden in one number), and whether the target is met.

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface Target {
  /** Which of the runs' figures the target judges. */
  on: 'median' | 'max' | 'min';
  /** 'le': the figure must be at most `value`; 'ge': at least. */
  is: 'le' | 'ge';
  value: number;
}

/** "label: min 1.2 / median 1.5 / max 2.0 unit (target median ≤ 2: PASS)". */
export function figure(
  label: string,
  values: number[],
  unit: string,
  options: { digits?: number; targets?: Target[] } = {},
): string {
  const digits = options.digits ?? 0;
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return `${label}: no value measured`;
  const stats = { min: Math.min(...finite), median: median(finite), max: Math.max(...finite) };
  const shown = (n: number) => n.toFixed(digits);
  const missed = values.length - finite.length;
  const verdicts = (options.targets ?? []).map((target) => {
    const measured = stats[target.on];
    const pass =
      missed === 0 && (target.is === 'le' ? measured <= target.value : measured >= target.value);
    return `${target.on} ${target.is === 'le' ? '≤' : '≥'} ${target.value}: ${pass ? 'PASS' : 'FAIL'}`;
  });
  return (
    `${label}: min ${shown(stats.min)} / median ${shown(stats.median)} / max ${shown(stats.max)} ${unit}` +
    ` over ${values.length} runs` +
    (missed ? ` (${missed} without a value)` : '') +
    (verdicts.length ? ` (target ${verdicts.join(', ')})` : '')
  );
}
