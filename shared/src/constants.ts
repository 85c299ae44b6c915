/** Business constants and limits of spec §9 (and the value lists of §3), named as the spec names them. */

// Newsletter and waitlist
export const NEWSLETTER_DISCOUNT_PERCENT = 10;
export const COLLECTOR_COUNTER_BASE = 213;
export const WAITLIST_RESET_MS = 5000;
export const WAITLIST_NAME_MAX = 100;
export const WAITLIST_EMAIL_MAX = 100;
export const WAITLIST_PHONE_MAX = 15;
export const WAITLIST_TYPE = 'fractional_investment';

// Toasts
export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY = 5000;
export const TOAST_DURATION = 5000;

// Product lists
export const PRODUCTS_PAGE_SIZE = 20;
export const LISTING_PAGE_SIZE = 12;
export const LISTING_SKELETON_COUNT = 8;
export const CATEGORY_SKELETON_COUNT = 6;
export const INFINITE_SCROLL_MARGIN_PX = 200;
export const PRODUCT_CACHE_TTL_MS = 5 * 60 * 1000;
export const PRODUCT_DETAIL_STALE_MS = 5 * 60 * 1000;

// Price filter
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 10000;
export const PRICE_SLIDER_STEP = 100;

// Sell
export const MAX_IMAGES = 6;
export const MIN_IMAGES = 1;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_COMPRESSION_THRESHOLD_BYTES = 1024 * 1024;
export const IMAGE_COMPRESSION_TARGET_BYTES = 1024 * 1024;
export const IMAGE_MAX_DIMENSION_PX = 1920;
// The small copy every photo gets at upload (cards, gallery strips, cart lines, dashboard thumbnails).
export const IMAGE_THUMB_DIMENSION_PX = 480;
export const IMAGE_THUMB_TYPE = 'image/webp';
export const SELL_TITLE_MIN = 3;
export const SELL_TITLE_MAX = 100;
export const SELL_DESCRIPTION_MIN = 20;
export const SELL_DESCRIPTION_MAX = 500;
export const SELL_PRICE_MAX = 1_000_000;
export const SELL_DRAFT_DEBOUNCE_MS = 1000;
export const PRICE_WARNING_LOW = 10;
export const PRICE_WARNING_HIGH = 100_000;
export const HIGH_PRICE_BADGE = 10_000;
export const IDENTITY_VERIFICATION_PRICE = 5000;
// Sell form: optional attributes (the database's limits: products_stock_check, *_length_check)
export const SELL_STOCK_DEFAULT = 1;
export const SELL_STOCK_MIN = 1;
export const SELL_STOCK_MAX = 999;
export const SELL_CERTIFIER_MAX = 100;
// products_shipping_price_check (migration 003500): 0 to 10,000 MXN per unit, 0 = free shipping
export const SELL_SHIPPING_MAX = 10_000;
export const SELL_CERTIFICATE_NUMBER_MAX = 100;
/** Bytes read from the start of a photo to tell its real type (JPEG, PNG and WebP signatures fit in 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

// Profile and auth
export const USERNAME_MIN = 3;
/** A username is its seller page's address (/sellers/<username>): the database's `username_problem` rule. */
export const USERNAME_MAX = 30;
export const DISPLAY_NAME_MIN = 2;
export const PASSWORD_MIN = 6;
export const PROFILE_PHONE_MIN = 10;
export const PROFILE_PHONE_MAX = 15;
export const SIGN_UP_REDIRECT_DELAY_MS = 500;
export const SIGN_IN_REDIRECT_DELAY_MS = 100;

// Verification
export const VERIFICATION_MAX_DOCUMENTS = 5;
export const VERIFICATION_NOTES_MIN = 10;
/** the verification-documents bucket's own limits (migration 000500) */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

// Checkout
export const CHECKOUT_NAME_MIN = 2;
export const CHECKOUT_ADDRESS_MIN = 5;
export const CHECKOUT_CITY_MIN = 2;
export const CHECKOUT_STATE_MIN = 2;
export const CHECKOUT_ZIP_MIN = 5;
export const CHECKOUT_CARD_NUMBER_LENGTH = 16;
export const CHECKOUT_CARD_EXPIRY_LENGTH = 5;
export const CHECKOUT_CVC_MIN = 3;
export const CHECKOUT_CVC_MAX = 4;
export const CHECKOUT_SIMULATED_DELAY_MS = 2000;

// Notifications
export const NOTIFICATIONS_LIMIT = 10;
export const NOTIFICATIONS_LIST_HEIGHT_PX = 400;

// Search
export const SEARCH_SUGGESTIONS_LIMIT = 5;
export const SEARCH_SUGGESTIONS_MIN_CHARS = 2;
export const POPULAR_SEARCH_MIN_CHARS = 3;
export const POPULAR_SEARCHES_MAX = 15;
export const POPULAR_SEARCHES_SHOWN = 5;
export const DEFAULT_POPULAR_SEARCHES = [
  'Camiseta',
  'Autógrafo',
  'Balón',
  'Tarjeta',
  'Jersey',
  'Póster',
  'Copa',
  'Medalla',
  'Trofeo',
  'Rookie',
  'LeBron',
  'Messi',
  'Cristiano',
  'PSA 10',
  'Firmado',
] as const;
export const RECENTLY_VIEWED_MAX = 6;

// Offers and price history
export const RECOMMENDED_OFFER_RATIO = 0.85;
export const HISTORICAL_MIN_PRICE_RATIO = 0.85;

// Queries
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

// Layout and interaction
export const SWIPE_THRESHOLD = 50;
export const TOOLTIP_DELAY_MS = 700;
export const MOBILE_BREAKPOINT_PX = 640;
export const SIDEBAR_COLLAPSE_PX = 1024;
/** The shell's sticky top bar: its height, and at the mobile breakpoint (what fixed layers keep clear of). */
export const TOP_BAR_HEIGHT_PX = 72;
export const TOP_BAR_COLLAPSED_HEIGHT_PX = 60;
export const SELLER_INITIALS_MAX = 2;
export const DASHBOARD_PANEL_DEFAULT_PERCENT = 20;
export const DASHBOARD_PANEL_MIN_PERCENT = 15;
export const DASHBOARD_PANEL_MAX_PERCENT = 20;

// Session and realtime (supabase-js defaults the spec records)
export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_TICK_THRESHOLD = 3;
export const AUTH_EXPIRY_MARGIN_MS = 10_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;
export const STORAGE_LIST_DEFAULT_LIMIT = 100;
/**
 * Cache lifetime of uploaded listing photos (storage's `cacheControl`, served as `Cache-Control: max-age=…`): a
 * year, since every photo is uploaded under a new random name and never overwritten (a new photo is a new URL).
 */
export const STORAGE_CACHE_CONTROL_SECONDS = 31_536_000;

// Storage buckets
export const PRODUCTS_BUCKET = 'products';
export const AVATARS_BUCKET = 'avatars';
export const VERIFICATION_DOCUMENTS_BUCKET = 'verification-documents';

// Browser storage keys
export const CART_STORAGE_KEY = 'vitrina-cart';
export const PRODUCT_CACHE_STORAGE_PREFIX = 'vitrina-products-cache';
export const POPULAR_SEARCHES_STORAGE_KEY = 'vitrina-popular-searches';
/** the search palette's own recent terms (newest first; the spec names no limit: 5 like the popular list) */
export const RECENT_SEARCHES_STORAGE_KEY = 'vitrina-recent-searches';
export const RECENT_SEARCHES_MAX = 5;
export const RECENTLY_VIEWED_STORAGE_KEY = 'vitrina-recently-viewed';
export const SELL_DRAFT_STORAGE_PREFIX = 'vitrina-sell-draft';

/** Paths that need a signed-in user (spec §2); sub-paths included. */
export const PROTECTED_ROUTES = ['/sell', '/dashboard', '/checkout', '/verification-request'] as const;
export type ProtectedRoute = (typeof PROTECTED_ROUTES)[number];
/**
 * The dashboard's staff pages (trusted members only), under /dashboard, sub-paths included: a visitor opening one
 * gets the dashboard's 404, as a member who is not staff does, never a sign-in that hints the page exists.
 */
export const STAFF_DASHBOARD_PAGES = ['admin', 'reclamos', 'verification-review'] as const;
/** Paths where the floating 'Vender un producto' button is hidden. */
export const FLOATING_SELL_HIDDEN_PATHS = ['/sell', '/auth', '/checkout', '/dashboard'] as const;

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const CONDITIONS: Option<'new' | 'excellent' | 'good' | 'fair' | 'poor'>[] = [
  { value: 'new', label: 'Como Nuevo' },
  { value: 'excellent', label: 'Excelente' },
  { value: 'good', label: 'Bueno' },
  { value: 'fair', label: 'Regular' },
  { value: 'poor', label: 'Deteriorado' },
];
/** The sell form accepts only these (spec §3). */
export const SELL_CONDITIONS = ['new', 'excellent', 'good', 'fair'] as const;
export const DEFAULT_SELL_CONDITION = 'new';

export const RARITIES: Option<'common' | 'uncommon' | 'rare' | 'ultra_rare' | 'legendary'>[] = [
  { value: 'common', label: 'Común' },
  { value: 'uncommon', label: 'Poco común' },
  { value: 'rare', label: 'Raro' },
  { value: 'ultra_rare', label: 'Ultra raro' },
  { value: 'legendary', label: 'Legendario' },
];

export const PSA_GRADES: Option<'psa_10' | 'psa_9' | 'psa_8' | 'psa_7' | 'psa_6'>[] = [
  { value: 'psa_10', label: 'PSA 10 - Gema Perfecta' },
  { value: 'psa_9', label: 'PSA 9 - Casi Perfecta' },
  { value: 'psa_8', label: 'PSA 8 - Excelente' },
  { value: 'psa_7', label: 'PSA 7 - Muy Buena' },
  { value: 'psa_6', label: 'PSA 6 - Buena' },
];

export const SIGNED_BY: Option<'player' | 'team' | 'coach' | 'legend'>[] = [
  { value: 'player', label: 'Jugador' },
  { value: 'team', label: 'Equipo' },
  { value: 'coach', label: 'Entrenador' },
  { value: 'legend', label: 'Leyenda' },
];

export const VERIFICATION_LEVELS: Option<'unverified' | 'basic' | 'verified' | 'trusted' | 'vip'>[] = [
  { value: 'unverified', label: 'Vendedor Nuevo' },
  { value: 'basic', label: 'Vendedor Básico' },
  { value: 'verified', label: 'Vendedor Verificado' },
  { value: 'trusted', label: 'Vendedor de Confianza' },
  { value: 'vip', label: 'VIP member' },
];

/** 'none' shows no badge; 'verified' is rendered with the certifier (see copy.display.verifiedBy). */
export const AUTHENTICATION_STATUS: Option<'none' | 'pending' | 'verified' | 'rejected'>[] = [
  { value: 'none', label: '' },
  { value: 'pending', label: 'Autenticación Pendiente' },
  { value: 'verified', label: 'Verificado' },
  { value: 'rejected', label: 'Autenticación Rechazada' },
];

export const VERIFICATION_REQUEST_TYPES: Option<'seller' | 'buyer' | 'vip'>[] = [
  { value: 'seller', label: 'Vendedor' },
  { value: 'buyer', label: 'Comprador' },
  { value: 'vip', label: 'VIP' },
];

export const NOTIFICATION_TYPES = [
  'order',
  'message',
  'PRICE_ALERT',
  'offer',
  'offer_response',
  'system',
  'auction',
  'other',
] as const;

/** Looks up an option label; unknown values give undefined so callers decide the fallback. */
export function optionLabel<V extends string>(options: readonly Option<V>[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label;
}
