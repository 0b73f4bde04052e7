/**
 * The onboarding form's values (what the inputs hold) and how they become the request body of
 * POST /api/players and PUT /api/players/{id} (PlayerProfileDto in @fiji/contracts).
 */
import { currentYear, LIMITS, type OwnPlayerProfileResponse, type SessionUser, type Visibility } from '@fiji/contracts';

export type ProfileFormValues = {
  dob: string;
  heightCm: string;
  weightKg: string;
  dominantSide: string;
  bio: string;
  positions: string[];
  formats: string[];
  school: string;
  gradYear: string;
  ageGradeTeam: string;
  province: string;
  contactEmail: string;
  contactPhone: string;
  visibility: Visibility;
  guardianConsent: boolean;
};

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The default graduation year: this year, within the offered 2020–2028. */
export const defaultGradYear = (): number =>
  Math.min(Math.max(currentYear(), LIMITS.gradYearOptions.from), LIMITS.gradYearOptions.to);

/** Edit mode starts from the saved profile; create mode from what the account already knows. */
export function initialValues(profile: OwnPlayerProfileResponse | null | undefined, user: SessionUser | null): ProfileFormValues {
  if (profile)
    return {
      dob: text(profile.dob),
      heightCm: text(profile.heightCm),
      weightKg: text(profile.weightKg),
      dominantSide: text(profile.dominantSide),
      bio: text(profile.bio),
      positions: [...profile.positions],
      formats: [...profile.formats],
      school: text(profile.school),
      gradYear: text(profile.gradYear ?? defaultGradYear()),
      ageGradeTeam: text(profile.ageGradeTeam),
      province: text(profile.province),
      contactEmail: text(profile.contactEmail),
      contactPhone: text(profile.contactPhone),
      visibility: profile.visibility,
      guardianConsent: !!profile.guardian?.consentAt,
    };
  return {
    dob: text(user?.dob),
    heightCm: '',
    weightKg: '',
    dominantSide: '',
    bio: '',
    positions: [],
    formats: [],
    school: '',
    gradYear: String(defaultGradYear()),
    ageGradeTeam: '',
    province: '',
    contactEmail: text(user?.email),
    contactPhone: text(user?.phone),
    visibility: 'public',
    guardianConsent: false,
  };
}

const optionalNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The request body: numbers as numbers, empty optional fields as null (which clears them on PUT). */
export function toRequestBody(values: ProfileFormValues, minor: boolean) {
  return {
    dob: values.dob,
    heightCm: optionalNumber(values.heightCm),
    weightKg: optionalNumber(values.weightKg),
    dominantSide: values.dominantSide,
    positions: values.positions,
    formats: values.formats,
    school: values.school.trim(),
    province: values.province,
    gradYear: Number(values.gradYear),
    ageGradeTeam: optionalText(values.ageGradeTeam),
    bio: optionalText(values.bio),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    visibility: values.visibility,
    // Only an under-18 player has the consent checkbox; it is recorded when ticked, never required.
    ...(minor ? { guardianConsent: values.guardianConsent } : {}),
  };
}
