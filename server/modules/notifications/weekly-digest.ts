import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { accessTierOf, homePathOf } from '../../../common/domain/access';
import { normalizeSeverity } from '../../../common/domain/risk';
import type { Config } from '../../config';
import { type EmailContent, renderEmail } from '../../platform/email/email-layout';
import type { Mailer } from '../../platform/email/mailer';
import { translate } from '../../platform/i18n/translate';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { DigestAnalysis, DigestRecipient, WeeklyDigestRepository } from './weekly-digest.repository';

export const WEEKLY_DIGEST_JOB = 'weekly-digest';
/** Mondays at 12:00 UTC: the morning in every Canadian time zone. */
export const WEEKLY_DIGEST_CRON = '0 12 * * 1';
const WEEK_MS = 7 * 24 * 3600 * 1000;
// An e-mail lists this many lines per section; the rest is counted.
const LINES_PER_SECTION = 10;

export interface DigestContent {
  newAnalyses: { area: string; createdAt: Date; risks: number }[];
  openCritical: { title: string; area: string; createdAt: Date }[];
}

const risksOf = (result: WorkplaceAnalysis | null) =>
  (result?.analysis.risques ?? [])
    .map((risk) => ({
      title: risk.title || risk.description,
      severity: risk.gravite,
      status: risk.status,
    }))
    .concat(
      (result?.analysis.risks ?? []).map((risk) => ({
        title: risk.title || risk.description,
        severity: risk.severity,
        status: risk.status,
      })),
    );

/**
 * The week's finished analyses, and the critical risks still open (not described as controlled
 * or as a past event) in the latest analyses the person may see.
 */
export function summarize(options: { analyses: DigestAnalysis[]; since: Date }): DigestContent {
  const content: DigestContent = { newAnalyses: [], openCritical: [] };
  for (const analysis of options.analyses) {
    const risks = risksOf(analysis.result);
    if (analysis.createdAt >= options.since) {
      content.newAnalyses.push({ area: analysis.area, createdAt: analysis.createdAt, risks: risks.length });
    }
    for (const risk of risks) {
      if (normalizeSeverity(risk.severity) !== 'critique') continue;
      if (risk.status === 'controlled' || risk.status === 'past') continue;
      content.openCritical.push({ title: risk.title, area: analysis.area, createdAt: analysis.createdAt });
    }
  }
  return content;
}

/** The summary e-mail in the recipient's preferred language. */
export function composeWeeklyDigest(options: {
  recipient: DigestRecipient;
  content: DigestContent;
  since: Date;
  now: Date;
  config: Config;
}): EmailContent {
  const language = options.recipient.preferredLanguage;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate({ language, namespace: 'email', key: `weeklyDigest.${key}`, params });
  const date = (value: Date) =>
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(value);
  const section = <T>(items: T[], heading: string, line: (item: T) => string) => [
    [heading, ...items.slice(0, LINES_PER_SECTION).map(line)].join('\n'),
    ...(items.length > LINES_PER_SECTION ? [t('more', { count: items.length - LINES_PER_SECTION })] : []),
  ];
  const { newAnalyses, openCritical } = options.content;
  const period = { from: date(options.since), to: date(options.now) };
  const tier = accessTierOf({ tier: options.recipient.tier, role: options.recipient.role });
  return renderEmail({
    language,
    operator: options.config.operator,
    subject: t('subject'),
    paragraphs: [
      options.recipient.teamId ? t('introTeam', period) : t('intro', period),
      ...(newAnalyses.length > 0
        ? section(newAnalyses, t('newAnalyses', { count: newAnalyses.length }), (item) =>
            t('analysisLine', { area: item.area, date: date(item.createdAt), count: item.risks }),
          )
        : [t('noNewAnalyses')]),
      ...(openCritical.length > 0
        ? section(openCritical, t('critical', { count: openCritical.length }), (item) =>
            t('criticalLine', { title: item.title, area: item.area, date: date(item.createdAt) }),
          )
        : [t('noCritical')]),
    ],
    action: { label: t('action'), url: `${options.config.publicUrl}${homePathOf(tier)}` },
    closing: [t('why')],
  });
}

export interface WeeklyDigestDependencies {
  repository: WeeklyDigestRepository;
  mailer: Mailer;
  config: Config;
  logger: Logger;
}

/**
 * Sends the weekly summary to everyone who turned it on, about what each may see (their team's
 * analyses, or their own). Nothing goes to someone with neither a new analysis nor an open critical
 * risk. One person's failure does not stop the others. Answers how many e-mails went out.
 */
export async function sendWeeklyDigests(deps: WeeklyDigestDependencies, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WEEK_MS);
  let sent = 0;
  for (const recipient of await deps.repository.listRecipients()) {
    try {
      const content = summarize({ analyses: await deps.repository.recentAnalyses({ recipient }), since });
      if (content.newAnalyses.length === 0 && content.openCritical.length === 0) continue;
      const email = composeWeeklyDigest({ recipient, content, since, now, config: deps.config });
      await deps.mailer.send({ to: recipient.email, ...email });
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, userId: recipient.id }, 'weekly digest e-mail failed');
    }
  }
  return sent;
}

/** Puts the digest on the job queue's cron: one run per week across all instances. */
export async function scheduleWeeklyDigest(
  deps: WeeklyDigestDependencies & { jobs: JobQueue },
): Promise<void> {
  await deps.jobs.schedule({
    name: WEEKLY_DIGEST_JOB,
    cron: WEEKLY_DIGEST_CRON,
    expireInSeconds: 3600,
    handler: async () => {
      const sent = await sendWeeklyDigests(deps);
      deps.logger.info({ sent }, 'weekly digest sent');
    },
  });
}
