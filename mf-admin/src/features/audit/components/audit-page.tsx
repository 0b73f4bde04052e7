import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '@fiji/contracts';
import { Button, FormField, Input, ScrollRegion, Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { fijiTime, flattenPages } from '#shared/lib/admin-time';
import { useAuditLog, type AuditFilters } from '../api/audit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const label = (action: string) => action.replace(/_/g, ' ');

/** /admin/audit: the append-only record of what admins did and which minors' contact details they read. */
export default function AuditPage() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [actorError, setActorError] = useState<string | null>(null);
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const rows = flattenPages(log.data?.pages);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (actor.trim() && !UUID.test(actor.trim())) {
      setActorError('Enter the admin’s user id');
      return;
    }
    setActorError(null);
    setFilters({ actor: actor.trim() || undefined, action: action.trim() || undefined, target: target.trim() || undefined });
  };
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <p className="text-sm text-muted-foreground">Every admin action and every admin read of a minor’s contact details. Entries can never be changed or deleted.</p>
        <form onSubmit={apply} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label="Filter the audit log">
          <FormField label="Action" hint="e.g. suspend, verify_player, hide">
            <Input value={action} onChange={(e) => setAction(e.target.value)} maxLength={60} list="audit-actions" />
          </FormField>
          <datalist id="audit-actions">
            {Object.values(AUDIT_ACTIONS).map((a) => (
              <option key={a} value={a}>
                {label(a)}
              </option>
            ))}
          </datalist>
          <FormField label="Target (id or type)">
            <Input value={target} onChange={(e) => setTarget(e.target.value)} maxLength={100} />
          </FormField>
          <FormField label="Admin (user id)" error={actorError}>
            <Input value={actor} onChange={(e) => setActor(e.target.value)} maxLength={36} />
          </FormField>
          <Button type="submit" variant="outline">
            Apply filters
          </Button>
        </form>
        {log.isLoading ? (
          <Skeleton className="h-40" />
        ) : log.isError ? (
          <p role="alert" className="text-destructive">Failed to load the audit log.</p>
        ) : !rows.length ? (
          <p className="text-muted-foreground">No entries</p>
        ) : (
          <div className="grid gap-3">
            {/* Focusable so a keyboard can scroll it sideways on a phone. */}
            <ScrollRegion label="Audit log entries" className="rounded-md border">
              <table className="w-full min-w-[640px] text-left text-sm">
                <caption className="sr-only">Audit log entries, newest first</caption>
                <thead>
                  <tr className="border-b">
                    {['When', 'Admin', 'Action', 'Target', 'Reason'].map((h) => (
                      <th key={h} scope="col" className="p-3 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className="border-b last:border-0" data-testid="audit-row">
                      <td className="p-3">{fijiTime(r.createdAt)}</td>
                      <td className="p-3">{r.actorName ?? r.actorId ?? '—'}</td>
                      <td className="p-3">{label(r.action)}</td>
                      <td className="p-3 break-all">
                        {r.targetType}
                        {r.targetId ? ` ${r.targetId}` : ''}
                      </td>
                      <td className="p-3">{r.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            {log.hasNextPage && (
              <Button variant="outline" className="justify-self-start" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </div>
        )}
      </section>
    </AdminGate>
  );
}
