import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { fillCopy, MAIN_PHOTO_SIZES, photoSrcSet, thumbUrlOf, type ProductImageRow } from '@vitrina/shared/core';
import { MainImageFrame, THUMB_SIZE_PX, ThumbStrip } from '../DetailLayout';
import { useSwipe } from './useSwipe';
import { productCardCopy } from '../../product-card/copy';
import { productDetailCopy } from '../copy';

// The full-screen viewer (library, zoom and its stylesheet) loads only when a photo is opened.
const loadPhotoViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(loadPhotoViewer);

type GalleryImage = Pick<ProductImageRow, 'id' | 'image_url' | 'thumb_url' | 'order'>;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  &:focus-visible {
    outline: none;
  }
`;

const Stage = styled(MainImageFrame)`
  touch-action: pan-y;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const MainImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
  display: block;
  user-select: none;
  -webkit-user-drag: none;
`;

const OpenButton = styled.button`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focusInset};
  }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.ink};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Counter = styled.span`
  position: absolute;
  bottom: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Thumb = styled.button.withConfig({ shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>`
  flex: none;
  width: ${THUMB_SIZE_PX}px;
  height: ${THUMB_SIZE_PX}px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ active, theme }) => (active ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export interface ProductGalleryProps {
  title: string;
  /** in display order: the main image (order 0) first */
  images: readonly GalleryImage[];
}

/**
 * The piece's photos: the main image first, thumbnails to pick one, arrow keys (and Home/End) on the focused
 * stage, arrow buttons, and a swipe on touch screens. A click or Enter on the photo opens it full screen.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [viewerOpen, setViewerOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const current = images[Math.min(index, Math.max(total - 1, 0))];
  const go = (next: number) => setIndex(total === 0 ? 0 : (next + total) % total);
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: total - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]!);
  };

  const closeViewer = () => {
    setViewerOpen(false);
    // back to the photo that opened it (now showing the one last seen full screen)
    requestAnimationFrame(() => openButton.current?.focus());
  };

  const position = fillCopy(productDetailCopy.imageOf, { index: index + 1, total });
  const alt = total > 1 ? `${title} (${position.toLowerCase()})` : title;
  return (
    <Region aria-label={productDetailCopy.gallery}>
      <Stage
        role="group"
        aria-roledescription="carrusel"
        aria-label={total > 1 ? `${title}. ${position}` : title}
        onKeyDown={onKeyDown}
        {...swipe}
      >
        {current && !failed.has(current.id) ? (
          <OpenButton
            ref={openButton}
            type="button"
            aria-label={fillCopy(productDetailCopy.openPhoto, { photo: alt })}
            aria-haspopup="dialog"
            onClick={() => setViewerOpen(true)}
            onPointerEnter={() => void loadPhotoViewer()}
            onFocus={() => void loadPhotoViewer()}
          >
            <MainImage
              key={current.id}
              src={current.image_url}
              // a phone's column is covered by the small copy; the desktop column (about 620 px) takes the full one
              srcSet={photoSrcSet(current)}
              sizes={MAIN_PHOTO_SIZES}
              alt={alt}
              // the first image is the page's largest paint: fetch it before anything else
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
              onError={() => setFailed((prev) => new Set(prev).add(current.id))}
            />
          </OpenButton>
        ) : (
          <Placeholder>{total === 0 ? productDetailCopy.noImages : productCardCopy.imageUnavailable}</Placeholder>
        )}
        {total > 1 ? (
          <>
            <Arrow
              type="button"
              style={{ left: 12 }}
              aria-label={productDetailCopy.previousImage}
              onClick={() => go(index - 1)}
            >
              ‹
            </Arrow>
            <Arrow
              type="button"
              style={{ right: 12 }}
              aria-label={productDetailCopy.nextImage}
              onClick={() => go(index + 1)}
            >
              ›
            </Arrow>
            <Counter aria-hidden="true">
              {index + 1} / {total}
            </Counter>
          </>
        ) : null}
      </Stage>
      <ThumbStrip>
        {images.map((image, i) => (
          <Thumb
            key={image.id}
            type="button"
            active={i === index}
            aria-label={fillCopy(productDetailCopy.showImage, { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          >
            {/* the small copy made at upload (the storage has no image transforms); older photos load whole */}
            <img
              src={thumbUrlOf(image)}
              alt=""
              width={THUMB_SIZE_PX}
              height={THUMB_SIZE_PX}
              sizes={`${THUMB_SIZE_PX}px`}
              loading="lazy"
              decoding="async"
            />
          </Thumb>
        ))}
      </ThumbStrip>
      {viewerOpen ? (
        <Suspense fallback={null}>
          <PhotoViewer title={title} images={images} index={index} onIndexChange={setIndex} onClose={closeViewer} />
        </Suspense>
      ) : null}
    </Region>
  );
}
