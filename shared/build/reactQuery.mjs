// What every Vitrina build shares under the key '@tanstack/react-query' (see federationShared.cjs): the client, the
// hooks and helpers the apps use, by name. A shared module is built whole, and all of react-query (useQueries,
// the suspense hooks, prefetch hooks, streamed queries, mutation state…) weighs on every page's first load.
// 'tanstack-react-query-full' is an alias of the package's own entry (federationShared.cjs): the request
// '@tanstack/react-query' would be this module again. SharedExportsCheckPlugin fails a build that imports a name
// missing here, so add the name below when an app needs more of the API.
export {
  QueryClient,
  QueryClientProvider,
  QueryCache,
  MutationCache,
  useQuery,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  hashKey,
  hydrate,
  dehydrate,
  notifyManager,
  focusManager,
  onlineManager,
} from 'tanstack-react-query-full';
