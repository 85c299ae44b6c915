export * from './productDetailKeys';
export * from './product';
export * from './cartAvailability';
export * from './invalidateProducts';
