import { cn } from '@fiji/ui';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('') || '?';

/** A round picture, or the person's initials when there is none. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  const base = cn('inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted', className);
  if (src) return <img src={src} alt="" className={cn(base, 'object-cover')} loading="lazy" />;
  return (
    <span aria-hidden="true" className={cn(base, 'text-sm font-semibold text-muted-foreground')}>
      {initials(name)}
    </span>
  );
}
