import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ADDONS, formatMoney, type AddonType } from '@fiji/contracts';
import { returnPathOf, useCheckoutStarter, useSession } from '@fiji/platform';
import { Button, cn } from '@fiji/ui';

export interface AddonOfferProps {
  addon: AddonType;
  /** The offer's heading. */
  title: string;
  /** The buying button's words ("Boost my profile"). */
  action: string;
  /** What the price buys, beside it ("7 days"). */
  term?: string;
  /** State shown above the button (a running boost). */
  children?: ReactNode;
  className?: string;
}

/**
 * One add-on offer: what it does, its price, and a button that starts its checkout through the shared
 * client (docs/billing.md), landing back on this page. Nothing for a player under 18: minors never pay,
 * and the guardian link pays for Player Pro only, so add-ons are not offered to them (docs/billing.md
 * "Where each add-on is bought").
 */
export function AddonOffer({ addon, title, action, term, children, className }: AddonOfferProps) {
  const info = ADDONS[addon];
  const { user } = useSession();
  const location = useLocation();
  const checkout = useCheckoutStarter();
  const titleId = useId();
  const detailId = useId();
  if (user?.role === 'player' && user.isMinor) return null;
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-3 rounded-md border border-border p-4', className)} data-testid={`addon-offer-${addon}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm font-medium tabular-nums" data-testid="addon-price">
          {formatMoney(info.amountCents)}
          {term ? ` · ${term}` : ''}
        </p>
      </div>
      <p id={detailId} className="text-sm text-muted-foreground">
        {info.description}
      </p>
      {children}
      <Button
        className="justify-self-start"
        aria-describedby={detailId}
        onClick={() => void checkout.start({ addon, returnTo: returnPathOf(location) })}
        disabled={checkout.pending}
        aria-busy={checkout.pending || undefined}
      >
        {action}
      </Button>
    </section>
  );
}
