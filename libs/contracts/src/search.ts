/**
 * Player search (docs/decisions.md): GET /api/search, the CSV export and
 * saved searches. The server validates the query with SearchQueryDto and saved searches with
 * CreateSavedSearchDto; the page builds its URL with searchParamsFor() so both read the same names.
 */
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DIVISIONS, PROVINCES } from './geography';
import { FORMATS, POSITION_GROUP_NAMES, POSITIONS } from './players';
import { PLAYER_SEARCH_ROLES, type UserRole } from './roles';

/** Sort orders of the search screens; `recent` is labelled Recently Updated. */
export const SEARCH_SORTS = ['relevance', 'recent', 'height', 'weight', 'school'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  recent: 'Recently Updated',
  height: 'Height',
  weight: 'Weight',
  school: 'School',
};

/**
 * Who may call GET /api/search: the player search roles plus mentors, whose own screen
 * (/mentor/search) calls the same endpoint. The screens themselves stay per role (PLAYER_SEARCH_ROLES).
 */
export const SEARCH_API_ROLES: readonly UserRole[] = [...PLAYER_SEARCH_ROLES, 'mentor'];

/** Query parameters only paid viewers may use (graduation year, format preference). */
export const ADVANCED_SEARCH_PARAMS = ['grad_year', 'format'] as const;

export const SEARCH_LIMITS = {
  pageSize: 20,
  maxPageSize: 50,
  queryMax: 100,
  schoolMax: 100,
  cursorMax: 400,
  gradYearMin: 1990,
  gradYearMax: 2100,
  /** Rows in one Export Results file. */
  exportMaxRows: 5000,
  savedSearchesMax: 50,
  savedSearchNameMax: 80,
  /**
   * Relevance ranks at most this many matches per branch (the most recently updated full-text matches,
   * the best name matches), so a broad word costs an index walk, not a ranking of every match: Load More
   * under relevance ends after at most twice this many players. Other sorts page through every match.
   */
  relevanceCandidates: 200,
  /**
   * Each relevance branch examines at most this many matches (in the order its index yields them) before
   * keeping its best relevanceCandidates, so a word matched by a fifth of a million players costs the same
   * as a rare one. Below it the candidates are exact; above it they come from the first matches found
   * (docs/search.md, "Bounded relevance candidates").
   */
  relevanceExamined: 600,
  /**
   * The full-text branch first walks this many of the most recently updated profiles: a common word fills
   * its candidates there, exactly, without reading the word's whole posting list.
   */
  relevanceRecentWalk: 3000,
  /**
   * The walk's first part: a word with no match among this many of the most recent profiles (a name, a rare
   * word) skips the rest of the walk and goes straight to its index, where it has few matches. A word common
   * enough to fill its candidates within relevanceRecentWalk almost never misses here (one profile in 15 or
   * more matches it); if one did, it would take the index's path, as a rarer word does.
   */
  relevanceProbeWalk: 1000,
  /**
   * A sorted page first walks this many profiles in the sort's index order: filters that together keep more
   * than about one player in 500 fill the page there, exactly, instead of combining one bitmap per filter
   * over every match.
   */
  pageWalk: 10000,
  /** Quick Stats are recounted at most this often for the same search and viewer. */
  statsCacheSeconds: 30,
  /** Recent Graduates: graduation year at least current year minus this. */
  recentGraduateYears: 1,
} as const;

export const SEARCH_MESSAGES = {
  accessDenied: 'This page is for recruiters, clubs, unions, coaches, and agents only.',
  advancedFiltersLocked: 'Advanced filters (graduation year and format) are available on paid plans. Upgrade to use them.',
  exportLocked: 'Export Results is available on paid plans. Upgrade to export player data.',
  position: 'Please choose a position from the list',
  province: 'Please choose a province or division from the list',
  format: 'Please choose a format from the list',
  sort: 'Please choose a sort order from the list',
  gradYear: 'Graduation year must be a year such as 2026',
  query: `Search text must be less than ${SEARCH_LIMITS.queryMax} characters`,
  school: `School must be less than ${SEARCH_LIMITS.schoolMax} characters`,
  limit: `Limit must be a whole number from 1 to ${SEARCH_LIMITS.maxPageSize}`,
  cursor: 'Invalid cursor: start the search again',
  savedSearchName: `Name must be less than ${SEARCH_LIMITS.savedSearchNameMax} characters`,
  savedSearchFilters: 'Filters are required',
  savedSearchNotFound: 'Saved search not found',
  savedSearchLimit: `You can keep up to ${SEARCH_LIMITS.savedSearchesMax} saved searches. Delete one to save another.`,
  searchSaved: 'Search saved',
  searchFailed: 'Failed to search players',
  loadFailed: 'Failed to load search results. Please try again.',
} as const;

// ---- parsing rules (empty, undefined and 'all' are left out; grad year is an integer) ----

type Value = { value: unknown };
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all'));
/** '' / 'all' / null → undefined; strings trimmed. */
export const searchValue = ({ value }: Value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value);
/** A value of a fixed list, matched without regard to case and returned in the list's spelling. */
const oneOf = (list: readonly string[]) => ({ value }: Value) => {
  const v = searchValue({ value });
  if (typeof v !== 'string') return v;
  return list.find((item) => item.toLowerCase() === v.toLowerCase()) ?? v;
};
/** "2026" → 2026; anything that is not a whole number stays as is and fails IsInt with the field's message. */
const integer = ({ value }: Value) => {
  const v = searchValue({ value });
  if (typeof v === 'number') return v;
  return typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v;
};

export const SEARCH_POSITION_OPTIONS: readonly string[] = [...POSITION_GROUP_NAMES, ...POSITIONS];
export const SEARCH_PROVINCE_OPTIONS: readonly string[] = [...DIVISIONS, ...PROVINCES];

/** Applies decorators as if stacked above a property (bottom one first). */
function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}
const QueryText = (max: number, message: string) =>
  compose(Transform(searchValue), IsOptional(), IsString({ message }), MaxLength(max, { message }));
const ListValue = (list: readonly string[], message: string) =>
  compose(Transform(oneOf(list)), IsOptional(), IsIn(list as string[], { message }));
const GradYear = () =>
  compose(
    Transform(integer),
    IsOptional(),
    IsInt({ message: SEARCH_MESSAGES.gradYear }),
    Min(SEARCH_LIMITS.gradYearMin, { message: SEARCH_MESSAGES.gradYear }),
    Max(SEARCH_LIMITS.gradYearMax, { message: SEARCH_MESSAGES.gradYear }),
  );

/**
 * Each filter's rule, written once for the two spellings of the filters: the query string (`q`, `grad_year`)
 * and the page's / saved search's names (`query`, `gradYear`).
 */
const FilterRule = {
  text: () => QueryText(SEARCH_LIMITS.queryMax, SEARCH_MESSAGES.query),
  position: () => ListValue(SEARCH_POSITION_OPTIONS, SEARCH_MESSAGES.position),
  /** Case-insensitive "contains". */
  school: () => QueryText(SEARCH_LIMITS.schoolMax, SEARCH_MESSAGES.school),
  /** A division (matches its provinces) or a province. */
  province: () => ListValue(SEARCH_PROVINCE_OPTIONS, SEARCH_MESSAGES.province),
  gradYear: GradYear,
  format: () => ListValue(FORMATS, SEARCH_MESSAGES.format),
  sort: () => ListValue(SEARCH_SORTS, SEARCH_MESSAGES.sort),
};

/**
 * GET /api/search and GET /api/search/export.csv query. Position: one of the 10 groups (matches its
 * members) or an exact profile position; province: a division (matches its provinces) or a province.
 */
export class SearchQueryDto {
  @FilterRule.text()
  q?: string;

  @FilterRule.position()
  position?: string;

  @FilterRule.school()
  school?: string;

  @FilterRule.province()
  province?: string;

  @FilterRule.gradYear()
  grad_year?: number;

  @FilterRule.format()
  format?: string;

  @FilterRule.sort()
  sort?: SearchSort;

  /** `nextCursor` of the previous page (opaque). */
  @Transform(searchValue)
  @IsOptional()
  @IsString({ message: SEARCH_MESSAGES.cursor })
  @MaxLength(SEARCH_LIMITS.cursorMax, { message: SEARCH_MESSAGES.cursor })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: SEARCH_MESSAGES.cursor })
  cursor?: string;

  @Transform(integer)
  @IsOptional()
  @IsInt({ message: SEARCH_MESSAGES.limit })
  @Min(1, { message: SEARCH_MESSAGES.limit })
  @Max(SEARCH_LIMITS.maxPageSize, { message: SEARCH_MESSAGES.limit })
  limit?: number;
}

/** Filters as the page holds them and as a saved search stores them. */
export interface SearchFilters {
  query?: string;
  position?: string;
  school?: string;
  province?: string;
  gradYear?: number;
  format?: string;
  sort?: SearchSort;
}

/** The `filters` of POST /api/saved-searches: the same rules as the search query, in the page's names. */
export class SearchFiltersDto implements SearchFilters {
  @FilterRule.text()
  query?: string;

  @FilterRule.position()
  position?: string;

  @FilterRule.school()
  school?: string;

  @FilterRule.province()
  province?: string;

  @FilterRule.gradYear()
  gradYear?: number;

  @FilterRule.format()
  format?: string;

  @FilterRule.sort()
  sort?: SearchSort;
}

/** POST /api/saved-searches {name?, filters}. Without a name the server names it from the filters. */
export class CreateSavedSearchDto {
  @Transform(searchValue)
  @IsOptional()
  @IsString({ message: SEARCH_MESSAGES.savedSearchName })
  @MaxLength(SEARCH_LIMITS.savedSearchNameMax, { message: SEARCH_MESSAGES.savedSearchName })
  name?: string;

  @Transform(({ value }: Value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? plainToInstance(SearchFiltersDto, value) : value,
  )
  @IsObject({ message: SEARCH_MESSAGES.savedSearchFilters })
  @ValidateNested()
  filters!: SearchFiltersDto;
}

// ---- conversions between the page's filters and the query string ----

/**
 * The query parameters of GET /api/search for these filters (empty and 'all' values left out), in
 * the API's names: `new URLSearchParams(searchParamsFor(filters, { cursor }))`.
 */
export function searchParamsFor(filters: SearchFilters, extra: { cursor?: string | null; limit?: number } = {}): Record<string, string> {
  const params: Record<string, string> = {};
  const put = (key: string, value: string | number | undefined | null) => {
    if (value === undefined || value === null) return;
    const text = String(value).trim();
    if (text !== '' && text.toLowerCase() !== 'all') params[key] = text;
  };
  put('q', filters.query);
  put('position', filters.position);
  put('school', filters.school);
  put('province', filters.province);
  put('grad_year', filters.gradYear);
  put('format', filters.format);
  put('sort', filters.sort);
  put('cursor', extra.cursor);
  put('limit', extra.limit);
  return params;
}

/** The filters of a validated query (drops paging). */
export function filtersFromQuery(q: SearchQueryDto): SearchFilters {
  const f: SearchFilters = {};
  if (q.q) f.query = q.q;
  if (q.position) f.position = q.position;
  if (q.school) f.school = q.school;
  if (q.province) f.province = q.province;
  if (q.grad_year !== undefined) f.gradYear = q.grad_year;
  if (q.format) f.format = q.format;
  if (q.sort) f.sort = q.sort;
  return f;
}

/** Names the advanced (paid) filters set in `filters`, e.g. ['grad_year']. */
export function advancedFiltersUsed(filters: SearchFilters): string[] {
  const used: string[] = [];
  if (filters.gradYear !== undefined) used.push('grad_year');
  if (filters.format) used.push('format');
  return used;
}

/** "N filters applied" (sort and the text query are not filters). */
export const activeFilterCount = (f: SearchFilters): number =>
  [f.position, f.school, f.province, f.gradYear, f.format].filter((v) => v !== undefined && v !== '').length;

/** A readable default name for a saved search, e.g. "Prop · Central · Class of 2026". */
export function savedSearchLabel(f: SearchFilters): string {
  const parts = [
    f.query ? `"${f.query}"` : undefined,
    f.position,
    f.school,
    f.province,
    f.gradYear !== undefined ? `Class of ${f.gradYear}` : undefined,
    f.format,
  ].filter((p): p is string => !!p);
  return (parts.length ? parts.join(' · ') : 'All players').slice(0, SEARCH_LIMITS.savedSearchNameMax);
}

// ---- responses ----

export interface PlayerSearchResultUser {
  firstName: string;
  lastName: string;
  fullName: string;
  profileImageUrl: string | null;
}

/**
 * One player card. Free viewers get the preview built by
 * the server: `_isPreview: true`, at most 2 positions (+ `positionsMore`), bio cut to 80 characters,
 * highlightCount '1+' (0 stays 0), and no formats or contact keys at all.
 */
export interface PlayerSearchResult {
  id: string;
  /** The player's account: the `toUser` of a contact request. */
  userId: string;
  user: PlayerSearchResultUser;
  profilePicture: string | null;
  verifiedByCoach: boolean;
  school: string | null;
  gradYear: number | null;
  positions: string[];
  /** Positions left out of a preview ("+N more"); 0 in full results. */
  positionsMore: number;
  heightCm: number | null;
  weightKg: number | null;
  province: string | null;
  bio: string | null;
  /** Highlights the viewer may see; '1+' in a preview when there is at least one. */
  highlightCount: number | '1+';
  updatedAt: string;
  /** A profile boost runs now: the card shows BOOSTED_LABEL (docs/billing.md). Full and preview results. */
  boosted: boolean;
  _isPreview: boolean;
  /** Full results only. */
  formats?: string[];
  /** Full results only; null + contactNote ('Contact via request') for a player under 18 (docs/decisions.md safeguarding). */
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactNote?: string;
}

/**
 * GET /api/search/stats (same filters): the Quick Stats card, counted over every match, not only the
 * loaded pages. Apart from GET /api/search so results never wait for a count of every match.
 */
export interface SearchStats {
  /** Active Players: players matching the search. */
  active: number;
  /** Verified Players: matches verified by a coach. */
  verified: number;
  /** Recent Graduates: matches with a graduation year ≥ current year − 1. */
  recentGraduates: number;
}

export interface SearchResponse {
  results: PlayerSearchResult[];
  /** true when the results are previews (free viewer). */
  preview: boolean;
  /** 'paid_user' or free_<role>. */
  viewerType: string;
  /** Pass as `cursor` to load the next page; null when there is no more. */
  nextCursor: string | null;
}

/** A stored search (Save Search). */
export interface SavedSearch {
  id: string;
  name: string;
  filters: SearchFilters;
  createdAt: string;
  /**
   * Set when a Recruiter Plan ended and Free cannot run this search (it uses advanced filters): kept
   * read-only for its owner for the retention days, then deleted (docs/billing.md). Null otherwise.
   */
  planLockedAt: string | null;
}

export interface SavedSearchesResponse {
  results: SavedSearch[];
}

/** Columns of Export Results, in order. */
export const SEARCH_EXPORT_COLUMNS = [
  'Name', 'Positions', 'School', 'Province', 'Grad Year', 'Height (cm)', 'Weight (kg)', 'Formats', 'Verified',
  'Highlights', 'Contact Email', 'Contact Phone', 'Profile URL',
] as const;
