// Reads Playwright's JSON report: counts, with a test that passed only on its retry reported as flaky.

function* specs(suites = []) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specs(suite.suites);
  }
}

export function playwrightReport(json) {
  const stats = json?.stats ?? {};
  const flaky = [];
  for (const spec of specs(json?.suites))
    for (const test of spec.tests ?? []) if (test.status === 'flaky') flaky.push(`${spec.file} › ${spec.title}`);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky,
  };
}
