import type { Profile } from '../../../common/contract/profile';
import { notFound } from '../../platform/errors/app-error';
import type { AccountsRepository } from './accounts.repository';
import type { ProfileRepository } from './profile.repository';

interface Origin {
  ip: string | null;
  userAgent: string | null;
}

/** The person's own profile (spec part 2 §2.6): read, edit and the notification preferences. */
export function createProfileService(deps: { profiles: ProfileRepository; accounts: AccountsRepository }) {
  async function read(userId: string): Promise<Profile> {
    const profile = await deps.profiles.findProfile(userId);
    if (!profile) throw notFound();
    return profile;
  }

  return {
    read,

    /** Saves the fields the contract validated; the address and the plan are not the person's to change. */
    async update(
      options: {
        userId: string;
        values: { name: string; phone: string | null; company: string | null; position: string | null };
      } & Origin,
    ): Promise<Profile> {
      await deps.profiles.updateProfile(options.userId, options.values);
      await deps.accounts.recordAuditEvent({
        type: 'profile.updated',
        userId: options.userId,
        ip: options.ip,
        userAgent: options.userAgent,
      });
      return read(options.userId);
    },

    async setNotifications(options: { userId: string; weeklyDigest: boolean }): Promise<Profile> {
      await deps.profiles.setWeeklyDigest(options.userId, options.weeklyDigest);
      return read(options.userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
