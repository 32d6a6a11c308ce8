// Copy of /solutions: what each of the five service pages covers. Facts from shared/domain ghg-reference
// (Decision 13/2024/QD-TTg, Regulation (EU) 2023/956).
import { paths, productPath } from '../../app/paths';
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const solutionsCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Giải pháp',
    title: 'Giải pháp kiểm kê khí nhà kính, báo cáo CBAM và ESG',
    lead: 'Một bộ số liệu hoạt động, nhiều nghĩa vụ báo cáo: kiểm kê theo Nghị định 06/2022/NĐ-CP, số liệu phát thải nội hàm cho khách hàng EU theo Quy định (EU) 2023/956 và phần môi trường của báo cáo ESG. Chọn dịch vụ phù hợp với doanh nghiệp của bạn.',
    sections: [
      {
        id: 'services',
        title: 'Các dịch vụ',
        blocks: [
          {
            cards: [
              {
                href: paths.ghgService,
                title: 'Dịch vụ kiểm kê khí nhà kính',
                body: 'Chuyên gia cùng doanh nghiệp xác định ranh giới, thu thập số liệu, tính phát thải và lập báo cáo kiểm kê cấp cơ sở theo Nghị định 06/2022/NĐ-CP.',
                link: 'Xem dịch vụ kiểm kê',
              },
              {
                href: paths.ghgInventoryPlatform,
                title: 'Nền tảng kiểm kê khí nhà kính',
                body: 'Tự nhập số liệu hoạt động theo từng cơ sở, tính phát thải với hệ số có ghi nguồn và năm, và xuất báo cáo.',
                link: 'Xem nền tảng',
              },
              {
                href: productPath('thep'),
                title: 'Kiểm kê theo ngành và sản phẩm',
                body: 'Những điểm riêng của thép, xi măng, nhôm, phân bón và dệt may: nguồn phát thải chính, quy định kỹ thuật của ngành, CBAM.',
                link: 'Xem theo ngành',
              },
              {
                href: paths.esgReporting,
                title: 'Dịch vụ báo cáo ESG',
                body: 'Dùng lại số liệu kiểm kê cho phần môi trường, bổ sung chỉ tiêu xã hội và quản trị theo khung mà nhà đầu tư, ngân hàng yêu cầu.',
                link: 'Xem dịch vụ ESG',
              },
              {
                href: paths.cbamReporting,
                title: 'Dịch vụ báo cáo CBAM',
                body: 'Tính phát thải nội hàm cho hàng sắt thép, nhôm, phân bón, xi măng, điện và hydro xuất sang EU, và chuẩn bị số liệu cho nhà nhập khẩu.',
                link: 'Xem dịch vụ CBAM',
              },
            ],
          },
        ],
      },
      {
        id: 'choose',
        title: 'Nên bắt đầu từ đâu?',
        blocks: [
          {
            list: [
              'Cơ sở có tên trong danh mục của Quyết định 13/2024/QĐ-TTg (2.166 cơ sở thuộc 6 lĩnh vực), hoặc vượt một ngưỡng của Nghị định 06/2022/NĐ-CP: bắt đầu với dịch vụ kiểm kê khí nhà kính.',
              'Doanh nghiệp xuất khẩu sắt thép, nhôm, phân bón, xi măng, điện hoặc hydro sang EU: bắt đầu với dịch vụ báo cáo CBAM.',
              'Doanh nghiệp có đội ngũ môi trường riêng, muốn tự quản lý số liệu: dùng nền tảng, và mời chuyên gia khi cần.',
              'Doanh nghiệp được nhà đầu tư, ngân hàng hoặc khách hàng hỏi về ESG: bắt đầu với dịch vụ báo cáo ESG.',
            ],
          },
          'Chưa chắc doanh nghiệp thuộc trường hợp nào? Hãy liên hệ, chuyên gia của chúng tôi sẽ cùng bạn xem xét.',
        ],
        source: 'Nghị định 06/2022/NĐ-CP; Quyết định 13/2024/QĐ-TTg; Quy định (EU) 2023/956, Phụ lục I.',
      },
    ],
  },
  en: {
    eyebrow: 'Solutions',
    title: 'Solutions for greenhouse-gas inventories, CBAM and ESG reporting',
    lead: 'One set of activity data, several reporting duties: the inventory under Decree 06/2022/ND-CP, embedded-emissions data for EU customers under Regulation (EU) 2023/956, and the environmental part of an ESG report. Choose the service that fits your company.',
    sections: [
      {
        id: 'services',
        title: 'Our services',
        blocks: [
          {
            cards: [
              {
                href: paths.ghgService,
                title: 'GHG inventory service',
                body: 'Our experts work with you to set the boundary, collect data, calculate emissions and prepare the facility inventory report under Decree 06/2022/ND-CP.',
                link: 'See the inventory service',
              },
              {
                href: paths.ghgInventoryPlatform,
                title: 'GHG inventory platform',
                body: 'Enter activity data per facility yourself, calculate emissions with factors that name their source and year, and export reports.',
                link: 'See the platform',
              },
              {
                href: productPath('thep'),
                title: 'Inventories by sector and product',
                body: 'What is specific to steel, cement, aluminium, fertilisers and textiles: the main emission sources, the sector rules, CBAM.',
                link: 'See by sector',
              },
              {
                href: paths.esgReporting,
                title: 'ESG reporting service',
                body: 'Reuse your inventory data for the environmental part, and add the social and governance indicators in the framework your investors or banks ask for.',
                link: 'See the ESG service',
              },
              {
                href: paths.cbamReporting,
                title: 'CBAM reporting service',
                body: 'Calculate embedded emissions for iron and steel, aluminium, fertilisers, cement, electricity and hydrogen exported to the EU, and prepare the data for the importer.',
                link: 'See the CBAM service',
              },
            ],
          },
        ],
      },
      {
        id: 'choose',
        title: 'Where to start?',
        blocks: [
          {
            list: [
              'Your facility is on the list of Decision 13/2024/QD-TTg (2,166 facilities in 6 sectors), or passes one of the thresholds of Decree 06/2022/ND-CP: start with the GHG inventory service.',
              'You export iron and steel, aluminium, fertilisers, cement, electricity or hydrogen to the EU: start with the CBAM reporting service.',
              'You have your own environment team and want to manage the data yourselves: use the platform, and bring in an expert when you need one.',
              'Investors, banks or customers ask you about ESG: start with the ESG reporting service.',
            ],
          },
          'Not sure which case is yours? Get in touch and one of our experts will look at it with you.',
        ],
        source: 'Decree 06/2022/ND-CP; Decision 13/2024/QD-TTg; Regulation (EU) 2023/956, Annex I.',
      },
    ],
  },
};
