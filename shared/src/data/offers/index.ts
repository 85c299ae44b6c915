export * from './offers';
export * from './offerNegotiation';
