/** The three account dialogs of Profile Settings: edit details, change password, delete account. */
import { useState, type FormEvent } from 'react';
import {
  ChangePasswordDto,
  DeleteAccountDto,
  UpdateAccountDto,
  validateForm,
  type AuthUserResponse,
  type FieldErrors,
  type SessionUser,
} from '@fiji/contracts';
import { apiJson, apiRequest, endLocalSession, handleIfUnauthorized, parseApiError, setSessionUser, toast } from '@fiji/platform';
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
} from '@fiji/ui';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Runs a submit: client validation with the DTO, then the call; server field errors land on fields. */
function useSubmit<T extends object>(dto: new () => T) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const run = async (values: object, call: () => Promise<void>, failureTitle: string) => {
    const found = validateForm(dto, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      // An expired login: the 401 rule (toast "Unauthorized", then /demo-login), not a form error.
      if (handleIfUnauthorized(error)) return;
      const { message, fieldErrors } = parseApiError(error);
      setErrors(fieldErrors);
      toast({ title: failureTitle, description: message || 'Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return { errors, pending, run, reset: () => setErrors({}) };
}

export function EditAccountDialog({ open, onOpenChange, user }: DialogProps & { user: SessionUser }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const { errors, pending, run } = useSubmit(UpdateAccountDto);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      values,
      async () => {
        const { user: updated } = await apiJson<AuthUserResponse>('PATCH', '/api/account', {
          ...values,
          phone: values.phone.trim() === '' ? null : values.phone.trim(),
        });
        setSessionUser(updated);
        toast({ title: 'Account updated', description: 'Your account details were saved.' });
        onOpenChange(false);
      },
      'Update Failed',
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Account Details</DialogTitle>
          <DialogDescription>Your name, email and phone as other members see them.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState<string | null>(null);
  const { errors, pending, run } = useSubmit(ChangePasswordDto);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = values.newPassword !== values.confirm;
    setMismatch(differs ? 'Passwords do not match' : null);
    if (differs) return;
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    void run(
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password, then the new one twice.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Current password" required error={errors.currentPassword}>
            <Input
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => set('currentPassword', e.target.value)}
            />
          </FormField>
          <FormField label="New password" required error={errors.newPassword}>
            <Input
              type="password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(e) => set('newPassword', e.target.value)}
            />
          </FormField>
          <FormField label="Confirm new password" required error={mismatch}>
            <Input
              type="password"
              autoComplete="new-password"
              value={values.confirm}
              onChange={(e) => set('confirm', e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  const [password, setPassword] = useState('');
  const { errors, pending, run } = useSubmit(DeleteAccountDto);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      { password },
      async () => {
        await apiRequest('DELETE', '/api/account', { password });
        toast({ title: 'Account deleted', description: 'Your account and its data have been removed.' });
        endLocalSession('/');
      },
      'Delete Failed',
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Account</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, your profile, highlights and messages. This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Password" required error={errors.password} hint="Enter your password to confirm.">
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
