import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import HelpPage from './help';

describe('Help page', () => {
  it('filters the FAQ entries as you type and states the one 2 GB video limit', () => {
    render(
      <MemoryRouter>
        <HelpPage />
      </MemoryRouter>,
    );
    const all = document.querySelectorAll('details').length;
    expect(all).toBeGreaterThan(5);
    expect(screen.getByText(/MP4, MOV or AVI up to 2 GB each/)).toBeTruthy();
    expect(screen.getByText(/JPG, PNG, WEBP or GIF/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('500MB');

    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    fireEvent.change(search, { target: { value: 'guardian' } });
    const shown = Array.from(document.querySelectorAll('details summary')).map((s) => s.textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    expect(screen.getByRole('status').textContent).toMatch(/match/);

    fireEvent.change(search, { target: { value: 'zzzz nothing' } });
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(screen.getByText(/Nothing matches your search/)).toBeTruthy();
  });
});
