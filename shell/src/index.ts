// The async boundary lets Module Federation negotiate shared singletons before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('Application Error: unknown status code', error);
});
