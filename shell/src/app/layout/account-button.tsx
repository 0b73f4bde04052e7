import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { SessionUser } from '@fiji/contracts';
import { Avatar, avatarInitials, Button } from '@fiji/ui';

export function accountName(user: SessionUser): string {
  return user.fullName || `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The header's account button: drawn the same before the menu's code has loaded (nav-bar.tsx) and as the
 * Radix menu's trigger after (user-menu.tsx), so nothing moves when the one replaces the other.
 */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { user: SessionUser }>(
  function AccountButton({ user, ...props }, ref) {
    const name = accountName(user);
    // The accessible name holds what the button shows (the initials when there is no picture, the name on
    // wide screens), so a voice-control user can say what they see (docs/accessibility.md).
    const shown = user.profileImageUrl ? name : `${avatarInitials(name)} ${name}`;
    return (
      <Button ref={ref} variant="ghost" className="h-10 gap-2 px-2" aria-label={`${shown}, your account`} aria-haspopup="menu" {...props}>
        <Avatar src={user.profileImageUrl} name={name} size="sm" />
        {/* A space between the initials and the name (not drawn in the flex row) keeps them two words in the visible text. */}
        {' '}
        <span className="hidden max-w-[10rem] truncate text-sm lg:inline">{name}</span>
      </Button>
    );
  },
);
