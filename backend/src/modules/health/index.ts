/** The health module's public entry. */
export { HealthModule } from './health.module';
