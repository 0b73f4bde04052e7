/**
 * The landing page (/ when signed out). Prerendered to HTML at build time, so it renders in Node:
 * no window/document at module scope or during render, and nothing heavier than the design system
 * (no form validation code: that lives in the contact and feedback chunks).
 */
import { LANDING_STATS } from '@fiji/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { ShareButton } from '../../share/share-button';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';
import { StatGrid } from './parts/stat-grid';

const PATHS = [
  {
    title: 'Players',
    text: 'Build your rugby profile, upload highlights and record your achievements so local clubs, provincial unions and mentors can find you.',
    cta: 'Create your profile',
    to: '/demo-login',
  },
  {
    title: 'Local Clubs & Provincial Unions',
    text: 'Search school, village and club players across all four divisions by position, school and province, keep watchlists and send contact requests.',
    cta: 'Find talent',
    to: '/find-talent',
  },
  {
    title: 'Mentors',
    text: 'Former players, coaches and rugby professionals guide young Fiji players through coaching and video sessions, at home or from abroad.',
    cta: 'Explore mentoring',
    to: '/mentoring',
  },
] as const;

export default function LandingPage() {
  return (
    <div>
      <PageHero
        eyebrow="Bula! Welcome to the Fiji Rugby Talent Network"
        title="Every Fiji rugby player deserves to be seen."
        actions={
          <>
            <Button asChild variant="secondary" size="lg">
              <Link to="/demo-login">Try the demo</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/demo-login">Get Started</Link>
            </Button>
          </>
        }
      >
        <p>
          From school grounds in Suva to village fields in the Yasawas, talent is everywhere. Players share their
          profiles and highlights; clubs, provincial unions and mentors find them.
        </p>
      </PageHero>

      <Section title="Choose your path" intro="One network for everyone in Fiji rugby.">
        <div className="grid gap-4 md:grid-cols-3">
          {PATHS.map((path) => (
            <Card key={path.title} className="flex flex-col">
              <CardHeader>
                <CardTitle>{path.title}</CardTitle>
                <CardDescription>{path.text}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild variant="outline" className="w-full">
                  <Link to={path.to}>{path.cta}</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="Rugby runs deep in Fiji" tone="muted">
        <StatGrid
          stats={[
            { value: String(LANDING_STATS.schools), label: 'secondary schools playing rugby' },
            { value: LANDING_STATS.studentPlayers, label: 'student players in the finals each year' },
            { value: LANDING_STATS.clubPlayers, label: 'club and village players' },
          ]}
        />
      </Section>

      <Section
        title="Spread the word"
        intro="Know a player who should be seen, or someone who would make a great mentor? Send them an invite."
      >
        <Card>
          <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:pt-6">
            <ShareButton context="landing" label="Invite a friend" />
            <ShareButton context="mentor-recommendation" />
          </CardContent>
        </Card>
      </Section>

      <Section title="Ready to get discovered?" tone="muted">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/demo-login">Explore the demo</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/how-it-works">How it works</Link>
          </Button>
        </div>
      </Section>
    </div>
  );
}
