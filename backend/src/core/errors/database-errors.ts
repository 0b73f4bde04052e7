import { HttpStatus } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';

/**
 * Maps database errors caused by a request's input to 4xx (never 500): PostgreSQL SQLSTATEs of
 * class 22 (bad data: invalid uuid/date/number, too long) and 23 (constraint violations).
 */
export function httpFromDatabaseError(error: unknown): { status: number; message: string } | null {
  if (error instanceof EntityNotFoundError) return { status: HttpStatus.NOT_FOUND, message: 'Not Found' };
  if (!(error instanceof QueryFailedError)) return null;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? (error as { code?: string }).code;
  switch (code) {
    case '23505':
      return { status: HttpStatus.CONFLICT, message: 'Already exists' };
    case '23503':
      return { status: HttpStatus.NOT_FOUND, message: 'Related record not found' };
    case '23502':
    case '23514':
    case '23P01':
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' };
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22023':
    case '22004':
    case '2201X':
    case '2201W':
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' };
    default:
      return code?.startsWith('22') ? { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' } : null;
  }
}
