/**
 * Marks everything a remote renders with its area (data-area="<folder>", from the registry), so the
 * remote's stylesheet, whose utilities are scoped to that mark, styles its own screens and nothing of
 * the shell's (docs/areas.md). The wrapper is display: contents (no box of its own), and dialogs,
 * menus and tooltips the area opens go to a body-level container carrying the same mark.
 */
import { useState, type ReactNode } from 'react';
import { areaOfRemote } from '@fiji/contracts';
import { PortalContainerProvider } from '@fiji/ui';

const portalContainers = new Map<string, HTMLElement>();

function portalContainer(area: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let container = portalContainers.get(area);
  if (!container || !container.isConnected) {
    container = document.createElement('div');
    container.dataset.area = area;
    container.dataset.areaPortals = '';
    document.body.appendChild(container);
    portalContainers.set(area, container);
  }
  return container;
}

/** The data-area value of a remote: its folder in the registry. */
export function areaMark(remote: string): string {
  return areaOfRemote(remote)?.folder ?? remote;
}

export function AreaScope({ remote, children }: { remote: string; children: ReactNode }) {
  const area = areaMark(remote);
  const [container] = useState(() => portalContainer(area));
  return (
    <div data-area={area} className="contents">
      <PortalContainerProvider container={container}>{children}</PortalContainerProvider>
    </div>
  );
}
