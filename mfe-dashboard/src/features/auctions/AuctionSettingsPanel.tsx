import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, copy, errorText, FormField, Input, NativeSelect, SelectOptions } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useListAtAuction, useMyAuctions, type MyAuction } from './auctionsApi';
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
  p {
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

const DURATIONS = [1, 3, 5, 7].map((days) => ({ value: days, label: days === 1 ? '1 día' : `${days} días` }));

function SettingsForm({ productId, price, auction }: { productId: string; price: number; auction?: MyAuction }) {
  const save = useListAtAuction();
  const [start, setStart] = useState(String(auction?.starting_price ?? price));
  const [reserve, setReserve] = useState(auction?.reserve_price ? String(auction.reserve_price) : '');
  const [days, setDays] = useState(7);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { productId, startingPrice: Number(start), reservePrice: reserve.trim() ? Number(reserve) : null, days },
      {
        onSuccess: () => toast({ title: t.saved, variant: 'success' }),
        onError: (error) => toast({ title: copy.common.error, description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t.settingsTitle}>
      <Fields>
        <FormField label={t.startingPriceLabel} required>
          <Input type="number" min={1} value={start} onChange={(event) => setStart(event.target.value)} />
        </FormField>
        <FormField label={t.reserveLabel} hint={t.reserveHelp}>
          <Input type="number" min={1} value={reserve} onChange={(event) => setReserve(event.target.value)} />
        </FormField>
        <FormField label={t.durationLabel}>
          <NativeSelect value={days} onChange={(event) => setDays(Number(event.target.value))}>
            <SelectOptions options={DURATIONS} />
          </NativeSelect>
        </FormField>
      </Fields>
      <Button type="submit" variant="primary" disabled={save.isPending} style={{ marginTop: 16 }}>
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
