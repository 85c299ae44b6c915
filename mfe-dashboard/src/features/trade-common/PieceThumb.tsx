import styled from 'styled-components';
import { imageFrame, thumbUrlOf } from '@vitrina/shared/core';

const Frame = styled.div`
  ${imageFrame}
  flex: none;
  width: 64px;
  height: 84px;
  border-radius: ${({ theme }) => theme.radii.md};
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
