import { VIDEO_RENDITIONS } from '@fiji/contracts';
import {
  hlsPackageArgs,
  ladderArgs,
  ladderFor,
  masterPlaylist,
  parseDuration,
  parseMediaPlaylist,
  parseProbe,
  playableArgs,
  posterArgs,
} from './transcode-ffmpeg';

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

describe('the adaptive ladder', () => {
  const names = (w: number | null, h: number | null) => ladderFor(VIDEO_RENDITIONS, { width: w, height: h }).map((s) => s.name);

  it('adds 540p only when the source has 540 px on its short side (never upscaled)', () => {
    expect(names(1920, 1080)).toEqual(['234p', '360p', '540p']);
    expect(names(960, 540)).toEqual(['234p', '360p', '540p']);
    expect(names(540, 960)).toEqual(['234p', '360p', '540p']); // portrait: the short side counts
    expect(names(640, 480)).toEqual(['234p', '360p']);
    expect(names(320, 240)).toEqual(['234p', '360p']); // 360p stays: it is also the playable MP4
    expect(names(null, null)).toEqual(['234p', '360p']);
  });

  it('encodes every step from one decode, each at its own short side and peak rate', () => {
    const steps = ladderFor(VIDEO_RENDITIONS, { width: 1280, height: 720 });
    const args = ladderArgs('in.mov', steps, ['a.mp4', 'b.mp4', 'c.mp4'], true);
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toContain('split=3');
    for (const px of [234, 360, 540]) expect(graph).toContain(`if(gte(iw,ih),${px},-2)`);
    const joined = args.join(' ');
    expect(joined).toContain('-maxrate 150k');
    expect(joined).toContain('-maxrate 500k');
    expect(joined).toContain('-maxrate 1200k');
    expect(joined).toContain('-b:a 48k');
    // Keyframes at the same instants in every rendition (switchable segments), a fast preset for 2 cores.
    expect(args.filter((a) => a === 'expr:gte(t,n_forced*2)')).toHaveLength(3);
    expect(args.filter((a) => a === 'veryfast')).toHaveLength(3);
    expect(args.filter((a) => a === '-map' )).toHaveLength(6);
    expect(args.slice(-1)[0]).toBe('c.mp4');
  });

  it('maps no audio when the source has none', () => {
    const args = ladderArgs('in.mov', ladderFor(VIDEO_RENDITIONS, { width: 320, height: 240 }), ['a.mp4', 'b.mp4'], false).join(' ');
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('-c:a');
  });

  it('packages for HLS by stream copy: fMP4 segments and a VOD playlist per rendition folder', () => {
    const args = hlsPackageArgs([
      { input: '/w/234p.mp4', folder: '/w/hls/234p' },
      { input: '/w/playable.mp4', folder: '/w/hls/360p' },
    ]);
    const joined = args.join(' ');
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(args.filter((a) => a === 'copy')).toHaveLength(2);
    expect(joined).not.toContain('libx264');
    expect(joined).toContain('-hls_segment_type fmp4');
    expect(joined).toContain('-hls_playlist_type vod');
    expect(joined).toContain('-hls_segment_filename /w/hls/234p/seg_%03d.m4s /w/hls/234p/index.m3u8');
    expect(joined).toContain('-map 1 -c copy');
  });

  it('reads a media playlist and writes a master playlist with relative URIs, lowest first', () => {
    const media = parseMediaPlaylist(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg_000.m4s\n#EXTINF:1.520000,\nseg_001.m4s\n#EXT-X-ENDLIST\n',
    );
    expect(media).toEqual({ map: 'init.mp4', segments: [{ uri: 'seg_000.m4s', duration: 4 }, { uri: 'seg_001.m4s', duration: 1.52 }] });
    const master = masterPlaylist([
      { name: '234p', peakBps: 150_400.2, averageBps: 120_000, width: 416, height: 234, hasAudio: true },
      { name: '360p', peakBps: 560_000, averageBps: 480_000, width: 640, height: 360, hasAudio: false },
    ]);
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=150401,AVERAGE-BANDWIDTH=120000,RESOLUTION=416x234,CODECS="avc1.4d401f,mp4a.40.2"',
      '234p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=560000,AVERAGE-BANDWIDTH=480000,RESOLUTION=640x360,CODECS="avc1.4d401f"',
      '360p/index.m3u8',
      '',
    ]);
  });
});
