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

/** A count in a small gold pill (unread messages, the bell's and the cart's badges), `size` px tall. */
export const goldCountPill = (size: 18 | 20) => css`
  min-width: ${size}px;
  height: ${size}px;
  padding: 0 ${(size - 8) / 2}px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${size}px;
  text-align: center;
`;
