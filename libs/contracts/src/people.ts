/** The name parts any person-bearing response carries (user, fromUser, toUser, …). */
export interface PersonName {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** How a person is named on screen: full name, else first + last, else the screen's fallback. */
export function displayName(person: PersonName | null | undefined, fallback = ''): string {
  return person?.fullName || [person?.firstName, person?.lastName].filter(Boolean).join(' ') || fallback;
}
