import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatWithZone, type GoalView, type MentoringSessionView } from '@fiji/contracts';
import { serverMessage } from '@fiji/platform';
import { Button, Card, CardContent, Checkbox, FormField, Input, Progress, Select, Textarea } from '@fiji/ui';
import { addMilestone, createAssessment, createGoal, setMilestone, useAssessments, useGoals, useProgressWrite, useRelationships } from '../api/progress';
import { NotFound } from '#shared/components/not-found';
import { useSessions } from '#shared/sessions-api';
import { MentorProPrompt, useMentorProEntitlement } from '#shared/mentor-pro/mentor-pro-prompt';

/** /mentoring/progress: the caller's mentoring relationships, each opening its goals and assessments. */
export function ProgressIndexPage() {
  const rels = useRelationships();
  return (
    <section className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Progress together</h1>
      {rels.isLoading ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : rels.isError ? (
        <p role="alert" className="text-destructive">Your mentoring relationships could not be loaded.</p>
      ) : (rels.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">Goals and assessments appear here once you book a session with a mentor.</p>
      ) : (
        <ul className="grid gap-2">
          {rels.data!.map((r) => (
            <li key={r.id}>
              <Link to={`/mentoring/progress/${r.id}`} className="underline">
                {r.side === 'mentor' ? `Mentee: ${r.menteeName}` : `Mentor: ${r.mentorName}`}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /mentoring/progress/:relationshipId: goals with milestones and progress, and session assessments. */
export default function ProgressPage() {
  const { relationshipId = '' } = useParams();
  const goals = useGoals(relationshipId);
  const rels = useRelationships();
  const rel = rels.data?.find((r) => r.id === relationshipId);
  // The mentor's goals, milestones and assessments need Mentor Pro; the mentee's own never do (docs/mentoring.md "Mentor Pro").
  const canTrack = useMentorProEntitlement('progressTracking');
  const locked = rel?.side === 'mentor' && canTrack === false;
  if (goals.isLoading) return <p className="p-4 text-muted-foreground">Loading progress...</p>;
  if (goals.isError) return <NotFound title="Relationship not found" text="This mentoring relationship was not found." />;
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header>
        <Link to="/mentoring/progress" className="text-sm underline">
          All relationships
        </Link>
        <h1 className="text-2xl font-bold">Progress together{rel ? ` · ${rel.side === 'mentor' ? rel.menteeName : rel.mentorName}` : ''}</h1>
      </header>
      <Goals relationshipId={relationshipId} goals={goals.data ?? []} locked={locked} />
      <Assessments relationshipId={relationshipId} isMentor={rel?.side === 'mentor'} locked={locked} />
    </section>
  );
}

function Goals({ relationshipId, goals, locked }: { relationshipId: string; goals: GoalView[]; locked: boolean }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useProgressWrite(relationshipId, (t: string) => createGoal(relationshipId, t));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(title);
      setTitle('');
    } catch (err) {
      setError(serverMessage(err, 'The goal could not be added.'));
    }
  };
  return (
    <section aria-labelledby="goals" className="grid gap-3">
      <h2 id="goals" className="text-xl font-semibold">
        Goals
      </h2>
      {goals.length === 0 && <p className="text-muted-foreground">No goals yet.</p>}
      <ul className="grid gap-3">
        {goals.map((g) => (
          <li key={g.id}>
            <GoalCard relationshipId={relationshipId} goal={g} locked={locked} />
          </li>
        ))}
      </ul>
      {locked ? (
        <MentorProPrompt feature="progressTracking" />
      ) : (
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add a goal">
        <FormField label="New goal" className="min-w-[14rem] flex-1">
          <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={!title.trim() || add.isPending}>
          Add goal
        </Button>
      </form>
      )}
      {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
    </section>
  );
}

function GoalCard({ relationshipId, goal, locked }: { relationshipId: string; goal: GoalView; locked: boolean }) {
  const [step, setStep] = useState('');
  const add = useProgressWrite(relationshipId, (t: string) => addMilestone(goal.id, t));
  const toggle = useProgressWrite(relationshipId, (m: { id: string; done: boolean }) => setMilestone(m.id, m.done));
  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <p className="font-semibold">{goal.title}</p>
        <div className="flex items-center gap-2">
          {/* A goal's share of milestones done, not work in flight: never busy. */}
          <Progress value={goal.progressPercentage} aria-busy={false} aria-label={`${goal.title}: ${goal.progressPercentage}% done`} className="flex-1" />
          <span className="text-sm">{goal.progressPercentage}%</span>
        </div>
        <ul className="grid gap-1">
          {goal.milestones.map((m) => (
            <li key={m.id}>
              <Checkbox checked={m.isCompleted} disabled={toggle.isPending} onChange={(e) => toggle.mutate({ id: m.id, done: e.currentTarget.checked })} label={m.title} />
            </li>
          ))}
        </ul>
        {!locked && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={`Add a milestone to ${goal.title}`}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(step, { onSuccess: () => setStep('') });
          }}
        >
          <FormField label="New milestone" className="min-w-[12rem] flex-1">
            <Input value={step} maxLength={200} onChange={(e) => setStep(e.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" disabled={!step.trim() || add.isPending}>
            Add milestone
          </Button>
        </form>
        )}
      </CardContent>
    </Card>
  );
}

const lines = (s: string) => s.split('\n').map((x) => x.trim()).filter(Boolean);

/** This pair's sessions (not cancelled), newest first: what an assessment can be about, and its label in the list. */
function usePairSessions(relationshipId: string, role: 'mentor' | 'mentee'): MentoringSessionView[] {
  const past = useSessions(role, 'past');
  const upcoming = useSessions(role, 'upcoming');
  return [...(past.data?.results ?? []), ...(upcoming.data?.results ?? [])]
    .filter((s) => s.relationshipId === relationshipId && s.status !== 'cancelled')
    .sort((a, b) => b.start.localeCompare(a.start));
}

const EMPTY_ASSESSMENT = { sessionId: '', skillArea: '', score: '', strengths: '', improvements: '', nextSteps: '' };

function Assessments({ relationshipId, isMentor, locked }: { relationshipId: string; isMentor: boolean; locked: boolean }) {
  const list = useAssessments(relationshipId);
  const sessions = usePairSessions(relationshipId, isMentor ? 'mentor' : 'mentee');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sessionLabel = (s: MentoringSessionView) => `${formatWithZone(s.start, zone)} · ${s.title}`;
  const sessionText = (id: string) => {
    const s = sessions.find((x) => x.id === id);
    return s ? sessionLabel(s) : 'an earlier session';
  };
  const [form, setForm] = useState(EMPTY_ASSESSMENT);
  const [error, setError] = useState<string | null>(null);
  const add = useProgressWrite(relationshipId, () =>
    createAssessment({
      relationshipId, sessionId: form.sessionId || undefined, skillArea: form.skillArea, scoreOutOf10: Number(form.score), strengths: lines(form.strengths),
      improvementAreas: lines(form.improvements), nextSteps: form.nextSteps || undefined,
    }),
  );
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <section aria-labelledby="assessments" className="grid gap-3">
      <h2 id="assessments" className="text-xl font-semibold">
        Assessments
      </h2>
      {list.isLoading ? (
        <p className="text-muted-foreground">Loading assessments...</p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">Assessments could not be loaded.</p>
      ) : (list.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">No assessments yet.</p>
      ) : (
        <ul className="grid gap-2">
          {list.data!.map((a) => (
            <li key={a.id}>
              <Card>
                <CardContent className="grid gap-1 pt-6 text-sm">
                  <p className="font-semibold">
                    {a.skillArea}: {a.scoreOutOf10}/10
                  </p>
                  <p className="text-xs text-muted-foreground">{formatWithZone(a.createdAt)}</p>
                  {a.sessionId && (
                    <p className="text-xs">
                      Session: {sessionText(a.sessionId)}
                    </p>
                  )}
                  {a.strengths.length > 0 && <p>Strengths: {a.strengths.join(', ')}</p>}
                  {a.improvementAreas.length > 0 && <p>To improve: {a.improvementAreas.join(', ')}</p>}
                  {a.nextSteps && <p>Next steps: {a.nextSteps}</p>}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {isMentor && locked && <MentorProPrompt feature="progressTracking" />}
      {isMentor && !locked && (
        <form
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Add an assessment"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(null);
            try {
              await add.mutateAsync(undefined);
              setForm(EMPTY_ASSESSMENT);
            } catch (err) {
              setError(serverMessage(err, 'The assessment could not be saved.'));
            }
          }}
        >
          <FormField label="Session" hint="The session this assessment is about (optional)" className="sm:col-span-2">
            <Select value={form.sessionId} onChange={set('sessionId')}>
              <option value="">Not about one session</option>
              {sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {sessionLabel(s)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Skill area" required>
            <Input value={form.skillArea} onChange={set('skillArea')} required maxLength={80} />
          </FormField>
          <FormField label="Score out of 10" required>
            <Input type="number" min={0} max={10} value={form.score} onChange={set('score')} required />
          </FormField>
          <FormField label="Strengths (one per line)">
            <Textarea rows={3} value={form.strengths} onChange={set('strengths')} />
          </FormField>
          <FormField label="Improvement areas (one per line)">
            <Textarea rows={3} value={form.improvements} onChange={set('improvements')} />
          </FormField>
          <FormField label="Next steps" className="sm:col-span-2">
            <Textarea rows={2} value={form.nextSteps} onChange={set('nextSteps')} />
          </FormField>
          <Button type="submit" disabled={add.isPending || !form.skillArea || form.score === ''} className="sm:col-span-2">
            Save assessment
          </Button>
          {error && <p role="alert" className="text-sm text-destructive sm:col-span-2">{error}</p>}
        </form>
      )}
    </section>
  );
}
