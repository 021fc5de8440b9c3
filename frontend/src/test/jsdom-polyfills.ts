// react-router needs TextEncoder, which jsdom does not provide. Imported first by the content
// tests, before anything that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
