import { useState, type FormEvent } from 'react';
import { ADMIN_BADGE_TYPES, type AdminUserDetail } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Badge, Button, FormField, Input, Select } from '@fiji/ui';
import { fijiTime } from '#shared/lib/admin-time';
import { useGrantBadge, useRevokeBadge } from '../api/badges';

/** The labels admins pick from (the profile shows the server's title). */
const BADGE_LABELS: Record<(typeof ADMIN_BADGE_TYPES)[number], string> = {
  verified_player: 'Verified Player',
  bootcamp_complete: 'Bootcamp Complete',
  top_performer: 'Top Performer',
  community_leader: 'Community Leader',
};
const isAdminBadge = (t: string) => (ADMIN_BADGE_TYPES as readonly string[]).includes(t);

/** The user panel's Badges: what the account holds, grant one of the admin-granted types, revoke those. */
export function UserBadges({ user }: { user: AdminUserDetail }) {
  const grant = useGrantBadge();
  const revoke = useRevokeBadge();
  const available = ADMIN_BADGE_TYPES.filter((t) => !user.badges.some((b) => b.badgeType === t));
  const [badgeType, setBadgeType] = useState<string>('');
  const [description, setDescription] = useState('');
  const target = { userId: user.id, playerId: user.profile?.kind === 'player' ? user.profile.id : null };
  const chosen = available.includes(badgeType as (typeof ADMIN_BADGE_TYPES)[number]) ? badgeType : (available[0] ?? '');

  const failed = (e: unknown) => toast({ title: 'That did not work', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
  const onGrant = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    try {
      await grant.mutateAsync({ ...target, badgeType: chosen, description: description.trim() || undefined });
      toast({ title: `${BADGE_LABELS[chosen as keyof typeof BADGE_LABELS]} badge granted` });
      setDescription('');
      setBadgeType('');
    } catch (err) {
      failed(err);
    }
  };
  const onRevoke = async (type: string, title: string) => {
    try {
      await revoke.mutateAsync({ ...target, badgeType: type });
      toast({ title: `${title} badge revoked` });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section className="grid gap-2" data-testid="user-badges" aria-labelledby="user-badges-title">
      <h3 id="user-badges-title" className="text-sm font-semibold">
        Badges
      </h3>
      {user.badges.length ? (
        <ul className="grid gap-1 text-sm">
          {user.badges.map((b) => (
            <li key={b.badgeType} className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{b.title}</Badge>
              <span className="text-muted-foreground">
                {b.description ? `${b.description} · ` : ''}
                {fijiTime(b.earnedAt)}
              </span>
              {isAdminBadge(b.badgeType) && (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => onRevoke(b.badgeType, b.title)} aria-label={`Revoke ${b.title}`}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No badges yet</p>
      )}
      {available.length > 0 && (
        <form className="grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end" onSubmit={onGrant}>
          <FormField label="Badge">
            <Select value={chosen} onChange={(e) => setBadgeType(e.target.value)}>
              {available.map((t) => (
                <option key={t} value={t}>
                  {BADGE_LABELS[t]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Description (optional)">
            <Input value={description} maxLength={300} onChange={(e) => setDescription(e.target.value)} placeholder="Why they earned it" />
          </FormField>
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? 'Granting…' : 'Grant badge'}
          </Button>
        </form>
      )}
    </section>
  );
}
