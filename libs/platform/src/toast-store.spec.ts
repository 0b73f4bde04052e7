import { TOAST } from '@fiji/contracts';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the old one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(TOAST.limit).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Hi', description: 'There' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'default', description: 'There' });
  });

  it('closes on dismiss and removes the toast after the remove delay', () => {
    const t = toast({ title: 'Bye' });
    t.dismiss();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id: t.id, open: false });
    jest.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const t = toast({ title: 'Uploading' });
    t.update({ title: 'Upload Complete' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id: t.id, title: 'Upload Complete' });
  });
});
