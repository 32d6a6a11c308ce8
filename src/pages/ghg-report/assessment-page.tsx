// /ghg-report/count-down: the two-minute GHG emission-risk assessment (ghg-reference.md section 6), a four-step
// wizard with a progress indicator (company & sector, energy use, CBAM exports, review). Each step keeps what is
// typed in the view, checks it, and sends it to the risk-assessment machine; the machine holds the answers, runs
// the assessment (POST /ghg-reports) and brings back the step of a field the server refused.
import { Suspense, useEffect } from 'react';
import {
  firstRiskAssessmentView,
  selectRiskAssessmentView,
} from '../../../machines/ghg/risk-assessment.selectors';
import { ASSESSMENT_STEPS, type AssessmentStep } from '../../../machines/ghg/risk-assessment.types';
import { useLazyActor } from '../../app/lazy-actor';
import type { PageProps } from '../../app/page-props';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useDocumentTitle } from '../../components/use-document-title';
import { CompanyStep } from './steps/company-step';
import { CbamStep, EnergyStep, ReviewStep, warmLaterSteps } from './steps/later-steps';
import type { Send, StepProps } from './steps/step-parts';
import './ghg-report.css';

export default function AssessmentPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const noticeText = useNoticeText();
  const t = LL.ghg.wizard;
  const title = t.title();
  useDocumentTitle(title);
  // The spec's name of the screen ("countdown"), above the heading that says what it is.
  const eyebrow = <p className="eyebrow">{LL.screens[screen]()}</p>;
  // The machine (and XState, the API client) load once the page is live (src/app/lazy-actor.ts): until then the
  // page shows its first step, and an answer sent meanwhile waits for it.
  const assessment = useLazyActor({
    create: () =>
      import('../../app/wiring/ghg').then(({ createRiskAssessmentActor }) => createRiskAssessmentActor()),
    select: selectRiskAssessmentView,
    initialView: firstRiskAssessmentView,
  });
  const { view } = assessment;
  const send: Send = (event) => assessment.send(event);
  useEffect(() => warmLaterSteps(), []);

  if (view.kind === 'created') {
    return (
      <section className="container page-narrow ghg-page" aria-labelledby="page-title">
        {eyebrow}
        <h1 id="page-title">{title}</h1>
        <FormStatus>{t.created()}</FormStatus>
      </section>
    );
  }

  const stepName = (step: AssessmentStep) => t.steps[step]();
  const props: StepProps = { draft: view.draft, serverErrors: view.fieldErrors, send };
  return (
    <section className="container page-narrow ghg-page" aria-labelledby="page-title">
      {eyebrow}
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t.lead()}</p>
      <p className="field-hint">{t.perYear()}</p>
      <ol className="ghg-progress" aria-label={t.progressLabel()}>
        {ASSESSMENT_STEPS.map((step, index) => (
          <li
            key={step}
            className={index < view.stepIndex ? 'is-done' : undefined}
            aria-current={index === view.stepIndex ? 'step' : undefined}
          >
            {stepName(step)}
          </li>
        ))}
      </ol>
      <h2 id="step-title">
        {t.stepOf({
          current: String(view.stepIndex + 1),
          total: String(ASSESSMENT_STEPS.length),
          name: stepName(view.step),
        })}
      </h2>
      <FormError>{view.error ? noticeText(view.error) : null}</FormError>
      {view.step === 'company' && <CompanyStep key="company" {...props} />}
      <Suspense fallback={null}>
        {view.step === 'energy' && <EnergyStep key="energy" {...props} />}
        {view.step === 'cbam' && <CbamStep key="cbam" {...props} />}
        {view.step === 'review' && <ReviewStep key="review" {...props} busy={view.busy} />}
      </Suspense>
    </section>
  );
}
