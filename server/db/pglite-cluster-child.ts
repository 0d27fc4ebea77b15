import { wrapPgliteClient } from './client';
import { migrateDatabase } from './migrate';
import { createPgliteCluster } from './pglite-cluster';

// Started by createPgliteClusterInChild with the cluster folder as its argument.
const dbDir = process.argv[2];
if (!dbDir) throw new Error('pglite-cluster-child: no folder given');
await createPgliteCluster({ dbDir, migrate: (client) => migrateDatabase(wrapPgliteClient(client)) });
process.exit(0);
