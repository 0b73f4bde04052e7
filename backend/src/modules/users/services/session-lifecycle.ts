import type { SessionUser } from '@fiji/contracts';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../core/auth/session.service';

/** req.login as a promise (passport 0.7 also regenerates the session id: no fixation). */
export function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
}

/** Signs out and deletes the session row, so the old cookie is worthless on every instance. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.user) {
    await new Promise<void>((resolve, reject) => req.logOut({ keepSessionInfo: false }, (err) => (err ? reject(err) : resolve())));
  }
  if (req.session) {
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
