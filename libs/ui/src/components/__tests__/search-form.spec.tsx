import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState } from '../empty-state';
import { SearchForm } from '../search-form';
import { SkeletonGrid } from '../skeleton';

describe('SearchForm', () => {
  it('a search landmark with a labelled box; the query applies on submit, not on typing', () => {
    const onSearch = jest.fn();
    render(<SearchForm id="player-query" label="Search players" placeholder="Search by name..." onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Search players' });
    expect(box.id).toBe('player-query');
    expect(box.getAttribute('placeholder')).toBe('Search by name...');
    fireEvent.change(box, { target: { value: 'Suva' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('Suva');
  });
});

describe('SkeletonGrid', () => {
  it('count placeholders in the default results grid, hidden from screen readers', () => {
    const { container } = render(<SkeletonGrid count={6} />);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toBe('grid gap-3 sm:grid-cols-2 lg:grid-cols-3');
    const items = grid.querySelectorAll('[data-skeleton]');
    expect(items).toHaveLength(6);
    expect(items[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(items[0]!.className).toContain('h-28');
  });

  it('takes its own grid and item classes', () => {
    const { container } = render(<SkeletonGrid count={2} className="grid gap-3 sm:grid-cols-2" itemClassName="h-32" />);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toBe('grid gap-3 sm:grid-cols-2');
    expect(grid.querySelectorAll('.h-32')).toHaveLength(2);
  });
});

describe('EmptyState', () => {
  it('a title and an optional hint', () => {
    const { rerender } = render(<EmptyState title="No players found" description="Try adjusting your search filters or search terms" />);
    expect(screen.getByText('No players found').className).toBe('font-semibold');
    expect(screen.getByText('Try adjusting your search filters or search terms')).toBeTruthy();
    rerender(<EmptyState title="No players found" />);
    expect(screen.getByText('No players found').parentElement!.children).toHaveLength(1);
  });
});
