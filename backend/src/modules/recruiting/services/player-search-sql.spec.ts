import { PLAN_ENTITLEMENTS } from '@fiji/contracts';
import type { Viewer } from '../../../core/access/viewer';
import { decodeCursor, effectiveSort, encodeCursor, InvalidCursorError, pageSql, prefixTsQuery, searchConditions, statsSql } from './player-search-sql';

const viewer: Viewer = {
  id: '11111111-1111-4111-8111-111111111111', role: 'recruiter', isAdmin: false, isRecruitingRole: true, isVerifiedRecruiter: true,
  planType: 'recruiter', planStatus: 'active', isPaid: true, entitlements: PLAN_ENTITLEMENTS.recruiter, viewerType: 'paid_user', planPeriodStart: null,
};
const ID = '22222222-2222-4222-8222-222222222222';

describe('player search SQL', () => {
  it('turns free text into prefix words and lets no tsquery syntax through', () => {
    expect(prefixTsQuery('Mari  PROP')).toBe('mari:* & prop:*');
    expect(prefixTsQuery("a' | !b & (c):*")).toBe('a:* & b:* & c:*');
    expect(prefixTsQuery('Scrum-half')).toBe('scrum:* & half:*');
    expect(prefixTsQuery('  -- ')).toBeNull();
  });

  it('Quick Stats without filters read the counter read model; any filter or words count the matches', () => {
    for (const filters of [{}, { sort: 'height' as const }, { query: '' }]) {
      expect(statsSql(filters, viewer).sql).toContain('FROM player_count_totals');
    }
    for (const filters of [{ position: 'Prop' }, { query: 'marist' }, { gradYear: 2026 }]) {
      expect(statsSql(filters, viewer).sql).not.toContain('player_count_totals');
    }
    // Admins see every profile: nothing is subtracted for suspended owners.
    expect(statsSql({}, { ...viewer, isAdmin: true }).sql).not.toContain('suspended_at');
    expect(statsSql({}, viewer).params).toMatchObject({ levels: ['public', 'recruiters'] });
    expect(statsSql({}, { ...viewer, isVerifiedRecruiter: false }).params).toMatchObject({ levels: ['public'] });
  });

  it('relevance without words orders like recent', () => {
    expect(effectiveSort({})).toBe('placed');
    expect(effectiveSort({ query: '!!' })).toBe('placed');
    expect(effectiveSort({ query: 'prop' })).toBe('relevance');
    expect(effectiveSort({ query: 'prop', sort: 'height' })).toBe('height');
  });

  it('maps a position group to its members and a division to its provinces', () => {
    const c = searchConditions({ position: 'Centre', province: 'Eastern' }, viewer);
    expect(c.params.positions).toEqual(['Inside Centre', 'Outside Centre']);
    expect(c.params.provinces).toEqual(['Kadavu', 'Lau', 'Lomaiviti']);
    expect(searchConditions({ position: 'Hooker', province: 'Ba' }, viewer).params).toMatchObject({ positions: ['Hooker'], provinces: ['Ba'] });
  });

  it('escapes LIKE wildcards in the school filter', () => {
    expect(searchConditions({ school: '100%_x' }, viewer).params.school).toBe('%100\\%\\_x%');
  });

  it('a cursor continues only the sort and filters it came from', () => {
    const cursor = encodeCursor('height', { position: 'Prop' }, ['182.5'], ID);
    expect(decodeCursor(cursor, 'height', { position: 'Prop', sort: 'height' })).toEqual({ keys: ['182.5'], id: ID });
    expect(() => decodeCursor(cursor, 'weight', { position: 'Prop' })).toThrow(InvalidCursorError);
    expect(() => decodeCursor(cursor, 'height', { position: 'Lock' })).toThrow(InvalidCursorError);
    expect(() => decodeCursor('bm90LWpzb24', 'height', {})).toThrow(InvalidCursorError);
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString()), id: "x' OR 1=1" })).toString('base64url');
    expect(() => decodeCursor(tampered, 'height', { position: 'Prop' })).toThrow(InvalidCursorError);
  });

  it('pages with a row comparison on the sort key and id, cursor values as parameters', () => {
    const { sql, params } = pageSql({ sort: 'school' }, viewer, 20, { keys: ['false', "O'Brien"], id: ID });
    expect(sql).toContain('((p.school IS NULL), coalesce(p.school, \'\'), p.id) > ((:cursorK0)::boolean, (:cursorK1)::text, (:cursorId)::uuid)');
    expect(params).toMatchObject({ cursorK0: 'false', cursorK1: "O'Brien", cursorId: ID, limit: 21 });
    expect(sql).not.toContain("O'Brien");
  });

  it('free viewers are never asked about approved contacts', () => {
    expect(pageSql({}, { ...viewer, isPaid: false, viewerType: 'free_recruiter' }, 20).sql).toContain('false AS approved_contact');
    expect(pageSql({}, viewer, 20).params.approvedFor).toBe(viewer.id);
  });
});
