import { render, screen } from '@testing-library/react';
import { Progress, progressState } from '../progress';

describe('Progress', () => {
  it('is indeterminate without a value: no aria-valuenow', () => {
    render(<Progress aria-label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.dataset.state).toBe('indeterminate');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('reports the value while loading', () => {
    render(<Progress aria-label="Uploading" value={42} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.dataset.state).toBe('loading');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
  });

  it('is complete at the maximum (default 100) and with a custom max', () => {
    const { rerender } = render(<Progress aria-label="Uploading" value={100} />);
    expect(screen.getByRole('progressbar').dataset.state).toBe('complete');
    rerender(<Progress aria-label="Uploading" value={5} max={5} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.dataset.state).toBe('complete');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('100%');
  });

  it('clamps out-of-range values', () => {
    render(<Progress aria-label="x" value={150} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(progressState(null)).toBe('indeterminate');
    expect(progressState(0)).toBe('loading');
  });
});
