export { AccessModule } from './access.module';
export { ViewerAccessService } from './viewer-access.service';
export { AdminContactReads, type AdminContactRead } from './admin-contact-reads';
export { AdminActions, type AdminAction } from './admin-actions';
export type { Viewer } from './viewer';
export * from './visibility';
export * from './preview';
