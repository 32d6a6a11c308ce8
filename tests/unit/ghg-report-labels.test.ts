// The PDF's labels (domain/ghg-report-labels.ts) say what the result page says: each text the two share is the
// page's dictionary entry word for word, in both languages, so that the PDF and the page never drift apart.
import { describe, expect, it } from 'vitest';
import { ghgPdfLabels } from '../../domain/ghg-report-labels';
import ghgResultVi from '../../src/i18n/vi/ghgResult';
import ghgResultEn from '../../src/i18n/en/ghgResult';
import ghgVi from '../../src/i18n/vi/ghgLater';
import ghgEn from '../../src/i18n/en/ghgLater';

const pages = { vi: { result: ghgResultVi, ghg: ghgVi }, en: { result: ghgResultEn, ghg: ghgEn } };

describe('GHG report PDF labels', () => {
  for (const locale of ['vi', 'en'] as const) {
    it(`match the result page's texts (${locale})`, () => {
      const pdf = ghgPdfLabels[locale];
      const { result, ghg } = pages[locale];
      expect(pdf.levels).toEqual(result.levels);
      expect(pdf.factorNames).toEqual(result.factorNames);
      expect(pdf.fuelNames).toEqual(ghg.fuelNames);
      expect(pdf.goods).toEqual(ghg.goods);
      const same = [
        ['emissionsHeading', 'emissionsHeading'],
        ['scope1', 'scope1'],
        ['scope2', 'scope2'],
        ['total', 'total'],
        ['tco2e', 'tco2e'],
        ['levelHeading', 'levelHeading'],
        ['score', 'score'],
        ['nextStepsHeading', 'nextStepsHeading'],
        ['factorsUsedHeading', 'factorsUsedHeading'],
        ['factorColumn', 'factor'],
        ['value', 'value'],
        ['year', 'year'],
        ['source', 'source'],
        ['noYear', 'noYear'],
        ['gridFactor', 'gridFactor'],
        ['gridFactorOwn', 'gridFactorOwn'],
        ['gridFactorNone', 'gridFactorNone'],
        ['gridFactorValue', 'gridFactorValue'],
        ['gridFactorOwnValue', 'gridFactorOwnValue'],
        ['gridFactorNoneValue', 'gridFactorNoneValue'],
        ['gridSensitivity', 'gridSensitivity'],
        ['fuelFactorValue', 'fuelFactorValue'],
        ['electricityToe', 'electricityToe'],
        ['electricityToeValue', 'electricityToeValue'],
        ['gwpSet', 'gwpSet'],
        ['gwpValue', 'gwpValue'],
        ['cbamPrice', 'cbamPrice'],
        ['cbamPriceValue', 'cbamPriceValue'],
        ['eurVnd', 'eurVnd'],
        ['eurVndValue', 'eurVndValue'],
        ['cbamFactorDefault', 'cbamFactorDefault'],
        ['cbamFactorBenchmark', 'cbamFactorBenchmark'],
        ['cbamFactorMarkup', 'cbamFactorMarkup'],
        ['cbamFactorPhaseIn', 'cbamFactorPhaseIn'],
        ['cbamFactorNoCn', 'cbamFactorNoCn'],
        ['cbamFactorUnknown', 'cbamFactorUnknown'],
      ] as const;
      for (const [pdfKey, pageKey] of same) expect(pdf[pdfKey], pdfKey).toBe(result[pageKey]);
    });
  }
});
