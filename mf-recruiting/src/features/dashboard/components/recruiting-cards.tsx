import { Link } from 'react-router';
import { useSession } from '@fiji/platform';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';
import { useWatchlists } from '../../watchlists/api/watchlists';

function LinkCard({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={to} className={buttonVariants({ variant: 'outline' })}>
          {action}
        </Link>
      </CardContent>
    </Card>
  );
}

/** Search Players at the role's own search path. */
export function SearchPlayersCard() {
  const { user } = useSession();
  return (
    <LinkCard
      title="Search Players"
      text="Find school, village and club players by name, school, position and province."
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
    <LinkCard
      title="Manage Watchlists"
      text={lists.isLoading ? 'Loading...' : n > 0 ? `${n} watchlists` : 'No watchlists yet'}
      to="/recruiter/watchlists"
      action="Open Watchlists"
    />
  );
}

export function ContactRequestsCard() {
  const { user } = useSession();
  return (
    <LinkCard
      title="Contact Requests"
      text="Follow the requests you have sent to players and their answers."
      to={user?.role === 'recruiter' ? '/recruiter/contacts' : '/contact-requests'}
      action="View Requests"
    />
  );
}

export const StartRecruitingCard = () => (
  <LinkCard
    title="Start Recruiting"
    text="Search Fiji's players, keep a shortlist and contact the ones who fit your squad."
    to="/clubs"
    action="Browse Clubs"
  />
);
