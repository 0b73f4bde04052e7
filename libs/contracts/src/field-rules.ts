/** Field rules shared by several DTOs, so a field's checks and messages are written once. */
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

type Value = { value: unknown };
export const trim = ({ value }: Value) => (typeof value === 'string' ? value.trim() : value);
export const lowerTrim = ({ value }: Value) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export const emptyToUndefined = ({ value }: Value) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : trim({ value });

const EMAIL_MAX = 254;
export const EMAIL_MESSAGE = 'Valid email is required';

/** Applies decorators as if stacked above a property (bottom one first), keeping the messages' order. */
function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((decorate) => decorate(target, key));
}

/** A required, trimmed text field: "{label} is required", at most `max` characters. */
export const RequiredText = (label: string, max = 100): PropertyDecorator =>
  compose(
    Transform(trim),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be less than ${max} characters` }),
  );

/** A required email ("Valid email is required"); account emails are also lower-cased. */
export const RequiredEmail = (normalise: (v: Value) => unknown = trim): PropertyDecorator =>
  compose(Transform(normalise), IsEmail({}, { message: EMAIL_MESSAGE }), MaxLength(EMAIL_MAX, { message: EMAIL_MESSAGE }));

/** True for a finite number with at most two decimal places (dollars and cents). */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) / 100 === value;

/**
 * An amount of money: a finite number with at most two decimal places. Instead of class-validator's
 * IsNumber({ maxDecimalPlaces: 2 }), which throws (a 500) on a number JavaScript prints in exponent form,
 * such as 1e-7 or -5e-324.
 */
export const IsAmount = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isAmount', validator: { validate: isAmount } }, options);

/**
 * A partial update's field that may be left out but never sent as null (it has no empty state: a list, a
 * choice, a flag). Unlike IsOptional, null is validated, so it fails with the field's own message.
 */
export const OptionalNotNull = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
