import { css } from 'styled-components';

/** A control with no fill of its own (a filter chip, a dialog's close button): the pointer, a muted fill on hover, the
 * focus ring from the keyboard. */
export const quietControlStates = css`
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A secondary link's words (a tab, 'Volver'): small, medium weight, muted, ink on hover, not underlined. */
export const quietLinkText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
