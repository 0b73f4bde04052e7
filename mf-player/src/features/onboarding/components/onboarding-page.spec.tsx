import { act, fireEvent, screen, within } from '@testing-library/react';
import { PLAYER_PROFILE_MESSAGES } from '@fiji/contracts';
import { resetUnauthorizedForTests } from '@fiji/platform';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../../test/render';
import { ownProfile } from '../../../../test/fixtures';
import OnboardingPage from './onboarding-page';

const ME = '/api/players/me';

const savedProfile = ownProfile({ userId: 'u-viewer' });

async function open(me: unknown, extra: Record<string, unknown> = {}, user = sessionUser({ dob: null, phone: null })) {
  signIn(user);
  const fetch = routeFetch({ [ME]: me, '/api/subscription/status': { isPaid: true }, ...extra });
  const view = await act(async () => renderAt('/player/onboarding', <OnboardingPage />));
  await screen.findByRole('heading', { level: 1 });
  return { fetch, ...view };
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const noProfile = () => jsonResponse(404, { statusCode: 404, message: 'Player Not Found' });

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

describe('/player/onboarding', () => {
  it('create mode: title, four sections, 14 positions, 4 formats, 15 provinces, 2020-2028 and a 4-row bio', async () => {
    await open(noProfile);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Player Profile' })).toBeTruthy();
    for (const title of ['Personal Information', 'Rugby Information', 'School & Competition Information', 'Contact Information'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Positions/ })).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(screen.getByRole('group', { name: /Formats/ })).getAllByRole('checkbox')).toHaveLength(4);
    const provinces = within(field(/Province/) as unknown as HTMLElement).getAllByRole('option').slice(1);
    expect(provinces.map((o) => o.textContent)).toContain('Nadroga-Navosa');
    expect(provinces).toHaveLength(15);
    const years = within(field(/Graduation year/) as unknown as HTMLElement).getAllByRole('option').map((o) => o.textContent);
    expect(years[0]).toBe('2020');
    expect(years[years.length - 1]).toBe('2028');
    expect(field(/Graduation year/).value).toBe(String(Math.min(new Date().getUTCFullYear(), 2028)));
    expect(field(/Bio/).getAttribute('rows')).toBe('4');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');
  });

  it('shows the spec message under each invalid field and sends nothing', async () => {
    const { fetch } = await open(noProfile);
    type(/Height/, '95');
    type(/Weight/, '250');
    type(/Contact email/, 'not-an-email');
    await submit('Create Profile');
    for (const message of [
      PLAYER_PROFILE_MESSAGES.dob,
      'Height must be at least 100cm',
      'Weight must be less than 200kg',
      'Dominant side is required',
      'At least one position is required',
      'At least one format is required',
      'School is required',
      'Province is required',
      'Valid email is required',
      'Phone number is required',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(field(/Height/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/Date of birth/));
    expect(callsTo(fetch, 'POST', '/api/players')).toHaveLength(0);
  });

  it('counts bio characters and refuses more than 500', async () => {
    await open(noProfile);
    type(/Bio/, 'x'.repeat(501));
    expect(screen.getByText('501/500 characters')).toBeTruthy();
    await submit('Create Profile');
    expect(screen.getByText('Bio must be less than 500 characters')).toBeTruthy();
  });

  it('creates the profile with typed values, then toasts and goes to /', async () => {
    const { fetch, router } = await open(noProfile, { 'POST /api/players': savedProfile });
    type(/Date of birth/, '2001-05-04');
    type(/Height/, '182');
    type(/Dominant side/, 'right');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hooker' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loosehead Prop' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '7s' }));
    type(/School/, '  Queen Victoria School ');
    type(/Province/, 'Tailevu');
    type(/Graduation year/, '2024');
    type(/Contact email/, 'mere@example.fj');
    type(/Contact phone/, '+679 999 1234');
    fireEvent.click(screen.getByRole('radio', { name: /Recruiters/ }));
    await submit('Create Profile');
    expect(callsTo(fetch, 'POST', '/api/players')).toEqual([
      {
        dob: '2001-05-04',
        heightCm: 182,
        weightKg: null,
        dominantSide: 'right',
        // In the list's order, whatever order they were ticked in.
        positions: ['Loosehead Prop', 'Hooker'],
        formats: ['7s'],
        school: 'Queen Victoria School',
        province: 'Tailevu',
        gradYear: 2024,
        ageGradeTeam: null,
        bio: null,
        contactEmail: 'mere@example.fj',
        contactPhone: '+679 999 1234',
        visibility: 'recruiters',
      },
    ]);
    expect(toasts()[0]).toMatchObject({ description: 'Player profile created successfully!' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('edit mode: prefilled, PUT to the profile, updated toast', async () => {
    const { fetch } = await open(savedProfile, { [`PUT /api/players/${savedProfile.id}`]: savedProfile });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Player Profile' })).toBeTruthy();
    expect(field(/School/).value).toBe('Queen Victoria School');
    expect((screen.getByRole('checkbox', { name: 'Hooker' }) as HTMLInputElement).checked).toBe(true);
    type(/Weight/, '97');
    await submit('Save Changes');
    const [body] = callsTo(fetch, 'PUT', `/api/players/${savedProfile.id}`) as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ weightKg: 97, heightCm: 182, positions: ['Hooker'], bio: 'Strong scrummager.' });
    expect(toasts()[0]).toMatchObject({ description: 'Player profile updated successfully!' });
  });

  it('a failed save keeps the form and shows the spec failure toast and the server field message', async () => {
    await open(savedProfile, {
      [`PUT /api/players/${savedProfile.id}`]: () =>
        jsonResponse(400, { statusCode: 400, message: ['School is required'], errors: { school: 'School is required' } }),
    });
    await submit('Save Changes');
    expect(toasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to update player profile. Please try again.', variant: 'destructive' });
    expect(screen.getByText('School is required')).toBeTruthy();
  });

  it('under 18 (from the date of birth): Guardian Consent Required with a checkbox that is not required', async () => {
    const { fetch } = await open(noProfile, { 'POST /api/players': savedProfile });
    expect(screen.queryByText('Guardian Consent Required')).toBeNull();
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    type(/Date of birth/, seventeen.toISOString().slice(0, 10));
    expect(screen.getByText('Guardian Consent Required')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /parent or guardian consents/ })).toBeTruthy();
    type(/Dominant side/, 'left');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fullback' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '15s' }));
    type(/School/, 'Marist');
    type(/Province/, 'Rewa');
    type(/Contact email/, 'kid@example.fj');
    type(/Contact phone/, '123');
    await submit('Create Profile');
    expect(callsTo(fetch, 'POST', '/api/players')[0]).toMatchObject({ guardianConsent: false });
  });

  it('free players can open the upgrade dialog (Upgrade, View all plans, Maybe Later)', async () => {
    await open(noProfile, { '/api/subscription/status': { isPaid: false, planType: 'free' } });
    const target = await screen.findByRole('button', { name: 'See Player Pro' });
    await act(async () => fireEvent.click(target));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View all plans' }).getAttribute('href')).toBe('/pricing');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
