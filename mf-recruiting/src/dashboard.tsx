/** The recruiting area's dashboard cards by role (player-side §2). */
import './styles.css';
import type { AreaDashboard } from '@fiji/platform';
import {
  ContactRequestsCard,
  SearchPlayersCard,
  StartRecruitingCard,
  WatchlistsCard,
} from './features/dashboard/components/recruiting-cards';

const organisation = [StartRecruitingCard, SearchPlayersCard, ContactRequestsCard];

const dashboard: AreaDashboard = {
  cards: {
    recruiter: [SearchPlayersCard, WatchlistsCard, ContactRequestsCard],
    club: organisation,
    union: organisation,
    coach: organisation,
    agent: organisation,
  },
};

export default dashboard;
