import { PLANS, UNIONS } from '@fiji/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

const recruiterPlan = PLANS.find((p) => p.id === 'recruiter');

const TOOLS = [
  { title: 'Search', text: 'Filter by position group, school, division, graduation year and format.' },
  { title: 'Watchlists', text: 'Shortlist players with notes and export them for selectors.' },
  { title: 'Interest and follows', text: 'Follow players and mark how interested you are.' },
  { title: 'Contact requests', text: 'Reach players properly: they approve, guardians of under-18s are informed.' },
] as const;

export default function RecruitersPage() {
  return (
    <div>
      <PageHero
        eyebrow="For local clubs and provincial unions"
        title="Scout all of Fiji without leaving your clubhouse"
        actions={
          <>
            <Button asChild variant="secondary" size="lg">
              <Link to="/demo-login">Try the recruiter demo</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/find-talent">Find talent</Link>
            </Button>
          </>
        }
      >
        <p>
          Players from all {UNIONS.length} rugby unions, from Suva and Nadroga to Taveuni and the Yasawas, in one search.
        </p>
      </PageHero>
      <Section title="Your recruiting toolkit">
        <div className="grid gap-4 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <Card key={tool.title}>
              <CardHeader>
                <CardTitle>{tool.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{tool.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>
      {recruiterPlan && (
        <Section title={`${recruiterPlan.name}: ${recruiterPlan.price}`} tone="muted" intro="Free accounts see preview results; the plan unlocks everything.">
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {recruiterPlan.benefits.map((benefit) => (
              <li key={benefit}>✓ {benefit.charAt(0).toUpperCase() + benefit.slice(1)}</li>
            ))}
          </ul>
          <Button asChild className="mt-6">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </Section>
      )}
    </div>
  );
}
