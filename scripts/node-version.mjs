// Imported first by the entry points: the project builds, tests and serves on Node 24 only, so a shell still on the
// machine's older node stops here instead of running half the steps on another runtime (docs/adr/0054-node-24.md).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old for this project: run \`. scripts/node24.sh\` first (README).`,
  );
  process.exit(1);
}
