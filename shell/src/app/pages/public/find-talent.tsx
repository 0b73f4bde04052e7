import { DIVISIONS, FORMATS, POSITION_GROUP_NAMES } from '@fiji/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';
import { StatGrid } from './parts/stat-grid';

/** Static marketing figures. */
const STATS = [
  { value: '1,200+', label: 'players' },
  { value: '45+', label: 'schools' },
  { value: '280+', label: 'placements' },
  { value: '950+', label: 'verifications' },
];

/** Made-up examples of what a profile card shows; not real players. */
const SAMPLE_PLAYERS = [
  { name: 'Sample Player A', position: 'Wing', detail: 'Secondary school, Western Division', classOf: 2026, height: 182, weight: 84, formats: ['7s', '15s'] },
  { name: 'Sample Player B', position: 'Number 8', detail: 'Village club, Central Division', classOf: 2025, height: 188, weight: 101, formats: ['15s'] },
  { name: 'Sample Player C', position: 'Fly-half', detail: 'Secondary school, Northern Division', classOf: 2027, height: 176, weight: 78, formats: ['15s', '7s'] },
] as const;

export default function FindTalentPage() {
  return (
    <div>
      <PageHero
        eyebrow="For local clubs and provincial unions"
        title="Find Rugby Talent"
        actions={
          <>
            <Button asChild variant="secondary" size="lg">
              <Link to="/demo-login">Try the recruiter demo</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/pricing">See the Recruiter Plan</Link>
            </Button>
          </>
        }
      >
        <p>
          Discover emerging players from schools, villages and clubs across Fiji. Search by position, division and format,
          watch their highlights and contact them the right way.
        </p>
      </PageHero>

      <Section title="The network so far">
        <StatGrid stats={STATS} />
      </Section>

      <Section
        title="What a player profile shows"
        intro="Illustrative examples only: these are not real players. Real profiles appear once you sign in."
        tone="muted"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {SAMPLE_PLAYERS.map((player) => (
            <li key={player.name}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{player.name}</CardTitle>
                    <Badge variant="outline">Example</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {player.detail} · Class of {player.classOf}
                  </p>
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <div className="flex flex-wrap gap-1.5">
                    <Badge>{player.position}</Badge>
                    {player.formats.map((f) => (
                      <Badge key={f} variant="secondary">
                        {f}
                      </Badge>
                    ))}
                  </div>
                  <p>
                    {player.height} cm · {player.weight} kg
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Search the way you scout">
        <div className="grid gap-6 md:grid-cols-3">
          <div>
            <h3 className="font-semibold">Positions</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Positions you can search">
              {POSITION_GROUP_NAMES.map((position) => (
                <li key={position}>
                  <Badge variant="outline">{position}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Divisions</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {DIVISIONS.map((division) => (
                <li key={division}>
                  <Badge variant="outline">{division}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Formats</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {FORMATS.map((format) => (
                <li key={format}>
                  <Badge variant="outline">{format}</Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ul className="mt-8 grid gap-3 text-sm sm:grid-cols-2">
          <li>✓ Verified profiles checked with schools and clubs</li>
          <li>✓ Watchlists with notes for your coaching staff</li>
          <li>✓ Contact requests, with guardians informed for under-18s</li>
          <li>✓ Export shortlists for selection meetings</li>
        </ul>
        <Button asChild className="mt-6">
          <Link to="/signup">Create a club account</Link>
        </Button>
      </Section>
    </div>
  );
}
