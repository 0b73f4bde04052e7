import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, ORG_TYPES, type OrgType, type SessionUser } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { Org } from '../entities/org.entity';

/** Featured organization card (player-side §3). */
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

/** Organisation in the clubs directory (recruiting-side §3 client shapes). */
export interface OrganizationItem {
  id: string;
  name: string;
  orgType: OrgType;
  verified: boolean;
  description: string | null;
  city: string | null;
  province: string | null;
  playerCount: number;
  establishedYear: number | null;
  ageGroups: string[];
  contactPhone: string | null;
  contactEmail: string | null;
  website: string | null;
  logoUrl: string | null;
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

  /** DECISIONS.md: six verified organisations with the most players. */
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
   * GET /api/organizations. Players and signed-out visitors get the preview (recruiting-side §6):
   * description cut to 100 characters, 2 age groups, no contact details.
   */
  async search(filters: OrganizationSearch, viewer: SessionUser | undefined): Promise<{ results: OrganizationItem[]; total: number; preview: boolean }> {
    const province = clean(filters.province);
    const q = clean(filters.q);
    const city = clean(filters.city);
    const orgType = clean(filters.orgType);
    if (orgType && !(ORG_TYPES as readonly string[]).includes(orgType)) {
      throw new BadRequestException({ statusCode: 400, message: ['Unknown organization type'], errors: { orgType: 'Unknown organization type' } });
    }
    const qb = this.orgs.createQueryBuilder('o').where('o.is_active');
    if (province) qb.andWhere('o.province = :province', { province });
    if (orgType) qb.andWhere('o.org_type = :orgType', { orgType });
    if (city) qb.andWhere(`o.city ILIKE :city ESCAPE '\\'`, { city: `%${likeEscape(city)}%` });
    if (q) qb.andWhere(`(o.name ILIKE :q ESCAPE '\\' OR o.description ILIKE :q ESCAPE '\\')`, { q: `%${likeEscape(q)}%` });
    const [rows, total] = await qb.orderBy('o.verified', 'DESC').addOrderBy('o.player_count', 'DESC').addOrderBy('o.name', 'ASC').take(60).getManyAndCount();
    const preview = !viewer || viewer.role === 'player';
    return {
      total,
      preview,
      results: rows.map((o) => ({
        id: o.id,
        name: o.name,
        orgType: o.orgType,
        verified: o.verified,
        description: preview && o.description ? o.description.slice(0, LIMITS.previewOrgDescriptionChars) : o.description,
        city: o.city,
        province: o.province,
        playerCount: o.playerCount,
        establishedYear: o.establishedYear,
        ageGroups: (o.ageGroups ?? []).slice(0, preview ? LIMITS.previewAgeGroups : LIMITS.fullAgeGroups),
        contactPhone: preview ? null : o.contactPhone,
        contactEmail: preview ? null : o.contactEmail,
        website: preview ? null : o.website,
        logoUrl: o.logoUrl,
      })),
    };
  }
}
