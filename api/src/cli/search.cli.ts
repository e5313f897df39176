import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EngineClient } from '../search-engine/engine-client';
import { InProcessScheduler } from '../common/scheduler';
import { DEFAULT_ENGINE_INDEX, loadConfig } from '../config/config';
import { connectDataSource } from '../database/data-source';
import { renderEngineConfig, type EngineFlavour } from '../search-engine/engine-index';
import { startSearchd } from '../search-engine/engine-process';
import { SearchEngineService } from '../search-engine/search-engine.service';
import { SearchSyncService } from '../search-engine/search-sync.service';

/**
 * The search engine's commands (docs/search.md "The search engine"), after `npm run build`:
 *
 *   npm run search:reindex [-- --truncate]   every open listing written to the engine again (SEARCH_URL)
 *   npm run search:check [-- --repair]       the engine compared with the database's open set; exit 1 if they differ
 *   npm run search:searchd [-- --port 9306 --data api/data/search]   a local searchd with the project's configuration
 *   node api/dist/cli/search.cli.js config --flavour manticore   the configuration, printed
 */
/** SHOW ... STATUS of an index, as either engine spells it: its document count. */
class SearchEngineClientProbe {
  constructor(private readonly url: string) {}

  async statusOf(index: string): Promise<number> {
    const client = new EngineClient(this.url, 5000, 1);
    try {
      const rows = await client.query(`SHOW TABLE ${index} STATUS`).catch(() => client.query(`SHOW INDEX ${index} STATUS`));
      return Number(rows.find((row) => row.Variable_name === 'indexed_documents')?.Value ?? 0);
    } finally {
      await client.close();
    }
  }
}

const USAGE = 'usage: search.cli.js reindex [--truncate] | check [--repair] [--json] | searchd [--port N] [--data DIR] [--check] | config [--flavour sphinx2|manticore] [--listen HOST:PORT] [--data DIR] [--stopwords FILE]';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function withServices<T>(work: (sync: SearchSyncService, engine: SearchEngineService) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.SEARCH_URL) throw new Error('SEARCH_URL is not set (mysql://host:9306, the engine\'s SphinxQL listener)');
  const dataSource = await connectDataSource(config, (message) => console.warn(message));
  const engine = new SearchEngineService(config, dataSource);
  try {
    return await work(new SearchSyncService(config, dataSource, engine, new InProcessScheduler()), engine);
  } finally {
    await engine.onApplicationShutdown();
    await dataSource.destroy();
  }
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  switch (command) {
    case 'reindex':
      return withServices(async (sync, engine) => {
        let shown = 0;
        const result = await sync.rebuild({
          truncate: args.includes('--truncate'),
          progress: (documents) => {
            if (documents - shown >= 50_000) {
              shown = documents;
              console.log(`  ${documents.toLocaleString('en')} documents...`);
            }
          },
        });
        console.log(
          `search:reindex: ${result.documents.toLocaleString('en')} open listings written to ${engine.index}, ${result.removed} stale documents removed, in ${result.seconds.toFixed(1)} s`,
        );
        return 0;
      });
    case 'check':
      return withServices(async (sync, engine) => {
        const report = await sync.check({ repair: args.includes('--repair') });
        if (args.includes('--json')) console.log(JSON.stringify(report));
        else {
          const sample = (ids: number[]) => (ids.length ? ` (${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''})` : '');
          console.log(`search:check on ${engine.index}: ${report.open_listings} open listings, ${report.documents} documents, ${report.waiting} outbox rows waiting`);
          console.log(`  missing ${report.missing.length}${sample(report.missing)}; extra ${report.extra.length}${sample(report.extra)}; stale ${report.stale.length}${sample(report.stale)}`);
          console.log(report.in_step ? '  in step' : `  NOT in step${report.repaired ? `: ${report.repaired} outbox rows written for the worker` : ' (npm run search:check -- --repair, or npm run search:reindex)'}`);
        }
        return report.in_step ? 0 : 1;
      });
    case 'config': {
      const flavour = (option(args, 'flavour') ?? 'manticore') as EngineFlavour;
      const dataDir = option(args, 'data') ?? (flavour === 'manticore' ? '/var/lib/manticore' : resolve('search-data'));
      process.stdout.write(
        renderEngineConfig({
          flavour,
          listen: option(args, 'listen') ?? '0.0.0.0:9306',
          dataDir,
          stopwords: option(args, 'stopwords') ?? (flavour === 'manticore' ? '/etc/manticoresearch/stopwords.txt' : `${dataDir}/stopwords.txt`),
          log: flavour === 'manticore' ? '/dev/stdout' : undefined,
          pidFile: flavour === 'manticore' ? '/var/run/manticore/searchd.pid' : undefined,
        }),
      );
      return 0;
    }
    case 'searchd': {
      if (args.includes('--check')) {
        // CI: the installed searchd starts with the project's configuration on a free port and answers.
        const dataDir = mkdtempSync(join(tmpdir(), 'gig-searchd-check-'));
        try {
          const searchd = await startSearchd({ dataDir, memLimit: '32M' });
          const rows = await new SearchEngineClientProbe(searchd.url).statusOf(DEFAULT_ENGINE_INDEX);
          await searchd.stop();
          console.log(`search engine: ${searchd.version} started with the project's configuration on port ${searchd.port} (${rows} documents) and stopped`);
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
        return 0;
      }
      const port = Number(option(args, 'port') ?? 9306);
      const searchd = await startSearchd({ dataDir: option(args, 'data') ?? resolve(__dirname, '../../data/search'), port });
      console.log(`${searchd.version} answering at ${searchd.url} (data in ${searchd.dataDir}); set SEARCH_URL=${searchd.url}, then npm run search:reindex. Ctrl-C stops it.`);
      await new Promise<void>((done) => {
        const quit = () => void searchd.stop().then(done);
        process.once('SIGINT', quit);
        process.once('SIGTERM', quit);
      });
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
