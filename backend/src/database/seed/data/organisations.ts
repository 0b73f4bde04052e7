/** Sample organisations. `union` is the affiliation stored in orgs.province (docs/decisions.md). */

/** Each of the 26 unions' home town. */
export const UNION_HOME: Record<string, { city: string; established: number; phonePrefix: string }> = {
  Suva: { city: 'Suva', established: 1904, phonePrefix: '33' },
  Ba: { city: 'Ba', established: 1932, phonePrefix: '66' },
  Lautoka: { city: 'Lautoka', established: 1931, phonePrefix: '66' },
  Nadi: { city: 'Nadi', established: 1933, phonePrefix: '67' },
  Macuata: { city: 'Labasa', established: 1938, phonePrefix: '88' },
  Tailevu: { city: 'Korovou', established: 1947, phonePrefix: '34' },
  Rewa: { city: 'Nausori', established: 1925, phonePrefix: '34' },
  Nadroga: { city: 'Sigatoka', established: 1928, phonePrefix: '65' },
  Bua: { city: 'Nabouwalu', established: 1962, phonePrefix: '88' },
  Cakaudrove: { city: 'Savusavu', established: 1955, phonePrefix: '88' },
  Kadavu: { city: 'Vunisea', established: 1958, phonePrefix: '33' },
  Malolo: { city: 'Malolo', established: 1978, phonePrefix: '66' },
  Naitasiri: { city: 'Vunidawa', established: 1950, phonePrefix: '33' },
  Namosi: { city: 'Namosi', established: 1961, phonePrefix: '33' },
  Nanukuloa: { city: 'Nanukuloa', established: 1970, phonePrefix: '66' },
  Nasinu: { city: 'Nasinu', established: 1985, phonePrefix: '33' },
  Navosa: { city: 'Keiyasi', established: 1972, phonePrefix: '65' },
  'Northern Bulls': { city: 'Labasa', established: 1999, phonePrefix: '88' },
  Northland: { city: 'Rakiraki', established: 1968, phonePrefix: '66' },
  Ovalau: { city: 'Levuka', established: 1911, phonePrefix: '34' },
  Ra: { city: 'Rakiraki', established: 1949, phonePrefix: '66' },
  Serua: { city: 'Navua', established: 1957, phonePrefix: '34' },
  Taveuni: { city: 'Somosomo', established: 1964, phonePrefix: '88' },
  Tavua: { city: 'Tavua', established: 1952, phonePrefix: '66' },
  Vatukoula: { city: 'Vatukoula', established: 1946, phonePrefix: '66' },
  Yasawa: { city: 'Naviti', established: 1981, phonePrefix: '66' },
};

/** Which union a school town plays under (for school orgs' affiliation). */
export const TOWN_UNION: Record<string, string> = {
  Suva: 'Suva', Nasinu: 'Nasinu', Nausori: 'Rewa', Korovou: 'Tailevu', Lodoni: 'Tailevu', Matavatucou: 'Tailevu',
  Vunidawa: 'Naitasiri', Naitasiri: 'Naitasiri', Navua: 'Serua', Lautoka: 'Lautoka', Ba: 'Ba', Nadi: 'Nadi',
  Tavua: 'Tavua', Sigatoka: 'Nadroga', Cuvu: 'Nadroga', Keiyasi: 'Navosa', Rakiraki: 'Ra', Labasa: 'Macuata',
  Seaqaqa: 'Macuata', Nabouwalu: 'Bua', Lekutu: 'Bua', Savusavu: 'Cakaudrove', Taveuni: 'Taveuni',
  Levuka: 'Ovalau', Vunisea: 'Kadavu', Kadavu: 'Kadavu', Lakeba: 'Suva', Rotuma: 'Suva',
};

export interface ClubSeed {
  name: string;
  union: string;
  city: string;
  established: number;
  description: string;
}

export const CLUBS: readonly ClubSeed[] = [
  { name: 'Police Blues RFC', union: 'Suva', city: 'Suva', established: 1952, description: 'Fiji Police Force rugby club, multiple Suva premier champions with a strong sevens tradition.' },
  { name: 'Army Green RFC', union: 'Suva', city: 'Suva', established: 1961, description: 'Republic of Fiji Military Forces club based at Queen Elizabeth Barracks; known for fitness and discipline.' },
  { name: 'Nadera Panthers RFC', union: 'Suva', city: 'Nadera', established: 1989, description: 'Community club from the Nadera settlement with senior, colts and women\'s teams.' },
  { name: 'Raiwasa RFC', union: 'Suva', city: 'Raiwasa', established: 1978, description: 'Suva suburban club that feeds many players into the provincial Suva squad.' },
  { name: 'Wailekutu Sharks RFC', union: 'Suva', city: 'Lami', established: 1994, description: 'Lami-based club running junior grades from U12 to colts.' },
  { name: 'Nadi Saints RFC', union: 'Nadi', city: 'Nadi', established: 1972, description: 'Western powerhouse club with a reputation for running rugby.' },
  { name: 'Namaka Eagles RFC', union: 'Nadi', city: 'Namaka', established: 1986, description: 'Club close to Nadi airport, strong in the Western sevens circuit.' },
  { name: 'Lautoka Sugar City RFC', union: 'Lautoka', city: 'Lautoka', established: 1965, description: 'Sugar City club with a busy junior academy and a women\'s programme.' },
  { name: 'Saru Dragons RFC', union: 'Lautoka', city: 'Saru', established: 1991, description: 'Village-based club producing forwards for the Lautoka senior side.' },
  { name: 'Ba Tigers RFC', union: 'Ba', city: 'Ba', established: 1958, description: 'Ba town club competing in the Western zone with senior and U19 teams.' },
  { name: 'Rarawai Mill RFC', union: 'Ba', city: 'Rarawai', established: 1970, description: 'Mill community club with deep ties to local schools.' },
  { name: 'Cuvu Tokatoka RFC', union: 'Nadroga', city: 'Cuvu', established: 1969, description: 'Coral Coast club famous for its sevens teams and Tokatoka spirit.' },
  { name: 'Malomalo Saints RFC', union: 'Nadroga', city: 'Malomalo', established: 1982, description: 'Village club in Nadroga with a proud record in the Coral Coast 7s.' },
  { name: 'Sigatoka Stallions RFC', union: 'Nadroga', city: 'Sigatoka', established: 1975, description: 'Town club on the Sigatoka river supplying the Nadroga Skipper Cup squad.' },
  { name: 'Labasa Wanderers RFC', union: 'Macuata', city: 'Labasa', established: 1963, description: 'Northern club from Labasa running senior, colts and school-leaver programmes.' },
  { name: 'Vunimoli Bulls RFC', union: 'Northern Bulls', city: 'Vunimoli', established: 2001, description: 'Young club in Vanua Levu developing players for the Northern Bulls.' },
  { name: 'Korovou Warriors RFC', union: 'Tailevu', city: 'Korovou', established: 1977, description: 'Tailevu club that shares its ground with Tailevu North College.' },
  { name: 'Nausori Hornets RFC', union: 'Rewa', city: 'Nausori', established: 1968, description: 'Rewa delta club with a strong forward pack and a colts grade.' },
  { name: 'Davuilevu Methodists RFC', union: 'Rewa', city: 'Davuilevu', established: 1984, description: 'Church-linked club fielding senior and women\'s sides.' },
  { name: 'Nasinu Tigers RFC', union: 'Nasinu', city: 'Nasinu', established: 1990, description: 'Nasinu corridor club with large junior numbers.' },
  { name: 'Naitasiri Highlanders RFC', union: 'Naitasiri', city: 'Vunidawa', established: 1973, description: 'Highlands club drawing players from villages along the Wainimala.' },
  { name: 'Navua River RFC', union: 'Serua', city: 'Navua', established: 1980, description: 'Serua club on the Navua river with senior and U18 teams.' },
  { name: 'Levuka Old Capital RFC', union: 'Ovalau', city: 'Levuka', established: 1910, description: 'One of Fiji\'s oldest clubs, based in the old capital Levuka.' },
  { name: 'Somosomo Chiefs RFC', union: 'Taveuni', city: 'Somosomo', established: 1966, description: 'Taveuni garden-island club with a famous village sevens tournament.' },
  { name: 'Savusavu Marlins RFC', union: 'Cakaudrove', city: 'Savusavu', established: 1974, description: 'Cakaudrove club combining town and village players.' },
  { name: 'Rakiraki Roosters RFC', union: 'Ra', city: 'Rakiraki', established: 1971, description: 'Ra province club playing in the Vanua Championship.' },
  { name: 'Tavua Gold RFC', union: 'Tavua', city: 'Tavua', established: 1960, description: 'Tavua town club with a strong U19 programme.' },
  { name: 'Vatukoula Miners RFC', union: 'Vatukoula', city: 'Vatukoula', established: 1946, description: 'Gold-mining town club with a long rugby history.' },
  { name: 'Kadavu Islanders RFC', union: 'Kadavu', city: 'Vunisea', established: 1976, description: 'Island club bringing Kadavu players to the mainland competitions.' },
  { name: 'Nabouwalu Sharks RFC', union: 'Bua', city: 'Nabouwalu', established: 1988, description: 'Bua club fielding senior and junior grades.' },
  { name: 'Keiyasi Highlanders RFC', union: 'Navosa', city: 'Keiyasi', established: 1983, description: 'Navosa highlands club known for hard-running backs.' },
  { name: 'Nanukuloa Eels RFC', union: 'Nanukuloa', city: 'Nanukuloa', established: 1979, description: 'Ra coast club in the Nanukuloa union.' },
  { name: 'Malolo Islanders RFC', union: 'Malolo', city: 'Malolo', established: 1987, description: 'Mamanuca islands club combining resort workers and village players.' },
  { name: 'Yasawa Sunset RFC', union: 'Yasawa', city: 'Naviti', established: 1992, description: 'Yasawa group club that travels to the mainland for tournaments.' },
  { name: 'Namosi Valley RFC', union: 'Namosi', city: 'Namosi', established: 1981, description: 'Namosi highlands club with village-based junior grades.' },
  { name: 'Ellington Wharf RFC', union: 'Northland', city: 'Ellington', established: 1985, description: 'Northland club near the Ellington wharf, feeding the Northland union sides.' },
];

export interface AcademySeed {
  name: string;
  union: string;
  city: string;
  established: number;
  description: string;
  verified: boolean;
}

export const ACADEMIES: readonly AcademySeed[] = [
  { name: 'Fijian Drua Academy', union: 'Lautoka', city: 'Lautoka', established: 2021, verified: true, description: 'Professional pathway academy of the Fijian Drua Super Rugby team for 18-23 year-olds.' },
  { name: 'Pacific Sevens Academy', union: 'Suva', city: 'Suva', established: 2015, verified: true, description: 'Sevens skills academy running holiday camps and a full-time squad for school leavers.' },
  { name: 'Nadroga Rugby Academy', union: 'Nadroga', city: 'Sigatoka', established: 2012, verified: true, description: 'Provincial academy preparing Nadroga youth for the Skipper Cup and Drua pathway.' },
  { name: 'Northern Rugby Development Academy', union: 'Macuata', city: 'Labasa', established: 2016, verified: false, description: 'Vanua Levu academy combining schooling support with strength and conditioning.' },
  { name: 'Tailevu Rugby Academy', union: 'Tailevu', city: 'Korovou', established: 2018, verified: false, description: 'Community academy for Tailevu teenagers, with a focus on forwards.' },
  { name: 'Western Women\'s Rugby Academy', union: 'Nadi', city: 'Nadi', established: 2019, verified: true, description: 'Pathway academy for Fijiana players from the Western division.' },
];
