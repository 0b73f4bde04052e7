import { useNavigate } from 'react-router';
import { ROLE_LABELS, type SessionUser } from '@fiji/contracts';
import { logout } from '@fiji/platform';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@fiji/ui';
import { AccountButton, accountName } from './account-button';

/**
 * Name, role label, Profile Settings, Billing (accounts that can hold a plan) and Log out. Loaded when the
 * account button is first pressed (nav-bar.tsx), so it opens at once (`defaultOpen`) on that press.
 */
export default function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const name = accountName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} />
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
