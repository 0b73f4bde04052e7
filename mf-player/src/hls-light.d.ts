// hls.js ships the light build (no subtitles, alternate audio or DRM: what the highlight viewer needs)
// at 'hls.js/light' without its own types; they are the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
