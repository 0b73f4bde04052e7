import { Controller, Get, NotFoundException, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PROFILE_PICTURE_SIZES, type ProfilePictureResponse, type SessionUser } from '@fiji/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { LocalStorageService, sendStoredFile } from '../../../core/storage';
import { PlayerGuard } from '../guards/player.guard';
import { PICTURE_FILE_RE, pictureStorageKey } from '../services/profile-picture-urls';
import { ProfilePictureService } from '../services/profile-picture.service';
import { ProfilePictureUploadInterceptor } from './profile-picture-upload.interceptor';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A picture URL names one upload (a random version), so its bytes never change: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('players')
@Controller('players')
export class ProfilePictureController {
  constructor(
    private readonly pictures: ProfilePictureService,
    private readonly storage: LocalStorageService,
  ) {}

  @Post('profile-picture')
  @UseGuards(PlayerGuard)
  @UseInterceptors(ProfilePictureUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Change your profile picture (multipart field profilePicture; JPG, PNG or WEBP under 10 MB)' })
  upload(@CurrentUser() me: SessionUser, @Req() req: Request): Promise<ProfilePictureResponse> {
    return this.pictures.replace(me, req.file?.buffer);
  }

  /**
   * The stored WebP files. The random version in the name is the access key (it is only ever handed out
   * in responses that passed the profile's visibility check), so the files can be cached publicly.
   */
  @Get(':playerId/pictures/:file')
  @ApiOperation({ summary: 'One stored size of a profile picture (WebP)' })
  async file(@Param('playerId') playerId: string, @Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const m = PICTURE_FILE_RE.exec(file);
    const size = m ? Number(m[2]) : NaN;
    if (!m || !UUID_RE.test(playerId) || !(PROFILE_PICTURE_SIZES as readonly number[]).includes(size)) throw new NotFoundException('Not Found');
    const key = pictureStorageKey(playerId.toLowerCase(), m[1]!, size);
    const sent = await sendStoredFile(this.storage, key, req, res, { contentType: 'image/webp', cacheControl: IMMUTABLE });
    if (!sent) throw new NotFoundException('Not Found');
  }
}
