import { LIMITS, SUPPORT } from '@fiji/contracts';
import { LegalDocument } from './parts/legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="January 2025"
      intro={
        <p>
          These terms apply to everyone who uses the Fiji Rugby Talent Network: players, parents and guardians, local
          clubs, provincial unions, recruiters, coaches, agents and mentors. By creating an account you agree to them.
        </p>
      }
      sections={[
        {
          heading: 'Who can use the service',
          body: (
            <ul>
              <li>An account holder must be at least {LIMITS.minAccountAge} years old.</li>
              <li>
                Players under {LIMITS.adultAge} need parental consent and school verification. A parent or guardian gives
                consent and an email address at sign-up, and consent is needed before highlights are uploaded.
              </li>
              <li>Clubs, unions and recruiters must give accurate details about their organisation and role.</li>
            </ul>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <p>
              Keep your password private and your details accurate. You are responsible for what happens under your
              account. Tell us at {SUPPORT.email} straight away if you think someone else has used it.
            </p>
          ),
        },
        {
          heading: 'Your content',
          body: (
            <>
              <p>
                You own the highlights, photos and text you upload. You give us permission to store them and show them to
                the people allowed by the visibility you choose (public, recruiters or private).
              </p>
              <p>
                Only upload content you have the right to share. Do not upload footage of other players that shows them in
                a harmful or embarrassing way.
              </p>
            </>
          ),
        },
        {
          heading: 'Fair play',
          body: (
            <ul>
              <li>Contact players only through contact requests; never ask a player under 18 to move a conversation elsewhere.</li>
              <li>No harassment, discrimination, false information or impersonation.</li>
              <li>Do not copy, scrape or sell player data.</li>
            </ul>
          ),
        },
        {
          heading: 'Plans and payments',
          body: (
            <>
              <p>
                Paid plans renew monthly, or yearly with a 20% discount. Upgrades apply immediately; downgrades take effect
                at the next billing cycle.
              </p>
              <p>If you cancel, your data stays accessible for 30 days after cancellation, then it is deleted.</p>
            </>
          ),
        },
        {
          heading: 'Verification',
          body: (
            <p>
              A verified badge means we checked a profile’s details with a school, club or union at that time. It is not a
              guarantee of a player’s ability, fitness or future selection.
            </p>
          ),
        },
        {
          heading: 'Suspension and closing accounts',
          body: (
            <p>
              We may suspend accounts that break these terms, especially where the safety of young players is at risk. You
              can delete your account at any time from Profile Settings.
            </p>
          ),
        },
        {
          heading: 'Liability and law',
          body: (
            <p>
              The service is provided as it is. We are not a party to any agreement between players and clubs, unions or
              mentors. These terms are governed by the laws of the Republic of Fiji.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms: {SUPPORT.email}, {SUPPORT.phone}, {SUPPORT.office}.
            </p>
          ),
        },
      ]}
    />
  );
}
