// Runs dynalite (the DynamoDB API) in a process of its own, so the table's work has its own core
// instead of sharing one event loop with the gateway and every handler. Arguments: <data dir> <port>
// <host>. It says DYNALITE_READY once listening, and it exits when the local stack that started it is
// gone (its stdin, a pipe from the stack, ends), even if the stack was killed with SIGKILL.
//
// Its table has a stream, as the deployed one does (docs/adr/0026): every item write or delete that
// dynalite commits is appended, as a DynamoDB Streams record (NEW_IMAGE), to the stream folder, and
// `DYNALITE_CHANGE` on stdout tells the stack to deliver what is new (infra/local/change-stream.ts).
// The folder holds numbered segments (00000000.jsonl, …; the naming is change-stream.ts's too): this
// process alone appends, to the newest, and starts the next once it passes SEGMENT_BYTES, so a segment
// with a later one beside it is complete, and the stack deletes it once applied (docs/adr/0035).
const fs = require('node:fs');
const path = require('node:path');
const dynaliteDb = require('dynalite/db');

const [dir, port, host, streamDir] = process.argv.slice(2);
const SEGMENT_BYTES = 4 * 1024 * 1024;
const segmentFile = (n) => path.join(streamDir, `${String(n).padStart(8, '0')}.jsonl`);
let segment = 0;
let segmentBytes = 0;
if (streamDir) {
  fs.mkdirSync(streamDir, { recursive: true });
  const numbers = fs.readdirSync(streamDir).filter((f) => /^\d{8}\.jsonl$/.test(f)).map((f) => Number(f.slice(0, 8)));
  // A data folder from before segments: its one stream file becomes the first segment.
  const single = `${streamDir}.jsonl`;
  if (numbers.length === 0 && fs.existsSync(single)) {
    fs.renameSync(single, segmentFile(0));
    numbers.push(0);
  }
  // Appends go on where the last run stopped (a segment is never reopened once a later one exists).
  segment = numbers.length ? Math.max(...numbers) : 0;
  segmentBytes = fs.existsSync(segmentFile(segment)) ? fs.statSync(segmentFile(segment)).size : 0;
}
let sequence = 0;
function emit(tableName, eventName, item) {
  if (!streamDir || !item) return;
  const record = {
    eventID: String(++sequence),
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { Keys: { pk: item.pk, sk: item.sk }, ...(eventName === 'REMOVE' ? {} : { NewImage: item }), StreamViewType: 'NEW_IMAGE' },
    tableName,
  };
  const line = JSON.stringify(record) + '\n';
  fs.appendFileSync(segmentFile(segment), line);
  segmentBytes += Buffer.byteLength(line);
  if (segmentBytes >= SEGMENT_BYTES) {
    segment += 1;
    segmentBytes = 0;
  }
  process.stdout.write('DYNALITE_CHANGE\n');
}
// dynalite 4 reads every Query and Scan through a stream over a LevelDB iterator (level 10), and
// closes it when the stream is destroyed by calling `iterator.return()` — a method abstract-level 3's
// iterators do not have (they have `close()`). So no iterator was ever closed: each stayed in the
// database's open resources, and its native LevelDB iterator kept the memtable and table version it
// started on alive. Under steady traffic dynalite's memory grew by every read (issue 22, 256 → 945 MB
// in eight minutes; docs/adr/0044). Each iterator the database makes is given the `return()` dynalite
// calls, closing it.
function closeIteratorsOnDestroy(db) {
  for (const method of ['keys', 'values']) {
    const make = db[method].bind(db);
    db[method] = (...args) => {
      const iterator = make(...args);
      if (typeof iterator.return !== 'function') iterator.return = () => iterator.close();
      return iterator;
    };
  }
}
// Every item write goes through the table's item store (put and del, under the item's lock): each is
// wrapped once to emit its record after it is committed.
const create = dynaliteDb.create;
dynaliteDb.create = function (options) {
  const store = create(options);
  closeIteratorsOnDestroy(store.db);
  const getItemDb = store.getItemDb;
  store.getItemDb = function (name) {
    const itemDb = getItemDb(name);
    if (itemDb.patinaStream) return itemDb;
    itemDb.patinaStream = true;
    const put = itemDb.put.bind(itemDb);
    const del = itemDb.del.bind(itemDb);
    itemDb.put = (key, item, cb) =>
      itemDb.get(key, (_missing, old) =>
        put(key, item, (err) => {
          if (!err) emit(name, old ? 'MODIFY' : 'INSERT', item);
          cb(err);
        }),
      );
    itemDb.del = (key, cb) =>
      itemDb.get(key, (_missing, old) =>
        del(key, (err) => {
          if (!err && old) emit(name, 'REMOVE', old);
          cb(err);
        }),
      );
    return itemDb;
  };
  return store;
};
const dynalite = require('dynalite');

// Under steady traffic V8 sizes dynalite's heap by how fast it allocates, not by what lives (about
// 12 MB), and keeps the pages it has freed for later: the process crept by ~2 MB a minute over a quiet
// 30-minute soak (docs/adr/0044, amendments). Bounded here, not a leak to fix: once the process's
// resident memory passes 192 MB, or GIVE_BACK_MARGIN over what it held after the last give-back if that
// is more, a collection that also hands the freed pages back to the system runs: the 'last-resort'
// flavour (V8's collect-all-available-garbage, what a heap snapshot runs). A plain gc() empties the heap
// but keeps its pages (RSS did not move), and a timer alone aliased with the soak's readings. It marks
// only what lives, so it costs milliseconds, and at most every GIVE_BACK_GAP_MS; a smaller old space would
// bound the heap too, but collected so often under load that it cost a third of the throughput. The
// stack spawns this with --expose-gc (infra/local/emulators.ts).
const MB = 1024 * 1024;
const GIVE_BACK_MARGIN = 96 * MB;
let giveBackAbove = 192 * MB;
let lastGiveBack = 0;
const GIVE_BACK_GAP_MS = 5_000;
if (typeof global.gc === 'function') {
  setInterval(() => {
    if (process.memoryUsage.rss() < giveBackAbove || Date.now() - lastGiveBack < GIVE_BACK_GAP_MS) return;
    global.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    lastGiveBack = Date.now();
    giveBackAbove = Math.max(192 * MB, process.memoryUsage.rss() + GIVE_BACK_MARGIN);
  }, 1_000).unref();
}

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
