import { useSession } from '@fiji/platform';
import { Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';

/** /mentoring/profile: the signed-in mentor's own mentor profile. */
export default function MentorProfilePage() {
  const { user } = useSession();
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">My Mentor Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{user?.fullName}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {user?.role === 'mentor'
            ? 'Your title, bio, specializations and hourly rate are what players see in the mentors list.'
            : 'Mentor profiles belong to mentor accounts.'}
        </CardContent>
      </Card>
    </section>
  );
}
