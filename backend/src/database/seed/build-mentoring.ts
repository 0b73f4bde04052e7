import type { SeedContext, SeededPlayer } from './context';
import { DEMO_EMAILS } from './build-accounts';
import { DEMO_MENTOR, SAMPLE_MENTORS } from './data/mentors';

type SessionStatus = 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

/**
 * Mentoring: relationships, sessions with payments, goals and milestones, resources, assessments,
 * reviews, AMA events and highlight feedback, centred on the demo mentor and the two demo players.
 */
export function buildMentoring(ctx: SeedContext): void {
  giveMentorsAvailability(ctx);
  const { rng } = ctx;
  const e = DEMO_EMAILS;
  const paid = ctx.players.find((p) => p.email === e.playerPaid)!;
  const free = ctx.players.find((p) => p.email === e.playerFree)!;
  const mentorId = ctx.id(`mentor:${DEMO_MENTOR.email}`);
  const others = ctx.players.filter((p) => p !== paid && p !== free && p.visibility !== 'private');

  const relationship = (mentorKey: string, p: SeededPlayer, status: string, goals: string[], startDaysAgo: number, notes: string | null): string => {
    const id = ctx.newId(`relationship:${mentorKey}:${p.email}`);
    const createdAt = ctx.daysAgo(startDaysAgo);
    ctx.add('mentoring_relationships', {
      id, mentor_id: ctx.id(`mentor:${mentorKey}`), mentee_id: p.userId, status, goals,
      start_date: createdAt.toISOString().slice(0, 10), end_date: status === 'completed' ? ctx.daysAgo(5).toISOString().slice(0, 10) : null,
      total_sessions: 0, notes, created_at: createdAt, updated_at: createdAt,
    });
    return id;
  };
  const sessionCounts = new Map<string, number>();
  let s = 0;
  const session = (relId: string | null, mentorKey: string, p: SeededPlayer, title: string, status: SessionStatus, when: Date, rate: number, extra: Record<string, unknown> = {}): string => {
    const id = ctx.newId(`session:${mentorKey}:${s++}`);
    const createdAt = new Date(Math.min(when.getTime(), ctx.now.getTime()) - rng.int(3, 10) * 86_400_000);
    ctx.add('mentoring_sessions', {
      id, relationship_id: relId, mentor_id: ctx.id(`mentor:${mentorKey}`), mentee_id: p.userId, title,
      description: extra.description ?? null, session_type: extra.sessionType ?? 'individual', scheduled_at: when,
      ends_at: new Date(when.getTime() + ((extra.duration as number | undefined) ?? 60) * 60_000),
      duration: extra.duration ?? 60, status, meeting_url: status === 'completed' || status === 'confirmed' ? `https://meet.demo.fj/${id.slice(0, 8)}` : null,
      recording_url: null, session_notes: extra.sessionNotes ?? null, mentee_reflection: extra.menteeReflection ?? null,
      rating: extra.rating ?? null, feedback: extra.feedback ?? null, created_at: createdAt, updated_at: createdAt,
    });
    if (relId && status === 'completed') sessionCounts.set(relId, (sessionCounts.get(relId) ?? 0) + 1);
    const paymentStatus = status === 'completed' || status === 'confirmed' ? 'paid' : status === 'cancelled' ? 'refunded' : 'pending';
    if (status !== 'no_show') {
      const fee = Math.round(rate * 0.029 * 100 + 30) / 100;
      ctx.add('session_payments', {
        id: ctx.newId(`payment:${id}`), session_id: id, payer_id: p.userId, amount: rate, currency: 'USD', status: paymentStatus,
        payment_intent_id: `pi_demo_session_${id.slice(0, 8)}`, charge_id: paymentStatus === 'pending' ? null : `ch_demo_${id.slice(0, 8)}`,
        processing_fee: paymentStatus === 'pending' ? null : fee, net_amount: paymentStatus === 'pending' ? null : Math.round((rate - fee) * 100) / 100,
        paid_at: paymentStatus === 'paid' || paymentStatus === 'refunded' ? createdAt : null,
        refunded_at: paymentStatus === 'refunded' ? new Date(createdAt.getTime() + 86_400_000) : null,
        created_at: createdAt, updated_at: createdAt,
      });
    }
    return id;
  };

  // Demo mentor with the paid player: a working relationship with history and plans.
  const m = DEMO_MENTOR.email;
  const rate = DEMO_MENTOR.hourlyRate;
  const relPaid = relationship(m, paid, 'active', ['Earn a Fijian Drua academy trial', 'Improve defensive reads at 13'], 75, 'Committed, trains twice a day. Focus on defensive decisions.');
  const s1 = session(relPaid, m, paid, 'Introductory session and goal setting', 'completed', ctx.daysAgo(70), rate, {
    sessionNotes: 'Set two season goals. Agreed weekly clip review.', menteeReflection: 'Clear plan for the next three months.', rating: 5, feedback: 'Very practical, thank you.',
  });
  const s2 = session(relPaid, m, paid, 'Game preparation: defensive reads', 'completed', ctx.daysAgo(7), rate, {
    sessionNotes: 'Reviewed three Skipper Cup clips; drift vs rush defence cues.', rating: 5, feedback: 'Best session yet.',
  });
  session(relPaid, m, paid, 'Trial week mental preparation', 'confirmed', ctx.daysAhead(5), rate, { description: 'Routine for the Drua academy trial week.' });
  // Held but not yet marked complete by the mentor (My Sessions offers Complete, then the player's review).
  for (const [i, title] of ['Lineout throwing clinic', 'Kicking from hand'].entries()) {
    session(relPaid, m, paid, title, 'confirmed', new Date(ctx.daysAgo(1 + i).getTime() - 3 * 3_600_000), rate);
  }

  // Demo mentor with the free (17-year-old) player: a fresh booking request (pending payment).
  const relFree = relationship(m, free, 'active', ['Improve breakdown technique'], 3, null);
  session(relFree, m, free, 'Breakdown technique review', 'scheduled', ctx.daysAhead(9), rate, {
    description: 'Booking request: review of two U18 Deans Trophy clips.',
  });

  // A few more mentees for the demo mentor.
  const menteeSample = rng.sample(others, 4);
  menteeSample.forEach((p, i) => {
    const status = (['active', 'paused', 'completed', 'active'] as const)[i];
    const rel = relationship(m, p, status, ['Build a pre-season fitness base'], rng.int(40, 200), null);
    session(rel, m, p, 'Fitness plan check-in', 'completed', ctx.daysAgo(rng.int(15, 60)), rate, { rating: rng.int(4, 5) });
    session(rel, m, p, 'Skills review', (['confirmed', 'cancelled', 'completed', 'no_show'] as const)[i], i === 0 ? ctx.daysAhead(3) : ctx.daysAgo(rng.int(2, 12)), rate);
  });

  // Sample mentors: a couple of mentees each, so their lists and reviews are real.
  for (const mentor of SAMPLE_MENTORS) {
    for (const p of rng.sample(others, 2)) {
      const rel = relationship(mentor.email, p, 'active', ['Personal development plan'], rng.int(20, 150), null);
      const sid = session(rel, mentor.email, p, 'First session', 'completed', ctx.daysAgo(rng.int(5, 40)), mentor.hourlyRate, { rating: rng.int(4, 5) });
      ctx.add('mentor_reviews', {
        id: ctx.newId(`review:${mentor.email}:${p.email}`), mentor_id: ctx.id(`mentor:${mentor.email}`), reviewer_id: p.userId,
        session_id: sid, rating: rng.int(4, 5), title: rng.pick(['Really helpful', 'Knows the game', 'Great mentor']),
        comment: 'Clear advice I could use at training the next day.', would_recommend: true,
        created_at: ctx.daysAgo(rng.int(1, 5)), updated_at: ctx.daysAgo(1),
      });
    }
  }

  // total_sessions on relationships = completed sessions seeded for them.
  for (const row of ctx.rows.get('mentoring_relationships')!) row.total_sessions = sessionCounts.get(row.id as string) ?? 0;

  // Reviews of the demo mentor.
  ctx.add('mentor_reviews', {
    id: ctx.newId(`review:${m}:${paid.email}:${s2}`), mentor_id: mentorId, reviewer_id: paid.userId, session_id: s2, rating: 5,
    title: 'Changed how I defend', comment: 'Pauliasi broke down my clips frame by frame. I read the attack much earlier now.',
    would_recommend: true, created_at: ctx.daysAgo(6), updated_at: ctx.daysAgo(6),
  });
  ctx.add('mentor_reviews', {
    id: ctx.newId(`review:${m}:${paid.email}:${s1}`), mentor_id: mentorId, reviewer_id: paid.userId, session_id: s1, rating: 5,
    title: 'Great start', comment: 'Clear goals and a plan that fits around work and training.', would_recommend: true,
    created_at: ctx.daysAgo(69), updated_at: ctx.daysAgo(69),
  });

  // Goals, milestones, assessment, resources.
  const goal = (relId: string, key: string, title: string, category: string, progress: number, targetDays: number, priority = 'medium'): string => {
    const id = ctx.newId(`goal:${relId}:${key}`);
    const createdAt = ctx.daysAgo(60);
    ctx.add('mentoring_goals', {
      id, relationship_id: relId, title, description: null, category, target_date: ctx.daysAhead(targetDays).toISOString().slice(0, 10),
      priority, status: 'active', progress_percentage: progress, created_at: createdAt, updated_at: createdAt,
    });
    return id;
  };
  const g1 = goal(relPaid, 'drua', 'Earn a Fijian Drua academy trial', 'Career', 40, 60, 'high');
  const g2 = goal(relPaid, 'defence', 'Improve defensive reads at 13', 'Technical Skills', 65, 30);
  goal(relFree, 'breakdown', 'Improve breakdown technique', 'Technical Skills', 15, 90);
  const milestone = (goalId: string, i: number, title: string, done: boolean, dueDays: number): void => {
    const createdAt = ctx.daysAgo(60);
    ctx.add('mentoring_milestones', {
      id: ctx.newId(`milestone:${goalId}:${i}`), goal_id: goalId, title, description: null,
      due_date: (done ? ctx.daysAgo(dueDays) : ctx.daysAhead(dueDays)).toISOString().slice(0, 10),
      is_completed: done, completed_at: done ? ctx.daysAgo(dueDays) : null, notes: null, created_at: createdAt, updated_at: createdAt,
    });
  };
  milestone(g1, 0, 'Send highlight reel to the academy', true, 20);
  milestone(g1, 1, 'Bronco under 5:00', false, 21);
  milestone(g1, 2, 'Attend the Western trial day', false, 50);
  milestone(g2, 0, 'Review 10 defensive clips', true, 10);
  milestone(g2, 1, 'Lead the defensive calls in two matches', false, 14);
  ctx.add('mentoring_assessments', {
    id: ctx.newId(`assessment:${relPaid}:0`), relationship_id: relPaid, session_id: s2, assessment_type: 'skills',
    skill_area: 'Defence', score_out_of_10: 7, improvement_areas: ['Early line speed', 'Communication with the wing'],
    strengths: ['Tackle technique', 'Work rate'], mentor_notes: 'Big improvement in reading the outside backs.',
    next_steps: 'Film two matches and tag every defensive decision.', created_at: ctx.daysAgo(7), updated_at: ctx.daysAgo(7),
  });
  const resources: Array<[string, string, string, boolean]> = [
    ['Breakdown body-position drill pack', 'document', 'Technical Skills', true],
    ['Island-friendly conditioning plan (8 weeks)', 'document', 'Fitness & Conditioning', true],
    ['Defensive reads: clip library', 'video', 'Game Strategy', false],
    ['Trial week checklist', 'link', 'Mental Performance', false],
  ];
  resources.forEach(([title, type, category, isPublic], i) => {
    const id = ctx.newId(`resource:${m}:${i}`);
    const createdAt = ctx.daysAgo(30 + i * 10);
    ctx.add('mentoring_resources', {
      id, mentor_id: mentorId, title, resource_type: type, description: null,
      file_url: null, external_url: type === 'link' ? 'https://resources.demo.fj/trial-week' : null, category,
      tags: [category], is_public: isPublic, download_count: rng.int(0, 60), created_at: createdAt, updated_at: createdAt,
    });
    if (i < 3) ctx.add('shared_resources', { resource_id: id, relationship_id: relPaid, shared_at: ctx.daysAgo(12 - i), accessed_at: i === 0 ? ctx.daysAgo(11) : null });
    if (i === 0) ctx.add('shared_resources', { resource_id: id, relationship_id: relFree, shared_at: ctx.daysAgo(1), accessed_at: null });
  });

  // AMA events and registrations.
  const ama = (key: string, mentorKey: string, title: string, when: Date, price: number, status: string, registered: SeededPlayer[]): void => {
    const id = ctx.newId(`ama:${key}`);
    const createdAt = ctx.daysAgo(20);
    ctx.add('ama_events', {
      id, mentor_id: ctx.id(`mentor:${mentorKey}`), title, description: `Live Q&A: ${title}. Bring your questions.`,
      scheduled_at: when, duration: 60, price, currency: 'USD', capacity: 20, registered_count: registered.length,
      meeting_url: status === 'upcoming' ? null : `https://meet.demo.fj/ama-${key}`, status,
      recording_url: status === 'completed' ? `https://media.demo.fj/ama-${key}` : null, is_public: true,
      created_at: createdAt, updated_at: createdAt,
    });
    registered.forEach((p, i) =>
      ctx.add('ama_registrations', {
        id: ctx.newId(`ama-registration:${key}:${p.email}`), event_id: id, user_id: p.userId,
        payment_intent_id: price > 0 ? `pi_demo_ama_${key}_${i}` : null, amount: price, currency: 'USD',
        status: price === 0 || i % 3 !== 2 ? 'paid' : 'pending', join_url: null, created_at: createdAt, updated_at: createdAt,
      }),
    );
  };
  ama('school-to-skipper', m, 'From school rugby to the Skipper Cup', ctx.daysAhead(10, 19), 10, 'upcoming', [paid, free, ...rng.sample(others, 5)]);
  ama('trial-ready', m, 'Getting trial-ready: what selectors look for', ctx.daysAgo(25), 0, 'completed', rng.sample(others, 9));
  ama('sevens-conditioning', SAMPLE_MENTORS[0].email, 'Sevens conditioning Q&A', ctx.daysAhead(17, 18), 8, 'upcoming', rng.sample(others, 4));

  // Paid highlight feedback: one completed, one pending for the demo mentor.
  paid.highlightIds.slice(0, 2).forEach((highlightId, i) => {
    const purchaseId = ctx.newId(`purchase:feedback:${paid.email}:${i}`);
    const createdAt = ctx.daysAgo(i === 0 ? 20 : 3);
    ctx.add('addon_purchases', {
      id: purchaseId, user_id: paid.userId, addon_type: 'highlight_feedback', amount: 19, currency: 'USD',
      payment_intent_id: `pi_demo_feedback_${i}_${paid.id.slice(0, 8)}`, status: 'paid', expires_at: null,
      metadata: { highlightId }, created_at: createdAt, updated_at: createdAt,
    });
    ctx.add('highlight_feedback_requests', {
      id: ctx.newId(`feedback-request:${highlightId}`), player_id: paid.id, highlight_id: highlightId, purchase_id: purchaseId,
      mentor_id: mentorId, status: i === 0 ? 'completed' : 'pending',
      feedback_text: i === 0 ? 'Great line choice. Carry the ball in two hands one phase earlier to keep the offload option.' : null,
      video_feedback_url: null, rating: i === 0 ? 5 : null, completed_at: i === 0 ? ctx.daysAgo(17) : null,
      created_at: createdAt, updated_at: createdAt,
    });
  });

  ctx.add('badges', {
    id: ctx.newId(`badge:mentored:${paid.email}`), user_id: paid.userId, badge_type: 'mentored_by',
    title: 'Mentored by Pauliasi Vakaloloma', description: 'Completed mentoring sessions with a verified mentor.',
    icon_url: null, color: '#16a34a', issued_by: ctx.id(`user:${m}`), metadata: { mentorId }, earned_at: ctx.daysAgo(7),
  });
}

/**
 * Weekly availability in each mentor's zone, so the demo mentors have open slots every week (docs/mentoring.md).
 * Rating and total sessions are computed from reviews and completed sessions (the view mentor_stats), so the
 * accounts seed's rating constants and free-form schedule are dropped here.
 */
function giveMentorsAvailability(ctx: SeedContext): void {
  for (const row of ctx.rows.get('mentors')!) {
    delete row.rating;
    delete row.total_sessions;
    delete row.availability_schedule;
    const auckland = row.timezone === 'Pacific/Auckland';
    // jsonb arrays go as JSON text (insertRows turns JS arrays into PostgreSQL arrays).
    row.weekly_availability = JSON.stringify(auckland
      ? [
          { weekday: 0, start: '18:00', end: '20:00' },
          { weekday: 2, start: '18:00', end: '20:00' },
          { weekday: 4, start: '18:00', end: '20:00' },
        ]
      : [
          { weekday: 1, start: '17:00', end: '19:00' },
          { weekday: 3, start: '17:00', end: '19:00' },
          { weekday: 6, start: '09:00', end: '12:00' },
        ]);
    row.availability_overrides = '[]';
    row.buffer_minutes = 15;
    row.min_notice_hours = 12;
    row.session_lengths = [30, 60, 90];
  }
}
