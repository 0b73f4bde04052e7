import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useToastStore } from '@fiji/platform';
import { ContactRequestDialog, type ContactRequestInput } from '../contact-request-dialog';

const PLAYER_ID = '4f1c2a52-1d7e-4b8e-9d55-0c2b2f0e8a11';
const USER_ID = '9b7f5e0a-3c1d-4e2f-8a6b-5d4c3b2a1f00';

function Harness({ onSubmit, toUser = USER_ID }: { onSubmit: (input: ContactRequestInput) => Promise<unknown>; toUser?: string | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ContactRequestDialog open={open} onOpenChange={setOpen} playerName="Taniela Waqanivere" toUser={toUser} playerId={PLAYER_ID} onSubmit={onSubmit} />
    </>
  );
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('ContactRequestDialog', () => {
  it('refuses an empty message with the spec text and sends nothing', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Contact Taniela Waqanivere' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' })));
    expect(screen.getByText('Please enter a message for your contact request')).toBeTruthy();
    expect(screen.getByLabelText(/Message/).getAttribute('aria-invalid')).toBe('true');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Message required', description: 'Please enter a message for your contact request' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the player is unavailable when the recipient is unknown', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} toUser={null} />);
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' })));
    expect(screen.getByRole('alert').textContent).toBe('Unable to send contact request - player information not available');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, shows the pending state, then closes', async () => {
    const sending = deferred();
    const onSubmit = jest.fn(() => sending.promise);
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: '  We would like you to trial with us.  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' })));
    expect(onSubmit).toHaveBeenCalledWith({ toUser: USER_ID, playerId: PLAYER_ID, message: 'We would like you to trial with us.' });
    const pending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    await act(async () => sending.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('dialog closed')).toBeTruthy();
  });

  it('stays open with the message when sending fails', async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error('403: Upgrade');
    });
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello there' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' })));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Hello there');
    expect((screen.getByRole('button', { name: 'Send Request' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
