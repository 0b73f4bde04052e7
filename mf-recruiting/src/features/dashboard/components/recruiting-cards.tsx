import { Link } from 'react-router';
import { WATCHLIST_MESSAGES } from '@fiji/contracts';
import { useSession, useWatchlists } from '@fiji/platform';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle, DashboardCard } from '@fiji/ui';
import { useCanUseWatchlists } from '#shared/lib/watchlist-access';

/** The viewer's own search screen: /{role}/search (admins use the recruiter one). */
const useSearchPath = () => {
  const { user } = useSession();
  return `/${!user || user.role === 'admin' ? 'recruiter' : user.role}/search`;
};

/** Quick Navigation (recruiter): the area's screens one tap away. */
export function QuickNavigationCard() {
  const links = [
    { label: 'Search Players', to: useSearchPath() },
    { label: 'My Watchlists', to: '/recruiter/watchlists' },
    { label: 'Contact Requests', to: '/recruiter/contacts' },
    { label: 'Find Clubs', to: '/clubs' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Navigation</CardTitle>
        <CardDescription>Jump to the recruiting tools.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-2">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Search Players at the role's own search path. */
export function SearchPlayersCard() {
  return (
    <DashboardCard
      title="Search Players"
      description="Find school, village and club players by name, school, position and province."
      to={useSearchPath()}
      action="Search Players"
      variant="default"
    />
  );
}

/** Manage Watchlists: "{n} watchlists" or "No watchlists yet". */
export function WatchlistsCard() {
  const lists = useWatchlists(useCanUseWatchlists());
  const description = lists.isPending
    ? 'Loading watchlists...'
    : lists.isError
      ? 'Watchlists could not be loaded.'
      : WATCHLIST_MESSAGES.dashboardCount(lists.data.length);
  return <DashboardCard title="Manage Watchlists" description={description} to="/recruiter/watchlists" action="Open Watchlists" />;
}

/** Contact Requests: the recruiter-side view for recruiters, the received/sent lists for the other roles. */
export function ContactRequestsCard() {
  const { user } = useSession();
  const recruiter = user?.role === 'recruiter';
  return (
    <DashboardCard
      title="Contact Requests"
      description={
        recruiter
          ? 'Follow the requests you have sent to players, follow up or send a message once they approve.'
          : 'See who wants to contact you and follow the requests you have sent.'
      }
      to={recruiter ? '/recruiter/contacts' : '/contact-requests'}
      action="View Requests"
    />
  );
}

/** The welcome card of clubs, unions, coaches and agents. */
export const StartRecruitingCard = () => (
  <DashboardCard
    title="Start Recruiting"
    description="Welcome! Search Fiji's players, check their highlights and contact the ones who fit your squad. Browse the clubs directory to see who else recruits in your union."
    to="/clubs"
    action="Browse Clubs"
  />
);
