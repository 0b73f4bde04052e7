import type { SearchFilters } from '@fiji/contracts';
import { downloadFile } from '#shared/lib/download';
import { searchQueryString } from './search-players';

/** GET /api/search/export.csv with the screen's filters and sort (paid viewers); saves the CSV file. */
export function exportResults(filters: SearchFilters): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile(`/api/search/export.csv${searchQueryString(filters)}`, `players-${today}.csv`);
}
