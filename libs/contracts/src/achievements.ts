/**
 * Achievements (the profile's rugby journey): one DTO for the
 * server (POST/PUT /api/achievements) and the add/edit dialog (validateForm), and the response shape.
 */
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
import { emptyToUndefined, RequiredText } from './field-rules';
import { LIMITS } from './limits';
import { currentYear } from './player-profile';
import { ACHIEVEMENT_TYPES, type AchievementType } from './players';

export const ACHIEVEMENT_NOTE_MAX = 1000;
/** Per-player cap (409 `code: LIMIT_REACHED`): a whole career fits; a script filling a profile does not. */
export const ACHIEVEMENTS_MAX = 100;

/** Latest year an achievement may have: next year. */
export const achievementYearMax = (today: Date = new Date()): number => currentYear(today) + 1;

export const ACHIEVEMENT_MESSAGES = {
  title: 'Title is required',
  type: 'Please choose an achievement type',
  /** The year message names the range, which moves with the calendar. */
  year: () => `Year must be between ${LIMITS.achievementYearMin} and ${achievementYearMax()}`,
  note: `Note must be less than ${ACHIEVEMENT_NOTE_MAX} characters`,
  playerId: 'Player is required',
  limit: `A profile can list up to ${ACHIEVEMENTS_MAX} achievements. Delete one to add another.`,
} as const;

/** Toasts of the achievement dialog. */
export const ACHIEVEMENT_TOASTS = {
  added: 'Achievement added successfully',
  updated: 'Achievement updated successfully',
  deleted: 'Achievement deleted successfully',
  addFailed: 'Failed to add achievement',
  updateFailed: 'Failed to update achievement',
  deleteFailed: 'Failed to delete achievement',
} as const;

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

/** A whole year from 1990 to next year, checked against today's calendar (not the day the class loaded). */
function IsAchievementYear(): PropertyDecorator {
  return ValidateBy({
    name: 'isAchievementYear',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= LIMITS.achievementYearMin && value <= achievementYearMax(),
      defaultMessage: () => ACHIEVEMENT_MESSAGES.year(),
    },
  });
}

/** The dialog's starting values in add mode. */
export const achievementFormDefaults = (): { title: string; year: number; type: AchievementType; note: string } => ({
  title: '',
  year: currentYear(),
  type: 'tournament',
  note: '',
});

/** The dialog's fields. Title and year are required; type defaults to tournament (data model). */
export class AchievementFormDto {
  @RequiredText('Title', 200)
  title!: string;

  @Transform(toNumber)
  @IsAchievementYear()
  year!: number;

  @IsIn(ACHIEVEMENT_TYPES as unknown as string[], { message: ACHIEVEMENT_MESSAGES.type })
  type: AchievementType = 'tournament';

  @Transform(({ value }) => (value === null ? null : emptyToUndefined({ value })))
  @IsOptional()
  @IsString({ message: ACHIEVEMENT_MESSAGES.note })
  @MaxLength(ACHIEVEMENT_NOTE_MAX, { message: ACHIEVEMENT_MESSAGES.note })
  note?: string | null;
}

/** POST /api/achievements {title, year, type, note, playerId}. */
export class CreateAchievementDto extends AchievementFormDto {
  @IsUUID('all', { message: ACHIEVEMENT_MESSAGES.playerId })
  playerId!: string;
}

/** PUT /api/achievements/{id}: the dialog's fields; a playerId, if sent, must be the achievement's own. */
export class UpdateAchievementDto extends AchievementFormDto {
  @IsOptional()
  @IsUUID('all', { message: ACHIEVEMENT_MESSAGES.playerId })
  playerId?: string;
}

/** One achievement as the API returns it. */
export interface AchievementResponse {
  id: string;
  playerId: string;
  title: string;
  year: number;
  type: AchievementType;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}
