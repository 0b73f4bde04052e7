/** The moderation module's public entry (docs/admin.md, "Moderation"): its module class. */
export { ModerationModule } from './moderation.module';
export { MODERATION_READ_MODELS } from './read-models';
