import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

type Action = Pick<ConfirmDialogProps, 'onConfirm' | 'pending' | 'pendingLabel'>;

/** A page with a Delete button that asks first, as the areas use it. */
function Page({ onClosed, ...action }: Action & { onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed?.();
      }}
      title="Delete Watchlist"
      description="Delete “U20 backs”? This cannot be undone."
      confirmLabel="Delete"
      {...action}
    />
  );
}

const dialog = () => screen.getByRole('alertdialog', { name: 'Delete Watchlist' });
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('ConfirmDialog', () => {
  it('is a named alertdialog with its description, Cancel and the confirm button', () => {
    render(<Page onConfirm={jest.fn()} />);
    expect(screen.getByTestId('confirm-dialog')).toBe(dialog());
    expect(dialog().getAttribute('aria-describedby')).toBe(screen.getByText('Delete “U20 backs”? This cannot be undone.').id);
    expect(button('Cancel').disabled).toBe(false);
    expect(button('Delete').disabled).toBe(false);
  });

  it('Cancel closes without running the action', () => {
    const onConfirm = jest.fn();
    const onClosed = jest.fn();
    render(<Page onConfirm={onConfirm} onClosed={onClosed} />);
    fireEvent.click(button('Cancel'));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('waits for an action that returns a promise, then closes', async () => {
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Page onConfirm={onConfirm} pendingLabel="Deleting..." />);
    fireEvent.click(button('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button('Deleting...').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    // Escape does not close it while the action runs.
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog()).toBeTruthy();

    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open, usable again, when the action fails', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('Server down')));
    render(<Page onConfirm={onConfirm} />);
    await act(async () => void fireEvent.click(button('Delete')));
    expect(button('Delete').disabled).toBe(false);
    expect(button('Cancel').disabled).toBe(false);
  });

  it("with the caller's pending flag: buttons disabled, the pending label shown, no closing", () => {
    const onClosed = jest.fn();
    render(<Page onConfirm={jest.fn()} pending pendingLabel="Deleting..." onClosed={onClosed} />);
    expect(button('Deleting...').getAttribute('aria-busy')).toBe('true');
    expect(button('Cancel').disabled).toBe(true);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('a plain action leaves closing to the caller', () => {
    const onConfirm = jest.fn();
    const onClosed = jest.fn();
    render(<Page onConfirm={onConfirm} onClosed={onClosed} />);
    fireEvent.click(button('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });
});
