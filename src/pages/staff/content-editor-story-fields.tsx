// The content editor's fields only a success story has: the company, its sector and whether it is illustrative
// (general), and per language the summary, the quote with its author and role, and the key metrics.
import type {
  ContentLanguage,
  StoryDraft,
  StoryTranslationDraft,
} from '../../../machines/staff/content.types';
import {
  AUTHOR_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  METRICS_MAX_COUNT,
  METRIC_LABEL_MAX_LENGTH,
  METRIC_VALUE_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
} from '../../../domain/content/content-rules';
import { useI18nContext } from '../../i18n/i18n-react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { TitleAndLead, type Edit, type Problem, type Ready } from './content-editor-fields';

export function StoryGeneral({
  draft,
  view,
  problem,
  edit,
}: {
  draft: StoryDraft;
  view: Ready;
  problem: Problem;
  edit: Edit;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  return (
    <>
      <TextField
        label={t.companyName()}
        name="companyName"
        autoComplete="off"
        value={draft.companyName}
        maxLength={COMPANY_MAX_LENGTH}
        required
        error={problem('companyName')}
        onChange={(companyName) => edit({ ...draft, companyName })}
      />
      <SelectField
        label={t.sector()}
        name="sectorCode"
        value={draft.sectorCode}
        placeholder={t.noSector()}
        options={view.sectors.map((sector) => ({
          value: sector.code,
          label: locale === 'en' ? sector.name_en : sector.name_vi,
        }))}
        error={problem('sectorCode')}
        onChange={(sectorCode) => edit({ ...draft, sectorCode })}
      />
      <CheckboxField
        label={t.illustrative()}
        name="illustrative"
        checked={draft.illustrative}
        onChange={(illustrative) => edit({ ...draft, illustrative })}
      />
    </>
  );
}

export function StoryTranslationFields({
  draft,
  language,
  problem,
  edit,
}: {
  draft: StoryDraft;
  language: ContentLanguage;
  problem: Problem;
  edit: Edit;
}) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const translation = (language === 'en' && draft.en) || draft.vi;
  const set = (patch: Partial<StoryTranslationDraft>) =>
    edit({ ...draft, [language]: { ...translation, ...patch } });
  const at = (field: string) => problem(`${language}.${field}`);
  const metrics = translation.metrics;
  const setMetric = (index: number, patch: Partial<(typeof metrics)[number]>) =>
    set({ metrics: metrics.map((metric, i) => (i === index ? { ...metric, ...patch } : metric)) });
  return (
    <>
      <TitleAndLead
        language={language}
        lead="summary"
        label={t.summary()}
        title={translation.title}
        text={translation.summary}
        at={at}
        onTitle={(title) => set({ title })}
        onText={(summary) => set({ summary })}
      />
      <TextAreaField
        key={`${language}-quote`}
        label={t.quote()}
        name={`${language}.quote`}
        rows={2}
        value={translation.quote}
        maxLength={QUOTE_MAX_LENGTH}
        error={at('quote')}
        onChange={(quote) => set({ quote })}
      />
      <div className="content-pair">
        <TextField
          key={`${language}-quoteAuthor`}
          label={t.quoteAuthor()}
          name={`${language}.quoteAuthor`}
          autoComplete="off"
          value={translation.quoteAuthor}
          maxLength={AUTHOR_MAX_LENGTH}
          error={at('quoteAuthor')}
          onChange={(quoteAuthor) => set({ quoteAuthor })}
        />
        <TextField
          key={`${language}-quoteRole`}
          label={t.quoteRole()}
          name={`${language}.quoteRole`}
          autoComplete="off"
          value={translation.quoteRole}
          maxLength={AUTHOR_MAX_LENGTH}
          error={at('quoteRole')}
          onChange={(quoteRole) => set({ quoteRole })}
        />
      </div>
      <fieldset className="content-fieldset">
        <legend>{t.metrics()}</legend>
        {metrics.length === 0 && <p className="staff-meta">{t.noMetrics()}</p>}
        {at('metrics') && <p className="field-error">{at('metrics')}</p>}
        <ol className="content-metrics">
          {metrics.map((metric, index) => (
            <li key={index} className="content-pair">
              <TextField
                label={t.metricLabel({ n: index + 1 })}
                name={`${language}.metrics.${index}.label`}
                autoComplete="off"
                value={metric.label}
                maxLength={METRIC_LABEL_MAX_LENGTH}
                required
                error={at(`metrics.${index}.label`)}
                onChange={(label) => setMetric(index, { label })}
              />
              <TextField
                label={t.metricValue({ n: index + 1 })}
                name={`${language}.metrics.${index}.value`}
                autoComplete="off"
                value={metric.value}
                maxLength={METRIC_VALUE_MAX_LENGTH}
                required
                error={at(`metrics.${index}.value`)}
                onChange={(value) => setMetric(index, { value })}
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => set({ metrics: metrics.filter((_, i) => i !== index) })}
              >
                {t.removeMetric({ n: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        {metrics.length < METRICS_MAX_COUNT && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => set({ metrics: [...metrics, { label: '', value: '' }] })}
          >
            {t.addMetric()}
          </button>
        )}
      </fieldset>
    </>
  );
}
