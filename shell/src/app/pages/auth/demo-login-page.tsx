import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DemoLoginDto, ROLE_LABELS, type DemoAccount } from '@fiji/contracts';
import { apiJson, demoAccountKeys, demoLogin, login } from '@fiji/platform';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, SkeletonGrid } from '@fiji/ui';
import { PasswordField } from '../../forms/password-field';
import { TwoFactorStep } from './two-factor-step';
import { useNextPath, useSignIn, withNext } from './use-sign-in';

/** Demo Access Portal (/demo-login): pick one of five demo accounts, or type the details of any account. */
export default function DemoLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, submitting, signIn, challenged, cancelChallenge, finish } = useSignIn(DemoLoginDto);
  const next = useNextPath();
  const accounts = useQuery<DemoAccount[]>({
    queryKey: demoAccountKeys.all,
    queryFn: () => apiJson<DemoAccount[]>('GET', '/api/auth/demo-accounts'),
  });

  const choose = (account: DemoAccount) => {
    setUsername(account.username);
    setPassword(account.password);
    setErrors({});
  };

  // The server's demo login takes only the listed accounts; anyone else typing here signs in normally.
  const isListed = (name: string) => (accounts.data ?? []).some((a) => a.username.toLowerCase() === name.toLowerCase());
  const submit = (event: FormEvent) =>
    signIn(event, { username, password }, () => (isListed(username.trim()) ? demoLogin : login)(username.trim(), password));

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold">Demo Access Portal</h1>
        <p className="mt-2 text-muted-foreground">
          Choose a demo account to fill in its details, then log in to explore the platform.
        </p>
      </header>

      {/* grid-cols-1 (minmax(0, 1fr)): long labels wrap on a 360 px phone instead of widening the page. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 className="mb-3 text-lg font-semibold">Demo accounts</h2>
          {accounts.isLoading ? (
            <SkeletonGrid count={5} className="grid gap-3 sm:grid-cols-2" />
          ) : accounts.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The demo accounts could not be loaded. You can still type a username and password.
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {(accounts.data ?? []).map((account) => {
                const selected = account.username === username;
                return (
                  <li key={account.username}>
                    <button
                      type="button"
                      onClick={() => choose(account)}
                      aria-pressed={selected}
                      className="h-full w-full rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary focus-visible:outline-2 aria-pressed:border-primary aria-pressed:bg-accent"
                    >
                      <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                        <span className="font-semibold">{account.label}</span>
                        <Badge variant="secondary">{ROLE_LABELS[account.role]}</Badge>
                      </span>
                      <span className="mt-1 block text-sm text-muted-foreground">{account.description}</span>
                      <span className="mt-2 block truncate font-mono text-xs">{account.username}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Login</CardTitle>
            <CardDescription>Both fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            {challenged ? (
              <TwoFactorStep onSignedIn={finish} onCancel={cancelChallenge} />
            ) : (
              <form onSubmit={submit} noValidate className="flex flex-col gap-4">
                  <FormField label="Username" required error={errors.username}>
                    <Input
                      name="username"
                      autoComplete="username"
                      value={username}
                      onChange={(e) => setUsername(e.target.value)}
                      required
                    />
                  </FormField>
                  <PasswordField name="password" error={errors.password} value={password} onChange={setPassword} />
                  <Button type="submit" disabled={submitting}>
                    {submitting ? 'Logging in...' : 'Login'}
                  </Button>
                </form>
            )}
            <p className="mt-6 text-sm text-muted-foreground">
              Have your own account? <Link className="text-primary underline" to={withNext('/signin', next)}>Sign in with email</Link>
              {' · '}
              <Link className="text-primary underline" to={withNext('/signup', next)}>Create an account</Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
