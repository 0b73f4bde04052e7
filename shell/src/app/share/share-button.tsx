import { openShare, type ShareContext, type ShareUserType } from '@fiji/platform';
import { Button } from '@fiji/ui';
import { ShareIcon } from './share-icons';
import { PRODUCT_NAME } from './templates';

export interface ShareButtonProps {
  userType?: ShareUserType;
  context?: ShareContext;
  /** button (default) or icon (icon only, named for screen readers). Inside a menu use ShareMenuItem. */
  variant?: 'button' | 'icon';
  /** Visible text; defaults to "Share" ("Recommend a Mentor" in the mentor-recommendation context). */
  label?: string;
  className?: string;
}

/**
 * Opens the site's Share dialog. Kept free of menu code: the landing page uses it and must stay small. The dialog itself is <ShareDialogHost/>, mounted once by the shell,
 * so a menu item can open it even though its menu closes (and unmounts) at the same moment.
 */
export const shareLabel = (context: ShareContext, label?: string) =>
  label ?? (context === 'mentor-recommendation' ? 'Recommend a Mentor' : 'Share');

export function ShareButton({ userType = 'visitor', context = 'navigation', variant = 'button', label, className }: ShareButtonProps) {
  const text = shareLabel(context, label);
  const open = () => openShare({ userType, context });

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
