/** The recruiting area's dashboard cards by role. */
import './styles.css';
import type { AreaDashboard } from '@fiji/platform';
import {
  ContactRequestsCard,
  QuickNavigationCard,
  SearchPlayersCard,
  StartRecruitingCard,
  WatchlistsCard,
} from './features/dashboard/components/recruiting-cards';

// Watchlists are for recruiters only, so the organisations' cards leave them out.
const organisation = [StartRecruitingCard, SearchPlayersCard, ContactRequestsCard];

const dashboard: AreaDashboard = {
  cards: {
    recruiter: [QuickNavigationCard, SearchPlayersCard, WatchlistsCard, ContactRequestsCard],
    club: organisation,
    union: organisation,
    coach: organisation,
    agent: organisation,
  },
};

export default dashboard;
