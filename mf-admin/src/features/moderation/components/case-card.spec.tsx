/** A moderation case links to the reported item as the admin can see it (docs/admin.md "Moderation"). */
import { screen } from '@testing-library/react';
import { REPORT_TARGET_TYPES, type ReportTargetType } from '@fiji/contracts';
import { moderationCase } from '../../../../test/fixtures';
import { resetStores, showAsAdmin } from '../../../../test/render';
import { CaseCard } from './case-card';

beforeEach(resetStores);

const noop = () => undefined;
const card = (targetType: ReportTargetType, targetId: string) => (
  <ul>
    <CaseCard c={moderationCase({ targetType, targetId })} selected={false} onSelect={noop} onAction={noop} onDecide={noop} />
  </ul>
);
const routes = (targetType: ReportTargetType, targetId: string) => [
  { path: '/admin/moderation', element: card(targetType, targetId) },
  { path: '/player/:id', element: <p>Player profile page</p> },
  { path: '/mentoring/:mentorId', element: <p>Mentor page</p> },
  { path: '/admin/users', element: <p>Users page</p> },
];
const api = {};

describe('moderation case card: link to the reported item', () => {
  it.each([
    ['player', 'p-owner', '/player/p-owner', 'Open player profile'],
    ['mentor', 'm-1', '/mentoring/m-1', 'Open mentor page'],
    ['highlight', 'h-1', '/admin/users?user=u-owner', "Open the owner's account (profile with the highlight)"],
    ['contact_request', 'cr-1', '/admin/users?user=u-owner', "Open the sender's account"],
  ] as const)('a %s case (%s) links to %s', (targetType, targetId, href, label) => {
    showAsAdmin('/admin/moderation', routes(targetType, targetId), api);
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
  });

  it('every report target type has a link', () => {
    for (const t of REPORT_TARGET_TYPES) {
      const { unmount } = showAsAdmin('/admin/moderation', routes(t, 'x'), api);
      expect(screen.getByTestId('case-target-link').getAttribute('href')).toBeTruthy();
      unmount();
    }
  });
});
