import { Link } from 'react-router';
import { NAV_BY_ROLE, type NavLink, type UserRole } from '@fiji/contracts';
import { buttonVariants, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';

/** Links beyond the role's navigation that a dashboard user reaches for often. */
const EXTRA: Partial<Record<UserRole, NavLink[]>> = {
  coach: [
    { label: 'Search Players', path: '/coach/search' },
    { label: 'Contact Requests', path: '/contact-requests' },
  ],
  mentor: [
    { label: 'My Sessions', path: '/mentoring/sessions' },
    { label: 'My Mentor Profile', path: '/mentoring/profile' },
  ],
  union: [{ label: 'Find Clubs', path: '/clubs' }],
  agent: [{ label: 'Find Clubs', path: '/clubs' }],
};

export function quickActionsFor(role: UserRole): NavLink[] {
  const seen = new Set<string>();
  const links = [...(NAV_BY_ROLE[role] ?? []), ...(EXTRA[role] ?? []), { label: 'Profile Settings', path: '/profile' }];
  return links.filter((l) => (seen.has(l.path) ? false : (seen.add(l.path), true)));
}

/** Quick Actions: the role's main screens one tap away. */
export function QuickActions({ role }: { role: UserRole }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {quickActionsFor(role).map((l, i) => (
            <li key={l.path}>
              <Link
                to={l.path}
                className={buttonVariants({ variant: i === 0 ? 'default' : 'outline', className: 'h-auto min-h-10 w-full justify-start whitespace-normal text-left' })}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
