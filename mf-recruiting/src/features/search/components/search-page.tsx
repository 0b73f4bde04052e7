import { Link, useLocation } from 'react-router';
import { PLAYER_SEARCH_ROLES, SEARCH_MESSAGES, type UserRole } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { AccessDenied } from '#shared/components/access-denied';
import { PlayerSearchScreen } from './player-search-screen';
import { CLUB_TIPS, SEARCH_ACCESS, UNION_TIPS, searchCopyFor } from './search-copy';

/**
 * /club/search, /union/search, /coach/search, /agent/search and /recruiter/search: one screen for the
 * recruiting roles and admins (docs/decisions.md). The title and tips follow the viewer's role (an admin
 * gets those of the path it opened).
 */
export default function SearchPage() {
  const { user } = useSession();
  const { pathname } = useLocation();

  if (!user || !PLAYER_SEARCH_ROLES.includes(user.role)) {
    if (user?.role === 'player')
      return (
        <AccessDenied
          message={SEARCH_MESSAGES.accessDenied}
          extra={
            <p className="text-sm">
              Players can browse talent on <Link to="/find-talent" className="text-primary underline">Find Talent</Link>.
            </p>
          }
        />
      );
    if (user?.role === 'mentor')
      return (
        <AccessDenied
          message={SEARCH_ACCESS.recruiting}
          extra={
            <p className="text-sm">
              Mentors search players on <Link to="/mentor/search" className="text-primary underline">Mentor Search</Link>.
            </p>
          }
        />
      );
    return <AccessDenied message={SEARCH_ACCESS.recruiting} action={user ? 'home' : 'login'} />;
  }

  const pathRole = pathname.split('/').filter(Boolean)[0] as UserRole | undefined;
  const role = user.role === 'admin' ? pathRole : user.role;
  return (
    <PlayerSearchScreen
      kind="recruiting"
      copy={searchCopyFor(role)}
      tipsTitle="Recruitment Tips"
      tips={role === 'club' ? CLUB_TIPS : UNION_TIPS}
    />
  );
}
