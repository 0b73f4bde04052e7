export * from './all-exceptions.filter';
export * from './database-errors';
export * from './validation.pipe';
export * from './error-codes';
export * from './field-error';
