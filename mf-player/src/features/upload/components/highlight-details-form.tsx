import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CreateHighlightDto,
  HIGHLIGHT_MESSAGES,
  HIGHLIGHT_TAGS,
  HIGHLIGHT_TOASTS,
  validateForm,
  VISIBILITIES,
  VISIBILITY_LABELS,
  type FieldErrors,
  type HighlightContentType,
  type HighlightTag,
  type OwnPlayerProfileResponse,
  type Visibility,
} from '@fiji/contracts';
import { toast } from '@fiji/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, Checkbox, FormField, Input, RadioGroup } from '@fiji/ui';
import { ChoiceGroup } from '#shared/components/choice-group';
import { useFocusFirstError } from '#shared/lib/focus-first-error';
import { useCreateHighlight } from '../api/create-highlight';
import { createFailure, isPlanLimit } from '../lib/upload-errors';

export interface HighlightDetailsFormProps {
  profile: OwnPlayerProfileResponse;
  /** The stored object path once the file is uploaded; Submit is disabled until then. */
  objectPath: string | null;
  kind: HighlightContentType;
  /** The plan's media limit refused the highlight: the page offers the ways past it. */
  onPlanLimit?: () => void;
}

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** Media details, tags, privacy and (under 18) guardian consent, then POST /api/highlights. */
export function HighlightDetailsForm({ profile, objectPath, kind, onPlanLimit }: HighlightDetailsFormProps) {
  const navigate = useNavigate();
  const create = useCreateHighlight(profile.id);
  const [title, setTitle] = useState('');
  const [competition, setCompetition] = useState('');
  const [opponent, setOpponent] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [privacy, setPrivacy] = useState<Visibility>('public');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const focus = useFocusFirstError(errors);
  const minor = profile.isMinor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!objectPath) {
      toast({ title: HIGHLIGHT_MESSAGES.noFile, variant: 'destructive' });
      return;
    }
    const body: CreateHighlightDto = {
      title: title.trim(),
      contentType: kind,
      filePath: objectPath,
      privacy,
      tags: tags as HighlightTag[],
      competition: optional(competition),
      opponent: optional(opponent),
      eventDate: optional(eventDate),
      ...(minor ? { guardianConsent: consent } : {}),
    };
    const found = validateForm(CreateHighlightDto, body);
    if (minor && !consent) found.guardianConsent = HIGHLIGHT_MESSAGES.guardianConsent;
    focus.request();
    setErrors(found);
    if (found.guardianConsent && Object.keys(found).length === 1)
      toast({ title: HIGHLIGHT_MESSAGES.guardianConsentTitle, description: HIGHLIGHT_MESSAGES.guardianConsent, variant: 'destructive' });
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: HIGHLIGHT_TOASTS.success, description: HIGHLIGHT_TOASTS.successDescription });
        navigate('/player/me');
      },
      onError: (error) => {
        const problem = createFailure(error);
        if (problem) toast({ ...problem, variant: 'destructive' });
        if (isPlanLimit(error)) onPlanLimit?.();
      },
    });
  };

  return (
    <form ref={focus.ref} noValidate onSubmit={submit} className="grid gap-6" aria-label="Highlight details">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Media Details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Title" required error={errors.title} id="highlight-title">
            <Input value={title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Competition" error={errors.competition} id="highlight-competition">
              <Input value={competition} onChange={(e) => setCompetition(e.target.value)} />
            </FormField>
            <FormField label="Opponent" error={errors.opponent} id="highlight-opponent">
              <Input value={opponent} onChange={(e) => setOpponent(e.target.value)} />
            </FormField>
          </div>
          <FormField label="Event date" error={errors.eventDate} id="highlight-event-date">
            <Input type="date" value={eventDate} onChange={(e) => setEventDate(e.target.value)} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Tags</CardTitle>
        </CardHeader>
        <CardContent>
          <ChoiceGroup id="highlight-tags" legend="What happens in this clip?" options={HIGHLIGHT_TAGS} value={tags} onChange={setTags} error={errors.tags} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Privacy Options</CardTitle>
        </CardHeader>
        <CardContent>
          <RadioGroup
            legend="Who can see this highlight"
            name="privacy"
            orientation="vertical"
            options={VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))}
            value={privacy}
            onValueChange={(v) => setPrivacy(v as Visibility)}
            error={errors.privacy}
          />
        </CardContent>
      </Card>

      {minor && (
        <section
          aria-labelledby="highlight-guardian-title"
          data-testid="highlight-guardian-consent"
          className="grid gap-3 rounded-lg border border-warning bg-warning-soft p-4"
        >
          <h2 id="highlight-guardian-title" className="font-semibold text-warning">
            {HIGHLIGHT_MESSAGES.guardianConsentTitle}
          </h2>
          <p className="text-sm">
            Players under 18 need a parent or guardian&apos;s consent before a highlight is shared. Guardian contact:{' '}
            <span className="font-medium break-all">{profile.contactEmail ?? 'not set'}</span>
          </p>
          <Checkbox
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={errors.guardianConsent ? true : undefined}
            aria-describedby={errors.guardianConsent ? 'highlight-guardian-error' : undefined}
            label={HIGHLIGHT_MESSAGES.guardianConsentText}
          />
          {errors.guardianConsent && (
            <p id="highlight-guardian-error" className="text-sm font-medium text-destructive">
              {errors.guardianConsent}
            </p>
          )}
        </section>
      )}

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!objectPath || create.isPending} className="w-full sm:w-auto">
          {create.isPending ? 'Saving...' : 'Submit Highlight'}
        </Button>
      </div>
    </form>
  );
}
