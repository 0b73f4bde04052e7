import { Link, useLocation } from 'react-router';
import { PLANS, isRecruitingRole, planForRole, type PlanInfo, type PlanType } from '@fiji/contracts';
import { returnPathOf, useCheckoutStarter, useSession } from '@fiji/platform';
import { Button, buttonVariants } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/** Where "View all plans" leads (and "Upgrade" for a viewer with no plan to buy). */
export const PRICING_PATH = '/pricing';

/**
 * The plan an upgrade prompt offers a role:
 * recruiting roles get the Recruiter Plan, mentors Mentor Pro, everyone else the default Player Pro.
 */
export function upgradePlanFor(role: string | null | undefined): PlanInfo {
  const id: PlanType = isRecruitingRole(role) ? 'recruiter' : role === 'mentor' ? 'mentor_pro' : 'player_pro';
  return PLANS.find((p) => p.id === id)!;
}

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The viewer's role: picks the plan shown. */
  role?: string | null;
  /** Why the prompt appeared (e.g. "Contacting players requires a paid plan."). */
  reason?: string;
}

/**
 * The upgrade prompt of the paywall: the role's plan with its price and benefits, an Upgrade button,
 * a "View all plans" link to /pricing, and "Maybe Later" to close it. Upgrade starts the checkout of
 * the signed-in viewer's plan and lands back on this page (docs/billing.md); a player under 18 asks
 * the guardian instead.
 */
export function UpgradeDialog({ open, onOpenChange, role, reason }: UpgradeDialogProps) {
  const plan = upgradePlanFor(role);
  const close = () => onOpenChange(false);
  const { user } = useSession();
  const location = useLocation();
  const checkout = useCheckoutStarter();
  const buyable = user ? planForRole(user.role) : null;
  const minor = user?.role === 'player' && user.isMinor;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="upgrade-dialog">
        <DialogHeader>
          <DialogTitle>Upgrade to {plan.name}</DialogTitle>
          <DialogDescription>{reason ?? `Unlock everything ${plan.name} offers.`}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 rounded-md border border-border p-4">
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">{plan.name}</span>
            <span className="text-lg font-bold" data-testid="upgrade-plan-price">
              {plan.price}
            </span>
          </p>
          <ul className="grid gap-1.5 text-sm" aria-label={`${plan.name} benefits`}>
            {plan.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-success" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className="first-letter:uppercase">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <Link to={PRICING_PATH} onClick={close} className="justify-self-start text-sm text-primary underline-offset-4 hover:underline">
          View all plans
        </Link>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Maybe Later</DialogClose>
          {minor ? (
            <Button onClick={() => void checkout.askGuardian()} disabled={checkout.pending} aria-busy={checkout.pending || undefined}>
              Ask my guardian
            </Button>
          ) : buyable ? (
            <Button
              onClick={() => void checkout.start({ plan: buyable, interval: 'month', returnTo: returnPathOf(location) })}
              disabled={checkout.pending}
              aria-busy={checkout.pending || undefined}
            >
              Upgrade
            </Button>
          ) : (
            <Link to={PRICING_PATH} onClick={close} className={buttonVariants()}>
              Upgrade
            </Link>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
