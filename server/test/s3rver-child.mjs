// Runs s3rver (an S3-compatible server for tests) in its own process, started by s3-server.ts with
// --openssl-legacy-provider: s3rver makes ListObjectsV2 continuation tokens with DES, which
// OpenSSL 3 only offers from its legacy provider. Prints the port once listening.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
