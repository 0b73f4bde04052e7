/** The remotes module's public entry. */
export { RemotesModule } from './remotes.module';
