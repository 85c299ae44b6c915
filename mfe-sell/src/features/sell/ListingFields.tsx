import type { ChangeEvent, ReactNode } from 'react';
import type { FormikProps } from 'formik';
import styled from 'styled-components';
import {
  categories,
  CONDITIONS,
  copy,
  fillCopy,
  FormField,
  getCategory,
  Input,
  NativeSelect,
  pieceShippingLabel,
  PSA_GRADES,
  RARITIES,
  SELL_CONDITIONS,
  SELL_DESCRIPTION_MAX,
  SELL_PRICE_MAX,
  SELL_SHIPPING_MAX,
  SELL_STOCK_MAX,
  SELL_STOCK_MIN,
  SELL_TITLE_MAX,
  SIGNED_BY,
  SubcategoryOptions,
  Textarea,
  SelectOptions,
} from '@vitrina/shared/core';
import { subcategoryIdsOf, type SellProductFormValues } from './sellProductSchema';
import { sellCopy } from './copy';

/**
 * Two fields a row only when each column holds the longest option whole ("Equipamiento de Leyenda", "PSA 10 - Gema
 * Perfecta") with the select's arrow: the dashboard's edit page gives the fields less room than /sell does.
 */
const FIELD_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))';

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${FIELD_COLUMNS};
  gap: ${({ theme }) => theme.space[4]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  /* the price notices' row when there is none: an empty row still took a gap, doubling the space above 'Categoría' */
  &:empty {
    display: none;
  }
`;

const Counter = styled.span`
  float: right;
  font-variant-numeric: tabular-nums;
`;

const Attributes = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  grid-template-columns: ${FIELD_COLUMNS};
  gap: ${({ theme }) => theme.space[4]};
  /* the size of the sale type's legend below it: both name a group of fields */
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** The shipping the buyers will read for what is typed: an empty or unreadable field reads as free. */
function shippingShown(value: number | ''): number {
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

const conditionOptions = CONDITIONS.filter((option) => (SELL_CONDITIONS as readonly string[]).includes(option.value));

export interface ListingFieldsProps {
  formik: FormikProps<SellProductFormValues>;
  disabled?: boolean;
  /** shown under the price: the price warnings and the identity notice */
  priceNotices?: ReactNode;
}

/**
 * The listing's fields (spec §5 sell form plus the attributes the listing filters use), for the sell page and the
 * dashboard's edit page. A field shows its error once it was touched or changed, and every change is validated.
 */
export function ListingFields({ formik, disabled = false, priceNotices }: ListingFieldsProps) {
  const { values, errors, touched, initialValues } = formik;
  const errorOf = (name: keyof SellProductFormValues) =>
    (touched[name] || values[name] !== initialValues[name] || formik.submitCount > 0) &&
    typeof errors[name] === 'string'
      ? errors[name]
      : undefined;
  const field = (name: keyof SellProductFormValues) => ({
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled,
  });

  const category = getCategory(values.category);
  const onCategoryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    formik.handleChange(event);
    // A sub-category belongs to one category: switching drops one that does not fit the new category.
    if (values.subcategory && !subcategoryIdsOf(event.target.value).includes(values.subcategory)) {
      void formik.setFieldValue('subcategory', '');
    }
  };

  return (
    <Grid>
      <Wide>
        <FormField
          label={sellCopy.fieldTitle}
          required
          error={errorOf('title')}
          hint={
            <Counter>{fillCopy(sellCopy.characterCount, { count: values.title.length, max: SELL_TITLE_MAX })}</Counter>
          }
        >
          <Input {...field('title')} placeholder={sellCopy.titlePlaceholder} autoComplete="off" />
        </FormField>
      </Wide>
      <FormField label={sellCopy.fieldPrice} required error={errorOf('price')}>
        <Input
          {...field('price')}
          type="number"
          inputMode="decimal"
          min={0}
          max={SELL_PRICE_MAX}
          step="0.01"
          placeholder="0.00"
        />
      </FormField>
      <FormField
        label={sellCopy.fieldShipping}
        error={errorOf('shipping_price')}
        hint={fillCopy(sellCopy.shippingHint, { label: pieceShippingLabel(shippingShown(values.shipping_price)) })}
      >
        <Input
          {...field('shipping_price')}
          type="number"
          inputMode="decimal"
          min={0}
          max={SELL_SHIPPING_MAX}
          step="0.01"
          placeholder="0"
        />
      </FormField>
      {/* the row's whole width: the fifth half-width field sat alone with an empty cell beside it */}
      <Wide>
        <FormField label={copy.sell.fieldCondition} required error={errorOf('condition')}>
          <NativeSelect {...field('condition')}>
            <SelectOptions options={conditionOptions} />
          </NativeSelect>
        </FormField>
      </Wide>
      {priceNotices ? <Wide>{priceNotices}</Wide> : null}
      <FormField label={copy.sell.fieldCategory} required error={errorOf('category')}>
        <NativeSelect {...field('category')} onChange={onCategoryChange}>
          <option value="">{sellCopy.categoryPlaceholder}</option>
          {categories.map((option) => (
            <option key={option.id} value={option.value}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={copy.sell.fieldSubcategory} error={errorOf('subcategory')}>
        <NativeSelect {...field('subcategory')} disabled={disabled || !category}>
          <option value="">{category ? sellCopy.subcategoryPlaceholder : sellCopy.noneOption}</option>
          <SubcategoryOptions category={category} />
        </NativeSelect>
      </FormField>
      <Wide>
        <FormField
          label={sellCopy.fieldDescription}
          required
          error={errorOf('description')}
          hint={
            <Counter>
              {fillCopy(sellCopy.characterCount, { count: values.description.length, max: SELL_DESCRIPTION_MAX })}
            </Counter>
          }
        >
          <Textarea {...field('description')} rows={5} placeholder={sellCopy.descriptionPlaceholder} />
        </FormField>
      </Wide>
      <Attributes disabled={disabled}>
        <legend>{sellCopy.attributesTitle}</legend>
        <FormField label={copy.sell.fieldRarity} error={errorOf('rarity')}>
          <NativeSelect {...field('rarity')}>
            <option value="">{sellCopy.noneOption}</option>
            <SelectOptions options={RARITIES} />
          </NativeSelect>
        </FormField>
        <FormField label={copy.sell.fieldPsaGrade} error={errorOf('psa_grade')}>
          <NativeSelect {...field('psa_grade')}>
            <option value="">{sellCopy.noneOption}</option>
            <SelectOptions options={PSA_GRADES} />
          </NativeSelect>
        </FormField>
        <FormField label={copy.sell.fieldSignedBy} error={errorOf('signed_by')}>
          <NativeSelect {...field('signed_by')}>
            <option value="">{sellCopy.noneOption}</option>
            <SelectOptions options={SIGNED_BY} />
          </NativeSelect>
        </FormField>
        <FormField label={copy.sell.fieldStock} error={errorOf('stock')}>
          <Input
            {...field('stock')}
            type="number"
            inputMode="numeric"
            min={SELL_STOCK_MIN}
            max={SELL_STOCK_MAX}
            step={1}
          />
        </FormField>
        <FormField label={copy.sell.fieldCertifier} error={errorOf('certifier')}>
          <Input {...field('certifier')} placeholder={sellCopy.certifierPlaceholder} autoComplete="off" />
        </FormField>
        <FormField label={copy.sell.fieldCertificateNumber} error={errorOf('certificate_number')}>
          <Input {...field('certificate_number')} autoComplete="off" />
        </FormField>
      </Attributes>
    </Grid>
  );
}
