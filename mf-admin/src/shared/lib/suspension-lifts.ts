import type { SuspensionLiftRequest } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';
import { useAdminWrite } from './admin-write';

/**
 * POST /api/admin/suspension-lifts: ask to lift a child-safety suspension (another admin approves).
 * Shared: the moderation page and the user panel both ask.
 */
export const useRequestLift = () =>
  useAdminWrite(({ userId, reason }: { userId: string; reason: string }) =>
    apiJson<SuspensionLiftRequest>('POST', '/api/admin/suspension-lifts', { userId, reason }),
  );
