export * from './collectorCount';
