import { LANDING_STATS, PLANS } from '@fiji/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

const schoolPlan = PLANS.find((p) => p.id === 'school');

const STEPS = [
  { title: 'Talk to us', text: 'Tell us about your school or academy, your teams and your coaches.' },
  { title: 'Invite your squad', text: 'We set up profiles for your players and accounts for your coaches.' },
  { title: 'Collect consent', text: 'Parents and guardians give consent online for players under 18.' },
  { title: 'Get verified', text: 'We verify your players with you, so clubs and unions can trust what they see.' },
] as const;

export default function SchoolsPage() {
  return (
    <div>
      <PageHero
        eyebrow="For schools and academies"
        title="Give your whole squad a pathway"
        actions={
          <Button asChild variant="secondary" size="lg">
            <Link to="/contact">Contact sales</Link>
          </Button>
        }
      >
        <p>
          {LANDING_STATS.schools} secondary schools play rugby in Fiji and {LANDING_STATS.studentPlayers} student players
          reach the finals each year. Most are never seen by a club or union. Your school can change that.
        </p>
      </PageHero>
      <Section title={`The ${schoolPlan?.name ?? 'School/Academy'} plan`} intro={`Pricing: ${schoolPlan?.price ?? 'Contact sales'}.`}>
        <ul className="grid gap-3 sm:grid-cols-3">
          {(schoolPlan?.benefits ?? []).map((benefit) => (
            <li key={benefit} className="rounded-lg border border-border p-4 font-medium">
              {benefit}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How it works for schools" tone="muted">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    {index + 1}. {step.title}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm">{step.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Safeguarding first">
        <p className="max-w-2xl text-muted-foreground">
          Players under 18 need a guardian’s consent before any highlight is shared, their contact details stay hidden
          until they approve a request, and guardians hear about every contact request. Read our{' '}
          <Link className="font-medium text-primary underline" to="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
