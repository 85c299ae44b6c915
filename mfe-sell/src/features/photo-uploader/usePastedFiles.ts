import { useEffect, useRef } from 'react';

/** Paste anywhere on the page (not into a text field): files from the clipboard go to `addFiles` unless disabled. */
export function usePastedFiles(addFiles: (files: File[]) => unknown, disabled: boolean) {
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      if (!disabledRef.current) void addFiles(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [addFiles]);
}
