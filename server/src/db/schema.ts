export * from './schema/accounts';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/orders';
export * from './schema/search';
