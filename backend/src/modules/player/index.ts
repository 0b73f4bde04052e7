/** The player module's public entry: its module class and the services and read models others may use. */
export { PlayerModule } from './player.module';
export { PlayersService, type FeaturedPlayer } from './services/players.service';
export { PlayerProfileService } from './services/player-profile.service';
export { HighlightsService } from './services/highlights.service';
export { PLAYER_READ_MODELS } from './read-models';
