/**
 * The s3rver child that scripts/lib/s3rver.mjs starts: listens on 127.0.0.1
 * at a free port, prints `{"port":N}` on one line, and stops on SIGTERM or
 * when its parent goes away (stdin closes).
 *
 *   node --openssl-legacy-provider scripts/lib/s3rver-process.mjs <directory> <bucket>
 */
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop);
process.stdin.resume();
