import { DashboardCard } from '@fiji/ui';

export const MentorWelcomeCard = () => (
  <DashboardCard
    title="Welcome, Mentor"
    description="Set up your mentor profile so young players can find and book you."
    to="/mentoring/profile"
    action="Complete Setup"
  />
);
export const MentorSearchCard = () => (
  <DashboardCard
    title="Search Players"
    description="Find players across Fiji who could use your guidance."
    to="/mentor/search"
    action="Search Players"
  />
);
export const MySessionsCard = () => (
  <DashboardCard title="My Sessions" description="Your coaching and video sessions with players." to="/mentoring" action="View Sessions" />
);
export const MyMentorProfileCard = () => (
  <DashboardCard
    title="My Mentor Profile"
    description="Your title, specializations and rate."
    to="/mentoring/profile"
    action="Edit Profile"
  />
);
