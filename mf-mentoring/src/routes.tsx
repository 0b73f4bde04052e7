/** The mentoring area's contract with the shell: mentors list, mentor profile (/mentor/search is the recruiting area's). */
import './styles.css';
import { lazy } from 'react';
import { areaNamed } from '@fiji/contracts';
import type { AreaRoutes } from '@fiji/platform';

const MentorsPage = lazy(() => import('./features/mentors/components/mentors-page'));
const MentorProfilePage = lazy(() => import('./features/mentor-profile/components/mentor-profile-page'));

const area: AreaRoutes = {
  routes: [
    { path: '/mentoring', element: <MentorsPage /> },
    { path: '/mentoring/profile', element: <MentorProfilePage /> },
  ],
  nav: areaNamed('mentoring').nav,
};

export default area;
