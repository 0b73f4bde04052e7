/** The player area's dashboard cards. */
import './styles.css';
import type { AreaDashboard } from '@fiji/platform';
import { AddHighlightsCard, CompleteProfileCard, MyProfileCard, UploadMediaCard } from './features/dashboard/components/player-cards';

const dashboard: AreaDashboard = {
  cards: { player: [MyProfileCard, UploadMediaCard, AddHighlightsCard, CompleteProfileCard] },
};

export default dashboard;
