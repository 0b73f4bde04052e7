/** Profile Settings' Security card: two-factor sign-in (TOTP) set up, confirmed and turned off (docs/admin.md). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TwoFactorDisableDto, TwoFactorEnableDto, type TwoFactorEnableResponse, type TwoFactorSetupResponse, type TwoFactorStatus } from '@fiji/contracts';
import { accountKeys, apiJson, handleIfUnauthorized, loadSession, serverMessage, useSession } from '@fiji/platform';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Skeleton, useFormSubmit } from '@fiji/ui';

const STATUS_KEY = accountKeys.twoFactor();

export function TwoFactorSettings() {
  const { user } = useSession();
  const status = useQuery<TwoFactorStatus>({ queryKey: STATUS_KEY, queryFn: () => apiJson<TwoFactorStatus>('GET', '/api/auth/2fa') });
  const [open, setOpen] = useState<'setup' | 'disable' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(null);
    trigger.current?.focus();
  };

  if (status.isLoading) return <Skeleton className="h-10 w-40" />;
  if (status.isError) return <p role="alert" className="text-sm text-destructive">Two-factor sign-in could not be loaded.</p>;
  const enabled = !!status.data?.enabled;
  return (
    <>
      <div>
        <Button ref={trigger} variant="outline" onClick={() => setOpen(enabled ? 'disable' : 'setup')} aria-describedby="twofa-note">
          {enabled ? 'Turn off 2FA' : 'Setup 2FA'}
        </Button>
      </div>
      <p id="twofa-note" className="text-sm text-muted-foreground">
        {enabled
          ? `Two-factor sign-in is on: each sign-in also asks for a code from your authenticator app. ${status.data?.recoveryCodesLeft ?? 0} recovery code(s) left.`
          : user?.role === 'admin'
            ? 'Admins must turn on two-factor sign-in before the admin console opens.'
            : 'Optional: add a code from an authenticator app to every sign-in.'}
      </p>
      {open === 'setup' && <SetupDialog onClose={close} />}
      {open === 'disable' && <DisableDialog onClose={close} />}
    </>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    await loadSession(); // the session user's twoFactorEnabled (the admin console reads it)
  };
}

function SetupDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefresh();
  // A write (each setup makes a new secret), started once when the dialog opens.
  const setup = useMutation({ mutationFn: () => apiJson<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup') });
  const start = setup.mutate;
  useEffect(() => start(), [start]);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { errors, pending, run } = useFormSubmit(TwoFactorEnableDto);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void run(
      { code },
      async () => {
        const res = await apiJson<TwoFactorEnableResponse>('POST', '/api/auth/2fa/enable', { code: code.trim() });
        setCodes(res.recoveryCodes);
        await refresh();
      },
      (error) => handleIfUnauthorized(error) || setFailure(serverMessage(error, 'The code could not be checked. Try again.')),
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{codes ? 'Save your recovery codes' : 'Setup 2FA'}</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Two-factor sign-in is on. Each recovery code signs you in once if you lose your phone. They are shown only now.'
              : 'Scan the QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : setup.isPending || setup.isIdle ? (
          <Skeleton className="mx-auto h-48 w-48" />
        ) : setup.isError || !setup.data ? (
          <p role="alert" className="text-sm text-destructive">{serverMessage(setup.error, 'The setup could not start. Try again.')}</p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrSvg)}`}
              alt="QR code for your authenticator app"
              className="mx-auto h-48 w-48 bg-white"
            />
            <p className="text-sm">
              Key: <code className="break-all font-mono" data-testid="twofa-secret">{setup.data.secret}</code>
            </p>
            <FormField label="Authentication code" required error={errors.code}>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            </FormField>
            {failure && <p role="alert" className="text-sm text-destructive">{failure}</p>}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Checking...' : 'Turn on 2FA'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefresh();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, pending, run } = useFormSubmit(TwoFactorDisableDto);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void run(
      { code: code.trim() },
      async () => {
        await apiJson('POST', '/api/auth/2fa/disable', { code: code.trim() });
        await refresh();
        onClose();
      },
      (error) => handleIfUnauthorized(error) || setFailure(serverMessage(error, 'Two-factor sign-in could not be turned off. Try again.')),
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off 2FA</DialogTitle>
          <DialogDescription>Enter a code from your authenticator app. Sign-ins will then ask only for your password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Authentication code" required error={errors.code}>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
          {failure && <p role="alert" className="text-sm text-destructive">{failure}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Turning off...' : 'Turn off 2FA'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
