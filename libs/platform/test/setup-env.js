// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks (NOTES.md).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// class-transformer's @Type() in @fiji/contracts reads Reflect metadata at class definition.
require('reflect-metadata');
