import { ROLE_LABELS, USER_ROLES, type UserRole } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { AreaDashboardCards } from '../../../mf/area-dashboard-cards';
import { FEATURED_ORG_ROLES, FEATURED_PLAYER_ROLES, FeaturedOrganizationsCard, FeaturedPlayersCard } from './featured-cards';
import { NotificationsCard } from './notifications-card';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';

const isKnownRole = (role: string): role is UserRole => (USER_ROLES as readonly string[]).includes(role);

/**
 * The signed-in home: greeting, Quick Actions, the role's area cards (from its
 * remote's './dashboard'), notifications, featured lists by role and recent activity.
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const role = user.role;
  const known = isKnownRole(role);

  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {user.firstName}!</h1>
        <p className="mt-1 text-muted-foreground">
          {known ? `You're signed in as a ${ROLE_LABELS[role]}` : 'Welcome to the platform.'}
        </p>
      </header>

      {known && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <QuickActions role={role} />
            <NotificationsCard />
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <AreaDashboardCards role={role} />
          </div>
          {FEATURED_PLAYER_ROLES.includes(role) && <FeaturedPlayersCard role={role} />}
          {FEATURED_ORG_ROLES.includes(role) && <FeaturedOrganizationsCard />}
        </>
      )}
      <RecentActivityCard />
    </section>
  );
}
