import { contactStatusColor } from '@fiji/contracts';
import { Badge, type BadgeVariant } from '@fiji/ui';

/** pending yellow, approved green, declined red, anything else grey. */
const VARIANT: Record<ReturnType<typeof contactStatusColor>, BadgeVariant> = {
  yellow: 'warning',
  green: 'success',
  red: 'destructive',
  grey: 'secondary',
};

function StatusIcon({ status }: { status: string }) {
  const path =
    status === 'approved'
      ? 'm5 12 5 5L20 7'
      : status === 'declined'
        ? 'M18 6 6 18M6 6l12 12'
        : status === 'pending'
          ? 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z'
          : 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z';
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A contact request's status: icon and coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[contactStatusColor(status)]} data-status={status} className="capitalize">
      <StatusIcon status={status} />
      {status}
    </Badge>
  );
}
