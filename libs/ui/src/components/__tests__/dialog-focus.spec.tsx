import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog';

/** A dialog whose open state the page holds, opened by a plain button (no DialogTrigger), as most here are. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Contact Mere</DialogTitle>
          <DialogDescription>Write a message.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it('goes back to the button that opened it when it closes, with no DialogTrigger', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Contact' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'Contact Mere' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
