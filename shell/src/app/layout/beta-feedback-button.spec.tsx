import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { BetaFeedbackButton } from './beta-feedback-button';

describe('BetaFeedbackButton', () => {
  it('sits in its own landmark and in the page flow below 1600 px, so it never covers content', () => {
    renderAt('/dashboard', <BetaFeedbackButton />);
    const aside = screen.getByRole('complementary', { name: 'Beta feedback' });
    const link = screen.getByRole('link', { name: 'Beta Feedback' });
    expect(aside.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/beta-feedback');
    // Only a wide-screen variant may take it out of the flow (into the margin beside the content).
    const classes = link.className.split(/\s+/);
    expect(classes.filter((c) => /^(fixed|absolute|sticky)$/.test(c))).toEqual([]);
    expect(classes.filter((c) => /(^|:)(fixed|absolute|sticky)$/.test(c)).every((c) => c.startsWith('min-[1600px]:'))).toBe(true);
  });

  it('is not shown on the feedback page itself', () => {
    renderAt('/beta-feedback', <BetaFeedbackButton />);
    expect(screen.queryByRole('link', { name: 'Beta Feedback' })).toBeNull();
  });
});
