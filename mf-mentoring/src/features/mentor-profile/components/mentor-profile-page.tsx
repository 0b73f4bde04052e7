import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  COMMON_MENTOR_TIME_ZONES,
  MENTOR_CURRENCIES,
  MENTOR_LANGUAGES,
  MENTOR_SESSION_LENGTHS,
  MENTOR_PRO_MESSAGES,
  MENTOR_SETUP_ITEMS,
  MENTOR_SPECIALIZATIONS,
  UpdateAvailabilityDto,
  UpdateMentorProfileDto,
  validateForm,
  type DateOverride,
  type MentorOwnProfile,
  type WeeklyWindow,
} from '@fiji/contracts';
import { parseApiError, serverMessage, toast, useSession } from '@fiji/platform';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Checkbox, FormField, Input, Select, Textarea } from '@fiji/ui';
import { useMyMentorProfile } from '#shared/api/my-mentor-profile';
import { MentorProUpgradeButton } from '#shared/mentor-pro/mentor-pro-prompt';
import { useSaveMentorProfile } from '../api/save-mentor-profile';
import { AvailabilityEditor } from './availability-editor';

interface FormState {
  title: string;
  bio: string;
  yearsExperience: string;
  specializations: string[];
  expertiseAreas: string;
  languages: string[];
  otherLanguages: string;
  hourlyRate: string;
  currency: string;
  timeZone: string;
  sessionLengths: number[];
  weekly: WeeklyWindow[];
  overrides: DateOverride[];
  bufferMinutes: string;
  minNoticeHours: string;
  isActive: boolean;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const allZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...COMMON_MENTOR_TIME_ZONES, ...supported.filter((z) => !(COMMON_MENTOR_TIME_ZONES as readonly string[]).includes(z))];
};

function toForm(p: MentorOwnProfile): FormState {
  const known = MENTOR_LANGUAGES as readonly string[];
  return {
    title: p.title ?? '',
    bio: p.bio ?? '',
    yearsExperience: p.yearsExperience?.toString() ?? '',
    specializations: p.specializations,
    expertiseAreas: p.expertiseAreas.join(', '),
    languages: p.languages.filter((l) => known.includes(l)),
    otherLanguages: p.languages.filter((l) => !known.includes(l)).join(', '),
    hourlyRate: p.hourlyRate?.toString() ?? '',
    currency: p.currency,
    timeZone: p.timeZone ?? browserZone(),
    sessionLengths: p.sessionLengths,
    weekly: p.weekly,
    overrides: p.overrides,
    bufferMinutes: String(p.bufferMinutes),
    minNoticeHours: String(p.minNoticeHours),
    isActive: p.isActive,
  };
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const toggle = <T,>(values: T[], value: T, on: boolean) => (on ? [...values, value] : values.filter((v) => v !== value));

/** /mentoring/profile: the signed-in mentor's own profile and availability (what the list, the page and booking read). */
export default function MentorProfilePage() {
  const { user } = useSession();
  const profile = useMyMentorProfile();
  const save = useSaveMentorProfile();
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (profile.data && !form) setForm(toForm(profile.data));
  }, [profile.data, form]);

  if (user?.role !== 'mentor') {
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">My Mentor Profile</h1>
        <p className="text-muted-foreground">Mentor profiles belong to mentor accounts.</p>
      </section>
    );
  }

  const set = (patch: Partial<FormState>) => setForm((f) => (f ? { ...f, ...patch } : f));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const body = {
      profile: {
        title: form.title.trim() || null,
        bio: form.bio.trim() || null,
        yearsExperience: form.yearsExperience === '' ? null : Number(form.yearsExperience),
        specializations: form.specializations,
        expertiseAreas: list(form.expertiseAreas),
        languages: [...form.languages, ...list(form.otherLanguages)],
        hourlyRate: form.hourlyRate === '' ? null : Number(form.hourlyRate),
        currency: form.currency,
        timeZone: form.timeZone,
        sessionLengths: form.sessionLengths,
        isActive: form.isActive,
      },
      availability: {
        timeZone: form.timeZone,
        weekly: form.weekly,
        overrides: form.overrides,
        bufferMinutes: Number(form.bufferMinutes),
        minNoticeHours: Number(form.minNoticeHours),
        sessionLengths: form.sessionLengths,
      },
    };
    const found = { ...validateForm(UpdateMentorProfileDto, body.profile), ...validateForm(UpdateAvailabilityDto, body.availability) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ title: 'Check the highlighted fields', variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(body as { profile: UpdateMentorProfileDto; availability: UpdateAvailabilityDto });
      setForm(toForm(saved));
      toast({ title: 'Mentor profile saved', description: saved.listed ? 'You are listed on Find Your Rugby Mentor.' : 'Complete the remaining items to be listed.' });
    } catch (error) {
      setErrors(parseApiError(error).fieldErrors);
      toast({ title: 'Could not save', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">My Mentor Profile</h1>
        {profile.data && (
          <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
            {profile.data.listed ? (
              <>
                <Badge variant="success">Listed</Badge>{' '}
                {profile.data.takingBookings ? 'Players can find and book you.' : `Players can find you; taking bookings needs ${MENTOR_PRO_MESSAGES.setupItem}.`}{' '}
                <Link to={`/mentoring/${profile.data.id}`} className="underline">
                  View your public page
                </Link>
              </>
            ) : (
              <>
                <Badge variant="outline">Not listed yet</Badge> Still to do: {profile.data.missing.map((m) => MENTOR_SETUP_ITEMS[m]).join(', ') || 'nothing'}.
              </>
            )}
          </p>
        )}
        {profile.data && !profile.data.mentorPro.sessionBooking && (
          <div>
            <MentorProUpgradeButton />
          </div>
        )}
      </header>
      {profile.isLoading || (!form && !profile.isError) ? (
        <p className="text-muted-foreground">Loading your profile...</p>
      ) : profile.isError || !form ? (
        <p role="alert" className="text-destructive">
          Failed to load your mentor profile
        </p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-6" noValidate>
          <Card>
            <CardHeader>
              <CardTitle as="h2">About you</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField label="Title" error={errors.title} hint="e.g. Former Flying Fijians lock">
                <Input value={form.title} onChange={(e) => set({ title: e.target.value })} />
              </FormField>
              <FormField label="Bio" error={errors.bio}>
                <Textarea rows={4} value={form.bio} onChange={(e) => set({ bio: e.target.value })} />
              </FormField>
              <FormField label="Years of experience" error={errors.yearsExperience}>
                <Input type="number" min={0} inputMode="numeric" value={form.yearsExperience} onChange={(e) => set({ yearsExperience: e.target.value })} className="w-32" />
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Specializations</legend>
                <div className="grid gap-1 sm:grid-cols-2">
                  {MENTOR_SPECIALIZATIONS.map((s) => (
                    <Checkbox key={s} label={s} checked={form.specializations.includes(s)} onChange={(e) => set({ specializations: toggle(form.specializations, s, e.target.checked) })} />
                  ))}
                </div>
                {errors.specializations && <p className="text-sm font-medium text-destructive">{errors.specializations}</p>}
              </fieldset>
              <FormField label="Expertise areas" hint="Separated by commas, e.g. Lineout, Scrum" error={errors.expertiseAreas}>
                <Input value={form.expertiseAreas} onChange={(e) => set({ expertiseAreas: e.target.value })} />
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Languages</legend>
                <div className="flex flex-wrap gap-4">
                  {MENTOR_LANGUAGES.map((l) => (
                    <Checkbox key={l} label={l} checked={form.languages.includes(l)} onChange={(e) => set({ languages: toggle(form.languages, l, e.target.checked) })} />
                  ))}
                </div>
                <FormField label="Other languages" hint="Separated by commas" error={errors.languages}>
                  <Input value={form.otherLanguages} onChange={(e) => set({ otherLanguages: e.target.value })} />
                </FormField>
              </fieldset>
              <div className="flex flex-wrap gap-4">
                <FormField label="Hourly rate" error={errors.hourlyRate}>
                  <Input type="number" min={1} step="0.01" inputMode="decimal" value={form.hourlyRate} onChange={(e) => set({ hourlyRate: e.target.value })} className="w-32" />
                </FormField>
                <FormField label="Currency" error={errors.currency}>
                  <Select value={form.currency} onChange={(e) => set({ currency: e.target.value })} className="w-28">
                    {MENTOR_CURRENCIES.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </Select>
                </FormField>
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Sessions and availability</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <FormField label="Time zone" error={errors.timeZone} hint="Your weekly times are read in this zone; players see them in theirs.">
                <Select value={form.timeZone} onChange={(e) => set({ timeZone: e.target.value })}>
                  {allZones().map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </Select>
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Session lengths offered</legend>
                <div className="flex flex-wrap gap-4">
                  {MENTOR_SESSION_LENGTHS.map((n) => (
                    <Checkbox
                      key={n}
                      label={`${n} minutes`}
                      checked={form.sessionLengths.includes(n)}
                      onChange={(e) => set({ sessionLengths: toggle(form.sessionLengths, n, e.target.checked).sort((a, b) => a - b) })}
                    />
                  ))}
                </div>
                {errors.sessionLengths && <p className="text-sm font-medium text-destructive">{errors.sessionLengths}</p>}
              </fieldset>
              <div className="flex flex-wrap gap-4">
                <FormField label="Buffer between sessions (minutes)" error={errors.bufferMinutes}>
                  <Input type="number" min={0} step={5} value={form.bufferMinutes} onChange={(e) => set({ bufferMinutes: e.target.value })} className="w-32" />
                </FormField>
                <FormField label="Minimum notice (hours)" error={errors.minNoticeHours}>
                  <Input type="number" min={0} value={form.minNoticeHours} onChange={(e) => set({ minNoticeHours: e.target.value })} className="w-32" />
                </FormField>
              </div>
              <AvailabilityEditor
                weekly={form.weekly}
                overrides={form.overrides}
                timeZone={form.timeZone}
                onWeekly={(weekly) => set({ weekly })}
                onOverrides={(overrides) => set({ overrides })}
                errors={errors}
              />
            </CardContent>
          </Card>

          <Checkbox
            label="Accepting new bookings (untick to pause your listing)"
            checked={form.isActive}
            onChange={(e) => set({ isActive: e.target.checked })}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
