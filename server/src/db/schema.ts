export * from './schema/accounts';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/invoices';
export * from './schema/notifications';
export * from './schema/order-events';
export * from './schema/orders';
export * from './schema/search';
