export * from './common';
export * from './catalog';
export * from './cart';
export * from './content';
export * from './platform';
export * from './flags';
export * from './geo';
