import { create } from 'zustand';

/** Whose templates the Share dialog offers (default visitor). */
export type ShareUserType = 'visitor' | 'player' | 'recruiter' | 'mentor';
/** Where sharing was started (default navigation; mentor-recommendation changes the messages). */
export type ShareContext = 'navigation' | 'mentor-recommendation' | 'landing' | 'profile';

export type ShareRequest = { userType?: ShareUserType; context?: ShareContext };

type ShareState = {
  open: boolean;
  userType: ShareUserType;
  context: ShareContext;
  openShare: (request?: ShareRequest) => void;
  setOpen: (open: boolean) => void;
};

/** The shell's Share dialog renders from this store; any page or remote opens it with openShare(). */
export const useShareStore = create<ShareState>()((set) => ({
  open: false,
  userType: 'visitor',
  context: 'navigation',
  openShare: (request) =>
    set({ open: true, userType: request?.userType ?? 'visitor', context: request?.context ?? 'navigation' }),
  setOpen: (open) => set({ open }),
}));

export const openShare = (request?: ShareRequest): void => useShareStore.getState().openShare(request);
export const closeShare = (): void => useShareStore.getState().setOpen(false);
