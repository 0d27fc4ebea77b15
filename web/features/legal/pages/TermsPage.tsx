import { LegalDocument } from '../components/LegalDocument';

/** `/terms-conditions`: 10 sections, dated 28 June 2025 (spec part 2 §2.5). */
export function TermsPage() {
  return <LegalDocument document="terms" />;
}
