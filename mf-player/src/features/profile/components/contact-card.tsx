import { isOwnProfileResponse, type AnyPlayerProfileResponse } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Shown to an under-18 player (and admins) only: the guardian on record and the consent (docs/decisions.md). */
function GuardianBlock({ email, consentAt }: { email: string | null; consentAt: string | null }) {
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3" data-testid="guardian-info">
      <p className="font-medium">Guardian</p>
      <p className="break-all">{email ?? 'No guardian email on record'}</p>
      <p className="text-muted-foreground">
        {consentAt ? `Consent recorded on ${day.format(new Date(consentAt))}` : 'Guardian consent not recorded yet'}
      </p>
    </div>
  );
}

/**
 * Contact details as the server sent them. A player under 18 is masked for most viewers
 * (docs/decisions.md safeguarding): the server sends no email or phone, only "Contact via request".
 */
export function ContactCard({ player }: { player: AnyPlayerProfileResponse }) {
  const { contactEmail, contactPhone, contactNote } = player;
  return (
    <Card data-testid="contact-card">
      <CardHeader>
        <CardTitle as="h2">Contact</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {contactEmail || contactPhone ? (
          <dl className="grid gap-2">
            {contactEmail && (
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${contactEmail}`}>
                    {contactEmail}
                  </a>
                </dd>
              </div>
            )}
            {contactPhone && (
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Phone</dt>
                <dd>
                  <a className="text-primary underline-offset-4 hover:underline" href={`tel:${contactPhone.replace(/\s+/g, '')}`}>
                    {contactPhone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        ) : contactNote ? (
          <>
            <p className="font-medium" data-testid="contact-note">
              {contactNote}
            </p>
            <p className="text-muted-foreground">The player&apos;s details are shared once they approve a contact request.</p>
          </>
        ) : (
          <p className="text-muted-foreground">No contact details shared.</p>
        )}
        {isOwnProfileResponse(player) && player.isMinor && <GuardianBlock email={player.guardian.email} consentAt={player.guardian.consentAt} />}
      </CardContent>
    </Card>
  );
}
