// @vitrina/shared/data: server data, one query module per entity under src/data/<entity>/ (its key factory, its
// queryOptions, its fetch and mutation functions and its hooks together), typed with the shared Database type.
// Every remote reads and writes through these hooks, so one mutation invalidates the same keys in every app.
// Modules import supabase-js through '@vitrina/shared/supabase' and core names through '@vitrina/shared/core'
// (by package name, never a relative path), so the client and the stores stay one shared instance.

// favourites: the catalog's cards and the dashboard's wishlist
export * from '../data/favorites';

// listings (sell): publish a listing with its photos, the seller's eligibility
export * from '../data/listings';

// other members' public profiles (names and pictures), read by every module that shows another member
export * from '../data/publicProfiles';

// public reads without supabase-js (a visitor's catalogue pages), and the client loaded when a write needs it
export * from '../data/restRead';
export * from '../data/supabaseClient';

// a member's live inserts (messages in the dashboard, notifications in the shell's bell)
export * from '../data/realtime';

// product detail and what a buyer does from it; also '@vitrina/shared/data/product' alone (the shell's prefetch)
export * from '../data/product';
export * from '../data/offers';
export * from '../data/priceAlerts';
export * from '../data/messages';

// dashboard
export * from '../data/profile';

// saved searches: saved from the catalog's listing, managed in the dashboard
export * from '../data/savedSearches';

// checkout: the order of the cart (rpc/create_order), the cart's availability re-read, the checkout's pre-fill
export * from '../data/orders';
