import styled from 'styled-components';
import { bareList } from '@vitrina/shared/core';

// The photo uploader's looks, apart from its behaviour (PhotoUploader.tsx, PhotoTile.tsx).

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  span {
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

// Three a row at every width: two a row on a phone made 280 x 370 px tiles at 640 px, and four photos took about
// 900 px before the first field. At 390 px a third of the row still holds a tile's three 30 px buttons.
export const Grid = styled.ol`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.belowMobile} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const Tile = styled.li<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-color: ${({ theme }) => theme.colors.gold};
  }
`;

/** The photo itself is the drag handle: a button that takes focus and moves with ←/→ (Supr removes it). */
export const Thumb = styled.button`
  position: relative;
  aspect-ratio: 1;
  width: 100%;
  padding: 0;
  border: 0;
  cursor: grab;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.goldLight};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const MainBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Status = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: rgba(11, 22, 48, 0.72);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Bar = styled.div`
  height: 4px;
  margin-top: 2px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.25);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.goldLight};
    transition: width 150ms linear;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 2px;
  padding: ${({ theme }) => theme.space[1]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    gap: 2px;
  }
`;

export const IconButton = styled.button`
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Live = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
