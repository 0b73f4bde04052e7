import { Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

const POSTS = [
  {
    date: '2025-03-10',
    title: 'Five tips for filming highlights on a phone',
    paragraphs: [
      'Film landscape, stand level with halfway, and keep the ball in frame for a few seconds before and after the moment. Scouts want to see how a try was made, not just the finish.',
      'Keep clips short: twenty to forty seconds each. Tag them (Try, Tackle, Line Break) so clubs searching for a strong defender find your best hits first.',
    ],
  },
  {
    date: '2025-02-03',
    title: 'Ready for the Deans season? Get your profile match-fit',
    paragraphs: [
      'Secondary school rugby is where most Fiji players are first noticed. Before the season starts, add your positions, height, weight and school, and write a short bio about how you play.',
      'Update your achievements as the season goes: a captaincy, a zone final, a player-of-the-day. A profile that grows week by week tells a club you are serious.',
    ],
  },
  {
    date: '2025-01-20',
    title: 'Guardian consent: how we keep under-18 players safe',
    paragraphs: [
      'Players aged 16 and 17 can join with a parent or guardian’s consent. Until a player approves a contact request, their phone and email stay hidden.',
      'Guardians are told about every contact request, so families always know who is in touch. Our Privacy Policy explains the details.',
    ],
  },
  {
    date: '2024-12-05',
    title: 'From village sevens to provincial trials: what clubs look for',
    paragraphs: [
      'We asked selectors from local clubs and provincial unions what catches their eye. Work rate off the ball, clean handling under pressure and a good attitude at training came up every time.',
      'Their advice: show a full passage of play, not only the highlight, and keep your profile honest. Verification means your details are checked.',
    ],
  },
] as const;

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-FJ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export default function BlogPage() {
  return (
    <div>
      <PageHero eyebrow="Blog" title="News and advice from the Fiji Rugby Talent Network">
        <p>Tips for players, parents, clubs and mentors.</p>
      </PageHero>
      <Section title="Latest posts">
        <div className="grid gap-4">
          {POSTS.map((post) => (
            <article key={post.title}>
              <Card>
                <CardHeader>
                  <time dateTime={post.date} className="text-sm text-muted-foreground">
                    {formatDate(post.date)}
                  </time>
                  <CardTitle as="h3">{post.title}</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3 text-sm leading-relaxed">
                  {post.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </CardContent>
              </Card>
            </article>
          ))}
        </div>
      </Section>
    </div>
  );
}
