import styled from 'styled-components';
import { FormField, Input, NativeSelect, SelectOptions } from '@vitrina/shared/core';
import { auctionListingCopy } from './copy';
import { AUCTION_DURATIONS, type AuctionSettings } from './auctionSettings';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Choices = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input {
    margin-top: 4px;
  }
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const DURATION_OPTIONS = AUCTION_DURATIONS.map((days) => ({ value: days, label: auctionListingCopy.days[days] }));

export interface AuctionFieldsProps {
  value: AuctionSettings;
  onChange: (next: AuctionSettings) => void;
  error?: string | null;
  disabled?: boolean;
  /** the edit page: the sale type is fixed once listed */
  hideChoice?: boolean;
}

/** "Precio fijo" or "Subasta", and for an auction: the reserve, the duration and an optional scheduled start. */
export function AuctionFields({ value, onChange, error, disabled, hideChoice }: AuctionFieldsProps) {
  const set = (patch: Partial<AuctionSettings>) => onChange({ ...value, ...patch });
  return (
    <Fieldset disabled={disabled}>
      <legend>{hideChoice ? auctionListingCopy.auction : auctionListingCopy.saleType}</legend>
      {hideChoice ? null : (
        <Choices role="radiogroup" aria-label={auctionListingCopy.saleType}>
          <Choice>
            <input type="radio" name="sale_type" checked={!value.enabled} onChange={() => set({ enabled: false })} />
            <span>
              <strong>{auctionListingCopy.fixedPrice}</strong>
              <small>{auctionListingCopy.fixedPriceHelp}</small>
            </span>
          </Choice>
          <Choice>
            <input type="radio" name="sale_type" checked={value.enabled} onChange={() => set({ enabled: true })} />
            <span>
              <strong>{auctionListingCopy.auction}</strong>
              <small>{auctionListingCopy.auctionHelp}</small>
            </span>
          </Choice>
        </Choices>
      )}
      {value.enabled ? (
        <>
          <FormField label={auctionListingCopy.reserve} hint={auctionListingCopy.reserveHelp} error={error}>
            <Input
              name="auction_reserve"
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              value={value.reserve}
              onChange={(event) => set({ reserve: event.target.value })}
            />
          </FormField>
          <FormField label={auctionListingCopy.duration}>
            <NativeSelect
              name="auction_duration"
              value={value.durationDays}
              onChange={(event) => set({ durationDays: Number(event.target.value) })}
            >
              <SelectOptions options={DURATION_OPTIONS} />
            </NativeSelect>
          </FormField>
          <Wide>
            <FormField label={auctionListingCopy.start} hint={auctionListingCopy.startHelp}>
              <Input
                name="auction_start"
                type="datetime-local"
                value={value.start}
                onChange={(event) => set({ start: event.target.value })}
              />
            </FormField>
          </Wide>
        </>
      ) : null}
    </Fieldset>
  );
}
