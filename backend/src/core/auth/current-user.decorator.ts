import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SessionUser } from '@fiji/contracts';

/** The signed-in SessionUser (req.user, loaded by passport from the session on each request). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser | undefined => {
  return ctx.switchToHttp().getRequest().user as SessionUser | undefined;
});
