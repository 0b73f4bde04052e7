import { roleGuard } from '../../../core/auth/role.guard-factory';

/** Player-only endpoints ("own player profile loads for players only"). */
export const PlayerGuard = roleGuard(['player'], 'Only players can use this');
