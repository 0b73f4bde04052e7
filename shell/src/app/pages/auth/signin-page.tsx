import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, ERROR_CODES, LoginDto } from '@fiji/contracts';
import { hasErrorCode, login, parseApiError, toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '@fiji/ui';
import { PasswordField } from '../../forms/password-field';
import { loginFailedToast } from './auth-toasts';
import { TwoFactorStep } from './two-factor-step';
import { useNextPath, useSignIn, withNext } from './use-sign-in';

/** /signin: email and password of a real account. */
export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, submitting, signIn, challenged, cancelChallenge, finish } = useSignIn(LoginDto);
  const next = useNextPath();

  const submit = (event: FormEvent) =>
    signIn(event, { email, password }, () => login(email.trim(), password), (error) => {
      const { status, message } = parseApiError(error);
      if (status === 429) toast({ title: 'Login Failed', description: message || AUTH_MESSAGES.tooManyAttempts, variant: 'destructive' });
      // A suspended account (right password only) is told why it cannot sign in (docs/admin.md).
      else if (hasErrorCode(error, ERROR_CODES.ACCOUNT_SUSPENDED)) toast({ title: 'Account suspended', description: message, variant: 'destructive' });
      else loginFailedToast();
    });

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Sign In</CardTitle>
          <CardDescription>Sign in with the email and password of your account.</CardDescription>
        </CardHeader>
        <CardContent>
          {challenged ? (
            <TwoFactorStep onSignedIn={finish} onCancel={cancelChallenge} />
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField label="Email" required error={errors.email}>
                <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </FormField>
              <PasswordField name="password" error={errors.password} value={password} onChange={setPassword} />
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          )}
          <p className="mt-6 text-sm text-muted-foreground">
            New here? <Link className="text-primary underline" to={withNext('/signup', next)}>Create an account</Link>
            {' · '}
            <Link className="text-primary underline" to={withNext('/demo-login', next)}>Try a demo account</Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
