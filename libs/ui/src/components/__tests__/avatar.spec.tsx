import { render } from '@testing-library/react';
import { Avatar } from '../avatar';

describe('Avatar', () => {
  it('shows the picture, decorative (the name is beside it)', () => {
    const { container } = render(<Avatar src="/media/p/1.webp" name="Mere Tui" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/p/1.webp');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('without a picture shows up to two initials, hidden from screen readers', () => {
    const { container, rerender } = render(<Avatar src={null} name="mere  tui vakarua" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('MT');
    expect(span.getAttribute('aria-hidden')).toBe('true');
    rerender(<Avatar name="Nadroga" />);
    expect(container.textContent).toBe('N');
    rerender(<Avatar name="  " />);
    expect(container.textContent).toBe('?');
  });

  it('is 48 px unless told 32 or 40, and takes other looks from the caller', () => {
    const { container, rerender } = render(<Avatar src="/media/p/1.webp" name="Mere Tui" />);
    const img = () => container.querySelector('img')!;
    expect([img().getAttribute('width'), img().className.match(/size-\d+/g)]).toEqual(['48', ['size-12']]);
    rerender(<Avatar src="/media/p/1.webp" name="Mere Tui" size="sm" />);
    expect([img().getAttribute('width'), img().className.match(/size-\d+/g)]).toEqual(['32', ['size-8']]);
    rerender(<Avatar name="Fiji Rugby Union" size="md" className="rounded-md" />);
    const span = container.querySelector('span')!;
    expect(span.className.match(/size-\d+/g)).toEqual(['size-10']);
    expect(span.className).toContain('rounded-md');
  });
});
