import { useSession } from '@fiji/platform';
import { AccessDenied } from '#shared/components/access-denied';
import { PlayerSearchScreen } from './player-search-screen';
import { MENTOR_COPY, MENTORING_TIPS, SEARCH_ACCESS } from './search-copy';

/** /mentor/search: the player search for signed-in mentors. */
export default function MentorSearchPage() {
  const { user } = useSession();
  if (user?.role !== 'mentor') return <AccessDenied message={SEARCH_ACCESS.mentor} action="login" />;
  return <PlayerSearchScreen kind="mentor" copy={MENTOR_COPY} tipsTitle="Mentoring Tips" tips={MENTORING_TIPS} />;
}
