/** Fiji's 14 provinces plus Rotuma, each in its division (docs/decisions.md). */
export const DIVISION_PROVINCES = {
  Central: ['Naitasiri', 'Namosi', 'Rewa', 'Serua', 'Tailevu'],
  Eastern: ['Kadavu', 'Lau', 'Lomaiviti'],
  Northern: ['Bua', 'Cakaudrove', 'Macuata'],
  Western: ['Ba', 'Nadroga-Navosa', 'Ra'],
  Rotuma: ['Rotuma'],
} as const;
export type Division = keyof typeof DIVISION_PROVINCES;
export const DIVISIONS = Object.keys(DIVISION_PROVINCES) as Division[];

export const PROVINCES = [
  'Ba', 'Bua', 'Cakaudrove', 'Kadavu', 'Lau', 'Lomaiviti', 'Macuata', 'Nadroga-Navosa', 'Naitasiri', 'Namosi',
  'Ra', 'Rewa', 'Serua', 'Tailevu', 'Rotuma',
] as const;
export type Province = (typeof PROVINCES)[number];

export const divisionOf = (province: string): Division | undefined =>
  DIVISIONS.find((d) => (DIVISION_PROVINCES[d] as readonly string[]).includes(province));

/** A search "province" filter value: a division matches all its provinces; an exact province matches itself. */
export const provincesForFilter = (value: string): string[] =>
  value in DIVISION_PROVINCES ? [...DIVISION_PROVINCES[value as Division]] : [value];

/** The 26 rugby unions of the clubs page. */
export const MAJOR_UNIONS = ['Suva', 'Ba', 'Lautoka', 'Nadi', 'Macuata', 'Tailevu', 'Rewa', 'Nadroga'] as const;
export const OTHER_UNIONS = [
  'Bua', 'Cakaudrove', 'Kadavu', 'Malolo', 'Naitasiri', 'Namosi', 'Nanukuloa', 'Nasinu', 'Navosa', 'Northern Bulls',
  'Northland', 'Ovalau', 'Ra', 'Serua', 'Taveuni', 'Tavua', 'Vatukoula', 'Yasawa',
] as const;
export const UNIONS = [...MAJOR_UNIONS, ...OTHER_UNIONS] as const;

export const ORG_TYPES = ['club', 'union', 'academy', 'school'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const ORG_TYPE_LABELS: Record<OrgType, string> = {
  club: 'Rugby Club',
  union: 'Provincial Union',
  academy: 'Rugby Academy',
  school: 'School Rugby',
};
