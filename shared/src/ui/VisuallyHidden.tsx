import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Text for screen readers only (e.g. a Dialog title the design does not show). */
export const VisuallyHidden = RadixVisuallyHidden.Root;
