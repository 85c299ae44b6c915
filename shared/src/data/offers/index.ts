export * from './offers';
export * from './offerNegotiation';
export * from './offersRealtime';
