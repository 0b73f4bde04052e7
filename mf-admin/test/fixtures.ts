/** Canned admin-console answers for screen tests. */
import type { AdminUserDetail, ModerationCase } from '@fiji/contracts';

export const userDetail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  id: 'u-owner', email: 'owner@example.fj', fullName: 'Sera Owner', role: 'player', profileImageUrl: null, verified: false, verifiable: false,
  suspendedAt: null, suspensionReason: null, suspensionCategory: null, isMinor: false, createdAt: '2026-10-01T00:00:00.000Z',
  phone: null, dob: '2000-01-01', guardianEmail: null, profile: { kind: 'player', id: 'p-owner', verified: false, school: 'Marist' },
  plan: null, recentActivity: [], badges: [], audit: [],
  ...over,
});

export const moderationCase = (over: Partial<ModerationCase> = {}): ModerationCase => ({
  id: 'case-1', targetType: 'player', targetId: 'p-owner', targetLabel: 'Sera Owner', ownerUserId: 'u-owner', ownerName: 'Sera Owner',
  status: 'open', outcome: null, childSafety: false, involvesMinor: false, reporterCount: 1, reasons: ['spam'],
  openedAt: '2026-12-01T00:00:00.000Z', ageHours: 3, firstActionAt: null, overdue: false, decisionReason: null, decidedAt: null, appeal: null,
  reports: [{ reporterId: 'u-rep', reporterName: 'Reporter', reporterIsMinor: false, reason: 'spam', text: 'Spam', createdAt: '2026-12-01T00:00:00.000Z' }],
  ...over,
});
