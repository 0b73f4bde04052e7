import type { FeedbackStatus } from '@fiji/contracts';
import { Badge } from '@fiji/ui';

const LABELS: Record<FeedbackStatus, string> = {
  awaiting_guardian: 'Waiting for your guardian',
  awaiting_payment: 'Waiting for payment',
  pending: 'Waiting for the mentor',
  completed: 'Answered',
  expired: 'Not answered in time',
  refunded: 'Refunded',
  declined: 'Declined by guardian',
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={status === 'completed' ? 'success' : 'outline'}>{LABELS[status]}</Badge>;
}
