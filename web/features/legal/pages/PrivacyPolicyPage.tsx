import { LegalDocument } from '../components/LegalDocument';

/** `/privacy-policy`: 8 sections, dated 28 June 2025 (spec part 2 §2.5). */
export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
