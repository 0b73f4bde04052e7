import { NotFoundException } from '@nestjs/common';
import { PLAYER_NOT_FOUND } from '@fiji/contracts';

/** The one answer for a profile that is missing or that the viewer may not see (DECISIONS.md). */
export const playerNotFound = (): NotFoundException => new NotFoundException(PLAYER_NOT_FOUND.title);
