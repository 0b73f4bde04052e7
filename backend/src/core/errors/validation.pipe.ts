import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { fieldErrors } from '@fiji/contracts';

/**
 * Body/query validation with the contracts DTOs. A 400 carries `message` (one text per field,
 * the DTO's own message) and `errors` ({ field: message }), the same map the forms compute
 * with validateForm(), so server and browser show identical texts.
 */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const map = fieldErrors(errors);
  // forbidNonWhitelisted errors have no DTO message: keep class-validator's ("property x should not exist").
  return new BadRequestException({ statusCode: 400, message: Object.values(map), errors: map });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: validationExceptionFactory,
  });
}
