// tsc only emits code; the i18n message files are read from disk at runtime, so the build copies them.
const fs = require('node:fs');
const path = require('node:path');

const outDir = path.resolve(__dirname, '..', process.argv[2] ?? 'dist');
const from = path.resolve(__dirname, '..', 'src', 'i18n');
fs.rmSync(path.join(outDir, 'i18n'), { recursive: true, force: true });
fs.cpSync(from, path.join(outDir, 'i18n'), {
  recursive: true,
  filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.json'),
});
