/** Progress together: the mentor without Mentor Pro gets the upgrade prompt in place of goals, milestones and assessments; the mentee never does (docs/mentoring.md "Mentor Pro"). */
import { screen } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES } from '@fiji/contracts';
import { REL, ownProfile, relationships, show } from '../../../../test/fixtures';
import { resetStores } from '../../../../test/render';
import ProgressPage from './progress-page';

beforeEach(resetStores);

describe('progress together', () => {
  const routes = [{ path: '/mentoring/progress/:relationshipId', element: <ProgressPage /> }];
  const goal = { id: 'g1', relationshipId: REL, title: 'Scrum', description: null, category: null, targetDate: null, priority: 'medium', status: 'active', progressPercentage: 0, milestones: [] };
  const table = (side: 'mentor' | 'mentee', pro: boolean) => ({
    ...(side === 'mentor' ? { '/api/mentors/me': ownProfile(pro) } : {}),
    '/api/mentoring/progress/relationships': relationships(side),
    [`/api/mentoring/goals?relationshipId=${REL}`]: [goal],
    [`/api/mentoring/assessments?relationshipId=${REL}`]: [],
  });

  it("the mentor without Mentor Pro sees the prompt in place of adding goals, milestones and assessments", async () => {
    await show(`/mentoring/progress/${REL}`, routes, table('mentor', false));
    await screen.findByText('Scrum');
    expect((await screen.findAllByTestId('mentor-pro-prompt-progressTracking')).length).toBe(2);
    expect(screen.getAllByText(MENTOR_PRO_MESSAGES.progressTracking)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Add a goal' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a milestone to Scrum' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add an assessment' })).toBeNull();
  });

  it('the Mentor Pro mentor has every form; the mentee has their own goal and milestone forms whatever the mentor holds', async () => {
    await show(`/mentoring/progress/${REL}`, routes, table('mentor', true));
    expect(await screen.findByRole('form', { name: 'Add an assessment' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a goal' })).toBeTruthy();
    expect(screen.queryByTestId('mentor-pro-prompt-progressTracking')).toBeNull();
  });

  it('the mentee: goal and milestone forms, no prompt', async () => {
    await show(`/mentoring/progress/${REL}`, routes, table('mentee', false), 'player');
    expect(await screen.findByRole('form', { name: 'Add a milestone to Scrum' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a goal' })).toBeTruthy();
    expect(screen.queryByTestId('mentor-pro-prompt-progressTracking')).toBeNull();
  });
});
