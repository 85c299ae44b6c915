export * from './orderKeys';
export * from './orderErrors';
export * from './ordersApi';
export * from './ordersQueries';
export * from './orderLifecycle';
