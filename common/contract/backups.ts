import { z } from 'zod';

/** A backup id: its UTC creation time and a random suffix, e.g. `20261123T233000Z-a1b2c3`. */
export const BACKUP_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;

export const backupSchema = z.object({
  id: z.string().regex(BACKUP_ID_PATTERN),
  timestamp: z.iso.datetime(),
  /** Bytes of the archive. */
  size: z.number().int().nonnegative(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListResponseSchema = z.object({ backups: z.array(backupSchema) });
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

export const createBackupResponseSchema = z.object({
  success: z.literal(true),
  backupId: z.string().regex(BACKUP_ID_PATTERN),
});
export type CreateBackupResponse = z.infer<typeof createBackupResponseSchema>;

export const backupIdParamsSchema = z.object({ backupId: z.string().max(64) });
