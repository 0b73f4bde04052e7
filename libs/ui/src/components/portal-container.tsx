import { createContext, useContext, type ReactNode } from 'react';

/*
 * Where dialogs, menus and tooltips open (their Radix portal container). By default the document body;
 * the shell gives each area's screens a container marked with the area (data-area="mf-player"), so a
 * remote's scoped utilities also style what its screens open in a portal (docs/areas.md).
 */
const PortalContainerContext = createContext<HTMLElement | null>(null);

export function PortalContainerProvider({ container, children }: { container: HTMLElement | null; children: ReactNode }) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The container for a portal opened here: pass it as the Radix Portal's `container` (undefined = body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
