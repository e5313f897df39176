import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config/config';
import { connectDataSource } from '../database/data-source';
import { demoGatewayHistory } from '../seed/demo-gateway';

/**
 * `node api/dist/cli/demo-gateway-history.cli.js [--out FILE]`: the demo seed's charges and
 * transfers as the books hold them, in the form the local Paystack takes a history in
 * (`PAYSTACK_LOCAL_HISTORY`, packages/paystack-local). `npm start` runs it before it starts the
 * local Paystack, whose memory starts empty on every start. JSON to FILE, or to stdout.
 */
async function main() {
  const args = process.argv.slice(2);
  const outFlag = args.indexOf('--out');
  const out = outFlag >= 0 ? args[outFlag + 1] : undefined;
  if (outFlag >= 0 && !out) throw new Error('--out takes a file name');
  const config = loadConfig();
  const dataSource = await connectDataSource(config, (message) => console.warn(message));
  try {
    const history = await demoGatewayHistory(dataSource.manager);
    const json = `${JSON.stringify(history, null, 2)}\n`;
    if (out) writeFileSync(out, json);
    else process.stdout.write(json);
    console.error(`Demo gateway history: ${history.charges.length} charges, ${history.transfers.length} transfers`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(`Demo gateway history failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
