import { bootFailed, releaseDeferredScripts } from './features/errors/boot-failure';

// The async boundary lets Module Federation negotiate shared singletons before any of them is evaluated. It is
// crossed in a task of its own: the federation runtime's start and the evaluation of the app's modules were one
// ~0.55 s task on a 4x slower phone CPU (issue 13, total blocking time).
setTimeout(() => {
  releaseDeferredScripts();
  import('./bootstrap').catch(bootFailed);
}, 0);
