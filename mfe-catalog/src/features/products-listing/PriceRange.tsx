import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  fillCopy,
  formatPrice,
  Input,
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
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** The label of a price range: 'Cualquier precio' at full range (spec §9). */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  const low = min ?? PRICE_SLIDER_MIN;
  const high = max ?? PRICE_SLIDER_MAX;
  if (low <= PRICE_SLIDER_MIN && high >= PRICE_SLIDER_MAX) return listingCopy.anyPrice;
  if (high >= PRICE_SLIDER_MAX) return fillCopy(listingCopy.priceFrom, { min: formatPrice(low) });
  if (low <= PRICE_SLIDER_MIN) return fillCopy(listingCopy.priceUpTo, { max: formatPrice(high) });
  return fillCopy(listingCopy.priceRange, { min: formatPrice(low), max: formatPrice(high) });
}

/**
 * Spec §5: whole numbers; empty is 0 for the minimum and 10,000 for the maximum. Returns the number or an
 * error message (the typed text stays in the field either way).
 */
export function parsePriceInput(text: string, fallback: number): number | string {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return fallback;
  if (!/^\d+$/.test(trimmed)) return listingCopy.priceInvalid;
  const value = Number(trimmed);
  if (value < PRICE_SLIDER_MIN || value > PRICE_SLIDER_MAX) return listingCopy.priceInvalid;
  return value;
}

/** Bounds for the listing: the slider's ends mean "no bound". */
function toBounds(low: number, high: number): [number | undefined, number | undefined] {
  return [low <= PRICE_SLIDER_MIN ? undefined : low, high >= PRICE_SLIDER_MAX ? undefined : high];
}

const Wrapper = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Legend = styled.legend`
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

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** Price slider 0–10,000 MXN in steps of 100 with two whole-number inputs (spec §2, §5, §9). */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const id = useId();
  const low = min ?? PRICE_SLIDER_MIN;
  const high = max ?? PRICE_SLIDER_MAX;
  const [draft, setDraft] = useState<[number, number]>([low, high]);
  const [texts, setTexts] = useState<[string, string]>([String(low), String(high)]);
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL is the truth: Back, chips and 'Limpiar filtros' move the slider and the fields too.
  useEffect(() => {
    setDraft([low, high]);
    setTexts([String(low), String(high)]);
    setError(undefined);
  }, [low, high]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (nextLow: number, nextHigh: number) => {
    const [a, b] = toBounds(nextLow, nextHigh);
    onChange(a, b);
  };

  const slide = (which: 0 | 1, value: number) => {
    const next: [number, number] =
      which === 0 ? [Math.min(value, draft[1]), draft[1]] : [draft[0], Math.max(value, draft[0])];
    setDraft(next);
    setTexts([String(next[0]), String(next[1])]);
    setError(undefined);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next[0], next[1]), SLIDER_COMMIT_MS);
  };

  const submitTexts = () => {
    const parsedLow = parsePriceInput(texts[0], PRICE_SLIDER_MIN);
    const parsedHigh = parsePriceInput(texts[1], PRICE_SLIDER_MAX);
    if (typeof parsedLow === 'string' || typeof parsedHigh === 'string') {
      setError(typeof parsedLow === 'string' ? parsedLow : (parsedHigh as string));
      return;
    }
    if (parsedLow > parsedHigh) {
      setError(listingCopy.priceOrder);
      return;
    }
    setError(undefined);
    setDraft([parsedLow, parsedHigh]);
    if (parsedLow !== low || parsedHigh !== high) commit(parsedLow, parsedHigh);
  };

  const span = PRICE_SLIDER_MAX - PRICE_SLIDER_MIN;
  const left = ((draft[0] - PRICE_SLIDER_MIN) / span) * 100;
  const right = ((draft[1] - PRICE_SLIDER_MIN) / span) * 100;

  return (
    <Wrapper>
      <Legend>{listingCopy.price}</Legend>
      <Summary aria-live="polite">{priceRangeLabel(...toBounds(draft[0], draft[1]))}</Summary>
      <Track>
        <Fill style={{ left: `${left}%`, width: `${right - left}%` }} />
        <Range
          type="range"
          aria-label={listingCopy.minPrice}
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={draft[0]}
          aria-valuetext={formatPrice(draft[0])}
          onChange={(event) => slide(0, Number(event.target.value))}
        />
        <Range
          type="range"
          aria-label={listingCopy.maxPrice}
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={draft[1]}
          aria-valuetext={formatPrice(draft[1])}
          onChange={(event) => slide(1, Number(event.target.value))}
        />
      </Track>
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
            inputMode="numeric"
            value={texts[0]}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTexts([event.target.value, texts[1]])}
            onBlur={submitTexts}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          {listingCopy.maxPrice}
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            value={texts[1]}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTexts([texts[0], event.target.value])}
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
