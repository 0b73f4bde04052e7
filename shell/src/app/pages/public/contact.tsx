import {
  CONTACT_MESSAGES,
  CONTACT_ROLE_LABELS,
  CONTACT_ROLES,
  ContactFormDto,
  SUPPORT,
  validateForm,
  type ContactRole,
  type UserRole,
} from '@fiji/contracts';
import { apiRequest, parseApiError, toast, useSession } from '@fiji/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Select, Textarea } from '@fiji/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { contactRoleForAccount, OTHER_SUBJECT, subjectGroups, subjectOptions } from './parts/contact-subjects';
import { useFocusedErrors } from '../../forms/use-focused-errors';
import { PageHero } from './parts/page-hero';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  role: ContactRole | '';
  subject: string;
  otherSubject: string;
  message: string;
}

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', role: '', subject: '', otherSubject: '', message: '' };

/** Sets the role, dropping a chosen subject the new role does not offer. */
function withRole(v: ContactValues, role: ContactRole | '', signedInRole: UserRole | null): ContactValues {
  const keep = !v.subject || subjectOptions(subjectGroups(role, signedInRole)).includes(v.subject);
  return { ...v, role, subject: keep ? v.subject : '' };
}

/** The body POST /api/contact receives: "Other" is replaced by the free-text subject. */
const toPayload = (v: ContactValues) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  role: v.role || undefined,
  subject: v.subject === OTHER_SUBJECT ? v.otherSubject : v.subject,
  message: v.message,
});

/**
 * A subject filled in by the link that opened the form (`/contact?subject=…`, e.g. the pricing page's
 * "Contact sales"): one of the listed subjects is selected, anything else goes in as an "Other" subject.
 */
function withLinkedSubject(v: ContactValues, subject: string | null): ContactValues {
  const text = subject?.trim().slice(0, 100);
  if (!text) return v;
  const listed = subjectOptions(subjectGroups('', null)).includes(text) && text !== OTHER_SUBJECT;
  return listed ? { ...v, subject: text } : { ...v, subject: OTHER_SUBJECT, otherSubject: text };
}

export default function ContactPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const [values, setValues] = useState<ContactValues>(() => withLinkedSubject(EMPTY, params.get('subject')));
  const { formRef, errors, setErrors, showErrors } = useFocusedErrors();
  const [sending, setSending] = useState(false);

  // Signed-in users: name, email and role come from the account (the session may load after us).
  const initial = useMemo<ContactValues>(
    () =>
      user
        ? { ...EMPTY, firstName: user.firstName, lastName: user.lastName, email: user.email, role: contactRoleForAccount(user.role) }
        : EMPTY,
    [user],
  );
  const signedInRole = user?.role ?? null;
  useEffect(() => {
    setValues((v) =>
      withRole({ ...v, firstName: initial.firstName, lastName: initial.lastName, email: initial.email }, initial.role, signedInRole),
    );
  }, [initial, signedInRole]);

  const groups = subjectGroups(values.role, signedInRole);

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = toPayload(values);
    const found = validateForm(ContactFormDto, payload);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      await apiRequest('POST', '/api/contact', payload);
      toast({ title: CONTACT_MESSAGES.success, description: `Our team will reply from ${SUPPORT.email}.` });
      setValues(initial);
    } catch (error) {
      const { fieldErrors } = parseApiError(error);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      toast({ title: CONTACT_MESSAGES.failure, description: `You can also email ${SUPPORT.email}.`, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const isOther = values.subject === OTHER_SUBJECT;

  return (
    <div>
      <PageHero eyebrow="Contact Us" title="Talk to the Fiji Rugby Talent Network team">
        <p>Questions about your profile, recruiting, mentoring or a plan? Send us a message and we will get back to you within 24 hours.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label="Contact form">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="First name" error={errors.firstName} required>
                  <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
                </FormField>
                <FormField label="Last name" error={errors.lastName} required>
                  <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
                </FormField>
              </div>
              <FormField label="Email" error={errors.email} required>
                <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
              </FormField>
              <FormField label="I am a" error={errors.role} hint={user ? 'Set from your account.' : undefined}>
                <Select
                  name="role"
                  value={values.role}
                  disabled={!!user}
                  onChange={(e) => setValues((v) => withRole(v, e.target.value as ContactRole | '', signedInRole))}
                >
                  <option value="">Select your role (optional)</option>
                  {CONTACT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {CONTACT_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Subject" error={isOther ? undefined : errors.subject} required>
                <Select name="subject" value={values.subject} onChange={(e) => set('subject', e.target.value)}>
                  <option value="">Select a subject</option>
                  {groups.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              </FormField>
              {isOther && (
                <FormField label="Your subject" error={errors.subject} required>
                  <Input name="otherSubject" value={values.otherSubject} onChange={(e) => set('otherSubject', e.target.value)} />
                </FormField>
              )}
              <FormField label="Message" error={errors.message} required>
                <Textarea name="message" rows={6} value={values.message} onChange={(e) => set('message', e.target.value)} />
              </FormField>
              <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
                {sending ? 'Sending…' : 'Send Message'}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Get in touch</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                <div>
                  <dt className="font-semibold">Email</dt>
                  <dd>
                    <a className="text-primary underline" href={`mailto:${SUPPORT.email}`}>
                      {SUPPORT.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">Phone</dt>
                  <dd>
                    <a className="text-primary underline" href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>
                      {SUPPORT.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">Office</dt>
                  <dd>{SUPPORT.office}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Hours</dt>
                  <dd>
                    <ul>
                      {SUPPORT.hours.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Looking for a quick answer?</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="mb-3 text-sm text-muted-foreground">Most questions are answered in our Help Center.</p>
              <Button asChild variant="outline" className="w-full">
                <Link to="/help">Visit Help Center</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
