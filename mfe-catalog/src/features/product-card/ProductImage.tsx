import { useState } from 'react';
import styled from 'styled-components';

import { productCardCopy } from './copy';

/** Product art is 3:4 (600 × 800); the frame keeps that shape before the image arrives, so nothing moves. */
export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 800;

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
`;

const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** the first rows of a listing load at once; the rest wait until they come near the viewport */
  eager?: boolean;
}

/** A product photo, lazy, in a fixed 3:4 frame; a broken or missing image says 'Imagen no disponible'. */
export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = !src || failedSrc === src;
  return (
    <Frame className={className}>
      {failed ? (
        <Fallback role="img" aria-label={`${alt}: ${productCardCopy.imageUnavailable}`}>
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 16l-5-5-9 9" />
          </svg>
          <span aria-hidden="true">{productCardCopy.imageUnavailable}</span>
        </Fallback>
      ) : (
        <img
          src={src}
          alt={alt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // the first row holds the listing's largest paint: ahead of the lazy ones and of below-the-fold requests
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </Frame>
  );
}
