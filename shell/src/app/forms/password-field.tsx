import { FormField, Input } from '@fiji/ui';

export interface PasswordFieldProps {
  /** Default: "Password". */
  label?: string;
  error?: string | null;
  hint?: string;
  /** Tells the browser's password manager what to fill (default: the current password). */
  autoComplete?: 'current-password' | 'new-password';
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A required password box with its label, hint and error (sign-in pages, account dialogs). */
export function PasswordField({
  label = 'Password',
  error,
  hint,
  autoComplete = 'current-password',
  name,
  value,
  onChange,
}: PasswordFieldProps) {
  return (
    <FormField label={label} required error={error} hint={hint}>
      <Input name={name} type="password" autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
