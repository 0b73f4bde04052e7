import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog';

function Example() {
  return (
    <Dialog>
      <DialogTrigger>Open settings</DialogTrigger>
      <DialogContent>
        <DialogTitle>Settings</DialogTitle>
        <DialogDescription>Change how the site works for you.</DialogDescription>
        <input aria-label="Display name" />
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal, closes on Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Change how the site works for you.').id);
    // Focus moved inside (focus trap) and the close button has an accessible name.
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix returns focus on the next tick after unmounting the focus scope.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with the close button', async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
