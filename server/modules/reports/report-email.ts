import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { getJurisdiction } from '../../../common/domain/jurisdictions';
import { languageFromAnalysisLanguage } from '../../../common/i18n/language';
import type { Operator } from '../../config';
import { type EmailContent, renderEmail } from '../../platform/email/email-layout';
import { translate } from '../../platform/i18n/translate';
import type { UserRecord } from '../accounts/accounts.repository';

/** How many report e-mails one account may send in a day (each goes to one recipient). */
export const REPORT_EMAILS_PER_DAY = 20;

// The area is the sender's own words: cut short in the subject, so it can neither pass for the
// whole subject nor push the sender's address out of view.
const SUBJECT_AREA_LENGTH = 80;

const shortened = (value: string, length: number) =>
  value.length <= length ? value : `${value.slice(0, length - 1).trimEnd()}…`;

/**
 * The report e-mail, in the analysis' language. It goes out under the product's name to any
 * address, so the subject and the body name the sending account by its e-mail address, which the
 * account holder cannot choose as freely as a display name or an area.
 */
export function composeReportEmail(options: {
  analysis: WorkplaceAnalysis;
  user: UserRecord;
  riskCount: number;
  operator: Operator;
}): EmailContent {
  const { analysis, user } = options;
  const language = languageFromAnalysisLanguage(analysis.language);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate({ language, namespace: 'email', key, params });
  const date = new Intl.DateTimeFormat(`${language}-CA`, { dateStyle: 'long' }).format(
    new Date(analysis.timestamp),
  );
  const jurisdiction = getJurisdiction(analysis.jurisdiction).name[language];
  const sender = user.team ? `${user.name ?? user.email} (${user.team.name})` : (user.name ?? user.email);
  return renderEmail({
    language,
    operator: options.operator,
    subject: t('report.subject', {
      area: shortened(analysis.area, SUBJECT_AREA_LENGTH),
      senderEmail: user.email,
    }),
    paragraphs: [
      t('report.intro', { area: analysis.area, date }),
      t('report.sender', { sender, senderEmail: user.email }),
      t('report.risks', { count: options.riskCount, jurisdiction }),
    ],
    closing: [t('report.notice')],
  });
}
