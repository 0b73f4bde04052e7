/** The recruiting area's contract with the shell: searches, watchlists, contact requests, clubs. */
import './styles.css';
import { lazy } from 'react';
import type { AreaRoutes } from '@fiji/platform';

const SearchPage = lazy(() => import('./features/search/components/search-page'));
const MentorSearchPage = lazy(() => import('./features/search/components/mentor-search-page'));
const WatchlistsPage = lazy(() => import('./features/watchlists/components/watchlists-page'));
const WatchlistDetailPage = lazy(() => import('./features/watchlists/components/watchlist-detail-page'));
const ContactRequestsPage = lazy(() => import('./features/contact-requests/components/contact-requests-page'));
const RecruiterContactsPage = lazy(() => import('./features/contact-requests/components/recruiter-contacts-page'));
const ClubsPage = lazy(() => import('./features/clubs/components/clubs-page'));

const SEARCH_ROLES = ['recruiter', 'club', 'union', 'coach', 'agent'] as const;

const area: AreaRoutes = {
  routes: [
    ...SEARCH_ROLES.map((role) => ({ path: `/${role}/search`, element: <SearchPage /> })),
    { path: '/mentor/search', element: <MentorSearchPage /> },
    { path: '/recruiter/watchlists', element: <WatchlistsPage /> },
    { path: '/recruiter/watchlists/:id', element: <WatchlistDetailPage /> },
    { path: '/recruiter/contacts', element: <RecruiterContactsPage /> },
    { path: '/contact-requests', element: <ContactRequestsPage /> },
    { path: '/clubs', element: <ClubsPage /> },
  ],
  // The links of player-side §6 this area serves (coach has none; signed-out visitors get the shell's).
  nav: [
    ...SEARCH_ROLES.filter((role) => role !== 'coach').map((role) => ({ label: 'Search Players', path: `/${role}/search`, roles: [role] })),
    { label: 'Search Players', path: '/mentor/search', roles: ['mentor'] },
    { label: 'Watchlists', path: '/recruiter/watchlists', roles: ['recruiter'] },
    { label: 'Contact Requests', path: '/contact-requests', roles: ['player', 'recruiter', 'club', 'union', 'agent', 'mentor'] },
    { label: 'Find Local Clubs', path: '/clubs', roles: ['player'] },
  ],
};

export default area;
