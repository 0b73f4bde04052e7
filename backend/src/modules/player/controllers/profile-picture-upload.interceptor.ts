import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { LIMITS, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MESSAGES } from '@fiji/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, type Observable, switchMap } from 'rxjs';
import { invalidPictureType } from '../services/profile-picture.service';

export const pictureTooLarge = (): HttpException =>
  new HttpException(
    {
      statusCode: HttpStatus.PAYLOAD_TOO_LARGE,
      message: PROFILE_PICTURE_MESSAGES.tooLargeTitle,
      errors: { [PROFILE_PICTURE_FIELD]: PROFILE_PICTURE_MESSAGES.tooLarge },
    },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );

/**
 * Reads the one `profilePicture` part into memory, refusing it once it passes 10 MB (multer stops
 * keeping bytes at the limit and drains the rest), with the spec's messages naming the field.
 */
const readPicture = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, parts: 12 },
}).single(PROFILE_PICTURE_FIELD);

@Injectable()
export class ProfilePictureUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) => {
      readPicture(req, res, (err: unknown) => {
        if (!err) return resolve();
        if (err instanceof multer.MulterError) {
          if (err.code === 'LIMIT_FILE_SIZE') return reject(pictureTooLarge());
          return reject(invalidPictureType());
        }
        // A malformed multipart body (busboy): the upload did not contain a readable picture.
        reject(err instanceof HttpException ? err : new BadRequestException(invalidPictureType().getResponse()));
      });
    });
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}
