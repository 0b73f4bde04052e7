import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, type UserRole } from '@fiji/contracts';
import { adminKeys, apiJson } from '@fiji/platform';
import { Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';

type AdminUser = { id: string; fullName?: string | null; email: string; role: UserRole };

function UsersList() {
  const users = useQuery<AdminUser[] | { results: AdminUser[] }>({
    queryKey: adminKeys.users(),
    queryFn: () => apiJson<AdminUser[] | { results: AdminUser[] }>('GET', '/api/admin/users'),
  });
  const rows = Array.isArray(users.data) ? users.data : (users.data?.results ?? []);
  if (users.isLoading) return <Skeleton className="h-40" />;
  if (users.isError) return <p role="alert" className="text-destructive">Failed to load users.</p>;
  if (!rows.length) return <p className="text-muted-foreground">No users found</p>;
  return (
    <ul className="divide-y rounded-md border">
      {rows.map((u) => (
        <li key={u.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
          <span className="font-medium">{u.fullName || u.email}</span>
          <span className="text-muted-foreground">
            {u.email} · {ROLE_LABELS[u.role] ?? u.role}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/users: User Management. */
export default function UsersPage() {
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">User Management</h1>
        <UsersList />
      </section>
    </AdminGate>
  );
}
