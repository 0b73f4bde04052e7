import type { ValueTransformer } from 'typeorm';

/**
 * node-postgres returns NUMERIC as a string (to keep precision); every NUMERIC in this schema holds a
 * small decimal (money, ratings, cm/kg), so entities read and write it as a JS number.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};

/** Shared column options so every audit column is `timestamptz` with a snake_case name. */
export const createdAtColumn = { name: 'created_at', type: 'timestamptz' } as const;
export const updatedAtColumn = { name: 'updated_at', type: 'timestamptz' } as const;
