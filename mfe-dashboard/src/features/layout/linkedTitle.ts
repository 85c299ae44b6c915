import { css } from 'styled-components';

/**
 * A card's or a header's `h2` whose words link on (a piece's title, the other person's name): ink at the body's
 * size, the link in the heading's colour, underlined on hover; long words wrap.
 */
export const linkedTitle = css`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
`;
