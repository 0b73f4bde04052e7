import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  LIMITS,
  ORG_TYPES,
  ORGANIZATION_MESSAGES,
  ORGANIZATIONS_MAX_RESULTS,
  UNIONS,
  type OrganizationItem,
  type OrganizationsResponse,
  type OrgType,
  type SessionUser,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import { Org } from '../entities/org.entity';

/** Featured organization card. */
export interface FeaturedOrganization {
  id: string;
  name: string;
  /** Badge: club, union, or other (academy, school). */
  type: 'club' | 'union' | 'other';
  orgType: OrgType;
  logoUrl: string | null;
  city: string | null;
  province: string | null;
  email: string | null;
  phone: string | null;
  playerCount: number;
  establishedYear: number | null;
  division: string;
}

export interface OrganizationSearch {
  province?: string;
  q?: string;
  orgType?: string;
  city?: string;
}

const clean = (v: unknown, max = 100): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' || t === 'all' ? undefined : t.slice(0, max);
};
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class OrganizationsService {
  constructor(@InjectRepository(Org) private readonly orgs: Repository<Org>) {}

  /** docs/decisions.md: six verified organisations with the most players. */
  async featured(limit: number = LIMITS.featuredMax): Promise<FeaturedOrganization[]> {
    const rows = await this.orgs.find({
      where: { verified: true, isActive: true },
      order: { playerCount: 'DESC', name: 'ASC' },
      take: limit,
    });
    return rows.map((o) => ({
      id: o.id,
      name: o.name,
      type: o.orgType === 'club' || o.orgType === 'union' ? o.orgType : 'other',
      orgType: o.orgType,
      logoUrl: o.logoUrl,
      city: o.city,
      province: o.province,
      email: o.contactEmail,
      phone: o.contactPhone,
      playerCount: o.playerCount,
      establishedYear: o.establishedYear,
      division: o.divisions?.[0] ?? 'Senior',
    }));
  }

  /**
   * GET /api/organizations. Players and signed-out visitors get the preview:
   * description cut to 100 characters, 2 age groups, and no established year or contact details
   * (the keys are left out, not nulled). `total` counts the chosen union's organisations before the
   * other filters, for "Showing N of total organizations"; `matched` counts those after them.
   */
  async search(filters: OrganizationSearch, viewer: SessionUser | undefined): Promise<OrganizationsResponse> {
    const province = clean(filters.province);
    const q = clean(filters.q);
    const city = clean(filters.city);
    const orgType = clean(filters.orgType);
    const errors: Record<string, string> = {};
    if (province && !(UNIONS as readonly string[]).includes(province)) errors.province = ORGANIZATION_MESSAGES.unknownUnion;
    if (orgType && !(ORG_TYPES as readonly string[]).includes(orgType)) errors.orgType = ORGANIZATION_MESSAGES.unknownType;
    if (Object.keys(errors).length > 0) throw new BadRequestException({ statusCode: 400, message: Object.values(errors), errors });

    const inUnion = () => {
      const qb = this.orgs.createQueryBuilder('o').where('o.is_active');
      if (province) qb.andWhere('o.province = :province', { province });
      return qb;
    };
    const qb = inUnion();
    if (orgType) qb.andWhere('o.org_type = :orgType', { orgType });
    if (city) qb.andWhere(`o.city ILIKE :city ESCAPE '\\'`, { city: `%${likeEscape(city)}%` });
    if (q) {
      qb.andWhere(`(o.name ILIKE :q ESCAPE '\\' OR o.city ILIKE :q ESCAPE '\\' OR o.description ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(q)}%`,
      });
    }
    const [rows, matched] = await qb
      .orderBy('o.verified', 'DESC')
      .addOrderBy('o.player_count', 'DESC')
      .addOrderBy('o.name', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .take(ORGANIZATIONS_MAX_RESULTS)
      .getManyAndCount();
    const total = orgType || city || q ? await inUnion().getCount() : matched;
    const preview = !viewer || viewer.role === 'player';
    return { results: rows.map((o) => toOrganizationItem(o, preview)), total, matched, preview };
  }
}

/** The explicit mapper: preview keys are never set, so a withheld field cannot leak. */
function toOrganizationItem(o: Org, preview: boolean): OrganizationItem {
  const item: OrganizationItem = {
    id: o.id,
    name: o.name,
    orgType: o.orgType,
    verified: o.verified,
    description: preview && o.description ? o.description.slice(0, LIMITS.previewOrgDescriptionChars) : o.description,
    city: o.city,
    province: o.province,
    playerCount: o.playerCount,
    ageGroups: (o.ageGroups ?? []).slice(0, preview ? LIMITS.previewAgeGroups : LIMITS.fullAgeGroups),
    logoUrl: o.logoUrl,
  };
  if (preview) return item;
  return { ...item, establishedYear: o.establishedYear, contactPhone: o.contactPhone, contactEmail: o.contactEmail, website: o.website };
}
