import { isMinor, type SessionUser } from '@fiji/contracts';
import type { User } from '../entities/user.entity';

/** The account fields a session user is made of (UsersService.findSessionUser reads only these). */
export type SessionUserSource = Pick<
  User,
  'id' | 'role' | 'firstName' | 'lastName' | 'fullName' | 'email' | 'profileImageUrl' | 'phone' | 'dob' | 'guardianEmail' | 'verified' | 'twoFactorEnabledAt'
>;

/** The only way a user leaves the server: an explicit field list (no hash, no internal flags). */
export function toSessionUser(user: SessionUserSource): SessionUser {
  const dob = user.dob ? String(user.dob).slice(0, 10) : null;
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName ?? `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    phone: user.phone ?? null,
    dob,
    isMinor: isMinor(dob),
    guardianEmail: user.guardianEmail ?? null,
    verified: !!user.verified,
    twoFactorEnabled: !!user.twoFactorEnabledAt,
  };
}
