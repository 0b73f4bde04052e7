import { render, screen } from '@testing-library/react';
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from '../button';

const variants: ButtonVariant[] = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'];
const sizes: ButtonSize[] = ['default', 'sm', 'lg', 'icon'];

describe('Button', () => {
  it.each(variants)('renders the %s variant with its own classes', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset.variant).toBe(variant);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('focus-visible:outline-ring');
  });

  it('gives every variant and size a distinct look', () => {
    const looks = new Set(variants.map((variant) => buttonVariants({ variant })));
    expect(looks.size).toBe(variants.length);
    const sizeLooks = new Set(sizes.map((size) => buttonVariants({ size })));
    expect(sizeLooks.size).toBe(sizes.length);
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-destructive');
    expect(buttonVariants({ size: 'icon' })).toContain('size-10');
  });

  it('renders its child with asChild (a link that looks like a button)', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/pricing">See plans</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.className).toContain('border-input');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });
});
