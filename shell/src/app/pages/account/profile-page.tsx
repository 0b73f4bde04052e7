import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_NOTIFICATION_PREFERENCES, ROLE_LABELS, type NotificationPreferences } from '@fiji/contracts';
import { accountKeys, apiJson, isUnauthorizedError, toast, useSession } from '@fiji/platform';
import { Button, buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Skeleton } from '@fiji/ui';
import { ChangePasswordDialog, DeleteAccountDialog, EditAccountDialog } from './account-dialogs';
import { TwoFactorSettings } from './two-factor-settings';

const PREFS_KEY = accountKeys.notificationPreferences();

const PREFERENCES: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', hint: 'Receive updates about your account by email.' },
  { key: 'newMessages', label: 'New Messages', hint: 'Be told when someone sends you a contact request or message.' },
  { key: 'profileViews', label: 'Profile Views', hint: 'Be told when someone views your player profile.' },
];

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm sm:col-span-2">{value}</dd>
    </div>
  );
}

function NotificationSettings() {
  const queryClient = useQueryClient();
  const prefs = useQuery<NotificationPreferences>({
    queryKey: PREFS_KEY,
    queryFn: () => apiJson<NotificationPreferences>('GET', '/api/account/notification-preferences'),
  });
  const save = useMutation({
    mutationFn: (next: NotificationPreferences) =>
      apiJson<NotificationPreferences>('PUT', '/api/account/notification-preferences', next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<NotificationPreferences>(PREFS_KEY);
      queryClient.setQueryData(PREFS_KEY, next);
      return { previous };
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(PREFS_KEY, saved);
      toast({ title: 'Preferences saved', description: 'Your notification settings were updated.' });
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(PREFS_KEY, context?.previous);
      // An expired login already got the 401 rule's toast (query client); a second toast would replace it.
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to save notification preferences.', variant: 'destructive' });
    },
  });

  const current = prefs.data ?? DEFAULT_NOTIFICATION_PREFERENCES;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>Choose what we tell you about. Changes are saved at once.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          <fieldset className="grid gap-4" disabled={save.isPending}>
            <legend className="sr-only">Notification preferences</legend>
            {prefs.isError && (
              <p role="alert" className="text-sm text-destructive">
                Your saved preferences could not be loaded; the defaults are shown.
              </p>
            )}
            {PREFERENCES.map((p) => (
              <div key={p.key}>
                <Checkbox
                  checked={current[p.key]}
                  onChange={(e) => save.mutate({ ...current, [p.key]: e.target.checked })}
                  label={
                    <>
                      <span className="font-medium">{p.label}</span>
                      <span className="block text-muted-foreground">{p.hint}</span>
                    </>
                  }
                />
              </div>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}

/** Profile Settings (/profile): account information, account actions and notification preferences. */
export default function ProfilePage() {
  const { user } = useSession();
  const [dialog, setDialog] = useState<'edit' | 'password' | 'delete' | null>(null);
  if (!user) return null;
  const openChange = (name: typeof dialog) => (open: boolean) => setDialog(open ? name : null);

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Profile Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage your account and how we contact you.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Account Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <InfoRow label="Full name" value={user.fullName || `${user.firstName} ${user.lastName}`} />
            <InfoRow label="Email" value={user.email} />
            <InfoRow label="Role" value={ROLE_LABELS[user.role]} />
            <InfoRow label="Phone" value={user.phone || 'Not set'} />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Account</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {user.role === 'player' && (
            <Link to="/player/onboarding" className={buttonVariants({ variant: 'outline' })}>
              Edit Player Profile
            </Link>
          )}
          <Button variant="outline" onClick={() => setDialog('edit')}>
            Edit Account Details
          </Button>
          <Button variant="outline" onClick={() => setDialog('password')}>
            Change Password
          </Button>
          {user.role !== 'admin' && (
            <Link to="/account/billing" className={buttonVariants({ variant: 'outline' })}>
              Billing and Plan
            </Link>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Security</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <TwoFactorSettings />
        </CardContent>
      </Card>

      <NotificationSettings />

      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle as="h2">Delete Account</CardTitle>
          <CardDescription>Permanently remove your account and everything linked to it.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setDialog('delete')}>
            Delete Account
          </Button>
        </CardContent>
      </Card>

      {dialog === 'edit' && <EditAccountDialog open onOpenChange={openChange('edit')} user={user} />}
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={openChange('password')} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={openChange('delete')} />
    </section>
  );
}
