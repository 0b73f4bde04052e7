import { ConflictException } from '@nestjs/common';
import { LIMIT_REACHED_CODE } from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** 409 for a create beyond a per-user cap: a stable `code` for clients and a message naming the cap. */
export function limitReached(message: string): ConflictException {
  return new ConflictException({ statusCode: 409, code: LIMIT_REACHED_CODE, message });
}

export interface OwnerCap {
  /** How many the owner has now (read inside the locked transaction). */
  count: (m: EntityManager) => Promise<number>;
  max: number;
  message: string;
}

/**
 * Runs `create` in a transaction that first takes a per-owner advisory lock, then counts, so two
 * simultaneous creates by one user are serialised and the cap cannot be overshot (a count followed
 * by an insert without the lock lets every request of a burst see the same free slot). The lock is
 * transaction-scoped (released at commit or rollback) and touches no row, so it blocks nothing but
 * the same owner's other capped creates.
 */
export function createWithinCap<T>(db: DataSource, ownerId: string, cap: OwnerCap, create: (m: EntityManager) => Promise<T>): Promise<T> {
  return db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('fiji-owner-cap'), hashtext($1))`, [ownerId]);
    if ((await cap.count(m)) >= cap.max) throw limitReached(cap.message);
    return create(m);
  });
}
