import { PLANS, type PlanType } from '@fiji/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@fiji/ui';
import { Link } from 'react-router';
import { FaqList } from './parts/faq-list';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

/** Who each plan is for, and the pricing page's own media allowance. */
const PLAN_DETAILS: Record<PlanType, { audience: string; media?: string; cta: { label: string; to: string } }> = {
  free: { audience: 'For every player starting out', media: 'Up to 3 highlights and photos', cta: { label: 'Start free', to: '/signup' } },
  player_pro: { audience: 'For players ready to be seen', media: '25 media files', cta: { label: 'Go Pro', to: '/signup' } },
  recruiter: { audience: 'For local clubs and provincial unions', cta: { label: 'Start recruiting', to: '/signup' } },
  mentor_pro: { audience: 'For coaches and former players', cta: { label: 'Become a mentor', to: '/signup' } },
  school: { audience: 'For schools and rugby academies', cta: { label: 'Contact sales', to: '/contact' } },
};

/*
 * The pricing page states Player Pro's allowance as 25 media files; the upgrade
 * prompts' "unlimited highlights upload" stays in PLANS for those prompts, but is
 * not repeated here next to "25 media files", which would contradict it on one card.
 */
const benefitsOnPricingPage = (id: PlanType, benefits: readonly string[]) =>
  id === 'player_pro' ? benefits.filter((b) => b !== 'unlimited highlights upload') : benefits;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Cell = string | boolean;
/** Comparison rows: one value per plan, in PLANS order (free, player_pro, recruiter, mentor_pro, school). */
const COMPARISON: { feature: string; values: Record<PlanType, Cell> }[] = [
  { feature: 'Player profile', values: { free: true, player_pro: true, recruiter: false, mentor_pro: false, school: 'Whole squad' } },
  { feature: 'Highlights and photos', values: { free: 'Up to 3', player_pro: '25 media files', recruiter: false, mentor_pro: false, school: 'Per player' } },
  { feature: 'Search players', values: { free: 'Preview', player_pro: 'Preview', recruiter: 'Full results', mentor_pro: 'Full results', school: false } },
  { feature: 'Contact clubs, players and mentors', values: { free: false, player_pro: true, recruiter: 'Unlimited players', mentor_pro: true, school: true } },
  { feature: 'Advanced search filters', values: { free: false, player_pro: false, recruiter: true, mentor_pro: false, school: false } },
  { feature: 'Watchlists and data export', values: { free: false, player_pro: false, recruiter: true, mentor_pro: false, school: false } },
  { feature: 'Profile analytics', values: { free: false, player_pro: 'Advanced', recruiter: false, mentor_pro: false, school: true } },
  { feature: 'Session booking and resources', values: { free: false, player_pro: false, recruiter: false, mentor_pro: true, school: false } },
  { feature: 'Guardian consent management', values: { free: false, player_pro: false, recruiter: false, mentor_pro: false, school: true } },
];

const FAQ = [
  {
    question: 'Is there a discount for paying annually?',
    answer: 'Yes. Annual billing gives a 20% discount on every paid plan.',
  },
  {
    question: 'What happens when I change plans?',
    answer: 'Upgrades apply immediately. Downgrades take effect at the next billing cycle, so you keep what you paid for until then.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: 'Your data stays accessible for 30 days after cancellation, then it is deleted.',
  },
  {
    question: 'Can players under 18 join?',
    answer: 'Yes, from age 16 with a parent or guardian’s consent. Their contact details are only shown to people whose contact request they have approved.',
  },
  {
    question: 'How do schools and academies sign up?',
    answer: 'Contact our team and we will set up squad-wide profiles, coach accounts and guardian consent for your players.',
  },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true)
    return (
      <>
        <span aria-hidden="true">✓</span>
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">—</span>
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

export default function PricingPage() {
  return (
    <div>
      <PageHero eyebrow="Pricing" title="Simple plans for players, clubs and mentors">
        <p>Start free. Upgrade when you are ready to contact clubs, recruit players or offer sessions.</p>
      </PageHero>

      <Section title="Plans" intro="Prices in US dollars. Annual billing saves 20%.">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {PLANS.map((plan) => {
            const details = PLAN_DETAILS[plan.id];
            const featured = plan.id === 'player_pro';
            return (
              <Card key={plan.id} className={cn('flex flex-col', featured && 'border-2 border-primary')}>
                <CardHeader>
                  {featured && <Badge className="self-start">Most popular</Badge>}
                  <CardTitle as="h3">{plan.name}</CardTitle>
                  <CardDescription>{details.audience}</CardDescription>
                  <p className="mt-2 text-2xl font-bold text-foreground">{plan.price}</p>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-1.5 text-sm">
                    {details.media && plan.id !== 'free' && <li>✓ {details.media}</li>}
                    {benefitsOnPricingPage(plan.id, plan.benefits).map((benefit) => (
                      <li key={benefit}>✓ {capitalise(benefit)}</li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="mt-auto">
                  <Button asChild variant={featured ? 'default' : 'outline'} className="w-full">
                    <Link to={details.cta.to}>{details.cta.label}</Link>
                  </Button>
                </CardFooter>
              </Card>
            );
          })}
        </div>
      </Section>

      <Section title="Compare plans" tone="muted">
        {/* relative: the cells' sr-only labels are absolutely positioned and must be clipped by this scroller. */}
        <div className="relative overflow-x-auto rounded-lg border border-border bg-background" tabIndex={0} role="region" aria-label="Plan comparison (scrolls sideways)">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Features included in each plan</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-3 font-semibold">Feature</th>
                {PLANS.map((plan) => (
                  <th key={plan.id} scope="col" className="p-3 font-semibold">
                    {plan.name}
                    <span className="block text-xs font-normal text-muted-foreground">{plan.price}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature} className="border-b border-border last:border-0">
                  <th scope="row" className="p-3 font-medium">{row.feature}</th>
                  {PLANS.map((plan) => (
                    <td key={plan.id} className="p-3">
                      <CellValue value={row.values[plan.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="Frequently asked questions">
        <FaqList entries={FAQ} />
        <p className="mt-4 text-sm text-muted-foreground">
          Another question? <Link className="font-medium text-primary underline" to="/contact">Contact us</Link>.
        </p>
      </Section>
    </div>
  );
}
