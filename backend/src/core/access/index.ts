export { AccessModule } from './access.module';
export { ViewerAccessService, VIEWER_PLAN_SQL, type ViewerPlanRow } from './viewer-access.service';
export { AdminContactReads, type AdminContactRead } from './admin-contact-reads';
export { AdminActions, type AdminAction } from './admin-actions';
export type { Viewer } from './viewer';
export * from './visibility';
export * from './preview';
