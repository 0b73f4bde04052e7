import { useSession } from '@fiji/platform';
import { DashboardCard } from '@fiji/ui';
import { useWatchlists } from '../../watchlists/api/watchlists';

/** Search Players at the role's own search path. */
export function SearchPlayersCard() {
  const { user } = useSession();
  return (
    <DashboardCard
      title="Search Players"
      description="Find school, village and club players by name, school, position and province."
      to={`/${user?.role ?? 'recruiter'}/search`}
      action="Search Players"
    />
  );
}

/** Manage Watchlists: "{n} watchlists" or "No watchlists yet" (player-side §2). */
export function WatchlistsCard() {
  const lists = useWatchlists();
  const n = lists.data?.length ?? 0;
  return (
    <DashboardCard
      title="Manage Watchlists"
      description={lists.isLoading ? 'Loading...' : n > 0 ? `${n} watchlists` : 'No watchlists yet'}
      to="/recruiter/watchlists"
      action="Open Watchlists"
    />
  );
}

export function ContactRequestsCard() {
  const { user } = useSession();
  return (
    <DashboardCard
      title="Contact Requests"
      description="Follow the requests you have sent to players and their answers."
      to={user?.role === 'recruiter' ? '/recruiter/contacts' : '/contact-requests'}
      action="View Requests"
    />
  );
}

export const StartRecruitingCard = () => (
  <DashboardCard
    title="Start Recruiting"
    description="Search Fiji's players, keep a shortlist and contact the ones who fit your squad."
    to="/clubs"
    action="Browse Clubs"
  />
);
