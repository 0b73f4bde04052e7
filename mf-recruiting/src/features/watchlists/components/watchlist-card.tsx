import { Link } from 'react-router';
import type { WatchlistSummary } from '@fiji/contracts';
import {
  Button,
  buttonVariants,
  Card,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  shortDate,
} from '@fiji/ui';

/** A watchlist card: its name opens the detail view; a menu offers Edit, Export and Delete. */
export function WatchlistCard({
  watchlist,
  onEdit,
  onExport,
  onDelete,
}: {
  watchlist: WatchlistSummary;
  onEdit: () => void;
  onExport: () => void;
  onDelete: () => void;
}) {
  const n = watchlist.playerCount;
  return (
    <Card data-testid="watchlist-card" className="relative grid gap-3 p-4 transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold leading-tight">
          {/* The stretched link makes the whole card open the list; the buttons sit above it. */}
          <Link to={`/recruiter/watchlists/${watchlist.id}`} className="break-words after:absolute after:inset-0 after:content-['']">
            {watchlist.name}
          </Link>
        </h2>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="relative z-10 -mr-2 -mt-2" aria-label={`Actions for ${watchlist.name}`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
                <circle cx="12" cy="5" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="12" cy="19" r="2" />
              </svg>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onEdit}>Edit</DropdownMenuItem>
            <DropdownMenuItem onSelect={onExport}>Export</DropdownMenuItem>
            <DropdownMenuItem destructive onSelect={onDelete}>
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="text-sm" data-testid="watchlist-player-count">
        {n} {n === 1 ? 'player' : 'players'}
        {watchlist.addedThisWeek > 0 && <span className="text-muted-foreground"> · {watchlist.addedThisWeek} added this week</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        Created <time dateTime={watchlist.createdAt}>{shortDate(watchlist.createdAt)}</time>
      </p>
      <Link to="/recruiter/search" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'relative z-10 justify-self-start' })}>
        Add Players
      </Link>
    </Card>
  );
}
