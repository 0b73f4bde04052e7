import { useState } from 'react';
import {
  ANNUAL_DISCOUNT,
  BILLING_RULES,
  PLAN_NAMES,
  isPaidPlanId,
  planAmountCents,
  type BillingInterval,
  type ChangePlanRequest,
  type SubscriptionView,
} from '@fiji/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  RadioGroup,
  Textarea,
  buttonVariants,
} from '@fiji/ui';
import { priceLabel, utcDate } from './billing-format';

interface ChoiceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  /** Runs the call; the dialog closes when it resolves and stays open when it rejects (reported by the caller). */
  onConfirm: (body: ChangePlanRequest) => Promise<unknown>;
}

const other = (interval: BillingInterval): BillingInterval => (interval === 'month' ? 'year' : 'month');

/** The changes a paid plan can make: to the other interval (annual: at once; monthly: at the period end), or to Free. */
export function changeOptions(sub: SubscriptionView): { value: string; body: ChangePlanRequest; label: string }[] {
  if (!isPaidPlanId(sub.plan)) return [];
  const to = other(sub.interval);
  const end = sub.currentPeriodEnd ? utcDate(sub.currentPeriodEnd) : 'the end of this period';
  const price = priceLabel(planAmountCents(sub.plan, to), sub.currency, to);
  return [
    {
      value: to,
      body: { plan: sub.plan, interval: to },
      label:
        to === 'year'
          ? `Annual, ${price} (save ${Math.round(ANNUAL_DISCOUNT * 100)}%): starts now`
          : `Monthly, ${price}: from ${end}`,
    },
    { value: 'free', body: { plan: 'free', interval: sub.interval }, label: `Free: from ${end}` },
  ];
}

/** Change plan: monthly ↔ annual, or down to Free. */
export function ChangePlanDialog({ open, onOpenChange, subscription, onConfirm }: ChoiceProps) {
  const options = changeOptions(subscription);
  const [choice, setChoice] = useState(options[0]?.value ?? '');
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    const picked = options.find((o) => o.value === choice);
    if (!picked) return;
    setPending(true);
    try {
      await onConfirm(picked.body);
      onOpenChange(false);
    } catch {
      // Reported by the caller; the dialog stays so the user can retry.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent data-testid="change-plan-dialog">
        <DialogHeader>
          <DialogTitle>Change plan</DialogTitle>
          <DialogDescription>
            You are on {PLAN_NAMES[subscription.plan]}, billed {subscription.interval === 'year' ? 'annually' : 'monthly'}. Upgrades apply
            immediately; downgrades take effect at the next billing cycle.
          </DialogDescription>
        </DialogHeader>
        <RadioGroup
          legend="Change to"
          name="change-plan"
          orientation="vertical"
          value={choice}
          onValueChange={setChoice}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
        />
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })} disabled={pending}>
            Keep my plan
          </DialogClose>
          <Button onClick={() => void confirm()} disabled={pending || !choice} aria-busy={pending || undefined}>
            {pending ? 'Changing…' : 'Confirm change'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface CancelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}

/** Cancel at the period end, with an optional reason. */
export function CancelPlanDialog({ open, onOpenChange, subscription, onConfirm }: CancelProps) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const end = subscription.currentPeriodEnd ? utcDate(subscription.currentPeriodEnd) : 'the end of this period';
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(reason.trim() || undefined);
      setReason('');
      onOpenChange(false);
    } catch {
      // Reported by the caller; the dialog stays so the user can retry.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" data-testid="cancel-plan-dialog">
        <DialogHeader>
          <DialogTitle>Cancel {PLAN_NAMES[subscription.plan]}?</DialogTitle>
          <DialogDescription>
            You keep {PLAN_NAMES[subscription.plan]} until {end}, then your account is Free. Your data stays accessible for {BILLING_RULES.retentionDays} days
            after that, then what Free cannot hold is deleted. You can resume before {end}.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason (optional)" hint="Tell us why you are leaving, if you like.">
          <Textarea name="reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })} disabled={pending}>
            Keep my plan
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Cancelling…' : 'Cancel plan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
