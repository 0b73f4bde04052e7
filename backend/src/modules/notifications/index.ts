/** The notifications module's public entry: its module class and NotificationsService.notify()/fanout(). */
export { NotificationsModule } from './notifications.module';
export { NotificationsService, type NotificationItem, type NotifyInput } from './services/notifications.service';
