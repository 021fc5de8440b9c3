// Runs ESLint's Node API in a plain Node process (jest's sandbox cannot load the flat config, an ES
// module) with only one rule on (the import-boundary rule unless `rule` says another), so no type
// information is needed.
// stdin: {"texts": [{"filePath", "code"}], "files": ["frontend/src", …], "rule"?: "max-lines"}
// stdout: [{"filePath", "messages": [{"ruleId", "message", "line"}]}] for the texts, then the files.
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { texts = [], files = [], rule = 'import-x/no-restricted-paths' } = JSON.parse(input);

const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

const results = [];
for (const { filePath, code } of texts) {
  results.push(...(await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) })));
}
if (files.length) results.push(...(await eslint.lintFiles(files)));

process.stdout.write(
  JSON.stringify(
    results.map((result) => ({
      filePath: result.filePath.slice(repoRoot.length + 1),
      messages: result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
    })),
  ),
);
