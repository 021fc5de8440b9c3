import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { BaseVariables } from './base.variables';
import { environmentVariableNames, SECRET_VARIABLES, validateEnvironment } from './environment';

const SRC = join(__dirname, '..');

/** config/'s own variables files and every feature's, as the lint zone and the static layer see them. */
function variablesFiles(): string[] {
  const own = readdirSync(__dirname)
    .filter((file) => file.endsWith('.config.ts'))
    .map((file) => join(__dirname, file));
  const modules = join(SRC, 'modules');
  const features = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(modules, entry.name))
        .filter((file) => file.endsWith('.config.ts'))
        .map((file) => join(modules, entry.name, file)),
    );
  return [...own, ...features];
}

type VariablesClass = new () => BaseVariables;

function variablesClasses(file: string): VariablesClass[] {
  const exports = jest.requireActual<Record<string, unknown>>(file);
  return Object.values(exports).filter(
    (value): value is VariablesClass =>
      typeof value === 'function' && value.prototype instanceof BaseVariables,
  );
}

const ownNames = (variables: VariablesClass) =>
  Object.keys(new variables()).filter((name) => !(name in new BaseVariables()));

describe('the composed environment', () => {
  it('validates every variables class a *.config.ts file declares (one forgotten is never read)', () => {
    const known = new Set(environmentVariableNames());
    const files = variablesFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const classes = variablesClasses(file);
      expect([file, classes.length]).toEqual([file, 1]);
      for (const name of classes.flatMap(ownNames)) {
        expect([file, name, known.has(name)]).toEqual([file, name, true]);
      }
    }
  });

  it('gives each variable one owner', () => {
    const owners = new Map<string, string[]>();
    for (const file of variablesFiles()) {
      for (const name of variablesClasses(file).flatMap(ownNames)) {
        owners.set(name, [...(owners.get(name) ?? []), file]);
      }
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
    // NODE_ENV and ALLOW_LOCAL_STAND_INS come with BaseVariables, validated by CoreVariables.
    expect(owners.size + 2).toBe(environmentVariableNames().length);
  });

  it('lists as secret only variables it knows', () => {
    const known = new Set(environmentVariableNames());
    expect([...SECRET_VARIABLES].filter((name) => !known.has(name))).toEqual([]);
  });

  it('reports a bad NODE_ENV once, not once per feature', () => {
    const { errors } = validateEnvironment({ NODE_ENV: 'staging' });
    expect(errors.map((error) => error.property)).toEqual(['NODE_ENV']);
  });

  it("gives every feature's cross-field checks NODE_ENV and ALLOW_LOCAL_STAND_INS", () => {
    const { errors } = validateEnvironment({
      NODE_ENV: 'production',
      ALLOW_LOCAL_STAND_INS: 'payments',
      PAYMENT_PROVIDER: 'sandbox',
    });
    const refused = errors.map((error) => error.property);
    // The sandbox is let through (listed), its secret is then required; the unlisted stand-ins are not.
    expect(refused).toEqual(
      expect.arrayContaining(['PAYMENT_SANDBOX_WEBHOOK_SECRET', 'RECAPTCHA_PROVIDER']),
    );
    expect(refused).not.toContain('PAYMENT_PROVIDER');
  });
});
