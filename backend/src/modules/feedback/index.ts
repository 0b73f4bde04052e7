/** The feedback module's public entry. */
export { FeedbackModule } from './feedback.module';
