import { join } from 'node:path';

export const E2E_PASSWORD = 'Essai-e2e-2025';
export const E2E_DATA_DIR = join(import.meta.dirname, '..', '..', '.tmp', 'e2e-data');
/** Where the test SMTP server writes each message it receives. */
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'received-mail');
/** Set-password links made when the server starts, one per test variant (each can be spent once). */
export const E2E_INVITES_FILE = join(E2E_DATA_DIR, 'invitations.json');

export const VARIANTS = ['fr-desktop', 'en-desktop', 'fr-mobile', 'en-mobile'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Accounts every run starts with; the per-variant ones let tests that change state run in parallel. */
export const e2eAccounts = {
  consultant: 'conseil@e2e.risquevision.ca',
  otherConsultant: 'autre-conseil@e2e.risquevision.ca',
  enterprise: 'admin@e2e.risquevision.ca',
  noPlan: 'sansforfait@e2e.risquevision.ca',
  resetFor: (variant: Variant) => `reset-${variant}@e2e.risquevision.ca`,
  invitedFor: (variant: Variant) => `invite-${variant}@e2e.risquevision.ca`,
  adminFor: (variant: Variant) => `admin-${variant}@e2e.risquevision.ca`,
  /** Profile edits (e2e/profile.spec.ts). */
  profileFor: (variant: Variant) => `profil-${variant}@e2e.risquevision.ca`,
  /** Signs its other sessions out, so it shares its sessions with no other test. */
  sessionsFor: (variant: Variant) => `sessions-${variant}@e2e.risquevision.ca`,
  /** Starts with one analysis more than a page of a list holds (e2e/my-analyses.spec.ts). */
  listsFor: (variant: Variant) => `listes-${variant}@e2e.risquevision.ca`,
  /** Turns two-factor sign-in on, so no other test may share it. */
  twoFactorFor: (variant: Variant) => `deux-facteurs-${variant}@e2e.risquevision.ca`,
};
