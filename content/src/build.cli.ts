// `npm run build -w content`: renders content/ into frontend/src/generated/. A content error
// (front matter, unknown callout or language, missing image) names the file and exits non-zero.
import { buildContent } from './build';

const started = Date.now();
buildContent()
  .then((counts) => {
    const summary = Object.entries(counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.log(`content: ${summary} (${Date.now() - started} ms)`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
