/**
 * Objects of mentoring "Progress together" for the authorization matrix (docs/mentoring.md): each belongs
 * to a relationship's two sides (or an AMA's host, or a feedback request's player and mentor); someone
 * else's answers exactly like a missing one.
 */
import { randomUUID } from 'node:crypto';
import type { Cell, Ctx } from './matrix';
import type { Principal, World } from './world';

type Target = (ctx: Ctx, p: Principal, write: boolean) => Promise<Cell[]>;

const q = <T = Record<string, unknown>>(w: World, sql: string, params: unknown[] = []): Promise<T[]> => w.t.dataSource.query(sql, params);

async function mentorRow(w: World, userId?: string): Promise<{ mentorId: string; userId: string }> {
  const uid = userId ?? (await w.user('mentor')).userId;
  const [existing] = await q<{ id: string }>(w, `SELECT id FROM mentors WHERE user_id = $1`, [uid]);
  if (existing) return { mentorId: existing.id, userId: uid };
  const [m] = await q<{ id: string }>(w, `INSERT INTO mentors (user_id, title) VALUES ($1, 'Fixture mentor') RETURNING id`, [uid]);
  return { mentorId: m!.id, userId: uid };
}

async function relationship(w: World, mentorId: string, menteeUserId: string): Promise<string> {
  const [r] = await q<{ id: string }>(
    w,
    `INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2)
     ON CONFLICT (mentor_id, mentee_id) DO UPDATE SET updated_at = now() RETURNING id`,
    [mentorId, menteeUserId],
  );
  w.adopt('mentoring_relationships', r!.id);
  return r!.id;
}

/** One of the principal's relationships (players as mentee, the mentor as mentor), else none. */
async function ownRelationship(w: World, p: Principal): Promise<string | null> {
  if (!p.userId) return null;
  if (p.role === 'mentor') return relationship(w, (await mentorRow(w, p.userId)).mentorId, (await w.user('player')).userId);
  if (p.role === 'player') return relationship(w, (await mentorRow(w)).mentorId, p.userId);
  return null;
}

const strangers = async (w: World): Promise<string> => relationship(w, (await mentorRow(w)).mentorId, (await w.user('player')).userId);

/** Cells from one id maker per kind; `as` turns an id into the cell's ref or path. */
function cells(make: (w: World, rel: string) => Promise<string>, as: (id: string) => Partial<Cell>): Target {
  return async ({ world }, p) => {
    const out: Cell[] = [];
    const own = await ownRelationship(world, p);
    if (own) out.push({ kind: 'own', label: 'own', ref: {}, ...as(await make(world, own)) } as Cell);
    out.push({ kind: 'hidden', label: 'hidden:other-pair', ref: {}, ...as(await make(world, await strangers(world))) } as Cell);
    out.push({ kind: 'missing', label: 'missing', ref: {}, ...as(randomUUID()) } as Cell);
    return out;
  };
}

const goal = async (w: World, rel: string): Promise<string> => {
  const [g] = await q<{ id: string }>(w, `INSERT INTO mentoring_goals (relationship_id, title) VALUES ($1, 'Fixture goal') RETURNING id`, [rel]);
  return g!.id;
};
const milestone = async (w: World, rel: string): Promise<string> => {
  const [m] = await q<{ id: string }>(w, `INSERT INTO mentoring_milestones (goal_id, title) VALUES ($1, 'Fixture step') RETURNING id`, [await goal(w, rel)]);
  return m!.id;
};

/** `?relationshipId=` reads. */
export const relationshipQuery = (path: string): Target => cells(async (_w, rel) => rel, (id) => ({ ref: { relationshipId: id }, path: `${path}?relationshipId=${id}` }));
/** Bodies naming a relationship. */
export const relationshipBody: Target = cells(async (_w, rel) => rel, (id) => ({ ref: { relationshipId: id } }));
export const goalTarget: Target = cells(goal, (id) => ({ ref: { id } }));
export const milestoneTarget: Target = cells(milestone, (id) => ({ ref: { id } }));

async function amaEvent(w: World, mentorId: string, isPublic = true): Promise<string> {
  const [e] = await q<{ id: string }>(
    w,
    `INSERT INTO ama_events (mentor_id, title, scheduled_at, price, is_public) VALUES ($1, 'Fixture AMA', now() + interval '7 days', 0, $2) RETURNING id`,
    [mentorId, isPublic],
  );
  w.adopt('ama_events', e!.id);
  return e!.id;
}

/** own: an AMA the mentor principal hosts; other: someone's public AMA; hidden: someone's private one. */
export const amaTarget: Target = async ({ world }, p) => {
  const out: Cell[] = [];
  if (p.role === 'mentor' && p.userId) out.push({ kind: 'own', label: 'own', ref: { id: await amaEvent(world, (await mentorRow(world, p.userId)).mentorId) } });
  const host = await mentorRow(world);
  out.push({ kind: 'other', label: 'other:public', ref: { id: await amaEvent(world, host.mentorId) } });
  out.push({ kind: 'hidden', label: 'hidden:private', ref: { id: await amaEvent(world, host.mentorId, false) } });
  out.push({ kind: 'missing', label: 'missing', ref: { id: randomUUID() } });
  return out;
};

async function feedbackRequest(w: World, playerId: string, ownerUserId: string, mentorId: string): Promise<string> {
  const h = await w.highlight(playerId, ownerUserId);
  const [f] = await q<{ id: string }>(
    w,
    `INSERT INTO highlight_feedback_requests (player_id, highlight_id, mentor_id, status, due_at) VALUES ($1, $2, $3, 'pending', now() + interval '72 hours') RETURNING id`,
    [playerId, h.highlightId, mentorId],
  );
  w.adopt('highlight_feedback_requests', f!.id);
  return f!.id;
}

/** own: the player's request, or one asked of the mentor principal; hidden: another pair's. */
export const feedbackTarget: Target = async ({ world }, p) => {
  const out: Cell[] = [];
  if (p.role === 'player' && p.playerId && p.userId) out.push({ kind: 'own', label: 'own', ref: { id: await feedbackRequest(world, p.playerId, p.userId, (await mentorRow(world)).mentorId) } });
  if (p.role === 'mentor' && p.userId) {
    const fp = await world.player();
    out.push({ kind: 'own', label: 'own:asked', ref: { id: await feedbackRequest(world, fp.playerId, fp.userId, (await mentorRow(world, p.userId)).mentorId) } });
  }
  const fp = await world.player();
  out.push({ kind: 'hidden', label: 'hidden:other-pair', ref: { id: await feedbackRequest(world, fp.playerId, fp.userId, (await mentorRow(world)).mentorId) } });
  out.push({ kind: 'missing', label: 'missing', ref: { id: randomUUID() } });
  return out;
};

/** A body for POST /api/mentoring/feedback-requests: one of the player's own highlights and a listed mentor. */
export async function feedbackBody(_ref: Record<string, string>, p: Principal, { world }: Ctx): Promise<unknown> {
  if (!p.playerId || !p.userId) return { highlightId: randomUUID(), mentorId: randomUUID() };
  const h = await world.highlight(p.playerId, p.userId);
  return { highlightId: h.highlightId, mentorId: (await mentorRow(world)).mentorId };
}

async function linkResource(w: World, mentorId: string, sharedWith?: string): Promise<string> {
  const [r] = await q<{ id: string }>(
    w,
    `INSERT INTO mentoring_resources (mentor_id, title, resource_type, external_url) VALUES ($1, 'Fixture drill', 'link', 'https://example.test/drill') RETURNING id`,
    [mentorId],
  );
  w.adopt('mentoring_resources', r!.id);
  if (sharedWith) await q(w, `INSERT INTO shared_resources (resource_id, relationship_id) VALUES ($1, $2)`, [r!.id, sharedWith]);
  return r!.id;
}

/** own: the mentor principal's resource, or one shared with the player principal; hidden: another mentor's, shared with someone else. */
export const resourceTarget: Target = async ({ world }, p) => {
  const out: Cell[] = [];
  if (p.role === 'mentor' && p.userId) out.push({ kind: 'own', label: 'own', ref: { id: await linkResource(world, (await mentorRow(world, p.userId)).mentorId) } });
  if (p.role === 'player' && p.userId) {
    const host = await mentorRow(world);
    out.push({ kind: 'own', label: 'own:shared-with-me', ref: { id: await linkResource(world, host.mentorId, await relationship(world, host.mentorId, p.userId)) } });
  }
  const other = await mentorRow(world);
  out.push({ kind: 'hidden', label: 'hidden:other-pair', ref: { id: await linkResource(world, other.mentorId, await strangers(world)) } });
  out.push({ kind: 'missing', label: 'missing', ref: { id: randomUUID() } });
  return out;
};
