import { act, screen } from '@testing-library/react';
import { ownProfile } from '../../../../test/fixtures';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import dashboard from '../../../dashboard';

function Cards() {
  const cards = dashboard.cards.player ?? [];
  return (
    <>
      {cards.map((Card, i) => (
        <Card key={i} />
      ))}
    </>
  );
}

beforeEach(resetStores);

describe('player dashboard cards', () => {
  it('My Profile, Upload Image/Video, Add Rugby Highlights and Complete Your Profile with "Edit Profile" when a profile exists', async () => {
    signIn(sessionUser());
    routeFetch({ '/api/players/me': ownProfile() });
    await act(async () => renderAt('/dashboard', <Cards />));
    for (const title of ['My Profile', 'Upload Image/Video', 'Add Rugby Highlights', 'Complete Your Profile'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Edit Profile' })).getAttribute('href')).toBe('/player/onboarding');
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/player/me');
  });

  it('"Create Profile" when the player has none', async () => {
    signIn(sessionUser());
    routeFetch({ '/api/players/me': () => jsonResponse(404, { statusCode: 404, message: 'Player Not Found' }) });
    await act(async () => renderAt('/dashboard', <Cards />));
    expect((await screen.findByRole('link', { name: 'Create Profile' })).getAttribute('href')).toBe('/player/onboarding');
  });
});
