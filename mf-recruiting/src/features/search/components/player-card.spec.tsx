import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BOOSTED_LABEL } from '@fiji/contracts';
import { player, previewPlayer } from '../../../../test/fixtures';
import { PlayerCard } from './player-card';

const card = (p: ReturnType<typeof player>) =>
  render(
    <MemoryRouter>
      <PlayerCard player={p} view="grid" onContact={() => undefined} />
    </MemoryRouter>,
  );

describe('search result card: the "Boosted" badge (docs/billing.md, "Search placement")', () => {
  it('shows the word while a boost runs, on full and preview cards, inside the name heading', () => {
    for (const p of [player({ boosted: true }), previewPlayer({ boosted: true })]) {
      const { unmount } = card(p);
      const heading = screen.getByRole('heading', { level: 3 });
      expect(heading.textContent).toContain(BOOSTED_LABEL);
      expect(screen.getByText(BOOSTED_LABEL)).toBeTruthy();
      unmount();
    }
  });

  it('shows nothing when no boost runs', () => {
    card(player());
    expect(screen.queryByText(BOOSTED_LABEL)).toBeNull();
    expect(screen.queryByTestId('boosted-badge')).toBeNull();
  });
});
