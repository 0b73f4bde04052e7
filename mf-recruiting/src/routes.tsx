/** The recruiting area's contract with the shell: searches, watchlists, contact requests, clubs. */
import './styles.css';
import { lazy } from 'react';
import { areaNamed } from '@fiji/contracts';
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
  nav: areaNamed('recruiting').nav,
};

export default area;
