// @vitrina/shared/data: server data, one query module per entity under src/data/<entity>/ (its key factory under
// the kernel's queryRoots, its queryOptions, its fetch and mutation functions and its hooks together), typed with the
// shared Database type. A page gets its data through these hooks (or a remote's own *Api.ts / *Queries.ts for data
// only it reads), so one mutation invalidates the same keys in every app.
// Every read is one PostgREST request (table or rpc, select, filters, order, range) written once as a function and
// sent by `read(request, { as })`: `as: 'public'` for what a visitor may read (the anonymous key, no supabase-js, the
// same request on the server, in the page's early reads and in the browser), `as: 'member'` for the signed-in
// member's own rows (their client's token). Writes, storage, edge functions and realtime use the member's supabase-js
// client, loaded inside the function that needs it (supabaseClient(), withClient() for a subscription), never
// imported statically. Core names come from '@vitrina/shared/core' (by package name, never a relative path), so the
// client and the stores stay one shared instance.
// docs/data-and-rules.md says the same, with the rules lint enforces.

// favourites: the catalog's cards and the dashboard's wishlist
export * from '../data/favorites';

// listings (sell): publish a listing with its photos, the seller's eligibility
export * from '../data/listings';

// other members' public profiles (names and pictures), read by every module that shows another member
export * from '../data/publicProfiles';

// reads (`read`, the one accessor) and the member's client for everything else, loaded when a function needs it
export * from '../data/read';
export { compactSelect, inList, RestReadError, type RestReadRequest, type RestReadResult } from '../data/restRead';
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
