import { Text } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { breakLongWords } from './report-text';

/** Text that wraps long tokens (URLs, file names) instead of running off the page, and never hyphenates. */
export function ReportText(props: ComponentProps<typeof Text>) {
  return <Text hyphenationCallback={breakLongWords} {...props} />;
}
