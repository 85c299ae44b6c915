import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  fillCopy,
  formatNumber,
  formatPrice,
  Input,
  priceRangeText,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
} from '@vitrina/shared/core';
import { listingCopy } from './copy';

/** Slider moves settle this long before they reach the URL (one history entry per gesture, not per step). */
const SLIDER_COMMIT_MS = 350;

export interface PriceRangeProps {
  min: number | undefined;
  max: number | undefined;
  /** the highest price on sale: how far a typed bound may go (unknown: no ceiling) */
  ceiling?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** The label of a price range: 'Cualquier precio' with no bounds (spec §9); a typed maximum may pass 10,000. */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  const low = min ?? PRICE_SLIDER_MIN;
  // the slider's start (0) is no minimum
  return priceRangeText(low <= PRICE_SLIDER_MIN ? undefined : low, max) ?? listingCopy.anyPrice;
}

/**
 * Spec §5: whole numbers; empty is 0 for the minimum and no bound for the maximum. The slider stops at 10,000, but a
 * typed bound goes up to the highest price on sale. Returns the bound or an error message (the typed
 * text stays in the field either way).
 */
export function parsePriceInput(
  text: string,
  fallback: number | undefined,
  ceiling?: number,
): number | undefined | { error: string } {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return fallback;
  const limit = ceiling === undefined ? undefined : Math.max(ceiling, PRICE_SLIDER_MAX);
  const error =
    limit === undefined
      ? listingCopy.priceInvalidOpen
      : fillCopy(listingCopy.priceInvalid, { max: formatNumber(limit) });
  if (!/^\d+$/.test(trimmed)) return { error };
  const value = Number(trimmed);
  if (value < PRICE_SLIDER_MIN || !Number.isSafeInteger(value) || (limit !== undefined && value > limit)) {
    return { error };
  }
  return value;
}

/** A bound as the slider's thumb shows it: the slider ends at 10,000, which also stands for any higher price. */
const onSlider = (value: number | undefined) => Math.min(value ?? PRICE_SLIDER_MAX, PRICE_SLIDER_MAX);

type Bounds = [number, number | undefined];

const Wrapper = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

// padding 0: a legend's default 2 px of inline padding set it off the field labels' left edge
const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  position: relative;
  height: 24px;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 10px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Fill = styled.div`
  position: absolute;
  top: 10px;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.gold};
`;

const Range = styled.input`
  position: absolute;
  left: 0;
  top: 0;
  width: 100%;
  height: 24px;
  margin: 0;
  background: transparent;
  pointer-events: none;
  appearance: none;
  -webkit-appearance: none;
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    pointer-events: auto;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.navy};
    cursor: grab;
  }
  &::-moz-range-thumb {
    pointer-events: auto;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.navy};
    cursor: grab;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Inputs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: -${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.destructive};
`;

/**
 * Price slider 0–10,000+ MXN in steps of 100 (its right end is no maximum) with two whole-number inputs that go up
 * to the highest price on sale (spec §2, §5, §9).
 */
export function PriceRange({ min, max, ceiling, onChange }: PriceRangeProps) {
  const id = useId();
  const low = min ?? PRICE_SLIDER_MIN;
  const high = max;
  const [draft, setDraft] = useState<Bounds>([low, high]);
  const [texts, setTexts] = useState<[string, string]>([String(low), high === undefined ? '' : String(high)]);
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fields = useRef<[HTMLInputElement | null, HTMLInputElement | null]>([null, null]);

  // The URL is the truth: Back, chips and 'Limpiar filtros' move the slider and the fields too. A field is never
  // rewritten while it has the focus (the URL's answer to an earlier bound can arrive while the next one is being
  // typed), nor when its text already means the URL's bound.
  useEffect(() => {
    setDraft([low, high]);
    const focused = (which: 0 | 1) => {
      const field = fields.current[which];
      return field !== null && field.ownerDocument.activeElement === field;
    };
    setTexts((current) => {
      const synced = (which: 0 | 1, bound: number | undefined, fallback: number | undefined): string => {
        if (focused(which)) return current[which];
        const parsed = parsePriceInput(current[which], fallback);
        if (typeof parsed !== 'object' && parsed === bound) return current[which];
        return bound === undefined ? '' : String(bound);
      };
      const next: [string, string] = [synced(0, low, PRICE_SLIDER_MIN), synced(1, high, undefined)];
      return next[0] === current[0] && next[1] === current[1] ? current : next;
    });
    if (!focused(0) && !focused(1)) setError(undefined);
  }, [low, high]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = ([nextLow, nextHigh]: Bounds) => {
    onChange(nextLow <= PRICE_SLIDER_MIN ? undefined : nextLow, nextHigh);
  };

  const slide = (which: 0 | 1, value: number) => {
    const next: Bounds =
      which === 0
        ? [Math.min(value, onSlider(draft[1])), draft[1]]
        : [draft[0], value >= PRICE_SLIDER_MAX ? undefined : Math.max(value, draft[0])];
    setDraft(next);
    setTexts([String(next[0]), next[1] === undefined ? '' : String(next[1])]);
    setError(undefined);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), SLIDER_COMMIT_MS);
  };

  const submitTexts = () => {
    const parsedLow = parsePriceInput(texts[0], PRICE_SLIDER_MIN, ceiling);
    const parsedHigh = parsePriceInput(texts[1], undefined, ceiling);
    if (typeof parsedLow === 'object' || typeof parsedHigh === 'object') {
      setError(typeof parsedLow === 'object' ? parsedLow.error : (parsedHigh as { error: string }).error);
      return;
    }
    const nextLow = parsedLow ?? PRICE_SLIDER_MIN;
    if (parsedHigh !== undefined && nextLow > parsedHigh) {
      setError(listingCopy.priceOrder);
      return;
    }
    setError(undefined);
    setDraft([nextLow, parsedHigh]);
    if (nextLow !== low || parsedHigh !== high) commit([nextLow, parsedHigh]);
  };

  const span = PRICE_SLIDER_MAX - PRICE_SLIDER_MIN;
  const left = ((onSlider(draft[0]) - PRICE_SLIDER_MIN) / span) * 100;
  const right = ((onSlider(draft[1]) - PRICE_SLIDER_MIN) / span) * 100;
  const sliderEnd = fillCopy(listingCopy.sliderEnd, { max: formatPrice(PRICE_SLIDER_MAX) });
  const thumbText = (value: number | undefined) => (value === undefined ? sliderEnd : formatPrice(value));

  return (
    <Wrapper>
      <Legend>{listingCopy.price}</Legend>
      <Summary aria-live="polite">{priceRangeLabel(draft[0], draft[1])}</Summary>
      <Track>
        <Fill style={{ left: `${left}%`, width: `${right - left}%` }} />
        <Range
          type="range"
          aria-label={listingCopy.minPrice}
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={onSlider(draft[0])}
          aria-valuetext={thumbText(draft[0])}
          onChange={(event) => slide(0, Number(event.target.value))}
        />
        <Range
          type="range"
          aria-label={listingCopy.maxPrice}
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={onSlider(draft[1])}
          aria-valuetext={thumbText(draft[1])}
          onChange={(event) => slide(1, Number(event.target.value))}
        />
      </Track>
      <Scale aria-hidden="true">
        <span>{formatPrice(PRICE_SLIDER_MIN)}</span>
        <span>{sliderEnd}</span>
      </Scale>
      <Inputs
        as="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submitTexts();
        }}
      >
        <label htmlFor={`${id}-min`}>
          {listingCopy.minPrice}
          <Input
            id={`${id}-min`}
            ref={(node: HTMLInputElement | null) => {
              fields.current[0] = node;
            }}
            inputMode="numeric"
            value={texts[0]}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTexts(([, maxText]) => [event.target.value, maxText])}
            onBlur={submitTexts}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          {listingCopy.maxPrice}
          <Input
            id={`${id}-max`}
            ref={(node: HTMLInputElement | null) => {
              fields.current[1] = node;
            }}
            inputMode="numeric"
            value={texts[1]}
            placeholder={listingCopy.noMaxPrice}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTexts(([minText]) => [minText, event.target.value])}
            onBlur={submitTexts}
          />
        </label>
        {/* Enter in either field applies the range */}
        <button type="submit" hidden />
      </Inputs>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
