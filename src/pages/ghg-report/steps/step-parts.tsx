// What the four steps of the assessment wizard share: their props, the field-error lookup (the view's own
// finding, else the server's) and the Back / Next buttons.
import type { AssessmentDraft, RiskAssessmentEvent } from '../../../../machines/ghg/risk-assessment.types';
import type { Notice } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SubmitButton } from '../../../components/form/submit-button';
import { numberReading } from '../../../components/form/number-reading';
import { useNoticeText } from '../../../components/form/use-notice-text';
import { fieldPath, type Issue } from '../assessment-fields';

export type Send = (event: RiskAssessmentEvent) => void;
export type Issues = Record<string, Issue>;

export interface StepProps {
  draft: AssessmentDraft;
  serverErrors: Record<string, Notice>;
  send: Send;
}

/** The field's problem: what the view found, else what the server said about it. */
export function useFieldError(issues: Issues, serverErrors: Record<string, Notice>) {
  const { LL, locale } = useI18nContext();
  const noticeText = useNoticeText();
  const server = Object.fromEntries(
    Object.entries(serverErrors).map(([path, notice]) => [fieldPath(path), notice]),
  );
  return (field: string): string | null => {
    const issue = issues[field];
    if (typeof issue === 'string') return LL.ghg.invalid[issue]();
    // A refused number: found by the reader, so it is loaded.
    if (issue) return numberReading()?.numberRefusalText(LL, locale, issue) ?? null;
    return server[field] ? noticeText(server[field]) : null;
  };
}

export function StepActions({ onBack, last, busy }: { onBack?: () => void; last?: boolean; busy?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.ghg.wizard;
  return (
    <div className="form-actions ghg-actions">
      {onBack && (
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          {t.back()}
        </button>
      )}
      <SubmitButton busy={busy} busyLabel={t.submitting()}>
        {last ? t.submit() : t.next()}
      </SubmitButton>
    </div>
  );
}
