import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, useToastStore } from '@fiji/platform';
import { TOAST } from '@fiji/contracts';
import { Toaster } from '../toaster';

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => useToastStore.getState().remove());
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one toast at a time, labelled, and closes it after the duration', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Copied!', description: 'Message copied to clipboard' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Message copied to clipboard')).toBeTruthy();
    // F8 moves focus to the viewport (Radix labels the region with the hotkey).
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');

    act(() => {
      jest.advanceTimersByTime(TOAST.durationMs + 10);
    });
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('marks a destructive toast and dismisses it with the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copy failed', description: 'Please copy the text manually', variant: 'destructive' });
    });
    const title = screen.getByText('Copy failed');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
