import { icsOf } from './sessions.service';
import type { SessionParties } from './session-notices.service';
import type { SessionRow } from './session-store';

const parties: SessionParties = {
  mentor: { userId: 'm', name: 'Pauliasi Vakaloloma', email: 'mentor@example.test' },
  mentee: { userId: 'p', name: 'Josaia Raisuqe', email: 'player@example.test', guardianEmail: null },
};

const row = (over: Partial<SessionRow> = {}): SessionRow =>
  ({
    id: '6f1c2d4e-0000-4000-8000-000000000001', title: 'Video review with Pauliasi Vakaloloma', description: 'Lineouts; throws, timing\nand calls',
    scheduled_at: new Date('2026-12-05T06:00:00Z'), ends_at: new Date('2026-12-05T07:00:00Z'), status: 'confirmed',
    meeting_url: 'https://meet.jit.si/FijiRugbyTalent-abcdefghijkl', ...over,
  }) as SessionRow;

describe('a session as an .ics file (RFC 5545)', () => {
  const text = icsOf(row(), parties, new Date('2026-11-26T00:00:00Z'));
  const unfolded = text.replace(/\r\n /g, '');

  it('is one VEVENT in UTC with CRLF line ends, folded at 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain('DTSTART:20261205T060000Z\r\nDTEND:20261205T070000Z');
    expect(unfolded).toContain('UID:6f1c2d4e-0000-4000-8000-000000000001@fiji-rugby-talent');
    expect(unfolded).toContain('STATUS:CONFIRMED');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('escapes commas, semicolons and new lines in text, and names both sides and the link', () => {
    expect(unfolded).toContain('Focus: Lineouts\\; throws\\, timing\\nand calls');
    expect(unfolded).toContain('Mentor: Pauliasi Vakaloloma\\nMentee: Josaia Raisuqe');
    expect(unfolded).toContain('URL:https://meet.jit.si/FijiRugbyTalent-abcdefghijkl');
  });

  it('a cancelled session says so; an unconfirmed one is tentative', () => {
    expect(icsOf(row({ status: 'cancelled' }), parties, new Date())).toContain('STATUS:CANCELLED');
    expect(icsOf(row({ status: 'scheduled', meeting_url: null }), parties, new Date())).toContain('STATUS:TENTATIVE');
  });
});
