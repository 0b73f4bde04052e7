/**
 * The "Data saver" setting of the video viewer (docs/video.md): when on, videos play at 234p only and
 * nothing loads before play. On by default on phones (a coarse pointer or a narrow screen) and when the
 * browser asks to save data; the viewer's choice is remembered in this browser (localStorage), where
 * storage is refused it lasts for this page view.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const DATA_SAVER_KEY = 'fiji.dataSaver';
/** Narrower than this counts as a phone. */
const PHONE_QUERY = '(pointer: coarse), (max-width: 640px)';

const listeners = new Set<() => void>();
let memory: boolean | null = null;

/** The default before the viewer chooses: on for phones and for browsers in save-data mode. */
export function phoneDefault(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return saveData || phone;
}

function read(): boolean {
  try {
    const raw = window.localStorage.getItem(DATA_SAVER_KEY);
    if (raw === 'on') return true;
    if (raw === 'off') return false;
  } catch {
    // Storage refused: fall through to the remembered or default value.
  }
  return memory ?? phoneDefault();
}

function write(on: boolean): void {
  memory = on;
  try {
    window.localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === DATA_SAVER_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [on, set]: the setting, shared by every viewer on the page and across tabs. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  return [on, useCallback((next: boolean) => write(next), [])];
}

/** A video's size as the page shows it before play: MB with one decimal, never "0.0 MB". */
export function formatVideoSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Math.max(0.1, Math.round(mb * 10) / 10).toFixed(1)} MB`;
}
