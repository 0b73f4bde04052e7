import { Checkbox } from '@fiji/ui';

/**
 * Under-18 players (age from the date of birth typed in the form) see this notice.
 * The checkbox records the consent when ticked; saving does not require it (it is outside the form's rules).
 */
export function GuardianConsentNotice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <section
      aria-labelledby="guardian-consent-title"
      data-testid="guardian-consent-notice"
      className="grid gap-3 rounded-lg border border-warning bg-warning-soft p-4"
    >
      <h2 id="guardian-consent-title" className="font-semibold text-warning">
        Guardian Consent Required
      </h2>
      <p className="text-sm">
        You are under 18. Please ask a parent or guardian to check your profile before it is shared with clubs, unions and
        recruiters.
      </p>
      <Checkbox
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        label="My parent or guardian consents to me creating this profile and sharing it on the platform."
      />
    </section>
  );
}
