// Lists the slowest test files when a run ends, so the next slow suite is visible in npm test's
// output beside its per-step table (docs/testing.md "Adding a suite").
class SlowestFilesReporter {
  constructor(_globalConfig, options = {}) {
    this.count = options.count ?? 15;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ path: file.testFilePath.replace(`${process.cwd()}/`, ''), seconds: (file.perfStats.end - file.perfStats.start) / 1000, tests: file.numPassingTests + file.numFailingTests }))
      .sort((a, b) => b.seconds - a.seconds);
    if (files.length < 2) return;
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    console.log(`\nSlowest test files (wall seconds in their worker; ${files.length} files, ${total.toFixed(0)} s in all):`);
    for (const file of files.slice(0, this.count)) console.log(`${file.seconds.toFixed(1).padStart(8)}  ${String(file.tests).padStart(4)} tests  ${file.path}`);
  }
}

module.exports = SlowestFilesReporter;
