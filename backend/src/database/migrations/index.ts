/** Every migration in order, passed explicitly to TypeORM (no glob: NOTES.md). */
import { InitialSchema1764000000000 } from './1764000000000-initial-schema';

export const MIGRATIONS = [InitialSchema1764000000000];
