/** A moderation case's link lands where the admin sees the item: the profile, or the owner's panel (docs/admin.md "Moderation"). */
import { fireEvent, screen } from '@testing-library/react';
import type { ReportTargetType } from '@fiji/contracts';
import { moderationCase, userDetail } from '../test/fixtures';
import { resetStores, showAsAdmin } from '../test/render';
import { CaseCard } from './features/moderation/components/case-card';
import UsersPage from './features/users/components/users-page';

beforeEach(resetStores);

const noop = () => undefined;
const routes = (targetType: ReportTargetType, targetId: string) => [
  {
    path: '/admin/moderation',
    element: (
      <ul>
        <CaseCard c={moderationCase({ targetType, targetId })} selected={false} onSelect={noop} onAction={noop} onDecide={noop} />
      </ul>
    ),
  },
  { path: '/player/:id', element: <p>Player profile page</p> },
  { path: '/admin/users', element: <UsersPage /> },
];
const api = {
  '/api/admin/users': { results: [], nextCursor: null },
  '/api/admin/users/u-owner': userDetail(),
};

describe('moderation case links', () => {
  it("following a player case's link opens the profile; a highlight's opens the owner's panel with their profile link", async () => {
    const player = showAsAdmin('/admin/moderation', routes('player', 'p-owner'), api);
    fireEvent.click(screen.getByRole('link', { name: 'Open player profile' }));
    expect(await screen.findByText('Player profile page')).toBeTruthy();
    player.unmount();

    showAsAdmin('/admin/moderation', routes('highlight', 'h-1'), api);
    fireEvent.click(screen.getByRole('link', { name: "Open the owner's account (profile with the highlight)" }));
    const panel = await screen.findByTestId('user-panel');
    expect(await screen.findByRole('link', { name: 'Open profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe('/player/p-owner');
    expect(panel.textContent).toContain('Sera Owner');
  });
});
