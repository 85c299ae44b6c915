import { useFormik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, Card, errorText, FormField, Input, NativeSelect, SelectOptions } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useListAtAuction, useMyAuctions, type MyAuction } from './auctionsApi';
import {
  AUCTION_DURATIONS,
  auctionSettingsSchema,
  MAX_AUCTION_PRICE,
  type AuctionSettingsValues,
} from './auctionSchemas';
import { auctionsDashboardCopy as t } from './copy';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const DURATIONS = AUCTION_DURATIONS.map((days) => ({ value: days, label: days === 1 ? '1 día' : `${days} días` }));

/**
 * Starting price, reserve and duration: formik with list_at_auction's rules; its refusal is said in the form in
 * the database's words and the values stay as typed.
 */
function SettingsForm({ productId, price, auction }: { productId: string; price: number; auction?: MyAuction }) {
  const save = useListAtAuction();
  const formik = useFormik<AuctionSettingsValues>({
    initialValues: {
      starting_price: auction?.starting_price ?? price,
      reserve_price: auction?.reserve_price ?? '',
      days: 7,
    },
    validationSchema: auctionSettingsSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const { starting_price, reserve_price, days } = auctionSettingsSchema.cast(values);
      try {
        await save.mutateAsync({ productId, startingPrice: starting_price, reservePrice: reserve_price ?? null, days });
        toast({ title: t.saved, variant: 'success' });
      } catch (error) {
        helpers.setStatus(errorText(error, { fallback: t.saveFailed }));
      }
    },
  });
  const { errors, touched } = formik;
  const refusal = typeof formik.status === 'string' ? formik.status : null;
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t.settingsTitle}>
      <Fields>
        <FormField
          label={t.startingPriceLabel}
          required
          error={touched.starting_price ? errors.starting_price : undefined}
        >
          <Input type="number" min={1} max={MAX_AUCTION_PRICE} {...formik.getFieldProps('starting_price')} />
        </FormField>
        <FormField
          label={t.reserveLabel}
          hint={t.reserveHelp}
          error={touched.reserve_price ? errors.reserve_price : undefined}
        >
          <Input type="number" min={1} max={MAX_AUCTION_PRICE} {...formik.getFieldProps('reserve_price')} />
        </FormField>
        <FormField label={t.durationLabel} error={touched.days ? errors.days : undefined}>
          <NativeSelect
            name="days"
            value={formik.values.days}
            onChange={(event) => void formik.setFieldValue('days', Number(event.target.value))}
            onBlur={formik.handleBlur}
          >
            <SelectOptions options={DURATIONS} />
          </NativeSelect>
        </FormField>
      </Fields>
      {refusal ? (
        <Alert tone="error" style={{ marginTop: 16 }}>
          {refusal}
        </Alert>
      ) : null}
      <Button type="submit" variant="primary" disabled={formik.isSubmitting} style={{ marginTop: 16 }}>
        {auction ? t.saveSettings : t.startAuction}
      </Button>
    </form>
  );
}

/**
 * The edit page's auction part: a piece without an auction can be put up for one; an auction without bids can be
 * changed (list_at_auction refuses once there are bids, and the page says so).
 */
export function AuctionSettingsPanel({ productId, price }: { productId: string; price: number }) {
  const auctions = useMyAuctions();
  if (!auctions.data) return null;
  const open = auctions.data.find((a) => a.product_id === productId && a.status === 'open');
  const sold = auctions.data.some((a) => a.product_id === productId && a.status === 'sold');
  if (sold) return null;
  return (
    <Panel as="section" aria-labelledby="auction-settings-title">
      <h2 id="auction-settings-title">{t.settingsTitle}</h2>
      {open && open.bid_count > 0 ? (
        <p>{t.hasBids}</p>
      ) : (
        <>
          <p>{open ? t.settingsHelp : t.startHelp}</p>
          <SettingsForm productId={productId} price={price} auction={open} />
        </>
      )}
    </Panel>
  );
}
