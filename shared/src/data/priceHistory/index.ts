export * from './priceHistory';
