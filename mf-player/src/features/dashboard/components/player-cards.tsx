import { DashboardCard } from '@fiji/ui';
import { useMyPlayerProfile } from '#shared/api/my-player-profile';

export const MyProfileCard = () => (
  <DashboardCard title="My Profile" description="See your profile as clubs and mentors see it." to="/player/me" action="View Profile" />
);

export const UploadMediaCard = () => (
  <DashboardCard title="Upload Image/Video" description="Add photos and videos of your game." to="/upload" action="Upload" />
);

export const AddHighlightsCard = () => (
  <DashboardCard
    title="Add Rugby Highlights"
    description="Tries, tackles and line breaks: highlights are what recruiters watch first."
    to="/upload"
    action="Add Highlights"
  />
);

/** "Edit Profile" when a player profile exists, otherwise "Create Profile". */
export function CompleteProfileCard() {
  const me = useMyPlayerProfile();
  const exists = !!me.data;
  return (
    <DashboardCard
      title="Complete Your Profile"
      description="A complete profile with school, positions and contact details is found more often."
      to="/player/onboarding"
      action={exists ? 'Edit Profile' : 'Create Profile'}
    />
  );
}
