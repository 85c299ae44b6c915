import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import lightboxCss from 'yet-another-react-lightbox/styles.css';
import { createGlobalStyle } from 'styled-components';
import { productDetailCopy } from '../copy';

// The library's own stylesheet, on the page only once the viewer's chunk has loaded.
const LightboxStyles = createGlobalStyle`${lightboxCss}`;

// The library's English labels, by its keys.
const labels = {
  Close: productDetailCopy.viewerClose,
  Previous: productDetailCopy.viewerPrevious,
  Next: productDetailCopy.viewerNext,
  'Zoom in': productDetailCopy.viewerZoomIn,
  'Zoom out': productDetailCopy.viewerZoomOut,
  'Photo gallery': productDetailCopy.gallery,
  Carousel: productDetailCopy.viewerCarousel,
  Slide: productDetailCopy.viewerSlide,
  '{index} of {total}': productDetailCopy.viewerSlideOf,
  Lightbox: productDetailCopy.viewerDialog,
};

export interface PhotoViewerProps {
  title: string;
  images: readonly { id: string; image_url: string }[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The piece's photos full screen: swipe, arrow keys and buttons between them, pinch, wheel, double click or the
 * buttons to zoom, Escape to close. The storage serves one size per photo (no image transforms), so this shows
 * the same file as the page, at full size.
 */
export default function PhotoViewer({ title, images, index, onIndexChange, onClose }: PhotoViewerProps) {
  return (
    <>
      <LightboxStyles />
      <Lightbox
        open
        index={index}
        close={onClose}
        slides={images.map((image, i) => ({
          src: image.image_url,
          alt: images.length > 1 ? `${title} (${i + 1} / ${images.length})` : title,
        }))}
        plugins={[Zoom]}
        labels={labels}
        carousel={{ finite: images.length < 2 }}
        controller={{ closeOnBackdropClick: true }}
        zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
        on={{ view: ({ index: next }) => onIndexChange(next) }}
        render={images.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      />
    </>
  );
}
