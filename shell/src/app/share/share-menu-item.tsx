import { openShare, type ShareContext, type ShareUserType } from '@fiji/platform';
import { DropdownMenuItem } from '@fiji/ui';
import { shareLabel } from './share-button';
import { rememberMenuTrigger } from './share-focus';
import { ShareIcon } from './share-icons';

/** The Share action inside a DropdownMenuContent; the dialog (ShareDialogHost) outlives the closing menu. */
export function ShareMenuItem({ userType = 'visitor', context = 'navigation', label, className }: {
  userType?: ShareUserType;
  context?: ShareContext;
  label?: string;
  className?: string;
}) {
  return (
    <DropdownMenuItem
      className={className}
      onSelect={(event) => {
        rememberMenuTrigger(event.target);
        openShare({ userType, context });
      }}
    >
      <ShareIcon />
      {shareLabel(context, label)}
    </DropdownMenuItem>
  );
}
