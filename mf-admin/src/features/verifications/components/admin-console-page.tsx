import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { PendingTable } from './pending-table';

/** /admin: 'Admin Management Console'. */
export default function AdminConsolePage() {
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Admin Management Console</h1>
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          <Link to="/admin/verifications" className={buttonVariants({ variant: 'outline' })}>
            Verifications
          </Link>
          <Link to="/admin/users" className={buttonVariants({ variant: 'outline' })}>
            User Management
          </Link>
        </nav>
        <h2 className="text-lg font-semibold">Pending player verifications</h2>
        <PendingTable />
      </section>
    </AdminGate>
  );
}
