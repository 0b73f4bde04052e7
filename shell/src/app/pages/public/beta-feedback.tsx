import {
  BETA_FEEDBACK_MESSAGES,
  BETA_USER_TYPES,
  BetaFeedbackDto,
  LIMITS,
  ROLE_LABELS,
  validateForm,
  type BetaUserType,
  type UserRole,
} from '@fiji/contracts';
import { apiRequest, parseApiError, toast, useSession } from '@fiji/platform';
import { Button, Card, CardContent, FormField, Input, RadioGroup, Select, Textarea } from '@fiji/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useFocusedErrors } from '../../forms/use-focused-errors';
import { PageHero } from './parts/page-hero';

const USER_TYPE_LABELS: Record<BetaUserType, string> = {
  player: ROLE_LABELS.player,
  parent: 'Parent or guardian',
  coach: ROLE_LABELS.coach,
  club: ROLE_LABELS.club,
  union: 'Provincial union',
  recruiter: 'Recruiter',
  agent: ROLE_LABELS.agent,
  mentor: ROLE_LABELS.mentor,
  other: 'Other',
};

const RATING_OPTIONS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => {
  const n = String(LIMITS.ratingMin + i);
  return { value: n, label: n };
});

const RATINGS = [
  { key: 'overallRating', legend: 'Overall experience' },
  { key: 'easeOfUse', legend: 'Ease of use' },
  { key: 'featureCompleteness', legend: 'Feature completeness' },
] as const;

const TEXT_FIELDS = [
  { key: 'mostUsefulFeature', label: 'Most useful feature', long: false },
  { key: 'leastUsefulFeature', label: 'Least useful feature', long: false },
  { key: 'missingFeatures', label: 'What is missing?', long: true },
  { key: 'bugReports', label: 'Bugs or problems you found', long: true },
  { key: 'suggestions', label: 'Suggestions', long: true },
] as const;

interface FeedbackValues {
  userType: BetaUserType | '';
  overallRating: number;
  easeOfUse: number;
  featureCompleteness: number;
  mostUsefulFeature: string;
  leastUsefulFeature: string;
  missingFeatures: string;
  bugReports: string;
  suggestions: string;
  contactEmail: string;
  wouldRecommend: boolean;
  additionalComments: string;
}

/** Defaults: every rating 5, would recommend yes. */
const DEFAULTS: FeedbackValues = {
  userType: '',
  overallRating: 5,
  easeOfUse: 5,
  featureCompleteness: 5,
  mostUsefulFeature: '',
  leastUsefulFeature: '',
  missingFeatures: '',
  bugReports: '',
  suggestions: '',
  contactEmail: '',
  wouldRecommend: true,
  additionalComments: '',
};

const userTypeFor = (role: UserRole | undefined): BetaUserType | '' =>
  role && (BETA_USER_TYPES as readonly string[]).includes(role) ? (role as BetaUserType) : '';

export default function BetaFeedbackPage() {
  const { user } = useSession();
  const [values, setValues] = useState<FeedbackValues>(DEFAULTS);
  const { formRef, errors, setErrors, showErrors } = useFocusedErrors();
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // A signed-in user's type is known from their account; they can still change it.
  const role = user?.role;
  useEffect(() => {
    const known = userTypeFor(role);
    if (known) setValues((v) => (v.userType ? v : { ...v, userType: known }));
  }, [role]);

  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
  }, [submitted]);

  const set = <K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(BetaFeedbackDto, values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      // Empty optional answers are left out rather than sent as "".
      const payload = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
      await apiRequest('POST', '/api/beta-feedback', payload);
      toast({ title: BETA_FEEDBACK_MESSAGES.successTitle, description: BETA_FEEDBACK_MESSAGES.successDescription });
      setSubmitted(true);
    } catch (error) {
      const { fieldErrors } = parseApiError(error);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      toast({
        title: BETA_FEEDBACK_MESSAGES.failureTitle,
        description: BETA_FEEDBACK_MESSAGES.failureDescription,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  if (submitted) {
    return (
      <div>
        <PageHero eyebrow="Beta feedback" title="Vinaka vakalevu!" />
        <div className="mx-auto max-w-2xl px-4 py-10 text-center">
          <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            Thank you for your feedback!
          </h2>
          <p className="mt-2 text-muted-foreground">
            Every answer is read by the team building the Fiji Rugby Talent Network. It helps us decide what to improve next.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/">Back to home</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setValues({ ...DEFAULTS, userType: userTypeFor(role) });
                setSubmitted(false);
              }}
            >
              Send more feedback
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div>
      <PageHero eyebrow="Beta feedback" title="Help us improve the Fiji Rugby Talent Network">
        <p>You are using an early version. Tell us what works, what doesn’t and what you need. It takes two minutes.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-label="Beta feedback form">
              <FormField label="I am a" error={errors.userType} required>
                <Select name="userType" value={values.userType} onChange={(e) => set('userType', e.target.value as BetaUserType | '')}>
                  <option value="">Select your user type</option>
                  {BETA_USER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {USER_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              </FormField>

              {RATINGS.map((rating) => (
                <RadioGroup
                  key={rating.key}
                  legend={rating.legend}
                  hint={`${LIMITS.ratingMin} = poor, ${LIMITS.ratingMax} = excellent`}
                  name={rating.key}
                  options={RATING_OPTIONS}
                  value={String(values[rating.key])}
                  onValueChange={(v) => set(rating.key, Number(v))}
                  error={errors[rating.key]}
                  required
                />
              ))}

              {TEXT_FIELDS.map((field) => (
                <FormField key={field.key} label={field.label} error={errors[field.key]}>
                  {field.long ? (
                    <Textarea name={field.key} rows={3} value={values[field.key]} onChange={(e) => set(field.key, e.target.value)} />
                  ) : (
                    <Input name={field.key} value={values[field.key]} onChange={(e) => set(field.key, e.target.value)} />
                  )}
                </FormField>
              ))}

              <RadioGroup
                legend="Would you recommend the Fiji Rugby Talent Network to others?"
                name="wouldRecommend"
                options={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
                value={values.wouldRecommend ? 'yes' : 'no'}
                onValueChange={(v) => set('wouldRecommend', v === 'yes')}
                error={errors.wouldRecommend}
              />

              <FormField label="Contact email" hint="Optional. Only if you are happy for us to follow up." error={errors.contactEmail}>
                <Input
                  name="contactEmail"
                  type="email"
                  autoComplete="email"
                  value={values.contactEmail}
                  onChange={(e) => set('contactEmail', e.target.value)}
                />
              </FormField>

              <FormField label="Anything else?" error={errors.additionalComments}>
                <Textarea name="additionalComments" rows={3} value={values.additionalComments} onChange={(e) => set('additionalComments', e.target.value)} />
              </FormField>

              <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
                {sending ? 'Submitting…' : 'Submit Feedback'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
