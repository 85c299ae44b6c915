export * from './priceAlerts';
