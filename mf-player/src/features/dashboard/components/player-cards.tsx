import { Link } from 'react-router';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';
import { useMyPlayerProfile } from '../../profile/api/player-queries';

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

export const MyProfileCard = () => (
  <LinkCard title="My Profile" text="See your profile as clubs and mentors see it." to="/player/me" action="View Profile" />
);

export const UploadMediaCard = () => (
  <LinkCard title="Upload Image/Video" text="Add photos and videos of your game." to="/upload" action="Upload" />
);

export const AddHighlightsCard = () => (
  <LinkCard
    title="Add Rugby Highlights"
    text="Tries, tackles and line breaks: highlights are what recruiters watch first."
    to="/upload"
    action="Add Highlights"
  />
);

/** "Edit Profile" when a player profile exists, otherwise "Create Profile" (player-side §2). */
export function CompleteProfileCard() {
  const me = useMyPlayerProfile();
  const exists = !!me.data;
  return (
    <LinkCard
      title="Complete Your Profile"
      text="A complete profile with school, positions and contact details is found more often."
      to="/player/onboarding"
      action={exists ? 'Edit Profile' : 'Create Profile'}
    />
  );
}
