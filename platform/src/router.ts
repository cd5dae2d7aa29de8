// The router every app of the page uses. Module Federation shares this module (under the
// `@botica/platform/` key) as a singleton, so the host and the remotes use one router context; sharing
// it instead of react-router-dom itself lets the bundler keep only what the apps use (a shared package is kept
// whole: react-router's data routers, server runtime, cookies and sessions would come along).
// Browser code imports routing from here only; tests may build their own MemoryRouter from react-router-dom.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
