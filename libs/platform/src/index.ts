/**
 * What every front end gets from the shell: session, api client (spec error format + 401 rule),
 * query client, the query-key factory and the clients of endpoints
 * several areas use, toasts and sharing. Shared as a Module Federation singleton, so stores are one.
 */
export * from './toast-store';
export * from './api-client';
export * from './navigation';
export * from './session-store';
export * from './session-actions';
export * from './unauthorized';
export * from './query-client';
export * from './share-store';
export * from './area-contract';
export * from './api-errors';
export * from './save-file';
export * from './subscription-status';
export * from './billing';
export * from './query-keys';
export * from './route-data';
export * from './contact-requests';
export * from './watchlists';
export * from './moderation';
