import { BadRequestException } from '@nestjs/common';
import { ERROR_CODES } from '@fiji/contracts';

/** A 400 naming one field, shaped like the validation pipe's answers (message list + errors by field). */
export const fieldError = (field: string, message: string): BadRequestException =>
  new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: [message], errors: { [field]: message } });
