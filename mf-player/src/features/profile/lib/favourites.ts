/**
 * The favourite heart: local to this browser only, never sent to the server.
 * Stored as a list of player ids in localStorage; where storage is refused (private mode, quota)
 * the list lives in memory for this page view.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'fiji.favouritePlayers';
const listeners = new Set<() => void>();
let memory: string[] = [];
let version = 0;

function read(): string[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return memory;
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return memory;
  }
}

function write(ids: string[]): void {
  memory = ids;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Kept in memory only.
  }
  version += 1;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    version += 1;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a player is a favourite here, and a toggle. */
export function useFavourite(playerId: string): [boolean, () => void] {
  useSyncExternalStore(subscribe, () => version, () => 0);
  const isFavourite = read().includes(playerId);
  const toggle = useCallback(() => {
    const ids = read();
    write(ids.includes(playerId) ? ids.filter((id) => id !== playerId) : [...ids, playerId]);
  }, [playerId]);
  return [isFavourite, toggle];
}
