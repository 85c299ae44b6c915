// A listing's photos in the products bucket: mfe-sell publishes with them and the dashboard's edit saves with them.
// Publishing itself and the seller's eligibility are mfe-sell's (mfe-sell/src/features/sell).
export * from './listingPhotos';
