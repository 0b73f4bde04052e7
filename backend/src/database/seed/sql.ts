import type { EntityManager } from 'typeorm';

export type Row = Record<string, unknown>;

/** PostgreSQL allows 65535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * Batched multi-row INSERT ... ON CONFLICT DO NOTHING through the given manager (inside the seed's
 * transaction). Every row of a
 * table has the same keys. Returns the number of rows actually inserted.
 */
export async function insertRows(manager: EntityManager, table: string, rows: Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = columns.map((column) => {
        params.push(toParam(row[column]));
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const sql =
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} ` +
      `ON CONFLICT DO NOTHING RETURNING 1`;
    const result: unknown[] = await manager.query(sql, params);
    inserted += result.length;
  }
  return inserted;
}

/** node-postgres turns JS arrays into PostgreSQL arrays; plain objects go to jsonb as JSON text. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}
