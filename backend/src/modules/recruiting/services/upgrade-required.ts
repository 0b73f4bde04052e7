import { ForbiddenException } from '@nestjs/common';

/** 403 for a paywalled action: `upgradeRequired: true` tells the page to show the upgrade prompt (/pricing). */
export function upgradeRequired(message: string): ForbiddenException {
  return new ForbiddenException({ statusCode: 403, message, upgradeRequired: true });
}
