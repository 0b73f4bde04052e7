import { Result, types as pgTypes } from 'pg';

type FieldDescription = { name: string; dataTypeID: number; format?: string };
type TypeSource = { getTypeParser(oid: number, format: string): (value: string) => unknown };
interface ResultInternals {
  fields: FieldDescription[];
  _parsers: Array<(value: string) => unknown> | undefined;
  _types: TypeSource | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
}

/** pg's own addFields, kept for a column named __proto__ (and for the test that compares the two). */
export const pgOwnAddFields = (Result.prototype as unknown as { addFields: unknown }).addFields as (this: ResultInternals, fields: FieldDescription[]) => void;

/**
 * pg builds each result's template row twice: a null-prototype object filled column by column, then a
 * copy of it with a spread (node-postgres issues #3042 and #3055; an open pull request, #3753, caches the
 * template upstream). With a search card's 25 columns that copy was most of the cost: ~39 µs per result in
 * the API server under load, against ~17 µs for the template built once on a plain object, and a search
 * request has two results (the session with its user, the page). Rows come out the same: the same keys in
 * the same order, the same parsed values, a plain prototype. A column named `__proto__` (not a plain key on
 * an ordinary object) keeps pg's own path.
 */
function addFieldsOnce(this: ResultInternals, fields: FieldDescription[]): void {
  if (fields.some((f) => f.name === '__proto__')) return pgOwnAddFields.call(this, fields);
  this.fields = fields;
  const parsers: Array<(value: string) => unknown> = new Array(fields.length);
  const template: Record<string, null> = {};
  const types: TypeSource = this._types ?? (pgTypes as unknown as TypeSource);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    template[field.name] = null;
    parsers[i] = types.getTypeParser(field.dataTypeID, field.format || 'text');
  }
  if (fields.length) this._parsers = parsers;
  this._prebuiltEmptyResultObject = template;
}

// Installed once per process on import, before the first query (core/database/data-source imports this module).
(Result.prototype as unknown as { addFields: typeof addFieldsOnce }).addFields = addFieldsOnce;
