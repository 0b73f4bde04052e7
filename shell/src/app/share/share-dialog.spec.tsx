import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { closeShare, useToastStore } from '@fiji/platform';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@fiji/ui';
import { ShareButton } from './share-button';
import { ShareMenuItem } from './share-menu-item';
import { ShareDialog, ShareDialogHost } from './share-dialog';
import { SHARE_EMAIL_SUBJECT } from './templates';

const origin = window.location.origin;

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function setExecCommand(impl: ((cmd: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: impl });
}

const lastToast = () => useToastStore.getState().toasts[0];
const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;

beforeEach(() => {
  act(() => {
    useToastStore.getState().remove();
    closeShare();
  });
  setClipboard(undefined);
  setExecCommand(undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
});

describe('ShareDialog', () => {
  it('offers six channels in a three-column grid with the right links', () => {
    render(<ShareDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Share Fiji Rugby Talent Network' })).toBeTruthy();
    const grid = screen.getByRole('group', { name: 'Share via' });
    expect(grid.className).toContain('grid-cols-3');
    const channels = within(grid).getAllByRole('link').concat(within(grid).getAllByRole('button'));
    expect(channels).toHaveLength(6);
    expect(channels.map((c) => c.textContent)).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'Email', 'SMS', 'Copy']);

    const text = message().value;
    expect(text).toContain(origin);
    const whatsapp = within(grid).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(within(grid).getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(origin)}`,
    );
    expect(within(grid).getByRole('link', { name: /Twitter/ }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
    );
    expect(within(grid).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(SHARE_EMAIL_SUBJECT)}&body=${encodeURIComponent(text)}`,
    );
    expect(SHARE_EMAIL_SUBJECT).toBe('Join me on Fiji Rugby Talent Network');
    expect(within(grid).getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe(`sms:?body=${encodeURIComponent(text)}`);
    // No native share on this device: no Quick Share.
    expect(screen.queryByRole('button', { name: 'Quick Share' })).toBeNull();
    expect(message().className).toContain('min-h-[80px]');
  });

  it('switches the message with the template and keeps edits in the links', () => {
    render(<ShareDialog open onOpenChange={() => {}} />);
    const templates = screen.getByRole('group', { name: 'Message templates' });
    expect(within(templates).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Rugby Mates', 'Family', 'School Alumni', 'Coaches', 'Local Clubs', 'General',
    ]);
    const before = message().value;
    fireEvent.click(within(templates).getByRole('button', { name: 'Family' }));
    expect(message().value).not.toBe(before);
    expect(message().value).toContain('Bula vinaka');
    expect(within(templates).getByRole('button', { name: 'Family' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(message(), { target: { value: 'Custom invite' } });
    expect(screen.getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe('sms:?body=Custom%20invite');
  });

  it('gives players, recruiters and mentors their own template', () => {
    const { unmount } = render(<ShareDialog open onOpenChange={() => {}} userType="recruiter" />);
    expect(screen.getByRole('button', { name: 'Other Local Clubs' }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    render(<ShareDialog open onOpenChange={() => {}} userType="mentor" />);
    expect(screen.getByRole('button', { name: 'Fellow Coaches' }).getAttribute('aria-pressed')).toBe('true');
    expect(message().value).toContain('mentor');
  });

  it('points mentor recommendations at /mentoring with the four audiences', () => {
    render(<ShareDialog open onOpenChange={() => {}} context="mentor-recommendation" />);
    expect(screen.getByRole('dialog', { name: 'Recommend a Mentor' })).toBeTruthy();
    const titles = within(screen.getByRole('group', { name: 'Message templates' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(titles).toEqual(['Former Rugby Players', 'Coaches & Trainers', 'Rugby Professionals', 'General Recommendation']);
    for (const title of titles) {
      fireEvent.click(screen.getByRole('button', { name: title! }));
      expect(message().value).toContain(`${origin}/mentoring`);
    }
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain(
      encodeURIComponent(`${origin}/mentoring`),
    );
  });

  it('copies with the Clipboard API and confirms with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    render(<ShareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(message().value);
    expect(lastToast()).toMatchObject({ description: 'Message copied to clipboard', variant: 'default' });
  });

  it('falls back to execCommand when the Clipboard API fails', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    const exec = jest.fn().mockReturnValue(true);
    setExecCommand(exec);
    render(<ShareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Copied!'));
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('shows a destructive toast when every copy method fails', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    setExecCommand(() => false);
    render(<ShareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Copy failed'));
    expect(lastToast()).toMatchObject({ description: 'Please copy the text manually', variant: 'destructive' });
  });

  it('offers Quick Share when the device can share, and only logs a cancelled share', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    render(<ShareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick Share' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({ title: 'Fiji Rugby Talent Network', text: message().value, url: origin });
    expect(useToastStore.getState().toasts).toHaveLength(0);
    log.mockRestore();
  });
});

describe('ShareButton', () => {
  it('opens the site dialog through the share store and returns focus on close', async () => {
    render(
      <>
        <ShareButton userType="player" />
        <ShareDialogHost />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Rugby Mates' }).getAttribute('aria-pressed')).toBe('true');
    expect(message().value).toContain("I've put my rugby profile");
    fireEvent.keyDown(message(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('works as a menu item: the dialog outlives the closed menu and focus returns to the menu trigger', async () => {
    render(
      <>
        <DropdownMenu>
          <DropdownMenuTrigger>Invite</DropdownMenuTrigger>
          <DropdownMenuContent>
            <ShareMenuItem context="mentor-recommendation" />
          </DropdownMenuContent>
        </DropdownMenu>
        <ShareDialogHost />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Invite' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Recommend a Mentor' });
    item.focus();
    fireEvent.click(item);
    await screen.findByRole('dialog', { name: 'Recommend a Mentor' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(message(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('has an icon variant with an accessible name', () => {
    render(<ShareButton variant="icon" context="mentor-recommendation" />);
    expect(screen.getByRole('button', { name: 'Recommend a Mentor' })).toBeTruthy();
  });
});
