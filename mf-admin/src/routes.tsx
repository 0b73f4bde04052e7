/** The admin area's contract with the shell. */
import './styles.css';
import { lazy } from 'react';
import { areaNamed } from '@fiji/contracts';
import type { AreaRoutes } from '@fiji/platform';

const AdminConsolePage = lazy(() => import('./features/verifications/components/admin-console-page'));
const VerificationsPage = lazy(() => import('./features/verifications/components/verifications-page'));
const UsersPage = lazy(() => import('./features/users/components/users-page'));
const AuditPage = lazy(() => import('./features/audit/components/audit-page'));
const ModerationPage = lazy(() => import('./features/moderation/components/moderation-page'));
const AnalyticsPage = lazy(() => import('./features/analytics/components/analytics-page'));
const JobsPage = lazy(() => import('./features/jobs/components/jobs-page'));

const area: AreaRoutes = {
  routes: [
    { path: '/admin', element: <AdminConsolePage /> },
    { path: '/admin/verifications', element: <VerificationsPage /> },
    { path: '/admin/users', element: <UsersPage /> },
    { path: '/admin/audit', element: <AuditPage /> },
    { path: '/admin/moderation', element: <ModerationPage /> },
    { path: '/admin/analytics', element: <AnalyticsPage /> },
    { path: '/admin/jobs', element: <JobsPage /> },
  ],
  nav: areaNamed('admin').nav,
};

export default area;
