import { Module } from '@nestjs/common';
import { SubscriptionController } from './controllers/subscription.controller';

/** GET /api/subscription/status for every role (the plan tables are read by core/access). */
@Module({ controllers: [SubscriptionController] })
export class SubscriptionsModule {}
