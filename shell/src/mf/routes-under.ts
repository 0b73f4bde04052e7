import type { RouteObject } from 'react-router';

/**
 * A remote's routes use absolute paths ('/player/:id') so they also work standalone. The shell
 * mounts an area at a prefix ('player/*'), below which react-router matches relative paths: this
 * keeps the routes under `base` and makes their paths relative to it.
 */
export function routesUnder(base: string, routes: readonly RouteObject[]): RouteObject[] {
  const out: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path;
    if (path === undefined || route.index) {
      // Layout (path-less) route: keep it when some child lives under base.
      if (route.children?.length) {
        const children = routesUnder(base, route.children);
        if (children.length) out.push({ ...route, children } as RouteObject);
      }
      continue;
    }
    if (!path.startsWith('/')) continue; // relative top-level paths have no meaning outside the remote
    const trimmed = path.replace(/\/+$/, '') || '/';
    if (trimmed === base) {
      out.push(
        route.children?.length
          ? ({ ...route, path: undefined } as RouteObject)
          : ({ ...route, path: undefined, index: true, children: undefined } as RouteObject),
      );
    } else if (trimmed.startsWith(`${base}/`)) {
      out.push({ ...route, path: trimmed.slice(base.length + 1) } as RouteObject);
    }
  }
  return out;
}
