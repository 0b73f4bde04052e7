import { parseDuration, parseProbe, playableArgs, posterArgs } from './transcode-ffmpeg';

const HEADER = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':
  Metadata:
    major_brand     : isom
  Duration: 00:01:02.50, start: 0.000000, bitrate: 1205 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1280x720 [SAR 1:1 DAR 16:9], 1100 kb/s, 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 96 kb/s
At least one output file must be specified`;

describe('ffmpeg output parsing', () => {
  it('reads the duration in seconds', () => {
    expect(parseDuration(HEADER)).toBeCloseTo(62.5);
    expect(parseDuration('Duration: 01:00:00.00,')).toBe(3600);
    expect(parseDuration('Duration: N/A, bitrate: N/A')).toBeNull();
    expect(parseDuration('no header here')).toBeNull();
  });

  it('reads the streams and the video size', () => {
    expect(parseProbe(HEADER)).toEqual({ durationSec: 62.5, hasVideo: true, hasAudio: true, width: 1280, height: 720 });
    const silent = HEADER.split('\n').filter((l) => !l.includes('Audio:')).join('\n');
    expect(parseProbe(silent).hasAudio).toBe(false);
    expect(parseProbe('Invalid data found when processing input')).toEqual({
      durationSec: null, hasVideo: false, hasAudio: false, width: null, height: null,
    });
  });
});

describe('ffmpeg arguments', () => {
  it('makes a faststart H.264/AAC MP4 capped at 500 kbit/s', () => {
    const args = playableArgs('in.mov', 'out.mp4', true).join(' ');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-maxrate 500k');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-movflags +faststart');
    expect(args.endsWith('out.mp4')).toBe(true);
  });

  it('leaves audio out when the source has none', () => {
    const args = playableArgs('in.avi', 'out.mp4', false);
    expect(args).not.toContain('-c:a');
    expect(args.join(' ')).not.toContain('0:a:0');
  });

  it('takes the poster a third in, at most 1 s', () => {
    expect(posterArgs('in', 'p.jpg', 2.4)).toEqual(expect.arrayContaining(['-ss', '0.80']));
    expect(posterArgs('in', 'p.jpg', 60)).toEqual(expect.arrayContaining(['-ss', '1.00']));
    expect(posterArgs('in', 'p.jpg', null)).toEqual(expect.arrayContaining(['-ss', '0.00']));
  });
});
