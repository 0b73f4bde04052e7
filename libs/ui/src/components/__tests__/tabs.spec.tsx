import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

function Example({ onChange }: { onChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="received" onValueChange={onChange}>
      <TabsList aria-label="Contact requests">
        <TabsTrigger value="received">Received (2)</TabsTrigger>
        <TabsTrigger value="sent">Sent (1)</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="received">Received list</TabsContent>
      <TabsContent value="sent">Sent list</TabsContent>
      <TabsContent value="archived">Archived list</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to panels and keeps one tab in the Tab order', () => {
    render(<Example />);
    const [received, sent] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Contact requests' })).toBeTruthy();
    expect(received.getAttribute('aria-selected')).toBe('true');
    expect(received.tabIndex).toBe(0);
    expect(sent.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Received (2)' });
    expect(panel.textContent).toBe('Received list');
    expect(received.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Sent list')).toBeNull();
  });

  it('moves focus and selection with the arrow keys, Home and End, skipping disabled tabs', () => {
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    const [received, sent] = screen.getAllByRole('tab');
    received.focus();
    fireEvent.keyDown(received, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sent);
    expect(sent.getAttribute('aria-selected')).toBe('true');
    expect(sent.tabIndex).toBe(0);
    expect(received.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Sent list');
    expect(onChange).toHaveBeenLastCalledWith('sent');

    fireEvent.keyDown(sent, { key: 'ArrowRight' }); // wraps past the disabled tab
    expect(document.activeElement).toBe(received);
    fireEvent.keyDown(received, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(sent);
    fireEvent.keyDown(sent, { key: 'Home' });
    expect(document.activeElement).toBe(received);
    fireEvent.keyDown(received, { key: 'End' });
    expect(document.activeElement).toBe(sent);
  });

  it('selects on click', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('tab', { name: 'Sent (1)' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Sent list');
  });
});
