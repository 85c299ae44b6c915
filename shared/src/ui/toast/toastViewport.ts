/**
 * The toast viewport's mark in the DOM. The shell and each remote bundle their own copy of this library and of Radix
 * (only the kernel and React are shared at run time), so a remote's dialog and the shell's toaster are layers of two
 * different Radix layer stacks: the dialog's layer does not know the viewport is one of Radix's "branches" (part of
 * every open layer) and takes a press on a toast for a press outside itself, which closes it. Dialogs ask this
 * instead, whichever copy of Radix rendered the toasts.
 */
export const TOAST_VIEWPORT_ATTRIBUTE = 'data-toast-viewport';

/** Whether an event happened in the toast viewport (a press on a toast, its close button, focus moving there). */
export function isInToastViewport(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${TOAST_VIEWPORT_ATTRIBUTE}]`) !== null;
}
