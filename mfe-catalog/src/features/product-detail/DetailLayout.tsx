import styled from 'styled-components';

/**
 * The page's frame, shared by the loading skeleton and the loaded page so both take the same space: the swap
 * from one to the other moves nothing (CLS).
 */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[12]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[16]};
  }
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 36px;
  min-width: 0;
`;

export const MainGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 11fr) minmax(0, 10fr);
    gap: ${({ theme }) => theme.space[10]};
    align-items: start;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** The main image's box: a fixed shape whatever the image, so nothing moves when it arrives. */
export const MainImageFrame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 3 / 4;
  max-height: 640px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  ${({ theme }) => theme.media.belowMobile} {
    max-height: 420px;
  }
`;

export const THUMB_SIZE_PX = 64;

export const ThumbStrip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  height: ${THUMB_SIZE_PX + 4}px;
  overflow-x: auto;
  padding: 2px;
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

/** The two panels under the gallery and summary: description + sheet, then price history + alert. */
export const DetailsGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 11fr) minmax(0, 10fr);
    gap: ${({ theme }) => theme.space[10]};
    align-items: start;
  }
`;

/** Height the price-history panel keeps while its data and chart load. */
export const PRICE_PANEL_MIN_HEIGHT_PX = 560;

export const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The form inside each of the page's dialogs (offer, contact, delete). */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
