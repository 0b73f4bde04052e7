/**
 * One way to turn class-validator results into `{ field: message }`, used by the server's
 * ValidationPipe (the `errors` map of a 400) and by the front-end forms, so both show the same text.
 */
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export type FieldErrors = Record<string, string>;

/**
 * Flattens nested errors to dotted paths ("items.0.name") keeping one message per field: the one of
 * the top-most failing decorator. Decorators apply bottom-up, so class-validator lists constraints
 * bottom-up and the top-most (usually "X is required") is the last entry.
 */
export function fieldErrors(errors: readonly ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = error.constraints ? Object.values(error.constraints) : [];
    if (messages.length > 0 && !(path in out)) out[path] = messages[messages.length - 1]!;
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, path));
  }
  return out;
}

/**
 * Validates plain form values against a contracts DTO class.
 * Returns field -> first message; an empty object means the values are valid.
 */
export function validateForm<T extends object>(
  cls: new () => T,
  values: Record<string, unknown> | object,
): FieldErrors {
  const instance = plainToInstance(cls, values);
  return fieldErrors(validateSync(instance as object));
}
