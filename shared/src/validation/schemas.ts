import * as yup from 'yup';
import {
  DISPLAY_NAME_MIN,
  MIN_IMAGES,
  PROFILE_PHONE_MAX,
  PROFILE_PHONE_MIN,
  SELL_CONDITIONS,
  DEFAULT_SELL_CONDITION,
  SELL_CERTIFICATE_NUMBER_MAX,
  SELL_CERTIFIER_MAX,
  SELL_STOCK_DEFAULT,
  SELL_STOCK_MAX,
  SELL_STOCK_MIN,
  RARITIES,
  PSA_GRADES,
  SIGNED_BY,
  getCategory,
  SELL_DESCRIPTION_MAX,
  SELL_DESCRIPTION_MIN,
  SELL_PRICE_MAX,
  SELL_TITLE_MAX,
  SELL_TITLE_MIN,
  USERNAME_MIN,
  copy,
  emptyToUndefined,
  PROFILE_PHONE_PATTERN,
} from '@vitrina/shared/core';

// Profile -------------------------------------------------------------------------------------

/** Empty phone is allowed (stored as null); otherwise + and digits, 10–15 characters. */
const profilePhone = yup
  .string()
  .trim()
  .transform((value: string | undefined) => (value === '' ? undefined : value))
  .optional()
  .test('phone-length', copy.profile.phoneLength, (value) =>
    value === undefined
      ? true
      : value.startsWith('+') && value.length >= PROFILE_PHONE_MIN && value.length <= PROFILE_PHONE_MAX,
  )
  .test('phone-format', copy.profile.phoneFormat, (value) =>
    value === undefined ? true : PROFILE_PHONE_PATTERN.test(value),
  );

export const profileSchema = yup.object({
  username: yup.string().trim().required(copy.profile.usernameMin).min(USERNAME_MIN, copy.profile.usernameMin),
  display_name: yup
    .string()
    .trim()
    .required(copy.profile.displayNameMin)
    .min(DISPLAY_NAME_MIN, copy.profile.displayNameMin),
  phone_number: profilePhone,
});
export const onboardingSchema = profileSchema;
export type ProfileValues = yup.InferType<typeof profileSchema>;

// Sell ----------------------------------------------------------------------------------------

/** Optional selects send '' for "not set": stored as null, never checked against the list. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

function optionalChoice(values: readonly string[], message: string) {
  return yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('choice', message, (value) => value == null || values.includes(value));
}

function optionalText(max: number, message: string) {
  return yup.string().trim().transform(emptyToNull).nullable().default(null).max(max, message);
}

/** The sub-category ids of a category (spec §2 "Sub-category routes"), from the shared category data. */
export function subcategoryIdsOf(categoryId: string | null | undefined): string[] {
  return getCategory(categoryId)?.subcategories.flatMap((group) => group.items.map((item) => item.id)) ?? [];
}

/**
 * The listing form (sell page, and the dashboard's edit page): the spec §5/§8 rules and messages, plus the optional
 * attributes the listing filters use. Cast values are what the products row takes: empty optional fields are null.
 */
export const sellProductSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(copy.sell.titleMin)
    .min(SELL_TITLE_MIN, copy.sell.titleMin)
    .max(SELL_TITLE_MAX, copy.sell.titleMax),
  price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(copy.sell.priceRequired)
    .required(copy.sell.priceRequired)
    .moreThan(0, copy.sell.pricePositive)
    .max(SELL_PRICE_MAX, copy.sell.priceMax),
  description: yup
    .string()
    .trim()
    .required(copy.sell.descriptionMin)
    .min(SELL_DESCRIPTION_MIN, copy.sell.descriptionMin)
    .max(SELL_DESCRIPTION_MAX, copy.sell.descriptionMax),
  condition: yup
    .string()
    .default(DEFAULT_SELL_CONDITION)
    .required(copy.sell.conditionRequired)
    .oneOf([...SELL_CONDITIONS], copy.sell.conditionRequired),
  category: yup.string().trim().required(copy.sell.categoryRequired),
  subcategory: yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('subcategory-of-category', copy.sell.subcategoryInvalid, function check(value) {
      return value == null || subcategoryIdsOf((this.parent as { category?: string }).category).includes(value);
    }),
  rarity: optionalChoice(
    RARITIES.map((option) => option.value),
    copy.sell.rarityInvalid,
  ),
  psa_grade: optionalChoice(
    PSA_GRADES.map((option) => option.value),
    copy.sell.psaGradeInvalid,
  ),
  signed_by: optionalChoice(
    SIGNED_BY.map((option) => option.value),
    copy.sell.signedByInvalid,
  ),
  certifier: optionalText(SELL_CERTIFIER_MAX, copy.sell.certifierTooLong),
  certificate_number: optionalText(SELL_CERTIFICATE_NUMBER_MAX, copy.sell.certificateNumberTooLong).test(
    'certificate-needs-certifier',
    copy.sell.certificateNeedsCertifier,
    function check(value) {
      const certifier = (this.parent as { certifier?: string | null }).certifier;
      return value == null || (typeof certifier === 'string' && certifier.trim() !== '');
    },
  ),
  stock: yup
    .number()
    // Only an empty field means "the default 1"; text that is not a number is an error, not a 1.
    .transform((value: unknown, original: unknown) => (original === '' || original == null ? undefined : value))
    .typeError(copy.sell.stockInvalid)
    .default(SELL_STOCK_DEFAULT)
    .required(copy.sell.stockInvalid)
    .integer(copy.sell.stockInvalid)
    .min(SELL_STOCK_MIN, copy.sell.stockInvalid)
    .max(SELL_STOCK_MAX, copy.sell.stockInvalid),
});
export type SellProductValues = yup.InferType<typeof sellProductSchema>;

/** What the listing form holds while the user types: numbers may be '' and optional selects ''. */
export interface SellProductFormValues {
  title: string;
  price: number | '';
  description: string;
  condition: string;
  category: string;
  subcategory: string;
  rarity: string;
  psa_grade: string;
  signed_by: string;
  certifier: string;
  certificate_number: string;
  stock: number | '';
}

/** A new listing's starting values: condition 'new' and 1 unit (spec §5, products.stock default). */
export const SELL_PRODUCT_DEFAULTS: SellProductFormValues = {
  title: '',
  price: '',
  description: '',
  condition: DEFAULT_SELL_CONDITION,
  category: '',
  subcategory: '',
  rarity: '',
  psa_grade: '',
  signed_by: '',
  certifier: '',
  certificate_number: '',
  stock: SELL_STOCK_DEFAULT,
};

// Offers, alerts, messages ------------------------------------------------------------------

export const messageSchema = yup.object({
  message: yup.string().trim().required(),
});

/** Sell images count, for forms that keep images outside formik. */
export function hasEnoughImages(count: number): boolean {
  return count >= MIN_IMAGES;
}
