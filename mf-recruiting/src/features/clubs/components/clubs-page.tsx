import { useState } from 'react';
import { MAJOR_UNIONS, ORG_TYPE_LABELS, OTHER_UNIONS, type OrgType } from '@fiji/contracts';
import { Badge, Button, Card, CardContent, Skeleton } from '@fiji/ui';
import { useOrganizations } from '../api/organizations';

function UnionPicker({ onPick }: { onPick: (u: string) => void }) {
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">Choose Your Rugby Union</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {MAJOR_UNIONS.map((u) => (
          <li key={u}>
            <Button variant="outline" className="w-full" onClick={() => onPick(u)}>
              {u}
            </Button>
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold text-muted-foreground">Other unions</h3>
      <ul className="flex flex-wrap gap-2">
        {OTHER_UNIONS.map((u) => (
          <li key={u}>
            <Button variant="ghost" size="sm" onClick={() => onPick(u)}>
              {u}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UnionClubs({ union, onBack }: { union: string; onBack: () => void }) {
  const orgs = useOrganizations(union);
  const results = orgs.data?.results ?? [];
  return (
    <div className="grid gap-4">
      <button type="button" className="justify-self-start text-sm text-primary underline" onClick={onBack}>
        ← Back to Union Selection
      </button>
      <h2 className="text-lg font-semibold">{union}</h2>
      {orgs.isLoading ? (
        <Skeleton className="h-32" />
      ) : orgs.isError ? (
        <p role="alert" className="text-destructive">Failed to search organizations</p>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground">No organizations found</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2">
            {results.map((o) => (
              <li key={o.id}>
                <Card>
                  <CardContent className="grid gap-1 pt-6">
                    <p className="font-semibold">{o.name}</p>
                    <Badge variant="secondary">{ORG_TYPE_LABELS[o.orgType as OrgType] ?? o.orgType}</Badge>
                    {o.description && <p className="text-sm">{o.description}</p>}
                    <p className="text-xs text-muted-foreground">{[o.city, o.province].filter(Boolean).join(', ')}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            Showing {results.length} of {orgs.data?.total ?? results.length} organizations
          </p>
        </>
      )}
    </div>
  );
}

/** /clubs: the clubs directory by rugby union (recruiting-side §2); open to everyone. */
export default function ClubsPage() {
  const [union, setUnion] = useState('');
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Find Rugby Clubs &amp; Teams</h1>
      {union ? <UnionClubs union={union} onBack={() => setUnion('')} /> : <UnionPicker onPick={setUnion} />}
    </section>
  );
}
