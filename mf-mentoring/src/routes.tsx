/** The mentoring area's contract with the shell: mentors list, mentor profile (/mentor/search is the recruiting area's). */
import './styles.css';
import { lazy } from 'react';
import { areaNamed } from '@fiji/contracts';
import type { AreaRoutes } from '@fiji/platform';

const MentorsPage = lazy(() => import('./features/mentors/components/mentors-page'));
const MentorProfilePage = lazy(() => import('./features/mentor-profile/components/mentor-profile-page'));
const MentorPage = lazy(() => import('./features/mentors/components/mentor-page'));
const FeedbackPage = lazy(() => import('./features/feedback/components/feedback-page'));
const FeedbackDetailPage = lazy(() => import('./features/feedback/components/feedback-detail-page'));
const AmaPage = lazy(() => import('./features/ama/components/ama-page'));
const ProgressPage = lazy(() => import('./features/progress/components/progress-page'));
const ProgressIndexPage = lazy(() => import('./features/progress/components/progress-page').then((m) => ({ default: m.ProgressIndexPage })));
const ResourcesPage = lazy(() => import('./features/resources/components/resources-page'));
const BookingPage = lazy(() => import('./features/booking/components/booking-page'));
const GuardianApprovalPage = lazy(() => import('./features/booking/components/guardian-approval-page'));
const SessionsPage = lazy(() => import('./features/sessions/components/sessions-page'));
const EarningsPage = lazy(() => import('./features/earnings/components/earnings-page'));

const area: AreaRoutes = {
  routes: [
    { path: '/mentoring', element: <MentorsPage /> },
    { path: '/mentoring/profile', element: <MentorProfilePage /> },
    { path: '/mentoring/:mentorId', element: <MentorPage /> },
    { path: '/mentoring/feedback', element: <FeedbackPage /> },
    { path: '/mentoring/feedback/:id', element: <FeedbackDetailPage /> },
    { path: '/mentoring/ama', element: <AmaPage /> },
    { path: '/mentoring/progress', element: <ProgressIndexPage /> },
    { path: '/mentoring/progress/:relationshipId', element: <ProgressPage /> },
    { path: '/mentoring/resources', element: <ResourcesPage /> },
    { path: '/mentoring/:mentorId/book', element: <BookingPage /> },
    { path: '/mentoring/sessions', element: <SessionsPage /> },
    { path: '/mentoring/earnings', element: <EarningsPage /> },
    { path: '/mentoring/guardian/:token', element: <GuardianApprovalPage /> },
  ],
  nav: areaNamed('mentoring').nav,
};

export default area;
