import { Controller, Get, NotFoundException, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PROFILE_PICTURE_SIZES, type ProfilePictureResponse, type SessionUser } from '@fiji/contracts';
import type { Request, Response } from 'express';
import { ViewerAccessService } from '../../../core/access';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { FileStore, sendStoredFile } from '../../../core/storage';
import { PlayerGuard } from '../guards/player.guard';
import { PICTURE_FILE_RE, pictureStorageKey } from '../services/profile-picture-urls';
import { ProfilePictureService } from '../services/profile-picture.service';
import { ProfilePictureUploadInterceptor } from './profile-picture-upload.interceptor';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Who may see a picture depends on the session and can change (a profile turned private), so only the
 * viewer's own browser may keep it, briefly (the ETag makes the revalidation a cheap 304); never a shared
 * cache. sendStoredFile adds `Vary: Cookie`.
 */
const PRIVATE_CACHE = 'private, max-age=300';

@ApiTags('players')
@Controller('players')
export class ProfilePictureController {
  constructor(
    private readonly pictures: ProfilePictureService,
    private readonly storage: FileStore,
    private readonly access: ViewerAccessService,
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
   * The stored WebP files, under the profile's visibility: a picture the viewer may not see (signed
   * out, a private profile, a recruiters-only one) answers exactly like a missing picture (404).
   */
  @Get(':playerId/pictures/:file')
  @ApiOperation({ summary: 'One stored size of a profile picture (WebP); 404 like a missing one when the profile is not visible to the viewer' })
  async file(@Param('playerId') playerId: string, @Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const m = PICTURE_FILE_RE.exec(file);
    const size = m ? Number(m[2]) : NaN;
    if (!m || !UUID_RE.test(playerId) || !(PROFILE_PICTURE_SIZES as readonly number[]).includes(size)) throw new NotFoundException('Not Found');
    const id = playerId.toLowerCase();
    const user = req.isAuthenticated?.() ? (req.user as SessionUser | undefined) : undefined;
    if (!(await this.pictures.picturesVisibleTo(await this.access.viewer(user), id))) throw new NotFoundException('Not Found');
    const key = pictureStorageKey(id, m[1]!, size);
    const sent = await sendStoredFile(this.storage, key, req, res, { contentType: 'image/webp', cacheControl: PRIVATE_CACHE });
    if (!sent) throw new NotFoundException('Not Found');
  }
}
