/** The three account dialogs of Profile Settings: edit details, change password, delete account. */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordDto, DeleteAccountDto, UpdateAccountDto, type AuthUserResponse, type SessionUser } from '@fiji/contracts';
import { apiJson, apiRequest, endLocalSession, handleIfUnauthorized, parseApiError, playerKeys, setSessionUser, toast } from '@fiji/platform';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  type ButtonVariant,
  useFormSubmit,
} from '@fiji/ui';
import { PasswordField } from '../../forms/password-field';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Runs a submit: client validation with the DTO, then the call; server field errors land on fields. */
function useSubmit<T extends object>(dto: new () => T) {
  const { errors, setErrors, pending, run } = useFormSubmit(dto);
  const submit = (values: object, call: () => Promise<void>, failureTitle: string) =>
    void run(values, call, (error) => {
      // An expired login: the 401 rule (toast "Unauthorized", then /demo-login), not a form error.
      if (handleIfUnauthorized(error)) return;
      const { message, fieldErrors } = parseApiError(error);
      setErrors(fieldErrors);
      toast({ title: failureTitle, description: message || 'Please try again.', variant: 'destructive' });
    });
  return { errors, pending, submit };
}

/** A dialog holding one form: title, description, the fields, then Cancel and the submit button. */
function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  submitVariant,
  children,
}: DialogProps & {
  title: string;
  description: ReactNode;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
          className="grid gap-4"
        >
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function EditAccountDialog({ open, onOpenChange, user }: DialogProps & { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const { errors, pending, submit } = useSubmit(UpdateAccountDto);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = () =>
    submit(
      values,
      async () => {
        const { user: updated } = await apiJson<AuthUserResponse>('PATCH', '/api/account', {
          ...values,
          phone: values.phone.trim() === '' ? null : values.phone.trim(),
        });
        setSessionUser(updated);
        // A player's name, email and phone are also shown on their profile (the player area's screens).
        void queryClient.invalidateQueries({ queryKey: playerKeys.all });
        toast({ title: 'Account updated', description: 'Your account details were saved.' });
        onOpenChange(false);
      },
      'Update Failed',
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Account Details"
      description="Your name, email and phone as other members see them."
      onSubmit={save}
      pending={pending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <FormField label="First name" required error={errors.firstName}>
        <Input autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
      </FormField>
      <FormField label="Last name" required error={errors.lastName}>
        <Input autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        <Input type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
      </FormField>
      <FormField label="Phone" error={errors.phone} hint="Leave empty to remove it.">
        <Input type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState<string | null>(null);
  const { errors, pending, submit } = useSubmit(ChangePasswordDto);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const change = () => {
    const differs = values.newPassword !== values.confirm;
    setMismatch(differs ? 'Passwords do not match' : null);
    if (differs) return;
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    submit(
      body,
      async () => {
        await apiRequest('POST', '/api/account/password', body);
        toast({ title: 'Password changed', description: 'Use your new password next time you sign in.' });
        setValues({ currentPassword: '', newPassword: '', confirm: '' });
        onOpenChange(false);
      },
      'Password Not Changed',
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Enter your current password, then the new one twice."
      onSubmit={change}
      pending={pending}
      submitLabel="Change Password"
      pendingLabel="Saving..."
    >
      <PasswordField
        label="Current password"
        error={errors.currentPassword}
        value={values.currentPassword}
        onChange={set('currentPassword')}
      />
      <PasswordField
        label="New password"
        error={errors.newPassword}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        error={mismatch}
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
      />
    </FormDialog>
  );
}

export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  const [password, setPassword] = useState('');
  const { errors, pending, submit } = useSubmit(DeleteAccountDto);

  const remove = () =>
    submit(
      { password },
      async () => {
        await apiRequest('DELETE', '/api/account', { password });
        toast({ title: 'Account deleted', description: 'Your account and its data have been removed.' });
        endLocalSession('/');
      },
      'Delete Failed',
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Account"
      description="This permanently deletes your account, your profile, highlights and messages. This action cannot be undone."
      onSubmit={remove}
      pending={pending}
      submitLabel="Delete Account"
      pendingLabel="Deleting..."
      submitVariant="destructive"
    >
      <PasswordField error={errors.password} hint="Enter your password to confirm." value={password} onChange={setPassword} />
    </FormDialog>
  );
}
