import { createPgliteCluster } from './pglite-cluster';

// Started by createPgliteClusterInChild with the cluster folder as its argument.
const dbDir = process.argv[2];
if (!dbDir) throw new Error('pglite-cluster-child: no folder given');
await createPgliteCluster({ dbDir });
process.exit(0);
