// `npm test`: every test layer in order. First the set-up installs and starts what the selected
// layers need (scripts/setup; not as root, it stops with the command to run). Each jest layer must
// run at least one test; a layer that fails does not stop the others, and the exit code is non-zero
// when anything failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { run } from './lib/processes';
import { repoRoot } from './lib/stack';
import { serviceUrls } from './setup/service-urls';
import { ensureSetup, type SetupRequest } from './setup/setup';

interface JestLayer {
  name: string;
  command: string[];
  needs?: SetupRequest;
}

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  ok: boolean;
  note: string;
}

const resultsDir = join(repoRoot, '.stack', 'results');

const checks: JestLayer[] = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
];

const unit = (workspace: string): JestLayer => ({
  name: `unit (${workspace})`,
  command: ['npm', 'run', 'test:unit', '-w', workspace, '--'],
});

const jestLayers: JestLayer[] = [
  unit('contracts'),
  unit('backend'),
  unit('frontend'),
  unit('testing'),
  unit('content'),
  {
    name: 'setup',
    command: ['npm', 'run', 'test:setup', '--'],
    // Its tests create throwaway clusters and servers with the Debian packages' own tools.
    needs: { postgres: [serviceUrls.database()], redis: [serviceUrls.redis()] },
  },
  {
    name: 'integration',
    command: ['npm', 'run', 'test:integration', '-w', 'backend', '--'],
    // nginx: the proxy-trust tests run the web image's config in front of the api.
    needs: {
      postgres: [serviceUrls.testDatabase()],
      redis: [serviceUrls.testRedis()],
      tools: ['nginx'],
    },
  },
  {
    name: 'static',
    command: ['npm', 'run', 'test:static', '--'],
    needs: { tools: ['nginx', 'docker-compose', 'promtool', 'kubectl'] },
  },
  {
    name: 'e2e',
    command: ['npx', 'tsx', 'scripts/e2e.ts'],
    needs: {
      postgres: [serviceUrls.e2eDatabase()],
      redis: [serviceUrls.e2eRedis()],
      tools: ['nginx', 'chromium'],
    },
  },
];

/** One set-up for every selected layer, before any runs. */
function needsOf(layers: JestLayer[]): SetupRequest {
  return {
    postgres: layers.flatMap((layer) => layer.needs?.postgres ?? []),
    redis: layers.flatMap((layer) => layer.needs?.redis ?? []),
    tools: layers.flatMap((layer) => layer.needs?.tools ?? []),
  };
}

function banner(text: string): void {
  console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`);
}

async function runCheck(layer: JestLayer): Promise<Outcome> {
  banner(layer.name);
  const [command, ...args] = layer.command as [string, ...string[]];
  const code = await run(command, args, { cwd: repoRoot });
  return {
    name: layer.name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    ok: code === 0,
    note: `exit ${code}`,
  };
}

async function runJestLayer(layer: JestLayer, index: number): Promise<Outcome> {
  banner(layer.name);
  const outputFile = join(resultsDir, `layer-${index}.json`);
  const [command, ...args] = layer.command as [string, ...string[]];
  const code = await run(command, [...args, '--json', `--outputFile=${outputFile}`], {
    cwd: repoRoot,
  });
  let passed = 0;
  let failed = 0;
  let total = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
      numRuntimeErrorTestSuites: number;
    };
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    total = report.numTotalTests;
  } catch {
    return {
      name: layer.name,
      passed: 0,
      failed: 1,
      ok: false,
      note: `exit ${code}, no jest report`,
    };
  }
  if (total === 0) {
    return { name: layer.name, passed, failed: failed + 1, ok: false, note: 'ran no tests' };
  }
  return { name: layer.name, passed, failed, ok: code === 0 && failed === 0, note: `exit ${code}` };
}

async function main(): Promise<number> {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const only = process.env.LAYERS?.split(',').map((name) => name.trim());
  const selected = (name: string): boolean =>
    !only || only.some((prefix) => name.startsWith(prefix));

  banner('setup');
  await ensureSetup(needsOf(jestLayers.filter((layer) => selected(layer.name))));

  const outcomes: Outcome[] = [];
  for (const check of checks.filter((layer) => selected(layer.name))) {
    outcomes.push(await runCheck(check));
  }
  for (const [index, layer] of jestLayers.entries()) {
    if (selected(layer.name)) outcomes.push(await runJestLayer(layer, index));
  }

  banner('summary');
  for (const outcome of outcomes) {
    const mark = outcome.ok ? 'ok  ' : 'FAIL';
    console.log(
      `${mark} ${outcome.name.padEnd(18)} ${outcome.passed} passed, ${outcome.failed} failed (${outcome.note})`,
    );
  }
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
