// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
// Federation expose './SearchPalette': the Ctrl/Cmd+K palette. The shell loads it on the first key press and
// renders it controlled (`open`, `onOpenChange`) inside its router.
export { SearchPalette, type SearchPaletteProps } from '../features/search-palette/SearchPalette';
export { SearchPalette as default } from '../features/search-palette/SearchPalette';
