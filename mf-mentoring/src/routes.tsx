/** The mentoring area's contract with the shell: mentor search, mentors list, mentor profile. */
import './styles.css';
import { lazy } from 'react';
import type { AreaRoutes } from '@fiji/platform';

const MentorSearchPage = lazy(() => import('./features/mentor-search/components/mentor-search-page'));
const MentorsPage = lazy(() => import('./features/mentors/components/mentors-page'));
const MentorProfilePage = lazy(() => import('./features/mentor-profile/components/mentor-profile-page'));

const area: AreaRoutes = {
  routes: [
    { path: '/mentor/search', element: <MentorSearchPage /> },
    { path: '/mentoring', element: <MentorsPage /> },
    { path: '/mentoring/profile', element: <MentorProfilePage /> },
  ],
  nav: [
    { label: 'Search Players', path: '/mentor/search', roles: ['mentor'] },
    { label: 'Find Mentor', path: '/mentoring', roles: ['player'] },
  ],
};

export default area;
