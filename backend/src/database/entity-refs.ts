import type { DominantSide, UserRole, Visibility } from '@fiji/contracts';

/**
 * Read-only views of the rows that other modules join to. A module never imports another module's
 * entity classes (ARCHITECTURE rule 1, enforced by lint); a cross-module relation is declared by
 * entity name (e.g. `@ManyToOne('User')`) and typed with one of these views, so a module can read a
 * joined user or player (`relations: { user: true }`, `innerJoinAndSelect('p.user', 'u')`) but has
 * no entity class to write through. The owning entities implement these interfaces, so they cannot drift.
 */
export interface AccountRef {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string | null;
  readonly profileImageUrl: string | null;
  readonly role: UserRole;
  readonly phone: string | null;
  readonly dob: string | null;
  readonly guardianEmail: string | null;
  readonly verified: boolean;
  readonly suspendedAt: Date | null;
  readonly isDemo: boolean;
  readonly createdAt: Date;
}

export interface PlayerRef {
  readonly id: string;
  readonly userId: string;
  readonly user?: AccountRef;
  readonly dob: string | null;
  readonly heightCm: number | null;
  readonly weightKg: number | null;
  readonly dominantSide: DominantSide | null;
  readonly positions: string[];
  readonly formats: string[];
  readonly school: string | null;
  readonly province: string | null;
  readonly gradYear: number | null;
  readonly ageGradeTeam: string | null;
  readonly bio: string | null;
  readonly profilePicture: string | null;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  readonly visibility: Visibility;
  readonly verifiedByCoach: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A mentoring session as billing sees it (session payments are billing's rows). */
export interface SessionRef {
  readonly id: string;
  readonly mentorId: string;
  readonly menteeId: string;
  readonly scheduledAt: Date;
  readonly status: string;
}
