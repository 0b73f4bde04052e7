import { Result } from 'pg';
import { pgOwnAddFields } from './pg-template-row';

type Internals = { addFields(f: unknown[]): void; parseRow(r: Array<string | null>): Record<string, unknown> };
/** A Result as a query makes it (object rows, the default types). */
const newResult = (): Internals => new (Result as unknown as new () => Internals)();

const FIELDS = [
  { name: 'id', dataTypeID: 2950, format: 'text' },
  { name: 'grad_year', dataTypeID: 23, format: 'text' },
  { name: 'verified', dataTypeID: 16, format: 'text' },
  { name: 'updated_at', dataTypeID: 1184, format: 'text' },
  { name: 'positions', dataTypeID: 1009, format: 'text' },
  { name: 'bio', dataTypeID: 25, format: 'text' },
];
const RAW = ['7c0e8f3a-1f0b-4c1e-9d1a-2b3c4d5e6f70', '2026', 't', '2026-03-25 01:45:10.051+00', '{Prop,Hooker}', null];

describe("pg's template row built once", () => {
  it("is installed, and gives exactly pg's own rows", () => {
    expect((Result.prototype as unknown as { addFields: unknown }).addFields).not.toBe(pgOwnAddFields);
    const ours = newResult();
    ours.addFields(FIELDS);
    const theirs = newResult();
    pgOwnAddFields.call(theirs as never, FIELDS);
    for (const raw of [RAW, RAW.map(() => null)]) {
      const [a, b] = [ours.parseRow(raw), theirs.parseRow(raw)];
      expect(Object.keys(a)).toEqual(Object.keys(b));
      expect(a).toEqual(b);
    }
  });

  it("gives the same keys, order and parsed values as pg's own rows", () => {
    const result = newResult();
    result.addFields(FIELDS);
    const row = result.parseRow(RAW);
    expect(Object.keys(row)).toEqual(['id', 'grad_year', 'verified', 'updated_at', 'positions', 'bio']);
    expect(row).toEqual({
      id: RAW[0],
      grad_year: 2026,
      verified: true,
      updated_at: new Date('2026-03-25T01:45:10.051Z'),
      positions: ['Prop', 'Hooker'],
      bio: null,
    });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    // Each row is its own object: filling one leaves the next untouched.
    const other = result.parseRow([RAW[0]!, '2027', 'f', RAW[3]!, '{}', 'Flanker']);
    expect(row.grad_year).toBe(2026);
    expect(other).toMatchObject({ grad_year: 2027, verified: false, positions: [], bio: 'Flanker' });
  });

  it('keeps a column named __proto__ as a plain value, as pg does', () => {
    const result = newResult();
    result.addFields([{ name: '__proto__', dataTypeID: 25, format: 'text' }, { name: 'n', dataTypeID: 23, format: 'text' }]);
    const row = result.parseRow(['x', '1']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
    expect(row.n).toBe(1);
  });
});
