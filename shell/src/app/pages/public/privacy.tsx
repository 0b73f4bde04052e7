import { LIMITS, SUPPORT } from '@fiji/contracts';
import { LegalDocument } from './parts/legal-document';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 2025"
      intro={
        <p>
          The Fiji Rugby Talent Network exists to help players get seen, which means sharing some information about them.
          This policy explains what we collect, who can see it and the choices you have, with extra care for players
          under {LIMITS.adultAge}.
        </p>
      }
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>Account details: name, email, phone, date of birth and role.</li>
              <li>Player profile: positions, school, province, height, weight, formats, bio, achievements, highlights and photos.</li>
              <li>For players under {LIMITS.adultAge}: a parent or guardian’s email and their consent.</li>
              <li>Activity: profile views, follows, contact requests, watchlists and notifications.</li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To run your account, show your profile in search, pass on contact requests, send notifications you have asked
              for, verify profiles and keep the platform safe. We do not sell personal data.
            </p>
          ),
        },
        {
          heading: 'Who can see your profile',
          body: (
            <ul>
              <li>Public: everyone signed in, including clubs and unions searching.</li>
              <li>Recruiters: only verified clubs, unions, recruiters, coaches and agents.</li>
              <li>Private: only you (and our admins, to keep the platform safe).</li>
              <li>Free accounts see a preview of search results; paid plans see full profiles.</li>
            </ul>
          ),
        },
        {
          heading: 'Players under 18',
          body: (
            <ul>
              <li>
                Minors’ contact details (email and phone) are only shown to approved contacts: people whose contact request the
                player has approved. Everyone else sees “Contact via request”.
              </li>
              <li>The guardian’s email is told about every contact request sent to the player.</li>
              <li>Highlights can only be uploaded once a parent or guardian has consented.</li>
            </ul>
          ),
        },
        {
          heading: 'How long we keep data',
          body: (
            <p>
              While your account is open. After a paid plan is cancelled, data stays accessible for 30 days, then it is
              deleted. Deleting your account removes your profile, highlights and activity.
            </p>
          ),
        },
        {
          heading: 'Security',
          body: <p>Passwords are stored hashed, connections are encrypted and access to personal data is limited to staff who need it.</p>,
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              Change your profile visibility, edit or delete your details and turn notifications on or off in Profile
              Settings. Ask us for a copy of your data or to correct it at {SUPPORT.email}.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Privacy questions: {SUPPORT.email}, {SUPPORT.phone}, {SUPPORT.office}.
            </p>
          ),
        },
      ]}
    />
  );
}
