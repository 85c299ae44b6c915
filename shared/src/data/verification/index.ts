export * from './verification';
