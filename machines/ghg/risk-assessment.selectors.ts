// What the assessment page shows for the machine's first snapshot, without the machine (the page renders that before
// the machine's code has loaded, src/app/lazy-actor.ts). The view of any snapshot, `selectRiskAssessmentView`, is in
// ./risk-assessment.machine.ts: the page needs it only once the machine runs, so it loads with it.
import { ASSESSMENT_STEPS, emptyDraft, type RiskAssessmentView } from './risk-assessment.types';

/**
 * `selectRiskAssessmentView` of the machine's first snapshot: the first step, an empty draft, nothing said by the
 * server. risk-assessment.machine.test.ts checks it against the machine.
 */
export const firstRiskAssessmentView: RiskAssessmentView = {
  kind: 'wizard',
  step: ASSESSMENT_STEPS[0],
  stepIndex: 0,
  busy: false,
  draft: emptyDraft,
  fieldErrors: {},
  error: null,
};
