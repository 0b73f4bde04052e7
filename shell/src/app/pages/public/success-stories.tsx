import { Button, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { Link } from 'react-router';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

/** Example journeys showing how the network is meant to work; people and details are illustrative. */
const STORIES = [
  {
    title: 'From the village field to a provincial trial',
    who: 'A winger from Kadavu (example)',
    text: 'He played village sevens and had never been seen by a union scout. A teacher filmed his games on a phone; his profile and three highlights reached a provincial union coach, who invited him to a trial in Suva.',
  },
  {
    title: 'A school captain finds her club',
    who: 'A flanker from Lautoka (example)',
    text: 'After her final Deans season she wanted to keep playing. With her guardian’s consent she set up her profile, a local women’s club sent a contact request, and she trained with them the next week.',
  },
  {
    title: 'A former international gives back',
    who: 'A mentor living abroad (example)',
    text: 'Now coaching overseas, he mentors four young Fiji props through video sessions, reviewing their scrummaging clips and setting goals for each season.',
  },
  {
    title: 'A union fills its development squad',
    who: 'A provincial union (example)',
    text: 'Its selectors searched by position and division, kept a watchlist of twenty school leavers and filled their under-20 development squad without a single missed player from the outer islands.',
  },
] as const;

export default function SuccessStoriesPage() {
  return (
    <div>
      <PageHero eyebrow="Success stories" title="How players get from unseen to selected">
        <p>
          Example journeys that show what the Fiji Rugby Talent Network is built for. Names are left out and details are
          illustrative.
        </p>
      </PageHero>
      <Section title="Journeys">
        <div className="grid gap-4 md:grid-cols-2">
          {STORIES.map((story) => (
            <Card key={story.title}>
              <CardHeader>
                <CardTitle>{story.title}</CardTitle>
                <p className="text-sm font-medium text-secondary">{story.who}</p>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-relaxed">{story.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>
      <Section title="Write your own story" tone="muted">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/signup">Create your profile</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Share your story with us</Link>
          </Button>
        </div>
      </Section>
    </div>
  );
}
