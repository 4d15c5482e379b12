// Recorded traffic (HAR files, JSON Lines) checked offline: the library behind `validate-traffic`.
import { fileURLToPath } from 'node:url';
import { checkTraffic, exitCodeOf, formatReport } from 'notification-api-contract/traffic';

// traffic.jsonl: two exchanges; the second answer lacks the topic's required `_id`.
const file = fileURLToPath(new URL('traffic.jsonl', import.meta.url));
const report = await checkTraffic([file], { strict: false });
process.stdout.write(formatReport(report)); // the table, the violations and the unreadable input, as the CLI prints them
console.log(
  `${report.violations} violation: validate-traffic would exit with ${exitCodeOf(report)}`,
);
