/** Under CI every suite also writes a JSON report, summed by scripts/test-summary.mjs into one closing line. */
export function reporters(name: string): (string | [string, Record<string, unknown>])[] {
  if (!process.env.CI) return ['default'];
  const file = `${import.meta.dirname}/test-results/${process.env.TEST_RESULTS_NAME ?? name}.json`;
  return ['default', ['json', { outputFile: file }]];
}
