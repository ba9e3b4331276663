// Integration suites that need a running sandbox start it here (see tests/integration/sandbox).
export default async function setup() {
  return async () => {};
}
