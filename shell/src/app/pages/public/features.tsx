import { LIMITS } from '@fiji/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

/** The static, downloadable features guide, copied from shell/public into the build. */
export const FEATURES_GUIDE_PATH = '/fiji-rugby-talent-features-guide.txt';

const GROUPS = [
  {
    title: 'For players',
    items: [
      'A rugby profile with positions, school, province, measurements and formats',
      `Highlight videos up to ${LIMITS.videoMaxBytes / 1024 ** 3} GB each, plus photos, tagged by moment`,
      'A rugby journey of achievements: tournaments, captaincy, big game moments',
      'See who viewed your profile and which clubs are interested',
      'Choose who sees your profile: public, recruiters only or private',
    ],
  },
  {
    title: 'For clubs and unions',
    items: [
      'Search by name, school, position group, division and format',
      'Watchlists with notes, exported for selection meetings',
      'Follow players and mark your interest level',
      'Contact requests that players approve',
      'A directory of clubs across all 26 rugby unions',
    ],
  },
  {
    title: 'For mentors',
    items: [
      'A mentor profile with your specialisations and rate',
      'Session booking for coaching and video reviews',
      'Share resources and track a player’s goals',
      'Reviews from the players you mentor',
    ],
  },
  {
    title: 'Safety built in',
    items: [
      'Accounts from age 16; under-18s need a guardian’s consent',
      'Minors’ contact details only shown to approved contacts',
      'Guardians told of every contact request to their child',
      'Profiles verified by our team',
    ],
  },
] as const;

export default function FeaturesPage() {
  return (
    <div>
      <PageHero eyebrow="Features" title="Everything Fiji rugby needs in one place">
        <p>Tools for players to be seen, for clubs to scout, and for mentors to pass on what they know.</p>
      </PageHero>
      <Section title="What you can do">
        <div className="grid gap-4 md:grid-cols-2">
          {GROUPS.map((group) => (
            <Card key={group.title}>
              <CardHeader>
                <CardTitle>{group.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2 text-sm">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="text-secondary">
                        ✓
                      </span>
                      {item}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/demo-login">Try the demo</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={FEATURES_GUIDE_PATH} download>
              Download the features guide
            </a>
          </Button>
        </div>
      </Section>
    </div>
  );
}
