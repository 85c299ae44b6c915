// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { SearchSuggest } from '../features/search-suggest/SearchSuggest';
// Federation expose './SearchSuggest': a search box with suggestions (pieces, players, categories, recent and
// popular searches). The shell's home hero renders it in its own form, controlled (`value`, `onValueChange`).
export { SearchSuggest, type SearchSuggestProps } from '../features/search-suggest/SearchSuggest';
// The default export is the contract's component (RemoteExposes in the kernel, loaded with loadExposed).
export default SearchSuggest satisfies ExposedComponent<'mfe_catalog', 'SearchSuggest'>;
