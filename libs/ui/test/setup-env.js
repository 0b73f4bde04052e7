// The one jest setup file of the front ends (shell, libs/ui, libs/platform; see jest-preset.js).
// jsdom lacks a few browser APIs that react-router 7 and Radix use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const proto = window.HTMLElement.prototype;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => {};
  if (!proto.scrollIntoView) proto.scrollIntoView = () => {};
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
}

// class-transformer's @Type() in @fiji/contracts reads Reflect metadata at class definition, so the
// Reflect metadata API must exist before @fiji/contracts loads (as in the app).
require('reflect-metadata');

// jsdom has no fetch API classes; react-router's data routers build a Request per navigation.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input && input.url ? input.url : input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal || new AbortController().signal;
      this.headers = new Map(Object.entries(init.headers || {}));
      this.body = init.body ?? null;
    }
  };
}
