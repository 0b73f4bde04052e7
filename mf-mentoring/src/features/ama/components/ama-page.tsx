import { useState, type FormEvent } from 'react';
import { AMA_RULES } from '@fiji/contracts';
import { parseApiError, serverMessage, useSession } from '@fiji/platform';
import { Button, Card, CardContent, Checkbox, FormField, Input, Textarea } from '@fiji/ui';
import { useScheduleAma } from '#shared/ama/ama-api';
import { UpcomingAmas } from '#shared/ama/upcoming-amas';

/** /mentoring/ama: upcoming AMAs for everyone; a mentor also schedules one here. */
export default function AmaPage() {
  const { user } = useSession();
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Ask Me Anything</h1>
        <p className="text-muted-foreground">Live Q&amp;A sessions with mentors. Register to get the join link.</p>
      </header>
      {user?.role === 'mentor' && <ScheduleForm />}
      <UpcomingAmas />
    </section>
  );
}

function ScheduleForm() {
  const schedule = useScheduleAma();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [when, setWhen] = useState('');
  const [price, setPrice] = useState('0');
  const [capacity, setCapacity] = useState(String(AMA_RULES.defaultCapacity));
  const [isPublic, setIsPublic] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      await schedule.mutateAsync({
        title, description: description || undefined, scheduledAt: new Date(when).toISOString(), duration: AMA_RULES.defaultDuration,
        price: Number(price), capacity: Number(capacity), isPublic,
      });
      setMessage('Your AMA is scheduled.');
      setTitle('');
      setDescription('');
    } catch (err) {
      setErrors(parseApiError(err).fieldErrors);
      setMessage(serverMessage(err, 'The AMA could not be scheduled.'));
    }
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} aria-label="Schedule an AMA">
          <h2 className="text-lg font-semibold sm:col-span-2">Schedule an AMA</h2>
          <FormField label="Title" required error={errors.title} className="sm:col-span-2">
            <Input value={title} maxLength={AMA_RULES.maxTitle} onChange={(e) => setTitle(e.target.value)} required />
          </FormField>
          <FormField label="Description" error={errors.description} className="sm:col-span-2">
            <Textarea value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <FormField label={`Starts (${zone})`} required error={errors.scheduledAt}>
            <Input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
          </FormField>
          <FormField label="Price in USD (0 for free)" error={errors.price}>
            <Input type="number" min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
          </FormField>
          <FormField label="Capacity" error={errors.capacity}>
            <Input type="number" min={1} max={AMA_RULES.maxCapacity} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
          </FormField>
          <Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.currentTarget.checked)} label="Listed publicly on /mentoring" />
          <div className="grid gap-2 sm:col-span-2">
            <Button type="submit" disabled={schedule.isPending || !title || !when}>
              {schedule.isPending ? 'Scheduling...' : 'Schedule AMA'}
            </Button>
            {message && <p role="status" className="text-sm">{message}</p>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
