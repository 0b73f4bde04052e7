import { Link } from 'react-router';
import { BRAND_NAME, COPYRIGHT_YEAR } from './brand';

type FooterLink = { label: string; to: string };

/** Footer link groups Platform, Community and Support. */
const GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Find Talent', to: '/find-talent' },
      { label: 'How it Works', to: '/how-it-works' },
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Find Clubs', to: '/clubs' },
      { label: 'Find a Mentor', to: '/mentoring' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Success Stories', to: '/success-stories' },
      { label: 'Schools', to: '/schools' },
      { label: 'Recruiters', to: '/recruiters' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Beta Feedback', to: '/beta-feedback' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-primary">{BRAND_NAME}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Connecting Fiji&apos;s school, village, club and provincial rugby players with clubs, unions and mentors.
          </p>
        </div>
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-muted-foreground hover:text-foreground hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {COPYRIGHT_YEAR} {BRAND_NAME} Network. All rights reserved.
      </p>
    </footer>
  );
}
