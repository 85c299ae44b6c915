/**
 * The names the apps use for rows and enumerations, each built on the generated `Database` type
 * (`database.ts`, written by `npm run gen:types`), so a migration changes them without anyone retyping a column.
 */
import type { Enums, Tables } from './database';

export type ProductCondition = Enums<'products_condition'>;
export type ProductRarity = Enums<'products_rarity'>;
export type PsaGrade = Enums<'products_psa_grade'>;
export type SignedBy = Enums<'products_signed_by'>;
export type ProductCategory = Enums<'products_category'>;
export type ProductStatus = Enums<'products_status'>;
export type AuthenticationStatus = Enums<'products_authentication_status'>;
export type VerificationLevel = Enums<'profiles_verification_level'>;
export type VerificationRequestType = Enums<'verification_requests_type'>;
export type VerificationRequestStatus = Enums<'verification_requests_status'>;
export type OfferStatus = Enums<'offers_status'>;
export type OrderStatus = Enums<'orders_status'>;
export type NotificationType = Enums<'notifications_type'>;

export type ProfileRow = Tables<'profiles'>;
export type ProductRow = Tables<'products'>;
export type ProductImageRow = Tables<'product_images'>;
export type FavoriteRow = Tables<'favorites'>;
export type OfferRow = Tables<'offers'>;
export type PriceAlertRow = Tables<'price_alerts'>;
export type PriceHistoryRow = Tables<'price_history'>;
export type MessageRow = Tables<'messages'>;
export type NotificationRow = Tables<'notifications'>;
export type WaitlistRow = Tables<'waitlist'>;
export type NewsletterSubscriberRow = Tables<'newsletter_subscribers'>;
export type VerificationRequestRow = Omit<Tables<'verification_requests'>, 'documents'> & {
  /** jsonb; the table's check keeps it an object whose `urls` is an array of at most 5 */
  documents: { urls: string[] };
};
export type OrderRow = Omit<Tables<'orders'>, 'shipping_address'> & {
  /** jsonb: what create_order stores from the checkout's shipping form */
  shipping_address: ShippingAddress | null;
};
export type OrderItemRow = Tables<'order_items'>;

/** The checkout's shipping form, as create_order takes it and orders.shipping_address keeps it (jsonb). */
export type ShippingAddress = {
  full_name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  /** colonia */
  neighborhood?: string;
  /** 10 digits, for the carrier */
  phone?: string;
};

/** The `filters` argument of rpc/list_products (jsonb): the listing's query parameters (spec §2), all optional. */
export type ListProductsFilters = {
  category?: string;
  subcategory?: string;
  psaGrade?: string;
  signedBy?: string;
  rarity?: string;
  condition?: string;
  minPrice?: number;
  maxPrice?: number;
  authenticated?: boolean;
  featured?: boolean;
  search?: string;
  /** only pieces whose auction is open (running or scheduled) */
  auction?: boolean;
  /** only this seller's pieces, by their profile's id (a text that is no uuid lists nothing) */
  seller_id?: string;
  /** only the pieces of the seller with this username: their page's address, /sellers/<username> */
  seller_username?: string;
};

/** The seller facts a product card shows, from the public part of the profile. */
export type SellerBadgeInfo = Pick<
  PublicProfileRow,
  'id' | 'username' | 'display_name' | 'verification_level' | 'is_verified'
>;

/**
 * What rpc/list_products returns (jsonb): one page of published pieces with their images and their seller's badge
 * (null when the profile is gone), and the total count.
 */
export type ListProductsResult = {
  data: (ProductWithImages & { seller: SellerBadgeInfo | null; auction?: ListingAuction | null })[];
  count: number;
};

/** A listing row's auction (its latest one not cancelled), as list_products returns it. */
export type ListingAuction = {
  id: string;
  status: 'open' | 'sold' | 'unsold' | 'cancelled';
  phase: 'review' | 'scheduled' | 'running' | 'closing' | 'sold' | 'unsold' | 'cancelled';
  starts_at: string | null;
  ends_at: string | null;
  starting_price: number;
  current_price: number | null;
  bid_count: number;
  has_reserve: boolean;
  reserve_met: boolean;
};

/**
 * rpc/cart_availability: what the cart may still buy of each piece (supabase/README.md "Functions"). The function
 * returns `state` as text with these values, and no price or stock for a piece the caller may not see.
 */
export type CartAvailabilityRow = {
  id: string;
  state: 'available' | 'sold' | 'review' | 'own' | 'gone';
  price: number | null;
  stock: number | null;
  /** the seller's shipping price per unit (0 = free), null when the piece is not for sale */
  shipping_price: number | null;
};

/** A product as the listing and detail screens read it: the row plus its embedded images. */
export type ProductWithImages = ProductRow & {
  product_images: Pick<ProductImageRow, 'id' | 'image_url' | 'thumb_url' | 'order'>[];
};

/**
 * The part of a profile anyone may read, from the view `public_profiles`: `profiles` rows (with the phone number
 * and onboarding state) are readable only by their owner and trusted users.
 */
export type PublicProfileRow = Tables<'public_profiles'>;

/** Seller summary shown beside a product (read from `public_profiles`). */
export type SellerSummary = Pick<
  PublicProfileRow,
  'id' | 'username' | 'display_name' | 'avatar_url' | 'created_at' | 'is_verified' | 'rating' | 'sales_count'
>;

/** A conversation derived from messages (spec §3). */
export interface Conversation {
  user_id: string;
  display_name: string;
  /** the other member's username, for the link to their page (null when they have none) */
  username?: string | null;
  avatar_url: string | null;
  last_message: string;
  last_message_date: string;
  unread_count: number;
  product_id: string | null;
  product_title: string | null;
}
