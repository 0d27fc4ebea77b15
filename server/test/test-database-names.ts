import { randomBytes } from 'node:crypto';

/** Names are unique per run so two runs on one PostgreSQL server never collide. */
export const createTemplateName = () => `rv_template_${process.pid}_${randomBytes(3).toString('hex')}`;
export const createTestDatabaseName = () => `rv_test_${randomBytes(6).toString('hex')}`;

export function templateUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
