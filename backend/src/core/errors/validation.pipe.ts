import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { fieldErrors } from '@fiji/contracts';
import { inspectBody, invalidUnicodeBody } from '../http/body-parsers';

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

/**
 * A DTO body is always a JSON object. A JSON array sent instead would otherwise be validated as an
 * object with keys "0", "1"... ("property 0 should not exist"); it is validated as `{}` so the 400
 * names each missing field with its own message, like an empty form.
 */
const NOT_DTO: ReadonlySet<unknown> = new Set([String, Boolean, Number, Array, Object]);

class DtoValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Bodies the global parsers did not read (multipart fields, parsed by a route's own interceptor) are
    // checked here: a lone surrogate is a 400 naming the field wherever the text came from.
    if (metadata.type === 'body' || metadata.type === 'query') {
      const invalid = inspectBody(value).invalidUnicodeFields;
      if (invalid.length > 0) {
        const named = metadata.data ? invalid.map((f) => (f === 'body' ? metadata.data! : `${metadata.data}.${f}`)) : invalid;
        return Promise.reject(new BadRequestException(invalidUnicodeBody(named)));
      }
    }
    const isDtoBody = metadata.type === 'body' && typeof metadata.metatype === 'function' && !NOT_DTO.has(metadata.metatype);
    return super.transform(isDtoBody && Array.isArray(value) ? {} : value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new DtoValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: validationExceptionFactory,
  });
}
