/**
 * A statement prefix that commits its own transaction without waiting for the WAL flush
 * (`synchronous_commit = off`, set with `set_config(…, true)`, so only that transaction): for rows that are
 * counts (funnel events, usage counters), where a database crash may lose the last fraction of a second of
 * them but never corrupt them, and where the flush's wait (~3 ms idle, ~15 ms on a busy disk, holding the
 * pooled connection and any row lock) was on a hot request path (docs/search.md, "Fewer waits per request").
 * PostgreSQL evaluates a CTE only when the statement reads it: select from ASYNC_COMMIT.from.
 */
export const ASYNC_COMMIT = {
  with: `WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))`,
  from: 'async_commit',
} as const;
