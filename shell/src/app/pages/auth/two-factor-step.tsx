import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TwoFactorVerifyDto, type SessionUser } from '@fiji/contracts';
import { serverMessage, verifyTwoFactor } from '@fiji/platform';
import { Button, FormField, Input, useFormSubmit } from '@fiji/ui';

/**
 * The login's second step: the 6-digit code of the authenticator app, or one recovery code instead.
 * Shown in place of the password form once the password was right (docs/admin.md).
 */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: (user: SessionUser) => void; onCancel: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, pending, run } = useFormSubmit(TwoFactorVerifyDto);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [useRecovery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const answer = useRecovery ? { recoveryCode: value.trim() } : { code: value.trim() };
    return run(
      answer,
      async () => onSignedIn(await verifyTwoFactor(answer)),
      (error) => setFailure(serverMessage(error, 'The code could not be checked. Try again.')),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="twofa-step-title">
      <h2 id="twofa-step-title" className="text-lg font-semibold">Two-factor sign-in</h2>
      <p className="text-sm text-muted-foreground">
        {useRecovery ? 'Enter one of the recovery codes you saved. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormField label={useRecovery ? 'Recovery code' : 'Authentication code'} required error={useRecovery ? errors.recoveryCode : errors.code}>
        <Input
          ref={input}
          name={useRecovery ? 'recoveryCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="text-primary underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setFailure(null);
          }}
        >
          {useRecovery ? 'Use the app code instead' : 'Use a recovery code'}
        </button>
        <button type="button" className="text-primary underline" onClick={onCancel}>
          Back to the password
        </button>
      </div>
    </form>
  );
}
