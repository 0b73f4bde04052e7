import { useState, type FormEvent } from 'react';
import type { RelationshipSummary, ResourceView } from '@fiji/contracts';
import { parseApiError, resourceKeys, serverMessage, useSession } from '@fiji/platform';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonVariants, Card, CardContent, Checkbox, FormField, Input, Textarea } from '@fiji/ui';
import { MentorProPrompt, useMentorProEntitlement } from '#shared/mentor-pro/mentor-pro-prompt';
import { addLink, openResource, removeResource, shareWith, uploadFile, useMyRelationships, useResources, useResourceWrite } from '../api/resources';

/** /mentoring/resources: a mentor's library shared with chosen mentees; a mentee's shared resources. */
export default function ResourcesPage() {
  const { user } = useSession();
  const isMentor = user?.role === 'mentor';
  const list = useResources();
  const rels = useMyRelationships();
  const mentees = (rels.data ?? []).filter((r) => r.side === 'mentor');
  const canShare = useMentorProEntitlement('resourceSharing');
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Resource library</h1>
        <p className="text-muted-foreground">{isMentor ? 'Links you share with the mentees you choose.' : 'Resources your mentors shared with you.'}</p>
      </header>
      {/* Adding and sharing need Mentor Pro (docs/mentoring.md "Mentor Pro"): the prompt takes the forms' place. */}
      {isMentor && canShare === false && <MentorProPrompt feature="resourceSharing" />}
      {isMentor && canShare && <AddLinkForm />}
      {isMentor && canShare && <AddFileForm />}
      {list.isLoading ? (
        <p className="text-muted-foreground">Loading resources...</p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">Resources could not be loaded.</p>
      ) : (list.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">No resources yet.</p>
      ) : (
        <ul className="grid gap-3">
          {list.data!.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} mentees={mentees} canShare={canShare !== false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddLinkForm() {
  const [title, setTitle] = useState('');
  const [externalUrl, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useResourceWrite(addLink);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await add.mutateAsync({ title, externalUrl, description: description || undefined });
      setTitle('');
      setUrl('');
      setDescription('');
    } catch (err) {
      const parsed = parseApiError(err);
      setErrors({ ...parsed.fieldErrors, form: serverMessage(err, 'The link could not be added.') });
    }
  };
  return (
    <Card>
      <CardContent className="pt-6">
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Add a link">
          <FormField label="Title" required error={errors.title}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} required />
          </FormField>
          <FormField label="Link" required error={errors.externalUrl}>
            <Input type="url" value={externalUrl} onChange={(e) => setUrl(e.target.value)} required placeholder="https://" />
          </FormField>
          <FormField label="Description" className="sm:col-span-2">
            <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={add.isPending || !title || !externalUrl} className="sm:col-span-2">
            Add link
          </Button>
          {errors.form && <p role="alert" className="text-sm text-destructive sm:col-span-2">{errors.form}</p>}
        </form>
      </CardContent>
    </Card>
  );
}

function AddFileForm() {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useResourceWrite(uploadFile);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!file) return;
    setErrors({});
    const form = e.currentTarget;
    try {
      await upload.mutateAsync({ title, file });
      setTitle('');
      setFile(null);
      form.reset();
    } catch (err) {
      const parsed = parseApiError(err);
      setErrors({ ...parsed.fieldErrors, form: serverMessage(err, 'The file could not be added.') });
    }
  };
  return (
    <Card>
      <CardContent className="pt-6">
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Add a file">
          <FormField label="File title" required error={errors.title}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} required />
          </FormField>
          <FormField label="File (PDF, image or video, up to 25 MB)" required error={errors.file}>
            <Input type="file" accept="application/pdf,image/*,video/*" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} required />
          </FormField>
          <Button type="submit" disabled={upload.isPending || !title || !file} className="sm:col-span-2">
            {upload.isPending ? 'Uploading...' : 'Upload file'}
          </Button>
          {errors.form && <p role="alert" className="text-sm text-destructive sm:col-span-2">{errors.form}</p>}
        </form>
      </CardContent>
    </Card>
  );
}

function ResourceCard({ resource, mentees, canShare }: { resource: ResourceView; mentees: RelationshipSummary[]; canShare: boolean }) {
  const share = useResourceWrite((ids: string[]) => shareWith(resource.id, ids));
  const remove = useResourceWrite(() => removeResource(resource.id));
  const open = useResourceWrite(() => openResource(resource.id));
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const toggle = (relId: string, on: boolean) => {
    const next = on ? [...resource.sharedWith, relId] : resource.sharedWith.filter((x) => x !== relId);
    share.mutate(next, { onError: (e) => setError(serverMessage(e, 'Sharing could not be saved.')) });
  };
  const visit = async () => {
    setError(null);
    try {
      const { url } = (await open.mutateAsync(undefined)) as { url: string };
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      setError(serverMessage(e, 'The resource could not be opened.'));
    }
  };
  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <p className="font-semibold">{resource.title}</p>
        {resource.description && <p className="text-sm">{resource.description}</p>}
        <p className="text-xs text-muted-foreground">
          {resource.downloadCount} {resource.downloadCount === 1 ? 'download' : 'downloads'}
        </p>
        <div className="flex flex-wrap gap-2">
          {resource.resourceType === 'file' ? (
            <a
              href={`/api/mentoring/resources/${resource.id}/file`}
              download={resource.fileName ?? true}
              className={buttonVariants({ variant: 'outline' })}
              onClick={() => setTimeout(() => void qc.invalidateQueries({ queryKey: resourceKeys.all }), 1000)}
            >
              Download {resource.fileName}
            </a>
          ) : (
            <Button variant="outline" onClick={() => void visit()}>
              Open
            </Button>
          )}
          {resource.isOwner && (
            <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
              Delete
            </Button>
          )}
        </div>
        {resource.isOwner && mentees.length > 0 && (
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">Shared with</legend>
            {mentees.map((m) => (
              <Checkbox
                key={m.id}
                checked={resource.sharedWith.includes(m.id)}
                // Without Mentor Pro a mentor can still stop sharing, not share anew.
                disabled={share.isPending || (!canShare && !resource.sharedWith.includes(m.id))}
                onChange={(e) => toggle(m.id, e.currentTarget.checked)}
                label={m.menteeName}
              />
            ))}
          </fieldset>
        )}
        {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
      </CardContent>
    </Card>
  );
}
