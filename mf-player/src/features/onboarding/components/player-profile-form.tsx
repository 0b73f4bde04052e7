import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isMinor, PLAYER_PROFILE_TOASTS, PlayerProfileDto, validateForm, type FieldErrors } from '@fiji/contracts';
import { parseApiError, toast } from '@fiji/platform';
import { Button, buttonVariants } from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useFocusFirstError } from '#shared/lib/focus-first-error';
import { useSavePlayerProfile } from '../api/save-player-profile';
import { toRequestBody, type ProfileFormValues } from '../lib/profile-form-values';
import { GuardianConsentNotice } from './guardian-consent-notice';
import { ContactSection, PersonalSection, RugbySection, SchoolSection } from './profile-form-sections';

export interface PlayerProfileFormProps {
  /** The profile being edited, or null to create one. */
  profileId: string | null;
  initial: ProfileFormValues;
  /** Called after a successful save (the page goes to /). */
  onSaved: () => void;
}

/**
 * The onboarding form: validated with PlayerProfileDto (the class the server validates with), the
 * messages under each field; the server's own field errors are shown the same way.
 */
export function PlayerProfileForm({ profileId, initial, onSaved }: PlayerProfileFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const focus = useFocusFirstError(errors);
  const save = useSavePlayerProfile(profileId);
  const editing = profileId !== null;
  const minor = isMinor(values.dob || null);

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message at once; the others stay until the next submit.
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { guardianConsent: _consent, ...validated } = values;
    const found = validateForm(PlayerProfileDto, validated);
    focus.request();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The promise, not mutate's callbacks: after a create, the refreshed own profile re-keys (remounts)
    // this form before mutate's onSuccess would run, and React Query skips callbacks of an unmounted form.
    save.mutateAsync(toRequestBody(values, minor)).then(
      () => {
        toast({ title: 'Success', description: editing ? PLAYER_PROFILE_TOASTS.updated : PLAYER_PROFILE_TOASTS.created });
        onSaved();
      },
      (error: unknown) => {
        const fields = parseApiError(error).fieldErrors;
        if (Object.keys(fields).length > 0) {
          focus.request();
          setErrors(fields);
        }
        toastFailure(error, 'Error', editing ? PLAYER_PROFILE_TOASTS.updateFailed : PLAYER_PROFILE_TOASTS.createFailed);
      },
    );
  };

  const sectionProps = { values, errors, set };
  return (
    <form ref={focus.ref} noValidate onSubmit={submit} className="grid gap-6" aria-label={editing ? 'Edit Player Profile' : 'Create Your Player Profile'}>
      <PersonalSection {...sectionProps} />
      {minor && <GuardianConsentNotice checked={values.guardianConsent} onChange={(c) => set('guardianConsent', c)} />}
      <RugbySection {...sectionProps} />
      <SchoolSection {...sectionProps} />
      <ContactSection {...sectionProps} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Create Profile'}
        </Button>
      </div>
    </form>
  );
}
