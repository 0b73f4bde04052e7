import { useSession } from '@fiji/platform';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@fiji/ui';
import { ShareButton } from '../share/share-button';
import { ShareIcon } from '../share/share-icons';
import { shareUserTypeForRole } from '../share/templates';

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
        <ShareButton variant="menu-item" userType={userType} context="navigation" label="Invite to the platform" />
        <ShareButton variant="menu-item" userType={userType} context="mentor-recommendation" />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
