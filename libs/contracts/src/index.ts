export * from './roles';
export * from './players';
export * from './geography';
export * from './plans';
export * from './limits';
