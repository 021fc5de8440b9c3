// A TextMate grammar for Pine Script v5/v6, tokenised by Shiki's engine like every other fence
// language. No package in the registry this project reaches publishes one (Shiki, starry-night and
// GitHub Linguist have none), so the grammar is ours; the highlighting is still the library's.
// Scopes are the conventional ones, so the github-light/github-dark themes colour them.
import type { LanguageRegistration } from 'shiki';

const NAMESPACES = [
  'alert',
  'array',
  'barstate',
  'box',
  'chart',
  'color',
  'dividends',
  'earnings',
  'input',
  'label',
  'line',
  'linefill',
  'log',
  'map',
  'math',
  'matrix',
  'polyline',
  'request',
  'runtime',
  'session',
  'splits',
  'str',
  'strategy',
  'syminfo',
  'ta',
  'table',
  'ticker',
  'timeframe',
];

const BUILT_IN_VARIABLES = [
  'open',
  'high',
  'low',
  'close',
  'volume',
  'time',
  'time_close',
  'bar_index',
  'last_bar_index',
  'hl2',
  'hlc3',
  'ohlc4',
  'hlcc4',
  'timenow',
  'dayofweek',
  'hour',
  'minute',
];

const TYPES = [
  'int',
  'float',
  'bool',
  'string',
  'color',
  'series',
  'simple',
  'const',
  'line',
  'label',
  'box',
  'table',
  'array',
  'matrix',
  'map',
  'polyline',
  'linefill',
];

const words = (list: readonly string[]) => `\\b(?:${list.join('|')})\\b`;

export const pineGrammar: LanguageRegistration = {
  name: 'pine',
  displayName: 'Pine Script',
  scopeName: 'source.pine',
  aliases: ['pinescript'],
  patterns: [
    { include: '#annotation' },
    { include: '#comment' },
    { include: '#string' },
    { include: '#color-literal' },
    { include: '#number' },
    { include: '#keyword' },
    { include: '#constant' },
    { include: '#namespace' },
    { include: '#function-call' },
    { include: '#type' },
    { include: '#variable' },
    { include: '#operator' },
  ],
  repository: {
    annotation: {
      // //@version=6, //@description …: compiler annotations, not plain comments.
      match: '(//)(@[A-Za-z_]+)(=?)(.*)$',
      captures: {
        1: { name: 'comment.line.double-slash.pine punctuation.definition.comment.pine' },
        2: { name: 'storage.type.annotation.pine' },
        3: { name: 'keyword.operator.assignment.pine' },
        4: { name: 'constant.other.annotation.pine' },
      },
    },
    comment: {
      patterns: [
        { name: 'comment.line.double-slash.pine', match: '//.*$' },
        { name: 'comment.block.pine', begin: '/\\*', end: '\\*/' },
      ],
    },
    string: {
      patterns: [
        {
          name: 'string.quoted.double.pine',
          begin: '"',
          end: '"|$',
          patterns: [{ name: 'constant.character.escape.pine', match: '\\\\.' }],
        },
        {
          name: 'string.quoted.single.pine',
          begin: "'",
          end: "'|$",
          patterns: [{ name: 'constant.character.escape.pine', match: '\\\\.' }],
        },
      ],
    },
    'color-literal': {
      name: 'constant.other.color.pine',
      match: '#[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{2})?\\b',
    },
    number: {
      name: 'constant.numeric.pine',
      match: '(?<![A-Za-z_])(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?',
    },
    keyword: {
      patterns: [
        {
          name: 'keyword.control.pine',
          match: words([
            'if',
            'else',
            'for',
            'to',
            'by',
            'in',
            'while',
            'switch',
            'break',
            'continue',
          ]),
        },
        {
          name: 'storage.modifier.pine',
          match: words(['var', 'varip', 'import', 'export', 'method', 'type', 'enum', 'as']),
        },
        { name: 'keyword.operator.logical.pine', match: words(['and', 'or', 'not']) },
      ],
    },
    constant: { name: 'constant.language.pine', match: words(['true', 'false', 'na']) },
    namespace: {
      // strategy.entry, ta.ema, input.int: the namespace, then the member as a function or property.
      match: `${words(NAMESPACES)}(\\.)([A-Za-z_][A-Za-z0-9_]*)(?:\\.([A-Za-z_][A-Za-z0-9_]*))?`,
      captures: {
        1: { name: 'punctuation.accessor.pine' },
        2: { name: 'support.function.pine' },
        3: { name: 'support.constant.pine' },
      },
      // The namespace word itself (group 0 minus the captures) is scoped below.
      name: 'support.class.pine',
    },
    'function-call': {
      match: '\\b([A-Za-z_][A-Za-z0-9_]*)(?=\\s*\\()',
      captures: { 1: { name: 'entity.name.function.pine' } },
    },
    type: { name: 'storage.type.pine', match: words(TYPES) },
    variable: { name: 'variable.language.pine', match: words(BUILT_IN_VARIABLES) },
    operator: {
      patterns: [
        { name: 'keyword.operator.assignment.pine', match: ':=|(?<![=!<>])=(?![=>])' },
        { name: 'keyword.operator.arrow.pine', match: '=>' },
        { name: 'keyword.operator.comparison.pine', match: '==|!=|<=|>=|<|>' },
        { name: 'keyword.operator.arithmetic.pine', match: '[-+*/%]' },
        { name: 'keyword.operator.ternary.pine', match: '[?:]' },
      ],
    },
  },
};
