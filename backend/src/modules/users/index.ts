/** The users module's public entry: its module class and the services and read models others may use. */
export { UsersModule } from './users.module';
export { PasswordService } from './services/password.service';
export { UsersService } from './services/users.service';
export { USERS_READ_MODELS } from './read-models';
