import { cn } from '../lib/cn';

/** The letters an avatar without a picture shows: the first letters of the first two words of `name`. */
export const avatarInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('') || '?';

/** Side in px and its class (one size class only: classes are joined, not merged, see cn). */
const SIZES = { sm: [32, 'size-8'], md: [40, 'size-10'], lg: [48, 'size-12'] } as const;

export interface AvatarProps {
  src?: string | null;
  /** The person's or organisation's name: its initials stand in when there is no picture. */
  name: string;
  /** 32, 40 or 48 px (default). */
  size?: keyof typeof SIZES;
  /** Other looks, e.g. `rounded-md` for an organisation's logo. */
  className?: string;
}

/**
 * A round picture, or the initials when there is none. Decorative (empty alt, initials hidden from
 * screen readers): the name is always shown beside it.
 */
export function Avatar({ src, name, size = 'lg', className }: AvatarProps) {
  const [px, sizeClass] = SIZES[size];
  const base = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted', sizeClass, className);
  if (src) return <img src={src} alt="" width={px} height={px} className={cn(base, 'object-cover')} loading="lazy" decoding="async" />;
  return (
    <span aria-hidden="true" className={cn(base, 'text-sm font-semibold text-muted-foreground')}>
      {avatarInitials(name)}
    </span>
  );
}
