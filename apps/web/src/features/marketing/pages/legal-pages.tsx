import { LegalDocument } from '../components/legal-document';
import { CONSUMER_TERMS } from '../content/terms';
import { BUSINESS_TERMS } from '../content/business-terms';
import { PRIVACY_POLICY } from '../content/privacy';

export function TermsPage() {
  return <LegalDocument doc={CONSUMER_TERMS} eyebrow="Legal" />;
}

export function BusinessTermsPage() {
  return <LegalDocument doc={BUSINESS_TERMS} eyebrow="For program providers" />;
}

export function PrivacyPolicyPage() {
  return <LegalDocument doc={PRIVACY_POLICY} eyebrow="Legal" />;
}
