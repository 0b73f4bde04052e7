import { openShare, useSession, type ShareContext } from '@fiji/platform';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@fiji/ui';
import { rememberMenuTrigger } from '../share/share-focus';
import { ShareIcon } from '../share/share-icons';
import { shareUserTypeForRole } from '../share/templates';

const ITEMS: { context: ShareContext; label: string }[] = [
  { context: 'navigation', label: 'Invite to the platform' },
  { context: 'mentor-recommendation', label: 'Recommend a Mentor' },
];

/** The header's share dropdown: invite people, or recommend someone as a mentor. */
export default function ShareMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user } = useSession();
  const userType = shareUserTypeForRole(user?.role);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label="Share">
          <ShareIcon />
          <span className="hidden sm:inline">Share</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ITEMS.map((item) => (
          <DropdownMenuItem
            key={item.context}
            onSelect={(event) => {
              // The menu closes as the dialog opens: focus returns to the menu's trigger.
              rememberMenuTrigger(event.target);
              openShare({ userType, context: item.context });
            }}
          >
            <ShareIcon />
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
