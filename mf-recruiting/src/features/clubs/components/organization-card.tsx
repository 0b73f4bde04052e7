import { ORG_TYPE_LABELS, ORGANIZATION_MESSAGES, type OrganizationItem } from '@fiji/contracts';
import { Badge, Button, buttonVariants, Card } from '@fiji/ui';

const webHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/**
 * One organisation. In the preview the server leaves out established year and
 * contact keys; the card then shows disabled contact buttons with the premium note.
 */
export function OrganizationCard({ org, preview }: { org: OrganizationItem; preview: boolean }) {
  const place = [org.city, org.province].filter(Boolean).join(', ');
  const links = [
    org.contactPhone ? { label: 'Call', href: `tel:${org.contactPhone.replace(/\s+/g, '')}` } : null,
    org.contactEmail ? { label: 'Email', href: `mailto:${org.contactEmail}` } : null,
    org.website ? { label: 'Website', href: webHref(org.website), external: true } : null,
  ].filter((l): l is { label: string; href: string; external?: boolean } => l !== null);

  return (
    <Card data-testid="organization-card" className="flex h-full flex-col gap-3 p-4">
      <div className="grid gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold leading-tight">
          <span>{org.name}</span>
          {org.verified && <Badge variant="success">Verified</Badge>}
        </h3>
        <p>
          <Badge variant="secondary">{ORG_TYPE_LABELS[org.orgType] ?? org.orgType}</Badge>
        </p>
      </div>
      {org.description && <p className="text-sm text-muted-foreground">{org.description}</p>}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {place && (
          <div className="col-span-2">
            <dt className="sr-only">Location</dt>
            <dd>{place}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-muted-foreground">Players</dt>
          <dd className="font-medium">{org.playerCount}</dd>
        </div>
        {org.establishedYear != null && (
          <div>
            <dt className="text-xs text-muted-foreground">Established</dt>
            <dd className="font-medium">{org.establishedYear}</dd>
          </div>
        )}
      </dl>
      {org.ageGroups.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Age groups">
          {org.ageGroups.map((g) => (
            <li key={g}>
              <Badge variant="outline">{g}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto grid gap-2">
        {preview ? (
          <>
            <div className="flex flex-wrap gap-2">
              {['Call', 'Email', 'Website'].map((label) => (
                <Button key={label} variant="outline" size="sm" disabled>
                  {label}
                </Button>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">{ORGANIZATION_MESSAGES.previewContactNote}</p>
          </>
        ) : (
          links.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {links.map((l) => (
                <a
                  key={l.label}
                  href={l.href}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`${l.label} ${org.name}`}
                  {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {l.label}
                </a>
              ))}
            </div>
          )
        )}
      </div>
    </Card>
  );
}
