/**
 * Starts a screen's opening call (routeData in @fiji/contracts' AREAS) the moment its path is navigated to,
 * in parallel with loading the area's code: on a 300 ms link that saves the round trip that used to wait
 * for the code (docs/performance.md). Signed-in only (every such call needs the session); one start per
 * path visited, so the screen's own take is never followed by a second, unused request.
 */
import { routeDataUrl } from '@fiji/contracts';
import { prefetchJson } from '@fiji/platform';

interface RouterLike {
  state: { location: { pathname: string }; navigation: { location?: { pathname: string } } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

export function prefetchRouteData(router: RouterLike, signedIn: () => boolean): () => void {
  let last: string | null = null;
  const visit = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    const url = routeDataUrl(pathname);
    if (url && signedIn()) prefetchJson(url);
  };
  visit(router.state.location.pathname);
  return router.subscribe((state) => visit(state.navigation.location?.pathname ?? state.location.pathname));
}
