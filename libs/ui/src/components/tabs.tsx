import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/*
 * WAI-ARIA tabs pattern with roving tabindex: only the selected tab is in the Tab order; arrow keys
 * move between tabs (Left/Right, or Up/Down when vertical), Home/End jump to the ends, and moving
 * focus selects the tab (automatic activation). Inactive panels stay in the DOM (so aria-controls
 * always points at an element) but render nothing, so a tab's data loads only once it is opened.
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<${part}> must be inside <Tabs>`);
  return ctx;
}

const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  children: ReactNode;
}

export function Tabs({ value, defaultValue = '', onValueChange, orientation = 'horizontal', className, children, ...props }: TabsProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setInner(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, baseId, orientation }}>
      <div data-orientation={orientation} className={cn(orientation === 'vertical' && 'flex gap-4', className)} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { orientation } = useTabs('TabsList');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const prevKey = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
    const nextKey = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
    if (![prevKey, nextKey, 'Home', 'End'].includes(event.key)) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    if (tabs.length === 0) return;
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    let target: number;
    if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    else if (event.key === nextKey) target = index < 0 ? 0 : (index + 1) % tabs.length;
    else target = index < 0 ? tabs.length - 1 : (index - 1 + tabs.length) % tabs.length;
    event.preventDefault();
    tabs[target].focus();
    tabs[target].click(); // automatic activation
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      onKeyDown={handleKeyDown}
      className={cn(
        'inline-flex max-w-full gap-1 overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground',
        orientation === 'vertical' && 'flex-col',
        className,
      )}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onClick'> {
  value: string;
  disabled?: boolean;
  onClick?: () => void;
}

export function TabsTrigger({ value, disabled, className, onClick, ...props }: TabsTriggerProps) {
  const ctx = useTabs('TabsTrigger');
  const selected = ctx.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${safeId(value)}`}
      aria-controls={`${ctx.baseId}-panel-${safeId(value)}`}
      aria-selected={selected}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => {
        onClick?.();
        if (!selected) ctx.select(value);
      }}
      className={cn(
        'inline-flex min-h-9 items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium',
        'transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const ctx = useTabs('TabsContent');
  const selected = ctx.value === value;
  return (
    <div
      role="tabpanel"
      id={`${ctx.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${ctx.baseId}-tab-${safeId(value)}`}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('mt-3', focusRing, className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
