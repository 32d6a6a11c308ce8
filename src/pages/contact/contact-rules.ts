// What the contact form checks and says, loaded once the page is live (src/components/form/use-form-rules.ts):
// the shared schema (valibot), the field-issue helpers and the catalogue's texts for the server's answers.
export { makeContactSaleSchema } from '../../../domain/validation';
export { noticeText } from '../../../domain/failures';
export { fieldIssues, issueText } from '../../components/form/field-issues';
