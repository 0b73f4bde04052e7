/**
 * The areas' dashboard cards for the signed-in role. The role's own area (PRIMARY_REMOTE_BY_ROLE)
 * loads first; the other areas load once it has settled and the browser is idle, so at most one
 * remoteEntry sits on the dashboard's critical path. Each area, and each card, fails quietly.
 */
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { PRIMARY_REMOTE_BY_ROLE, REMOTE_NAMES, type UserRole } from '@fiji/contracts';
import { Skeleton } from '@fiji/ui';
import { forgetIfFailed, loadArea } from './load-area';
import { AreaScope } from './area-scope';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * Areas other than the role's own add their cards later. Off by default: in the spec every role's
 * area cards come from one area (player -> player, recruiting roles -> recruiting, mentor ->
 * mentoring, admin -> admin), and each extra remote costs ~30 KiB of JS on the dashboard.
 */
export const LOAD_OTHER_AREAS = false;

function Quiet({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RemoteErrorBoundary label={label} fallback={() => null}>
      {children}
    </RemoteErrorBoundary>
  );
}

function RemoteCards({ remote, role, onSettled }: { remote: string; role: UserRole; onSettled?: () => void }) {
  const dashboard = use(loadArea(remote, 'dashboard'));
  useEffect(() => onSettled?.(), [onSettled]);
  const cards = dashboard.cards[role] ?? [];
  return (
    <AreaScope remote={remote}>
      {cards.map((Card, i) => (
        <Quiet key={`${remote}-${i}`} label={`${remote} dashboard card ${i}`}>
          <Card />
        </Quiet>
      ))}
    </AreaScope>
  );
}

const whenIdle = (fn: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
};

export function AreaDashboardCards({ role }: { role: UserRole }) {
  const primary = PRIMARY_REMOTE_BY_ROLE[role];
  // Opening the dashboard again retries an area whose cards failed to load earlier.
  useState(() => REMOTE_NAMES.forEach((r) => forgetIfFailed(r, 'dashboard')));
  const [primarySettled, setPrimarySettled] = useState(false);
  const [loadOthers, setLoadOthers] = useState(false);

  useEffect(() => {
    if (!LOAD_OTHER_AREAS || !primarySettled) return;
    return whenIdle(() => setLoadOthers(true));
  }, [primarySettled]);

  const markSettled = useState(() => () => setPrimarySettled(true))[0];

  return (
    <>
      <Quiet label={`${primary} dashboard`}>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <RemoteCards remote={primary} role={role} onSettled={markSettled} />
        </Suspense>
      </Quiet>
      {loadOthers &&
        REMOTE_NAMES.filter((r) => r !== primary).map((remote) => (
          <Quiet key={remote} label={`${remote} dashboard`}>
            <Suspense fallback={null}>
              <RemoteCards remote={remote} role={role} />
            </Suspense>
          </Quiet>
        ))}
    </>
  );
}
