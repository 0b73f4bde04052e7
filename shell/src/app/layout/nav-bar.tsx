import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_BY_ROLE, SIGNED_OUT_NAV, type NavLink as NavItem, type SessionUser } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { buttonVariants, cn } from '@fiji/ui';
import { ShareMenuButton } from './share-menu-button';
import { AccountButton } from './account-button';
import { BRAND_NAME } from './brand';

// Radix DropdownMenu (with Popper, FocusScope, RemoveScroll: ~30 KiB gzip) loads when the account button is
// first pointed at, focused or pressed, not with the page (docs/performance.md).
const loadUserMenu = () => import(/* webpackChunkName: "user-menu" */ './user-menu');
const UserMenu = lazy(loadUserMenu);
const preloadUserMenu = () => void loadUserMenu().catch(() => undefined);

/** The account button, then (from its first press) the menu it opens. */
function AccountMenu({ user }: { user: SessionUser }) {
  const [pressed, setPressed] = useState(false);
  const onKeyDown = (e: KeyboardEvent) => {
    // The keys that open a Radix menu from its trigger.
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      setPressed(true);
    }
  };
  const button = (
    <AccountButton user={user} aria-expanded={false} onPointerEnter={preloadUserMenu} onFocus={preloadUserMenu} onClick={() => setPressed(true)} onKeyDown={onKeyDown} />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}

// block: the padding makes the tap target (an inline link would keep a ~20 px high one in the mobile menu).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-primary' : 'text-muted-foreground',
  );

/**
 * The site header: role links with the current route
 * highlighted (NavLink sets aria-current="page"), a share menu, the user menu or Sign In / Get
 * Started, and a mobile menu that closes when a link is followed.
 */
export function NavBar() {
  const { user, isAuthenticated } = useSession();
  const location = useLocation();
  // The menu is open for the path it was opened on: any navigation (link, back button, redirect)
  // closes it, without an effect that could race a tap.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null);
  const panelId = useId();
  const links: NavItem[] = isAuthenticated && user ? NAV_BY_ROLE[user.role] : SIGNED_OUT_NAV;

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
        <Link to="/" className="mr-2 flex items-center gap-2 text-base font-bold text-primary" onClick={close}>
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
            FRT
          </span>
          {/* Named for screen readers on every width; shown from sm up, where there is room. */}
          <span className="sr-only sm:not-sr-only">{BRAND_NAME}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.path}>
              <NavLink to={l.path} end={l.path === '/admin'} className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-1">
          <ShareMenuButton />
          {isAuthenticated && user ? (
            <AccountMenu user={user} />
          ) : (
            <div className="flex items-center gap-1">
              <Link to="/demo-login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Sign In
              </Link>
              {/* A max-* variant: 'hidden' next to the button's own inline-flex would lose to it. */}
              <Link to="/demo-login" className={cn(buttonVariants({ size: 'sm' }), 'max-[359px]:hidden')}>
                Get Started
              </Link>
            </div>
          )}
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen(!open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>

        {open && (
          <div id={panelId} className="w-full border-t pt-2 pb-3 md:hidden">
            <ul className="flex flex-col gap-1">
              {links.map((l) => (
                <li key={l.path}>
                  <NavLink to={l.path} end={l.path === '/admin'} className={linkClass} onClick={close}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              {!isAuthenticated && (
                <>
                  {/* Sign In stays in the header on every width; Get Started moves here below 360 px. */}
                  <li className="min-[360px]:hidden">
                    <Link to="/demo-login" className={cn(buttonVariants({ size: 'sm' }), 'mt-1 w-full')} onClick={close}>
                      Get Started
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </div>
        )}
      </nav>
    </header>
  );
}
