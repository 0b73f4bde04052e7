import { Link } from 'react-router';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';

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

export const MentorWelcomeCard = () => (
  <LinkCard
    title="Welcome, Mentor"
    text="Set up your mentor profile so young players can find and book you."
    to="/mentoring/profile"
    action="Complete Setup"
  />
);
export const MentorSearchCard = () => (
  <LinkCard title="Search Players" text="Find players across Fiji who could use your guidance." to="/mentor/search" action="Search Players" />
);
export const MySessionsCard = () => (
  <LinkCard title="My Sessions" text="Your coaching and video sessions with players." to="/mentoring" action="View Sessions" />
);
export const MyMentorProfileCard = () => (
  <LinkCard title="My Mentor Profile" text="Your title, specializations and rate." to="/mentoring/profile" action="Edit Profile" />
);
