import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ageOn, LIMITS, ROLE_LABELS, SIGNUP_ROLES, SignupDto } from '@fiji/contracts';
import { parseApiError, signup, toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, FormField, Input, Select } from '@fiji/ui';
import { useNextPath, useSignIn, withNext } from './use-sign-in';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: string;
  dob: string;
  phone: string;
  guardianEmail: string;
  guardianConsent: boolean;
};

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  role: '',
  dob: '',
  phone: '',
  guardianEmail: '',
  guardianConsent: false,
};

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/**
 * /signup: a real account for any role but admin. The rules (age >= 16; under 18 a guardian email
 * and consent) come from SignupDto in @fiji/contracts, the same class the server validates with.
 */
export default function SignUpPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, submitting, signIn } = useSignIn(SignupDto);
  const [formError, setFormError] = useState<string | null>(null);
  const next = useNextPath();

  const minor = useMemo(() => isDate(values.dob) && ageOn(values.dob) < LIMITS.adultAge, [values.dob]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const payload = () => ({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    role: values.role,
    dob: values.dob,
    phone: values.phone.trim() || undefined,
    ...(minor ? { guardianEmail: values.guardianEmail.trim() || undefined, guardianConsent: values.guardianConsent } : {}),
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    const body = payload();
    return signIn(event, body, () => signup({ ...body, email: body.email.trim() }), (error) => {
      const { message, fieldErrors } = parseApiError(error);
      setErrors(fieldErrors);
      // The server's reason (e.g. under 16, email taken) is shown as written.
      setFormError(message || 'Sign up failed. Please try again.');
      toast({ title: 'Sign Up Failed', description: message || 'Please try again.', variant: 'destructive' });
    });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">Create your account</CardTitle>
          <CardDescription>
            Join Fiji&apos;s rugby talent network. Accounts are for ages {LIMITS.minAccountAge} and up; players under{' '}
            {LIMITS.adultAge} need a parent or guardian&apos;s consent.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <p className="text-sm text-muted-foreground sm:col-span-2">All fields are required unless marked optional.</p>
            {formError && (
              <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive sm:col-span-2">
                {formError}
              </p>
            )}
            <FormField label="First name" error={errors.firstName}>
              <Input required autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
            </FormField>
            <FormField label="Last name" error={errors.lastName}>
              <Input required autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
            </FormField>
            <FormField label="Email" error={errors.email} className="sm:col-span-2">
              <Input required type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
            </FormField>
            <FormField
              label="Password"
             
              error={errors.password}
              hint={`At least ${LIMITS.passwordMin} characters.`}
              className="sm:col-span-2"
            >
              <Input
                required
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set('password', e.target.value)}
              />
            </FormField>
            <FormField label="Role" error={errors.role}>
              <Select required value={values.role} onChange={(e) => set('role', e.target.value)}>
                <option value="">Select your role</option>
                {SIGNUP_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Date of birth" error={errors.dob}>
              <Input required type="date" autoComplete="bday" value={values.dob} onChange={(e) => set('dob', e.target.value)} />
            </FormField>
            <FormField label="Phone (optional)" error={errors.phone} className="sm:col-span-2">
              <Input type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
            </FormField>

            {minor && (
              <fieldset className="grid gap-3 rounded-md border p-4 sm:col-span-2">
                <legend className="px-1 text-sm font-semibold">Guardian Consent Required</legend>
                <p className="text-sm text-muted-foreground">
                  You are under {LIMITS.adultAge}. A parent or guardian must consent to your account and will be told about
                  contact requests.
                </p>
                <FormField label="Guardian email" error={errors.guardianEmail}>
                  <Input
                    required
                    type="email"
                    value={values.guardianEmail}
                    onChange={(e) => set('guardianEmail', e.target.value)}
                  />
                </FormField>
                <div>
                  <Checkbox
                    checked={values.guardianConsent}
                    onChange={(e) => set('guardianConsent', e.target.checked)}
                    aria-invalid={!!errors.guardianConsent}
                    label="My parent or guardian consents to me creating this account and sharing my rugby profile."
                  />
                  {errors.guardianConsent && (
                    <p className="mt-1 text-sm text-destructive">{errors.guardianConsent}</p>
                  )}
                </div>
              </fieldset>
            )}

            <Button type="submit" disabled={submitting} className="sm:col-span-2">
              {submitting ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
          <p className="mt-6 text-sm text-muted-foreground">
            Already have an account? <Link className="text-primary underline" to={withNext('/signin', next)}>Sign in</Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
