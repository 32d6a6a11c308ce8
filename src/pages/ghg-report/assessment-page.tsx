// /ghg-report/count-down: the two-minute GHG emission-risk assessment (ghg-reference.md section 6), a four-step
// wizard with a progress indicator (company & sector, energy use, CBAM exports, review). Each step keeps what is
// typed in the view, checks it, and sends it to the risk-assessment machine; the machine holds the answers, runs
// the assessment (POST /ghg-reports) and brings back the step of a field the server refused.
import { useEffect } from 'react';
import { firstRiskAssessmentView } from '../../../machines/ghg/risk-assessment.selectors';
import type { RiskAssessmentSnapshot } from '../../../machines/ghg/risk-assessment.machine';
import { ASSESSMENT_STEPS, type AssessmentStep } from '../../../machines/ghg/risk-assessment.types';
import { firstIntent } from '../../app/first-intent';
import { laterPart } from '../../app/later-part';
import { useLazyActor } from '../../app/lazy-actor';
import type { PageProps } from '../../app/page-props';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { CompanyStep } from './steps/company-step';
import type { LaterStepProps, NoticeText, Send, StepProps } from './steps/step-parts';
import './ghg-report.css';

// The machine's module (XState, the API client, the message catalogue), loaded at the reader's first act on the page
// (src/app/first-intent.ts, then src/app/lazy-actor.ts). The view of its snapshots and the text of a notice come with it: both are needed only
// once it runs (a notice is what the server answered to something it sent).
type Wiring = typeof import('../../app/wiring/ghg');
let wiring: Wiring | undefined;
const createAssessment = () =>
  firstIntent()
    .then(() => import('../../app/wiring/ghg'))
    .then((module) => {
      wiring = module;
      return module.createRiskAssessmentActor();
    });
// Called only with a snapshot of the actor `createAssessment` made, so after `wiring` is set.
const selectView = (snapshot: RiskAssessmentSnapshot) => wiring!.selectRiskAssessmentView(snapshot);

// The steps after the first, with their texts, load at the reader's first act on the page (./steps/later-steps.tsx);
// by the time a visitor has answered the first step they are here, and the step renders at once.
const later = laterPart<LaterStepProps>(
  () => import('./steps/later-steps').then((module) => module.LaterStep),
  ['ghgLater'],
);
const LaterStep = later.Component;

export default function AssessmentPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const noticeText: NoticeText = (notice) => wiring?.noticeText(notice, locale) ?? null;
  const t = LL.ghg.wizard;
  const title = t.title();
  useDocumentTitle(title);
  // The spec's name of the screen ("countdown"), above the heading that says what it is.
  const eyebrow = <p className="eyebrow">{LL.screens[screen]()}</p>;
  // The machine (and XState, the API client) load at the reader's first act (src/app/lazy-actor.ts): until then the
  // page shows its first step, and an answer sent meanwhile waits for it.
  const assessment = useLazyActor({
    create: createAssessment,
    select: selectView,
    initialView: firstRiskAssessmentView,
  });
  const { view } = assessment;
  const send: Send = (event) => assessment.send(event);
  // A failure is retried when a later step renders.
  useEffect(() => {
    let active = true;
    void firstIntent().then(() => {
      if (active) later.warm().catch(() => undefined);
    });
    return () => {
      active = false;
    };
  }, []);

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
  const props: StepProps = { draft: view.draft, serverErrors: view.fieldErrors, send, noticeText };
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
      {view.step === 'company' ? (
        <CompanyStep {...props} />
      ) : (
        <LaterStep {...props} step={view.step} busy={view.busy} />
      )}
    </section>
  );
}
