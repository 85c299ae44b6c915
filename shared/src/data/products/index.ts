export * from './listingParams';
export * from './productKeys';
export * from './listingCache';
export * from './productsApi';
export * from './productsQueries';
