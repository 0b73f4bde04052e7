import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@fiji/platform';
import { ToasterSlot } from './layout/toaster-slot';

/** The one query client and the toasts (the remotes use these through the platform singleton). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot />
    </QueryClientProvider>
  );
}
