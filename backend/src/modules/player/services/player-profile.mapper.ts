import type { Player } from '../entities/player.entity';

/** Player profile response (player-side §3), built field by field so nothing leaks by accident. */
export interface PlayerProfileResponse {
  id: string;
  userId: string;
  dob: string | null;
  heightCm: number | null;
  weightKg: number | null;
  dominantSide: string | null;
  positions: string[];
  formats: string[];
  school: string | null;
  province: string | null;
  gradYear: number | null;
  ageGradeTeam: string | null;
  bio: string | null;
  profilePicture: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  visibility: string;
  verifiedByCoach: boolean;
  verified: boolean;
  user: { fullName: string; firstName: string; lastName: string; profileImageUrl: string | null };
  createdAt: string;
  updatedAt: string;
}

/** A profile counts as verified when an admin verified it or a coach did (DECISIONS.md). */
export const isVerifiedPlayer = (p: Pick<Player, 'verifiedByCoach' | 'verifiedAt'>): boolean => !!p.verifiedByCoach || !!p.verifiedAt;

/** The owner's own view (all fields). Other viewers get their own mapper in the player area. */
export function toOwnPlayerProfile(p: Player): PlayerProfileResponse {
  const u = p.user!;
  return {
    id: p.id,
    userId: p.userId,
    dob: p.dob ? String(p.dob).slice(0, 10) : null,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    dominantSide: p.dominantSide,
    positions: p.positions ?? [],
    formats: p.formats ?? [],
    school: p.school,
    province: p.province,
    gradYear: p.gradYear,
    ageGradeTeam: p.ageGradeTeam,
    bio: p.bio,
    profilePicture: p.profilePicture,
    contactEmail: p.contactEmail,
    contactPhone: p.contactPhone,
    visibility: p.visibility,
    verifiedByCoach: p.verifiedByCoach,
    verified: isVerifiedPlayer(p),
    user: {
      fullName: u.fullName ?? `${u.firstName} ${u.lastName}`.trim(),
      firstName: u.firstName,
      lastName: u.lastName,
      profileImageUrl: u.profileImageUrl,
    },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
