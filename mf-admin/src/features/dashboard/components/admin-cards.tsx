import { DashboardCard } from '@fiji/ui';

export const AdminDashboardCard = () => (
  <DashboardCard
    title="Admin Dashboard"
    description="Verify player profiles and manage users."
    to="/admin"
    action="Open Admin Console"
    variant="default"
  />
);
