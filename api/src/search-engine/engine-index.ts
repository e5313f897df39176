/**
 * The search engine's index of open listings, and the searchd configuration that declares it
 * (docs/search.md "The search engine", decision 0019). One definition for every place that runs an
 * engine: the tests and the bench (Debian's sphinxsearch 2.2.11), `npm run search:searchd` for
 * development, and Compose's Manticore Search (`docker/manticore/manticore.conf`, written by
 * `node api/dist/cli/search.cli.js config --flavour manticore`; a unit test keeps the
 * committed file equal to this).
 *
 * Only statements both engines accept are used: an RT index declared in the configuration,
 * REPLACE/DELETE, MATCH with prefixes, attribute filters, ORDER BY, GEODIST, SHOW META, FACET.
 */
import { DEFAULT_ENGINE_INDEX } from '../config/config';
import { INNODB_STOPWORDS } from '../search-text/analysis';

export type EngineFlavour = 'sphinx2' | 'manticore';

/** Full-text fields: the listing's index tokens, which a search's words match (search-text/analysis.ts), and the filter tokens (engine-document.ts `tags`). */
export const ENGINE_FIELDS = ['terms', 'tags'] as const;

/**
 * Attributes, in the order REPLACE writes them after `id` and the fields. NULLs have no place in
 * an attribute, so each has a value that the filters treat as the SQL search treats NULL
 * (engine-document.ts).
 */
export const ENGINE_ATTRIBUTES = [
  // The listing's id: the document's id orders the documents newest first (engine-document.ts documentId).
  ['listing_id', 'uint'],
  // The employer: their rating and reliability are read beside the page's rows, not after them.
  ['user_id', 'uint'],
  ['category_id', 'uint'],
  ['job_type', 'uint'],
  ['state', 'uint'],
  ['lga_id', 'uint'],
  ['min_amount', 'bigint'],
  ['max_amount', 'bigint'],
  ['job_date', 'uint'],
  ['job_end', 'uint'],
  ['has_point', 'uint'],
  ['lat', 'float'],
  ['lng', 'float'],
  ['created_at', 'bigint'],
  ['expires_at', 'bigint'],
  // The text fields are not stored: the check compares this hash of them instead.
  ['text_hash', 'uint'],
  // Category, job type and state in one number: the facets are one grouping (engine-document.ts facetKey).
  ['facet_key', 'bigint'],
] as const;

export type EngineAttribute = (typeof ENGINE_ATTRIBUTES)[number][0];

/**
 * Letters and digits, case-folded, with the accents of French and the other Latin-1 languages
 * folded to their base letter (café = cafe), like MariaDB's utf8mb4_unicode_ci and SQLite's
 * unicode61 tokenizer. Everything else separates words, as in the SQL search's tokens.
 */
export function charsetTable(): string {
  const folded: [number[], string][] = [
    [[0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xe0, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5], 'a'],
    [[0xc7, 0xe7], 'c'],
    [[0xc8, 0xc9, 0xca, 0xcb, 0xe8, 0xe9, 0xea, 0xeb], 'e'],
    [[0xcc, 0xcd, 0xce, 0xcf, 0xec, 0xed, 0xee, 0xef], 'i'],
    [[0xd1, 0xf1], 'n'],
    [[0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd8, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf8], 'o'],
    [[0xd9, 0xda, 0xdb, 0xdc, 0xf9, 0xfa, 0xfb, 0xfc], 'u'],
    [[0xdd, 0xfd, 0xff], 'y'],
  ];
  const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(2, '0')}`;
  const mapped = folded.flatMap(([codes, to]) => codes.map((code) => [code, to] as const)).sort((a, b) => a[0] - b[0]);
  return ['0..9', 'A..Z->a..z', 'a..z', ...mapped.map(([code, to]) => `${hex(code)}->${to}`), 'U+C6->U+E6', 'U+E6', 'U+152->U+153', 'U+153'].join(', ');
}

/** InnoDB's stopwords, one a line: neither index holds them, so a prefix never finds one in one engine only. */
export function stopwordsFile(): string {
  return `${[...INNODB_STOPWORDS].sort().join('\n')}\n`;
}

export interface EngineConfigOptions {
  flavour: EngineFlavour;
  /** `host:port` of the SphinxQL listener. */
  listen: string;
  /** Where the index, its binlog and (Sphinx) the pid file and log live. */
  dataDir: string;
  /** Path of the file stopwordsFile() wrote. */
  stopwords: string;
  index?: string;
  /** The index's RAM chunk before it is written to disk (256M holds 600,000 open listings). */
  memLimit?: string;
  /** Where searchd logs; the data dir's searchd.log by default. */
  log?: string;
  pidFile?: string;
}

/** The searchd configuration declaring the index (plain configuration mode in Manticore). */
export function renderEngineConfig(options: EngineConfigOptions): string {
  const index = options.index ?? DEFAULT_ENGINE_INDEX;
  const sphinx = options.flavour === 'sphinx2';
  const lines = [
    `# GigMarket's search engine: open listings only (docs/search.md "The search engine", decision 0019).`,
    `# Made by renderEngineConfig (api/src/search-engine/engine-index.ts) for ${sphinx ? "Debian's sphinxsearch 2.2" : 'Manticore Search'}; change it there.`,
    `index ${index}`,
    '{',
    '  type = rt',
    `  path = ${options.dataDir}/${index}`,
    `  rt_mem_limit = ${options.memLimit ?? '256M'}`,
    '  dict = keywords',
    // A word still being typed is a prefix; every index token has 3 characters at least
    // (search-text/analysis.ts indexToken).
    '  min_prefix_len = 3',
    `  charset_table = ${charsetTable()}`,
    `  stopwords = ${options.stopwords}`,
    ...ENGINE_FIELDS.map((field) => `  rt_field = ${field}`),
    ...ENGINE_ATTRIBUTES.map(([name, type]) => `  rt_attr_${type} = ${name}`),
    '}',
    '',
    'searchd',
    '{',
    `  listen = ${options.listen}:${sphinx ? 'mysql41' : 'mysql'}`,
    // Manticore: the binary protocol, for a distributed table's agents on other machines (docs/deploy.md).
    ...(sphinx ? [] : [`  listen = ${options.listen.replace(/:\d+$/, '')}:9312`]),
    `  log = ${options.log ?? `${options.dataDir}/searchd.log`}`,
    `  pid_file = ${options.pidFile ?? `${options.dataDir}/searchd.pid`}`,
    `  binlog_path = ${options.dataDir}`,
    // A prefix matches every word it starts, as in SQL: no cap on the expansion.
    '  expansion_limit = 0',
    // Manticore renamed read_timeout (and warns at start).
    `  ${sphinx ? 'read_timeout' : 'network_timeout'} = 5`,
    '  client_timeout = 300',
    // A RAM chunk is saved to disk at least every 10 minutes, so a restart replays little binlog.
    '  rt_flush_period = 600',
    ...(sphinx ? ['  workers = threads', '  seamless_rotate = 1', '  preopen_indexes = 1', '  unlink_old = 1'] : []),
    '}',
    '',
  ];
  return lines.join('\n');
}
