import { useState } from 'react';
import { CONTACT_REQUEST_MESSAGES, displayName, type PlayerSearchResult } from '@fiji/contracts';
import { isUpgradeRequired, serverMessage, toast, useSendContactRequest } from '@fiji/platform';
import { ContactRequestDialog, UpgradeDialog } from '@fiji/ui';
import { CONTACT_UPGRADE_REASON } from '../components/search-copy';

/**
 * The Contact button's flow and the screen's upgrade prompt: a viewer who may contact gets the
 * contact-request dialog, anyone else (or a server paywall refusal) the upgrade prompt.
 */
export function useContactFlow({ canContact, role }: { canContact: boolean; role: string | undefined }) {
  const [target, setTarget] = useState<PlayerSearchResult | null>(null);
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);
  const send = useSendContactRequest();

  const showUpgrade = (reason: string) => setUpgradeReason(reason);
  const contact = (player: PlayerSearchResult) => (canContact ? setTarget(player) : showUpgrade(CONTACT_UPGRADE_REASON));

  const name = target ? displayName(target.user, 'Player') : '';
  const dialogs = (
    <>
      <ContactRequestDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        playerName={name}
        toUser={target?.userId}
        playerId={target?.id ?? ''}
        onSubmit={async (input) => {
          try {
            await send.mutateAsync(input);
            toast({ title: CONTACT_REQUEST_MESSAGES.sentTitle, description: CONTACT_REQUEST_MESSAGES.sentDescription(name) });
          } catch (error) {
            if (isUpgradeRequired(error)) {
              setTarget(null);
              showUpgrade(serverMessage(error, CONTACT_UPGRADE_REASON));
            } else {
              toast({ title: 'Error', description: serverMessage(error, CONTACT_REQUEST_MESSAGES.sendFailed), variant: 'destructive' });
            }
            throw error;
          }
        }}
      />
      <UpgradeDialog open={upgradeReason !== null} onOpenChange={(open) => !open && setUpgradeReason(null)} role={role} reason={upgradeReason ?? undefined} />
    </>
  );
  return { contact, showUpgrade, dialogs };
}
