/** The mentoring area's dashboard cards. */
import './styles.css';
import type { AreaDashboard } from '@fiji/platform';
import { MentorSearchCard, MentorWelcomeCard, MyMentorProfileCard, MySessionsCard } from './features/dashboard/components/mentoring-cards';

const dashboard: AreaDashboard = {
  cards: { mentor: [MentorWelcomeCard, MentorSearchCard, MySessionsCard, MyMentorProfileCard] },
};

export default dashboard;
