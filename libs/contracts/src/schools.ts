import type { Province } from './geography';

export interface FijiSchool {
  name: string;
  /** Town or locality the school is in. */
  city: string;
  /** One of Fiji's 14 provinces or Rotuma (geography.ts PROVINCES). */
  province: Province;
}

/**
 * Fiji secondary schools with rugby programmes (the Deans Trophy / Vodafone secondary schools
 * competition draws from these). Used by the seed and by the onboarding school suggestions.
 */
export const FIJI_SCHOOLS: readonly FijiSchool[] = [
  // Central division
  { name: 'Queen Victoria School', city: 'Matavatucou', province: 'Tailevu' },
  { name: 'Ratu Kadavulevu School', city: 'Lodoni', province: 'Tailevu' },
  { name: 'Tailevu North College', city: 'Korovou', province: 'Tailevu' },
  { name: 'Lelean Memorial School', city: 'Nausori', province: 'Tailevu' },
  { name: 'Vunimono High School', city: 'Nausori', province: 'Tailevu' },
  { name: 'Marist Brothers High School', city: 'Suva', province: 'Rewa' },
  { name: 'Suva Grammar School', city: 'Suva', province: 'Rewa' },
  { name: 'Ratu Sukuna Memorial School', city: 'Suva', province: 'Rewa' },
  { name: 'Cathedral Secondary School', city: 'Suva', province: 'Rewa' },
  { name: 'Gospel High School', city: 'Suva', province: 'Rewa' },
  { name: 'Yat Sen Secondary School', city: 'Suva', province: 'Rewa' },
  { name: 'Nabua Secondary School', city: 'Suva', province: 'Rewa' },
  { name: 'Suva Sangam College', city: 'Suva', province: 'Rewa' },
  { name: 'Nasinu Secondary School', city: 'Nasinu', province: 'Naitasiri' },
  { name: 'Naitasiri Secondary School', city: 'Vunidawa', province: 'Naitasiri' },
  { name: 'Waidina Secondary School', city: 'Naitasiri', province: 'Naitasiri' },
  // Western division
  { name: 'Natabua High School', city: 'Lautoka', province: 'Ba' },
  { name: 'Saint Thomas High School', city: 'Lautoka', province: 'Ba' },
  { name: 'Tilak High School', city: 'Lautoka', province: 'Ba' },
  { name: 'Ba Provincial Secondary School', city: 'Ba', province: 'Ba' },
  { name: 'Xavier College', city: 'Ba', province: 'Ba' },
  { name: 'Ratu Navula College', city: 'Nadi', province: 'Ba' },
  { name: 'Nadi College', city: 'Nadi', province: 'Ba' },
  { name: 'Korovuto College', city: 'Nadi', province: 'Ba' },
  { name: 'Tavua College', city: 'Tavua', province: 'Ba' },
  { name: 'Nadroga Navosa Provincial Secondary School', city: 'Sigatoka', province: 'Nadroga-Navosa' },
  { name: 'Sigatoka Methodist College', city: 'Sigatoka', province: 'Nadroga-Navosa' },
  { name: 'Cuvu College', city: 'Cuvu', province: 'Nadroga-Navosa' },
  { name: 'Navosa Central College', city: 'Keiyasi', province: 'Nadroga-Navosa' },
  { name: 'Ra High School', city: 'Rakiraki', province: 'Ra' },
  { name: 'Penang Sangam High School', city: 'Rakiraki', province: 'Ra' },
  // Northern division
  { name: 'Labasa College', city: 'Labasa', province: 'Macuata' },
  { name: 'All Saints Secondary School', city: 'Labasa', province: 'Macuata' },
  { name: 'Naleba College', city: 'Labasa', province: 'Macuata' },
  { name: 'Seaqaqa Secondary School', city: 'Seaqaqa', province: 'Macuata' },
  { name: 'Bua Central College', city: 'Nabouwalu', province: 'Bua' },
  { name: 'Lekutu Secondary School', city: 'Lekutu', province: 'Bua' },
  { name: 'Savusavu Secondary School', city: 'Savusavu', province: 'Cakaudrove' },
  { name: 'Niusawa Methodist High School', city: 'Taveuni', province: 'Cakaudrove' },
  { name: 'Holy Cross College', city: 'Taveuni', province: 'Cakaudrove' },
  { name: 'Bucalevu Secondary School', city: 'Taveuni', province: 'Cakaudrove' },
  // Eastern division and Rotuma
  { name: "Saint John's College Cawaci", city: 'Levuka', province: 'Lomaiviti' },
  { name: 'Levuka Public School', city: 'Levuka', province: 'Lomaiviti' },
  { name: 'Delana Methodist High School', city: 'Levuka', province: 'Lomaiviti' },
  { name: 'Kadavu Provincial Secondary School', city: 'Vunisea', province: 'Kadavu' },
  { name: 'Richmond High School', city: 'Kadavu', province: 'Kadavu' },
  { name: 'Vunisea Secondary School', city: 'Vunisea', province: 'Kadavu' },
  { name: 'Lau Provincial Secondary School', city: 'Lakeba', province: 'Lau' },
  { name: 'Rotuma High School', city: 'Rotuma', province: 'Rotuma' },
];
