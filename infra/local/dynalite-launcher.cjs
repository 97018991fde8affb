// Runs dynalite (the DynamoDB API) in a process of its own, so the table's work has its own core
// instead of sharing one event loop with the gateway and every handler. Arguments: <data dir> <port>
// <host>. It says DYNALITE_READY once listening, and it exits when the local stack that started it is
// gone (its stdin, a pipe from the stack, ends), even if the stack was killed with SIGKILL.
const dynalite = require('dynalite');

const [dir, port, host] = process.argv.slice(2);
const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let closing = false;
function close() {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
server.once('error', (error) => {
  process.stderr.write(`dynalite: ${error.message}\n`);
  process.exit(1);
});
server.listen(Number(port), host, () => process.stdout.write('DYNALITE_READY\n'));
process.stdin.on('end', close);
process.stdin.resume();
process.on('SIGTERM', close);
