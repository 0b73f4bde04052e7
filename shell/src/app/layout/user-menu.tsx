import { useNavigate } from 'react-router';
import { ROLE_LABELS, type SessionUser } from '@fiji/contracts';
import { logout } from '@fiji/platform';
import {
  Avatar,
  avatarInitials,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@fiji/ui';

/** Name, role label, Profile Settings, Billing (accounts that can hold a plan) and Log out. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const name = user.fullName || `${user.firstName} ${user.lastName}`.trim();
  // The accessible name holds what the button shows (the initials when there is no picture, the name on
  // wide screens), so a voice-control user can say what they see (docs/accessibility.md).
  const shown = user.profileImageUrl ? name : `${avatarInitials(name)} ${name}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`${shown}, your account`}>
          <Avatar src={user.profileImageUrl} name={name} size="sm" />
          {/* A space between the initials and the name (not drawn in the flex row) keeps them two words in the visible text. */}
          {' '}
          <span className="hidden max-w-[10rem] truncate text-sm lg:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold">{name}</span>
          <span className="block text-xs font-normal text-muted-foreground">{ROLE_LABELS[user.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>Profile Settings</DropdownMenuItem>
        {user.role !== 'admin' && <DropdownMenuItem onSelect={() => navigate('/account/billing')}>Billing</DropdownMenuItem>}
        <DropdownMenuItem onSelect={() => void logout('/')}>Log out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
