/** Progress together: the mentor without Mentor Pro gets the upgrade prompt in place of goals, milestones and assessments; the mentee never does (docs/mentoring.md "Mentor Pro"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES, type MentoringSessionView } from '@fiji/contracts';
import { REL, ownProfile, relationships, show } from '../../../../test/fixtures';
import { callsTo, jsonResponse, resetStores } from '../../../../test/render';
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

  it("the mentor picks one of this pair's sessions for an assessment; the request names it and the list shows it", async () => {
    const session = (id: string, relationshipId: string | null, start: string, status: MentoringSessionView['status'] = 'completed') =>
      ({ id, relationshipId, title: 'Individual session', start, status }) as MentoringSessionView;
    const ours = session('s1', REL, '2030-03-01T06:00:00.000Z');
    const saved = { id: 'a1', relationshipId: REL, sessionId: 's1', skillArea: 'Passing', scoreOutOf10: 8, strengths: [], improvementAreas: [], nextSteps: null, createdAt: '2030-03-02T00:00:00.000Z' };
    let assessments: unknown[] = [];
    const fetch = await show(`/mentoring/progress/${REL}`, routes, {
      ...table('mentor', true),
      [`/api/mentoring/assessments?relationshipId=${REL}`]: () => jsonResponse(200, assessments),
      '/api/mentoring/sessions?role=mentor&when=past': {
        results: [ours, session('s2', 'another-relationship', '2030-03-03T06:00:00.000Z'), session('s3', REL, '2030-03-04T06:00:00.000Z', 'cancelled')],
      },
      '/api/mentoring/sessions?role=mentor&when=upcoming': { results: [] },
      'POST /api/mentoring/assessments': () => {
        assessments = [saved];
        return jsonResponse(201, saved);
      },
    });
    const form = await screen.findByRole('form', { name: 'Add an assessment' });
    const picker = within(form).getByLabelText(/^Session/) as HTMLSelectElement;
    await within(picker).findByRole('option', { name: /Individual session/ });
    // Only this pair's sessions that were not cancelled, after "Not about one session".
    expect([...picker.options].map((o) => o.value)).toEqual(['', 's1']);
    await act(async () => {
      fireEvent.change(picker, { target: { value: 's1' } });
      fireEvent.change(within(form).getByLabelText(/^Skill area/), { target: { value: 'Passing' } });
      fireEvent.change(within(form).getByLabelText(/^Score out of 10/), { target: { value: '8' } });
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save assessment' })));
    expect(callsTo(fetch, 'POST', '/api/mentoring/assessments')).toEqual([expect.objectContaining({ relationshipId: REL, sessionId: 's1', skillArea: 'Passing', scoreOutOf10: 8 })]);
    expect(await screen.findByText(/^Session: .*Individual session/)).toBeTruthy();
  });
});
