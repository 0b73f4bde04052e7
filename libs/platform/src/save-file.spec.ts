import { saveFile } from './save-file';

describe('saveFile', () => {
  it('clicks a temporary download link for the data, then frees it', async () => {
    jest.useFakeTimers();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:file')),
      revokeObjectURL: jest.fn(),
    });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download, attached: document.body.contains(this) });
    });

    const blob = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });
    saveFile(blob, 'players-2026-03-10.csv');

    expect(saved).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:file', download: 'players-2026-03-10.csv', attached: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');

    click.mockRestore();
    jest.useRealTimers();
  });
});
