/** The subscriptions module's public entry. */
export { SubscriptionsModule } from './subscriptions.module';
