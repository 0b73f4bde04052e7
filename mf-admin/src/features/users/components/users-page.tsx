import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ROLE_LABELS, USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@fiji/contracts';
import { Avatar, Button, FormField, Input, Select, Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { fijiTime, flattenPages } from '#shared/lib/admin-time';
import { useUsers, type UserFilters } from '../api/users';
import { UserPanel, UserStatusBadges } from './user-panel';

const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', suspended: 'Suspended', unverified: 'Unverified' };

function UsersList({ filters, onOpen }: { filters: UserFilters; onOpen: (id: string) => void }) {
  const users = useUsers(filters);
  const rows = flattenPages(users.data?.pages);
  if (users.isLoading) return <Skeleton className="h-40" />;
  if (users.isError) return <p role="alert" className="text-destructive">Failed to load users.</p>;
  if (!rows.length) return <p className="text-muted-foreground">No users found</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-md border" aria-label="Users">
        {rows.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-testid="user-row">
            <div className="flex min-w-0 items-center gap-3">
              <Avatar src={u.profileImageUrl} name={u.fullName} size="sm" />
              <div className="min-w-0">
                <span className="font-medium">{u.fullName}</span>
                <span className="block break-all text-xs text-muted-foreground">
                  {u.email} · {ROLE_LABELS[u.role] ?? u.role} · joined {fijiTime(u.createdAt)}
                </span>
                <UserStatusBadges user={u} />
              </div>
            </div>
            <Button size="sm" variant="outline" onClick={() => onOpen(u.id)} aria-label={`Open ${u.fullName}`}>
              Open
            </Button>
          </li>
        ))}
      </ul>
      {users.hasNextPage && (
        <Button variant="outline" className="justify-self-start" onClick={() => users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

/** /admin/users: User Management. */
export default function UsersPage() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [filters, setFilters] = useState<UserFilters>({});
  // The open panel is in the URL (?user=<id>), so other screens (a moderation case) can link to it.
  const [params, setParams] = useSearchParams();
  const open = params.get('user');
  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('user', id);
        else next.delete('user');
        return next;
      },
      { replace: !id },
    );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ q: q.trim() || undefined, role: (role || undefined) as UserRole | undefined, status: (status || undefined) as UserStatus | undefined });
  };
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">User Management</h1>
        <form role="search" onSubmit={search} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" aria-label="Find users">
          <FormField label="Name or email">
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
          </FormField>
          <FormField label="Role">
            <Select value={role} onChange={(e) => setRole(e.target.value)}>
              <option value="">All roles</option>
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Status">
            <Select value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Any status</option>
              {USER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit">Search</Button>
        </form>
        <UsersList filters={filters} onOpen={setOpen} />
        <UserPanel userId={open} onClose={() => setOpen(null)} />
      </section>
    </AdminGate>
  );
}
