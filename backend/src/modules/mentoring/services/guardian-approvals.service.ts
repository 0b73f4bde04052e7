import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, isMinor, type GuardianApprovalStatus, type GuardianApprovalView } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { BillingClock } from '../../billing';
import { UsersService } from '../../users';
import { GuardianApproval } from '../entities/guardian-approval.entity';
import { MentoringMailService } from './mentoring-mail.service';

/** What a feature plugs in for its kind of approval. Handlers run inside the deciding transaction. */
export interface GuardianApprovalKind {
  /** The guardian approved: let the subject go ahead (e.g. open its payment). */
  onApproved(approval: GuardianApproval, m: EntityManager): Promise<void>;
  /** The guardian declined, or the approval expired: release whatever the subject holds. */
  onDeclined(approval: GuardianApproval, m: EntityManager, why: 'declined' | 'expired'): Promise<void>;
  /** After the approval committed: where the guardian pays, when there is something to pay (else null). */
  checkoutFor?(approval: GuardianApproval, token: string): Promise<string | null>;
}

export interface ApprovalRequest {
  kind: string;
  subjectId: string;
  playerUserId: string;
  /** What is asked, in words: "a 60-minute session with Sam Lee on Fri 5 Dec 2026, 6:00 pm Fiji time". */
  summary: string;
  /** When the links stop working (default 48 hours). */
  expiresAt?: Date;
}

const HOURS = 3_600_000;
const notFound = () => new NotFoundException();

/**
 * Guardian approvals (docs/mentoring.md "Guardian approvals"): any step by a player under 18 that brings
 * an adult into contact (a session booking, an AMA registration, a feedback request) waits for the
 * guardian email on record. The guardian gets Approve / Decline links (signed, expiring, no account);
 * nothing is confirmed or charged until approved. Features register a kind with its handlers and ask
 * `request()` in the transaction that creates the subject.
 */
@Injectable()
export class GuardianApprovalsService {
  private readonly kinds = new Map<string, GuardianApprovalKind>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly mail: MentoringMailService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
  ) {}

  register(kind: string, handlers: GuardianApprovalKind): void {
    this.kinds.set(kind, handlers);
  }

  /**
   * The guardian to ask when `userId` is a player under 18, else null. A minor without a guardian email
   * on record cannot go ahead: 400 naming guardianEmail.
   */
  async guardianOf(userId: string): Promise<{ guardianEmail: string; firstName: string; lastName: string } | null> {
    const user = await this.users.findById(userId);
    if (!user || user.role !== 'player' || !isMinor(user.dob, this.clock.now())) return null;
    if (!user.guardianEmail) {
      const message = 'Add your guardian\u2019s email to your profile first: they approve this for you';
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.GUARDIAN_CONSENT_REQUIRED, message: [message], errors: { guardianEmail: message } });
    }
    return { guardianEmail: user.guardianEmail, firstName: user.firstName, lastName: user.lastName };
  }

  /** Writes the pending approval and queues the guardian's mail with Approve / Decline links. Answers the token. */
  async request(input: ApprovalRequest, m: EntityManager): Promise<string> {
    if (!this.kinds.has(input.kind)) throw new Error(`No guardian approval kind ${input.kind}`);
    const guardian = await this.guardianOf(input.playerUserId);
    if (!guardian) throw new Error('Only players under 18 need a guardian approval');
    const expiresAt = input.expiresAt ?? new Date(this.clock.now().getTime() + 48 * HOURS);
    const [row]: { id: string }[] = await m.query(
      `INSERT INTO guardian_approvals (kind, subject_id, player_user_id, guardian_email, summary, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, subject_id) DO UPDATE SET status = 'pending', decided_at = NULL, expires_at = EXCLUDED.expires_at, summary = EXCLUDED.summary
       RETURNING id`,
      [input.kind, input.subjectId, input.playerUserId, guardian.guardianEmail, input.summary, expiresAt],
    );
    const token = this.sign(row!.id, expiresAt);
    const link = `${this.config.publicUrl}/mentoring/guardian/${token}`;
    await this.mail.queue(
      guardian.guardianEmail,
      `${guardian.firstName} asks for your approval on Fiji Rugby Talent`,
      [
        'Bula,',
        '',
        `${guardian.firstName} ${guardian.lastName} asks for your approval: ${input.summary}.`,
        'Players under 18 need their guardian\u2019s approval before any mentoring session, event or paid request, and you pay for it, not them.',
        `Approve: ${link}?decision=approve`,
        `Decline: ${link}?decision=decline`,
        '',
        `The links work until ${expiresAt.toUTCString()}. You will receive the meeting link and every change, and you may join. If you did not expect this, decline or ignore it.`,
      ],
      m,
    );
    return token;
  }

  /** The approval of a subject (the feature's own view), or null. */
  async forSubject(kind: string, subjectId: string, m: EntityManager = this.db.manager): Promise<GuardianApproval | null> {
    return m.getRepository(GuardianApproval).findOne({ where: { kind, subjectId } });
  }

  /** A fresh signed link for an existing approval (e.g. to show the guardian's page again). */
  tokenFor(approval: GuardianApproval): string {
    return this.sign(approval.id, approval.expiresAt);
  }

  async view(token: string): Promise<GuardianApprovalView> {
    const approval = await this.load(token);
    return this.toView(approval, null);
  }

  /**
   * The guardian's decision. Once: the same decision again answers the same result (a double click),
   * the other one after a decision answers 409. An unknown, tampered or expired link answers 404.
   */
  async decide(token: string, decision: 'approve' | 'decline'): Promise<GuardianApprovalView> {
    const { id } = this.verify(token);
    const wanted: GuardianApprovalStatus = decision === 'approve' ? 'approved' : 'declined';
    const approval = await this.db.transaction(async (m) => {
      const a = await m.getRepository(GuardianApproval).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!a) throw notFound();
      if (a.status === wanted) return a;
      if (a.status !== 'pending') throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: `This request was already ${a.status}` });
      if (a.expiresAt <= this.clock.now()) throw notFound();
      const handlers = this.kinds.get(a.kind);
      if (!handlers) throw notFound();
      await m.query(`UPDATE guardian_approvals SET status = $2, decided_at = $3 WHERE id = $1`, [a.id, wanted, this.clock.now()]);
      a.status = wanted;
      if (wanted === 'approved') await handlers.onApproved(a, m);
      else await handlers.onDeclined(a, m, 'declined');
      return a;
    });
    const checkoutUrl = approval.status === 'approved' ? ((await this.kinds.get(approval.kind)?.checkoutFor?.(approval, token)) ?? null) : null;
    return this.toView(approval, checkoutUrl);
  }

  /** Pending approvals past their time become expired and their subjects are released (the mentoring sweep). */
  async expireDue(): Promise<number> {
    const due = await this.db.getRepository(GuardianApproval).createQueryBuilder('a')
      .where(`a.status = 'pending' AND a.expires_at <= :now`, { now: this.clock.now() }).limit(200).getMany();
    let n = 0;
    for (const d of due) {
      await this.db.transaction(async (m) => {
        const a = await m.getRepository(GuardianApproval).findOne({ where: { id: d.id }, lock: { mode: 'pessimistic_write' } });
        if (!a || a.status !== 'pending') return;
        await m.query(`UPDATE guardian_approvals SET status = 'expired', decided_at = $2 WHERE id = $1`, [a.id, this.clock.now()]);
        a.status = 'expired';
        await this.kinds.get(a.kind)?.onDeclined(a, m, 'expired');
        n++;
      });
    }
    return n;
  }

  private async load(token: string): Promise<GuardianApproval> {
    const { id } = this.verify(token);
    const a = await this.db.getRepository(GuardianApproval).findOne({ where: { id } });
    if (!a) throw notFound();
    return a;
  }

  private async toView(a: GuardianApproval, checkoutUrl: string | null): Promise<GuardianApprovalView> {
    const player = await this.users.findById(a.playerUserId);
    return { kind: a.kind, status: a.status, playerFirstName: player?.firstName ?? '', summary: a.summary, expiresAt: a.expiresAt.toISOString(), checkoutUrl };
  }

  private sign(id: string, expiresAt: Date): string {
    const body = Buffer.from(JSON.stringify({ a: id, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private verify(token: string): { id: string } {
    const [body, mac] = (token ?? '').split('.');
    if (!body || !mac || mac.length !== 43) throw notFound();
    if (!timingSafeEqual(Buffer.from(this.mac(body)), Buffer.from(mac))) throw notFound();
    let parsed: { a?: unknown; e?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw notFound();
    }
    if (typeof parsed.a !== 'string' || typeof parsed.e !== 'number' || !/^[0-9a-f-]{36}$/i.test(parsed.a)) throw notFound();
    if (parsed.e * 1000 <= this.clock.now().getTime()) throw notFound();
    return { id: parsed.a };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`guardian-approval:${body}`).digest('base64url');
  }
}
