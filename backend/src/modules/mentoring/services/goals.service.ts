import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES, MENTORING_CAP_MESSAGES, MENTORING_CAPS, progressOf, type AssessmentView, type CreateAssessmentDto, type CreateGoalDto, type CreateMilestoneDto, type GoalPriority,
  type GoalView, type MilestoneView, type RelationshipSummary, type SessionUser,
} from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { createWithinCap, limitReached } from '../../../core/database/owner-cap';
import { changedRows, isUuid, notFound, relationshipOf } from './progress-access';

/** A count query of one id, for a cap (read inside the capped transaction). */
const countOf = (sql: string, id: string) => async (m: EntityManager): Promise<number> => ((await m.query(sql, [id])) as { n: number }[])[0]!.n;

const dateOnly = (d: Date | string | null): string | null => (d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : null);

/**
 * Goals with milestones, and assessments per session, of one mentoring relationship (docs/mentoring.md).
 * Only its two sides see or change them; anyone else gets the missing answer. Progress is derived from
 * completed milestones and stored on the goal in the same transaction as the milestone's change.
 */
@Injectable()
export class GoalsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The caller's relationships, from either side. */
  async relationships(me: SessionUser): Promise<RelationshipSummary[]> {
    const rows: { id: string; mentor_name: string; mentee_name: string; mentor_user_id: string }[] = await this.db.query(
      `SELECT r.id, mu.full_name AS mentor_name, eu.full_name AS mentee_name, mt.user_id AS mentor_user_id
         FROM mentoring_relationships r JOIN mentors mt ON mt.id = r.mentor_id
         JOIN user_directory mu ON mu.id = mt.user_id JOIN user_directory eu ON eu.id = r.mentee_id
        WHERE r.mentee_id = $1 OR mt.user_id = $1 ORDER BY r.created_at DESC`,
      [me.id],
    );
    return rows.map((r) => ({ id: r.id, mentorName: r.mentor_name, menteeName: r.mentee_name, side: r.mentor_user_id === me.id ? 'mentor' : 'mentee' }));
  }

  async goals(me: SessionUser, relationshipId: string): Promise<GoalView[]> {
    if (!isUuid(relationshipId)) throw notFound('Mentoring relationship not found');
    await relationshipOf(this.db.manager, relationshipId, me.id);
    const goals: GoalRow[] = await this.db.query(`SELECT * FROM mentoring_goals WHERE relationship_id = $1 ORDER BY created_at`, [relationshipId]);
    const milestones: MilestoneRow[] = goals.length
      ? await this.db.query(`SELECT * FROM mentoring_milestones WHERE goal_id = ANY($1) ORDER BY due_date NULLS LAST, created_at`, [goals.map((g) => g.id)])
      : [];
    return goals.map((g) => goalView(g, milestones.filter((m) => m.goal_id === g.id)));
  }

  async createGoal(me: SessionUser, dto: CreateGoalDto): Promise<GoalView> {
    await relationshipOf(this.db.manager, dto.relationshipId, me.id);
    const cap = { max: MENTORING_CAPS.goalsPerRelationship, message: MENTORING_CAP_MESSAGES.goals, count: countOf(`SELECT count(*)::int AS n FROM mentoring_goals WHERE relationship_id = $1`, dto.relationshipId) };
    const g = await createWithinCap(this.db, dto.relationshipId, cap, async (m) => {
      const [row]: GoalRow[] = await m.query(
        `INSERT INTO mentoring_goals (relationship_id, title, description, category, target_date, priority) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [dto.relationshipId, dto.title.trim(), dto.description?.trim() || null, dto.category?.trim() || null, dto.targetDate ?? null, dto.priority ?? 'medium'],
      );
      return row!;
    });
    return goalView(g, []);
  }

  async addMilestone(me: SessionUser, goalId: string, dto: CreateMilestoneDto): Promise<GoalView> {
    return this.db.transaction(async (m) => {
      await this.goalFor(m, me, goalId);
      // The goal's row lock (goalFor) serialises its milestone adds, so the count holds under a burst.
      if ((await countOf(`SELECT count(*)::int AS n FROM mentoring_milestones WHERE goal_id = $1`, goalId)(m)) >= MENTORING_CAPS.milestonesPerGoal) {
        throw limitReached(MENTORING_CAP_MESSAGES.milestones);
      }
      await m.query(`INSERT INTO mentoring_milestones (goal_id, title, due_date) VALUES ($1, $2, $3)`, [goalId, dto.title.trim(), dto.dueDate ?? null]);
      return this.refresh(m, goalId);
    });
  }

  async setMilestone(me: SessionUser, milestoneId: string, isCompleted: boolean): Promise<GoalView> {
    if (!isUuid(milestoneId)) throw notFound('Milestone not found');
    return this.db.transaction(async (m) => {
      const [ms]: { goal_id: string }[] = await m.query(`SELECT goal_id FROM mentoring_milestones WHERE id = $1`, [milestoneId]);
      if (!ms) throw notFound('Milestone not found');
      await this.goalFor(m, me, ms.goal_id, 'Milestone not found');
      await m.query(
        `UPDATE mentoring_milestones SET is_completed = $2, completed_at = CASE WHEN $2 THEN coalesce(completed_at, now()) END, updated_at = now() WHERE id = $1`,
        [milestoneId, isCompleted],
      );
      return this.refresh(m, ms.goal_id);
    });
  }

  async assessments(me: SessionUser, relationshipId: string): Promise<AssessmentView[]> {
    if (!isUuid(relationshipId)) throw notFound('Mentoring relationship not found');
    await relationshipOf(this.db.manager, relationshipId, me.id);
    const rows: AssessmentRow[] = await this.db.query(`SELECT * FROM mentoring_assessments WHERE relationship_id = $1 ORDER BY created_at DESC`, [relationshipId]);
    return rows.map(assessmentView);
  }

  /** The mentor assesses; the mentee reads. A session named must belong to this relationship. */
  async createAssessment(me: SessionUser, dto: CreateAssessmentDto): Promise<AssessmentView> {
    const rel = await relationshipOf(this.db.manager, dto.relationshipId, me.id);
    if (rel.side !== 'mentor') throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: 'Only the mentor writes assessments' });
    if (dto.sessionId) {
      const [s]: unknown[] = await this.db.query(`SELECT 1 FROM mentoring_sessions WHERE id = $1 AND mentor_id = $2 AND mentee_id = $3`, [dto.sessionId, rel.mentorId, rel.menteeUserId]);
      if (!s) throw notFound('Session not found');
    }
    const cap = {
      max: MENTORING_CAPS.assessmentsPerRelationship,
      message: MENTORING_CAP_MESSAGES.assessments,
      count: countOf(`SELECT count(*)::int AS n FROM mentoring_assessments WHERE relationship_id = $1`, dto.relationshipId),
    };
    // The lock key differs from the goals' (same relationship id), so goals and assessments do not wait on each other.
    const a = await createWithinCap(this.db, `assessments:${dto.relationshipId}`, cap, async (m) => {
      const [row]: AssessmentRow[] = await m.query(
        `INSERT INTO mentoring_assessments (relationship_id, session_id, assessment_type, skill_area, score_out_of_10, strengths, improvement_areas, next_steps)
         VALUES ($1, $2, 'session', $3, $4, $5, $6, $7) RETURNING *`,
        [dto.relationshipId, dto.sessionId ?? null, dto.skillArea.trim(), dto.scoreOutOf10, dto.strengths.map((s) => s.trim()).filter(Boolean),
          dto.improvementAreas.map((s) => s.trim()).filter(Boolean), dto.nextSteps?.trim() || null],
      );
      return row!;
    });
    return assessmentView(a);
  }

  private async goalFor(m: EntityManager, me: SessionUser, goalId: string, missing = 'Goal not found'): Promise<void> {
    if (!isUuid(goalId)) throw notFound(missing);
    const [g]: { relationship_id: string }[] = await m.query(`SELECT relationship_id FROM mentoring_goals WHERE id = $1 FOR UPDATE`, [goalId]);
    if (!g) throw notFound(missing);
    await relationshipOf(m, g.relationship_id, me.id).catch(() => {
      throw notFound(missing);
    });
  }

  /** Recomputes the goal's percentage from its milestones (the goal row is locked by goalFor). */
  private async refresh(m: EntityManager, goalId: string): Promise<GoalView> {
    const milestones: MilestoneRow[] = await m.query(`SELECT * FROM mentoring_milestones WHERE goal_id = $1 ORDER BY due_date NULLS LAST, created_at`, [goalId]);
    const pct = progressOf(milestones.map((x) => ({ isCompleted: x.is_completed })));
    const [g] = await changedRows<GoalRow>(
      m,
      `UPDATE mentoring_goals SET progress_percentage = $2, status = CASE WHEN $2 = 100 THEN 'completed' WHEN status = 'completed' THEN 'active' ELSE status END,
              updated_at = now() WHERE id = $1 RETURNING *`,
      [goalId, pct],
    );
    return goalView(g!, milestones);
  }
}

interface GoalRow { id: string; relationship_id: string; title: string; description: string | null; category: string | null; target_date: Date | string | null; priority: GoalPriority; status: string }
interface MilestoneRow { id: string; goal_id: string; title: string; due_date: Date | string | null; is_completed: boolean; completed_at: Date | null }
interface AssessmentRow {
  id: string; relationship_id: string; session_id: string | null; skill_area: string | null; score_out_of_10: number | null;
  strengths: string[]; improvement_areas: string[]; next_steps: string | null; created_at: Date;
}

function milestoneView(m: MilestoneRow): MilestoneView {
  return { id: m.id, goalId: m.goal_id, title: m.title, dueDate: dateOnly(m.due_date), isCompleted: m.is_completed, completedAt: m.completed_at ? new Date(m.completed_at).toISOString() : null };
}

function goalView(g: GoalRow, milestones: MilestoneRow[]): GoalView {
  const ms = milestones.map(milestoneView);
  return {
    id: g.id, relationshipId: g.relationship_id, title: g.title, description: g.description, category: g.category,
    targetDate: dateOnly(g.target_date), priority: g.priority, status: g.status, progressPercentage: progressOf(ms), milestones: ms,
  };
}

function assessmentView(a: AssessmentRow): AssessmentView {
  return {
    id: a.id, relationshipId: a.relationship_id, sessionId: a.session_id, skillArea: a.skill_area ?? '', scoreOutOf10: a.score_out_of_10 ?? 0,
    strengths: a.strengths, improvementAreas: a.improvement_areas, nextSteps: a.next_steps, createdAt: new Date(a.created_at).toISOString(),
  };
}
