// The router the page shares, under the key 'react-router-dom' (see build/shared-modules.cjs).
// A shared package is shipped as its whole entry module: react-router-dom's would bring React Router's
// data routers, server rendering and framework helpers (~60 KB gzip) to every page. The areas use the
// declarative router only, so the shared module is this list of names, taken from 'react-router'
// (which react-router-dom re-exports) so that the rest tree-shakes away (~20 KB gzip left).
// A name missing here fails the build ("export ... was not found": exportsPresence is an error),
// never the page: add it here when an area needs it.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  LinkProps,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  To,
} from 'react-router';
