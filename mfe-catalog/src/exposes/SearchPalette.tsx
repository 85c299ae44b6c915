// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { SearchPalette } from '../features/search-palette/SearchPalette';
// Federation expose './SearchPalette': the Ctrl/Cmd+K palette. The shell loads it on the first key press and
// renders it controlled (`open`, `onOpenChange`) inside its router.
export { SearchPalette, type SearchPaletteProps } from '../features/search-palette/SearchPalette';
// The default export is the contract's component (RemoteExposes in the kernel, loaded with loadExposed).
export default SearchPalette satisfies ExposedComponent<'mfe_catalog', 'SearchPalette'>;
