/** The resource library shows a mentor without Mentor Pro the upgrade prompt in place of adding and sharing (docs/mentoring.md "Mentor Pro"). */
import { screen, within } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES } from '@fiji/contracts';
import { ownProfile, relationships, show } from '../../../../test/fixtures';
import { resetStores } from '../../../../test/render';
import ResourcesPage from './resources-page';

beforeEach(resetStores);

describe('resource library', () => {
  const table = (pro: boolean) => ({ '/api/mentors/me': ownProfile(pro), '/api/mentoring/resources': [], '/api/mentoring/progress/relationships': relationships('mentor') });

  it('a mentor without Mentor Pro gets the upgrade prompt in place of adding links and files', async () => {
    await show('/mentoring/resources', [{ path: '/mentoring/resources', element: <ResourcesPage /> }], table(false));
    const prompt = await screen.findByTestId('mentor-pro-prompt-resourceSharing');
    expect(within(prompt).getByText(MENTOR_PRO_MESSAGES.resourceSharing)).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Upgrade to Mentor Pro' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a link' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a file' })).toBeNull();
  });

  it('a Mentor Pro mentor adds links and files, no prompt', async () => {
    await show('/mentoring/resources', [{ path: '/mentoring/resources', element: <ResourcesPage /> }], table(true));
    expect(await screen.findByRole('form', { name: 'Add a link' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a file' })).toBeTruthy();
    expect(screen.queryByTestId('mentor-pro-prompt-resourceSharing')).toBeNull();
  });
});
