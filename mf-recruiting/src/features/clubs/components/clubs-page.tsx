import { Link } from 'react-router';
import { useSession } from '@fiji/platform';
import { useClubFilters } from '../hooks/use-club-filters';
import { useOrganizations } from '../api/organizations';
import { UnionDirectory } from './union-directory';
import { UnionPicker } from './union-picker';

/** Players and signed-out visitors see the preview; the server decides, the banner says so. */
function PreviewBanner() {
  return (
    <p role="status" data-testid="clubs-preview-banner" className="rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning">
      Preview mode: descriptions are shortened and contact details are hidden.{' '}
      <Link to="/pricing" className="font-semibold underline">
        Upgrade now
      </Link>{' '}
      to see full club details and contact them.
    </p>
  );
}

/** /clubs: the clubs directory by rugby union; open to everyone, signed in or not. */
export default function ClubsPage() {
  const { user, isLoading } = useSession();
  const { filters, chooseUnion, backToUnions, refine, clearRefine } = useClubFilters();
  const orgs = useOrganizations(filters);
  // Before a list has loaded, the viewer's role says whether this is the preview.
  const preview = orgs.data?.preview ?? (!isLoading && (!user || user.role === 'player'));

  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Find Rugby Clubs &amp; Teams</h1>
        <p className="text-muted-foreground">Browse clubs, provincial unions, academies and school rugby programmes across Fiji.</p>
      </header>
      {preview && <PreviewBanner />}
      {filters.union ? (
        <UnionDirectory orgs={orgs} filters={filters} onBack={backToUnions} onRefine={refine} onClearRefine={clearRefine} />
      ) : (
        <UnionPicker onPick={chooseUnion} />
      )}
    </section>
  );
}
