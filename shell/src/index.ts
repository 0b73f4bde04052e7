/**
 * Entry of the shell. Starts, in parallel, the remote list (registered with the MF runtime, no
 * remote is loaded here) and the current-user call, then hands over to bootstrap, which is loaded
 * asynchronously so the MF share scope is initialised before React and friends are required.
 */
import '@fiji/platform/src/reflect-shim';
// In the entry (not bootstrap) so index.html links the stylesheet and the prerendered landing is styled.
import './styles.css';
import { initRemotes } from './mf/remote-registry';
import { startSessionRequest } from './mf/early-session';

void initRemotes();
startSessionRequest();

import(/* webpackChunkName: "bootstrap" */ './bootstrap')
  .then((m) => m.start())
  .catch((error: unknown) => {
    console.error('The site failed to start', error);
  });
