/** Names and text fragments for the sample people (deterministically combined by the seed). */

export const MALE_FIRST_NAMES = [
  'Waisale', 'Semi', 'Jone', 'Josua', 'Vereniki', 'Taniela', 'Sitiveni', 'Apisai', 'Epeli', 'Ilaisa', 'Isoa',
  'Kitione', 'Meli', 'Mosese', 'Napolioni', 'Osea', 'Peni', 'Pio', 'Samisoni', 'Sakiasi', 'Seru', 'Solomone',
  'Tevita', 'Timoci', 'Tomasi', 'Viliame', 'Vilimoni', 'Waisea', 'Aisea', 'Akuila', 'Alifereti', 'Asaeli', 'Inoke',
  'Iosefo', 'Jiuta', 'Joeli', 'Kaliova', 'Kelepi', 'Livai', 'Manasa', 'Maika', 'Nemani', 'Netani', 'Paula',
  'Penioni', 'Rupeni', 'Sevanaia', 'Simione', 'Uraia', 'Eroni', 'Filipe', 'Ilikimi', 'Lepani', 'Mesake',
  'Nacanieli', 'Petero', 'Saula', 'Setareki', 'Tui', 'Vatemo', 'Jeremaia', 'Isikeli', 'Ropate', 'Suliano',
] as const;

/** Fijiana players: women's 15s and 7s are part of the same pathway. */
export const FEMALE_FIRST_NAMES = [
  'Ana', 'Asinate', 'Litia', 'Mereoni', 'Lavenia', 'Raijieli', 'Vasiti', 'Rusila', 'Sesenieli', 'Talei', 'Akanisi',
  'Losana', 'Miriama', 'Unaisi', 'Alowesi',
] as const;

export const LAST_NAMES = [
  'Serevi', 'Tuilagi', 'Nadolo', 'Radradra', 'Vunipola', 'Naivalu', 'Matavesi', 'Tuisova', 'Kolinisau', 'Nakarawa',
  'Botitu', 'Cakaubalavu', 'Dakuwaqa', 'Delai', 'Koroibete', 'Kuruvoli', 'Lomani', 'Masirewa', 'Mata', 'Nacuqu',
  'Nagusa', 'Nayacalevu', 'Ravouvou', 'Rokoduguni', 'Saumaki', 'Tuwai', 'Vakatawa', 'Vatubua', 'Veitokani',
  'Volavola', 'Waqaniburotu', 'Yato', 'Vuniwaqa', 'Tabua', 'Baleiwai', 'Ratuniyarawa', 'Kunatani', 'Bola',
  'Vularika', 'Nasilasila', 'Qera', 'Ratuvou', 'Goneva', 'Lutumailagi', 'Waqavatu', 'Bogidrau', 'Seniloli',
  'Rokobaro', 'Domolailai', 'Tikoisuva', 'Naulago', 'Raikuna', 'Dawai', 'Vakaloloma', 'Nakalevu', 'Ralulu',
  'Tuicakau', 'Matanatabu', 'Drauna', 'Nabou', 'Ceritos', 'Racika', 'Bainivalu', 'Tawake', 'Kalounivale',
] as const;

/** Real, well-known players: random combinations must not impersonate them. */
export const RESERVED_FULL_NAMES = new Set([
  'Waisale Serevi', 'Semi Radradra', 'Josua Tuisova', 'Nemani Nadolo', 'Leone Nakarawa', 'Jerry Tuwai',
  'Viliame Mata', 'Semi Kunatani', 'Waisea Nayacalevu', 'Osea Kolinisau', 'Kitione Taliga', 'Jone Koroibete',
]);

/** The province's main towns and villages, for bios. */
export const HOME_TOWNS: Record<string, readonly string[]> = {
  Ba: ['Lautoka', 'Nadi', 'Ba', 'Tavua', 'Vatukoula', 'Sabeto'],
  Bua: ['Nabouwalu', 'Lekutu', 'Dama'],
  Cakaudrove: ['Savusavu', 'Somosomo', 'Tukavesi'],
  Kadavu: ['Vunisea', 'Nabukelevu', 'Ravitaki'],
  Lau: ['Lakeba', 'Vanua Balavu', 'Moala'],
  Lomaiviti: ['Levuka', 'Gau', 'Koro'],
  Macuata: ['Labasa', 'Seaqaqa', 'Naduri'],
  'Nadroga-Navosa': ['Sigatoka', 'Cuvu', 'Keiyasi', 'Malomalo'],
  Naitasiri: ['Nasinu', 'Vunidawa', 'Nausori Highlands'],
  Namosi: ['Namosi', 'Waidina', 'Nabukavesi'],
  Ra: ['Rakiraki', 'Nanukuloa', 'Vaileka'],
  Rewa: ['Suva', 'Nausori', 'Lomanikoro'],
  Serua: ['Navua', 'Deuba', 'Pacific Harbour'],
  Tailevu: ['Korovou', 'Nayavu', 'Bau'],
  Rotuma: ['Ahau', 'Motusa', 'Oinafa'],
};

export const POSITION_BIO_LEADS: Record<string, readonly string[]> = {
  'Loosehead Prop': ['Strong scrummaging loosehead prop', 'Mobile loosehead who carries hard around the ruck'],
  'Tighthead Prop': ['Anchor tighthead prop', 'Powerful tighthead who loves the set piece'],
  Hooker: ['Accurate-throwing hooker', 'Busy hooker with a high work rate'],
  Lock: ['Tall lineout-calling lock', 'Athletic second-rower'],
  'Blindside Flanker': ['Hard-tackling blindside flanker', 'Physical blindside who dominates the gain line'],
  'Openside Flanker': ['Fast openside flanker', 'Openside who lives at the breakdown'],
  'Number 8': ['Ball-carrying number 8', 'Dynamic number 8 who controls the base of the scrum'],
  'Scrum-half': ['Sharp-passing scrum-half', 'Quick-thinking halfback with a snappy service'],
  'Fly-half': ['Composed fly-half', 'Playmaking first-five with a strong kicking game'],
  'Left Wing': ['Speedy left winger', 'Elusive finisher on the left wing'],
  'Right Wing': ['Powerful right winger', 'Try-scoring winger with big step'],
  'Inside Centre': ['Direct-running inside centre', 'Second playmaker at inside centre'],
  'Outside Centre': ['Outside centre with great hands', 'Strong outside centre who sets up the wings'],
  Fullback: ['Counter-attacking fullback', 'Safe-under-the-high-ball fullback'],
};

export const BIO_STRENGTHS = [
  'Known for quick feet and an eye for the gap.',
  'Strong over the ball at the breakdown and never misses a tackle.',
  'Reliable off the tee and calm under pressure.',
  'Explosive pace off the mark and a big fend.',
  'Loves the contest in the air and wins plenty of high balls.',
  'A natural leader who organises the defensive line.',
  'Offloads in the tackle to keep the ball alive, the Fijian way.',
  'Works hard in the gym and has added 8kg of muscle this year.',
  'Equally comfortable in 15s and on the sevens circuit.',
  'Reads the game well and always turns up in support.',
] as const;

export const BIO_GOALS = [
  'Aiming for a Skipper Cup spot with {union}.',
  'Hoping to represent Fiji at U20 level.',
  'Looking for a club or academy pathway in the Pacific or abroad.',
  'Dreams of playing sevens for Fiji on the World Series.',
  'Working towards a Fijian Drua academy contract.',
  'Keen to combine rugby with a scholarship and further study.',
  'Wants to give back to the village club that raised them.',
] as const;

export const COMPETITIONS = [
  'Deans Trophy', 'Vodafone Secondary Schools Rugby', 'Skipper Cup', 'Farebrother Trophy', 'Coral Coast 7s',
  'Marist 7s', 'Uprising 7s', 'Vanua Championship', 'Sanyo Cup', 'Digicel Inter-District',
] as const;

export const HIGHLIGHT_TITLE_TEMPLATES = [
  '{tag} vs {opponent}',
  '{tag} in the {competition} final',
  'Match highlights vs {opponent}',
  '{competition} – {tag} from our own half',
  'Big {tag} against {opponent}',
  'Training session – {tag} drills',
] as const;

export const ACHIEVEMENT_TEMPLATES = {
  tournament: [
    'Deans Trophy champions with {school}', 'Coral Coast 7s – Cup winners', 'Skipper Cup semi-finalist with {union}',
    'Marist 7s Plate winners', 'Vodafone Secondary Schools U18 finalists',
  ],
  leadership: ['Captain, {school} 1st XV', 'Vice-captain, {union} U19', 'Sevens team captain, {school}'],
  performance: [
    'Player of the match vs {opponent}', 'Top try scorer, {competition}', 'Hat-trick in the {competition} quarter-final',
  ],
  community: [
    'Village rugby coaching volunteer, {town}', 'Community Recognition – {town} Youth Council',
    'Get Into Rugby ambassador, {union}',
  ],
  international: [
    'Selected for Fiji U18 tour to Australia', 'Oceania U18 Sevens – Fiji squad', 'Fiji U20 training squad',
    'Pacific Youth Games rugby sevens – Fiji team',
  ],
} as const;
