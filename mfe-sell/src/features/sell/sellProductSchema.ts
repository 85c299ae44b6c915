import * as yup from 'yup';
import {
  DEFAULT_SELL_CONDITION,
  hasAtMostTwoDecimals,
  PSA_GRADES,
  RARITIES,
  SELL_CERTIFICATE_NUMBER_MAX,
  SELL_CERTIFIER_MAX,
  SELL_CONDITIONS,
  SELL_DESCRIPTION_MAX,
  SELL_DESCRIPTION_MIN,
  SELL_PRICE_MAX,
  SELL_SHIPPING_MAX,
  SELL_STOCK_DEFAULT,
  SELL_STOCK_MAX,
  SELL_STOCK_MIN,
  SELL_TITLE_MAX,
  SELL_TITLE_MIN,
  SIGNED_BY,
  copy,
  emptyToUndefined,
  getCategory,
} from '@vitrina/shared/core';
import type { ListingFormValues } from '@vitrina/shared/contract';
import { sellCopy } from './copy';

// The listing form's rules (spec §5, §8): the sell page and its edit mode (the dashboard's edit page renders it
// through './ListingForm'). Imported by the sell page's and the editor's own chunks, so yup arrives with them and
// never with the remote's entry.

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
    .required(sellCopy.titleMin)
    .min(SELL_TITLE_MIN, sellCopy.titleMin)
    .max(SELL_TITLE_MAX, sellCopy.titleMax),
  price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(sellCopy.priceRequired)
    .required(sellCopy.priceRequired)
    .moreThan(0, sellCopy.pricePositive)
    .max(SELL_PRICE_MAX, sellCopy.priceMax)
    .test('cents', sellCopy.priceCents, (value) => value == null || hasAtMostTwoDecimals(value)),
  // The database's products_shipping_price_check (0 to 10,000) on a numeric(12, 2): an empty field is free shipping,
  // and a third decimal is refused rather than rounded away.
  shipping_price: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original == null ? 0 : value))
    .typeError(sellCopy.shippingInvalid)
    .default(0)
    .required(sellCopy.shippingInvalid)
    .min(0, sellCopy.shippingInvalid)
    .max(SELL_SHIPPING_MAX, sellCopy.shippingInvalid)
    .test('cents', sellCopy.shippingCents, (value) => value == null || hasAtMostTwoDecimals(value)),
  description: yup
    .string()
    .trim()
    .required(sellCopy.descriptionMin)
    .min(SELL_DESCRIPTION_MIN, sellCopy.descriptionMin)
    .max(SELL_DESCRIPTION_MAX, sellCopy.descriptionMax),
  condition: yup
    .string()
    .default(DEFAULT_SELL_CONDITION)
    .required(sellCopy.conditionRequired)
    .oneOf([...SELL_CONDITIONS], sellCopy.conditionRequired),
  category: yup
    .string()
    .trim()
    .required(sellCopy.categoryRequired)
    // a value the select does not offer (a draft kept from before a category was retired, a hand-made request)
    .test('known-category', sellCopy.categoryUnknown, (value) => value == null || getCategory(value) !== undefined),
  subcategory: yup
    .string()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('subcategory-of-category', sellCopy.subcategoryInvalid, function check(value) {
      return value == null || subcategoryIdsOf((this.parent as { category?: string }).category).includes(value);
    }),
  rarity: optionalChoice(
    RARITIES.map((option) => option.value),
    sellCopy.rarityInvalid,
  ),
  psa_grade: optionalChoice(
    PSA_GRADES.map((option) => option.value),
    sellCopy.psaGradeInvalid,
  ),
  signed_by: optionalChoice(
    SIGNED_BY.map((option) => option.value),
    sellCopy.signedByInvalid,
  ),
  certifier: optionalText(SELL_CERTIFIER_MAX, copy.sell.certifierTooLong),
  certificate_number: optionalText(SELL_CERTIFICATE_NUMBER_MAX, copy.sell.certificateNumberTooLong).test(
    'certificate-needs-certifier',
    sellCopy.certificateNeedsCertifier,
    function check(value) {
      const certifier = (this.parent as { certifier?: string | null }).certifier;
      return value == null || (typeof certifier === 'string' && certifier.trim() !== '');
    },
  ),
  stock: yup
    .number()
    // Only an empty field means "the default 1"; text that is not a number is an error, not a 1.
    .transform((value: unknown, original: unknown) => (original === '' || original == null ? undefined : value))
    .typeError(sellCopy.stockInvalid)
    .default(SELL_STOCK_DEFAULT)
    .required(sellCopy.stockInvalid)
    .integer(sellCopy.stockInvalid)
    .min(SELL_STOCK_MIN, sellCopy.stockInvalid)
    .max(SELL_STOCK_MAX, sellCopy.stockInvalid),
});

/** What the listing form holds while the user types (the contract's, as the dashboard's edit page fills it). */
export type SellProductFormValues = ListingFormValues;

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
  shipping_price: 0,
};
