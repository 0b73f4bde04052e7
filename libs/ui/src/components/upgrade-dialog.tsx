import { Link } from 'react-router';
import { PLANS, isRecruitingRole, type PlanInfo, type PlanType } from '@fiji/contracts';
import { buttonVariants } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/** Where every upgrade action leads. */
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
 * The upgrade prompt of the paywall: the role's plan with its price and benefits, an Upgrade button
 * and a "View all plans" link to /pricing, and "Maybe Later" to close it.
 */
export function UpgradeDialog({ open, onOpenChange, role, reason }: UpgradeDialogProps) {
  const plan = upgradePlanFor(role);
  const close = () => onOpenChange(false);
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
          <Link to={PRICING_PATH} onClick={close} className={buttonVariants()}>
            Upgrade
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
