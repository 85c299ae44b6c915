import * as c from './constants';

describe('constants (spec §9)', () => {
  it('usa los valores del spec', () => {
    expect(c.NEWSLETTER_DISCOUNT_PERCENT).toBe(10);
    expect(c.COLLECTOR_COUNTER_BASE).toBe(213);
    expect(c.WAITLIST_RESET_MS).toBe(5000);
    expect([c.TOAST_LIMIT, c.TOAST_REMOVE_DELAY, c.TOAST_DURATION]).toEqual([3, 5000, 5000]);
    expect([c.PRODUCTS_PAGE_SIZE, c.LISTING_PAGE_SIZE, c.LISTING_SKELETON_COUNT, c.CATEGORY_SKELETON_COUNT]).toEqual([
      20, 12, 8, 6,
    ]);
    expect(c.INFINITE_SCROLL_MARGIN_PX).toBe(200);
    expect(c.PRODUCT_CACHE_TTL_MS).toBe(300_000);
    expect([c.PRICE_SLIDER_MIN, c.PRICE_SLIDER_MAX, c.PRICE_SLIDER_STEP]).toEqual([0, 10000, 100]);
    expect([c.MAX_IMAGES, c.MAX_IMAGE_BYTES]).toEqual([6, 5 * 1024 * 1024]);
    expect([c.SELL_TITLE_MIN, c.SELL_TITLE_MAX, c.SELL_DESCRIPTION_MIN, c.SELL_DESCRIPTION_MAX]).toEqual([
      3, 100, 20, 500,
    ]);
    expect([c.SELL_PRICE_MAX, c.PRICE_WARNING_LOW, c.PRICE_WARNING_HIGH, c.HIGH_PRICE_BADGE]).toEqual([
      1_000_000, 10, 100_000, 10_000,
    ]);
    expect(c.IDENTITY_VERIFICATION_PRICE).toBe(5000);
    expect([c.USERNAME_MIN, c.DISPLAY_NAME_MIN, c.PASSWORD_MIN]).toEqual([3, 2, 6]);
    expect([c.VERIFICATION_MAX_DOCUMENTS, c.VERIFICATION_NOTES_MIN]).toEqual([5, 10]);
    expect([
      c.CHECKOUT_CARD_NUMBER_LENGTH,
      c.CHECKOUT_CARD_EXPIRY_LENGTH,
      c.CHECKOUT_CVC_MIN,
      c.CHECKOUT_CVC_MAX,
    ]).toEqual([16, 5, 3, 4]);
    expect([c.CHECKOUT_ZIP_MIN, c.CHECKOUT_SIMULATED_DELAY_MS]).toEqual([5, 2000]);
    expect([
      c.NOTIFICATIONS_LIMIT,
      c.SEARCH_SUGGESTIONS_LIMIT,
      c.POPULAR_SEARCHES_MAX,
      c.POPULAR_SEARCHES_SHOWN,
    ]).toEqual([10, 5, 15, 5]);
    expect(c.RECENTLY_VIEWED_MAX).toBe(6);
    expect(c.RECOMMENDED_OFFER_RATIO).toBe(0.85);
    expect([c.TOOLTIP_DELAY_MS, c.MOBILE_BREAKPOINT_PX, c.SIDEBAR_COLLAPSE_PX]).toEqual([700, 640, 1024]);
    expect([c.SIGN_UP_REDIRECT_DELAY_MS, c.SIGN_IN_REDIRECT_DELAY_MS]).toEqual([500, 100]);
  });

  it('tiene las 15 búsquedas populares por omisión', () => {
    expect(c.DEFAULT_POPULAR_SEARCHES).toEqual([
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
    ]);
  });

  it('listas de valores del §3', () => {
    expect(c.CONDITIONS.map((o) => o.label)).toEqual(['Como Nuevo', 'Excelente', 'Bueno', 'Regular', 'Deteriorado']);
    expect(c.SELL_CONDITIONS).toEqual(['new', 'excellent', 'good', 'fair']);
    expect(c.RARITIES.map((o) => o.label)).toEqual(['Común', 'Poco común', 'Raro', 'Ultra raro', 'Legendario']);
    expect(c.PSA_GRADES.map((o) => o.value)).toEqual(['psa_10', 'psa_9', 'psa_8', 'psa_7', 'psa_6']);
    expect(c.optionLabel(c.PSA_GRADES, 'psa_10')).toBe('PSA 10 - Gema Perfecta');
    expect(c.SIGNED_BY.map((o) => o.value)).toEqual(['player', 'team', 'coach', 'legend']);
    expect(c.optionLabel(c.VERIFICATION_LEVELS, 'unverified')).toBe('Vendedor Nuevo');
    expect(c.optionLabel(c.VERIFICATION_LEVELS, 'vip')).toBe('VIP member');
    expect(c.optionLabel(c.AUTHENTICATION_STATUS, 'pending')).toBe('Autenticación Pendiente');
    expect(c.optionLabel(c.AUTHENTICATION_STATUS, 'rejected')).toBe('Autenticación Rechazada');
    expect(c.optionLabel(c.RARITIES, 'mythic')).toBeUndefined();
  });
});
