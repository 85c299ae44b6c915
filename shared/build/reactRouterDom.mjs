// What every Vitrina build shares under the key 'react-router-dom' (see federationShared.cjs): the declarative
// router API, re-exported by name from react-router. A shared module is built whole (the share scope cannot know
// which exports other apps will use), and react-router-dom 7 re-exports all of react-router: data routers,
// server rendering, RSC, forms and fetchers, of which the apps use a handful of names. Naming the
// exports lets webpack drop the rest. RouterExportsCheckPlugin fails a build that imports
// a name missing here, so add the name below when an app needs more of the API.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Outlet,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useOutlet,
  useOutletContext,
  useRoutes,
  useInRouterContext,
  useLinkClickHandler,
  generatePath,
  matchPath,
  matchRoutes,
  createSearchParams,
  resolvePath,
  createPath,
  parsePath,
  createRoutesFromElements,
} from 'react-router';
