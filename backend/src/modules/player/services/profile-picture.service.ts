import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  HIGHLIGHT_MESSAGES,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAIN_SIZE,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_SIZES,
  type ProfilePictureResponse,
  type SessionUser,
} from '@fiji/contracts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Repository } from 'typeorm';
import { playerVisibleSql, type Viewer } from '../../../core/access';
import { FileStore, sniffMediaType } from '../../../core/storage';
import { ActivitiesService } from '../../activities';
import { UsersService } from '../../users';
import { Player } from '../entities/player.entity';
import { parsePictureUrl, pictureSetFromMainUrl, pictureStorageKey, pictureUrl } from './profile-picture-urls';

const PICTURE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/** JPG, PNG or WEBP by the file's first bytes (its name and declared type are not trusted). */
export const isAcceptedPicture = (bytes: Buffer): boolean => PICTURE_FORMATS.has(sniffMediaType(bytes)?.format ?? '');

export const invalidPictureType = (): BadRequestException =>
  new BadRequestException({
    statusCode: 400,
    message: PROFILE_PICTURE_MESSAGES.invalidTypeTitle,
    errors: { [PROFILE_PICTURE_FIELD]: PROFILE_PICTURE_MESSAGES.invalidType },
  });

/** Decoding stops past this many pixels (a tiny file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Profile pictures: checked by content, resized to small square WebP files (96/256/512 px) so cards
 * download a few KB on mobile data, stored under pictures/<playerId>/, the old set removed on replace.
 */
@Injectable()
export class ProfilePictureService {
  private readonly logger = new Logger(ProfilePictureService.name);

  constructor(
    @InjectRepository(Player) private readonly players: Repository<Player>,
    private readonly storage: FileStore,
    private readonly activities: ActivitiesService,
    private readonly users: UsersService,
  ) {}

  async replace(user: SessionUser, file: Buffer | undefined): Promise<ProfilePictureResponse> {
    const player = await this.players.findOne({ where: { userId: user.id }, select: { id: true, userId: true } });
    if (!player) throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.PROFILE_REQUIRED, message: HIGHLIGHT_MESSAGES.profileRequired });
    if (!file || !isAcceptedPicture(file)) throw invalidPictureType();

    const resized = await this.resize(file);
    const version = randomBytes(16).toString('hex');
    const written: string[] = [];
    try {
      for (const [size, data] of resized) {
        const key = pictureStorageKey(player.id, version, size);
        await this.storage.put(key, data, 'image/webp');
        written.push(key);
      }
    } catch (e) {
      await Promise.all(written.map((k) => this.storage.delete(k)));
      throw e;
    }

    const mainUrl = pictureUrl(player.id, version, PROFILE_PICTURE_MAIN_SIZE);
    // One statement: the replaced value is exactly the one this update overwrote, even under concurrent uploads.
    const result: unknown = await this.players.query(
      `WITH old AS (SELECT id, profile_picture FROM players WHERE id = $2 FOR UPDATE)
       UPDATE players p SET profile_picture = $1, updated_at = now() FROM old WHERE p.id = old.id
       RETURNING old.profile_picture AS old`,
      [mainUrl, player.id],
    );
    // TypeORM answers an UPDATE with [rows, affected]; plain rows otherwise.
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as { old: string | null }[];
    // The account avatar follows the player's picture (nav, cards, contact requests).
    await this.users.setProfileImageUrl(user.id, mainUrl);
    await this.removeOld(rows[0]?.old ?? null, player.id);

    await this.activities.record(user.id, {
      type: 'profile_picture_upload',
      title: 'Changed profile picture',
      description: 'New profile picture uploaded',
      metadata: { playerId: player.id },
    });
    return { profilePicture: mainUrl, profilePictureSet: pictureSetFromMainUrl(mainUrl, PROFILE_PICTURE_SIZES) };
  }

  /**
   * Whether `viewer` (null = signed out) may see this player's pictures: exactly when they may see
   * the profile (the one visibility rule of core/access), so a picture of a private profile, of a
   * recruiters-only minor or for a signed-out visitor answers like a missing one.
   */
  async picturesVisibleTo(viewer: Viewer | null, playerId: string): Promise<boolean> {
    if (!viewer) return false;
    const visible = playerVisibleSql('p', viewer, 'u');
    return this.players
      .createQueryBuilder('p')
      .innerJoin('p.user', 'u')
      .where('p.id = :playerId', { playerId })
      .andWhere(visible.sql, visible.params)
      .getExists();
  }

  /** Each stored size as WebP, orientation applied, metadata (EXIF, GPS) dropped. */
  private async resize(file: Buffer): Promise<Array<[number, Buffer]>> {
    try {
      const source = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      return await Promise.all(
        PROFILE_PICTURE_SIZES.map(async (size): Promise<[number, Buffer]> => [
          size,
          await source.clone().resize({ width: size, height: size, fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
        ]),
      );
    } catch (e) {
      // Right magic bytes but not a decodable image (truncated, corrupt): the same answer as a wrong type.
      this.logger.warn(`profile picture could not be decoded: ${(e as Error).message}`);
      throw invalidPictureType();
    }
  }

  private async removeOld(oldUrl: string | null, playerId: string): Promise<void> {
    const old = oldUrl ? parsePictureUrl(oldUrl) : null;
    if (!old || old.playerId !== playerId) return;
    await Promise.all(PROFILE_PICTURE_SIZES.map((s) => this.storage.delete(pictureStorageKey(playerId, old.version, s))));
  }
}
