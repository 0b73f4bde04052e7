import { Link } from 'react-router';
import { useAmaEvents } from './ama-api';
import { AmaCard } from './ama-card';

/** "Upcoming AMAs": a section the /mentoring page renders (the first few) and /mentoring/ama in full. */
export function UpcomingAmas({ limit }: { limit?: number }) {
  const events = useAmaEvents();
  const list = events.data ?? [];
  const shown = limit ? list.slice(0, limit) : list;
  return (
    <section aria-labelledby="upcoming-amas" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="upcoming-amas" className="text-xl font-semibold">
          Upcoming AMAs
        </h2>
        {limit && list.length > 0 && (
          <Link to="/mentoring/ama" className="text-sm underline">
            All AMA events
          </Link>
        )}
      </div>
      {events.isLoading ? (
        <p className="text-muted-foreground">Loading AMA events...</p>
      ) : events.isError ? (
        <p role="alert" className="text-destructive">AMA events could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground">No AMA events scheduled yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e) => (
            <li key={e.id}>
              <AmaCard event={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
