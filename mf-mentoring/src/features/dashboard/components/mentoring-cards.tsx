import { Link } from 'react-router';
import { MENTOR_PRO_MESSAGES, MENTOR_SETUP_ITEMS } from '@fiji/contracts';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle, DashboardCard } from '@fiji/ui';
import { useMyMentorProfile } from '#shared/api/my-mentor-profile';
import { MentorProUpgradeButton } from '#shared/mentor-pro/mentor-pro-prompt';

/**
 * "Complete Setup": what the mentor still has to fill in, and Mentor Pro while the plan is what stops
 * bookings (docs/mentoring.md "Mentor Pro"); gone once the mentor is listed and takes bookings.
 */
export const MentorWelcomeCard = () => {
  const profile = useMyMentorProfile();
  // Nothing until the answer is in, so a listed mentor never sees the card flash.
  if (profile.isPending || profile.data?.takingBookings) return null;
  const missing = profile.data?.missing ?? [];
  const needsPro = !!profile.data && !profile.data.mentorPro.sessionBooking;
  return (
    <Card data-testid="complete-setup-card">
      <CardHeader>
        <CardTitle as="h2">Welcome, Mentor</CardTitle>
        <CardDescription>
          {profile.data && !profile.data.isActive
            ? 'Your mentor profile is paused, so players cannot find you.'
            : 'Set up your mentor profile so young players can find and book you.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {profile.isError && <p className="text-sm text-destructive">Could not load your setup.</p>}
        {(missing.length > 0 || needsPro) && (
          <ul className="grid gap-1 text-sm" aria-label="Still to do">
            {missing.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
                {MENTOR_SETUP_ITEMS[item]}
              </li>
            ))}
            {needsPro && (
              <li className="flex items-center gap-2" data-testid="setup-mentor-pro">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
                <span>
                  <strong>{MENTOR_PRO_MESSAGES.setupItem}</strong>: to take bookings
                </span>
              </li>
            )}
          </ul>
        )}
        {missing.length > 0 || !profile.data ? (
          <Link to="/mentoring/profile" className={buttonVariants({ variant: 'default' })}>
            Complete Setup
          </Link>
        ) : (
          <Link to="/mentoring/profile" className={buttonVariants({ variant: 'outline' })}>
            Edit Profile
          </Link>
        )}
        {needsPro && <MentorProUpgradeButton />}
      </CardContent>
    </Card>
  );
};
export const MentorSearchCard = () => (
  <DashboardCard
    title="Search Players"
    description="Find players across Fiji who could use your guidance."
    to="/mentor/search"
    action="Search Players"
  />
);
export const MySessionsCard = () => (
  <DashboardCard title="My Sessions" description="Your coaching and video sessions with players." to="/mentoring/sessions" action="View Sessions" />
);
export const MyMentorProfileCard = () => (
  <DashboardCard
    title="My Mentor Profile"
    description="Your title, specializations, rate and weekly availability."
    to="/mentoring/profile"
    action="Edit Profile"
  />
);
