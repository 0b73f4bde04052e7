import type { NextFunction, Request, Response } from 'express';

/**
 * `X-Instance: <INSTANCE_ID>` on every response: behind a load balancer it tells an operator (and the
 * multi-instance test) which API instance answered. Only when INSTANCE_ID is set, so a default install
 * names no host.
 */
export function instanceHeader(instanceId: string) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Instance', instanceId);
    next();
  };
}
