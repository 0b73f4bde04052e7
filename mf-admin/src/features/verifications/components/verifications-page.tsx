import { AdminGate } from '#shared/components/admin-gate';
import { PendingTable } from './pending-table';

/** /admin/verifications: the full pending list. */
export default function VerificationsPage() {
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Verifications</h1>
        <PendingTable />
      </section>
    </AdminGate>
  );
}
