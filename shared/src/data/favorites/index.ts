export * from './favorites';
