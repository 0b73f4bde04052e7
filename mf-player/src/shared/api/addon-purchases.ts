/** The signed-in player's add-on state, from billing's ledger (GET /api/billing/payments). */
import { useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@fiji/contracts';
import { apiJson, billingKeys, useSession } from '@fiji/platform';
import { boostedUntil, isFastTracked } from '../lib/addon-purchases';

export function useAddonPurchases() {
  const { user } = useSession();
  const payments = useQuery({
    queryKey: billingKeys.payments(),
    queryFn: () => apiJson<{ payments: PaymentView[] }>('GET', '/api/billing/payments'),
    enabled: user?.role === 'player',
  });
  const list = payments.data?.payments ?? [];
  // `settled`: answered, or failed (then nothing is known bought, and the offers still show).
  return { settled: !payments.isPending, boostedUntil: boostedUntil(list), fastTracked: isFastTracked(list) };
}
