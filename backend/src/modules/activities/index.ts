/** The activities module's public entry: the activity feed that other modules record into. */
export { ActivitiesModule } from './activities.module';
export { ActivitiesService, type ActivityInput, type ActivityItem } from './services/activities.service';
