/** The console shows every time in Fiji time and says so (docs/admin.md). */
export const CONSOLE_TIME_ZONE = 'Pacific/Fiji';

/** "26 Nov 2026, 1:20 pm Fiji time". */
export function fijiTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const text = d.toLocaleString('en-FJ', {
    timeZone: CONSOLE_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} Fiji time`;
}

/** A cursor-paged list read with useInfiniteQuery: `{results, nextCursor}` pages flattened. */
export const flattenPages = <T,>(pages: Array<{ results: T[] }> | undefined): T[] => (pages ?? []).flatMap((p) => p.results);
