// What the four steps of the assessment wizard share: their props and the field-error lookup (the view's own
// finding, else the server's). What only the later steps share (their buttons, their rules) loads with them:
// ./later-step-parts.tsx.
import type {
  AssessmentDraft,
  AssessmentStep,
  RiskAssessmentEvent,
} from '../../../../machines/ghg/risk-assessment.types';
import type { Notice } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { numberReading } from '../../../components/form/number-reading';
import { fieldPath, type Issue, type LaterInvalid } from '../assessment-fields';

export type Send = (event: RiskAssessmentEvent) => void;
export type Issues = Record<string, Issue>;
/** A notice's text in the reader's language (null before the message catalogue is here: never, in practice). */
export type NoticeText = (notice: Notice) => string | null;

export interface StepProps {
  draft: AssessmentDraft;
  serverErrors: Record<string, Notice>;
  send: Send;
  /** The page's: the catalogue loads with the machine, which is what brings a notice (../assessment-page.tsx). */
  noticeText: NoticeText;
}

/** The props of a step after the first (./later-steps.tsx, here so that the page need not import that module). */
export type LaterStepProps = StepProps & { step: Exclude<AssessmentStep, 'company'>; busy: boolean };

/**
 * The field's problem: what the view found, else what the server said about it. `laterTexts`: the texts of what only
 * the later steps find, which they pass (their namespace is not loaded with the first step).
 */
export function useFieldError(
  issues: Issues,
  serverErrors: Record<string, Notice>,
  noticeText: NoticeText,
  laterTexts?: Record<LaterInvalid, () => string>,
) {
  const { LL, locale } = useI18nContext();
  const server = Object.fromEntries(
    Object.entries(serverErrors).map(([path, notice]) => [fieldPath(path), notice]),
  );
  return (field: string): string | null => {
    const issue = issues[field];
    if (issue === 'cnCode' || issue === 'gridFactorNeeded') return laterTexts?.[issue]() ?? null;
    if (typeof issue === 'string') return LL.ghg.invalid[issue]();
    // A refused number: found by the reader, so it is loaded.
    if (issue) return numberReading()?.numberRefusalText(LL, locale, issue) ?? null;
    return server[field] ? noticeText(server[field]) : null;
  };
}
