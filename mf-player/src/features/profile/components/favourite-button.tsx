import { Button } from '@fiji/ui';
import { useFavourite } from '../lib/favourites';

/** The favourite heart: kept in this browser only, so it says so. */
export function FavouriteButton({ playerId, name }: { playerId: string; name: string }) {
  const [favourite, toggle] = useFavourite(playerId);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      title="Favourites are saved on this device only"
      data-testid="favourite-button"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={favourite ? 'text-destructive' : 'text-muted-foreground'} fill={favourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4.5 6.5 4.5c2.1 0 3.6 1.2 4.5 2.6.9-1.4 2.4-2.6 4.5-2.6 3.5 0 6 4 4 8-2.5 4.15-9.5 8.5-9.5 8.5Z" strokeLinejoin="round" />
      </svg>
    </Button>
  );
}
