import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  Button,
  categories,
  CONDITIONS,
  copy,
  FormField,
  getCategory,
  Input,
  NativeSelect,
  PSA_GRADES,
  RARITIES,
  SELL_CONDITIONS,
  SIGNED_BY,
  Textarea,
  toast,
} from '@vitrina/shared/core';
import { useMyListing, useUpdateMyListing, type ListingChanges, type OwnListing } from '@vitrina/shared/data';
import { sellProductSchema, type SellProductFormValues } from '@vitrina/shared/forms';
import { ProductsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { errorText } from '../trade-common/errorText';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { Panel } from '../trade-common/tradeStyles';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const conditionOptions = CONDITIONS.filter((option) => (SELL_CONDITIONS as readonly string[]).includes(option.value));

function formValues(piece: OwnListing): SellProductFormValues {
  return {
    title: piece.title,
    price: piece.price,
    description: piece.description ?? '',
    condition: piece.condition,
    category: piece.category,
    subcategory: piece.subcategory ?? '',
    rarity: piece.rarity ?? '',
    psa_grade: piece.psa_grade ?? '',
    signed_by: piece.signed_by ?? '',
    certifier: piece.certifier ?? '',
    certificate_number: piece.certificate_number ?? '',
    stock: piece.stock,
  };
}

function EditForm({ piece }: { piece: OwnListing }) {
  const update = useUpdateMyListing();
  const navigate = useNavigate();
  const formik = useFormik<SellProductFormValues>({
    initialValues: formValues(piece),
    validationSchema: sellProductSchema,
    onSubmit: async (values) => {
      const changes = sellProductSchema.cast(values) as unknown as ListingChanges;
      try {
        await update.mutateAsync({ productId: piece.id, changes });
        toast({ title: copy.trade.saved, variant: 'success' });
        navigate(`/dashboard/products/${piece.id}`);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'VT001' || code === 'VT002') {
          const { details, message, hint } = error as { details: string; message: string; hint: string };
          toast({ title: details, description: message, variant: 'destructive' });
          navigate(hint);
          return;
        }
        // the typed values stay in the form: only the toast tells what failed
        toast({ title: copy.trade.saveFailed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  const { values, errors, touched, handleChange, handleBlur } = formik;
  const fieldError = (name: keyof SellProductFormValues) => (touched[name] && errors[name] ? String(errors[name]) : null);
  const subcategories = getCategory(values.category)?.subcategories.flatMap((group) => group.items) ?? [];
  const bind = (name: keyof SellProductFormValues) => ({ name, value: values[name], onChange: handleChange, onBlur: handleBlur });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Panel>
        <Grid>
          <Wide>
            <FormField label={copy.sell.fieldTitle} error={fieldError('title')} required>
              <Input {...bind('title')} maxLength={100} />
            </FormField>
          </Wide>
          <FormField label={copy.sell.fieldPrice} error={fieldError('price')} required>
            <Input {...bind('price')} type="number" inputMode="decimal" min={0} step="0.01" />
          </FormField>
          <FormField label={copy.sell.fieldStock} error={fieldError('stock')} required>
            <Input {...bind('stock')} type="number" inputMode="numeric" min={1} max={999} step={1} />
          </FormField>
          <Wide>
            <FormField label={copy.sell.fieldDescription} error={fieldError('description')} required>
              <Textarea {...bind('description')} rows={5} maxLength={500} />
            </FormField>
          </Wide>
          <FormField label={copy.sell.fieldCondition} error={fieldError('condition')} required>
            <NativeSelect {...bind('condition')}>
              {conditionOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldCategory} error={fieldError('category')} required>
            <NativeSelect
              {...bind('category')}
              onChange={(event) => {
                handleChange(event);
                void formik.setFieldValue('subcategory', '');
              }}
            >
              <option value="">{copy.trade.categoryPlaceholder}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.value}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldSubcategory} error={fieldError('subcategory')}>
            <NativeSelect {...bind('subcategory')} disabled={!subcategories.length}>
              <option value="">{copy.sell.noneOption}</option>
              {subcategories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldRarity} error={fieldError('rarity')}>
            <NativeSelect {...bind('rarity')}>
              <option value="">{copy.sell.noneOption}</option>
              {RARITIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldPsaGrade} error={fieldError('psa_grade')}>
            <NativeSelect {...bind('psa_grade')}>
              <option value="">{copy.sell.noneOption}</option>
              {PSA_GRADES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldSignedBy} error={fieldError('signed_by')}>
            <NativeSelect {...bind('signed_by')}>
              <option value="">{copy.sell.noneOption}</option>
              {SIGNED_BY.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={copy.sell.fieldCertifier} error={fieldError('certifier')}>
            <Input {...bind('certifier')} maxLength={100} />
          </FormField>
          <FormField label={copy.sell.fieldCertificateNumber} error={fieldError('certificate_number')}>
            <Input {...bind('certificate_number')} maxLength={100} />
          </FormField>
        </Grid>
      </Panel>
      <Footer>
        <Button as={Link} to={`/dashboard/products/${piece.id}`} variant="outline">
          {copy.common.cancel}
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? copy.common.loading : copy.trade.saveChanges}
        </Button>
      </Footer>
    </form>
  );
}

/** /dashboard/products/:id/edit and /dashboard/products/edit/:id: the owner edits a piece with the sell schema. */
export function EditProductPage() {
  const { id = '' } = useParams();
  const listing = useMyListing(id);
  if (listing.isPending) return <PageSkeleton />;
  if (listing.isError) return <LoadError title={copy.trade.listingsLoadError} onRetry={() => void listing.refetch()} />;
  if (!listing.data || listing.data.status === 'sold') {
    return (
      <>
        <PageHeader title={copy.trade.editTitle} />
        <EmptyPanel
          icon={<ProductsIcon />}
          title={listing.data ? copy.trade.soldNotEditable : copy.dashboard.emptyProductTitle}
          description={copy.dashboard.emptyProductDescription}
          action={
            <Button as={Link} to="/dashboard/collection" variant="outline">
              {copy.dashboard.viewCollection}
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={copy.trade.editTitle} description={copy.trade.editDescription} />
      <EditForm piece={listing.data} />
    </>
  );
}
