import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buttonVariants } from '../button';
import { DashboardCard } from '../dashboard-card';

describe('DashboardCard', () => {
  it('a level-2 title, the text and one link styled as an outline button', () => {
    render(
      <MemoryRouter>
        <DashboardCard title="My Profile" description="See your profile as clubs and mentors see it." to="/player/me" action="View Profile" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText('See your profile as clubs and mentors see it.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View Profile' });
    expect(link.getAttribute('href')).toBe('/player/me');
    expect(link.className).toBe(buttonVariants({ variant: 'outline' }));
  });

  it('takes another button look for its link', () => {
    render(
      <MemoryRouter>
        <DashboardCard title="Admin Dashboard" description="Verify player profiles and manage users." to="/admin" action="Open Admin Console" variant="default" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open Admin Console' }).className).toBe(buttonVariants());
  });
});
