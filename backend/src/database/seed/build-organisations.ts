import { AGE_GROUPS, FIJI_SCHOOLS, MAJOR_UNIONS, UNIONS } from '@fiji/contracts';
import type { SeedContext } from './context';
import { ACADEMIES, CLUBS, TOWN_UNION, UNION_HOME } from './data/organisations';

const slug = (name: string): string =>
  name.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The union a school / town is affiliated to (orgs.province holds the union, docs/decisions.md). */
export const unionForTown = (town: string): string => TOWN_UNION[town] ?? 'Suva';

/**
 * Organisations: each of the 26 unions, clubs, academies and the secondary schools. Keys:
 * 'org:union:<Union>', 'org:club:<name>', 'org:academy:<name>', 'org:school:<name>'.
 */
export function buildOrganisations(ctx: SeedContext): void {
  const { rng } = ctx;
  const major = new Set<string>(MAJOR_UNIONS);
  const ageGroups = (count: number): string[] => [...AGE_GROUPS, 'Senior'].slice(5 - count);

  const addOrg = (key: string, row: Record<string, unknown>): void => {
    const createdAt = ctx.daysAgo(rng.int(300, 700));
    ctx.add('orgs', {
      id: ctx.newId(key),
      country: 'Fiji',
      address: null,
      logo_url: null,
      is_active: true,
      created_at: createdAt,
      updated_at: createdAt,
      ...row,
    });
  };

  for (const union of UNIONS) {
    const home = UNION_HOME[union];
    const isMajor = major.has(union);
    addOrg(`org:union:${union}`, {
      name: `${union} Rugby Union`,
      org_type: 'union',
      description:
        `${union} Rugby Union governs club and village rugby in the ${union} area, selects the provincial ` +
        `${isMajor ? 'Skipper Cup' : 'Vanua Championship'} squad and runs age-grade representative teams from U16 to U19.`,
      province: union,
      city: home.city,
      contact_email: `admin@${slug(union)}rugby.demo.fj`,
      contact_phone: `+679 ${home.phonePrefix}${rng.int(1, 9)} ${rng.int(1000, 9999)}`,
      website: `https://${slug(union)}rugby.demo.fj`,
      established_year: home.established,
      player_count: isMajor ? rng.int(900, 2400) : rng.int(250, 800),
      age_groups: ageGroups(5),
      divisions: isMajor ? ['Skipper Cup Premier', 'Farebrother Trophy', 'U20', 'Women'] : ['Vanua Championship', 'U20'],
      verified: isMajor || rng.chance(0.5),
    });
  }

  for (const club of CLUBS) {
    const home = UNION_HOME[club.union];
    addOrg(`org:club:${club.name}`, {
      name: club.name,
      org_type: 'club',
      description: club.description,
      province: club.union,
      city: club.city,
      contact_email: `secretary@${slug(club.name)}.demo.fj`,
      contact_phone: `+679 ${home.phonePrefix}${rng.int(1, 9)} ${rng.int(1000, 9999)}`,
      website: rng.chance(0.6) ? `https://${slug(club.name)}.demo.fj` : null,
      established_year: club.established,
      player_count: rng.int(35, 140),
      age_groups: ageGroups(rng.int(2, 5)),
      divisions: rng.pick([['Senior', 'Colts'], ['Premier', 'Senior', 'U19'], ['Senior', 'Women'], ['Senior']]),
      verified: rng.chance(0.55),
    });
  }

  for (const academy of ACADEMIES) {
    const home = UNION_HOME[academy.union];
    addOrg(`org:academy:${academy.name}`, {
      name: academy.name,
      org_type: 'academy',
      description: academy.description,
      province: academy.union,
      city: academy.city,
      contact_email: `info@${slug(academy.name)}.demo.fj`,
      contact_phone: `+679 ${home.phonePrefix}${rng.int(1, 9)} ${rng.int(1000, 9999)}`,
      website: `https://${slug(academy.name)}.demo.fj`,
      established_year: academy.established,
      player_count: rng.int(24, 90),
      age_groups: ['U18', 'U19', 'Senior'],
      divisions: ['Academy', 'Sevens'],
      verified: academy.verified,
    });
  }

  for (const school of FIJI_SCHOOLS) {
    const union = unionForTown(school.city);
    const home = UNION_HOME[union];
    addOrg(`org:school:${school.name}`, {
      name: school.name,
      org_type: 'school',
      description:
        `${school.name} in ${school.city} fields Deans Trophy teams from U15 to U19 and a sevens squad, ` +
        `playing in the ${union} zone of the secondary schools competition.`,
      province: union,
      city: school.city,
      contact_email: `sports@${slug(school.name)}.demo.fj`,
      contact_phone: `+679 ${home.phonePrefix}${rng.int(1, 9)} ${rng.int(1000, 9999)}`,
      website: rng.chance(0.4) ? `https://${slug(school.name)}.demo.fj` : null,
      established_year: rng.int(1906, 1985),
      player_count: rng.int(60, 320),
      age_groups: ageGroups(4),
      divisions: ['Deans Trophy U19', 'U18', 'U16'],
      verified: rng.chance(0.6),
    });
  }
}
