import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { RateLimitCounters } from './rate-limit-counters';

export interface RateLimitRule {
  /** Names the action in the stored key, e.g. "contact". */
  action: string;
  /** Requests allowed per client IP within the window. */
  max: number;
  windowMs: number;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

const HOUR = 60 * 60 * 1000;
/**
 * The limits, per client IP (times RATE_LIMIT_FACTOR). Generous because schools and mobile carriers (CGNAT) put many people
 * behind one address; they stop bulk abuse (mailing arbitrary addresses, hashing load), not people.
 */
export const RATE_LIMITS = {
  contact: { action: 'contact', max: 20, windowMs: HOUR },
  betaFeedback: { action: 'beta-feedback', max: 20, windowMs: HOUR },
  signup: { action: 'signup', max: 50, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
const RULE = Symbol('rate-limit-rule');

/**
 * Public endpoints that cost something (a mail sent to any address, an argon2 hash) are limited per
 * client IP. Counters live in PostgreSQL so the limit holds across API instances, restarts and bursts.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitCounters,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RULE, context.getHandler());
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    // One atomic reservation: a burst of simultaneous requests cannot all pass a count taken before them.
    const max = Math.round(rule.max * this.config.rateLimitFactor);
    const reservation = await this.counters.reserve(`${rule.action}:${req.ip ?? 'unknown'}`, { ...rule, max });
    if (!reservation.allowed) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(reservation.retryAfterSeconds));
      throw new HttpException(
        { statusCode: HttpStatus.TOO_MANY_REQUESTS, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    // Occasional clean-up keeps the table to roughly the live windows.
    if (Math.random() < 0.02) await this.counters.prune(24 * HOUR);
    return true;
  }
}

/** Limits a handler to `max` requests per client IP per window (429 with RATE_LIMIT_MESSAGE beyond it). */
export const RateLimit = (rule: RateLimitRule) => applyDecorators(SetMetadata(RULE, rule), UseGuards(RateLimitGuard));
