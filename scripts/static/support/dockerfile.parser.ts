// A small Dockerfile parser: enough to check stages, base images, users and COPY sources.
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  index: number;
  name?: string;
  /** The base as written, ARG defaults substituted. */
  base: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  globalArgs: Record<string, string>;
  stages: Stage[];
}

export interface CopyInstruction {
  from?: string;
  chmod?: string;
  sources: string[];
  destination: string;
}

function logicalLines(source: string): Instruction[] {
  const result: Instruction[] = [];
  let buffer = '';
  let startLine = 0;
  source.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comment lines are dropped by Docker, even in the middle of a continued instruction.
    if (trimmed.startsWith('#') || (trimmed === '' && buffer === '')) return;
    if (buffer === '') startLine = index + 1;
    if (trimmed.endsWith('\\')) {
      buffer += `${trimmed.slice(0, -1).trim()} `;
      return;
    }
    buffer += trimmed;
    const match = /^(\S+)\s*(.*)$/s.exec(buffer);
    if (match) {
      result.push({
        keyword: (match[1] ?? '').toUpperCase(),
        args: match[2] ?? '',
        line: startLine,
      });
    }
    buffer = '';
  });
  return result;
}

export function substituteArgs(value: string, args: Record<string, string>): string {
  return value.replace(
    /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
    (whole, name: string) => args[name] ?? whole,
  );
}

export function parseDockerfile(source: string): Dockerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of logicalLines(source)) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const [base = '', as, name] = words;
      stages.push({
        index: stages.length,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        base: substituteArgs(base, globalArgs),
        instructions: [],
      });
      continue;
    }
    const current = stages.at(-1);
    if (current) {
      current.instructions.push(instruction);
    } else if (instruction.keyword === 'ARG') {
      const [name = '', defaultValue = ''] = instruction.args.split('=', 2);
      globalArgs[name.trim()] = defaultValue.trim().replace(/^"(.*)"$/, '$1');
    }
  }
  return { globalArgs, stages };
}

export function parseCopy(args: string): CopyInstruction {
  let rest = args.trim();
  const flags: Record<string, string> = {};
  let flag: RegExpExecArray | null;
  while ((flag = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(rest))) {
    flags[flag[1] ?? ''] = flag[2] ?? 'true';
    rest = rest.slice(flag[0].length);
  }
  const paths = rest.startsWith('[')
    ? (JSON.parse(rest) as string[])
    : rest.split(/\s+/).filter(Boolean);
  const destination = paths.pop() ?? '';
  return { from: flags.from, chmod: flags.chmod, sources: paths, destination };
}

export function instructionsOf(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword);
}

/** .dockerignore semantics for one path: the last matching pattern wins, a directory covers its contents. */
export function isDockerIgnored(path: string, dockerignore: string): boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const normalised = path.replace(/^\.\//, '').replace(/\/$/, '');
  const candidates = normalised
    .split('/')
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const body = (negated ? pattern.slice(1) : pattern).replace(/^\//, '').replace(/\/$/, '');
    const regex = new RegExp(
      `^${body
        .split('**/')
        .map((part) =>
          part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
        )
        .join('(?:.*/)?')}$`,
    );
    if (candidates.some((candidate) => regex.test(candidate))) ignored = !negated;
  }
  return ignored;
}
