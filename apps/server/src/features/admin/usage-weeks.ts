const dayMs = 24 * 60 * 60 * 1000;

/** The Monday (UTC, as YYYY-MM-DD) of each of the last `weeks` ISO weeks, oldest first, this week last. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const thisMonday = today - daysSinceMonday * dayMs;
  return Array.from({ length: weeks }, (_, index) =>
    new Date(thisMonday - (weeks - 1 - index) * 7 * dayMs).toISOString().slice(0, 10),
  );
}

/** Every week of `weekStarts` with its count, zero for a week without any. */
export function fillWeeks(
  weekStarts: readonly string[],
  counts: ReadonlyMap<string, number>,
): { week: string; count: number }[] {
  return weekStarts.map((week) => ({ week, count: counts.get(week) ?? 0 }));
}
