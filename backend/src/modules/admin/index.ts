/** The admin module's public entry (docs/architecture.md: a module is used by others only through its index). */
export { AdminModule } from './admin.module';
