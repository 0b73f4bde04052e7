/** The featured module's public entry. */
export { FeaturedModule } from './featured.module';
