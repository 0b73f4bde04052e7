import { LIMITS, SUPPORT } from '@fiji/contracts';
import { Card, CardDescription, CardHeader, CardTitle, Input, Label, focusRing, cn } from '@fiji/ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FaqList, type FaqEntry } from './parts/faq-list';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** The one video limit (docs/decisions.md), shown from the same constant the upload screen uses. */
const VIDEO_LIMIT = `${LIMITS.videoMaxBytes / GB} GB`;
const IMAGE_LIMIT = `${LIMITS.imageMaxBytes / MB}MB`;

const QUICK_ACTIONS = [
  { title: 'Create your profile', text: 'Sign up and set up your player profile.', to: '/signup' },
  { title: 'Upload highlights', text: 'Add match videos and photos.', to: '/upload' },
  { title: 'Find local clubs', text: 'Browse clubs by rugby union.', to: '/clubs' },
  { title: 'Plans and pricing', text: 'Compare what each plan includes.', to: '/pricing' },
  { title: 'Contact support', text: 'Send our Suva team a message.', to: '/contact' },
] as const;

interface HelpCategory {
  title: string;
  entries: (FaqEntry & { answer: string })[];
}

const CATEGORIES: HelpCategory[] = [
  {
    title: 'Getting started',
    entries: [
      { question: 'Who can create an account?', answer: 'Anyone aged 16 or older. Players under 18 need a parent or guardian’s consent and their email address when signing up.' },
      { question: 'Can I look around before signing up?', answer: 'Yes. The demo portal has player, club and mentor accounts you can sign in with straight away.' },
      { question: 'Is the Fiji Rugby Talent Network free?', answer: 'Creating a player profile is free. Paid plans add contact with clubs and mentors, more uploads, full search results and recruiting tools.' },
    ],
  },
  {
    title: 'Profiles and highlights',
    entries: [
      { question: 'What file types and sizes can I upload?', answer: `Videos: MP4, MOV or AVI up to ${VIDEO_LIMIT} each. Images: JPG, PNG, WEBP or GIF. Profile pictures: JPG, PNG or WEBP under ${IMAGE_LIMIT}.` },
      { question: 'My upload is very slow. What should I do?', answer: 'Large videos take a while on mobile data. Keep the tab open until the upload finishes, or connect to Wi-Fi. Trimming a clip to your best moments also helps.' },
      { question: 'Who can see my profile?', answer: 'You choose: Public (all recruiters and scouts), Recruiters (only verified recruiters) or Private (only you). New profiles are public.' },
      { question: 'How do I get a verified badge?', answer: 'Our admins check your details with your school or club. Verified profiles show a tick and stand out in search.' },
    ],
  },
  {
    title: 'Clubs and recruiting',
    entries: [
      { question: 'How do clubs and unions find players?', answer: 'They search by name, school, position, division and format. Free accounts see previews; the Recruiter Plan shows full profiles and contact options.' },
      { question: 'How do contact requests work?', answer: 'A club sends a request with a message. The player approves or declines it on the Contact Requests page. For players under 18 the guardian is told too.' },
      { question: 'Can I keep a shortlist?', answer: 'Yes. Recruiter Plan members keep watchlists with notes and can export them.' },
    ],
  },
  {
    title: 'Account and billing',
    entries: [
      { question: 'How do I change my password or email?', answer: 'Open Profile Settings from the user menu, then choose Edit Account Details or Change Password.' },
      { question: 'What happens if I cancel my plan?', answer: 'Your data stays accessible for 30 days after cancellation, then it is deleted. Upgrades apply immediately; downgrades at the next billing cycle.' },
      { question: 'Do you offer annual billing?', answer: 'Yes, with a 20% discount.' },
    ],
  },
  {
    title: 'Safety and privacy',
    entries: [
      { question: 'How are players under 18 protected?', answer: 'Their email and phone are only shown to people whose contact request they approved, and their guardian is notified of every contact request.' },
      { question: 'How do I report a problem or a profile?', answer: `Email ${SUPPORT.email} or use the contact form. We review every report.` },
    ],
  },
];

const searchTerms = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Entries containing every search word (question or answer), grouped as on the page. */
function filterCategories(query: string): HelpCategory[] {
  const terms = searchTerms(query);
  const matches = (entry: { question: string; answer: string }) => {
    const haystack = `${entry.question} ${entry.answer}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  };
  return CATEGORIES.map((c) => ({ ...c, entries: c.entries.filter(matches) })).filter((c) => c.entries.length > 0);
}

export default function HelpPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const searching = searchTerms(query).length > 0;
  const filtered = useMemo(() => filterCategories(query), [query]);
  const count = filtered.reduce((sum, c) => sum + c.entries.length, 0);

  return (
    <div>
      <PageHero eyebrow="Help Center" title="How can we help?">
        <form role="search" onSubmit={(e) => e.preventDefault()} className="mt-2 max-w-xl">
          <Label htmlFor={searchId} className="text-white">
            Search help articles
          </Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. upload, verified, cancel"
            className="mt-2"
          />
        </form>
      </PageHero>

      <Section title="Quick actions">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={cn('block h-full rounded-lg hover:shadow-md', focusRing)}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="text-base">{action.title}</CardTitle>
                    <CardDescription>{action.text}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Frequently asked questions" tone="muted">
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {!searching ? `${count} articles` : `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query.trim()}”`}
        </p>
        {filtered.length === 0 ? (
          <p>
            Nothing matches your search. Try other words, or{' '}
            <Link className="font-medium text-primary underline" to="/contact">
              contact support
            </Link>
            .
          </p>
        ) : (
          <div className="grid gap-6">
            {filtered.map((category) => (
              <div key={category.title}>
                <h3 className="mb-2 text-lg font-semibold">{category.title}</h3>
                <FaqList entries={category.entries} />
              </div>
            ))}
          </div>
        )}
      </Section>

      <Section title="Still stuck?">
        <p className="text-muted-foreground">
          Email <a className="font-medium text-primary underline" href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>, call{' '}
          <a className="font-medium text-primary underline" href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a> or{' '}
          <Link className="font-medium text-primary underline" to="/contact">send us a message</Link>. We reply within 24 hours.
        </p>
      </Section>
    </div>
  );
}
