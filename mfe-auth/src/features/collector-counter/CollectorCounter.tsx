import styled from 'styled-components';
import { COLLECTOR_COUNTER_BASE } from '@vitrina/shared/core';
import { useCollectorCount } from './collectorCountQueries';
import { collectorCounterCopy } from './copy';

const Wrapper = styled.p`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: inherit;
`;

const Number_ = styled.strong<{ $surface: CounterSurface }>`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $surface }) => ($surface === 'light' ? theme.colors.goldDark : theme.colors.gold)};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.85;
`;

/** The panel the counter sits on: gold reads on the dark waitlist panel, dark gold on a light one (contrast). */
type CounterSurface = 'dark' | 'light';

/** 'N+' registered collectors: 213 plus the database count, +1 per sign-up made on this page. */
export function CollectorCounter({ surface = 'dark' }: { surface?: CounterSurface }) {
  const { data } = useCollectorCount();
  const total = COLLECTOR_COUNTER_BASE + (data ?? 0);
  return (
    <Wrapper aria-live="polite" data-testid="collector-counter">
      <Number_ $surface={surface}>{`${total}+`}</Number_>
      <Caption>{collectorCounterCopy.caption}</Caption>
    </Wrapper>
  );
}
