/**
 * The player area's contract with the shell: its routes (absolute paths) and nav entries.
 * Pages are lazy so the shell downloads only the screen being opened.
 */
import './styles.css';
import { lazy } from 'react';
import { areaNamed } from '@fiji/contracts';
import type { AreaRoutes } from '@fiji/platform';

const PlayerProfilePage = lazy(() => import('./features/profile/components/player-profile-page'));
const OnboardingPage = lazy(() => import('./features/onboarding/components/onboarding-page'));
const UploadPage = lazy(() => import('./features/upload/components/upload-page'));

const area: AreaRoutes = {
  routes: [
    { path: '/player/onboarding', element: <OnboardingPage /> },
    { path: '/player/:id', element: <PlayerProfilePage /> },
    { path: '/player', element: <PlayerProfilePage /> },
    { path: '/upload', element: <UploadPage /> },
  ],
  nav: areaNamed('player').nav,
};

export default area;
