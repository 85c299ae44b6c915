import { css } from 'styled-components';

/**
 * A piece's picture frame (thumbnails in lists, cards, the cart): muted while the image loads or when there is none,
 * the image filling it and cropped to cover. Each frame adds its own size and corners.
 */
export const imageFrame = css`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
