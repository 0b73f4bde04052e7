import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FileStore, LocalStorageService, sendStoredFile } from '../../../core/storage';
import { receiveResourceFile } from './resource-files';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, MENTORING_CAP_MESSAGES, MENTORING_CAPS, type CreateLinkResourceDto, type ResourceView, type SessionUser } from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { createWithinCap, limitReached, type OwnerCap } from '../../../core/database/owner-cap';
import { changedRows, isUuid, mentorIdOf, notFound } from './progress-access';

interface Row {
  id: string; mentor_id: string; title: string; description: string | null; resource_type: string; external_url: string | null;
  file_name: string | null; download_count: number; created_at: Date; shared_with: string[] | null; is_owner: boolean;
}

/**
 * The resource library (docs/mentoring.md): a mentor's links, shared with chosen mentees (one
 * shared_resources row per relationship). Only the owner and those mentees see a resource; anyone else
 * gets the missing answer. Opening one counts a download.
 */
@Injectable()
export class ResourcesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStore,
    private readonly scratch: LocalStorageService,
  ) {}

  /** A file streamed into the existing storage (size and type checked on the bytes); `title` names it. */
  async createFile(me: SessionUser, title: string | undefined, fileName: string | undefined, req: Request): Promise<ResourceView> {
    const mentorId = await this.ownMentor(me);
    const name = (title ?? '').trim();
    if (!name || name.length > 200) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'title is required (at most 200 characters)', errors: { title: 'title is required (at most 200 characters)' } });
    }
    // Refused before any byte is stored when the mentor is already at a cap; checked again, under the lock, once the size is known.
    await this.assertRoom(this.db.manager, mentorId, 0);
    const file = await receiveResourceFile(this.scratch, this.storage, req);
    const safeName = (fileName ?? '').replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'resource';
    try {
      const row = await createWithinCap(this.db, mentorId, this.cap(mentorId), async (m) => {
        await this.assertRoom(m, mentorId, file.size);
        const [r]: { id: string }[] = await m.query(
          `INSERT INTO mentoring_resources (mentor_id, title, resource_type, storage_key, file_name, mime_type, size_bytes)
           VALUES ($1, $2, 'file', $3, $4, $5, $6) RETURNING id`,
          [mentorId, name, file.key, safeName, file.mime, file.size],
        );
        return r!;
      });
      return this.get(me, row.id);
    } catch (e) {
      await this.storage.delete(file.key).catch(() => undefined);
      throw e;
    }
  }

  /** The stored file, as an attachment, for the owner and the mentees it is shared with; counts a download. */
  async download(me: SessionUser, id: string, req: Request, res: Response): Promise<void> {
    const view = await this.get(me, id);
    const [r]: { storage_key: string | null; mime_type: string | null }[] = await this.db.query(`SELECT storage_key, mime_type FROM mentoring_resources WHERE id = $1`, [id]);
    if (!r?.storage_key) throw notFound('Resource not found');
    await this.counted(me, view);
    const disposition = `attachment; filename="${view.fileName ?? 'resource'}"`;
    if (!(await sendStoredFile(this.storage, r.storage_key, req, res, { contentType: r.mime_type ?? 'application/octet-stream', cacheControl: 'private, no-store', disposition }))) {
      throw notFound('Resource not found');
    }
  }

  async createLink(me: SessionUser, dto: CreateLinkResourceDto): Promise<ResourceView> {
    const mentorId = await this.ownMentor(me);
    const row = await createWithinCap(this.db, mentorId, this.cap(mentorId), async (m) => {
      const [r]: { id: string }[] = await m.query(
        `INSERT INTO mentoring_resources (mentor_id, title, resource_type, description, external_url) VALUES ($1, $2, 'link', $3, $4) RETURNING id`,
        [mentorId, dto.title.trim(), dto.description?.trim() || null, dto.externalUrl],
      );
      return r!;
    });
    return this.get(me, row.id);
  }

  /** The caller's own resources (mentors) and those shared with the caller's relationships (mentees). */
  async list(me: SessionUser): Promise<ResourceView[]> {
    const rows: Row[] = await this.db.query(`${this.select()} ORDER BY r.created_at DESC LIMIT 200`, [me.id]);
    return rows.map(toView);
  }

  async get(me: SessionUser, id: string): Promise<ResourceView> {
    if (!isUuid(id)) throw notFound('Resource not found');
    const [row]: Row[] = await this.db.query(`${this.select()} AND r.id = $2`, [me.id, id]);
    if (!row) throw notFound('Resource not found');
    return toView(row);
  }

  /** The owner chooses the mentees (their relationships as mentor); the set replaces the previous one. */
  async share(me: SessionUser, id: string, relationshipIds: string[]): Promise<ResourceView> {
    const mentorId = await mentorIdOf(this.db.manager, me.id);
    if (!isUuid(id) || !mentorId) throw notFound('Resource not found');
    await this.db.transaction(async (m) => {
      const [own]: unknown[] = await m.query(`SELECT 1 FROM mentoring_resources WHERE id = $1 AND mentor_id = $2 FOR UPDATE`, [id, mentorId]);
      if (!own) throw notFound('Resource not found');
      const mine: { id: string }[] = await m.query(`SELECT id FROM mentoring_relationships WHERE mentor_id = $1 AND id = ANY($2::uuid[])`, [mentorId, relationshipIds]);
      if (mine.length !== new Set(relationshipIds).size) throw notFound('Mentoring relationship not found');
      await m.query(`DELETE FROM shared_resources WHERE resource_id = $1 AND NOT (relationship_id = ANY($2::uuid[]))`, [id, relationshipIds]);
      await m.query(
        `INSERT INTO shared_resources (resource_id, relationship_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
        [id, relationshipIds],
      );
    });
    return this.get(me, id);
  }

  /** Opening a resource: its link, and one more download (a mentee's first open is also recorded). */
  async open(me: SessionUser, id: string): Promise<{ url: string }> {
    const view = await this.get(me, id);
    if (!view.externalUrl) throw notFound('Resource not found');
    await this.counted(me, view);
    return { url: view.externalUrl };
  }

  private async counted(me: SessionUser, view: ResourceView): Promise<void> {
    await this.db.query(`UPDATE mentoring_resources SET download_count = download_count + 1 WHERE id = $1`, [view.id]);
    if (!view.isOwner) {
      await this.db.query(
        `UPDATE shared_resources s SET accessed_at = coalesce(s.accessed_at, now()) FROM mentoring_relationships r
          WHERE s.resource_id = $1 AND s.relationship_id = r.id AND r.mentee_id = $2`,
        [view.id, me.id],
      );
    }
  }

  async remove(me: SessionUser, id: string): Promise<void> {
    const mentorId = await mentorIdOf(this.db.manager, me.id);
    if (!isUuid(id) || !mentorId) throw notFound('Resource not found');
    const gone = await changedRows<{ storage_key: string | null }>(this.db.manager, `DELETE FROM mentoring_resources WHERE id = $1 AND mentor_id = $2 RETURNING storage_key`, [id, mentorId]);
    if (gone.length === 0) throw notFound('Resource not found');
    if (gone[0]!.storage_key) await this.storage.delete(gone[0]!.storage_key).catch(() => undefined);
  }

  /** The per-mentor count cap (docs/mentoring.md "Caps"). */
  private cap(mentorId: string): OwnerCap {
    return { max: MENTORING_CAPS.resourcesPerMentor, message: MENTORING_CAP_MESSAGES.resources, count: async (m) => (await this.usage(m, mentorId)).n };
  }

  /** 409 when one more resource of `bytes` would pass the count or the bytes cap. */
  private async assertRoom(m: EntityManager, mentorId: string, bytes: number): Promise<void> {
    const { n, total } = await this.usage(m, mentorId);
    if (n >= MENTORING_CAPS.resourcesPerMentor) throw limitReached(MENTORING_CAP_MESSAGES.resources);
    if (total + bytes > MENTORING_CAPS.resourceBytesPerMentor || (bytes === 0 && total >= MENTORING_CAPS.resourceBytesPerMentor)) {
      throw limitReached(MENTORING_CAP_MESSAGES.resourceBytes);
    }
  }

  private async usage(m: EntityManager, mentorId: string): Promise<{ n: number; total: number }> {
    const [r]: { n: number; total: string }[] = await m.query(
      `SELECT count(*)::int AS n, coalesce(sum(size_bytes), 0)::text AS total FROM mentoring_resources WHERE mentor_id = $1`,
      [mentorId],
    );
    return { n: r!.n, total: Number(r!.total) };
  }

  private async ownMentor(me: SessionUser): Promise<string> {
    const mentorId = await mentorIdOf(this.db.manager, me.id);
    if (!mentorId) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: 'Only mentors add resources' });
    return mentorId;
  }

  /** Visible = owned by the caller's mentor row, or shared with a relationship where the caller is the mentee. */
  private select(): string {
    return `SELECT r.id, r.mentor_id, r.title, r.description, r.resource_type, r.external_url, r.file_name, r.download_count, r.created_at,
                   (mt.user_id = $1) AS is_owner,
                   CASE WHEN mt.user_id = $1 THEN (SELECT array_agg(s.relationship_id::text) FROM shared_resources s WHERE s.resource_id = r.id) END AS shared_with
              FROM mentoring_resources r JOIN mentors mt ON mt.id = r.mentor_id
             WHERE (mt.user_id = $1 OR EXISTS (SELECT 1 FROM shared_resources s JOIN mentoring_relationships rel ON rel.id = s.relationship_id
                                              WHERE s.resource_id = r.id AND rel.mentee_id = $1))`;
  }
}

function toView(r: Row): ResourceView {
  return {
    id: r.id, title: r.title, description: r.description, resourceType: r.resource_type === 'link' ? 'link' : 'file', externalUrl: r.external_url,
    fileName: r.file_name, downloadCount: r.download_count, sharedWith: r.shared_with ?? [], isOwner: r.is_owner, createdAt: new Date(r.created_at).toISOString(),
  };
}
