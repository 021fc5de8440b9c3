// Front matter parsed with gray-matter and checked against a small field schema, so that a typo in
// one Markdown file stops the build with a message naming the file and the field.
import matter from 'gray-matter';

export type FieldKind = 'string' | 'number' | 'date' | 'string[]' | 'boolean';

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
}

export type FrontMatterSchema = Readonly<Record<string, FieldSpec>>;

export class ContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function checkField(file: string, name: string, spec: FieldSpec, value: unknown): unknown {
  const fail = (expected: string): never => {
    throw new ContentError(file, `front matter "${name}" must be ${expected}`);
  };
  switch (spec.kind) {
    case 'string':
      if (typeof value !== 'string' || value.trim() === '') fail('a non-empty string');
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') fail('true or false');
      return value;
    case 'string[]':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
        fail('a list of strings');
      return value;
    case 'date': {
      // YAML reads an unquoted 2026-05-01 as a Date; both spellings give 'YYYY-MM-DD'.
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      if (typeof text !== 'string' || !DATE_PATTERN.test(text)) fail('a date YYYY-MM-DD');
      return text;
    }
  }
}

export interface ParsedMarkdown<M> {
  meta: M;
  body: string;
}

/** Splits a Markdown file into checked front matter and body; unknown fields are errors too. */
export function parseFrontMatter<M>(
  file: string,
  source: string,
  schema: FrontMatterSchema,
): ParsedMarkdown<M> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object: gray-matter caches by content otherwise, and returns the same data.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const data = parsed.data as Record<string, unknown>;
  const meta: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (!spec.optional) throw new ContentError(file, `front matter "${name}" is missing`);
      continue;
    }
    meta[name] = checkField(file, name, spec, value);
  }
  const unknown = Object.keys(data).filter((name) => !(name in schema));
  if (unknown.length > 0)
    throw new ContentError(file, `front matter has unknown field(s): ${unknown.join(', ')}`);
  return { meta: meta as M, body: parsed.content };
}
