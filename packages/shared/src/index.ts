export * from './icf/code-kind';
export * from './api/codes';
export * from './api/core-sets';
export * from './api/errors';
