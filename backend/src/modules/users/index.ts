/** The users module's public entry: its module class and the services others may call. */
export { UsersModule } from './users.module';
export { PasswordService } from './services/password.service';
export { UsersService } from './services/users.service';
