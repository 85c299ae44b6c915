export * from './myListings';
