import { useState } from 'react';
import { Link } from 'react-router';
import { MODERATION_MESSAGES, MODERATION_REASON_MAX, ROLE_LABELS, SUSPENSION_CATEGORIES, type AdminUserSummary, type SuspensionCategory } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Avatar, Badge, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormField, Select, Skeleton } from '@fiji/ui';
import { fijiTime } from '#shared/lib/admin-time';
import { useSuspendUser, useUnsuspendUser, useUserDetail, useVerifyUser } from '../api/users';
import { ReasonDialog } from '#shared/components/reason-dialog';
import { useRequestLift } from '#shared/lib/suspension-lifts';
import { UserBadges } from './user-badges';

const CATEGORY_LABELS: Record<SuspensionCategory, string> = { general: 'General', child_safety: 'Child safety' };

export function UserStatusBadges({ user }: { user: AdminUserSummary }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {user.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : <Badge variant="success">Active</Badge>}
      {user.verifiable && (user.verified ? <Badge variant="secondary">Verified</Badge> : <Badge variant="warning">Unverified</Badge>)}
      {user.isMinor && <Badge variant="outline">Under 18</Badge>}
    </span>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}

/** The detail panel of one user, with suspend, unsuspend and verify. */
export function UserPanel({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useUserDetail(userId);
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const verify = useVerifyUser();
  const requestLift = useRequestLift();
  const [action, setAction] = useState<'suspend' | 'unsuspend' | 'verify' | 'lift' | null>(null);
  const [category, setCategory] = useState<SuspensionCategory>('general');
  const u = detail.data;
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast({ title: done });
      setAction(null);
    } catch (e) {
      toast({ title: 'That did not work', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      throw e;
    }
  };
  return (
    <Dialog open={!!userId} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="user-panel">
        <DialogHeader>
          <DialogTitle>{u ? u.fullName : 'User'}</DialogTitle>
          <DialogDescription>{u ? `${ROLE_LABELS[u.role] ?? u.role} · ${u.email}` : 'Loading…'}</DialogDescription>
        </DialogHeader>
        {detail.isLoading && <Skeleton className="h-40" />}
        {detail.isError && <p role="alert" className="text-destructive">Failed to load this user.</p>}
        {u && (
          <div className="grid gap-4">
            <div className="flex items-center gap-3">
              <Avatar src={u.profileImageUrl} name={u.fullName} size="md" />
              <UserStatusBadges user={u} />
            </div>
            {u.suspendedAt && (
              <p className="rounded-md border border-destructive p-3 text-sm" data-testid="suspension">
                Suspended {fijiTime(u.suspendedAt)} ({CATEGORY_LABELS[u.suspensionCategory ?? 'general']}): {u.suspensionReason}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {u.suspendedAt && u.suspensionCategory === 'child_safety' ? (
                // A child-safety suspension is lifted by a second admin's approval (docs/admin.md "Moderation").
                <Button onClick={() => setAction('lift')}>Request lift</Button>
              ) : u.suspendedAt ? (
                <Button onClick={() => setAction('unsuspend')}>Unsuspend</Button>
              ) : (
                u.role !== 'admin' && (
                  <Button variant="destructive" onClick={() => setAction('suspend')}>
                    Suspend
                  </Button>
                )
              )}
              {u.verifiable && !u.verified && (
                <Button variant="outline" onClick={() => setAction('verify')}>
                  Verify account
                </Button>
              )}
            </div>
            <Section title="Account">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">Joined</dt>
                <dd>{fijiTime(u.createdAt)}</dd>
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{u.phone ?? 'Not set'}</dd>
                <dt className="text-muted-foreground">Date of birth</dt>
                <dd>{u.dob ?? 'Not set'}</dd>
                {u.guardianEmail && (
                  <>
                    <dt className="text-muted-foreground">Guardian</dt>
                    <dd className="break-all">{u.guardianEmail}</dd>
                  </>
                )}
              </dl>
            </Section>
            <Section title="Profile">
              {u.profile?.kind === 'mentor' ? (
                <p>
                  Mentor profile {u.profile.verified ? '(verified)' : '(not verified)'} · {u.profile.listed ? 'listed' : 'not listed'}{' '}
                  {u.profile.listed && (
                    <Link className="text-primary underline" to={`/mentoring/${u.profile.id}`}>
                      Open listing
                    </Link>
                  )}
                </p>
              ) : u.profile ? (
                <p>
                  Player profile {u.profile.verified ? '(verified)' : '(not verified)'}
                  {u.profile.school ? ` · ${u.profile.school}` : ''}{' '}
                  <Link className="text-primary underline" to={`/player/${u.profile.id}`}>
                    Open profile
                  </Link>
                </p>
              ) : (
                <p className="text-muted-foreground">No profile</p>
              )}
            </Section>
            <UserBadges user={u} />
            <Section title="Plan">
              {u.plan ? <p>{`${u.plan.planType} · ${u.plan.status}${u.plan.seats > 1 ? ` · ${u.plan.seats} seats` : ''}`}</p> : <p className="text-muted-foreground">Free</p>}
            </Section>
            {u.reports && (
              <Section title="Reports about this user">
                <p>
                  {u.reports.open} open, {u.reports.total} in all
                </p>
              </Section>
            )}
            <Section title="Recent activity">
              {u.recentActivity.length ? (
                <ul className="grid gap-1">
                  {u.recentActivity.map((a, i) => (
                    <li key={i}>
                      {a.title} <span className="text-muted-foreground">· {fijiTime(a.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">No recent activity</p>
              )}
            </Section>
            <Section title="Admin actions">
              {u.audit.length ? (
                <ul className="grid gap-1">
                  {u.audit.map((a) => (
                    <li key={a.id}>
                      {a.action.replace(/_/g, ' ')} by {a.actorName ?? 'an admin'}
                      {a.reason ? `: ${a.reason}` : ''} <span className="text-muted-foreground">· {fijiTime(a.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">None yet</p>
              )}
            </Section>
          </div>
        )}
        {u && (
          <>
            <ReasonDialog
              open={action === 'suspend'}
              title={`Suspend ${u.fullName}?`}
              description="Their sessions end now, they cannot sign in, and their profile, highlights and mentor listing are hidden. They are emailed the reason."
              confirmLabel="Suspend"
              destructive
              pending={suspend.isPending}
              onClose={() => setAction(null)}
              onConfirm={(reason) => run(() => suspend.mutateAsync({ id: u.id, reason, category }), `${u.fullName} suspended`)}
            >
              <FormField label="Category">
                <Select value={category} onChange={(e) => setCategory(e.target.value as SuspensionCategory)}>
                  {SUSPENSION_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </Select>
              </FormField>
            </ReasonDialog>
            <ReasonDialog
              open={action === 'unsuspend'}
              title={`Unsuspend ${u.fullName}?`}
              description="They can sign in again and their profile comes back. They are emailed your note."
              confirmLabel="Unsuspend"
              pending={unsuspend.isPending}
              onClose={() => setAction(null)}
              onConfirm={(reason) => run(() => unsuspend.mutateAsync({ id: u.id, reason }), `${u.fullName} unsuspended`)}
            />
            <ReasonDialog
              open={action === 'lift'}
              title={`Request to lift ${u.fullName}'s suspension?`}
              description={`${MODERATION_MESSAGES.ownApproval} Once approved, they can sign in again and are emailed the approving admin's reason.`}
              confirmLabel="Request lift"
              maxLength={MODERATION_REASON_MAX}
              testId="request-lift-dialog"
              pending={requestLift.isPending}
              onClose={() => setAction(null)}
              onConfirm={(reason) => run(() => requestLift.mutateAsync({ userId: u.id, reason }), 'Lift requested: another admin must approve it')}
            />
            <ReasonDialog
              open={action === 'verify'}
              title={`Verify ${u.fullName}?`}
              description={u.role === 'mentor' ? 'Players of every age can then book them.' : 'They can then see profiles shared with recruiters.'}
              confirmLabel="Verify"
              required={false}
              pending={verify.isPending}
              onClose={() => setAction(null)}
              onConfirm={(reason) => run(() => verify.mutateAsync({ id: u.id, reason: reason || undefined }), `${u.fullName} verified`)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
