import { playerProfile } from '../../../../test/fixtures';
import { profileReport, reportFileName } from './export-report';

describe('profile export report (fields)', () => {
  const exportedAt = new Date('2026-11-22T10:00:00Z');

  it('lists every field in order', () => {
    const text = profileReport(
      playerProfile({ positions: ['Hooker', 'Lock'], highlightCount: 3, visibility: 'recruiters', bio: 'Strong scrummager.' }),
      { url: 'https://example.fj/player/1', exportedAt },
    );
    const labels = text
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(':')[0]);
    expect(labels).toEqual([
      'Name', 'Position', 'Age', 'Date of Birth', 'Height', 'Weight', 'Club', 'School', 'Location', 'Formats', 'Bio',
      'Contact Email', 'Contact Phone', 'Highlights', 'Visibility', 'URL', 'Export Date',
    ]);
    expect(text).toContain('Name: Mere Tui');
    expect(text).toContain('Position: Hooker, Lock');
    expect(text).toContain('Height: 182 cm');
    expect(text).toContain('Weight: 95 kg');
    expect(text).toContain('School: Queen Victoria School (Class of 2020)');
    expect(text).toContain('Location: Tailevu, Central Division, Fiji');
    expect(text).toContain('Highlights: 3');
    expect(text).toContain('Visibility: Recruiters (only verified recruiters)');
    expect(text).toContain('URL: https://example.fj/player/1');
    expect(text).toContain('Export Date: 2026-11-22');
  });

  it('a masked minor says "Contact via request" instead of contact details', () => {
    const text = profileReport(playerProfile({ contactEmail: null, contactPhone: null, contactNote: 'Contact via request' }), {
      url: 'u',
      exportedAt,
    });
    expect(text).toContain('Contact Email: Contact via request');
    expect(text).toContain('Contact Phone: Contact via request');
  });

  it('names the file after the player', () => {
    expect(reportFileName(playerProfile())).toBe('mere-tui-profile.txt');
  });
});
