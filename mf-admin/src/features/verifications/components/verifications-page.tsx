import { useState, type FormEvent } from 'react';
import { BULK_VERIFY_MAX, PROVINCES } from '@fiji/contracts';
import { Button, FormField, Input, Select, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { flattenPages } from '#shared/lib/admin-time';
import { usePendingVerifications, type PendingFilters } from '../api/pending-verifications';
import { AccountQueue } from './account-queue';
import { BulkVerifyDialog } from './bulk-verify-dialog';
import { PendingTable } from './pending-table';

/** Every pending player, page by page, filtered; select some and verify them together. */
function PlayerQueue() {
  const [filters, setFilters] = useState<PendingFilters>({});
  const [school, setSchool] = useState('');
  const [province, setProvince] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewing, setPreviewing] = useState(false);
  // The server verifies at most BULK_VERIFY_MAX at once (docs/admin.md), so the selection stops there and says so.
  const [capped, setCapped] = useState(false);
  const pending = usePendingVerifications(filters);
  const rows = flattenPages(pending.data?.pages);
  const chosen = rows.filter((r) => selected.has(r.id));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setSelected(new Set());
    setCapped(false);
    setFilters({ province: province || undefined, school: school.trim() || undefined });
  };
  const toggle = (id: string, on: boolean) => {
    if (on && !selected.has(id) && selected.size >= BULK_VERIFY_MAX) {
      setCapped(true);
      return;
    }
    if (!on) setCapped(false);
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const selectAll = () => {
    setSelected(new Set(rows.slice(0, BULK_VERIFY_MAX).map((r) => r.id)));
    setCapped(rows.length > BULK_VERIFY_MAX);
  };
  const clear = () => {
    setSelected(new Set());
    setCapped(false);
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Filter pending players">
        <FormField label="Province">
          <Select value={province} onChange={(e) => setProvince(e.target.value)}>
            <option value="">All provinces</option>
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="School">
          <Input value={school} onChange={(e) => setSchool(e.target.value)} maxLength={120} placeholder="Any school" />
        </FormField>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>
      {pending.isLoading ? (
        <Skeleton className="h-40" />
      ) : pending.isError ? (
        <p role="alert" className="text-destructive">Failed to load pending verifications.</p>
      ) : !rows.length ? (
        <p className="text-muted-foreground">No pending verifications</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={selectAll}>
              Select all shown
            </Button>
            <Button variant="outline" size="sm" onClick={clear} disabled={!selected.size}>
              Clear selection
            </Button>
            <Button size="sm" onClick={() => setPreviewing(true)} disabled={!chosen.length}>
              Verify selected ({chosen.length})
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground" data-testid="selection-cap">
            {capped ? `At most ${BULK_VERIFY_MAX} players can be verified at once: ${selected.size} selected. Verify these, then select the rest.` : ''}
          </p>
          <PendingTable rows={rows} selected={selected} onToggle={toggle} />
          <p className="text-sm text-muted-foreground" data-testid="pending-count">
            Showing {rows.length} pending verification(s)
          </p>
          {pending.hasNextPage && (
            <Button variant="outline" className="justify-self-start" onClick={() => pending.fetchNextPage()} disabled={pending.isFetchingNextPage}>
              {pending.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
      <BulkVerifyDialog
        open={previewing}
        rows={chosen}
        onClose={() => setPreviewing(false)}
        onDone={() => {
          setPreviewing(false);
          clear();
        }}
      />
    </div>
  );
}

/** /admin/verifications: players (fast-tracked first, then oldest) and recruiting accounts and mentors. */
export default function VerificationsPage() {
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Verifications</h1>
        <Tabs defaultValue="players">
          <TabsList aria-label="Verification queues">
            <TabsTrigger value="players">Players</TabsTrigger>
            <TabsTrigger value="accounts">Recruiters and mentors</TabsTrigger>
          </TabsList>
          <TabsContent value="players" className="pt-4">
            <PlayerQueue />
          </TabsContent>
          <TabsContent value="accounts" className="pt-4">
            <AccountQueue />
          </TabsContent>
        </Tabs>
      </section>
    </AdminGate>
  );
}
