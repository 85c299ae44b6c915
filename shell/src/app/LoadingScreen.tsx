import styled from 'styled-components';
import { copy, Spinner } from '@vitrina/shared/core';

// A full viewport: the footer stays below the fold until the page arrives, instead of showing under the spinner
// and being pushed down by the content (a layout shift).
const Wrapper = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Shown while the session is still being read (user state undefined). */
export function LoadingScreen() {
  return (
    <Wrapper role="status" aria-live="polite">
      <span aria-hidden="true">
        <Spinner size={28} />
      </span>
      <span>{copy.common.loading}</span>
    </Wrapper>
  );
}
