import { VERIFIED_BADGE_DESCRIPTION } from '@fiji/contracts';
import { SeedContext, type SeededPlayer, type SeededViewer } from './context';
import { DEMO_EMAILS } from './build-accounts';

const CONTACT_MESSAGES = [
  'Bula {first}, we watched your highlights and would like to invite you to our pre-season trials. Can we talk?',
  'Hi {first}, our selectors liked your work at the breakdown. Are you available for a chat about next season?',
  'Bula vinaka {first}! We are building our U20 squad and think you could fit in well. Please get in touch.',
  'Hello {first}, I represent a club looking for players in your position. Would you and your family be open to a call?',
  'Hi {first}, great performance in the last tournament. We would like to discuss a development contract.',
] as const;

const INTEREST_LEVELS = [['interested', 50], ['very_interested', 35], ['priority', 15]] as const;

/** Who may see a player at all (docs/decisions.md): private profiles get no social activity. */
const visibleTo = (p: SeededPlayer, v: SeededViewer, verifiedViewers: Set<string>): boolean =>
  p.visibility === 'public' || (p.visibility === 'recruiters' && verifiedViewers.has(v.userId));

/**
 * Follows, profile views, interests, contact requests, watchlists, boosts, badges, notifications,
 * activities and analytics events, so every screen of every demo account has real data.
 */
export function buildEngagement(ctx: SeedContext, verifiedViewerIds: Set<string>): void {
  const { rng } = ctx;
  const e = DEMO_EMAILS;
  const byEmail = (email: string): SeededPlayer => ctx.players.find((p) => p.email === email)!;
  const paid = byEmail(e.playerPaid);
  const free = byEmail(e.playerFree);
  const viewer = (email: string): SeededViewer => ctx.viewers.find((v) => v.userId === ctx.id(`user:${email}`))!;
  const adminId = ctx.id(`user:${e.admin}`);
  const recruitingViewers = ctx.viewers.filter((v) => v.recruiterId);
  const seen = new Set<string>();
  const once = (key: string): boolean => (seen.has(key) ? false : (seen.add(key), true));

  // ---- follows ----
  const follow = (p: SeededPlayer, v: SeededViewer, daysAgo: number): void => {
    if (!visibleTo(p, v, verifiedViewerIds) || !once(`follow:${p.id}:${v.userId}`)) return;
    ctx.add('follows', {
      id: ctx.newId(`follow:${p.id}:${v.userId}`), player_id: p.id, follower_user_id: v.userId,
      follower_role: v.role, created_at: ctx.daysAgo(daysAgo),
    });
  };
  for (const v of ctx.viewers) {
    for (const p of rng.sample(ctx.players, rng.int(6, 18))) follow(p, v, rng.int(0, 150));
  }
  for (const v of recruitingViewers) follow(paid, v, rng.int(0, 60));
  for (const v of rng.sample(ctx.viewers, 5)) follow(free, v, rng.int(0, 30));

  // ---- profile views (unique per viewer and player; view_count counts repeats) ----
  const view = (p: SeededPlayer, v: SeededViewer, daysAgo: number): void => {
    if (!visibleTo(p, v, verifiedViewerIds) || !once(`view:${p.id}:${v.userId}`)) return;
    const viewedAt = ctx.daysAgo(daysAgo);
    ctx.add('profile_views', {
      id: ctx.newId(`view:${p.id}:${v.userId}`), viewer_id: v.userId, player_id: p.id, view_count: rng.int(1, 5),
      viewed_at: viewedAt, created_at: new Date(viewedAt.getTime() - rng.int(0, 30) * 86_400_000),
    });
  };
  for (const v of ctx.viewers) {
    for (const p of rng.sample(ctx.players, rng.int(10, 30))) view(p, v, rng.int(0, 90));
  }
  ctx.viewers.forEach((v, i) => view(paid, v, i < 8 ? rng.int(0, 6) : rng.int(7, 60)));
  rng.sample(ctx.viewers, 7).forEach((v, i) => view(free, v, i < 3 ? rng.int(0, 6) : rng.int(7, 40)));
  // A few players view each other (players may browse profiles too).
  for (const p of rng.sample(ctx.players, 20)) {
    const other = rng.pick(ctx.players);
    if (other.id !== p.id) view(other, { userId: p.userId, role: 'player', fullName: '', recruiterId: null }, rng.int(0, 60));
  }

  // ---- interests (recruiters rows only) ----
  const interest = (p: SeededPlayer, v: SeededViewer, level?: string): void => {
    if (!v.recruiterId || !visibleTo(p, v, verifiedViewerIds) || !once(`interest:${p.id}:${v.recruiterId}`)) return;
    const createdAt = ctx.daysAgo(rng.int(0, 90));
    ctx.add('interests', {
      id: ctx.newId(`interest:${p.id}:${v.recruiterId}`), recruiter_id: v.recruiterId, player_id: p.id,
      interest_level: level ?? rng.weighted(INTEREST_LEVELS), note: rng.chance(0.3) ? 'Watch at the next trial.' : null,
      created_at: createdAt, updated_at: createdAt,
    });
  };
  for (const v of recruitingViewers) {
    for (const p of rng.sample(ctx.players, rng.int(3, 10))) interest(p, v);
  }
  interest(paid, viewer(e.recruiterPaid), 'very_interested');
  interest(paid, viewer(e.club), 'priority');
  interest(paid, viewer(e.union), 'interested');
  for (const v of rng.sample(recruitingViewers, 4)) interest(paid, v);
  interest(free, viewer(e.recruiterPaid), 'interested');
  interest(free, viewer(e.coach), 'very_interested');

  // ---- contact requests ----
  const contact = (v: SeededViewer, p: SeededPlayer, status: 'pending' | 'approved' | 'declined', daysAgo: number): void => {
    if (!visibleTo(p, v, verifiedViewerIds) || !once(`contact:${v.userId}:${p.id}`)) return;
    const createdAt = ctx.daysAgo(daysAgo);
    const respondedAt = status === 'pending' ? null : new Date(createdAt.getTime() + rng.int(2, 72) * 3_600_000);
    ctx.add('contact_requests', {
      id: ctx.newId(`contact:${v.userId}:${p.id}`), from_user_id: v.userId, to_user_id: p.userId, player_id: p.id,
      message: rng.pick(CONTACT_MESSAGES).replace('{first}', p.firstName), status, responded_at: respondedAt,
      last_follow_up_at: null, created_at: createdAt, updated_at: respondedAt ?? createdAt,
    });
  };
  const statusMix = [['pending', 50], ['approved', 30], ['declined', 20]] as const;
  contact(viewer(e.recruiterPaid), paid, 'approved', 20);
  contact(viewer(e.recruiterPaid), free, 'pending', 2);
  contact(viewer(e.club), paid, 'pending', 1);
  contact(viewer(e.union), paid, 'declined', 35);
  contact(viewer(e.coach), free, 'approved', 12);
  contact(viewer(e.agent), paid, 'pending', 4);
  for (const p of rng.sample(ctx.players.filter((x) => x !== paid && x !== free), 7)) {
    contact(viewer(e.recruiterPaid), p, rng.weighted(statusMix), rng.int(0, 60));
  }
  for (const v of recruitingViewers.filter((x) => x.userId !== viewer(e.recruiterFree).userId)) {
    for (const p of rng.sample(ctx.players, rng.int(1, 4))) contact(v, p, rng.weighted(statusMix), rng.int(0, 90));
  }

  // ---- watchlists (owner = users.id) ----
  const watchlist = (ownerEmail: string, name: string, players: SeededPlayer[], daysAgo: number): void => {
    const ownerId = ctx.id(`user:${ownerEmail}`);
    const id = ctx.newId(`watchlist:${ownerEmail}:${name}`);
    const createdAt = ctx.daysAgo(daysAgo);
    ctx.add('watchlists', { id, recruiter_id: ownerId, name, created_at: createdAt, updated_at: createdAt });
    players.forEach((p, i) =>
      ctx.add('watchlist_items', {
        watchlist_id: id, player_id: p.id, note: i % 2 === 0 ? rng.pick(['Strong in contact.', 'Follow up after Deans Trophy.', 'Ask coach about fitness.', 'Good sevens option.']) : null,
        added_at: ctx.daysAgo(i < 2 ? rng.int(0, 5) : rng.int(8, daysAgo)),
      }),
    );
  };
  const publicPlayers = ctx.players.filter((p) => p.visibility === 'public' && p !== paid && p !== free);
  const byPosition = (names: string[]): SeededPlayer[] => publicPlayers.filter((p) => p.positions.some((x) => names.includes(x)));
  watchlist(e.recruiterPaid, 'Deans Trophy standouts', [paid, free, ...rng.sample(publicPlayers.filter((p) => p.minor), 4)], 60);
  watchlist(e.recruiterPaid, 'Sevens prospects', rng.sample(byPosition(['Left Wing', 'Right Wing', 'Fullback', 'Scrum-half']), 5), 40);
  watchlist(e.recruiterPaid, 'Front row depth', rng.sample(byPosition(['Loosehead Prop', 'Tighthead Prop', 'Hooker']), 4), 25);
  watchlist(e.club, 'Colts intake', rng.sample(publicPlayers, 5), 30);
  watchlist(e.union, 'U20 trial list', [paid, ...rng.sample(publicPlayers, 6)], 45);
  watchlist(e.admin, 'Verification follow-ups', rng.sample(publicPlayers.filter((p) => !p.verified), 3), 10);

  // ---- add-ons: boosts for featured players, an extra upload credit, badges ----
  const featured = [paid, ...rng.sample(publicPlayers.filter((p) => p.verified && p.highlightIds.length > 0), 4)];
  featured.forEach((p, i) => {
    const purchaseId = ctx.newId(`purchase:boost:${p.email}`);
    const start = ctx.daysAgo(rng.int(1, 8));
    ctx.add('addon_purchases', {
      id: purchaseId, user_id: p.userId, addon_type: 'profile_boost', amount: 9.99, currency: 'USD',
      payment_intent_id: `pi_demo_boost_${i + 1}_${p.id.slice(0, 8)}`, status: 'paid',
      expires_at: new Date(ctx.now.getTime() + rng.int(10, 25) * 86_400_000), metadata: { days: 30 },
      created_at: start, updated_at: start,
    });
    ctx.add('profile_boosts', {
      id: ctx.newId(`boost:${p.email}`), player_id: p.id, purchase_id: purchaseId, is_active: true, start_date: start,
      end_date: new Date(ctx.now.getTime() + rng.int(10, 25) * 86_400_000), boost_score: i === 0 ? 150 : 100,
      created_at: start,
    });
  });
  const creditPurchase = ctx.newId(`purchase:upload:${free.email}`);
  const creditAt = ctx.daysAgo(9);
  ctx.add('addon_purchases', {
    id: creditPurchase, user_id: free.userId, addon_type: 'extra_upload', amount: 2.99, currency: 'USD',
    payment_intent_id: `pi_demo_upload_${free.id.slice(0, 8)}`, status: 'paid', expires_at: null, metadata: null,
    created_at: creditAt, updated_at: creditAt,
  });
  ctx.add('extra_upload_credits', {
    id: ctx.newId(`credit:${free.email}`), player_id: free.id, purchase_id: creditPurchase, credits_remaining: 1,
    created_at: creditAt, updated_at: creditAt,
  });
  for (const p of ctx.players.filter((x) => x.verified).slice(0, 40)) {
    ctx.add('badges', {
      id: ctx.newId(`badge:verified:${p.email}`), user_id: p.userId, badge_type: 'verified_player',
      title: 'Verified Player', description: VERIFIED_BADGE_DESCRIPTION,
      icon_url: null, color: '#2563eb', issued_by: adminId, metadata: null, earned_at: ctx.daysAgo(rng.int(1, 200)),
    });
  }
  ctx.add('badges', {
    id: ctx.newId(`badge:top:${paid.email}`), user_id: paid.userId, badge_type: 'top_performer', title: 'Top Performer',
    description: 'Most viewed highlights in the Central division this month.', icon_url: null, color: '#f59e0b',
    issued_by: adminId, metadata: { month: ctx.now.getUTCMonth() + 1 }, earned_at: ctx.daysAgo(12),
  });

  // ---- agent links ----
  const agentRow = ctx.id(`agent:${e.agent}`);
  [paid, ...rng.sample(publicPlayers.filter((p) => !p.minor), 2)].forEach((p, i) =>
    ctx.add('agent_player_links', {
      agent_id: agentRow, player_id: p.id, verified: i < 2, start_date: SeedContext.isoDate(ctx.daysAgo(30 + i * 20)),
      created_at: ctx.daysAgo(30 + i * 20),
    }),
  );

  // ---- usage counters (this month) and search preferences ----
  const month = ctx.now.getUTCMonth() + 1;
  const year = ctx.now.getUTCFullYear();
  const firstOfNextMonth = new Date(Date.UTC(year, month, 1));
  for (const [email, views, contacts, filters, exports] of [
    [e.recruiterFree, 4, 0, 0, 0], [e.recruiterPaid, 37, 9, 21, 2], [e.club, 12, 3, 5, 0],
  ] as const) {
    ctx.add('recruiter_usage', {
      id: ctx.newId(`usage:${email}:${year}-${month}`), recruiter_id: ctx.id(`user:${email}`), month, year,
      profile_views_used: views, contacts_used: contacts, advanced_filters_used: filters, exports_used: exports,
      reset_at: firstOfNextMonth, created_at: ctx.daysAgo(ctx.now.getUTCDate() - 1), updated_at: ctx.daysAgo(0),
    });
  }
  for (const p of [paid, free, ...ctx.players.filter((x) => x.visibility === 'private')]) {
    ctx.add('search_preferences', {
      id: ctx.newId(`search-pref:${p.email}`), user_id: p.userId, hide_from_public_search: p.visibility === 'private',
      allow_indexing: p.visibility === 'public', show_limited_preview: true, created_at: p.createdAt, updated_at: p.createdAt,
    });
  }

  buildNotificationsAndActivities(ctx, paid, free);
  buildAnalytics(ctx);
}

/** Notifications and Recent Activity for each demo account. */
function buildNotificationsAndActivities(ctx: SeedContext, paid: SeededPlayer, free: SeededPlayer): void {
  const { rng } = ctx;
  const e = DEMO_EMAILS;
  const u = (email: string): string => ctx.id(`user:${email}`);
  let n = 0;
  const notify = (email: string, type: string, title: string, message: string, daysAgo: number, isRead: boolean,
    related: { user?: string; player?: string; highlight?: string } = {}): void => {
    ctx.add('notifications', {
      id: ctx.newId(`notification:${email}:${n++}`), user_id: u(email), type, title, message,
      related_user_id: related.user ?? null, related_player_id: related.player ?? null,
      related_highlight_id: related.highlight ?? null, is_read: isRead, created_at: ctx.daysAgo(daysAgo),
    });
  };
  let a = 0;
  const activity = (email: string, type: string, title: string, description: string, daysAgo: number, metadata: Record<string, unknown> | null = null): void => {
    ctx.add('activities', {
      id: ctx.newId(`activity:${email}:${a++}`), user_id: u(email), type, title, description, metadata,
      created_at: ctx.daysAgo(daysAgo),
    });
  };

  // Paid player
  notify(e.playerPaid, 'contact_request', 'New contact request', 'Akuila Raiwalui (Nadera Panthers RFC) sent you a contact request.', 1, false, { user: u(e.club), player: paid.id });
  notify(e.playerPaid, 'profile_view', 'Profile viewed', 'A recruiter from Suva Rugby Union viewed your profile.', 1, false, { player: paid.id });
  notify(e.playerPaid, 'interest_marked', 'New interest', 'Viliame Koroi marked you as Very Interested.', 3, false, { user: u(e.recruiterPaid), player: paid.id });
  notify(e.playerPaid, 'follow', 'New follower', 'Manasa Tabua (Lautoka Rugby Union) is now following you.', 5, true, { user: u(e.union), player: paid.id });
  notify(e.playerPaid, 'highlight_added', 'Highlight published', 'Your highlight is now live on your profile.', 8, true, { player: paid.id, highlight: paid.highlightIds[0] });
  notify(e.playerPaid, 'verification', 'Profile verified', 'Your profile has been verified. Verified profiles appear first in search.', 30, true, { player: paid.id });
  notify(e.playerPaid, 'other', 'Profile boost active', 'Your profile boost is running: you are featured on recruiter dashboards.', 4, true);
  activity(e.playerPaid, 'highlight_upload', 'Uploaded a highlight', 'Line Break vs Suva Grammar School', 2, { highlightId: paid.highlightIds[0] });
  activity(e.playerPaid, 'achievement_add', 'Added an achievement', 'Captain, Queen Victoria School 1st XV', 6);
  activity(e.playerPaid, 'profile_update', 'Updated profile', 'Updated positions and bio', 9);
  activity(e.playerPaid, 'highlight_upload', 'Uploaded a highlight', 'Try in the Coral Coast 7s final', 14, { highlightId: paid.highlightIds[1] });
  activity(e.playerPaid, 'profile_picture_upload', 'Changed profile picture', 'New profile picture uploaded', 20);
  activity(e.playerPaid, 'other', 'Upgraded to Player Pro', 'You can now contact clubs and mentors', 45);

  // Free player (17, guardian on file)
  notify(e.playerFree, 'contact_request', 'New contact request', 'Viliame Koroi (Suva Rugby Union) sent you a contact request. A copy was sent to your guardian.', 2, false, { user: u(e.recruiterPaid), player: free.id });
  notify(e.playerFree, 'interest_marked', 'New interest', 'Samisoni Delai (Marist Brothers High School) marked you as Very Interested.', 4, false, { user: u(e.coach), player: free.id });
  notify(e.playerFree, 'profile_view', 'Profile viewed', 'Your profile was viewed 3 times this week.', 5, true, { player: free.id });
  notify(e.playerFree, 'other', 'Upgrade to contact clubs', 'Player Pro lets you reply to clubs and mentors directly.', 10, true);
  activity(e.playerFree, 'highlight_upload', 'Uploaded a highlight', 'Big Tackle against Lelean Memorial School', 3, { highlightId: free.highlightIds[0] });
  activity(e.playerFree, 'achievement_add', 'Added an achievement', 'Vodafone Secondary Schools U18 finalists', 11);
  activity(e.playerFree, 'profile_update', 'Created player profile', 'Guardian consent recorded', 44);

  // Recruiters
  notify(e.recruiterPaid, 'contact_request_update', 'Contact request approved', 'Taniela Waqanivere approved your contact request. Their contact details are now visible.', 19, false, { user: paid.userId, player: paid.id });
  notify(e.recruiterPaid, 'highlight_added', 'New highlight', 'Taniela Waqanivere, on your watchlist "Deans Trophy standouts", added a highlight.', 2, false, { player: paid.id, highlight: paid.highlightIds[0] });
  notify(e.recruiterPaid, 'other', 'Weekly summary', '12 new players match your saved searches this week.', 6, true);
  activity(e.recruiterPaid, 'other', 'Sent a contact request', 'To Apisai Nakalevu', 2);
  activity(e.recruiterPaid, 'other', 'Created a watchlist', 'Front row depth', 25);
  activity(e.recruiterPaid, 'other', 'Marked interest', 'Very Interested in Taniela Waqanivere', 21);
  notify(e.recruiterFree, 'other', 'Preview results', 'You are on the free plan: upgrade to the Recruiter Plan to see full profiles and contact players.', 3, false);
  notify(e.recruiterFree, 'other', 'Account verified', 'Your recruiter account has been verified by the platform team.', 90, true);
  activity(e.recruiterFree, 'other', 'Searched players', 'Fly-half, Western division', 1);

  // Mentor
  notify(e.mentor, 'other', 'New session booking', 'Apisai Nakalevu requested a session: Breakdown technique review.', 1, false, { user: free.userId });
  notify(e.mentor, 'other', 'New review', 'Taniela Waqanivere left a 5-star review.', 7, false, { user: paid.userId });
  notify(e.mentor, 'other', 'Highlight feedback requested', 'Taniela Waqanivere asked for feedback on a highlight.', 3, true, { player: paid.id });
  activity(e.mentor, 'other', 'Completed a session', 'Game preparation with Taniela Waqanivere', 7);
  activity(e.mentor, 'other', 'Shared a resource', 'Breakdown body-position drill pack', 12);
  activity(e.mentor, 'other', 'Scheduled an AMA', 'From school rugby to the Skipper Cup', 15);

  // Club, union, coach, agent, admin
  notify(e.club, 'contact_request_update', 'Contact request pending', 'Your request to Taniela Waqanivere is awaiting a reply.', 1, false, { player: paid.id });
  notify(e.club, 'other', 'New players in your area', '8 new players from the Suva zone joined this month.', 6, true);
  activity(e.club, 'other', 'Created a watchlist', 'Colts intake', 30);
  notify(e.union, 'contact_request_update', 'Contact request declined', 'Taniela Waqanivere declined your contact request.', 34, true, { player: paid.id });
  notify(e.union, 'other', 'Trial reminder', 'U20 trials start in two weeks: review your "U20 trial list" watchlist.', 2, false);
  activity(e.union, 'other', 'Created a watchlist', 'U20 trial list', 45);
  notify(e.coach, 'contact_request_update', 'Contact request approved', 'Apisai Nakalevu approved your contact request.', 11, false, { player: free.id });
  activity(e.coach, 'other', 'Marked interest', 'Very Interested in Apisai Nakalevu', 12);
  notify(e.agent, 'other', 'Client linked', 'Taniela Waqanivere confirmed you as their agent.', 28, true, { player: paid.id });
  activity(e.agent, 'other', 'Sent a contact request', 'To Taniela Waqanivere', 4);
  const pending = ctx.players.filter((p) => !p.verified && p.visibility !== 'private').length;
  notify(e.admin, 'other', 'Players awaiting verification', `${pending} player profiles are waiting for verification.`, 0, false);
  notify(e.admin, 'other', 'New beta feedback', 'Two new beta feedback submissions arrived this week.', 3, true);
  activity(e.admin, 'other', 'Verified a player', 'Taniela Waqanivere', 30);

  // Other players get a few notifications and activities too, so their dashboards are not empty.
  for (const p of rng.sample(ctx.players.filter((x) => x !== paid && x !== free), 40)) {
    ctx.add('notifications', {
      id: ctx.newId(`notification:${p.email}:0`), user_id: p.userId, type: 'profile_view', title: 'Profile viewed',
      message: 'A recruiter viewed your profile.', related_user_id: null, related_player_id: p.id,
      related_highlight_id: null, is_read: rng.chance(0.5), created_at: ctx.daysAgo(rng.int(0, 30)),
    });
    ctx.add('activities', {
      id: ctx.newId(`activity:${p.email}:0`), user_id: p.userId, type: 'profile_update', title: 'Updated profile',
      description: 'Profile details updated', metadata: null, created_at: ctx.daysAgo(rng.int(0, 60)),
    });
  }
}

/** Funnel events over the last 90 days (admin Platform Analytics), plus a few form submissions. */
function buildAnalytics(ctx: SeedContext): void {
  const { rng } = ctx;
  const types = [['page_view', 40], ['signup', 12], ['profile_completed', 10], ['highlight_uploaded', 10],
    ['search_performed', 15], ['upgrade_clicked', 6], ['subscription_started', 3]] as const;
  for (let i = 0; i < 180; i++) {
    const p = rng.pick(ctx.players);
    const type = rng.weighted(types);
    ctx.add('funnel_events', {
      id: ctx.newId(`funnel:${i}`), user_id: type === 'page_view' && rng.chance(0.5) ? null : p.userId,
      session_id: `sess-demo-${rng.int(1000, 9999)}`, event_type: type, event_data: { source: rng.pick(['web', 'share-link', 'search']) },
      user_agent: 'Mozilla/5.0 (Linux; Android 13) Mobile', ip_address: null,
      referrer: rng.pick([null, 'https://www.facebook.com/', 'https://wa.me/']), created_at: ctx.daysAgo(rng.int(0, 90)),
    });
  }
  const submissions = [
    ['Mereoni', 'Lomani', 'mereoni.lomani@family.demo.fj', 'parent', 'Profile Help', 'How can I check what my son\'s profile shows to clubs? He is 16.', 'new'],
    ['Kelepi', 'Drauna', 'kelepi.drauna@scouts.demo.fj', 'coach', 'Organization Verification', 'Please verify our club so players can see our contact details.', 'in_progress'],
    ['Ilaisa', 'Vatubua', 'ilaisa.vatubua@players.demo.fj', 'player', 'Video Upload Issue', 'My upload stopped at 80% on a slow connection. Can I resume it?', 'resolved'],
  ] as const;
  submissions.forEach(([firstName, lastName, email, role, subject, message, status], i) =>
    ctx.add('contact_submissions', {
      id: ctx.newId(`contact-submission:${i}`), first_name: firstName, last_name: lastName, email, subject, message,
      role, status, created_at: ctx.daysAgo(2 + i * 5),
    }),
  );
  const feedback = [
    ['player', 5, 4, 4, 'Highlight uploads', 'Pricing page', 'Messaging inside the site', null, 'Add a Fijian language option.', true],
    ['recruiter', 4, 4, 3, 'Search filters', null, 'Saved searches alerts', 'Export button slow on mobile', null, true],
    ['mentor', 4, 5, 3, 'Session booking', 'Resources', 'Calendar sync', null, 'Let mentees upload clips for review.', true],
    ['parent', 3, 3, 3, 'Guardian consent', null, 'Parent dashboard', null, 'Explain who can see my child\'s profile.', false],
  ] as const;
  feedback.forEach(([userType, overall, ease, complete, most, least, missing, bugs, suggestions, recommend], i) =>
    ctx.add('beta_feedback', {
      id: ctx.newId(`beta-feedback:${i}`), user_id: null, user_type: userType, overall_rating: overall, ease_of_use: ease,
      feature_completeness: complete, most_useful_feature: most, least_useful_feature: least, missing_features: missing,
      bug_reports: bugs, suggestions, contact_email: null, would_recommend: recommend, additional_comments: null,
      created_at: ctx.daysAgo(1 + i * 3),
    }),
  );
}
