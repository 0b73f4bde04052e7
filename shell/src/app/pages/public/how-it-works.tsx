import { Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

const STEPS = [
  {
    title: 'Create Your Profile',
    text: 'Add your positions, school, province, height and weight, formats (15s, 7s, Beach, Touch) and a short bio. Players under 18 add a parent or guardian.',
  },
  {
    title: 'Upload Highlights',
    text: 'Upload match videos and photos straight from your phone: tries, line breaks, big tackles. Tag each clip and choose who can see it.',
  },
  {
    title: 'Get Discovered',
    text: 'Local clubs, provincial unions and coaches search by position, school and division. Verified profiles stand out.',
  },
  {
    title: 'Connect & Grow',
    text: 'Answer contact requests you approve, follow your profile views and book sessions with mentors who have played the game.',
  },
] as const;

const JOURNEYS = [
  {
    title: 'Players',
    steps: [
      'Sign up (16 or older; under 18 with a guardian’s consent).',
      'Complete your profile and set its visibility.',
      'Upload your best highlights and record your achievements.',
      'Approve or decline contact requests from clubs and unions.',
      'Find a mentor to work on the parts of your game that matter.',
    ],
    cta: { label: 'Create your profile', to: '/signup' },
  },
  {
    title: 'Local Clubs/Provincial Unions',
    steps: [
      'Sign up and have your club or union verified.',
      'Search players by position, school, division and format.',
      'Save players to watchlists and share notes with your staff.',
      'Send contact requests; under-18s are reached through their guardian.',
      'Follow players as they develop season to season.',
    ],
    cta: { label: 'Find talent', to: '/find-talent' },
  },
] as const;

export default function HowItWorksPage() {
  return (
    <div>
      <PageHero eyebrow="How it works" title="From the school field to the next level, in four steps">
        <p>The Fiji Rugby Talent Network puts players in front of the people looking for them.</p>
      </PageHero>

      <Section title="Four steps">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Two journeys" tone="muted">
        <div className="grid gap-4 md:grid-cols-2">
          {JOURNEYS.map((journey) => (
            <Card key={journey.title}>
              <CardHeader>
                <CardTitle>{journey.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="list-decimal space-y-2 pl-5 text-sm">
                  {journey.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <Button asChild className="mt-5 w-full sm:w-auto">
                  <Link to={journey.cta.to}>{journey.cta.label}</Link>
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section title="Try it first">
        <p className="max-w-2xl text-muted-foreground">
          The demo has player, club and mentor accounts ready to explore, no sign-up needed.
        </p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/demo-login">Open the demo</Link>
        </Button>
      </Section>
    </div>
  );
}
