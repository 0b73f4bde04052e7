/**
 * Public forms: Contact Us (/contact) and Beta Feedback (/beta-feedback).
 * The server validates POST /api/contact and POST /api/beta-feedback with these classes; the pages
 * validate with the same classes through validateForm().
 */
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { emptyToUndefined, RequiredEmail, RequiredText, trim } from './field-rules';
import { LIMITS } from './limits';

/** Contact form role choices. */
export const CONTACT_ROLES = ['player', 'recruiter', 'parent', 'coach', 'other'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  player: 'Player',
  recruiter: 'Recruiter',
  parent: 'Parent',
  coach: 'Coach',
  other: 'Other',
};

/** Subject options by audience. "Other" swaps in a free-text subject. */
export const CONTACT_SUBJECTS = {
  general: ['General Support', 'Technical Issue', 'Feature Request', 'Platform Feedback', 'Other'],
  player: ['Profile Help', 'Video Upload Issue', 'Recruiter Contact Inquiry', 'Achievement Verification'],
  recruiter: ['Player Search Help', 'Watchlist Issue', 'Player Contact Inquiry', 'Organization Verification'],
} as const;

/**
 * Contact Us confirmations mailed to one address per 24 hours; beyond this the message still reaches
 * support, but the address gets no more mail from the form (it cannot be used to flood an inbox).
 */
export const CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you within 24 hours",
  failure: 'Error sending message. Please try again or contact us directly',
} as const;

export const BETA_FEEDBACK_MESSAGES = {
  successTitle: 'Feedback Submitted!',
  successDescription: 'Thank you for helping us improve the product.',
  failureTitle: 'Submission Failed',
  failureDescription: 'Please try again later.',
} as const;

/** Who is giving beta feedback (the select on /beta-feedback). */
export const BETA_USER_TYPES = ['player', 'parent', 'coach', 'club', 'union', 'recruiter', 'agent', 'mentor', 'other'] as const;
export type BetaUserType = (typeof BETA_USER_TYPES)[number];

const TEXT_MAX = 5000;

/** POST /api/contact {firstName,lastName,email,role?,subject,message}. */
export class ContactFormDto {
  @RequiredText('First name')
  firstName!: string;

  @RequiredText('Last name')
  lastName!: string;

  @RequiredEmail()
  email!: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(CONTACT_ROLES as unknown as string[], { message: 'Please select a valid role' })
  role?: ContactRole;

  @Transform(trim)
  @IsString({ message: 'Subject is required' })
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(200, { message: 'Subject must be less than 200 characters' })
  subject!: string;

  @Transform(trim)
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(TEXT_MAX, { message: `Message must be less than ${TEXT_MAX} characters` })
  message!: string;
}

/** "4" (a select's value) -> 4; no @Type(): that needs reflect-metadata, which browsers lack. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

const RATING_MESSAGE = `Please choose a rating from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`;

/** POST /api/beta-feedback. Ratings 1-5 (default 5), wouldRecommend default true. */
export class BetaFeedbackDto {
  @IsIn(BETA_USER_TYPES as unknown as string[], { message: 'Please select your user type' })
  userType!: BetaUserType;

  @Transform(toNumber)
  @IsInt({ message: RATING_MESSAGE })
  @Min(LIMITS.ratingMin, { message: RATING_MESSAGE })
  @Max(LIMITS.ratingMax, { message: RATING_MESSAGE })
  overallRating: number = 5;

  @Transform(toNumber)
  @IsInt({ message: RATING_MESSAGE })
  @Min(LIMITS.ratingMin, { message: RATING_MESSAGE })
  @Max(LIMITS.ratingMax, { message: RATING_MESSAGE })
  easeOfUse: number = 5;

  @Transform(toNumber)
  @IsInt({ message: RATING_MESSAGE })
  @Min(LIMITS.ratingMin, { message: RATING_MESSAGE })
  @Max(LIMITS.ratingMax, { message: RATING_MESSAGE })
  featureCompleteness: number = 5;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Most useful feature must be less than ${TEXT_MAX} characters` })
  mostUsefulFeature?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Least useful feature must be less than ${TEXT_MAX} characters` })
  leastUsefulFeature?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Missing features must be less than ${TEXT_MAX} characters` })
  missingFeatures?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Bug reports must be less than ${TEXT_MAX} characters` })
  bugReports?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Suggestions must be less than ${TEXT_MAX} characters` })
  suggestions?: string;

  /** A valid email or empty. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  contactEmail?: string;

  @IsBoolean({ message: 'Please tell us whether you would recommend the product' })
  wouldRecommend: boolean = true;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Additional comments must be less than ${TEXT_MAX} characters` })
  additionalComments?: string;
}
