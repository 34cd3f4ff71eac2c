/**
 * The one declaration of Module Federation shared singletons (design card, CONVENTIONS §3).
 * A second copy of any of these in the browser is a defect; e2e tests assert one React and one contracts package.
 */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });

export const SHARED_SINGLETONS = {
  react: singleton('^19.3.0'),
  'react/jsx-runtime': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/client': singleton('^19.3.0'),
  // Only the exports a build uses are shipped (a consumer needing more falls back to the full library at run time):
  // shared modules are otherwise never tree-shaken, and the router alone was ~60 KB gzip.
  'react-router-dom': { ...singleton('^7.18.0'), treeShaking: { mode: 'runtime-infer' } },
  nanostores: singleton('^1.5.0'),
  '@nanostores/react': singleton('^2.0.0'),
  i18next: singleton('^26.7.0'),
  '@emotion/react': singleton('^11.14.0'),
  // The JSX runtime carries emotion's ThemeContext use for the `css` prop: a private copy would see no theme.
  '@emotion/react/jsx-runtime': singleton('^11.14.0'),
  '@emotion/react/jsx-dev-runtime': singleton('^11.14.0'),
  '@emotion/styled': singleton('^11.14.0'),
  // The remote contract (atoms, event bus, parcel props) must be one instance; it versions slowly (issue 26).
  '@sf/remote-contract': singleton('^1.0.0'),
  // The domain package (API schemas, rules): one copy too, as it holds the session store and the employee session.
  '@sf/contracts': singleton('^0.1.0'),
  '@sf/ui': singleton('^0.1.0'),
  '@sf/i18n': singleton('^0.1.0'),
  // Every remote calls the API through it: one copy, the shell's (each page used to carry its own).
  '@sf/api-client': singleton('^0.1.0'),
};
