import { openShare, type ShareContext, type ShareUserType } from '@fiji/platform';
import { Button, DropdownMenuItem } from '@fiji/ui';
import { rememberMenuTrigger } from './share-focus';
import { ShareIcon } from './share-icons';
import { PRODUCT_NAME } from './templates';

export interface ShareButtonProps {
  userType?: ShareUserType;
  context?: ShareContext;
  /** button (default), icon (icon only, named for screen readers) or menu-item (inside a DropdownMenuContent). */
  variant?: 'button' | 'icon' | 'menu-item';
  /** Visible text; defaults to "Share" ("Recommend a Mentor" in the mentor-recommendation context). */
  label?: string;
  className?: string;
}

/**
 * Opens the site's Share dialog. The dialog itself is <ShareDialogHost/>, mounted once by the shell,
 * so a menu item can open it even though its menu closes (and unmounts) at the same moment.
 */
export function ShareButton({ userType = 'visitor', context = 'navigation', variant = 'button', label, className }: ShareButtonProps) {
  const text = label ?? (context === 'mentor-recommendation' ? 'Recommend a Mentor' : 'Share');
  const open = () => openShare({ userType, context });

  if (variant === 'menu-item') {
    return (
      <DropdownMenuItem
        className={className}
        onSelect={(event) => {
          rememberMenuTrigger(event.target);
          open();
        }}
      >
        <ShareIcon />
        {text}
      </DropdownMenuItem>
    );
  }
  if (variant === 'icon') {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        aria-label={label ?? (context === 'mentor-recommendation' ? 'Recommend a Mentor' : `Share ${PRODUCT_NAME}`)}
        onClick={open}
        className={className}
      >
        <ShareIcon />
      </Button>
    );
  }
  return (
    <Button variant="outline" aria-haspopup="dialog" onClick={open} className={className}>
      <ShareIcon />
      {text}
    </Button>
  );
}
