/** Every migration in order, passed explicitly to TypeORM (no glob: NOTES.md). */
import { InitialSchema1764000000000 } from './1764000000000-initial-schema';
import { RateLimitHits1764000000001 } from './1764000000001-rate-limit-hits';

export const MIGRATIONS = [InitialSchema1764000000000, RateLimitHits1764000000001];
