/** Response shapes of the dashboard's calls. */
export type AppNotification = {
  id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export type Activity = { id: string; type: string; title: string; description: string; createdAt: string };

export type FeaturedPlayer = {
  id: string;
  user: { fullName?: string | null; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
  profilePicture?: string | null;
  school?: string | null;
  province?: string | null;
  positions?: string[] | null;
  gradYear?: number | null;
  /** '1+' in a free viewer's preview (the server decides). */
  highlightCount?: number | '1+' | null;
};

export type FeaturedOrganization = {
  id: string;
  name: string;
  type?: string | null;
  logoUrl?: string | null;
  logo?: string | null;
  city?: string | null;
  province?: string | null;
  email?: string | null;
  phone?: string | null;
  playerCount?: number | null;
  establishedYear?: number | null;
  division?: string | null;
};

export type Results<T> = { results: T[] };
