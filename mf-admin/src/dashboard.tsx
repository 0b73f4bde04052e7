/** The admin area's dashboard cards. */
import './styles.css';
import type { AreaDashboard } from '@fiji/platform';
import { AdminDashboardCard } from './features/dashboard/components/admin-cards';

const dashboard: AreaDashboard = { cards: { admin: [AdminDashboardCard] } };

export default dashboard;
