import styled from 'styled-components';
import { thumbUrlOf } from '@vitrina/shared/core';

const Frame = styled.div`
  flex: none;
  width: 64px;
  height: 84px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** The piece's main image (the lowest `order`), or an empty frame when there is none the member may see. */
export function PieceThumb({
  images,
  title,
}: {
  images: readonly { image_url: string; thumb_url?: string | null; order: number }[] | undefined;
  title: string;
}) {
  const main = [...(images ?? [])].sort((a, b) => a.order - b.order)[0];
  return <Frame>{main ? <img src={thumbUrlOf(main)} alt={title} loading="lazy" /> : null}</Frame>;
}
