import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { createValidationPipe } from './validation.pipe';

class CaptionDto {
  @IsString()
  caption!: string;
}

describe('global validation pipe: invalid Unicode', () => {
  const pipe = createValidationPipe();

  // What multer/busboy hands a handler for a multipart text part declared `charset=utf-16le`
  // holding the bytes 61 00 00 d8: "a" and a lone surrogate.
  const multipartFields = { caption: Buffer.from([0x61, 0x00, 0x00, 0xd8]).toString('utf16le') };

  it('a lone surrogate in a multipart/body field is a 400 INVALID_UNICODE naming the field', async () => {
    const error = await pipe.transform(multipartFields, { type: 'body', metatype: CaptionDto }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    const body = (error as BadRequestException).getResponse() as { code: string; errors: Record<string, string> };
    expect(body.code).toBe('INVALID_UNICODE');
    expect(Object.keys(body.errors)).toEqual(['caption']);
  });

  it('a single named field (@Body("caption"), @Query("q")) is named itself', async () => {
    const error = await pipe.transform('x\udc00', { type: 'query', metatype: String, data: 'q' }).catch((e: unknown) => e);
    expect(((error as BadRequestException).getResponse() as { errors: Record<string, string> }).errors).toEqual({
      q: 'q contains text that is not valid Unicode',
    });
  });

  it('valid text with surrogate pairs passes', async () => {
    await expect(pipe.transform({ caption: 'Bula 🏉' }, { type: 'body', metatype: CaptionDto })).resolves.toEqual({ caption: 'Bula 🏉' });
  });
});
