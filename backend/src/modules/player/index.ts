/** The player module's public entry: its module class and the services others may call. */
export { PlayerModule } from './player.module';
export { PlayersService, type FeaturedPlayer, type PendingVerification } from './services/players.service';
export { PlayerProfileService } from './services/player-profile.service';
