import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

// The same inline styles as Radix's VisuallyHidden (Bootstrap's visually-hidden), without importing Radix into
// @vitrina/shared/core, which every first load downloads.
const VISUALLY_HIDDEN_STYLES: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/** Text for screen readers only (e.g. a Dialog title the design does not show). */
export const VisuallyHidden = forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<'span'>>(function VisuallyHidden(
  { style, ...props },
  ref,
) {
  return <span {...props} ref={ref} style={{ ...VISUALLY_HIDDEN_STYLES, ...style }} />;
});
