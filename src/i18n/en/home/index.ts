// Texts of the home page (/), en. Same keys as vi.
import type { NamespaceHomeTranslation } from '../../i18n-types';

const home = {
  joinCompanies: 'Join {count}+ companies',
  latest: {
    title: 'Latest articles',
    all: 'See all articles',
  },
  hero: {
    eyebrow: 'Decree 06/2022/ND-CP · CBAM · ESG',
    title: 'Greenhouse-gas inventory, CBAM and ESG reporting on one platform',
    lead: 'Collect activity data once, calculate emissions with IPCC methods, then produce the inventory report for the regulator, embedded-emissions data for your EU customers and the ESG report for your investors.',
    signUp: 'Create an account',
    solutions: 'See the solutions',
    contactSales: 'Talk to an expert',
  },
  dates: {
    title: 'Dates to prepare for',
    activityData: "Every year, by 31 March: send the previous year's activity data to the line ministry.",
    activityDataSource: 'Decree 06/2022/ND-CP, Art. 11',
    cbamDefinitive: 'From 1 January 2026: CBAM enters its definitive period.',
    cbamDefinitiveSource: 'Regulation (EU) 2023/956',
    cbamDeclaration:
      'By 30 September 2027: the first CBAM declaration, for goods imported into the EU in 2026.',
    cbamDeclarationSource: 'Regulation (EU) 2025/2083',
  },
  offer: {
    title: 'Whatever you must report, we have prepared for it',
    inventory: {
      title: 'GHG inventory under Decree 06',
      body: 'Set facility boundaries under TCVN ISO 14064-1:2011, calculate Scope 1 and 2 emissions and prepare the facility inventory report on Form 06.',
      fact: 'Decision 13/2024/QD-TTg lists 2,166 facilities in 6 sectors that must carry out a greenhouse-gas inventory.',
      link: 'GHG inventory service',
    },
    cbam: {
      title: 'CBAM reporting for exporters',
      body: 'Calculate embedded emissions for iron and steel, aluminium, fertilisers, cement, electricity and hydrogen exported to the EU, and prepare the data your EU customers declare.',
      fact: 'Without verified data, default values carry a mark-up of 10% in 2026, 20% in 2027 and 30% from 2028.',
      link: 'CBAM reporting service',
    },
    esg: {
      title: 'ESG reporting',
      body: 'Reuse your inventory data for the environmental part of the ESG report, alongside the social and governance indicators investors and banks ask about.',
      fact: 'One data set, many reports: never type the same figure twice.',
      link: 'ESG reporting service',
    },
    academy: {
      title: 'Academy',
      body: 'Courses organised in chapters and lessons on greenhouse-gas inventory, CBAM and ESG for your team.',
      fact: 'Finish a course and send a request to receive your certificate of completion at once.',
      link: 'Go to the academy',
    },
  },
  steps: {
    title: 'How it works',
    assess: {
      title: 'Quick assessment',
      body: 'Answer a few questions about fuel, electricity and exports to learn whether your company must carry out an inventory or is exposed to CBAM.',
    },
    collect: {
      title: 'Collect data',
      body: "Invite colleagues into your company's workspace and enter activity data facility by facility.",
    },
    calculate: {
      title: 'Calculate',
      body: "Fuel factors from IPCC 2006; grid electricity uses the Department of Climate Change's 2023 factor of 0.6592 tCO2/MWh, which you can adjust.",
    },
    report: {
      title: 'Report',
      body: 'Export the facility inventory report, the embedded-emissions data for CBAM and the environmental part of the ESG report.',
    },
  },
  facts: {
    title: 'A few figures worth knowing',
    facilities: '2,166',
    facilitiesLabel: 'facilities must carry out a greenhouse-gas inventory',
    facilitiesSource: 'Decision 13/2024/QD-TTg',
    gridFactor: '0.6592',
    gridFactorLabel: "tCO2/MWh: Vietnam's grid emission factor for 2023",
    gridFactorSource: 'Department of Climate Change',
    cbamGoods: '6',
    cbamGoodsLabel:
      'goods groups covered by CBAM: iron and steel, aluminium, fertilisers, cement, electricity, hydrogen',
    cbamGoodsSource: 'Regulation (EU) 2023/956, Annex I',
    sourcePrefix: 'Source:',
  },
  closing: {
    title: 'Start the greenhouse-gas inventory for your company',
    body: 'Create an account to open your workspace, or leave your details and one of our experts will contact you.',
    signUp: 'Create an account',
    contactSales: 'Contact sales',
  },
} satisfies NamespaceHomeTranslation;

export default home;
