import { NotFoundException } from '@nestjs/common';
import { ERROR_CODES, PLAYER_NOT_FOUND } from '@fiji/contracts';

/** The one answer for a profile that is missing or that the viewer may not see (docs/decisions.md, Access). */
export const playerNotFound = (): NotFoundException =>
  new NotFoundException({ statusCode: 404, code: ERROR_CODES.PLAYER_NOT_FOUND, message: PLAYER_NOT_FOUND.title });
